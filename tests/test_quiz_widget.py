"""The Quiz widget without a browser: what it syncs (never a solution before the answer),
the intents a browser sends (fed to ``_handle_msg`` with the ``"buffers"`` key a browser
always sends), the Python mirror, results and the teacher's CSV file."""

from __future__ import annotations

import csv
import json
import os
from pathlib import Path
from typing import Any

import committed
import pytest
from test_quiz import wrong_answer

from baloot_widgets import BalootError, Quiz
from baloot_widgets.i18n import Message
from baloot_widgets.quiz import KINDS, LEVELS, Exercise, exercise, make
from baloot_widgets.quiz.session import CSV_COLUMNS, QuizSession
from baloot_widgets.widgets.quiz_frames import frame


def custom(intent: object) -> dict[str, Any]:
    """The comm message a browser sends for ``model.send(intent)``."""
    return {"content": {"data": {"method": "custom", "content": intent}}, "buffers": []}


def page(widget: Any, intent: object) -> None:
    """Send ``intent`` through the comm as the page does: with the seq of the frame shown."""
    if isinstance(intent, dict) and "seq" not in intent:
        intent = {**intent, "seq": widget.frame["seq"]}
    widget._handle_msg(custom(intent))


def update(state: dict[str, Any]) -> dict[str, Any]:
    """The comm message a browser sends when it sets traits."""
    return {"content": {"data": {"method": "update", "state": state}}, "buffers": []}


def synced(quiz: Quiz) -> str:
    """Every synced trait, as the JSON text the page receives."""
    state = quiz.get_state()
    return json.dumps({k: v for k, v in state.items() if not k.startswith("_")}, ensure_ascii=False)


class Poison:
    """Stands in for a solution: touching it in any way fails the test."""

    def _fail(self, *args: object, **kwargs: object) -> Any:
        raise AssertionError("the solution was read while drawing the question")

    __eq__ = __hash__ = __str__ = __repr__ = __iter__ = __len__ = __contains__ = _fail  # type: ignore[assignment]
    __bool__ = __getattr__ = __int__ = __index__ = _fail  # type: ignore[assignment]


@pytest.mark.parametrize("kind", KINDS)
def test_the_question_is_drawn_without_reading_the_solution(kind: str) -> None:
    for level in LEVELS:
        for seed in range(10):
            session = QuizSession(kinds=[kind], seed=seed, level=level, count=1)
            object.__setattr__(session.exercise, "solution", Poison())
            data = frame(session)
            assert data["state"] == "asking" and data["feedback"] is None


@pytest.mark.parametrize("kind", KINDS)
def test_the_synced_state_holds_no_solution_before_the_answer(kind: str) -> None:
    for level in LEVELS:
        for seed in range(6):
            for lang in ("en", "ar"):
                quiz = Quiz(kinds=[kind], seed=seed, level=level, count=2, lang=lang)
                ex = quiz.exercise
                before = synced(quiz)
                told = Message.of("quiz.solution", solution=ex.solution_text()).text(lang)
                assert told not in before and '"marks"' not in before
                assert '"feedback": null' in before
                quiz.answer(wrong_answer(ex))
                after = synced(quiz)
                assert told in after and '"marks"' in after


def test_the_right_choice_moves_among_the_choices() -> None:
    places = set()
    for seed in range(30):
        ex = exercise("projects", seed=seed, level=2)
        ids = [c.id for c in ex.choices]
        places.add(ids.index("+".join(ex.solution) or "none"))
    assert len(places) >= 3


def test_intents_from_the_browser() -> None:
    quiz = Quiz(kinds=["trick_winner", "legal_cards"], seed=4, count=2)
    seq = quiz.frame["seq"]
    page(quiz, {"type": "next"})
    assert quiz.message == "Answer this exercise first: each one is tried once."
    page(quiz, {"type": "answer", "value": quiz.exercise.solution})
    assert quiz.message == "" and quiz.frame["state"] == "answered" and quiz.frame["seq"] > seq
    assert quiz.frame["feedback"]["correct"] and quiz.frame["score"] == "Score: 1 of 1"
    page(quiz, {"type": "answer", "value": 0})
    assert quiz.message == "You have answered this one: press Next." and quiz.score == (1, 1)
    page(quiz, {"type": "next"})
    assert (
        quiz.frame["n"] == 2
        and quiz.frame["state"] == "asking"
        and quiz.exercise.kind == "legal_cards"
    )
    page(quiz, {"type": "answer", "value": []})  # nothing selected: not a try
    assert quiz.message.startswith("Select the cards") and quiz.score == (1, 1)
    page(quiz, {"type": "answer", "value": quiz.exercise.args["hand"].split()})
    assert quiz.frame["state"] == "done" and quiz.frame["summary"] == "Done! 1 right out of 2."
    assert quiz.send_intent({"type": "next"}) == "The quiz is over." and quiz.next() is None


