"""The table's settings: its arguments checked (language, pace, the bots of the other
seats), and the settings a saved table keeps.  The game or match record carries, under
``"table"``, the human seat, the language, teacher mode, the pace, the bots as specs
(:func:`baloot_widgets.bots.bot_spec`) and whether a finished hand waits for "Next hand".
The record itself is read and written by :mod:`baloot_widgets.records`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..bots.base import Bot
from ..bots.registry import bot_from_spec, bot_spec, make_bot
from ..i18n import Lang, Message, cut, quote, seat_name, text
from ..play.game import Game, Match
from ..records import MATCH_FORMAT
from ..rules.errors import BalootError, RecordError
from .seats import checked_humans

__all__ = [
    "BotsArg",
    "check_settings",
    "checked_pace",
    "make_bots",
    "saved_bots",
    "seated",
    "source_from_record",
    "table_settings",
    "waiting_hand",
]


def table_settings(
    *,
    you: int,
    humans: Sequence[int] = (),
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
    >>> saved = table_settings(you=0, lang="en", reveal=False, bots={1: RandomBot()},
    ...                        seeds={1: 1}, review=False)["bots"]["1"]
    >>> saved["bot"], saved["seed"], sorted(saved["random"])  # its random state too
    ('random', 1, ['gauss', 'index', 'version', 'words'])
    """
    saved: dict[str, dict[str, Any]] = {}
    for seat, bot in sorted(bots.items()):
        spec = bot_spec(bot, seed=seeds.get(seat))
        if spec is None:
            name = cut(str(getattr(bot, "name", type(bot).__name__)))
            spec = {"bot": "random", "seed": seat, "custom": name}
        saved[str(seat)] = spec
    out: dict[str, Any] = {"you": you, "lang": lang, "reveal": reveal, "bots": saved}
    if len(humans) > 1:  # several players at one screen (a record without it has one)
        out["humans"] = list(humans)
    return {**out, "review": review}


def check_settings(settings: object) -> dict[str, Any]:
    """The table's settings of a record, checked: an object whose ``you`` is a seat 0-3,
    ``humans`` (several players at one screen) a list of different seats 0-3,
    ``lang`` "en" or "ar", ``reveal`` and ``review`` true or false, ``pace`` a whole
    number of milliseconds, ``bots`` an object of seats to bot specs.

    >>> check_settings({"you": 2, "reveal": False})
    {'you': 2, 'reveal': False}
    >>> check_settings({"reveal": "no"})
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.RecordError: the table record's "reveal" must be true or false, not 'no'
    """
    if settings is None:
        return {}
    if not isinstance(settings, dict):
        raise RecordError(Message.of("error.settings_object", value=quote(settings)))
    checks: dict[str, tuple[Callable[[Any], bool], str]] = {
        "you": (lambda x: _is_int(x) and 0 <= x <= 3, "error.want_seat"),
        "humans": (_are_seats, "error.want_seats"),
        "lang": (lambda x: x in ("en", "ar"), "error.want_lang"),
        "reveal": (lambda x: isinstance(x, bool), "error.want_bool"),
        "review": (lambda x: isinstance(x, bool), "error.want_bool"),
        "pace": (lambda x: _is_int(x) and 0 <= x <= 60_000, "error.want_ms"),
        "bots": (lambda x: isinstance(x, dict), "error.want_bots"),
    }
    for key, (ok, want) in checks.items():
        if key in settings and not ok(settings[key]):
            what = Message.of(want)
            value = quote(settings[key])
            raise RecordError(Message.of("error.settings_field", name=key, what=what, value=value))
    return dict(settings)


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _are_seats(x: object) -> bool:
    return (
        isinstance(x, list)
        and 0 < len(x) == len(set(map(repr, x)))
        and all(_is_int(s) and 0 <= s <= 3 for s in x)
    )


