"""The double-dummy solver (docs/architecture.md, "The layers") against independent searches
written here.

* a brute-force minimax (every legal card, no pruning; memoised on the exact state only) on
  ``ENDINGS`` (hundreds of) random 2-4-trick endings, Sun and each trump, closed Hokum and
  every set of play flags, starting at trick starts and in the middle of tricks;
* a plain card-by-card alpha-beta (no table, no merging, no ordering) on ``LONG_ENDINGS``
  5-6-trick endings, Sun and each trump;
* the table's known trap (an exact entry inside the window is answered before narrowing);
* the engine: playing the solver's line through ``apply`` adds exactly its value to the
  team's Abnat, the last trick's 10 included;
* card values, the node and time caps, closed-Hokum leads, input errors, and hypothesis
  properties (team values add up, the best card and the principal line reach the value).

Legality in the reference searches comes from ``legal_in_trick`` (rules §6), the trick
winner from ``trick_winner_index`` and the points from ``POINTS`` (rules §1).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from baloot_widgets import Card, CardSet, Contract, IllegalActionError, RuleSet
from baloot_widgets.rules.actions import Play, Qayd, Sawa
from baloot_widgets.rules.deal import deal_all
from baloot_widgets.rules.engine import apply, legal_actions, new_hand
from baloot_widgets.rules.play import (
    FLAG_PARTNER,
    FLAG_UNDERTRUMP,
    FLAG_VOID,
    POINTS,
    legal_in_trick,
    play_flags,
    trick_winner_index,
)
from baloot_widgets.rules.state import Phase
from baloot_widgets.solver import (
    DEFAULT_FLAGS,
    BudgetSpent,
    PositionError,
    Solver,
    SolveResult,
    card_values,
    solve,
)
from baloot_widgets.solver._kernel import TT, build

ALL_FLAGS = FLAG_VOID | FLAG_PARTNER | FLAG_UNDERTRUMP
CONTRACTS = (-1, 0, 1, 2, 3)  # Sun, then Hokum in each suit
#: random 2-4-trick endings checked against brute force (a fifth per contract)
ENDINGS = 300
#: random 5-6-trick endings checked against plain alpha-beta (a fifth per contract)
LONG_ENDINGS = 30
Hands = tuple[int, int, int, int]


# =========================================================================== references


def in_play(hands: Sequence[int], trick: Sequence[int], t: int) -> int:
    """Abnat still to be won: hands, current trick, last-trick 10."""
    points = POINTS[t + 1]
    return (
        sum(points[c] for h in hands for c in range(32) if h >> c & 1)
        + sum(points[c] for c in trick)
        + 10
    )


def brute(
    hands: Sequence[int], leader: int, trick: Sequence[int], t: int, closed: bool, flags: int
) -> int:
    """Card Abnat of team 0 under perfect play: full minimax over every legal card."""
    points = POINTS[t + 1]

    @cache
    def value(h: Hands, leader: int, cards: tuple[int, ...]) -> int:
        if len(cards) == 4:
            winner = (leader + trick_winner_index(cards, t)) & 3
            last = not any(h)
            got = sum(points[c] for c in cards) + (10 if last else 0)
            got = 0 if winner & 1 else got
            return got if last else got + value(h, winner, ())
        seat = (leader + len(cards)) & 3
        legal, _ = legal_in_trick(h[seat], cards, t, closed, flags)
        results = []
        for c in range(32):
            if legal >> c & 1:
                after = list(h)
                after[seat] ^= 1 << c
                results.append(value((after[0], after[1], after[2], after[3]), leader, (*cards, c)))
        return max(results) if seat % 2 == 0 else min(results)

    return value((hands[0], hands[1], hands[2], hands[3]), leader, tuple(trick))


def plain_alphabeta(
    hands: Sequence[int], leader: int, trick: Sequence[int], t: int, closed: bool, flags: int
) -> int:
    """Card Abnat of team 0: card-by-card alpha-beta, no table, no merging, no ordering."""
    points = POINTS[t + 1]
    h = list(hands)

    def value(leader: int, cards: list[int], alpha: int, beta: int) -> int:
        if len(cards) == 4:
            winner = (leader + trick_winner_index(cards, t)) & 3
            last = not any(h)
            got = sum(points[c] for c in cards) + (10 if last else 0)
            got = 0 if winner & 1 else got
            if last:
                return got
            return got + value(winner, [], alpha - got, beta - got)
        seat = (leader + len(cards)) & 3
        legal, _ = legal_in_trick(h[seat], cards, t, closed, flags)
        best = -1000 if seat % 2 == 0 else 1000
        for c in range(32):
            if not legal >> c & 1:
                continue
            h[seat] ^= 1 << c
            v = value(leader, [*cards, c], alpha, beta)
            h[seat] ^= 1 << c
            if seat % 2 == 0:
                best = max(best, v)
                alpha = max(alpha, v)
            else:
                best = min(best, v)
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

    return value(leader, list(trick), -1000, 1000)


def random_position(
    rng: random.Random, tricks_left: int, t: int, closed: bool, flags: int, in_trick: int
) -> tuple[list[int], int, list[int]]:
    """A random deal played with random legal cards until ``tricks_left`` tricks remain
    (the current one counted) and ``in_trick`` cards of it are down."""
    hands = list(deal_all(rng))
    leader = rng.randrange(4)
    cards: list[int] = []
    for _ in range((8 - tricks_left) * 4 + in_trick):
        seat = (leader + len(cards)) & 3
        legal, _ = legal_in_trick(hands[seat], cards, t, closed, flags)
        c = rng.choice([c for c in range(32) if legal >> c & 1])
        hands[seat] ^= 1 << c
        cards.append(c)
        if len(cards) == 4:
            leader = (leader + trick_winner_index(cards, t)) & 3
            cards = []
    return hands, leader, cards


def random_rules(rng: random.Random, t: int) -> tuple[bool, int]:
    closed = t >= 0 and rng.random() < 0.3
    flags = DEFAULT_FLAGS if rng.random() < 0.5 else rng.randrange(ALL_FLAGS + 1)
    return closed, flags


# =========================================================================== exactness


@pytest.mark.parametrize("t", CONTRACTS, ids=["sun", "S", "H", "D", "C"])
def test_equals_brute_force_on_short_endings(t: int) -> None:
    rng = random.Random(100 + t)
    for _ in range(ENDINGS // len(CONTRACTS)):
        closed, flags = random_rules(rng, t)
        tricks_left = rng.choice((2, 3, 3, 4, 4))
        hands, leader, trick = random_position(rng, tricks_left, t, closed, flags, rng.randrange(4))
        expected = brute(hands, leader, trick, t, closed, flags)
        r0 = solve(hands, leader, t, closed, flags, trick, team=0)
        r1 = solve(hands, leader, t, closed, flags, trick, team=1)
        assert r0.exact and r1.exact
        assert r0.value == r0.lower == r0.upper == expected, (hands, leader, trick, t, closed)
        assert r1.value == in_play(hands, trick, t) - expected


@pytest.mark.parametrize("t", CONTRACTS, ids=["sun", "S", "H", "D", "C"])
def test_card_values_equal_brute_force(t: int) -> None:
    rng = random.Random(200 + t)
    for _ in range(25):
        closed, flags = random_rules(rng, t)
        hands, leader, trick = random_position(
            rng, rng.choice((1, 2, 3, 3, 4)), t, closed, flags, rng.randrange(4)
        )
        mover = (leader + len(trick)) & 3
        values = card_values(hands, leader, t, closed, flags, trick)
        legal, _ = legal_in_trick(hands[mover], trick, t, closed, flags)
        assert CardSet(legal) == set(values)
        total = in_play(hands, trick, t)
        for card, v in values.items():
            after = list(hands)
            after[mover] ^= 1 << card
            team0 = brute(after, leader, [*trick, card], t, closed, flags)
            assert v == (total - team0 if mover & 1 else team0), (hands, leader, trick, card)


@pytest.mark.parametrize("t", CONTRACTS, ids=["sun", "S", "H", "D", "C"])
def test_equals_plain_alphabeta_on_longer_endings(t: int) -> None:
    rng = random.Random(300 + t)
    for i in range(LONG_ENDINGS // len(CONTRACTS)):
        closed, flags = random_rules(rng, t)
        # six tricks from a trick start and from the middle of a trick, then five tricks
        tricks_left, down = (
            (6, 0) if i == 0 else (6, rng.randrange(1, 4)) if i == 1 else (5, rng.randrange(4))
        )
        hands, leader, trick = random_position(rng, tricks_left, t, closed, flags, down)
        expected = plain_alphabeta(hands, leader, trick, t, closed, flags)
        assert solve(hands, leader, t, closed, flags, trick, team=0).value == expected


def test_a_seven_and_a_nine_are_not_merged_while_the_eight_is_in_play() -> None:
    # Hokum ♥, no trumping duty.  Seat 0 holds 9♠ 7♠ and seat 3 the 8♠ between them: leading
    # the 7♠ lets the 8♠ win the trick, so the two spades are NOT equivalent.
    hands = ["9S 7S 8H", "AS AD 7D", "10S QD 8D", "KS 8S 8C"]
    flags = play_flags(RuleSet(must_trump_when_void=False))
    masks = [CardSet(h).mask for h in hands]
    assert solve(hands, 0, 1, flags=flags).value == brute(masks, 0, [], 1, False, flags) == 17
    # once the 8♠ is gone (here: it never was in play), 7♠ and 9♠ are worth the same
    values = card_values(["9S 7S", "AS AD", "10S QD", "KS 8C"], 0, 1, flags=flags)
    assert values[Card("7S")] == values[Card("9S")]


def test_a_seven_and_a_nine_are_not_merged_in_the_middle_of_a_trick() -> None:
    # Sun: seat 3 led J♣, seat 0 discarded 8♦; seat 1 (void in ♣) discards a spade.  Seat 2's
    # A♣ wins, then seat 2 leads 8♠: only a kept 9♠ beats it and takes the last trick.
    hands = ["10D", "9S 7S", "8S AC", "10C"]
    values = card_values(hands, 3, -1, trick=["JC", "8D"])
    assert values == {Card("7S"): 30, Card("9S"): 0}
    masks = [CardSet(h).mask for h in hands]
    trick = [int(Card("JC")), int(Card("8D"))]
    assert solve(hands, 3, -1, trick=trick).value == 43 - brute(
        masks, 3, trick, -1, False, DEFAULT_FLAGS
    )


def test_low_cards_of_one_hand_share_their_value() -> None:
    # Sun: seat 0 holds 7♣ 8♣ 9♣ (equal and adjacent): one value for the three
    values = card_values(["7C 8C 9C", "AC 7D 8D", "10C 9D JD", "KC QC 10D"], 0, -1)
    assert values[Card("7C")] == values[Card("8C")] == values[Card("9C")]


def test_a_full_deal_is_solved_exactly() -> None:
    hands = deal_all(random.Random(7))
    result = solve(hands, 1, 1)  # Hokum ♥, seat 1 leads
    assert result.exact and result.lower == result.upper == result.value
    assert 0 <= result.value <= 162 and result.team == 1
    assert hands[1] >> result.best_card & 1
    # each first card searched from the middle of trick 1: the best of them is the value
    values = card_values(hands, 1, 1)
    assert max(values.values()) == result.value == values[result.best_card]


def leader_view(rng: random.Random, tricks_left: int, t: int) -> tuple[list[int], int, int]:
    """A random trick-start position as the kernel sees it: the hands from the leader on,
    the Abnat in play, and the exact value for the leader's team (brute force)."""
    hands, leader, _ = random_position(rng, tricks_left, t, False, DEFAULT_FLAGS, 0)
    rem = in_play(hands, [], t)
    exact = brute(hands, leader, [], t, False, DEFAULT_FLAGS)
    exact = exact if leader % 2 == 0 else rem - exact
    return [hands[(leader + i) & 3] for i in range(4)], rem, exact


