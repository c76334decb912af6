"""A puzzle and the feedback on an answer.

A :class:`Puzzle` is a position of a real hand (mined from bot matches, see
:mod:`~baloot_widgets.puzzles.mine`) where one card, or a few equal cards, is clearly
best.  It keeps what the solver found there: each legal card's exact value, a line of
perfect play after it, and the result of the hand that line gives, so that answering
needs no search.  :meth:`Puzzle.check` grades a card:

* **good**: a best card (every card of equal value is good, never "wrong");
* **OK**: a card that costs less than :data:`OK_LOSS` Abnat and leaves the result of the
  hand as it is;
* **costly**: a card that costs more, or changes the result (Khasara, Kaboot...).

>>> from baloot_widgets.puzzles import load_puzzles
>>> p = load_puzzles(theme="last_trick", level=1)[0]
>>> f = p.check(sorted(p.solution)[0])
>>> f.grade, f.correct, f.loss
('good', True, 0)
>>> wrong = next(c for c in p.legal if c not in p.solution)
>>> f = p.check(wrong)
>>> f.grade in ("ok", "costly"), f.loss >= p.margin, f.missed in p.themes
(True, True, True)
>>> p.check("nonsense").valid
False
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Literal

from ..i18n import Lang, Message, Team, addressed
from ..play.game import Game
from ..quiz.draw import contract_message, felt
from ..records import replay_hand
from ..review.exact import split_tricks
from ..review.reasons import loss_reason
from ..rules.cards import Card, CardSet, parse_card
from ..rules.errors import BalootError
from ..rules.state import HandState, TrickRecord
from ..rules.tricks import card_reason, legal_play_mask
from .spot import AtPosition, Result, Spot
from .themes import themes_of
from .words import abnat, idea, result_words, trick_sentence

__all__ = ["OK_LOSS", "Feedback", "Grade", "Kind", "Puzzle"]

#: a card that costs less than this (and keeps the result of the hand) is graded OK
OK_LOSS = 20

#: how an answer is graded; "invalid" is not a try (an illegal or unreadable card)
Grade = Literal["good", "ok", "costly", "invalid"]
#: "open": all four hands shown; "table": only what the seat may see
Kind = Literal["open", "table"]


@dataclass(frozen=True)
class Feedback:
    """The grade of an answer and what to show.

    ``grade`` (see the module docstring); ``card`` the card answered (None when it
    could not be read); ``loss`` the Abnat it cost; ``messages`` the sentences, first the
    verdict; ``line`` the tricks that follow the card with perfect play (the winning line
    for a good card, the refutation otherwise), told trick by trick in ``told``, and
    ``best_line`` the winning line; ``missed`` the theme of the puzzle a costly or OK card
    missed.
    """

    grade: Grade
    card: Card | None
    loss: int = 0
    messages: tuple[Message, ...] = ()
    told: tuple[Message, ...] = field(default=(), repr=False)
    line: tuple[TrickRecord, ...] = field(default=(), repr=False)
    best_line: tuple[TrickRecord, ...] = field(default=(), repr=False)
    missed: str | None = None
    lang: Lang = "en"
    #: the catalogue key of the sentence that names the mistake of a wrong card (the
    #: loss, "took this trick but cost more later"): the class report counts it; the flip
    #: of the result and the idea missed explain
    mistake_keys: tuple[str, ...] = ()

    @property
    def valid(self) -> bool:
        """False for an answer that is not a try (an illegal or unreadable card)."""
        return self.grade != "invalid"

    @property
    def correct(self) -> bool:
        """True for a best card."""
        return self.grade == "good"

    @property
    def text(self) -> str:
        """Every sentence, one a line, in the feedback's language: the verdict and why,
        then the line trick by trick."""
        said = list(self.messages)
        if self.valid and said:
            grade = Message.of(f"puzzles.grade.{self.grade}")
            said[0] = Message.of("puzzles.verdict", grade=grade, sentence=said[0])
        return "\n".join(m.text(self.lang) for m in (*said, *self.told))

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True, eq=False)
class Puzzle(AtPosition):
    """One puzzle (see the module docstring).  Its public record: ``id``, ``kind``,
    ``level`` (1-3), ``rating`` (its difficulty on the learners' scale), ``margin`` (the
    fewest Abnat a card that is not best loses), ``themes`` (the most telling first),
    ``solution`` (the best cards) and ``position()`` (a :class:`~baloot_widgets.Game` at
    the position, with the whole hand's history)."""

    id: str
    kind: Kind
    level: int
    rating: int
    margin: int
    themes: tuple[str, ...]
    record: Mapping[str, Any] = field(repr=False)
    hand: Mapping[str, Any] = field(repr=False)

    # ---- the position ---------------------------------------------------------------------

    @cached_property
    def state(self) -> HandState:  # type: ignore[override]  # AtPosition reads it only
        """The position as an engine state (replayed once from the hand's record)."""
        return replay_hand(self._record_at())[-1]

    def _record_at(self) -> dict[str, Any]:
        return {**self.hand, "actions": list(self.hand["actions"][: self.record["at"]])}

    def position(self) -> Game:
        """A new :class:`~baloot_widgets.Game` at the position (its history is the
        hand's, from the deal): play on from there, undo, or look at ``game.view(seat)``."""
        return Game.from_record(self._record_at())

    # ---- what the solver found ------------------------------------------------------------

    @cached_property
    def values(self) -> dict[Card, int]:
        """Each legal card -> the Abnat the mover's team takes from here with perfect play."""
        return {Card.parse(code): v for code, v in self.record["values"].items()}

    @property
    def legal(self) -> CardSet:
        """The legal cards."""
        return CardSet(list(self.values))

    @property
    def best_value(self) -> int:
        """The most Abnat the mover's team can take from here."""
        return max(self.values.values())

    @cached_property
    def solution(self) -> frozenset[Card]:
        """The best cards."""
        return frozenset(c for c, v in self.values.items() if v == self.best_value)

    def loss(self, card: Card) -> int:
        """The Abnat ``card`` gives away against the best card."""
        return self.spot.loss(card)

    def line(self, card: Card) -> tuple[TrickRecord, ...]:
        """The tricks from the current one to the end when ``card`` is played now and both
        teams then play perfectly (one such line)."""
        s = self.state
        after = [Card.parse(code) for code in self.record["lines"][Card(card).code].split()]
        return split_tricks(s.leader, [*s.trick, *after], self.t, last_after=self.tricks_left)

    def result(self, card: Card) -> Result:
        """The result of the hand when ``card`` is played and the line follows."""
        outcome, p0, p1 = self.record["results"][Card(card).code]
        return Result(outcome, (p0, p1))

    def best_card(self, near: Card | None = None) -> Card:
        """A best card: one of the same suit as ``near`` when there is one."""
        return self.spot.best_card(near)

    @property
    def evidence(self) -> Mapping[str, Any]:
        """How the rating was found: the heuristic bot's card, the weak bot's miss rate,
        the depth of the line, the table share (see :mod:`~baloot_widgets.puzzles.evidence`)."""
        evidence: Mapping[str, Any] = self.record["evidence"]
        return evidence

    # ---- grading --------------------------------------------------------------------------

    def read(self, answer: object) -> Card | Message:
        """The card answered, or the sentence that says how to answer."""
        try:
            card = answer if isinstance(answer, Card) else parse_card(str(answer))
        except (BalootError, ValueError):
            return Message.of("puzzles.how")
        if card not in CardSet(self.state.hands[self.seat]):
            return Message.of("puzzles.not_in_hand", card=card)
        return card

    def check(self, answer: object, lang: Lang = "en", *, theme: str | None = None) -> Feedback:
        """Grade a card (a :class:`~baloot_widgets.Card` or its text).  Never raises: an
        unreadable answer or an illegal card is not a try (``valid`` False) and its
        sentence says why.  ``theme``: the theme being practised, named first when the
        puzzle carries it."""
        card = self.read(answer)
        if isinstance(card, Message):
            return Feedback("invalid", None, messages=(card,), lang=lang)
        if card not in self.values:
            return Feedback("invalid", card, messages=(self._illegal(card),), lang=lang)
        best = self.best_card(card)
        best_line = self.line(best)
        if card in self.solution:
            return Feedback(
                "good", card, 0, (self._praise(card), idea(self.main_theme(theme))),
                tuple(self._lines(best_line)), best_line, best_line, None, lang,
            )  # fmt: skip
        loss = self.loss(card)
        flips = self.result(card).differs(self.result(best))
        grade: Grade = "ok" if loss < OK_LOSS and not flips else "costly"
        line = self.line(card)
        head = Message.of(f"puzzles.{grade}", card=card, abnat=abnat(loss), best=best)
        said = [head]
        if flips:
            mine, better = self.result(card), self.result(best)
            said.append(
                Message.of(
                    "puzzles.flip",
                    team=Team(self.spot.team),
                    card=card,
                    best=best,
                    result=result_words(mine),
                    best_result=result_words(better),
                )
            )
            if mine.points[self.spot.team] == better.points[self.spot.team]:
                said.append(Message.of("puzzles.abnat_matter"))  # why the loss still counts
        why = self._why(card, best, line, best_line)
        said.append(why)
        missed = self.missed(card, theme=theme)
        said.append(idea(missed, missed=True))
        told = tuple(self._lines(line, after=card))
        return Feedback(
            grade, card, loss, tuple(said), told, line, best_line, missed, lang, (why.key,)
        )

    def main_theme(self, theme: str | None = None) -> str:
        """The theme to name: ``theme`` when the puzzle carries it, else its first one."""
        return theme if theme in self.themes else self.themes[0]

    def missed(self, card: Card, *, theme: str | None = None) -> str:
        """The theme a wrong ``card`` misses: ``theme`` (the one practised) or else the
        first theme of the puzzle that holds against that very card, else
        :meth:`main_theme`."""
        against = themes_of(self.spot, int(card))
        first = [theme] if theme is not None else []
        return next((t for t in (*first, *self.themes) if t in against), self.main_theme(theme))

    @cached_property
    def spot(self) -> Spot:
        """The position with what the solver found, as the theme detectors read it."""
        values = {int(c): v for c, v in self.values.items()}
        lines = {int(c): self.line(c) for c in self.values}
        results = {int(c): self.result(c) for c in self.values}
        return Spot(self.state, values, lines, results)

    def board(self, lang: Lang = "en") -> dict[str, Any]:
        """What the question shows, as the Quiz's boards are (:mod:`baloot_widgets.quiz.draw`):
        the contract, the table seen from the seat to play (the other hands open in an
        "open" puzzle, else how many cards each holds), the trick so far and its hand."""
        s, seat = self.state, self.seat
        others = [x for x in range(4) if x != seat]
        first = (s.leader + k for k in range(len(s.trick)))
        trick = [(x & 3, c) for x, c in zip(first, s.trick, strict=True)]
        open_hands = self.kind == "open"
        table = felt(
            seat, lang, trick=trick,
            hands={x: CardSet(s.hands[x]) for x in others} if open_hands else None,
            counts=None if open_hands else {x: s.hands[x].bit_count() for x in others},
        )  # fmt: skip
        assert s.contract is not None
        mine = CardSet(s.hands[seat]).codes.split()
        return {
            "contract": contract_message(s.contract).text(lang),
            "felt": table,
            "hand": {"caption": Message.of("puzzles.your_hand").text(lang), "cards": mine},
        }

    def _illegal(self, card: Card) -> Message:
        s = self.state
        legal, clause = legal_play_mask(s)
        why = addressed(card_reason(self.seat, card, legal, clause, s.trick, self.t), self.seat)
        return Message.of("puzzles.illegal", reason=why)

    def _praise(self, card: Card) -> Message:
        fields = {"card": card, "abnat": abnat(self.best_value)}
        if len(self.solution) > 1:
            return Message.of("puzzles.good_tied", cards=CardSet(self.solution), **fields)
        return Message.of("puzzles.good", **fields)

    def _why(
        self,
        card: Card,
        best: Card,
        line: tuple[TrickRecord, ...],
        best_line: tuple[TrickRecord, ...],
    ) -> Message:
        values = {int(c): v for c, v in self.values.items()}
        return loss_reason(card, best, values, self.team, line, best_line, self.t, leads=self.leads)

    def _lines(self, line: tuple[TrickRecord, ...], *, after: Card | None = None) -> list[Message]:
        head = (
            Message.of("puzzles.line_best")
            if after is None
            else Message.of("puzzles.line_after", card=after)
        )
        first = len(self.state.tricks) + 1
        last = len(line) - 1
        return [head] + [
            trick_sentence(t, first + k, last=k == last, viewer=self.seat)
            for k, t in enumerate(line)
        ]

    def __repr__(self) -> str:
        return (
            f"Puzzle({self.id!r}, kind={self.kind!r}, level={self.level}, "
            f"themes={list(self.themes)!r})"
        )
