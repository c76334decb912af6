"""The quiz's sentences: the questions of each kind of exercise, why a wrong answer is
wrong, how to answer, and the words of the ``Quiz`` widget.  Data only: key -> (English,
Arabic).  The engine's own refusals (``refuse.*``, ``card.*``) and score-sheet lines
(``sheet.*``) are reused as they are.
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    # ---- grading ---------------------------------------------------------------------
    "quiz.right": ("Right!", "صحيح!"),
    "quiz.wrong": ("Not quite: you answered {answer}.", "خطأ: اخترت {answer}."),
    "quiz.solution": ("The answer: {solution}.", "الجواب: {solution}."),
    "quiz.value": ("{value}", "{value}"),
    # who wins a trick (trick.won, also a clause of captions), as a sentence of its own
    "quiz.won": ("{won}.", "{won}."),
    "quiz.points": ("{team0} {p0} – {p1} {team1}", "{team0} {p0} – {p1} {team1}"),
    # ---- how to answer (an answer that cannot be read) --------------------------------
    "quiz.how_cards": (
        "Select the cards you would play (for example KS 7S), then check.",
        "اختر الأوراق التي تلعبها (مثل KS 7S) ثم تحقّق.",
    ),
    "quiz.not_in_hand": (
        "{cards} is not in the hand: choose among the cards shown.",
        "{cards} ليست في اليد: اختر من الأوراق المعروضة.",
    ),
    "quiz.how_card": (
        "Click one card, or give it as text such as 10H.",
        "اضغط ورقة واحدة، أو اكتبها مثل 10H.",
    ),
    "quiz.not_offered": (
        "{cards} is not one of the cards shown.",
        "{cards} ليست من الأوراق المعروضة.",
    ),
    "quiz.how_number": ("Type a whole number, then check.", "اكتب عددًا صحيحًا ثم تحقّق."),
    "quiz.how_points": (
        "Type the game points of each team (Team 0·2 and Team 1·3), then check.",
        "اكتب نقاط كل فريق (فريق 0·2 وفريق 1·3) ثم تحقّق.",
    ),
    "quiz.how_seat": (
        "Click the card of the seat that wins (or give a seat from 0 to 3).",
        "اضغط ورقة المقعد الذي يأخذ الأكلة (أو اكتب مقعدًا من 0 إلى 3).",
    ),
    "quiz.how_team": (
        "Choose a team: Team 0·2 or Team 1·3.",
        "اختر فريقًا: فريق 0·2 أو فريق 1·3.",
    ),
    "quiz.how_choice": ("Choose among the buttons shown.", "اختر من الأزرار المعروضة."),
    "quiz.how_projects": (
        "Choose one of the answers shown, or name the projects (sira, fifty, hundred, "
        "four_hundred, or none).",
        "اختر أحد الأجوبة المعروضة، أو اكتب المشاريع (سرا أو خمسين أو مية أو أربعمية، أو «لا "
        "شيء»).",
    ),
    # ---- the contract and the seats --------------------------------------------------
    "quiz.mode_hokum": ("Hokum {suit}", "حكم {suit}"),
    "quiz.closed": ("{mode} (closed)", "{mode} (مقفول)"),
    "quiz.contract": ("{mode}, bought by {seat}", "{mode}، المشتري {seat}"),
    "quiz.contract_gahwa": ("{contract}, Gahwa", "{contract}، قهوة"),
    "quiz.contract_doubled": ("{contract}, doubled x{m}", "{contract}، مضاعفة x{m}"),
    "quiz.role_you": ("You", "أنت"),
    "quiz.role_partner": ("Partner", "الشريك"),
    "quiz.role_opponent": ("Opponent", "خصم"),
    "quiz.your_hand": ("Your hand", "أوراقك"),
    # a board in words (quiz/draw.board_text: the solutions notebook's position column)
    "quiz.board_dealer": ("dealer", "الموزّع"),
    "quiz.board_trick": ("trick so far: {plays}", "الأكلة حتى الآن: {plays}"),
    "quiz.board_floor": ("floor card {card}", "الورقة المكشوفة {card}"),
    "quiz.the_hand": ("The hand", "اليد"),
    "quiz.two_cards": ("Two cards", "ورقتان"),
    "quiz.four_cards": ("Four cards", "أربع أوراق"),
    "quiz.tricks": ("Tricks", "الأكلات"),
    "quiz.projects": ("Projects", "المشاريع"),
    "quiz.tricks_left": ("Tricks left: {n}", "الأكلات الباقية: {n}"),
    "quiz.match_scores": (
        "Match score before this hand: {p0} – {p1}",
        "نتيجة الصكّة قبل هذه اليد: {p0} – {p1}",
    ),
    # ---- card order and Abnat (RULES §1) ---------------------------------------------
    "quiz.higher_prompt": (
        "In {mode}, which card is higher?",
        "في لعب {mode}، أي الورقتين أعلى؟",
    ),
    "quiz.beats_trump": (
        "{high} beats {low}, because a trump beats every card of another suit",
        "{high} تغلب {low}، لأن ورقة الحكم تغلب كل أوراق الألوان الأخرى",
    ),
    "quiz.beats_plain_order": (
        "{high} beats {low}, because outside the trumps the order is A 10 K Q J 9 8 7",
        "{high} تغلب {low}، لأن الترتيب خارج الحكم هو A 10 K Q J 9 8 7",
    ),
    "quiz.beats_trump_order": (
        "{high} beats {low}, because in the trump suit the order is J 9 A 10 K Q 8 7",
        "{high} تغلب {low}، لأن الترتيب في لون الحكم هو J 9 A 10 K Q 8 7",
    ),
    "quiz.abnat_prompt": (
        "In {mode}, how many Abnat are these four cards worth?",
        "في لعب {mode}، كم تساوي هذه الأوراق الأربع من الأبناط؟",
    ),
    "quiz.card_abnat": ("{card} {abnat}", "{card} {abnat}"),
    "quiz.abnat_sum": ("{parts} = {total}.", "{parts} = {total}."),
    "quiz.abnat_trump_jn": (
        "In the trump suit the J is worth 20 and the 9 is worth 14; in the other suits the J "
        "is worth 2 and the 9 nothing.",
        "في لون الحكم الولد بعشرين والتسعة بأربعة عشر؛ وفي الألوان الأخرى الولد باثنين "
        "والتسعة بلا شيء.",
    ),
    # ---- one trick (RULES §6) --------------------------------------------------------
    "quiz.trick_prompt": (
        "{leader} led this trick. Who wins it?",
        "بدأ {leader} هذه الأكلة. من يأخذها؟",
    ),
    "quiz.not_winner": ("{seat} does not win: {why}.", "{seat} لا يأخذ الأكلة: {why}."),
    "quiz.offsuit": (
        "{card} is neither of the suit led ({led}) nor a trump, so it cannot win",
        "{card} ليست من اللون الملعوب ({led}) ولا حكمًا، فلا تأخذ الأكلة",
    ),
    "quiz.legal_prompt": (
        "You are {seat}; {leader} led. Which cards may you play? There may be several.",
        "أنت {seat}، وبدأ {leader}. أي الأوراق يجوز أن تلعب؟ قد تكون أكثر من واحدة.",
    ),
    "quiz.legal_prompt_lead": (
        "You are {seat} and lead the trick. Which cards may you lead? There may be several.",
        "أنت {seat} والبداية لك. بأي الأوراق يجوز أن تبدأ؟ قد تكون أكثر من واحدة.",
    ),
    "quiz.legal_missed": ("{cards} may be played too.", "{cards} تجوز أيضًا."),
    "quiz.rule_lead_closed": (
        "In a closed Hokum you may not lead a trump while you hold another suit.",
        "في الحكم المقفول لا تبدأ بورقة حكم ما دام عندك لون آخر.",
    ),
    "quiz.rule_follow": (
        "You hold {led}, so you must follow: any {led} may be played, there is no duty to win.",
        "عندك {led} فعليك أن تتبع: أي ورقة {led} تجوز، ولا يلزمك أن تأخذ الأكلة.",
    ),
    "quiz.rule_follow_overtrump": (
        "Trumps were led: you must play a trump higher than {win} when you hold one, even "
        "over your partner.",
        "بُدئ بالحكم: عليك أن تلعب حكمًا أعلى من {win} إن كان عندك، ولو كانت الأكلة لشريكك.",
    ),
    "quiz.rule_follow_trump": (
        "Trumps were led and you cannot beat {win}: any trump may be played.",
        "بُدئ بالحكم ولا تستطيع أن تغلب {win}: أي ورقة حكم تجوز.",
    ),
    "quiz.rule_void_overtrump": (
        "You have no {led} and an opponent's trump, {win}, is winning: you must over-trump it.",
        "ليس عندك {led} والأكلة لخصمك بالحكم {win}: عليك أن تكبّر عليه.",
    ),
    "quiz.rule_void_undertrump": (
        "You have no {led} and cannot beat the opponent's {win}, but you must still trump.",
        "ليس عندك {led} ولا تغلب {win} التي لخصمك، لكن عليك أن تقطع بالحكم مع ذلك.",
    ),
    "quiz.rule_void_trump": (
        "You have no {led}, so you must play a trump.",
        "ليس عندك {led}، فعليك أن تقطع بالحكم.",
    ),
    "quiz.rule_lead_any": (
        "You lead the trick: any card may be played.",
        "أنت تبدأ الأكلة: أي ورقة تجوز.",
    ),
    "quiz.rule_void_free": (
        "You have no {led} and no duty to trump: any card may be played.",
        "ليس عندك {led} ولا يلزمك القطع: أي ورقة تجوز.",
    ),
    "quiz.rule_void_partner": (
        "You have no {led} and your partner is winning the trick with {win}: you need not "
        "trump, any card may be played.",
        "ليس عندك {led} والأكلة لشريكك بـ {win}: لا يلزمك القطع، وأي ورقة تجوز.",
    ),
    "quiz.rule_void_no_duty": (
        "You have no {led}, and this table's house rule does not make you trump: any card "
        "may be played.",
        "ليس عندك {led}، والشرط الاختياري لهذه الطاولة لا يلزمك بالقطع: أي ورقة تجوز.",
    ),
    # ---- projects (RULES §7) ---------------------------------------------------------
    "quiz.projects_prompt": (
        "In {mode}, which projects does this hand declare?",
        "في لعب {mode}، ما المشاريع التي تعلنها هذه اليد؟",
    ),
    "quiz.no_project": ("No project", "لا مشروع"),
    "quiz.declares": ("This hand declares {projects}.", "هذه اليد تعلن {projects}."),
    "quiz.declares_nothing": (
        "This hand has no project to declare.",
        "ليس في هذه اليد مشروع يُعلن.",
    ),
    "quiz.proj_low_quad": (
        "Four 9s, 8s or 7s are not a project.",
        "أربع تسعات أو ثمانيات أو سبعات ليست مشروعًا.",
    ),
    "quiz.proj_aces": (
        "Four Aces are a Four Hundred in Sun but a Hundred in Hokum; here it is {mode}.",
        "الإكات الأربع أربعمية في الصن ومية في الحكم؛ واللعب هنا {mode}.",
    ),
    "quiz.proj_long_run": (
        "A run of five cards or more is one Hundred: it is never split.",
        "خمس أوراق متتالية أو أكثر مية واحدة ولا تُقسم.",
    ),
    "quiz.proj_overlap": (
        "A card counts in one project only: the hand declares the projects worth the most Abnat.",
        "الورقة لا تدخل إلا في مشروع واحد: تُعلن اليد المشاريع الأكثر أبناطًا.",
    ),
    "quiz.proj_sequence": (
        "Runs follow the order A K Q J 10 9 8 7.",
        "المتتاليات على ترتيب A K Q J 10 9 8 7.",
    ),
    "quiz.winner_prompt": (
        "Both teams declared projects; {first} plays first in trick 1. Whose projects count?",
        "أعلن الفريقان مشاريع، ويلعب {first} أولًا في الأكلة الأولى. مشاريع أي فريق تُحسب؟",
    ),
    "quiz.pw_category": (
        "{winner} beats {loser}: Four Hundred, then a Hundred run, a Hundred of four cards "
        "alike, Fifty, Sira.",
        "{winner} يغلب {loser}: الأربعمية ثم المية المتتالية ثم المية من أربع أوراق متشابهة "
        "ثم الخمسين ثم السرا.",
    ),
    "quiz.pw_top": (
        "{winner} beats {loser}: the same kind, with a higher top card in the order "
        "A K Q J 10 9 8 7.",
        "{winner} يغلب {loser}: النوع نفسه، وأعلى ورقة فيه أعلى في ترتيب A K Q J 10 9 8 7.",
    ),
    "quiz.pw_trump": (
        "{winner} beats {loser}: the same kind and top card, and in Hokum a run in trumps "
        "beats a run in another suit.",
        "{winner} يغلب {loser}: النوع نفسه والورقة العليا نفسها، وفي الحكم تغلب المتتالية "
        "في لون الحكم غيرها.",
    ),
    "quiz.pw_order": (
        "{winner} and {loser} tie, so the player who plays earlier in trick 1 wins: {seat}.",
        "{winner} و{loser} متعادلان، فيفوز من يلعب أولًا في الأكلة الأولى: {seat}.",
    ),
    # ---- scoring (RULES §9) ----------------------------------------------------------
    "quiz.score_prompt": (
        "How many game points does each team score for this hand?",
        "كم نقطة يسجّل كل فريق في هذه اليد؟",
    ),
    "quiz.buyer_team": ("{team} (buyer)", "{team} (المشتري)"),
    "quiz.project_of": ("{project} ({cards}), {seat}", "{project} ({cards})، {seat}"),
    # ---- calls (RULES §4-§5) ---------------------------------------------------------
    "quiz.calls_prompt": (
        "You are {seat}. Which calls may you make now? There may be several.",
        "أنت {seat}. ماذا يجوز لك أن تقول الآن؟ قد يجوز أكثر من واحد.",
    ),
    "quiz.call_closed": ("{name} (closed)", "{name} (مقفول)"),
    "quiz.ashkal_is_sun": (
        "{seat} may not call Ashkal: only the dealer and the dealer's left may, and never on "
        "an Ace; from {seat} it counts as a Sun (rules §4.3).",
        "لا يقول {seat} أشكل: الأشكل للموزّع ومن على يساره فقط، وليس على إكة؛ ومن {seat} يُحسب "
        "صنًا (القواعد §4.3).",
    ),
    "quiz.calls_missed": ("{seat} may also say {calls}.", "{seat} له أيضًا أن يقول {calls}."),
    # ---- the best card (double dummy) ------------------------------------------------
    "quiz.best_prompt": (
        "All four hands are open. You are {seat}: which card brings your team the most Abnat "
        "from here, if everyone then plays their best?",
        "الأوراق كلها مكشوفة. أنت {seat}: أي ورقة تجلب لفريقك أكثر الأبناط من هنا إذا لعب "
        "الجميع بعدها أحسن لعب؟",
    ),
    "quiz.best_values": (
        "{card} brings your team {value} Abnat from here; {best} brings {best_value}.",
        "{card} تجلب لفريقك {value:abnat} من هنا، و{best} تجلب {best_value:abnat}.",
    ),
    "quiz.best_right": (
        "{card} brings your team {value} Abnat from here, the most possible.",
        "{card} تجلب لفريقك {value:abnat} من هنا، وهذا أكثر ما يمكن.",
    ),
    "quiz.best_line": ("A best line of play: {cards}.", "أحسن لعب: {cards}."),
    # ---- strategy: the bots' call, the lead ------------------------------------------
    "quiz.bot_prompt": (
        "You are {seat}. Which call would the bots make with this hand? They count its "
        "points against a threshold.",
        "أنت {seat}. ماذا تقول البوتات بهذه اليد؟ إنها تحسب نقاط اليد وتقارنها بحدّ.",
    ),
    "quiz.how_one_choice": (
        "Choose one of the buttons, then check.",
        "اختر زرًّا واحدًا، ثم تحقّق.",
    ),
    "quiz.bot_said": ("The bots: {reason}.", "البوتات: {reason}."),
    "quiz.bot_count": (
        "{contract}: {points} points; {limit}.",
        "{contract}: {points:points:nom}؛ {limit}.",
    ),
    "quiz.bot_partner": (
        "Your partner bid Hokum: the bots take it over with Sun only from {n} points.",
        "شريكك قال حكم: لا تقلبه البوتات إلى صن إلا من {n:points}.",
    ),
    "quiz.bot_gablak": (
        "To take the Sun before the opponent (Gablak) the bots want {n} points.",
        "لتأخذ الصن قبل الخصم (قبلك) تريد البوتات {n:points}.",
    ),
    "quiz.lead_prompt": (
        "All four hands are open. You are {seat}, on lead with {n} tricks left: which card "
        "brings your team the most Abnat, if everyone then plays their best?",
        "الأوراق كلها مكشوفة. أنت {seat} وعليك اللعب أولًا، وقد بقيت {n:tricks:nom}: أي ورقة "
        "تجلب لفريقك أكثر الأبناط إذا لعب الجميع بعدها أحسن لعب؟",
    ),
    # ---- the Quiz widget -------------------------------------------------------------
    "quiz.title_higher_card": ("Which card is higher?", "أي الورقتين أعلى؟"),
    "quiz.title_abnat": ("Count the Abnat", "احسب الأبناط"),
    "quiz.title_trick_winner": ("Who wins the trick?", "من يأخذ الأكلة؟"),
    "quiz.title_legal_cards": ("Which cards may be played?", "أي الأوراق تجوز؟"),
    "quiz.title_projects": ("Which projects?", "ما المشاريع؟"),
    "quiz.title_project_winner": ("Whose projects count?", "مشاريع من تُحسب؟"),
    "quiz.title_score": ("Score the hand", "احسب اليد"),
    "quiz.title_calls": ("Which calls?", "ماذا يجوز أن تقول؟"),
    "quiz.title_best_card": ("The best card", "أحسن ورقة"),
    "quiz.title_bot_call": ("Which call would the bots make?", "ماذا تقول البوتات؟"),
    "quiz.title_principle": ("Which way pays?", "أي الطريقين أربح؟"),
    "quiz.principle_prompt": (
        "You are {seat}. Two ways to go on: which one pays more, as measured over thousands "
        "of deals? Or is there no difference the simulation can measure?",
        "أنت {seat}. أمامك طريقان: أيهما أربح، كما قيس على آلاف التوزيعات؟ أم لا فرق تستطيع "
        "المحاكاة قياسه؟",
    ),
    "quiz.principle_either": ("No measurable difference", "لا فرق يُقاس"),
    "quiz.principle_worth": ("Measured: {worth}.", "القياس: {worth}."),
    "quiz.principle_case": ("{case}, {worth}", "{case}، {worth}"),
    "quiz.played_trick": ("{plays} → {seat}", "{plays} ← {seat}"),
    "quiz.title_lead": ("Lead which card?", "بأي ورقة تبدأ؟"),
    "quiz.help_multi": (
        "Click each one (or move with the arrow keys and press Space), then Check (or press "
        "Enter).",
        "اضغط كل واحدة (أو تنقّل بالأسهم واضغط المسافة)، ثم تحقّق (أو اضغط Enter).",
    ),
    "quiz.help_one": (
        "Click your answer (or move with the arrow keys and press Enter).",
        "اضغط جوابك (أو تنقّل بالأسهم واضغط Enter).",
    ),
    "quiz.help_choice": ("Click your answer.", "اضغط جوابك."),
    "quiz.help_felt": (
        "Click the winning card (or move with the arrow keys and press Enter).",
        "اضغط الورقة الرابحة (أو تنقّل بالأسهم واضغط Enter).",
    ),
    "quiz.help_fields": (
        "Type your answer, then Check (or press Enter).",
        "اكتب جوابك ثم تحقّق (أو اضغط Enter).",
    ),
    "quiz.check": ("Check", "تحقّق"),
    "quiz.dealer": ("dealer", "الموزّع"),
    "quiz.cards": ("cards", "أوراق"),
    "quiz.led": ("led", "بدأ"),
    "quiz.next": ("Next", "التالي"),
    "quiz.download": ("This quiz as CSV", "هذا الاختبار بصيغة CSV"),
    "quiz.download_title": (
        "Save your answers so far as a CSV file for your teacher (it opens in any spreadsheet).",
        "احفظ إجاباتك حتى الآن في ملف CSV لمعلّمك (يُفتح في أي برنامج جداول).",
    ),
    "quiz.answer_label": ("Your answer", "جوابك"),
    "quiz.mark_right": ("right", "صحيح"),
    "quiz.mark_wrong": ("wrong", "خطأ"),
    "quiz.mark_missed": ("missed", "فاتك"),
    "quiz.progress": ("Exercise {n} of {count}", "التمرين {n} من {count}"),
    "quiz.progress_open": ("Exercise {n}", "التمرين {n}"),
    "quiz.score": ("Score: {right} of {tried}", "النتيجة: {right} من {tried}"),
    "quiz.done": (
        "Done! {right} right out of {tried}.",
        "انتهى التمرين! {right} صحيحة من {tried}.",
    ),
    "quiz.answered": (
        "You have answered this one: press Next.",
        "أجبت عن هذا التمرين: اضغط التالي.",
    ),
    "quiz.answer_first": (
        "Answer this exercise first: each one is tried once.",
        "أجب عن هذا التمرين أولًا: لكل تمرين محاولة واحدة.",
    ),
    "quiz.over": ("The quiz is over.", "انتهت التمارين."),
    "quiz.bad_intent": (
        "The quiz did not understand that request: {why}",
        "لم تفهم التمارين هذا الطلب: {why}",
    ),
    "quiz.schema": (
        "This quiz cannot be drawn: the page knows frame schema {want} but Python sent "
        "schema {got}. Restart the kernel and reload the page.",
        "لا يمكن رسم هذه التمارين: الصفحة تعرف المخطط {want} لكن بايثون أرسل المخطط {got}. "
        "أعد تشغيل النواة ثم أعد تحميل الصفحة.",
    ),
}
