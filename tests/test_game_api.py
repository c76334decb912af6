"""The Game and Match API as a new user meets it: stacking a deal by naming cards, reading
where a hand is, starting a match from given scores, and clear sentences for mistakes
(RuleSet typos, malformed tricks, impossible contracts)."""

from __future__ import annotations

import pytest

from baloot_widgets import (
    BalootError,
    Card,
    CardSet,
    Contract,
    ContractError,
    Game,
    Match,
    NotationError,
    RuleSet,
    RuleSetError,
    legal_cards,
    trick_winner,
)
from baloot_widgets.bots import RandomBot
from baloot_widgets.rules.state import Phase

EIGHT = [
    "AS KS QS JS 10S 9S 8S 7S",
    "AH KH QH JH 10H 9H 8H 7H",
    "AD KD QD JD 10D 9D 8D 7D",
    "AC KC QC JC 10C 9C 8C 7C",
]


def test_from_hands_deals_eight_named_cards_to_each_seat() -> None:
    game = Game.from_hands(EIGHT, floor="7H", dealer=0)
    assert game.phase is Phase.BID1 and game.to_move == 1
    assert CardSet(game.state.hands[1]) == CardSet("AH KH QH JH 10H")  # first 5, floor aside
    assert Card(game.state.floor) == Card("7H")
    for action in ("p1 hokum", "p2 pass", "p3 pass", "p0 pass"):
        game.act(action)
    game.act("p1 hokum")  # seat 1, who holds the floor card, buys: every hand is as named
    assert [CardSet(h) for h in game.state.hands] == [CardSet(h) for h in EIGHT]


def test_from_hands_with_five_cards_deals_the_rest_from_the_seed() -> None:
    five = ["AS KS QS JS 10S", "AH KH QH JH 10H", "AD KD QD JD 10D", "AC KC QC JC 10C"]
    a = Game.from_hands(five, floor="9S", dealer=2, seed=4)
    b = Game.from_hands(five, floor="9S", dealer=2, seed=4)
    assert a.state.pack == b.state.pack
    assert all(CardSet(a.state.hands[s]) == CardSet(five[s]) for s in range(4))
    assert Game.from_hands(five, floor="9S", dealer=2, seed=5).state.pack != a.state.pack


@pytest.mark.parametrize(
    ("hands", "floor", "message"),
    [
        (["AS KS", "AS", "", ""], "7H", "A♠ is given to seat 0 and seat 1"),
        (["AS AS KS QS JS", "", "", ""], "7H", "'AS' is A♠ again: a card can appear only once"),
        (EIGHT[:3], "7H", "give the cards of the four seats"),
        ("AS KS", "7H", "give the cards of the four seats"),
        ([*EIGHT[:3], "AC KC QC JC 10C 9C 8C"], "7H", "not 8, 8, 8, 7"),
        ([h.split(" ", 2)[-1] for h in EIGHT], "AS", "or 8 cards .the whole hand., not 6, 6, 6, 6"),
        (
            ["AS KS QS JS 10S", "AH KH QH JH 10H", "AD KD QD JD 10D", "AC KC QC JC 10C"],
            "AS",
            "the floor card A♠ cannot also be in seat 0's 5 cards",
        ),
        ([*EIGHT[:1], EIGHT[1].replace("7H", "7S"), *EIGHT[2:]], "7H", "7♠ is given to seat 0 and"),
        (EIGHT, "ZZ", "is not a card"),
    ],
)
def test_from_hands_refuses_a_bad_deal_with_a_sentence(
    hands: list[str], floor: str, message: str
) -> None:
    with pytest.raises(BalootError, match=message):
        Game.from_hands(hands, floor=floor)


def test_from_hands_with_eight_cards_needs_the_floor_card_in_one_hand() -> None:
    hands = [h.replace("7H", "") for h in EIGHT]  # 7H nowhere: the floor card has no owner
    hands[1] = "AH KH QH JH 10H 9H 8H"
    with pytest.raises(BalootError, match="or 8 cards"):
        Game.from_hands(hands, floor="7H")


def test_phase_to_move_result_and_rules_are_properties() -> None:
    rules = RuleSet(match_target=101)
    game = Game.new(seed=3, dealer=0, rules=rules)
    assert (game.phase, game.to_move, game.result, game.rules) == (Phase.BID1, 1, None, rules)
    game.play_bots({s: RandomBot(seed=s) for s in range(4)})
    assert game.phase is Phase.DONE and game.to_move is None
    assert game.result is None or sum(game.result.points) > 0


def test_a_match_can_start_from_given_scores() -> None:
    match = Match(seed=1, scores=(140, 100))
    assert match.scores == (140, 100) and match.state.match_scores == (140, 100)
    match.play_bots({s: RandomBot(seed=s) for s in range(4)})
    assert match.winner is not None and max(match.scores) >= 152
    again = Match.from_record(match.to_record())
    assert again.scores == match.scores and again.winner == match.winner
    assert match.to_record()["start"] == [140, 100]
    for bad, message in (((152, 0), "cannot start at 152-0"), ((1, -2), "two whole numbers")):
        with pytest.raises(BalootError, match=message):
            Match(scores=bad)


def test_a_misspelt_flag_is_named_with_the_flag_meant() -> None:
    with pytest.raises(RuleSetError, match="did you mean 'must_undertrump'"):
        RuleSet(must_undertrap=False)  # type: ignore[call-arg]
    with pytest.raises(RuleSetError, match=r"'colour' is not a rule flag$"):
        RuleSet(colour=1)  # type: ignore[call-arg]
    with pytest.raises(RuleSetError, match="takes its flags by name"):
        RuleSet(*([True] * 40))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "trick",
    [[("10S")], "10S", [(0,)], [(0, "10S", 1)], [("x", "10S")], [(7, "10S")], 10, [None]],
)
def test_a_malformed_trick_is_refused_with_a_sentence(trick: object) -> None:
    hokum = Contract(mode="hokum", trump="H", buyer=0)
    with pytest.raises(NotationError, match=r"a trick|seat is a number 0-3"):
        legal_cards("KS 7S", trick, hokum)  # type: ignore[arg-type]
    with pytest.raises(NotationError, match=r"a trick|seat is a number 0-3"):
        trick_winner(trick, hokum)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"mode": "hokum", "trump": "H", "multiplier": 2}, "needs the seat that doubled"),
        ({"mode": "sun", "multiplier": 3}, r"e\.g\. Contract\(mode='sun', buyer=0, multiplier=3"),
        ({"mode": "hokum", "trump": "H", "gahwa": True}, "a Gahwa is the last step after Four"),
        ({"mode": "hokum", "trump": "H", "gahwa": True, "multiplier": 2, "doubler": 1}, "Gahwa"),
        ({"mode": "sun", "trump": "H"}, "a Sun contract has no trump suit"),
        ({"mode": "both"}, "mode must be 'sun' or 'hokum'"),
        ({"mode": "sun", "multiplier": 2, "doubler": 2}, "doubler must be a defender's seat"),
        ({"mode": "sun", "doubler": 1}, "must have multiplier 2 or more"),
    ],
)
def test_an_impossible_contract_is_a_contract_error(
    kwargs: dict[str, object], message: str
) -> None:
    with pytest.raises(ContractError, match=message):
        Contract(**kwargs)  # type: ignore[arg-type]


def test_a_full_doubled_contract_is_accepted() -> None:
    c = Contract(mode="hokum", trump="S", buyer=0, multiplier=4, doubler=1, gahwa=True)
    assert c.gahwa and c.multiplier == 4 and c.doubler == 1
