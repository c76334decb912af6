"""Results recorded without code (issue 23, "A learner, once"): the learner's name asked
once and kept in ``baloot/learner.json``, every Quiz answer, puzzle, ``Predict`` guess and
hand played appended to the kernel's own file, two notebooks (two processes) of one
learner losing nothing, one file downloaded to hand in, and a failure to write that
never breaks a widget."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_quiz import wrong_answer

from baloot_widgets import BalootError, Game
from baloot_widgets.course import my_results, set_learner
from baloot_widgets.i18n import text
from baloot_widgets.quiz import exercise
from baloot_widgets.records import recorder as recording
from baloot_widgets.records.learner import check_name, folder_name, read_profile
from baloot_widgets.records.results import read_attempts
from baloot_widgets.widgets import MyResults, Predict, Puzzles, Quiz, Table


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A learner's folder of the test's own, and a new kernel (a new recorder)."""
    monkeypatch.setenv("BALOOT_HOME", str(tmp_path))
    monkeypatch.delenv("JPY_SESSION_NAME", raising=False)
    monkeypatch.setattr(recording, "_RECORDER", None)
    yield tmp_path / "baloot"


def recorded(home: Path) -> list[Any]:
    """Every attempt recorded so far (none before the first)."""
    return read_attempts(home / "results") if (home / "results").is_dir() else []


def results_files(home: Path) -> list[Path]:
    return sorted((home / "results").rglob("*.jsonl"))


def answer_quiz(quiz: Quiz, right: bool) -> None:
    ex = quiz.exercise
    quiz.send_intent({"type": "answer", "value": ex.solution if right else wrong_answer(ex)})


# ---- the name --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("given", "kept"),
    [
        ("Sara", "Sara"),
        ("  سارة   العتيبي ", "سارة العتيبي"),
        ("Anne-Marie O'Neil", "Anne-Marie O'Neil"),
        ("عبدُ الله", "عبدُ الله"),
    ],
)
def test_names_in_any_script_are_kept(given: str, kept: str) -> None:
    assert check_name(given) == kept


@pytest.mark.parametrize(
    ("given", "key"),
    [
        ("", "learner.name_empty"),
        ("   ", "learner.name_empty"),
        ("../Sara", "learner.name_chars"),
        ("Sara<script>", "learner.name_chars"),
        ("7ara", "learner.name_letter"),
        ("x" * 41, "learner.name_long"),
    ],
)
def test_a_name_that_cannot_be_used_gets_a_sentence_in_both_languages(given: str, key: str) -> None:
    quiz = Quiz(kinds=["abnat"], count=2, lang="ar")
    assert quiz.learner["ask"] is True
    quiz.send_intent({"type": "learner", "name": given, "class_code": ""})
    said = quiz.learner["message"]
    with pytest.raises(BalootError) as caught:
        check_name(given)
    assert caught.value.reason.key == key  # type: ignore[union-attr]
    assert said == caught.value.text("ar") and said != caught.value.text("en")
    assert quiz.learner["ask"] is True, "the form stays until a name is given"
    assert read_profile() is None


def test_the_name_is_asked_until_given_then_never_again(home: Path) -> None:
    quiz, table = Quiz(kinds=["abnat"], count=2), Table(Game.new(seed=1, dealer=3), pace=0)
    assert quiz.learner["ask"] and table.learner["ask"]
    assert not table.learner["download"] and quiz.learner["download"]
    quiz.send_intent({"type": "learner", "name": "سارة", "class_code": " 10B "})
    assert quiz.learner["message"] == text("learner.saved", "en", name="سارة")
    assert not quiz.learner["ask"] and not table.learner["ask"], "every widget stops asking"
    saved = json.loads((home / "learner.json").read_text(encoding="utf-8"))
    assert (saved["name"], saved["class_code"]) == ("سارة", "10B")
    recording._RECORDER = None  # another notebook, later
    assert not Quiz(kinds=["abnat"]).learner["ask"]


def test_not_now_stops_asking_in_this_kernel_but_results_ask_again() -> None:
    quiz = Quiz(kinds=["abnat"], count=2)
    quiz.send_intent({"type": "learner_skip"})
    assert not quiz.learner["ask"] and not Quiz(kinds=["abnat"]).learner["ask"]
    assert quiz.learner["message"] == text("learner.skipped", "en")
    assert my_results().learner["ask"], "a file handed in needs a name"


def test_a_teacher_sets_the_name_in_code() -> None:
    profile = set_learner("Huda", class_code="7A")
    assert (profile.name, read_profile()) == ("Huda", profile)
    assert not Quiz(kinds=["abnat"]).learner["ask"]
    with pytest.raises(BalootError, match="class code"):
        set_learner("Huda", class_code="7/A")


