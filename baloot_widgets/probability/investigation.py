"""Investigations: the learner predicts, a simulation answers, then the exact value is
derived (the ``Predict`` widget plays one; docs/architecture.md, "Widgets: frames and
pictures").

A :class:`Question` holds what is asked, how a guess is given (its :class:`Scale`),
where its trials come from (seeded deals, or a class's recorded hands) and how its exact
value is found (an :class:`Answer`, computed only when it is revealed).  An
:class:`Investigation` plays one question in three steps, each refused with a sentence
until the one before it is done:

1. :meth:`~Investigation.commit`: the learner's guess and how sure they are;
2. :meth:`~Investigation.run`: the trials, with the running estimate and its 95%
   interval at checkpoints (a callback after each one lets a page draw it as it grows);
3. :meth:`~Investigation.reveal`: the exact value beside the guess and the simulation,
   and what to make of them (:meth:`~Investigation.verdict`).

Nothing reads the exact value before step 3.  :meth:`~Investigation.record` is the
learner's result (a :class:`GuessRecord`: the question, the guess, how sure, the
simulated estimate and the exact value), for a class to collect.

>>> from baloot_widgets.probability.questions import best_sira
>>> inv = Investigation(best_sira(trials=2_000))
>>> print(inv.run())
First commit your guess: the simulation comes after it.
>>> inv.commit("25", "fair") is None, inv.stage
(True, 'committed')
>>> inv.run() is None, inv.stage, inv.path[-1].n
(True, 'simulated', 2000)
>>> inv.reveal() is None, inv.answer.value
(True, 0.19003451128034)
>>> inv.record().as_dict()["exact"]
0.19003451128034
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from itertools import islice
from typing import Any, Literal

from ..i18n import Message
from .stats import wilson_interval

__all__ = [
    "CONFIDENCES",
    "Answer",
    "Estimation",
    "GuessRecord",
    "Investigation",
    "Point",
    "Question",
    "Scale",
    "Stage",
    "checkpoints",
    "count_scale",
    "mean_scale",
    "percent_scale",
]

Stage = Literal["asking", "committed", "running", "simulated", "revealed"]
#: what a question estimates: the share of trials with an event, or the mean of a number
Estimation = Literal["share", "mean"]
#: how sure a learner is of a guess, least sure first (sentences ``predict.sure_<key>``)
CONFIDENCES = ("unsure", "fair", "sure")
#: z of a 95% interval
_Z = 1.959964
#: how many checkpoints a run draws at most
_POINTS = 40
#: what a simulation's interval that misses the answer says, by the answer's kind: an exact
#: value is missed by chance; Bayes' rule with a measured likelihood has an error of its own
_MISSED = {"exact": "predict.outside", "bayes": "predict.outside_bayes"}
#: the name of an answer in a sentence, by its kind
_WHAT = {"exact": "predict.what_exact", "bayes": "predict.what_bayes"}
#: a guess above or below the answer, in percentage points or in the scale's unit
_GAP = {
    (True, True): "predict.guess_above_points",
    (False, True): "predict.guess_below_points",
    (True, False): "predict.guess_above",
    (False, False): "predict.guess_below",
}

# ---- how a guess is given ------------------------------------------------------------------


@dataclass(frozen=True)
class Scale:
    """The values a guess may take: ``stops`` for a slider (in order), any number from the
    first stop to the last when typed; ``percent`` values are probabilities shown as
    percentages with ``decimals`` digits after the point.

    >>> s = percent_scale()
    >>> s.show(0.19003), s.read("19"), s.read("١٩٫٥٪"), s.read("120")
    ('19.0%', 0.19, 0.195, None)
    >>> count_scale(2_000).show(128.4), count_scale(2_000).read("1,500")
    ('128', 1500.0)
    """

    stops: tuple[float, ...]
    percent: bool = False
    decimals: int = 1

    @property
    def low(self) -> float:
        """The smallest value a guess may take."""
        return self.stops[0]

    @property
    def high(self) -> float:
        """The largest value a guess may take."""
        return self.stops[-1]

    def show(self, value: float, decimals: int | None = None) -> str:
        """A value as the learner reads it (the same digits in English and Arabic)."""
        d = self.decimals if decimals is None else decimals
        return f"{value * 100:,.{d}f}%" if self.percent else f"{value:,.{d}f}"

    def show_guess(self, value: float) -> str:
        """A value the learner chose (a guess, a slider's stop): a whole number without
        decimals on a count or mean scale, as typed; otherwise as :meth:`show`.

        >>> count_scale(2_000, decimals=1).show_guess(20), mean_scale(5).show_guess(2.4)
        ('20', '2.40')
        """
        whole = not self.percent and float(value).is_integer()
        return self.show(value, 0 if whole else None)

    def show_gap(self, gap: float) -> str:
        """A difference between two values: percentage points, or the scale's unit."""
        return f"{abs(gap) * 100:,.1f}" if self.percent else self.show(abs(gap))

    def read(self, text: object) -> float | None:
        """A typed guess (in percent on a percent scale): Western or Arabic digits, a
        decimal point or comma, thousands separators, a trailing % sign; None when it is
        not a number of the scale."""
        if isinstance(text, bool):
            return None
        if isinstance(text, (int, float)):
            value = float(text)
        elif isinstance(text, str):
            number = _number(text)
            if number is None:
                return None
            value = number
        else:
            return None
        if self.percent:
            value /= 100
        if not math.isfinite(value) or not self.low <= value <= self.high:
            return None
        return value


#: Arabic-Indic and Eastern Arabic-Indic digits, the Arabic decimal, thousands and percent
#: signs (U+0660-0669, U+06F0-06F9, U+066B, U+066C, U+066A), read as 0-9, ".", "," and "%"
_DIGITS = str.maketrans(
    "".join(chr(base + i) for base in (0x0660, 0x06F0) for i in range(10))
    + "".join(map(chr, (0x066B, 0x066C, 0x066A))),
    "01234567890123456789.,%",
)
_NUMBER = re.compile(r"[+-]?(?:\d+(?:,\d{3})*|\d*)(?:[.,]\d+)?")


def _number(text: str) -> float | None:
    """A number typed by a learner, or None: "19", "19.5", "19,5", "1,500", "١٩٫٥٪"."""
    s = text.translate(_DIGITS).strip().rstrip("%").strip()
    if not s or not _NUMBER.fullmatch(s):
        return None
    whole, _, tail = s.rpartition(",")
    if whole and len(tail) != 3:  # a decimal comma: "19,5"
        s = f"{whole}.{tail}"
    try:
        return float(s.replace(",", ""))
    except ValueError:
        return None


def _ladder(high: float) -> list[float]:
    """1, 2, ... 10, 12, 15, 20, 25, 30, 40, 50, ... up to ``high``: round values that a
    learner picks on a slider, finer where the values are small."""
    out: list[float] = []
    decade = 1.0
    while decade <= high:
        for step in (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 9) if decade >= 10 else range(1, 10):
            value = round(step * decade, 6)
            if value <= high:
                out.append(value)
        decade *= 10
    if out[-1] != high:
        out.append(high)
    return out


def percent_scale(high: float = 1.0, decimals: int = 1) -> Scale:
    """A probability from 0 to ``high``: stops every 0.1% up to 1%, every 0.5% up to 5%,
    every 1% up to 30%, then every 5%.

    >>> s = percent_scale()
    >>> len(s.stops), s.stops[:3], s.stops[-1], percent_scale(0.05).stops[-1]
    (58, (0.0, 0.001, 0.002), 1.0, 0.05)
    """
    tenths = [i / 10 for i in range(10)] + [1 + i / 2 for i in range(8)]
    percents = [*tenths, *range(5, 30), *range(30, 101, 5)]
    stops = tuple(round(p / 100, 6) for p in percents if p <= high * 100 + 1e-9)
    return Scale(stops if stops[-1] == high else (*stops, high), True, decimals)


def count_scale(high: float, decimals: int = 0) -> Scale:
    """A count such as a number of deals, from 1 to ``high`` (round stops)."""
    return Scale(tuple(_ladder(high)), False, decimals)


def mean_scale(high: float, step: float = 0.1, decimals: int = 2) -> Scale:
    """A small number such as a number of cards, from 0 to ``high`` in steps of ``step``.

    >>> mean_scale(5).stops[:3], mean_scale(5).stops[-1], mean_scale(5).show(5 / 3)
    ((0.0, 0.1, 0.2), 5.0, '1.67')
    """
    count = round(high / step)
    return Scale(tuple(round(i * step, 6) for i in range(count + 1)), False, decimals)


# ---- a question ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Answer:
    """The value a question's trials estimate, and how it is found: ``how`` in a sentence
    (a count of hands, a formula); ``kind`` "exact" (counted), or "bayes" (Bayes' rule with
    a likelihood measured on the bots)."""

    value: float
    how: Message
    kind: Literal["exact", "bayes"] = "exact"


@dataclass(frozen=True)
class Question:
    """What an investigation asks: ``key`` names it in the learner's records, ``prompt``
    asks it; ``estimation`` says whether the trials estimate a share (each trial 0 or 1)
    or a mean; ``scale`` is how a guess is given; ``sample()`` yields the outcome of each
    trial (seeded: the same outcomes every time), of which a run takes ``trials``;
    ``source`` says where they come from and ``unit`` (a catalogue key) what one trial is;
    ``exact()`` is called only when the answer is revealed."""

    key: str
    prompt: Message
    estimation: Estimation
    scale: Scale
    trials: int
    sample: Callable[[], Iterable[float]]
    exact: Callable[[], Answer]
    source: Message
    unit: str = "predict.unit_deals"

    def __repr__(self) -> str:
        return f"Question({self.key!r}, trials={self.trials})"


@dataclass(frozen=True)
class Point:
    """The running estimate after ``n`` trials and its 95% interval."""

    n: int
    estimate: float
    low: float
    high: float


@dataclass(frozen=True)
class GuessRecord:
    """A learner's result on one question, for a class to collect: the question's key,
    the guess and how sure (one of :data:`CONFIDENCES`), then, as they come, the
    simulated estimate with its 95% interval and trials, and the exact value."""

    question: str
    guess: float
    confidence: str
    simulated: float | None = None
    low: float | None = None
    high: float | None = None
    trials: int = 0
    exact: float | None = None

    def as_dict(self) -> dict[str, Any]:
        """The record as JSON-ready values."""
        return asdict(self)


def checkpoints(total: int) -> list[int]:
    """Where a run of ``total`` trials reports its estimate: often at first, when it moves
    most, then less often; always at the end.

    >>> checkpoints(2_000)[:6], checkpoints(2_000)[-1], len(checkpoints(1_000_000)) <= 40
    ([10, 20, 30, 50, 70, 100], 2000, True)
    """
    marks = {total}
    decade = 10
    while decade < total:
        marks.update(m * decade for m in (1, 2, 3, 5, 7) if m * decade < total)
        decade *= 10
    return sorted(marks)[-_POINTS:]


# ---- an investigation ------------------------------------------------------------------------


class Investigation:
    """One question played step by step (see the module docstring); never raises on a
    learner's input: a refused step returns its sentence."""

    def __init__(self, question: Question) -> None:
        self.question = question
        self.stage: Stage = "asking"
        self.guess: float | None = None
        self.confidence: str | None = None
        self.path: list[Point] = []
        self.answer: Answer | None = None

    # ---- the three steps -----------------------------------------------------------------

    def commit(self, guess: object, confidence: object = "fair") -> Message | None:
        """Fix the learner's guess (a number of the scale, or its text) and how sure they
        are; None when it is done, else the sentence that says why not."""
        scale = self.question.scale
        if self.stage != "asking":
            return Message.of("predict.committed_already")
        value = scale.read(guess)
        if value is None:
            return Message.of(
                "predict.bad_guess", low=scale.show(scale.low, 0), high=scale.show(scale.high, 0)
            )
        if confidence not in CONFIDENCES:
            return Message.of("predict.bad_confidence")
        self.guess, self.confidence, self.stage = value, str(confidence), "committed"
        return None

    def run(self, step: Callable[[], object] | None = None) -> Message | None:
        """Draw the trials, adding a :class:`Point` to :attr:`path` at each checkpoint and
        calling ``step()`` after each; None when it is done, else why not."""
        if self.stage == "asking":
            return Message.of("predict.commit_first")
        if self.stage != "committed":
            return Message.of("predict.ran_already")
        self.stage = "running"
        q = self.question
        marks = iter(checkpoints(q.trials))
        mark = next(marks)
        n, total, squares = 0, 0.0, 0.0
        for outcome in islice(q.sample(), q.trials):
            n += 1
            total += outcome
            squares += outcome * outcome
            if n == mark:
                self.path.append(self._point(n, total, squares))
                mark = next(marks, 0)
                if step is not None:
                    step()
        if n and (not self.path or self.path[-1].n != n):  # a sample shorter than asked
            self.path.append(self._point(n, total, squares))
        self.stage = "simulated"
        if step is not None:
            step()
        return None

    def reveal(self) -> Message | None:
        """Compute the exact value (only now); None when it is shown, else why not."""
        if self.stage in ("asking", "committed", "running"):
            return Message.of(
                "predict.run_first" if self.guess is not None else "predict.commit_first"
            )
        if self.answer is None:
            self.answer = self.question.exact()
            self.stage = "revealed"
        return None

    # ---- what it says --------------------------------------------------------------------

    def _point(self, n: int, total: float, squares: float) -> Point:
        mean = total / n
        if self.question.estimation == "share":
            low, high = wilson_interval(round(total), n)
            return Point(n, mean, low, high)
        spread = math.sqrt(max(0.0, squares - n * mean * mean) / (n - 1)) if n > 1 else 0.0
        half = _Z * spread / math.sqrt(n)
        return Point(n, mean, max(0.0, mean - half), mean + half)

    def record(self) -> GuessRecord | None:
        """The learner's result so far (None before the guess is committed)."""
        if self.guess is None or self.confidence is None:
            return None
        last = self.path[-1] if self.stage in ("simulated", "revealed") and self.path else None
        return GuessRecord(
            question=self.question.key,
            guess=self.guess,
            confidence=self.confidence,
            simulated=None if last is None else last.estimate,
            low=None if last is None else last.low,
            high=None if last is None else last.high,
            trials=0 if last is None else last.n,
            exact=None if self.answer is None else self.answer.value,
        )

    def verdict(self) -> list[Message]:
        """Once revealed: how far the guess was from the answer, whether the simulation's
        interval holds it, and a word on how sure the learner was when that was telling (a
        sure guess far off, a mere guess close); empty before."""
        answer, guess = self.answer, self.guess
        if answer is None or guess is None or not self.path:
            return []
        scale, last = self.question.scale, self.path[-1]
        what = Message.of(_WHAT[answer.kind])
        exact, shown = answer.value, scale.show_guess(guess)
        gap = guess - exact
        near = max(last.high - last.low, 0.02 * abs(exact))  # within the interval's width
        if abs(gap) <= near:
            first = Message.of(
                "predict.guess_near", guess=shown, what=what, exact=scale.show(exact)
            )
        else:
            key = _GAP[gap > 0, scale.percent]
            first = Message.of(
                key, guess=shown, gap=scale.show_gap(gap), what=what, exact=scale.show(exact)
            )
        inside = last.low <= exact <= last.high
        second = Message.of(
            "predict.inside" if inside else _MISSED[answer.kind],
            low=scale.show(last.low),
            high=scale.show(last.high),
            what=what,
        )
        out = [first, second]
        close = abs(gap) <= near
        far = abs(gap) > 4 * near and abs(gap) > 0.25 * abs(exact)  # off by a quarter or more
        if self.confidence == "sure" and far:
            out.append(Message.of("predict.sure_but_far"))
        elif self.confidence == "unsure" and close:
            out.append(Message.of("predict.unsure_but_near"))
        return out

    def readout(self) -> Message | None:
        """The last checkpoint in a sentence: how many trials, the estimate, its interval."""
        if not self.path:
            return None
        last, scale = self.path[-1], self.question.scale
        return Message.of(
            "predict.readout",
            unit=Message.of(self.question.unit),
            n=f"{last.n:,}",
            estimate=scale.show(last.estimate),
            low=scale.show(last.low),
            high=scale.show(last.high),
        )
