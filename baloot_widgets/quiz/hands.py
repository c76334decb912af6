"""Real hands for the exercises whose position is a hand record: a seeded deal, a contract
bought through the engine's own auction, the doubling calls, and random legal cards.
Everything is played with ``Game.act``, so a position is always one the rules allow.

>>> import random
>>> game = bought(random.Random(4), "hokum", RuleSet(), buyer=2)
>>> game.phase.value, game.state.contract.buyer
('doubling', 2)
>>> say(game, "double closed"); finish_doubling(game)
>>> game.phase.value, game.state.contract.multiplier, game.state.contract.closed
('play', 2, True)
>>> [str(action) for _, action in doubling_calls(game.states)]
['p3 double closed', 'p2 pass']
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import pairwise

from ..i18n import Join, Message, Term
from ..play.game import Game
from ..rules.actions import Action, Lock, Play
from ..rules.cards import CardSet
from ..rules.contract import Mode
from ..rules.ruleset import RuleSet
from ..rules.state import BIDDING_PHASES, HandState, Phase
from ..rules.tricks import legal_play_mask
from .calls import call_id, call_label

__all__ = [
    "bought",
    "call_message",
    "doubling_calls",
    "finish_doubling",
    "legal_plays",
    "play_random",
    "say",
    "seat_calls",
]


def say(game: Game, word: str) -> None:
    """The seat to move says ``word`` ("pass", "double closed"); an illegal call raises
    the engine's IllegalActionError and changes nothing."""
    game.act(f"p{game.to_move} {word}")


def choose_lock(game: Game, rng: random.Random) -> None:
    """Where the house rules make a player choose open or closed now (for example the
    buyer, with ``closed_hokum_chooser="bidder"``), choose one at random."""
    locks = [a for a in game.legal_actions() if isinstance(a, Lock)]
    if locks:
        game.act(rng.choice(locks))


def bought(
    rng: random.Random,
    mode: Mode,
    rules: RuleSet,
    *,
    buyer: int | None = None,
    scores: tuple[int, int] = (0, 0),
) -> Game:
    """A fresh seeded deal where ``buyer`` (a random seat when None) buys ``mode`` in the
    first round and everyone else passes (and lets a Gablak go): the game stops at the
    doubling, or at the first card when there is none (a Sun under the 100 rule)."""
    dealer = rng.randrange(4)
    seat = rng.randrange(4) if buyer is None else buyer
    game = Game.new(rng.randrange(10**6), dealer, rules, match_scores=scores)
    while game.state.phase in BIDDING_PHASES:
        say(game, mode if game.to_move == seat else "pass")
    return game


def finish_doubling(game: Game) -> None:
    """Everyone still to speak in the doubling declines (the buyer asked to choose open or
    closed chooses open): the game goes on to the first card."""
    while game.state.phase is Phase.DOUBLING:
        game.act(game.legal_actions()[0])  # Pass, or "open" when a choice is owed


def doubling_calls(states: tuple[HandState, ...]) -> Iterator[tuple[HandState, Action]]:
    """Each call of the doubling chain with the state it was made in, in order."""
    for before, after in pairwise(states):
        if before.phase is Phase.DOUBLING:
            yield before, after.history[-1]


def call_message(action: Action) -> Message | Term:
    """A doubling call as the learner reads it: "Double (closed)", "Triple", "open"."""
    if isinstance(action, Lock):
        return Term("closed" if action.closed else "open")
    return call_label(call_id(action))


def seat_calls(states: tuple[HandState, ...]) -> dict[int, Message]:
    """What each seat said in the doubling, as the table's speech bubbles ("Pass",
    "Double (closed) · Four")."""
    said: dict[int, list[Message | Term]] = {}
    for _, action in doubling_calls(states):
        said.setdefault(action.seat, []).append(call_message(action))
    return {s: Message.of("quiz.value", value=Join(tuple(m), " · ")) for s, m in said.items()}


def legal_plays(state: HandState) -> list[Play]:
    """The cards the seat to move may play (rules §6), as Play actions (no Akka)."""
    seat = state.to_move
    assert seat is not None
    legal, _ = legal_play_mask(state)
    return [Play(seat, card) for card in CardSet(legal)]


def play_random(game: Game, rng: random.Random) -> None:
    """The seat to move plays one of its legal cards, at random."""
    game.act(rng.choice(legal_plays(game.state)))
