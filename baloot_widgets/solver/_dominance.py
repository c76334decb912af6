"""Cards of one hand that need not be searched because another card of that hand is at
least as good (RULES.md §1 and §6).

**Runs.**  Two cards of one hand are *adjacent* when they are of one suit and no card
still in play (in a hand or in the current trick) lies between them in power: they win
and lose against exactly the same cards and are legal in the same situations.  A *run*
is a maximal set of such cards, say K♠ 10♠ A♠ in Sun once nobody else holds a card
between them.  Playing one card of a run now and keeping another for later gives the
same tricks to the same players whatever both teams do (swap the two cards in any line
of play); only the Abnat differ, by the points of the two cards, and only in the two
tricks where they fall.  Hence:

* if the team of the player is **sure to win** the current trick (whatever the players
  after him do), the **richest** card of the run is at least as good as any other: its
  points are banked now, and the cheaper card kept can only be worth less later;
* if the team is **sure to lose** it, the **cheapest** card is at least as good.

So in those two cases one card per run is searched (the ends that :func:`suit_ends`
finds).  Cards of equal points in a run (the low cards) are merged in every
case (:func:`~._moves.merge_equivalent`); the ends chosen here agree with it (of equal
points, the stronger card).  In both orders of power (plain and trump) the points never
fall as the power rises, so the richest card of a run is its strongest and the cheapest
its weakest (of equal points, the strongest of them).

Whether a trick is sure is decided with :func:`beatable`: the cards a player could
beat with a legal card when a suit is led.  A player who follows suit beats the cards of
that suit below his strongest one and never a ruff; a player void in a plain suit of a
Hokum who holds a trump beats every card of the suit and the trumps below his strongest,
whatever the house rules (he may, or must, play it); anyone else beats nothing.

>>> from baloot_widgets.rules.cards import CardSet
>>> from baloot_widgets.rules.play import POINTS
>>> spades = tuple(CardSet(h).mask for h in ("KS 10S AS", "QS", "7S", "8S"))  # ♠ bytes
>>> order, points = tuple(range(8)), POINTS[0][:8]  # Sun: rank order, plain points
>>> rich, cheap, below, dominated = suit_ends(spades, order, points)
>>> str(CardSet(rich[0])), str(CardSet(cheap[0]))  # K♠ 10♠ A♠ are one run
('A♠', 'K♠')
>>> str(CardSet(below[1])), str(CardSet(dominated))  # Q♠ beats the lower ones; K♠ 10♠ not
('J♠ 9♠ 8♠ 7♠', '10♠ K♠')
"""

from __future__ import annotations

__all__ = ["beatable", "suit_ends"]

Bytes = tuple[int, int, int, int]


def suit_ends(
    b: Bytes, order: tuple[int, ...], points: tuple[int, ...]
) -> tuple[Bytes, Bytes, Bytes, int]:
    """One suit of the four hands at a trick start, given as bytes ``b`` (hand 0 leads,
    hand 2 is its partner); ``order`` lists the ranks from the weakest, ``points`` the
    Abnat of each rank.  Per hand: the richest and the cheapest rank of each of its runs
    and the ranks below its strongest; then the leads of hand 0 in this suit that hands 1
    and 3 cannot beat by following and that a richer card of their run dominates."""
    present = b[0] | b[1] | b[2] | b[3]
    rich = [0, 0, 0, 0]
    cheap = [0, 0, 0, 0]
    below = [0, 0, 0, 0]
    for i in range(4):
        run: list[int] = []
        for r in (*order, -1):
            if r >= 0 and b[i] >> r & 1:
                run.append(r)
                continue
            if r >= 0 and not present >> r & 1:
                continue  # out of play: no gap
            if run:
                rich[i] |= 1 << run[-1]
                low = points[run[0]]  # the run goes from the weakest card up
                cheap[i] |= 1 << [x for x in run if points[x] == low][-1]
                run = []
        if b[i]:
            top = max(order.index(r) for r in range(8) if b[i] >> r & 1)
            below[i] = sum(1 << order[k] for k in range(top))
    dominated = b[0] & ~rich[0] & ~below[1] & ~below[3]
    return (
        (rich[0], rich[1], rich[2], rich[3]),
        (cheap[0], cheap[1], cheap[2], cheap[3]),
        (below[0], below[1], below[2], below[3]),
        dominated,
    )


def beatable(hand: int, below: int, led_suit: int, trumps: int) -> int:
    """The cards ``hand`` could beat with a legal card when the suit ``led_suit`` (a mask)
    is led; ``below``: the cards below its strongest of each suit (from
    :func:`suit_ends`), ``trumps``: the trump suit (a mask, 0 in Sun).  The kernel inlines
    this.

    >>> from baloot_widgets.rules.cards import SUIT_MASKS
    >>> hearts, spades = SUIT_MASKS[1], SUIT_MASKS[0]
    >>> beatable(0b11 << 8, 0b1 << 8, spades, hearts) == spades | 0b1 << 8  # ruffs ♠
    True
    """
    if hand & led_suit:
        return below & led_suit
    if led_suit != trumps and hand & trumps:
        return led_suit | below & trumps
    return 0
