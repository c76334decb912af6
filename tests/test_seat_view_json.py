"""The seat's view as JSON (docs/seat-view.md): the one JSON form of what a seat may see,
for programs outside the package.  Its documented keys and types are the ones it has, a
program that reads nothing but that JSON can play whole hands, and the JSON has no hidden
card outside teacher mode."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from json_shape import shape

from baloot_widgets import Game, Rank
from baloot_widgets.play.view import VIEW_SCHEMA, view
from baloot_widgets.rules.actions import (
    Action,
    Declare,
    Double,
    Four,
    Gahwa,
    Hokum,
    Pass,
    Play,
    Triple,
)
from baloot_widgets.rules.engine import apply, legal_actions, new_hand
from baloot_widgets.rules.ruleset import RuleSet
from baloot_widgets.rules.state import HandState

DOC = Path(__file__).resolve().parent.parent / "docs" / "seat-view.md"

Policy = Callable[[HandState, list[Action], random.Random], Action]


def documented() -> dict[str, set[str]]:
    """The key table of docs/seat-view.md: each key path and its types."""
    rows = re.findall(r"^\| `([^`]+)` \| ([a-z|\\]+) \|", DOC.read_text(encoding="utf-8"), re.M)
    return {path: set(types.replace("\\", "").split("|")) for path, types in rows}


def bold(state: HandState, legal: list[Action], rng: random.Random) -> Action:
    """Every doubling call, Akka and declaration it may make; any legal action otherwise."""
    for kinds in ((Double, Triple, Four, Gahwa), (Declare,)):
        calls = [a for a in legal if isinstance(a, kinds)]
        if calls:
            return rng.choice(calls)
    akka = [a for a in legal if isinstance(a, Play) and a.akka]
    return akka[0] if akka else rng.choice(legal)


def hokum_first(state: HandState, legal: list[Action], rng: random.Random) -> Action:
    """Buys Hokum whenever it may (never Sun) and plays the King and Queen of trumps first,
    so that a Baloot is common; bold otherwise."""
    c = state.contract
    if c is None:
        calls = [a for a in legal if isinstance(a, Hokum)] or [
            a for a in legal if isinstance(a, Pass)
        ]
        return rng.choice(calls or legal)
    kq = (Rank.KING, Rank.QUEEN)
    royal = [
        a for a in legal if isinstance(a, Play) and a.card.suit == c.trump and a.card.rank in kq
    ]
    return rng.choice(royal) if royal else bold(state, legal, rng)


def passing(state: HandState, legal: list[Action], rng: random.Random) -> Action:
    """Passes whenever it may (so that the hand is dealt again)."""
    return next((a for a in legal if isinstance(a, Pass)), None) or rng.choice(legal)


def hands(seed: int) -> Iterator[HandState]:
    """Every state of three seeded hands near the end of a match, in strict and non-strict
    play: bold, Hokum-first and passing players."""
    for k, policy in enumerate((bold, hokum_first, passing)):
        rng = random.Random(seed * 3 + k)
        rules = RuleSet(strict_legality=seed % 2 == 0)
        state = new_hand(seed=seed * 3 + k, dealer=seed % 4, rules=rules, match_scores=(140, 130))
        yield state
        while not state.is_over:
            state = apply(state, policy(state, legal_actions(state), rng))
            yield state


def test_the_documented_keys_and_types_are_the_ones_the_json_has() -> None:
    """Over seeded hands, from every seat, in both languages and in teacher mode: each
    documented key path appears with each of its documented types, and nothing else does."""
    table = documented()
    assert "schema" in table and "reasons.<card>" in table, "the doc's key table was not read"
    found: dict[str, set[str]] = {}
    for seed in range(40):
        for state in hands(seed):
            for seat in range(4):
                data = view(state, seat, reveal=seat == state.dealer).to_json(
                    "ar" if seed % 2 else "en"
                )
                assert data["schema"] == VIEW_SCHEMA
                shape(json.loads(json.dumps(data)), "", found)
        seen = {path[1:]: types for path, types in found.items() if path}
        if seen == table:
            return
    missing = {
        p: sorted(t - seen.get(p, set())) for p, t in table.items() if t - seen.get(p, set())
    }
    extra = {
        p: sorted(t - table.get(p, set()))
        for p, t in seen.items()
        if p not in table or t - table[p]
    }
    raise AssertionError(f"documented but never seen: {missing}; seen but not documented: {extra}")


def json_player(data: dict[str, Any]) -> str:
    """A bot that knows nothing of this package: it reads the JSON only and answers one of
    its legal actions (the lowest card of the suit led when it can, else its first action)."""
    led = data["trick"][0]["card"][-1] if data["trick"] else None
    plays = [a for a in data["legal"] if " play " in a]
    follow = [a for a in plays if led is not None and a.endswith(led)]
    order = ["7", "8", "9", "J", "Q", "K", "10", "A"]
    if follow:
        return min(follow, key=lambda a: order.index(a.split()[-1][:-1]))
    return str(data["legal"][0])


def test_a_program_that_reads_only_the_json_plays_whole_hands() -> None:
    """The JSON is enough to play: the seat to move, its cards and its legal actions as text
    the engine reads back; the hand ends with a result in the JSON."""
    for seed in range(6):
        game = Game.new(seed=seed, dealer=seed % 4)
        while not game.is_over:
            seat = game.state.to_move
            assert seat is not None
            data = json.loads(json.dumps(game.view(seat).to_json()))
            assert data["seat"] == data["to_move"] == seat and data["hand"]
            game.act(json_player(data))
        final = game.view(0).to_json()
        assert final["phase"] == "done" and final["legal"] == []
        assert final["result"] is not None or final["redeal"] is not None


def test_the_json_holds_no_hidden_card_outside_teacher_mode() -> None:
    """A seat's JSON names its own cards, the cards played and the projects shown, never
    another seat's hidden cards; teacher mode adds every hand."""
    for state in hands(7):
        for seat in range(4):
            data = view(state, seat).to_json()
            assert "hands" not in data and "trick_points" not in data
            assert data["hand"] == [c.code for c in view(state, seat).hand]
            assert data["hand_counts"] == [h.bit_count() for h in state.hands]
            teacher = view(state, seat, reveal=True).to_json()
            assert [len(h) for h in teacher["hands"]] == data["hand_counts"]
