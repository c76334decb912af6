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
from collections.abc import Sequence
from functools import cache
from typing import Any

from ..bots.knowledge import knowledge
from ..i18n import Join, Lang, Message, Seat, text
from ..rules.actions import Action, Play, action_words
from ..rules.ruleset import RuleSet
from ..rules.state import Phase, TrickRecord
from ..strategy import PRINCIPLES, principle, principle_practice, principle_worth
from .answers import read_choice
from .calls import Auction, call_id, call_label, contract_and_scores
from .draw import felt, names, plays, row
from .model import Choice, Exercise, Position

__all__ = ["PrincipleChoice"]

#: level -> the lesson whose principles it asks
_LESSON = {1: 11, 2: 12, 3: 13}
#: the third answer: no difference the simulation can measure
EITHER = "either"


def played_sheet(tricks: Sequence[TrickRecord], viewer: int, lang: Lang) -> dict[str, Any]:
    """The tricks played so far, one row each (its cards with their seats, who took it),
    so that a student can count the cards out, as at the table.

    >>> from baloot_widgets.rules.state import TrickRecord
    >>> sheet = played_sheet([TrickRecord(0, (0, 1, 2, 3), 2, 0)], 1, "en")
    >>> sheet["head"][1], sheet["rows"][0][0]
    ('Tricks played', '1.')
    """
    rows = [
        [f"{k}.", Message.of("quiz.played_trick", plays=plays(t, viewer), seat=Seat(t.winner)).text(lang)]
        for k, t in enumerate(tricks, start=1)
    ]  # fmt: skip
    return {"head": ["", text("puzzles.earlier", lang)], "rows": rows}


@cache
def _fair(lesson: int) -> tuple[tuple[str, int, str], ...]:
    """The kept positions a question may ask for the principles of ``lesson``: each as
    (principle, index, verdict key of its own kind of case), without the positions where
    the two ways are one and the same (a single card left: playing it or claiming Sawa
    with it ends the hand alike)."""
    out = []
    for name, p in PRINCIPLES.items():
        if p.lesson != lesson:
            continue
        worth = principle_worth(name)
        for index in range(len(worth.stored.practice)):
            practice = principle_practice(name, index)
            seen = practice.game.view(practice.seat)
            if seen.phase is Phase.PLAY and len(seen.hand) <= 1:
                continue
            choice = p.at(knowledge(seen), list(seen.legal))
            if choice is None:
                continue
            out.append((name, index, worth.case_verdict(choice.label).key))
    return tuple(out)


class PrincipleChoice(Auction):
    """Which of two ways pays, as measured, or neither?  Level 1: the auction (lesson 11);
    level 2: the play (lesson 12); level 3: the defence and the partnership (lesson 13).
    The position is a hand record, as the auction's kinds' (its board also shows the
    trick)."""

    name = "principle"
    answer = "choice"
    grader = "better_action"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        fair = _fair(_LESSON[level])
        clear = [(n, i) for n, i, key in fair if key != "worth.nothing"]
        nothing = [(n, i) for n, i, key in fair if key == "worth.nothing"]
        # as often one that pays (or costs) as one that measured nothing, however many of
        # each: "no measurable difference" is the answer half of the time, not nine in ten
        name, index = rng.choice(
            clear if clear and (not nothing or rng.random() < 0.5) else nothing
        )
        practice = principle_practice(name, index)
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

    def _label(self, ex: Exercise) -> str:
        """The kind of case the position is (Sun or Hokum, proven or not...)."""
        seen = self.seen(ex)
        choice = principle(ex.args["principle"]).at(knowledge(seen), list(seen.legal))
        assert choice is not None, "a kept position is a case of its principle"
        return choice.label

    def _why(self, ex: Exercise) -> list[Message]:
        """The principle, the figure of the position's own kind of case, and its verdict
        (the answer comes from the same figure: see ``better_action``)."""
        name, label = ex.args["principle"], self._label(ex)
        worth = principle_worth(name)
        figure = worth.case_cell(label)
        if label:
            figure = Message.of("quiz.principle_case", case=Message.of(f"stratum.{label}"),
                                worth=figure)  # fmt: skip
        return [
            Message.of(f"principle.{name}"),
            Message.of("quiz.principle_worth", worth=figure),
            worth.case_verdict(label),
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
            if v.tricks:
                out["sheet"] = played_sheet(v.tricks, v.seat, lang)
        return out | contract_and_scores(v, lang)

    def marks(self, ex: Exercise, value: str) -> dict[str, dict[str, str]]:
        return {"choices": {value: "wrong", ex.solution: "right"}}
