"""The class report's words (:mod:`baloot_widgets.classroom`, the ``ClassReport`` widget
and ``baloot class-report``): headings, the levels of mastery and what they mean, the
class's common wrong answers said for a teacher, time on task.  Data only: key ->
(English, Arabic).

A common wrong answer known by the catalogue key of the engine's reason has a short
phrase here (``classroom.why_*``, chosen in ``classroom/view.py``); a reason without one
is shown as its own sentence with its details left out.
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    # ---- the common wrong answers, said for a teacher (classroom/view.py: which reason)
    "classroom.why_follow": (
        "did not follow the suit led while holding it",
        "لم يتبع اللون الملعوب وهو عنده",
    ),
    "classroom.why_follow_overtrump": (
        "did not play a higher trump on a trump lead while holding one",
        "لم يكبّر بالحكم على بداية الحكم وعنده أعلى",
    ),
    "classroom.why_void_overtrump": (
        "did not over-trump the opponent's trump",
        "لم يكبّر على حكم الخصم",
    ),
    "classroom.why_void_undertrump": (
        "did not trump although unable to beat the opponent's trump",
        "لم يقطع مع أنه لا يغلب حكم الخصم",
    ),
    "classroom.why_void_trump": (
        "did not trump when out of the suit led",
        "لم يقطع بالحكم وليس عنده اللون الملعوب",
    ),
    "classroom.why_lead_closed": (
        "led a trump in a closed Hokum while holding other suits",
        "بدأ بالحكم في الحكم المقفول وعنده ألوان أخرى",
    ),
    "classroom.why_offsuit": (
        "thought a card of another suit, not a trump, could win the trick",
        "ظنّ أن ورقة من لون آخر غير الحكم تأخذ الأكلة",
    ),
    "classroom.why_void_partner": (
        "thought they had to trump over their winning partner",
        "ظنّ أن عليه أن يقطع على أكلة شريكه الرابحة",
    ),
    "classroom.why_legal_missed": (
        "left out cards that may be played",
        "نسي أوراقًا يجوز لعبها",
    ),
    # ---- the mistake of a kind whose reasons only explain the right answer (a sum, the
    # order of the seats, a score sheet): quiz/model.py Kind.mistakes, one per kind
    "classroom.miss_abnat": ("miscounted the Abnat of four cards", "أخطأ في عدّ أبناط أربع أوراق"),
    "classroom.miss_priority": (
        "mixed up the order of priority from the dealer (P1 is the dealer's right)",
        "أخطأ في ترتيب الأولوية من الموزّع (الأول يمين الموزّع)",
    ),
    "classroom.miss_partner": (
        "named an opponent as the partner (partners sit opposite)",
        "جعل الخصم شريكًا (الشريكان متقابلان)",
    ),
    "classroom.miss_dealt_to": (
        "gave a card of the deal to the wrong seat (3 each, 2 each, then the rest from P1)",
        "أعطى ورقة من التوزيع للمقعد الخطأ (3 لكل لاعب، ثم 2، ثم الباقي من الأول)",
    ),
    "classroom.miss_projects": (
        "declared the wrong projects for a hand",
        "أخطأ في مشاريع اليد",
    ),
    "classroom.miss_project_winner": (
        "chose the wrong team's projects (only the stronger team's projects count)",
        "اختار مشاريع الفريق الخطأ (تُحسب مشاريع الفريق الأقوى وحده)",
    ),
    "classroom.miss_score": ("scored a hand wrongly", "أخطأ في حساب اليد"),
    "classroom.miss_buyer": (
        "named the wrong buyer or contract at the end of the auction",
        "أخطأ في المشتري أو في نوع اللعب بعد نهاية الشراء",
    ),
    "classroom.miss_stake": (
        "got the worth of a doubled hand wrong (x1 to x4, open or closed)",
        "أخطأ في قيمة اليد بعد الدبل (من x1 إلى x4، مفتوح أو مقفول)",
    ),
    "classroom.miss_sun_double": (
        "misapplied the 100 rule for doubling a Sun",
        "أخطأ في تطبيق قاعدة المئة لدبل الصن",
    ),
    "classroom.miss_foul": (
        "misjudged whether a card was a foul, or which foul",
        "أخطأ في تقدير الورقة: هل هي مخالفة، وأي مخالفة",
    ),
    "classroom.miss_qayd_score": ("scored a Qayd wrongly", "أخطأ في حساب القيد"),
    "classroom.miss_match_end": (
        "misjudged who had won the match (152, and a Gahwa ends it at once)",
        "أخطأ في معرفة الفائز بالصكّة (152، والقهوة تنهيها فورًا)",
    ),
    "classroom.miss_bot_call": (
        "misjudged the call the bots' rule of thumb makes",
        "أخطأ في تقدير ما تقوله البوتات بقاعدتها",
    ),
    "classroom.miss_principle": (
        "chose the way of playing the simulation shows does not pay",
        "اختار الطريقة التي تُظهر المحاكاة أنها لا تربح",
    ),
    # ---- mistakes named by a reason with its details, said for a teacher (view.py WHY)
    "classroom.why_best_values": (
        "chose a card that brings fewer Abnat than the best one",
        "اختار ورقة تجلب أبناطًا أقل من أحسن ورقة",
    ),
    "classroom.why_ten_below_king": (
        "thought a Ten ranks below the King",
        "ظنّ أن العشرة تحت الشايب",
    ),
    "classroom.why_trumps_like_plain": (
        "ranked the trumps like a plain suit (J and 9 are the top trumps)",
        "رتّب الحكم كأنه لون عادي (J و9 أعلى الحكم)",
    ),
    "classroom.why_partner_spares_overtrump": (
        "thought a winning partner spares them from over-trumping when trumps are led",
        "ظنّ أن فوز شريكه يعفيه من التكبير إذا بُدئ بالحكم",
    ),
    "classroom.why_calls_missed": ("left out calls that may be made", "نسي أقوالًا يجوز قولها"),
    "classroom.why_plain_order": (
        "ranked two cards outside the trumps wrongly (A 10 K Q J 9 8 7)",
        "أخطأ في ترتيب ورقتين من لون غير الحكم (\u2066A 10 K Q J 9 8 7\u2069)",
    ),
    "classroom.why_trump_order": (
        "ranked two trumps wrongly (J 9 A 10 K Q 8 7)",
        "أخطأ في ترتيب ورقتين من الحكم (\u2066J 9 A 10 K Q 8 7\u2069)",
    ),
    "classroom.why_trump_beats": (
        "let a card of another suit beat a trump",
        "جعل ورقة من لون آخر تغلب الحكم",
    ),
    "classroom.why_lost_trick": (
        "in a puzzle, lost a trick the best card would have won",
        "في لغز، خسر أكلة كانت أحسن ورقة ستأخذها",
    ),
    "classroom.why_won_early": (
        "in a puzzle, took a trick that cost more later",
        "في لغز، أخذ أكلة كلّفت أكثر بعدها",
    ),
    "classroom.why_last_trick": (
        "in a puzzle, gave away the last trick",
        "في لغز، أعطى الأكلة الأخيرة للخصم",
    ),
    "classroom.why_more_trick": (
        "in a puzzle, played a card that cost tricks later on",
        "في لغز، لعب ورقة كلّفت أكلات لاحقة",
    ),
    "classroom.why_lead": ("in a puzzle, led the wrong card", "في لغز، بدأ بالورقة الخطأ"),
    "classroom.why_fed": (
        "in a puzzle, put Abnat on a trick the opponents win",
        "في لغز، وضع أبناطًا في أكلة يأخذها الخصم",
    ),
    "classroom.why_starved": (
        "in a puzzle, put too few Abnat on a trick the team wins",
        "في لغز، وضع أبناطًا قليلة في أكلة يأخذها فريقه",
    ),
    "classroom.why_abnat": (
        "in a puzzle, played a card that gave away Abnat later",
        "في لغز، لعب ورقة ضيّعت أبناطًا لاحقًا",
    ),
    # ---- reading the files ------------------------------------------------------------
    "classroom.no_path": ("there is no file or folder {path}", "لا يوجد ملف أو مجلد {path}"),
    "classroom.no_paths": (
        'give the folder of the students\' results files (or the files): ClassReport("results")',
        'أعطِ مجلد ملفات نتائج الطلاب (أو الملفات نفسها): ClassReport("results")',
    ),
    "classroom.text": ("{text}", "{text}"),
    "classroom.no_files": (
        "there are no results files (.jsonl) in {paths}: ask each student for the file of "
        '"Download my results", put them in one folder and give that folder',
        "لا توجد ملفات نتائج (.jsonl) في {paths}: اطلب من كل طالب ملف «تنزيل نتائجي»، "
        "وضع الملفات في مجلد واحد، ثم أعطِ ذلك المجلد",
    ),
    "classroom.no_code": (
        "no student has the class code {code} (the files have {codes})",
        "لا يوجد طالب برمز الصف {code} (في الملفات: {codes})",
    ),
    "classroom.what_report": ("the class report", "تقرير الصف"),
    "classroom.what_csv": ("the class report's table", "جدول تقرير الصف"),
    "classroom.wrote": ("wrote {path}", "كُتب الملف {path}"),
    "classroom.left_out": ("left out: {why}", "لم يُقرأ: {why}"),
    # ---- the report -------------------------------------------------------------------
    "classroom.title": ("Class report", "تقرير الصف"),
    "classroom.title_code": ("Class report: {code}", "تقرير الصف: {code}"),
    "classroom.facts": (
        "{students:students} · {answers:answers} · read from {files:files}",
        "{students:students} · {answers:answers} · من {files:files}",
    ),
    "classroom.repeated": (
        "{n} lines were found twice (a student's own file and the file handed in) and "
        "counted once.",
        "وُجد {n} من الأسطر مرتين (في ملف الطالب وفي الملف الذي سلّمه) فحُسب مرة واحدة.",
    ),
    "classroom.shared_name": (
        "Two students may share the name {name}: their answers come from different files "
        "at the same time. Ask each student for a first name and an initial (Sara K.).",
        "قد يشترك طالبان في الاسم {name}: جاءت إجاباتهما من ملفات مختلفة في الوقت نفسه. "
        "اطلب من كل طالب اسمه الأول والحرف الأول من اسم عائلته (سارة ك.).",
    ),
    "classroom.why_unsaid": (
        "a wrong answer whose sentence the file does not hold",
        "إجابة خاطئة لا يحفظ الملف جملتها",
    ),
    "classroom.empty": (
        "No results yet: when students answer a Quiz or a puzzle, their results appear here.",
        "لا نتائج بعد: حين يجيب الطلاب عن اختبار أو لغز تظهر نتائجهم هنا.",
    ),
    "classroom.mastery": ("Mastery, skill by skill", "الإتقان، مهارةً مهارة"),
    "classroom.mastery_note": (
        "Each cell reads a student's last {window} answers in that skill: mastered when at "
        "least 80% are right (3 of 3, 4 of 4, 4 of 5), practising when at least half are, "
        "struggling below half, and not enough yet with fewer than {least} answers. The "
        "figure is the right answers among the last ones.",
        "كل خانة تقرأ آخر {window} إجابات للطالب في تلك المهارة: متقن إذا صحّ منها 80% على "
        "الأقل (3 من 3، 4 من 4، 4 من 5)، ويتدرّب إذا صحّ نصفها على الأقل، ويتعثّر إذا صحّ "
        "أقل من النصف، و«لم يكفِ بعد» إذا كانت إجاباته أقل من {least}. الرقم هو عدد "
        "الإجابات الصحيحة من تلك الأخيرة.",
    ),
    "classroom.level.mastered": ("Mastered", "متقن"),
    "classroom.level.practising": ("Practising", "يتدرّب"),
    "classroom.level.struggling": ("Struggling", "يتعثّر"),
    "classroom.level.few": ("Not enough yet", "لم يكفِ بعد"),
    "classroom.level.none": ("Not tried", "لم يجرّب"),
    "classroom.cell_title": (
        "{name}, {skill}: {level}, {recent_right} of the last {recent} right ({right} of "
        "{attempts} in all)",
        "{name}، {skill}: {level}، {recent_right} صحيحة من آخر {recent} ({right} من "
        "{attempts} في الكل)",
    ),
    "classroom.student": ("Student", "الطالب"),
    "classroom.class_code": ("Class", "الصف"),
    "classroom.answered": ("Answers", "الإجابات"),
    "classroom.right": ("Right", "الصحيحة"),
    "classroom.no_name": ("(no name given)", "(بلا اسم)"),
    "classroom.theme_none": ("Puzzles without a theme", "ألغاز بلا موضوع"),
    "classroom.all_puzzles": ("Puzzles (all themes)", "الألغاز (كل المواضيع)"),
    "classroom.bad_zone": (
        "there is no time zone {zone}: give a name such as Asia/Riyadh or an offset from UTC "
        "such as +03:00",
        "لا توجد منطقة زمنية {zone}: أعطِ اسمًا مثل Asia/Riyadh أو فرقًا عن UTC مثل +03:00",
    ),
    "classroom.plot": ("The class in each skill", "الصف في كل مهارة"),
    "classroom.plot_line": (
        "{mastered} of {students:students} mastered",
        "{mastered} من {students:students} أتقنها",
    ),
    "classroom.mistakes": ("The class's most common wrong answers", "أكثر الأخطاء شيوعًا في الصف"),
    "classroom.mistake": ("{n:students}: {why}", "{n:students:nom}: {why}"),
    "classroom.mistake_who": ("{names} · in {skills}", "{names} · في {skills}"),
    "classroom.more": ("and {n} more", "و{n} غيرهم"),
    "classroom.no_mistakes": ("No wrong answers yet.", "لا أخطاء بعد."),
    "classroom.time": ("Time on task", "وقت العمل"),
    "classroom.time_note": (
        "Time answering adds up the time from showing each question to its answer; a "
        "day's hours are its first and last answer. Times are in {zone}, the time zone of "
        "the computer that made this report (another one: --tz Asia/Riyadh, or "
        'ClassReport(..., zone="+03:00")).',
        "وقت الإجابة مجموع الوقت من عرض كل سؤال إلى الإجابة عنه، وساعات اليوم هي أول إجابة "
        "فيه وآخرها. الأوقات بتوقيت {zone}، منطقة الجهاز الذي أعدّ هذا التقرير (لغيرها: "
        '\u2066--tz Asia/Riyadh\u2069، أو \u2066ClassReport(..., zone="+03:00")\u2069).',
    ),
    "classroom.time_total": ("Time answering", "وقت الإجابة"),
    "classroom.days": ("Days and hours", "الأيام والساعات"),
    "classroom.hands": ("Hands played", "الأيدي الملعوبة"),
    "classroom.guesses": ("Guesses", "التخمينات"),
    "classroom.day": ("{day}, {hours}: {time}", "{day}، {hours}: {time}"),
    "classroom.seconds": ("{s} s", "{s} ث"),
    "classroom.minutes": ("{m} min", "{m} د"),
    "classroom.hours": ("{h} h {m:02d} min", "{h} س {m:02d} د"),
    "classroom.problems": ("Files left out", "ملفات لم تُقرأ"),
    # ---- the spreadsheet (CSV) --------------------------------------------------------
    "classroom.csv_cell": ("{level} {right}/{recent}", "{level} {right}/{recent}"),
    "classroom.csv_minutes": ("Minutes answering", "دقائق الإجابة"),
    "classroom.csv_file": ("class-report.csv", "تقرير-الصف.csv"),
    # ---- the widget ---------------------------------------------------------------------
    "classroom.all_classes": ("All classes", "كل الصفوف"),
    "classroom.without_code": ("No class code", "بلا رمز صف"),
    "classroom.choose": ("Class", "الصف"),
    "classroom.download": ("Download the table (CSV)", "تنزيل الجدول (CSV)"),
    "classroom.reload": ("Read the files again", "اقرأ الملفات من جديد"),
    "classroom.reloaded": ("Read again: {files:files}.", "قُرئت من جديد: {files:files}."),
    "classroom.downloaded": ("Saved {file}.", "حُفظ {file}."),
    "classroom.bad_intent": (
        "The report did not understand that request ({why}).",
        "لم يفهم التقرير هذا الطلب ({why}).",
    ),
    "classroom.schema": (
        "This page's script is out of date (frame {got}, expected {want}): reload the page.",
        "برنامج هذه الصفحة قديم (الإطار {got} والمتوقع {want}): أعد تحميل الصفحة.",
    ),
    "classroom.legend": ("Levels", "المستويات"),
    # ---- exit tickets (classroom/tickets.py)
    "classroom.tickets": ("Exit tickets", "بطاقات الخروج"),
    "classroom.tickets_note": (
        "The short quiz at the end of each lesson: questions right out of the ticket's "
        "questions. The first answer to each question counts; blank: not done yet.",
        "الاختبار القصير في آخر كل درس: الأسئلة الصحيحة من أسئلة البطاقة. تُحسب أول إجابة "
        "عن كل سؤال، والخانة الفارغة: لم تُحلّ بعد.",
    ),
    "classroom.no_tickets": (
        "No exit ticket yet: the answers to the quiz at the end of each lesson show here.",
        "لا بطاقة خروج بعد: إجابات الاختبار في آخر كل درس تظهر هنا.",
    ),
    "classroom.ticket": ("Lesson {lesson}", "الدرس {lesson}"),
    "classroom.ticket_title": (
        "{name}, lesson {lesson}'s exit ticket: {right} of {of} right",
        "{name}، بطاقة خروج الدرس {lesson}: {right} صحيحة من {of}",
    ),
    "classroom.ticket_partial": (
        "{name}, lesson {lesson}'s exit ticket: {right} of {of} right, {answered} of {of} answered",
        "{name}، بطاقة خروج الدرس {lesson}: {right} صحيحة من {of}، أجاب عن {answered} من {of}",
    ),
    "classroom.ticket_none": (
        "{name} has not done lesson {lesson}'s exit ticket yet",
        "لم يحلّ {name} بطاقة خروج الدرس {lesson} بعد",
    ),
    "classroom.csv_ticket": ("Exit ticket {lesson}", "بطاقة الخروج {lesson}"),
    "classroom.csv_ticket_cell": ("{right} of {of}", "{right} من {of}"),
    "classroom.ticket_answered": ("({answered} answered)", "(أجاب عن {answered})"),
    "classroom.csv_ticket_partial": (
        "{right} of {of} ({answered} answered)",
        "{right} من {of} (أجاب عن {answered})",
    ),
}
