"""Quoting back what the browser sent, safely: text cut to :data:`ECHO_MAX` characters,
anything else named by its type, so a huge or strange intent never becomes a huge message.

>>> len(echo("x" * 500)), echo("x" * 500)[-3:]
(42, "x…'")
"""

from __future__ import annotations

import re

__all__ = ["ECHO_MAX", "cap_quotes", "cut", "echo"]

#: the most characters of a browser's text echoed back in a message
ECHO_MAX = 40


def cut(text: str, limit: int = ECHO_MAX) -> str:
    """``text`` cut to ``limit`` characters, the last one an ellipsis when it was longer.

    >>> cut("short"), cut("a" * 10, 5)
    ('short', 'aaaa…')
    """
    return text if len(text) <= limit else text[: limit - 1] + "…"


def echo(value: object, limit: int = ECHO_MAX) -> str:
    """Something the browser sent, as it may be quoted back in a message: text in quotes
    cut to ``limit`` characters with an ellipsis, anything else by its type only (a long
    or deeply nested value is never written out).

    >>> echo("dance"), echo(None), echo([1, 2]), echo(7)
    ("'dance'", 'None', 'a list', '7')
    """
    if isinstance(value, str):
        return repr(cut(value, limit))
    if value is None or isinstance(value, (bool, int, float)):
        return repr(value)[:limit]
    return f"a {type(value).__name__}"


_LONG_QUOTE = re.compile("'([^'\\n]{" + str(ECHO_MAX + 1) + ",})'")


def cap_quotes(message: str) -> str:
    """``message`` with every quoted text longer than :data:`ECHO_MAX` cut short (an
    error sentence that quotes what the browser sent).

    >>> cap_quotes("'" + "z" * 60 + "' is not a card")[-20:]
    "zzzz…' is not a card"
    """
    return _LONG_QUOTE.sub(lambda m: echo(m.group(1)), message)
