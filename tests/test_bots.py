"""Bots (issue 4; docs/architecture.md, "The seat's view, the bots and the hint"): they
decide from the view only, are seeded and deterministic, bid and play sensibly, prove Sawa
and Qayd from what they saw, and the hint explains its card in English and Arabic."""

from __future__ import annotations

import functools
import itertools
import random
from collections import Counter, defaultdict
from collections.abc import Callable

import pytest
from engine_helpers import make_pack, mask, pack_for_hands

from baloot_widgets import Card, CardSet, Game, Match, RuleSet
from baloot_widgets.bots import Bot, ExpertBot, HeuristicBot, RandomBot, hint
from baloot_widgets.bots.bidding import hokum_strength
from baloot_widgets.bots.cardplay import Table, choose_card
from baloot_widgets.bots.knowledge import knowledge
from baloot_widgets.bots.worlds import sample_worlds
from baloot_widgets.i18n import plain_text
from baloot_widgets.play.view import view
from baloot_widgets.rules.actions import (
    Ashkal,
    Declare,
    Double,
    Hokum,
    Pass,
    Play,
    Qayd,
    Sawa,
    Sun,
)
from baloot_widgets.rules.cards import FULL_MASK
from baloot_widgets.rules.engine import apply, apply_text, legal_actions, new_hand
from baloot_widgets.rules.state import HandState, Phase

# Sun bought by seat 1 (dealer 0, so seat 1 leads); 7♣ is the floor card.
SUN_HANDS = {
    1: "AS KH QH JH 7D 8D 9D 7C",
    2: "7S 9S AH 10H AD 10D AC 10C",
    3: "10S 8S 9H 8H KD QD KC QC",
    0: "KS QS JS 7H JD JC 9C 8C",
}
# Hokum ♥ bought by seat 1; 7♥ is the floor card.
HOKUM_HANDS = {
    1: "AS KS QD JD 7D KC QC 7H",
    2: "7S 8S 9S AH 10H AC 10C 8D",
    3: "JH 9H KH 10D AD 9D 7C 8C",
    0: "QS JS 10S QH 8H KD JC 9C",
}


def sun_state(rules: RuleSet | None = None) -> HandState:
    return apply(new_hand(pack=pack_for_hands(SUN_HANDS, "7C", buyer=1), rules=rules), "p1 sun")


def hokum_state() -> HandState:
    s = new_hand(pack=pack_for_hands(HOKUM_HANDS, "7H", buyer=1))
    return apply_text(
        s, "p1 hokum", "p2 pass", "p3 pass", "p0 pass", "p1 hokum", "p2 pass", "p0 pass"
    )


def ask(bot: Bot, state: HandState) -> object:
    seat = state.to_move
    assert seat is not None
    return bot.choose(view(state, seat), [a for a in legal_actions(state) if a.seat == seat])


# --- the protocol, determinism, the view only -------------------------------------------


#: the expert at small sizes for whole hands and matches: its default sizes (16 worlds, 48
#: simulated deals per bid) only multiply the same searches (the benchmarks time them)
SMALL_EXPERT = functools.partial(ExpertBot, worlds=4, rollout_worlds=3, simulate_bids=8)


@pytest.mark.parametrize(
    "make", [RandomBot, HeuristicBot, SMALL_EXPERT], ids=["RandomBot", "HeuristicBot", "ExpertBot"]
)
def test_bots_follow_the_protocol_and_are_deterministic(make: Callable[..., Bot]) -> None:
    records = []
    for _ in range(2):
        game = Game.new(seed=11, dealer=2)
        game.play_bots({s: make(seed=s) for s in range(4)})
        assert game.is_over
        records.append(game.to_record())
    assert records[0] == records[1]
    assert isinstance(make(seed=0), Bot)


