"""RULES.md §4: bidding round 1 and 2, the Gablak window, Hokum standing after the pass,
confirmation and conversion, Ashkal, Kawesh, the all-pass redeal, and the four bidding
flags of §12.  §14 examples 28, 29 and 30 are the tests named after them.

Dealer = seat 0 unless stated: P1 = seat 1, P2 = seat 2, P3 = seat 3, P4 = seat 0.
"""

from __future__ import annotations

import random

import pytest
from engine_helpers import make_pack, mask

from baloot_widgets import IllegalActionError, Match, RuleSet, Suit
from baloot_widgets.rules.actions import Ashkal, Hokum, Kawesh, Pass, Sun
from baloot_widgets.rules.engine import (
    apply,
    apply_text,
    is_legal,
    legal_actions,
    new_hand,
    normalize,
)
from baloot_widgets.rules.state import HandState, Phase

# No seat holds a Kawesh hand; the floor card is 9♥ (as in §14 examples 28-30).
FIRST = {
    1: "AS KS QD JC 10H",
    2: "AD KD QC JS 10C",
    3: "AC KC QS JD 10S",
    0: "AH KH QH JH 10D",
}
PACK = make_pack(dealer=0, floor="9H", first=FIRST)
ACE_PACK = make_pack(dealer=0, floor="AH", first={**FIRST, 0: "9H KH QH JH 10D"})
# seat 2 (P2) and seat 0 (P4) hold only 7s, 8s and 9s: they may call Kawesh
KAWESH_PACK = make_pack(
    dealer=0,
    floor="9H",
    first={1: "AS KS QD JC 10H", 2: "7S 8S 9S 7D 8D", 3: "AC KC QS JD 10S", 0: "7C 8C 9C 8H 9D"},
)


def hand(rules: RuleSet | None = None, pack: tuple[int, ...] = PACK, dealer: int = 0) -> HandState:
    return new_hand(pack=pack, dealer=dealer, rules=rules)


def texts(state: HandState) -> list[str]:
    return [str(a) for a in legal_actions(state)]


def round2(rules: RuleSet | None = None, pack: tuple[int, ...] = PACK) -> HandState:
    state = apply_text(hand(rules, pack), "p1 pass", "p2 pass", "p3 pass", "p0 pass")
    assert state.phase is Phase.BID2
    return state


def refused(state: HandState, action: str, *words: str) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as info:
        apply(state, action)
    message = str(info.value)
    for w in words:
        assert w in message, message
    assert "(rules §4" in message
    return info.value


# =========================================================================== round 1


def test_round1_opens_with_p1_and_offers_pass_hokum_sun() -> None:
    state = hand()
    assert state.phase is Phase.BID1 and state.to_move == 1
    assert texts(state) == ["p1 pass", "p1 hokum", "p1 sun"]


def test_round1_each_player_speaks_once_in_priority_order() -> None:
    state = hand()
    for seat in (1, 2, 3, 0):
        assert state.to_move == seat
        refused(state, f"p{(seat + 1) % 4} pass", "turn")
        state = apply(state, f"p{seat} pass")
    assert state.phase is Phase.BID2 and state.to_move == 1


@pytest.mark.parametrize("dealer", range(4))
def test_the_dealers_right_speaks_first_for_every_dealer(dealer: int) -> None:
    state = new_hand(seed=dealer, dealer=dealer)
    assert state.to_move == (dealer + 1) % 4


def test_round1_hokum_is_in_the_floor_suit_only() -> None:
    state = apply_text(hand(), "p1 hokum", "p2 pass", "p3 pass", "p0 pass", "p1 hokum")
    assert state.contract is not None
    assert state.contract.mode == "hokum" and state.contract.trump == Suit.HEARTS
    assert state.contract.buyer == 1
    refused(hand(), "p1 hokum S", "floor card's suit")
    refused(hand(), "p1 hokum D", "floor card's suit")


