"""Probability of projects, Baloot and Kawesh (RULES.md §7, §4.4): exact counts checked
against closed forms and independent computations, the signature checked against the
engine, Monte Carlo against exact values, and the pure-Python fallback against NumPy."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from math import comb

import numpy as np
import pytest

from baloot_widgets import BalootError, Contract, Rank, Suit
from baloot_widgets.probability import (
    Backend,
    HandEvent,
    HandSignature,
    any_project,
    anyone,
    baloot,
    best_project,
    both_teams,
    code_histogram,
    exact_probability,
    exact_table,
    for_seat,
    four_of_a_kind,
    holds_project,
    kawesh,
    normal_interval,
    random_deals,
    run_of_at_least,
    sample_outcomes,
    scoring_four_of_a_kind,
    simulate,
    wilson_interval,
)
from baloot_widgets.probability.backend import hand_codes, resolve_backend
from baloot_widgets.probability.signature import hand_code
from baloot_widgets.probability.simulate import _numpy_batches, _random_keys
from baloot_widgets.rules.bidding import kawesh_eligible
from baloot_widgets.rules.engine import new_hand
from baloot_widgets.rules.projects import baloot_holder, best_declaration

HANDS = comb(32, 8)  # 10,518,300
SUN = Contract(mode="sun")
HOKUM = tuple(Contract(mode="hokum", trump=Suit(s)) for s in range(4))


def count(event: HandEvent) -> int:
    return exact_probability(event).count


def random_hands(n: int, seed: int) -> list[int]:
    rng = random.Random(seed)
    return [sum(1 << c for c in rng.sample(range(32), 8)) for _ in range(n)]


def hands_with_four_of_a_kind(n: int, seed: int) -> list[int]:
    """Hands holding all four of a random A, K, Q, J or 10, plus 4 random cards."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        rank = rng.choice([Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN])
        quad = [8 * s + rank for s in range(4)]
        rest = rng.sample([c for c in range(32) if c not in quad], 4)
        out.append(sum(1 << c for c in quad + rest))
    return out


def engine_top_kind(hand: int, contract: Contract) -> str | None:
    declared = best_declaration(hand, contract)
    return declared[0].kind if declared else None


# ============================================================ the signature is the engine's


@pytest.mark.parametrize(
    ("name", "hands"),
    [("random", random_hands(20_000, 6)), ("four_of_a_kind", hands_with_four_of_a_kind(3_000, 7))],
)
def test_vectorised_best_project_equals_best_declaration(name: str, hands: list[int]) -> None:
    codes = hand_codes(np.array(hands, dtype=np.uint32)).tolist()
    for i, (hand, code) in enumerate(zip(hands, codes, strict=True)):
        assert code == hand_code(hand)
        sig = HandSignature.from_code(code)
        assert sig.best_project("sun") == engine_top_kind(hand, SUN), hex(hand)
        hokum = HOKUM[i % 4]
        assert sig.best_project("hokum") == engine_top_kind(hand, hokum), hex(hand)


def test_signature_baloot_and_kawesh_follow_the_engine() -> None:
    for seed in range(300):
        state = new_hand(seed=seed)  # 5 first-dealt cards each
        for seat in range(4):
            assert HandSignature.of(state.hands[seat]).all_low == kawesh_eligible(state, seat)
    for hand in random_hands(2_000, 8):
        kq = HandSignature.of(hand).king_queen
        for trump in Suit:
            held = baloot_holder([hand], Contract(mode="hokum", trump=trump)) is not None
            assert (trump in kq) == held


def test_signature_examples_from_rules() -> None:
    sig = HandSignature.of("JS JH JD JC AH KH QH 7C")  # RULES §14 example 12
    assert sig.best_project("sun") == "hundred"
    assert HandSignature.of("AS AH AD AC KS QS").best_project("sun") == "four_hundred"
    assert HandSignature.of("AS AH AD AC KS QS").best_project("hokum") == "hundred"
    assert HandSignature.of("9S 9H 9D 9C 7S 8H 10D QC").best_project("sun") is None
    assert HandSignature.of("KS QS JS 10S 9S 8S 7S AS").run_lengths == (8,)


