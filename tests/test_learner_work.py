"""Following the README never breaks the README's test command (issue 18, item 3).

A learner opens the lessons from the project folder: JupyterLab autosaves them with their
outputs, the widgets' state and whatever was typed into a cell, and the README's export
writes an HTML page.  In a copy of the project as staged in git, this test does all of that
to the working copy, then runs the tests that judge the notebooks there: they judge the
files as staged (``committed.py``), so they pass.  The same copy outside git (a source
archive) judges the files on disk.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import committed
import pytest

#: the tests that read the learners' folders (strict nbval, the slow one, is left out: it
#: runs on a copy of the staged notebooks too, see test_tutorials.test_strict_nbval)
JUDGES = [
    "tests/test_tutorials.py::test_notebooks_are_built_from_their_sources",
    "tests/test_tutorials.py::test_the_learners_folders_hold_only_notebooks",
    "tests/test_tutorials.py::test_committed_executed_without_widget_state",
    "tests/test_quiz_widget.py::test_the_demo_notebook_is_committed_executed_without_widget_state",
    "tests/test_play_notebook.py",
]

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def project_copy(into: Path) -> Path:
    """The project's staged files (git's index) checked out into ``into``."""
    if not committed.in_git():
        pytest.skip("the project folder is not a git checkout")
    proc = subprocess.run(
        ["git", "-C", str(committed.ROOT), "checkout-index", "--all", f"--prefix={into}/"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    return into


def run_like_a_learner(project: Path) -> None:
    """What JupyterLab's autosave and the README's export leave in the project folder."""
    for relpath, typed in (
        ("notebooks/quiz.ipynb", None),
        ("tutorials/01_cards_and_points.ipynb", "# my try"),
    ):
        path = project / relpath
        notebook = json.loads(path.read_text(encoding="utf-8"))
        notebook["metadata"]["widgets"] = {"application/vnd.jupyter.widget-state+json": {}}
        code = [c for c in notebook["cells"] if c["cell_type"] == "code"]
        for cell in code:
            cell["outputs"] = [
                {
                    "output_type": "display_data",
                    "metadata": {},
                    "data": {WIDGET_VIEW: {"model_id": "0" * 32, "version_major": 2}},
                }
            ]
            cell["execution_count"] = None
        if typed:
            code[-1]["source"] = typed
        path.write_text(json.dumps(notebook, indent=1), encoding="utf-8")
    (project / "tutorials" / "01_cards_and_points.html").write_text("<html></html>")
    exported = readme_export_folder()
    (project / exported).mkdir(parents=True, exist_ok=True)
    (project / exported / "01_cards_and_points.html").write_text("<html></html>")


def readme_export_folder() -> str:
    """The folder the README's export command writes into."""
    text = (committed.ROOT / "README.md").read_text(encoding="utf-8")
    command = re.search(r"jupyter nbconvert --to baloot_html .*", text)
    assert command, "the README shows how to export a lesson"
    folder = re.search(r"--output-dir[= ](\S+)", command.group(0))
    assert folder, f"the export must name a folder outside the lessons: {command.group(0)}"
    return folder.group(1).rstrip("/")


def pytest_in(project: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "0", "-p", "no:cacheprovider", *args],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=900,
    )


def test_a_learners_saved_lessons_and_exports_do_not_fail_the_tests(tmp_path: Path) -> None:
    project = project_copy(tmp_path / "project")
    subprocess.run(["git", "init", "-q", str(project)], check=True, timeout=60)
    subprocess.run(["git", "-C", str(project), "add", "-A"], check=True, timeout=120)
    run_like_a_learner(project)
    status = subprocess.run(
        ["git", "-C", str(project), "status", "--porcelain", "--", "tutorials", "notebooks"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "tutorials/01_cards_and_points.ipynb" in status and "quiz.ipynb" in status, status

    proc = pytest_in(project, *JUDGES)
    assert proc.returncode == 0, proc.stdout[-6000:] + proc.stderr[-2000:]
    assert "lessons judged as staged in git" in proc.stdout, proc.stdout[:2000]


def test_the_export_folder_is_outside_the_lessons_and_ignored() -> None:
    folder = readme_export_folder()
    assert folder.split("/")[0] not in committed.LEARNER_FOLDERS, folder
    if committed.in_git():
        ignored = subprocess.run(
            ["git", "-C", str(committed.ROOT), "check-ignore", "-q", f"{folder}/lesson.html"],
            timeout=60,
        )
        assert ignored.returncode == 0, f"{folder}/ is not in .gitignore"


def test_outside_git_the_files_on_disk_are_judged(tmp_path: Path) -> None:
    project = project_copy(tmp_path / "archive")  # a source archive: no .git
    proc = pytest_in(
        project, "tests/test_tutorials.py::test_the_learners_folders_hold_only_notebooks"
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]
    (project / "tutorials" / "notes.txt").write_text("not a lesson")
    proc = pytest_in(
        project, "tests/test_tutorials.py::test_the_learners_folders_hold_only_notebooks"
    )
    assert proc.returncode == 1 and "tutorials/notes.txt" in proc.stdout, proc.stdout[-3000:]