def test_nobody_can_make_a_second_hokum() -> None:
    state = apply(hand(), "p1 hokum")
    assert "p2 hokum" not in texts(state)
    assert texts(state) == ["p2 pass", "p2 sun"]
    refused(state, "p2 hokum", "already bid Hokum")
    state = apply(state, "p2 pass")
    assert texts(state) == ["p3 pass", "p3 sun", "p3 ashkal"]
    refused(state, "p3 hokum", "already bid Hokum")


def test_with_a_hokum_standing_sun_and_ashkal_remain() -> None:
    state = apply_text(hand(), "p1 pass", "p2 hokum", "p3 pass")
    assert texts(state) == ["p0 pass", "p0 sun", "p0 ashkal"]


# --------------------------------------------------------------------------- Gablak


def test_gablak_sun_by_p1_is_bought_at_once() -> None:
    """Nobody has priority over P1: the Sun is fixed and nobody else speaks."""
    state = apply(hand(), "p1 sun")
    assert state.contract is not None and state.contract.buyer == 1
    assert state.contract.mode == "sun"
    assert state.phase is Phase.PLAY


@pytest.mark.parametrize(
    ("bidder", "asked"),
    [(2, [1]), (3, [1, 2]), (0, [1, 2, 3])],
)
def test_gablak_asks_every_higher_priority_player_in_order(bidder: int, asked: list[int]) -> None:
    before = [s for s in (1, 2, 3, 0) if s != bidder][: len(asked)]
    state = apply_text(hand(), *[f"p{s} pass" for s in before], f"p{bidder} sun")
    seen = []
    while state.phase is Phase.GABLAK:
        seen.append(state.to_move)
        assert texts(state) == [f"p{state.to_move} pass", f"p{state.to_move} sun"]
        state = apply(state, f"p{state.to_move} pass")
    assert seen == asked
    assert state.contract is not None and state.contract.buyer == bidder


def test_gablak_the_first_to_accept_buys_and_later_players_never_speak() -> None:
    state = apply_text(hand(), "p1 pass", "p2 pass", "p3 pass", "p0 sun")
    state = apply(state, "p1 pass")
    assert state.to_move == 2
    state = apply(state, "p2 sun")
    assert state.contract is not None and state.contract.buyer == 2
    assert state.phase is Phase.PLAY  # seat 3 was never asked
    assert [str(a) for a in state.history][-2:] == ["p1 pass", "p2 sun"]


def test_gablak_allows_only_sun_or_pass() -> None:
    state = apply_text(hand(), "p1 pass", "p2 sun")
    assert state.phase is Phase.GABLAK
    for bad in ("p1 hokum", "p1 ashkal", "p1 double"):
        refused(state, bad, "Seat 1")
    refused(state, "p2 pass", "turn")


def test_gablak_includes_the_hokum_bidder_and_earlier_passers() -> None:
    state = apply_text(hand(), "p1 pass", "p2 hokum", "p3 sun")
    assert state.phase is Phase.GABLAK and state.to_move == 1
    state = apply(state, "p1 pass")
    assert state.to_move == 2  # the Hokum bidder may take the Sun himself
    state = apply(state, "p2 sun")
    assert state.contract is not None
    assert (state.contract.mode, state.contract.buyer) == ("sun", 2)


def test_players_after_the_sun_bidder_never_speak() -> None:
    state = apply_text(hand(), "p1 pass", "p2 sun", "p1 pass")
    assert state.contract is not None and state.contract.buyer == 2
    spoken = {a.seat for a in state.history}
    assert spoken == {1, 2}


# --------------------------------------------------------------------------- Hokum standing


def test_hokum_standing_passers_before_h_get_one_more_turn_in_order() -> None:
    state = apply_text(hand(), "p1 pass", "p2 pass", "p3 hokum", "p0 pass")
    assert state.phase is Phase.BID1_EXTRA
    assert state.to_move == 1 and texts(state) == ["p1 pass", "p1 sun"]
    state = apply(state, "p1 pass")
    assert state.to_move == 2 and texts(state) == ["p2 pass", "p2 sun"]
    refused(state, "p2 hokum", "Seat 2")
    state = apply(state, "p2 pass")
    # seat 0 passed after the Hokum: no second turn; the bidder confirms
    assert state.phase is Phase.CONFIRM and state.to_move == 3
    assert texts(state) == ["p3 hokum", "p3 sun"]


