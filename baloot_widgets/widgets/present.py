"""What the table shows, computed from one seat's view only (ARCHITECTURE.md §4-5).

Every function here reads a :class:`~baloot_widgets.view.SeatView` (never the true
state), so nothing it returns can hold a card that seat may not see.  The JavaScript
draws these dicts; it knows no rule and no word of its own.

>>> from baloot_widgets import Game
>>> game = Game.new(seed=3, dealer=0)
>>> ui = table_ui(game.view(1), players=["bot", "You", "bot", "bot"])
>>> ui["status"], [a["label"] for a in ui["actions"]]
('Your turn: make a call', ['Pass', 'Hokum', 'Sun'])
>>> [s["pos"] for s in ui["seats"]], ui["seats"][1]["role"]
(['bottom', 'right', 'top', 'left'], 'Opponent')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..cards import Card
from ..explain import trick_message
from ..i18n import GLOSSARY, Lang, card_name, seat_name, team_name, term, text
from ..rules.actions import (
    Action,
    Declare,
    Double,
    Four,
    Hokum,
    Lock,
    Pass,
    Play,
    Qayd,
    Sawa,
    Sun,
)
from ..rules.contract import Contract
from ..rules.play import trick_winner_index
from ..view import SeatView

__all__ = [
    "action_label",
    "call_label",
    "event",
    "outcome_label",
    "snapshot",
    "snapshot_delta",
    "table_ui",
]

_POSITIONS = ("bottom", "right", "top", "left")


def _label(key: str, lang: Lang = "en", **fields: object) -> str:
    """A word of the table (the catalogue's ``table.<key>``) in ``lang``."""
    return text(f"table.{key}", lang, **fields)


_BIDDING = frozenset({"bid1", "gablak", "bid1_extra", "confirm", "bid2"})
_PLAYING = frozenset({"play", "review", "done"})


def call_label(action: Action, lang: Lang = "en") -> str:
    """A call as a short word for a seat's speech bubble: "Pass", "Hokum ♠", "Double".

    >>> from baloot_widgets import parse_action
    >>> call_label(parse_action("p1 hokum S")), call_label(parse_action("p2 declare sira"), "ar")
    ('Hokum ♠', 'سرا')
    """
    if isinstance(action, Play):
        return str(action.card) + (f" {term('akka', lang)}" if action.akka else "")
    if isinstance(action, Hokum):
        trump = "" if action.suit is None else f" {action.suit.symbol}"
        return term("hokum", lang) + trump
    if isinstance(action, (Double, Four)):
        call = term(type(action).__name__.lower(), lang)
        return _label("with_closed", lang, call=call) if action.closed else call
    if isinstance(action, Lock):
        return term("closed" if action.closed else "open", lang)
    if isinstance(action, Declare):
        return " + ".join(term(k, lang) for k in action.kinds)
    return term(type(action).__name__.lower(), lang)


def action_label(action: Action, phase: str, lang: Lang = "en") -> str:
    """The label of a button for ``action`` in ``phase``: the call's word, or what it does
    in that moment ("Let it go" for a Gablak pass, "Switch to Sun" in a confirmation).

    >>> from baloot_widgets import parse_action
    >>> action_label(parse_action("p1 sun"), "gablak"), action_label(parse_action("p2 sun"), "confirm")
    ('Sun (Gablak: take it)', 'Switch to Sun')
    """
    special = {
        (Pass, "gablak"): "let_go",
        (Pass, "review"): "no_qayd",
        (Sun, "gablak"): "take_sun",
        (Sun, "confirm"): "to_sun",
        (Hokum, "confirm"): "confirm_hokum",
    }.get((type(action), phase))
    if special and not (isinstance(action, Hokum) and action.suit is not None):
        return _label(special, lang)
    if isinstance(action, Hokum) and action.suit is not None:
        return _label("hokum_suit", lang, suit=action.suit.symbol)
    if isinstance(action, Declare):
        return _label("declare", lang, projects=call_label(action, lang))
    return call_label(action, lang)


def _group(action: Action, phase: str) -> str:
    if isinstance(action, Declare):
        return "declare"
    if isinstance(action, (Sawa, Qayd)):
        return "claim"
    if phase == "review":
        return "review"
    return "double" if phase == "doubling" else "bid"


def outcome_label(outcome: str, lang: Lang = "en") -> str:
    """The outcome of a hand in a word or two ("made", "Khasara", "Kaboot", ...).

    >>> outcome_label("khasara"), outcome_label("made", "ar")
    ('Khasara', 'نجح المشتري')
    """
    return term(outcome, lang) if outcome in GLOSSARY else _label(f"outcome_{outcome}", lang)


def _contract_text(c: Contract | None, lang: Lang) -> str | None:
    if c is None:
        return None
    trump = "" if c.trump is None else f" {c.trump.symbol}"
    parts = [term(c.mode, lang) + trump]
    if c.closed:
        parts.append(term("closed", lang))
    if c.gahwa:
        parts.append(term("gahwa", lang))
    elif c.multiplier > 1:
        parts.append(f"x{c.multiplier}")
    parts.append(f"{term('buyer', lang)}: {seat_name(c.buyer, lang)}")
    return " · ".join(parts)


def _hand_cards(v: SeatView, lang: Lang) -> list[dict[str, Any]]:
    you, reasons = v.seat, v.reasons
    plays = {a.card: str(a) for a in v.legal if isinstance(a, Play) and not a.akka}
    akka = {a.card: str(a) for a in v.legal if isinstance(a, Play) and a.akka}
    my_play = v.to_move == you and v.phase.value == "play"
    out = []
    for card in v.hand:
        name = card_name(card, lang)
        reason = reasons.get(card)
        if card in plays:
            words = _label("foul_card" if reason else "play_card", lang, card=name)
        elif my_play:
            words = _label("not_playable", lang, card=name)
        else:
            words = name
        out.append({
            "card": card.code,
            "label": words,
            "action": plays.get(card) or (str(Play(you, card)) if my_play else None),
            "playable": card in plays,
            "reason": None if reason is None else reason.text(lang),
            "akka": akka.get(card),
        })  # fmt: skip
    return out


def _calls(v: SeatView, lang: Lang) -> list[str]:
    calls = ["", "", "", ""]
    if v.phase.value in _PLAYING:
        return calls
    for action in v.history:
        if not isinstance(action, (Play, Declare, Qayd, Sawa)):
            calls[action.seat] = call_label(action, lang)
    return calls


def _declared(v: SeatView, lang: Lang) -> list[str]:
    """What each seat declared, as a short line ("declared Sira"), or ""."""
    out = []
    for kinds in v.declared:
        projects = " + ".join(term(kind, lang) for kind in kinds)
        out.append(_label("declared", lang, projects=projects) if projects else "")
    return out


def _shown(v: SeatView) -> list[list[str]]:
    """The cards of each seat's shown projects, as text ("JC QC KC")."""
    return [[" ".join(Card(x).code for x in p.cards) for p in projects] for projects in v.shown]


def _seats(v: SeatView, players: Sequence[str], lang: Lang) -> list[dict[str, Any]]:
    you = v.seat
    c = v.contract
    calls = _calls(v, lang)
    declared = _declared(v, lang)
    shown = _shown(v)
    seats = []
    for k, pos in enumerate(_POSITIONS):
        s = (you + k) % 4
        role = "you" if k == 0 else "partner" if k == 2 else "opponent"
        seats.append({
            "seat": s,
            "pos": pos,
            "name": seat_name(s, lang),
            "role": _label(role, lang),
            "player": players[s],
            "team": s & 1,
            "count": v.hand_counts[s],
            "dealer": s == v.dealer,
            "buyer": c is not None and c.buyer == s,
            "turn": v.to_move == s,
            "call": calls[s],
            "declared": declared[s],
            "shown": shown[s],
            "cards": [x.code for x in v.hands[s]] if v.hands is not None and k else None,
        })  # fmt: skip
    return seats


def _trick(v: SeatView) -> dict[str, Any]:
    cards = [{"seat": s, "card": x.code} for s, x in zip(v.trick_seats, v.trick, strict=True)]
    winning = None
    if v.trick and v.contract is not None:
        w = trick_winner_index(v.trick, v.contract.trump_index)
        winning = v.trick_seats[w]
    return {
        "cards": cards,
        "leader": cards[0]["seat"] if cards else v.leader,
        "winning": winning,
    }


def _last_trick(v: SeatView, lang: Lang) -> dict[str, Any] | None:
    if not v.tricks:
        return None
    t = v.tricks[-1]
    assert v.contract is not None
    leader, winner = t.leader, t.winner
    return {
        "cards": [{"seat": (leader + i) % 4, "card": Card(x).code} for i, x in enumerate(t.cards)],
        "leader": leader,
        "winner": winner,
        "text": trick_message(leader, t.cards, winner, v.contract.trump_index).text(lang),
    }


def _status(v: SeatView, lang: Lang) -> str:
    result = v.result
    phase = v.phase.value
    if phase == "done":
        if result is None:
            return _label("void_hand", lang)
        p0, p1 = result.points
        team0, team1 = team_name(0, lang), team_name(1, lang)
        return _label("hand_over", lang, team0=team0, team1=team1, p0=p0, p1=p1)
    mover = v.to_move
    if mover != v.seat:
        return _label("waiting", lang, seat=seat_name(mover or 0, lang))
    if phase in _BIDDING:
        return _label("turn_bid", lang)
    return _label({"doubling": "turn_double", "play": "turn_play"}.get(phase, "turn_review"), lang)


def _names(v: SeatView, lang: Lang, *, own: bool = False) -> dict[str, str]:
    cards = {v.floor, *v.trick, *(v.hand if own else ())}
    if v.tricks:
        cards.update(Card(x) for x in v.tricks[-1].cards)
    for projects in v.shown:
        for p in projects:
            cards.update(Card(x) for x in p.cards)
    for hand in v.hands or ():
        cards.update(hand)
    return {c.code: card_name(c, lang) for c in sorted(cards, key=lambda c: c.code)}


def table_ui(
    v: SeatView, *, players: Sequence[str], lang: Lang = "en", status: str | None = None
) -> dict[str, Any]:
    """Everything the table draws besides the view itself, from the view of one seat:
    the seats around the table, the hand as buttons, the calls as buttons, the trick.

    >>> from baloot_widgets import Game
    >>> game = Game.new(seed=3, dealer=0)
    >>> game.act("p1 sun")
    >>> ui = table_ui(game.view(1), players=["bot", "You", "bot", "bot"])
    >>> ui["contract"], ui["hand"][0]["label"]
    ('Sun · buyer: Seat 1', 'Play nine of spades')
    """
    phase = v.phase.value
    return {
        "seats": _seats(v, players, lang),
        "hand": _hand_cards(v, lang),
        "actions": [
            {"action": str(a), "label": action_label(a, phase, lang), "group": _group(a, phase)}
            for a in v.legal
            if not isinstance(a, Play)
        ],
        "trick": _trick(v),
        "last": _last_trick(v, lang),
        "contract": _contract_text(v.contract, lang),
        "status": status or _status(v, lang),
        "names": _names(v, lang),
    }


def event(action: Action, after: SeatView, tricks_before: int, lang: Lang) -> dict[str, Any]:
    """One move as the table animates it: who did what, and the trick on the table just
    after it (the four cards of a trick it completed, with the winner).  ``after`` is the
    view of the human seat after the move; every move is public.

    >>> from baloot_widgets import Game
    >>> game = Game.new(seed=3, dealer=0)
    >>> game.act("p1 sun")
    >>> event(game.history[-1], game.view(0), 0, "en")["text"]
    'Seat 1: Sun'
    """
    seat = action.seat
    name = seat_name(seat, lang)
    item: dict[str, Any] = {"seat": seat, "action": str(action), "call": "", "done": False}
    item["counts"] = list(after.hand_counts)
    if isinstance(action, Play):
        item["text"] = _label("plays", lang, seat=name, card=str(action.card))
        if len(after.tricks) > tricks_before:
            last = _last_trick(after, lang)
            assert last is not None
            item.update(trick=last["cards"], winning=last["winner"], done=True, text=last["text"])
        else:
            trick = _trick(after)
            item.update(trick=trick["cards"], winning=trick["winning"])
        return item
    item["call"] = call_label(action, lang)
    item["text"] = _label("says", lang, seat=name, call=item["call"])
    trick = _trick(after)
    item.update(trick=trick["cards"], winning=trick["winning"])
    return item


def snapshot(v: SeatView, lang: Lang) -> dict[str, Any]:
    """What the table shows around the trick at one moment, from the human seat's view
    just after a move: the calls so far, the contract and its buyer, the floor card while
    it is on the table, the seat's own hand, the declarations and shown projects, the last
    trick, the names of those cards (and in teacher mode every hand).  The JavaScript
    draws it while it animates the bots' moves, so the final view does not spoil them.
    Only public information and the seat's own cards: it is made from that seat's view.

    >>> from baloot_widgets import Game
    >>> game = Game.new(seed=3, dealer=0)
    >>> game.act("p1 hokum")
    >>> at = snapshot(game.view(0), "en")
    >>> at["calls"], at["contract"], at["floor"] == game.view(0).floor.code, len(at["hand"])
    (['', 'Hokum', '', ''], None, True, 5)
    """
    c = v.contract
    snap: dict[str, Any] = {
        "calls": _calls(v, lang),
        "contract": _contract_text(c, lang),
        "buyer": None if c is None else c.buyer,
        "floor": None if v.floor_taken else v.floor.code,
        "hand": [x.code for x in v.hand],
        "declared": _declared(v, lang),
        "shown": _shown(v),
        "last": _last_trick(v, lang),
        "names": _names(v, lang, own=True),
    }
    if v.hands is not None:  # teacher mode: every hand, as the move left it
        snap["hands"] = [[x.code for x in h] for h in v.hands]
    return snap


def snapshot_delta(before: dict[str, Any] | None, after: dict[str, Any]) -> dict[str, Any]:
    """The keys of ``after`` that differ from ``before`` (all of them when there is no
    ``before``), and only the card names not named before: the events of one answer carry
    a full snapshot first, then only what changed.

    >>> a = {"calls": ["", "Pass", "", ""], "floor": "7S", "names": {"7S": "seven of spades"}}
    >>> b = {"calls": ["", "Pass", "Sun", ""], "floor": "7S", "names": {"7S": "seven of spades"}}
    >>> snapshot_delta(a, b)
    {'calls': ['', 'Pass', 'Sun', '']}
    """
    if before is None:
        return after
    out = {k: x for k, x in after.items() if k != "names" and before.get(k) != x}
    names = {k: x for k, x in after["names"].items() if k not in before["names"]}
    if names:
        out["names"] = names
    return out
