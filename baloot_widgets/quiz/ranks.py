"""Lesson-1 exercises about single cards (RULES.md §1): which of two cards is higher
(``higher_card``), and how many Abnat a trick is worth (``abnat``).

>>> from baloot_widgets.quiz import exercise
>>> ex = exercise("higher_card", seed=4, level=2)
>>> ex.grader, ex.prompt
('trick_winner', 'In Hokum ♥, which card is higher?')
>>> ex.check(ex.solution).correct, ex.check("AS").valid
(True, False)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..i18n import Join, Message, Term
from ..rules.cards import Card, CardSet, Rank, Suit, card_points
from ..rules.contract import Contract
from ..rules.play import card_power
from ..rules.ruleset import RuleSet
from .answers import read_card, read_number
from .deals import cards_of, contract_of, draw, random_contract
from .draw import mode_message, names, row
from .model import Exercise, Kind, Position, keys_of

__all__ = ["Abnat", "HigherCard", "order_reason"]

A, TEN, K, Q, J, NINE = Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE
#: pairs of ranks whose order surprises: the 10 above K, Q and J (every suit)...
_PLAIN_TRAPS = ((TEN, K), (TEN, Q), (TEN, J), (A, TEN))
#: ... and the trump J and 9 above A, 10, K and Q
_TRUMP_TRAPS = tuple((high, low) for high in (J, NINE) for low in (A, TEN, K, Q))


def order_reason(high: Card, low: Card, trump: int) -> Message:
    """Why ``high`` beats ``low`` (same suit, or a trump against another suit)."""
    if high.suit != low.suit:
        return Message.of("quiz.beats_trump", high=high, low=low)
    key = "quiz.beats_trump_order" if high.suit == trump else "quiz.beats_plain_order"
    return Message.of(key, high=high, low=low)


class HigherCard(Kind):
    """Which of two cards is higher?  Level 1: Sun; level 2: the trump suit of a Hokum
    (J and 9 on top); level 3: a trump against a high card of another suit."""

    name = "higher_card"
    answer = "card"
    grader = "trick_winner"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        c = random_contract(rng, mode="sun" if level == 1 else "hokum")
        suit = c.trump if c.trump is not None else Suit(rng.randrange(4))
        if level == 1:
            pair = cards_of(rng.choice(_PLAIN_TRAPS), suit)
            if rng.random() < 0.4:
                pair = list(draw(rng, 2, among=CardSet.suit(suit)))
        elif level == 2:
            pair = cards_of(rng.choice(_TRUMP_TRAPS), suit)
        else:
            other = Suit((suit + rng.randrange(1, 4)) % 4)
            pair = [Card.of(rng.choice((Rank.SEVEN, Rank.EIGHT, Q)), suit)]
            pair.append(Card.of(rng.choice((A, TEN, J, NINE)), other))
        rng.shuffle(pair)
        trick = [(0, pair[0].code), (1, pair[1].code)]
        return Position({"trick": trick, "contract": c})

    def _pair(self, ex: Exercise) -> list[Card]:
        return [Card(code) for _, code in ex.args["trick"]]

    def solution(self, raw: Any, ex: Exercise) -> Card:
        return self._pair(ex)[int(raw)]

    def prompt(self, ex: Exercise) -> Message:
        return Message.of("quiz.higher_prompt", mode=mode_message(ex.args["contract"]))

    def read(self, ex: Exercise, answer: object) -> Card:
        return read_card(answer, CardSet(self._pair(ex)))

    def reasons(self, ex: Exercise, value: Card) -> list[Message]:
        return [order_reason(ex.solution, value, ex.args["contract"].trump_index)]

    def mistakes(self, ex: Exercise, value: Card, reasons: Sequence[Message]) -> tuple[str, ...]:
        return keys_of(reasons)  # which order the learner got wrong

    def praise(self, ex: Exercise, value: Card) -> list[Message]:
        other = next(c for c in self._pair(ex) if c != value)
        return self.reasons(ex, other)

    def show(self, ex: Exercise, value: Card) -> Message:
        return Message.of("quiz.value", value=value)

    def board(self, ex: Exercise) -> dict[str, Any]:
        pair = self._pair(ex)
        caption = Message.of("quiz.two_cards")
        return {"row": row(caption, pair, ex.lang), "names": names(pair, ex.lang)}

    def marks(self, ex: Exercise, value: Card) -> dict[str, dict[str, str]]:
        marks = {value.code: "wrong"}
        marks[ex.solution.code] = "right"
        return {"cards": marks}


class Abnat(Kind):
    """How many Abnat are these four cards worth?  Level 1: Sun; level 2: a Hokum with
    the J or 9 of trumps; level 3: trump and plain J and 9 side by side."""

    name = "abnat"
    answer = "number"
    grader = "trick_points"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        c = random_contract(rng, mode="sun" if level == 1 else "hokum")
        t = c.trump_index
        while True:
            cards = list(draw(rng, 4))
            ranks = {(x.suit == t, x.rank) for x in cards}
            trump_jn = bool(ranks & {(True, J), (True, NINE)})
            plain_jn = bool(ranks & {(False, J), (False, NINE)})
            total = sum(card_points(x, c.trump) for x in cards)
            wanted = {1: total > 0, 2: trump_jn, 3: trump_jn and plain_jn}[level]
            if wanted:
                break
        cards.sort(key=lambda x: -card_power(x, t))
        rng.shuffle(cards)
        return Position({"cards": tuple(cards), "t": t})

    def _contract(self, ex: Exercise) -> Contract:
        return contract_of(ex.args["t"])

    def prompt(self, ex: Exercise) -> Message:
        return Message.of("quiz.abnat_prompt", mode=mode_message(self._contract(ex)))

    def read(self, ex: Exercise, answer: object) -> int:
        return read_number(answer)

    def reasons(self, ex: Exercise, value: int) -> list[Message]:
        trump = self._contract(ex).trump
        parts = tuple(
            Message.of("quiz.card_abnat", card=x, abnat=card_points(x, trump))
            for x in ex.args["cards"]
        )
        out = [Message.of("quiz.abnat_sum", parts=Join(parts), total=ex.solution)]
        if trump is not None and any(x.rank in (J, NINE) for x in ex.args["cards"]):
            out.append(Message.of("quiz.abnat_trump_jn"))
        return out

    def show(self, ex: Exercise, value: int) -> Message:
        return Message.of("quiz.value", value=value)

    def board(self, ex: Exercise) -> dict[str, Any]:
        cards = ex.args["cards"]
        return {
            "contract": mode_message(self._contract(ex)).text(ex.lang),
            "row": row(Message.of("quiz.four_cards"), cards, ex.lang),
            "names": names(cards, ex.lang),
            "fields": [{"id": "value", "label": Term("abnat").text(ex.lang)}],
        }