def test_hokum_standing_without_earlier_passers_goes_straight_to_confirmation() -> None:
    state = apply_text(hand(), "p1 hokum", "p2 pass", "p3 pass", "p0 pass")
    assert state.phase is Phase.CONFIRM and state.to_move == 1


def test_hokum_standing_a_sun_in_the_extra_turn_goes_through_gablak() -> None:
    state = apply_text(hand(), "p1 pass", "p2 pass", "p3 hokum", "p0 pass", "p1 pass", "p2 sun")
    assert state.phase is Phase.GABLAK and state.to_move == 1
    state = apply(state, "p1 pass")
    assert state.contract is not None
    assert (state.contract.mode, state.contract.buyer) == ("sun", 2)


def test_hokum_standing_the_first_extra_speaker_sun_is_bought_at_once() -> None:
    state = apply_text(hand(), "p1 pass", "p2 pass", "p3 hokum", "p0 pass", "p1 sun")
    assert state.contract is not None
    assert (state.contract.mode, state.contract.buyer) == ("sun", 1)


def test_confirmation_hokum_keeps_the_bidder_as_buyer() -> None:
    state = apply_text(hand(), "p1 pass", "p2 hokum", "p3 pass", "p0 pass", "p1 pass")
    assert state.phase is Phase.CONFIRM and state.to_move == 2
    done = apply(state, "p2 hokum")
    assert done.contract is not None
    assert (done.contract.mode, done.contract.trump, done.contract.buyer) == (
        "hokum",
        Suit.HEARTS,
        2,
    )
    refused(state, "p2 hokum S", "floor card's suit")
    refused(state, "p2 pass", "confirm Hokum or convert to Sun")


def test_conversion_to_sun_keeps_the_bidder_as_buyer_without_gablak() -> None:
    state = apply_text(hand(), "p1 pass", "p2 hokum", "p3 pass", "p0 pass", "p1 pass", "p2 sun")
    assert state.contract is not None
    assert (state.contract.mode, state.contract.buyer) == ("sun", 2)
    assert state.phase is Phase.PLAY  # no Gablak: seat 1 is not asked again


# =========================================================================== round 2


def test_round2_calls_are_pass_hokum_sun() -> None:
    state = round2()
    assert state.to_move == 1 and state.auction.round == 2
    assert texts(state) == ["p1 pass", "p1 hokum", "p1 sun"]


def test_round2_hokum_suit_is_named_at_confirmation_never_the_floor_suit() -> None:
    state = apply_text(round2(), "p1 pass", "p2 hokum", "p3 pass", "p0 pass")
    assert state.phase is Phase.CONFIRM and state.to_move == 2
    assert texts(state) == ["p2 hokum S", "p2 hokum D", "p2 hokum C", "p2 sun"]
    refused(state, "p2 hokum H", "floor card's suit")
    refused(state, "p2 hokum", "name the trump suit")
    for letter, suit in (("S", Suit.SPADES), ("D", Suit.DIAMONDS), ("C", Suit.CLUBS)):
        done = apply(state, f"p2 hokum {letter}")
        assert done.contract is not None
        assert (done.contract.trump, done.contract.buyer) == (suit, 2)


def test_round2_a_bid_in_the_floor_suit_is_refused() -> None:
    refused(round2(), "p1 hokum H", "Seat 1")


def test_round2_confirmation_may_convert_to_sun() -> None:
    state = apply_text(round2(), "p1 hokum", "p2 pass", "p3 pass", "p0 pass", "p1 sun")
    assert state.contract is not None
    assert (state.contract.mode, state.contract.buyer) == ("sun", 1)