@pytest.mark.parametrize(
    "intent",
    [None, "next", 7, [], {"type": "dance"}, {"type": "answer", "value": {"a": 1}},
     {"type": "answer", "value": "x" * 10_000}, {"no": "type"}],
)  # fmt: skip
def test_bad_intents_get_a_sentence(intent: object) -> None:
    quiz = Quiz(kinds=["score"], seed=1, count=1)
    before = quiz.frame["board"]
    page(quiz, intent)
    assert quiz.message and len(quiz.message) < 200 and quiz.score == (0, 0)
    assert quiz.frame["board"] == before


def test_the_browser_cannot_set_the_truth() -> None:
    quiz = Quiz(kinds=["abnat"], seed=2, count=1)
    frame_before = dict(quiz.frame)
    quiz._handle_msg(update({"frame": {"state": "done"}, "message": "hacked"}))
    assert quiz.frame == frame_before and quiz.message == ""


def test_language_switch_and_labels() -> None:
    quiz = Quiz(kinds=["legal_cards"], seed=1, count=2)
    quiz.answer(quiz.exercise.solution)
    quiz.lang = "ar"
    assert quiz.labels["dir"] == "rtl" and quiz.labels["next"] == "التالي"
    assert "أنت" in quiz.frame["prompt"] and quiz.frame["feedback"]["lines"][0] == "صحيح!"
    quiz.lang = "fr"
    assert quiz.lang == "ar"


def test_results_and_the_teachers_csv(tmp_path: Path) -> None:
    ticks = iter([1.5, 1.5, 4.0])  # the first answer, the next exercise shown, the second answer
    quiz = Quiz(kinds=["higher_card", "abnat"], seed=2, level=2, count=3)
    quiz._session.clock = lambda: next(ticks)
    quiz._session.shown_at = 0.0
    quiz.answer(quiz.exercise.solution)
    quiz.next()
    quiz.answer(quiz.exercise.solution + 1)
    rows = quiz.results()
    assert [r["correct"] for r in rows] == [True, False] and [r["seconds"] for r in rows] == [
        1.5,
        2.5,
    ]
    assert rows[0]["kind"] == "higher_card" and rows[1]["seed"] == 2001 and rows[1]["level"] == 2
    path = quiz.to_csv(tmp_path / "class.csv")
    assert path.read_bytes().startswith(b"\xef\xbb\xbf"), "a spreadsheet reads UTF-8 by its mark"
    read = list(csv.DictReader(path.open(encoding="utf-8-sig")))
    assert tuple(read[0]) == CSV_COLUMNS and read[1]["answer"] == str(quiz.exercise.solution + 1)
    assert read[1]["correct"] == "False" and read[1]["solution"] == str(quiz.exercise.solution)


