"""What the search learns about a trick start before searching it: its sure bounds
(:mod:`._bounds`) and which cards of each hand are dominated (:mod:`._dominance`), in one
pass over the four suits.

Both facts of a suit depend only on the four hands' cards in that suit (and, for the
leads, on who could ruff), so each suit pattern is summed up once per contract and kept;
a position then costs four look-ups and a few bit operations.

>>> from baloot_widgets.rules.cards import CardSet
>>> facts = Facts(t=-1, closed=False)
>>> hands = [CardSet(h).mask for h in ("AS 10S 7H", "KS 8H 9H", "7S JH QH", "8S AH 10H")]
>>> f = facts.of(*hands, rem=61)
>>> f.lower, f.upper  # A♠ and 10♠ are sure, and they draw K♠ 7♠ 8♠: 25 at least
(25, 61)
>>> str(CardSet(f.dominated_leads))  # nobody beats A♠ 10♠: lead the richer one only
'10♠'
>>> facts.of(*[CardSet(h).mask for h in ("AS", "KS", "7S", "8S")], rem=25)[:2]
(25, 25)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ..rules.cards import SUIT_MASKS
from ..rules.play import POINTS, POWER
from ._bounds import plain_summary, trump_summary
from ._dominance import suit_ends

__all__ = ["SPREAD", "Facts", "FactsFn", "PositionFacts"]

#: the byte of one suit in each of four masks packed as ``a0 | a1 << 32 | a2 << 64 | a3 << 96``
SPREAD = 0xFF | 0xFF << 32 | 0xFF << 64 | 0xFF << 96

#: ``facts(key, a0, a1, a3, rem)``: see :meth:`Facts.make`
FactsFn = Callable[[int, int, int, int, int], tuple[int, ...]]


class PositionFacts(NamedTuple):
    """The facts of one trick start, as :meth:`Facts.make`'s function returns them."""

    lower: int  #: the leader's team takes at least this many Abnat
    upper: int  #: and at most this many
    rich1: int  #: the richest card of each run of hand 1 (then hands 2 and 3)
    cheap1: int  #: the cheapest card of each run of hand 1 (then hands 2 and 3)
    rich2: int
    cheap2: int
    rich3: int
    cheap3: int
    below2: int  #: the cards below hand 2's strongest of each suit (then hand 3)
    below3: int
    dominated_leads: int  #: leads nobody can beat, dominated by a richer card of their run


def _weakest_first(power: tuple[int, ...], s: int) -> tuple[int, ...]:
    """The ranks of suit ``s`` from the weakest to the strongest."""
    return tuple(sorted(range(8), key=lambda r: power[8 * s + r]))


class Facts:
    """The facts of the trick starts of one contract (trump ``t``, -1 for Sun; ``closed``
    for a closed Hokum), with the summaries of the suit patterns met so far."""

    def __init__(self, t: int, closed: bool) -> None:
        self.t = t
        self.closed = closed
        power = POWER[t + 1]
        points = POINTS[t + 1]
        self._orders = tuple(_weakest_first(power, s) for s in range(4))
        self._points = tuple(tuple(points[8 * s + r] for r in range(8)) for s in range(4))
        self._tables: tuple[dict[int, tuple[int, ...]], ...] = tuple({} for _ in range(4))

    def of(self, a0: int, a1: int, a2: int, a3: int, rem: int) -> PositionFacts:
        """The facts of the trick start where ``a0`` leads (``a2`` is its partner) and
        ``rem`` Abnat are left."""
        key = a0 | a1 << 32 | a2 << 64 | a3 << 96
        return PositionFacts(*self.make()(key, a0, a1, a3, rem))

    def _summary(self, s: int, p: int) -> tuple[int, ...]:
        """Suit ``s`` of a position (``p``: its bytes at bits 0, 32, 64, 96), the masks
        shifted to the suit: rich1, cheap1, rich2, cheap2, rich3, cheap3, below2, below3,
        dominated leads, then the sure tricks of the leader and their Abnat (a plain
        suit) or :func:`trump_summary`'s five figures (the trump suit)."""
        b = (p & 0xFF, p >> 32 & 0xFF, p >> 64 & 0xFF, p >> 96 & 0xFF)
        rich, cheap, below, dominated = suit_ends(b, self._orders[s], self._points[s])
        sh = 8 * s
        masks = (
            rich[1] << sh, cheap[1] << sh, rich[2] << sh, cheap[2] << sh,
            rich[3] << sh, cheap[3] << sh, below[2] << sh, below[3] << sh, dominated << sh,
        )  # fmt: skip
        sure = trump_summary(b) if s == self.t else plain_summary(b)
        return (*masks, *sure)

    def make(self) -> FactsFn:
        """The function of the kernel's hot loop: ``facts(key, a0, a1, a3, rem)``, where
        ``key`` packs the four hands as the transposition table does, gives the fields
        of :class:`PositionFacts` as a plain tuple."""
        t = self.t
        closed = self.closed
        tmask = SUIT_MASKS[t] if t >= 0 else 0
        summary = self._summary
        plain = tuple((s, 8 * s, SUIT_MASKS[s], self._tables[s]) for s in range(4) if s != t)
        trump_table = self._tables[t] if t >= 0 else {}

        def facts(key: int, a0: int, a1: int, a3: int, rem: int) -> tuple[int, ...]:
            r1 = c1 = r2 = c2 = r3 = c3 = f2 = f3 = dom = 0
            n = lo = 0
            # a plain lead that seat 1 or 3 would ruff can be beaten
            ruff1 = a1 & tmask
            ruff3 = a3 & tmask
            for s, sh, suit, table in plain:
                p = key >> sh & SPREAD
                if p:
                    g = table.get(p)
                    if g is None:
                        g = table[p] = summary(s, p)
                    r1 |= g[0]
                    c1 |= g[1]
                    r2 |= g[2]
                    c2 |= g[3]
                    r3 |= g[4]
                    c3 |= g[5]
                    f2 |= g[6]
                    f3 |= g[7]
                    if g[8] and not ((ruff1 and not a1 & suit) or (ruff3 and not a3 & suit)):
                        dom |= g[8]
                    n += g[9]
                    lo += g[10]
            if t < 0:
                if n == a0.bit_count():
                    return rem, rem, r1, c1, r2, c2, r3, c3, f2, f3, dom
                return lo, rem, r1, c1, r2, c2, r3, c3, f2, f3, dom
            p = key >> 8 * t & SPREAD
            lost = most = nt = mine = 0
            if p:
                g = trump_table.get(p)
                if g is None:
                    g = trump_table[p] = summary(t, p)
                r1 |= g[0]
                c1 |= g[1]
                r2 |= g[2]
                c2 |= g[3]
                r3 |= g[4]
                c3 |= g[5]
                f2 |= g[6]
                f3 |= g[7]
                dom |= g[8]
                nt, mine, forced, lost, most = g[9:]
                if closed and a0 & ~tmask and a0 & tmask:
                    nt = 0  # no trump lead while the leader holds a plain card
                else:
                    mine += forced
            if most <= nt:  # nobody else can ruff once the sure trumps are cashed
                nt += n
                mine += lo
            if nt == a0.bit_count():
                return rem, rem, r1, c1, r2, c2, r3, c3, f2, f3, dom
            return mine, rem - lost, r1, c1, r2, c2, r3, c3, f2, f3, dom

        return facts
