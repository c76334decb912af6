"""Probability of projects, Baloot and Kawesh: exact counts and Monte Carlo (RULES.md §7).

Exact counts look at every one of the C(32,8) = 10,518,300 eight-card hands (and the
C(32,5) = 201,376 five-card first deals for Kawesh).  Simulations deal full seeded deals
and ask questions of one seat, of anyone, or of both teams.  Events are read from the
engine's own project rules through a hand signature, so they are defined in one place.
NumPy makes everything fast; without it a pure-Python fallback gives the same exact counts.

>>> from baloot_widgets.probability import exact_probability, best_project, run_of_at_least
>>> print(exact_probability(run_of_at_least(5)))
a run of 5 or more: 42,900 of 10,518,300 hands, 0.4079% (1 in 245.2)
>>> print(exact_probability(best_project("sira", "sun")))
best project is a Sira (Sun): 1,998,840 of 10,518,300 hands, 19.0035% (1 in 5.3)
"""

from .backend import NUMPY_AVAILABLE, Backend
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
from .signature import HandSignature
from .simulate import random_deals, sample_outcomes, simulate
from .stats import (
    Estimate,
    EventProbability,
    Interval,
    format_table,
    normal_interval,
    wilson_interval,
)

__all__ = [
    "NUMPY_AVAILABLE",
    "Backend",
    "DealEvent",
    "Estimate",
    "EventProbability",
    "HandEvent",
    "HandSignature",
    "Interval",
    "Scope",
    "any_project",
    "anyone",
    "baloot",
    "best_project",
    "both_teams",
    "code_histogram",
    "exact_probability",
    "exact_table",
    "for_seat",
    "format_table",
    "four_of_a_kind",
    "holds_project",
    "kawesh",
    "normal_interval",
    "random_deals",
    "run_of_at_least",
    "sample_outcomes",
    "scoring_four_of_a_kind",
    "simulate",
    "table_events",
    "wilson_interval",
]
