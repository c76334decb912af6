"""RULES.md §1: the deck, the rank orders, the Abnat tables, card notation and CardSet.

The expected values are written out by hand from RULES.md §1, never read from the engine's
own tables, so a slip in ``cards.py`` shows up here.
"""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sizes import examples

from baloot_widgets import (
    BalootError,
    Card,
    CardSet,
    Contract,
    NotationError,
    Rank,
    Suit,
    parse_card,
    parse_cards,
    trick_winner,
)

SUITS = "SHDC"
SYMBOLS = "♠♥♦♣"
LABELS = ["7", "8", "9", "10", "J", "Q", "K", "A"]

# RULES §1, first table (high -> low)
PLAIN_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
TRUMP_ORDER = ["J", "9", "A", "10", "K", "Q", "8", "7"]
SEQUENCE_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]

# RULES §1, second table
PLAIN_ABNAT = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
TRUMP_ABNAT = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 20, "9": 14, "8": 0, "7": 0}

ALL_CODES = [label + suit for suit in SUITS for label in LABELS]


def _sun() -> Contract:
    return Contract(mode="sun")


# --------------------------------------------------------------------------- the deck


def test_deck_has_32_distinct_cards_8_per_suit() -> None:
    cards = [Card(code) for code in ALL_CODES]
    assert len(set(cards)) == 32
    assert len(CardSet.full()) == 32
    assert set(CardSet.full()) == set(cards)
    for suit in Suit:
        in_suit = CardSet.suit(suit)
        assert len(in_suit) == 8
        assert {c.suit for c in in_suit} == {suit}
        assert sorted(c.rank.label for c in in_suit) == sorted(LABELS)


def test_there_are_four_suits_and_eight_ranks() -> None:
    assert len(Suit) == 4
    assert len(Rank) == 8
    assert [s.letter for s in Suit] == list(SUITS)
    assert [s.symbol for s in Suit] == list(SYMBOLS)
    assert sorted(r.label for r in Rank) == sorted(LABELS)


def test_cards_from_ints_round_trip_and_out_of_range_is_refused() -> None:
    for i in range(32):
        assert int(Card(i)) == i
        assert Card(Card(i).code) == Card(i)
    for bad in (-1, 32, 100):
        with pytest.raises(NotationError, match="not a card"):
            Card(bad)
    with pytest.raises(NotationError):
        Card(True)  # a bool is not a card number


def test_card_of_rank_and_suit() -> None:
    for code in ALL_CODES:
        card = Card(code)
        assert Card.of(card.rank, card.suit) == card


# --------------------------------------------------------------------------- rank orders


def _beats_in_trick(high: str, low: str, contract: Contract) -> bool:
    """Whether ``high`` (led second) beats ``low`` (led first) in a two-card trick."""
    return trick_winner([(0, low), (1, high)], contract) == 1


@pytest.mark.parametrize("suit", SUITS)
def test_sun_order_is_a_10_k_q_j_9_8_7_in_every_suit(suit: str) -> None:
    sun = _sun()
    for i, high in enumerate(PLAIN_ORDER):
        for low in PLAIN_ORDER[i + 1 :]:
            assert _beats_in_trick(high + suit, low + suit, sun), (high, low)
            assert not _beats_in_trick(low + suit, high + suit, sun), (low, high)


@pytest.mark.parametrize("trump", SUITS)
def test_hokum_orders_trump_j_9_a_10_and_plain_a_10_k(trump: str) -> None:
    hokum = Contract(mode="hokum", trump=trump)
    for suit in SUITS:
        order = TRUMP_ORDER if suit == trump else PLAIN_ORDER
        for i, high in enumerate(order):
            for low in order[i + 1 :]:
                assert _beats_in_trick(high + suit, low + suit, hokum), (suit, high, low)
                assert not _beats_in_trick(low + suit, high + suit, hokum), (suit, low, high)


def test_rank_properties_follow_the_three_orders() -> None:
    for orders, attribute in (
        (SEQUENCE_ORDER, "sequence"),
        (TRUMP_ORDER, "trump_order"),
    ):
        values = [getattr(Rank.parse(label), attribute) for label in orders]
        assert values == sorted(values, reverse=True), attribute
        assert len(set(values)) == 8
    # the plain order is the order of the Rank values themselves
    plain = [Rank.parse(label) for label in PLAIN_ORDER]
    assert plain == sorted(plain, reverse=True)


# --------------------------------------------------------------------------- Abnat


@pytest.mark.parametrize("code", ALL_CODES)
def test_abnat_of_every_card_in_sun_and_as_plain_suit(code: str) -> None:
    card = Card(code)
    label = code[:-1]
    assert card.points() == PLAIN_ABNAT[label]
    assert card.points(None) == PLAIN_ABNAT[label]
    for trump in Suit:
        expected = TRUMP_ABNAT[label] if trump == card.suit else PLAIN_ABNAT[label]
        assert card.points(trump) == expected, (code, trump)


