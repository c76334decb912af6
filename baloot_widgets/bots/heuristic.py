"""HeuristicBot: sensible bids, its best projects, the obvious good card
(docs/architecture.md, "The seat's view, the bots and the hint").

It decides from the view only (via :func:`~baloot_widgets.bots.knowledge.knowledge`):

* **bidding** (RULES.md §4): Sun with Aces and guarded Tens, Hokum with the J and 9 of
  trumps, Ashkal (P3/P4) with a Sun hand when the floor card would be a blank for it,
  Kawesh when it may, no overcall of its partner unless much stronger;
* **doubling** (§5): Double (closed when it holds trumps) only with a strong hand, Triple
  only with a very strong one, never Four or Gahwa;
* **projects** (§7): declares its best declaration;
* **cards** (§6): :func:`~baloot_widgets.bots.cardplay.choose_card` — cash masters,
  manage trumps, feed a winning partner, do not over-trump it when not forced;
  announces Akka when its lead is truly the highest card left (§8);
* **Sawa** (§8) only when its view proves it; **Qayd** (§10) only for a foul it can
  prove from its view (a player who did not follow a suit later plays it): at once, or
  in the final review when the rules let the wronged team defer.

:meth:`HeuristicBot.explain` says why it chose its last action, in English or Arabic.

>>> from baloot_widgets import Match
>>> match = Match(seed=2)
>>> match.play_bots({s: HeuristicBot(seed=s) for s in range(4)})
>>> match.winner in (0, 1)
True
"""

from __future__ import annotations

import random as _random
from collections.abc import Sequence

from ..i18n import Lang, Message
from ..play.view import SeatView
from ..rules.actions import (
    Action,
    Ashkal,
    Declare,
    Double,
    Gahwa,
    Hokum,
    Kawesh,
    Lock,
    Pass,
    Play,
    Qayd,
    Sawa,
    Sun,
    Triple,
)
from ..rules.cards import FULL_MASK, SUIT_MASKS, Card, Rank
from ..rules.play import BEATEN_BY, POWER
from ..rules.state import BIDDING_PHASES, Phase
from .bidding import (
    DOUBLE_HOKUM,
    DOUBLE_SUN,
    HOKUM_BID,
    SUN_BID,
    TRIPLE,
    best_hokum_suit,
    hokum_strength,
    named_trump,
    sun_strength,
)
from .cardplay import choose_card, table_of
from .knowledge import Knowledge, knowledge
from .reasons import reason_for
from .simbid import simulated_bid

__all__ = [
    "GABLAK_MARGIN",
    "PARTNER_MARGIN",
    "HeuristicBot",
    "bid_decision",
    "claimable_foul",
    "play_action",
    "sawa_proven",
]

#: simulated game points a hand by which another contract must beat the heuristic's
SWITCH_MARGIN = 3.0
#: Sun strength needed beyond :data:`SUN_BID` to overcall a partner's Hokum with Sun
PARTNER_MARGIN = 6
#: Sun strength needed beyond :data:`SUN_BID` to take an opponent's Sun in the Gablak window
GABLAK_MARGIN = 2
_BLANK_FLOOR = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.JACK, Rank.QUEEN)


def _last_bidder(k: Knowledge, kinds: tuple[type, ...]) -> int | None:
    for action in reversed(k.history):
        if isinstance(action, kinds):
            return action.seat
    return None


def _pick(legal: Sequence[Action], kind: type) -> Action | None:
    for a in legal:
        if type(a) is kind:
            return a
    return None


def _pass_reason(extra: int, sun: int, sun_bid: int) -> str:
    """Why the heuristic passes: "partner_hokum" when only a partner's Hokum held back a
    Sun it would otherwise bid, else "pass"."""
    return "partner_hokum" if extra and sun >= sun_bid else "pass"


