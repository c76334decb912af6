"""ReviewBoard: step through a reviewed hand like an analysis board (anywidget).

Python is the only truth: it sends the labels, the timeline of every move's loss and the
frame of the current step (:mod:`.reviewboard_frames`); the browser sends intents only
(``{"type": "goto", "step": 12}``, ``{"type": "seat", "seat": 2}``,
``{"type": "estimate", "on": true}``, ``{"type": "mistake"}``) and a bad one is answered
with a sentence, never an exception.

>>> from baloot_widgets import Game
>>> game = Game.new(seed=1, dealer=0)
>>> game.act("p1 sun"); game.act("p1 play 8D")
>>> board = ReviewBoard.from_game(game, seat=1)
>>> board
ReviewBoard(step=0 of 2, seat=1, lang='en')
>>> board.next_mistake(), board.step, board.frame["verdict"]
('', 2, '19 Abnat lost')
>>> print(board.send_intent({"type": "goto", "step": "x"}))
The board did not understand that request: the step must be a whole number, not 'x'
"""

from __future__ import annotations

from typing import Any

import traitlets

from ..i18n import Lang, Message, cut, quote, text
from ..play.game import Game
from ..review import HandReview, review
from ..review.picture import review_html
from ..rules.errors import BalootError, check_lang
from ..rules.ruleset import RuleSet
from .esm import css, esm
from .intents import IntentWidget
from .reviewboard_frames import frame, no_estimate, reviewboard_labels, timeline

__all__ = ["ReviewBoard"]


class _Refused(BalootError):
    """An intent the board cannot follow; its text says why."""


