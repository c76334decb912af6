"""Exercises about the doubling chain (RULES.md §5): what a hand is worth once the
doubling is over (``stake``: x1 to x4, open or closed, or Gahwa) and whether a Sun may be
doubled at all (``sun_double``, the 100 rule).

The ``stake`` position is a real hand record, bought and doubled through the engine; its
grader is ``Game.from_record(record).state``, whose contract carries the multiplier.

>>> from baloot_widgets.quiz import exercise
>>> ex = exercise("stake", seed=3, level=2)
>>> ex.grader, [c.id for c in ex.choices]
('state_of_record', ['1', '2', '2c', '3', '4', '4c', 'gahwa'])
>>> ex.check(ex.solution).correct, ex.check("x9").valid
(True, False)
>>> ex = exercise("sun_double", seed=1, level=1)
>>> ex.grader, sorted(ex.args)
('sun_double_allowed', ['buyer_team', 'rules', 'scores'])
"""

from __future__ import annotations

import random
from typing import Any

from ..i18n import Message, Seat, Team, Term
from ..play.game import Game
from ..rules.actions import Action, Double, Four, Gahwa, Lock, Pass, Triple
from ..rules.cards import CardSet
from ..rules.contract import Contract
from ..rules.errors import BalootError, IllegalActionError
from ..rules.ruleset import RuleSet
from ..rules.state import HandState, Phase
from .answers import read_choice
from .draw import felt, mode_message
from .hands import (
    bought,
    call_message,
    choose_lock,
    doubling_calls,
    finish_doubling,
    say,
    seat_calls,
)
from .model import Choice, Exercise, Kind, Position

__all__ = ["Stake", "SunDouble", "mark_choice", "stake_id"]

#: level -> the doubling chains asked about (the calls of the seats to move, in order;
#: whoever is asked after them declines)
_CHAINS: dict[int, tuple[tuple[str, ...], ...]] = {
    1: ((), ("double",), ("pass", "double"), ("double closed",), ("pass", "double closed")),
    2: (
        ("double", "triple"), ("double closed", "triple"), ("pass", "double", "triple"),
        ("double", "triple", "four"), ("double closed", "triple", "four closed"),
    ),
    3: (
        ("double", "triple", "four", "gahwa"), ("double closed", "triple", "four"),
        ("pass", "double", "triple", "four closed"), ("double closed", "triple", "four", "gahwa"),
    ),
}  # fmt: skip
#: the stakes a Hokum can end on, in order (a Sun: the ones without "closed")
_STAKES = ("1", "2", "2c", "3", "4", "4c", "gahwa")


#: deals tried before a table's house rules are declared unable to make an exercise
_TRIES = 400


def stake_id(contract: Contract) -> str:
    """The stake of a contract as a choice id: "1", "2c" (x2, closed), "3", "gahwa"."""
    if contract.gahwa:
        return "gahwa"
    return f"{contract.multiplier}{'c' if contract.closed else ''}"


def _needs_doubling(rules: RuleSet, kind: str) -> None:
    """A BalootError when these rules have no doubling (``doubling_allowed=False``)."""
    if not rules.doubling_allowed:
        raise BalootError(Message.of("error.no_doubling", kind=kind))


def _sun_scores(rng: random.Random, buyer_team: int, rules: RuleSet) -> tuple[int, int]:
    """Match scores before a hand that let the defenders double a Sun bought by
    ``buyer_team`` (the buyer's team over the threshold, the defenders under it)."""
    limit, target = rules.sun_double_threshold, rules.match_target
    high, low = rng.randint(limit + 1, max(limit + 1, target - 1)), rng.randint(0, limit - 1)
    return (high, low) if buyer_team == 0 else (low, high)


class Stake(Kind):
    """What is the hand worth once the doubling is over?  Level 1: a Double or none, open
    or closed; level 2: a Triple (it opens the game) and a Four (its caller chooses
    again); level 3: longer chains and the Gahwa (the winner of the hand wins the match)."""

    name = "stake"
    answer = "choice"
    grader = "state_of_record"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        _needs_doubling(rules, self.name)
        for _ in range(_TRIES):
            sun = level == 1 and rng.random() < 0.25
            buyer = rng.randrange(4)
            scores = _sun_scores(rng, buyer & 1, rules) if sun else (0, 0)
            game = bought(rng, "sun" if sun else "hokum", rules, buyer=buyer, scores=scores)
            try:
                for word in rng.choice(_CHAINS[level]):
                    say(game, word)
                    choose_lock(game, rng)
                finish_doubling(game)
            except IllegalActionError:
                continue  # not a chain of these rules (a Sun is not closed)
            if game.phase is Phase.PLAY and any(True for _ in doubling_calls(game.states)):
                return Position({"record": game.to_record()})
        raise BalootError(Message.of("error.no_chain", kind=self.name, level=level))

    def _game(self, ex: Exercise) -> Game:
        return Game.from_record(ex.args["record"])

    def solution(self, raw: HandState, ex: Exercise) -> str:
        assert raw.contract is not None
        return stake_id(raw.contract)

    def prompt(self, ex: Exercise) -> Message:
        return Message.of("stake.prompt")

    def choices(self, ex: Exercise) -> tuple[Choice, ...]:
        state = self._game(ex).state
        c = state.contract
        assert c is not None
        chain = c.is_hokum or state.rules.sun_full_doubling_chain
        shown = [s for s in _STAKES if (c.is_hokum or "c" not in s) and (chain or s in "12")]
        return tuple(Choice(s, self._label(s, c)) for s in shown)

    def _label(self, stake: str, c: Contract) -> Message:
        if stake == "gahwa":
            return Message.of("stake.gahwa_label")
        if stake == "1":
            return Message.of("stake.x1_label")
        lock = Term("closed" if stake.endswith("c") else "open")
        if c.is_hokum and stake != "3":  # a Triple is always open
            return Message.of("stake.x_lock_label", m=int(stake[0]), lock=lock)
        return Message.of("stake.x_label", m=int(stake[0]))

    def read(self, ex: Exercise, answer: object) -> str:
        return read_choice(answer, [c.id for c in self.choices(ex)])

    def reasons(self, ex: Exercise, value: str) -> list[Message]:
        out = [_why(state, action) for state, action in doubling_calls(self._game(ex).states)]
        return out or [Message.of("stake.no_double")]

    def show(self, ex: Exercise, value: str) -> Message:
        c = self._game(ex).state.contract
        assert c is not None
        return self._label(value, c)

    def board(self, ex: Exercise) -> dict[str, Any]:
        game, lang = self._game(ex), ex.lang
        c = game.state.contract
        assert c is not None
        calls = seat_calls(game.states)
        counts = {s: len(CardSet(h)) for s, h in enumerate(game.state.hands)}
        contract = Message.of("quiz.contract", mode=mode_message(c), seat=Seat(c.buyer))
        return {
            "contract": contract.text(lang),
            "felt": felt(
                c.buyer, lang, calls=calls, counts=counts, dealer=game.state.dealer, roles=False
            ),
        }

    def marks(self, ex: Exercise, value: str) -> dict[str, dict[str, str]]:
        return mark_choice(ex, value)


