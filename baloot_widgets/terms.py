"""The glossary and every user-facing word, in English and Arabic.

Baloot terms are spelled as in RULES.md; each has its Arabic script.  Sentences used by
the score sheet and the explanations are templates here, so the widget, the tutorials
and the engine all speak with one voice.

>>> term("khasara"), term("khasara", "ar")
('Khasara', 'خسارة')
>>> card_name(14), card_name(14, "ar")
('ten of hearts', 'عشرة هاص')
>>> team_name(1, "en")
'Team 1·3'
"""

from __future__ import annotations

from typing import Literal

__all__ = [
    "FOUL_NAMES",
    "GLOSSARY",
    "LABELS",
    "PHRASES",
    "Lang",
    "card_name",
    "foul_name",
    "label",
    "phrase",
    "seat_name",
    "suit_name",
    "team_name",
    "term",
]

Lang = Literal["en", "ar"]

#: canonical English spelling -> (English, Arabic script, meaning)
GLOSSARY: dict[str, tuple[str, str, str]] = {
    "sun": ("Sun", "صن", "the no-trump contract"),
    "hokum": ("Hokum", "حكم", "the trump contract"),
    "pass": ("Pass", "بس", "no bid (Bess)"),
    "ashkal": ("Ashkal", "أشكال", "a Sun bid made for one's partner"),
    "gablak": ("Gablak", "قبلك", "'before you': a higher-priority player takes the Sun"),
    "kawesh": ("Kawesh", "كوش", "annul a hand of only 7s, 8s and 9s"),
    "double": ("Double", "دبل", "the defenders double the hand (x2)"),
    "triple": ("Triple", "ثري", "the buyer answers a Double (x3)"),
    "four": ("Four", "فور", "the doubler answers a Triple (x4)"),
    "gahwa": ("Gahwa", "قهوة", "the last step: the winner of the hand wins the match"),
    "open": ("open", "مفتوح", "trumps may be led"),
    "closed": ("closed (Magfool)", "مقفول", "no trump lead while holding another suit"),
    "sira": ("Sira", "سرا", "three cards in sequence"),
    "fifty": ("Fifty", "خمسين", "four cards in sequence"),
    "hundred": ("Hundred", "مية", "five in sequence, or four K, Q, J or 10 (or Aces in Hokum)"),
    "four_hundred": ("Four Hundred", "أربعمية", "four Aces in Sun"),
    "baloot": ("Baloot", "بلوت", "King and Queen of trumps in one hand"),
    "projects": ("projects", "مشاريع", "Mashari': declared card combinations"),
    "abnat": ("Abnat", "أبناط", "card points"),
    "kaboot": ("Kaboot", "كبوت", "one team takes all eight tricks"),
    "khasara": ("Khasara", "خسارة", "the buyer's team fails and scores nothing"),
    "qayd": ("Qayd", "قيد", "a claim that the opponents broke a rule"),
    "sawa": ("Sawa", "سوا", "a claim that your team takes every remaining trick"),
    "akka": ("Akka", "إكه", "a lead announced as the highest card left in its suit"),
    "buyer": ("buyer", "المشتري", "the player who takes the floor card"),
    "floor": ("floor card", "الورقة المكشوفة", "the 21st card, turned face up"),
    "trump": ("trump", "الحكم", "the Hokum suit"),
    "trick": ("trick", "أكلة", "one card from each player; the best card takes all four"),
    "dealer": ("dealer", "الموزّع", "the player who shuffles and deals (P4)"),
    "defenders": ("defenders", "المدافعون", "the two players of the team that did not buy"),
    "qat": ("Qat'", "قطع", "a revoke ('cut'): not following suit although able, a foul"),
}

_SUIT_AR = ("سبيت", "هاص", "ديمن", "شريا")
_SUIT_EN = ("spades", "hearts", "diamonds", "clubs")
_RANK_EN = ("seven", "eight", "nine", "jack", "queen", "king", "ten", "ace")
_RANK_AR = ("سبعة", "ثمانية", "تسعة", "ولد", "بنت", "شايب", "عشرة", "إكه")


def term(key: str, lang: Lang = "en") -> str:
    """A Baloot term in English or Arabic script (RULES.md spelling)."""
    english, arabic, _ = GLOSSARY[key]
    return arabic if lang == "ar" else english


def card_name(card: int, lang: Lang = "en") -> str:
    """The spoken name of a card, for ARIA labels and sentences."""
    if lang == "ar":
        return f"{_RANK_AR[card & 7]} {_SUIT_AR[card >> 3]}"
    return f"{_RANK_EN[card & 7]} of {_SUIT_EN[card >> 3]}"


