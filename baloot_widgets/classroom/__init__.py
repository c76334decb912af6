"""The class report: what a teacher reads from the learners' results files.

:mod:`.report` computes the numbers (:func:`class_summary`, a :class:`ClassSummary`),
:mod:`.view` puts them in words in the teacher's language (:func:`report_view`) and the
spreadsheet (:func:`report_csv`), :mod:`.page` draws the HTML page that
``baloot class-report`` writes.  The ``ClassReport`` widget (``widgets/class_report.py``)
shows the same view in a notebook.
"""

from .page import report_html, report_page
from .report import ClassSummary, Standing, Student, class_summary, learner_key, summarize
from .view import report_csv, report_view

__all__ = [
    "ClassSummary",
    "Standing",
    "Student",
    "class_summary",
    "learner_key",
    "report_csv",
    "report_html",
    "report_page",
    "report_view",
    "summarize",
]
