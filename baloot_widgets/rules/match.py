"""The match to 152: adding hands, the winner, dealer rotation (RULES.md §2 and §11).

>>> match_winner((150, 160), 152), match_winner((160, 160), 152), match_winner((10, 20), 152)
(1, None, None)
>>> next_dealer(0, "same_dealer"), next_dealer(3, "")
(0, 0)
"""

from __future__ import annotations

from .sheet import HandScore

__all__ = ["match_winner", "next_dealer", "scores_after"]


def match_winner(scores: tuple[int, int], target: int) -> int | None:
    """The team that has won: the first at ``target`` or more; if both are there, the higher
    total; an exact tie plays another hand (None)."""
    a, b = scores
    if a < target and b < target:
        return None
    if a == b:
        return None
    return 0 if a > b else 1


def next_dealer(dealer: int, redeal: str) -> int:
    """The deal passes to the right after every hand, except a Kawesh called before any
    bid, which keeps the same dealer."""
    return dealer if redeal == "same_dealer" else (dealer + 1) % 4


def scores_after(
    scores: tuple[int, int], result: HandScore | None, target: int
) -> tuple[tuple[int, int], int | None]:
    """The match scores after a hand and the match's winner, if it is decided: a Gahwa
    hand wins the match outright (the winner is put at the target, the other at 0); a
    void hand (``result`` None) changes nothing.

    >>> from baloot_widgets import Contract, score_hand
    >>> hand = score_hand(Contract(mode="sun", buyer=0), abnat=(74, 56), tricks=(4, 4))
    >>> scores_after((140, 20), hand, 152)
    ((154, 32), 0)
    """
    if result is None:
        return scores, None
    if result.match_winner is not None:
        winner = result.match_winner
        return ((target, 0) if winner == 0 else (0, target)), winner
    after = (scores[0] + result.points[0], scores[1] + result.points[1])
    return after, match_winner(after, target)
