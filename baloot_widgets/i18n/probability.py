"""The probability lessons' sentences: the feedback of :func:`~baloot_widgets.probability.check_answer`,
the sentence shown where a figure cannot be drawn, and the words of the printable table of
published project probabilities (:mod:`baloot_widgets.probability.published`).  Data only:
key -> (English, Arabic).  Every number is computed by the package, not written here.
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    # ---- check_answer: a friendly check of a number ---------------------------------
    "prob.blank": (
        "Fill in your answer in the cell above (in place of the ...), then run this cell.",
        "اكتب إجابتك في الخلية السابقة (مكان ...)، ثم شغّل هذه الخلية.",
    ),
    "prob.not_a_number": (
        "Your answer should be a number, such as 0.25, 1/4 or comb(8, 2), not {answer}.",
        "يجب أن تكون الإجابة عددًا، مثل 0.25 أو 1/4 أو comb(8, 2)، لا {answer}.",
    ),
    "prob.correct": ("Correct! {answer}", "إجابة صحيحة! {answer}"),
    "prob.correct_p": ("Correct! {answer} ({percent})", "إجابة صحيحة! {answer} ({percent})"),
    "prob.not_yet": ("Not yet: {answer} is not right.", "ليس بعد: {answer} ليست الإجابة."),
    "prob.above_one": (
        "Not yet: a probability is a number from 0 to 1, and {answer} is larger. Is it a "
        "count? Divide it by the number of all possible cases.",
        "ليس بعد: الاحتمال عدد بين 0 و1، و{answer} أكبر من ذلك. هل هو عدد حالات؟ "
        "اقسمه على عدد كل الحالات الممكنة.",
    ),
    "prob.negative": (
        "Not yet: {answer} is below zero, and the answer cannot be.",
        "ليس بعد: {answer} أقل من صفر، والإجابة لا تكون كذلك.",
    ),
    "prob.one_in": (
        "Not yet: {answer} looks like the N of “1 in N”. The probability is 1/N.",
        "ليس بعد: يبدو أن {answer} هو N في «1 من N». الاحتمال هو 1/N.",
    ),
    "prob.percent": (
        "Not yet: {answer} looks like a percentage. Give the probability as a number from "
        "0 to 1 (divide by 100).",
        "ليس بعد: يبدو أن {answer} نسبة مئوية. اكتب الاحتمال عددًا بين 0 و1 (اقسم على 100).",
    ),
    "prob.not_a_count": (
        "Not yet: {answer} is between 0 and 1, like a probability, but the answer is a larger "
        "number. Is it a count you need?",
        "ليس بعد: {answer} بين 0 و1 مثل الاحتمال، لكن الإجابة عدد أكبر. هل المطلوب عدد حالات؟",
    ),
    "prob.one_more": (
        "Not yet: your answer is exactly 1 too large.",
        "ليس بعد: إجابتك أكبر من الصحيح بواحد بالضبط.",
    ),
    "prob.one_less": (
        "Not yet: your answer is exactly 1 too small.",
        "ليس بعد: إجابتك أصغر من الصحيح بواحد بالضبط.",
    ),
    "prob.too_large": (
        "Not yet: your answer is {factor} times too large.",
        "ليس بعد: إجابتك هي الصحيح مضروبًا في {factor}.",
    ),
    "prob.too_small": (
        "Not yet: your answer is {factor} times too small.",
        "ليس بعد: إجابتك هي الصحيح مقسومًا على {factor}.",
    ),
    "prob.close": (
        "Almost: {answer} is within 0.1% of the answer but not exact. Compute it exactly "
        "(with comb and fractions), not from rounded numbers.",
        "قريب: {answer} لا يبعد عن الإجابة أكثر من 0.1% لكنه ليس دقيقًا. احسبه بدقة "
        "(بـ comb والكسور)، لا من أعداد مقرّبة.",
    ),
    "prob.hint": ("{why} Hint: {hint}", "{why} تلميح: {hint}"),
    # ---- figures -------------------------------------------------------------------------
    "prob.no_figure": (
        "(No figure here: matplotlib is not installed, as in JupyterLite. The numbers above "
        "say the same.)",
        "(لا رسم هنا: مكتبة matplotlib غير مثبّتة، كما في JupyterLite. والأرقام أعلاه تقول "
        "الشيء نفسه.)",
    ),
    # ---- the printable table of published figures ----------------------------------------
    "pub.title": (
        "How often? Project probabilities, as published and exact",
        "كم مرة؟ احتمالات المشاريع: المنشور والدقيق",
    ),
    "pub.subtitle": (
        "What the English Wikipedia and Grokipedia articles on Baloot print, beside the exact "
        "figure: every one of the {hands} eight-card hands counted by the rules engine",
        "ما تنشره مقالتا ويكيبيديا الإنجليزية وغروكيبيديا عن البلوت، وبجانبه الرقم الدقيق: "
        "عدد كل يد من الأيدي الممكنة ذات الثماني أوراق، وهي {hands}، بمحرّك القواعد",
    ),
    "pub.project": ("Project", "المشروع"),
    "pub.printed": ("Printed", "المنشور"),
    "pub.exact": ("Exact", "الدقيق"),
    "pub.one_in_head": ("1 in N", "1 من N"),
    "pub.verdict": ("Verdict", "التقييم"),
    "pub.hands_of": ("{count} of {total} hands", "{count} من أصل {total:hands}"),
    "pub.wikipedia": ("Wikipedia", "ويكيبيديا"),
    "pub.grokipedia": ("Grokipedia", "غروكيبيديا"),
    "pub.right": ("right", "صحيح"),
    "pub.about": ("about right", "قريب"),
    "pub.high": ("too high", "أعلى من الصحيح"),
    "pub.w_four_hundred": (
        "But “{odds}:1” means “1 in {odds}”: the odds against are {against}:1.",
        "لكن «{odds}:1» تعني «1 من {odds}»: والنسبة ضدّه {against}:1.",
    ),
    "pub.w_hundred": (
        "Counts a run of 6, 7 or 8 cards as 2, 3 or 4 Hundreds: {counted} counted for "
        "{count} hands.",
        "يعدّ المتتالية من 6 أو 7 أو 8 أوراق مية مرتين أو ثلاثًا أو أربعًا: {counted} بدل "
        "{count:hands}.",
    ),
    "pub.w_fifty": (
        "{printed} is a run of 4 cards or more ({run}), which includes every run of 5 to 8 "
        "cards (a Hundred).",
        "{printed} هي نسبة المتتاليات من 4 أوراق أو أكثر ({run})، وتدخل فيها كل متتالية من 5 "
        "إلى 8 أوراق (مية).",
    ),
    "pub.w_sira": (
        "Counts every run of 3 cards or more, and a hand with two runs twice. A run of 3 or "
        "more: {run}.",
        "يعدّ كل متتالية من 3 أوراق أو أكثر، واليد التي فيها متتاليتان مرتين. متتالية من 3 أو "
        "أكثر: {run}.",
    ),
    "pub.g_sira": (
        "The 23% is Wikipedia's overcount.",
        "نسبة 23% هي العدّ الزائد في ويكيبيديا.",
    ),
    "pub.g_fifty": (
        "Its text says “about 5% of the time”; the exact figure is {exact}.",
        "يقول نصّها «نحو 5% من المرات»، والرقم الدقيق {exact}.",
    ),
    "pub.g_hundred": (
        "In Hokum four Aces are a Hundred too: {hokum}. In Sun they are a Four Hundred, not "
        "a Hundred.",
        "في الحكم تكون أربع إكات مية أيضًا: {hokum}. وفي الصن هي أربعمية، لا مية.",
    ),
    "pub.g_baloot": (
        "For a trump suit named before the deal: C(30,6)/C(32,8). A bidder who chooses trumps "
        "holds it more often (Probability 3 measures how much).",
        "للون حكم يُسمّى قبل التوزيع: C(30,6)/C(32,8). ومن يختار الحكم بنفسه يملكه أكثر "
        "(الدرس الثالث في الاحتمالات يقيس كم).",
    ),
    "pub.g_four_hundred": (
        "Under 0.2%, 1 in {one_in}. Its text also says “under 0.1%”, which is wrong.",
        "أقل من 0.2%، أي 1 من {one_in}. ويقول نصّها أيضًا «أقل من 0.1%»، وهذا خطأ.",
    ),
    "pub.footer": (
        "Sources: the English Wikipedia article “Baloot”, section “Probability of game "
        "bonuses” (its copy lost the project names; the formulas of an older copy tell which "
        "row is which), and Grokipedia's “Baloot”, section “Multipliers and Probabilities”, "
        "as kept in the project's seed 001. Projects as in RULES §7, in Sun unless said. "
        "Odds of N:1 against mean a probability of 1/(N + 1). Made by baloot_widgets.",
        "المصادر: مقالة ويكيبيديا الإنجليزية «Baloot»، قسم احتمالات المكافآت (فقدت نسختها "
        "أسماء المشاريع، وتدلّ صيغ نسخة أقدم على كل صف)، ومقالة غروكيبيديا «Baloot»، قسم "
        "المضاعفات والاحتمالات، كما حُفظتا في المصدر 001 للمشروع. المشاريع كما في القواعد §7، "
        "في الصن ما لم يُذكر غير ذلك. نسبة N:1 ضد الحدث تعني احتمالًا قدره 1/(N + 1). "
        "من إعداد baloot_widgets.",
    ),
}
