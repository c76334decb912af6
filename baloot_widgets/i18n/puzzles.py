"""The puzzles' words: each theme's name and its idea in one sentence, the grades and
what a card cost, the lines played out trick by trick, and the ``Puzzles`` widget's
labels.  Data only: key -> (English, Arabic).

A count of Abnat agrees with its number in Arabic (10 أبناط, 18 بنطًا, 100 بنط):
``puzzles.abnat`` asks for it with the format spec ``{n:abnat}`` (:mod:`.counts`).
"""

from __future__ import annotations

__all__ = ["ENTRIES", "THEME_WORDS"]

#: theme -> ((English name, Arabic name), (English idea, Arabic idea))
THEME_WORDS: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    "kaboot": (
        ("Make or stop the Kaboot", "الكبوت: اكسبه أو امنعه"),
        (
            "A Kaboot (all eight tricks to one team) is worth far more than a few Abnat: "
            "make it when your team has taken every trick so far, stop it when the "
            "opponents have.",
            "الكبوت (الأكلات الثماني كلها لفريق واحد) يساوي أكثر بكثير من بضعة أبناط: "
            "اكسبه إذا أخذ فريقك كل الأكلات حتى الآن، وامنعه إذا أخذها الخصمان.",
        ),
    ),
    "khasara": (
        ("The Khasara swing", "انقلاب الخسارة"),
        (
            "Count the Abnat: near the line between a made contract and Khasara, one "
            "trick decides which team scores the hand.",
            "عُدّ الأبناط: قرب الحدّ بين نجاح المشتري والخسارة، أكلة واحدة تقرّر أيّ "
            "الفريقين يسجّل نقاط اليد.",
        ),
    ),
    "sawa": (
        ("Take every trick (Sawa)", "كل الأكلات (سوا)"),
        (
            "Count your winners: played in the right order, your team's cards take every "
            "trick left.",
            "عُدّ أوراقك الرابحة: إذا لُعبت بالترتيب الصحيح أخذت أوراق فريقك كل الأكلات الباقية.",
        ),
    ),
    "draw_trumps": (
        ("Draw trumps", "اسحب الحكم"),
        (
            "Lead trumps while an opponent still holds one, so that it cannot trump your "
            "winners later.",
            "ابدأ بالحكم ما دام عند أحد الخصمين حكم، حتى لا يقطع أوراقك الرابحة فيما بعد.",
        ),
    ),
    "partner_ruff": (
        ("Lead for your partner to trump", "ابدأ بلون يقطعه شريكك"),
        (
            "Lead a suit your partner has none of: your partner trumps it and wins the trick.",
            "ابدأ بلون ليس عند شريكك منه شيء: يقطعه شريكك بالحكم ويأخذ الأكلة.",
        ),
    ),
    "akka": (
        ("The Akka", "«إكّه»"),
        (
            "In Hokum, the highest card left of a suit other than trumps (not the Ace) "
            "beats every other card of its suit: lead it and say Akka, so that your partner "
            "does not trump it.",
            "في الحكم، أعلى ورقة باقية من لون غير الحكم (غير الإكة) تغلب كل ما بقي من لونها: "
            "ابدأ بها وقل «إكّه» حتى لا يقطعها شريكك.",
        ),
    ),
    "trump_duty": (
        ("The duty to trump and over-trump", "واجب القطع والتكبير"),
        (
            "With none of the suit led, or when trumps are led, the rules leave you only "
            "some of your cards (trump, over-trump, or trump lower): choose the best of them.",
            "إذا لم يكن عندك من اللون الملعوب، أو بُدئ بالحكم، فالقواعد لا تترك لك إلا بعض "
            "أوراقك (القطع، أو التكبير، أو القطع بحكم أصغر): اختر أفضلها.",
        ),
    ),
    "ruff": (
        ("Trump it", "اقطع بالحكم"),
        (
            "With none of the suit led you may trump even when you need not: a trump now "
            "wins this trick and its Abnat.",
            "إذا لم يكن عندك من اللون الملعوب فلك أن تقطع ولو لم يلزمك: الحكم الآن يأخذ "
            "هذه الأكلة وأبناطها.",
        ),
    ),
    "discard": (
        ("The right discard", "التخلّص الصحيح"),
        (
            "When you cannot follow suit, throw the card you will not need and keep the "
            "cards that win later.",
            "إذا لم تستطع أن تتبع اللون فتخلّص من الورقة التي لا تحتاجها، واحتفظ بالأوراق "
            "التي تأخذ فيما بعد.",
        ),
    ),
    "throw_in": (
        ("The throw-in", "التسليم"),
        (
            "Give a trick away on purpose: the opponent who wins it must lead next, and its "
            "lead helps your strong cards.",
            "أعطِ الخصم أكلة عن قصد: من يأخذها يبدأ الأكلة التالية، وبدايته تخدم أوراقك القوية.",
        ),
    ),
    "duck": (
        ("Let the trick go", "اترك الأكلة"),
        (
            "You could take this trick, but a small card now keeps your strong cards for "
            "bigger tricks later.",
            "تستطيع أن تأخذ هذه الأكلة، لكن ورقة صغيرة الآن تحفظ أوراقك القوية لأكلات "
            "أكبر فيما بعد.",
        ),
    ),
    "partner_lead": (
        ("Give the lead to your partner", "أعطِ البداية لشريكك"),
        (
            "Let your partner win this trick: your partner then leads the next one, and "
            "that lead is worth more than yours.",
            "اترك هذه الأكلة لشريكك: فيبدأ هو الأكلة التالية، وبدايته أنفع من بدايتك.",
        ),
    ),
    "feed_partner": (
        ("Give Abnat to your partner's trick", "أعطِ الأبناط لأكلة شريكك"),
        (
            "Your partner wins this trick: put a rich card on it, such as a 10 or an Ace.",
            "شريكك يأخذ هذه الأكلة: ضع عليها ورقة كثيرة الأبناط مثل العشرة أو الإكة.",
        ),
    ),
    "save_points": (
        ("Do not feed the opponents", "لا تعطِ الخصم أبناطًا"),
        (
            "The opponents win this trick whatever you play: give them as few Abnat as you can.",
            "الخصم يأخذ هذه الأكلة مهما لعبت: أعطه أقل ما تستطيع من الأبناط.",
        ),
    ),
    "take_trick": (
        ("Win the trick now", "خذ الأكلة الآن"),
        (
            "Take this trick now: if you wait, the opponents take it, and its Abnat with it.",
            "خذ هذه الأكلة الآن: إن انتظرت أخذها الخصم وأخذ أبناطها معها.",
        ),
    ),
    "cash_winners": (
        ("Cash your winners", "العب أوراقك الرابحة"),
        (
            "Lead the highest card left of a suit and take the trick while it still wins; "
            "a card that waits may be trumped or never win.",
            "ابدأ بأعلى ورقة باقية من لونها وخذ الأكلة ما دامت تأخذ؛ فالورقة التي تنتظر قد "
            "تُقطع أو لا تأخذ أبدًا.",
        ),
    ),
    "last_trick": (
        ("The last trick's 10", "عشرة الأكلة الأخيرة"),
        (
            "The last trick brings 10 Abnat more: keep a card that wins it.",
            "الأكلة الأخيرة تجلب 10 أبناط زيادة: احتفظ بورقة تأخذها.",
        ),
    ),
}