def test_round2_floor_suit_never_becomes_trump_in_random_auctions() -> None:
    rng = random.Random(3)
    checked = 0
    for seed in range(400):
        state = new_hand(seed=seed, dealer=seed % 4)
        while not state.is_over and state.phase not in (Phase.DOUBLING, Phase.PLAY):
            legal = legal_actions(state)
            pass_ = Pass(state.to_move)
            quiet = pass_ in legal and rng.random() < 0.75
            state = apply(state, pass_ if quiet else rng.choice(legal))
        c = state.contract
        if c is not None and c.is_hokum and state.auction.round == 2:
            assert c.trump != state.floor >> 3
            checked += 1
        if c is not None and c.is_hokum and state.auction.round == 1:
            assert c.trump == state.floor >> 3
    assert checked > 20


def test_round2_sun_is_final_no_gablak() -> None:
    state = apply_text(round2(), "p1 pass", "p2 pass", "p3 sun")
    assert state.contract is not None and state.contract.buyer == 3
    assert state.phase is Phase.PLAY


def test_round2_overcall_of_hokum_only_by_players_who_have_not_spoken() -> None:
    state = apply_text(round2(), "p1 pass", "p2 hokum")
    assert texts(state) == ["p3 pass", "p3 sun"]
    state = apply(state, "p3 pass")
    assert texts(state) == ["p0 pass", "p0 sun"]
    state = apply(state, "p0 pass")
    # seat 1 passed in round 2 before the Hokum: it gave up the right to overcall
    assert state.phase is Phase.CONFIRM and state.to_move == 2


def test_round2_overcall_with_sun_by_a_later_player_is_final() -> None:
    state = apply_text(round2(), "p1 pass", "p2 hokum", "p3 pass", "p0 sun")
    assert state.contract is not None
    assert (state.contract.mode, state.contract.buyer) == ("sun", 0)


def test_round2_no_second_hokum() -> None:
    state = apply_text(round2(), "p1 hokum")
    refused(state, "p2 hokum", "already bid Hokum")


# =========================================================================== Ashkal


def test_ashkal_only_p3_and_p4() -> None:
    state = hand()
    assert "p1 ashkal" not in texts(state)
    state = apply(state, "p1 pass")
    assert "p2 ashkal" not in texts(state)
    state = apply(state, "p2 pass")
    assert "p3 ashkal" in texts(state)
    state = apply(state, "p3 pass")
    assert "p0 ashkal" in texts(state)


@pytest.mark.parametrize("dealer", range(4))
def test_ashkal_seats_follow_the_dealer(dealer: int) -> None:
    state = new_hand(seed=100 + dealer, dealer=dealer)
    allowed = []
    for _ in range(4):
        seat = state.to_move
        if Ashkal(seat) in legal_actions(state):
            allowed.append(seat)
        state = apply(state, f"p{seat} pass")
    if state.floor & 7 != 7:  # not an Ace
        assert allowed == [(dealer + 3) % 4, dealer]


def test_ashkal_makes_the_partner_the_buyer() -> None:
    state = apply_text(hand(), "p1 pass", "p2 pass", "p3 pass", "p0 ashkal")
    assert state.phase is Phase.GABLAK
    state = apply_text(state, "p1 pass", "p2 pass", "p3 pass")
    assert state.contract is not None
    assert (state.contract.mode, state.contract.buyer) == ("sun", 2)
    assert state.hands[2] >> state.floor & 1


def test_ashkal_is_a_sun_at_the_callers_seat_for_gablak() -> None:
    state = apply_text(hand(), "p1 pass", "p2 pass", "p3 ashkal")
    assert state.phase is Phase.GABLAK
    seen = []
    while state.phase is Phase.GABLAK:
        seen.append(state.to_move)
        state = apply(state, f"p{state.to_move} pass")
    assert seen == [1, 2]
    assert state.contract is not None and state.contract.buyer == 1


def test_ashkal_gablak_taken_by_a_higher_player() -> None:
    state = apply_text(hand(), "p1 pass", "p2 pass", "p3 ashkal", "p1 pass", "p2 sun")
    assert state.contract is not None and state.contract.buyer == 2


