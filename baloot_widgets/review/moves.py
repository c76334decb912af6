"""One entry per action of a hand: for a card its exact value, the best value and cards,
the loss and why; for a call the expert bot's assessment (an estimate).

>>> from baloot_widgets import Game
>>> game = Game.new(seed=1, dealer=0)
>>> game.act("p1 sun"); game.act("p1 play 8D")
>>> bid, card = review_moves(game.states)
>>> bid.is_card, bid.exact, card.is_card, card.values[card.card] == card.value
(False, False, True, True)
>>> card.loss == card.best_value - card.value >= 0, card.mark in ("best", "inaccuracy", "mistake")
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Literal

from ..i18n import Lang, Message, Team
from ..rules.actions import Action, Play, Sawa
from ..rules.cards import LAST_TRICK_BONUS, Card, CardSet, iter_mask
from ..rules.errors import BalootError
from ..rules.play import trick_points
from ..rules.state import HandState, Phase
from .calls import assess_call
from .exact import Walk
from .reasons import good_reason, loss_reason, pick_best

__all__ = ["MISTAKE", "Mark", "Move", "pending_move", "review_move", "review_moves"]

#: a card that loses this many Abnat or more is a mistake (drawn red); less is an
#: inaccuracy
MISTAKE = 10

#: how a move is marked: a card's exact verdict, a card without an exact value, a card
#: still being valued (a review shown before it is finished), or a call (the expert
#: agrees, or would rather have done something else: an estimate)
Mark = Literal["best", "inaccuracy", "mistake", "unvalued", "pending", "call", "call_differs"]


@dataclass(frozen=True)
class Move:
    """One action of a reviewed hand.

    For a card (``is_card``): ``values`` maps every legal card to its exact value (the
    card Abnat the mover's team takes from this position on with perfect play, the current
    trick included: :func:`~baloot_widgets.solver.card_values`), ``value`` is the card
    played, ``best_value`` and ``best`` the best, ``reason`` the sentence.  A card without
    an exact value (a foul) has ``value`` None and a reason that says why.
    For a call: ``reason`` is the expert bot's assessment, marked as an estimate, with its
    choice ``expert`` (action text) and, when two ways of buying were simulated, their
    game points a hand in ``expert_values``.
    A card of a review shown before it is finished (:class:`~.job.ReviewJob`) may be
    ``pending``: no exact value yet, and ``bounds`` (lower, upper) for the card played.
    """

    index: int  #: position in the hand's actions, from 0
    seat: int
    action: str  #: the action's text, as in records ("p0 play 8D")
    trick: int | None  #: 1-8 during the card play, None before
    card: Card | None = None
    values: dict[Card, int] = field(default_factory=dict)
    value: int | None = None
    best_value: int | None = None
    best: tuple[Card, ...] = ()
    reason: Message | None = None
    expert: str | None = None
    expert_values: dict[str, float] = field(default_factory=dict)
    pending: bool = False
    bounds: tuple[int, int] | None = None

    @property
    def is_card(self) -> bool:
        """True for a card played."""
        return self.card is not None

    @property
    def exact(self) -> bool:
        """True when the move has an exact value."""
        return self.value is not None

    @property
    def loss(self) -> int | None:
        """``best_value - value``: the Abnat this move gave away (None without a value)."""
        if self.value is None or self.best_value is None:
            return None
        return self.best_value - self.value

    @property
    def mark(self) -> Mark:
        """``"best"``, ``"inaccuracy"`` (lost 1-9 Abnat), ``"mistake"`` (lost
        :data:`MISTAKE` or more), ``"unvalued"``, ``"pending"``, ``"call"`` or
        ``"call_differs"``."""
        loss = self.loss
        if loss is not None:
            return "best" if loss == 0 else "mistake" if loss >= MISTAKE else "inaccuracy"
        if self.pending:
            return "pending"
        if self.is_card:
            return "unvalued"
        return "call_differs" if self.expert not in (None, self.action) else "call"

    def text(self, lang: Lang = "en") -> str:
        """The move's sentence in ``lang`` ("" when there is none)."""
        return "" if self.reason is None else self.reason.text(lang)


def review_moves(
    states: Sequence[HandState], *, walk: Walk | None = None, calls: bool = True
) -> tuple[Move, ...]:
    """The moves of a hand given as its states (``states[i]`` is the state before action
    ``i``), valued with ``walk`` (by default a new one for the hand's contract).
    ``calls=False`` leaves the calls without the expert's assessment."""
    final = states[-1]
    if walk is None and final.contract is not None:
        walk = Walk.of(final)
    return tuple(review_move(states, i, walk, calls=calls) for i in range(len(final.history)))


