"""The puzzle miner: seeded matches played by the heuristic and expert bots, every card
position of every hand looked at with the solver, and the clearly decided ones kept.

A position is kept as a puzzle when

* it is small enough to think through: 2 to :data:`MAX_TRICKS` tricks left (the seat to
  move holds that many cards) and at least two legal cards;
* its solver work fits a budget: positions with 5 or more tricks left are first solved
  with a cap of :data:`NODE_BUDGET` search nodes, and skipped when the cap stops the
  search (a count of nodes, so the choice is the same on every machine);
* the best cards are clearly best (:attr:`Spot.clear <baloot_widgets.puzzles.spot.Spot.clear>`):
  every other legal card loses 10 Abnat or more, or changes the result of the hand;
* a theme detector recognises it (:mod:`~baloot_widgets.puzzles.themes`).

It is set **at the table** (only what the seat may see) when its solution is best in at
least 90% of the deals consistent with the seat's view
(:func:`~baloot_widgets.puzzles.table.table_share`), else with **open** hands.

Everything is seeded: match ``m`` of seed ``s`` is ``Match(seed=f"puzzles:{s}:{m}")``,
its seats alternate the heuristic and the expert bot (the heuristic in the even seats of
the even matches), and the deals of the table check are seeded by the puzzle's id.  The
same seed and the same package give the same puzzles, which is how the shipped set is
made (``python -m baloot_widgets puzzles --write``) and checked.

>>> haul = mine_match(seed=1, match=0, hands=1)
>>> haul.stats.positions > 0, all(p["id"].startswith("1-00-00-") for p in haul.puzzles)
(True, True)
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ..bots.base import Bot, choose_action
from ..bots.expert import ExpertBot
from ..bots.heuristic import HeuristicBot
from ..play.game import Game, Match
from ..play.view import view
from ..records import hand_record
from ..review.exact import Walk
from ..rules.cards import Card, CardSet
from ..rules.state import HandState, Phase
from ..solver import solve
from .evidence import evidence_of
from .spot import Spot
from .table import TABLE_SHARE, table_share
from .themes import themes_of

__all__ = [
    "MAX_TRICKS",
    "MIN_TRICKS",
    "NODE_BUDGET",
    "Haul",
    "MineStats",
    "hand_id",
    "match_bots",
    "mine",
    "mine_hand",
    "mine_match",
    "played_hands",
]

#: the fewest and the most tricks left in a puzzle
MIN_TRICKS = 2
MAX_TRICKS = 6
#: search nodes a position with 5 or more tricks left may take (else it is skipped)
NODE_BUDGET = 60_000
#: from how many tricks left the budget applies
BUDGET_FROM = 5


@dataclass
class MineStats:
    """What the miner did: positions looked at (in the range of tricks), skipped over
    the budget, kept, and the seconds spent playing the matches and solving."""

    positions: int = 0
    over_budget: int = 0
    clear: int = 0
    kept: int = 0
    table: int = 0
    hands: int = 0
    play_seconds: float = 0.0
    solve_seconds: float = 0.0
    #: the seconds each position took (its solving, its table check and its evidence)
    position_seconds: list[float] = field(default_factory=list)

    def add(self, other: MineStats) -> None:
        """Add another run's counts to these."""
        for name in ("positions", "over_budget", "clear", "kept", "table", "hands"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.play_seconds += other.play_seconds
        self.solve_seconds += other.solve_seconds
        self.position_seconds += other.position_seconds


def match_bots(match: int) -> dict[int, Bot]:
    """The bots of match ``match``: the heuristic and the expert bot in alternate seats,
    changing sides from one match to the next (seeded by their seats)."""
    bots: dict[int, Bot] = {}
    for seat in range(4):
        if (seat + match) % 2 == 0:
            bots[seat] = HeuristicBot(seed=seat)
        else:
            bots[seat] = ExpertBot(seed=seat, worlds=8, rollout_worlds=8)
    return bots


def hand_id(seed: int, match: int, hand: int) -> str:
    """The id of a mined hand: ``"1-03-07"`` (seed, match, hand)."""
    return f"{seed}-{match:02d}-{hand:02d}"


def played_hands(seed: int, match: int, hands: int | None = None) -> Iterator[Game]:
    """The hands of a seeded match as the bots finish them (the first ``hands`` only,
    when given)."""
    bots = match_bots(match)
    game = Match(seed=f"puzzles:{seed}:{match}")
    done = 0
    while not game.is_over and (hands is None or done < hands):
        state = game.state
        seat = state.to_move
        assert seat is not None
        seen = view(state, seat, reasons=False)
        game.act(choose_action(bots[seat], seen, seen.legal))
        if len(game.finished) > done:
            yield game.finished[done]
            done += 1


def _in_range(state: HandState) -> bool:
    seat = state.to_move
    if state.phase is not Phase.PLAY or seat is None:
        return False
    return MIN_TRICKS <= state.hands[seat].bit_count() <= MAX_TRICKS


def _fits(state: HandState) -> bool:
    """Whether the position's search fits :data:`NODE_BUDGET` (always below
    :data:`BUDGET_FROM` tricks left)."""
    seat = state.to_move
    assert seat is not None and state.contract is not None
    if state.hands[seat].bit_count() < BUDGET_FROM:
        return True
    c = state.contract
    result = solve(
        state.hands, state.leader, c.trump_index, c.closed, state.rules.play_flags, state.trick,
        node_limit=NODE_BUDGET,
    )  # fmt: skip
    return result.exact


def _line_text(spot: Spot, card: int) -> str:
    """The line after ``card`` from that card on, as card codes."""
    cards = [c for trick in spot.lines[card] for c in trick.cards][len(spot.state.trick) :]
    return " ".join(Card(c).code for c in cards)


def puzzle_record(spot: Spot, pid: str, hand: str, themes: tuple[str, ...]) -> dict[str, Any]:
    """The stored form of a kept position (see :mod:`~baloot_widgets.puzzles.store`)."""
    legal = CardSet(list(spot.values))
    share = table_share(spot.state, {int(c) for c in spot.solution}, seed=pid, at_least=TABLE_SHARE)
    table = share >= TABLE_SHARE
    ev = evidence_of(spot, share if table else None)
    return {
        "id": pid,
        "hand": hand,
        "at": len(spot.state.history),
        "kind": "table" if table else "open",
        "level": ev.level,
        "rating": ev.rating,
        "margin": spot.margin,
        "themes": list(themes),
        "values": {c.code: spot.values[c] for c in legal},
        "lines": {c.code: _line_text(spot, c) for c in legal},
        "results": {c.code: [spot.results[c].outcome, *spot.results[c].points] for c in legal},
        "evidence": {
            "heuristic": ev.heuristic.code,
            "random_miss": ev.random_miss,
            "depth": ev.depth,
            "share": round(share, 3) if table else None,
        },
    }


def _look_at(state: HandState, walk: Walk, hand: str, stats: MineStats) -> dict[str, Any] | None:
    """The puzzle at one position, or None; counts what it found in ``stats``."""
    stats.positions += 1
    if not _fits(state):
        stats.over_budget += 1
        return None
    values = walk.values(state)
    if len(set(values.values())) < 2:
        return None
    spot = Spot.of(state, walk)
    if not spot.clear:
        return None
    stats.clear += 1
    themes = themes_of(spot)
    if not themes:
        return None
    record = puzzle_record(spot, f"{hand}-{state.cards_played:02d}", hand, themes)
    stats.kept += 1
    stats.table += record["kind"] == "table"
    return record


def mine_hand(game: Game, hand: str) -> tuple[list[dict[str, Any]], MineStats]:
    """The puzzles of one finished hand (``hand``: its id) and what it took."""
    stats = MineStats(hands=1)
    found: list[dict[str, Any]] = []
    states = [s for s in game.states if _in_range(s)]
    if not states:
        return found, stats
    start = time.perf_counter()
    walk = Walk.of(states[0])
    for state in states:
        began = time.perf_counter()
        record = _look_at(state, walk, hand, stats)
        stats.position_seconds.append(time.perf_counter() - began)
        if record is not None:
            found.append(record)
    stats.solve_seconds = time.perf_counter() - start
    return found, stats


@dataclass
class Haul:
    """What mining some matches found: the puzzles (stored form), the records of their
    hands by hand id, and the statistics."""

    puzzles: list[dict[str, Any]] = field(default_factory=list)
    hands: dict[str, dict[str, Any]] = field(default_factory=dict)
    stats: MineStats = field(default_factory=MineStats)


def mine_match(
    seed: int, match: int, *, hands: int | None = None, haul: Haul | None = None
) -> Haul:
    """The puzzles of one seeded match (its first ``hands`` hands when given), added to
    ``haul`` when given."""
    haul = haul or Haul()
    started = time.perf_counter()
    for index, game in enumerate(played_hands(seed, match, hands)):
        played = time.perf_counter()
        if game.state.contract is not None:
            hid = hand_id(seed, match, index)
            puzzles, stats = mine_hand(game, hid)
            if puzzles:
                record = hand_record(game.state)
                record.pop("result", None)
                record.pop(
                    "written_by", None
                )  # the set stays the same from one version to the next
                haul.hands[hid] = record
                haul.puzzles += puzzles
        else:
            stats = MineStats(hands=1)
        stats.play_seconds = played - started
        haul.stats.add(stats)
        started = time.perf_counter()
    return haul


def _one(seed_match: tuple[int, int]) -> Haul:
    return mine_match(*seed_match)


def mine(seed: int, matches: int, *, workers: int = 1) -> Haul:
    """Mine matches 0 to ``matches - 1`` of ``seed``, in ``workers`` processes (the
    result does not depend on how many)."""
    jobs = [(seed, m) for m in range(matches)]
    hauls: Iterable[Haul]
    if workers > 1 and matches > 1:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(workers) as pool:
            hauls = list(pool.map(_one, jobs))
    else:
        hauls = (_one(job) for job in jobs)
    haul = Haul()
    for part in hauls:
        haul.puzzles += part.puzzles
        haul.hands.update(part.hands)
        haul.stats.add(part.stats)
    return haul
