"""Everything the lessons use, in one line: ``from baloot_widgets.course import *``.

The course (``tutorials/``) is written for students who do not program: each lesson starts
with one short setup cell, ``LANG = "en"`` and this import, then shows tables, pictures and
exercises.  The names here are the package's own public names; :func:`attempt` tries an
action and gives the engine's sentence instead of an error, so that no lesson shows a
traceback.  The strategy lessons ask the bots for advice, each answer a small report in
the lesson's language: :func:`appraise` (a hand counted as the bots count it),
:func:`simulate_calls` (each call played out over simulated deals), :func:`card_odds`
(what another seat may hold) and :func:`count_cards` (what a seat can count in the play).
The principles of play, each measured by simulation (``baloot_widgets.strategy``):
:func:`principle_worth` (what following one is worth, ± its standard error),
:func:`principle_example` (a hand where it matters, at the moment of the choice),
:func:`principle_practice` (a position to play), :func:`over_a_match` (what a gain a hand
comes to over a match) and :func:`call_signals` (what a call tells the caller's partner).

>>> game = Game.new(seed=1, dealer=0)
>>> attempt(game, "p1 sun")
'accepted'
>>> print(attempt(game, "p2 play KS"))
Seat 2 cannot play K♠: it is seat 1's turn to play (rules §6)
>>> said = attempt(game, "p1 play KS", lang="ar")  # to print: right to left, K♠ left to right
>>> said == plain_text("المقعد 1: لا يجوز لعب K♠ — هذه الورقة ليست في يده (القواعد §6)", "ar")
True

Puzzles (positions of real hands where one card is clearly best): :class:`Puzzles`,
:func:`load_puzzles`, :func:`puzzle_themes` (the themes and their ideas) and
:func:`my_ratings` (your rating in each theme).

Pictures and exercises made from the lesson's own positions: :func:`projects_view` (a hand
and its projects), :func:`trick_view` (one trick of a played hand), :func:`exercise_at` (an
exercise at a moment of a played hand) and :func:`cheat_sheet` (the classroom cheat sheet,
or one of its sections):

>>> projects_view("AH KH QH 7S", Contract(mode="sun")).caption
'Sun: Sira (A♥ K♥ Q♥): 4 game points'
>>> for action in ("p1 play 8D", "p2 play KD", "p3 play 7D", "p0 play QD"):
...     game.act(action)
>>> trick_view(game, 1, lang="ar").highlight, exercise_at(game, "trick_winner", 1).solution
(['KD'], 2)
>>> cheat_sheet("scoring", lang="ar")
CheatSheet('scoring', lang='ar')
>>> appraise("AS 10S AH KD 7C", floor="8C").strength("sun")
28
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

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
from .classroom import DuplicateResults
from .classroom import duplicate_results as compare_class
from .i18n import Lang, plain_text, text
from .play.game import Game, Match
from .puzzles import load_puzzles
from .puzzles.overview import my_ratings, puzzle_themes
from .quiz import exercise, make
from .quiz.moments import exercise_at
from .records import learner_file
from .records.learner import Profile, check_code, check_name
from .records.recorder import recorder
from .review import review
from .rules.actions import Action
from .rules.cards import Card, CardLike, CardSet, parse_cards
from .rules.contract import Contract
from .rules.deal import dealt_to, seat_order
from .rules.errors import BalootError
from .rules.play import card_power, legal_cards, trick_winner
from .rules.projects import find_projects
from .rules.ruleset import RuleSet
from .rules.scoring import game_points, score_hand
from .strategy.reports import (
    call_signals,
    over_a_match,
    principle_example,
    principle_practice,
    principle_worth,
)
from .teaching.cheatsheet import cheat_sheet, cheat_sheet_html
from .widgets import ClassReport, HandView, MyResults, Puzzles, Quiz, ReviewBoard, Table
from .widgets.lesson_views import projects_view, trick_view

__all__ = [
    "Card",
    "CardSet",
    "ClassReport",
    "Contract",
    "ExpertBot",
    "Game",
    "HandView",
    "HeuristicBot",
    "Match",
    "Puzzles",
    "Quiz",
    "RandomBot",
    "ReviewBoard",
    "RuleSet",
    "Table",
    "appraise",
    "attempt",
    "by_strength",
    "call_signals",
    "card_odds",
    "cheat_sheet",
    "cheat_sheet_html",
    "count_cards",
    "dealt_to",
    "duplicate_results",
    "exercise",
    "exercise_at",
    "find_projects",
    "game_points",
    "hint",
    "legal_cards",
    "load_puzzles",
    "make",
    "my_file",
    "my_ratings",
    "my_results",
    "over_a_match",
    "parse_cards",
    "principle_example",
    "principle_practice",
    "principle_worth",
    "projects_view",
    "puzzle_themes",
    "review",
    "score_hand",
    "seat_order",
    "set_learner",
    "simulate_calls",
    "trick_view",
    "trick_winner",
]


def attempt(game: Game | Match, action: Action | str, *, lang: Lang = "en") -> str:
    """Try ``action``: "accepted" (and it is played), or the engine's sentence saying why
    not (and nothing changes), in ``lang``, ready to print (``i18n.plain_text``)."""
    try:
        game.act(action)
    except BalootError as exc:
        return plain_text(exc.text(lang), lang)
    return text("attempt.accepted", lang)


def by_strength(
    cards: str | Iterable[CardLike] | CardSet, contract: Contract | None = None
) -> list[Card]:
    """The cards from the strongest to the weakest in ``contract`` (Sun when None), as the
    engine compares them in a trick: the trumps first, J and 9 at their head; in every
    other suit A 10 K Q J 9 8 7.  (A card of neither the suit led nor trumps never wins a
    trick, whatever its rank: ``trick_winner`` says who wins.)

    >>> by_strength("7S AS 10S KS")
    [Card('AS'), Card('10S'), Card('KS'), Card('7S')]
    >>> by_strength("AH 10H JH 9H 7H", Contract(mode="hokum", trump="H"))
    [Card('JH'), Card('9H'), Card('AH'), Card('10H'), Card('7H')]
    """
    t = -1 if contract is None else contract.trump_index
    given = CardSet(cards) if isinstance(cards, str) else [Card(c) for c in cards]
    return sorted(given, key=lambda c: (-card_power(c, t), c.suit))


def duplicate_results(
    *folders_or_files: str | Path, code: str | None = None, lang: Lang = "en"
) -> DuplicateResults:
    """The tables of a class compared deal by deal (duplicate Baloot): each table's
    contract and result, its score against the other tables and against par (perfect play
    with all hands open) and each deal's key moment.  Give the ``class-<code>`` folders
    collected from the class's computers (or their files); ``code`` picks the class when
    they hold several.  Tables that played a class's deals were started with
    ``Table(class_code="7B", table_name="Sara & Omar")``.

    >>> duplicate_results()
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.BalootError: name the files or folders of the class's hands, such as 'class-7B'
    """
    return compare_class(*folders_or_files, code=code, lang=lang)


def my_file(name: str) -> Path:
    """Where to keep a file of your own, such as a saved table: ``name`` in the folder
    ``baloot`` of your home folder (made if needed).  It stays there when the lessons are
    updated, and you find it again next time: ``Table.load(my_file("match.json"))``.  In
    the browser version (JupyterLite, Python in Pyodide) the folder is the file browser's
    own ``baloot`` folder, where a student sees the file and can download it.  Your
    puzzle ratings are kept there too (``puzzle_ratings.json``).

    Every name stays inside that folder (a name may hold subfolders, which are made): a
    path elsewhere, a name that climbs out with ``..``, or no name at all is refused with
    a sentence.

    >>> path = my_file("first_match.json")
    >>> path.name, path.parent.name, path.parent.is_dir()
    ('first_match.json', 'baloot', True)
    >>> my_file("../../notes.txt")
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.BalootError: my_file keeps your files in your folder baloot: give a name inside it, such as 'match.json', not '../../notes.txt'
    """
    return learner_file(name)


def set_learner(name: str, *, class_code: str = "") -> Profile:
    """Give the learner's name (and the class code) in code, as a teacher may in the
    first cell of a class's notebooks: the widgets then never ask, and every result is
    recorded under that name (``baloot/learner.json`` in the learner's folder).  A name
    that cannot be used is refused with the sentence the widget would show.

    >>> set_learner("Sara/")
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.BalootError: A name is letters, spaces and - ' . only: '/' cannot be part of it.
    """
    profile = Profile(check_name(name), check_code(class_code or None))
    failed = recorder().set_profile(profile)
    if failed is not None:
        raise BalootError(failed)
    return profile


def my_results(*, lang: Lang = "en") -> MyResults:
    """The last cell of a lesson: how many of your results are recorded, and the button
    "Download my results" that saves them all, from every lesson, in one file to hand in
    (your name is asked first if you have not given it)."""
    return MyResults(lang=lang)
