"""The measured figures, as the lessons read them: one JSON file written by
``python -m baloot_widgets.strategy`` (:mod:`.cli`), never by hand (docs/architecture.md,
"Where each fact lives").

For each principle the file keeps the run (``seed``, ``deals``), its figures (the worth
per case and per hand with their standard errors, the share of hands where it is at
stake, the same per label, and at a match score the change in the chance of winning the
match), its typical hand (:class:`~.measure.Example`), a dozen positions to practise
(the first cases of the run) and every case of the run's first deals (the *sample*,
which a test plays again to check that the figures come from the code).

>>> stored = load_results().principle("draw_trumps")
>>> stored.deals > 1000 and stored.count > 100, stored.worth[1] < 1.0
(True, True)
"""

from __future__ import annotations

import json
import math
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ..i18n import Message, quote
from ..records.files import write_text
from ..rules.errors import BalootError
from .measure import Case, Example, Measured
from .principles import PRINCIPLES, principle

__all__ = ["DATA", "Results", "Stored", "load_results", "write_results"]

#: the file of the measured figures, shipped with the package
DATA = Path(__file__).with_name("measured.json")
FORMAT = "baloot-widgets/principles"
#: how many positions to practise each principle keeps
PRACTICE = 12

Pair = tuple[float, float]


def _pair(value: tuple[float, float]) -> list[float | None]:
    return [None if math.isnan(v) else round(v, 4) for v in value]


def _read_pair(value: Any) -> Pair:
    return (math.nan if value[0] is None else float(value[0]),
            math.nan if value[1] is None else float(value[1]))  # fmt: skip


def _case_row(c: Case) -> list[Any]:
    return [c.deal, c.seat, c.at, c.label, c.follow_action, c.against_action, c.follow,
            c.against, None if c.win is None else round(c.win, 6)]  # fmt: skip


def _case(row: list[Any]) -> Case:
    deal, seat, at, label, follow_action, against_action, follow, against, win = row
    return Case(deal, seat & 1, seat, at, label, follow_action, against_action, follow,
                against, win)  # fmt: skip


def _figures(m: Measured, sample_deals: int) -> dict[str, Any]:
    p = principle(m.name)
    labels = {
        label: {"count": m.count(label), "worth": _pair(m.worth(label)),
                "win": _pair(m.win_worth(label))}
        for label in p.labels
    }  # fmt: skip
    example = None
    if m.example is not None:
        e = m.example
        example = {
            "case": _case_row(e.case), "seed": e.seed, "dealer": e.dealer,
            "scores": list(e.scores), "follow_points": list(e.follow_points),
            "against_points": list(e.against_points), "swing": e.swing, "unit": e.unit,
        }  # fmt: skip
    return {
        "seed": m.seed,
        "deals": m.deals,
        "count": m.count(),
        "worth": _pair(m.worth()),
        "per_hand": _pair(m.per_hand()),
        "win": _pair(m.win_worth()),
        "labels": labels,
        "example": example,
        "practice": [[c.deal, c.seat, c.at] for c in m.cases[:PRACTICE]],
        "sample": [_case_row(c) for c in m.cases if c.deal < sample_deals],
    }


def write_results(
    path: str | Path,
    measured: dict[str, Measured],
    *,
    sample_deals: int,
    outcomes: Counter[tuple[int, int]],
    command: str,
    extra: dict[str, Any] | None = None,
) -> None:
    """Write the figures of ``measured`` (and what else the lessons read, ``extra``)
    into ``path``, keeping the principles of the file that were not measured again; the
    file lists the commands that wrote it since every principle was last measured."""
    target = Path(path)
    old: dict[str, Any] = {}
    if target.exists():
        old = json.loads(target.read_text(encoding="utf-8"))
    principles = dict(old.get("principles", {}))
    principles.update({name: _figures(m, sample_deals) for name, m in measured.items()})
    commands = old.get("written_by", []) if set(measured) != set(PRINCIPLES) else []
    commands = [commands] if isinstance(commands, str) else list(commands)
    data = {
        **old,
        "format": FORMAT,
        "version": 1,
        "written_by": [*commands, command],
        "sample_deals": sample_deals,
        "principles": principles,
        **(extra or {}),
    }
    if outcomes:
        data["outcomes"] = sorted([x, y, n] for (x, y), n in outcomes.items())
    text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    write_text(target, text, what=Message.of("error.what_measured"), example="measured.json")


@dataclass(frozen=True)
class Stored:
    """The stored figures of one principle (see the module docstring)."""

    name: str
    seed: int
    deals: int
    count: int
    worth: Pair
    per_hand: Pair
    win: Pair
    labels: dict[str, dict[str, Any]]
    example: Example | None
    practice: tuple[tuple[int, int, int], ...]
    sample: tuple[Case, ...]

    @property
    def rate(self) -> float:
        """The share of a seat's hands where the principle is at stake."""
        return self.count / max(1, 4 * self.deals)

    def label(self, label: str) -> tuple[int, Pair, Pair]:
        """A label's count, worth and change in the match-win chance."""
        row = self.labels[label]
        return int(row["count"]), _read_pair(row["worth"]), _read_pair(row["win"])


def _stored(name: str, row: dict[str, Any]) -> Stored:
    example = None
    e = row.get("example")
    if e is not None:
        example = Example(_case(e["case"]), e["seed"], e["dealer"], tuple(e["scores"]), (),
                          tuple(e["follow_points"]), tuple(e["against_points"]), e["swing"],
                          e["unit"])  # fmt: skip
    return Stored(
        name, row["seed"], row["deals"], row["count"], _read_pair(row["worth"]),
        _read_pair(row["per_hand"]), _read_pair(row["win"]), row["labels"], example,
        tuple(tuple(x) for x in row["practice"]), tuple(_case(c) for c in row["sample"]),
    )  # fmt: skip


@dataclass(frozen=True)
class Results:
    """The whole file: each principle's figures, the hands' outcomes, and the rest."""

    data: dict[str, Any]

    def principle(self, name: str) -> Stored:
        """The figures of the principle ``name`` (a BalootError if it was not measured)."""
        principle(name)  # an unknown name says which names there are
        row = self.data.get("principles", {}).get(name)
        if row is None:
            raise BalootError(Message.of("error.principle_unmeasured", name=quote(name)))
        return _stored(name, row)

    @property
    def sample_deals(self) -> int:
        """How many first deals of each run keep every case (the sample)."""
        return int(self.data.get("sample_deals", 0))

    @property
    def outcomes(self) -> Counter[tuple[int, int]]:
        """The game points of the baseline hands (points of team 0·2, team 1·3 -> hands)."""
        return Counter({(x, y): n for x, y, n in self.data.get("outcomes", [])})


@cache
def load_results(path: str | None = None) -> Results:
    """The measured figures (the file shipped with the package by default)."""
    target = Path(path) if path is not None else DATA
    try:
        data = json.loads(target.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise BalootError(Message.of("error.measured_unread", path=quote(str(target)))) from exc
    if data.get("format") != FORMAT:
        raise BalootError(Message.of("error.measured_format", path=quote(str(target))))
    return Results(data)
