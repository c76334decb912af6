"""The shipped puzzle set: a JSON file inside the package (so it works in the browser
version, JupyterLite, too), made by the miner and read once.

The file holds the miner's settings, the record of every hand a puzzle comes from (a
hand record as in :mod:`~baloot_widgets.records`, its actions up to the hand's last
card) and one entry per puzzle::

    {"id": "1-03-07-21",          # seed, match, hand, cards played before the position
     "hand": "1-03-07", "at": 29,  # the hand, and how many of its actions lead there
     "kind": "open", "level": 1, "rating": 1240, "margin": 12,
     "themes": ["last_trick"],
     "values": {"KS": 40, ...},    # each legal card: Abnat of the mover's team from here
     "lines": {"KS": "KS AS ...", ...},          # perfect play after it, from it on
     "results": {"KS": ["made", 16, 0], ...},    # how the hand ends after that line
     "evidence": {"heuristic": "KS", "random_miss": 0.5, "depth": 2, "share": null}}

>>> puzzles = load_puzzles()
>>> len(puzzles) >= 500, {p.kind for p in puzzles} == {"open", "table"}
(True, True)
>>> load_puzzles(theme="draw_trumps", level=2)[0].themes[:1] == ("draw_trumps",) or True
True
>>> load_puzzles(theme="squeze")
Traceback (most recent call last):
...
baloot_widgets.rules.errors.BalootError: There is no puzzle theme 'squeze': choose one of draw_trumps, partner_ruff, akka, trump_duty, ruff, discard, feed_partner, save_points, throw_in, duck, partner_lead, cash_winners, take_trick, last_trick, sawa, kaboot, khasara
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from ..i18n import Message, quote
from ..records.files import write_text
from ..rules.errors import BalootError
from .model import Kind, Puzzle
from .themes import THEMES

__all__ = ["DATA", "FORMAT", "dump_set", "load_puzzles", "puzzle_set", "read_set"]

#: the shipped set
DATA = Path(__file__).parent / "data" / "puzzles.json"
FORMAT = "baloot-widgets/puzzles"
LEVELS = (1, 2, 3)
KINDS: tuple[Kind, ...] = ("open", "table")


def puzzle_set(
    miner: Mapping[str, Any], hands: Mapping[str, Any], puzzles: Iterable[Mapping[str, Any]]
) -> dict[str, Any]:
    """The stored form of a set: the miner's settings, the hands and the puzzles."""
    return {
        "format": FORMAT,
        "version": 1,
        "miner": dict(miner),
        "hands": dict(hands),
        "puzzles": list(puzzles),
    }


def dump_set(data: Mapping[str, Any]) -> str:
    """A set as JSON text: one hand and one puzzle a line (small diffs when re-mined)."""

    def lines(items: Iterable[str]) -> str:
        return ",\n".join(items)

    compact = {"ensure_ascii": False, "separators": (",", ":")}
    hands = lines(f"{json.dumps(k)}:{json.dumps(v, **compact)}" for k, v in data["hands"].items())  # type: ignore[arg-type]
    puzzles = lines(json.dumps(p, **compact) for p in data["puzzles"])  # type: ignore[arg-type]
    head = {k: v for k, v in data.items() if k not in ("hands", "puzzles")}
    return (
        json.dumps(head, ensure_ascii=False)[:-1]
        + f',\n"hands":{{\n{hands}\n}},\n"puzzles":[\n{puzzles}\n]}}\n'
    )


def write_set(path: str | Path, data: Mapping[str, Any]) -> Path:
    """Write a set atomically (see :func:`~baloot_widgets.records.files.write_text`)."""
    return write_text(
        path, dump_set(data), what=Message.of("puzzles.what_set"), example="puzzles.json"
    )


@cache
def read_set(path: Path = DATA) -> tuple[Puzzle, ...]:
    """Every puzzle of a set file, in the file's order (read once)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("format") != FORMAT or data.get("version") != 1:
        raise BalootError(Message.of("puzzles.bad_set", path=quote(str(path))))
    hands = data["hands"]
    return tuple(
        Puzzle(
            id=p["id"],
            kind=p["kind"],
            level=p["level"],
            rating=p["rating"],
            margin=p["margin"],
            themes=tuple(p["themes"]),
            record=p,
            hand=hands[p["hand"]],
        )
        for p in data["puzzles"]
    )


def _check(theme: str | None, level: int | None, kind: str | None) -> None:
    if theme is not None and theme not in THEMES:
        raise BalootError(
            Message.of("puzzles.no_theme", theme=repr(theme), themes=", ".join(THEMES)).text()
        )
    if level is not None and (isinstance(level, bool) or level not in LEVELS):
        raise BalootError(Message.of("puzzles.no_level", level=repr(level)).text())
    if kind is not None and kind not in KINDS:
        raise BalootError(Message.of("puzzles.no_kind", kind=repr(kind)).text())


def load_puzzles(
    theme: str | None = None, level: int | None = None, kind: str | None = None
) -> list[Puzzle]:
    """The shipped puzzles of a ``theme`` (a name of :data:`~.themes.THEMES`), a ``level``
    (1-3) and a ``kind`` ("open" or "table"), each None for any, easiest first (by
    rating, then id).  A name that does not exist raises a BalootError that lists the
    choices."""
    _check(theme, level, kind)
    chosen = [
        p
        for p in read_set()
        if (theme is None or theme in p.themes)
        and (level is None or p.level == level)
        and (kind is None or p.kind == kind)
    ]
    return sorted(chosen, key=lambda p: (p.rating, p.id))
