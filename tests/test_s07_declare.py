"""RULES.md §7 through the engine: declaring projects in trick 1 before one's first card, the
declaration options, the comparison after trick 1 with declaration order, Baloot recorded
when its second card is played, and the projects shown in the view from trick 2.
(Project detection and comparison tables are in test_s07_projects.py.)"""

from __future__ import annotations

import pytest
from engine_helpers import mask, pack_for_hands

from baloot_widgets import Card, IllegalActionError, view
from baloot_widgets.rules.actions import Declare, Play
from baloot_widgets.rules.engine import apply, apply_text, legal_actions, new_hand
from baloot_widgets.rules.state import HandState, Phase
from baloot_widgets.rules.tricks import declaration_options

# Sun: seat 1 holds the Sira A♠ K♠ Q♠, seat 2 the Sira A♥ K♥ Q♥ (equal), nobody else a project.
SUN_HANDS = {
    1: "AS KS QS 7D 9D JH 7C 9C",
    2: "AH KH QH 8D 10D 8C 10C 7S",
    3: "JS 9S 7H JD QD JC QC 8H",
    0: "10S 8S 9H AD KD AC KC 10H",
}


def sun_hand(dealer: int = 0) -> HandState:
    """P1 (the dealer's right) buys Sun at once: dealer 0 -> seat 1, dealer 1 -> seat 2."""
    buyer = (dealer + 1) % 4
    floor = {1: "JH", 2: "10C"}[buyer]
    pack = pack_for_hands(SUN_HANDS, floor=floor, buyer=buyer, dealer=dealer)
    state = apply(new_hand(pack=pack, dealer=dealer), f"p{buyer} sun")
    assert state.phase is Phase.PLAY and state.to_move == buyer
    return state


def declares(state: HandState) -> list[str]:
    return [str(a) for a in legal_actions(state) if isinstance(a, Declare)]


def first_play(state: HandState) -> Play:
    return next(a for a in legal_actions(state) if isinstance(a, Play))


# =========================================================================== when


def test_declare_before_your_first_card_of_trick_one() -> None:
    state = sun_hand()
    assert declares(state) == ["p1 declare sira"]
    state = apply(state, "p1 declare sira")
    assert declares(state) == []  # declared once
    with pytest.raises(IllegalActionError, match="already declared"):
        apply(state, "p1 declare sira")
    state = apply(state, "p1 play 7D")
    assert state.to_move == 2 and declares(state) == ["p2 declare sira"]
    state = apply_text(state, "p2 declare sira", "p2 play 8D")
    assert [[p.kind for p in d] for d in state.declared] == [[], ["sira"], ["sira"], []]


def test_no_declaration_after_your_first_card() -> None:
    state = sun_hand()
    assert declaration_options(state, 1) and declaration_options(state, 2)
    state = apply(state, "p1 play 7D")
    assert declaration_options(state, 1) == []  # seat 1 has played its first card
    assert [[p.kind for p in o] for o in declaration_options(state, 2)] == [["sira"]]
    state = apply(state, "p2 play 8D")
    assert declaration_options(state, 2) == []
    state = apply_text(state, "p3 play JD", "p0 play AD")
    assert all(declaration_options(state, seat) == [] for seat in range(4))
    with pytest.raises(IllegalActionError, match="only before your first card of trick 1"):
        apply(state, "p0 declare sira")


def test_no_declaration_in_trick_two() -> None:
    state = apply_text(sun_hand(), "p1 play 7D", "p2 play 8D", "p3 play JD", "p0 play AD")
    assert state.to_move == 0 and declares(state) == []
    with pytest.raises(IllegalActionError, match=r"\(rules §7\)"):
        apply(state, "p0 declare sira")


def test_declare_out_of_turn_is_refused() -> None:
    state = sun_hand()
    with pytest.raises(IllegalActionError, match="turn"):
        apply(state, "p2 declare sira")


def test_declaring_a_project_you_do_not_hold_is_refused() -> None:
    state = sun_hand()
    with pytest.raises(IllegalActionError, match="it may declare sira"):
        apply(state, "p1 declare fifty")
    state = apply_text(state, "p1 play 7D", "p2 play 8D")
    with pytest.raises(IllegalActionError, match="holds no project"):
        apply(state, "p3 declare sira")


def test_declaration_options_are_the_parts_of_the_best_declaration() -> None:
    hands = {
        1: "KS KH KD KC QD JD 10D 7C",
        2: "AS QS JS 9S AH QH JH 8C",
        3: "10S 8S 7S 10H 9H 8H AD 9C",
        0: "7H 9D 8D 7D AC QC JC 10C",
    }
    pack = pack_for_hands(hands, floor="7C", buyer=1)
    state = apply(new_hand(pack=pack, dealer=0), "p1 sun")
    assert declares(state) == ["p1 declare hundred sira", "p1 declare hundred", "p1 declare sira"]
    only_sira = apply(state, "p1 declare sira")
    assert [p.kind for p in only_sira.declared[1]] == ["sira"]
    both = apply(state, "p1 declare hundred sira")
    assert [p.cards.mask for p in both.declared[1]] == [mask("KS KH KD KC"), mask("QD JD 10D")]
    # the kinds may be named in any order; the record keeps the engine's order
    swapped = apply(state, "p1 declare sira hundred")
    assert swapped.declared == both.declared
    assert str(swapped.history[-1]) == "p1 declare hundred sira"


# =========================================================================== comparison


