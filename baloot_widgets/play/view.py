"""What one seat may see: :func:`view` is the only way state leaves the engine for a player
(docs/architecture.md, "The seat's view, the bots and the hint").  A :class:`SeatView`
never holds another seat's hidden cards.

Bots, the hint and the widgets read its typed fields (masks, cards, actions, the
:class:`~baloot_widgets.RuleSet` of the table).  :meth:`SeatView.to_json` is the one JSON
form of a seat's view, for programs outside the package (a bot written elsewhere); its
keys are documented in docs/seat-view.md, and nothing turns that text back into values.

>>> from baloot_widgets.rules.engine import new_hand, apply_text
>>> v = view(new_hand(seed=3, dealer=0), 1)
>>> v.seat, v.phase.value, len(v.hand), v.hand_counts
(1, 'bid1', 5, (5, 5, 5, 5))
>>> v.hands is None, [str(a) for a in v.legal]
(True, ['p1 pass', 'p1 hokum', 'p1 sun'])
>>> data = v.to_json()
>>> data["schema"], data["phase"], "hands" in data
(1, 'bid1', False)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from ..i18n import Lang, Message
from ..rules.actions import Action
from ..rules.cards import Card, CardSet, card_points
from ..rules.contract import Contract
from ..rules.engine import legal_actions
from ..rules.projects import Project
from ..rules.ruleset import RuleSet
from ..rules.sheet import HandScore
from ..rules.state import HandState, Phase, TrickRecord, played_mask
from .explain import card_reasons

__all__ = ["VIEW_SCHEMA", "SeatView", "view"]

#: version of the view's JSON (:meth:`SeatView.to_json`, docs/seat-view.md); bump when a
#: key disappears or changes its meaning (a program that reads the JSON checks it)
VIEW_SCHEMA = 1

_NO_REASONS: Mapping[Card, Message] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class SeatView:
    """Everything ``seat`` may know now, as typed values (teams: seats 0·2 and 1·3).

    ``trick`` is the current trick's cards, leader first (``leader`` leads it); ``tricks``
    the finished tricks; ``declared`` the project kinds each seat declared, ``shown`` the
    cards of the projects shown after trick 1 (the project team's only); ``legal`` the
    actions this seat may take now (in non-strict games, its Qayd claims too);
    ``reasons`` why each card of its hand may not be played, when it is to play; ``hands``
    every hand, in teacher mode only (``reveal=True``).
    """

    seat: int
    rules: RuleSet
    dealer: int
    phase: Phase
    to_move: int | None
    match_scores: tuple[int, int]
    hand: CardSet
    hand_counts: tuple[int, int, int, int]
    floor: Card
    floor_taken: bool
    history: tuple[Action, ...]
    contract: Contract | None
    leader: int | None
    trick: tuple[Card, ...]
    tricks: tuple[TrickRecord, ...]
    abnat: tuple[int, int]
    tricks_won: tuple[int, int]
    declared: tuple[tuple[str, ...], ...]
    shown: tuple[tuple[Project, ...], ...]
    project_team: int | None
    baloot: int | None
    akka: tuple[Card, ...]
    sawa_failed: int | None
    legal: tuple[Action, ...]
    reasons: Mapping[Card, Message]
    result: HandScore | None
    redeal: str
    hands: tuple[CardSet, ...] | None = None

    @property
    def trick_seats(self) -> tuple[int, ...]:
        """The seat of each card of the current trick."""
        leader = self.leader or 0
        return tuple((leader + i) % 4 for i in range(len(self.trick)))

    @property
    def played(self) -> CardSet:
        """Every card played so far in this hand, the current trick included."""
        return CardSet(played_mask(self.tricks, tuple(self.trick)))

    def to_json(self, lang: Lang = "en") -> dict[str, Any]:
        """The view as JSON-ready data (schema :data:`VIEW_SCHEMA`, every key in
        docs/seat-view.md), sentences in ``lang``: what a program outside the package reads
        (a bot written elsewhere answers one of its ``legal`` action texts)."""
        c = self.contract
        data: dict[str, Any] = {
            "schema": VIEW_SCHEMA,
            "seat": self.seat,
            "dealer": self.dealer,
            "phase": self.phase.value,
            "to_move": self.to_move,
            "match_scores": list(self.match_scores),
            "hand": [x.code for x in self.hand],
            "hand_counts": list(self.hand_counts),
            "floor": self.floor.code,
            "floor_taken": self.floor_taken,
            "history": [str(a) for a in self.history],
            "contract": None if c is None else _contract_json(c),
            "leader": self.leader,
            "trick": [
                {"seat": s, "card": x.code}
                for s, x in zip(self.trick_seats, self.trick, strict=True)
            ],
            "tricks": [
                {
                    "leader": t.leader,
                    "cards": [Card(x).code for x in t.cards],
                    "winner": t.winner,
                    "points": t.points,
                }
                for t in self.tricks
            ],
            "abnat": list(self.abnat),
            "tricks_won": list(self.tricks_won),
            "declared": [list(kinds) for kinds in self.declared],
            "shown": [
                [" ".join(Card(x).code for x in p.cards) for p in projects]
                for projects in self.shown
            ],
            "project_team": self.project_team,
            "baloot": self.baloot,
            "akka": [x.code for x in self.akka],
            "sawa_failed": self.sawa_failed,
            "legal": [str(a) for a in self.legal],
            "reasons": {card.code: m.text(lang) for card, m in self.reasons.items()},
            "result": None,
            "redeal": self.redeal or None,
        }
        r = self.result
        if r is not None:
            data["result"] = {
                "points": list(r.points),
                "outcome": r.outcome,
                "match_winner": r.match_winner,
                "lines": [line.as_dict(lang) for line in r.lines],
            }
        if self.hands is not None:
            data["hands"] = [[x.code for x in h] for h in self.hands]
            trump = None if c is None else c.trump
            data["trick_points"] = sum(card_points(x, trump) for x in self.trick)
        return data


def _contract_json(c: Contract) -> dict[str, Any]:
    return {
        "mode": c.mode,
        "trump": None if c.trump is None else c.trump.letter,
        "buyer": c.buyer,
        "multiplier": c.multiplier,
        "doubler": c.doubler,
        "gahwa": c.gahwa,
        "closed": c.closed,
        "text": str(c),
    }


def view(state: HandState, seat: int, *, reveal: bool = False, reasons: bool = True) -> SeatView:
    """What ``seat`` may see of ``state``.

    ``reveal=True`` (teacher mode) adds every seat's cards as ``hands``.  ``reasons``
    adds, for the seat to move in the play, why each illegal card is illegal (bots do not
    need them: ``reasons=False`` is faster).
    """
    c = state.contract
    shown: list[tuple[Project, ...]] = [(), (), (), ()]
    if state.tricks and state.project_team is not None:
        for s, projects in enumerate(state.declared):
            if s & 1 == state.project_team:
                shown[s] = projects
    in_play = state.phase is Phase.PLAY or state.phase is Phase.REVIEW
    done = state.phase is Phase.DONE
    why: Mapping[Card, Message] = _NO_REASONS
    if reasons and state.phase is Phase.PLAY and state.to_move == seat:
        why = MappingProxyType(
            {
                Card(k): Message.of("refuse.rule", text=m, rule="§6")
                for k, m in card_reasons(state, seat).items()
            }
        )
    h = state.hands
    return SeatView(
        seat=seat,
        rules=state.rules,
        dealer=state.dealer,
        phase=state.phase,
        to_move=state.to_move,
        match_scores=state.match_scores,
        hand=CardSet(h[seat]),
        hand_counts=(h[0].bit_count(), h[1].bit_count(), h[2].bit_count(), h[3].bit_count()),
        floor=Card(state.floor),
        floor_taken=c is not None,
        history=state.history,
        contract=c,
        leader=state.leader if in_play else None,
        trick=tuple(Card(x) for x in state.trick),
        tricks=state.tricks,
        abnat=state.abnat,
        tricks_won=state.tricks_won,
        declared=tuple(tuple(p.kind for p in projects) for projects in state.declared),
        shown=tuple(shown),
        project_team=state.project_team,
        baloot=state.baloot if state.baloot_announced else None,
        akka=tuple(Card(x) for x in state.akka),
        sawa_failed=state.sawa_failed,
        legal=() if done else tuple(a for a in legal_actions(state) if a.seat == seat),
        reasons=why,
        result=state.result,
        redeal=state.redeal,
        hands=tuple(CardSet(x) for x in h) if reveal else None,
    )
