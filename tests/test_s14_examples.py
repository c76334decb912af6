"""RULES.md §14: the worked examples, one test each, through the stable teaching API.

Dealer = seat 0 throughout (seat 1 speaks and leads first).  "Abnat x/y" in RULES.md is
buyer team / defenders; here the buyer is seat 0 unless stated, so ``abnat=(x, y)`` and the
points read (team 0·2, team 1·3) = (buyer, defenders).

Examples 20 (Qayd) and 28-30 (bidding) are tested beside the engine states they need, in
test_s10_qayd.py and test_s04_bidding.py; example 21 is in both (its normal result here).
"""

from __future__ import annotations

import re
from pathlib import Path

from baloot_widgets import (
    Card,
    CardSet,
    Contract,
    RuleSet,
    Suit,
    find_projects,
    game_points,
    legal_cards,
    parse_cards,
    score_hand,
    trick_winner,
)

SUN = Contract(mode="sun", buyer=0)
HOKUM_H = Contract(mode="hokum", trump=Suit.HEARTS, buyer=0)
HOKUM_S = Contract(mode="hokum", trump=Suit.SPADES, buyer=0)


def cards(text: str) -> CardSet:
    return CardSet(parse_cards(text))


# =========================================================================== game points


def test_example_01_sun_74_56_gives_14_12() -> None:
    assert game_points(74, 56, "sun") == (14, 12)
    assert game_points(74, 56, "sun", rules=RuleSet(sun_multiply_then_round=True)) == (15, 11)
    s = score_hand(SUN, abnat=(74, 56), tricks=(4, 4), dealer=0)
    assert (s.points, s.outcome) == ((14, 12), "made")
    s = score_hand(
        SUN, abnat=(74, 56), tricks=(4, 4), dealer=0, rules=RuleSet(sun_multiply_then_round=True)
    )
    assert s.points == (15, 11)


def test_example_02_sun_75_55_keeps_the_trailing_five() -> None:
    assert game_points(75, 55, "sun") == (15, 11)
    assert score_hand(SUN, abnat=(75, 55), tricks=(4, 4), dealer=0).points == (15, 11)


def test_example_03_sun_66_64_buyer_makes_it() -> None:
    assert game_points(66, 64, "sun") == (14, 12)
    s = score_hand(SUN, abnat=(66, 64), tricks=(4, 4), dealer=0)
    assert (s.points, s.outcome) == ((14, 12), "made")


def test_example_04_hokum_85_77_half_rounds_down_and_buyer_makes_it() -> None:
    assert game_points(85, 77, "hokum") == (8, 8)
    s = score_hand(HOKUM_H, abnat=(85, 77), tricks=(4, 4), dealer=0)
    assert (s.points, s.outcome) == ((8, 8), "made")


def test_example_05_hokum_86_76_larger_total_gives_one_back() -> None:
    assert game_points(86, 76, "hokum") == (8, 8)
    s = score_hand(HOKUM_H, abnat=(86, 76), tricks=(4, 4), dealer=0)
    assert (s.points, s.outcome) == ((8, 8), "made")


# =========================================================================== contract and Khasara


def test_example_06_hokum_khasara() -> None:
    assert game_points(72, 90, "hokum") == (7, 9)
    s = score_hand(HOKUM_H, abnat=(72, 90), tricks=(3, 5), dealer=0)
    assert (s.points, s.outcome) == ((0, 16), "khasara")


def test_example_07_hokum_exact_tie_is_khasara() -> None:
    s = score_hand(HOKUM_H, abnat=(81, 81), tricks=(4, 4), dealer=0)
    assert (s.points, s.outcome) == ((0, 16), "khasara")
    s = score_hand(
        HOKUM_H, abnat=(81, 81), tricks=(4, 4), dealer=0, rules=RuleSet(exact_tie_splits=True)
    )
    assert s.points == (8, 8)


def test_example_08_sun_fifty_makes_the_contract() -> None:
    s = score_hand(SUN, abnat=(60, 70), tricks=(4, 4), projects={0: ["KS QS JS 10S"]}, dealer=0)
    assert (s.points, s.outcome) == ((22, 14), "made")


def test_example_09_hokum_khasara_takes_the_buyers_sira() -> None:
    s = score_hand(HOKUM_H, abnat=(62, 100), tricks=(3, 5), projects={2: ["AS KS QS"]}, dealer=0)
    assert (s.points, s.outcome) == ((0, 6 + 2 + 10), "khasara")


# =========================================================================== projects and Baloot


