"""The principles of the auction and the doubling (RULES.md §4-§5), each a small change
to the heuristic bot's call (see :mod:`.model`).

They count a hand the way a person can at the table:

* **sure tricks** for Sun (:func:`sure_tricks`): in each suit, the cards in an unbroken
  run from the Ace down (A; A 10; A 10 K...), plus one for a Fifty or better among the
  cards;
* **trumps** for Hokum: how many cards of the trump suit, and whether the J or the 9 is
  among them (:func:`trump_count`).

During the bidding the floor card counts with the hand: whoever buys takes it.

>>> from baloot_widgets import CardSet
>>> sure_tricks(CardSet("AS 10S KS AH 7D 8C").mask), sure_tricks(CardSet("10S 10H 10D KC").mask)
(4, 0)
>>> trump_count(CardSet("JS 9S 7S AH").mask, 0)
(3, True, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..bots.knowledge import Knowledge
from ..rules.actions import Action, Ashkal, Double, Hokum, Pass, Sun
from ..rules.cards import Rank
from ..rules.contract import Contract
from ..rules.projects import best_declaration
from ..rules.ruleset import RuleSet
from ..rules.state import Phase
from .model import Choice, Principle

__all__ = ["AUCTION", "sure_tricks", "trump_count"]

_SUN = Contract(mode="sun", buyer=0)
_RULES = RuleSet()
#: floor cards that are small in Sun (no Ace may be the floor card of an Ashkal)
_SMALL_FLOOR = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.JACK, Rank.QUEEN)


def sure_tricks(hand: int) -> int:
    """The sure tricks of a hand for Sun: in each suit the cards in an unbroken run from
    the Ace down in Sun order (A 10 K Q J 9 8 7), and one more for a project of 50 or
    more (a Fifty, a Hundred, a Four Hundred) among the cards."""
    count = 0
    for suit in range(4):
        byte = hand >> (8 * suit) & 0xFF
        rank = int(Rank.ACE)
        while rank >= 0 and byte >> rank & 1:
            count += 1
            rank -= 1
    projects = best_declaration(hand, _SUN, _RULES)
    if any(p.kind != "sira" for p in projects):
        count += 1
    return count


def trump_count(hand: int, trump: int) -> tuple[int, bool, bool]:
    """How many cards of ``trump`` the hand holds, and whether the J and the 9 are
    among them."""
    byte = hand >> (8 * trump) & 0xFF
    return byte.bit_count(), bool(byte >> Rank.JACK & 1), bool(byte >> Rank.NINE & 1)


def _pick(legal: Sequence[Action], kind: type) -> Action | None:
    return next((a for a in legal if type(a) is kind), None)


def _partner_bid(k: Knowledge) -> bool:
    return any(isinstance(a, (Hokum, Sun, Ashkal)) and a.seat == k.seat ^ 2 for a in k.history)


def _sun_opened(k: Knowledge) -> bool:
    return any(isinstance(a, (Sun, Ashkal)) for a in k.history)


def _not_sun(base: Action, legal: Sequence[Action]) -> Action:
    """The heuristic's call if it is not a Sun (or Ashkal), else Pass."""
    if isinstance(base, (Sun, Ashkal)):
        return _pick(legal, Pass) or base
    return base


