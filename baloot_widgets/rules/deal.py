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

from ..cards import Card, CardLike, CardSet
from ..errors import BalootError, RecordError

__all__ = [
    "FLOOR_INDEX",
    "complete_deal",
    "deal_all",
    "first_deal",
    "pack_for_hands",
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


def _seat_cards(hands: Sequence[str | Sequence[CardLike] | CardSet]) -> list[list[Card]]:
    """Each seat's cards as listed, checked: four hands, no card twice."""
    if isinstance(hands, str) or len(hands) != 4:
        raise BalootError(
            "give the cards of the four seats, seat 0 first, e.g. "
            '["AS KS QS JS 10S", "7H 8H 9H JH QH", ...]'
        )
    seats = [
        list(CardSet(h)) if isinstance(h, (str, CardSet)) else [Card(c) for c in h] for h in hands
    ]
    owner: dict[Card, int] = {}
    for seat, cards in enumerate(seats):
        for c in cards:
            if c in owner:
                where = "twice" if owner[c] == seat else f"to seat {owner[c]} and seat {seat}"
                raise BalootError(f"{c} is given {where}: the pack has one of each card")
            owner[c] = seat
    return seats


def pack_for_hands(
    hands: Sequence[str | Sequence[CardLike] | CardSet],
    floor: CardLike,
    *,
    dealer: int = 0,
    seed: int | str | None = 0,
) -> tuple[int, ...]:
    """A pack that deals the named cards (RULES.md §3).  Either

    * every seat's **8 cards**, the floor card among the cards of the seat that will buy:
      that seat gets its first 5 other cards before the bidding, then the floor card and
      2 more; every other seat gets its first 5 cards, then 3 more.  If another seat buys,
      the last cards are dealt as the deal gives them, so the hands differ; or
    * every seat's **5 cards** before the bidding and the floor card: the other 11 cards
      are shuffled from ``seed`` and dealt after the contract.

    >>> pack = pack_for_hands(["AS KS QS JS 10S", "AH KH QH JH 10H", "AD KD QD JD 10D",
    ...                        "AC KC QC JC 10C"], "9S")
    >>> CardSet(first_deal(pack, 0)[0][1]), Card(pack[FLOOR_INDEX])
    (CardSet('AH 10H KH QH JH'), Card('9S'))
    >>> pack_for_hands(["AS KS", "AS", "", ""], "9S")
    Traceback (most recent call last):
    ...
    baloot_widgets.errors.BalootError: A♠ is given to seat 0 and seat 1: the pack has one of each card
    """
    seats = _seat_cards(hands)
    f = Card(floor)
    sizes = sorted(len(cards) for cards in seats)
    holders = [s for s, cards in enumerate(seats) if f in cards]
    if sizes == [5, 5, 5, 5]:
        if holders:
            raise BalootError(f"the floor card {f} cannot also be in seat {holders[0]}'s 5 cards")
        first = seats
        later: list[list[Card]] = [[], [], [], []]
        buyer = (dealer + 1) % 4
        rest = [Card(c) for c in range(32) if all(Card(c) not in x for x in seats) and c != f]
        _random.Random(seed).shuffle(rest)
        for k in range(1, 5):
            seat = (dealer + k) % 4
            n = 2 if seat == buyer else 3
            later[seat], rest = rest[:n], rest[n:]
    elif sizes == [8, 8, 8, 8]:
        if len(holders) != 1:
            raise BalootError(
                f"with 8 cards a seat, the floor card {f} must be in the hand of the seat that "
                "buys (it takes the floor card)"
            )
        buyer = holders[0]
        own = [[c for c in cards if c != f] for cards in seats]
        first = [cards[:5] for cards in own]
        later = [cards[5:] for cards in own]
    else:
        counts = ", ".join(str(len(cards)) for cards in seats)
        raise BalootError(
            f"give every seat 5 cards (dealt before the bidding) or 8 cards (the whole hand), "
            f"not {counts}"
        )
    pack: list[int] = []
    for count, part in ((3, 0), (2, 3)):
        for k in range(1, 5):
            pack.extend(int(c) for c in first[(dealer + k) % 4][part : part + count])
    pack.append(int(f))
    for k in range(1, 5):
        pack.extend(int(c) for c in later[(dealer + k) % 4])
    return validate_pack(pack)
