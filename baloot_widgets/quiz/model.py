"""The exercise model: an :class:`Exercise` is a position, the public engine call that
decides it (``grader`` and ``args``) and the ``solution`` that call implies; ``check``
grades an answer and says why a wrong one is wrong (:class:`Feedback`).  Each kind of
exercise is a :class:`Kind`: it makes positions, reads answers and explains.

Everything a learner reads is a :class:`~baloot_widgets.i18n.Message` rendered late, in the
exercise's language.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, ClassVar, Literal

from ..i18n import Lang, Message
from ..rules.errors import BalootError
from ..rules.ruleset import RuleSet
from .graders import grade
from .misconceptions import named

__all__ = [
    "AnswerType",
    "Choice",
    "Exercise",
    "Feedback",
    "Kind",
    "Position",
    "Unreadable",
    "keys_of",
    "reason_key",
]

#: how an answer is given: one card, a set of cards, a seat, a team, one of some choices,
#: a set of calls, a number, or a number per team
AnswerType = Literal["card", "cards", "seat", "team", "choice", "calls", "number", "points"]


class Unreadable(BalootError):
    """An answer that cannot be read (None, junk, a card not in the hand): ``message`` says
    how to answer.  It is never a try."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.text("en"))
        self.message = message


@dataclass(frozen=True, slots=True)
class Choice:
    """One button of a multiple-choice answer: its ``id`` (what is answered) and its
    ``label``."""

    id: str
    label: Message


@dataclass(frozen=True, slots=True)
class Position:
    """What a kind makes from a seed: the grader's keyword ``args`` and the ``seat`` that
    answers (drawn at the bottom of the table), when there is one."""

    args: dict[str, Any]
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class Feedback:
    """The grade of an answer.

    ``correct``; ``text``, the whole feedback in the exercise's language, a sentence a
    line; ``reasons``, why a wrong answer is wrong (one sentence each, the engine's own
    where it has one); ``solution`` and ``answer`` as the learner reads them; ``valid`` is
    False when the answer could not be read (then it is not a try and ``text`` says how to
    answer).
    """

    correct: bool
    text: str
    reasons: tuple[str, ...] = ()
    solution: str = ""
    answer: str = ""
    valid: bool = True
    #: the catalogue key of each reason (:func:`reason_key`), in the order of ``reasons``
    reason_keys: tuple[str, ...] = ()
    #: the catalogue keys that name the learner's mistake (:meth:`Kind.mistakes`): what
    #: the class report counts ("7 students played over their winning partner"), the same
    #: mistake in any language.  Every other reason key explains the right answer.
    mistake_keys: tuple[str, ...] = ()


def reason_key(message: Message) -> str:
    """The most specific catalogue key of a reason: the innermost sentence it quotes
    (the engine's own refusal inside "You cannot play 7♥: ..."), in its third-person
    form (a sentence addressed to "you" counts with the same sentence about a seat).

    >>> reason_key(Message.of("quiz.not_winner", seat=1, why=Message.of("quiz.offsuit", card="7H", led="♠")))
    'quiz.offsuit'
    """
    for _, value in message.fields:
        if isinstance(value, Message):
            return reason_key(value)
    return message.key.removesuffix("_you")


