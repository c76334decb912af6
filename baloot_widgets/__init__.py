"""baloot_widgets: learn the Saudi card game Baloot (بلوت) in Jupyter.

The stable teaching API (lessons, tests and users rely on these names):

>>> from baloot_widgets import parse_cards, legal_cards, Contract
>>> legal_cards(parse_cards("KS 7S JH"), [(0, "10S")], Contract(mode="hokum", trump="H"))
CardSet('KS 7S')
"""

from typing import TYPE_CHECKING, Any

from . import bots
from .play.game import Game, Match
from .play.view import SeatView, view
from .rules.actions import Action, parse_action
from .rules.cards import Card, CardSet, Rank, Suit, parse_card, parse_cards
from .rules.contract import Contract
from .rules.engine import apply, check, is_legal, legal_actions, new_hand
from .rules.errors import (
    BalootError,
    ContractError,
    IllegalActionError,
    NotationError,
    RecordError,
    RuleSetError,
)
from .rules.play import legal_cards, trick_winner
from .rules.projects import Project, find_projects
from .rules.ruleset import RuleSet
from .rules.scoring import game_points, score_hand
from .rules.sheet import HandScore, ScoreLine
from .rules.state import Phase
from .version import __version__ as __version__

if TYPE_CHECKING:
    from .puzzles import Puzzle, load_puzzles
    from .widgets import ClassReport, HandView, Predict, Puzzles, Quiz, ReviewBoard, Table


def __getattr__(name: str) -> Any:
    """``Table``, ``Quiz``, ``Puzzles``, ``HandView``, ``ReviewBoard``, ``Predict`` and ``ClassReport`` load the
    widget libraries only when first used, so the engine imports quickly where no notebook
    runs; ``load_puzzles`` and ``Puzzle`` load the puzzles the same way."""
    if name in ("Table", "Quiz", "Puzzles", "HandView", "ReviewBoard", "Predict", "ClassReport"):
        from . import widgets

        return getattr(widgets, name)
    if name in ("load_puzzles", "Puzzle"):
        from . import puzzles

        return getattr(puzzles, name)
    raise AttributeError(f"module 'baloot_widgets' has no attribute {name!r}")


__all__ = [
    "Action",
    "BalootError",
    "Card",
    "CardSet",
    "ClassReport",
    "Contract",
    "ContractError",
    "Game",
    "HandScore",
    "HandView",
    "IllegalActionError",
    "Match",
    "NotationError",
    "Phase",
    "Predict",
    "Project",
    "Puzzle",
    "Puzzles",
    "Quiz",
    "Rank",
    "RecordError",
    "ReviewBoard",
    "RuleSet",
    "RuleSetError",
    "ScoreLine",
    "SeatView",
    "Suit",
    "Table",
    "apply",
    "bots",
    "check",
    "find_projects",
    "game_points",
    "is_legal",
    "legal_actions",
    "legal_cards",
    "load_puzzles",
    "new_hand",
    "parse_action",
    "parse_card",
    "parse_cards",
    "score_hand",
    "trick_winner",
    "view",
]
