"""Running a class: duplicate deals (a class code picks the same deals for every table,
:mod:`.series`), the tables' hand files (:mod:`.hands`) and their comparison deal by deal
(:mod:`.duplicate`).

>>> ClassSeries.of("7b").code
'7B'
"""

from .duplicate import DuplicateResults, compare_tables, duplicate_results
from .hands import ClassHand, read_class_hands, save_class_hand
from .series import ClassSeries, SeriesMatch

__all__ = [
    "ClassHand",
    "ClassSeries",
    "DuplicateResults",
    "SeriesMatch",
    "compare_tables",
    "duplicate_results",
    "read_class_hands",
    "save_class_hand",
]
