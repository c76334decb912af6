"""Practice that adapts (Khan-style mastery): which kind of exercise comes next, at which
level and why, from the learner's record.  A pure, seeded policy: the same record, kinds
and seed always give the same pick; nothing here reads a file or a clock.

The record is a sequence of ``(kind, correct)`` pairs, oldest first (the results of this
run after those of earlier ones; :func:`record_of` reads
:class:`~baloot_widgets.records.results.Attempt` lines into it).  For each kind on offer
the policy looks at that kind's last :data:`WINDOW` tries:

* **missed**: a kind with misses among its last tries comes back more: its weight is
  ``1 + MISS_WEIGHT * misses``, so a kind missed every time weighs 11 against 1 for a kind
  being learnt;
* **new**: the first kind never tried (in the order given, a course's order) weighs
  :data:`NEW_WEIGHT`: new kinds come in one at a time, among the others;
* **practice**: tried, no recent miss, not yet mastered: weight 1;
* **mastered**: its last :data:`MASTERY` tries were all right.  It rests (weight
  :data:`REST_WEIGHT`) until :data:`SPACING` other exercises have gone by since it was last
  seen; then it is due for **mixed review** and weighs :data:`REVIEW_WEIGHT`, so old skills
  come back among the new ones instead of being dropped.

Mixing: a kind is never asked three times in a row while another is on offer (two in a
row at most), so even a kind missed every time is interleaved with the others.  The pick
is a weighted draw with ``random.Random(f"baloot-adaptive/{seed}/{n}")`` where ``n`` is the
length of the record, so it is deterministic.

Levels: each kind starts at the quiz's level; three right in a row at a level take it one
level up (up to 3), two misses in a row one level down (down to 1).

>>> pick = next_pick([("abnat", False), ("higher_card", True), ("abnat", False)],
...                  ["higher_card", "abnat", "partner"], seed=1)
>>> pick.kind, pick.level, pick.reason, pick.missed, pick.recent
('abnat', 1, 'missed', 2, 2)
>>> next_pick([], ["partner"], seed=1)
Pick(kind='partner', level=1, reason='new', missed=0, recent=0, gap=0)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from ..i18n import Message, quote
from ..rules.errors import BalootError

__all__ = [
    "MASTERY",
    "MISS_WEIGHT",
    "NEW_WEIGHT",
    "REST_WEIGHT",
    "REVIEW_WEIGHT",
    "SPACING",
    "WINDOW",
    "Pick",
    "Reason",
    "check_history",
    "next_pick",
    "record_of",
    "simulate",
    "standing",
]

#: the tries of a kind the policy looks at (the most recent)
WINDOW = 5
#: right in a row that make a kind mastered
MASTERY = 3
#: exercises of other kinds after which a mastered kind is due for review
SPACING = 6
#: the weight each recent miss adds to a kind
MISS_WEIGHT = 2.0
#: the weight of a kind never tried
NEW_WEIGHT = 3.0
#: the weight of a mastered kind resting (not yet due)
REST_WEIGHT = 0.2
#: the weight of a mastered kind due for mixed review
REVIEW_WEIGHT = 1.5
#: the most times in a row one kind is asked while another is on offer
RUN = 2

#: why a kind was picked
Reason = Literal["new", "missed", "practice", "review"]


@dataclass(frozen=True, slots=True)
class Pick:
    """The next exercise: its ``kind`` and ``level``, and why (``reason``; ``missed`` of
    the ``recent`` last tries of that kind; ``gap``, the exercises since it was last
    seen)."""

    kind: str
    level: int
    reason: Reason
    missed: int = 0
    recent: int = 0
    gap: int = 0

    def message(self, title: Message) -> Message:
        """The line a learner reads about this pick; ``title`` names the kind.

        >>> Pick("abnat", 1, "missed", 2, 3).message(Message.of("quiz.title_abnat")).text()
        'More of: Count the Abnat — you missed 2 of your last 3 tries'
        """
        fields: dict[str, Any] = {"kind": title}
        if self.reason in ("missed", "practice") and self.recent == 1:
            return Message.of(f"adaptive.{self.reason}_last", **fields)
        if self.reason == "missed":
            fields.update(missed=self.missed, recent=self.recent)
        elif self.reason == "practice":
            fields.update(right=self.recent - self.missed, recent=self.recent)
        return Message.of(f"adaptive.{self.reason}", **fields)


@dataclass(frozen=True, slots=True)
class Standing:
    """Where a learner stands on one kind: its last tries (``recent``, oldest first),
    ``gap`` (exercises since it was last seen; None if never), and its ``level``."""

    recent: tuple[bool, ...]
    gap: int | None
    level: int

    @property
    def missed(self) -> int:
        """The misses among the recent tries."""
        return self.recent.count(False)

    @property
    def mastered(self) -> bool:
        """The last :data:`MASTERY` tries were all right."""
        return len(self.recent) >= MASTERY and all(self.recent[-MASTERY:])

    @property
    def reason(self) -> Reason:
        """Why this kind would be asked."""
        if self.gap is None:
            return "new"
        if self.missed:
            return "missed"
        return "review" if self.mastered else "practice"

    @property
    def weight(self) -> float:
        """Its weight in the draw (see the module docstring)."""
        reason = self.reason
        if reason == "new":
            return NEW_WEIGHT
        if reason == "missed":
            return 1.0 + MISS_WEIGHT * self.missed
        if reason == "review":
            return REVIEW_WEIGHT if (self.gap or 0) >= SPACING else REST_WEIGHT
        return 1.0


def check_history(history: object, kinds: Iterable[str] = ()) -> list[tuple[str, bool]]:
    """``history`` as a list of ``(kind, correct)``: it may hold such pairs and
    :class:`~baloot_widgets.records.results.Attempt` objects (read with :func:`record_of`).
    Anything else is a BalootError sentence that shows the bad item.

    >>> check_history([("abnat", True)])
    [('abnat', True)]
    >>> check_history("abnat")
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.BalootError: the history of a learner is a list of (kind, correct) pairs or of recorded attempts, not 'abnat'
    >>> check_history([("abnat", "yes")])
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.BalootError: item 1 of the history, ('abnat', 'yes'), is not a (kind, correct) pair such as ("abnat", True) or a recorded attempt
    """
    if isinstance(history, (str, bytes, dict)) or not isinstance(history, Iterable):
        raise BalootError(Message.of("error.history", value=quote(history)))
    out: list[tuple[str, bool]] = []
    for number, item in enumerate(history, start=1):
        if _is_attempt(item):
            out.extend(record_of([item]))
            continue
        if (
            not isinstance(item, tuple | list)
            or len(item) != 2
            or not isinstance(item[0], str)
            or not isinstance(item[1], bool)
        ):
            raise BalootError(Message.of("error.history_item", n=number, value=quote(item)))
        out.append((item[0], item[1]))
    return out


def _is_attempt(item: object) -> bool:
    return all(hasattr(item, name) for name in ("source", "skill", "correct"))


def record_of(attempts: Iterable[Any], source: str = "quiz") -> list[tuple[str, bool]]:
    """The ``(skill, correct)`` of the recorded attempts of ``source`` (a Quiz's by
    default, "puzzle" for the puzzles) that have a right or wrong answer, in order.

    >>> from baloot_widgets.records.results import Attempt
    >>> record_of([Attempt("Sara", "quiz", "abnat", False), Attempt("Sara", "hand", "hand", None)])
    [('abnat', False)]
    """
    return [
        (a.skill, a.correct)
        for a in attempts
        if a.source == source and isinstance(a.correct, bool) and isinstance(a.skill, str)
    ]


def standing(history: Sequence[tuple[str, bool]], kind: str, base: int = 1) -> Standing:
    """Where the learner stands on ``kind`` after ``history``, starting at level ``base``.

    >>> s = standing([("abnat", True)] * 3 + [("partner", False)], "abnat")
    >>> s.recent, s.gap, s.level, s.mastered
    ((True, True, True), 1, 2, True)
    """
    level, streak, misses, last = base, 0, 0, None
    tries: list[bool] = []
    for i, (name, correct) in enumerate(history):
        if name != kind:
            continue
        last = i
        tries.append(correct)
        streak, misses = (streak + 1, 0) if correct else (0, misses + 1)
        if streak >= MASTERY:
            level, streak = min(3, level + 1), 0
        elif misses >= 2:
            level, misses = max(1, level - 1), 0
    gap = None if last is None else len(history) - 1 - last
    return Standing(tuple(tries[-WINDOW:]), gap, level)


def next_pick(
    history: Sequence[tuple[str, bool]], kinds: Sequence[str], *, seed: int = 0, level: int = 1
) -> Pick:
    """The next kind of ``kinds`` to ask after ``history`` (``(kind, correct)`` pairs,
    oldest first; kinds not on offer are ignored), at which level and why; ``level`` is
    where each kind starts.  Deterministic for a given ``seed``."""
    if not kinds:
        raise BalootError(Message.of("error.kinds_empty"))
    offered = list(dict.fromkeys(kinds))
    record = [(k, c) for k, c in history if k in offered]
    standings = {k: standing(record, k, level) for k in offered}
    weights = [standings[k].weight for k in offered]
    new = [i for i, k in enumerate(offered) if standings[k].gap is None]
    for i in new[1:]:  # new kinds come one at a time, in the order given
        weights[i] = 0.0
    tail = [k for k, _ in record[-RUN:]]
    if len(offered) > 1 and len(tail) == RUN and len(set(tail)) == 1:
        weights[offered.index(tail[0])] = 0.0  # mixing: never three in a row
    rng = random.Random(f"baloot-adaptive/{seed}/{len(record)}")
    name = rng.choices(offered, weights=weights)[0]
    s = standings[name]
    return Pick(name, s.level, s.reason, s.missed, len(s.recent), s.gap or 0)


def simulate(
    kinds: Sequence[str],
    knows: Callable[[str, int], bool],
    *,
    count: int = 40,
    seed: int = 0,
    history: Sequence[tuple[str, bool]] = (),
    level: int = 1,
) -> list[tuple[str, bool]]:
    """A simulated learner's run of ``count`` exercises: the policy picks each kind (seeded
    as a Quiz seeded ``seed`` seeds its exercises, ``seed * 1000 + i``) and ``knows(kind,
    i)`` says whether the learner answers exercise ``i`` right.  The run as ``(kind,
    correct)`` pairs; the Quiz with ``adaptive=True`` asks the same kinds for the same
    answers.

    >>> run = simulate(["abnat", "partner", "priority"], lambda k, i: k != "abnat", seed=2)
    >>> sum(k == "abnat" for k, _ in run) > sum(k == "partner" for k, _ in run)
    True
    """
    past = list(history)
    run: list[tuple[str, bool]] = []
    for i in range(count):
        pick = next_pick([*past, *run], kinds, seed=seed * 1000 + i, level=level)
        run.append((pick.kind, knows(pick.kind, i)))
    return run
