"""What a call tells the caller's partner: how a pass, a Hokum, a Sun or a Double changes
what the caller is likely to hold (Bayes' rule by simulation, RULES.md §4-§5).

Deals are dealt by the engine and four heuristic bots bid; every call of a kind is kept
with the caller's cards at that moment (five cards in the bidding, eight in the
doubling).  For each kind of call a few plain facts are counted ("holds the J of
trumps", "two Aces or more") among the callers, and the same facts among every hand in
the same situation before anyone spoke (the *before*):

* **pass**, **hokum**, **sun**: a call of round 1 with no bid before it (the callers'
  hands against every hand that spoke with no bid before it); a Hokum's trump is the
  floor card's suit, and the facts of a pass are about that suit too;
* **double**: a Double of a Hokum, against every defender's hand asked to double.

The calls are the heuristic bots' (lesson 11's principles call much as they do), but the
doubles follow lesson 11's rule (:func:`~.principles.principle` "double_hokum"): the bots
themselves almost never double.  Another player's calls say more or less.

>>> reading = read_calls(200, seed=1)
>>> reading.count("hokum") > 0, 0.0 <= reading.after("hokum", "jack") <= 1.0
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..bots.heuristic import HeuristicBot
from ..bots.knowledge import knowledge
from ..play.view import view
from ..rules.actions import Double, Hokum, Pass, Sun
from ..rules.cards import SUIT_MASKS, Rank
from ..rules.engine import apply, legal_actions, new_hand
from ..rules.state import Phase
from .principles import principle

__all__ = ["CALLS", "FEATURES", "CallReading", "read_calls"]

#: the kinds of call, and the facts shown for each
CALLS: dict[str, tuple[str, ...]] = {
    "pass": ("jack", "nine", "ace", "two_aces"),
    "hokum": ("jack", "nine", "two_trumps", "side_ace"),
    "sun": ("ace", "two_aces", "ace_ten"),
    "double": ("jack", "nine", "three_trumps", "side_ace"),
}


def _aces(hand: int, trump: int) -> int:
    return sum(hand >> (8 * s + Rank.ACE) & 1 for s in range(4) if s != trump)


#: each fact about a hand (a mask) with its trump suit (the floor card's in the bidding)
FEATURES: dict[str, Callable[[int, int], bool]] = {
    "jack": lambda hand, t: bool(hand >> (8 * t + Rank.JACK) & 1),
    "nine": lambda hand, t: bool(hand >> (8 * t + Rank.NINE) & 1),
    "two_trumps": lambda hand, t: (hand & SUIT_MASKS[t]).bit_count() >= 2,
    "three_trumps": lambda hand, t: (hand & SUIT_MASKS[t]).bit_count() >= 3,
    "side_ace": lambda hand, t: _aces(hand, t) >= 1,
    "ace": lambda hand, t: _aces(hand, -1) >= 1,
    "two_aces": lambda hand, t: _aces(hand, -1) >= 2,
    "ace_ten": lambda hand, t: any(
        hand >> (8 * s + Rank.ACE) & 1 and hand >> (8 * s + Rank.TEN) & 1 for s in range(4)
    ),
}


@dataclass
class CallReading:
    """The facts counted over ``deals`` deals of the run ``seed``: for each kind of call,
    how many callers (``calls``) and how many hands before anyone spoke (``hands``), and
    for each fact how many of them had it."""

    deals: int
    seed: int
    calls: dict[str, int] = field(default_factory=lambda: dict.fromkeys(CALLS, 0))
    hands: dict[str, int] = field(default_factory=lambda: dict.fromkeys(CALLS, 0))
    called: dict[str, dict[str, int]] = field(
        default_factory=lambda: {c: dict.fromkeys(f, 0) for c, f in CALLS.items()}
    )
    dealt: dict[str, dict[str, int]] = field(
        default_factory=lambda: {c: dict.fromkeys(f, 0) for c, f in CALLS.items()}
    )

    def count(self, call: str) -> int:
        """How many calls of this kind were made."""
        return self.calls[call]

    def after(self, call: str, fact: str) -> float:
        """The share of callers that had the fact."""
        return self.called[call][fact] / max(1, self.calls[call])

    def before(self, call: str, fact: str) -> float:
        """The share of hands that had it before anyone spoke."""
        return self.dealt[call][fact] / max(1, self.hands[call])

    def _add(self, where: dict[str, dict[str, int]], call: str, hand: int, trump: int) -> None:
        for fact in CALLS[call]:
            where[call][fact] += FEATURES[fact](hand, trump)

    def to_json(self) -> dict[str, object]:
        """The counts, as the data file keeps them."""
        return {"deals": self.deals, "seed": self.seed, "calls": self.calls,
                "hands": self.hands, "called": self.called, "dealt": self.dealt}  # fmt: skip

    @classmethod
    def from_json(cls, data: dict[str, object]) -> CallReading:
        """A reading from :meth:`to_json`."""
        return cls(**data)  # type: ignore[arg-type]


def read_calls(deals: int, *, seed: int) -> CallReading:
    """Deal ``deals`` hands (deal ``i``: seed ``seed * 100_000 + i``, dealer ``i % 4``)
    and count what each kind of call says (see the module docstring)."""
    reading = CallReading(deals, seed)
    bot = HeuristicBot()
    doubling = principle("double_hokum")
    for i in range(deals):
        state = new_hand(seed * 100_000 + i, i % 4)
        floor_suit = state.floor >> 3
        first = True
        while state.phase not in (Phase.PLAY, Phase.DONE):
            seat = state.to_move
            assert seat is not None
            mine = [a for a in legal_actions(state) if a.seat == seat]
            k = knowledge(view(state, seat, reasons=False))
            action = bot.decide(k, mine)[0]
            if state.phase is Phase.DOUBLING:  # lesson 11's rule, not the bots' rare doubles
                choice = doubling.at(k, mine, action)
                action = action if choice is None else choice.follow
            if state.phase is Phase.BID1 and first:
                for call in ("pass", "hokum", "sun"):
                    reading.hands[call] += 1
                    reading._add(reading.dealt, call, k.hand, floor_suit)
                said = {Pass: "pass", Hokum: "hokum", Sun: "sun"}.get(type(action))
                if said is not None:
                    reading.calls[said] += 1
                    reading._add(reading.called, said, k.hand, floor_suit)
                first = isinstance(action, Pass)
            asked = state.phase is Phase.DOUBLING and any(isinstance(a, Double) for a in mine)
            if asked and k.t >= 0:
                reading.hands["double"] += 1
                reading._add(reading.dealt, "double", k.hand, k.t)
                if isinstance(action, Double):
                    reading.calls["double"] += 1
                    reading._add(reading.called, "double", k.hand, k.t)
            state = apply(state, action)
    return reading
