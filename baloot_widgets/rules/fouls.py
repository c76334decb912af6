"""Fouls and Qayd (قيد): claims, valid and false claims, deferral, and scoring a played
hand (RULES.md §10 and §9).

In non-strict mode (``strict_legality=False``) illegal cards are accepted and recorded as
fouls; an opponent of the offender may then call Qayd.

>>> from baloot_widgets import RuleSet
>>> from baloot_widgets.rules.engine import new_hand, apply_text
>>> s = new_hand(seed=3, dealer=0, rules=RuleSet(strict_legality=False))
>>> s = apply_text(s, "p1 sun", "p1 qayd")
>>> s.result.outcome, s.result.points
('qayd', (26, 0))
"""

from __future__ import annotations

from dataclasses import replace

from ..i18n import Message
from .actions import Action, Pass, Qayd, refusal
from .cards import Card
from .contract import Contract
from .projects import compare_projects
from .scoring import baloot_team_of, score_declared
from .sheet import HandScore, ScoreLine, SheetBuilder
from .state import Foul, HandState, Phase

__all__ = [
    "apply_qayd",
    "apply_review",
    "claimable_fouls",
    "false_sawa_qayd",
    "qayd_score",
    "score_played_hand",
]


def claimable_fouls(state: HandState, claimer: int) -> list[Foul]:
    """The fouls of the claimer's opponents that a Qayd by ``claimer`` would catch now.

    With ``qayd_deferral=False`` only a foul on the very last card played can be claimed.
    """
    fouls = [f for f in state.fouls if f.seat & 1 != claimer & 1]
    if not state.rules.qayd_deferral:
        last = state.cards_played - 1
        fouls = [f for f in fouls if f.at == last]
    return fouls


def _project_team(state: HandState) -> int | None:
    c = state.contract
    assert c is not None
    if state.tricks:
        return state.project_team
    return compare_projects(dict(enumerate(state.declared)), c, state.leader, state.rules)


def qayd_score(state: HandState, wronged: int, first_line: ScoreLine) -> HandScore:
    """The Qayd result: the wronged team scores 26 (Sun) / 16 (Hokum) x m, plus its own
    projects x m if it won the comparison, plus its Baloot; the offenders score 0.  In a
    Gahwa hand the wronged team wins the match (RULES.md §10)."""
    c = state.contract
    assert c is not None
    rules = state.rules
    sheet = SheetBuilder()
    sheet.lines.append(first_line)
    if c.gahwa:
        sheet.add("gahwa", wronged)
        pts = [0, 0]
        pts[wronged] = rules.match_target
        return HandScore((pts[0], pts[1]), "qayd", tuple(sheet.lines), wronged)
    pm = min(c.multiplier, 2) if rules.project_multiplier_cap_2 else c.multiplier
    total = first_line.points or 0
    if _project_team(state) == wronged:
        sheet.add("projects_win", wronged)
        for seat, projects in enumerate(state.declared):
            if seat & 1 == wronged:
                for p in projects:
                    gp = p.game_points(c) * pm
                    sheet.add("project", wronged, gp, project=p, seat=seat)
                    total += gp
    holder = state.baloot
    if holder is not None and baloot_team_of(holder, state.declared[holder], c, rules) == wronged:
        sheet.add("baloot", wronged, 2, seat=holder)
        total += 2
    pts = [0, 0]
    pts[wronged] = total
    sheet.add("total", p0=pts[0], p1=pts[1])
    return HandScore((pts[0], pts[1]), "qayd", tuple(sheet.lines), None)


def _penalty(contract: Contract, state: HandState) -> int:
    sun = contract.mode == "sun"
    base = (44 if sun else 25) if state.rules.qayd_penalty_kaboot else (26 if sun else 16)
    return base * contract.multiplier


def _done(state: HandState, result: HandScore) -> HandState:
    return state.replace(phase=Phase.DONE, to_move=None, result=result, review=())


