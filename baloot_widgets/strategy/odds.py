"""The chance of winning a match from a score (RULES.md §11), for the principles whose
worth is the match rather than the hand (doubling a Sun at 100, RULES.md §5); and what a
gain of game points a hand comes to over a whole match (:func:`match_scale`).

From the game points of many hands (team 0·2, team 1·3; void hands left out), each hand
is taken as independent of the score and of the dealer: the chance ``odds[a][b]`` that a
team on ``a`` points beats a team on ``b`` follows backwards from the target, where the
higher total wins (an exact tie plays one more hand: counted as an even chance).

>>> odds = match_odds({(16, 0): 1, (0, 16): 1}, target=32)
>>> odds[0][0], odds[16][0], odds[0][16]
(0.5, 0.75, 0.25)
"""

from __future__ import annotations

import bisect
import itertools
import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

__all__ = ["MatchScale", "match_odds", "match_scale"]


def match_odds(outcomes: Mapping[tuple[int, int], int], target: int = 152) -> list[list[float]]:
    """``odds[a][b]`` for ``0 <= a, b < target``: the chance that a team on ``a`` points
    wins the match against a team on ``b``, before a hand, when each hand's game points
    are drawn from ``outcomes`` (points of the two teams -> how many hands), taken for
    both teams alike (each outcome counts once each way round)."""
    counts: Counter[tuple[int, int]] = Counter()
    for (x, y), n in outcomes.items():
        if x + y > 0 and n > 0:
            counts[x, y] += n
            counts[y, x] += n
    total = sum(counts.values())
    if not total:
        raise ValueError("match_odds needs hands that scored")
    moves = [(x, y, n / total) for (x, y), n in sorted(counts.items())]
    odds = [[0.0] * target for _ in range(target)]
    for a in range(target - 1, -1, -1):
        row = odds[a]
        for b in range(target - 1, -1, -1):
            value = 0.0
            for x, y, p in moves:
                na, nb = a + x, b + y
                if na >= target or nb >= target:
                    value += p * (1.0 if na > nb else 0.0 if na < nb else 0.5)
                else:
                    value += p * odds[na][nb]
            row[b] = value
    return odds


@dataclass(frozen=True)
class MatchScale:
    """What a gain a hand comes to over a match (see :func:`match_scale`): ``hands``, the
    mean number of hands of a match; ``edges``, each gain a hand with the change in the
    share of matches its team wins, against the same matches without the gain;
    ``matches`` simulated from ``outcomes`` hands."""

    target: int
    matches: int
    outcomes: int
    hands: float
    edges: tuple[tuple[float, float], ...]


def match_scale(
    outcomes: Mapping[tuple[int, int], int],
    edges: tuple[float, ...] = (0.1, 0.5, 1.0, 2.0),
    *,
    target: int = 152,
    matches: int = 4000,
    seed: int = 152,
) -> MatchScale:
    """How long a match to ``target`` lasts and how often a team wins it when it scores
    ``edge`` game points a hand more than the other, for each of ``edges`` (the change in
    its share of matches won, against the same matches without the gain): ``matches``
    matches from 0-0, each hand drawn from ``outcomes`` (as :func:`match_odds` takes them,
    both ways round), the same draws for every edge, so that the differences are the
    edge's and not the draws'.  A tie at the end counts as half a match.

    >>> s = match_scale({(16, 0): 1, (0, 16): 1}, (0.0, 8.0), target=32, matches=200)
    >>> 2 <= s.hands <= 3, s.edges[0][1], s.edges[1][1] > 0
    (True, 0.0, True)
    """
    moves: list[tuple[int, int]] = []
    weights: list[int] = []
    for (x, y), n in sorted(outcomes.items()):
        if x + y > 0 and n > 0:
            moves += [(x, y), (y, x)]
            weights += [n, n]
    if not moves:
        raise ValueError("match_scale needs hands that scored")
    rng = random.Random(seed)
    cum = list(itertools.accumulate(weights))
    wins = [0.0] * len(edges)
    base, total_hands = 0.0, 0
    for _ in range(matches):
        draws: list[tuple[int, int]] = []
        a = b = 0
        while a < target and b < target:  # the match without a gain: how many hands
            x, y = moves[bisect.bisect_right(cum, rng.randrange(cum[-1]))]
            draws.append((x, y))
            a, b = a + x, b + y
        base += 1.0 if a > b else 0.0 if a < b else 0.5
        total_hands += len(draws)
        for i, edge in enumerate(edges):
            a2 = b2 = 0.0
            k = 0
            while a2 < target and b2 < target:
                if k == len(draws):  # a match that lasts longer with the gain
                    draws.append(moves[bisect.bisect_right(cum, rng.randrange(cum[-1]))])
                x, y = draws[k]
                a2, b2, k = a2 + x + edge, b2 + y, k + 1
            wins[i] += 1.0 if a2 > b2 else 0.0 if a2 < b2 else 0.5
    return MatchScale(
        target, matches, sum(n for n in outcomes.values() if n > 0),
        total_hands / matches, tuple((e, (w - base) / matches) for e, w in zip(edges, wins, strict=True)),
    )  # fmt: skip
