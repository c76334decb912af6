"""The teaching flags (docs/rules.md, "Teaching flags"): RuleSet.beginner() plays a first
hand with only Pass, Hokum, Sun and the cards; each flag switches one part off, and a call
that is switched off is neither offered nor accepted."""

from __future__ import annotations

import random

import pytest

from baloot_widgets import Game, IllegalActionError, RuleSet
from baloot_widgets.bots import HeuristicBot, RandomBot
from baloot_widgets.rules.actions import Ashkal, Double, Kawesh, Play, Sawa
from baloot_widgets.rules.engine import apply, legal_actions, new_hand
from baloot_widgets.rules.ruleset import TEACHING_FLAGS
from baloot_widgets.rules.state import Phase


def test_beginner_switches_every_teaching_flag_off_and_keeps_the_rest() -> None:
    rules = RuleSet.beginner(match_target=101)
    assert all(getattr(rules, name) is False for name in TEACHING_FLAGS)
    assert rules.match_target == 101 and rules.strict_legality is True
    assert all(getattr(RuleSet(), name) is True for name in TEACHING_FLAGS)


def test_a_beginner_hand_offers_only_pass_hokum_sun_and_cards() -> None:
    seen: set[str] = set()
    for seed in range(60):
        state = new_hand(seed=seed, dealer=seed % 4, rules=RuleSet.beginner())
        rng = random.Random(seed)
        while not state.is_over:
            assert state.phase is not Phase.DOUBLING and state.phase is not Phase.GABLAK
            actions = legal_actions(state)
            seen |= {type(a).__name__ for a in actions}
            assert not any(isinstance(a, (Ashkal, Kawesh, Double, Sawa)) for a in actions)
            assert not any(isinstance(a, Play) and a.akka for a in actions)
            state = apply(state, actions[rng.randrange(len(actions))])
        if state.result is not None:
            assert state.contract is not None and state.contract.multiplier == 1
    assert {"Pass", "Hokum", "Sun", "Play"} <= seen
    assert seen <= {"Pass", "Hokum", "Sun", "Play", "Declare"}


HOKUM_BY_1 = ["p1 hokum", "p2 pass", "p3 pass", "p0 pass", "p1 hokum"]


@pytest.mark.parametrize(
    ("flag", "actions"),
    [
        ("ashkal_allowed", ["p1 pass", "p2 pass", "p3 ashkal"]),
        ("kawesh_allowed", ["p1 kawesh"]),
        ("sawa_allowed", ["p1 sun", "p1 sawa"]),
        ("akka_allowed", [*HOKUM_BY_1, "p2 pass", "p0 pass", "p1 play 10C akka"]),
    ],
)
def test_a_switched_off_call_is_refused_with_the_flag_named(flag: str, actions: list[str]) -> None:
    state = new_hand(seed=3, dealer=0, rules=RuleSet(**{flag: False}))
    for action in actions[:-1]:
        state = apply(state, action)
    with pytest.raises(
        IllegalActionError, match=f"this table plays without it .RuleSet.{flag}=False"
    ):
        apply(state, actions[-1])


def test_without_doubling_play_starts_after_the_contract() -> None:
    state = new_hand(seed=3, dealer=0, rules=RuleSet(doubling_allowed=False))
    for action in HOKUM_BY_1:
        state = apply(state, action)
    assert state.phase is Phase.PLAY and state.to_move == 1
    assert not any(isinstance(a, Double) for a in legal_actions(state))


def test_without_gablak_a_later_sun_stands_at_once() -> None:
    with_gablak = new_hand(seed=3, dealer=0)
    without = new_hand(seed=3, dealer=0, rules=RuleSet(gablak_allowed=False))
    for action in ("p1 pass", "p2 pass", "p3 sun"):
        with_gablak = apply(with_gablak, action)
        without = apply(without, action)
    assert with_gablak.phase is Phase.GABLAK  # P1 and P2 are asked whether they take the Sun
    assert without.phase is Phase.PLAY and without.contract is not None
    assert without.contract.buyer == 3


def test_bots_play_whole_beginner_matches() -> None:
    game = Game.new(seed=9, rules=RuleSet.beginner())
    game.play_bots({s: (HeuristicBot(seed=s) if s % 2 else RandomBot(seed=s)) for s in range(4)})
    assert game.is_over