def test_sun_total_is_130_with_the_last_trick() -> None:
    assert CardSet.full().points() == 120  # 4 x 30
    assert CardSet.full().points() + 10 == 130
    for suit in Suit:
        assert CardSet.suit(suit).points() == 30


@pytest.mark.parametrize("trump", list(Suit))
def test_hokum_total_is_162_with_the_last_trick(trump: Suit) -> None:
    assert CardSet.suit(trump).points(trump) == 62
    assert CardSet.full().points(trump) == 152
    assert CardSet.full().points(trump) + 10 == 162


def test_cardset_points_adds_card_points() -> None:
    assert CardSet.parse("JH 9H AS").points(Suit.HEARTS) == 20 + 14 + 11
    assert CardSet.parse("JH 9H AS").points() == 2 + 0 + 11
    assert CardSet().points() == 0


# --------------------------------------------------------------------------- notation


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("AS", "AS"),
        ("as", "AS"),
        ("aS", "AS"),
        ("10H", "10H"),
        ("10h", "10H"),
        ("TH", "10H"),
        ("th", "10H"),
        ("tH", "10H"),
        ("Th", "10H"),
        ("10♥", "10H"),
        ("T♥", "10H"),
        ("K♠", "KS"),
        ("q♦", "QD"),
        ("7♣", "7C"),
        ("jc", "JC"),
        ("9d", "9D"),
        ("8S", "8S"),
        ("  KD ", "KD"),
    ],
)
def test_card_notation_is_accepted_in_any_case(text: str, code: str) -> None:
    assert Card(text).code == code
    assert Card.parse(text) == Card(code)
    assert parse_card(text) == Card(code)


@pytest.mark.parametrize("code", ALL_CODES)
def test_every_card_formats_and_parses_back(code: str) -> None:
    card = Card(code)
    label, letter = code[:-1], code[-1]
    assert card.code == code
    assert str(card) == label + SYMBOLS[SUITS.index(letter)]
    assert card.rank.label == label
    assert card.suit.letter == letter
    assert Card(str(card)) == card
    assert Card(code.lower()) == card
    assert repr(card) == f"Card({code!r})"
    assert eval(repr(card), {"Card": Card}) == card
    assert pickle.loads(pickle.dumps(card)) == card


def test_ten_is_printed_as_10_never_t() -> None:
    assert str(Card("TH")) == "10♥"
    assert Card("TS").code == "10S"
    assert repr(Card("td")) == "Card('10D')"


def test_the_1h_sentence_names_the_ranks() -> None:
    with pytest.raises(NotationError) as info:
        parse_card("1H")
    assert str(info.value) == "'1H' is not a card: ranks are 7 8 9 10 J Q K A"
    with pytest.raises(NotationError) as info:
        parse_cards("AS 1H")
    assert str(info.value) == "'1H' is not a card: ranks are 7 8 9 10 J Q K A"


@pytest.mark.parametrize("text", ["2H", "6S", "11D", "BH", "XS", "1♥"])
def test_bad_ranks_say_which_ranks_exist(text: str) -> None:
    with pytest.raises(NotationError) as info:
        Card(text)
    message = str(info.value)
    assert message.startswith(f"{text!r} is not a card")
    assert "7 8 9 10 J Q K A" in message


@pytest.mark.parametrize("text", ["AX", "10Z", "KK", "7spadez"])
def test_bad_suits_say_which_suits_exist(text: str) -> None:
    with pytest.raises(NotationError) as info:
        Card(text)
    message = str(info.value)
    assert message.startswith(f"{text!r} is not a card")
    assert "S H D C" in message
    assert "♠ ♥ ♦ ♣" in message


@pytest.mark.parametrize("text", ["", "   ", "A", "10", "♥", "0C", "A S H"])
def test_incomplete_cards_are_refused_with_a_sentence(text: str) -> None:
    with pytest.raises(NotationError) as info:
        Card(text)
    assert "is not a card" in str(info.value)


def test_notation_errors_are_value_errors() -> None:
    assert issubclass(NotationError, BalootError)
    assert issubclass(NotationError, ValueError)
    with pytest.raises(ValueError):
        Card("ZZ")


def test_parse_cards_keeps_order_and_accepts_spaces_and_commas() -> None:
    assert parse_cards("AS 10H KD") == (Card("AS"), Card("10H"), Card("KD"))
    assert parse_cards("as,th ,  kd") == (Card("AS"), Card("10H"), Card("KD"))
    assert parse_cards("7♣ 10♥") == (Card("7C"), Card("10H"))
    assert parse_cards(["QS", Card("JS"), 0]) == (Card("QS"), Card("JS"), Card(0))
    assert parse_cards("") == ()


def test_parse_cards_refuses_a_repeated_card_with_a_sentence() -> None:
    with pytest.raises(NotationError) as info:
        parse_cards("AS 10H as")
    message = str(info.value)
    assert "'as'" in message
    assert "A♠" in message
    assert "only once" in message
    with pytest.raises(NotationError):
        parse_cards("TH 10♥")


# --------------------------------------------------------------------------- CardSet


