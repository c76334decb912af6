# The teacher's guide, built into notebooks/teachers_guide.ipynb by lessons-src/build.py.
# Every number about the lessons is read from the built notebooks, so it cannot go stale.

# %% [markdown]
# # Teacher's guide — دليل المعلّم
#
# For the person in front of the class. Five parts:
#
# 1. **The lessons**: the goal, an estimated time and the exercises of each lesson;
# 2. **Running a class**: where students open the lessons, what to print, teaching rules;
# 3. **Collecting results**: what each student hands in, without typing anything;
# 4. **The answers**: every answer is in the [solutions notebook](solutions.ipynb) (الحلول).
#    Keep it for yourself: the students' lessons hold no answers.
# 5. **The class report**: the whole class at a glance, from the students' results files.
#
# You only need to read this page; the grey code cells compute the tables, and you can skip them.

# %%
import json
import tempfile
from pathlib import Path

from IPython.display import Markdown, display

from baloot_widgets.teaching.answer_key import lesson_key
from baloot_widgets.course import ClassReport, Game, Quiz, RuleSet, Table
from baloot_widgets.records.results import Attempt, append_attempt

LANG = "en"

# %% [markdown]
# ## 1. The lessons (الدروس)
#
# Fourteen lessons in `tutorials/`, one per class period, then three probability lessons in
# `notebooks/` for older students. Each lesson mixes short reading, pictures, a live table, and
# **exercises answered by clicking** in a Quiz: *fixed* ones (the same for every student, so you
# can discuss them together; answers in the [solutions](solutions.ipynb)) and *practice* ones
# (new positions every run; the Quiz gives the answer after each try).
#
# **The same course in Arabic** (الدروس بالعربية), right to left, with the same exercises and
# answers: `tutorials/ar/` and `notebooks/ar/` (the probability lessons, the exercises, this
# guide).
#
# **Time is an estimate**, computed from the lesson's length: reading aloud at 80 words a
# minute, half a minute per code cell and one minute per exercise. Free play at the live
# tables is not counted; it fills the time that is left. Allow five minutes to start up; a
# lesson of 40 minutes or more, and the match of lesson 14, need two periods (lesson 14 shows
# how to save the match and go on next time).

# %%
GOALS = {
    "01": "read the cards: Sun and Hokum orders, count Abnat",
    "02": "seats, teams, P1 to P4, the deal and the floor card",
    "03": "play a first hand: bid, follow suit, win tricks",
    "04": "the rules of play: follow, trump, over-trump, partner winning",
    "05": "projects (Sira, Fifty, Hundred) and Baloot",
    "06": "score a hand: rounding, Khasara, Kaboot",
    "07": "a whole hand by the expert bots, then its review",
    "08": "the auction: Hokum, Sun, Gablak, Ashkal, Kawesh",
    "09": "Double, Triple, Four, Gahwa; open and closed",
    "10": "fouls, Qayd, Akka and Sawa without a referee",
    "11": "when to buy and when to double: principles measured by simulation",
    "12": "how to play: leads, counting, Sawa",
    "13": "defence and partnership: what calls say, the defenders' play",
    "14": "a whole match against the bots",
    "probability_01": "count hands exactly, simulate, intervals",
    "probability_02": "whole deals; the Wikipedia table checked",
    "probability_03": "partner's trumps, Bayes' rule, coverage",
}
WORDS_PER_MINUTE, MINUTES_PER_CODE_CELL, MINUTES_PER_EXERCISE = 80, 0.5, 1


def goal(path):
    """The lesson's goal: from the table above, or else the first line of its summary."""
    for prefix, text in GOALS.items():
        if path.stem.startswith(prefix + "_"):
            return text
    cells = lesson_cells(path)
    return cells[-1][1].split("\n* ")[1].split(".")[0] if cells else ""


def lesson_cells(path):
    """(kind, text) of each cell of a lesson notebook."""
    return [(c["cell_type"], "".join(c["source"])) for c in json.loads(path.read_text(encoding="utf-8"))["cells"]]


def exercises(key):
    """The exercises of a lesson in words: fixed ones by kind, and practice."""
    names = {"number": "typed number", "puzzle": "puzzles"}
    kinds = ", ".join(f"{n} {names.get(kind, kind.replace('_', ' '))}" for kind, n in key.kinds().items())
    practice = key.practice_count
    extra = "" if not key.practice else " + practice without end" if practice is None else f" + {practice} practice"
    return f"{len(key.questions)} fixed ({kinds}){extra}"


