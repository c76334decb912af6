"""``baloot puzzles``: mine seeded matches, print what was found and, with ``--write``,
write the set (by default the package's own ``data/puzzles.json``).

>>> import io, contextlib
>>> out = io.StringIO()
>>> with contextlib.redirect_stdout(out):
...     status = mine_command(seed=1, matches=0, workers=1, write=None)
>>> status, "positions checked: 0" in out.getvalue()
(0, True)
"""

from __future__ import annotations

import time
from collections import Counter
from pathlib import Path

from .mine import NODE_BUDGET, Haul, MineStats, mine
from .store import DATA, puzzle_set, write_set
from .table import TABLE_SHARE, TABLE_WORLDS

__all__ = ["mine_command", "report"]


def report(haul: Haul, seconds: float) -> str:
    """What mining found, as lines of text: the speed, then the puzzles by theme, level
    and kind."""
    st: MineStats = haul.stats
    rate = st.positions / st.solve_seconds if st.solve_seconds else 0.0
    lines = [
        f"hands: {st.hands}, positions checked: {st.positions} "
        f"({st.over_budget} over the budget of {NODE_BUDGET} nodes), clearly decided: {st.clear}",
        f"puzzles: {st.kept} ({st.table} at the table)",
        f"time: {seconds:.0f} s ({st.play_seconds:.0f} s playing the matches, "
        f"{st.solve_seconds:.0f} s solving: {rate:.1f} positions checked per second)",
    ]
    themes = Counter(t for p in haul.puzzles for t in p["themes"])
    lines.append("themes: " + ", ".join(f"{t} {n}" for t, n in themes.most_common()))
    levels = Counter(p["level"] for p in haul.puzzles)
    lines.append("levels: " + ", ".join(f"{k} {levels[k]}" for k in sorted(levels)))
    kinds = Counter(p["kind"] for p in haul.puzzles)
    lines.append("kinds: " + ", ".join(f"{k} {kinds[k]}" for k in sorted(kinds)))
    return "\n".join(lines)


def mine_command(seed: int, matches: int, workers: int, write: str | None) -> int:
    """Mine, print the report, write the set when asked; the exit status."""
    started = time.perf_counter()
    haul = mine(seed, matches, workers=workers)
    print(report(haul, time.perf_counter() - started))
    if write is not None:
        miner = {"seed": seed, "matches": matches, "node_budget": NODE_BUDGET,
                 "table_worlds": TABLE_WORLDS, "table_share": TABLE_SHARE}  # fmt: skip
        path = write_set(
            Path(write) if write else DATA, puzzle_set(miner, haul.hands, haul.puzzles)
        )
        print(f"wrote {path}")
    return 0
