"""The hot loop of the double-dummy solver: alpha-beta over whole tricks at trick starts.

Internal conventions (see ``baloot_widgets.solver`` for the public API):

* hands are **relative to the trick's leader**: ``a0`` is the leader's mask, ``a1`` the next
  seat's, ``a2`` the leader's partner's, ``a3`` the last seat's.  A position at a trick start
  is then the four masks alone (who leads is implied), and they are the transposition key;
* values are the card Abnat (with the last-trick 10) that the **leader's team** takes from
  the remaining cards; ``rem`` is the total still to be won, so the other team gets
  ``rem - value``;
* searches are fail-soft alpha-beta: a value ``<= alpha`` is an upper bound, ``>= beta`` a
  lower bound, anything between is exact.

One call of :func:`build`'s ``search`` plays a whole trick with four nested loops (levels 0
and 2 maximise for the leader's team, levels 1 and 3 minimise), so the only Python call per
trick is the recursion into the next trick start.  At every trick start the search

1. names the position canonically (:mod:`._canon`), so that positions that differ only
   in irrelevant low cards share one table entry;
2. looks the position up in the transposition table, or else computes its facts
   (:mod:`._facts`): its sure bounds (:mod:`._bounds`), which may answer at once or
   narrow the window, and its dominated cards, kept in the table entry;
3. searches only the cards that no other card of the same hand dominates
   (:mod:`._dominance`): equal low cards are one card, and when a player's team is sure
   to win (lose) the trick, only the richest (cheapest) card of each run.

Legality always comes from :func:`~baloot_widgets.rules.play.legal_core`.
"""

from __future__ import annotations

from collections.abc import Callable
from time import perf_counter
from typing import NamedTuple

from ..rules.cards import SUIT_MASKS
from ..rules.play import BEATEN_BY, POINTS, POWER, TRUMP_MASKS, legal_core
from ._canon import Canon
from ._facts import Facts, FactsFn
from ._moves import LOW_GROUPS, SEVENS, eights_out, merge_equivalent, order_follow, order_lead

__all__ = ["TT", "BudgetSpent", "Kernel", "SearchAborted", "build"]

#: how many trick-start nodes between two looks at the clock
CHECK_EVERY = 1024
#: the transposition table is emptied when it grows past this many positions (memory
#: cap, about 100 MB with the facts each entry keeps)
TT_MAX = 400_000
#: the shared move caches are emptied past this many entries
MOVE_CACHE_MAX = 200_000
ORDER_CACHE_MAX = 50_000
_INF = 1 << 20

TT = dict[int, tuple[int, int, int, tuple[int, ...], int]]


class SearchAborted(Exception):
    """The node or time cap was reached; the caller turns this into an anytime answer."""


class BudgetSpent(Exception):
    """The caller's node budget (:attr:`Kernel.budget`) ran out: unlike
    :class:`SearchAborted`, no search turns this into an anytime answer, so it stops
    every search under the budget (a ``card_values``, a ``solve`` and its line) at once,
    and the caller tries again later or settles for bounds.  The transposition table
    only ever holds finished searches, so the work done is kept for the next try."""


# Ordered, merged legal cards, keyed by everything legal_core, the merging and the
# dominance look at:
#   hand (bits 0-31) | winning card << 32 | partner winning << 37 | suit led << 38
#   | leading << 40 | "the 8 of this suit is out of play" bits (at the 7s) << 41
#   | the dominated cards of the hand << 73
# One cache per (trump, closed, flags), shared by every search.
_LEAD_BIT = 1 << 40
_PARTNER_BIT = 1 << 37
_MOVE_CACHES: dict[tuple[int, bool, int], dict[int, tuple[int, ...]]] = {}
# orderings of merged legal masks, keyed by mask | winners in it << 32 | partner winning
# << 69 (or mask | 1 << 70 for a lead): they depend on the trump only
_ORDER_CACHES: tuple[dict[int, tuple[int, ...]], ...] = tuple({} for _ in range(5))
# the facts of trick starts (sure bounds, dominated cards), per contract
_FACTS: dict[tuple[int, bool], FactsFn] = {}


def _facts_of(t: int, closed: bool) -> FactsFn:
    fn = _FACTS.get((t, closed))
    if fn is None:
        fn = _FACTS[(t, closed)] = Facts(t, closed).make()
    return fn


