"""Calls in a review (bids, doubles, declarations, Qayd): what the expert bot would have
said from the same seat's view, an **estimate**, never an exact value.

The expert (:class:`~baloot_widgets.bots.expert.ExpertBot`) decides from what the seat
could see.  When it would buy in another way than the player did (Sun instead of Hokum,
say), both contracts are played out over the same simulated deals
(:func:`~baloot_widgets.bots.simbid.simulated_bid`) and their game-point margins are
shown beside the sentence.

>>> from baloot_widgets import Game
>>> game = Game.new(seed=25, dealer=0)
>>> game.act("p1 pass")
>>> a = assess_call(game.states[0], game.history[0], seed=0)
>>> a.expert, a.message.text()
('p1 sun', 'estimate: the expert bot would rather bid Sun: your Aces and guarded Tens make a strong Sun hand')
"""

from __future__ import annotations

import random
from typing import NamedTuple

from ..bots.expert import ExpertBot
from ..bots.knowledge import knowledge
from ..bots.simbid import simulated_bid
from ..i18n import Join, Message
from ..play.view import view
from ..rules.actions import Action, Ashkal, Hokum, Sun, action_words
from ..rules.state import HandState

__all__ = ["SIMULATED_DEALS", "CallAssessment", "assess_call"]

#: simulated deals that compare two ways of buying
SIMULATED_DEALS = 48

_BUYS = (Sun, Hokum, Ashkal)


class CallAssessment(NamedTuple):
    """The expert's view of a call: its sentence, its own choice (action text) and, when
    two ways of buying were compared, each one's simulated game points a hand."""

    message: Message
    expert: str
    values: dict[str, float]


def assess_call(state: HandState, action: Action, *, seed: int) -> CallAssessment | None:
    """The expert's assessment of ``action`` made in ``state`` (None when the seat had no
    choice to make: an action outside its turn, such as a Qayd by another seat)."""
    seen = view(state, action.seat, reasons=False)
    mine = [a for a in seen.legal if a.seat == action.seat]
    if len(mine) < 2:
        return None
    k = knowledge(seen)
    bot = ExpertBot(seed=seed)
    choice, key = bot.decide(k, mine)
    if choice == action:
        message = Message.of("review.call_agrees", action=action_words(action, "do"))
        return CallAssessment(message, str(choice), {})
    sentence = bot.why(k, choice, key)
    message = Message.of("review.call_differs", sentence=sentence)
    values: dict[str, float] = {}
    if isinstance(action, _BUYS) and isinstance(choice, _BUYS):
        buys = [a for a in mine if isinstance(a, _BUYS)]
        _, worth = simulated_bid(k, buys, SIMULATED_DEALS, random.Random(seed))
        if action in worth and choice in worth:
            values = {str(a): worth[a] for a in (choice, action)}
            shown = Join(
                tuple(
                    Message.of("review.call_value", action=action_words(a, "do"), value=worth[a])
                    for a in (choice, action)
                ),
                words="join.list",
            )
            message = Message.of(
                "review.call_values", assessment=message, n=SIMULATED_DEALS, values=shown
            )
    return CallAssessment(message, str(choice), values)