def test_csv_refuses_a_bad_path_and_writes_atomically(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    quiz = Quiz(kinds=["abnat"], seed=1, count=1)
    with pytest.raises(
        BalootError, match=r"cannot save the quiz results to .*: the folder .* does not exist"
    ):
        quiz.to_csv(tmp_path / "nowhere" / "r.csv")
    with pytest.raises(
        BalootError, match=r"it is a folder; give a file name such as .*results\.csv"
    ):
        quiz.to_csv(tmp_path)
    target = tmp_path / "r.csv"
    target.write_text("the earlier file", encoding="utf-8")

    def broken(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(BalootError, match="the disk is full"):
        quiz.to_csv(target)
    assert target.read_text(encoding="utf-8") == "the earlier file"
    assert [p.name for p in tmp_path.iterdir()] == ["r.csv"]  # no temporary file left


def test_repr_and_the_static_picture_are_stable() -> None:
    a, b = Quiz(kinds=["calls"], seed=9, count=3), Quiz(kinds=["calls"], seed=9, count=3)
    assert (
        repr(a) == repr(b) == "Quiz(kinds=['calls'], seed=9, level=1, count=3, at=1, score=(0, 0))"
    )
    html_a = a._repr_mimebundle_()[0]["text/html"]  # type: ignore[index]
    assert html_a == b._repr_mimebundle_()[0]["text/html"]  # type: ignore[index]
    assert "The answer" not in html_a and "Which calls?" in html_a
    arabic = Quiz(kinds=["legal_cards"], seed=1, lang="ar", count=1)
    assert 'dir="rtl"' in arabic._repr_mimebundle_()[0]["text/html"]  # type: ignore[index]


def test_given_exercises_and_an_endless_quiz() -> None:
    fixed = [make("trick_winner", trick=[(0, "AS"), (1, "KS"), (2, "10S"), (3, "7H")],
                  contract=exercise("trick_winner").args["contract"]), exercise("abnat", seed=5)]  # fmt: skip
    quiz = Quiz(exercises=fixed)
    assert quiz.exercise is not fixed[0] and quiz.exercise.args == fixed[0].args
    assert repr(quiz).startswith("Quiz(exercises=['trick_winner', 'abnat'],")  # only its own kinds
    assert quiz.frame["progress"] == "Exercise 1 of 2"
    quiz.answer(0)
    assert quiz.results()[0]["seed"] is None
    endless = Quiz(kinds=["abnat"], count=None)
    for _ in range(5):
        endless.answer(endless.exercise.solution)
        assert endless.next() is not None
    assert endless.frame["progress"] == "Exercise 6" and endless.score == (5, 5)


@pytest.mark.parametrize(
    ("options", "words"),
    [({"kinds": ["chess"]}, "is not a kind"), ({"kinds": []}, "at least one kind"),
     ({"count": 0}, "count must be"), ({"level": 5}, "level must be"),
     ({"lang": "de"}, "lang must be"), ({"seed": "x"}, "seed must be"),
     ({"exercises": ["not one"]}, "exercises must be")],
)  # fmt: skip
def test_bad_options_are_sentences(options: dict[str, Any], words: str) -> None:
    with pytest.raises(BalootError, match=words):
        Quiz(**options)


def test_every_kind_has_a_frame_in_both_languages() -> None:
    for kind in KINDS:
        for lang in ("en", "ar"):
            data = Quiz(kinds=[kind], seed=3, level=2, lang=lang, count=1).frame
            assert data["title"] and data["prompt"] and data["input"]["help"]
            json.dumps(data)


def test_an_exercise_is_not_the_widget_s_to_change() -> None:
    ex = exercise("abnat", seed=1)
    with pytest.raises(AttributeError):
        ex.seed = 2  # type: ignore[misc]
    assert isinstance(ex, Exercise)


NOTEBOOK = committed.tree() / "notebooks" / "quiz.ipynb"  # as staged, not a learner's copy


def test_the_demo_notebook_is_committed_executed_without_widget_state() -> None:
    """notebooks/quiz.ipynb (built from lessons-src/quiz.py; strict nbval runs on it in
    test_tutorials): executed, no widget state, and the tag 'nbval-ignore-output' on exactly the
    cells that show a live quiz.  No cell keeps an answer in its metadata."""
    import nbformat

    nb = nbformat.read(NOTEBOOK, as_version=4)
    nbformat.validate(nb)
    assert "widgets" not in nb.metadata
    shown = 0
    for cell in nb.cells:
        assert "baloot" not in cell.metadata, "no answer is stored in the notebook"
        if cell.cell_type != "code":
            continue
        assert cell.execution_count is not None and cell.outputs
        last = cell.source.strip().splitlines()[-1]
        shows_quiz = last.startswith("Quiz(")
        shown += shows_quiz
        assert shows_quiz == ("nbval-ignore-output" in cell.metadata.get("tags", [])), cell.source
        for output in cell.outputs:
            assert "application/vnd.jupyter.widget-view+json" not in output.get("data", {})
            assert output.output_type != "error"
    assert shown == 3


def test_the_frame_carries_the_results_file_once_there_is_a_result(tmp_path: Path) -> None:
    """The "This quiz as CSV" button saves what Python wrote: the frame holds the file's
    text (the same bytes as ``to_csv``) and its name, and nothing before the first answer."""
    quiz = Quiz(kinds=["abnat"], seed=2, count=3, lang="ar")
    assert quiz.frame["results"] is None
    quiz.answer(quiz.exercise.solution)
    results = quiz.frame["results"]
    assert results["file"] == "quiz-results.csv"
    written = quiz.to_csv(tmp_path / "results.csv").read_bytes()
    assert results["csv"].encode("utf-8") == written
    assert quiz.labels["download"] == "هذا الاختبار بصيغة CSV"
