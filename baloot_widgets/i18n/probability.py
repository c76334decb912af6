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
    "prob.rounded": (
        "Almost: {answer} is the answer rounded. Write it exactly, as a calculation (a "
        "division such as 3 / 8, or with comb) rather than the decimals you copied.",
        "قريب جدًا: {answer} هي الإجابة مقرّبة. اكتبها بدقة عمليةً حسابية (قسمة مثل 3 / 8، "
        "أو باستعمال comb) بدل الأرقام العشرية التي نقلتها.",
    ),
    "prob.close": (
        "Almost: {answer} is within 0.1% of the answer but not exact. Compute it exactly "
        "(with comb and fractions), not from rounded numbers.",
        "قريب: {answer} لا يبعد عن الإجابة أكثر من 0.1% لكنه ليس دقيقًا. احسبه بدقة "
        "(بـ comb والكسور)، لا من أعداد مقرّبة.",
    ),
    "prob.hint": ("{why} Hint: {hint}", "{why} تلميح: {hint}"),
    # ---- investigations: the questions (probability/questions.py, bidstats.py) ------------
    "predict.q_sira": (
        "You pick up your eight cards. How often is the best project of your hand a Sira (in Sun)?",
        "تلمّ أوراقك الثماني. كم مرة يكون أفضل مشروع في يدك سرا (في الصن)؟",
    ),
    "predict.q_class": (
        "The recorded deals hold {hands} hands of eight cards. In what share of them did the "
        "player hold at least one project (Sun rules)? Will they agree with the exact table "
        "of this lesson?",
        "في التوزيعات المسجّلة {hands} يدًا من ثماني أوراق. في أي نسبة منها كان مع اللاعب "
        "مشروع واحد على الأقل (بقواعد الصن)؟ وهل تتفق مع الجدول الدقيق في هذا الدرس؟",
    ),
    "predict.q_kawesh": (
        "Each player gets five cards before the bidding. In what share of deals may at least "
        "one of the four players call Kawesh?",
        "يأخذ كل لاعب خمس أوراق قبل الشراء. في أي نسبة من التوزيعات يحقّ للاعب واحد على "
        "الأقل من الأربعة أن يقول كوش؟",
    ),
    "predict.q_wait": (
        "Deal after deal at your table: how many deals do you wait, on average, until someone "
        "holds all four Aces (a Four Hundred in Sun)?",
        "توزيعة بعد توزيعة على طاولتك: كم توزيعة تنتظر في المتوسط حتى تجتمع الإكات الأربع في "
        "يد لاعب (أربعمية في الصن)؟",
    ),
    "predict.q_partner": (
        "In Hokum you hold {mine} of the 8 trumps. How many trumps does your partner hold, "
        "on average?",
        "في الحكم معك {mine} من أوراق الحكم الثماني. كم ورقة حكم مع شريكك في المتوسط؟",
    ),
    "predict.q_hokum": (
        "You sit at seat 3 and hold {hand}; the floor card is {floor}. Your partner at seat 1 "
        "speaks first and says Hokum. How many cards of {suit} does your partner hold among "
        "their five, on average?",
        "تجلس في المقعد 3 ومعك {hand}، والورقة المكشوفة {floor}. يتكلّم شريكك في المقعد 1 "
        "أولًا ويقول حكم. كم ورقة من {suit} مع شريكك بين أوراقه الخمس في المتوسط؟",
    ),
    "predict.source_deals": (
        "{n} seeded random deals",
        "توزيعات عشوائية ذات بذرة عددها {n}",
    ),
    "predict.source_waits": (
        "{n} waits, deal after seeded deal",
        "انتظارات عددها {n}، توزيعة بعد توزيعة ذات بذرة",
    ),
    "predict.source_partner": (
        "{n} seeded deals in which you hold {mine} trumps",
        "توزيعات ذات بذرة عددها {n}، معك في كل منها {mine} من أوراق الحكم",
    ),
    "predict.source_class": (
        "the class's recorded hands ({files} files)",
        "أيدي الصف المسجّلة (عدد الملفات: {files})",
    ),
    "predict.source_sample": (
        "a recorded sample: {deals} deals the package's bots played (no class records found)",
        "عيّنة مسجّلة: توزيعات لعبتها بوتات الحزمة عددها {deals} (لم نجد تسجيلات للصف)",
    ),
    "predict.source_hokum": (
        "{n} seeded deals with your five cards and the floor card, in which the heuristic bot "
        "at seat 1 says Hokum",
        "توزيعات ذات بذرة عددها {n}، فيها أوراقك الخمس والورقة المكشوفة، ويقول فيها البوت البسيط "
        "في المقعد 1 حكم",
    ),
    "predict.unit_deals": ("deals so far", "التوزيعات حتى الآن"),
    "predict.unit_hands": ("hands so far", "الأيدي حتى الآن"),
    "predict.unit_waits": ("waits so far", "الانتظارات حتى الآن"),
    "predict.unit_calls": ("Hokum calls so far", "مرات قول حكم حتى الآن"),
    "predict.how_hands": (
        "{count} of {total} hands, counted one by one",
        "{count} من أصل {total} يد، عُدّت يدًا يدًا",
    ),
    "predict.how_formula": ("{formula}", "{formula}"),
    "predict.how_bayes": (
        "the prior from your own five cards, the likelihood from {calls} other first calls "
        "of the bot beside them",
        "الاحتمال القبلي من أوراقك الخمس، والأرجحية من أقوال أولى أخرى للبوت بجانبها عددها {calls}",
    ),
    # ---- investigations: the steps and what they say -----------------------------------
    "predict.committed_already": (
        "Your guess is already committed: now run the simulation.",
        "ثبّتّ تخمينك من قبل: شغّل المحاكاة الآن.",
    ),
    "predict.bad_guess": (
        "Give your guess as a number from {low} to {high}.",
        "اكتب تخمينك عددًا من {low} إلى {high}.",
    ),
    "predict.bad_confidence": (
        "Say how sure you are: a guess, fairly sure or sure.",
        "قل ما مدى ثقتك: تخمين، أو واثق نوعًا ما، أو واثق.",
    ),
    "predict.commit_first": (
        "First commit your guess: the simulation comes after it.",
        "ثبّت تخمينك أولًا: المحاكاة تأتي بعده.",
    ),
    "predict.ran_already": (
        "The simulation has run: now show the answer.",
        "انتهت المحاكاة: اعرض الإجابة الآن.",
    ),
    "predict.run_first": (
        "Run the simulation first: the answer comes last.",
        "شغّل المحاكاة أولًا: الإجابة تأتي في الآخر.",
    ),
    "predict.what_exact": ("the exact value", "القيمة الدقيقة"),
    "predict.what_bayes": ("the value Bayes' rule gives", "القيمة التي تعطيها قاعدة بايز"),
    "predict.guess_near": (
        "Your guess, {guess}, is close to {what}, {exact}: well judged.",
        "تخمينك ({guess}) قريب من {what} ({exact}): تقدير جيد.",
    ),
    "predict.guess_above": (
        "Your guess, {guess}, is {gap} above {what}, {exact}.",
        "تخمينك ({guess}) أعلى من {what} ({exact}) بمقدار {gap}.",
    ),
    "predict.guess_below": (
        "Your guess, {guess}, is {gap} below {what}, {exact}.",
        "تخمينك ({guess}) أقل من {what} ({exact}) بمقدار {gap}.",
    ),
    "predict.guess_above_points": (
        "Your guess, {guess}, is {gap} percentage points above {what}, {exact}.",
        "تخمينك ({guess}) أعلى من {what} ({exact}) بمقدار {gap} نقطة مئوية.",
    ),
    "predict.guess_below_points": (
        "Your guess, {guess}, is {gap} percentage points below {what}, {exact}.",
        "تخمينك ({guess}) أقل من {what} ({exact}) بمقدار {gap} نقطة مئوية.",
    ),
    "predict.inside": (
        "The simulation's 95% interval, {low} to {high}, contains {what}.",
        "فترة الثقة 95% للمحاكاة، من {low} إلى {high}، تحتوي {what}.",
    ),
    "predict.outside": (
        "The simulation's 95% interval, {low} to {high}, misses {what}: a 95% interval misses "
        "about one time in twenty.",
        "فترة الثقة 95% للمحاكاة، من {low} إلى {high}، لا تحتوي {what}: وفترة 95% تُخطئ نحو "
        "مرة من كل عشرين.",
    ),
    "predict.outside_bayes": (
        "The simulation's 95% interval, {low} to {high}, misses {what}: the likelihood was "
        "measured on a sample of the bot's calls too, so the two differ a little.",
        "فترة الثقة 95% للمحاكاة، من {low} إلى {high}، لا تحتوي {what}: فالأرجحية أيضًا "
        "قيست على عيّنة من أقوال البوت، فيختلفان قليلًا.",
    ),
    "predict.sure_but_far": (
        "You were sure of this guess: the answer shows how far a strong feeling can be from "
        "the numbers.",
        "كنت واثقًا من هذا التخمين: والإجابة تُظهر كم يمكن أن يبعد الإحساس القوي عن الأرقام.",
    ),
    "predict.unsure_but_near": (
        "You called it just a guess, and it was close: your sense of the cards is better than "
        "you thought.",
        "قلت إنه مجرد تخمين، وكان قريبًا: إحساسك بالأوراق أفضل مما ظننت.",
    ),
    "predict.readout": (
        "{unit}: {n} · estimate {estimate} (95% interval {low} to {high})",
        "{unit}: {n} · التقدير {estimate} (فترة الثقة 95%: من {low} إلى {high})",
    ),
    # ---- the Predict widget ------------------------------------------------------------
    "predict.title": ("Predict, simulate, then derive", "خمّن، ثم حاكِ، ثم استنتج"),
    "predict.your_guess": ("Your guess", "تخمينك"),
    "predict.how_sure": ("How sure are you?", "ما مدى ثقتك؟"),
    "predict.type_guess": ("Your guess, as a number", "تخمينك عددًا"),
    "predict.slider": ("Move to your guess", "حرّك إلى تخمينك"),
    "predict.range": ("from {low} to {high}", "من {low} إلى {high}"),
    "predict.commit": ("Commit my guess", "ثبّت تخميني"),
    "predict.run": ("Run the simulation", "شغّل المحاكاة"),
    "predict.reveal": ("Show the answer", "اعرض الإجابة"),
    "predict.simulation": ("Simulation", "المحاكاة"),
    "predict.legend_estimate": ("running estimate", "التقدير الجاري"),
    "predict.legend_interval": ("its 95% interval", "فترة الثقة 95%"),
    "predict.answer_exact": ("Exact", "الدقيق"),
    "predict.answer_bayes": ("Bayes' rule", "قاعدة بايز"),
    "predict.help_asking": (
        "Move the slider or type a number, say how sure you are, then commit your guess: "
        "the simulation and the answer come after it.",
        "حرّك المؤشر أو اكتب عددًا، وقل ما مدى ثقتك، ثم ثبّت تخمينك: المحاكاة والإجابة تأتيان بعده.",
    ),
    "predict.help_committed": (
        "Your guess is fixed. Now run the simulation and watch the estimate settle.",
        "ثُبّت تخمينك. شغّل المحاكاة الآن وراقب التقدير وهو يستقرّ.",
    ),
    "predict.help_running": ("The simulation is running…", "المحاكاة تعمل…"),
    "predict.help_simulated": (
        "Where did the simulation land, next to your guess? Now show the answer.",
        "أين استقرّت المحاكاة بجانب تخمينك؟ اعرض الإجابة الآن.",
    ),
    "predict.help_revealed": (
        "The lesson below derives this answer.",
        "الدرس أدناه يستنتج هذه الإجابة.",
    ),
    "predict.schema": (
        "This page expects frames of schema {want}, not {got}: restart the kernel and run "
        "the cell again.",
        "تنتظر هذه الصفحة إطارات من النسخة {want} لا {got}: أعد تشغيل النواة وشغّل الخلية من جديد.",
    ),
    "predict.bad_intent": (
        "That request is not understood here: {why}",
        "هذا الطلب غير مفهوم هنا: {why}",
    ),
    "predict.callback_failed": (
        "Your step is done, but the code that collects the results failed: {why}",
        "تمّت خطوتك، لكن الشيفرة التي تجمع النتائج فشلت: {why}",
    ),
    "predict.sure_unsure": ("just a guess", "مجرد تخمين"),
    "predict.sure_fair": ("fairly sure", "واثق نوعًا ما"),
    "predict.sure_sure": ("sure", "واثق"),
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
