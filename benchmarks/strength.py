"""Bot strength on duplicate deals, and the expert's thinking time.

    python benchmarks/strength.py                      # >= 2,000 duplicate deals per pairing
    python benchmarks/strength.py --smoke              # a few seconds, for CI
    python benchmarks/strength.py --markdown docs/strength.md

1. heuristic against random, and the expert against the heuristic, on duplicate match
   pairs (each match played twice with the teams swapped, every hand dealt from the same
   seed), until at least ``--deals`` duplicate deals: the mean game-point margin per hand
   ± its standard error, and the match win rate.  The pairs run on ``--workers``
   processes.  The expert is the default one unless ``--expert`` says otherwise
   (``--expert expert:worlds=8``).
2. the expert's move time with its default settings, pinned to one core, over the card
   decisions of a few hands against the heuristic; and the hint's time from trick 3 on,
   with hidden hands (the expert) and in teacher mode (the solver).

Targets (issue 4): heuristic beats random by >= 5 SE, expert beats heuristic by >= 3 SE,
expert move median <= 1 s, hint from trick 3 on <= 0.5 s.  Figures are printed, never
asserted: machines are noisy.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from _common import pin_one_core

from baloot_widgets.bots import ExpertBot, HeuristicBot, hint, make_bot
from baloot_widgets.play.game import Match
from baloot_widgets.play.view import view
from baloot_widgets.rules.actions import Play
from baloot_widgets.rules.engine import legal_actions
from baloot_widgets.stats.tournament import TournamentResult, tournament


def strength(a: str, b: str, deals: int, workers: int, games: int) -> TournamentResult:
    """A duplicate tournament of ``a`` against ``b`` with at least ``deals`` deals."""
    start = time.perf_counter()
    result = tournament(a, b, games=games, min_deals=deals, workers=workers)
    minutes = (time.perf_counter() - start) / 60
    z = result.mean / result.se if result.se else float("nan")
    print(result.summary())
    print(f"  = {z:+.1f} standard errors; {minutes:.1f} min; "
          f"{1000 * result.move_seconds(0):.1f} ms per action of {a}")  # fmt: skip
    return result


def move_times(
    hands: int, smoke: bool
) -> tuple[list[float], list[float], list[float], list[float]]:
    """Seconds per card decision of the default expert (seats 1 and 3, against the
    heuristic): all of them, and those with a choice of cards; and of hints from trick 3
    on: hidden hands, teacher mode."""
    expert_times: list[float] = []
    choice_times: list[float] = []
    hint_times: list[float] = []
    teacher_times: list[float] = []
    expert_kw = {"worlds": 2, "rollout_worlds": 2, "solver_tricks": 3} if smoke else {}
    for seed in range(hands):
        match = Match(seed=1000 + seed, dealer=seed % 4)
        bots = {s: ExpertBot(seed=s, **expert_kw) if s & 1 else HeuristicBot(seed=s)
                for s in range(4)}  # fmt: skip
        first = len(match.finished)
        while not match.is_over and len(match.finished) == first:
            state = match.state
            seat = state.to_move
            assert seat is not None
            legal = [a for a in legal_actions(state) if a.seat == seat]
            v = view(state, seat, reasons=False)
            timed = seat & 1 and state.phase.value == "play"
            if timed and len(state.tricks) >= 2 and not smoke:
                t0 = time.perf_counter()
                hint(v)
                hint_times.append(time.perf_counter() - t0)
                t0 = time.perf_counter()
                hint(view(state, seat, reveal=True, reasons=False))
                teacher_times.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            action = bots[seat].choose(v, legal)
            if timed:
                expert_times.append(time.perf_counter() - t0)
                if sum(isinstance(a, Play) and not a.akka for a in legal) > 1:
                    choice_times.append(expert_times[-1])
            match.act(action)
    return expert_times, choice_times, hint_times, teacher_times


def _fmt(times: list[float]) -> str:
    if not times:
        return "n/a"
    times = sorted(times)
    p90 = times[int(0.9 * (len(times) - 1))]
    return (f"median {1000 * statistics.median(times):.0f} ms, p90 {1000 * p90:.0f} ms, "
            f"max {1000 * times[-1]:.0f} ms over {len(times)}")  # fmt: skip


def markdown(
    rows: list[tuple[str, TournamentResult]], timing: dict[str, str], expert: str, command: str
) -> str:
    """The results as a small Markdown page (docs/strength.md)."""
    lines = [
        "# Bot strength",
        "",
        "Measured by `benchmarks/strength.py`: duplicate match pairs (each match played twice "
        "with the teams swapped; hand *k* of both matches is dealt from the same seed), "
        "game points per hand, standard errors over the pairs.",
        "",
        "| Pairing | Duplicate deals | Margin (GP per hand) | Standard errors | Match wins |",
        "|---|---:|---:|---:|---:|",
    ]
    for name, r in rows:
        lines.append(
            f"| {name} | {r.deals:,.0f} | {r.mean:+.2f} ± {r.se:.2f} | {r.mean / r.se:+.1f} "
            f"| {100 * r.win_rate:.1f}% ± {100 * r.win_se:.1f}% |"
        )
    lines += [
        "",
        f"Command: `{command}`.  The expert of the strength run is `{expert}`, that is "
        f"`{make_bot(expert, 0)!r}`; the timings below are those of the default "
        f"`{ExpertBot()!r}` and of `hint` (12 worlds).",
        "",
        "Thinking time, one core:",
        "",
    ]
    lines += [f"- {k}: {v}" for k, v in timing.items()]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="a few seconds, for CI")
    parser.add_argument("--deals", type=int, default=2000, help="duplicate deals per pairing")
    parser.add_argument("--workers", type=int, default=2, help="processes for the tournaments")
    parser.add_argument("--expert", default="expert", help="the expert of the strength run")
    parser.add_argument("--timing-hands", type=int, default=30, help="hands for the timings")
    parser.add_argument("--markdown", type=Path, help="write the results table to this file")
    args = parser.parse_args(argv)
    deals, workers, expert = args.deals, args.workers, args.expert
    games = 20
    if args.smoke:
        deals, workers, games = 1, 0, 1
        expert = "expert:worlds=2,rollout_worlds=2,solver_tricks=3"
    print(f"baloot_widgets strength benchmark (Python {sys.version.split()[0]})")
    rows = [
        ("heuristic vs random", strength("heuristic", "random", deals, workers, games)),
        ("expert vs heuristic", strength(expert, "heuristic", deals, workers, games)),
    ]
    print(f"expert and hint thinking time ({pin_one_core()}):")
    expert_times, choice_times, hint_times, teacher_times = move_times(
        1 if args.smoke else args.timing_hands, args.smoke
    )
    timing = {
        "expert move, every card decision (target median <= 1 s)": _fmt(expert_times),
        "expert move, decisions with two legal cards or more": _fmt(choice_times),
        "hint from trick 3 on, hidden hands (target <= 0.5 s)": _fmt(hint_times),
        "hint from trick 3 on, teacher mode (target <= 0.5 s)": _fmt(teacher_times),
    }
    for key, value in timing.items():
        print(f"  {key}: {value}")
    if args.markdown:
        command = " ".join(["python", "benchmarks/strength.py", *(argv or sys.argv[1:])])
        args.markdown.write_text(markdown(rows, timing, expert, command), encoding="utf-8")
        print(f"wrote {args.markdown}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
