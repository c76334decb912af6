"""Sampling the hidden hands consistent with what a seat saw
(docs/architecture.md, "The seat's view, the bots and the hint").

A *world* gives every seat a hand.  It agrees with the seat's
:class:`~baloot_widgets.bots.knowledge.Knowledge`: its own hand, the cards played, the
number of cards each seat holds, the cards known to be held (the floor card the buyer
took, the projects shown after trick 1) and the cards a seat cannot hold (the suits it
did not follow, the trumps it did not play when it had to).  With ``evidence=True`` the
bids count too: during the play a world where the buyer's cards make a stronger Sun or
Hokum hand weighs more (soft evidence); during the bidding a world must give every other
bidder a hand worth its bid, a little below the heuristic's own thresholds (up to
``BID_DRAWS`` draws, then the last one is kept).

Sampling is exact importance sampling: every receiver but the last two draws a uniform
subset of the cards it may hold; the last two split the rest uniformly, and the world's
weight is the number of such splits, so that weighted worlds are uniform over all the
deals consistent with the view (times the bid evidence).

>>> import random
>>> from baloot_widgets.rules.engine import new_hand, apply_text
>>> from baloot_widgets.play.view import view
>>> from baloot_widgets.bots.knowledge import knowledge
>>> s = apply_text(new_hand(seed=1, dealer=0), "p1 sun", "p1 play 8D")
>>> k = knowledge(view(s, 0))
>>> worlds = sample_worlds(k, 3, random.Random(5))
>>> all(w.hands[0] == k.hand and [h.bit_count() for h in w.hands] == [8, 7, 8, 8] for w in worlds)
True
"""

from __future__ import annotations

import math
import random as _random
from typing import NamedTuple

from ..rules.actions import Ashkal, Hokum, Sun
from ..rules.cards import FULL_MASK, iter_mask
from ..rules.state import Phase
from .bidding import HOKUM_BID, SUN_BID, hokum_strength, sun_strength
from .knowledge import Knowledge

__all__ = ["World", "sample_worlds"]

#: how strongly the buyer's bid tilts the worlds (per point of hand strength)
EVIDENCE_SCALE = 0.05
#: during the bidding, the strength a bidder's 5 cards (and the floor) must have at least
HOKUM_FIT = HOKUM_BID - 4
SUN_FIT = SUN_BID - 4
#: draws allowed to find bidding-phase worlds where every bid fits its bidder's hand
BID_DRAWS = 40


class World(NamedTuple):
    """Four hands (by seat), the cards not dealt yet (bidding only) and a weight."""

    hands: tuple[int, int, int, int]
    stock: int
    weight: float


def _from_cards(cards: list[int]) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def _split_two(
    rest: int, allowed_a: int, allowed_b: int, need_a: int, rng: _random.Random
) -> tuple[int, int, int] | None:
    """Split ``rest`` between A (``need_a`` cards) and B (the others) uniformly among
    the splits that respect both allowed masks; returns (A, B, number of splits)."""
    only_a = rest & ~allowed_b
    only_b = rest & ~allowed_a
    if only_a & only_b:
        return None
    both = rest & ~only_a & ~only_b
    k = need_a - only_a.bit_count()
    free = both.bit_count()
    if k < 0 or k > free:
        return None
    chosen = _from_cards(rng.sample(list(iter_mask(both)), k))
    a = only_a | chosen
    return a, rest & ~a, math.comb(free, k)


def _one_world(
    unknown: int,
    receivers: list[int],
    needs: list[int],
    allowed: list[int],
    rng: _random.Random,
) -> tuple[list[int], float] | None:
    """Deal ``unknown`` to the receivers; None when this attempt hits a dead end."""
    got = [0] * len(receivers)
    weight = 1.0
    rest = unknown
    for i in range(len(receivers) - 2):
        pool = rest & allowed[i]
        if pool.bit_count() < needs[i]:
            return None
        if i:
            weight *= math.comb(pool.bit_count(), needs[i])
        got[i] = _from_cards(rng.sample(list(iter_mask(pool)), needs[i]))
        rest &= ~got[i]
    split = _split_two(rest, allowed[-2], allowed[-1], needs[-2], rng)
    if split is None:
        return None
    got[-2], got[-1], count = split
    return got, weight * count


