"""What one seat may see: ``view(state, seat)`` is the only way state leaves the engine
for a player (ARCHITECTURE.md §4).  It never contains another seat's hidden cards.

>>> from baloot_widgets.rules.engine import new_hand
>>> v = view(new_hand(seed=3, dealer=0), 1)
>>> v["schema"], v["seat"], v["phase"], len(v["hand"]), v["hand_counts"]
(1, 1, 'bid1', 5, [5, 5, 5, 5])
>>> "hands" in v
False
"""

from __future__ import annotations

from typing import Any

from .cards import CardSet, card_points
from .rules.engine import legal_actions
from .rules.state import HandState, Phase
from .terms import Lang

__all__ = ["VIEW_SCHEMA", "view"]

#: version of the view dictionary; bump when its keys change (the widget checks it)
VIEW_SCHEMA = 1


def _codes(mask: int) -> list[str]:
    return [c.code for c in CardSet(mask)]


def view(
    state: HandState, seat: int, *, reveal: bool = False, lang: Lang = "en", reasons: bool = True
) -> dict[str, Any]:
    """A JSON-ready dict of everything ``seat`` may know now.

    ``reveal=True`` (teacher mode) adds every seat's cards under ``"hands"``.
    ``reasons`` adds, for the seat to move in the play, why each illegal card is illegal.
    """
    c = state.contract
    declared = [[p.kind for p in projects] for projects in state.declared]
    shown: list[list[str]] = [[], [], [], []]
    if state.tricks and state.project_team is not None:
        for s, projects in enumerate(state.declared):
            if s & 1 == state.project_team:
                shown[s] = [" ".join(x.code for x in p.cards) for p in projects]
    in_play = state.phase in (Phase.PLAY, Phase.REVIEW)
    v: dict[str, Any] = {
        "schema": VIEW_SCHEMA,
        "seat": seat,
        "dealer": state.dealer,
        "phase": state.phase.value,
        "to_move": state.to_move,
        "match_scores": list(state.match_scores),
        "hand": _codes(state.hands[seat]),
        "hand_counts": [h.bit_count() for h in state.hands],
        "floor": CardSet(1 << state.floor).codes,
        "floor_taken": c is not None,
        "history": [str(a) for a in state.history],
        "contract": None
        if c is None
        else {
            "mode": c.mode,
            "trump": None if c.trump is None else c.trump.letter,
            "buyer": c.buyer,
            "multiplier": c.multiplier,
            "doubler": c.doubler,
            "gahwa": c.gahwa,
            "closed": c.closed,
            "text": str(c),
        },
        "leader": state.leader if in_play else None,
        "trick": [
            {"seat": (state.leader + i) % 4, "card": CardSet(1 << x).codes}
            for i, x in enumerate(state.trick)
        ],
        "tricks": [
            {
                "leader": t.leader,
                "cards": [CardSet(1 << x).codes for x in t.cards],
                "winner": t.winner,
                "points": t.points,
            }
            for t in state.tricks
        ],
        "abnat": list(state.abnat),
        "tricks_won": list(state.tricks_won),
        "declared": declared,
        "shown": shown,
        "project_team": state.project_team,
        "baloot": state.baloot if state.baloot_announced else None,
        "akka": [CardSet(1 << x).codes for x in state.akka],
        "sawa_failed": state.sawa_failed,
        "legal": [],
        "reasons": {},
        "result": None,
        "redeal": state.redeal or None,
    }
    if state.phase is not Phase.DONE:
        v["legal"] = [str(a) for a in legal_actions(state) if a.seat == seat]
        if reasons and state.phase is Phase.PLAY and state.to_move == seat:
            from .explain import card_reasons

            v["reasons"] = {
                CardSet(1 << k).codes: text for k, text in card_reasons(state, seat, lang).items()
            }
    if state.result is not None:
        r = state.result
        v["result"] = {
            "points": list(r.points),
            "outcome": r.outcome,
            "match_winner": r.match_winner,
            "lines": [line.as_dict(lang) for line in r.lines],
        }
    if reveal:
        v["hands"] = [_codes(h) for h in state.hands]
        v["trick_points"] = sum(card_points(x, None if c is None else c.trump) for x in state.trick)
    return v
