"""RULES.md §7: projects (detection, best declaration, comparison) and Baloot.

Comparisons and Baloot are checked through ``score_hand`` (the team whose projects score,
and the points), so the whole path from declared cards to the score sheet is covered.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sizes import examples

from baloot_widgets import (
    BalootError,
    Card,
    CardSet,
    Contract,
    NotationError,
    Project,
    RuleSet,
    find_projects,
    score_hand,
)

SUN = Contract(mode="sun", buyer=0)
HOKUM_H = Contract(mode="hokum", trump="H", buyer=0)
HOKUM_S = Contract(mode="hokum", trump="S", buyer=0)

GP = {  # RULES §7 table: (Abnat, GP Sun, GP Hokum)
    "sira": (20, 4, 2),
    "fifty": (50, 10, 5),
    "hundred": (100, 20, 10),
    "four_hundred": (200, 40, None),
}


def kinds(hand: str, contract: Contract, rules: RuleSet | None = None) -> list[str]:
    return sorted(p.kind for p in find_projects(hand, contract, rules=rules))


def only(hand: str, contract: Contract) -> Project:
    projects = find_projects(hand, contract)
    assert len(projects) == 1, projects
    return projects[0]


# =========================================================================== detection


@pytest.mark.parametrize(
    ("hand", "kind", "cards", "top"),
    [
        ("AS KS QS 7H 9D 7C 8C JD", "sira", "AS KS QS", "AS"),
        ("QH JH 10H 7S 9D 7C 8C AD", "sira", "QH JH 10H", "QH"),  # Q J 10: sequence order
        ("10D 9D 8D 7H AS QC JS KH", "sira", "10D 9D 8D", "10D"),
        ("9C 8C 7C AH QS JD 10S KD", "sira", "9C 8C 7C", "9C"),
        ("KH QH JH 10H 7S 9D 8C AD", "fifty", "KH QH JH 10H", "KH"),
        ("JS 10S 9S 8S 7S AH KD QC", "hundred", "JS 10S 9S 8S 7S", "JS"),
        ("AS KS QS JS 10S 9S 7H 8D", "hundred", "AS KS QS JS 10S 9S", "AS"),  # never split
        ("AS KS QS JS 10S 9S 8S 7S", "hundred", "AS KS QS JS 10S 9S 8S 7S", "AS"),
        ("KS KH KD KC 7S 9D 8C AD", "hundred", "KS KH KD KC", None),
        ("QS QH QD QC 7S 9D 8C AD", "hundred", "QS QH QD QC", None),
        ("JS JH JD JC 7S 9D 8C AD", "hundred", "JS JH JD JC", None),
        ("10S 10H 10D 10C 7S 9D 8C AD", "hundred", "10S 10H 10D 10C", None),
    ],
)
def test_single_project_detection(hand: str, kind: str, cards: str, top: str | None) -> None:
    for contract in (SUN, HOKUM_H, HOKUM_S):
        p = only(hand, contract)
        assert p.kind == kind
        assert p.cards == CardSet(cards)
        if top is not None:
            assert p.top == Card(top)
        abnat, gp_sun, gp_hokum = GP[kind]
        assert p.abnat == abnat
        assert p.game_points("sun") == gp_sun
        assert p.game_points("hokum") == gp_hokum
        assert p.game_points(contract) == (gp_sun if contract.mode == "sun" else gp_hokum)


def test_four_aces_are_four_hundred_in_sun_and_a_hundred_in_hokum() -> None:
    hand = "AS AH AD AC 7S 9D 8C JD"
    p = only(hand, SUN)
    assert (p.kind, p.abnat, p.game_points(SUN)) == ("four_hundred", 200, 40)
    q = only(hand, HOKUM_H)
    assert (q.kind, q.abnat, q.game_points(HOKUM_H)) == ("hundred", 100, 10)


@pytest.mark.parametrize("rank", ["9", "8", "7"])
def test_four_nines_eights_or_sevens_are_nothing(rank: str) -> None:
    hand = " ".join(rank + s for s in "SHDC") + " AS QH KD JC"
    assert find_projects(hand, SUN) == []
    assert find_projects(hand, HOKUM_H) == []


@pytest.mark.parametrize(
    "hand",
    [
        "AS 10S KS 7H 9D 7C 8C JD",  # A 10 K is the play order, not a sequence
        "JH 9H AH 7S 8D 7C 8C QD",  # J 9 A is the trump order, not a sequence
        "AS 7S 8S KH 9D QC 10C JD",  # no wrap-around A-7
        "AS KS JS 10S 8S 7S 9H QD",  # gaps
        "AS KH QD JC 10S 9H 8D 7C",  # one of each rank, no suit run
    ],
)
def test_no_sequence_outside_sequence_order(hand: str) -> None:
    assert find_projects(hand, SUN) == []
    assert find_projects(hand, HOKUM_H) == []


def test_two_runs_in_two_suits() -> None:
    assert kinds("AS KS QS 9H 8H 7H 10D 7C", SUN) == ["sira", "sira"]
    assert kinds("AS KS QS JS 9H 8H 7H 10D", SUN) == ["fifty", "sira"]


def test_trump_runs_use_sequence_order_too() -> None:
    p = only("JH 10H 9H 7S 8D 7C AD QC", HOKUM_H)
    assert (p.kind, p.top) == ("sira", Card("JH"))


# =========================================================================== best declaration


def _disjoint(projects: Sequence[Project]) -> bool:
    total = sum(len(p.cards) for p in projects)
    union = CardSet()
    for p in projects:
        union = union | p.cards
    return len(union) == total


def test_example_hundred_of_jacks_plus_sira() -> None:
    projects = find_projects("JS JH JD JC AH KH QH 7C", SUN)
    assert sorted(p.kind for p in projects) == ["hundred", "sira"]
    assert CardSet("AH KH QH") in [p.cards for p in projects]
    assert _disjoint(projects)
    assert sum(p.game_points(SUN) for p in projects) == 24


def test_no_card_in_two_projects_and_most_abnat_wins() -> None:
    # four Kings (100) + Sira Q J 10 of spades (20) = 120 beats the run Hundred A-10 (100)
    projects = find_projects("AS KS QS JS 10S KH KD KC", SUN)
    assert _disjoint(projects)
    assert sorted((p.kind, p.cards.mask) for p in projects) == [
        ("hundred", CardSet("KS KH KD KC").mask),
        ("sira", CardSet("QS JS 10S").mask),
    ]


def test_four_kings_plus_a_fifty_from_the_rest_of_a_long_run() -> None:
    # four Kings + Q J 10 9 of spades (150) beats the run K Q J 10 9 alone (100)
    projects = find_projects("KS QS JS 10S 9S KH KD KC", SUN)
    assert _disjoint(projects)
    assert sorted(p.kind for p in projects) == ["fifty", "hundred"]
    assert sum(p.abnat for p in projects) == 150


def test_two_hundreds_and_four_hundred_plus_hundred() -> None:
    assert kinds("KS KH KD KC QS QH QD QC", SUN) == ["hundred", "hundred"]
    projects = find_projects("AS AH AD AC KS KH KD KC", SUN)
    assert sorted(p.kind for p in projects) == ["four_hundred", "hundred"]
    assert sum(p.game_points(SUN) for p in projects) == 60
    assert kinds("AS AH AD AC KS KH KD KC", HOKUM_H) == ["hundred", "hundred"]


def test_at_most_two_projects_per_player_is_the_default() -> None:
    for hand in ("AS KS QS 9H 8H 7H 10D 7C", "KS KH KD KC QS QH QD QC", "JS JH JD JC AH KH QH 7C"):
        projects = find_projects(hand, SUN)
        assert len(projects) == 2
        assert _disjoint(projects)


def test_max_projects_per_player_one_keeps_the_best_project() -> None:
    one = RuleSet(max_projects_per_player=1)
    assert kinds("AS KS QS JS 9H 8H 7H 10D", SUN, one) == ["fifty"]
    assert kinds("JS JH JD JC AH KH QH 7C", SUN, one) == ["hundred"]
    # with one project, the Fifty A K Q J of hearts is worth more than keeping the Jacks' rest
    projects = find_projects("AS AH AD AC KS KH KD KC", SUN, rules=one)
    assert [p.kind for p in projects] == ["four_hundred"]


def test_find_projects_accepts_text_cards_and_sets() -> None:
    a = find_projects("KH QH JH 7S 9D 7C 8C AD", SUN)
    b = find_projects(CardSet("KH QH JH 7S 9D 7C 8C AD"), SUN)
    c = find_projects(list(CardSet("KH QH JH 7S 9D 7C 8C AD")), SUN)
    assert a == b == c
    assert find_projects("", SUN) == []


def test_project_text_that_is_no_project_is_refused_with_a_sentence() -> None:
    with pytest.raises(NotationError) as info:
        score_hand(SUN, abnat=(65, 65), tricks=(4, 4), projects={0: ["KS QS 9S"]})
    assert "is not a project" in str(info.value)


# =========================================================================== comparison


def winner(
    projects: Mapping[int, Sequence[str]],
    contract: Contract = SUN,
    *,
    dealer: int = 0,
    rules: RuleSet | None = None,
) -> int | None:
    """The team whose projects score, seen through score_hand (and checked on its points)."""
    abnat = (65, 65) if contract.mode == "sun" else (81, 81)
    s = score_hand(
        contract, abnat=abnat, tricks=(4, 4), projects=projects, dealer=dealer, rules=rules
    )
    no = score_hand(contract, abnat=abnat, tricks=(4, 4), dealer=dealer, rules=rules)
    team = s.project_team
    # the winning team's T grows by all its projects; the other team's by nothing
    if team is None:
        assert s.points == no.points
    else:
        gp = sum(_gp(p, contract) for seat, ps in projects.items() if seat % 2 == team for p in ps)
        assert sum(s.points) == sum(no.points) + gp
    return team


def _gp(cards: str, contract: Contract) -> int:
    # the game points of a declared project, from the §7 table
    n = len(cards.split())
    ranks = {c[:-1] for c in cards.split()}
    if n == 4 and len(ranks) == 1:
        kind = "four_hundred" if ranks == {"A"} and contract.mode == "sun" else "hundred"
    else:
        kind = {3: "sira", 4: "fifty"}.get(n, "hundred")
    value = GP[kind][1 if contract.mode == "sun" else 2]
    assert value is not None
    return value


def test_category_four_hundred_beats_a_run_hundred() -> None:
    assert winner({0: ["KS QS JS 10S 9S"], 1: ["AS AH AD AC"]}) == 1
    assert winner({1: ["KH QH JH 10H 9H 8H 7H"], 0: ["AS AH AD AC"]}) == 0


def test_category_run_hundred_beats_four_of_a_kind_hundred() -> None:
    assert winner({0: ["KS KH KD KC"], 1: ["QS JS 10S 9S 8S"]}) == 1
    assert winner({1: ["AS AH AD AC"], 0: ["JH 10H 9H 8H 7H"]}, HOKUM_S) == 0


def test_category_four_of_a_kind_beats_a_fifty_and_a_fifty_beats_a_sira() -> None:
    assert winner({1: ["10S 10H 10D 10C"], 0: ["AS KS QS JS"]}) == 1
    assert winner({0: ["10S 9S 8S 7S"], 1: ["AH KH QH"]}) == 0
    assert winner({1: ["10S 9S 8S 7S"], 0: ["AH KH QH"]}, HOKUM_H) == 1


def test_higher_top_card_wins_within_a_category() -> None:
    assert winner({0: ["AS KS QS"], 1: ["KH QH JH"]}) == 0
    assert winner({0: ["10S 9S 8S"], 1: ["JH 10H 9H"]}) == 1
    assert winner({0: ["AS KS QS JS"], 1: ["KH QH JH 10H"]}) == 0
    assert winner({0: ["AS KS QS JS 10S"], 1: ["KH QH JH 10H 9H 8H"]}) == 0


@pytest.mark.parametrize(
    ("high", "low"),
    [
        ("AS AH AD AC", "KS KH KD KC"),
        ("KS KH KD KC", "QS QH QD QC"),
        ("QS QH QD QC", "JS JH JD JC"),
        ("JS JH JD JC", "10S 10H 10D 10C"),
    ],
)
def test_four_of_a_kind_order_a_k_q_j_10(high: str, low: str) -> None:
    # Hokum (four Aces are a Hundred there); the lower one is declared first in trick 1
    assert winner({1: [low], 0: [high]}, HOKUM_H) == 0
    assert winner({0: [low], 1: [high]}, HOKUM_H) == 1


def test_hokum_trump_run_beats_an_equal_plain_run() -> None:
    # seat 1 declares earlier in trick 1, but seat 0's run is in trumps
    assert winner({0: ["KH QH JH"], 1: ["KS QS JS"]}, HOKUM_H) == 0
    assert winner({0: ["KS QS JS"], 1: ["KH QH JH"]}, HOKUM_H) == 1
    # ...but only after the category and the top card
    assert winner({0: ["KH QH JH"], 1: ["AS KS QS"]}, HOKUM_H) == 1
    assert winner({0: ["KH QH JH"], 1: ["KS QS JS 10S"]}, HOKUM_H) == 1


def test_sun_equal_runs_go_to_the_earlier_player_in_trick_one() -> None:
    projects = {0: ["KH QH JH"], 1: ["KS QS JS"]}
    assert winner(projects, dealer=0) == 1  # order 1 2 3 0
    assert winner(projects, dealer=1) == 0  # order 2 3 0 1
    assert winner(projects, dealer=2) == 0  # order 3 0 1 2
    assert winner(projects, dealer=3) == 0  # order 0 1 2 3
    projects = {2: ["KH QH JH"], 3: ["KS QS JS"]}
    assert winner(projects, dealer=0) == 0  # seat 2 before seat 3
    assert winner(projects, dealer=2) == 1  # seat 3 leads


def test_hokum_equal_plain_runs_go_to_the_earlier_player() -> None:
    projects = {0: ["KD QD JD"], 3: ["KS QS JS"]}
    assert winner(projects, HOKUM_H, dealer=0) == 1  # order 1 2 3 0
    assert winner(projects, HOKUM_H, dealer=3) == 0  # order 0 1 2 3


def test_declaration_order_follows_the_buyer_with_bidder_leads_first() -> None:
    rules = RuleSet(bidder_leads_first=True)
    projects = {0: ["KH QH JH"], 1: ["KS QS JS"]}
    assert winner(projects, Contract(mode="sun", buyer=0), rules=rules) == 0
    assert winner(projects, Contract(mode="sun", buyer=3), rules=rules) == 0  # order 3 0 1 2
    assert winner(projects, Contract(mode="sun", buyer=1), rules=rules) == 1
    assert winner(projects, Contract(mode="sun", buyer=2), rules=rules) == 0  # order 2 3 0 1
    projects = {2: ["KH QH JH"], 3: ["KS QS JS"]}
    assert winner(projects, Contract(mode="sun", buyer=3), rules=rules) == 1  # order 3 0 1 2
    assert winner(projects, Contract(mode="sun", buyer=0), rules=rules) == 0  # order 0 1 2 3


def test_winner_takes_all_projects_of_both_its_players() -> None:
    s = score_hand(
        SUN,
        abnat=(65, 65),
        tricks=(4, 4),
        projects={0: ["AS KS QS JS"], 2: ["9H 8H 7H"], 1: ["KD QD JD 10D"], 3: ["AC KC QC"]},
    )
    assert s.project_team == 0
    assert s.points == (13 + 10 + 4, 13)


def test_second_best_project_of_the_losing_team_scores_nothing() -> None:
    # T13 has two projects, but its best (a Sira) loses to T02's Fifty
    s = score_hand(
        HOKUM_H,
        abnat=(81, 81),
        tricks=(4, 4),
        projects={1: ["AS KS QS", "AD KD QD"], 0: ["10C 9C 8C 7C"]},
    )
    assert s.project_team == 0
    assert s.points == (8 + 5, 8)


def test_nobody_declares_nothing_scores() -> None:
    s = score_hand(SUN, abnat=(70, 60), tricks=(4, 4))
    assert s.project_team is None
    assert s.points == (14, 12)


def test_hundred_compare_by_rank_only() -> None:
    rules = RuleSet(hundred_compare_by_rank_only=True)
    projects = {0: ["KS KH KD KC"], 1: ["QS JS 10S 9S 8S"]}
    assert winner(projects) == 1
    assert winner(projects, rules=rules) == 0  # K beats Q
    hokum = {0: ["AS AH AD AC"], 1: ["KD QD JD 10D 9D"]}
    assert winner(hokum, HOKUM_H) == 1
    assert winner(hokum, HOKUM_H, rules=rules) == 0
    # the flag does not touch the other categories
    assert winner({0: ["10S 10H 10D 10C"], 1: ["AS KS QS JS"]}, rules=rules) == 0


def test_equal_projects_cancel() -> None:
    rules = RuleSet(equal_projects_cancel=True)
    projects = {0: ["KH QH JH"], 1: ["KS QS JS"]}
    assert winner(projects) == 1
    assert winner(projects, rules=rules) is None
    s = score_hand(SUN, abnat=(65, 65), tricks=(4, 4), projects=projects, rules=rules)
    assert s.points == (0, 26)  # no projects: 13 / 13 is an exact tie, so Khasara
    # a real difference still decides
    assert winner({0: ["AH KH QH"], 1: ["KS QS JS"]}, rules=rules) == 0
    # Hokum: the trump run breaks the tie before anything cancels
    assert winner({0: ["KH QH JH"], 1: ["KS QS JS"]}, HOKUM_H, rules=rules) == 0
    assert winner({0: ["KD QD JD"], 1: ["KS QS JS"]}, HOKUM_H, rules=rules) is None


# =========================================================================== Baloot


def hokum_score(
    projects: Mapping[int, Sequence[str]] | None = None,
    baloot: int | None = None,
    *,
    contract: Contract = HOKUM_H,
    abnat: tuple[int, int] = (100, 62),
    rules: RuleSet | None = None,
) -> tuple[int, int]:
    return score_hand(
        contract, abnat=abnat, tricks=(5, 3), projects=projects, baloot=baloot, rules=rules
    ).points


def test_baloot_alone_adds_two_to_the_holders_team() -> None:
    assert hokum_score() == (10, 6)
    assert hokum_score(baloot=0) == (12, 6)
    assert hokum_score(baloot=2) == (12, 6)
    assert hokum_score(baloot=1) == (10, 8)  # any player may hold it
    assert hokum_score(baloot=3) == (10, 8)


def test_baloot_exists_only_in_hokum() -> None:
    with pytest.raises(BalootError):
        score_hand(SUN, abnat=(65, 65), tricks=(4, 4), baloot=0)


def test_baloot_scores_whatever_the_project_comparison() -> None:
    # seat 1's Sira loses to seat 0's Fifty, but seat 1's Baloot (outside it) still scores
    assert hokum_score({0: ["AS KS QS JS"], 1: ["9D 8D 7D"]}, baloot=1) == (15, 8)


def test_no_baloot_when_one_card_is_in_another_project() -> None:
    # K♥ inside four Kings (a Hundred)
    assert hokum_score({0: ["KS KH KD KC"]}, baloot=0) == (20, 6)
    # Q♥ inside a Sira that does not hold the King
    assert hokum_score({0: ["QH JH 10H"]}, baloot=0) == (12, 6)
    # the same for a defender: his Hundred wins (Khasara, 10 + 16 = 26), no Baloot on top
    assert hokum_score({1: ["KS KH KD KC"]}, baloot=1) == (0, 26)


def test_no_baloot_when_both_cards_are_inside_a_hundred_even_a_losing_one() -> None:
    assert hokum_score({0: ["AH KH QH JH 10H"]}, baloot=0) == (20, 6)
    # seat 1's Hundred K Q J 10 9 of hearts loses to seat 0's run from the Ace of spades:
    # neither the Hundred nor the Baloot scores
    assert hokum_score({0: ["AS KS QS JS 10S"], 1: ["KH QH JH 10H 9H"]}, baloot=1) == (20, 6)


def test_baloot_with_both_cards_inside_a_sira_or_fifty_both_score() -> None:
    assert hokum_score({0: ["KH QH JH"]}, baloot=0) == (10 + 2 + 2, 6)
    assert hokum_score({0: ["AH KH QH"]}, baloot=0) == (14, 6)
    assert hokum_score({0: ["KH QH JH 10H"]}, baloot=0) == (10 + 5 + 2, 6)
    # and also when that Sira loses the comparison
    assert hokum_score({0: ["AS KS QS JS"], 1: ["KH QH JH"]}, baloot=1) == (15, 8)


def test_baloot_is_not_one_of_the_two_projects() -> None:
    # a player with two projects and Baloot outside them keeps all three
    assert hokum_score({0: ["AS KS QS", "10D 9D 8D"]}, baloot=0) == (10 + 2 + 2 + 2, 6)


# =========================================================================== naive best declaration

SEQ_HIGH_TO_LOW = ["A", "K", "Q", "J", "10", "9", "8", "7"]
QUAD_LABELS = ["A", "K", "Q", "J", "10"]
ABNAT = {"sira": 20, "fifty": 50, "hundred": 100, "four_hundred": 200}


def naive_best_abnat(codes: set[str], mode: str, limit: int = 2) -> int:
    """Most Abnat of at most ``limit`` disjoint projects, written from RULES §7 alone: four of a
    kind (A K Q J 10), and maximal runs in sequence order of the cards left by them."""

    def runs(left: set[str]) -> list[int]:
        values = []
        for suit in "SHDC":
            length = 0
            for label in [*SEQ_HIGH_TO_LOW, None]:
                if label is not None and label + suit in left:
                    length += 1
                    continue
                if length >= 3:
                    values.append(ABNAT[{3: "sira", 4: "fifty"}.get(length, "hundred")])
                length = 0
        return values

    quads = [lab for lab in QUAD_LABELS if all(lab + s in codes for s in "SHDC")]
    best = 0
    pairs = [[a, b] for a in quads for b in quads if a < b]
    for chosen in [[], *[[q] for q in quads], *pairs]:
        if len(chosen) > limit:
            continue
        left = codes - {lab + s for lab in chosen for s in "SHDC"}
        value = sum(200 if lab == "A" and mode == "sun" else 100 for lab in chosen)
        options = sorted(runs(left), reverse=True)[: limit - len(chosen)]
        best = max(best, value + sum(options))
    return best


@st.composite
def project_hands(draw: st.DrawFn) -> list[str]:
    if draw(st.booleans()):
        pool = [lab + s for lab in SEQ_HIGH_TO_LOW for s in "SHDC"]
    else:  # four or five neighbouring ranks: quads and runs together are common
        start = draw(st.integers(0, 3))
        width = draw(st.integers(4, 5))
        pool = [lab + s for lab in SEQ_HIGH_TO_LOW[start : start + width] for s in "SHDC"]
    return sorted(draw(st.sets(st.sampled_from(pool), min_size=8, max_size=8)))


@settings(max_examples=examples(400), derandomize=True, database=None, deadline=None)
@given(project_hands(), st.sampled_from(["sun", "hokum"]), st.sampled_from([1, 2]))
def test_best_declaration_agrees_with_a_naive_search(
    hand: list[str], mode: str, limit: int
) -> None:
    contract = SUN if mode == "sun" else HOKUM_S
    rules = RuleSet(max_projects_per_player=limit)
    projects = find_projects(" ".join(hand), contract, rules=rules)
    assert len(projects) <= limit
    assert _disjoint(projects)
    for p in projects:
        assert p.cards.issubset(CardSet(" ".join(hand)))
    assert sum(p.abnat for p in projects) == naive_best_abnat(set(hand), mode, limit)
