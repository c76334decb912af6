"""What the teacher's guide computes for each lesson plan, from the lesson itself: the
mistakes the engine names when a student is wrong in the lesson's exercises (in the class
report's own words), the refusals of a live table, and the lesson's exit ticket.

**Mistakes.**  For each exercise the lesson asks (its fixed ones, and a few seeded ones of
each practice kind, at the practice level), :func:`wrong_answers` gives every readable
wrong answer of a simple shape (another seat, another choice, a card more or less...), and
the engine grades it.  The reasons it gives that name a mistake (the feedback's
``mistake_keys``: each kind says which of its reasons name the learner's mistake) are
worded exactly as the class report words them (:func:`report_line`), so the teacher recognises them there.  Known
misconceptions come first, then the reasons the report names by a short phrase, then the
others, by how many positions gave them.  Puzzles add the review's reasons (a trick
lost, the last trick given away).

**Table refusals.**  :func:`table_refusals` plays seeded hands with random legal cards and
gathers why the engine refuses each other card of the hand (RULES.md §6), most frequent
first: what a student meets at a live table.

**Exit ticket.**  The questions of the lesson's section "Exit ticket" (Arabic "بطاقة
الخروج"), counted by kind (:func:`exit_ticket`).

>>> from baloot_widgets.teaching.answer_key import key_of_cells
>>> cells = [
...     {"cell_type": "markdown", "source": "# 99 · Tricks\\n## 1. Who wins"},
...     {"cell_type": "code", "source": 'LANG = "en"\\nfrom baloot_widgets.course import *'},
...     {"cell_type": "code", "source": 'Quiz(kinds=["trick_winner"], seed=3, count=2, lang=LANG)'},
...     {"cell_type": "markdown", "source": "## Exit ticket"},
...     {"cell_type": "code", "source": 'Quiz(kinds=["legal_cards", "trick_winner"], seed=5, count=3, lang=LANG)'},
... ]
>>> key = key_of_cells(cells)
>>> ticket = exit_ticket(key)
>>> ticket.where, ticket.count, dict(ticket.kinds)
('Exit ticket', 3, {'legal_cards': 2, 'trick_winner': 1})
>>> kinds_in_words(ticket.kinds, "en")
'2 × Which cards may be played?, 1 × Who wins the trick?'
>>> lines = lesson_mistakes(key, "en")
>>> len(lines) <= 4 and all(line and "…" not in line for line in lines)
True
>>> table_refusals("en", limit=2)
['did not follow the suit led while holding it', 'did not play a higher trump on a trump lead while holding one']
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import timezone
from typing import Literal

from ..classroom.report import summarize
from ..classroom.view import WHY, report_view, skill_name
from ..i18n import CATALOGUE, Lang, text
from ..play.explain import card_reasons
from ..puzzles.model import Puzzle
from ..quiz import Exercise, exercise
from ..quiz.misconceptions import MISCONCEPTIONS
from ..quiz.model import reason_key
from ..records.results import Attempt
from ..rules.engine import apply, legal_actions, new_hand
from ..rules.errors import BalootError
from .answer_key import LessonKey

__all__ = [
    "EXIT_HEADINGS",
    "ExitTicket",
    "exit_ticket",
    "kinds_in_words",
    "lesson_exercises",
    "lesson_mistakes",
    "report_line",
    "table_refusals",
    "wrong_answers",
]

#: the heading of a lesson's exit-ticket section, in each language
EXIT_HEADINGS: tuple[str, ...] = CATALOGUE["plans.exit_heading"]
#: seeded exercises of each practice kind tried (seeds 0 to PER_KIND - 1)
PER_KIND = 6
#: a section heading's number ("9. Who wins these tricks?" -> "9")
_NUMBER = re.compile(r"^\s*(\d+)\.\s*")
#: the misconceptions' catalogue keys: a known beginner's belief comes first
_MYTHS = frozenset(f"quiz.myth_{m.id}" for m in MISCONCEPTIONS)


@dataclass(frozen=True)
class ExitTicket:
    """A lesson's exit ticket: the section it is in (``where``), its fixed questions'
    ``count`` and their ``kinds`` (kind -> how many; ``"puzzle"`` or ``"number"`` for a
    puzzle or a typed blank), and the numbers of its quizzes in the lesson."""

    where: str
    count: int
    kinds: Counter[str]
    quizzes: tuple[int, ...]


def _heading(where: str) -> str:
    return _NUMBER.sub("", where).strip()


def exit_ticket(key: LessonKey) -> ExitTicket | None:
    """The exit ticket of a lesson (its questions whose section is "Exit ticket"), or None
    when the lesson has none."""
    asked = [q for q in key.questions if _heading(q.where) in EXIT_HEADINGS]
    if not asked:
        return None
    quizzes = tuple(sorted({q.quiz for q in asked}))
    return ExitTicket(asked[0].where, len(asked), Counter(q.kind for q in asked), quizzes)


def kinds_in_words(kinds: Mapping[str, int], lang: Lang) -> str:
    """Kinds of exercise and their counts, each kind by the title the Quiz shows (a
    puzzle and a typed number in words)."""

    def name(kind: str) -> str:
        if kind in ("puzzle", "number"):
            return text(f"plans.{kind}", lang)
        return skill_name(f"quiz:{kind}", lang)

    return text("plans.comma", lang).join(f"{n} × {name(kind)}" for kind, n in kinds.items())


def _board_cards(ex: Exercise) -> list[str]:
    board = ex.board()
    holder = board.get("hand") or board.get("row") or {}
    cards = list(holder.get("cards", [])) if isinstance(holder, dict) else []
    return cards or [code for _, code in ex.args.get("trick", ())]


def wrong_answers(ex: Exercise) -> list[object]:
    """Readable answers of ``ex`` of a simple shape, right ones included (the engine
    grades them): every other seat, team or choice, a number a little off, every other
    card, and the solution with one card more or less, or one call more or less.

    >>> ex = exercise("partner", seed=1)
    >>> sorted(wrong_answers(ex)) == sorted(s for s in range(4) if s != ex.solution)
    True
    """
    kind, s = ex.answer_type, ex.solution
    if kind == "seat":
        return [seat for seat in range(4) if seat != s]
    if kind == "team":
        return [1 - s]
    if kind == "number":
        return [s + d for d in (-10, -1, 1, 10) if s + d >= 0]
    if kind == "points":
        return [(s[0] + 10, s[1]), (s[0], s[1] + 10), (s[1], s[0])]
    if kind == "choice":
        return [c.id for c in ex.choices if c.id != s]
    if kind == "calls":
        ids = [c.id for c in ex.choices]
        return [[i for i in ids if (i in s) != (i == x)] for x in ids]
    cards = _board_cards(ex)
    if kind == "card":
        return [c for c in cards if c != getattr(s, "code", s)]
    solution = {getattr(c, "code", c) for c in s}
    return [sorted(solution ^ {c}) for c in cards]


def lesson_exercises(key: LessonKey, lang: Lang = "en") -> list[Exercise]:
    """The lesson's fixed exercises, then :data:`PER_KIND` seeded ones of each kind of its
    practice quizzes (at their level)."""
    out = [q.exercise.in_lang(lang) for q in key.questions if q.exercise is not None]
    for practice in key.practice:
        for kind in practice.kinds:
            if kind == "puzzles":
                continue
            out += [exercise(kind, seed=seed, level=practice.level or 1, lang=lang)
                    for seed in range(PER_KIND)]  # fmt: skip
    return out


Source = Literal["quiz", "puzzle"]


def report_line(key: str, said: str, lang: Lang, source: Source = "quiz", skill: str = "") -> str:
    """The class report's line for a wrong answer named by the reason ``key`` (the sentence
    ``said`` is the one the student read): the report's short phrase, else that sentence.

    >>> report_line("card.follow", "Seat 2 cannot play K♠: must follow ♦ (holds K♦)", "ar")
    'لم يتبع اللون الملعوب وهو عنده'
    """
    attempt = Attempt(learner="·", source=source, skill=skill, correct=False,
                      reasons=(said,), reason_keys=(key,), mistake_keys=(key,))  # fmt: skip
    mistakes = report_view(summarize([attempt], zone=timezone.utc), lang)["mistakes"]
    return str(mistakes[0]["why"]) if mistakes else ""


def _rank(key: str, positions: int) -> tuple[int, int, str]:
    return (0 if key in _MYTHS else 1 if key in WHY else 2, -positions, key)


def _gather(found: Iterable[tuple[str, str, Source, str]], lang: Lang, limit: int) -> list[str]:
    """Report lines of (key, sentence, source, skill) found once per position, best first."""
    positions: Counter[str] = Counter()
    example: dict[str, tuple[str, Source, str]] = {}
    for key, said, source, skill in found:
        positions[key] += 1
        example.setdefault(key, (said, source, skill))
    lines: list[str] = []
    for key in sorted(positions, key=lambda k: _rank(k, positions[k])):
        said, source, skill = example[key]
        line = report_line(key, said, lang, source, skill)
        if line and line not in lines:
            lines.append(line)
    return lines[:limit]


def _quiz_reasons(ex: Exercise) -> Iterable[tuple[str, str, Source, str]]:
    seen: dict[str, str] = {}
    for answer in wrong_answers(ex):
        try:
            feedback = ex.check(answer)
        except BalootError:
            continue
        if feedback.valid and not feedback.correct:
            said = dict(zip(feedback.reason_keys, feedback.reasons, strict=False))
            for key in feedback.mistake_keys:
                seen.setdefault(key, said.get(key, ""))
    return [(key, said, "quiz", ex.kind) for key, said in seen.items()]


def _puzzle_reasons(p: Puzzle, lang: Lang) -> Iterable[tuple[str, str, Source, str]]:
    seen: dict[str, str] = {}
    for card in p.legal:
        if card in p.solution:
            continue
        feedback = p.check(card, lang)
        said = {reason_key(m): m.text(lang) for m in feedback.messages[1:]}
        for key in feedback.mistake_keys:
            seen.setdefault(key, said.get(key, ""))
    theme = p.themes[0] if p.themes else ""
    return [(key, said, "puzzle", theme) for key, said in seen.items()]


def lesson_mistakes(key: LessonKey, lang: Lang = "en", limit: int = 4) -> list[str]:
    """The mistakes the engine names in the lesson's exercises, in the class report's
    words, at most ``limit`` (see the module docstring), but always the first mistake of
    each kind of the lesson's exit ticket (what the ticket tests, so what the teacher will
    see in the report), first."""
    found: list[tuple[str, str, Source, str]] = []
    for ex in lesson_exercises(key, lang):
        found += _quiz_reasons(ex)
    for q in key.questions:
        if q.puzzle is not None:
            found += _puzzle_reasons(q.puzzle, lang)
    ticket = exit_ticket(key)
    first: list[str] = []
    for kind in ticket.kinds if ticket is not None else ():
        source = "puzzle" if kind == "puzzle" else "quiz"
        own = [f for f in found if f[2] == source and (source == "puzzle" or f[3] == kind)]
        line = next((li for li in _gather(own, lang, len(own)) if li not in first), None)
        if line is not None:
            first.append(line)
    rest = [li for li in _gather(found, lang, len(found)) if li not in first]
    return (first + rest)[: max(limit, len(first))]


def table_refusals(lang: Lang = "en", hands: int = 40, limit: int = 3) -> list[str]:
    """Why the engine refuses a card at a live table, most frequent first: ``hands``
    seeded hands (half of them bought in Hokum) are played with random legal cards, and
    at every turn each card that may not be played gives its reason."""
    found: list[tuple[str, str, Source, str]] = []
    for seed in range(hands):
        rng, state = random.Random(seed), new_hand(seed=seed, dealer=seed % 4)
        while not state.is_over:
            actions = legal_actions(state)
            if not actions:
                break
            texts = [str(a) for a in actions]
            if any(" play " in t for t in texts):
                seat = state.to_move
                assert seat is not None  # a card is asked for: someone is to play
                reasons = card_reasons(state, seat)
                seen = {reason_key(m): m for m in reasons.values()}
                found += [(k, m.text(lang), "quiz", "legal_cards") for k, m in seen.items()]
                choice = [a for a, t in zip(actions, texts, strict=True) if " play " in t]
            else:
                wanted = "hokum" if seed % 2 else "sun"
                choice = [
                    a for a, t in zip(actions, texts, strict=True) if wanted in t or "open" in t
                ]
                choice = (
                    choice
                    or [a for a, t in zip(actions, texts, strict=True) if "pass" in t]
                    or actions
                )
            state = apply(state, rng.choice(choice))
    return _gather(found, lang, limit)
