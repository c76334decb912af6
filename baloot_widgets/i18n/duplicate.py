"""Duplicate Baloot for a class: the class code, the tables' hand files and the
comparison of the tables deal by deal (:mod:`baloot_widgets.classroom`).  Data only:
key -> (English, Arabic).
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    # ---- the class code, the deal number, the table's name -------------------------------
    "error.class_code": (
        "a class code is 2 to 12 letters or digits (hyphens may join them), such as "
        "'7B-2026' or 'HAWK', not {code}",
        "رمز الصف من 2 إلى 12 حرفًا أو رقمًا (قد تصل بينها شرطة)، مثل '7B-2026' أو 'HAWK'، لا {code}",
    ),
    "error.deal_number": (
        "a deal number of the class's series is a whole number from 1, not {n}",
        "رقم التوزيعة في سلسلة الصف عدد صحيح من 1، لا {n}",
    ),
    "error.table_name": (
        "a table's name is a short text (up to 40 characters) such as 'Sara & Omar', not {name}",
        "اسم الطاولة نص قصير (حتى 40 حرفًا) مثل 'سارة وعمر'، لا {name}",
    ),
    "error.class_table_source": (
        "class_code= deals the class's own series of deals: give no game or match with it, not {value}",
        "class_code= يوزّع سلسلة توزيعات الصف نفسها: لا تعطِ معه لعبة أو صكّة، لا {value}",
    ),
    "error.class_record_seed": (
        "this saved table is not a match of class {code}'s deals",
        "هذه الطاولة المحفوظة ليست صكّة من توزيعات الصف {code}",
    ),
    # ---- the table of a class --------------------------------------------------------------
    "table.class_deal": ("Class {code} · deal {n}", "الصف {code} · التوزيعة {n}"),
    "table.class_save_failed": (
        "this hand was not saved for the class: {why}",
        "لم تُحفظ هذه اليد للصف: {why}",
    ),
    # ---- the hand files ---------------------------------------------------------------------
    "duplicate.what_hand": ("the class hand", "يد الصف"),
    "duplicate.not_class_record": (
        'this hand record is not from a class table: its "duplicate" part needs a class '
        "code, a deal number, a table name and four players",
        'سجل اليد هذا ليس من طاولة صف: يحتاج جزؤه "duplicate" رمز الصف ورقم التوزيعة واسم '
        "الطاولة وأربعة لاعبين",
    ),
    # ---- the comparison: bad inputs -----------------------------------------------------------
    "duplicate.no_paths": (
        "name the files or folders of the class's hands, such as 'class-7B'",
        "اذكر ملفات أيدي الصف أو مجلداتها، مثل 'class-7B'",
    ),
    "duplicate.nothing_read": (
        "no class hand was found in {paths} ({n} other files were left out): a table started "
        "with class_code= keeps its hands in the folder baloot/class-<code>",
        "لم توجد أي يد صف في {paths} (تُرك {n} ملفات أخرى): الطاولة التي تبدأ بـ class_code= "
        "تحفظ أيديها في المجلد baloot/class-<code>",
    ),
    "duplicate.no_hands": ("there are no class hands to compare", "لا توجد أيدي صف للمقارنة"),
    "duplicate.several_classes": (
        "the hands are of several classes ({codes}): choose one with code=",
        "الأيدي من أكثر من صف ({codes}): اختر واحدًا بـ code=",
    ),
    "duplicate.no_class_hands": (
        "no finished hand of class {code} was found",
        "لم توجد أي يد منتهية للصف {code}",
    ),
    "duplicate.hand_named": ("{table}'s deal {n}", "التوزيعة {n} لطاولة {table}"),
    "duplicate.not_the_deal": (
        "{hand} is left out: its cards or its dealer are not that deal of class {code}",
        "تُركت {hand}: أوراقها أو موزّعها ليست تلك التوزيعة من الصف {code}",
    ),
    "duplicate.unfinished": (
        "{hand} is left out: the hand is not finished",
        "تُركت {hand}: اليد لم تنتهِ",
    ),
    "duplicate.twice": (
        "{hand} is left out: that table has another hand of this deal",
        "تُركت {hand}: لهذه الطاولة يد أخرى من هذه التوزيعة",
    ),
    # ---- the comparison: the tables -----------------------------------------------------------
    "duplicate.title": ("Class {code}: the tables compared", "الصف {code}: مقارنة الطاولات"),
    "duplicate.how_scored": (
        "Scores are Team 0·2's (Team 1·3's are the opposite). vs others: the table's net "
        "game points minus the other tables' average on the same deal. vs par: minus the "
        "result of perfect play by both teams, all hands open, in the contract bought at "
        "that table.",
        "النتائج لفريق 0·2 (ونتائج فريق 1·3 عكسها). مقابل الآخرين: صافي نقاط الطاولة ناقص "
        "متوسط الطاولات الأخرى في التوزيعة نفسها. مقابل المثالي: ناقص نتيجة اللعب المثالي "
        "من الفريقين والأوراق كلها مكشوفة، في نوع اللعب الذي اشتُري على تلك الطاولة.",
    ),
    "duplicate.col_table": ("Table", "الطاولة"),
    "duplicate.col_contract": ("Contract", "نوع اللعب"),
    "duplicate.deals_played": ("Deals", "التوزيعات"),
    "duplicate.players": ("Players", "اللاعبون"),
    # the units in each header: the results are game points, a key moment's cost Abnat
    "duplicate.result": ("Result, game points (0·2 – 1·3)", "النتيجة بالنقاط (0·2 – 1·3)"),
    "duplicate.vs_others": ("vs others (game points)", "مقابل الآخرين (نقاط)"),
    "duplicate.par": ("Par (game points)", "المثالي (نقاط)"),
    "duplicate.vs_par": ("vs par (game points)", "مقابل المثالي (نقاط)"),
    "duplicate.deal_title": ("Deal {n} (dealer: {dealer})", "التوزيعة {n} (الموزّع: {dealer})"),
    "duplicate.all_passed": ("everyone passed", "الكل مرّر"),
    "duplicate.bots_only": ("bots ({bots})", "البوتات ({bots})"),
    "duplicate.humans_only": ("students at {seats}", "طلاب في {seats}"),
    "duplicate.human_only": ("a student at {seats}", "طالب في {seats}"),
    "duplicate.human_bots": (
        "a student at {seats}; bots ({bots})",
        "طالب في {seats}؛ البوتات ({bots})",
    ),
    "duplicate.humans_bots": (
        "students at {seats}; bots ({bots})",
        "طلاب في {seats}؛ البوتات ({bots})",
    ),
    "duplicate.key_moment": (
        "key moment at {table}, trick {trick}: {seat} played {card} where {best} was best: "
        "it cost {loss} Abnat",
        "اللحظة الحاسمة عند {table}، الأكلة {trick}: لعب {seat} {card} والأفضل {best}: "
        "كلّفت {loss:abnat}",
    ),
    "duplicate.key_bot": (
        "key moment at {table}, trick {trick} (a bot's card): {seat} played {card} where "
        "{best} was best: it cost {loss} Abnat",
        "اللحظة الحاسمة عند {table}، الأكلة {trick} (ورقة أحد البوتات): لعب {seat} {card} "
        "والأفضل {best}: كلّفت {loss:abnat}",
    ),
    "duplicate.key_partial": (
        "{line}; the review's budget left {n:cards} of this table with bounds only, and one "
        "of them may have cost more",
        "{line}؛ بقيت {n:cards} من هذه الطاولة بقيمة بين حدّين فقط ضمن حدود المراجعة، وقد "
        "يكون فيها ما هو أغلى",
    ),
    "duplicate.no_key": (
        "no card cost Abnat at the table furthest from par (or every table made par)",
        "لم تكلّف أي ورقة أبناطًا على الطاولة الأبعد عن المثالي (أو بلغت كل الطاولات المثالي)",
    ),
    "duplicate.left_out": ("Left out", "ما تُرك"),
}
