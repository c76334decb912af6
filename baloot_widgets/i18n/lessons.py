"""The words of ``baloot lessons``, the command that writes the course into a folder
(:mod:`baloot_widgets.teaching.lessons`).  Data only: key -> (English, Arabic).  Paths and commands
are fields, written as the terminal shows them.
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    # the teacher's guide's lesson plans (baloot_widgets.teaching.plans)
    "plans.puzzle": ("puzzle", "لغز"),
    "plans.number": ("typed number", "عدد يُكتب"),
    "plans.exit_heading": ("Exit ticket", "بطاقة الخروج"),
    "plans.comma": (", ", "، "),
    "lessons.course.en": ("The course in English", "الدروس بالإنجليزية"),
    "lessons.course.ar": ("The course in Arabic", "الدروس بالعربية"),
    "lessons.done": (
        "{course} is in {folder}: {new} files written, {updated} updated, {same} already up to date.",
        "{course} في المجلد {folder}: ملفات جديدة: {new}، ملفات محدَّثة: {updated}، ملفات كما هي: {same}.",
    ),
    "lessons.kept": (
        "Kept the files you changed (add --force to replace them with the course's copy; "
        "your changes in them would then be lost):",
        "أُبقيت الملفات التي غيّرتها (أضف ‎--force‎ لتحلّ محلّها نسخة الدروس، وعندها تضيع "
        "تغييراتك فيها):",
    ),
    "lessons.replaced": (
        "Replaced the files you had changed (--force):",
        "استُبدلت الملفات التي كنت غيّرتها (‎--force‎):",
    ),
    "lessons.no_solutions": (
        "The solutions notebook is left out, as in a student's folder: add --teacher to write it too.",
        "تُرك دفتر الحلول كما في مجلد الطالب: أضف ‎--teacher‎ لكتابته أيضًا.",
    ),
    "lessons.need_lab": (
        "JupyterLab is not installed with this Python yet. Install it first:",
        "JupyterLab غير مثبّت مع بايثون هذا بعد. ثبّته أولًا:",
    ),
    "lessons.open": ("Open lesson 01:", "لفتح الدرس 01:"),
    # bad input: a sentence, never a traceback
    "lessons.bad_lang": (
        "--lang must be en (English) or ar (Arabic), not {given}",
        "الخيار ‎--lang‎ إما en (الإنجليزية) أو ar (العربية)، لا {given}",
    ),
    "lessons.is_file": (
        "cannot write the lessons into {path}: it is a file, not a folder; give the name of a "
        "folder (a new one is made), such as baloot-lessons",
        "لا يمكن كتابة الدروس في {path}: هذا ملف وليس مجلدًا؛ اكتب اسم مجلد (يُنشأ إن لم يكن "
        "موجودًا)، مثل baloot-lessons",
    ),
    "lessons.file_in_way": (
        "cannot write the lessons into {folder}: {path} is a file where the course needs a "
        "folder; move or rename it, or choose another folder",
        "لا يمكن كتابة الدروس في {folder}: {path} ملف في مكان يحتاج فيه الدرس إلى مجلد؛ انقله أو "
        "غيّر اسمه، أو اختر مجلدًا آخر",
    ),
    "lessons.folder_in_way": (
        "cannot write the lessons into {folder}: {path} is a folder where the course writes a "
        "file; move or rename it, or choose another folder",
        "لا يمكن كتابة الدروس في {folder}: {path} مجلد في مكان يكتب فيه الدرس ملفًا؛ انقله أو غيّر "
        "اسمه، أو اختر مجلدًا آخر",
    ),
    "lessons.is_source": (
        "{path} holds the course's own files: give another folder for the lessons, such as "
        "baloot-lessons",
        "المجلد {path} فيه ملفات الدروس الأصلية نفسها: اختر مجلدًا آخر للدروس، مثل baloot-lessons",
    ),
    "lessons.cannot_write": (
        "cannot write the lessons into {folder}: {why}",
        "لا يمكن كتابة الدروس في {folder}: {why}",
    ),
    "lessons.denied": (
        "you may not write there (choose a folder of your own, such as one in your home folder)",
        "لا تملك إذن الكتابة هناك (اختر مجلدًا لك، مثل مجلد داخل مجلدك الشخصي)",
    ),
    "lessons.read_only": ("the disk is read-only", "القرص للقراءة فقط"),
    "lessons.disk_full": ("the disk is full", "القرص ممتلئ"),
    "lessons.os_error": ("{path}: {error}", "{path}: {error}"),
    "lessons.missing": (
        "this copy of baloot_widgets holds no lessons (it was installed without its course "
        "files): reinstall it with  pip install --force-reinstall baloot-widgets",
        "هذه النسخة من baloot_widgets بلا دروس (ثُبّتت دون ملفات الدروس): أعد تثبيتها بالأمر  "
        "pip install --force-reinstall baloot-widgets",
    ),
}
