"""Hand-built late positions for the puzzle tests: name the cards each seat holds a few
tricks before the end, the contract and who leads; the helper deals the other cards
(seeded), bids the contract and plays those cards as earlier tricks, legally, with the
engine (``Game.from_hands``), so that the position is a real state of a real hand.

>>> state = late_position(["AS 7H", "KS 8H", "QS 9H", "JS 10H"], mode="sun", buyer=0, leader=0)
>>> state.to_move, len(state.tricks), state.hands[0] == CardSet("AS 7H").mask
(0, 6, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from baloot_widgets import CardSet, Game
from baloot_widgets.rules.actions import Play
from baloot_widgets.rules.cards import FULL_MASK, Card, iter_mask
from baloot_widgets.rules.state import HandState

__all__ = ["buy", "late_position"]

SUITS = "SHDC"


def buy(game: Game, buyer: int, mode: str, trump: str | None = None) -> None:
    """Bid until the play starts: ``buyer`` buys Sun or Hokum (in the floor card's suit,
    in round 1), everyone else passes; the Hokum is open."""
    while game.phase != "play":
        seat = game.to_move
        legal = [str(a) for a in game.legal_actions()]
        wanted = [f"p{seat} {mode}", f"p{seat} open"] if seat == buyer else []
        choice = next((w for w in wanted if w in legal), f"p{seat} pass")
        if choice not in legal:
            raise AssertionError(f"cannot bid {choice} at {legal}")
        game.act(choice)
    contract = game.state.contract
    assert contract is not None and contract.buyer == buyer
    assert (mode == "sun") == (contract.trump is None)
    assert trump is None or contract.trump_index == SUITS.index(trump)


def _fill(game: Game, left: list[int], budget: list[int], done: Callable[[Game], bool]) -> bool:
    """Play the filler cards ``left`` (a mask per seat) legally, depth first within
    ``budget`` plays, until none is left, a trick is complete and ``done(game)`` agrees."""
    if not any(left) and not game.state.trick:
        return done(game)
    seat = game.to_move
    assert seat is not None
    plays = [a for a in game.legal_actions() if isinstance(a, Play) and not a.akka]
    for action in plays:
        card = int(action.card)
        if not left[seat] >> card & 1 or budget[0] <= 0:
            continue
        budget[0] -= 1
        game.act(action)
        left[seat] &= ~(1 << card)
        if _fill(game, left, budget, done):
            return True
        left[seat] |= 1 << card
        game.undo()
    return False


def _finish(
    game: Game, leader: int, trick: Sequence[int], accept: Callable[[HandState], bool]
) -> bool:
    """Whether ``leader`` is on lead, can start the trick with ``trick`` (the next seats
    following), and ``accept`` agrees; the trick's cards stay played only then."""
    if game.to_move != leader:
        return False
    played = 0
    try:
        for c in trick:
            game.act(f"p{game.to_move} play {Card(c).code}")
            played += 1
        if accept(game.state):
            return True
    except ValueError:
        pass
    for _ in range(played):
        game.undo()
    return False


def late_position(
    final: Sequence[str],
    *,
    mode: str,
    buyer: int,
    leader: int,
    trump: str | None = None,
    trick: str = "",
    accept: Callable[[HandState], bool] = lambda state: True,
    seed: int = 0,
    dealer: int = 0,
) -> HandState:
    """The state where seat ``leader`` leads (or has led ``trick``, the cards played so
    far by ``leader``, ``leader + 1``...), every seat holding its ``final`` cards; the
    cards dealt besides are played in the earlier tricks.  ``mode`` is "sun" or "hokum"
    (``trump``: "S", "H", "D" or "C"); ``accept`` may ask more of the earlier tricks
    (who won them, how many Abnat)."""
    hands = [CardSet(h).mask for h in final]
    ordered = [int(Card.parse(c)) for c in trick.split()]
    used = sum(hands) | sum(1 << c for c in ordered)
    sizes = {
        h.bit_count() + (0 < (s - leader) % 4 + 1 <= len(ordered)) for s, h in enumerate(hands)
    }
    assert len(sizes) == 1, "every seat must hold as many cards (with its card of the trick)"
    rng = random.Random(seed)
    for _attempt in range(400):
        before = list(hands)
        for i, c in enumerate(ordered):
            before[(leader + i) % 4] |= 1 << c
        needs = [8 - h.bit_count() for h in before]
        fill = _share(FULL_MASK & ~used, needs, rng, by_suit=_attempt % 2 == 0)
        dealt = [before[s] | fill[s] for s in range(4)]
        floor = _floor(dealt[buyer], mode, trump, rng)
        if floor is None:
            continue
        game = Game.from_hands([CardSet(h) for h in dealt], floor=Card(floor), dealer=dealer)
        buy(game, buyer, mode, trump)
        if _fill(game, list(fill), [4000], lambda g: _finish(g, leader, ordered, accept)):
            return game.state
    raise AssertionError("no legal earlier tricks lead to this position")


def _share(cards: int, needs: list[int], rng: random.Random, *, by_suit: bool) -> list[int]:
    """Deal ``cards`` at random, or (``by_suit``) suit by suit around the table from a
    random seat, skipping the seats that have all they need: then each seat gets a few
    cards of every suit, so that the earlier tricks can follow suit."""
    rest = list(iter_mask(cards))
    rng.shuffle(rest)
    if by_suit:
        rest.sort(key=lambda c: c >> 3)
    fill = [0, 0, 0, 0]
    seat = rng.randrange(4)
    for c in rest:
        while fill[seat].bit_count() >= needs[seat]:
            seat = (seat + 1) % 4
        fill[seat] |= 1 << c
        seat = (seat + 1) % 4
    return fill


def _floor(hand: int, mode: str, trump: str | None, rng: random.Random) -> int | None:
    """A floor card the buyer can have taken: of the trump suit for a Hokum."""
    cards = list(iter_mask(hand))
    if mode == "hokum":
        assert trump is not None
        cards = [c for c in cards if c >> 3 == SUITS.index(trump)]
    return rng.choice(cards) if cards else None
