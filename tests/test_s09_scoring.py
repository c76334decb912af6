"""RULES.md §9: scoring a completed hand, through ``game_points`` and ``score_hand``.

Team order is always (seats 0·2, seats 1·3).  Unless stated the buyer is seat 0 and the
doubler (for doubled hands) seat 1, so ``abnat=(x, y)`` reads "buyer x / defenders y".
"""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from baloot_widgets import (
    BalootError,
    Contract,
    HandScore,
    RuleSet,
    game_points,
    score_hand,
)
from baloot_widgets.i18n import plain_text

SUN = Contract(mode="sun", buyer=0)
HOKUM = Contract(mode="hokum", trump="H", buyer=0)


def _doubling(multiplier: int, buyer: int, gahwa: bool) -> dict[str, object]:
    """The multiplier, Gahwa and doubler (the defender after the buyer) of a test contract."""
    m = 4 if gahwa else multiplier
    return {"multiplier": m, "gahwa": gahwa, "doubler": (buyer + 1) % 4 if m > 1 else None}


def hokum(multiplier: int = 1, *, buyer: int = 0, gahwa: bool = False) -> Contract:
    return Contract(mode="hokum", trump="H", buyer=buyer, **_doubling(multiplier, buyer, gahwa))  # type: ignore[arg-type]


def sun(multiplier: int = 1, *, buyer: int = 0, gahwa: bool = False) -> Contract:
    return Contract(mode="sun", buyer=buyer, **_doubling(multiplier, buyer, gahwa))  # type: ignore[arg-type]


def score(
    contract: Contract,
    abnat: tuple[int, int],
    tricks: tuple[int, int] = (4, 4),
    **kwargs: object,
) -> HandScore:
    return score_hand(contract, abnat=abnat, tricks=tricks, **kwargs)  # type: ignore[arg-type]


def pts(contract: Contract, abnat: tuple[int, int], **kwargs: object) -> tuple[int, int]:
    tricks = kwargs.pop("tricks", None)
    if tricks is None:
        tricks = (8, 0) if abnat[1] == 0 else (0, 8) if abnat[0] == 0 else (4, 4)
    return score(contract, abnat, tricks, **kwargs).points  # type: ignore[arg-type]


# =========================================================================== §9.2 card GP


def _sun_gp(x: int) -> int:
    q, r = divmod(x, 10)
    return 2 * q if r < 5 else 2 * q + 1 if r == 5 else 2 * q + 2


def test_sun_every_split_follows_the_formula_and_totals_26() -> None:
    for x in range(131):
        gb, gd = game_points(x, 130 - x, "sun")
        assert (gb, gd) == (_sun_gp(x), _sun_gp(130 - x)), x
        assert gb + gd == 26, x


def test_sun_every_split_is_round_to_ten_keeping_a_five_then_times_two_tenths() -> None:
    for x in range(131):
        q, r = divmod(x, 10)
        rounded = 10 * q + 5 if r == 5 else 10 * q if r < 5 else 10 * q + 10
        assert game_points(x, 130 - x, "sun")[0] == rounded * 2 // 10
        assert rounded * 2 % 10 == 0


def test_hokum_every_split_follows_the_formula_and_totals_16() -> None:
    for x in range(163):
        y = 162 - x
        gb, gd = game_points(x, y, "hokum")
        eb = x // 10 + (1 if x % 10 >= 6 else 0)
        ed = y // 10 + (1 if y % 10 >= 6 else 0)
        if eb + ed == 17:
            assert x % 10 == 6 and y % 10 == 6  # only when both end in 6
            if x > y:
                eb -= 1
            else:
                ed -= 1
        assert (gb, gd) == (eb, ed), x
        assert gb + gd == 16, x


def test_hokum_every_split_equals_round_the_smaller_and_give_16_minus_it() -> None:
    for x in range(163):
        y = 162 - x
        small = min(x, y)
        g_small = small // 10 + (1 if small % 10 >= 6 else 0)
        expected = (g_small, 16 - g_small) if x <= y else (16 - g_small, g_small)
        assert game_points(x, y, "hokum") == expected, x


