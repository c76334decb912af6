"""The engine's sentences: what an action is called, why it is refused, why a card may
not be played, and who won a trick (RULES.md §4-§10).  Data only: key -> (English, Arabic).

A refusal reads "{seat} cannot {action}: {reason}"; the engine fills ``reason`` with one of
the ``refuse.*`` entries.  Field names in braces are filled by
:meth:`baloot_widgets.i18n.Message.text`.
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    # ---- an action, as words inside a sentence ("Seat 2 cannot bid Hokum") -------------
    "action.play": ("play {card}", "لعب {card}"),
    "action.play_akka": ("play {card} with Akka", "لعب {card} وقول «إكّه»"),
    "action.hokum": ("bid Hokum", "طلب الحكم"),
    "action.hokum_suit": ("bid Hokum {suit}", "طلب الحكم {suit}"),
    "action.sun": ("bid Sun", "طلب الصن"),
    "action.pass": ("pass", "قول بس"),
    "action.lock_open": ("choose open Hokum", "اختيار الحكم المفتوح"),
    "action.lock_closed": ("choose closed Hokum", "اختيار الحكم المقفول"),
    "action.declare": ("declare {projects}", "إعلان {projects}"),
    "action.call": ("call {name}", "قول {name}"),
    "action.call_closed": ("call {name} (closed)", "قول {name} (مقفول)"),
    "action.sawa": ("claim Sawa", "قول سوا"),
    # the name of an action's kind, as in "the chain is at Triple, not Sun"
    "name.pass": ("Pass", "بس"),
    "name.hokum": ("Hokum", "حكم"),
    "name.sun": ("Sun", "صن"),
    "name.ashkal": ("Ashkal", "أشكل"),
    "name.kawesh": ("Kawesh", "كوش"),
    "name.double": ("Double", "دبل"),
    "name.triple": ("Triple", "ثري"),
    "name.four": ("Four", "فور"),
    "name.gahwa": ("Gahwa", "قهوة"),
    "name.lock": ("Lock", "مفتوح أو مقفول"),
    "name.declare": ("Declare", "إعلان"),
    "name.play": ("Play", "لعب ورقة"),
    "name.sawa": ("Sawa", "سوا"),
    "name.qayd": ("Qayd", "قيد"),
    # a project kind as it is written in an action ("p1 declare sira fifty")
    "kind.sira": ("sira", "سرا"),
    "kind.fifty": ("fifty", "خمسين"),
    "kind.hundred": ("hundred", "مية"),
    "kind.four_hundred": ("four_hundred", "أربعمية"),
    # ---- a refusal: the frame and the rule it cites --------------------------------------
    "refuse.frame": ("{seat} cannot {action}: {reason}", "{seat}: لا يجوز {action} — {reason}"),
    "refuse.rule": ("{text} (rules {rule})", "{text} (القواعد {rule})"),
    # bidding (RULES §4)
    "refuse.turn_to_speak": ("it is seat {seat}'s turn to speak", "الدور في الكلام للمقعد {seat}"),
    "refuse.gablak_only": (
        "seat {seat} bid Sun; you may only take the Sun yourself (sun) or pass",
        "المقعد {seat} طلب صن؛ لك أن تأخذ الصن لنفسك (صن) أو تقول بس",
    ),
    "refuse.extra_only_sun": (
        "you passed before the Hokum and may now only say Sun or pass",
        "قلت بس قبل الحكم، فليس لك الآن إلا صن أو بس",
    ),
    "refuse.kawesh_round_one": ("Kawesh is allowed in round 1 only", "الكوش في الجولة الأولى فقط"),
    "refuse.kawesh_after_hokum": (
        "Kawesh is not possible once a Hokum stands",
        "لا كوش بعد أن يثبت حكم",
    ),
    "refuse.kawesh_hand": (
        "the 5 dealt cards must all be 7s, 8s or 9s",
        "يجب أن تكون الأوراق الخمس الموزّعة كلها سبعات أو ثمانيات أو تسعات",
    ),
    "refuse.hokum_taken": (
        "seat {seat} already bid Hokum; only Sun can overcall it",
        "المقعد {seat} طلب الحكم قبلك؛ لا يعلو عليه إلا الصن",
    ),
    "refuse.hokum_floor_suit": (
        "in round 1 Hokum is in the floor card's suit ({suit}) only",
        "في الجولة الأولى يكون الحكم في لون الورقة المكشوفة ({suit}) فقط",
    ),
    "refuse.hokum_suit_later": (
        "in round 2 bid 'hokum' first and name the suit when you confirm",
        "في الجولة الثانية قل حكم أولًا ثم سمِّ اللون عند التثبيت",
    ),
    "refuse.ashkal_round_one": ("Ashkal is allowed in round 1 only", "الأشكل في الجولة الأولى فقط"),
    "refuse.round_two_only_sun": (
        "only Sun can overcall a round-2 Hokum",
        "لا يعلو على حكم الجولة الثانية إلا الصن",
    ),
    "refuse.bidding_not_over": (
        "the bidding is not over; cards are played once the contract is fixed",
        "الشراء لم ينتهِ؛ تُلعب الأوراق بعد أن يثبت نوع اللعب",
    ),
    "refuse.doubling_after_bidding": (
        "doubling comes after the bidding, once the contract is fixed",
        "الدبل يأتي بعد الشراء، حين يثبت نوع اللعب",
    ),
    "refuse.not_a_bid": (
        "it is not a bidding call now; bid pass, hokum, sun or ashkal",
        "هذا لا يُقال في الشراء الآن؛ قل بس أو حكم أو صن أو أشكل",
    ),
    "refuse.confirm_floor_suit": (
        "in round 1 the Hokum is in the floor card's suit ({suit})",
        "في الجولة الأولى يكون الحكم في لون الورقة المكشوفة ({suit})",
    ),
    "refuse.confirm_name_suit": (
        "name the trump suit, for example 'p2 hokum S' (not the floor suit)",
        "سمِّ لون الحكم، مثل 'p2 hokum S' (غير لون الورقة المكشوفة)",
    ),
    "refuse.confirm_not_floor_suit": (
        "in round 2 the trump cannot be the floor card's suit ({suit})",
        "في الجولة الثانية لا يكون الحكم في لون الورقة المكشوفة ({suit})",
    ),
    "refuse.confirm_only": (
        "you must confirm Hokum or convert to Sun now",
        "عليك الآن أن تثبّت الحكم أو تحوّله صنًا",
    ),
    # doubling (RULES §5)
    "refuse.turn_in_doubling": (
        "it is seat {seat}'s turn in the doubling",
        "الدور في الدبل للمقعد {seat}",
    ),
    "refuse.closed_only_hokum": ("only a Hokum can be closed", "لا يُقفل إلا الحكم"),
    "refuse.closed_not_caller": (
        "with closed_hokum_chooser='{chooser}' the caller does not choose closed",
        "على هذه الطاولة لا يختار صاحب الدبل اللعب المقفول (شرط اختياري){chooser:omit}",
    ),
    "refuse.chain_at": (
        "the chain is at {wanted} (or pass), not {name}",
        "الدبل الآن عند {wanted} (أو بس)، لا {name}",
    ),
    "refuse.open_or_closed": ("open or closed", "مفتوح أو مقفول"),
    # play (RULES §6-§8)
    "refuse.turn_to_play": ("it is seat {seat}'s turn to play", "الدور في اللعب للمقعد {seat}"),
    "refuse.not_in_hand": ("that card is not in its hand", "هذه الورقة ليست في يده"),
    "refuse.akka_where": (
        "Akka is announced only in Hokum, when leading a plain-suit card that is not an Ace",
        "لا تُقال «إكّه» إلا في الحكم، عند البدء بورقة ليست حكمًا وليست إكة",
    ),
    "refuse.akka_false": (
        "a higher card of its suit has not been played yet",
        "ما زالت في لونها ورقة أعلى لم تُلعب",
    ),
    "refuse.declare_too_late": (
        "projects are declared only before your first card of trick 1",
        "تُعلن المشاريع قبل ورقتك الأولى في الأكلة الأولى فقط",
    ),
    "refuse.declared_already": ("it has already declared", "أعلن من قبل"),
    "refuse.no_project": ("it holds no project to declare", "ليس عنده مشروع يعلنه"),
    "refuse.declare_options": ("it may declare {allowed}", "له أن يعلن {allowed}"),
    "refuse.sawa_lead": (
        "Sawa is claimed by the player on lead, before the first card of a trick",
        "يقول سوا من عليه البدء، قبل أول ورقة في الأكلة",
    ),
    "refuse.not_in_play": ("it is not possible during the play", "لا يكون هذا أثناء اللعب"),
    "refuse.switched_off": (
        "this table plays without it (RuleSet({flag}=False))",
        "هذه الطاولة تلعب بدونه (شرط اختياري){flag:omit}",
    ),
    "refuse.hand_over": (
        "the hand is over; start the next hand",
        "انتهت اليد؛ ابدأ اليد التالية",
    ),
    # fouls (RULES §10)
    "refuse.qayd_strict": (
        "Qayd is for non-strict games; with strict_legality=True illegal cards are refused",
        "القيد للعب بلا رقيب؛ وعلى هذه الطاولة يرفض المحرّك الأوراق المخالفة",
    ),
    "refuse.qayd_when": (
        "Qayd can be called only during the play of the cards",
        "لا يُقال قيد إلا أثناء لعب الأوراق",
    ),
    "refuse.review_only": (
        "the tricks are over; seat {seat} may pass or anyone may call Qayd",
        "انتهت الأكلات؛ للمقعد {seat} أن يقول بس، ولأي لاعب أن يقيّد",
    ),
    # a trick given to legal_cards / trick_winner (RULES §1, §2, §6)
    "refuse.trick_order": (
        "seat {seat} cannot play after seat {before}: play goes counter-clockwise, "
        "to seat (s+1) % 4",
        "لا يلعب المقعد {seat} بعد المقعد {before}: اللعب عكس عقارب الساعة، فبعد كل مقعد يلعب "
        "المقعد الذي على يمينه (وبعد المقعد 3 يأتي المقعد 0)",
    ),
    "refuse.trick_twice": (
        "{card} appears twice in the trick: the pack has one of each card",
        "{card} مكررة في الأكلة: في الورق نسخة واحدة من كل ورقة",
    ),
    "refuse.trick_too_long": ("a trick has at most four cards", "في الأكلة أربع أوراق على الأكثر"),
    "refuse.trick_complete": (
        "the trick is already complete (four cards)",
        "الأكلة اكتملت (أربع أوراق)",
    ),
    "refuse.trick_and_hand": (
        "{cards} cannot be both in the hand and already in the trick",
        "لا تكون {cards} في اليد وفي الأكلة معًا",
    ),
    "refuse.trick_empty": ("an empty trick has no winner", "أكلة بلا أوراق ليس لها آخذ"),
    # ---- why a card may not be played (RULES §6): "{seat} cannot play {card}: {reason}" ----
    "card.frame": (
        "{seat} cannot play {card}: {reason}",
        "لا يجوز أن يلعب {seat} {card}: {reason}",
    ),
    "card.lead_closed": (
        "may not lead a trump in a closed Hokum while holding other suits ({allowed})",
        "لا يبدأ بالحكم في اللعب المقفول وعنده ألوان أخرى ({allowed})",
    ),
    "card.follow": ("must follow {led} (holds {allowed})", "عليه أن يتبع {led} (عنده {allowed})"),
    "card.follow_overtrump": (
        "must play a trump higher than {win} (holds {allowed})",
        "عليه أن يلعب حكمًا أعلى من {win} (عنده {allowed})",
    ),
    "card.void_overtrump": (
        "has no {led} and must over-trump {win} (holds {allowed})",
        "ليس عنده {led} وعليه أن يكبّر على {win} (عنده {allowed})",
    ),
    "card.void_undertrump": (
        "has no {led} and cannot beat {win}, but must still trump (holds {allowed})",
        "ليس عنده {led} ولا يغلب {win} لكن عليه أن يقطع (عنده {allowed})",
    ),
    "card.void_trump": (
        "has no {led} and must trump (holds {allowed})",
        "ليس عنده {led} وعليه أن يقطع بالحكم (عنده {allowed})",
    ),
    # ---- who won a trick -----------------------------------------------------------------
    "trick.won": ("{seat} wins the trick with {card}: {why}", "{seat} أخذ الأكلة بـ {card}: {why}"),
    "trick.highest_trump": ("the highest trump", "أعلى حكم"),
    "trick.highest_led": ("the highest card of the suit led", "أعلى ورقة من اللون الملعوب"),
}
