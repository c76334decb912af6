"""Exercises of strategy: ``bot_call`` (which call would the bots make with this hand?)
and ``lead`` (on lead with every hand open, which card brings the most Abnat?).

``bot_call`` is a real auction: a deal by the engine, the bots' calls up to the question
(RULES.md §4).  Its grader is the bots' rule of thumb, ``HeuristicBot().choose`` on the
seat's view (:func:`~baloot_widgets.quiz.graders.bot_call_of_record`), which counts the
hand's points (:func:`~baloot_widgets.bots.appraise`); a wrong answer is told the bot's
reason and the count.  The expert bot makes the same call, except that its simulation
may choose another way of buying (Sun for Hokum, say) when that gains more than three
game points a hand.

``lead`` is a real hand too: the bots bid and play its first tricks; then the seat on
lead chooses, every hand open, and the double-dummy solver decides (as in ``best_card``).

>>> from baloot_widgets.quiz import exercise
>>> ex = exercise("bot_call", seed=3, level=1)
>>> ex.grader, ex.solution in [c.id for c in ex.choices]
('bot_call', True)
>>> ex.check(ex.solution).correct
True
>>> lead = exercise("lead", seed=3, level=1)
>>> lead.args["trick"], lead.check(lead.solution).correct
([], True)
"""

from __future__ import annotations

import random
from typing import Any

from ..bots import HeuristicBot, appraise
from ..bots.bidding import SUN_BID
from ..bots.cardplay import Table, play_tricks
from ..bots.heuristic import GABLAK_MARGIN, PARTNER_MARGIN
from ..bots.knowledge import knowledge
from ..bots.reasons import meant_trump
from ..i18n import Message, Seat, Term
from ..play.game import Game
from ..play.view import SeatView, view
from ..rules.actions import Action, Ashkal, Hokum, Sun
from ..rules.cards import CardSet, Suit
from ..rules.ruleset import RuleSet
from ..rules.state import BIDDING_PHASES, Phase
from .answers import read_words
from .best import BestCard
from .calls import Auction, call_id, call_label
from .graders import grade
from .model import Choice, Exercise, Position, Unreadable

__all__ = ["BotCall", "Lead"]

#: level -> tricks left when the seat leads
_LEAD_LEFT = {1: 3, 2: 4, 3: 5}
#: a lead worth asking about: the best and the worst lead differ by this many Abnat
_LEAD_SPREAD = 10


#: a count within this many points of its threshold is a close call (level 3)
_CLOSE = 3


def _level_of(game: Game, seen: SeatView) -> int:
    """1: the first round before any bid, every count far from its threshold; 2: after a
    bid, or the second round; 3: a close call (a count near its threshold)."""
    counted = appraise(seen)
    names = ["sun" if c < 0 else "SHDC"[c] for c in counted.contracts]
    if min(abs(counted.strength(n) - counted.threshold(n)) for n in names) <= _CLOSE:
        return 3
    bid = any(isinstance(a, (Hokum, Sun, Ashkal)) for a in game.history)
    return 1 if game.phase is Phase.BID1 and not bid else 2


def _answer_kind(action: Action) -> str:
    """What a call does: "sun" (Sun or Ashkal), "hokum", or "pass" (anything else)."""
    if isinstance(action, (Sun, Ashkal)):
        return "sun"
    return "hokum" if isinstance(action, Hokum) else "pass"


def _mine(game: Game) -> list[Action]:
    seat = game.to_move
    return [a for a in game.legal_actions() if a.seat == seat]


