"""Practice that adapts (issue 23): the mastery policy (quiz/adaptive.py), measured with a
simulated learner; the Quiz session that follows it; the hint step; the misconception
distractors (quiz/misconceptions.py); bad input as sentences."""

from __future__ import annotations

import statistics
from typing import Any

import pytest

from baloot_widgets import Contract
from baloot_widgets.i18n import CATALOGUE, Message
from baloot_widgets.quiz import KINDS, LEVELS, exercise, make
from baloot_widgets.quiz.adaptive import SPACING, check_history, next_pick, simulate, standing
from baloot_widgets.quiz.graders import grade
from baloot_widgets.quiz.misconceptions import MISCONCEPTIONS, believed
from baloot_widgets.quiz.session import QuizSession, learner_history
from baloot_widgets.records.results import Attempt, append_attempt
from baloot_widgets.rules.errors import BalootError
from baloot_widgets.widgets import Quiz

#: a lesson-sized set: the kinds of lessons 1 and 2, in the course's order
LESSON = ("higher_card", "abnat", "priority", "partner", "trick_winner", "legal_cards")
RUNS, COUNT = 200, 40


def missed_ratio(kinds: tuple[str, ...], missed: str, seed: int) -> float:
    """How often the always-missed kind came in a run of COUNT, over the others' mean."""
    run = simulate(kinds, lambda k, i: k != missed, count=COUNT, seed=seed)
    n = {k: sum(x == k for x, _ in run) for k in kinds}
    return n[missed] / statistics.mean(n[k] for k in kinds if k != missed)


@pytest.mark.parametrize("missed", LESSON)
def test_a_kind_always_missed_comes_back_at_least_twice_as_often(missed: str) -> None:
    ratios = [missed_ratio(LESSON, missed, seed) for seed in range(RUNS)]
    clear = sum(r >= 2 for r in ratios)
    print(
        f"\nmissed {missed}: share >= 2x the others' mean in {clear}/{RUNS} seeded runs of "
        f"{COUNT}; ratio min {min(ratios):.2f}, median {statistics.median(ratios):.2f}"
    )
    assert clear >= 0.95 * RUNS


def test_a_learner_who_knows_everything_gets_the_kinds_evenly() -> None:
    """The control: nobody misses, so no kind is drilled (none has twice the mean)."""
    drilled = 0
    for seed in range(RUNS):
        run = simulate(LESSON, lambda k, i: True, count=COUNT, seed=seed)
        n = [sum(x == k for x, _ in run) for k in LESSON]
        drilled += max(n) >= 2 * statistics.mean(n)
    assert drilled <= 0.2 * RUNS


def wrong(ex: Any) -> object:
    """A readable wrong answer to a seat, choice or number exercise."""
    if ex.answer_type == "number":
        return ex.solution + 1
    if ex.answer_type == "seat":
        return (ex.solution + 1) % 4
    return next(c.id for c in ex.choices if c.id != ex.solution)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_quiz_session_asks_what_the_policy_picks(seed: int) -> None:
    kinds, missed = ("abnat", "priority", "partner", "trick_winner"), "partner"
    session = QuizSession(kinds, seed=seed, count=COUNT, adaptive=True, history=[])
    while True:
        ex = session.exercise
        assert session.pick is not None and session.pick.kind == ex.kind
        assert ex.level == session.pick.level
        session.answer(wrong(ex) if ex.kind == missed else ex.solution)
        if session.next() is None:
            break
    asked = [(r.exercise.kind, r.feedback.correct) for r in session.results_list]
    assert asked == simulate(kinds, lambda k, i: k != missed, count=COUNT, seed=seed)


