"""Typed actions and their text notation (``p2 hokum``, ``p1 double closed``, ``p0 play 10H``).

Every action is a frozen value with a ``seat``; ``str(action)`` is its text and
:func:`parse_action` reads it back: ``parse_action(str(a)) == a``.

>>> parse_action("p0 play 10♥")
Play(seat=0, card=Card('10H'), akka=False)
>>> str(parse_action("P1 Double Closed"))
'p1 double closed'
>>> parse_action("p5 pass")
Traceback (most recent call last):
...
baloot_widgets.rules.errors.NotationError: 'p5 pass' does not start with a seat: write p0, p1, p2 or p3, then the action
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Union

from ..i18n import Join, Message, Seat, Term, quote
from .cards import Card, Suit, parse_card
from .errors import IllegalActionError, NotationError
from .projects import ProjectKind, parse_project_kinds

__all__ = [
    "Action",
    "Ashkal",
    "Declare",
    "Double",
    "Four",
    "Gahwa",
    "Hokum",
    "Kawesh",
    "Lock",
    "Pass",
    "Play",
    "Qayd",
    "Sawa",
    "Sun",
    "Triple",
    "action_name",
    "action_words",
    "describe",
    "parse_action",
    "refusal",
]


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass (Bess): no bid; also declines a Gablak, a doubling step or ends a review."""

    seat: int

    def __str__(self) -> str:
        return f"p{self.seat} pass"


@dataclass(frozen=True, slots=True)
class Hokum:
    """Bid Hokum; in a confirmation, ``suit`` names the trump (round 2)."""

    seat: int
    suit: Suit | None = None

    def __str__(self) -> str:
        return f"p{self.seat} hokum" + ("" if self.suit is None else f" {self.suit.letter}")


@dataclass(frozen=True, slots=True)
class Sun:
    """Bid Sun; in a Gablak window it takes the Sun; in a confirmation it converts to Sun."""

    seat: int

    def __str__(self) -> str:
        return f"p{self.seat} sun"


@dataclass(frozen=True, slots=True)
class Ashkal:
    """Ashkal: a Sun bid for one's partner (RULES.md §4.3)."""

    seat: int

    def __str__(self) -> str:
        return f"p{self.seat} ashkal"


@dataclass(frozen=True, slots=True)
class Kawesh:
    """Kawesh: annul a hand whose 5 dealt cards are all 7s, 8s and 9s (RULES.md §4.4)."""

    seat: int

    def __str__(self) -> str:
        return f"p{self.seat} kawesh"


@dataclass(frozen=True, slots=True)
class Double:
    """Double (Dabal, x2); ``closed`` locks a Hokum when the caller chooses (RULES.md §5)."""

    seat: int
    closed: bool = False

    def __str__(self) -> str:
        return f"p{self.seat} double" + (" closed" if self.closed else "")


@dataclass(frozen=True, slots=True)
class Triple:
    """Triple (Thri, x3): the buyer's answer to a Double; the game becomes open."""

    seat: int

    def __str__(self) -> str:
        return f"p{self.seat} triple"


@dataclass(frozen=True, slots=True)
class Four:
    """Four (x4): the doubler's answer to a Triple; ``closed`` as for Double."""

    seat: int
    closed: bool = False

    def __str__(self) -> str:
        return f"p{self.seat} four" + (" closed" if self.closed else "")


@dataclass(frozen=True, slots=True)
class Gahwa:
    """Gahwa (coffee): the buyer's last step; the winner of the hand wins the match."""

    seat: int

    def __str__(self) -> str:
        return f"p{self.seat} gahwa"


@dataclass(frozen=True, slots=True)
class Lock:
    """The buyer chooses open or closed Hokum (``closed_hokum_chooser="bidder"``)."""

    seat: int
    closed: bool

    def __str__(self) -> str:
        return f"p{self.seat} {'closed' if self.closed else 'open'}"


