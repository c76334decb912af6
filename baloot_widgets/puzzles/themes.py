"""The themes of a puzzle, each found by a named detector that reads the solver's verdict
on a :class:`~baloot_widgets.puzzles.spot.Spot`: what a best card does, and what a wrong
card lets happen instead.

A detector answers one question about the position and two lines of perfect play: the
one after a best card and the one after a wrong card.  A puzzle's themes are those that
hold for *every* best card against the *closest* wrong card (the legal card that is not
best and loses least), so that the idea is true whichever best card the learner finds;
the feedback on a wrong answer names the first theme that holds against that very card.
Themes are listed in the order of :data:`THEMES`: the ideas of the card play first, the
results of the hand (Sawa, Kaboot, Khasara) last.  The words (a theme's name and its idea
in one sentence) are in the catalogue, ``puzzles.theme.<name>`` and ``puzzles.idea.<name>``.

>>> list(THEMES)[:4]
['draw_trumps', 'partner_ruff', 'akka', 'trump_duty']
"""

from __future__ import annotations

from collections.abc import Callable

from ..rules.actions import Play
from ..rules.cards import SUIT_MASKS, Card
from ..rules.engine import is_legal
from ..rules.play import POINTS, POWER, PlayReason
from ..rules.state import TrickRecord
from ..rules.tricks import legal_play_mask
from .spot import Spot

__all__ = ["THEMES", "Detector", "closest", "themes_of"]

#: ``detector(spot, best, wrong)``: does the theme hold between a best card and a wrong one?
Detector = Callable[[Spot, int, int], bool]


# ---- what the detectors read --------------------------------------------------------------


def closest(spot: Spot) -> Card:
    """The closest wrong card: the legal card that is not best and loses least (the
    first in hand order among equals)."""
    return min(spot.others, key=lambda c: (spot.loss(c), c))


def _ours(spot: Spot, trick: TrickRecord) -> bool:
    return trick.winner & 1 == spot.team


def _now(spot: Spot, card: int) -> TrickRecord:
    """The current trick in the perfect line after ``card``."""
    return spot.lines[card][0]


def _is_trump(spot: Spot, card: int) -> bool:
    return card >> 3 == spot.t


def _is_master(spot: Spot, card: int) -> bool:
    """Whether ``card`` beats every card of its suit the other seats still hold (the
    mover's own higher cards do not stop it from winning)."""
    s = spot.state
    others = sum(h for seat, h in enumerate(s.hands) if seat != spot.seat)
    rivals = others & SUIT_MASKS[card >> 3]
    power = POWER[spot.t + 1]
    return all(power[c] < power[card] for c in range(32) if rivals >> c & 1)


def _void_in_led(spot: Spot) -> bool:
    s = spot.state
    return bool(s.trick) and not s.hands[spot.seat] & SUIT_MASKS[s.trick[0] >> 3]


# ---- the detectors, in the order a puzzle names its themes ---------------------------------


def draw_trumps(spot: Spot, best: int, wrong: int) -> bool:
    """Draw trumps: in Hokum, lead a trump while an opponent still holds one, rather than
    a card of another suit."""
    s = spot.state
    if spot.t < 0 or not spot.leads:
        return False
    opponents = s.hands[spot.seat ^ 1] | s.hands[spot.seat ^ 3]
    return (
        bool(opponents & SUIT_MASKS[spot.t])
        and _is_trump(spot, best)
        and not _is_trump(spot, wrong)
    )


def partner_ruff(spot: Spot, best: int, wrong: int) -> bool:
    """Lead for your partner to trump: in Hokum, lead a suit your partner has none of,
    and your partner wins the trick with a trump."""
    if spot.t < 0 or not spot.leads or _is_trump(spot, best):
        return False
    first, partner = _now(spot, best), spot.seat ^ 2
    won = first.winner == partner and _is_trump(spot, first.cards[2])
    return won and _now(spot, wrong).winner != partner


def akka(spot: Spot, best: int, wrong: int) -> bool:
    """The Akka: in Hokum, lead the highest card left of a plain suit (not an Ace), the
    card an Akka announces."""
    if spot.t < 0 or not spot.leads:
        return False
    return is_legal(spot.state, Play(seat=spot.seat, card=Card(best), akka=True))


def trump_duty(spot: Spot, best: int, wrong: int) -> bool:
    """The duty to trump, over-trump or under-trump: the rules narrow the legal cards
    (trumps were led, or you have none of the suit led) and the right one must be chosen
    among those left."""
    if spot.t < 0 or spot.leads:
        return False
    _, reason = legal_play_mask(spot.state)
    duties = (
        PlayReason.FOLLOW_OVERTRUMP,
        PlayReason.VOID_OVERTRUMP,
        PlayReason.VOID_UNDERTRUMP,
        PlayReason.VOID_TRUMP,
    )
    return reason in duties


def ruff(spot: Spot, best: int, wrong: int) -> bool:
    """Trump it: with none of the suit led, play a trump although you may throw another
    card (your partner is winning, or a house rule frees you)."""
    if spot.t < 0 or not _void_in_led(spot):
        return False
    return _is_trump(spot, best) and not _is_trump(spot, wrong)


