"""The immutable state of one hand (RULES.md §3-§10): phases, auction, doubling, tricks.

States are frozen dataclasses of tuples and masks; :func:`~baloot_widgets.rules.engine.apply`
returns a new state and never changes the old one.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, get_args

from .contract import Contract
from .deal import seat_order
from .projects import Project
from .ruleset import RuleSet

if TYPE_CHECKING:
    from .actions import Action
    from .play import PlayReason
    from .sheet import HandScore

__all__ = [
    "BIDDING_PHASES",
    "FOUL_KINDS",
    "Auction",
    "Doubling",
    "Foul",
    "FoulKind",
    "HandState",
    "Phase",
    "TrickRecord",
    "played_mask",
]


class Phase(str, Enum):
    """Where a hand is.  The value is the short name used in views and records."""

    BID1 = "bid1"  #: bidding round 1, each player speaks once
    GABLAK = "gablak"  #: higher-priority players are asked whether they take the Sun
    BID1_EXTRA = "bid1_extra"  #: Hokum stands: players who passed before it may say Sun
    CONFIRM = "confirm"  #: the Hokum bidder confirms Hokum (naming a suit in round 2) or Sun
    BID2 = "bid2"  #: bidding round 2
    DOUBLING = "doubling"  #: Double, Triple, Four, Gahwa
    PLAY = "play"  #: eight tricks
    REVIEW = "review"  #: non-strict mode: last chance for Qayd before scoring
    DONE = "done"  #: scored (or void, to be redealt)


#: the phases of the bidding (RULES.md §4), before the doubling
BIDDING_PHASES = frozenset({Phase.BID1, Phase.GABLAK, Phase.BID1_EXTRA, Phase.CONFIRM, Phase.BID2})

FoulKind = Literal[
    "revoke", "trump", "overtrump", "undertrump", "closed_lead", "false_akka", "false_sawa"
]
#: every kind of foul (RULES.md §10), in the order of :data:`FoulKind`
FOUL_KINDS: tuple[FoulKind, ...] = get_args(FoulKind)


class Foul(NamedTuple):
    """A broken rule in non-strict mode (RULES.md §10): who, what, and at which card."""

    seat: int
    kind: FoulKind
    card: int | None
    at: int  #: number of cards played before the foul (0-31)


class TrickRecord(NamedTuple):
    """A finished trick: its leader, its four cards in play order, the winner, the Abnat."""

    leader: int
    cards: tuple[int, ...]
    winner: int
    points: int


class Auction(NamedTuple):
    """The bidding so far.  ``queue`` is who speaks next, in order."""

    round: int = 1
    queue: tuple[int, ...] = ()
    hokum: int | None = None  #: the Hokum bidder H
    sun_caller: int | None = None  #: X, whose Sun or Ashkal opened the Gablak window
    ashkal: bool = False
    passed_before_hokum: tuple[int, ...] = ()
    spoken: int = 0  #: bitmask of seats that have spoken in this round
    bid_made: bool = False  #: a Hokum, Sun or Ashkal has been made in this hand


class Doubling(NamedTuple):
    """The doubling chain: ``stage`` and who may speak, in order."""

    stage: Literal["double", "lock", "triple", "four", "gahwa"]
    queue: tuple[int, ...]
    lock_after: Literal["", "double", "four"] = ""


class _HandFields(NamedTuple):
    """The fields of a :class:`HandState` (see there)."""

    # Fields are ordered from the most stable to the most often changed: the play loop
    # rebuilds only the tail (see ``with_card`` and ``with_trick``).
    rules: RuleSet
    dealer: int
    pack: tuple[int, ...]
    match_scores: tuple[int, int]
    floor: int
    phase: Phase = Phase.BID1
    auction: Auction = Auction()
    contract: Contract | None = None
    doubling: Doubling | None = None
    dealt: tuple[int, int, int, int] = (0, 0, 0, 0)  #: the 8-card hands after the deal
    declared: tuple[tuple[Project, ...], ...] = ((), (), (), ())
    project_team: int | None = None
    baloot: int | None = None  #: seat holding K+Q of trumps
    sawa_failed: int | None = None  #: seat of a refused Sawa still pending
    sawa_lost: bool = False  #: that seat's team lost a trick afterwards
    sawa_by: int | None = None  #: seat whose verified Sawa ended the play
    review: tuple[int, ...] = ()  #: seats still to pass in the review
    result: HandScore | None = None
    redeal: Literal["", "same_dealer", "next_dealer"] = ""
    leader: int = 0
    tricks: tuple[TrickRecord, ...] = ()
    abnat: tuple[int, int] = (0, 0)
    tricks_won: tuple[int, int] = (0, 0)
    baloot_announced: bool = False
    akka: tuple[int, ...] = ()  #: cards announced with Akka
    fouls: tuple[Foul, ...] = ()
    hands: tuple[int, int, int, int] = (0, 0, 0, 0)
    trick: tuple[int, ...] = ()
    to_move: int | None = None
    history: tuple[Action, ...] = ()


class HandState(_HandFields):
    """Everything about one hand.  Teams are (seats 0 and 2, seats 1 and 3).

    An immutable named tuple (not a dataclass) because a new state is made for every
    action and building a tuple is several times faster than ``dataclasses.replace``.
    One attribute besides the fields, ``legal``, holds the legal cards of the seat to
    move once they have been asked (by :func:`~baloot_widgets.rules.tricks.legal_play_mask`):
    a pure function of the state kept with the state, so that listing the actions and
    applying one computes them once.  It is not a field: it takes no part in equality,
    records or pickles.
    """

    legal: tuple[int, PlayReason] | None = None

    def __getstate__(self) -> None:
        """Pickles and copies hold the fields only: :attr:`legal` is computed again."""
        return None

    def with_card(
        self,
        *,
        baloot_announced: bool,
        akka: tuple[int, ...],
        fouls: tuple[Foul, ...],
        hands: tuple[int, int, int, int],
        trick: tuple[int, ...],
        to_move: int | None,
        history: tuple[Action, ...],
    ) -> HandState:
        """The state after a card inside a trick: the named fields change, the rest stay.

        The hot path of the engine: those fields are the tail of :attr:`_fields` (checked
        by name when this module loads), so the new state is the old head and the new
        tail, without the per-field work of :meth:`replace`.
        """
        tail = (baloot_announced, akka, fouls, hands, trick, to_move, history)
        return _tuple_new(HandState, self[:_CARD_TAIL] + tail)

    def with_trick(
        self,
        *,
        leader: int,
        tricks: tuple[TrickRecord, ...],
        abnat: tuple[int, int],
        tricks_won: tuple[int, int],
        baloot_announced: bool,
        akka: tuple[int, ...],
        fouls: tuple[Foul, ...],
        hands: tuple[int, int, int, int],
        history: tuple[Action, ...],
    ) -> HandState:
        """The state after the fourth card of a trick: the named fields change, the trick
        is empty and its winner ``leader`` leads the next one (checked by name as
        :meth:`with_card`)."""
        tail = (leader, tricks, abnat, tricks_won, baloot_announced, akka, fouls, hands, (),
                leader, history)  # fmt: skip
        return _tuple_new(HandState, self[:_TRICK_TAIL] + tail)

    def replace(self, **changes: Any) -> HandState:
        """A copy with ``changes`` (field=value): ``NamedTuple._replace`` without
        looking up all 30 fields: the engine replaces a few fields of every state.

        >>> s = HandState(rules=None, dealer=0, pack=(), match_scores=(0, 0), floor=0)
        >>> s.replace(dealer=2, leader=3)[:2], s.replace(dealer=2).leader
        ((None, 2), 0)
        >>> s.replace(colour=1)
        Traceback (most recent call last):
        ...
        ValueError: HandState has no field 'colour'
        """
        values = list(self)
        for name, value in changes.items():
            index = _FIELD_INDEX.get(name)
            if index is None:
                raise ValueError(f"HandState has no field {name!r}")
            values[index] = value
        return _tuple_new(HandState, values)

    @property
    def first_player(self) -> int:
        """P1, the dealer's right: first to speak (and by default first to lead)."""
        return seat_order(self.dealer)[0]

    @property
    def cards_played(self) -> int:
        """How many cards have been played in this hand."""
        return 4 * len(self.tricks) + len(self.trick)

    @property
    def played_mask(self) -> int:
        """Mask of every card played so far (tricks and the current trick)."""
        return played_mask(self.tricks, self.trick)

    @property
    def is_over(self) -> bool:
        """True once the hand is scored or void."""
        return self.phase is Phase.DONE


def played_mask(tricks: tuple[TrickRecord, ...], trick: tuple[int, ...]) -> int:
    """Mask of the cards of finished ``tricks`` and of the current ``trick``."""
    mask = 0
    for t in tricks:
        for c in t.cards:
            mask |= 1 << c
    for c in trick:
        mask |= 1 << c
    return mask


_tuple_new = tuple.__new__
_FIELD_INDEX = {name: i for i, name in enumerate(HandState._fields)}


def _tail(*names: str) -> int:
    """Where the fields ``names`` start when they are, in this order, the last fields of
    HandState; anything else (a field renamed, moved or added after them) stops the import
    here, so that :meth:`HandState.with_card` and :meth:`HandState.with_trick` can never
    set a field under another name."""
    fields = HandState._fields
    start = len(fields) - len(names)
    if fields[start:] != names:
        raise RuntimeError(f"HandState's last fields must be {names}, not {fields[start:]}")
    return start


_CARD_TAIL = _tail("baloot_announced", "akka", "fouls", "hands", "trick", "to_move", "history")
_TRICK_TAIL = _tail(
    "leader", "tricks", "abnat", "tricks_won", "baloot_announced", "akka", "fouls", "hands",
    "trick", "to_move", "history",
)  # fmt: skip
