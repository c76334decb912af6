"""Each principle measured on duplicate deals: what following it is worth, in game points
a hand, against breaking it (docs/architecture.md, "The layers").

**How.** Deal ``i`` of a run with ``seed`` is ``Game.new(seed * 100_000 + i, dealer=i % 4)``
(with the principle's match scores).  Four heuristic bots play it: that is the *baseline*.
For each seat, the first time a principle is at stake for it (its ``choose`` answers a
:class:`~.model.Choice`), the hand *forks*: it is played on twice from that very
moment, once with that seat following the principle every time it is at stake, once
with it breaking the principle every time; the three other seats are heuristic bots in
both lines (a learner's partner is whoever sits there).  The two lines share the cards
and everything before the fork, so luck cancels out: their difference in the seat's
team's game-point margin (its points minus the other team's) is the principle's worth
in that hand (a *case*).  Where a principle is never at stake both lines are the
baseline, and the difference is 0.

**Figures** (:class:`Measured`): the mean difference per case with its standard error
(the deals are the independent units, the four seats' cases of one deal are not: a
ratio estimator, :func:`~baloot_widgets.stats.estimates.ratio_estimate`), the share of a
seat's hands where the principle is at stake, the same per *label* (the case's stratum, "3 sure
tricks"), and a typical hand: among the cases with the largest swing in the direction
of the mean, the one the double-dummy solver finds the largest (:mod:`.solved`), so that
the hand a lesson shows is the principle at work, not a bot's slip.

>>> found = measure(["feed_partner"], deals=4, seed=3, example=False)["feed_partner"]
>>> found.deals, len(found.cases) > 0, found.cases[0].team in (0, 1)
(4, True, True)
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from ..bots.heuristic import HeuristicBot
from ..bots.knowledge import Knowledge, knowledge
from ..i18n import Message, quote
from ..play.view import view
from ..rules.actions import Action, Play
from ..rules.engine import apply, legal_actions, new_hand
from ..rules.errors import BalootError
from ..rules.state import HandState, Phase
from ..stats.estimates import ratio_estimate
from .model import Principle
from .principles import PrincipleBot, principle
from .solved import card_swing, solved_points

__all__ = ["Case", "Example", "Measured", "deal_seed", "fork", "measure", "position"]

#: how many of the largest cases the solver looks at to pick a lesson's example
CANDIDATES = 4

#: the chance of winning a match from each score (:func:`~.odds.match_odds`)
Odds = list[list[float]]


def deal_seed(seed: int, deal: int) -> int:
    """The seed of deal number ``deal`` in a run with ``seed`` (its dealer is deal % 4)."""
    return seed * 100_000 + deal


@dataclass(frozen=True)
class Case:
    """One deal where a principle was at stake for ``seat`` (of ``team``): the fork
    (``at``: the actions before it), the ``label`` of the case, the two actions, and the
    team's game-point margin when the seat follows it and when it breaks it."""

    deal: int
    team: int
    seat: int
    at: int
    label: str
    follow_action: str
    against_action: str
    follow: int
    against: int
    win: float | None = None  #: the match-win chance following minus breaking (see odds)

    @property
    def diff(self) -> int:
        """What following was worth in this hand: the margin following minus breaking."""
        return self.follow - self.against


@dataclass(frozen=True)
class Example:
    """The hand a lesson shows: a case, its deal (``seed``, ``dealer``, ``scores``), the
    actions up to the fork, each line's game points (team 0·2, team 1·3) as played by the
    bots, and the solver's swing (``unit``: "abnat" for a card, "points" for a call)."""

    case: Case
    seed: int
    dealer: int
    scores: tuple[int, int]
    actions: tuple[str, ...]
    follow_points: tuple[int, int]
    against_points: tuple[int, int]
    swing: int
    unit: str