def test_hidden_cards_do_not_change_a_decision() -> None:
    """Two deals that differ only in cards seat 3 cannot see give it the same view, and
    every bot then makes the same choice: bots decide from the view only (§4)."""
    pack = list(pack_for_hands(SUN_HANDS, "7C", buyer=1))
    # swap two cards between seats 0 and 2, both unseen by seat 3
    i, j = pack.index(int(Card("JS"))), pack.index(int(Card("9S")))
    other = pack.copy()
    other[i], other[j] = other[j], other[i]
    moves = ("p1 sun", "p1 play 7D", "p2 play AD", "p3 play KD", "p0 play JD", "p2 play AC")
    a = apply_text(new_hand(pack=pack), *moves)
    b = apply_text(new_hand(pack=other), *moves)
    assert a.hands != b.hands and view(a, 3) == view(b, 3)
    for make in (HeuristicBot, ExpertBot):
        assert ask(make(seed=5), a) == ask(make(seed=5), b)


def bot_states(seeds: range) -> list[HandState]:
    """Every state (bidding, doubling, play) of heuristic hands from these seeds."""
    states = []
    for seed in seeds:
        s = new_hand(seed=seed, dealer=seed % 4)
        bots = [HeuristicBot(seed=i) for i in range(4)]
        while not s.is_over:
            states.append(s)
            seat = s.to_move
            assert seat is not None
            s = apply(s, ask(bots[seat], s))  # type: ignore[arg-type]
    return states


def hidden_swap(s: HandState, rng: random.Random) -> HandState | None:
    """The same state with one card of each of two other seats swapped, when the seat to
    move cannot tell the two apart (its view is the same)."""
    seat = s.to_move
    assert seat is not None
    p, q = rng.sample([o for o in range(4) if o != seat], 2)
    if not s.hands[p] or not s.hands[q]:
        return None
    x = rng.choice(list(CardSet(s.hands[p])))
    y = rng.choice(list(CardSet(s.hands[q])))
    swap = (1 << int(x)) | (1 << int(y))
    hands = tuple(h ^ swap if i in (p, q) else h for i, h in enumerate(s.hands))
    dealt = tuple(d ^ swap if i in (p, q) and d & swap else d for i, d in enumerate(s.dealt))
    other = s._replace(hands=hands, dealt=dealt)
    return other if view(other, seat) == view(s, seat) else None


def test_no_bot_decision_depends_on_cards_its_seat_cannot_see() -> None:
    """Over whole hands (bidding, doubling, play): swapping two hidden cards between the
    other seats never changes a heuristic or expert decision.  A bot that peeked at the
    true state (or at another seat's hand) would fail this."""
    rng = random.Random(7)
    makers: list[Callable[[], Bot]] = [
        lambda: HeuristicBot(seed=3),
        lambda: ExpertBot(seed=3, worlds=4, rollout_worlds=3),
    ]
    checked = Counter[str]()
    for s in bot_states(range(30, 34))[::2]:
        other = hidden_swap(s, rng)
        if other is None:
            continue
        assert other.hands != s.hands
        for make in makers:
            assert ask(make(), s) == ask(make(), other), (s.phase, s.history)
        checked[s.phase.value] += 1
    assert checked["play"] >= 20 and checked["bid1"] + checked["bid2"] >= 4


# --- the heuristic's card play -----------------------------------------------------------


def test_heuristic_feeds_a_partner_who_surely_wins() -> None:
    s = apply_text(sun_state(), "p1 play AS", "p2 play 7S")
    bot = HeuristicBot()
    assert ask(bot, s) == Play(3, Card("10S"))
    assert bot.last_reason == "feed_partner"
    assert bot.explain() == "play 10♠: your partner wins this trick, so give it 10 Abnat"
    assert bot.explain(lang="ar").startswith("العب 10♠: شريكك يأخذ الأكلة")


def test_heuristic_does_not_overtrump_a_winning_partner_when_not_forced() -> None:
    s = apply_text(hokum_state(), "p1 play AS", "p2 play 7S")
    action = ask(HeuristicBot(), s)
    assert isinstance(action, Play) and action.card.suit != 1  # not a trump
    assert Card(action.card).points() > 0  # and it gives Abnat to the partner


def test_heuristic_declares_then_cashes_a_master() -> None:
    s = sun_state()
    bot = HeuristicBot()
    assert ask(bot, s) == Declare(1, ("sira", "sira"))
    s = apply(s, "p1 declare sira sira")
    assert ask(bot, s) == Play(1, Card("AS")) and bot.last_reason == "cash_master"


