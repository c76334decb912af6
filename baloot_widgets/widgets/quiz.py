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

import traitlets

from ..errors import check_lang
from ..i18n import Lang, Message, cut, quote, text
from ..quiz import Exercise, Feedback
from ..quiz.session import QuizSession
from ..rules.ruleset import RuleSet
from .esm import css, esm
from .intents import IntentWidget
from .quiz_frames import frame, quiz_html, quiz_labels

__all__ = ["Quiz"]


class Quiz(IntentWidget):
    """Exercises of ``kinds`` (default: every kind of :data:`~baloot_widgets.quiz.KINDS`)
    in turn at ``level`` 1-3, seeded from ``seed`` (exercise ``i`` has seed ``seed * 1000
    + i``), ``count`` of them (None: no end), in ``lang`` "en" or "ar"; or the given
    ``exercises`` in order.  One try each; the running score is ``quiz.score``."""

    _esm = esm("quiz.js")
    _css = css("quiz.css")
    frame = traitlets.Dict().tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)

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
    ) -> None:
        lang = check_lang(lang)
        self._session = QuizSession(
            kinds, seed=seed, level=level, lang=lang, count=count, rules=rules, exercises=exercises
        )
        self._shown: tuple[int, bool, str] | None = None  # the exercise the last frame showed
        super().__init__(lang=lang)
        self.labels = quiz_labels(lang)
        self.on_msg(self._on_msg)
        self._publish("")

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

    def next(self) -> Exercise | None:
        """Show the next exercise (once this one is answered); None at the end."""
        self.send_intent({"type": "next"})
        return self._session.exercise if not self.message else None

    def results(self) -> list[dict[str, Any]]:
        """One dict per answered exercise: n, kind, level, seed, answer, solution,
        correct, seconds."""
        return self._session.results()

    def to_csv(self, path: str | Path) -> Path:
        """Write :meth:`results` to a CSV file, atomically; a bad path raises a BalootError
        that says why."""
        return self._session.to_csv(path)

    # ---- intents -------------------------------------------------------------------------

    def _follow(self, intent: object) -> None:
        self._publish(self._handle(intent))

    def _refuse(self, why: Message) -> None:
        self._publish(why.text(self._session.lang))

    def _handle(self, intent: object) -> str:
        """The message for an intent (empty when it was done); never raises."""
        session, lang = self._session, self._session.lang
        try:
            if not isinstance(intent, dict):
                return text("quiz.bad_intent", lang, why=quote(intent))
            kind = intent.get("type")
            if kind == "answer":
                feedback = session.answer(intent.get("value"))
                return "" if feedback.valid else feedback.text
            if kind == "next":
                if session.feedback is None:
                    return text("quiz.answer_first", lang)
                return "" if session.next() is not None else text("quiz.over", lang)
            return text("quiz.bad_intent", lang, why=quote(intent))
        except Exception as exc:  # never raise into the notebook
            return text("quiz.bad_intent", lang, why=cut(f"{type(exc).__name__}: {exc}", 120))

    def _publish(self, message: str) -> None:
        """Send the frame of the exercise as it stands and ``message``; the frames before
        it stay current unless the exercise, its answer or the language changed."""
        s = self._session
        shown = (s.index, s.feedback is not None, s.lang)
        seq = self._next_seq(changed=shown != self._shown)
        self._shown = shown
        with self.hold_sync():
            self.frame = frame(s, seq)
            self.message = message

    @traitlets.observe("lang")
    def _lang_changed(self, change: dict[str, Any]) -> None:
        if not hasattr(self, "_session") or change["new"] == self._session.lang:
            return
        if change["new"] not in ("en", "ar"):
            self.lang = change["old"]
            return
        self._session.set_lang(change["new"])
        self.labels = quiz_labels(change["new"])
        self._publish("")

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
        if s.given is not None:
            return f"Quiz(exercises={[ex.kind for ex in s.given]!r}, {tail}"
        return (
            f"Quiz(kinds={list(s.kinds)!r}, seed={s.seed}, level={s.level}, count={s.count}, "
            + tail
        )