def test_ashkal_over_a_standing_hokum() -> None:
    state = apply_text(hand(), "p1 hokum", "p2 pass", "p3 ashkal", "p1 pass", "p2 pass")
    assert state.contract is not None
    assert (state.contract.mode, state.contract.buyer) == ("sun", 1)


def test_ashkal_not_on_an_ace_floor_card() -> None:
    state = apply_text(hand(pack=ACE_PACK), "p1 pass", "p2 pass")
    assert "p3 ashkal" not in texts(state)
    assert texts(state) == ["p3 pass", "p3 hokum", "p3 sun"]


def test_ineligible_ashkal_by_p1_is_the_callers_own_sun() -> None:
    state = hand()
    assert is_legal(state, "p1 ashkal")
    assert normalize(state, "p1 ashkal") == Sun(1)
    done = apply(state, "p1 ashkal")
    assert done.history == (Sun(1),)
    assert done.contract is not None and done.contract.buyer == 1


def test_ineligible_ashkal_by_p2_is_its_own_sun_through_gablak() -> None:
    state = apply(hand(), "p1 pass")
    assert normalize(state, "p2 ashkal") == Sun(2)
    done = apply_text(state, "p2 ashkal", "p1 pass")
    assert done.contract is not None and done.contract.buyer == 2  # not seat 0


def test_ashkal_on_an_ace_is_the_callers_own_sun() -> None:
    state = apply_text(hand(pack=ACE_PACK), "p1 pass", "p2 pass")
    assert normalize(state, "p3 ashkal") == Sun(3)
    done = apply_text(state, "p3 ashkal", "p1 pass", "p2 pass")
    assert done.contract is not None and done.contract.buyer == 3  # not its partner 1


def test_ashkal_is_round1_only_by_default() -> None:
    state = apply_text(round2(), "p1 pass", "p2 pass")
    assert "p3 ashkal" not in texts(state)
    # refused, or at most the caller's own Sun: never a Sun for the partner
    if is_legal(state, "p3 ashkal"):
        assert normalize(state, "p3 ashkal") == Sun(3)


def test_flag_ashkal_second_round() -> None:
    rules = RuleSet(ashkal_second_round=True)
    state = apply_text(round2(rules), "p1 pass", "p2 pass")
    assert "p3 ashkal" in texts(state)
    done = apply(state, "p3 ashkal")
    assert done.history[-1] == Ashkal(3)
    assert done.contract is not None and done.contract.buyer == 1  # the partner


# =========================================================================== Kawesh


def test_kawesh_offered_only_to_a_hand_of_sevens_eights_and_nines() -> None:
    state = hand(pack=KAWESH_PACK)
    assert "p1 kawesh" not in texts(state)
    refused(state, "p1 kawesh", "7s, 8s or 9s")
    state = apply(state, "p1 pass")
    assert "p2 kawesh" in texts(state)


def test_kawesh_before_any_bid_the_same_dealer_redeals() -> None:
    state = apply_text(hand(pack=KAWESH_PACK), "p1 pass", "p2 kawesh")
    assert state.is_over and state.result is None
    assert state.redeal == "same_dealer"


def test_kawesh_after_a_bid_the_deal_passes_to_the_right() -> None:
    state = apply_text(hand(pack=KAWESH_PACK), "p1 hokum", "p2 kawesh")
    assert state.is_over and state.result is None
    assert state.redeal == "next_dealer"


def test_kawesh_is_round1_only_by_default() -> None:
    state = apply_text(round2(pack=KAWESH_PACK), "p1 pass")
    assert "p2 kawesh" not in texts(state)
    refused(state, "p2 kawesh", "round 1 only")


def test_flag_kawesh_second_round() -> None:
    rules = RuleSet(kawesh_second_round=True)
    state = apply_text(round2(rules, KAWESH_PACK), "p1 pass")
    assert "p2 kawesh" in texts(state)
    done = apply(state, "p2 kawesh")
    assert done.is_over and done.history[-1] == Kawesh(2)
    assert done.redeal == "same_dealer"  # still no bid made in the hand
    state = apply_text(round2(rules, KAWESH_PACK), "p1 hokum", "p2 pass", "p3 pass")
    assert "p0 kawesh" not in texts(state)


