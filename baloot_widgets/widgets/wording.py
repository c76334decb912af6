"""The table's words for actions, contracts and outcomes, in one language: a call on a
seat's speech bubble ("Hokum ♠"), the label of a button ("Let it go"), the contract line
("Sun · buyer: You"), the outcome of a hand ("Khasara").  The frames (:mod:`.frames`) are
made of these words; they never come from JavaScript.

>>> from baloot_widgets import parse_action
>>> call_label(parse_action("p1 hokum S")), action_label(parse_action("p2 sun"), "confirm")
('Hokum ♠', 'Switch to Sun')
"""

from __future__ import annotations

from ..i18n import GLOSSARY, Lang, seat_name, term, text
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

__all__ = [
    "action_group",
    "action_label",
    "call_label",
    "contract_text",
    "is_call",
    "label",
    "outcome_label",
    "who",
]


def label(key: str, lang: Lang = "en", **fields: object) -> str:
    """A word of the table (the catalogue's ``table.<key>``) in ``lang``.

    >>> label("hint", "ar")
    'تلميح'
    """
    return text(f"table.{key}", lang, **fields)


def who(seat: int, you: int | None, lang: Lang = "en") -> str:
    """A seat's name, or "You" for the seat that is looking at the table.

    >>> who(2, 0), who(0, 0), who(0, 0, "ar")
    ('Seat 2', 'You', 'أنت')
    """
    return label("you", lang) if seat == you else seat_name(seat, lang)


def is_call(action: Action) -> bool:
    """True for the calls of the bidding and the doubling (not a card, a declaration, a
    Sawa or a Qayd): the calls a seat's speech bubble and the bidding strip show."""
    return not isinstance(action, (Play, Declare, Qayd, Sawa))


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
        return label("with_closed", lang, call=call) if action.closed else call
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
        return label(special, lang)
    if isinstance(action, Hokum) and action.suit is not None:
        return label("hokum_suit", lang, suit=action.suit.symbol)
    if isinstance(action, Declare):
        return label("declare", lang, projects=call_label(action, lang))
    return call_label(action, lang)


def action_group(action: Action, phase: str) -> str:
    """The kind of button an action gets (its colour): "bid", "double", "declare",
    "claim" (Sawa, Qayd) or "review".

    >>> from baloot_widgets import parse_action
    >>> action_group(parse_action("p0 qayd"), "play"), action_group(parse_action("p0 pass"), "doubling")
    ('claim', 'double')
    """
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
    return term(outcome, lang) if outcome in GLOSSARY else label(f"outcome_{outcome}", lang)


def contract_text(c: Contract | None, lang: Lang = "en", *, you: int | None = None) -> str | None:
    """The contract in one line: its kind and trump, closed, the multiplier and the buyer
    ("You" for the seat ``you``); None before the contract is fixed.

    >>> contract_text(Contract(mode="hokum", trump="S", buyer=1, multiplier=2, doubler=2))
    'Hokum ♠ · x2 · buyer: Seat 1'
    >>> contract_text(Contract(mode="sun", buyer=0), you=0)
    'Sun · buyer: You'
    """
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
    parts.append(f"{term('buyer', lang)}: {who(c.buyer, you, lang)}")
    return " · ".join(parts)
