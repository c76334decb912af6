"""The class report's numbers: a :class:`ClassSummary` computed from learners' results
files (:mod:`baloot_widgets.records.results`), with no widget and no page in it.

**Students.** A learner is one student across all their files (every notebook and kernel
writes its own file, and the file a student hands in repeats them): names are compared
without regard to case, accents written apart or spaces (``" sara "`` is ``"Sara"``;
Arabic names are kept as written), and a line found twice (the same attempt in a kernel's
file and in the handed-in file) counts once.

**Skills.** A skill is a kind of exercise of the Quiz or a puzzle theme: what has a right
answer.  ``Predict`` guesses and hands played have none; they count in the time on task.

**Mastery** of a skill is read from the student's last :data:`WINDOW` attempts of it:
*mastered* when at least 80% of them are right (3 of 3, 4 of 4, 4 of 5), *practising*
when at least half are, *struggling* below that, and *not enough yet* with fewer than
:data:`LEAST` attempts.  Only the last attempts count, so a student who started badly and
now answers well has mastered the skill.

**Common wrong answers** are counted by students, not by attempts: each wrong answer is
named by the catalogue keys of the engine's reasons (the same mistake in any language),
or by the reasons' text when a file has no keys.  Only reasons that name the mistake
count: those that explain the right answer or name a puzzle's idea (:data:`EXPLAINS`)
are left out, in old files too.

**Shared names.** Two students who give the same name are one row; when that name's
answers come from two files at the same minutes (:func:`shared_names`) the report says
so, and asks for a first name and an initial.

>>> a = [Attempt(learner="Sara", source="quiz", skill="abnat", correct=c,
...               at=f"2026-11-27T10:0{i}:00Z", seconds=30.0) for i, c in enumerate([0, 1, 1, 1])]
>>> summary = summarize(a, zone=timezone.utc)
>>> sara = summary.students[0]
>>> s = sara.standings["quiz:abnat"]
>>> (s.attempts, s.right, s.recent, s.recent_right, s.level)
(4, 3, 4, 3, 'practising')
>>> sara.seconds, [(d.day, d.first, d.last) for d in sara.days]
(120.0, [('2026-11-27', '10:00', '10:03')])
"""

from __future__ import annotations

import json
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone, tzinfo
from pathlib import Path
from typing import Literal

from ..i18n import Message, quote_path
from ..i18n.puzzles import THEME_WORDS
from ..quiz.titles import KIND_TITLES
from ..records.results import RESULTS_SUFFIX, Attempt, read_attempts
from ..rules.errors import BalootError, RecordError
from .tickets import TicketScore, ticket_order, ticket_scores

__all__ = [
    "LEAST",
    "LEVELS",
    "WINDOW",
    "ClassSummary",
    "DaySpan",
    "Level",
    "Mistake",
    "Standing",
    "Student",
    "class_summary",
    "learner_key",
    "results_files",
    "summarize",
]

#: mastery is read from the last WINDOW attempts of a skill
WINDOW = 5
#: fewer attempts of a skill than this: "not enough yet"
LEAST = 3
#: a student's standing in a skill, best first ("few": not enough yet; "none": never tried)
Level = Literal["mastered", "practising", "struggling", "few", "none"]
LEVELS: tuple[Level, ...] = ("mastered", "practising", "struggling", "few", "none")
#: the sources whose attempts have a right answer, and so a skill
GRADED = ("quiz", "puzzle")
#: reason keys that explain the right answer or name a puzzle's idea, not the learner's
#: mistake ("the highest card of the suit led wins", a puzzle's score line "… – …"): a
#: wrong answer also carries them, but they are no common wrong answer.  Keys starting
#: with an entry ending in "." (a puzzle's theme) count as that entry.
EXPLAINS = frozenset(
    {"trick.won", "trick.highest_led", "trick.highest_trump", "quiz.points", "puzzles.theme."}
)


