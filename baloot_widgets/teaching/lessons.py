"""The course as files a learner keeps: ``baloot lessons [DIR] [--lang en|ar] [--force]
[--teacher]`` (:func:`write_lessons`) writes the lessons, the probability lessons, the play
and exercise notebooks and the teacher's guide into a folder, and says how to open lesson 01.

**Where the notebooks come from.**  The wheel carries the committed notebooks of the
repository's ``tutorials/`` and ``notebooks/`` (built and executed from ``lessons-src/``) and
the pages of ``docs/`` as package data, in ``baloot_widgets/course_files/`` (``pyproject.toml``
maps the folders there), so what a pip install writes is the repository's course, byte for
byte.  In a checkout (an editable install) the same files are read where they are.  The
course is whatever those folders hold: a new lesson or notebook needs no change here.

**What is written.**  ``lang="en"``: every notebook outside an ``ar/`` folder.  ``lang="ar"``:
each notebook's Arabic twin (``tutorials/ar/``, ``notebooks/ar/``) where it has one, else the
English notebook, whose links to a notebook that has an Arabic twin then lead to the twin.
The folder keeps the repository's layout, so the links between notebooks work, and the pages
the notebooks link to (the cheat sheets, the rules) come with them.  The solutions notebook,
the answer key, only with ``teacher=True``.

**A learner's work is never lost.**  The folder's manifest, ``.baloot-lessons.json``, keeps
the SHA-256 of every file as this command last wrote it.  A file that still has that hash was
not changed by the learner and is brought up to date; a file that differs (the learner ran a
lesson and saved it, or edited it), or that the manifest does not know, is kept and named in
the report, unless ``force=True``.  Each file is written whole or not at all (a new file,
then renamed over the old one).

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp()) / "lessons"
>>> first = write_lessons(folder)
>>> first.lesson_01, len(first.written) > 20, first.kept
('tutorials/01_cards_and_points.ipynb', True, ())
>>> _ = (folder / first.lesson_01).write_text("{}")   # the learner saves lesson 01
>>> again = write_lessons(folder)
>>> again.kept, len(again.same) == len(first.written) - 1
(('tutorials/01_cards_and_points.ipynb',), True)
>>> write_lessons(folder, force=True).replaced
('tutorials/01_cards_and_points.ipynb',)
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import posixpath
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from importlib.util import find_spec
from pathlib import Path, PurePath, PurePosixPath
from typing import Any

from ..i18n import Lang, Message
from ..rules.errors import BalootError
from ..version import WRITTEN_BY

__all__ = [
    "DEFAULT_FOLDER",
    "MANIFEST",
    "TEACHER_ONLY",
    "LessonsReport",
    "chosen_notebooks",
    "course_files",
    "course_notebooks",
    "course_root",
    "is_teacher_only",
    "linked",
    "open_command",
    "write_lessons",
]

#: the course inside an installed package (``pyproject.toml`` maps the folders there)
PACKAGED = Path(__file__).resolve().parent.parent / "course_files"
#: a checkout of the repository, where the course's folders are the committed ones
CHECKOUT = Path(__file__).resolve().parent.parent.parent
#: the folders of notebooks, and the folder of the pages they link to
NOTEBOOK_FOLDERS = ("tutorials", "notebooks")
PAGES_FOLDER = "docs"
#: the subfolder of each notebook folder that holds the Arabic notebooks
ARABIC = "ar"
#: notebooks for the teacher only: ``--teacher`` writes them; the students' site leaves them out
TEACHER_ONLY = ("solutions.ipynb",)
#: the folder's manifest: what this command last wrote there
MANIFEST = ".baloot-lessons.json"
MANIFEST_FORMAT = "baloot-widgets/lessons"
#: the folder written when none is named
DEFAULT_FOLDER = "baloot-lessons"

#: a markdown link's target: ``[text](target)``
_LINK = re.compile(r"\]\(([^)\s]+)\)")


# ---- the course ---------------------------------------------------------------------------


def course_root() -> Path:
    """The folder that holds the course's ``tutorials/``, ``notebooks/`` and ``docs/``: the
    package's own copy when installed from a wheel, else the checkout's."""
    if (PACKAGED / NOTEBOOK_FOLDERS[0]).is_dir():
        return PACKAGED
    if (CHECKOUT / "lessons-src").is_dir() and (CHECKOUT / NOTEBOOK_FOLDERS[0]).is_dir():
        return CHECKOUT
    raise BalootError(Message.of("lessons.missing"))


def course_notebooks(root: Path) -> list[str]:
    """Every notebook of the course under ``root``, in both languages, as sorted POSIX paths
    relative to ``root``.

    >>> [p for p in course_notebooks(course_root()) if p.startswith("tutorials/01")]
    ['tutorials/01_cards_and_points.ipynb']
    """
    found = []
    for folder in NOTEBOOK_FOLDERS:
        for path in (root / folder).rglob("*.ipynb"):
            relative = path.relative_to(root)
            if ".ipynb_checkpoints" not in relative.parts:
                found.append(relative.as_posix())
    return sorted(found)


def _is_arabic(path: str) -> bool:
    return PurePosixPath(path).parent.name == ARABIC


def _twin(path: str) -> str:
    """The Arabic twin's path of an English notebook."""
    p = PurePosixPath(path)
    return str(p.parent / ARABIC / p.name)


