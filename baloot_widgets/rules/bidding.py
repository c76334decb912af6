"""Bidding: round 1 and 2, Gablak, Hokum confirmation, Ashkal and Kawesh (RULES.md §4).

Priority in bidding is P1 > P2 > P3 > P4, where P1 is the dealer's right.

>>> from baloot_widgets.rules.engine import new_hand, apply, legal_actions
>>> state = new_hand(seed=3, dealer=0)
>>> [str(a) for a in legal_actions(state)][:3]
['p1 pass', 'p1 hokum', 'p1 sun']
"""

from __future__ import annotations

from ..i18n import Message
from .actions import (
    Action,
    Ashkal,
    Declare,
    Double,
    Four,
    Gahwa,
    Hokum,
    Kawesh,
    Lock,
    Pass,
    Play,
    Qayd,
    Sawa,
    Sun,
    Triple,
    refusal,
)
from .cards import Rank, Suit
from .contract import Contract, Mode
from .deal import complete_deal, seat_order
from .doubling import start_doubling
from .errors import BalootError
from .projects import baloot_holder
from .state import Auction, HandState, Phase

__all__ = [
    "apply_bid",
    "ashkal_eligible",
    "bidding_actions",
    "kawesh_eligible",
    "kawesh_hand",
    "priority",
]

#: the A, K, Q, J and 10 of every suit: a Kawesh hand holds none of them
_COURT_MASK = sum(((1 << r) << (8 * s)) for s in range(4) for r in range(3, 8))


def priority(state: HandState, seat: int) -> int:
    """0 for P1 (the dealer's right, highest priority) to 3 for P4 (the dealer)."""
    return (seat - state.dealer - 1) % 4


def kawesh_hand(mask: int) -> bool:
    """True when a set of cards (a mask) holds only 7s, 8s and 9s: the Kawesh condition
    on the 5 dealt cards (RULES.md §4.4).

    >>> from baloot_widgets import CardSet
    >>> kawesh_hand(CardSet("7S 8S 9H 7D 8C").mask), kawesh_hand(CardSet("7S 8S 9H 7D 10C").mask)
    (True, False)
    """
    return mask & _COURT_MASK == 0


def kawesh_eligible(state: HandState, seat: int) -> bool:
    """True when the seat's 5 dealt cards are all 7s, 8s or 9s (RULES.md §4.4)."""
    return kawesh_hand(state.hands[seat])


def ashkal_eligible(state: HandState, seat: int) -> bool:
    """Only P3 and P4 may call Ashkal, and not on an Ace floor card (RULES.md §4.3)."""
    return priority(state, seat) >= 2 and state.floor & 7 != Rank.ACE


def _illegal(action: Action, key: str, rule: str = "§4", **fields: object) -> BalootError:
    """The refusal of a bidding call: the reason is the catalogue's ``refuse.<key>``."""
    return refusal(action, Message.of(f"refuse.{key}", **fields), rule)


def bidding_actions(state: HandState) -> list[Action]:
    """The calls the seat to move may make now, in a stable order."""
    seat = state.to_move
    assert seat is not None
    a = state.auction
    rules = state.rules
    phase = state.phase
    out: list[Action] = [Pass(seat)]
    if phase is Phase.BID1:
        if a.hokum is None:
            out.append(Hokum(seat))
        out.append(Sun(seat))
        if rules.ashkal_allowed and ashkal_eligible(state, seat):
            out.append(Ashkal(seat))
        if rules.kawesh_allowed and kawesh_eligible(state, seat):
            out.append(Kawesh(seat))
    elif phase in (Phase.GABLAK, Phase.BID1_EXTRA):
        out.append(Sun(seat))
    elif phase is Phase.CONFIRM:
        out = []
        if a.round == 1:
            out.append(Hokum(seat))
        else:
            out.extend(Hokum(seat, Suit(s)) for s in range(4) if s != state.floor >> 3)
        out.append(Sun(seat))
    elif phase is Phase.BID2:
        if a.hokum is None:
            out.append(Hokum(seat))
        out.append(Sun(seat))
        if (
            a.hokum is None
            and rules.ashkal_allowed
            and rules.ashkal_second_round
            and ashkal_eligible(state, seat)
        ):
            out.append(Ashkal(seat))
        if (
            a.hokum is None
            and rules.kawesh_allowed
            and rules.kawesh_second_round
            and kawesh_eligible(state, seat)
        ):
            out.append(Kawesh(seat))
    return out


