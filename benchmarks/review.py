"""Hand review speed: whole hands reviewed (every card valued exactly), pinned to one core.

    python benchmarks/review.py              # 300 match hands (ten minutes or so)
    python benchmarks/review.py --hands 60   # fewer
    python benchmarks/review.py --smoke      # 4 hands, for CI (seconds)

The workload is the hands learners review: hands of whole matches played by four
heuristic bots (``make_bot("heuristic", seat)``) and by four expert bots, and hands of
random play (hands where everybody passed have no card to value and are skipped).  The
first is hand 12 of ``Match(seed=123)`` played by heuristic bots, the slowest hand that
issue 19 found (89-103 s on one core before it).  Each hand is reviewed with
:func:`baloot_widgets.review.review` (every card's exact values, the perfect lines behind
the sentences of the costly cards, the expert's view of the calls, perfect play from the
first card), timed with ``time.perf_counter`` (wall) and ``time.process_time`` (CPU).

Printed: median, p95 and max over the hands, for each source and for all; the named
hand; the slowest hands; and how long the Table's review (:class:`~baloot_widgets.review.
ReviewJob`) takes to show its first board (its budget, then the review so far).
Targets (issue 19): p95 <= 1 s and max <= 3 s per whole hand on one core.  Figures are
printed, never asserted: machines are noisy.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import time
from collections.abc import Iterator

from _common import NAMED, match_hands, named_hand, pin_one_core, random_hands

from baloot_widgets import Game
from baloot_widgets.review import review

#: seconds: p95 and max of a whole hand (issue 19)
TARGET_P95, TARGET_MAX = 1.0, 3.0


def workload(count: int) -> Iterator[tuple[str, Game]]:
    """``count`` hands: the named one, then in turn two of heuristic matches, two of
    random play and one of expert matches (2 : 2 : 1), so that any prefix is a fair
    sample."""
    yield f"heuristic {NAMED[0]}:{NAMED[1]} (named)", named_hand()
    heuristic = match_hands("heuristic", NAMED[0] + 1)
    expert = match_hands("expert", 1)
    rest = random_hands(0)
    turn = (heuristic, rest, heuristic, rest, expert)
    for i in range(count - 1):
        yield next(turn[i % len(turn)])


def tail(values: list[float]) -> str:
    """median, p95 and max in seconds."""
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"median {statistics.median(ordered):.3f} s, p95 {p95:.3f} s, max {ordered[-1]:.3f} s"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="tiny run for CI")
    parser.add_argument("--hands", type=int, default=300, help="hands to review")
    parser.add_argument("--verbose", action="store_true", help="a line per hand")
    args = parser.parse_args(argv)
    print(f"baloot_widgets review benchmark ({pin_one_core()}, Python {sys.version.split()[0]})")
    # the same path at a small size: random play only (the matches are slow)
    games = itertools.islice(random_hands(0), 4) if args.smoke else workload(args.hands)
    walls: dict[str, list[float]] = {}
    every: list[tuple[float, float, str]] = []
    for name, game in games:
        wall, cpu = time.perf_counter(), time.process_time()
        review(game)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        walls.setdefault(name.split()[0], []).append(wall)
        every.append((wall, cpu, name))
        if args.verbose or name.endswith("(named)"):
            print(f"{name}: {wall:.3f} s wall, {cpu:.3f} s cpu", flush=True)
    for source, values in walls.items():
        print(f"{source} ({len(values)} hands): {tail(values)}", flush=True)
    all_walls = [w for w, _, _ in every]
    p95 = sorted(all_walls)[min(len(all_walls) - 1, round(0.95 * (len(all_walls) - 1)))]
    met = p95 <= TARGET_P95 and max(all_walls) <= TARGET_MAX
    print(f"all ({len(all_walls)} hands): {tail(all_walls)}", flush=True)
    print(f"cpu, all: {tail([c for _, c, _ in every])}")
    print(f"target p95 <= {TARGET_P95:g} s, max <= {TARGET_MAX:g} s: {'met' if met else 'NOT met'}")
    print("slowest: " + ", ".join(f"{n} {w:.2f} s" for w, _, n in sorted(every)[-5:][::-1]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
