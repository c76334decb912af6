"""Saving and reopening a table: the game or match record with the table's settings
(``you``, ``lang``, ``reveal``, ``pace``, the bots as specs, a hand waiting for "Next hand"),
written atomically and read back with every failure told as a sentence.

A bot is saved as a *spec* that :func:`baloot_widgets.tournament.make_bot` rebuilds: its
name with the options that differ from the defaults, and its seed.

>>> from baloot_widgets.bots import HeuristicBot, RandomBot
>>> bot_spec(HeuristicBot(seed=2, simulate_bids=8), seed=2)
{'bot': 'heuristic:simulate_bids=8', 'seed': 2}
>>> bot_from_spec({"bot": "heuristic:simulate_bids=8", "seed": 2}, seat=1)
HeuristicBot(name='heuristic')
>>> bot_spec(RandomBot(seed=1), seed=None)
{'bot': 'random', 'seed': None}
"""

from __future__ import annotations

import contextlib
import inspect
import json
import os
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from ..bots.base import Bot
from ..errors import BalootError, RecordError
from ..game import MATCH_FORMAT, Game, Match
from ..rules.ruleset import RuleSet
from ..tournament import BOTS, make_bot
from .quoting import cut, echo

__all__ = [
    "bot_from_spec",
    "bot_spec",
    "check_settings",
    "read_record",
    "source_from_record",
    "table_settings",
    "write_record",
]

#: a name that survives ``name:key=value`` (see :func:`baloot_widgets.tournament.make_bot`)
_SIMPLE = re.compile(r"^[\w][\w .-]*$")


def bot_spec(bot: object, *, seed: int | None) -> dict[str, Any] | None:
    """The spec of one of the known bots (exactly a random, heuristic or expert bot), or
    None for a bot that cannot be described (another class, or options make_bot cannot
    write).  ``seed`` is the bot's seed when the table knows it."""
    kind = next((name for name, factory in BOTS.items() if type(bot) is factory), None)
    if kind is None:
        return None
    options = []
    for key, param in inspect.signature(BOTS[kind]).parameters.items():
        if param.kind is not param.KEYWORD_ONLY or key == "rules":
            continue
        value = getattr(bot, key, param.default)
        if value == param.default:
            continue
        if not _writable(param.default, value):
            return None
        options.append(f"{key}={value}")
    spec = kind + (":" + ",".join(options) if options else "")
    return {"bot": spec, "seed": seed}


def _writable(default: object, value: object) -> bool:
    """Whether make_bot can read ``key=value`` back: a whole number >= 0 where the
    default is one, a plain word where it is text."""
    if isinstance(default, int) and not isinstance(default, bool):
        return isinstance(value, int) and not isinstance(value, bool) and value >= 0
    return isinstance(default, str) and isinstance(value, str) and bool(_SIMPLE.match(value))


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


def bot_from_spec(spec: object, *, seat: int, rules: RuleSet | None = None) -> Bot:
    """Rebuild a saved bot; a spec without a seed is seeded with its seat."""
    if not isinstance(spec, dict) or not isinstance(spec.get("bot"), str):
        raise RecordError(
            f"the bot of seat {seat} must be saved as {{'bot': 'heuristic', 'seed': 1}}"
        )
    seed = spec.get("seed")
    if seed is None:
        seed = seat
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RecordError(f"the seed of the bot of seat {seat} must be a whole number")
    try:
        return make_bot(spec["bot"], seed, rules)
    except BalootError as exc:
        raise RecordError(f"the bot of seat {seat} cannot be rebuilt: {exc}") from None


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


def read_record(path: str | Path) -> dict[str, Any]:
    """Read a saved table (a JSON object); every failure is a RecordError sentence."""
    where = repr(str(path))
    try:
        text = Path(path).read_text(encoding="utf-8")
    except IsADirectoryError:
        raise RecordError(f"cannot read the table record {where}: it is a folder") from None
    except OSError as exc:
        why = exc.strerror or type(exc).__name__
        raise RecordError(f"cannot read the table record {where}: {why}") from None
    except UnicodeDecodeError:
        raise RecordError(f"the table record {where} is not UTF-8 text") from None
    try:
        record = json.loads(text)
    except RecursionError:
        raise RecordError(f"the table record {where} is nested too deeply to be one") from None
    except ValueError as exc:
        raise RecordError(f"the table record {where} is not valid JSON: {exc}") from None
    if not isinstance(record, dict):
        raise RecordError(f"the table record {where} must hold a JSON object, not a list or value")
    return record


def write_record(path: str | Path, record: Mapping[str, Any]) -> Path:
    """Write ``record`` as JSON at ``path`` atomically: into a new file in the same folder,
    then renamed over ``path``, so a failed save leaves any earlier file whole.  Every
    failure is a BalootError sentence."""
    path = Path(path)
    where = repr(str(path))
    if path.is_dir():
        raise BalootError(
            f"cannot save the table to {where}: it is a folder; give a file name such as "
            f"{str(path / 'game.json')!r}"
        )
    folder = path.parent
    if not folder.is_dir():
        raise BalootError(
            f"cannot save the table to {where}: the folder {str(folder)!r} does not exist"
        )
    text = json.dumps(record, ensure_ascii=False, indent=1)
    temp = folder / f".{path.name}.{os.getpid()}.tmp"
    with contextlib.suppress(OSError):
        temp.unlink()  # left by a save of this process that was killed half-way
    try:
        with temp.open("x", encoding="utf-8") as out:  # a new file: honours the umask
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            temp.unlink()
        why = exc.strerror or type(exc).__name__
        raise BalootError(f"cannot save the table to {where}: {why}") from None
    return path