def names_mistake(key: str) -> bool:
    """Whether the reason key ``key`` names a learner's mistake (see :data:`EXPLAINS`).

    >>> names_mistake("quiz.rule_void_partner"), names_mistake("trick.highest_led")
    (True, False)
    >>> names_mistake("puzzles.theme.cash_winners")
    False
    """
    return key not in EXPLAINS and not any(key.startswith(e) for e in EXPLAINS if e.endswith("."))


def learner_key(name: str) -> str:
    """The key that groups one learner's files: ``name`` in Unicode NFC, case folded, its
    spaces trimmed and collapsed.

    >>> learner_key("  Sara  AL-Harbi "), learner_key("سارة ") == learner_key("سارة")
    ('sara al-harbi', True)
    """
    return " ".join(unicodedata.normalize("NFC", name).casefold().split())


@dataclass(frozen=True)
class Standing:
    """A student's record in one skill: ``attempts`` and how many were ``right``, and the
    last ones (``recent``, at most :data:`WINDOW`) with their ``recent_right``."""

    attempts: int
    right: int
    recent: int
    recent_right: int

    @property
    def level(self) -> Level:
        """Mastered, practising, struggling or few (see the module docstring).

        >>> Standing(5, 3, 5, 4).level, Standing(2, 2, 2, 2).level, Standing(6, 2, 5, 2).level
        ('mastered', 'few', 'struggling')
        """
        if self.recent < LEAST:
            return "few"
        if self.recent_right * 5 >= self.recent * 4:
            return "mastered"
        return "practising" if self.recent_right * 2 >= self.recent else "struggling"


@dataclass(frozen=True)
class DaySpan:
    """One day a student worked (``day`` as ``YYYY-MM-DD``, in the report's time zone):
    the ``first`` and ``last`` attempt's time (``HH:MM``), the ``seconds`` spent answering
    and the number of ``attempts``."""

    day: str
    first: str
    last: str
    seconds: float
    attempts: int


@dataclass(frozen=True)
class Student:
    """One student: the ``name`` as most often written, their ``class_codes``, a
    :class:`Standing` per skill tried (by skill id, ``"quiz:abnat"``), the graded
    ``answered`` and ``right``, the ``seconds`` of every attempt, the ``days`` worked,
    ``hands`` played, ``guesses`` made and all their ``attempts``."""

    name: str
    class_codes: tuple[str, ...]
    standings: Mapping[str, Standing]
    answered: int
    right: int
    seconds: float
    days: tuple[DaySpan, ...]
    hands: int
    guesses: int
    attempts: int
    #: each exit ticket done, by lesson (:mod:`.tickets`)
    tickets: Mapping[str, TicketScore] = field(default_factory=dict)

    def level(self, skill: str) -> Level:
        """The student's level in ``skill`` ("none" when never tried)."""
        standing = self.standings.get(skill)
        return "none" if standing is None else standing.level


@dataclass(frozen=True)
class Mistake:
    """A wrong answer the class gave: its ``reason`` (a catalogue key when ``keyed``,
    else the reasons' text), the ``students`` who gave it (names), how many ``attempts``,
    the ``skills`` it was given in, and one ``example`` of the sentence a student read."""

    reason: str
    keyed: bool
    students: tuple[str, ...]
    attempts: int
    skills: tuple[str, ...]
    example: str


