"""What the recording widgets (Quiz, Puzzles, ``Predict``, Table, ``MyResults``) share:
each attempt goes to the process's recorder (:mod:`baloot_widgets.records.recorder`)
without a line of code, the learner's name is asked in the widget while this kernel has
none, and "Download my results" saves one file of every result of the learner.

The synced ``learner`` trait is what ``static/learner.js`` draws around the widget: the
name form (``ask``), the "Download my results" button (``download``), the sentence under
the form (``message``: a name that cannot be used, a thank-you, what was downloaded) and
a quiet line when an answer could not be saved (``note``: the lesson goes on).  The page
sends ``{"type": "learner", "name": ..., "class_code": ...}``, ``{"type":
"learner_skip"}`` and ``{"type": "my_results"}``; they are not moves of the widget, so
they need no ``seq`` (:mod:`.intents`).  The file of "Download my results" goes to the
page in a custom message ``{"type": "results_file", "file": ..., "text": ...}``, only
when asked.

>>> from baloot_widgets.widgets import Quiz
>>> quiz = Quiz(kinds=["abnat"], count=2)
>>> quiz.learner["download"], sorted(quiz.learner["labels"])[:3]
(True, ['ask', 'class_code', 'download'])
>>> quiz.send_intent({"type": "learner", "name": "Sara/"})
''
>>> print(quiz.learner["message"])
A name is letters, spaces and - ' . only: '/' cannot be part of it.
"""

from __future__ import annotations

import weakref
from typing import Any, ClassVar

import traitlets

from ..i18n import Lang, Message, cut, text
from ..records.learner import Profile, check_code, check_name
from ..records.recorder import Recorder, recorder
from ..records.results import Attempt
from ..rules.errors import BalootError
from .base import BalootWidget

__all__ = ["LEARNER_INTENTS", "Recording", "learner_labels"]

#: the intents of the learner's panel (answered before the widget's own)
LEARNER_INTENTS = ("learner", "learner_skip", "my_results")
_WIDGETS: weakref.WeakSet[Recording] = weakref.WeakSet()
_WATCHED: weakref.WeakSet[Recorder] = weakref.WeakSet()


def learner_labels(lang: Lang) -> dict[str, str]:
    """The words of the learner's panel in ``lang``.

    >>> learner_labels("ar")["download"]
    'تنزيل نتائجي'
    """
    keys = {"ask": "learner.ask", "name": "learner.name", "class_code": "learner.class_code",
            "save": "learner.save", "skip": "learner.skip", "download": "learner.download",
            "download_title": "learner.download_title"}  # fmt: skip
    return {name: text(key, lang) for name, key in keys.items()}


def _refresh_all() -> None:
    for widget in list(_WIDGETS):
        widget._show_learner()


class Recording(BalootWidget):
    """A widget that records its attempts (:meth:`_record`) and carries the learner's
    panel.  A subclass has a ``lang`` trait, sets :attr:`_download` when it shows
    "Download my results", and calls :meth:`_recording_start` once its traits are set."""

    learner = traitlets.Dict().tag(sync=True)
    #: whether the panel has the "Download my results" button
    _download: ClassVar[bool] = False
    #: whether the name is asked even after "Not now" (the results widget: handing in)
    _always_ask: ClassVar[bool] = False
    _said: Message | None = None
    _note: Message | None = None

    def _recording_start(self) -> None:
        rec = recorder()
        if rec not in _WATCHED:
            rec.listeners.append(_refresh_all)
            _WATCHED.add(rec)
        _WIDGETS.add(self)
        self._show_learner()

    def _lang_now(self) -> Lang:
        return "ar" if getattr(self, "lang", "en") == "ar" else "en"

    def _show_learner(self) -> None:
        """Sync the panel as it stands (after any change of name, language or note)."""
        rec, lang = recorder(), self._lang_now()
        profile = rec.profile()
        said, note = self._said, self._note
        self.learner = {
            "ask": profile is None and (self._always_ask or not rec.skipped),
            "name": profile.name if profile else "",
            "class_code": profile.class_code if profile else "",
            "download": self._download,
            "message": said.text(lang) if said else "",
            "note": note.text(lang) if note else "",
            "labels": learner_labels(lang),
            "dir": "rtl" if lang == "ar" else "ltr",
            "lang": lang,
        }

    @traitlets.observe("lang")
    def _learner_lang(self, _change: dict[str, Any]) -> None:
        if self.learner:
            self._show_learner()

    def _record(self, attempt: Attempt) -> None:
        """Record ``attempt``; a failure becomes the quiet line of the panel."""
        failed = recorder().record(attempt)
        if failed != self._note:
            self._note = failed
            self._show_learner()

    # ---- the panel's intents ------------------------------------------------------------

    def _side_intent(self, intent: object) -> bool:
        if not isinstance(intent, dict) or intent.get("type") not in LEARNER_INTENTS:
            return False
        try:
            self._said = self._learner_intent(intent)
        except Exception as exc:  # never raise into the notebook
            why = cut(f"{type(exc).__name__}: {exc}", 120)
            self._said = Message.of("learner.bad_intent", why=why)
        self._show_learner()
        return True

    def _learner_intent(self, intent: dict[str, Any]) -> Message | None:
        rec, kind = recorder(), intent["type"]
        if kind == "learner_skip":
            rec.skip()
            return Message.of("learner.skipped")
        if kind == "my_results":
            return self._send_results(rec)
        try:
            name = check_name(intent.get("name"))
            code = check_code(intent.get("class_code") or None)
        except BalootError as exc:
            return exc.reason if isinstance(exc.reason, Message) else None
        failed = rec.set_profile(Profile(name, code))
        return failed or Message.of("learner.saved", name=name)

    def _send_results(self, rec: Recorder) -> Message:
        collected = rec.collect()
        if not collected.count:
            return Message.of("learner.download_none")
        name = rec.download_name()
        self.send({"type": "results_file", "file": name, "text": collected.text})
        # the file's name kept whole and left to right inside an Arabic sentence
        said = Message.of("learner.downloaded", count=collected.count, file=f"\u2066{name}\u2069")
        if collected.damaged:
            return Message.of(
                "learner.two", first=said,
                second=Message.of("learner.download_damaged", count=collected.damaged),
            )  # fmt: skip
        return said