def apply_qayd(state: HandState, action: Action) -> HandState:
    """A Qayd claim by any seat (in or out of turn) during the play or the review."""
    assert isinstance(action, Qayd)
    if state.rules.strict_legality:
        raise refusal(action, Message.of("refuse.qayd_strict"), "§10")
    if state.phase not in (Phase.PLAY, Phase.REVIEW):
        raise refusal(action, Message.of("refuse.qayd_when"), "§10")
    c = state.contract
    assert c is not None
    claimer = action.seat
    state = state.replace(history=(*state.history, action))
    fouls = claimable_fouls(state, claimer)
    if not fouls:
        wronged = 1 - (claimer & 1)
        line = ScoreLine(
            "qayd_false", wronged, _penalty(c, state),
            (("seat", claimer), ("team", wronged), ("points", _penalty(c, state))),
        )  # fmt: skip
    else:
        foul = fouls[0]
        wronged = claimer & 1
        line = ScoreLine(
            "qayd", wronged, _penalty(c, state),
            (("offender", foul.seat & 1), ("foul", foul.kind), ("team", wronged),
             ("points", _penalty(c, state))),
        )  # fmt: skip
    result = qayd_score(state, wronged, line)
    # Deferral: the wronged team takes whichever is better, so a claim (valid or false) never
    # leaves it worse off than the hand as played; a false claimer cannot cut its loss.
    if state.phase is Phase.REVIEW and state.rules.qayd_deferral:
        played = _played_result(state)
        if _better(played, wronged) > _better(result, wronged):
            note = ScoreLine(
                "qayd_better", wronged, None,
                (("qayd", result.points[wronged]), ("played", played.points[wronged])),
            )  # fmt: skip
            result = replace(played, lines=(note, *played.lines))
    return _done(state, result)


def _better(score: HandScore, team: int) -> tuple[int, int]:
    """How good a result is for ``team``: winning the match first, then the margin."""
    won_match = int(score.match_winner == team) - int(score.match_winner == 1 - team)
    return won_match, score.points[team] - score.points[1 - team]


def false_sawa_qayd(state: HandState, seat: int) -> HandState:
    """``failed_sawa_penalty="qayd"``: a false Sawa is a foul, settled at once."""
    c = state.contract
    assert c is not None
    wronged = 1 - (seat & 1)
    foul = Foul(seat, "false_sawa", None, state.cards_played)
    state = state.replace(fouls=(*state.fouls, foul))
    line = ScoreLine(
        "qayd", wronged, _penalty(c, state),
        (("offender", seat & 1), ("foul", "false_sawa"), ("team", wronged),
         ("points", _penalty(c, state))),
    )  # fmt: skip
    return _done(state, qayd_score(state, wronged, line))


def apply_review(state: HandState, action: Action) -> HandState:
    """The review after the last trick (non-strict mode): each seat passes or calls Qayd."""
    if isinstance(action, Qayd):
        return apply_qayd(state, action)
    if not isinstance(action, Pass) or action.seat != state.to_move:
        raise refusal(action, Message.of("refuse.review_only", seat=state.to_move), "§10")
    rest = state.review[1:]
    state = state.replace(history=(*state.history, action), review=rest)
    if rest:
        return state.replace(to_move=rest[0])
    return score_played_hand(state)


def _played_result(state: HandState) -> HandScore:
    c = state.contract
    assert c is not None
    sawa_failed = (
        state.sawa_failed
        if state.sawa_failed is not None
        and state.sawa_lost
        and state.rules.failed_sawa_penalty == "khasara"
        else None
    )
    result = score_declared(
        c,
        abnat=state.abnat,
        tricks=state.tricks_won,
        declared={s: p for s, p in enumerate(state.declared) if p},
        baloot=state.baloot,
        floor=Card(state.floor),
        dealer=state.dealer,
        rules=state.rules,
        sawa_failed_by=sawa_failed,
    )
    if state.sawa_by is not None:
        line = ScoreLine("sawa", state.sawa_by & 1, None, (("seat", state.sawa_by),))
        result = replace(result, lines=(line, *result.lines))
    return result


def score_played_hand(state: HandState) -> HandState:
    """Score a hand whose tricks are all decided (RULES.md §9)."""
    return _done(state, _played_result(state))
