"""The class report (issue 23) built from the results files of a simulated class
(tests/class_results.py), its numbers checked against figures computed by hand; the
command ``baloot class-report``; the CSV a spreadsheet opens; the ClassReport widget
without a browser (tests/browser/test_class_report_page.py draws it)."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from dataclasses import replace
from datetime import timezone
from pathlib import Path

import pytest
from class_results import LOSES, NOURA, write_class

from baloot_widgets.__main__ import main
from baloot_widgets.classroom import class_summary, report_csv, report_page, report_view
from baloot_widgets.classroom.report import DaySpan, Standing
from baloot_widgets.i18n.bidi import FSI, PDI
from baloot_widgets.rules.errors import BalootError
from baloot_widgets.widgets import ClassReport


@pytest.fixture()
def folder(tmp_path: Path) -> Path:
    return write_class(tmp_path / "results")


def test_three_students_their_skills_and_mastery(folder: Path) -> None:
    s = class_summary(folder, class_code="10b", zone=timezone.utc)
    assert [st.name for st in s.students] == ["Omar", "Sara", NOURA]
    assert s.skills == ("quiz:abnat", "quiz:legal_cards", "puzzle:akka")
    assert (s.files, s.attempts, s.repeated, s.codes) == (7, 26, 12, ("10B", "10C"))
    omar, sara, noura = s.students
    # Sara: abnat F F T T T T -> the last five F T T T T, 4 right: mastered
    assert sara.standings["quiz:abnat"] == Standing(6, 4, 5, 4)
    assert sara.level("quiz:abnat") == "mastered"
    assert (sara.level("quiz:legal_cards"), sara.level("puzzle:akka")) == ("few", "practising")
    assert (sara.answered, sara.right, sara.hands, sara.guesses) == (11, 7, 1, 0)
    # Noura's two spellings are one student; her legal cards F F F T F: struggling
    assert noura.standings["quiz:legal_cards"] == Standing(5, 1, 5, 1)
    assert noura.level("quiz:legal_cards") == "struggling"
    assert noura.level("quiz:abnat") == "mastered" and noura.class_codes == ("10B",)
    # Omar: F T T T is 3 of 4 (75%): practising, not mastered
    assert omar.standings["quiz:legal_cards"] == Standing(4, 3, 4, 3)
    assert omar.level("quiz:legal_cards") == "practising" and omar.level("quiz:abnat") == "none"
    assert s.levels("quiz:legal_cards") == {
        "mastered": 0, "practising": 1, "struggling": 1, "few": 1, "none": 0,
    }  # fmt: skip
    assert s.levels("quiz:abnat")["mastered"] == 2


def test_time_on_task_by_student_and_day(folder: Path) -> None:
    omar, sara, noura = class_summary(folder, class_code="10B", zone=timezone.utc).students
    assert sara.seconds == 11 * 20 + 600
    assert sara.days == (DaySpan("2026-11-27", "10:00", "10:11", 820.0, 12),)
    assert noura.days == (
        DaySpan("2026-11-27", "10:00", "10:01", 40.0, 2),
        DaySpan("2026-11-28", "09:00", "09:06", 140.0, 7),
    )
    assert omar.seconds == 100.0
    view = report_view(class_summary(folder, class_code="10B", zone=timezone.utc), "en")
    assert [st["time"] for st in view["students"]] == ["2 min", "14 min", "3 min"]
    assert view["students"][2]["days"][1] == "2026-11-28, 09:00–09:06: 2 min"


def test_the_common_wrong_answers_count_students(folder: Path) -> None:
    s = class_summary(folder, class_code="10B", zone=timezone.utc)
    found = [(m.reason, m.keyed, m.students, m.attempts) for m in s.mistakes]
    assert found == [
        ("quiz.rule_void_partner", True, ("Omar", "Sara", NOURA), 4),
        (LOSES, False, ("Omar", "Sara"), 2),
        ("card.follow", True, (NOURA,), 2),
    ]
    en, ar = report_view(s, "en")["mistakes"], report_view(s, "ar")["mistakes"]
    assert en[0]["text"] == "3 students: thought they had to trump over their winning partner"
    assert ar[0]["text"] == "3 طلاب: ظنّ أن عليه أن يقطع على أكلة شريكه الرابحة"
    assert en[1]["text"] == f"2 students: {LOSES}"
    assert en[2]["who"] == f"{FSI}{NOURA}{PDI} · in Which cards may be played?"
    many = replace(s.mistakes[0], students=tuple(f"S{i:02d}" for i in range(25)))
    said = report_view(replace(s, mistakes=(many,)), "en")["mistakes"][0]["who"]
    assert said.startswith(f"{FSI}S00{PDI}, {FSI}S01{PDI},") and said.endswith(
        f"S07{PDI}, and 17 more · in Which cards may be played?"
    )
    every = class_summary(folder, zone=timezone.utc)  # Lina of 10C follows no suit either
    assert [(m.reason, len(m.students)) for m in every.mistakes][1:] == [
        ("card.follow", 2),
        (LOSES, 2),
    ]


def test_a_reason_without_a_phrase_is_its_sentence_without_details(folder: Path) -> None:
    from baloot_widgets.records.results import Attempt, append_attempt

    wrong = Attempt(learner="Ali", source="quiz", skill="abnat", correct=False,
                    reason_keys=("card.void_trump", "quiz.not_in_hand"))  # fmt: skip
    append_attempt(folder / "ali.jsonl", wrong)
    texts = [m["text"] for m in report_view(class_summary(folder, class_code=""), "en")["mistakes"]]
    assert texts == [  # never a template with its details blanked
        "1 student: did not trump when out of the suit led",
        "1 student: a wrong answer whose sentence the file does not hold",
    ]


def test_a_wrong_trick_winner_names_one_mistake_and_a_puzzle_not_its_theme(
    tmp_path: Path,
) -> None:
    from baloot_widgets import load_puzzles
    from baloot_widgets.quiz import exercise
    from baloot_widgets.quiz.model import reason_key
    from baloot_widgets.records.results import Attempt, append_attempt

    ex = exercise("trick_winner", seed=3)
    fb = ex.check(next(s for s in range(4) if s != ex.solution))
    quiz = Attempt(learner="Ali", source="quiz", skill="trick_winner", correct=False,
                   reasons=fb.reasons, reason_keys=fb.reason_keys,
                   mistake_keys=fb.mistake_keys)  # fmt: skip
    p = load_puzzles()[0]
    pf = p.check(next(c for c in p.legal if c not in p.solution))
    said = pf.messages[1:]
    puzzle = Attempt(learner="Ali", source="puzzle", skill=p.themes[0], correct=False,
                     reasons=tuple(m.text("en") for m in said),
                     reason_keys=tuple(reason_key(m) for m in said),
                     mistake_keys=pf.mistake_keys)  # fmt: skip
    append_attempt(tmp_path / "ali.jsonl", quiz)
    s = class_summary(tmp_path)
    assert [m.skills for m in s.mistakes] == [("quiz:trick_winner",)]
    append_attempt(tmp_path / "ali.jsonl", puzzle)
    view = report_view(class_summary(tmp_path), "en")["mistakes"]
    assert not any("…" in m["text"] for m in view)
    assert not any(m.reason.startswith("puzzles.theme") for m in class_summary(tmp_path).mistakes)
    assert len(fb.reason_keys) == 2 and len(fb.mistake_keys) == 1 and len(view) == 2


def test_one_name_answering_from_two_files_at_once_is_a_warning(tmp_path: Path) -> None:
    from baloot_widgets.records.results import Attempt, append_attempt

    for who, minutes in (("a", (1, 3, 5)), ("b", (2, 4, 6))):
        for m in minutes:
            at = f"2026-11-27T10:{m:02d}:00Z"
            append_attempt(tmp_path / who / "04.jsonl",
                           Attempt(learner="Sara", source="quiz", skill="abnat", correct=True,
                                   at=at, detail={"by": who}))  # fmt: skip
    notes = report_view(class_summary(tmp_path), "en")["notes"]
    assert any(n.startswith("Two students may share the name Sara") for n in notes)
    handed = tmp_path / "b" / "04.jsonl"
    handed.write_text((tmp_path / "a" / "04.jsonl").read_text(encoding="utf-8"), encoding="utf-8")
    assert class_summary(tmp_path).shared == ()  # the same lines handed in: one student


def test_the_csv_opens_with_arabic_names(folder: Path, tmp_path: Path) -> None:
    view = report_view(class_summary(folder, class_code="10B", zone=timezone.utc), "ar")
    path = tmp_path / "report.csv"
    path.write_bytes(report_csv(view).encode("utf-8"))
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")  # Excel reads it as UTF-8
    rows = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8-sig"), newline="")))
    assert rows[0][:5] == ["الطالب", "الصف", "احسب الأبناط", "أي الأوراق تجوز؟", "«إكّه»"]
    assert [r[0] for r in rows[1:]] == ["Omar", "Sara", NOURA]
    assert rows[3][1:5] == ["10B", "متقن 3/3", "يتعثّر 1/5", ""]
    assert rows[2][5:] == ["11", "64%", "13.7", "1", "0"]


def test_the_page_is_one_file_in_either_language(folder: Path) -> None:
    for lang in ("en", "ar"):
        page = report_page(report_view(class_summary(folder), lang))  # type: ignore[arg-type]
        assert "<script" not in page and "http://" not in page and "https://" not in page
        assert f'<html lang="{lang}"' in page and NOURA in page


def test_a_file_that_is_not_results_is_left_out_and_named(folder: Path) -> None:
    (folder / "notes.jsonl").write_text('{"not": "results"}\n', encoding="utf-8")
    s = class_summary(folder, class_code="10B")
    assert s.files == 7 and len(s.students) == 3
    assert "notes.jsonl" in s.problems[0].text() and "line 1" in s.problems[0].text()
    with pytest.raises(BalootError, match="there is no file or folder"):
        class_summary(folder / "missing")


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "baloot_widgets", "class-report", *args],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip


def test_the_command_writes_the_page_and_the_csv(folder: Path, tmp_path: Path) -> None:
    out, table = tmp_path / "report.html", tmp_path / "report.csv"
    done = _cli(str(folder), "-o", str(out), "--csv", str(table), "--class", "10B", "--lang", "ar")
    assert done.returncode == 0, done.stderr
    assert "تقرير الصف: 10B" in out.read_text(encoding="utf-8")
    assert NOURA in table.read_text(encoding="utf-8-sig")


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["{tmp}/missing", "-o", "{tmp}/r.html"], "there is no file or folder"),
        (["{tmp}/empty", "-o", "{tmp}/r.html"], "there are no results files (.jsonl)"),
        (["{folder}", "--class", "9A", "-o", "{tmp}/r.html"], "no student has the class code '9A'"),
        (["{folder}", "-o", "{tmp}/no/r.html"], "cannot save the class report"),
    ],
)
def test_bad_input_is_a_sentence_and_exit_code_2(
    folder: Path, tmp_path: Path, args: list[str], says: str
) -> None:
    (tmp_path / "empty").mkdir()
    filled = [a.format(tmp=tmp_path, folder=folder) for a in args]
    done = _cli(*filled)
    assert done.returncode == 2
    assert says in done.stderr and "Traceback" not in done.stderr
    assert done.stderr.startswith("baloot: ")


def test_the_baloot_command_in_process(
    folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (folder / "broken.jsonl").write_text("{half a line", encoding="utf-8")
    assert main(["class-report", str(folder), "-o", str(tmp_path / "r.html")]) == 0
    said = capsys.readouterr()
    assert "broken.jsonl" in said.err and "left out" in said.err and "wrote" in said.out


def test_the_widget_reads_chooses_and_reloads(folder: Path, tmp_path: Path) -> None:
    from baloot_widgets.records.results import Attempt, append_attempt

    report = ClassReport(folder, class_code="10B", lang="ar")
    f = report.frame
    assert f["dir"] == "rtl" and f["title"] == "تقرير الصف: 10B" and f["code"] == "10B"
    assert [c["value"] for c in f["codes"]] == ["*", "10B", "10C"]
    assert [st["name"] for st in f["students"]] == ["Omar", "Sara", NOURA]
    assert json.loads(json.dumps(f)) == f  # JSON-ready
    assert report.send_intent({"type": "class", "code": "*"}) == ""
    assert len(report.summary.students) == 4
    append_attempt(
        folder / "new.jsonl", Attempt(learner="Huda", source="quiz", skill="abnat", correct=True)
    )
    assert report.reload() == "قُرئت من جديد: 8 ملفات."
    assert len(report.summary.students) == 5
    assert "لم يفهم التقرير" in report.send_intent({"type": "dance"})
    assert "لم يفهم التقرير" in report.send_intent(["not", "a", "dict"])
    assert report.choose("10C") == "" and [s.name for s in report.summary.students] == ["Lina"]
    saved = report.save_csv(tmp_path / "10C.csv")
    assert saved.read_text(encoding="utf-8-sig").splitlines()[1].startswith("Lina,10C,")
    report.lang = "en"
    assert report.frame["title"] == "Class report: 10C" and "Lina" in report.picture()
    assert "<style>" in report.picture() and "bw-class" in report.picture()


def test_the_widget_of_a_missing_folder_says_so_and_reads_it_later(tmp_path: Path) -> None:
    report = ClassReport(tmp_path / "later")
    assert report.message.startswith("there is no file or folder")
    assert report.frame["empty"].startswith("No results yet")
    write_class(tmp_path / "later")
    assert report.frame["done"] is False  # the folder was missing: a problem
    assert report.reload() == "Read again: 7 files."
    assert report.frame["done"] is True
    assert len(report.summary.students) == 4
    with pytest.raises(BalootError, match="give the folder"):
        ClassReport()


def test_puzzles_of_every_theme_make_one_column_too(tmp_path: Path) -> None:
    """A student's puzzles spread over themes (findings P2.10): a theme alone has too few
    answers, the "Puzzles (all themes)" column has them all."""
    from baloot_widgets.classroom.report import ALL_PUZZLES, summarize
    from baloot_widgets.records.results import Attempt

    themes = ("akka", "cash_winners", "discard", "akka")
    a = [Attempt(learner="Sara", source="puzzle", skill=t, correct=i != 1,
                 at=f"2026-11-27T10:0{i}:00Z") for i, t in enumerate(themes)]  # fmt: skip
    s = summarize(a, zone=timezone.utc)
    assert s.skills[0] == ALL_PUZZLES and set(s.skills[1:]) == {
        "puzzle:akka", "puzzle:cash_winners", "puzzle:discard",
    }  # fmt: skip
    sara = s.students[0]
    assert sara.standings[ALL_PUZZLES] == Standing(4, 3, 4, 3)
    assert sara.level(ALL_PUZZLES) == "practising" and sara.level("puzzle:akka") == "few"
    assert (sara.answered, sara.right) == (4, 3)  # each puzzle counted once
    view = report_view(s, "en")
    assert view["skills"][0]["name"] == "Puzzles (all themes)"
    assert report_view(s, "ar")["skills"][0]["name"] == "الألغاز (كل المواضيع)"
    one_theme = summarize(a[:1] + a[3:], zone=timezone.utc)
    assert one_theme.skills == ("puzzle:akka",)


def test_times_in_the_teacher_s_zone(folder: Path, tmp_path: Path) -> None:
    """Findings P2.11: the times in a zone the teacher names, or the computer's."""
    from baloot_widgets.classroom.report import time_zone

    riyadh = class_summary(folder, class_code="10B", zone=time_zone("Asia/Riyadh"))
    sara = riyadh.students[1]
    assert (sara.days[0].first, sara.days[0].last) == ("13:00", "13:11")
    assert riyadh.zone == "Asia/Riyadh (UTC+03:00)"
    plus3 = class_summary(folder, class_code="10B", zone=time_zone("+03:00"))
    assert plus3.students[1].days == sara.days
    assert class_summary(folder, zone=time_zone("UTC")).zone == "UTC"
    view = report_view(riyadh, "en")
    assert "Times are in Asia/Riyadh (UTC+03:00)" in view["time_note"]
    out = tmp_path / "r.html"
    assert main(["class-report", str(folder), "--tz", "UTC+3", "-o", str(out)]) == 0
    assert "13:00–13:11" in out.read_text(encoding="utf-8")
    bad = subprocess.run(
        [sys.executable, "-m", "baloot_widgets", "class-report", str(folder), "--tz", "Riyadh"],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    assert "there is no time zone 'Riyadh': give a name such as Asia/Riyadh" in bad.stderr
    report = ClassReport(folder, zone="+03:00")
    assert report.summary.zone == "UTC+03:00"
    with pytest.raises(BalootError, match="no time zone"):
        ClassReport(folder, zone="Nowhere/City")


def test_without_time_zone_data_an_offset_still_works(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pyodide (JupyterLite) has zoneinfo but no zone data unless tzdata is installed:
    a name is then a sentence that says to give an offset, and an offset works."""
    import zoneinfo

    from baloot_widgets.classroom.report import time_zone

    def missing(key: str) -> zoneinfo.ZoneInfo:
        raise zoneinfo.ZoneInfoNotFoundError(f"No time zone found with key {key}")

    monkeypatch.setattr(zoneinfo, "ZoneInfo", missing)
    with pytest.raises(BalootError, match=r"an offset from UTC such as \+03:00"):
        time_zone("Asia/Riyadh")
    assert time_zone("+03:00").utcoffset(None) == time_zone("UTC+3").utcoffset(None)
    assert time_zone(None) is not None


def test_each_name_keeps_its_own_order_in_a_list(folder: Path) -> None:
    """Findings P3.18: two Arabic names in a row in an English list are not one
    right-to-left run: each name is isolated."""
    view = report_view(class_summary(folder), "en")
    who = view["mistakes"][0]["who"]
    assert f"{FSI}Omar{PDI}, {FSI}Sara{PDI}" in who and f"{FSI}{NOURA}{PDI}" in who
