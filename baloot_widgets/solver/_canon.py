"""One name for positions that differ only in irrelevant low cards (the transposition
table's key).

The low cards of a suit (7 8 9 of a plain suit, 7 8 of trumps: see
:data:`~._moves.LOW_GROUPS`) score nothing and are the weakest of their suit.  Which of
them are still in play does not matter, only who holds the lowest, the next and so on:
a position where the 7♠ was played and seat 1 holds the 8♠ is the same game as one where
the 8♠ was played and seat 1 holds the 7♠.  The *canonical* name of a position moves the
low cards still in play of every suit down to the lowest ranks of their group, in order,
with their holders; the table knows positions by that name, so such positions share one
entry (the search itself goes on with the real cards).

>>> from baloot_widgets.rules.cards import Card, CardSet
>>> canon = Canon(LOW_GROUPS[0])  # Sun
>>> hands = [CardSet(h).mask for h in ("8S AS", "9S KS", "JS 10H", "QS AH")]  # 7♠ is gone
>>> [str(CardSet(h)) for h in canon.position(*hands)]
['A♠ 7♠', 'K♠ 8♠', 'J♠ 10♥', 'Q♠ A♥']
>>> present = hands[0] | hands[1] | hands[2] | hands[3]
>>> other = present ^ 0b11  # the 8♠ was played, and seat 0 holds the 7♠ instead
>>> canon.translate(Card("8S"), present, other)  # seat 0's lowest spade
Card('7S')
"""

from __future__ import annotations

from ..rules.cards import Card
from ._moves import LOW_GROUPS

__all__ = ["LOW_GROUPS", "Canon"]

#: positions whose canonical form is kept (memory cap)
CACHE_MAX = 200_000


_SHARED: dict[int, dict[int, int]] = {}


class Canon:
    """Canonical names for one contract, whose low groups are ``low``."""

    def __init__(self, low: int) -> None:
        self.low = low
        self._groups = tuple((low >> 8 * s & 0xFF) << 8 * s for s in range(4))
        #: the low cards of four hands (packed like a table key) -> their canonical ones;
        #: shared by every search of a contract with these low groups
        self._cache = _SHARED.setdefault(low, {})
        self.lows_get = self._cache.get

    def lows(self, packed: int) -> int:
        """The canonical low cards of four hands, given and returned packed like a table
        key (``a0 | a1 << 32 | a2 << 64 | a3 << 96``, low cards only)."""
        moved = self._cache.get(packed)
        if moved is None:
            hands = [packed >> 32 * i & 0xFFFFFFFF for i in range(4)]
            out = [0, 0, 0, 0]
            for group in self._groups:
                slot = group & -group  # the lowest card of the group
                for c in range(32):
                    if group >> c & 1:
                        for i in range(4):
                            if hands[i] >> c & 1:
                                out[i] |= slot
                                slot <<= 1
            moved = out[0] | out[1] << 32 | out[2] << 64 | out[3] << 96
            if len(self._cache) >= CACHE_MAX:
                self._cache.clear()
            self._cache[packed] = moved
        return moved

    def position(self, a0: int, a1: int, a2: int, a3: int) -> tuple[int, int, int, int]:
        """The canonical position of four hands (the same hands when nothing moves)."""
        low = self.low
        key = a0 | a1 << 32 | a2 << 64 | a3 << 96
        low4 = low | low << 32 | low << 64 | low << 96
        c = key ^ key & low4 | self.lows(key & low4)
        return tuple(c >> 32 * i & 0xFFFFFFFF for i in range(4))  # type: ignore[return-value]

    def translate(self, card: int, source: int, target: int) -> Card:
        """The card of a position whose cards in play are ``target`` that plays the part
        of ``card`` in a position of the same canonical name whose cards in play are
        ``source`` (a low card may change; any other card stays)."""
        group = self._groups[card >> 3]
        if not group >> card & 1:
            return Card(card)
        index = [c for c in range(32) if (source & group) >> c & 1].index(card)
        return Card([c for c in range(32) if (target & group) >> c & 1][index])
