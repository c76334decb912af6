"""The Predict widget: the learner guesses, a simulation answers, then the exact value is
shown beside both (an :class:`~baloot_widgets.probability.investigation.Investigation`).

Python holds the question and its answer; the page is sent one frame at a time
(:func:`~.predict_frames.frame`), which holds nothing of the answer before the guess is
committed (no simulated estimate, no exact value, no axis that fits them) and no exact value
before it is revealed.  The browser sends intents only: ``{"type": "commit", "guess": "19",
"confidence": "fair"}``, ``{"type": "run"}`` and ``{"type": "reveal"}``.

Each step also has a Python method (:meth:`Predict.commit`, :meth:`Predict.run`,
:meth:`Predict.reveal`) that returns the step's sentence ("" when it was done).  The
learner's result is :attr:`Predict.record` (a
:class:`~baloot_widgets.probability.investigation.GuessRecord`), and
:meth:`Predict.on_record` calls back with it after each step, so that a class can collect
the guesses.

>>> from baloot_widgets.probability.questions import best_sira
>>> p = Predict(best_sira(trials=1_000))
>>> p.run()
'First commit your guess: the simulation comes after it.'
>>> seen = []
>>> p.on_record(seen.append)
>>> p.commit("25", "unsure"), p.run(), p.reveal()
('', '', '')
>>> [(r.guess, r.trials, r.exact) for r in seen]
[(0.25, 0, None), (0.25, 1000, None), (0.25, 1000, 0.19003451128034)]
>>> p.send_intent({"type": "commit", "guess": "30"})
'Your guess is already committed: now run the simulation.'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import traitlets

from ..i18n import Lang, Message, cut, quote, text
from ..probability.investigation import GuessRecord, Investigation, Question
from ..records.results import Attempt
from ..rules.errors import BalootError, check_lang
from .esm import css, esm
from .predict_frames import frame, predict_html, predict_labels
from .recording import Recording

__all__ = ["Predict"]


class Predict(Recording):
    """One investigation of ``question`` (see the module docstring), in ``lang`` "en" or
    "ar".  The guess is recorded in the learner's folder once the answer is shown
    (:mod:`.recording`: skill the question's key, no right answer, the detail the
    :class:`GuessRecord`)."""

    _esm = esm("learner.js", "predict.js")
    _css = css("learner.css", "predict.css")
    frame = traitlets.Dict().tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)

    def __init__(self, question: Question, *, lang: Lang = "en") -> None:
        lang = check_lang(lang)
        if not isinstance(question, Question):
            raise BalootError(Message.of("error.predict_question", question=quote(question)))
        self._inv = Investigation(question)
        self._callbacks: list[Callable[[GuessRecord], object]] = []
        self._seq = 0
        self._told = False  # the guess is recorded (once the answer is shown)
        super().__init__(lang=lang)
        self.labels = predict_labels(lang)
        self.on_msg(self._on_msg)
        self._recording_start()
        self._publish("")

    # ---- the Python mirror ---------------------------------------------------------------

    @property
    def question(self) -> Question:
        """The question investigated."""
        return self._inv.question

    @property
    def stage(self) -> str:
        """ "asking", "committed", "running", "simulated" or "revealed"."""
        return self._inv.stage

    @property
    def record(self) -> GuessRecord | None:
        """The learner's result so far: None before the guess is committed."""
        return self._inv.record()

    def on_record(self, callback: Callable[[GuessRecord], object]) -> None:
        """Call ``callback(record)`` after each step (the guess committed, the simulation
        run, the answer shown) with :attr:`record` as it then stands: how a class collects
        its learners' guesses."""
        self._callbacks.append(callback)

    def commit(self, guess: object, confidence: str = "fair") -> str:
        """Commit a guess (a number of the question's scale, in percent for a probability)
        and how sure ("unsure", "fair" or "sure"), as the page's button does; returns the
        sentence ("" when done)."""
        return self.send_intent({"type": "commit", "guess": guess, "confidence": confidence})

    def run(self) -> str:
        """Run the simulation (after the guess); returns the sentence ("" when done)."""
        return self.send_intent({"type": "run"})

    def reveal(self) -> str:
        """Show the answer (after the simulation); returns the sentence ("" when done)."""
        return self.send_intent({"type": "reveal"})

    # ---- intents -------------------------------------------------------------------------

    def _on_msg(self, _widget: object, content: object, _buffers: object) -> None:
        if self._side_intent(content):
            return
        self._publish(self._handle(content))
        record = self._inv.record()
        if not self._told and record is not None and record.exact is not None:
            self._told = True  # the answer is shown: the guess is recorded once
            self._record(self._attempt(record))

    def _attempt(self, record: GuessRecord) -> Attempt:
        return Attempt(
            learner="", source="predict", skill=record.question, correct=None,
            answer=f"{record.guess:g}", solution=f"{record.exact:g}", detail=record.as_dict(),
        )  # fmt: skip

    def send_intent(self, intent: object) -> str:
        """Handle an intent as if the browser had sent it; returns the message."""
        self._on_msg(self, intent, [])
        return self.message

    def _handle(self, intent: object) -> str:
        """The message for an intent (empty when it was done); never raises."""
        inv, lang = self._inv, self._lang()
        try:
            if not isinstance(intent, dict):
                return text("predict.bad_intent", lang, why=quote(intent))
            kind = intent.get("type")
            said: Message | None
            if kind == "commit":
                said = inv.commit(intent.get("guess"), intent.get("confidence", "fair"))
            elif kind == "run":
                said = inv.run(step=lambda: self._publish(""))
            elif kind == "reveal":
                said = inv.reveal()
            else:
                return text("predict.bad_intent", lang, why=quote(intent))
            if said is not None:
                return said.text(lang)
        except Exception as exc:  # never raise into the notebook
            return text("predict.bad_intent", lang, why=cut(f"{type(exc).__name__}: {exc}", 120))
        return self._tell(lang)

    def _tell(self, lang: Lang) -> str:
        """Give the record to each callback; a callback that fails is named, and the step
        stays done."""
        record = self._inv.record()
        if record is None:
            return ""
        for callback in self._callbacks:
            try:
                callback(record)
            except Exception as exc:
                why = cut(f"{type(exc).__name__}: {exc}", 120)
                return text("predict.callback_failed", lang, why=why)
        return ""

    def _lang(self) -> Lang:
        return "ar" if self.lang == "ar" else "en"

    def _publish(self, message: str) -> None:
        self._seq += 1
        with self.hold_sync():
            self.frame = frame(self._inv, self._lang(), self._seq)
            self.message = message

    @traitlets.observe("lang")
    def _lang_changed(self, change: dict[str, Any]) -> None:
        if not hasattr(self, "_inv"):
            return
        if change["new"] not in ("en", "ar"):
            self.lang = change["old"]
            return
        self.labels = predict_labels(change["new"])
        self._publish("")

    # ---- pictures --------------------------------------------------------------------------

    def picture(self) -> str:
        """The investigation as a static HTML picture (no more than the page shows)."""
        return predict_html(self.frame, self.labels)

    def __repr__(self) -> str:
        return f"Predict({self._inv.question.key!r}, stage={self._inv.stage!r})"
