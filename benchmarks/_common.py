"""What every benchmark shares: pinning to one core, and the hands learners review
(match hands, random play, the slow hand of issue 19).  Benchmarks run as scripts
(``python benchmarks/engine.py``), so they import this module by its bare name."""

from __future__ import annotations

import os
from collections.abc import Iterator

from baloot_widgets import Game, Match
from baloot_widgets.bots import make_bot


def pin_one_core() -> str:
    """Pin this process to one core (core 0 when allowed) where the OS supports it, and say
    which, for the printed header."""
    if hasattr(os, "sched_setaffinity"):
        allowed = os.sched_getaffinity(0)
        core = 0 if 0 in allowed else min(allowed)
        os.sched_setaffinity(0, {core})
        return f"pinned to core {core}"
    return "not pinned (no sched_setaffinity)"


#: the named hand: (match seed, hand index)
NAMED = (123, 12)


def match_hands(bot: str, first_seed: int) -> Iterator[tuple[str, Game]]:
    """The hands with a contract of matches played by four ``bot`` bots, match after
    match from ``first_seed``, named "bot match-seed:hand"."""
    seed = first_seed
    while True:
        match = Match(seed=seed)
        match.play_bots({s: make_bot(bot, s) for s in range(4)})
        for i, game in enumerate(match.finished):
            if game.state.contract is not None:
                yield f"{bot} {seed}:{i}", game
        seed += 1


def random_hands(first_seed: int) -> Iterator[tuple[str, Game]]:
    """Seeded deals played to the end by random bots, with a contract."""
    seed = first_seed
    while True:
        game = Game.new(seed=seed, dealer=seed % 4)
        game.play_bots({s: make_bot("random", 1000 * seed + s) for s in range(4)})
        if game.state.contract is not None:
            yield f"random {seed}", game
        seed += 1


def named_hand() -> Game:
    """Hand 12 of Match(seed=123) played by four heuristic bots."""
    match = Match(seed=NAMED[0])
    bots = {s: make_bot("heuristic", s) for s in range(4)}
    while len(match.finished) <= NAMED[1]:
        match.play_bots(bots, max_actions=1)
    return match.finished[NAMED[1]]
