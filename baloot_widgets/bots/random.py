"""RandomBot: plays a uniformly random legal card or call (seeded).

It never calls Qayd out of turn and prefers playing to claiming, so its hands finish.

>>> from baloot_widgets import Game
>>> game = Game.new(seed=3, dealer=0)
>>> RandomBot(seed=4).choose(game.view(1), game.legal_actions()) in game.legal_actions()
True
"""

from __future__ import annotations

import random as _random
from collections.abc import Sequence

from ..play.view import SeatView
from ..rules.actions import Action, Qayd, Sawa

__all__ = ["RandomBot"]


class RandomBot:
    """Chooses uniformly among its legal actions, leaving aside Qayd and Sawa claims."""

    def __init__(self, seed: int | None = 0, *, name: str = "random") -> None:
        self.name = name
        #: the bot's random source (a saved table keeps its state: bots/registry.py)
        self.rng = _random.Random(seed)

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """A random legal action (claims only when nothing else is possible)."""
        plain: list[Action] = [a for a in legal if not isinstance(a, (Qayd, Sawa))] or list(legal)
        return self.rng.choice(plain)

    def __repr__(self) -> str:
        return f"RandomBot(name={self.name!r})"
