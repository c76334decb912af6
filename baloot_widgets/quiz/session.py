"""A run of exercises, as the ``Quiz`` widget plays it (pure Python, no widget): one
exercise at a time, one try each, the running score, the results of each exercise and a
CSV file for a teacher.  The solution of the exercise being asked never leaves it before
the learner has answered.

>>> session = QuizSession(kinds=["trick_winner"], seed=1, level=1, count=2)
>>> session.exercise
Exercise('trick_winner', seed=1000, level=1)
>>> session.answer(session.exercise.solution).correct, session.score
(True, (1, 1))
>>> session.answer(0).text
'You have answered this one: press Next.'
>>> session.next().seed, session.next()
(1001, None)

With ``adaptive=True`` the next kind and level come from the learner's record (this run's
answers after ``history``, the earlier ones) by the policy of :mod:`.adaptive`, and
``pick`` says why; each exercise offers one hint step (:meth:`QuizSession.hint`), which its
result notes:

>>> session = QuizSession(kinds=["abnat", "partner"], seed=3, adaptive=True,
...                       history=[("partner", False), ("abnat", True), ("partner", False)])
>>> session.pick.reason, session.exercise.kind
('missed', 'partner')
>>> session.hint() is None, session.hinted
(True, True)
>>> session.answer(session.exercise.solution).correct, session.results()[0]["hint"]
(True, True)
"""

from __future__ import annotations

import csv
import io
import random
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..i18n import Lang, Message, quote
from ..records import write_text
from ..records.files import learner_file
from ..records.results import RESULTS_SUFFIX, read_attempts
from ..rules.errors import BalootError
from ..rules.ruleset import RuleSet
from . import KINDS, Exercise, Feedback, exercise, kind
from .adaptive import Pick, check_history, next_pick, record_of
from .misconceptions import MISCONCEPTIONS, believed

__all__ = [
    "CSV_COLUMNS",
    "RESULTS_FILE",
    "QuizSession",
    "Result",
    "check_ticket",
    "learner_history",
]

#: the columns of :meth:`QuizSession.to_csv`, in order (``hint``: a hint step was shown)
CSV_COLUMNS = ("n", "kind", "level", "seed", "answer", "solution", "correct", "seconds", "hint")
#: the name of the file the Quiz's "This quiz as CSV" button saves
RESULTS_FILE = "quiz-results.csv"
#: exercise ``i`` of a quiz seeded ``s`` is seeded ``s * SEED_STRIDE + i``
SEED_STRIDE = 1000
#: adaptive practice looks at this many positions for one whose wrong options include a
#: misconception's answer (the first seed that has one is asked; none: the plain seed)
TARGET_TRIES = 12
#: a position looked at for a misconception is seeded past every plain seed
TARGET_STRIDE = 1_000_000_000


#: what names an exit ticket: its lesson's number or short name ("01", "p1")
_TICKET = re.compile(r"[A-Za-z0-9_-]{1,40}")


def check_ticket(ticket: object, *, fixed: bool) -> str | None:
    """The exit ticket's name (its lesson, ``"01"``), or None for a quiz that is none.  An
    exit ticket asks everyone the same questions, so it needs a seed and a count (or given
    exercises): ``fixed`` says whether the quiz has them.

    >>> check_ticket("01", fixed=True), check_ticket(None, fixed=False)
    ('01', None)
    >>> check_ticket("01", fixed=False)
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.BalootError: an exit ticket asks everyone the same questions: give it a seed and a count (or a list of exercises), not seed=None, count=None or adaptive=True
    >>> check_ticket("lesson 1", fixed=True)
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.BalootError: exit_ticket names the lesson in letters, digits, - and _, such as '01', not 'lesson 1'
    """
    if ticket is None:
        return None
    if not isinstance(ticket, str) or not _TICKET.fullmatch(ticket):
        raise BalootError(Message.of("error.exit_ticket", ticket=quote(ticket)))
    if not fixed:
        raise BalootError(Message.of("error.exit_ticket_fixed"))
    return ticket


@dataclass(frozen=True, slots=True)
class Result:
    """One answered exercise: its number ``n`` (from 1), the exercise, the feedback and
    the seconds from showing it to the answer."""

    n: int
    exercise: Exercise
    feedback: Feedback
    seconds: float
    hinted: bool = False

    def as_dict(self) -> dict[str, Any]:
        """The result as a row of :data:`CSV_COLUMNS`."""
        ex = self.exercise
        return {
            "n": self.n, "kind": ex.kind, "level": ex.level, "seed": ex.seed,
            "answer": self.feedback.answer, "solution": self.feedback.solution,
            "correct": self.feedback.correct, "seconds": round(self.seconds, 1),
            "hint": self.hinted,
        }  # fmt: skip


