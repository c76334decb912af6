"""A learner's puzzle rating, one per theme, kept in the learner's own folder.

Each theme has a Glicko rating (a number and how sure it is, the *deviation*): a new
learner starts at :data:`START` with a wide deviation, and each answered puzzle moves the
rating of every theme the puzzle carries, as a game against the puzzle's own rating
(good = a win, OK = a draw, costly = a loss).  A learner who keeps solving meets harder
puzzles: :meth:`Ratings.pick` chooses among the puzzles not yet tried the ones rated
nearest to the learner's rating in their theme.

The ratings live in ``puzzle_ratings.json`` in the learner's folder (``my_file`` in the
lessons; the browser version's ``baloot`` folder).  A file that cannot be read is never
overwritten: the session says so and keeps its ratings in memory only.

>>> ratings = Ratings(path=None)
>>> r = ratings.rating("last_trick")
>>> (r.rating, r.deviation)
(1300.0, 350.0)
>>> after = update(r, opponent=1300, score=1.0)
>>> after.rating > r.rating and after.deviation < r.deviation
True
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..i18n import Message
from ..records.files import write_text
from ..rules.errors import BalootError
from .model import Grade, Puzzle

__all__ = ["FILE_NAME", "SCORES", "START", "Rating", "Ratings", "update"]

#: a new learner's rating and deviation
START = 1300.0
START_DEVIATION = 350.0
#: the deviation never falls below this (a learner keeps changing)
MIN_DEVIATION = 60.0
#: how sure a puzzle's rating is (the evidence behind it)
PUZZLE_DEVIATION = 80.0
#: the score of each grade, as a game against the puzzle
SCORES: dict[str, float] = {"good": 1.0, "ok": 0.5, "costly": 0.0}
FILE_NAME = "puzzle_ratings.json"
FORMAT = "baloot-widgets/puzzle-ratings"
_Q = math.log(10) / 400


@dataclass(frozen=True)
class Rating:
    """A Glicko rating: the number, its deviation and how many puzzles it rests on."""

    rating: float = START
    deviation: float = START_DEVIATION
    tries: int = 0

    def to_json(self) -> dict[str, Any]:
        """The rating as stored."""
        return {"rating": round(self.rating, 1), "deviation": round(self.deviation, 1),
                "tries": self.tries}  # fmt: skip


def _g(deviation: float) -> float:
    return 1 / math.sqrt(1 + 3 * (_Q * deviation) ** 2 / math.pi**2)


def update(r: Rating, *, opponent: float, score: float) -> Rating:
    """The rating after one game against a puzzle rated ``opponent`` (score 1, 0.5 or 0)."""
    g = _g(PUZZLE_DEVIATION)
    expected = 1 / (1 + 10 ** (-g * (r.rating - opponent) / 400))
    d2 = 1 / (_Q**2 * g**2 * expected * (1 - expected))
    precision = 1 / r.deviation**2 + 1 / d2
    rating = r.rating + _Q / precision * g * (score - expected)
    deviation = max(MIN_DEVIATION, math.sqrt(1 / precision))
    return Rating(rating, deviation, r.tries + 1)


@dataclass
class Ratings:
    """A learner's ratings by theme and the puzzles tried, read from and saved to
    ``path`` (None: kept in memory only).  ``problem`` says why the file could not be
    read or written (then it is not written again)."""

    path: Path | None
    themes: dict[str, Rating] = field(default_factory=dict)
    tried: dict[str, str] = field(default_factory=dict)
    problem: Message | None = None

    @classmethod
    def load(cls, path: str | Path | None) -> Ratings:
        """The ratings of ``path`` (a missing file: a new learner).  Never raises."""
        if path is None:
            return cls(None)
        path = Path(path)
        if not path.exists():
            return cls(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise ValueError("it is not a puzzle ratings file")
            themes = {
                str(name): Rating(float(r["rating"]), float(r["deviation"]), int(r["tries"]))
                for name, r in data.get("themes", {}).items()
            }
            tried = {str(k): str(v) for k, v in data.get("tried", {}).items()}
        except (OSError, ValueError, TypeError, KeyError, AttributeError) as exc:
            why = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
            problem = Message.of("puzzles.ratings_unreadable", path=str(path), why=why)
            return cls(None, problem=problem)
        return cls(path, themes, tried)

    def rating(self, theme: str) -> Rating:
        """The learner's rating in ``theme``."""
        return self.themes.get(theme, Rating())

    def record(self, puzzle: Puzzle, grade: Grade) -> list[tuple[str, Rating, Rating]]:
        """Count an answer: every theme of the puzzle moves (theme, before, after), the
        puzzle is marked tried, and the file is saved."""
        score = SCORES[grade]
        moved = []
        for theme in puzzle.themes:
            before = self.rating(theme)
            after = update(before, opponent=puzzle.rating, score=score)
            self.themes[theme] = after
            moved.append((theme, before, after))
        self.tried[puzzle.id] = grade
        self.save()
        return moved

    def to_json(self) -> dict[str, Any]:
        """The ratings as stored."""
        return {
            "format": FORMAT,
            "version": 1,
            "themes": {name: r.to_json() for name, r in sorted(self.themes.items())},
            "tried": dict(sorted(self.tried.items())),
        }

    def save(self) -> None:
        """Write the file (atomically); a failure is kept in ``problem``, never raised."""
        if self.path is None:
            return
        try:
            write_text(
                self.path,
                json.dumps(self.to_json(), indent=1),
                what=Message.of("puzzles.what_ratings"),
            )
        except BalootError as exc:
            self.problem = Message.of("puzzles.ratings_unsaved", why=exc.reason)
            self.path = None

    def pick(
        self,
        puzzles: Sequence[Puzzle],
        rng: random.Random,
        *,
        theme: str | None = None,
        skip: Mapping[str, object] = {},
    ) -> Puzzle | None:
        """The next puzzle for this learner: among those not tried (here or in ``skip``),
        one of the three rated nearest to the learner's rating in ``theme`` (by default
        each puzzle's first theme), chosen with ``rng``; None when every puzzle has been
        tried."""
        fresh = [p for p in puzzles if p.id not in self.tried and p.id not in skip]
        if not fresh:
            return None

        def distance(p: Puzzle) -> tuple[float, str]:
            mine = self.rating(theme or p.themes[0]).rating
            return abs(p.rating - mine), p.id

        return rng.choice(sorted(fresh, key=distance)[:3])