def _sun_sure_tricks(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """Buy Sun with three sure tricks or more, not with two."""
    sun = _pick(legal, Sun)
    if k.phase not in (Phase.BID1, Phase.BID2) or sun is None or _sun_opened(k):
        return None
    if _partner_bid(k):
        return None
    n = sure_tricks(k.hand | 1 << k.floor)
    if n < 2:
        return None
    other = _not_sun(base, legal)
    label = f"sure{min(n, 5)}"
    return Choice(sun, other, label) if n >= 3 else Choice(other, sun, label)


def _round1_hokum(k: Knowledge, legal: Sequence[Action], base: Action) -> Action | None:
    """The round-1 Hokum the seat may bid now (None when it may not, or when the heuristic
    buys Sun: then Sun is the question, not Hokum)."""
    hokum = _pick(legal, Hokum)
    if k.phase is not Phase.BID1 or hokum is None or isinstance(base, (Sun, Ashkal)):
        return None
    return hokum


def _hokum_trumps(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """Buy Hokum with the J and two more trumps, or the 9 and three more."""
    hokum, pass_ = _round1_hokum(k, legal, base), _pick(legal, Pass)
    if hokum is None or pass_ is None:
        return None
    n, jack, nine = trump_count(k.hand | 1 << k.floor, k.floor >> 3)
    if jack and n >= 2:
        label, buy = f"j{min(n, 4)}", n >= 3
    elif nine and n >= 3:
        label, buy = f"n{min(n, 4)}", n >= 4
    else:
        return None
    return Choice(hokum, pass_, label) if buy else Choice(pass_, hokum, label)


def _hokum_length(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """Popular advice put to the test: four trumps make a Hokum, without the J or the 9."""
    hokum, pass_ = _round1_hokum(k, legal, base), _pick(legal, Pass)
    if hokum is None or pass_ is None:
        return None
    n, jack, nine = trump_count(k.hand | 1 << k.floor, k.floor >> 3)
    if jack or nine or n < 4:
        return None
    return Choice(hokum, pass_, f"len{min(n, 5)}")


def _ashkal(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """With a Sun hand, call Ashkal when the floor card is small (your partner takes
    it), Sun when it is a King or a Ten (you take it)."""
    ashkal, sun = _pick(legal, Ashkal), _pick(legal, Sun)
    if k.phase is not Phase.BID1 or ashkal is None or sun is None or _sun_opened(k):
        return None
    if not isinstance(base, (Sun, Ashkal)) and sure_tricks(k.hand) < 3:
        return None
    if k.floor & 7 in _SMALL_FLOOR:
        return Choice(ashkal, sun, "floor_small")
    return Choice(sun, ashkal, "floor_high")


def _partner_hokum(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """After your partner's Hokum, pass with a Sun hand rather than take the contract."""
    sun, pass_ = _pick(legal, Sun), _pick(legal, Pass)
    if k.phase not in (Phase.BID1, Phase.BID1_EXTRA) or sun is None or pass_ is None:
        return None
    if not any(isinstance(a, Hokum) and a.seat == k.seat ^ 2 for a in k.history):
        return None
    n = sure_tricks(k.hand | 1 << k.floor)
    if n < 3:
        return None
    return Choice(pass_, sun, f"over{min(n, 5)}")


def _doubles(legal: Sequence[Action], closed: bool) -> Action | None:
    doubles = [a for a in legal if isinstance(a, Double)]
    return next((a for a in doubles if a.closed == closed), doubles[0] if doubles else None)


def _defending(k: Knowledge) -> bool:
    return (
        k.phase is Phase.DOUBLING and k.contract is not None and k.contract.buyer & 1 != k.seat & 1
    )


def _double_hokum(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """Double a Hokum only with the J and the 9 of trumps, or one of them and four trumps;
    not with three trumps, not on length without them, not on side Aces."""
    pass_ = _pick(legal, Pass)
    if not _defending(k) or pass_ is None or k.t < 0:
        return None
    n, jack, nine = trump_count(k.hand, k.t)
    double = _doubles(legal, closed=n > 0)
    if double is None:
        return None
    aces = sum(k.hand >> (8 * s + Rank.ACE) & 1 for s in range(4) if s != k.t)
    if jack and nine:
        return Choice(double, pass_, "j9")
    if n >= 4 and (jack or nine):
        return Choice(double, pass_, "top4")
    if n >= 3 and (jack or nine):
        return Choice(pass_, double, "top3")
    if n >= 3:
        return Choice(pass_, double, "long")
    if aces >= 2:
        return Choice(pass_, double, "aces")
    return None


def _sun_double(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """When the score lets you double their Sun (they are over 100, you under), double
    with three sure tricks, not with fewer."""
    pass_ = _pick(legal, Pass)
    if not _defending(k) or pass_ is None or k.t >= 0:
        return None
    double = _doubles(legal, closed=False)
    if double is None:
        return None
    n = sure_tricks(k.hand)
    label = f"dbl{max(1, min(n, 4))}"
    return Choice(double, pass_, label) if n >= 3 else Choice(pass_, double, label)


#: the principles of the auction, in the order lesson 11 teaches them
AUCTION: tuple[Principle, ...] = (
    Principle(
        "sun_sure_tricks", "auction", _sun_sure_tricks, 11, ("sure2", "sure3", "sure4", "sure5")
    ),
    Principle("hokum_trumps", "auction", _hokum_trumps, 11, ("j2", "j3", "j4", "n3", "n4")),
    Principle("hokum_length", "auction", _hokum_length, 11, ("len4", "len5"), popular=True),
    Principle("ashkal", "auction", _ashkal, 11, ("floor_small", "floor_high"), popular=True),
    Principle("partner_hokum", "auction", _partner_hokum, 11, ("over3", "over4", "over5")),
    Principle("double_hokum", "auction", _double_hokum, 11, ("j9", "top4", "top3", "long", "aces")),
    Principle(
        "sun_double", "auction", _sun_double, 11, ("dbl1", "dbl2", "dbl3", "dbl4"), scores=(60, 120)
    ),
)
