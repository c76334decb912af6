"""The ``score`` exercise (RULES.md §9): how many game points each team scores for a
hand, from its contract, card Abnat, tricks, projects and Baloot.  The feedback of a wrong
answer is the engine's own score sheet, line by line.

>>> from baloot_widgets.quiz import exercise
>>> ex = exercise("score", seed=3, level=1)
>>> ex.grader, ex.check(ex.solution).correct
('score_hand', True)
>>> ex.check("7 - 7").reasons[-1].startswith("Total:")
True
"""

from __future__ import annotations

import random
from typing import Any

from ..i18n import Message, Seat, Team, Term
from ..rules.cards import Card, CardSet, Rank
from ..rules.contract import Contract
from ..rules.projects import project_from_cards
from ..rules.ruleset import RuleSet
from ..rules.scoring import total_abnat
from ..rules.sheet import HandScore
from .answers import read_pair
from .deals import SEQUENCE, four_of, random_contract, run_of
from .draw import contract_message
from .graders import grade
from .model import Exercise, Kind, Position

__all__ = ["Score"]

_TARGETS = {
    1: ("made", "khasara"),
    2: ("sun_five", "hokum_17", "projects", "projects_khasara"),
    3: ("doubled", "doubled_tie", "tiebreak", "kaboot", "baloot"),
}


def _hits(target: str, score: HandScore, c: Contract) -> bool:
    keys = {line.key: dict(line.fields) for line in score.lines}
    verdict = keys.get("made") or keys.get("khasara") or {}
    if target in ("made", "khasara", "kaboot"):
        return score.outcome == target
    if target == "projects":
        return score.project_team is not None and score.outcome == "made"
    if target == "projects_khasara":
        return score.project_team is not None and score.outcome == "khasara"
    if target == "tiebreak":
        return bool(verdict) and verdict.get("tb") == verdict.get("td")
    if target in ("doubled", "doubled_tie", "baloot"):
        return target in keys
    return True  # sun_five, hokum_17: made so by the Abnat


def _random_project(rng: random.Random, taken: CardSet) -> list[Card] | None:
    """A run of 3-5 or four Kings, Queens, Jacks or Tens, of cards not ``taken``."""
    if rng.random() < 0.25:
        cards = four_of(rng.choice(SEQUENCE[1:5]))
    else:
        length = rng.choice((3, 3, 4, 5))
        cards = run_of(rng.randrange(4), rng.randrange(9 - length), length)
    return None if CardSet(cards) & taken else cards


class Score(Kind):
    """How many game points does each team score?  Level 1: a plain hand made or lost
    (Khasara); level 2: a Sun total ending in 5, the Hokum 17 rule, projects; level 3:
    doubled hands (a tie goes against the doubling team), the tie-break on Abnat, Kaboot
    and Baloot."""

    name = "score"
    answer = "points"
    grader = "score_hand"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        target = rng.choice(_TARGETS[level])
        while True:
            args = self._attempt(rng, target, rules)
            if args is not None and _hits(target, grade(self.grader, args), args["contract"]):
                return Position(args)

    def _attempt(self, rng: random.Random, target: str, rules: RuleSet) -> dict[str, Any] | None:
        mode = {"sun_five": "sun", "hokum_17": "hokum", "baloot": "hokum"}.get(target)
        c = random_contract(rng, mode=mode, doubled=target.startswith("doubled"))  # type: ignore[arg-type]
        if c.doubled:
            m = rng.choice((2, 2, 3, 4))
            c = Contract(mode=c.mode, trump=c.trump, buyer=c.buyer, multiplier=m, doubler=c.doubler)
        total, b = total_abnat(c.mode), c.buyer_team
        if target == "kaboot":
            sweeper = b if rng.random() < 0.7 else 1 - b
            abnat, tricks = [0, 0], [0, 0]
            abnat[sweeper], tricks[sweeper] = total, 8
        else:
            x = rng.randint(25, total - 25)
            if target == "sun_five":
                x = x - x % 10 + 5
            if target == "hokum_17":
                x = x - x % 10 + 6
            won = min(7, max(1, round(8 * x / total) + rng.choice((-1, 0, 1))))
            abnat = [x, total - x] if b == 0 else [total - x, x]
            tricks = [won, 8 - won] if b == 0 else [8 - won, won]
        projects: dict[int, list[str]] = {}
        taken = CardSet()
        wanted = {"projects": 1, "projects_khasara": 1, "kaboot": 1}.get(target, 0)
        for _ in range(rng.randint(wanted, 2) if target not in _TARGETS[1] else 0):
            cards = _random_project(rng, taken)
            if cards is not None:
                seat = rng.randrange(4)
                if seat not in projects:
                    projects[seat] = [CardSet(cards).codes]
                    taken = taken | cards
        holder = None
        if target == "baloot" and c.trump is not None:
            kq = {Card.of(Rank.KING, c.trump), Card.of(Rank.QUEEN, c.trump)}
            if kq & set(taken):
                return None
            holder = rng.randrange(4)
        return {
            "contract": c, "abnat": tuple(abnat), "tricks": tuple(tricks), "projects": projects,
            "baloot": holder, "dealer": rng.randrange(4), "rules": rules,
        }  # fmt: skip

    def solution(self, raw: HandScore, ex: Exercise) -> tuple[int, int]:
        return raw.points

    def prompt(self, ex: Exercise) -> Message:
        return Message.of("quiz.score_prompt")

    def read(self, ex: Exercise, answer: object) -> tuple[int, int]:
        return read_pair(answer)

    def reasons(self, ex: Exercise, value: tuple[int, int]) -> list[Message]:
        return [line.message for line in grade(self.grader, ex.args).lines]

    def show(self, ex: Exercise, value: tuple[int, int]) -> Message:
        return Message.of("quiz.points", team0=Team(0), p0=value[0], p1=value[1], team1=Team(1))

    def board(self, ex: Exercise) -> dict[str, Any]:
        lang, args = ex.lang, ex.args
        c: Contract = args["contract"]
        heads = [Team(t).text(lang) for t in (0, 1)]
        heads[c.buyer_team] = Message.of("quiz.buyer_team", team=Team(c.buyer_team)).text(lang)
        projects: list[list[str]] = [[], []]
        declared = args.get("projects") or {}  # score_hand's defaults: none, and no Baloot
        for seat, items in sorted(declared.items()):
            for cards in items:
                p = project_from_cards(cards, c)
                said = Message.of(
                    "quiz.project_of", project=Term(p.kind), cards=p.shown, seat=Seat(seat)
                )
                projects[seat & 1].append(said.text(lang))
        rows = [
            [Term("abnat").text(lang), *map(str, args["abnat"])],
            [Message.of("quiz.tricks").text(lang), *map(str, args["tricks"])],
        ]
        if declared:
            rows.append(
                [Message.of("quiz.projects").text(lang), *("; ".join(p) or "—" for p in projects)]
            )
        if args.get("baloot") is not None:
            seat = args["baloot"]
            cells = ["—", "—"]
            cells[seat & 1] = Seat(seat).text(lang)
            rows.append([Term("baloot").text(lang), *cells])
        return {
            "contract": contract_message(c).text(lang),
            "sheet": {"head": ["", *heads], "rows": rows},
            "fields": [{"id": str(t), "label": Team(t).text(lang)} for t in (0, 1)],
        }
