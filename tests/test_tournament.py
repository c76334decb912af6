"""Tournaments on duplicate deals (issue 4): statistics, executors, the command line."""

from __future__ import annotations

import math
from concurrent.futures import ThreadPoolExecutor

import pytest

from baloot_widgets.__main__ import main
from baloot_widgets.bots import ExpertBot, HeuristicBot, make_bot
from baloot_widgets.rules.errors import BalootError
from baloot_widgets.stats.tournament import PairResult, TournamentResult, play_pair, tournament


def test_a_pair_plays_the_same_deals_with_the_teams_swapped() -> None:
    pair = play_pair(3, "heuristic", "heuristic")
    # the same bot on both sides: each deal's two margins cancel exactly
    assert pair.margins and pair.wins == 1
    assert all(a == -b for a, b in zip(pair.margins[::2], pair.margins[1::2], strict=True))


def test_only_the_deals_both_matches_played_count() -> None:
    from baloot_widgets.play.game import Match

    pair = play_pair(5, "heuristic", "random")
    lengths = []
    for a_team in (0, 1):
        match = Match(seed=5, dealer=5 % 4)
        match.play_bots({s: make_bot("heuristic" if s & 1 == a_team else "random", 20 + s)
                         for s in range(4)})  # fmt: skip
        lengths.append(len(match.finished))
    assert len(pair.margins) == 2 * min(lengths) and lengths[0] != lengths[1]


def test_results_do_not_depend_on_the_executor() -> None:
    serial = tournament("heuristic", "random", games=2, workers=0)
    with ThreadPoolExecutor(max_workers=2) as pool:
        threaded = tournament("heuristic", "random", games=2, executor=pool)
    assert [r.margins for r in serial.results] == [r.margins for r in threaded.results]
    assert serial.mean > 10 and serial.win_rate == 1.0


def test_min_deals_keeps_the_shortest_prefix_of_seeds() -> None:
    result = tournament("heuristic", "random", games=1, min_deals=12, workers=0)
    assert result.deals >= 12 and result.pairs >= 2
    assert [r.seed for r in result.results] == list(range(result.pairs))
    without_last = sum(len(r.margins) for r in result.results[:-1]) / 2
    assert without_last < 12


def test_statistics() -> None:
    result = TournamentResult(("a", "b"))
    result.results = [
        PairResult(0, (4, -2), 2, (1.0, 0.5), (10, 10)),
        PairResult(1, (0, 2, 2), 1, (1.0, 0.5), (10, 10)),
        PairResult(2, (-4,), 0, (1.0, 0.5), (10, 10)),
    ]
    assert result.hands == 6 and result.deals == 3
    assert result.mean == pytest.approx(2 / 6)
    # ratio estimator over pairs: pair total - hands x mean
    residuals = [2 - 2 / 3, 4 - 3 / 3, -4 - 1 / 3]
    expected = math.sqrt(sum(r * r for r in residuals) * 3 / 2) / 6
    assert result.se == pytest.approx(expected)
    assert result.win_rate == pytest.approx(0.5)
    assert result.win_se == pytest.approx(0.5 / math.sqrt(3))
    assert result.move_seconds(0) == pytest.approx(0.1)
    assert "a vs b" in result.summary() and "±" in result.summary()


def test_bots_by_name_with_options() -> None:
    bot = make_bot("expert:worlds=6,solver_tricks=3", 1)
    assert isinstance(bot, ExpertBot) and bot.worlds == 6 and bot.solver_tricks == 3
    assert isinstance(make_bot(HeuristicBot, 2), HeuristicBot)
    with pytest.raises(BalootError, match="unknown bot"):
        make_bot("genius", 0)


def test_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["tournament", "--games", "1", "--bots", "heuristic,random", "--workers", "0"])
    out = capsys.readouterr().out
    assert status == 0 and out.startswith("heuristic vs random: 1 duplicate pairs")
    assert main(["tournament", "--games", "1", "--bots", "nobody,random", "--workers", "0"]) == 2


@pytest.mark.parametrize(
    ("bots", "message"),
    [
        ("nobody,random", "unknown bot 'nobody': choose from random, heuristic, expert"),
        ("heuristic", "--bots needs two bots separated by a comma, not 'heuristic'"),
        ("expert:worlds=x,random", "bot option 'worlds' must be a whole number >= 0, not 'x'"),
        ("expert:depth=3,random", "bot 'expert' has no option 'depth' (its options: worlds,"),
        ("random:seed=3,random", "bot 'random' has no option 'seed' (its options: name)"),
    ],
)
def test_bad_command_lines_get_a_sentence_not_a_traceback(
    bots: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["tournament", "--games", "1", "--bots", bots, "--workers", "0"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"baloot: {message}") and "Traceback" not in err


def test_bad_counts_are_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    for flag in ("--games", "--deals", "--workers"):
        with pytest.raises(SystemExit) as exit_info:
            main(["tournament", flag, "-2"])
        assert exit_info.value.code == 2
        assert f"argument {flag}: must be a whole number >= 0, not '-2'" in capsys.readouterr().err
    with pytest.raises(BalootError, match="games must be 0 or more, not -1"):
        tournament("heuristic", "random", games=-1)


def test_bots_play_by_the_rules_their_view_carries() -> None:
    from baloot_widgets import Game, RuleSet
    from baloot_widgets.bots.knowledge import knowledge

    rules = RuleSet(strict_legality=False)
    assert knowledge(Game.new(seed=1, rules=rules).view(1)).rules == rules
    pair = play_pair(1, "heuristic", "random", rules)
    assert pair.margins
