"""The hand signature: everything the probability events need, read from the engine (RULES.md §7).

A hand's *signature* records which maximal runs it holds (by length), which ranks it
holds all four of, which suits it holds King and Queen of, and whether every card is a
7, 8 or 9.  Each part is built from the engine's own functions on single-suit masks
(:func:`~baloot_widgets.rules.projects.all_projects`,
:func:`~baloot_widgets.rules.projects.baloot_holder`,
:func:`~baloot_widgets.rules.bidding.kawesh_hand`), so the project rules live in one
place.  A signature packs into one small int (its *code*), the key of every lookup table.

>>> sig = HandSignature.of("JS JH JD JC AH KH QH 7C")
>>> sig.run_lengths, [r.label for r in sig.four_of_a_kind], sig.best_project("sun")
((4,), ['J'], 'hundred')
>>> HandSignature.of("AS AH AD AC 7S 8S 9S 7H").project_kinds("sun")
('four_hundred', 'sira')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from ..rules.bidding import kawesh_hand
from ..rules.cards import CardLike, CardSet, Rank, Suit
from ..rules.contract import Contract, Mode
from ..rules.projects import PROJECT_ABNAT, ProjectKind, all_projects, baloot_holder

__all__ = [
    "CODE_BITS",
    "MODES",
    "HalfTables",
    "HandSignature",
    "SuitTables",
    "half_tables",
    "hand_code",
    "suit_tables",
]

MODES: tuple[Mode, ...] = ("sun", "hokum")
#: bit layout of a signature code: run lengths 3..8, four-of-a-kind ranks, K+Q suits, all low
_RUN_SHIFT, _QUAD_SHIFT, _KQ_SHIFT, _LOW_SHIFT = 0, 6, 14, 18
#: a code is below 2 ** CODE_BITS
CODE_BITS = 19
_SHORTEST_RUN = 3


@dataclass(frozen=True)
class SuitTables:
    """Per-suit lookup tables read from the engine, one entry per suit byte (0-255).

    The code of a hand is ``OR`` of ``combine_or[s][byte_s]`` over the four suits, ``OR``
    the ``AND`` of ``combine_and[s][byte_s]``: runs and K+Q are found within one suit,
    four of a kind and "all low" need every suit.
    """

    combine_or: tuple[tuple[int, ...], ...]
    combine_and: tuple[tuple[int, ...], ...]
    run_kind: dict[Mode, dict[int, ProjectKind]]
    quad_kind: dict[Mode, dict[int, ProjectKind]]


def _runs_in_suit(byte: int, suit: int) -> int:
    """Bitset of maximal run lengths (bit ``L - 3``) the engine finds in one suit byte."""
    bits = 0
    for p in all_projects(byte << (8 * suit), "sun"):
        if p.run:
            bits |= 1 << (len(p.cards) - _SHORTEST_RUN)
    return bits


@cache
def suit_tables() -> SuitTables:
    """Build (once) the per-suit tables from the engine's project, Baloot and Kawesh rules.

    >>> t = suit_tables()
    >>> t.run_kind["sun"][3], t.run_kind["hokum"][6], t.quad_kind["sun"].get(Rank.NINE)
    ('sira', 'hundred', None)
    """
    combine_or: list[tuple[int, ...]] = []
    combine_and: list[tuple[int, ...]] = []
    for suit in range(4):
        hokum = Contract(mode="hokum", trump=Suit(suit))
        ors, ands = [], []
        for byte in range(256):
            mask = byte << (8 * suit)
            kq = baloot_holder([mask], hokum) is not None
            low = kawesh_hand(mask)
            ors.append(_runs_in_suit(byte, suit) << _RUN_SHIFT | kq << (_KQ_SHIFT + suit))
            ands.append(byte << _QUAD_SHIFT | low << _LOW_SHIFT)
        combine_or.append(tuple(ors))
        combine_and.append(tuple(ands))
    run_kind: dict[Mode, dict[int, ProjectKind]] = {}
    quad_kind: dict[Mode, dict[int, ProjectKind]] = {}
    for mode in MODES:
        run_kind[mode] = {
            len(p.cards): p.kind for b in range(256) for p in all_projects(b, mode) if p.run
        }
        four = {r: sum(1 << (8 * s + r) for s in range(4)) for r in Rank}
        quad_kind[mode] = {r: p.kind for r, m in four.items() for p in all_projects(m, mode)}
    return SuitTables(tuple(combine_or), tuple(combine_and), run_kind, quad_kind)


#: the four tables of :func:`half_tables`: OR parts of the low and high halves, AND parts
HalfTables = tuple[list[int], list[int], list[int], list[int]]


@cache
def half_tables() -> HalfTables:
    """The per-suit tables combined for each half of a hand mask, built once: a mask is two
    16-bit halves (♠♥ low, ♦♣ high), and the code of a hand is
    ``low_or[lo] | high_or[hi] | (low_and[lo] & high_and[hi])`` (see :func:`hand_code`).
    The NumPy path reads the same tables as arrays.

    >>> low_or, high_or, low_and, high_and = half_tables()
    >>> mask = CardSet.parse("AS KS QS 7D").mask
    >>> lo, hi = mask & 0xFFFF, mask >> 16
    >>> len(low_or), low_or[lo] | high_or[hi] | (low_and[lo] & high_and[hi]) == hand_code(mask)
    (65536, True)
    """
    t = suit_tables()

    def half(first: int) -> tuple[list[int], list[int]]:
        or_a, or_b = t.combine_or[first], t.combine_or[first + 1]
        and_a, and_b = t.combine_and[first], t.combine_and[first + 1]
        return [a | b for b in or_b for a in or_a], [a & b for b in and_b for a in and_a]

    (low_or, low_and), (high_or, high_and) = half(0), half(2)
    return low_or, high_or, low_and, high_and


def hand_code(mask: int) -> int:
    """The signature code of a hand mask, in pure Python.

    >>> hand_code(CardSet.parse("AS KS QS").mask) == HandSignature.of("AS KS QS").code
    True
    """
    low_or, high_or, low_and, high_and = half_tables()
    low, high = mask & 0xFFFF, mask >> 16 & 0xFFFF
    return low_or[low] | high_or[high] | (low_and[low] & high_and[high])


@dataclass(frozen=True)
class HandSignature:
    """What a hand holds, as far as projects, Baloot and Kawesh are concerned.

    ``run_lengths``: the lengths of its maximal runs (in sequence order A K Q J 10 9 8 7);
    ``four_of_a_kind``: the ranks it holds all four of (7s, 8s and 9s included);
    ``king_queen``: the suits it holds the King and Queen of (Baloot if that suit is trump);
    ``all_low``: every card is a 7, 8 or 9 (on five first-dealt cards: Kawesh, RULES §4.4).
    """

    run_lengths: tuple[int, ...]
    four_of_a_kind: tuple[Rank, ...]
    king_queen: tuple[Suit, ...]
    all_low: bool

    @classmethod
    def of(cls, hand: Iterable[CardLike] | CardSet | str | int) -> HandSignature:
        """The signature of a hand given as cards, card text or a mask."""
        mask = hand if isinstance(hand, int) else CardSet(hand).mask
        return cls.from_code(hand_code(mask))

    @classmethod
    def from_code(cls, code: int) -> HandSignature:
        """Unpack a signature code.

        >>> HandSignature.from_code(HandSignature.of("KH QH").code).king_queen
        (<Suit.HEARTS: 1>,)
        """
        return _decode(code)

    @property
    def code(self) -> int:
        """The signature packed into one int below ``2 ** CODE_BITS``."""
        runs = sum(1 << (n - _SHORTEST_RUN) for n in self.run_lengths)
        quads = sum(1 << r for r in self.four_of_a_kind)
        kq = sum(1 << s for s in self.king_queen)
        return (
            runs << _RUN_SHIFT
            | quads << _QUAD_SHIFT
            | kq << _KQ_SHIFT
            | int(self.all_low) << _LOW_SHIFT
        )

    @property
    def longest_run(self) -> int:
        """Length of the longest run of 3 or more (0 when there is none)."""
        return max(self.run_lengths, default=0)

    def project_kinds(self, mode: Mode) -> tuple[ProjectKind, ...]:
        """The kinds of all projects held (as the engine's ``all_projects`` finds them; they
        may share cards), strongest first: one entry per distinct run length or rank."""
        kinds = [suit_tables().run_kind[mode][n] for n in self.run_lengths]
        kinds += self.four_of_a_kind_kinds(mode)
        return tuple(sorted(kinds, key=PROJECT_ABNAT.__getitem__, reverse=True))

    def four_of_a_kind_kinds(self, mode: Mode) -> tuple[ProjectKind, ...]:
        """The projects made by the hand's four-of-a-kinds (four 9s, 8s or 7s make none).

        >>> HandSignature.of("AS AH AD AC 9S 9H 9D 9C").four_of_a_kind_kinds("hokum")
        ('hundred',)
        """
        quad_kind = suit_tables().quad_kind[mode]
        return tuple(quad_kind[r] for r in self.four_of_a_kind if r in quad_kind)

    def best_project(self, mode: Mode) -> ProjectKind | None:
        """The kind of the top project of the best declaration, or None without a project.

        It is the strongest kind held: the best declaration maximises Abnat, and any
        declaration worth as much as the strongest project contains a project of that kind
        (rules §7; the test suite checks this against ``best_declaration``)."""
        kinds = self.project_kinds(mode)
        return kinds[0] if kinds else None


@cache
def _decode(code: int) -> HandSignature:
    runs = (code >> _RUN_SHIFT) & 0x3F
    quads = (code >> _QUAD_SHIFT) & 0xFF
    kq = (code >> _KQ_SHIFT) & 0xF
    return HandSignature(
        run_lengths=tuple(n for n in range(_SHORTEST_RUN, 9) if runs >> (n - _SHORTEST_RUN) & 1),
        four_of_a_kind=tuple(r for r in Rank if quads >> r & 1),
        king_queen=tuple(s for s in Suit if kq >> s & 1),
        all_low=bool(code >> _LOW_SHIFT & 1),
    )