def review_move(
    states: Sequence[HandState],
    i: int,
    walk: Walk | None,
    *,
    calls: bool = True,
    known: dict[int, int] | None = None,
) -> Move:
    """Move ``i`` of the hand given as its states, valued with ``walk`` (None when the hand
    has no contract).  ``known``: exact values of some of the card's alternatives that the
    caller already has (they are not searched again)."""
    final = states[-1]
    action = final.history[i]
    before, after = states[i], states[i + 1]
    playing = before.phase is Phase.PLAY and before.contract is not None
    trick = len(before.tricks) + 1 if playing else None
    base = Move(i, action.seat, str(action), trick)
    if walk is not None and playing and isinstance(action, Play):
        return _card_move(base, walk, before, after, action, known)
    if walk is not None and playing and isinstance(action, Sawa):
        return _sawa_move(base, walk, before, after)
    return _call_move(base, before, action) if calls else base


def pending_move(states: Sequence[HandState], i: int, bounds: tuple[int, int]) -> Move:
    """Card move ``i`` before its exact values are known: ``bounds`` of the card played."""
    action = states[-1].history[i]
    before = states[i]
    assert isinstance(action, Play)
    low, high = bounds
    if low == high:  # its value is known (from the position after it), not the others'
        reason = Message.of("review.pending_value", card=action.card, value=low)
    else:
        reason = Message.of("review.pending", card=action.card, low=low, high=high)
    return Move(
        i, action.seat, str(action), len(before.tricks) + 1, card=action.card, pending=True,
        bounds=bounds, reason=reason,
    )  # fmt: skip


def _card_move(
    base: Move,
    walk: Walk,
    before: HandState,
    after: HandState,
    play: Play,
    known: dict[int, int] | None = None,
) -> Move:
    card = int(play.card)
    try:
        values = walk.values(before, known=known)
    except BalootError:  # a foul earlier in this trick: the solver takes legal positions only
        start = 4 * len(before.tricks)
        fouls = [f.card for f in before.fouls if f.at >= start and f.card is not None]
        if not fouls:  # pragma: no cover - the solver refuses only a trick with a foul
            raise
        reason = Message.of("review.after_foul", foul=Card(fouls[0]), card=Card(card))
        return replace(base, card=Card(card), reason=reason)
    top = max(values.values())
    best = tuple(Card(c) for c in CardSet(c for c, v in values.items() if v == top))
    exact = {Card(c): v for c, v in values.items()}
    if card not in values:  # an illegal card (non-strict rules): no value of its own
        kind = next(f.kind for f in after.fouls if f.at == before.cards_played)
        why = Message.of(f"foul.{kind}")
        alt = pick_best(card, best)
        reason = Message.of("review.foul", card=Card(card), why=why, best=alt, value=top)
        return replace(
            base, card=Card(card), values=exact, best_value=top, best=best, reason=reason
        )
    if values[card] == top:
        reason = good_reason(card, values)
    else:
        alt = pick_best(card, best)
        played = walk.line(before, card, expect=values[card])
        better = walk.line(before, alt, expect=values[alt])
        reason = loss_reason(
            card, alt, values, base.seat & 1, played, better, walk.t, leads=not before.trick
        )
    if any(f.kind == "false_akka" and f.at == before.cards_played for f in after.fouls):
        reason = Message.of("review.false_akka", reason=reason)
    return replace(
        base, card=Card(card), values=exact, value=values[card], best_value=top, best=best,
        reason=reason,
    )  # fmt: skip


def _sawa_move(base: Move, walk: Walk, before: HandState, after: HandState) -> Move:
    """A Sawa claim: exact, since the position is a trick start with every hand known."""
    team = base.seat & 1
    rem = trick_points(iter_mask(sum(before.hands)), walk.t) + LAST_TRICK_BONUS
    best = walk.solver.solve(before.hands, before.leader, (), team).value
    if after.sawa_by == base.seat:
        reason = Message.of("review.sawa", team=Team(team), value=rem)
        return replace(base, value=rem, best_value=best, reason=reason)
    reason = Message.of("review.sawa_refused", team=Team(team), value=best, rem=rem)
    return replace(base, reason=reason)


def _call_move(base: Move, before: HandState, action: Action) -> Move:
    try:
        assessment = assess_call(before, action, seed=base.index)
    except BalootError:  # pragma: no cover - the expert decides on legal views only
        assessment = None
    if assessment is None:
        return base
    return replace(
        base, reason=assessment.message, expert=assessment.expert,
        expert_values=assessment.values,
    )  # fmt: skip
