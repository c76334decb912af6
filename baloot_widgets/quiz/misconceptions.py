"""The known misconceptions of beginners, in one place: for each, the kind of exercise it
misleads, the answer it gives in a position (or None when it says nothing there), and the
sentence that names it (``quiz.myth_<id>`` in the catalogue).

They serve twice.  A wrong answer that is exactly what a misconception would answer is
told which belief led there (:func:`named`, added by ``Exercise.check`` to the engine's
own reasons).  And adaptive practice asks for positions where a misconception gives a
wrong answer (:func:`targeted`), so the wrong options on offer are the tempting ones: the
King beside a Ten, a plain-suit Ace beside a small trump, any trump when trumps are led
and the partner wins.  (``trump_over_partner``, trumping when void while the partner
wins, is named when a lesson's own position meets it: the generated ``legal_cards``
positions never have every card legal, so they never meet it.)

>>> from baloot_widgets.quiz import make
>>> from baloot_widgets import Contract
>>> ex = make("higher_card", trick=[(0, "10S"), (1, "KS")], contract=Contract(mode="sun"))
>>> [m.id for m, _ in believed(ex)]
['ten_below_king']
>>> print(ex.check("KS").reasons[-1])
A common mix-up: a Ten is not below the King. Outside trumps the order is A 10 K Q J 9 8 7, so a Ten beats the King and the Queen in every suit.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..i18n import Message
from ..rules.cards import Card, CardSet, Rank
from ..rules.errors import BalootError
from ..rules.play import trick_winner_index
from .graders import grade

if TYPE_CHECKING:
    from ..rules.ruleset import RuleSet

#: a :class:`~baloot_widgets.quiz.model.Exercise` (not imported: the model imports this module)
Exercise = Any

__all__ = ["FACE_ORDER", "MISCONCEPTIONS", "Misconception", "believed", "naive_winner", "named"]

#: the order a beginner reads from the card faces: the Ten below the Jack (it is not)
FACE_ORDER = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT,
              Rank.SEVEN)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Misconception:
    """A belief that gives wrong answers: its ``id`` (one belief may mislead several
    kinds: one entry per kind), the ``kind`` of exercise it misleads, and ``answer``: what a learner holding it answers in an exercise (as they
    would give it: a card code, a seat, a list of codes), None when it gives no answer
    there.  Its sentence is the catalogue's ``quiz.myth_<id>``."""

    id: str
    kind: str
    answer: Callable[[Exercise], Any]

    @property
    def message(self) -> Message:
        """The sentence that names the belief and says what is true."""
        return Message.of(f"quiz.myth_{self.id}")


def naive_winner(cards: list[int]) -> int:
    """The position of the card a beginner thinks wins a trick: the highest face value
    (:data:`FACE_ORDER`), whatever its suit.

    >>> naive_winner([int(Card("10S")), int(Card("KH"))])
    1
    """
    return min(range(len(cards)), key=lambda i: FACE_ORDER.index(Rank(cards[i] & 7)))


def _pair(ex: Exercise) -> tuple[Card, Card, int]:
    (_, a), (_, b) = ex.args["trick"]
    return Card(a), Card(b), ex.args["contract"].trump_index


def _ten_below_king(ex: Exercise) -> str | None:
    a, b, t = _pair(ex)
    if a.suit != b.suit:
        return None
    below = {Rank.KING, Rank.QUEEN} | ({Rank.JACK} if a.suit != t else set())
    for ten, other in ((a, b), (b, a)):
        if ten.rank == Rank.TEN and other.rank in below:
            return other.code
    return None


def _trumps_like_plain(ex: Exercise) -> str | None:
    a, b, t = _pair(ex)
    if a.suit != b.suit or a.suit != t:
        return None
    top, plain = {Rank.JACK, Rank.NINE}, {Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN}
    for high, other in ((a, b), (b, a)):
        if high.rank in top and other.rank in plain:
            return other.code
    return None


