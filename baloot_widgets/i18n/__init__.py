"""Every user-facing word and sentence, in English and Arabic, in one place.

Code never formats a sentence for a person itself: it carries a :class:`Message` (a key
of the catalogue and its fields) and renders it late with ``.text(lang)``.  The engine
raises refusals that carry a Message, the score sheet's lines are Messages, the table and
the hint render Messages in the table's language.

The catalogue is data, split by subject: :mod:`.glossary` (Baloot terms, suit and rank
names), :mod:`.rules` (actions, refusals, card reasons, trick sentences), :mod:`.sheet`
(the score sheet), :mod:`.hints` (the hint and the bots), :mod:`.table` (the widget),
:mod:`.review` (the hand review and its board), :mod:`.quiz` (the exercises and the
 Quiz widget), :mod:`.seats` (the exercises about the seats and the deal), :mod:`.auction`
 (the exercise about who buys), :mod:`.pictures` (the captions of the lessons' pictures),
 :mod:`.stakes` (the exercises about doubling, fouls and the match), :mod:`.strategy` (the
 bots' advice: a hand's count, simulated calls, odds, counting), :mod:`.probability` (the
 probability lessons' checks and the table of published figures), :mod:`.puzzles` (the puzzles' themes, grades, lines and widget), :mod:`.lessons` (the
 command that writes the course into a folder), :mod:`.you` (the
 second-person forms that :func:`addressed` picks for the reader's seat), :mod:`.counts`
 (a number and its noun in the agreement of each language: 18 بنطًا، 10 أبناط، 100 بنط),
 and :mod:`.errors` (the errors' sentences and the words that join lists), and
 :mod:`.practice` (practice that adapts: why an exercise comes, hints, misconceptions).  A value a
 sentence quotes is cut short by :func:`quote`.
This package imports nothing else of baloot_widgets, so every layer may use it.

>>> m = Message.of("refuse.turn_to_play", seat=2)
>>> m.text(), m.text("ar")
("it is seat 2's turn to play", 'الدور في اللعب للمقعد 2')
>>> str(Message.of("trick.won", seat=Seat(1), card="A♠", why=Message.of("trick.highest_led")))
'Seat 1 wins the trick with A♠: the highest card of the suit led'
>>> term("khasara"), term("khasara", "ar"), card_name(14), card_name(14, "ar")
('Khasara', 'خسارة', 'ten of hearts', 'عشرة هاص')
>>> Team(1).text(), Seat(3).text("ar")
('Team 1·3', 'المقعد 3')
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Literal, Protocol, runtime_checkable

from . import (
    auction,
    cheatsheet,
    classroom,
    duplicate,
    errors,
    hints,
    learner,
    lessons,
    pictures,
    practice,
    principles,
    probability,
    puzzles,
    quiz,
    review,
    rules,
    seats,
    sheet,
    stakes,
    strategy,
    table,
    you,
)
from .bidi import plain_text
from .counts import count_spec
from .glossary import GLOSSARY, RANK_NAMES, SUIT_NAMES
from .quoting import QUOTE_MAX, cut, quote, quote_path

__all__ = [
    "CATALOGUE",
    "GLOSSARY",
    "LANGS",
    "QUOTE_MAX",
    "Join",
    "Lang",
    "Localized",
    "Message",
    "Seat",
    "Team",
    "Term",
    "addressed",
    "card_name",
    "cut",
    "fields_of",
    "labels",
    "missing_fields",
    "plain_text",
    "quote",
    "quote_path",
    "rank_name",
    "seat_name",
    "suit_name",
    "team_name",
    "term",
    "text",
]

Lang = Literal["en", "ar"]
#: the languages of the catalogue, in the order of its pairs
LANGS: tuple[Lang, ...] = ("en", "ar")


def _build() -> dict[str, tuple[str, str]]:
    """The whole catalogue: every subject's entries, one ``term.<key>`` per glossary
    term, and ``suit.<0-3>`` and ``rank.<0-7>`` for the names of suits and ranks.  A key defined twice is a mistake caught at import."""
    out: dict[str, tuple[str, str]] = {
        f"term.{key}": (english, arabic) for key, (english, arabic, _) in GLOSSARY.items()
    }
    out.update({f"suit.{i}": names for i, names in enumerate(SUIT_NAMES)})
    out.update({f"rank.{i}": names for i, names in enumerate(RANK_NAMES)})
    parts: tuple[ModuleType, ...] = (rules, sheet, hints, table, cheatsheet, quiz, seats, review)
    parts += (auction, pictures, stakes, strategy, probability, puzzles, you, errors, lessons)
    parts += (principles, classroom, learner, practice, duplicate)
    for part in (module.ENTRIES for module in parts):
        twice = sorted(set(out) & set(part))
        if twice:
            raise RuntimeError(f"the sentence catalogue defines {twice[0]!r} twice")
        out.update(part)
    return out


#: key -> (English template, Arabic template)
CATALOGUE: dict[str, tuple[str, str]] = _build()


@runtime_checkable
class Localized(Protocol):
    """A value that reads differently in each language (a seat, a term, a Message)."""

    def text(self, lang: Lang = "en") -> str:
        """The value in ``lang``."""
        ...


#: whether the values of a type are :class:`Localized`, found once per type (checking a
#: runtime Protocol is slow, and sentences render many fields)
_LOCALIZED_TYPES: dict[type, bool] = {}


def _render(value: object, lang: Lang) -> object:
    """A field's value as it goes into a template: localized values in ``lang``; numbers
    stay numbers (templates may format them, e.g. ``{value:+.1f}``); the rest as text."""
    kind = type(value)
    if kind is int or kind is float:  # not a Card or a Suit (int subclasses)
        return value
    localized = _LOCALIZED_TYPES.get(kind)
    if localized is None:
        localized = isinstance(value, Localized) and not isinstance(value, str)
        _LOCALIZED_TYPES[kind] = localized
    return value.text(lang) if localized else str(value)  # type: ignore[attr-defined]


class _Formatter(string.Formatter):
    """``str.format`` with two more format specs: a counted noun (``{loss:abnat}``, see
    :mod:`.counts`) and ``omit``, for a field a translation leaves out on purpose (a code
    name such as a RuleSet flag, which the Arabic sentence says in words instead)."""

    def __init__(self, lang: Lang) -> None:
        self.lang = lang

    def format_field(self, value: object, format_spec: str) -> str:
        if format_spec == "omit":
            return ""
        counted = count_spec(value, format_spec, self.lang)
        return counted if counted is not None else format(value, format_spec)


_FORMATTERS: dict[Lang, _Formatter] = {lang: _Formatter(lang) for lang in LANGS}


def text(key: str, lang: Lang = "en", /, **fields: object) -> str:
    """The catalogue's sentence ``key`` in ``lang`` with its fields filled in.  A count
    is written with its noun in the agreement of the language (:mod:`.counts`).

    >>> text("table.hint"), text("table.play_card", "ar", card="عشرة هاص")
    ('Hint', 'العب عشرة هاص')
    >>> text("review.loss", "ar", loss=18), text("review.loss", "ar", loss=2)
    ('ضاع 18 بنطًا', 'ضاع بنطان')
    """
    english, arabic = CATALOGUE[key]
    template = arabic if lang == "ar" else english
    values = {name: _render(value, lang) for name, value in fields.items()}
    try:
        return template.format(**values)
    except ValueError:  # a spec str.format does not know: a count, or "omit"
        return _FORMATTERS[lang].format(template, **values)


def fields_of(template: str) -> frozenset[str]:
    """The field names a template fills.

    >>> sorted(fields_of("{seat} wins with {card}: {why:>3}"))
    ['card', 'seat', 'why']
    """
    return frozenset(name for _, name, _, _ in string.Formatter().parse(template) if name)


@dataclass(frozen=True, slots=True)
class Message:
    """A sentence to show a person: a catalogue ``key`` and the ``fields`` of its template
    (a tuple of ``(name, value)`` pairs, so that a Message is hashable and comparable).

    Field values may be numbers, cards (language-neutral symbols), or :class:`Localized`
    values (:class:`Seat`, :class:`Team`, :class:`Term`, :class:`Join` and Messages), which
    are rendered in the Message's language.  ``str(message)`` is the English sentence.
    """

    key: str
    fields: tuple[tuple[str, object], ...] = ()

    def __post_init__(self) -> None:
        if self.key not in CATALOGUE:
            raise KeyError(f"{self.key!r} is not a sentence of the catalogue")

    @classmethod
    def of(cls, key: str, /, **fields: object) -> Message:
        """A Message from keyword fields: ``Message.of("refuse.turn_to_play", seat=2)``."""
        return cls(key, tuple(fields.items()))

    def get(self, name: str, default: object = None) -> object:
        """The value of the field ``name`` (``default`` when it has none)."""
        for key, value in self.fields:
            if key == name:
                return value
        return default

    def text(self, lang: Lang = "en") -> str:
        """The sentence in ``lang``."""
        return text(self.key, lang, **dict(self.fields))

    def __str__(self) -> str:
        return self.text("en")


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat named in a sentence: "Seat 2" / "المقعد 2"."""

    seat: int

    def text(self, lang: Lang = "en") -> str:
        """The seat's name in ``lang``."""
        return seat_name(self.seat, lang)


