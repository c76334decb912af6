"""Projects (Mashari', مشاريع) and Baloot: detection, best declaration, comparison (RULES.md §7).

>>> from baloot_widgets import find_projects, Contract
>>> sun = Contract(mode="sun")
>>> [str(p) for p in find_projects("JS JH JD JC AH KH QH 7C", sun)]
['Hundred (J♠ J♥ J♦ J♣)', 'Sira (A♥ K♥ Q♥)']
>>> sum(p.game_points("sun") for p in find_projects("JS JH JD JC AH KH QH 7C", sun))
24
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Literal

from ..i18n import Message, quote, term
from .cards import (
    SEQUENCE_INDEX,
    Card,
    CardLike,
    CardSet,
    Rank,
    Suit,
)
from .contract import Contract, Mode
from .errors import NotationError
from .ruleset import RuleSet, check_rules

__all__ = [
    "PROJECT_ABNAT",
    "Project",
    "ProjectKind",
    "all_projects",
    "baloot_allowed",
    "baloot_holder",
    "best_declaration",
    "compare_projects",
    "find_projects",
    "project_from_cards",
]

ProjectKind = Literal["sira", "fifty", "hundred", "four_hundred"]

#: Abnat of each project (RULES.md §7)
PROJECT_ABNAT: dict[str, int] = {"sira": 20, "fifty": 50, "hundred": 100, "four_hundred": 200}
#: ranks whose four cards make a Hundred (Aces are special: Four Hundred in Sun)
_QUAD_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)
_RUN_KIND: dict[int, ProjectKind] = {3: "sira", 4: "fifty"}

# plain-order bit r -> sequence-order bit SEQUENCE_INDEX[r]; SEQ_TO_PLAIN is the inverse
_PLAIN_OF_SEQ = tuple(SEQUENCE_INDEX.index(q) for q in range(8))


def _seq_byte(byte: int) -> int:
    return sum(1 << SEQUENCE_INDEX[r] for r in range(8) if byte >> r & 1)


def _runs_of_seq_byte(seq: int) -> tuple[tuple[int, int], ...]:
    """Maximal runs of 3 or more set bits: (lowest sequence index, length)."""
    runs = []
    q = 0
    while q < 8:
        if seq >> q & 1:
            start = q
            while q < 8 and seq >> q & 1:
                q += 1
            if q - start >= 3:
                runs.append((start, q - start))
        else:
            q += 1
    return tuple(runs)


_SEQ_BYTE = tuple(_seq_byte(b) for b in range(256))
_RUNS = tuple(_runs_of_seq_byte(s) for s in range(256))


@dataclass(frozen=True, slots=True)
class Project:
    """A project: ``kind`` ("sira", "fifty", "hundred", "four_hundred"), its ``cards``,
    its ``top`` card in sequence order and whether it is a ``run`` (else four of a kind).

    >>> p = project_from_cards("KH QH JH 10H", Contract(mode="hokum", trump="H"))
    >>> p.kind, p.abnat, p.game_points("hokum"), p.top
    ('fifty', 50, 5, Card('KH'))
    """

    kind: ProjectKind
    cards: CardSet
    top: Card
    run: bool

    @property
    def abnat(self) -> int:
        """Abnat of the project: Sira 20, Fifty 50, Hundred 100, Four Hundred 200."""
        return PROJECT_ABNAT[self.kind]

    @property
    def name(self) -> str:
        """English name: Sira, Fifty, Hundred, Four Hundred."""
        return term(self.kind)

    def game_points(self, mode: Mode | Contract) -> int:
        """Game points: Abnat x 2 / 10 in Sun, Abnat / 10 in Hokum (RULES.md §7)."""
        m = mode.mode if isinstance(mode, Contract) else mode
        return self.abnat * 2 // 10 if m == "sun" else self.abnat // 10

    def category(self, rules: RuleSet | None = None) -> int:
        """Rank of the kind for comparisons: Four Hundred > Hundred run > Hundred of four
        of a kind > Fifty > Sira (the two Hundreds tie with ``hundred_compare_by_rank_only``)."""
        if self.kind == "four_hundred":
            return 50
        if self.kind == "hundred":
            if rules is not None and rules.hundred_compare_by_rank_only:
                return 35
            return 40 if self.run else 30
        return 20 if self.kind == "fifty" else 10

    def key(self, contract: Contract, rules: RuleSet | None = None) -> tuple[int, int, int]:
        """Comparison key (RULES.md §7): category, top card in sequence order, and in Hokum
        a run in the trump suit before a run in a plain suit."""
        trump_run = int(self.run and contract.trump is not None and self.top.suit == contract.trump)
        return (self.category(rules), self.top.rank.sequence, trump_run)

    @property
    def shown(self) -> str:
        """The cards as players show them: a run from its top card down in sequence order
        (A K Q J 10 9 8 7).

        >>> from baloot_widgets import Contract
        >>> find_projects("10S KS QS JS", Contract(mode="sun"))[0].shown
        'K♠ Q♠ J♠ 10♠'
        """
        cards = sorted(self.cards, key=lambda c: -c.rank.sequence) if self.run else self.cards
        return " ".join(str(c) for c in cards)

    def __str__(self) -> str:
        """The name and the cards as players show them."""
        return f"{self.name} ({self.shown})"


def _run_project(suit: int, start: int, length: int) -> Project:
    mask = 0
    for q in range(start, start + length):
        mask |= 1 << (8 * suit + _PLAIN_OF_SEQ[q])
    top = Card.of(_PLAIN_OF_SEQ[start + length - 1], suit)
    return Project(_RUN_KIND.get(length, "hundred"), CardSet(mask), top, True)


def _quad_project(rank: Rank, mode: Mode) -> Project:
    mask = sum(1 << (8 * s + int(rank)) for s in range(4))
    kind: ProjectKind = "four_hundred" if rank == Rank.ACE and mode == "sun" else "hundred"
    return Project(kind, CardSet(mask), Card.of(rank, 0), False)


def _runs(mask: int) -> list[Project]:
    out = []
    for s in range(4):
        for start, length in _RUNS[_SEQ_BYTE[(mask >> (8 * s)) & 0xFF]]:
            out.append(_run_project(s, start, length))
    return out


def _quads(mask: int, mode: Mode) -> list[Project]:
    in_all_suits = mask & (mask >> 8) & (mask >> 16) & (mask >> 24) & 0xFF
    if not in_all_suits:
        return []
    return [_quad_project(r, mode) for r in _QUAD_RANKS if in_all_suits >> r & 1]


def all_projects(hand: int, mode: Mode) -> list[Project]:
    """Every maximal run of 3+ cards and every scoring four of a kind in a hand mask
    (they may share cards; :func:`best_declaration` chooses among them)."""
    return _quads(hand, mode) + _runs(hand)


def best_declaration(
    hand: int, contract: Contract, rules: RuleSet | None = None
) -> tuple[Project, ...]:
    """The disjoint set of at most ``max_projects_per_player`` projects with the most Abnat.

    Four-of-a-kind projects are chosen first; runs are the maximal runs of the remaining
    cards (a run is never split, but a card taken by a four of a kind leaves the rest of
    its suit to form shorter runs).  Ties prefer the stronger best project.
    """
    rules = check_rules(rules)
    return _best_declaration(
        hand,
        contract.mode,
        contract.trump_index,
        rules.max_projects_per_player,
        rules.hundred_compare_by_rank_only,
    )


@lru_cache(maxsize=8192)
def _best_declaration(
    hand: int, mode: Mode, trump: int, limit: int, rank_only: bool
) -> tuple[Project, ...]:
    """Cached on plain values: hashing a Contract and a RuleSet costs more than the search."""
    contract = _CONTRACTS[trump + 1] if mode == "hokum" or trump < 0 else Contract(mode="sun")
    rules = _RANK_ONLY_RULES if rank_only else _DEFAULT_RULES
    quads = _quads(hand, contract.mode)
    if not quads:
        # no four of a kind: the strongest runs (a stronger run always has more Abnat)
        runs = _runs(hand)
        return tuple(sorted(runs, key=lambda p: p.key(contract, rules), reverse=True)[:limit])
    best: tuple[Project, ...] = ()
    best_score: tuple[int, tuple[int, int, int]] = (0, (0, 0, 0))
    for k in range(min(len(quads), limit) + 1):
        for chosen in combinations(quads, k):
            used = sum(p.cards.mask for p in chosen)
            runs = sorted(_runs(hand & ~used), key=lambda p: p.key(contract, rules), reverse=True)
            picked = (*chosen, *runs[: limit - k])
            if not picked:
                continue
            score = (
                sum(p.abnat for p in picked),
                max(p.key(contract, rules) for p in picked),
            )
            if score > best_score:
                best, best_score = picked, score
    return tuple(sorted(best, key=lambda p: p.key(contract, rules), reverse=True))


def find_projects(
    hand: Iterable[CardLike] | CardSet | str, contract: Contract, *, rules: RuleSet | None = None
) -> list[Project]:
    """The best legal declaration of a hand: at most two projects, no shared card.

    >>> from baloot_widgets import Contract
    >>> [p.kind for p in find_projects("AS AH AD AC KS QS", Contract(mode="sun"))]
    ['four_hundred']
    >>> [p.kind for p in find_projects("AS AH AD AC KS QS JS", Contract(mode="hokum", trump="S"))]
    ['hundred', 'sira']
    """
    return list(best_declaration(CardSet(hand).mask, contract, rules))


def project_from_cards(cards: Iterable[CardLike] | CardSet | str, contract: Contract) -> Project:
    """Read one project from its cards, e.g. ``"KS QS JS"`` or the four Kings.

    >>> project_from_cards("KS KH KD KC", Contract(mode="sun")).kind
    'hundred'
    >>> project_from_cards("KS QS 9S", Contract(mode="sun"))
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.NotationError: K♠ Q♠ 9♠ is not a project: a project is 3 or more cards in sequence (A K Q J 10 9 8 7) in one suit, or four A, K, Q, J or 10
    """
    mask = CardSet(cards).mask
    for p in all_projects(mask, contract.mode):
        if p.cards.mask == mask:
            return p
    raise NotationError(Message.of("error.not_project", cards=CardSet(mask)))


def baloot_holder(hands: Sequence[int], contract: Contract) -> int | None:
    """The seat holding the King and Queen of trumps, in Hokum (RULES.md §7), else None."""
    if contract.trump is None:
        return None
    kq = (1 << (8 * contract.trump + Rank.KING)) | (1 << (8 * contract.trump + Rank.QUEEN))
    for seat, hand in enumerate(hands):
        if hand & kq == kq:
            return seat
    return None


def baloot_allowed(declared: Iterable[Project], contract: Contract) -> bool:
    """Whether the holder's Baloot counts, given the projects that player declared.

    There is no Baloot when exactly one of K and Q of trumps is inside a declared project,
    or when they are inside a declared Hundred or in two different projects; both inside
    the same Sira or Fifty is fine (RULES.md §7).

    >>> hokum = Contract(mode="hokum", trump="H")
    >>> baloot_allowed([project_from_cards("KS KH KD KC", hokum)], hokum)
    False
    >>> baloot_allowed([project_from_cards("KH QH JH 10H", hokum)], hokum)
    True
    """
    if contract.trump is None:
        return False
    king = 8 * contract.trump + Rank.KING
    queen = 8 * contract.trump + Rank.QUEEN
    holding_k = [p for p in declared if king in p.cards]
    holding_q = [p for p in declared if queen in p.cards]
    if not holding_k and not holding_q:
        return True
    if len(holding_k) == 1 and holding_k == holding_q:
        return holding_k[0].kind in ("sira", "fifty")
    return False


def compare_projects(
    declared: Mapping[int, Sequence[Project]],
    contract: Contract,
    first_player: int,
    rules: RuleSet | None = None,
) -> int | None:
    """The team (0 or 1) whose projects score, or None when nobody declared (RULES.md §7).

    Each team's best project is compared by category, top card, trump run (Hokum), then
    the player who plays earlier in trick 1 (``first_player`` leads it) wins.  With
    ``equal_projects_cancel`` a complete tie gives None.

    >>> sun = Contract(mode="sun")
    >>> kings = project_from_cards("KS KH KD KC", sun)
    >>> run = project_from_cards("QS JS 10S 9S 8S", sun)
    >>> compare_projects({0: [kings], 1: [run]}, sun, first_player=1)
    1
    """
    rules = check_rules(rules)
    best: dict[int, tuple[tuple[int, int, int], int]] = {}
    for seat, projects in declared.items():
        for p in projects:
            order = (seat - first_player) % 4
            entry = (p.key(contract, rules), -order)
            team = seat & 1
            if team not in best or entry > best[team]:
                best[team] = entry
    if not best:
        return None
    if len(best) == 1:
        return next(iter(best))
    if best[0][0] == best[1][0] and rules.equal_projects_cancel:
        return None
    return 0 if best[0] > best[1] else 1


#: the projects' names as a player may type them: English, transliterated, and in Arabic
#: script (the glossary's spelling, and the other spellings Arabic writers use)
_PROJECT_WORDS: dict[str, ProjectKind] = {
    "sira": "sira", "sera": "sira", "serra": "sira", "50": "fifty", "fifty": "fifty",
    "khamsin": "fifty", "100": "hundred", "hundred": "hundred", "mia": "hundred",
    "400": "four_hundred", "four_hundred": "four_hundred", "fourhundred": "four_hundred",
    **{term(kind, "ar"): kind for kind in ("sira", "fifty", "hundred", "four_hundred")},
    "سرى": "sira", "خمسون": "fifty", "مئة": "hundred", "مائة": "hundred",
    "أربعمائة": "four_hundred", "أربعمئة": "four_hundred",
}  # fmt: skip


def parse_project_kinds(text: str) -> tuple[ProjectKind, ...]:
    """Read project kinds from words such as ``"sira fifty"``, ``"hundred"`` or, in Arabic,
    ``"سرا وخمسين"`` (a word may carry the Arabic "and", و).

    >>> parse_project_kinds("sira + fifty"), parse_project_kinds("سرا، وخمسين")
    (('sira', 'fifty'), ('sira', 'fifty'))
    """
    kinds = []
    for word in text.replace("+", " ").replace("،", " ").replace(",", " ").split():
        kind = _PROJECT_WORDS.get(word.lower())
        if kind is None and word.startswith("و"):
            kind = _PROJECT_WORDS.get(word[1:])
        if kind is None:
            raise NotationError(Message.of("error.project_word", word=quote(word)))
        kinds.append(kind)
    return tuple(kinds)


_DEFAULT_RULES = RuleSet()
_RANK_ONLY_RULES = RuleSet(hundred_compare_by_rank_only=True)
_CONTRACTS = (Contract(mode="sun"), *(Contract(mode="hokum", trump=Suit(t)) for t in range(4)))
