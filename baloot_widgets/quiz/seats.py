"""Lesson-2 exercises about the table (RULES.md §2-3): which of P1 to P4 you are for a
dealer (``priority``), who is whose partner (``partner``), and who receives a card of the
pack (``dealt_to``).  Graded by the engine's :func:`~baloot_widgets.rules.deal.seat_order`,
:func:`~baloot_widgets.rules.contract.team_of` and
:func:`~baloot_widgets.rules.deal.dealt_to`.

>>> from baloot_widgets.quiz import exercise
>>> ex = exercise("priority", seed=1, level=2)
>>> ex.grader, ex.prompt
('seat_order', 'Seat 0 deals. You are Seat 1: are you P1, P2, P3 or P4?')
>>> ex.check(ex.solution).correct, ex.check("P5").valid
(True, False)
>>> ex = exercise("dealt_to", seed=1, level=3)
>>> ex.prompt
'Seat 3 dealt and Seat 1 bought the contract. Who receives card number 21 of the pack?'
>>> ex.solution, ex.check(ex.solution).correct, ex.check("Seat 0").correct
(1, True, False)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..i18n import Join, Message, Seat, Team, Term
from ..rules.contract import team_of
from ..rules.deal import FLOOR_INDEX, dealt_to, seat_order
from ..rules.ruleset import RuleSet
from .answers import read_seat, read_words
from .draw import felt
from .model import Choice, Exercise, Kind, Position, Unreadable, keys_of

__all__ = ["DealtTo", "Partner", "Priority"]

_P = ("P1", "P2", "P3", "P4")
#: each priority's label (P1 / الأول … P4 / الرابع (الموزّع))
_LABEL = {"P1": "seats.p1", "P2": "seats.p2", "P3": "seats.p3", "P4": "seats.p4"}
#: the cards of the pack (indexes) each level asks about: the round of 3 cards each, the
#: round of 2 each, and from the floor card on (RULES §3)
_ROUNDS = {1: (0, 12), 2: (12, FLOOR_INDEX), 3: (FLOOR_INDEX, 32)}
_ROUND_KEYS = {1: "seats.round_three", 2: "seats.round_two", 3: "seats.round_later"}


def _seat_choices() -> tuple[Choice, ...]:
    return tuple(Choice(str(s), Message.of("quiz.value", value=Seat(s))) for s in range(4))


def _seat_marks(ex: Exercise, value: int) -> dict[str, dict[str, str]]:
    return {"choices": {str(value): "wrong", str(ex.solution): "right"}}


def _buyer(seat: int | None) -> dict[int, Message]:
    """The buyer marked on the felt (as a call is)."""
    return {} if seat is None else {seat: Message.of("quiz.value", value=Term("buyer"))}


def _order(dealer: int) -> Message:
    """Who is P1 to P4 for this dealer, in one sentence."""
    p1, p2, p3, _ = seat_order(dealer)
    return Message.of("seats.order", dealer=Seat(dealer), p1=Seat(p1), p2=Seat(p2), p3=Seat(p3))


class Priority(Kind):
    """Are you P1, P2, P3 or P4?  Level 1: you deal or sit opposite the dealer (P4, P2);
    level 2: you sit beside the dealer (P1 on the dealer's right, P3 on the left); level 3:
    the seat that speaks first (another seat) is named instead of the dealer."""

    name = "priority"
    answer = "choice"
    grader = "seat_order"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        dealer = rng.randrange(4)
        order = seat_order(dealer)
        among = {1: (order[1], order[3]), 2: (order[0], order[2]), 3: order[1:]}[level]
        return Position({"dealer": dealer}, seat=rng.choice(among))

    def solution(self, raw: tuple[int, ...], ex: Exercise) -> str:
        return _P[raw.index(ex.seat or 0)]

    def _first_named(self, ex: Exercise) -> bool:
        return ex.level == 3

    def prompt(self, ex: Exercise) -> Message:
        seat, dealer = Seat(ex.seat or 0), ex.args["dealer"]
        if self._first_named(ex):
            first = Seat(seat_order(dealer)[0])
            return Message.of("seats.priority_prompt_first", first=first, seat=seat)
        return Message.of("seats.priority_prompt", dealer=Seat(dealer), seat=seat)

    def choices(self, ex: Exercise) -> tuple[Choice, ...]:
        return tuple(Choice(p, Message.of(_LABEL[p])) for p in _P)

    def read(self, ex: Exercise, answer: object) -> str:
        if isinstance(answer, int) and not isinstance(answer, bool) and 1 <= answer <= 4:
            return _P[answer - 1]
        words = read_words(answer, _P) if isinstance(answer, str) else frozenset()
        if len(words) != 1:
            raise Unreadable(Message.of("quiz.how_choice"))
        return next(iter(words))

    def reasons(self, ex: Exercise, value: str) -> list[Message]:
        return [_order(ex.args["dealer"])]

    def praise(self, ex: Exercise, value: str) -> list[Message]:
        return self.reasons(ex, value)

    def show(self, ex: Exercise, value: str) -> Message:
        return Message.of(_LABEL[value])

    def board(self, ex: Exercise) -> dict[str, Any]:
        dealer = None if self._first_named(ex) else ex.args["dealer"]
        counts = {s: 5 for s in range(4) if s != ex.seat}
        return {"felt": felt(ex.seat or 0, ex.lang, dealer=dealer, counts=counts)}

    def marks(self, ex: Exercise, value: str) -> dict[str, dict[str, str]]:
        return {"choices": {value: "wrong", ex.solution: "right"}}


class Partner(Kind):
    """Which seat is the partner?  Level 1: your own partner; level 2: another seat's;
    level 3: the buyer's partner (the other two seats defend)."""

    name = "partner"
    answer = "seat"
    grader = "team_of"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        viewer = rng.randrange(4)
        if level == 1:
            return Position({"seat": viewer}, seat=viewer)
        return Position({"seat": (viewer + rng.randrange(1, 4)) % 4}, seat=viewer)

    def solution(self, raw: int, ex: Exercise) -> int:
        asked = ex.args["seat"]
        return next(s for s in range(4) if s != asked and team_of(s) == raw)

    def _buyer(self, ex: Exercise) -> bool:
        """Level 3 asks about the buyer's partner."""
        return ex.level == 3

    def prompt(self, ex: Exercise) -> Message:
        seat = Seat(ex.args["seat"])
        if self._buyer(ex):
            return Message.of("seats.partner_prompt_buyer", seat=seat)
        if ex.args["seat"] == ex.seat:
            return Message.of("seats.partner_prompt_you", seat=seat)
        return Message.of("seats.partner_prompt", seat=seat)

    def choices(self, ex: Exercise) -> tuple[Choice, ...]:
        return _seat_choices()

    def read(self, ex: Exercise, answer: object) -> int:
        return read_seat(answer)

    def reasons(self, ex: Exercise, value: int) -> list[Message]:
        out = []
        asked = ex.args["seat"]
        if value == asked:
            out.append(Message.of("seats.not_yourself", seat=Seat(asked)))
        team = Team(team_of(asked))
        out.append(
            Message.of("seats.partners", seat=Seat(asked), partner=Seat(ex.solution), team=team)
        )
        if self._buyer(ex):
            out.append(Message.of("seats.defenders", team=Team(1 - team_of(asked))))
        return out

    def mistakes(self, ex: Exercise, value: int, reasons: Sequence[Message]) -> tuple[str, ...]:
        said = keys_of(reasons)
        return (
            ("seats.not_yourself",)
            if "seats.not_yourself" in said
            else super().mistakes(ex, value, reasons)
        )

    def show(self, ex: Exercise, value: int) -> Message:
        return Message.of("quiz.value", value=Seat(value))

    def board(self, ex: Exercise) -> dict[str, Any]:
        calls = _buyer(ex.args["seat"]) if self._buyer(ex) else {}
        return {"felt": felt(ex.seat or 0, ex.lang, roles=False, calls=calls)}

    def marks(self, ex: Exercise, value: int) -> dict[str, dict[str, str]]:
        return _seat_marks(ex, value)


def _round_of(index: int) -> int:
    return next(level for level, (a, b) in _ROUNDS.items() if a <= index < b)


class DealtTo(Kind):
    """Who receives this card of the pack?  Level 1: the first round, 3 cards each;
    level 2: the second round, 2 cards each; level 3: after the contract, from the floor
    card on (the buyer takes it and 2 more, everyone else 3)."""

    name = "dealt_to"
    answer = "seat"
    grader = "dealt_to"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        dealer = rng.randrange(4)
        index = rng.randrange(*_ROUNDS[level])
        buyer = rng.randrange(4) if level == 3 else None
        return Position({"index": index, "dealer": dealer, "buyer": buyer}, seat=0)

    def seat_of(self, args: Mapping[str, Any]) -> int | None:
        return 0

    def prompt(self, ex: Exercise) -> Message:
        a = ex.args
        n, dealer = a["index"] + 1, Seat(a["dealer"])
        if a.get("buyer") is None:
            return Message.of("seats.dealt_prompt", dealer=dealer, n=n)
        return Message.of("seats.dealt_prompt_later", dealer=dealer, buyer=Seat(a["buyer"]), n=n)

    def choices(self, ex: Exercise) -> tuple[Choice, ...]:
        return _seat_choices()

    def read(self, ex: Exercise, answer: object) -> int:
        return read_seat(answer)

    def reasons(self, ex: Exercise, value: int) -> list[Message]:
        a = ex.args
        level = _round_of(a["index"])
        runs: list[Message] = []
        start, end = _ROUNDS[level]
        first = start
        for i in range(start, end):
            seat = dealt_to(i, a["dealer"], a.get("buyer"))
            if i + 1 == end or dealt_to(i + 1, a["dealer"], a.get("buyer")) != seat:
                key = "seats.run_one" if first == i else "seats.run"
                runs.append(Message.of(key, first=first + 1, last=i + 1, seat=Seat(seat or 0)))
                first = i + 1
        return [Message.of(_ROUND_KEYS[level], runs=Join(tuple(runs), words="join.clauses"))]

    def praise(self, ex: Exercise, value: int) -> list[Message]:
        return self.reasons(ex, value)

    def show(self, ex: Exercise, value: int) -> Message:
        return Message.of("quiz.value", value=Seat(value))

    def board(self, ex: Exercise) -> dict[str, Any]:
        a = ex.args
        calls = _buyer(a.get("buyer"))
        return {"felt": felt(0, ex.lang, dealer=a["dealer"], roles=False, calls=calls)}

    def marks(self, ex: Exercise, value: int) -> dict[str, dict[str, str]]:
        return _seat_marks(ex, value)