@dataclass(frozen=True, slots=True)
class Team:
    """A team named in a sentence: "Team 0·2" / "فريق 0·2"."""

    team: int

    def text(self, lang: Lang = "en") -> str:
        """The team's name in ``lang``."""
        return team_name(self.team, lang)


@dataclass(frozen=True, slots=True)
class Term:
    """A Baloot term of the glossary, in the sentence's language: ``Term("sun")``."""

    key: str

    def text(self, lang: Lang = "en") -> str:
        """The term in ``lang``."""
        return term(self.key, lang)


@dataclass(frozen=True, slots=True)
class Join:
    """Several values in a row.  ``sep`` is a sign that reads the same in both languages
    (" + ", " · "); ``words`` names the catalogue's separator instead (``"join.and"``: "
    and " / " و", ``"join.list"``: ", " / "، "), so no word of a sentence is written in code.

    >>> j = Join((Term("sira"), Term("fifty")), words="join.and")
    >>> j.text(), j.text("ar")
    ('Sira and Fifty', 'سرا وخمسين')
    """

    items: tuple[object, ...]
    sep: str = " + "
    words: str | None = None

    def text(self, lang: Lang = "en") -> str:
        """The values joined in ``lang``."""
        sep = self.sep if self.words is None else text(self.words, lang)
        return sep.join(str(_render(item, lang)) for item in self.items)


