"""The bots' advice for the strategy lessons (issue 14, lessons 11 and 12): a hand counted
as the bots count it, each call over simulated deals, what another seat may hold, what a
seat can count in the play, and the exercises built on them (the bots' call, the lead,
the review's mistakes).  Every figure comes from the bots' own code, in both languages."""

from __future__ import annotations

import random

import pytest

from baloot_widgets import BalootError, Card, CardSet, Contract, Game, RuleSet, Suit
from baloot_widgets.bots import (
    HeuristicBot,
    appraise,
    card_odds,
    count_cards,
    hint,
    simulate_calls,
)
from baloot_widgets.bots.bidding import (
    DOUBLE_HOKUM,
    HOKUM_BID,
    SUN_BID,
    TRIPLE,
    hokum_parts,
    hokum_strength,
    sun_parts,
    sun_strength,
)
from baloot_widgets.bots.cardplay import Table, play_tricks, playout
from baloot_widgets.bots.heuristic import PARTNER_MARGIN
from baloot_widgets.bots.knowledge import knowledge
from baloot_widgets.bots.simbid import chain_values
from baloot_widgets.quiz import exercise, make
from baloot_widgets.review import review
from baloot_widgets.review.calls import assess_call
from baloot_widgets.rules.actions import Double, Pass
from baloot_widgets.rules.scoring import total_abnat
from baloot_widgets.rules.state import Phase
from baloot_widgets.widgets import Quiz

# the auction of seed 112 (dealer 0) that leaves seat 2 to double seat 3's Hokum ♥
DOUBLING = ["p1 pass", "p2 pass", "p3 hokum", "p0 pass", "p1 pass", "p2 pass", "p3 hokum"]


def _hand(rng: random.Random, n: int) -> int:
    mask = 0
    for c in rng.sample(range(32), n):
        mask |= 1 << c
    return mask


# ---- the count (bots/bidding.py) ---------------------------------------------------------


def test_the_strengths_are_the_sums_of_their_parts() -> None:
    rng = random.Random(7)
    for _ in range(3000):
        hand, trump = _hand(rng, rng.randint(0, 8)), rng.randrange(4)
        assert sun_strength(hand) == sum(p.points for p in sun_parts(hand))
        assert hokum_strength(hand, trump) == sum(p.points for p in hokum_parts(hand, trump))
        for p in sun_parts(hand) + hokum_parts(hand, trump):
            assert p.cards & ~hand == 0 and 0 <= p.suit < 4 and p.points > 0


def test_the_parts_say_what_counts() -> None:
    keys = [(p.key, p.points) for p in sun_parts(CardSet("AS 10S KS QS 10H 9H 10D").mask)]
    assert keys == [("ace", 10), ("ten_with_ace", 8), ("king_top", 3), ("length", 2),
                    ("ten_guarded", 4), ("ten_bare", 1)]  # fmt: skip
    trumps = [p.key for p in hokum_parts(CardSet("7H JH 9H AS 10S KC").mask, 1)]
    assert trumps == ["trump", "trump", "trump", "trump_length", "side_ace", "side_ten",
                      "short_suit", "short_suit"]  # fmt: skip
    first = hokum_parts(CardSet("7H JH 9H").mask, 1)[:3]
    assert [str(CardSet(p.cards)) for p in first] == ["J♥", "9♥", "7♥"]  # trump order


# ---- appraise -------------------------------------------------------------------------------


def test_appraise_counts_the_floor_card_and_the_contracts_of_the_round() -> None:
    game = Game.new(seed=25, dealer=0)
    a = appraise(game.view(1))
    floor = game.view(1).floor
    assert a.floor == floor and floor in a.cards and len(a.cards) == 6
    assert a.contracts == (-1, floor.suit) and a.stage == "bid"
    assert a.strength("sun") == sun_strength(a.cards.mask)
    assert a.threshold("sun") == SUN_BID and a.threshold(floor.suit.letter) == HOKUM_BID
    game.act("p1 hokum")  # a Hokum stands: seat 2 may only say Sun now
    assert appraise(game.view(2)).contracts == (-1,)
    assert appraise(game.view(3)).contracts == (-1, floor.suit)  # not its turn: the round's


