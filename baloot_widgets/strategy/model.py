"""What a principle is: a small change to the heuristic bot, where it is at stake
(:class:`Principle`, :class:`Choice`).  The principles are in :mod:`.auction` and
:mod:`.cardplay`, listed by name in :mod:`.principles`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, NamedTuple

from ..bots.heuristic import HeuristicBot
from ..bots.knowledge import Knowledge
from ..rules.actions import Action

__all__ = ["Choice", "Chooser", "Part", "Principle", "Side"]


Part = Literal["auction", "play", "defence"]
Side = Literal["follow", "against"]


class Choice(NamedTuple):
    """Where a principle is at stake: the action that ``follow``-s it, the one that goes
    ``against`` it, and the ``label`` of the case (its stratum)."""

    follow: Action
    against: Action
    label: str = ""


#: ``choose(k, legal, base)``: a Choice where the principle is at stake, else None
Chooser = Callable[[Knowledge, Sequence[Action], Action], "Choice | None"]


@dataclass(frozen=True)
class Principle:
    """One principle: its ``name``, its ``part`` of the game, its ``choose`` function,
    the puzzle ``theme`` that practises it (or None), whether it is ``popular`` advice
    put to the test, the match ``scores`` before the hand (the principle's team first:
    a Sun may be doubled only from some scores, RULES.md §5), its ``labels`` (the strata,
    in the order a report lists them) and the ``lesson`` that teaches it."""

    name: str
    part: Part
    choose: Chooser
    lesson: int
    labels: tuple[str, ...] = ("",)
    theme: str | None = None
    popular: bool = False
    scores: tuple[int, int] = (0, 0)

    def at(
        self, k: Knowledge, legal: Sequence[Action], base: Action | None = None
    ) -> Choice | None:
        """The principle's choice for the seat of ``k`` (None when it is not at stake, or
        when following and breaking it are the same action).  ``base`` is the heuristic's
        own action (asked when not given)."""
        mine = [a for a in legal if a.seat == k.seat]
        if base is None:
            base = HeuristicBot().decide(k, mine)[0]
        choice = self.choose(k, mine, base)
        if choice is None or choice.follow == choice.against:
            return None
        return choice

    def match_scores(self, team: int) -> tuple[int, int]:
        """The match scores (team 0·2, team 1·3) when ``team`` applies the principle."""
        mine, theirs = self.scores
        return (mine, theirs) if team == 0 else (theirs, mine)
