"""The table's words: headings, buttons, status lines and messages of the ``Table``
widget, and the captions of the static HTML pictures.  Data only: key -> (English, Arabic).
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    "table.you": ("You", "أنت"),
    "table.partner": ("Partner", "الشريك"),
    "table.opponent": ("Opponent", "خصم"),
    "table.dealer": ("dealer", "الموزّع"),
    "table.your_hand": ("Your hand", "أوراقك"),
    "table.cards": ("cards", "أوراق"),
    "table.dealer_short": ("D", "م"),
    "table.contract": ("Contract", "نوع اللعب"),
    "table.calls": ("Your calls", "خياراتك"),
    "table.trick": ("Cards on the table", "أوراق الأكلة"),
    "table.loading": ("Dealing…", "يوزّع…"),
    "table.trick_n": ("Trick {n}", "الأكلة {n}"),
    "table.last_trick": ("Last trick", "الأكلة السابقة"),
    "table.leads": ("leads", "بدأ"),
    "table.winning": ("winning", "الأعلى"),
    "table.score_sheet": ("Score sheet", "ورقة الحساب"),
    "table.hand_n": ("Hand {n}", "اليد {n}"),
    "table.match_to": ("Match to {target}", "الصكّة إلى {target}"),
    "table.tricks_abnat": (
        "Tricks {t0} – {t1} · Abnat {a0} – {a1}",
        "الأكلات {t0} – {t1} · الأبناط {a0} – {a1}",
    ),
    "table.teacher": ("Teacher mode: every hand is shown", "وضع المعلّم: كل الأوراق مكشوفة"),
    "table.declared": ("declared {projects}", "أعلن {projects}"),
    "table.shows": ("shows {cards}", "يكشف {cards}"),
    "table.bot_random": ("random bot", "حاسوب عشوائي"),
    "table.bot_heuristic": ("heuristic bot", "حاسوب ماهر"),
    "table.bot_expert": ("expert bot", "حاسوب خبير"),
    "table.hint": ("Hint", "تلميح"),
    "table.next_hand": ("Next hand", "اليد التالية"),
    "table.play_card": ("Play {card}", "العب {card}"),
    "table.not_playable": ("{card}, not playable now", "{card}، لا تُلعب الآن"),
    "table.foul_card": ("Play {card} (against the rules)", "العب {card} (مخالفة)"),
    "table.take_sun": ("Sun (Gablak: take it)", "صن (قبلك)"),
    "table.let_go": ("Let it go", "تفضّل"),
    "table.confirm_hokum": ("Confirm Hokum", "ثبّت الحكم"),
    "table.hokum_suit": ("Hokum {suit}", "حكم {suit}"),
    "table.to_sun": ("Switch to Sun", "حوّل صن"),
    "table.with_closed": ("{call} (closed)", "{call} (مقفول)"),
    "table.declare": ("Declare {projects}", "أعلن {projects}"),
    "table.akka_on": ("Akka: choose the card", "إكه: اختر الورقة"),
    "table.no_qayd": ("No Qayd: score the hand", "لا قيد: احسب اليد"),
    "table.skip": ("Skip animation", "تخطَّ"),
    "table.turn_bid": ("Your turn: make a call", "دورك: اختر كلمتك"),
    "table.turn_double": ("Your turn: double or pass", "دورك: دبل أو بس"),
    "table.turn_play": ("Your turn: play a card", "دورك: العب ورقة"),
    "table.turn_review": (
        "The tricks are over: call Qayd or score the hand",
        "انتهت الأكلات: قيّد أو احسب اليد",
    ),
    "table.waiting": ("{seat} to move", "دور {seat}"),
    "table.hand_over": (
        "Hand over: {team0} {p0} – {p1} {team1}",
        "انتهت اليد: {team0} {p0} – {p1} {team1}",
    ),
    "table.void_hand": ("No score: the cards are dealt again", "لا نقاط: تُوزّع الأوراق من جديد"),
    "table.match_over": ("{team} wins the match {p0} – {p1}", "{team} يكسب الصكّة {p0} – {p1}"),
    "table.outcome_made": ("made", "نجح المشتري"),
    "table.outcome_tie_split": ("tie", "تعادل"),
    "table.outcome_redeal": ("dealt again", "إعادة توزيع"),
    "table.says": ("{seat}: {call}", "{seat}: {call}"),
    "table.plays": ("{seat} plays {card}", "{seat} لعب {card}"),
    "table.not_your_seat": (
        "You play {you}; {seat} is played by a bot",
        "أنت تلعب {you}؛ {seat} يلعبه الحاسوب",
    ),
    "table.hand_is_over": (
        "This hand is over: press Next hand",
        "انتهت هذه اليد: اضغط اليد التالية",
    ),
    "table.match_is_over": ("The match is over", "انتهت الصكّة"),
    "table.game_is_over": ("This hand is over", "انتهت هذه اليد"),
    "table.no_next": ("The hand is still being played", "اليد ما زالت تُلعب"),
    "table.no_hint": (
        "A hint is given only when it is your turn",
        "التلميح فقط عندما يكون الدور لك",
    ),
    "table.hint_is": ("Hint: {action}", "تلميح: {action}"),
    "table.bad_intent": (
        "The table did not understand that request: {why}",
        "لم تفهم الطاولة هذا الطلب: {why}",
    ),
    "table.bot_failed": ("The bot of {seat} failed: {error}", "تعطّل الحاسوب في {seat}: {error}"),
    "table.error": ("Something went wrong: {error}", "حدث خطأ: {error}"),
    "table.retry": ("Retry", "أعد المحاولة"),
    "table.press_retry": (
        "press Retry to let the bots go on",
        "اضغط «أعد المحاولة» ليكمل الحاسوب اللعب",
    ),
    "table.bots_slow": ("The bots took too long and stopped", "تأخّر الحاسوب فتوقّف"),
    "table.resynced": (
        "The game was changed from Python: the table shows it now, so choose again",
        "تغيّرت اللعبة من بايثون: الطاولة تعرضها الآن، فاختر من جديد",
    ),
    "table.nothing_to_undo": (
        "There is no decision of yours to take back in this hand",
        "لا يوجد قرار لك في هذه اليد للتراجع عنه",
    ),
    "table.undo_scored": (
        "This hand is over and scored: it cannot be taken back",
        "انتهت هذه اليد وحُسبت: لا يمكن التراجع عنها",
    ),
    "table.bot_not_saved": (
        "The bot of {seat} ({name}) could not be saved, so a random bot plays it now",
        "تعذّر حفظ حاسوب {seat} ({name})، فيلعب مكانه الآن حاسوب عشوائي",
    ),
    "table.schema": (
        "This table cannot be drawn: the page knows frame schema {want} but Python sent schema {got}. Restart the kernel and reload the page.",
        "لا يمكن رسم هذه الطاولة: الصفحة تعرف مخطط الإطار {want} لكن بايثون أرسل المخطط {got}. أعد تشغيل النواة ثم أعد تحميل الصفحة.",
    ),  # the static HTML pictures (render.py)
    "picture.dealer": ("Dealer: {seat}", "الموزّع: {seat}"),
    "picture.phase": ("phase: {phase}", "المرحلة: {phase}"),
    "picture.match": ("match {p0} – {p1}", "الصكّة {p0} – {p1}"),
    "picture.floor": ("Floor card: {cards}", "الورقة المكشوفة: {cards}"),
    "picture.trick": ("Trick {n}: {cards}", "الأكلة {n}: {cards}"),
    "picture.tricks_won": (
        "Tricks won {t0} – {t1}, Abnat {a0} – {a1}",
        "الأكلات {t0} – {t1}، الأبناط {a0} – {a1}",
    ),
}
