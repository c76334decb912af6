# The teacher's guide, built into notebooks/teachers_guide.ipynb by lessons-src/build.py.

# %% [markdown]
# # Teacher's guide — دليل المعلّم
#
# This notebook is for the person in front of the class. It covers:
#
# 1. a **lesson plan** for the ten tutorials in `tutorials/`;
# 2. **house rules**: the variant flags of `RuleSet`, and how to set them;
# 3. how to **show all hands** (teacher mode);
# 4. how to **print a worksheet** for a class without computers.
#
# Everything printed here is computed from the package, so the guide stays true when the
# engine changes.

# %%
import json
import tempfile
from dataclasses import fields
from pathlib import Path

from IPython.display import HTML, display

from baloot_widgets import CardSet, Game, Match, RuleSet, RuleSetError, Table, find_projects
from baloot_widgets.render import STYLE, cards_html, hand_state_html, score_sheet_html
from baloot_widgets.rules.ruleset import FLAG_HELP
from baloot_widgets.i18n import GLOSSARY

# %% [markdown]
# ## 1. Lesson plan
#
# Each tutorial is meant for one class period: guided reading and running cells, the "Try it"
# cells the students change, and the exercises at the end, whose check cells print
# **Correct!** or say what to look at. The plan below is read from the tutorials themselves:
# the title and the number of exercises of each notebook, and an **estimate** of its class
# time computed from its content (the formula is in the cell: reading time for the text, and
# a few minutes for each code cell, each "Try it" and each exercise). Free play at a lesson's
# live table is not counted: it fills whatever time is left, and lesson 10's match is played
# to a shorter target so that it fits. One lesson a week makes a ten-week unit:

# %%
TUTORIALS = Path("..") / "tutorials"
WORDS_PER_MINUTE = 80  # reading aloud and discussing, not silent reading
MINUTES_PER_CODE_CELL = 0.5
MINUTES_PER_TRY_IT = 3
MINUTES_PER_EXERCISE = 3
GOALS = {
    "01": "read cards, know the three orders, count Abnat",
    "02": "seats, teams, priority; the 5 + 3 deal",
    "03": "Pass, Hokum, Sun, Gablak, Ashkal, Kawesh; both rounds",
    "04": "the chain to Gahwa; open and closed; the Sun 100 rule",
    "05": "follow, trump, over-trump, partner winning",
    "06": "find, compare, winner takes all",
    "07": "rounding, Khasara, Kaboot, multipliers, the sheet",
    "08": "the worked examples; deferral",
    "09": "everything at once, explained",
    "10": "a match against the bots",
}


