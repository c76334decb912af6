"""Fuzz: random and malformed action strings (random bytes, unicode, huge strings, wrong
seats, wrong phase) and malformed records never crash -- only BalootError subclasses -- and
never change the state: ``apply`` leaves its (immutable) state equal to a pickled snapshot,
and a failing ``Game.act`` / ``Match.act`` leaves the game and match as they were.

The random draws run at a quarter of their full size; ``BALOOT_SLOW=1`` runs them in full
(``tests/sizes.py``)."""

from __future__ import annotations

import contextlib
import json
import pickle
import random
from typing import Any

import pytest
from engine_helpers import play_random, random_rules
from hypothesis import given, settings
from hypothesis import strategies as st
from sizes import examples

from baloot_widgets import BalootError, Game, Match, RecordError, RuleSet
from baloot_widgets.records import dumps, hand_record, loads, replay_hand
from baloot_widgets.rules.actions import Action, Play, parse_action
from baloot_widgets.rules.engine import (
    apply,
    apply_text,
    check,
    is_legal,
    legal_actions,
    new_hand,
    normalize,
)
from baloot_widgets.rules.state import HandState, Phase

# =========================================================================== states of every phase


def _states() -> list[HandState]:
    """States in every phase: bidding rounds, Gablak, the extra turn, confirmation, doubling
    (with the lock stage), play, review, done; strict and non-strict."""
    out: list[HandState] = []
    base = new_hand(seed=3, dealer=0)
    out.append(base)  # bid1
    out.append(apply_text(base, "p1 pass", "p2 sun"))  # gablak
    out.append(apply_text(base, "p1 pass", "p2 hokum", "p3 pass", "p0 pass"))  # bid1_extra
    out.append(apply_text(base, "p1 hokum", "p2 pass", "p3 pass", "p0 pass"))  # confirm
    out.append(apply_text(base, "p1 pass", "p2 pass", "p3 pass", "p0 pass"))  # bid2
    bidder = new_hand(seed=3, dealer=0, rules=RuleSet(closed_hokum_chooser="bidder"))
    hokum = apply_text(bidder, "p1 hokum", "p2 pass", "p3 pass", "p0 pass", "p1 hokum")
    out.append(hokum)  # doubling
    out.append(apply(hokum, "p2 double"))  # lock stage
    for seed, strict in ((1, True), (2, False), (5, False)):
        rules = RuleSet(strict_legality=strict)
        for state in play_random(seed, rules):
            if state.phase in (Phase.PLAY, Phase.REVIEW, Phase.DONE):
                out.append(state)
    phases = {s.phase for s in out}
    assert phases == set(Phase), phases
    return out


