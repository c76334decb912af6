"""The ``principle`` exercise asks only fair questions (teacher findings 2, P1.1): its
answer follows the figure of the position's own kind of case (in Sun, the Ace before the
Ten measured nothing, so "No measurable difference" is right there), never a position
where the two ways are the same (the last card: playing it or claiming Sawa), and a
position in the play shows the tricks played, so that a student can count."""

from __future__ import annotations

from typing import Any

import pytest

from baloot_widgets.bots.knowledge import knowledge
from baloot_widgets.play.view import SeatView
from baloot_widgets.quiz import Exercise, exercise
from baloot_widgets.quiz.principles import PrincipleChoice
from baloot_widgets.rules.state import Phase
from baloot_widgets.strategy import principle_worth
from baloot_widgets.strategy.principles import principle

SEEDS = range(40)


def _case(ex: Exercise) -> tuple[SeatView, Any]:
    """The position as the seat sees it, and the principle's two ways there."""
    seen = PrincipleChoice().seen(ex)
    choice = principle(ex.args["principle"]).at(knowledge(seen), list(seen.legal))
    assert choice is not None
    return seen, choice


@pytest.mark.parametrize("level", [1, 2, 3])
def test_no_measurable_difference_is_right_when_the_case_measured_nothing(level: int) -> None:
    for seed in SEEDS:
        ex = exercise("principle", seed=seed, level=level)
        _, choice = _case(ex)
        n, worth, _ = principle_worth(ex.args["principle"]).case(choice.label)
        mean, se = worth
        within = n < 30 or se != se or abs(mean) <= 2 * se
        assert (ex.solution == "either") == within, (
            seed,
            ex.args["principle"],
            choice.label,
            worth,
        )


@pytest.mark.parametrize("level", [2, 3])
def test_the_two_ways_differ_and_the_played_cards_are_shown(level: int) -> None:
    for seed in SEEDS:
        ex = exercise("principle", seed=seed, level=level)
        seen, _ = _case(ex)
        if seen.phase is not Phase.PLAY:
            continue
        assert len(seen.hand) > 1, (seed, "the last card: both ways are the same")
        if seen.tricks:
            sheet = ex.board()["sheet"]
            assert len(sheet["rows"]) == len(seen.tricks), seed
            assert sheet["head"][1] == "Tricks played"


def test_sun_ace_before_ten_accepts_no_measurable_difference() -> None:
    """The case the teacher met: a Sun hand, A♥ or 10♥ first."""
    found = 0
    for seed in range(120):
        ex = exercise("principle", seed=seed, level=2)
        if ex.args["principle"] != "ace_before_ten":
            continue
        _, choice = _case(ex)
        if choice.label == "sun":
            found += 1
            assert ex.solution == "either"
            assert ex.check("either").correct
    assert found
