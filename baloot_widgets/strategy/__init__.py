"""Strategy a person can use: principles of Baloot, each measured by simulation.

A principle (:mod:`.principles`: the auction's in :mod:`.auction`, the play's and the
defence's in :mod:`.cardplay`) is a small change to the heuristic bot, followed or
broken; :func:`measure` plays both on the same deals and says what following it is
worth in game points, with its standard error (:mod:`.measure`).  ``python -m
baloot_widgets.strategy`` (:mod:`.cli`) measures them all and writes the data file the
lessons read (:mod:`.store`), with what each kind of call tells the caller's partner
(:mod:`.inference`); :mod:`.reports` shows them to a learner in English or Arabic.

>>> principle_worth("feed_partner").stored.count > 0
True
"""

from __future__ import annotations

from .measure import Case, Example, Measured, measure
from .model import Choice, Principle
from .principles import PRINCIPLES, PrincipleBot, principle
from .reports import call_signals, principle_example, principle_practice, principle_worth

__all__ = [
    "PRINCIPLES",
    "Case",
    "Choice",
    "Example",
    "Measured",
    "Principle",
    "PrincipleBot",
    "call_signals",
    "measure",
    "principle",
    "principle_example",
    "principle_practice",
    "principle_worth",
]
