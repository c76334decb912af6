"""The Puzzles widget: positions of real hands where one card is clearly best, drawn like
the table; the learner clicks a card and the lines play out trick by trick
(:mod:`baloot_widgets.puzzles`).

Python holds the puzzles and their solutions; the page is sent one frame at a time
(:func:`~.puzzles_frames.frame`): before the answer it holds neither the
solution nor, for a puzzle at the table, any hidden card.  The browser sends intents
only: ``{"type": "answer", "value": "10H"}`` and ``{"type": "next"}``.

>>> w = Puzzles(theme="last_trick", level=1, count=2, ratings=None)
>>> w
Puzzles(theme='last_trick', level=1, kind=None, count=2, at=1, score=(0, 0, 0))
>>> w.answer(sorted(w.puzzle.solution)[0]).grade, w.frame["state"]
('good', 'answered')
>>> w.next().id != "", w.score
(True, (1, 0, 0))
>>> w.send_intent({"type": "next"})
'Choose a card first: each puzzle is tried once.'
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..i18n import Lang
from ..puzzles import Feedback, Puzzle
from ..puzzles.session import DEFAULT_RATINGS, PuzzleSession
from ..quiz.model import reason_key
from ..records.results import Attempt
from ..rules.errors import check_lang
from .esm import css, esm
from .puzzles_frames import frame, puzzles_html, puzzles_labels
from .sessions import SessionWidget

__all__ = ["Puzzles"]


class Puzzles(SessionWidget):
    """Puzzles of a ``theme``, ``level`` (1-3) and ``kind`` ("open" or "table"), each
    None for any: ``count`` of them drawn from ``seed`` (easiest first), or, with
    ``adaptive=True``, each next one chosen by the learner's rating in its theme (without a
    ``theme``, the theme first, by the learner's record after ``history``: their earlier
    puzzle attempts, as for ``Quiz(adaptive=True)``, and a small line says why); or the
    given ``puzzles``.  ``ratings`` is the learner's ratings file (by default
    ``puzzle_ratings.json`` in the learner's folder; None keeps no file).  One try each."""

    _words = "puzzles"
    _session: PuzzleSession
    _esm = esm("learner.js", "puzzles.js")
    _css = css("learner.css", "quiz.css", "puzzles.css")
    _recorded = 0  #: the answers already recorded

    def __init__(
        self,
        theme: str | None = None,
        level: int | None = None,
        kind: str | None = None,
        *,
        count: int | None = 10,
        seed: int | None = 0,
        lang: Lang = "en",
        ratings: str | Path | object | None = DEFAULT_RATINGS,
        adaptive: bool = False,
        puzzles: Sequence[Puzzle] | None = None,
        history: object = None,
    ) -> None:
        lang = check_lang(lang)
        self._session = PuzzleSession(
            theme, level, kind, count=count, seed=seed, lang=lang,
            ratings=ratings, adaptive=adaptive, puzzles=puzzles,  # type: ignore[arg-type]
            history=history,
        )  # fmt: skip
        self._options = (theme, level, kind)
        self._timing = (-1, time.monotonic())  # the puzzle shown and since when
        super().__init__(lang=lang)
        self._start()

    # ---- the Python mirror ---------------------------------------------------------------

    @property
    def puzzle(self) -> Puzzle:
        """The puzzle shown now."""
        return self._session.puzzle

    @property
    def score(self) -> tuple[int, int, int]:
        """(good, OK, costly) answers so far."""
        s = self._session.score
        return s["good"], s["ok"], s["costly"]

    def answer(self, card: object) -> Feedback:
        """Answer the puzzle shown, as a click would (one try): the feedback."""
        feedback = self._session.answer(card)
        self._publish("" if feedback.valid else feedback.text)
        return feedback

    def next(self) -> Puzzle | None:
        """Show the next puzzle (once this one is answered); None at the end."""
        self.send_intent({"type": "next"})
        return self._session.puzzle if not self.message else None

    # ---- intents -------------------------------------------------------------------------

    def _frame(self, seq: int) -> dict[str, Any]:
        return frame(self._session, seq)

    def _labels(self, lang: Lang) -> dict[str, Any]:
        return puzzles_labels(lang)

    def _new_attempts(self) -> list[Attempt]:
        """The puzzle just answered (skill: the theme asked, else the puzzle's first)."""
        s, clock = self._session, time.monotonic()
        if self._timing[0] != s.index:
            self._timing = (s.index, clock)
        if len(s.grades) <= self._recorded or s.feedback is None:
            return []
        self._recorded = len(s.grades)
        fb, p = s.feedback, s.puzzle
        reasons = fb.messages[1:]
        return [
            Attempt(
                learner="", source="puzzle", skill=s.theme or (p.themes[0] if p.themes else ""),
                correct=fb.correct, answer=str(fb.card or ""),
                solution=" ".join(sorted(str(c) for c in p.solution)),
                seconds=round(clock - self._timing[1], 1),
                reasons=tuple(m.text(s.lang) for m in reasons),
                reason_keys=tuple(reason_key(m) for m in reasons),
                mistake_keys=fb.mistake_keys,
                detail={"id": p.id, "grade": fb.grade, "loss": fb.loss, "missed": fb.missed,
                        "level": p.level, "kind": p.kind, "themes": list(p.themes)},
            )
        ]  # fmt: skip

    # ---- pictures --------------------------------------------------------------------------

    def picture(self) -> str:
        """The puzzle shown, as a static HTML picture (no more than the page shows)."""
        return puzzles_html(self.frame, self.labels)

    def __repr__(self) -> str:
        s = self._session
        theme, level, kind = self._options
        return (
            f"Puzzles(theme={theme!r}, level={level!r}, kind={kind!r}, count={s.count}, "
            f"at={s.index + 1}, score={self.score})"
        )
