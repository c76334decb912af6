"""Sentences that explain the play to a student (RULES.md §6): why each card of a hand may
not be played now, and who won a trick and why.  They are
:class:`~baloot_widgets.i18n.Message` values: render them with ``.text(lang)``.

>>> from baloot_widgets.rules.engine import new_hand, apply_text
>>> s = apply_text(new_hand(seed=1, dealer=0), "p1 sun", "p1 play 8D")
>>> reasons = card_reasons(s, 2)
>>> print(next(iter(reasons.values())))
Seat 2 cannot play K♠: must follow ♦ (holds K♦)
>>> from baloot_widgets import parse_cards
>>> trick_message(1, tuple(parse_cards("KS AS 10S 7H")), 2, -1).text("ar")
'المقعد 2 أخذ الأكلة بـ A♠: أعلى ورقة من اللون الملعوب'
"""

from __future__ import annotations

from ..i18n import Message, Seat
from ..rules.cards import SUIT_MASKS, Card, CardSet
from ..rules.state import HandState
from ..rules.tricks import illegal_card_reason, legal_play_mask

__all__ = ["card_reasons", "trick_message"]


def card_reasons(state: HandState, seat: int) -> dict[int, Message]:
    """For each card of ``seat`` that may not be played now, the sentence saying why, in
    the order of the hand (by suit, then rank)."""
    legal, _ = legal_play_mask(state, seat)
    out: dict[int, Message] = {}
    illegal = state.hands[seat] & ~legal
    for suit in range(4):
        for card in CardSet(illegal & SUIT_MASKS[suit]):
            out[int(card)] = illegal_card_reason(state, seat, card)
    return out


def trick_message(leader: int, cards: tuple[int, ...], winner: int, trump: int) -> Message:
    """Who won a trick and why: the highest trump, or the highest card of the suit led."""
    win_card = Card(cards[(winner - leader) % 4])
    trumped = trump >= 0 and win_card >> 3 == trump and cards[0] >> 3 != trump
    why = Message.of("trick.highest_trump" if trumped else "trick.highest_led")
    return Message.of("trick.won", seat=Seat(winner), card=win_card, why=why)