def _why(state: HandState, action: Action) -> Message:
    """What one call of the chain did to the stake."""
    seat = Seat(action.seat)
    if isinstance(action, Pass):
        return Message.of("stake.passed", seat=seat)
    if isinstance(action, Lock):
        return Message.of("stake.locked", seat=seat, lock=call_message(action))
    if isinstance(action, Gahwa):
        return Message.of("stake.gahwa", seat=seat)
    if isinstance(action, Triple):
        return Message.of("stake.triple", seat=seat)
    key = "stake.double" if isinstance(action, Double) else "stake.four"
    assert isinstance(action, (Double, Four))
    c = state.contract
    assert c is not None
    lock = Term("closed" if action.closed else "open")
    if c.is_hokum and state.rules.closed_hokum_chooser == "caller":
        return Message.of(f"{key}_lock", seat=seat, lock=lock)
    return Message.of(key, seat=seat)


class SunDouble(Kind):
    """May the defenders double this Sun?  Only when, before the hand, the buyer's team
    has more than 100 and the defenders less (``sun_double_threshold``).  Level 1: plain
    cases; level 2: both teams over, or the defenders over; level 3: exactly 100."""

    name = "sun_double"
    answer = "choice"
    grader = "sun_double_allowed"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        _needs_doubling(rules, self.name)
        limit, target = rules.sun_double_threshold, rules.match_target
        team = rng.randrange(2)
        high, over = (rng.randint(limit + 1, max(limit + 1, target - 1)) for _ in "ab")
        low, under = (rng.randint(max(0, limit - 60), max(0, limit - 1)) for _ in "ab")
        pairs = {
            1: [(high, low), (low, under), (low, high)],
            2: [(high, low), (high, over), (low, high)],
            3: [(limit, low), (high, limit), (limit + 1, max(0, limit - 1))],
        }[level]
        buyer, defenders = rng.choice(pairs)
        scores = (buyer, defenders) if team == 0 else (defenders, buyer)
        return Position({"scores": scores, "buyer_team": team, "rules": rules})

    def solution(self, raw: bool, ex: Exercise) -> str:
        return "yes" if raw else "no"

    def prompt(self, ex: Exercise) -> Message:
        return Message.of("stake.sun_prompt", team=Team(ex.args["buyer_team"]))

    def choices(self, ex: Exercise) -> tuple[Choice, ...]:
        return (
            Choice("yes", Message.of("stake.sun_yes")),
            Choice("no", Message.of("stake.sun_no")),
        )

    def read(self, ex: Exercise, answer: object) -> str:
        return read_choice(answer, ("yes", "no"))

    def reasons(self, ex: Exercise, value: str) -> list[Message]:
        scores, team, rules = ex.args["scores"], ex.args["buyer_team"], ex.args["rules"]
        key = "stake.sun_rule_either" if rules.sun_double_either_side_over_100 else "stake.sun_rule"
        return [
            Message.of(
                key,
                limit=rules.sun_double_threshold,
                buyer=scores[team],
                defenders=scores[1 - team],
            )
        ]

    def show(self, ex: Exercise, value: str) -> Message:
        return Message.of("stake.sun_yes" if value == "yes" else "stake.sun_no")

    def board(self, ex: Exercise) -> dict[str, Any]:
        lang, scores, team = ex.lang, ex.args["scores"], ex.args["buyer_team"]
        rules: RuleSet = ex.args["rules"]
        heads = [Team(t).text(lang) for t in (0, 1)]
        heads[team] = Message.of("quiz.buyer_team", team=Team(team)).text(lang)
        out: dict[str, Any] = {
            "contract": Message.of("stake.sun_bought", team=Team(team)).text(lang),
            "sheet": {
                "head": ["", *heads],
                "rows": [[Message.of("stake.before").text(lang), *map(str, scores)]],
            },
        }
        if rules.sun_double_threshold != RuleSet().sun_double_threshold:
            out["note"] = Message.of("stake.threshold", limit=rules.sun_double_threshold).text(lang)
        return out

    def marks(self, ex: Exercise, value: str) -> dict[str, dict[str, str]]:
        return mark_choice(ex, value)


def mark_choice(ex: Exercise, value: str) -> dict[str, dict[str, str]]:
    """The marks of a one-choice answer: the right button, and the one chosen if wrong."""
    return {"choices": {value: "wrong", ex.solution: "right"}}