def test_mastered_kinds_come_back_in_mixed_review() -> None:
    mastered = [("abnat", True)] * 3
    assert standing(mastered, "abnat").mastered
    others = [("partner", True), ("priority", True)] * (SPACING // 2)
    kinds = ["abnat", "partner", "priority"]
    resting = [next_pick(mastered + others[:2], kinds, seed=s).kind for s in range(300)]
    due = [next_pick(mastered + others, kinds, seed=s) for s in range(300)]
    assert {p.reason for p in due if p.kind == "abnat"} == {"review"}
    assert sum(p.kind == "abnat" for p in due) > 2 * resting.count("abnat")
    # a learner who gets everything right: every kind mastered early is seen again later
    for seed in range(RUNS):
        run = simulate(LESSON[:4], lambda k, i: True, count=COUNT, seed=seed)
        for kind in LESSON[:4]:
            seen = [i for i, (k, _) in enumerate(run) if k == kind]
            assert len(seen) > 3 and seen[-1] > seen[2] + SPACING, (seed, kind, seen)


def test_levels_rise_with_a_streak_and_fall_with_misses() -> None:
    assert standing([("abnat", True)] * 3, "abnat").level == 2
    assert standing([("abnat", True)] * 6, "abnat").level == 3
    assert standing([("abnat", True)] * 3 + [("abnat", False)] * 2, "abnat").level == 1


def test_the_record_can_be_read_from_results_files(tmp_path: Any) -> None:
    for correct in (False, False, True):
        append_attempt(tmp_path / "Sara.jsonl", Attempt("Sara", "quiz", "abnat", correct))
    (tmp_path / "notes.jsonl").write_text("not a results file\n", encoding="utf-8")
    assert learner_history(tmp_path) == [("abnat", False), ("abnat", False), ("abnat", True)]
    from baloot_widgets.records.results import read_attempts

    quiz = Quiz(
        kinds=["abnat", "partner"], adaptive=True, history=read_attempts(tmp_path / "Sara.jsonl")
    )
    assert quiz._session.past == [("abnat", False), ("abnat", False), ("abnat", True)]


@pytest.mark.parametrize(
    ("settings", "says"),
    [
        ({"adaptive": "yes"}, "adaptive is True or False, not 'yes'"),
        ({"adaptive": True, "history": "abnat"}, "is a list of (kind, correct) pairs"),
        ({"adaptive": True, "history": 7}, "not 7"),
        ({"adaptive": True, "history": [("abnat", True), None]}, "item 2 of the history, None"),
        ({"adaptive": True, "history": [("abnat", "yes")]}, "item 1 of the history"),
        ({"history": [("abnat", True)]}, "add adaptive=True"),
        ({"adaptive": True, "exercises": [exercise("abnat")]}, "give kinds, not exercises"),
    ],
)
def test_bad_adaptive_settings_are_sentences(settings: dict[str, Any], says: str) -> None:
    with pytest.raises(BalootError) as caught:
        Quiz(**settings)
    assert says in str(caught.value) and "Traceback" not in str(caught.value)


def test_the_hint_step_is_offered_once_before_the_answer() -> None:
    quiz = Quiz(kinds=["legal_cards"], seed=4, count=2)
    assert quiz.frame["hint"] == {"offered": True, "text": None}
    assert (
        quiz.hint() == "Which suit was led? Do you hold it? If not, who is winning the trick now?"
    )
    assert quiz.frame["hint"]["offered"] is False
    assert quiz.frame["hint"]["text"].startswith("Hint: Which suit was led?")
    assert quiz.send_intent({"type": "hint"}) == "The hint is already shown: one per exercise."
    quiz.answer(quiz.exercise.solution)
    assert quiz.send_intent({"type": "hint"}).startswith("This exercise is answered")
    assert quiz.results()[0]["hint"] is True
    quiz.next()
    assert quiz.frame["hint"] == {"offered": True, "text": None}
    quiz.answer(quiz.exercise.solution)
    assert quiz.results()[1]["hint"] is False
    assert quiz._session.csv_text().splitlines()[1].endswith(",True")


def test_every_kind_has_a_hint_in_both_languages() -> None:
    for kind in KINDS:
        english, arabic = CATALOGUE[f"quiz.hint_{kind}"]
        assert english.strip() and arabic.strip() and english != arabic


def test_the_adaptive_line_says_why_in_both_languages() -> None:
    history = [("partner", False), ("abnat", True), ("partner", False)]
    quiz = Quiz(kinds=["abnat", "partner"], seed=3, adaptive=True, history=history)
    assert quiz.frame["why"] == "More of: Partners — you missed 2 of your last 2 tries"
    quiz.lang = "ar"
    assert quiz.frame["why"] == "المزيد من: من الشريك؟ — أخطأت في 2 من آخر محاولتين"
    assert Quiz(kinds=["abnat"]).frame["why"] is None


# ---- misconceptions -------------------------------------------------------------------


def positions(kind: str) -> list[Any]:
    made = [exercise(kind, seed=s, level=lv) for lv in LEVELS for s in range(60)]
    if kind == "legal_cards":  # void while the partner wins: every card is legal
        hokum = Contract(mode="hokum", trump="H")
        for hand in ("9H 8D", "AH 7H KC", "JH 10D 8C"):
            made.append(make("legal_cards", hand=hand, contract=hokum,
                             trick=[(0, "10S"), (1, "AS"), (2, "7S")]))  # fmt: skip
    return made


@pytest.mark.parametrize("myth", MISCONCEPTIONS, ids=lambda m: f"{m.kind}-{m.id}")
def test_each_misconception_answer_is_wrong_by_the_engine(myth: Any) -> None:
    found = 0
    for ex in positions(myth.kind):
        for m, answer in believed(ex):
            if m is not myth:
                continue
            found += 1
            engine = ex.spec.solution(grade(ex.grader, ex.args), ex)
            assert ex.read(answer) != engine
            feedback = ex.check(answer)
            assert not feedback.correct
            assert myth.message.text("en") in feedback.reasons
            assert myth.message.text("ar") in ex.in_lang("ar").check(answer).reasons
    assert found >= 3, f"{myth.id} never applies in {myth.kind} positions"


def test_adaptive_practice_offers_the_tempting_wrong_option() -> None:
    for kind in ("higher_card", "trick_winner"):
        session = QuizSession([kind], seed=5, count=9, adaptive=True, history=[])
        tempting = 0
        for _ in range(9):
            tempting += bool(believed(session.exercise))
            session.answer(session.exercise.solution)
            session.next()
        assert tempting == 9, kind  # levels 1, 2 and 3


def test_a_right_answer_is_never_called_a_misconception() -> None:
    for kind in {m.kind for m in MISCONCEPTIONS}:
        for ex in positions(kind)[::5]:
            assert ex.check(ex.solution).correct


def test_history_accepts_pairs_and_attempts() -> None:
    attempt = Attempt("Sara", "quiz", "abnat", False)
    assert check_history([("partner", True), attempt]) == [("partner", True), ("abnat", False)]
    assert Message.of("error.history", value="x").text("ar")


# ---- the puzzles -----------------------------------------------------------------------


def test_adaptive_puzzles_bring_back_the_theme_the_learner_gets_wrong() -> None:
    from baloot_widgets.puzzles.session import PuzzleSession

    missed_share, other_share = [], []
    for seed in range(4):
        session = PuzzleSession(adaptive=True, count=20, seed=seed, ratings=None, history=[])
        missed = None
        while True:
            p = session.puzzle
            assert session.pick is not None and session.pick.kind == p.themes[0]
            missed = missed or p.themes[0]  # the learner misses the first theme met
            worse = [c for c in p.values if c not in p.solution]
            wrong = p.themes[0] == missed and worse
            session.answer(
                min(worse, key=lambda c: p.values[c]) if wrong else sorted(p.solution)[0]
            )
            if session.next() is None:
                break
        themes = [t for t, _ in session.history]
        others = {t for t in themes if t != missed}
        missed_share.append(themes.count(missed))
        other_share.append(statistics.mean(themes.count(t) for t in others))
    print(f"\npuzzles: missed theme {missed_share} per run of 20, others' mean {other_share}")
    assert statistics.mean(missed_share) >= 2 * statistics.mean(other_share)


def test_the_puzzles_line_says_why_and_bad_settings_are_sentences() -> None:
    from baloot_widgets.widgets import Puzzles

    widget = Puzzles(adaptive=True, count=3, ratings=None, history=[("akka", False)] * 2, seed=2)
    assert widget.frame["why"]
    assert Puzzles(count=2, ratings=None).frame["why"] is None
    for settings, says in (
        ({"adaptive": "yes"}, "adaptive is True or False"),
        ({"adaptive": True, "history": 3}, "not 3"),
        ({"history": [("akka", True)]}, "add adaptive=True"),
    ):
        with pytest.raises(BalootError, match=says):
            Puzzles(ratings=None, **settings)
