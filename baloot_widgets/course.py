"""Everything the lessons use, in one line: ``from baloot_widgets.course import *``.

The course (``tutorials/``) is written for students who do not program: each lesson starts
with one short setup cell, ``LANG = "en"`` and this import, then shows tables, pictures and
exercises.  The names here are the package's own public names; :func:`attempt` tries an
action and gives the engine's sentence instead of an error, so that no lesson shows a
traceback.

>>> game = Game.new(seed=1, dealer=0)
>>> attempt(game, "p1 sun")
'accepted'
>>> print(attempt(game, "p2 play KS"))
Seat 2 cannot play K♠: it is seat 1's turn to play (RULES §6)
>>> attempt(game, "p1 play KS", lang="ar")
'المقعد 1: لا يجوز لعب K♠ — هذه الورقة ليست في يده (القواعد §6)'
"""

from __future__ import annotations

from pathlib import Path

from .bots import ExpertBot, HeuristicBot, RandomBot, hint
from .cards import Card, CardSet, parse_cards
from .cheatsheet import cheat_sheet_html
from .errors import BalootError, IllegalActionError
from .game import Game, Match
from .i18n import Lang
from .quiz import exercise, make
from .review import review
from .rules.actions import Action
from .rules.contract import Contract
from .rules.play import legal_cards, trick_winner
from .rules.projects import find_projects
from .rules.ruleset import RuleSet
from .rules.scoring import game_points, score_hand
from .widgets import HandView, Quiz, ReviewBoard, Table

__all__ = [
    "Card",
    "CardSet",
    "Contract",
    "ExpertBot",
    "Game",
    "HandView",
    "HeuristicBot",
    "Match",
    "Quiz",
    "RandomBot",
    "ReviewBoard",
    "RuleSet",
    "Table",
    "attempt",
    "cheat_sheet_html",
    "exercise",
    "find_projects",
    "game_points",
    "hint",
    "legal_cards",
    "make",
    "my_file",
    "parse_cards",
    "review",
    "score_hand",
    "trick_winner",
]


def attempt(game: Game | Match, action: Action | str, *, lang: Lang = "en") -> str:
    """Try ``action``: "accepted" (and it is played), or the engine's sentence saying why
    not (and nothing changes), in ``lang``."""
    try:
        game.act(action)
    except IllegalActionError as exc:
        return exc.text(lang)
    except BalootError as exc:
        return str(exc)
    return "accepted" if lang == "en" else "مقبول"


def my_file(name: str) -> Path:
    """Where to keep a file of your own, such as a saved table: ``name`` in the folder
    ``baloot`` of your home folder (made if needed).  It stays there when the lessons are
    updated, and you find it again next time: ``Table.load(my_file("match.json"))``.

    >>> path = my_file("first_match.json")
    >>> path.name, path.parent.name, path.parent.is_dir()
    ('first_match.json', 'baloot', True)
    """
    folder = Path.home() / "baloot"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / name
