"""The teacher's answer key of a lesson, read from the lesson itself.

A lesson notebook asks fixed exercises (``Quiz`` widgets with a seed or a list of
``exercises``, ``Puzzles`` from a seed, and probability blanks ``answer_N = ...`` checked by
``check_answer``) and fresh practice (``Quiz(..., seed=None)``, ``Puzzles(adaptive=True)``).
:func:`lesson_key` runs the lesson's code cells, as the student would, with a ``Quiz``, a
``Puzzles`` and a ``check_answer`` that record what they are given instead of showing it; the answer and the reason come from the engine (the
exercise's solution and its own sentences, or the value the lesson's check compares
with).  Nothing is typed by hand, so the key follows the lessons when they change, and the
students' notebooks never hold it.

>>> setup = 'LANG = "en"\\nfrom baloot_widgets.course import *'
>>> cells = [
...     {"cell_type": "markdown", "source": "# 99 · Points\\n## 1. Counting"},
...     {"cell_type": "code", "source": setup},
...     {"cell_type": "code", "source": 'Quiz(kinds=["abnat"], seed=1, count=2, lang=LANG)'},
...     {"cell_type": "markdown", "source": "## 2. Practice"},
...     {"cell_type": "code", "source": 'Quiz(kinds=["abnat"], seed=None, count=5, lang=LANG)'},
... ]
>>> key = key_of_cells(cells)
>>> key.title, len(key.questions), key.practice
('99 · Points', 2, (Practice(where='2. Practice', quiz=2, kinds=('abnat',), count=5, level=1),))
>>> first = key.questions[0]
>>> first.where, first.quiz, first.number, first.answer
('1. Counting', 1, 1, '6')
>>> first.why
'9♣ 0 + K♣ 4 + J♥ 2 + 7♣ 0 = 6.'
"""

from __future__ import annotations

import io
import json
import os
import re
import sys
import tempfile
from collections import Counter
from collections.abc import Iterable, Mapping
from contextlib import redirect_stdout
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..i18n import Lang
from ..i18n.bidi import plain_text
from ..probability.answers import check_answer
from ..puzzles.model import Puzzle
from ..puzzles.session import PuzzleSession
from ..puzzles.words import idea
from ..quiz import Exercise
from ..quiz.draw import board_text
from ..quiz.session import QuizSession
from ..rules.cards import CardSet

__all__ = ["LessonKey", "Practice", "Question", "key_of_cells", "lesson_key", "why"]

#: a markdown heading line: its level and its text
_HEADING = re.compile(r"^(#{1,4})\s+(.*\S)\s*$", re.M)
#: a code cell that asks exercises (the cells after the last one are not run)
_ASKS = re.compile(r"\b(Quiz|Puzzles|check_answer)\(")


@dataclass(frozen=True)
class Question:
    """One fixed exercise of a lesson: the section it sits in (``where``), which quiz or
    check of the lesson it belongs to (``quiz``, from 1, counting the practice quizzes too,
    as the student meets them) and its place there (``number``,
    from 1), the ``question``, the ``answer`` and ``why``, as the engine says them; the
    :class:`~baloot_widgets.quiz.Exercise` itself for a Quiz, or the
    :class:`~baloot_widgets.puzzles.Puzzle` for a puzzle (both None for a typed blank)."""

    where: str
    quiz: int
    number: int
    question: str
    answer: str
    why: str
    exercise: Exercise | None = field(default=None, repr=False)
    puzzle: Puzzle | None = field(default=None, repr=False)
    #: the lesson's language (the puzzles' words; an exercise carries its own)
    lang: Lang = "en"

    @property
    def position(self) -> str:
        """What the question shows, in one line of the lesson's language, for a teacher
        to put it on the board: the contract, the seats (the one to answer, the dealer,
        open hands, calls), the trick so far, the hand or cards (:func:`board_text`); ""
        for a typed blank.

        >>> from baloot_widgets.quiz import exercise
        >>> Question("", 1, 1, "", "", "", exercise("legal_cards", seed=7)).position
        'Sun, bought by Seat 1 · Seat 1 (You) · trick so far: Seat 0 10♦ · Your hand: Q♦ 9♦ 7♣'
        """
        if self.exercise is not None:
            lang = self.exercise.lang
            return plain_text(board_text(self.exercise.board(), lang), lang)
        if self.puzzle is not None:
            return plain_text(board_text(self.puzzle.board(self.lang), self.lang), self.lang)
        return ""

    @property
    def kind(self) -> str:
        """The kind of exercise (``"legal_cards"``...), ``"puzzle"``, or ``"number"`` for a
        typed blank."""
        if self.puzzle is not None:
            return "puzzle"
        return "number" if self.exercise is None else self.exercise.kind


@dataclass(frozen=True)
class Practice:
    """A quiz of fresh positions (a new seed each run, so no fixed answers): where it is,
    which quiz of the lesson it is (from 1), its kinds, how many exercises (None: no end)
    and its level."""

    where: str
    quiz: int
    kinds: tuple[str, ...]
    count: int | None
    level: int


@dataclass(frozen=True)
class LessonKey:
    """The key of one lesson: its ``title``, its fixed ``questions`` in order and its
    ``practice`` quizzes."""

    title: str
    questions: tuple[Question, ...]
    practice: tuple[Practice, ...]

    def kinds(self) -> Counter[str]:
        """How many fixed questions of each kind the lesson asks."""
        return Counter(q.kind for q in self.questions)

    @property
    def practice_count(self) -> int | None:
        """How many practice exercises its fresh quizzes ask (None when one has no end)."""
        counts = [p.count for p in self.practice]
        return None if None in counts else sum(c or 0 for c in counts)


