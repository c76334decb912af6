"""The teacher's guide as lesson plans (issue 23): every lesson of the course has a plan, in
English and in Arabic, with every part a teacher needs (goal, warm-up, timing with its
periods, common mistakes, discussion questions, an activity with a real pack of cards, the
exit ticket); its minutes are the run-through's, the same in both languages; its mistakes
are the class report's own lines; the old words-a-minute formula is gone.

The built guides are read as staged in git (``committed.tree()``), as the other notebook
tests do.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from datetime import timezone
from pathlib import Path

import committed
import pytest

from baloot_widgets.classroom.report import summarize
from baloot_widgets.classroom.view import report_view
from baloot_widgets.quiz import exercise
from baloot_widgets.records.results import Attempt
from baloot_widgets.teaching.answer_key import key_of_cells
from baloot_widgets.teaching.plans import (
    exit_ticket,
    kinds_in_words,
    lesson_mistakes,
    table_refusals,
    wrong_answers,
)
from baloot_widgets.teaching.timing import lesson_periods, load_timing

TREE = committed.tree()
GUIDES = {"en": TREE / "notebooks" / "teachers_guide.ipynb",
          "ar": TREE / "notebooks" / "ar" / "teachers_guide.ipynb"}  # fmt: skip
LESSONS = sorted((TREE / "tutorials").glob("[0-9][0-9]_*.ipynb")) + sorted(
    (TREE / "notebooks").glob("probability_*.ipynb")
)
#: what each part of a plan starts with, in each language
PARTS = {
    "en": {
        "goal": "**Goal.** At the end, students can ",
        "time": "**Time.** ",
        "warmup": "**Warm-up** (5 min). ",
        "activity": "**With a pack of cards.** ",
        "mistakes": "**Common mistakes**, as the class report words them:",
        "questions": "**Discussion.**",
        "exit": "**Exit ticket**",
    },
    "ar": {
        "goal": "**الهدف.** في آخر الدرس يستطيع الطلاب أن ",
        "time": "**الوقت.** ",
        "warmup": "**التمهيد** (5 دقائق). ",
        "activity": "**بورق لعب حقيقي.** ",
        "mistakes": "**أخطاء شائعة**، بعبارة تقرير الصف:",
        "questions": "**للنقاش.**",
        "exit": "**بطاقة الخروج**",
    },
}
EXPECTED = {"en": "*Expected answer:* ", "ar": "*الجواب المتوقّع:* "}
PERIOD = {"en": "period {n}: ", "ar": "الحصة {n}: "}
MINUTES = {"en": r"\*\*Time\.\*\* (\d+) minutes", "ar": r"\*\*الوقت\.\*\* (\d+) دق"}


def _outputs(path: Path) -> list[str]:
    """The markdown outputs of a built notebook, in order."""
    out = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        for output in cell.get("outputs", []):
            text = output.get("data", {}).get("text/markdown")
            if text:
                out.append("".join(text))
    return out


def _plans(lang: str) -> dict[str, str]:
    """Each lesson's plan in a guide, by its heading."""
    plans = {}
    for text in _outputs(GUIDES[lang]):
        head = re.search(r"^### .+$", text, re.M)
        if head and PARTS[lang]["goal"] in text:
            plans[head.group(0)] = text
    return plans


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_every_lesson_has_a_plan_with_every_part(lang: str) -> None:
    plans = _plans(lang)
    assert len(plans) == len(LESSONS), sorted(plans)
    timing = load_timing()["lessons"]
    for text, path in zip(plans.values(), LESSONS, strict=True):
        for part, start in PARTS[lang].items():
            assert start in text, (lang, path.stem, part)
        for part in ("warmup", "activity"):  # a sentence, not an empty label
            line = next(li for li in text.splitlines() if PARTS[lang][part] in li)
            assert len(line.split(PARTS[lang][part])[1].split()) >= 8, (lang, path.stem, part)
        mistakes = text.split(PARTS[lang]["mistakes"])[1].split(PARTS[lang]["questions"])[0]
        assert len(re.findall(r"^\* \S", mistakes, re.M)) >= 1, (lang, path.stem)
        asked = re.findall(r"^\d\. .+", text.split(PARTS[lang]["questions"])[1], re.M)
        assert 2 <= len(asked) <= 3 and all(EXPECTED[lang] in q for q in asked), (lang, path.stem)
        periods = lesson_periods(path.stem)
        said = [n for n in range(1, 6) if PERIOD[lang].format(n=n) in text]
        assert said == (list(range(1, len(periods) + 1)) if len(periods) > 1 else []), path.stem
        minutes = re.search(MINUTES[lang], text)
        assert minutes and int(minutes.group(1)) == round(timing[path.stem]["minutes"]), path.stem


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_lesson_s_exit_ticket_section_is_named_in_its_plan(lang: str) -> None:
    """Where a lesson has its "Exit ticket" section, the plan describes that section (not
    the stand-in of a lesson without one)."""
    heading = {"en": "## Exit ticket", "ar": "## بطاقة الخروج"}[lang]
    stand_in = {"en": "has no section *Exit ticket*", "ar": "ليس في هذا الدرس قسم"}[lang]
    folder = {"en": "", "ar": "ar"}[lang]
    for path, text in zip(LESSONS, _plans(lang).values(), strict=True):
        notebook = path.parent / folder / path.name
        has = heading in notebook.read_text(encoding="utf-8")
        assert (stand_in not in text) == has, (lang, path.stem)
        if has:
            assert f"*{heading[3:]}*" in text, (lang, path.stem)


