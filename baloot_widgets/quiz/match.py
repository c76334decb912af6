"""The ``match_end`` exercise (RULES.md §11): the match stands at some score and one more
hand is scored: who has won the match, or is another hand played?  The grader is
``rules.match.scores_after(scores, result, target)``; the hand's result is scored by
``score_hand``, so a Gahwa hand really is one.

>>> from baloot_widgets.quiz import exercise
>>> ex = exercise("match_end", seed=1, level=2)
>>> ex.grader, sorted(ex.args)
('scores_after', ['result', 'scores', 'target'])
>>> ex.check(ex.solution).correct, [c.id for c in ex.choices]
(True, ['0', '1', 'none'])
"""

from __future__ import annotations

import random
from typing import Any

from ..i18n import Message, Team
from ..rules.contract import Contract
from ..rules.match import match_winner
from ..rules.ruleset import RuleSet
from ..rules.scoring import score_hand, total_abnat
from ..rules.sheet import HandScore
from .answers import read_choice
from .deals import random_contract
from .model import Choice, Exercise, Kind, Position
from .stakes import mark_choice

__all__ = ["MatchEnd"]

_TARGETS = {
    1: ("one", "neither"),
    2: ("both", "tie", "one"),
    3: ("gahwa", "void", "both"),
}


def _hand(rng: random.Random, *, gahwa: bool = False) -> HandScore:
    """A hand scored by the engine: a random contract and split of the Abnat in which
    both teams score (unless it is a Gahwa, which one team wins outright)."""
    while True:
        c = random_contract(rng, mode="hokum" if gahwa else None, doubled=gahwa)
        if gahwa:
            c = Contract(mode=c.mode, trump=c.trump, buyer=c.buyer, multiplier=4,
                         doubler=c.doubler, gahwa=True)  # fmt: skip
        total = total_abnat(c.mode)
        x = rng.randint(total // 3, total - total // 4)
        abnat = (x, total - x) if c.buyer_team == 0 else (total - x, x)
        won = round(8 * abnat[0] / total)
        result = score_hand(c, abnat=abnat, tricks=(won, 8 - won))
        if gahwa or min(result.points) > 0:
            return result


def _short_of(rng: random.Random, target: int, points: int) -> int:
    """A score from which ``points`` more stay short of ``target`` (when it can)."""
    top = max(0, target - 1 - points)
    return rng.randint(max(0, top - 50), top)


class MatchEnd(Kind):
    """Who has won the match after this hand?  Level 1: one team reaches the target, or
    neither; level 2: both teams reach it (the higher total wins; an exact tie plays
    another hand); level 3: a Gahwa hand (it wins the match at once) and a hand with no
    contract (nothing changes)."""

    name = "match_end"
    answer = "choice"
    grader = "scores_after"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        target = rules.match_target
        while True:
            kind = rng.choice(_TARGETS[level])
            result = None if kind == "void" else _hand(rng, gahwa=kind == "gahwa")
            p = (0, 0) if result is None else result.points
            near = [rng.randint(max(0, target - 40), target - 1) for _ in "ab"]
            if kind in ("one", "both", "tie"):  # team 0·2, or 1·3, reaches the target
                near = [target - p[t] + rng.randrange(max(1, p[t])) for t in (0, 1)]
            if kind == "one":
                loser = rng.randrange(2)
                near[loser] = _short_of(rng, target, p[loser])
            if kind == "tie":
                near[1] = near[0] + p[0] - p[1]
            if kind == "neither":
                near = [_short_of(rng, target, p[t]) for t in (0, 1)]
            scores = (near[0], near[1])
            if kind == "gahwa" and result is not None:  # the team behind wins the Gahwa
                behind = result.match_winner or 0
                scores = (min(scores), max(scores)) if behind == 0 else (max(scores), min(scores))
            if all(0 <= s < target for s in scores):
                return Position({"scores": scores, "result": result, "target": target})

    def solution(self, raw: tuple[tuple[int, int], int | None], ex: Exercise) -> str:
        return "none" if raw[1] is None else str(raw[1])

    def prompt(self, ex: Exercise) -> Message:
        return Message.of("match.prompt")

    def choices(self, ex: Exercise) -> tuple[Choice, ...]:
        wins = tuple(Choice(str(t), Message.of("match.won", team=Team(t))) for t in (0, 1))
        return (*wins, Choice("none", Message.of("match.another")))

    def read(self, ex: Exercise, answer: object) -> str:
        if isinstance(answer, int) and not isinstance(answer, bool):
            answer = str(answer)
        return read_choice(answer, ("0", "1", "none"))

    def reasons(self, ex: Exercise, value: str) -> list[Message]:
        a = ex.args
        scores, result, target = a["scores"], a["result"], a["target"]
        if result is None:
            return [Message.of("match.void", p0=scores[0], p1=scores[1])]
        if result.match_winner is not None:
            return [Message.of("match.gahwa", team=Team(result.match_winner))]
        after = (scores[0] + result.points[0], scores[1] + result.points[1])
        reached = [t for t in (0, 1) if after[t] >= target]
        winner = match_winner(after, target)
        if not reached:
            why = Message.of("match.neither", target=target)
        elif len(reached) == 1:
            why = Message.of("match.reached", team=Team(reached[0]), target=target)
        elif winner is None:
            why = Message.of("match.tie", target=target)
        else:
            why = Message.of("match.both", team=Team(winner), target=target)
        return [Message.of("match.after", p0=after[0], p1=after[1]), why]

    def show(self, ex: Exercise, value: str) -> Message:
        return next(c.label for c in self.choices(ex) if c.id == value)

    def board(self, ex: Exercise) -> dict[str, Any]:
        lang, a = ex.lang, ex.args
        result: HandScore | None = a["result"]
        hand: list[str] = ["—", "—"]
        note = Message.of("match.target", target=a["target"]).text(lang)
        if result is None:
            note += " " + Message.of("sheet.redeal").text(lang)
        elif result.match_winner is not None:
            hand[result.match_winner] = Message.of("match.gahwa_won").text(lang)
        else:
            hand = [str(p) for p in result.points]
        return {
            "note": note,
            "sheet": {
                "head": ["", *(Team(t).text(lang) for t in (0, 1))],
                "rows": [
                    [Message.of("stake.before").text(lang), *map(str, a["scores"])],
                    [Message.of("match.this_hand").text(lang), *hand],
                ],
            },
        }

    def marks(self, ex: Exercise, value: str) -> dict[str, dict[str, str]]:
        return mark_choice(ex, value)
