"""RULES.md §10: fouls and Qayd in non-strict play.  Fouls are recorded; a valid claim by an
opponent aborts the hand (26 Sun / 16 Hokum x m, plus the wronged team's projects if it won
the comparison, plus its Baloot); a false claim makes the claimer's team the offender; a claim
in the review takes the better of the Qayd and the played result (deferral); the flags
``qayd_deferral`` and ``qayd_penalty_kaboot``; a foul in a Gahwa hand wins the match.
§14 examples 20 and 21 are the tests named after them, played through the engine."""

from __future__ import annotations

import random

import pytest
from engine_helpers import pack_for_hands, uniform_policy

from baloot_widgets import Card, CardSet, IllegalActionError, RuleSet, legal_cards
from baloot_widgets.rules.actions import Play
from baloot_widgets.rules.engine import apply, apply_text, legal_actions, new_hand
from baloot_widgets.rules.fouls import claimable_fouls
from baloot_widgets.rules.state import HandState, Phase
from baloot_widgets.rules.tricks import legal_play_mask

LOOSE = RuleSet(strict_legality=False)

# Sun, dealer 0, seat 1 (P1) buys.  Seat 1: four Kings; seat 2: four Queens; seat 0 four Jacks
# (never declared here).  Seat 2 and seat 3 both hold spades.
HANDS = {
    1: "KS KH KD KC 7S 8S 7H 8H",
    2: "QS QH QD QC 9S 9H 9D 9C",
    3: "AS 10S AH 10H 7D 8D 7C 8C",
    0: "JS JH JD JC AD 10D AC 10C",
}


def sun(rules: RuleSet = LOOSE, scores: tuple[int, int] = (0, 0), *doubling: str) -> HandState:
    pack = pack_for_hands(HANDS, floor="8H", buyer=1)
    state = apply_text(new_hand(pack=pack, dealer=0, rules=rules, match_scores=scores), "p1 sun")
    state = apply_text(state, *doubling)
    assert state.phase is Phase.PLAY and state.to_move == 1
    return state


def points(state: HandState) -> tuple[int, int]:
    assert state.is_over and state.result is not None
    return state.result.points


# =========================================================================== fouls recorded


def test_strict_play_has_no_qayd() -> None:
    state = sun(RuleSet())
    with pytest.raises(IllegalActionError, match="non-strict"):
        apply(state, "p2 qayd")
    with pytest.raises(IllegalActionError, match="must follow"):
        apply(apply(state, "p1 play 7S"), "p2 play QH")


def test_no_qayd_during_the_bidding() -> None:
    state = new_hand(seed=1, dealer=0, rules=LOOSE)
    with pytest.raises(IllegalActionError, match=r"only during the play.*\(rules §10\)"):
        apply(state, "p2 qayd")


def test_an_illegal_card_is_accepted_and_recorded() -> None:
    state = apply_text(sun(), "p1 play 7S", "p2 play QH")
    assert state.trick == (Card("7S"), Card("QH"))
    assert [(f.seat, f.kind, Card(f.card).code, f.at) for f in state.fouls] == [
        (2, "revoke", "QH", 1)
    ]


def test_random_non_strict_hands_record_exactly_the_illegal_cards() -> None:
    """Every card that the static ``legal_cards`` refuses is a recorded foul, and only those."""
    rng = random.Random(7)
    fouls_seen = 0
    for seed in range(150):
        state = new_hand(seed=seed, dealer=seed % 4, rules=LOOSE)
        expected = []
        while state.phase not in (Phase.REVIEW, Phase.DONE):
            if state.phase is Phase.PLAY:
                seat = state.to_move
                assert seat is not None
                card = rng.choice(list(CardSet(state.hands[seat])))
                c = state.contract
                assert c is not None
                trick = [((state.leader + i) % 4, x) for i, x in enumerate(state.trick)]
                if card not in legal_cards(CardSet(state.hands[seat]), trick, c, rules=LOOSE):
                    expected.append((seat, int(card), state.cards_played))
                state = apply(state, Play(seat, card))
            else:
                state = apply(state, uniform_policy(state, legal_actions(state), rng))
        assert [(f.seat, f.card, f.at) for f in state.fouls] == expected
        fouls_seen += len(expected)
    assert fouls_seen > 100


# =========================================================================== valid claims


