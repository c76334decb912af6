"""The table widget's cost on the Python side, pinned to one core: the size of one synced
view (target < 8 KB) and the time the kernel takes to answer a click (the intent, the
bots' answers with their events, the new view and score sheet) with random bots, whose
thinking takes microseconds.

    python benchmarks/widget.py            # a whole match (at most 20 hands)
    python benchmarks/widget.py --smoke    # two hands, for CI

The browser side (click -> updated view on screen) is measured by
tests/browser/test_table.py, which prints its figures.  Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

from _common import pin_one_core

from baloot_widgets import Match, Table


def measure(hands: int, seed: int = 1) -> tuple[list[int], list[int], list[float]]:
    """Play ``hands`` hands by intents; returns view sizes, score sheet sizes, answer times."""
    table = Table(Match(seed=seed), you=0, pace=0)
    rng = random.Random(seed)
    views, sheets, times = [], [], []
    while table.match is not None and len(table.match.finished) < hands:
        v = table.view
        views.append(len(json.dumps(v, ensure_ascii=False).encode()))
        sheets.append(len(json.dumps(table.sheet, ensure_ascii=False).encode()))
        if table.match.is_over:
            break
        intent = (
            {"type": "next"}
            if v["ui"]["next"]
            else {"type": "act", "action": rng.choice(v["legal"])}
        )
        start = time.perf_counter()
        table._handle_msg(
            {"content": {"data": {"method": "custom", "content": intent}}, "buffers": []}
        )
        times.append((time.perf_counter() - start) * 1000)
    return views, sheets, times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="a short run for CI")
    args = parser.parse_args(argv)
    print(f"widget benchmark ({pin_one_core()}, Python {sys.version.split()[0]})")
    views, sheets, times = measure(2 if args.smoke else 20)
    print(
        f"one synced view: median {statistics.median(views)} bytes, max {max(views)} bytes "
        f"(target < 8192) over {len(views)} views"
    )
    print(f"score sheet trait: max {max(sheets)} bytes (synced only when a hand ends)")
    times.sort()
    print(
        f"kernel answer to a click (intent + bots + events + view): median "
        f"{statistics.median(times):.2f} ms, p90 {times[int(0.9 * (len(times) - 1))]:.2f} ms, "
        f"max {times[-1]:.2f} ms over {len(times)} intents"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