def test_policy_draws_trumps_with_the_master_trump_and_ruffs_an_opponent() -> None:
    hand = mask("JH 7H AS 8C")
    table = Table(t=1, closed=False, flags=5, buyer=0, played=0, leader=0, trick=(),
                  excluded=(0, 0, 0, 0))  # fmt: skip
    assert choose_card(0, hand, hand, table) == (int(Card("JH")), "draw_trumps")
    # an opponent's Ace is winning a club trick and I have no club: ruff it cheaply
    hand = mask("JH 7H AS KD")
    trick = (int(Card("AC")), int(Card("7C")), int(Card("8C")))
    table = table._replace(leader=1, trick=trick, played=mask("AC 7C 8C"))
    legal = mask("JH 7H")  # must trump (rules §6)
    assert choose_card(0, hand, legal, table) == (int(Card("7H")), "ruff")


def test_policy_plays_low_when_it_cannot_win() -> None:
    hand = mask("9S 8S 10H")
    table = Table(-1, False, 5, 1, mask("AS KS"), 1, (int(Card("KS")), int(Card("AS"))),
                  (0, 0, 0, 0))  # fmt: skip
    card, why = choose_card(3, hand, mask("9S 8S"), table)
    assert card == int(Card("8S")) and why == "discard"


# --- Sawa and Qayd: only when the view proves them ----------------------------------------


def test_heuristic_claims_sawa_only_when_its_view_proves_it() -> None:
    strong = {
        1: "AS 10S AH 10H AD 10D AC 10C",
        2: "KS QS KH QH KD QD KC QC",
        3: "JS 9S JH 9H JD 9D JC 9C",
        0: "8S 7S 8H 7H 8D 7D 8C 7C",
    }
    game = Game(apply(new_hand(pack=pack_for_hands(strong, "10C", buyer=1)), "p1 sun"))
    game.play_bots({1: HeuristicBot()})
    assert Sawa(1) in game.history and game.state.sawa_by == 1
    assert game.result is not None and game.result.outcome == "kaboot"
    # A♠ K♥...: K♥ is not the highest heart left, so no Sawa
    assert ask(HeuristicBot(), apply(sun_state(), "p1 declare sira sira")) != Sawa(1)


def test_every_sawa_the_heuristic_claims_is_verified() -> None:
    claims = 0
    for seed in range(12):
        game = Game.new(seed=seed, dealer=seed % 4)
        game.play_bots({s: HeuristicBot(seed=s) for s in range(4)})
        if any(isinstance(a, Sawa) for a in game.history):
            claims += 1
            assert game.state.sawa_by is not None and game.state.sawa_failed is None
    assert claims >= 3


def test_heuristic_calls_qayd_on_a_foul_it_sees_in_the_review() -> None:
    rules = RuleSet(strict_legality=False)
    # seat 2 holds A♦ 10♦ but plays 7♠ on a diamond lead: a revoke nobody can see yet
    s = apply_text(sun_state(rules), "p1 play 7D", "p2 play 7S")
    assert not knowledge(view(s, 3)).fouls
    # seat 2 later plays a diamond: now its opponents can prove the revoke
    s = apply_text(s, "p3 play QD", "p0 play JD", "p3 play KD", "p0 play 7H", "p1 play 8D",
                   "p2 play AD")  # fmt: skip
    assert [f.seat for f in knowledge(view(s, 3)).fouls] == [2]
    assert ask(HeuristicBot(), s) != Qayd(3)  # not yet: it defers to the review
    game = Game(s)
    bots = {seat: HeuristicBot(seed=seat) for seat in range(4)}
    game.play_bots(bots)
    qayds = [a for a in game.history if isinstance(a, Qayd)]
    assert qayds and qayds[0].seat in (1, 3)
    assert game.result is not None and game.result.points[1] > 0 and game.result.points[0] == 0


def test_heuristic_never_claims_a_foul_it_cannot_see() -> None:
    rules = RuleSet(strict_legality=False, qayd_deferral=False)
    s = apply_text(sun_state(rules), "p1 play 7D", "p2 play 7S")  # a revoke, on the last card
    action = ask(HeuristicBot(), s)
    assert not isinstance(action, Qayd)  # seat 3 cannot know that seat 2 held diamonds


