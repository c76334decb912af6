"""Random material for positions, from a seeded ``random.Random`` only: contracts, cards
nobody else holds, and real hands dealt by the engine and played with random legal cards.

>>> import random
>>> c = random_contract(random.Random(1), mode="hokum", closed=True)
>>> c.mode, c.closed, c.multiplier
('hokum', True, 2)
>>> len(draw(random.Random(2), 5, taken=CardSet.parse("AS KS")) & CardSet.parse("AS KS"))
0
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from ..rules.cards import Card, CardSet, Rank, Suit
from ..rules.contract import Contract, Mode

__all__ = ["SEQUENCE", "cards_of", "contract_of", "draw", "four_of", "random_contract", "run_of"]

#: the ranks in sequence order, A K Q J 10 9 8 7 (RULES §1: runs are built in it)
SEQUENCE = tuple(sorted(Rank, key=lambda r: -r.sequence))


def random_contract(
    rng: random.Random, *, mode: Mode | None = None, closed: bool = False, doubled: bool = False
) -> Contract:
    """A contract of ``mode`` (either when None), bought by a random seat; a closed Hokum is
    doubled (closing is chosen with a Double, RULES §5)."""
    if mode is None:
        mode = "sun" if rng.random() < 0.5 else "hokum"
    buyer = rng.randrange(4)
    trump = Suit(rng.randrange(4)) if mode == "hokum" else None
    closed = closed and mode == "hokum"
    if doubled or closed:
        doubler = (buyer + rng.choice((1, 3))) % 4
        return Contract(mode=mode, trump=trump, buyer=buyer, multiplier=2, doubler=doubler,
                        closed=closed)  # fmt: skip
    return Contract(mode=mode, trump=trump, buyer=buyer)


def contract_of(t: int, closed: bool = False) -> Contract:
    """The contract of a trump given as an int (-1 for Sun), as the solver takes it."""
    return Contract(mode="sun") if t < 0 else Contract(mode="hokum", trump=Suit(t), closed=closed)


def draw(
    rng: random.Random, n: int, *, taken: CardSet | None = None, among: CardSet | None = None
) -> CardSet:
    """``n`` random cards of ``among`` (default: the pack) that are not ``taken``."""
    pool = list((among if among is not None else CardSet.full()) - (taken or CardSet()))
    return CardSet(rng.sample(pool, n))


def cards_of(ranks: Iterable[Rank], suit: Suit | int) -> list[Card]:
    """The cards of some ranks in one suit."""
    return [Card.of(r, suit) for r in ranks]


def run_of(suit: int, top: int, length: int) -> list[Card]:
    """``length`` cards in sequence in ``suit`` from the ``top``-th of :data:`SEQUENCE`."""
    return cards_of(SEQUENCE[top : top + length], suit)


def four_of(rank: Rank) -> list[Card]:
    """The four cards of a rank."""
    return [Card.of(rank, s) for s in range(4)]