def discard(spot: Spot, best: int, wrong: int) -> bool:
    """The right discard: with none of the suit led, throw the card you will not need
    (not a trump) and keep the ones that win later."""
    if not _void_in_led(spot) or _is_trump(spot, best):
        return False
    return wrong >> 3 != best >> 3


def feed_partner(spot: Spot, best: int, wrong: int) -> bool:
    """Give Abnat to your partner's trick: your partner wins this trick, so put a richer
    card on it."""
    if spot.leads:
        return False
    points = POINTS[spot.t + 1]
    return _now(spot, best).winner == spot.seat ^ 2 and points[best] > points[wrong]


def save_points(spot: Spot, best: int, wrong: int) -> bool:
    """Do not feed the opponents: they win this trick either way, so give them fewer Abnat."""
    if spot.leads:
        return False
    points = POINTS[spot.t + 1]
    lost = not _ours(spot, _now(spot, best)) and not _ours(spot, _now(spot, wrong))
    return lost and points[best] < points[wrong]


def throw_in(spot: Spot, best: int, wrong: int) -> bool:
    """The throw-in: lead a card that gives the trick away, so that an opponent must lead
    next, where a lead that wins the trick was there."""
    if not spot.leads or spot.tricks_left < 2:
        return False
    return not _ours(spot, _now(spot, best)) and _ours(spot, _now(spot, wrong))


def duck(spot: Spot, best: int, wrong: int) -> bool:
    """Let the trick go: you could take this trick, but a small card now wins more later."""
    if spot.leads or spot.tricks_left < 2:
        return False
    return not _ours(spot, _now(spot, best)) and _ours(spot, _now(spot, wrong))


def partner_lead(spot: Spot, best: int, wrong: int) -> bool:
    """Give the lead to your partner: with the best card your partner wins this trick
    (and leads the next); with the wrong card your partner does not."""
    if spot.tricks_left < 2:
        return False
    partner = spot.seat ^ 2
    return _now(spot, best).winner == partner and _now(spot, wrong).winner != partner


def cash_winners(spot: Spot, best: int, wrong: int) -> bool:
    """Cash your winners: lead a card no other seat can beat in its suit and take the
    trick, instead of a card that gives the trick away."""
    if not spot.leads:
        return False
    return (
        _is_master(spot, best)
        and _now(spot, best).winner == spot.seat
        and not _ours(spot, _now(spot, wrong))
    )


def take_trick(spot: Spot, best: int, wrong: int) -> bool:
    """Win the trick now: following, the best card takes this trick; the wrong card lets
    the opponents have it."""
    if spot.leads:
        return False
    return _now(spot, best).winner == spot.seat and not _ours(spot, _now(spot, wrong))


def last_trick(spot: Spot, best: int, wrong: int) -> bool:
    """The last trick's 10: with the best card the team takes the last trick (and its 10);
    with the wrong card the opponents do."""
    if spot.tricks_left < 2:
        return False
    return _ours(spot, spot.lines[best][-1]) and not _ours(spot, spot.lines[wrong][-1])


def sawa(spot: Spot, best: int, wrong: int) -> bool:
    """Take every trick (count to Sawa): with the best card the team takes every trick
    left (two or more), with the wrong card it does not."""
    if spot.tricks_left < 2:
        return False
    return all(_ours(spot, t) for t in spot.lines[best]) and not all(
        _ours(spot, t) for t in spot.lines[wrong]
    )


def kaboot(spot: Spot, best: int, wrong: int) -> bool:
    """Make or stop the Kaboot: the best card and the wrong one end the hand one with a
    Kaboot (one team takes all eight tricks) and the other without."""
    return (spot.results[best].outcome == "kaboot") != (spot.results[wrong].outcome == "kaboot")


def khasara(spot: Spot, best: int, wrong: int) -> bool:
    """The Khasara swing: the wrong card turns a made contract into Khasara, or the other
    way round."""
    a, b = spot.results[best], spot.results[wrong]
    return a.differs(b) and "khasara" in (a.outcome, b.outcome)


#: every theme, in the order a puzzle names its themes
THEMES: dict[str, Detector] = {
    "draw_trumps": draw_trumps,
    "partner_ruff": partner_ruff,
    "akka": akka,
    "trump_duty": trump_duty,
    "ruff": ruff,
    "discard": discard,
    "feed_partner": feed_partner,
    "save_points": save_points,
    "throw_in": throw_in,
    "duck": duck,
    "partner_lead": partner_lead,
    "cash_winners": cash_winners,
    "take_trick": take_trick,
    "last_trick": last_trick,
    "sawa": sawa,
    "kaboot": kaboot,
    "khasara": khasara,
}


def themes_of(spot: Spot, wrong: int | None = None) -> tuple[str, ...]:
    """The themes that hold for every best card against ``wrong`` (by default the closest
    wrong card), in :data:`THEMES` order; none when every legal card is best."""
    if not spot.others:
        return ()
    against = closest(spot) if wrong is None else wrong
    return tuple(
        name
        for name, found in THEMES.items()
        if all(found(spot, best, against) for best in spot.solution)
    )
