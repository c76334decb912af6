# The teacher's guide, built into notebooks/teachers_guide.ipynb by tutorials/build.py.

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
from dataclasses import fields
from pathlib import Path

from IPython.display import HTML, display

from baloot_widgets import CardSet, Game, Match, RuleSet, RuleSetError, Table, find_projects
from baloot_widgets.render import STYLE, cards_html, hand_state_html, score_sheet_html
from baloot_widgets.rules.ruleset import FLAG_HELP
from baloot_widgets.terms import GLOSSARY

# %% [markdown]
# ## 1. Lesson plan
#
# Each tutorial fits one class period (40-50 minutes): about 25 minutes of guided reading and
# running cells, 10 minutes of "Try it" cells the students change, and the exercises at the
# end, whose check cells print **Correct!** or say what to look at. The table is read from
# the tutorials themselves:

# %%
TUTORIALS = Path("..") / "tutorials"
print(f"{'lesson':42}{'exercises':>10}")
for path in sorted(TUTORIALS.glob("[0-9][0-9]_*.ipynb")):
    notebook = json.loads(path.read_text(encoding="utf-8"))
    title = notebook["cells"][0]["source"][0].lstrip("# ").split(" — ")[0].strip()
    exercises = sum("exercise-answer" in c["metadata"].get("tags", []) for c in notebook["cells"])
    print(f"{title:42}{exercises:>10}")

# %% [markdown]
# A suggested sequence for a ten-week unit, one lesson a week:
#
# | Week | Lesson | Goal for the class |
# |---|---|---|
# | 1 | 01 Cards, ranks and points | read cards, know the three orders, count Abnat |
# | 2 | 02 Dealing and the floor card | seats, teams, priority; the 5 + 3 deal |
# | 3 | 03 Bidding | Pass, Hokum, Sun, Gablak, Ashkal, Kawesh; both rounds |
# | 4 | 04 Doubling | the chain to Gahwa; open and closed; the Sun 100 rule |
# | 5 | 05 Trick play | follow, trump, over-trump, partner winning |
# | 6 | 06 Projects and Baloot | find, compare, winner takes all |
# | 7 | 07 Scoring | rounding, Khasara, Kaboot, multipliers, the sheet |
# | 8 | 08 Fouls and Qayd | the worked examples; deferral |
# | 9 | 09 A full hand | everything at once, explained |
# | 10 | 10 Your first match | a match against the bots |
#
# **Tips.** Every deal is seeded: when the whole class runs `Game.new(seed=18)` everybody
# sees the same cards, so you can discuss one position together. Ask students to predict
# the output of a cell before running it. The answers committed in the exercise cells are the
# correct ones; for homework, ask students to blank them first, or to change the question's
# seed and answer the new position.
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
# * `game.view(seat, reveal=True)` adds every hand to a seat's view, under `"hands"`.

# %%
# NBVAL_IGNORE_OUTPUT
Table(Match(seed=18), you=0, reveal=True)

# %%
game = Game.new(seed=18, dealer=0)
display(HTML(hand_state_html(game.state)))
print("seat 1's view, revealed:", game.view(1, reveal=True)["hands"])
print("seat 1's view, normal:  ", "hands" in game.view(1))

# %% [markdown]
# ## 4. Printing a worksheet
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
out = Path("build")  # git ignores build/ folders
out.mkdir(exist_ok=True)
(out / "worksheet.html").write_text(page, encoding="utf-8")
print("wrote", out / "worksheet.html", f"({len(page)} characters)")

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
