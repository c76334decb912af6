"""Who the learner is: a small profile in the learner's folder (``baloot/learner.json``:
a name and a class code), given once in the first widget shown or set by a teacher's
code (:func:`set_learner`).

A name is what a teacher reads in the class report, so it is checked as a person's name:
letters of any script (Arabic names keep their letters and marks), spaces and ``- ' .``,
at most :data:`NAME_MOST` characters, starting with a letter.  A class code is what the
teacher wrote on the board: letters, digits, ``-`` and ``_``.  Each refusal is a
sentence the learner reads in the widget.

>>> check_name("  سارة   العتيبي ")
'سارة العتيبي'
>>> check_name("Sara/..")
Traceback (most recent call last):
...
baloot_widgets.rules.errors.BalootError: A name is letters, spaces and - ' . only: '/' cannot be part of it.
>>> folder_name("Sara Al-Otaibi"), folder_name("سارة"), folder_name("")
('Sara_Al-Otaibi', 'سارة', '_anonymous')
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from pathlib import Path

from ..i18n import Message, quote
from ..rules.errors import BalootError, RecordError
from .files import learner_file, read_record, write_record

__all__ = [
    "ANONYMOUS",
    "CODE_MOST",
    "NAME_MOST",
    "PROFILE_FILE",
    "Profile",
    "check_code",
    "check_name",
    "folder_name",
    "read_profile",
    "write_profile",
]

#: the profile's file in the learner's folder
PROFILE_FILE = "learner.json"
#: the ``format`` of the profile file
PROFILE_FORMAT = "baloot-learner"
#: the folder of the results recorded before (or without) a name
ANONYMOUS = "_anonymous"
#: the longest name, and the longest class code
NAME_MOST, CODE_MOST = 40, 20
_NAME_MARKS = " -'.\u2019"


@dataclass(frozen=True, slots=True)
class Profile:
    """The learner: ``name`` (checked by :func:`check_name`) and ``class_code`` ("" for
    none)."""

    name: str
    class_code: str = ""

    def as_record(self) -> dict[str, object]:
        """The profile as the JSON object of its file."""
        return {"format": PROFILE_FORMAT, "version": 1, "name": self.name,
                "class_code": self.class_code}  # fmt: skip


def check_name(name: object) -> str:
    """The name as it is kept (spaces trimmed and collapsed, Unicode NFC), or a
    BalootError sentence that says what is wrong with it."""
    if not isinstance(name, str) or not name.strip():
        raise BalootError(Message.of("learner.name_empty"))
    name = " ".join(unicodedata.normalize("NFC", name).split())
    if len(name) > NAME_MOST:
        raise BalootError(
            Message.of("learner.name_long", most=NAME_MOST, name=quote(name), length=len(name))
        )
    for char in name:
        kind = unicodedata.category(char)
        if not (kind[0] in "LMN" or char in _NAME_MARKS):
            raise BalootError(Message.of("learner.name_chars", char=quote(char)))
    if not unicodedata.category(name[0]).startswith("L"):
        raise BalootError(Message.of("learner.name_letter", name=quote(name)))
    return name


def check_code(code: object) -> str:
    """A class code as it is kept (trimmed), "" for none, or a BalootError sentence.

    >>> check_code(" 10-B "), check_code(None)
    ('10-B', '')
    """
    if code is None:
        return ""
    shown = quote(code)
    if not isinstance(code, str):
        raise BalootError(Message.of("learner.code_bad", most=CODE_MOST, code=shown))
    code = code.strip()
    ok = len(code) <= CODE_MOST and all(c.isalnum() or c in "-_" for c in code)
    if not ok:
        raise BalootError(Message.of("learner.code_bad", most=CODE_MOST, code=shown))
    return code


def folder_name(name: str) -> str:
    """The folder of a learner's results: the name with its spaces and marks as ``_``
    (a checked name never climbs out of a folder), :data:`ANONYMOUS` for no name."""
    if not name:
        return ANONYMOUS
    return "".join(c if unicodedata.category(c)[0] in "LMN" or c == "-" else "_" for c in name)


def _path() -> Path:
    return learner_file(PROFILE_FILE)


def read_profile() -> Profile | None:
    """The learner's profile, or None when none was given (or its file is not one: it is
    then asked again, never a traceback)."""
    try:
        path = _path()
        if not path.is_file():
            return None
        record = read_record(path, what=Message.of("error.what_learner"))
        if record.get("format") != PROFILE_FORMAT:
            return None
        return Profile(check_name(record.get("name")), check_code(record.get("class_code")))
    except (BalootError, OSError):
        return None


def write_profile(profile: Profile) -> Path:
    """Keep ``profile`` in the learner's folder (atomically); a folder that cannot be
    written is a RecordError sentence."""
    try:
        return write_record(_path(), profile.as_record(), what=Message.of("error.what_learner"))
    except RecordError:
        raise
    except BalootError as exc:
        raise RecordError(exc.reason) from None
