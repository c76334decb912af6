"""Jupyter widgets (anywidget): the interactive :class:`Table`, the exercises of
:class:`Quiz`, the :class:`Puzzles`, the read-only :class:`HandView`, the
:class:`ReviewBoard` of a reviewed hand and the probability lessons' investigations,
:class:`Predict`, :class:`MyResults` (the learner's results, "Download my
results"; every recording widget records without code, :mod:`.recording`), and the
teacher's :class:`ClassReport`.  Their JavaScript and CSS are plain files in ``static/``.

>>> from baloot_widgets.widgets import HandView
>>> HandView("AS 10H")
HandView('AS 10H')
"""

from .class_report import ClassReport
from .handview import HandView
from .my_results import MyResults
from .predict import Predict
from .puzzles import Puzzles
from .quiz import Quiz
from .reviewboard import ReviewBoard
from .table import Table

__all__ = [
    "ClassReport",
    "HandView",
    "MyResults",
    "Predict",
    "Puzzles",
    "Quiz",
    "ReviewBoard",
    "Table",
]