def test_comparison_after_trick_one_equal_projects_go_to_the_earlier_player() -> None:
    state = apply_text(sun_hand(dealer=0), "p1 declare sira", "p1 play 7D", "p2 declare sira")
    state = apply_text(state, "p2 play 8D", "p3 play JD")
    assert state.project_team is None  # not decided before the end of trick 1
    state = apply(state, "p0 play AD")
    assert state.project_team == 1  # seat 1 played first in trick 1


def test_comparison_declaration_order_follows_trick_one_not_the_seat_number() -> None:
    state = sun_hand(dealer=1)  # seat 2 leads trick 1
    state = apply_text(state, "p2 declare sira", "p2 play 8D", "p3 play JD", "p0 play AD")
    state = apply_text(state, "p1 declare sira", "p1 play 7D")
    assert state.project_team == 0


def test_undeclared_projects_score_nothing() -> None:
    state = apply_text(sun_hand(), "p1 play 7D", "p2 play 8D", "p3 play JD", "p0 play AD")
    assert state.project_team is None
    while not state.is_over:
        state = apply(state, first_play(state))
    assert state.result is not None
    assert not any(line.key.startswith("project") for line in state.result.lines)


def test_a_lone_declaration_wins_the_comparison() -> None:
    state = apply_text(sun_hand(), "p1 play 7D", "p2 declare sira", "p2 play 8D")
    state = apply_text(state, "p3 play JD", "p0 play AD")
    assert state.project_team == 0


# =========================================================================== shown from trick 2


def test_projects_are_shown_in_the_view_from_trick_two() -> None:
    state = apply_text(sun_hand(), "p1 declare sira", "p1 play 7D", "p2 declare sira")
    for seat in range(4):
        v = view(state, seat)
        assert v.declared == ((), ("sira",), ("sira",), ())  # the type only
        assert v.shown == ((), (), (), ())
    state = apply_text(state, "p2 play 8D", "p3 play JD", "p0 play AD")
    for seat in range(4):
        v = view(state, seat)
        assert [sorted(Card(c).code for c in p.cards) for p in v.shown[1]] == [["AS", "KS", "QS"]]
        assert v.shown[0] == v.shown[2] == v.shown[3] == ()  # the loser shows nothing
        assert v.project_team == 1


# =========================================================================== Baloot

# Hokum ♥ bought by seat 1 (floor 7♥); seat 0 holds K♥ and Q♥; nobody holds a project.
HOKUM_HANDS = {
    1: "7H AH AS 7S KD 7D QC 7C",
    2: "8H 9H KS 8S AD 8D JC 8C",
    3: "JH 10H QS 9S JD 9D AC 9C",
    0: "KH QH JS 10S QD 10D KC 10C",
}


def hokum_hand() -> HandState:
    pack = pack_for_hands(HOKUM_HANDS, floor="7H", buyer=1)
    state = apply_text(new_hand(pack=pack, dealer=0), "p1 hokum", "p2 pass", "p3 pass", "p0 pass")
    state = apply_text(state, "p1 hokum", "p2 pass", "p0 pass")
    assert state.phase is Phase.PLAY
    return state


def test_baloot_is_recorded_when_its_second_card_is_played() -> None:
    state = hokum_hand()
    assert state.baloot == 0  # the holder is known to the engine from the deal
    assert not state.baloot_announced
    assert all(view(state, s).baloot is None for s in range(4))
    state = apply_text(state, "p1 play AH", "p2 play 9H", "p3 play JH", "p0 play KH")
    assert not state.baloot_announced  # one card is not enough
    assert all(view(state, s).baloot is None for s in range(4))
    assert state.to_move == 3
    state = apply_text(state, "p3 play 10H", "p0 play QH")
    assert state.baloot_announced
    assert all(view(state, s).baloot == 0 for s in range(4))


def test_baloot_is_not_declared_up_front() -> None:
    state = hokum_hand()
    for _ in range(4):
        assert declares(state) == []
        state = apply(state, first_play(state))


# Hokum ♥ bought by seat 1 (floor 7♥); seat 0 holds K♥ Q♥ and the other three Kings.
FOUR_KINGS_HANDS = {
    1: "7H AH AS 7S AD 7D QC 7C",
    2: "8H 9H QS 8S 8D 9D JC 8C",
    3: "JH 10H JS 9S JD 10D AC 9C",
    0: "KH QH KS KD KC 10S QD 10C",
}


def _play_out(state: HandState) -> HandState:
    while not state.is_over:
        state = apply(state, first_play(state))
    return state


@pytest.mark.parametrize("declare", [True, False])
def test_baloot_voided_by_a_declared_four_kings_through_the_engine(declare: bool) -> None:
    pack = pack_for_hands(FOUR_KINGS_HANDS, floor="7H", buyer=1)
    state = apply_text(new_hand(pack=pack, dealer=0), "p1 hokum", "p2 pass", "p3 pass", "p0 pass")
    state = apply_text(state, "p1 hokum", "p2 pass", "p0 pass")
    assert state.baloot == 0
    for _ in range(3):
        state = apply(state, first_play(state))
    assert state.to_move == 0
    if declare:
        state = apply(state, "p0 declare hundred")
    done = _play_out(state)
    assert done.result is not None
    keys = [line.key for line in done.result.lines]
    if declare:  # K♥ is inside the four Kings: no Baloot (rules §7)
        assert "baloot" not in keys and "baloot_void" in keys
    else:
        assert "baloot" in keys and done.baloot_announced
