"""The course rebuilt for learners (issue 14): the teacher's guide and the solutions
notebook cover every lesson (tests at the end), and each lesson in the new format (its setup cell
is ``LANG = "en"`` and ``from baloot_widgets.course import *``) is checked here.

* one short setup cell, then no Python in the way: no other import, no engine internals
  (``baloot_widgets.<module>``), no bit operations;
* at least 4 exercises answered in ``Quiz`` or ``Puzzles`` widgets, with fresh positions
  for practice (``Quiz(seed=None)``, or ``Puzzles(adaptive=True)``, which follows the
  learner) and fixed ones that nbval checks (an integer seed; a ``Puzzles`` that is not
  adaptive is fixed);
* every widget speaks the lesson's language (``lang=LANG``), so the Arabic twin is the same
  code;
* no traceback and no answer key in a student's notebook;
* a summary of three lines at the end.

Strict nbval, the sources and the Arabic terms are checked for every notebook in
tests/test_tutorials.py.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any

import committed
import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = committed.tree() / "tutorials"  # as staged: a learner's saved lesson is not judged
SETUP = 'LANG = "en"\nfrom baloot_widgets.course import *'
WIDGETS = ("Quiz", "Puzzles", "Table", "HandView", "ReviewBoard")


def _lessons() -> list[Path]:
    out = []
    for path in sorted(TUTORIALS.glob("[0-9][0-9]_*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        code = [c for c in nb.cells if c.cell_type == "code"]
        if code and SETUP in code[0].source:
            out.append(path)
    return out


LESSONS = _lessons()


def _code_cells(path: Path) -> list[nbformat.NotebookNode]:
    return [c for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code"]


def _calls(source: str, name: str) -> list[ast.Call]:
    """The calls of ``name(...)`` (or ``x.name(...)``) in a cell."""
    tree = ast.parse(source)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            called = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            if called == name:
                found.append(node)
    return found


def _keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def _exercises_of(call: ast.Call) -> int:
    """How many exercises a ``Quiz(...)`` call asks: its ``count`` (10 by default) or the
    length of its ``exercises`` list."""
    given = _keyword(call, "exercises")
    if isinstance(given, (ast.List, ast.Tuple)):
        return len(given.elts)
    count = _keyword(call, "count")
    if count is None:
        return 10
    assert isinstance(count, ast.Constant) and isinstance(count.value, int), "count=<number>"
    return count.value


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_one_short_setup_cell_then_no_python_in_the_way(path: Path) -> None:
    cells = _code_cells(path)
    assert cells[0].source.strip() == SETUP, f"{path.name}: the setup cell is exactly {SETUP!r}"
    for cell in cells[1:]:
        tree = ast.parse(cell.source)
        imports = [n for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom))]
        assert not imports, f"{path.name}: cell {cell.id} imports; the setup cell does that"
        assert "baloot_widgets." not in cell.source, f"{path.name}: {cell.id} uses internals"
        ops = [n for n in ast.walk(tree) if isinstance(n, ast.BinOp)]
        assert not [o for o in ops if isinstance(o.op, (ast.LShift, ast.RShift, ast.BitAnd))], (
            f"{path.name}: cell {cell.id} has bit operations"
        )


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_at_least_four_exercises_in_quiz_widgets_fresh_and_fixed(path: Path) -> None:
    cells = _code_cells(path)
    quizzes = [call for cell in cells for call in _calls(cell.source, "Quiz")]
    puzzles = [call for cell in cells for call in _calls(cell.source, "Puzzles")]
    total = sum(_exercises_of(call) for call in quizzes + puzzles)
    assert total >= 4, f"{path.name} asks {total} exercises in Quiz widgets, not 4 or more"
    seeds = [_keyword(call, "seed") for call in quizzes]
    adaptive = [_keyword(call, "adaptive") for call in puzzles]
    fresh = [s for s in seeds if isinstance(s, ast.Constant) and s.value is None]
    fresh += [a for a in adaptive if isinstance(a, ast.Constant) and a.value is True]
    fixed = [s for s in seeds if isinstance(s, ast.Constant) and isinstance(s.value, int)]
    fixed += [a for a in adaptive if a is None]
    assert fresh, f"{path.name}: no Quiz with fresh positions (seed=None) for practice"
    assert fixed or any(_keyword(c, "exercises") for c in quizzes), (
        f"{path.name}: no Quiz with fixed positions (a seed or exercises=[...]) for nbval"
    )


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_every_widget_speaks_the_lessons_language(path: Path) -> None:
    for cell in _code_cells(path)[1:]:
        for name in (*WIDGETS, "widget"):
            for call in _calls(cell.source, name):
                lang = _keyword(call, "lang")
                assert isinstance(lang, ast.Name) and lang.id == "LANG", (
                    f"{path.name}: cell {cell.id}: {name}(...) needs lang=LANG"
                )


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_no_traceback_and_no_answer_key(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        assert "raises-exception" not in cell.metadata.get("tags", []), f"{cell.id} raises"
        assert "baloot" not in cell.metadata, f"{path.name}: {cell.id} carries an answer key"
        for out in cell.get("outputs", []):
            assert out.output_type != "error", f"{path.name}: cell {cell.id} shows a traceback"
            assert "Traceback" not in out.get("text", ""), f"{path.name}: {cell.id}"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_a_summary_of_three_lines_at_the_end(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    last = [c for c in nb.cells if c.cell_type == "markdown"][-1].source
    assert re.match(r"^## ", last), f"{path.name}: the last text cell is a '## ' heading"
    bullets = [line for line in last.splitlines() if re.match(r"^[*-] ", line)]
    assert len(bullets) == 3, f"{path.name}: the summary has {len(bullets)} lines, not 3"


NOTEBOOKS = committed.tree() / "notebooks"
PROBABILITY = sorted(NOTEBOOKS.glob("probability_*.ipynb"))


def _title(path: Path) -> str:
    """A lesson's title as its first heading gives it, without the Arabic."""
    first = "".join(_cells(path)[0]["source"]).splitlines()[0]
    return first.lstrip("# ").split(" — ")[0].strip()