def test_example_20_defender_revokes_buyer_owns_the_winning_hundred_46() -> None:
    state = apply_text(sun(), "p1 declare hundred", "p1 play 7S", "p2 declare hundred")
    state = apply(state, "p2 play QH")  # revoke: seat 2 holds Q♠ 9♠
    done = apply(state, "p1 qayd")
    assert done.is_over and done.phase is Phase.DONE
    assert done.result is not None and done.result.outcome == "qayd"
    assert points(done) == (0, 26 + 20)  # (team 0·2, team 1·3): the buyer's team takes 46


def test_seed_example_b_defender_fouls_defenders_own_the_hundred_buyer_26() -> None:
    state = apply_text(sun(), "p1 play 7S", "p2 declare hundred", "p2 play QH", "p3 qayd")
    assert points(state) == (0, 26)  # the offenders' Hundred is neither scored nor transferred


def test_seed_example_a_buyers_team_fouls_and_owns_the_hundred_defenders_26() -> None:
    state = apply_text(sun(), "p1 declare hundred", "p1 play 7S", "p2 play 9S")
    state = apply_text(state, "p3 play AH", "p2 qayd")  # seat 3 revokes (holds A♠ 10♠)
    assert points(state) == (26, 0)


def test_valid_claim_at_any_time_by_either_opponent() -> None:
    state = apply_text(sun(), "p1 play 7S", "p2 play QH", "p3 play AS", "p0 play JS")
    for claimer in (1, 3):
        assert claimable_fouls(state, claimer)
        assert points(apply(state, f"p{claimer} qayd")) == (0, 26)


def test_a_doubled_hand_multiplies_the_penalty_and_the_projects() -> None:
    state = sun(LOOSE, (0, 120), "p2 double")
    assert state.contract is not None and state.contract.multiplier == 2
    state = apply_text(state, "p1 declare hundred", "p1 play 7S", "p2 play QH", "p1 qayd")
    assert points(state) == (0, (26 + 20) * 2)


def test_gahwa_foul_wins_the_match() -> None:
    rules = RuleSet(strict_legality=False, sun_full_doubling_chain=True)
    state = sun(rules, (0, 120), "p2 double", "p1 triple", "p2 four", "p1 gahwa")
    assert state.contract is not None and state.contract.gahwa
    done = apply_text(state, "p1 play 7S", "p2 play QH", "p3 qayd")
    assert done.result is not None
    assert done.result.match_winner == 1
    assert done.result.points == (0, 152)
    offender_claims = apply_text(state, "p1 play 7S", "p2 play 9S", "p3 play AH", "p0 qayd")
    assert offender_claims.result is not None and offender_claims.result.match_winner == 0


# Hokum ♥ bought by seat 1; seat 0 holds K♥ Q♥ (Baloot for team 0·2, the defenders).
HOKUM_HANDS = {
    1: "7H AH AS 7S KD 7D AC 10C",
    2: "8H 9H KS 8S AD 8D JC 8C",
    3: "JH 10H QS 9S JD 9D QC 9C",
    0: "KH QH JS 10S QD 10D KC 7C",
}


def hokum(rules: RuleSet = LOOSE, *doubling: str) -> HandState:
    pack = pack_for_hands(HOKUM_HANDS, floor="7H", buyer=1)
    state = apply_text(new_hand(pack=pack, dealer=0, rules=rules), "p1 hokum", "p2 pass")
    state = apply_text(state, "p3 pass", "p0 pass", "p1 hokum", *doubling)
    assert state.phase is Phase.PLAY and state.to_move == 1
    return state


def test_hokum_penalty_is_16_and_the_wronged_teams_baloot_is_added() -> None:
    state = apply_text(hokum(LOOSE, "p2 pass", "p0 pass"), "p1 play AS", "p2 play 8H")
    # seat 2 revoked above (it holds K♠ 8♠)
    assert points(apply(state, "p1 qayd")) == (0, 16)
    # the other way round: seat 3 revokes; team 0·2 (seat 0 holds K♥ Q♥) adds its Baloot
    state = apply_text(state, "p3 play 10H")
    assert points(apply(state, "p0 qayd")) == (16 + 2, 0)


def test_flag_baloot_bidder_team_only_holds_when_the_hand_ends_by_qayd() -> None:
    rules = RuleSet(strict_legality=False, baloot_bidder_team_only=True)
    state = hokum(rules, "p2 pass", "p0 pass")
    state = apply_text(state, "p1 play AS", "p2 play 8H", "p3 play 10H")  # seat 3 revokes
    # the wronged defenders take the penalty but not their Baloot: only the buyer's team may
    assert points(apply(state, "p0 qayd")) == (16, 0)


