"""What the Table draws (docs/architecture.md, "Widgets: frames and pictures"): its frames,
everything the table shows at one moment, complete, every word already in the table's
language; its labels (:func:`table_labels`); and its picture (:func:`table_html`), the
static HTML of a frame.

A frame is made from one seat's :class:`~baloot_widgets.play.view.SeatView` and what the table
adds around it (:class:`Around`: who plays each seat, the buttons, the score sheet's
extent), so it can hold no card that seat may not see.  The answer to an intent is the
frames of the moves to animate (:func:`move_frame`, each the table just after that move)
and the final frame (:func:`frame`).  ``static/table.js`` draws a frame as it is: it
merges nothing and knows no rule.

>>> from baloot_widgets import Game
>>> game = Game.new(seed=3, dealer=0)
>>> f = frame(game.view(1), Around(players=("bot", "You", "bot", "bot")))
>>> f["status"], [a["label"] for a in f["actions"]]
('Your turn: make a call', ['Pass', 'Hokum', 'Sun'])
>>> [s["pos"] for s in f["seats"]], f["seats"][1]["role"]
(['bottom', 'right', 'top', 'left'], 'Opponent')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from html import escape
from typing import Any, Literal

from ..display.render import STYLE, cards_html, isolate_html
from ..i18n import Lang, Message, Seat, addressed, card_name, labels, seat_name, term, text
from ..play.view import SeatView
from ..rules.actions import Action, Play
from ..rules.cards import Card
from ..rules.play import trick_winner_index
from ..rules.state import Phase, TrickRecord
from .wording import (
    action_group,
    action_label,
    bidding,
    call_label,
    contract_text,
    is_call,
    label,
    reason_text,
    status_line,
    trick_text,
    who,
)

__all__ = [
    "FRAME_SCHEMA",
    "Around",
    "Button",
    "Note",
    "frame",
    "move_frame",
    "table_html",
    "table_labels",
]

#: version of a frame's keys; bump when they change (``static/table.js`` checks it)
FRAME_SCHEMA = 2

_POSITIONS = ("bottom", "right", "top", "left")
_PLAYING = frozenset({Phase.PLAY, Phase.REVIEW, Phase.DONE})


@dataclass(frozen=True, slots=True)
class Note:
    """A sentence under the table: a refusal or an error (``"alert"``), a hint
    (``"hint"``), or news that is neither (``"note"``); ``link`` is where to read more
    (a link and its words: the lesson of the rule that refused an action)."""

    text: str
    kind: Literal["alert", "hint", "note"] = "alert"
    link: tuple[str, str] | None = None

    def as_json(self) -> dict[str, Any]:
        """The note as a frame holds it."""
        link = None if self.link is None else {"href": self.link[0], "label": self.link[1]}
        return {"text": self.text, "kind": self.kind, "link": link}


@dataclass(frozen=True, slots=True)
class Button:
    """A button of the table beside the calls: its ``key`` (also its ``data-key`` in the
    page), its ``label`` and the ``intent`` type it sends (``{"type": intent}``)."""

    key: str
    label: str
    intent: str


@dataclass(frozen=True, slots=True)
class Around:
    """What the table adds to a seat's view: who plays each seat (``players``), the
    language, the buttons beside the calls, whether the Hint button shows, the status
    line when the match is over, the score sheet's extent (how many of its hands are
    shown, and the totals) at this moment, and the cover of a screen being passed."""

    players: tuple[str, ...]
    lang: Lang = "en"
    buttons: tuple[Button, ...] = ()
    hint: bool = False
    status: str | None = None
    sheet: tuple[int, tuple[int, int]] = (0, (0, 0))
    #: the sentence on the cover that hides the hand while the screen is passed to
    #: another player ("Pass the screen to Seat 2"), or None
    cover: str | None = None
    #: which deal of a class's series is on the table ("Class 7B · deal 3"), or None
    series: str | None = None


def frame(v: SeatView, around: Around) -> dict[str, Any]:
    """The table as ``v.seat`` sees it now, still: what to draw and what can be clicked.

    >>> from baloot_widgets import Game
    >>> game = Game.new(seed=3, dealer=0)
    >>> game.act("p1 sun")
    >>> f = frame(game.view(1), Around(players=("bot", "You", "bot", "bot")))
    >>> f["contract"], f["hand"][0]["label"], f["busy"]
    ('Sun · buyer: You', 'Play nine of spades', False)
    """
    lang = around.lang
    phase = v.phase
    return {
        **_scene(v, around, live=True),
        "status": around.status or status_line(v, lang),
        "note": None,
        "busy": False,
        "hold": 0.0,
        "actions": [
            {
                "action": str(a),
                "label": action_label(a, phase, lang),
                "group": action_group(a, phase),
            }
            for a in v.legal
            if not isinstance(a, Play)
        ],
        "buttons": [{"key": b.key, "label": b.label, "intent": b.intent} for b in around.buttons],
        "hint": around.hint,
        "cover": around.cover,
        "message": None,
        "hinted": None,
    }


def move_frame(
    action: Action, after: SeatView, tricks_before: int, around: Around, *, hold: float = 1.0
) -> dict[str, Any]:
    """One animated move: the table as ``after`` (the view of the seat at the screen,
    just after the move) shows it, nothing to click, the move said in the status line,
    and the four cards of a trick the move completed, with who won it.  ``hold`` is how
    long the frame stays, in paces (a finished trick stays two paces); ``move`` is the
    action's text.

    >>> from baloot_widgets import Game
    >>> game = Game.new(seed=3, dealer=0)
    >>> game.act("p1 sun")
    >>> f = move_frame(game.history[-1], game.view(0), 0, Around(players=("You",) + ("bot",) * 3))
    >>> f["status"], f["busy"], f["actions"], f["hand"][0]
    ('Seat 1: Sun', True, [], {'card': '7S', 'label': 'seven of spades'})
    >>> game.act("p1 play 9S")
    >>> move_frame(game.history[-1], game.view(1), 0, Around(players=("bot",) * 4))["status"]
    'You play 9♠'
    """
    lang, you = around.lang, after.seat
    out = {
        **_scene(after, around, live=False),
        "move": str(action),
        "busy": True,
        "hold": float(hold),
        "note": None,
        "actions": [],
        "buttons": [],
        "hint": False,
        "cover": None,
        "message": None,
        "hinted": None,
    }
    for seat_entry in out["seats"]:  # nobody's turn is shown while the moves play
        seat_entry["turn"] = False
    if not isinstance(action, Play):
        out["status"] = label(
            "says", lang, seat=who(action.seat, you, lang), call=call_label(action, lang)
        )
        return out
    plays = Message.of("table.plays", seat=Seat(action.seat), card=action.card)
    out["status"] = addressed(plays, you).text(lang)
    if len(after.tricks) > tricks_before:  # the move completed a trick: show all four cards
        done = after.tricks[-1]
        out["trick"] = _trick_cards(after, _seats_of(done), done.cards, done.winner, lang)
        out["note"] = out["status"] = trick_text(done, after, lang)
        out["hold"] = 2.0
    return out


# ---- the parts of a frame ---------------------------------------------------------------


def _scene(v: SeatView, around: Around, *, live: bool) -> dict[str, Any]:
    """What every frame draws, still or animated: the seats, the hand, the trick, the
    floor card, the last trick, the contract, the score sheet's extent."""
    lang = around.lang
    hands, totals = around.sheet
    return {
        "schema": FRAME_SCHEMA,
        "seat": v.seat,
        "phase": v.phase.value,
        "seats": _seats(v, around.players, lang),
        "hand": _hand(v, lang, live=live),
        "trick": _trick_cards(v, v.trick_seats, tuple(map(int, v.trick)), None, lang),
        "floor": _floor(v, lang),
        "last": _last(v, lang),
        "contract": contract_text(v.contract, lang, you=v.seat),
        "bidding": bidding(v.history, lang, you=v.seat) if _before_the_play(v) else [],
        "sheet": {"hands": hands, "totals": list(totals)},
        "series": around.series,
    }


