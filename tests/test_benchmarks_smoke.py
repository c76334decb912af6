"""Every benchmark runs in its short smoke mode (figures are printed, never asserted)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = sorted(
    p
    for p in (Path(__file__).resolve().parent.parent / "benchmarks").glob("*.py")
    if not p.name.startswith("_")  # shared helpers, not benchmarks
)


@pytest.mark.parametrize("script", BENCHMARKS, ids=lambda p: p.name)
def test_benchmark_smoke_mode_runs(script: Path) -> None:
    proc = subprocess.run(
        [sys.executable, str(script), "--smoke"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.strip(), f"{script.name} printed no figures"