STATES = _states()
# a sample of states spread over the phases, for the per-string loops
SAMPLE = [STATES[i] for i in range(0, len(STATES), max(1, len(STATES) // 25))]


def snapshot(state: HandState) -> bytes:
    return pickle.dumps(state)


def try_apply(state: HandState, action: Any) -> None:
    """Apply ``action``: it must succeed as a legal action or raise a BalootError, and the
    state must be unchanged either way."""
    before = snapshot(state)
    try:
        after = apply(state, action)
    except BalootError:
        pass
    else:
        assert isinstance(after, HandState)
        recorded = after.history[-1]
        assert recorded == normalize(state, action)
        # accepted: it is one of the legal actions, as the engine records it
        assert recorded in legal_actions(state), (action, recorded)
    assert snapshot(state) == before


# =========================================================================== strings

VERBS = [
    "pass", "bess", "hokum", "sun", "ashkal", "kawesh", "saneen", "double", "dabal", "triple",
    "thri", "four", "gahwa", "open", "closed", "declare", "play", "sawa", "qayd",
]  # fmt: skip
NASTY = [
    "", " ", "\n", "\x00", "p", "p1", "p1 ", "p4 pass", "p-1 pass", "p10 pass", "P1 SUN", "p1  sun",
    "p1\tsun", "p1 sun sun", "p1 play", "p1 play 1H", "p1 play 11H", "p1 play AX", "p1 play A",
    "p1 play AS AS", "p1 play AS akka akka", "p1 play AS akk", "p1 hokum X", "p1 hokum HH",
    "p1 hokum ♥", "p1 hokum ♥️", "p1 double locked", "p1 double maybe", "p1 declare",
    "p1 declare sira sira sira", "p1 declare 1000", "p1 open open", "p1 play 10♥️", "p1 play ١٠H",
    "p١ sun", "ｐ1 sun", "p1 sun\u200b", "\u202ep1 sun", "p1 play AS\x00", "p0 qayd now",
    "p1 sawa!", "p9" * 1000, "p1 play " + "A" * 100_000, "x" * 1_000_000, "p1 " + "sun " * 10_000,
    "🂡", "بلوت", "p1 صن", "None", "null", "{}", "[]", "p1 play 7♠ akka", "p3 play tC",
]  # fmt: skip


def test_nasty_strings_in_every_phase() -> None:
    for state in STATES:
        for text in NASTY:
            try_apply(state, text)


def test_every_verb_for_every_seat_in_every_phase() -> None:
    rng = random.Random(0)
    for state in STATES:
        for seat in range(4):
            for verb in VERBS:
                tail = rng.choice(["", " AS", " 10H akka", " sira", " H", " closed", " x"])
                try_apply(state, f"p{seat} {verb}{tail}")


def test_random_byte_strings() -> None:
    rng = random.Random(1)
    for _ in range(examples(3000)):
        raw = bytes(rng.randrange(256) for _ in range(rng.randrange(40)))
        text = raw.decode(rng.choice(["latin-1", "utf-8"]), errors="replace")
        try_apply(rng.choice(SAMPLE), text)


def test_mutations_of_valid_action_texts() -> None:
    """Drop, duplicate, swap or replace one character of a valid action's text."""
    rng = random.Random(2)
    alphabet = "p0123456789 SHDCshdcAKQJT♠♥♦♣akkaplaysunhokum\t\u00a0"
    for state in SAMPLE:
        for a in legal_actions(state) or [parse_action("p1 play AS")]:
            text = str(a)
            for _ in range(12):
                i = rng.randrange(len(text))
                op = rng.randrange(4)
                if op == 0:
                    mutated = text[:i] + text[i + 1 :]
                elif op == 1:
                    mutated = text[:i] + text[i] + text[i:]
                elif op == 2:
                    mutated = text[:i] + rng.choice(alphabet) + text[i + 1 :]
                else:
                    mutated = text[:i] + rng.choice(alphabet) + text[i:]
                try_apply(state, mutated)


@settings(max_examples=examples(200), deadline=None)
@given(text=st.text(max_size=60), index=st.integers(0, 10_000))
def test_hypothesis_unicode_text(text: str, index: int) -> None:
    try_apply(SAMPLE[index % len(SAMPLE)], text)


@settings(max_examples=examples(200), deadline=None)
@given(
    text=st.from_regex(
        r"\A\s*[pP][0-9]\s+[a-z]{1,8}(\s+[0-9TJQKA]{1,2}[SHDC♠♥♦♣]?)?(\s+akka)?\s*\Z"
    ),
    index=st.integers(0, 10_000),
)
def test_hypothesis_action_shaped_text(text: str, index: int) -> None:
    try_apply(SAMPLE[index % len(SAMPLE)], text)


def test_wrong_seats_and_wrong_phases() -> None:
    for state in STATES:
        listed = legal_actions(state)
        for a in listed:
            for seat in range(4):
                if seat == a.seat:
                    continue
                moved = type(a)(**{**{f: getattr(a, f) for f in a.__slots__}, "seat": seat})
                try_apply(state, moved)
                try_apply(state, str(moved))
        for text in ("p1 play AS", "p2 double", "p3 hokum", "p0 triple", "p1 open", "p2 qayd",
                     "p3 declare sira", "p0 sawa", "p1 kawesh", "p2 ashkal", "p3 gahwa"):  # fmt: skip
            try_apply(state, text)


def test_check_and_is_legal_agree_and_never_crash() -> None:
    rng = random.Random(3)
    for state in SAMPLE:
        for _ in range(100):
            text = (
                rng.choice(NASTY[:-6])
                if rng.random() < 0.3
                else f"p{rng.randrange(4)} " + rng.choice(VERBS)
            )
            ok = is_legal(state, text)
            try:
                check(state, text)
            except BalootError:
                assert not ok
            else:
                assert ok


# =========================================================================== non-string input


@pytest.mark.parametrize("value", [None, 42, b"p1 sun", ["p1", "sun"], {"seat": 1}, 1.5])
def test_values_that_are_not_actions_raise_a_baloot_error(value: object) -> None:
    state = STATES[0]
    with pytest.raises(BalootError):
        apply(state, value)  # type: ignore[arg-type]


def test_parse_action_refuses_values_that_are_not_text() -> None:
    for value in (None, 42, b"p1 sun", ["p1", "sun"], {"seat": 1}, 1.5):
        with pytest.raises(BalootError):
            parse_action(value)  # type: ignore[arg-type]


def test_actions_with_impossible_fields_are_refused() -> None:
    from baloot_widgets import Card
    from baloot_widgets.rules.actions import Declare, Double, Hokum, Pass, Sun

    odd: list[Action] = [
        Pass(7), Sun(-1), Play(9, Card("AS")), Hokum(1, None), Double(5, True),
        Declare(1, ()), Declare(1, ("sira", "sira", "sira")),
    ]  # fmt: skip
    for state in STATES:
        for a in odd:
            try_apply(state, a)


# =========================================================================== Game and Match


def test_a_failing_game_act_leaves_the_game_unchanged() -> None:
    rng = random.Random(4)
    game = Game.new(seed=11, dealer=2)
    texts = [*NASTY[:-6], "p0 play AS", "p1 double", "p3 sun"]
    while not game.is_over:
        for _ in range(5):
            state, n = game.state, len(game.states)
            text = rng.choice(texts)
            try:
                game.act(text)
            except BalootError:
                assert game.state is state and len(game.states) == n
            else:
                game.undo()
                assert game.state is state
        game.act(rng.choice(game.legal_actions()))
    final, n = game.state, len(game.states)
    for text in texts[:20]:
        with pytest.raises(BalootError):
            game.act(text)
        assert game.state is final and len(game.states) == n


def test_a_failing_match_act_leaves_the_match_unchanged() -> None:
    match = Match(seed=5)
    rng = random.Random(5)
    for _ in range(60):
        state, scores, hands = match.state, match.scores, len(match.finished)
        for text in rng.sample(NASTY[:-6], 5):
            with pytest.raises(BalootError):
                match.act(text)
            assert match.state is state and match.scores == scores
            assert len(match.finished) == hands
        legal = match.legal_actions()
        if not legal:
            break
        match.act(rng.choice(legal))


# =========================================================================== records


def test_random_byte_flips_of_record_json_never_crash() -> None:
    rng = random.Random(6)
    texts = [dumps(hand_record(play_random(seed, random_rules(rng))[-1])) for seed in range(6)]
    for _ in range(600):
        text = bytearray(rng.choice(texts).encode())
        for _ in range(rng.randrange(1, 4)):
            i = rng.randrange(len(text))
            text[i] = rng.randrange(256)
        decoded = bytes(text).decode("utf-8", errors=rng.choice(["replace", "ignore"]))
        with contextlib.suppress(RecordError):
            replay_hand(loads(decoded))


def test_truncated_record_json_never_crashes() -> None:
    text = dumps(hand_record(play_random(8)[-1]))
    for n in range(0, len(text), 7):
        with pytest.raises(RecordError):
            replay_hand(loads(text[:n]))


GOOD_RECORD = hand_record(play_random(4)[-1])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)


@settings(max_examples=examples(150), deadline=None)
@given(value=json_values)
def test_arbitrary_json_values_as_records(value: Any) -> None:
    with contextlib.suppress(RecordError):
        replay_hand(value)
    with contextlib.suppress(RecordError):
        Game.from_record(value)
    with contextlib.suppress(RecordError):
        replay_hand(loads(json.dumps(value)))


@settings(max_examples=examples(150), deadline=None)
@given(
    field=st.sampled_from(
        ["format", "version", "rules", "dealer", "match_scores", "pack", "actions", "result"]
    ),
    value=json_values,
)
def test_one_field_replaced_by_any_json_value(field: str, value: Any) -> None:
    record = dict(GOOD_RECORD)
    record[field] = value
    with contextlib.suppress(RecordError):
        replay_hand(record)


def test_state_after_a_failed_replay_is_not_shared() -> None:
    """A failing replay must not touch the record it was given."""
    record = hand_record(play_random(9)[-1])
    record["actions"] = [*record["actions"][:3], "p1 nonsense"]
    record.pop("result")
    frozen = json.dumps(record, sort_keys=True)
    with pytest.raises(RecordError):
        replay_hand(record)
    assert json.dumps(record, sort_keys=True) == frozen
