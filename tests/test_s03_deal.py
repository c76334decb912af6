"""RULES.md §3 (dealing) and the dealer rotation of §2: seeded shuffle and cut, 3+2 from P1,
the floor card at index 20, 3/2 after the contract, the all-pass redeal."""

from __future__ import annotations

import random

import pytest
from engine_helpers import first_slots, later_slots, make_pack

from baloot_widgets import BalootError, Game, Match, RecordError, RuleSet, view
from baloot_widgets.rules.deal import (
    FLOOR_INDEX,
    complete_deal,
    dealt_to,
    first_deal,
    seat_order,
    shuffled_pack,
)
from baloot_widgets.rules.engine import apply_text, new_hand
from baloot_widgets.rules.match import next_dealer
from baloot_widgets.rules.state import Phase

IDENTITY = tuple(range(32))


def bits(m: int) -> set[int]:
    return {c for c in range(32) if m >> c & 1}


# =========================================================================== shuffle and cut


@pytest.mark.parametrize("seed", [0, 1, 7, "lesson-3", 2**40])
def test_the_same_seed_gives_the_same_pack(seed: int | str) -> None:
    assert shuffled_pack(seed) == shuffled_pack(seed)
    assert new_hand(seed=seed).pack == shuffled_pack(seed)
    assert sorted(shuffled_pack(seed)) == list(range(32))


def test_different_seeds_give_different_packs() -> None:
    packs = {shuffled_pack(seed) for seed in range(200)}
    assert len(packs) == 200


def test_the_pack_is_a_seeded_shuffle_followed_by_a_cut_by_the_dealers_left() -> None:
    """The dealer shuffles; P3 cuts at a seeded random place 1-31 (never an empty cut)."""
    cuts = set()
    for seed in range(300):
        rng = random.Random(seed)
        shuffled = list(range(32))
        rng.shuffle(shuffled)
        cut = rng.randint(1, 31)
        cuts.add(cut)
        assert shuffled_pack(seed) == tuple(shuffled[cut:] + shuffled[:cut])
        assert shuffled_pack(seed) != tuple(shuffled)
    assert len(cuts) > 20  # the cut really varies


def test_a_random_instance_can_be_injected() -> None:
    assert shuffled_pack(random.Random(5)) == shuffled_pack(5)


def test_the_module_random_generator_is_not_used() -> None:
    random.seed(1)
    a = new_hand(seed=9).pack
    random.seed(2)
    b = new_hand(seed=9).pack
    assert a == b


# =========================================================================== 3 + 2 from P1


@pytest.mark.parametrize("dealer", range(4))
def test_three_then_two_cards_each_from_the_dealers_right(dealer: int) -> None:
    state = new_hand(pack=IDENTITY, dealer=dealer)
    order = [(dealer + k) % 4 for k in (1, 2, 3, 4)]  # P1 P2 P3 P4
    for p, seat in enumerate(order):
        expected = {3 * p, 3 * p + 1, 3 * p + 2, 12 + 2 * p, 13 + 2 * p}
        assert bits(state.hands[seat]) == expected
        assert set(first_slots(seat, dealer)) == expected
    assert state.to_move == order[0] == state.first_player


def test_first_deal_for_dealer_two_by_hand() -> None:
    """Dealer 2: P1 = seat 3 takes pack[0:3] and pack[12:14], P4 = seat 2 takes 9-11, 18-19."""
    hands, floor = first_deal(IDENTITY, dealer=2)
    assert bits(hands[3]) == {0, 1, 2, 12, 13}
    assert bits(hands[0]) == {3, 4, 5, 14, 15}
    assert bits(hands[1]) == {6, 7, 8, 16, 17}
    assert bits(hands[2]) == {9, 10, 11, 18, 19}
    assert floor == 20


@pytest.mark.parametrize("seed", range(20))
def test_the_floor_card_is_the_21st_card_and_in_nobodys_hand(seed: int) -> None:
    state = new_hand(seed=seed, dealer=seed % 4)
    assert FLOOR_INDEX == 20
    assert state.floor == state.pack[20]
    assert all(not h >> state.floor & 1 for h in state.hands)
    assert [h.bit_count() for h in state.hands] == [5, 5, 5, 5]
    dealt = state.hands[0] | state.hands[1] | state.hands[2] | state.hands[3]
    assert bits(dealt) == set(state.pack[:20])