def seated(you: object, humans: object) -> tuple[int, ...]:
    """The human seats of a table from its ``you`` and ``humans`` arguments: ``humans``
    when given (``you`` must then be one of them), else ``you`` alone (seat 0 by default).

    >>> seated(None, None), seated(2, None), seated(None, [0, 2]), seated(2, [0, 2])
    ((0,), (2,), (0, 2), (0, 2))
    """
    if humans is None:
        return checked_humans(0 if you is None else you)
    seats = checked_humans(humans)
    if you is not None and you not in seats:
        raise BalootError(Message.of("error.you_human", you=quote(you), humans=quote(list(seats))))
    return seats


def source_from_record(record: dict[str, Any]) -> Game | Match:
    """Replay the game or match of a record; whatever is wrong with it is a RecordError."""
    try:
        if record.get("format") == MATCH_FORMAT:
            return Match.from_record(record)
        return Game.from_record(record)
    except RecordError:
        raise
    except BalootError as exc:
        raise RecordError(Message.of("error.record_replay", why=exc.reason)) from None
    except (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError) as exc:
        why = cut(f"{type(exc).__name__}: {exc}", 80)
        raise RecordError(Message.of("error.record_malformed", why=why)) from None


#: what ``bots=`` may be: bots or bot names ("heuristic", "expert:worlds=8") by seat, or
#: one name for every other seat
BotsArg = Mapping[int, "Bot | str"] | str | None


def checked_pace(pace: object) -> int:
    """``pace`` when it is a whole number of milliseconds from 0 to 60000, else a
    BalootError that says so."""
    if isinstance(pace, bool) or not isinstance(pace, int) or not 0 <= pace <= 60_000:
        raise BalootError(Message.of("error.pace", pace=quote(pace)))
    return pace


def make_bots(
    bots: BotsArg, *, humans: Sequence[int]
) -> tuple[dict[int, Bot], dict[int, int | None]]:
    """The bots of the other seats and their seeds (when known): ``None`` gives a random
    bot seeded with its seat; a bot name (``"heuristic"``) or ``{seat: bot or name}``
    makes named bots seeded with their seats.

    >>> bots, seeds = make_bots("heuristic", humans=(0,))
    >>> sorted(bots), seeds
    ([1, 2, 3], {1: 1, 2: 2, 3: 3})
    """
    if bots is None:
        bots = "random"
    if isinstance(bots, str):
        bots = {s: bots for s in range(4) if s not in humans}
    if not isinstance(bots, Mapping):
        raise BalootError(Message.of("error.bots", bots=quote(bots)))
    made: dict[int, Bot] = {}
    seeds: dict[int, int | None] = {}
    for seat, bot in bots.items():
        if isinstance(bot, str):
            made[seat] = make_bot(bot, seat if isinstance(seat, int) else 0)
            seeds[seat] = seat
        else:
            made[seat] = bot
            seed = getattr(bot, "seed", None)
            seeds[seat] = seed if isinstance(seed, int) and not isinstance(seed, bool) else None
    return made, seeds


def saved_bots(
    specs: dict[str, Any], humans: Sequence[int], lang: Lang, notes: list[str]
) -> tuple[dict[int, Bot], dict[int, int | None]]:
    """The bots of a record's settings for every seat but the ``humans`` (a seat the record has
    no bot for gets a random bot); a bot saved as "custom" adds a warning to ``notes``."""
    bots, seeds = make_bots(None, humans=humans)
    for key, spec in specs.items():
        if key not in ("0", "1", "2", "3"):
            raise RecordError(Message.of("error.saved_bot_seat", seat=quote(key)))
        seat = int(key)
        if seat in humans:
            continue
        bots[seat] = bot_from_spec(spec, seat=seat)
        seed = spec.get("seed")
        seeds[seat] = seat if seed is None else seed
        if spec.get("custom") is not None:
            name = cut(str(spec["custom"]))
            notes.append(text("table.bot_not_saved", lang, seat=seat_name(seat, lang), name=name))
    return bots, seeds


def waiting_hand(source: Game | Match) -> Game:
    """The finished hand of a match that waits for "Next hand" in a saved table."""
    if not isinstance(source, Match) or not source.finished or source.game.history:
        raise RecordError(Message.of("error.waiting_hand"))
    return source.finished[-1]