def test_sun_multiply_then_round_every_split() -> None:
    rules = RuleSet(sun_multiply_then_round=True)
    for x in range(131):
        gb, gd = game_points(x, 130 - x, "sun", rules=rules)
        exact_b, exact_d = Fraction(2 * x, 10), Fraction(2 * (130 - x), 10)
        assert gb == int(exact_b + Fraction(1, 2)), x  # halves up (never happens: 2x is even)
        assert gd == int(exact_d + Fraction(1, 2)), x
        assert gb + gd == 26
    assert game_points(74, 56, "sun", rules=rules) == (15, 11)
    assert game_points(74, 56, "sun") == (14, 12)


def test_sun_multiply_then_round_does_not_touch_hokum() -> None:
    rules = RuleSet(sun_multiply_then_round=True)
    for x in range(163):
        assert game_points(x, 162 - x, "hokum", rules=rules) == game_points(x, 162 - x, "hokum")


@pytest.mark.parametrize(
    ("a", "b", "mode", "words"),
    [
        (74, 50, "sun", "130"),
        (100, 100, "hokum", "162"),
        (-10, 140, "sun", "0 or more"),
        (80, 50, "belote", "mode"),
    ],
)
def test_game_points_refuses_impossible_abnat_with_a_sentence(
    a: int, b: int, mode: str, words: str
) -> None:
    with pytest.raises(BalootError) as info:
        game_points(a, b, mode)  # type: ignore[arg-type]
    assert words in str(info.value)


# =========================================================================== §9.5 not doubled


def test_every_undoubled_split_is_made_or_khasara_by_the_rule() -> None:
    for contract, total, pot in ((SUN, 130, 26), (HOKUM, 162, 16)):
        for x in range(total + 1):
            s = score(contract, (x, total - x))
            tb, td = game_points(x, total - x, contract.mode)
            made = tb > td or (tb == td and x > total - x)
            if made:
                assert (s.points, s.outcome) == ((tb, td), "made"), x
            else:
                assert (s.points, s.outcome) == ((0, pot), "khasara"), x


def test_made_each_team_keeps_its_points() -> None:
    assert pts(SUN, (74, 56)) == (14, 12)
    assert pts(HOKUM, (100, 62)) == (10, 6)
    # the buyer on seats 1·3: abnat and points are still (team 0·2, team 1·3)
    assert pts(hokum(buyer=3), (62, 100)) == (6, 10)
    assert pts(sun(buyer=1), (56, 74)) == (12, 14)


def test_khasara_defenders_take_everything() -> None:
    s = score(HOKUM, (72, 90))
    assert (s.points, s.outcome) == ((0, 16), "khasara")
    assert pts(SUN, (50, 80)) == (0, 26)
    assert pts(sun(buyer=1), (80, 50)) == (26, 0)


def test_gp_tie_is_decided_by_abnat() -> None:
    assert pts(HOKUM, (85, 77)) == (8, 8)  # 8 / 8, buyer has more Abnat: made
    assert score(HOKUM, (85, 77)).outcome == "made"
    assert pts(HOKUM, (77, 85)) == (0, 16)  # 8 / 8, buyer has less: Khasara
    assert score(HOKUM, (77, 85)).outcome == "khasara"


def test_exact_tie_is_khasara() -> None:
    assert pts(HOKUM, (81, 81)) == (0, 16)
    assert pts(SUN, (65, 65)) == (0, 26)


def test_tie_break_abnat_include_only_the_winning_projects() -> None:
    # Hokum: buyer 72 + a winning Sira (20) / defenders 90 + a losing Sira.
    # T = 7 + 2 = 9 against 9; A = 92 against 90 (the losing Sira's 20 do not count)
    projects = {0: ["AS KS QS"], 1: ["KD QD JD"]}
    assert pts(HOKUM, (72, 90), projects=projects) == (9, 9)
    # 71 + 20 = 91 against 91: an exact tie, Khasara (9 + 9 = 18)
    assert pts(HOKUM, (71, 91), projects=projects) == (0, 18)
    # 70 + 20 = 90 against 92: Khasara
    assert pts(HOKUM, (70, 92), projects=projects) == (0, 18)