def test_the_floor_card_is_public_before_the_contract() -> None:
    state = new_hand(pack=IDENTITY, dealer=0)
    for seat in range(4):
        v = view(state, seat)
        assert v.floor.code == "QD"  # card 20 = suit 2 (♦), rank 4 (Q in 7 8 9 J Q K 10 A)
        assert v.floor_taken is False


# =========================================================================== after the contract


# Ways to fix a contract with each priority position as buyer: P1 Sun at once; P2, P3 and P4
# bid Hokum in round 1, the earlier passers pass again, and the bidder confirms.
CONTRACT_CALLS = {
    "p1 sun": "P1 sun",
    "p2 hokum": "P1 pass, P2 hokum, P3 pass, P4 pass, P1 pass, P2 hokum",
    "p3 hokum": "P1 pass, P2 pass, P3 hokum, P4 pass, P1 pass, P2 pass, P3 hokum",
    "p4 hokum": "P1 pass, P2 pass, P3 pass, P4 hokum, P1 pass, P2 pass, P3 pass, P4 hokum",
}


def _contract_states(dealer: int) -> dict[str, tuple[int, list[str]]]:
    """(buyer seat, action texts) for each way, with P1-P4 turned into the dealer's seats."""
    out = {}
    for how, template in CONTRACT_CALLS.items():
        actions = []
        for call in template.split(", "):
            position, verb = call.split()
            actions.append(f"p{(dealer + int(position[1])) % 4} {verb}")
        out[how] = ((dealer + int(how[1])) % 4, actions)
    return out


@pytest.mark.parametrize("dealer", range(4))
@pytest.mark.parametrize("how", ["p1 sun", "p2 hokum", "p3 hokum", "p4 hokum"])
def test_buyer_takes_the_floor_card_and_two_others_three_each_from_p1(
    dealer: int, how: str
) -> None:
    # a pack without any Kawesh hand, so that every bid path is available
    buyer, actions = _contract_states(dealer)[how]
    state = apply_text(new_hand(pack=IDENTITY, dealer=dealer), *actions)
    assert state.contract is not None and state.contract.buyer == buyer
    first, _ = first_deal(IDENTITY, dealer)
    i = 21
    for k in range(1, 5):
        seat = (dealer + k) % 4
        n = 2 if seat == buyer else 3
        extra = set(range(i, i + n)) | ({20} if seat == buyer else set())
        assert bits(state.hands[seat]) == bits(first[seat]) | extra
        assert set(later_slots(seat, dealer, buyer)) == set(range(i, i + n))
        i += n
    assert i == 32
    assert [h.bit_count() for h in state.hands] == [8, 8, 8, 8]
    assert state.dealt == state.hands  # the 8-card hands are kept for the projects
    assert view(state, buyer).floor_taken is True


def test_ashkal_partner_takes_the_floor_card_and_two_the_caller_three() -> None:
    # dealer 0: seat 3 is P3 and may call Ashkal; seat 1 is its partner
    pack = make_pack(dealer=0, floor="9H", first={3: "7S 8S 9S 7D 8D"})
    state = apply_text(new_hand(pack=pack, dealer=0), "p1 pass", "p2 pass", "p3 ashkal")
    # Gablak: seats 1 and 2 are asked before seat 3's Ashkal; both decline
    state = apply_text(state, "p1 pass", "p2 pass")
    assert state.contract is not None and state.contract.buyer == 1
    assert state.hands[1] >> state.floor & 1
    first, _ = first_deal(pack, 0)
    assert bits(state.hands[1]) == bits(first[1]) | {pack[20], pack[21], pack[22]}
    assert bits(state.hands[2]) == bits(first[2]) | {pack[23], pack[24], pack[25]}
    assert bits(state.hands[3]) == bits(first[3]) | {pack[26], pack[27], pack[28]}
    assert bits(state.hands[0]) == bits(first[0]) | {pack[29], pack[30], pack[31]}


