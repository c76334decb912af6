"""Whether a puzzle can be set "at the table": the seat sees only its own cards and what
has been played, so the answer must not depend on where the hidden cards lie.

The hidden cards are dealt again many times, each deal consistent with what the seat has
seen (:func:`~baloot_widgets.bots.worlds.sample_worlds`: its hand, the cards played, the
suits a player showed it has none of, the floor card with the buyer, the projects shown;
each deal weighted so that the sample is uniform over all such deals).  In each deal the
solver values every legal card; the share of the deals (by weight) in which every
solution card is among the best is the puzzle's *table share*.  A puzzle is set at the
table when that share is at least :data:`TABLE_SHARE`.

Seat 0 leads with Q♦ and 10♣ and two tricks left (the position of
:mod:`~baloot_widgets.puzzles.spot`'s example): Q♦ is best with the cards where they lie,
but seat 0 cannot know it often enough to set it at the table.

>>> from baloot_widgets import Card, Game
>>> from baloot_widgets.bots import HeuristicBot
>>> game = Game.new(seed=1, dealer=0)
>>> _ = game.play_bots({s: HeuristicBot(seed=s) for s in range(4)})
>>> state = next(s for s in game.states if len(s.tricks) == 6 and s.to_move == 0)
>>> table_share(state, {Card("QD")}, worlds=8, seed=1), table_share(state, {Card("10C")}, worlds=8, seed=1)
(0.875, 0.375)
"""

from __future__ import annotations

import random
from collections.abc import Collection

from ..bots.knowledge import knowledge
from ..bots.worlds import sample_worlds
from ..play.view import view
from ..rules.state import HandState
from ..solver import card_values

__all__ = ["TABLE_SHARE", "TABLE_WORLDS", "table_share"]

#: the share of consistent deals in which the answer must be best
TABLE_SHARE = 0.9
#: how many consistent deals the miner solves for that share
TABLE_WORLDS = 32


def table_share(
    state: HandState,
    solution: Collection[int],
    *,
    worlds: int = TABLE_WORLDS,
    seed: int | str,
    at_least: float | None = None,
) -> float:
    """The weighted share of ``worlds`` deals consistent with the view of the seat to
    move in which every card of ``solution`` is among the best (see the module
    docstring); deterministic for a given ``seed``.  With ``at_least``, the deals stop
    being solved once the share cannot reach it, and the answer is then the most it
    could have been (below ``at_least``)."""
    seat = state.to_move
    contract = state.contract
    assert seat is not None and contract is not None
    k = knowledge(view(state, seat, reasons=False))
    sample = sample_worlds(k, worlds, random.Random(seed), evidence=False)
    total = sum(w.weight for w in sample)
    if not total:
        return 0.0
    bad = 0.0
    for world in sample:
        values = card_values(
            world.hands, state.leader, contract.trump_index, contract.closed,
            state.rules.play_flags, state.trick,
        )  # fmt: skip
        top = max(values.values())
        if not all(values.get(c) == top for c in solution):
            bad += world.weight
            if at_least is not None and 1 - bad / total < at_least:
                break
    return 1 - bad / total
