"""A friendly check of a number a student computed: a sentence, never an error.

The probability lessons ask for numbers (a count, a probability, odds).  The answer cell
ships blank (``answer_1 = ...``); the check cell below it compares the answer with a value
that the package computes (or a formula the lesson has just taught) and says, in the
lesson's language: fill it in (blank), Correct! (right), or, for a wrong answer, the
reason when one can be seen (a count where a probability was asked or the other way
round, a percentage, the N of "1 in N", one too many, a whole factor too large or too
small, a rounded value), then the hint.

>>> from math import comb
>>> print(check_answer(comb(28, 4), 20475))
Correct! 20,475
>>> print(check_answer(comb(28, 4) / 24, 20475, hint="choose the other 4 cards from 28"))
Not yet: your answer is 24 times too small. Hint: choose the other 4 cards from 28
>>> print(check_answer(19.0035, 0.190035))
Not yet: 19.0035 looks like a percentage. Give the probability as a number from 0 to 1 (divide by 100).
>>> print(check_answer("0.19", 0.190035, lang="ar"))
يجب أن تكون الإجابة عددًا، مثل 0.25 أو 1/4 أو comb(8, 2)، لا '0.19'.
>>> check_answer(..., 0.190035).correct is None
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from numbers import Real

from ..i18n import Lang, Message, quote
from ..rules.errors import check_lang

__all__ = ["Feedback", "check_answer"]

#: a whole factor between the answer and the right value is named up to this size
_MAX_FACTOR = 1_000_000
#: answers this close (relative, 0.1%) to the right value, but not equal, are "almost"
_CLOSE = 0.001
#: the N of "1 in N" is usually rounded: it is recognised within 1%
_ONE_IN = 0.01


@dataclass(frozen=True)
class Feedback:
    """What :func:`check_answer` says: ``correct`` is True, False, or None while there is
    no answer yet; ``message`` is the sentence, shown in ``lang``.

    In a notebook the feedback shows as its sentence; ``str(feedback)`` is that sentence.
    """

    correct: bool | None
    message: Message
    lang: Lang = "en"

    def text(self, lang: Lang | None = None) -> str:
        """The sentence, in ``lang`` (the feedback's own language by default)."""
        return self.message.text(self.lang if lang is None else lang)

    def __str__(self) -> str:
        return self.text()

    def _repr_pretty_(self, printer: object, cycle: bool) -> None:
        """IPython shows the sentence itself (not a dataclass repr)."""
        printer.text(self.text())  # type: ignore[attr-defined]


def _number(value: object) -> float | None:
    """The answer as a float, or None when it is not a (finite, real) number."""
    if isinstance(value, bool) or not isinstance(value, Real):
        return None
    x = float(value)
    return x if math.isfinite(x) else None


def _shown(x: float) -> str:
    """A number as a sentence shows it: 20,475 / 0.00393294 / 853.125."""
    if x == int(x) and abs(x) < 1e15:
        return f"{int(x):,}"
    return f"{x:.6g}"


def _whole_factor(answer: float, expected: float) -> int | None:
    """n when the answer is n times the right value, or 1/n of it (n a whole number >= 2)."""
    if answer == 0 or expected == 0 or (answer > 0) != (expected > 0):
        return None
    ratio = answer / expected
    factor = ratio if ratio > 1 else 1 / ratio
    whole = round(factor)
    if 2 <= whole <= _MAX_FACTOR and math.isclose(factor, whole, rel_tol=1e-6):
        return whole
    return None


def _rounded(answer: float, expected: float) -> bool:
    """Whether ``answer`` is ``expected`` rounded to the decimals the answer shows, as a
    calculator's result copied by hand is (0.0039 for 0.0039329, 513 for 512.72).

    A single significant digit (1 for 0.8, 0.004 for 0.0039) is too coarse to call that.

    >>> _rounded(0.0039, 792 / 201_376), _rounded(513.0, 512.72), _rounded(1, 0.8)
    (True, True, False)
    """
    text = repr(float(answer))
    if "e" in text or "n" in text:  # 1e-05, inf and nan name no decimals
        return False
    decimals = len(text.partition(".")[2].rstrip("0"))
    digits = f"{abs(answer):.{decimals}f}".replace(".", "").lstrip("0")
    return len(digits) >= 2 and math.isclose(round(expected, decimals), answer, rel_tol=1e-12)


def _why_wrong(answer: float, expected: float) -> Message:
    """The most telling reason a wrong answer is wrong."""
    shown = _shown(answer)
    if answer < 0 <= expected:
        return Message.of("prob.negative", answer=shown)
    as_percent = math.isclose(answer, 100 * expected, rel_tol=1e-6) or _rounded(
        answer, 100 * expected
    )
    if 0 < expected <= 1 and as_percent:  # a probability was asked, a percentage given
        return Message.of("prob.percent", answer=shown)
    if _rounded(answer, expected):
        return Message.of("prob.rounded", answer=shown)
    if 0 <= expected <= 1:
        if expected > 0 and answer > 1 and math.isclose(answer, 1 / expected, rel_tol=_ONE_IN):
            return Message.of("prob.one_in", answer=shown)
        if answer > 1:
            return Message.of("prob.above_one", answer=shown)
    if math.isclose(answer, expected, rel_tol=_CLOSE):
        return Message.of("prob.close", answer=shown)
    if math.isclose(abs(answer - expected), 1, rel_tol=1e-9):
        return Message.of("prob.one_more" if answer > expected else "prob.one_less")
    factor = _whole_factor(answer, expected)
    if factor is not None:
        key = "prob.too_large" if abs(answer) > abs(expected) else "prob.too_small"
        return Message.of(key, factor=f"{factor:,}")
    if 0 < answer < 1 and expected >= 2 and math.isclose(expected, round(expected)):
        return Message.of("prob.not_a_count", answer=shown)  # a count was asked
    return Message.of("prob.not_yet", answer=shown)


def check_answer(
    answer: object,
    expected: float,
    *,
    hint: str = "",
    lang: Lang = "en",
    tolerance: float = 1e-9,
) -> Feedback:
    """Compare a student's ``answer`` with the ``expected`` number; never raises.

    The answer is right when it is within ``tolerance`` (relative) of ``expected``, so
    ``comb(12, 5) / comb(32, 5)`` and a probability computed by the package agree.  A blank
    answer (``...`` or None) gets a prompt; something that is not a number gets a sentence
    saying what a number looks like; a wrong number gets a reason (when one shows) and
    ``hint``, a sentence of the lesson.

    >>> print(check_answer(513.7, 0.001946))
    Not yet: 513.7 looks like the N of “1 in N”. The probability is 1/N.
    >>> print(check_answer(1 / 3, 1 / 3))
    Correct! 0.333333 (33.3333%)
    """
    lang = check_lang(lang)
    if answer is None or answer is Ellipsis:
        return Feedback(None, Message.of("prob.blank"), lang)
    value = _number(answer)
    if value is None:
        return Feedback(False, Message.of("prob.not_a_number", answer=quote(answer)), lang)
    if math.isclose(value, expected, rel_tol=tolerance, abs_tol=1e-15):
        if 0 < expected < 1:
            right = Message.of("prob.correct_p", answer=_shown(value), percent=f"{value:.4%}")
        else:
            right = Message.of("prob.correct", answer=_shown(value))
        return Feedback(True, right, lang)
    why = _why_wrong(value, expected)
    if hint:
        why = Message.of("prob.hint", why=why, hint=hint)
    return Feedback(False, why, lang)