def test_complete_deal_by_hand() -> None:
    hands, _ = first_deal(IDENTITY, dealer=0)
    full = complete_deal(IDENTITY, dealer=0, buyer=3, hands=hands)
    assert bits(full[1]) == {0, 1, 2, 12, 13, 21, 22, 23}
    assert bits(full[2]) == {3, 4, 5, 14, 15, 24, 25, 26}
    assert bits(full[3]) == {6, 7, 8, 16, 17, 20, 27, 28}
    assert bits(full[0]) == {9, 10, 11, 18, 19, 29, 30, 31}


@pytest.mark.parametrize("dealer", range(4))
@pytest.mark.parametrize("buyer", range(4))
def test_dealt_to_names_the_seat_that_receives_each_card(dealer: int, buyer: int) -> None:
    """One function says who receives each card of the pack; the deals follow it."""
    hands, _ = first_deal(IDENTITY, dealer)
    full = complete_deal(IDENTITY, dealer, buyer, hands)
    for index in range(32):
        seat = dealt_to(index, dealer, buyer)
        assert seat is not None and full[seat] >> index & 1, index
        if index < FLOOR_INDEX:
            assert dealt_to(index, dealer) == seat and hands[seat] >> index & 1
        else:
            assert dealt_to(index, dealer) is None  # nobody has bought yet
    p1, p2, _, _ = seat_order(dealer)
    assert [dealt_to(i, dealer) for i in (0, 2, 3, 12, 13, 14)] == [p1, p1, p2, p1, p1, p2]
    assert dealt_to(FLOOR_INDEX, dealer, buyer) == buyer
    with pytest.raises(BalootError, match="cards 0 to 31"):
        dealt_to(32, dealer, buyer)


# =========================================================================== bad packs


@pytest.mark.parametrize(
    "pack",
    [list(range(31)), [*range(31), 0], [*range(31), 32], [], list(range(33))],
)
def test_a_bad_pack_is_refused_with_a_sentence(pack: list[int]) -> None:
    with pytest.raises(RecordError, match="32 cards exactly once"):
        new_hand(pack=pack)


@pytest.mark.parametrize("dealer", [-1, 4, 1.0, True, "0", None])
def test_a_bad_dealer_is_refused(dealer: object) -> None:
    with pytest.raises(BalootError, match="dealer must be a seat"):
        new_hand(seed=1, dealer=dealer)  # type: ignore[arg-type]


# =========================================================================== all-pass redeal


@pytest.mark.parametrize("dealer", range(4))
def test_eight_passes_void_the_hand_and_the_deal_passes_to_the_right(dealer: int) -> None:
    state = new_hand(pack=IDENTITY, dealer=dealer)
    order = [(dealer + k) % 4 for k in (1, 2, 3, 4)]
    state = apply_text(state, *[f"p{s} pass" for s in order])
    assert state.phase is Phase.BID2 and state.to_move == order[0]
    state = apply_text(state, *[f"p{s} pass" for s in order])
    assert state.is_over
    assert state.result is None
    assert state.redeal == "next_dealer"
    assert state.contract is None
    assert next_dealer(dealer, state.redeal) == (dealer + 1) % 4


def test_match_redeals_after_an_all_pass_hand_with_the_next_dealer_and_a_new_pack() -> None:
    match = Match(seed=11, dealer=2)
    first_pack = match.state.pack
    for _ in range(8):
        seat = match.state.to_move
        match.act(f"p{seat} pass")
    assert match.results == [None]
    assert match.scores == (0, 0)
    assert match.state.dealer == 3
    assert match.state.phase is Phase.BID1
    assert match.state.pack != first_pack


@pytest.mark.parametrize("dealer", range(4))
def test_next_dealer_is_always_the_right_except_kawesh_before_a_bid(dealer: int) -> None:
    assert next_dealer(dealer, "") == (dealer + 1) % 4
    assert next_dealer(dealer, "next_dealer") == (dealer + 1) % 4
    assert next_dealer(dealer, "same_dealer") == dealer


def test_game_new_deals_like_new_hand() -> None:
    game = Game.new(seed=5, dealer=1, rules=RuleSet(must_undertrump=False))
    assert game.state == new_hand(seed=5, dealer=1, rules=RuleSet(must_undertrump=False))
