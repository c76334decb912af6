"""The table's game logic without any widget: who plays which seat, intents in, frames out.

A :class:`TableSession` holds a :class:`~baloot_widgets.Game` or
:class:`~baloot_widgets.Match`, the human seat and the bots of the other seats.
:meth:`TableSession.handle` takes one intent from the browser (a dict such as
``{"type": "act", "action": "p0 play 10H"}``), applies it if it is allowed, lets the bots
answer, and returns a :class:`Reply`: the moves made and a message.  A refused or
malformed intent changes nothing and is answered by a sentence; it never raises.
:meth:`TableSession.frame` and :meth:`TableSession.move_frames` draw the answer
(:mod:`.table_frames`).

>>> from baloot_widgets import Game
>>> from baloot_widgets.bots import RandomBot
>>> session = TableSession(Game.new(seed=3, dealer=3), humans=(0,), bots={1: RandomBot(), 2: RandomBot(), 3: RandomBot()})
>>> session.handle({"type": "act", "action": "p0 sun"}).text
''
>>> session.handle({"type": "act", "action": "p2 pass"}).text
'You play Seat 0; Seat 2 is played by a bot'
>>> session.handle({"type": "dance"}).text
"The table did not understand that request: 'dance' is not an intent; send one of act, next, hint, ready, review, close_review"
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..bots.base import choose_action
from ..bots.hint import hint
from ..i18n import Join, Message, Seat, addressed, cut, quote, seat_name
from ..play.game import Game, Match
from ..play.view import SeatView, view
from ..rules.actions import Action, parse_action
from ..rules.errors import BalootError, IllegalActionError
from .seats import Move, TableSeats
from .settings import table_settings
from .table_frames import Note
from .wording import label, lesson_link

if TYPE_CHECKING:
    from ..solver import Solver

__all__ = ["MAX_BOT_MOVES", "MAX_BOT_SECONDS", "Reply", "TableSession"]

#: the most moves the bots make in answer to one intent (a whole hand is about 45)
MAX_BOT_MOVES = 400
#: the bots stop after this many seconds of one answer (the kernel must answer the page
#: and a learner should not wait on a click: issue 19); the table then offers Retry,
#: which lets them go on
MAX_BOT_SECONDS = 5.0
#: the longest action text an intent may carry
MAX_ACTION_TEXT = 60


@dataclass
class Reply:
    """The answer to an intent: the moves made, a message, the hinted action, and whether
    the table changed (a refused intent changes nothing)."""

    moves: list[Move] = field(default_factory=list)
    message: Note | None = None
    hint: str | None = None
    changed: bool = False

    @property
    def text(self) -> str:
        """The message's sentence ("" when there is none)."""
        return "" if self.message is None else self.message.text


