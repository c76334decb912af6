"""The project's files as git holds them, for the tests that judge the lessons.

A learner who follows the README opens the lessons in JupyterLab from the project folder:
JupyterLab autosaves them (their outputs, the widgets' state, an answer typed into a cell),
and the documented export writes HTML files.  Such work must never make the project's tests
fail, so the tests that judge notebooks read them as **staged in git** (``git ls-files`` and
the index: the committed files, plus what a developer has ``git add``-ed), never the working
copy.  On a clean clone, and whenever the working copy of the lessons matches the index,
that is simply the project folder; otherwise :func:`tree` checks the index out into a
temporary folder once per process.  Outside a git checkout (a source archive) the files on
disk are all there is, and they are judged.

>>> "tutorials/01_cards_and_points.ipynb" in files("tutorials", "*.ipynb")
True
>>> (tree() / "tutorials" / "01_cards_and_points.ipynb").is_file()
True
"""

from __future__ import annotations

import atexit
import functools
import shutil
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
"""The project folder (the working copy)."""

#: the folders a learner works in: what they change must not fail a test
LEARNER_FOLDERS = ("tutorials", "notebooks")


def _git(*args: str) -> str | None:
    """The output of ``git -C ROOT <args>``, or None outside a git checkout (or without git)."""
    if not (ROOT / ".git").exists():
        return None
    try:
        proc = subprocess.run(
            ["git", "-C", str(ROOT), *args], capture_output=True, text=True, timeout=120
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    return proc.stdout if proc.returncode == 0 else None


@functools.cache
def in_git() -> bool:
    """Whether the project folder is a git checkout (and git runs)."""
    return _git("rev-parse", "--is-inside-work-tree") is not None


@functools.cache
def learner_changes() -> tuple[str, ...]:
    """The paths under the learners' folders whose working copy differs from the index:
    changed, deleted or added (ignored files, such as checkpoints, do not count)."""
    out = _git("status", "--porcelain", "--untracked-files=all", "--", *LEARNER_FOLDERS)
    return tuple(line[3:] for line in (out or "").splitlines() if line.strip())


@functools.cache
def _checkout_root() -> Path:
    """A temporary checkout of the whole index (removed when the process ends)."""
    folder = Path(tempfile.mkdtemp(prefix="baloot-committed-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    proc = subprocess.run(
        ["git", "-C", str(ROOT), "checkout-index", "--all", f"--prefix={folder}/"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    if proc.returncode != 0:
        raise RuntimeError(f"git checkout-index failed: {proc.stderr.strip()}")
    return folder


def tree() -> Path:
    """The folder whose files are the project as staged in git: the project folder when the
    learners' folders are as staged (or outside git), a temporary checkout otherwise."""
    if not in_git() or not learner_changes():
        return ROOT
    return _checkout_root()


def as_staged(path: Path) -> Path:
    """``path`` itself, or for a file of the project its copy in :func:`tree`.

    >>> as_staged(Path("/etc/hostname"))
    PosixPath('/etc/hostname')
    """
    try:
        relative = path.resolve().relative_to(ROOT)
    except ValueError:
        return path
    return tree() / relative


def files(folder: str, pattern: str = "*") -> list[str]:
    """The paths (POSIX, relative to the project) of the staged files below ``folder`` whose
    name matches ``pattern``, sorted; outside git, the files on disk."""
    if in_git():
        listed = (_git("ls-files", "-z", "--", folder) or "").split("\0")
        paths = [p for p in listed if p]
    else:
        base = ROOT / folder
        paths = [p.relative_to(ROOT).as_posix() for p in base.rglob("*") if p.is_file()]
    return sorted(p for p in paths if Path(p).match(pattern))


def copy_learner_folders(into: Path) -> Path:
    """Copy ``tutorials/`` and ``notebooks/`` as staged (see :func:`tree`) into ``into``,
    keeping their layout (a lesson links to ``../notebooks/``); returns ``into``."""
    source = tree()
    for folder in LEARNER_FOLDERS:
        for path in files(folder):
            target = into / path
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source / path, target)
    return into


def note() -> str | None:
    """A line for pytest's header when the lessons are judged from a checkout of the index."""
    changes = learner_changes() if in_git() else ()
    if not changes:
        return None
    shown = ", ".join(changes[:3]) + (" ..." if len(changes) > 3 else "")
    return (
        f"lessons judged as staged in git: {len(changes)} path(s) in tutorials/ or notebooks/ "
        f"differ from the index ({shown}); git add what should be tested"
    )
