"""The hand review (baloot_widgets.review, issue 13): every card's exact value is the
solver's at that position, a constructed blunder is the biggest mistake, fouls and Sawa
claims are reviewed or said to be unreviewable, calls and what a player could see are
estimates and say so, in English and Arabic."""

from __future__ import annotations

import itertools
import re

import pytest

from baloot_widgets import BalootError, Card, Game, RecordError, RuleSet
from baloot_widgets.bots import HeuristicBot, RandomBot
from baloot_widgets.review import MISTAKE, HandReview, review
from baloot_widgets.rules.actions import Play, Sawa
from baloot_widgets.rules.play import play_flags
from baloot_widgets.rules.state import Phase
from baloot_widgets.rules.tricks import sawa_valid
from baloot_widgets.solver import Solver

ARABIC = re.compile(r"[\u0600-\u06FF]")


def played(seed: int, rules: RuleSet | None = None, *, bots: str = "heuristic") -> Game:
    """A seeded hand played to the end by bots."""
    game = Game.new(seed=seed, dealer=seed % 4, rules=rules)
    kind = HeuristicBot if bots == "heuristic" else RandomBot
    game.play_bots({s: kind(seed=seed + s) for s in range(4)})
    return game


def solver_values(state: object) -> dict[int, int]:
    """card_values at a state, with a fresh solver (no table shared with the review)."""
    c = state.contract  # type: ignore[attr-defined]
    solver = Solver(c.trump_index, c.closed, play_flags(state.rules))  # type: ignore[attr-defined]
    return solver.card_values(state.hands, state.leader, state.trick)  # type: ignore[attr-defined]


def perfect_but(game: Game, blunder_at: int) -> int:
    """Play the hand's cards perfectly (the solver's best card, the first in display
    order) except card number ``blunder_at`` (from 0), which is the worst legal card;
    returns the index of the blunder in the hand's actions."""
    index = -1
    n = 0
    while not game.is_over:
        state = game.state
        legal = game.legal_actions()
        if state.phase is not Phase.PLAY:
            game.act(HeuristicBot(seed=0).choose(game.view(state.to_move), legal))
            continue
        values = solver_values(state)
        pick = min if n == blunder_at else max
        target = pick(values.values())
        card = next(c for c in sorted(values) if values[c] == target)
        if n == blunder_at:
            index = len(state.history)
        game.act(Play(state.to_move, Card(card)))
        n += 1
    return index


# ---- exact values ------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 5, 9, 12])
def test_each_card_value_best_and_loss_is_the_solvers_at_that_position(seed: int) -> None:
    game = played(seed)
    r = review(game)
    cards = [m for m in r.moves if m.is_card]
    assert cards, "the seeded hand has a card play"
    for m in cards:
        values = solver_values(r.states[m.index])
        assert m.values == values
        assert m.value == values[m.card]
        assert m.best_value == max(values.values())
        assert set(m.best) == {c for c, v in values.items() if v == m.best_value}
        assert m.loss == m.best_value - m.value >= 0
        assert m.mark == (
            "best" if m.loss == 0 else "mistake" if m.loss >= MISTAKE else "inaccuracy"
        )
        assert m.reason is not None and str(m.card) in str(m.reason)
        assert ARABIC.search(m.text("ar"))


def test_within_a_trick_a_card_is_worth_the_next_players_best() -> None:
    """The value of a card (perfect play afterwards) is the best value of the next
    position, seen from the other side when the next player is an opponent."""
    r = review(played(11))
    cards = [m for m in r.moves if m.is_card]
    for m, nxt in itertools.pairwise(cards):
        if m.trick != nxt.trick or nxt.index != m.index + 1:
            continue
        state = r.states[m.index]
        rem = _remaining(state)
        expected = nxt.best_value if nxt.seat & 1 == m.seat & 1 else rem - nxt.best_value
        assert m.value == expected


def _remaining(state: object) -> int:
    from baloot_widgets.rules.cards import LAST_TRICK_BONUS, iter_mask
    from baloot_widgets.rules.play import trick_points

    t = state.contract.trump_index  # type: ignore[attr-defined]
    cards = [*state.trick, *iter_mask(sum(state.hands))]  # type: ignore[attr-defined]
    return trick_points(cards, t) + LAST_TRICK_BONUS


