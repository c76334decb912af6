"""The learner's sentences: the name asked once by the first widget shown, the line that
says where the results are recorded, the "Download my results" button and what goes
wrong with them.  Data only: key -> (English, Arabic).
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    # ---- the name, asked once ----------------------------------------------------------
    "learner.ask": (
        "What is your name? Your answers are then saved for your teacher, without typing anything.",
        "ما اسمك؟ تُحفظ إجاباتك بعدها لمعلّمك دون أن تكتب شيئًا.",
    ),
    "learner.name": ("Your name", "اسمك"),
    "learner.class_code": (
        "Class code (if your teacher gave one)",
        "رمز الصف (إن أعطاك المعلّم رمزًا)",
    ),
    "learner.save": ("Save my name", "احفظ اسمي"),
    "learner.skip": ("Not now", "ليس الآن"),
    "learner.saved": (
        "Thank you, {name}: your answers are saved in your folder.",
        "شكرًا يا {name}: إجاباتك محفوظة في مجلدك.",
    ),
    "learner.skipped": (
        "Your answers are saved without a name: give your name before handing them in.",
        "تُحفظ إجاباتك دون اسم: اكتب اسمك قبل تسليمها.",
    ),
    "learner.recording": ("Results of {name}", "نتائج {name}"),
    "learner.no_name": ("no name given", "دون اسم"),
    "learner.download": ("Download my results", "تنزيل نتائجي"),
    "learner.download_title": (
        "Save every answer of yours, from every lesson, as one file to hand in to your teacher.",
        "احفظ كل إجاباتك من كل الدروس في ملف واحد تسلّمه لمعلّمك.",
    ),
    "learner.downloaded": (
        "Your results ({count}) are saved in the file {file}: look in your Downloads folder.",
        "حُفظت نتائجك ({count}) في الملف {file}: انظر في مجلد التنزيلات.",
    ),
    "learner.download_none": (
        "There is nothing to download yet: answer an exercise first.",
        "لا شيء للتنزيل بعد: أجب عن تمرين أولًا.",
    ),
    "learner.download_damaged": (
        "{count} damaged lines of your results files were left out.",
        "تُركت {count} سطرًا تالفًا من ملفات نتائجك.",
    ),
    "learner.summary": (
        "Results recorded so far: {count}, in {files:files} of the folder {folder}.",
        "النتائج المسجّلة حتى الآن: {count}، في {files:files} في المجلد {folder}.",
    ),
    "learner.not_saved": (
        "This answer could not be saved for your teacher ({why}); the lesson goes on.",
        "تعذّر حفظ هذه الإجابة لمعلّمك ({why})؛ يستمر الدرس.",
    ),
    "learner.bad_intent": (
        "The page sent a request the results do not know: {why}",
        "أرسلت الصفحة طلبًا لا تعرفه النتائج: {why}",
    ),
    # ---- a name or class code that cannot be used --------------------------------------
    "learner.name_empty": (
        "Write your name first (letters, in Arabic or in Latin script).",
        "اكتب اسمك أولًا (حروفًا عربية أو لاتينية).",
    ),
    "learner.name_long": (
        "A name has at most {most} characters; {name} has {length}.",
        "الاسم {most} حرفًا على الأكثر؛ الاسم {name} فيه {length}.",
    ),
    "learner.name_chars": (
        "A name is letters, spaces and - ' . only: {char} cannot be part of it.",
        "الاسم حروف ومسافات و - ' . فقط: لا يجوز أن يحوي {char}.",
    ),
    "learner.name_letter": (
        "A name starts with a letter: {name} does not.",
        "يبدأ الاسم بحرف: الاسم {name} لا يبدأ بحرف.",
    ),
    "learner.code_bad": (
        "A class code is at most {most} letters, digits, - or _ (as your teacher wrote it): {code} is not one.",
        "رمز الصف {most} حرفًا أو رقمًا أو - أو _ على الأكثر (كما كتبه المعلّم): {code} ليس رمزًا.",
    ),
    "learner.profile_bad": (
        "The file {path} does not hold a learner's name, so it was not used: {why}",
        "الملف {path} لا يحوي اسم متعلّم، فلم يُستعمل: {why}",
    ),
    "learner.two": ("{first} {second}", "{first} {second}"),
    "error.what_learner": ("your name", "اسمك"),
}
