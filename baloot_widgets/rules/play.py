"""Trick play on masks: legal cards, the trick winner and card Abnat (RULES.md §1 and §6).

This module is the ONE place where the legal-card rules live.  The engine, the
explanations, the bots, the solver and the playouts all call :func:`legal_core`.

A trump argument ``t`` is the trump suit as an int 0-3, or -1 for Sun.

>>> from baloot_widgets import Contract, parse_cards, legal_cards, trick_winner
>>> hokum = Contract(mode="hokum", trump="H", buyer=0)
>>> trick = [(0, parse_cards("10S")[0])]
>>> legal_cards(parse_cards("KS 7S JH"), trick, hokum)
CardSet('KS 7S')
>>> trick_winner([(0, "AC"), (1, "7C"), (2, "10H")], hokum)
2
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from enum import IntEnum

from ..i18n import Message, quote
from .cards import (
    LAST_TRICK_BONUS,
    PLAIN_POINTS,
    SUIT_MASKS,
    TRUMP_INDEX,
    TRUMP_POINTS,
    Card,
    CardLike,
    CardSet,
    parse_card,
)
from .contract import Contract
from .errors import IllegalActionError, NotationError
from .ruleset import FLAG_PARTNER, FLAG_UNDERTRUMP, FLAG_VOID, RuleSet, check_rules

__all__ = [
    "FLAG_PARTNER",
    "FLAG_UNDERTRUMP",
    "FLAG_VOID",
    "PlayReason",
    "card_power",
    "legal_cards",
    "legal_core",
    "legal_in_trick",
    "play_flags",
    "random_playout",
    "trick_points",
    "trick_winner",
    "trick_winner_index",
]


class PlayReason(IntEnum):
    """Which clause of RULES.md §6 decided the legal cards (used by the refusal reasons)."""

    LEAD_ANY = 0  #: leading: any card
    LEAD_CLOSED = 1  #: closed Hokum: lead a non-trump while you hold one
    FOLLOW = 2  #: you hold the led suit: follow it (no duty to win)
    FOLLOW_OVERTRUMP = 3  #: trumps led: beat the highest trump if you can
    FOLLOW_TRUMP = 4  #: trumps led, you cannot beat it: any trump
    VOID_FREE = 5  #: void, and Sun or no trump in hand: any card
    VOID_PARTNER = 6  #: void, partner is winning: any card
    VOID_OVERTRUMP = 7  #: void, an opponent's trump wins: beat it
    VOID_UNDERTRUMP = 8  #: void, cannot beat the opponent's trump: still trump
    VOID_TRUMP = 9  #: void, no trump played yet: play a trump
    VOID_NO_DUTY = 10  #: void, a house rule frees you: any card


def play_flags(rules: RuleSet) -> int:
    """The three trick-play flags of a RuleSet as an int for the hot path
    (:attr:`RuleSet.play_flags`, computed once per RuleSet).

    >>> play_flags(RuleSet()) == FLAG_VOID | FLAG_UNDERTRUMP
    True
    """
    return rules.play_flags


def _tables(t: int) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """Power, points and 'beaten by' masks of the 32 cards for trump ``t`` (-1 = Sun)."""
    power = []
    points = []
    for c in range(32):
        s, r = c >> 3, c & 7
        if s == t:
            power.append(8 + TRUMP_INDEX[r])
            points.append(TRUMP_POINTS[r])
        else:
            power.append(r)
            points.append(PLAIN_POINTS[r])
    beaten_by = tuple(
        sum(1 << d for d in range(32) if d >> 3 == c >> 3 and power[d] > power[c])
        for c in range(32)
    )
    return tuple(power), tuple(points), beaten_by


# Index with t + 1 (t = -1 for Sun).
_TABLES = tuple(_tables(t) for t in range(-1, 4))
POWER: tuple[tuple[int, ...], ...] = tuple(x[0] for x in _TABLES)
POINTS: tuple[tuple[int, ...], ...] = tuple(x[1] for x in _TABLES)
BEATEN_BY: tuple[tuple[int, ...], ...] = tuple(x[2] for x in _TABLES)
TRUMP_MASKS: tuple[int, ...] = (0, *SUIT_MASKS)


def card_power(card: int, t: int) -> int:
    """Strength of a card for comparisons within a trick (trumps are 8-15, others 0-7).

    >>> from baloot_widgets import Card
    >>> card_power(Card("9H"), 1) > card_power(Card("AH"), 1), card_power(Card("9H"), -1)
    (True, 2)
    """
    return POWER[t + 1][card]


def trick_winner_index(cards: Sequence[int], t: int) -> int:
    """Position (0 = leader) of the card that wins these cards, led by ``cards[0]``.

    >>> from baloot_widgets import parse_cards
    >>> trick_winner_index(parse_cards("AC 7C 10H QD"), 1)
    2
    """
    power = POWER[t + 1]
    led = cards[0] >> 3
    best = 0
    best_power = power[cards[0]]
    for i in range(1, len(cards)):
        c = cards[i]
        if (c >> 3 == led or c >> 3 == t) and power[c] > best_power:
            best, best_power = i, power[c]
    return best


# Enum attribute look-ups are slow in the hot path: bind the members once.
_FOLLOW = PlayReason.FOLLOW
_FOLLOW_OVERTRUMP = PlayReason.FOLLOW_OVERTRUMP
_FOLLOW_TRUMP = PlayReason.FOLLOW_TRUMP
_LEAD_ANY = PlayReason.LEAD_ANY
_LEAD_CLOSED = PlayReason.LEAD_CLOSED
_VOID_FREE = PlayReason.VOID_FREE
_VOID_NO_DUTY = PlayReason.VOID_NO_DUTY
_VOID_OVERTRUMP = PlayReason.VOID_OVERTRUMP
_VOID_PARTNER = PlayReason.VOID_PARTNER
_VOID_TRUMP = PlayReason.VOID_TRUMP
_VOID_UNDERTRUMP = PlayReason.VOID_UNDERTRUMP


def legal_core(
    hand: int, led: int, win: int, partner_winning: bool, t: int, closed: bool, flags: int
) -> tuple[int, PlayReason]:
    """The legal cards (a mask) of the next player and the clause of RULES.md §6 that decided.

    ``hand`` is the player's mask; ``led`` the suit led (-1 when leading); ``win`` the card
    winning the trick so far and ``partner_winning`` whether the player's partner played
    it; ``t`` the trump (-1 for Sun); ``closed`` for a closed Hokum; ``flags`` from
    :func:`play_flags`.  Use :func:`legal_in_trick` when you have the trick's cards.
    """
    tmask = TRUMP_MASKS[t + 1]
    if led < 0:
        if closed and hand & tmask and hand & ~tmask:
            return hand & ~tmask, _LEAD_CLOSED
        return hand, _LEAD_ANY
    follow = hand & SUIT_MASKS[led]
    if follow:
        if led == t:
            higher = follow & BEATEN_BY[t + 1][win]
            if higher:
                return higher, _FOLLOW_OVERTRUMP
            return follow, _FOLLOW_TRUMP
        return follow, _FOLLOW
    trumps = hand & tmask
    if not trumps:
        return hand, _VOID_FREE
    if not flags & FLAG_VOID:
        return hand, _VOID_NO_DUTY
    if partner_winning and not flags & FLAG_PARTNER:
        return hand, _VOID_PARTNER
    if win >> 3 == t:
        over = trumps & BEATEN_BY[t + 1][win]
        if over:
            return over, _VOID_OVERTRUMP
        if flags & FLAG_UNDERTRUMP or partner_winning:
            # the house rule frees a player only under an OPPONENT's trump (RULES §6)
            return trumps, _VOID_UNDERTRUMP
        return hand, _VOID_NO_DUTY
    return trumps, _VOID_TRUMP


def legal_in_trick(
    hand: int, trick: Sequence[int], t: int, closed: bool, flags: int
) -> tuple[int, PlayReason]:
    """:func:`legal_core` for a trick given as its cards so far, leader first."""
    n = len(trick)
    if n == 0:
        return legal_core(hand, -1, -1, False, t, closed, flags)
    w = trick_winner_index(trick, t)
    return legal_core(hand, trick[0] >> 3, trick[w], w == n - 2, t, closed, flags)


def trick_points(cards: Iterable[int], t: int) -> int:
    """Abnat of the cards of a trick (without the last-trick bonus)."""
    points = POINTS[t + 1]
    return sum(points[c] for c in cards)


def _trick_cards(trick: Iterable[tuple[int, CardLike]]) -> tuple[list[int], list[int]]:
    """The seats and cards of a trick given as ``(seat, card)`` pairs, checked."""
    seats: list[int] = []
    cards: list[int] = []
    if isinstance(trick, (str, bytes)) or not isinstance(trick, Iterable):
        raise NotationError(Message.of("error.trick_pairs", what=quote(trick)))
    for pair in trick:
        if isinstance(pair, (str, bytes)) or not isinstance(pair, Sequence) or len(pair) != 2:
            raise NotationError(Message.of("error.trick_pairs", what=quote(pair)))
        seat, card = pair
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
            raise NotationError(Message.of("error.trick_seat", seat=quote(seat)))
        seats.append(seat)
        cards.append(parse_card(card) if isinstance(card, str) else int(Card(card)))
    for i in range(1, len(seats)):
        if seats[i] != (seats[i - 1] + 1) % 4:
            reason = Message.of("refuse.trick_order", seat=seats[i], before=seats[i - 1])
            raise IllegalActionError(reason, seat=seats[i], rule="§2")
    if len(set(cards)) != len(cards):
        twice = next(c for c in cards if cards.count(c) > 1)
        raise IllegalActionError(Message.of("refuse.trick_twice", card=Card(twice)), rule="§1")
    if len(cards) > 4:
        raise IllegalActionError(Message.of("refuse.trick_too_long"), rule="§6")
    return seats, cards


def legal_cards(
    hand: Iterable[CardLike] | CardSet | str,
    trick: Iterable[tuple[int, CardLike]],
    contract: Contract,
    *,
    rules: RuleSet | None = None,
) -> CardSet:
    """The cards of ``hand`` that may be played now (RULES.md §6).

    ``trick`` holds the cards already played in the current trick as ``(seat, card)``
    pairs, leader first; the player is the next seat.  An empty trick is a lead.

    >>> from baloot_widgets import Contract, RuleSet
    >>> hokum = Contract(mode="hokum", trump="H", buyer=0)
    >>> legal_cards("JH 8H AD", [(0, "10S")], hokum)
    CardSet('JH 8H')
    >>> legal_cards("JH 8H AD", [(0, "10S")], hokum, rules=RuleSet(must_trump_when_void=False))
    CardSet('JH 8H AD')
    """
    rules = check_rules(rules)
    mask = CardSet(hand).mask
    _, cards = _trick_cards(trick)
    if len(cards) >= 4:
        raise IllegalActionError(Message.of("refuse.trick_complete"), rule="§6")
    if mask & sum(1 << c for c in cards):
        both = CardSet(mask & sum(1 << c for c in cards))
        raise IllegalActionError(Message.of("refuse.trick_and_hand", cards=both), rule="§1")
    legal, _ = legal_in_trick(mask, cards, contract.trump_index, contract.closed, rules.play_flags)
    return CardSet(legal)


def trick_winner(trick: Iterable[tuple[int, CardLike]], contract: Contract) -> int:
    """The seat that wins (or is winning) a trick given as ``(seat, card)`` pairs, leader
    first: the highest trump if any trump was played, else the highest card of the suit led.

    >>> from baloot_widgets import Contract
    >>> trick_winner([(1, "KS"), (2, "AS"), (3, "10S"), (0, "7H")], Contract(mode="sun"))
    2
    """
    seats, cards = _trick_cards(trick)
    if not cards:
        raise IllegalActionError(Message.of("refuse.trick_empty"), rule="§6")
    return seats[trick_winner_index(cards, contract.trump_index)]


def random_playout(
    hands: Sequence[int],
    leader: int,
    t: int,
    closed: bool,
    flags: int,
    random: Callable[[], float],
) -> tuple[int, int, int]:
    """Play the rest of a hand with uniformly random legal cards, from a trick start.

    ``hands`` are the four masks, ``leader`` leads the first trick.  Returns the card
    Abnat of team 0 and team 1 (with the last-trick 10) and the tricks won by team 0.
    Used by benchmarks and Monte Carlo bots.

    >>> import random
    >>> from baloot_widgets.rules.deal import deal_all
    >>> hands = deal_all(random.Random(1))
    >>> a, b, tricks = random_playout(hands, 1, -1, False, 5, random.Random(2).random)
    >>> a + b
    130
    """
    h = list(hands)
    power = POWER[t + 1]
    points = POINTS[t + 1]
    abnat = [0, 0]
    tricks0 = 0
    n_tricks = h[0].bit_count()
    for k in range(n_tricks):
        seat = leader
        led = -1
        win = win_seat = -1
        value = 0
        for j in range(4):
            legal, _reason = legal_core(h[seat], led, win, win_seat == seat ^ 2, t, closed, flags)
            # a uniformly random set bit of `legal`
            i = int(random() * legal.bit_count())
            while i:
                legal &= legal - 1
                i -= 1
            low = legal & -legal
            card = low.bit_length() - 1
            h[seat] ^= low
            value += points[card]
            if j == 0:
                led, win, win_seat = card >> 3, card, seat
            elif (card >> 3 == led or card >> 3 == t) and power[card] > power[win]:
                win, win_seat = card, seat
            seat = (seat + 1) & 3
        if k == n_tricks - 1:
            value += LAST_TRICK_BONUS
        abnat[win_seat & 1] += value
        if not win_seat & 1:
            tricks0 += 1
        leader = win_seat
    return abnat[0], abnat[1], tricks0
