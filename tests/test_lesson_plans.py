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
from itertools import pairwise
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
from baloot_widgets.teaching.timing import Slot, agenda, load_timing

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
        "agenda": "**Agenda**, minute by minute",
        "activity": "**With a pack of cards.** (",
        "mistakes": "**Common mistakes**, as the class report words them:",
        "questions": "**Discussion.**",
        "exit": "**Exit ticket**",
    },
    "ar": {
        "goal": "**الهدف.** في آخر الدرس يستطيع الطلاب أن ",
        "time": "**الوقت.** ",
        "warmup": "**التمهيد** (5 دقائق). ",
        "agenda": "**جدول الحصة**، دقيقةً بدقيقة",
        "activity": "**بورق لعب حقيقي.** (",
        "mistakes": "**أخطاء شائعة**، بعبارة تقرير الصف:",
        "questions": "**للنقاش.**",
        "exit": "**بطاقة الخروج**",
    },
}
EXPECTED = {"en": "*Expected answer:* ", "ar": "*الجواب المتوقّع:* "}
PERIOD = {"en": "period {n}: ", "ar": "الحصة {n}: "}
MINUTES = {"en": r"\*\*Time\.\*\* (\d+) minutes", "ar": r"\*\*الوقت\.\*\* (\d+) دق"}
#: an agenda's period line, and its slots ("10–36 sections 1–9")
AGENDA_LINE = {"en": r"^\* \*\*Period (\d)\*\* — (.+)$", "ar": r"^\* \*\*الحصة (\d)\*\* — (.+)$"}
SLOT = re.compile(r"(?:<bdi dir=\"ltr\">)?(\d+)–(\d+)(?:</bdi>)? ([^·]+)")
TICKET = {"en": "exit ticket", "ar": "بطاقة الخروج"}
ACTIVITY = {"en": "card activity", "ar": "النشاط بالورق"}
NEXT = {"en": "do it at the start of the next period", "ar": "فاجعله في أول الحصة التالية"}


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
        periods = _agenda(text, lang)
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


def _agenda(text: str, lang: str) -> list[list[tuple[int, int, str]]]:
    """The agenda of a plan: for each period, its slots (start, end, what)."""
    periods = []
    for n, (number, slots) in enumerate(re.findall(AGENDA_LINE[lang], text, re.M), 1):
        assert int(number) == n, text
        periods.append([(int(a), int(b), what.strip()) for a, b, what in SLOT.findall(slots)])
    return periods


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_every_plan_has_a_minute_by_minute_agenda(lang: str) -> None:
    """Each period runs from its bell without a gap to at most 45 minutes (3 over when the
    lesson's end is near): start-up, the warm-up (first period) or a recap question (later
    ones), the sections; the exit ticket in the last period; the card activity in a period
    or, said plainly, at the start of the next one."""
    for path, text in zip(LESSONS, _plans(lang).values(), strict=True):
        periods = _agenda(text, lang)
        assert periods, (lang, path.stem)
        for n, slots in enumerate(periods, 1):
            assert slots[0][:2] == (0, 5) and slots[1][:2] == (5, 10 if n == 1 else 8), (
                path.stem,
                slots,
            )
            assert all(a[1] == b[0] and a[0] < a[1] for a, b in pairwise(slots)), (path.stem, slots)
            assert slots[-1][1] <= 48, (path.stem, slots)
            if n > 1:  # a recap question opens every later period, with its answer
                assert "?" in slots[1][2] or "؟" in slots[1][2], (path.stem, slots[1])
        whats = [what for slots in periods for _, _, what in slots]
        if exit_ticket_in(path, lang):
            assert any(w == TICKET[lang] for _, _, w in periods[-1]), (path.stem, periods[-1])
        placed = ACTIVITY[lang] in whats
        assert placed != (NEXT[lang] in text), (lang, path.stem)


def exit_ticket_in(path: Path, lang: str) -> bool:
    heading = {"en": "## Exit ticket", "ar": "## بطاقة الخروج"}[lang]
    notebook = path.parent / ("ar" if lang == "ar" else "") / path.name
    return heading in notebook.read_text(encoding="utf-8")


def test_lesson_04_s_agenda_sets_the_practice_as_homework() -> None:
    """Lesson 04 is 40 minutes of notebook: with its 5-minute warm-up it no longer fits one
    period, so its practice (section 10) becomes homework and the card activity opens the
    next period."""
    text = next(t for h, t in _plans("en").items() if "04 · Trick play" in h)
    periods = _agenda(text, "en")
    assert [what for _, _, what in periods[0]] == [
        "start: computers on, names",
        "warm-up",
        "sections 1–9",
        "exit ticket",
        "spare",
    ], periods
    assert "Homework: section 10 (9 minutes)" in text
    assert "do it at the start of the next period (10 minutes)" in text