def is_teacher_only(path: str | PurePath) -> bool:
    """Whether a notebook is for the teacher only (the answer key).

    >>> is_teacher_only("notebooks/ar/solutions.ipynb"), is_teacher_only("notebooks/quiz.ipynb")
    (True, False)
    """
    return PurePath(path).name in TEACHER_ONLY


def chosen_notebooks(notebooks: Iterable[str], lang: Lang, *, teacher: bool) -> list[str]:
    """The notebooks of the course in ``lang``: the English ones, or each one's Arabic twin
    where it has one; the answer key only for the ``teacher``.

    >>> every = ["notebooks/play.ipynb", "notebooks/solutions.ipynb",
    ...          "tutorials/01_a.ipynb", "tutorials/ar/01_a.ipynb"]
    >>> chosen_notebooks(every, "ar", teacher=False)
    ['notebooks/play.ipynb', 'tutorials/ar/01_a.ipynb']
    >>> chosen_notebooks(every, "en", teacher=True)
    ['notebooks/play.ipynb', 'notebooks/solutions.ipynb', 'tutorials/01_a.ipynb']
    """
    have = set(notebooks)
    english = [p for p in sorted(have) if not _is_arabic(p) and (teacher or not is_teacher_only(p))]
    if lang == "en":
        return english
    return sorted(_twin(p) if _twin(p) in have else p for p in english)


def _resolve(source: str, target: str) -> str | None:
    """A link's ``target`` as a path of the course, from the file ``source`` it is written
    in; None for a web address, an anchor in the same file, or a path leaving the course."""
    if "://" in target or target.startswith(("#", "/", "mailto:")):
        return None
    path = re.split(r"[#?]", target, maxsplit=1)[0]
    joined = posixpath.normpath(posixpath.join(posixpath.dirname(source), path))
    return None if joined == ".." or joined.startswith("../") else joined


def _markdown(path: str, data: bytes) -> Iterator[str]:
    """The markdown a reader follows links in: a notebook's markdown cells, a ``.md`` page."""
    if path.endswith(".md"):
        yield data.decode("utf-8")
    elif path.endswith(".ipynb"):
        for cell in json.loads(data).get("cells", []):
            if cell.get("cell_type") == "markdown":
                source = cell.get("source", "")
                yield source if isinstance(source, str) else "".join(source)


def linked(path: str, data: bytes) -> list[str]:
    """The course paths that the file ``path`` (its bytes ``data``) links to.

    >>> linked("tutorials/13_x.md", b"[rules](../docs/rules.md), [site](https://x.org), [02](02_y.ipynb#top)")
    ['docs/rules.md', 'tutorials/02_y.ipynb']
    """
    found = []
    for text in _markdown(path, data):
        for target in _LINK.findall(text):
            resolved = _resolve(path, target)
            if resolved is not None:
                found.append(resolved)
    return found


def _to_twins(path: str, data: bytes, chosen: set[str]) -> bytes:
    """An English notebook of the Arabic course: its links to English notebooks that are not
    written, but whose Arabic twin is, lead to the twin.  Unchanged bytes when none do."""
    notebook: dict[str, Any] = json.loads(data)
    changed = False

    def retarget(match: re.Match[str]) -> str:
        nonlocal changed
        target = match.group(1)
        resolved = _resolve(path, target)
        if resolved is None or resolved in chosen or _twin(resolved) not in chosen:
            return match.group(0)
        changed = True
        rest = target[len(re.split(r"[#?]", target, maxsplit=1)[0]) :]
        return f"]({posixpath.relpath(_twin(resolved), posixpath.dirname(path))}{rest})"

    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "markdown":
            source = cell.get("source", "")
            lines = [source] if isinstance(source, str) else source
            new = [_LINK.sub(retarget, line) for line in lines]
            cell["source"] = new[0] if isinstance(source, str) else new
    if not changed:
        return data
    # as nbformat writes a notebook (and lessons-src/build.py ends it with a newline)
    return (json.dumps(notebook, sort_keys=True, indent=1, ensure_ascii=False) + "\n").encode()


