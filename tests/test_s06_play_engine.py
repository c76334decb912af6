"""RULES.md §6 through the engine: turn order, the trick winner leads, the closed-Hokum lead
rule, the last-trick 10, and strict refusals with a sentence naming the seat, the card and
the rule.  (The static ``legal_cards`` table is tested in test_s06_legal_cards.py.)"""

from __future__ import annotations

import random

import pytest
from engine_helpers import make_pack, mask, play_random

from baloot_widgets import Card, CardSet, IllegalActionError, RuleSet
from baloot_widgets.rules.actions import Play
from baloot_widgets.rules.engine import apply, apply_text, is_legal, legal_actions, new_hand
from baloot_widgets.rules.state import HandState, Phase

# Independent tables (RULES.md §1), low to high.
PLAIN_ORDER = ["7", "8", "9", "J", "Q", "K", "10", "A"]
TRUMP_ORDER = ["7", "8", "Q", "K", "10", "A", "9", "J"]
PLAIN_ABNAT = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
TRUMP_ABNAT = {**PLAIN_ABNAT, "J": 20, "9": 14}


def rank(c: int) -> str:
    return Card(c).code[:-1]


def strength(c: int, trump: int) -> tuple[int, int]:
    if c >> 3 == trump:
        return (1, TRUMP_ORDER.index(rank(c)))
    return (0, PLAIN_ORDER.index(rank(c)))


def abnat(c: int, trump: int) -> int:
    return (TRUMP_ABNAT if c >> 3 == trump else PLAIN_ABNAT)[rank(c)]


def reference_winner(leader: int, cards: tuple[int, ...], trump: int) -> int:
    led = cards[0] >> 3
    contenders = [i for i, c in enumerate(cards) if c >> 3 in (led, trump)]
    best = max(contenders, key=lambda i: strength(cards[i], trump))
    return (leader + best) % 4


# Hokum ♠ bought by seat 2 (dealer 0, floor 9♠).  The 8-card hands after the contract:
#   seat 1: A♠ K♠ 8♠  Q♦ 9♦  J♣  10♥ 7♥
#   seat 2: J♠ 9♠  A♦ K♦  10♣ Q♣  8♥ 9♥     (the buyer takes the floor 9♠)
#   seat 3: Q♠ 10♠ 7♠  J♦ 8♦ 7♦  A♣ K♣
#   seat 0: A♥ K♥ Q♥ J♥  10♦  9♣ 8♣ 7♣
FIRST = {
    1: "AS KS QD JC 10H",
    2: "AD KD JS 10C QC",
    3: "AC KC QS JD 10S",
    0: "AH KH QH JH 10D",
}
LATER = {1: "8S 7H 9D", 2: "8H 9H", 3: "7S 8D 7D", 0: "9C 8C 7C"}
HOKUM_S_BY_2 = ["p1 pass", "p2 hokum", "p3 pass", "p0 pass", "p1 pass", "p2 hokum"]


def hokum_play(*doubling: str, rules: RuleSet | None = None) -> HandState:
    """Hokum ♠ bought by seat 2, then the doubling calls, then play."""
    pack = make_pack(dealer=0, floor="9S", first=FIRST, later=LATER, buyer=2)
    state = apply_text(new_hand(pack=pack, dealer=0, rules=rules), *HOKUM_S_BY_2, *doubling)
    assert state.phase is Phase.PLAY
    assert state.hands[2] == mask("JS 9S AD KD 10C QC 8H 9H")
    return state


# =========================================================================== turn order


@pytest.mark.parametrize("dealer", range(4))
def test_p1_leads_trick_one_and_play_goes_counter_clockwise(dealer: int) -> None:
    state = apply(new_hand(seed=40 + dealer, dealer=dealer), f"p{(dealer + 1) % 4} sun")
    assert state.phase is Phase.PLAY
    assert state.leader == state.to_move == (dealer + 1) % 4
    for k in range(4):
        seat = (dealer + 1 + k) % 4
        assert state.to_move == seat
        other = (seat + 1) % 4
        any_card = Card(next(iter(CardSet(state.hands[other]))))
        with pytest.raises(IllegalActionError, match=f"it is seat {seat}'s turn"):
            apply(state, Play(other, any_card))
        state = apply(state, next(a for a in legal_actions(state) if isinstance(a, Play)))
    assert len(state.tricks) == 1


