"""The questions the probability lessons investigate (predict, simulate, then derive):
each a :class:`~.investigation.Question` whose trials are seeded deals (or a class's
recorded hands) and whose exact value is counted by this package, only when revealed.

>>> q = best_sira()
>>> q.key, q.trials, q.prompt.text()[:40]
('best_sira', 20000, 'You pick up your eight cards. How often ')
>>> q.exact().value == exact_probability(best_project("sira")).probability
True
>>> next(iter(four_hundred_wait().sample()))  # deals until the first Four Hundred at the table
176
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import count
from math import comb

from ..i18n import Message, quote
from ..rules.errors import BalootError
from .events import any_project, anyone, best_project, four_of_a_kind, kawesh
from .exact import exact_probability
from .investigation import Answer, Question, count_scale, mean_scale, percent_scale
from .simulate import outcomes, suit_counts

__all__ = ["best_sira", "class_projects", "four_hundred_wait", "kawesh_anyone", "partner_trumps"]


def _hands_answer(event_count: int, total: int) -> Message:
    return Message.of("predict.how_hands", count=f"{event_count:,}", total=f"{total:,}")


def _deals(trials: int) -> Message:
    return Message.of("predict.source_deals", n=f"{trials:,}")


def best_sira(*, trials: int = 20_000, seed: int = 7) -> Question:
    """How often is the best project of a hand a Sira (Sun)?  Seat 0's hand in ``trials``
    seeded deals; the exact share counted over all 10,518,300 hands."""
    event = best_project("sira")

    def exact() -> Answer:
        p = exact_probability(event)
        return Answer(p.probability, _hands_answer(p.count, p.total))

    return Question(
        key="best_sira",
        prompt=Message.of("predict.q_sira"),
        estimation="share",
        scale=percent_scale(),
        trials=trials,
        sample=lambda: outcomes(event, trials, seed=seed),
        exact=exact,
        source=_deals(trials),
    )


def class_projects(hands: Sequence[int], source: Message) -> Question:
    """In what share of a class's recorded hands of eight cards (masks, one per seat and
    deal) did the player hold at least one project (Sun)?  ``source`` says whose hands
    they are; the exact share is counted over all hands."""
    if not hands:
        raise BalootError(Message.of("error.no_dealt_hands"))
    event = any_project("sun")

    def exact() -> Answer:
        p = exact_probability(event)
        return Answer(p.probability, _hands_answer(p.count, p.total))

    return Question(
        key="class_projects",
        prompt=Message.of("predict.q_class", hands=f"{len(hands):,}"),
        estimation="share",
        scale=percent_scale(),
        trials=len(hands),
        sample=lambda: (event(h) for h in hands),
        exact=exact,
        source=source,
        unit="predict.unit_hands",
    )


def kawesh_anyone(*, trials: int = 20_000, seed: int = 11) -> Question:
    """In what share of deals may at least one player call Kawesh?  The exact share by
    inclusion and exclusion: two players can both hold five low cards, three cannot."""

    def exact() -> Answer:
        one = comb(12, 5) / comb(32, 5)
        two = comb(12, 5) * comb(7, 5) / (comb(32, 5) * comb(27, 5))
        formula = "4 × C(12,5)/C(32,5) − 6 × C(12,5)·C(7,5) / (C(32,5)·C(27,5))"
        return Answer(4 * one - 6 * two, Message.of("predict.how_formula", formula=formula))

    return Question(
        key="kawesh_anyone",
        prompt=Message.of("predict.q_kawesh"),
        estimation="share",
        scale=percent_scale(0.5, decimals=2),
        trials=trials,
        sample=lambda: outcomes(anyone(kawesh()), trials, seed=seed),
        exact=exact,
        source=_deals(trials),
    )


def four_hundred_wait(*, trials: int = 300, seed: int = 12) -> Question:
    """How many deals until someone at the table holds all four Aces (a Four Hundred in
    Sun)?  Each trial waits for one; the exact mean is 1/q, q the chance of a deal."""

    def waits() -> Iterator[int]:
        stream = outcomes(anyone(four_of_a_kind("A")), seed=seed)
        for _ in count():
            yield next(n for n, hit in enumerate(stream, start=1) if hit)

    def exact() -> Answer:
        p = exact_probability(four_of_a_kind("A"))
        formula = f"1 / (4 × {p.count:,} / {p.total:,})"
        return Answer(1 / (4 * p.probability), Message.of("predict.how_formula", formula=formula))

    return Question(
        key="four_hundred_wait",
        prompt=Message.of("predict.q_wait"),
        estimation="mean",
        scale=count_scale(2_000, decimals=1),
        trials=trials,
        sample=waits,
        exact=exact,
        source=Message.of("predict.source_waits", n=f"{trials:,}"),
        unit="predict.unit_waits",
    )


def partner_trumps(mine: int = 3, *, trials: int = 4_000, seed: int = 3) -> Question:
    """In Hokum you hold ``mine`` of the 8 trumps: how many does partner hold, on average?
    The trials are the seeded deals where seat 0 holds ``mine`` hearts (seat 2 is its
    partner); the exact mean is 8 × (8 − mine) / 24."""
    if isinstance(mine, bool) or not isinstance(mine, int) or not 0 <= mine <= 8:
        raise BalootError(Message.of("error.trumps_held", mine=quote(mine)))

    def partners() -> Iterator[int]:
        return (row[2] for row in suit_counts(None, seed=seed, suit="H") if row[0] == mine)

    def exact() -> Answer:
        formula = f"8 × (8 − {mine}) / 24"
        return Answer((8 - mine) / 3, Message.of("predict.how_formula", formula=formula))

    return Question(
        key=f"partner_trumps_{mine}",
        prompt=Message.of("predict.q_partner", mine=mine),
        estimation="mean",
        scale=mean_scale(8 - mine),
        trials=trials,
        sample=partners,
        exact=exact,
        source=Message.of("predict.source_partner", n=f"{trials:,}", mine=mine),
    )