class QuizSession:
    """Exercises of ``kinds`` (default: every kind) in turn, at ``level``, seeded from
    ``seed`` (None: a fresh seed, so that each run of a lesson gives new positions; it is
    kept in :attr:`seed` and in the results); ``count`` of them (None: no end), or the
    given ``exercises`` in order (then ``kinds`` are theirs).  ``exit_ticket="01"`` makes
    it lesson 01's exit ticket: the same questions for everyone, each recorded answer
    marked with the lesson (the class report's "Exit tickets" table).

    >>> QuizSession(exercises=[exercise("abnat", seed=1), exercise("abnat", seed=2)]).kinds
    ('abnat',)
    """

    def __init__(
        self,
        kinds: Sequence[str] | None = None,
        *,
        seed: int | None = 0,
        level: int = 1,
        lang: Lang = "en",
        count: int | None = 10,
        rules: RuleSet | None = None,
        exercises: Sequence[Exercise] | None = None,
        clock: Callable[[], float] = time.monotonic,
        adaptive: bool = False,
        history: object = None,
        exit_ticket: str | None = None,
    ) -> None:
        self.kinds = _check_kinds(kinds)
        self.adaptive, self.past = _check_adaptive(adaptive, history, exercises)
        #: the lesson whose exit ticket this is ("01"), or None (see :func:`check_ticket`)
        self.exit_ticket = check_ticket(
            exit_ticket,
            fixed=exercises is not None
            or (seed is not None and count is not None and not adaptive),
        )
        if seed is None:
            seed = random.SystemRandom().randrange(1, 1_000_000)
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise BalootError(Message.of("error.seed_natural", seed=quote(seed)))
        self.seed, self.level, self.lang, self.rules = seed, level, lang, rules
        self.given = list(exercises) if exercises is not None else None
        if self.given is not None and (
            not self.given or not all(isinstance(e, Exercise) for e in self.given)
        ):
            raise BalootError(Message.of("error.exercises"))
        if self.given is not None:  # the kinds this quiz asks, not every kind there is
            self.kinds = tuple(dict.fromkeys(e.kind for e in self.given))
        self.count = len(self.given) if self.given is not None else _check_count(count)
        self.clock = clock
        self.results_list: list[Result] = []
        self.index = 0
        self.feedback: Feedback | None = None
        #: the answer to the current exercise, as given (once it is answered)
        self.answered: object = None
        #: whether the hint step of the current exercise was shown
        self.hinted = False
        #: why the current exercise was chosen (adaptive practice only)
        self.pick: Pick | None = None
        self.exercise = self._make(0)
        self.shown_at = clock()

    # ---- the run ----------------------------------------------------------------------

    def _make(self, i: int) -> Exercise:
        if self.given is not None:
            return self.given[i].in_lang(self.lang)
        seed = self.seed * SEED_STRIDE + i
        if self.adaptive:
            self.pick = next_pick(self.history, self.kinds, seed=seed, level=self.level)
            return self._targeted(self.pick.kind, seed, self.pick.level)
        name = self.kinds[i % len(self.kinds)]
        return exercise(name, seed=seed, level=self.level, lang=self.lang, rules=self.rules)

    def _targeted(self, name: str, seed: int, level: int) -> Exercise:
        """The exercise of ``name`` at ``seed``, or, when the kind has misconceptions, the
        first of :data:`TARGET_TRIES` positions where one of them gives a wrong answer (so
        a wrong option on offer is a tempting one)."""
        first = exercise(name, seed=seed, level=level, lang=self.lang, rules=self.rules)
        if not any(m.kind == name for m in MISCONCEPTIONS):
            return first
        for k in range(TARGET_TRIES):
            ex = (
                first
                if k == 0
                else exercise(
                    name,
                    seed=seed + k * TARGET_STRIDE,
                    level=level,
                    lang=self.lang,
                    rules=self.rules,
                )
            )
            if believed(ex):
                return ex
        return first

    @property
    def history(self) -> list[tuple[str, bool]]:
        """The learner's record as the adaptive policy reads it: ``history`` given, then
        this run's results, as ``(kind, correct)`` pairs, oldest first."""
        run = [(r.exercise.kind, r.feedback.correct) for r in self.results_list]
        return [*self.past, *run]

    @property
    def done(self) -> bool:
        """True once the last exercise is answered."""
        return self.feedback is not None and self.count is not None and self.index + 1 >= self.count

    @property
    def score(self) -> tuple[int, int]:
        """(right, tried)."""
        return sum(r.feedback.correct for r in self.results_list), len(self.results_list)

    def answer(self, value: object) -> Feedback:
        """Grade ``value`` for the current exercise (one try); an unreadable answer is not
        a try, and a second answer is refused with a sentence."""
        if self.feedback is not None:
            return Feedback(False, Message.of("quiz.answered").text(self.lang), valid=False)
        feedback = self.exercise.check(value)
        if feedback.valid:
            self.feedback, self.answered = feedback, value
            seconds = max(0.0, self.clock() - self.shown_at)
            result = Result(self.index + 1, self.exercise, feedback, seconds, self.hinted)
            self.results_list.append(result)
        return feedback

    def hint(self) -> Message | None:
        """Show the hint step of the current exercise (once, before the answer; its result
        notes it): None when it is shown, else the sentence that says why not."""
        if self.feedback is not None:
            return Message.of("quiz.hint_after")
        if self.hinted:
            return Message.of("quiz.hint_used")
        self.hinted = True
        return None

    @property
    def hint_message(self) -> Message:
        """The hint step of the current exercise (one sentence per kind)."""
        return Message.of(f"quiz.hint_{self.exercise.kind}")

    def next(self) -> Exercise | None:
        """Go to the next exercise once this one is answered; None at the end (and while
        this one waits for its answer: there is no skipping)."""
        if self.feedback is None or self.done:
            return None
        self.index += 1
        self.feedback, self.answered, self.hinted = None, None, False
        self.exercise = self._make(self.index)
        self.shown_at = self.clock()
        return self.exercise

    def set_lang(self, lang: Lang) -> None:
        """Show the exercises in ``lang`` from now on (the current one included)."""
        self.lang = lang
        self.exercise = self.exercise.in_lang(lang)
        if self.feedback is not None:
            self.feedback = self.exercise.check(self.answered)

    # ---- results ----------------------------------------------------------------------

    def results(self) -> list[dict[str, Any]]:
        """One dict per answered exercise (:data:`CSV_COLUMNS`)."""
        return [r.as_dict() for r in self.results_list]

    def csv_text(self) -> str:
        """The results as CSV text (a header line, then a row per answered exercise)."""
        out = io.StringIO()
        writer = csv.DictWriter(out, fieldnames=CSV_COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(self.results())
        return out.getvalue()

    def csv_file_text(self) -> str:
        """The text of a results file: :meth:`csv_text` after a byte-order mark, without
        which a spreadsheet on Windows misreads UTF-8 (♦, Arabic answers); every CSV
        reader skips it as ``utf-8-sig``.  The Quiz's "This quiz as CSV" button saves it.

        >>> QuizSession(kinds=["abnat"]).csv_file_text()
        '\\ufeffn,kind,level,seed,answer,solution,correct,seconds,hint\\n'
        """
        return "\ufeff" + self.csv_text()

    def to_csv(self, path: str | Path) -> Path:
        """Write the results to a CSV file (:meth:`csv_file_text`), atomically (a failed
        write leaves an earlier file whole); a path that cannot be written raises a
        BalootError that says why."""
        return write_text(
            path, self.csv_file_text(), what=Message.of("error.what_results"), example="results.csv"
        )


def _check_kinds(kinds: Sequence[str] | None) -> tuple[str, ...]:
    if kinds is None:
        return KINDS
    if isinstance(kinds, str):
        kinds = [kinds]
    names = tuple(kinds)
    if not names:
        raise BalootError(Message.of("error.kinds_empty"))
    for name in names:
        kind(name)  # a sentence for an unknown kind
    return names


def _check_count(count: object) -> int | None:
    if count is None:
        return None
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= SEED_STRIDE:
        raise BalootError(Message.of("error.count", most=SEED_STRIDE, count=quote(count)))
    return count


def _check_adaptive(
    adaptive: object, history: object, exercises: object
) -> tuple[bool, list[tuple[str, bool]]]:
    if not isinstance(adaptive, bool):
        raise BalootError(Message.of("error.adaptive", value=quote(adaptive)))
    if not adaptive:
        if history is not None:
            raise BalootError(Message.of("error.history_given"))
        return False, []
    if exercises is not None:
        raise BalootError(Message.of("error.adaptive_exercises"))
    return True, learner_history() if history is None else check_history(history)


def learner_history(folder: str | Path | None = None) -> list[tuple[str, bool]]:
    """The Quiz record in the learner's results files (``*.jsonl`` anywhere in ``folder``,
    by default the learner's own ``baloot`` folder), read with
    :func:`~baloot_widgets.records.results.read_attempts`; a file that is not a results
    file is left out (it is someone else's), and no folder is no record.

    >>> learner_history("/no/such/folder")
    []
    """
    where = learner_file(RESULTS_FILE).parent if folder is None else Path(folder)
    if not where.is_dir():
        return []
    record: list[tuple[str, bool]] = []
    for path in sorted(where.rglob(f"*{RESULTS_SUFFIX}")):
        try:
            record += record_of(read_attempts(path))
        except BalootError:
            continue
    return record
