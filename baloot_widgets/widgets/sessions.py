"""What the Quiz and the Puzzles widgets share: a *session* in Python (the exercises or
the puzzles, the answers, the language) drawn one frame at a time, and intents from the
browser answered with a message, never an exception; intents in order as every widget
that answers the page (:mod:`.intents`).

A subclass sets ``_session`` before calling :meth:`SessionWidget._start`: it has ``lang``,
``index`` (the item shown), ``set_lang(lang)``, ``answer(value)`` (a feedback with
``valid`` and ``text``), ``feedback`` (the valid feedback on the item shown, or None) and
``next()`` (the next item, None at the end).  The subclass gives
:meth:`~SessionWidget._frame` (the frame to sync), :meth:`~SessionWidget._labels` (the
buttons in one language) and ``_words``, the prefix of its sentences
``<words>.answer_first``, ``<words>.over`` and ``<words>.bad_intent``.  The browser sends
``{"type": "answer", "value": ...}`` and ``{"type": "next"}``, and ``{"type": "hint"}``
to a session that has a ``hint()`` (None when shown, else the Message that says why not).

>>> from baloot_widgets.widgets import Puzzles, Quiz
>>> issubclass(Quiz, SessionWidget) and issubclass(Puzzles, SessionWidget)
True
"""

from __future__ import annotations

from typing import Any

import traitlets

from ..i18n import Lang, Message, cut, quote, text
from ..records.results import Attempt
from .intents import IntentWidget
from .recording import Recording

__all__ = ["SessionWidget"]


class SessionWidget(Recording, IntentWidget):
    """A widget that syncs one ``frame`` at a time, its ``labels``, a ``message`` and its
    ``lang``; the browser sends intents (see the module docstring).  Each answer is
    recorded in the learner's folder (:meth:`_new_attempts`, :mod:`.recording`), and the
    widget has the "Download my results" button."""

    _download = True

    frame = traitlets.Dict().tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)

    _session: Any
    #: the item, answered or not, and language the last frame showed
    _shown: tuple[int, bool, str] | None = None

    # ---- what a subclass gives ------------------------------------------------------------

    _words: str  #: the prefix of the widget's sentences ("quiz", "puzzles")

    def _frame(self, seq: int) -> dict[str, Any]:
        """The frame of the session now (``seq`` numbers the frames sent)."""
        raise NotImplementedError

    def _labels(self, lang: Lang) -> dict[str, Any]:
        """The buttons and headings in ``lang``."""
        raise NotImplementedError

    def _new_attempts(self) -> list[Attempt]:
        """The answers given since the last call, to record (each once)."""
        raise NotImplementedError

    # ---- shared ---------------------------------------------------------------------------

    def _start(self) -> None:
        """Sync the labels and the first frame, and listen to the browser."""
        self.labels = self._labels(self._session.lang)
        self.on_msg(self._on_msg)
        self._recording_start()
        self._publish("")

    def _follow(self, intent: object) -> None:
        self._publish(self._handle(intent))

    def _refuse(self, why: Message) -> None:
        self._publish(why.text(self._session.lang))

    def _handle(self, intent: object) -> str:
        """The message for an intent (empty when it was done); never raises."""
        session, lang, words = self._session, self._session.lang, self._words
        try:
            if not isinstance(intent, dict):
                return text(f"{words}.bad_intent", lang, why=quote(intent))
            kind = intent.get("type")
            if kind == "answer":
                feedback = session.answer(intent.get("value"))
                return "" if feedback.valid else str(feedback.text)
            if kind == "hint" and hasattr(session, "hint"):
                refused = session.hint()
                return "" if refused is None else refused.text(lang)
            if kind == "next":
                if session.feedback is None:
                    return text(f"{words}.answer_first", lang)
                return "" if session.next() is not None else text(f"{words}.over", lang)
            return text(f"{words}.bad_intent", lang, why=quote(intent))
        except Exception as exc:  # never raise into the notebook
            return text(f"{words}.bad_intent", lang, why=cut(f"{type(exc).__name__}: {exc}", 120))

    def _publish(self, message: str) -> None:
        """Send the frame of the item as it stands and ``message``; the frames before it
        stay current unless the item, its answer or the language changed."""
        s = self._session
        shown = (s.index, s.feedback is not None, s.lang)
        seq = self._next_seq(changed=shown != self._shown)
        self._shown = shown
        with self.hold_sync():
            self.frame = self._frame(seq)
            self.message = message
        for attempt in self._new_attempts():
            self._record(attempt)

    @traitlets.observe("lang")
    def _lang_changed(self, change: dict[str, Any]) -> None:
        if not hasattr(self, "_session") or change["new"] == self._session.lang:
            return
        if change["new"] not in ("en", "ar"):
            self.lang = change["old"]
            return
        self._session.set_lang(change["new"])
        self.labels = self._labels(change["new"])
        self._publish("")
