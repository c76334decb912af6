"""The heuristic card play, on masks: the obvious good card and a word for why.

:func:`choose_card` is the policy of :class:`~baloot_widgets.bots.heuristic.HeuristicBot`
and of the expert's rollouts (:func:`playout`).  A player sees only its own hand and the
public :class:`Table` (cards played, the trick, what each seat cannot hold); the legal
cards come from :func:`~baloot_widgets.rules.play.legal_core`, the one place of §6.

The policy, in order (RULES.md §6 decides only what is legal):

* leading: in Hokum the buyer's side draws trumps with the master trump; cash a master
  (the highest card left in its suit) that no opponent can ruff; lead into partner's void
  so that partner ruffs; else lead a cheap card;
* partner is sure to win the trick: feed it the most Abnat, never overtake it (not even
  with a trump when not forced);
* an opponent is winning: win with the cheapest card that is sure to hold, or when last
  to play; else play the cheapest card (keeping trumps and masters).

>>> from baloot_widgets import Card, CardSet
>>> table = Table(t=-1, closed=False, flags=5, buyer=0, played=CardSet("AS 7S").mask,
...               leader=1, trick=(Card("AS"), Card("7S")), excluded=(0, 0, 0, 0))
>>> hand = CardSet("10S KS 7H").mask
>>> card, why = choose_card(3, hand, CardSet("10S KS").mask, table)
>>> CardSet(1 << card), why
(CardSet('10S'), 'feed_partner')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..rules.cards import FULL_MASK, LAST_TRICK_BONUS, SUIT_MASKS, iter_mask
from ..rules.play import BEATEN_BY, POINTS, POWER, TRUMP_MASKS, legal_core, trick_winner_index
from .knowledge import Knowledge, excluded_by_play

__all__ = ["Table", "choose_card", "play_tricks", "playout", "sure_winner", "table_of"]


class Table(NamedTuple):
    """What every player sees: the contract, the cards played, the trick, exclusions."""

    t: int  #: trump suit, -1 in Sun
    closed: bool
    flags: int  #: from :func:`~baloot_widgets.rules.play.play_flags`
    buyer: int
    played: int  #: every card played, the current trick included
    leader: int
    trick: tuple[int, ...]
    excluded: Sequence[int]  #: cards each seat cannot hold (by seat)


def table_of(k: Knowledge) -> Table:
    """The public table of a seat's knowledge, for the card policy."""
    c = k.contract
    assert c is not None
    return Table(c.trump_index, c.closed, k.flags, c.buyer, k.played, k.leader, k.trick, k.excluded)


def _ruff_risk(table: Table, outstanding: int, seat: int, suit: int) -> bool:
    """Could an opponent ruff a card of ``suit`` led or played now?"""
    t = table.t
    if t < 0 or suit == t:
        return False
    tm = SUIT_MASKS[t]
    left_in_suit = (outstanding & SUIT_MASKS[suit]).bit_count()
    for opp in ((seat + 1) & 3, (seat + 3) & 3):
        possible = outstanding & ~table.excluded[opp]
        if not possible & tm:
            continue
        if not possible & SUIT_MASKS[suit] or left_in_suit <= 1:
            return True
    return False


def _can_beat(table: Table, outstanding: int, opp: int, card: int, led: int) -> bool:
    """Could ``opp`` (to play later in the trick) beat ``card``?"""
    t = table.t
    possible = outstanding & ~table.excluded[opp]
    if possible & BEATEN_BY[t + 1][card]:
        return True  # a higher card of the same suit (or an over-ruff)
    if t < 0 or card >> 3 == t:
        return False
    # a plain card loses to any trump of a player void in the suit led
    if not possible & SUIT_MASKS[t]:
        return False
    return not possible & SUIT_MASKS[led] or (outstanding & SUIT_MASKS[led]).bit_count() <= 1


def sure_winner(table: Table, hand: int, seat: int, card: int) -> bool:
    """Would ``card`` win the trick against every card the later opponents may hold?
    (``card`` is assumed to beat the cards already played.)"""
    n = len(table.trick)
    led = card >> 3 if n == 0 else table.trick[0] >> 3
    outstanding = FULL_MASK & ~table.played & ~hand
    for k in range(1, 4 - n):
        later = (seat + k) & 3
        if later & 1 != seat & 1 and _can_beat(table, outstanding, later, card, led):
            return False
    return True


