"""The sentences of the exercises about the seats and the deal (RULES.md §2-3, lesson 02):
who is P1 to P4, who is whose partner, who receives a card of the pack.  Data only:
key -> (English, Arabic).
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    # ---- titles and labels -----------------------------------------------------------
    "seats.title_priority": ("P1 to P4", "من الأول إلى الرابع"),
    "seats.title_partner": ("Partners", "من الشريك؟"),
    "seats.title_dealt_to": ("The deal", "التوزيع"),
    # the four seats by priority, from the dealer's right: the Arabic course says them in words
    "seats.p1": ("P1", "الأول"),
    "seats.p2": ("P2", "الثاني"),
    "seats.p3": ("P3", "الثالث"),
    "seats.p4": ("P4", "الرابع (الموزّع)"),
    # ---- P1 to P4 (RULES §2) ---------------------------------------------------------
    "seats.priority_prompt": (
        "{dealer} deals. You are {seat}: are you P1, P2, P3 or P4?",
        "{dealer} هو الموزّع. أنت {seat}: هل أنت الأول أم الثاني أم الثالث أم الرابع؟",
    ),
    "seats.priority_prompt_first": (
        "{first} speaks first in this hand. You are {seat}: are you P1, P2, P3 or P4?",
        "{first} أول من يتكلم في هذه اليد. أنت {seat}: هل أنت الأول أم الثاني أم الثالث أم الرابع؟",
    ),
    "seats.order": (
        "{dealer} deals, so P1 is {p1} (the dealer's right, who speaks first), P2 is {p2} "
        "(the dealer's partner), P3 is {p3} (the dealer's left) and P4 is {dealer}, the dealer.",
        "الموزّع {dealer}، فالأول هو {p1} (يمين الموزّع، وأول من يتكلم)، والثاني هو {p2} (شريك "
        "الموزّع)، والثالث هو {p3} (يسار الموزّع)، والرابع هو {dealer}، الموزّع نفسه.",
    ),
    # ---- partners --------------------------------------------------------------------
    "seats.partner_prompt_you": (
        "You are {seat}. Which seat is your partner?",
        "أنت {seat}. أي مقعد هو شريكك؟",
    ),
    "seats.partner_prompt": ("Which seat is {seat}'s partner?", "أي مقعد هو شريك {seat}؟"),
    "seats.partner_prompt_buyer": (
        "{seat} bought the contract. Which seat plays with the buyer?",
        "اشترى {seat}. أي مقعد يلعب مع المشتري؟",
    ),
    "seats.defenders": (
        "The other two seats, {team}, are the defenders.",
        "والمقعدان الآخران، {team}، هما المدافعان.",
    ),
    "seats.partners": (
        "Partners sit opposite each other: {seat} and {partner} are {team}.",
        "الشريكان متقابلان: {seat} و{partner} هما {team}.",
    ),
    "seats.not_yourself": ("{seat} cannot be their own partner.", "لا يكون {seat} شريك نفسه."),
    # ---- the deal (RULES §3) ---------------------------------------------------------
    "seats.dealt_prompt": (
        "{dealer} deals from the top of the pack. Who receives card number {n}?",
        "{dealer} يوزّع من أعلى الرزمة. من يأخذ الورقة رقم {n}؟",
    ),
    "seats.dealt_prompt_later": (
        "{dealer} dealt and {buyer} bought the contract. Who receives card number {n} of the pack?",
        "وزّع {dealer} واشترى {buyer}. من يأخذ الورقة رقم {n} من الرزمة؟",
    ),
    "seats.round_three": (
        "First 3 cards each, from P1 (the dealer's right): {runs}.",
        "أولًا 3 أوراق لكل لاعب، ابتداءً من الأول (يمين الموزّع): {runs}.",
    ),
    "seats.round_two": (
        "Then 2 cards each, again from P1: {runs}.",
        "ثم ورقتان لكل لاعب، ابتداءً من الأول مرة أخرى: {runs}.",
    ),
    "seats.round_later": (
        "Card 21 is the floor card: the buyer takes it, then 2 more; everyone else gets 3, "
        "from P1: {runs}.",
        "الورقة 21 هي الورقة المكشوفة: يأخذها المشتري ومعها ورقتان؛ ولكل لاعب آخر 3 أوراق، "
        "ابتداءً من الأول: {runs}.",
    ),
    "seats.run": ("cards {first}-{last} to {seat}", "الأوراق {first}-{last} إلى {seat}"),
    "seats.run_one": ("card {first} to {seat}", "الورقة {first} إلى {seat}"),
}
