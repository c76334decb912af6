"""What every benchmark shares: pinning to one core.  Benchmarks run as scripts
(``python benchmarks/engine.py``), so they import this module by its bare name."""

from __future__ import annotations

import os


def pin_one_core() -> str:
    """Pin this process to one core (core 0 when allowed) where the OS supports it, and say
    which, for the printed header."""
    if hasattr(os, "sched_setaffinity"):
        allowed = os.sched_getaffinity(0)
        core = 0 if 0 in allowed else min(allowed)
        os.sched_setaffinity(0, {core})
        return f"pinned to core {core}"
    return "not pinned (no sched_setaffinity)"