# ============================================================ exact counts: closed forms


def test_totals_and_partitions() -> None:
    assert sum(code_histogram(8).values()) == HANDS
    assert sum(code_histogram(5).values()) == comb(32, 5)
    for mode, kinds in (
        ("sun", ["sira", "fifty", "hundred", "four_hundred"]),
        ("hokum", ["sira", "fifty", "hundred"]),
    ):
        parts = [count(best_project(None, mode))] + [count(best_project(k, mode)) for k in kinds]
        assert sum(parts) == HANDS
        assert parts[0] == HANDS - count(any_project(mode))
    # four Aces are a Four Hundred in Sun and a Hundred in Hokum
    assert count(best_project("hundred", "hokum")) == count(best_project("hundred", "sun")) + count(
        best_project("four_hundred", "sun")
    )


def test_four_of_a_kind_closed_forms() -> None:
    for rank in Rank:
        assert count(four_of_a_kind(rank)) == comb(28, 4) == 20_475
    assert count(best_project("four_hundred", "sun")) == 20_475
    # five scoring ranks; two four-of-a-kinds fill a hand: C(5,2) hands counted twice
    assert count(scoring_four_of_a_kind("sun")) == 5 * comb(28, 4) - comb(5, 2)


def test_baloot_and_kawesh_closed_forms() -> None:
    for trump in Suit:
        assert count(baloot(trump)) == comb(30, 6) == 593_775
    k = exact_probability(kawesh())
    assert (k.count, k.total) == (comb(12, 5), comb(32, 5)) == (792, 201_376)


def _longest_run_independent(ranks_in_suit: set[str]) -> int:
    """Longest run in sequence order A K Q J 10 9 8 7, read from RULES §1 (not the engine)."""
    order = ["A", "K", "Q", "J", "10", "9", "8", "7"]
    best = run = 0
    for label in order:
        run = run + 1 if label in ranks_in_suit else 0
        best = max(best, run)
    return best


def _runs_by_generating_function(k: int) -> int:
    """Hands with a run of k or more = all hands - [x^8] (sum over suit holdings with no
    run of k, of x^size)^4: the suits are independent given how many cards each holds."""
    labels = [r.label for r in Rank]
    poly = [0] * 9
    for byte in range(256):
        ranks = {labels[r] for r in range(8) if byte >> r & 1}
        if _longest_run_independent(ranks) < k:
            poly[len(ranks)] += 1
    power = [1] + [0] * 8
    for _ in range(4):
        power = [sum(power[i] * poly[j - i] for i in range(j + 1)) for j in range(9)]
    return HANDS - power[8]


@pytest.mark.parametrize("k", range(3, 9))
def test_runs_match_generating_function(k: int) -> None:
    assert count(run_of_at_least(k)) == _runs_by_generating_function(k)


def test_run_of_five_or_more_by_hand() -> None:
    # one suit holds it (5 + 5 > 8); per suit: 4 windows of 5 cards x C(24,3) + 9 six-card,
    # 6 seven-card and 1 eight-card holdings with a run of 5 or more (counted in the docstring
    # of the lesson); 4 suits
    per_suit = 4 * comb(24, 3) + 9 * comb(24, 2) + 6 * 24 + 1
    assert 4 * per_suit == 42_900 == count(run_of_at_least(5))


def test_wikipedia_rows_are_window_counts() -> None:
    """The Wikipedia formulas count (window, hand) pairs; the differences are exactly the
    hands counted twice or more."""
    four_aces = comb(28, 4)
    hundred = 16 * comb(27, 3) + 4 * comb(28, 4)
    fifty = 20 * comb(28, 4) - 16 * comb(27, 3)
    sira = 24 * comb(29, 5) - 20 * comb(28, 4)
    assert (four_aces, hundred, fifty, sira) == (20_475, 128_700, 362_700, 2_440_620)
    assert four_aces == count(four_of_a_kind("A"))
    # a longest run of L >= 5 holds L - 4 windows of five: L - 5 too many
    exactly = {n: count(run_of_at_least(n)) - count(run_of_at_least(n + 1)) for n in range(5, 8)}
    extra = sum((n - 5) * h for n, h in exactly.items()) + 3 * count(run_of_at_least(8))
    assert 16 * comb(27, 3) - count(run_of_at_least(5)) == extra == 3_900
    # "Fifty" counts maximal runs of 4 or more: 150 hands hold two (6 pairs of suits x 5 x 5)
    assert fifty - count(run_of_at_least(4)) == 6 * 5 * 5
    assert hundred > count(holds_project("hundred", "sun"))
    assert sira > count(run_of_at_least(3)) > count(holds_project("sira", "sun"))


