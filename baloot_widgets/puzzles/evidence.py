"""How hard a puzzle is, from evidence: does the heuristic bot find the best card from
what its seat sees, how often does a weak bot (a random legal card) miss it, how deep is
the line (in how many tricks the difference shows), how many tricks are left, and can
the seat see the cards.  From these come the puzzle's rating (a number on the learners'
scale, :mod:`~baloot_widgets.puzzles.rating`) and its level:

* level 1: 2 to 4 tricks left, and the heuristic bot finds the card;
* level 2: 2 to 4 tricks left, and the heuristic bot misses it;
* level 3: 5 or 6 tricks left.

>>> rating_of(heuristic_miss=False, random_miss=0.5, depth=1, tricks_left=2, table=False)
1200
>>> level_of(tricks_left=3, heuristic_miss=True), level_of(tricks_left=6, heuristic_miss=False)
(2, 3)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..bots.heuristic import HeuristicBot
from ..play.view import view
from ..rules.actions import Play
from ..rules.cards import Card
from ..rules.engine import legal_actions
from ..rules.state import HandState
from .spot import Spot
from .themes import closest

__all__ = ["Evidence", "evidence_of", "heuristic_card", "level_of", "line_depth", "rating_of"]

#: the rating of the easiest puzzle; what each piece of evidence adds to it
BASE_RATING = 1000
HEURISTIC_MISS = 300
RANDOM_MISS = 400
PER_DEPTH = 80
PER_TRICK = 60
AT_THE_TABLE = 150


@dataclass(frozen=True)
class Evidence:
    """What the bots did and how the lines run (see the module docstring)."""

    heuristic: Card
    heuristic_miss: bool
    random_miss: float
    depth: int
    tricks_left: int
    share: float | None = None  #: the table share (None for an open-hands puzzle)

    @property
    def rating(self) -> int:
        """The puzzle's rating."""
        return rating_of(
            heuristic_miss=self.heuristic_miss, random_miss=self.random_miss, depth=self.depth,
            tricks_left=self.tricks_left, table=self.share is not None,
        )  # fmt: skip

    @property
    def level(self) -> int:
        """The puzzle's level, 1 to 3."""
        return level_of(tricks_left=self.tricks_left, heuristic_miss=self.heuristic_miss)


def heuristic_card(state: HandState) -> Card:
    """The card the heuristic bot plays from the view of the seat to move."""
    seat = state.to_move
    assert seat is not None
    plays = [a for a in legal_actions(state) if isinstance(a, Play)]
    action = HeuristicBot(seed=seat).choose(view(state, seat, reasons=False), plays)
    assert isinstance(action, Play)
    return action.card


def line_depth(spot: Spot) -> int:
    """In which trick (1 = the current one) the closest wrong card's line first differs
    from the best line in who wins a trick or how many Abnat the team takes."""
    best, wrong = spot.lines[spot.best_card()], spot.lines[closest(spot)]
    for k, (a, b) in enumerate(zip(best, wrong, strict=False), start=1):
        if a.winner & 1 != b.winner & 1 or (a.points != b.points):
            return k
    return len(best)


def rating_of(
    *, heuristic_miss: bool, random_miss: float, depth: int, tricks_left: int, table: bool
) -> int:
    """The rating of a puzzle from its evidence, rounded to 10."""
    value = (
        BASE_RATING
        + HEURISTIC_MISS * heuristic_miss
        + RANDOM_MISS * random_miss
        + PER_DEPTH * (depth - 1)
        + PER_TRICK * (tricks_left - 2)
        + AT_THE_TABLE * table
    )
    return int(round(value / 10) * 10)


def level_of(*, tricks_left: int, heuristic_miss: bool) -> int:
    """The level: 3 from 5 tricks left, else 2 when the heuristic bot misses, else 1."""
    if tricks_left >= 5:
        return 3
    return 2 if heuristic_miss else 1


def evidence_of(spot: Spot, share: float | None) -> Evidence:
    """The evidence for a clearly decided position (``share``: its table share when it
    is set at the table)."""
    chosen = heuristic_card(spot.state)
    legal = len(spot.values)
    return Evidence(
        heuristic=chosen,
        heuristic_miss=chosen not in spot.solution,
        random_miss=round(1 - len(spot.solution) / legal, 3),
        depth=line_depth(spot),
        tricks_left=spot.tricks_left,
        share=share,
    )
