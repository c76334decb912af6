"""``hint(view)``: the best card or call for a student, with a short reason in English or
Arabic (docs/architecture.md, "The seat's view, the bots and the hint").

* During the play the expert (PIMC) picks the card; the reason says what the card does
  from the student's view: "play A♠: it wins this trick and sets up 10♠".
* The hint follows the table's rules: they come with the view (``view.rules``).
* In teacher mode (a view with ``hands``, from ``view(..., reveal=True)``) the
  double-dummy solver values every legal card with all hands open: :attr:`Hint.values`
  maps each card to the Abnat the student's team takes from the current trick on, and
  the hinted card has exactly the solver's optimal value.
* Bids, doubles, projects, Sawa and Qayd follow the heuristic, with its reason.

>>> from baloot_widgets import Game
>>> game = Game.new(seed=25, dealer=0)
>>> hint(game.view(1)).text
'bid Sun: your Aces and guarded Tens make a strong Sun hand'
>>> hint(game.view(1), lang="ar").message.text("ar")
'صن: إكاتك وعشراتك المحمية تصنع يد صن قوية'

``text`` is that sentence ready to print: in Arabic right to left, its cards left to right
(``i18n.plain_text``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..i18n import Lang, Message, plain_text
from ..play.view import SeatView
from ..rules.actions import Action, Play
from ..rules.cards import Card
from ..rules.errors import BalootError
from ..rules.state import Phase
from .expert import ExpertBot, solver_values
from .heuristic import HeuristicBot, play_action
from .knowledge import knowledge
from .reasons import card_reason

if TYPE_CHECKING:  # the solver is imported when it is used (it is heavy to load)
    from ..solver import Solver

__all__ = ["Hint", "explain_play", "hint"]


@dataclass(frozen=True)
class Hint:
    """A hint: the ``action``, its sentence (``message``, and ``text`` in the language
    asked for), the bot's ``reason`` key and, in teacher mode, the solver's ``values``
    (card code -> Abnat of the student's team from the current trick on)."""

    action: Action
    message: Message
    reason: str = ""
    values: dict[str, int] = field(default_factory=dict)
    lang: Lang = "en"

    @property
    def text(self) -> str:
        """The sentence in the hint's language."""
        return plain_text(self.message.text(self.lang), self.lang)


def hint(
    view: SeatView,
    *,
    lang: Lang = "en",
    bot: ExpertBot | None = None,
    solver: Solver | None = None,
) -> Hint:
    """The best action for the seat of ``view`` and why (see the module docstring).

    ``bot`` is the expert that picks cards when the hands are hidden (default: 12
    worlds, the solver for the last 5 tricks, so that a hint takes well under half a
    second; seeded from the number of actions so that a hint is reproducible).
    ``solver``: the solver of the hand's contract for teacher mode (a caller that asks
    under a :meth:`~baloot_widgets.solver.Solver.budget` and tries again keeps its table);
    by default a new one.
    """
    if not view.legal:
        raise BalootError(Message.of("error.nothing_to_hint"))
    legal = list(view.legal)
    expert = bot or ExpertBot(seed=len(view.history), worlds=12, rollout_worlds=8, solver_tricks=5)
    k = knowledge(view)
    if view.hands is not None and k.phase is Phase.PLAY and k.contract is not None:
        heuristic = HeuristicBot()
        action, key = heuristic.decide(k, legal)  # declare, Sawa, Qayd
        if not isinstance(action, Play):
            return Hint(action, heuristic.why(k, action, key), key, lang=lang)
        try:
            values = solver_values(k, [h.mask for h in view.hands], solver)
        except BalootError:  # a foul in the current trick (non-strict): no exact values
            values = {}
        if values:
            best = max(values, key=lambda c: (values[c], -c))
            message = card_reason(k, best, "solver", {"value": values[best]})
            codes = {Card(c).code: v for c, v in values.items()}
            return Hint(play_action(k, legal, best), message, "solver", codes, lang)
    action, key = expert.decide(k, legal)
    return Hint(action, expert.why(k, action, key), key, lang=lang)


def explain_play(view: SeatView, card: int | str, *, lang: Lang = "en") -> str:
    """Why a card would be played now, from the seat's view: what it does in this trick
    and what it sets up ("play A♠: it wins this trick and sets up 10♠").

    The reason of the heuristic is used when it would play the same card.
    """
    k = knowledge(view)
    c = int(Card(card))
    plays = {x: Play(k.seat, Card(x)) for x in range(32) if k.legal_cards >> x & 1}
    chosen, key = HeuristicBot().card(k, plays) if plays else (c, "")
    return card_reason(k, c, key if chosen == c else "").text(lang)