def test_cardset_basic_set_api() -> None:
    hand = CardSet.parse("AS 10H KD 7♣")
    assert len(hand) == 4
    assert Card("KD") in hand
    assert "10H" in hand
    assert "th" in hand
    assert Card("QD") not in hand
    assert "not a card" not in hand  # text that is no card is simply not in the set
    assert 99 not in hand
    assert bool(hand)
    assert not CardSet()
    assert len(CardSet()) == 0


def test_cardset_operators() -> None:
    a = CardSet.parse("AS KS QS 7H")
    b = CardSet.parse("QS 7H 8D")
    assert a | b == CardSet.parse("AS KS QS 7H 8D")
    assert a & b == CardSet.parse("QS 7H")
    assert a - b == CardSet.parse("AS KS")
    assert a ^ b == CardSet.parse("AS KS 8D")
    assert a | {Card("9C")} == CardSet.parse("AS KS QS 7H 9C")
    assert {Card("9C")} | a == CardSet.parse("AS KS QS 7H 9C")
    assert CardSet.parse("KS QS").issubset(a)
    assert not b.issubset(a)
    assert a.of_suit(Suit.SPADES) == CardSet.parse("AS KS QS")
    assert a.of_suit(Suit.HEARTS) == CardSet.parse("7H")
    assert a.of_suit(Suit.DIAMONDS) == CardSet()


def test_cardset_equality_and_hash() -> None:
    a = CardSet.parse("AS 10H")
    assert a == CardSet("10h as")
    assert a == CardSet([Card("AS"), Card("10H")])
    assert a == {Card("AS"), Card("10H")}
    assert a != CardSet.parse("AS")
    assert hash(a) == hash(CardSet("TH AS"))
    assert len({a, CardSet("TH AS"), CardSet("AS")}) == 2
    assert CardSet(a) == a
    assert CardSet(a.mask) == a


def test_cardset_is_immutable() -> None:
    a = CardSet.parse("AS")
    with pytest.raises(AttributeError):
        a.mask = 0  # type: ignore[misc]
    b = a | CardSet.parse("KS")
    assert a == CardSet.parse("AS")
    assert b == CardSet.parse("AS KS")


def test_cardset_refuses_bad_input_with_a_sentence() -> None:
    with pytest.raises(NotationError, match="32 bits"):
        CardSet(1 << 32)
    with pytest.raises(NotationError, match="32 bits"):
        CardSet(-1)
    with pytest.raises(NotationError, match="ranks are 7 8 9 10 J Q K A"):
        CardSet("AS 1H")


def test_cardset_iterates_in_display_order() -> None:
    # suits ♠ ♥ ♦ ♣, within a suit A 10 K Q J 9 8 7
    full = [c.code for c in CardSet.full()]
    expected = [label + suit for suit in SUITS for label in PLAIN_ORDER]
    assert full == expected
    assert [c.code for c in CardSet("7H AH KS 10H")] == ["KS", "AH", "10H", "7H"]
    assert str(CardSet("7H AH KS 10H")) == "K♠ A♥ 10♥ 7♥"
    assert CardSet("7H AH KS 10H").codes == "KS AH 10H 7H"


def test_cardset_repr_pastes_back() -> None:
    s = CardSet("7H AH KS 10H")
    assert repr(s) == "CardSet('KS AH 10H 7H')"
    assert eval(repr(s), {"CardSet": CardSet}) == s
    assert eval(repr(CardSet()), {"CardSet": CardSet}) == CardSet()
    assert eval(repr(CardSet.full()), {"CardSet": CardSet}) == CardSet.full()


CODES = st.sets(st.sampled_from(ALL_CODES), max_size=32)


@settings(max_examples=examples(200), derandomize=True, database=None)
@given(CODES, CODES)
def test_cardset_behaves_like_a_python_set(a: set[str], b: set[str]) -> None:
    sa, sb = CardSet(sorted(a)), CardSet(sorted(b))
    ca = {Card(x) for x in a}
    cb = {Card(x) for x in b}
    assert len(sa) == len(ca)
    assert set(sa) == ca
    assert set(sa | sb) == ca | cb
    assert set(sa & sb) == ca & cb
    assert set(sa - sb) == ca - cb
    assert set(sa ^ sb) == ca ^ cb
    assert sa.issubset(sb) == ca.issubset(cb)
    assert (sa == sb) == (ca == cb)
    for code in ALL_CODES:
        assert (code in sa) == (code in a)
    assert eval(repr(sa), {"CardSet": CardSet}) == sa
    # iteration is stable: sorted by suit, then strongest Sun rank first
    order = [c.code for c in sa]
    assert order == sorted(
        order, key=lambda code: (SUITS.index(code[-1]), PLAIN_ORDER.index(code[:-1]))
    )


def test_emoji_variation_selector_after_a_suit_is_accepted() -> None:
    # Phone keyboards write ♥ as U+2665 U+FE0F.
    assert Card("10♥\ufe0f") == Card("10H")
    assert parse_cards("A♠\ufe0f K♦\ufe0f") == (Card("AS"), Card("KD"))
