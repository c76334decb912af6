"""Probability speed: exact enumeration of all C(32,8) hands and Monte Carlo full deals
with project detection, NumPy against the pure-Python fallback, pinned to one core.

    python benchmarks/probability.py            # the full measurement (about 15 s)
    python benchmarks/probability.py --smoke    # a tiny run, for CI

Targets (issue 6): exact enumeration <= 1 s and <= 500 MB; >= 1.5 million deals/s with
project detection (NumPy).  Figures are printed, never asserted: machines are noisy.
Times are CPU seconds of this process (time.process_time), so other jobs on a shared
machine do not count against it; wall-clock figures are printed beside them.
Peak memory is the tracemalloc peak of a second, separate run (NumPy reports its arrays
to tracemalloc), and the process's maximum resident size from getrusage.
"""

from __future__ import annotations

import argparse
import sys
import time
import tracemalloc
from collections.abc import Callable
from typing import TypeVar

from _common import pin_one_core

from baloot_widgets.probability import (
    Backend,
    any_project,
    anyone,
    best_project,
    both_teams,
    for_seat,
    kawesh,
    simulate,
)
from baloot_widgets.probability.exact import _histogram
from baloot_widgets.probability.signature import suit_tables

T = TypeVar("T")


def timed(call: Callable[[], T]) -> tuple[float, float, T]:
    """CPU seconds (what an idle core would take: other jobs on a shared machine do not
    count) and wall-clock seconds of one call, and its result."""
    cpu, wall = time.process_time(), time.perf_counter()
    result = call()
    return time.process_time() - cpu, time.perf_counter() - wall, result


def exact_seconds(backend: str, hand_size: int = 8) -> tuple[float, float]:
    """CPU and wall seconds of one exact histogram over all hands (tables already built)."""
    _histogram.cache_clear()
    cpu, wall, _ = timed(lambda: _histogram(hand_size, backend))
    return cpu, wall


def exact_peak_mb(backend: str) -> float:
    _histogram.cache_clear()
    tracemalloc.start()
    _histogram(8, backend)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / 1e6


def max_rss_mb() -> float:
    try:
        import resource
    except ImportError:  # not on Windows
        return float("nan")
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3  # kB on Linux


def deals_per_second(n: int, backend: Backend) -> tuple[float, float]:
    """Full deals with project detection (best project, projects per seat, team and deal
    questions, and Kawesh on the five first-dealt cards): deals per CPU and wall second."""
    events = [
        for_seat(best_project("sira", "sun"), 1),
        anyone(any_project("sun")),
        both_teams(any_project("hokum")),
        anyone(kawesh()),
    ]
    simulate(events, min(n, 1000), seed=0, backend=backend)  # warm the tables
    cpu, wall, _ = timed(lambda: simulate(events, n, seed=1, backend=backend))
    return n / cpu, n / wall


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="tiny run for CI")
    args = parser.parse_args(argv)
    print(
        f"baloot_widgets probability benchmark ({pin_one_core()}, Python {sys.version.split()[0]})"
    )
    cold, _, _ = timed(suit_tables)
    print(f"per-suit tables from the engine (once):     {cold:.3f} s")
    repeats = 1 if args.smoke else 5
    numpy_s, numpy_wall = min(exact_seconds("numpy") for _ in range(repeats))
    python_s, python_wall = min(exact_seconds("python") for _ in range(repeats))
    print(
        f"exact, all 10,518,300 hands, NumPy:         {numpy_s:.3f} s  (target <= 1 s;"
        f" wall clock {numpy_wall:.3f} s)"
    )
    print(
        f"exact, grouped halves, pure Python:         {python_s:.3f} s  (wall clock"
        f" {python_wall:.3f} s; NumPy/Python time ratio {numpy_s / python_s:.2f})"
    )
    print(f"exact, all 201,376 five-card hands, NumPy:  {exact_seconds('numpy', 5)[0]:.3f} s")
    print(
        f"exact peak traced memory, NumPy:            {exact_peak_mb('numpy'):.0f} MB  (target <= 500 MB)"
    )
    print(f"exact peak traced memory, pure Python:      {exact_peak_mb('python'):.1f} MB")
    n_numpy, n_python = (20_000, 300) if args.smoke else (3_000_000, 6_000)
    fast, fast_wall = deals_per_second(n_numpy, "numpy")
    slow, slow_wall = deals_per_second(n_python, "python")
    print(
        f"Monte Carlo full deals + projects, NumPy:   {fast:,.0f}/s  (target >= 1,500,000/s;"
        f" wall clock {fast_wall:,.0f}/s)"
    )
    print(
        f"Monte Carlo full deals + projects, Python:  {slow:,.0f}/s  (NumPy is {fast / slow:,.0f}x;"
        f" wall clock {slow_wall:,.0f}/s)"
    )
    print(f"process maximum resident size:              {max_rss_mb():.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