# =========================================================================== false claims


def test_false_claim_without_any_foul_makes_the_claimers_team_the_offender() -> None:
    state = apply_text(sun(), "p1 play 7S", "p2 play 9S")
    assert points(apply(state, "p1 qayd")) == (26, 0)
    assert points(apply(state, "p2 qayd")) == (0, 26)


def test_only_an_opponent_of_the_offender_may_claim() -> None:
    state = apply_text(sun(), "p1 play 7S", "p2 play QH")
    assert claimable_fouls(state, 0) == [] and claimable_fouls(state, 2) == []
    # seat 0 claims its own partner's foul: a false claim, team 0·2 is the offender
    assert points(apply(state, "p0 qayd")) == (0, 26)


def test_false_claim_gives_the_other_team_its_winning_projects() -> None:
    state = apply_text(sun(), "p1 declare hundred", "p1 play 7S", "p2 play 9S", "p3 play AS")
    done = apply(state, "p0 qayd")  # nobody fouled: team 0·2 is the offender
    assert points(done) == (0, 26 + 20)


# =========================================================================== flags


def test_flag_qayd_penalty_kaboot() -> None:
    rules = RuleSet(strict_legality=False, qayd_penalty_kaboot=True)
    state = apply_text(sun(rules), "p1 play 7S", "p2 play QH", "p3 qayd")
    assert points(state) == (0, 44)
    state = apply_text(sun(rules), "p1 declare hundred", "p1 play 7S", "p2 play QH", "p3 qayd")
    assert points(state) == (0, 44 + 20)
    # Hokum: 25 instead of 16, times the multiplier like the 16 (seat 2 doubled: x2)
    rules = RuleSet(strict_legality=False, qayd_penalty_kaboot=True)
    state = apply_text(hokum(rules, "p2 pass", "p0 pass"), "p1 play AS", "p2 play 8H")
    assert points(apply(state, "p1 qayd")) == (0, 25)
    doubled = hokum(rules, "p2 double", "p1 pass")
    state = apply_text(doubled, "p1 play AS", "p2 play 8H")
    assert points(apply(state, "p1 qayd")) == (0, 25 * 2)


def test_flag_qayd_deferral_false_only_the_last_card_can_be_claimed() -> None:
    rules = RuleSet(strict_legality=False, qayd_deferral=False)
    state = apply_text(sun(rules), "p1 play 7S", "p2 play QH")
    assert len(claimable_fouls(state, 1)) == 1
    assert points(apply(state, "p1 qayd")) == (0, 26)
    later = apply(state, "p3 play AS")
    assert claimable_fouls(later, 1) == []
    assert points(apply(later, "p1 qayd")) == (26, 0)  # too late: a false claim
    # with the default deferral the same late claim is valid
    assert points(apply_text(sun(), "p1 play 7S", "p2 play QH", "p3 play AS", "p1 qayd")) == (
        0,
        26,
    )


# =========================================================================== deferral

# Sun bought by seat 1 (dealer 0), who owns a Fifty (K♠ Q♠ J♠ 10♠) and is weak otherwise.
EX21_HANDS = {
    1: "KS QS JS 10S 7H 8H 7D 8D",
    3: "9S 8S 9H 9D 9C 8C 7C JC",
    2: "AS 7S AH 10H AD 10D AC 10C",
    0: "KH QH JH KD QD JD KC QC",
}
# trick 1 is won by seat 2; in trick 2 the buyer (seat 1) revokes: 8♦ while holding 7♥ 8♥
EX21_START = [
    "p1 sun", "p1 declare fifty", "p1 play 7D", "p2 play AD", "p3 play 9D", "p0 play KD",
    "p2 play AH", "p3 play 9H", "p0 play KH", "p1 play 8D",
]  # fmt: skip
# the defenders keep quiet and play on: the buyer's team ends with 32 Abnat, the defenders 98
EX21_REST = [
    "p2 play 10C", "p3 play 9C", "p0 play QC", "p1 play 7H",
    "p2 play AS", "p3 play 9S", "p0 play JH", "p1 play 10S",
    "p2 play AC", "p3 play JC", "p0 play KC", "p1 play JS",
    "p2 play 10H", "p3 play 8S", "p0 play QH", "p1 play 8H",
    "p2 play 7S", "p3 play 7C", "p0 play QD", "p1 play KS",
    "p1 play QS", "p2 play 10D", "p3 play 8C", "p0 play JD",
]  # fmt: skip
# another ending of the same hand: the buyer's team takes 88 and makes its contract
MADE_REST = [
    "p2 play 10H", "p3 play 8C", "p0 play JH", "p1 play 8H",
    "p2 play 7S", "p3 play 8S", "p0 play QH", "p1 play JS",
    "p1 play 7H", "p2 play AS", "p3 play 9C", "p0 play QC",
    "p1 play KS", "p2 play AC", "p3 play 9S", "p0 play QD",
    "p1 play 10S", "p2 play 10D", "p3 play JC", "p0 play JD",
    "p1 play QS", "p2 play 10C", "p3 play 7C", "p0 play KC",
]  # fmt: skip