def test_qayd_at_once_for_a_visible_foul_without_deferral() -> None:
    rules = RuleSet(strict_legality=False, qayd_deferral=False)
    # the buyer took the floor card 7♣ (everybody saw it) and does not follow a club lead
    s = apply_text(sun_state(rules), "p1 play 7D", "p2 play AD", "p3 play KD", "p0 play JD")
    s = apply_text(s, "p2 play AC", "p3 play KC", "p0 play 8C", "p1 play 8D")
    assert ask(HeuristicBot(), s) == Qayd(2)


def test_heuristic_bots_never_foul_or_claim_in_non_strict_games() -> None:
    rules = RuleSet(strict_legality=False)
    for seed in range(6):
        game = Game.new(seed=seed, dealer=seed % 4, rules=rules)
        game.play_bots({s: HeuristicBot(seed=s) for s in range(4)})
        assert not game.state.fouls
        assert not any(isinstance(a, Qayd) for a in game.history)


# --- bidding and doubling ----------------------------------------------------------------


def bid_state(first: dict[int, str], floor: str, dealer: int = 0) -> HandState:
    return new_hand(pack=make_pack(dealer=dealer, first=first, floor=floor), dealer=dealer)


def test_heuristic_bids_sun_hokum_or_passes_from_its_hand() -> None:
    assert ask(HeuristicBot(), bid_state({1: "AS 10S AH AD KD"}, "7C")) == Sun(1)
    assert ask(HeuristicBot(), bid_state({1: "JH 9H AH AS 7C"}, "8H")) == Hokum(1)
    assert ask(HeuristicBot(), bid_state({1: "7S 9H QD JC KC"}, "8H")) == Pass(1)


def test_heuristic_calls_ashkal_when_the_floor_card_is_a_blank() -> None:
    s = bid_state({1: "7S 8S 9S 7H 8H", 2: "9H 7D 8D 9D JS", 3: "AS 10S AH 10H AD"}, "8C")
    s = apply_text(s, "p1 pass", "p2 pass")
    assert ask(HeuristicBot(), s) == Ashkal(3)


def test_heuristic_doubles_only_when_strong() -> None:
    s = apply_text(new_hand(pack=pack_for_hands(HOKUM_HANDS, "7H", buyer=1)), "p1 hokum",
                   "p2 pass", "p3 pass", "p0 pass", "p1 hokum")  # fmt: skip
    assert ask(HeuristicBot(), s) == Pass(2)  # seat 2 has A♥ 10♥ but no J or 9
    strong = dict(HOKUM_HANDS)
    strong[2], strong[3] = "JH 9H KH AS AC 10C AD 7S", "8S 9S AH 10H 10D 8D 9D 7C"
    strong[0] = "QS JS 10S QH 8H KD JC 9C"
    strong[1] = "8C KS QD JD 7D KC QC 7H"
    s = apply_text(new_hand(pack=pack_for_hands(strong, "7H", buyer=1)), "p1 hokum",
                   "p2 pass", "p3 pass", "p0 pass", "p1 hokum")  # fmt: skip
    assert ask(HeuristicBot(), s) == Double(2, closed=True)


# --- what the seat knows, and the worlds it samples --------------------------------------


def heuristic_states(seeds: range) -> list[HandState]:
    return [s for s in bot_states(seeds) if s.phase.value == "play"]


def test_knowledge_and_worlds_agree_with_the_truth() -> None:
    rng = random.Random(3)
    for s in heuristic_states(range(8))[::3]:
        seat = s.to_move
        assert seat is not None
        k = knowledge(view(s, seat))
        for other in range(4):
            assert not s.hands[other] & k.excluded[other]
            assert k.known[other] & ~s.hands[other] == 0
        for w in sample_worlds(k, 3, rng):
            assert w.hands[seat] == s.hands[seat]
            assert [h.bit_count() for h in w.hands] == [h.bit_count() for h in s.hands]
            assert all(not w.hands[o] & k.excluded[o] for o in range(4))
            assert sum(w.hands) == FULL_MASK & ~k.played


