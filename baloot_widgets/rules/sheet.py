"""The score sheet of a hand: its lines (:class:`ScoreLine`, each a sentence of the
catalogue with its points) and the result (:class:`HandScore`) (RULES.md §9-§10).

>>> line = ScoreLine("total", fields=(("p0", 14), ("p1", 12)))
>>> line.text(), line.text("ar")
('Total: 14 – 12', 'المجموع: 14 – 12')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, NamedTuple

from ..i18n import Lang, Message, Team, Term, plain_text
from .projects import Project

__all__ = ["HandScore", "Outcome", "ScoreLine", "SheetBuilder"]

Outcome = Literal["made", "khasara", "kaboot", "gahwa", "tie_split", "qayd", "redeal"]

_TEAM_FIELDS = ("team", "winner", "offender")


class ScoreLine(NamedTuple):
    """One line of a score sheet: a ``key`` naming the reason, the ``team`` it concerns,
    its ``points`` (or None for a comment) and the fields of its sentence.  (A named
    tuple: every hand writes several, and the bots' playouts score many hands.)"""

    key: str
    team: int | None = None
    points: int | None = None
    fields: tuple[tuple[str, object], ...] = ()

    @property
    def message(self) -> Message:
        """The line as a :class:`~baloot_widgets.i18n.Message` of the catalogue
        (``sheet.<key>``): team numbers read as team names, a foul as what it is, a
        project as its name and cards."""
        values: dict[str, object] = {}
        for name, value in self.fields:
            if name in _TEAM_FIELDS and isinstance(value, int):
                values[name] = Team(value)
            elif name == "foul" and isinstance(value, str):
                values[name] = Message.of(f"foul.{value}")
            elif name == "project" and isinstance(value, Project):
                values[name] = Message.of(
                    "sheet.project_name", name=Term(value.kind), cards=value.shown
                )
            else:
                values[name] = value
        return Message.of(f"sheet.{self.key}", **values)

    def text(self, lang: Lang = "en") -> str:
        """The line as a sentence in English or Arabic."""
        return self.message.text(lang)

    def as_dict(self, lang: Lang = "en") -> dict[str, object]:
        """JSON-ready form (used by the widget's score sheet)."""
        return {"key": self.key, "team": self.team, "points": self.points, "text": self.text(lang)}


@dataclass(frozen=True, slots=True)
class HandScore:
    """The result of a hand: ``points`` (team 0·2, team 1·3), the ``outcome`` and the
    score sheet ``lines``.  ``match_winner`` is set when the hand decides the match (Gahwa)."""

    points: tuple[int, int]
    outcome: Outcome
    lines: tuple[ScoreLine, ...] = ()
    match_winner: int | None = None
    card_points: tuple[int, int] = (0, 0)
    project_team: int | None = None

    def sheet(self, lang: Lang = "en") -> str:
        """The score sheet as text, one line per reason (in Arabic each line right to left
        and its cards left to right, as a plain-text output needs: ``plain_text``)."""
        return plain_text("\n".join(line.text(lang) for line in self.lines), lang)


class SheetBuilder:
    """Collects the lines of a score sheet, in order."""

    def __init__(self) -> None:
        self.lines: list[ScoreLine] = []

    def add(self, key: str, team: int | None = None, value: int | None = None, **f: object) -> None:
        """Add the line ``key`` about ``team`` worth ``value`` points, with its fields."""
        if team is not None:
            f.setdefault("team", team)
        if value is not None:
            f.setdefault("points", value)
        self.lines.append(ScoreLine(key, team, value, tuple(f.items())))
