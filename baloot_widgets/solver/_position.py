"""Checking and normalising a solver position; every refusal is a sentence for a student."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from ..cards import LAST_TRICK_BONUS, Card, CardLike, CardSet, iter_mask
from ..errors import BalootError, IllegalActionError, NotationError
from ..rules.play import (
    FLAG_PARTNER,
    FLAG_UNDERTRUMP,
    FLAG_VOID,
    legal_in_trick,
    trick_points,
)

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
        raise PositionError(f"seat {seat}'s hand must be cards or a card mask, not {hand!r}")
    if isinstance(hand, int):
        if not 0 <= hand < 1 << 32:
            raise PositionError(
                f"seat {seat}'s hand {hand!r} is not a card mask: it must fit in 32 bits"
            )
        return hand
    try:
        return CardSet(hand).mask
    except NotationError as err:
        raise PositionError(f"seat {seat}'s hand cannot be read: {err}") from None


def check_options(t: object, closed: object, flags: object) -> tuple[int, bool, int]:
    """Check the contract arguments: trump ``t`` (-1 Sun, 0-3 a suit), ``closed``, ``flags``."""
    if t is None:
        t = -1
    if isinstance(t, bool) or not isinstance(t, int) or not -1 <= t <= 3:
        raise PositionError(
            f"the trump t must be a suit number 0-3 (0 ♠, 1 ♥, 2 ♦, 3 ♣) or -1 for Sun, not {t!r}"
        )
    if closed and t == -1:
        raise PositionError("closed=True needs a Hokum trump: a Sun game has no trumps to lock")
    every = FLAG_VOID | FLAG_PARTNER | FLAG_UNDERTRUMP
    if isinstance(flags, bool) or not isinstance(flags, int) or flags & ~every:
        raise PositionError(f"flags must come from play_flags(RuleSet(...)), not {flags!r}")
    return int(t), bool(closed), flags


def _n_cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _check_counts(hands: Sequence[int], leader: int, k: int) -> None:
    """Every seat holds the same number of cards, one fewer for those that have played to
    the current trick; the odd seat out is named."""
    played = {(leader + i) & 3 for i in range(k)}
    implied = [hands[s].bit_count() + (s in played) for s in range(4)]  # tricks left
    if not any(hands):
        raise PositionError("the hand is over: there are no cards left to play")
    n = max(implied, key=lambda x: (implied.count(x), x == implied[leader]))
    if not 1 <= n <= 8:
        raise PositionError(f"the hands hold {_n_cards(n)} each, but a hand has 1 to 8 cards")
    for seat in range(4):
        want = n - (seat in played)
        have = hands[seat].bit_count()
        if have != want:
            if k:
                detail = (
                    f"with {n} tricks to play and {_n_cards(k)} already in this trick, the "
                    f"seats that have played to it hold {_n_cards(n - 1)} and the others {n}"
                )
            else:
                detail = f"at a trick start every seat holds the same number of cards ({n})"
            raise PositionError(f"seat {seat} holds {_n_cards(have)}, not {want}: {detail}")


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
        got = len(hands) if isinstance(hands, Sequence) else "not a list"
        raise PositionError(
            f"hands must list the cards of the four seats, seat 0 to seat 3 (got {got})"
        )
    if isinstance(leader, bool) or not isinstance(leader, int) or not 0 <= leader <= 3:
        raise PositionError(f"the leader must be a seat 0-3, not {leader!r}")
    masks = tuple(_mask(h, s) for s, h in enumerate(hands))
    for s in range(4):
        for r in range(s + 1, 4):
            both = masks[s] & masks[r]
            if both:
                card = Card(both.bit_length() - 1)
                raise PositionError(
                    f"{card} is in the hands of seat {s} and seat {r}: a card can be in one "
                    "hand only"
                )
    if isinstance(trick, CardSet):
        raise PositionError(
            "give the trick as a list of cards in the order they were played, leader first "
            "(a CardSet has no order)"
        )
    if isinstance(trick, str):
        trick = trick.split()
    try:
        cards = tuple(int(Card(c)) for c in trick)
    except NotationError as err:
        raise PositionError(f"the trick cannot be read: {err}") from None
    if len(cards) > 3:
        raise PositionError(
            f"the trick holds {len(cards)} cards, but a trick in progress has 0 to 3: after the "
            "fourth card give the next position, led by the trick's winner"
        )
    if len(set(cards)) != len(cards):
        raise PositionError("the same card is twice in the trick")
    for c in cards:
        for s in range(4):
            if masks[s] >> c & 1:
                raise PositionError(
                    f"{Card(c)} is in the trick and also in seat {s}'s hand: "
                    "a card played to the trick has left the hand"
                )
    _check_counts(masks, leader, len(cards))
    for i, c in enumerate(cards):
        seat = (leader + i) & 3
        before = masks[seat] | 1 << c
        legal, _ = legal_in_trick(before, cards[:i], t, closed, flags)
        if not legal >> c & 1:
            raise IllegalActionError(
                f"seat {seat} could not play {Card(c)} to this trick: holding "
                f"{CardSet(before)}, the legal cards were {CardSet(legal)} (rules §6)",
                seat=seat,
                action=Card(c),
                rule="§6",
            )
    return Position((masks[0], masks[1], masks[2], masks[3]), leader, cards, t, closed, flags)
