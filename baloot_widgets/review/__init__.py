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
baloot_widgets.errors.BalootError: review takes a Game, a hand record (a dict) or a HandState, not 'a hand'
"""

from __future__ import annotations

from typing import Any

from ..errors import BalootError, check_lang
from ..game import Game
from ..i18n import Lang, Message, quote
from ..records import hand_record, replay_hand
from ..rules.actions import Play
from ..rules.ruleset import RuleSet, check_rules
from ..rules.state import HandState, Phase
from .estimate import Estimate
from .exact import Walk
from .hand import HandReview
from .moves import MISTAKE, Mark, Move, review_moves
from .summary import Perfect, perfect_play

__all__ = ["MISTAKE", "Estimate", "HandReview", "Mark", "Move", "Perfect", "review"]


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
    with ``strict_legality=False``) is reviewed with a sentence that says so.
    """
    lang = check_lang(lang)
    states = _states(game_or_record, rules)
    final = states[-1]
    walk = Walk.of(final) if final.contract is not None else None
    moves = review_moves(states, walk=walk)
    perfect = None
    first = next(
        (i for i, a in enumerate(final.history)
         if isinstance(a, Play) and states[i].phase is Phase.PLAY),
        None,
    )  # fmt: skip
    if walk is not None and first is not None:
        perfect = perfect_play(walk, states[first], final)
    return HandReview(states, moves, perfect, lang=lang)


def _states(source: object, rules: RuleSet | None) -> tuple[HandState, ...]:
    """The states of the hand to review, replayed under ``rules`` when they are given."""
    if rules is not None:
        check_rules(rules)
    if isinstance(source, Game):
        if rules is None:
            return source.states
        record = source.to_record()
    elif isinstance(source, HandState):
        record = hand_record(source)
    elif isinstance(source, dict):
        record = source
    else:
        raise BalootError(Message.of("error.review_source", value=quote(source)))
    if rules is not None:
        record = {key: value for key, value in record.items() if key != "result"}
        record["rules"] = rules.differences()
    return tuple(replay_hand(record))
