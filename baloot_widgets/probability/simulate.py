"""Monte Carlo over full seeded deals: questions about one seat, anyone, or both teams.

With NumPy, many deals are made at once: each card gets a random 27-bit key (the low
5 bits of a 32-bit word hold the card), one sort per row orders the pack, and a row
where two keys tie is drawn again, so every ordering of the 32 cards is exactly equally
likely.  Each seat receives 8 positions of the pack, the first 5 being its cards dealt
before the bidding (rules §3); because the pack order is uniform, which positions a
seat gets does not change the odds.  Hands are classified by table look-ups on their
two 16-bit halves.  Without NumPy (as in JupyterLite) deals are made one at a time in
pure Python, the same way (a uniform order of the pack, 8 positions per seat), and only
the hands that an event asks about are classified.

>>> from baloot_widgets.probability import anyone, four_of_a_kind
>>> [est] = simulate([anyone(four_of_a_kind("A"))], 20_000, seed=1)
>>> est.hits, est.n
(128, 20000)
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from typing import TYPE_CHECKING

from ..i18n import Message, quote
from ..rules.cards import Suit
from ..rules.deal import complete_deal, first_deal
from ..rules.errors import BalootError
from .backend import Backend, empty_code_table, half_tables, hand_codes, resolve_backend
from .events import DealEvent, HandEvent, for_seat
from .exact import code_histogram
from .signature import half_tables as python_half_tables
from .stats import Estimate

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = ["outcomes", "random_deals", "sample_outcomes", "simulate", "suit_counts", "suit_lengths"]

#: how many cards each seat holds before the bidding and after the deal is completed
_PACK = tuple(range(32))
_FIRST = first_deal(_PACK, 0)[0][0].bit_count()
_FULL = complete_deal(_PACK, 0, 1, first_deal(_PACK, 0)[0])[0].bit_count()


#: the number of deals of an endless stream (more than any run can draw)
_ENDLESS = 1 << 62


def _check(n: int, seed: int, batch: int) -> None:
    if isinstance(n, bool) or not isinstance(n, int) or n <= 0:
        raise BalootError(Message.of("error.deals", n=quote(n)))
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise BalootError(Message.of("error.seed_natural", seed=quote(seed)))
    if isinstance(batch, bool) or not isinstance(batch, int) or batch <= 0:
        raise BalootError(Message.of("error.batch", batch=quote(batch)))


def _as_deal_events(events: Sequence[DealEvent | HandEvent]) -> list[DealEvent]:
    if not events:
        raise BalootError(Message.of("error.no_events"))
    return [e if isinstance(e, DealEvent) else for_seat(e, 0) for e in events]


def _random_keys(gen: np.random.Generator, n: int) -> NDArray[np.uint32]:
    """n rows of the 32 cards in uniformly random order, as sorted keys (card = key & 31)."""
    import numpy as np

    keys = gen.bit_generator.random_raw(n * 16).view(np.uint32).reshape(n, 32)
    keys &= np.uint32(0xFFFFFFE0)
    keys |= np.arange(32, dtype=np.uint32)
    keys.sort(axis=1)
    gaps = keys[:, 1:] - keys[:, :-1]
    if gaps.min() < 32:  # two equal random parts: draw those rows again
        tied = (gaps < 32).any(axis=1)
        keys[tied] = _random_keys(gen, int(tied.sum()))
    return keys


def _numpy_batches(
    n: int, seed: int, batch: int
) -> Iterator[tuple[NDArray[np.uint32], NDArray[np.uint32]]]:
    """Yield (five, eight): the seats' first-dealt and full hand masks, shape (k, 4)."""
    import numpy as np

    gen = np.random.Generator(np.random.SFC64(seed))
    one = np.uint32(1)
    for start in range(0, n, batch):
        k = min(batch, n - start)
        keys = _random_keys(gen, k)
        keys &= np.uint32(31)
        bits = np.left_shift(one, keys, out=keys).reshape(k, 4, _FULL)
        five = bits[:, :, 0].copy()
        for i in range(1, _FIRST):
            five += bits[:, :, i]
        eight = five.copy()
        for i in range(_FIRST, _FULL):
            eight += bits[:, :, i]
        yield five, eight


