"""What the ``ClassReport`` widget draws (docs/architecture.md, "Widgets: frames and
pictures"): one JSON-ready frame (:func:`frame`), the class report's view in the
teacher's language (:func:`~baloot_widgets.classroom.view.report_view`: the table of
mastery, the plot, the common wrong answers, time on task) with what only the widget
has: the class codes to choose from and the spreadsheet to download.  Its labels
(:func:`class_report_labels`) and its picture (:func:`class_report_html`: the report's
own HTML, the same as the page of ``baloot class-report``).

>>> from baloot_widgets.classroom import summarize
>>> from baloot_widgets.records.results import Attempt
>>> f = frame(summarize([Attempt(learner="Omar", source="quiz", skill="abnat", correct=True,
...                              class_code="7B")]), "en", 1)
>>> f["schema"], [c["text"] for c in f["codes"]], f["csv"]["file"]
(1, ['All classes', '7B'], 'class-report.csv')
"""

from __future__ import annotations

from typing import Any

from ..classroom.page import REPORT_CSS, report_html
from ..classroom.report import ClassSummary
from ..classroom.view import report_csv, report_view
from ..i18n import Lang, text

__all__ = ["ALL", "FRAME_SCHEMA", "class_report_html", "class_report_labels", "frame"]

#: version of the frame's keys (the JavaScript checks it)
FRAME_SCHEMA = 1
#: the value of "All classes" in the page's choice of class (a class code is never "*")
ALL = "*"


def class_report_labels(lang: Lang) -> dict[str, str]:
    """The buttons and headings, in one language (synced once).

    >>> class_report_labels("ar")["dir"], class_report_labels("en")["reload"]
    ('rtl', 'Read the files again')
    """
    keys = {"download": "classroom.download", "reload": "classroom.reload",
            "choose": "classroom.choose", "legend": "classroom.legend"}  # fmt: skip
    out = {name: text(key, lang) for name, key in keys.items()}
    out["schema"] = text("classroom.schema", lang, want="{want}", got="{got}")  # filled in the page
    out["dir"] = "rtl" if lang == "ar" else "ltr"
    return out


def frame(summary: ClassSummary, lang: Lang, seq: int = 0, *, done: bool = False) -> dict[str, Any]:
    """The frame of ``summary`` in ``lang`` (see the module docstring); ``done`` when the
    widget's message says that something was done (not a problem)."""
    view = report_view(summary, lang)
    codes = [{"value": ALL, "text": text("classroom.all_classes", lang)}]
    codes += [{"value": code, "text": code} for code in summary.codes]
    chosen = ALL if summary.class_code is None else summary.class_code
    if chosen not in (c["value"] for c in codes):  # a code with no student (yet)
        codes.append({"value": chosen, "text": chosen or text("classroom.without_code", lang)})
    name = text("classroom.csv_file", lang)
    return {"schema": FRAME_SCHEMA, "seq": seq, **view, "codes": codes, "code": chosen,
            "csv": {"file": name, "text": report_csv(view)}, "done": done}  # fmt: skip


def class_report_html(f: dict[str, Any], labels: dict[str, str]) -> str:
    """The picture of a frame: the report's HTML and its style sheet (the widget's
    buttons are left out: a picture has nothing to click)."""
    del labels  # the picture has no button
    return f"<style>{REPORT_CSS}</style>{report_html(f)}"