def minutes(path, key):
    cells = lesson_cells(path)
    words = sum(len(text.split()) for kind, text in cells if kind == "markdown")
    code = sum(kind == "code" for kind, _ in cells)
    asked = len(key.questions) + (key.practice_count or 0)
    total = words / WORDS_PER_MINUTE + code * MINUTES_PER_CODE_CELL + asked * MINUTES_PER_EXERCISE
    return 5 * max(1, round(total / 5))


lessons = sorted(Path("../tutorials").glob("[0-9][0-9]_*.ipynb")) + sorted(Path(".").glob("probability_*.ipynb"))
rows = ["| Lesson | Goal | Time (estimate) | Exercises |", "|---|---|---|---|"]
for path in lessons:
    key = lesson_key(path)
    rows.append(f"| {key.title.split(' — ')[0]} | {goal(path)} | about {minutes(path, key)} min | {exercises(key)} |")
display(Markdown("\n".join(rows)))

# %% [markdown]
# **Tips.** Every fixed exercise and every seeded table is the same on every screen: ask the
# class to predict, then click. A student who wants more re-runs a practice Quiz for new
# positions.
#
# ## 2. Running a class
#
# **Where the students open the lessons** (one of three):
#
# * **In the browser, nothing to install**: the JupyterLite site (built from `binder/lite`,
#   published at [baloot-widgets.github.io/baloot_widgets](https://baloot-widgets.github.io/baloot_widgets/)).
#   The first start downloads about 28 MB (for 25 students, about 700 MB over the school
#   network at once: start it before the lesson), then works offline. Work is saved in that
#   browser only, so on a shared computer the next class sees it; a student's files (a saved
#   match, quiz results) are in the folder **baloot** of the file browser: right-click a file,
#   **Download**, and send it to you.
# * **Binder**: the full JupyterLab on a temporary server (the Binder link in the README). It
#   takes a few minutes to start, and each student gets a server of their own.
# * **On your computers**: the README's *Quick start*, one command in the project folder:
#   `python3 -m venv .venv && .venv/bin/pip install -q -e ".[lab]" && .venv/bin/jupyter lab --LabApp.default_url=/lab/tree/tutorials/01_cards_and_points.ipynb`.
#
# **Paper.** Print the cheat sheet of the rules: [English](../docs/cheat-sheet.html),
# [Arabic (العربية)](../docs/cheat-sheet-ar.html) (open it in a browser, then print). To hand out
# a whole lesson as one page that works without a network, export it in a terminal:
# `.venv/bin/jupyter nbconvert --to baloot_html --execute tutorials/01_cards_and_points.ipynb --output-dir handouts`.
#
# **Several students at one screen.** `Table(..., humans=[0, 2])` seats two students as
# partners (add more seats for four players); between their turns the screen asks to be passed
# on and hides the cards. **Teaching rules.** `RuleSet.beginner()` switches off the calls a
# first hand does not need (Ashkal (أشكل), Gablak (قبلك), Kawesh, doubling, Akka (إكّه), Sawa);
# the other house rules are in `docs/rules.md`:

# %%
print(RuleSet.beginner().describe())

# %%
# NBVAL_IGNORE_OUTPUT
Table(Game.new(seed=7, dealer=3), humans=[0, 2], bots="heuristic", rules=RuleSet.beginner(), lang=LANG)

# %% [markdown]
# ### Duplicate Baloot: every table plays the same deals
#
# A **class code** gives every table the same deals in the same order, so that the tables can
# be compared afterwards, as in duplicate bridge. Choose a short code that is easy to say, such
# as `7B`, write it on the board, and let every table start with it and a name:
# `Table(class_code="7B", table_name="Sara & Omar", humans=[0, 2], bots="heuristic", lang=LANG)`.
#
# **Seating 25 students** (15 computers: 11 pairs, 3 singles and the teacher's table):
#
# * **Pairs sharing a computer** (11 pairs): `humans=[0, 2]`, two partners against two bots;
#   the screen asks to be passed on between their turns. A computer records one name, and a
#   pair's table hands are recorded under the pair's name: for Quiz and puzzle work each
#   student uses their own name, so that every student has a row in the class report.
# * **Singles against bots** (3 students): `you=0, bots="heuristic"` (`bots="random"` for a
#   first match).
# * **The teacher's table** on the projector, with the same code and `reveal=True` to show
#   every hand while you discuss a deal; it is compared like the others.
#
# Each table shows which deal is on it ("Class 7B · deal 3") and keeps every finished hand in
# its folder **baloot/class-7B**, in files named after the table, such as
# `Sara-Omar-deal-03.json`. Every computer's folder has that same name, so do not copy the
# folders onto each other: after the lesson, put all the files of every computer's `class-7B`
# folder into one folder named `collected` (in the browser version: **Download** each file from
# the file browser), then run `duplicate_results("collected")` (`lang="ar"` for Arabic).
# For each deal it shows each table's contract and result, its score
# against the other tables (**vs others**: its net points minus their average) and against
# **par** (perfect play by both teams with all cards open, in the contract that table bought),
# and the deal's **key moment**: the costliest card of a student at the table furthest below
# par (if it is a bot's card, it says so), the same at every run.
# Scores are Team 0·2's: seat the students in seats 0 and 2. A deal takes a few seconds to compare.

