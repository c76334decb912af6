"""The Quiz widget: seeded Baloot exercises a learner answers by clicking, graded by the
engine (:mod:`baloot_widgets.quiz`).

Python holds the exercises and their solutions; the page is sent one frame at a time
(:func:`~.quiz_frames.frame`), which never holds the solution before the
learner has answered.  The browser sends intents only: ``{"type": "answer", "value":
...}`` and ``{"type": "next"}``.

>>> quiz = Quiz(kinds=["trick_winner", "legal_cards"], seed=3, count=4)
>>> quiz
Quiz(kinds=['trick_winner', 'legal_cards'], seed=3, level=1, count=4, at=1, score=(0, 0))
>>> quiz.answer(quiz.exercise.solution).correct, quiz.frame["state"]
(True, 'answered')
>>> quiz.next().kind, quiz.score
('legal_cards', (1, 1))
>>> quiz.send_intent({"type": "next"})
'Answer this exercise first: each one is tried once.'
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..i18n import Lang
from ..quiz import Exercise, Feedback
from ..quiz.session import QuizSession
from ..records.results import Attempt
from ..rules.errors import check_lang
from ..rules.ruleset import RuleSet
from .esm import css, esm
from .quiz_frames import frame, quiz_html, quiz_labels
from .sessions import SessionWidget

__all__ = ["Quiz"]


class Quiz(SessionWidget):
    """Exercises of ``kinds`` (default: every kind of :data:`~baloot_widgets.quiz.KINDS`)
    in turn at ``level`` 1-3, seeded from ``seed`` (exercise ``i`` has seed ``seed * 1000
    + i``), ``count`` of them (None: no end), in ``lang`` "en" or "ar"; or the given
    ``exercises`` in order.  One try each; the running score is ``quiz.score``.

    ``adaptive=True``: each next kind and level come from the learner's record (more of
    the kinds they miss, mastered kinds back in mixed review; :mod:`~baloot_widgets.quiz.
    adaptive`), after ``history`` (``(kind, correct)`` pairs or recorded attempts; by
    default the learner's results files), and a small line says why.  Every exercise offers
    one hint step before the answer (the "Hint" button, :meth:`hint`).

    ``exit_ticket="01"``: this fixed quiz is lesson 01's exit ticket; each answer it
    records says so (``detail["exit_ticket"]`` and ``detail["of"]``, its number of
    questions), and the class report shows the ticket's score per student.

    >>> quiz = Quiz(kinds=["partner", "abnat"], adaptive=True, history=[("abnat", False)])
    >>> quiz.frame["why"]
    'New: Partners'
    >>> quiz.hint()
    'Partners sit opposite: add 2 to the seat number (4 is 0 again).'
    """

    _words = "quiz"
    _session: QuizSession
    _esm = esm("learner.js", "quiz.js")
    _css = css("learner.css", "quiz.css")
    _recorded = 0  #: the results already recorded

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
        adaptive: bool = False,
        history: object = None,
        exit_ticket: str | None = None,
    ) -> None:
        lang = check_lang(lang)
        self._session = QuizSession(
            kinds, seed=seed, level=level, lang=lang, count=count, rules=rules,
            exercises=exercises, adaptive=adaptive, history=history, exit_ticket=exit_ticket,
        )  # fmt: skip
        super().__init__(lang=lang)
        self._start()

    # ---- the Python mirror ---------------------------------------------------------------

    @property
    def exercise(self) -> Exercise:
        """The exercise shown now."""
        return self._session.exercise

    @property
    def score(self) -> tuple[int, int]:
        """(right, tried)."""
        return self._session.score

    def answer(self, value: object) -> Feedback:
        """Answer the exercise shown, as a click would (one try): the feedback."""
        feedback = self._session.answer(value)
        self._publish("" if feedback.valid else feedback.text)
        return feedback

    def hint(self) -> str:
        """Show the hint step of the exercise shown, as the "Hint" button does (once,
        before the answer): the hint, or the sentence that says why not."""
        said = self.send_intent({"type": "hint"})
        return said or self._session.hint_message.text(self._session.lang)

    def next(self) -> Exercise | None:
        """Show the next exercise (once this one is answered); None at the end."""
        self.send_intent({"type": "next"})
        return self._session.exercise if not self.message else None

    def results(self) -> list[dict[str, Any]]:
        """One dict per answered exercise: n, kind, level, seed, answer, solution,
        correct, seconds, hint."""
        return self._session.results()

    def to_csv(self, path: str | Path) -> Path:
        """Write :meth:`results` to a CSV file, atomically; a bad path raises a BalootError
        that says why."""
        return self._session.to_csv(path)

    # ---- intents -------------------------------------------------------------------------

    def _frame(self, seq: int) -> dict[str, Any]:
        return frame(self._session, seq)

    def _labels(self, lang: Lang) -> dict[str, Any]:
        return quiz_labels(lang)

    def _new_attempts(self) -> list[Attempt]:
        results = self._session.results_list[self._recorded :]
        self._recorded += len(results)
        s = self._session
        ticket = {"exit_ticket": s.exit_ticket, "of": s.count} if s.exit_ticket else {}
        return [
            Attempt(
                learner="",
                source="quiz",
                skill=r.exercise.kind,
                correct=r.feedback.correct,
                answer=r.feedback.answer,
                solution=r.feedback.solution,
                seconds=round(r.seconds, 1),
                reasons=r.feedback.reasons,
                reason_keys=r.feedback.reason_keys,
                detail={
                    "n": r.n,
                    "seed": r.exercise.seed,
                    "level": r.exercise.level,
                    "hint": r.hinted,
                    **ticket,
                },
            )
            for r in results
        ]

    # ---- pictures --------------------------------------------------------------------------

    def picture(self) -> str:
        """The exercise shown, as a static HTML picture (no more than the page shows)."""
        return quiz_html(self.frame, self.labels)

    def __repr__(self) -> str:
        """The quiz's settings and where it stands; a quiz of given exercises names their
        kinds (its repr does not change when the package learns a new kind).

        >>> from baloot_widgets.quiz import exercise
        >>> Quiz(exercises=[exercise("abnat", seed=1), exercise("stake", seed=2)])
        Quiz(exercises=['abnat', 'stake'], at=1, score=(0, 0))
        """
        s = self._session
        tail = f"at={s.index + 1}, score={s.score})"
        adaptive = "adaptive=True, " if s.adaptive else ""
        if s.exit_ticket:
            tail = f"exit_ticket={s.exit_ticket!r}, {tail}"
        if s.given is not None:
            return f"Quiz(exercises={[ex.kind for ex in s.given]!r}, {tail}"
        return (
            f"Quiz(kinds={list(s.kinds)!r}, seed={s.seed}, level={s.level}, count={s.count}, "
            + adaptive
            + tail
        )