def ex21(rules: RuleSet = LOOSE) -> HandState:
    pack = pack_for_hands(EX21_HANDS, floor="8D", buyer=1)
    state = apply_text(new_hand(pack=pack, dealer=0, rules=rules), *EX21_START)
    assert [(f.seat, f.kind) for f in state.fouls] == [(1, "revoke")]
    return state


def test_example_21_defenders_defer_and_take_the_better_played_result_36() -> None:
    state = apply_text(ex21(), *EX21_REST)
    assert state.phase is Phase.REVIEW
    assert state.abnat == (98, 32)  # (defenders, buyer): 20 GP and 6 GP
    # the normal result: T_B = 6 + 10 (Fifty) = 16 < 20 -> Khasara, defenders 6 + 10 + 20
    done = apply(state, "p2 qayd")
    assert done.result is not None
    assert done.result.points == (36, 0)  # better than the 26 of the Qayd
    assert done.result.lines[0].key == "qayd_better"


def test_deferral_takes_the_qayd_when_it_is_better() -> None:
    state = apply_text(ex21(), *MADE_REST)
    assert state.abnat == (42, 88)
    passed = apply_text(state, "p1 pass", "p2 pass", "p3 pass", "p0 pass")
    assert points(passed) == (8, 28)  # nobody claimed: the foul goes unpunished
    assert points(apply(state, "p0 qayd")) == (26, 0)


def test_a_false_claim_in_the_review_never_pays_less_than_the_played_hand() -> None:
    state = apply_text(ex21(), *EX21_REST)
    played = apply_text(state, "p1 pass", "p2 pass", "p3 pass", "p0 pass")
    assert points(played) == (36, 0)
    # the buyer's team (which fouled) makes a false claim to cut its loss from 36 to 26
    assert points(apply(state, "p3 qayd")) == (36, 0)


def test_a_claim_during_the_play_is_settled_at_once_without_the_choice() -> None:
    state = apply_text(ex21(), *EX21_REST[:4])
    assert state.phase is Phase.PLAY
    assert points(apply(state, "p2 qayd")) == (26, 0)


def test_flag_qayd_deferral_false_no_end_of_hand_choice() -> None:
    state = apply_text(ex21(RuleSet(strict_legality=False, qayd_deferral=False)), *EX21_REST)
    assert state.phase is Phase.REVIEW
    # the foul is long gone: a false claim; the buyer's team is wronged and adds its Fifty
    assert points(apply(state, "p2 qayd")) == (0, 26 + 10)


def test_review_every_seat_passes_in_order_then_the_hand_is_scored() -> None:
    state = apply_text(ex21(), *EX21_REST)
    assert state.to_move == 1
    with pytest.raises(IllegalActionError, match="seat 1 may pass"):
        apply(state, "p2 pass")
    with pytest.raises(IllegalActionError):
        apply(state, "p1 play AS")
    state = apply_text(state, "p1 pass", "p2 pass", "p3 pass")
    assert state.phase is Phase.REVIEW and state.to_move == 0
    done = apply(state, "p0 pass")
    assert done.result is not None and done.result.outcome == "khasara"
    assert done.result.points == (36, 0)


def test_legal_play_mask_is_what_strict_play_would_allow() -> None:
    state = apply_text(ex21(), "p2 play 10C")
    mask, _ = legal_play_mask(state)
    assert CardSet(mask) == legal_cards(
        CardSet(state.hands[3]), [(2, Card("10C"))], state.contract, rules=LOOSE
    )
