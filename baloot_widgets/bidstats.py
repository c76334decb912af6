"""What a call says about a hand: a bot's first calls over many seeded deals (Bayes' rule
by simulation, for the third probability lesson).

Bayes' rule needs a *prior*, what a hand holds before anyone speaks (counting gives it),
and a *likelihood*, how often a player with such a hand makes the call.  The likelihood
depends on the player: here it is measured on the package's bots.  Each deal is the
engine's own (:func:`~baloot_widgets.rules.engine.new_hand`, RULES §3); the first player
to speak, P1 on the dealer's right, sees five cards and the floor card and makes a first
call of round 1 (rules §4.1): Pass, Hokum (in the floor card's suit), Sun or Kawesh.

>>> calls = first_calls("heuristic", 300, seed=1)
>>> len(calls), sorted({c.call for c in calls})
(300, ['hokum', 'pass', 'sun'])
>>> hokum = next(c for c in calls if c.call == "hokum")
>>> hokum, hokum.trumps
(FirstCall(hand=CardSet('JS 9S 9H 10D KD'), floor=Card('QS'), call='hokum'), 2)
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .bots.base import Bot, choose_action
from .bots.registry import make_bot
from .cards import Card, CardSet
from .errors import BalootError
from .i18n import Message, quote
from .rules.actions import action_name
from .rules.engine import legal_actions, new_hand
from .view import view

__all__ = ["FirstCall", "first_calls"]


@dataclass(frozen=True)
class FirstCall:
    """The first player's five cards, the floor card and the first call it made
    ("pass", "hokum", "sun" or "kawesh")."""

    hand: CardSet
    floor: Card
    call: str

    @property
    def trumps(self) -> int:
        """How many cards of the floor card's suit the hand holds: its trumps besides the
        floor card when the call is Hokum (a round-1 Hokum is in the floor card's suit)."""
        return len(self.hand.of_suit(self.floor.suit))


def first_calls(
    bot: Bot | str = "heuristic", n: int = 10_000, *, seed: int, dealer: int = 0
) -> list[FirstCall]:
    """Deal ``n`` hands from ``seed`` and let ``bot`` (a bot, or a name such as
    ``"heuristic"``, seeded with ``seed``) make P1's first call in each.  The same
    arguments always give the same calls."""
    if isinstance(n, bool) or not isinstance(n, int) or n <= 0:
        raise BalootError(Message.of("error.deals", n=quote(n)))
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise BalootError(Message.of("error.seed_natural", seed=quote(seed)))
    player = make_bot(bot, seed) if isinstance(bot, str) else bot
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        state = new_hand(rng, dealer)
        seat = state.to_move
        assert seat is not None
        seen = view(state, seat)
        action = choose_action(player, seen, legal_actions(state))
        out.append(FirstCall(seen.hand, seen.floor, action_name(action)))
    return out
