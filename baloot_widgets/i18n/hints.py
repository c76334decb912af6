"""The hint's and the bots' sentences: what a card does ("it wins this trick"), why a call
is good, and the action named in a hint ("play A♠", "العب A♠").  Data only:
key -> (English, Arabic).
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    # ---- the action a hint names: "{action}: {reason}" -----------------------------------
    "hint.sentence": ("{action}: {reason}", "{action}: {reason}"),
    "hint.join": ("{first}; {second}", "{first}؛ {second}"),
    "do.play": ("play {card}", "العب {card}"),
    "do.play_akka": ("play {card} with Akka", "العب {card} وقل «إكّه»"),
    "do.declare": ("declare {projects}", "أعلن {projects}"),
    "do.hokum": ("bid Hokum", "حكم"),
    "do.hokum_suit": ("bid Hokum {suit}", "حكم {suit}"),
    "do.sun": ("bid Sun", "صن"),
    "do.pass": ("pass", "بس"),
    "do.lock_open": ("choose open Hokum", "مفتوح"),
    "do.lock_closed": ("choose closed Hokum", "مقفول"),
    "do.call": ("call {name}", "{name}"),
    "do.call_closed": ("call {name} (closed)", "{name} مقفول"),
    "do.sawa": ("claim Sawa", "سوا"),
    # ---- what a card does -----------------------------------------------------------------
    "hint.only": ("it is your only legal card", "هي ورقتك الوحيدة المسموحة"),
    "hint.wins": ("it wins this trick", "تأخذ بها هذه الأكلة"),
    "hint.wins_now": ("it takes the lead in this trick", "تتقدم بها في هذه الأكلة"),
    "hint.and_sets_up": ("{clause} and sets up {cards}", "{clause} وتجعل {cards} الأعلى"),
    "hint.draw_trumps": (
        "draw the opponents' trumps with your highest trump",
        "اسحب حكم الخصم بأعلى حكم عندك",
    ),
    "hint.cash_master": (
        "it is the highest card left in its suit",
        "هي أعلى ورقة باقية في لونها",
    ),
    "hint.lead_to_ruff": (
        "your partner has no {suit} left and can trump it",
        "ليس عند شريكك {suit}، فيستطيع أن يقطع بالحكم",
    ),
    "hint.lead_low": (
        "a safe lead that gives away few Abnat",
        "بداية آمنة لا تعطي أبناطًا كثيرة",
    ),
    "hint.feed_partner": (
        "your partner wins this trick, so give it {points} Abnat",
        "شريكك يأخذ الأكلة فأعطه {points:abnat}",
    ),
    "hint.duck_partner": (
        "your partner is winning; keep your strong cards",
        "شريكك متقدم؛ احتفظ بأوراقك القوية",
    ),
    "hint.cover_partner": (
        "it makes sure your team wins this trick",
        "تضمن الأكلة لفريقك",
    ),
    "hint.ruff": ("trump this trick", "اقطع هذه الأكلة بالحكم"),
    "hint.cover": (
        "make the last player spend a higher card",
        "اجعل آخر لاعب يصرف ورقة أعلى",
    ),
    "hint.second_low": (
        "keep your strong cards for later",
        "احتفظ بأوراقك القوية لوقت لاحق",
    ),
    "hint.discard": (
        "you cannot win this trick, so give away your least useful card",
        "لا تستطيع أن تأخذ الأكلة، فتخلّص من أقل أوراقك فائدة",
    ),
    "hint.simulation": (
        "over {n} simulated deals it scores best ({value:+.1f} points a hand)",
        "في {n:deals} محاكاة تعطي أفضل نتيجة ({value:+.1f} نقطة لليد)",
    ),
    "hint.solver": (
        "with all hands open it takes the most: {value} Abnat from here",
        "والأوراق كلها مكشوفة تأخذ بها أكثر ما يمكن: {value:abnat} من هنا",
    ),
    # ---- why a call is good ---------------------------------------------------------------
    "call.sun": (
        "your Aces and guarded Tens make a strong Sun hand",
        "إكاتك وعشراتك المحمية تصنع يد صن قوية",
    ),
    "call.gablak": ("your Sun hand is stronger than theirs", "يدك في الصن أقوى"),
    "call.hokum": ("you hold strong trumps: {cards}", "عندك حكم قوي: {cards}"),
    "call.hokum_named": (
        "you will name {suit} as trumps, where you hold {cards}",
        "ستسمّي {suit} حكمًا، وعندك منه {cards}",
    ),
    "call.ashkal": (
        "a Sun hand, and the floor card {floor} helps your partner more than you",
        "يد صن، والورقة المكشوفة {floor} تنفع شريكك أكثر منك",
    ),
    "call.kawesh": (
        "your five cards are all 7s, 8s and 9s: ask for a new deal",
        "أوراقك الخمس كلها سبعات وثمانيات وتسعات: اطلب توزيعًا جديدًا",
    ),
    "call.pass": (
        "your hand is not strong enough to buy",
        "يدك ليست قوية بما يكفي للشراء",
    ),
    "call.partner_hokum": (
        "your partner bid Hokum: take it over with Sun only with a much stronger Sun hand",
        "شريكك قال حكم: لا تقلبه إلى صن إلا بيد صن أقوى بكثير",
    ),
    "call.no_double": (
        "your hand is not strong enough to raise the stakes",
        "يدك ليست قوية بما يكفي لمضاعفة اللعب",
    ),
    "call.no_claim": ("you saw no foul to claim", "لم ترَ مخالفة تطالب بها"),
    "call.double": (
        "your trumps and Aces can beat this contract",
        "بحكمك وإكاتك تستطيع أن تُخسّر المشتري",
    ),
    "call.triple": ("your hand is very strong", "يدك قوية جدًا"),
    "call.open": ("an open game lets you draw trumps", "اللعب المفتوح يسمح لك بسحب الحكم"),
    "call.declare": ("every declared project can score", "كل مشروع معلن قد يُحسب"),
    "call.sawa": (
        "your cards are the highest left: the rest of the tricks are yours",
        "أوراقك هي الأعلى: باقي الأكلات لك",
    ),
    "call.qayd": (
        "seat {seat} played {card} while holding {proof}",
        "المقعد {seat} لعب {card} وعنده {proof}",
    ),
}
