"""The exercises' cost, pinned to one core: making an exercise (target: well under 50 ms,
``best_card`` and its double-dummy solve included), grading an answer with its reasons,
and the Quiz widget's frame (its JSON size and the time to build it).

    python benchmarks/quiz.py            # 200 seeds per kind and level
    python benchmarks/quiz.py --smoke    # 10 seeds, for CI

For each kind and level: the median and the largest time to make an exercise over the
seeds (``time.perf_counter``, wall clock), then, over every kind, the time to check a
wrong answer (the sentences that explain it, the solver's best line for ``best_card``)
and the frame's size.  Figures are printed, never asserted: the machines are noisy.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable

from _common import pin_one_core

from baloot_widgets.quiz import KINDS, LEVELS, Exercise, exercise
from baloot_widgets.quiz.session import QuizSession
from baloot_widgets.widgets.quiz_frames import frame

TARGET_S = 0.050


def timed(call: Callable[[], object]) -> float:
    """Seconds one call takes."""
    start = time.perf_counter()
    call()
    return time.perf_counter() - start


def make_time(kind: str, level: int, seed: int) -> float:
    """Seconds to make one exercise."""
    return timed(lambda: exercise(kind, seed=seed, level=level))


def making(seeds: int) -> float:
    """Print the time to make exercises, per kind and level; return the slowest."""
    print(f"making an exercise ({seeds} seeds per kind and level; target < {TARGET_S * 1000:g} ms)")
    slowest = 0.0
    for kind in KINDS:
        cells = []
        for level in LEVELS:
            times = [make_time(kind, level, s) for s in range(seeds)]
            slowest = max(slowest, max(times))
            cells.append(
                f"L{level} {statistics.median(times) * 1000:6.2f} / {max(times) * 1000:6.1f}"
            )
        print(f"  {kind:15} median / max ms: " + "   ".join(cells), flush=True)
    ratio = slowest / TARGET_S
    print(f"  slowest of all: {slowest * 1000:.1f} ms ({ratio:.2f} of the target)", flush=True)
    return slowest


def grading(seeds: int) -> None:
    """Print the time to grade a wrong answer and the frame's size and build time."""
    print("grading a wrong answer, and the widget's frame (median / max)")
    for kind in KINDS:
        checks, builds, sizes = [], [], []
        for s in range(seeds):
            session = QuizSession(kinds=[kind], seed=s, level=1 + s % 3, count=1)
            ex = session.exercise
            answer = ex.choices[0].id if ex.choices else None
            checks.append(
                timed(lambda ex=ex, a=answer: ex.check(a if a is not None else wrong(ex)))
            )
            builds.append(timed(lambda session=session: frame(session)))
            sizes.append(len(json.dumps(frame(session), ensure_ascii=False).encode()))
        print(
            f"  {kind:15} check {statistics.median(checks) * 1000:6.2f} / {max(checks) * 1000:6.1f} ms"
            f"   frame {statistics.median(builds) * 1000:5.2f} / {max(builds) * 1000:5.1f} ms,"
            f" {statistics.median(sizes) / 1000:4.1f} / {max(sizes) / 1000:4.1f} KB",
            flush=True,
        )


def wrong(ex: Exercise) -> object:
    """A readable answer of the exercise's type (right or wrong, it is graded all the same)."""
    kind = ex.answer_type
    board = ex.board()
    if kind in ("card", "cards"):
        cards = (board.get("hand") or board["row"])["cards"]
        return cards[-1] if kind == "card" else cards
    return {"seat": 0, "team": 0, "number": 0, "points": (0, 0)}[kind]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="a few seeds, for CI")
    args = parser.parse_args(argv)
    print(f"baloot_widgets quiz benchmark ({pin_one_core()}, Python {sys.version.split()[0]})")
    seeds = 10 if args.smoke else 200
    making(seeds)
    grading(seeds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
