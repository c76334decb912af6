"""Choosing between NumPy and the pure-Python fallback, and NumPy's lookup tables.

Every count and every simulation runs with NumPy when it is installed, and in pure
Python otherwise (slower, same answers for exact counts).  ``backend="python"`` forces
the fallback, which is how the tests check that both agree.

>>> resolve_backend("python")
'python'
>>> resolve_backend("fortran")
Traceback (most recent call last):
...
baloot_widgets.rules.errors.BalootError: backend must be 'auto', 'numpy' or 'python', not 'fortran'
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Literal

from ..i18n import Message, quote
from ..rules.errors import BalootError
from .signature import CODE_BITS
from .signature import half_tables as python_half_tables

try:
    import numpy as np

    NUMPY_AVAILABLE = True
except ImportError:  # pragma: no cover - exercised by the forced-fallback test
    NUMPY_AVAILABLE = False

if TYPE_CHECKING:
    from numpy.typing import NDArray

__all__ = [
    "NUMPY_AVAILABLE",
    "Backend",
    "HalfTables",
    "half_tables",
    "hand_codes",
    "resolve_backend",
]

Backend = Literal["auto", "numpy", "python"]


def resolve_backend(backend: str) -> Literal["numpy", "python"]:
    """``"auto"`` becomes ``"numpy"`` when NumPy is installed, else ``"python"``."""
    if backend == "auto":
        return "numpy" if NUMPY_AVAILABLE else "python"
    if backend == "python":
        return "python"
    if backend == "numpy":
        if not NUMPY_AVAILABLE:
            raise BalootError(Message.of("error.no_numpy"))
        return "numpy"
    raise BalootError(Message.of("error.backend", backend=quote(backend)))


class HalfTables:
    """The half-hand tables of :func:`~.signature.half_tables` as NumPy arrays.

    A hand mask is two 16-bit halves (♠♥ and ♦♣).  For each half value ``h``:
    ``ors[0][h]`` / ``ands[0][h]`` describe ♠♥, ``ors[1][h]`` / ``ands[1][h]`` ♦♣, and the
    code of a hand is ``ors[0][lo] | ors[1][hi] | (ands[0][lo] & ands[1][hi])``.
    ``popcount[h]`` is the number of cards in the half.
    """

    def __init__(self) -> None:
        low_or, high_or, low_and, high_and = python_half_tables()
        self.ors = (np.array(low_or, dtype=np.uint32), np.array(high_or, dtype=np.uint32))
        self.ands = (np.array(low_and, dtype=np.uint32), np.array(high_and, dtype=np.uint32))
        half = np.arange(1 << 16, dtype=np.uint32)
        bits = np.unpackbits(half.astype(">u2").view(np.uint8).reshape(-1, 2), axis=1)
        self.popcount: NDArray[np.uint8] = bits.sum(axis=1, dtype=np.uint8)
        self.halves: NDArray[np.uint32] = half


@cache
def half_tables() -> HalfTables:
    """The half-hand tables, built once (NumPy only)."""
    return HalfTables()


def hand_codes(masks: NDArray[np.uint32]) -> NDArray[np.uint32]:
    """Signature codes of an array of hand masks (any shape), with NumPy.

    >>> import numpy as np
    >>> from baloot_widgets.probability.signature import hand_code
    >>> masks = np.array([0b111, 0x01010101], dtype=np.uint32)
    >>> hand_codes(masks).tolist() == [hand_code(0b111), hand_code(0x01010101)]
    True
    """
    t = half_tables()
    low = masks.astype(np.uint16)  # the low 16 bits: ♠ and ♥
    high = (masks >> np.uint32(16)).astype(np.uint16)
    ors, ands = t.ors, t.ands
    codes: NDArray[np.uint32] = (
        np.take(ors[0], low)
        | np.take(ors[1], high)
        | (np.take(ands[0], low) & np.take(ands[1], high))
    )
    return codes


def empty_code_table() -> NDArray[np.bool_]:
    """A False table with one entry per possible signature code."""
    return np.zeros(1 << CODE_BITS, dtype=np.bool_)
