"""The sentences of the errors: what a learner reads when an argument, a text, a file or
a record cannot be used (a refused action of the game is a ``refuse.*`` sentence in
:mod:`.rules`).  Every ``error.*`` sentence names the value it refuses with
:func:`~baloot_widgets.i18n.quote` (a short, marked excerpt), and code fields such as
``seed=`` or ``lang`` stay in Latin letters in Arabic.

Grouped by the part of the package that raises them, in the order of the layers.
"""

from __future__ import annotations

ENTRIES: dict[str, tuple[str, str]] = {
    # ---- shared: languages, lists -----------------------------------------------------
    "error.lang": (
        "lang must be 'en' or 'ar', not {lang}",
        "اللغة lang إما 'en' أو 'ar'، لا {lang}",
    ),
    "join.and": (" and ", " و"),
    "join.list": (", ", "، "),
    "join.clauses": ("; ", "؛ "),
    "join.kinds": (" ", " و"),
    # ---- cards ------------------------------------------------------------------------
    "error.not_suit": (
        "{text} is not a suit: suits are S H D C or ♠ ♥ ♦ ♣",
        "{text} ليس لونًا: الألوان هي S H D C أو ♠ ♥ ♦ ♣",
    ),
    "error.not_rank": (
        "{text} is not a rank: ranks are 7 8 9 10 J Q K A",
        "{text} ليست رتبة: الرتب هي 7 8 9 10 J Q K A",
    ),
    "error.card_number": (
        "{value} is not a card: card numbers are 0 to 31",
        "{value} ليست ورقة: أرقام الأوراق من 0 إلى 31",
    ),
    "error.card_text": (
        "{text} is not a card: write a rank and a suit, like AS or 10H",
        "{text} ليست ورقة: اكتب الرتبة ثم اللون، مثل AS أو 10H",
    ),
    "error.card_form": (
        "{text} is not a card: write a rank and a suit, like AS, 10H or 7♣",
        "{text} ليست ورقة: اكتب الرتبة ثم اللون، مثل AS أو 10H أو 7♣",
    ),
    "error.card_rank": (
        "{text} is not a card: ranks are 7 8 9 10 J Q K A",
        "{text} ليست ورقة: الرتب هي 7 8 9 10 J Q K A",
    ),
    "error.card_suit": (
        "{text} is not a card: suits are S H D C or ♠ ♥ ♦ ♣",
        "{text} ليست ورقة: الألوان هي S H D C أو ♠ ♥ ♦ ♣",
    ),
    "error.card_twice": (
        "{item} is {card} again: a card can appear only once",
        "{item} هي {card} مرة ثانية: الورقة لا تظهر إلا مرة واحدة",
    ),
    "error.cards_text": (
        "cards are text such as 'AS 10H KD' or a list of cards, not {value}",
        "الأوراق نص مثل 'AS 10H KD' أو قائمة أوراق، لا {value}",
    ),
    "error.cardset_bool": (
        "a card set is made from cards or a mask, not True/False",
        "مجموعة الأوراق تُصنع من أوراق أو من قناع أرقام، لا من True/False",
    ),
    "error.card_mask": (
        "{value} is not a card mask: it must fit in 32 bits",
        "{value} ليس قناع أوراق: يجب أن يتسع في 32 بتًا",
    ),
    # ---- the deal and a new hand -------------------------------------------------------
    "error.seed": (
        "seed must be a whole number, a text or None, not {seed}",
        "البذرة seed إما عدد صحيح أو نص أو None، لا {seed}",
    ),
    "error.dealer": (
        "dealer must be a seat 0-3, not {dealer}",
        "الموزّع dealer مقعد من 0 إلى 3، لا {dealer}",
    ),
    "error.rules": (
        "rules must be a RuleSet, not {rules}",
        "القواعد rules يجب أن تكون RuleSet، لا {rules}",
    ),
    "error.not_action": (
        "{action} is not an action: give its text, for example 'p1 sun', or an Action",
        "{action} ليس حركة: اكتب نصها، مثل 'p1 sun'، أو أعطِ Action",
    ),
    "error.pack_index": (
        "a pack has cards 0 to 31 from the top, not {index}",
        "في الورق 32 ورقة مرقّمة من 0 إلى 31 من الأعلى، لا {index}",
    ),
    "error.pack_cards": (
        "a pack must hold each of the 32 cards exactly once",
        "يجب أن يضم الورق كل ورقة من الأوراق الـ32 مرة واحدة بالضبط",
    ),
    "error.four_hands": (
        "give the cards of the four seats, seat 0 first, e.g. "
        '["AS KS QS JS 10S", "7H 8H 9H JH QH", ...], not {hands}',
        "أعطِ أوراق المقاعد الأربعة، المقعد 0 أولًا، مثل "
        '["AS KS QS JS 10S", "7H 8H 9H JH QH", ...]، لا {hands}',
    ),
    "error.card_given_twice": (
        "{card} is given twice: the pack has one of each card",
        "{card} مذكورة مرتين: في الورق ورقة واحدة من كل نوع",
    ),
    "error.card_given_two": (
        "{card} is given to seat {a} and seat {b}: the pack has one of each card",
        "{card} معطاة للمقعد {a} وللمقعد {b}: في الورق ورقة واحدة من كل نوع",
    ),
    "error.floor_in_five": (
        "the floor card {card} cannot also be in seat {seat}'s 5 cards",
        "الورقة المكشوفة {card} لا يمكن أن تكون أيضًا بين أوراق المقعد {seat} الخمس",
    ),
    "error.floor_with_buyer": (
        "with 8 cards a seat, the floor card {card} must be in the hand of the seat that "
        "buys (it takes the floor card)",
        "مع 8 أوراق لكل مقعد، يجب أن تكون الورقة المكشوفة {card} في يد المقعد الذي يشتري "
        "(فهو يأخذ الورقة المكشوفة)",
    ),
    "error.hand_sizes": (
        "give every seat 5 cards (dealt before the bidding) or 8 cards (the whole hand), "
        "not {counts}",
        "أعطِ كل مقعد 5 أوراق (توزَّع قبل الشراء) أو 8 أوراق (اليد كاملة)، لا {counts}",
    ),
    # ---- the house rules (RuleSet) -----------------------------------------------------
    "error.flag_bool": (
        "{name} must be True or False, not {value}",
        "{name} إما True أو False، لا {value}",
    ),
    "error.flag_int": (
        "{name} must be a whole number, not {value}",
        "{name} يجب أن يكون عددًا صحيحًا، لا {value}",
    ),
    "error.flag_range": (
        "{name} must be between {low} and {high}, not {value}",
        "{name} يجب أن يكون بين {low} و{high}، لا {value}",
    ),
    "error.flag_choice": (
        "{name} must be one of {allowed}, not {value}",
        "{name} يجب أن يكون واحدًا من {allowed}، لا {value}",
    ),
    "error.flag_partner_needs_void": (
        "must_trump_when_partner_winning=True needs must_trump_when_void=True: a player "
        "who never has to trump cannot have to trump over a partner",
        "must_trump_when_partner_winning=True يحتاج must_trump_when_void=True: اللاعب "
        "الذي لا يلزمه القطع أبدًا لا يمكن أن يلزمه القطع فوق شريكه",
    ),
    "error.flag_threshold": (
        "sun_double_threshold ({threshold}) must be below match_target ({target}): a team "
        "past the target has already won",
        "sun_double_threshold ({threshold}) يجب أن يكون أقل من match_target ({target}): "
        "الفريق الذي تجاوز الهدف قد فاز",
    ),
    "error.rules_dict": (
        "rules must be a dict of flag names to values, not {data}",
        "القواعد rules قاموس dict من أسماء الشروط إلى قيمها، لا {data}",
    ),
    "error.flag_close": (
        "{flag} is not a rule flag; did you mean '{close}'?",
        "{flag} ليس شرطًا من شروط اللعب؛ هل تقصد '{close}'؟",
    ),
    "error.flag_unknown": (
        "{flag} is not a rule flag",
        "{flag} ليس شرطًا من شروط اللعب",
    ),
    "error.flags_by_name": (
        "RuleSet takes its flags by name, e.g. RuleSet(match_target=101)",
        "يأخذ RuleSet شروطه بأسمائها، مثل 'RuleSet(match_target=101)'",
    ),
    # ---- tricks, projects and scores ---------------------------------------------------
    "error.trick_pairs": (
        "a trick is a list of (seat, card) pairs, leader first, such as "
        "[(0, '10S'), (1, 'AS')]; {what} is not one",
        "الأكلة قائمة أزواج (مقعد، ورقة)، البادئ أولًا، مثل [(0, '10S'), (1, 'AS')]؛ "
        "و{what} ليس كذلك",
    ),
    "error.trick_seat": (
        "a trick's seat is a number 0-3, not {seat}",
        "مقعد الأكلة رقم من 0 إلى 3، لا {seat}",
    ),
    "error.not_project": (
        "{cards} is not a project: a project is 3 or more cards in sequence "
        "(A K Q J 10 9 8 7) in one suit, or four A, K, Q, J or 10",
        "{cards} ليست مشروعًا: المشروع 3 أوراق متتالية أو أكثر (A K Q J 10 9 8 7) "
        "من لون واحد، أو أربع A أو K أو Q أو J أو 10",
    ),
    "error.project_word": (
        "{word} is not a project: projects are sira, fifty, hundred, four_hundred",
        "{word} ليس مشروعًا: المشاريع هي سرا 'sira' وخمسين 'fifty' ومية 'hundred' وأربعمية 'four_hundred'",
    ),
    "error.mode": (
        "mode must be 'sun' or 'hokum', not {mode}",
        "النوع mode إما 'sun' أو 'hokum'، لا {mode}",
    ),
    "error.abnat_whole": (
        "Abnat must be whole numbers of 0 or more, not {value}",
        "الأبناط أعداد صحيحة من 0 فما فوق، لا {value}",
    ),
    "error.abnat_total": (
        "{mode} card Abnat always total {total} with the last trick's 10, but {a} + {b} = {sum}",
        "أبناط الأوراق في {mode} مجموعها دائمًا {total} مع عشرة الأكلة الأخيرة، "
        "لكن {a} + {b} = {sum}",
    ),
    "error.projects_seat": (
        "projects are given per seat 0-3, not {seat}",
        "المشاريع تُعطى لكل مقعد من 0 إلى 3، لا {seat}",
    ),
    "error.too_many_projects": (
        "seat {seat} declares {n} projects, but a player may declare at most {most} (rules §7)",
        "المقعد {seat} يعلن {n} مشاريع، لكن اللاعب يعلن {most} على الأكثر (القواعد §7)",
    ),
    "error.card_in_two_projects": (
        "{cards} would be in two projects: no card may be (rules §7)",
        "{cards} ستكون في مشروعين: ولا تكون ورقة في مشروعين (القواعد §7)",
    ),
    "error.team_pair": (
        "{what} must be two whole numbers (team 0·2, team 1·3), not {value}",
        "{what} عددان صحيحان (فريق 0·2، فريق 1·3)، لا {value}",
    ),
    "error.contract": (
        "contract must be a Contract, not {contract}",
        "العقد contract يجب أن يكون Contract، لا {contract}",
    ),
    "error.eight_tricks": (
        "a hand has 8 tricks, but {a} + {b} = {sum}",
        "في اليد 8 أكلات، لكن {a} + {b} = {sum}",
    ),
    "error.abnat_no_trick": (
        "{team} won no trick, so it cannot have {abnat} Abnat",
        "{team} لم يأخذ أي أكلة، فلا يمكن أن تكون أبناطه {abnat}",
    ),
    "error.baloot_in_sun": (
        "Baloot exists only in Hokum",
        "البلوت لا يكون إلا في الحكم",
    ),
    # ---- Game and Match ---------------------------------------------------------------
    "error.nothing_to_undo": (
        "there is nothing to undo: no action has been played",
        "لا شيء للتراجع عنه: لم تُلعب أي حركة",
    ),
    "error.match_over": (
        "the match is over: {team} has won",
        "انتهت المباراة: فاز {team}",
    ),
    "error.match_start": (
        "a match cannot start at {a}-{b}: {target} wins it; start below the target",
        "لا تبدأ مباراة عند {a}-{b}: من يبلغ {target} يفوز؛ ابدأ تحت الهدف",
    ),
    # ---- contracts ----------------------------------------------------------------------
    "error.trump": (
        "trump must be a suit (S H D C), not {trump}",
        "الحكم trump لون من الألوان (S H D C)، لا {trump}",
    ),
    "error.sun_trump": (
        "a Sun contract has no trump suit; leave trump=None",
        "عقد الصن ليس فيه حكم؛ اترك trump=None",
    ),
    "error.hokum_trump": (
        "a Hokum contract needs a trump suit, e.g. trump='H'",
        "عقد الحكم يحتاج لونًا للحكم، مثل trump='H'",
    ),
    "error.buyer": (
        "buyer must be a seat 0-3, not {buyer}",
        "المشتري buyer مقعد من 0 إلى 3، لا {buyer}",
    ),
    "error.multiplier": (
        "multiplier must be 1, 2, 3 or 4, not {value}",
        "المضاعف multiplier إما 1 أو 2 أو 3 أو 4، لا {value}",
    ),
    "error.gahwa_four": (
        "a Gahwa is the last step after Four: its multiplier is 4, e.g. {example}",
        "القهوة آخر درجة بعد الفور: مضاعفها 4، مثل {example}",
    ),
    "error.doubler_single": (
        "a contract with a doubler must have multiplier 2 or more",
        "العقد الذي فيه مدبّل يكون مضاعفه 2 أو أكثر",
    ),
    "error.doubler_missing": (
        "a doubled contract needs the seat that doubled: a defender, e.g. {example}",
        "العقد المدبّل يحتاج المقعد الذي دبّل: أحد الخصمين، مثل {example}",
    ),
    "error.doubler": (
        "doubler must be a defender's seat (not on the buyer's team), not {doubler}",
        "المدبّل doubler مقعد أحد الخصمين (لا من فريق المشتري)، لا {doubler}",
    ),
    "error.closed_sun": (
        "only a Hokum can be closed (Magfool)",
        "لا يُقفل إلا الحكم (مقفول)",
    ),
    # ---- action texts ("p1 sun") -------------------------------------------------------
    "error.action_text": (
        "{text} is not an action: write text such as 'p1 sun'",
        "{text} ليس حركة: اكتب نصًا مثل 'p1 sun'",
    ),
    "error.action_seat": (
        "{text} does not start with a seat: write p0, p1, p2 or p3, then the action",
        "{text} لا يبدأ بمقعد: اكتب p0 أو p1 أو p2 أو p3، ثم الحركة",
    ),
    "error.action_rest": (
        "{text}: {verb} takes nothing after it",
        "{text}: لا يُكتب شيء بعد {verb}",
    ),
    "error.lock_word": (
        "{text}: after the call write 'open' or 'closed', not {word}",
        "{text}: اكتب بعد الطلب 'open' أو 'closed'، لا {word}",
    ),
    "error.declare_what": (
        "{text}: name the projects, e.g. 'p1 declare sira'",
        "{text}: سمِّ المشاريع، مثل 'p1 declare sira'",
    ),
    "error.play_what": (
        "{text}: write one card after play, e.g. 'p0 play 10H'",
        "{text}: اكتب ورقة واحدة بعد play، مثل 'p0 play 10H'",
    ),
    "error.play_akka": (
        "{text}: only 'akka' may follow the card",
        "{text}: لا يأتي بعد الورقة إلا 'akka'",
    ),
    "error.not_call": (
        "{text}: {verb} is not a call; use pass, hokum, sun, ashkal, kawesh, double, "
        "triple, four, gahwa, open, closed, declare, play, sawa or qayd",
        "{text}: {verb} ليس طلبًا؛ استعمل pass أو hokum أو sun أو ashkal أو kawesh أو "
        "double أو triple أو four أو gahwa أو open أو closed أو declare أو play أو sawa أو qayd",
    ),
    "error.card_is_legal": (
        "{card} is a legal card for seat {seat} now",
        "{card} ورقة يجوز للمقعد {seat} أن يلعبها الآن",
    ),
    # ---- record files -------------------------------------------------------------------
    "error.what_record": ("the record", "السجل"),
    "error.what_file": ("{what} {path}", "{what} {path}"),
    "error.what_table": ("the table", "الطاولة"),
    "error.what_table_record": ("the table record", "سجل الطاولة"),
    "error.what_results": ("the quiz results", "نتائج الاختبار"),
    "error.what_learner_results": ("the results", "النتائج"),
    # ---- a learner's results file (records/results.py) -------------------------------
    "error.results_format": (
        "this is not a line of a results file (its 'format' is not 'baloot-results')",
        "هذا ليس سطرًا من ملف نتائج (الحقل 'format' فيه ليس 'baloot-results')",
    ),
    "error.results_version": (
        "results version {version} is not supported (this library reads {supported})",
        "إصدار النتائج {version} غير مدعوم (هذه المكتبة تقرأ الإصدار {supported})",
    ),
    "error.results_json": ("the line is not JSON", "السطر ليس بصيغة JSON"),
    "error.results_line": (
        "{what}, line {line}: {why}",
        "{what}، السطر {line}: {why}",
    ),
    "error.what_measured": ("the measured principles", "المبادئ المقيسة"),
    # ---- the measured principles (strategy/) ------------------------------------------
    "error.principle": (
        "{name} is not a principle; the principles are {names}",
        "{name} ليس مبدأً؛ المبادئ هي {names}",
    ),
    "error.principle_side": (
        "side must be 'follow' or 'against', not {side}",
        "الجهة side إما 'follow' أو 'against'، لا {side}",
    ),
    "error.principle_unseen": (
        "the principle {name} never came up in its measurement",
        "المبدأ {name} لم يحضر قط في قياسه",
    ),
    "error.principle_stale": (
        "the example of {name} no longer replays: measure it again "
        "(python -m baloot_widgets.strategy --only {name})",
        "مثال {name} لم يعد يُعاد كما كان: قِسه من جديد "
        "(python -m baloot_widgets.strategy --only {name})",
    ),
    "error.practice_index": (
        "index must be a whole number from 0 to {top}, not {index}",
        "الرقم index عدد صحيح من 0 إلى {top}، لا {index}",
    ),
    "error.principle_over": (
        "the hand is over: nobody has a choice to make",
        "انتهت اليد: لا أحد أمامه قرار",
    ),
    "error.principle_not_here": (
        "the principle {name} is not at stake here",
        "المبدأ {name} لا يحضر في هذا الموقف",
    ),
    "error.principle_nothing": (
        "the principle {name} is worth nothing measurable: neither way pays",
        "المبدأ {name} لا قيمة له يمكن قياسها: لا يربح أي من الطريقين",
    ),
    "error.principle_unmeasured": (
        "the principle {name} has not been measured yet (python -m baloot_widgets.strategy)",
        "المبدأ {name} لم يُقَس بعد (python -m baloot_widgets.strategy)",
    ),
    "error.measured_unread": (
        "cannot read the measured principles in {path}",
        "لا يمكن قراءة المبادئ المقيسة في {path}",
    ),
    "error.measured_format": (
        "{path} is not a file of measured principles",
        "{path} ليس ملفًا للمبادئ المقيسة",
    ),
    "error.signal_call": (
        "{call} is not a call to read; the calls are {calls}",
        "{call} ليس مما يُقرأ؛ ما يُقرأ هو {calls}",
    ),
    "error.signals_unmeasured": (
        "what calls say has not been measured yet (python -m baloot_widgets.strategy)",
        "ما يقوله الشراء لم يُقَس بعد (python -m baloot_widgets.strategy)",
    ),
    "error.what_cheat_sheet": ("the cheat sheet", "ورقة المراجعة"),
    "error.what_probability_table": ("the probability table", "جدول الاحتمالات"),
    "error.json_text": (
        "{what} must be JSON text, not {value}",
        "{what}: يجب أن يكون نص JSON، لا {value}",
    ),
    "error.json_deep": (
        "{what} is not a record: its JSON is nested too deeply",
        "{what}: ليس سجلًا، فالـJSON فيه متداخل أعمق من اللازم",
    ),
    "error.json_invalid": (
        "{what} is not valid JSON ({at})",
        "{what}: ليس JSON صالحًا ({at})",
    ),
    "error.json_at": ("line {line}, column {column}", "السطر {line}، العمود {column}"),
    "error.json_object": (
        "{what} must hold a JSON object, not a list or a value",
        "{what}: يجب أن يحوي كائن JSON، لا قائمة ولا قيمة مفردة",
    ),
    "error.not_utf8": (
        "{what} is not UTF-8 text",
        "{what}: ليس نصًا بترميز UTF-8",
    ),
    "error.read_folder": (
        "cannot read {what} {path}: it is a folder",
        "تعذّرت قراءة {what} {path}: إنه مجلد",
    ),
    "error.read_failed": (
        "cannot read {what} {path}: {why}",
        "تعذّرت قراءة {what} {path}: {why}",
    ),
    "error.save_folder": (
        "cannot save {what} to {path}: it is a folder; give a file name such as {example}",
        "تعذّر حفظ {what} في {path}: إنه مجلد؛ أعطِ اسم ملف مثل {example}",
    ),
    "error.save_no_folder": (
        "cannot save {what} to {path}: the folder {folder} does not exist",
        "تعذّر حفظ {what} في {path}: المجلد {folder} غير موجود",
    ),
    "error.save_failed": (
        "cannot save {what} to {path}: {why}",
        "تعذّر حفظ {what} في {path}: {why}",
    ),
    "error.os_missing": ("there is no such file", "لا يوجد ملف بهذا الاسم"),
    "error.os_denied": ("permission denied", "الإذن مرفوض"),
    "error.os_nul": (
        "a file name cannot hold the character NUL (\\x00)",
        "اسم الملف لا يحوي المحرف NUL (\\x00)",
    ),
    "error.os_not_path": ("this is not a file name", "هذا ليس اسم ملف"),
    "error.os_full": ("the disk is full", "القرص ممتلئ"),
    "error.os_other": ("{why}", "{why}"),
    # ---- hand and match records ---------------------------------------------------------
    "error.record_no_field": (
        "the record has no '{name}' field",
        "ليس في السجل الحقل '{name}'",
    ),
    "error.record_field_type": (
        "the record's '{name}' field has the wrong type: {value}",
        "الحقل '{name}' في السجل من نوع خاطئ: {value}",
    ),
    "error.record_version": (
        "record version {version} is not supported (this library reads {supported})",
        "إصدار السجل {version} غير مدعوم (هذه المكتبة تقرأ الإصدار {supported})",
    ),
    "error.record_field": ("the record's {why}", "في السجل: {why}"),
    "error.record_rules": (
        "the record's rules are not valid: {why}",
        "قواعد السجل غير صالحة: {why}",
    ),
    "error.hand_record_dict": (
        "a hand record is a dict, not {value}",
        "سجل اليد قاموس dict، لا {value}",
    ),
    "error.not_hand_record": (
        "this is not a hand record: format is {format}",
        "هذا ليس سجل يد: صيغته {format}",
    ),
    "error.record_deal": (
        "the record's deal is not valid: {why}",
        "توزيع الورق في السجل غير صالح: {why}",
    ),
    "error.action_not_text": (
        "action {i} ({text}) does not replay: actions are text",
        "الحركة {i} ({text}) لا تُعاد: الحركات نصوص",
    ),
    "error.action_replay": (
        "action {i} ({text}) does not replay: {why}",
        "الحركة {i} ({text}) لا تُعاد: {why}",
    ),
    "error.record_result": (
        "the record's result {expected} differs from the replay's {got}",
        "نتيجة السجل {expected} تخالف نتيجة الإعادة {got}",
    ),
    "error.not_match_record": (
        "this is not a match record (format 'baloot-widgets/match')",
        "هذا ليس سجل مباراة (الصيغة 'baloot-widgets/match')",
    ),
    "error.match_seed": (
        "the match record's seed must be a number, a text or null, not {seed}",
        "بذرة seed سجل المباراة عدد أو نص أو null، لا {seed}",
    ),
    "error.match_dealer": (
        "the match record's dealer must be a seat 0-3, not {dealer}",
        "موزّع dealer سجل المباراة مقعد من 0 إلى 3، لا {dealer}",
    ),
    "error.match_no_hands": ("the match record has no hands", "ليس في سجل المباراة أي يد"),
    "error.match_hand": ("hand {i}: {why}", "اليد {i}: {why}"),
    "error.hand_after_end": (
        "hand {i} comes after the end of the match",
        "اليد {i} تأتي بعد نهاية المباراة",
    ),
    "error.hand_rules": (
        "hand {i} is played under other rules than the match",
        "اليد {i} تُلعب بقواعد غير قواعد المباراة",
    ),
    "error.hand_start": (
        "hand {i} starts at {got}, not {want}",
        "اليد {i} تبدأ عند {got}، لا عند {want}",
    ),
    "error.hand_dealer": (
        "hand {i} is dealt by seat {got}, not {want}",
        "اليد {i} يوزّعها المقعد {got}، لا المقعد {want}",
    ),
    "error.hand_unfinished": (
        "hand {i} is unfinished but is not the last hand",
        "اليد {i} لم تنتهِ وليست آخر يد",
    ),
    "error.match_scores": (
        "the match record's scores differ from the replay's {scores}",
        "نقاط سجل المباراة تخالف نقاط الإعادة {scores}",
    ),
    "error.match_winner": (
        "the match record's winner differs from the replay's ({winner})",
        "الفائز في سجل المباراة يخالف الفائز في الإعادة ({winner})",
    ),
    # ---- the table widget: its arguments and saved settings -----------------------------
    "error.table_source": (
        "Table plays a Game or a Match (or a new match when none is given), not {value}",
        "الطاولة تلعب Game أو Match (أو مباراة جديدة إن لم يُعطَ شيء)، لا {value}",
    ),
    "error.humans": (
        "the human seats must be different seats 0-3, such as [0, 2], not {humans}",
        "مقاعد اللاعبين مقاعد مختلفة من 0 إلى 3، مثل [0, 2]، لا {humans}",
    ),
    "error.bot_seat": (
        "bots are given by seat 0-3, and {seat} is not a seat",
        "البوتات تُعطى لكل مقعد من 0 إلى 3، و{seat} ليس مقعدًا",
    ),
    "error.bot_missing": (
        "every other seat needs a bot: seat {seat} has none",
        "كل مقعد آخر يحتاج بوتًا: المقعد {seat} بلا بوت",
    ),
    "error.bot_human": (
        "seat {seat} is played here, so it cannot also have a bot",
        "المقعد {seat} يلعبه لاعب هنا، فلا يكون له بوت أيضًا",
    ),
    "error.not_bot": (
        "the bot of seat {seat} must be a bot (a name such as 'heuristic', or an object "
        "with choose(view, legal)), not {bot}",
        "بوت المقعد {seat} يجب أن يكون بوتًا (اسمًا مثل 'heuristic'، أو كائنًا فيه "
        "choose(view, legal))، لا {bot}",
    ),
    "error.reveal": (
        "reveal must be True (teacher mode: every hand is shown) or False, not {reveal}",
        "reveal إما True (وضع المعلّم: تظهر كل الأيادي) أو False، لا {reveal}",
    ),
    "error.you_human": (
        "you={you} must be one of the humans {humans}",
        "you={you} يجب أن يكون أحد مقاعد اللاعبين {humans}",
    ),
    "error.pace": (
        "pace must be a whole number of milliseconds between two moves (0 to 60000), not {pace}",
        "pace عدد صحيح من أجزاء الألف من الثانية بين حركتين (من 0 إلى 60000)، لا {pace}",
    ),
    "error.bots": (
        "bots must be a dict of seats to bots, such as {{1: RandomBot(seed=1)}}, or a bot "
        "name such as 'heuristic', not {bots}",
        "bots قاموس من المقاعد إلى البوتات، مثل {{1: RandomBot(seed=1)}}، أو اسم بوت مثل "
        "'heuristic'، لا {bots}",
    ),
    "error.load_option": (
        "Table.load has no option {option}: use you, humans, bots, lang, reveal or pace",
        "ليس في Table.load الخيار {option}: استعمل you أو humans أو bots أو lang أو reveal أو pace",
    ),
    "error.settings_object": (
        'the table record\'s "table" settings must be an object such as {{"you": 0}}, not {value}',
        'إعدادات "table" في سجل الطاولة كائن مثل {{"you": 0}}، لا {value}',
    ),
    "error.settings_field": (
        'the table record\'s "{name}" must be {what}, not {value}',
        '"{name}" في سجل الطاولة يجب أن يكون {what}، لا {value}',
    ),
    "error.want_seat": ("a seat 0-3", "مقعدًا من 0 إلى 3"),
    "error.want_seats": (
        "a list of different seats 0-3 such as [0, 2]",
        "قائمة مقاعد مختلفة من 0 إلى 3 مثل [0, 2]",
    ),
    "error.want_lang": ("'en' or 'ar'", "'en' أو 'ar'"),
    "error.want_bool": ("true or false", "true أو false"),
    "error.want_ms": ("a whole number of milliseconds", "عددًا صحيحًا من أجزاء الألف من الثانية"),
    "error.want_bots": (
        'an object such as {{"1": {{"bot": "random"}}}}',
        'كائنًا مثل {{"1": {{"bot": "random"}}}}',
    ),
    "error.record_replay": (
        "the record does not replay: {why}",
        "السجل لا يُعاد: {why}",
    ),
    "error.record_malformed": (
        "the record is malformed and does not replay ({why})",
        "السجل تالف ولا يُعاد ({why})",
    ),
    "error.saved_bot_seat": (
        "the table record's bots are given by seat '0'-'3', not {seat}",
        "بوتات سجل الطاولة تُعطى لكل مقعد من '0' إلى '3'، لا {seat}",
    ),
    "error.waiting_hand": (
        "the table record says a finished hand waits for Next hand, but its match has no "
        "finished hand before an untouched new one",
        "يقول سجل الطاولة إن يدًا منتهية تنتظر «اليد التالية»، لكن مباراته ليس فيها يد "
        "منتهية قبل يد جديدة لم تُلعب",
    ),
    # ---- the learner's own files (my_file) ----------------------------------------------
    "error.my_file_name": (
        "my_file needs a file name such as 'match.json', not {name}",
        "تحتاج my_file اسم ملف مثل 'match.json'، لا {name}",
    ),
    "error.my_file_outside": (
        "my_file keeps your files in your folder baloot: give a name inside it, such as "
        "'match.json', not {name}",
        "تحفظ my_file ملفاتك في مجلدك baloot: أعطِ اسمًا داخله، مثل 'match.json'، لا {name}",
    ),
    # ---- exercises and the quiz --------------------------------------------------------
    "error.seed_natural": (
        "seed must be a whole number of 0 or more, not {seed}",
        "البذرة seed عدد صحيح من 0 فما فوق، لا {seed}",
    ),
    "error.exercises": (
        "exercises must be a non-empty list of Exercise values",
        "exercises قائمة غير فارغة من قيم Exercise",
    ),
    "error.kinds_empty": (
        "kinds must name at least one kind of exercise",
        "kinds يجب أن تسمّي نوعًا واحدًا من التمارين على الأقل",
    ),
    "error.count": (
        "count must be a whole number from 1 to {most}, or None, not {count}",
        "count عدد صحيح من 1 إلى {most}، أو None، لا {count}",
    ),
    "error.quiz_kind": (
        "{name} is not a kind of exercise; the kinds are {kinds}",
        "{name} ليس نوعًا من التمارين؛ الأنواع هي {kinds}",
    ),
    "error.exit_ticket": (
        "exit_ticket names the lesson in letters, digits, - and _, such as '01', not {ticket}",
        "exit_ticket يسمّي الدرس بحروف وأرقام و- و_، مثل '01'، لا {ticket}",
    ),
    "error.exit_ticket_fixed": (
        "an exit ticket asks everyone the same questions: give it a seed and a count (or a "
        "list of exercises), not seed=None, count=None or adaptive=True",
        "بطاقة الخروج تسأل الجميع الأسئلة نفسها: أعطها بذرة seed وعددًا count (أو قائمة "
        "تمارين exercises)، لا seed=None ولا count=None ولا adaptive=True",
    ),
    "error.level": (
        "level must be 1, 2 or 3, not {level}",
        "المستوى level إما 1 أو 2 أو 3، لا {level}",
    ),
    # ---- bots, hints and the bots' advice -----------------------------------------------
    "error.bot_no_legal": (
        "the bot was asked to act with no legal action",
        "طُلب من البوت أن يتحرك وليس له حركة جائزة",
    ),
    "error.bot_illegal": (
        "bot {name} chose {action}, which is not one of its legal actions",
        "البوت {name} اختار {action}، وليست من حركاته الجائزة",
    ),
    "error.nothing_to_hint": (
        "there is nothing to hint: this seat has no legal action now",
        "لا تلميح: ليس لهذا المقعد حركة جائزة الآن",
    ),
    "error.simulate_calls": (
        "simulate_calls values a seat's ways to buy or to double: seat {seat} has none now",
        "تقيّم simulate_calls طرق المقعد في الشراء أو الدبل: وليس للمقعد {seat} منها شيء الآن",
    ),
    "error.card_odds": (
        "card_odds looks at another seat than {own}, not {seat}",
        "تنظر card_odds في مقعد غير المقعد {own}، لا {seat}",
    ),
    "error.count_cards": (
        "count_cards counts the play: there is no contract yet",
        "تعدّ count_cards أوراق اللعب: ولا عقد بعد",
    ),
    "error.cheat_sheet_section": (
        "the cheat sheet has no section {section}; its sections are {sections}",
        "ليس في ورقة المراجعة القسم {section}؛ أقسامها {sections}",
    ),
    # ---- probability --------------------------------------------------------------------
    "error.deals": (
        "the number of deals must be a positive whole number, not {n}",
        "عدد التوزيعات عدد صحيح موجب، لا {n}",
    ),
    "error.beside_cards": (
        "give the five cards the partner was dealt and another card on the floor, not "
        "{hand} and {floor}",
        "أعطِ الأوراق الخمس التي وُزّعت للشريك وورقة أخرى مكشوفة، لا {hand} و{floor}",
    ),
    "error.likelihood": (
        "the likelihood gives P(Hokum | k), from 0 to 1, for each k from 0 to 5",
        "الأرجحية تعطي P(Hokum | k)، من 0 إلى 1، لكل k من 0 إلى 5",
    ),
    "error.hokum_impossible": (
        "with this likelihood a Hokum is impossible: there is nothing to update",
        "بهذه الأرجحية لا يمكن أن يقول أحد حكم: فلا شيء نحدّثه",
    ),
    "error.no_dealt_hands": (
        "there are no recorded hands of eight cards to look at",
        "لا توجد أيدٍ مسجّلة من ثماني أوراق ننظر فيها",
    ),
    "error.trumps_held": (
        "you hold 0 to 8 trumps, not {mine}",
        "معك من 0 إلى 8 أوراق حكم، لا {mine}",
    ),
    "error.chart_rows": (
        "a figure draws at most {most} values, not {rows}: thin them first",
        "الرسم يعرض {most} قيمة على الأكثر، لا {rows}: قلّلها أولًا",
    ),
    "error.chart_value": (
        "a figure cannot draw {value} (in {key})",
        "لا يستطيع الرسم أن يعرض {value} (في {key})",
    ),
    "error.chart_lengths": (
        "the series {name} has {values} values for {categories} categories",
        "المجموعة {name} فيها {values} قيمة لـ{categories} فئة",
    ),
    "error.predict_question": (
        "Predict needs a question (such as questions.best_sira()), not {question}",
        "تحتاج Predict إلى سؤال (مثل questions.best_sira())، لا {question}",
    ),
    "error.record_not_dict": (
        "a record is a dict, not {kind}",
        "السجل قاموس dict، لا {kind}",
    ),
    "error.record_no_hands": (
        "the match record has no list of hands",
        "سجل المباراة ليس فيه قائمة أيدٍ",
    ),
    "error.record_hand": ("hand {i}: {why}", "اليد {i}: {why}"),
    "error.not_the_sample": (
        "{name} is not the recorded sample",
        "{name} ليس العيّنة المسجّلة",
    ),
    "error.batch": (
        "batch must be a positive whole number, not {batch}",
        "batch عدد صحيح موجب، لا {batch}",
    ),
    "error.no_events": (
        "give at least one event to simulate",
        "أعطِ حدثًا واحدًا على الأقل للمحاكاة",
    ),
    "error.no_tqdm": (
        "progress bars need tqdm, which is not installed: pip install tqdm, or use progress=False",
        "أشرطة التقدم تحتاج tqdm، وهي غير مثبتة: pip install tqdm، أو استعمل progress=False",
    ),
    "error.no_such_project": (
        "there is no {kind} in {mode}",
        "لا يوجد {kind} في {mode}",
    ),
    "error.run_length": (
        "a run has 3 to 8 cards, not {length}",
        "المتتالية من 3 إلى 8 أوراق، لا {length}",
    ),
    "error.seat": (
        "seat must be 0, 1, 2 or 3, not {seat}",
        "المقعد seat إما 0 أو 1 أو 2 أو 3، لا {seat}",
    ),
    "error.hand_size": (
        "hand_size must be 8 (a full hand) or 5 (the first-dealt cards), not {size}",
        "hand_size إما 8 (يد كاملة) أو 5 (أول ما يوزَّع)، لا {size}",
    ),
    "error.exact_deal": (
        "exact counts are about one hand, but {event} asks about a whole deal: estimate it "
        "with simulate(...), or give the hand event itself",
        "العدّ الدقيق يخص يدًا واحدة، لكن {event} يسأل عن التوزيع كله: قدّره بـ"
        "simulate(...)، أو أعطِ حدث اليد نفسه",
    ),
    "error.confidence": (
        "confidence must be between 0 and 1 (for example 0.95), not {value}",
        "confidence بين 0 و1 (مثل 0.95)، لا {value}",
    ),
    "error.hits": (
        "need 0 <= hits <= n and n > 0, not hits={hits}, n={n}",
        "يلزم 0 <= hits <= n و n > 0، لا hits={hits}، n={n}",
    ),
    "error.probability": (
        "p must be a probability strictly between 0 and 1, not {p}",
        "p احتمال بين 0 و1 (دونهما)، لا {p}",
    ),
    "error.method": (
        "method must be 'normal' or 'wilson', not {method}",
        "method إما 'normal' أو 'wilson'، لا {method}",
    ),
    "error.no_numpy": (
        "backend='numpy' needs NumPy, which is not installed here: install it "
        "(pip install numpy) or use backend='python'",
        "backend='numpy' يحتاج NumPy، وهي غير مثبتة هنا: ثبّتها (pip install numpy) أو "
        "استعمل backend='python'",
    ),
    "error.backend": (
        "backend must be 'auto', 'numpy' or 'python', not {backend}",
        "backend إما 'auto' أو 'numpy' أو 'python'، لا {backend}",
    ),
    # ---- exercises at a moment of a hand, and their graders ----------------------------
    "error.auction_open": (
        "the auction of this hand is not over yet: there is no buyer to ask about",
        "لم ينتهِ الشراء في هذه اليد بعد: فلا مشتري يُسأل عنه",
    ),
    "error.no_call_to_make": (
        "the hand is over: nobody has a call to make",
        "انتهت اليد: ليس لأحد طلب يطلبه",
    ),
    "error.never_reached": (
        "this hand never reached card {card} of trick {trick}: give a trick from 1 to 8 "
        "and a card from 1 to 4 that was played",
        "لم تبلغ هذه اليد الورقة {card} من الأكلة {trick}: أعطِ أكلة من 1 إلى 8 وورقة "
        "من 1 إلى 4 لُعبت",
    ),
    "error.moment_kind": (
        "kind must be one of {kinds}, not {kind}",
        "kind واحد من {kinds}، لا {kind}",
    ),
    "error.no_contract_yet": (
        "this hand has no contract yet: no trick was played",
        "ليس لهذه اليد عقد بعد: لم تُلعب أي أكلة",
    ),
    "error.trick_number": (
        "trick must be a number from 1 to 8, not {trick}",
        "رقم الأكلة trick من 1 إلى 8، لا {trick}",
    ),
    "error.trick_unfinished": (
        "trick {trick} is not finished yet: a trick_winner exercise asks about a finished trick",
        "الأكلة {trick} لم تنتهِ بعد: تمرين trick_winner يسأل عن أكلة منتهية",
    ),
    "error.no_doubling": (
        "the {kind} exercises are about doubling, and these rules switch it off "
        "(doubling_allowed=False)",
        "تمارين {kind} عن الدبل، وهذه القواعد تمنعه (doubling_allowed=False)",
    ),
    "error.no_chain": (
        "no {kind} exercise of level {level} could be dealt at this table: its house rules "
        "leave no doubling chain of that level",
        "تعذّر توزيع تمرين {kind} من المستوى {level} على هذه الطاولة: شروطها لا تترك "
        "سلسلة دبل من هذا المستوى",
    ),
    # ---- the review, tournaments, pictures, the command line ---------------------------
    "error.review_source": (
        "review takes a Game, a hand record (a dict) or a HandState, not {value}",
        "تأخذ review لعبة Game أو سجل يد (قاموس dict) أو HandState، لا {value}",
    ),
    "error.no_card_play": (
        "a hand without a contract has no card play to value",
        "اليد التي بلا عقد ليس فيها لعب أوراق يُقيَّم",
    ),
    "error.match_endless": (
        "the match did not end within {most} actions",
        "لم تنتهِ المباراة في {most} حركة",
    ),
    "error.natural": (
        "{name} must be 0 or more, not {value}",
        "{name} عدد صحيح من 0 فما فوق، لا {value}",
    ),
    "error.finished_trick": (
        "trick must be the number of a finished trick (1 to {done}), not {trick}",
        "trick رقم أكلة منتهية (من 1 إلى {done})، لا {trick}",
    ),
    "error.cli_bots": (
        "--bots needs two bots separated by a comma, not {text}",
        "يحتاج --bots بوتين بينهما فاصلة، لا {text}",
    ),
    # ---- bots by name and saved bots ----------------------------------------------------
    "error.bot_unknown": (
        "unknown bot {name}: choose from {known}",
        "بوت غير معروف {name}: اختر من {known}",
    ),
    "error.bot_option": (
        "bot {name} has no option {key} (its options: {options})",
        "ليس للبوت {name} الخيار {key} (خياراته: {options})",
    ),
    "error.bot_option_form": (
        "bot option {item} must be key=value, e.g. worlds=8",
        "خيار البوت {item} يُكتب key=value، مثل worlds=8",
    ),
    "error.bot_option_whole": (
        "bot option {key} must be a whole number >= 0, not {value}",
        "خيار البوت {key} عدد صحيح >= 0، لا {value}",
    ),
    "error.saved_bot": (
        "the bot of seat {seat} must be saved as {{'bot': 'heuristic', 'seed': 1}}",
        "بوت المقعد {seat} يُحفظ هكذا {{'bot': 'heuristic', 'seed': 1}}",
    ),
    "error.saved_bot_seed": (
        "the seed of the bot of seat {seat} must be a whole number",
        "بذرة بوت المقعد {seat} عدد صحيح",
    ),
    "error.saved_bot_rebuild": (
        "the bot of seat {seat} cannot be rebuilt: {why}",
        "تعذّرت إعادة بناء بوت المقعد {seat}: {why}",
    ),
    "error.saved_bot_random": (
        "the saved random state of the bot of seat {seat} is damaged",
        "الحالة العشوائية المحفوظة لبوت المقعد {seat} تالفة",
    ),
    # ---- the widgets' intents (widgets/intents.py) --------------------------------------
    "intent.stale": (
        "That click was made on an earlier picture, so nothing was done: this is the picture now",
        "تلك النقرة كانت على صورة سابقة، فلم يُنفَّذ شيء: وهذه هي الصورة الآن",
    ),
    "intent.no_seq": (
        "The page sent a request without the number of the picture it answers (seq {seq}), "
        "so nothing was done",
        "أرسلت الصفحة طلبًا دون رقم الصورة التي يجيب عنها (seq {seq})، فلم يُنفَّذ شيء",
    ),
    "error.board_review": (
        "ReviewBoard shows a HandReview: use ReviewBoard(review(game)) or "
        "ReviewBoard.from_game(game), not {value}",
        "تعرض ReviewBoard مراجعة HandReview: استعمل ReviewBoard(review(game)) أو "
        "ReviewBoard.from_game(game)، لا {value}",
    ),
    "error.board_same_hand": (
        "show_review takes a review of the same hand as the board's, not {value}",
        "تأخذ show_review مراجعةً لليد نفسها التي تعرضها اللوحة، لا {value}",
    ),
    "error.board_intent": (
        "an intent is a dict with a type, not {value}",
        "الطلب قاموس dict فيه type، لا {value}",
    ),
    "error.board_on": (
        "'on' must be true or false, not {value}",
        "'on' إما true أو false، لا {value}",
    ),
    "error.board_kind": (
        "unknown intent type {kind}",
        "نوع طلب غير معروف {kind}",
    ),
    "error.board_seat": (
        "seat must be a seat 0-3 (or None for every hand), not {seat}",
        "seat مقعد من 0 إلى 3 (أو None لكل الأيادي)، لا {seat}",
    ),
    "error.board_step": (
        "the step must be a whole number, not {step}",
        "الخطوة عدد صحيح، لا {step}",
    ),
    "error.intent_dict": (
        "an intent is a dict with a 'type', not {value}",
        "الطلب قاموس dict فيه 'type'، لا {value}",
    ),
    "error.intent_act": (
        "an act intent carries an action text such as 'p0 pass', not {value}",
        "طلب act يحمل نص حركة مثل 'p0 pass'، لا {value}",
    ),
    "error.intent_kind": (
        "{kind} is not an intent; send one of {known}",
        "{kind} ليس طلبًا؛ أرسل واحدًا من {known}",
    ),
    # ---- the solver's positions ----------------------------------------------------------
    "error.cards_1": ("1 card", "ورقة واحدة"),
    "error.cards_2": ("2 cards", "ورقتان"),
    "error.cards_few": ("{n} cards", "{n} أوراق"),
    "error.cards_many": ("{n} cards", "{n} ورقة"),
    "error.solver_hand": (
        "seat {seat}'s hand must be cards or a card mask, not {hand}",
        "يد المقعد {seat} أوراق أو قناع أوراق، لا {hand}",
    ),
    "error.solver_mask": (
        "seat {seat}'s hand {hand} is not a card mask: it must fit in 32 bits",
        "يد المقعد {seat} {hand} ليست قناع أوراق: يجب أن تتسع في 32 بتًا",
    ),
    "error.solver_read": (
        "seat {seat}'s hand cannot be read: {why}",
        "تعذّرت قراءة يد المقعد {seat}: {why}",
    ),
    "error.solver_trump": (
        "the trump t must be a suit number 0-3 (0 ♠, 1 ♥, 2 ♦, 3 ♣) or -1 for Sun, not {t}",
        "الحكم t رقم لون من 0 إلى 3 (0 ♠، 1 ♥، 2 ♦، 3 ♣) أو -1 للصن، لا {t}",
    ),
    "error.solver_closed": (
        "closed=True needs a Hokum trump: a Sun game has no trumps to lock",
        "closed=True يحتاج حكمًا: الصن ليس فيه حكم يُقفل",
    ),
    "error.solver_flags": (
        "flags must come from play_flags(RuleSet(...)), not {flags}",
        "شروط اللعب (flags) تأتي من 'play_flags(RuleSet(...))'، لا {flags}",
    ),
    "error.solver_over": (
        "the hand is over: there are no cards left to play",
        "انتهت اليد: لم تبقَ أوراق تُلعب",
    ),
    "error.solver_size": (
        "the hands hold {cards} each, but a hand has 1 to 8 cards",
        "في كل يد {cards}، لكن اليد فيها من 1 إلى 8 أوراق",
    ),
    "error.solver_in_trick": (
        "with {n} tricks to play and {played} already in this trick, the seats that have "
        "played to it hold {fewer} and the others {n}",
        "مع {n} أكلات باقية و{played} في هذه الأكلة، يبقى مع من لعب فيها {fewer} ومع الباقين {n}",
    ),
    "error.solver_at_start": (
        "at a trick start every seat holds the same number of cards ({n})",
        "في بداية الأكلة يحمل كل مقعد العدد نفسه من الأوراق ({n})",
    ),
    "error.solver_count": (
        "seat {seat} holds {have}, not {want}: {why}",
        "مع المقعد {seat} {have}، لا {want}: {why}",
    ),
    "error.solver_hands": (
        "hands must list the cards of the four seats, seat 0 to seat 3, not {hands}",
        "hands قائمة بأوراق المقاعد الأربعة، من المقعد 0 إلى المقعد 3، لا {hands}",
    ),
    "error.solver_leader": (
        "the leader must be a seat 0-3, not {leader}",
        "البادئ leader مقعد من 0 إلى 3، لا {leader}",
    ),
    "error.solver_two_hands": (
        "{card} is in the hands of seat {a} and seat {b}: a card can be in one hand only",
        "{card} في يد المقعد {a} ويد المقعد {b}: الورقة لا تكون إلا في يد واحدة",
    ),
    "error.solver_trick_order": (
        "give the trick as a list of cards in the order they were played, leader first "
        "(a CardSet has no order)",
        "أعطِ الأكلة قائمة أوراق بترتيب لعبها، البادئ أولًا (لا ترتيب في CardSet)",
    ),
    "error.solver_trick_read": (
        "the trick cannot be read: {why}",
        "تعذّرت قراءة الأكلة: {why}",
    ),
    "error.solver_trick_long": (
        "the trick holds {n} cards, but a trick in progress has 0 to 3: after the fourth "
        "card give the next position, led by the trick's winner",
        "في الأكلة {n} أوراق، لكن الأكلة الجارية فيها من 0 إلى 3: بعد الورقة الرابعة أعطِ "
        "الوضع التالي، يبدؤه آخذ الأكلة",
    ),
    "error.solver_trick_twice": (
        "the same card is twice in the trick",
        "الورقة نفسها مكررة في الأكلة",
    ),
    "error.solver_trick_hand": (
        "{card} is in the trick and also in seat {seat}'s hand: a card played to the trick "
        "has left the hand",
        "{card} في الأكلة وفي يد المقعد {seat} أيضًا: الورقة الملعوبة في الأكلة خرجت من اليد",
    ),
    "error.solver_illegal": (
        "seat {seat} could not play {card} to this trick: holding {held}, the legal cards "
        "were {legal} (rules §6)",
        "لم يكن للمقعد {seat} أن يلعب {card} في هذه الأكلة: وفي يده {held} كانت الأوراق "
        "الجائزة {legal} (القواعد §6)",
    ),
    "error.solver_team": (
        "team must be 0 (seats 0 and 2) or 1 (seats 1 and 3), not {team}",
        "الفريق team إما 0 (المقعدان 0 و2) أو 1 (المقعدان 1 و3)، لا {team}",
    ),
    "error.solver_nodes": (
        "node_limit must be a positive whole number, not {value}",
        "node_limit عدد صحيح موجب، لا {value}",
    ),
    "error.solver_time": (
        "time_limit must be a positive number of seconds, not {value}",
        "time_limit عدد موجب من الثواني، لا {value}",
    ),
    # ---- course.attempt: an action tried in a lesson ------------------------------------
    "attempt.accepted": ("accepted", "مقبول"),
}
