"""ExpertBot: perfect-information Monte Carlo over the double-dummy solver
(docs/architecture.md, "The seat's view, the bots and the hint").

For each card decision the expert

1. samples ``worlds`` deals of the hidden cards consistent with its view
   (:func:`~baloot_widgets.bots.worlds.sample_worlds`: voids shown, cards played, the
   floor card's owner, shown projects; the buyer's bid as soft evidence);
2. values every legal card in every world: with the exact double-dummy solver
   (:mod:`baloot_widgets.solver`) once at most ``solver_tricks`` tricks are left, and
   with a cheaper rollout before that (the heuristic policy plays the hand out in that
   world, each seat seeing only its own cards);
3. turns each world's final Abnat into the seat's game-point margin with the scoring
   rules (:class:`~baloot_widgets.bots.evaluate.HandValue`: Khasara, Kaboot, doubling,
   projects) and plays the card with the best weighted average.

Doubling, projects, Sawa and Qayd are the heuristic's
(:class:`~baloot_widgets.bots.heuristic.HeuristicBot`).  So is the bidding, with one
addition: when the heuristic buys and could buy in more than one way (Sun, Hokum in
another suit, Ashkal), ``simulate_bids`` simulated deals pick the contract
(:mod:`~baloot_widgets.bots.simbid`).

>>> from baloot_widgets import Game
>>> game = Game.new(seed=4, dealer=0)
>>> _ = game.play_bots({s: ExpertBot(seed=s, worlds=4, rollout_worlds=2) for s in range(4)})
>>> game.is_over
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ..rules.actions import Action, Play
from ..rules.cards import LAST_TRICK_BONUS
from ..rules.errors import BalootError
from ..rules.play import POINTS
from .cardplay import Table, playout, table_of
from .evaluate import HandValue
from .heuristic import HeuristicBot
from .knowledge import Knowledge
from .worlds import World, sample_worlds

if TYPE_CHECKING:  # the solver is imported when it is used (it is heavy to load)
    from ..solver import Solver

__all__ = ["ExpertBot", "card_abnat", "card_scores", "solver_values"]

#: values of each candidate card in one world: card -> (Abnat of the seat's team from
#: the current trick on, tricks it wins from the current trick on)
Outcomes = dict[int, tuple[int, int]]


def _rollouts(world: World, table: Table, seat: int, cards: Sequence[int]) -> Outcomes:
    """Roll each card out with the heuristic policy in every seat."""
    out: Outcomes = {}
    tricks_left = world.hands[seat].bit_count()  # the seat is to move: the current trick too
    for c in cards:
        a0, a1, tricks0 = playout(world.hands, table, first=c)
        out[c] = (a1, tricks_left - tricks0) if seat & 1 else (a0, tricks0)
    return out


def _future_tricks(value: int, rem: int, tricks_left: int) -> int:
    """Tricks the solver's line wins from now on, as far as scoring needs them: all of
    them when it takes every Abnat left (Kaboot), none when it takes nothing, else one."""
    if value == rem:
        return tricks_left
    return 0 if value == 0 else 1


def _solved(world: World, table: Table, seat: int, cards: Sequence[int]) -> Outcomes:
    """Value each card with the double-dummy solver (all hands of the world open).  A
    world where a card of the current trick was a foul (non-strict games) is rolled out:
    the solver takes only legal positions."""
    from ..solver import Solver

    solver = Solver(table.t, table.closed, table.flags)
    try:
        values = solver.card_values(world.hands, table.leader, table.trick)
    except BalootError:
        return _rollouts(world, table, seat, cards)
    rem = _remaining(world, table)
    tricks_left = world.hands[seat].bit_count()
    return {c: (values[c], _future_tricks(values[c], rem, tricks_left)) for c in cards}


def _remaining(world: World, table: Table) -> int:
    """All Abnat still to be won: the cards in hands and in the trick, and the last 10."""
    points = POINTS[table.t + 1]
    cards = sum(world.hands) | sum(1 << c for c in table.trick)
    return sum(points[c] for c in range(32) if cards >> c & 1) + LAST_TRICK_BONUS


def solver_values(
    k: Knowledge, hands: Sequence[int], solver: Solver | None = None
) -> dict[int, int]:
    """With every hand known (teacher mode): each legal card of the seat -> the Abnat its
    team takes from the current trick on when all four play perfectly (the solver's exact
    value).  ``solver``: one of this contract to use (a caller that works under a budget
    keeps its table between tries); by default a new one."""
    from ..solver import Solver

    c = k.contract
    assert c is not None
    if solver is None:
        solver = Solver(c.trump_index, c.closed, k.flags)
    values = solver.card_values(hands, k.leader, k.trick)
    return {int(card): v for card, v in values.items()}


def _weighted_mean(
    k: Knowledge,
    cards: Sequence[int],
    worlds: Sequence[World],
    evaluate: Callable[[World, Table, int, Sequence[int]], Outcomes],
    measure: Callable[[int, int], float],
) -> dict[int, float]:
    """The weighted mean over the worlds of ``measure(abnat, tricks)`` for each card."""
    table = table_of(k)
    total = sum(w.weight for w in worlds) or 1.0
    scores = dict.fromkeys(cards, 0.0)
    for world in worlds:
        outcomes = evaluate(world, table, k.seat, cards)
        for c, (abnat, tricks) in outcomes.items():
            scores[c] += world.weight * measure(abnat, tricks)
    return {c: s / total for c, s in scores.items()}


def card_scores(
    k: Knowledge,
    cards: Sequence[int],
    worlds: Sequence[World],
    evaluate: Callable[[World, Table, int, Sequence[int]], Outcomes],
) -> dict[int, float]:
    """The weighted mean game-point margin of each card over the worlds."""
    value = HandValue(k)
    mine = k.seat & 1
    done_abnat = k.abnat[mine]
    done_tricks = k.tricks_won[mine]

    def margin(abnat: int, tricks: int) -> float:
        return value.margin(done_abnat + abnat, done_tricks + tricks)

    return _weighted_mean(k, cards, worlds, evaluate, margin)


def card_abnat(
    k: Knowledge, cards: Sequence[int], worlds: Sequence[World], *, solve: bool
) -> dict[int, float]:
    """The weighted mean card Abnat of the seat's team from the current trick on, for
    each card, over the worlds: the solver's exact value in each world with ``solve``,
    else a heuristic roll-out (the expert's two ways of valuing a card)."""
    return _weighted_mean(
        k, cards, worlds, _solved if solve else _rollouts, lambda abnat, _tricks: abnat
    )


class ExpertBot(HeuristicBot):
    """PIMC card play (see the module docstring); the heuristic's calls otherwise.

    ``worlds`` worlds are solved once ``solver_tricks`` tricks or fewer are left;
    ``rollout_worlds`` worlds are rolled out before that; ``simulate_bids`` deals choose
    between contracts (0: the heuristic's bidding).  Everything is seeded.
    """

    def __init__(
        self,
        seed: int | None = 0,
        *,
        worlds: int = 16,
        rollout_worlds: int = 16,
        solver_tricks: int = 6,
        simulate_bids: int = 48,
        name: str = "expert",
    ) -> None:
        super().__init__(seed, name=name, simulate_bids=simulate_bids)
        self.worlds = worlds
        self.rollout_worlds = rollout_worlds
        self.solver_tricks = solver_tricks
        self.last_scores: dict[int, float] = {}
        self.last_worlds = 0

    def card(self, k: Knowledge, plays: dict[int, Play]) -> tuple[int, str]:
        """The card with the best mean game-point margin over sampled worlds."""
        legal = 0
        for c in plays:
            legal |= 1 << c
        legal = k.legal_cards & legal or legal
        heuristic, reason = super().card(k, {c: plays[c] for c in plays if legal >> c & 1})
        cards = [c for c in range(32) if legal >> c & 1]
        self.last_scores = {}
        if len(cards) == 1:
            return cards[0], reason
        solve = 8 - k.tricks_done <= self.solver_tricks
        self.last_worlds = self.worlds if solve else self.rollout_worlds
        worlds = sample_worlds(k, self.last_worlds, self.rng)
        scores = card_scores(k, cards, worlds, _solved if solve else _rollouts)
        self.last_scores = scores
        best = max(cards, key=lambda c: (round(scores[c], 6), c == heuristic))
        return best, reason if best == heuristic else "simulation"

    def reason_figures(self, action: Action, key: str) -> dict[str, object]:
        """The figures behind ``action`` decided for the reason ``key``: the worlds and
        the card's mean score when the worlds chose it (see the heuristic's otherwise)."""
        if key == "simulation" and isinstance(action, Play):
            return {"n": self.last_worlds, "value": self.last_scores.get(int(action.card), 0.0)}
        return super().reason_figures(action, key)

    def __repr__(self) -> str:
        return (
            f"ExpertBot(name={self.name!r}, worlds={self.worlds}, "
            f"rollout_worlds={self.rollout_worlds}, solver_tricks={self.solver_tricks}, "
            f"simulate_bids={self.simulate_bids})"
        )
