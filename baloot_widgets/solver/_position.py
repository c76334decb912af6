"""Checking and normalising a solver position; every refusal is a sentence for a student."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from ..i18n import Message, quote
from ..rules.cards import LAST_TRICK_BONUS, Card, CardLike, CardSet, iter_mask
from ..rules.contract import Contract
from ..rules.errors import BalootError, IllegalActionError, NotationError
from ..rules.play import (
    FLAG_PARTNER,
    FLAG_UNDERTRUMP,
    FLAG_VOID,
    legal_in_trick,
    trick_points,
)
from ..rules.ruleset import RuleSet

__all__ = ["HandLike", "Position", "PositionError", "check_options", "check_position"]

#: a hand: a 32-bit mask, a :class:`~baloot_widgets.CardSet`, text such as ``"AS 10H"``,
#: or an iterable of cards
HandLike = int | CardSet | str | Iterable[CardLike]


class PositionError(BalootError):
    """A position given to the solver is impossible: wrong number of hands or cards, a card
    in two places, a bad trump or team."""

    __module__ = "baloot_widgets.solver"  # where users import it from


class Position(NamedTuple):
    """A checked position: masks by seat, the trick so far (leader first) and the contract."""

    hands: tuple[int, int, int, int]
    leader: int
    trick: tuple[int, ...]
    t: int
    closed: bool
    flags: int

    @property
    def mover(self) -> int:
        """The seat to play next."""
        return (self.leader + len(self.trick)) & 3

    @property
    def rem(self) -> int:
        """Abnat still to be won: the hands, the cards of the current trick, the last 10."""
        cards = (*self.trick, *(c for h in self.hands for c in iter_mask(h)))
        return trick_points(cards, self.t) + LAST_TRICK_BONUS

    def relative(self) -> list[int]:
        """The hands from the trick's leader on: leader, next, partner, last."""
        return [self.hands[(self.leader + i) & 3] for i in range(4)]


def _mask(hand: HandLike, seat: int) -> int:
    if isinstance(hand, bool):
        raise PositionError(Message.of("error.solver_hand", seat=seat, hand=quote(hand)))
    if isinstance(hand, int):
        if not 0 <= hand < 1 << 32:
            raise PositionError(Message.of("error.solver_mask", seat=seat, hand=quote(hand)))
        return hand
    try:
        return CardSet(hand).mask
    except NotationError as err:
        raise PositionError(Message.of("error.solver_read", seat=seat, why=err.reason)) from None


def check_options(t: object, closed: object, flags: object) -> tuple[int, bool, int]:
    """Check the contract arguments: trump ``t`` (a :class:`Contract`, or the fast path's
    -1 for Sun and 0-3 for a suit), ``closed``, ``flags`` (a :class:`RuleSet`, or its
    ``play_flags``).  A contract brings its own ``closed``.

    >>> check_options(Contract("hokum", "H", closed=True), False, RuleSet())
    (1, True, 5)
    >>> check_options(Contract("sun"), False, RuleSet(must_trump_when_void=False))
    (-1, False, 4)
    """
    if isinstance(t, Contract):
        closed = closed or t.closed
        t = t.trump_index
    if isinstance(flags, RuleSet):
        flags = flags.play_flags
    if t is None:
        t = -1
    if isinstance(t, bool) or not isinstance(t, int) or not -1 <= t <= 3:
        raise PositionError(Message.of("error.solver_trump", t=quote(t)))
    if closed and t == -1:
        raise PositionError(Message.of("error.solver_closed"))
    every = FLAG_VOID | FLAG_PARTNER | FLAG_UNDERTRUMP
    if isinstance(flags, bool) or not isinstance(flags, int) or flags & ~every:
        raise PositionError(Message.of("error.solver_flags", flags=quote(flags)))
    return int(t), bool(closed), flags


def _n_cards(n: int) -> Message:
    """``n`` cards, counted as each language counts them."""
    if n in (1, 2):
        return Message.of(f"error.cards_{n}")
    return Message.of("error.cards_few" if 3 <= n <= 10 else "error.cards_many", n=n)


def _check_counts(hands: Sequence[int], leader: int, k: int) -> None:
    """Every seat holds the same number of cards, one fewer for those that have played to
    the current trick; the odd seat out is named."""
    played = {(leader + i) & 3 for i in range(k)}
    implied = [hands[s].bit_count() + (s in played) for s in range(4)]  # tricks left
    if not any(hands):
        raise PositionError(Message.of("error.solver_over"))
    n = max(implied, key=lambda x: (implied.count(x), x == implied[leader]))
    if not 1 <= n <= 8:
        raise PositionError(Message.of("error.solver_size", cards=_n_cards(n)))
    for seat in range(4):
        want = n - (seat in played)
        have = hands[seat].bit_count()
        if have != want:
            if k:
                detail = Message.of(
                    "error.solver_in_trick", n=n, played=_n_cards(k), fewer=_n_cards(n - 1)
                )
            else:
                detail = Message.of("error.solver_at_start", n=n)
            raise PositionError(
                Message.of(
                    "error.solver_count", seat=seat, have=_n_cards(have), want=want, why=detail
                )
            )


def check_position(
    hands: Sequence[HandLike],
    leader: object,
    trick: Sequence[CardLike],
    t: int,
    closed: bool,
    flags: int,
) -> Position:
    """Check a position and return it normalised; raise :class:`PositionError` (or
    :class:`~baloot_widgets.IllegalActionError` for an illegal card in the trick)."""
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence) or len(hands) != 4:
        raise PositionError(Message.of("error.solver_hands", hands=quote(hands)))
    if isinstance(leader, bool) or not isinstance(leader, int) or not 0 <= leader <= 3:
        raise PositionError(Message.of("error.solver_leader", leader=quote(leader)))
    masks = tuple(_mask(h, s) for s, h in enumerate(hands))
    for s in range(4):
        for r in range(s + 1, 4):
            both = masks[s] & masks[r]
            if both:
                card = Card(both.bit_length() - 1)
                raise PositionError(Message.of("error.solver_two_hands", card=card, a=s, b=r))
    if isinstance(trick, CardSet):
        raise PositionError(Message.of("error.solver_trick_order"))
    if isinstance(trick, str):
        trick = trick.split()
    try:
        cards = tuple(int(Card(c)) for c in trick)
    except NotationError as err:
        raise PositionError(Message.of("error.solver_trick_read", why=err.reason)) from None
    if len(cards) > 3:
        raise PositionError(Message.of("error.solver_trick_long", n=len(cards)))
    if len(set(cards)) != len(cards):
        raise PositionError(Message.of("error.solver_trick_twice"))
    for c in cards:
        for s in range(4):
            if masks[s] >> c & 1:
                raise PositionError(Message.of("error.solver_trick_hand", card=Card(c), seat=s))
    _check_counts(masks, leader, len(cards))
    for i, c in enumerate(cards):
        seat = (leader + i) & 3
        before = masks[seat] | 1 << c
        legal, _ = legal_in_trick(before, cards[:i], t, closed, flags)
        if not legal >> c & 1:
            why = Message.of(
                "error.solver_illegal",
                seat=seat, card=Card(c), held=CardSet(before), legal=CardSet(legal),
            )  # fmt: skip
            raise IllegalActionError(
                why,
                seat=seat,
                action=Card(c),
                rule="§6",
            )
    return Position((masks[0], masks[1], masks[2], masks[3]), leader, cards, t, closed, flags)