@dataclass
class Measured:
    """A principle measured over ``deals`` deals of the run ``seed`` (see the module
    docstring): its ``cases`` and, when asked for, its ``example``."""

    name: str
    seed: int
    deals: int
    cases: list[Case] = field(default_factory=list)
    example: Example | None = None

    def _units(self, label: str | None) -> tuple[list[float], list[int]]:
        totals = [0.0] * self.deals
        counts = [0] * self.deals
        for c in self.cases:
            if label is None or c.label == label:
                totals[c.deal] += c.diff
                counts[c.deal] += 1
        return totals, counts

    def worth(self, label: str | None = None) -> tuple[float, float]:
        """The mean game points a case that following the principle gains (negative: it
        loses) and its standard error, over every case or those of one ``label``."""
        return ratio_estimate(*self._units(label))

    def count(self, label: str | None = None) -> int:
        """How many cases (of one ``label``)."""
        return sum(label is None or c.label == label for c in self.cases)

    def rate(self, label: str | None = None) -> float:
        """The share of a seat's hands (four a deal) where it was at stake."""
        return self.count(label) / max(1, 4 * self.deals)

    def win_worth(self, label: str | None = None) -> tuple[float, float]:
        """The mean change in the chance of winning the match a case that following
        the principle brings, and its standard error (cases measured at a match score
        only; NaN without them)."""
        totals = [0.0] * self.deals
        counts = [0] * self.deals
        for c in self.cases:
            if c.win is not None and (label is None or c.label == label):
                totals[c.deal] += c.win
                counts[c.deal] += 1
        if not any(counts):
            return math.nan, math.nan
        return ratio_estimate(totals, counts)

    def per_hand(self) -> tuple[float, float]:
        """What following it gains a seat's hand on average, over every hand (0 where it
        is not at stake), and its standard error."""
        totals, _ = self._units(None)
        n = len(totals)
        mean = sum(totals) / max(1, 4 * n)
        if n < 2:
            return mean, math.nan
        var = sum((t / 4 - mean) ** 2 for t in totals) / (n - 1)
        return mean, math.sqrt(var / n)


# ---- playing the lines --------------------------------------------------------------------


def _mine(state: HandState) -> list[Action]:
    seat = state.to_move
    return [a for a in legal_actions(state) if a.seat == seat]


def _margin(state: HandState, team: int) -> int:
    r = state.result
    return 0 if r is None else r.points[team] - r.points[1 - team]


def _finish(state: HandState, seat: int, name: str, side: str) -> HandState:
    """Play ``state`` to the end: ``seat`` follows (or breaks) the principle, the others
    are heuristic bots."""
    variant = PrincipleBot(name, "follow" if side == "follow" else "against")
    plain = HeuristicBot()
    while not state.is_over:
        mover = state.to_move
        assert mover is not None
        seen = view(state, mover, reasons=False)
        bot = variant if mover == seat else plain
        state = apply(state, bot.choose(seen, _mine(state)))
    return state


def fork(
    state: HandState, follow: Action, against: Action, name: str
) -> tuple[HandState, HandState]:
    """The two lines from ``state``: ``follow`` then the principle followed by the seat
    to move every time, and ``against`` then the principle broken every time."""
    seat = state.to_move
    assert seat is not None
    return (
        _finish(apply(state, follow), seat, name, "follow"),
        _finish(apply(state, against), seat, name, "against"),
    )


def _baseline(
    state: HandState, stop_at_play: bool, end: list[HandState]
) -> Iterator[tuple[HandState, Knowledge, list[Action], Action]]:
    """Each decision of the heuristic baseline: the state, the mover's knowledge, its
    legal actions and the heuristic's action (only decisions with a choice).  The hand
    played to its end is appended to ``end``."""
    bot = HeuristicBot()
    while not state.is_over:
        if stop_at_play and state.phase is Phase.PLAY:
            return
        seat = state.to_move
        assert seat is not None
        mine = _mine(state)
        k = knowledge(view(state, seat, reasons=False))
        base = bot.decide(k, mine)[0]
        if len(mine) > 1:
            yield state, k, mine, base
        state = apply(state, base)
    end.append(state)


def _win(odds: Odds | None, line: HandState, team: int) -> float | None:
    """The team's chance of winning the match after ``line`` (from its match scores)."""
    if odds is None or line.match_scores == (0, 0):
        return None
    points = line.result.points if line.result is not None else (0, 0)
    mine = line.match_scores[team] + points[team]
    theirs = line.match_scores[1 - team] + points[1 - team]
    top = len(odds)
    if mine >= top or theirs >= top:
        return 1.0 if mine > theirs else 0.0 if mine < theirs else 0.5
    return odds[mine][theirs]


def _deal(
    principles: Sequence[Principle],
    seed: int,
    i: int,
    out: dict[str, Measured],
    odds: Odds | None,
    outcomes: Counter[tuple[int, int]] | None,
) -> None:
    """Deal ``i``: find each principle's fork for each seat, and play its two lines."""
    scores_of = {(p.name, seat): p.match_scores(seat & 1) for p in principles for seat in range(4)}
    for scores in sorted(set(scores_of.values())):
        todo = {key for key, s in scores_of.items() if s == scores}
        auction_only = all(principle(n).part == "auction" for n, _ in todo)
        start = new_hand(deal_seed(seed, i), i % 4, match_scores=scores)
        end: list[HandState] = []
        for state, k, mine, base in _baseline(start, auction_only, end):
            team = k.seat & 1
            for name, seat in sorted(todo):
                if seat != k.seat:
                    continue
                choice = principle(name).at(k, mine, base)
                if choice is None:
                    continue
                todo.discard((name, seat))
                follow, against = fork(state, choice.follow, choice.against, name)
                win = _win(odds, follow, team)
                lost = _win(odds, against, team)
                out[name].cases.append(
                    Case(i, team, k.seat, len(state.history), choice.label, str(choice.follow),
                         str(choice.against), _margin(follow, team), _margin(against, team),
                         None if win is None or lost is None else win - lost)
                )  # fmt: skip
            if not todo and outcomes is None:
                break
        if outcomes is not None and end and end[0].result is not None:
            outcomes[end[0].result.points] += 1