def test_a_constructed_blunder_is_reported_as_the_biggest_mistake() -> None:
    game = Game.from_hands(
        ["AS KS QS 7H 8H AD 10D 9C", "10S JS 9S AH 10H KH 7D 8D", "8S 7S QH JH 9H KD QD JD",
         "AC 10C KC QC JC 8C 7C 9D"], floor="9C",
    )  # fmt: skip
    for action in ("p1 pass", "p2 pass", "p3 pass", "p0 sun"):
        game.act(action)
    at = perfect_but(game, blunder_at=17)
    r = review(game)
    worst = r.mistakes()[0]
    assert worst.index == at and worst.loss >= 1
    others = [m for m in r.moves if m.is_card and m.index != at]
    assert all(m.loss == 0 for m in others), [(m.action, m.loss) for m in others if m.loss]
    assert r.mistakes() == [worst]
    assert str(worst.card) in str(worst.reason) and any(
        str(c) in str(worst.reason) for c in worst.best
    )
    summary = r.summary()
    assert "Biggest mistakes of" in summary and str(worst.reason) in summary
    assert r.lost()[worst.seat] == worst.loss and sum(r.lost()) == worst.loss


def test_perfect_play_from_the_first_card() -> None:
    game = played(7)
    r = review(game)
    assert r.perfect is not None
    first = next(m for m in r.moves if m.is_card)
    state = r.states[first.index]
    value = Solver(state.contract.trump_index).solve(state.hands, state.leader, (), 0).value
    assert r.perfect.abnat == (value, 162 - value) or r.perfect.abnat == (value, 130 - value)
    assert sum(r.perfect.tricks) == 8 and len(r.perfect.line) == 8
    assert "Perfect play from the first card" in r.summary()


def test_reasons_read_as_sentences_in_both_languages() -> None:
    r = review(played(0))
    costly = r.mistakes()
    assert costly
    for m in costly:
        english, arabic = m.text(), m.text("ar")
        assert str(m.card) in english and str(m.card) in arabic
        assert str(m.loss) in english and ARABIC.search(arabic)
    assert ARABIC.search(r.summary("ar")) and "Seat" not in r.summary("ar")


# ---- calls and estimates ---------------------------------------------------------------


def test_calls_get_the_experts_assessment_marked_as_an_estimate() -> None:
    game = Game.new(seed=1, dealer=0)
    game.act("p1 sun")
    call = review(game).moves[0]
    assert not call.is_card and not call.exact and call.value is None
    assert call.mark == "call_differs" and call.expert == "p1 pass"
    assert call.text().startswith("estimate:") and call.text("ar").startswith("تقدير")
    agree = review(played(0)).moves[0]
    assert agree.mark in ("call", "call_differs") and agree.text().startswith("estimate:")


def test_two_ways_of_buying_are_compared_over_simulated_deals() -> None:
    for seed in range(40):
        game = Game.new(seed=seed, dealer=0)
        buys = [a for a in game.legal_actions() if str(a) in ("p1 sun", "p1 hokum")]
        if len(buys) < 2:
            continue
        for action in buys:
            trial = Game.new(seed=seed, dealer=0)
            trial.act(action)
            m = review(trial).moves[0]
            if m.expert_values:
                assert set(m.expert_values) == {m.expert, m.action}
                assert "simulated deals" in m.text() and "game points a hand" in m.text()
                return
    pytest.fail("no seeded deal where the expert prefers another way of buying")


def test_the_estimate_of_what_a_player_could_see() -> None:
    r = review(played(0))
    m = r.mistakes()[0]
    e = r.estimate(m)
    assert e is not None and e.seat == m.seat and e.worlds == 16
    assert set(e.values) == set(m.values) and e.card == m.card
    assert e.loss == pytest.approx(e.best_value - e.value) and e.loss >= 0
    assert e.message.text().startswith("estimate from what") and e.message.text("ar").startswith(
        "تقدير"
    )
    assert r.estimate(m.index) is e  # kept once computed
    again = review(played(0)).estimate(m.index)
    assert again is not None and again.values == e.values  # seeded
    call = next(x for x in r.moves if not x.is_card)
    assert r.estimate(call) is None


# ---- fouls, Sawa, records, void hands ------------------------------------------------------


def _mid_trick_foul() -> Game:
    """A seeded non-strict hand (random bots) with a foul that is not a trick's last card."""
    loose = RuleSet(strict_legality=False)
    for seed in range(200):
        game = played(seed, loose, bots="random")
        if any(
            f.card is not None and f.at % 4 < 3 and f.kind != "false_akka" for f in game.state.fouls
        ):
            return game
    raise AssertionError("no seeded hand with a foul in the middle of a trick")


