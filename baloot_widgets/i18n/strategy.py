"""The sentences of the strategy advisers: how the bots count a hand (``strength.*``),
what each call is worth in simulated deals (``outlook.*``), what another seat may hold
(``odds.*``) and what a seat can count during the play (``count.*``).  Data only: key ->
(English, Arabic).
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    # ---- appraise(): the bots' count of a hand ------------------------------------------
    "strength.title": ("How the bots count {cards}", "كيف تحسب البوتات {cards}"),
    "strength.bid_from": ("the bots buy from {n}", "تشتري البوتات من {n}"),
    "strength.double_from": ("a defender doubles from {n}", "يدبل المدافع من {n}"),
    "strength.triple_from": ("the buyer triples from {n}", "يثري المشتري من {n}"),
    "strength.note_floor": (
        "The floor card {floor} is counted with the hand: the buyer takes it.",
        "الورقة المكشوفة {floor} محسوبة مع اليد: المشتري يأخذها.",
    ),
    "strength.note_double": (
        "The bots double a Hokum only with three trumps or more, the J or the 9 among "
        "them, and a Sun only when the score allows it.",
        "لا تدبل البوتات الحكم إلا بثلاث أوراق حكم أو أكثر فيها الولد أو التسعة، ولا تدبل "
        "الصن إلا إذا سمحت النتيجة.",
    ),
    "strength.note_triple": (
        "The buyer's count: the bots answer a Double with Triple only with a very strong hand.",
        "حساب المشتري: لا ترد البوتات على الدبل بثري إلا بيد قوية جدًا.",
    ),
    "strength.ace": ("{cards} +{points} (an Ace)", "{cards} +{points} (إكة)"),
    "strength.ten_with_ace": (
        "{cards} +{points} (a Ten beside its Ace)",
        "{cards} +{points} (عشرة مع إكتها)",
    ),
    "strength.ten_guarded": (
        "{cards} +{points} (a Ten with another card of its suit)",
        "{cards} +{points} (عشرة معها ورقة من لونها)",
    ),
    "strength.ten_bare": ("{cards} +{points} (a Ten alone)", "{cards} +{points} (عشرة وحدها)"),
    "strength.king_top": (
        "{cards} +{points} (a King beside A and 10)",
        "{cards} +{points} (شايب مع الإكة والعشرة)",
    ),
    "strength.king_guarded": (
        "{cards} +{points} (a King beside the A or the 10)",
        "{cards} +{points} (شايب مع الإكة أو العشرة)",
    ),
    "strength.king_long": (
        "{cards} +{points} (a King in a suit of three)",
        "{cards} +{points} (شايب في لون من ثلاث أوراق)",
    ),
    "strength.length": (
        "{cards} +{points} (a long suit under its Ace)",
        "{cards} +{points} (لون طويل تحت إكته)",
    ),
    "strength.trump": ("{cards} +{points} (a trump)", "{cards} +{points} (حكم)"),
    "strength.trump_length": (
        "trumps past the second +{points}",
        "الحكم بعد الورقتين الأوليين +{points}",
    ),
    "strength.side_ace": ("{cards} +{points} (a side Ace)", "{cards} +{points} (إكة في لون جانبي)"),
    "strength.side_ten": (
        "{cards} +{points} (a Ten beside its side Ace)",
        "{cards} +{points} (عشرة مع إكتها في لون جانبي)",
    ),
    "strength.short_suit": (
        "short side suits {suits} beside 3 trumps or more +{points}",
        "ألوان جانبية قصيرة {suits} مع ثلاث أوراق حكم أو أكثر +{points}",
    ),
    # ---- simulate_calls(): each call over simulated deals --------------------------------
    "outlook.title": (
        "What each call is worth to {seat}'s team, over {n} simulated deals",
        "قيمة كل خيار لفريق {seat}، في {n:deals} محاكاة",
    ),
    "outlook.value": ("{value:+.1f} points a hand", "{value:+.1f} نقطة لليد"),
    "outlook.note_bid": (
        "Each deal gives the hidden cards at random, as far as they agree with what this "
        "seat sees and with the bids; the heuristic bot then plays all four seats. Points: "
        "this team's game points minus the other team's. Passing is not simulated: what it "
        "is worth depends on the others' calls.",
        "كل توزيعة تعطي الأوراق المخفية عشوائيًا بما يوافق ما يراه هذا المقعد وما قيل في "
        "الشراء، ثم يلعب البوت البسيط المقاعد الأربعة. النقاط: نقاط هذا الفريق ناقص نقاط "
        "الفريق الآخر. البس لا يُحاكى: قيمته تتوقف على كلام الآخرين.",
    ),
    "outlook.note_double": (
        "Each deal gives the hidden cards at random, as far as they agree with what this "
        "seat sees; the heuristic bot then plays all four seats, and the hand is scored as "
        "if the doubling stopped with this call. Points: this team's game points minus the "
        "other team's.",
        "كل توزيعة تعطي الأوراق المخفية عشوائيًا بما يوافق ما يراه هذا المقعد، ثم يلعب البوت "
        "البسيط المقاعد الأربعة، وتُحسب اليد كأن الدبل توقف عند هذا الخيار. النقاط: نقاط هذا "
        "الفريق ناقص نقاط الفريق الآخر.",
    ),
    # ---- card_odds(): what another seat may hold -----------------------------------------
    "odds.title": (
        "What {seat} may hold, over {n} deals imagined from {viewer}'s view",
        "ما قد يكون عند {seat}، في {n:deals} متخيَّلة من نظر {viewer}",
    ),
    "odds.suit": ("{n:.1f} cards on average", "{n:.1f} ورقة في المتوسط"),
    "odds.note": (
        "The expert bot deals the hidden cards at random and keeps the deals that agree "
        "with what it saw: its cards, the cards played, the suits a player could not follow, "
        "and each bid (a bidder holds a hand worth about its bid). A pass tells it nothing.",
        "البوت الخبير يوزع الأوراق المخفية عشوائيًا ويبقي التوزيعات التي توافق ما رآه: أوراقه، "
        "والأوراق الملعوبة، والألوان التي لم يستطع لاعب أن يتبعها، وكل شراء (المشتري عنده يد "
        "تستحق شراءه تقريبًا). البس لا يخبره بشيء.",
    ),
    # ---- count_cards(): what a seat can count during the play ---------------------------
    "count.title": ("What {seat} can count", "ما يستطيع {seat} أن يعدّه"),
    "count.abnat": (
        "{team0} {a0} – {a1} {team1} won; {left} still to win (with the last trick's 10)",
        "{team0} {a0} – {a1} {team1} أخذوا؛ والباقي {left} (مع عشرة الأكلة الأخيرة)",
    ),
    "count.trumps": ("{suit} trumps", "{suit} الحكم"),
    "count.suit": (
        "{n} with the others: {cards}; {top}",
        "{n:cards:nom} عند الآخرين: {cards}؛ {top}",
    ),
    "count.top_yours": ("the highest left, {card}, is yours", "أعلى ورقة باقية {card} عندك"),
    "count.top_out": ("the highest left is {card}", "أعلى ورقة باقية {card}"),
    "count.suit_yours": ("every card left is yours", "كل ما بقي منه عندك"),
    "count.suit_done": ("all played", "لُعب كله"),
    "count.void": ("has shown it holds no {suits}", "ظهر أنه ليس عنده {suits}"),
}
