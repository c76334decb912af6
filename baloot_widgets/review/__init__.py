"""Review a played hand like an analysis board: every card's exact value, the mistakes,
and why (issue 13).

:func:`review` walks a finished (or unfinished) hand with the double-dummy solver, one
transposition table for the whole hand.  Each card gets its **exact** value: the card
Abnat the mover's team takes from that position on if the card is played and both teams
then play perfectly with all hands open (:func:`~baloot_widgets.solver.card_values`,
the current trick included), the best value and cards, the loss and a sentence saying
why.  Calls get the expert bot's assessment, an **estimate**.  :meth:`HandReview.estimate`
adds what the player could know (the expert's expected value over deals consistent with
what it saw), also an estimate; :meth:`HandReview.summary` the biggest mistakes of each
team, the Abnat lost per seat and the result of perfect play from the first card;
and the widget :class:`~baloot_widgets.ReviewBoard` (``ReviewBoard(review)``) a board to step
through the hand.

>>> from baloot_widgets import Game
>>> game = Game.new(seed=1, dealer=0)
>>> for action in ("p1 sun", "p1 play 8D", "p2 play KD", "p3 play 7D"):
...     game.act(action)
>>> r = review(game)
>>> [m.action for m in r.moves]
['p1 sun', 'p1 play 8D', 'p2 play KD', 'p3 play 7D']
>>> m = r.moves[1]
>>> m.seat, m.card, m.value, m.best_value, m.loss, m.mark
(1, Card('8D'), 97, 116, 19, 'mistake')
>>> print(m.reason)
8♦ lost this trick: A♦ would have won it and 19 more Abnat in all
>>> m.text("ar")
'8♦ خسرت هذه الأكلة: A♦ كانت ستأخذها وتزيد المجموع 19 بنطًا'
>>> print(r.moves[0].reason)
estimate: the expert bot would rather pass: your hand is not strong enough to buy
>>> review("a hand")
Traceback (most recent call last):
...
baloot_widgets.rules.errors.BalootError: review takes a Game, a hand record (a dict) or a HandState, not 'a hand'
"""

from __future__ import annotations

from typing import Any

from ..i18n import Lang
from ..play.game import Game
from ..rules.ruleset import RuleSet
from ..rules.state import HandState
from .estimate import Estimate
from .hand import HandReview
from .job import Progress, ReviewJob
from .moves import MISTAKE, Mark, Move
from .summary import Perfect

__all__ = [
    "MISTAKE",
    "Estimate",
    "HandReview",
    "Mark",
    "Move",
    "Perfect",
    "Progress",
    "ReviewJob",
    "review",
]


def review(
    game_or_record: Game | HandState | dict[str, Any],
    *,
    rules: RuleSet | None = None,
    lang: Lang = "en",
) -> HandReview:
    """Review one hand: a :class:`~baloot_widgets.Game`, a hand record (see
    :mod:`baloot_widgets.records`) or the hand's last :class:`HandState`.  ``rules``
    replays the hand under other rules than it was played with (a record from a table
    with other house rules); ``lang`` is the language of the summary and the widget.

    A record that does not replay raises a :class:`~baloot_widgets.RecordError` that
    says which action and why.  A card that cannot be valued exactly (a foul, in a game
    with ``strict_legality=False``) is reviewed with a sentence that says so.  To follow
    the work, or to show a review before it is finished, use :class:`ReviewJob`.
    """
    return ReviewJob(game_or_record, rules=rules, lang=lang).run()
