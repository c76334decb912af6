"""Game records (baloot_widgets.notation): the documented fields, JSON round trips over many
random hands, replay reproduces every state and re-scores exactly, a record that does not
replay names its first bad action, and malformed records give RecordError sentences."""

from __future__ import annotations

import contextlib
import json
import os
import random
import time
from typing import Any

import pytest
from engine_helpers import play_random, random_rules

from baloot_widgets import BalootError, Card, Game, RecordError, RuleSet, parse_action
from baloot_widgets.records import (
    HAND_FORMAT,
    RECORD_VERSION,
    dumps,
    hand_record,
    loads,
    replay_hand,
)
from baloot_widgets.records import hand as notation
from baloot_widgets.rules.engine import apply, apply_text, is_legal, new_hand
from baloot_widgets.rules.state import HandState

FIELDS = [
    "format",
    "version",
    "written_by",
    "rules",
    "dealer",
    "match_scores",
    "pack",
    "actions",
    "result",
]


def record_of(seed: int, rules: RuleSet | None = None) -> tuple[list[HandState], dict[str, Any]]:
    states = play_random(seed, rules)
    return states, hand_record(states[-1])


# =========================================================================== format


def test_the_format_is_documented_field_by_field() -> None:
    doc = notation.__doc__ or ""
    for name in FIELDS:
        assert f'"{name}"' in doc, name
    assert HAND_FORMAT == "baloot-widgets/hand" and RECORD_VERSION == 1


def test_a_finished_hand_record_has_every_field_with_the_right_types() -> None:
    states, rec = record_of(5, RuleSet(must_undertrump=False))
    final = states[-1]
    assert list(rec) == FIELDS
    assert rec["format"] == HAND_FORMAT and rec["version"] == 1
    assert rec["rules"] == {"must_undertrump": False}  # only the flags that differ
    assert rec["dealer"] == final.dealer
    assert rec["match_scores"] == [0, 0]
    assert [Card(c) for c in rec["pack"]] == list(final.pack)
    assert all(isinstance(c, str) for c in rec["pack"])
    assert rec["actions"] == [str(a) for a in final.history]
    assert final.result is not None
    assert rec["result"] == {
        "points": list(final.result.points),
        "outcome": final.result.outcome,
        "redeal": None,
    }
    json.dumps(rec)  # JSON-ready


def test_an_unfinished_hand_has_no_result_and_a_void_hand_has_no_points() -> None:
    state = apply_text(new_hand(seed=2, dealer=0), "p1 pass", "p2 pass")
    rec = hand_record(state)
    assert "result" not in rec and rec["actions"] == ["p1 pass", "p2 pass"]
    assert replay_hand(rec)[-1] == state
    void = apply_text(state, *["p3 pass", "p0 pass", "p1 pass", "p2 pass", "p3 pass", "p0 pass"])
    rec = hand_record(void)
    assert rec["result"] == {"points": None, "outcome": None, "redeal": "next_dealer"}
    assert replay_hand(rec)[-1] == void


def test_default_rules_are_an_empty_dict() -> None:
    assert record_of(1)[1]["rules"] == {}


def test_match_scores_are_kept() -> None:
    state = new_hand(seed=4, dealer=2, match_scores=(120, 40))
    rec = hand_record(state)
    assert rec["match_scores"] == [120, 40]
    assert replay_hand(rec)[0].match_scores == (120, 40)


# =========================================================================== round trips


@pytest.mark.parametrize("strict", [True, False])
def test_round_trip_through_json_for_many_random_hands(strict: bool) -> None:
    rng = random.Random(strict)
    for seed in range(120):
        rules = random_rules(rng, strict=strict) if seed % 2 else RuleSet(strict_legality=strict)
        scores = rng.choice([(0, 0), (120, 40), (40, 120), (99, 101)])
        states = play_random(seed, rules, match_scores=scores)
        rec = hand_record(states[-1])
        text = dumps(rec)
        again = loads(text)
        assert again == rec
        replayed = replay_hand(again)
        assert replayed == states  # every state, not just the last
        assert replayed[-1].result == states[-1].result  # re-scored exactly
        assert dumps(hand_record(replayed[-1])) == text
        game = Game.from_record(again)
        assert list(game.states) == states
        assert game.to_record() == rec


def test_records_of_partial_hands_replay_every_prefix() -> None:
    states = play_random(77)
    for k in range(0, len(states), 5):
        rec = hand_record(states[k])
        assert replay_hand(rec) == states[: k + 1]


def test_the_record_result_is_checked_against_the_replay() -> None:
    _, rec = record_of(8)
    rec = json.loads(json.dumps(rec))
    rec["result"]["points"] = [rec["result"]["points"][0] + 1, rec["result"]["points"][1]]
    with pytest.raises(RecordError, match="differs from the replay"):
        replay_hand(rec)


# =========================================================================== first bad action


