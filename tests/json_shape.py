"""The shape of JSON-like data: the types found at each key path, for the tests that hold
a JSON form to its documented or golden shape."""

from __future__ import annotations

import re
from typing import Any

#: a card code used as a key (``reasons``: card -> sentence)
_CARD = re.compile(r"^(10|[789JQKA])[SHDC]$")


def shape(value: Any, path: str, out: dict[str, set[str]]) -> None:
    """Add to ``out`` the type of every key path of ``value`` below ``path`` ("" for the
    top): ``.key`` for an object's key (``.<card>`` for a card code), ``[]`` for a list's
    items; types are dict, list, int, float, str, bool and null.

    >>> out: dict[str, set[str]] = {}
    >>> shape({"a": [1, None], "10H": "x"}, "", out)
    >>> sorted((k, sorted(v)) for k, v in out.items())
    [('', ['dict']), ('.<card>', ['str']), ('.a', ['list']), ('.a[]', ['int', 'null'])]
    """
    if isinstance(value, dict):
        out.setdefault(path, set()).add("dict")
        for key, item in value.items():
            shape(item, f"{path}.<card>" if _CARD.match(key) else f"{path}.{key}", out)
    elif isinstance(value, list):
        out.setdefault(path, set()).add("list")
        for item in value:
            shape(item, f"{path}[]", out)
    else:
        out.setdefault(path, set()).add("null" if value is None else type(value).__name__)
