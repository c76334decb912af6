"""Records as JSON text and files: one writer and one reader for every record (hands,
matches, saved tables).  Writing is atomic; every failure is a sentence.

A save writes a new file beside the target (``.<name>.<pid>.tmp``) and renames it over the
target.  A save that was killed half-way leaves its temporary file behind; the next save
into that folder removes it (and any other left by a process that no longer runs).

>>> text = dumps({"format": "baloot-widgets/hand", "actions": ["p1 sun"]})
>>> loads(text)["actions"]
['p1 sun']
>>> loads("[1, 2]")
Traceback (most recent call last):
...
baloot_widgets.rules.errors.RecordError: the record must hold a JSON object, not a list or a value
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..i18n import Message, cut, quote, quote_path
from ..rules.errors import BalootError, RecordError

__all__ = [
    "STALE_SECONDS",
    "clean_leftovers",
    "dumps",
    "learner_file",
    "learner_home",
    "loads",
    "os_why",
    "read_record",
    "write_record",
    "write_text",
]

#: a temporary file of a save older than this is left over, whatever its process
STALE_SECONDS = 3600.0
#: the temporary file of a save: ``.<name>.<pid>.tmp``
_TEMP = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)\.tmp$")
_RECORD = Message.of("error.what_record")


def dumps(record: Mapping[str, Any]) -> str:
    """A record as pretty, stable JSON text (Arabic and card symbols kept as they are)."""
    return json.dumps(record, ensure_ascii=False, indent=1)


def loads(text: str, *, what: Message = _RECORD) -> dict[str, Any]:
    """Read a record from JSON text; ``what`` names it in the error sentences."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise RecordError(Message.of("error.json_text", what=what, value=quote(text)))
    try:
        data = json.loads(text)
    except RecursionError:
        raise RecordError(Message.of("error.json_deep", what=what)) from None
    except json.JSONDecodeError as exc:
        at = Message.of("error.json_at", line=exc.lineno, column=exc.colno)
        raise RecordError(Message.of("error.json_invalid", what=what, at=at)) from None
    except ValueError:  # bytes that are not UTF-8 text
        raise RecordError(Message.of("error.not_utf8", what=what)) from None
    if not isinstance(data, dict):
        raise RecordError(Message.of("error.json_object", what=what))
    return data


def read_record(path: str | Path, *, what: Message = _RECORD) -> dict[str, Any]:
    """Read a record file (a JSON object); every failure is a RecordError sentence that
    names the file (``what``: "the record", "the table record"...)."""
    shown = quote_path(path)
    named = Message.of("error.what_file", what=what, path=shown)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise RecordError(Message.of("error.not_utf8", what=named)) from None
    except IsADirectoryError:
        raise RecordError(Message.of("error.read_folder", what=what, path=shown)) from None
    except (OSError, ValueError, TypeError) as exc:
        why = os_why(exc)
        raise RecordError(Message.of("error.read_failed", what=what, path=shown, why=why)) from None
    return loads(text, what=named)


def write_record(path: str | Path, record: Mapping[str, Any], *, what: Message = _RECORD) -> Path:
    """Write ``record`` as JSON at ``path`` atomically (see :func:`write_text`).  Every
    failure is a BalootError sentence ("cannot save the table to ...")."""
    return write_text(path, dumps(record), what=what, example="game.json")


def write_text(
    path: str | Path, text: str, *, what: Message = _RECORD, example: str = "game.json"
) -> Path:
    """Write ``text`` (UTF-8) at ``path`` atomically: into a new file in the same folder,
    then renamed over ``path``, so a failed save leaves any earlier file whole.  Every
    failure is a BalootError sentence that names ``what`` is saved; ``example`` is the
    file name suggested when ``path`` is a folder.  The temporary files of saves that were
    killed half-way in that folder are removed first.

    >>> write_text("/no/such/folder/results.csv", "a,b", what=Message.of("error.what_results"))
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.BalootError: cannot save the quiz results to '/no/such/folder/results.csv': the folder '/no/such/folder' does not exist
    """
    shown = quote_path(path)
    try:
        path = Path(path)
        if "\x00" in str(path):
            raise ValueError("embedded null byte")
        is_dir, folder = path.is_dir(), path.parent
        has_folder = folder.is_dir()
    except (OSError, ValueError, TypeError) as exc:  # a name with a NUL, not a path at all
        raise BalootError(_cannot_save(what, shown, os_why(exc))) from None
    if is_dir:
        raise BalootError(
            Message.of(
                "error.save_folder", what=what, path=shown, example=quote_path(path / example)
            )
        )
    if not has_folder:
        raise BalootError(
            Message.of("error.save_no_folder", what=what, path=shown, folder=quote_path(folder))
        )
    clean_leftovers(folder, saving=path.name)
    temp = folder / f".{path.name}.{os.getpid()}.tmp"
    try:
        with temp.open("x", encoding="utf-8", newline="") as out:  # new file: honours umask
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except (OSError, ValueError) as exc:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise BalootError(_cannot_save(what, shown, os_why(exc))) from None
    return path


