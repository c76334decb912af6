"""``count_cards``: what a seat can count during the play from its own view (RULES.md §1,
§6): the Abnat won and still to win, and for each suit the cards still out, the highest
one left and who has shown to be out of it.  Everything comes from the cards played and
the seat's own hand, as a careful player counts at the table.

>>> from baloot_widgets import Game
>>> game = Game.new(seed=1, dealer=0)
>>> for action in ("p1 sun", "p1 play 8D", "p2 play KD", "p3 play 7D", "p0 play QD"):
...     game.act(action)
>>> c = count_cards(game.view(1))
>>> c.out("D"), c.top("D"), c.left
(CardSet('JD 9D'), Card('AD'), 123)
>>> print(c.text)
What Seat 1 can count
  Abnat — Team 0·2 7 – 0 Team 1·3 won; 123 still to win (with the last trick's 10)
  ♠ — 8 with the others: A♠ 10♠ K♠ Q♠ J♠ 9♠ 8♠ 7♠; the highest left is A♠
  ♥ — 3 with the others: Q♥ 8♥ 7♥; the highest left, A♥, is yours
  ♦ — 2 with the others: J♦ 9♦; the highest left, A♦, is yours
  ♣ — 8 with the others: A♣ 10♣ K♣ Q♣ J♣ 9♣ 8♣ 7♣; the highest left is A♣
"""

from __future__ import annotations

from dataclasses import dataclass

from ..display.report import Report, Reported
from ..i18n import Join, Lang, Message, Seat, Team, Term
from ..play.view import SeatView
from ..rules.cards import FULL_MASK, LAST_TRICK_BONUS, SUIT_MASKS, Card, CardSet, Suit
from ..rules.errors import BalootError, check_lang
from ..rules.play import POINTS, POWER
from .knowledge import knowledge

__all__ = ["CardCount", "count_cards"]


@dataclass(frozen=True, repr=False)
class CardCount(Reported):
    """What ``seat`` can count: its ``hand``, the cards ``played`` (masks as CardSets),
    the cards each other seat has shown it cannot hold (``excluded``, by seat), the trump
    suit (-1 in Sun), the Abnat won by each team and the language of its report."""

    seat: int
    hand: CardSet
    played: CardSet
    excluded: tuple[CardSet, ...]
    trump: int
    abnat: tuple[int, int]
    lang: Lang = "en"

    def out(self, suit: str | Suit) -> CardSet:
        """The cards of ``suit`` still out: not played and not in the seat's hand."""
        mask = SUIT_MASKS[Suit.parse(suit) if isinstance(suit, str) else suit]
        return CardSet(mask & FULL_MASK & ~self.played.mask & ~self.hand.mask)

    def top(self, suit: str | Suit) -> Card | None:
        """The highest card of ``suit`` not yet played (maybe the seat's own)."""
        s = Suit.parse(suit) if isinstance(suit, str) else suit
        left = [c for c in CardSet(SUIT_MASKS[s] & ~self.played.mask)]
        return max(left, key=lambda c: POWER[self.trump + 1][c]) if left else None

    @property
    def left(self) -> int:
        """The Abnat still to win: the cards not played and the last trick's 10."""
        points = POINTS[self.trump + 1]
        return sum(points[c] for c in range(32) if not self.played.mask >> c & 1) + (
            LAST_TRICK_BONUS
        )

    def voids(self, seat: int) -> tuple[Suit, ...]:
        """The suits of which ``seat`` has shown it holds no card still out."""
        return tuple(
            s for s in Suit if self.out(s) and not self.out(s).mask & ~self.excluded[seat].mask
        )

    def _suit_row(self, s: Suit) -> tuple[object, ...]:
        label: object = s.symbol
        if s == self.trump:
            label = Message.of("count.trumps", suit=s.symbol)
        out, top = self.out(s), self.top(s)
        if top is None:
            return (label, Message.of("count.suit_done"))
        mine = top in self.hand
        if not out:
            return (label, Message.of("count.suit_yours"))
        whose = Message.of("count.top_yours" if mine else "count.top_out", card=top)
        power = POWER[self.trump + 1]
        shown = CardSet(out)
        ordered = Join(tuple(str(c) for c in sorted(shown, key=lambda c: -power[c])), " ")
        return (label, Message.of("count.suit", n=len(out), cards=ordered, top=whose))

    def report(self) -> Report:
        """The Abnat, a row per suit (trumps first) and the voids shown."""
        a0, a1 = self.abnat
        abnat = Message.of(
            "count.abnat", team0=Team(0), team1=Team(1), a0=a0, a1=a1, left=self.left
        )
        rows: list[tuple[object, ...]] = [(Term("abnat"), abnat)]
        order = sorted(Suit, key=lambda s: s != self.trump)
        rows.extend(self._suit_row(s) for s in order)
        for seat in range(4):
            if seat != self.seat and self.voids(seat):
                suits = " ".join(s.symbol for s in self.voids(seat))
                rows.append((Seat(seat), Message.of("count.void", suits=suits)))
        return Report(Message.of("count.title", seat=Seat(self.seat)), tuple(rows), None, self.lang)


def count_cards(view: SeatView, *, lang: Lang = "en") -> CardCount:
    """What the seat of ``view`` can count now (see the module docstring); only during the
    play, once there is a contract."""
    lang = check_lang(lang)
    k = knowledge(view)
    if k.contract is None:
        raise BalootError(Message.of("error.count_cards"))
    excluded = tuple(CardSet(x & FULL_MASK) for x in k.excluded)
    return CardCount(
        view.seat, view.hand, CardSet(k.played), excluded, k.contract.trump_index,
        view.abnat, lang,
    )  # fmt: skip
