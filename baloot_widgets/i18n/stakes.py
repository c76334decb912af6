"""The sentences of the exercises about what is at stake in a hand: the doubling chain
and the Sun 100 rule (``stake.*``), fouls and Qayd (``fouls.*``), and the end of a match
(``match.*``).  Data only: key -> (English, Arabic).  The score sheet's own lines
(``sheet.*``) and the names of the fouls (``foul.*``) are reused as they are.
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    # ---- the doubling chain (RULES §5) -----------------------------------------------
    "stake.title": ("What is the hand worth?", "كم تساوي اليد؟"),
    "stake.prompt": (
        "The doubling is over. What is this hand worth now?",
        "انتهى الدبل. كم تساوي هذه اليد الآن؟",
    ),
    "stake.x1_label": ("x1: not doubled", "x1: بلا دبل"),
    "stake.x_label": ("x{m}", "x{m}"),
    "stake.x_lock_label": ("x{m}, {lock}", "x{m}، {lock}"),
    "stake.gahwa_label": ("Gahwa: the whole match", "قهوة: الصكّة كلها"),
    "stake.no_double": ("Nobody doubled: the hand is played x1.", "لم يدبل أحد: تُلعب اليد x1."),
    "stake.passed": ("{seat} passed.", "قال {seat}: بس."),
    "stake.double": ("{seat} doubled: x2.", "قال {seat} دبل: x2."),
    "stake.double_lock": (
        "{seat} doubled and chose {lock}: x2, {lock}.",
        "قال {seat} دبل واختار {lock}: x2، {lock}.",
    ),
    "stake.triple": (
        "{seat}, the buyer, answered with Triple: x3, and a Triple always makes the game open.",
        "ردّ {seat}، المشتري، بثري: x3، والثري يجعل اللعب مفتوحًا دائمًا.",
    ),
    "stake.four": (
        "{seat}, who doubled, answered with Four: x4.",
        "ردّ {seat}، صاحب الدبل، بفور: x4.",
    ),
    "stake.four_lock": (
        "{seat}, who doubled, answered with Four and chose again: x4, {lock}.",
        "ردّ {seat}، صاحب الدبل، بفور واختار من جديد: x4، {lock}.",
    ),
    "stake.gahwa": (
        "{seat}, the buyer, called Gahwa: whoever wins this hand wins the whole match, and a "
        "Gahwa is always open.",
        "قال {seat}، المشتري، قهوة: من يكسب هذه اليد يكسب الصكّة كلها، والقهوة مفتوحة دائمًا.",
    ),
    "stake.locked": ("{seat}, the buyer, chose {lock}.", "اختار {seat}، المشتري، {lock}."),
    # ---- the Sun 100 rule (RULES §5) -------------------------------------------------
    "stake.sun_title": ("May they double the Sun?", "هل يجوز دبل الصن؟"),
    "stake.sun_bought": ("Sun, bought by {team}", "صن، اشتراه {team}"),
    "stake.sun_prompt": (
        "{team} bought a Sun. May the other team double it?",
        "اشترى {team} صنًا. هل يجوز للفريق الآخر أن يدبله؟",
    ),
    "stake.sun_yes": ("Yes: they may Double", "نعم: يجوز لهم الدبل"),
    "stake.sun_no": ("No: the Sun is played x1", "لا: يُلعب الصن x1"),
    "stake.sun_rule": (
        "A Sun may be doubled only if, before the hand, the buyer's team has more than "
        "{limit} and the defenders less than {limit}; here the buyer's team has {buyer} and "
        "the defenders {defenders}.",
        "لا يُدبل الصن إلا إذا كان لفريق المشتري قبل اليد أكثر من {limit} وللمدافعين أقل "
        "من {limit}؛ وهنا لفريق المشتري {buyer} وللمدافعين {defenders}.",
    ),
    "stake.sun_rule_either": (
        "At this table a Sun may be doubled when exactly one team has more than {limit}; "
        "here the buyer's team has {buyer} and the defenders {defenders}.",
        "على هذه الطاولة يُدبل الصن إذا كان فريق واحد فقط فوق {limit}؛ وهنا لفريق المشتري "
        "{buyer} وللمدافعين {defenders}.",
    ),
    "stake.before": ("Match score before this hand", "نتيجة الصكّة قبل هذه اليد"),
    "stake.threshold": (
        "At this table the Sun rule uses {limit} instead of 100.",
        "على هذه الطاولة تُستعمل {limit} بدل 100 في قاعدة الصن.",
    ),
    # ---- fouls and Qayd (RULES §10) --------------------------------------------------
    "fouls.title": ("A foul?", "مخالفة؟"),
    "fouls.prompt": (
        "{seat} played {card}. Is it a foul? Which one?",
        "لعب {seat} {card}. هل هي مخالفة؟ وأي مخالفة؟",
    ),
    "fouls.none": ("No foul: a legal card", "لا مخالفة: ورقة جائزة"),
    "fouls.choice": ("Foul: {foul}", "مخالفة: {foul}"),
    "fouls.legal": (
        "{card} is no foul: {seat} may play any of {allowed} here.",
        "{card} ليست مخالفة: يجوز أن يلعب {seat} هنا أيًّا من {allowed}.",
    ),
    "fouls.hand_before": ("{seat}'s cards before this card", "أوراق {seat} قبل هذه الورقة"),
    "fouls.qayd_title": ("Score the Qayd", "احسب القيد"),
    "fouls.qayd_prompt": (
        "{seat} calls Qayd. How many game points does each team score for this hand?",
        "قال {seat}: قيد. كم نقطة يسجّل كل فريق في هذه اليد؟",
    ),
    "fouls.foul_row": ("Foul", "المخالفة"),
    "fouls.qayd_row": ("Qayd called by", "قال قيد"),
    "fouls.foul_of": ("{seat}: {foul} ({card})", "{seat}: {foul} ({card})"),
    # ---- the end of the match (RULES §11) ---------------------------------------------
    "match.title": ("Who has won the match?", "من كسب الصكّة؟"),
    "match.prompt": (
        "One more hand is scored. Who has won the match now?",
        "سُجّلت يد أخرى. من كسب الصكّة الآن؟",
    ),
    "match.won": ("{team} has won", "كسبها {team}"),
    "match.another": ("Nobody yet: another hand", "لا أحد بعد: تُلعب يد أخرى"),
    "match.target": ("The match is played to {target}.", "الصكّة إلى {target}."),
    "match.this_hand": ("This hand", "هذه اليد"),
    "match.gahwa_won": ("Gahwa: won the hand", "قهوة: كسب اليد"),
    "match.after": ("After this hand: {p0} – {p1}.", "بعد هذه اليد: {p0} – {p1}."),
    "match.neither": (
        "Neither team has reached {target}, so another hand is played.",
        "لم يبلغ أي فريق {target}، فتُلعب يد أخرى.",
    ),
    "match.reached": (
        "Only {team} has reached {target}: it wins the match.",
        "بلغ {team} وحده {target}: فيكسب الصكّة.",
    ),
    "match.both": (
        "Both teams reached {target}: the higher total wins, {team}.",
        "بلغ الفريقان {target}: يكسب صاحب المجموع الأعلى، {team}.",
    ),
    "match.tie": (
        "Both teams reached {target} with the same total: another hand is played.",
        "بلغ الفريقان {target} بالمجموع نفسه: تُلعب يد أخرى.",
    ),
    "match.gahwa": (
        "A Gahwa hand ends the match at once: {team} won the hand, so it wins the match, "
        "whatever the score.",
        "يد القهوة تنهي الصكّة فورًا: كسب {team} اليد فكسب الصكّة، مهما كانت النتيجة.",
    ),
    "match.void": (
        "No contract: nobody scores, the score stays {p0} – {p1} and another hand is played.",
        "لا مشتري: لا يسجّل أحد، وتبقى النتيجة {p0} – {p1} وتُلعب يد أخرى.",
    ),
}
