"""The ``best_card`` exercise: all four hands open near the end of a hand, which card
brings your team the most Abnat with best play on both sides?  The position is a real
seeded deal (:func:`~baloot_widgets.rules.deal.deal_all`) played with random legal cards
until a few tricks are left; the grader is the double-dummy solver's ``card_values``, and
every card of equal best value is right.

>>> from baloot_widgets.quiz import exercise
>>> ex = exercise("best_card", seed=1, level=2)
>>> ex.grader, len(ex.args["hands"][ex.seat].split()) >= 2
('card_values', True)
>>> ex.check(ex.solution).correct
True
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..i18n import Join, Message, Seat
from ..rules.cards import Card, CardSet
from ..rules.deal import deal_all
from ..rules.play import legal_in_trick, trick_winner_index
from ..rules.ruleset import RuleSet
from ..rules.tricks import card_reason
from ..solver import solve
from .answers import read_card
from .deals import contract_of
from .draw import felt, mode_message, names, row
from .graders import grade
from .model import Exercise, Kind, Position, keys_of

__all__ = ["BestCard"]

#: level -> tricks left
_TRICKS_LEFT = {1: 2, 2: 3, 3: 4}


def _play_random(
    rng: random.Random, hands: list[int], leader: int, t: int, closed: bool, flags: int, n: int
) -> tuple[int, list[int]]:
    """Play ``n`` random legal cards from a trick start; returns the leader of the trick in
    progress and its cards."""
    trick: list[int] = []
    for _ in range(n):
        seat = (leader + len(trick)) % 4
        legal, _ = legal_in_trick(hands[seat], trick, t, closed, flags)
        card = rng.choice(list(CardSet(legal)))
        hands[seat] ^= 1 << card
        trick.append(card)
        if len(trick) == 4:
            leader = (leader + trick_winner_index(trick, t)) % 4
            trick = []
    return leader, trick


class BestCard(Kind):
    """Which card is best, all hands open?  Level 1: two tricks left; level 2: three;
    level 3: four, in Hokum (sometimes closed), often in the middle of a trick."""

    name = "best_card"
    answer = "card"
    grader = "card_values"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        flags = rules.play_flags
        while True:
            t = rng.randrange(4) if level == 3 else rng.randrange(-1, 4)
            closed = t >= 0 and level == 3 and rng.random() < 0.3
            hands = list(deal_all(rng, rng.randrange(4)))
            left = _TRICKS_LEFT[level]
            played = 4 * (8 - left) + rng.randrange(4 if level > 1 else 2)
            leader, trick = _play_random(rng, hands, rng.randrange(4), t, closed, flags, played)
            args = {
                "hands": [CardSet(h).codes for h in hands], "leader": leader, "t": t,
                "closed": closed, "flags": flags, "trick": [Card(c).code for c in trick],
            }  # fmt: skip
            seat = (leader + len(trick)) % 4
            legal, _ = legal_in_trick(hands[seat], trick, t, closed, flags)
            if CardSet(legal).mask.bit_count() < 2:
                continue
            if len(set(grade(self.grader, args).values())) > 1:
                return Position(args, seat)

    def seat_of(self, args: Mapping[str, Any]) -> int | None:
        return int((args["leader"] + len(args.get("trick", ()))) % 4)

    def _values(self, ex: Exercise) -> dict[int, int]:
        values: dict[int, int] = grade(self.grader, ex.args)
        return values

    def solution(self, raw: dict[int, int], ex: Exercise) -> Card:
        best = max(raw.values())
        return next(Card(c) for c in CardSet(list(raw)) if raw[c] == best)

    def _best(self, ex: Exercise) -> CardSet:
        values = self._values(ex)
        top = max(values.values())
        return CardSet([c for c, v in values.items() if v == top])

    def prompt(self, ex: Exercise) -> Message:
        return Message.of("quiz.best_prompt", seat=Seat(ex.seat or 0))

    def read(self, ex: Exercise, answer: object) -> Card:
        return read_card(answer, ex.args["hands"][ex.seat or 0])

    def correct(self, ex: Exercise, value: Card) -> bool:
        return value in self._best(ex)

    def reasons(self, ex: Exercise, value: Card) -> list[Message]:
        values, seat = self._values(ex), ex.seat or 0
        if value not in values:
            a = ex.args
            trick = tuple(int(Card(c)) for c in a["trick"])
            hand = CardSet(a["hands"][seat]).mask
            legal, clause = legal_in_trick(hand, trick, a["t"], a["closed"], a["flags"])
            why = card_reason(seat, value, legal, clause, trick, a["t"])
            return [Message.of("refuse.rule", text=why, rule="§6")]
        best = ex.solution
        compare = Message.of(
            "quiz.best_values", card=value, value=values[value], best=best, best_value=values[best]
        )
        return [compare, self._line(ex)]

    def mistakes(self, ex: Exercise, value: Card, reasons: Sequence[Message]) -> tuple[str, ...]:
        return keys_of(reasons, but=("quiz.best_line",))  # the line explains the best card

    def _line(self, ex: Exercise) -> Message:
        a = ex.args
        r = solve(
            a["hands"], a["leader"], a["t"], a["closed"], a["flags"], a["trick"], with_pv=True
        )
        first = 4 - len(a["trick"])
        tricks = [r.pv[:first], *(r.pv[i : i + 4] for i in range(first, len(r.pv), 4))]
        shown = tuple(" ".join(str(c) for c in t) for t in tricks if t)
        return Message.of("quiz.best_line", cards=Join(shown, " · "))

    def praise(self, ex: Exercise, value: Card) -> list[Message]:
        return [Message.of("quiz.best_right", card=value, value=self._values(ex)[value])]

    def show(self, ex: Exercise, value: Card) -> Message:
        return Message.of("quiz.value", value=value)

    def board(self, ex: Exercise) -> dict[str, Any]:
        a, seat, lang = ex.args, ex.seat or 0, ex.lang
        hands = {s: CardSet(h) for s, h in enumerate(a["hands"]) if s != seat}
        first = (a["leader"] + k for k in range(len(a["trick"])))
        trick = [(s % 4, c) for s, c in zip(first, a["trick"], strict=True)]
        left = len(CardSet(a["hands"][seat]))
        contract = contract_of(a["t"], a["closed"])
        return {
            "contract": mode_message(contract).text(lang),
            "note": Message.of("quiz.tricks_left", n=left).text(lang),
            "felt": felt(seat, lang, trick=trick, hands=hands),
            "hand": row(Message.of("quiz.your_hand"), CardSet(a["hands"][seat]), lang),
            "names": names(
                [c for h in a["hands"] for c in CardSet(h)] + [Card(c) for c in a["trick"]], lang
            ),
        }

    def marks(self, ex: Exercise, value: Card) -> dict[str, dict[str, str]]:
        marks = {c.code: "right" for c in self._best(ex)}
        if value.code not in marks:
            marks[value.code] = "wrong"
        return {"cards": marks}