def learner_file(name: str) -> Path:
    """Where a learner keeps a file of their own: ``name`` in the folder ``baloot`` of
    the home folder (made if needed).  In the browser version (JupyterLite, Python in
    Pyodide) the folder is the file browser's own ``baloot`` folder, where the learner
    sees the file and can download it (:func:`learner_home` says where the folder is).
    (The lessons call it ``my_file``.)

    Every name stays inside that folder (a name may hold subfolders, which are made): a
    path elsewhere, a name that climbs out with ``..``, or no name at all is refused with
    a sentence.

    >>> path = learner_file("first_match.json")
    >>> path.name, path.parent.name, path.parent.is_dir()
    ('first_match.json', 'baloot', True)
    """
    folder = (learner_home() / "baloot").resolve()
    if not isinstance(name, str) or not name.strip() or "\x00" in name:
        raise BalootError(Message.of("error.my_file_name", name=quote(name)))
    path = (folder / name).resolve()
    if Path(name).is_absolute() or folder not in path.parents:
        raise BalootError(Message.of("error.my_file_outside", name=quote(name)))
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def learner_home() -> Path:
    """The folder that holds the learner's folder ``baloot``: the file browser's root
    ``/drive`` in the browser version, else the folder named by the environment variable
    ``BALOOT_HOME`` when it is set (a teacher's server that keeps the learners' folders
    beside the notebooks; the tests), else the home folder."""
    if sys.platform == "emscripten" and Path("/drive").is_dir():
        return Path("/drive")
    given = os.environ.get("BALOOT_HOME", "")
    return Path(given).expanduser() if given.strip() else Path.home()


def clean_leftovers(folder: Path, *, saving: str = "") -> list[Path]:
    """Remove the temporary files that saves into ``folder`` left when they were killed
    half-way: those of a process that no longer runs, and any older than
    :data:`STALE_SECONDS`.  This process's own file for the file it is ``saving`` now
    goes too (an earlier save of it was interrupted); its recent files for other names are
    kept (a save running in another thread).
    Returns the files removed; a file that cannot be removed is left (never an error)."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        m = _TEMP.match(entry.name)
        if m is None:
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            age = now - entry.stat(follow_symlinks=False).st_mtime
        except OSError:
            continue
        pid = int(m["pid"])
        own = pid == os.getpid()
        if age > STALE_SECONDS or (own and m["name"] == saving) or (not own and not _alive(pid)):
            with contextlib.suppress(OSError):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
    return removed


def _alive(pid: int) -> bool:
    """Whether process ``pid`` runs (True when this system cannot tell: the age decides)."""
    if sys.platform in ("win32", "emscripten"):  # no safe signal 0 there
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists, under another user
        return True
    return True


def os_why(exc: BaseException) -> Message:
    """Why a file could not be read or written, in a few words."""
    if isinstance(exc, FileNotFoundError):
        return Message.of("error.os_missing")
    if isinstance(exc, PermissionError):
        return Message.of("error.os_denied")
    if isinstance(exc, ValueError) and "null" in str(exc):
        return Message.of("error.os_nul")
    if isinstance(exc, (TypeError, ValueError)):
        return Message.of("error.os_not_path")
    if isinstance(exc, OSError) and exc.errno == 28:  # ENOSPC
        return Message.of("error.os_full")
    return Message.of(
        "error.os_other", why=cut(getattr(exc, "strerror", None) or type(exc).__name__)
    )


def _cannot_save(what: Message, shown: str, why: Message) -> Message:
    return Message.of("error.save_failed", what=what, path=shown, why=why)