def _hand(v: SeatView, lang: Lang, *, live: bool) -> list[dict[str, Any]]:
    """The seat's cards as buttons: what each says to a screen reader, the action it
    plays (and with Akka), whether the rules allow it, and why not.  In an animated move
    (not ``live``) nothing can be played: each card is only its code and name."""
    if not live:
        return _cards(v.hand, lang)
    you, reasons = v.seat, v.reasons
    plays = {a.card: str(a) for a in v.legal if isinstance(a, Play) and not a.akka}
    akka = {a.card: str(a) for a in v.legal if isinstance(a, Play) and a.akka}
    my_play = v.to_move == you and v.phase is Phase.PLAY
    out = []
    for card in v.hand:
        name = card_name(card, lang)
        reason = reason_text(reasons.get(card), you, lang)
        if card in plays:
            words = label("foul_card" if reason else "play_card", lang, card=name)
        elif my_play:
            words = label("not_playable", lang, card=name)
        else:
            words = name
        out.append({
            "card": card.code,
            "label": words,
            "action": plays.get(card) or (str(Play(you, card)) if my_play else None),
            "playable": card in plays,
            "reason": reason,
            "akka": akka.get(card),
        })  # fmt: skip
    return out


def _before_the_play(v: SeatView) -> bool:
    """True until the first card of the hand is played."""
    return not v.tricks and not v.trick and v.phase is not Phase.DONE


