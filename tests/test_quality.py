"""The code is typed (mypy --strict) and linted (ruff): run by the test command."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_strict_is_clean() -> None:
    mypy_api = pytest.importorskip("mypy.api")
    stdout, stderr, status = mypy_api.run(["--config-file", str(ROOT / "pyproject.toml")])
    assert status == 0, stdout + stderr


def test_mypy_strict_on_the_lite_site_build() -> None:
    """binder/lite/build_site.py (the JupyterLite build, run in its own venv) is typed too."""
    mypy_api = pytest.importorskip("mypy.api")
    script = ROOT / "binder" / "lite" / "build_site.py"
    stdout, stderr, status = mypy_api.run(
        ["--config-file", str(ROOT / "pyproject.toml"), "--strict", str(script)]
    )
    assert status == 0, stdout + stderr


@pytest.mark.parametrize("command", [["check"], ["format", "--check"]])
def test_ruff_is_clean(command: list[str]) -> None:
    pytest.importorskip("ruff")
    paths = [
        str(ROOT / p)
        for p in ("baloot_widgets", "tests", "benchmarks", "binder")
        if (ROOT / p).exists()
    ]
    # the lessons' build tooling (the lesson sources themselves are notebooks in disguise)
    paths += [
        str(ROOT / "lessons-src" / "build.py"),
        *map(str, (ROOT / "lessons-src").glob("_*.py")),
    ]
    proc = subprocess.run(
        [sys.executable, "-m", "ruff", *command, *paths],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_test_files_have_unique_names() -> None:
    """pytest imports test files by their base name (no packages under tests/): two files
    of one name, one in tests/ and one in tests/browser/, stop the whole run on a clean
    clone ("import file mismatch")."""
    names = [p.name for p in (ROOT / "tests").rglob("test_*.py")]
    assert sorted({n for n in names if names.count(n) > 1}) == []
