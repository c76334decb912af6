"""The contract of a hand: Sun or Hokum, the trump, the buyer, the multiplier (RULES.md §4-5).

>>> from baloot_widgets import Contract, Suit
>>> c = Contract(mode="hokum", trump=Suit.HEARTS, buyer=2, multiplier=2, doubler=1, closed=True)
>>> c.buyer_team, c.defender_team, c.is_hokum
(0, 1, True)
>>> str(c)
'Hokum ♥ (closed), bought by seat 2, x2 (doubled by seat 1)'
>>> Contract(mode="sun", trump=Suit.HEARTS)
Traceback (most recent call last):
...
baloot_widgets.rules.errors.ContractError: a Sun contract has no trump suit; leave trump=None
>>> Contract(mode="hokum", trump="H", multiplier=2)
Traceback (most recent call last):
...
baloot_widgets.rules.errors.ContractError: a doubled contract needs the seat that doubled: a defender, e.g. Contract(mode='hokum', trump='H', buyer=0, multiplier=2, doubler=1)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ..i18n import Message, quote
from .cards import Suit
from .errors import ContractError

__all__ = ["Contract", "Mode", "team_of"]

Mode = Literal["sun", "hokum"]


def team_of(seat: int) -> int:
    """Team index of a seat: 0 for seats 0 and 2, 1 for seats 1 and 3.

    >>> [team_of(s) for s in range(4)]
    [0, 1, 0, 1]
    """
    return seat & 1


@dataclass(frozen=True, slots=True)
class Contract:
    """What was bought: ``mode`` ("sun" or "hokum"), the ``trump`` suit for Hokum, the
    ``buyer`` seat, the ``multiplier`` (1-4), the ``doubler`` seat, ``gahwa`` and ``closed``.

    ``trump`` may be given as text ("H", "♥").  A doubled contract (``multiplier`` 2 to
    4) names its ``doubler``, a defender; a Gahwa has multiplier 4.  An impossible
    contract raises a :class:`~baloot_widgets.rules.errors.ContractError` that says why.
    """

    mode: Mode
    trump: Suit | None = None
    buyer: int = 0
    multiplier: int = 1
    doubler: int | None = None
    gahwa: bool = False
    closed: bool = False
    #: the trump suit as an int, or -1 for Sun (a hot-path helper, set from ``trump``)
    trump_index: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.mode not in ("sun", "hokum"):
            raise ContractError(Message.of("error.mode", mode=quote(self.mode)))
        trump = self.trump
        if isinstance(trump, str):
            trump = Suit.parse(trump)
        elif trump is not None and not isinstance(trump, Suit):
            if isinstance(trump, int) and not isinstance(trump, bool) and 0 <= trump < 4:
                trump = Suit(trump)
            else:
                raise ContractError(Message.of("error.trump", trump=quote(trump)))
        object.__setattr__(self, "trump", trump)
        object.__setattr__(self, "trump_index", -1 if trump is None else int(trump))
        if self.mode == "sun" and trump is not None:
            raise ContractError(Message.of("error.sun_trump"))
        if self.mode == "hokum" and trump is None:
            raise ContractError(Message.of("error.hokum_trump"))
        if not isinstance(self.buyer, int) or not 0 <= self.buyer <= 3:
            raise ContractError(Message.of("error.buyer", buyer=quote(self.buyer)))
        if (
            isinstance(self.multiplier, bool)
            or not isinstance(self.multiplier, int)
            or not 1 <= self.multiplier <= 4
        ):
            raise ContractError(Message.of("error.multiplier", value=quote(self.multiplier)))
        if self.gahwa and self.multiplier != 4:
            raise ContractError(Message.of("error.gahwa_four", example=self._example(4)))
        if self.multiplier == 1 and self.doubler is not None:
            raise ContractError(Message.of("error.doubler_single"))
        if self.multiplier > 1 and self.doubler is None:
            raise ContractError(
                Message.of("error.doubler_missing", example=self._example(self.multiplier))
            )
        if self.doubler is not None and (
            not isinstance(self.doubler, int)
            or not 0 <= self.doubler <= 3
            or self.doubler % 2 == self.buyer % 2
        ):
            raise ContractError(Message.of("error.doubler", doubler=quote(self.doubler)))
        if self.closed and self.mode != "hokum":
            raise ContractError(Message.of("error.closed_sun"))

    def _example(self, multiplier: int) -> str:
        """This contract written out with ``multiplier`` and a doubler, for an error."""
        trump = "" if self.trump is None else f", trump={self.trump.letter!r}"
        gahwa = ", gahwa=True" if self.gahwa else ""
        return (
            f"Contract(mode={self.mode!r}{trump}, buyer={self.buyer}, multiplier={multiplier}, "
            f"doubler={(self.buyer + 1) % 4}{gahwa})"
        )

    @property
    def is_hokum(self) -> bool:
        """True for a Hokum contract."""
        return self.mode == "hokum"

    @property
    def buyer_team(self) -> int:
        """The buyer's team (0 = seats 0 and 2, 1 = seats 1 and 3)."""
        return self.buyer & 1

    @property
    def defender_team(self) -> int:
        """The defenders' team."""
        return 1 - (self.buyer & 1)

    @property
    def doubled(self) -> bool:
        """True when the multiplier is 2 or more (including Gahwa)."""
        return self.multiplier > 1

    def __str__(self) -> str:
        name = "Sun" if self.trump is None else f"Hokum {self.trump.symbol}"
        if self.closed:
            name += " (closed)"
        text = f"{name}, bought by seat {self.buyer}"
        if self.gahwa:
            text += f", Gahwa (doubled by seat {self.doubler})"
        elif self.multiplier > 1:
            text += f", x{self.multiplier} (doubled by seat {self.doubler})"
        return text