def apply_bid(state: HandState, action: Action) -> HandState:
    """Apply a bidding call, or raise IllegalActionError and change nothing."""
    seat = action.seat
    phase = state.phase
    a = state.auction
    if seat != state.to_move:
        raise _illegal(action, "turn_to_speak", seat=state.to_move)
    history = (*state.history, action)
    if phase is Phase.GABLAK:
        if isinstance(action, Sun):
            return _fix_contract(state, history, "sun", seat, None)
        if isinstance(action, Pass):
            return _next_gablak(state, history, a.queue[1:])
        raise _illegal(action, "gablak_only", seat=a.sun_caller)
    if phase is Phase.CONFIRM:
        return _confirm(state, history, action)
    if phase is Phase.BID1_EXTRA:
        if isinstance(action, Sun):
            return _open_gablak(state, history, seat, ashkal=False)
        if isinstance(action, Pass):
            return _advance(state, history, a._replace(queue=a.queue[1:]))
        raise _illegal(action, "extra_only_sun", "§4.1")
    round_no = 1 if phase is Phase.BID1 else 2
    rule = "§4.1" if round_no == 1 else "§4.2"
    spoken = a.spoken | 1 << seat
    rest = a.queue[1:]
    if isinstance(action, Pass):
        passed = a.passed_before_hokum if a.hokum is not None else (*a.passed_before_hokum, seat)
        return _advance(
            state, history, a._replace(queue=rest, spoken=spoken, passed_before_hokum=passed)
        )
    if isinstance(action, Kawesh):
        if not state.rules.kawesh_allowed:
            raise _illegal(action, "switched_off", "§12", flag="kawesh_allowed")
        allowed = round_no == 1 or state.rules.kawesh_second_round
        if not allowed:
            raise _illegal(action, "kawesh_round_one", "§4.4")
        if a.hokum is not None and round_no == 2:
            raise _illegal(action, "kawesh_after_hokum", "§4.4")
        if not kawesh_eligible(state, seat):
            raise _illegal(action, "kawesh_hand", "§4.4")
        if a.bid_made:
            return state.replace(
                history=history, phase=Phase.DONE, to_move=None, redeal="next_dealer"
            )
        return state.replace(history=history, phase=Phase.DONE, to_move=None, redeal="same_dealer")
    if isinstance(action, Hokum):
        if a.hokum is not None:
            raise _illegal(action, "hokum_taken", rule, seat=a.hokum)
        if action.suit is not None:
            floor_suit = state.floor >> 3
            if round_no == 1 and action.suit != floor_suit:
                raise _illegal(action, "hokum_floor_suit", rule, suit=_suit(floor_suit))
            if round_no == 2:
                raise _illegal(action, "hokum_suit_later", rule)
            # Naming the floor suit in round 1 is the plain bid: record it as listed.
            action = Hokum(seat)
            history = (*state.history, action)
        auction = a._replace(queue=rest, spoken=spoken, hokum=seat, bid_made=True)
        if round_no == 2:
            auction = auction._replace(queue=_round2_overcallers(state, seat, rest))
        return _advance(state, history, auction)
    if isinstance(action, Ashkal):
        if not state.rules.ashkal_allowed:
            raise _illegal(action, "switched_off", "§12", flag="ashkal_allowed")
        if round_no == 2 and not state.rules.ashkal_second_round:
            raise _illegal(action, "ashkal_round_one", "§4.3")
        if round_no == 2 and a.hokum is not None:
            raise _illegal(action, "round_two_only_sun", "§4.2")
        if not ashkal_eligible(state, seat):
            # An Ashkal without the right, or on an Ace, is the caller's own Sun (RULES §4.3).
            action = Sun(seat)
            history = (*state.history, action)
        else:
            return _sun_bid(state, history, seat, ashkal=True, round_no=round_no)
    if isinstance(action, Sun):
        return _sun_bid(state, history, seat, ashkal=False, round_no=round_no)
    raise _illegal(action, _not_a_bid(action))


def _not_a_bid(action: Action) -> str:
    if isinstance(action, (Play, Declare, Sawa, Qayd)):
        return "bidding_not_over"
    if isinstance(action, (Double, Triple, Four, Gahwa, Lock)):
        return "doubling_after_bidding"
    return "not_a_bid"


def _suit(suit: int) -> Message:
    """A suit's name in a sentence ("spades" / "سبيت")."""
    return Message.of(f"suit.{suit}")


def _sun_bid(
    state: HandState, history: tuple[Action, ...], seat: int, *, ashkal: bool, round_no: int
) -> HandState:
    if round_no == 2 and not state.rules.gablak_round_two:
        buyer = (seat + 2) % 4 if ashkal else seat
        return _fix_contract(state, history, "sun", buyer, None)
    return _open_gablak(state, history, seat, ashkal=ashkal)