class TableSession(TableSeats):
    """A game or match with its human seats and a bot in every other seat: the intents
    of the page, the moves they cause, undo and records (what the screen shows is
    :class:`~.seats.TableSeats`)."""

    def __init__(self, source: Game | Match, **options: Any) -> None:
        super().__init__(source, **options)
        #: seconds the bots thought while answering the last intent
        self.bot_seconds = 0.0
        #: when set, a hint is asked of it (with the view to hint) instead of being
        #: computed in the answer: the Table computes hints off the click; it returns the
        #: answer to send at once
        self.ask_hint: Callable[[SeatView], Reply] | None = None
        #: when set, called with each hand of the match that ends at this table (a class
        #: table keeps it); a sentence it returns is shown under the table
        self.on_hand_over: Callable[[Game], str | None] | None = None

    @property
    def you(self) -> int:
        """The human seat at the screen."""
        return self.seat

    # ---- intents -------------------------------------------------------------------

    def _alert(self, key: str, **fields: object) -> Reply:
        return Reply(message=Note(label(key, self.lang, **fields)))

    def handle(self, intent: object) -> Reply:
        """Answer one intent from the browser; never raises.  After it, the screen goes
        to the human seat to move (covered, when that is another player)."""
        self.bot_seconds = 0.0
        try:
            reply = self._dispatch(intent)
        except Exception as exc:  # the notebook must never see a traceback from a click
            return self._alert("error", error=cut(f"{type(exc).__name__}: {exc}", 160))
        self.pass_screen()
        return reply

    def _bad(self, key: str, **fields: object) -> Reply:
        return self._alert("bad_intent", why=Message.of(key, **fields))

    def _intents(self) -> dict[str, Callable[[], Reply]]:
        """The intents the page may send besides ``act`` (which carries an action), and
        the method that answers each."""
        return {
            "next": self._next,
            "hint": self._hint,
            "ready": self._ready,
            "review": self._open_review,
            "close_review": self._close_review,
        }

    def _dispatch(self, intent: object) -> Reply:
        if not isinstance(intent, dict):
            return self._bad("error.intent_dict", value=quote(intent))
        kind = intent.get("type")
        text = intent.get("action")
        if kind == "act" and (not isinstance(text, str) or len(text) > MAX_ACTION_TEXT):
            return self._bad("error.intent_act", value=quote(text))
        answers = self._intents()
        if kind != "act" and not (isinstance(kind, str) and kind in answers):
            known = Join(("act", *answers), words="join.list")
            return self._bad("error.intent_kind", kind=quote(kind), known=known)
        if self.changed_elsewhere:
            return self.resync()
        if self.bot_to_move:  # a bot failed or ran out of time: any intent is a retry
            return self.resync(message="")
        if isinstance(text, str):
            return self._act(text)
        return answers[str(kind)]()

    def resync(self, *, message: str | None = None) -> Reply:
        """Redraw the hand as it is now and let the bots move if one of them is to move
        (after a change made from Python, or as a retry after a bot failed).  The intent
        that found the table changed is not applied: it was chosen on an older picture."""
        reply = Reply(changed=True)
        self.run_bots(reply)
        if reply.message is None:
            sentence = label("resynced", self.lang) if message is None else message
            reply.message = Note(sentence, "note") if sentence else None
        return reply

    def _over(self) -> Reply:
        return self._alert("match_is_over" if self.match is not None else "game_is_over")

    def _act(self, text: str) -> Reply:
        if self.is_over:
            return self._over()
        if self.review is not None:
            return self._alert("hand_is_over")
        try:
            action = parse_action(text)
        except BalootError as exc:  # the text is quoted back cut short
            return Reply(message=Note(exc.text(self.lang)))
        seat = seat_name(action.seat, self.lang)
        if action.seat not in self.humans:
            you = Join(tuple(Seat(s) for s in self.humans), words="join.and")
            return self._alert("not_your_seat", you=you, seat=seat)
        if self.covered:
            return self._alert("press_ready", seat=seat_name(self.seat, self.lang))
        if action.seat != self.seat:
            return self._alert("not_at_screen", seat=seat, screen=seat_name(self.seat, self.lang))
        reply = Reply()
        try:
            self._apply(action, reply)
        except IllegalActionError as exc:
            return Reply(message=self._refusal(exc))
        except BalootError as exc:
            return Reply(message=Note(exc.text(self.lang)))
        self.run_bots(reply)
        return reply

    def _refusal(self, exc: IllegalActionError) -> Note:
        """The refusal in the table's language, said to the player ("You cannot ..."),
        with a link to the lesson of the rule instead of the rule's section."""
        reason = exc.reason
        if isinstance(reason, Message):
            sentence = addressed(reason, self.you).text(self.lang)
        else:
            sentence = exc.text(self.lang, rule=False)
        return Note(sentence, "alert", lesson_link(exc.rule, self.lang))

    def _next(self) -> Reply:
        if self.is_over:
            return self._over()
        if self.review is None:
            return self._alert("no_next")
        self.review = None
        reply = Reply(changed=True)
        self.run_bots(reply)
        return reply

    def _ready(self) -> Reply:
        """The player the screen was passed to is at the screen: show their hand."""
        if not self.covered:
            return Reply()
        self.covered = False
        return Reply(changed=True)

    def _open_review(self) -> Reply:
        """Open the review of the finished hand under the table (the Table draws it)."""
        hand = self.reviewable
        if hand is None:
            gone = self.last_finished is not None  # the next hand's play has started
            return self._alert("review_gone" if gone else "nothing_to_review")
        self.reviewing = hand
        return Reply(changed=True)

    def _close_review(self) -> Reply:
        if self.open_review is None:
            return Reply()
        self.reviewing = None
        return Reply(changed=True)

    def _hint(self) -> Reply:
        """The expert's hint for the player at the screen (:func:`~baloot_widgets.bots.hint`);
        a Table computes it off the click (:attr:`ask_hint`)."""
        if not self.hint_shown:
            return self._alert("no_hint")
        seen = self.game.view(self.you, reveal=self.reveal)
        if self.ask_hint is not None:
            return self.ask_hint(seen)
        return self.hint_reply(seen)

    def hint_reply(self, seen: SeatView, solver: Solver | None = None) -> Reply:
        """The hint for the view ``seen`` of the human seat, as the answer to send (this
        is where the hint is computed); ``solver``: as for :func:`~baloot_widgets.bots.
        hint.hint` (teacher mode)."""
        given = hint(seen, lang=self.lang, solver=solver)
        note = Note(label("hint_is", self.lang, action=given.text), "hint")
        return Reply(message=note, hint=str(given.action) if given.action in seen.legal else None)

    # ---- moves ---------------------------------------------------------------------

    def _apply(self, action: Action, reply: Reply) -> None:
        """Apply one action (raises and changes nothing if it is refused) and record the
        move; a hand of a match that ends here is kept on the table for review."""
        game = self.game
        sheet = self.sheet_extent()
        tricks_before = len(game.state.tricks)
        self.source.act(action)
        match = self.match
        if match is not None and match.finished and match.finished[-1] is game:
            self.review = game
            said = None if self.on_hand_over is None else self.on_hand_over(game)
            if said:
                reply.message = Note(said, "note")
        reply.moves.append(Move(action, game.state, tricks_before, sheet))
        reply.changed = True

    def run_bots(self, reply: Reply) -> None:
        """Let the bots move while one of their seats is to move.  A bot that raises, or
        bots that think longer than :data:`MAX_BOT_SECONDS`, stop the answer with a message
        that offers Retry; the next intent lets them go on."""
        start = time.perf_counter()
        for _ in range(MAX_BOT_MOVES):
            if not self.bot_to_move:
                return
            if time.perf_counter() - start > MAX_BOT_SECONDS:
                break
            seat = self.game.state.to_move
            assert seat is not None
            seen = view(self.game.state, seat, reasons=False)
            thinking = time.perf_counter()
            try:
                action = choose_action(self.bots[seat], seen, seen.legal)
            except Exception as exc:
                name = seat_name(seat, self.lang)
                said = exc.text(self.lang) if isinstance(exc, BalootError) else str(exc)
                failed = label("bot_failed", self.lang, seat=name, error=cut(said, 120))
                reply.message = Note(f"{failed} — {label('press_retry', self.lang)}")
                return
            finally:
                self.bot_seconds += time.perf_counter() - thinking
            self._apply(action, reply)
        if self.bot_to_move:
            slow = f"{label('bots_slow', self.lang)} — {label('press_retry', self.lang)}"
            reply.message = Note(slow)

    def undo(self) -> Reply:
        """Take back the last decision of a human seat in this hand and every bot move
        after it: that player is to move again where they decided (the screen goes to
        them).  A hand of a match cannot be taken back once it is scored."""
        if self.match is not None and self.is_over:
            return self._over()
        if self.review is not None:
            return self._alert("undo_scored")
        game = self.game
        mine = [i for i, a in enumerate(game.history) if a.seat in self.humans]
        if not mine:
            return self._alert("nothing_to_undo")
        while len(game.history) > mine[-1]:
            game.undo()
        self.pass_screen()
        return Reply(changed=True)

    # ---- records -------------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """The game or match record, with the table's settings under ``"table"`` (see
        :func:`~.settings.table_settings`)."""
        record = self.source.to_record()
        record["table"] = table_settings(
            you=self.seat,
            humans=self.humans,
            lang=self.lang,
            reveal=self.reveal,
            bots=self.bots,
            seeds=self.seeds,
            review=self.review is not None,
        )
        return record