# ---- what is recorded ------------------------------------------------------------------


def test_quiz_answers_are_recorded_with_their_reasons_and_keys(home: Path) -> None:
    set_learner("Sara", class_code="10B")
    quiz = Quiz(kinds=["legal_cards", "trick_winner"], seed=3, count=4, lang="ar")
    answer_quiz(quiz, True)
    quiz.send_intent({"type": "next"})
    answer_quiz(quiz, False)
    attempts = read_attempts(home / "results")
    assert [(a.source, a.skill, a.correct) for a in attempts] == [
        ("quiz", "legal_cards", True),
        ("quiz", "trick_winner", False),
    ]
    right, wrong = attempts
    assert (right.learner, right.class_code, right.detail["seed"]) == ("Sara", "10B", 3000)
    assert right.detail["hint"] is False, "whether a hint step was shown"
    feedback = exercise("trick_winner", seed=3001, lang="ar").check(wrong_answer(quiz.exercise))
    assert wrong.reasons == feedback.reasons and wrong.reasons, "the Arabic sentences"
    assert wrong.reason_keys == feedback.reason_keys and len(wrong.reason_keys) == len(
        wrong.reasons
    )
    assert all(not k.endswith("_you") for k in wrong.reason_keys)
    assert wrong.answer == feedback.answer and wrong.solution == feedback.solution


def test_a_wrong_card_names_the_engine_s_reason_by_key() -> None:
    for seed in range(40):
        ex = exercise("legal_cards", seed=seed, level=2)
        illegal = [
            c for c in ex.board()["hand"]["cards"] if c not in ex.marks(ex.solution)["cards"]
        ]
        if illegal:
            keys = ex.check(list(ex.solution) + illegal[:1]).reason_keys
            assert keys and keys[0].startswith(("card.", "refuse.")), keys
            return
    raise AssertionError("no position with an illegal card in 40 seeds")


def test_a_puzzle_a_guess_and_a_hand_are_recorded(home: Path) -> None:
    set_learner("Sara")
    puzzles = Puzzles(theme="last_trick", level=1, count=2, ratings=None)
    puzzles.send_intent({"type": "answer", "value": sorted(map(str, puzzles.puzzle.solution))[0]})
    from baloot_widgets.probability.questions import best_sira

    guess = Predict(best_sira(trials=200))
    for step in ({"type": "commit", "guess": "25", "confidence": "sure"}, {"type": "run"}):
        guess.send_intent(step)
    assert not read_attempts(home / "results")[1:], "a guess is recorded once it is revealed"
    guess.send_intent({"type": "reveal"})
    guess.send_intent({"type": "reveal"})
    table = Table(Game.new(seed=4, dealer=3), pace=0, bots="heuristic")
    while not table.game.is_over:
        assert table.act(table.view.legal[0]) == ""
    table.send_intent({"type": "refresh"})
    attempts = read_attempts(home / "results")
    assert [(a.source, a.skill, a.correct) for a in attempts] == [
        ("puzzle", "last_trick", True),
        ("predict", "best_sira", None),
        ("hand", "hand", None),
    ]
    puzzle, predict, hand = attempts
    assert puzzle.detail["id"] == puzzles.puzzle.id and puzzle.detail["grade"] == "good"
    assert predict.detail["guess"] == 0.25 and predict.detail["exact"] is not None
    assert hand.detail["seats"] == [0] and hand.detail["contract"]
    assert sum(hand.detail["points"]) > 0 and hand.detail["outcome"]


def test_a_match_records_each_hand_with_its_seed(home: Path) -> None:
    table = Table(seed=12, pace=0, bots="heuristic")
    for _ in range(200):
        if len(recorded(home)) >= 2:
            break
        legal = table.view.legal
        if legal:
            table.act(legal[0])
        else:
            table.next_hand()
    seeds = [a.detail["seed"] for a in read_attempts(home / "results")]
    assert seeds[:2] == ["12:0", "12:1"]


def test_answers_before_the_name_move_under_it(home: Path) -> None:
    quiz = Quiz(kinds=["abnat"], count=3)
    answer_quiz(quiz, True)
    assert [f.parent.name for f in results_files(home)] == ["_anonymous"]
    quiz.send_intent({"type": "learner", "name": "Sara"})
    assert [f.parent.name for f in results_files(home)] == ["Sara"]
    assert [a.learner for a in read_attempts(home / "results")] == ["Sara"]