def _open_gablak(
    state: HandState, history: tuple[Action, ...], seat: int, *, ashkal: bool
) -> HandState:
    """Sun or Ashkal by X: every player with higher priority is asked in priority order
    (nobody is asked with ``gablak_allowed=False``: the Sun stands at once)."""
    higher = tuple(s for s in _priority_order(state) if priority(state, s) < priority(state, seat))
    if not state.rules.gablak_allowed:
        higher = ()
    auction = state.auction._replace(sun_caller=seat, ashkal=ashkal, bid_made=True)
    return _next_gablak(state.replace(auction=auction), history, higher)


def _next_gablak(
    state: HandState, history: tuple[Action, ...], queue: tuple[int, ...]
) -> HandState:
    a = state.auction
    if not queue:
        caller = a.sun_caller
        assert caller is not None
        buyer = (caller + 2) % 4 if a.ashkal else caller
        return _fix_contract(state, history, "sun", buyer, None)
    return state.replace(
        history=history,
        phase=Phase.GABLAK,
        to_move=queue[0],
        auction=a._replace(queue=queue),
    )


def _priority_order(state: HandState) -> tuple[int, ...]:
    return seat_order(state.dealer)


def _round2_overcallers(state: HandState, hokum: int, rest: tuple[int, ...]) -> tuple[int, ...]:
    """After a round-2 Hokum: who may still overcall with Sun (RULES.md §4.2)."""
    if not state.rules.round2_sun_over_hokum_by_all:
        return rest
    earlier = tuple(s for s in _priority_order(state) if s != hokum and s not in rest)
    return (*rest, *earlier)


def _advance(state: HandState, history: tuple[Action, ...], auction: Auction) -> HandState:
    """Move to the next speaker, or to the next stage when the queue is empty."""
    if auction.queue:
        return state.replace(history=history, auction=auction, to_move=auction.queue[0])
    if state.phase is Phase.BID1:
        if auction.hokum is not None:
            extra = auction.passed_before_hokum
            if extra:
                auction = auction._replace(queue=extra)
                return state.replace(
                    history=history,
                    auction=auction,
                    phase=Phase.BID1_EXTRA,
                    to_move=extra[0],
                )
            return _to_confirm(state, history, auction)
        order = _priority_order(state)
        auction = auction._replace(round=2, queue=order, spoken=0, passed_before_hokum=())
        return state.replace(history=history, auction=auction, phase=Phase.BID2, to_move=order[0])
    if state.phase is Phase.BID1_EXTRA:
        return _to_confirm(state, history, auction)
    # round 2
    if auction.hokum is not None:
        return _to_confirm(state, history, auction)
    # four passes in round 2: the hand is void and the deal passes to the right
    return state.replace(
        history=history,
        auction=auction,
        phase=Phase.DONE,
        to_move=None,
        redeal="next_dealer",
    )


def _to_confirm(state: HandState, history: tuple[Action, ...], auction: Auction) -> HandState:
    h = auction.hokum
    assert h is not None
    return state.replace(
        history=history, auction=auction._replace(queue=(h,)), phase=Phase.CONFIRM, to_move=h
    )


def _confirm(state: HandState, history: tuple[Action, ...], action: Action) -> HandState:
    a = state.auction
    seat = action.seat
    floor_suit = state.floor >> 3
    if isinstance(action, Sun):
        return _fix_contract(state, history, "sun", seat, None)
    if isinstance(action, Hokum):
        if a.round == 1:
            if action.suit is not None and action.suit != floor_suit:
                raise _illegal(action, "confirm_floor_suit", "§4.1", suit=_suit(floor_suit))
            history = (*state.history, Hokum(seat))  # recorded as listed, without the suit
            return _fix_contract(state, history, "hokum", seat, floor_suit)
        if action.suit is None:
            raise _illegal(action, "confirm_name_suit", "§4.2")
        if action.suit == floor_suit:
            raise _illegal(action, "confirm_not_floor_suit", "§4.2", suit=_suit(floor_suit))
        return _fix_contract(state, history, "hokum", seat, int(action.suit))
    raise _illegal(action, "confirm_only", "§4.1" if a.round == 1 else "§4.2")


def _fix_contract(
    state: HandState, history: tuple[Action, ...], mode: Mode, buyer: int, trump: int | None
) -> HandState:
    """The contract is fixed: complete the deal (RULES.md §3.3) and start the doubling."""
    contract = Contract(mode=mode, trump=None if trump is None else Suit(trump), buyer=buyer)
    hands = complete_deal(state.pack, state.dealer, buyer, state.hands)
    state = state.replace(
        history=history,
        contract=contract,
        hands=hands,
        dealt=hands,
        baloot=baloot_holder(hands, contract),
        auction=state.auction._replace(queue=()),
    )
    return start_doubling(state)