def test_weighted_worlds_are_uniform_over_the_consistent_deals() -> None:
    # late in a hand, with voids shown: compare sampled and exact chances per card and seat
    s = next(x for x in heuristic_states(range(3, 9)) if len(x.tricks) == 5 and not x.trick
             and any(knowledge(view(x, x.to_move or 0)).excluded[o] for o in range(4)))  # fmt: skip
    seat = s.to_move
    assert seat is not None
    k = knowledge(view(s, seat))
    others = [o for o in range(4) if o != seat]
    unknown = FULL_MASK & ~k.hand & ~k.played & ~sum(k.known[o] for o in others)
    need = {o: k.counts[o] - k.known[o].bit_count() for o in others}
    cards = [c for c in range(32) if unknown >> c & 1]
    exact: Counter[tuple[int, int]] = Counter()
    total = 0
    for first in itertools.combinations(cards, need[others[0]]):
        rest = [c for c in cards if c not in first]
        for second in itertools.combinations(rest, need[others[1]]):
            third = [c for c in rest if c not in second]
            deal = {others[0]: first, others[1]: second, others[2]: tuple(third)}
            if any(sum(1 << c for c in deal[o]) & k.excluded[o] for o in others):
                continue
            total += 1
            for o in others:
                for c in deal[o]:
                    exact[(o, c)] += 1
    sampled: dict[tuple[int, int], float] = defaultdict(float)
    weight = 0.0
    for w in sample_worlds(k, 3000, random.Random(1), evidence=False):
        weight += w.weight
        for o in others:
            for c in CardSet(w.hands[o]):
                sampled[(o, int(c))] += w.weight
    for key in exact:
        assert abs(exact[key] / total - sampled[key] / weight) < 0.06, key


def test_the_bid_tilts_the_worlds_towards_a_strong_buyer() -> None:
    """Soft evidence: seat 2 saw seat 1 buy Hokum ♥, so its worlds give seat 1 a stronger
    Hokum hand than uniform worlds do (and never a card seat 2 knows it lacks)."""
    k = knowledge(view(apply(hokum_state(), "p1 play AS"), 2))

    def buyer_strength(evidence: bool) -> float:
        worlds = sample_worlds(k, 1500, random.Random(4), evidence=evidence)
        total = sum(w.weight for w in worlds)
        return sum(w.weight * hokum_strength(w.hands[1], 1) for w in worlds) / total

    assert buyer_strength(True) > buyer_strength(False) + 2


# --- the expert and the hint -------------------------------------------------------------


def test_expert_finishes_a_match_against_the_heuristic() -> None:
    match = Match(seed=9)
    bots = {s: SMALL_EXPERT(seed=s) if s & 1 else HeuristicBot(seed=s) for s in range(4)}
    match.play_bots(bots)
    assert match.winner in (0, 1)


def test_hint_explains_a_card_in_english_and_arabic() -> None:
    s = apply(sun_state(), "p1 declare sira sira")
    h = hint(view(s, 1))
    assert isinstance(h.action, Play) and h.text.startswith(f"play {h.action.card}: ")
    ar = hint(view(s, 1), lang="ar")
    said = ar.message.text("ar")
    assert ar.action == h.action and said.startswith(f"العب {h.action.card}: ")
    assert ar.text == plain_text(said, "ar")  # to print: right to left, the card left to right


def test_hint_says_a_master_wins_and_sets_up_the_next_card() -> None:
    from baloot_widgets.bots.hint import explain_play

    hands = dict(SUN_HANDS)
    hands[1], hands[3] = "AS 10S QH JH 7D 8D 9D 7C", "KS 8S 9H 8H KD QD KC QC"
    hands[0] = "KH QS JS 7H JD JC 9C 8C"
    s = apply_text(new_hand(pack=pack_for_hands(hands, "7C", buyer=1)), "p1 sun")
    assert explain_play(view(s, 1), Card("AS")) == "play A♠: it wins this trick and sets up 10♠"
    text = explain_play(view(s, 1), Card("AS"), lang="ar")
    assert text.startswith("العب A♠: تأخذ بها هذه الأكلة") and "10♠" in text


def test_hint_for_calls() -> None:
    h = hint(view(bid_state({1: "AS 10S AH AD KD"}, "7C"), 1))
    assert h.action == Sun(1) and h.text.startswith("bid Sun: ")


