"""RULES.md §5: the doubling chain (Double, Triple, Four, Gahwa) and who may call each step,
the Sun 100 rule and its flags, open and closed Hokum and ``closed_hokum_chooser``,
``doubling_chain_by_team`` and ``bidder_leads_first`` (who is asked first)."""

from __future__ import annotations

import pytest
from engine_helpers import make_pack

from baloot_widgets import IllegalActionError, RuleSet
from baloot_widgets.rules.doubling import sun_double_allowed
from baloot_widgets.rules.engine import apply, apply_text, legal_actions, new_hand
from baloot_widgets.rules.state import HandState, Phase

FIRST = {
    1: "AS KS QD JC 10H",
    2: "AD KD QC JS 10C",
    3: "AC KC QS JD 10S",
    0: "AH KH QH JH 10D",
}
PACK = make_pack(dealer=0, floor="9H", first=FIRST)

# Hokum bought by each seat (dealer 0, floor 9♥), ending in the doubling phase.
HOKUM_BY = {
    1: ["p1 hokum", "p2 pass", "p3 pass", "p0 pass", "p1 hokum"],
    2: ["p1 pass", "p2 hokum", "p3 pass", "p0 pass", "p1 pass", "p2 hokum"],
    3: ["p1 pass", "p2 pass", "p3 hokum", "p0 pass", "p1 pass", "p2 pass", "p3 hokum"],
    0: ["p1 pass", "p2 pass", "p3 pass", "p0 hokum", "p1 pass", "p2 pass", "p3 pass", "p0 hokum"],
}


def hokum(buyer: int = 2, rules: RuleSet | None = None) -> HandState:
    state = apply_text(new_hand(pack=PACK, dealer=0, rules=rules), *HOKUM_BY[buyer])
    assert state.phase is Phase.DOUBLING
    return state


def sun(scores: tuple[int, int], rules: RuleSet | None = None, buyer: int = 1) -> HandState:
    """A Sun bought by ``buyer`` (1 = P1 at once; 2 = P2 after P1 declines the Gablak)."""
    state = new_hand(pack=PACK, dealer=0, rules=rules, match_scores=scores)
    if buyer == 1:
        return apply(state, "p1 sun")
    assert buyer == 2
    return apply_text(state, "p1 pass", "p2 sun", "p1 pass")


def texts(state: HandState) -> list[str]:
    return [str(a) for a in legal_actions(state)]


def refused(state: HandState, action: str, *words: str) -> None:
    with pytest.raises(IllegalActionError) as info:
        apply(state, action)
    for w in (*words, "(rules §5)"):
        assert w in str(info.value), str(info.value)
    assert info.value.rule == "§5"


# =========================================================================== who is asked


@pytest.mark.parametrize(("buyer", "queue"), [(1, (2, 0)), (2, (1, 3)), (3, (2, 0)), (0, (1, 3))])
def test_first_defender_in_play_order_is_asked_first(buyer: int, queue: tuple[int, int]) -> None:
    state = hokum(buyer)
    assert state.to_move == queue[0]
    assert texts(state) == [
        f"p{queue[0]} pass",
        f"p{queue[0]} double",
        f"p{queue[0]} double closed",
    ]
    state = apply(state, f"p{queue[0]} pass")
    assert state.to_move == queue[1]
    state = apply(state, f"p{queue[1]} pass")
    assert state.phase is Phase.PLAY
    assert state.contract is not None and state.contract.multiplier == 1


def test_flag_bidder_leads_first_changes_who_is_asked_first_and_who_leads() -> None:
    state = hokum(2, RuleSet(bidder_leads_first=True))
    assert state.to_move == 3  # play order from the buyer (seat 2): 3, 0, 1
    state = apply_text(state, "p3 pass", "p1 pass")
    assert state.phase is Phase.PLAY and state.leader == 2 and state.to_move == 2
    default = apply_text(hokum(2), "p1 pass", "p3 pass")
    assert default.leader == 1 and default.to_move == 1


def test_the_buyers_team_cannot_double() -> None:
    state = hokum(2)
    refused(state, "p2 double", "turn")
    refused(state, "p0 double", "turn")


# =========================================================================== the chain


def test_full_chain_double_triple_four_gahwa() -> None:
    state = apply(hokum(2), "p1 double")
    c = state.contract
    assert c is not None and (c.multiplier, c.doubler) == (2, 1)
    assert state.to_move == 2 and texts(state) == ["p2 pass", "p2 triple"]
    state = apply(state, "p2 triple")
    assert state.contract is not None and state.contract.multiplier == 3
    assert state.to_move == 1 and texts(state) == ["p1 pass", "p1 four", "p1 four closed"]
    state = apply(state, "p1 four")
    assert state.contract is not None and state.contract.multiplier == 4
    assert state.to_move == 2 and texts(state) == ["p2 pass", "p2 gahwa"]
    state = apply(state, "p2 gahwa")
    c = state.contract
    assert c is not None and c.gahwa and c.multiplier == 4 and c.doubler == 1
    assert state.phase is Phase.PLAY


