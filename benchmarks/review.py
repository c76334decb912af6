"""Hand review speed: reviewing whole hands (every card valued exactly), pinned to one core.

    python benchmarks/review.py            # 30 seeded hands (about a minute)
    python benchmarks/review.py --smoke    # 3 hands, for CI (seconds)

The hands are seeded deals played to the end by the heuristic bot in every seat (hands
where everybody passed have no card to value and are skipped).  Each is reviewed three
ways, every one timed with ``time.perf_counter`` (wall) and ``time.process_time`` (CPU):

* ``review``: the whole :func:`baloot_widgets.review.review`: every card's exact values,
  the perfect lines behind the sentences of the costly cards, the expert's view of the
  calls and perfect play from the first card;
* ``cards, one table``: only the exact values of every card's position, with the one
  solver (one transposition table) the review keeps for a whole hand;
* ``cards, a table each``: the same values with a new solver at every position, to show
  what sharing the table saves.

Then the on-demand estimate of what a player could see (16 deals) is timed for every card
of the first hands.  Target (issue 13): a whole hand in under 2 s median on one core.
Figures are printed, never asserted: machines are noisy.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable

from _common import pin_one_core

from baloot_widgets import Game
from baloot_widgets.bots import HeuristicBot
from baloot_widgets.review import review
from baloot_widgets.review.exact import Walk
from baloot_widgets.rules.actions import Play
from baloot_widgets.rules.state import HandState, Phase

TARGET = 2.0  # seconds, median of a whole hand


def hands(count: int) -> list[Game]:
    """``count`` seeded hands with a card play, played by heuristic bots."""
    out: list[Game] = []
    seed = 0
    while len(out) < count:
        game = Game.new(seed=seed, dealer=seed % 4)
        game.play_bots({s: HeuristicBot(seed=s) for s in range(4)})
        if game.state.contract is not None:
            out.append(game)
        seed += 1
    return out


def positions(game: Game) -> list[HandState]:
    """The state before each card of the hand."""
    states = game.states
    return [
        states[i]
        for i, a in enumerate(game.history)
        if isinstance(a, Play) and states[i].phase is Phase.PLAY
    ]


def shared_table(game: Game) -> None:
    walk = Walk.of(game.state)
    for state in positions(game):
        walk.values(state)


def table_each(game: Game) -> None:
    for state in positions(game):
        Walk.of(state).values(state)


def timed(work: Callable[[], object]) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    work()
    return time.perf_counter() - wall, time.process_time() - cpu


def report(label: str, wall: list[float], cpu: list[float], *, target: bool = False) -> None:
    median = statistics.median(wall)
    line = f"{label}: {median * 1000:,.1f} ms median wall"
    line += f" (cpu {statistics.median(cpu) * 1000:,.1f} ms, max {max(wall) * 1000:,.0f} ms)"
    if target:
        line += f", target {TARGET * 1000:g} ms: {'met' if median <= TARGET else 'NOT met'}"
    print(line, flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="tiny run for CI")
    args = parser.parse_args(argv)
    print(f"baloot_widgets review benchmark ({pin_one_core()}, Python {sys.version.split()[0]})")
    games = hands(3 if args.smoke else 30)
    cards = sum(len(positions(g)) for g in games)
    print(f"{len(games)} hands, {cards} cards valued", flush=True)
    ways: dict[str, Callable[[Game], object]] = {
        "review": review,
        "cards, one table": shared_table,
        "cards, a table each": table_each,
    }
    figures: dict[str, tuple[list[float], list[float]]] = {w: ([], []) for w in ways}
    for game in games:
        for name, work in ways.items():
            wall, cpu = timed(lambda w=work, g=game: w(g))  # type: ignore[misc]
            figures[name][0].append(wall)
            figures[name][1].append(cpu)
    for name in ways:
        report(name, *figures[name], target=name == "review")
    one, each = (
        statistics.median(figures[w][0]) for w in ("cards, one table", "cards, a table each")
    )
    print(f"one table / a table each: {one / each:.2f} x", flush=True)
    wall_e: list[float] = []
    cpu_e: list[float] = []
    for game in games[: 1 if args.smoke else 5]:
        r = review(game)
        for m in r.moves:
            if m.is_card and m.values:
                wall, cpu = timed(lambda m=m, r=r: r.estimate(m))  # type: ignore[misc]
                wall_e.append(wall)
                cpu_e.append(cpu)
    report(f"estimate of one card ({len(wall_e)} cards)", wall_e, cpu_e)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
