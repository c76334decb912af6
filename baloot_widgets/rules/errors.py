"""The error classes of baloot_widgets.

Every error is a :class:`BalootError`, which is a :class:`ValueError`, and its
message is a sentence a student can understand, in English and Arabic: an error carries a
:class:`~baloot_widgets.i18n.Message` (``error.reason``), ``str(error)`` is the English
sentence and ``error.text("ar")`` the Arabic.  A value the sentence quotes is cut short
(:func:`~baloot_widgets.i18n.quote`).

>>> from baloot_widgets import parse_cards
>>> parse_cards("1H")
Traceback (most recent call last):
...
baloot_widgets.rules.errors.NotationError: '1H' is not a card: ranks are 7 8 9 10 J Q K A
>>> try:
...     parse_cards("1H")
... except BalootError as error:
...     print(error.text("ar"))
'1H' ليست ورقة: الرتب هي 7 8 9 10 J Q K A
"""

from __future__ import annotations

from ..i18n import Lang, Message, quote, text

__all__ = [
    "BalootError",
    "ContractError",
    "IllegalActionError",
    "NotationError",
    "RecordError",
    "RuleSetError",
    "check_lang",
]


class BalootError(ValueError):
    """Base class of every error raised on purpose by baloot_widgets.

    ``reason`` is the sentence, a :class:`~baloot_widgets.i18n.Message` (the package
    always gives one; text is accepted for errors raised by other code).

    >>> error = BalootError(Message.of("error.lang", lang="'fr'"))
    >>> str(error), error.text("ar")
    ("lang must be 'en' or 'ar', not 'fr'", "اللغة lang إما 'en' أو 'ar'، لا 'fr'")
    """

    def __init__(self, reason: Message | str) -> None:
        self.reason = reason
        super().__init__(self.text("en"))

    def text(self, lang: Lang = "en") -> str:
        """The sentence in ``lang``."""
        reason = self.reason
        return reason if isinstance(reason, str) else reason.text(lang)

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (self.reason,), self.__dict__)


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
        self.rule = rule  # text() reads it
        self.seat = seat
        self.action = action
        super().__init__(reason)

    def text(self, lang: Lang = "en", *, rule: bool = True) -> str:
        """The sentence in ``lang``; ``rule=False`` leaves out the rules section."""
        sentence = super().text(lang)
        if not rule or not self.rule or "rules §" in sentence.lower():
            return sentence
        return text("refuse.rule", lang, text=sentence, rule=self.rule)


def check_lang(lang: object) -> Lang:
    """``lang`` when it is a language of the catalogue, else a BalootError that says so
    (every function and widget that takes ``lang`` checks it here).

    >>> check_lang("ar")
    'ar'
    >>> check_lang("fr")
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.BalootError: lang must be 'en' or 'ar', not 'fr'
    """
    if lang == "en" or lang == "ar":
        return lang
    raise BalootError(Message.of("error.lang", lang=quote(lang)))