def test_second_defender_may_double_after_the_first_passes() -> None:
    state = apply_text(hokum(2), "p1 pass", "p3 double")
    assert state.contract is not None and state.contract.doubler == 3
    assert state.to_move == 2
    state = apply_text(state, "p2 triple")
    assert state.to_move == 3  # Four belongs to the player who doubled


@pytest.mark.parametrize(
    ("prefix", "step_by_wrong_seat"),
    [
        (["p1 double"], "p0 triple"),  # the buyer's partner may not Triple
        (["p1 double", "p2 triple"], "p3 four"),  # the doubler's partner may not Four
        (["p1 double", "p2 triple", "p1 four"], "p0 gahwa"),  # only the buyer says Gahwa
    ],
)
def test_personal_rights_by_default(prefix: list[str], step_by_wrong_seat: str) -> None:
    state = apply_text(hokum(2), *prefix)
    refused(state, step_by_wrong_seat, "turn")


@pytest.mark.parametrize(
    ("prefix", "expected_multiplier"),
    [
        (["p1 double"], 2),
        (["p1 double", "p2 triple"], 3),
        (["p1 double", "p2 triple", "p1 four"], 4),
    ],
)
def test_each_step_is_optional_declining_ends_the_chain(
    prefix: list[str], expected_multiplier: int
) -> None:
    state = apply(hokum(2), prefix[0])
    for a in prefix[1:]:
        state = apply(state, a)
    state = apply(state, f"p{state.to_move} pass")
    assert state.phase is Phase.PLAY
    assert state.contract is not None and state.contract.multiplier == expected_multiplier
    assert not state.contract.gahwa


def test_steps_out_of_order_are_refused() -> None:
    state = hokum(2)
    refused(state, "p1 triple", "Double")
    refused(state, "p1 gahwa", "Double")
    state = apply(state, "p1 double")
    refused(state, "p2 four", "Triple")
    refused(state, "p2 double", "Triple")


def test_flag_doubling_chain_by_team() -> None:
    rules = RuleSet(doubling_chain_by_team=True)
    state = apply(hokum(2, rules), "p1 double")
    assert state.to_move == 2
    state = apply(state, "p2 pass")
    assert state.to_move == 0  # the buyer's partner may Triple now
    state = apply(state, "p0 triple")
    assert state.contract is not None and state.contract.multiplier == 3
    state = apply(state, "p1 pass")
    assert state.to_move == 3  # the doubler's partner may Four
    state = apply_text(state, "p3 four", "p2 pass", "p0 gahwa")
    assert state.contract is not None and state.contract.gahwa
    # by default the chain ends when the one entitled player passes
    default = apply_text(hokum(2), "p1 double", "p2 pass")
    assert default.phase is Phase.PLAY


# =========================================================================== Sun


def test_sun_only_double_exists() -> None:
    state = sun((0, 120))  # buyer seat 1: team 1·3 has 120, the doublers 0
    assert state.phase is Phase.DOUBLING and state.to_move == 2
    assert texts(state) == ["p2 pass", "p2 double"]
    refused(state, "p2 double closed", "only a Hokum can be closed")
    state = apply(state, "p2 double")
    assert state.phase is Phase.PLAY
    assert state.contract is not None and state.contract.multiplier == 2


@pytest.mark.parametrize(
    ("scores", "allowed"),
    [
        ((99, 101), True),  # buyer team 101 > 100, doublers 99 < 100
        ((0, 151), True),
        ((99, 100), False),  # buyer must have MORE than 100
        ((100, 101), False),  # doublers must have LESS than 100
        ((100, 100), False),
        ((120, 140), False),
        ((50, 60), False),
        ((0, 0), False),
    ],
)
def test_sun_double_needs_buyer_over_100_and_doublers_under_100(
    scores: tuple[int, int], allowed: bool
) -> None:
    state = sun(scores)
    assert (state.phase is Phase.DOUBLING) == allowed
    if not allowed:
        assert state.phase is Phase.PLAY and state.to_move == 1
        with pytest.raises(IllegalActionError):
            apply(state, "p2 double")
    assert sun_double_allowed((scores[1], scores[0]), 0, RuleSet()) == allowed


def test_sun_100_rule_uses_the_buyers_team_for_a_team_0_buyer() -> None:
    assert sun((101, 99), buyer=2).phase is Phase.DOUBLING
    assert sun((99, 101), buyer=2).phase is Phase.PLAY


def test_flag_sun_double_threshold() -> None:
    rules = RuleSet(sun_double_threshold=50)
    assert sun((49, 51), rules).phase is Phase.DOUBLING
    assert sun((50, 51), rules).phase is Phase.PLAY
    assert sun((49, 51)).phase is Phase.PLAY  # default threshold 100


