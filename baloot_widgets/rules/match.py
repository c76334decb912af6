"""The match to 152: adding hands, the winner, dealer rotation (RULES.md §2 and §11).

>>> match_winner((150, 160), 152), match_winner((160, 160), 152), match_winner((10, 20), 152)
(1, None, None)
>>> next_dealer(0, "same_dealer"), next_dealer(3, "")
(0, 0)
"""

from __future__ import annotations

__all__ = ["match_winner", "next_dealer"]


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
