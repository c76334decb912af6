"""Results as small tables: exact probabilities, estimates and their confidence intervals.

>>> wilson_interval(0, 100)
Interval(low=0.0, high=0.036993)
>>> p = EventProbability("four_aces", "four Aces", 20475, 10518300)
>>> round(p.probability * 100, 3), round(p.one_in)
(0.195, 514)
>>> round(coverage(p.probability, 1_000, "normal"), 3), round(coverage(p.probability, 1_000), 3)
(0.857, 0.952)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import exp, inf, lgamma, log, sqrt
from statistics import NormalDist
from typing import Literal, NamedTuple

from ..i18n import Message, quote
from ..rules.errors import BalootError

__all__ = [
    "Estimate",
    "EventProbability",
    "Interval",
    "IntervalMethod",
    "coverage",
    "format_table",
    "normal_interval",
    "wilson_interval",
]


class Interval(NamedTuple):
    """A confidence interval for a probability (rounded to 6 decimals for stable output)."""

    low: float
    high: float


def _z(confidence: float) -> float:
    if not _is_number(confidence) or not 0 < confidence < 1:
        raise BalootError(Message.of("error.confidence", value=quote(confidence)))
    return NormalDist().inv_cdf(0.5 + confidence / 2)


def _check_counts(hits: int, n: int) -> None:
    if not _is_number(hits) or not _is_number(n) or n <= 0 or not 0 <= hits <= n:
        raise BalootError(Message.of("error.hits", hits=quote(hits), n=quote(n)))


def _is_number(x: object) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


IntervalMethod = Literal["normal", "wilson"]


def _normal(hits: int, n: int, z: float) -> tuple[float, float]:
    p = hits / n
    half = z * sqrt(p * (1 - p) / n)
    return max(0.0, p - half), min(1.0, p + half)


def _wilson(hits: int, n: int, z: float) -> tuple[float, float]:
    p = hits / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


_METHODS = {"normal": _normal, "wilson": _wilson}


def normal_interval(hits: int, n: int, confidence: float = 0.95) -> Interval:
    """The textbook interval p ± z·sqrt(p(1-p)/n), clipped to [0, 1].

    It is poor for rare events: with 0 hits it has width 0.

    >>> normal_interval(50, 100)
    Interval(low=0.402002, high=0.597998)
    """
    _check_counts(hits, n)
    low, high = _normal(hits, n, _z(confidence))
    return Interval(round(low, 6), round(high, 6))


def wilson_interval(hits: int, n: int, confidence: float = 0.95) -> Interval:
    """The Wilson score interval: good even for rare events and small samples.

    >>> wilson_interval(50, 100)
    Interval(low=0.403832, high=0.596168)
    """
    _check_counts(hits, n)
    low, high = _wilson(hits, n, _z(confidence))
    return Interval(round(low, 6), round(high, 6))


def coverage(
    p: float, n: int, method: IntervalMethod = "wilson", confidence: float = 0.95
) -> float:
    """How often the interval of ``n`` deals contains the true probability ``p``, exactly:
    the sum over every number of hits h of P(h) = C(n, h) p^h (1-p)^(n-h), for the h whose
    interval contains p.  A 95% interval should give about 0.95.

    >>> round(coverage(0.5, 100, "normal"), 4), round(coverage(0.5, 100, "wilson"), 4)
    (0.9431, 0.9431)
    """
    if not _is_number(p) or not 0 < p < 1:
        raise BalootError(Message.of("error.probability", p=quote(p)))
    if isinstance(n, bool) or not isinstance(n, int) or n <= 0:
        raise BalootError(Message.of("error.deals", n=quote(n)))
    if method not in _METHODS:
        raise BalootError(Message.of("error.method", method=quote(method)))
    interval, z = _METHODS[method], _z(confidence)
    log_p, log_q, log_n = log(p), log(1 - p), lgamma(n + 1)
    total = 0.0
    for hits in range(n + 1):
        low, high = interval(hits, n, z)
        if low <= p <= high:
            log_c = log_n - lgamma(hits + 1) - lgamma(n - hits + 1)
            total += exp(log_c + hits * log_p + (n - hits) * log_q)
    return total


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
    Each row shows its own count *out of* its own total: hands of 8 cards, the 201,376
    five-card first deals for Kawesh, or the deals of a simulation.

    >>> print(format_table([EventProbability("k", "four Aces", 20475, 10518300)]))
    event                                              count       out of  probability     1 in N
    four Aces                                         20,475   10,518,300      0.1947%      513.7
    """
    lines = [f"{'event':<46} {'count':>9} {'out of':>12} {'probability':>12} {'1 in N':>10}"]
    for row in rows:
        if isinstance(row, EventProbability):
            count, total, p = row.count, row.total, row.probability
        else:
            count, total, p = row.hits, row.n, row.estimate
        one_in = f"{1 / p:,.1f}" if p else "never"
        lines.append(f"{row.label:<46} {count:>9,} {total:>12,} {p:>12.4%} {one_in:>10}")
    return "\n".join(lines)
