"""RULES.md §8: Akka (only in Hokum, leading a plain-suit non-Ace card that is the highest
unplayed card of its suit; a false Akka is refused in strict play and a foul otherwise) and
Sawa (a verified claim ends the hand with every remaining card and the last 10; a false one
lets play go on and costs a Khasara if the claimer's team then loses a trick, or is a foul
with ``failed_sawa_penalty="qayd"``)."""

from __future__ import annotations

import pytest
from engine_helpers import pack_for_hands

from baloot_widgets import Card, CardSet, IllegalActionError, RuleSet, view
from baloot_widgets.rules.actions import Play, Sawa
from baloot_widgets.rules.engine import apply, apply_text, is_legal, legal_actions, new_hand
from baloot_widgets.rules.state import HandState, Phase

SUN_ABNAT = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}


def abnat_sun(m: int) -> int:
    return sum(SUN_ABNAT[c.code[:-1]] for c in CardSet(m))


def first_legal_play(state: HandState) -> Play:
    return next(a for a in legal_actions(state) if isinstance(a, Play))


def finish(state: HandState) -> HandState:
    """Play the first legal card until the hand is scored (review passes in non-strict)."""
    while not state.is_over:
        if state.phase is Phase.REVIEW:
            state = apply(state, f"p{state.to_move} pass")
        else:
            state = apply(state, first_legal_play(state))
    return state


# =========================================================================== Akka

# Hokum ♥ bought by seat 1 (dealer 0, floor 7♥).  Seat 1 holds A♣ and 10♣.
AKKA_HANDS = {
    1: "7H AH AS 7S KD 7D AC 10C",
    2: "8H 9H KS 8S AD 8D JC 8C",
    3: "JH 10H QS 9S JD 9D QC 9C",
    0: "KH QH JS 10S QD 10D KC 7C",
}


def akka_hand(rules: RuleSet | None = None) -> HandState:
    pack = pack_for_hands(AKKA_HANDS, floor="7H", buyer=1)
    state = new_hand(pack=pack, dealer=0, rules=rules)
    state = apply_text(state, "p1 hokum", "p2 pass", "p3 pass", "p0 pass", "p1 hokum")
    state = apply_text(state, "p2 pass", "p0 pass")
    assert state.phase is Phase.PLAY and state.to_move == 1
    return state


def akkas(state: HandState) -> list[str]:
    return [str(a) for a in legal_actions(state) if isinstance(a, Play) and a.akka]


def test_akka_on_the_highest_unplayed_non_ace_plain_card() -> None:
    state = akka_hand()
    assert akkas(state) == []  # every plain Ace is still out: nothing else is top
    state = apply_text(state, "p1 play AC", "p2 play 8C", "p3 play 9C", "p0 play 7C")
    assert state.to_move == 1
    assert akkas(state) == ["p1 play 10C akka"]  # A♣ is gone: 10♣ is the top club
    done = apply(state, "p1 play 10C akka")
    assert done.akka == (Card("10C"),)
    assert [c.code for c in view(done, 2).akka] == ["10C"]
    assert done.fouls == ()


def test_akka_has_no_scoring_effect() -> None:
    state = apply_text(akka_hand(), "p1 play AC", "p2 play 8C", "p3 play 9C", "p0 play 7C")
    with_akka = finish(apply(state, "p1 play 10C akka"))
    without = finish(apply(state, "p1 play 10C"))
    assert with_akka.result is not None and without.result is not None
    assert with_akka.result.points == without.result.points
    assert with_akka.abnat == without.abnat


@pytest.mark.parametrize(
    ("action", "why"),
    [
        ("p1 play AC akka", "not an Ace"),
        ("p1 play AH akka", "plain-suit"),
        ("p1 play 7H akka", "plain-suit"),
    ],
)
def test_akka_not_on_an_ace_or_a_trump(action: str, why: str) -> None:
    with pytest.raises(IllegalActionError, match=r"\(rules §8\)") as info:
        apply(akka_hand(), action)
    assert why in str(info.value) and "Seat 1" in str(info.value)