def test_khasara_hands_the_buyers_projects_to_the_defenders() -> None:
    # example 9 and 21: the pot includes the buyer's winning project
    assert pts(HOKUM, (62, 100), projects={0: ["AS KS QS"]}) == (0, 18)
    assert pts(SUN, (32, 98), projects={0: ["AS KS QS JS"]}) == (0, 36)


def test_exact_tie_splits() -> None:
    rules = RuleSet(exact_tie_splits=True)
    s = score(HOKUM, (81, 81), rules=rules)
    assert s.points == (8, 8)
    assert s.outcome == "tie_split"
    assert pts(SUN, (65, 65), rules=rules) == (13, 13)
    # with projects, an exact tie of T and A
    assert pts(HOKUM, (71, 91), projects={0: ["AS KS QS"]}, rules=rules) == (9, 9)
    # a real loss is still Khasara
    assert pts(HOKUM, (77, 85), rules=rules) == (0, 16)


# =========================================================================== §9.6 doubled


@pytest.mark.parametrize("m", [2, 3, 4])
def test_doubled_the_larger_t_takes_the_pot_times_m(m: int) -> None:
    assert pts(hokum(m), (100, 62)) == (16 * m, 0)
    assert pts(hokum(m), (72, 90)) == (0, 16 * m)
    assert pts(hokum(m), (62, 100), projects={0: ["AS KS QS"]}) == (0, 18 * m)


def test_doubled_sun() -> None:
    assert pts(sun(2), (74, 56)) == (52, 0)
    assert pts(sun(2), (56, 74)) == (0, 52)
    assert pts(sun(2), (60, 70), projects={0: ["KS QS JS 10S"]}) == (72, 0)


def test_doubled_tie_loses_for_the_doubler() -> None:
    s = score(hokum(2), (77, 85))  # 8 / 8, although the buyer has fewer Abnat
    assert (s.points, s.outcome) == ((32, 0), "made")
    assert pts(sun(2), (65, 65)) == (52, 0)
    # the buyer on seats 1·3, doubled by seat 0
    doubled_by_0 = Contract(mode="hokum", trump="H", buyer=1, multiplier=2, doubler=0)
    assert pts(doubled_by_0, (85, 77)) == (0, 32)
    assert pts(hokum(3), (77, 85)) == (48, 0)


def test_doubled_there_is_no_split() -> None:
    s = score(hokum(2), (90, 72))
    assert s.points == (32, 0)
    assert s.points[1] == 0


def test_doubled_split_scores() -> None:
    rules = RuleSet(doubled_split_scores=True)
    assert pts(hokum(2), (100, 62), rules=rules) == (20, 12)
    assert pts(hokum(2), (72, 90), rules=rules) == (0, 32)
    # the Khasara test of step 5: a GP tie with fewer Abnat loses (default: the doubler loses)
    assert pts(hokum(2), (77, 85), rules=rules) == (0, 32)
    assert pts(hokum(2), (77, 85)) == (32, 0)
    assert pts(hokum(3), (100, 62), projects={0: ["AS KS QS"]}, rules=rules) == (36, 18)


def test_project_multiplier_cap_2() -> None:
    rules = RuleSet(project_multiplier_cap_2=True)
    projects = {0: ["AS KS QS"]}
    assert pts(hokum(3), (100, 62), projects=projects) == (54, 0)
    assert pts(hokum(3), (100, 62), projects=projects, rules=rules) == (48 + 4, 0)
    assert pts(hokum(4), (100, 62), projects=projects, rules=rules) == (64 + 4, 0)
    # x2 is not changed
    assert pts(hokum(2), (100, 62), projects=projects, rules=rules) == (36, 0)
    # undoubled is not changed
    assert pts(HOKUM, (100, 62), projects=projects, rules=rules) == (12, 6)


# =========================================================================== §9.1 Kaboot