@dataclass(frozen=True)
class ClassSummary:
    """The class report's numbers (see the module docstring): the ``class_code`` reported
    (None: every class), the ``codes`` found in the files, the ``skills`` tried (ids, in
    the order of the course), the ``students`` (by name), the ``mistakes`` (most students
    first), how many ``files`` were read and ``attempts`` counted, the lines ``repeated``
    (counted once), the time ``zone`` name (``"UTC+03:00"``) and the ``problems`` (each
    file that could not be read, and why: it is left out)."""

    class_code: str | None
    codes: tuple[str, ...]
    skills: tuple[str, ...]
    students: tuple[Student, ...]
    mistakes: tuple[Mistake, ...]
    files: int = 0
    attempts: int = 0
    repeated: int = 0
    zone: str = "UTC"
    problems: tuple[Message, ...] = field(default=())
    #: names whose answers come from two files at the same time (see :func:`shared_names`)
    shared: tuple[str, ...] = ()
    #: the lessons whose exit ticket a student did, in the course's order (:mod:`.tickets`)
    tickets: tuple[str, ...] = ()

    def levels(self, skill: str) -> dict[Level, int]:
        """How many students stand at each level in ``skill`` (the report's plot).

        >>> summarize([Attempt(learner="Omar", source="quiz", skill="abnat", correct=True)]).levels("quiz:abnat")
        {'mastered': 0, 'practising': 0, 'struggling': 0, 'few': 1, 'none': 0}
        """
        counted = Counter(student.level(skill) for student in self.students)
        return {level: counted[level] for level in LEVELS}


def skill_id(attempt: Attempt) -> str:
    """The id of an attempt's skill: its source and skill (``"puzzle:akka"``)."""
    return f"{attempt.source}:{attempt.skill}"


def _skill_order(skill: str) -> tuple[int, int, str]:
    source, _, name = skill.partition(":")
    known = list(KIND_TITLES) if source == "quiz" else list(THEME_WORDS)
    place = known.index(name) if name in known else len(known)
    return (GRADED.index(source) if source in GRADED else len(GRADED), place, name)


def _zone_name(zone: tzinfo) -> str:
    offset = datetime.now(zone).utcoffset()
    minutes = round(offset.total_seconds() / 60) if offset is not None else 0
    sign = "+" if minutes >= 0 else "-"
    return f"UTC{sign}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}" if minutes else "UTC"


def _when(at: str, zone: tzinfo) -> datetime | None:
    try:
        moment = datetime.fromisoformat(at.replace("Z", "+00:00"))
    except ValueError:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(zone)


def _days(attempts: Sequence[Attempt], zone: tzinfo) -> tuple[DaySpan, ...]:
    by_day: dict[str, list[tuple[datetime, float]]] = {}
    for attempt in attempts:
        moment = _when(attempt.at, zone)
        if moment is not None:
            by_day.setdefault(moment.date().isoformat(), []).append((moment, attempt.seconds))
    spans = []
    for day in sorted(by_day):
        moments = sorted(m for m, _ in by_day[day])
        seconds = sum(s for _, s in by_day[day])
        first, last = moments[0].strftime("%H:%M"), moments[-1].strftime("%H:%M")
        spans.append(DaySpan(day, first, last, seconds, len(moments)))
    return tuple(spans)


def _standing(results: Sequence[bool]) -> Standing:
    recent = results[-WINDOW:]
    return Standing(len(results), sum(results), len(recent), sum(recent))


def _most_written(names: Iterable[str]) -> str:
    """The spelling written most often (the first one seen on a tie), spaces collapsed."""
    counted = Counter(" ".join(name.split()) for name in names)
    return max(counted, key=lambda name: counted[name])  # max keeps the first on a tie


def _codes(attempts: Sequence[Attempt]) -> tuple[str, ...]:
    """The class codes of ``attempts``, each as most often written (codes compared
    without regard to case), "" left out."""
    spellings: dict[str, list[str]] = {}
    for attempt in attempts:
        if attempt.class_code.strip():
            spellings.setdefault(learner_key(attempt.class_code), []).append(attempt.class_code)
    return tuple(sorted(_most_written(names) for names in spellings.values()))


def _student(attempts: Sequence[Attempt], zone: tzinfo) -> Student:
    ordered = sorted(attempts, key=lambda a: a.at)  # stable: files' order where `at` ties
    graded: dict[str, list[bool]] = {}
    for attempt in ordered:
        if attempt.source in GRADED and attempt.correct is not None:
            graded.setdefault(skill_id(attempt), []).append(attempt.correct)
    answered = [ok for results in graded.values() for ok in results]
    return Student(
        name=_most_written(a.learner for a in ordered),
        class_codes=_codes(ordered),
        standings={skill: _standing(results) for skill, results in graded.items()},
        answered=len(answered),
        right=sum(answered),
        seconds=sum(a.seconds for a in ordered),
        days=_days(ordered, zone),
        hands=sum(a.source == "hand" for a in ordered),
        guesses=sum(a.source == "predict" for a in ordered),
        attempts=len(ordered),
        tickets=ticket_scores(ordered),
    )


