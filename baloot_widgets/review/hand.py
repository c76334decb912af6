"""``HandReview``: a reviewed hand, its moves, the summary and the estimates on demand
(its board is the widget :class:`~baloot_widgets.ReviewBoard`: ``ReviewBoard(review)``)."""

from __future__ import annotations

from typing import Any

from ..i18n import Lang, Message, Seat, plain_text
from ..quiz import Exercise, make
from ..rules.actions import Play
from ..rules.cards import Card, CardSet
from ..rules.errors import check_lang
from ..rules.state import HandState
from .estimate import CLOSE, Estimate, estimate_card
from .moves import Move
from .summary import TOP, Perfect, mistakes, seat_losses, summary_lines

__all__ = ["HandReview"]


class HandReview:
    """A hand reviewed move by move (see :func:`baloot_widgets.review.review`).

    ``moves`` has one :class:`~baloot_widgets.review.Move` per action; ``states[i]`` is the
    hand before move ``i`` (and ``states[-1]`` after the last); ``perfect`` is the result
    of perfect play from the first card (None when no card was played, or not yet
    known); ``lang`` is the language of :meth:`summary` and of the widget unless they are
    given one.  ``complete`` is False for a review shown before it is finished
    (:class:`~baloot_widgets.review.ReviewJob`): some moves are then ``pending``.
    """

    def __init__(
        self,
        states: tuple[HandState, ...],
        moves: tuple[Move, ...],
        perfect: Perfect | None,
        *,
        lang: Lang = "en",
        complete: bool = True,
    ) -> None:
        self.states = states
        self.moves = moves
        self.perfect = perfect
        self.complete = complete
        self.lang: Lang = check_lang(lang)
        self._estimates: dict[tuple[int, int], Estimate | None] = {}

    @property
    def final(self) -> HandState:
        """The hand after its last action."""
        return self.states[-1]

    def mistakes(self, team: int | None = None) -> list[Move]:
        """The cards that lost Abnat (of ``team`` 0 or 1, or of both teams), the biggest
        loss first."""
        return mistakes(self.moves, team)

    def lost(self) -> tuple[int, int, int, int]:
        """The exact Abnat each seat's cards gave away (the sum of their losses)."""
        return seat_losses(self.moves)

    def summary_messages(self) -> list[Message | tuple[Message, ...]]:
        """The summary as Messages: a line each, or a heading with its items (a tuple).
        Each listed mistake says whether its seat could see it (an estimate)."""
        flags: dict[int, Message] = {}
        for team in (0, 1):
            for m in self.mistakes(team)[:TOP]:
                e = self.estimate(m)
                if e is not None:
                    seen = e.loss >= CLOSE
                    key = "review.could_see" if seen else "review.needed_hidden"
                    flags[m.index] = Message.of(key, seat=Seat(m.seat)) if seen else Message.of(key)
        return summary_lines(self.final, self.moves, self.perfect, flags, complete=self.complete)

    def summary(self, lang: Lang | None = None) -> str:
        """The biggest mistakes of each team, the Abnat lost per seat and the result had
        both teams played perfectly from the first card, as text in ``lang``."""
        lang = self.lang if lang is None else check_lang(lang)
        lines: list[str] = []
        for item in self.summary_messages():
            if isinstance(item, tuple):
                lines.append(item[0].text(lang))
                lines.extend("  " + m.text(lang) for m in item[1:])
            else:
                lines.append(item.text(lang))
        return plain_text("\n".join(lines), lang)

    def estimate(self, move: int | Move, *, worlds: int = 16) -> Estimate | None:
        """What the mover could know: the expert's expected value of each legal card
        over ``worlds`` deals consistent with what that seat saw (PIMC), an **estimate**.
        None for a move that is not a card or was not legal (a foul).  Seeded by the
        move's index, so it is the same every time; kept once computed."""
        m = self.moves[move] if isinstance(move, int) else move
        key = (m.index, worlds)
        if key not in self._estimates:
            action = self.final.history[m.index]
            found = None
            if isinstance(action, Play) and m.values:
                found = estimate_card(
                    self.states[m.index], m.seat, int(action.card), seed=m.index,
                    worlds=worlds, exact_loss=m.loss or 0,
                )  # fmt: skip
            self._estimates[key] = found
        return self._estimates[key]

    def exercises(self, count: int = 3, *, lang: Lang | None = None) -> list[Exercise]:
        """``best_card`` exercises at the ``count`` biggest mistakes of the hand (both
        teams): each is the position before the mistake, all hands open, and the seat that
        made it answers (:func:`~baloot_widgets.quiz.make`).  Give them to a
        :class:`~baloot_widgets.Quiz`: ``Quiz(exercises=review.exercises(2))``."""
        lang = self.lang if lang is None else check_lang(lang)
        out = []
        for m in self.mistakes()[:count]:
            s = self.states[m.index]
            c = s.contract
            assert c is not None
            position: dict[str, Any] = {
                "hands": [CardSet(h).codes for h in s.hands], "leader": s.leader,
                "t": c.trump_index, "closed": c.closed, "flags": s.rules.play_flags,
                "trick": [Card(x).code for x in s.trick],
            }  # fmt: skip
            out.append(make("best_card", lang=lang, **position))
        return out

    def __repr__(self) -> str:
        cards = sum(1 for m in self.moves if m.is_card)
        worst = len(self.mistakes())
        unfinished = "" if self.complete else " unfinished"
        return f"<HandReview moves={len(self.moves)} cards={cards} costly={worst}{unfinished}>"

    def _repr_html_(self) -> str:
        from .picture import review_html

        return review_html(self.summary_messages(), self.moves, self.lang)