def test_kaboot_base_44_sun_25_hokum() -> None:
    s = score(SUN, (130, 0), (8, 0))
    assert (s.points, s.outcome) == ((44, 0), "kaboot")
    assert pts(HOKUM, (162, 0)) == (25, 0)


def test_kaboot_by_the_defenders() -> None:
    assert pts(SUN, (0, 130)) == (0, 44)
    assert pts(HOKUM, (0, 162)) == (0, 25)
    assert score(HOKUM, (0, 162), (0, 8)).outcome == "kaboot"


def test_kaboot_sweeper_adds_all_its_own_projects() -> None:
    assert pts(SUN, (130, 0), projects={2: ["AH KH QH JH"]}) == (54, 0)
    assert pts(SUN, (130, 0), projects={0: ["AS KS QS"], 2: ["AH KH QH JH"]}) == (58, 0)
    assert pts(HOKUM, (162, 0), projects={0: ["KS KH KD KC"]}) == (35, 0)


def test_kaboot_swept_teams_projects_are_void() -> None:
    # seed 000 example D: the defenders sweep a buyer holding a Hundred: 44 only
    assert pts(SUN, (0, 130), projects={0: ["KS KH KD KC"]}) == (0, 44)
    # even a project that would have won the comparison
    assert pts(HOKUM, (162, 0), projects={1: ["AS KS QS JS 10S"], 0: ["9D 8D 7D"]}) == (27, 0)


def test_kaboot_base_is_not_multiplied_but_projects_are() -> None:
    assert pts(hokum(2), (162, 0)) == (25, 0)
    assert pts(hokum(3), (162, 0), projects={0: ["AS KS QS JS"]}) == (25 + 15, 0)
    assert pts(sun(2), (130, 0), projects={0: ["AS KS QS JS"]}) == (64, 0)
    assert pts(hokum(2), (0, 162)) == (0, 25)


def test_kaboot_ace_floor_doubles() -> None:
    rules = RuleSet(kaboot_ace_floor_doubles=True)
    assert pts(SUN, (130, 0), floor="AS", rules=rules) == (88, 0)
    assert pts(SUN, (130, 0), floor="AS") == (44, 0)
    assert pts(SUN, (130, 0), floor="KS", rules=rules) == (44, 0)
    assert pts(SUN, (130, 0), rules=rules) == (44, 0)
    assert pts(HOKUM, (162, 0), floor="AD", rules=rules) == (50, 0)
    assert pts(HOKUM, (0, 162), floor="AH", rules=rules) == (0, 50)
    assert pts(SUN, (130, 0), floor="AC", projects={0: ["KS QS JS 10S"]}, rules=rules) == (98, 0)


def test_kaboot_takes_all_projects() -> None:
    rules = RuleSet(kaboot_takes_all_projects=True)
    projects = {1: ["KS QS JS 10S"]}
    assert pts(SUN, (130, 0), projects=projects) == (44, 0)
    assert pts(SUN, (130, 0), projects=projects, rules=rules) == (54, 0)
    both = {1: ["KS QS JS 10S"], 0: ["AH KH QH"]}
    assert pts(SUN, (130, 0), projects=both, rules=rules) == (58, 0)
    assert pts(HOKUM, (0, 162), projects={0: ["KS KH KD KC"]}, rules=rules) == (0, 35)


def test_kaboot_multiplied() -> None:
    rules = RuleSet(kaboot_multiplied=True)
    assert pts(hokum(2), (162, 0), rules=rules) == (50, 0)
    assert pts(hokum(3), (162, 0), rules=rules) == (75, 0)
    assert pts(hokum(2), (162, 0), projects={0: ["AS KS QS JS"]}, rules=rules) == (60, 0)
    assert pts(sun(2), (130, 0), rules=rules) == (88, 0)
    assert pts(HOKUM, (162, 0), rules=rules) == (25, 0)  # x1 changes nothing


