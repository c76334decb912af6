"""The doubling chain: Double, Triple, Four, Gahwa, open and closed Hokum (RULES.md §5).

>>> from baloot_widgets.rules.engine import new_hand, apply_text, legal_actions
>>> s = apply_text(new_hand(seed=3, dealer=0), "p1 hokum", "p2 pass", "p3 pass", "p0 pass", "p1 hokum")
>>> [str(a) for a in legal_actions(s)]
['p2 pass', 'p2 double', 'p2 double closed']
"""

from __future__ import annotations

from dataclasses import replace

from ..i18n import Message
from .actions import Action, Double, Four, Gahwa, Lock, Pass, Triple, action_name, refusal
from .contract import Contract
from .ruleset import RuleSet
from .state import Doubling, HandState, Phase

__all__ = [
    "apply_doubling",
    "doubling_actions",
    "start_doubling",
    "start_play",
    "sun_double_allowed",
    "trick_one_leader",
]


def trick_one_leader(state: HandState) -> int:
    """Who leads trick 1: P1 (the dealer's right), or the buyer with ``bidder_leads_first``."""
    assert state.contract is not None
    return state.contract.buyer if state.rules.bidder_leads_first else state.first_player


def sun_double_allowed(scores: tuple[int, int], buyer_team: int, rules: RuleSet) -> bool:
    """A Sun may be doubled only if the buyer's team has more than 100 and the doubling team
    less than 100 before the hand (RULES.md §5; threshold and either-side flags).

    >>> sun_double_allowed((120, 80), 0, RuleSet()), sun_double_allowed((80, 120), 0, RuleSet())
    (True, False)
    """
    limit = rules.sun_double_threshold
    buyer, doubler = scores[buyer_team], scores[1 - buyer_team]
    if rules.sun_double_either_side_over_100:
        return (buyer > limit) != (doubler > limit)
    return buyer > limit and doubler < limit


def _chain_continues(contract: Contract, rules: RuleSet) -> bool:
    return contract.is_hokum or rules.sun_full_doubling_chain


def _team_queue(seat: int, rules: RuleSet) -> tuple[int, ...]:
    return (seat, (seat + 2) % 4) if rules.doubling_chain_by_team else (seat,)


def start_doubling(state: HandState) -> HandState:
    """After the contract: ask the defenders, first in play order first, whether to Double."""
    c = state.contract
    assert c is not None
    if not state.rules.doubling_allowed or (
        not c.is_hokum and not sun_double_allowed(state.match_scores, c.buyer_team, state.rules)
    ):
        return start_play(state)
    first = trick_one_leader(state)
    defenders = sorted(((c.buyer + 1) % 4, (c.buyer + 3) % 4), key=lambda s: (s - first) % 4)
    d = Doubling("double", tuple(defenders))
    return state.replace(phase=Phase.DOUBLING, doubling=d, to_move=d.queue[0])


def start_play(state: HandState) -> HandState:
    """The doubling is over: trick 1 begins."""
    leader = trick_one_leader(state)
    return state.replace(phase=Phase.PLAY, doubling=None, leader=leader, to_move=leader)


def doubling_actions(state: HandState) -> list[Action]:
    """The calls the seat to move may make in the doubling chain."""
    d, c, seat = state.doubling, state.contract, state.to_move
    assert d is not None and c is not None and seat is not None
    caller_locks = c.is_hokum and state.rules.closed_hokum_chooser == "caller"
    if d.stage == "lock":
        return [Lock(seat, False), Lock(seat, True)]
    out: list[Action] = [Pass(seat)]
    if d.stage == "double":
        out.append(Double(seat))
        if caller_locks:
            out.append(Double(seat, True))
    elif d.stage == "triple":
        out.append(Triple(seat))
    elif d.stage == "four":
        out.append(Four(seat))
        if caller_locks:
            out.append(Four(seat, True))
    else:
        out.append(Gahwa(seat))
    return out


def _next(
    state: HandState, history: tuple[Action, ...], contract: Contract, d: Doubling | None
) -> HandState:
    if d is None:
        return start_play(state.replace(history=history, contract=contract))
    return state.replace(history=history, contract=contract, doubling=d, to_move=d.queue[0])


def apply_doubling(state: HandState, action: Action) -> HandState:
    """Apply a doubling call, or raise IllegalActionError and change nothing."""
    d, c = state.doubling, state.contract
    assert d is not None and c is not None
    rules = state.rules
    seat = action.seat
    if seat != state.to_move:
        raise refusal(action, Message.of("refuse.turn_in_doubling", seat=state.to_move), "§5")
    if action not in doubling_actions(state):
        raise refusal(action, _why_not(state, action), "§5")
    history = (*state.history, action)
    chooser = rules.closed_hokum_chooser
    if isinstance(action, Pass):
        rest = d.queue[1:]
        return _next(state, history, c, d._replace(queue=rest) if rest else None)
    if isinstance(action, Lock):
        c = replace(c, closed=action.closed)
        nxt = (
            Doubling("triple", _team_queue(c.buyer, rules))
            if d.lock_after == "double"
            else (Doubling("gahwa", _team_queue(c.buyer, rules)))
        )
        return _next(state, history, c, nxt)
    if isinstance(action, (Double, Four)):
        is_double = isinstance(action, Double)
        closed = c.is_hokum and (action.closed if chooser == "caller" else chooser == "auto")
        if is_double:
            c = replace(c, multiplier=2, doubler=seat, closed=closed)
        else:
            c = replace(c, multiplier=4, closed=closed)
        if c.is_hokum and chooser == "bidder":
            lock = Doubling("lock", (c.buyer,), "double" if is_double else "four")
            return _next(state, history, c, lock)
        if not _chain_continues(c, rules):
            return _next(state, history, c, None)
        nxt = Doubling("triple" if is_double else "gahwa", _team_queue(c.buyer, rules))
        return _next(state, history, c, nxt)
    if isinstance(action, Triple):
        c = replace(c, multiplier=3, closed=False)
        assert c.doubler is not None
        return _next(state, history, c, Doubling("four", _team_queue(c.doubler, rules)))
    assert isinstance(action, Gahwa)
    return _next(state, history, replace(c, gahwa=True, closed=False), None)


def _why_not(state: HandState, action: Action) -> Message:
    d, c = state.doubling, state.contract
    assert d is not None and c is not None
    if isinstance(action, (Double, Four)) and action.closed:
        if not c.is_hokum:
            return Message.of("refuse.closed_only_hokum")
        return Message.of("refuse.closed_not_caller", chooser=state.rules.closed_hokum_chooser)
    wanted = (
        Message.of("refuse.open_or_closed") if d.stage == "lock" else Message.of(f"name.{d.stage}")
    )
    return Message.of(
        "refuse.chain_at", wanted=wanted, name=Message.of(f"name.{action_name(action)}")
    )