ENTRIES: dict[str, tuple[str, str]] = {
    **{f"puzzles.theme.{name}": words[0] for name, words in THEME_WORDS.items()},
    **{f"puzzles.idea.{name}": words[1] for name, words in THEME_WORDS.items()},
    # ---- counts of Abnat (the number decides the Arabic form) ----------------------------
    "puzzles.abnat": ("{n:abnat}", "{n:abnat}"),
    # ---- the question ---------------------------------------------------------------------
    "puzzles.prompt_lead": (
        "You are {seat} and lead this trick. Which card is best?",
        "أنت {seat} وتبدأ هذه الأكلة. ما أفضل ورقة؟",
    ),
    "puzzles.prompt_follow": (
        "You are {seat}; {leader} led this trick. Which card is best?",
        "أنت {seat}، وبدأ {leader} هذه الأكلة. ما أفضل ورقة؟",
    ),
    "puzzles.kind.open": (
        "All four hands are open: the best card brings your team the most Abnat to the end "
        "of the hand when everyone then plays their best.",
        "الأوراق الأربع مكشوفة: أفضل ورقة هي التي تجلب لفريقك أكثر الأبناط حتى آخر اليد "
        "إذا لعب الجميع بعدها أحسن لعب.",
    ),
    "puzzles.kind.table": (
        "At the table: you see only your own cards and what has been played. Count what "
        "is left: the answer is best wherever the hidden cards lie (in 9 deals of 10 at "
        "least).",
        "على الطاولة: لا ترى إلا أوراقك وما لُعب. عُدّ ما بقي: الجواب هو الأفضل أينما "
        "كانت الأوراق المخفية (في 9 توزيعات من كل 10 على الأقل).",
    ),
    "puzzles.kind_short.open": ("All hands open", "كل الأوراق مكشوفة"),
    "puzzles.kind_short.table": ("At the table", "على الطاولة"),
    "puzzles.level": ("Level {n}", "المستوى {n}"),
    "puzzles.tags": ("{kind} · {level}", "{kind} · {level}"),
    "puzzles.theme_tag": ("Theme: {themes}", "الموضوع: {themes}"),
    "puzzles.so_far": (
        "Abnat so far: your team {mine}, the opponents {theirs}",
        "الأبناط حتى الآن: فريقك {mine}، والخصم {theirs}",
    ),
    "puzzles.floor": (
        "The floor card {card} was taken by {seat}",
        "الورقة المكشوفة {card} أخذها {seat}",
    ),
    "puzzles.projects": ("Projects shown: {projects}", "المشاريع المعروضة: {projects}"),
    "puzzles.project": ("{seat} {kind} ({cards})", "{seat} {kind} ({cards})"),
    "puzzles.earlier": ("Tricks played", "الأكلات الملعوبة"),
    "puzzles.earlier_trick": ("{n}. {plays} → {seat}", "{n}. {plays} ← {seat}"),
    "puzzles.play": ("{seat} {card}", "{seat} {card}"),
    "puzzles.play_you": ("{seat} (you) {card}", "{seat} (أنت) {card}"),
    # ---- the grade ------------------------------------------------------------------------
    "puzzles.grade.good": ("Good", "جيد"),
    "puzzles.grade.ok": ("OK", "مقبول"),
    "puzzles.grade.costly": ("Costly", "مكلف"),
    "puzzles.verdict": ("{grade}: {sentence}", "{grade}: {sentence}"),
    "puzzles.good": (
        "{card} is the best card: your team takes {abnat} from here to the end.",
        "{card} أفضل ورقة: يأخذ فريقك {abnat} من هنا إلى آخر اليد.",
    ),
    "puzzles.good_tied": (
        "{card} is one of the best cards ({cards}, all as good): your team takes {abnat} "
        "from here to the end.",
        "{card} من أفضل الأوراق ({cards}، وكلها سواء): يأخذ فريقك {abnat} من هنا إلى آخر اليد.",
    ),
    "puzzles.ok": (
        "{card} is not the best: it costs {abnat}; {best} was better.",
        "{card} ليست الأفضل: تكلّف {abnat}، و{best} أفضل منها.",
    ),
    "puzzles.costly": (
        "{card} costs {abnat}; {best} was the card to play.",
        "{card} تكلّف {abnat}، والورقة الصحيحة {best}.",
    ),
    "puzzles.flip": (
        "And the hand ends otherwise (your team is {team}): after {card}, {result}; after "
        "{best}, {best_result}.",
        "وتنتهي اليد بنتيجة أخرى (فريقك هو {team}): بعد {card}، {result}؛ وبعد {best}، "
        "{best_result}.",
    ),
    "puzzles.abnat_matter": (
        "Your team scores the same either way, but the opponents do not: each Abnat you "
        "keep from them is fewer game points for them, and in a closer hand it decides "
        "whether the contract is made.",
        "يسجّل فريقك النتيجة نفسها في الحالتين، أما الخصم فلا: كل بنط تمنعه عنه ينقص نقاطه، "
        "وفي يد أقرب قد يقرّر نجاح المشتري أو خسارته.",
    ),
    "puzzles.outcome.made": ("the contract is made ({points})", "ينجح المشتري ({points})"),
    "puzzles.outcome.khasara": ("Khasara ({points})", "خسارة ({points})"),
    "puzzles.outcome.kaboot": ("Kaboot ({points})", "كبوت ({points})"),
    "puzzles.outcome.other": ("the points are {points}", "النقاط {points}"),
    "puzzles.idea": ("The idea: {theme}. {idea}", "الفكرة: {theme}. {idea}"),
    "puzzles.missed": (
        "The idea you missed: {theme}. {idea}",
        "الفكرة التي فاتتك: {theme}. {idea}",
    ),
    "puzzles.illegal": (
        "{reason}. Choose one of the cards you may play: this was not a try.",
        "{reason}. اختر ورقة من الأوراق المسموحة لك: لم تُحسب هذه محاولة.",
    ),
    "puzzles.how": (
        "Click one of your cards, or give it as text such as 10H.",
        "اضغط ورقة من أوراقك، أو اكتبها مثل 10H.",
    ),
    "puzzles.not_in_hand": (
        "{card} is not in your hand: choose one of your cards.",
        "{card} ليست في يدك: اختر ورقة من أوراقك.",
    ),
    # ---- the lines, trick by trick ------------------------------------------------------
    "puzzles.line_best": ("The winning line:", "اللعب الرابح:"),
    "puzzles.line_after": ("What follows {card}:", "ما يحدث بعد {card}:"),
    "puzzles.trick_ours": (
        "Trick {n}: {plays}; {seat} takes it for your team: {abnat}.",
        "الأكلة {n}: {plays}؛ يأخذها {seat} لفريقك: {abnat}.",
    ),
    "puzzles.trick_theirs": (
        "Trick {n}: {plays}; {seat} takes it for the opponents: {abnat}.",
        "الأكلة {n}: {plays}؛ يأخذها {seat} للخصم: {abnat}.",
    ),
    "puzzles.trick_last_ours": (
        "Trick {n}, the last: {plays}; {seat} takes it for your team: {abnat} with the 10.",
        "الأكلة {n}، الأخيرة: {plays}؛ يأخذها {seat} لفريقك: {abnat} مع العشرة.",
    ),
    "puzzles.trick_last_theirs": (
        "Trick {n}, the last: {plays}; {seat} takes it for the opponents: {abnat} with the 10.",
        "الأكلة {n}، الأخيرة: {plays}؛ يأخذها {seat} للخصم: {abnat} مع العشرة.",
    ),
    # ---- the learner's rating -------------------------------------------------------------
    "puzzles.rating_change": (
        "Your rating in {theme}: {before} → {after}",
        "تقييمك في {theme}: من {before} إلى {after}",
    ),
    "puzzles.ratings_unreadable": (
        "Your puzzle ratings ({path}) could not be read ({why}): the file is left as it is, "
        "and this session's ratings are not saved.",
        "تعذّرت قراءة تقييماتك في الألغاز ({path}) ({why}): تُرك الملف كما هو، ولن تُحفظ "
        "تقييمات هذه الجلسة.",
    ),
    "puzzles.what_set": ("the puzzle set", "مجموعة الألغاز"),
    "puzzles.what_ratings": ("your puzzle ratings", "تقييماتك في الألغاز"),
    "puzzles.ratings_unsaved": (
        "Your puzzle ratings could not be saved: {why}",
        "تعذّر حفظ تقييماتك في الألغاز: {why}",
    ),
    # ---- the widget -----------------------------------------------------------------------
    "puzzles.title": ("Puzzle {n} of {count}", "اللغز {n} من {count}"),
    "puzzles.title_open": ("Puzzle {n}", "اللغز {n}"),
    "puzzles.score": (
        "Good {good} · OK {ok} · Costly {costly}",
        "جيد {good} · مقبول {ok} · مكلف {costly}",
    ),
    "puzzles.done": (
        "That was the last puzzle: {good} good, {ok} OK, {costly} costly.",
        "كان هذا آخر لغز: جيد {good}، مقبول {ok}، مكلف {costly}.",
    ),
    "puzzles.help": (
        "Click a card, or move with the arrow keys and press Enter.",
        "اضغط ورقة، أو تنقّل بالأسهم ثم اضغط Enter.",
    ),
    "puzzles.next": ("Next puzzle", "اللغز التالي"),
    "puzzles.step_previous": ("Previous trick", "الأكلة السابقة"),
    "puzzles.step_next": ("Next trick", "الأكلة التالية"),
    "puzzles.step_replay": ("Play it again", "أعد العرض"),
    "puzzles.step": ("Trick {k} of {total}", "الأكلة {k} من {total}"),
    "puzzles.show_best": ("Show the winning line", "اعرض اللعب الرابح"),
    "puzzles.show_yours": ("Show what follows your card", "اعرض ما يحدث بعد ورقتك"),
    "puzzles.your_hand": ("Your hand", "أوراقك"),
    "puzzles.answer_first": (
        "Choose a card first: each puzzle is tried once.",
        "اختر ورقة أولًا: لكل لغز محاولة واحدة.",
    ),
    "puzzles.over": ("The puzzles are over.", "انتهت الألغاز."),
    "puzzles.bad_intent": (
        "The puzzles did not understand that request: {why}",
        "لم تفهم الألغاز هذا الطلب: {why}",
    ),
    "puzzles.schema": (
        "This page expects puzzle frames of version {want}, not {got}: run the cell again.",
        "تنتظر هذه الصفحة إطارات ألغاز من الإصدار {want}، لا {got}: شغّل الخلية من جديد.",
    ),
    # ---- the practice page's reports ---------------------------------------------------
    "puzzles.themes_title": ("Puzzle themes", "موضوعات الألغاز"),
    "puzzles.theme_code": ('to practise it: theme="{name}"', 'للتدرّب عليه: theme="{name}"'),
    "puzzles.counts": (
        "level 1: {a}, level 2: {b}, level 3: {c}",
        "المستوى 1: {a}، المستوى 2: {b}، المستوى 3: {c}",
    ),
    "puzzles.ratings_title": ("Your puzzle ratings", "تقييماتك في الألغاز"),
    "puzzles.rating_row": ("{rating} ({tries} tried)", "{rating} (المحاولات: {tries})"),
    "puzzles.no_ratings": (
        "No puzzle answered yet: every theme starts at {start}.",
        "لم تحلّ أي لغز بعد: كل موضوع يبدأ من {start}.",
    ),
    # ---- choosing puzzles -----------------------------------------------------------------
    "puzzles.no_theme": (
        "There is no puzzle theme {theme}: choose one of {themes}",
        "لا يوجد موضوع ألغاز باسم {theme}: اختر من {themes}",
    ),
    "puzzles.no_level": (
        "The puzzle level must be 1, 2 or 3, not {level}",
        "مستوى الألغاز 1 أو 2 أو 3، لا {level}",
    ),
    "puzzles.no_kind": (
        "The puzzle kind must be 'open' or 'table', not {kind}",
        "نوع الألغاز 'open' أو 'table'، لا {kind}",
    ),
    "puzzles.bad_count": (
        "count must be a whole number of puzzles from 1, or None, not {count}",
        "count يجب أن يكون عددًا صحيحًا من الألغاز، من 1 فأكثر، أو None، لا {count}",
    ),
    "puzzles.bad_set": (
        "{path} is not a puzzle set of version 1",
        "{path} ليس مجموعة ألغاز من الإصدار 1",
    ),
    "puzzles.none_match": (
        "No puzzle matches {what}: try another level or theme",
        "لا لغز يطابق {what}: جرّب مستوى أو موضوعًا آخر",
    ),
}
