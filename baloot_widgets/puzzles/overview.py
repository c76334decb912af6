"""Two small reports for the practice page: the themes of the shipped set (each with its
idea and how many puzzles it has at each level), and the learner's own ratings by theme.

>>> print(puzzle_themes().text.splitlines()[1])  # doctest: +ELLIPSIS
  Draw trumps — Lead trumps while an opponent still holds one, ... — level 1: ..., level 2: ..., level 3: ...
>>> print(my_ratings(None).text)
Your puzzle ratings
  No puzzle answered yet: every theme starts at 1300.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from ..display.report import Report, Reported
from ..i18n import Lang, Message
from ..records.files import learner_file
from .rating import FILE_NAME, START, Ratings
from .store import read_set
from .themes import THEMES
from .words import theme_name

__all__ = ["Overview", "my_ratings", "puzzle_themes"]


@dataclass(frozen=True, repr=False)
class Overview(Reported):
    """One of the practice page's reports: a table in a notebook, text when printed."""

    table: Report
    lang: Lang = "en"

    def report(self) -> Report:
        """The report in the overview's language."""
        return self.table.in_lang(self.lang)


def puzzle_themes(lang: Lang = "en") -> Overview:
    """Every theme with its idea, its number of puzzles at each level, and the name a
    cell gives ``Puzzles`` to practise it.

    >>> print(str(puzzle_themes()).splitlines()[1])  # doctest: +ELLIPSIS
      Draw trumps — Lead trumps ... — level 1: ... — to practise it: theme="draw_trumps"
    """
    counts = Counter((t, p.level) for p in read_set() for t in p.themes)
    rows = tuple(
        (
            theme_name(theme),
            Message.of(f"puzzles.idea.{theme}"),
            Message.of(
                "puzzles.counts", a=counts[theme, 1], b=counts[theme, 2], c=counts[theme, 3]
            ),
            Message.of("puzzles.theme_code", name=theme),
        )
        for theme in THEMES
    )
    return Overview(Report(Message.of("puzzles.themes_title"), rows), lang)


def my_ratings(path: str | Path | None = FILE_NAME, lang: Lang = "en") -> Overview:
    """The learner's ratings by theme (``path``: a file name in the learner's folder, a
    path, or None for a new learner)."""
    if isinstance(path, str) and "/" not in path:
        path = learner_file(path)
    ratings = Ratings.load(path)
    rows: tuple[tuple[object, ...], ...] = tuple(
        (theme_name(theme), Message.of("puzzles.rating_row", rating=round(r.rating), tries=r.tries))
        for theme in THEMES
        if (r := ratings.themes.get(theme)) is not None
    )
    if not rows:
        rows = ((Message.of("puzzles.no_ratings", start=round(START)),),)
    note = ratings.problem
    return Overview(Report(Message.of("puzzles.ratings_title"), rows, note), lang)
