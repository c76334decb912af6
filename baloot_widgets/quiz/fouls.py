"""Exercises about playing without a referee (RULES.md §10): is the card just played a
foul, and which one (``foul``)?  What does each team score when a seat calls Qayd
(``qayd_score``)?

Both positions are real hand records played with ``strict_legality=False`` (the engine
accepts an illegal card and records the foul); the grader is
``Game.from_record(record).state``: its fouls, and the result of the Qayd.

>>> from baloot_widgets.quiz import exercise
>>> ex = exercise("foul", seed=2, level=1)
>>> ex.grader, ex.solution in [c.id for c in ex.choices]
('state_of_record', True)
>>> ex = exercise("qayd_score", seed=2, level=1)
>>> ex.check(ex.solution).correct, ex.check("26 0 0").valid
(True, False)
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from ..i18n import Message, Seat, Team, Term
from ..play.game import Game
from ..play.view import view
from ..rules.actions import Declare, Play
from ..rules.cards import Card, CardSet
from ..rules.contract import Mode
from ..rules.engine import apply
from ..rules.play import PlayReason
from ..rules.ruleset import RuleSet
from ..rules.scoring import baloot_team_of
from ..rules.sheet import HandScore
from ..rules.state import FOUL_KINDS, HandState, Phase
from ..rules.tricks import legal_play_mask
from .answers import read_choice, read_pair
from .draw import contract_message, felt, names, row
from .hands import bought, choose_lock, finish_doubling, legal_plays, play_random, say
from .model import Choice, Exercise, Kind, Position
from .stakes import mark_choice

__all__ = ["Foul", "QaydScore", "foul_of"]

R = PlayReason
#: level -> what the card just played is about: (the clause of RULES §6 in force, and
#: the foul the card makes, None for a legal card)
_TARGETS: dict[int, tuple[tuple[frozenset[PlayReason], str | None], ...]] = {
    1: (
        (frozenset({R.FOLLOW, R.FOLLOW_OVERTRUMP, R.FOLLOW_TRUMP}), "revoke"),
        (frozenset({R.FOLLOW}), None),
    ),
    2: (
        (frozenset({R.VOID_TRUMP}), "trump"),
        (frozenset({R.VOID_OVERTRUMP}), "overtrump"),
        (frozenset({R.VOID_PARTNER}), None),
        (frozenset({R.FOLLOW, R.FOLLOW_OVERTRUMP, R.FOLLOW_TRUMP}), "revoke"),
    ),
    3: (
        (frozenset({R.VOID_UNDERTRUMP}), "undertrump"),
        (frozenset({R.LEAD_CLOSED}), "closed_lead"),
        (frozenset({R.FOLLOW_OVERTRUMP}), "overtrump"),
        (frozenset({R.FOLLOW_TRUMP}), None),
    ),
}
#: the fouls a card can make (a false Akka and a false Sawa are not about one card's suit)
_CARD_FOULS = tuple(k for k in FOUL_KINDS if k not in ("false_akka", "false_sawa"))


def foul_of(state: HandState, card: Card) -> str | None:
    """The foul the seat to move makes by playing ``card`` now (None: a legal card), as
    the engine records it when there is no referee."""
    seat = state.to_move
    assert seat is not None
    after = apply(state, Play(seat, card))
    return after.fouls[-1].kind if len(after.fouls) > len(state.fouls) else None


def _referee_off(rules: RuleSet) -> RuleSet:
    return rules if not rules.strict_legality else replace(rules, strict_legality=False)


def _declare_or_play(game: Game, rng: random.Random, declare: bool) -> None:
    """In trick 1 a seat first declares its best projects (when ``declare``); then a
    random legal card."""
    options = [a for a in game.legal_actions() if isinstance(a, Declare)]
    if declare and options:
        game.act(options[0])
    play_random(game, rng)


class Foul(Kind):
    """Was the card just played a foul, and which?  Level 1: not following suit, or a
    legal card of the suit led; level 2: a void player who does not trump or over-trump,
    and a discard while partner wins (no foul); level 3: trumping under, the closed-Hokum
    lead, trumps led (beat the highest trump when you can)."""

    name = "foul"
    answer = "choice"
    grader = "state_of_record"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        rules = _referee_off(rules)
        for tries in range(400):
            clauses, wanted = rng.choice(_TARGETS[level if tries < 300 else 1])
            closed = R.LEAD_CLOSED in clauses
            mode: Mode = "sun" if level == 1 and rng.random() < 0.3 else "hokum"
            game = bought(rng, mode, rules)
            if closed and game.phase is Phase.DOUBLING:
                say(game, "double closed" if rules.closed_hokum_chooser == "caller" else "double")
            finish_doubling(game)
            while game.phase is Phase.PLAY:
                state = game.state
                if legal_play_mask(state)[1] in clauses and rng.random() < 0.6:
                    hand = CardSet(state.hands[state.to_move or 0])
                    cards = [c for c in hand if foul_of(state, c) == wanted]
                    if cards and (wanted or len(legal_plays(state)) > 1):
                        game.act(Play(state.to_move or 0, rng.choice(cards)))
                        return Position({"record": game.to_record()}, state.to_move)
                play_random(game, rng)
        raise RuntimeError("no foul position for these rules")  # pragma: no cover

    def _states(self, ex: Exercise) -> tuple[HandState, HandState]:
        states = Game.from_record(ex.args["record"]).states
        return states[-2], states[-1]

    def _played(self, ex: Exercise) -> tuple[int, Card]:
        action = self._states(ex)[1].history[-1]
        assert isinstance(action, Play)
        return action.seat, action.card

    def solution(self, raw: HandState, ex: Exercise) -> str:
        last = raw.cards_played - 1
        return next((f.kind for f in raw.fouls if f.at == last), "none")

    def prompt(self, ex: Exercise) -> Message:
        seat, card = self._played(ex)
        return Message.of("fouls.prompt", seat=Seat(seat), card=card)

    def choices(self, ex: Exercise) -> tuple[Choice, ...]:
        out = [Choice("none", Message.of("fouls.none"))]
        out += [
            Choice(k, Message.of("fouls.choice", foul=Message.of(f"foul.{k}"))) for k in _CARD_FOULS
        ]
        return tuple(out)

    def read(self, ex: Exercise, answer: object) -> str:
        return read_choice(answer, [c.id for c in self.choices(ex)])

    def reasons(self, ex: Exercise, value: str) -> list[Message]:
        before, _ = self._states(ex)
        seat, card = self._played(ex)
        seen = view(before, seat)
        why = seen.reasons.get(card)  # the engine's sentence, with its rule
        if why is not None:
            return [why]
        allowed = CardSet(a.card for a in legal_plays(before))
        return [Message.of("fouls.legal", card=card, seat=Seat(seat), allowed=allowed)]

    def praise(self, ex: Exercise, value: str) -> list[Message]:
        return self.reasons(ex, value)

    def show(self, ex: Exercise, value: str) -> Message:
        return next(c.label for c in self.choices(ex) if c.id == value)

    def board(self, ex: Exercise) -> dict[str, Any]:
        before, after = self._states(ex)
        seat = self._played(ex)[0]
        lang = ex.lang
        c = after.contract
        assert c is not None
        trick = [((before.leader + i) % 4, Card(x)) for i, x in enumerate(after.trick or ())]
        if not after.trick:  # the card closed the trick: show it whole
            done = after.tricks[-1]
            trick = [((done.leader + i) % 4, Card(x)) for i, x in enumerate(done.cards)]
        hand = CardSet(before.hands[seat])
        return {
            "contract": contract_message(c).text(lang),
            "felt": felt(seat, lang, trick=trick, roles=False),
            "hand": row(Message.of("fouls.hand_before", seat=Seat(seat)), hand, lang),
            "names": names([*hand, *(x for _, x in trick)], lang),
        }

    def marks(self, ex: Exercise, value: str) -> dict[str, dict[str, str]]:
        return mark_choice(ex, value)


class QaydScore(Kind):
    """A seat calls Qayd: how many game points does each team score?  Level 1: an
    opponent catches a foul (26 in Sun, 16 in Hokum); level 2: doubled hands (x the
    multiplier) and false claims (no foul, or a claim against one's own partner); level 3:
    projects (the wronged team's, multiplied, only if they win the comparison) and Baloot."""

    name = "qayd_score"
    answer = "points"
    grader = "state_of_record"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        rules = _referee_off(rules)
        while True:
            target = rng.choice(_QAYD_TARGETS[level])
            game = self._attempt(rng, target, level, rules)
            if game is not None and _hits(target, game.state):
                return Position({"record": game.to_record()})

    def _attempt(self, rng: random.Random, target: str, level: int, rules: RuleSet) -> Game | None:
        mode: Mode = "sun" if rng.random() < 0.4 else "hokum"
        game = bought(rng, mode, rules)
        if (
            game.phase is Phase.DOUBLING
            and (level == 3 or target == "doubled")
            and rng.random() < 0.8
        ):
            say(game, "double")
            choose_lock(game, rng)  # a house rule may make the buyer choose open or closed
            if game.phase is Phase.DOUBLING and mode == "hokum" and rng.random() < 0.3:
                say(game, "triple")
        finish_doubling(game)
        foul_at = rng.randrange(4, 26)
        declare = level == 3 or rng.random() < 0.3
        offender = None
        while game.phase is Phase.PLAY and offender is None:
            state = game.state
            if state.cards_played >= foul_at and target != "no_foul":
                seat = state.to_move or 0
                legal = CardSet(a.card for a in legal_plays(state))
                illegal = CardSet(state.hands[seat]) - legal
                if illegal:
                    game.act(Play(seat, rng.choice(list(illegal))))
                    offender = seat
                    continue
            if state.cards_played >= foul_at and target == "no_foul":
                offender = -1
                continue
            _declare_or_play(game, rng, declare and not state.tricks)
        if offender is None:
            return None
        for _ in range(rng.randrange(4)):
            if game.phase is Phase.PLAY and len(game.state.tricks) < 7:
                play_random(game, rng)
        if game.phase is not Phase.PLAY:
            return None
        if target == "no_foul":
            claimer = rng.randrange(4)
        elif target == "partner":
            claimer = rng.choice((offender, (offender + 2) % 4))
        else:
            claimer = (offender + rng.choice((1, 3))) % 4
        game.act(f"p{claimer} qayd")
        return game

    def _game(self, ex: Exercise) -> Game:
        return Game.from_record(ex.args["record"])

    def solution(self, raw: HandState, ex: Exercise) -> tuple[int, int]:
        assert raw.result is not None
        return raw.result.points

    def prompt(self, ex: Exercise) -> Message:
        claim = self._game(ex).state.history[-1]
        return Message.of("fouls.qayd_prompt", seat=Seat(claim.seat))

    def read(self, ex: Exercise, answer: object) -> tuple[int, int]:
        return read_pair(answer)

    def reasons(self, ex: Exercise, value: tuple[int, int]) -> list[Message]:
        result = self._game(ex).state.result
        assert result is not None
        return [line.message for line in result.lines]

    def show(self, ex: Exercise, value: tuple[int, int]) -> Message:
        return Message.of("quiz.points", team0=Team(0), p0=value[0], p1=value[1], team1=Team(1))

    def board(self, ex: Exercise) -> dict[str, Any]:
        state, lang = self._game(ex).state, ex.lang
        c = state.contract
        assert c is not None
        heads = [Team(t).text(lang) for t in (0, 1)]
        heads[c.buyer_team] = Message.of("quiz.buyer_team", team=Team(c.buyer_team)).text(lang)
        cells: dict[str, list[list[str]]] = {
            k: [[], []] for k in ("projects", "baloot", "foul", "qayd")
        }
        for seat, projects in enumerate(state.declared):
            for p in projects:
                said = Message.of(
                    "quiz.project_of", project=Term(p.kind), cards=p.shown, seat=Seat(seat)
                )
                cells["projects"][seat & 1].append(said.text(lang))
        holder = state.baloot
        if (
            holder is not None
            and baloot_team_of(holder, state.declared[holder], c, state.rules) is not None
        ):
            cells["baloot"][holder & 1].append(Seat(holder).text(lang))
        for f in state.fouls:
            assert f.card is not None  # the positions' fouls are cards
            foul = Message.of(f"foul.{f.kind}")
            said = Message.of("fouls.foul_of", seat=Seat(f.seat), foul=foul, card=Card(f.card))
            cells["foul"][f.seat & 1].append(said.text(lang))
        claimer = state.history[-1].seat
        cells["qayd"][claimer & 1].append(Seat(claimer).text(lang))
        titles = {
            "projects": "quiz.projects",
            "baloot": "term.baloot",
            "foul": "fouls.foul_row",
            "qayd": "fouls.qayd_row",
        }
        rows = [
            [Message.of(titles[k]).text(lang), *("; ".join(x) or "—" for x in cells[k])]
            for k in cells
            if k != "baloot" or any(cells[k])
        ]
        return {
            "contract": contract_message(c).text(lang),
            "sheet": {"head": ["", *heads], "rows": rows},
            "fields": [{"id": str(t), "label": Team(t).text(lang)} for t in (0, 1)],
        }


#: level -> what the Qayd is about
_QAYD_TARGETS = {
    1: ("valid",),
    2: ("doubled", "partner", "no_foul"),
    3: ("projects_won", "projects_lost", "baloot"),
}


def _hits(target: str, state: HandState) -> bool:
    """Whether a finished position teaches what ``target`` is about."""
    result: HandScore | None = state.result
    if result is None or state.phase is not Phase.DONE or result.match_winner is not None:
        return False
    keys = {line.key for line in result.lines}
    declared = any(state.declared)
    if target == "valid":
        return "qayd" in keys
    if target == "doubled":
        return "qayd" in keys and state.contract is not None and state.contract.multiplier > 1
    if target in ("partner", "no_foul"):
        return "qayd_false" in keys
    if target == "projects_won":
        return "project" in keys
    if target == "projects_lost":
        return declared and "project" not in keys
    return "baloot" in keys