def course_files(root: Path, lang: Lang, *, teacher: bool = False) -> dict[str, bytes]:
    """The files of the course in ``lang`` (path -> bytes): the chosen notebooks and every
    page of ``docs/`` they link to, and the pages those pages link to."""
    chosen = chosen_notebooks(course_notebooks(root), lang, teacher=teacher)
    files: dict[str, bytes] = {}
    for path in chosen:
        data = (root / path).read_bytes()
        if lang == "ar" and not _is_arabic(path):
            data = _to_twins(path, data, set(chosen))
        files[path] = data
    pending = list(files)
    while pending:
        source = pending.pop()
        for target in linked(source, files[source]):
            page = root / target
            if target in files or PurePosixPath(target).parts[0] != PAGES_FOLDER:
                continue
            if page.is_file():
                files[target] = page.read_bytes()
                pending.append(target)
    return dict(sorted(files.items()))


# ---- writing ------------------------------------------------------------------------------


@dataclass(frozen=True)
class LessonsReport:
    """What :func:`write_lessons` did, file by file (course paths), and the lesson to open."""

    folder: Path
    lang: Lang
    teacher: bool
    written: tuple[str, ...]  # new files
    updated: tuple[str, ...]  # as last written here, now replaced by the course's newer copy
    same: tuple[str, ...]  # already the course's copy
    kept: tuple[str, ...]  # changed by the learner, kept
    replaced: tuple[str, ...]  # changed by the learner, replaced (force)
    lesson_01: str
    answer_key: bool  # whether the course has a teacher-only notebook left out here

    def text(self, lang: Lang | None = None) -> str:
        """What to tell the person who ran the command, in ``lang`` (the course's language
        when None), ending with the one command that opens lesson 01."""
        lang = lang or self.lang
        say = [
            Message.of(
                "lessons.done",
                course=Message.of(f"lessons.course.{self.lang}"),
                folder=str(self.folder),
                new=len(self.written),
                updated=len(self.updated),
                same=len(self.same),
            ).text(lang)
        ]
        for key, paths in (("lessons.kept", self.kept), ("lessons.replaced", self.replaced)):
            if paths:
                say += [Message.of(key).text(lang), *(f"  {_native(p)}" for p in paths)]
        if self.answer_key and not self.teacher:
            say.append(Message.of("lessons.no_solutions").text(lang))
        if find_spec("jupyterlab") is None:
            install = f'{_quote(sys.executable)} -m pip install "baloot-widgets[lab]"'
            say += [Message.of("lessons.need_lab").text(lang), f"  {install}"]
        say += [
            Message.of("lessons.open").text(lang),
            f"  {open_command(self.folder, self.lesson_01)}",
        ]
        return "\n".join(say)


def write_lessons(
    folder: str | Path = DEFAULT_FOLDER,
    *,
    lang: str = "en",
    teacher: bool = False,
    force: bool = False,
) -> LessonsReport:
    """Write the course in ``lang`` into ``folder`` (made if needed), keeping every file the
    learner changed unless ``force``; the answer key only for the ``teacher``.  Bad input and
    a folder that cannot be written raise a BalootError with a sentence in both languages."""
    if lang not in ("en", "ar"):
        raise BalootError(Message.of("lessons.bad_lang", given=repr(lang)))
    chosen: Lang = "ar" if lang == "ar" else "en"
    folder = Path(folder)
    root = course_root()
    files = course_files(root, chosen, teacher=teacher)
    _prepare(folder, root)
    known = _read_manifest(folder)
    done: dict[str, list[str]] = {k: [] for k in ("written", "updated", "same", "kept", "replaced")}
    try:
        for path, data in files.items():
            digest = hashlib.sha256(data).hexdigest()
            target = folder / path
            now = _digest(folder, target)
            if now == digest:
                outcome = "same"
            elif now is None:
                outcome = "written"
            elif now == known.get(path):
                outcome = "updated"
            else:
                outcome = "replaced" if force else "kept"
            done[outcome].append(path)
            if outcome == "kept":
                continue
            if outcome != "same":
                _put(folder, target, data)
            known[path] = digest
    finally:
        _write_manifest(folder, known)
    lessons = [p for p in files if PurePosixPath(p).parts[0] == NOTEBOOK_FOLDERS[0]]
    return LessonsReport(
        folder=folder,
        lang=chosen,
        teacher=teacher,
        lesson_01=min(lessons, key=lambda p: PurePosixPath(p).name),
        answer_key=any(is_teacher_only(p) for p in course_notebooks(root)),
        **{k: tuple(v) for k, v in done.items()},
    )


