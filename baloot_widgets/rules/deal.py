"""Dealing: seeded shuffle and cut, 3+2, the floor card, then 3/2 (RULES.md §2-3).

A *pack* is a tuple of the 32 card ints from the top, after the shuffle and the cut.
Who receives each card of the pack is one fact, :func:`dealt_to` (over :func:`seat_order`,
P1 to P4 for a dealer); the deals below follow it.

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
from functools import cache

from ..i18n import Join, Message, quote
from .cards import Card, CardLike, CardSet
from .errors import BalootError, RecordError

__all__ = [
    "FLOOR_INDEX",
    "check_dealer",
    "check_seed",
    "complete_deal",
    "deal_all",
    "dealt_to",
    "first_deal",
    "pack_for_hands",
    "seat_order",
    "shuffled_pack",
    "validate_pack",
]

#: index in the pack of the floor card (the 21st card)
FLOOR_INDEX = 20
#: cards each player gets before the bidding, P1 to P4, in two rounds (RULES.md §3.2)
_ROUNDS = (3, 2)


def seat_order(dealer: int) -> tuple[int, int, int, int]:
    """The seats of P1, P2, P3 and P4 when ``dealer`` deals (RULES.md §2): P1 is the
    dealer's right, P2 the dealer's partner, P3 the dealer's left and P4 the dealer.  It is
    the order of dealing and of the bidding, and P1 leads the first trick by default.

    >>> seat_order(0), seat_order(2)
    ((1, 2, 3, 0), (3, 0, 1, 2))
    """
    d = dealer % 4
    return (d + 1) % 4, (d + 2) % 4, (d + 3) % 4, d


@cache
def _before_bidding(dealer: int) -> tuple[int, ...]:
    """The seat that receives each of the first 20 cards of the pack: 3 each, then 2 each."""
    return tuple(seat for n in _ROUNDS for seat in seat_order(dealer) for _ in range(n))


@cache
def _after_bidding(dealer: int, buyer: int) -> tuple[int, ...]:
    """The seat that receives each card from the floor card (index 20) on: the floor card
    and 2 more to the buyer, 3 to everyone else, from P1."""
    later = [seat for seat in seat_order(dealer) for _ in range(2 if seat == buyer else 3)]
    return (buyer, *later)


def dealt_to(index: int, dealer: int, buyer: int | None = None) -> int | None:
    """The seat that receives the card at ``index`` of the pack (0 is the top card) when
    ``dealer`` deals and ``buyer`` buys (RULES.md §3): 3 cards each to P1, P2, P3, P4, then 2
    each; the next card (index 20) is the floor card, which the buyer takes; then the buyer
    gets 2 more and everyone else 3, from P1.  None for the cards from the floor card on
    while nobody has bought.

    >>> [dealt_to(i, dealer=0) for i in (0, 3, 12, 14, 20)]
    [1, 2, 1, 2, None]
    >>> [dealt_to(i, dealer=0, buyer=2) for i in (20, 21, 23, 24, 26, 31)]
    [2, 1, 1, 2, 3, 0]
    """
    if not 0 <= index < 32:
        raise BalootError(Message.of("error.pack_index", index=quote(index)))
    if index < FLOOR_INDEX:
        return _before_bidding(dealer % 4)[index]
    return None if buyer is None else _after_bidding(dealer % 4, buyer % 4)[index - FLOOR_INDEX]


def shuffled_pack(seed: int | str | _random.Random | None) -> tuple[int, ...]:
    """The 32 cards shuffled by the dealer and cut by the dealer's left, from a seed.

    The same seed always gives the same pack.

    >>> shuffled_pack(1) == shuffled_pack(1), sorted(shuffled_pack(1)) == list(range(32))
    (True, True)
    """
    rng = seed if isinstance(seed, _random.Random) else _random.Random(check_seed(seed))
    pack = list(range(32))
    rng.shuffle(pack)
    cut = rng.randint(1, 31)
    return tuple(pack[cut:] + pack[:cut])


def check_seed(seed: object) -> int | str | None:
    """``seed`` when it can deal (and be saved in a record): a whole number, a text or
    None (a new shuffle each time); anything else is a BalootError that says so.

    >>> check_seed(7), check_seed("lesson 3"), check_seed(None)
    (7, 'lesson 3', None)
    >>> check_seed([1])
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.BalootError: seed must be a whole number, a text or None, not [1]
    """
    if (
        seed is None
        or isinstance(seed, str)
        or (isinstance(seed, int) and not isinstance(seed, bool))
    ):
        return seed
    raise BalootError(Message.of("error.seed", seed=quote(seed)))


def check_dealer(dealer: object) -> int:
    """``dealer`` when it is a seat 0-3, else a BalootError that says so."""
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer <= 3:
        raise BalootError(Message.of("error.dealer", dealer=quote(dealer)))
    return dealer


def validate_pack(pack: Sequence[int]) -> tuple[int, ...]:
    """Check that a pack holds each of the 32 cards once; return it as a tuple."""
    cards = tuple(pack) if isinstance(pack, (list, tuple)) else ()
    if (
        len(cards) != 32
        or not all(isinstance(c, int) and not isinstance(c, bool) for c in cards)
        or sorted(cards) != list(range(32))
    ):
        raise RecordError(Message.of("error.pack_cards"))
    return tuple(int(c) for c in cards)


def first_deal(pack: Sequence[int], dealer: int) -> tuple[tuple[int, int, int, int], int]:
    """Deal 3 then 2 cards to P1, P2, P3, P4 (starting at the dealer's right) and turn the
    21st card face up.  Returns the four 5-card hand masks (by seat) and the floor card."""
    hands = [0, 0, 0, 0]
    for card, seat in zip(pack, _before_bidding(dealer % 4), strict=False):
        hands[seat] |= 1 << card
    return (hands[0], hands[1], hands[2], hands[3]), pack[FLOOR_INDEX]


def complete_deal(
    pack: Sequence[int], dealer: int, buyer: int, hands: Sequence[int]
) -> tuple[int, int, int, int]:
    """After the contract: the buyer takes the floor card and 2 more, everyone else 3,
    dealt from the top starting with P1 (RULES.md §3.3)."""
    full = list(hands)
    for card, seat in zip(pack[FLOOR_INDEX:], _after_bidding(dealer % 4, buyer), strict=True):
        full[seat] |= 1 << card
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
    if not isinstance(hands, (list, tuple)) or len(hands) != 4:
        raise BalootError(Message.of("error.four_hands", hands=quote(hands)))
    seats = [
        list(CardSet(h)) if isinstance(h, (str, CardSet)) else [Card(c) for c in h] for h in hands
    ]
    owner: dict[Card, int] = {}
    for seat, cards in enumerate(seats):
        for c in cards:
            if c in owner:
                if owner[c] == seat:
                    raise BalootError(Message.of("error.card_given_twice", card=c))
                raise BalootError(Message.of("error.card_given_two", card=c, a=owner[c], b=seat))
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
    baloot_widgets.rules.errors.BalootError: A♠ is given to seat 0 and seat 1: the pack has one of each card
    """
    d = check_dealer(dealer)
    seats = _seat_cards(hands)
    f = Card(floor)
    sizes = sorted(len(cards) for cards in seats)
    holders = [s for s, cards in enumerate(seats) if f in cards]
    if sizes == [5, 5, 5, 5]:
        if holders:
            raise BalootError(Message.of("error.floor_in_five", card=f, seat=holders[0]))
        first = seats
        tail = [Card(c) for c in range(32) if all(Card(c) not in x for x in seats) and c != f]
        _random.Random(check_seed(seed)).shuffle(tail)  # dealt after the contract as they come
    elif sizes == [8, 8, 8, 8]:
        if len(holders) != 1:
            raise BalootError(Message.of("error.floor_with_buyer", card=f))
        own = [[c for c in cards if c != f] for cards in seats]
        first = [cards[:5] for cards in own]
        later = [iter(cards[5:]) for cards in own]
        tail = [next(later[seat]) for seat in _after_bidding(d, holders[0])[1:]]
    else:
        counts = Join(tuple(len(cards) for cards in seats), words="join.list")
        raise BalootError(Message.of("error.hand_sizes", counts=counts))
    before = [iter(cards) for cards in first]
    pack = [int(next(before[seat])) for seat in _before_bidding(d)]
    return validate_pack([*pack, int(f), *(int(c) for c in tail)])
