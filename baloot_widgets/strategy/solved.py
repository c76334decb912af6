"""The double-dummy solver's view of a principle's case: how much it is worth with every
hand open, to pick the hand a lesson shows (the largest swing, not a bot's blunder).

* a **card** (the principle and its breach are two cards of one position): the solver's
  exact value of each (:func:`~baloot_widgets.solver.card_values`), in Abnat for the
  mover's team; the swing is their difference (:func:`card_swing`);
* a **call** (a bid, a double, a Sawa: the two lines lead to other contracts or stop the
  play): each line's hand solved from its first lead and scored with its projects
  (:func:`solved_points`); the swing is the difference of the team's game-point margins.

>>> from baloot_widgets import Game
>>> game = Game.new(seed=3, dealer=0)
>>> game.act("p1 sun")
>>> while game.phase.value != "done":
...     seat = game.to_move
...     game.act(next(a for a in game.legal_actions() if a.seat == seat))
>>> solved_points(game.state)[0] + solved_points(game.state)[1] >= 26
True
"""

from __future__ import annotations

from ..rules.actions import Play
from ..rules.cards import Card
from ..rules.deal import seat_order
from ..rules.play import trick_winner_index
from ..rules.scoring import score_declared, total_abnat
from ..rules.state import HandState
from ..solver import card_values, solve

__all__ = ["card_swing", "solved_points"]

#: a cap on the solver's work for one hand (trick-start positions): a hand that needs more
#: is left out of the choice of a lesson's example
NODE_LIMIT = 400_000


def card_swing(state: HandState, follow: Play, against: Play) -> int:
    """The exact value of ``follow`` minus that of ``against`` (Abnat of the mover's team,
    from this trick to the end, every hand open) in ``state``, where the mover holds both."""
    c = state.contract
    assert c is not None
    values = card_values(
        list(state.hands), state.leader, c.trump_index, c.closed, state.rules.play_flags,
        list(state.trick),
    )  # fmt: skip
    return values[int(follow.card)] - values[int(against.card)]


def solved_points(state: HandState) -> tuple[int, int]:
    """The game points (team 0·2, team 1·3) of a finished hand's contract, its cards
    played perfectly by both teams with every hand open, with the projects and Baloot
    the hand declared.  (0, 0) for a hand without a contract; None-like (0, 0) too when
    the solver needs more than :data:`NODE_LIMIT` positions."""
    c = state.contract
    if c is None or state.result is None:
        return (0, 0)
    rules = state.rules
    first = c.buyer if rules.bidder_leads_first else seat_order(state.dealer)[0]
    t = c.trump_index
    found = solve(list(state.dealt), first, t, c.closed, rules.play_flags, team=0,
                  with_pv=True, node_limit=NODE_LIMIT)  # fmt: skip
    if not found.exact or len(found.pv) != 32:
        return (0, 0)
    tricks0, leader = 0, first
    for i in range(0, 32, 4):
        cards = tuple(int(x) for x in found.pv[i : i + 4])
        leader = (leader + trick_winner_index(cards, t)) % 4
        tricks0 += leader & 1 == 0
    total = total_abnat(c.mode)
    score = score_declared(
        c, abnat=(found.value, total - found.value), tricks=(tricks0, 8 - tricks0),
        declared=dict(enumerate(state.declared)), baloot=state.baloot, floor=Card(state.floor),
        dealer=state.dealer, rules=rules,
    )  # fmt: skip
    return score.points