def _prepare(folder: Path, root: Path) -> None:
    """Make ``folder`` (and its parents), or say why it cannot be."""
    if folder.exists() and not folder.is_dir():
        raise BalootError(Message.of("lessons.is_file", path=str(folder)))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _failure(folder, folder, exc) from None
    if folder.resolve() == root.resolve():  # the course's own files: nothing to write
        raise BalootError(Message.of("lessons.is_source", path=str(folder)))


def _digest(folder: Path, target: Path) -> str | None:
    """The SHA-256 of the file at ``target`` (None when there is none)."""
    try:
        return hashlib.sha256(target.read_bytes()).hexdigest()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise _failure(folder, target, exc) from None


def _put(folder: Path, target: Path, data: bytes) -> None:
    """Write ``data`` at ``target`` whole or not at all: a new file, renamed over it."""
    temp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        temp.write_bytes(data)
        os.replace(temp, target)
    except OSError as exc:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise _failure(folder, target, exc) from None


def _failure(folder: Path, target: Path, exc: OSError) -> BalootError:
    """The sentence for an OSError met while writing ``target`` into ``folder``."""
    if isinstance(exc, IsADirectoryError) or target.is_dir():
        return BalootError(
            Message.of("lessons.folder_in_way", folder=str(folder), path=str(target))
        )
    blocker = next((p for p in (target, *target.parents) if p.is_file()), None)
    if blocker is not None and blocker != target:
        return BalootError(Message.of("lessons.file_in_way", folder=str(folder), path=str(blocker)))
    why = {
        errno.EACCES: Message.of("lessons.denied"),
        errno.EPERM: Message.of("lessons.denied"),
        errno.EROFS: Message.of("lessons.read_only"),
        errno.ENOSPC: Message.of("lessons.disk_full"),
    }.get(exc.errno or 0)
    if why is None:
        error = exc.strerror or type(exc).__name__
        why = Message.of("lessons.os_error", path=str(target), error=error)
    return BalootError(Message.of("lessons.cannot_write", folder=str(folder), why=why))


def _read_manifest(folder: Path) -> dict[str, str]:
    """What this command last wrote in ``folder`` (path -> SHA-256); nothing when the
    manifest is missing or unreadable (then every file that differs is kept)."""
    try:
        data = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    files = data.get("files") if isinstance(data, dict) else None
    if not isinstance(files, dict):
        return {}
    return {k: v for k, v in files.items() if isinstance(k, str) and isinstance(v, str)}


def _write_manifest(folder: Path, files: dict[str, str]) -> None:
    manifest = {
        "format": MANIFEST_FORMAT,
        "version": 1,
        "written_by": WRITTEN_BY,
        "files": dict(sorted(files.items())),
    }
    text = json.dumps(manifest, indent=1, ensure_ascii=False) + "\n"
    _put(folder, folder / MANIFEST, text.encode("utf-8"))


# ---- opening lesson 01 --------------------------------------------------------------------


def _quote(text: str) -> str:
    """``text`` as one word of this system's shell."""
    return subprocess.list2cmdline([text]) if os.name == "nt" else shlex.quote(text)


def _native(path: str) -> str:
    """A course path as this system writes paths."""
    return str(PurePath(*PurePosixPath(path).parts))


def _jupyter() -> str:
    """How to start this Python's Jupyter: ``jupyter`` when that is the one on the PATH,
    else the script's full path, else ``python -m jupyter``."""
    own = Path(sys.executable).parent / ("jupyter.exe" if os.name == "nt" else "jupyter")
    if not own.is_file():
        return f"{_quote(sys.executable)} -m jupyter"
    on_path = shutil.which("jupyter")
    if on_path is not None and Path(on_path).resolve() == own.resolve():
        return "jupyter"
    return _quote(str(own.absolute()))


def open_command(folder: Path, lesson: str) -> str:
    """The one command that opens ``lesson`` in JupyterLab with ``folder`` as the server's
    root, so that the links between the notebooks work (given only a file, JupyterLab would
    serve the file's own folder), from the current folder, in any shell.

    >>> open_command(Path("my lessons"), "tutorials/01_cards_and_points.ipynb").split(" lab ")[1]
    "'--notebook-dir=my lessons' 'my lessons/tutorials/01_cards_and_points.ipynb'"
    """
    root = _quote(f"--notebook-dir={folder}")
    return f"{_jupyter()} lab {root} {_quote(str(folder / _native(lesson)))}"
