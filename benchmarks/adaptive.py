"""Practice that adapts (issue 23), measured with simulated learners who always miss one
kind of a lesson-sized set (the six kinds of lessons 1 and 2): over seeded runs of 40
exercises, how often the missed kind comes back against the mean of the others (the
measure: at least twice, in at least 95% of runs), and the same for larger sets; then the
cost of choosing and making an adaptive exercise (the misconception search included),
through the Quiz session itself, pinned to one core.

    python benchmarks/adaptive.py            # 200 seeded runs per missed kind
    python benchmarks/adaptive.py --smoke    # 10 runs, for CI

Figures are printed, never asserted here (tests/test_adaptive.py asserts the measure).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from _common import pin_one_core

from baloot_widgets import CardSet
from baloot_widgets.quiz import KINDS
from baloot_widgets.quiz.adaptive import simulate
from baloot_widgets.quiz.session import QuizSession

LESSON = ("higher_card", "abnat", "priority", "partner", "trick_winner", "legal_cards")
COUNT = 40


def ratios(kinds: tuple[str, ...], missed: str, runs: int) -> list[tuple[float, float]]:
    """For each seeded run: the missed kind's count over the mean count of the others, and
    its share of the run."""
    out = []
    for seed in range(runs):
        run = simulate(kinds, lambda k, i: k != missed, count=COUNT, seed=seed)
        n = {k: sum(x == k for x, _ in run) for k in kinds}
        ratio = n[missed] / statistics.mean(n[k] for k in kinds if k != missed)
        out.append((ratio, n[missed] / COUNT))
    return out


def measure(kinds: tuple[str, ...], missed_kinds: tuple[str, ...], runs: int) -> None:
    print(f"{len(kinds)} kinds, {COUNT} exercises, {runs} seeded runs per missed kind")
    print(f"  {'missed kind':14} {'runs >= 2x':>10} {'min':>6} {'median':>7} {'share':>6}")
    for missed in missed_kinds:
        both = ratios(kinds, missed, runs)
        r = [ratio for ratio, _ in both]
        clear = sum(x >= 2 for x in r)
        share = statistics.mean(part for _, part in both)
        print(
            f"  {missed:14} {clear:>6}/{runs:<3} {min(r):6.2f} {statistics.median(r):7.2f} "
            f"{share:6.0%}"
        )


def cost(runs: int) -> None:
    """Seconds to pick and make each adaptive exercise (the learner misses legal_cards)."""
    times: list[float] = []
    for seed in range(runs):
        session = QuizSession(LESSON, seed=seed, count=COUNT, adaptive=True, history=[])
        while True:
            ex = session.exercise
            wrong = [card.code for card in CardSet(ex.args.get("hand", ()))]
            session.answer(ex.solution if ex.kind != "legal_cards" else wrong)
            start = time.perf_counter()
            nxt = session.next()
            times.append(time.perf_counter() - start)
            if nxt is None:
                break
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    print(
        f"choosing and making the next adaptive exercise ({len(times)} exercises): "
        f"median {statistics.median(times) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, "
        f"max {times[-1] * 1000:.1f} ms"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="a small run for CI")
    args = parser.parse_args()
    runs = 10 if args.smoke else 200
    print(f"adaptive practice ({pin_one_core()})")
    measure(LESSON, LESSON, runs)
    ten = tuple(KINDS[:10])
    measure(ten, (ten[0], ten[5], ten[-1]), runs)
    measure(tuple(KINDS), (KINDS[0], KINDS[10], KINDS[-1]), runs)
    cost(2 if args.smoke else 20)
    return 0


if __name__ == "__main__":
    sys.exit(main())
