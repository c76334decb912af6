"""Bots that play Baloot from what their seat may see
(docs/architecture.md, "The seat's view, the bots and the hint").

* :class:`RandomBot` — a uniformly random legal action;
* :class:`HeuristicBot` — sensible bids, its best projects, the obvious good card,
  Sawa and Qayd only when its view proves them;
* :class:`ExpertBot` — perfect-information Monte Carlo over the double-dummy solver;
* :func:`hint` — the best card or call for a student, and why (English or Arabic);
* :func:`make_bot` — a bot by name ("heuristic", "expert:worlds=8");
* advice for a learner, as reports in English or Arabic: :func:`appraise` (a hand counted
  as the bots count it), :func:`simulate_calls` (each call over simulated deals),
  :func:`card_odds` (what another seat may hold) and :func:`count_cards` (what a seat can
  count during the play).

>>> from baloot_widgets import bots
>>> isinstance(bots.RandomBot(seed=1), bots.Bot), isinstance(bots.ExpertBot(seed=1), bots.Bot)
(True, True)
"""

from .appraise import Appraisal, appraise
from .base import Bot, choose_action
from .counting import CardCount, count_cards
from .expert import ExpertBot
from .heuristic import HeuristicBot
from .hint import Hint, explain_play, hint
from .outlook import CallValues, CardOdds, card_odds, simulate_calls
from .random import RandomBot
from .registry import BOTS, bot_from_spec, bot_spec, make_bot

__all__ = [
    "BOTS",
    "Appraisal",
    "Bot",
    "CallValues",
    "CardCount",
    "CardOdds",
    "ExpertBot",
    "HeuristicBot",
    "Hint",
    "RandomBot",
    "appraise",
    "bot_from_spec",
    "bot_spec",
    "card_odds",
    "choose_action",
    "count_cards",
    "explain_play",
    "hint",
    "make_bot",
    "simulate_calls",
]
