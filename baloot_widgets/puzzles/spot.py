"""A position looked at closely: every legal card of the seat to move with its exact
value, the line of perfect play after it and the result of the hand that line gives
(RULES.md §6 and §9).

The values are the solver's (:func:`~baloot_widgets.solver.card_values`, through the
review's :class:`~baloot_widgets.review.exact.Walk`): the card Abnat the mover's team takes
from the current trick on, the last-trick 10 included, when that card is played and both
teams then play perfectly with all hands open.  A line is one such perfect play-out, cut
into tricks; its result is what the engine scores when the line is played to the end
(projects, Baloot, Khasara and Kaboot included), so that a card which changes the
result of the hand can be told from one that only costs Abnat.

In this Sun, bought by seat 3, seat 0 leads with two tricks left, holding Q♦ and 10♣:

>>> from baloot_widgets import Card, Game
>>> from baloot_widgets.bots import HeuristicBot
>>> game = Game.new(seed=1, dealer=0)
>>> _ = game.play_bots({s: HeuristicBot(seed=s) for s in range(4)})
>>> state = next(s for s in game.states if len(s.tricks) == 6 and s.to_move == 0)
>>> spot = Spot.of(state)
>>> {str(c): v for c, v in spot.values.items()}, sorted(map(str, spot.solution)), spot.margin
({'Q♦': 55, '10♣': 26}, ['Q♦'], 29)
>>> spot.clear, spot.results[Card("QD")].points, spot.results[Card("10C")].points
(True, (12, 18), (6, 24))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from ..review.exact import Walk
from ..rules.actions import Play
from ..rules.cards import Card, CardSet
from ..rules.engine import apply
from ..rules.state import HandState, Phase, TrickRecord

__all__ = ["MARGIN", "AtPosition", "Result", "Spot", "line_result", "play_line"]

#: a card is clearly worse when it loses this many Abnat or more (the review's "mistake")
MARGIN = 10


class Result(NamedTuple):
    """What a hand comes to: its outcome ("made", "khasara", "kaboot"...), the game points
    (team 0·2, team 1·3) and the team with more points (None for equal points)."""

    outcome: str
    points: tuple[int, int]

    @property
    def winner(self) -> int | None:
        """The team with more game points, None when they are equal."""
        a, b = self.points
        return None if a == b else (0 if a > b else 1)

    def differs(self, other: Result) -> bool:
        """Whether ``other`` is another result of the hand: another outcome (made,
        Khasara, Kaboot...) or another team ahead; a few game points more or less are not."""
        return (self.outcome, self.winner) != (other.outcome, other.winner)


def play_line(state: HandState, line: Sequence[TrickRecord]) -> HandState:
    """The state after playing ``line`` (tricks from the current trick's start; the cards
    already in the current trick are skipped) with the engine."""
    done = len(state.trick)
    for k, trick in enumerate(line):
        for i, card in enumerate(trick.cards):
            if k == 0 and i < done:
                continue
            state = apply(state, Play(seat=(trick.leader + i) & 3, card=Card(card)))
    return state


def line_result(state: HandState, line: Sequence[TrickRecord]) -> Result:
    """The engine's result of the hand when ``line`` is played to the end."""
    end = play_line(state, line)
    score = end.result
    if end.phase is not Phase.DONE or score is None:
        raise ValueError("the line does not finish the hand")
    return Result(score.outcome, score.points)


class AtPosition:
    """Who plays and what is left, read from ``state`` (a position of the card play)."""

    state: HandState

    @property
    def seat(self) -> int:
        """The seat to move."""
        seat = self.state.to_move
        assert seat is not None
        return seat

    @property
    def team(self) -> int:
        """The mover's team (0: seats 0 and 2, 1: seats 1 and 3)."""
        return self.seat & 1

    @property
    def t(self) -> int:
        """The trump suit 0-3, or -1 in Sun."""
        c = self.state.contract
        assert c is not None
        return c.trump_index

    @property
    def leads(self) -> bool:
        """Whether the mover leads the trick."""
        return not self.state.trick

    @property
    def tricks_left(self) -> int:
        """Tricks still to be finished, the current one included."""
        return 8 - len(self.state.tricks)


@dataclass(frozen=True)
class Spot(AtPosition):
    """A play position with every legal card valued (see the module docstring).

    ``values``: each legal card -> the Abnat of the mover's team from here with perfect
    play; ``lines``: each legal card -> a perfect line from the current trick's start to
    the end (with that card played now); ``results``: each legal card -> the result of
    the hand that line gives.
    """

    state: HandState
    values: Mapping[int, int]
    lines: Mapping[int, tuple[TrickRecord, ...]]
    results: Mapping[int, Result]

    @classmethod
    def of(cls, state: HandState, walk: Walk | None = None) -> Spot:
        """Value every legal card of the seat to move (``walk``: the hand's walk, to share
        the solver's table across the positions of one hand)."""
        walk = walk or Walk.of(state)
        values = walk.values(state)
        lines = {c: walk.line(state, c) for c in values}
        results = {c: line_result(state, line) for c, line in lines.items()}
        return cls(state, values, lines, results)

    # ---- the verdict ------------------------------------------------------------------

    @property
    def best_value(self) -> int:
        """The most Abnat the mover's team can take from here."""
        return max(self.values.values())

    @property
    def solution(self) -> frozenset[Card]:
        """The best cards (all of equal value)."""
        best = self.best_value
        return frozenset(Card(c) for c, v in self.values.items() if v == best)

    @property
    def others(self) -> tuple[Card, ...]:
        """The legal cards that are not best, in hand order."""
        best = self.solution
        return tuple(Card(c) for c in CardSet(list(self.values)) if c not in best)

    def loss(self, card: int) -> int:
        """The Abnat ``card`` gives away against the best card."""
        return self.best_value - self.values[card]

    def best_card(self, near: int | None = None) -> Card:
        """A best card: one of the same suit as ``near`` when there is one."""
        best = sorted(self.solution)
        same = [c for c in best if near is not None and c >> 3 == near >> 3]
        return (same or best)[0]

    def flips(self, card: int) -> bool:
        """Whether ``card`` changes the result of the hand against the best card."""
        return self.results[card].differs(self.results[self.best_card(card)])

    @property
    def margin(self) -> int:
        """The smallest loss of a card that is not best (0 when every card is best)."""
        return min((self.loss(c) for c in self.others), default=0)

    @property
    def clear(self) -> bool:
        """Whether the best cards are clearly best: at least two legal cards, some not
        best, and each of those loses :data:`MARGIN` Abnat or more or changes the result."""
        return bool(self.others) and all(
            self.loss(c) >= MARGIN or self.flips(c) for c in self.others
        )
