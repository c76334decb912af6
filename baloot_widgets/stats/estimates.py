"""Estimates over independent units: the duplicate statistics of the tournament
(``tournament.py``) and of the measured principles (``strategy/measure.py``), in one
place.  Pure arithmetic: it imports nothing of the package, so a widget may use what
uses it without importing the tournament.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

__all__ = ["ratio_estimate"]


def ratio_estimate(totals: Sequence[float], counts: Sequence[int]) -> tuple[float, float]:
    """The mean per item and its standard error, over independent units that each hold
    ``counts[i]`` items adding up to ``totals[i]`` (a ratio estimator: the units, a
    duplicate pair or a deal, are independent; the items inside one unit are not).  The
    standard error is NaN with fewer than two units.

    >>> mean, se = ratio_estimate([4.0, -2.0, 6.0], [2, 1, 2])
    >>> round(mean, 3), round(se, 3)
    (1.6, 1.134)
    """
    n, items = len(totals), sum(counts)
    mean = sum(totals) / max(1, items)
    if n < 2 or not items:
        return mean, math.nan
    spread = sum((t - mean * c) ** 2 for t, c in zip(totals, counts, strict=True))
    return mean, math.sqrt(spread * n / (n - 1)) / items
