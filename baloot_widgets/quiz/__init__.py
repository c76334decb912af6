"""Seeded Baloot exercises graded by the engine (the model behind the ``Quiz`` widget).

Each exercise is a position, the **public** engine function that decides it and its
arguments, so anyone can re-check it; its solution lives only in Python until the learner
answers.  ``check`` accepts every right answer and explains a wrong one with the engine's
own reasons.

>>> ex = exercise("legal_cards", seed=7, level=1)
>>> ex
Exercise('legal_cards', seed=7, level=1)
>>> ex.prompt
'You are Seat 1; Seat 0 led. Which cards may you play? There may be several.'
>>> from baloot_widgets import legal_cards
>>> legal_cards(**ex.args) == ex.solution == GRADERS[ex.grader](**ex.args)
True
>>> ex.check(ex.solution).correct, ex.check(None).text
(True, 'Select the cards you would play (for example KS 7S), then check.')

Kinds, in the order a course meets them (``KINDS``), each at levels 1 (plain) to 3
(tricky):

* ``higher_card``: which of two cards is higher (Sun order, the trump J and 9)?
* ``abnat``: how many Abnat are these four cards worth?
* ``priority``: a seat deals; are you P1, P2, P3 or P4?
* ``partner``: which seat is this seat's partner?
* ``dealt_to``: who receives this card of the pack (3 each, 2 each, then after the contract)?
* ``trick_winner``: who wins this trick?
* ``legal_cards``: which cards may you play (follow suit, trump, over-trump, closed Hokum)?
* ``projects``: which projects does this hand declare?
* ``project_winner``: both teams declared: whose projects count?
* ``score``: how many game points does each team score for this hand?
* ``calls``: which calls may you make now (bidding, Gablak, the doubling chain)?
* ``buyer``: the auction is over: who buys, and which contract?
* ``best_card``: all hands open, which card is best (the double-dummy solver decides)?
* ``stake``: the doubling is over: what is the hand worth (x1 to x4, open or closed, Gahwa)?
* ``sun_double``: may the defenders double this Sun (the 100 rule)?
* ``foul``: without a referee, was the card just played a foul, and which one?
* ``qayd_score``: a seat calls Qayd: how many game points does each team score?
* ``match_end``: one more hand is scored: who has won the match?
* ``bot_call``: which call would the bots make with this hand (their rule of thumb)?
* ``lead``: on lead with every hand open, which card is best (the solver decides)?
* ``principle``: a principle of lessons 11-13 is at stake: which of two ways pays, as
  measured by simulation?

A lesson can also fix its own position with :func:`make`:

>>> from baloot_widgets import Contract
>>> ex = make("trick_winner", trick=[(0, "AC"), (1, "7C"), (2, "10H"), (3, "KC")],
...           contract=Contract(mode="hokum", trump="H"))
>>> ex.solution, ex.check(0).reasons[0]
(2, 'Seat 0 does not win: 10♥ beats A♣, because a trump beats every card of another suit.')
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..i18n import Join, Lang, Message, quote
from ..rules.errors import BalootError, check_lang
from ..rules.ruleset import RuleSet, check_rules
from .best import BestCard
from .buyer import Buyer
from .calls import Calls
from .fouls import Foul, QaydScore
from .graders import GRADERS
from .match import MatchEnd
from .model import AnswerType, Choice, Exercise, Feedback, Kind, Position
from .principles import PrincipleChoice
from .projects import Projects, ProjectWinner
from .ranks import Abnat, HigherCard
from .score import Score
from .seats import DealtTo, Partner, Priority
from .stakes import Stake, SunDouble
from .strategy import BotCall, Lead
from .tricks import LegalCards, TrickWinner

__all__ = [
    "GRADERS",
    "KINDS",
    "LEVELS",
    "AnswerType",
    "Choice",
    "Exercise",
    "Feedback",
    "Kind",
    "exercise",
    "kind",
    "make",
]

_SPECS: tuple[Kind, ...] = (
    HigherCard(), Abnat(), Priority(), Partner(), DealtTo(), TrickWinner(), LegalCards(),
    Projects(), ProjectWinner(), Score(), Calls(), Buyer(), BestCard(), Stake(), SunDouble(),
    Foul(), QaydScore(), MatchEnd(), BotCall(), Lead(), PrincipleChoice(),
)  # fmt: skip
_BY_NAME: Mapping[str, Kind] = {spec.name: spec for spec in _SPECS}
#: the kinds of exercise, in the order a course meets them
KINDS: tuple[str, ...] = tuple(_BY_NAME)
#: the levels: 1 plain, 2 the usual traps, 3 the tricky cases
LEVELS: tuple[int, ...] = (1, 2, 3)


def kind(name: object) -> Kind:
    """The kind called ``name``, or a BalootError that lists the kinds."""
    if isinstance(name, str) and name in _BY_NAME:
        return _BY_NAME[name]
    kinds = Join(KINDS, words="join.list")
    raise BalootError(Message.of("error.quiz_kind", name=quote(name), kinds=kinds))


def _check(level: object, lang: object, rules: object) -> tuple[int, Lang, RuleSet]:
    if level not in LEVELS or isinstance(level, bool):
        raise BalootError(Message.of("error.level", level=quote(level)))
    return level, check_lang(lang), check_rules(rules)


def exercise(
    kind_name: str,
    seed: int = 0,
    level: int = 1,
    lang: Lang = "en",
    rules: RuleSet | None = None,
) -> Exercise:
    """The exercise of ``kind_name`` (one of :data:`KINDS`) for ``seed`` and ``level``:
    the same arguments always give the same exercise.

    >>> exercise("calls", seed=2, level=2).kind
    'calls'
    >>> exercise("chess")
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.BalootError: 'chess' is not a kind of exercise; the kinds are higher_card, abnat, priority, partner, dealt_to, trick_winner, legal_cards, projects, project_winner, score, calls, buyer, best_card, stake, sun_double, foul, qayd_score, match_end, bot_call, lead, principle
    """
    spec = kind(kind_name)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise BalootError(Message.of("error.seed_natural", seed=quote(seed)))
    level, lang, rules = _check(level, lang, rules)
    rng = random.Random(f"baloot-quiz/{spec.name}/{level}/{seed}")
    position = spec.position(rng, level, rules)
    return Exercise.build(spec, position, seed=seed, level=level, lang=lang, rules=rules)


def make(
    kind_name: str,
    *,
    lang: Lang = "en",
    seat: int | None = None,
    **args: Any,
) -> Exercise:
    """An exercise of a position you give: ``args`` are the grader's keyword arguments
    (see :data:`GRADERS`); ``seat`` is the seat that answers when the arguments do not
    say (a lead in ``legal_cards``).  An impossible position raises the engine's error."""
    spec = kind(kind_name)
    _, lang, rules = _check(1, lang, args.get("rules"))
    if seat is None:
        seat = spec.seat_of(args)
    return Exercise.build(spec, Position(args, seat), seed=None, level=None, lang=lang, rules=rules)