def _high_card_beats_trump(ex: Exercise) -> str | None:
    a, b, t = _pair(ex)
    if t < 0 or a.suit == b.suit or t not in (a.suit, b.suit):
        return None
    trump, other = (a, b) if a.suit == t else (b, a)
    if FACE_ORDER.index(other.rank) < FACE_ORDER.index(trump.rank):
        return other.code
    return None


def _offsuit_wins(ex: Exercise) -> int | None:
    trick = ex.args["trick"]
    cards = [int(Card(code)) for _, code in trick]
    t = ex.args["contract"].trump_index
    i = naive_winner(cards)
    if Card(cards[i]).suit in (Card(cards[0]).suit, t):
        return None
    return int(trick[i][0])


def _trick(ex: Exercise) -> tuple[list[tuple[int, Card]], int]:
    return [(int(seat), Card(code)) for seat, code in ex.args["trick"]], ex.args[
        "contract"
    ].trump_index


def _led_beats_trump(ex: Exercise) -> int | None:
    played, t = _trick(ex)
    led = played[0][1].suit
    if t < 0 or led == t or not any(card.suit == t for _, card in played):
        return None
    follow = [(seat, card) for seat, card in played if card.suit == led]
    return min(follow, key=lambda x: FACE_ORDER.index(x[1].rank))[0]


def _trumps_ranked_plain(ex: Exercise) -> int | None:
    played, t = _trick(ex)
    trumps = [(seat, card) for seat, card in played if card.suit == t]
    if len(trumps) < 2:
        return None
    return min(trumps, key=lambda x: FACE_ORDER.index(x[1].rank))[0]


def _partner_winning(ex: Exercise) -> bool:
    trick = ex.args["trick"]
    cards = [int(Card(code)) for _, code in trick]
    t = ex.args["contract"].trump_index
    return len(trick) >= 2 and t >= 0 and trick_winner_index(cards, t) == len(trick) - 2


def _partner_spares_overtrump(ex: Exercise) -> list[str] | None:
    if not _partner_winning(ex):
        return None
    t = ex.args["contract"].trump_index
    if Card(ex.args["trick"][0][1]).suit != t:
        return None  # trumps were not led
    trumps = [card.code for card in CardSet(ex.args["hand"]) if card.suit == t]
    return trumps or None


def _trump_over_partner(ex: Exercise) -> list[str] | None:
    rules: RuleSet = ex.rules
    if rules.must_trump_when_partner_winning or not rules.must_trump_when_void:
        return None
    if not _partner_winning(ex):
        return None
    strict = dataclasses.replace(rules, must_trump_when_partner_winning=True)
    try:
        belief = grade("legal_cards", {**ex.args, "rules": strict})
    except BalootError:
        return None
    return [card.code for card in belief]


#: every known misconception, by the kind of exercise it misleads
MISCONCEPTIONS: tuple[Misconception, ...] = (
    Misconception("ten_below_king", "higher_card", _ten_below_king),
    Misconception("trumps_like_plain", "higher_card", _trumps_like_plain),
    Misconception("high_card_beats_trump", "higher_card", _high_card_beats_trump),
    Misconception("offsuit_wins", "trick_winner", _offsuit_wins),
    Misconception("high_card_beats_trump", "trick_winner", _led_beats_trump),
    Misconception("trumps_like_plain", "trick_winner", _trumps_ranked_plain),
    Misconception("trump_over_partner", "legal_cards", _trump_over_partner),
    Misconception("partner_spares_overtrump", "legal_cards", _partner_spares_overtrump),
)


def believed(ex: Exercise) -> list[tuple[Misconception, Any]]:
    """The misconceptions that give a wrong answer in ``ex``, with that answer."""
    out = []
    for m in MISCONCEPTIONS:
        if m.kind != ex.kind:
            continue
        answer = m.answer(ex)
        if answer is not None and ex.read(answer) != ex.solution:
            out.append((m, answer))
    return out


def named(ex: Exercise, value: Any) -> list[Message]:
    """The sentences of the misconceptions whose answer is ``value`` (an answer read by
    ``ex.read``) in ``ex``: what a wrong answer probably believed."""
    return [m.message for m, answer in believed(ex) if ex.read(answer) == value]
