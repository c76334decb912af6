"""The public engine functions that decide exercises, by name.  An exercise names one
(``ex.grader``) and its keyword arguments (``ex.args``), so anyone can re-check it with
the public API: ``GRADERS[ex.grader](**ex.args)``.

>>> from baloot_widgets import Contract
>>> grade("trick_winner", {"trick": [(0, "AS"), (1, "7H")], "contract": Contract(mode="sun")})
0
>>> from baloot_widgets import Game
>>> [str(a) for a in legal_actions_of_record(Game.new(seed=1, dealer=0).to_record())]
['p1 pass', 'p1 hokum', 'p1 sun']
>>> game = Game.new(seed=1, dealer=0)
>>> game.act("p1 sun")
>>> contract_of_record(game.to_record())
Contract(mode='sun', trump=None, buyer=1, multiplier=1, doubler=None, gahwa=False, closed=False)
>>> state_of_record(Game.new(seed=1, dealer=0).to_record()).phase.value
'bid1'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

from ..bots import HeuristicBot
from ..i18n import Message
from ..play.game import Game
from ..rules.actions import Action
from ..rules.cards import Card, CardSet
from ..rules.contract import Contract, team_of
from ..rules.deal import dealt_to, seat_order
from ..rules.doubling import sun_double_allowed
from ..rules.errors import BalootError
from ..rules.match import scores_after
from ..rules.play import legal_cards, trick_points, trick_winner
from ..rules.projects import find_projects
from ..rules.scoring import score_hand
from ..rules.state import HandState
from ..solver import DEFAULT_FLAGS, card_values
from ..strategy.reports import better_action

__all__ = [
    "GRADERS",
    "bot_call_of_record",
    "contract_of_record",
    "grade",
    "legal_actions_of_record",
    "state_of_record",
]


def bot_call_of_record(record: dict[str, Any]) -> Action:
    """The call the bots' rule of thumb makes where a hand record stops (the bidding or the
    doubling): ``HeuristicBot().choose(view, legal)`` for the seat to move, from its view.
    (A round-2 Hokum names its suit only when it is confirmed; the exercise asks for the
    suit the bots will name, :func:`~baloot_widgets.bots.reasons.meant_trump`.)

    >>> from baloot_widgets import Game
    >>> str(bot_call_of_record(Game.new(seed=25, dealer=0).to_record()))
    'p1 sun'
    """
    game = Game.from_record(record)
    seat = game.to_move
    if seat is None:
        raise BalootError(Message.of("error.no_call_to_make"))
    seen = game.view(seat)
    return HeuristicBot().choose(seen, [a for a in seen.legal if a.seat == seat])


def legal_actions_of_record(record: dict[str, Any]) -> list[Action]:
    """``Game.from_record(record).legal_actions()``: the calls (or cards) allowed where a
    hand record stops."""
    return Game.from_record(record).legal_actions()


def contract_of_record(record: dict[str, Any]) -> Contract | None:
    """``Game.from_record(record).state.contract``: the contract where a hand record stops
    (None while the auction goes on)."""
    return Game.from_record(record).state.contract


def state_of_record(record: dict[str, Any]) -> HandState:
    """``Game.from_record(record).state``: the hand where its record stops (its contract
    after the doubling, the fouls recorded, the result of a Qayd)."""
    return Game.from_record(record).state


#: name -> the public function (``baloot_widgets.legal_cards``, ``trick_winner``,
#: ``find_projects``, ``score_hand``, ``baloot_widgets.solver.card_values``,
#: ``baloot_widgets.rules.play.trick_points``, ``seat_order`` and ``dealt_to`` of
#: ``rules.deal``, ``team_of`` of ``rules.contract``, ``rules.doubling.sun_double_allowed``,
#: ``rules.match.scores_after``, the legal actions, contract and state of a record, the
#: bots' call ``HeuristicBot().choose`` where a record stops, and the measured better way
#: at a principle's position, ``strategy.reports.better_action``)
GRADERS: Mapping[str, Callable[..., Any]] = {
    "legal_cards": legal_cards,
    "trick_winner": trick_winner,
    "find_projects": find_projects,
    "score_hand": score_hand,
    "card_values": card_values,
    "trick_points": trick_points,
    "legal_actions": legal_actions_of_record,
    "seat_order": seat_order,
    "team_of": team_of,
    "dealt_to": dealt_to,
    "contract_of_record": contract_of_record,
    "state_of_record": state_of_record,
    "sun_double_allowed": sun_double_allowed,
    "scores_after": scores_after,
    "bot_call": bot_call_of_record,
    "better_action": better_action,
}


@lru_cache(maxsize=256)
def _solved(
    hands: tuple[int, ...], leader: int, t: int, closed: bool, flags: int, trick: tuple[int, ...]
) -> dict[int, int]:
    return card_values(hands, leader, t, closed, flags, trick)


def grade(name: str, args: Mapping[str, Any]) -> Any:
    """Call the grader ``name`` with ``args``.  The solver's values of a position are
    kept (a best-card exercise asks them again to explain an answer)."""
    if name == "card_values":
        a = {"closed": False, "flags": DEFAULT_FLAGS, "trick": (), **args}
        hands = tuple(CardSet(h).mask for h in a["hands"])
        trick = tuple(int(Card(c)) for c in a["trick"])
        return dict(_solved(hands, a["leader"], a["t"], a["closed"], a["flags"], trick))
    return GRADERS[name](**args)
