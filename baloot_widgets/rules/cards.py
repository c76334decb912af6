"""Cards, suits, ranks and card sets (RULES.md section 1).

A card is a small int 0-31: ``suit * 8 + rank`` where the rank index follows the plain
(Sun) order 7 8 9 J Q K 10 A, so a higher index is a stronger Sun card.  A
:class:`CardSet` is an immutable 32-bit mask with a set API.  The rank orders and the
point tables of RULES.md section 1 are defined here once.

>>> Card("10H")
Card('10H')
>>> str(Card.parse("th"))
'10♥'
>>> hand = CardSet.parse("AS 10H KD 7♣")
>>> len(hand), Card("KD") in hand
(4, True)
>>> str(hand)
'A♠ 10♥ K♦ 7♣'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from enum import IntEnum
from typing import ClassVar, Union

from ..i18n import Message, quote
from .errors import NotationError

__all__ = [
    "ALL_CARDS",
    "FULL_MASK",
    "SUIT_MASKS",
    "Card",
    "CardLike",
    "CardSet",
    "Rank",
    "Suit",
    "card_points",
    "parse_card",
    "parse_cards",
]


class Suit(IntEnum):
    """The four suits, in the engine's fixed order ♠ ♥ ♦ ♣.

    >>> Suit.parse("h"), Suit.HEARTS.symbol
    (<Suit.HEARTS: 1>, '♥')
    """

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def symbol(self) -> str:
        """The suit symbol: ♠ ♥ ♦ ♣."""
        return SUIT_SYMBOLS[self]

    @property
    def letter(self) -> str:
        """The suit letter: S H D C."""
        return SUIT_LETTERS[self]

    @property
    def mask(self) -> int:
        """The 32-bit mask of the eight cards of this suit."""
        return SUIT_MASKS[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit from a letter, a symbol or an English name, in any case."""
        key = text.strip().lower()
        if key in _SUIT_NAMES:
            return cls(_SUIT_NAMES[key])
        raise NotationError(Message.of("error.not_suit", text=quote(text)))

    def __str__(self) -> str:
        return self.symbol