def lesson_facts(path):
    """Title, exercises and estimated minutes of a tutorial notebook, read from the file."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    text = ["".join(c["source"]) for c in cells]
    title = text[0].splitlines()[0].lstrip("# ").split(" — ")[0].strip()
    words = sum(len(s.split()) for s, c in zip(text, cells, strict=True) if c["cell_type"] == "markdown")
    code = sum(c["cell_type"] == "code" for c in cells)
    try_it = sum("**Try it" in s for s in text)
    exercises = sum("exercise-answer" in c["metadata"].get("tags", []) for c in cells)
    minutes = (
        words / WORDS_PER_MINUTE
        + code * MINUTES_PER_CODE_CELL
        + try_it * MINUTES_PER_TRY_IT
        + exercises * MINUTES_PER_EXERCISE
    )
    return title, exercises, round(minutes / 5) * 5


print(f"{'week':6}{'lesson':34}{'exercises':>10}{'minutes':>9}   goal for the class")
for week, path in enumerate(sorted(TUTORIALS.glob("[0-9][0-9]_*.ipynb")), start=1):
    title, exercises, minutes = lesson_facts(path)
    print(f"{week:<6}{title:34}{exercises:>10}{'~' + str(minutes):>9}   {GOALS[path.name[:2]]}")

# %% [markdown]
# **Tips.** Every deal is seeded: when the whole class runs `Game.new(seed=18, dealer=0)`
# everybody sees the same cards, so you can discuss one position together. Ask students to
# predict the output of a cell before running it.
#
# The exercises ship **blank**: each answer cell reads `answer_1 = ...  # your answer`, and
# its check cell only says "Fill in answer_1 above, then run this cell" until the student
# answers. The correct answers are kept in the answer cells' metadata (`baloot.answer`, next
# to the `baloot.wrong` answers the tests try). Your answer key, read from the notebooks:

# %%
for path in sorted(TUTORIALS.glob("[0-9][0-9]_*.ipynb")):
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    print(lesson_facts(path)[0])
    for cell in cells:
        info = cell["metadata"].get("baloot", {})
        if "answer" in info:
            print("   ", info["answer"])

# %% [markdown]
# For homework, you can also change an exercise's seed or numbers and ask for the new answer:
# the check cells compute the expected answer with the engine, so they stay right.
#
# The Baloot (بلوت) words the tutorials use, with their Arabic:

# %%
for english, arabic, meaning in GLOSSARY.values():
    print(f"{english:18} {arabic:16} {meaning}")

# %% [markdown]
# ## 2. House rules: the variant flags
#
# Families and cafés play Baloot with small differences. The engine's defaults follow the
# common Saudi rules (written out in the project's rules document); every known difference
# is one flag of `RuleSet`. Here is the full list, read from the `RuleSet` class itself, with
# the default and what the **other** value does:

# %%
print(f"{'flag':34}{'default':>9}   what the other value does")
for field in fields(RuleSet):
    print(f"{field.name:34}{field.default!s:>9}   {FLAG_HELP[field.name]}")

# %% [markdown]
# Set the flags you want and give the `RuleSet` to a `Game`, a `Match` or a `Table`.
# `describe()` prints your choices in plain words, and `differences()` gives them as a
# dictionary you can save:

# %%
our_rules = RuleSet(match_target=101, ashkal_second_round=True, must_trump_when_partner_winning=True)
print(our_rules.describe())
print(our_rules.differences())
match = Match(seed=1, rules=our_rules)
print(match.rules == our_rules, match.rules.match_target)

# %% [markdown]
# Keep the house rules of your class in a small JSON file and load them with `from_dict`.
# A typo in a flag name is caught with a suggestion, and contradictory flags are refused
# with the reason:

# %%
saved = json.dumps(our_rules.differences())
print(RuleSet.from_dict(json.loads(saved)) == our_rules)
for bad in ({"must_undertrum": False}, {"must_trump_when_void": False, "must_trump_when_partner_winning": True}):
    try:
        RuleSet.from_dict(bad)
    except RuleSetError as error:
        print("refused:", error)

# %% [markdown]
# ## 3. Showing all hands (teacher mode)
#
# A player normally sees only their own cards. For a class discussion you may want all four
# hands:
#
# * `Table(..., reveal=True)` is the live table in **teacher mode**: every hand is face up.
# * `render.hand_state_html(game.state)` draws the whole table as a static picture (this is
#   the picture the tutorials use); it shows all hands by default.
# * `game.view(seat, reveal=True)` adds every hand to a seat's view, as `.hands`.

# The picture and the live table below show the same deal, deal 18 of lessons 03 and 04. (A
# `Match(seed=18)` would deal different cards: a match derives one seed per hand from its own
# seed. To show a lesson's deal, give the table the `Game` itself.)

# %%
game = Game.new(seed=18, dealer=0)
display(HTML(hand_state_html(game.state)))
print("seat 1's view, revealed:", [str(h) for h in game.view(1, reveal=True).hands])
print("seat 1's view, normal:  ", game.view(1).hands)
print("the same deal as Match(seed=18)?", Match(seed=18).state.hands == game.state.hands)

# %%
# NBVAL_IGNORE_OUTPUT
Table(Game.new(seed=18, dealer=0), you=0, reveal=True)

# %% [markdown]
# ## 4. Printing a worksheet
#
# To print a whole lesson, export it as one page whose cards show without a network: in a
# terminal in `tutorials/`, `jupyter nbconvert --to baloot_html --execute 01_cards_ranks_points.ipynb`
# (in JupyterLab: *File → Save and Export Notebook As → HTML, offline (Baloot)*).
#
# For a class without computers, write the pictures to an HTML file, open it in the browser
# (in JupyterLab: right-click the file → *Open in New Browser Tab*) and print it. The pictures
# come from `baloot_widgets.render`, which is deterministic: the same seed always prints the
# same worksheet. This worksheet shows three deals with a question each, and an answer key
# on its own page:

# %%
def worksheet(seeds):
    """An HTML worksheet: for each seed, the deal after seat 1 bids Sun, and a question."""
    pages, answers = [], []
    for number, seed in enumerate(seeds, start=1):
        game = Game.new(seed=seed, dealer=0)
        game.act("p1 sun")
        cards = CardSet(game.state.hands[1])
        projects = find_projects(cards, game.state.contract)
        pages.append(
            f"<h2>Deal {number} (seed {seed})</h2>"
            f"<p>Seat 1 bought a Sun. Its hand: {cards_html(cards)}</p>"
            "<p>1. How many Abnat are these cards worth in Sun? ______</p>"
            "<p>2. What is the best declaration, in game points? ______</p>"
        )
        best = ", ".join(p.name for p in projects) or "no project"
        answers.append(
            f"<li>Deal {number}: {cards.points()} Abnat; {best} = "
            f"{sum(p.game_points('sun') for p in projects)} game points</li>"
        )
    return (
        "<!doctype html><meta charset='utf-8'><title>Baloot worksheet</title>" + STYLE
        + "<h1>Baloot worksheet — بلوت</h1>" + "".join(pages)
        + "<h2 style='page-break-before:always'>Answer key</h2><ol>" + "".join(answers) + "</ol>"
    )


page = worksheet([3, 18, 212])
# A temporary folder, so that running this guide leaves no file behind: to keep the
# worksheet beside this notebook, write it to Path("worksheet.html") instead.
out = Path(tempfile.mkdtemp()) / "worksheet.html"
out.write_text(page, encoding="utf-8")
print("wrote", out.name, f"({len(page)} characters)")

# %% [markdown]
# This is what it looks like:

# %%
display(HTML(page))

# %% [markdown]
# Score sheets print the same way; `score_sheet_html(score, "ar")` gives the Arabic sheet,
# right to left:

# %%
finished = Game.new(seed=3, dealer=0)
for action in ["p1 hokum", "p2 pass", "p3 pass", "p0 pass", "p1 hokum", "p2 pass", "p0 pass"]:
    finished.act(action)
while not finished.is_over:
    finished.act(next(a for a in finished.legal_actions() if type(a).__name__ == "Play"))
display(HTML(STYLE + score_sheet_html(finished.result) + score_sheet_html(finished.result, "ar")))
