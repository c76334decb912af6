"""The README's Python examples run as written, so the first thing a teacher copies works."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_python_examples_run() -> None:
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.DOTALL)
    assert len(blocks) >= 2, "the README shows the engine and the table"
    namespace: dict[str, object] = {}
    for block in blocks:
        exec(compile(block, "README.md", "exec"), namespace)


def test_readme_links_point_at_files_that_exist() -> None:
    text = README.read_text(encoding="utf-8")
    targets = re.findall(r"\]\(((?:docs|tutorials|notebooks)/[^)#?]*)\)", text)
    assert targets
    missing = [t for t in targets if not (README.parent / t).exists()]
    assert not missing, f"README links to missing files: {missing}"
    binder = re.search(r"urlpath=lab/tree/([^)\s]+)\)", text)
    assert binder and (README.parent / binder.group(1)).exists(), (
        "the Binder link opens tutorial 01"
    )


def test_the_quick_start_opens_a_lesson_from_the_project_folder() -> None:
    """``jupyter lab tutorials/`` made tutorials/ the server's root, so the notebooks the
    lessons link to could not be reached: the quick start opens a lesson file from the
    project folder, and says what a container run as root and Debian need."""
    text = README.read_text(encoding="utf-8")
    commands = re.findall(r"jupyter lab (\S+)", text)
    assert commands, "the quick start starts JupyterLab"
    for target in commands:
        assert (README.parent / target).is_file(), (
            f"jupyter lab {target} opens a file, not a folder"
        )
    assert "--allow-root --no-browser --ip=127.0.0.1" in text
    assert "python3-venv" in text


def test_the_readme_counts_the_kinds_of_exercise() -> None:
    """The README says how many kinds of exercise the Quiz has: the number is the package's."""
    from baloot_widgets.quiz import KINDS

    words = {18: "eighteen", 19: "nineteen", 20: "twenty", 21: "twenty-one", 22: "twenty-two"}
    text = README.read_text(encoding="utf-8")
    assert f"puzzles of {words.get(len(KINDS), str(len(KINDS)))} kinds" in text