def test_project_multiplier_cap_2_also_caps_kaboot_projects() -> None:
    rules = RuleSet(project_multiplier_cap_2=True)
    projects = {0: ["AS KS QS JS"]}
    assert pts(hokum(4), (162, 0), projects=projects) == (25 + 20, 0)
    assert pts(hokum(4), (162, 0), projects=projects, rules=rules) == (25 + 10, 0)


# =========================================================================== Gahwa


def test_gahwa_the_winner_wins_the_match() -> None:
    c = hokum(gahwa=True)
    assert c.multiplier == 4
    s = score(c, (100, 62))
    assert (s.points, s.outcome, s.match_winner) == ((152, 0), "gahwa", 0)
    s = score(c, (72, 90))
    assert (s.points, s.outcome, s.match_winner) == ((0, 152), "gahwa", 1)


def test_gahwa_tie_loses_for_the_doubler() -> None:
    s = score(hokum(gahwa=True), (77, 85))
    assert (s.points, s.match_winner) == ((152, 0), 0)


def test_gahwa_kaboot_wins_the_match_for_the_sweeper() -> None:
    s = score(hokum(gahwa=True), (0, 162), (0, 8))
    assert (s.points, s.match_winner) == ((0, 152), 1)
    s = score(sun(gahwa=True), (130, 0), (8, 0))
    assert (s.points, s.match_winner) == ((152, 0), 0)


def test_gahwa_baloot_is_irrelevant() -> None:
    assert pts(hokum(gahwa=True), (100, 62), baloot=1) == (152, 0)
    assert pts(hokum(gahwa=True), (100, 62), baloot=0) == (152, 0)


# =========================================================================== §9.7 Baloot


def test_baloot_adds_two_after_the_result() -> None:
    assert pts(HOKUM, (100, 62), baloot=0) == (12, 6)
    assert pts(HOKUM, (100, 62), baloot=3) == (10, 8)


@pytest.mark.parametrize("m", [2, 3, 4])
def test_baloot_is_never_multiplied(m: int) -> None:
    assert pts(hokum(m), (100, 62), baloot=0) == (16 * m + 2, 0)
    assert pts(hokum(m), (100, 62), baloot=1) == (16 * m, 2)
    assert pts(hokum(m), (162, 0), baloot=2) == (25 + 2, 0)


def test_baloot_is_kept_by_a_team_on_zero() -> None:
    assert pts(HOKUM, (72, 90), baloot=0) == (2, 16)  # Khasara
    assert pts(hokum(2), (72, 90), baloot=2) == (2, 32)  # doubled loss
    assert pts(HOKUM, (162, 0), baloot=1) == (25, 2)  # swept


def test_baloot_does_not_help_make_the_contract_by_default() -> None:
    s = score(HOKUM, (81, 81), baloot=0)
    assert (s.points, s.outcome) == ((2, 16), "khasara")


def test_baloot_transfers_on_loss() -> None:
    rules = RuleSet(baloot_transfers_on_loss=True)
    assert pts(HOKUM, (72, 90), baloot=0, rules=rules) == (0, 18)
    assert pts(hokum(2), (72, 90), baloot=2, rules=rules) == (0, 34)
    assert pts(HOKUM, (162, 0), baloot=1, rules=rules) == (27, 0)
    # a team that scored keeps its Baloot
    assert pts(HOKUM, (100, 62), baloot=0, rules=rules) == (12, 6)
    assert pts(HOKUM, (100, 62), baloot=1, rules=rules) == (10, 8)


def test_baloot_counts_for_contract() -> None:
    rules = RuleSet(baloot_counts_for_contract=True)
    # 81 / 81: the buyer's 8 + 2 beats 8
    s = score(HOKUM, (81, 81), baloot=0, rules=rules)
    assert (s.points, s.outcome) == ((10, 8), "made")
    # 75 / 87: 7 + 2 = 9 against 9, and A = 75 + 20 = 95 against 87: made
    assert pts(HOKUM, (75, 87), baloot=2, rules=rules) == (9, 9)
    assert pts(HOKUM, (75, 87), baloot=2) == (2, 16)
    # the defenders' Baloot can break the buyer: 8 against 8 + 2
    assert pts(HOKUM, (85, 77), baloot=1) == (8, 10)
    assert pts(HOKUM, (85, 77), baloot=1, rules=rules) == (0, 18)


