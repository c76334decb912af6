"""The ``buyer`` exercise (RULES.md §4): the auction is over; who buys, and which
contract?  The position is a real hand record: a deal by the engine and an auction played
call by call to its end.  Its grader is ``Game.from_record(record).state.contract``, and
a wrong answer is told the steps of the auction that decided it (an Ashkal, the Gablak
window, a second chance, a round-2 Sun...).

>>> from baloot_widgets.quiz import exercise, make
>>> ex = exercise("buyer", seed=4, level=2)
>>> ex.grader, ex.solution in [c.id for c in ex.choices]
('contract_of_record', True)
>>> ex.check(ex.solution).correct, ex.check("nobody").valid
(True, False)
>>> make("buyer", record=Game.new(seed=1).to_record())
Traceback (most recent call last):
...
baloot_widgets.rules.errors.BalootError: the auction of this hand is not over yet: there is no buyer to ask about
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from ..i18n import Message, Seat
from ..play.game import Game
from ..rules.actions import Ashkal, Hokum, Sun
from ..rules.cards import Card, Suit
from ..rules.contract import Contract
from ..rules.errors import BalootError, IllegalActionError
from ..rules.ruleset import RuleSet
from ..rules.state import Phase
from .answers import read_words
from .calls import call_id, call_label
from .draw import felt, mode_message, names
from .model import Choice, Exercise, Kind, Position, Unreadable

__all__ = ["Buyer", "contract_id"]

#: target -> the calls of the auction, each by the seat to move ("hokum ?" names a suit
#: other than the floor card's when the Hokum of round 2 is confirmed)
_SCRIPTS: dict[str, tuple[str, ...]] = {
    "sun_first": ("sun",),
    "hokum": ("pass", "hokum", "pass", "pass", "pass", "hokum"),
    "round2_sun": ("pass",) * 4 + ("pass", "sun"),
    "ashkal": ("pass", "pass", "ashkal", "pass", "pass"),
    "gablak_taken": ("pass", "pass", "pass", "sun", "pass", "sun"),
    "gablak_declined": ("pass", "hokum", "pass", "sun", "pass", "pass", "pass"),
    "converted": ("hokum", "pass", "pass", "pass", "sun"),
    "second_chance": ("pass", "pass", "hokum", "pass", "sun"),
    "ashkal_over_hokum": ("hokum", "pass", "ashkal", "pass", "pass"),
    "round2_hokum": ("pass",) * 4 + ("pass", "hokum", "pass", "pass", "hokum ?"),
    "round2_overcall": ("pass",) * 4 + ("pass", "hokum", "sun"),
}
_TARGETS = {
    1: ("sun_first", "hokum", "round2_sun"),
    2: ("ashkal", "gablak_taken", "gablak_declined", "converted"),
    3: ("second_chance", "ashkal_over_hokum", "round2_hokum", "round2_overcall"),
}
#: the words of the board's first column, by the step of the auction
_STEPS = {
    Phase.BID1: "auction.bid1",
    Phase.GABLAK: "auction.gablak",
    Phase.BID1_EXTRA: "auction.bid1_extra",
    Phase.CONFIRM: "auction.confirm",
    Phase.BID2: "auction.bid2",
}


def contract_id(c: Contract) -> str:
    """A contract as a choice id: ``"2 sun"``, ``"1 hokum H"``.

    >>> contract_id(Contract(mode="hokum", trump="H", buyer=1))
    '1 hokum H'
    """
    mode = "sun" if c.trump is None else f"hokum {c.trump.letter}"
    return f"{c.buyer} {mode}"


def _contract_of_id(choice: str) -> Contract:
    seat, mode, *suit = choice.split()
    if mode == "sun":
        return Contract(mode="sun", buyer=int(seat))
    return Contract(mode="hokum", trump=Suit.parse(suit[0]), buyer=int(seat))


def _finished(c: Contract | None) -> Contract:
    """The contract of a finished auction; a BalootError while the auction goes on."""
    if c is None:
        raise BalootError(Message.of("error.auction_open"))
    return c


def _label(choice: str) -> Message:
    c = _contract_of_id(choice)
    return Message.of("quiz.contract", mode=mode_message(c), seat=Seat(c.buyer))


class Buyer(Kind):
    """Who buys, and which contract?  Level 1: a Sun from the first player, a Hokum
    confirmed, a Sun in round 2; level 2: an Ashkal (the partner buys), a Sun taken in the
    Gablak window or kept, a Hokum turned into a Sun; level 3: a second chance against a
    Hokum, an Ashkal over a Hokum, naming the trump in round 2, a round-2 overcall."""

    name = "buyer"
    answer = "choice"
    grader = "contract_of_record"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        while True:
            target = rng.choice(_TARGETS[level])
            game = Game.new(rng.randrange(10**6), rng.randrange(4), rules)
            try:
                for word in _SCRIPTS[target]:
                    if word == "hokum ?":
                        confirms = [call_id(a) for a in game.legal_actions()]
                        word = rng.choice([w for w in confirms if w.startswith("hokum ")])
                    game.act(f"p{game.to_move} {word}")
            except IllegalActionError:
                continue  # these cards or these rules do not allow the script
            if game.state.contract is not None:
                return Position({"record": game.to_record()})

    def _game(self, ex: Exercise) -> Game:
        return Game.from_record(ex.args["record"])

    def solution(self, raw: Contract | None, ex: Exercise) -> str:
        return contract_id(_finished(raw))

    def prompt(self, ex: Exercise) -> Message:
        return Message.of("auction.prompt")

    def _options(self, ex: Exercise) -> list[str]:
        """The right contract among up to three that the calls suggest, in seat order (the
        contract is asked of the game again: the question never reads the solution)."""
        game = self._game(ex)
        floor = Card(game.state.floor).suit
        right = _finished(game.state.contract)
        wrong: list[str] = []
        for i, action in enumerate(game.history):
            seat = action.seat
            if isinstance(action, Hokum) and (action.suit or game.states[i].auction.round == 1):
                wrong.append(f"{seat} hokum {(action.suit or floor).letter}")
            if isinstance(action, (Sun, Ashkal)):
                wrong.append(f"{seat} sun")
        mode = contract_id(right).split(" ", 1)[1]
        other = "sun" if right.trump is not None else f"hokum {floor.letter}"
        wrong += [f"{right.buyer} {other}", f"{(right.buyer + 2) % 4} {mode}"]
        options = [contract_id(right)]
        for option in wrong:
            if option not in options and len(options) < 4:
                options.append(option)
        return sorted(options)

    def choices(self, ex: Exercise) -> tuple[Choice, ...]:
        return tuple(Choice(o, _label(o)) for o in self._options(ex))

    def read(self, ex: Exercise, answer: object) -> str:
        picked = read_words(answer, self._options(ex))
        if len(picked) != 1:
            raise Unreadable(Message.of("quiz.how_choice"))
        return next(iter(picked))

    def _steps(self, ex: Exercise) -> Iterator[Message]:
        """Why the auction ends as it does: the calls that decided it, in order."""
        game = self._game(ex)
        states, contract = game.states, game.state.contract
        gablak_caller: int | None = None
        for i, action in enumerate(game.history):
            before, after = states[i].phase, states[i + 1].phase
            seat, said = Seat(action.seat), call_id(action).split(" ")[0]
            if isinstance(action, Ashkal):
                partner = Seat((action.seat + 2) % 4)
                yield Message.of("auction.why_ashkal", seat=seat, partner=partner)
            if after is Phase.GABLAK and before is not Phase.GABLAK:
                gablak_caller = action.seat
                yield Message.of("auction.why_gablak", seat=seat)
            elif before is Phase.GABLAK and said == "sun":
                yield Message.of("auction.why_gablak_took", seat=seat)
            elif before is Phase.GABLAK and after is not Phase.GABLAK:
                yield Message.of("auction.why_nobody_took")
            elif before is Phase.BID1_EXTRA and said == "sun":
                yield Message.of("auction.why_second_chance", seat=seat)
            elif before is Phase.CONFIRM and contract is not None:
                key = "auction.why_converted" if said == "sun" else "auction.why_confirmed"
                yield Message.of(key, seat=seat, mode=mode_message(contract))
            elif before is Phase.BID2 and said == "sun":
                hokum = states[i].auction.hokum
                key = "auction.why_round2_sun" if hokum is None else "auction.why_overcall"
                yield Message.of(key, seat=seat)
            elif said in ("sun", "ashkal") and gablak_caller is None and after is not Phase.GABLAK:
                first = action.seat == states[i].first_player
                yield Message.of("auction.why_sun_first" if first else "auction.why_sun_stands",
                                 seat=seat)  # fmt: skip
        if contract is not None:
            yield Message.of("auction.why_result", contract=_label(contract_id(contract)))

    def reasons(self, ex: Exercise, value: str) -> list[Message]:
        return list(self._steps(ex))

    praise = reasons

    def show(self, ex: Exercise, value: str) -> Message:
        return _label(value)

    def board(self, ex: Exercise) -> dict[str, Any]:
        game, lang = self._game(ex), ex.lang
        states = game.states
        rows = []
        for i, action in enumerate(game.history):
            step = _STEPS.get(states[i].phase)
            if step is None:
                break  # the doubling and the play come after the auction
            call = call_label(call_id(action))
            rows.append(
                [Message.of(step).text(lang), Seat(action.seat).text(lang), call.text(lang)]
            )
        head = [Message.of(k).text(lang) for k in ("auction.when", "auction.who", "auction.call")]
        floor = Card(game.state.floor)
        return {
            "felt": felt(0, lang, dealer=game.state.dealer, floor=floor, roles=False),
            "names": names([floor], lang),
            "sheet": {"head": head, "rows": rows},
        }

    def marks(self, ex: Exercise, value: str) -> dict[str, dict[str, str]]:
        return {"choices": {value: "wrong", ex.solution: "right"}}