def _keep_cost(c: int, t: int, outstanding: int) -> int:
    """How much it costs to give ``c`` away: its Abnat, more for trumps and masters."""
    cost = POINTS[t + 1][c] * 4 + POWER[t + 1][c]
    if c >> 3 == t:
        cost += 40
    if not outstanding & BEATEN_BY[t + 1][c]:
        cost += 30
    return cost


def _cheapest(cards: int, t: int, outstanding: int) -> int:
    return min(iter_mask(cards), key=lambda c: _keep_cost(c, t, outstanding))


def _lead(seat: int, hand: int, legal: int, table: Table) -> tuple[int, str]:
    t = table.t
    outstanding = FULL_MASK & ~table.played & ~hand
    power, points, beaten = POWER[t + 1], POINTS[t + 1], BEATEN_BY[t + 1]
    tm = TRUMP_MASKS[t + 1]
    opp_possible = (outstanding & ~table.excluded[(seat + 1) & 3]) | (
        outstanding & ~table.excluded[(seat + 3) & 3]
    )
    ours = table.buyer & 1 == seat & 1
    if tm and ours and legal & tm and opp_possible & tm:
        top = max(iter_mask(legal & tm), key=lambda c: power[c])
        if not outstanding & beaten[top]:
            return top, "draw_trumps"
    masters = [
        c
        for c in iter_mask(legal & ~tm)
        if not outstanding & beaten[c]
        and outstanding & SUIT_MASKS[c >> 3]
        and not _ruff_risk(table, outstanding, seat, c >> 3)
    ]
    if masters:
        return max(masters, key=lambda c: (points[c], power[c])), "cash_master"
    partner = seat ^ 2
    if tm:
        p_possible = outstanding & ~table.excluded[partner]
        if p_possible & tm:
            for suit in range(4):
                mine = legal & SUIT_MASKS[suit]
                if (
                    suit != t
                    and mine
                    and not p_possible & SUIT_MASKS[suit]
                    and not _ruff_risk(table, outstanding, seat, suit)
                ):
                    return min(iter_mask(mine), key=lambda c: power[c]), "lead_to_ruff"
    best = -1
    best_cost = 1 << 30
    for suit in range(4):
        mine = legal & SUIT_MASKS[suit]
        if not mine:
            continue
        c = min(iter_mask(mine), key=lambda x: power[x])
        cost = points[c] * 3 + power[c]
        length = mine.bit_count()
        if suit == t:
            cost += 25 if not ours else 8
        elif tm:
            if length == 1 and hand & tm:
                cost -= 3
            if _ruff_risk(table, outstanding, seat, suit):
                cost += 6 + points[c]
        else:
            cost -= length
        if outstanding & SUIT_MASKS[suit] and mine & ~(1 << c):
            # a lone card under a master keeps it guarded: lead from length instead
            top = max(iter_mask(mine), key=lambda x: power[x])
            if outstanding & beaten[top] and length == 2:
                cost += 4
        if cost < best_cost:
            best, best_cost = c, cost
    return best, "lead_low"


def choose_card(seat: int, hand: int, legal: int, table: Table) -> tuple[int, str]:
    """The heuristic's card (an int) among ``legal`` and a reason key: ``only``,
    ``draw_trumps``, ``cash_master``, ``lead_to_ruff``, ``lead_low``, ``feed_partner``,
    ``cover_partner``, ``duck_partner``, ``win_sure``, ``win_last``, ``ruff``, ``cover``,
    ``second_low`` or ``discard``."""
    if not legal & (legal - 1):
        return legal.bit_length() - 1, "only"
    trick = table.trick
    if not trick:
        return _lead(seat, hand, legal, table)
    t = table.t
    outstanding = FULL_MASK & ~table.played & ~hand
    power, points, beaten = POWER[t + 1], POINTS[t + 1], BEATEN_BY[t + 1]
    tm = TRUMP_MASKS[t + 1]
    n = len(trick)
    w_idx = trick_winner_index(trick, t)
    w = trick[w_idx]
    led = trick[0] >> 3
    last = n == 3
    winners = legal & (beaten[w] | (tm if w >> 3 != t else 0))
    if w_idx == n - 2:  # partner is winning
        if last or sure_winner(table, hand, seat, w):
            pool = legal & ~winners or legal
            best = max(
                iter_mask(pool),
                key=lambda c: (points[c] - (6 if not outstanding & beaten[c] and c >> 3 != led else 0),
                               -power[c]),
            )  # fmt: skip
            return best, "feed_partner"
        sure = [c for c in iter_mask(winners) if sure_winner(table, hand, seat, c)]
        if sure:
            return min(sure, key=lambda c: power[c]), "cover_partner"
        return _cheapest(legal & ~winners or legal, t, outstanding), "duck_partner"
    if winners:
        sure = [c for c in iter_mask(winners) if last or sure_winner(table, hand, seat, c)]
        if sure:
            trick_points = sum(points[c] for c in trick)
            c = min(sure, key=lambda x: (power[x] + (16 if x >> 3 == t else 0), -points[x]))
            if c >> 3 == t and led != t:
                if trick_points or not last or points[c] < 10:
                    return c, "ruff"
            else:
                return c, "win_last" if last else "win_sure"
        elif n == 2:
            # third hand: make the last player spend a high card
            return max(iter_mask(winners), key=lambda c: power[c]), "cover"
    pool = legal & ~winners or legal
    return _cheapest(pool, t, outstanding), "second_low" if n == 1 else "discard"


