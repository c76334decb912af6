"""Bidding by simulation (RULES.md §4): what is each contract worth to my team?

For a bidding decision the bot deals the hidden cards many times, consistently with its
five cards, the floor card and the bids made (:func:`~baloot_widgets.bots.worlds.sample_worlds`),
and for each candidate — buy Sun, buy Hokum in a suit, call Ashkal — it completes the
deal for that buyer (RULES.md §3), declares everybody's best projects, plays the hand out
with the heuristic policy in every seat (:func:`~baloot_widgets.bots.cardplay.playout`)
and scores it with :func:`~baloot_widgets.rules.scoring.score_hand`.  The same deals
serve every candidate, so that the comparison is paired.

>>> import random
>>> from baloot_widgets.rules.engine import new_hand
>>> from baloot_widgets.play.view import view
>>> from baloot_widgets.bots.knowledge import knowledge
>>> k = knowledge(view(new_hand(seed=25, dealer=0), 1))
>>> sun, hokum = contract_values(k, [("sun", None, 1), ("hokum", 1, 1)], 40, random.Random(1))
>>> sun > hokum
True

How the bots use it (:meth:`~baloot_widgets.bots.heuristic.HeuristicBot.decide`, option
``simulate_bids``, on by default in the expert): the heuristic decides *whether* to buy;
when it buys and another contract is possible, the simulation decides *which*, switching
only for a gain of more than ``SWITCH_MARGIN`` game points a hand.  Measured on 1,561
duplicate deals (``heuristic:simulate_bids=48`` against ``heuristic``, seeds 0-99) this
gains +0.10 ± 0.05 game points a hand.  Passing is not simulated: what it is worth
depends on what the other players would bid.

:func:`chain_values` does the same for the doubling calls, on whole hands: each deal is
played out once per call, scored as if the chain stopped with that call.
"""

from __future__ import annotations

import random as _random
from collections.abc import Sequence
from dataclasses import replace

from ..rules.actions import Action, Ashkal, Double, Four, Hokum, Lock, Pass, Sun, Triple
from ..rules.cards import Suit
from ..rules.contract import Contract
from ..rules.projects import Project, baloot_holder, best_declaration
from ..rules.scoring import score_hand
from ..rules.state import Phase
from .cardplay import Table, playout
from .knowledge import Knowledge
from .worlds import World, sample_worlds

__all__ = ["Candidate", "chain_values", "contract_values", "simulated_bid"]

#: a contract to try: mode ("sun" or "hokum"), trump suit (or None) and buyer seat
Candidate = tuple[str, int | None, int]


def _complete(world: World, buyer: int, floor: int, rng: _random.Random) -> list[int]:
    """The 8-card hands once ``buyer`` takes the floor card (RULES.md §3.3)."""
    stock = [c for c in range(32) if world.stock >> c & 1]
    rng.shuffle(stock)
    hands = list(world.hands)
    hands[buyer] |= 1 << floor
    for seat in range(4):
        for _ in range(2 if seat == buyer else 3):
            hands[seat] |= 1 << stock.pop()
    return hands


def _margin(k: Knowledge, hands: list[int], contract: Contract) -> int:
    """The seat's game-point margin when the hand is played out under ``contract``."""
    rules = k.rules
    first = contract.buyer if rules.bidder_leads_first else (k.dealer + 1) % 4
    declared: dict[int, Sequence[Project]] = {
        s: best_declaration(hands[s], contract, rules) for s in range(4)
    }
    table = Table(
        contract.trump_index, contract.closed, k.flags, contract.buyer, 0, first, (), (0, 0, 0, 0)
    )
    a0, a1, tricks0 = playout(hands, table)
    score = score_hand(
        contract,
        abnat=(a0, a1),
        tricks=(tricks0, 8 - tricks0),
        projects={s: list(p) for s, p in declared.items() if p},
        baloot=baloot_holder(hands, contract),
        floor=k.floor,
        dealer=k.dealer,
        rules=rules,
    )
    mine = k.seat & 1
    return score.points[mine] - score.points[1 - mine]