def random_deals(n: int, *, seed: int, batch: int = 1 << 16) -> NDArray[np.uint32]:
    """``n`` random deals as an array of shape (n, 4): the 8-card hand mask of each seat.

    >>> deals = random_deals(3, seed=0)
    >>> deals.shape, bool((deals[:, 0] | deals[:, 1] | deals[:, 2] | deals[:, 3] == 0xFFFFFFFF).all())
    ((3, 4), True)
    """
    _check(n, seed, batch)
    resolve_backend("numpy")
    import numpy as np

    return np.concatenate([eight for _, eight in _numpy_batches(n, seed, batch)])


@lru_cache(maxsize=128)
def _event_table(event: HandEvent) -> NDArray[np.bool_]:
    """True at the codes of the hands with the event (every code that a hand can have)."""
    import numpy as np

    table = empty_code_table()
    codes = [c for c in code_histogram(event.hand_size, backend="numpy") if event.holds(c)]
    table[np.array(codes, dtype=np.int64)] = True
    return table


def _numpy_outcomes(
    events: list[DealEvent], n: int, seed: int, batch: int
) -> Iterator[NDArray[np.bool_]]:
    import numpy as np

    need_five = any(e.event.hand_size != _FULL for e in events)
    for five, eight in _numpy_batches(n, seed, batch):
        codes = {_FULL: hand_codes(eight)}
        if need_five:
            codes[_FIRST] = hand_codes(five)
        out = np.empty((len(eight), len(events)), dtype=np.bool_)
        for j, e in enumerate(events):
            seats = _event_table(e.event)[codes[e.event.hand_size]]
            out[:, j] = e.reduce([seats[:, s] for s in range(4)])
        yield out


#: the bit of each card, and the pack positions of each seat's 5 first-dealt and 8 cards:
#: seat s holds positions 8s to 8s + 7 of a uniformly shuffled pack, as in the NumPy path
_BITS = tuple(1 << c for c in range(32))
_CARDS = range(32)


def _python_deals(seed: int, n: int) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
    """``n`` uniformly random deals, one at a time, in pure Python: (the four first-dealt
    hands, the four full hands), as masks by seat.

    The pack is ordered by 32 random keys (``random.random``: one C call each, about twice
    as fast as ``random.shuffle``, whose every step is Python; two equal keys, about one
    deal in 10^14, keep the cards' order).  Each seat takes 8 positions of the pack, the
    first 5 being its cards dealt before the bidding: the pack is uniform, so which
    positions a seat gets does not change the odds (the NumPy path does the same).
    """
    rng = random.Random(seed)
    rand, bits, cards = rng.random, _BITS, _CARDS
    for _ in range(n):
        keys = [rand() for _ in cards]
        b = [bits[c] for c in sorted(cards, key=keys.__getitem__)]
        f0 = b[0] | b[1] | b[2] | b[3] | b[4]
        f1 = b[8] | b[9] | b[10] | b[11] | b[12]
        f2 = b[16] | b[17] | b[18] | b[19] | b[20]
        f3 = b[24] | b[25] | b[26] | b[27] | b[28]
        yield (
            (f0, f1, f2, f3),
            (
                f0 | b[5] | b[6] | b[7],
                f1 | b[13] | b[14] | b[15],
                f2 | b[21] | b[22] | b[23],
                f3 | b[29] | b[30] | b[31],
            ),
        )


@lru_cache(maxsize=128)
def _event_codes(event: HandEvent) -> frozenset[int]:
    """The signature codes of the hands with the event, for the pure-Python path."""
    return frozenset(c for c in code_histogram(event.hand_size, backend="python") if event.holds(c))


def _seats_asked(events: list[DealEvent], hand_size: int) -> tuple[int, ...]:
    """The seats whose hand of ``hand_size`` cards some event asks about."""
    seats: set[int] = set()
    for e in events:
        if e.event.hand_size == hand_size:
            seats.update((e.seat,) if e.scope == "seat" else range(4))
    return tuple(sorted(seats))


