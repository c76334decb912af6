"""Quoting a value in a sentence, safely: whatever a learner (or a browser) gave, a
sentence quotes at most a short, marked excerpt of it, so that a huge or strange value
never becomes a huge message, and a deeply nested one never a RecursionError.

The one helper every error sentence uses for the value it names (``{value}`` in the
catalogue is filled with ``quote(value)``).

>>> quote("dance"), quote(None), quote(7), quote([1, 2])
("'dance'", 'None', '7', '[1, 2]')
>>> quote("Q" * 10**7)
"'QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ…'"
>>> deep: list[object] = []
>>> for _ in range(5000): deep = [deep]
>>> quote(deep)
'[[[...]]]'
>>> quote(10**5000)
'…00000000'
"""

from __future__ import annotations

import reprlib
from pathlib import PurePath

__all__ = ["PATH_MAX", "QUOTE_MAX", "cut", "quote", "quote_path"]

#: the most characters of a value a sentence quotes
QUOTE_MAX = 40
#: the most characters of a file's path a sentence quotes (its end, where the name is)
PATH_MAX = 100
#: the ellipsis that marks where a quoted excerpt is cut
CUT_MARK = "…"


class _Repr(reprlib.Repr):
    """A repr that stops two levels deep; an object whose repr fails is named by its type."""

    def repr_instance(self, x: object, level: int) -> str:
        try:
            return cut(repr(x), self.maxother)
        except Exception:
            return f"<{type(x).__name__}>"


_REPR = _Repr()
_REPR.maxlevel = 2
_REPR.maxstring = QUOTE_MAX
_REPR.maxother = QUOTE_MAX
_REPR.maxlong = QUOTE_MAX


def cut(text: str, limit: int = QUOTE_MAX) -> str:
    """``text`` cut to ``limit`` characters, the last one an ellipsis when it was longer.

    >>> cut("short"), cut("a" * 10, 5)
    ('short', 'aaaa…')
    """
    return text if len(text) <= limit else text[: max(limit - 1, 0)] + CUT_MARK


def quote(value: object, limit: int = QUOTE_MAX) -> str:
    """``value`` as a sentence may quote it: text in quotes cut to ``limit`` characters
    (the ellipsis inside the quotes marks the cut), a whole number whose digits would not
    fit by its last digits after an ellipsis, anything else by a repr that stops two
    levels deep and is cut the same way.  It never raises.

    >>> quote("x" * 50)[-3:], quote(b"abc"), quote({"a": [1, [2, [3]]]})
    ("x…'", "b'abc'", "{'a': [1, [...]]}")
    """
    if isinstance(value, str):
        return repr(cut(value, limit - 2))
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 3 * limit:
        return CUT_MARK + str(abs(value) % 10 ** (limit // 5)).rjust(limit // 5, "0")
    if isinstance(value, (bytes, bytearray)):
        return cut(repr(bytes(value[:limit])), limit)
    try:
        text = _REPR.repr(value)
    except Exception:  # a repr that fails: the value is named by its type
        text = f"<{type(value).__name__}>"
    return cut(text, limit)


def quote_path(path: object, limit: int = PATH_MAX) -> str:
    """A file's path as a sentence quotes it: a long path keeps its end (the folder and the
    name a learner recognises) after an ellipsis; anything that is not a path is quoted as
    :func:`quote` does.

    >>> quote_path("/tmp/" + "x" * 200 + "/lessons/game.json", 30)
    "'…xxxxxxxxx/lessons/game.json'"
    >>> quote_path("game.json"), quote_path(3)
    ("'game.json'", '3')
    """
    if not isinstance(path, (str, PurePath)):
        return quote(path, limit)
    text = str(path)
    if len(text) > limit - 2:
        text = CUT_MARK + text[len(text) - (limit - 3) :]
    return repr(text)
