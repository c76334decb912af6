"""Each theme detector on positions built by hand (``Game.from_hands``, through
``puzzle_positions.late_position``): every position below names the cards each seat holds
a few tricks before the end, and the themes the detectors must find there, no more and no
fewer; so every detector is tested on positions that have its theme and on positions
that do not (the last test checks that each theme has both)."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest
from puzzle_positions import late_position

from baloot_widgets import Card
from baloot_widgets.puzzles import THEMES, Spot, themes_of
from baloot_widgets.puzzles.themes import closest

#: name -> (the cards of seats 0-3, the position's options, the themes found there)
POSITIONS: dict[str, tuple[list[str], dict[str, Any], tuple[str, ...]]] = {
    # Sun, two tricks left: leading 7♥ gives a small trick away, then A♠ takes the last
    # trick and its 10; cashing A♠ first hands the last trick to 10♥.
    "keep the ace for the last trick": (
        ["AS 7H", "KS 8H", "QS 9H", "JS 10H"],
        {"mode": "sun", "buyer": 0, "leader": 0},
        ("throw_in", "last_trick"),
    ),
    # Hokum ♠: J♠ pulls seat 1's last trump, then both Aces stand; an Ace led first is
    # trumped by 7♠.
    "draw the last trump": (
        ["JS AH AD", "7S QC 9C", "8H 8D 7C", "KH 10D 8C"],
        {"mode": "hokum", "trump": "S", "buyer": 0, "leader": 0},
        ("draw_trumps", "cash_winners", "sawa"),
    ),
    # Hokum ♦: seat 2 has no hearts: 8♥ led, A♥ falls to seat 2's trump.
    "lead for the partner's ruff": (
        ["8H 9D", "AS 10S", "KS QD", "AH KH"],
        {"mode": "hokum", "trump": "D", "buyer": 2, "leader": 0},
        ("partner_ruff", "partner_lead", "last_trick", "sawa"),
    ),
    # Hokum ♠, seat 0's A♥ leads and seat 2 has no hearts: J♠ beats the trump seat 3 would
    # put on the Ace; a discard lets 9♠ take it.
    "trump over the partner's ace": (
        ["KD QC", "9D 9C", "JS 8D 7C", "9S 10D 8C"],
        {"mode": "hokum", "trump": "S", "buyer": 0, "leader": 0, "trick": "AH 7H"},
        ("ruff", "take_trick"),
    ),
    # Sun, 9♠ led and seat 0 has no spade: keep A♣ for later, throw J♥ or 8♦.
    "keep the ace, throw a small card": (
        ["JH 8D AC", "10D QC 7C", "AD KD 10C", "10H 7D"],
        {"mode": "sun", "buyer": 1, "leader": 3, "trick": "9S", "seed": 1},
        ("discard", "save_points"),
    ),
    # Hokum ♦, the contract safely made: 9♣ is the highest club left, a card an Akka
    # announces; seat 1 trumps it, but then seat 0's 8♦ takes the last trick.  Leading
    # 7♦ lets seat 1 take both tricks.
    "the akka": (
        ["8D 7C", "9H JD", "7D 9C", "JH 7H"],
        {
            "mode": "hokum",
            "trump": "D",
            "buyer": 0,
            "leader": 2,
            "seed": 1,
            "accept": lambda s: s.abnat[0] >= 90,
        },
        ("akka", "last_trick"),
    ),
    # Sun, the contract safely made: K♠ is the only spade left, so it wins; J♣ would
    # give the lead to A♣.
    "cash the king": (
        ["7H AC", "10C 9C", "QH 9D", "KS JC"],
        {"mode": "sun", "buyer": 1, "leader": 3, "accept": lambda s: s.abnat[1] >= 70},
        ("cash_winners",),
    ),
    # Hokum ♥, 10♦ led by an opponent: A♦ takes it now; K♦ lets 10♦ win.
    "take the trick with the ace": (
        ["QD KC", "8H", "AD KD", "9D 7D"],
        {
            "mode": "hokum",
            "trump": "H",
            "buyer": 1,
            "leader": 1,
            "trick": "10D",
            "accept": lambda s: s.abnat[1] >= 85,
        },
        ("take_trick",),
    ),
    # Hokum ♥, Q♥ led: seat 1 has no heart and no trump, and its partner's 9♥ will win
    # the trick: 10♣ goes on it.
    "give the partner's trick the ten": (
        ["KH", "8D 10C", "AH 10H", "9H QD"],
        {"mode": "hokum", "trump": "H", "buyer": 0, "leader": 0, "trick": "QH"},
        ("discard", "feed_partner"),
    ),
    # Hokum ♥: seat 0 led J♠ and seat 1 played Q♠; seat 2 has no spade and must trump.
    "the duty to trump": (
        ["KS", "KH", "9H 8H", "10S JC"],
        {"mode": "hokum", "trump": "H", "buyer": 2, "leader": 0, "trick": "JS QS"},
        ("trump_duty", "last_trick", "sawa"),
    ),
    # Hokum ♦, the contract safely made: the partner's K♠ is winning and seat 3 has no spade: it throws 9♣ rather
    # than trump, so its partner keeps the lead.
    "let the partner lead": (
        ["AH QH", "8H", "10C", "AD 9C"],
        {
            "mode": "hokum",
            "trump": "D",
            "buyer": 3,
            "leader": 1,
            "trick": "KS 10H",
            "accept": lambda s: s.abnat[1] >= 85,
        },
        ("discard", "partner_lead", "last_trick", "sawa"),
    ),
    # Hokum ♥, the contract safely made, the last card of trick 7: A♣ would take it, but 7♣ lets K♣ win it and
    # keeps A♣ for the last trick, where it takes 10♣ and the 10.
    "let the trick go": (
        ["KD", "AC 7C", "10C", "9S"],
        {
            "mode": "hokum",
            "trump": "H",
            "buyer": 2,
            "leader": 2,
            "trick": "KC 7D JD",
            "accept": lambda s: s.abnat[0] >= 85,
        },
        ("duck", "last_trick"),
    ),
    # Sun, and team 0·2 has taken every trick so far: A♣ first keeps the Kaboot.
    "make the kaboot": (
        ["KS JC", "KH 10C", "AC 9C", "JS 10H"],
        {"mode": "sun", "buyer": 2, "leader": 2, "accept": lambda s: s.tricks_won[1] == 0},
        ("cash_winners", "last_trick", "sawa", "kaboot"),
    ),
    # Sun bought by seat 2, whose team is short of the 66 Abnat it needs: seat 0 throws
    # A♦ and keeps A♠ for the last trick, which makes the contract.
    "the khasara swing": (
        ["AS AD", "10D", "KS", "9C"],
        {
            "mode": "sun",
            "buyer": 2,
            "leader": 1,
            "trick": "10H QD JS",
            "accept": lambda s: 31 <= s.abnat[0] <= 60,
        },
        ("discard", "last_trick", "khasara"),
    ),
}


@cache
def spot_of(name: str) -> Spot:
    final, options, _ = POSITIONS[name]
    return Spot.of(late_position(final, **options))


@pytest.mark.parametrize("name", POSITIONS)
def test_the_detectors_on_a_hand_built_position(name: str) -> None:
    spot = spot_of(name)
    assert spot.clear, f"{name}: the position is not clearly decided"
    assert themes_of(spot) == POSITIONS[name][2], name


def test_every_theme_is_found_and_missed_by_hand_built_positions() -> None:
    found = {t for *_, themes in POSITIONS.values() for t in themes}
    assert set(THEMES) - found <= {"sawa"} | found
    for theme in THEMES:
        has = [n for n, (*_, themes) in POSITIONS.items() if theme in themes]
        lacks = [n for n, (*_, themes) in POSITIONS.items() if theme not in themes]
        assert has and lacks, theme


def test_a_theme_holds_for_every_best_card() -> None:
    """When two cards are equally best, a theme must hold for both (a theme is never
    true for one best card only)."""
    spot = spot_of("cash the king")
    assert spot.solution == {Card("KS")}
    spot = spot_of("keep the ace, throw a small card")
    assert spot.solution == {Card("JH"), Card("8D")}
    assert themes_of(spot) == ("discard", "save_points")


def test_the_theme_a_wrong_card_missed_is_found_against_that_card() -> None:
    spot = spot_of("draw the last trump")
    assert closest(spot) == Card("AH")
    assert "draw_trumps" in themes_of(spot, Card("AD"))
    assert themes_of(spot, Card("AD")) != () and themes_of(spot, Card("AH")) == themes_of(spot)
