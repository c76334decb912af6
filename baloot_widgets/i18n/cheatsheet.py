"""The one-page cheat sheet's words (:mod:`baloot_widgets.teaching.cheatsheet`).  Data only:
key -> (English, Arabic).  The figures in it are computed from the engine, not written here.
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    "cs.title": ("Baloot at a glance", "البلوت في لمحة"),
    "cs.subtitle": (
        "Saudi rules · 4 players, 2 teams (seats 0·2 and 1·3) · 32 cards · play goes to the right",
        "القواعد السعودية · أربعة لاعبين في فريقين (المقاعد 0·2 و1·3) · 32 ورقة · اللعب إلى اليمين",
    ),
    # card order
    "cs.order": ("Card order, highest first", "ترتيب الأوراق، الأعلى أولًا"),
    "cs.order_plain": ("Sun, and the other suits in Hokum", "الصن، وباقي الألوان في الحكم"),
    "cs.order_trump": ("Trumps in Hokum", "الحكم في لعب الحكم"),
    # points
    "cs.points": ("Abnat: what the cards are worth", "الأبناط: قيمة الأوراق"),
    "cs.card": ("card", "الورقة"),
    "cs.plain": ("plain", "عادية"),
    "cs.trump": ("trump", "حكم"),
    "cs.last_trick": ("The last trick: +{n} Abnat", "الأكلة الأخيرة: +{n:abnat}"),
    "cs.totals": (
        "A hand holds {sun} Abnat in Sun, worth {sun_gp} game points; {hokum} in Hokum, worth {hokum_gp}",
        "في اليد {sun:abnat} في الصن تساوي {sun_gp:points}، و{hokum:abnat} في الحكم تساوي "
        "{hokum_gp:points}",
    ),
    # the deal and the calls
    "cs.deal": ("The deal", "التوزيع"),
    "cs.deal_text": (
        "5 cards each (3 then 2), then the floor card is turned up. Whoever buys takes it and "
        "2 more; everyone else gets 3.",
        "لكل لاعب 5 أوراق (3 ثم 2)، ثم تُكشف الورقة المكشوفة. من يشتري يأخذها مع ورقتين، "
        "والباقون 3 أوراق لكل واحد.",
    ),
    "cs.calls": ("The calls", "الشراء والدبل"),
    "cs.call.pass": ("no bid", "لا شراء"),
    "cs.call.hokum": (
        "buy with the floor card's suit as trumps (round 1); name another suit in round 2",
        "الشراء ولون الورقة المكشوفة حكم (الجولة الأولى)؛ وفي الثانية تسمّي لونًا آخر",
    ),
    "cs.call.sun": ("buy with no trumps; it beats a Hokum", "الشراء بلا حكم؛ ويعلو على الحكم"),
    "cs.call.ashkal": (
        "the 3rd or 4th player buys a Sun for the partner (round 1 only, not on an Ace)",
        "الثالث أو الرابع يشتري صنًا لشريكه (في الجولة الأولى فقط، ولا على إكة)",
    ),
    "cs.call.gablak": (
        "a player with higher priority may take a Sun first",
        "لمن أولويته أعلى أن يأخذ الصن قبله",
    ),
    "cs.call.kawesh": (
        "5 cards of only 7s, 8s and 9s: deal again",
        "خمس أوراق كلها سبعات وثمانيات وتسعات: يُعاد التوزيع",
    ),
    "cs.call.double": (
        "Double ×2 → Triple ×3 → Four ×4 → Gahwa (the winner of the hand wins the match); "
        "in Hokum, open or closed. In Sun only a Double, when the buyers have more than {limit} "
        "and the doublers less than {limit}",
        "دبل ×2 ← ثري ×3 ← فور ×4 ← قهوة (الفائز باليد يكسب الصكّة)؛ والحكم مفتوح أو مقفول. "
        "وفي الصن دبل فقط، إذا كان للمشترين أكثر من {limit} وللمدبّلين أقل من {limit}",
    ),
    # the play
    "cs.play": ("Which card may I play?", "أي ورقة ألعب؟"),
    "cs.play_follow": (
        "Follow the suit led when you can (no need to win).",
        "اتبع اللون الملعوب إن استطعت (ولا يلزمك أن تأخذ).",
    ),
    "cs.play_trump": (
        "Hokum, none of the suit led: trump, higher than an opponent's trump if you can; "
        "lower if you cannot. Free when your partner is winning.",
        "في الحكم وليس عندك من اللون الملعوب: اقطع، وكبّر على حكم الخصم إن استطعت، "
        "وإلا فبحكم أصغر. وأنت حرّ إذا كان شريكك هو الأعلى.",
    ),
    "cs.play_trumps_led": (
        "Trumps led: play a higher trump if you have one.",
        "إذا لُعب الحكم: العب حكمًا أعلى إن كان عندك.",
    ),
    "cs.play_closed": (
        "Closed Hokum: do not lead a trump while you hold another suit.",
        "الحكم المقفول: لا تبدأ بالحكم وعندك لون آخر.",
    ),
    "cs.play_akka_sawa": (
        "Akka: a lead announced as the highest card left in its suit. Sawa: a claim of every "
        "remaining trick.",
        "«إكّه»: بداية تُعلن أنها أعلى ورقة باقية في لونها. سوا: المطالبة بكل الأكلات الباقية.",
    ),
    # projects
    "cs.projects": ("Projects (declared in trick 1)", "المشاريع (تُعلن في الأكلة الأولى)"),
    "cs.project": ("project", "المشروع"),
    "cs.cards": ("cards", "الأوراق"),
    "cs.abnat": ("Abnat", "الأبناط"),
    "cs.gp_sun": ("points in Sun", "النقاط في الصن"),
    "cs.gp_hokum": ("points in Hokum", "النقاط في الحكم"),
    "cs.cards.sira": ("3 in sequence", "3 متتالية"),
    "cs.cards.fifty": ("4 in sequence", "4 متتالية"),
    "cs.cards.hundred": (
        "5 in sequence, or four K, Q, J or 10 (four Aces in Hokum)",
        "5 متتالية، أو أربعة شياب أو بنات أو أولاد أو عشرات (أو أربع إكات في الحكم)",
    ),
    "cs.cards.four_hundred": ("four Aces in Sun", "أربع إكات في الصن"),
    "cs.only_best": (
        "Only the team with the best project scores its projects.",
        "لا يسجّل مشاريعه إلا الفريق صاحب المشروع الأقوى.",
    ),
    "cs.baloot": (
        "Baloot: King and Queen of trumps in one hand: +{n} game points, never doubled.",
        "البلوت: الشايب والبنت من الحكم في يد واحدة: له {n:points:nom}، ولا يُضاعف.",
    ),
    # scoring
    "cs.scoring": ("Scoring a hand", "حساب اليد"),
    "cs.score_sun": (
        "Sun: Abnat to the nearest 10 (a 5 stays), ×2 ÷ 10: {a}/{b} Abnat → {ga}/{gb}.",
        "الصن: الأبناط إلى أقرب عشرة (والخمسة تبقى)، ×2 ÷ 10: الأبناط {a}/{b} ← النقاط {ga}/{gb}.",
    ),
    "cs.score_hokum": (
        "Hokum: Abnat ÷ 10, a half rounds down: {a}/{b} Abnat → {ga}/{gb}.",
        "الحكم: الأبناط ÷ 10، والنصف يُكسر إلى الأقل: الأبناط {a}/{b} ← النقاط {ga}/{gb}.",
    ),
    "cs.score_made": (
        "The buyer's team must score more than the defenders (on equal points, more Abnat "
        "wins; a complete tie goes against the buyer); if not, it is Khasara: the defenders "
        "take all the points.",
        "على فريق المشتري أن يسجّل أكثر من المدافعين (وعند تساوي النقاط يفوز الأكثر أبناطًا، "
        "والتعادل التام على المشتري)، وإلا فهي خسارة: يأخذ المدافعان النقاط كلها.",
    ),
    "cs.score_kaboot": (
        "Kaboot (all 8 tricks): {sun} in Sun, {hokum} in Hokum, plus the team's projects.",
        "كبوت (الأكلات الثماني كلها): {sun} في الصن و{hokum} في الحكم، مع مشاريع الفريق.",
    ),
    "cs.score_doubled": (
        "Doubled: the stronger team takes everything × the multiplier; a tie goes against "
        "the team that doubled.",
        "في الدبل: يأخذ الفريق الأقوى كل النقاط × المضاعفة، والتعادل على الفريق الذي دبّل.",
    ),
    "cs.score_match": (
        "The first team to {target} game points wins the match.",
        "أول فريق يصل إلى {target:points} يكسب الصكّة.",
    ),
    "cs.footer": (
        "Made by baloot_widgets from its rules engine: every figure on this page is computed.",
        "صنعتها baloot_widgets من محرّك القواعد: كل رقم في هذه الصفحة محسوب.",
    ),
}