def measure(
    names: Sequence[str],
    *,
    deals: int,
    seed: int,
    example: bool = True,
    progress: Callable[[int], None] | None = None,
    odds: Odds | None = None,
    outcomes: Counter[tuple[int, int]] | None = None,
) -> dict[str, Measured]:
    """Measure the principles ``names`` on ``deals`` deals of the run ``seed`` (see the
    module docstring); ``example`` also picks each one's typical hand with the solver.
    ``progress(i)`` is called after each deal.  ``odds`` (:func:`~.odds.match_odds`)
    adds to each case played at a match score its change in the chance of winning the
    match; ``outcomes`` counts the game points of each baseline hand played to its end."""
    if isinstance(deals, bool) or not isinstance(deals, int) or deals < 1:
        raise BalootError(Message.of("error.deals", n=quote(deals)))
    chosen = [principle(n) for n in names]
    out = {p.name: Measured(p.name, seed, deals) for p in chosen}
    for i in range(deals):
        _deal(chosen, seed, i, out, odds, outcomes)
        if progress is not None:
            progress(i)
    if example:
        for m in out.values():
            m.example = pick_example(m)
    return out


# ---- the typical hand ---------------------------------------------------------------------


def position(seed: int, dealer: int, scores: tuple[int, int], at: int) -> HandState:
    """The baseline of a deal (``seed``, ``dealer``, match ``scores``) after its first
    ``at`` actions, as four heuristic bots play it."""
    state = new_hand(seed, dealer, match_scores=scores)
    bot = HeuristicBot()
    while len(state.history) < at and not state.is_over:
        seat = state.to_move
        assert seat is not None
        state = apply(
            state, bot.decide(knowledge(view(state, seat, reasons=False)), _mine(state))[0]
        )
    return state


def _replay(p: Principle, seed: int, case: Case) -> tuple[HandState, tuple[str, ...]]:
    """The state at a case's fork, and the actions before it."""
    scores = p.match_scores(case.team)
    state = position(deal_seed(seed, case.deal), case.deal % 4, scores, case.at)
    return state, tuple(str(a) for a in state.history)


def example_of(m: Measured, case: Case) -> Example:
    """The example of one case: its lines replayed and valued by the solver."""
    p = principle(m.name)
    state, actions = _replay(p, m.seed, case)
    follow = next(a for a in legal_actions(state) if str(a) == case.follow_action)
    against = next(a for a in legal_actions(state) if str(a) == case.against_action)
    lines = fork(state, follow, against, m.name)
    points = tuple(line.result.points if line.result else (0, 0) for line in lines)
    if isinstance(follow, Play) and isinstance(against, Play):
        swing, unit = card_swing(state, follow, against), "abnat"
    else:
        solved = [solved_points(line) for line in lines]
        margins = [s[case.team] - s[1 - case.team] for s in solved]
        swing, unit = margins[0] - margins[1], "points"
    return Example(case, deal_seed(m.seed, case.deal), case.deal % 4,
                   p.match_scores(case.team), actions, points[0], points[1], swing, unit)  # fmt: skip


def pick_example(m: Measured) -> Example | None:
    """The typical hand: among the :data:`CANDIDATES` cases with the largest difference
    in the direction of the mean, the one with the largest solver swing that way.  A
    principle measured at a match score is judged by the match: its example is the case
    that changes the chance of winning it most in the direction of the mean."""
    if not m.cases:
        return None
    win = m.win_worth()[0]
    if not math.isnan(win):
        sign = 1 if win >= 0 else -1
        best = max(m.cases, key=lambda c: (sign * (c.win or 0.0), -c.deal, -c.seat))
        return example_of(m, best)
    sign = 1 if m.worth()[0] >= 0 else -1
    ranked = sorted(m.cases, key=lambda c: (-sign * c.diff, c.deal, c.seat))[:CANDIDATES]
    examples = [example_of(m, c) for c in ranked]
    return max(examples, key=lambda e: (sign * e.swing, sign * e.case.diff))