def addressed(message: Message, seat: int) -> Message:
    """``message`` as the player of ``seat`` reads it: a sentence whose subject (its
    ``seat`` field) is that :class:`Seat` takes its second-person form ``<key>_you`` (the
    catalogue's :mod:`.you`), and so do the sentences inside it that have one.  Other
    sentences are left as they are.

    >>> why = Message.of("card.follow", led="♦", allowed="K♦", win="")
    >>> m = Message.of("card.frame", seat=Seat(2), card="K♠", reason=why)
    >>> print(addressed(m, 2))
    You cannot play K♠: you must follow ♦ (you hold K♦)
    >>> print(addressed(m, 2).text("ar"))
    لا يجوز أن تلعب K♠: عليك أن تتبع ♦ (عندك K♦)
    >>> addressed(m, 1) == m
    True
    """
    return _addressed(message, seat, subject=False)


def _addressed(message: Message, seat: int, *, subject: bool) -> Message:
    """``message`` with ``subject`` True when its reader is already its subject."""
    mine = message.get("seat")
    subject = subject or (isinstance(mine, Seat) and mine.seat == seat)
    key = f"{message.key}_you"
    fields = tuple(
        (name, _addressed(value, seat, subject=subject) if isinstance(value, Message) else value)
        for name, value in message.fields
    )
    if subject and key in CATALOGUE:
        return Message(key, fields)
    return message if fields == message.fields else Message(message.key, fields)


def term(key: str, lang: Lang = "en") -> str:
    """A Baloot term in English or Arabic script (RULES.md spelling).

    >>> term("ashkal", "ar")
    'أشكل'
    """
    english, arabic, _ = GLOSSARY[key]
    return arabic if lang == "ar" else english


def suit_name(suit: int, lang: Lang = "en") -> str:
    """The name of a suit 0-3: spades / سبيت, hearts / هاص, diamonds / ديمن, clubs / شريا."""
    return SUIT_NAMES[suit][lang == "ar"]


def rank_name(rank: int, lang: Lang = "en") -> str:
    """The name of a rank 0-7 in plain order (7 8 9 J Q K 10 A)."""
    return RANK_NAMES[rank][lang == "ar"]


def card_name(card: int, lang: Lang = "en") -> str:
    """The spoken name of a card 0-31, for ARIA labels and sentences."""
    if lang == "ar":
        return f"{rank_name(card & 7, lang)} {suit_name(card >> 3, lang)}"
    return f"{rank_name(card & 7)} of {suit_name(card >> 3)}"


def team_name(team: int, lang: Lang = "en") -> str:
    """Name of a team: team 0 is seats 0 and 2, team 1 is seats 1 and 3."""
    seats = "0·2" if team == 0 else "1·3"
    return f"فريق {seats}" if lang == "ar" else f"Team {seats}"


def seat_name(seat: int, lang: Lang = "en") -> str:
    """Name of a seat."""
    return f"المقعد {seat}" if lang == "ar" else f"Seat {seat}"


def labels(keys: Iterable[str], lang: Lang, prefix: str = "table.") -> dict[str, str]:
    """Several templates without fields, by their short key: ``labels(["hint"], "ar")``.

    >>> labels(["hint", "next_hand"], "en")
    {'hint': 'Hint', 'next_hand': 'Next hand'}
    """
    return {key: text(prefix + key, lang) for key in keys}


def missing_fields(entries: Mapping[str, tuple[str, str]]) -> dict[str, str]:
    """The keys whose English and Arabic templates do not fill the same fields, with why
    (an empty dict when every pair agrees)."""
    out = {}
    for key, (english, arabic) in entries.items():
        if not english or not arabic:
            out[key] = "a template is empty"
        elif fields_of(english) != fields_of(arabic):
            out[key] = (
                f"English fills {sorted(fields_of(english))}, Arabic {sorted(fields_of(arabic))}"
            )
    return out
