"""Every principle by name, and the bot that follows or breaks one of them.

A principle (:class:`~.model.Principle`) is a small change to the heuristic bot: where it
is at stake, the action that follows it and the action that breaks it.  The principles
of the auction are in :mod:`.auction`, those of the play and the defence in
:mod:`.cardplay`; their words (the rule in plain words, each case) are in the catalogue
(``i18n/principles.py``).

:class:`PrincipleBot` is the heuristic with one principle followed (``side="follow"``)
or broken (``side="against"``) every time it is at stake; :mod:`.measure` plays both on
the same deals.

>>> from baloot_widgets import Game
>>> from baloot_widgets.bots.knowledge import knowledge
>>> game = Game.new(seed=25, dealer=0)
>>> seen = game.view(1)
>>> choice = principle("sun_sure_tricks").at(knowledge(seen), list(seen.legal))
>>> str(choice.follow), str(choice.against), choice.label
('p1 pass', 'p1 sun', 'sure2')
>>> str(PrincipleBot("sun_sure_tricks", "against").choose(seen, list(seen.legal)))
'p1 sun'
>>> [p.name for p in PRINCIPLES.values() if p.lesson == 11][:2]
['sun_sure_tricks', 'hokum_trumps']
"""

from __future__ import annotations

from collections.abc import Sequence

from ..bots.heuristic import HeuristicBot
from ..bots.knowledge import knowledge
from ..i18n import Join, Message, quote
from ..play.view import SeatView
from ..rules.actions import Action
from ..rules.errors import BalootError
from .auction import AUCTION
from .cardplay import CARDPLAY
from .model import Principle, Side

__all__ = ["PRINCIPLES", "PrincipleBot", "principle"]

#: every principle by name, in the order the lessons teach them
PRINCIPLES: dict[str, Principle] = {p.name: p for p in (*AUCTION, *CARDPLAY)}


def principle(name: str) -> Principle:
    """The principle called ``name``; an unknown name raises a BalootError that lists
    the names.

    >>> principle("draw_trumps").part
    'play'
    >>> principle("lead_trumps")
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.BalootError: 'lead_trumps' is not a principle; the principles are sun_sure_tricks, ...
    """
    found = PRINCIPLES.get(name) if isinstance(name, str) else None
    if found is None:
        names = Join(tuple(PRINCIPLES), words="join.list")
        raise BalootError(Message.of("error.principle", name=quote(name), names=names))
    return found


class PrincipleBot:
    """The heuristic bot, with one principle followed or broken wherever it is at stake.

    ``name`` names the principle (see :data:`PRINCIPLES`), ``side`` is "follow" or
    "against".  Everywhere else it is the heuristic bot itself.
    """

    def __init__(self, name: str, side: Side, seed: int | None = 0) -> None:
        if side not in ("follow", "against"):
            raise BalootError(Message.of("error.principle_side", side=quote(side)))
        self.principle = principle(name)
        self.side = side
        self.name = f"{name}:{side}"
        self._bot = HeuristicBot(seed)

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """The heuristic's action, or the principle's where it is at stake."""
        k = knowledge(view)
        mine = [a for a in legal if a.seat == k.seat]
        base = self._bot.decide(k, mine)[0]
        choice = self.principle.at(k, mine, base)
        if choice is None:
            return base
        return choice.follow if self.side == "follow" else choice.against

    def __repr__(self) -> str:
        return f"PrincipleBot({self.principle.name!r}, {self.side!r})"