def test_a_record_that_does_not_replay_names_the_first_bad_action() -> None:
    rng = random.Random(11)
    candidates = [
        "p0 pass", "p1 pass", "p2 sun", "p3 hokum", "p0 double", "p1 play AS", "p2 play 10H",
        "p3 play 7C", "p0 sawa", "p1 triple", "p2 declare sira",
    ]  # fmt: skip
    checked = 0
    for seed in range(60):
        states, rec = record_of(seed)
        actions = rec["actions"]
        i = rng.randrange(len(actions))
        bad = next(
            (c for c in rng.sample(candidates, len(candidates)) if not is_legal(states[i], c)), None
        )
        if bad is None:
            continue
        broken = dict(rec, actions=[*actions[:i], bad, *actions[i + 1 :]])
        broken.pop("result")
        with pytest.raises(RecordError) as info:
            replay_hand(broken)
        message = str(info.value)
        assert message.startswith(f"action {i + 1} ({bad!r}) does not replay: ")
        assert "Seat" in message or "seat" in message
        checked += 1
    assert checked > 40


def test_an_unreadable_action_is_named_too() -> None:
    _, rec = record_of(3)
    rec = dict(rec, actions=[*rec["actions"][:2], "p1 play 1H"])
    rec.pop("result")
    with pytest.raises(
        RecordError, match=r"^action 3 \('p1 play 1H'\) does not replay: '1H' is not a card"
    ):
        replay_hand(rec)


def test_a_missing_action_is_detected_by_the_result_or_the_next_action() -> None:
    _, rec = record_of(9)
    short = dict(rec, actions=rec["actions"][:-1])
    with pytest.raises(RecordError):
        replay_hand(short)
    extra = dict(rec, actions=[*rec["actions"], "p1 pass"])
    with pytest.raises(RecordError, match=rf"^action {len(rec['actions']) + 1} "):
        replay_hand(extra)


# =========================================================================== malformed records


def _good() -> dict[str, Any]:
    return record_of(5)[1]


def _without(name: str) -> dict[str, Any]:
    rec = _good()
    del rec[name]
    return rec


MALFORMED: dict[str, Any] = {
    "missing version": _without("version"),
    "missing dealer": _without("dealer"),
    "missing pack": _without("pack"),
    "missing actions": _without("actions"),
    "version as text": dict(_good(), version="1"),
    "version true": dict(_good(), version=True),
    "version 2": dict(_good(), version=2),
    "dealer 4": dict(_good(), dealer=4),
    "dealer as text": dict(_good(), dealer="0"),
    "dealer float": dict(_good(), dealer=1.0),
    "dealer none": dict(_good(), dealer=None),
    "pack of 31": dict(_good(), pack=_good()["pack"][:31]),
    "pack with a repeat": dict(_good(), pack=[*_good()["pack"][:31], _good()["pack"][0]]),
    "pack of ints": dict(_good(), pack=list(range(32))),
    "pack of nones": dict(_good(), pack=[None] * 32),
    "pack of lists": dict(_good(), pack=[["AS"]] * 32),
    "pack as text": dict(_good(), pack="AS KS"),
    "pack as dict": dict(_good(), pack={"AS": 1}),
    "pack with a bad card": dict(_good(), pack=["1H", *_good()["pack"][1:]]),
    "rules as list": dict(_good(), rules=["must_undertrump"]),
    "rules as text": dict(_good(), rules="strict"),
    "rules unknown flag": dict(_good(), rules={"must_undertrum": False}),
    "rules wrong type": dict(_good(), rules={"match_target": "152"}),
    "rules bool as int": dict(_good(), rules={"must_undertrump": 0}),
    "rules out of range": dict(_good(), rules={"match_target": -5}),
    "rules bad choice": dict(_good(), rules={"closed_hokum_chooser": "nobody"}),
    "rules unhashable choice": dict(_good(), rules={"closed_hokum_chooser": ["caller"]}),
    "rules contradictory": dict(
        _good(), rules={"must_trump_when_void": False, "must_trump_when_partner_winning": True}
    ),
    "rules int key": dict(_good(), rules={1: True}),
    "actions as text": dict(_good(), actions="p1 sun"),
    "actions none": dict(_good(), actions=None),
    "action not text": dict(_good(), actions=[1, 2]),
    "action dict": dict(_good(), actions=[{"seat": 1}]),
    "match_scores short": dict(_good(), match_scores=[0]),
    "match_scores negative": dict(_good(), match_scores=[-1, 0]),
    "match_scores text": dict(_good(), match_scores="0 0"),
    "match_scores bools": dict(_good(), match_scores=[True, False]),
    "wrong format": dict(_good(), format="chess/pgn"),
    "format as list": dict(_good(), format=["x"]),
    "result as text": dict(_good(), result="made"),
    "result wrong": dict(_good(), result={"points": [0, 0], "outcome": "made", "redeal": None}),
    "a list": [_good()],
    "none": None,
    "text": "record",
    "number": 42,
    "empty dict": {},
}