def test_every_window_gives_a_correct_bound_with_a_shared_table() -> None:
    """The table keeps bounds from earlier searches: whatever the window, a fail-soft answer
    must be an upper bound (<= alpha), a lower bound (>= beta) or exact (in between)."""
    rng = random.Random(500)
    for _ in range(12):
        t = rng.randrange(-1, 4)
        a, rem, exact = leader_view(rng, rng.choice((3, 4)), t)
        kernel = build(t, False, DEFAULT_FLAGS, {})  # one table for all the windows below
        windows = [(g - 1, g) for g in range(rem + 2)] + [(-1, rem + 1), (exact - 1, exact + 1)]
        for _ in range(40):
            x, y = sorted(rng.sample(range(-1, rem + 2), 2))
            windows.append((x, y))
        rng.shuffle(windows)
        for alpha, beta in windows * 2:
            v = kernel.search(a[0], a[1], a[2], a[3], rem, alpha, beta)
            if v <= alpha:
                assert exact <= v, (alpha, beta, v, exact)
            elif v >= beta:
                assert exact >= v, (alpha, beta, v, exact)
            else:
                assert v == exact, (alpha, beta, v, exact)


def test_an_exact_table_entry_inside_the_window_is_returned_before_narrowing() -> None:
    """The known trap: an exact entry (lower == upper) that lies inside the window must be
    the answer at once.  Narrowing the window to the entry's bounds first leaves an empty
    window (alpha == beta), a search in which a fail-soft value no longer says whether it
    is a lower or an upper bound, and which the table must never see.  Here the second
    search of a position, whatever window holds its value, costs one node."""
    rng = random.Random(600)
    for i in range(10):
        t = CONTRACTS[i % 5]
        a, rem, exact = leader_view(rng, 4, t)
        tt: TT = {}
        kernel = build(t, False, DEFAULT_FLAGS, tt)
        assert kernel.search(a[0], a[1], a[2], a[3], rem, -1, rem + 1) == exact
        c = kernel.canon.position(a[0], a[1], a[2], a[3])  # the table's name for it
        entry = tt.get(c[0] | c[1] << 32 | c[2] << 64 | c[3] << 96)
        if entry is not None:  # (else its sure bounds decided it without a search)
            assert entry[0] == entry[1] == exact
        for alpha, beta in [
            (exact - 1, exact + 1),
            (-1, rem + 1),
            (-1, exact + 1),
            (exact - 1, rem),
        ]:
            nodes = kernel.nodes()
            assert kernel.search(a[0], a[1], a[2], a[3], rem, alpha, beta) == exact
            assert kernel.nodes() == nodes + 1, "the exact entry was not returned at once"


