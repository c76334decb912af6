"""Helpers shared by the engine tests: build packs that deal chosen cards, and drive a hand
with seeded random legal actions.

Pack layout (RULES.md §3): positions 0-11 give 3 cards each to P1, P2, P3, P4 (P1 is the
dealer's right), 12-19 give 2 more each in the same order, 20 is the floor card, and after the
contract 21-31 give 3 cards each from P1 on, 2 to the buyer.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping

from baloot_widgets import Card, CardSet, parse_cards
from baloot_widgets.rules.actions import Action, Declare, Qayd, Sawa
from baloot_widgets.rules.engine import apply, legal_actions, new_hand
from baloot_widgets.rules.ruleset import RuleSet
from baloot_widgets.rules.state import HandState

FLOOR = 20


def first_slots(seat: int, dealer: int) -> list[int]:
    """Pack positions of the 5 cards dealt to ``seat`` before the bidding (3 + 2)."""
    p = (seat - dealer - 1) % 4
    return [3 * p, 3 * p + 1, 3 * p + 2, 12 + 2 * p, 13 + 2 * p]


def later_slots(seat: int, dealer: int, buyer: int) -> list[int]:
    """Pack positions of the cards ``seat`` receives after the contract (3, or 2 for the buyer)."""
    i = 21
    for k in range(1, 5):
        s = (dealer + k) % 4
        n = 2 if s == buyer else 3
        if s == seat:
            return list(range(i, i + n))
        i += n
    raise AssertionError("unreachable")


def make_pack(
    dealer: int = 0,
    first: Mapping[int, str] | None = None,
    floor: str | None = None,
    later: Mapping[int, str] | None = None,
    buyer: int | None = None,
    filler_seed: int = 12345,
) -> tuple[int, ...]:
    """A pack that deals ``first[seat]`` (up to 5 cards) before the bidding, turns ``floor``,
    and gives ``later[seat]`` after the contract won by ``buyer``.  Other places get the
    unused cards in a fixed shuffled order."""
    pack: list[int | None] = [None] * 32
    used: set[int] = set()

    def put(slots: list[int], text: str) -> None:
        cards = parse_cards(text)
        assert len(cards) <= len(slots), f"too many cards for {slots}: {text}"
        for pos, c in zip(slots, cards, strict=False):
            assert int(c) not in used, f"{c} used twice"
            pack[pos] = int(c)
            used.add(int(c))

    for seat, text in (first or {}).items():
        put(first_slots(seat, dealer), text)
    if floor is not None:
        put([FLOOR], floor)
    if later:
        assert buyer is not None, "later cards depend on who buys"
        for seat, text in later.items():
            put(later_slots(seat, dealer, buyer), text)
    rest = [c for c in range(32) if c not in used]
    random.Random(filler_seed).shuffle(rest)
    it = iter(rest)
    out = tuple(next(it) if c is None else c for c in pack)
    assert sorted(out) == list(range(32))
    return out


def pack_for_hands(
    hands: Mapping[int, str], floor: str, buyer: int, dealer: int = 0
) -> tuple[int, ...]:
    """A pack that gives each seat the 8 cards of ``hands[seat]`` once ``buyer`` (who must
    hold ``floor``) has bought: the first 5 listed cards (floor aside) are dealt before the
    bidding, the rest after."""
    first: dict[int, str] = {}
    later: dict[int, str] = {}
    f = Card(floor)
    for seat, text in hands.items():
        cards = [c for c in parse_cards(text) if c != f]
        assert len(cards) == (7 if seat == buyer else 8), (seat, text)
        first[seat] = " ".join(c.code for c in cards[:5])
        later[seat] = " ".join(c.code for c in cards[5:])
    assert f in parse_cards(hands[buyer])
    return make_pack(dealer=dealer, first=first, floor=floor, later=later, buyer=buyer)


def mask(text: str) -> int:
    """The mask of some cards given as text."""
    return CardSet(parse_cards(text)).mask


def codes(m: int) -> set[str]:
    """The card codes of a mask."""
    return {c.code for c in CardSet(m)}


def card(text: str) -> Card:
    return Card(text)


Policy = Callable[[HandState, list[Action], random.Random], Action]


def claiming_policy(rate: float, declare: float = 0.6) -> Policy:
    """A random legal action; a claim (Sawa, Qayd) with probability ``rate`` when possible, and
    the fullest declaration with probability ``declare`` when one is possible (so that hands
    with projects, and Baloot inside projects, are common)."""

    def policy(state: HandState, legal: list[Action], rng: random.Random) -> Action:
        declares = [a for a in legal if isinstance(a, Declare)]
        if declares and rng.random() < declare:
            return declares[0]
        plain = [a for a in legal if not isinstance(a, (Qayd, Sawa))]
        claims = [a for a in legal if isinstance(a, (Qayd, Sawa))]
        if claims and (not plain or rng.random() < rate):
            return rng.choice(claims)
        return rng.choice(plain)

    return policy


#: a random legal action of the seat to move; claims (Sawa, Qayd) only now and then
uniform_policy = claiming_policy(0.04)


def walk(
    state: HandState, rng: random.Random, policy: Policy = uniform_policy, limit: int = 400
) -> Iterator[tuple[HandState, Action, HandState]]:
    """Play a hand to its end with ``policy``, yielding (before, action, after)."""
    for _ in range(limit):
        if state.is_over:
            return
        legal = legal_actions(state)
        action = policy(state, legal, rng)
        after = apply(state, action)
        yield state, action, after
        state = after
    raise AssertionError("the hand did not end")


def play_random(
    seed: int,
    rules: RuleSet | None = None,
    dealer: int | None = None,
    policy: Policy = uniform_policy,
    match_scores: tuple[int, int] = (0, 0),
) -> list[HandState]:
    """Every state of one random hand (deal from ``seed``, actions from the same seed)."""
    rng = random.Random(seed)
    dealer = seed % 4 if dealer is None else dealer
    state = new_hand(seed=seed, dealer=dealer, rules=rules, match_scores=match_scores)
    states = [state]
    for _, _, after in walk(state, rng, policy):
        states.append(after)
    return states


def random_rules(rng: random.Random, strict: bool | None = None) -> RuleSet:
    """A random valid RuleSet: every flag of RULES.md §12 drawn at random."""
    from dataclasses import fields

    values: dict[str, object] = {}
    for f in fields(RuleSet):
        if isinstance(f.default, bool):
            values[f.name] = rng.random() < 0.5
    values["closed_hokum_chooser"] = rng.choice(["caller", "bidder", "auto"])
    values["failed_sawa_penalty"] = rng.choice(["khasara", "qayd"])
    values["max_projects_per_player"] = rng.choice([1, 2, 2, 3])
    values["match_target"] = rng.choice([152, 152, 101, 500])
    values["sun_double_threshold"] = rng.choice([100, 50, 0])
    if values["must_trump_when_partner_winning"]:
        values["must_trump_when_void"] = True
    if strict is not None:
        values["strict_legality"] = strict
    return RuleSet(**values)  # type: ignore[arg-type]
