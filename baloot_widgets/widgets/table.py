"""The interactive Baloot table: an anywidget where a student plays against bots.

Python is the only truth (docs/architecture.md, "A click, from the browser to the engine
and back").  The synced traits are complete frames (:mod:`.table_frames`): ``frame``, the table
as it is now, and ``moves``, the frames of the moves to animate before it (none with
``pace=0``); the score sheet (``sheet``, which only grows: each frame says how much of it
shows); the headings and buttons in the table's language (``labels``).  The browser only
sends intents.

>>> table = Table(seed=7, you=0)
>>> table
Table(you=0, lang='en', phase='bid1', scores=(0, 0))
>>> table.act("p2 pass")
'You play Seat 0; Seat 2 is played by a bot'
>>> table.frame["status"]
'Your turn: make a call'
>>> table.act(table.view.legal[0])  # accepted: the message is empty
''
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from time import perf_counter
from typing import Any

import traitlets

from ..bots.base import Bot
from ..classroom.hands import (
    HUMAN,
    check_table_name,
    class_of_settings,
    default_table_name,
    save_class_hand,
)
from ..classroom.series import ClassSeries, SeriesMatch
from ..i18n import Lang, Message, cut, quote, text
from ..play.game import Game, Match
from ..play.view import SeatView
from ..records import read_record, write_record
from ..records.files import os_why
from ..records.results import Attempt
from ..review import HandReview, ReviewJob
from ..review.exact import Walk
from ..review.job import BOUND_NODES, SLICE_NODES
from ..rules.actions import Action, Play
from ..rules.cards import Card
from ..rules.errors import BalootError, check_lang
from ..rules.ruleset import RuleSet
from ..rules.state import HandState, Phase
from ..solver import BudgetSpent
from .background import Background
from .esm import css, esm
from .intents import IntentWidget
from .recording import Recording
from .reviewboard import ReviewBoard
from .session import Reply, TableSession
from .settings import (
    BotsArg,
    check_settings,
    checked_pace,
    make_bots,
    saved_bots,
    seated,
    source_from_record,
    waiting_hand,
)
from .table_frames import Note, table_html, table_labels

__all__ = ["REVIEW_BUDGET", "Table"]

#: seconds a review is worked on at most before the board shows it unfinished (its
#: cards still being valued say "between X and Y"); it is then filled in as the work goes
#: on.  The board is shown sooner when the job's first pass is done
#: (:attr:`~baloot_widgets.review.ReviewJob.board_ready`, bounded by positions searched)
REVIEW_BUDGET = 2.0


def _widget_ref(board: ReviewBoard | None, _widget: object) -> str | None:
    """How the ``board`` trait goes to the browser: anywidget's reference to a widget."""
    return None if board is None else f"anywidget:{board.model_id}"


class _ReviewTask:
    """The review of a finished hand, worked on in the background: the job, its progress
    and, once the job's board is ready (or :data:`REVIEW_BUDGET` is spent), the review so
    far (made by the worker, again each time a trick is valued exactly)."""

    def __init__(self, hand: Game, lang: Lang, budget: float) -> None:
        self.hand = hand
        self.state = hand.state
        self.job = ReviewJob(hand, lang=lang)
        self.progress = self.job.progress
        self.partial: HandReview | None = None
        self.review: HandReview | None = None
        self.error: BaseException | None = None
        self._until = perf_counter() + budget

    def step(self, seconds: float) -> bool:
        if self.job.step(seconds):
            self.review = self.job.result()
            self.progress = self.job.progress
            return True
        progress, self.progress = self.progress, self.job.progress
        if self.partial is None and (self.job.board_ready or perf_counter() >= self._until):
            self.partial = self.job.result()
        elif self.partial is not None and self.progress.tricks != progress.tricks:
            self.partial = self.job.result()  # a trick valued exactly: the board fills in
        return False


