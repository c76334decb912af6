"""What the Quiz and the Puzzles widgets share: a *session* in Python (the exercises or
the puzzles, the answers, the language) drawn one frame at a time, and intents from the
browser answered with a message, never an exception.

A subclass sets ``_session`` before calling :meth:`SessionWidget._start`: it has ``lang``,
``set_lang(lang)``, ``answer(value)`` (a feedback with ``valid`` and ``text``),
``feedback`` (the valid feedback on the item shown, or None) and ``next()`` (the next item,
None at the end).  The subclass gives :meth:`~SessionWidget._frame` (the frame to sync),
:meth:`~SessionWidget._labels` (the buttons in one language) and ``_words``, the prefix of
its sentences ``<words>.answer_first``, ``<words>.over`` and ``<words>.bad_intent``.  The
browser sends ``{"type": "answer", "value": ...}`` and ``{"type": "next"}``.

>>> from baloot_widgets.widgets import Puzzles, Quiz
>>> issubclass(Quiz, SessionWidget) and issubclass(Puzzles, SessionWidget)
True
"""

from __future__ import annotations

from typing import Any

import traitlets

from ..i18n import Lang, text
from .base import BalootWidget
from .quoting import cut, echo

__all__ = ["SessionWidget"]


class SessionWidget(BalootWidget):
    """A widget that syncs one ``frame`` at a time, its ``labels``, a ``message`` and its
    ``lang``; the browser sends intents (see the module docstring)."""

    frame = traitlets.Dict().tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)

    _session: Any
    _seq = 0

    # ---- what a subclass gives ------------------------------------------------------------

    _words: str  #: the prefix of the widget's sentences ("quiz", "puzzles")

    def _frame(self, seq: int) -> dict[str, Any]:
        """The frame of the session now (``seq`` numbers the frames sent)."""
        raise NotImplementedError

    def _labels(self, lang: Lang) -> dict[str, Any]:
        """The buttons and headings in ``lang``."""
        raise NotImplementedError

    # ---- shared ---------------------------------------------------------------------------

    def _start(self) -> None:
        """Sync the labels and the first frame, and listen to the browser."""
        self.labels = self._labels(self._session.lang)
        self.on_msg(self._on_msg)
        self._publish("")

    def _on_msg(self, _widget: object, content: object, _buffers: object) -> None:
        self._publish(self._answer(content))

    def send_intent(self, intent: object) -> str:
        """Handle an intent as if the browser had sent it; returns the message."""
        self._on_msg(self, intent, [])
        return self.message

    def _answer(self, intent: object) -> str:
        """The message for anything the browser sends (empty when it was done); never
        raises."""
        session, lang = self._session, self._session.lang
        try:
            kind = intent.get("type") if isinstance(intent, dict) else None
            if kind == "answer" and isinstance(intent, dict):
                feedback = session.answer(intent.get("value"))
                return "" if feedback.valid else str(feedback.text)
            if kind == "next":
                if session.feedback is None:
                    return text(f"{self._words}.answer_first", lang)
                return "" if session.next() is not None else text(f"{self._words}.over", lang)
            return text(f"{self._words}.bad_intent", lang, why=echo(intent))
        except Exception as exc:  # never raise into the notebook
            why = cut(f"{type(exc).__name__}: {exc}", 120)
            return text(f"{self._words}.bad_intent", lang, why=why)

    def _publish(self, message: str) -> None:
        self._seq += 1
        with self.hold_sync():
            self.frame = self._frame(self._seq)
            self.message = message

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
