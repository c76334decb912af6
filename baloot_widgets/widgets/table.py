"""The interactive Baloot table: an anywidget where a student plays against bots.

Python is the only truth (ARCHITECTURE.md §5).  The synced traits are the view of the
human seat (``view``, from :func:`baloot_widgets.observe.view` plus what the table draws),
the bots' moves to animate (``events``), the match score sheet (``sheet``), the labels in
the table's language (``labels``) and a ``message``.  The browser only sends intents.

>>> table = Table(seed=7, you=0)
>>> table
Table(you=0, lang='en', phase='bid1', scores=(0, 0))
>>> table.act("p2 pass")
'You play Seat 0; Seat 2 is played by a bot'
>>> table.view["ui"]["status"]
'Your turn: make a call'
>>> table.act(table.view["legal"][0])  # accepted: the message is empty
''
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ..bots.base import Bot
from ..bots.registry import bot_from_spec, make_bot
from ..errors import BalootError, RecordError
from ..game import Game, Match
from ..i18n import Lang, labels, seat_name, term, text
from ..records import read_record, write_record
from ..render import table_html
from ..rules.ruleset import RuleSet
from .esm import css, esm
from .quoting import cut, echo
from .session import Reply, TableSession
from .settings import check_settings, source_from_record

__all__ = ["Table", "table_labels"]

#: what ``bots=`` may be: bots or bot names ("heuristic", "expert:worlds=8") by seat, or
#: one name for every other seat
BotsArg = Mapping[int, "Bot | str"] | str | None


_LABEL_KEYS = (
    "your_hand", "last_trick", "leads", "winning", "score_sheet", "hint", "next_hand",
    "akka_on", "skip", "dealer", "dealer_short", "contract", "calls", "trick", "loading", "cards",
)  # fmt: skip


def table_labels(lang: Lang, *, reveal: bool = False) -> dict[str, str]:
    """The headings and buttons the JavaScript draws, in one language (none change during
    a game, so they are synced once).

    >>> table_labels("ar")["dir"], table_labels("en")["next_hand"]
    ('rtl', 'Next hand')
    """
    out = labels(_LABEL_KEYS, lang)
    out.update(
        dir="rtl" if lang == "ar" else "ltr",
        floor=term("floor", lang),
        buyer=term("buyer", lang),
        akka=term("akka", lang),
    )
    out.update(
        retry=text("table.retry", lang),
        schema=text("table.schema", lang, want="{want}", got="{got}"),
    )
    if reveal:
        out["teacher"] = text("table.teacher", lang)
    return out


def _check_lang(lang: object) -> Lang:
    if lang == "en" or lang == "ar":
        return lang
    raise BalootError(f"lang must be 'en' or 'ar', not {echo(lang)}")


def _check_pace(pace: object) -> int:
    if isinstance(pace, bool) or not isinstance(pace, int) or not 0 <= pace <= 60_000:
        raise BalootError(
            f"pace must be a whole number of milliseconds between two moves (0 to 60000), "
            f"not {echo(pace)}"
        )
    return pace


def make_bots(bots: BotsArg, *, you: int) -> tuple[dict[int, Bot], dict[int, int | None]]:
    """The bots of the other seats and their seeds (when known): ``None`` gives a random
    bot seeded with its seat; a bot name (``"heuristic"``) or ``{seat: bot or name}``
    makes named bots seeded with their seats.

    >>> bots, seeds = make_bots("heuristic", you=0)
    >>> sorted(bots), seeds
    ([1, 2, 3], {1: 1, 2: 2, 3: 3})
    """
    if bots is None:
        bots = "random"
    if isinstance(bots, str):
        bots = {s: bots for s in range(4) if s != you}
    if not isinstance(bots, Mapping):
        raise BalootError(
            f"bots must be a dict of seats to bots, such as {{1: RandomBot(seed=1)}}, "
            f"or a bot name such as 'heuristic', not {echo(bots)}"
        )
    made: dict[int, Bot] = {}
    seeds: dict[int, int | None] = {}
    for seat, bot in bots.items():
        if isinstance(bot, str):
            made[seat] = make_bot(bot, seat if isinstance(seat, int) else 0)
            seeds[seat] = seat
        else:
            made[seat] = bot
            seed = getattr(bot, "seed", None)
            seeds[seat] = seed if isinstance(seed, int) and not isinstance(seed, bool) else None
    return made, seeds


class Table(anywidget.AnyWidget):
    """A Baloot table: you hold one seat, bots play the other three.

    ``Table()`` plays a match to 152 against :class:`~baloot_widgets.bots.RandomBot`s;
    pass a :class:`~baloot_widgets.Game` or :class:`~baloot_widgets.Match` to play it,
    ``bots={seat: bot}`` (or a bot name such as ``"heuristic"``) for other bots,
    ``lang="ar"`` for Arabic (right to left) and ``reveal=True`` (teacher mode) to show
    every hand.  ``pace`` is the time in milliseconds between two animated moves.

    >>> Table(reveal="no")
    Traceback (most recent call last):
    ...
    baloot_widgets.errors.BalootError: reveal must be True (teacher mode: every hand is shown) or False, not 'no'
    """

    _esm = esm("table.js")
    _css = css("table.css")
    _kind = traitlets.Unicode("table").tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    events = traitlets.Dict().tag(sync=True)
    sheet = traitlets.Dict().tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    hinted = traitlets.Unicode("").tag(sync=True)
    hint_available = traitlets.Bool(False).tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)
    pace = traitlets.Int(650).tag(sync=True)

    def __init__(
        self,
        game_or_match: Game | Match | None = None,
        *,
        you: int = 0,
        bots: BotsArg = None,
        lang: Lang = "en",
        reveal: bool = False,
        seed: int | str | None = 0,
        rules: RuleSet | None = None,
        pace: int = 650,
    ) -> None:
        lang = _check_lang(lang)
        pace = _check_pace(pace)
        source = game_or_match if game_or_match is not None else Match(seed, rules)
        made, seeds = make_bots(bots, you=you)
        session = TableSession(source, you=you, bots=made, reveal=reveal, lang=lang, seeds=seeds)
        self._start(session, pace)

    def _start(self, session: TableSession, pace: int, *, notes: tuple[str, ...] = ()) -> None:
        """Open the table on a session: the bots move if one of them is to move, and
        ``notes`` (warnings of :meth:`load`) are shown in the message."""
        self._session = session
        self._seq = 0
        super().__init__(lang=session.lang, pace=pace)
        self.labels = table_labels(session.lang, reveal=session.reveal)
        self.on_msg(self._on_msg)
        reply = Reply()
        session.run_bots(reply)
        reply.message = " ".join(filter(None, (reply.message, *notes)))
        self._publish(reply, redraw=True)

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
        """The human seat."""
        return self._session.you

    @property
    def bots(self) -> dict[int, Bot]:
        """The bot of each other seat."""
        return dict(self._session.bots)

    @property
    def bot_seconds(self) -> float:
        """How long the bots thought while answering the last intent, in seconds."""
        return self._session.bot_seconds

    # ---- intents ------------------------------------------------------------------------

    def _on_msg(self, _widget: object, content: object, _buffers: object) -> None:
        self._publish(self._session.handle(content))

    def send_intent(self, intent: object) -> str:
        """Handle an intent as if the browser had sent it; returns the message."""
        self._on_msg(self, intent, [])
        return self.message

    def act(self, action: str) -> str:
        """Play an action for the human seat (text such as ``"p0 play 10H"``); the bots
        answer.  Returns the message: empty when the action was accepted."""
        return self.send_intent({"type": "act", "action": action})

    def next_hand(self) -> str:
        """Leave the finished hand on the table and deal the next one."""
        return self.send_intent({"type": "next"})

    def hint(self) -> str:
        """Ask the bots' hint for the human seat (when ``bots.hint`` exists)."""
        return self.send_intent({"type": "hint"})

    def undo(self) -> str:
        """Take back your last decision in this hand (and the bots' moves after it): it is
        your turn again where you decided.  Returns the message: empty when done.

        >>> from baloot_widgets import Game
        >>> table = Table(Game.new(seed=3, dealer=3), pace=0)
        >>> table.act("p0 pass"), len(table.game.history) > 1
        ('', True)
        >>> table.undo(), len(table.game.history), table.view["to_move"]
        ('', 0, 0)
        >>> table.undo()
        'There is no decision of yours to take back in this hand'
        """
        self._publish(self._session.undo(), redraw=True)
        return self.message

    def refresh(self) -> str:
        """Redraw the table after the game was changed from Python (``table.game.undo()``,
        ``table.game.act(...)``) and let the bots move if one of them is to move."""
        self._publish(self._session.resync(message=""), redraw=True)
        return self.message

    def _publish(self, reply: Reply, *, redraw: bool = False) -> None:
        """Reassign the synced traits in one message to the browser; the view and the
        score sheet are computed again only when the table changed."""
        try:
            changed = redraw or reply.changed
            view = self._session.view() if changed else self.view
            sheet = self._session.sheet() if changed else self.sheet
        except Exception as exc:  # never raise into the notebook
            error = cut(f"{type(exc).__name__}: {exc}", 160)
            self.message = text("table.error", self._session.lang, error=error)
            return
        self._seq += 1
        with self.hold_sync():
            self.events = {"seq": self._seq, "items": reply.events}
            self.view = view
            self.sheet = sheet
            self.message = reply.message
            self.hinted = reply.hint or ""
            self.hint_available = self._session.hint_available
        self._session.mark_seen()

    @traitlets.observe("lang")
    def _lang_changed(self, change: dict[str, Any]) -> None:
        if not hasattr(self, "_session") or change["new"] == self._session.lang:
            return
        try:
            self._session.lang = _check_lang(change["new"])
        except BalootError as exc:
            self.lang = change["old"]
            self.message = str(exc)
            return
        self.labels = table_labels(self._session.lang, reveal=self._session.reveal)
        self._publish(Reply(), redraw=True)

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """The browser may not change the truth: an update it sends is answered with the
        current values (the JavaScript never sends one; this guards against tampering)."""
        keys = [key for key in sync_data if key in self.keys]
        if keys:
            self.send_state(keys)

    # ---- records ------------------------------------------------------------------------

    def save(self, path: str | Path) -> Path:
        """Write the game or match record (JSON) to ``path`` with the table's settings
        (your seat, language, teacher mode, pace, the bots, a hand waiting for "Next
        hand"); :meth:`load` reopens it.  The file is replaced atomically: a failed save
        leaves an earlier file whole and raises a BalootError that says why."""
        record = self._session.record()
        record["table"]["pace"] = self.pace
        return write_record(path, record, what="the table")

    @classmethod
    def load(cls, path: str | Path, **options: Any) -> Table:
        """Reopen a table saved with :meth:`save` (also a plain game or match record).
        Keyword options (``you``, ``bots``, ``lang``, ``reveal``, ``pace``) override the
        saved ones.  A record that cannot be read or replayed raises a RecordError."""
        unknown = sorted(set(options) - {"you", "bots", "lang", "reveal", "pace"})
        if unknown:
            raise BalootError(
                f"Table.load has no option {echo(unknown[0])}: use you, bots, lang, reveal or pace"
            )
        record = read_record(path, what="the table record")
        settings = check_settings(record.get("table"))
        source = source_from_record(record)
        get = {**settings, **options}.get
        you, lang = get("you", 0), _check_lang(get("lang", "en"))
        notes: list[str] = []
        if "bots" in options:
            bots, seeds = make_bots(options["bots"], you=you)
        else:
            bots, seeds = _saved_bots(settings.get("bots", {}), you, lang, notes)
        session = TableSession(
            source, you=you, bots=bots, reveal=get("reveal", False), lang=lang, seeds=seeds
        )
        if settings.get("review"):
            session.review = _waiting_hand(source)
        table = cls.__new__(cls)
        table._start(session, _check_pace(get("pace", 650)), notes=tuple(notes))
        return table

    # ---- pictures -----------------------------------------------------------------------

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]] | None:
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data, metadata = bundle
        data["text/html"] = table_html(self.view, self.sheet, self.labels)
        return data, metadata

    def __repr__(self) -> str:
        s = self.game.state
        scores = self.match.scores if self.match is not None else s.match_scores
        return (
            f"Table(you={self.you}, lang={self._session.lang!r}, phase={s.phase.value!r}, "
            f"scores={tuple(scores)})"
        )


