"""A hand review computed piece by piece (issue 19), so that a page can show how far it
is, stay responsive while it works, and show a review before it is finished: its
unfinished cards then say "between X and Y" and the rest is exact.

The pieces are the hand's moves.  The cards come first, **from the last trick back to
the first**: late positions are small, so most of a hand is valued quickly, and each
card's exact value is then known from the position after it (the solver does not search
it again: work shared along the hand).  Then the calls (the expert's estimates).

Budgets make the first **board** quick whatever the hand (the Table shows it as soon as
it is ready): in this first pass a card may search at most :data:`CARD_NODES` positions
and all of them :data:`BOARD_NODES`; a card that needs more is left for later with
bounds from a short search (:data:`BOUND_NODES`), so it says "between X and Y".  Once
the board is ready the job goes on: the cards left for later, from the last one back,
in slices of :data:`SLICE_NODES` positions (a slice that runs out is tried again with
the table it left: nothing proved is lost; a try that proved nothing new doubles the
next budget, so the work always ends), then perfect play from the first card.
Budgets count positions, not seconds, so a review is the same on every machine;
:meth:`ReviewJob.run` (and :func:`~baloot_widgets.review.review`) has no budget.

One :class:`~.exact.Walk` (one solver, one transposition table) serves every piece.

>>> from baloot_widgets import Game
>>> game = Game.new(seed=1, dealer=0)
>>> for action in ("p1 sun", "p1 play 8D", "p2 play KD", "p3 play 7D"):
...     game.act(action)
>>> job = ReviewJob(game)
>>> job.progress.text()
'Reviewing… 0 of 1 tricks'
>>> early = job.result()  # before any work: the cards are "between" two bounds
>>> early.moves[1].mark, early.complete, job.board_ready
('pending', False, False)
>>> job.run().moves[1].value  # to the end: the same review as review(game)
97
>>> job.progress.text()
'Review ready'
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from time import perf_counter
from typing import Any, NamedTuple

from ..i18n import Lang, Message, quote
from ..play.game import Game
from ..records import hand_record, replay_hand
from ..rules.actions import Play
from ..rules.cards import LAST_TRICK_BONUS, iter_mask
from ..rules.errors import BalootError, check_lang
from ..rules.play import trick_points, trick_winner_index
from ..rules.ruleset import RuleSet, check_rules
from ..rules.state import HandState, Phase
from ..solver import BudgetSpent
from .exact import Walk
from .hand import HandReview
from .moves import Move, pending_move, review_move
from .summary import Perfect, perfect_play

__all__ = [
    "BOARD_NODES", "BOUND_NODES", "CARD_NODES", "SLICE_NODES", "Progress", "ReviewJob",
    "hand_states",
]  # fmt: skip

#: the most positions searched for the bounds of one unfinished card (a few milliseconds)
BOUND_NODES = 300
#: the first pass: the most positions searched for one card's exact values (about 0.1 s
#: on one core of this project's test machine) before it is left for later with bounds
CARD_NODES = 8_000
#: the first pass: the most positions searched for all the cards of the board (0.2-0.4
#: s): the cards after that get bounds at once
BOARD_NODES = 20_000
#: after the board: the most positions of one slice of work (0.1-0.2 s; a page without
#: threads answers between two slices)
SLICE_NODES = 10_000


class Progress(NamedTuple):
    """How far a review is: ``tricks`` of the ``total`` tricks with cards are valued
    (counted from the last one), and whether everything is done."""

    tricks: int
    total: int
    done: bool

    def message(self) -> Message:
        """The progress line ("Reviewing… 5 of 8 tricks", "Review ready")."""
        if self.done:
            return Message.of("review.ready")
        return Message.of("review.progress", n=self.tricks, total=self.total)

    def text(self, lang: Lang = "en") -> str:
        """:meth:`message` in ``lang``."""
        return self.message().text(lang)


def hand_states(source: object, rules: RuleSet | None) -> tuple[HandState, ...]:
    """The states of the hand to review (a Game, a hand record or its last HandState),
    replayed under ``rules`` when they are given."""
    if rules is not None:
        check_rules(rules)
    if isinstance(source, Game):
        if rules is None:
            return source.states
        record = source.to_record()
    elif isinstance(source, HandState):
        record = hand_record(source)
    elif isinstance(source, dict):
        record = source
    else:
        raise BalootError(Message.of("error.review_source", value=quote(source)))
    if rules is not None:
        record = {key: value for key, value in record.items() if key != "result"}
        record["rules"] = rules.differences()
    return tuple(replay_hand(record))


class ReviewJob:
    """The review of one hand, computed by :meth:`step` (a little at a time) or
    :meth:`run` (to the end); :meth:`result` is the review so far.  ``source`` and
    ``rules`` are as for :func:`~baloot_widgets.review.review`."""

    def __init__(
        self,
        source: Game | HandState | dict[str, Any],
        *,
        rules: RuleSet | None = None,
        lang: Lang = "en",
        walk: Walk | None = None,
    ) -> None:
        self.lang: Lang = check_lang(lang)
        self.states = hand_states(source, rules)
        final = self.states[-1]
        if final.contract is None:
            walk = None
        elif walk is None:
            walk = Walk.of(final)
        #: the solver's walk (``walk``: one that searched this hand already, its
        #: positions reused; the budgets count from its positions at the start)
        self.walk = walk
        history = final.history
        self._moves: list[Move | None] = [None] * len(history)
        self._bounds: dict[int, tuple[int, int]] = {}
        self.perfect: Perfect | None = None
        cards = [i for i in range(len(history)) if self._is_card(i)]
        self._cards = cards
        self._tricks = sorted({len(self.states[i].tricks) for i in cards})
        # the first pass (the board): every card, exact or bounded, then the calls
        plan: list[Callable[[], None]] = [partial(self._card, i) for i in reversed(cards)]
        plan += [partial(self._other, i) for i in range(len(history)) if i not in cards]
        self._plan = plan
        self._next = 0
        #: the cards left for later by the first pass, the last one first
        self._later: list[int] = []
        self._perfect_due = bool(cards)
        #: the budget of the next slice (:meth:`_work`)
        self._slice = SLICE_NODES
        #: False: no budgets (:meth:`run`)
        self.budgets = True
        self._start = self.walk.solver.kernel.nodes() if self.walk is not None else 0

    def _is_card(self, i: int) -> bool:
        """True for a card played during the play of a hand with a contract."""
        before = self.states[i]
        action = self.states[-1].history[i]
        return (
            self.walk is not None
            and isinstance(action, Play)
            and before.phase is Phase.PLAY
            and before.contract is not None
        )

    # ---- the pieces ---------------------------------------------------------------------

    def _card(self, i: int) -> None:
        """A card of the first pass: exact within its budget, else bounded and left for
        later."""
        assert self.walk is not None
        budget = None
        if self.budgets:
            spent = self.walk.solver.kernel.nodes() - self._start
            budget = max(0, min(CARD_NODES, BOARD_NODES - spent))
        if budget != 0 and self._value(i, budget):
            return
        self._later.append(i)
        known = (self._known(i) or {}).get(int(self._played(i).card))
        self._bounds[i] = (known, known) if known is not None else self._card_bounds(i)

    def _value(self, i: int, budget: int | None) -> bool:
        """Value card move ``i`` exactly with at most ``budget`` positions searched; False
        when they were not enough (the table keeps what was proved)."""
        assert self.walk is not None
        try:
            with self.walk.solver.budget(budget):
                move = review_move(self.states, i, self.walk, known=self._known(i))
        except BudgetSpent:
            return False
        self._moves[i] = move
        return True

    def _played(self, i: int) -> Play:
        action = self.states[-1].history[i]
        assert isinstance(action, Play)
        return action

    def _known(self, i: int) -> dict[int, int] | None:
        """The exact value of the card played at move ``i``, from the valued position
        after it (None when there is none: the end of the hand, a foul, a claim)."""
        later = [j for j in self._cards if j > i]
        after = self.states[i + 1]
        if not later or self.states[later[0]].hands != after.hands:
            return None
        nxt = self._moves[later[0]]
        if nxt is None or nxt.best_value is None:
            return None
        before = self.states[i]
        t = self.walk.t if self.walk is not None else -1
        mine = before.to_move
        assert mine is not None and nxt.seat is not None
        rest = _remaining(self.states[later[0]], t)
        best = nxt.best_value if nxt.seat & 1 == mine & 1 else rest - nxt.best_value
        action = self.states[-1].history[i]
        assert isinstance(action, Play)
        card = int(action.card)
        trick = (*before.trick, card)
        if len(trick) == 4:  # the card ended the trick: its Abnat go to the winner's team
            winner = (before.leader + trick_winner_index(trick, t)) & 3
            if winner & 1 == mine & 1:
                best += trick_points(trick, t)
        return {card: best}

    def _perfect(self, budget: int | None) -> bool:
        """Perfect play from the first card within ``budget`` positions (False when they
        were not enough)."""
        assert self.walk is not None
        first = self._cards[0]
        state = self.states[first]
        m = self._moves[first]
        expect = None
        if m is not None and m.best_value is not None:  # the first card's best, known
            rest = _remaining(state, self.walk.t)
            expect = m.best_value if m.seat & 1 == 0 else rest - m.best_value
        try:
            with self.walk.solver.budget(budget):
                self.perfect = perfect_play(self.walk, state, self.states[-1], expect=expect)
        except BudgetSpent:
            return False
        return True

    def _other(self, i: int) -> None:
        self._moves[i] = review_move(self.states, i, self.walk)

    # ---- running ------------------------------------------------------------------------

    @property
    def board_ready(self) -> bool:
        """True once every card is exact or bounded and every call assessed: the board
        the page shows first (the rest fills it in)."""
        return self._next >= len(self._plan)

    @property
    def cards_ready(self) -> bool:
        """True once every card's value is exact (perfect play may still be due)."""
        return self.board_ready and not self._later

    @property
    def done(self) -> bool:
        """True once every piece is done: every card exact, perfect play known."""
        return self.board_ready and not self._later and not self._perfect_due

    @property
    def progress(self) -> Progress:
        """How far the review is."""
        done = {len(self.states[i].tricks) for i in self._cards if self._moves[i] is None}
        tricks = sum(1 for k in self._tricks if k not in done)
        return Progress(tricks, len(self._tricks), self.done)

    def step(self, seconds: float = 0.0) -> bool:
        """Do the next pieces for about ``seconds`` (at least one piece or slice, each
        bounded by its budget of positions); True when the review is complete."""
        deadline = perf_counter() + seconds
        while not self.done:
            self._work()
            if perf_counter() >= deadline:
                break
        return self.done

    def _work(self) -> None:
        """One piece of the first pass, or one slice of the work after it."""
        if self._next < len(self._plan):
            self._plan[self._next]()
            self._next += 1
            return
        assert self.walk is not None
        budget = self._slice if self.budgets else None
        table = self.walk.solver.tt
        size = len(table)
        if self._later:
            i = self._later[0]
            finished = self._value(i, budget)
            if finished:
                del self._later[0]
                self._bounds.pop(i, None)
        else:
            finished = self._perfect(budget)
            self._perfect_due = not finished
        if finished:
            self._slice = SLICE_NODES
        elif len(table) == size:
            # a try that stored nothing new (it spent its budget visiting what the table
            # proved before): the next one gets twice the budget, so the work always ends
            self._slice *= 2

    def run(self) -> HandReview:
        """Finish the review, with no budgets, and return it."""
        self.budgets = False
        while not self.step(3600.0):
            pass
        return self.result()

    def result(self) -> HandReview:
        """The review so far: exact where it is done; a card still to be valued is
        ``pending`` with bounds on its value from a short search."""
        moves = []
        for i, m in enumerate(self._moves):
            if m is None:
                m = self._pending(i)
            moves.append(m)
        return HandReview(
            self.states, tuple(moves), self.perfect, lang=self.lang, complete=self.done
        )

    def _pending(self, i: int) -> Move:
        final = self.states[-1]
        action = final.history[i]
        if i not in self._cards or self.walk is None or not isinstance(action, Play):
            reason = Message.of("review.call_pending")
            return Move(i, action.seat, str(action), None, pending=True, reason=reason)
        bounds = self._bounds.get(i)
        if bounds is None:
            bounds = self._bounds[i] = self._card_bounds(i)
        return pending_move(self.states, i, bounds)

    def _card_bounds(self, i: int) -> tuple[int, int]:
        """Bounds on the value of the card played at move ``i``, from a short search."""
        assert self.walk is not None
        before = self.states[i]
        try:
            return self.walk.card_bounds(before, int(self._played(i).card), BOUND_NODES)
        except BalootError:  # a foul in this trick (non-strict rules): nothing known
            return (0, _remaining(before, self.walk.t))


def _remaining(state: HandState, t: int) -> int:
    """Every Abnat still to be won from a position (the current trick's cards, the
    hands, the last 10)."""
    return trick_points([*state.trick, *iter_mask(sum(state.hands))], t) + LAST_TRICK_BONUS
