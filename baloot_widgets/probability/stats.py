"""Results as small tables: exact probabilities, estimates and their confidence intervals.

>>> wilson_interval(0, 100)
Interval(low=0.0, high=0.036993)
>>> p = EventProbability("four_aces", "four Aces", 20475, 10518300)
>>> round(p.probability * 100, 3), round(p.one_in)
(0.195, 514)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import inf, sqrt
from statistics import NormalDist
from typing import NamedTuple

from ..errors import BalootError

__all__ = [
    "Estimate",
    "EventProbability",
    "Interval",
    "format_table",
    "normal_interval",
    "wilson_interval",
]


class Interval(NamedTuple):
    """A confidence interval for a probability (rounded to 6 decimals for stable output)."""

    low: float
    high: float


def _z(confidence: float) -> float:
    if not 0 < confidence < 1:
        raise BalootError(
            f"confidence must be between 0 and 1 (for example 0.95), not {confidence}"
        )
    return NormalDist().inv_cdf(0.5 + confidence / 2)


def _check_counts(hits: int, n: int) -> None:
    if n <= 0 or not 0 <= hits <= n:
        raise BalootError(f"need 0 <= hits <= n and n > 0, not hits={hits}, n={n}")


def normal_interval(hits: int, n: int, confidence: float = 0.95) -> Interval:
    """The textbook interval p ± z·sqrt(p(1-p)/n), clipped to [0, 1].

    It is poor for rare events: with 0 hits it has width 0.

    >>> normal_interval(50, 100)
    Interval(low=0.402002, high=0.597998)
    """
    _check_counts(hits, n)
    p = hits / n
    half = _z(confidence) * sqrt(p * (1 - p) / n)
    return Interval(round(max(0.0, p - half), 6), round(min(1.0, p + half), 6))


def wilson_interval(hits: int, n: int, confidence: float = 0.95) -> Interval:
    """The Wilson score interval: good even for rare events and small samples.

    >>> wilson_interval(50, 100)
    Interval(low=0.403832, high=0.596168)
    """
    _check_counts(hits, n)
    z = _z(confidence)
    p = hits / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return Interval(round(max(0.0, centre - half), 6), round(min(1.0, centre + half), 6))


@dataclass(frozen=True)
class EventProbability:
    """An exact probability: ``count`` hands out of ``total`` have the event."""

    key: str
    label: str
    count: int
    total: int

    @property
    def probability(self) -> float:
        """count / total."""
        return self.count / self.total

    @property
    def one_in(self) -> float:
        """N in "1 in N" (total / count; infinite when the event never happens)."""
        return self.total / self.count if self.count else inf

    @property
    def odds_against(self) -> float:
        """Odds against, "N:1" = (total - count) / count; one less than :attr:`one_in`."""
        return (self.total - self.count) / self.count if self.count else inf

    def __str__(self) -> str:
        return (
            f"{self.label}: {self.count:,} of {self.total:,} hands, "
            f"{self.probability:.4%} (1 in {self.one_in:,.1f})"
        )


@dataclass(frozen=True)
class Estimate:
    """A Monte Carlo estimate: the event happened ``hits`` times in ``n`` deals."""

    key: str
    label: str
    hits: int
    n: int

    @property
    def estimate(self) -> float:
        """hits / n."""
        return self.hits / self.n

    @property
    def stderr(self) -> float:
        """Standard error sqrt(p(1-p)/n) of the estimate."""
        p = self.estimate
        return sqrt(p * (1 - p) / self.n)

    def wilson(self, confidence: float = 0.95) -> Interval:
        """Wilson score interval (see :func:`wilson_interval`)."""
        return wilson_interval(self.hits, self.n, confidence)

    def normal(self, confidence: float = 0.95) -> Interval:
        """Normal (Wald) interval (see :func:`normal_interval`)."""
        return normal_interval(self.hits, self.n, confidence)

    def __str__(self) -> str:
        low, high = self.wilson()
        return (
            f"{self.label}: {self.hits:,} of {self.n:,} deals, {self.estimate:.4%} "
            f"(95% Wilson {low:.4%} to {high:.4%})"
        )


def format_table(rows: Sequence[EventProbability | Estimate]) -> str:
    """A plain-text table of exact probabilities or estimates, for printing in a lesson.

    >>> print(format_table([EventProbability("k", "four Aces", 20475, 10518300)]))
    event                                                  count   probability      1 in N
    four Aces                                             20,475       0.1947%       513.7
    """
    lines = [f"{'event':<46} {'count':>13} {'probability':>13} {'1 in N':>11}"]
    for row in rows:
        if isinstance(row, EventProbability):
            count, p = row.count, row.probability
        else:
            count, p = row.hits, row.estimate
        one_in = f"{1 / p:,.1f}" if p else "never"
        lines.append(f"{row.label:<46} {count:>13,} {p:>13.4%} {one_in:>11}")
    return "\n".join(lines)