def test_appraise_in_the_second_round_counts_the_three_other_suits() -> None:
    game = Game.new(seed=3, dealer=0)
    for _ in range(4):
        game.act(f"p{game.to_move} pass")
    assert game.phase is Phase.BID2
    a = appraise(game.view(game.to_move))
    floor = game.view(1).floor.suit
    assert a.contracts == (-1, *(s for s in range(4) if s != floor))


def test_appraise_after_the_contract_takes_the_doubling_thresholds() -> None:
    game = Game.new(seed=112, dealer=0)
    for call in DOUBLING:
        game.act(call)
    defender, buyer = appraise(game.view(2)), appraise(game.view(1))
    assert defender.contracts == (1,) and defender.stage == "double"
    assert defender.threshold("H") == DOUBLE_HOKUM and len(defender.cards) == 8
    assert buyer.stage == "triple" and buyer.threshold("H") == TRIPLE
    assert "three trumps or more" in defender.text


def test_appraise_reads_in_both_languages_with_cards_left_to_right() -> None:
    a = appraise("AS 10S AH KD 7C", floor="8C", lang="ar")
    assert a.contracts == (-1, 0, 1, 2, 3) and a.stage == "bid"
    assert "تشتري البوتات من 27" in a.text and "(إكة)" in a.text
    html = a._repr_html_()
    assert 'dir="rtl"' in html and '<bdi dir="ltr">A♠</bdi>' in html
    assert html == appraise("AS 10S AH KD 7C", floor="8C", lang="ar")._repr_html_()
    assert repr(appraise("AS 10S", lang="en")).startswith("How the bots count A♠ 10♠")
    assert appraise("AS KS QS JS 10S 9S 8S 7S").stage == "double"


# ---- simulate_calls, card_odds --------------------------------------------------------------


def test_simulate_calls_values_each_way_of_buying() -> None:
    game = Game.new(seed=197, dealer=0)
    calls = simulate_calls(game.view(1), deals=24, seed=3)
    assert set(calls.values) == {"p1 hokum", "p1 sun"} and calls.stage == "bid"
    assert calls.values == simulate_calls(game.view(1), deals=24, seed=3).values
    best = "Hokum" if calls.best.endswith("hokum") else "Sun"
    assert calls.text.splitlines()[1].startswith(f"  bid {best}")
    assert "محاكاة" in simulate_calls(game.view(1), deals=4, lang="ar").text


def test_simulate_calls_values_the_doubling_as_if_the_chain_stopped() -> None:
    game = Game.new(seed=112, dealer=0)
    for call in DOUBLING:
        game.act(call)
    calls = simulate_calls(game.view(2), deals=16)
    assert set(calls.values) == {"p2 pass", "p2 double", "p2 double closed"}
    assert calls.stage == "double"
    k = knowledge(game.view(2))
    values = chain_values(k, [Pass(2), Double(2)], 16, random.Random(0))
    assert values[Double(2)] > values[Pass(2)]  # the buyer usually fails here: x2 pays


def test_simulate_calls_refuses_a_seat_without_a_way_to_buy() -> None:
    game = Game.new(seed=25, dealer=0)
    game.act("p1 sun")
    with pytest.raises(BalootError, match="has none now"):
        simulate_calls(game.view(1))


def test_a_partners_bid_shows_in_the_odds_and_a_pass_does_not() -> None:
    game = Game.new(seed=220, dealer=0)
    game.act("p1 pass")
    before = card_odds(game.view(0), 2, deals=300)
    game.act("p2 hokum")
    after = card_odds(game.view(0), 2, deals=300)
    assert after.chance("JH") > before.chance("JH") + 0.25
    for c in game.view(0).hand:
        assert after.chance(c) == 0.0
    assert sum(after.odds.values()) == pytest.approx(5, abs=0.01)  # seat 2 holds 5 cards
    assert "A pass tells it nothing" in after.text
    with pytest.raises(BalootError):
        card_odds(game.view(0), 0)


# ---- count_cards ----------------------------------------------------------------------------


