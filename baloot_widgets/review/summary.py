"""The summary of a hand review, as sentences: the contract, the result as played and
with perfect play from the first card, the Abnat each seat lost (exact), each team's
biggest mistakes, the cards without a value and the calls the expert bot would have made
otherwise (estimates).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from ..i18n import Join, Message, Seat, Team, Term
from ..rules.actions import describe, parse_action
from ..rules.cards import Card
from ..rules.contract import Contract
from ..rules.scoring import score_declared
from ..rules.state import HandState, TrickRecord
from .exact import Walk
from .moves import Move

__all__ = [
    "TOP",
    "Perfect",
    "contract_words",
    "mistakes",
    "perfect_play",
    "seat_losses",
    "summary_lines",
]

#: mistakes listed per team in the summary
TOP = 3


class Perfect(NamedTuple):
    """The hand had both teams played perfectly from the first card, all hands open:
    card Abnat and tricks per team (team 0·2, team 1·3), the game points of that result
    with the projects declared and the Baloot as in the hand, and one perfect line."""

    abnat: tuple[int, int]
    tricks: tuple[int, int]
    points: tuple[int, int]
    line: tuple[TrickRecord, ...]


def perfect_play(
    walk: Walk, first: HandState, final: HandState, *, expect: int | None = None
) -> Perfect:
    """Perfect play from ``first`` (the state before the first card) of the hand that
    ended in ``final`` (its declarations and Baloot are scored with the perfect Abnat);
    ``expect``: team 0's perfect Abnat, when they are known."""
    value, line = walk.perfect(first, expect=expect)
    total = sum(t.points for t in line)
    abnat = (value, total - value)
    won0 = sum(1 for t in line if t.winner & 1 == 0)
    tricks = (won0, len(line) - won0)
    c = final.contract
    assert c is not None
    score = score_declared(
        c, abnat=abnat, tricks=tricks, declared=dict(enumerate(final.declared)),
        baloot=final.baloot, floor=Card(final.floor), dealer=final.dealer, rules=final.rules,
    )  # fmt: skip
    return Perfect(abnat, tricks, score.points, line)


def contract_words(c: Contract) -> Join:
    """The contract in words of either language.

    >>> from baloot_widgets import Contract
    >>> words = contract_words(Contract(mode="hokum", trump="S", buyer=2, multiplier=2, doubler=1))
    >>> words.text(), words.text("ar")
    ('Hokum ♠ · x2 · bought by Seat 2', 'حكم ♠ · x2 · المشتري المقعد 2')
    """
    mode: object = Term(c.mode) if c.trump is None else Join((Term(c.mode), c.trump.symbol), " ")
    parts: list[object] = [mode]
    if c.closed:
        parts.append(Term("closed"))
    if c.gahwa:
        parts.append(Term("gahwa"))
    elif c.multiplier > 1:
        parts.append(f"x{c.multiplier}")
    parts.append(Message.of("review.bought_by", seat=Seat(c.buyer)))
    return Join(tuple(parts), " · ")


def _teams(a: tuple[int, int]) -> dict[str, object]:
    return {"team0": Team(0), "team1": Team(1), "a0": a[0], "a1": a[1]}


def summary_lines(
    final: HandState,
    moves: Sequence[Move],
    perfect: Perfect | None,
    flags: Mapping[int, Message] | None = None,
    *,
    complete: bool = True,
) -> list[Message | tuple[Message, ...]]:
    """The summary as Messages: a line each, or a heading and its items (a tuple).
    ``flags`` adds a note to a listed mistake (move index -> Message: the estimate of
    whether its seat could see it).  An unfinished review (``complete`` False) says how
    many cards are still being valued."""
    c = final.contract
    if c is None or (perfect is None and complete):
        return [Message.of("review.no_cards")]
    out: list[Message | tuple[Message, ...]] = [
        Message.of("review.title", contract=contract_words(c)),
        Message.of("review.exact_note"),
    ]
    pending = sum(1 for m in moves if m.mark == "pending" and m.is_card)
    if not complete:
        out.append(Message.of("review.unfinished", n=pending))
    played = Message.of("review.as_played", **_teams(final.abnat))
    if final.result is not None:
        p0, p1 = final.result.points
        played = Message.of("review.points", line=played, p0=p0, p1=p1)
    out.append(played)
    if perfect is None:
        out.append(Message.of("review.perfect_pending"))
    else:
        p0, p1 = perfect.points
        out.append(Message.of("review.perfect", p0=p0, p1=p1, **_teams(perfect.abnat)))
    lost = seat_losses(moves)
    seats = Join(tuple(Message.of("review.seat_lost", seat=Seat(s), loss=lost[s]) for s in range(4)), " · ")  # fmt: skip
    out.append(Message.of("review.lost", seats=seats))
    for team in (0, 1):
        worst = mistakes(moves, team)[:TOP]
        if not worst:
            out.append(Message.of("review.no_mistakes", team=Team(team)))
            continue
        items = tuple(_flagged(m, (flags or {}).get(m.index)) for m in worst)
        out.append((Message.of("review.mistakes", team=Team(team)), *items))
    unvalued = sum(1 for m in moves if m.mark == "unvalued")
    if unvalued:
        out.append(Message.of("review.unvalued", n=unvalued))
    differs = tuple(
        Message.of(
            "review.call_line",
            seat=Seat(m.seat),
            action=describe(parse_action(m.action)),
            assessment=m.reason,
        )
        for m in moves
        if m.mark == "call_differs"
    )
    if differs:
        out.append((Message.of("review.calls"), *differs))
    return out


def _flagged(m: Move, flag: Message | None) -> Message:
    line = Message.of(
        "review.mistake", trick=m.trick, seat=Seat(m.seat), loss=m.loss, reason=m.reason
    )
    return line if flag is None else Message.of("review.flagged", line=line, flag=flag)


def mistakes(moves: Sequence[Move], team: int | None = None) -> list[Move]:
    """The moves that lost Abnat (of ``team``, or of both), the biggest loss first."""
    lost = [m for m in moves if (m.loss or 0) > 0 and (team is None or m.seat & 1 == team)]
    return sorted(lost, key=lambda m: (-(m.loss or 0), m.index))


def seat_losses(moves: Sequence[Move]) -> tuple[int, int, int, int]:
    """The exact Abnat each seat's moves gave away (the sum of their losses)."""
    out = [0, 0, 0, 0]
    for m in moves:
        out[m.seat] += m.loss or 0
    return (out[0], out[1], out[2], out[3])