def bid_decision(
    k: Knowledge, legal: Sequence[Action], *, sun_bid: int = SUN_BID, hokum_bid: int = HOKUM_BID
) -> tuple[Action, str]:
    """The heuristic's bidding call and a reason key (RULES.md §4); ``sun_bid`` and
    ``hokum_bid`` are the strengths from which it buys."""
    seat, floor = k.seat, k.floor
    pass_ = _pick(legal, Pass) or legal[0]
    with_floor = k.hand | 1 << floor
    sun = sun_strength(with_floor)
    floor_suit = floor >> 3
    partner = seat ^ 2
    hokum_by = _last_bidder(k, (Hokum,))
    sun_by = _last_bidder(k, (Sun, Ashkal))
    kawesh = _pick(legal, Kawesh)
    if kawesh is not None and partner not in (hokum_by, sun_by):
        return kawesh, "kawesh"  # a hand of 7s, 8s and 9s: redeal (unless partner bid)
    sun_action = _pick(legal, Sun)
    if k.phase in (Phase.BID1, Phase.BID2):
        ashkal = _pick(legal, Ashkal)
        if ashkal is not None and floor & 7 in _BLANK_FLOOR and sun_strength(k.hand) >= sun_bid:
            return ashkal, "ashkal"
        extra = PARTNER_MARGIN if hokum_by == partner else 0
        if sun_action is not None and sun >= sun_bid + extra:
            return sun_action, "sun"
        hokum = _pick(legal, Hokum)
        if hokum is not None:
            if k.phase is Phase.BID1:
                strength = hokum_strength(with_floor, floor_suit)
            else:
                strength = best_hokum_suit(with_floor, exclude=floor_suit)[1]
            if strength >= hokum_bid:
                return hokum, "hokum"
        return pass_, _pass_reason(extra, sun, sun_bid)
    if k.phase is Phase.GABLAK:
        theirs = sun_by is not None and sun_by & 1 != seat & 1
        if sun_action is not None and theirs and sun >= sun_bid + GABLAK_MARGIN:
            return sun_action, "gablak"
        return pass_, "pass"
    if k.phase is Phase.BID1_EXTRA:
        extra = PARTNER_MARGIN if hokum_by == partner else 0
        if sun_action is not None and sun >= sun_bid + extra:
            return sun_action, "sun"
        return pass_, _pass_reason(extra, sun, sun_bid)
    # confirm: Hokum (naming the suit in round 2) or convert to Sun
    options = [a for a in legal if isinstance(a, Hokum)]
    best: Action = options[0] if options else pass_
    best_margin = -1000
    if options:
        suits = [floor_suit if a.suit is None else int(a.suit) for a in options]
        suit = named_trump(with_floor, suits)
        best, best_margin = options[suits.index(suit)], hokum_strength(with_floor, suit) - hokum_bid
    if sun_action is not None and sun - sun_bid > best_margin:
        return sun_action, "sun"
    return best, "hokum"


def double_decision(k: Knowledge, legal: Sequence[Action]) -> tuple[Action, str]:
    """Doubling calls (RULES.md §5): only with a strong hand; never Four or Gahwa."""
    c = k.contract
    assert c is not None
    pass_ = _pick(legal, Pass)
    lock = [a for a in legal if isinstance(a, Lock)]
    if lock:
        return next(a for a in lock if not a.closed), "open"
    hand, t = k.hand, c.trump_index
    if any(isinstance(a, Double) for a in legal):
        if t >= 0:
            trumps = hand & SUIT_MASKS[t]
            top = trumps >> (8 * t) & (1 << Rank.JACK | 1 << Rank.NINE)
            if trumps.bit_count() >= 3 and top and hokum_strength(hand, t) >= DOUBLE_HOKUM:
                closed = [a for a in legal if isinstance(a, Double) and a.closed]
                return (closed or [a for a in legal if isinstance(a, Double)])[0], "double"
        elif sun_strength(hand) >= DOUBLE_SUN:
            return next(a for a in legal if isinstance(a, Double)), "double"
    triple = _pick(legal, Triple)
    if triple is not None:
        strength = hokum_strength(hand, t) if t >= 0 else sun_strength(hand) + 10
        if strength >= TRIPLE:
            return triple, "triple"
    if pass_ is None:  # nothing but Gahwa or Four would be left: never the case
        return next(a for a in legal if not isinstance(a, Gahwa)), "no_double"
    return pass_, "no_double"


def sawa_proven(k: Knowledge) -> bool:
    """True when the seat's view proves a Sawa (RULES.md §8): each of its cards beats every
    unseen card of its suit, and in Hokum the opponents cannot hold more trumps than it."""
    t = k.t
    power = POWER[t + 1]
    unseen = k.unseen
    for suit in range(4):
        mine = k.hand & SUIT_MASKS[suit]
        theirs = unseen & SUIT_MASKS[suit]
        if mine and theirs:
            low = min(power[c] for c in range(8 * suit, 8 * suit + 8) if mine >> c & 1)
            high = max(power[c] for c in range(8 * suit, 8 * suit + 8) if theirs >> c & 1)
            if low < high:
                return False
    if t < 0 or not k.hand & ~SUIT_MASKS[t]:
        return True
    outstanding = (unseen & SUIT_MASKS[t]).bit_count()
    return outstanding == 0 or (k.hand & SUIT_MASKS[t]).bit_count() >= outstanding


def claimable_foul(k: Knowledge) -> bool:
    """True when the seat can prove an opponent's foul that a Qayd may claim now."""
    if k.rules.strict_legality:
        return False
    fouls = [f for f in k.fouls if f.seat & 1 != k.seat & 1]
    if not fouls:
        return False
    if k.rules.qayd_deferral:
        return k.phase is Phase.REVIEW  # the wronged team takes the better of both results
    last = k.plays[-1].card if k.plays else -1
    return any(f.card == last for f in fouls)


def play_action(k: Knowledge, legal: Sequence[Action], card: int) -> Action:
    """The Play of ``card`` by the seat of ``k``, announcing Akka (rules §8) when its view
    proves the lead is the highest card left of its suit and ``legal`` allows the call.

    >>> from baloot_widgets import Game
    >>> game = Game.new(seed=1, dealer=0)
    >>> game.act("p1 sun")
    >>> k = knowledge(game.view(1))
    >>> str(play_action(k, game.legal_actions(), int(Card("8D"))))
    'p1 play 8D'
    """
    plain: Action = Play(k.seat, Card(card))
    if k.trick or k.t < 0:
        return plain
    if (FULL_MASK & ~k.played & BEATEN_BY[k.t + 1][card]) == 0:
        akka = Play(k.seat, Card(card), True)
        if akka in legal:
            return akka
    return plain


