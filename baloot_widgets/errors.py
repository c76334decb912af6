"""The error classes of baloot_widgets.

Every error is a :class:`BalootError`, which is a :class:`ValueError`, and its
message is a sentence a student can understand.

>>> from baloot_widgets import parse_cards
>>> parse_cards("1H")
Traceback (most recent call last):
...
baloot_widgets.errors.NotationError: '1H' is not a card: ranks are 7 8 9 10 J Q K A
"""

from __future__ import annotations

__all__ = [
    "BalootError",
    "IllegalActionError",
    "NotationError",
    "RecordError",
    "RuleSetError",
]


class BalootError(ValueError):
    """Base class of every error raised on purpose by baloot_widgets."""


class NotationError(BalootError):
    """A card, a set of cards or an action text could not be read."""


class RuleSetError(BalootError):
    """A :class:`~baloot_widgets.RuleSet` was given an unknown or contradictory setting."""


class RecordError(BalootError):
    """A game record is malformed or does not replay."""


class IllegalActionError(BalootError):
    """An action that the rules do not allow now.

    ``seat`` is the seat that tried it (or ``None``), ``action`` the action (or its text),
    ``rule`` the RULES.md section that forbids it (for example ``"§6"``); the message ends
    with it, "(RULES §6)", when it does not already cite it.
    """

    def __init__(
        self, message: str, *, seat: int | None = None, action: object = None, rule: str = ""
    ) -> None:
        if rule and "RULES §" not in message:
            message = f"{message} (RULES {rule})"
        super().__init__(message)
        self.seat = seat
        self.action = action
        self.rule = rule