def _saved_bots(
    specs: dict[str, Any], you: int, lang: Lang, notes: list[str]
) -> tuple[dict[int, Bot], dict[int, int | None]]:
    """The bots of a record's settings for every seat but ``you`` (a seat the record has
    no bot for gets a random bot); a bot saved as "custom" adds a warning to ``notes``."""
    bots, seeds = make_bots(None, you=you)
    for key, spec in specs.items():
        if key not in ("0", "1", "2", "3"):
            raise RecordError(f"the table record's bots are given by seat '0'-'3', not {echo(key)}")
        seat = int(key)
        if seat == you:
            continue
        bots[seat] = bot_from_spec(spec, seat=seat)
        seed = spec.get("seed")
        seeds[seat] = seat if seed is None else seed
        if spec.get("custom") is not None:
            name = cut(str(spec["custom"]))
            notes.append(text("table.bot_not_saved", lang, seat=seat_name(seat, lang), name=name))
    return bots, seeds


def _waiting_hand(source: Game | Match) -> Game:
    """The finished hand of a match that waits for "Next hand" in a saved table."""
    if not isinstance(source, Match) or not source.finished or source.game.history:
        raise RecordError(
            "the table record says a finished hand waits for Next hand, but its match "
            "has no finished hand before an untouched new one"
        )
    return source.finished[-1]