def _named(attempt: Attempt) -> list[tuple[tuple[bool, str], str]]:
    """The mistakes a wrong attempt names, each with the sentence the learner read ("" when
    the file does not hold it): its reason keys that name a mistake, else (a file without
    keys) its reasons' text.  An old file's explanations are left out here too."""
    if attempt.reason_keys:
        texts = attempt.reasons if len(attempt.reasons) == len(attempt.reason_keys) else ()
        return [
            ((True, k), " ".join(texts[i].split()) if texts else "")
            for i, k in enumerate(attempt.reason_keys)
            if names_mistake(k)
        ]
    said = [" ".join(r.split()) for r in attempt.reasons if r.strip()]
    return [((False, r), r) for r in said]


def _mistakes(
    by_learner: Mapping[str, Sequence[Attempt]], names: Mapping[str, str]
) -> tuple[Mistake, ...]:
    students: dict[tuple[bool, str], set[str]] = {}
    attempts: Counter[tuple[bool, str]] = Counter()
    skills: dict[tuple[bool, str], set[str]] = {}
    examples: dict[tuple[bool, str], str] = {}
    for key, learned in by_learner.items():
        for attempt in learned:
            if attempt.correct is not False:
                continue
            for reason, said in dict(_named(attempt)).items():
                students.setdefault(reason, set()).add(key)
                attempts[reason] += 1
                skills.setdefault(reason, set()).add(skill_id(attempt))
                if said and reason not in examples:
                    examples[reason] = said
    found = [
        Mistake(
            reason=reason,
            keyed=keyed,
            students=tuple(sorted((names[k] for k in students[(keyed, reason)]), key=learner_key)),
            attempts=attempts[(keyed, reason)],
            skills=tuple(sorted(skills[(keyed, reason)], key=_skill_order)),
            example=examples.get((keyed, reason), reason if not keyed else ""),
        )
        for keyed, reason in students
    ]
    found.sort(key=lambda m: (-len(m.students), -m.attempts, m.reason))
    return tuple(found)


def _identity(a: Attempt) -> tuple[object, ...]:
    """What makes two lines the same attempt: every field (a line written twice)."""
    detail = json.dumps(a.detail, sort_keys=True, ensure_ascii=False, default=str)
    return (a.learner, a.class_code, a.source, a.skill, a.correct, a.answer, a.solution,
            a.seconds, a.at, a.lesson, a.reasons, a.reason_keys, detail)  # fmt: skip


def summarize(
    attempts: Iterable[Attempt],
    *,
    class_code: str | None = None,
    zone: tzinfo | None = None,
    files: int = 0,
    problems: Sequence[Message] = (),
) -> ClassSummary:
    """The :class:`ClassSummary` of ``attempts`` (a line found twice counts once), for one
    ``class_code`` (compared without regard to case; "" for attempts without a code) or
    every class (None).  Times are shown in ``zone`` (None: this computer's time zone)."""
    chosen = zone if zone is not None else datetime.now().astimezone().tzinfo or timezone.utc
    given = list(attempts)
    unique = list({_identity(attempt): attempt for attempt in given}.values())
    repeated = len(given) - len(unique)
    wanted = None if class_code is None else learner_key(class_code)
    kept = [a for a in unique if wanted is None or learner_key(a.class_code) == wanted]
    by_learner: dict[str, list[Attempt]] = {}
    for attempt in kept:
        by_learner.setdefault(learner_key(attempt.learner), []).append(attempt)
    students = {key: _student(learned, chosen) for key, learned in by_learner.items()}
    names = {key: student.name for key, student in students.items()}
    skills = {skill for student in students.values() for skill in student.standings}
    return ClassSummary(
        class_code=None if class_code is None else class_code.strip(),
        codes=_codes(unique),
        skills=tuple(sorted(skills, key=_skill_order)),
        students=tuple(sorted(students.values(), key=lambda s: (learner_key(s.name), s.name))),
        mistakes=_mistakes(by_learner, names),
        files=files,
        attempts=len(kept),
        repeated=repeated,
        zone=_zone_name(chosen),
        problems=tuple(problems),
        tickets=ticket_order(t for student in students.values() for t in student.tickets),
    )