def test_the_file_names_the_lesson_the_host_tells(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("JPY_SESSION_NAME", "/srv/class/lessons/01_cards_and_points.ipynb")
    set_learner("Sara")
    answer_quiz(Quiz(kinds=["abnat"], count=2), True)
    (file,) = results_files(home)
    assert file.name.startswith(
        f"01_cards_and_points-{recording.recorder().started}-{os.getpid()}-"
    )
    assert read_attempts(file)[0].lesson == "01_cards_and_points"


def test_a_failure_to_write_is_a_quiet_line_never_a_traceback(home: Path) -> None:
    set_learner("Sara")
    (home / "results").write_text("not a folder", encoding="utf-8")
    quiz = Quiz(kinds=["abnat"], count=2)
    answer_quiz(quiz, True)
    assert quiz.frame["state"] == "answered" and quiz.message == ""
    assert quiz.learner["note"].startswith("This answer could not be saved for your teacher")
    quiz.send_intent({"type": "next"})
    assert quiz.frame["n"] == 2, "the lesson goes on"


# ---- handing in ------------------------------------------------------------------------


def test_download_my_results_sends_one_file_of_every_notebook(home: Path) -> None:
    set_learner("سارة", class_code="10B")
    quiz = Quiz(kinds=["abnat"], count=2)
    sent: list[dict[str, Any]] = []
    quiz.send = sent.append  # type: ignore[method-assign]
    quiz.send_intent({"type": "my_results"})
    assert not sent and quiz.learner["message"] == text("learner.download_none", "en")
    answer_quiz(quiz, True)
    recording._RECORDER = None  # a second notebook of the same learner
    other = Quiz(kinds=["trick_winner"], count=2)
    answer_quiz(other, False)
    assert len(results_files(home)) == 2
    with (results_files(home)[0]).open("a", encoding="utf-8") as damaged:
        damaged.write('{"format": "baloot-results", "version": 1, "source": "qu')
    quiz.send_intent({"type": "my_results"})
    (message,) = sent
    assert message["type"] == "results_file" and message["file"] == "baloot-results-10B-سارة.jsonl"
    lines = [json.loads(line) for line in message["text"].splitlines()]
    assert sorted((x["skill"], x["learner"]) for x in lines) == [
        ("abnat", "سارة"),
        ("trick_winner", "سارة"),
    ]
    assert "Your results (2) are saved" in quiz.learner["message"]
    assert "1 damaged" in quiz.learner["message"]
    assert "Results recorded so far: 2, in 2 files" in MyResults().summary


TWO_NOTEBOOKS = textwrap.dedent(
    """
    import sys
    from baloot_widgets.widgets import Puzzles, Quiz
    from test_quiz import wrong_answer
    quiz = Quiz(kinds=["trick_winner", "abnat", "higher_card"], seed=int(sys.argv[1]), count=None)
    for i in range(60):
        ex = quiz.exercise
        quiz.send_intent({"type": "answer", "value": ex.solution if i % 3 else wrong_answer(ex)})
        quiz.send_intent({"type": "next"})
    print(quiz.learner["note"] or "ok")
    """
)


def test_two_notebooks_of_one_learner_lose_nothing(home: Path) -> None:
    """Two kernels (two processes) answer at once, with no line of code about results."""
    set_learner("Sara")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parent)}
    runs = [
        subprocess.Popen([sys.executable, "-c", TWO_NOTEBOOKS, str(seed)], env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for seed in (1, 2)
    ]  # fmt: skip
    for run in runs:
        out, err = run.communicate(timeout=300)
        assert run.returncode == 0 and out.strip() == "ok", err
    files = results_files(home)
    assert len(files) == 2 and all(f.parent.name == "Sara" for f in files)
    attempts = read_attempts(home / "results")
    assert len(attempts) == 120
    assert sorted(a.detail["seed"] for a in attempts) == sorted(
        s * 1000 + i for s in (1, 2) for i in range(60)
    )
    assert recording.recorder().collect().count == 120


def test_folder_names_stay_inside_the_folder() -> None:
    assert folder_name("Anne-Marie O'Neil") == "Anne-Marie_O_Neil"
    assert folder_name(check_name("عبدُ الله")) == "عبدُ_الله"


def test_the_summary_counts_its_files_in_either_language() -> None:
    from baloot_widgets.i18n import text

    said = [text("learner.summary", lang, count=5, files=n, folder="f")  # type: ignore[arg-type]
            for lang in ("en", "ar") for n in (1, 2, 3)]  # fmt: skip
    assert [s.split(", in ")[-1].split(" of ")[0] for s in said[:3]] == ["1 file", "2 files",
                                                                        "3 files"]  # fmt: skip
    assert "في ملف واحد" in said[3] and "في ملفين" in said[4] and "في 3 ملفات" in said[5]