def _play(h: list[int], table: Table, first: int | None, limit: int) -> tuple[int, int, int, int]:
    """Play ``limit`` tricks (at most; the trick in progress counts) with
    :func:`choose_card` in every seat (``first``: a card the seat to move plays first),
    updating the hands ``h`` in place.  Returns the Abnat won by team 0·2 and team 1·3
    (with the last-trick 10), the tricks won by team 0·2, and the seat to lead next."""
    t, closed, flags = table.t, table.closed, table.flags
    points = POINTS[t + 1]
    excluded = list(table.excluded)
    played = table.played
    trick = list(table.trick)
    leader = table.leader
    abnat = [0, 0]
    tricks0 = 0
    tricks_left = h[(leader + len(trick)) & 3].bit_count()
    stop = max(0, tricks_left - limit)
    while tricks_left > stop:
        seat = (leader + len(trick)) & 3
        if trick:
            w_idx = trick_winner_index(trick, t)
            led, win, pw = trick[0] >> 3, trick[w_idx], w_idx == len(trick) - 2
        else:
            led, win, pw = -1, -1, False
        legal, _ = legal_core(h[seat], led, win, pw, t, closed, flags)
        if first is not None:
            card, first = first, None
        else:
            view = Table(t, closed, flags, table.buyer, played, leader, tuple(trick), excluded)
            card = choose_card(seat, h[seat], legal, view)[0]
        excluded[seat] |= excluded_by_play(card, led, win, pw, t, closed, flags)
        h[seat] &= ~(1 << card)
        played |= 1 << card
        trick.append(card)
        if len(trick) == 4:
            w_idx = trick_winner_index(trick, t)
            winner = (leader + w_idx) & 3
            value = points[trick[0]] + points[trick[1]] + points[trick[2]] + points[trick[3]]
            tricks_left -= 1
            if not tricks_left:
                value += LAST_TRICK_BONUS
            abnat[winner & 1] += value
            if not winner & 1:
                tricks0 += 1
            leader = winner
            trick = []
    return abnat[0], abnat[1], tricks0, leader


def playout(
    hands: Sequence[int],
    table: Table,
    *,
    first: int | None = None,
) -> tuple[int, int, int]:
    """Play the hand to its end with :func:`choose_card` in every seat, each seeing only
    its own hand.  Starts from ``table`` (its trick may be partly played); ``first`` is a
    card that the seat to move plays first.  Returns the Abnat (with the last-trick 10)
    won from now on by team 0·2 and team 1·3, and the tricks won by team 0·2 (the current
    trick included)."""
    a0, a1, tricks0, _ = _play(list(hands), table, first, 8)
    return a0, a1, tricks0


def play_tricks(hands: Sequence[int], table: Table, n: int) -> tuple[tuple[int, ...], int]:
    """Play ``n`` whole tricks from a trick start with :func:`choose_card` in every seat:
    the hands left (by seat) and the seat that leads next.

    >>> from baloot_widgets import CardSet
    >>> hands = [CardSet(h).mask for h in ("AS 7H", "KS 8H", "QS 9H", "JS 10H")]
    >>> table = Table(-1, False, 5, 0, 0, 0, (), (0, 0, 0, 0))
    >>> left, leader = play_tricks(hands, table, 1)
    >>> [str(CardSet(h)) for h in left], leader
    (['7♥', '8♥', '9♥', '10♥'], 0)
    """
    h = list(hands)
    leader = _play(h, table, None, n)[3]
    return tuple(h), leader
