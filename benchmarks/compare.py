"""Compare a benchmark before and after a change, in one run: the same benchmark script is
run alternately against the package of an earlier commit (a temporary git worktree) and
against this checkout, and every figure is printed side by side.

    python benchmarks/compare.py engine.py --base HEAD~3 --rounds 3
    python benchmarks/compare.py engine.py --base HEAD~3 -- --repeat 3
    python benchmarks/compare.py --smoke     # engine.py in smoke mode against HEAD, for CI

Alternating the two (A B A B ...) spreads the machine's noise over both.  Each printed line
of the benchmark that holds a figure ("1,234/s", "12.5 ms") is matched by its label, and
the best value of each side is shown with the ratio after/before.  Figures are printed,
never asserted.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
_FIGURE = re.compile(r"^(?P<label>[^:]+):\s+(?P<value>[\d,]+(?:\.\d+)?)\s*(?P<unit>\S*)")


def run(script: Path, source: Path, extra: list[str]) -> dict[str, tuple[float, str]]:
    """Run ``script`` with the package imported from ``source``; its figures by label."""
    env = dict(os.environ, PYTHONPATH=f"{source}{os.pathsep}{HERE}")
    out = subprocess.run(
        [sys.executable, str(script), *extra], env=env, capture_output=True, text=True, check=True
    ).stdout
    figures = {}
    for line in out.splitlines():
        m = _FIGURE.match(line.strip())
        if m:
            figures[m["label"].strip()] = (float(m["value"].replace(",", "")), m["unit"])
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("script", nargs="?", help="a benchmark in benchmarks/, e.g. engine.py")
    parser.add_argument("--base", help="the commit to compare with, e.g. HEAD~1")
    parser.add_argument("--smoke", action="store_true", help="engine.py --smoke against HEAD")
    parser.add_argument("--rounds", type=int, default=3, help="A/B rounds (default 3)")
    argv = sys.argv[1:] if argv is None else argv
    cut = argv.index("--") if "--" in argv else len(argv)
    args = parser.parse_args(argv[:cut])
    extra = argv[cut + 1 :]
    if args.smoke:
        args.script, args.base, args.rounds, extra = "engine.py", "HEAD", 1, ["--smoke"]
    if not args.script or not args.base:
        parser.error("name a benchmark and --base, e.g. engine.py --base HEAD~1")
    script = HERE / args.script
    best: dict[str, dict[str, tuple[float, str]]] = {"before": {}, "after": {}}
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "base"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(base), args.base],
            check=True,
        )
        try:
            for _ in range(max(1, args.rounds)):
                for side, source in (("before", base), ("after", ROOT)):
                    for label, (value, unit) in run(script, source, extra).items():
                        old = best[side].get(label)
                        faster = unit.endswith("/s")  # a rate: higher is better
                        if old is None or (value > old[0] if faster else value < old[0]):
                            best[side][label] = (value, unit)
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(base)])
    print(
        f"{args.script}: before = {args.base}, after = this checkout, best of {args.rounds} rounds"
    )
    for label, (after, unit) in best["after"].items():
        before = best["before"].get(label, (float("nan"), unit))[0]
        print(f"  {label:40} {before:>12,.1f} -> {after:>12,.1f} {unit:6} ({after / before:.3f}x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