# ============================================================ fallback equals NumPy


@pytest.mark.parametrize("size", [5, 8])
def test_python_histogram_equals_numpy(size: int) -> None:
    assert code_histogram(size, backend="python") == code_histogram(size, backend="numpy")


def test_exact_tables_equal_on_both_backends() -> None:
    for mode in ("sun", "hokum"):
        assert exact_table(mode, backend="python") == exact_table(mode, backend="numpy")


def test_forced_fallback_without_numpy() -> None:
    script = """
import json, sys
sys.modules["numpy"] = None  # importing numpy now fails
from baloot_widgets.probability import NUMPY_AVAILABLE, exact_table, simulate, any_project
from baloot_widgets.probability import random_deals
rows = {m: [r.count for r in exact_table(m)] for m in ("sun", "hokum")}
est = simulate([any_project()], 300, seed=1)
try:
    random_deals(1, seed=1)
    message = ""
except ValueError as e:
    message = str(e)
print(json.dumps({"numpy": NUMPY_AVAILABLE, "rows": rows, "hits": est[0].hits, "msg": message}))
"""
    proc = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["numpy"] is False
    for mode in ("sun", "hokum"):
        assert out["rows"][mode] == [r.count for r in exact_table(mode, backend="numpy")]
    assert 0 < out["hits"] < 300
    assert "needs NumPy" in out["msg"]


# ============================================================ Monte Carlo


def test_random_deals_are_partitions_and_first_five_are_inside() -> None:
    deals = random_deals(5_000, seed=3)
    assert (deals[:, 0] | deals[:, 1] | deals[:, 2] | deals[:, 3] == 0xFFFFFFFF).all()
    assert sum(int(np.bitwise_count(deals[:, s]).sum()) for s in range(4)) == 32 * 5_000
    for five, eight in _numpy_batches(2_000, 4, 512):
        assert (five & ~eight == 0).all()
        assert (np.bitwise_count(five) == 5).all() and (np.bitwise_count(eight) == 8).all()


def test_tied_keys_are_drawn_again() -> None:
    class TiesFirst:
        def __init__(self) -> None:
            self.calls = 0
            self.real = np.random.SFC64(0)

        def random_raw(self, size: int) -> np.ndarray:
            self.calls += 1
            raw = self.real.random_raw(size)
            if self.calls == 1:
                raw[:] = 0  # every key ties
            return raw

    class Gen:
        bit_generator = TiesFirst()

    keys = _random_keys(Gen(), 3)  # type: ignore[arg-type]
    assert Gen.bit_generator.calls == 2
    assert all(sorted((row & 31).tolist()) == list(range(32)) for row in keys)


def test_seeded_simulation_is_reproducible() -> None:
    events = [anyone(best_project("sira")), both_teams(any_project("hokum"))]
    first = simulate(events, 30_000, seed=9)
    assert first == simulate(events, 30_000, seed=9)
    assert first != simulate(events, 30_000, seed=10)


def _anyone_kawesh_exact() -> float:
    # three all-low first deals need 15 cards of 7, 8, 9: there are only 12
    one = comb(12, 5) / comb(32, 5)
    two = comb(12, 5) * comb(7, 5) / (comb(32, 5) * comb(27, 5))
    return 4 * one - 6 * two


