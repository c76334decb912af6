"""The game-point value of a finished hand, seen from one seat (RULES.md §9).

Bots reason in card Abnat while they play, but a hand is won in game points: 10 Abnat
more can turn Khasara into a made contract, or change nothing.  :class:`HandValue` turns
the Abnat and tricks a team ends with into the seat's game-point margin with
:func:`~baloot_widgets.rules.scoring.score_hand`, the one scoring rule.  Projects count
by their declared kinds (their game points depend on nothing else); while trick 1 is
still being played, the team whose projects will score is estimated from the kinds.

>>> from baloot_widgets.rules.engine import new_hand, apply_text
>>> from baloot_widgets.play.view import view
>>> from baloot_widgets.bots.knowledge import knowledge
>>> k = knowledge(view(apply_text(new_hand(seed=3, dealer=0), "p1 sun"), 1))
>>> value = HandValue(k)
>>> value.margin(66, 4), value.margin(60, 4), value.margin(130, 8)
(2, -26, 44)
"""

from __future__ import annotations

from ..rules.cards import Card, CardSet
from ..rules.projects import Project, ProjectKind
from ..rules.scoring import score_hand, total_abnat
from .knowledge import Knowledge

__all__ = ["HandValue"]

_CATEGORY = {"sira": 1, "fifty": 2, "hundred": 3, "four_hundred": 4}
_SIZE = {"sira": 3, "fifty": 4, "hundred": 5, "four_hundred": 4}


def _stand_ins(kinds_by_seat: dict[int, tuple[str, ...]]) -> dict[int, list[Project]]:
    """Projects of the given kinds on disjoint cards: only their kinds matter here."""
    out: dict[int, list[Project]] = {}
    next_card = 0
    for seat, kinds in kinds_by_seat.items():
        projects = []
        for kind in kinds:
            size = _SIZE[kind]
            mask = ((1 << size) - 1) << next_card
            projects.append(Project(_kind(kind), CardSet(mask), Card(next_card), True))
            next_card += size
        out[seat] = projects
    return out


def _kind(kind: str) -> ProjectKind:
    assert kind in _CATEGORY
    return kind  # type: ignore[return-value]


def _project_team(k: Knowledge) -> int | None:
    if k.project_team is not None or k.tricks_done:
        return k.project_team
    best: dict[int, tuple[int, int]] = {}
    first = k.plays[0].seat if k.plays else k.leader
    for seat, kinds in enumerate(k.declared):
        for kind in kinds:
            entry = (_CATEGORY[kind], -((seat - first) % 4))
            if seat & 1 not in best or entry > best[seat & 1]:
                best[seat & 1] = entry
    if not best:
        return None
    return max(best, key=lambda team: best[team])


class HandValue:
    """The seat's game-point margin for the final Abnat and tricks of its team."""

    def __init__(self, k: Knowledge) -> None:
        c = k.contract
        assert c is not None
        self._k = k
        team = _project_team(k)
        kinds = {s: k.declared[s] for s in range(4) if team is not None and s & 1 == team}
        self._projects = _stand_ins({s: ks for s, ks in kinds.items() if ks})
        self._total = total_abnat(c.mode)
        self._cache: dict[tuple[int, int], int] = {}

    def margin(self, abnat: int, tricks: int) -> int:
        """Game points of the seat's team minus the other team's, for a hand that ends
        with ``abnat`` Abnat (the last-trick 10 included) and ``tricks`` tricks for the
        seat's team."""
        key = (abnat, tricks)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        k = self._k
        assert k.contract is not None
        mine = k.seat & 1
        pair = (abnat, self._total - abnat)
        won = (tricks, 8 - tricks)
        score = score_hand(
            k.contract,
            abnat=pair if mine == 0 else pair[::-1],
            tricks=won if mine == 0 else won[::-1],
            projects=self._projects,
            dealer=k.dealer,
            rules=k.rules,
        )
        value = score.points[mine] - score.points[1 - mine]
        self._cache[key] = value
        return value
