"""Events on one hand and on a whole deal, defined once on the hand signature (RULES.md §7).

A :class:`HandEvent` is a question about one hand ("is the best project a Sira?").  A
:class:`DealEvent` asks it about the four hands of a deal: of one seat, of anyone, or of
both teams.  The same event object is used for exact counts and for simulations.

>>> sira = best_project("sira", "sun")
>>> sira("AS KS QS 9H 7D 8C 10C JD"), sira("AS KS QS JS 9H 7D 8C 10C")
(True, False)
>>> str(both_teams(any_project("sun")))
'both teams: at least one project (Sun)'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from ..i18n import Message, Term, quote, term
from ..rules.cards import CardLike, CardSet, Rank, Suit
from ..rules.contract import Mode
from ..rules.errors import BalootError
from ..rules.projects import ProjectKind
from .signature import MODES, HandSignature, suit_tables

__all__ = [
    "DealEvent",
    "HandEvent",
    "Scope",
    "any_project",
    "anyone",
    "baloot",
    "best_project",
    "both_teams",
    "for_seat",
    "four_of_a_kind",
    "holds_project",
    "kawesh",
    "run_of_at_least",
    "scoring_four_of_a_kind",
]

Scope = Literal["seat", "anyone", "both_teams"]
_KINDS: tuple[ProjectKind, ...] = ("sira", "fifty", "hundred", "four_hundred")


@dataclass(frozen=True)
class HandEvent:
    """A yes/no question about one hand of ``hand_size`` cards (8, or 5 first-dealt cards),
    answered from its :class:`~.signature.HandSignature` by ``test``."""

    key: str
    label: str
    test: Callable[[HandSignature], bool] = field(repr=False)
    hand_size: int = 8

    def holds(self, code: int) -> bool:
        """The answer for a hand with this signature code."""
        return self.test(HandSignature.from_code(code))

    def __call__(self, hand: Iterable[CardLike] | CardSet | str | int) -> bool:
        """The answer for one hand (cards, card text or a mask)."""
        return self.test(HandSignature.of(hand))

    def __str__(self) -> str:
        return self.label


def _mode(mode: str) -> Mode:
    if mode not in MODES:
        raise BalootError(Message.of("error.mode", mode=quote(mode)))
    return "sun" if mode == "sun" else "hokum"


def _kind(kind: str, mode: Mode) -> ProjectKind:
    """Check a project name against the kinds the engine can make in this contract."""
    for k in _KINDS:
        if k == kind:
            tables = suit_tables()
            if k not in {*tables.run_kind[mode].values(), *tables.quad_kind[mode].values()}:
                raise BalootError(
                    Message.of("error.no_such_project", kind=Term(k), mode=Term(mode))
                )
            return k
    raise BalootError(Message.of("error.project_word", word=quote(kind)))


def best_project(kind: str | None, mode: str = "sun") -> HandEvent:
    """The top project of the hand's best declaration is a ``kind`` (None: no project).

    >>> best_project(None, "hokum")("7S 9S JS KS 8H 10H QD AC")
    True
    """
    m = _mode(mode)
    if kind is None:
        return HandEvent(
            f"best_{m}_none",
            f"no project ({term(m)})",
            lambda s: s.best_project(m) is None,
        )
    k = _kind(kind, m)
    return HandEvent(
        f"best_{m}_{k}",
        f"best project is a {term(k)} ({term(m)})",
        lambda s: s.best_project(m) == k,
    )


def holds_project(kind: str, mode: str = "sun") -> HandEvent:
    """The hand holds a ``kind`` project, whether or not it is its best one.

    >>> holds_project("sira", "sun")("AS KS QS JS 10S 9S 8S 7S")  # one Hundred, no Sira
    False
    """
    m = _mode(mode)
    k = _kind(kind, m)
    return HandEvent(
        f"holds_{m}_{k}",
        f"holds a {term(k)} ({term(m)})",
        lambda s: k in s.project_kinds(m),
    )


def any_project(mode: str = "sun") -> HandEvent:
    """The hand holds at least one project (Baloot is not a project).

    >>> any_project()("7S 8S 9S 7H 8H 9H 7D 8D")
    True
    """
    m = _mode(mode)
    return HandEvent(
        f"any_{m}", f"at least one project ({term(m)})", lambda s: bool(s.project_kinds(m))
    )


def run_of_at_least(length: int) -> HandEvent:
    """The hand holds a run of ``length`` or more cards of one suit in sequence order.

    >>> run_of_at_least(5)("KH QH JH 10H 9H 7S 7D 7C")
    True
    """
    if length not in range(3, 9):
        raise BalootError(Message.of("error.run_length", length=quote(length)))
    return HandEvent(
        f"run_{length}",
        f"a run of {length} or more",
        lambda s: s.longest_run >= length,
    )


def four_of_a_kind(rank: Rank | str) -> HandEvent:
    """The hand holds all four cards of ``rank`` ("A", "10", Rank.KING, ...).

    >>> four_of_a_kind("A").label
    'four Aces'
    """
    r = rank if isinstance(rank, Rank) else Rank.parse(rank)
    name = {Rank.ACE: "Aces", Rank.KING: "Kings", Rank.QUEEN: "Queens", Rank.JACK: "Jacks"}
    label = f"four {name.get(r, r.label + 's')}"
    return HandEvent(f"four_{r.label}", label, lambda s: r in s.four_of_a_kind)


def scoring_four_of_a_kind(mode: str = "sun") -> HandEvent:
    """Four of a kind that is a project: A, K, Q, J or 10 (four 9s, 8s or 7s are nothing)."""
    m = _mode(mode)
    return HandEvent(
        f"four_scoring_{m}",
        "four A, K, Q, J or 10",
        lambda s: bool(s.four_of_a_kind_kinds(m)),
    )


def baloot(trump: Suit | str = Suit.HEARTS) -> HandEvent:
    """The hand holds the King and Queen of ``trump`` (Baloot if that suit is trumps in
    Hokum, RULES §7).

    >>> baloot("S")("KS QS 7H 8H 9H 7D 8D 9D")
    True
    """
    t = trump if isinstance(trump, Suit) else Suit.parse(trump)
    return HandEvent(
        f"baloot_{t.letter}",
        f"K and Q of {t.symbol} (Baloot in Hokum {t.symbol})",
        lambda s: t in s.king_queen,
    )


def kawesh() -> HandEvent:
    """The five first-dealt cards are all 7s, 8s or 9s: the player may call Kawesh (rules §4.4).

    >>> kawesh()("7S 8S 9H 7D 9C")
    True
    """
    return HandEvent(
        "kawesh",
        "Kawesh: five first-dealt cards all 7, 8 or 9",
        lambda s: s.all_low,
        hand_size=5,
    )


@dataclass(frozen=True)
class DealEvent:
    """A hand event asked of a deal: of one ``seat``, of ``anyone``, or of ``both_teams``
    (at least one player of each team)."""

    event: HandEvent
    scope: Scope = "anyone"
    seat: int = 0

    @property
    def key(self) -> str:
        """A short identifier, e.g. ``"anyone:four_A"``."""
        where = f"seat{self.seat}" if self.scope == "seat" else self.scope
        return f"{where}:{self.event.key}"

    @property
    def label(self) -> str:
        """Who is asked, then the hand event, e.g. ``"anyone: four Aces"``."""
        who = {"seat": f"seat {self.seat}", "anyone": "anyone", "both_teams": "both teams"}
        return f"{who[self.scope]}: {self.event.label}"

    def reduce(self, seats: Sequence[Any]) -> Any:
        """Combine the four seats' answers (bools, or NumPy bool arrays of many deals)."""
        if self.scope == "seat":
            return seats[self.seat]
        s0, s1, s2, s3 = seats
        if self.scope == "anyone":
            return s0 | s1 | s2 | s3
        return (s0 | s2) & (s1 | s3)

    def __str__(self) -> str:
        return self.label


def for_seat(event: HandEvent, seat: int = 0) -> DealEvent:
    """Ask ``event`` of one seat's hand only: the same as the hand probability.

    >>> for_seat(four_of_a_kind("A"), 2).label
    'seat 2: four Aces'
    """
    if seat not in range(4):
        raise BalootError(Message.of("error.seat", seat=quote(seat)))
    return DealEvent(event, "seat", seat)


def anyone(event: HandEvent) -> DealEvent:
    """Ask whether at least one of the four players has ``event``."""
    return DealEvent(event, "anyone")


def both_teams(event: HandEvent) -> DealEvent:
    """Ask whether each team (seats 0·2 and 1·3) has a player with ``event``."""
    return DealEvent(event, "both_teams")
