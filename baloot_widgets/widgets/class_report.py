"""The ClassReport widget: the class report in the teacher's notebook, read from the
learners' results files (a folder of handed-in files, or the files themselves).

Python reads the files and computes the report (:mod:`baloot_widgets.classroom`); the page
is sent one frame (:func:`~.class_report_frames.frame`) and draws it: one row per student
and one column per skill coloured by mastery, a bar per skill, the class's most common
wrong answers, time on task, and a button that downloads the table as CSV for a
spreadsheet.  The browser sends intents only: ``{"type": "reload"}`` (the students have
answered more: read the files again) and ``{"type": "class", "code": "7B"}`` (one class;
``"*"`` for all).  A folder that does not exist yet or a file that cannot be read is a
sentence in the widget, never an error in the notebook.

>>> import tempfile
>>> from baloot_widgets.records.results import Attempt, append_attempt
>>> folder = tempfile.mkdtemp()
>>> _ = append_attempt(f"{folder}/omar.jsonl", Attempt(learner="Omar", source="quiz",
...                    skill="abnat", correct=True, class_code="7B"))
>>> report = ClassReport(folder)
>>> [s.name for s in report.summary.students], report.frame["facts"]
(['Omar'], '1 student · 1 answer · read from 1 file')
>>> report.send_intent({"type": "class", "code": "9A"})
''
>>> report.frame["empty"][:15]
'No results yet:'
>>> ClassReport(folder + "/none").message
"there is no file or folder '.../none'"
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import traitlets

from ..classroom.page import REPORT_CSS
from ..classroom.report import ClassSummary, class_summary, summarize, time_zone
from ..classroom.view import report_csv, report_view
from ..i18n import Lang, Message, cut, quote, text
from ..records.files import write_text
from ..rules.errors import BalootError, check_lang
from .base import BalootWidget
from .class_report_frames import ALL, class_report_html, class_report_labels, frame
from .esm import css, esm

__all__ = ["ClassReport"]


class ClassReport(BalootWidget):
    """The class report of the results files at ``paths`` (files, or folders read with
    their subfolders), for one ``class_code`` or every class (None), in ``lang``, its
    times in ``zone`` (a name such as "Asia/Riyadh" or an offset such as "+03:00"; None:
    this computer's, which in JupyterLite is the browser's)."""

    _esm = esm("class_report.js")
    _css = css("class_report.css") + "\n" + REPORT_CSS
    frame = traitlets.Dict().tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)

    def __init__(
        self,
        *paths: str | Path,
        class_code: str | None = None,
        lang: Lang = "en",
        zone: str | None = None,
    ) -> None:
        lang = check_lang(lang)
        self._zone = time_zone(zone)  # None: the computer's (in JupyterLite, the browser's)
        if not paths:
            raise BalootError(Message.of("classroom.no_paths"))
        self._paths = paths
        self._code = class_code
        self._summary = summarize([], class_code=class_code)
        self._seq = 0
        self._done = False  # the next message says what was done (not a problem)
        super().__init__(lang=lang)
        self.labels = class_report_labels(lang)
        self.on_msg(self._on_msg)
        self._publish(self._read())

    # ---- the Python mirror ---------------------------------------------------------------

    @property
    def summary(self) -> ClassSummary:
        """The report's numbers (see :class:`~baloot_widgets.classroom.report.ClassSummary`)."""
        return self._summary

    def reload(self) -> str:
        """Read the files again (students have answered more); returns the sentence."""
        return self.send_intent({"type": "reload"})

    def choose(self, class_code: str | None) -> str:
        """Report one class code ("" for the students without one), or every class (None)."""
        return self.send_intent(
            {"type": "class", "code": ALL if class_code is None else class_code}
        )

    def csv(self) -> str:
        """The table as CSV text for a spreadsheet (UTF-8 with a byte order mark)."""
        return report_csv(report_view(self._summary, self._lang()))

    def save_csv(self, path: str | Path) -> Path:
        """Write :meth:`csv` at ``path``; a failure is a sentence."""
        what = Message.of("classroom.what_csv")
        return write_text(path, self.csv(), what=what, example="class-report.csv")

    # ---- intents -------------------------------------------------------------------------

    def _on_msg(self, _widget: object, content: object, _buffers: object) -> None:
        self._publish(self._handle(content))

    def send_intent(self, intent: object) -> str:
        """Handle an intent as if the browser had sent it; returns the message."""
        self._on_msg(self, intent, [])
        return self.message

    def _handle(self, intent: object) -> str:
        """The message for an intent (empty when it was done); never raises."""
        lang = self._lang()
        try:
            if not isinstance(intent, dict):
                return text("classroom.bad_intent", lang, why=quote(intent))
            kind = intent.get("type")
            if kind == "reload":
                said = self._read()
                self._done = not said
                return said or text("classroom.reloaded", lang, files=self._summary.files)
            if kind == "class" and isinstance(intent.get("code"), str):
                code = intent["code"]
                self._code = None if code == ALL else code
                return self._read()
            return text("classroom.bad_intent", lang, why=quote(intent))
        except Exception as exc:  # never raise into the notebook
            return text("classroom.bad_intent", lang, why=cut(f"{type(exc).__name__}: {exc}", 120))

    def _read(self) -> str:
        """Read the files into the summary; the sentence when they cannot be read."""
        try:
            self._summary = class_summary(*self._paths, class_code=self._code, zone=self._zone)
        except BalootError as exc:
            self._summary = summarize([], class_code=self._code)
            return exc.text(self._lang())
        return ""

    def _lang(self) -> Lang:
        return "ar" if self.lang == "ar" else "en"

    def _publish(self, message: str) -> None:
        self._seq += 1
        done, self._done = self._done, False
        with self.hold_sync():
            self.frame = frame(self._summary, self._lang(), self._seq, done=done)
            self.message = message

    @traitlets.observe("lang")
    def _lang_changed(self, change: dict[str, Any]) -> None:
        if not hasattr(self, "_summary"):
            return
        if change["new"] not in ("en", "ar"):
            self.lang = change["old"]
            return
        self.labels = class_report_labels(change["new"])
        self._publish("")

    # ---- pictures --------------------------------------------------------------------------

    def picture(self) -> str:
        """The report as a static HTML picture (the same as the page of ``baloot
        class-report``)."""
        return class_report_html(self.frame, self.labels)

    def __repr__(self) -> str:
        s = self._summary
        return f"ClassReport(students={len(s.students)}, attempts={s.attempts}, files={s.files})"
