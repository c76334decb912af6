"""Dealing: seeded shuffle and cut, 3+2, the floor card, then 3/2 (RULES.md §3).

A *pack* is a tuple of the 32 card ints from the top, after the shuffle and the cut.

>>> pack = shuffled_pack(7)
>>> hands, floor = first_deal(pack, dealer=0)
>>> [h.bit_count() for h in hands], floor == pack[20]
([5, 5, 5, 5], True)
>>> full = complete_deal(pack, dealer=0, buyer=2, hands=hands)
>>> [h.bit_count() for h in full]
[8, 8, 8, 8]
"""

from __future__ import annotations

import random as _random
from collections.abc import Sequence

from ..errors import RecordError

__all__ = [
    "FLOOR_INDEX",
    "complete_deal",
    "deal_all",
    "first_deal",
    "shuffled_pack",
    "validate_pack",
]

#: index in the pack of the floor card (the 21st card)
FLOOR_INDEX = 20


def shuffled_pack(seed: int | str | _random.Random | None) -> tuple[int, ...]:
    """The 32 cards shuffled by the dealer and cut by the dealer's left, from a seed.

    The same seed always gives the same pack.

    >>> shuffled_pack(1) == shuffled_pack(1), sorted(shuffled_pack(1)) == list(range(32))
    (True, True)
    """
    rng = seed if isinstance(seed, _random.Random) else _random.Random(seed)
    pack = list(range(32))
    rng.shuffle(pack)
    cut = rng.randint(1, 31)
    return tuple(pack[cut:] + pack[:cut])


def validate_pack(pack: Sequence[int]) -> tuple[int, ...]:
    """Check that a pack holds each of the 32 cards once; return it as a tuple."""
    cards = tuple(int(c) for c in pack)
    if len(cards) != 32 or sorted(cards) != list(range(32)):
        raise RecordError("a pack must hold each of the 32 cards exactly once")
    return cards


def first_deal(pack: Sequence[int], dealer: int) -> tuple[tuple[int, int, int, int], int]:
    """Deal 3 then 2 cards to P1, P2, P3, P4 (starting at the dealer's right) and turn the
    21st card face up.  Returns the four 5-card hand masks (by seat) and the floor card."""
    hands = [0, 0, 0, 0]
    i = 0
    for count in (3, 2):
        for k in range(1, 5):
            seat = (dealer + k) % 4
            for _ in range(count):
                hands[seat] |= 1 << pack[i]
                i += 1
    return (hands[0], hands[1], hands[2], hands[3]), pack[FLOOR_INDEX]


def complete_deal(
    pack: Sequence[int], dealer: int, buyer: int, hands: Sequence[int]
) -> tuple[int, int, int, int]:
    """After the contract: the buyer takes the floor card and 2 more, everyone else 3,
    dealt from the top starting with P1 (RULES.md §3.3)."""
    full = list(hands)
    full[buyer] |= 1 << pack[FLOOR_INDEX]
    i = FLOOR_INDEX + 1
    for k in range(1, 5):
        seat = (dealer + k) % 4
        for _ in range(2 if seat == buyer else 3):
            full[seat] |= 1 << pack[i]
            i += 1
    return full[0], full[1], full[2], full[3]


def deal_all(
    rng: _random.Random, dealer: int = 0, buyer: int | None = None
) -> tuple[int, int, int, int]:
    """A complete random 8-card deal (for playouts and probability): the buyer (default
    P1) takes the floor card."""
    pack = shuffled_pack(rng)
    hands, _ = first_deal(pack, dealer)
    return complete_deal(pack, dealer, (dealer + 1) % 4 if buyer is None else buyer, hands)