def test_count_cards_adds_up_with_the_engine() -> None:
    game = Game.new(seed=52, dealer=0)
    game.play_bots({s: HeuristicBot(seed=s) for s in range(4)})
    game.undo()  # before seat 1's Sawa
    c = count_cards(game.view(1))
    contract = game.view(1).contract
    assert contract is not None
    assert sum(c.abnat) + c.left == total_abnat(contract.mode)
    held = game.view(0).hand | game.view(2).hand | game.view(3).hand
    for suit in Suit:
        assert c.out(suit) == held & CardSet(suit.mask)
    assert "every card left is yours" in c.text
    assert 0 in [s.value for s in c.voids(2)]  # seat 2 did not follow a spade
    assert "ما يستطيع المقعد 1" in count_cards(game.view(1), lang="ar").text
    with pytest.raises(BalootError, match="no contract"):
        count_cards(Game.new(seed=1).view(1))


# ---- the bots ------------------------------------------------------------------------------


def test_play_tricks_plays_as_the_playout_does() -> None:
    flags = RuleSet().play_flags
    for seed in range(20):
        rng = random.Random(seed)
        cards = list(range(32))
        rng.shuffle(cards)
        hands = [sum(1 << c for c in cards[8 * s : 8 * s + 8]) for s in range(4)]
        table = Table(seed % 5 - 1, False, flags, 0, 0, seed % 4, (), (0, 0, 0, 0))
        left, leader = play_tricks(hands, table, 8)
        assert left == (0, 0, 0, 0) and 0 <= leader < 4
        a0, a1, _ = playout(hands, table)
        assert a0 + a1 == (130 if seed % 5 == 0 else 162)
        some, _ = play_tricks(hands, table, 3)
        assert [h.bit_count() for h in some] == [5, 5, 5, 5]


def test_the_hint_says_why_it_leaves_a_partners_hokum() -> None:
    game = Game.new(seed=220, dealer=0)
    for call in ("p1 pass", "p2 hokum", "p3 pass"):
        game.act(call)
    assert SUN_BID <= appraise(game.view(0)).strength("sun") < SUN_BID + PARTNER_MARGIN
    told = hint(game.view(0))
    assert str(told.action) == "p0 pass" and "your partner bid Hokum" in told.text


# ---- exercises ------------------------------------------------------------------------------


def test_the_bots_call_explains_the_count_and_the_partner_margin() -> None:
    for seed in range(40):
        ex = exercise("bot_call", seed=seed, level=2)
        wrong = next(c.id for c in ex.choices if c.id != ex.solution)
        feedback = ex.check(wrong)
        assert feedback.reasons[0].startswith("The bots: ")
        assert any("the bots buy from" in r for r in feedback.reasons)
        game = Game.from_record(ex.args["record"])
        seat = game.to_move
        assert seat is not None
        partner_hokum = any(str(a) == f"p{seat ^ 2} hokum" for a in game.history)
        if partner_hokum and game.phase in (Phase.BID1, Phase.BID1_EXTRA):
            assert any("take it over with Sun only from 33" in r for r in feedback.reasons)


def test_the_bots_call_mixes_its_answers() -> None:
    answers = {exercise("bot_call", seed=s, level=3).solution for s in range(60)}
    assert {"pass", "hokum", "sun"} <= answers


def test_a_lead_is_asked_at_a_trick_start_where_it_matters() -> None:
    for level, left in ((1, 3), (2, 4), (3, 5)):
        for seed in range(10):
            ex = exercise("lead", seed=seed, level=level)
            assert ex.args["trick"] == [] and ex.seat == ex.args["leader"]
            assert len(CardSet(ex.args["hands"][ex.seat])) == left
            assert f"{left} tricks left" in ex.prompt


def test_the_reviews_mistakes_become_best_card_exercises() -> None:
    game = Game.new(seed=2, dealer=0)
    game.play_bots({s: HeuristicBot(seed=s) for s in range(4)})
    r = review(game)
    exercises = r.exercises(2, lang="ar")
    assert [e.seat for e in exercises] == [m.seat for m in r.mistakes()[:2]]
    for e, m in zip(exercises, r.mistakes(), strict=False):
        assert e.kind == "best_card" and e.lang == "ar"
        assert e.check(e.solution).correct and not e.check(m.card).correct
        assert e.check(m.card).reasons  # why the card played was worse