# =========================================================================== four passes


def test_four_passes_in_round1_go_to_round2() -> None:
    state = round2()
    assert state.phase is Phase.BID2 and not state.is_over


# =========================================================================== flags


def test_flag_gablak_round_two() -> None:
    default = apply_text(round2(), "p1 pass", "p2 pass", "p3 sun")
    assert default.contract is not None and default.contract.buyer == 3
    rules = RuleSet(gablak_round_two=True)
    state = apply_text(round2(rules), "p1 pass", "p2 pass", "p3 sun")
    assert state.phase is Phase.GABLAK
    assert state.to_move == 1
    state = apply_text(state, "p1 pass", "p2 sun")
    assert state.contract is not None and state.contract.buyer == 2


def test_flag_round2_sun_over_hokum_by_all() -> None:
    rules = RuleSet(round2_sun_over_hokum_by_all=True)
    state = apply_text(round2(rules), "p1 pass", "p2 hokum", "p3 pass", "p0 pass")
    # seat 1 passed before the Hokum, but now it may still overcall
    assert state.phase is Phase.BID2 and state.to_move == 1
    assert texts(state) == ["p1 pass", "p1 sun"]
    done = apply(state, "p1 sun")
    assert done.contract is not None and done.contract.buyer == 1
    default = apply_text(round2(), "p1 pass", "p2 hokum", "p3 pass", "p0 pass")
    assert default.phase is Phase.CONFIRM


# =========================================================================== §14 examples


def test_example_28_round1_gablak_asks_seats_1_2_3_in_order() -> None:
    state = apply_text(hand(), "p1 pass", "p2 hokum", "p3 pass", "p0 sun")
    asked = []
    declined = state
    while declined.phase is Phase.GABLAK:
        asked.append(declined.to_move)
        declined = apply(declined, f"p{declined.to_move} pass")
    assert asked == [1, 2, 3]
    assert declined.contract is not None
    assert (declined.contract.mode, declined.contract.buyer) == ("sun", 0)
    taken = apply_text(state, "p1 pass", "p2 sun")
    assert taken.contract is not None
    assert (taken.contract.mode, taken.contract.buyer) == ("sun", 2)
    assert all(a.seat != 3 for a in taken.history[4:])  # seat 3 is not asked


def test_example_29_round2_sun_is_bought_at_once() -> None:
    state = apply_text(round2(), "p1 pass", "p2 sun")
    assert state.contract is not None
    assert (state.contract.mode, state.contract.buyer) == ("sun", 2)
    assert state.phase is not Phase.GABLAK


def test_example_30_four_passes_in_both_rounds_redeal_dealer_becomes_seat_1() -> None:
    state = apply_text(round2(), "p1 pass", "p2 pass", "p3 pass", "p0 pass")
    assert state.is_over and state.result is None and state.redeal == "next_dealer"
    match = Match(seed=30, dealer=0)
    for _ in range(8):
        match.act(Pass(match.state.to_move))
    assert match.scores == (0, 0) and match.results == [None]
    assert match.state.dealer == 1 and match.state.to_move == 2


# =========================================================================== misc


def test_play_and_doubling_calls_are_refused_during_the_bidding() -> None:
    state = hand()
    refused(state, "p1 play AS", "bidding is not over")
    refused(state, "p1 double", "doubling comes after the bidding")


def test_hokum_with_the_floor_suit_named_in_round1_is_the_same_bid() -> None:
    state = hand()
    a = apply(state, "p1 hokum H")
    b = apply(state, "p1 hokum")
    assert a.auction == b.auction and a.to_move == b.to_move
    assert Hokum(1) in legal_actions(state)


def test_the_hand_masks_are_untouched_by_the_bidding() -> None:
    state = hand()
    later = apply_text(state, "p1 pass", "p2 hokum", "p3 pass", "p0 pass", "p1 pass")
    assert later.hands == state.hands
    assert later.hands[1] == mask(FIRST[1])
