"""The exact side of a review: each position of one hand valued by the double-dummy
solver, one transposition table for the whole hand (RULES.md §1 and §6).

A *position* is a state of the hand where a card is to be played.  Its values are those
of :func:`baloot_widgets.solver.card_values`: for each legal card, the card Abnat the
mover's team takes from there on (the current trick's cards included, and the last-trick
10) when that card is played and both teams then play perfectly with all hands open.

One :class:`~baloot_widgets.solver.Solver` serves every position of a hand: the positions
follow each other, so most of what the solver proves at one trick start is found again
in its table at the next.

>>> from baloot_widgets import Game
>>> from baloot_widgets.rules.actions import Play
>>> game = Game.new(seed=1, dealer=0)
>>> game.act("p1 sun")
>>> walk = Walk.of(game.state)
>>> values = walk.values(game.state)
>>> best = max(values.values())
>>> line = walk.line(game.state, next(c for c, v in values.items() if v == best))
>>> len(line), sum(t.points for t in line if t.winner % 2 == 1) == best
(8, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import Message
from ..rules.cards import LAST_TRICK_BONUS
from ..rules.errors import BalootError
from ..rules.play import play_flags, trick_points, trick_winner_index
from ..rules.state import HandState, TrickRecord
from ..solver import Solver

__all__ = ["Walk", "split_tricks"]


def split_tricks(
    leader: int, cards: Sequence[int], t: int, *, last_after: int
) -> tuple[TrickRecord, ...]:
    """Cards played one after another from a trick start, cut into tricks with their
    winners and Abnat; the trick that ends when ``last_after`` tricks are done is the last
    one (it carries the 10).

    >>> from baloot_widgets import parse_cards
    >>> [(r.winner, r.points) for r in split_tricks(0, parse_cards("AS KS QS JS 7H 8H 9H 10H"), -1, last_after=2)]
    [(0, 20), (3, 20)]
    """
    out: list[TrickRecord] = []
    for start in range(0, len(cards), 4):
        trick = tuple(cards[start : start + 4])
        if len(trick) < 4:
            break
        winner = (leader + trick_winner_index(trick, t)) & 3
        points = trick_points(trick, t)
        if len(out) + 1 == last_after:
            points += LAST_TRICK_BONUS
        out.append(TrickRecord(leader, trick, winner, points))
        leader = winner
    return tuple(out)


class Walk:
    """The solver of one hand's contract, kept across its positions."""

    def __init__(self, t: int, closed: bool, flags: int) -> None:
        self.t = t
        self.solver = Solver(t, closed, flags)

    @classmethod
    def of(cls, state: HandState) -> Walk:
        """The walk for the contract and rules of ``state`` (a state of the play)."""
        c = state.contract
        if c is None:
            raise BalootError(Message.of("error.no_card_play"))
        return cls(c.trump_index, c.closed, play_flags(state.rules))

    def values(self, state: HandState, *, known: dict[int, int] | None = None) -> dict[int, int]:
        """The exact value of each legal card of the seat to move (card -> Abnat of its
        team); ``known``: some of them, already known exactly.  A position whose trick
        holds a foul raises the solver's error (a :class:`~baloot_widgets.BalootError`):
        it values legal positions only."""
        return self.solver.card_values(state.hands, state.leader, state.trick, known=known)

    def card_bounds(self, state: HandState, card: int, node_limit: int) -> tuple[int, int]:
        """Bounds on the value of ``card`` played now (Abnat of the mover's team), from a
        search of at most ``node_limit`` positions: exact when it was enough."""
        seat = (state.leader + len(state.trick)) & 3
        hands = list(state.hands)
        hands[seat] &= ~(1 << card)
        trick = (*state.trick, card)
        if len(trick) < 4:
            r = self.solver.solve(hands, state.leader, trick, seat & 1, node_limit=node_limit)
            return r.lower, r.upper
        winner = (state.leader + trick_winner_index(trick, self.t)) & 3
        ours = winner & 1 == seat & 1
        won = trick_points(trick, self.t) if ours else 0
        if not any(hands):  # that was the last trick
            return (won + LAST_TRICK_BONUS, won + LAST_TRICK_BONUS) if ours else (0, 0)
        r = self.solver.solve(hands, winner, (), seat & 1, node_limit=node_limit)
        return won + r.lower, won + r.upper

    def perfect(
        self, state: HandState, *, expect: int | None = None
    ) -> tuple[int, tuple[TrickRecord, ...]]:
        """The value for team 0 of a trick start with perfect play, and one perfect line
        (the tricks from here to the end); ``expect``: that value, when it is known
        (the search then only confirms it)."""
        result = self.solver.solve(state.hands, state.leader, (), 0, with_pv=True, expect=expect)
        return result.value, self._tricks(state, list(result.pv))

    def line(
        self, state: HandState, card: int, *, expect: int | None = None
    ) -> tuple[TrickRecord, ...]:
        """The tricks from the current one to the end when ``card`` is played now and
        both teams then play perfectly (one such line: others may score the same);
        ``expect``: the card's value for the mover's team, when it is known."""
        seat = (state.leader + len(state.trick)) & 3
        hands = list(state.hands)
        hands[seat] &= ~(1 << card)
        trick = (*state.trick, card)
        team = seat & 1
        if len(trick) < 4:
            rest = self.solver.solve(
                hands, state.leader, trick, team, with_pv=True, expect=expect
            ).pv
        elif any(hands):
            winner = (state.leader + trick_winner_index(trick, self.t)) & 3
            if expect is not None and winner & 1 == team:
                expect -= trick_points(trick, self.t)
            rest = self.solver.solve(hands, winner, (), team, with_pv=True, expect=expect).pv
        else:
            rest = ()
        return self._tricks(state, [*trick, *rest])

    def _tricks(self, state: HandState, cards: list[int]) -> tuple[TrickRecord, ...]:
        """``cards`` from the current trick's start to the end, cut into tricks."""
        return split_tricks(state.leader, cards, self.t, last_after=8 - len(state.tricks))
