"""The bots by name: ``make_bot("expert:worlds=8", seed)``, and the *spec* a bot is saved as
(its name with the options that differ from the defaults, and its seed).

Tournaments, the command line and the table (``Table(bots="heuristic")``, saved tables)
all make bots here.

>>> make_bot("expert:worlds=8", 3)
ExpertBot(name='expert', worlds=8, rollout_worlds=16, solver_tricks=6, simulate_bids=48)
>>> make_bot("heuristic:worlds=8", 3)
Traceback (most recent call last):
...
baloot_widgets.errors.BalootError: bot 'heuristic' has no option 'worlds' (its options: name, sun_bid, hokum_bid, simulate_bids)
>>> bot_spec(HeuristicBot(seed=2, simulate_bids=8), seed=2)
{'bot': 'heuristic:simulate_bids=8', 'seed': 2}
>>> bot_from_spec({"bot": "heuristic:simulate_bids=8", "seed": 2}, seat=1)
HeuristicBot(name='heuristic')
>>> bot_spec(RandomBot(seed=1), seed=None)
{'bot': 'random', 'seed': None}
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from typing import Any, Union

from ..errors import BalootError, RecordError
from .base import Bot
from .expert import ExpertBot
from .heuristic import HeuristicBot
from .random import RandomBot

__all__ = ["BOTS", "BotSpec", "bot_from_spec", "bot_spec", "make_bot", "spec_name"]

BotSpec = Union[str, Callable[[int], Bot]]  # noqa: UP007 (a runtime alias)

#: the bots known by name, each a ``factory(seed, **options)``
BOTS: dict[str, Callable[..., Bot]] = {
    "random": RandomBot,
    "heuristic": HeuristicBot,
    "expert": ExpertBot,
}

#: a name that survives ``name:key=value`` (see :func:`make_bot`)
_SIMPLE = re.compile(r"^[\w][\w .-]*$")


def _keyword_options(factory: Callable[..., Bot]) -> dict[str, Any]:
    """A factory's keyword-only options and their defaults."""
    params = inspect.signature(factory).parameters
    return {k: p.default for k, p in params.items() if p.kind is p.KEYWORD_ONLY}


def _options(name: str, factory: Callable[..., Bot], text: str) -> dict[str, Any]:
    """The keyword options of ``name:key=value,...``, checked against the factory: each
    must be one of its keyword-only options, a whole number >= 0 where it takes one."""
    known = _keyword_options(factory)
    out: dict[str, Any] = {}
    for item in filter(str.strip, text.split(",")):
        key, _, value = (x.strip() for x in item.partition("="))
        if key not in known:
            choices = ", ".join(known) or "none"
            raise BalootError(f"bot {name!r} has no option {key!r} (its options: {choices})")
        if not value:
            raise BalootError(f"bot option {item.strip()!r} must be key=value, e.g. worlds=8")
        if isinstance(known[key], int):
            if not value.isdigit():
                raise BalootError(f"bot option {key!r} must be a whole number >= 0, not {value!r}")
            out[key] = int(value)
        else:
            out[key] = value
    return out


def make_bot(spec: BotSpec, seed: int) -> Bot:
    """A bot from a name with options (``"expert:worlds=8"``) or a ``factory(seed)``,
    seeded with ``seed``.  Bots read the table's rules from each view they are given."""
    if not isinstance(spec, str):
        return spec(seed)
    name, _, options = (x.strip() for x in spec.partition(":"))
    if name not in BOTS:
        raise BalootError(f"unknown bot {name!r}: choose from {', '.join(BOTS)}")
    factory = BOTS[name]
    return factory(seed, **_options(name, factory, options))


def spec_name(spec: BotSpec) -> str:
    """A short name for a bot spec."""
    if isinstance(spec, str):
        return spec
    return str(getattr(spec, "__name__", None) or getattr(make_bot(spec, 0), "name", "bot"))


def bot_spec(bot: object, *, seed: int | None) -> dict[str, Any] | None:
    """The spec of one of the known bots (exactly a random, heuristic or expert bot), or
    None for a bot that cannot be described (another class, or options make_bot cannot
    write).  ``seed`` is the bot's seed when it is known."""
    kind = next((name for name, factory in BOTS.items() if type(bot) is factory), None)
    if kind is None:
        return None
    options = []
    for key, default in _keyword_options(BOTS[kind]).items():
        value = getattr(bot, key, default)
        if value == default:
            continue
        if not _writable(default, value):
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


def bot_from_spec(spec: object, *, seat: int) -> Bot:
    """Rebuild a saved bot; a spec without a seed is seeded with its seat.  A spec that
    cannot be rebuilt raises a RecordError that says why."""
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
        return make_bot(spec["bot"], seed)
    except BalootError as exc:
        raise RecordError(f"the bot of seat {seat} cannot be rebuilt: {exc}") from None
