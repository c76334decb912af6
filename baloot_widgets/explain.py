"""Sentences that explain the rules: why a card is illegal, who wins a trick, the score
sheet (RULES.md §6, §9), in English and Arabic.

>>> from baloot_widgets.rules.engine import new_hand, apply_text
>>> from baloot_widgets import Card
>>> s = apply_text(new_hand(seed=1, dealer=0), "p1 sun", "p1 play 8D")
>>> print(illegal_card_sentence(s, 2, Card("KS"))[0])
Seat 2 cannot play K♠: must follow ♦ (holds K♦) (RULES §6)
"""

from __future__ import annotations

from .cards import SUIT_MASKS, SUIT_SYMBOLS, Card, CardSet
from .rules.play import PlayReason
from .rules.state import HandState
from .rules.tricks import legal_play_mask
from .terms import Lang, seat_name

__all__ = ["card_reasons", "illegal_card_sentence", "trick_sentence"]

_EN: dict[PlayReason, str] = {
    PlayReason.LEAD_CLOSED: (
        "may not lead a trump in a closed Hokum while holding other suits ({allowed})"
    ),
    PlayReason.FOLLOW: "must follow {led} (holds {allowed})",
    PlayReason.FOLLOW_TRUMP: "must follow {led} (holds {allowed})",
    PlayReason.FOLLOW_OVERTRUMP: "must play a trump higher than {win} (holds {allowed})",
    PlayReason.VOID_OVERTRUMP: "has no {led} and must over-trump {win} (holds {allowed})",
    PlayReason.VOID_UNDERTRUMP: (
        "has no {led} and cannot beat {win}, but must still trump (holds {allowed})"
    ),
    PlayReason.VOID_TRUMP: "has no {led} and must trump (holds {allowed})",
}
_AR: dict[PlayReason, str] = {
    PlayReason.LEAD_CLOSED: "لا يبدأ بالحكم في اللعب المقفول وعنده ألوان أخرى ({allowed})",
    PlayReason.FOLLOW: "عليه أن يتبع {led} (عنده {allowed})",
    PlayReason.FOLLOW_TRUMP: "عليه أن يتبع {led} (عنده {allowed})",
    PlayReason.FOLLOW_OVERTRUMP: "عليه أن يلعب حكمًا أعلى من {win} (عنده {allowed})",
    PlayReason.VOID_OVERTRUMP: "ليس عنده {led} وعليه أن يكبّر على {win} (عنده {allowed})",
    PlayReason.VOID_UNDERTRUMP: "ليس عنده {led} ولا يغلب {win} لكن عليه أن يقطع (عنده {allowed})",
    PlayReason.VOID_TRUMP: "ليس عنده {led} وعليه أن يقطع بالحكم (عنده {allowed})",
}
#: the sentence around a reason: it reads right both as a refusal and as a hover text
_FRAME = {
    "en": "{seat} cannot play {card}: {reason}",
    "ar": "لا يجوز أن يلعب {seat} {card}: {reason}",
}


def illegal_card_sentence(
    state: HandState, seat: int, card: int, lang: Lang = "en"
) -> tuple[str, str]:
    """Why ``seat`` may not play ``card`` now: a sentence naming the seat, the card and the
    rule, and the RULES.md section ("§6").  The card must be illegal."""
    legal, reason = legal_play_mask(state, seat)
    trick = state.trick
    win = ""
    if trick:
        from .rules.play import trick_winner_index

        c = state.contract
        assert c is not None
        win = str(Card(trick[trick_winner_index(trick, c.trump_index)]))
    template = (_AR if lang == "ar" else _EN).get(reason)
    if template is None or legal >> card & 1:
        raise ValueError(f"{Card(card)} is a legal card for seat {seat} now")
    why = template.format(
        allowed=CardSet(legal), led=SUIT_SYMBOLS[trick[0] >> 3] if trick else "", win=win
    )
    text = _FRAME[lang].format(seat=seat_name(seat, lang), card=Card(card), reason=why)
    return f"{text} (RULES §6)", "§6"


def card_reasons(state: HandState, seat: int, lang: Lang = "en") -> dict[int, str]:
    """For each card of ``seat`` that may not be played now, the sentence saying why."""
    legal, _ = legal_play_mask(state, seat)
    out: dict[int, str] = {}
    illegal = state.hands[seat] & ~legal
    for suit in range(4):
        for card in CardSet(illegal & SUIT_MASKS[suit]):
            out[int(card)] = illegal_card_sentence(state, seat, card, lang)[0]
    return out


def trick_sentence(
    leader: int, cards: tuple[int, ...], winner: int, trump: int, lang: Lang = "en"
) -> str:
    """Who won a trick and why: the highest trump, or the highest card of the suit led."""
    win_card = Card(cards[(winner - leader) % 4])
    trumped = trump >= 0 and win_card >> 3 == trump and cards[0] >> 3 != trump
    if lang == "ar":
        why = "أعلى حكم" if trumped else "أعلى ورقة من اللون الملعوب"
        return f"{seat_name(winner, lang)} أخذ الأكلة بـ {win_card}: {why}"
    why = "the highest trump" if trumped else "the highest card of the suit led"
    return f"{seat_name(winner)} wins the trick with {win_card}: {why}"
