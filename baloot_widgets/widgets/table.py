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

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ..bots.base import Bot
from ..bots.random import RandomBot
from ..errors import BalootError, RecordError
from ..game import MATCH_FORMAT, Game, Match
from ..render import table_html
from ..rules.ruleset import RuleSet
from ..terms import Lang, label, term
from .session import Reply, TableSession

__all__ = ["STATIC", "Table", "table_labels"]

#: the folder of the widget's JavaScript and CSS
STATIC = Path(__file__).parent / "static"

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
    labels = {key: label(key, lang) for key in _LABEL_KEYS}
    labels.update(
        dir="rtl" if lang == "ar" else "ltr",
        floor=term("floor", lang),
        buyer=term("buyer", lang),
        akka=term("akka", lang),
    )
    if reveal:
        labels["teacher"] = label("teacher", lang)
    return labels


def _check_lang(lang: object) -> Lang:
    if lang == "en" or lang == "ar":
        return lang
    raise BalootError(f"lang must be 'en' or 'ar', not {lang!r}")


class Table(anywidget.AnyWidget):
    """A Baloot table: you hold one seat, bots play the other three.

    ``Table()`` plays a match to 152 against :class:`~baloot_widgets.bots.RandomBot`s;
    pass a :class:`~baloot_widgets.Game` or :class:`~baloot_widgets.Match` to play it,
    ``bots={seat: bot}`` for other bots, ``lang="ar"`` for Arabic (right to left) and
    ``reveal=True`` (teacher mode) to show every hand.  ``pace`` is the time in
    milliseconds between two animated moves.
    """

    _esm = STATIC / "table.js"
    _css = STATIC / "table.css"
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
        bots: Mapping[int, Bot] | None = None,
        lang: Lang = "en",
        reveal: bool = False,
        seed: int | str | None = 0,
        rules: RuleSet | None = None,
        pace: int = 650,
    ) -> None:
        lang = _check_lang(lang)
        source = game_or_match if game_or_match is not None else Match(seed, rules)
        if bots is None:
            bots = {s: RandomBot(seed=s) for s in range(4) if s != you}
        self._session = TableSession(source, you=you, bots=bots, reveal=reveal, lang=lang)
        self._seq = 0
        super().__init__(lang=lang, pace=pace)
        self.labels = table_labels(lang, reveal=reveal)
        self.on_msg(self._on_msg)
        reply = Reply()
        self._session.run_bots(reply)
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

    def _publish(self, reply: Reply, *, redraw: bool = False) -> None:
        """Reassign the synced traits in one message to the browser; the view and the
        score sheet are computed again only when the table changed."""
        try:
            changed = redraw or reply.changed
            view = self._session.view() if changed else self.view
            sheet = self._session.sheet() if changed else self.sheet
        except Exception as exc:  # never raise into the notebook
            self.message = label("error", self._session.lang, error=f"{type(exc).__name__}: {exc}")
            return
        self._seq += 1
        with self.hold_sync():
            self.events = {"seq": self._seq, "items": reply.events}
            self.view = view
            self.sheet = sheet
            self.message = reply.message
            self.hinted = reply.hint or ""
            self.hint_available = self._session.hint_available

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
        """Write the game or match record (JSON) to ``path``; :meth:`load` reopens it."""
        path = Path(path)
        path.write_text(json.dumps(self._session.record(), ensure_ascii=False, indent=1))
        return path

    @classmethod
    def load(cls, path: str | Path, **options: Any) -> Table:
        """Reopen a table saved with :meth:`save` (also a plain game or match record).
        Keyword options (``bots``, ``pace``, ``lang``, ...) override the saved ones."""
        try:
            record = json.loads(Path(path).read_text())
        except (OSError, ValueError) as exc:
            raise RecordError(f"cannot read the table record {str(path)!r}: {exc}") from None
        if not isinstance(record, dict):
            raise RecordError("a table record is a JSON object")
        settings = record.get("table") or {}
        source: Game | Match
        if record.get("format") == MATCH_FORMAT:
            source = Match.from_record(record)
        else:
            source = Game.from_record(record)
        kwargs = {k: settings[k] for k in ("you", "lang", "reveal") if k in settings}
        kwargs.update(options)
        return cls(source, **kwargs)

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
