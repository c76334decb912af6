"""The puzzles' cost, pinned to one core: mining (positions checked per second, with the
tail of the time one position takes) and the Puzzles widget's answer (target: under
100 ms from the click's intent to the new frame, JSON included).

    python benchmarks/puzzles.py            # 1 match mined; every shipped puzzle answered
    python benchmarks/puzzles.py --smoke    # 1 hand mined; 12 puzzles answered, for CI

Mining plays a seeded match of the heuristic and expert bots (the miner's own code
path, :func:`baloot_widgets.puzzles.mine.mine_match`) and reports the time spent
solving apart from the time spent playing.  Answering times the widget's answer intent
for a best card and for the closest wrong card of each puzzle, each puzzle cold (the
feedback, the lines trick by trick, the frame and its JSON), by the wall clock and by the
process's CPU time.  Figures are printed, never asserted: the machines are
noisy.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from _common import pin_one_core

from baloot_widgets.puzzles import Puzzle, load_puzzles
from baloot_widgets.puzzles.mine import mine_match
from baloot_widgets.widgets import Puzzles

TARGET_S = 0.100


def tail(times: list[float]) -> str:
    """Median, p95 and max of some seconds, in milliseconds."""
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return (
        f"median {statistics.median(ordered) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, "
        f"max {ordered[-1] * 1000:.1f} ms"
    )


def mining(hands: int | None) -> None:
    """Mine match 0 of seed 1 (its first ``hands`` hands) and print the figures."""
    started = time.perf_counter()
    haul = mine_match(1, 0, hands=hands)
    wall = time.perf_counter() - started
    st = haul.stats
    rate = st.positions / st.solve_seconds if st.solve_seconds else 0.0
    print(f"mining: {st.hands} hands, {st.positions} positions checked in {wall:.1f} s")
    print(f"  playing the match: {st.play_seconds:.1f} s; solving: {st.solve_seconds:.1f} s")
    print(f"  positions checked per second (solving): {rate:.1f}")
    print(f"  one position: {tail(st.position_seconds)}")
    print(f"  over the node budget: {st.over_budget}; kept: {st.kept} ({st.table} at the table)")


def wrong_card(p: Puzzle) -> str:
    """The closest wrong card of a puzzle."""
    return min((c for c in p.legal if c not in p.solution), key=lambda c: (p.loss(c), c)).code


def cold(p: Puzzle) -> Puzzle:
    """The same puzzle with nothing computed yet (as a learner's first click finds it)."""
    return type(p)(p.id, p.kind, p.level, p.rating, p.margin, p.themes, p.record, p.hand)


def answering(puzzles: list[Puzzle]) -> None:
    """Time the widget's answer to a best and to a wrong card of each puzzle, from the
    click's intent to the new frame (the puzzle cold, the widget already shown): the wall
    clock, and the process's own CPU time (the machine is shared: the wall clock also
    counts the time other programs held the core)."""
    wall: dict[str, list[float]] = {"best": [], "wrong": []}
    cpu: dict[str, list[float]] = {"best": [], "wrong": []}
    sizes: list[int] = []
    for p in puzzles:
        for which, card in (("best", sorted(p.solution)[0].code), ("wrong", wrong_card(p))):
            widget = Puzzles(puzzles=[cold(p)], ratings=None)
            start, used = time.perf_counter(), time.process_time()
            widget.send_intent({"type": "answer", "value": card})
            sizes.append(len(json.dumps(widget.frame, ensure_ascii=False)))
            wall[which].append(time.perf_counter() - start)
            cpu[which].append(time.process_time() - used)
            widget.close()  # a notebook shows a few widgets, not thousands kept alive
    print(f"answering ({len(puzzles)} puzzles; target < {TARGET_S * 1000:g} ms)")
    for which in ("best", "wrong"):
        print(f"  a {which} card, wall clock: {tail(wall[which])}")
        print(f"  a {which} card, CPU time:   {tail(cpu[which])}")
    slowest = max(cpu["best"] + cpu["wrong"])
    print(f"  slowest (CPU): {slowest * 1000:.1f} ms ({slowest / TARGET_S:.2f} of the target)")
    print(f"  frame after the answer: {statistics.median(sizes) / 1000:.1f} kB median, "
          f"{max(sizes) / 1000:.1f} kB max")  # fmt: skip


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--smoke", action="store_true", help="a short run for CI")
    args = parser.parse_args(argv)
    print(f"puzzles benchmark ({pin_one_core()})")
    mining(1 if args.smoke else None)
    every = load_puzzles()
    answering(every[:: max(1, len(every) // 12)][:12] if args.smoke else list(every))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
