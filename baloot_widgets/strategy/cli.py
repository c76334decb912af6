"""``python -m baloot_widgets.strategy``: measure every principle and write the figures
the lessons read (:data:`~.store.DATA`).

The runs, their seeds and sizes are :data:`RUNS` (the auction's principles, the play's,
the Sun double at a match score) and :data:`INFERENCE` (what calls say); ``--only`` runs
again some principles and keeps the others' figures; ``--scale`` multiplies every size
(a quick look: ``--scale 0.01 -o /tmp/measured.json``).  The whole run takes about ten
minutes on one core.

>>> RUNS[0].names[:2], RUNS[0].seed, RUNS[2].names
(('sun_sure_tricks', 'hokum_trumps'), 2101, ('sun_double',))
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..rules.errors import BalootError
from .inference import read_calls
from .measure import Measured, measure
from .odds import match_odds
from .principles import PRINCIPLES
from .store import DATA, load_results, write_results

__all__ = ["INFERENCE", "INFERENCE_SAMPLE", "RUNS", "SAMPLE_DEALS", "Run", "main"]

#: the first deals of every run whose cases the data file keeps (a test plays them again)
SAMPLE_DEALS = 12


@dataclass(frozen=True)
class Run:
    """Principles measured together on the same deals: their names, seed and size."""

    names: tuple[str, ...]
    seed: int
    deals: int


def _names(part: str, scored: bool = False) -> tuple[str, ...]:
    return tuple(
        n for n, p in PRINCIPLES.items()
        if (p.part == "auction") == (part == "auction") and (p.scores != (0, 0)) == scored
    )  # fmt: skip


#: the runs, in order: the auction's, the play's (its hands' outcomes give the match odds
#: that the Sun double at a match score needs), then the Sun double
RUNS: tuple[Run, ...] = (
    Run(_names("auction"), 2101, 3_000),
    Run(_names("play"), 2103, 2_400),
    Run(_names("auction", scored=True), 2102, 6_000),
)
#: what calls say: seed and deals
INFERENCE = Run((), 2104, 6_000)
#: the first deals of what calls say whose counts the data file keeps (a test counts them again)
INFERENCE_SAMPLE = 300


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m baloot_widgets.strategy",
        description="Measure each principle of play on duplicate deals (followed against "
        "broken) and write the figures the strategy lessons read.",
    )
    parser.add_argument("--only", default="", help="principles to measure again (a,b,...)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every run's size")
    parser.add_argument("-o", "--output", default=str(DATA), help="the data file to write")
    return parser


def _say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def _progress(total: int) -> Callable[[int], None]:
    start = time.perf_counter()
    step = max(1, total // 20)

    def tick(i: int) -> None:
        if (i + 1) % step == 0 or i + 1 == total:
            _say(f"  {i + 1}/{total} deals, {time.perf_counter() - start:.0f} s")

    return tick


def main(argv: Sequence[str] | None = None) -> int:
    """Run the measurements (see the module docstring); returns the exit status."""
    args = _parser().parse_args(argv)
    only = {n.strip() for n in args.only.split(",") if n.strip()}
    unknown = only - PRINCIPLES.keys() - {"inference"}
    if unknown:
        print(f"strategy: not a principle: {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    if args.scale <= 0:
        print("strategy: --scale must be more than 0", file=sys.stderr)
        return 2
    command = "python -m baloot_widgets.strategy" + (f" --only {args.only}" if only else "")
    measured: dict[str, Measured] = {}
    outcomes: Counter[tuple[int, int]] = Counter()
    try:
        if Path(args.output).exists():
            outcomes = load_results(str(Path(args.output).resolve())).outcomes
        for run in RUNS:
            names = [n for n in run.names if not only or n in only]
            if not names:
                continue
            deals = max(SAMPLE_DEALS, round(run.deals * args.scale))
            scored = any(PRINCIPLES[n].scores != (0, 0) for n in names)
            played = PRINCIPLES[names[0]].part != "auction"  # its baseline hands are whole
            _say(f"{', '.join(names)}: {deals} deals, seed {run.seed}")
            counted: Counter[tuple[int, int]] = Counter()
            found = measure(
                names, deals=deals, seed=run.seed, progress=_progress(deals),
                odds=match_odds(outcomes) if scored else None,
                outcomes=counted if played else None,
            )  # fmt: skip
            if played:
                outcomes = counted
            measured.update(found)
            for name, m in found.items():
                worth, se = m.worth()
                _say(f"  {name}: {worth:+.2f} ± {se:.2f} a case, {100 * m.rate():.1f}% of hands")
        extra = {}
        if not only or "inference" in only:
            deals = max(SAMPLE_DEALS, round(INFERENCE.deals * args.scale))
            _say(f"what calls say: {deals} deals, seed {INFERENCE.seed}")
            extra["inference"] = read_calls(deals, seed=INFERENCE.seed).to_json()
            sample = min(deals, INFERENCE_SAMPLE)  # the first deals again, for a test
            extra["inference_sample"] = read_calls(sample, seed=INFERENCE.seed).to_json()
        write_results(args.output, measured, sample_deals=SAMPLE_DEALS, outcomes=outcomes,
                      command=command, extra=extra)  # fmt: skip
    except BalootError as exc:
        print(f"strategy: {exc}", file=sys.stderr)
        return 2
    _say(f"wrote {args.output}")
    return 0
