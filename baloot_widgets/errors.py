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

from .i18n import Lang, Message, text

__all__ = [
    "BalootError",
    "ContractError",
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


class ContractError(BalootError):
    """A :class:`~baloot_widgets.Contract` was given an impossible setting."""


class RecordError(BalootError):
    """A game record is malformed or does not replay."""


class IllegalActionError(BalootError):
    """An action that the rules do not allow now.

    ``seat`` is the seat that tried it (or ``None``), ``action`` the action (or its text),
    ``rule`` the RULES.md section that forbids it (for example ``"§6"``) and ``reason``
    the sentence as a :class:`~baloot_widgets.i18n.Message`, so that it can be shown in
    Arabic too: ``error.text("ar")``.  ``str(error)`` is the English sentence, ending with
    "(rules §6)".

    >>> from baloot_widgets.i18n import Message
    >>> error = IllegalActionError(Message.of("refuse.trick_empty"), rule="§6")
    >>> str(error), error.text("ar")
    ('an empty trick has no winner (rules §6)', 'أكلة بلا أوراق ليس لها آخذ (القواعد §6)')
    """

    def __init__(
        self,
        reason: Message | str,
        *,
        seat: int | None = None,
        action: object = None,
        rule: str = "",
    ) -> None:
        self.reason = reason
        self.seat = seat
        self.action = action
        self.rule = rule
        super().__init__(self.text("en"))

    def text(self, lang: Lang = "en", *, rule: bool = True) -> str:
        """The sentence in ``lang``; ``rule=False`` leaves out the rules section."""
        reason = self.reason
        sentence = reason if isinstance(reason, str) else reason.text(lang)
        if not rule or not self.rule or "rules §" in sentence.lower():
            return sentence
        return text("refuse.rule", lang, text=sentence, rule=self.rule)
