"""Hand records: a documented JSON format that loads, replays and re-scores exactly.

A hand record is a dict::

    {
      "format": "baloot-widgets/hand",   # what this is
      "version": 1,                      # the record format version
      "written_by": "baloot_widgets 0.1.0",   # the library that wrote it (read, never checked)
      "rules": {"must_undertrump": false},   # only the flags that differ from the defaults
      "dealer": 0,                       # seat 0-3
      "match_scores": [0, 0],            # scores before the hand (the Sun doubling rule)
      "pack": ["AS", "10H", ...],        # the 32 cards from the top, after shuffle and cut
      "actions": ["p1 hokum", "p2 pass", ...],   # every action in text notation
      "result": {"points": [16, 0], "outcome": "made", "redeal": null}   # optional check
    }

:func:`replay_hand` rebuilds every state; a record that does not replay raises
:class:`~baloot_widgets.rules.errors.RecordError` naming the first bad action.

>>> from baloot_widgets.rules.engine import new_hand, apply_text
>>> s = apply_text(new_hand(seed=3, dealer=0), "p1 sun")
>>> record = hand_record(s)
>>> record["actions"], record["version"]
(['p1 sun'], 1)
>>> replay_hand(record)[-1] == s
True
>>> bad = dict(record, actions=["p1 sun", "p1 play 1H"])
>>> replay_hand(bad)
Traceback (most recent call last):
...
baloot_widgets.rules.errors.RecordError: action 2 ('p1 play 1H') does not replay: '1H' is not a card: ranks are 7 8 9 10 J Q K A
"""

from __future__ import annotations

from typing import Any

from ..i18n import Message, quote
from ..rules.actions import parse_action
from ..rules.cards import CardSet, parse_card
from ..rules.engine import apply, new_hand
from ..rules.errors import BalootError, NotationError, RecordError
from ..rules.ruleset import RuleSet
from ..rules.scoring import team_pair
from ..rules.state import HandState
from ..version import WRITTEN_BY

__all__ = [
    "HAND_FORMAT",
    "RECORD_VERSION",
    "check_version",
    "field",
    "hand_record",
    "pair_field",
    "read_rules",
    "replay_hand",
    "start_state",
]

HAND_FORMAT = "baloot-widgets/hand"
RECORD_VERSION = 1


def hand_record(state: HandState) -> dict[str, Any]:
    """The record of a hand so far (with its result once it is over)."""
    record: dict[str, Any] = {
        "format": HAND_FORMAT,
        "version": RECORD_VERSION,
        "written_by": WRITTEN_BY,
        "rules": state.rules.differences(),
        "dealer": state.dealer,
        "match_scores": list(state.match_scores),
        "pack": [CardSet(1 << c).codes for c in state.pack],
        "actions": [str(a) for a in state.history],
    }
    if state.is_over:
        record["result"] = {
            "points": None if state.result is None else list(state.result.points),
            "outcome": None if state.result is None else state.result.outcome,
            "redeal": state.redeal or None,
        }
    return record


def field(record: dict[str, Any], name: str, kind: type | tuple[type, ...]) -> Any:
    """The field ``name`` of a record, of type ``kind``, or a RecordError that says why."""
    if name not in record:
        raise RecordError(Message.of("error.record_no_field", name=name))
    value = record[name]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise RecordError(Message.of("error.record_field_type", name=name, value=quote(value)))
    return value


def check_version(record: dict[str, Any]) -> None:
    """A RecordError unless the record's ``version`` is one this library reads."""
    version = field(record, "version", int)
    if version != RECORD_VERSION:
        raise RecordError(
            Message.of("error.record_version", version=quote(version), supported=RECORD_VERSION)
        )


def pair_field(record: dict[str, Any], name: str) -> tuple[int, int]:
    """A record's field of two whole numbers, one per team (default 0, 0)."""
    try:
        return team_pair(record.get(name, [0, 0]), name)
    except BalootError as exc:
        raise RecordError(Message.of("error.record_field", why=exc.reason)) from None


def read_rules(record: dict[str, Any]) -> RuleSet:
    """The RuleSet of a hand or match record (its ``rules``: the flags that differ from the
    defaults)."""
    try:
        return RuleSet.from_dict(record.get("rules") or {})
    except BalootError as exc:
        raise RecordError(Message.of("error.record_rules", why=exc.reason)) from None


def start_state(record: dict[str, Any]) -> HandState:
    """The state before the first action of a hand record (validated)."""
    if not isinstance(record, dict):
        raise RecordError(Message.of("error.hand_record_dict", value=quote(record)))
    if record.get("format", HAND_FORMAT) != HAND_FORMAT:
        raise RecordError(Message.of("error.not_hand_record", format=quote(record.get("format"))))
    check_version(record)
    rules = read_rules(record)
    dealer = field(record, "dealer", int)
    scores = pair_field(record, "match_scores")
    pack_text = field(record, "pack", list)
    try:
        pack = [parse_card(c) for c in pack_text]
        return new_hand(dealer=dealer, rules=rules, match_scores=(scores[0], scores[1]), pack=pack)
    except (NotationError, BalootError) as exc:
        raise RecordError(Message.of("error.record_deal", why=exc.reason)) from None


def replay_hand(record: dict[str, Any]) -> list[HandState]:
    """Every state of a hand record, from the deal to the last action; checks the result."""
    state = start_state(record)
    states = [state]
    actions = field(record, "actions", list)
    for i, text in enumerate(actions, start=1):
        if not isinstance(text, str):
            raise RecordError(Message.of("error.action_not_text", i=i, text=quote(text)))
        try:
            state = apply(state, parse_action(text))
        except BalootError as exc:
            why = exc.reason
            raise RecordError(
                Message.of("error.action_replay", i=i, text=quote(text), why=why)
            ) from None
        states.append(state)
    expected = record.get("result")
    if expected is not None:
        got = hand_record(state).get("result")
        if got != expected:
            raise RecordError(
                Message.of("error.record_result", expected=quote(expected, 80), got=quote(got, 80))
            )
    return states