class Rank(IntEnum):
    """The eight ranks, numbered in plain (Sun) order: 7 8 9 J Q K 10 A.

    >>> Rank.TEN > Rank.KING, Rank.parse("t").label
    (True, '10')
    """

    SEVEN = 0
    EIGHT = 1
    NINE = 2
    JACK = 3
    QUEEN = 4
    KING = 5
    TEN = 6
    ACE = 7

    @property
    def label(self) -> str:
        """The rank as printed on a card: 7 8 9 10 J Q K A."""
        return RANK_LABELS[self]

    @property
    def sequence(self) -> int:
        """Position in sequence order A K Q J 10 9 8 7 (7 is 0, A is 7), used for projects."""
        return SEQUENCE_INDEX[self]

    @property
    def trump_order(self) -> int:
        """Position in the Hokum trump order J 9 A 10 K Q 8 7 (7 is 0, J is 7)."""
        return TRUMP_INDEX[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Read a rank: 7 8 9 10 (or T) J Q K A, in any case."""
        key = text.strip().upper()
        if key in _RANK_NAMES:
            return cls(_RANK_NAMES[key])
        raise NotationError(Message.of("error.not_rank", text=quote(text)))

    def __str__(self) -> str:
        return self.label


SUIT_SYMBOLS = ("♠", "♥", "♦", "♣")
SUIT_LETTERS = ("S", "H", "D", "C")
RANK_LABELS = ("7", "8", "9", "J", "Q", "K", "10", "A")
#: rank index (plain order) -> position in sequence order A K Q J 10 9 8 7 (7 = 0 ... A = 7)
SEQUENCE_INDEX = (0, 1, 2, 4, 5, 6, 3, 7)
#: rank index (plain order) -> position in the trump order J 9 A 10 K Q 8 7 (7 = 0 ... J = 7)
TRUMP_INDEX = (0, 1, 6, 7, 2, 3, 4, 5)
#: Abnat of each rank in a plain suit and in every Sun suit (RULES.md section 1)
PLAIN_POINTS = (0, 0, 0, 2, 3, 4, 10, 11)
#: Abnat of each rank in the Hokum trump suit (RULES.md section 1)
TRUMP_POINTS = (0, 0, 14, 20, 3, 4, 10, 11)
#: Abnat for winning the last (8th) trick
LAST_TRICK_BONUS = 10

SUIT_MASKS = tuple(0xFF << (8 * s) for s in range(4))
FULL_MASK = 0xFFFFFFFF

_SUIT_NAMES = {
    "s": 0, "♠": 0, "♤": 0, "spades": 0, "spade": 0,
    "h": 1, "♥": 1, "♡": 1, "hearts": 1, "heart": 1,
    "d": 2, "♦": 2, "♢": 2, "diamonds": 2, "diamond": 2,
    "c": 3, "♣": 3, "♧": 3, "clubs": 3, "club": 3,
}  # fmt: skip
_RANK_NAMES = {"7": 0, "8": 1, "9": 2, "J": 3, "Q": 4, "K": 5, "10": 6, "T": 6, "A": 7}
_CARD_RE = re.compile(r"^(10|[2-9]|1|[A-Za-z])\s*(.+)$")

CardLike = Union["Card", int, str]


class Card(int):
    """One of the 32 cards.  ``Card("10H")``, ``Card("TH")``, ``Card("10♥")`` and ``Card(14)``
    are the same object.

    >>> c = Card("10♥")
    >>> c.suit, c.rank, int(c), c.code
    (<Suit.HEARTS: 1>, <Rank.TEN: 6>, 14, '10H')
    >>> Card.of(Rank.ACE, Suit.SPADES)
    Card('AS')
    """

    __slots__ = ()
    _cache: ClassVar[dict[int, Card]] = {}

    def __new__(cls, value: CardLike) -> Card:
        if isinstance(value, str):
            return parse_card(value)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 32:
            raise NotationError(Message.of("error.card_number", value=quote(value)))
        return cls._cache[int(value)]

    @classmethod
    def of(cls, rank: Rank | int, suit: Suit | int) -> Card:
        """The card of this rank and suit."""
        return cls._cache[int(suit) * 8 + int(rank)]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card such as ``AS``, ``10H``, ``TH``, ``10♥`` or ``qd``."""
        return parse_card(text)

    @property
    def suit(self) -> Suit:
        """The card's suit."""
        return Suit(self >> 3)

    @property
    def rank(self) -> Rank:
        """The card's rank."""
        return Rank(self & 7)

    @property
    def mask(self) -> int:
        """The one-bit mask of this card."""
        return 1 << self

    @property
    def code(self) -> str:
        """ASCII text of the card, as accepted by :func:`parse_card`: ``10H``, ``AS``."""
        return RANK_LABELS[self & 7] + SUIT_LETTERS[self >> 3]

    def points(self, trump: Suit | int | None = None) -> int:
        """Abnat of this card when ``trump`` is the trump suit (``None`` for Sun).

        >>> Card("JH").points(), Card("JH").points(Suit.HEARTS)
        (2, 20)
        """
        return card_points(self, trump)

    def __str__(self) -> str:
        return RANK_LABELS[self & 7] + SUIT_SYMBOLS[self >> 3]

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __reduce__(self) -> tuple[type[Card], tuple[int]]:
        return (Card, (int(self),))


for _i in range(32):
    Card._cache[_i] = int.__new__(Card, _i)

ALL_CARDS: tuple[Card, ...] = tuple(Card._cache[i] for i in range(32))


def card_points(card: int, trump: Suit | int | None = None) -> int:
    """Abnat of a card (RULES.md section 1); ``trump`` is the Hokum trump suit or ``None``.

    >>> card_points(Card("9C"), Suit.CLUBS), card_points(Card("9C"))
    (14, 0)
    """
    if trump is not None and card >> 3 == int(trump):
        return TRUMP_POINTS[card & 7]
    return PLAIN_POINTS[card & 7]


def parse_card(text: str) -> Card:
    """Read one card: rank (7 8 9 10 T J Q K A) then suit (S H D C or ♠ ♥ ♦ ♣), any case.

    >>> parse_card("10♥"), parse_card(" ks ")
    (Card('10H'), Card('KS'))
    >>> parse_card("1H")
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.NotationError: '1H' is not a card: ranks are 7 8 9 10 J Q K A
    """
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise NotationError(Message.of("error.card_text", text=quote(text)))
    raw = text.replace("\ufe0f", "").strip()  # phones add an emoji selector after ♥
    match = _CARD_RE.match(raw)
    if not match:
        raise NotationError(Message.of("error.card_form", text=quote(text)))
    rank_text, suit_text = match.groups()
    rank = _RANK_NAMES.get(rank_text.upper())
    if rank is None:
        raise NotationError(Message.of("error.card_rank", text=quote(text)))
    suit = _SUIT_NAMES.get(suit_text.strip().lower())
    if suit is None:
        raise NotationError(Message.of("error.card_suit", text=quote(text)))
    return Card._cache[suit * 8 + rank]


def _tokens(text: str) -> list[str]:
    return [t for t in re.split(r"[\s,;]+", text.strip()) if t]


def parse_cards(text: str | Iterable[CardLike]) -> tuple[Card, ...]:
    """Read several distinct cards, separated by spaces or commas, keeping their order.

    >>> parse_cards("AS 10H KD")
    (Card('AS'), Card('10H'), Card('KD'))
    >>> parse_cards("AS as")
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.NotationError: 'as' is A♠ again: a card can appear only once
    """
    items: Iterable[CardLike] = _tokens(text) if isinstance(text, str) else _iterable(text)
    cards: list[Card] = []
    seen = 0
    for item in items:
        card = Card(item)
        if seen >> card & 1:
            raise NotationError(Message.of("error.card_twice", item=quote(item), card=card))
        seen |= 1 << card
        cards.append(card)
    return tuple(cards)


def _iterable(cards: object) -> Iterable[CardLike]:
    """``cards`` when it is a list (or another iterable) of cards, else a NotationError."""
    if isinstance(cards, (bytes, bytearray)) or not isinstance(cards, Iterable):
        raise NotationError(Message.of("error.cards_text", value=quote(cards)))
    return cards


def _mask_of(cards: Iterable[CardLike]) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << Card(c)
    return mask


def iter_mask(mask: int) -> Iterator[int]:
    """The card ints of a mask in ascending order (a hot-path helper).

    >>> list(iter_mask(0b1011))
    [0, 1, 3]
    """
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


class CardSet:
    """An immutable set of cards stored as a 32-bit mask, with a set API.

    Iteration is in display order: suits ♠ ♥ ♦ ♣, and within a suit A 10 K Q J 9 8 7.

    >>> s = CardSet.parse("7H AH KS")
    >>> list(s)
    [Card('KS'), Card('AH'), Card('7H')]
    >>> (s | CardSet.parse("QS")) - CardSet.parse("7H")
    CardSet('KS QS AH')
    >>> CardSet.parse("KS QS").issubset(s | {Card("QS")})
    True
    """

    __slots__ = ("mask",)
    mask: int

    def __init__(self, cards: int | str | Iterable[CardLike] | CardSet = 0) -> None:
        if isinstance(cards, CardSet):
            mask = cards.mask
        elif isinstance(cards, bool):
            raise NotationError(Message.of("error.cardset_bool"))
        elif isinstance(cards, int):
            if not 0 <= cards <= FULL_MASK:
                raise NotationError(Message.of("error.card_mask", value=quote(cards)))
            mask = cards
        elif isinstance(cards, str):
            mask = _mask_of(parse_cards(cards))
        else:
            mask = _mask_of(parse_cards(cards))
        object.__setattr__(self, "mask", mask)

    @classmethod
    def parse(cls, text: str) -> CardSet:
        """Read a card set from text such as ``"AS 10H KD"``."""
        return cls(text)

    @classmethod
    def full(cls) -> CardSet:
        """All 32 cards."""
        return cls(FULL_MASK)

    @classmethod
    def suit(cls, suit: Suit | int) -> CardSet:
        """The eight cards of one suit."""
        return cls(SUIT_MASKS[int(suit)])

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("CardSet is immutable")

    def __iter__(self) -> Iterator[Card]:
        for s in range(4):
            byte = (self.mask >> (8 * s)) & 0xFF
            for r in range(7, -1, -1):
                if byte >> r & 1:
                    yield ALL_CARDS[8 * s + r]

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __contains__(self, card: object) -> bool:
        if isinstance(card, int) and not isinstance(card, bool):
            return 0 <= card < 32 and bool(self.mask >> card & 1)
        if isinstance(card, str):
            try:
                return bool(self.mask >> parse_card(card) & 1)
            except NotationError:
                return False
        return False

    @staticmethod
    def _other(other: object) -> int | None:
        if isinstance(other, CardSet):
            return other.mask
        if isinstance(other, (set, frozenset, list, tuple)):
            return _mask_of(other)
        return None

    def __or__(self, other: object) -> CardSet:
        m = self._other(other)
        return NotImplemented if m is None else CardSet(self.mask | m)

    def __and__(self, other: object) -> CardSet:
        m = self._other(other)
        return NotImplemented if m is None else CardSet(self.mask & m)

    def __sub__(self, other: object) -> CardSet:
        m = self._other(other)
        return NotImplemented if m is None else CardSet(self.mask & ~m & FULL_MASK)

    def __xor__(self, other: object) -> CardSet:
        m = self._other(other)
        return NotImplemented if m is None else CardSet(self.mask ^ m)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CardSet):
            return self.mask == other.mask
        if isinstance(other, (set, frozenset)):
            try:
                return self.mask == _mask_of(other)
            except NotationError:
                return False
        return NotImplemented

    def __hash__(self) -> int:
        return hash(("CardSet", self.mask))

    def issubset(self, other: CardSet | Iterable[CardLike]) -> bool:
        """True when every card of this set is in ``other``."""
        return self.mask & ~CardSet(other).mask == 0

    def of_suit(self, suit: Suit | int) -> CardSet:
        """The cards of this set in one suit."""
        return CardSet(self.mask & SUIT_MASKS[int(suit)])

    def points(self, trump: Suit | int | None = None) -> int:
        """Total Abnat of these cards (``trump`` as in :func:`card_points`).

        >>> CardSet.parse("JH 9H AS").points(Suit.HEARTS)
        45
        """
        return sum(card_points(c, trump) for c in iter_mask(self.mask))

    @property
    def codes(self) -> str:
        """ASCII text of the set, in display order: ``"AS 10H"``."""
        return " ".join(c.code for c in self)

    def __str__(self) -> str:
        return " ".join(str(c) for c in self)

    def __repr__(self) -> str:
        return f"CardSet({self.codes!r})"