class BotCall(Auction):
    """Which call would the bots make?  Level 1: the first round before any bid, with
    counts far from the thresholds; level 2: after a bid (a partner's or an opponent's
    Hokum, the Gablak window, the confirmation) or in the second round; level 3: close
    calls, a count within 3 points of its threshold.  The answers are mixed: about two in
    five pass, two in five bid Hokum, one in five Sun.  (The doubling is left out: the bots' rule of thumb almost never
    doubles.)  In round 2 a Hokum is answered with its suit, one of the three the seat may
    name (RULES.md §4.2: not the floor card's): the one the bots name when they confirm."""

    name = "bot_call"
    answer = "choice"
    grader = "bot_call"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        bot = HeuristicBot()
        want = rng.choice(("pass", "pass", "hokum", "hokum", "sun"))
        fallback: tuple[int, int, int] | None = None
        while True:
            seed, dealer = rng.randrange(10**6), rng.randrange(4)
            game = Game.new(seed, dealer, rules)
            while game.phase in BIDDING_PHASES:
                seat = game.to_move
                assert seat is not None
                mine = _mine(game)
                seen = view(game.state, seat, reasons=False)
                action = bot.choose(seen, mine)
                if len(mine) >= 2 and _level_of(game, seen) == level:
                    if _answer_kind(action) == want:
                        return Position({"record": game.to_record()}, seat)
                    fallback = fallback or (seed, dealer, len(game.history))
                game.act(action)
            if fallback is not None and rng.random() < 0.04:
                seed, dealer, n = fallback  # the other kind of answer is rare here
                game = Game.new(seed, dealer, rules)
                while len(game.history) < n:
                    seat = game.to_move
                    assert seat is not None
                    game.act(bot.choose(view(game.state, seat, reasons=False), _mine(game)))
                return Position({"record": game.to_record()}, game.to_move)

    def solution(self, raw: Action, ex: Exercise) -> str:
        if isinstance(raw, Hokum) and raw.suit is None and self._round2(ex):
            seen = self.seen(ex)  # a round-2 Hokum: the suit the bots will name
            return f"hokum {Suit(meant_trump(knowledge(seen), raw)).letter}"
        return call_id(raw)

    def _round2(self, ex: Exercise) -> bool:
        return self._game(ex).phase is Phase.BID2

    def prompt(self, ex: Exercise) -> Message:
        return Message.of("quiz.bot_prompt", seat=Seat(ex.seat or 0))

    def _calls(self, ex: Exercise) -> tuple[str, ...]:
        """The answers: the seat's calls, and in round 2 a Hokum for each suit it may
        name (RULES.md §4.2: not the floor card's), since a round-2 Hokum means one."""
        game = self._game(ex)
        calls = [call_id(a) for a in _mine(game)]
        if game.phase is not Phase.BID2 or "hokum" not in calls:
            return tuple(calls)
        floor_suit = game.state.floor >> 3
        named = [f"hokum {s.letter}" for s in Suit if s != floor_suit]
        at = calls.index("hokum")
        return (*calls[:at], *named, *calls[at + 1 :])

    def choices(self, ex: Exercise) -> tuple[Choice, ...]:
        return tuple(Choice(w, call_label(w)) for w in self._calls(ex))

    def read(self, ex: Exercise, answer: object) -> str:
        game = self._game(ex)
        floor_suit = Suit(game.state.floor >> 3)
        floor_hokum = (f"hokum {floor_suit.letter}".lower(), f"hokum {floor_suit.symbol}")
        if (
            game.phase is Phase.BID2
            and isinstance(answer, str)
            and answer.strip().lower() in floor_hokum
        ):  # the one Hokum a round-2 seat may not name: say the rule (§4.2)
            suit = Message.of(f"suit.{int(floor_suit)}")
            raise Unreadable(Message.of("refuse.confirm_not_floor_suit", suit=suit))
        words = read_words(answer, self._calls(ex))
        if len(words) != 1:
            raise Unreadable(Message.of("quiz.how_one_choice"))
        return next(iter(words))

    def correct(self, ex: Exercise, value: str) -> bool:
        return bool(value == ex.solution)

    def _why(self, ex: Exercise) -> list[Message]:
        """The bot's reason, then its count of the hand against its thresholds."""
        game = self._game(ex)
        seat = game.to_move or 0
        seen = view(game.state, seat, reasons=False)
        bot = HeuristicBot()
        bot.choose(seen, _mine(game))
        reason = bot.reason()
        out = [] if reason is None else [Message.of("quiz.bot_said", reason=reason)]
        counted = appraise(seen)
        for c in counted.contracts:
            name = "sun" if c < 0 else "SHDC"[c]
            label: object = Term("sun") if c < 0 else call_label(f"hokum {name}")
            limit = Message.of(f"strength.{counted.stage}_from", n=counted.threshold(name))
            out.append(
                Message.of(
                    "quiz.bot_count", contract=label, points=counted.strength(name), limit=limit
                )
            )
        partner_bid = any(isinstance(a, Hokum) and a.seat == seat ^ 2 for a in game.history)
        if game.phase in (Phase.BID1, Phase.BID1_EXTRA) and partner_bid:
            out.append(Message.of("quiz.bot_partner", n=SUN_BID + PARTNER_MARGIN))
        if game.phase is Phase.GABLAK:
            out.append(Message.of("quiz.bot_gablak", n=SUN_BID + GABLAK_MARGIN))
        if counted.stage == "double":
            out.append(Message.of("strength.note_double"))
        return out

    def reasons(self, ex: Exercise, value: str) -> list[Message]:
        return self._why(ex)

    def praise(self, ex: Exercise, value: str) -> list[Message]:
        return self._why(ex)[:1]

    def show(self, ex: Exercise, value: Any) -> Message:
        return call_label(value)

    def marks(self, ex: Exercise, value: str) -> dict[str, dict[str, str]]:
        return {"choices": {value: "wrong", ex.solution: "right"}}


class Lead(BestCard):
    """On lead with every hand open, which card is best?  The bots bid and play the
    first tricks of a real deal; level 1 leaves 3 tricks, level 2 four, level 3 five.
    Only leads that matter are asked: the best and the worst differ by 10 Abnat or more."""

    name = "lead"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        bot = HeuristicBot()
        flags = rules.play_flags
        while True:
            game = Game.new(rng.randrange(10**6), rng.randrange(4), rules)
            while game.phase in BIDDING_PHASES or game.phase is Phase.DOUBLING:
                seat = game.to_move
                assert seat is not None
                game.act(bot.choose(view(game.state, seat, reasons=False), _mine(game)))
            state, c = game.state, game.state.contract
            if c is None:
                continue  # everybody passed twice
            table = Table(c.trump_index, c.closed, flags, c.buyer, 0, state.leader, (), (0,) * 4)
            hands, leader = play_tricks(state.hands, table, 8 - _LEAD_LEFT[level])
            args = {
                "hands": [CardSet(h).codes for h in hands], "leader": leader,
                "t": c.trump_index, "closed": c.closed, "flags": flags, "trick": [],
            }  # fmt: skip
            values = grade(self.grader, args)
            if len(values) >= 2 and max(values.values()) - min(values.values()) >= _LEAD_SPREAD:
                return Position(args, leader)

    def prompt(self, ex: Exercise) -> Message:
        left = len(CardSet(ex.args["hands"][ex.seat or 0]))
        return Message.of("quiz.lead_prompt", seat=Seat(ex.seat or 0), n=left)