def _calls(v: SeatView, lang: Lang) -> list[str]:
    """Each seat's last call, while the calls are on the table (until the play)."""
    calls = ["", "", "", ""]
    if v.phase in _PLAYING:
        return calls
    for action in v.history:
        if is_call(action):
            calls[action.seat] = call_label(action, lang)
    return calls


def _cards(cards: Iterable[int], lang: Lang) -> list[dict[str, str]]:
    """Face-up cards, each with its name (for a screen reader)."""
    return [{"card": Card(x).code, "label": card_name(x, lang)} for x in cards]


def _seats(v: SeatView, players: tuple[str, ...], lang: Lang) -> list[dict[str, Any]]:
    """The four seats from the bottom (the seat of the view) counter-clockwise."""
    you, c = v.seat, v.contract
    calls = _calls(v, lang)
    seats = []
    for k, pos in enumerate(_POSITIONS):
        s = (you + k) % 4
        role = "you" if k == 0 else "partner" if k == 2 else "opponent"
        kinds = " + ".join(term(kind, lang) for kind in v.declared[s])
        shown = [
            {
                "cards": _cards(p.cards, lang),
                "label": ", ".join(card_name(x, lang) for x in p.cards),
            }
            for p in v.shown[s]
        ]
        seats.append({
            "seat": s,
            "pos": pos,
            "name": seat_name(s, lang),
            "role": label(role, lang),
            "player": players[s],
            "team": s & 1,
            "count": v.hand_counts[s],
            "dealer": s == v.dealer,
            "buyer": c is not None and c.buyer == s,
            "turn": v.to_move == s,
            "call": calls[s],
            "declared": label("declared", lang, projects=kinds) if kinds else "",
            "shown": shown,
            "open": _cards(v.hands[s], lang) if v.hands is not None and k else None,
        })  # fmt: skip
    return seats


def _seats_of(t: TrickRecord) -> tuple[int, ...]:
    return tuple((t.leader + i) % 4 for i in range(len(t.cards)))


def _trick_cards(
    v: SeatView, seats: tuple[int, ...], cards: tuple[int, ...], winner: int | None, lang: Lang
) -> dict[str, Any]:
    """The cards on the table, each with its seat, who led and who is winning so far
    (or who won, once the trick is complete)."""
    if winner is None and cards and v.contract is not None:
        winner = seats[trick_winner_index(cards, v.contract.trump_index)]
    return {
        "cards": [
            {
                "seat": s,
                "card": Card(x).code,
                "label": f"{who(s, v.seat, lang)}: {card_name(x, lang)}",
                "lead": i == 0,
                "winning": s == winner,
            }
            for i, (s, x) in enumerate(zip(seats, cards, strict=True))
        ],
    }


def _floor(v: SeatView, lang: Lang) -> dict[str, str] | None:
    if v.floor_taken:
        return None
    return {"card": v.floor.code, "label": f"{term('floor', lang)}: {card_name(v.floor, lang)}"}


