"""Intents in order: what the widgets that answer the page (Table, Quiz, ReviewBoard)
share about the intents it sends.

Every frame such a widget sends carries ``seq``, a number that grows with each answer,
and every intent of the page carries the ``seq`` of the frame it was chosen on
(``static/common.js`` adds it).  An intent chosen on an older picture is refused with a
sentence and changes nothing: the second click of a double click that arrives after the
first was answered, a click in a second view of the same widget, a click that waited
while the kernel was busy.  A frame that only adds a message (a refusal, a hint) keeps
the frames before it current: what they offered can still be done.

>>> from baloot_widgets import Game, Table
>>> table = Table(Game.new(seed=0, dealer=3), pace=0)
>>> seq = table.frame["seq"]
>>> table.send_intent({"type": "act", "action": "p0 pass", "seq": seq})
''
>>> table.send_intent({"type": "act", "action": "p0 pass", "seq": seq})
'That click was made on an earlier picture, so nothing was done: this is the picture now'
"""

from __future__ import annotations

from typing import Any

from ..i18n import Message, quote
from .base import BalootWidget

__all__ = ["IntentWidget", "late_intent"]


def late_intent(intent: object, current: int, latest: int) -> Message | None:
    """Why ``intent`` may not be followed because of the frame it answers, or None when it
    answers a current frame: one from ``current`` (the first frame that shows what can be
    done now) to ``latest`` (the last frame sent).  An intent that is not a dict is left
    to the widget, which answers it with its own sentence.

    >>> late_intent({"type": "next", "seq": 4}, 3, 5) is None
    True
    >>> print(late_intent({"type": "next", "seq": 2}, 3, 5))
    That click was made on an earlier picture, so nothing was done: this is the picture now
    >>> print(late_intent({"type": "next"}, 3, 5))
    The page sent a request without the number of the picture it answers (seq 'none'), so nothing was done
    """
    if not isinstance(intent, dict):
        return None
    seq = intent.get("seq", "none")
    if type(seq) is not int:
        return Message.of("intent.no_seq", seq=quote(seq))
    if current <= seq <= latest:
        return None
    return Message.of("intent.stale")


class IntentWidget(BalootWidget):
    """A widget that answers intents: it numbers its frames (:meth:`_next_seq`), follows
    the intents that answer a current frame (:meth:`_follow`) and refuses the others
    (:meth:`_refuse`); :meth:`send_intent` is the same path for Python."""

    _seq = 0  #: the seq of the last frame sent
    _current = 0  #: the seq of the first frame that shows what can be done now
    message: Any  #: the sentence the widget shows now (a trait or a property of each)

    def _next_seq(self, *, changed: bool) -> int:
        """The seq of a new frame; ``changed`` when what earlier frames offered no longer
        holds (a move, a new exercise, another step), so their intents are refused."""
        self._seq += 1
        if changed:
            self._current = self._seq
        return self._seq

    def _on_msg(self, _widget: object, content: object, _buffers: object) -> None:
        if self._side_intent(content):
            return
        late = late_intent(content, self._current, self._seq)
        if late is None:
            self._follow(content)
        else:
            self._refuse(late)

    def send_intent(self, intent: object) -> str:
        """Handle an intent as if the browser had sent it, for the picture shown now
        (unless it names the ``seq`` of another); returns the message ("" when it was
        done)."""
        if isinstance(intent, dict) and "seq" not in intent:
            intent = {**intent, "seq": self._seq}
        self._on_msg(self, intent, [])
        return str(self.message)

    def _follow(self, intent: object) -> None:
        """Follow an intent that answers a current frame (a bad one gets a sentence)."""
        raise NotImplementedError

    def _refuse(self, why: Message) -> None:
        """Answer an intent chosen on an older picture with ``why``: nothing changes."""
        raise NotImplementedError
