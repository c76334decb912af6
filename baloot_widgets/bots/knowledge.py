"""What a seat knows, read from its view: masks and inferences
(docs/architecture.md, "The seat's view, the bots and the hint").

:func:`knowledge` turns a seat's :class:`~baloot_widgets.play.view.SeatView` into masks that bots compute with:
the seat's hand, the cards played, the current trick, and for every other seat the cards
it is known to hold (the floor card the buyer took, projects shown after trick 1) and the
cards it cannot hold (it did not follow suit, did not trump, did not over-trump...).
Those exclusions come from :func:`excluded_by_play`, which asks the ONE legal-card rule,
:func:`~baloot_widgets.rules.play.legal_core`.  Nothing here reads the true state.

In non-strict games (``strict_legality=False``) a foul shows when a player later plays a
card that it could not have held (RULES.md §10): :attr:`Knowledge.fouls` lists them.

>>> from baloot_widgets import CardSet, RuleSet
>>> from baloot_widgets.rules.cards import SUIT_MASKS
>>> from baloot_widgets.rules.engine import new_hand, apply_text
>>> from baloot_widgets.play.view import view
>>> s = new_hand(seed=1, dealer=0, rules=RuleSet(strict_legality=False))
>>> s = apply_text(s, "p1 sun", "p1 play 8D", "p2 play KS", "p3 play 7D", "p0 play QD")
>>> k = knowledge(view(s, 3))
>>> k.mode, k.leader, CardSet(k.excluded[2] & SUIT_MASKS[2])
('sun', 0, CardSet('AD 10D KD JD 9D'))
>>> s = apply_text(s, "p0 play JD", "p1 play AD", "p2 play KD")
>>> knowledge(view(s, 3)).fouls
(SeenFoul(seat=2, card=5, kind='play', proof=21),)
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from ..play.view import SeatView
from ..rules.actions import Action, Play
from ..rules.cards import FULL_MASK
from ..rules.contract import Contract
from ..rules.play import BEATEN_BY, legal_core, legal_in_trick, trick_winner_index
from ..rules.ruleset import RuleSet
from ..rules.state import Phase

__all__ = ["Knowledge", "SeenFoul", "SeenPlay", "excluded_by_play", "knowledge"]


@cache
def excluded_by_play(
    card: int, led: int, win: int, partner_winning: bool, t: int, closed: bool, flags: int
) -> int:
    """The cards whose presence in the player's hand would have made ``card`` illegal
    (arguments as for :func:`~baloot_widgets.rules.play.legal_core`).

    Every clause of RULES.md §6 has the form "if you hold one of these cards, you must
    play one of them", so testing each other card alone beside ``card`` is exact.

    >>> from baloot_widgets import Card, CardSet
    >>> CardSet(excluded_by_play(Card("KS"), 2, Card("8D"), False, -1, False, 5))
    CardSet('AD 10D KD QD JD 9D 8D 7D')
    """
    one = 1 << card
    mask = 0
    for x in range(32):
        if (
            x != card
            and not legal_core(one | 1 << x, led, win, partner_winning, t, closed, flags)[0] & one
        ):
            mask |= 1 << x
    return mask


class SeenPlay(NamedTuple):
    """One card played, with the trick as it stood just before it."""

    seat: int
    card: int
    led: int  #: suit led (-1 for a lead)
    win: int  #: the card winning before this one (-1 for a lead)
    partner_winning: bool
    akka: bool
    trick_cards: tuple[int, ...]  #: the cards of the trick before this one


class SeenFoul(NamedTuple):
    """A foul this seat can prove from what it saw: who, which card, and why."""

    seat: int
    card: int  #: the illegal card
    kind: str  #: "play" (a card it had to keep to) or "akka" (a false Akka)
    proof: int  #: the card that shows it (held then, played or shown later)


class Knowledge(NamedTuple):
    """Everything one seat may know, as masks (teams: seats 0·2 and 1·3)."""

    seat: int
    dealer: int
    phase: Phase
    rules: RuleSet
    flags: int
    hand: int
    floor: int
    contract: Contract | None
    plays: tuple[SeenPlay, ...]
    played: int  #: every card played so far, the current trick included
    leader: int  #: leader of the current trick
    trick: tuple[int, ...]  #: the current trick's cards, leader first
    tricks_done: int
    counts: tuple[int, ...]  #: cards in each seat's hand now
    known: tuple[int, ...]  #: cards each seat is known to hold now (its own hand for me)
    excluded: tuple[int, ...]  #: cards each seat cannot hold now
    fouls: tuple[SeenFoul, ...]
    history: tuple[Action, ...]
    declared: tuple[tuple[str, ...], ...]
    project_team: int | None
    abnat: tuple[int, int]
    tricks_won: tuple[int, int]
    match_scores: tuple[int, int]
    legal: tuple[Action, ...]

    @property
    def mode(self) -> str:
        """'sun', 'hokum', or '' before the contract."""
        return "" if self.contract is None else self.contract.mode

    @property
    def t(self) -> int:
        """Trump suit as an int, -1 in Sun (and before the contract)."""
        return -1 if self.contract is None else self.contract.trump_index

    @property
    def closed(self) -> bool:
        """True in a closed (Magfool) Hokum."""
        return self.contract is not None and self.contract.closed

    @property
    def legal_cards(self) -> int:
        """The seat's legal cards in the current trick (a mask), by the one rule of
        RULES.md §6 (:func:`~baloot_widgets.rules.play.legal_in_trick`)."""
        return legal_in_trick(self.hand, self.trick, self.t, self.closed, self.flags)[0]

    @property
    def unseen(self) -> int:
        """Cards this seat has not seen: in other hands (or not dealt yet)."""
        return FULL_MASK & ~self.hand & ~self.played


def _replay_plays(
    history: tuple[Action, ...], contract: Contract | None, first_leader: int, flags: int
) -> tuple[list[SeenPlay], int, tuple[int, ...]]:
    """The plays in order with their trick context; the current leader and trick."""
    plays: list[SeenPlay] = []
    t = -1 if contract is None else contract.trump_index
    leader = first_leader
    trick: list[int] = []
    for action in history:
        if not isinstance(action, Play):
            continue
        card = int(action.card)
        if trick:
            w = trick_winner_index(trick, t)
            led, win, pw = trick[0] >> 3, trick[w], w == len(trick) - 2
        else:
            led, win, pw = -1, -1, False
        plays.append(SeenPlay(action.seat, card, led, win, pw, action.akka, tuple(trick)))
        trick.append(card)
        if len(trick) == 4:
            leader = (leader + trick_winner_index(trick, t)) % 4
            trick = []
    return plays, leader, tuple(trick)


def _inferences(
    plays: list[SeenPlay],
    contract: Contract,
    flags: int,
    me: int,
    my_hand: int,
    held_from_deal: list[int],
) -> tuple[list[int], list[SeenFoul]]:
    """Exclusions per seat and the fouls this seat can prove."""
    t, closed = contract.trump_index, contract.closed
    excluded = [0, 0, 0, 0]
    fouls: list[SeenFoul] = []
    played_before = 0
    later_all = [0] * (len(plays) + 1)
    for i in range(len(plays) - 1, -1, -1):
        later_all[i] = later_all[i + 1] | 1 << plays[i].card
    by_seat_later: list[list[int]] = [[0] * (len(plays) + 1) for _ in range(4)]
    for i in range(len(plays) - 1, -1, -1):
        for s in range(4):
            by_seat_later[s][i] = by_seat_later[s][i + 1]
        by_seat_later[plays[i].seat][i] |= 1 << plays[i].card
    for i, p in enumerate(plays):
        s, c = p.seat, p.card
        later = by_seat_later[s]
        held = (later[i + 1] | held_from_deal[s] & ~played_before) & ~(1 << c)
        if s == me:
            held |= my_hand
        excl = excluded_by_play(c, p.led, p.win, p.partner_winning, t, closed, flags)
        proof = held & excl
        if proof:
            fouls.append(SeenFoul(s, c, "play", (proof & -proof).bit_length() - 1))
        else:
            excluded[s] |= excl
        if p.akka:
            higher = BEATEN_BY[t + 1][c] & ~played_before
            seen_later = higher & (later_all[i + 1] | my_hand)
            if seen_later:
                fouls.append(SeenFoul(s, c, "akka", (seen_later & -seen_later).bit_length() - 1))
        played_before |= 1 << c
    return excluded, fouls


def knowledge(view: SeatView) -> Knowledge:
    """Read a seat's view (from :func:`baloot_widgets.play.view.view`) into a :class:`Knowledge`:
    masks, the plays with their trick context, and what each seat is known to hold or not.
    The rules are the table's (``view.rules``)."""
    rules = view.rules
    flags = rules.play_flags
    seat = view.seat
    hand = view.hand.mask
    floor = int(view.floor)
    contract = view.contract
    history = view.history
    first_leader = view.tricks[0].leader if view.tricks else (view.leader or 0)
    plays, leader, trick = _replay_plays(history, contract, first_leader, flags)
    if view.leader is not None:
        leader = view.leader
    played = 0
    for p in plays:
        played |= 1 << p.card
    held_from_deal = [0, 0, 0, 0]
    if contract is not None:
        held_from_deal[contract.buyer] |= 1 << floor
    for s, shown in enumerate(view.shown):
        for project in shown:
            for c in project.cards:
                held_from_deal[s] |= 1 << c
    excluded = [0, 0, 0, 0]
    fouls: list[SeenFoul] = []
    if contract is not None:
        excluded, fouls = _inferences(plays, contract, flags, seat, hand, held_from_deal)
    known = [m & ~played for m in held_from_deal]
    known[seat] = hand
    excluded = [e & ~k & ~played for e, k in zip(excluded, known, strict=True)]
    excluded[seat] = FULL_MASK & ~hand
    return Knowledge(
        seat=seat,
        dealer=view.dealer,
        phase=view.phase,
        rules=rules,
        flags=flags,
        hand=hand,
        floor=floor,
        contract=contract,
        plays=tuple(plays),
        played=played,
        leader=leader,
        trick=trick,
        tricks_done=len(view.tricks),
        counts=view.hand_counts,
        known=tuple(known),
        excluded=tuple(excluded),
        fouls=tuple(fouls),
        history=history,
        declared=view.declared,
        project_team=view.project_team,
        abnat=view.abnat,
        tricks_won=view.tricks_won,
        match_scores=view.match_scores,
        legal=view.legal,
    )