def test_teacher_hint_has_exactly_the_solver_optimal_value() -> None:
    from baloot_widgets.rules.play import play_flags
    from baloot_widgets.solver import solve

    checked = 0
    for s in heuristic_states(range(20, 23)):
        seat = s.to_move
        if seat is None or len(s.tricks) < 3 or seat & 1:
            continue
        h = hint(view(s, seat, reveal=True))
        if not isinstance(h.action, Play):
            continue
        c = s.contract
        assert c is not None
        best = solve(s.hands, s.leader, c.trump_index, c.closed, play_flags(s.rules), s.trick)
        assert h.values[h.action.card.code] == max(h.values.values()) == best.value
        assert h.text.startswith(f"play {h.action.card}: ") and "Abnat from here" in h.text
        checked += 1
    assert checked >= 10


def test_a_bot_says_why_through_its_public_methods() -> None:
    """``decide`` answers an action and a reason key, ``why`` the sentence with its figures:
    nobody writes the bot's memory (``last_reason``) to make it explain."""
    s = bid_state({1: "JC 9C AC 10C KC"}, "7C")
    seen = view(s, 1)
    k = knowledge(seen)
    assert k.phase is Phase.BID1  # the engine's Phase, not its name
    bot = ExpertBot(seed=1)
    action, key = bot.decide(k, seen.legal)
    assert (action, key, bot.last_reason) == (Hokum(1), "simulated", "")
    assert bot.why(k, action, key).text().startswith("bid Hokum: over 48 simulated deals")
    assert bot.why(k, Sun(1), "sun").text() == HeuristicBot().why(k, Sun(1), "sun").text()


def test_simulated_bidding_picks_the_contract_when_the_expert_buys() -> None:
    # six clubs J 9 A 10 K 7: the heuristic's strengths say Sun, the simulation Hokum
    s = bid_state({1: "JC 9C AC 10C KC"}, "7C")
    assert ask(HeuristicBot(), s) == Sun(1)
    bot = ExpertBot(seed=1)
    assert ask(bot, s) == Hokum(1) and bot.last_reason == "simulated"
    assert bot.last_bid_values[Hokum(1)] > bot.last_bid_values[Sun(1)] + 3
    assert "simulated deals it scores best" in bot.explain()
    h = hint(view(s, 1))
    assert h.action == Hokum(1) and h.text.startswith("bid Hokum: over 48 simulated deals")
    # a plain Sun hand stays Sun, and a pass is never simulated into a bid
    assert ask(ExpertBot(seed=1), bid_state({1: "AS 10S AH AD KD"}, "7C")) == Sun(1)
    assert ask(ExpertBot(seed=1), bid_state({1: "7S 9H QD JC KC"}, "8H")) == Pass(1)


def _house_rule_position() -> Game:
    """Seat 0 to play in trick 6 of a hand under ``must_undertrump=False``: void in the led
    suit behind an opponent's trump it cannot beat, so the house rule frees it to discard
    9♦, while the default rules would force a trump (found by a seeded search)."""
    house = RuleSet(must_undertrump=False)
    game = Game.new(seed=231, dealer=231 % 4, rules=house)
    players = {s: RandomBot(seed=231 * 7 + s) for s in range(4)}
    for _ in range(31):
        seat = game.state.to_move
        assert seat is not None
        seen = view(game.state, seat, reasons=False)
        game.act(players[seat].choose(seen, seen.legal))
    return game


def test_the_hint_follows_the_tables_house_rules() -> None:
    from baloot_widgets import Table

    game = _house_rule_position()
    state = game.state
    assert state.to_move == 0 and state.rules == RuleSet(must_undertrump=False)
    default = view(state._replace(rules=RuleSet()), 0, reveal=True)
    house = view(state, 0, reveal=True)
    assert Play(0, Card("9D")) in house.legal and Play(0, Card("9D")) not in default.legal
    assert hint(default).action == Play(0, Card("10S"))  # the best the default rules allow
    best = hint(house)
    assert best.action == Play(0, Card("9D")) and best.values == {"AS": 34, "10S": 35, "9D": 45}
    # the table's Hint button asks the same, under the table's rules
    table = Table(game, you=0, reveal=True, bots={s: RandomBot(seed=s) for s in (1, 2, 3)})
    assert table.hint().startswith("Hint: play 9♦") and table.hinted == "p0 play 9D"
    # and the expert's hint without open hands plays by the house rules too
    assert hint(view(state, 0)).action in house.legal
