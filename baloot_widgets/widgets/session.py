"""The table's game logic without any widget: who plays which seat, intents in, frames out.

A :class:`TableSession` holds a :class:`~baloot_widgets.Game` or
:class:`~baloot_widgets.Match`, the human seat and the bots of the other seats.
:meth:`TableSession.handle` takes one intent from the browser (a dict such as
``{"type": "act", "action": "p0 play 10H"}``), applies it if it is allowed, lets the bots
answer, and returns a :class:`Reply`: the moves made and a message.  A refused or
malformed intent changes nothing and is answered by a sentence; it never raises.
:meth:`TableSession.frame` and :meth:`TableSession.move_frames` draw the answer
(:mod:`.frames`).

>>> from baloot_widgets import Game
>>> from baloot_widgets.bots import RandomBot
>>> session = TableSession(Game.new(seed=3, dealer=3), you=0, bots={1: RandomBot(), 2: RandomBot(), 3: RandomBot()})
>>> session.handle({"type": "act", "action": "p0 sun"}).text
''
>>> session.handle({"type": "act", "action": "p2 pass"}).text
'You play Seat 0; Seat 2 is played by a bot'
>>> session.handle({"type": "dance"}).text
"The table did not understand that request: 'dance' is not an intent; send act, next or hint"
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, get_args

from ..bots.base import Bot, choose_action
from ..errors import BalootError, IllegalActionError
from ..game import Game, Match
from ..i18n import CATALOGUE, Lang, seat_name, team_name, text
from ..rules.actions import Action, parse_action
from ..rules.state import HandState
from ..view import SeatView, view
from .frames import Around, Button, Note, frame, move_frame
from .quoting import cap_quotes, cut, echo
from .scores import score_sheet
from .settings import table_settings
from .wording import action_label, label

__all__ = ["MAX_BOT_MOVES", "MAX_BOT_SECONDS", "Move", "Reply", "TableSession", "find_hint"]

#: the most moves the bots make in answer to one intent (a whole hand is about 45)
MAX_BOT_MOVES = 400
#: the bots stop after this many seconds of one answer (the kernel must answer the page);
#: the table then offers Retry, which lets them go on
MAX_BOT_SECONDS = 30.0
#: the longest action text an intent may carry
MAX_ACTION_TEXT = 60


@dataclass(frozen=True, slots=True)
class Move:
    """One move of an answer, as the table animates it: the action, the hand just after
    it, how many tricks were finished before it, and the score sheet's extent before it
    (how many hands it showed and the totals)."""

    action: Action
    state: HandState
    tricks_before: int
    sheet: tuple[int, tuple[int, int]]


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


def find_hint() -> Callable[..., Any] | None:
    """The hint function the table's Hint button asks (:func:`baloot_widgets.bots.hint`);
    a table shows no Hint button when this is None."""
    from ..bots.hint import hint

    return hint


class TableSession:
    """A game or match with one human seat (``you``) and a bot in every other seat."""

    def __init__(
        self,
        source: Game | Match,
        *,
        you: int = 0,
        bots: Mapping[int, Bot],
        reveal: bool = False,
        lang: Lang = "en",
        seeds: Mapping[int, int | None] | None = None,
    ) -> None:
        if isinstance(you, bool) or not isinstance(you, int) or not 0 <= you <= 3:
            raise BalootError(f"you must be a seat 0-3, not {echo(you)}")
        missing = [s for s in range(4) if s != you and s not in bots]
        if missing:
            raise BalootError(f"every other seat needs a bot: seat {missing[0]} has none")
        if you in bots:
            raise BalootError(f"seat {you} is yours, so it cannot also have a bot")
        if not isinstance(reveal, bool):
            raise BalootError(
                f"reveal must be True (teacher mode: every hand is shown) or False, "
                f"not {echo(reveal)}"
            )
        self.source = source
        self.you = you
        self.bots = dict(bots)
        #: the seed of each bot, when the table knows it (it is saved with the bot)
        self.seeds: dict[int, int | None] = dict(seeds or {})
        self.reveal = reveal
        self.lang: Lang = lang
        #: a finished hand of a match, shown until the human asks for the next one
        self.review: Game | None = None
        #: the hand and state the browser was last sent (to notice changes made from Python)
        self.seen: tuple[Game, HandState] | None = None
        #: seconds the bots thought while answering the last intent
        self.bot_seconds = 0.0

    @property
    def match(self) -> Match | None:
        """The match, when the table plays one."""
        return self.source if isinstance(self.source, Match) else None

    @property
    def game(self) -> Game:
        """The hand being played."""
        return self.source.game if isinstance(self.source, Match) else self.source

    @property
    def shown(self) -> Game:
        """The hand on the table: a finished hand under review, or the live one."""
        return self.review or self.game

    @property
    def is_over(self) -> bool:
        """True when nothing more can be played at this table."""
        return self.source.is_over

    @property
    def bot_to_move(self) -> bool:
        """True when a bot's seat is to move: after a bot failed or the bots ran out of
        time (the table then offers Retry), or when the game was changed from Python."""
        seat = self.game.state.to_move
        return not self.is_over and self.review is None and seat is not None and seat in self.bots

    @property
    def changed_elsewhere(self) -> bool:
        """True when the hand changed since the browser was last sent it (for example
        ``table.game.undo()`` called from Python)."""
        return self.seen is not None and (
            self.seen[0] is not self.game or self.seen[1] is not self.game.state
        )

    def mark_seen(self) -> None:
        """Remember the hand as the browser was just sent it."""
        self.seen = (self.game, self.game.state)

    @property
    def hint_available(self) -> bool:
        """True when the bots package gives hints (the table then shows a Hint button)."""
        return find_hint() is not None

    # ---- what the table draws ------------------------------------------------------

    def players(self) -> tuple[str, ...]:
        """Who plays each seat: "You", or the bot's name ("random bot" for the known bots)."""
        names = []
        for s in range(4):
            name = "you" if s == self.you else str(getattr(self.bots[s], "name", "bot"))
            key = name if name == "you" else f"bot_{name}"
            names.append(text(f"table.{key}", self.lang) if f"table.{key}" in CATALOGUE else name)
        return tuple(names)

    def seat_view(self) -> SeatView:
        """The view of the human seat of the hand on the table."""
        return view(self.shown.state, self.you, reveal=self.reveal)

    def sheet_extent(self) -> tuple[int, tuple[int, int]]:
        """How many hands the score sheet shows now, and the totals."""
        match = self.match
        if match is not None:
            return len(match.finished), match.scores
        result = self.game.result
        return (0, (0, 0)) if result is None else (1, result.points)

    def buttons(self) -> tuple[Button, ...]:
        """The table's buttons beside the calls: "Next hand" after a hand of a match,
        "Retry" after a bot failed or the bots ran out of time.  (A new button is a label
        of the catalogue, an entry here and its intent in :meth:`_intents`.)"""
        out = []
        if self.review is not None and not self.is_over:
            out.append(Button("next", label("next_hand", self.lang), "next"))
        if self.bot_to_move:
            out.append(Button("retry", label("retry", self.lang), "next"))
        return tuple(out)

    def around(self, sheet: tuple[int, tuple[int, int]] | None = None) -> Around:
        """What the table adds to the human seat's view now (``sheet``: the score sheet's
        extent, by default as it is now)."""
        status = None
        match = self.match
        if match is not None and match.winner is not None:
            p0, p1 = match.scores
            team = team_name(match.winner, self.lang)
            status = label("match_over", self.lang, team=team, p0=p0, p1=p1)
        buttons = self.buttons()
        state = self.shown.state
        hint = (
            self.hint_available
            and state.to_move == self.you
            and not any(b.key == "next" for b in buttons)
        )
        return Around(
            players=self.players(),
            lang=self.lang,
            buttons=buttons,
            hint=hint,
            status=status,
            sheet=self.sheet_extent() if sheet is None else sheet,
        )

    def frame(self) -> dict[str, Any]:
        """The final frame: the table as it is now, for the human seat (no message yet)."""
        return frame(self.seat_view(), self.around())

    def move_frames(self, moves: list[Move]) -> list[dict[str, Any]]:
        """The frames of the moves to animate before the final frame.  A last move that
        did not finish a trick is not animated: the final frame shows it."""
        out = []
        players = self.players()
        for i, move in enumerate(moves):
            after = view(move.state, self.you, reveal=self.reveal, reasons=False)
            completes = len(after.tricks) > move.tricks_before
            if i == len(moves) - 1 and not completes:
                break
            hold = 0.5 if i == 0 and move.action.seat == self.you else 1
            around = Around(players, self.lang, sheet=move.sheet)
            out.append(move_frame(move.action, after, move.tricks_before, around, hold=hold))
        return out

    def sheet(self) -> dict[str, Any]:
        """The score sheet: each finished hand's lines, the teams, the match target."""
        match = self.match
        games = match.finished if match is not None else [self.game] if self.is_over else []
        target = match.rules.match_target if match is not None else None
        return score_sheet(games, target, self.lang)

    # ---- intents -------------------------------------------------------------------

    def _alert(self, key: str, **fields: object) -> Reply:
        return Reply(message=Note(label(key, self.lang, **fields)))

    def handle(self, intent: object) -> Reply:
        """Answer one intent from the browser; never raises."""
        self.bot_seconds = 0.0
        try:
            return self._dispatch(intent)
        except Exception as exc:  # the notebook must never see a traceback from a click
            return self._alert("error", error=cut(f"{type(exc).__name__}: {exc}", 160))

    def _bad(self, why: str) -> Reply:
        return self._alert("bad_intent", why=why)

    def _intents(self) -> dict[str, Callable[[], Reply]]:
        """The intents the page may send besides ``act`` (which carries an action), and
        the method that answers each."""
        return {"next": self._next, "hint": self._hint}

    def _dispatch(self, intent: object) -> Reply:
        if not isinstance(intent, dict):
            return self._bad("an intent is a dict with a 'type'")
        kind = intent.get("type")
        text = intent.get("action")
        if kind == "act" and (not isinstance(text, str) or len(text) > MAX_ACTION_TEXT):
            return self._bad("an act intent carries an action text such as 'p0 pass'")
        answers = self._intents()
        if kind != "act" and not (isinstance(kind, str) and kind in answers):
            known = ["act", *answers]
            send = f"{', '.join(known[:-1])} or {known[-1]}"
            return self._bad(f"{echo(kind)} is not an intent; send {send}")
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
        except BalootError as exc:  # the text is quoted back at most ECHO_MAX long
            return Reply(message=Note(cap_quotes(str(exc))))
        if action.seat != self.you:
            you, seat = seat_name(self.you, self.lang), seat_name(action.seat, self.lang)
            return self._alert("not_your_seat", you=you, seat=seat)
        reply = Reply()
        try:
            self._apply(action, reply)
        except IllegalActionError as exc:
            return Reply(message=self._refusal(exc))
        except BalootError as exc:
            return Reply(message=Note(str(exc)))
        self.run_bots(reply)
        return reply

    def _refusal(self, exc: IllegalActionError) -> Note:
        """The refusal in the table's language (the error carries its sentence)."""
        return Note(exc.text(self.lang))

    def _next(self) -> Reply:
        if self.is_over:
            return self._over()
        if self.review is None:
            return self._alert("no_next")
        self.review = None
        reply = Reply(changed=True)
        self.run_bots(reply)
        return reply

    def _hint(self) -> Reply:
        hint = find_hint()
        state = self.game.state
        if hint is None or self.review is not None or state.to_move != self.you:
            return self._alert("no_hint")
        seen = self.game.view(self.you, reveal=self.reveal)
        action, sentence = _hint_parts(hint(seen, lang=self.lang), state.phase.value, self.lang)
        hinted = str(action) if action in seen.legal else None
        note = Note(label("hint_is", self.lang, action=sentence), "hint")
        return Reply(message=note, hint=hinted)

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
                failed = label("bot_failed", self.lang, seat=name, error=cut(str(exc), 120))
                reply.message = Note(f"{failed} — {label('press_retry', self.lang)}")
                return
            finally:
                self.bot_seconds += time.perf_counter() - thinking
            self._apply(action, reply)
        if self.bot_to_move:
            slow = f"{label('bots_slow', self.lang)} — {label('press_retry', self.lang)}"
            reply.message = Note(slow)

    def undo(self) -> Reply:
        """Take back the human seat's last decision in this hand and every bot move after
        it: the human is to move again where they decided.  A hand of a match cannot be
        taken back once it is scored."""
        if self.match is not None and self.is_over:
            return self._over()
        if self.review is not None:
            return self._alert("undo_scored")
        game = self.game
        mine = [i for i, a in enumerate(game.history) if a.seat == self.you]
        if not mine:
            return self._alert("nothing_to_undo")
        while len(game.history) > mine[-1]:
            game.undo()
        return Reply(changed=True)

    # ---- records -------------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """The game or match record, with the table's settings under ``"table"`` (see
        :func:`~.settings.table_settings`)."""
        record = self.source.to_record()
        record["table"] = table_settings(
            you=self.you,
            lang=self.lang,
            reveal=self.reveal,
            bots=self.bots,
            seeds=self.seeds,
            review=self.review is not None,
        )
        return record


def _hint_parts(answer: Any, phase: str, lang: Lang) -> tuple[object, str]:
    """The hinted action and the sentence to show.  A hint function may answer an object
    with ``action`` and ``text`` (``bots.hint``), an ``(action, why)`` pair, or an action
    (or its text)."""
    why = ""
    if isinstance(answer, tuple) and len(answer) == 2:
        answer, why = answer[0], str(answer[1])
    elif hasattr(answer, "action"):
        text = getattr(answer, "text", None)
        if isinstance(text, str) and text:
            return answer.action, text
        answer = answer.action
    if isinstance(answer, str):
        try:
            answer = parse_action(answer)
        except BalootError:
            return answer, answer
    is_action = isinstance(answer, get_args(Action))
    name = action_label(answer, phase, lang) if is_action else str(answer)
    return answer, f"{name}: {why}" if why else name
