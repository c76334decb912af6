"""The exercises of lessons 09, 10 and 13 (stake, sun_double, foul, qayd_score, match_end):
each level reaches the cases it is about (rules §5, §10, §11), the numbers are the rules'
own, and house rules give positions of their own table.  The generic checks (the public
grader, right and wrong answers, junk) are in tests/test_quiz.py."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from baloot_widgets import BalootError, Game, RuleSet
from baloot_widgets.quiz import exercise

SEEDS = range(60)
CLASS_PERIOD = RuleSet(match_target=76, sun_double_threshold=50)


def solutions(kind: str, level: int, seeds: Iterable[int] = SEEDS, **kw: object) -> set[object]:
    return {exercise(kind, seed=s, level=level, **kw).solution for s in seeds}  # type: ignore[arg-type]


def test_stake_levels_reach_open_closed_triple_four_and_gahwa() -> None:
    assert {"1", "2", "2c"} <= solutions("stake", 1)
    assert {"3", "4", "4c"} <= solutions("stake", 2)
    assert {"gahwa", "4", "4c"} <= solutions("stake", 3)
    ex = exercise("stake", seed=1, level=3)
    assert "a Triple always makes the game open" in ex.check("1").text


def test_sun_double_is_the_100_rule_and_its_threshold() -> None:
    for seed in SEEDS:
        ex = exercise("sun_double", seed=seed, level=3)
        scores, team = ex.args["scores"], ex.args["buyer_team"]
        allowed = scores[team] > 100 and scores[1 - team] < 100
        assert ex.solution == ("yes" if allowed else "no"), scores
    assert 100 in {min(exercise("sun_double", seed=s, level=3).args["scores"]) for s in SEEDS}
    for seed in range(20):  # a class period's table: scores under 76, the rule at 50
        ex = exercise("sun_double", seed=seed, level=3, rules=CLASS_PERIOD)
        scores = ex.args["scores"]
        assert max(scores) < 76 and (50 in scores or sorted(scores) == [49, 51]), scores
        assert "uses 50 instead of 100" in ex.board()["note"]


def test_foul_levels_reach_every_foul_of_a_card() -> None:
    assert solutions("foul", 1) == {"revoke", "none"}
    assert {"trump", "overtrump", "revoke", "none"} <= solutions("foul", 2)
    assert {"undertrump", "closed_lead", "overtrump", "none"} <= solutions("foul", 3)
    for seed in range(20):  # the wrong answer is told the engine's own sentence
        ex = exercise("foul", seed=seed, level=2)
        assert ex.check("none" if ex.solution != "none" else "revoke").reasons


def test_a_valid_qayd_pays_26_or_16_times_the_multiplier_with_projects() -> None:
    seen = set()
    for level in (1, 2, 3):
        for seed in SEEDS:
            ex = exercise("qayd_score", seed=seed, level=level)
            state = Game.from_record(ex.args["record"]).state
            c, result = state.contract, state.result
            assert c is not None and result is not None
            first = result.lines[0]
            seen.add(first.key)
            wronged = first.team
            assert wronged is not None and result.points[1 - wronged] == 0
            base = (26 if c.mode == "sun" else 16) * c.multiplier
            lines = [line for line in result.lines if line.key == "project"]
            if lines:  # the wronged team won the comparison: all its projects, x the multiplier
                declared = [p for seat, ps in enumerate(state.declared) if seat % 2 == wronged
                            for p in ps]  # fmt: skip
                assert {line.team for line in lines} == {wronged}
                assert sorted(line.points or 0 for line in lines) == sorted(
                    p.game_points(c) * c.multiplier for p in declared
                )
            baloot = sum(line.points or 0 for line in result.lines if line.key == "baloot")
            projects = sum(line.points or 0 for line in lines)
            assert result.points[wronged] == base + projects + baloot, (level, seed)
            seen.update(line.key for line in result.lines)
    assert {"qayd", "qayd_false", "project", "baloot"} <= seen


def test_match_end_levels_reach_ties_gahwa_and_void_hands() -> None:
    assert solutions("match_end", 1) == {"0", "1", "none"}
    ties = voids = gahwas = 0
    for seed in SEEDS:
        a = exercise("match_end", seed=seed, level=2).args
        after = [s + p for s, p in zip(a["scores"], a["result"].points, strict=True)]
        ties += after[0] == after[1] >= a["target"]
        b = exercise("match_end", seed=seed, level=3).args
        voids += b["result"] is None
        gahwas += b["result"] is not None and b["result"].match_winner is not None
    assert ties and voids and gahwas
    for seed in range(20):
        ex = exercise("match_end", seed=seed, level=2, rules=CLASS_PERIOD)
        assert ex.args["target"] == 76 and max(ex.args["scores"]) < 76


@pytest.mark.parametrize(
    "rules",
    [
        RuleSet(closed_hokum_chooser="bidder"),
        RuleSet(closed_hokum_chooser="auto"),
        RuleSet(doubling_chain_by_team=True, sun_full_doubling_chain=True),
        RuleSet(must_trump_when_void=False),
        RuleSet(qayd_deferral=False),
        CLASS_PERIOD,
    ],
    ids=lambda r: ",".join(r.differences()),
)
def test_house_rules_give_positions_of_their_own_table(rules: RuleSet) -> None:
    for kind in ("stake", "sun_double", "foul", "qayd_score", "match_end"):
        for level in (1, 2, 3):
            for seed in range(5):
                ex = exercise(kind, seed=seed, level=level, rules=rules)
                assert ex.check(ex.solution).correct, (kind, level, seed)
                if "record" in ex.args:  # played at this table (without a referee)
                    played = Game.from_record(ex.args["record"]).rules
                    assert played.differences().keys() - {"strict_legality"} == (
                        rules.differences().keys() - {"strict_legality"}
                    )


def test_without_doubling_the_doubling_exercises_say_why() -> None:
    for kind in ("stake", "sun_double"):
        with pytest.raises(BalootError, match="doubling_allowed=False"):
            exercise(kind, rules=RuleSet.beginner())
    assert exercise("foul", seed=1, level=3, rules=RuleSet.beginner()).solution
