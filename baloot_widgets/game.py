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
baloot_widgets.errors.NotationError: 'p1 dance': 'dance' is not a call; use pass, hokum, sun, ashkal, kawesh, double, triple, four, gahwa, open, closed, declare, play, sawa or qayd
>>> from baloot_widgets.bots import RandomBot
>>> match = Match(seed=5)
>>> match.play_bots({s: RandomBot(seed=s) for s in range(4)})
>>> match.winner in (0, 1), max(match.scores) >= 152
(True, True)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .bots.base import Bot, choose_action
from .errors import BalootError, RecordError
from .notation import hand_record, replay_hand
from .observe import view as observe_view
from .rules.actions import Action
from .rules.engine import apply, legal_actions, new_hand
from .rules.match import match_winner, next_dealer
from .rules.ruleset import RuleSet
from .rules.scoring import HandScore
from .rules.state import HandState
from .terms import Lang

__all__ = ["Game", "Match"]

MATCH_FORMAT = "baloot-widgets/match"


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
            raise BalootError("there is nothing to undo: no action has been played")
        self._states.pop()

    def view(self, seat: int, *, reveal: bool = False, lang: Lang = "en") -> dict[str, Any]:
        """What ``seat`` may see (see :func:`baloot_widgets.observe.view`)."""
        return observe_view(self.state, seat, reveal=reveal, lang=lang)

    def play_bots(self, bots: Mapping[int, Bot], *, max_actions: int = 500) -> list[Action]:
        """Let the bots act while a seat they control is to move; returns their actions."""
        done: list[Action] = []
        for _ in range(max_actions):
            seat = self.state.to_move
            if seat is None or seat not in bots:
                break
            legal = [a for a in self.legal_actions() if a.seat == seat]
            action = choose_action(bots[seat], self.view(seat), legal)
            self.act(action)
            done.append(action)
        return done

    def to_record(self) -> dict[str, Any]:
        """The hand as a JSON-ready record (see :mod:`baloot_widgets.notation`)."""
        return hand_record(self.state)

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Game:
        """Replay a record; a record that does not replay raises RecordError."""
        game = cls.__new__(cls)
        game._states = replay_hand(record)
        return game

    def __repr__(self) -> str:
        s = self.state
        return f"<Game dealer={s.dealer} phase={s.phase.value} actions={len(s.history)}>"

    def _repr_html_(self) -> str:
        from .render import hand_state_html

        return hand_state_html(self.state)


class Match:
    """Hands played to the target (152) with the deal passing to the right."""

    def __init__(
        self, seed: int | str | None = 0, rules: RuleSet | None = None, *, dealer: int = 0
    ) -> None:
        self.seed = seed
        self.rules = rules or RuleSet()
        self.first_dealer = dealer
        self.scores: tuple[int, int] = (0, 0)
        self.results: list[HandScore | None] = []
        self.finished: list[Game] = []
        self.winner: int | None = None
        self.game = Game.new(self._hand_seed(0), dealer, self.rules)

    def _hand_seed(self, index: int) -> str | None:
        return None if self.seed is None else f"{self.seed}:{index}"

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
        if self.is_over:
            raise BalootError(f"the match is over: team {self.winner} has won")
        self.game.act(action)
        if self.game.is_over:
            self._close_hand()

    def undo(self) -> None:
        """Take back the last action of the current hand."""
        self.game.undo()

    def _close_hand(self) -> None:
        state = self.game.state
        result = state.result
        self.results.append(result)
        self.finished.append(self.game)
        if result is not None:
            if result.match_winner is not None:
                self.winner = result.match_winner
                target = self.rules.match_target
                self.scores = (target, 0) if self.winner == 0 else (0, target)
                return
            a, b = self.scores
            self.scores = (a + result.points[0], b + result.points[1])
            self.winner = match_winner(self.scores, self.rules.match_target)
            if self.winner is not None:
                return
        dealer = next_dealer(state.dealer, state.redeal)
        self.game = Game.new(
            self._hand_seed(len(self.finished)), dealer, self.rules, match_scores=self.scores
        )

    def view(self, seat: int, *, reveal: bool = False, lang: Lang = "en") -> dict[str, Any]:
        """The current hand's view plus the match: scores, each hand's result, the winner."""
        v = self.game.view(seat, reveal=reveal, lang=lang)
        v["match"] = {
            "scores": list(self.scores),
            "target": self.rules.match_target,
            "winner": self.winner,
            "hands": [
                None
                if r is None
                else {"points": list(r.points), "outcome": r.outcome,
                      "lines": [line.as_dict(lang) for line in r.lines]}
                for r in self.results
            ],
        }  # fmt: skip
        return v

    def play_bots(self, bots: Mapping[int, Bot], *, max_actions: int = 100_000) -> None:
        """Let the bots play while they are to move (a whole match if they hold every seat)."""
        for _ in range(max_actions):
            if self.is_over:
                return
            seat = self.state.to_move
            if seat is None or seat not in bots:
                return
            legal = [a for a in self.legal_actions() if a.seat == seat]
            self.act(choose_action(bots[seat], self.view(seat), legal))

    def to_record(self) -> dict[str, Any]:
        """The match as a JSON-ready record: every hand's record, the scores, the winner."""
        return {
            "format": MATCH_FORMAT,
            "version": 1,
            "rules": self.rules.differences(),
            "seed": self.seed,
            "dealer": self.first_dealer,
            "hands": [
                g.to_record() for g in (*self.finished, *([] if self.is_over else [self.game]))
            ],
            "scores": list(self.scores),
            "winner": self.winner,
        }

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Match:
        """Rebuild a match by replaying each hand's record; checks scores and the winner."""
        if not isinstance(record, dict) or record.get("format") != MATCH_FORMAT:
            raise RecordError("this is not a match record (format 'baloot-widgets/match')")
        try:
            rules = RuleSet.from_dict(record.get("rules") or {})
        except BalootError as exc:
            raise RecordError(f"the match record's rules are not valid: {exc}") from None
        match = cls(record.get("seed"), rules, dealer=int(record.get("dealer", 0)))
        hands = record.get("hands")
        if not isinstance(hands, list) or not hands:
            raise RecordError("the match record has no hands")
        match.finished, match.results, match.scores, match.winner = [], [], (0, 0), None
        for i, hand in enumerate(hands, start=1):
            try:
                game = Game.from_record(hand)
            except RecordError as exc:
                raise RecordError(f"hand {i}: {exc}") from None
            if game.state.match_scores != match.scores:
                raise RecordError(
                    f"hand {i} starts at {game.state.match_scores}, not {match.scores}"
                )
            match.game = game
            if game.is_over:
                match._close_hand()
            elif i != len(hands):
                raise RecordError(f"hand {i} is unfinished but is not the last hand")
        if list(match.scores) != record.get("scores", list(match.scores)):
            raise RecordError(
                f"the match record's scores differ from the replay's {list(match.scores)}"
            )
        return match

    def __repr__(self) -> str:
        return f"<Match scores={self.scores[0]}-{self.scores[1]} hands={len(self.finished)}>"

    def _repr_html_(self) -> str:
        from .render import hand_state_html

        return hand_state_html(self.state, match_scores=self.scores)