def suit_name(suit: int, lang: Lang = "en") -> str:
    """The name of a suit: spades / سبيت, hearts / هاص, diamonds / ديمن, clubs / شريا."""
    return _SUIT_AR[suit] if lang == "ar" else _SUIT_EN[suit]


def team_name(team: int, lang: Lang = "en") -> str:
    """Name of a team: team 0 is seats 0 and 2, team 1 is seats 1 and 3."""
    seats = "0·2" if team == 0 else "1·3"
    return f"فريق {seats}" if lang == "ar" else f"Team {seats}"


def seat_name(seat: int, lang: Lang = "en") -> str:
    """Name of a seat."""
    return f"المقعد {seat}" if lang == "ar" else f"Seat {seat}"


#: sentence templates: key -> (English, Arabic); fields are filled by :func:`phrase`
PHRASES: dict[str, tuple[str, str]] = {
    # score sheet
    "card_points": (
        "{team}: {abnat} Abnat of cards → {points}",
        "{team}: {abnat} أبناط من الأكلات ← {points}",
    ),
    "project": (
        "{team}: {project} by seat {seat} +{points}",
        "{team}: {project} للمقعد {seat} +{points}",
    ),
    "projects_win": (
        "Projects: {team} has the stronger project and scores all its projects",
        "المشاريع: مشروع {team} أقوى فيسجّل كل مشاريعه",
    ),
    "projects_cancel": (
        "Projects: the best projects tie exactly, so none score",
        "المشاريع: تعادل تام بين أقوى المشاريع فلا يُسجَّل شيء",
    ),
    "made": (
        "Contract made: {tb} against {td}; each team keeps its points",
        "نجح المشتري: {tb} مقابل {td}؛ كل فريق يأخذ نقاطه",
    ),
    "tie_split": (
        "Exact tie {tb} – {td}: each team keeps its points (house rule)",
        "تعادل تام {tb} – {td}: كل فريق يأخذ نقاطه (قاعدة منزلية)",
    ),
    "khasara": (
        "Khasara: the buyer's team has {tb} against {td}; {team} takes all {points}",
        "خسارة: للمشتري {tb} مقابل {td}؛ {team} يأخذ {points} كلها",
    ),
    "doubled": (
        "x{m}: {team} has more and takes ({tb} + {td}) x {m} = {points}",
        "x{m}: {team} أكثر فيأخذ ({tb} + {td}) x {m} = {points}",
    ),
    "doubled_tie": (
        "x{m}: a tie at {tb} goes against the doubling team; {team} takes {points}",
        "x{m}: التعادل {tb} على الفريق المدبّل؛ {team} يأخذ {points}",
    ),
    "doubled_split": (
        "x{m}: each team's points are multiplied (house rule)",
        "x{m}: تُضرب نقاط كل فريق (قاعدة منزلية)",
    ),
    "kaboot": (
        "Kaboot: {team} took all 8 tricks: {points}",
        "كبوت: {team} أخذ الأكلات الثماني: {points}",
    ),
    "baloot": ("{team}: Baloot (seat {seat}) +2", "{team}: بلوت (المقعد {seat}) +2"),
    "baloot_void": (
        "No Baloot for seat {seat}: its King or Queen is inside a declared project",
        "لا بلوت للمقعد {seat}: الشايب أو البنت داخل مشروع مُعلن",
    ),
    "baloot_transfer": (
        "{team} scored nothing, so its Baloot goes to the other team (house rule)",
        "{team} لم يسجّل شيئًا فتذهب البلوت للفريق الآخر (قاعدة منزلية)",
    ),
    "gahwa": (
        "Gahwa: {team} wins the hand and with it the whole match",
        "قهوة: {team} يكسب اليد ويكسب الصكّة كلها",
    ),
    "qayd": (
        "Qayd: {offender} broke a rule ({foul}); {team} scores {points}",
        "قيد: خالف {offender} القاعدة ({foul})؛ {team} يسجّل {points}",
    ),
    "qayd_false": (
        "False Qayd by seat {seat}: no foul to claim, so {team} scores {points}",
        "قيد خاطئ من المقعد {seat}: لا مخالفة، فيسجّل {team} {points}",
    ),
    "qayd_better": (
        "The wronged team takes the better of the Qayd ({qayd}) and the played hand ({played})",
        "الفريق المتضرر يأخذ الأفضل بين القيد ({qayd}) واللعب ({played})",
    ),
    "sawa": (
        "Sawa: seat {seat} took every remaining trick",
        "سوا: المقعد {seat} أخذ كل الأكلات الباقية",
    ),
    "sawa_failed": (
        "False Sawa by seat {seat}: its team lost a trick afterwards; {team} takes all {points}",
        "سوا خاطئ من المقعد {seat}: خسر فريقه أكلة بعده؛ {team} يأخذ {points} كلها",
    ),
    "redeal": ("No score: the cards are dealt again", "لا نقاط: تُوزّع الأوراق من جديد"),
    "total": ("Total: {p0} – {p1}", "المجموع: {p0} – {p1}"),
}


