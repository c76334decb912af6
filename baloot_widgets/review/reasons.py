"""Why a card was good or what it cost, in one sentence, from the solver's exact values
and two perfect lines: the one after the card played and the one after the best card.

The sentence names the first difference a player can see: who takes the current trick,
then who takes the last trick (and its 10), then how many tricks the team takes, and
otherwise where the Abnat went ("8♦ gave away the last trick: 10♦ would have won it and
12 more Abnat").  A perfect line is one of possibly several that score the same, so the
sentence tells one way the loss happens; the numbers are exact.

>>> from baloot_widgets.rules.state import TrickRecord
>>> played = (TrickRecord(0, (1, 2, 3, 4), 1, 0), TrickRecord(1, (5, 6, 7, 8), 1, 10))
>>> better = (TrickRecord(0, (1, 2, 3, 4), 1, 0), TrickRecord(1, (5, 6, 7, 8), 0, 10))
>>> values = {Card("8D"): 40, Card("10D"): 52}
>>> print(loss_reason(Card("8D"), Card("10D"), values, 0, played, better, t=-1))
8♦ gave away the last trick: 10♦ would have won it and 12 more Abnat
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..i18n import Message
from ..rules.cards import Card, CardSet
from ..rules.play import POINTS
from ..rules.state import TrickRecord

__all__ = ["good_reason", "loss_reason", "pick_best"]


def pick_best(card: int, best: Sequence[int]) -> int:
    """The best card to name beside ``card``: one of the same suit if there is one (the
    nearest alternative a player weighs), else the first.

    >>> pick_best(Card("8D"), [Card("AS"), Card("10D")]) == Card("10D")
    True
    """
    same = [c for c in best if c >> 3 == card >> 3]
    return (same or list(best))[0]


def good_reason(card: int, values: Mapping[int, int]) -> Message:
    """The sentence for a card that lost nothing: the only one, the best one, one of the
    best, or one of many equal cards."""
    value = values[card]
    best = [c for c, v in values.items() if v == value]
    if len(values) == 1:
        return Message.of("review.only", card=Card(card))
    if len(best) == len(values):
        return Message.of("review.all_equal", card=Card(card), value=value)
    if len(best) == 1:
        return Message.of("review.best", card=Card(card), value=value)
    return Message.of("review.best_tied", card=Card(card), cards=CardSet(best), value=value)


def loss_reason(
    card: int,
    best: int,
    values: Mapping[int, int],
    team: int,
    played: Sequence[TrickRecord],
    better: Sequence[TrickRecord],
    t: int,
    *,
    leads: bool = False,
) -> Message:
    """The sentence for ``card``, worth less than ``best`` (``values``: each legal card's
    exact value): ``played`` and ``better`` are the tricks of both perfect lines from the
    current trick on, ``team`` is the mover's team, ``t`` the trump (-1 in Sun) and
    ``leads`` whether the card leads the trick."""
    loss = values[best] - values[card]
    fields = {"card": Card(card), "best": Card(best), "loss": loss}
    now_played = played[0].winner & 1 == team
    now_better = better[0].winner & 1 == team
    if now_better and not now_played:
        return Message.of("review.lost_trick", **fields)
    if now_played and not now_better:
        return Message.of("review.won_early", **fields)
    if better[-1].winner & 1 == team and played[-1].winner & 1 != team:
        return Message.of("review.last_trick", **fields)
    more = _won(better, team) - _won(played, team)
    if more > 0:
        return Message.of(
            "review.more_trick" if more == 1 else "review.more_tricks", n=more, **fields
        )
    if leads:
        return Message.of("review.lead", value=values[best], **fields)
    points = POINTS[t + 1]
    if not now_played and points[card] > points[best]:
        return Message.of("review.fed", points=points[card], **fields)
    if now_played and points[card] < points[best]:
        return Message.of("review.starved", **fields)
    return Message.of("review.abnat", value=values[best], **fields)


def _won(tricks: Sequence[TrickRecord], team: int) -> int:
    return sum(1 for t in tricks if t.winner & 1 == team)
