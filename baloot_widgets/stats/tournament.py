"""Bots against bots on duplicate deals, with statistics (docs/architecture.md, "The
layers").

A *duplicate pair* plays one seeded match twice: bot A holds seats 0 and 2 and bot B
seats 1 and 3, then the teams swap seats.  Hand ``k`` of both matches is dealt from the
same seed by the same dealer, so both sides play the same cards: a *duplicate deal*, where
luck cancels out.  The results are

* the mean game-point margin of A per hand over the duplicate deals (the hands that only
  the longer match of a pair played are left out), with its standard error (the pairs are
  the independent units: a ratio estimator over pairs);
* A's match win rate, with its standard error.

Pairs run in parallel through any :class:`concurrent.futures.Executor` (processes by
default; a Dask or Ray executor works unchanged), with a tqdm progress bar on long runs.
Bots are given by name (``"random"``, ``"heuristic"``, ``"expert"``, with options as in
``"expert:worlds=8,solver_tricks=4"``) or by any picklable ``factory(seed) -> Bot``.

>>> result = tournament("heuristic", "random", games=2, workers=0)
>>> result.pairs, result.hands > 0, result.mean > 0
(2, True, True)
"""

from __future__ import annotations

import concurrent.futures as cf
import importlib
import math
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..bots.base import choose_action
from ..bots.registry import BotSpec, make_bot, spec_name
from ..i18n import Message, quote
from ..play.game import Match
from ..play.view import SeatView, view
from ..rules.engine import legal_actions
from ..rules.errors import BalootError
from ..rules.ruleset import RuleSet
from .estimates import ratio_estimate

__all__ = ["PairResult", "TournamentResult", "play_pair", "tournament"]

#: a safety cap on the actions of one match (a match takes a few hundred)
MAX_ACTIONS = 100_000


class _Timed:
    """A bot wrapper that adds up the seconds its bot thinks."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.name = bot.name
        self.seconds = 0.0
        self.moves = 0

    def choose(self, view: SeatView, legal: Any) -> Any:
        start = time.perf_counter()
        action = self.bot.choose(view, legal)
        self.seconds += time.perf_counter() - start
        self.moves += 1
        return action


@dataclass(frozen=True)
class PairResult:
    """One duplicate pair: A's margin in every scored hand of both matches, A's wins."""

    seed: int
    margins: tuple[int, ...]  #: per duplicate deal, A's margin in the first match, then the second
    wins: int  #: matches won by A (0, 1 or 2)
    seconds: tuple[float, float]  #: thinking time of A and of B
    moves: tuple[int, int]


def _play(match: Match, bots: dict[int, _Timed]) -> None:
    """Play a whole match (like ``Match.play_bots``, with lighter views: no reasons for
    illegal cards, no match sheet, which bots do not read)."""
    for _ in range(MAX_ACTIONS):
        if match.is_over:
            return
        state = match.state
        seat = state.to_move
        assert seat is not None
        legal = [x for x in legal_actions(state) if x.seat == seat]
        match.act(choose_action(bots[seat], view(state, seat, reasons=False), legal))
    raise BalootError(Message.of("error.match_endless", most=MAX_ACTIONS))


def _hands(match: Match, team: int) -> list[tuple[int, int]]:
    """Each finished hand of ``match``: its dealer and ``team``'s game-point margin (0 for
    a hand without a score: all passed, Kawesh)."""
    out = []
    for game, result in zip(match.finished, match.results, strict=True):
        margin = 0 if result is None else result.points[team] - result.points[1 - team]
        out.append((game.state.dealer, margin))
    return out


def play_pair(seed: int, a: BotSpec, b: BotSpec, rules: RuleSet | None = None) -> PairResult:
    """Play the duplicate pair of match ``seed`` (see the module docstring).

    The margins are those of the *duplicate deals*: hand ``k`` counts when both matches
    reached it with the same dealer (hence the same cards in the same seats).  The hands
    that only the longer match played (or that follow a Kawesh redeal by the same
    dealer in one match only) are left out of the margins.
    """
    hands: list[list[tuple[int, int]]] = []
    wins = 0
    seconds = [0.0, 0.0]
    moves = [0, 0]
    for a_team in (0, 1):
        timed = {s: _Timed(make_bot(a if s & 1 == a_team else b, 4 * seed + s)) for s in range(4)}
        match = Match(seed=seed, rules=rules, dealer=seed % 4)
        _play(match, timed)
        hands.append(_hands(match, a_team))
        wins += match.winner == a_team
        for s, bot in timed.items():
            side = 0 if s & 1 == a_team else 1
            seconds[side] += bot.seconds
            moves[side] += bot.moves
    margins: list[int] = []
    for (dealer0, margin0), (dealer1, margin1) in zip(*hands, strict=False):
        if dealer0 != dealer1:
            break
        margins += [margin0, margin1]
    return PairResult(seed, tuple(margins), wins, (seconds[0], seconds[1]), (moves[0], moves[1]))


@dataclass
class TournamentResult:
    """Statistics of a duplicate tournament of A against B."""

    names: tuple[str, str]
    results: list[PairResult] = field(default_factory=list)

    @property
    def pairs(self) -> int:
        """Duplicate pairs played (each is two matches)."""
        return len(self.results)

    @property
    def hands(self) -> int:
        """Hands of the duplicate deals (each deal is played twice)."""
        return sum(len(r.margins) for r in self.results)

    @property
    def deals(self) -> int:
        """Duplicate deals: each was played once by each side."""
        return self.hands // 2

    @property
    def mean(self) -> float:
        """A's mean game-point margin per hand."""
        return ratio_estimate(*self._units())[0]

    @property
    def se(self) -> float:
        """Standard error of :attr:`mean`, with the pairs as independent units."""
        return ratio_estimate(*self._units())[1]

    def _units(self) -> tuple[list[float], list[int]]:
        return [sum(r.margins) for r in self.results], [len(r.margins) for r in self.results]

    @property
    def win_rate(self) -> float:
        """A's share of the matches won."""
        return sum(r.wins for r in self.results) / max(1, 2 * self.pairs)

    @property
    def win_se(self) -> float:
        """Standard error of :attr:`win_rate`."""
        n = self.pairs
        if n < 2:
            return math.nan
        rate = self.win_rate
        var = sum((r.wins / 2 - rate) ** 2 for r in self.results) / (n - 1)
        return math.sqrt(var / n)

    def move_seconds(self, side: int) -> float:
        """Mean thinking time per action of A (0) or B (1)."""
        moves = sum(r.moves[side] for r in self.results)
        return sum(r.seconds[side] for r in self.results) / max(1, moves)

    def summary(self) -> str:
        """Two lines for people: the margin and the win rate."""
        a, b = self.names
        z = self.mean / self.se if self.se and self.se == self.se else math.nan
        return (
            f"{a} vs {b}: {self.pairs} duplicate pairs, {self.deals:g} duplicate deals\n"
            f"  margin {self.mean:+.2f} ± {self.se:.2f} game points per hand ({z:+.1f} SE); "
            f"{a} wins {100 * self.win_rate:.1f}% ± {100 * self.win_se:.1f}% of matches"
        )


