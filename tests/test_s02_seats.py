"""RULES.md §2: seats 0-3, teams {0, 2} and {1, 3}, counter-clockwise order (the next seat
after ``s`` is ``(s + 1) % 4``), P1-P4 for each dealer, bidding priority P1 > P2 > P3 > P4,
and the deal passing to the right (the Kawesh-before-a-bid exception is in test_s04)."""

from __future__ import annotations

import pytest

from baloot_widgets import Contract, IllegalActionError, Match, trick_winner
from baloot_widgets.rules.actions import Play
from baloot_widgets.rules.contract import team_of
from baloot_widgets.rules.deal import seat_order
from baloot_widgets.rules.engine import apply, apply_text, legal_actions, new_hand
from baloot_widgets.rules.state import Phase


def test_partners_sit_opposite_and_teams_are_0_2_and_1_3() -> None:
    assert [team_of(s) for s in range(4)] == [0, 1, 0, 1]
    for buyer in range(4):
        c = Contract(mode="sun", buyer=buyer)
        assert c.buyer_team == buyer % 2 and c.defender_team == 1 - buyer % 2


@pytest.mark.parametrize("dealer", range(4))
def test_p1_to_p4_speak_counter_clockwise_from_the_dealers_right(dealer: int) -> None:
    state = new_hand(seed=5, dealer=dealer)
    assert state.first_player == (dealer + 1) % 4
    speakers = []
    for _ in range(4):
        assert state.to_move is not None
        speakers.append(state.to_move)
        state = apply(state, f"p{state.to_move} pass")
    # P1 = d+1 (dealer's right), P2 = d+2 (dealer's partner), P3 = d+3 (dealer's left), P4 = d
    assert speakers == [(dealer + 1) % 4, (dealer + 2) % 4, (dealer + 3) % 4, dealer]
    assert tuple(speakers) == seat_order(dealer)
    assert state.phase is Phase.BID2 and state.to_move == (dealer + 1) % 4


@pytest.mark.parametrize("dealer", range(4))
def test_play_goes_counter_clockwise_and_p1_leads_the_first_trick(dealer: int) -> None:
    p1 = (dealer + 1) % 4
    state = apply(new_hand(seed=11, dealer=dealer), f"p{p1} sun")
    assert state.phase is Phase.PLAY and state.to_move == p1 and state.leader == p1
    order = []
    for _ in range(4):
        assert state.to_move is not None
        order.append(state.to_move)
        state = apply(state, next(a for a in legal_actions(state) if isinstance(a, Play)))
    assert order == [(p1 + k) % 4 for k in range(4)]


def test_priority_in_the_gablak_window_is_p1_then_p2_then_p3() -> None:
    """Dealer 3: P1 = seat 0, P2 = seat 1, P3 = seat 2.  P4 (seat 3) bids Sun: the three
    players with higher priority are asked in that order."""
    state = apply_text(new_hand(seed=2, dealer=3), "p0 pass", "p1 pass", "p2 pass", "p3 sun")
    asked = []
    while state.phase is Phase.GABLAK:
        assert state.to_move is not None
        asked.append(state.to_move)
        state = apply(state, f"p{state.to_move} pass")
    assert asked == [0, 1, 2]
    assert state.contract is not None and state.contract.buyer == 3


def test_a_trick_must_be_given_in_counter_clockwise_order() -> None:
    with pytest.raises(IllegalActionError, match=r"counter-clockwise.*\(rules §2\)"):
        trick_winner([(1, "KS"), (3, "AS")], Contract(mode="sun"))


def test_the_deal_passes_to_the_right_after_every_hand() -> None:
    """A played hand and an all-pass redeal both move the deal to the dealer's right."""
    match = Match(seed=4, dealer=2)
    match.act("p3 sun")
    while not match.finished:
        match.act(next(a for a in match.legal_actions() if isinstance(a, Play)))
    assert match.finished[-1].state.result is not None and match.state.dealer == 3
    for seat in (0, 1, 2, 3, 0, 1, 2, 3):  # P1-P4 of dealer 3 pass in both rounds
        match.act(f"p{seat} pass")
    assert len(match.finished) == 2 and match.finished[-1].state.result is None
    assert match.state.dealer == 0