def test_a_foul_is_reviewed_and_the_cards_it_spoils_say_why() -> None:
    game = _mid_trick_foul()
    r = review(game)
    foul = next(
        f
        for f in game.state.fouls
        if f.card is not None and f.at % 4 < 3 and f.kind != "false_akka"
    )
    plays = [m for m in r.moves if m.is_card]
    at = plays[foul.at]
    assert at.card == foul.card and at.value is None and at.mark == "unvalued"
    assert at.values and at.best_value == max(at.values.values())
    assert "broke a rule" in at.text() and "no exact value" in at.text()
    after = plays[foul.at + 1]
    if after.trick == at.trick:
        assert after.value is None and "exact values exist for legal positions only" in after.text()
        assert ARABIC.search(after.text("ar"))
    # a card is valued unless it is a foul or follows one in its trick
    spoilt = {f.at for f in game.state.fouls if f.kind != "false_akka"}
    for n, m in enumerate(plays):
        fouled = any(n - n % 4 <= at_ <= n for at_ in spoilt)
        assert (m.value is None) == fouled, (n, m.action)
    assert "Cards without an exact value" in r.summary()
    assert r.estimate(at) is None


def test_a_verified_sawa_and_a_refused_one() -> None:
    for seed in range(300):
        game = played(seed)
        sawa = next((i for i, a in enumerate(game.history) if isinstance(a, Sawa)), None)
        if sawa is not None:
            break
    else:
        raise AssertionError("no seeded hand with a Sawa claim")
    m = review(game).moves[sawa]
    assert m.value == m.best_value and m.loss == 0 and m.text().startswith("Sawa:")

    refused = None
    for seed in range(100):
        trial = Game.new(seed=seed, dealer=0)
        bots = {s: HeuristicBot(seed=s) for s in range(4)}
        while not trial.is_over:
            s = trial.state
            if s.phase is Phase.PLAY and not s.trick and s.tricks and not sawa_valid(s, s.to_move):
                trial.act(Sawa(s.to_move))
                refused = trial
                break
            trial.act(bots[s.to_move].choose(trial.view(s.to_move), trial.legal_actions()))
        if refused is not None:
            break
    assert refused is not None
    refused.play_bots({s: HeuristicBot(seed=s) for s in range(4)})
    r = review(refused)
    m = next(x for x in r.moves if x.action.endswith("sawa"))
    assert m.value is None and "the Sawa was refused" in m.text()


def test_a_record_replays_into_the_same_review() -> None:
    game = played(4)
    from_game, from_record = review(game), review(game.to_record())
    assert [(m.action, m.value, m.best_value) for m in from_game.moves] == [
        (m.action, m.value, m.best_value) for m in from_record.moves
    ]
    assert review(game.state).perfect == from_game.perfect
    with pytest.raises(RecordError, match="does not replay"):
        review({**game.to_record(), "actions": ["p1 dance"]})
    with pytest.raises(BalootError, match="review takes a Game"):
        review(42)  # type: ignore[arg-type]
    with pytest.raises(BalootError, match="rules must be a RuleSet"):
        review(game, rules="loose")  # type: ignore[arg-type]


def test_other_rules_replay_the_hand_under_them() -> None:
    game = played(6)
    r = review(game, rules=RuleSet(must_undertrump=False))
    assert r.final.rules.must_undertrump is False and isinstance(r, HandReview)


def test_a_hand_with_no_card_played() -> None:
    game = Game.new(seed=0, dealer=0)
    for _ in range(8):
        game.act(next(a for a in game.legal_actions() if str(a).endswith("pass")))
    r = review(game)
    assert r.perfect is None and not any(m.is_card for m in r.moves)
    assert r.summary() == "No card was played in this hand: there is nothing to value exactly."
    assert ARABIC.search(r.summary("ar"))
    assert "<tr" not in r._repr_html_()


def test_pictures_are_deterministic_and_mark_mistakes_in_words_too() -> None:
    r = review(played(0))
    html = r._repr_html_()
    assert html == review(played(0))._repr_html_()
    assert "bw-mistake" in html or "bw-inaccuracy" in html
    assert " at 0x" not in html and "Abnat" in html
    arabic = review(played(0), lang="ar")._repr_html_()
    assert 'dir="rtl"' in arabic and '<bdi dir="ltr">' in arabic
    assert repr(r).startswith("<HandReview moves=")


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="lang must be"):
        review(played(2), lang="fr")  # type: ignore[arg-type]
