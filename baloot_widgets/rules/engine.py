"""The engine's small interface: ``new_hand``, ``legal_actions``, ``check``, ``is_legal``,
``apply`` (RULES.md, all sections).

``apply`` returns a new state; an illegal action raises
:class:`~baloot_widgets.rules.errors.IllegalActionError` and changes nothing.

>>> state = new_hand(seed=3, dealer=0)
>>> state.phase.value, state.to_move
('bid1', 1)
>>> state = apply(state, "p1 hokum")
>>> is_legal(state, "p2 hokum"), is_legal(state, "p2 sun")
(False, True)
>>> apply(state, "p2 hokum")
Traceback (most recent call last):
...
baloot_widgets.rules.errors.IllegalActionError: Seat 2 cannot bid Hokum: seat 1 already bid Hokum; only Sun can overcall it (rules §4.1)
"""

from __future__ import annotations

import random as _random
from collections.abc import Sequence
from typing import get_args

from ..i18n import Message, quote
from .actions import Action, Qayd, parse_action, refusal
from .bidding import apply_bid, bidding_actions
from .deal import check_dealer, first_deal, seat_order, shuffled_pack, validate_pack
from .doubling import apply_doubling, doubling_actions
from .errors import BalootError, NotationError
from .fouls import apply_qayd, apply_review
from .ruleset import RuleSet, check_rules
from .scoring import team_pair
from .state import Auction, HandState, Phase
from .tricks import apply_play_phase, play_actions

__all__ = [
    "apply",
    "apply_text",
    "check",
    "is_legal",
    "legal_actions",
    "new_hand",
    "normalize",
]

# Enum member look-ups cost more than a global name in the hot path: bind them once.
_PLAY, _REVIEW, _DONE, _DOUBLING = Phase.PLAY, Phase.REVIEW, Phase.DONE, Phase.DOUBLING


def new_hand(
    seed: int | str | _random.Random | None = None,
    dealer: int = 0,
    rules: RuleSet | None = None,
    *,
    match_scores: tuple[int, int] = (0, 0),
    pack: Sequence[int] | None = None,
) -> HandState:
    """Shuffle (from ``seed``) or take ``pack``, deal 3+2, turn the floor card, and open
    bidding round 1 with P1, the dealer's right (RULES.md §3-§4)."""
    check_dealer(dealer)
    rules = check_rules(rules)
    match_scores = team_pair(match_scores, "match_scores")
    cards = validate_pack(pack) if pack is not None else shuffled_pack(seed)
    hands, floor = first_deal(cards, dealer)
    order = seat_order(dealer)
    return HandState(
        rules=rules,
        dealer=dealer,
        pack=cards,
        match_scores=match_scores,
        phase=Phase.BID1,
        to_move=order[0],
        hands=hands,
        floor=floor,
        auction=Auction(round=1, queue=order),
    )


def legal_actions(state: HandState) -> list[Action]:
    """Every action that :func:`apply` accepts now as itself: the calls or cards of the
    seat to move and, in non-strict play, the Qayd claims of every seat."""
    phase = state.phase
    if phase is _PLAY or phase is _REVIEW:  # the common case first
        return play_actions(state)
    if phase is _DONE:
        return []
    if phase is _DOUBLING:
        return doubling_actions(state)
    return bidding_actions(state)


#: the Action classes, to refuse anything else with a sentence
_ACTION_TYPES: tuple[type, ...] = get_args(Action)
_ACTION_SET = frozenset(_ACTION_TYPES)


def _as_action(action: Action | str) -> Action:
    if type(action) in _ACTION_SET:  # the common case first: one set lookup
        return action  # type: ignore[return-value]
    if isinstance(action, str):
        return parse_action(action)
    if not isinstance(action, _ACTION_TYPES):
        raise NotationError(Message.of("error.not_action", action=quote(action)))
    return action


def apply(state: HandState, action: Action | str) -> HandState:
    """The state after ``action`` (an Action or its text).  Raises IllegalActionError (or
    NotationError for unreadable text) and changes nothing when it is not allowed."""
    # no function call for a typed action: mypy cannot see the set test narrow the type
    act: Action = action if type(action) in _ACTION_SET else _as_action(action)  # type: ignore[assignment]
    phase = state.phase
    if phase is _DONE:
        raise refusal(act, Message.of("refuse.hand_over"), "§11")
    if phase is _REVIEW:
        return apply_review(state, act)
    if isinstance(act, Qayd):
        return apply_qayd(state, act)
    if phase is _PLAY:
        return apply_play_phase(state, act)
    if phase is _DOUBLING:
        return apply_doubling(state, act)
    return apply_bid(state, act)


def apply_text(state: HandState, *actions: Action | str) -> HandState:
    """Apply several actions in order (a convenience for lessons and tests)."""
    for action in actions:
        state = apply(state, action)
    return state


def check(state: HandState, action: Action | str) -> None:
    """Raise IllegalActionError (with the reason) if ``action`` is not allowed now."""
    apply(state, action)


def is_legal(state: HandState, action: Action | str) -> bool:
    """True when :func:`apply` would accept ``action`` now."""
    try:
        apply(state, action)
    except BalootError:
        return False
    return True


def normalize(state: HandState, action: Action | str) -> Action:
    """The action as the engine records it: an Ashkal without the right (or on an Ace) is
    the caller's own Sun (RULES.md §4.3); other actions are unchanged."""
    act = _as_action(action)
    after = apply(state, act)
    recorded = after.history[len(state.history)]
    return recorded
