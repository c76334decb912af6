"""How long each lesson takes, section by section: measured by a run-through, not guessed.

``lessons-src/_timing.py`` runs every lesson as a student does (its code cells in order;
each Quiz and puzzle answered, each live table played to the end of a hand with the bots'
own choice for the student's seat, seeded) and writes ``timing.json`` beside this module:
per lesson, per section (a ``## `` heading), the words a student reads (the markdown and
the sentences the widgets show), the decisions the student makes (by kind) and the seconds
the computer takes (running the cells, the bots' moves, the reviews, the table's
animation).  This module holds what turns those counts into minutes (:data:`PACES`, the
one place the paces live) and what splits a lesson into class periods
(:func:`split_periods`); both are pure, so a teacher's guide can read the data and plan
without running anything.

>>> minutes_of(words=276, decisions={"quiz": 2}, computer_seconds=6.0)
3.9
>>> split_periods([10, 15, 10, 12, 20])
((1, 3), (4, 5))
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

__all__ = [
    "FIT_SLACK",
    "OVERRUN_MINUTES",
    "PACES",
    "PERIOD_MINUTES",
    "READING_WPM",
    "START_MINUTES",
    "TIMING_FILE",
    "WARMUP_MINUTES",
    "Agenda",
    "Pace",
    "Slot",
    "agenda",
    "lesson_periods",
    "load_timing",
    "minutes_of",
    "split_periods",
]

#: where the run-through writes its measurements (``lessons-src/_timing.py``)
TIMING_FILE = Path(__file__).with_name("timing.json")

#: words a student reads in a minute. IReST (Trauzettel-Klosinski & Dietz, Invest.
#: Ophthalmol. Vis. Sci. 53:5452, 2012) measured silent reading of the same texts at 228
#: words a minute in English and 138 in Arabic; one clock serves a bilingual class, so the
#: slower figure is used, which is also Carver's "memorizing" rate (Reading Rate, 1990) for
#: text read to be remembered, as new rules are.
READING_WPM = 138


@dataclass(frozen=True)
class Pace:
    """Seconds a student takes for one decision of a kind, and why that figure."""

    seconds: float
    source: str


#: seconds per decision, by kind (the run-through counts decisions by these kinds)
PACES: dict[str, Pace] = {
    "quiz": Pace(
        54.0,
        "a four-option multiple-choice item: 54 s mean first response (Measurement Research"
        " Associates, Test Insights, October 2009, rasch.org/mra/mra-10-09.htm)",
    ),
    "puzzle": Pace(
        54.0,
        "one card chosen in a set position: counted as one multiple-choice item (the same"
        " 54 s source); its long feedback is counted as reading",
    ),
    "guess": Pace(
        54.0,
        "a Predict guess and how sure: one multiple-choice item (the same 54 s source)",
    ),
    "table": Pace(
        10.0,
        "a card or a call at a live table: novices need about 10 minutes a bridge board (EBU"
        " Club Management Focus, Winter 2015) for about 60 cards and calls, 10 s each",
    ),
    "typed": Pace(
        180.0,
        "a blank answered by typing a Python expression: no published figure found; 3"
        " minutes is this project's assumption (a short-answer item)",
    ),
}

#: the length of a class period and the minutes lost at its start (opening the notebook)
PERIOD_MINUTES = 45.0
START_MINUTES = 5.0
#: how far a lesson's last period may run over rather than open one more period
OVERRUN_MINUTES = 3.0
#: how far a section may run over its period's room and still stay in it: the measured
#: minutes come from rounded paces, and a period is not opened for less than a minute
FIT_SLACK = 0.5
#: the warm-up that opens a lesson, and the recap question that opens each later period
WARMUP_MINUTES = 5.0
OPENER_MINUTES = 3.0


def minutes_of(words: int, decisions: Mapping[str, int], computer_seconds: float) -> float:
    """The minutes of one section: its words at :data:`READING_WPM`, its decisions at their
    :data:`PACES`, and the computer's seconds, to a tenth of a minute.

    >>> minutes_of(words=138, decisions={}, computer_seconds=0)
    1.0
    >>> minutes_of(words=0, decisions={"table": 9, "quiz": 1}, computer_seconds=36)
    3.0
    >>> minutes_of(words=0, decisions={"dance": 1}, computer_seconds=0)
    Traceback (most recent call last):
    ...
    ValueError: no pace for decisions of kind 'dance' (known: quiz, puzzle, guess, table, typed)
    """
    seconds = computer_seconds
    for kind, count in decisions.items():
        if kind not in PACES:
            raise ValueError(f"no pace for decisions of kind {kind!r} (known: {', '.join(PACES)})")
        seconds += count * PACES[kind].seconds
    return round(words / READING_WPM + seconds / 60, 1)


def split_periods(
    minutes: Sequence[float],
    period: float = PERIOD_MINUTES,
    start: float = START_MINUTES,
    overrun: float = OVERRUN_MINUTES,
    lead: Sequence[float] = (),
    slack: float = FIT_SLACK,
) -> tuple[tuple[int, int], ...]:
    """Split a lesson's sections (their ``minutes``, in order) into class periods of
    ``period`` minutes, the first ``start`` of each spent starting up: each period is the
    (first, last) section numbers it holds, counted from 1.  A period ends at a section
    boundary: it takes sections while they fit (within ``slack`` minutes: the measured
    minutes are not that exact) and never splits a section, so a section
    longer than a whole period fills a period of its own (and runs over).  The lesson's
    last period is joined to the one before when together they run over by no more than
    ``overrun`` minutes: a teacher finishes a lesson rather than open a new period for its
    summary or its exit ticket.  ``lead`` gives the minutes each period spends after its
    start-up before the sections (a warm-up, a recap question), period by period, its last
    value for every later period.

    >>> split_periods([10, 15, 10, 12, 20])   # 35 minutes fit, 47 do not
    ((1, 3), (4, 5))
    >>> split_periods([20, 20])               # exactly 40: one period
    ((1, 2),)
    >>> split_periods([50, 5], period=45, start=5)
    ((1, 1), (2, 2))
    >>> split_periods([38, 1.5, 1])           # 40.5: half a minute over, still one period
    ((1, 3),)
    >>> split_periods([38, 1.5, 1], overrun=0, slack=0)
    ((1, 2), (3, 3))
    >>> split_periods([30, 10], lead=(5, 3))  # 40 + a 5-minute warm-up: too much for one
    ((1, 1), (2, 2))
    >>> split_periods([])
    ()
    >>> split_periods([5], period=5, start=5)
    Traceback (most recent call last):
    ...
    ValueError: a period of 5 minutes with 5 to start leaves no time to teach
    """
    room = period - start
    if room <= 0:
        raise ValueError(
            f"a period of {period:g} minutes with {start:g} to start leaves no time to teach"
        )

    def lead_of(n: int) -> float:
        return lead[min(n, len(lead) - 1)] if lead else 0.0

    periods: list[tuple[int, int]] = []
    first, used = 1, lead_of(0)
    for number, length in enumerate(minutes, start=1):
        if length < 0:
            raise ValueError(f"section {number} has a negative length: {length}")
        if number > first and used + length > room + slack:
            periods.append((first, number - 1))
            first, used = number, lead_of(len(periods))
        used += length
    if minutes:
        periods.append((first, len(minutes)))
    if len(periods) > 1:
        joined = lead_of(len(periods) - 2) + sum(minutes[periods[-2][0] - 1 :])
        if joined <= room + overrun:
            periods[-2:] = [(periods[-2][0], len(minutes))]
    return tuple(periods)


@cache
def _read(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def load_timing(path: str | Path | None = None) -> dict[str, Any]:
    """The run-through's measurements (``timing.json``; see ``lessons-src/_timing.py``):
    ``{"run": {...}, "paces": {...}, "lessons": {stem: {"title", "minutes", "sections":
    [{"title", "words", "decisions", "computer_seconds", "minutes", ...}]}}}``.

    >>> data = load_timing()
    >>> data["lessons"]["01_cards_and_points"]["sections"][0]["title"]
    '1. The pack'
    """
    return _read(Path(path) if path is not None else TIMING_FILE)


def lesson_periods(
    stem: str,
    period: float = PERIOD_MINUTES,
    start: float = START_MINUTES,
    data: Mapping[str, Any] | None = None,
) -> tuple[tuple[int, int], ...]:
    """The periods of the lesson ``stem`` (``"03_your_first_hand"``), as
    :func:`split_periods` gives them from its measured sections.

    >>> len(lesson_periods("01_cards_and_points")) >= 1
    True
    """
    lessons = (data if data is not None else load_timing())["lessons"]
    if stem not in lessons:
        raise KeyError(f"no timing for lesson {stem!r}: run lessons-src/_timing.py {stem}")
    return split_periods([s["minutes"] for s in lessons[stem]["sections"]], period, start)


@dataclass(frozen=True)
class Slot:
    """One stretch of a period, in whole minutes from its bell (``start`` to ``end``):
    ``what`` is ``"start"`` (computers on, names), ``"warmup"``, ``"opener"`` (a recap
    question), ``"sections"`` (sections ``first`` to ``last``, counted from 1, as in the
    measured list), ``"ticket"`` (the exit-ticket section) or ``"activity"`` (the card
    activity)."""

    start: int
    end: int
    what: str
    first: int = 0
    last: int = 0


@dataclass(frozen=True)
class Agenda:
    """A lesson's agenda: each period's slots; the sections set as ``homework`` (counted
    from 1); and whether the card activity found no room and opens the next period
    (``activity_next``, for ``activity`` minutes)."""

    periods: tuple[tuple[Slot, ...], ...]
    homework: tuple[int, ...]
    activity_next: bool
    activity: float


def _pack(
    minutes: Sequence[float],
    kept: Sequence[int],
    period: float,
    start: float,
    lead: Sequence[float],
) -> tuple[tuple[int, ...], ...]:
    """The section numbers of ``kept`` (their ``minutes``) split into periods with ``lead``."""
    split = split_periods([minutes[n - 1] for n in kept], period, start, lead=lead)
    return tuple(tuple(kept[i - 1] for i in range(a, b + 1)) for a, b in split)


def agenda(
    minutes: Sequence[float],
    activity: float,
    ticket: int | None = None,
    practice: Sequence[int] = (),
    period: float = PERIOD_MINUTES,
    start: float = START_MINUTES,
    warmup: float = WARMUP_MINUTES,
    opener: float = OPENER_MINUTES,
) -> Agenda:
    """A lesson's agenda, minute by minute, from its measured section ``minutes``: each
    period opens with its start-up, then the warm-up (the first period) or a recap question
    (``opener``, the later ones), then its sections, the exit ticket (section number
    ``ticket``) in its own slot.  When the warm-up pushes the lesson into one more period
    than its notebook needs, its ``practice`` sections become homework instead (if that
    saves the period).  The card activity (``activity`` minutes) goes into the period with
    the most room left, before the exit ticket, or, when no period has room for it, opens
    the next period (``activity_next``).

    >>> a = agenda([26, 9, 5], activity=10, ticket=3, practice=[2])  # lesson 04's shape
    >>> a.periods[0]  # doctest: +NORMALIZE_WHITESPACE
    (Slot(start=0, end=5, what='start', first=0, last=0),
     Slot(start=5, end=10, what='warmup', first=0, last=0),
     Slot(start=10, end=36, what='sections', first=1, last=1),
     Slot(start=36, end=41, what='ticket', first=3, last=3))
    >>> a.homework, a.activity_next
    ((2,), True)
    >>> b = agenda([20, 5], activity=10, ticket=2)
    >>> [(s.start, s.end, s.what) for s in b.periods[0]][2:]
    [(10, 30, 'sections'), (30, 40, 'activity'), (40, 45, 'ticket')]
    >>> c = agenda([30, 30], activity=15)
    >>> [[s.what for s in p] for p in c.periods]
    [['start', 'warmup', 'sections'], ['start', 'opener', 'sections']]
    >>> c.activity_next
    True
    """
    lead = (warmup, opener)
    kept = list(range(1, len(minutes) + 1))
    periods = _pack(minutes, kept, period, start, lead)
    homework: tuple[int, ...] = ()
    if practice and len(periods) > len(split_periods(minutes, period, start)):
        lighter = [n for n in kept if n not in practice]
        shorter = _pack(minutes, lighter, period, start, lead)
        if len(shorter) < len(periods):
            periods, homework = shorter, tuple(n for n in kept if n in practice)
    used = [lead[min(i, 1)] + sum(minutes[n - 1] for n in p) for i, p in enumerate(periods)]
    spare = [period - start - u for u in used]
    best = max(range(len(periods)), key=lambda i: (spare[i], i)) if periods else 0
    placed = bool(periods) and spare[best] >= activity
    out = []
    for i, numbers in enumerate(periods):
        blocks: list[tuple[str, float, int, int]] = [
            ("start", start, 0, 0),
            ("warmup" if i == 0 else "opener", lead[min(i, 1)], 0, 0),
        ]
        for n in numbers:
            if n == ticket:
                if placed and i == best:
                    blocks.append(("activity", activity, 0, 0))
                blocks.append(("ticket", minutes[n - 1], n, n))
            elif blocks[-1][0] == "sections" and blocks[-1][3] == n - 1:
                what, length, first, _ = blocks[-1]
                blocks[-1] = (what, length + minutes[n - 1], first, n)
            else:
                blocks.append(("sections", minutes[n - 1], n, n))
        if placed and i == best and all(b[0] != "activity" for b in blocks):
            blocks.append(("activity", activity, 0, 0))
        slots, at = [], 0.0
        for what, length, first, last in blocks:
            begin, at = round(at), at + length
            if round(at) > begin or what in ("ticket", "activity"):
                slots.append(Slot(begin, max(round(at), begin + 1), what, first, last))
        out.append(tuple(slots))
    return Agenda(tuple(out), homework, not placed, activity)