class Kernel(NamedTuple):
    """The closures of one search context (trump, closed flag, play flags, table)."""

    #: ``search(a0, a1, a2, a3, rem, alpha, beta)``: value for the leader's team
    search: Callable[[int, int, int, int, int, int, int], int]
    #: ``moves(hand, led, win, partner_winning, present)``: the legal cards of ``hand``,
    #: equivalent cards merged, best first (``led`` = -1 for a lead; ``present`` = every
    #: card still in play, the current trick included)
    moves: Callable[[int, int, int, bool, int], tuple[int, ...]]
    #: ``nodes()``: trick-start positions visited so far
    nodes: Callable[[], int]
    #: ``limit(node_limit, deadline)``: caps for the next searches (``None`` = no cap)
    limit: Callable[[int | None, float | None], None]
    #: ``budget(node_limit)``: an outer cap over every search from now on (``None`` = no
    #: cap); reaching it raises :class:`BudgetSpent` whatever the searches' own caps
    budget: Callable[[int | None], None]
    #: the canonical positions the search and its table work on
    canon: Canon
    #: ``clear()``: forget the tables (exact two-trick values and transpositions)
    clear: Callable[[], None]


def build(t: int, closed: bool, flags: int, tt: TT) -> Kernel:
    """Make the search closures for trump ``t`` (-1 = Sun) over the table ``tt``."""
    power = POWER[t + 1]
    points = POINTS[t + 1]
    tmask = TRUMP_MASKS[t + 1]
    # beaters[w]: the cards that beat w when w is winning a trick (w is of the suit led or
    # a trump): higher cards of w's suit, and any trump if w is not one
    beaters = tuple(BEATEN_BY[t + 1][c] | (tmask if c >> 3 != t else 0) for c in range(32))
    low = LOW_GROUPS[t + 1]
    cache = _MOVE_CACHES.setdefault((t, closed, flags), {})
    orders = _ORDER_CACHES[t + 1]
    facts = _facts_of(t, closed)
    suits = SUIT_MASKS
    suits = SUIT_MASKS
    cache_get = cache.get
    tt_get = tt.get
    canon = Canon(low)
    canon_get, canon_fill = canon.lows_get, canon.lows
    low4 = low | low << 32 | low << 64 | low << 96
    nodes = 0
    node_cap = outer = _INF * _INF
    deadline: float | None = None
    stop_at = node_cap

    def arm() -> None:
        nonlocal stop_at
        stop_at = min(node_cap, outer)
        if deadline is not None:
            stop_at = min(stop_at, nodes + CHECK_EVERY)

    def limit(node_limit: int | None, until: float | None) -> None:
        nonlocal node_cap, deadline
        node_cap = _INF * _INF if node_limit is None else nodes + node_limit
        deadline = until
        arm()

    def budget(node_limit: int | None) -> None:
        nonlocal outer
        outer = _INF * _INF if node_limit is None else nodes + node_limit
        arm()

    def check() -> None:
        if nodes >= outer:
            raise BudgetSpent
        if nodes >= node_cap or (deadline is not None and perf_counter() >= deadline):
            raise SearchAborted
        arm()

    def count() -> int:
        return nodes

    def clear() -> None:
        tt.clear()

    def fill(key: int, hand: int, led: int, win: int, pw: bool, g7: int) -> tuple[int, ...]:
        """A cache miss: ask legal_core, merge equivalent cards, order (a second cache
        keyed by the merged cards alone saves most of the sorting).  ``hand`` may be a
        hand without its dominated cards: every run keeps a card, so it has the same
        suits and its legal cards are the hand's legal cards that it keeps."""
        m = merge_equivalent(legal_core(hand, led, win, pw, t, closed, flags)[0], low, g7)
        if led < 0:
            okey = m | 1 << 70
        else:
            w = m & beaters[win]
            okey = m | w << 32 | (1 << 69 if pw else 0)
        r = orders.get(okey)
        if r is None:
            if len(orders) >= ORDER_CACHE_MAX:
                orders.clear()
            r = orders[okey] = order_lead(m, t) if led < 0 else order_follow(m, w, pw, t)
        if len(cache) >= MOVE_CACHE_MAX:
            cache.clear()
        cache[key] = r
        return r

    def moves(hand: int, led: int, win: int, pw: bool, present: int) -> tuple[int, ...]:
        g7 = eights_out(low, present)
        if led < 0:
            key = hand | _LEAD_BIT | g7 << 41
        else:
            key = hand | win << 32 | (_PARTNER_BIT if pw else 0) | led << 38 | g7 << 41
        return cache_get(key) or fill(key, hand, led, win, pw, g7)

    def search(a0: int, a1: int, a2: int, a3: int, rem: int, alpha: int, beta: int) -> int:
        nonlocal nodes
        nodes += 1
        if nodes >= stop_at:
            check()
        if not a0 & (a0 - 1):
            # the last trick: one card each, so every play is forced
            c0 = a0.bit_length() - 1
            led = c0 >> 3
            wl = 0
            wp = power[c0]
            c = a1.bit_length() - 1
            if (c >> 3 == led or c >> 3 == t) and power[c] > wp:
                wl = 1
                wp = power[c]
            c = a2.bit_length() - 1
            if (c >> 3 == led or c >> 3 == t) and power[c] > wp:
                wl = 2
                wp = power[c]
            c = a3.bit_length() - 1
            if (c >> 3 == led or c >> 3 == t) and power[c] > wp:
                wl = 3
            return 0 if wl & 1 else rem
        pr = a0 | a1 | a2 | a3
        key = a0 | a1 << 32 | a2 << 64 | a3 << 96
        g = pr & low
        if g & (g + SEVENS):
            # a low card is missing below another: the table knows the position by its
            # canonical name (the search goes on with the real cards)
            lows = key & low4
            ck = key ^ lows | (canon_get(lows) or canon_fill(lows))
        else:
            ck = key
        entry = tt_get(ck)
        if entry is None:
            f = facts(key, a0, a1, a3, rem)
            lo = f[0]
            hi = f[1]
            bm = -1
        else:
            lo, hi, bm, f, fkey = entry
            if fkey != key:  # another position of the same name: its own facts, and its
                f = facts(key, a0, a1, a3, rem)  # move is not a card of this one (the
                bm = -1  # entry is stored under this position's key with this one's move)
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        if lo == hi:  # exact: answer before narrowing the window
            return lo
        if lo > alpha:
            alpha = lo
        if hi < beta:
            beta = hi
        y = a0 & (a0 - 1)
        two = not y & (y - 1)  # two tricks left: the last one is scored inline
        # g7: the 7s whose 8 is out of play (a 7 and a 9 of one hand are then equivalent)
        g7 = (low & ~pr) >> 1 & SEVENS  # eights_out(), inlined
        kg = g7 << 41
        _, _, rich1, cheap1, rich2, cheap2, rich3, cheap3, below2, below3, sure = f
        # leads nobody can beat win the trick: the richest card of each run
        h = a0 & ~sure  # the hand without its dominated cards: the same legal suits
        k = h | _LEAD_BIT | kg
        o0 = cache_get(k) or fill(k, h, -1, -1, False, g7)
        if bm >= 0 and o0[0] != bm and bm in o0:
            o0 = (bm, *(c for c in o0 if c != bm))
        al0 = alpha
        best0 = -_INF
        bc0 = -1
        d0 = d1 = d2 = 0
        for c0 in o0:
            na0 = a0 ^ (1 << c0)
            if two:
                d0 = na0.bit_length() - 1
            led = c0 >> 3
            kl = led << 38 | kg
            p0 = points[c0]
            bw = beaters[c0]
            # the cards seats 2 and 3 could beat in this trick (_dominance.beatable)
            suit = suits[led]
            if a2 & suit:
                b2 = below2 & suit
            elif led != t and a2 & tmask:
                b2 = suit | below2 & tmask
            else:
                b2 = 0
            if a3 & suit:
                b3 = below3 & suit
            elif led != t and a3 & tmask:
                b3 = suit | below3 & tmask
            else:
                b3 = 0
            # seat 1 takes the trick for sure if the partner of the leader cannot beat
            # its card; it loses it for sure if it does not beat c0 and its partner cannot
            if b3 >> c0 & 1:
                drop = a1 & bw & ~(rich1 | b2)
            else:
                drop = a1 & ~(rich1 | b2) & bw | a1 & ~bw & ~cheap1
            h = a1 & ~drop
            k = h | c0 << 32 | kl
            be1 = beta
            best1 = _INF
            for c1 in cache_get(k) or fill(k, h, led, c0, False, g7):
                na1 = a1 ^ (1 << c1)
                if two:
                    d1 = na1.bit_length() - 1
                p01 = p0 + points[c1]
                if bw >> c1 & 1:
                    w1 = 1
                    wc1 = c1
                    bw1 = beaters[c1]
                    # seat 2 cannot save a trick it does not take: the cheapest cards
                    drop = a2 & ~bw1 & ~cheap2 | a2 & bw1 & ~(rich2 | b3)
                    h = a2 & ~drop
                    k = h | c1 << 32 | kl
                else:
                    w1 = 0
                    wc1 = c0
                    bw1 = bw
                    drop = a2 & bw1 & ~(rich2 | b3) if b3 >> c0 & 1 else a2 & ~(rich2 | b3 & bw1)
                    h = a2 & ~drop
                    k = h | c0 << 32 | _PARTNER_BIT | kl
                al2 = al0
                best2 = -_INF
                for c2 in cache_get(k) or fill(k, h, led, wc1, w1 == 0, g7):
                    na2 = a2 ^ (1 << c2)
                    if two:
                        d2 = na2.bit_length() - 1
                    p012 = p01 + points[c2]
                    # the last seat decides the trick: the richest card of each run
                    # when its team takes it, else the cheapest
                    if bw1 >> c2 & 1:
                        w2 = 2
                        wc2 = c2
                        bw2 = beaters[c2]
                        drop = a3 & (bw2 & ~rich3 | ~bw2 & ~cheap3)
                        h = a3 & ~drop
                        k = h | c2 << 32 | kl
                    elif w1:
                        w2 = 1
                        wc2 = wc1
                        bw2 = bw1
                        drop = a3 & ~rich3
                        h = a3 & ~drop
                        k = h | wc1 << 32 | _PARTNER_BIT | kl
                    else:
                        w2 = 0
                        wc2 = wc1
                        bw2 = bw1
                        drop = a3 & (bw2 & ~rich3 | ~bw2 & ~cheap3)
                        h = a3 & ~drop
                        k = h | wc1 << 32 | kl
                    be3 = be1
                    best3 = _INF
                    for c3 in cache_get(k) or fill(k, h, led, wc2, w2 == 1, g7):
                        na3 = a3 ^ (1 << c3)
                        pts = p012 + points[c3]
                        r2 = rem - pts
                        if two:
                            # the last trick, forced: led by this trick's winner w with
                            # fc; its winner is the top card of fc's suit and the trumps,
                            # whatever order they are looked at
                            d3 = na3.bit_length() - 1
                            if bw2 >> c3 & 1:
                                w = 3
                                fc = d3
                            else:
                                w = w2
                                fc = d0 if w == 0 else d2 if w == 2 else d1
                            b = beaters[fc]
                            fw = w
                            if b >> d0 & 1:
                                fw = 0
                                b = beaters[d0]
                            if b >> d1 & 1:
                                fw = 1
                                b = beaters[d1]
                            if b >> d2 & 1:
                                fw = 2
                                b = beaters[d2]
                            if b >> d3 & 1:
                                fw = 3
                            v = (0 if w & 1 else pts) + (0 if fw & 1 else r2)
                        # else the trick is over: recurse into the next trick start, unless
                        # the bounds 0 <= value <= r2 of the rest already decide
                        elif bw2 >> c3 & 1:
                            if r2 <= al2:
                                v = r2
                            elif be3 <= 0:
                                v = 0
                            else:
                                v = r2 - search(na3, na0, na1, na2, r2, r2 - be3, r2 - al2)
                        elif w2 == 1:
                            if r2 <= al2:
                                v = r2
                            elif be3 <= 0:
                                v = 0
                            else:
                                v = r2 - search(na1, na2, na3, na0, r2, r2 - be3, r2 - al2)
                        elif rem <= al2:
                            v = rem
                        elif pts >= be3:
                            v = pts
                        elif w2 == 0:
                            v = pts + search(na0, na1, na2, na3, r2, al2 - pts, be3 - pts)
                        else:
                            v = pts + search(na2, na3, na0, na1, r2, al2 - pts, be3 - pts)
                        if v < best3:
                            best3 = v
                            if v < be3:
                                be3 = v
                                if al2 >= v:
                                    break
                    if best3 > best2:
                        best2 = best3
                        if best3 > al2:
                            al2 = best3
                            if al2 >= be1:
                                break
                if best2 < best1:
                    best1 = best2
                    if best2 < be1:
                        be1 = best2
                        if al0 >= best2:
                            break
            if best1 > best0:
                best0 = best1
                bc0 = c0
                if best1 > al0:
                    al0 = best1
                    if al0 >= beta:
                        break
        if best0 <= alpha:
            if best0 < hi:
                hi = best0
        elif best0 >= beta:
            if best0 > lo:
                lo = best0
        else:
            lo = hi = best0
        if best0 > alpha or bm < 0:
            bm = bc0
        if len(tt) >= TT_MAX:
            tt.clear()
        tt[ck] = (lo, hi, bm, f, key)
        return best0

    return Kernel(search, moves, count, limit, budget, canon, clear)
