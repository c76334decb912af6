"""A saved table's settings: the game or match record carries, under ``"table"``, the
human seat, the language, teacher mode, the pace, the bots as specs
(:func:`baloot_widgets.bots.bot_spec`) and whether a finished hand waits for "Next hand".
The record itself is read and written by :mod:`baloot_widgets.records`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..bots.registry import bot_spec
from ..errors import BalootError, RecordError
from ..game import Game, Match
from ..records import MATCH_FORMAT
from .quoting import cut, echo

__all__ = ["check_settings", "source_from_record", "table_settings"]


def table_settings(
    *,
    you: int,
    lang: str,
    reveal: bool,
    bots: Mapping[int, object],
    seeds: Mapping[int, int | None],
    review: bool,
) -> dict[str, Any]:
    """The table's settings saved beside its record: the human seat, the language, teacher
    mode, each bot as a spec (a bot that cannot be described is saved as a random bot,
    marked ``"custom"`` with its name), and whether a finished hand waits for "Next hand".

    >>> from baloot_widgets.bots import RandomBot
    >>> table_settings(you=0, lang="en", reveal=False, bots={1: RandomBot()}, seeds={1: 1},
    ...                review=False)["bots"]
    {'1': {'bot': 'random', 'seed': 1}}
    """
    saved: dict[str, dict[str, Any]] = {}
    for seat, bot in sorted(bots.items()):
        spec = bot_spec(bot, seed=seeds.get(seat))
        if spec is None:
            name = cut(str(getattr(bot, "name", type(bot).__name__)))
            spec = {"bot": "random", "seed": seat, "custom": name}
        saved[str(seat)] = spec
    return {"you": you, "lang": lang, "reveal": reveal, "bots": saved, "review": review}


def check_settings(settings: object) -> dict[str, Any]:
    """The table's settings of a record, checked: an object whose ``you`` is a seat 0-3,
    ``lang`` "en" or "ar", ``reveal`` and ``review`` true or false, ``pace`` a whole
    number of milliseconds, ``bots`` an object of seats to bot specs.

    >>> check_settings({"you": 2, "reveal": False})
    {'you': 2, 'reveal': False}
    >>> check_settings({"reveal": "no"})
    Traceback (most recent call last):
    ...
    baloot_widgets.errors.RecordError: the table record's "reveal" must be true or false, not 'no'
    """
    if settings is None:
        return {}
    if not isinstance(settings, dict):
        raise RecordError(
            'the table record\'s "table" settings must be an object such as {"you": 0}, '
            f"not {_short(settings)}"
        )
    checks: dict[str, tuple[Callable[[Any], bool], str]] = {
        "you": (lambda x: _is_int(x) and 0 <= x <= 3, "a seat 0-3"),
        "lang": (lambda x: x in ("en", "ar"), "'en' or 'ar'"),
        "reveal": (lambda x: isinstance(x, bool), "true or false"),
        "review": (lambda x: isinstance(x, bool), "true or false"),
        "pace": (lambda x: _is_int(x) and 0 <= x <= 60_000, "a whole number of milliseconds"),
        "bots": (lambda x: isinstance(x, dict), 'an object such as {"1": {"bot": "random"}}'),
    }
    for key, (ok, what) in checks.items():
        if key in settings and not ok(settings[key]):
            raise RecordError(
                f'the table record\'s "{key}" must be {what}, not {_short(settings[key])}'
            )
    return dict(settings)


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _short(value: object) -> str:
    return echo(value)


def source_from_record(record: dict[str, Any]) -> Game | Match:
    """Replay the game or match of a record; whatever is wrong with it is a RecordError."""
    try:
        if record.get("format") == MATCH_FORMAT:
            return Match.from_record(record)
        return Game.from_record(record)
    except RecordError:
        raise
    except BalootError as exc:
        raise RecordError(f"the record does not replay: {exc}") from None
    except (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError) as exc:
        raise RecordError(f"the record is malformed and does not replay ({exc!r:.80})") from None
