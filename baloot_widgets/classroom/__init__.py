"""Running a class: the class report, what a teacher reads from the learners' results
files, and duplicate deals.

:mod:`.report` computes the numbers (:func:`class_summary`, a :class:`ClassSummary`),
:mod:`.view` puts them in words in the teacher's language (:func:`report_view`) and the
spreadsheet (:func:`report_csv`), :mod:`.page` draws the HTML page that
``baloot class-report`` writes.  The ``ClassReport`` widget (``widgets/class_report.py``)
shows the same view in a notebook.

Duplicate deals: a class code picks the same deals for every table (:mod:`.series`), the
tables' hand files (:mod:`.hands`) and their comparison deal by deal (:mod:`.duplicate`).

>>> ClassSeries.of("7b").code
'7B'
"""

from .duplicate import DuplicateResults, compare_tables, duplicate_results
from .hands import ClassHand, read_class_hands, save_class_hand
from .page import report_html, report_page
from .report import ClassSummary, Standing, Student, class_summary, learner_key, summarize
from .series import ClassSeries, SeriesMatch
from .view import report_csv, report_view

__all__ = [
    "ClassHand",
    "ClassSeries",
    "ClassSummary",
    "DuplicateResults",
    "SeriesMatch",
    "Standing",
    "Student",
    "class_summary",
    "compare_tables",
    "duplicate_results",
    "learner_key",
    "read_class_hands",
    "report_csv",
    "report_html",
    "report_page",
    "report_view",
    "save_class_hand",
    "summarize",
]