#: a first guess of the duplicate deals in a pair (two matches of about 8 hands each)
_DEALS_PER_PAIR = 8


def _progress(total: int, enabled: bool | None) -> Any:
    if enabled is False or (enabled is None and total < 10):
        return None
    try:
        auto = importlib.import_module("tqdm.auto")
    except ImportError:  # tqdm is in the "lab" extra
        return None
    return auto.tqdm(total=total, unit="pair", desc="tournament")


def _run(
    seeds: list[int],
    a: BotSpec,
    b: BotSpec,
    rules: RuleSet | None,
    executor: cf.Executor | None,
    workers: int | None,
) -> Iterator[PairResult]:
    if workers == 0 and executor is None:
        for s in seeds:
            yield play_pair(s, a, b, rules)
        return
    own = executor is None
    pool = executor or cf.ProcessPoolExecutor(max_workers=workers)
    try:
        futures = [pool.submit(play_pair, s, a, b, rules) for s in seeds]
        for future in cf.as_completed(futures):
            yield future.result()
    finally:
        if own:
            pool.shutdown(cancel_futures=True)


def tournament(
    a: BotSpec,
    b: BotSpec,
    *,
    games: int = 100,
    min_deals: int = 0,
    seed: int = 0,
    rules: RuleSet | None = None,
    executor: cf.Executor | None = None,
    workers: int | None = None,
    progress: bool | None = None,
) -> TournamentResult:
    """Play ``games`` duplicate pairs of A against B (match seeds ``seed``, ``seed+1``...),
    or more until ``min_deals`` duplicate deals are played.

    ``executor`` runs the pairs (any :class:`concurrent.futures.Executor`); by default a
    process pool of ``workers`` processes; ``workers=0`` plays in this process.  The
    result does not depend on the executor: pairs are kept in seed order, and with
    ``min_deals`` only the shortest prefix of seeds reaching it is kept.
    """
    for value, what in ((games, "games"), (min_deals, "min_deals"), (workers or 0, "workers")):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise BalootError(Message.of("error.natural", name=what, value=quote(value)))
    for spec in (a, b):
        make_bot(spec, seed)  # a bad name or option fails here, with its reason
    result = TournamentResult((spec_name(a), spec_name(b)))
    done: dict[int, PairResult] = {}
    next_seed = seed
    target = games
    bar = _progress(max(games, math.ceil(min_deals / _DEALS_PER_PAIR)), progress)
    while True:
        batch = list(range(next_seed, seed + target))
        next_seed = seed + target
        for r in _run(batch, a, b, rules, executor, workers):
            done[r.seed] = r
            if bar is not None:
                bar.update(1)
        ordered = [done[s] for s in sorted(done)]
        deals = sum(len(r.margins) for r in ordered) / 2
        if deals >= min_deals:
            break
        per_pair = max(1.0, deals / max(1, len(ordered)))
        extra = max(1, math.ceil((min_deals - deals) / per_pair * 1.1))
        target += extra
        if bar is not None:
            bar.total = target
            bar.refresh()
    if bar is not None:
        bar.close()
    if min_deals:
        kept: list[PairResult] = []
        total = 0
        for r in ordered:
            kept.append(r)
            total += len(r.margins)
            if total / 2 >= min_deals and len(kept) >= games:
                break
        ordered = kept
    result.results = ordered
    return result