def test_baloot_counts_for_contract_still_adds_baloot_to_a_kaboot() -> None:
    rules = RuleSet(baloot_counts_for_contract=True)
    assert pts(HOKUM, (162, 0), baloot=0, rules=rules) == (27, 0)


def test_baloot_counts_for_contract_is_still_never_multiplied() -> None:
    rules = RuleSet(baloot_counts_for_contract=True)
    assert pts(hokum(2), (100, 62), baloot=0, rules=rules) == (34, 0)


def test_baloot_bidder_team_only() -> None:
    rules = RuleSet(baloot_bidder_team_only=True)
    assert pts(HOKUM, (100, 62), baloot=1, rules=rules) == (10, 6)
    assert pts(HOKUM, (100, 62), baloot=3, rules=rules) == (10, 6)
    assert pts(HOKUM, (100, 62), baloot=2, rules=rules) == (12, 6)
    assert pts(hokum(buyer=1), (62, 100), baloot=1, rules=rules) == (6, 12)
    assert pts(hokum(buyer=1), (62, 100), baloot=0, rules=rules) == (6, 10)


# =========================================================================== input checks


@pytest.mark.parametrize(
    ("abnat", "tricks", "words"),
    [
        ((100, 62), (5, 2), "8 tricks"),
        ((100, 62), (8, 0), "no trick"),
        ((100, 60), (5, 3), "162"),
        ((100, -62), (5, 3), "whole numbers"),
    ],
)
def test_score_hand_refuses_impossible_hands(
    abnat: tuple[int, int], tricks: tuple[int, int], words: str
) -> None:
    with pytest.raises(BalootError) as info:
        score_hand(HOKUM, abnat=abnat, tricks=tricks)
    assert words in str(info.value)


# =========================================================================== score sheet

ARABIC = re.compile(r"[\u0600-\u06FF]")
LATIN = re.compile(r"[A-Za-z]")

SHEET_CASES = [
    (SUN, (74, 56), (4, 4), {}),
    (HOKUM, (72, 90), (3, 5), {"baloot": 0}),
    (HOKUM, (81, 81), (4, 4), {"rules": RuleSet(exact_tie_splits=True)}),
    (SUN, (130, 0), (8, 0), {"projects": {2: ["AH KH QH JH"]}}),
    (hokum(2), (77, 85), (4, 4), {}),
    (hokum(2), (100, 62), (5, 3), {"projects": {0: ["AS KS QS"], 1: ["KD QD JD"]}}),
    (hokum(gahwa=True), (100, 62), (5, 3), {}),
    (HOKUM, (100, 62), (5, 3), {"projects": {0: ["KS KH KD KC"]}, "baloot": 0}),
    (HOKUM, (72, 90), (3, 5), {"baloot": 0, "rules": RuleSet(baloot_transfers_on_loss=True)}),
    (
        SUN,
        (70, 60),
        (4, 4),
        {
            "projects": {0: ["KH QH JH"], 1: ["KS QS JS"]},
            "rules": RuleSet(equal_projects_cancel=True),
        },
    ),
    (hokum(2), (100, 62), (5, 3), {"rules": RuleSet(doubled_split_scores=True)}),
]


@pytest.mark.parametrize(("contract", "abnat", "tricks", "kwargs"), SHEET_CASES)
def test_score_sheet_lines_are_sentences_in_english_and_arabic(
    contract: Contract,
    abnat: tuple[int, int],
    tricks: tuple[int, int],
    kwargs: dict[str, object],
) -> None:
    s = score(contract, abnat, tricks, **kwargs)
    assert s.lines
    for line in s.lines:
        en, ar = line.text("en"), line.text("ar")
        for text in (en, ar):
            assert text.strip()
            assert "{" not in text and "}" not in text
            assert "None" not in text
        assert LATIN.search(en)
        assert ARABIC.search(ar)
        assert en != ar
    assert s.sheet("en").splitlines() == [line.text("en") for line in s.lines]
    assert s.sheet("ar").splitlines() == [plain_text(line.text("ar"), "ar") for line in s.lines]
    assert s.sheet() == s.sheet("en")