def _python_outcomes(
    events: list[DealEvent], n: int, seed: int, batch: int
) -> Iterator[list[tuple[bool, ...]]]:
    """Each deal's answers, in chunks of ``batch`` deals.  Only the hands some event asks
    about are read, each once per deal, by two look-ups on its 16-bit halves
    (:func:`~.signature.half_tables`); each event is a set of codes."""
    low_or, high_or, low_and, high_and = python_half_tables()
    tests = [(e, _event_codes(e.event), e.event.hand_size == _FULL) for e in events]
    asked_full, asked_first = _seats_asked(events, _FULL), _seats_asked(events, _FIRST)
    full, first = [0, 0, 0, 0], [0, 0, 0, 0]
    rows: list[tuple[bool, ...]] = []
    for five, eight in _python_deals(seed, n):
        for seats, hands, codes in ((asked_full, eight, full), (asked_first, five, first)):
            for s in seats:
                m = hands[s]
                low, high = m & 0xFFFF, m >> 16
                codes[s] = low_or[low] | high_or[high] | (low_and[low] & high_and[high])
        rows.append(
            tuple(
                bool(e.reduce([c in codes for c in (full if is_full else first)]))
                for e, codes, is_full in tests
            )
        )
        if len(rows) == batch:
            yield rows
            rows = []
    if rows:
        yield rows


def _hit_counts(
    events: list[DealEvent], n: int, seed: int, batch: int, backend: str
) -> Iterator[tuple[int, list[int]]]:
    """Yield (deals in the chunk, hits of each event in the chunk)."""
    if backend == "numpy":
        for chunk in _numpy_outcomes(events, n, seed, batch):
            yield len(chunk), chunk.sum(axis=0).tolist()
    else:
        for rows in _python_outcomes(events, n, seed, batch):
            yield len(rows), [sum(column) for column in zip(*rows, strict=True)]


@contextmanager
def _progress_bar(n: int, progress: bool | None) -> Iterator[Callable[[int], object]]:
    """A tqdm.auto bar over ``n`` deals, or a silent stand-in when ``progress`` is False."""
    if progress is False:
        yield lambda k: None
        return
    try:
        tqdm = importlib.import_module("tqdm.auto").tqdm
    except ImportError:
        raise BalootError(Message.of("error.no_tqdm")) from None
    with tqdm(
        total=n, unit="deal", unit_scale=True, disable=None if progress is None else False
    ) as bar:
        yield bar.update


def suit_counts(
    n: int | None,
    *,
    seed: int,
    suit: Suit | str = Suit.HEARTS,
    batch: int = 1 << 12,
    backend: Backend = "auto",
) -> Iterator[tuple[int, int, int, int]]:
    """How many cards of ``suit`` each seat holds (seats 0 to 3) in each of ``n`` random
    seeded deals, one deal at a time as they are made (endless when ``n`` is None), for a
    simulation that shows its estimate as it goes.  :func:`suit_lengths` lists them.

    >>> next(suit_counts(None, seed=1, suit="S", backend="python"))
    (1, 1, 3, 3)
    """
    _check(_ENDLESS if n is None else n, seed, batch)
    s = suit if isinstance(suit, Suit) else Suit.parse(suit)
    total = _ENDLESS if n is None else n
    if resolve_backend(backend) == "python":
        shift = 8 * s
        for _, eight in _python_deals(seed, total):
            a, b, c, d = ((h >> shift & 0xFF).bit_count() for h in eight)
            yield a, b, c, d
        return
    import numpy as np

    popcount, shift_np, byte = half_tables().popcount, np.uint32(8 * s), np.uint32(0xFF)
    for _, masks in _numpy_batches(total, seed, batch):
        for a, b, c, d in popcount[(masks >> shift_np) & byte].tolist():
            yield a, b, c, d


def suit_lengths(
    n: int,
    *,
    seed: int,
    suit: Suit | str = Suit.HEARTS,
    batch: int = 1 << 16,
    backend: Backend = "auto",
) -> list[tuple[int, int, int, int]]:
    """How many cards of ``suit`` (a Suit, or "S", "H", "D", "C") each seat holds, seats 0 to
    3, after each of ``n`` random seeded deals: the split of the trumps when ``suit`` is trumps.

    >>> rows = suit_lengths(1_000, seed=1, suit="S", backend="python")
    >>> len(rows), {sum(row) for row in rows}
    (1000, {8})
    """
    _check(n, seed, batch)
    return list(suit_counts(n, seed=seed, suit=suit, batch=batch, backend=backend))


