"""The cards worth searching and their order: merging equivalent cards, move ordering."""

from __future__ import annotations

from ..rules.cards import iter_mask
from ..rules.play import POINTS, POWER

__all__ = [
    "LOW_GROUPS",
    "SEVENS",
    "eights_out",
    "merge_equivalent",
    "order_follow",
    "order_lead",
]

#: the 7 of every suit, as bits
SEVENS = 0x01010101


def _low_group(t: int) -> int:
    """The cards that can be equivalent: 7 8 9 of a plain suit, 7 8 of trumps.

    Within a suit the plain order is 7 8 9 J Q K 10 A (points 0 0 0 2 3 4 10 11) and the
    trump order 7 8 Q K 10 A 9 J (0 0 3 4 10 11 14 20).  Two cards of one player are
    interchangeable when they score the same and no card still in play (in a hand or in
    the current trick) lies between them in power.  Equal points only occur among these
    low cards; a gap left by played cards never joins two cards of equal points (9/J, J/Q,
    Q/K, ... all differ in points).
    """
    mask = 0
    for s in range(4):
        mask |= (0b11 if s == t else 0b111) << (8 * s)
    return mask


LOW_GROUPS: tuple[int, ...] = tuple(_low_group(t) for t in range(-1, 4))


def eights_out(low: int, present: int) -> int:
    """The 7s (as bits) of the plain suits whose 8 is out of play: ``present`` holds every
    card still in play (the hands and the current trick)."""
    return (low & ~present) >> 1 & SEVENS


def merge_equivalent(m: int, low: int, eights: int) -> int:
    """Drop from ``m`` (some cards of one player) the cards that a higher, equivalent card
    of ``m`` makes redundant; ``eights`` from :func:`eights_out`.  A 7 goes when the 8 is
    in ``m``, or when the 8 is out of play and the 9 is in ``m`` (plain suits); an 8 goes
    when the 9 is in ``m``.  Such cards win and lose the same tricks, score the same and
    are legal in the same situations, so searching the highest one is enough.

    >>> spades = 0b1010_0101  # 7 9 Q A of spades, Sun
    >>> low = LOW_GROUPS[0]
    >>> bin(merge_equivalent(spades, low, eights_out(low, spades | 0b10)))  # 8 in play
    '0b10100101'
    >>> bin(merge_equivalent(spades, low, eights_out(low, spades)))  # 8 already played
    '0b10100100'
    """
    x = m & low
    return m ^ (x & ((x >> 1) | (eights & (x >> 2))))


def order_lead(m: int, t: int) -> tuple[int, ...]:
    """Leads to try (``m`` already merged), best first: plain cards from the strongest,
    then trumps from the strongest.  (Keeping trumps for last cut the nodes of Hokum
    full-deal solves by two thirds in the benchmark positions.)"""
    power = POWER[t + 1]
    cards = list(iter_mask(m))
    cards.sort(key=lambda c: (c >> 3 == t, -power[c]))
    return tuple(cards)


def order_follow(m: int, winners: int, partner_winning: bool, t: int) -> tuple[int, ...]:
    """Cards to follow with (``m`` already merged), best first.  Partner winning: the
    richest card first.  Else the cards that take the lead (``winners``), richest first,
    then the others, cheapest first."""
    power = POWER[t + 1]
    points = POINTS[t + 1]
    cards = list(iter_mask(m))
    if partner_winning:
        cards.sort(key=lambda c: (-points[c], -power[c]))
        return tuple(cards)
    win = [c for c in cards if winners >> c & 1]
    lose = [c for c in cards if not winners >> c & 1]
    win.sort(key=lambda c: (-points[c], -power[c]))
    lose.sort(key=lambda c: (points[c], power[c]))
    return tuple(win + lose)