# =========================================================================== the engine


def test_the_value_is_the_abnat_the_engine_scores() -> None:
    """Play random hands through the engine to a position 2-5 tricks from the end (often in
    the middle of a trick), solve it, then play the solver's line with ``apply``: the
    team's Abnat grows by exactly the value, the last trick's 10 included (rules §1)."""
    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = new_hand(seed=seed, dealer=seed % 4)
        played = rng.randrange(8, 22)  # cards played after trick 1: 2-5 tricks left
        while not state.is_over and (state.phase is not Phase.PLAY or played > 0):
            if state.phase is Phase.PLAY and state.tricks:
                played -= 1
            plain = [x for x in legal_actions(state) if not isinstance(x, (Qayd, Sawa))]
            state = apply(state, rng.choice(plain))
        if state.is_over:  # every player passed: no play
            continue
        contract = state.contract
        assert contract is not None
        flags = play_flags(state.rules)
        t, closed = contract.trump_index, contract.closed
        r = solve(state.hands, state.leader, t, closed, flags, state.trick, with_pv=True)
        before = state.abnat[r.team]
        for card in r.pv:
            assert state.to_move is not None
            state = apply(state, Play(state.to_move, card))
        assert state.is_over and state.abnat[r.team] - before == r.value, seed
        assert sum(state.abnat) == (130 if t < 0 else 162)
        checked += 1
    assert checked >= 20


