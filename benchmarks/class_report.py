"""The class report's cost, pinned to one core, for a class of 25 over a whole term: each
student answered 30 exercises in each of 14 lessons (one results file per lesson, as the
recording widgets write them) and handed in "Download my results" (every line again), so
the report reads 375 files and 21,000 lines, 10,500 of them counted once.

    python benchmarks/class_report.py            # the class of 25, 9 runs
    python benchmarks/class_report.py --smoke    # 3 students, 2 lessons, for CI

Printed for each step (reading and computing the summary, the view in words, the HTML page,
the CSV, the widget's frame as JSON) over the runs: the median, the 95th percentile and the
largest time (``time.perf_counter``, wall clock), and the sizes of the page and the frame.
Figures are printed, never asserted: the machines are noisy.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from _common import pin_one_core

from baloot_widgets.classroom import class_summary, report_csv, report_page, report_view
from baloot_widgets.records.results import Attempt
from baloot_widgets.widgets.class_report_frames import frame

SKILLS = [("quiz", k) for k in ("abnat", "trick_winner", "legal_cards", "score", "calls")]
SKILLS += [("puzzle", t) for t in ("akka", "draw_trumps", "feed_partner")]
REASONS = ("quiz.rule_void_partner", "card.follow", "card.void_trump", "quiz.legal_missed")


def write_term(folder: Path, students: int, lessons: int, per_lesson: int, seed: int = 1) -> int:
    """Write the class's files; returns how many lines were written."""
    rng = random.Random(seed)
    lines = 0
    for s in range(students):
        name = f"Student {s:02d}" if s % 2 else f"طالب {s:02d}"
        handed: list[str] = []
        for lesson in range(lessons):
            rows = []
            for i in range(per_lesson):
                source, skill = rng.choice(SKILLS)
                ok = rng.random() < 0.5 + 0.02 * s
                attempt = Attempt(
                    learner=name, class_code="10B", source=source, skill=skill,  # type: ignore[arg-type]
                    correct=ok, answer="K♠", solution="7♦", seconds=round(rng.uniform(5, 60), 1),
                    at=f"2026-{9 + lesson // 5:02d}-{1 + lesson % 5 * 5:02d}T10:{i % 60:02d}:{s % 60:02d}Z",
                    lesson=f"{lesson + 1:02d}", reasons=() if ok else ("you must follow ♦",),
                    reason_keys=() if ok else (rng.choice(REASONS),), detail={"seed": i, "level": 2},
                )  # fmt: skip
                rows.append(attempt.line())
            (folder / f"{s:02d}-{lesson:02d}.jsonl").write_text("".join(rows), encoding="utf-8")
            handed += rows
            lines += len(rows)
        (folder / f"baloot-results-10B-{s:02d}.jsonl").write_text("".join(handed), encoding="utf-8")
        lines += len(handed)
    return lines


def tail(label: str, times: list[float]) -> None:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    print(
        f"{label:<28} median {statistics.median(ordered) * 1000:8.1f} ms   "
        f"p95 {p95 * 1000:8.1f} ms   max {ordered[-1] * 1000:8.1f} ms"
    )


def timed(call: Callable[[], object]) -> tuple[float, object]:
    start = time.perf_counter()
    out = call()
    return time.perf_counter() - start, out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--smoke", action="store_true", help="a small class, for CI")
    args = parser.parse_args()
    print(f"class report benchmark ({pin_one_core()})")
    students, lessons, runs = (3, 2, 2) if args.smoke else (25, 14, 9)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        lines = write_term(folder, students, lessons, 30)
        print(f"{students} students, {lessons} lessons: {lines:,} lines in "
              f"{len(list(folder.glob('*.jsonl')))} files")  # fmt: skip
        steps: dict[str, list[float]] = {}
        for _ in range(runs):
            took, summary = timed(lambda: class_summary(folder))
            steps.setdefault("read and summarize", []).append(took)
            for lang in ("en", "ar"):
                took, view = timed(lambda: report_view(summary, lang))  # type: ignore[arg-type]  # noqa: B023
                steps.setdefault("view in words", []).append(took)
                took, page = timed(lambda: report_page(view))  # type: ignore[arg-type]  # noqa: B023
                steps.setdefault("HTML page", []).append(took)
                took, _ = timed(lambda: report_csv(view))  # type: ignore[arg-type]  # noqa: B023
                steps.setdefault("CSV", []).append(took)
                took, sent = timed(lambda: json.dumps(frame(summary, lang, 1)))  # type: ignore[arg-type]  # noqa: B023
                steps.setdefault("widget frame as JSON", []).append(took)
        for label, times in steps.items():
            tail(label, times)
        print(f"counted {summary.attempts:,} attempts once ({summary.repeated:,} repeated lines); "  # type: ignore[attr-defined]
              f"page {len(page):,} characters, frame {len(sent):,} characters")  # type: ignore[arg-type]  # fmt: skip


if __name__ == "__main__":
    main()
