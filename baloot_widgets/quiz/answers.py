"""Reading answers: whatever a learner (or a notebook) gives, as a value to compare with a
solution, or :class:`~.model.Unreadable` with a sentence that says how to answer.

>>> read_cards(["KS", "7s"], "KS 7S JH")
CardSet('KS 7S')
>>> read_pair("14 – 12"), read_pair([8, 8]), read_seat("p2"), read_team("1·3")
((14, 12), (8, 8), 2, 1)
>>> read_number(None)
Traceback (most recent call last):
...
baloot_widgets.quiz.model.Unreadable: Type a whole number, then check.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..i18n import Message
from ..rules.cards import Card, CardSet
from ..rules.errors import NotationError
from .model import Unreadable

__all__ = [
    "read_card",
    "read_cards",
    "read_choice",
    "read_number",
    "read_pair",
    "read_seat",
    "read_team",
    "read_words",
]

_NUMBER = re.compile(r"^\s*\d{1,4}\s*$")
_PAIR = re.compile(r"^\s*(\d{1,4})\s*[-–—:/,;\s]\s*(\d{1,4})\s*$")
_SEAT = re.compile(r"^\s*(?:p|seat|المقعد)?\s*([0-3])\s*$", re.IGNORECASE)
_TEAM = re.compile(r"^\s*(?:team|فريق)?\s*(0|1|0·2|1·3|02|13|0-2|1-3)\s*$", re.IGNORECASE)


def _cards_of(answer: object) -> CardSet:
    if isinstance(answer, (str, CardSet)):
        return CardSet(answer)
    if isinstance(answer, Iterable) and not isinstance(answer, (bytes, dict)):
        return CardSet(list(answer))
    raise NotationError(Message.of("quiz.how_cards"))


def read_cards(answer: object, hand: CardSet | str) -> CardSet:
    """A set of cards, all of them in ``hand``, at least one."""
    try:
        cards = _cards_of(answer)
    except (NotationError, TypeError, ValueError):
        raise Unreadable(Message.of("quiz.how_cards")) from None
    outside = cards - CardSet(hand)
    if outside:
        raise Unreadable(Message.of("quiz.not_in_hand", cards=outside))
    if not cards:
        raise Unreadable(Message.of("quiz.how_cards"))
    return cards


def read_card(answer: object, among: CardSet | str) -> Card:
    """One card, one of ``among``."""
    try:
        cards = _cards_of([answer] if isinstance(answer, (str, int)) else answer)
    except (NotationError, TypeError, ValueError):
        raise Unreadable(Message.of("quiz.how_card")) from None
    if len(cards) != 1:
        raise Unreadable(Message.of("quiz.how_card"))
    if cards - CardSet(among):
        raise Unreadable(Message.of("quiz.not_offered", cards=cards))
    return next(iter(cards))


def _whole(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if 0 <= value <= 9999 else None
    if isinstance(value, float) and value.is_integer():
        return _whole(int(value))
    if isinstance(value, str) and _NUMBER.match(value):
        return int(value)
    return None


def read_number(answer: object) -> int:
    """A whole number from 0 to 9999 (or its text)."""
    value = _whole(answer)
    if value is None:
        raise Unreadable(Message.of("quiz.how_number"))
    return value


def read_pair(answer: object) -> tuple[int, int]:
    """Two whole numbers, team 0·2 first: ``(14, 12)``, ``[14, 12]`` or ``"14 - 12"``."""
    if isinstance(answer, str):
        m = _PAIR.match(answer)
        answer = m.groups() if m else None
    if isinstance(answer, (tuple, list)) and len(answer) == 2:
        a, b = _whole(answer[0]), _whole(answer[1])
        if a is not None and b is not None:
            return a, b
    raise Unreadable(Message.of("quiz.how_points"))


def read_seat(answer: object) -> int:
    """A seat 0-3, or its text: ``2``, ``"2"``, ``"p2"``, ``"Seat 2"``."""
    if isinstance(answer, int) and not isinstance(answer, bool) and 0 <= answer <= 3:
        return answer
    m = _SEAT.match(answer) if isinstance(answer, str) else None
    if m is None:
        raise Unreadable(Message.of("quiz.how_seat"))
    return int(m.group(1))


def read_team(answer: object) -> int:
    """A team: 0 (seats 0 and 2) or 1 (seats 1 and 3), or its text: ``"0·2"``, ``"Team 1·3"``."""
    if isinstance(answer, int) and not isinstance(answer, bool) and answer in (0, 1):
        return answer
    m = _TEAM.match(answer) if isinstance(answer, str) else None
    if m is None:
        raise Unreadable(Message.of("quiz.how_team"))
    return int(m.group(1)[0])


def read_words(answer: object, vocabulary: Iterable[str]) -> frozenset[str]:
    """Some words of ``vocabulary`` (choice ids, calls): one word, a list of them, or a
    text of them separated by commas; case and extra spaces do not matter."""
    known = {" ".join(w.lower().split()): w for w in vocabulary}
    if isinstance(answer, str):
        whole = " ".join(answer.lower().split()) in known
        items: list[object] = [answer] if whole else list(answer.split(","))
    elif isinstance(answer, (list, tuple, set, frozenset)):
        items = list(answer)
    else:
        raise Unreadable(Message.of("quiz.how_choice"))
    out = set()
    for item in items:
        key = " ".join(item.lower().split()) if isinstance(item, str) else None
        if key is None or key not in known:
            raise Unreadable(Message.of("quiz.how_choice"))
        out.add(known[key])
    return frozenset(out)


def read_choice(answer: object, ids: Iterable[str]) -> str:
    """One choice among ``ids``: the id itself (case and spaces do not matter), or a list
    holding it alone.

    >>> read_choice(["Yes "], ("yes", "no"))
    'yes'
    """
    if isinstance(answer, (list, tuple)) and len(answer) == 1:
        answer = answer[0]
    words = read_words(answer, ids) if isinstance(answer, str) else frozenset()
    if len(words) != 1:
        raise Unreadable(Message.of("quiz.how_choice"))
    return next(iter(words))
