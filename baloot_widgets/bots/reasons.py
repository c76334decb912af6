"""Why a bot (or the hint) chose an action, as a sentence: "play A♠: it wins this trick
and sets up 10♠"; "bid Sun: your Aces and guarded Tens make a strong Sun hand".

A bot decides an action and a *reason key* ("wins", "feed_partner", "sun", ...); this
module turns the key, the seat's :class:`~.knowledge.Knowledge` and the bot's figures
(``extra``) into a :class:`~baloot_widgets.i18n.Message` of the catalogue (``hint.*``,
``call.*``), so the same choice reads in English and Arabic.

>>> from baloot_widgets import Game
>>> from baloot_widgets.bots.knowledge import knowledge
>>> game = Game.new(seed=25, dealer=0)
>>> k = knowledge(game.view(1))
>>> sun = next(a for a in game.legal_actions() if str(a) == "p1 sun")
>>> message = reason_for(k, sun, "sun")
>>> message.text(), message.text("ar")
('bid Sun: your Aces and guarded Tens make a strong Sun hand', 'صن: إكاتك وعشراتك المحمية تصنع يد صن قوية')
"""

from __future__ import annotations

from collections.abc import Mapping

from ..i18n import CATALOGUE, Join, Message
from ..rules.actions import Action, Hokum, Play, action_words
from ..rules.cards import FULL_MASK, SUIT_MASKS, Card, CardSet
from ..rules.play import BEATEN_BY, POINTS, trick_winner_index
from ..rules.state import Phase
from .bidding import named_trump
from .cardplay import sure_winner, table_of
from .knowledge import Knowledge

__all__ = ["card_reason", "meant_trump", "reason_for"]

#: reason keys that only describe a card when nothing more specific was said
_FALLBACK_ONLY = ("simulation", "solver")


def _sets_up(k: Knowledge, card: int) -> int:
    """Cards of the seat's hand that become the highest left once ``card`` is gone."""
    beaten = BEATEN_BY[k.t + 1]
    unplayed = FULL_MASK & ~k.played
    after = unplayed & ~(1 << card)
    out = 0
    for c in CardSet(k.hand & SUIT_MASKS[card >> 3] & ~(1 << card)):
        if unplayed & beaten[c] and not after & beaten[c]:
            out |= 1 << c
    return out


def _sentence(action: Action, reason: object) -> Message:
    return Message.of("hint.sentence", action=action_words(action, "do"), reason=reason)


def card_reason(
    k: Knowledge, card: int, key: str, extra: Mapping[str, object] | None = None
) -> Message:
    """The sentence for playing ``card``: what it does in this trick, what it sets up, and
    the bot's reason ``key`` when nothing more specific was said (``extra`` holds the
    figures of "simulation" and "solver": ``n``, ``value``)."""
    t = k.t
    clauses: list[Message] = []
    trick = k.trick
    beats = not trick or trick_winner_index((*trick, card), t) == len(trick)
    if key == "only":
        clauses.append(Message.of("hint.only"))
    elif beats and sure_winner(table_of(k), k.hand, k.seat, card):
        clauses.append(Message.of("hint.wins"))
    elif beats and trick and key not in ("feed_partner", "duck_partner"):
        clauses.append(Message.of("hint.wins_now"))
    setup = _sets_up(k, card)
    if setup and clauses:
        clauses[-1] = Message.of("hint.and_sets_up", clause=clauses[-1], cards=CardSet(setup))
    named = f"hint.{key}"
    if key != "only" and named in CATALOGUE and (not clauses or key in _FALLBACK_ONLY):
        fields: dict[str, object] = dict(extra or {})
        if key == "feed_partner":
            fields["points"] = POINTS[t + 1][card]
        if key == "lead_to_ruff":
            fields["suit"] = Message.of(f"suit.{card >> 3}")
        clauses.append(Message.of(named, **fields))
    if not clauses:
        clauses.append(Message.of("hint.discard"))
    return _sentence(Play(k.seat, Card(card)), Join(tuple(clauses), words="join.clauses"))


def meant_trump(k: Knowledge, action: Hokum) -> int:
    """The trump suit a Hokum of the seat of ``k`` means: the suit it names; in round 1
    the floor card's suit; in round 2, where the suit is named only at the confirmation
    and can never be the floor card's (RULES.md §4.2), the suit the heuristic will name
    (:func:`~.bidding.named_trump`).

    >>> from baloot_widgets import Game
    >>> from baloot_widgets.bots.knowledge import knowledge
    >>> game = Game.new(seed=1, dealer=0)
    >>> for call in ("p1 pass", "p2 pass", "p3 pass", "p0 pass"):
    ...     game.act(call)
    >>> k = knowledge(game.view(1))
    >>> k.floor >> 3 != meant_trump(k, Hokum(1))
    True
    """
    if action.suit is not None:
        return int(action.suit)
    floor_suit = k.floor >> 3
    if k.phase is not Phase.BID2:
        return floor_suit
    return named_trump(k.hand | 1 << k.floor, [s for s in range(4) if s != floor_suit])


def _call_reason(
    k: Knowledge, action: Action, key: str, extra: Mapping[str, object] | None
) -> Message:
    fields: dict[str, object] = {}
    if key == "simulated":
        template = "hint.simulation"
        fields.update(extra or {})
    else:
        template = f"call.{key}" if f"call.{key}" in CATALOGUE else "call.pass"
    if key == "ashkal":
        fields["floor"] = Card(k.floor)
    if key == "hokum" and isinstance(action, Hokum):
        suit = meant_trump(k, action)
        fields["cards"] = CardSet((k.hand | 1 << k.floor) & SUIT_MASKS[suit]) or "—"
        if action.suit is None and k.phase is Phase.BID2:
            template = "call.hokum_named"  # the suit is named later: say which it will be
            fields["suit"] = Message.of(f"suit.{suit}")
    if key == "qayd":
        foul = next(f for f in k.fouls if f.seat & 1 != k.seat & 1)
        fields.update(seat=foul.seat, card=Card(foul.card), proof=Card(foul.proof))
    return _sentence(action, Message.of(template, **fields))


def reason_for(
    k: Knowledge, action: Action, key: str, extra: Mapping[str, object] | None = None
) -> Message:
    """The sentence for ``action`` chosen for the reason ``key``, from the seat's
    knowledge ``k``; ``extra`` holds the bot's figures for a simulated choice."""
    if isinstance(action, Play):
        return card_reason(k, int(action.card), key, extra)
    return _call_reason(k, action, key, extra)