#: what each foul is, for the Qayd line of the score sheet (RULES.md §10)
FOUL_NAMES: dict[str, tuple[str, str]] = {
    "revoke": ("did not follow suit", "لم يتبع اللون"),
    "trump": ("did not trump while void", "لم يقطع بالحكم"),
    "overtrump": ("did not play a higher trump", "لم يكبّر بالحكم"),
    "undertrump": ("did not trump (even under)", "لم يقطع بحكم أصغر"),
    "closed_lead": ("led a trump in a closed Hokum", "لعب حكمًا في لعب مقفول"),
    "false_akka": ("announced a false Akka", "قال إكه خطأ"),
    "false_sawa": ("claimed a false Sawa", "قال سوا خطأ"),
}


def foul_name(kind: str, lang: Lang = "en") -> str:
    """What a foul is, in a few words."""
    english, arabic = FOUL_NAMES[kind]
    return arabic if lang == "ar" else english


def phrase(key: str, lang: Lang = "en", **fields: object) -> str:
    """Fill a sentence template in English or Arabic.

    >>> phrase("total", p0=14, p1=12)
    'Total: 14 – 12'
    """
    english, arabic = PHRASES[key]
    return (arabic if lang == "ar" else english).format(**fields)


#: the widget's buttons, headings and status lines: key -> (English, Arabic)
LABELS: dict[str, tuple[str, str]] = {
    # seats and table
    "you": ("You", "أنت"),
    "partner": ("Partner", "الشريك"),
    "opponent": ("Opponent", "خصم"),
    "dealer": ("dealer", "الموزّع"),
    "your_hand": ("Your hand", "أوراقك"),
    "cards": ("cards", "أوراق"),
    "dealer_short": ("D", "م"),
    "contract": ("Contract", "نوع اللعب"),
    "calls": ("Your calls", "خياراتك"),
    "trick": ("Cards on the table", "أوراق الأكلة"),
    "loading": ("Dealing…", "يوزّع…"),
    "trick_n": ("Trick {n}", "الأكلة {n}"),
    "last_trick": ("Last trick", "الأكلة السابقة"),
    "leads": ("leads", "بدأ"),
    "winning": ("winning", "الأعلى"),
    "score_sheet": ("Score sheet", "ورقة الحساب"),
    "hand_n": ("Hand {n}", "اليد {n}"),
    "match_to": ("Match to {target}", "الصكّة إلى {target}"),
    "tricks_abnat": (
        "Tricks {t0} – {t1} · Abnat {a0} – {a1}",
        "الأكلات {t0} – {t1} · الأبناط {a0} – {a1}",
    ),
    "teacher": ("Teacher mode: every hand is shown", "وضع المعلّم: كل الأوراق مكشوفة"),
    "declared": ("declared {projects}", "أعلن {projects}"),
    "shows": ("shows {cards}", "يكشف {cards}"),
    "bot_random": ("random bot", "حاسوب عشوائي"),
    "bot_heuristic": ("heuristic bot", "حاسوب ماهر"),
    "bot_expert": ("expert bot", "حاسوب خبير"),
    # buttons
    "hint": ("Hint", "تلميح"),
    "next_hand": ("Next hand", "اليد التالية"),
    "play_card": ("Play {card}", "العب {card}"),
    "not_playable": ("{card}, not playable now", "{card}، لا تُلعب الآن"),
    "foul_card": ("Play {card} (against the rules)", "العب {card} (مخالفة)"),
    "take_sun": ("Sun (Gablak: take it)", "صن (قبلك)"),
    "let_go": ("Let it go", "تفضّل"),
    "confirm_hokum": ("Confirm Hokum", "ثبّت الحكم"),
    "hokum_suit": ("Hokum {suit}", "حكم {suit}"),
    "to_sun": ("Switch to Sun", "حوّل صن"),
    "with_closed": ("{call} (closed)", "{call} (مقفول)"),
    "declare": ("Declare {projects}", "أعلن {projects}"),
    "akka_on": ("Akka: choose the card", "إكه: اختر الورقة"),
    "no_qayd": ("No Qayd: score the hand", "لا قيد: احسب اليد"),
    "skip": ("Skip animation", "تخطَّ"),
    # status lines
    "turn_bid": ("Your turn: make a call", "دورك: اختر كلمتك"),
    "turn_double": ("Your turn: double or pass", "دورك: دبل أو بس"),
    "turn_play": ("Your turn: play a card", "دورك: العب ورقة"),
    "turn_review": (
        "The tricks are over: call Qayd or score the hand",
        "انتهت الأكلات: قيّد أو احسب اليد",
    ),
    "waiting": ("{seat} to move", "دور {seat}"),
    "hand_over": (
        "Hand over: {team0} {p0} – {p1} {team1}",
        "انتهت اليد: {team0} {p0} – {p1} {team1}",
    ),
    "void_hand": ("No score: the cards are dealt again", "لا نقاط: تُوزّع الأوراق من جديد"),
    "match_over": ("{team} wins the match {p0} – {p1}", "{team} يكسب الصكّة {p0} – {p1}"),
    "outcome_made": ("made", "نجح المشتري"),
    "outcome_tie_split": ("tie", "تعادل"),
    "outcome_redeal": ("dealt again", "إعادة توزيع"),
    # events
    "says": ("{seat}: {call}", "{seat}: {call}"),
    "plays": ("{seat} plays {card}", "{seat} لعب {card}"),
    # messages
    "not_your_seat": (
        "You play {you}; {seat} is played by a bot",
        "أنت تلعب {you}؛ {seat} يلعبه الحاسوب",
    ),
    "hand_is_over": ("This hand is over: press Next hand", "انتهت هذه اليد: اضغط اليد التالية"),
    "match_is_over": ("The match is over", "انتهت الصكّة"),
    "game_is_over": ("This hand is over", "انتهت هذه اليد"),
    "no_next": ("The hand is still being played", "اليد ما زالت تُلعب"),
    "no_hint": ("A hint is given only when it is your turn", "التلميح فقط عندما يكون الدور لك"),
    "hint_is": ("Hint: {action}", "تلميح: {action}"),
    "bad_intent": (
        "The table did not understand that request: {why}",
        "لم تفهم الطاولة هذا الطلب: {why}",
    ),
    "bot_failed": ("The bot of {seat} failed: {error}", "تعطّل الحاسوب في {seat}: {error}"),
    "error": ("Something went wrong: {error}", "حدث خطأ: {error}"),
    "retry": ("Retry", "أعد المحاولة"),
    "press_retry": (
        "press Retry to let the bots go on",
        "اضغط «أعد المحاولة» ليكمل الحاسوب اللعب",
    ),
    "bots_slow": (
        "The bots took too long and stopped",
        "تأخّر الحاسوب فتوقّف",
    ),
    "resynced": (
        "The game was changed from Python: the table shows it now, so choose again",
        "تغيّرت اللعبة من بايثون: الطاولة تعرضها الآن، فاختر من جديد",
    ),
    "nothing_to_undo": (
        "There is no decision of yours to take back in this hand",
        "لا يوجد قرار لك في هذه اليد للتراجع عنه",
    ),
    "undo_scored": (
        "This hand is over and scored: it cannot be taken back",
        "انتهت هذه اليد وحُسبت: لا يمكن التراجع عنها",
    ),
    "bot_not_saved": (
        "The bot of {seat} ({name}) could not be saved, so a random bot plays it now",
        "تعذّر حفظ حاسوب {seat} ({name})، فيلعب مكانه الآن حاسوب عشوائي",
    ),
    "schema": (
        "This table cannot be drawn: the page knows view schema {want} but Python sent "
        "schema {got}. Restart the kernel and reload the page.",
        "لا يمكن رسم هذه الطاولة: الصفحة تعرف مخطط العرض {want} لكن بايثون أرسل المخطط {got}. "
        "أعد تشغيل النواة ثم أعد تحميل الصفحة.",
    ),
}


def label(key: str, lang: Lang = "en", **fields: object) -> str:
    """A label of the widget in English or Arabic, with its fields filled in.

    >>> label("play_card", card="ten of hearts"), label("hint", "ar")
    ('Play ten of hearts', 'تلميح')
    """
    english, arabic = LABELS[key]
    return (arabic if lang == "ar" else english).format(**fields)
