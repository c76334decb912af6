"""Exact counts over every hand: all C(32,8) = 10,518,300 eight-card hands (RULES.md §7).

A hand is two halves (♠♥ and ♦♣, 16 bits each).  For each split of the cards between
the halves, NumPy forms every pair of halves at once and reads each hand's signature
code from the half tables, then counts the codes: all 10,518,300 hands are looked at.
Without NumPy, the halves are first grouped by what they contribute (card count,
runs, K+Q, ranks present) with how many halves share it, and groups are paired in pure
Python: the same histogram, with products of counts instead of single hands.

>>> from baloot_widgets.probability import exact_probability, four_of_a_kind
>>> four_aces = exact_probability(four_of_a_kind("A"))
>>> four_aces.count, four_aces.total
(20475, 10518300)
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping
from functools import cache
from math import comb

from ..i18n import Message, quote
from ..rules.cards import Rank, Suit
from ..rules.errors import BalootError
from .backend import Backend, half_tables, resolve_backend
from .events import (
    HandEvent,
    any_project,
    baloot,
    best_project,
    four_of_a_kind,
    holds_project,
    kawesh,
    run_of_at_least,
    scoring_four_of_a_kind,
)
from .signature import CODE_BITS, suit_tables
from .stats import EventProbability

__all__ = ["code_histogram", "exact_probability", "exact_table", "table_events"]

HAND_SIZES = (5, 8)


def code_histogram(hand_size: int = 8, *, backend: Backend = "auto") -> Mapping[int, int]:
    """How many hands of ``hand_size`` cards have each signature code (sorted by code).

    The counts add up to C(32, hand_size): 10,518,300 for 8 cards, 201,376 for 5.

    >>> sum(code_histogram(5).values())
    201376
    """
    if hand_size not in HAND_SIZES:
        raise BalootError(Message.of("error.hand_size", size=quote(hand_size)))
    return _histogram(hand_size, resolve_backend(backend))


@cache
def _histogram(hand_size: int, backend: str) -> Mapping[int, int]:
    counts = _numpy_histogram(hand_size) if backend == "numpy" else _python_histogram(hand_size)
    assert sum(counts.values()) == comb(32, hand_size)
    return dict(sorted(counts.items()))


def _numpy_histogram(hand_size: int) -> dict[int, int]:
    import numpy as np

    t = half_tables()
    total = np.zeros(1 << CODE_BITS, dtype=np.int64)
    for low_cards in range(hand_size + 1):
        low = t.halves[t.popcount == low_cards]
        high = t.halves[t.popcount == hand_size - low_cards]
        codes = (t.ors[0][low][:, None] | t.ors[1][high][None, :]) | (
            t.ands[0][low][:, None] & t.ands[1][high][None, :]
        )
        total += np.bincount(codes.ravel(), minlength=len(total))
    (present,) = np.nonzero(total)
    return dict(zip(present.tolist(), total[present].tolist(), strict=True))


def _half_groups(first: int, hand_size: int) -> dict[int, Counter[tuple[int, int]]]:
    """Halves made of suits ``first`` and ``first + 1``, grouped by card count, then by
    (OR part, AND part) of the code, with how many halves fall in each group."""
    t = suit_tables()
    ors0, ors1 = t.combine_or[first], t.combine_or[first + 1]
    ands0, ands1 = t.combine_and[first], t.combine_and[first + 1]
    groups: dict[int, Counter[tuple[int, int]]] = defaultdict(Counter)
    for b0 in range(256):
        n0 = b0.bit_count()
        for b1 in range(256):
            n = n0 + b1.bit_count()
            if n <= hand_size:
                groups[n][ors0[b0] | ors1[b1], ands0[b0] & ands1[b1]] += 1
    return groups


def _python_histogram(hand_size: int) -> dict[int, int]:
    low_groups = _half_groups(0, hand_size)
    high_groups = _half_groups(2, hand_size)
    counts: Counter[int] = Counter()
    for low_cards, lows in low_groups.items():
        highs = list(high_groups[hand_size - low_cards].items())
        for (or_low, and_low), n_low in lows.items():
            for (or_high, and_high), n_high in highs:
                counts[or_low | or_high | (and_low & and_high)] += n_low * n_high
    return dict(counts)


def exact_probability(event: HandEvent, *, backend: Backend = "auto") -> EventProbability:
    """The exact number of hands with the event, out of all C(32, n) hands.

    >>> from baloot_widgets.probability import kawesh
    >>> print(exact_probability(kawesh()))
    Kawesh: five first-dealt cards all 7, 8 or 9: 792 of 201,376 hands, 0.3933% (1 in 254.3)
    """
    if not isinstance(event, HandEvent):
        raise BalootError(Message.of("error.exact_deal", event=quote(str(event), 60)))
    histogram = code_histogram(event.hand_size, backend=backend)
    count = sum(n for code, n in histogram.items() if event.holds(code))
    return EventProbability(event.key, event.label, count, comb(32, event.hand_size))


def table_events(mode: str = "sun") -> list[HandEvent]:
    """The hand events of :func:`exact_table`, in its order.

    >>> [e.key for e in table_events("hokum")][:4]
    ['best_hokum_none', 'best_hokum_sira', 'best_hokum_fifty', 'best_hokum_hundred']
    """
    kinds = ["sira", "fifty", "hundred"] + (["four_hundred"] if mode == "sun" else [])
    events = [best_project(None, mode)] + [best_project(k, mode) for k in kinds]
    events += [holds_project(k, mode) for k in kinds] + [any_project(mode)]
    events += [run_of_at_least(k) for k in range(3, 9)]
    events += [four_of_a_kind(r) for r in reversed(Rank)] + [scoring_four_of_a_kind(mode)]
    if mode == "hokum":
        events.append(baloot(Suit.HEARTS))
    return [*events, kawesh()]


def exact_table(mode: str = "sun", *, backend: Backend = "auto") -> list[EventProbability]:
    """Exact probabilities of the main hand events in Sun or Hokum: the best project, each
    project held, runs of 3 to 8, each four of a kind, Baloot (Hokum) and Kawesh.

    >>> rows = {row.key: row for row in exact_table("sun")}
    >>> rows["run_5"].count, rows["four_A"].count, rows["kawesh"].count
    (42900, 20475, 792)
    """
    return [exact_probability(e, backend=backend) for e in table_events(mode)]