# =========================================================================== caps


def test_node_cap_gives_bounds_not_an_error() -> None:
    hands = deal_all(random.Random(11))
    capped = solve(hands, 0, -1, node_limit=25)
    assert not capped.exact and capped.nodes <= 26
    assert 0 <= capped.lower <= capped.value <= capped.upper <= 130
    assert hands[0] >> capped.best_card & 1
    hands6, leader, trick = random_position(random.Random(12), 5, 2, False, DEFAULT_FLAGS, 2)
    exact = solve(hands6, leader, 2, trick=trick)
    for limit in (1, 3, 10, 30, 100):
        r = solve(hands6, leader, 2, trick=trick, node_limit=limit)
        assert r.lower <= exact.value <= r.upper
        assert r.lower <= r.value <= r.upper
        assert r.exact == (r.lower == r.upper)
        if r.exact:
            assert r.value == exact.value


@pytest.mark.parametrize("seed", range(12))
def test_a_budget_stops_every_search_at_its_count_and_a_retry_ends_exact(seed: int) -> None:
    """Solver.budget: a search that needs more positions raises BudgetSpent after exactly
    that many, whatever the searches' own caps; asked again in slices, the same solver
    reaches the values of a fresh one (the table keeps only finished work)."""
    rng = random.Random(400 + seed)
    t = CONTRACTS[seed % 5]
    hands, leader, trick = random_position(rng, 6, t, False, DEFAULT_FLAGS, seed % 4)
    fresh = Solver(t)
    expected = fresh.card_values(hands, leader, trick)
    solver = Solver(t)
    tries = 0
    while True:
        # a retry goes on from the table, but it visits the proven positions again: the
        # budget grows slowly so that a search needing more than one budget ends
        budget = 40 << tries // 4
        tries += 1
        start = solver.kernel.nodes()
        try:
            with solver.budget(budget):
                got = solver.card_values(hands, leader, trick)
            assert solver.kernel.nodes() - start <= budget
            break
        except BudgetSpent:
            assert solver.kernel.nodes() - start == budget
        # a node cap of its own does not catch it
        with pytest.raises(BudgetSpent), solver.budget(1):
            solver.solve(hands, leader, trick, node_limit=10**6)
    assert got == expected
    # outside the block there is no budget left over
    assert solver.card_values(hands, leader, trick) == expected


