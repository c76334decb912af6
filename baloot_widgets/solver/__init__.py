"""Double-dummy solver: the exact card Abnat a team takes when every hand is known
(docs/architecture.md, "The layers"; the rules of play are RULES.md §1 and §6).

"Double dummy" means all four hands are open: the solver finds the result of perfect play
by both teams.  Bots use it on sampled deals (PIMC); lessons use it to show the best card.

The value counts the card Abnat (rules §1) of every card still in play, those already in
the current trick included, plus the 10 for the last trick.  Legality always comes from
:func:`~baloot_widgets.rules.play.legal_core`, so every variant flag of RULES §12 that
changes trick play is respected (pass ``flags=play_flags(RuleSet(...))``).

>>> from baloot_widgets.solver import solve, card_values
>>> hands = ["QH 8C", "JD 8D", "JS JH", "8H KC"]  # seats 0-3; two tricks left
>>> r = solve(hands, leader=0, t=-1)  # Sun, seat 0 to lead
>>> r.value, r.exact, r.best_card
(15, True, Card('8C'))
>>> card_values(hands, leader=0, t=-1)
{Card('QH'): 5, Card('8C'): 15}

Leading Q♥ wins a trick of 5 Abnat but gives the last trick (and its 10) to K♣.  Leading
8♣ loses the small trick first; then Q♥ takes the last one: 15 Abnat of the 23 in play.

How it works:

* **alpha-beta** over whole tricks: one Python call per trick start; levels 0 and 2 of a
  trick maximise for the leader's team, levels 1 and 3 minimise;
* a **transposition table** at trick starts, keyed by the four hands seen from the
  leader, storing a lower and an upper bound and the best lead (an exact entry is
  returned before the window is narrowed);
* **move ordering**: the table's best lead first, then plain cards from the strongest,
  trumps last; followers put a rich card on a partner's winning card, else try the cards
  that take the lead (richest first), then the others (cheapest first);
* **equivalent cards**: two cards of one player that score the same and have no card
  still in play between them in power are interchangeable, so only one is searched.
  Only 7 8 9 of a plain suit and 7 8 of trumps score the same; a 7 and a 9 are merged
  only once the 8 has been played (while someone holds it, it splits them);
* a **zero-window driver** (MTD(f) family): probes "is the value >= g?" reuse the table;
  the first probe tests a greedy play-out's value, the next ones bisect the interval of
  proven bounds;
* **caps**: ``node_limit`` / ``time_limit`` stop the search and give the best bounds
  proven so far with ``exact=False`` (never an exception).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..rules.cards import CardLike
from ..rules.contract import Contract
from ..rules.ruleset import RuleSet
from ._position import HandLike, PositionError
from ._solver import DEFAULT_FLAGS, BudgetSpent, Solver, SolveResult

__all__ = [
    "DEFAULT_FLAGS",
    "BudgetSpent",
    "HandLike",
    "PositionError",
    "SolveResult",
    "Solver",
    "card_values",
    "solve",
]


def solve(
    hands: Sequence[HandLike],
    leader: int,
    t: int | Contract,
    closed: bool = False,
    flags: int | RuleSet = DEFAULT_FLAGS,
    trick: Sequence[CardLike] = (),
    team: int | None = None,
    *,
    node_limit: int | None = None,
    time_limit: float | None = None,
    with_pv: bool = False,
) -> SolveResult:
    """The exact card Abnat that ``team`` takes from a position with all hands known.

    ``hands``: the cards of seats 0-3 (masks, :class:`~baloot_widgets.CardSet` or text).
    ``leader``: the seat that led (or leads) the current trick; ``trick``: the cards already
    played to it, leader first (they are no longer in ``hands``).  ``t``: the
    :class:`~baloot_widgets.Contract` (it brings its trump and ``closed``), or for the fast
    path the trump suit 0-3 (♠ ♥ ♦ ♣) or -1 for Sun, with ``closed`` for a closed Hokum
    (rules §5).  ``flags``: the table's :class:`~baloot_widgets.RuleSet`, or its
    ``play_flags``.  ``team``: 0 (seats 0 and 2) or 1 (seats 1 and 3); by default the
    team of the player to move.

    The public shapes give the same answer as the fast path's numbers:

    >>> from baloot_widgets import Contract, RuleSet
    >>> solve(["KS 9H", "AS 9S", "10C 8C", "10S AC"], 0, Contract("hokum", "H"), flags=RuleSet()).value
    45

    ``node_limit`` (trick-start positions) and ``time_limit`` (seconds) cap the work; the
    answer is then ``exact=False`` with proven ``lower``/``upper`` bounds.
    ``with_pv=True`` also returns a principal variation: a best line to the end, one card
    after another (only for an exact answer; the caps may cut it short).

    In Hokum ♥, seat 0 keeps the 9♥ to ruff the last trick rather than cash it at once:

    >>> r = solve(["KS 9H", "AS 9S", "10C 8C", "10S AC"], leader=0, t=1, with_pv=True)
    >>> r.value, " ".join(str(c) for c in r.pv)
    (45, 'K♠ A♠ 8♣ 10♠ 9♠ 10♣ A♣ 9♥')
    >>> r.lower, r.upper, r.team
    (45, 45, 0)
    >>> solve(["AS", "KS"], leader=0, t=-1)
    Traceback (most recent call last):
    ...
    baloot_widgets.solver.PositionError: hands must list the cards of the four seats, seat 0 to seat 3, not ['AS', 'KS']
    """
    return Solver(t, closed, flags).solve(
        hands,
        leader,
        trick,
        team,
        node_limit=node_limit,
        time_limit=time_limit,
        with_pv=with_pv,
    )


def card_values(
    hands: Sequence[HandLike],
    leader: int,
    t: int | Contract,
    closed: bool = False,
    flags: int | RuleSet = DEFAULT_FLAGS,
    trick: Sequence[CardLike] = (),
) -> dict[int, int]:
    """The exact value of every legal card of the player to move: the card Abnat the
    mover's team takes (this trick and the rest) if that card is played now and both
    teams then play perfectly.  Keys are :class:`~baloot_widgets.Card` (ints).

    Seat 0 has led 8♣; seat 1 (team 1) cannot follow.  Partner's K♣ will win, so the J♦
    is worth 2 Abnat more than the 8♦:

    >>> card_values(["QH", "JD 8D", "JS JH", "8H KC"], leader=0, t=-1, trick=["8C"])
    {Card('JD'): 8, Card('8D'): 6}
    """
    return Solver(t, closed, flags).card_values(hands, leader, trick)