def _cells(path: Path) -> list[dict[str, Any]]:
    cells: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return cells


def _shown(path: Path) -> str:
    """Everything a reader sees in a notebook: its text and its outputs."""
    parts = []
    for cell in _cells(path):
        parts.append("".join(cell["source"]))
        for out in cell.get("outputs", []):
            parts.append("".join(out.get("text", "")))
            parts.extend(
                "".join(v) for v in out.get("data", {}).values() if isinstance(v, (str, list))
            )
    return "\n".join(parts)


def test_the_solutions_cover_every_lesson() -> None:
    """notebooks/solutions.ipynb has a heading per lesson (the 13 and the probability
    lessons), each followed by its answer table."""
    shown = _shown(NOTEBOOKS / "solutions.ipynb")
    for path in [*LESSONS, *PROBABILITY]:
        assert re.search(rf"^### {re.escape(_title(path))}\b", shown, re.M), (
            f"the solutions notebook has no heading for {path.name}"
        )
    tables = re.findall(r"^\| # \| Where \| Question \| Position \| Answer \| Why \|$", shown, re.M)
    assert len(tables) == len(LESSONS) + len(PROBABILITY)


def test_the_solutions_hold_every_fixed_answer() -> None:
    """Every fixed exercise of a lesson is in the solutions, with its engine answer."""
    from baloot_widgets.teaching.answer_key import lesson_key

    shown = _shown(NOTEBOOKS / "solutions.ipynb")
    key = lesson_key(TUTORIALS / "01_cards_and_points.ipynb")
    assert len(key.questions) >= 4
    for q in key.questions:
        assert f"| {q.quiz}.{q.number} |" in shown and f"**{q.answer}**" in shown


def test_the_solutions_show_each_position_in_both_languages() -> None:
    """Findings P2.13: a teacher puts the question on the board from the solutions: the
    contract, the seat, the trick so far and the hand of each fixed exercise, in the
    lesson's language."""
    from baloot_widgets.teaching.answer_key import lesson_key

    for notebooks, tutorials, hand in ((NOTEBOOKS, TUTORIALS, "Your hand"),
                                       (NOTEBOOKS / "ar", TUTORIALS / "ar", "أوراقك")):  # fmt: skip
        shown = _shown(notebooks / "solutions.ipynb")
        key = lesson_key(tutorials / "04_trick_play.ipynb")
        legal = [q for q in key.questions if q.kind == "legal_cards"]
        assert legal and all(hand in q.position for q in legal)
        for q in key.questions:
            assert q.position and q.position.replace("|", "\\|") in shown, q.position


def test_the_teachers_guide_mentions_every_lesson() -> None:
    shown = _shown(NOTEBOOKS / "teachers_guide.ipynb")
    for path in [*LESSONS, *PROBABILITY]:
        assert f"| {_title(path)} |" in shown, f"the teacher's guide does not list {path.name}"
    for needed in ("solutions.ipynb", "cheat-sheet-ar.html", "humans=[0, 2]", "RuleSet.beginner()",
                   "baloot_html", "to_csv"):  # fmt: skip
        assert needed in shown, f"the teacher's guide does not mention {needed}"


def test_the_course_as_a_whole() -> None:
    """At least twelve lessons, all in the new format (the setup cell); a live Table by
    lesson 03; three probability lessons or more; the teacher's solutions notebook."""
    every = sorted(TUTORIALS.glob("[0-9][0-9]_*.ipynb"))
    assert len(every) >= 12 and every == LESSONS
    first_table = next(
        i for i, path in enumerate(every, start=1)
        if any(_calls(c.source, "Table") for c in _code_cells(path))
    )  # fmt: skip
    assert first_table <= 3
    assert len(PROBABILITY) >= 3
    assert (NOTEBOOKS / "solutions.ipynb").exists()