def test_flag_sun_double_either_side_over_100() -> None:
    rules = RuleSet(sun_double_either_side_over_100=True)
    # the doubling team over 100, the buyer under: allowed only with the flag
    assert sun((120, 40), rules).phase is Phase.DOUBLING
    assert sun((120, 40)).phase is Phase.PLAY
    # the usual case still works; both over or both under does not
    assert sun((40, 120), rules).phase is Phase.DOUBLING
    assert sun((120, 130), rules).phase is Phase.PLAY
    assert sun((20, 30), rules).phase is Phase.PLAY


def test_flag_sun_full_doubling_chain() -> None:
    rules = RuleSet(sun_full_doubling_chain=True)
    state = apply(sun((0, 120), rules), "p2 double")
    assert state.to_move == 1 and texts(state) == ["p1 pass", "p1 triple"]
    state = apply_text(state, "p1 triple", "p2 four", "p1 gahwa")
    c = state.contract
    assert c is not None and c.gahwa and not c.closed and c.mode == "sun"
    assert state.phase is Phase.PLAY


# =========================================================================== open / closed


def test_caller_chooses_closed_on_double() -> None:
    closed = apply(hokum(2), "p1 double closed")
    assert closed.contract is not None and closed.contract.closed
    opened = apply(hokum(2), "p1 double")
    assert opened.contract is not None and not opened.contract.closed
    play = apply(closed, "p2 pass")
    assert play.phase is Phase.PLAY and play.contract is not None and play.contract.closed


def test_triple_opens_the_game() -> None:
    state = apply_text(hokum(2), "p1 double closed", "p2 triple")
    assert state.contract is not None and not state.contract.closed


@pytest.mark.parametrize("closed", [True, False])
def test_four_chooses_again(closed: bool) -> None:
    four = "p1 four closed" if closed else "p1 four"
    state = apply_text(hokum(2), "p1 double", "p2 triple", four)
    assert state.contract is not None and state.contract.closed == closed
    state = apply(state, "p2 pass")
    assert state.contract is not None and state.contract.closed == closed


def test_gahwa_is_always_open() -> None:
    state = apply_text(hokum(2), "p1 double closed", "p2 triple", "p1 four closed", "p2 gahwa")
    assert state.contract is not None and state.contract.gahwa and not state.contract.closed


def test_flag_closed_hokum_chooser_bidder() -> None:
    rules = RuleSet(closed_hokum_chooser="bidder")
    state = hokum(2, rules)
    assert texts(state) == ["p1 pass", "p1 double"]  # the doubler does not choose
    refused(state, "p1 double closed", "closed_hokum_chooser")
    state = apply(state, "p1 double")
    assert state.to_move == 2 and texts(state) == ["p2 open", "p2 closed"]
    refused(state, "p2 triple", "open or closed")
    state = apply(state, "p2 closed")
    assert state.contract is not None and state.contract.closed
    assert texts(state) == ["p2 pass", "p2 triple"]
    state = apply(state, "p2 triple")
    assert state.contract is not None and not state.contract.closed
    state = apply(state, "p1 four")
    assert state.to_move == 2 and texts(state) == ["p2 open", "p2 closed"]
    state = apply(state, "p2 closed")
    assert state.contract is not None and state.contract.closed
    state = apply(state, "p2 pass")
    assert state.phase is Phase.PLAY and state.contract is not None and state.contract.closed


def test_flag_closed_hokum_chooser_bidder_open_then_pass() -> None:
    rules = RuleSet(closed_hokum_chooser="bidder")
    state = apply_text(hokum(2, rules), "p1 double", "p2 open", "p2 pass")
    assert state.phase is Phase.PLAY and state.contract is not None
    assert not state.contract.closed and state.contract.multiplier == 2


def test_flag_closed_hokum_chooser_auto() -> None:
    rules = RuleSet(closed_hokum_chooser="auto")
    state = hokum(2, rules)
    assert texts(state) == ["p1 pass", "p1 double"]
    state = apply(state, "p1 double")
    assert state.contract is not None and state.contract.closed  # Double always locks
    state = apply(state, "p2 triple")
    assert state.contract is not None and not state.contract.closed  # Triple opens
    state = apply(state, "p1 four")
    assert state.contract is not None and state.contract.closed  # Four locks again
    state = apply(state, "p2 gahwa")
    assert state.contract is not None and not state.contract.closed


def test_undoubled_hokum_is_open() -> None:
    state = apply_text(hokum(2), "p1 pass", "p3 pass")
    assert state.contract is not None and not state.contract.closed


def test_play_is_refused_during_the_doubling() -> None:
    state = hokum(2)
    with pytest.raises(IllegalActionError):
        apply(state, "p1 play AS")
