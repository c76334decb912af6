"""The play phase: declaring projects, playing cards, Akka, Sawa and the end of the hand
(RULES.md §6, §7 and §8).  Legal cards come from :mod:`.play`, the one place of §6.

>>> from baloot_widgets.rules.engine import new_hand, apply_text, legal_actions
>>> s = apply_text(new_hand(seed=3, dealer=0), "p1 sun")
>>> s.phase.value, s.to_move
('play', 1)
"""

from __future__ import annotations

from itertools import combinations

from ..i18n import Join, Message, Seat
from .actions import Action, Declare, Pass, Play, Qayd, Sawa, refusal
from .cards import LAST_TRICK_BONUS, SUIT_MASKS, SUIT_SYMBOLS, Card, CardSet, Rank, iter_mask
from .deal import seat_order
from .errors import BalootError, IllegalActionError
from .fouls import false_sawa_qayd, score_played_hand
from .play import BEATEN_BY, POINTS, POWER, PlayReason, legal_in_trick, trick_winner_index
from .projects import Project, best_declaration, compare_projects
from .state import Foul, FoulKind, HandState, Phase, TrickRecord

__all__ = [
    "akka_candidates",
    "akka_true",
    "apply_play_phase",
    "card_reason",
    "declaration_options",
    "illegal_card_reason",
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


_REVIEW = Phase.REVIEW


def legal_play_mask(state: HandState, seat: int | None = None) -> tuple[int, PlayReason]:
    """The legal cards of ``seat`` (default: the seat to move) in the current trick, and
    the clause of RULES.md §6 that decided (see :func:`~.play.legal_in_trick`).  The answer
    for the seat to move is kept with the state (:attr:`HandState.legal`)."""
    mover = seat is None or seat == state.to_move
    if mover:
        known = state.legal
        if known is not None:
            return known
        seat = state.to_move
    c = state.contract
    assert c is not None and seat is not None
    answer = legal_in_trick(
        state.hands[seat], state.trick, c.trump_index, c.closed, state.rules.play_flags
    )
    if mover:
        state.legal = answer  # asked again when the card is applied
    return answer


#: the catalogue key of the reason for each clause that makes a card illegal
_REASON_KEYS: dict[PlayReason, str] = {
    PlayReason.LEAD_CLOSED: "card.lead_closed",
    PlayReason.FOLLOW: "card.follow",
    PlayReason.FOLLOW_TRUMP: "card.follow",
    PlayReason.FOLLOW_OVERTRUMP: "card.follow_overtrump",
    PlayReason.VOID_OVERTRUMP: "card.void_overtrump",
    PlayReason.VOID_UNDERTRUMP: "card.void_undertrump",
    PlayReason.VOID_TRUMP: "card.void_trump",
}


def illegal_card_reason(state: HandState, seat: int, card: int) -> Message:
    """Why ``seat`` may not play ``card`` now: "Seat 2 cannot play K♠: must follow ♦
    (holds K♦)" (RULES.md §6).  The card must be illegal.

    >>> from baloot_widgets.rules.engine import new_hand, apply_text
    >>> from baloot_widgets import Card
    >>> s = apply_text(new_hand(seed=1, dealer=0), "p1 sun", "p1 play 8D")
    >>> reason = illegal_card_reason(s, 2, Card("KS"))
    >>> print(reason)
    Seat 2 cannot play K♠: must follow ♦ (holds K♦)
    >>> print(reason.text("ar"))
    لا يجوز أن يلعب المقعد 2 K♠: عليه أن يتبع ♦ (عنده K♦)
    """
    c = state.contract
    assert c is not None
    legal, clause = legal_play_mask(state, seat)
    return card_reason(seat, card, legal, clause, state.trick, c.trump_index)


def card_reason(
    seat: int, card: int, legal: int, clause: PlayReason, trick: tuple[int, ...], t: int
) -> Message:
    """Why ``seat`` may not play ``card`` into ``trick`` (its cards so far, leader first),
    given its ``legal`` cards and the ``clause`` of RULES.md §6 that decided them (from
    :func:`~.play.legal_in_trick`; ``t`` is the trump, -1 for Sun).  The card must be
    illegal.

    >>> from baloot_widgets import parse_cards
    >>> from baloot_widgets.rules.play import legal_in_trick
    >>> trick = parse_cards("AC 7C 10H")
    >>> legal, clause = legal_in_trick(CardSet.parse("9H QH 7D").mask, trick, 1, False, 5)
    >>> print(card_reason(3, Card("7D"), legal, clause, trick, 1))
    Seat 3 cannot play 7♦: has no ♣ and must over-trump 10♥ (holds 9♥)
    """
    key = _REASON_KEYS.get(clause)
    if key is None or legal >> card & 1:
        raise BalootError(Message.of("error.card_is_legal", card=Card(card), seat=seat))
    win = str(Card(trick[trick_winner_index(trick, t)])) if trick else ""
    led = SUIT_SYMBOLS[trick[0] >> 3] if trick else ""
    why = Message.of(key, allowed=CardSet(legal), led=led, win=win)
    return Message.of("card.frame", seat=Seat(seat), card=Card(card), reason=why)


def akka_true(state: HandState, card: int, played: int | None = None) -> bool:
    """Akka is true when ``card`` is the highest card of its suit not yet played (rules §8).
    ``played`` is ``state.played_mask`` when the caller has it already."""
    c = state.contract
    assert c is not None
    unplayed = ~(state.played_mask if played is None else played) & SUIT_MASKS[card >> 3]
    return not unplayed & BEATEN_BY[c.trump_index + 1][card]


#: the four Aces
_ACES = sum(1 << (8 * suit + Rank.ACE) for suit in range(4))


def akka_candidates(state: HandState, cards: int) -> int:
    """The cards among ``cards`` (a mask) that may be announced with Akka now: on a lead,
    in Hokum, a plain-suit card that is not an Ace (RULES.md §8)."""
    c = state.contract
    assert c is not None
    if c.trump is None or state.trick or not state.rules.akka_allowed:
        return 0
    return cards & ~SUIT_MASKS[c.trump_index] & ~_ACES


def _akka_possible(state: HandState, card: int) -> bool:
    """Akka can be announced with ``card`` now (see :func:`akka_candidates`)."""
    return akka_candidates(state, 1 << card) != 0


def declaration_options(state: HandState, seat: int) -> list[tuple[Project, ...]]:
    """The declarations a player may make before their first card of trick 1: every
    non-empty part of their best declaration (RULES.md §7)."""
    c = state.contract
    assert c is not None
    if state.tricks or state.declared[seat] or _played_in_trick(state, seat):
        return []
    best = best_declaration(state.dealt[seat], c, state.rules)
    if not best:
        return []
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
    """Whether ``seat`` has a card in the current trick (it plays ``(seat - leader) % 4``-th)."""
    return (seat - state.leader) % 4 < len(state.trick)


#: the Play actions of every seat and card, made once (the play loop allocates none)
PLAYS: tuple[tuple[Play, ...], ...] = tuple(
    tuple(Play(seat, Card(c)) for c in range(32)) for seat in range(4)
)
#: ``_PLAYS_OF_BYTE[seat][suit][byte]``: the Play actions of the cards of one suit whose
#: 8 rank bits are ``byte``, so a hand's actions are four look-ups, not a loop over bits
_PLAYS_OF_BYTE: tuple[tuple[tuple[tuple[Play, ...], ...], ...], ...] = tuple(
    tuple(
        tuple(tuple(PLAYS[seat][8 * suit + r] for r in range(8) if b >> r & 1) for b in range(256))
        for suit in range(4)
    )
    for seat in range(4)
)
_SAWAS = tuple(Sawa(seat) for seat in range(4))


def play_actions(state: HandState) -> list[Action]:
    """The actions of the seat to move in the play phase, in a stable order, followed by
    Qayd claims of every seat in non-strict mode."""
    seat = state.to_move
    c = state.contract
    assert seat is not None and c is not None
    strict = state.rules.strict_legality
    out: list[Action]
    if state.phase is _REVIEW:
        out = [Pass(seat)]
    else:
        mask = legal_play_mask(state)[0] if strict else state.hands[seat]
        by_suit = _PLAYS_OF_BYTE[seat]
        out = [
            *by_suit[0][mask & 255],
            *by_suit[1][mask >> 8 & 255],
            *by_suit[2][mask >> 16 & 255],
            *by_suit[3][mask >> 24],
        ]
        if not state.trick:
            akka = akka_candidates(state, mask)
            if akka:
                played = state.played_mask
                out.extend(
                    Play(seat, Card(x), True)
                    for x in iter_mask(akka)
                    if not strict or akka_true(state, x, played)
                )
            if not state.tricks:
                out.extend(
                    Declare(seat, tuple(p.kind for p in opt))
                    for opt in declaration_options(state, seat)
                )
            if state.rules.sawa_allowed:
                out.append(_SAWAS[seat])
        elif not state.tricks:
            out.extend(
                Declare(seat, tuple(p.kind for p in opt))
                for opt in declaration_options(state, seat)
            )
    if not strict:
        out.append(Qayd(seat))
        out.extend(Qayd(x) for x in range(4) if x != seat)
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


def _error(action: Action, key: str, rule: str, **fields: object) -> IllegalActionError:
    """The refusal of a play-phase action: the reason is the catalogue's ``refuse.<key>``."""
    return refusal(action, Message.of(f"refuse.{key}", **fields), rule)


def apply_play_phase(state: HandState, action: Action) -> HandState:
    """Apply a Play, Declare or Sawa of the seat to move (Qayd is in :mod:`.fouls`)."""

    seat = action.seat
    if seat != state.to_move:
        raise _error(action, "turn_to_play", "§6", seat=state.to_move)
    c = state.contract
    assert c is not None
    if not isinstance(action, Play):
        return _apply_claim_or_declare(state, action)
    card = int(action.card)
    hand = state.hands[seat]
    if not hand >> card & 1:
        raise _error(action, "not_in_hand", "§6")
    fouls = state.fouls
    legal, reason = legal_play_mask(state)
    if not legal >> card & 1:
        if state.rules.strict_legality:
            why = illegal_card_reason(state, seat, card)
            raise IllegalActionError(why, seat=seat, action=action, rule="§6")
        kind = _FOUL_OF_REASON[reason]
        if (
            state.trick
            and card >> 3 != state.trick[0] >> 3
            and state.hands[seat] & SUIT_MASKS[state.trick[0] >> 3]
        ):
            kind = "revoke"  # did not follow suit when able, whatever else it broke
        fouls = (*fouls, Foul(seat, kind, card, state.cards_played))
    akka = state.akka
    if action.akka:
        if not state.rules.akka_allowed:
            raise _error(action, "switched_off", "§12", flag="akka_allowed")
        if not _akka_possible(state, card):
            raise _error(action, "akka_where", "§8")
        if not akka_true(state, card):
            if state.rules.strict_legality:
                raise _error(action, "akka_false", "§8")
            fouls = (*fouls, Foul(seat, "false_akka", card, state.cards_played))
        akka = (*akka, card)
    # Only this seat holds the card, so clearing its bit in every hand is the same.
    keep = ~(1 << card)
    h0, h1, h2, h3 = state.hands
    new_hands = (h0 & keep, h1 & keep, h2 & keep, h3 & keep)
    trick = (*state.trick, card)
    announced = state.baloot_announced
    if state.baloot == seat and card >> 3 == c.trump_index:
        kq = (1 << (8 * c.trump_index + Rank.KING)) | (1 << (8 * c.trump_index + Rank.QUEEN))
        announced = announced or not new_hands[seat] & kq
    history = (*state.history, action)
    if len(trick) < 4:
        return state.with_card(
            baloot_announced=announced, akka=akka, fouls=fouls, hands=new_hands, trick=trick,
            to_move=(seat + 1) % 4, history=history,
        )  # fmt: skip
    return _finish_trick(state, trick, announced, akka, fouls, new_hands, history)


def _apply_claim_or_declare(state: HandState, action: Action) -> HandState:
    seat = action.seat
    if isinstance(action, Declare):
        wanted = sorted(action.kinds)  # "sira fifty" is the same declaration as "fifty sira"
        for option in declaration_options(state, seat):
            kinds = tuple(p.kind for p in option)
            if sorted(kinds) == wanted:
                declared = list(state.declared)
                declared[seat] = option
                recorded = Declare(seat, kinds)  # the record keeps the engine's order
                return state.replace(declared=tuple(declared), history=(*state.history, recorded))
        key, fields = _declare_problem(state, action)
        raise _error(action, key, "§7", **fields)
    if isinstance(action, Sawa):
        if not state.rules.sawa_allowed:
            raise _error(action, "switched_off", "§12", flag="sawa_allowed")
        if state.trick:
            raise _error(action, "sawa_lead", "§8")
        history = (*state.history, action)
        if sawa_valid(state, seat):
            return _sawa_taken(state.replace(history=history), seat)
        if state.rules.failed_sawa_penalty == "qayd":
            return false_sawa_qayd(state.replace(history=history), seat)
        pending = state.sawa_failed if state.sawa_failed is not None else seat
        return state.replace(history=history, sawa_failed=pending)
    raise _error(action, "not_in_play", "§6")


def _declare_problem(state: HandState, action: Declare) -> tuple[str, dict[str, object]]:
    """The refusal key of a declaration and its fields."""
    if state.tricks or _played_in_trick(state, action.seat):
        return "declare_too_late", {}
    if state.declared[action.seat]:
        return "declared_already", {}
    options = declaration_options(state, action.seat)
    if not options:
        return "no_project", {}
    kinds = (
        Join(tuple(Message.of(f"kind.{p.kind}") for p in o), words="join.kinds") for o in options
    )
    allowed = Join(tuple(kinds), words="join.clauses")
    return "declare_options", {"allowed": allowed}


def _finish_trick(
    state: HandState,
    trick: tuple[int, ...],
    announced: bool,
    akka: tuple[int, ...],
    fouls: tuple[Foul, ...],
    hands: tuple[int, int, int, int],
    history: tuple[Action, ...],
) -> HandState:
    c = state.contract
    assert c is not None
    t = c.trump_index
    winner = (state.leader + trick_winner_index(trick, t)) % 4
    points = POINTS[t + 1]
    value = points[trick[0]] + points[trick[1]] + points[trick[2]] + points[trick[3]]
    last = len(state.tricks) == 7
    if last:
        value += LAST_TRICK_BONUS
    team = winner & 1
    abnat = (
        (state.abnat[0] + value, state.abnat[1])
        if team == 0
        else (state.abnat[0], state.abnat[1] + value)
    )
    won = state.tricks_won
    won = (won[0] + 1, won[1]) if team == 0 else (won[0], won[1] + 1)
    record = TrickRecord(state.leader, trick, winner, value)
    new = state.with_trick(
        leader=winner, tricks=(*state.tricks, record), abnat=abnat, tricks_won=won,
        baloot_announced=announced, akka=akka, fouls=fouls, hands=hands, history=history,
    )  # fmt: skip
    if state.sawa_failed is not None and team != state.sawa_failed & 1:
        new = new.replace(sawa_lost=True)
    if not state.tricks:
        project_team = compare_projects(
            dict(enumerate(state.declared)), c, state.leader, state.rules
        )
        new = new.replace(project_team=project_team)
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
    new = state.replace(
        abnat=(abnat[0], abnat[1]),
        tricks_won=(won[0], won[1]),
        sawa_by=seat,
        project_team=project_team,
    )
    return end_of_play(new)


def end_of_play(state: HandState) -> HandState:
    """All tricks are decided: review for Qayd in non-strict mode, else score."""

    if not state.rules.strict_legality:
        order = seat_order(state.dealer)
        return state.replace(phase=Phase.REVIEW, review=order, to_move=order[0])
    return score_played_hand(state)
