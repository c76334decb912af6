"""The tutorials, the teacher's guide and the probability lessons, without a browser (issue 5).

* every lesson is built from its source in ``lessons-src/`` and is committed executed,
  with the ``python3`` kernel and no widget state;
* ``# NBVAL_IGNORE_OUTPUT`` in a source (the tag ``nbval-ignore-output`` in the notebook)
  marks only cells that show a live widget;
* every lesson of the first course ends with at least three exercises. Each answer cell ships blank
  (``answer_N = ...  # your answer``) and its committed check output is the prompt "Fill in
  answer_N above, then run this cell". The right answer and some wrong ones are stored in the
  answer cell's metadata (``baloot.answer``, ``baloot.wrong``); they are injected in the same
  kernel, each followed by the check, which must print "Correct!" for the right answer and
  raise AssertionError with feedback for every wrong one (and only prompt for the blank);
* the lessons use Arabic script beside the English terms.

Strict output comparison is nbval's job:
``pytest --nbval tutorials/ notebooks/teachers_guide.ipynb --nbval-sanitize-with tests/nbval_sanitize.cfg``.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import committed
import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
#: the project as staged in git: a lesson a learner ran and saved is not what is judged
STAGED = committed.tree()
TUTORIALS = STAGED / "tutorials"
GUIDE = STAGED / "notebooks" / "teachers_guide.ipynb"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
LESSONS = {
    "01": "cards",
    "02": "deal",
    "03": "bidding",
    "04": "doubling",
    "05": "trick",
    "06": "projects",
    "07": "scoring",
    "08": "fouls",
    "09": "full_hand",
    "10": "match",
}
#: a cell that shows a live widget: a constructor (``ReviewBoard.from_game(`` too), a
#: review's board (``.widget(``), or the learner's own puzzle ratings (read from the
#: learner's folder)
WIDGET_CALL = re.compile(
    r"\b(HandView|Table|ReviewBoard|Quiz|Puzzles|ClassReport|my_ratings|my_results)(\.from_game)?\(|\.widget\("
)
BLANK_ANSWER = "answer_{n} = ...  # your answer"
FILL_IN = "Fill in answer_{n} above, then run this cell"
ARABIC = re.compile(r"[\u0600-\u06FF]")


def _load_build() -> Any:
    spec = importlib.util.spec_from_file_location(
        "lessons_build", STAGED / "lessons-src" / "build.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load_build()
NOTEBOOKS = sorted(TUTORIALS.glob("[0-9][0-9]_*.ipynb"))
#: the probability lessons, built from lessons-src/ too (their exercises: test_probability_lessons)
PROBABILITY = sorted((STAGED / "notebooks").glob("probability_*.ipynb"))
ALL_NOTEBOOKS = [*NOTEBOOKS, GUIDE, *PROBABILITY]
#: lessons of the first course, whose exercises are typed Python values checked by a cell
#: (the course rebuilt on the Quiz widget has none: see tests/test_course.py)
LEGACY = [p for p in NOTEBOOKS if '"exercise-answer"' in p.read_text(encoding="utf-8")]


def _read(path: Path) -> nbformat.NotebookNode:
    return nbformat.read(path, as_version=4)


def _tags(cell: nbformat.NotebookNode) -> list[str]:
    return list(cell.metadata.get("tags", []))


def _exercises(nb: nbformat.NotebookNode) -> dict[int, dict[str, Any]]:
    """exercise number -> {"answer": cell, "check": cell}"""
    found: dict[int, dict[str, Any]] = {}
    for cell in nb.cells:
        info = cell.metadata.get("baloot", {})
        if "exercise-answer" in _tags(cell):
            found.setdefault(info["exercise"], {})["answer"] = cell
        if "exercise-check" in _tags(cell):
            found.setdefault(info["exercise"], {})["check"] = cell
    return found


def _text_of(cell: nbformat.NotebookNode) -> str:
    parts = []
    for out in cell.get("outputs", []):
        if out.output_type == "stream":
            parts.append(out.text)
        elif "data" in out:
            parts.append(str(out.data.get("text/plain", "")))
    return "".join(parts)


def test_notebooks_are_built_from_their_sources() -> None:
    problems = [p for src in build.sources() for p in build.stale(src)]
    assert not problems, "run `python lessons-src/build.py`:\n" + "\n".join(problems)
    built = {build.target_of(src) for src in build.sources()}
    assert set(ALL_NOTEBOOKS) <= built


@pytest.mark.parametrize("path", ALL_NOTEBOOKS, ids=lambda p: p.stem)
def test_committed_executed_without_widget_state(path: Path) -> None:
    nb = _read(path)
    nbformat.validate(nb)
    assert nb.metadata["kernelspec"]["name"] == "python3"
    assert "widgets" not in nb.metadata, "widget state must be stripped"
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        assert cell.execution_count is not None, f"{path.name}: cell {cell.id} was not executed"
        for out in cell.outputs:
            assert WIDGET_VIEW not in out.get("data", {}), f"{cell.id} keeps a widget view"
            if out.output_type == "error":
                assert "raises-exception" in _tags(cell), f"{path.name}: {cell.id} failed"
        if "raises-exception" in _tags(cell):
            assert any(o.output_type == "error" for o in cell.outputs), (
                f"{path.name}: {cell.id} is tagged raises-exception but did not raise"
            )


@pytest.mark.parametrize("path", ALL_NOTEBOOKS, ids=lambda p: p.stem)
def test_nbval_ignore_output_only_on_live_widget_cells(path: Path) -> None:
    """Only a cell that shows a live widget may skip nbval's comparison (a widget drawn
    from fresh positions each run); a widget from fixed seeds is compared by its static
    picture, so it need not."""
    for cell in _read(path).cells:
        assert "NBVAL_IGNORE_OUTPUT" not in cell.source, "a tag, not a comment the learner reads"
        if cell.cell_type == "code" and "nbval-ignore-output" in cell.metadata.get("tags", []):
            assert WIDGET_CALL.search(cell.source), (
                f"{path.name}: cell {cell.id}: 'nbval-ignore-output' is only for a cell "
                "that shows a live widget"
            )


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_tutorial_shows_a_live_widget(path: Path) -> None:
    cells = _read(path).cells
    assert any(c.cell_type == "code" and WIDGET_CALL.search(c.source) for c in cells), (
        f"{path.name} shows no live widget (HandView, Table or ReviewBoard)"
    )


@pytest.mark.parametrize("path", LEGACY, ids=lambda p: p.stem)
def test_at_least_three_exercises_with_checks(path: Path) -> None:
    exercises = _exercises(_read(path))
    assert len(exercises) >= 3, f"{path.name} has {len(exercises)} exercises"
    assert sorted(exercises) == list(range(1, len(exercises) + 1)), sorted(exercises)
    for number, parts in exercises.items():
        assert {"answer", "check"} <= parts.keys(), f"exercise {number} lacks a cell"
        info = parts["answer"].metadata["baloot"]
        assert parts["answer"].source == BLANK_ANSWER.format(n=number), (
            f"{path.name}: exercise {number} must ship blank: {BLANK_ANSWER.format(n=number)!r}"
        )
        assert str(info.get("answer", "")).startswith(f"answer_{number} = "), (
            f"{path.name}: exercise {number}: the right answer belongs in baloot.answer"
        )
        assert info.get("wrong"), f"{path.name}: exercise {number}: no wrong answers"
        for wrong in info["wrong"]:
            assert wrong.startswith(f"answer_{number} = "), f"exercise {number}: {wrong!r}"
        committed = _text_of(parts["check"])
        assert FILL_IN.format(n=number) in committed, (
            f"{path.name}: exercise {number}'s committed check does not ask to fill in"
        )
        assert "Correct!" not in committed, f"{path.name}: exercise {number} ships answered"
    # the exercises come at the end: after the first answer cell, only exercise material
    cells = _read(path).cells
    first = next(i for i, c in enumerate(cells) if "exercise-answer" in _tags(c))
    for cell in cells[first:]:
        if cell.cell_type == "code":
            assert set(_tags(cell)) & {"exercise-answer", "exercise-check", "exercise-setup"}, (
                f"{path.name}: code cell {cell.id} sits among the exercises without a tag"
            )


@pytest.mark.parametrize("path", LEGACY, ids=lambda p: p.stem)
def test_exercise_checks_fail_on_wrong_answers(path: Path) -> None:
    """Run the notebook, then, for each exercise, each answer followed by its check, in the
    same kernel: every wrong answer must raise AssertionError with feedback, the right answer
    (from the metadata) must print Correct!, and the shipped blank must only prompt."""
    from nbclient import NotebookClient

    nb = _read(path)
    probe = nbformat.v4.new_notebook(metadata=nb.metadata)
    for cell in nb.cells:
        if cell.cell_type == "code":
            probe.cells.append(nbformat.v4.new_code_cell(cell.source, metadata=cell.metadata))
    expect: list[tuple[int, int, str, str]] = []  # (cell index, exercise, answer, outcome)

    def probe_answer(number: int, parts: dict[str, Any], answer: str, wanted: str) -> None:
        probe.cells.append(nbformat.v4.new_code_cell(answer))
        probe.cells.append(nbformat.v4.new_code_cell(parts["check"].source))
        expect.append((len(probe.cells) - 1, number, answer, wanted))

    for number, parts in sorted(_exercises(nb).items()):
        info = parts["answer"].metadata["baloot"]
        for wrong in info["wrong"]:
            probe_answer(number, parts, wrong, "fail")
        probe_answer(number, parts, info["answer"], "pass")
        probe_answer(number, parts, parts["answer"].source, "prompt")
    client = NotebookClient(
        probe,
        kernel_name="python3",
        timeout=300,
        allow_errors=True,
        resources={"metadata": {"path": str(path.parent)}},
    )
    client.execute()
    for index, number, answer, wanted in expect:
        what = f"{path.name} exercise {number} ({answer})"
        answer_errors = [o for o in probe.cells[index - 1].outputs if o.output_type == "error"]
        assert not answer_errors, f"{what}: the answer cell itself failed"
        errors = [o for o in probe.cells[index].outputs if o.output_type == "error"]
        printed = _text_of(probe.cells[index])
        if wanted == "fail":
            assert errors, f"{what}: the check accepted a wrong answer"
            assert errors[0].ename == "AssertionError", (
                f"{what}: the check failed with {errors[0].ename}, not with feedback: "
                f"{errors[0].evalue}"
            )
            assert errors[0].evalue.strip(), f"{what}: no feedback"
            assert "Correct!" not in printed, f"{what}: a wrong answer printed Correct!"
        elif wanted == "pass":
            assert not errors, f"{what}: {errors[0].evalue}"
            assert "Correct!" in printed, f"{what}: the right answer is not Correct!"
        else:
            assert not errors, f"{what}: the blank answer raised {errors[0].ename}"
            assert FILL_IN.format(n=number) in printed, f"{what}: no fill-in prompt"
            assert "Correct!" not in printed, f"{what}: the blank answer printed Correct!"


@pytest.mark.parametrize("path", ALL_NOTEBOOKS, ids=lambda p: p.stem)
def test_arabic_terms_beside_english(path: Path) -> None:
    markdown = "\n".join(c.source for c in _read(path).cells if c.cell_type == "markdown")
    assert ARABIC.search(markdown), f"{path.name} has no Arabic script in its text"
    assert re.search(r"[A-Za-z]+ \([\u0600-\u06FF][^)]*\)", markdown), (
        f"{path.name}: write the Arabic beside the English term, e.g. Sun (صن)"
    )


#: every notebook of the learners' folders (strict nbval runs each, in a copy of the folders)
LEARNER_NOTEBOOKS = [
    p for folder in committed.LEARNER_FOLDERS for p in committed.files(folder, "*.ipynb")
]


@pytest.mark.parametrize("notebook", LEARNER_NOTEBOOKS)
def test_strict_nbval(notebook: str, tmp_path: Path) -> None:
    """The committed outputs of each notebook in ``tutorials/`` and ``notebooks/`` (lessons,
    the play notebook, the probability lessons, the teacher's guide) match a fresh run (strict
    nbval, sanitized), so the README's single test command checks them all; one test per
    notebook, so that the suite's workers share them out.  The notebook runs in a copy of
    the learners' folders as staged in git, and must write no file beside the lessons.  The
    time is printed, never asserted."""
    pytest.importorskip("nbval")
    copy = committed.copy_learner_folders(tmp_path / "project")
    before = {p for p in copy.rglob("*") if p.is_file()}
    sanitize = tmp_path / "nbval_sanitize.cfg"  # beside the copy: no path into the project
    shutil.copy2(ROOT / "tests" / "nbval_sanitize.cfg", sanitize)
    command = [
        sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "nbval.plugin",
        f"--rootdir={copy}", "--nbval", "--nbval-current-env",
        f"--nbval-sanitize-with={sanitize}", notebook,
    ]  # fmt: skip
    # nbval alone: the other plugins installed (xdist, hypothesis, anyio, ...) would only
    # slow the start of each of these runs
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    started = time.monotonic()
    proc = subprocess.run(command, cwd=copy, capture_output=True, text=True, timeout=1200, env=env)
    elapsed = time.monotonic() - started
    assert proc.returncode == 0, proc.stdout[-6000:] + proc.stderr[-2000:]
    written = sorted(
        p.relative_to(copy).as_posix()
        for p in copy.rglob("*")
        if p.is_file() and p not in before and ".ipynb_checkpoints" not in p.parts
    )
    assert not written, f"running {notebook} wrote files beside the lessons: {written}"
    print(f"strict nbval on {notebook} took {elapsed:.1f} s")


def test_the_learners_folders_hold_only_notebooks() -> None:
    """tutorials/ and notebooks/ show students lessons only: the lesson sources and their
    build script live in lessons-src/.  Judged on the files staged in git, so the HTML of the
    README's export, a learner's saved lesson or an exported copy never fails it (running the
    notebooks writes nothing beside them: test_strict_nbval checks that)."""
    others = [
        path
        for folder in committed.LEARNER_FOLDERS
        for path in committed.files(folder)
        if not path.endswith(".ipynb")
    ]
    assert not others, f"the learners' folders hold more than notebooks: {others}"
    nested = [
        path
        for folder in committed.LEARNER_FOLDERS
        for path in committed.files(folder)
        if path.count("/") > 1 and path.split("/")[1] != "ar"  # the same lessons in Arabic
    ]
    assert not nested, f"the learners' folders hold folders other than ar/: {nested}"


def test_sanitize_file_covers_memory_addresses() -> None:
    text = (ROOT / "tests" / "nbval_sanitize.cfg").read_text()
    assert "0x" in text
