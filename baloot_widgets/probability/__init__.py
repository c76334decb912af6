"""Probability of projects, Baloot and Kawesh: exact counts and Monte Carlo (RULES.md §7).

Exact counts look at every one of the C(32,8) = 10,518,300 eight-card hands (and the
C(32,5) = 201,376 five-card first deals for Kawesh).  Simulations deal full seeded deals
and ask questions of one seat, of anyone, or of both teams.  Events are read from the
engine's own project rules through a hand signature, so they are defined in one place.
NumPy makes everything fast; without it a pure-Python fallback gives the same exact counts.
For the lessons: :func:`check_answer` (a friendly check of a student's number),
:func:`coverage` (how often an interval holds the truth, exactly), the figures
(:func:`bars`, :func:`lines` and :func:`intervals`: Vega-Lite, drawn by JupyterLab and
JupyterLite alike), the investigations a learner predicts before simulating
(:mod:`.investigation`; the lessons' questions in :mod:`.questions`) and
:func:`published_figures_html` (the printable table of the probabilities Wikipedia and
Grokipedia print, corrected).

>>> from baloot_widgets.probability import exact_probability, best_project, run_of_at_least
>>> print(exact_probability(run_of_at_least(5)))
a run of 5 or more: 42,900 of 10,518,300 hands, 0.4079% (1 in 245.2)
>>> print(exact_probability(best_project("sira", "sun")))
best project is a Sira (Sun): 1,998,840 of 10,518,300 hands, 19.0035% (1 in 5.3)
"""

from .answers import Feedback, check_answer
from .backend import NUMPY_AVAILABLE, Backend
from .charts import Chart, bars, intervals, lines
from .events import (
    DealEvent,
    HandEvent,
    Scope,
    any_project,
    anyone,
    baloot,
    best_project,
    both_teams,
    for_seat,
    four_of_a_kind,
    holds_project,
    kawesh,
    run_of_at_least,
    scoring_four_of_a_kind,
)
from .exact import code_histogram, exact_probability, exact_table, table_events
from .investigation import GuessRecord, Investigation, Question
from .published import PublishedFigure, published_figures, published_figures_html
from .questions import best_sira, class_projects, four_hundred_wait, kawesh_anyone, partner_trumps
from .signature import HandSignature
from .simulate import outcomes, random_deals, sample_outcomes, simulate, suit_counts, suit_lengths
from .stats import (
    Estimate,
    EventProbability,
    Interval,
    IntervalMethod,
    coverage,
    format_table,
    normal_interval,
    wilson_interval,
)

__all__ = [
    "NUMPY_AVAILABLE",
    "Backend",
    "Chart",
    "DealEvent",
    "Estimate",
    "EventProbability",
    "Feedback",
    "GuessRecord",
    "HandEvent",
    "HandSignature",
    "Interval",
    "IntervalMethod",
    "Investigation",
    "PublishedFigure",
    "Question",
    "Scope",
    "any_project",
    "anyone",
    "baloot",
    "bars",
    "best_project",
    "best_sira",
    "both_teams",
    "check_answer",
    "class_projects",
    "code_histogram",
    "coverage",
    "exact_probability",
    "exact_table",
    "for_seat",
    "format_table",
    "four_hundred_wait",
    "four_of_a_kind",
    "holds_project",
    "intervals",
    "kawesh",
    "kawesh_anyone",
    "lines",
    "normal_interval",
    "outcomes",
    "partner_trumps",
    "published_figures",
    "published_figures_html",
    "random_deals",
    "run_of_at_least",
    "sample_outcomes",
    "scoring_four_of_a_kind",
    "simulate",
    "suit_counts",
    "suit_lengths",
    "table_events",
    "wilson_interval",
]