def keys_of(reasons: Sequence[Message], *, but: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The keys of ``reasons`` (:func:`reason_key`), leaving out those in ``but``: what a
    kind whose reasons name the mistake returns from :meth:`Kind.mistakes`.

    >>> keys_of([Message.of("quiz.legal_missed", cards="7H"), Message.of("quiz.best_line", line="")], but=("quiz.best_line",))
    ('quiz.legal_missed',)
    """
    return tuple(k for k in dict.fromkeys(reason_key(m) for m in reasons) if k not in but)


class Kind(ABC):
    """A kind of exercise.  Subclasses set ``name``, ``answer`` (an :data:`AnswerType`)
    and ``grader`` (a name of :data:`~baloot_widgets.quiz.graders.GRADERS`), make
    positions, and read, judge and show answers."""

    name: ClassVar[str]
    answer: ClassVar[AnswerType]
    grader: ClassVar[str]

    @abstractmethod
    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        """A meaningful position of this level, from ``rng`` only (deterministic)."""

    def seat_of(self, args: Mapping[str, Any]) -> int | None:
        """The seat that answers when the grader's arguments say (for :func:`make`)."""
        return None

    def solution(self, raw: Any, ex: Exercise) -> Any:
        """The solution the grader's result ``raw`` implies (by default ``raw`` itself)."""
        return raw

    @abstractmethod
    def prompt(self, ex: Exercise) -> Message:
        """The question."""

    def choices(self, ex: Exercise) -> tuple[Choice, ...]:
        """The buttons of a choice or calls answer (in an order that says nothing)."""
        return ()

    @abstractmethod
    def read(self, ex: Exercise, answer: object) -> Any:
        """The answer as a value comparable with the solution, or :class:`Unreadable`."""

    def correct(self, ex: Exercise, value: Any) -> bool:
        """Whether ``value`` (read by :meth:`read`) is right."""
        return bool(value == ex.solution)

    @abstractmethod
    def reasons(self, ex: Exercise, value: Any) -> list[Message]:
        """Why the wrong answer ``value`` is wrong: the sentences the learner reads, those
        that name the mistake and those that explain the right answer."""

    def mistakes(self, ex: Exercise, value: Any, reasons: Sequence[Message]) -> tuple[str, ...]:
        """The catalogue keys that name the mistake of the wrong answer ``value``, given
        its ``reasons``: what a teacher counts and acts on.  By default the kind's own
        phrase ``classroom.miss_<name>`` ("miscounted the Abnat"), for the kinds whose
        reasons only explain the right answer (a sum, the order of the seats, a score
        sheet); a kind whose reasons name the mistake says which of their keys do."""
        return (f"classroom.miss_{self.name}",)

    def praise(self, ex: Exercise, value: Any) -> list[Message]:
        """What a right answer may be told besides "Right" (the rule it applied)."""
        return []

    @abstractmethod
    def show(self, ex: Exercise, value: Any) -> Message:
        """An answer or the solution as the learner reads it."""

    @abstractmethod
    def board(self, ex: Exercise) -> dict[str, Any]:
        """What the widget draws for the question: never the solution."""

    def marks(self, ex: Exercise, value: Any) -> dict[str, dict[str, str]]:
        """After the answer: what the widget marks "right", "wrong" or "missed", by part
        ("cards", "seats", "choices")."""
        return {}


@dataclass(frozen=True, eq=False)
class Exercise:
    """One exercise: re-check it with the public API as ``GRADERS[ex.grader](**ex.args)``.

    ``seed`` and ``level`` are None for an exercise built from a given position.  The
    ``solution`` is not in the repr (a printed exercise gives nothing away).
    """

    spec: Kind = field(repr=False)
    args: Mapping[str, Any] = field(repr=False)
    seat: int | None = field(default=None, repr=False)
    seed: int | None = None
    level: int | None = None
    lang: Lang = "en"
    rules: RuleSet = field(default_factory=RuleSet, repr=False)
    solution: Any = field(default=None, repr=False)

    @classmethod
    def build(
        cls,
        spec: Kind,
        position: Position,
        *,
        seed: int | None,
        level: int | None,
        lang: Lang,
        rules: RuleSet,
    ) -> Exercise:
        """The exercise of a position: its solution is what the grader says."""
        ex = cls(
            spec, MappingProxyType(dict(position.args)), position.seat, seed, level, lang, rules
        )
        object.__setattr__(ex, "solution", spec.solution(grade(spec.grader, ex.args), ex))
        return ex

    @property
    def kind(self) -> str:
        """The kind's name: ``"legal_cards"``, ``"trick_winner"``..."""
        return self.spec.name

    @property
    def grader(self) -> str:
        """The name of the public engine function that decides this exercise."""
        return self.spec.grader

    @property
    def answer_type(self) -> AnswerType:
        """How the answer is given (see :data:`AnswerType`)."""
        return self.spec.answer

    @property
    def prompt_message(self) -> Message:
        """The question as a Message (for any language)."""
        return self.spec.prompt(self)

    @property
    def prompt(self) -> str:
        """The question in the exercise's language."""
        return self.prompt_message.text(self.lang)

    @property
    def choices(self) -> tuple[Choice, ...]:
        """The buttons of a choice or calls answer."""
        return self.spec.choices(self)

    def in_lang(self, lang: Lang) -> Exercise:
        """The same exercise in another language."""
        return replace(self, lang=lang)

    def solution_text(self) -> str:
        """The solution as the learner reads it (once they have answered)."""
        return self.spec.show(self, self.solution).text(self.lang)

    def read(self, answer: object) -> Any:
        """The answer as a value comparable with the solution; :class:`Unreadable` (with
        a sentence) when it cannot be read."""
        return self.spec.read(self, answer)

    def check(self, answer: object) -> Feedback:
        """Grade ``answer``.  Never raises: None or junk gets a sentence (``valid=False``)."""
        lang = self.lang
        try:
            value = self.spec.read(self, answer)
        except Unreadable as why:
            return Feedback(False, why.message.text(lang), valid=False)
        solution = self.solution_text()
        shown = self.spec.show(self, value).text(lang)
        if self.spec.correct(self, value):
            notes = [m.text(lang) for m in self.spec.praise(self, value)]
            head = Message.of("quiz.right").text(lang)
            return Feedback(True, "\n".join([head, *notes]), (), solution, shown)
        own, myths = self.spec.reasons(self, value), named(self, value)
        said = [*own, *myths]
        reasons = tuple(m.text(lang) for m in said)
        head = Message.of("quiz.wrong", answer=shown).text(lang)
        tail = Message.of("quiz.solution", solution=solution).text(lang)
        keys = tuple(reason_key(m) for m in said)
        # a misconception names the belief behind the whole answer: it is the mistake
        mistakes = tuple(reason_key(m) for m in myths) or self.spec.mistakes(self, value, own)
        return Feedback(
            False, "\n".join([head, *reasons, tail]), reasons, solution, shown,
            reason_keys=keys, mistake_keys=mistakes,
        )  # fmt: skip

    def board(self) -> dict[str, Any]:
        """What the widget draws for the question (never the solution)."""
        return self.spec.board(self)

    def marks(self, answer: object) -> dict[str, dict[str, str]]:
        """What the widget marks once ``answer`` is graded (empty for an unreadable one)."""
        try:
            value = self.spec.read(self, answer)
        except Unreadable:
            return {}
        return self.spec.marks(self, value)

    def __repr__(self) -> str:
        where = "" if self.seed is None else f", seed={self.seed}, level={self.level}"
        return f"Exercise({self.kind!r}{where})"
