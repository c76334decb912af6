"""``appraise``: what a hand is worth for bidding and doubling, counted as the bots count
it (RULES.md §4-§5), line by line, in English or Arabic.

The bots' bidding is a rule of thumb: a point count of the hand
(:mod:`~baloot_widgets.bots.bidding`) against a threshold.  During the bidding the hand is
the 5 dealt cards and the floor card (the buyer takes it); after the contract it is the
whole hand, and the thresholds are those of the doubling chain.  The expert bot starts
from the same count (see :func:`~baloot_widgets.bots.simulate_calls` for what it adds).

>>> a = appraise("AS 10S KS AH 9D", floor="7C")
>>> a.strength("sun"), a.strength("S"), a.threshold("sun"), a.threshold("S")
(31, 33, 27, 30)
>>> for line in a.text.splitlines()[:2]:
...     print(line)
How the bots count A♠ 10♠ K♠ A♥ 9♦ 7♣
  Sun — 31 — the bots buy from 27 — A♠ +10 (an Ace) · 10♠ +8 (a Ten beside its Ace) · K♠ +3 (a King beside A and 10) · A♥ +10 (an Ace)
>>> [(p.key, p.points) for p in a.parts("S")][:4]
[('trump', 7), ('trump', 6), ('trump', 4), ('trump_length', 3)]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..display.report import Report, Reported
from ..i18n import Join, Lang, Message, Term
from ..play.view import SeatView
from ..rules.actions import Hokum, Pass
from ..rules.cards import Card, CardLike, CardSet, Suit
from ..rules.errors import check_lang
from .bidding import (
    DOUBLE_HOKUM,
    DOUBLE_SUN,
    HOKUM_BID,
    SUN_BID,
    TRIPLE,
    Part,
    hokum_parts,
    sun_parts,
)

__all__ = ["Appraisal", "Stage", "appraise"]

#: which thresholds apply: buying, a defender's Double, the buyer's Triple
Stage = Literal["bid", "double", "triple"]
SUN = -1  #: the contract "Sun" among the suits 0-3 of Hokum

_THRESHOLDS: dict[Stage, tuple[int, int]] = {  # (Sun, Hokum)
    "bid": (SUN_BID, HOKUM_BID),
    "double": (DOUBLE_SUN, DOUBLE_HOKUM),
    "triple": (TRIPLE - 10, TRIPLE),  # the heuristic gives a Sun hand 10 more to Triple
}
_NOTES: dict[Stage, str] = {
    "bid": "strength.note_floor",
    "double": "strength.note_double",
    "triple": "strength.note_triple",
}


@dataclass(frozen=True, repr=False)
class Appraisal(Reported):
    """A hand counted for Sun and for Hokum in some suits: ``cards`` (with the floor card
    during the bidding), the ``contracts`` shown (-1 for Sun, else a trump suit 0-3), the
    ``stage`` whose thresholds apply, and the language of its report."""

    cards: CardSet
    floor: Card | None
    contracts: tuple[int, ...]
    stage: Stage
    lang: Lang = "en"

    @staticmethod
    def _contract(name: str) -> int:
        return SUN if name.lower() == "sun" else int(Suit.parse(name))

    def parts(self, contract: str) -> list[Part]:
        """What counts for ``contract`` ("sun", or a trump suit: "H", "♥", "hearts")."""
        c = self._contract(contract)
        return sun_parts(self.cards.mask) if c == SUN else hokum_parts(self.cards.mask, c)

    def strength(self, contract: str) -> int:
        """The hand's points for ``contract`` ("sun" or a trump suit)."""
        return sum(p.points for p in self.parts(contract))

    def threshold(self, contract: str) -> int:
        """The points from which the bots make this stage's call for ``contract``."""
        sun, hokum = _THRESHOLDS[self.stage]
        return sun if self._contract(contract) == SUN else hokum

    def report(self) -> Report:
        """A row per contract: its points, the bots' threshold, and what counts."""
        rows = []
        for c in self.contracts:
            name = "sun" if c == SUN else Suit(c).letter
            label: object = (
                Term("sun") if c == SUN else Message.of("quiz.mode_hokum", suit=Suit(c).symbol)
            )
            items = _items(self.parts(name))
            limit = Message.of(f"strength.{self.stage}_from", n=self.threshold(name))
            rows.append((label, self.strength(name), limit, items))
        shown = self.floor is not None or self.stage != "bid"
        note = Message.of(_NOTES[self.stage], floor=self.floor) if shown else None
        return Report(Message.of("strength.title", cards=self.cards), tuple(rows), note, self.lang)


def _items(parts: list[Part]) -> Join | str:
    """The parts in words; the short side suits in one item."""
    short = [p for p in parts if p.key == "short_suit"]
    out: list[Message] = [
        Message.of(f"strength.{p.key}", cards=CardSet(p.cards), points=p.points)
        for p in parts
        if p.key != "short_suit"
    ]
    if short:
        suits = " ".join(Suit(p.suit).symbol for p in short)
        out.append(
            Message.of("strength.short_suit", suits=suits, points=sum(p.points for p in short))
        )
    return Join(tuple(out), " · ") if out else "—"


def _round_two(v: SeatView) -> bool:
    """True in the second round of bidding (four passes opened the auction)."""
    first = v.history[:4]
    return len(first) == 4 and all(isinstance(a, Pass) for a in first)


def _from_view(v: SeatView) -> tuple[CardSet, Card | None, tuple[int, ...], Stage]:
    c = v.contract
    if c is not None:
        stage: Stage = "triple" if c.buyer % 2 == v.seat % 2 else "double"
        return v.hand, None, (SUN if c.trump is None else int(c.trump),), stage
    floor = v.floor
    cards = v.hand | CardSet([floor])
    suits = tuple(s for s in range(4) if s != floor.suit) if _round_two(v) else (int(floor.suit),)
    if v.to_move == v.seat and not any(isinstance(a, Hokum) for a in v.legal):
        suits = ()  # a Hokum stands: only a Sun may be said now
    return cards, floor, (SUN, *suits), "bid"


def appraise(
    hand: SeatView | str | CardSet | list[CardLike],
    *,
    floor: CardLike | None = None,
    lang: Lang = "en",
) -> Appraisal:
    """Count a hand as the bots do, for Sun and for Hokum (see the module docstring).

    ``hand`` is a seat's view (``game.view(seat)``: during the bidding its 5 cards and the
    floor card, for Sun and the Hokum suits of this round, when the seat may still bid
    Hokum; after the contract its whole
    hand, for the contract, with the thresholds of a defender's Double or the buyer's
    Triple) or cards (``"AS 10S KH"``, counted for Sun and every suit; ``floor`` is added
    to them; 7 cards or more take the doubling thresholds).
    """
    lang = check_lang(lang)
    if isinstance(hand, SeatView):
        cards, shown, contracts, stage = _from_view(hand)
        return Appraisal(cards, shown, contracts, stage, lang)
    cards = CardSet(hand)
    if floor is not None:
        cards = cards | CardSet([Card(floor)])
    stage = "double" if len(cards) >= 7 else "bid"
    shown = None if floor is None else Card(floor)
    return Appraisal(cards, shown, (SUN, 0, 1, 2, 3), stage, lang)