class _HintTask:
    """A hint worked on in the background, for the view it was asked for.

    In teacher mode (every hand shown) the hint is the solver's exact best card, under
    the review's budgets: a first try of :data:`~baloot_widgets.review.job.SLICE_NODES`
    positions; when that is not enough, ``partial`` says which card looks best so far and
    between which bounds its value lies (short searches), and the next slices go on
    from the solver's table (a budget doubles after a try that proved nothing new) until
    the exact hint is ready."""

    def __init__(self, session: TableSession, seen: SeatView) -> None:
        self.session = session
        self.seen = seen
        self.state = session.game.state
        self.reply: Reply | None = None
        self.partial: Reply | None = None
        self.partial_shown = False
        self.error: BaseException | None = None
        teacher = seen.hands is not None and self.state.phase is Phase.PLAY
        self.walk = Walk.of(self.state) if teacher and self.state.contract else None
        self._budget = SLICE_NODES

    def step(self, seconds: float) -> bool:
        walk = self.walk
        if walk is None:
            self.reply = self.session.hint_reply(self.seen)
            return True
        size = len(walk.solver.tt)
        try:
            with walk.solver.budget(self._budget):
                self.reply = self.session.hint_reply(self.seen, walk.solver)
            return True
        except BudgetSpent:
            pass
        if self.partial is None:
            self.partial = self._bounded(walk)
        if len(walk.solver.tt) == size:
            self._budget *= 2
        return False

    def _bounded(self, walk: Walk) -> Reply:
        """The card with the best proven lower bound so far, and its bounds."""
        cards = [int(a.card) for a in self.seen.legal if isinstance(a, Play)]
        try:
            bounds = {c: walk.card_bounds(self.state, c, BOUND_NODES) for c in cards}
        except BalootError:  # a foul in this trick: nothing to say before the hint
            return Reply()
        best = max(bounds, key=lambda c: (*bounds[c], -c))
        low, high = bounds[best]
        lang = self.session.lang
        said = text("table.hint_bounds", lang, card=Card(best), low=low, high=high)
        return Reply(message=Note(said, "hint"))


def _failure(exc: BaseException, lang: Lang) -> Note:
    """What the table says when something failed that should not have."""
    return Note(text("table.error", lang, error=cut(f"{type(exc).__name__}: {exc}", 160)))


