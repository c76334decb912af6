"""The ``principle`` exercise: a position where a principle of lessons 11-13 is at stake,
two ways to go on, and the question which one pays, as measured over thousands of deals
(``baloot_widgets.strategy``).

The position is one kept by the measurement (:func:`~baloot_widgets.strategy.principle_practice`),
seen from the seat to act (its cards only).  Level 1 asks the auction's principles
(lesson 11), level 2 the play's (lesson 12), level 3 the defence's (lesson 13), the popular
advice that measured nothing among them (as often as the principles that pay or cost): the
third answer, "no measurable difference", is right there, and that is worth knowing too.  The grader,
:func:`~baloot_widgets.strategy.reports.better_action`, answers the principle's action
where following it pays, the other where it costs, and None (``"either"``) where the
simulation measured no difference; every answer is told the principle, its measured worth
and the verdict.

>>> from baloot_widgets.quiz import exercise
>>> ex = exercise("principle", seed=2, level=2)
>>> ex.grader, [c.id for c in ex.choices][2], ex.solution in [c.id for c in ex.choices]
('better_action', 'either', True)
>>> ex.check(ex.solution).correct
True
"""

from __future__ import annotations

import json
import random
import zlib
from typing import Any

from ..bots.knowledge import knowledge
from ..i18n import Join, Message, Seat
from ..rules.actions import Action, Play, action_words
from ..rules.ruleset import RuleSet
from ..rules.state import Phase
from ..strategy import PRINCIPLES, principle, principle_practice, principle_worth
from .answers import read_choice
from .calls import Auction, call_id, call_label, contract_and_scores
from .draw import felt, names, row
from .model import Choice, Exercise, Position

__all__ = ["PrincipleChoice"]

#: level -> the lesson whose principles it asks
_LESSON = {1: 11, 2: 12, 3: 13}
#: the third answer: no difference the simulation can measure
EITHER = "either"


class PrincipleChoice(Auction):
    """Which of two ways pays, as measured, or neither?  Level 1: the auction (lesson 11);
    level 2: the play (lesson 12); level 3: the defence and the partnership (lesson 13).
    The position is a hand record, as the auction's kinds' (its board also shows the
    trick)."""

    name = "principle"
    answer = "choice"
    grader = "better_action"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        asked = [n for n, p in PRINCIPLES.items()
                 if p.lesson == _LESSON[level] and principle_worth(n).stored.practice]  # fmt: skip
        clear = sorted(n for n in asked if principle_worth(n).verdict().key != "worth.nothing")
        nothing = sorted(set(asked) - set(clear))
        # as often one that pays (or costs) as one that measured nothing, however many of
        # each: "no measurable difference" is the answer half of the time, not nine in ten
        name = rng.choice(clear if clear and (not nothing or rng.random() < 0.5) else nothing)
        count = len(principle_worth(name).stored.practice)
        practice = principle_practice(name, rng.randrange(count))
        return Position({"record": practice.game.to_record(), "principle": name}, practice.seat)

    def _actions(self, ex: Exercise) -> tuple[Action, Action]:
        """The principle's two actions at the position, in an order fixed by the position
        itself: by their text, swapped when a checksum of the hand record is odd.  Their
        text alone would give the answer away by its place (a Ten's "play 10H" sorts
        before the Ace's "play AH", so the Ace, the right lead, would always come second)."""
        seen = self.seen(ex)
        choice = principle(ex.args["principle"]).at(knowledge(seen), list(seen.legal))
        assert choice is not None, "a kept position is a case of its principle"
        first, second = sorted((choice.follow, choice.against), key=str)
        record = json.dumps(ex.args["record"], sort_keys=True).encode()
        return (second, first) if zlib.crc32(record) & 1 else (first, second)

    def solution(self, raw: Action | None, ex: Exercise) -> str:
        return EITHER if raw is None else call_id(raw)

    def prompt(self, ex: Exercise) -> Message:
        return Message.of("quiz.principle_prompt", seat=Seat(ex.seat or 0))

    def choices(self, ex: Exercise) -> tuple[Choice, ...]:
        ways = tuple(Choice(call_id(a), action_words(a, "do")) for a in self._actions(ex))
        return (*ways, Choice(EITHER, Message.of("quiz.principle_either")))

    def read(self, ex: Exercise, answer: object) -> str:
        return read_choice(answer, [c.id for c in self.choices(ex)])

    def _why(self, ex: Exercise) -> list[Message]:
        name = ex.args["principle"]
        stored = principle_worth(name).stored
        worth = Message.of("worth.case_value", value=stored.worth[0], se=stored.worth[1])
        return [
            Message.of(f"principle.{name}"),
            Message.of("quiz.principle_worth", worth=worth),
            principle_worth(name).verdict(),
        ]

    def reasons(self, ex: Exercise, value: str) -> list[Message]:
        return self._why(ex)

    def praise(self, ex: Exercise, value: str) -> list[Message]:
        return self._why(ex)

    def show(self, ex: Exercise, value: Any) -> Message:
        label = next((c.label for c in self.choices(ex) if c.id == value), None)
        return Message.of("quiz.value", value=label if label is not None else str(value))

    def board(self, ex: Exercise) -> dict[str, Any]:
        v, lang = self.seen(ex), ex.lang
        said: dict[int, list[Message]] = {}
        for action in v.history:
            if not isinstance(action, Play) and action.seat != -1:
                word = call_id(action).split()[0]
                if word in (
                    "pass",
                    "hokum",
                    "sun",
                    "ashkal",
                    "kawesh",
                    "double",
                    "triple",
                    "four",
                    "gahwa",
                ):
                    said.setdefault(action.seat, []).append(call_label(call_id(action)))
        calls = {s: Join(tuple(m), " · ") for s, m in said.items()}
        shown = {s: Message.of("quiz.value", value=c) for s, c in calls.items()}
        counts = {s: n for s, n in enumerate(v.hand_counts) if s != v.seat}
        trick = (
            [((v.leader + i) % 4, c) for i, c in enumerate(v.trick)] if v.leader is not None else []
        )
        floor = None if v.floor_taken else v.floor
        out: dict[str, Any] = {
            "felt": felt(v.seat, lang, calls=shown, dealer=v.dealer, floor=floor, counts=counts,
                         trick=trick),
            "hand": row(Message.of("quiz.your_hand"), v.hand, lang),
            "names": names([*v.hand, v.floor, *v.trick], lang),
        }  # fmt: skip
        if v.phase is Phase.PLAY:
            out["note"] = Message.of("quiz.tricks_left", n=len(v.hand)).text(lang)
        return out | contract_and_scores(v, lang)

    def marks(self, ex: Exercise, value: str) -> dict[str, dict[str, str]]:
        return {"choices": {value: "wrong", ex.solution: "right"}}
