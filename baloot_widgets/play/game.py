"""Game (one hand) and Match (hands to 152): mutable facades over the immutable engine,
with history, undo, bots in seats, records and pictures.

>>> game = Game.new(seed=3, dealer=0)
>>> game.act("p1 sun")
>>> game.state.phase.value
'play'
>>> game.undo()
>>> game.state.phase.value
'bid1'
>>> game.act("p1 dance")
Traceback (most recent call last):
...
baloot_widgets.rules.errors.NotationError: 'p1 dance': 'dance' is not a call; use pass, hokum, sun, ashkal, kawesh, double, triple, four, gahwa, open, closed, declare, play, sawa or qayd
>>> from baloot_widgets.bots import RandomBot
>>> match = Match(seed=5)
>>> match.play_bots({s: RandomBot(seed=s) for s in range(4)})
>>> match.winner in (0, 1), max(match.scores) >= 152
(True, True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..bots.base import Bot, choose_action
from ..i18n import Message, Team
from ..records import hand_record, match_record, replay_hand, replay_match
from ..rules.actions import Action
from ..rules.cards import CardLike, CardSet
from ..rules.deal import check_dealer, check_seed, pack_for_hands
from ..rules.engine import apply, legal_actions, new_hand
from ..rules.errors import BalootError
from ..rules.match import next_dealer, scores_after
from ..rules.ruleset import RuleSet, check_rules
from ..rules.scoring import team_pair
from ..rules.sheet import HandScore
from ..rules.state import HandState, Phase
from .view import SeatView, view

__all__ = ["Game", "Match"]


class Game:
    """One hand, from the deal to the score, with undo and records."""

    def __init__(self, state: HandState) -> None:
        self._states: list[HandState] = [state]

    @classmethod
    def new(
        cls,
        seed: int | str | None = None,
        dealer: int = 0,
        rules: RuleSet | None = None,
        *,
        match_scores: tuple[int, int] = (0, 0),
    ) -> Game:
        """Deal a new hand from a seed (the same seed gives the same cards)."""
        return cls(new_hand(seed, dealer, rules, match_scores=match_scores))

    @classmethod
    def from_hands(
        cls,
        hands: Sequence[str | Sequence[CardLike] | CardSet],
        floor: CardLike,
        *,
        dealer: int = 0,
        rules: RuleSet | None = None,
        seed: int | str | None = 0,
        match_scores: tuple[int, int] = (0, 0),
    ) -> Game:
        """Deal the cards you name: ``hands`` lists each seat's cards, seat 0 first.

        With **8 cards** a seat, the floor card is in the hand of the seat that will buy
        (it takes the floor card): each seat gets its first 5 other cards before the
        bidding and the rest after it.  With **5 cards** a seat (the cards before the
        bidding) the other 11 are shuffled from ``seed``.  Repeated or missing cards
        raise a BalootError that names them.

        >>> game = Game.from_hands(
        ...     ["AS KS QS JS 10S 9S 8S 7S", "AH KH QH JH 10H 9H 8H 7H",
        ...      "AD KD QD JD 10D 9D 8D 7D", "AC KC QC JC 10C 9C 8C 7C"], floor="7H")
        >>> game.act("p1 hokum"); game.act("p2 pass"); game.act("p3 pass"); game.act("p0 pass")
        >>> game.act("p1 hokum"); game.phase
        <Phase.DOUBLING: 'doubling'>
        >>> Game.from_hands(["AS", "AS", "", ""], floor="7H")
        Traceback (most recent call last):
        ...
        baloot_widgets.rules.errors.BalootError: A♠ is given to seat 0 and seat 1: the pack has one of each card
        """
        pack = pack_for_hands(hands, floor, dealer=dealer, seed=seed)
        return cls(new_hand(dealer=dealer, rules=rules, match_scores=match_scores, pack=pack))

    @property
    def state(self) -> HandState:
        """The current (immutable) state."""
        return self._states[-1]

    @property
    def states(self) -> tuple[HandState, ...]:
        """Every state from the deal to now."""
        return tuple(self._states)

    @property
    def history(self) -> tuple[Action, ...]:
        """The actions so far."""
        return self.state.history

    @property
    def is_over(self) -> bool:
        """True once the hand is scored or void."""
        return self.state.is_over

    @property
    def phase(self) -> Phase:
        """Where the hand is (a :class:`~baloot_widgets.Phase`: ``Phase.BID1`` to
        ``Phase.DONE``; its value is the short name "bid1", "doubling", "play"...)."""
        return self.state.phase

    @property
    def to_move(self) -> int | None:
        """The seat to act now (None once the hand is over)."""
        return self.state.to_move

    @property
    def rules(self) -> RuleSet:
        """The rules this hand is played by."""
        return self.state.rules

    @property
    def result(self) -> HandScore | None:
        """The score of the hand once it is over (None for a void hand)."""
        return self.state.result

    def legal_actions(self) -> list[Action]:
        """The actions allowed now."""
        return legal_actions(self.state)

    def act(self, action: Action | str) -> None:
        """Apply an action (or its text); an illegal one raises and changes nothing."""
        self._states.append(apply(self.state, action))

    def undo(self) -> None:
        """Take back the last action."""
        if len(self._states) == 1:
            raise BalootError(Message.of("error.nothing_to_undo"))
        self._states.pop()

    def view(self, seat: int, *, reveal: bool = False) -> SeatView:
        """What ``seat`` may see (see :func:`baloot_widgets.play.view.view`); ``reveal=True``
        (teacher mode) adds every hand."""
        return view(self.state, seat, reveal=reveal)

    def play_bots(self, bots: Mapping[int, Bot], *, max_actions: int = 500) -> list[Action]:
        """Let the bots act while a seat they control is to move; returns their actions."""
        done: list[Action] = []
        for _ in range(max_actions):
            seat = self.state.to_move
            if seat is None or seat not in bots:
                break
            seen = view(self.state, seat, reasons=False)
            action = choose_action(bots[seat], seen, seen.legal)
            self.act(action)
            done.append(action)
        return done

    def to_record(self) -> dict[str, Any]:
        """The hand as a JSON-ready record (see :mod:`baloot_widgets.records`)."""
        return hand_record(self.state)

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Game:
        """Replay a record; a record that does not replay raises RecordError."""
        return cls._of_states(replay_hand(record))

    @classmethod
    def _of_states(cls, states: Sequence[HandState]) -> Game:
        """A game whose history is ``states`` (already replayed and checked)."""
        game = cls.__new__(cls)
        game._states = list(states)
        return game

    def __repr__(self) -> str:
        s = self.state
        return f"<Game dealer={s.dealer} phase={s.phase.value} actions={len(s.history)}>"

    def _repr_html_(self) -> str:
        from ..display.render import hand_state_html

        return hand_state_html(self.state)


class Match:
    """Hands played to the target (152) with the deal passing to the right.

    ``scores`` starts the match from given scores (a lesson can show the end of a match
    without playing every hand).

    >>> match = Match(seed=1, scores=(140, 100))
    >>> match.scores, match.state.match_scores
    ((140, 100), (140, 100))
    """

    def __init__(
        self,
        seed: int | str | None = 0,
        rules: RuleSet | None = None,
        *,
        dealer: int = 0,
        scores: tuple[int, int] = (0, 0),
    ) -> None:
        self.seed = check_seed(seed)
        self.rules = check_rules(rules)
        self.first_dealer = check_dealer(dealer)
        self.start_scores = _check_scores(scores, self.rules)
        self.scores: tuple[int, int] = self.start_scores
        self.results: list[HandScore | None] = []
        self.finished: list[Game] = []
        self.winner: int | None = None
        self.game = Game.new(self.hand_seed(0), dealer, self.rules, match_scores=self.scores)

    def hand_seed(self, index: int) -> str | None:
        """The seed that deals hand ``index`` (from 0) of the match: the same at every
        table of a class that plays the match's seed (None: a fresh shuffle)."""
        return None if self.seed is None else f"{self.seed}:{index}"

    def _next_dealer(self, last: HandState) -> int:
        """The dealer of the hand after ``last`` (:attr:`finished` already holds it): the
        deal passes to the right (a class's series of deals fixes each deal's dealer)."""
        return next_dealer(last.dealer, last.redeal)

    @property
    def state(self) -> HandState:
        """The state of the current hand."""
        return self.game.state

    @property
    def is_over(self) -> bool:
        """True once a team has won the match."""
        return self.winner is not None

    def legal_actions(self) -> list[Action]:
        """The actions allowed now in the current hand."""
        return [] if self.is_over else self.game.legal_actions()

    def act(self, action: Action | str) -> None:
        """Apply an action to the current hand; when the hand ends, score it and deal the next."""
        if self.winner is not None:
            raise BalootError(Message.of("error.match_over", team=Team(self.winner)))
        self.game.act(action)
        if self.game.is_over:
            self._close_hand()

    def undo(self) -> None:
        """Take back the last action of the current hand."""
        self.game.undo()

    def _close_hand(self) -> None:
        state = self.game.state
        self.results.append(state.result)
        self.finished.append(self.game)
        self.scores, self.winner = scores_after(self.scores, state.result, self.rules.match_target)
        if self.winner is None:
            dealer = self._next_dealer(state)
            seed = self.hand_seed(len(self.finished))
            self.game = Game.new(seed, dealer, self.rules, match_scores=self.scores)

    def view(self, seat: int, *, reveal: bool = False) -> SeatView:
        """What ``seat`` may see of the current hand (the match scores are in it)."""
        return self.game.view(seat, reveal=reveal)

    def play_bots(self, bots: Mapping[int, Bot], *, max_actions: int = 100_000) -> None:
        """Let the bots play while they are to move (a whole match if they hold every seat)."""
        for _ in range(max_actions):
            if self.is_over:
                return
            seat = self.state.to_move
            if seat is None or seat not in bots:
                return
            seen = view(self.state, seat, reasons=False)
            self.act(choose_action(bots[seat], seen, seen.legal))

    def to_record(self) -> dict[str, Any]:
        """The match as a JSON-ready record: every hand's record, the scores, the winner
        (see :mod:`baloot_widgets.records`)."""
        games = (*self.finished, *([] if self.is_over else [self.game]))
        return match_record(
            rules=self.rules,
            seed=self.seed,
            dealer=self.first_dealer,
            start=self.start_scores,
            hands=[g.to_record() for g in games],
            scores=self.scores,
            winner=self.winner,
        )

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Match:
        """Rebuild a match by replaying each hand's record; checks the scores and the
        winner.  A record that does not replay raises a RecordError."""
        replay = replay_match(record)
        match = cls.__new__(cls)
        match.seed = replay.seed
        match.rules = replay.rules
        match.first_dealer = replay.dealer
        match.start_scores = replay.start
        match.scores = replay.scores
        match.winner = replay.winner
        games = [Game._of_states(states) for states in replay.hands]
        finished = [g for g in games if g.is_over]
        match.finished = finished
        match.results = [g.result for g in finished]
        if games[-1].is_over and match.winner is None:
            last = games[-1].state
            seed = match.hand_seed(len(finished))
            match.game = Game.new(
                seed, match._next_dealer(last), match.rules, match_scores=match.scores
            )
        else:
            match.game = games[-1]
        return match

    def __repr__(self) -> str:
        return f"<Match scores={self.scores[0]}-{self.scores[1]} hands={len(self.finished)}>"

    def _repr_html_(self) -> str:
        from ..display.render import hand_state_html

        return hand_state_html(self.state, match_scores=self.scores)


def _check_scores(scores: object, rules: RuleSet) -> tuple[int, int]:
    """Match scores to start from: two whole numbers >= 0, neither at the target."""
    a, b = team_pair(scores, "scores")
    if max(a, b) >= rules.match_target:
        raise BalootError(Message.of("error.match_start", a=a, b=b, target=rules.match_target))
    return a, b
