"""Double-dummy solver speed: exact solves of seeded deals and endings, pinned to one core.

    python benchmarks/solver.py            # the full measurement (seconds to a minute)
    python benchmarks/solver.py --smoke    # a few endings, for CI (a few seconds)

Each position is solved from scratch (a new transposition table) with the public
``solve``; the legal-move caches are shared by every solve of a contract, as they are for
a bot, so only the first positions pay for filling them.  Every solve is timed with
``time.perf_counter`` (wall clock, the figure the targets are about) and
``time.process_time`` (CPU: steadier on a shared machine).  Full deals are dealt with
``deal_all``; the endings come from playing the first tricks of a deal with seeded random
legal cards.  Contracts cycle through Sun and Hokum in each suit.

Then positions of **match hands** (issue 19: the solver's tail is there, not in random
deals): the start of every trick of hands of matches played by four heuristic bots, hand
12 of ``Match(seed=123)`` first, each solved from scratch; median, p95 and max by tricks
left, and the named hand's first trick.

Targets (issue 4): full deal median <= 1.5 s and max <= 10 s; 6 / 5 / 4 tricks left
medians <= 50 / 8 / 2 ms.  Figures are printed, never asserted: machines are noisy.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from _common import NAMED, match_hands, named_hand, pin_one_core

from baloot_widgets import Game
from baloot_widgets.rules.actions import Play
from baloot_widgets.rules.deal import deal_all
from baloot_widgets.rules.play import legal_in_trick, play_flags, trick_winner_index
from baloot_widgets.rules.ruleset import RuleSet
from baloot_widgets.solver import solve

FLAGS = play_flags(RuleSet())
#: tricks left -> (median target, max target or None), in seconds
TARGETS = {8: (1.5, 10.0), 6: (0.050, None), 5: (0.008, None), 4: (0.002, None)}


def ending(seed: int, tricks_left: int, t: int) -> tuple[list[int], int]:
    """A seeded deal with ``8 - tricks_left`` tricks played by random legal cards."""
    rng = random.Random(seed)
    hands = list(deal_all(rng))
    leader = rng.randrange(4)
    for _ in range(8 - tricks_left):
        cards: list[int] = []
        for k in range(4):
            seat = (leader + k) & 3
            m, _ = legal_in_trick(hands[seat], cards, t, False, FLAGS)
            c = rng.choice([c for c in range(32) if m >> c & 1])
            hands[seat] ^= 1 << c
            cards.append(c)
        leader = (leader + trick_winner_index(cards, t)) & 3
    return hands, leader


def measure(tricks_left: int, count: int, first_seed: int) -> dict[str, list[float]]:
    """Solve ``count`` positions; their wall-clock and CPU seconds and node counts."""
    out: dict[str, list[float]] = {"wall": [], "cpu": [], "nodes": []}
    for i in range(count):
        t = i % 5 - 1  # Sun, then Hokum in each suit
        hands, leader = ending(first_seed + i, tricks_left, t)
        wall, cpu = time.perf_counter(), time.process_time()
        result = solve(hands, leader, t)
        out["cpu"].append(time.process_time() - cpu)
        out["wall"].append(time.perf_counter() - wall)
        out["nodes"].append(result.nodes)
        assert result.exact
    return out


def report(tricks_left: int, figures: dict[str, list[float]]) -> None:
    goal_median, goal_max = TARGETS[tricks_left]
    print(f"{tricks_left} tricks left, {len(figures['wall'])} positions", flush=True)
    for clock in ("wall", "cpu"):
        times = figures[clock]
        median, worst = statistics.median(times), max(times)
        line = (
            f"  {clock:4} median {median * 1000:8.2f} ms (target {goal_median * 1000:g} ms,"
            f" ratio {median / goal_median:.2f}), max {worst * 1000:8.1f} ms"
        )
        met = median <= goal_median
        if goal_max is not None:
            line += f" (target {goal_max * 1000:g} ms, ratio {worst / goal_max:.2f})"
            met = met and worst <= goal_max
        print(f"{line}: {'met' if met else 'NOT met'}", flush=True)
    print(f"  nodes median {statistics.median(figures['nodes']):,.0f}", flush=True)


def trick_starts(game: Game) -> list[tuple[int, list[int], int, int, bool, int]]:
    """The start of every trick of a played hand: (tricks left, hands, leader, trump
    index, closed, flags)."""
    final = game.state
    c = final.contract
    assert c is not None
    flags = play_flags(final.rules)
    out = []
    for i, action in enumerate(game.history):
        before = game.states[i]
        if isinstance(action, Play) and before.contract is not None and not before.trick:
            hands = list(before.hands)
            out.append(
                (8 - len(before.tricks), hands, before.leader, c.trump_index, c.closed, flags)
            )
    return out


def tail(values: list[float], unit: float = 1000.0) -> str:
    """median, p95 and max (times in ms by default)."""
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    med = statistics.median(ordered)
    return f"median {med * unit:,.1f}, p95 {p95 * unit:,.1f}, max {ordered[-1] * unit:,.1f}"


def match_positions(hand_count: int, most_left: int = 8) -> None:
    """Solve the trick starts of ``hand_count`` heuristic match hands (the named one
    first), those with at most ``most_left`` tricks left."""
    games = [named_hand()]
    source = match_hands("heuristic", NAMED[0] + 1)
    games += [next(source)[1] for _ in range(hand_count - 1)]
    figures: dict[int, dict[str, list[float]]] = {}
    for n, game in enumerate(games):
        for left, hands, leader, t, closed, flags in trick_starts(game):
            if left > most_left:
                continue
            wall, cpu = time.perf_counter(), time.process_time()
            result = solve(hands, leader, t, closed, flags)
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
            f = figures.setdefault(left, {"wall": [], "cpu": [], "nodes": []})
            f["wall"].append(wall)
            f["cpu"].append(cpu)
            f["nodes"].append(result.nodes)
            if n == 0 and left == 8:
                print(
                    f"hand {NAMED[1]} of Match(seed={NAMED[0]}), first trick: {wall:.3f} s wall,"
                    f" {cpu:.3f} s cpu, {result.nodes:,} nodes",
                    flush=True,
                )
    print(f"match hands ({len(games)}, heuristic bots), trick starts solved from scratch:")
    for left in sorted(figures, reverse=True):
        f = figures[left]
        print(
            f"  {left} tricks left ({len(f['wall'])}): wall ms {tail(f['wall'])}; cpu ms"
            f" {tail(f['cpu'])}; nodes {tail(f['nodes'], 1.0)}",
            flush=True,
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="tiny run for CI")
    args = parser.parse_args(argv)
    print(f"baloot_widgets solver benchmark ({pin_one_core()}, Python {sys.version.split()[0]})")
    plan = [(4, 10), (5, 5), (6, 2)] if args.smoke else [(4, 200), (5, 100), (6, 50), (8, 25)]
    for tricks_left, count in plan:
        report(tricks_left, measure(tricks_left, count, first_seed=1000 * tricks_left))
    if args.smoke:  # the same path, endings only
        match_positions(1, most_left=4)
    else:
        match_positions(40)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
