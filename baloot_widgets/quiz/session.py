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
"""

from __future__ import annotations

import csv
import io
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..i18n import Lang, Message, quote
from ..records import write_text
from ..rules.errors import BalootError
from ..rules.ruleset import RuleSet
from . import KINDS, Exercise, Feedback, exercise, kind

__all__ = ["CSV_COLUMNS", "RESULTS_FILE", "QuizSession", "Result"]

#: the columns of :meth:`QuizSession.to_csv`, in order
CSV_COLUMNS = ("n", "kind", "level", "seed", "answer", "solution", "correct", "seconds")
#: the name of the file the Quiz's "This quiz as CSV" button saves
RESULTS_FILE = "quiz-results.csv"
#: exercise ``i`` of a quiz seeded ``s`` is seeded ``s * SEED_STRIDE + i``
SEED_STRIDE = 1000


@dataclass(frozen=True, slots=True)
class Result:
    """One answered exercise: its number ``n`` (from 1), the exercise, the feedback and
    the seconds from showing it to the answer."""

    n: int
    exercise: Exercise
    feedback: Feedback
    seconds: float

    def as_dict(self) -> dict[str, Any]:
        """The result as a row of :data:`CSV_COLUMNS`."""
        ex = self.exercise
        return {
            "n": self.n, "kind": ex.kind, "level": ex.level, "seed": ex.seed,
            "answer": self.feedback.answer, "solution": self.feedback.solution,
            "correct": self.feedback.correct, "seconds": round(self.seconds, 1),
        }  # fmt: skip


class QuizSession:
    """Exercises of ``kinds`` (default: every kind) in turn, at ``level``, seeded from
    ``seed`` (None: a fresh seed, so that each run of a lesson gives new positions; it is
    kept in :attr:`seed` and in the results); ``count`` of them (None: no end), or the
    given ``exercises`` in order (then ``kinds`` are theirs).

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
    ) -> None:
        self.kinds = _check_kinds(kinds)
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
        self.exercise = self._make(0)
        self.shown_at = clock()

    # ---- the run ----------------------------------------------------------------------

    def _make(self, i: int) -> Exercise:
        if self.given is not None:
            return self.given[i].in_lang(self.lang)
        name = self.kinds[i % len(self.kinds)]
        seed = self.seed * SEED_STRIDE + i
        return exercise(name, seed=seed, level=self.level, lang=self.lang, rules=self.rules)

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
            self.results_list.append(Result(self.index + 1, self.exercise, feedback, seconds))
        return feedback

    def next(self) -> Exercise | None:
        """Go to the next exercise once this one is answered; None at the end (and while
        this one waits for its answer: there is no skipping)."""
        if self.feedback is None or self.done:
            return None
        self.index += 1
        self.feedback, self.answered = None, None
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
        '\\ufeffn,kind,level,seed,answer,solution,correct,seconds\\n'
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