def test_akka_only_when_leading() -> None:
    state = apply_text(akka_hand(), "p1 play AC", "p2 play 8C", "p3 play 9C", "p0 play 7C")
    state = apply(state, "p1 play KD")
    # seat 2 follows with A♦, the top diamond, but it is not leading
    assert not is_legal(state, "p2 play AD akka")
    with pytest.raises(IllegalActionError, match="when leading"):
        apply(state, "p2 play AD akka")


def test_akka_only_in_hokum() -> None:
    pack = pack_for_hands(AKKA_HANDS, floor="7H", buyer=1)
    state = apply(new_hand(pack=pack, dealer=0), "p1 sun")
    state = apply_text(state, "p1 play AC", "p2 play 8C", "p3 play 9C", "p0 play 7C")
    assert akkas(state) == []
    with pytest.raises(IllegalActionError, match="only in Hokum"):
        apply(state, "p1 play 10C akka")


def test_false_akka_is_refused_in_strict_play() -> None:
    state = akka_hand()
    with pytest.raises(IllegalActionError) as info:
        apply(state, "p1 play 10C akka")  # A♣ has not been played
    assert "a higher card of its suit has not been played yet (rules §8)" in str(info.value)
    assert is_legal(state, "p1 play 10C")


def test_false_akka_is_a_foul_in_non_strict_play_and_an_opponent_may_claim_it() -> None:
    rules = RuleSet(strict_legality=False)
    state = akka_hand(rules)
    assert "p1 play 10C akka" in akkas(state)  # offered: the engine does not tell
    state = apply(state, "p1 play 10C akka")
    assert [(f.seat, f.kind, Card(f.card).code) for f in state.fouls] == [(1, "false_akka", "10C")]
    claimed = apply(state, "p2 qayd")
    assert claimed.result is not None
    # team 0·2 is wronged: 16 (Hokum) plus the Baloot of seat 0 (K♥ Q♥), RULES §10
    assert (claimed.result.outcome, claimed.result.points) == ("qayd", (16 + 2, 0))


# =========================================================================== Sawa, verified

# Sun bought by seat 1 (dealer 0).  Seat 1 holds the top spades, hearts and the A♦.
SAWA_HANDS = {
    1: "AS 10S KS AH 10H KH AD 7C",
    2: "AC QD QS JS QH JH 9C 7D",
    3: "KC 10D 9S 8S 9H 8H 8C KD",
    0: "QC JC 10C JD 9D 8D 7S 7H",
}


def sawa_hand(rules: RuleSet | None = None) -> HandState:
    pack = pack_for_hands(SAWA_HANDS, floor="KH", buyer=1)
    state = apply(new_hand(pack=pack, dealer=0, rules=rules), "p1 sun")
    assert state.phase is Phase.PLAY
    return state


def two_tricks(state: HandState) -> HandState:
    """Seat 2 wins trick 1 with A♣ (21 Abnat), seat 1 wins trick 2 with A♦ (20 Abnat)."""
    state = apply_text(state, "p1 play 7C", "p2 play AC", "p3 play 8C", "p0 play 10C")
    state = apply_text(state, "p2 play QD", "p3 play KD", "p0 play JD", "p1 play AD")
    assert state.abnat == (21, 20) and state.to_move == 1
    return state


def test_verified_sawa_ends_the_hand_with_every_remaining_card_and_the_last_ten() -> None:
    state = two_tricks(sawa_hand())
    remaining = sum(state.hands)
    assert Sawa(1) in legal_actions(state)
    done = apply(state, "p1 sawa")
    assert done.is_over and done.sawa_by == 1
    assert done.abnat == (21, 20 + abnat_sun(remaining) + 10)
    assert sum(done.abnat) == 130
    assert done.tricks_won == (1, 7)
    assert done.result is not None
    assert (done.result.outcome, done.result.points) == ("made", (4, 22))


def test_sawa_only_by_the_player_on_lead_before_the_first_card() -> None:
    state = apply(two_tricks(sawa_hand()), "p1 play AS")
    assert Sawa(2) not in legal_actions(state)
    with pytest.raises(IllegalActionError, match="player on lead"):
        apply(state, "p2 sawa")
    with pytest.raises(IllegalActionError, match="turn"):
        apply(state, "p1 sawa")


