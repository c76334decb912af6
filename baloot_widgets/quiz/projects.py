"""Exercises about projects (RULES.md §7): which projects a hand declares (``projects``)
and whose projects count when both teams declare (``project_winner``).

>>> from baloot_widgets.quiz import exercise
>>> ex = exercise("projects", seed=2, level=1)
>>> ex.grader, [c.id for c in ex.choices] == sorted(c.id for c in ex.choices)
('find_projects', False)
>>> ex.check(ex.solution).correct, ex.check("none hundred sira fifty").correct
(True, False)
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from ..i18n import Join, Message, Seat, Team, Term
from ..rules.cards import Card, CardSet, Rank
from ..rules.contract import Contract, Mode
from ..rules.errors import NotationError
from ..rules.projects import (
    PROJECT_ABNAT,
    Project,
    all_projects,
    find_projects,
    parse_project_kinds,
)
from ..rules.ruleset import RuleSet
from .answers import read_team
from .deals import SEQUENCE, draw, four_of, random_contract, run_of
from .draw import contract_message, felt, mode_message, names, row
from .graders import grade
from .model import Choice, Exercise, Kind, Position, Unreadable

__all__ = ["ProjectWinner", "Projects", "kinds_id"]

#: kinds in the order they are listed ("Hundred + Sira")
_ORDER = ("four_hundred", "hundred", "fifty", "sira")
_QUADS = (Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)
_LOW = (Rank.NINE, Rank.EIGHT, Rank.SEVEN)
#: the answers that mean "no project", in English and in Arabic
_NO_PROJECT = frozenset({"none", "nothing", "لا شيء", "لا مشروع", "ولا شيء", "لا شي"})
_TARGETS = {1: ("run",), 2: ("quad", "aces", "low_quad", "two_runs"), 3: ("overlap", "long_run")}


def canonical(kinds: Iterable[str]) -> tuple[str, ...]:
    """Project kinds in listing order (the strongest first)."""
    return tuple(sorted(kinds, key=_ORDER.index))


def kinds_id(kinds: tuple[str, ...]) -> str:
    """The choice id of a declaration: ``"hundred+sira"``, ``"none"``."""
    return "+".join(kinds) or "none"


def _core(rng: random.Random, target: str) -> list[Card]:
    """The cards a hand is built around for ``target``."""
    suit = rng.randrange(4)
    if target == "run":
        length = rng.choice((3, 3, 4, 4, 5))
        return run_of(suit, rng.randrange(9 - length), length)
    if target == "quad":
        return four_of(rng.choice(_QUADS))
    if target == "aces":
        return four_of(Rank.ACE)
    if target == "low_quad":
        return four_of(rng.choice(_LOW)) + (
            run_of(suit, rng.randrange(3), 3) if rng.random() < 0.5 else []
        )
    if target == "two_runs":
        other = (suit + rng.randrange(1, 4)) % 4
        return run_of(suit, rng.randrange(6), 3) + run_of(
            other, rng.randrange(5), rng.choice((3, 4))
        )
    if target == "overlap":
        top = rng.randrange(1, 4)  # the run through K, Q or J of one suit and the four of them
        return list(dict.fromkeys(four_of(SEQUENCE[top]) + run_of(suit, top - rng.randrange(2), 4)))
    return run_of(suit, rng.randrange(3), rng.choice((6, 6, 7)))  # a long run: one Hundred


def _fits(target: str, hand: CardSet, c: Contract, rules: RuleSet) -> bool:
    found = find_projects(hand, c, rules=rules)
    every = all_projects(hand.mask, c.mode)
    if target == "run":
        return len(found) == 1 and all(p.run for p in every) and len(every) == 1
    if target in ("quad", "aces"):
        return any(not p.run for p in found)
    if target == "two_runs":
        return len(found) == 2 and all(p.run for p in found)
    if target == "overlap":
        return _overlap(every)
    if target == "long_run":
        return any(len(p.cards) >= 6 for p in found)
    return True  # low_quad


class Projects(Kind):
    """Which projects does this hand declare?  Level 1: one run (in sequence order A K Q
    J 10 9 8 7); level 2: four of a kind, four Aces (Sun or Hokum), four 9s that are
    nothing, two runs; level 3: a card wanted by two projects, a run of six or more."""

    name = "projects"
    answer = "choice"
    grader = "find_projects"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        target = rng.choice(_TARGETS[level])
        while True:
            c = random_contract(rng)
            core = CardSet(_core(rng, target))
            hand = core | draw(rng, 8 - len(core), taken=core)
            if _fits(target, hand, c, rules):
                return Position({"hand": hand.codes, "contract": c, "rules": rules})

    def solution(self, raw: list[Project], ex: Exercise) -> tuple[str, ...]:
        return canonical(p.kind for p in raw)

    def prompt(self, ex: Exercise) -> Message:
        return Message.of("quiz.projects_prompt", mode=mode_message(ex.args["contract"]))

    def _options(self, ex: Exercise) -> list[tuple[str, ...]]:
        """The right declaration among up to three mistakes, in an order that says nothing."""
        hand, c = CardSet(ex.args["hand"]), ex.args["contract"]
        right = canonical(p.kind for p in find_projects(hand, c, rules=ex.rules))
        every = all_projects(hand.mask, c.mode)
        wrong = [canonical(p.kind for p in every), ()]
        for i, kind in enumerate(right):  # one project taken for its neighbour
            swap = {"sira": "fifty", "fifty": "sira", "hundred": "fifty"}.get(kind, "hundred")
            wrong.append(canonical((*right[:i], swap, *right[i + 1 :])))
        for p in every:  # a long run split in two
            split = {6: ("sira", "sira"), 7: ("fifty", "sira"), 8: ("hundred", "sira")}
            if p.run and len(p.cards) in split:
                wrong.insert(0, canonical(split[len(p.cards)]))
        if _low_quad(hand):  # four 9s taken for a Hundred
            wrong.insert(0, canonical((*right, "hundred")))
        wrong += [("sira",), ("fifty",), ("hundred",), ("sira", "sira")]
        options = [right]
        for option in wrong:
            if option not in options and len(options) < 4:
                options.append(option)
        return sorted(options, key=lambda o: (sum(PROJECT_ABNAT[k] for k in o), o))

    def choices(self, ex: Exercise) -> tuple[Choice, ...]:
        return tuple(Choice(kinds_id(o), self.show(ex, o)) for o in self._options(ex))

    def read(self, ex: Exercise, answer: object) -> tuple[str, ...]:
        if isinstance(answer, str):
            words = answer.replace("+", " ").replace(",", " ").replace("،", " ").split()
        elif isinstance(answer, (list, tuple)) and all(isinstance(w, str) for w in answer):
            words = list(answer)
        else:
            raise Unreadable(Message.of("quiz.how_projects"))
        if " ".join(words).lower() in _NO_PROJECT or answer == ():
            return ()  # the empty tuple is how the solution writes "no project"
        if not words:
            raise Unreadable(Message.of("quiz.how_projects"))
        try:
            return canonical(parse_project_kinds(" ".join(words)))
        except NotationError:
            raise Unreadable(Message.of("quiz.how_projects")) from None

    def _declared(self, ex: Exercise) -> Message:
        found = find_projects(ex.args["hand"], ex.args["contract"], rules=ex.rules)
        if not found:
            return Message.of("quiz.declares_nothing")
        shown = tuple(
            Message.of("sheet.project_name", name=Term(p.kind), cards=p.shown) for p in found
        )
        return Message.of("quiz.declares", projects=Join(shown))

    def reasons(self, ex: Exercise, value: tuple[str, ...]) -> list[Message]:
        hand, c = CardSet(ex.args["hand"]), ex.args["contract"]
        out = [self._declared(ex)]
        every = all_projects(hand.mask, c.mode)
        if _low_quad(hand):
            out.append(Message.of("quiz.proj_low_quad"))
        if any(p.top.rank == Rank.ACE and not p.run for p in every):
            out.append(Message.of("quiz.proj_aces", mode=mode_message(c)))
        if any(len(p.cards) >= 5 and p.run for p in every):
            out.append(Message.of("quiz.proj_long_run"))
        if _overlap(every):
            out.append(Message.of("quiz.proj_overlap"))
        if any(p.run for p in every):
            out.append(Message.of("quiz.proj_sequence"))
        return out

    def praise(self, ex: Exercise, value: tuple[str, ...]) -> list[Message]:
        return [self._declared(ex)]

    def show(self, ex: Exercise, value: tuple[str, ...]) -> Message:
        if not value:
            return Message.of("quiz.no_project")
        return Message.of("quiz.value", value=Join(tuple(Term(k) for k in value)))

    def board(self, ex: Exercise) -> dict[str, Any]:
        hand, lang = CardSet(ex.args["hand"]), ex.lang
        return {
            "contract": mode_message(ex.args["contract"]).text(lang),
            "row": row(Message.of("quiz.the_hand"), hand, lang),
            "names": names(hand, lang),
        }

    def marks(self, ex: Exercise, value: tuple[str, ...]) -> dict[str, dict[str, str]]:
        return {"choices": {kinds_id(value): "wrong", kinds_id(ex.solution): "right"}}


def _overlap(projects: list[Project]) -> bool:
    """Whether some card is in two of these projects."""
    seen = 0
    for p in projects:
        if seen & p.cards.mask:
            return True
        seen |= p.cards.mask
    return False


def _low_quad(hand: CardSet) -> bool:
    return any(all(Card.of(r, s) in hand for s in range(4)) for r in _LOW)


# ---- whose projects count -----------------------------------------------------------

#: (kind, run) of the projects compared at level 1 (different categories)
_CATEGORY = (("sira", True), ("fifty", True), ("hundred", True), ("hundred", False))


def _project_cards(kind: str, run: bool, suit: int, top: int) -> list[Card]:
    """The cards of a project of ``kind``: a run from the ``top``-th rank, or four of a kind."""
    if not run:
        return four_of(_QUADS[top % 4] if kind == "hundred" else Rank.ACE)
    return run_of(suit, top, {"sira": 3, "fifty": 4, "hundred": 5}[kind])


class ProjectWinner(Kind):
    """Both teams declared: whose projects count?  Level 1: different kinds; level 2:
    the same kind (higher top card in sequence order), a run Hundred against four of a
    kind; level 3: in Hokum a trump run beats a plain one, and a full tie goes to the
    player who plays first in trick 1."""

    name = "project_winner"
    answer = "team"
    grader = "score_hand"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        while True:
            mode: Mode = "sun" if level == 1 else rng.choice(("sun", "hokum"))
            c = random_contract(rng, mode="hokum" if level == 3 else mode)
            seats = [rng.randrange(4)]
            seats.append((seats[0] + rng.choice((1, 3))) % 4)
            if level == 1:
                (k0, r0), (k1, r1) = rng.sample(_CATEGORY, 2)
                tops = [rng.randrange(4), rng.randrange(4)]
            elif level == 2:
                k0, r0 = rng.choice(_CATEGORY)
                k1, r1 = (k0, r0) if r0 else ("hundred", True)
                tops = rng.sample(range(4), 2)
            else:
                k0 = k1 = rng.choice(("sira", "fifty"))
                r0 = r1 = True
                tops = [rng.randrange(4)] * 2
            suits = rng.sample(range(4), 2)
            if level == 3 and rng.random() < 0.5 and c.trump is not None:
                suits[rng.randrange(2)] = int(c.trump)
            p0 = _project_cards(k0, r0, suits[0], tops[0])
            p1 = _project_cards(k1, r1, suits[1], tops[1])
            if set(p0) & set(p1) or (level == 3 and rules.equal_projects_cancel):
                continue
            abnat = (65, 65) if c.mode == "sun" else (81, 81)
            projects = {seats[0]: [CardSet(p0).codes], seats[1]: [CardSet(p1).codes]}
            args = {"contract": c, "abnat": abnat, "tricks": (4, 4), "projects": projects,
                    "dealer": rng.randrange(4), "rules": rules}  # fmt: skip
            return Position(args)

    def solution(self, raw: Any, ex: Exercise) -> int | None:
        team: int | None = raw.project_team
        return team

    def prompt(self, ex: Exercise) -> Message:
        first = (ex.args["dealer"] + 1) % 4
        if ex.rules.bidder_leads_first:
            first = ex.args["contract"].buyer
        return Message.of("quiz.winner_prompt", first=Seat(first))

    def choices(self, ex: Exercise) -> tuple[Choice, ...]:
        return tuple(Choice(str(t), Message.of("quiz.value", value=Team(t))) for t in (0, 1))

    def read(self, ex: Exercise, answer: object) -> int:
        return read_team(answer)

    def _best(self, ex: Exercise) -> dict[int, tuple[int, Project]]:
        c = ex.args["contract"]
        best: dict[int, tuple[int, Project]] = {}
        for seat, items in ex.args["projects"].items():
            for p in find_projects(items[0], c, rules=ex.rules):
                if seat & 1 not in best or p.key(c, ex.rules) > best[seat & 1][1].key(c, ex.rules):
                    best[seat & 1] = (seat, p)
        return best

    def reasons(self, ex: Exercise, value: int) -> list[Message]:
        c, best = ex.args["contract"], self._best(ex)
        win, lose = best[ex.solution], best[1 - ex.solution]
        a, b = win[1].key(c, ex.rules), lose[1].key(c, ex.rules)
        step = next((i for i in range(3) if a[i] != b[i]), 3)
        key = ("quiz.pw_category", "quiz.pw_top", "quiz.pw_trump", "quiz.pw_order")[step]
        shown = [
            Message.of("sheet.project_name", name=Term(p.kind), cards=p.shown)
            for _, p in (win, lose)
        ]
        why = Message.of(key, winner=shown[0], loser=shown[1], seat=Seat(win[0]))
        sheet = [line.message for line in self._score(ex).lines if line.key == "projects_win"]
        return [why, *sheet]

    praise = reasons

    def _score(self, ex: Exercise) -> Any:
        return grade(self.grader, ex.args)

    def show(self, ex: Exercise, value: int) -> Message:
        return Message.of("quiz.value", value=Team(value))

    def board(self, ex: Exercise) -> dict[str, Any]:
        lang, projects = ex.lang, ex.args["projects"]
        hands = {seat: CardSet(items[0]) for seat, items in projects.items()}
        return {
            "contract": contract_message(ex.args["contract"]).text(lang),
            "felt": felt(0, lang, hands=hands, dealer=ex.args["dealer"], roles=False),
            "names": names([c for h in hands.values() for c in h], lang),
        }

    def marks(self, ex: Exercise, value: int) -> dict[str, dict[str, str]]:
        return {"choices": {str(value): "wrong", str(ex.solution): "right"}}
