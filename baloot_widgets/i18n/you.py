"""Sentences addressed to the player who reads them: the second-person form ``<key>_you``
of a sentence whose subject is a seat ("Seat 0 cannot play K♠: must follow ♦ (holds
K♦)" reads "You cannot play K♠: you must follow ♦ (you hold K♦)" for seat 0 at the
table).  :func:`baloot_widgets.i18n.addressed` picks them.  Data only: key -> (English,
Arabic); each key is the key of the third-person sentence followed by ``_you``.
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    # a refused action (RULES §4-§10): "{seat} cannot {action}: {reason}"
    "refuse.frame_you": ("You cannot {action}: {reason}", "لا يجوز لك {action} — {reason}"),
    "refuse.not_in_hand_you": ("that card is not in your hand", "هذه الورقة ليست في يدك"),
    "refuse.declared_already_you": ("you have already declared", "أعلنت من قبل"),
    "refuse.no_project_you": ("you hold no project to declare", "ليس عندك مشروع تعلنه"),
    "refuse.declare_options_you": ("you may declare {allowed}", "لك أن تعلن {allowed}"),
    # why a card may not be played (RULES §6)
    "card.frame_you": ("You cannot play {card}: {reason}", "لا يجوز أن تلعب {card}: {reason}"),
    "card.lead_closed_you": (
        "you may not lead a trump in a closed Hokum while you hold other suits ({allowed})",
        "لا تبدأ بالحكم في اللعب المقفول وعندك ألوان أخرى ({allowed})",
    ),
    "card.follow_you": (
        "you must follow {led} (you hold {allowed})",
        "عليك أن تتبع {led} (عندك {allowed})",
    ),
    "card.follow_overtrump_you": (
        "you must play a trump higher than {win} (you hold {allowed})",
        "عليك أن تلعب حكمًا أعلى من {win} (عندك {allowed})",
    ),
    "card.void_overtrump_you": (
        "you have no {led} and must over-trump {win} (you hold {allowed})",
        "ليس عندك {led} وعليك أن تكبّر على {win} (عندك {allowed})",
    ),
    "card.void_undertrump_you": (
        "you have no {led} and cannot beat {win}, but must still trump (you hold {allowed})",
        "ليس عندك {led} ولا تغلب {win} لكن عليك أن تقطع (عندك {allowed})",
    ),
    "card.void_trump_you": (
        "you have no {led} and must trump (you hold {allowed})",
        "ليس عندك {led} وعليك أن تقطع بالحكم (عندك {allowed})",
    ),
    # who won a trick
    "trick.won_you": ("You win the trick with {card}: {why}", "أنت أخذت الأكلة بـ {card}: {why}"),
    # the table's moves
    "table.plays_you": ("You play {card}", "أنت لعبت {card}"),
    "table.played_you": ("You played {card}", "أنت لعبت {card}"),
    "table.played_won_you": (
        "You played {card} and won the trick",
        "أنت لعبت {card} وأخذت الأكلة",
    ),
}
