"""The chance of winning a match from a score (RULES.md §11), for the principles whose
worth is the match rather than the hand (doubling a Sun at 100, RULES.md §5).

From the game points of many hands (team 0·2, team 1·3; void hands left out), each hand
is taken as independent of the score and of the dealer: the chance ``odds[a][b]`` that a
team on ``a`` points beats a team on ``b`` follows backwards from the target, where the
higher total wins (an exact tie plays one more hand: counted as an even chance).

>>> odds = match_odds({(16, 0): 1, (0, 16): 1}, target=32)
>>> odds[0][0], odds[16][0], odds[0][16]
(0.5, 0.75, 0.25)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

__all__ = ["match_odds"]


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
