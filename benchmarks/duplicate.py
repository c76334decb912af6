"""Duplicate comparison speed: a class's deals compared across tables, pinned to one core.

    python benchmarks/duplicate.py             # 20 deals of class BENCH, 3 tables each
    python benchmarks/duplicate.py --deals 8   # fewer
    python benchmarks/duplicate.py --smoke     # 2 deals, for CI (seconds)

The workload is what a class of 25 hands in: each deal of the series played at three
tables that play differently (four heuristic bots; four random bots; heuristic bots for
Team 0·2 against random bots).  Each deal is compared with
:func:`baloot_widgets.classroom.compare_tables` as a teacher's notebook does: par for each
table (one solve from the first card, all hands open) and the key moment (a review of
the table the key moment is taken from, bounded by ``REVIEW_NODES`` positions).  Printed: the time per deal
(median, p95, max), wall clock and this process's CPU time (the CPU time does not grow
when other programs share the core; the review's budget is in positions, so the
key moments are the same on every run), the part of it par
takes, and how many key moments the bounded review finished.  Figures are printed, never asserted: machines are noisy.
"""

from __future__ import annotations

import argparse
import statistics
import time

from _common import pin_one_core

from baloot_widgets.bots import make_bot
from baloot_widgets.classroom import ClassSeries, compare_tables
from baloot_widgets.classroom.duplicate import REVIEW_NODES, _par
from baloot_widgets.classroom.hands import ClassHand, class_hand, class_hand_record

TABLES = {
    "heuristic": ("heuristic",) * 4,
    "random": ("random",) * 4,
    "mixed": ("heuristic", "random", "heuristic", "random"),
}


def tables_of(series: ClassSeries, n: int) -> list[ClassHand]:
    """Deal ``n`` played at the three tables."""
    out = []
    for name, bots in TABLES.items():
        game = series.game(n)
        game.play_bots({s: make_bot(b, 100 * n + s) for s, b in enumerate(bots)})
        record = class_hand_record(game, code=series.code, deal=n, table=name, players=bots)
        out.append(class_hand(record))
    return out


def p95(xs: list[float]) -> float:
    return sorted(xs)[max(0, round(0.95 * len(xs)) - 1)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--smoke", action="store_true")
    args = parser.parse_args()
    deals = 2 if args.smoke else args.deals
    print(f"duplicate comparison, {deals} deals x {len(TABLES)} tables, {pin_one_core()}")
    series = ClassSeries.of("BENCH")
    per_deal: list[float] = []
    cpu: list[float] = []
    par_only: list[float] = []
    finished = partial = 0
    for n in range(1, deals + 1):
        hands = tables_of(series, n)
        t = time.process_time()
        for h in hands:
            _par(h)
        par_only.append(time.process_time() - t)
        t, c = time.perf_counter(), time.process_time()
        results = compare_tables(hands, review_nodes=REVIEW_NODES)
        per_deal.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
        key = results.deals[0].key
        if key is not None:
            finished += key.complete
            partial += not key.complete
        print(
            f"  deal {n:2d}: {per_deal[-1]:6.2f} s wall, {cpu[-1]:6.2f} s CPU "
            f"(par alone {par_only[-1]:5.2f} s CPU)"
        )
    figures = (
        ("a deal compared, wall", per_deal),
        ("a deal compared, CPU", cpu),
        ("par of 3 tables, CPU", par_only),
    )
    for name, xs in figures:
        print(
            f"{name}: median {statistics.median(xs):.2f} s, p95 {p95(xs):.2f} s, "
            f"max {max(xs):.2f} s"
        )
    print(
        f"key moments: {finished} from a finished review, {partial} from a review cut at "
        f"{REVIEW_NODES:,} positions"
    )


if __name__ == "__main__":
    main()
