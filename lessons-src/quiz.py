# The exercises demo, built into notebooks/quiz.ipynb by lessons-src/build.py.

# %% [markdown]
# # Exercises you answer by clicking — تمارين البلوت
#
# The `Quiz` widget shows one exercise at a time, drawn like the table: the cards, the
# trick, the contract (نوع اللعب). Answer by **clicking** cards, a seat, a call or a button,
# or by **typing** points; the engine grades the answer at once and says **why** a wrong
# answer is wrong, with the same sentences the engine uses when it refuses a card.
#
# * Each exercise is tried once; the right answer is shown after a wrong try.
# * The keyboard works everywhere: the arrow keys move, Space selects, Enter checks.
# * The solution stays in Python until you have answered: it is never in the page, in the
#   notebook file, or in the widget's state.
#
# Run the cell below and answer the eight exercises: which cards may be played (the follow
# rule, الأكلة), who wins a trick, which projects (مشاريع) a hand declares, and how many
# game points each team scores.

# %%
# NBVAL_IGNORE_OUTPUT
LANG = "en"
from baloot_widgets import Quiz

Quiz(kinds=["legal_cards", "trick_winner", "projects", "score"], seed=1, level=1, count=8, lang=LANG)

# %% [markdown]
# ## بالعربية
#
# The same widget in Arabic, right to left: the calls (the bidding, Gablak (قبلك), the
# doubling chain up to Gahwa (قهوة)) and the best card with every hand open, at level 2.

# %%
# NBVAL_IGNORE_OUTPUT
Quiz(kinds=["calls", "best_card"], seed=2, level=2, lang="ar", count=4)

# %% [markdown]
# ## For teachers: kinds and levels
#
# Every kind of exercise comes at three levels: 1 is plain, 2 has the usual traps, 3 the
# tricky cases (over-trumping, a partner who is winning, closed Hokum (مقفول), tie-breaks,
# doubled hands). A seed gives the same exercise every time, so a class can share one.

# %%
from baloot_widgets.quiz import GRADERS, KINDS, exercise, make

for kind in KINDS:
    ex = exercise(kind, seed=1, level=2, lang=LANG)
    print(f"{kind:15} graded by {ex.grader:18} {ex.prompt[:70]}")

# %% [markdown]
# Each exercise names the public engine function that decides it and its arguments, so
# anyone can check it with the public API. A wrong answer is told why:

# %%
ex = exercise("legal_cards", seed=4, level=3, lang=LANG)
print(ex.prompt)
print("the engine says:", GRADERS[ex.grader](**ex.args))
print(ex.check(ex.args["hand"]).text)

# %% [markdown]
# A lesson can also ask about a position of its own with `make` (here the over-trump of
# RULES §14, example 25: Hokum ♥; seat 0 led A♣, seat 1 followed, seat 2 trumped with
# 10♥), and give the widget its own list of exercises:

# %%
# NBVAL_IGNORE_OUTPUT
from baloot_widgets import Contract

over_trump = make(
    "legal_cards",
    hand="9H QH KD",
    trick=[(0, "AC"), (1, "7C"), (2, "10H")],
    contract=Contract(mode="hokum", trump="H", buyer=0),
    lang=LANG,
)
Quiz(exercises=[over_trump, exercise("score", seed=3, level=3, lang=LANG)], lang=LANG)

# %% [markdown]
# ## Collecting results
#
# Every answer is recorded by itself in the learner's folder, and **Download my results**
# gives the learner one file to hand in (see the teacher's guide): a learner never types
# code for it. In a notebook of your own, `quiz.results()` gives one row per answered
# exercise (its kind, seed and level, the answer, the solution, right or wrong, and the
# seconds it took), and `quiz.to_csv(path)` writes them to a CSV file for a spreadsheet.
# Here a quiz is answered from Python:

# %%
import tempfile
from pathlib import Path

quiz = Quiz(kinds=["higher_card", "abnat"], seed=5, count=2, lang=LANG)
quiz.answer(quiz.exercise.solution)
quiz.next()
quiz.answer(0)
print("score (right, tried):", quiz.score)
for row in quiz.results():
    print({key: row[key] for key in ("n", "kind", "level", "seed", "answer", "solution", "correct")})
csv_file = quiz.to_csv(Path(tempfile.mkdtemp()) / "results.csv")
print(csv_file.read_text(encoding="utf-8").splitlines()[0])
