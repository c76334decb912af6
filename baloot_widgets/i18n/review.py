"""The hand review's words: why each card was good or cost Abnat (exact, from the
solver), the expert's estimates for calls and for what a player could see, the summary
and the ``ReviewBoard`` widget's labels.  Data only: key -> (English, Arabic).

Exact values are card Abnat (أبناط) with all hands open; every estimate says that it is
one (تقدير), so a student can tell the two apart.
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    # ---- a card that lost nothing (exact) -------------------------------------------------
    "review.only": ("{card} was the only legal card", "{card} كانت الورقة الوحيدة المسموحة"),
    "review.best": (
        "{card} was the best card: {value} Abnat from here with perfect play",
        "{card} كانت أفضل ورقة: {value:abnat} من هنا مع اللعب المثالي",
    ),
    "review.best_tied": (
        "{card} was one of the best cards ({cards}): {value} Abnat from here",
        "{card} من أفضل الأوراق ({cards}): {value:abnat} من هنا",
    ),
    "review.all_equal": (
        "{card} was as good as any legal card here: each takes {value} Abnat from here",
        "{card} مثل أي ورقة مسموحة هنا: كلها تأخذ {value:abnat} من هنا",
    ),
    # ---- a card that cost Abnat (exact): what it did, what the best card would have done
    "review.lost_trick": (
        "{card} lost this trick: {best} would have won it and {loss} more Abnat in all",
        "{card} خسرت هذه الأكلة: {best} كانت ستأخذها وتزيد المجموع {loss:abnat}",
    ),
    "review.won_early": (
        "{card} took this trick but cost more later: {best} would have let it go and kept {loss} more Abnat",
        "{card} أخذت هذه الأكلة لكنها كلّفت أكثر بعدها: {best} كانت ستتركها وتحفظ {loss:abnat} "
        "زيادة",
    ),
    "review.last_trick": (
        "{card} gave away the last trick: {best} would have won it and {loss} more Abnat",
        "{card} أعطت الأكلة الأخيرة للخصم: {best} كانت ستأخذها مع {loss:abnat} زيادة",
    ),
    "review.more_trick": (
        "{card} cost a trick later on: {best} would have won one more trick and {loss} more Abnat",
        "{card} كلّفت أكلة لاحقة: {best} كانت ستكسب أكلة أخرى و{loss:abnat} زيادة",
    ),
    "review.more_tricks": (
        "{card} cost tricks later on: {best} would have won {n} more tricks and {loss} more Abnat",
        "{card} كلّفت أكلات لاحقة: {best} كانت ستكسب {n:tricks} و{loss:abnat} زيادة",
    ),
    "review.lead": (
        "leading {card} cost {loss} Abnat: leading {best} takes {value} Abnat from here",
        "البداية بـ {card} كلّفت {loss:abnat}: البداية بـ {best} تأخذ {value:abnat} من هنا",
    ),
    "review.fed": (
        "{card} put {points} Abnat on a trick the opponents win: {best} would have kept {loss} more Abnat",
        "{card} وضعت {points:abnat} في أكلة يأخذها الخصم: {best} كانت ستحفظ {loss:abnat} زيادة",
    ),
    "review.starved": (
        "{card} put too few Abnat on a trick its own team wins: {best} would have added {loss} more",
        "{card} وضعت أبناطًا قليلة في أكلة يأخذها فريقها: {best} كانت ستضيف {loss:abnat} زيادة",
    ),
    "review.abnat": (
        "{card} gave away {loss} Abnat later in the hand: {best} was worth {value} Abnat from here",
        "{card} ضيّعت {loss:abnat} لاحقًا في اليد: {best} كانت تساوي {value:abnat} من هنا",
    ),
    # ---- what cannot be valued exactly, and the claims ------------------------------------
    "review.foul": (
        "{card} broke a rule ({why}): an illegal card has no exact value; the best legal card was {best} ({value} Abnat)",
        "{card} خالفت القواعد ({why}): الورقة المخالفة ليس لها قيمة دقيقة؛ أفضل ورقة مسموحة "
        "كانت {best} ({value:abnat})",
    ),
    "review.after_foul": (
        "this trick already holds a foul ({foul}): exact values exist for legal positions only, so {card} has none",
        "في هذه الأكلة مخالفة ({foul}): القيم الدقيقة للمواقف السليمة فقط، فلا قيمة دقيقة لـ {card}",
    ),
    "review.false_akka": (
        "{reason}; its Akka was false, a foul",
        "{reason}؛ وقول «إكّه» معها كان خطأً، وهذه مخالفة",
    ),
    "review.sawa": (
        "Sawa: {team} takes every card left, {value} Abnat, as many as perfect play takes",
        "سوا: {team} يأخذ كل الأوراق الباقية، {value:abnat}، مثل اللعب المثالي تمامًا",
    ),
    "review.sawa_refused": (
        "the Sawa was refused: {team} could not be sure of every trick; with perfect play it takes {value} of the {rem} Abnat left",
        "رُفض السوا: {team} لم يضمن كل الأكلات؛ والباقي {rem:abnat}، يأخذ منها مع اللعب المثالي "
        "{value:abnat}",
    ),
    # ---- calls: the expert bot's choice (an estimate) -------------------------------------
    "review.call_agrees": (
        "estimate: the expert bot would also {action}",
        "تقدير: البوت الخبير يختار الشيء نفسه: {action}",
    ),
    "review.call_differs": (
        "estimate: the expert bot would rather {sentence}",
        "تقدير: البوت الخبير يفضّل {sentence}",
    ),
    "review.call_values": (
        "{assessment} (over {n} simulated deals: {values} game points a hand)",
        "{assessment} (في {n:deals} محاكاة: {values} نقطة لليد)",
    ),
    "review.call_value": ("{action} {value:+.1f}", "{action} {value:+.1f}"),
    # ---- what the player could know: PIMC over the deals it could imagine (an estimate) ---
    "review.estimate_best": (
        "estimate from what {seat} could see ({n} deals): {card} was the best choice, about {value:.0f} Abnat",
        "تقدير مما رآه {seat} ({n:deals}): {card} كانت الخيار الأفضل، نحو {value:abnat}",
    ),
    "review.estimate_close": (
        "estimate from what {seat} could see ({n} deals): {card} (about {value:.0f} Abnat) was nearly as good as {best} (about {best_value:.0f})",
        "تقدير مما رآه {seat} ({n:deals}): {card} (نحو {value:abnat}) كانت قريبة من {best} (نحو "
        "{best_value:abnat})",
    ),
    "review.estimate_worse": (
        "estimate from what {seat} could see ({n} deals): {best} (about {best_value:.0f} Abnat) looked better than {card} (about {value:.0f}), so the better card could be found",
        "تقدير مما رآه {seat} ({n:deals}): {best} (نحو {best_value:abnat}) بدت أفضل من {card} "
        "(نحو {value:abnat})، فالورقة الأفضل كانت ممكنة حتى بلا كشف الأوراق",
    ),
    "review.estimate_hidden": (
        "{estimate}; the exact loss needed the hidden cards",
        "{estimate}؛ والخسارة الدقيقة لا تُرى إلا بكشف الأوراق",
    ),
    # ---- the summary ------------------------------------------------------------------------
    "review.title": ("Review of the hand: {contract}", "مراجعة اليد: {contract}"),
    "review.bought_by": ("bought by {seat}", "المشتري {seat}"),
    "review.exact_note": (
        "Exact values are card Abnat: what a team takes from a position to the end, with all four hands open and perfect play by both teams.",
        "القيم الدقيقة بالأبناط: ما يأخذه الفريق من الموقف حتى آخر اليد، والأوراق الأربع مكشوفة واللعب مثالي من الفريقين.",
    ),
    "review.as_played": (
        "As played: {team0} {a0} – {a1} {team1} Abnat",
        "الأبناط كما لُعبت: {team0} {a0} – {a1} {team1}",
    ),
    "review.perfect": (
        "Perfect play from the first card: {team0} {a0} – {a1} {team1} Abnat, game points {p0} – {p1}",
        "اللعب المثالي من أول ورقة: الأبناط {team0} {a0} – {a1} {team1}، والنقاط {p0} – {p1}",
    ),
    "review.points": ("{line}, game points {p0} – {p1}", "{line}، والنقاط {p0} – {p1}"),
    "review.no_cards": (
        "No card was played in this hand: there is nothing to value exactly.",
        "لم تُلعب أي ورقة في هذه اليد: لا شيء يُقيَّم بدقة.",
    ),
    "review.lost": (
        "Abnat lost by each seat (exact): {seats}",
        "الأبناط الضائعة لكل مقعد (دقيقة): {seats}",
    ),
    "review.seat_lost": ("{seat} {loss}", "{seat} {loss}"),
    "review.mistakes": ("Biggest mistakes of {team}:", "أكبر أخطاء {team}:"),
    "review.no_mistakes": ("{team}: no card lost Abnat", "{team}: لم تضيّع أي ورقة أبناطًا"),
    "review.mistake": (
        "trick {trick}, {seat}, {loss} Abnat lost: {reason}",
        "الأكلة {trick}، {seat}، ضاع {loss:abnat:nom}: {reason}",
    ),
    "review.flagged": ("{line} ({flag})", "{line} ({flag})"),
    "review.could_see": (
        "estimate: {seat} could see it",
        "تقدير: كان بوسع {seat} أن يراه",
    ),
    "review.needed_hidden": (
        "estimate: it needed the hidden cards",
        "تقدير: لا يُرى إلا بكشف الأوراق",
    ),
    "review.unvalued": (
        "Cards without an exact value (a foul in their trick): {n}",
        "أوراق بلا قيمة دقيقة (مخالفة في أكلتها): {n}",
    ),
    "review.calls": (
        "Calls where the expert bot chose otherwise (estimates, not exact):",
        "الكلام الذي اختار فيه البوت الخبير غيره (تقديرات، ليست دقيقة):",
    ),
    "review.call_line": ("{seat}: {action}; {assessment}", "{seat}: {action}؛ {assessment}"),
    # ---- the static picture's columns ------------------------------------------------------
    "review.trick_short": ("Trick", "الأكلة"),
    "review.seat_short": ("Seat", "المقعد"),
    "review.card_short": ("Card", "الورقة"),
    "review.value_short": ("Value", "القيمة"),
    "review.best_short": ("Best", "الأفضل"),
    "review.loss_short": ("Lost", "الضائع"),
    # ---- the ReviewBoard widget -------------------------------------------------------------
    "review.board": ("Hand review", "مراجعة اليد"),
    "review.first": ("First", "البداية"),
    "review.previous": ("Previous", "السابق"),
    "review.next": ("Next", "التالي"),
    "review.last": ("Last", "النهاية"),
    "review.next_mistake": ("Next mistake", "الخطأ التالي"),
    "review.slider": ("Move", "الحركة"),
    "review.open_all": ("All hands", "كل الأوراق"),
    "review.open_one": ("Only {seat}", "{seat} فقط"),
    "review.hands": ("Hands shown", "الأوراق المكشوفة"),
    "review.exact": ("Exact, all hands open", "دقيق، الأوراق مكشوفة"),
    "review.estimate": ("Estimate: what the player could see", "تقدير: ما رآه اللاعب"),
    "review.estimating": ("Estimating…", "جارٍ التقدير…"),
    "review.choices": ("Cards and their values (Abnat)", "الأوراق وقيمها (بالأبناط)"),
    "review.played": ("played", "لُعبت"),
    "review.best_mark": ("best", "الأفضل"),
    "review.deal": (
        "The deal: press Next or → to step through the hand",
        "التوزيع: اضغط التالي أو ← للتنقل في اليد",
    ),
    "review.move_n": ("Move {n} of {total}: {what}", "الحركة {n} من {total}: {what}"),
    "review.says": ("{seat}: {action}", "{seat}: {action}"),
    "review.loss": ("{loss} Abnat lost", "ضاع {loss:abnat:nom}"),
    "review.no_value": ("no exact value", "بلا قيمة دقيقة"),
    "review.choice": ("{card}: {value} Abnat{mark}", "{card}: {value:abnat}{mark}"),
    "review.choice_estimate": (
        "{card}: about {value:.0f} Abnat{mark}",
        "{card}: نحو {value:abnat}{mark}",
    ),
    "review.timeline": ("Abnat lost, move by move", "الأبناط الضائعة حركة بحركة"),
    "review.no_estimate": (
        "An estimate exists for a card of a legal position only",
        "التقدير لورقة في موقف سليم فقط",
    ),
    "review.no_mistakes_at_all": (
        "No card of this hand lost Abnat",
        "لم تضيّع أي ورقة في هذه اليد أبناطًا",
    ),
    "review.bad_intent": (
        "The board did not understand that request: {why}",
        "لم تفهم اللوحة هذا الطلب: {why}",
    ),
    # ---- a review computed piece by piece (issue 19) -------------------------------------
    "review.progress": (
        "Reviewing… {n} of {total} tricks",
        "جارٍ تقييم اليد… {n} من {total} أكلات",
    ),
    "review.ready": ("Review ready", "التقييم جاهز"),
    "review.pending": (
        "{card}: still being worked out, worth between {low} and {high} Abnat",
        "{card}: ما زال قيد الحساب، وقيمتها بين {low} و{high} بالأبناط",
    ),
    "review.pending_value": (
        "{card}: worth {value} Abnat; the other cards that could have been played are still being worked out",
        "{card}: قيمتها {value:abnat}؛ وما زالت الأوراق الأخرى التي كان يمكن لعبها قيد الحساب",
    ),
    "review.call_pending": (
        "The expert's view of this call is still being worked out",
        "رأي الخبير في هذا القرار ما زال قيد الحساب",
    ),
    "review.unfinished": (
        "This review is still being worked out: {n} cards have no exact value yet; they show the range their value lies in.",
        "هذا التقييم ما زال قيد الحساب: {n} من الأوراق بلا قيمة دقيقة بعد، ويظهر لكل منها المدى الذي تقع فيه قيمتها.",
    ),
    "review.perfect_pending": (
        "Perfect play from the first card: still being worked out",
        "اللعب المثالي من أول ورقة: ما زال قيد الحساب",
    ),
}
