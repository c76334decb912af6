"""Exercises about one trick (RULES.md §6): who wins it (``trick_winner``) and which cards
may be played into it (``legal_cards``).  Positions are constructed: a contract, a trick
so far and a hand that nobody else's cards overlap, drawn until the position teaches what
its level is about.

>>> from baloot_widgets.quiz import exercise
>>> ex = exercise("legal_cards", seed=1, level=3)
>>> ex.grader, sorted(ex.args)
('legal_cards', ['contract', 'hand', 'rules', 'trick'])
>>> feedback = ex.check(ex.args["hand"])
>>> feedback.correct, "You cannot play 10♥ K♥ 8♦" in feedback.text
(False, True)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..i18n import Message, Seat, addressed
from ..play.explain import trick_message
from ..rules.cards import Card, CardSet, Rank, Suit
from ..rules.contract import Contract, Mode
from ..rules.play import PlayReason, legal_in_trick, trick_winner_index
from ..rules.ruleset import RuleSet
from ..rules.tricks import card_reason
from .answers import read_cards, read_seat
from .deals import draw, random_contract
from .draw import contract_message, felt, names, row
from .misconceptions import naive_winner
from .model import Exercise, Kind, Position, keys_of
from .ranks import order_reason

__all__ = ["LegalCards", "TrickWinner"]

R = PlayReason
#: the clauses of RULES §6 each level asks about ("partner" is an over-trump over partner)
_TARGETS: dict[int, tuple[str, ...]] = {
    1: ("FOLLOW",),
    2: ("FOLLOW_OVERTRUMP", "FOLLOW_TRUMP", "VOID_TRUMP"),
    3: ("VOID_OVERTRUMP", "VOID_UNDERTRUMP", "LEAD_CLOSED", "partner"),
}
#: the sentence of each clause that restricts the cards, said positively
_RULE_KEYS: dict[PlayReason, str] = {
    R.LEAD_CLOSED: "quiz.rule_lead_closed",
    R.FOLLOW: "quiz.rule_follow",
    R.FOLLOW_OVERTRUMP: "quiz.rule_follow_overtrump",
    R.FOLLOW_TRUMP: "quiz.rule_follow_trump",
    R.VOID_OVERTRUMP: "quiz.rule_void_overtrump",
    R.VOID_UNDERTRUMP: "quiz.rule_void_undertrump",
    R.VOID_TRUMP: "quiz.rule_void_trump",
    R.LEAD_ANY: "quiz.rule_lead_any",
    R.VOID_FREE: "quiz.rule_void_free",
    R.VOID_PARTNER: "quiz.rule_void_partner",
    R.VOID_NO_DUTY: "quiz.rule_void_no_duty",
}


def _seat_cards(trick: list[tuple[int, str]]) -> tuple[list[int], list[int]]:
    return [s for s, _ in trick], [int(Card(c)) for _, c in trick]


def _follower_card(rng: random.Random, led: int, t: int, taken: CardSet) -> Card:
    """A follower's card: often of the suit led, sometimes a trump, else another card."""
    roll = rng.random()
    for suit, p in ((led, 0.55), (t, 0.8)):
        pool = CardSet.suit(suit) - taken if suit >= 0 else CardSet()
        if roll < p and pool:
            return next(iter(draw(rng, 1, among=pool)))
    return next(iter(draw(rng, 1, taken=taken)))


