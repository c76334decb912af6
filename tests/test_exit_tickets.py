"""Exit tickets (issue 23, "an exit ticket (a short Quiz that feeds the class report)"):

* every lesson of the course ends with an ``## Exit ticket`` section (Arabic: ``بطاقة
  الخروج``) before its "Next" and "In short" cells: a fixed Quiz of 3 or 4 questions made
  with ``exit_ticket="NN"`` (its own lesson), then the ``my_results`` cell to hand in;
* an answer given through the widget is recorded with the ticket's mark, and reaches the
  class report's "Exit tickets" table (page, widget frame, CSV) with the right score,
  for English and Arabic names, in English and Arabic;
* a quiz that is not the same for everyone cannot be an exit ticket.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import committed
import nbformat
import pytest
from test_quiz import wrong_answer

from baloot_widgets import BalootError
from baloot_widgets.classroom import class_summary, report_csv, report_page, report_view
from baloot_widgets.course import set_learner
from baloot_widgets.quiz import exercise
from baloot_widgets.quiz.session import QuizSession
from baloot_widgets.records import recorder as recording
from baloot_widgets.widgets import ClassReport, Quiz

STAGED = committed.tree()
LESSONS = sorted((STAGED / "tutorials").glob("[0-9][0-9]_*.ipynb"))
ARABIC = sorted((STAGED / "tutorials" / "ar").glob("[0-9][0-9]_*.ipynb"))
TITLE = {"en": "Exit ticket", "ar": "بطاقة الخروج"}
#: a code cell that shows an exercise a learner answers
EXERCISE = re.compile(r"\b(Quiz|Puzzles|Table)\(")
HEADING = re.compile(r"^## (.+)$", re.M)


def sections(nb: nbformat.NotebookNode) -> list[tuple[str, list[nbformat.NotebookNode]]]:
    """The notebook's ``##`` sections: each heading's title and its cells (the heading's
    cell first)."""
    found: list[tuple[str, list[nbformat.NotebookNode]]] = []
    for cell in nb.cells:
        heading = HEADING.search(cell.source) if cell.cell_type == "markdown" else None
        if heading:
            found.append((heading.group(1).strip(), [cell]))
        elif found:
            found[-1][1].append(cell)
    return found


def ticket_session(source: str) -> QuizSession:
    """The exit ticket's quiz, made from its cell as the lesson runs it."""
    made: list[QuizSession] = []
    scope: dict[str, Any] = {}
    exec("LANG = 'en'\nfrom baloot_widgets.course import *", scope)
    scope["Quiz"] = lambda *a, **k: made.append(QuizSession(*a, **k))
    exec(source, scope)
    assert len(made) == 1, "one Quiz in the exit ticket's cell"
    return made[0]