def test_example_10_top_card_decides_and_baloot_inside_a_sira() -> None:
    seat0 = parse_cards("KH QH JH 7S 8D 9D 7C 8C")
    seat1 = parse_cards("AS KS QS 9H 10D JD 9C 10C")
    p0, p1 = find_projects(seat0, HOKUM_S), find_projects(seat1, HOKUM_S)
    assert [(p.kind, p.top) for p in p0] == [("sira", Card("KH"))]
    assert [(p.kind, p.top) for p in p1] == [("sira", Card("AS"))]
    plain = score_hand(HOKUM_S, abnat=(100, 62), tricks=(5, 3), dealer=0)
    s = score_hand(
        HOKUM_S,
        abnat=(100, 62),
        tricks=(5, 3),
        projects={0: p0, 1: p1},
        baloot=1,
        dealer=0,
    )
    assert s.project_team == 1
    # T02 scores nothing extra; T13 scores the Sira (2) and the Baloot (2)
    assert s.points[0] - plain.points[0] == 0
    assert s.points[1] - plain.points[1] == 2 + 2
    assert s.points == (10, 10)


def test_example_11_run_hundred_beats_four_kings() -> None:
    kings = find_projects("KS KH KD KC 7S 8H 9D 7C", SUN)
    run = find_projects("QS JS 10S 9S 8S 7H 8D AC", SUN)
    assert [p.kind for p in kings] == ["hundred"]
    assert [p.kind for p in run] == ["hundred"]
    buyer13 = Contract(mode="sun", buyer=1)
    s = score_hand(buyer13, abnat=(60, 70), tricks=(4, 4), projects={0: kings, 1: run}, dealer=0)
    assert s.project_team == 1
    assert s.points == (12, 14 + 20)


def test_example_12_best_declaration_hundred_of_jacks_plus_sira_24() -> None:
    projects = find_projects(parse_cards("JS JH JD JC AH KH QH 7C"), SUN)
    assert sorted(p.kind for p in projects) == ["hundred", "sira"]
    assert cards("AH KH QH") in [p.cards for p in projects]
    assert cards("JS JH JD JC") in [p.cards for p in projects]
    assert sum(p.game_points(SUN) for p in projects) == 24
    s = score_hand(SUN, abnat=(70, 60), tricks=(4, 4), projects={0: projects}, dealer=0)
    assert s.points == (14 + 24, 12)


def test_example_13_no_baloot_when_the_king_is_in_four_kings() -> None:
    hand = parse_cards("KS KH KD KC QH 7S 8D 9C")
    projects = find_projects(hand, HOKUM_H)
    assert [(p.kind, p.cards) for p in projects] == [("hundred", cards("KS KH KD KC"))]
    assert projects[0].game_points(HOKUM_H) == 10
    s = score_hand(
        HOKUM_H, abnat=(100, 62), tricks=(5, 3), projects={0: projects}, baloot=0, dealer=0
    )
    assert s.points == (10 + 10, 6)


def test_example_14_fifty_plus_baloot_is_7() -> None:
    hand = parse_cards("KH QH JH 10H 7S 8D 9C 7C")
    projects = find_projects(hand, HOKUM_H)
    assert [p.kind for p in projects] == ["fifty"]
    plain = score_hand(HOKUM_H, abnat=(100, 62), tricks=(5, 3), dealer=0)
    s = score_hand(
        HOKUM_H, abnat=(100, 62), tricks=(5, 3), projects={0: projects}, baloot=0, dealer=0
    )
    assert s.points[0] - plain.points[0] == 5 + 2
    assert s.points == (17, 6)


def test_example_15_doubled_hokum_baloot_is_not_multiplied() -> None:
    doubled = Contract(mode="hokum", trump=Suit.HEARTS, buyer=0, multiplier=2, doubler=1)
    s = score_hand(doubled, abnat=(100, 62), tricks=(5, 3), baloot=2, dealer=0)
    assert s.points == ((10 + 6) * 2 + 2, 0)
    assert s.points == (34, 0)


# =========================================================================== Kaboot and doubling


def test_example_16_sun_kaboot_with_a_winning_fifty() -> None:
    s = score_hand(SUN, abnat=(130, 0), tricks=(8, 0), projects={2: ["AH KH QH JH"]}, dealer=0)
    assert (s.points, s.outcome) == ((54, 0), "kaboot")


def test_example_17_doubled_hokum_buyer_takes_the_pot() -> None:
    doubled = Contract(mode="hokum", trump=Suit.HEARTS, buyer=0, multiplier=2, doubler=1)
    s = score_hand(doubled, abnat=(100, 62), tricks=(5, 3), dealer=0)
    assert s.points == (32, 0)


