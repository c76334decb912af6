"""Engine speed: random play-phase playouts on masks, and complete random hands through
the public API (bidding, doubling, projects and scoring), pinned to one core.

    python benchmarks/engine.py            # the full measurement (about 10 s)
    python benchmarks/engine.py --smoke    # a few hundred hands, for CI

Each figure is the best of ``--repeat`` runs (5 by default; 1 in smoke mode), as timeit
does: a shared machine only ever makes a run slower.  Targets (issue 2): >= 40,000
playouts/s and >= 5,000 complete hands/s.  Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from _common import pin_one_core

from baloot_widgets.rules.deal import deal_all
from baloot_widgets.rules.engine import apply, legal_actions, new_hand
from baloot_widgets.rules.play import play_flags, random_playout
from baloot_widgets.rules.ruleset import RuleSet


def playouts_per_second(n: int) -> float:
    """Random legal playouts of whole deals on masks (Sun and each trump, alternating)."""
    rng = random.Random(1)
    deals = [deal_all(rng) for _ in range(n)]
    flags = play_flags(RuleSet())
    pick = random.Random(2).random
    start = time.perf_counter()
    for i, hands in enumerate(deals):
        random_playout(hands, 1, (i % 5) - 1, False, flags, pick)
    return n / (time.perf_counter() - start)


def hands_per_second(n: int, rules: RuleSet) -> float:
    """Complete random hands through new_hand / legal_actions / apply, scoring included."""
    pick = random.Random(3).random  # cheaper than rng.choice: the harness, not the engine
    start = time.perf_counter()
    for i in range(n):
        state = new_hand(seed=i, dealer=i & 3, rules=rules)
        while not state.is_over:
            actions = legal_actions(state)
            state = apply(state, actions[int(pick() * len(actions))])
    return n / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="tiny run for CI")
    parser.add_argument("--repeat", type=int, default=5, help="runs per figure; the best counts")
    args = parser.parse_args(argv)
    scale, repeat = (1, 1) if args.smoke else (40, max(1, args.repeat))
    print(f"baloot_widgets engine benchmark ({pin_one_core()}, Python {sys.version.split()[0]}, "
          f"best of {repeat})")  # fmt: skip
    playouts = max(playouts_per_second(500 * scale) for _ in range(repeat))
    print(f"random play-phase playouts on masks: {playouts:,.0f}/s  (target >= 40,000/s)")
    hands = max(hands_per_second(100 * scale, RuleSet()) for _ in range(repeat))
    print(f"complete random hands, public API:   {hands:,.0f}/s  (target >= 5,000/s)")
    loose = max(hands_per_second(50 * scale, RuleSet(strict_legality=False)) for _ in range(repeat))
    print(f"  same, non-strict mode (Qayd):      {loose:,.0f}/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