def test_time_cap_gives_an_answer() -> None:
    r = solve(deal_all(random.Random(13)), 2, 0, time_limit=0.02)
    assert isinstance(r, SolveResult)
    assert r.lower <= r.value <= r.upper
    assert "Abnat" in str(r)


# =========================================================================== closed Hokum


def test_closed_hokum_leads_respected() -> None:
    # Hokum ♥ closed: seat 0 holds J♥ 9♥ A♠ and may lead only A♠ (RULES §14 example 27)
    hands = ["JH 9H AS", "KS 7S 8D", "10S QS 7D", "AH 10H 9D"]
    closed = card_values(hands, 0, 1, closed=True)
    assert set(closed) == {Card("AS")}
    r = solve(hands, 0, 1, closed=True, with_pv=True)
    assert r.best_card == Card("AS") and r.pv[0] == Card("AS")
    opened = card_values(hands, 0, 1)
    assert set(opened) == {Card("JH"), Card("9H"), Card("AS")}
    assert max(opened.values()) >= r.value
    # holding only trumps, the leader may lead them
    assert set(card_values(["JH", "KS", "10S", "AH"], 0, 1, closed=True)) == {Card("JH")}


# =========================================================================== properties


@st.composite
def positions(draw: st.DrawFn) -> tuple[list[int], int, list[int], int, bool, int]:
    t = draw(st.integers(-1, 3))
    seed = draw(st.integers(0, 10**6))
    rng = random.Random(seed)
    closed, flags = random_rules(rng, t)
    tricks_left = draw(st.integers(1, 5))
    hands, leader, trick = random_position(rng, tricks_left, t, closed, flags, rng.randrange(4))
    return hands, leader, trick, t, closed, flags


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_values_add_up_and_the_best_card_reaches_the_value(
    pos: tuple[list[int], int, list[int], int, bool, int],
) -> None:
    hands, leader, trick, t, closed, flags = pos
    mover = (leader + len(trick)) & 3
    r = solve(hands, leader, t, closed, flags, trick, with_pv=True)
    other = solve(hands, leader, t, closed, flags, trick, team=1 - (mover & 1))
    assert r.team == mover & 1
    assert r.value + other.value == in_play(hands, trick, t)
    values = card_values(hands, leader, t, closed, flags, trick)
    assert max(values.values()) == r.value == values[r.best_card]
    # the principal line is legal, complete and scores the value
    h, lead, cards, got = list(hands), leader, list(trick), 0
    for card in r.pv:
        seat = (lead + len(cards)) & 3
        assert legal_in_trick(h[seat], cards, t, closed, flags)[0] >> card & 1
        h[seat] ^= 1 << card
        cards.append(card)
        if len(cards) == 4:
            winner = (lead + trick_winner_index(cards, t)) & 3
            pts = sum(POINTS[t + 1][c] for c in cards) + (0 if any(h) else 10)
            got += pts if winner & 1 == r.team else 0
            lead, cards = winner, []
    assert not any(h) and not cards
    assert got == r.value


def test_a_reused_solver_agrees_with_fresh_ones() -> None:
    rng = random.Random(400)
    shared = Solver(t=3)
    for _ in range(20):
        hands, leader, trick = random_position(rng, 4, 3, False, DEFAULT_FLAGS, rng.randrange(4))
        assert (
            shared.solve(hands, leader, trick).value == solve(hands, leader, 3, trick=trick).value
        )
    assert shared.tt and repr(shared) == "Solver(t=3, closed=False, flags=5)"