def test_example_18_doubled_tie_the_doubler_loses() -> None:
    doubled = Contract(mode="hokum", trump=Suit.HEARTS, buyer=0, multiplier=2, doubler=1)
    assert game_points(77, 85, "hokum") == (8, 8)
    s = score_hand(doubled, abnat=(77, 85), tricks=(4, 4), dealer=0)
    assert s.points == (32, 0)


def test_example_19_tripled_hokum_with_a_sira() -> None:
    tripled = Contract(mode="hokum", trump=Suit.HEARTS, buyer=0, multiplier=3, doubler=1)
    s = score_hand(tripled, abnat=(100, 62), tricks=(5, 3), projects={0: ["AS KS QS"]}, dealer=0)
    assert s.points == ((12 + 6) * 3, 0)
    assert s.points == (54, 0)
    capped = score_hand(
        tripled,
        abnat=(100, 62),
        tricks=(5, 3),
        projects={0: ["AS KS QS"]},
        dealer=0,
        rules=RuleSet(project_multiplier_cap_2=True),
    )
    assert capped.points == (48 + 4, 0)


# =========================================================================== fouls (normal result)


def test_example_21_normal_result_of_the_deferred_qayd_is_0_36() -> None:
    # the Qayd half of the example belongs to the fouls module; the played hand scores 0 / 36
    assert game_points(32, 98, "sun") == (6, 20)
    s = score_hand(SUN, abnat=(32, 98), tricks=(2, 6), projects={0: ["KS QS JS 10S"]}, dealer=0)
    assert (s.points, s.outcome) == ((0, 6 + 10 + 20), "khasara")
    assert s.points[1] > 26  # better for the defenders than the 26 of the Qayd


# =========================================================================== legal cards


def test_example_22_follow_suit_no_duty_to_win() -> None:
    legal = legal_cards(parse_cards("KS 7S JH"), [(0, Card("10S"))], HOKUM_H)
    assert legal == cards("KS 7S")


def test_example_23_void_must_trump_unless_the_flag_frees_it() -> None:
    hand = parse_cards("JH 8H AD")
    assert legal_cards(hand, [(0, Card("10S"))], HOKUM_H) == cards("JH 8H")
    free = RuleSet(must_trump_when_void=False)
    assert legal_cards(hand, [(0, Card("10S"))], HOKUM_H, rules=free) == cards("JH 8H AD")


def test_example_24_partner_winning_exemption() -> None:
    trick = [(0, Card("10S")), (1, Card("AS")), (2, Card("7S"))]
    assert trick_winner(trick, HOKUM_H) == 1  # seat 3's partner
    hand = parse_cards("9H 8D")
    assert legal_cards(hand, trick, HOKUM_H) == cards("9H 8D")
    strict = RuleSet(must_trump_when_partner_winning=True)
    assert legal_cards(hand, trick, HOKUM_H, rules=strict) == cards("9H")


def test_example_25_must_overtrump_an_opponents_ruff() -> None:
    trick = [(0, Card("AC")), (1, Card("7C")), (2, Card("10H"))]
    assert trick_winner(trick, HOKUM_H) == 2
    assert legal_cards(parse_cards("9H QH KD"), trick, HOKUM_H) == cards("9H")


def test_example_26_must_undertrump_unless_the_flag_frees_it() -> None:
    trick = [(0, Card("AC")), (1, Card("7C")), (2, Card("10H"))]
    hand = parse_cards("QH 8H KD")
    assert legal_cards(hand, trick, HOKUM_H) == cards("QH 8H")
    free = RuleSet(must_undertrump=False)
    assert legal_cards(hand, trick, HOKUM_H, rules=free) == cards("QH 8H KD")


def test_example_27_closed_hokum_lead() -> None:
    closed = Contract(
        mode="hokum", trump=Suit.HEARTS, buyer=0, multiplier=2, doubler=1, closed=True
    )
    assert legal_cards(parse_cards("JH 9H AS"), [], closed) == cards("AS")
    assert legal_cards(parse_cards("JH 9H"), [], closed) == cards("JH 9H")
    # open, the same hand may lead anything
    assert legal_cards(parse_cards("JH 9H AS"), [], HOKUM_H) == cards("JH 9H AS")


def test_every_worked_example_of_section_14_has_a_test() -> None:
    """Examples 20 and 21 (Qayd) live in test_s10_qayd.py and 28-30 in test_s04_bidding.py,
    beside the engine state they need; every one of the 30 has a ``test_example_NN_`` test."""
    names = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        names |= set(re.findall(r"^def test_example_(\d\d)_", path.read_text(), flags=re.M))
    assert names >= {f"{n:02d}" for n in range(1, 31)}, sorted(names)
