"""Puzzles a person can solve: positions mined from real bot games by the solver, kept
only when one card (or a few equal cards) is clearly best, tagged by theme, rated by
evidence, and explained by playing the lines out trick by trick.

>>> from baloot_widgets.puzzles import load_puzzles, THEMES
>>> p = load_puzzles(theme="draw_trumps")[0]
>>> game = p.position()
>>> game.state.to_move == p.seat, "draw_trumps" in p.themes, p.kind in ("open", "table")
(True, True, True)
>>> p.check(sorted(p.solution)[0]).correct
True

The parts: :mod:`.spot` (a position valued card by card), :mod:`.themes` (the
detectors), :mod:`.table` (can the seat find it from what it sees?), :mod:`.evidence`
(difficulty and level), :mod:`.mine` (the miner), :mod:`.store` (the shipped set),
:mod:`.model` (a puzzle and its feedback), :mod:`.rating` (the learner's rating by
theme), :mod:`.session`, :mod:`.frames` and :mod:`.picture` (what the ``Puzzles``
widget shows).
"""

from .model import OK_LOSS, Feedback, Grade, Kind, Puzzle
from .spot import MARGIN, Result, Spot
from .store import load_puzzles
from .themes import THEMES, themes_of

__all__ = [
    "MARGIN",
    "OK_LOSS",
    "THEMES",
    "Feedback",
    "Grade",
    "Kind",
    "Puzzle",
    "Result",
    "Spot",
    "load_puzzles",
    "themes_of",
]