def test_random_hands_turn_order_winner_leads_and_points_by_an_independent_reference() -> None:
    hands = 0
    for seed in range(300):
        states = play_random(seed)
        final = states[-1]
        c = final.contract
        if c is None or not final.tricks:
            continue
        hands += 1
        trump = c.trump_index
        expected_leader = (final.dealer + 1) % 4
        total = 0
        for i, t in enumerate(final.tricks):
            assert t.leader == expected_leader
            assert t.winner == reference_winner(t.leader, t.cards, trump)
            points = sum(abnat(x, trump) for x in t.cards) + (10 if i == 7 else 0)
            assert t.points == points
            total += points
            expected_leader = t.winner
        plays = [a for a in final.history if isinstance(a, Play)]
        for i, a in enumerate(plays):
            trick = final.tricks[i // 4]
            assert a.seat == (trick.leader + i % 4) % 4
            assert int(a.card) == trick.cards[i % 4]
        team = [sum(t.points for t in final.tricks if t.winner & 1 == k) for k in (0, 1)]
        if final.sawa_by is None:
            assert tuple(team) == final.abnat
            assert sum(final.tricks_won) == len(final.tricks) == 8
    assert hands > 200


def test_the_last_trick_is_worth_ten_more() -> None:
    for seed in range(40):
        final = play_random(seed)[-1]
        if len(final.tricks) == 8:
            c = final.contract
            assert c is not None
            last = final.tricks[-1]
            assert last.points == sum(abnat(x, c.trump_index) for x in last.cards) + 10
            assert sum(final.abnat) == (130 if c.mode == "sun" else 162)


def test_the_trick_winner_leads_the_next_trick_in_a_scripted_hand() -> None:
    state = hokum_play("p1 pass", "p3 pass")
    # seat 1 leads A♠ (trump): seat 2 must over-trump with J♠, which wins
    state = apply_text(state, "p1 play AS")
    plays = {a.card.code for a in legal_actions(state) if isinstance(a, Play)}
    assert plays == {"JS", "9S"}
    assert not is_legal(state, "p2 play 9H")
    state = apply_text(state, "p2 play JS")
    plays = {a.card.code for a in legal_actions(state) if isinstance(a, Play)}
    assert plays == {"QS", "10S", "7S"}  # cannot beat J♠: any trump
    state = apply_text(state, "p3 play 7S", "p0 play 9C")
    assert state.tricks[-1].winner == 2
    assert state.leader == state.to_move == 2
    assert state.abnat == (11 + 20 + 0 + 0, 0)
    assert state.tricks_won == (1, 0)


# =========================================================================== closed Hokum


def test_closed_hokum_leader_must_lead_a_non_trump() -> None:
    state = hokum_play("p1 double closed", "p2 pass")
    assert state.contract is not None and state.contract.closed
    plays = {str(a.card) for a in legal_actions(state) if isinstance(a, Play)}
    hand = CardSet(state.hands[1])
    assert plays == {str(c) for c in hand if c.suit != 0}
    with pytest.raises(IllegalActionError) as info:
        apply(state, "p1 play AS")
    text = str(info.value)
    assert "Seat 1" in text and "A♠" in text and text.endswith("(rules §6)")
    assert info.value.seat == 1 and info.value.rule == "§6"


def test_open_hokum_leader_may_lead_a_trump() -> None:
    state = hokum_play("p1 double", "p2 pass")
    assert is_legal(state, "p1 play AS")


def test_closed_hokum_leader_with_only_trumps_leads_a_trump() -> None:
    """Seat 1 holds all eight spades (trump, named in round 2): closed, it may lead any."""
    first = {1: "AS KS QS JS 10S", 2: "AD KD QD JD 10D", 3: "AH KH QH JH 10H", 0: "AC KC QC JC 10C"}
    later = {1: "9S 8S 7S", 2: "9D 8D", 3: "9H 8H 7H", 0: "9C 8C 7C"}
    pack = make_pack(dealer=0, floor="7D", first=first, later=later, buyer=2)
    state = apply_text(new_hand(pack=pack, dealer=0), "p1 pass", "p2 pass", "p3 pass", "p0 pass")
    state = apply_text(state, "p1 pass", "p2 hokum", "p3 pass", "p0 pass", "p2 hokum S")
    state = apply_text(state, "p1 double closed", "p2 pass")
    assert state.contract is not None and state.contract.closed
    assert state.to_move == 1 and state.hands[1] == mask("AS KS QS JS 10S 9S 8S 7S")
    plays = {a.card for a in legal_actions(state) if isinstance(a, Play)}
    assert plays == set(CardSet(state.hands[1]))


# =========================================================================== strict refusals


def test_strict_refusal_sentence_names_seat_card_and_rule() -> None:
    state = hokum_play("p1 pass", "p3 pass")
    state = apply(state, "p1 play KS")
    # seat 2 holds J♠ 9♠ (trumps): it must over-trump K♠, so Q♣ is refused
    with pytest.raises(IllegalActionError) as info:
        apply(state, "p2 play QC")
    text = str(info.value)
    assert "Seat 2" in text and "Q♣" in text and "(rules §6)" in text
    assert info.value.seat == 2 and info.value.rule == "§6"
    assert info.value.action == Play(2, Card("QC"))


def test_every_refused_card_in_random_hands_gets_a_sentence() -> None:
    checked = 0
    rng = random.Random(0)
    for seed in range(120):
        for state in play_random(seed):
            if state.phase is not Phase.PLAY:
                continue
            seat = state.to_move
            assert seat is not None
            legal = {int(a.card) for a in legal_actions(state) if isinstance(a, Play)}
            illegal = [c for c in CardSet(state.hands[seat]) if int(c) not in legal]
            if not illegal:
                continue
            card = rng.choice(illegal)
            with pytest.raises(IllegalActionError) as info:
                apply(state, Play(seat, card))
            text = str(info.value)
            assert f"Seat {seat}" in text and str(card) in text and "(rules §6)" in text
            assert info.value.seat == seat and info.value.rule == "§6"
            checked += 1
    assert checked > 300


def test_a_card_not_in_hand_is_refused() -> None:
    state = hokum_play("p1 pass", "p3 pass")
    with pytest.raises(
        IllegalActionError,
        match=r"Seat 1 cannot play A♥: that card is not in its hand \(rules §6\)",
    ):
        apply(state, "p1 play AH")


def test_non_strict_accepts_the_same_card_and_records_a_foul() -> None:
    state = hokum_play("p1 pass", "p3 pass", rules=RuleSet(strict_legality=False))
    state = apply_text(state, "p1 play KS", "p2 play QC")
    assert [(f.seat, Card(f.card).code) for f in state.fouls] == [(2, "QC")]
    assert state.trick == (Card("KS"), Card("QC"))


def test_nothing_is_accepted_after_the_hand_is_over() -> None:
    final = play_random(3)[-1]
    assert final.is_over
    assert legal_actions(final) == []
    with pytest.raises(IllegalActionError, match="the hand is over"):
        apply(final, "p1 pass")


def test_not_following_a_trump_lead_while_holding_trumps_is_a_revoke() -> None:
    """RULES §10: a revoke is not following suit when able, whatever else the card breaks."""
    state = hokum_play("p1 pass", "p3 pass", rules=RuleSet(strict_legality=False))
    state = apply_text(state, "p1 play KS", "p2 play QC")
    assert [f.kind for f in state.fouls] == ["revoke"]


def test_a_lower_trump_on_a_trump_lead_is_an_overtrump_foul() -> None:
    state = hokum_play("p1 pass", "p3 pass", rules=RuleSet(strict_legality=False))
    state = apply_text(state, "p1 play AS", "p2 play JS", "p3 play 7S")
    assert state.fouls == ()  # seat 3 cannot beat J♠: any trump is fine
    state = hokum_play("p1 pass", "p3 pass", rules=RuleSet(strict_legality=False))
    state = apply_text(state, "p1 play 8S", "p2 play JS", "p3 play 7S")
    assert state.fouls == ()
    state = hokum_play("p1 pass", "p3 pass", rules=RuleSet(strict_legality=False))
    state = apply_text(state, "p1 play KS", "p2 play 9S", "p3 play 7S")
    assert state.fouls == ()
    state = hokum_play("p1 pass", "p3 pass", rules=RuleSet(strict_legality=False))
    state = apply_text(state, "p1 play 8S", "p2 play 9S", "p3 play 7S")
    # seat 3 holds Q♠ and 10♠, both lower than 9♠ in trump order: 7♠ is fine
    assert state.fouls == ()


def test_a_plain_revoke_is_recorded_as_revoke() -> None:
    state = hokum_play("p1 pass", "p3 pass", rules=RuleSet(strict_legality=False))
    # seat 1 leads Q♦; seat 2 holds A♦ K♦ but plays 8♥
    state = apply_text(state, "p1 play QD", "p2 play 8H")
    assert [(f.seat, f.kind, Card(f.card).code) for f in state.fouls] == [(2, "revoke", "8H")]