def test_a_score_exercise_needs_no_projects_and_a_quiz_of_given_exercises_says_so() -> None:
    doubled = Contract(mode="hokum", trump="H", buyer=3, multiplier=2, doubler=2)
    ex = make("score", contract=doubled, abnat=(80, 82), tricks=(4, 4))
    assert ex.solution == (0, 32)  # a tie in a doubled hand: the doubling team loses
    assert ex.board()["sheet"]["rows"][0][1:] == ["80", "82"]
    assert repr(Quiz(exercises=[ex])) == "Quiz(exercises=['score'], at=1, score=(0, 0))"


def test_a_call_the_expert_would_simulate_reads_in_a_review() -> None:
    game = Game.new(seed=197, dealer=0)
    game.act("p1 sun")  # the expert's simulation prefers Hokum here
    a = assess_call(game.states[0], game.history[0], seed=0)
    assert a is not None and a.expert == "p1 hokum"
    assert "48 simulated deals" in a.message.text() and a.message.text("ar")


# ---- round 2: the Hokum's suit is never the floor card's (RULES.md §4.2) -------------------


_SUIT_WORDS = dict(zip(Suit, ("spades", "hearts", "diamonds", "clubs"), strict=True))


def _round2_positions(n: int) -> list[Game]:
    """``n`` positions of round 2 (every seat passed in round 1), from bot auctions."""
    bot, out = HeuristicBot(), []
    seed = 0
    while len(out) < n:
        game = Game.new(seed=seed, dealer=seed % 4)
        seed += 1
        while game.phase in (Phase.BID1, Phase.BID1_EXTRA, Phase.GABLAK, Phase.BID2):
            seat = game.to_move
            assert seat is not None
            if game.phase is Phase.BID2:
                out.append(Game.from_record(game.to_record()))
            game.act(
                bot.choose(game.view(seat), [a for a in game.legal_actions() if a.seat == seat])
            )
    return out[:n]


def test_a_round_two_hokum_reason_never_names_the_floor_suit() -> None:
    """The bug of issue 21: in round 2 the hint said "you hold strong trumps: J♣" with the
    floor card J♣, whose suit cannot be trumps then.  Over 500 round-2 positions the
    reason names the suit the bot will confirm, never the floor card's, and the
    exercise asks a Hokum with one of the suits the seat may name."""
    hokums = 0
    for game in _round2_positions(500):
        seat = game.to_move
        assert seat is not None
        seen = game.view(seat)
        floor = seen.floor
        told = hint(seen)
        ex = make("bot_call", record=game.to_record())
        named = [c.id for c in ex.choices if c.id.startswith("hokum")]
        assert "hokum" not in named and f"hokum {floor.suit.letter}" not in named
        assert len(named) == 3 or not named
        if str(told.action) != f"p{seat} hokum":
            continue
        hokums += 1
        for lang in ("en", "ar"):
            words = told.message.text(lang)
            assert not any(str(c) in words for c in CardSet.full() if c.suit == floor.suit), words
        assert ex.solution in named
        suit = Suit.parse(ex.solution.split()[1])
        said, held = told.text.split(" as trumps, where you hold ")
        assert said.endswith(f"you will name {_SUIT_WORDS[suit]}")
        assert all(Card(c).suit == suit for c in held.rstrip(".").split()), told.text
        # the bot confirms that very suit when nobody overcalls it
        game.act(f"p{seat} hokum")
        while game.phase is not Phase.CONFIRM and game.phase is not Phase.DOUBLING:
            other = game.to_move
            assert other is not None
            game.act(f"p{other} pass")
        if game.phase is Phase.CONFIRM:
            bot = HeuristicBot()
            call = bot.choose(game.view(seat), [a for a in game.legal_actions() if a.seat == seat])
            assert str(call) in (f"p{seat} hokum {suit.letter}", f"p{seat} sun")
    assert hokums >= 20


def test_a_round_two_exercise_refuses_the_floor_suit_with_the_rule() -> None:
    ex = exercise("bot_call", seed=5, level=3)
    assert Game.from_record(ex.args["record"]).phase is Phase.BID2
    assert ex.solution == "hokum S"
    assert [c.id for c in ex.choices] == ["pass", "hokum S", "hokum H", "hokum D", "sun"]
    wrong = ex.check("hokum C")
    assert not wrong.valid and "cannot be the floor card's suit (clubs)" in wrong.text
    assert "J♣" not in ex.check("hokum H").text