def test_the_minutes_are_the_same_in_english_and_arabic() -> None:
    english, arabic = _plans("en"), _plans("ar")
    for en, ar in zip(english.values(), arabic.values(), strict=True):
        a, b = re.search(MINUTES["en"], en), re.search(MINUTES["ar"], ar)
        assert a and b and a.group(1) == b.group(1)
        assert len(re.findall(r"period \d:", en)) == len(re.findall(r"الحصة \d:", ar))


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_formula_and_its_contradiction_are_gone(lang: str) -> None:
    """No time computed from words a minute, no "one per class period" beside lessons
    that need two, and the period's length is said."""
    shown = "\n".join(_outputs(GUIDES[lang])) + GUIDES[lang].read_text(encoding="utf-8")
    for stale in ("80 words", "WORDS_PER_MINUTE", "one per class period", "80 كلمة", "درس لكل حصة"):
        assert stale not in shown
    length = {"en": "Periods of 45 minutes", "ar": "مدة الحصة 45 دقيقة"}[lang]
    assert length in shown


def test_the_arabic_plans_are_arabic() -> None:
    """The Arabic guide's plans hold Arabic prose, and the exercise kinds by the Quiz's own
    Arabic titles (no English kind names, no glossary of them)."""
    shown = "\n".join(_outputs(GUIDES["ar"]))
    for english in (
        "Warm-up",
        "Goal.",
        "higher card",
        "legal cards",
        "trick winner",
        "students can",
    ):
        assert english not in shown
    assert "أي الأوراق تجوز؟" in shown and "من يأخذ الأكلة؟" in shown


def _key(*cells: tuple[str, str]) -> object:
    setup = 'LANG = "en"\nfrom baloot_widgets.course import *'
    given = [{"cell_type": "markdown", "source": "# 98 · Test\n## 1. Tricks"},
             {"cell_type": "code", "source": setup}]  # fmt: skip
    given += [{"cell_type": kind, "source": source} for kind, source in cells]
    return key_of_cells(given)


@pytest.mark.parametrize("heading", ["## 9. Exit ticket", "## بطاقة الخروج", "## Exit ticket"])
def test_the_exit_ticket_is_counted_from_its_section(heading: str) -> None:
    key = _key(
        ("code", 'Quiz(kinds=["trick_winner"], seed=3, count=2, lang=LANG)'),
        ("markdown", heading),
        ("code", 'Quiz(kinds=["abnat", "higher_card"], seed=5, count=4, lang=LANG)'),
    )
    ticket = exit_ticket(key)  # type: ignore[arg-type]
    assert ticket is not None and ticket.count == 4 and ticket.quizzes == (2,)
    assert sum(ticket.kinds.values()) == 4 and set(ticket.kinds) <= {"abnat", "higher_card"}
    assert "Count the Abnat" in kinds_in_words(ticket.kinds, "en")
    assert "احسب الأبناط" in kinds_in_words(ticket.kinds, "ar")


def test_a_lesson_without_an_exit_section_has_no_ticket() -> None:
    key = _key(("code", 'Quiz(kinds=["trick_winner"], seed=3, count=2, lang=LANG)'))
    assert exit_ticket(key) is None  # type: ignore[arg-type]


def test_the_plan_s_mistakes_are_the_class_report_s_lines() -> None:
    """Students who give the wrong answers a plan lists produce, in the class report, the
    very lines the plan shows (the report counts them; the plan names them)."""
    key = _key(("code", 'Quiz(kinds=["trick_winner", "legal_cards"], seed=1, count=6, lang=LANG)'))
    for lang in ("en", "ar"):
        lines = lesson_mistakes(key, lang)  # type: ignore[arg-type]
        assert lines and all("…" not in line for line in lines)
        attempts = []
        for q in key.questions:  # type: ignore[attr-defined]
            ex = q.exercise.in_lang(lang)
            for n, answer in enumerate(wrong_answers(ex)):
                fb = ex.check(answer)
                if fb.valid and not fb.correct:
                    attempts.append(Attempt(learner=f"s{q.number}-{n}", source="quiz", skill=ex.kind,
                                            correct=False, reasons=fb.reasons, reason_keys=fb.reason_keys))  # fmt: skip
        view = report_view(summarize(attempts, zone=timezone.utc), lang)
        listed = {m["why"] for m in view["mistakes"]}
        everything = {
            m["why"]
            for k in {k for a in attempts for k in a.reason_keys}
            for m in report_view(summarize([a for a in attempts if k in a.reason_keys], zone=timezone.utc), lang)["mistakes"]
        }  # fmt: skip
        assert set(lines) <= everything, set(lines) - everything
        assert listed & set(lines)


def test_the_table_refusals_are_the_report_s_phrases_in_both_languages() -> None:
    en, ar = table_refusals("en"), table_refusals("ar")
    assert en[0] == "did not follow the suit led while holding it"
    assert ar[0] == "لم يتبع اللون الملعوب وهو عنده"
    assert len(en) == len(ar) == 3


def test_wrong_answers_are_wrong_and_readable() -> None:
    for kind in ("trick_winner", "legal_cards", "abnat", "calls", "score", "buyer"):
        ex = exercise(kind, seed=2, level=2)
        graded = [ex.check(a) for a in wrong_answers(ex)]
        assert graded and all(g.valid for g in graded), kind
        assert Counter(g.correct for g in graded)[False] >= 1, kind
