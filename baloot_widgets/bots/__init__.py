"""Bots that play Baloot from what their seat may see (ARCHITECTURE.md §6).

* :class:`RandomBot` — a uniformly random legal action;
* :class:`HeuristicBot` — sensible bids, its best projects, the obvious good card,
  Sawa and Qayd only when its view proves them;
* :class:`ExpertBot` — perfect-information Monte Carlo over the double-dummy solver;
* :func:`hint` — the best card or call for a student, and why (English or Arabic);
* :func:`make_bot` — a bot by name ("heuristic", "expert:worlds=8").

>>> from baloot_widgets import bots
>>> isinstance(bots.RandomBot(seed=1), bots.Bot), isinstance(bots.ExpertBot(seed=1), bots.Bot)
(True, True)
"""

from .base import Bot, choose_action
from .expert import ExpertBot
from .heuristic import HeuristicBot
from .hint import Hint, explain_play, hint
from .random import RandomBot
from .registry import BOTS, bot_from_spec, bot_spec, make_bot

__all__ = [
    "BOTS",
    "Bot",
    "ExpertBot",
    "HeuristicBot",
    "Hint",
    "RandomBot",
    "bot_from_spec",
    "bot_spec",
    "choose_action",
    "explain_play",
    "hint",
    "make_bot",
]
