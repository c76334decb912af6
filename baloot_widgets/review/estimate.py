"""What a player could know: the expert's expected value of each legal card over deals
consistent with what that seat saw (PIMC), an **estimate**, so that a student is not
blamed for not seeing through the cards.

The deals come from :func:`~baloot_widgets.bots.worlds.sample_worlds` (the seat's own
hand, the cards played, the voids shown, the floor card the buyer took, the projects
shown, the bids as soft evidence); each card is valued in each deal as the expert bot
values it (:func:`~baloot_widgets.bots.expert.card_abnat`: exactly with the solver once
``solver_tricks`` tricks or fewer are left, by a heuristic roll-out before), in card
Abnat, the unit of the exact values.

>>> from baloot_widgets import Game
>>> game = Game.new(seed=1, dealer=0)
>>> game.act("p1 sun")
>>> e = estimate_card(game.state, game.state.to_move, int(Card("8D")), seed=1, worlds=4)
>>> e.worlds, e.card, round(e.loss, 1) >= 0, e.message.text().startswith("estimate")
(4, Card('8D'), True, True)
"""

from __future__ import annotations

import random
from typing import NamedTuple

from ..bots.expert import card_abnat
from ..bots.knowledge import knowledge
from ..bots.worlds import sample_worlds
from ..i18n import Message, Seat
from ..play.view import view
from ..rules.cards import Card, iter_mask
from ..rules.state import HandState

__all__ = ["CLOSE", "Estimate", "estimate_card"]

#: an estimated loss below this many Abnat reads "nearly as good"
CLOSE = 3.0
#: below this, the card was the estimate's best (sampling noise)
_TIED = 0.5


class Estimate(NamedTuple):
    """The expected value of each legal card (card -> Abnat of the seat's team from the
    current trick on) over ``worlds`` deals the seat could imagine; ``card`` was played,
    ``best`` has the highest estimate; ``message`` says it, marked as an estimate."""

    seat: int
    worlds: int
    values: dict[Card, float]
    card: Card
    best: Card
    message: Message

    @property
    def value(self) -> float:
        """The estimate of the card played."""
        return self.values[self.card]

    @property
    def best_value(self) -> float:
        """The highest estimate."""
        return self.values[self.best]

    @property
    def loss(self) -> float:
        """How much less the card played was expected to take than the best guess."""
        return self.best_value - self.value


def estimate_card(
    state: HandState,
    seat: int,
    card: int,
    *,
    seed: int,
    worlds: int = 16,
    solver_tricks: int = 6,
    exact_loss: int = 0,
) -> Estimate | None:
    """The estimate of ``card`` played by ``seat`` in ``state`` (None for a card that was
    not legal there: a foul has no value).  ``exact_loss`` > 0 adds that the exact loss
    needed the hidden cards when the card looked as good as the best."""
    k = knowledge(view(state, seat, reasons=False))
    legal = k.legal_cards
    if not legal >> card & 1:
        return None
    cards = list(iter_mask(legal))
    solve = 8 - k.tricks_done <= solver_tricks
    deals = sample_worlds(k, worlds, random.Random(seed))
    raw = card_abnat(k, cards, deals, solve=solve)
    values = {Card(c): v for c, v in raw.items()}
    top = max(values.values())
    best = Card(card) if top - values[Card(card)] < _TIED else max(values, key=values.__getitem__)
    fields = {"seat": Seat(seat), "n": worlds, "card": Card(card), "value": values[Card(card)]}
    loss = top - values[Card(card)]
    if best == card:
        message = Message.of("review.estimate_best", **fields)
    else:
        key = "review.estimate_close" if loss < CLOSE else "review.estimate_worse"
        message = Message.of(key, best=best, best_value=top, **fields)
    if exact_loss > 0 and loss < CLOSE:
        message = Message.of("review.estimate_hidden", estimate=message)
    return Estimate(seat, worlds, values, Card(card), best, message)
