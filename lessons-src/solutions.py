# The teacher's solutions, built into notebooks/solutions.ipynb by lessons-src/build.py.
# Every answer is computed: the lessons are run with a Quiz that records its exercises
# (baloot_widgets/teaching/answer_key.py), so nothing here is typed by hand.

# %% [markdown]
# # Solutions — الحلول (for the teacher)
#
# The answer to every fixed exercise of the course, lesson by lesson, with a one-line reason.
# The students' notebooks do not hold these answers: a `Quiz` shows the right answer only after
# the student has tried.
#
# **How to read the tables.** `3.2` is the **third quiz** of the lesson (counted from the top,
# as the student meets them), **question 2**. *Where* is the heading the quiz sits under.
# *Position* is what the question shows, to put it on the board: the contract, the seat that
# answers (You), the dealer, the open hands and calls, the trick so far and the hand. The
# answers and the reasons are the engine's own (the same words a student reads after answering),
# computed by running each lesson just now: when a lesson changes, this notebook follows.
#
# **Practice quizzes** deal fresh positions every time they run (`seed=None`), so they have no
# fixed answers; the widget gives the answer after each try. They are listed after each table.

# %%
from pathlib import Path

from IPython.display import Markdown, display

from baloot_widgets.teaching.answer_key import lesson_key

LANG = "en"


def cell(text):
    """Text for one cell of a Markdown table."""
    return str(text).replace("|", "\\|").replace("\n", " ")


def show(path):
    """The heading and the answer table of one lesson."""
    key = lesson_key(path)
    head = "| # | Where | Question | Position | Answer | Why |"
    rows = [f"### {key.title}", "", head, "|---|---|---|---|---|---|"]
    for q in key.questions:
        number = f"{q.quiz}.{q.number}" if q.exercise or q.puzzle else f"{q.quiz}"
        why = q.why or f"the engine's `{q.exercise.grader}` gives exactly these"
        board = cell(q.position) or "—"
        rows.append(f"| {number} | {cell(q.where)} | {cell(q.question)} | {board} | **{cell(q.answer)}** | {cell(why)} |")
    for p in key.practice:
        count = "no end" if p.count is None else f"{p.count} exercises"
        kinds = ", ".join(p.kinds) if len(p.kinds) < 5 else "every kind"
        level = f", level {p.level}" if p.level else ", at the learner's own rating"
        rows.append(f"\nPractice, quiz {p.quiz} ({cell(p.where)}): {count} of {kinds}{level}.")
    display(Markdown("\n".join(rows)))


# %% [markdown]
# ## The course (تمارين الدروس)
#
# The fourteen lessons of `tutorials/`, in order.

# %%
for path in sorted(Path("../tutorials").glob("[0-9][0-9]_*.ipynb")):
    show(path)

# %% [markdown]
# ## The probability lessons (الاحتمالات)
#
# These exercises are numbers typed into `answer_1 = ...`; the check cell below each one says
# **Correct!** or gives a hint. Any answer equal to the number here is right (a fraction or a
# formula such as `comb(28, 4)` is fine).

# %%
for path in sorted(Path(".").glob("probability_*.ipynb")):
    show(path)