def _evidence(k: Knowledge, hands: list[int]) -> float:
    """Soft evidence of the bid: the buyer's dealt cards make a hand for its contract."""
    c = k.contract
    if c is None or c.buyer == k.seat:
        return 1.0
    dealt = hands[c.buyer]
    for p in k.plays:
        if p.seat == c.buyer:
            dealt |= 1 << p.card
    strength = sun_strength(dealt) if c.trump is None else hokum_strength(dealt, c.trump_index)
    return math.exp(EVIDENCE_SCALE * strength)


def _bids_fit(k: Knowledge, hands: list[int]) -> bool:
    """During the bidding: did every other bidder hold a hand worth its bid?  (The bidders
    are assumed to bid about as the heuristic does, with some slack.)"""
    floor = 1 << k.floor
    floor_suit = k.floor >> 3
    for action in k.history:
        s = action.seat
        if s == k.seat:
            continue
        if isinstance(action, Hokum) and action.suit is None and k.phase is not Phase.BID2:
            strength = hokum_strength(hands[s] | floor, floor_suit) - HOKUM_FIT
        elif isinstance(action, Sun):
            strength = sun_strength(hands[s] | floor) - SUN_FIT
        elif isinstance(action, Ashkal):
            strength = sun_strength(hands[s]) - SUN_FIT
        else:
            continue
        if strength < 0:
            return False
    return True


def sample_worlds(
    k: Knowledge, n: int, rng: _random.Random, *, evidence: bool = True, tries: int = 60
) -> list[World]:
    """``n`` worlds consistent with ``k`` (see the module docstring), with weights.

    When the view's constraints cannot be met (a foul nobody has proved yet can make
    them contradictory), the exclusions are dropped for that world.
    """
    others = [s for s in range(4) if s != k.seat]
    unknown = FULL_MASK & ~k.hand & ~k.played
    for s in others:
        unknown &= ~k.known[s]
    if k.contract is None:
        unknown &= ~(1 << k.floor)
    needs = [k.counts[s] - k.known[s].bit_count() for s in others]
    allowed = [FULL_MASK & ~k.excluded[s] for s in others]
    receivers = list(others)
    stock_need = unknown.bit_count() - sum(needs)
    if stock_need > 0:
        receivers.append(-1)
        needs.append(stock_need)
        allowed.append(FULL_MASK)
    # the most constrained receivers first; the two freest split the rest
    order = sorted(
        range(len(receivers)), key=lambda i: (unknown & allowed[i]).bit_count() - needs[i]
    )
    receivers = [receivers[i] for i in order]
    needs = [needs[i] for i in order]
    allowed = [allowed[i] for i in order]
    worlds: list[World] = []
    bidding = evidence and k.contract is None
    for _ in range(n):
        for _attempt in range(BID_DRAWS if bidding else 1):
            world = _draw(k, unknown, receivers, needs, allowed, rng, tries)
            if not bidding or _bids_fit(k, list(world.hands)):
                break
        if evidence and not bidding:
            world = world._replace(weight=world.weight * _evidence(k, list(world.hands)))
        worlds.append(world)
    return worlds


def _draw(
    k: Knowledge,
    unknown: int,
    receivers: list[int],
    needs: list[int],
    allowed: list[int],
    rng: _random.Random,
    tries: int,
) -> World:
    dealt = None
    for attempt in range(tries):
        use = allowed if attempt < tries - 1 else [FULL_MASK] * len(allowed)
        dealt = _one_world(unknown, receivers, needs, use, rng)
        if dealt is not None:
            break
    if dealt is None:  # pragma: no cover - the last attempt has no constraints
        raise RuntimeError("no world matches the view")
    got, weight = dealt
    hands = [0, 0, 0, 0]
    hands[k.seat] = k.hand
    stock = 0
    for r, cards in zip(receivers, got, strict=True):
        if r < 0:
            stock = cards
        else:
            hands[r] = cards | k.known[r]
    return World((hands[0], hands[1], hands[2], hands[3]), stock, weight)