class LegalCards(Kind):
    """Which cards may you play?  Level 1: follow suit (no duty to win); level 2: trumps
    led (beat the highest trump) and ruffing when void; level 3: over-trumping an
    opponent, trumping under, the closed-Hokum lead and over-trumping one's partner."""

    name = "legal_cards"
    answer = "cards"
    grader = "legal_cards"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        target = rng.choice(_TARGETS[level])
        for _ in range(2000):
            found = self._attempt(rng, target, rules, strict=True)
            if found is not None:
                return found
        while True:  # house rules make the target impossible: any card duty will do
            found = self._attempt(
                rng, rng.choice(_TARGETS[1 + rng.randrange(3)]), rules, strict=False
            )
            if found is not None:
                return found

    def _attempt(
        self, rng: random.Random, target: str, rules: RuleSet, *, strict: bool
    ) -> Position | None:
        lead = target == "LEAD_CLOSED"
        trumps_led = target in ("FOLLOW_OVERTRUMP", "FOLLOW_TRUMP", "partner")
        mode: Mode = "sun" if target == "FOLLOW" and rng.random() < 0.5 else "hokum"
        c = random_contract(rng, mode=mode, closed=lead)
        t = c.trump_index
        n = 0 if lead else rng.randint(1, 3)
        leader = rng.randrange(4)
        led = t if trumps_led else rng.choice([s for s in range(4) if s != t])
        size = rng.randint(3, 7)
        pool = CardSet.full() - (CardSet.suit(led) if target.startswith("VOID") else CardSet())
        hand = draw(rng, size, among=pool)
        taken = hand
        cards: list[Card] = []
        for k in range(n):
            among = CardSet.suit(led) - taken
            card = next(iter(draw(rng, 1, among=among))) if k == 0 and among else None
            card = card or _follower_card(rng, led, t, taken)
            cards.append(card)
            taken = taken | {card}
        if cards and cards[0].suit != led:
            return None
        legal, clause = legal_in_trick(hand.mask, cards, t, c.closed, rules.play_flags)
        if not legal or legal == hand.mask or (clause is R.FOLLOW and legal.bit_count() < 2):
            return None
        partner = n >= 2 and trick_winner_index(cards, t) == n - 2
        wanted = (
            clause is R.FOLLOW_OVERTRUMP and partner
            if target == "partner"
            else clause.name == target
        )
        if strict and not wanted:
            return None
        trick = [((leader + k) % 4, x.code) for k, x in enumerate(cards)]
        args = {"hand": hand.codes, "trick": trick, "contract": c, "rules": rules}
        return Position(args, seat=(leader + n) % 4)

    def seat_of(self, args: Mapping[str, Any]) -> int | None:
        trick = args.get("trick")
        return (trick[-1][0] + 1) % 4 if trick else None

    def _clause(self, ex: Exercise) -> tuple[int, PlayReason, list[int], int]:
        c: Contract = ex.args["contract"]
        _, cards = _seat_cards(ex.args["trick"])
        hand = CardSet(ex.args["hand"]).mask
        legal, clause = legal_in_trick(hand, cards, c.trump_index, c.closed, ex.rules.play_flags)
        return legal, clause, cards, c.trump_index

    def _rule(self, ex: Exercise) -> list[Message]:
        _, clause, cards, t = self._clause(ex)
        key = _RULE_KEYS.get(clause)
        if key is None:
            return []
        win = str(Card(cards[trick_winner_index(cards, t)])) if cards else ""
        led = Suit(cards[0] >> 3).symbol if cards else ""
        return [Message.of(key, led=led, win=win)]

    def prompt(self, ex: Exercise) -> Message:
        seat, trick = ex.seat, ex.args["trick"]
        if not trick:
            return Message.of("quiz.legal_prompt_lead", seat=Seat(seat or 0))
        return Message.of("quiz.legal_prompt", seat=Seat(seat or 0), leader=Seat(trick[0][0]))

    def read(self, ex: Exercise, answer: object) -> CardSet:
        return read_cards(answer, ex.args["hand"])

    def reasons(self, ex: Exercise, value: CardSet) -> list[Message]:
        legal, clause, cards, t = self._clause(ex)
        out = []
        illegal = value - CardSet(legal)
        if illegal:  # one clause decides every card of the position: one sentence
            why = card_reason(ex.seat or 0, next(iter(illegal)), legal, clause, tuple(cards), t)
            why = Message.of(
                "card.frame", seat=why.get("seat"), card=illegal, reason=why.get("reason")
            )
            out.append(addressed(why, ex.seat or 0))  # "You cannot play 7♥: you must ..."
        missed = CardSet(legal) - value
        if missed:
            out.append(Message.of("quiz.legal_missed", cards=missed))
            out += self._rule(ex)
        return out

    def mistakes(self, ex: Exercise, value: CardSet, reasons: Sequence[Message]) -> tuple[str, ...]:
        """A card played against the rule is named by that rule (``card.follow``...); cards
        left out are "quiz.legal_missed", or the freedom overlooked when it is keeping a
        trump while the partner wins (the rule sentences of the other clauses explain)."""
        keys = keys_of(reasons)
        out = [k for k in keys if k.startswith("card.")]
        if "quiz.legal_missed" in keys:
            partner = "quiz.rule_void_partner" in keys
            out.append("quiz.rule_void_partner" if partner else "quiz.legal_missed")
        return tuple(out)

    def praise(self, ex: Exercise, value: CardSet) -> list[Message]:
        return self._rule(ex)

    def show(self, ex: Exercise, value: CardSet) -> Message:
        return Message.of("quiz.value", value=value)

    def board(self, ex: Exercise) -> dict[str, Any]:
        hand, trick, seat = CardSet(ex.args["hand"]), ex.args["trick"], ex.seat or 0
        played = {s for s, _ in trick}
        counts = {s: len(hand) - (s in played) for s in range(4) if s != seat}
        lang = ex.lang
        return {
            "contract": contract_message(ex.args["contract"]).text(lang),
            "felt": felt(seat, lang, trick=trick, counts=counts),
            "hand": row(Message.of("quiz.your_hand"), hand, lang),
            "names": names([*hand, *(Card(c) for _, c in trick)], lang),
        }

    def marks(self, ex: Exercise, value: CardSet) -> dict[str, dict[str, str]]:
        legal = CardSet(self._clause(ex)[0])
        out = {}
        for card in CardSet(ex.args["hand"]):
            if card in value:
                out[card.code] = "right" if card in legal else "wrong"
            elif card in legal:
                out[card.code] = "missed"
        return {"cards": out}


