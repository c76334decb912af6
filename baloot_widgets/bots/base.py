"""The bot protocol: ``choose(view, legal) -> action``
(docs/architecture.md, "The seat's view, the bots and the hint").

A bot sees only its seat's :class:`~baloot_widgets.play.view.SeatView` (which carries the
table's rules) and the list of its legal actions; it never reads the true state.  Every
bot is seeded and deterministic.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from ..i18n import Message, quote
from ..play.view import SeatView
from ..rules.actions import Action
from ..rules.errors import BalootError

__all__ = ["Bot", "choose_action"]


@runtime_checkable
class Bot(Protocol):
    """Anything with a ``name`` and ``choose(view, legal) -> action`` is a bot."""

    name: str

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """Pick one of ``legal`` from what the seat may see (``view``)."""
        ...


def choose_action(bot: Bot, view: SeatView, legal: Sequence[Action]) -> Action:
    """Ask ``bot`` for an action and check that it chose one of ``legal``."""
    if not legal:
        raise BalootError(Message.of("error.bot_no_legal"))
    action = bot.choose(view, legal)
    if action not in legal:
        name = quote(getattr(bot, "name", None))
        raise BalootError(Message.of("error.bot_illegal", name=name, action=quote(str(action))))
    return action
