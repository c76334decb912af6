"""What a call says about a hand: a bot's first calls over many seeded deals (Bayes' rule
by simulation, for the third probability lesson).

Bayes' rule needs a *prior*, what a hand holds before anyone speaks (counting gives it),
and a *likelihood*, how often a player with such a hand makes the call.  The likelihood
depends on the player: here it is measured on the package's bots.  Each deal is the
engine's own (:func:`~baloot_widgets.rules.engine.new_hand`, RULES §3); the first player
to speak, P1 on the dealer's right, sees five cards and the floor card and makes a first
call of round 1 (rules §4.1): Pass, Hokum (in the floor card's suit), Sun or Kawesh.

>>> calls = first_calls("heuristic", 300, seed=1)
>>> len(calls), sorted({c.call for c in calls})
(300, ['hokum', 'pass', 'sun'])
>>> hokum = next(c for c in calls if c.call == "hokum")
>>> hokum, hokum.trumps
(FirstCall(hand=CardSet('JS 9S 9H 10D KD'), floor=Card('QS'), call='hokum'), 2)

Seen from the partner's seat, the prior changes: the partner's own five cards are not in
the first player's hand.  :func:`calls_beside` deals only the deals that a given seat's
five cards and the floor card allow, and :func:`hokum_question` asks, as an investigation
(predict, simulate, then Bayes' rule), how many cards of the floor card's suit the first
player holds after a Hokum, seen from its partner's own cards:

>>> mine, floor = CardSet("AS 10S 7H KD 9C"), Card.parse("QH")
>>> call = next(calls_beside(mine, floor, seed=2))
>>> call.floor == floor, bool(call.hand.mask & mine.mask)
(True, False)
>>> posterior = bayes_trumps(mine, floor, {0: 0.0, 1: 0.05, 2: 0.4, 3: 0.8, 4: 0.9, 5: 1.0})
>>> round(posterior[2], 4), round(sum(posterior.values()), 9)
(0.5892, 1.0)
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from itertools import islice
from math import comb

from ..bots.base import Bot, choose_action
from ..bots.registry import make_bot
from ..i18n import Message, quote
from ..play.view import view
from ..probability.investigation import Answer, Question, mean_scale
from ..rules.actions import action_name
from ..rules.cards import Card, CardSet
from ..rules.deal import FLOOR_INDEX, dealt_to, seat_order
from ..rules.engine import legal_actions, new_hand
from ..rules.errors import BalootError
from ..rules.state import HandState

__all__ = [
    "FirstCall",
    "bayes_trumps",
    "calls_beside",
    "first_calls",
    "hokum_question",
    "likelihood_beside",
]


@dataclass(frozen=True)
class FirstCall:
    """The first player's five cards, the floor card and the first call it made
    ("pass", "hokum", "sun" or "kawesh")."""

    hand: CardSet
    floor: Card
    call: str

    @property
    def trumps(self) -> int:
        """How many cards of the floor card's suit the hand holds: its trumps besides the
        floor card when the call is Hokum (a round-1 Hokum is in the floor card's suit)."""
        return len(self.hand.of_suit(self.floor.suit))


def first_calls(
    bot: Bot | str = "heuristic", n: int = 10_000, *, seed: int, dealer: int = 0
) -> list[FirstCall]:
    """Deal ``n`` hands from ``seed`` and let ``bot`` (a bot, or a name such as
    ``"heuristic"``, seeded with ``seed``) make P1's first call in each.  The same
    arguments always give the same calls."""
    if isinstance(n, bool) or not isinstance(n, int) or n <= 0:
        raise BalootError(Message.of("error.deals", n=quote(n)))
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise BalootError(Message.of("error.seed_natural", seed=quote(seed)))
    player = make_bot(bot, seed) if isinstance(bot, str) else bot
    rng = random.Random(seed)
    return [_first_call(player, new_hand(rng, dealer)) for _ in range(n)]


def _first_call(player: Bot, state: HandState) -> FirstCall:
    """The first call ``player`` makes as the first player to speak in ``state``."""
    seat = state.to_move
    assert seat is not None
    seen = view(state, seat)
    action = choose_action(player, seen, legal_actions(state))
    assert seen.floor is not None
    return FirstCall(seen.hand, seen.floor, action_name(action))


def _known(hand: CardSet | str, floor: Card | str) -> tuple[CardSet, Card]:
    mine = hand if isinstance(hand, CardSet) else CardSet.parse(hand)
    card = floor if isinstance(floor, Card) else Card.parse(floor)
    if len(mine) != 5 or card in mine:
        raise BalootError(Message.of("error.beside_cards", hand=str(mine), floor=str(card)))
    return mine, card


def calls_beside(
    hand: CardSet | str,
    floor: Card | str,
    bot: Bot | str = "heuristic",
    *,
    seed: int,
    dealer: int = 0,
) -> Iterator[FirstCall]:
    """The first calls of P1 in endless seeded deals in which its partner, P3, was dealt
    ``hand`` (five cards) and ``floor`` is the floor card: what P3 knows before P1 speaks.
    The other 26 cards are shuffled (every deal that P3's view allows is equally likely)."""
    mine, card = _known(hand, floor)
    player = make_bot(bot, seed) if isinstance(bot, str) else bot
    partner = seat_order(dealer)[2]
    theirs = [i for i in range(FLOOR_INDEX) if dealt_to(i, dealer) == partner]
    rest = [c for c in range(32) if not (mine.mask >> c) & 1 and c != card]
    rng = random.Random(seed)
    pack = [0] * 32
    for i, c in zip(theirs, (int(c) for c in mine), strict=True):
        pack[i] = c
    pack[FLOOR_INDEX] = int(card)
    others = [i for i in range(32) if i not in theirs and i != FLOOR_INDEX]
    rand = rng.random
    while True:  # the other cards in a uniform order: sorted by random keys (a C call each)
        keys = [rand() for _ in rest]
        for i, j in zip(others, sorted(range(len(rest)), key=keys.__getitem__), strict=True):
            pack[i] = rest[j]
        yield _first_call(player, new_hand(dealer=dealer, pack=pack))


def bayes_trumps(
    hand: CardSet | str, floor: Card | str, likelihood: Mapping[int, float]
) -> dict[int, float]:
    """P(the first player holds k cards of the floor card's suit | Hokum), seen by its
    partner who holds ``hand``: Bayes' rule with the prior of the cards the partner cannot
    see (7 − m of that suit among 26, m being the partner's own) and ``likelihood[k]`` =
    P(Hokum | k), for k = 0 to 5."""
    mine, card = _known(hand, floor)
    if sorted(likelihood) != list(range(6)) or not all(0 <= v <= 1 for v in likelihood.values()):
        raise BalootError(Message.of("error.likelihood"))
    m = len(mine.of_suit(card.suit))
    prior = {k: comb(7 - m, k) * comb(19 + m, 5 - k) / comb(26, 5) for k in range(6)}
    evidence = sum(likelihood[k] * prior[k] for k in range(6))
    if evidence == 0:
        raise BalootError(Message.of("error.hokum_impossible"))
    return {k: likelihood[k] * prior[k] / evidence for k in range(6)}


def likelihood_beside(
    hand: CardSet | str,
    floor: Card | str,
    n: int,
    *,
    seed: int,
    bot: Bot | str = "heuristic",
) -> dict[int, float]:
    """P(Hokum | k) for k = 0 to 5, measured on ``n`` first calls of ``bot`` in deals beside
    ``hand`` and ``floor`` (see :func:`calls_beside`): how this player bids, seen from its
    partner's seat (0 for a k that no deal dealt)."""
    if isinstance(n, bool) or not isinstance(n, int) or n <= 0:
        raise BalootError(Message.of("error.deals", n=quote(n)))
    dealt, hokum = [0] * 6, [0] * 6
    for call in islice(calls_beside(hand, floor, bot, seed=seed), n):
        dealt[call.trumps] += 1
        hokum[call.trumps] += call.call == "hokum"
    return {k: hokum[k] / dealt[k] if dealt[k] else 0.0 for k in range(6)}


def hokum_question(
    hand: CardSet | str,
    floor: Card | str,
    likelihood: Mapping[int, float],
    *,
    measured_on: int,
    trials: int = 800,
    seed: int = 10,
    bot: str = "heuristic",
) -> Question:
    """The investigation: you sit at P3 with ``hand`` and see ``floor``; your partner P1
    says Hokum.  How many cards of the floor card's suit does it hold, on average?  The
    trials are P1's Hokum calls in seeded deals beside your cards (``bot`` calls); the
    answer is Bayes' rule: the prior from your own cards, times ``likelihood`` (P(Hokum | k),
    measured on ``measured_on`` first calls beside them: :func:`likelihood_beside`)."""
    mine, card = _known(hand, floor)
    posterior = bayes_trumps(mine, card, likelihood)  # checked now; shown only when revealed

    def sample() -> Iterator[int]:
        calls = calls_beside(mine, card, bot, seed=seed)
        return (c.trumps for c in calls if c.call == "hokum")

    def exact() -> Answer:
        mean = sum(k * p for k, p in posterior.items())
        return Answer(mean, Message.of("predict.how_bayes", calls=f"{measured_on:,}"), "bayes")

    return Question(
        key="hokum_trumps",
        prompt=Message.of(
            "predict.q_hokum", hand=str(mine), floor=str(card), suit=card.suit.symbol
        ),
        estimation="mean",
        scale=mean_scale(5),
        trials=trials,
        sample=sample,
        exact=exact,
        source=Message.of("predict.source_hokum", n=f"{trials:,}"),
        unit="predict.unit_calls",
    )
