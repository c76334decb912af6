"""What the expert bot imagines: the value of each call over simulated deals
(:func:`simulate_calls`) and the cards another seat may hold (:func:`card_odds`), from one
seat's view, as reports a learner can read in English or Arabic.

Both deal the hidden cards many times, keeping only deals that agree with what the seat
saw (:func:`~baloot_widgets.bots.worlds.sample_worlds`: its own cards, the cards played,
the suits a player could not follow, and a bidder's hand worth about its bid).  They are
**estimates**: another seed gives slightly other figures.

>>> from baloot_widgets import Game
>>> game = Game.new(seed=25, dealer=0)
>>> calls = simulate_calls(game.view(1), deals=16, seed=1)
>>> sorted(calls.values) == ['p1 hokum', 'p1 sun'], calls.best
(True, 'p1 sun')
>>> game.act("p1 hokum")
>>> odds = card_odds(game.view(2), 1, deals=50)
>>> 0.0 <= odds.chance("JD") <= 1.0, odds.chance(next(iter(game.view(2).hand)))
(True, 0.0)
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..display.report import Report, Reported
from ..i18n import Join, Lang, Message, Seat, quote
from ..play.view import SeatView
from ..rules.actions import (
    Action,
    Ashkal,
    Double,
    Four,
    Hokum,
    Lock,
    Pass,
    Sun,
    Triple,
    action_words,
)
from ..rules.cards import Card, CardLike, CardSet, Suit
from ..rules.errors import BalootError, check_lang
from ..rules.play import POWER
from ..rules.state import Phase
from .knowledge import knowledge
from .simbid import chain_values, simulated_bid
from .worlds import sample_worlds

__all__ = ["CallValues", "CardOdds", "card_odds", "simulate_calls"]

_BUYS = (Sun, Hokum, Ashkal)
_CHAIN = (Pass, Double, Triple, Four, Lock)


@dataclass(frozen=True, repr=False)
class CallValues(Reported):
    """Each call's mean game-point margin a hand for the seat's team (action text ->
    points), over ``deals`` simulated deals; ``stage`` is "bid" or "double"."""

    seat: int
    values: dict[str, float]
    deals: int
    stage: str
    lang: Lang = "en"

    @property
    def best(self) -> str:
        """The call with the highest value (action text)."""
        return max(self.values, key=lambda a: self.values[a])

    def report(self) -> Report:
        """A row per call, the best first."""
        from ..rules.actions import parse_action

        ranked = sorted(self.values, key=lambda a: -self.values[a])
        rows = tuple(
            (action_words(parse_action(a), "do"), Message.of("outlook.value", value=self.values[a]))
            for a in ranked
        )
        title = Message.of("outlook.title", seat=Seat(self.seat), n=self.deals)
        return Report(title, rows, Message.of(f"outlook.note_{self.stage}"), self.lang)


def simulate_calls(
    view: SeatView, *, deals: int = 48, seed: int = 0, lang: Lang = "en"
) -> CallValues:
    """What each call of the seat is worth, over ``deals`` simulated deals played out by
    the heuristic bot in every seat (the expert's way of choosing between contracts).

    During the bidding: each way of buying (Sun, Hokum in a suit, Ashkal; passing is not
    simulated, as its value depends on the others' calls).  During the doubling: Pass and
    each step of the chain, as if the chain stopped there (not Gahwa, which stakes the
    match).  The value is the seat's team's game points minus the others', a hand.
    """
    lang = check_lang(lang)
    k = knowledge(view)
    mine = [a for a in view.legal if a.seat == view.seat]
    rng = random.Random(seed)
    if k.phase is Phase.DOUBLING:
        chain = [a for a in mine if isinstance(a, _CHAIN)]
        worth: dict[Action, float] = chain_values(k, chain, deals, rng)
        stage = "double"
    else:
        buys = [a for a in mine if isinstance(a, _BUYS)]
        if k.contract is not None or not buys:
            raise BalootError(Message.of("error.simulate_calls", seat=view.seat))
        worth = simulated_bid(k, buys, deals, rng)[1]
        stage = "bid"
    values = {str(a): round(v, 2) for a, v in worth.items()}
    return CallValues(view.seat, values, deals, stage, lang)


@dataclass(frozen=True, repr=False)
class CardOdds(Reported):
    """The chance that ``seat`` holds each card (card code -> 0..1), over ``deals`` deals
    imagined from the view of ``viewer``; ``trump`` orders the cards (-1 in Sun)."""

    viewer: int
    seat: int
    odds: dict[str, float]
    deals: int
    trump: int
    lang: Lang = "en"

    def chance(self, card: CardLike) -> float:
        """The chance that the seat holds ``card`` (0 for a card it cannot hold)."""
        return self.odds.get(Card(card).code, 0.0)

    def report(self) -> Report:
        """A row per suit: the cards the seat holds on average, then each card's chance."""
        power = POWER[self.trump + 1]
        rows = []
        for suit in range(4):
            cards = sorted(
                (c for c in CardSet.full() if c.suit == suit and self.chance(c) >= 0.005),
                key=lambda c: -power[c],
            )
            expected = sum(self.chance(c) for c in cards)
            shown = Join(tuple(f"{c} {self.chance(c):.0%}" for c in cards), " · ") if cards else "—"
            rows.append((Suit(suit).symbol, Message.of("odds.suit", n=expected), shown))
        title = Message.of(
            "odds.title", seat=Seat(self.seat), viewer=Seat(self.viewer), n=self.deals
        )
        return Report(title, tuple(rows), Message.of("odds.note"), self.lang)


def card_odds(
    view: SeatView, seat: int, *, deals: int = 200, seed: int = 0, lang: Lang = "en"
) -> CardOdds:
    """What ``seat`` may hold, as the expert imagines it from ``view``: the share of
    ``deals`` sampled deals (weighted) in which it holds each card.  During the bidding a
    bid counts as evidence (a bidder holds a hand worth about its bid); a pass does not."""
    lang = check_lang(lang)
    if seat == view.seat or seat not in range(4):
        raise BalootError(Message.of("error.card_odds", own=view.seat, seat=quote(seat)))
    k = knowledge(view)
    worlds = sample_worlds(k, deals, random.Random(seed))
    total = sum(w.weight for w in worlds) or 1.0
    odds: dict[str, float] = {}
    for c in range(32):
        share = sum(w.weight for w in worlds if w.hands[seat] >> c & 1) / total
        if share > 0:
            odds[Card(c).code] = round(share, 4)
    return CardOdds(view.seat, seat, odds, deals, _trump_of(view), lang)


def _trump_of(view: SeatView) -> int:
    """The trump suit that orders the cards: the contract's, or during the bidding the
    floor card's suit once a Hokum is bid in round 1 (-1: Sun order)."""
    if view.contract is not None:
        return view.contract.trump_index
    if any(isinstance(a, Hokum) and a.suit is None for a in view.history):
        return int(view.floor.suit)
    return -1
