"""Exercises at a moment of a played hand: a lesson replays a hand (by bots, or from a
record) and asks about it, with the position the hand really reached.

>>> from baloot_widgets import Game
>>> game = Game.new(seed=1, dealer=0)
>>> for call in ("p1 sun", "p1 play 8D", "p2 play KD", "p3 play 7D"):
...     game.act(call)
>>> ex = exercise_at(game, "legal_cards", trick=1, card=4)
>>> ex.seat, ex.args["hand"], ex.solution
(0, 'QH 8H 7H QD JD 9D 10C 9C', CardSet('QD JD 9D'))
>>> exercise_at(game, "best_card", trick=1, card=4).seat
0
>>> exercise_at(game, "buyer").solution
'1 sun'
>>> exercise_at(game, "trick_winner", trick=1)
Traceback (most recent call last):
...
baloot_widgets.rules.errors.BalootError: trick 1 is not finished yet: a trick_winner exercise asks about a finished trick
"""

from __future__ import annotations

from typing import Any

from ..i18n import Join, Message, quote
from ..play.game import Game
from ..rules.cards import Card, CardSet
from ..rules.errors import BalootError
from ..rules.state import HandState, Phase
from . import Exercise, make

__all__ = ["MOMENT_KINDS", "exercise_at"]

#: the kinds of exercise a moment of a played hand can give
MOMENT_KINDS = ("buyer", "trick_winner", "legal_cards", "best_card")


def _before(game: Game, trick: int, card: int) -> HandState:
    """The hand just before the ``card``-th card (1-4) of trick ``trick`` (1-8)."""
    for state in game.states:
        if (
            state.phase is Phase.PLAY
            and len(state.tricks) == trick - 1
            and len(state.trick) == card - 1
        ):
            return state
    raise BalootError(Message.of("error.never_reached", card=quote(card), trick=quote(trick)))


def _trick(leader: int, cards: tuple[int, ...]) -> list[tuple[int, str]]:
    return [((leader + i) % 4, Card(c).code) for i, c in enumerate(cards)]


def _auction(game: Game) -> Game:
    """The hand as it was when its auction ended (the call that fixed the contract)."""
    ended = next((i for i, s in enumerate(game.states) if s.contract is not None), None)
    if ended is None:
        raise BalootError(Message.of("error.auction_open"))
    replay = Game.from_record(game.to_record())
    while len(replay.history) > ended:
        replay.undo()
    return replay


def exercise_at(game: Game, kind: str, trick: int = 1, card: int = 1) -> Exercise:
    """The exercise of ``kind`` at a moment of ``game``: ``"buyer"`` (who buys, once the
    auction is over?), ``"trick_winner"`` (who wins trick ``trick``, once it is finished),
    ``"legal_cards"`` (which cards may the seat to play the ``card``-th card of that trick
    play?) or ``"best_card"`` (which of them is best, every hand open?).  Graded like every
    exercise, by the engine's public functions."""
    if kind not in MOMENT_KINDS:
        kinds = Join(MOMENT_KINDS, words="join.list")
        raise BalootError(Message.of("error.moment_kind", kinds=kinds, kind=quote(kind)))
    if kind == "buyer":
        return make("buyer", record=_auction(game).to_record())
    state = game.state
    c = state.contract
    if c is None:
        raise BalootError(Message.of("error.no_contract_yet"))
    if kind == "trick_winner":
        if isinstance(trick, bool) or not isinstance(trick, int) or not 0 < trick <= 8:
            raise BalootError(Message.of("error.trick_number", trick=quote(trick)))
        if trick > len(state.tricks):
            raise BalootError(Message.of("error.trick_unfinished", trick=trick))
        t = state.tricks[trick - 1]
        return make("trick_winner", trick=_trick(t.leader, t.cards), contract=c)
    at = _before(game, trick, card)
    seat = (at.leader + len(at.trick)) % 4
    if kind == "legal_cards":
        args: dict[str, Any] = {
            "hand": CardSet(at.hands[seat]).codes, "trick": _trick(at.leader, at.trick),
            "contract": c, "rules": at.rules,
        }  # fmt: skip
        return make("legal_cards", seat=seat, **args)
    return make(
        "best_card",
        hands=[CardSet(h).codes for h in at.hands], leader=at.leader, t=c.trump_index,
        closed=c.closed, flags=at.rules.play_flags, trick=[Card(x).code for x in at.trick],
    )  # fmt: skip