def test_score_sheet_total_line_shows_the_points() -> None:
    s = score(SUN, (74, 56))
    assert s.sheet().splitlines()[-1] == "Total: 14 – 12"
    assert "14" in s.sheet("ar").splitlines()[-1]
    assert "12" in s.sheet("ar").splitlines()[-1]
    s = score(HOKUM, (72, 90))
    assert "Khasara" in s.sheet()
    assert "خسارة" in s.sheet("ar")
    s = score(SUN, (130, 0), (8, 0))
    assert "Kaboot" in s.sheet()
    assert "كبوت" in s.sheet("ar")
    s = score(HOKUM, (100, 62), (5, 3), baloot=0)
    assert "Baloot" in s.sheet()
    assert "بلوت" in s.sheet("ar")


def test_score_sheet_line_points_add_up() -> None:
    s = score(HOKUM, (100, 62), (5, 3), projects={0: ["AS KS QS"]}, baloot=1)
    by_key = {line.key: line for line in s.lines}
    assert by_key["baloot"].points == 2
    assert by_key["baloot"].team == 1
    assert by_key["project"].points == 2
    card_lines = [line for line in s.lines if line.key == "card_points"]
    assert [(line.team, line.points) for line in card_lines] == [(0, 10), (1, 6)]
    assert s.points == (12, 8)


def test_score_hand_refuses_a_card_in_two_projects() -> None:
    sun = Contract(mode="sun", buyer=0)
    with pytest.raises(BalootError, match="two projects"):
        score_hand(sun, abnat=(70, 60), tricks=(4, 4), projects={0: ["KS KH KD KC", "AS KS QS"]})


def test_score_hand_refuses_more_projects_than_allowed() -> None:
    sun = Contract(mode="sun", buyer=0)
    with pytest.raises(BalootError, match="at most 2"):
        score_hand(
            sun,
            abnat=(70, 60),
            tricks=(4, 4),
            projects={0: ["AS KS QS", "JH 10H 9H", "AD KD QD"]},
        )


def test_doubled_kaboot_sheet_lines_add_up() -> None:
    hokum = Contract(mode="hokum", trump="S", buyer=0, multiplier=2, doubler=1)
    score = score_hand(hokum, abnat=(162, 0), tricks=(8, 0), projects={0: ["AH KH QH JH 10H"]})
    counted = sum(line.points or 0 for line in score.lines if line.key != "total")
    assert score.points == (45, 0)
    assert counted == 45


def test_a_kaboot_sheet_says_what_became_of_the_projects() -> None:
    """RULES §9.1: the sweepers' own projects count, the swept team's are void (or, with
    kaboot_takes_all_projects, go to the sweepers); the sheet says so in lines without
    points, naming the projects by kind (a hand ended by Sawa leaves cards unseen)."""
    sun = Contract(mode="sun", buyer=0)
    both = {0: ["KS QS JS"], 1: ["7H 8H 9H 10H"]}
    sheet = score_hand(sun, abnat=(0, 130), tricks=(0, 8), projects=both)
    lines = {line.key: line for line in sheet.lines}
    assert lines["kaboot_projects_count"].points is None
    assert lines["kaboot_projects_void"].points is None
    assert lines["kaboot_projects_void"].text() == (
        "Team 0·2's declared projects (Sira) are void: a team that took no trick scores nothing"
    )
    assert sum(line.points or 0 for line in sheet.lines if line.key != "total") == 54
    house = score_hand(sun, abnat=(0, 130), tricks=(0, 8), projects=both,
                       rules=RuleSet(kaboot_takes_all_projects=True))  # fmt: skip
    assert "go to the team that took every trick" in house.sheet()
    assert sum(line.points or 0 for line in house.lines if line.key != "total") == house.points[1]