# %% [markdown]
# ## 3. Collecting results
#
# Students type nothing. The first exercise, puzzle or table a student opens asks their name
# once, with a field for your class code (you may instead set both in a notebook's first
# cell: `set_learner("Sara K.", class_code="7B")`). Ask for a first name and an initial
# ("Sara K."), so that two students never share a name. From then on every Quiz answer, puzzle,
# guess and hand played is saved by itself in the student's folder `baloot` (in the browser
# version: the folder **baloot** of the file browser), in a file of its own for each notebook
# opened, so nothing is lost when two notebooks are open.
#
# To hand in, the student presses **Download my results**, under every Quiz and the puzzles,
# or in the last cell of a lesson (`my_results()`), and sends you the one file it saves,
# such as `baloot-results-7B-Sara_K_.jsonl`: every result of every lesson, one line each (what
# it practised, right or wrong, the answer and the solution, why a wrong answer is wrong,
# the seconds it took).
#
# A Quiz also keeps its answers for a notebook of your own: its kind, seed and level, the
# answer, the solution, right or wrong, and the seconds it took. Here is a real Quiz answered
# from Python (the first and third right, the second wrong), its results, and its CSV file,
# which any spreadsheet opens:

# %%
quiz = Quiz(kinds=["higher_card", "abnat"], seed=1, count=3)
quiz.answer(quiz.exercise.solution)
quiz.next()
quiz.answer(0)
quiz.next()
quiz.answer(quiz.exercise.solution)
print("score (right, tried):", quiz.score)
columns = ("n", "kind", "level", "seed", "answer", "solution", "correct")
table = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
table += ["| " + " | ".join(str(row[c]) for c in columns) + " |" for row in quiz.results()]
display(Markdown("\n".join(table)))

# %%
folder = Path(tempfile.mkdtemp())  # a temporary folder: this guide leaves no file behind
csv_file = quiz.to_csv(folder / "results.csv")
for line in csv_file.read_text(encoding="utf-8").splitlines():
    print(line.rsplit(",", 1)[0])  # the last column, seconds, changes from run to run

# %% [markdown]
# ## 4. The answers
#
# The [solutions notebook](solutions.ipynb) gives, lesson by lesson, every fixed exercise with
# its answer and a one-line reason, computed by running the lessons: it stays right when a
# lesson changes. The practice quizzes have no fixed answers; the Quiz shows the answer after
# each try, and the results above show whether it was right.

# %% [markdown]
# ## 5. The class report (تقرير الصف)
#
# Put the students' results files (the file each one saves with **Download my results**) in
# one folder, then show `ClassReport("that folder", lang=LANG)` in a notebook, or write a page
# and a spreadsheet from a terminal:
#
# `python -m baloot_widgets class-report that-folder -o report.html --csv report.csv`
#
# (`--class 7B` keeps one class code; `--lang ar` writes it in Arabic). The report has one row
# per student and one column per skill (each kind of exercise, each puzzle theme). A cell
# reads the student's **last five** answers in that skill: *mastered* when at least 4 of 5
# (or 3 of 3) are right, *practising* when at least half are, *struggling* below that, and
# *not enough yet* with fewer than three answers; it shows the count, such as 4/5. Below the
# table: how many students mastered each skill, the class's most common wrong answers with the
# rule behind them (counted in students, not in answers), and the time each student spent
# answering, day by day. **Download the table (CSV)** gives a file that Excel opens with
# Arabic names intact. **Read the files again** takes in the answers given since.
#
# Here it is on three students of a made-up class:

# %%
# NBVAL_IGNORE_OUTPUT
results = Path(tempfile.mkdtemp())  # three made-up students' files (this guide leaves no file behind)
for name, right in (("Sara", "TTFTTT"), ("Omar", "FTFF"), ("نورة", "TTT")):
    for i, ok in enumerate(right):
        wrong = () if ok == "T" else ("quiz.rule_void_partner",)
        attempt = Attempt(learner=name, class_code="7B", source="quiz", skill="legal_cards",
                          correct=ok == "T", seconds=25.0, at=f"2026-11-27T10:{i:02d}:00Z",
                          reason_keys=wrong)  # fmt: skip
        append_attempt(results / f"{name}.jsonl", attempt)
ClassReport(results, lang=LANG)