def outcomes(
    event: DealEvent | HandEvent,
    n: int | None = None,
    *,
    seed: int,
    batch: int = 1 << 12,
    backend: Backend = "auto",
) -> Iterator[bool]:
    """Whether each of ``n`` random seeded deals has the event (endless when ``n`` is
    None), one deal at a time as the deals are made, in chunks of ``batch``: what a
    simulation that shows its estimate as it goes reads.  A :class:`HandEvent` is asked
    of seat 0.

    >>> from baloot_widgets.probability import anyone, four_of_a_kind
    >>> stream = outcomes(anyone(four_of_a_kind("A")), seed=3, backend="python")
    >>> next(i for i, hit in enumerate(stream, start=1) if hit)  # deals until the first
    125
    """
    total = _ENDLESS if n is None else n
    _check(total, seed, batch)
    [deal_event] = _as_deal_events([event])
    if resolve_backend(backend) == "python":
        for rows in _python_outcomes([deal_event], total, seed, batch):
            for row in rows:
                yield row[0]
        return
    for chunk in _numpy_outcomes([deal_event], total, seed, batch):
        yield from chunk[:, 0].tolist()


def sample_outcomes(
    events: Sequence[DealEvent | HandEvent],
    n: int,
    *,
    seed: int,
    batch: int = 1 << 16,
    backend: Backend = "auto",
) -> NDArray[np.bool_] | list[tuple[bool, ...]]:
    """Whether each of ``n`` random deals had each event, one row per deal.

    A :class:`HandEvent` is asked of seat 0.  Running means of a column show the law of
    large numbers at work.  With NumPy the rows are a bool array (n, len(events)); in pure
    Python (``backend="python"``, or where NumPy is missing, as in JupyterLite) a list of
    n tuples.  ``[bool(row[0]) for row in rows]`` reads the first column of either.

    >>> from baloot_widgets.probability import any_project
    >>> sample_outcomes([any_project()], 6, seed=0)[:, 0].tolist()
    [False, True, False, False, False, True]
    >>> [bool(row[0]) for row in sample_outcomes([any_project()], 6, seed=0, backend="python")]
    [False, False, False, False, False, False]
    """
    _check(n, seed, batch)
    deal_events = _as_deal_events(events)
    if resolve_backend(backend) == "python":
        return [row for rows in _python_outcomes(deal_events, n, seed, batch) for row in rows]
    import numpy as np

    return np.concatenate(list(_numpy_outcomes(deal_events, n, seed, batch)))


def simulate(
    events: Sequence[DealEvent | HandEvent],
    n: int,
    *,
    seed: int,
    batch: int = 1 << 16,
    progress: bool | None = False,
    backend: Backend = "auto",
) -> list[Estimate]:
    """Deal ``n`` random seeded deals and count how often each event happens.

    A :class:`HandEvent` is asked of seat 0.  ``progress=True`` shows a tqdm bar (None lets
    tqdm decide: no bar when the output is not a terminal).  The same ``seed``, ``n``,
    ``batch`` and backend always give the same counts.

    >>> from baloot_widgets.probability import any_project, both_teams
    >>> [e] = simulate([both_teams(any_project())], 2_000, seed=5, backend="python")
    >>> print(e)
    both teams: at least one project (Sun): 326 of 2,000 deals, 16.3000% (95% Wilson 14.7461% to 17.9831%)
    """
    _check(n, seed, batch)
    deal_events = _as_deal_events(events)
    hits = [0] * len(deal_events)
    with _progress_bar(n, progress) as advance:
        for size, chunk_hits in _hit_counts(deal_events, n, seed, batch, resolve_backend(backend)):
            hits = [h + c for h, c in zip(hits, chunk_hits, strict=True)]
            advance(size)
    return [Estimate(e.key, e.label, h, n) for e, h in zip(deal_events, hits, strict=True)]