@pytest.mark.parametrize("backend", ["numpy", "python"])
def test_monte_carlo_within_three_standard_errors(backend: Backend) -> None:
    n = 400_000 if backend == "numpy" else 4_000
    p = {e.key: e.probability for e in exact_table("hokum")}
    four_aces = p["four_A"]
    cases = [
        (for_seat(best_project("sira", "hokum"), 1), p["best_hokum_sira"]),
        (for_seat(run_of_at_least(4), 2), p["run_4"]),
        (for_seat(baloot("H"), 3), p["baloot_H"]),
        (for_seat(any_project("hokum"), 0), p["any_hokum"]),
        (anyone(four_of_a_kind("A")), 4 * four_aces),  # at most one player holds them
        (anyone(kawesh()), _anyone_kawesh_exact()),
    ]
    estimates = simulate([e for e, _ in cases], n, seed=2024, backend=backend)
    for est, (_, exact) in zip(estimates, cases, strict=True):
        se = max(est.stderr, (exact * (1 - exact) / n) ** 0.5)
        assert abs(est.estimate - exact) <= 3 * se, (est, exact)
        low, high = est.wilson(0.999)
        assert low <= exact <= high or est.hits == 0


def test_sample_outcomes_running_mean() -> None:
    out = sample_outcomes([run_of_at_least(3), anyone(run_of_at_least(3))], 50_000, seed=1)
    assert out.shape == (50_000, 2) and out.dtype == np.bool_
    assert (out[:, 0] <= out[:, 1]).all()  # seat 0 having it implies someone has it
    assert abs(out[:, 0].mean() - count(run_of_at_least(3)) / HANDS) < 0.01


def test_progress_bar_does_not_change_counts() -> None:
    events = [anyone(any_project())]
    assert simulate(events, 1_000, seed=1, progress=None) == simulate(events, 1_000, seed=1)


# ============================================================ intervals


def test_wilson_and_normal_intervals() -> None:
    assert normal_interval(0, 50) == (0.0, 0.0)  # the normal interval collapses at 0 hits
    low, high = wilson_interval(0, 50)
    assert low == 0.0 and 0.07 < high < 0.072
    low, high = wilson_interval(50, 100, 0.99)
    assert low < 0.5 < high and high - low > wilson_interval(50, 100, 0.95)[1] - 0.4
    n_low, n_high = normal_interval(30, 100)
    assert n_low == pytest.approx(0.3 - 1.959964 * (0.21 / 100) ** 0.5, abs=1e-6)
    assert n_high == pytest.approx(0.3 + 1.959964 * (0.21 / 100) ** 0.5, abs=1e-6)


# ============================================================ errors are sentences


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: best_project("four_hundred", "hokum"), "there is no Four Hundred in Hokum"),
        (lambda: best_project("sira", "trumps"), "mode must be 'sun' or 'hokum'"),
        (lambda: holds_project("seventy"), "is not a project"),
        (lambda: run_of_at_least(2), "a run has 3 to 8 cards"),
        (lambda: for_seat(kawesh(), 4), "seat must be 0, 1, 2 or 3"),
        (lambda: simulate([kawesh()], 0, seed=1), "positive whole number"),
        (lambda: simulate([kawesh()], 10, seed=-1), "seed must be"),
        (lambda: simulate([], 10, seed=1), "at least one event"),
        (lambda: code_histogram(7), "hand_size must be 8"),
        (lambda: exact_probability(anyone(kawesh())), "asks about a whole deal"),  # type: ignore[arg-type]
        (lambda: resolve_backend("gpu"), "backend must be"),
        (lambda: wilson_interval(5, 3), "hits <= n"),
        (lambda: wilson_interval(1, 3, confidence=95), "confidence must be between 0 and 1"),
    ],
)
def test_errors_are_sentences(call: object, message: str) -> None:
    with pytest.raises(BalootError, match=message):
        call()  # type: ignore[operator]


def test_sample_outcomes_in_pure_python_agree_with_simulate() -> None:
    """Without NumPy (JupyterLite) the rows are tuples from the engine's own deals: their
    column sums are the hits ``simulate`` counts on the same seed."""
    events = [run_of_at_least(3), anyone(run_of_at_least(3))]
    rows = sample_outcomes(events, 2_000, seed=3, backend="python")
    assert isinstance(rows, list) and len(rows) == 2_000 and len(rows[0]) == 2
    hits = [sum(column) for column in zip(*rows, strict=True)]
    assert hits == [e.hits for e in simulate(events, 2_000, seed=3, backend="python")]