class Table(Recording, IntentWidget):
    """A Baloot table: you hold one seat, bots play the other three.

    ``Table()`` plays a match to 152 against :class:`~baloot_widgets.bots.RandomBot`s;
    pass a :class:`~baloot_widgets.Game` or :class:`~baloot_widgets.Match` to play it,
    ``you`` for your seat, ``bots={seat: bot}`` (or a bot name such as ``"heuristic"``)
    for other bots, ``lang="ar"`` for Arabic (right to left) and ``reveal=True`` (teacher
    mode) to show every hand.  ``pace`` is the time in milliseconds between two animated
    moves.  ``humans=[0, 2]`` lets several players share one screen: when the turn passes
    to another of them, the table hides the hand until that player presses Ready.

    ``class_code="7B"`` plays the class's series of deals (duplicate Baloot: every table
    started with that code gets deal 1, 2, 3... in order, :mod:`baloot_widgets.classroom`)
    and keeps each finished hand in the learner's folder ``baloot/class-7B``, named after
    ``table_name`` ("Sara & Omar"; by default "Table" and four letters that differ from
    one table to the next), for the teacher's :func:`~baloot_widgets.course.duplicate_results`.

    >>> Table(reveal="no")
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.BalootError: reveal must be True (teacher mode: every hand is shown) or False, not 'no'
    """

    _esm = esm("learner.js", "table_draw.js", "table_side.js", "table.js")
    _css = css("learner.css", "table.css")
    _recorded = 0  #: the finished hands already recorded
    frame = traitlets.Dict().tag(sync=True)
    moves: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)
    sheet = traitlets.Dict().tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)
    pace = traitlets.Int(650).tag(sync=True)
    #: the review of a finished hand drawn under the table, or None (see :meth:`review`)
    board = traitlets.Instance(ReviewBoard, allow_none=True).tag(sync=True, to_json=_widget_ref)

    def __init__(
        self,
        game_or_match: Game | Match | None = None,
        *,
        you: int | None = None,
        humans: Sequence[int] | None = None,
        bots: BotsArg = None,
        lang: Lang = "en",
        reveal: bool = False,
        seed: int | str | None = 0,
        rules: RuleSet | None = None,
        pace: int = 650,
        class_code: str | None = None,
        table_name: str | None = None,
    ) -> None:
        lang = check_lang(lang)
        pace = checked_pace(pace)
        self._class: tuple[str, str] | None = None  # the class code and the table's name
        if class_code is not None:
            if game_or_match is not None:
                value = quote(game_or_match)
                raise BalootError(Message.of("error.class_table_source", value=value))
            series = ClassSeries.of(class_code)
            name = default_table_name() if table_name is None else check_table_name(table_name)
            self._class = (series.code, name)
            source: Game | Match = series.match(rules)
        else:
            source = game_or_match if game_or_match is not None else Match(seed, rules)
        seats = seated(you, humans)
        made, seeds = make_bots(bots, humans=seats)
        session = TableSession(
            source, humans=seats, bots=made, reveal=reveal, lang=lang, seeds=seeds
        )
        self._start(session, pace)

    def _start(self, session: TableSession, pace: int, *, notes: tuple[str, ...] = ()) -> None:
        """Open the table on a session: the bots move if one of them is to move, and
        ``notes`` (warnings of :meth:`load`) are shown in the message."""
        self._session = session
        self._still: dict[str, Any] = {}  # the last final frame, before its message
        self._board: tuple[Game, HandState, ReviewBoard] | None = None  # the last review made
        self._background = Background()
        self._reviewing: _ReviewTask | None = None  # the review being worked on
        self._unfinished: ReviewBoard | None = None  # its board, shown before it is done
        self._hinting: _HintTask | None = None  # the hint being worked on
        self._progress: str | None = None  # the progress line under the table
        session.ask_hint = self._ask_hint
        session.on_hand_over = self._hand_over
        super().__init__(lang=session.lang, pace=pace)
        self.labels = table_labels(session.lang, reveal=session.reveal)
        self.on_msg(self._on_msg)
        self._recording_start()
        reply = Reply()
        watcher = session.seat
        session.run_bots(reply)
        session.pass_screen()
        if notes:  # the warnings of load() follow what the bots said
            kind = "note" if reply.message is None else reply.message.kind
            reply.message = Note(" ".join(filter(None, (reply.text, *notes))), kind)
        self._publish(reply, watcher, redraw=True)

    # ---- the game behind the table ----------------------------------------------------

    @property
    def game(self) -> Game:
        """The hand being played."""
        return self._session.game

    @property
    def match(self) -> Match | None:
        """The match, when the table plays one."""
        return self._session.match

    @property
    def you(self) -> int:
        """The human seat at the screen."""
        return self._session.seat

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats played at this screen (one, unless ``humans=`` named several)."""
        return self._session.humans

    @property
    def bots(self) -> dict[int, Bot]:
        """The bot of each other seat."""
        return dict(self._session.bots)

    @property
    def view(self) -> SeatView:
        """What the human seat sees of the hand on the table (its cards, the calls, its
        legal actions...): the view the frames are drawn from."""
        return self._session.seat_view()

    @property
    def message(self) -> str:
        """The sentence under the table: why an intent was refused, a hint, a note ("" when
        there is none)."""
        note = self.frame.get("message")
        return str(note["text"]) if note else ""

    @property
    def hinted(self) -> str:
        """The action the last hint named ("" when there is none)."""
        return str(self.frame.get("hinted") or "")

    @property
    def bot_seconds(self) -> float:
        """How long the bots thought while answering the last intent, in seconds."""
        return self._session.bot_seconds

    # ---- intents ------------------------------------------------------------------------

    def _follow(self, intent: object) -> None:
        watcher = self._session.seat
        self._publish(self._session.handle(intent), watcher)

    def _refuse(self, why: Message) -> None:
        note = Note(why.text(self._session.lang), "note")
        self._publish(Reply(message=note), self._session.seat)

    def act(self, action: Action | str) -> str:
        """Play an action for the human seat (an action, or text such as ``"p0 play
        10H"``); the bots answer.  Returns the message: empty when it was accepted."""
        return self.send_intent({"type": "act", "action": str(action)})

    def next_hand(self) -> str:
        """Leave the finished hand on the table and deal the next one."""
        return self.send_intent({"type": "next"})

    def hint(self) -> str:
        """Ask the bots' hint for the human seat (when ``bots.hint`` exists)."""
        return self.send_intent({"type": "hint"})

    def ready(self) -> str:
        """The player the screen was passed to is ready: show their hand."""
        return self.send_intent({"type": "ready"})

    def undo(self) -> str:
        """Take back your last decision in this hand (and the bots' moves after it): it is
        your turn again where you decided.  Returns the message: empty when done.

        >>> from baloot_widgets import Game
        >>> table = Table(Game.new(seed=3, dealer=3), pace=0)
        >>> table.act("p0 pass"), len(table.game.history) > 1
        ('', True)
        >>> table.undo(), len(table.game.history), table.view.to_move
        ('', 0, 0)
        >>> table.undo()
        'There is no decision of yours to take back in this hand'
        """
        watcher = self._session.seat
        self._publish(self._session.undo(), watcher, redraw=True)
        return self.message

    def refresh(self) -> str:
        """Redraw the table after the game was changed from Python (``table.game.undo()``,
        ``table.game.act(...)``) and let the bots move if one of them is to move."""
        watcher = self._session.seat
        reply = self._session.resync(message="")
        self._session.pass_screen()
        self._publish(reply, watcher, redraw=True)
        return self.message

    def review(self) -> ReviewBoard | str:
        """The board of the last finished hand (:class:`~baloot_widgets.ReviewBoard`), for
        your seat and in the table's language: the board that "Review this hand" opens
        under the table.  Before any hand is finished, the sentence that says so.

        >>> Table(seed=7).review()
        'No hand is finished yet: play a hand to its end, then review it'
        """
        hand = self._session.last_finished
        if hand is None:
            return text("table.nothing_to_review", self._session.lang)
        return self._review_of(hand)

    def _review_of(self, hand: Game) -> ReviewBoard:
        """The board of ``hand``, made once (the solver walks the whole hand, about a
        second) and kept while the hand stays as it is."""
        kept = self._board
        if kept is None or kept[0] is not hand or kept[1] is not hand.state:
            board = ReviewBoard.from_game(hand, seat=self.you, lang=self._session.lang)
            kept = self._board = (hand, hand.state, board)
        return kept[2]

    def _shown_board(self) -> tuple[ReviewBoard | None, Note | None]:
        """The review to draw under the table (when a player opened one), or why it could
        not be made (the review is then closed).  Off the click (a Jupyter kernel,
        JupyterLite) the review is worked on in the background: nothing, or the board of
        the review so far, is drawn until it is done."""
        session = self._session
        hand = session.open_review
        task = self._reviewing
        if task is not None and (hand is not task.hand or hand.state is not task.state):
            self._stop_review()  # closed, or the next hand has started
        if hand is None:
            return None, None
        kept = self._board
        if kept is not None and kept[0] is hand and kept[1] is hand.state:
            return kept[2], None
        try:
            if self._background.mode == "now":
                return self._review_of(hand), None
            if self._reviewing is None:
                self._start_review(hand)
            return self._unfinished, None
        except Exception as exc:  # never raise into the notebook: say what went wrong
            session.reviewing = None
            return None, _failure(exc, session.lang)

    # ---- work off the click: the review and the hint ----------------------------------------

    def _start_review(self, hand: Game) -> None:
        task = self._reviewing = _ReviewTask(hand, self._session.lang, REVIEW_BUDGET)
        self._progress = task.progress.text(self._session.lang)
        self._background.start(
            "review", task, progress=self._review_progress, done=self._review_done
        )

    def _stop_review(self) -> None:
        self._background.cancel("review")
        if self._reviewing is not None:
            self._progress = None
        self._reviewing = None
        self._unfinished = None

    def _review_progress(self, task: _ReviewTask) -> None:
        """A slice of the review is done (on the widget's thread): the progress line, and
        the board of the review so far once the budget is spent."""
        if task is not self._reviewing:
            return
        lang = self._session.lang
        shown = self._unfinished
        if task.partial is not None and shown is None:
            self._unfinished = ReviewBoard(task.partial, seat=self.you, lang=lang)
            self.board = self._unfinished
        elif task.partial is not None and shown is not None and shown.review is not task.partial:
            shown.show_review(task.partial)  # cards filled in
        self._show_progress(task.progress.text(lang))

    def _review_done(self, task: _ReviewTask) -> None:
        """The review is done (on the widget's thread): its board replaces the progress."""
        if task is not self._reviewing:
            return
        session = self._session
        self._reviewing = None
        board, self._unfinished = self._unfinished, None
        if task.error is not None or task.review is None:
            session.reviewing = None
            self._progress = None
            self._publish(
                Reply(message=_failure(task.error or ValueError(), session.lang)), self.you
            )
            return
        if board is None:
            board = ReviewBoard(task.review, seat=self.you, lang=session.lang)
        else:
            board.show_review(task.review)
        self._board = (task.hand, task.state, board)
        self._progress = None
        with self.hold_sync():
            if session.open_review is task.hand:
                self.board = board
            self.frame = {**self.frame, "progress": None}

    def _ask_hint(self, seen: SeatView) -> Reply:
        """The session asks for a hint: off the click it is worked on in the background
        (the answer comes when it is ready), else it is computed now."""
        session = self._session
        if self._background.mode == "now":
            return session.hint_reply(seen)
        task = self._hinting = _HintTask(session, seen)
        self._progress = text("table.hint_thinking", session.lang)
        self._background.start("hint", task, progress=self._hint_progress, done=self._hint_done)
        return Reply()

    def _hint_progress(self, task: _HintTask) -> None:
        """A slice of a hint is done (on the widget's thread): what is known so far is
        shown once, while the exact hint is worked out."""
        if task is not self._hinting or task.partial is None or task.partial_shown:
            return
        task.partial_shown = True
        if self._session.game.state is task.state:
            self._publish(task.partial, self.you)

    def _hint_done(self, task: _HintTask) -> None:
        """The hint is ready (on the widget's thread): shown if the table is still where
        it was asked."""
        if task is not self._hinting:
            return
        self._hinting = None
        self._progress = self._review_line()
        session = self._session
        if task.error is not None:
            reply = Reply(message=_failure(task.error, session.lang))
        elif session.game.state is not task.state or task.reply is None:
            reply = Reply()
        else:
            reply = task.reply
        self._publish(reply, self.you)

    def _review_line(self) -> str | None:
        task = self._reviewing
        return None if task is None else task.progress.text(self._session.lang)

    def _show_progress(self, line: str | None) -> None:
        """Change the progress line only: the same frame, no new answer."""
        self._progress = line
        if self.frame.get("progress") != line:
            self.frame = {**self.frame, "progress": line}

    def wait(self) -> None:
        """Finish the work the table is doing in the background (a review, a hint) now,
        in the caller: for a script or a test that wants the result."""
        review, hint = self._reviewing, self._hinting
        if review is not None and self._background.wait("review"):
            self._review_done(review)
        if hint is not None and self._background.wait("hint"):
            self._hint_done(hint)

    def _publish(self, reply: Reply, watcher: int, *, redraw: bool = False) -> None:
        """Send the answer in one message to the browser: the frames of its moves (when
        the table animates), drawn for ``watcher``, the seat that was at the screen, and
        the final frame with the message.  The final frame is drawn again only when the
        table changed.  The review under the table follows the final frame."""
        session = self._session
        board, failed = self._shown_board()
        hinting = self._hinting
        if hinting is not None and session.game.state is not hinting.state:
            self._background.cancel("hint")  # the table moved on: that hint is out of date
            self._hinting = None
            self._progress = self._review_line()
        message = failed or reply.message
        changed = redraw or reply.changed or not self._still
        try:
            still = session.frame() if changed else self._still
            moves = session.move_frames(reply.moves, watcher) if self.pace > 0 else []
            sheet = session.sheet() if changed else self.sheet
        except Exception as exc:  # never raise into the notebook: say what went wrong
            message = _failure(exc, session.lang)
            still, moves, sheet = self._still, [], self.sheet
        self._still = still
        seq = self._next_seq(changed=changed)
        said = None if message is None else message.as_json()
        with self.hold_sync():
            self.moves = moves
            self.sheet = sheet
            self.frame = {
                **still, "seq": seq, "message": said, "hinted": reply.hint,
                "progress": self._progress,
            }  # fmt: skip
            if self.board is not board:
                self.board = board
        session.mark_seen()
        for attempt in self._new_attempts():
            self._record(attempt)

    def _new_attempts(self) -> list[Attempt]:
        """The hands finished since the last call, to record: skill ``"hand"``, no right
        answer; the detail says the contract, the result, the learner's seats and the
        hand's seed (the same seed deals the same cards at every table)."""
        source = self._session.source
        if isinstance(source, Match):
            hands = list(source.finished)
            seeds = [source.hand_seed(i) for i in range(len(hands))]
        else:
            hands, seeds = ([source] if source.is_over else []), []
        new, start = hands[self._recorded :], self._recorded
        self._recorded = len(hands)
        out = []
        for i, hand in enumerate(new, start=start):
            state, result = hand.state, hand.state.result
            detail = {
                "hand": i + 1, "contract": "" if state.contract is None else str(state.contract),
                "outcome": result.outcome if result else "", "seats": list(self.humans),
                "points": list(result.points) if result else [],
                "seed": seeds[i] if i < len(seeds) else None,
            }  # fmt: skip
            out.append(
                Attempt(learner="", source="hand", skill="hand", correct=None, detail=detail)
            )
        return out

    @traitlets.observe("lang")
    def _lang_changed(self, change: dict[str, Any]) -> None:
        if not hasattr(self, "_session") or change["new"] == self._session.lang:
            return
        try:
            self._session.lang = check_lang(change["new"])
        except BalootError as exc:
            self.lang = change["old"]
            self._publish(Reply(message=Note(exc.text(self._session.lang))), self._session.seat)
            return
        self.labels = table_labels(self._session.lang, reveal=self._session.reveal)
        if self._board is not None:
            self._board[2].lang = self._session.lang
        self._publish(Reply(), self._session.seat, redraw=True)

    # ---- records ------------------------------------------------------------------------

    @property
    def class_table(self) -> tuple[str, str] | None:
        """The class code and the table's name of a class table (None otherwise)."""
        return self._class

    def _hand_over(self, hand: Game) -> str | None:
        """A hand of the match ended: a class table keeps it for the teacher (a save that
        fails is said under the table; the game goes on)."""
        match = self._session.match
        if self._class is None or not isinstance(match, SeriesMatch):
            return None
        session = self._session
        players = [
            HUMAN if s in session.humans else str(getattr(session.bots[s], "name", "bot"))
            for s in range(4)
        ]
        code, name = self._class
        try:
            save_class_hand(hand, code=code, deal=len(match.finished), table=name, players=players)
        except BalootError as exc:
            return text("table.class_save_failed", session.lang, why=exc.text(session.lang))
        except OSError as exc:  # the learner's folder cannot be made
            return text("table.class_save_failed", session.lang, why=os_why(exc).text(session.lang))
        return None

    def save(self, path: str | Path) -> Path:
        """Write the game or match record (JSON) to ``path`` with the table's settings
        (your seat, language, teacher mode, pace, the bots, a hand waiting for "Next
        hand"); :meth:`load` reopens it.  The file is replaced atomically: a failed save
        leaves an earlier file whole and raises a BalootError that says why."""
        record = self._session.record()
        record["table"]["pace"] = self.pace
        if self._class is not None:
            record["table"]["class"] = {"code": self._class[0], "table": self._class[1]}
        return write_record(path, record, what=Message.of("error.what_table"))

    @classmethod
    def load(cls, path: str | Path, **options: Any) -> Table:
        """Reopen a table saved with :meth:`save` (also a plain game or match record).
        Keyword options (``you``, ``humans``, ``bots``, ``lang``, ``reveal``, ``pace``)
        override the saved ones.  A record that cannot be read or replayed raises a RecordError."""
        unknown = sorted(set(options) - {"you", "humans", "bots", "lang", "reveal", "pace"})
        if unknown:
            raise BalootError(Message.of("error.load_option", option=quote(unknown[0])))
        record = read_record(path, what=Message.of("error.what_table_record"))
        settings = check_settings(record.get("table"))
        source = source_from_record(record)
        joined = class_of_settings(settings)
        if joined is not None:  # a class table goes on with the class's deals
            source = SeriesMatch.resume(source, joined[0])
        get = {**settings, **options}.get
        lang = check_lang(get("lang", "en"))
        if "you" in options and "humans" not in options:
            humans = seated(options["you"], None)
        else:
            humans = seated(None, get("humans", [get("you", 0)]))
        notes: list[str] = []
        if "bots" in options:
            bots, seeds = make_bots(options["bots"], humans=humans)
        else:
            bots, seeds = saved_bots(settings.get("bots", {}), humans, lang, notes)
        session = TableSession(
            source, humans=humans, bots=bots, reveal=get("reveal", False), lang=lang, seeds=seeds
        )
        if settings.get("review"):
            session.review = waiting_hand(source)
        table = cls.__new__(cls)
        table._class = joined
        table._start(session, checked_pace(get("pace", 650)), notes=tuple(notes))
        return table

    # ---- pictures -----------------------------------------------------------------------

    def picture(self) -> str:
        """The static picture of the final frame (beside the live table, for exports)."""
        return table_html(self.frame, self.sheet, self.labels)

    def _who(self) -> str:
        humans = self._session.humans
        return f"you={humans[0]}" if len(humans) == 1 else f"humans={list(humans)}"

    def __repr__(self) -> str:
        s = self.game.state
        scores = self.match.scores if self.match is not None else s.match_scores
        return (
            f"Table({self._who()}, lang={self._session.lang!r}, phase={s.phase.value!r}, "
            f"scores={tuple(scores)})"
        )
