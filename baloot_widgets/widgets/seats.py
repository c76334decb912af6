"""Who sits at the table and what its screen shows: the human seats (one, or several
sharing one screen), the bots of the other seats, and the frames drawn for the seat at
the screen (:mod:`.table_frames`).  :class:`~.session.TableSession` adds what the players do.

Several humans may share one screen (a classroom): when the turn passes to another human,
the screen is covered ("Pass the screen to Seat 2 · Ready") until that player presses
Ready, and nothing synced to the page holds a hand other than the one shown: under the
cover, no hand at all.

>>> from baloot_widgets import Game
>>> from baloot_widgets.bots import RandomBot
>>> seats = TableSeats(Game.new(seed=3, dealer=3), humans=(0, 2), bots={1: RandomBot(), 3: RandomBot()})
>>> seats.seat, seats.covered, seats.frame()["cover"]
(0, True, 'Pass the screen to Seat 0')
>>> seats.frame()["hand"]
[]
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from ..bots.base import Bot
from ..classroom.series import SeriesMatch
from ..i18n import CATALOGUE, Lang, Message, quote, seat_name, team_name, text
from ..play.game import Game, Match
from ..play.view import SeatView, view
from ..rules.actions import Action
from ..rules.cards import CardSet
from ..rules.errors import BalootError
from ..rules.state import HandState
from .scores import score_sheet
from .table_frames import Around, Button, frame, move_frame
from .wording import label

__all__ = ["Move", "TableSeats", "checked_humans"]


@dataclasses.dataclass(frozen=True, slots=True)
class Move:
    """One move of an answer, as the table animates it: the action, the hand just after
    it, how many tricks were finished before it, and the score sheet's extent before it
    (how many hands it showed and the totals)."""

    action: Action
    state: HandState
    tricks_before: int
    sheet: tuple[int, tuple[int, int]]


def checked_humans(humans: object) -> tuple[int, ...]:
    """The human seats: one or more different seats 0-3, or a BalootError that says why.

    >>> checked_humans([2, 0]), checked_humans(1)
    ((2, 0), (1,))
    >>> checked_humans([0, 0])
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.BalootError: the human seats must be different seats 0-3, such as [0, 2], not [0, 0]
    """
    seats: object = (
        (humans,) if isinstance(humans, int) and not isinstance(humans, bool) else humans
    )
    if (
        isinstance(seats, (tuple, list))
        and 0 < len(seats) <= 4
        and all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s <= 3 for s in seats)
        and len(set(seats)) == len(seats)
    ):
        return tuple(seats)
    shown = quote(list(seats)) if isinstance(seats, (tuple, list)) else quote(seats)
    raise BalootError(Message.of("error.humans", humans=shown))


class TableSeats:
    """A game or match with its human seats (``humans``) and a bot in every other seat,
    and the frames its screen shows."""

    def __init__(
        self,
        source: Game | Match,
        *,
        humans: Sequence[int] = (0,),
        bots: Mapping[int, Bot],
        reveal: bool = False,
        lang: Lang = "en",
        seeds: Mapping[int, int | None] | None = None,
    ) -> None:
        if not isinstance(source, (Game, Match)):
            raise BalootError(Message.of("error.table_source", value=quote(source)))
        self.humans = checked_humans(list(humans) if isinstance(humans, Sequence) else humans)
        unknown = [s for s in bots if not (type(s) is int and 0 <= s <= 3)]
        if unknown:
            raise BalootError(Message.of("error.bot_seat", seat=quote(unknown[0])))
        missing = [s for s in range(4) if s not in self.humans and s not in bots]
        if missing:
            raise BalootError(Message.of("error.bot_missing", seat=missing[0]))
        both = [s for s in self.humans if s in bots]
        if both:
            raise BalootError(Message.of("error.bot_human", seat=both[0]))
        strange = [s for s, bot in bots.items() if not isinstance(bot, Bot)]
        if strange:
            raise BalootError(
                Message.of("error.not_bot", seat=strange[0], bot=quote(bots[strange[0]]))
            )
        if not isinstance(reveal, bool):
            raise BalootError(Message.of("error.reveal", reveal=quote(reveal)))
        self.source = source
        self.bots = dict(bots)
        #: the seed of each bot, when the table knows it (it is saved with the bot)
        self.seeds: dict[int, int | None] = dict(seeds or {})
        self.reveal = reveal
        self.lang: Lang = lang
        #: a finished hand of a match, shown until a player asks for the next one
        self.review: Game | None = None
        #: the finished hand whose review is open under the table (see :attr:`open_review`)
        self.reviewing: Game | None = None
        #: the hand and state the browser was last sent (to notice changes made from Python)
        self.seen: tuple[Game, HandState] | None = None
        #: the human seat at the screen: its view is drawn
        self.seat = self.humans[0]
        #: True while the screen waits for :attr:`seat` to press Ready (several humans)
        self.covered = len(self.humans) > 1
        self.pass_screen()

    # ---- the game ------------------------------------------------------------------

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
    def last_finished(self) -> Game | None:
        """The last finished hand: the game when it is over, or the match's last scored
        hand (None before any hand is finished)."""
        match = self.match
        if match is None:
            return self.game if self.game.is_over else None
        return match.finished[-1] if match.finished else None

    @property
    def reviewable(self) -> Game | None:
        """The finished hand the table offers to review: the last finished hand, on its
        end-of-hand screen and until the first card of the next hand is played."""
        state = self.game.state
        if self.review is None and not self.is_over and (state.tricks or state.trick):
            return None
        return self.last_finished

    @property
    def open_review(self) -> Game | None:
        """The hand whose review the table shows: the one a player asked for, as long as
        it is still the reviewable hand."""
        hand = self.reviewing
        return hand if hand is not None and hand is self.reviewable else None

    @property
    def is_over(self) -> bool:
        """True when nothing more can be played at this table."""
        return self.source.is_over

    @property
    def to_move(self) -> int | None:
        """The seat to move in the live hand, unless the table waits for Next hand."""
        return None if self.is_over or self.review is not None else self.game.state.to_move

    @property
    def bot_to_move(self) -> bool:
        """True when a bot's seat is to move: after a bot failed or the bots ran out of
        time (the table then offers Retry), or when the game was changed from Python."""
        return self.to_move in self.bots

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
    def hint_shown(self) -> bool:
        """True when the screen shows the Hint button: the player at the screen is to move
        and sees their hand."""
        return not self.covered and self.to_move == self.seat

    def pass_screen(self) -> None:
        """When another human seat is to move, the screen goes to it, covered until that
        player presses Ready (with one human seat, it never moves)."""
        mover = self.to_move
        if mover in self.humans and mover != self.seat:
            self.seat = mover
            self.covered = True

    # ---- what the screen shows -----------------------------------------------------

    def players(self, seat: int | None = None) -> tuple[str, ...]:
        """Who plays each seat: "You" for ``seat`` (by default the seat at the screen),
        "at this screen" for the other human seats, or the bot's name ("random bot" for
        the known bots)."""
        seat = self.seat if seat is None else seat
        names = []
        for s in range(4):
            if s in self.humans:
                names.append(label("you" if s == seat else "human", self.lang))
                continue
            name = str(getattr(self.bots[s], "name", "bot"))
            key = f"table.bot_{name}"
            names.append(text(key, self.lang) if key in CATALOGUE else name)
        return tuple(names)

    def seat_view(
        self, state: HandState | None = None, *, seat: int | None = None, reasons: bool = True
    ) -> SeatView:
        """The view of ``seat`` (by default the seat at the screen) of the hand on the
        table or of ``state``, without its cards while the screen is covered."""
        state = self.shown.state if state is None else state
        seat = self.seat if seat is None else seat
        seen = view(state, seat, reveal=self.reveal, reasons=reasons)
        if self.covered:
            return dataclasses.replace(seen, hand=CardSet(0), legal=(), reasons={})
        return seen

    def sheet_extent(self) -> tuple[int, tuple[int, int]]:
        """How many hands the score sheet shows now, and the totals."""
        match = self.match
        if match is not None:
            return len(match.finished), match.scores
        result = self.game.result
        return (0, (0, 0)) if result is None else (1, result.points)

    def buttons(self) -> tuple[Button, ...]:
        """The table's buttons beside the calls: "Ready" on a covered screen, "Next hand"
        after a hand of a match, "Retry" after a bot failed or the bots ran out of time,
        "Review this hand" (or "Close the review") while a finished hand can be reviewed.
        (A new button is a label of the catalogue, an entry here and its intent in
        :meth:`~.session.TableSession._intents`.)"""
        if self.covered:
            return (Button("ready", label("ready", self.lang), "ready"),)
        out = []
        if self.review is not None and not self.is_over:
            out.append(Button("next", label("next_hand", self.lang), "next"))
        if self.bot_to_move:
            out.append(Button("retry", label("retry", self.lang), "next"))
        hand = self.reviewable
        if hand is not None and self.open_review is not None:  # one key: the focus stays
            out.append(Button("review", label("close_review", self.lang), "close_review"))
        elif hand is not None:
            words = label("review_hand" if hand is self.shown else "review_last", self.lang)
            out.append(Button("review", words, "review"))
        return tuple(out)

    def around(self) -> Around:
        """What the table adds to the view of the seat at the screen now."""
        status = None
        match = self.match
        if match is not None and match.winner is not None:
            team = team_name(match.winner, self.lang)
            won, lost = max(match.scores), min(match.scores)
            status = label("match_over", self.lang, team=team, won=won, lost=lost)
        cover = label("pass_screen", self.lang, seat=seat_name(self.seat, self.lang))
        return Around(
            players=self.players(),
            lang=self.lang,
            buttons=self.buttons(),
            hint=self.hint_shown,
            status=status,
            sheet=self.sheet_extent(),
            cover=cover if self.covered else None,
            series=self.series_line(),
        )

    def series_line(self) -> str | None:
        """Which deal of a class's series the hand on the table is ("Class 7B · deal 3"),
        or None when the table does not play a class's series."""
        match = self.match
        if not isinstance(match, SeriesMatch):
            return None
        shown = self.shown
        done = match.finished
        n = next((i for i, g in enumerate(done, start=1) if g is shown), len(done) + 1)
        return label("class_deal", self.lang, code=match.series.code, n=n)

    def frame(self) -> dict[str, Any]:
        """The final frame: the table as it is now, for the seat at the screen."""
        return frame(self.seat_view(), self.around())

    def move_frames(self, moves: Sequence[Move], watcher: int) -> list[dict[str, Any]]:
        """The frames of the moves to animate before the final frame, drawn for
        ``watcher`` (the seat that was at the screen), without its cards when the answer
        ends with the screen covered for another seat.  A last move that did not finish
        a trick is not animated: the final frame shows it."""
        out = []
        players = self.players(watcher)
        for i, move in enumerate(moves):
            after = self.seat_view(move.state, seat=watcher, reasons=False)
            completes = len(after.tricks) > move.tricks_before
            if i == len(moves) - 1 and not completes:
                break
            hold = 0.5 if i == 0 and move.action.seat == watcher else 1.0
            around = Around(players, self.lang, sheet=move.sheet)
            out.append(move_frame(move.action, after, move.tricks_before, around, hold=hold))
        return out

    def sheet(self) -> dict[str, Any]:
        """The score sheet: each finished hand's lines, the teams, the match target."""
        match = self.match
        games = match.finished if match is not None else [self.game] if self.is_over else []
        target = match.rules.match_target if match is not None else None
        you = self.seat if len(self.humans) == 1 else None  # several: "You" says nobody
        return score_sheet(games, target, self.lang, you=you)
