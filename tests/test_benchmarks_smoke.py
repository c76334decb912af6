"""Every benchmark runs in its short smoke mode (figures are printed, never asserted).

A benchmark pins itself to one core (``benchmarks/_common.pin_one_core``: core 0 when it
may).  Under ``pytest -n 2`` both workers would then run their benchmarks on core 0 while
the other core idles, so each smoke run is started on the core of its worker's number
(``gw0`` core 0, ``gw1`` core 1, ...): the benchmark keeps to that one core.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = sorted(
    p
    for p in (Path(__file__).resolve().parent.parent / "benchmarks").glob("*.py")
    if not p.name.startswith("_")  # shared helpers, not benchmarks
)


def worker_core() -> set[int] | None:
    """The one core for this xdist worker's benchmarks (None: leave the choice to the
    benchmark, as without xdist or without ``sched_setaffinity``).

    >>> core = worker_core()
    >>> core is None or len(core) == 1
    True
    """
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    if not worker.startswith("gw") or not hasattr(os, "sched_getaffinity"):
        return None
    allowed = sorted(os.sched_getaffinity(0))
    return {allowed[int(worker[2:]) % len(allowed)]}


@pytest.mark.parametrize("script", BENCHMARKS, ids=lambda p: p.name)
def test_benchmark_smoke_mode_runs(script: Path) -> None:
    core = worker_core()
    proc = subprocess.run(
        [sys.executable, str(script), "--smoke"],
        capture_output=True,
        text=True,
        timeout=300,
        preexec_fn=None if core is None else lambda: os.sched_setaffinity(0, core),
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.strip(), f"{script.name} printed no figures"