def why(ex: Exercise) -> str:
    """Why the solution of ``ex`` is right, on one line, in the engine's own sentences: the
    rule a right answer is told, else the working the exercise shows (a sum of Abnat, the
    lines of a score sheet); empty when the engine has no sentence for it (the calls).

    >>> from baloot_widgets.quiz import exercise
    >>> why(exercise("abnat", seed=0, level=1))
    '10♥ 10 + Q♦ 3 + A♣ 11 + Q♣ 3 = 27.'
    """
    lines = [m.text(ex.lang) for m in ex.spec.praise(ex, ex.solution)]
    lines = lines or [m.text(ex.lang) for m in ex.spec.reasons(ex, ex.solution)]
    return " · ".join(lines)


class _Recorder:
    """What a lesson's ``Quiz`` and ``check_answer`` are replaced with while it runs."""

    def __init__(self) -> None:
        self.where = ""
        self.asked = 0
        self.questions: list[Question] = []
        self.practice: list[Practice] = []

    def quiz(self, *args: Any, **options: Any) -> QuizSession:
        """Stands for ``Quiz(...)``: its arguments make the same run of exercises."""
        session = QuizSession(*args, **options)
        self.asked += 1
        fresh = options.get("seed", 0) is None  # new positions at every run: practice
        if session.given is None and (fresh or session.count is None):
            self.practice.append(
                Practice(self.where, self.asked, session.kinds, session.count, session.level)
            )
            return session
        for number in range(1, (session.count or 0) + 1):
            ex = session.exercise
            self.questions.append(
                Question(self.where, self.asked, number, ex.prompt, ex.solution_text(), why(ex), ex)
            )
            session.answer(ex.solution)
            session.next()
        return session

    def puzzles(self, *args: Any, **options: Any) -> PuzzleSession:
        """Stands for ``Puzzles(...)``: the same puzzles (and no ratings file); an
        adaptive run depends on the learner, so it is practice."""
        session = PuzzleSession(*args, **{**options, "ratings": None})
        self.asked += 1
        if session.adaptive:
            level = options.get("level") or 0
            self.practice.append(
                Practice(self.where, self.asked, ("puzzles",), session.count, level)
            )
            return session
        for number in range(1, session.count + 1):
            p, lang = session.puzzle, session.lang
            question = session.puzzle_prompt().text(lang)
            answer = " ".join(str(c) for c in CardSet(p.solution))
            said = idea(p.main_theme(session.theme)).text(lang)
            self.questions.append(
                Question(
                    self.where, self.asked, number, question, answer, said, puzzle=p, lang=lang
                )
            )
            session.answer(sorted(p.solution)[0])
            session.next()
        return session

    def check(self, answer: object, expected: float, **options: Any) -> object:
        if answer is ...:  # a blank the student fills in (not a worked example)
            self.asked += 1
            shown = f"{expected:,}" if float(expected).is_integer() else f"{expected:.6g}"
            hint = str(options.get("hint", ""))
            self.questions.append(Question(self.where, self.asked, 1, self.where, shown, hint))
        return check_answer(answer, expected, **options)


def _source(cell: Mapping[str, Any]) -> str:
    source = cell.get("source", "")
    return source if isinstance(source, str) else "".join(source)


def key_of_cells(cells: Iterable[Mapping[str, Any]], folder: Path | None = None) -> LessonKey:
    """The key of a lesson given as notebook cells (dicts with ``cell_type`` and
    ``source``), run in ``folder`` (the current one by default) with a temporary home
    folder, so that a lesson that saves a file leaves nothing behind; its printed output
    is dropped and its figures are closed."""
    cells = list(cells)
    asks = [i for i, c in enumerate(cells) if c["cell_type"] == "code" and _ASKS.search(_source(c))]
    namespace: dict[str, Any] = {"__name__": "__lesson__"}
    recorder, title = _Recorder(), ""
    here, home = Path.cwd(), os.environ.get("HOME")
    with tempfile.TemporaryDirectory() as scratch, redirect_stdout(io.StringIO()):
        os.environ["HOME"] = scratch
        os.chdir(folder or here)
        try:
            for cell in cells[: asks[-1] + 1] if asks else []:
                text = _source(cell)
                if cell["cell_type"] == "markdown":
                    headings = _HEADING.findall(text)
                    title = title or (headings[0][1] if headings else "")
                    recorder.where = headings[-1][1] if headings else recorder.where
                    continue
                exec(compile(text, "<lesson>", "exec"), namespace)
                namespace.update(
                    Quiz=recorder.quiz, Puzzles=recorder.puzzles, check_answer=recorder.check
                )
        finally:
            os.chdir(here)
            if home is None:
                del os.environ["HOME"]
            else:
                os.environ["HOME"] = home
            if "matplotlib.pyplot" in sys.modules:
                sys.modules["matplotlib.pyplot"].close("all")
    return LessonKey(title, tuple(recorder.questions), tuple(recorder.practice))


def lesson_key(path: str | Path) -> LessonKey:
    """The key of the lesson notebook at ``path`` (a ``.ipynb`` file), run in its folder."""
    path = Path(path)
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return key_of_cells(cells, path.parent)