# Hokum ♥ bought by seat 1 (floor 9♥): seat 1 holds J♥ 9♥ and the top ♠ and ♦.
SAWA_HOKUM = {
    1: "JH 9H AS 10S KS AD 10D KD",
    2: "7H QS JS 9S QD JD 9D AC",
    3: "AH 10H KH QH 8H KC QC JC",
    0: "8S 7S 8D 7D 10C 9C 8C 7C",
}
# the same, but seat 0 holds three trumps, one more than seat 1
SAWA_HOKUM_RUFF = {
    1: "JH 9H AS 10S KS AD 10D KD",
    2: "7H QS JS 9S QD JD 9D AC",
    3: "AH QH 8D 7D KC QC JC 10C",
    0: "10H KH 8H 8S 7S 9C 8C 7C",
}


def hokum_sawa(hands: dict[int, str]) -> HandState:
    pack = pack_for_hands(hands, floor="9H", buyer=1)
    state = new_hand(pack=pack, dealer=0)
    state = apply_text(state, "p1 hokum", "p2 pass", "p3 pass", "p0 pass", "p1 hokum")
    return apply_text(state, "p2 pass", "p0 pass")


def test_hokum_sawa_with_the_top_trumps_and_enough_of_them_is_verified() -> None:
    done = apply(hokum_sawa(SAWA_HOKUM), "p1 sawa")
    assert done.is_over and done.sawa_by == 1
    assert done.abnat == (0, 162) and done.tricks_won == (0, 8)
    assert done.result is not None and done.result.outcome == "kaboot"


def test_hokum_sawa_is_false_when_an_opponent_can_still_ruff() -> None:
    state = apply(hokum_sawa(SAWA_HOKUM_RUFF), "p1 sawa")
    assert not state.is_over and state.sawa_failed == 1
    assert state.phase is Phase.PLAY and state.to_move == 1


# =========================================================================== Sawa, false


def test_false_sawa_play_goes_on_and_a_lost_trick_is_khasara() -> None:
    state = apply(sawa_hand(), "p1 sawa")  # seat 1 holds 7♣: A♣ K♣ are out
    assert not state.is_over
    assert state.sawa_failed == 1 and view(state, 0).sawa_failed == 1
    assert state.to_move == 1 and state.phase is Phase.PLAY
    state = two_tricks(state)  # seat 2 wins trick 1: the claimer's team lost a trick
    assert state.sawa_lost
    done = apply(state, "p1 sawa")  # now true, but the first claim already failed
    assert done.is_over and done.result is not None
    assert done.abnat == (21, 109)  # 109/21 would make the contract easily...
    assert (done.result.outcome, done.result.points) == ("khasara", (26, 0))  # ...but Khasara
    normal = apply(two_tricks(sawa_hand()), "p1 sawa")
    assert normal.result is not None and normal.result.points == (4, 22)


# Sun bought by seat 1, whose partner seat 3 holds seven clubs from the Ace.
LUCKY_HANDS = {
    1: "AS 10S KS AH 10H KH AD 7C",
    3: "AC KC QC JC 10C 9C 8C 10D",
    2: "QS JS 9S QH JH 9H KD QD",
    0: "8S 7S 8H 7H JD 9D 8D 7D",
}


def test_false_sawa_without_a_lost_trick_costs_nothing() -> None:
    pack = pack_for_hands(LUCKY_HANDS, floor="KH", buyer=1)
    state = apply(new_hand(pack=pack, dealer=0), "p1 sun")
    state = apply(state, "p1 sawa")  # false: the partner's clubs are higher than 7♣
    assert state.sawa_failed == 1 and not state.is_over
    done = finish(state)
    assert not done.sawa_lost
    assert done.tricks_won == (0, 8)
    assert done.result is not None
    assert (done.result.outcome, done.result.points) == ("kaboot", (0, 44))


def test_flag_failed_sawa_penalty_qayd() -> None:
    rules = RuleSet(failed_sawa_penalty="qayd")
    state = apply(sawa_hand(rules), "p1 sawa")
    assert state.is_over and state.result is not None
    assert [(f.seat, f.kind) for f in state.fouls] == [(1, "false_sawa")]
    assert (state.result.outcome, state.result.points) == ("qayd", (26, 0))
    # a verified Sawa is unaffected by the flag
    done = apply(two_tricks(sawa_hand(rules)), "p1 sawa")
    assert done.result is not None and done.result.points == (4, 22)