class ReviewBoard(IntentWidget):
    """The board of a :class:`~baloot_widgets.review.HandReview`: buttons, arrow keys and
    a slider step through the hand; every hand open or only ``seat``'s; the trick on the
    table; each legal card's exact value as a bar, the card played and the best marked
    (a loss of 10 Abnat or more in red); the sentence why; on request, the estimate of
    what the player could see.  ``lang`` is "en" or "ar" (right to left)."""

    _esm = esm("review.js")
    _css = css("review.css")
    labels = traitlets.Dict().tag(sync=True)
    timeline: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)
    frame = traitlets.Dict().tag(sync=True)
    step = traitlets.Int(0).tag(sync=True)
    seat = traitlets.Int(-1).tag(sync=True)  #: the only hand shown, or -1: every hand
    estimate = traitlets.Bool(False).tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)

    def __init__(
        self, review: HandReview, *, seat: int | None = None, lang: Lang = "en", step: int = 0
    ) -> None:
        if not isinstance(review, HandReview):
            raise BalootError(Message.of("error.board_review", value=quote(review)))
        lang = check_lang(lang)
        self._review = review
        self._drawn: dict[str, Any] = {}  # the last frame drawn
        self._shown: tuple[object, ...] | None = None  # what it showed: step, seat, ...
        self._bottom = 0 if seat is None else _check_seat(seat)
        super().__init__(lang=lang, seat=-1 if seat is None else seat)
        self.step = _check_step(step, len(review.moves))
        self.on_msg(self._on_msg)
        self._redraw(everything=True)

    @classmethod
    def from_game(
        cls,
        game: Game,
        *,
        seat: int | None = None,
        lang: Lang = "en",
        rules: RuleSet | None = None,
    ) -> ReviewBoard:
        """Review ``game`` and open its board: every hand open, or only ``seat``'s (the
        Table's "Review this hand" opens the human's seat)."""
        return cls(review(game, rules=rules, lang=lang), seat=seat, lang=lang)

    @property
    def review(self) -> HandReview:
        """The reviewed hand."""
        return self._review

    def show_review(self, review: HandReview) -> None:
        """Show another review of the same hand in place of this one (the finished review
        in place of the review so far), at the same step, with the same hands shown."""
        if not isinstance(review, HandReview) or len(review.moves) != len(self._review.moves):
            raise BalootError(Message.of("error.board_same_hand", value=quote(review)))
        self._review = review
        self._redraw(everything=True)

    @property
    def shown(self) -> int | None:
        """The only seat whose hand is shown, or None when every hand is."""
        return None if self.seat < 0 else self.seat

    # ---- intents ------------------------------------------------------------------------

    def _follow(self, intent: object) -> None:
        self.message = self._handle(intent)

    def _refuse(self, why: Message) -> None:
        self._answer(why.text(_lang(self.lang)))

    def goto(self, step: int) -> str:
        """Show step ``step`` (0: the deal; n: move n just made)."""
        return self.send_intent({"type": "goto", "step": step})

    def next_mistake(self) -> str:
        """Jump to the next card that lost Abnat (from the start after the last one)."""
        return self.send_intent({"type": "mistake"})

    def show(self, seat: int | None) -> str:
        """Show every hand (None) or only ``seat``'s."""
        return self.send_intent({"type": "seat", "seat": -1 if seat is None else seat})

    def show_estimate(self, on: bool = True) -> str:
        """Add (or remove) the estimate of what the mover could see to each card move."""
        return self.send_intent({"type": "estimate", "on": on})

    def _handle(self, content: object) -> str:
        """Follow one intent; a bad one changes nothing and returns why, in a sentence."""
        lang = _lang(self.lang)
        try:
            if not isinstance(content, dict):
                raise _Refused(Message.of("error.board_intent", value=quote(content)))
            kind = content.get("type")
            if kind == "goto":
                self.step = _check_step(content.get("step"), len(self._review.moves))
            elif kind == "mistake":
                self.step = self._next_mistake()
            elif kind == "seat":
                seat = content.get("seat")
                self.seat = -1 if seat == -1 else _check_seat(seat)
                self._bottom = self._bottom if self.seat < 0 else self.seat
            elif kind == "estimate":
                on = content.get("on")
                if not isinstance(on, bool):
                    raise _Refused(Message.of("error.board_on", value=quote(on)))
                self.estimate = on
            else:
                raise _Refused(Message.of("error.board_kind", kind=quote(kind)))
        except BalootError as exc:
            return self._answer(text("review.bad_intent", lang, why=exc.text(lang)))
        try:
            self._redraw()
        except Exception as exc:  # never raise into the notebook
            error = cut(f"{type(exc).__name__}: {exc}", 160)
            return self._answer(text("table.error", lang, error=error))
        return ""

    def _answer(self, message: str) -> str:
        """Answer an intent that changed nothing with ``message``: the last frame again
        under a new seq (the page sees that it was answered)."""
        with self.hold_sync():
            self.frame = {**self._drawn, "seq": self._next_seq(changed=False)}
            self.message = message
        return message

    def _next_mistake(self) -> int:
        """The step of the next costly card after the current step (wrapping around)."""
        steps = [m.index + 1 for m in self._review.moves if (m.loss or 0) > 0]
        if not steps:
            raise _Refused(Message.of("review.no_mistakes_at_all"))
        return next((s for s in steps if s > self.step), steps[0])

    # ---- drawing ------------------------------------------------------------------------

    def _redraw(self, *, everything: bool = False) -> None:
        """Send the frame of the current step (and the labels and timeline if asked)."""
        lang = _lang(self.lang)
        estimate, note = None, ""
        if self.estimate and self.step:
            estimate = self._review.estimate(self.step - 1)
            note = "" if estimate is not None else no_estimate(lang)
        drawn = frame(
            self._review, self.step, shown=self.shown, bottom=self._bottom, lang=lang,
            estimate=estimate,
        )  # fmt: skip
        drawn["note"] = note
        shown = (self.step, self.seat, self.estimate, lang)
        drawn["seq"] = self._next_seq(changed=everything or shown != self._shown)
        self._shown, self._drawn = shown, drawn
        with self.hold_sync():
            if everything:
                self.labels = reviewboard_labels(lang)
                self.timeline = timeline(self._review, lang)
            self.frame = drawn

    @traitlets.observe("lang")
    def _lang_changed(self, change: dict[str, Any]) -> None:
        if not hasattr(self, "_review"):
            return
        try:
            check_lang(change["new"])
        except BalootError as exc:
            self.lang = change["old"]
            self.message = exc.text(_lang(self.lang))
            return
        self._redraw(everything=True)

    # ---- pictures -----------------------------------------------------------------------

    def picture(self) -> str:
        """The review as static HTML (beside the live view): the summary and every card."""
        r = self._review
        return review_html(r.summary_messages(), r.moves, _lang(self.lang))

    def __repr__(self) -> str:
        seat = None if self.seat < 0 else self.seat
        return (
            f"ReviewBoard(step={self.step} of {len(self._review.moves)}, seat={seat}, "
            f"lang={self.lang!r})"
        )


def _lang(lang: str) -> Lang:
    return "ar" if lang == "ar" else "en"


def _check_seat(seat: object) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
        raise BalootError(Message.of("error.board_seat", seat=quote(seat)))
    return seat


def _check_step(step: object, total: int) -> int:
    """A step 0..total (a number outside is brought to the nearest end)."""
    if isinstance(step, bool) or not isinstance(step, int):
        raise _Refused(Message.of("error.board_step", step=quote(step)))
    return max(0, min(total, step))