def _contract(candidate: Candidate) -> Contract:
    mode, trump, buyer = candidate
    return Contract(mode="sun" if mode == "sun" else "hokum",
                    trump=None if trump is None else Suit(trump), buyer=buyer)  # fmt: skip


def contract_values(
    k: Knowledge, candidates: Sequence[Candidate], n: int, rng: _random.Random
) -> list[float]:
    """The mean game-point margin of the seat's team for each candidate contract, over
    ``n`` simulated deals (the same deals for every candidate)."""
    totals = [0.0] * len(candidates)
    for world in sample_worlds(k, n, rng):
        order = rng.random()  # the same order of the undealt cards for every candidate
        for i, candidate in enumerate(candidates):
            hands = _complete(world, candidate[2], k.floor, _random.Random(order))
            totals[i] += _margin(k, hands, _contract(candidate))
    return [t / max(1, n) for t in totals]


def _options(k: Knowledge, legal: Sequence[Action]) -> list[tuple[Action, list[Candidate]]]:
    """Each buying call (Sun, Ashkal, Hokum) with the contracts it may lead to."""
    seat, floor_suit = k.seat, k.floor >> 3
    out: list[tuple[Action, list[Candidate]]] = []
    for action in legal:
        if isinstance(action, Sun):
            out.append((action, [("sun", None, seat)]))
        elif isinstance(action, Ashkal):
            out.append((action, [("sun", None, seat ^ 2)]))
        elif isinstance(action, Hokum):
            if action.suit is not None:
                suits = [int(action.suit)]
            elif k.phase is Phase.BID2:
                suits = [x for x in range(4) if x != floor_suit]
            else:
                suits = [floor_suit]
            out.append((action, [("hokum", x, seat) for x in suits]))
    return out


def simulated_bid(
    k: Knowledge, legal: Sequence[Action], n: int, rng: _random.Random
) -> tuple[Action, dict[Action, float]]:
    """Among the buying calls of ``legal``, the one with the best simulated margin, and the
    margin of each (a Hokum bid in round 2 is worth its best suit) over ``n`` deals."""
    options = _options(k, legal)
    if not options:
        raise ValueError("simulated_bid needs a Sun, Ashkal or Hokum call among the legal ones")
    candidates = sorted({c for _, cs in options for c in cs}, key=str)
    values = dict(zip(candidates, contract_values(k, candidates, n, rng), strict=True))
    worth = {a: max(values[c] for c in cs) for a, cs in options}
    best = max(worth, key=lambda a: worth[a])
    return best, worth


def _stopped_at(contract: Contract, action: Action) -> Contract | None:
    """The contract if the doubling chain stopped with ``action`` (None for a Gahwa: the
    match, not points, is at stake)."""
    if isinstance(action, Double):
        return replace(contract, multiplier=2, doubler=action.seat, closed=action.closed)
    if isinstance(action, Triple):
        return replace(contract, multiplier=3, closed=False)
    if isinstance(action, Four):
        return replace(contract, multiplier=4, closed=action.closed)
    if isinstance(action, Lock):
        return replace(contract, closed=action.closed)
    if isinstance(action, Pass):
        return contract
    return None


def chain_values(
    k: Knowledge, legal: Sequence[Action], n: int, rng: _random.Random
) -> dict[Action, float]:
    """During the doubling (RULES.md §5): the seat's mean game-point margin over ``n``
    simulated deals for each call of ``legal`` (Pass, Double, Triple, Four, open or
    closed), as if the chain stopped there; the same deals serve every call.  A Gahwa
    is left out: it stakes the match."""
    c = k.contract
    if c is None:
        raise ValueError("chain_values needs a contract: it values the doubling calls")
    stops = {a: x for a in legal if (x := _stopped_at(c, a)) is not None}
    totals = dict.fromkeys(stops, 0.0)
    weight = 0.0
    for world in sample_worlds(k, n, rng):
        weight += world.weight
        for action, contract in stops.items():
            totals[action] += world.weight * _margin(k, list(world.hands), contract)
    return {a: t / (weight or 1.0) for a, t in totals.items()}