def test_the_agenda_is_the_same_in_english_and_arabic() -> None:
    """One clock: the same slots, the same exit-ticket minutes and the same room sentence
    in both guides (the Arabic guide once counted the exit ticket twice)."""
    english, arabic = _plans("en"), _plans("ar")
    room = {
        "en": r"leaves about (\d+) minutes? of the last period",
        "ar": r"نحو (\d+) دق\S* من آخر حصة",
    }
    for (head, en), ar in zip(english.items(), arabic.values(), strict=True):
        a, b = _agenda(en, "en"), _agenda(ar, "ar")
        assert [[s[:2] for s in p] for p in a] == [[s[:2] for s in p] for p in b], head
        assert ("not in the run-through's figure" in en) == ("غير داخلة في رقم التجربة" in ar), head
        assert "غير داخلة في رقم التجربة" not in ar, head  # every exit ticket is timed
        ra, rb = re.search(room["en"], en), re.search(room["ar"], ar)
        assert (ra is None) == (rb is None), head
        assert ra is None or rb is None or ra.group(1) == rb.group(1), head
        assert ("fills the last period" in en) == ("يملأ جدول الحصة" in ar), head


def test_lesson_04_s_wording() -> None:
    """Trumping over a winning partner is allowed (RULES.md §6: only wasteful), and the
    activity ends with a step a class can do."""
    en = next(t for h, t in _plans("en").items() if "04 · Trick play" in h)
    assert "watch for students who trump over their winning partner" not in en
    assert "they must trump when their partner is winning (they may play any card" in en
    assert (
        "outlined in the notebook" not in en
        and "the teacher settles disputes with the cheat sheet" in en
    )
    assert "questions 7.1–7.4 of the [solutions]" in en
    ar = next(t for h, t in _plans("ar").items() if "04 ·" in h)
    assert "المحدّدة في الدفتر" not in ar and "يحسم المعلّم الخلاف" in ar


def test_every_plan_names_the_mistakes_its_exit_ticket_tests() -> None:
    """Lesson 12's exit ticket is all "principle" questions: its plan lists that mistake."""
    for lang, line in (("en", "chose the way of playing the simulation shows does not pay"),
                       ("ar", "اختار الطريقة التي تُظهر المحاكاة أنها لا تربح")):  # fmt: skip
        text = next(t for h, t in _plans(lang).items() if "12 ·" in h)
        mistakes = text.split(PARTS[lang]["mistakes"])[1].split(PARTS[lang]["questions"])[0]
        assert f"* {line}" in mistakes, (lang, mistakes)
    key = _key(
        ("code", 'Quiz(kinds=["trick_winner", "legal_cards"], seed=1, count=8, lang=LANG)'),
        ("markdown", "## Exit ticket"),
        ("code", 'Quiz(kinds=["abnat"], seed=5, count=2, lang=LANG)'),
    )
    whole = lesson_mistakes(key, "en", limit=30)  # type: ignore[arg-type]
    top = lesson_mistakes(key, "en", limit=1)  # type: ignore[arg-type]
    abnat = [li for li in whole if "Abnat" in li or "points" in li]
    assert abnat and top[0] in abnat, (top, whole)


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_guide_s_small_things(lang: str) -> None:
    """The class-report command gives local times; no "two periods" where lessons take up
    to four; a table that stops is met with Retry."""
    shown = "\n".join(_outputs(GUIDES[lang])) + GUIDES[lang].read_text(encoding="utf-8")
    assert "--csv report.csv" in shown and "--tz Asia/Riyadh" in shown
    assert "يُقسم على حصتين" not in shown  # the intro (lessons 12 and 13 take 4 and 3)
    assert {"en": "**Retry**", "ar": "**أعد المحاولة**"}[lang] in shown


def test_the_agenda_function_keeps_every_section_once() -> None:
    minutes = [12.0, 7.5, 20.0, 4.0, 30.0, 9.0, 5.0, 0.5]
    for activity in (10, 15):
        got = agenda(minutes, activity, ticket=7, practice=[6])
        seen = [n for p in got.periods for s in p for n in range(s.first, s.last + 1) if s.first]
        assert sorted(seen + list(got.homework)) == list(range(1, 9))
        assert all(isinstance(s, Slot) for p in got.periods for s in p)
        assert [s.what for s in got.periods[-1]].count("ticket") == 1
