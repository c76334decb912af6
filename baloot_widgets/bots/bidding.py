"""Hand evaluation for bidding and doubling (RULES.md §4 and §5), on masks.

Two numbers drive every call: :func:`sun_strength` (Aces, guarded Tens, long suits) and
:func:`hokum_strength` (the trumps J 9 A 10 and their number, side Aces, short side
suits).  A hand of 5 dealt cards plus the floor card bids Sun at about
:data:`SUN_BID` and Hokum at about :data:`HOKUM_BID`.

Each number is the sum of the **parts** of a hand, one per suit: :func:`sun_parts`,
:func:`trump_parts` and :func:`side_parts` say what counts and how much (the one place of
the count; the strengths add up tables made from them, and
:func:`~baloot_widgets.bots.appraise.appraise` shows them to a learner).

>>> from baloot_widgets import CardSet
>>> sun_strength(CardSet("AS 10S AH KD 7C 8C").mask) >= SUN_BID
True
>>> hokum_strength(CardSet("JH 9H AH AS 7C 8D").mask, 1) >= HOKUM_BID
True
>>> [(p.key, p.points) for p in sun_parts(CardSet("AS 10S KS").mask)]
[('ace', 10), ('ten_with_ace', 8), ('king_top', 3)]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..rules.cards import SUIT_MASKS, Rank

__all__ = [
    "DOUBLE_HOKUM",
    "DOUBLE_SUN",
    "HOKUM_BID",
    "SUN_BID",
    "TRIPLE",
    "Part",
    "best_hokum_suit",
    "hokum_parts",
    "hokum_strength",
    "named_trump",
    "side_parts",
    "sun_parts",
    "sun_strength",
    "trump_parts",
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
# the trump ranks from the highest, J 9 A 10 K Q 8 7 (RULES §1), for the order of the parts
_TRUMP_ORDER = sorted(range(8), key=lambda r: -Rank(r).trump_order)


class Part(NamedTuple):
    """One line of a hand's count: what it is (``key``: "ace", "ten_with_ace",
    "trump", "side_ace", "short_suit"...), its suit, the cards it counts (a mask of the
    hand; none for a missing side suit) and its points."""

    key: str
    suit: int
    cards: int
    points: int


def _has(byte: int, rank: Rank) -> bool:
    return bool(byte >> rank & 1)


def _sun_suit(byte: int, suit: int) -> list[Part]:
    """The Sun parts of one suit (``byte``: its ranks)."""
    length = byte.bit_count()
    ace, ten, king = _has(byte, Rank.ACE), _has(byte, Rank.TEN), _has(byte, Rank.KING)
    at = 8 * suit
    out: list[Part] = []
    if ace:
        out.append(Part("ace", suit, 1 << (at + Rank.ACE), 10))
    if ten:
        key, points = (
            ("ten_with_ace", 8) if ace else ("ten_guarded", 4) if length >= 2 else ("ten_bare", 1)
        )
        out.append(Part(key, suit, 1 << (at + Rank.TEN), points))
    if king:
        if ace and ten:
            out.append(Part("king_top", suit, 1 << (at + Rank.KING), 3))
        elif (ace or ten) and length >= 2:
            out.append(Part("king_guarded", suit, 1 << (at + Rank.KING), 2))
        elif length >= 3:
            out.append(Part("king_long", suit, 1 << (at + Rank.KING), 1))
    if ace and length >= 4:
        out.append(Part("length", suit, byte << at, 2 * (length - 3)))
    return out


def _trump_suit(byte: int, suit: int) -> list[Part]:
    """The Hokum parts of the trump suit (``byte``: its ranks)."""
    at = 8 * suit
    out = [
        Part("trump", suit, 1 << (at + r), _TRUMP_VALUE[r]) for r in _TRUMP_ORDER if byte >> r & 1
    ]
    count = byte.bit_count()
    if count > 2:
        out.append(Part("trump_length", suit, byte << at, 3 * (count - 2)))
    return out


def _side_suit(byte: int, suit: int, trumps: int) -> list[Part]:
    """The Hokum parts of a side suit (``byte``: its ranks) beside ``trumps`` trumps."""
    at = 8 * suit
    out: list[Part] = []
    if _has(byte, Rank.ACE):
        out.append(Part("side_ace", suit, 1 << (at + Rank.ACE), 7))
        if _has(byte, Rank.TEN):
            out.append(Part("side_ten", suit, 1 << (at + Rank.TEN), 5))
    if trumps >= 3 and byte.bit_count() <= 1:
        out.append(Part("short_suit", suit, byte << at, 2))
    return out


def _table(parts: list[list[Part]]) -> tuple[int, ...]:
    return tuple(sum(p.points for p in ps) for ps in parts)


# the strength of one suit's ranks (a byte), summed from the parts above
_SUN = _table([_sun_suit(b, 0) for b in range(256)])
_TRUMPS = _table([_trump_suit(b, 0) for b in range(256)])
_SIDE = (  # beside fewer than three trumps, and beside three or more
    _table([_side_suit(b, 0, 0) for b in range(256)]),
    _table([_side_suit(b, 0, 3) for b in range(256)]),
)


def sun_parts(hand: int) -> list[Part]:
    """What counts for Sun: an Ace 10, a Ten 8 beside its Ace (4 with another card of
    its suit, 1 alone), a King 3 beside A and 10 (2 beside one of them, 1 in a suit of
    three), and 2 for each card past the third in a suit headed by its Ace."""
    return [p for s in range(4) for p in _sun_suit(hand >> (8 * s) & 0xFF, s)]


def trump_parts(hand: int, trump: int) -> list[Part]:
    """What the trumps count for Hokum in ``trump``: J 12, 9 10, A 7, 10 6, K and Q 4,
    8 and 7 3, and 3 more for each trump past the second."""
    return _trump_suit(hand >> (8 * trump) & 0xFF, trump)


def side_parts(hand: int, trump: int) -> list[Part]:
    """What the side suits count for Hokum in ``trump``: an Ace 7, a Ten beside its Ace
    5, and 2 for a side suit of one card or none when holding three trumps or more."""
    trumps = (hand & SUIT_MASKS[trump]).bit_count()
    return [
        p for s in range(4) if s != trump for p in _side_suit(hand >> (8 * s) & 0xFF, s, trumps)
    ]


def hokum_parts(hand: int, trump: int) -> list[Part]:
    """Every part of the Hokum count in ``trump``: the trumps, then the side suits."""
    return trump_parts(hand, trump) + side_parts(hand, trump)


def sun_strength(hand: int) -> int:
    """How good a hand is for Sun: the sum of its :func:`sun_parts`.

    >>> from baloot_widgets import CardSet
    >>> sun_strength(CardSet("AS 10S KS").mask), sun_strength(CardSet("10H 7C").mask)
    (21, 1)
    """
    return (
        _SUN[hand & 0xFF]
        + _SUN[hand >> 8 & 0xFF]
        + _SUN[hand >> 16 & 0xFF]
        + _SUN[hand >> 24 & 0xFF]
    )


def hokum_strength(hand: int, trump: int) -> int:
    """How good a hand is for Hokum in ``trump``: the sum of its :func:`hokum_parts`.

    >>> from baloot_widgets import CardSet
    >>> hokum_strength(CardSet("JS 9S AS").mask, 0), hokum_strength(CardSet("JS AH").mask, 0)
    (38, 19)
    """
    trumps = hand >> (8 * trump) & 0xFF
    side = _SIDE[trumps.bit_count() >= 3]
    value = _TRUMPS[trumps]
    for s in range(4):
        if s != trump:
            value += side[hand >> (8 * s) & 0xFF]
    return value


def named_trump(hand: int, suits: Sequence[int]) -> int:
    """The trump suit the heuristic names among ``suits`` when it confirms a Hokum
    (RULES.md §4.2: in round 2, one of the three suits that are not the floor card's):
    the strongest for Hokum, the first of ``suits`` on a tie.  A round-2 Hokum bid means
    this suit, so its reason and the exercises name it (never the floor card's suit).

    >>> from baloot_widgets import CardSet
    >>> hand = CardSet("AS KS QS AH 8D JC").mask  # the floor card J♣ with the hand
    >>> "SHDC"[named_trump(hand, [0, 1, 2])]
    'S'
    """
    return max(suits, key=lambda s: hokum_strength(hand, s))


def best_hokum_suit(hand: int, *, exclude: int = -1) -> tuple[int, int]:
    """The best trump suit for ``hand`` (not ``exclude``) and its strength."""
    return max(
        ((s, hokum_strength(hand, s)) for s in range(4) if s != exclude),
        key=lambda x: (x[1], (hand & SUIT_MASKS[x[0]]).bit_count()),
    )
