"""The sentences of the measured principles (``baloot_widgets.strategy``): each principle
in plain words (``principle.<name>``), each kind of case (``stratum.<label>``),
the report of what it is worth (``worth.*``), its example hand (``example.*``) and what
a call tells the caller's partner (``signal.*``).  A case's label is one word for one
meaning, shared by principles where it means the same ("sun": in Sun).  Data only: key -> (English, Arabic).
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    # ---- the principles, in plain words ---------------------------------------------------
    "principle.sun_sure_tricks": (
        "Buy Sun only with three sure tricks or more. Count, with the floor card: each Ace, "
        "each Ten beside its Ace, each King beside its A and 10, and one more for a Fifty or "
        "better.",
        "لا تشترِ صنًا إلا بثلاث أكلات مضمونة أو أكثر. عُدّ مع الورقة المكشوفة: كل إكة، وكل "
        "عشرة مع إكتها، وكل شايب مع الإكة والعشرة من لونه، وأكلة أخرى لمشروع خمسين أو أكبر.",
    ),
    "principle.hokum_trumps": (
        "Buy Hokum with the J of trumps and two more trumps, or with the 9 and three more "
        "(the floor card counts).",
        "اشترِ حكمًا بالولد ومعه ورقتا حكم أو أكثر، أو بالتسعة ومعها ثلاث أوراق حكم أو أكثر "
        "(الورقة المكشوفة تُحسب).",
    ),
    "principle.hokum_length": (
        "Popular advice: four trumps make a Hokum, even without the J or the 9.",
        "نصيحة شائعة: أربع أوراق حكم تكفي لشراء الحكم، ولو بلا الولد والتسعة.",
    ),
    "principle.ashkal": (
        "Popular advice: with a Sun hand, call Ashkal when the floor card is small (7, 8, 9, "
        "J or Q: your partner takes it), and Sun yourself when it is a King or a Ten.",
        "نصيحة شائعة: بيد صن، قل أشكل إذا كانت الورقة المكشوفة صغيرة (7 أو 8 أو 9 أو ولد أو "
        "بنت: يأخذها شريكك)، وقل صن بنفسك إذا كانت شايبًا أو عشرة.",
    ),
    "principle.partner_hokum": (
        "When your partner has bid Hokum, do not take the contract away with a Sun, even "
        "with a Sun hand.",
        "إذا قال شريكك حكم، فلا تأخذ الشراء منه بصن، ولو كانت يدك يد صن.",
    ),
    "principle.double_hokum": (
        "Double a Hokum only with the J and the 9 of trumps, or one of them and four trumps: "
        "not with three trumps, not on length alone, not on side Aces.",
        "لا تدبل الحكم إلا بالولد والتسعة من الحكم، أو بأحدهما مع أربع أوراق حكم: لا بثلاث "
        "أوراق حكم، ولا بالطول وحده، ولا بالإكات في الألوان الأخرى.",
    ),
    "principle.sun_double": (
        "When they are over 100 and you are under, you may double their Sun: double with "
        "three sure tricks or more, not with fewer.",
        "إذا كانوا فوق 100 وأنتم تحتها جاز لك أن تدبل صنهم: دبّل بثلاث أكلات مضمونة أو أكثر، "
        "لا بأقل.",
    ),
    "principle.draw_trumps": (
        "As the buyer's team in Hokum, lead your top trump while an opponent may still hold "
        "a trump.",
        "إذا كان فريقك هو المشتري في الحكم، فابدأ بأعلى ورقة حكم عندك ما دام عند أحد الخصمين حكم.",
    ),
    "principle.count_trumps": (
        "Count the trumps: once the opponents hold none, stop leading trumps (you would only "
        "draw your partner's).",
        "عُدّ أوراق الحكم: إذا لم يبقَ عند الخصمين حكم، فتوقف عن البدء بالحكم (لن تسحب إلا "
        "حكم شريكك).",
    ),
    "principle.ace_before_ten": (
        "Holding the Ace and the Ten of a suit, lead the Ace first.",
        "إذا كانت عندك الإكة والعشرة من لون واحد، فابدأ بالإكة.",
    ),
    "principle.ten_needs_ace": (
        "Do not lead a Ten while its Ace is still out: the Ace takes it, with its 10 Abnat.",
        "لا تبدأ بعشرة ما دامت إكتها لم تُلعب: تأخذها الإكة، ومعها أبناطها العشرة.",
    ),
    "principle.no_lead_void": (
        "Popular advice: in Hokum, do not lead a suit an opponent has shown it holds none of "
        "(it will trump it).",
        "نصيحة شائعة: في الحكم، لا تبدأ بلون ظهر أن أحد الخصمين ليس عنده منه (سيقطعه بالحكم).",
    ),
    "principle.last_trick": (
        "Popular advice: with two cards left, one sure to win and one not, keep the winner "
        "for the last trick and its 10.",
        "نصيحة شائعة: إذا بقيت معك ورقتان، إحداهما تأخذ الأكلة بالتأكيد والأخرى لا، فاحتفظ "
        "بالرابحة للأكلة الأخيرة وعشرتها.",
    ),
    "principle.sawa": (
        "Claim Sawa when your count proves it, and only then.",
        "قل سوا إذا أثبت عدّك أن الأكلات الباقية كلها لكم، ولا تقلها إلا عندئذ.",
    ),
    "principle.cash_aces": (
        "Popular advice: as a defender in Hokum, cash your side Aces before the buyer draws "
        "the trumps.",
        "نصيحة شائعة: إذا كنت مدافعًا في الحكم، فالعب إكاتك في الألوان الأخرى قبل أن يسحب "
        "المشتري الحكم.",
    ),
    "principle.second_hand_low": (
        "Popular advice: second to play, play low unless you are sure to win the trick.",
        "نصيحة شائعة: إذا لعبت ثانيًا، فالعب ورقة صغيرة إلا إذا كنت متأكدًا من أخذ الأكلة.",
    ),
    "principle.kaboot_defence": (
        "When the buyers have taken every trick so far, take a trick as soon as you can: a "
        "Kaboot costs more than the card you spend.",
        "إذا أخذ المشترون كل الأكلات حتى الآن، فخذ أكلة في أول فرصة: الكبوت يكلّف أكثر من "
        "الورقة التي تصرفها.",
    ),
    "principle.discard_length": (
        "Popular advice: when you throw a card away, throw it from your longest suit and "
        "keep your short suits.",
        "نصيحة شائعة: إذا تخلّصت من ورقة، فتخلّص منها من أطول ألوانك، واحتفظ بألوانك القصيرة.",
    ),
    "principle.give_ruff": (
        "In Hokum, lead a suit your partner has none of: your partner trumps it.",
        "في الحكم، ابدأ بلون ليس عند شريكك منه: يقطعه شريكك بالحكم.",
    ),
    "principle.feed_partner": (
        "When your partner's card is sure to win the trick, give it your richest card.",
        "إذا كانت ورقة شريكك ستأخذ الأكلة بالتأكيد، فأعطه أغنى ورقة عندك.",
    ),
    "principle.return_suit": (
        "Popular advice: lead back the suit your partner led first.",
        "نصيحة شائعة: ارجع إلى اللون الذي بدأ به شريكك.",
    ),
    # ---- the cases of each principle (a label of baloot_widgets.strategy) -----------------
    "stratum.sure2": ("2 sure tricks: not Sun", "أكلتان مضمونتان: لا صن"),
    "stratum.sure3": ("3 sure tricks: Sun", "3 أكلات مضمونة: صن"),
    "stratum.sure4": ("4 sure tricks: Sun", "4 أكلات مضمونة: صن"),
    "stratum.sure5": ("5 sure tricks or more: Sun", "5 أكلات مضمونة أو أكثر: صن"),
    "stratum.j2": ("the J and one more trump: pass", "الولد وورقة حكم أخرى: بس"),
    "stratum.j3": ("the J and two more trumps: Hokum", "الولد وورقتا حكم أخريان: حكم"),
    "stratum.j4": (
        "the J and three more trumps or more: Hokum",
        "الولد وثلاث أوراق حكم أخرى أو أكثر: حكم",
    ),
    "stratum.n3": (
        "the 9 and two more trumps, no J: pass",
        "التسعة وورقتا حكم أخريان، بلا الولد: بس",
    ),
    "stratum.n4": (
        "the 9 and three more trumps or more, no J: Hokum",
        "التسعة وثلاث أوراق حكم أخرى أو أكثر، بلا الولد: حكم",
    ),
    "stratum.len4": ("four trumps without the J or the 9", "أربع أوراق حكم بلا الولد والتسعة"),
    "stratum.len5": ("five trumps or more without them", "خمس أوراق حكم أو أكثر بلاهما"),
    "stratum.floor_small": (
        "the floor card is a 7, 8, 9, J or Q: Ashkal",
        "الورقة المكشوفة 7 أو 8 أو 9 أو ولد أو بنت: أشكل",
    ),
    "stratum.floor_high": (
        "the floor card is a King or a Ten: Sun",
        "الورقة المكشوفة شايب أو عشرة: صن",
    ),
    "stratum.over3": ("3 sure tricks", "3 أكلات مضمونة"),
    "stratum.over4": ("4 sure tricks", "4 أكلات مضمونة"),
    "stratum.over5": ("5 sure tricks or more", "5 أكلات مضمونة أو أكثر"),
    "stratum.j9": ("the J and the 9 of trumps: double", "الولد والتسعة من الحكم: دبل"),
    "stratum.top4": (
        "the J or the 9 and four trumps or more: double",
        "الولد أو التسعة مع أربع أوراق حكم أو أكثر: دبل",
    ),
    "stratum.top3": (
        "the J or the 9 and three trumps: pass",
        "الولد أو التسعة مع ثلاث أوراق حكم: بس",
    ),
    "stratum.long": (
        "three trumps or more without the J or the 9: pass",
        "ثلاث أوراق حكم أو أكثر بلا الولد والتسعة: بس",
    ),
    "stratum.aces": (
        "two side Aces, fewer than three trumps: pass",
        "إكتان في الألوان الأخرى وأقل من ثلاث أوراق حكم: بس",
    ),
    "stratum.dbl1": ("one sure trick or none: pass", "أكلة مضمونة واحدة أو لا شيء: بس"),
    "stratum.dbl2": ("2 sure tricks: pass", "أكلتان مضمونتان: بس"),
    "stratum.dbl3": ("3 sure tricks: double", "3 أكلات مضمونة: دبل"),
    "stratum.dbl4": ("4 sure tricks or more: double", "4 أكلات مضمونة أو أكثر: دبل"),
    "stratum.first": ("the first lead of the hand", "أول ورقة في اليد"),
    "stratum.later": ("a later lead", "بداية لاحقة"),
    "stratum.sun": ("in Sun", "في الصن"),
    "stratum.hokum": ("in Hokum", "في الحكم"),
    "stratum.buyers": ("by the buyer's team", "من فريق المشتري"),
    "stratum.defenders": ("by the defenders", "من المدافعين"),
    "stratum.trump": ("the winner is a trump", "الورقة الرابحة حكم"),
    "stratum.plain": ("the winner is not a trump", "الورقة الرابحة ليست حكمًا"),
    "stratum.proven": ("the count proves it: claim", "العدّ يثبتها: سوا"),
    "stratum.unproven": (
        "the highest card of every suit you hold, but a trump may still be out: play on",
        "أعلى ورقة في كل لون عندك، لكن قد يبقى حكم عند غيرك: أكمل اللعب",
    ),
    "stratum.early": ("by the fifth trick", "حتى الأكلة الخامسة"),
    "stratum.late": ("from the sixth trick", "من الأكلة السادسة"),
    "stratum.ten": ("a Ten or an Ace to give", "عندك عشرة أو إكة تعطيها"),
    "stratum.small": ("a smaller card to give", "عندك ورقة أصغر تعطيها"),
    # ---- what a principle is worth -------------------------------------------------------
    "worth.case": ("each time it comes up", "في كل مرة يأتي فيها"),
    "worth.case_value": (
        "{value:+.1f} ± {se:.1f} game points for your team, following it rather than breaking it",
        "{value:+.1f} ± {se:.1f} نقطة لفريقك، إذا اتّبعته بدل أن تخالفه",
    ),
    "worth.often": ("how often", "كم مرة"),
    "worth.often_value": (
        "in {rate:.1f}% of your hands ({n:hands} of {total:hands})",
        "في {rate:.1f}% من أيديك ({n:hands} من {total:hands})",
    ),
    "worth.hand": ("over every hand", "على كل الأيدي"),
    "worth.hand_value": (
        "{value:+.2f} ± {se:.2f} game points a hand",
        "{value:+.2f} ± {se:.2f} نقطة لليد",
    ),
    "worth.over_match": (
        "over a match (about {hands:.0f} hands)",
        "على صكّة كاملة (نحو {hands:.0f} يدًا)",
    ),
    "worth.over_match_value": (
        "{value:+.1f} ± {se:.1f} game points",
        "{value:+.1f} ± {se:.1f} نقطة",
    ),
    "worth.match": ("the match", "الصكّة"),
    "worth.match_value": (
        "{value:+.1f} ± {se:.1f} points of percentage on your chance of winning the match, "
        "from {mine} to {theirs}",
        "{value:+.1f} ± {se:.1f} في المئة على فرصتك في كسب الصكّة، والنتيجة {mine} لكم و{theirs} "
        "لهم",
    ),
    "worth.label_value": (
        "{value:+.1f} ± {se:.1f} ({n:hands})",
        "{value:+.1f} ± {se:.1f} ({n:hands})",
    ),
    "worth.label_match": (
        "{value:+.1f} ± {se:.1f}; the match {win:+.1f}% ({n:hands})",
        "{value:+.1f} ± {se:.1f}؛ الصكّة {win:+.1f}% ({n:hands})",
    ),
    "worth.label_fine": (
        "{value:+.2f} ± {se:.2f} ({n:hands})",
        "{value:+.2f} ± {se:.2f} ({n:hands})",
    ),
    "worth.label_one": (
        "{value:+.1f} in the one hand seen: one case gives no error bar, too few to say",
        "{value:+.1f} في اليد الوحيدة التي ظهرت: حالة واحدة لا تعطي خطأً معياريًا، وهي أقل من أن "
        "يُستنتج منها شيء",
    ),
    "worth.label_match_one": (
        "{value:+.1f}; the match {win:+.1f}%, in the one hand seen: too few to say",
        "{value:+.1f}؛ الصكّة {win:+.1f}%، في اليد الوحيدة التي ظهرت: أقل من أن يُستنتج منها شيء",
    ),
    "worth.label_none": ("not seen", "لم يظهر"),
    "worth.verdict": ("verdict", "التقييم"),
    "worth.pays": ("It pays: follow it.", "يربح: اتّبعه."),
    "worth.costs": ("It costs: do the opposite.", "يخسر: افعل عكسه."),
    "worth.nothing": (
        "No difference the simulation can measure: it is worth nothing either way.",
        "لا فرق تستطيع المحاكاة قياسه: لا قيمة له في الاتجاهين.",
    ),
    "worth.match_pays": (
        "It costs game points but wins more matches: at this score, follow it.",
        "يكلّف نقاطًا لكنه يكسب صكّات أكثر: في هذه النتيجة اتّبعه.",
    ),
    "worth.match_costs": (
        "It loses matches: at this score, do the opposite.",
        "يخسّر صكّات: في هذه النتيجة افعل عكسه.",
    ),
    "worth.note": (
        "Measured by simulation on {deals:deals} (seed {seed}): heuristic bots in every seat; "
        "each deal is played twice from the moment the principle comes up, once following it "
        "and once breaking it, with the same cards. ± is one standard error: the true value "
        "is within two of them in 95 cases out of 100.",
        "مقيس بالمحاكاة على {deals:deals} (البذرة {seed}): بوتات بسيطة في كل المقاعد؛ تُلعب كل "
        "توزيعة مرتين من اللحظة التي يأتي فيها المبدأ، مرة باتّباعه ومرة بمخالفته، بالأوراق "
        "نفسها. و± خطأ معياري واحد: القيمة الحقيقية في حدود خطأين منه في 95 حالة من 100.",
    ),
    # ---- what a gain a hand comes to over a match ----------------------------------------
    "scale.title": (
        "What a gain a hand comes to over a match",
        "ماذا يصير الربح في اليد على صكّة كاملة",
    ),
    "scale.match": ("a match to {target}", "صكّة إلى {target}"),
    "scale.match_value": (
        "lasts about {hands:.0f} hands",
        "تدوم نحو {hands:.0f} يدًا",
    ),
    "scale.edge": ("{edge:+.1f} game points a hand", "{edge:+.1f} نقطة في كل يد"),
    "scale.edge_value": (
        "about {points:+.1f} game points over the match; matches won: {win:+.0f} in 100",
        "نحو {points:+.1f} نقطة على الصكّة؛ الصكّات المكسوبة: {win:+.0f} من كل 100",
    ),
    "scale.note": (
        "Simulated: {matches} matches from 0-0, each hand drawn at random from the {hands} "
        "hands the bots played to measure the play, and taken as independent of the score; in "
        "each row one team scores that many game points more every hand. The same draws for "
        "every row, so the differences are the gain's. A principle's gain \"over every hand\" "
        "reads on this scale.",
        "محاكاة: {matches} صكّة من 0-0، كل يد مسحوبة عشوائيًا من الأيدي الـ{hands} التي لعبتها "
        "البوتات لقياس اللعب، ومأخوذة مستقلة عن النتيجة؛ وفي كل سطر يسجّل فريق واحد هذا العدد "
        "من النقاط زيادةً في كل يد. والسحب نفسه لكل الأسطر، فالفرق فرق الربح وحده. وربح المبدأ "
        "«على كل الأيدي» يُقرأ على هذا المقياس.",
    ),
    # ---- a hand where it matters --------------------------------------------------------
    "example.title": (
        "A hand where it matters: {seat} to act, every hand open",
        "يد يظهر فيها الفرق: الدور على {seat}، والأوراق كلها مكشوفة",
    ),
    "example.follow": ("following it", "باتّباعه"),
    "example.against": ("breaking it", "بمخالفته"),
    "example.line": (
        "{action}: your team {mine}, the opponents {theirs}",
        "{action}: فريقك {mine}، والخصمان {theirs}",
    ),
    "example.solver": ("with every hand open", "والأوراق كلها مكشوفة"),
    "example.solver_abnat": (
        "the solver finds following it worth {swing:abnat} more than breaking it",
        "يجد المحرّك أن اتّباعه يساوي {swing:abnat} أكثر من مخالفته",
    ),
    "example.solver_abnat_less": (
        "the solver finds following it worth {swing:abnat} less than breaking it",
        "يجد المحرّك أن اتّباعه يساوي {swing:abnat} أقل من مخالفته",
    ),
    "example.solver_points": (
        "played perfectly, following it is worth {swing:points} more",
        "إذا لُعبت اليد بلا خطأ، فاتّباعه يساوي {swing:points} أكثر",
    ),
    "example.solver_points_less": (
        "played perfectly, following it is worth {swing:points} less",
        "إذا لُعبت اليد بلا خطأ، فاتّباعه يساوي {swing:points} أقل",
    ),
    "example.solver_same": (
        "played perfectly, both lines are worth the same",
        "إذا لُعبت اليد بلا خطأ، فالطريقان متساويان",
    ),
    "example.note": (
        "Deal {deal} of the measurement (seed {seed}); the bots played both lines to the end. "
        "The table shows the moment of the choice: try it yourself.",
        "التوزيعة {deal} من القياس (البذرة {seed})؛ لعبت البوتات الطريقين إلى آخر اليد. والطاولة "
        "تعرض لحظة الاختيار: جرّبها بنفسك.",
    ),
    # ---- what a call tells the caller's partner -----------------------------------------
    "signal.title": (
        "What {call} tells about the caller's cards, over {n:deals}",
        "ماذا يقول «{call}» عن أوراق قائله، في {n:deals}",
    ),
    "signal.head": ("before anyone spoke → after the call", "قبل أي كلام ← بعد القول"),
    "signal.row": ("{before:.0%} → {after:.0%}", "{before:.0%} ← {after:.0%}"),
    "signal.note": (
        "{calls} such calls among {hands:hands} in the same place. The callers are heuristic "
        "bots (their doubles follow lesson 11's rule); a person who calls by the principles "
        "says about the same.",
        "عدد هذه الأقوال {calls} بين {hands:hands} في الموضع نفسه. القائلون بوتات بسيطة (ودبلها "
        "يتبع قاعدة الدرس 11)؛ ومن يقول بحسب المبادئ يقول تقريبًا الشيء نفسه.",
    ),
    "signal.call.pass": ("a first pass", "أول بس"),
    "signal.call.hokum": ("a Hokum", "الحكم"),
    "signal.call.sun": ("a Sun", "الصن"),
    "signal.call.double": ("a Double of a Hokum", "دبل الحكم"),
    "signal.fact.jack": ("the J of trumps", "ولد الحكم"),
    "signal.fact.nine": ("the 9 of trumps", "تسعة الحكم"),
    "signal.fact.two_trumps": ("two trumps or more", "ورقتا حكم أو أكثر"),
    "signal.fact.three_trumps": ("three trumps or more", "ثلاث أوراق حكم أو أكثر"),
    "signal.fact.side_ace": ("an Ace outside trumps", "إكة خارج الحكم"),
    "signal.fact.ace": ("an Ace", "إكة"),
    "signal.fact.two_aces": ("two Aces or more", "إكتان أو أكثر"),
    "signal.fact.ace_ten": ("an Ace with its Ten", "إكة مع عشرتها"),
    "signal.trumps_floor": (
        "(for a pass and a Hokum, trumps are the floor card's suit)",
        "(في البس والحكم، الحكم هو لون الورقة المكشوفة)",
    ),
}
