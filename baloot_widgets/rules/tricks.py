"""The play phase: declaring projects, playing cards, Akka, Sawa and the end of the hand
(RULES.md §6, §7 and §8).  Legal cards come from :mod:`.play`, the one place of §6.

>>> from baloot_widgets.rules.engine import new_hand, apply_text, legal_actions
>>> s = apply_text(new_hand(seed=3, dealer=0), "p1 sun")
>>> s.phase.value, s.to_move
('play', 1)
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

from ..cards import LAST_TRICK_BONUS, SUIT_MASKS, Card, Rank, iter_mask
from ..errors import IllegalActionError
from .actions import Action, Declare, Pass, Play, Qayd, Sawa
from .play import BEATEN_BY, POINTS, POWER, PlayReason, legal_core, play_flags, trick_winner_index
from .projects import Project, best_declaration, compare_projects
from .state import Foul, FoulKind, HandState, Phase, TrickRecord

__all__ = [
    "akka_true",
    "apply_play_phase",
    "declaration_options",
    "legal_play_mask",
    "play_actions",
    "sawa_valid",
]

_FOUL_OF_REASON: dict[PlayReason, FoulKind] = {
    PlayReason.LEAD_CLOSED: "closed_lead",
    PlayReason.FOLLOW: "revoke",
    PlayReason.FOLLOW_OVERTRUMP: "overtrump",
    PlayReason.FOLLOW_TRUMP: "revoke",
    PlayReason.VOID_OVERTRUMP: "overtrump",
    PlayReason.VOID_UNDERTRUMP: "undertrump",
    PlayReason.VOID_TRUMP: "trump",
}


def legal_play_mask(state: HandState, seat: int | None = None) -> tuple[int, PlayReason]:
    """The legal cards of ``seat`` (default: the seat to move) in the current trick."""
    c = state.contract
    assert c is not None
    seat = state.to_move if seat is None else seat
    assert seat is not None
    trick = state.trick
    t = c.trump_index
    n = len(trick)
    if n == 0:
        return legal_core(state.hands[seat], -1, -1, False, t, c.closed, play_flags(state.rules))
    w = trick_winner_index(trick, t)
    return legal_core(
        state.hands[seat], trick[0] >> 3, trick[w], w == n - 2, t, c.closed, play_flags(state.rules)
    )


def akka_true(state: HandState, card: int) -> bool:
    """Akka is true when ``card`` is the highest card of its suit not yet played (RULES §8)."""
    c = state.contract
    assert c is not None
    unplayed = ~state.played_mask & SUIT_MASKS[card >> 3]
    return not unplayed & BEATEN_BY[c.trump_index + 1][card]


def _akka_possible(state: HandState, card: int) -> bool:
    """Akka can be announced on a lead, in Hokum, with a plain-suit card that is not an Ace."""
    c = state.contract
    assert c is not None
    return c.is_hokum and not state.trick and card >> 3 != c.trump_index and card & 7 != Rank.ACE


def declaration_options(state: HandState, seat: int) -> list[tuple[Project, ...]]:
    """The declarations a player may make before their first card of trick 1: every
    non-empty part of their best declaration (RULES.md §7)."""
    c = state.contract
    assert c is not None
    if state.tricks or state.declared[seat] or _played_in_trick(state, seat):
        return []
    best = best_declaration(state.dealt[seat], c, state.rules)
    options: list[tuple[Project, ...]] = []
    seen: set[tuple[str, ...]] = set()
    for k in range(len(best), 0, -1):
        for chosen in combinations(best, k):
            kinds = tuple(p.kind for p in chosen)
            if kinds not in seen:
                seen.add(kinds)
                options.append(chosen)
    return options


def _played_in_trick(state: HandState, seat: int) -> bool:
    n = len(state.trick)
    return any((state.leader + i) % 4 == seat for i in range(n))


def play_actions(state: HandState) -> list[Action]:
    """The actions of the seat to move in the play phase, in a stable order, followed by
    Qayd claims of every seat in non-strict mode."""
    seat = state.to_move
    assert seat is not None and state.contract is not None
    out: list[Action] = []
    if state.phase is Phase.REVIEW:
        out.append(Pass(seat))
    else:
        strict = state.rules.strict_legality
        mask = legal_play_mask(state)[0] if strict else state.hands[seat]
        cards = [Card(c) for c in iter_mask(mask)]
        out.extend(Play(seat, c) for c in cards)
        out.extend(
            Play(seat, c, True)
            for c in cards
            if _akka_possible(state, c) and (not strict or akka_true(state, c))
        )
        out.extend(
            Declare(seat, tuple(p.kind for p in opt)) for opt in declaration_options(state, seat)
        )
        if not state.trick:
            out.append(Sawa(seat))
    if not state.rules.strict_legality:
        out.append(Qayd(seat))
        out.extend(Qayd(s) for s in range(4) if s != seat)
    return out


def sawa_valid(state: HandState, seat: int) -> bool:
    """A Sawa is verified when the claimer holds the top remaining cards of every suit he
    holds and, in Hokum, no opponent can ruff: every opponent is out of trumps, or the
    claimer (holding the top trumps) has at least as many trumps as any opponent."""
    c = state.contract
    assert c is not None
    t = c.trump_index
    power = POWER[t + 1]
    hand = state.hands[seat]
    others = 0
    for s in range(4):
        if s != seat:
            others |= state.hands[s]
    for suit in range(4):
        mine = hand & SUIT_MASKS[suit]
        if not mine:
            continue
        theirs = others & SUIT_MASKS[suit]
        if theirs and min(power[x] for x in iter_mask(mine)) < max(
            power[x] for x in iter_mask(theirs)
        ):
            return False
    if t < 0 or not hand & ~SUIT_MASKS[t]:
        return True
    my_trumps = (hand & SUIT_MASKS[t]).bit_count()
    most = max(
        (state.hands[o] & SUIT_MASKS[t]).bit_count() for o in ((seat + 1) % 4, (seat + 3) % 4)
    )
    return most == 0 or my_trumps >= most


def _error(action: Action, text: str, rule: str) -> IllegalActionError:
    return IllegalActionError(f"{text} (RULES {rule})", seat=action.seat, action=action, rule=rule)


def apply_play_phase(state: HandState, action: Action) -> HandState:
    """Apply a Play, Declare or Sawa of the seat to move (Qayd is in :mod:`.fouls`)."""
    from ..explain import illegal_card_sentence
    from .fouls import false_sawa_qayd

    seat = action.seat
    if seat != state.to_move:
        raise _error(action, f"It is seat {state.to_move}'s turn to play, not seat {seat}'s", "§6")
    c = state.contract
    assert c is not None
    if isinstance(action, Declare):
        for option in declaration_options(state, seat):
            if tuple(p.kind for p in option) == action.kinds:
                declared = list(state.declared)
                declared[seat] = option
                return replace(state, declared=tuple(declared), history=(*state.history, action))
        raise _error(action, _declare_problem(state, action), "§7")
    if isinstance(action, Sawa):
        if state.trick:
            raise _error(
                action, "Sawa is claimed by the player on lead, before the first card", "§8"
            )
        history = (*state.history, action)
        if sawa_valid(state, seat):
            return _sawa_taken(replace(state, history=history), seat)
        if state.rules.failed_sawa_penalty == "qayd":
            return false_sawa_qayd(replace(state, history=history), seat)
        pending = state.sawa_failed if state.sawa_failed is not None else seat
        return replace(state, history=history, sawa_failed=pending)
    if not isinstance(action, Play):
        raise _error(action, f"'{action}' is not possible during the play", "§6")
    card = int(action.card)
    hand = state.hands[seat]
    if not hand >> card & 1:
        raise _error(action, f"Seat {seat} does not hold {action.card}", "§6")
    fouls = state.fouls
    legal, reason = legal_play_mask(state)
    if not legal >> card & 1:
        if state.rules.strict_legality:
            sentence, rule = illegal_card_sentence(state, seat, card)
            raise IllegalActionError(sentence, seat=seat, action=action, rule=rule)
        fouls = (*fouls, Foul(seat, _FOUL_OF_REASON[reason], card, state.cards_played))
    akka = state.akka
    if action.akka:
        if not _akka_possible(state, card):
            raise _error(
                action,
                "Akka is announced only in Hokum, when leading a plain-suit card that is not an Ace",
                "§8",
            )
        if not akka_true(state, card):
            if state.rules.strict_legality:
                raise _error(
                    action,
                    f"Seat {seat} cannot announce Akka with {action.card}: a higher card of its "
                    "suit has not been played yet",
                    "§8",
                )
            fouls = (*fouls, Foul(seat, "false_akka", card, state.cards_played))
        akka = (*akka, card)
    hands = list(state.hands)
    hands[seat] = hand & ~(1 << card)
    trick = (*state.trick, card)
    announced = state.baloot_announced
    if state.baloot == seat and c.trump is not None and card >> 3 == c.trump_index:
        kq = (1 << (8 * c.trump_index + Rank.KING)) | (1 << (8 * c.trump_index + Rank.QUEEN))
        announced = announced or not hands[seat] & kq
    base = replace(
        state,
        hands=(hands[0], hands[1], hands[2], hands[3]),
        fouls=fouls,
        akka=akka,
        baloot_announced=announced,
        history=(*state.history, action),
    )
    if len(trick) < 4:
        return replace(base, trick=trick, to_move=(seat + 1) % 4)
    return _finish_trick(base, trick)


def _declare_problem(state: HandState, action: Declare) -> str:
    if state.tricks or _played_in_trick(state, action.seat):
        return "Projects are declared only before your first card of trick 1"
    if state.declared[action.seat]:
        return f"Seat {action.seat} has already declared"
    options = declaration_options(state, action.seat)
    if not options:
        return f"Seat {action.seat} holds no project to declare"
    allowed = "; ".join(" ".join(p.kind for p in o) for o in options)
    return f"Seat {action.seat} cannot declare {' '.join(action.kinds)}: it may declare {allowed}"


def _finish_trick(state: HandState, trick: tuple[int, ...]) -> HandState:
    c = state.contract
    assert c is not None
    t = c.trump_index
    winner = (state.leader + trick_winner_index(trick, t)) % 4
    points = sum(POINTS[t + 1][x] for x in trick)
    last = len(state.tricks) == 7
    if last:
        points += LAST_TRICK_BONUS
    abnat = list(state.abnat)
    abnat[winner & 1] += points
    won = list(state.tricks_won)
    won[winner & 1] += 1
    record = TrickRecord(state.leader, trick, winner, points)
    sawa_lost = state.sawa_lost or (
        state.sawa_failed is not None and winner & 1 != state.sawa_failed & 1
    )
    project_team = state.project_team
    if not state.tricks:
        project_team = compare_projects(
            dict(enumerate(state.declared)), c, state.leader, state.rules
        )
    new = replace(
        state,
        trick=(),
        tricks=(*state.tricks, record),
        abnat=(abnat[0], abnat[1]),
        tricks_won=(won[0], won[1]),
        leader=winner,
        to_move=winner,
        sawa_lost=sawa_lost,
        project_team=project_team,
    )
    return end_of_play(new) if last else new


def _sawa_taken(state: HandState, seat: int) -> HandState:
    """A verified Sawa: the claimer's team takes every remaining card and the last 10."""
    c = state.contract
    assert c is not None
    remaining = sum(state.hands)
    points = sum(POINTS[c.trump_index + 1][x] for x in iter_mask(remaining)) + LAST_TRICK_BONUS
    abnat = list(state.abnat)
    abnat[seat & 1] += points
    won = list(state.tricks_won)
    won[seat & 1] += 8 - len(state.tricks)
    project_team = state.project_team
    if not state.tricks:
        project_team = compare_projects(
            dict(enumerate(state.declared)), c, state.leader, state.rules
        )
    new = replace(
        state,
        abnat=(abnat[0], abnat[1]),
        tricks_won=(won[0], won[1]),
        sawa_by=seat,
        project_team=project_team,
    )
    return end_of_play(new)


def end_of_play(state: HandState) -> HandState:
    """All tricks are decided: review for Qayd in non-strict mode, else score."""
    from .fouls import score_played_hand

    if not state.rules.strict_legality:
        order = tuple((state.dealer + k) % 4 for k in range(1, 5))
        return replace(state, phase=Phase.REVIEW, review=order, to_move=order[0])
    return score_played_hand(state)
