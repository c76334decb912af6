"""A hand review computed piece by piece (issue 19), so that a page can show how far it
is, stay responsive while it works, and show a review before it is finished: its
unfinished cards then say "between X and Y" and the rest is exact.

The pieces are the hand's moves.  The cards come first, **from the last trick back to
the first**: late positions are small, so most of a hand is valued quickly, and each
card's exact value is then known from the position after it (the solver does not search
it again: work shared along the hand).  Then perfect play from the first card (its
position was just searched), then the calls (the expert's estimates).

One :class:`~.exact.Walk` (one solver, one transposition table) serves every piece.

>>> from baloot_widgets import Game
>>> game = Game.new(seed=1, dealer=0)
>>> for action in ("p1 sun", "p1 play 8D", "p2 play KD", "p3 play 7D"):
...     game.act(action)
>>> job = ReviewJob(game)
>>> job.progress.text()
'Reviewing… 0 of 1 tricks'
>>> early = job.result()  # before any work: the cards are "between" two bounds
>>> early.moves[1].mark, early.complete
('pending', False)
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
from .exact import Walk
from .hand import HandReview
from .moves import Move, pending_move, review_move
from .summary import Perfect, perfect_play

__all__ = ["BOUND_NODES", "Progress", "ReviewJob", "hand_states"]

#: the most positions searched for the bounds of one unfinished card (a few milliseconds)
BOUND_NODES = 300


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
    ) -> None:
        self.lang: Lang = check_lang(lang)
        self.states = hand_states(source, rules)
        final = self.states[-1]
        self.walk = Walk.of(final) if final.contract is not None else None
        history = final.history
        self._moves: list[Move | None] = [None] * len(history)
        self._bounds: dict[int, tuple[int, int]] = {}
        self.perfect: Perfect | None = None
        cards = [i for i in range(len(history)) if self._is_card(i)]
        self._cards = cards
        self._tricks = sorted({len(self.states[i].tricks) for i in cards})
        plan: list[Callable[[], None]] = [partial(self._card, i) for i in reversed(cards)]
        if cards:
            plan.append(self._perfect)
        plan += [partial(self._other, i) for i in range(len(history)) if i not in cards]
        self._plan = plan
        self._next = 0

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
        assert self.walk is not None
        self._moves[i] = review_move(self.states, i, self.walk, known=self._known(i))

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

    def _perfect(self) -> None:
        assert self.walk is not None
        first = self._cards[0]
        state = self.states[first]
        m = self._moves[first]
        expect = None
        if m is not None and m.best_value is not None:  # the first card's best, known
            rest = _remaining(state, self.walk.t)
            expect = m.best_value if m.seat & 1 == 0 else rest - m.best_value
        self.perfect = perfect_play(self.walk, state, self.states[-1], expect=expect)

    def _other(self, i: int) -> None:
        self._moves[i] = review_move(self.states, i, self.walk)

    # ---- running ------------------------------------------------------------------------

    @property
    def done(self) -> bool:
        """True once every piece is done."""
        return self._next >= len(self._plan)

    @property
    def progress(self) -> Progress:
        """How far the review is."""
        done = {len(self.states[i].tricks) for i in self._cards if self._moves[i] is None}
        tricks = sum(1 for k in self._tricks if k not in done)
        return Progress(tricks, len(self._tricks), self.done)

    def step(self, seconds: float = 0.0) -> bool:
        """Do the next pieces for about ``seconds`` (at least one piece, which may take
        longer); True when the review is complete."""
        deadline = perf_counter() + seconds
        while self._next < len(self._plan):
            self._plan[self._next]()
            self._next += 1
            if perf_counter() >= deadline:
                break
        return self.done

    def run(self) -> HandReview:
        """Finish the review and return it."""
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
            before = self.states[i]
            try:
                bounds = self.walk.card_bounds(before, int(action.card), BOUND_NODES)
            except BalootError:  # a foul in this trick (non-strict rules): nothing known
                bounds = (0, _remaining(before, self.walk.t))
            self._bounds[i] = bounds
        return pending_move(self.states, i, bounds)


def _remaining(state: HandState, t: int) -> int:
    """Every Abnat still to be won from a position (the current trick's cards, the
    hands, the last 10)."""
    return trick_points([*state.trick, *iter_mask(sum(state.hands))], t) + LAST_TRICK_BONUS