def test_hands_may_be_masks_card_sets_or_text() -> None:
    text = ["QH 8C", "JD 8D", "JS JH", "8H KC"]
    sets = [CardSet(h) for h in text]
    masks = [s.mask for s in sets]
    assert solve(text, 0, -1) == solve(sets, 0, -1) == solve(masks, 0, -1)
    rest = ["8C", *text[1:]]
    assert solve(rest, 0, -1, trick=["QH"]) == solve(rest, 0, -1, trick=[Card("QH")])
    assert solve(rest, 0, -1, trick=[Card("QH")]) == solve(rest, 0, -1, trick=[int(Card("QH"))])


# =========================================================================== errors


@pytest.mark.parametrize(
    ("hands", "leader", "kwargs", "message"),
    [
        (["AS", "KS", "QS"], 0, {}, "four seats"),
        (["AS", "AS", "QS", "JS"], 0, {}, "A♠ is in the hands of seat 0 and seat 1"),
        (["AS KS", "QS", "JS", "10S"], 0, {}, "seat 0 holds 2 cards, not 1: at a trick"),
        (["AS", "QS", "JS", "10S"], 0, {"trick": ["7H"]}, "seat 0 holds 1 card, not 0"),
        (["AS KS", "QS 7D", "JS", "10S 8D"], 0, {}, "seat 2 holds 1 card, not 2"),
        (["AS", "KS", "QS", "JS"], 4, {}, "leader must be a seat 0-3"),
        (["AS", "KS", "QS", "JS"], 0, {"t": 4}, "trump t must be a suit number 0-3"),
        (["AS", "KS", "QS", "JS"], 0, {"t": -1, "closed": True}, "Sun game has no trumps"),
        (["AS", "KS", "QS", "JS"], 0, {"team": 2}, "team must be 0"),
        (["AS", "KS", "QS", "JS"], 0, {"node_limit": 0}, "node_limit must be a positive"),
        (["AS", "KS", "QS", "JS"], 0, {"time_limit": -1}, "time_limit must be a positive"),
        (["AS", "KS", "QS", "JS"], 0, {"trick": ["AS"]}, "in the trick and also in seat 0"),
        (["", "KS", "QS", "JS"], 0, {"trick": ["AS", "7H", "8H", "9H"]}, "0 to 3"),
        (["AS", "KS", "QS", "JS"], 0, {"trick": ["7H"]}, "seats that have played to it"),
        (["", "", "", ""], 0, {}, "the hand is over"),
        (["AS", "KS", "QS", "XS"], 0, {}, "seat 3's hand cannot be read"),
        (["", "KS", "QS", "JS"], 0, {"trick": CardSet("AS")}, "in the order they were played"),
        (["", "KS", "QS", "JS"], 0, {"trick": "AS ZZ"}, "the trick cannot be read"),
    ],
)
def test_bad_positions_are_refused_with_a_sentence(
    hands: list[str], leader: int, kwargs: dict[str, object], message: str
) -> None:
    t = kwargs.pop("t", -1)
    with pytest.raises(PositionError, match=message):
        solve(hands, leader, t, **kwargs)  # type: ignore[arg-type]


def test_an_illegal_card_in_the_trick_is_refused() -> None:
    # seat 1 held K♠ but discarded 7♥ on the led A♠ (RULES §6: follow suit)
    with pytest.raises(IllegalActionError, match="seat 1 could not play 7♥") as err:
        solve(["QS", "KS", "JS 7D", "10S 8D"], 0, -1, trick=["AS", "7H"])
    assert err.value.seat == 1 and err.value.rule == "§6"


def test_the_public_shapes_give_the_fast_paths_answer() -> None:
    """solve and card_values take a Contract and a RuleSet (issue 18: the public API takes
    the public shapes) and answer exactly as with the fast path's numbers."""
    hands = ["KS 9H", "AS 9S", "10C 8C", "10S AC"]
    for contract in (Contract("sun"), Contract("hokum", "H"), Contract("hokum", "S", closed=True)):
        for rules in (RuleSet(), RuleSet(must_trump_when_void=False, must_undertrump=False)):
            fast = (contract.trump_index, contract.closed, rules.play_flags)
            assert card_values(hands, 0, contract, flags=rules) == card_values(hands, 0, *fast)
            assert solve(hands, 0, contract, flags=rules).value == solve(hands, 0, *fast).value
