"""Everything the lessons use, in one line: ``from baloot_widgets.course import *``.

The course (``tutorials/``) is written for students who do not program: each lesson starts
with one short setup cell, ``LANG = "en"`` and this import, then shows tables, pictures and
exercises.  The names here are the package's own public names; :func:`attempt` tries an
action and gives the engine's sentence instead of an error, so that no lesson shows a
traceback.  The strategy lessons ask the bots for advice, each answer a small report in
the lesson's language: :func:`appraise` (a hand counted as the bots count it),
:func:`simulate_calls` (each call played out over simulated deals), :func:`card_odds`
(what another seat may hold) and :func:`count_cards` (what a seat can count in the play).

>>> game = Game.new(seed=1, dealer=0)
>>> attempt(game, "p1 sun")
'accepted'
>>> print(attempt(game, "p2 play KS"))
Seat 2 cannot play K♠: it is seat 1's turn to play (RULES §6)
>>> attempt(game, "p1 play KS", lang="ar")
'المقعد 1: لا يجوز لعب K♠ — هذه الورقة ليست في يده (القواعد §6)'
>>> appraise("AS 10S AH KD 7C", floor="8C").strength("sun")
28
"""

from __future__ import annotations

from .bots import (
    ExpertBot,
    HeuristicBot,
    RandomBot,
    appraise,
    card_odds,
    count_cards,
    hint,
    simulate_calls,
)
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
    "appraise",
    "attempt",
    "card_odds",
    "cheat_sheet_html",
    "count_cards",
    "exercise",
    "find_projects",
    "game_points",
    "hint",
    "legal_cards",
    "make",
    "parse_cards",
    "review",
    "score_hand",
    "simulate_calls",
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
