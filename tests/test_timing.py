"""The lessons' timing (issue 23: measured by a run-through, not a formula).

``baloot_widgets/teaching/timing.json`` is written by ``lessons-src/_timing.py``; these tests
check that it still describes the lessons as they are (the same ``## `` sections, in order,
for every lesson), that its minutes follow the paces of ``teaching/timing.py``, that the
Arabic lessons have the same sections (one clock for a bilingual class), that the split into
class periods behaves, and that the run-through counts what a student does.  No test asserts
how fast this machine is.
"""

from __future__ import annotations

import importlib.util
import itertools
import json
import random
import re
import sys
from pathlib import Path
from typing import Any

import committed
import pytest

from baloot_widgets.teaching.timing import (
    PACES,
    load_timing,
    minutes_of,
    split_periods,
)

ROOT = Path(__file__).resolve().parent.parent
TREE = committed.tree()  # the lessons as staged: a learner's saved notebook is not judged
LESSONS = sorted((TREE / "tutorials").glob("[0-9][0-9]_*.ipynb")) + sorted(
    (TREE / "notebooks").glob("probability_*.ipynb")
)
DATA = load_timing()
REMEASURE = "taskset -c 0 .venv/bin/python lessons-src/_timing.py"


def _headings(path: Path) -> list[str]:
    """The ``## `` headings of a notebook's markdown cells, in order."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    return re.findall(r"^## +(.*\S)\s*$", text, re.M)


def _runthrough() -> Any:
    """The run-through script as a module (registered first: it holds dataclasses)."""
    if "lessons_timing" in sys.modules:
        return sys.modules["lessons_timing"]
    spec = importlib.util.spec_from_file_location(
        "lessons_timing", ROOT / "lessons-src" / "_timing.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["lessons_timing"] = module
    spec.loader.exec_module(module)
    return module


def test_every_lesson_is_measured() -> None:
    assert len(LESSONS) == 17
    measured = list(DATA["lessons"])
    missing = [p.stem for p in LESSONS if p.stem not in measured]
    assert not missing, f"no timing for {missing}: run `{REMEASURE} {' '.join(missing)}`"
    assert measured == [p.stem for p in LESSONS], "the lessons are not in course order"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_the_timing_has_the_lesson_s_current_sections(path: Path) -> None:
    prefix = path.stem.split("_")[0] if path.stem[0].isdigit() else path.stem[:14]
    measured = [s["title"] for s in DATA["lessons"].get(path.stem, {}).get("sections", [])]
    assert measured == _headings(path), (
        f"{path.name} changed since its timing was measured: re-measure it with "
        f"`{REMEASURE} {prefix}` and commit baloot_widgets/teaching/timing.json"
    )


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_the_arabic_lesson_has_the_same_sections(path: Path) -> None:
    arabic = path.parent / "ar" / path.name
    assert arabic.is_file(), f"{path.name} has no Arabic lesson"
    english, translated = _headings(path), _headings(arabic)
    assert len(translated) == len(english), (
        f"{arabic.relative_to(TREE)} has {len(translated)} sections, the English lesson "
        f"{len(english)}: one timing cannot serve both"
    )


@pytest.mark.parametrize("stem", list(DATA["lessons"]))
def test_the_minutes_follow_the_paces(stem: str) -> None:
    lesson = DATA["lessons"][stem]
    for section in lesson["sections"]:
        shown = section["computer_seconds"] + section["animation_seconds"]
        expected = minutes_of(section["words"], section["decisions_by_kind"], shown)
        assert section["minutes"] == expected, f"{stem} §{section['number']}: re-run the timing"
        assert section["decisions"] == sum(section["decisions_by_kind"].values())
    minutes = [s["minutes"] for s in lesson["sections"]]
    assert lesson["minutes"] == round(sum(minutes), 1)
    assert lesson["periods"] == [list(p) for p in split_periods(minutes)]


def test_the_paces_written_are_the_paces_used() -> None:
    paces = DATA["paces"]["seconds_per_decision"]
    assert {k: v["seconds"] for k, v in paces.items()} == {k: p.seconds for k, p in PACES.items()}
    assert all(p.source for p in PACES.values())
    run = DATA["run"]
    assert "_timing.py" in run["command"] and run["date"] and run["machine"]


def test_the_lessons_that_play_are_counted() -> None:
    """What the run-through must see in the lessons as they are: the live tables of lesson
    03 are played (cards and calls), the fixed quizzes answered, a probability blank typed."""
    lessons = DATA["lessons"]
    first_hand = lessons["03_your_first_hand"]["sections"]
    assert first_hand[3]["decisions_by_kind"]["table"] >= 8  # eight cards at least
    assert first_hand[3]["animation_seconds"] > 0
    assert first_hand[4]["decisions_by_kind"] == {"quiz": 4}  # two quizzes of two
    typed = sum(
        s["decisions_by_kind"].get("typed", 0)
        for s in lessons["probability_01_counting_hands"]["sections"]
    )
    assert typed >= 1


# ---- the split into class periods --------------------------------------------------------


@pytest.mark.parametrize(
    ("minutes", "period", "start", "expected"),
    [
        ([10, 15, 10, 12, 20], 45, 5, ((1, 3), (4, 5))),
        ([20, 20], 45, 5, ((1, 2),)),  # exactly the 40 minutes left
        ([20, 23.1], 45, 5, ((1, 1), (2, 2))),  # over by more than the 3 allowed
        ([50, 5, 5], 45, 5, ((1, 1), (2, 3))),  # a section too long for a period: alone
        ([5, 50, 5], 45, 5, ((1, 1), (2, 2), (3, 3))),
        ([10] * 6, 60, 0, ((1, 6),)),
        ([10] * 6, 30, 10, ((1, 2), (3, 4), (5, 6))),
        ([], 45, 5, ()),
    ],
)
def test_split_periods(
    minutes: list[float], period: float, start: float, expected: tuple[tuple[int, int], ...]
) -> None:
    assert split_periods(minutes, period=period, start=start) == expected


def test_a_lesson_runs_over_a_little_rather_than_open_a_period_for_its_last_minutes() -> None:
    assert split_periods([20, 20.1]) == ((1, 2),)
    assert split_periods([30, 9.6, 0.8]) == ((1, 3),)  # a summary of 0.8 min stays
    assert split_periods([30, 9.6, 0.8], overrun=0, slack=0) == ((1, 2), (3, 3))
    assert split_periods([30, 10.3], overrun=0) == ((1, 2),)  # 0.3 over: within the slack
    assert split_periods([30, 10.6], overrun=0) == ((1, 1), (2, 2))
    assert split_periods([30, 30, 9, 2]) == ((1, 1), (2, 4))  # only the last period joins


def test_split_periods_refuses_what_cannot_be() -> None:
    with pytest.raises(ValueError, match="no time to teach"):
        split_periods([10], period=5, start=5)
    with pytest.raises(ValueError, match="negative"):
        split_periods([10, -1])


def _fewest(minutes: list[float], room: float) -> int:
    """The fewest periods of ``room`` minutes for ``minutes``, by trying every cut."""
    n = len(minutes)
    for count in range(1, n + 1):
        for cuts in itertools.combinations(range(1, n), count - 1):
            bounds = (0, *cuts, n)
            parts = [minutes[a:b] for a, b in itertools.pairwise(bounds)]
            if all(sum(p) <= room or len(p) == 1 for p in parts):
                return count
    return n


def test_split_periods_covers_every_section_in_the_fewest_periods() -> None:
    rng = random.Random(23)
    for _ in range(300):
        minutes = [round(rng.uniform(0.5, 30), 1) for _ in range(rng.randint(1, 8))]
        periods = split_periods(minutes, period=45, start=5, overrun=0, slack=0)
        numbers = [n for first, last in periods for n in range(first, last + 1)]
        assert numbers == list(range(1, len(minutes) + 1))  # each section once, in order
        for first, last in periods:
            assert first == last or sum(minutes[first - 1 : last]) <= 40
        assert len(periods) == _fewest(minutes, 40)
        joined = split_periods(minutes, period=45, start=5, overrun=3, slack=0)
        assert joined[:-1] == periods[: len(joined) - 1]  # only the last two may join
        assert len(joined) in (len(periods), len(periods) - 1)
        if len(joined) < len(periods):
            assert sum(minutes[joined[-1][0] - 1 :]) <= 43


# ---- the run-through itself ----------------------------------------------------------------


def _cell(kind: str, source: str) -> dict[str, Any]:
    cell: dict[str, Any] = {"cell_type": kind, "metadata": {}, "source": source}
    if kind == "code":
        cell.update(outputs=[], execution_count=None)
    return cell


def test_the_run_through_counts_what_a_student_does(tmp_path: Path) -> None:
    cells = [
        _cell("markdown", "# 99 · A lesson\n\nTwo words."),
        _cell("code", 'LANG = "en"\nfrom baloot_widgets.course import *'),
        _cell("markdown", "## 1. Count\n\nThree more words."),
        _cell("code", 'Quiz(kinds=["abnat"], seed=1, count=2, lang=LANG)'),
        _cell("code", 'Quiz(kinds=["abnat"], seed=None, count=3, lang=LANG)'),
        _cell("code", 'raise ValueError("on purpose")'),
        _cell("markdown", "## 2. Play"),
        _cell("code", 'print("four printed words here")'),
        _cell("code", 'Table(Game.new(seed=487, rules=RuleSet.beginner()), bots="heuristic")'),
    ]
    notebook = {"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    path = tmp_path / "99_lesson.ipynb"
    path.write_text(json.dumps(notebook), encoding="utf-8")
    timing = _runthrough()
    measured = timing.measure(path)
    count, play = measured["sections"]
    assert [count["title"], play["title"]] == ["1. Count", "2. Play"]
    assert measured["title"] == "99 · A lesson"
    assert count["decisions_by_kind"] == {"quiz": 5}  # practice without a seed counts too
    # the markdown (3 + 5 words), the error's sentence, and each exercise's sentences
    assert count["words"] > 8 + 3 + 5 * 5
    assert play["decisions_by_kind"] == {"table": 8}  # lesson 03's Sun: eight cards
    assert play["animation_seconds"] > 0
    assert play["words"] > 2 + 4  # the heading, the printed line, the table's sentences
    assert measured["minutes"] == round(count["minutes"] + play["minutes"], 1)
    again = timing.measure(path)  # seeded: the same hand, the same counts
    assert [s["words"] for s in again["sections"]] == [count["words"], play["words"]]
    assert [s["decisions"] for s in again["sections"]] == [5, 8]


def test_the_run_through_reads_a_widget_s_sentences_not_its_ids() -> None:
    timing = _runthrough()
    frame = {
        "title": "Which card wins?",
        "board": {"hand": {"cards": ["10S", "AC"]}, "caption": "Your hand"},
        "last": {"text": "Seat 1 wins the trick", "cards": [{"label": "Seat 0: ten of spades"}]},
        "feedback": {"lines": ["Right!", "The Ace is highest."], "marks": {"AC": "right"}},
        "progress": "Exercise 1 of 2",
    }
    assert sorted(timing.sentences(frame)) == [
        "Seat 1 wins the trick",
        "The Ace is highest.",
        "Which card wins?",
        "Your hand",
    ]
