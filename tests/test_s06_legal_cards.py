"""RULES.md §6: the trick winner and the legal cards, every clause and every flag.

The last part compares the engine's ``legal_core`` (rules/play.py) with a deliberately naive
re-statement of the §6 table written here from the text of RULES.md, over random hands,
tricks, contracts and flags.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sizes import examples

from baloot_widgets import (
    BalootError,
    Card,
    CardSet,
    Contract,
    IllegalActionError,
    RuleSet,
    legal_cards,
    trick_winner,
)
from baloot_widgets.rules.play import (
    FLAG_PARTNER,
    FLAG_UNDERTRUMP,
    FLAG_VOID,
    PlayReason,
    legal_core,
    legal_in_trick,
    play_flags,
)

SUN = Contract(mode="sun")
HOKUM_H = Contract(mode="hokum", trump="H")
CLOSED_H = Contract(mode="hokum", trump="H", closed=True, multiplier=2, doubler=1)


def cs(text: str) -> CardSet:
    return CardSet(text)


def trick(*pairs: tuple[int, str]) -> list[tuple[int, str]]:
    return list(pairs)


def lead_by(leader: int, *cards: str) -> list[tuple[int, str]]:
    """A trick led by ``leader`` with these cards, seats going counter-clockwise."""
    return [((leader + i) % 4, c) for i, c in enumerate(cards)]


# =========================================================================== trick winner


def test_sun_highest_card_of_the_led_suit_wins() -> None:
    assert trick_winner(lead_by(0, "KS", "AS", "10S", "QS"), SUN) == 1
    assert trick_winner(lead_by(0, "10S", "KS", "QS", "JS"), SUN) == 0
    assert trick_winner(lead_by(2, "9D", "8D", "7D", "JD"), SUN) == 1  # J beats 9 8 7


def test_sun_a_card_of_another_suit_never_wins() -> None:
    assert trick_winner(lead_by(1, "7S", "AH", "AD", "AC"), SUN) == 1


def test_hokum_any_trump_beats_the_led_suit() -> None:
    assert trick_winner(lead_by(0, "AC", "7C", "7H", "10C"), HOKUM_H) == 2
    assert trick_winner(lead_by(0, "AC", "7C", "10H", "KD"), HOKUM_H) == 2


def test_hokum_the_highest_trump_wins_in_trump_order() -> None:
    assert trick_winner(lead_by(0, "AC", "9H", "JH", "AH"), HOKUM_H) == 2  # J > 9 > A
    assert trick_winner(lead_by(0, "AC", "AH", "9H", "10H"), HOKUM_H) == 2  # 9 > A > 10
    assert trick_winner(lead_by(0, "AC", "10H", "AH", "KH"), HOKUM_H) == 2  # A > 10 > K
    assert trick_winner(lead_by(3, "7H", "8H", "QH", "KH"), HOKUM_H) == 2  # K > Q > 8 > 7


def test_hokum_plain_suits_keep_the_sun_order() -> None:
    assert trick_winner(lead_by(0, "JS", "9S", "10S", "7D"), HOKUM_H) == 2
    assert trick_winner(lead_by(0, "JS", "9S", "QS", "AD"), HOKUM_H) == 2


def test_hokum_a_discard_of_a_plain_suit_never_wins() -> None:
    assert trick_winner(lead_by(0, "7S", "AD", "AC", "8S"), HOKUM_H) == 3


def test_trick_winner_of_a_partial_trick_and_seat_wrap() -> None:
    assert trick_winner(lead_by(3, "QS"), SUN) == 3
    assert trick_winner(lead_by(3, "QS", "KS"), SUN) == 0
    assert trick_winner(lead_by(2, "QS", "KS", "7H"), HOKUM_H) == 0
    assert trick_winner([(1, Card("AC")), (2, Card("7H"))], HOKUM_H) == 2


def test_trick_winner_refuses_impossible_tricks() -> None:
    with pytest.raises(IllegalActionError, match="empty trick"):
        trick_winner([], SUN)
    with pytest.raises(IllegalActionError, match="counter-clockwise"):
        trick_winner([(0, "AS"), (2, "KS")], SUN)
    with pytest.raises(IllegalActionError, match="twice"):
        trick_winner([(0, "AS"), (1, "as")], SUN)
    with pytest.raises(IllegalActionError, match="at most four"):
        trick_winner(lead_by(0, "AS", "KS", "QS", "JS", "10S"), SUN)
    assert issubclass(IllegalActionError, BalootError)


# =========================================================================== leading


def test_lead_any_card_in_sun_and_open_hokum() -> None:
    hand = "JH 9H AS 7D"
    assert legal_cards(hand, [], SUN) == cs(hand)
    assert legal_cards(hand, [], HOKUM_H) == cs(hand)


def test_closed_hokum_lead_only_non_trumps_while_holding_one() -> None:
    assert legal_cards("JH 9H AS 7D", [], CLOSED_H) == cs("AS 7D")
    assert legal_cards("JH 7C", [], CLOSED_H) == cs("7C")


def test_closed_hokum_lead_with_only_trumps_any_trump() -> None:
    assert legal_cards("JH 9H", [], CLOSED_H) == cs("JH 9H")
    assert legal_cards("7H", [], CLOSED_H) == cs("7H")


def test_closed_hokum_only_changes_the_lead() -> None:
    # following suit and trumping when void work exactly as in an open Hokum
    assert legal_cards("KS 7S JH", lead_by(0, "10S"), CLOSED_H) == cs("KS 7S")
    assert legal_cards("JH 8H AD", lead_by(0, "10S"), CLOSED_H) == cs("JH 8H")
    assert legal_cards("QH 7H AD", lead_by(0, "8H"), CLOSED_H) == cs("QH")


# =========================================================================== following suit


def test_follow_suit_in_sun_with_no_duty_to_win() -> None:
    assert legal_cards("7S AS KH", lead_by(0, "10S"), SUN) == cs("7S AS")
    assert legal_cards("7S 8S KH", lead_by(0, "AS"), SUN) == cs("7S 8S")


def test_follow_plain_suit_in_hokum_with_no_duty_to_win_or_trump() -> None:
    assert legal_cards("KS 7S JH", lead_by(0, "10S"), HOKUM_H) == cs("KS 7S")
    # an opponent has ruffed: holding the led suit, you still just follow
    assert legal_cards("KS 7S JH", lead_by(3, "10S", "7H"), HOKUM_H) == cs("KS 7S")


def test_trumps_led_must_beat_the_highest_trump() -> None:
    # 9♥ led; J♥ is the only trump that beats it
    assert legal_cards("JH 8H AH AS", lead_by(0, "9H"), HOKUM_H) == cs("JH")
    # the highest trump so far is A♥ (played second): only 9♥ and J♥ beat it, 10♥ does not
    assert legal_cards("10H 9H JH KS", lead_by(3, "8H", "AH"), HOKUM_H) == cs("9H JH")


def test_trumps_led_must_beat_even_when_partner_is_winning() -> None:
    # seat 2's partner (seat 0) leads 9♥ and is winning
    assert legal_cards("JH 8H AS", lead_by(0, "9H", "7H"), HOKUM_H) == cs("JH")
    # the flag about partners concerns void players only: no change
    rules = RuleSet(must_trump_when_partner_winning=False)
    assert legal_cards("JH 8H AS", lead_by(0, "9H", "7H"), HOKUM_H, rules=rules) == cs("JH")


def test_trumps_led_cannot_beat_any_trump() -> None:
    assert legal_cards("KH 8H AS", lead_by(0, "9H"), HOKUM_H) == cs("KH 8H")
    assert legal_cards("7H AS", lead_by(0, "JH", "9H"), HOKUM_H) == cs("7H")


def test_trumps_led_void_in_trumps_any_card() -> None:
    assert legal_cards("AS KD 7C", lead_by(0, "7H"), HOKUM_H) == cs("AS KD 7C")


# =========================================================================== void in the led suit


def test_void_in_sun_any_card() -> None:
    assert legal_cards("JH 8H AD", lead_by(0, "10S"), SUN) == cs("JH 8H AD")


def test_void_holding_no_trump_any_card() -> None:
    assert legal_cards("AD 8C 7D", lead_by(0, "10S"), HOKUM_H) == cs("AD 8C 7D")
    assert legal_cards("AD 8C", lead_by(3, "10S", "JH"), HOKUM_H) == cs("AD 8C")


def test_void_opponent_winning_with_a_plain_card_any_trump() -> None:
    # no trump played yet: any trump, even the smallest
    assert legal_cards("7H JH KD", lead_by(0, "AS"), HOKUM_H) == cs("7H JH")


def test_void_opponent_trump_winning_must_overtrump() -> None:
    # seat 0 plays fourth: s1 (opponent) leads A♣, s2 (partner) ruffs 8♥,
    # s3 (opponent) over-ruffs 10♥: seat 0 must beat 10♥
    assert legal_cards("9H 7H KD", lead_by(1, "AC", "8H", "10H"), HOKUM_H) == cs("9H")
    assert legal_cards("9H JH 7H KD", lead_by(1, "AC", "8H", "10H"), HOKUM_H) == cs("9H JH")


def test_void_opponent_trump_winning_cannot_beat_must_still_trump() -> None:
    assert legal_cards("QH 7H KD", lead_by(1, "AC", "8H", "10H"), HOKUM_H) == cs("QH 7H")


def test_must_undertrump_false_frees_the_player_who_cannot_overtrump() -> None:
    rules = RuleSet(must_undertrump=False)
    trick_ = lead_by(1, "AC", "8H", "10H")
    assert legal_cards("QH 7H KD", trick_, HOKUM_H, rules=rules) == cs("QH 7H KD")
    # ...but a player who can over-trump still must
    assert legal_cards("9H 7H KD", trick_, HOKUM_H, rules=rules) == cs("9H")


def test_void_partner_winning_any_card_by_default() -> None:
    # partner led and is winning
    assert legal_cards("9H 8D", lead_by(1, "AS", "7S"), HOKUM_H) == cs("9H 8D")
    # partner ruffed and is winning with a trump: still free
    assert legal_cards("JH 8D", lead_by(0, "AC", "7H", "8C"), HOKUM_H) == cs("JH 8D")


def test_must_trump_when_partner_winning_makes_a_void_player_trump() -> None:
    rules = RuleSet(must_trump_when_partner_winning=True)
    assert legal_cards("9H 7H 8D", lead_by(1, "AS", "7S"), HOKUM_H, rules=rules) == cs("9H 7H")


def test_must_trump_when_partner_winning_over_a_partners_trump_must_overtrump() -> None:
    # §12: "trump / over-trump even over a winning partner"
    rules = RuleSet(must_trump_when_partner_winning=True)
    trick_ = lead_by(0, "AC", "10H", "8C")  # seat 1 (partner of seat 3) ruffed with 10♥
    assert legal_cards("9H 7H 8D", trick_, HOKUM_H, rules=rules) == cs("9H")
    # cannot beat 10♥: any trump (must_undertrump is on by default)
    assert legal_cards("QH 7H 8D", trick_, HOKUM_H, rules=rules) == cs("QH 7H")


def test_partner_flag_without_undertrump_still_trumps_under_a_partners_trump() -> None:
    rules = RuleSet(must_trump_when_partner_winning=True, must_undertrump=False)
    trick_ = lead_by(0, "AC", "10H", "8C")
    assert legal_cards("QH 7H 8D", trick_, HOKUM_H, rules=rules) == cs("QH 7H")


def test_partner_no_longer_winning_gives_no_exemption() -> None:
    # seat 3: partner seat 1 played A♠ but seat 2 ruffed with 10♥
    assert legal_cards("9H QH 8D", lead_by(0, "10S", "AS", "10H"), HOKUM_H) == cs("9H")
    assert legal_cards("QH 8H 8D", lead_by(0, "10S", "AS", "10H"), HOKUM_H) == cs("QH 8H")


def test_must_trump_when_void_false_lets_a_void_player_discard() -> None:
    rules = RuleSet(must_trump_when_void=False)
    assert legal_cards("JH 8H AD", lead_by(0, "10S"), HOKUM_H, rules=rules) == cs("JH 8H AD")
    trick_ = lead_by(1, "AC", "8H", "10H")
    assert legal_cards("9H 7H KD", trick_, HOKUM_H, rules=rules) == cs("9H 7H KD")
    # following suit is never affected
    assert legal_cards("KS 7S JH", lead_by(0, "10S"), HOKUM_H, rules=rules) == cs("KS 7S")


def test_second_player_is_never_partner_of_the_leader() -> None:
    # seat 1 plays second: the leader (seat 0) is an opponent, so the void player trumps
    assert legal_cards("7H AD", lead_by(0, "AS"), HOKUM_H) == cs("7H")


# =========================================================================== API checks


def test_legal_cards_is_a_non_empty_subset_of_the_hand() -> None:
    hand = cs("AS 10S 9H 7D KC")
    for trick_ in ([], lead_by(0, "QS"), lead_by(0, "QD", "JH"), lead_by(0, "8C", "9C", "7H")):
        for contract in (SUN, HOKUM_H, CLOSED_H):
            legal = legal_cards(hand, trick_, contract)
            assert isinstance(legal, CardSet)
            assert legal
            assert legal.issubset(hand)


def test_legal_cards_accepts_cards_text_and_sets() -> None:
    a = legal_cards("KS 7S JH", [(0, "10S")], HOKUM_H)
    b = legal_cards([Card("KS"), Card("7S"), Card("JH")], [(0, Card("10S"))], HOKUM_H)
    c = legal_cards(cs("KS 7S JH"), [(0, "10S")], HOKUM_H)
    assert a == b == c == cs("KS 7S")


def test_legal_cards_refuses_a_complete_trick_or_a_card_already_played() -> None:
    with pytest.raises(IllegalActionError):
        legal_cards("7S", lead_by(0, "AS", "KS", "QS", "JS"), SUN)
    with pytest.raises(IllegalActionError):
        legal_cards("AS 7S", lead_by(0, "AS"), SUN)
    with pytest.raises(IllegalActionError):
        legal_cards("7S", [(0, "AS"), (2, "KS")], SUN)


def test_play_flags_pack_the_three_rules() -> None:
    assert play_flags(RuleSet()) == FLAG_VOID | FLAG_UNDERTRUMP
    assert play_flags(RuleSet(must_trump_when_void=False, must_undertrump=False)) == 0
    assert (
        play_flags(RuleSet(must_trump_when_partner_winning=True))
        == FLAG_VOID | FLAG_PARTNER | FLAG_UNDERTRUMP
    )


# =========================================================================== naive oracle

# Written from RULES §1 and §6 only, with strings; it shares no table with the engine.
PLAIN_LOW_TO_HIGH = ["7", "8", "9", "J", "Q", "K", "10", "A"]
TRUMP_LOW_TO_HIGH = ["7", "8", "Q", "K", "10", "A", "9", "J"]
LETTERS = "SHDC"


def _label(card: Card) -> str:
    return card.code[:-1]


def _suit(card: Card) -> str:
    return card.code[-1]


def naive_winner(played: Sequence[tuple[int, Card]], trump: str | None) -> tuple[int, Card]:
    """'the highest trump if any trump was played; otherwise the highest card of the suit led'."""
    trumps = [(s, c) for s, c in played if _suit(c) == trump]
    if trumps:
        return max(trumps, key=lambda sc: TRUMP_LOW_TO_HIGH.index(_label(sc[1])))
    led = _suit(played[0][1])
    same = [(s, c) for s, c in played if _suit(c) == led]
    return max(same, key=lambda sc: PLAIN_LOW_TO_HIGH.index(_label(sc[1])))


def _trump_beats(a: Card, b: Card) -> bool:
    return TRUMP_LOW_TO_HIGH.index(_label(a)) > TRUMP_LOW_TO_HIGH.index(_label(b))


def naive_legal(
    hand: Sequence[Card],
    played: Sequence[tuple[int, Card]],
    trump: str | None,
    closed: bool,
    void_flag: bool,
    partner_flag: bool,
    under_flag: bool,
) -> set[Card]:
    everything = set(hand)
    my_trumps = {c for c in hand if _suit(c) == trump}
    if not played:
        non_trumps = everything - my_trumps
        if closed and non_trumps:
            return non_trumps
        return everything
    led = _suit(played[0][1])
    me = (played[-1][0] + 1) % 4
    partner = (me + 2) % 4
    win_seat, win_card = naive_winner(played, trump)
    same = {c for c in hand if _suit(c) == led}
    if same:
        if trump is not None and led == trump:
            highest = max(
                (c for _, c in played if _suit(c) == trump),
                key=lambda c: TRUMP_LOW_TO_HIGH.index(_label(c)),
            )
            beating = {c for c in same if _trump_beats(c, highest)}
            return beating or same
        return same
    if trump is None or not my_trumps:
        return everything
    if not void_flag:
        return everything
    if win_seat == partner and not partner_flag:
        return everything
    if _suit(win_card) == trump:
        beating = {c for c in my_trumps if _trump_beats(c, win_card)}
        if beating:
            return beating
        if win_seat != partner and not under_flag:
            return everything
        return my_trumps
    return my_trumps


def _engine_core(
    hand: Sequence[Card],
    played: Sequence[tuple[int, Card]],
    trump: str | None,
    closed: bool,
    flags: int,
) -> tuple[set[Card], PlayReason]:
    t = -1 if trump is None else LETTERS.index(trump)
    mask = sum(1 << int(c) for c in hand)
    if played:
        me = (played[-1][0] + 1) % 4
        win_seat, win_card = naive_winner(played, trump)
        led = LETTERS.index(_suit(played[0][1]))
        legal, reason = legal_core(
            mask, led, int(win_card), win_seat == (me + 2) % 4, t, closed, flags
        )
    else:
        legal, reason = legal_core(mask, -1, -1, False, t, closed, flags)
    return set(CardSet(legal)), reason


def _check(
    hand: Sequence[Card],
    played: Sequence[tuple[int, Card]],
    trump: str | None,
    closed: bool,
    void_flag: bool,
    partner_flag: bool,
    under_flag: bool,
) -> PlayReason | None:
    expected = naive_legal(hand, played, trump, closed, void_flag, partner_flag, under_flag)
    flags = (
        (FLAG_VOID if void_flag else 0)
        | (FLAG_PARTNER if partner_flag else 0)
        | (FLAG_UNDERTRUMP if under_flag else 0)
    )
    got, reason = _engine_core(hand, played, trump, closed, flags)
    assert got == expected, (hand, played, trump, closed, flags, reason)
    # the trick-based helper agrees as well
    mask = sum(1 << int(c) for c in hand)
    t = -1 if trump is None else LETTERS.index(trump)
    in_trick, _ = legal_in_trick(mask, [int(c) for _, c in played], t, closed, flags)
    assert set(CardSet(in_trick)) == expected
    # and so does the public API, whenever the flags form a valid RuleSet
    if void_flag or not partner_flag:
        rules = RuleSet(
            must_trump_when_void=void_flag,
            must_trump_when_partner_winning=partner_flag,
            must_undertrump=under_flag,
        )
        if trump is None:
            contract = SUN
        else:
            contract = Contract(
                mode="hokum",
                trump=trump,
                closed=closed,
                multiplier=2 if closed else 1,
                doubler=1 if closed else None,
            )
        assert set(legal_cards(hand, played, contract, rules=rules)) == expected
        if played:
            assert trick_winner(played, contract) == naive_winner(played, trump)[0]
    return reason


@st.composite
def situations(draw: st.DrawFn) -> tuple[object, ...]:
    perm = draw(st.permutations(range(32)))
    trump = draw(st.sampled_from([None, "S", "H", "D", "C"]))
    closed = trump is not None and draw(st.booleans())
    n_played = draw(st.integers(0, 3))
    leader = draw(st.integers(0, 3))
    # bias towards voids: the hand is drawn from a few suits only
    hand_suits = draw(st.sets(st.integers(0, 3), min_size=1))
    size = draw(st.integers(1, 8))
    played = [((leader + i) % 4, Card(perm[i])) for i in range(n_played)]
    hand = [Card(c) for c in perm[n_played:] if c >> 3 in hand_suits][:size]
    flags = draw(st.tuples(st.booleans(), st.booleans(), st.booleans()))
    return (hand, played, trump, closed, *flags)


@settings(max_examples=examples(700), derandomize=True, database=None, deadline=None)
@given(situations())
def test_legal_core_agrees_with_a_naive_reading_of_rules_6(case: tuple[object, ...]) -> None:
    _check(*case)  # type: ignore[arg-type]


def test_naive_comparison_reaches_every_clause_of_rules_6() -> None:
    """A seeded sweep that also proves the comparison exercises every clause."""
    rng = random.Random(20240606)
    seen: set[PlayReason] = set()
    for _ in range(6000):
        deck = list(range(32))
        rng.shuffle(deck)
        trump = rng.choice([None, "S", "H", "D", "C"])
        closed = trump is not None and rng.random() < 0.5
        n_played = rng.randrange(4)
        leader = rng.randrange(4)
        suits = set(rng.sample(range(4), rng.randint(1, 3)))
        played = [((leader + i) % 4, Card(deck[i])) for i in range(n_played)]
        hand = [Card(c) for c in deck[n_played:] if c >> 3 in suits][: rng.randint(1, 8)]
        flags = (rng.random() < 0.8, rng.random() < 0.3, rng.random() < 0.8)
        reason = _check(hand, played, trump, closed, *flags)
        if reason is not None:
            seen.add(reason)
    assert seen == set(PlayReason)
