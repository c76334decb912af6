"""Records as JSON text and files: one writer and one reader for every record (hands,
matches, saved tables).  Writing is atomic; every failure is a sentence.

>>> text = dumps({"format": "baloot-widgets/hand", "actions": ["p1 sun"]})
>>> loads(text)["actions"]
['p1 sun']
>>> loads("[1, 2]")
Traceback (most recent call last):
...
baloot_widgets.errors.RecordError: the record must hold a JSON object, not a list or a value
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..errors import BalootError, RecordError

__all__ = ["dumps", "learner_file", "loads", "read_record", "write_record", "write_text"]


def dumps(record: Mapping[str, Any]) -> str:
    """A record as pretty, stable JSON text (Arabic and card symbols kept as they are)."""
    return json.dumps(record, ensure_ascii=False, indent=1)


def loads(text: str, *, what: str = "the record") -> dict[str, Any]:
    """Read a record from JSON text; ``what`` names it in the error sentences."""
    try:
        data = json.loads(text)
    except RecursionError:
        raise RecordError(f"{what} is not a record: its JSON is nested too deeply") from None
    except (TypeError, ValueError) as exc:
        raise RecordError(f"{what} is not valid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise RecordError(f"{what} must hold a JSON object, not a list or a value")
    return data


def read_record(path: str | Path, *, what: str = "the record") -> dict[str, Any]:
    """Read a record file (a JSON object); every failure is a RecordError sentence that
    names the file (``what``: "the record", "the table record"...)."""
    where = f"{what} {str(path)!r}"
    try:
        text = Path(path).read_text(encoding="utf-8")
    except IsADirectoryError:
        raise RecordError(f"cannot read {where}: it is a folder") from None
    except OSError as exc:
        why = exc.strerror or type(exc).__name__
        raise RecordError(f"cannot read {where}: {why}") from None
    except UnicodeDecodeError:
        raise RecordError(f"{where} is not UTF-8 text") from None
    return loads(text, what=where)


def write_record(path: str | Path, record: Mapping[str, Any], *, what: str = "the record") -> Path:
    """Write ``record`` as JSON at ``path`` atomically (see :func:`write_text`).  Every
    failure is a BalootError sentence ("cannot save the table to ...")."""
    return write_text(path, dumps(record), what=what, example="game.json")


def write_text(
    path: str | Path, text: str, *, what: str = "the record", example: str = "game.json"
) -> Path:
    """Write ``text`` (UTF-8) at ``path`` atomically: into a new file in the same folder,
    then renamed over ``path``, so a failed save leaves any earlier file whole.  Every
    failure is a BalootError sentence that names ``what`` is saved; ``example`` is the
    file name suggested when ``path`` is a folder.

    >>> write_text("/no/such/folder/results.csv", "a,b", what="the results")
    Traceback (most recent call last):
    ...
    baloot_widgets.errors.BalootError: cannot save the results to '/no/such/folder/results.csv': the folder '/no/such/folder' does not exist
    """
    path = Path(path)
    where = f"cannot save {what} to {str(path)!r}"
    if path.is_dir():
        raise BalootError(
            f"{where}: it is a folder; give a file name such as {str(path / example)!r}"
        )
    folder = path.parent
    if not folder.is_dir():
        raise BalootError(f"{where}: the folder {str(folder)!r} does not exist")
    temp = folder / f".{path.name}.{os.getpid()}.tmp"
    with contextlib.suppress(OSError):
        temp.unlink()  # left by a save of this process that was killed half-way
    try:
        with temp.open("x", encoding="utf-8", newline="") as out:  # new file: honours umask
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            temp.unlink()
        why = exc.strerror or type(exc).__name__
        raise BalootError(f"{where}: {why}") from None
    return path


def learner_file(name: str) -> Path:
    """Where a learner keeps a file of their own: ``name`` in the folder ``baloot`` of
    the home folder (made if needed).  In the browser version (JupyterLite, Python in
    Pyodide) the folder is the file browser's own ``baloot`` folder, where the learner
    sees the file and can download it.  (The lessons call it ``my_file``.)

    >>> path = learner_file("first_match.json")
    >>> path.name, path.parent.name, path.parent.is_dir()
    ('first_match.json', 'baloot', True)
    """
    browser = sys.platform == "emscripten" and Path("/drive").is_dir()
    folder = (Path("/drive") if browser else Path.home()) / "baloot"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / name
