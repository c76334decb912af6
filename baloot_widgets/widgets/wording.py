"""The table's words, in one language: a call on a seat's speech bubble ("Hokum ♠"), the
label of a button ("Let it go"), the contract line ("Sun · buyer: You"), the status line
("Team 1·3 wins the hand 44 to 0 (Kaboot)"), why a card may not be played, said to its
player ("You cannot play K♠: you must follow ♦ (you hold K♦)"), and the lesson a refusal
links to.  The frames (:mod:`.table_frames`) are made of these words; none comes from
JavaScript.

>>> from baloot_widgets import parse_action
>>> call_label(parse_action("p1 hokum S")), action_label(parse_action("p2 sun"), "confirm")
('Hokum ♠', 'Switch to Sun')
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from ..i18n import GLOSSARY, Lang, Message, addressed, seat_name, team_name, term, text
from ..play.explain import trick_message
from ..play.view import SeatView
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
from ..rules.sheet import HandScore
from ..rules.state import BIDDING_PHASES, Phase, TrickRecord

__all__ = [
    "action_group",
    "action_label",
    "bidding",
    "call_label",
    "contract_text",
    "hand_result",
    "is_call",
    "label",
    "lesson_link",
    "outcome_label",
    "reason_text",
    "status_line",
    "trick_text",
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


def action_label(action: Action, phase: Phase, lang: Lang = "en") -> str:
    """The label of a button for ``action`` in ``phase``: the call's word, or what it does
    in that moment ("Let it go" for a Gablak pass, "Switch to Sun" in a confirmation).

    >>> from baloot_widgets import parse_action
    >>> sun = parse_action("p1 sun")
    >>> action_label(sun, Phase.GABLAK), action_label(sun, Phase.CONFIRM)
    ('Sun (Gablak: take it)', 'Switch to Sun')
    """
    special = {
        (Pass, Phase.GABLAK): "let_go",
        (Pass, Phase.REVIEW): "no_qayd",
        (Sun, Phase.GABLAK): "take_sun",
        (Sun, Phase.CONFIRM): "to_sun",
        (Hokum, Phase.CONFIRM): "confirm_hokum",
    }.get((type(action), phase))
    if special and not (isinstance(action, Hokum) and action.suit is not None):
        return label(special, lang)
    if isinstance(action, Hokum) and action.suit is not None:
        return label("hokum_suit", lang, suit=action.suit.symbol)
    if isinstance(action, Declare):
        return label("declare", lang, projects=call_label(action, lang))
    return call_label(action, lang)


def action_group(action: Action, phase: Phase) -> str:
    """The kind of button an action gets (its colour): "bid", "double", "declare",
    "claim" (Sawa, Qayd) or "review".

    >>> from baloot_widgets import parse_action
    >>> qayd, no = parse_action("p0 qayd"), parse_action("p0 pass")
    >>> action_group(qayd, Phase.PLAY), action_group(no, Phase.DOUBLING)
    ('claim', 'double')
    """
    if isinstance(action, Declare):
        return "declare"
    if isinstance(action, (Sawa, Qayd)):
        return "claim"
    if phase is Phase.REVIEW:
        return "review"
    return "double" if phase is Phase.DOUBLING else "bid"


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


#: the lesson that teaches each section of the rules (RULES.md §N): its notebook in
#: tutorials/ and the catalogue key of its title
LESSONS: dict[int, tuple[str, str]] = {
    1: ("01_cards_and_points", "lesson.cards"),
    2: ("02_the_deal", "lesson.dealing"),
    3: ("02_the_deal", "lesson.dealing"),
    4: ("08_the_auction", "lesson.bidding"),
    5: ("09_doubling", "lesson.doubling"),
    6: ("04_trick_play", "lesson.trick_play"),
    7: ("05_projects_and_baloot", "lesson.projects"),
    8: ("10_fouls_and_qayd", "lesson.fouls"),
    9: ("06_scoring", "lesson.scoring"),
    10: ("10_fouls_and_qayd", "lesson.fouls"),
    11: ("14_your_first_match", "lesson.match"),
}

#: the lessons' folder as a link from a notebook of tutorials/ or notebooks/ (JupyterLab
#: opens a relative link of a page /lab/tree/<folder>/<notebook> as a file of the server)
LESSON_FOLDER = "../tutorials/"


def lesson_link(rule: str, lang: Lang = "en") -> tuple[str, str] | None:
    """The lesson that teaches the rule ``rule`` ("§6", "§4.1"), as a link relative to a
    notebook of tutorials/ or notebooks/ and its title; None for a rule no lesson teaches.

    >>> lesson_link("§6")
    ('../tutorials/04_trick_play.ipynb', 'Lesson 04: Trick play')
    >>> lesson_link("§4.1", "ar")[1], lesson_link("§12")
    ('الدرس 08: الشراء', None)
    """
    found = re.match(r"§(\d+)", rule)
    if found is None or int(found.group(1)) not in LESSONS:
        return None
    stem, title = LESSONS[int(found.group(1))]
    name = label("see_lesson", lang, n=stem[:2], title=text(title, lang))
    return f"{LESSON_FOLDER}{stem}.ipynb", name


def reason_text(reason: Message | None, you: int, lang: Lang) -> str | None:
    """Why a card of the hand may not be played, said to its player ("You cannot play
    K♠: you must follow ♦ (you hold K♦)"), without the rule's section: the table links
    the rule to its lesson when the card is refused."""
    if reason is None:
        return None
    bare = reason.get("text") if reason.key == "refuse.rule" else reason
    return addressed(bare if isinstance(bare, Message) else reason, you).text(lang)


def bidding(history: Iterable[Action], lang: Lang, *, you: int | None) -> list[dict[str, Any]]:
    """The calls of a hand in order, each with who made it ("You" for ``you``): the
    bidding strip the table shows until the first card is played, and the score sheet's
    line for each hand.

    >>> from baloot_widgets import parse_action
    >>> calls = [parse_action(a) for a in ("p1 pass", "p2 hokum", "p3 pass", "p0 sun")]
    >>> [f"{c['who']}: {c['call']}" for c in bidding(calls, "en", you=0)]
    ['Seat 1: Pass', 'Seat 2: Hokum', 'Seat 3: Pass', 'You: Sun']
    """
    return [
        {"seat": a.seat, "who": who(a.seat, you, lang), "call": call_label(a, lang)}
        for a in history
        if is_call(a)
    ]


def trick_text(t: TrickRecord, v: SeatView, lang: Lang) -> str:
    """Who won the trick ``t`` and why, said to the seat of the view."""
    assert v.contract is not None
    won = trick_message(t.leader, t.cards, t.winner, v.contract.trump_index)
    return addressed(won, v.seat).text(lang)


def status_line(v: SeatView, lang: Lang) -> str:
    """The status line of a still table: whose turn it is and what to do, or who won
    the hand."""
    result = v.result
    phase = v.phase
    if phase is Phase.DONE:
        return hand_result(result, lang, you=v.seat)
    mover = v.to_move
    if mover != v.seat:
        return label("waiting", lang, seat=seat_name(mover or 0, lang))
    if phase in BIDDING_PHASES:
        return label("turn_bid", lang)
    turn = {Phase.DOUBLING: "turn_double", Phase.PLAY: "turn_play"}.get(phase, "turn_review")
    return label(turn, lang)


def hand_result(result: HandScore | None, lang: Lang, *, you: int | None = None) -> str:
    """Who won a finished hand, by how much and how ("Team 1·3 wins the hand 44 to 0
    (Kaboot)"): the line the status shows when a hand is over.  Said to the seat ``you``,
    the team says whose it is, so nobody has to remember which team holds seat 0.

    >>> from baloot_widgets import Contract, score_hand
    >>> hand_result(score_hand(Contract(mode="sun", buyer=0), abnat=(0, 130), tricks=(0, 8)), "en")
    'Team 1·3 wins the hand 44 to 0 (Kaboot)'
    >>> hand_result(score_hand(Contract(mode="sun", buyer=0), abnat=(74, 56), tricks=(4, 4)), "ar")
    'فريق 0·2 يكسب اليد 14 مقابل 12'
    >>> hand_result(score_hand(Contract(mode="sun", buyer=0), abnat=(74, 56), tricks=(4, 4)), "en", you=1)
    'Team 0·2 (the opponents) wins the hand 14 to 12'
    """
    if result is None:
        return label("void_hand", lang)
    p0, p1 = result.points
    if p0 == p1:
        return label("hand_even", lang, points=p0)
    team = 0 if p0 > p1 else 1
    won, lost = max(p0, p1), min(p0, p1)
    name = team_name(team, lang)
    if you is not None:
        name = label("team_yours" if you % 2 == team else "team_theirs", lang, team=name)
    if result.outcome in ("made", "tie_split"):
        return label("hand_won", lang, team=name, won=won, lost=lost)
    how = outcome_label(result.outcome, lang)
    return label("hand_won_how", lang, team=name, won=won, lost=lost, how=how)
