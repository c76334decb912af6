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


def test_the_quick_start_serves_the_project_folder_and_opens_a_lesson_that_exists() -> None:
    """``jupyter lab tutorials/01_….ipynb`` made Jupyter serve ``tutorials/``, so the notebooks
    the lessons link to could not be reached: the quick start names no file or folder, and
    its ``default_url`` (the page it opens, and the link it prints) is a lesson that exists.
    tests/browser/test_quick_start.py starts the command for real."""
    text = README.read_text(encoding="utf-8")
    commands = re.findall(r"jupyter lab ([^\n`]*)", text)
    assert len(commands) == 1, "the quick start starts JupyterLab once"
    arguments = commands[0].split()
    assert all(a.startswith("--") for a in arguments), f"a file or folder argument: {arguments}"
    opened = [a.split("=/lab/tree/", 1)[1] for a in arguments if "default_url=/lab/tree/" in a]
    assert opened and (README.parent / opened[0]).is_file(), arguments
    assert "--allow-root --no-browser --ip=127.0.0.1" in text
    assert "python3-venv" in text


def test_the_readme_counts_the_kinds_of_exercise() -> None:
    """The README says how many kinds of exercise the Quiz has: the number is the package's."""
    from baloot_widgets.quiz import KINDS

    words = {18: "eighteen", 19: "nineteen", 20: "twenty", 21: "twenty-one", 22: "twenty-two"}
    text = README.read_text(encoding="utf-8")
    assert f"exercises of {words.get(len(KINDS), str(len(KINDS)))} kinds" in text


def test_the_teachers_guide_gives_the_readme_s_commands() -> None:
    """The teacher's guide repeats the quick start and the export: with the README's own
    commands (the old ones served tutorials/ only, and exported into the lessons' folder)."""
    text = README.read_text(encoding="utf-8")
    wanted = {
        re.search(r"\.venv/bin/jupyter lab [^\n`]*", text).group(0),  # type: ignore[union-attr]
        re.search(r"\.venv/bin/jupyter nbconvert [^\n`]*", text).group(0),  # type: ignore[union-attr]
    }
    root = README.parent
    for source in (
        root / "lessons-src" / "teachers_guide.py",
        root / "lessons-src" / "ar" / "teachers_guide.json",
    ):
        found = set(
            re.findall(
                r"\.venv/bin/jupyter (?:lab|nbconvert) [^\n`\\]*",
                source.read_text(encoding="utf-8"),
            )
        )
        assert found == wanted, f"{source.name}: {found - wanted}"


def test_the_jupyterlite_timings_are_measured_on_a_named_machine() -> None:
    """ "Takes 10-15 s" and "under a minute" were guesses (30-36 s and 4 min 30 s were seen):
    every time the README gives for the JupyterLite site names benchmarks/lite.py, which
    measures it, and the machine."""
    text = README.read_text(encoding="utf-8")
    paragraphs = [
        p for p in re.split(r"\n\s*\n|\n- ", text) if "JupyterLite" in p or "lite/build" in p
    ]
    timed = [p for p in paragraphs if re.search(r"\b\d+(?:\.\d+)?(?:-\d+)? ?(?:s|min)\b", p)]
    assert timed, "the README says how long the site takes"
    for paragraph in timed:
        assert "benchmarks/lite.py" in paragraph and "2-core" in text, paragraph
    assert "10-15 s" not in text and "under a minute" not in text
