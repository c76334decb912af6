"""The sentences of practice that adapts (:mod:`baloot_widgets.quiz.adaptive`): why the next
exercise was chosen, the one hint step of each kind of exercise, and the misconceptions a
wrong answer may come from (:mod:`baloot_widgets.quiz.misconceptions`).  Data only:
key -> (English, Arabic).
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    # ---- why this exercise (the adaptive line) ----------------------------------------
    "adaptive.missed": (
        "More of: {kind} — you missed {missed} of your last {recent:tries}",
        "المزيد من: {kind} — أخطأت في {missed} من آخر {recent:tries}",
    ),
    "adaptive.missed_last": (
        "More of: {kind} — you missed it last time",
        "المزيد من: {kind} — أخطأت فيه في المرة الأخيرة",
    ),
    "adaptive.new": ("New: {kind}", "جديد: {kind}"),
    "adaptive.practice": (
        "Practice: {kind} — {right} right of your last {recent:tries}",
        "تمرّن: {kind} — أصبت في {right} من آخر {recent:tries}",
    ),
    "adaptive.practice_last": (
        "Practice: {kind} — right last time; a few more to master it",
        "تمرّن: {kind} — أصبت في المرة الأخيرة؛ وقليل بعد لتتقنه",
    ),
    "adaptive.review": (
        "Mixed review: {kind} — you mastered it; it comes back so you keep it",
        "مراجعة: {kind} — أتقنته، ويعود لتحفظه",
    ),
    # ---- the hint step ------------------------------------------------------------------
    "quiz.hint": ("Hint", "تلميح"),
    "quiz.hint_title": (
        "One step towards the answer (it is noted in your results)",
        "خطوة نحو الجواب (تُسجَّل في نتائجك)",
    ),
    "quiz.hint_label": ("Hint: {hint}", "تلميح: {hint}"),
    "quiz.hint_used": (
        "The hint is already shown: one per exercise.",
        "التلميح معروض: تلميح واحد لكل تمرين.",
    ),
    "quiz.hint_after": (
        "This exercise is answered: a hint comes before the answer.",
        "أجبت عن هذا التمرين: التلميح يكون قبل الجواب.",
    ),
    "quiz.hint_higher_card": (
        "Is either card a trump? Then recall the order of that suit: A 10 K Q J 9 8 7, "
        "or J 9 A 10 K Q 8 7 in trumps.",
        "هل إحدى الورقتين حكم؟ ثم تذكّر ترتيب ذلك اللون: A 10 K Q J 9 8 7، "
        "أو J 9 A 10 K Q 8 7 في الحكم.",
    ),
    "quiz.hint_abnat": (
        "Count each card on its own: A 11, 10 10, K 4, Q 3, J 2; in trumps J 20 and 9 14.",
        "احسب كل ورقة وحدها: A 11، 10 10، K 4، Q 3، J 2؛ وفي الحكم J 20 و9 14.",
    ),
    "quiz.hint_priority": (
        "P1 is the seat after the dealer; count on from there round the table.",
        "الأول هو المقعد الذي بعد الموزّع؛ ثم عُدّ حول الطاولة.",
    ),
    "quiz.hint_partner": (
        "Partners sit opposite: add 2 to the seat number (4 is 0 again).",
        "الشريكان متقابلان: أضف 2 إلى رقم المقعد (4 تعود 0).",
    ),
    "quiz.hint_dealt_to": (
        "Deal 3 cards each, then 2 each, from the seat after the dealer; which round holds "
        "this card?",
        "وزّع 3 أوراق لكل لاعب ثم ورقتين، بدءًا بمن بعد الموزّع؛ في أي جولة تقع هذه الورقة؟",
    ),
    "quiz.hint_trick_winner": (
        "Which suit was led? Was a trump played? Only those cards can win.",
        "ما اللون الذي بُدئ به؟ هل لُعب حكم؟ لا يأخذ إلا هؤلاء.",
    ),
    "quiz.hint_legal_cards": (
        "Which suit was led? Do you hold it? If not, who is winning the trick now?",
        "ما اللون الذي بُدئ به؟ هل معك منه؟ وإن لم يكن، من يأخذ الأكلة الآن؟",
    ),
    "quiz.hint_projects": (
        "Look for runs of one suit (3, 4, 5 in a row) and four of a kind; a card counts "
        "in one project only.",
        "ابحث عن متتاليات من لون واحد (3 و4 و5) وعن أربع أوراق متشابهة؛ الورقة تُحسب في مشروع واحد.",
    ),
    "quiz.hint_project_winner": (
        "Compare each team's best project first: the higher one wins; on a tie, the earlier seat.",
        "قارن أعلى مشروع لكل فريق أولًا: الأعلى يفوز؛ وعند التساوي، الأسبق في الجلوس.",
    ),
    "quiz.hint_score": (
        "Add each team's Abnat and projects; did the buyer's team make more than half?",
        "اجمع أبناط كل فريق ومشاريعه؛ هل أخذ فريق المشتري أكثر من النصف؟",
    ),
    "quiz.hint_calls": (
        "Which round of bidding is it, and has anyone bought yet?",
        "في أي جولة من الشراء نحن، وهل اشترى أحد بعد؟",
    ),
    "quiz.hint_buyer": (
        "Follow the calls in order: a Sun outranks a Hokum, and Ashkal gives the "
        "partner the floor.",
        "تتبّع الأقوال بالترتيب: الصن أعلى من الحكم، والأشكل يعطي الشريك الورقة المكشوفة.",
    ),
    "quiz.hint_best_card": (
        "Count the tricks each card leads to with every hand open: which keeps the most "
        "Abnat for your team?",
        "احسب الأكلات التي تؤدي إليها كل ورقة والأوراق مكشوفة: أيها يُبقي أكثر الأبناط لفريقك؟",
    ),
    "quiz.hint_stake": (
        "Count the doubles in order: each one raises the stake a step (x1 to x4, then Gahwa).",
        "عُدّ الدبل بالترتيب: كل واحد يرفع القيمة درجة (x1 إلى x4 ثم القهوة).",
    ),
    "quiz.hint_sun_double": (
        "The 100 rule: may the defenders double while the buyer's team has over 100?",
        "قاعدة المئة: هل يجوز للمدافعين الدبل وفريق المشتري فوق المئة؟",
    ),
    "quiz.hint_foul": (
        "Did the seat hold a card it had to play (the suit led, a trump)?",
        "هل كان مع اللاعب ورقة يجب أن يلعبها (من اللون المطلوب، أو حكم)؟",
    ),
    "quiz.hint_qayd_score": (
        "A proven foul gives the whole hand to the other team, at the hand's stake.",
        "الغلطة الثابتة تعطي اليد كلها للفريق الآخر، بقيمة اليد.",
    ),
    "quiz.hint_match_end": (
        "Add this hand to each team's total: who passes 152 first?",
        "أضف هذه اليد إلى مجموع كل فريق: من يتجاوز 152 أولًا؟",
    ),
    "quiz.hint_bot_call": (
        "Count the hand's sure tricks in the floor card's suit and in Sun.",
        "احسب الأكلات المضمونة في اليد بلون الورقة المكشوفة وفي الصن.",
    ),
    "quiz.hint_lead": (
        "Which suit can your team win, and who should be left on lead after it?",
        "أي لون يستطيع فريقك أن يأخذه، ومن يجب أن يبقى عليه اللعب بعده؟",
    ),
    "quiz.hint_principle": (
        "Think of what each way risks and what it gains over many hands.",
        "فكّر فيما يخاطر به كل طريق وما يكسبه على مدى أيدٍ كثيرة.",
    ),
    # ---- misconceptions (quiz/misconceptions.py) ---------------------------------------
    "quiz.myth_ten_below_king": (
        "A common mix-up: a Ten is not below the King. Outside trumps the order is "
        "A 10 K Q J 9 8 7, so a Ten beats the King and the Queen in every suit.",
        "خلط شائع: العشرة ليست تحت الشايب. الترتيب خارج الحكم A 10 K Q J 9 8 7، "
        "فالعشرة تغلب الشايب والبنت في كل لون.",
    ),
    "quiz.myth_trumps_like_plain": (
        "A common mix-up: trumps do not rank like the other suits. In trumps the Jack and "
        "the Nine are on top: J 9 A 10 K Q 8 7.",
        "خلط شائع: الحكم لا يترتّب مثل الألوان الأخرى. في الحكم الولد والتسعة في الأعلى: "
        "J 9 A 10 K Q 8 7.",
    ),
    "quiz.myth_high_card_beats_trump": (
        "A common mix-up: a high card of another suit does not beat a trump. The smallest "
        "trump beats every card of another suit.",
        "خلط شائع: الورقة العالية من لون آخر لا تغلب الحكم. أصغر حكم يغلب كل ورقة من لون آخر.",
    ),
    "quiz.myth_offsuit_wins": (
        "A common mix-up: the highest-looking card does not win whatever its suit. Only "
        "the suit led and trumps can win a trick.",
        "خلط شائع: الورقة الأعلى شكلًا لا تأخذ مهما كان لونها. لا يأخذ الأكلة إلا اللون "
        "المطلوب أو الحكم.",
    ),
    "quiz.myth_trump_over_partner": (
        "A common mix-up: you need not trump over your partner. When your partner is "
        "winning the trick and you hold none of the suit led, any card may be played.",
        "خلط شائع: لا يلزمك أن تقطع على شريكك. إذا كان شريكك يأخذ الأكلة وليس معك من "
        "اللون المطلوب، فلك أن تلعب أي ورقة.",
    ),
    "quiz.myth_partner_spares_overtrump": (
        "A common mix-up: a winning partner does not spare you when trumps are led. "
        "You must still beat the highest trump if you can, even your partner's.",
        "خلط شائع: فوز شريكك لا يعفيك إذا بُدئ بالحكم. يجب أن تكبّر على أعلى حكم إن "
        "استطعت، ولو كان لشريكك.",
    ),
    # ---- bad input --------------------------------------------------------------------
    "error.adaptive": (
        "adaptive is True or False, not {value}",
        "adaptive قيمته True أو False، لا {value}",
    ),
    "error.history": (
        "the history of a learner is a list of (kind, correct) pairs or of recorded "
        "attempts, not {value}",
        "سجلّ المتعلّم قائمة من أزواج (النوع، صحيح) أو من المحاولات المسجّلة، لا {value}",
    ),
    "error.history_item": (
        "item {n} of the history, {value}, is not a (kind, correct) pair such as "
        '("abnat", True) or a recorded attempt',
        'العنصر {n} من السجلّ، {value}، ليس زوجًا (النوع، صحيح) مثل ("abnat", True) ولا محاولة مسجّلة',
    ),
    "error.history_given": (
        "a history is for adaptive practice: add adaptive=True, or leave the history out",
        "السجلّ للتمرين المتكيّف: أضف adaptive=True أو احذف السجلّ",
    ),
    "error.adaptive_exercises": (
        "adaptive practice chooses its own exercises: give kinds, not exercises",
        "التمرين المتكيّف يختار تمارينه بنفسه: أعطِ الأنواع لا التمارين",
    ),
}
