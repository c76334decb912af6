"""The sentences of the puzzles, as catalogue Messages (``i18n/puzzles.py``): a count of
Abnat that agrees with its number in Arabic (``{n:abnat}``), a theme and its idea, a trick of a line with
its seats and Abnat, and the result of a hand.

>>> abnat(10).text("ar"), abnat(18).text("ar"), abnat(100).text("ar"), abnat(18).text()
('10 أبناط', '18 بنطًا', '100 بنط', '18 Abnat')
>>> from baloot_widgets.rules.state import TrickRecord
>>> print(trick_sentence(TrickRecord(1, (13, 8, 10, 11), 1, 14), 6, last=False, viewer=3))
Trick 6: Seat 1 K♥, Seat 2 7♥, Seat 3 (you) 9♥, Seat 0 J♥; Seat 1 takes it for your team: 14 Abnat.
"""

from __future__ import annotations

from ..i18n import Message, Seat, Team
from ..quiz.draw import plays
from ..rules.state import TrickRecord
from .spot import Result

__all__ = ["abnat", "idea", "plays", "result_words", "theme_name", "trick_sentence"]


def abnat(n: int) -> Message:
    """``n`` Abnat, the Arabic noun agreeing with the number (:mod:`baloot_widgets.i18n.counts`)."""
    return Message.of("puzzles.abnat", n=n)


def theme_name(theme: str) -> Message:
    """A theme's short name."""
    return Message.of(f"puzzles.theme.{theme}")


def idea(theme: str, *, missed: bool = False) -> Message:
    """A theme with its idea in one sentence ("The idea: ..." or "The idea you missed: ...")."""
    return Message.of(
        "puzzles.missed" if missed else "puzzles.idea",
        theme=theme_name(theme),
        idea=Message.of(f"puzzles.idea.{theme}"),
    )


def trick_sentence(trick: TrickRecord, n: int, *, last: bool, viewer: int) -> Message:
    """One trick of a line seen by ``viewer``: its number ``n`` (1-8), the cards with
    their seats, who takes it for which team, and its Abnat (the last trick's with its
    10)."""
    side = "ours" if trick.winner & 1 == viewer & 1 else "theirs"
    return Message.of(
        f"puzzles.trick_last_{side}" if last else f"puzzles.trick_{side}",
        n=n,
        plays=plays(trick, viewer),
        seat=Seat(trick.winner),
        abnat=abnat(trick.points),
    )


def result_words(result: Result) -> Message:
    """How a hand ends: "the contract is made (Team 0·2 16 – 0 Team 1·3)"."""
    points = Message.of(
        "quiz.points", team0=Team(0), team1=Team(1), p0=result.points[0], p1=result.points[1]
    )
    named = result.outcome if result.outcome in ("made", "khasara", "kaboot") else "other"
    return Message.of(f"puzzles.outcome.{named}", points=points)