@pytest.mark.parametrize("name", list(MALFORMED))
def test_malformed_records_give_a_record_error_sentence(name: str) -> None:
    with pytest.raises(RecordError) as info:
        replay_hand(MALFORMED[name])
    message = str(info.value)
    assert len(message.split()) >= 3 and "Traceback" not in message
    with pytest.raises(RecordError):
        Game.from_record(MALFORMED[name])


@pytest.mark.parametrize(
    "text",
    ["", "{", "}", "[1, 2]", "null", "42", '"record"', "{'a': 1}", "\x00", "\ud800", '{"a": }'],
)
def test_bad_json_gives_a_record_error(text: str) -> None:
    with pytest.raises(RecordError):
        loads(text)


def test_non_text_json_input_gives_a_record_error() -> None:
    for value in (None, 5, 3.5, [], {}):
        with pytest.raises(RecordError):
            loads(value)  # type: ignore[arg-type]


def test_deeply_nested_json_gives_a_record_error() -> None:
    with pytest.raises(RecordError):
        loads("[" * 100_000 + "]" * 100_000)


def test_huge_json_numbers_give_a_record_error() -> None:
    with pytest.raises(RecordError):
        loads('{"version": ' + "1" * 5000 + "}")


def test_random_corruptions_of_a_record_never_crash() -> None:
    """Replace one field of a good record by a random value: RecordError or a valid replay."""
    rng = random.Random(5)
    junk: list[Any] = [
        None, True, 0, -1, 7, 2**70, 1.5, "", "x", "p1 sun", [], [0], ["AS"] * 32, {}, {"a": 1},
        [None], [[]], "\u202e", "🂡",
    ]  # fmt: skip
    good = _good()
    for _ in range(400):
        rec = json.loads(json.dumps(good))
        name = rng.choice(FIELDS)
        if rng.random() < 0.3 and isinstance(rec.get(name), list) and rec[name]:
            rec[name][rng.randrange(len(rec[name]))] = rng.choice(junk)
        else:
            rec[name] = rng.choice(junk)
        with contextlib.suppress(RecordError):
            replay_hand(rec)


def test_a_replayed_record_can_be_played_on() -> None:
    state = apply_text(new_hand(seed=6, dealer=3), "p0 pass", "p1 pass")
    game = Game.from_record(loads(dumps(hand_record(state))))
    game.act("p2 sun")
    assert game.state == apply(state, "p2 sun")
    assert parse_action(game.to_record()["actions"][-1]) == game.history[-1]


def test_record_errors_are_baloot_errors() -> None:
    assert issubclass(RecordError, BalootError) and issubclass(RecordError, ValueError)


# =========================================================================== match records and files


@pytest.mark.parametrize("version", [99, "banana", None, True, 1.0])
def test_a_match_record_of_another_version_is_refused(version: object) -> None:
    from baloot_widgets import Match

    match = Match(seed=5)
    record = match.to_record()
    assert Match.from_record(dict(record)).scores == match.scores
    record["version"] = version
    with pytest.raises(RecordError) as info:
        Match.from_record(record)
    said = str(info.value)
    assert said.startswith(("record version", "the record's 'version' field")), said
    assert info.value.text("ar") != said
    del record["version"]
    with pytest.raises(RecordError, match="the record has no 'version' field"):
        Match.from_record(record)


_KILLED_SAVE = """
import os, sys, time
from baloot_widgets.records import files
def stuck(src, dst):  # the save is killed between writing and renaming
    print("written", flush=True)
    time.sleep(600)
files.os.replace = stuck
files.write_text(sys.argv[1], "x" * 100_000)
"""


def test_a_save_killed_half_way_leaves_nothing_behind_after_the_next_save(tmp_path: Any) -> None:
    import subprocess
    import sys

    from baloot_widgets.records import write_text

    target = tmp_path / "atomic.json"
    child = subprocess.Popen(
        [sys.executable, "-c", _KILLED_SAVE, str(target)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None and child.stdout.readline() == "written\n"
    finally:
        child.kill()
        child.wait()
    left = tmp_path / f".atomic.json.{child.pid}.tmp"
    assert left.exists() and not target.exists(), "the killed save left its temporary file"
    other = tmp_path / f".other.json.{child.pid}.tmp"  # another file's, from the same save
    other.write_text("y", encoding="utf-8")
    mine = tmp_path / f".running.json.{os.getppid()}.tmp"  # a save that still runs
    mine.write_text("z", encoding="utf-8")
    mine_too = tmp_path / f".elsewhere.json.{os.getpid()}.tmp"  # this process, another thread
    mine_too.write_text("z", encoding="utf-8")
    notes = tmp_path / ".notes.tmp"  # not a save's file: the learner's own
    notes.write_text("mine", encoding="utf-8")
    write_text(target, "{}")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["atomic.json", mine.name, mine_too.name, notes.name]
    )
    old = 2 * 3600.0
    os.utime(mine, (time.time() - old, time.time() - old))  # left long ago, whoever's it was
    write_text(tmp_path / "again.json", "{}")
    assert not mine.exists() and mine_too.exists() and notes.exists()