@pytest.mark.parametrize("path", [*LESSONS, *ARABIC], ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_lesson_ends_with_an_exit_ticket_then_my_results(path: Path) -> None:
    lang = "ar" if path.parent.name == "ar" else "en"
    nb = nbformat.read(path, as_version=4)
    found = sections(nb)
    with_exercises = [
        title for title, cells in found
        if any(c.cell_type == "code" and EXERCISE.search(c.source) for c in cells)
    ]  # fmt: skip
    assert with_exercises and with_exercises[-1] == TITLE[lang], (
        f"{path.name}: the last section with exercises is {with_exercises[-1:]}, not an exit ticket"
    )
    titles = [title for title, _ in found]
    assert titles.index(TITLE[lang]) < len(titles) - 1, "the summary comes after the ticket"
    cells = dict(found)[TITLE[lang]]
    code = [c.source for c in cells if c.cell_type == "code"]
    quizzes = [c for c in code if "Quiz(" in c]
    assert len(quizzes) == 1, f"{path.name}: one Quiz in the exit ticket"
    assert code[-1].splitlines()[-1] == "my_results(lang=LANG)", "the results cell ends it"
    assert code.index(quizzes[0]) < len(code) - 1
    session = ticket_session(quizzes[0])
    assert session.exit_ticket == path.stem[:2], "the ticket names its own lesson"
    assert 3 <= session.count <= 4 and not session.adaptive
    assert "seed=None" not in quizzes[0]
    after = nb.cells[nb.cells.index(cells[-1]) + 1 :]
    assert all("Quiz(" not in c.source for c in after), "nothing to answer after the ticket"


def test_the_tickets_are_the_same_in_english_and_arabic() -> None:
    assert [p.name for p in LESSONS] == [p.name for p in ARABIC]
    for en, ar in zip(LESSONS, ARABIC, strict=True):
        quiz = [
            next(c.source for c in dict(sections(nbformat.read(p, as_version=4)))[t] if "Quiz(" in c.source)
            for p, t in ((en, TITLE["en"]), (ar, TITLE["ar"]))
        ]  # fmt: skip
        assert quiz[0] == quiz[1], en.name


@pytest.mark.parametrize(
    "options",
    [{"seed": None}, {"count": None}, {"adaptive": True}, {"exit_ticket": "lesson 1"},
     {"exit_ticket": 1}, {"exit_ticket": ""}],
)  # fmt: skip
def test_a_quiz_not_the_same_for_everyone_is_no_exit_ticket(options: dict[str, Any]) -> None:
    given = {"kinds": ["abnat"], "seed": 3, "count": 3, "exit_ticket": "01", **options}
    with pytest.raises(BalootError) as caught:
        Quiz(**given)
    assert caught.value.text("ar") != caught.value.text("en")
    assert "exit" in caught.value.text("en") and "Traceback" not in caught.value.text("en")


# ---- a class of three hands in its exit tickets ----------------------------------------

#: (name, class code, lesson 01's ticket answered right or wrong, lesson 02's ticket)
CLASS = [
    ("Sara", "10B", "TTFT", "TTT"),
    ("نورة القحطاني", "10B", "TFF", ""),  # one question of four left unanswered
    ("Omar", "10B", "", "FTT"),
]
TICKET_01 = [exercise("higher_card", seed=22, level=1), exercise("higher_card", seed=24, level=2),
             exercise("abnat", seed=21, level=1), exercise("abnat", seed=20, level=2)]  # fmt: skip


@pytest.fixture
def handed_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The files the three students hand in: each answers in their own kernel and folder
    through the widgets, then presses "Download my results"."""
    folder = tmp_path / "handed-in"
    folder.mkdir()
    monkeypatch.delenv("JPY_SESSION_NAME", raising=False)
    for name, code, first, second in CLASS:
        monkeypatch.setenv("BALOOT_HOME", str(tmp_path / name))
        monkeypatch.setattr(recording, "_RECORDER", None)
        set_learner(name, class_code=code)
        practice = Quiz(kinds=["abnat"], seed=9, count=2)  # not a ticket: never in the table
        for answers, quiz in (
            (first, Quiz(exercises=TICKET_01, exit_ticket="01", lang="ar")),
            (second, Quiz(kinds=["partner", "priority", "dealt_to"], seed=21, level=2, count=3,
                          exit_ticket="02")),
        ):  # fmt: skip
            for i, result in enumerate(answers):
                ex = quiz.exercise
                quiz.send_intent(
                    {"type": "answer", "value": ex.solution if result == "T" else wrong_answer(ex)}
                )
                if i < len(answers) - 1:
                    quiz.send_intent({"type": "next"})
        practice.send_intent({"type": "answer", "value": practice.exercise.solution})
        collected = recording.recorder().collect()
        (folder / recording.recorder().download_name()).write_text(collected.text, encoding="utf-8")
    yield folder


def test_the_recorded_answer_carries_the_ticket(handed_in: Path) -> None:
    summary = class_summary(handed_in)
    sara = next(s for s in summary.students if s.name == "Sara")
    assert sara.attempts == 4 + 3 + 1
    from baloot_widgets.records.results import read_attempts

    marked = [
        a for a in read_attempts(next(handed_in.glob("*Sara*"))) if a.detail.get("exit_ticket")
    ]
    assert [(a.detail["exit_ticket"], a.detail["of"], a.detail["n"]) for a in marked] == [
        ("01", 4, 1), ("01", 4, 2), ("01", 4, 3), ("01", 4, 4), ("02", 3, 1), ("02", 3, 2), ("02", 3, 3),
    ]  # fmt: skip


def test_the_report_scores_each_ticket_per_student(handed_in: Path) -> None:
    summary = class_summary(handed_in)
    assert summary.tickets == ("01", "02")
    scores = {
        s.name: {t: (v.right, v.answered, v.of) for t, v in s.tickets.items()}
        for s in summary.students
    }
    assert scores == {
        "Sara": {"01": (3, 4, 4), "02": (3, 3, 3)},
        "نورة القحطاني": {"01": (1, 3, 4)},
        "Omar": {"02": (2, 3, 3)},
    }
    view = report_view(summary, "en")
    table = {
        s["name"]: [c["text"] for c in row]
        for s, row in zip(view["students"], view["ticket_rows"], strict=True)
    }
    assert table == {"Omar": ["", "2/3"], "Sara": ["3/4", "3/3"], "نورة القحطاني": ["1/4", ""]}
    assert [t["name"] for t in view["tickets"]] == ["Lesson 01", "Lesson 02"]
    noura = view["ticket_rows"][[s["name"] for s in view["students"]].index("نورة القحطاني")]
    assert (
        noura[0]["title"] == "نورة القحطاني, lesson 01's exit ticket: 1 of 4 right, 3 of 4 answered"
    )
    assert noura[1]["title"] == "نورة القحطاني has not done lesson 02's exit ticket yet"


def test_the_page_and_the_csv_show_the_tickets_in_both_languages(handed_in: Path) -> None:
    summary = class_summary(handed_in)
    for lang, heading, column, cell in (
        ("en", "Exit tickets", "Exit ticket 01", "3 of 4"),
        ("ar", "بطاقات الخروج", "بطاقة الخروج 01", "3 من 4"),
    ):
        view = report_view(summary, lang)  # type: ignore[arg-type]
        page = report_page(view)
        assert f"<h3>{heading}</h3>" in page or heading in page
        assert 'class="bc-tickets"' in page and '<bdi dir="ltr">3/4</bdi>' in page
        rows = report_csv(view).lstrip("\ufeff").splitlines()
        head = rows[0].split(",")
        assert head[-2:] == [column, column.replace("01", "02")]
        sara = next(r.split(",") for r in rows if r.startswith("Sara"))
        assert sara[-2:] == [cell, cell.replace("4", "3")]
        noura = next(r.split(",") for r in rows if r.startswith("نورة"))
        assert noura[-1] == "", "a ticket not done is blank"


def test_an_unfinished_ticket_says_so_in_the_cell_and_the_csv(handed_in: Path) -> None:
    """Noura answered 3 of lesson 01's 4 questions (teacher findings 2, P2.6): her cell
    reads "1/4 (3 answered)" in the page and the widget's frame, and "1 of 4 (3 answered)"
    in the spreadsheet; a finished ticket has no such note."""
    summary = class_summary(handed_in)
    for lang, note, cell in (
        ("en", "(3 answered)", "1 of 4 (3 answered)"),
        ("ar", "(أجاب عن 3)", "1 من 4 (أجاب عن 3)"),
    ):
        view = report_view(summary, lang)  # type: ignore[arg-type]
        names = [s["name"] for s in view["students"]]
        noura = view["ticket_rows"][names.index("نورة القحطاني")][0]
        sara = view["ticket_rows"][names.index("Sara")][0]
        assert (noura["text"], noura["note"], sara["note"]) == ("1/4", note, "")
        page = report_page(view)
        assert '<bdi dir="ltr">1/4</bdi> <span class="bc-muted">' in page and note in page
        rows = report_csv(view).lstrip("\ufeff").splitlines()
        assert next(r.split(",") for r in rows if r.startswith("نورة"))[-2] == cell
        frame = ClassReport(handed_in, lang=lang).frame  # type: ignore[arg-type]
        assert note in [c["note"] for row in frame["ticket_rows"] for c in row]


def test_the_widget_frame_has_the_tickets(handed_in: Path) -> None:
    report = ClassReport(handed_in, lang="ar")
    assert report.frame["tickets_title"] == "بطاقات الخروج"
    assert [t["name"] for t in report.frame["tickets"]] == ["الدرس 01", "الدرس 02"]
    assert "بطاقة الخروج 01" in report.frame["csv"]["text"]


def test_a_report_without_tickets_says_where_they_come_from(tmp_path: Path) -> None:
    from baloot_widgets.records.results import Attempt, append_attempt

    append_attempt(
        tmp_path / "a.jsonl", Attempt(learner="Omar", source="quiz", skill="abnat", correct=True)
    )
    view = report_view(class_summary(tmp_path), "en")
    assert view["tickets"] == [] and view["no_tickets"].startswith("No exit ticket yet")
    assert "No exit ticket yet" in report_page(view)
    assert report_csv(view).splitlines()[0].endswith("Guesses")
