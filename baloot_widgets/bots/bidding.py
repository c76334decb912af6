"""Hand evaluation for bidding and doubling (RULES.md §4 and §5), on masks.

Two numbers drive every call: :func:`sun_strength` (Aces, guarded Tens, long suits) and
:func:`hokum_strength` (the trumps J 9 A 10 and their number, side Aces, short side
suits).  A hand of 5 dealt cards plus the floor card bids Sun at about
:data:`SUN_BID` and Hokum at about :data:`HOKUM_BID`.

>>> from baloot_widgets import CardSet
>>> sun_strength(CardSet("AS 10S AH KD 7C 8C").mask) >= SUN_BID
True
>>> hokum_strength(CardSet("JH 9H AH AS 7C 8D").mask, 1) >= HOKUM_BID
True
"""

from __future__ import annotations

from ..cards import SUIT_MASKS, Rank

__all__ = [
    "DOUBLE_HOKUM",
    "DOUBLE_SUN",
    "HOKUM_BID",
    "SUN_BID",
    "TRIPLE",
    "best_hokum_suit",
    "hokum_strength",
    "sun_strength",
]

#: strength (5 dealt cards + the floor card) from which the heuristic bids
SUN_BID = 27
HOKUM_BID = 30
#: strength of a full 8-card hand from which a defender doubles, and a buyer triples
DOUBLE_HOKUM = 52
DOUBLE_SUN = 44
TRIPLE = 62

# per plain rank 7 8 9 J Q K 10 A
_TRUMP_VALUE = (3, 3, 10, 12, 4, 4, 6, 7)


def _has(byte: int, rank: Rank) -> bool:
    return bool(byte >> rank & 1)


def _sun_suit(byte: int) -> int:
    length = byte.bit_count()
    value = 0
    ace, ten, king = _has(byte, Rank.ACE), _has(byte, Rank.TEN), _has(byte, Rank.KING)
    if ace:
        value += 10
    if ten:
        value += 8 if ace else 4 if length >= 2 else 1
    if king:
        value += (
            3 if ace and ten else 2 if (ace or ten) and length >= 2 else 1 if length >= 3 else 0
        )
    if ace and length >= 4:
        value += 2 * (length - 3)
    return value


def sun_strength(hand: int) -> int:
    """How good a hand is for Sun: Aces 10, a Ten 8 beside its Ace, Kings behind them,
    and length in a suit headed by its Ace.

    >>> from baloot_widgets import CardSet
    >>> sun_strength(CardSet("AS 10S KS").mask), sun_strength(CardSet("10H 7C").mask)
    (21, 1)
    """
    return sum(_sun_suit(hand >> (8 * s) & 0xFF) for s in range(4))


def hokum_strength(hand: int, trump: int) -> int:
    """How good a hand is for Hokum in ``trump``: J 12, 9 10, A 7, 10 6, K and Q 4, 7
    and 8 3 in trumps, 3 more for each trump past the second; side Aces 7, a Ten 5 beside
    its Ace; 2 for each short side suit when holding three trumps or more.

    >>> from baloot_widgets import CardSet
    >>> hokum_strength(CardSet("JS 9S AS").mask, 0), hokum_strength(CardSet("JS AH").mask, 0)
    (38, 19)
    """
    trumps = hand >> (8 * trump) & 0xFF
    count = trumps.bit_count()
    value = sum(_TRUMP_VALUE[r] for r in range(8) if trumps >> r & 1)
    value += 3 * max(0, count - 2)
    for s in range(4):
        if s == trump:
            continue
        byte = hand >> (8 * s) & 0xFF
        if _has(byte, Rank.ACE):
            value += 7
            if _has(byte, Rank.TEN):
                value += 5
        if count >= 3 and byte.bit_count() <= 1:
            value += 2
    return value


def best_hokum_suit(hand: int, *, exclude: int = -1) -> tuple[int, int]:
    """The best trump suit for ``hand`` (not ``exclude``) and its strength."""
    return max(
        ((s, hokum_strength(hand, s)) for s in range(4) if s != exclude),
        key=lambda x: (x[1], (hand & SUIT_MASKS[x[0]]).bit_count()),
    )