class HeuristicBot:
    """Plays the obvious good card, bids from hand strength (see the module docstring).

    ``seed`` breaks no ties today (the policy is deterministic) but keeps the signature
    of every bot.
    """

    def __init__(
        self,
        seed: int | None = 0,
        *,
        name: str = "heuristic",
        sun_bid: int = SUN_BID,
        hokum_bid: int = HOKUM_BID,
        simulate_bids: int = 0,
    ) -> None:
        self.name = name
        self.sun_bid = sun_bid
        self.hokum_bid = hokum_bid
        self.simulate_bids = simulate_bids
        self.last_bid_values: dict[Action, float] = {}
        #: the bot's random source (a saved table keeps its state: bots/registry.py)
        self.rng = _random.Random(seed)
        self.last_reason = ""
        self._last: tuple[Knowledge, Action] | None = None

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """Pick one of ``legal`` from what the seat may see (the rules are the view's)."""
        k = knowledge(view)
        action, self.last_reason = self.decide(k, legal)
        self._last = (k, action)
        return action

    def explain(self, *, lang: Lang = "en") -> str:
        """Why the bot chose its last action, in one sentence ("" before its first).

        >>> from baloot_widgets import Game
        >>> game = Game.new(seed=25, dealer=0)
        >>> bot = HeuristicBot()
        >>> game.act(bot.choose(game.view(1), game.legal_actions()))
        >>> bot.explain()
        'bid Sun: your Aces and guarded Tens make a strong Sun hand'
        """
        message = self.reason()
        return "" if message is None else message.text(lang)

    def reason(self) -> Message | None:
        """Why the bot chose its last action, as a Message (None before its first)."""
        if self._last is None:
            return None
        k, action = self._last
        return self.why(k, action, self.last_reason)

    def why(self, k: Knowledge, action: Action, key: str) -> Message:
        """Why the bot decided ``action`` for the reason ``key`` (what :meth:`decide` just
        answered), as a sentence: with the figures of its simulation when it simulated.

        >>> from baloot_widgets import Game
        >>> from baloot_widgets.bots.knowledge import knowledge
        >>> game = Game.new(seed=25, dealer=0)
        >>> bot, k = HeuristicBot(), knowledge(game.view(1))
        >>> action, key = bot.decide(k, game.legal_actions())
        >>> bot.why(k, action, key).text()
        'bid Sun: your Aces and guarded Tens make a strong Sun hand'
        """
        return reason_for(k, action, key, self.reason_figures(action, key))

    def reason_figures(self, action: Action, key: str) -> dict[str, object]:
        """The figures behind ``action`` decided for the reason ``key``: the simulated
        game points when simulation chose it (none otherwise)."""
        if key != "simulated":
            return {}
        return {"n": self.simulate_bids, "value": self.last_bid_values.get(action, 0.0)}

    def decide(self, k: Knowledge, legal: Sequence[Action]) -> tuple[Action, str]:
        """The action and a reason key, from the seat's knowledge."""
        mine = [a for a in legal if a.seat == k.seat]
        if claimable_foul(k):
            return Qayd(k.seat), "qayd"
        if k.phase in BIDDING_PHASES:
            action, key = bid_decision(k, mine, sun_bid=self.sun_bid, hokum_bid=self.hokum_bid)
            buys = [a for a in mine if isinstance(a, (Sun, Hokum, Ashkal))]
            if self.simulate_bids and action in buys and len(buys) > 1:
                # it buys: simulation picks which contract (Sun, Hokum in a suit, Ashkal)
                best, self.last_bid_values = simulated_bid(k, buys, self.simulate_bids, self.rng)
                if self.last_bid_values[best] > self.last_bid_values[action] + SWITCH_MARGIN:
                    return best, "simulated"
            return action, key
        if k.phase is Phase.DOUBLING:
            return double_decision(k, mine)
        if k.phase is Phase.REVIEW:
            return _pick(mine, Pass) or mine[0], "no_claim"
        declare = [a for a in mine if isinstance(a, Declare)]
        if declare:
            return max(declare, key=lambda a: len(a.kinds)), "declare"
        if any(isinstance(a, Sawa) for a in mine) and sawa_proven(k):
            return Sawa(k.seat), "sawa"
        plays = {int(a.card): a for a in mine if isinstance(a, Play) and not a.akka}
        card, reason = self.card(k, plays)
        return play_action(k, mine, card), reason

    def card(self, k: Knowledge, plays: dict[int, Play]) -> tuple[int, str]:
        """The card to play among ``plays`` (card -> action) and a reason key."""
        legal = 0
        for c in plays:
            legal |= 1 << c
        strict = k.legal_cards & legal
        return choose_card(k.seat, k.hand, strict or legal, table_of(k))

    def __repr__(self) -> str:
        return f"HeuristicBot(name={self.name!r})"
