"""The ``calls`` exercise (RULES.md §4-§5): which calls may this seat make now?  The
position is a real hand record: cards dealt by the engine (some named, to reach Kawesh
hands and Ace floor cards), then an auction played call by call.  Its grader is
``Game.from_record(record).legal_actions()``.

>>> from baloot_widgets.quiz import exercise
>>> ex = exercise("calls", seed=5, level=3)
>>> ex.grader, ex.args["record"]["format"]
('legal_actions', 'baloot-widgets/hand')
>>> ex.check(["pass"]).correct, ex.check(["pass", "dance"]).valid
(False, False)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..i18n import Join, Lang, Message, Seat
from ..play.game import Game
from ..play.view import SeatView
from ..rules.actions import Action, parse_action
from ..rules.cards import Card, CardSet, Rank, Suit
from ..rules.engine import apply
from ..rules.errors import IllegalActionError
from ..rules.ruleset import RuleSet
from ..rules.state import Phase
from .answers import read_words
from .deals import draw
from .draw import contract_message, felt, names, row
from .model import Choice, Exercise, Kind, Position, keys_of

__all__ = ["Auction", "Calls", "call_id", "call_label"]

#: target -> the calls made before the question (each by the seat to move)
_SCRIPTS: dict[str, tuple[str, ...]] = {
    "open": (),
    "open_late": ("pass", "pass"),
    "open_ace": ("pass", "pass"),
    "after_hokum": ("pass", "hokum"),
    "hokum_extra": ("pass", "hokum", "pass", "pass"),
    "gablak": ("pass", "pass", "sun"),
    "round2": ("pass",) * 4,
    "kawesh": (),
    "confirm2": ("pass",) * 5 + ("hokum", "pass", "pass"),
    "double": ("hokum", "pass", "pass", "pass", "hokum"),
    "sun_double": ("sun",),
    "triple": ("hokum", "pass", "pass", "pass", "hokum", "double"),
    "four": ("hokum", "pass", "pass", "pass", "hokum", "double", "triple"),
    "gahwa": ("hokum", "pass", "pass", "pass", "hokum", "double", "triple", "four"),
    "kawesh_late": ("pass",) * 4,
}
_TARGETS = {
    1: ("open", "open_late", "open_ace"),
    2: ("after_hokum", "hokum_extra", "gablak", "round2", "kawesh"),
    3: ("confirm2", "double", "sun_double", "triple", "four", "gahwa", "kawesh_late"),
}
_BIDS = ("pass", "hokum", "sun", "ashkal", "kawesh")
_DOUBLES = ("pass", "double", "double closed", "triple", "four", "four closed", "gahwa")
_CONFIRM = ("pass", *(f"hokum {s.letter}" for s in Suit), "sun")
_NAMES = {
    w: f"name.{w}"
    for w in ("pass", "hokum", "sun", "ashkal", "kawesh", "double", "triple", "four", "gahwa")
}
_LOW = CardSet([Card.of(r, s) for r in (Rank.SEVEN, Rank.EIGHT, Rank.NINE) for s in Suit])


def call_id(action: Action) -> str:
    """A call without its seat: ``"double closed"``, ``"hokum S"``."""
    return str(action).split(" ", 1)[1]


def call_label(call: str) -> Message:
    """A call as the learner reads it: "Double (closed)", "Hokum ♠"."""
    word, _, extra = call.partition(" ")
    if extra == "closed":
        return Message.of("quiz.call_closed", name=Message.of(_NAMES[word]))
    if extra:
        return Message.of("quiz.mode_hokum", suit=Suit.parse(extra).symbol)
    return Message.of(_NAMES[word])


def _deal(rng: random.Random, target: str, dealer: int) -> list[CardSet] | None:
    """Five cards a seat and the floor card (last): an Ace floor for ``open_ace``, no Ace
    for ``open_late``, a Kawesh hand for the seat that speaks after the script."""
    cards: list[CardSet] = [CardSet()] * 4
    taken = CardSet()
    if target in ("kawesh", "kawesh_late"):
        seat = (dealer + 1) % 4
        cards[seat] = draw(rng, 5, among=_LOW)
        taken = cards[seat]
    for s in range(4):
        if not cards[s]:
            cards[s] = draw(rng, 5, taken=taken)
            taken = taken | cards[s]
    aces = CardSet([Card.of(Rank.ACE, s) for s in Suit]) - taken
    pool = (
        aces if target == "open_ace" else None if target != "open_late" else CardSet.full() - aces
    )
    if pool is not None and not pool - taken:
        return None  # every Ace is in a hand
    return [*cards, draw(rng, 1, taken=taken, among=pool)]


class Auction(Kind):
    """A kind whose position is a hand record stopped in the auction or the doubling
    (``args["record"]``): the seat to move answers, and the board shows what it sees."""

    def seat_of(self, args: Mapping[str, Any]) -> int | None:
        return Game.from_record(args["record"]).to_move

    def _game(self, ex: Exercise) -> Game:
        return Game.from_record(ex.args["record"])

    def seen(self, ex: Exercise) -> SeatView:
        """What the seat to answer may see (the only way the position reaches the page)."""
        return self._game(ex).view(ex.seat or 0)

    def board(self, ex: Exercise) -> dict[str, Any]:
        v, lang = self.seen(ex), ex.lang
        said: dict[int, list[Message]] = {}
        for action in v.history:
            said.setdefault(action.seat, []).append(call_label(call_id(action)))
        calls = {s: Message.of("quiz.value", value=Join(tuple(m), " · ")) for s, m in said.items()}
        counts = {s: n for s, n in enumerate(v.hand_counts) if s != v.seat}
        floor = None if v.floor_taken else v.floor
        out: dict[str, Any] = {
            "felt": felt(v.seat, lang, calls=calls, dealer=v.dealer, floor=floor, counts=counts),
            "hand": row(Message.of("quiz.your_hand"), v.hand, lang),
            "names": names([*v.hand, v.floor], lang),
        }
        return out | contract_and_scores(v, lang)


def contract_and_scores(v: SeatView, lang: Lang) -> dict[str, str]:
    """A board's contract (when there is one) and the match scores as its note (when the
    match has begun)."""
    out: dict[str, str] = {}
    if v.contract is not None:
        out["contract"] = contract_message(v.contract).text(lang)
    if any(v.match_scores):
        out["note"] = Message.of(
            "quiz.match_scores", p0=v.match_scores[0], p1=v.match_scores[1]
        ).text(lang)
    return out


class Calls(Auction):
    """Which calls may you make now?  Level 1: the first round (Ashkal only for the dealer
    and the dealer's left, never on an Ace); level 2: after a Hokum, a Gablak window, the
    second round, a Kawesh hand; level 3: naming the trump in round 2 and the doubling
    chain (Double, Triple, Four, Gahwa, a Sun doubled only over 100)."""

    name = "calls"
    answer = "calls"
    grader = "legal_actions"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        while True:
            target = rng.choice(_TARGETS[level])
            dealer = rng.randrange(4)
            scores = (0, 0)
            if target == "sun_double":  # the buyer's team over 100, the defenders under
                high, low = rng.randint(101, 145), rng.randint(10, 99)
                scores = (high, low) if (dealer + 1) & 1 == 0 else (low, high)
            deal = _deal(rng, target, dealer)
            if deal is None:
                continue
            *hands, floor = deal
            game = Game.from_hands(hands, next(iter(floor)), dealer=dealer, rules=rules,
                                   seed=rng.randrange(10**6), match_scores=scores)  # fmt: skip
            try:
                for word in _SCRIPTS[target]:
                    game.act(f"p{game.to_move} {word}")
            except IllegalActionError:
                continue  # these rules do not allow the script
            legal = {call_id(a) for a in game.legal_actions()}
            if game.to_move is not None and legal and legal < set(self._vocabulary_of(game)):
                return Position({"record": game.to_record()}, seat=game.to_move)

    def _vocabulary_of(self, game: Game) -> tuple[str, ...]:
        if game.phase is Phase.DOUBLING:
            return _DOUBLES
        if game.phase is Phase.CONFIRM:
            return _CONFIRM if game.state.auction.round == 2 else ("pass", "hokum", "sun")
        return _BIDS

    def solution(self, raw: list[Action], ex: Exercise) -> tuple[str, ...]:
        legal = {call_id(a) for a in raw}
        return tuple(w for w in self._vocabulary_of(self._game(ex)) if w in legal)

    def prompt(self, ex: Exercise) -> Message:
        return Message.of("quiz.calls_prompt", seat=Seat(ex.seat or 0))

    def choices(self, ex: Exercise) -> tuple[Choice, ...]:
        return tuple(Choice(w, call_label(w)) for w in self._vocabulary_of(self._game(ex)))

    def read(self, ex: Exercise, answer: object) -> frozenset[str]:
        return read_words(answer, self._vocabulary_of(self._game(ex)))

    def correct(self, ex: Exercise, value: frozenset[str]) -> bool:
        return value == frozenset(ex.solution)

    def reasons(self, ex: Exercise, value: frozenset[str]) -> list[Message]:
        game = self._game(ex)
        seat = game.to_move or 0
        out: list[Message] = []
        for word in self._vocabulary_of(game):
            if word not in value or word in ex.solution:
                continue
            action = parse_action(f"p{seat} {word}")
            try:
                apply(game.state, action)
            except IllegalActionError as refused:
                out.append(Message.of("refuse.rule", text=refused.reason, rule=refused.rule))
            else:  # accepted as another call: an Ashkal without the right is a Sun
                out.append(Message.of("quiz.ashkal_is_sun", seat=Seat(seat)))
        missed = [w for w in ex.solution if w not in value]
        if missed:
            calls = Join(tuple(call_label(w) for w in missed), words="join.list")
            out.append(Message.of("quiz.calls_missed", seat=Seat(seat), calls=calls))
        return out

    def mistakes(
        self, ex: Exercise, value: frozenset[str], reasons: Sequence[Message]
    ) -> tuple[str, ...]:
        return keys_of(reasons)  # each call refused, and the calls left out

    def show(self, ex: Exercise, value: Any) -> Message:
        order = self._vocabulary_of(self._game(ex))
        return Message.of(
            "quiz.value",
            value=Join(tuple(call_label(w) for w in order if w in value), words="join.list"),
        )

    def marks(self, ex: Exercise, value: frozenset[str]) -> dict[str, dict[str, str]]:
        out = {}
        for word in self._vocabulary_of(self._game(ex)):
            if word in value:
                out[word] = "right" if word in ex.solution else "wrong"
            elif word in ex.solution:
                out[word] = "missed"
        return {"choices": out}