class TrickWinner(Kind):
    """Who wins this trick?  Level 1: Sun, with a higher card of another suit or a 10
    above a King; level 2: a Hokum where a trump beats the suit led's Ace or 10; level 3:
    several trumps, where the J or 9 of trumps beats a higher-looking trump."""

    name = "trick_winner"
    answer = "seat"
    grader = "trick_winner"

    def position(self, rng: random.Random, level: int, rules: RuleSet) -> Position:
        while True:
            c = random_contract(rng, mode="sun" if level == 1 else "hokum")
            t = c.trump_index
            led = rng.choice([s for s in range(4) if s != t or level == 3])
            cards = [next(iter(draw(rng, 1, among=CardSet.suit(led))))]
            for _ in range(3):
                cards.append(_follower_card(rng, led, t, CardSet(cards)))
            ints = [int(x) for x in cards]
            w = trick_winner_index(ints, t)
            trumps = [x for x in cards if x.suit == t]
            if level == 1:
                ok = naive_winner(ints) != w
            elif level == 2:
                top = {Rank.ACE, Rank.TEN}
                ok = (
                    len(trumps) == 1
                    and led != t
                    and any(x.suit == led and x.rank in top for x in cards)
                )
            else:
                high = {Rank.ACE, Rank.TEN, Rank.KING}
                ok = (
                    len(trumps) >= 2
                    and cards[w].rank in (Rank.JACK, Rank.NINE)
                    and any(x.rank in high for x in trumps)
                )
            if ok:
                leader = rng.randrange(4)
                trick = [((leader + k) % 4, x.code) for k, x in enumerate(cards)]
                return Position({"trick": trick, "contract": c})

    def prompt(self, ex: Exercise) -> Message:
        return Message.of("quiz.trick_prompt", leader=Seat(ex.args["trick"][0][0]))

    def read(self, ex: Exercise, answer: object) -> int:
        return read_seat(answer)

    def reasons(self, ex: Exercise, value: int) -> list[Message]:
        seats, cards = _seat_cards(ex.args["trick"])
        t = ex.args["contract"].trump_index
        mine, win = Card(cards[seats.index(value)]), Card(cards[seats.index(ex.solution)])
        if mine.suit not in (cards[0] >> 3, t):
            why = Message.of("quiz.offsuit", card=mine, led=Suit(cards[0] >> 3).symbol)
        else:
            why = order_reason(win, mine, t)
        return [Message.of("quiz.not_winner", seat=Seat(value), why=why), self._won(ex)]

    def mistakes(self, ex: Exercise, value: int, reasons: Sequence[Message]) -> tuple[str, ...]:
        return keys_of(reasons[:1])  # why that seat does not win; then who does, explained

    def _won(self, ex: Exercise) -> Message:
        seats, cards = _seat_cards(ex.args["trick"])
        won = trick_message(seats[0], tuple(cards), ex.solution, ex.args["contract"].trump_index)
        return Message.of("quiz.won", won=won)  # a sentence: it ends with a full stop

    def praise(self, ex: Exercise, value: int) -> list[Message]:
        return [self._won(ex)]

    def show(self, ex: Exercise, value: int) -> Message:
        return Message.of("quiz.value", value=Seat(value))

    def board(self, ex: Exercise) -> dict[str, Any]:
        trick, lang = ex.args["trick"], ex.lang
        return {
            "contract": contract_message(ex.args["contract"]).text(lang),
            "felt": felt(0, lang, trick=trick, roles=False),
            "names": names([Card(c) for _, c in trick], lang),
        }

    def marks(self, ex: Exercise, value: int) -> dict[str, dict[str, str]]:
        return {"seats": {str(value): "wrong", str(ex.solution): "right"}}
