"""Sure Abnat at a trick start: a lower and an upper bound on the leader's team's value,
cheap enough to compute at every new position of the search (RULES.md §1 and §6).

Two facts give the bounds, and neither needs a search:

* **master trumps** (Hokum): a trump higher than every trump of the other team wins the
  trick it is played to, wherever and whenever it is played.  The Abnat of a team's
  master trumps are therefore sure to be that team's: a lower bound for the leader's
  team, or Abnat the other team surely takes (an upper bound);
* **sure tricks** of the leader: a card higher than every card of its suit in the other
  three hands wins when led, and the leader keeps the lead, so such cards can be cashed
  one after another (trumps first in Hokum; plain cards only once nobody else can
  still ruff, and never trumps first in a closed Hokum while the leader holds a plain
  card).  Every other player holding cards of a cashed suit must put at least that many
  of them (followed or discarded earlier on another sure trick) into the leader's
  tricks: their cheapest ones count towards the bound.  When every card of the leader
  is a sure trick, the leader's team takes everything left.

A position is summed up suit by suit: a suit's summary depends only on the four hands'
cards in that suit (:func:`plain_summary`, :func:`trump_summary`); :mod:`._facts` adds
them up for a position and keeps them per pattern.
"""

from __future__ import annotations

from ..rules.cards import PLAIN_POINTS, TRUMP_INDEX, TRUMP_POINTS

__all__ = ["plain_summary", "trump_summary"]


def _above(order: tuple[int, ...]) -> tuple[int, ...]:
    """For every set of ranks (a byte): the ranks stronger than all of them (every rank
    when the set is empty).  ``order[r]`` is the strength of rank ``r``."""
    out = []
    for byte in range(256):
        top = max((order[r] for r in range(8) if byte >> r & 1), default=-1)
        out.append(sum(1 << r for r in range(8) if order[r] > top))
    return tuple(out)


def _cheapest(points: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """For every set of ranks (a byte) and every n 0-8: the Abnat of its n cheapest
    cards (all of them when it holds fewer)."""
    out = []
    for byte in range(256):
        held = sorted(points[r] for r in range(8) if byte >> r & 1)
        out.append(tuple(sum(held[:n]) for n in range(9)))
    return tuple(out)


def _sums(points: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sum(points[r] for r in range(8) if byte >> r & 1) for byte in range(256))


_PLAIN_ABOVE = _above(tuple(range(8)))
_TRUMP_ABOVE = _above(TRUMP_INDEX)
_PLAIN_CHEAPEST = _cheapest(PLAIN_POINTS)
_TRUMP_CHEAPEST = _cheapest(TRUMP_POINTS)
_PLAIN_SUM = _sums(PLAIN_POINTS)
_TRUMP_SUM = _sums(TRUMP_POINTS)


def plain_summary(b: tuple[int, int, int, int]) -> tuple[int, int]:
    """A plain suit (or any suit in Sun), given as the byte of each hand (hand 0 leads):
    the leader's sure tricks in it and the Abnat they surely bring (the leader's cards and
    the others' cheapest forced cards).

    >>> from baloot_widgets.rules.cards import CardSet
    >>> spades = [CardSet(h).mask for h in ("AS 10S", "KS", "7S", "8S QS")]  # bytes of ♠
    >>> plain_summary(tuple(spades))  # A♠ 10♠ cashed, drawing K♠ 7♠ 8♠ Q♠: 11 + 10 + 4 + 3
    (2, 28)
    """
    sure = b[0] & _PLAIN_ABOVE[b[1] | b[2] | b[3]]
    n = sure.bit_count()
    if not n:
        return 0, 0
    forced = _PLAIN_CHEAPEST[b[1]][n] + _PLAIN_CHEAPEST[b[2]][n] + _PLAIN_CHEAPEST[b[3]][n]
    return n, _PLAIN_SUM[sure] + forced


def trump_summary(b: tuple[int, int, int, int]) -> tuple[int, int, int, int, int]:
    """The trump suit, given as the byte of each hand (hand 0 leads): the leader's sure
    trump tricks; the Abnat of the master trumps of the leader's team; the opponents'
    cheapest trumps that those sure tricks force out; the Abnat of the other team's master
    trumps; the most trumps any other player holds.

    >>> from baloot_widgets.rules.cards import CardSet
    >>> hearts = [CardSet(h).mask >> 8 for h in ("JH 9H 7H", "AH 8H", "10H", "KH QH")]
    >>> trump_summary(tuple(hearts))  # J♥ 9♥ sure, and they force 8♥ A♥, Q♥ K♥
    (2, 34, 18, 0, 2)
    """
    ours, theirs = b[0] | b[2], b[1] | b[3]
    mine = _TRUMP_SUM[ours & _TRUMP_ABOVE[theirs]]
    lost = _TRUMP_SUM[theirs & _TRUMP_ABOVE[ours]]
    n = (b[0] & _TRUMP_ABOVE[b[1] | b[2] | b[3]]).bit_count()
    forced = _TRUMP_CHEAPEST[b[1]][n] + _TRUMP_CHEAPEST[b[3]][n] if n else 0
    most = max(b[1].bit_count(), b[2].bit_count(), b[3].bit_count())
    return n, mine, forced, lost, most