@dataclass(frozen=True, slots=True)
class Declare:
    """Declare projects (by kind only) before playing one's first card of trick 1."""

    seat: int
    kinds: tuple[ProjectKind, ...]

    def __str__(self) -> str:
        return f"p{self.seat} declare " + " ".join(self.kinds)


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card; ``akka`` announces it as the highest card left in its suit (RULES.md §8)."""

    seat: int
    card: Card
    akka: bool = False

    def __str__(self) -> str:
        return f"p{self.seat} play {self.card.code}" + (" akka" if self.akka else "")


@dataclass(frozen=True, slots=True)
class Sawa:
    """Sawa: the player on lead claims every remaining trick (RULES.md §8)."""

    seat: int

    def __str__(self) -> str:
        return f"p{self.seat} sawa"


@dataclass(frozen=True, slots=True)
class Qayd:
    """Qayd: claim that the opponents broke a rule (RULES.md §10)."""

    seat: int

    def __str__(self) -> str:
        return f"p{self.seat} qayd"


Action = Union[  # noqa: UP007 (a runtime alias that Python 3.10 can also read)
    Pass, Hokum, Sun, Ashkal, Kawesh, Double, Triple, Four, Gahwa, Lock, Declare, Play, Sawa, Qayd
]

_SEAT_RE = re.compile(r"^\s*p([0-3])\s+(\S+)\s*(.*?)\s*$", re.IGNORECASE)
_SIMPLE: dict[str, Callable[[int], Action]] = {
    "pass": Pass, "bess": Pass, "sun": Sun, "ashkal": Ashkal, "kawesh": Kawesh,
    "saneen": Kawesh, "triple": Triple, "thri": Triple, "gahwa": Gahwa, "sawa": Sawa,
    "qayd": Qayd,
}  # fmt: skip


def _lock_word(text: str, whole: str) -> bool:
    word = text.lower()
    if word in ("", "open"):
        return False
    if word in ("closed", "magfool", "locked"):
        return True
    raise NotationError(Message.of("error.lock_word", text=quote(whole), word=quote(text)))


def parse_action(text: str) -> Action:
    """Read an action from its text, e.g. ``"p2 hokum"``, ``"p2 hokum D"``, ``"p1 sun"``,
    ``"p3 ashkal"``, ``"p1 double closed"``, ``"p0 triple"``, ``"p0 open"``,
    ``"p1 declare sira fifty"``, ``"p0 play 10H akka"``, ``"p1 sawa"``, ``"p3 qayd"``.

    Words are case-insensitive; cards accept 10/T and S H D C or ♠ ♥ ♦ ♣.

    >>> parse_action("p2 hokum d"), parse_action("p1 declare hundred sira")
    (Hokum(seat=2, suit=<Suit.DIAMONDS: 2>), Declare(seat=1, kinds=('hundred', 'sira')))
    >>> parse_action("p0 dance")
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.NotationError: 'p0 dance': 'dance' is not a call; use pass, hokum, sun, ashkal, kawesh, double, triple, four, gahwa, open, closed, declare, play, sawa or qayd
    """
    if not isinstance(text, str):
        raise NotationError(Message.of("error.action_text", text=quote(text)))
    m = _SEAT_RE.match(text)
    if not m:
        raise NotationError(Message.of("error.action_seat", text=quote(text)))
    seat = int(m.group(1))
    verb = m.group(2).lower()
    rest = m.group(3)
    if verb in _SIMPLE:
        if rest:
            raise NotationError(Message.of("error.action_rest", text=quote(text), verb=quote(verb)))
        return _SIMPLE[verb](seat)
    if verb == "hokum":
        return Hokum(seat, Suit.parse(rest) if rest else None)
    if verb in ("double", "dabal", "four"):
        closed = _lock_word(rest, text)
        return Four(seat, closed) if verb == "four" else Double(seat, closed)
    if verb in ("open", "closed"):
        if rest:
            raise NotationError(Message.of("error.action_rest", text=quote(text), verb=quote(verb)))
        return Lock(seat, verb == "closed")
    if verb == "declare":
        kinds = parse_project_kinds(rest)
        if not kinds:
            raise NotationError(Message.of("error.declare_what", text=quote(text)))
        return Declare(seat, kinds)
    if verb == "play":
        words = rest.split()
        if not words or len(words) > 2:
            raise NotationError(Message.of("error.play_what", text=quote(text)))
        akka = False
        if len(words) == 2:
            if words[1].lower() != "akka":
                raise NotationError(Message.of("error.play_akka", text=quote(text)))
            akka = True
        return Play(seat, parse_card(words[0]), akka)
    raise NotationError(Message.of("error.not_call", text=quote(text), verb=quote(verb)))


def describe(action: Action) -> Message:
    """The action as words for a sentence: "bid Hokum", "call Double (closed)", "play 10♥"
    (a :class:`~baloot_widgets.i18n.Message`, so it reads in Arabic too).

    >>> str(describe(parse_action("p1 play qs akka"))), str(describe(parse_action("p2 double closed")))
    ('play Q♠ with Akka', 'call Double (closed)')
    >>> describe(parse_action("p1 sun")).text("ar")
    'طلب الصن'
    """
    return action_words(action, "action")


def action_words(action: Action, family: str) -> Message:
    """The words for ``action`` from a family of the catalogue: ``"action"`` for a sentence
    ("Seat 2 cannot bid Sun"), ``"do"`` for a hint ("bid Sun: ..." / "صن: ...")."""
    if isinstance(action, Play):
        return Message.of(
            f"{family}.play_akka" if action.akka else f"{family}.play", card=action.card
        )
    if isinstance(action, Hokum):
        if action.suit is None:
            return Message.of(f"{family}.hokum")
        return Message.of(f"{family}.hokum_suit", suit=action.suit.symbol)
    if isinstance(action, Lock):
        return Message.of(f"{family}.lock_closed" if action.closed else f"{family}.lock_open")
    if isinstance(action, Declare):
        projects = Join(tuple(Term(k) for k in action.kinds), words="join.and")
        return Message.of(f"{family}.declare", projects=projects)
    if isinstance(action, (Pass, Sun, Sawa)):
        return Message.of(f"{family}.{action_name(action)}")
    name = Term(action_name(action))
    if isinstance(action, (Double, Four)) and action.closed:
        return Message.of(f"{family}.call_closed", name=name)
    return Message.of(f"{family}.call", name=name)


def action_name(action: Action) -> str:
    """The kind of an action as its text verb: "pass", "hokum", "double", "play"...

    >>> action_name(parse_action("p1 double closed")), action_name(parse_action("p0 open"))
    ('double', 'lock')
    """
    return type(action).__name__.lower()


def refusal(action: Action, reason: Message, rule: str) -> IllegalActionError:
    """The error for a refused action: one sentence naming the seat, the call or card, the
    reason and the RULES.md section.

    >>> error = refusal(parse_action("p2 hokum"), Message.of("refuse.hokum_taken", seat=1), "§4.1")
    >>> str(error)
    'Seat 2 cannot bid Hokum: seat 1 already bid Hokum; only Sun can overcall it (rules §4.1)'
    >>> error.text("ar")
    'المقعد 2: لا يجوز طلب الحكم — المقعد 1 طلب الحكم قبلك؛ لا يعلو عليه إلا الصن (القواعد §4.1)'
    """
    sentence = Message.of(
        "refuse.frame", seat=Seat(action.seat), action=describe(action), reason=reason
    )
    return IllegalActionError(sentence, seat=action.seat, action=action, rule=rule)