def shared_names(files: Sequence[Sequence[Attempt]]) -> set[str]:
    """The learner keys whose attempts come from two files that may be two students: each
    file holds lines of that name the other lacks (a handed-in file repeats its kernels'
    files, so it never counts against them), and their times overlap (two kernels
    answering at the same minutes).

    >>> def file(*minutes):
    ...     return [Attempt(learner="Sara", source="quiz", skill="abnat", correct=True,
    ...                     at=f"2026-11-27T10:{m:02d}:00Z") for m in minutes]
    >>> shared_names([file(1, 5), file(2, 6)]), shared_names([file(1, 2), file(8, 9)])
    ({'sara'}, set())
    """
    seen: dict[str, list[tuple[set[tuple[object, ...]], str, str]]] = {}
    for attempts in files:
        by_key: dict[str, list[Attempt]] = {}
        for attempt in attempts:
            if attempt.at:
                by_key.setdefault(learner_key(attempt.learner), []).append(attempt)
        for key, mine in by_key.items():
            times = sorted(a.at for a in mine)
            seen.setdefault(key, []).append(({_identity(a) for a in mine}, times[0], times[-1]))
    shared = set()
    for key, spans in seen.items():
        for i, (lines, first, last) in enumerate(spans):
            for other, start, end in spans[i + 1 :]:
                apart = lines <= other or other <= lines
                if not apart and first <= end and start <= last:
                    shared.add(key)
    return shared


def results_files(*paths: str | Path) -> list[Path]:
    """The results files at ``paths``: a file as given, a folder's ``*.jsonl`` files at
    any depth (by name; JupyterLab's ``.ipynb_checkpoints`` left out).  A path that does
    not exist is a BalootError sentence."""
    files: list[Path] = []
    for given in paths:
        path = Path(given)
        if path.is_dir():
            found = sorted(p for p in path.rglob(f"*{RESULTS_SUFFIX}") if p.is_file())
            files += [p for p in found if ".ipynb_checkpoints" not in p.parts]
        elif path.is_file():
            files.append(path)
        else:
            raise BalootError(Message.of("classroom.no_path", path=quote_path(given)))
    return files


def class_summary(
    *paths: str | Path, class_code: str | None = None, zone: tzinfo | None = None
) -> ClassSummary:
    """The :class:`ClassSummary` of the results files at ``paths`` (files, or folders
    read at any depth).  A file that is not a results file is left out and named in
    ``problems``, with the reason; a path that does not exist is a BalootError sentence.

    >>> class_summary("/no/such/folder")
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.BalootError: there is no file or folder '/no/such/folder'
    """
    attempts: list[Attempt] = []
    problems: list[Message] = []
    by_file: list[list[Attempt]] = []
    files = results_files(*paths)
    for file in files:
        try:
            by_file.append(read_attempts(file))
            attempts += by_file[-1]
        except RecordError as exc:
            why = (
                exc.reason
                if isinstance(exc.reason, Message)
                else Message.of("classroom.text", text=str(exc))
            )
            problems.append(why)
    read = len(files) - len(problems)
    summary = summarize(attempts, class_code=class_code, zone=zone, files=read, problems=problems)
    keys = shared_names(by_file)
    shared = tuple(s.name for s in summary.students if learner_key(s.name) in keys)
    return replace(summary, shared=shared)
