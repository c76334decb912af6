"""The bots by name: ``make_bot("expert:worlds=8", seed)``, and the *spec* a bot is saved as
(its name with the options that differ from the defaults, its seed, and the state of its
random source, so that a saved table, loaded again, continues exactly as it would have).

Tournaments, the command line and the table (``Table(bots="heuristic")``, saved tables)
all make bots here.

>>> make_bot("expert:worlds=8", 3)
ExpertBot(name='expert', worlds=8, rollout_worlds=16, solver_tricks=6, simulate_bids=48)
>>> make_bot("heuristic:worlds=8", 3)
Traceback (most recent call last):
...
baloot_widgets.rules.errors.BalootError: bot 'heuristic' has no option 'worlds' (its options: name, sun_bid, hokum_bid, simulate_bids)
>>> spec = bot_spec(HeuristicBot(seed=2, simulate_bids=8), seed=2)
>>> spec["bot"], spec["seed"], sorted(spec["random"])
('heuristic:simulate_bids=8', 2, ['gauss', 'index', 'version', 'words'])
>>> bot_from_spec({"bot": "heuristic:simulate_bids=8", "seed": 2}, seat=1)
HeuristicBot(name='heuristic')
>>> bot = RandomBot(seed=1)
>>> _ = bot.rng.random()
>>> copy = bot_from_spec(bot_spec(bot, seed=1), seat=1)
>>> copy.rng.random() == bot.rng.random()
True
"""

from __future__ import annotations

import base64
import inspect
import random
import re
import struct
from collections.abc import Callable
from typing import Any, Union

from ..i18n import Join, Message, quote
from ..rules.errors import BalootError, RecordError
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
            choices = Join(tuple(known), words="join.list") if known else "—"
            raise BalootError(
                Message.of("error.bot_option", name=quote(name), key=quote(key), options=choices)
            )
        if not value:
            raise BalootError(Message.of("error.bot_option_form", item=quote(item.strip())))
        if isinstance(known[key], int):
            if not value.isdigit():
                raise BalootError(
                    Message.of("error.bot_option_whole", key=quote(key), value=quote(value))
                )
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
        known = Join(tuple(BOTS), words="join.list")
        raise BalootError(Message.of("error.bot_unknown", name=quote(name), known=known))
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
    out: dict[str, Any] = {"bot": spec, "seed": seed}
    rng = getattr(bot, "rng", None)
    if isinstance(rng, random.Random):
        out["random"] = _saved_state(rng)
    return out


def _saved_state(rng: random.Random) -> dict[str, Any]:
    """The state of a random source as JSON: the Mersenne Twister's 624 words (big-endian,
    base64: 3.3 KB), its position among them and the Gaussian it keeps, if any."""
    version, internal, gauss = rng.getstate()
    words = base64.b64encode(struct.pack(">624I", *internal[:624])).decode("ascii")
    return {"version": version, "words": words, "index": internal[624], "gauss": gauss}


def _writable(default: object, value: object) -> bool:
    """Whether make_bot can read ``key=value`` back: a whole number >= 0 where the
    default is one, a plain word where it is text."""
    if isinstance(default, int) and not isinstance(default, bool):
        return isinstance(value, int) and not isinstance(value, bool) and value >= 0
    return isinstance(default, str) and isinstance(value, str) and bool(_SIMPLE.match(value))


def bot_from_spec(spec: object, *, seat: int) -> Bot:
    """Rebuild a saved bot; a spec without a seed is seeded with its seat, and the state
    of its random source is restored when the spec keeps it.  A spec that cannot be
    rebuilt raises a RecordError that says why."""
    if not isinstance(spec, dict) or not isinstance(spec.get("bot"), str):
        raise RecordError(Message.of("error.saved_bot", seat=seat))
    seed = spec.get("seed")
    if seed is None:
        seed = seat
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RecordError(Message.of("error.saved_bot_seed", seat=seat))
    try:
        bot = make_bot(spec["bot"], seed)
    except BalootError as exc:
        raise RecordError(
            Message.of("error.saved_bot_rebuild", seat=seat, why=exc.reason)
        ) from None
    saved = spec.get("random")
    rng = getattr(bot, "rng", None)
    if saved is not None and isinstance(rng, random.Random):
        rng.setstate(_random_state(saved, seat))
    return bot


def _random_state(saved: object, seat: int) -> tuple[Any, ...]:
    """The state of a random source as :meth:`random.Random.getstate` gives it, from its
    JSON form in a saved bot (checked: a broken one is a RecordError)."""
    if isinstance(saved, dict) and saved.get("version") == 3:
        words, index, gauss = saved.get("words"), saved.get("index"), saved.get("gauss")
        try:
            raw = base64.b64decode(words, validate=True) if isinstance(words, str) else b""
        except ValueError:
            raw = b""
        if (
            len(raw) == 624 * 4
            and type(index) is int
            and 0 <= index <= 624
            and (gauss is None or type(gauss) is float)
        ):
            return 3, (*struct.unpack(">624I", raw), index), gauss
    raise RecordError(Message.of("error.saved_bot_random", seat=seat))