def _last(v: SeatView, lang: Lang) -> dict[str, Any] | None:
    """The last finished trick: each card with who played it (and won it), and why the
    winner won."""
    if not v.tricks:
        return None
    t = v.tricks[-1]
    cards = []
    for s, x in zip(_seats_of(t), t.cards, strict=True):
        said = Message.of(
            "table.played_won" if s == t.winner else "table.played",
            seat=Seat(s),
            card=card_name(x, lang),
        )
        cards.append({
            "seat": s,
            "card": Card(x).code,
            "who": who(s, v.seat, lang),
            "label": addressed(said, v.seat).text(lang),
            "winner": s == t.winner,
        })  # fmt: skip
    return {"cards": cards, "text": trick_text(t, v, lang)}


# ---- the labels and the picture -------------------------------------------------------

_LABEL_KEYS = (
    "your_hand", "last_trick", "leads", "winning", "score_sheet", "hint", "akka_on", "skip",
    "dealer", "dealer_short", "contract", "calls", "trick", "loading", "cards", "bidding",
    "point_at", "review_title", "review_elsewhere",
)  # fmt: skip


def table_labels(lang: Lang, *, reveal: bool = False) -> dict[str, str]:
    """The headings and buttons the JavaScript draws, in one language (none change during
    a game, so they are synced once).

    >>> table_labels("ar")["dir"], table_labels("en")["hint"]
    ('rtl', 'Hint')
    """
    out = labels(_LABEL_KEYS, lang)
    out.update(
        dir="rtl" if lang == "ar" else "ltr",
        floor=term("floor", lang),
        buyer=term("buyer", lang),
        akka=term("akka", lang),
        schema=text("table.schema", lang, want="{want}", got="{got}"),
    )
    if reveal:
        out["teacher"] = text("table.teacher", lang)
    return out


def table_html(frame: dict[str, Any], sheet: dict[str, Any], labels: dict[str, str]) -> str:
    """The Baloot table as a static picture of the widget's final frame (so it shows only
    what the seat at the screen may see): the seats, your hand, the trick, the score.  It
    is the ``text/html`` beside the live widget, for exports, GitHub and nbval."""
    if not frame.get("seats"):
        return ""
    lang: Lang = "ar" if labels.get("dir") == "rtl" else "en"
    direction = ' dir="rtl"' if lang == "ar" else ""
    say = isolate_html if lang == "ar" else escape  # sentences: cards kept left to right

    def cards(codes: list[str]) -> str:  # isolated, so right-to-left text never reorders "10♥"
        return f'<bdi dir="ltr">{cards_html(" ".join(codes), lang)}</bdi>'

    parts = [
        STYLE,
        f'<div class="bw-pic bw-hand"{direction}><div><b>{say(frame["status"])}</b></div>',
    ]
    if frame["contract"]:
        parts.append(f"<div>{escape(labels['contract'])}: {say(frame['contract'])}</div>")
    if frame["floor"]:
        parts.append(f"<div>{escape(labels['floor'])}: {cards([frame['floor']['card']])}</div>")
    rows = []
    for seat in frame["seats"]:
        if seat["pos"] == "bottom":
            shown = cards([c["card"] for c in frame["hand"]])
        elif seat["open"] is not None:
            shown = cards([c["card"] for c in seat["open"]])
        else:
            shown = "🂠" * seat["count"]
        note = " ".join(say(x) for x in (seat["call"], seat["declared"]) if x)
        who = f"{escape(seat['name'])} ({escape(seat['role'])})" + (" ◀" if seat["turn"] else "")
        rows.append(f"<tr><td>{who}</td><td>{shown}</td><td>{note}</td></tr>")
    parts.append(f'<table class="bw-table">{"".join(rows)}</table>')
    trick = frame["trick"]["cards"]
    if trick:
        played = " ".join(
            f"{escape(seat_name(x['seat'], lang))}: {cards([x['card']])}" for x in trick
        )
        parts.append(f"<div>{escape(labels['trick'])}: {played}</div>")
    if frame["last"]:
        parts.append(f'<div class="bw-muted">{say(frame["last"]["text"])}</div>')
    if sheet.get("teams"):
        (t0, t1), (p0, p1) = sheet["teams"], frame["sheet"]["totals"]
        parts.append(
            f"<div>{escape(labels['score_sheet'])}: {escape(t0)} {p0} – {p1} {escape(t1)}</div>"
        )
    parts.append("</div>")
    return "".join(parts)
