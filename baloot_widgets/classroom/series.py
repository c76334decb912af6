"""A class's series of deals: a class code picks the same deals, in the same order, for
every table of a class (duplicate Baloot; docs/architecture.md, "Duplicate deals").

Deal ``n`` of the series of code ``C`` is dealt from the seed ``"class C:<n-1>"`` by
seat ``(n - 1) % 4`` (the deal passes to the right, deal after deal).  A :class:`SeriesMatch`
is the match a class table plays: its hands are deals 1, 2, 3... of the series whatever
happens at the table (a hand everyone passes, a Kawesh: the next hand is the next deal
with its own dealer: docs/rules.md, "Where the rules are silent: what the engine does").

>>> series = ClassSeries.of(" 7b-2026 ")
>>> series.code, series.seed, series.deal_seed(3), series.dealer(3)
('7B-2026', 'class 7B-2026', 'class 7B-2026:2', 2)
>>> series.pack(3) == ClassSeries.of("7B-2026").pack(3) != ClassSeries.of("7C-2026").pack(3)
True
>>> ClassSeries.of("7B??")
Traceback (most recent call last):
...
baloot_widgets.rules.errors.BalootError: a class code is 2 to 12 letters or digits (hyphens may join them), such as '7B-2026' or 'HAWK', not '7B??'
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from ..i18n import Message, quote
from ..play.game import Game, Match
from ..rules.deal import shuffled_pack
from ..rules.errors import BalootError, RecordError
from ..rules.ruleset import RuleSet
from ..rules.state import HandState

__all__ = ["SEED_PREFIX", "ClassSeries", "SeriesMatch", "check_class_code"]

#: the seed of a class's series is this prefix and its code
SEED_PREFIX = "class "
#: a class code once tidied: letters (any script) or digits, hyphens between them
_CODE = re.compile(r"^[^\W_]+(?:-[^\W_]+)*$")
_LONGEST = 12


def check_class_code(code: object) -> str:
    """A class code tidied (spaces around it dropped, spaces inside it made hyphens, Latin
    letters capitals, Arabic-Indic digits 0-9), or a BalootError that says what a code
    is.  Two codes that differ only in those ways pick the same deals.

    >>> check_class_code("7b 2026"), check_class_code("٧ب")
    ('7B-2026', '7ب')
    """
    if isinstance(code, str):
        tidy = unicodedata.normalize("NFKC", code).strip()
        tidy = "".join(
            str(unicodedata.decimal(ch)) if ch.isdecimal() else ch for ch in tidy
        ).upper()
        tidy = re.sub(r"\s+", "-", tidy)
        if 2 <= len(tidy) <= _LONGEST and _CODE.match(tidy):
            return tidy
    raise BalootError(Message.of("error.class_code", code=quote(code)))


def check_deal_number(n: object) -> int:
    """A deal number of a series: a whole number from 1."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise BalootError(Message.of("error.deal_number", n=quote(n)))
    return n


@dataclass(frozen=True)
class ClassSeries:
    """The series of deals of a class code (see the module docstring)."""

    code: str

    @classmethod
    def of(cls, code: object) -> ClassSeries:
        """The series of ``code`` (checked and tidied with :func:`check_class_code`)."""
        return cls(check_class_code(code))

    @classmethod
    def of_seed(cls, seed: object) -> ClassSeries | None:
        """The series whose seed is ``seed`` (a match's seed), or None."""
        if isinstance(seed, str) and seed.startswith(SEED_PREFIX):
            try:
                return cls.of(seed[len(SEED_PREFIX) :])
            except BalootError:
                return None
        return None

    @property
    def seed(self) -> str:
        """The seed of the series' match: deal ``n`` is its hand ``n - 1``."""
        return f"{SEED_PREFIX}{self.code}"

    def deal_seed(self, n: int) -> str:
        """The seed of deal ``n`` (from 1)."""
        return f"{self.seed}:{check_deal_number(n) - 1}"

    def dealer(self, n: int) -> int:
        """The dealer of deal ``n``: seat 0 deals deal 1, then the deal passes right."""
        return (check_deal_number(n) - 1) % 4

    def pack(self, n: int) -> tuple[int, ...]:
        """The 32 cards of deal ``n`` from the top (after the shuffle and the cut)."""
        return shuffled_pack(self.deal_seed(n))

    def game(self, n: int, rules: RuleSet | None = None) -> Game:
        """Deal ``n`` as a hand on its own (from match scores 0-0)."""
        return Game.new(self.deal_seed(n), self.dealer(n), rules)

    def match(self, rules: RuleSet | None = None) -> SeriesMatch:
        """A match to 152 whose hands are deals 1, 2, 3... of the series."""
        return SeriesMatch(self, rules)


class SeriesMatch(Match):
    """A match whose hands are the deals of a class's series, in order (deal ``n`` is
    hand ``n``, a hand everyone passed included).

    >>> match = ClassSeries.of("HAWK").match()
    >>> match.series.code, match.deal, match.game.state.dealer
    ('HAWK', 1, 0)
    """

    def __init__(self, series: ClassSeries, rules: RuleSet | None = None) -> None:
        super().__init__(series.seed, rules, dealer=series.dealer(1))

    @property
    def series(self) -> ClassSeries:
        """The class's series (found from the match's seed)."""
        found = ClassSeries.of_seed(self.seed)
        if found is None:  # only a SeriesMatch built by hand on another seed
            raise BalootError(Message.of("error.class_code", code=quote(self.seed)))
        return found

    @property
    def deal(self) -> int:
        """The number in the series of the hand being played (or of the last one, once
        the match is over)."""
        return len(self.finished) + (0 if self.is_over else 1)

    @classmethod
    def resume(cls, match: object, code: str) -> SeriesMatch:
        """The match of a saved class table (replayed from its record) going on with the
        deals of class ``code``; a record of another match is a RecordError."""
        series = ClassSeries.of(code)
        if not isinstance(match, Match) or match.seed != series.seed:
            raise RecordError(Message.of("error.class_record_seed", code=series.code))
        out = cls.__new__(cls)
        out.__dict__.update(match.__dict__)
        return out

    def _next_dealer(self, last: HandState) -> int:
        return len(self.finished) % 4  # deal len(finished) + 1, whatever happened before
