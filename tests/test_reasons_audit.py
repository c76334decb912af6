"""The reasons audit (findings P1.1): every kind of exercise and the puzzles say, where
the reasons are made, which keys name the learner's mistake and which explain the right
answer; the class report counts only the first, and every wrong answer gives a teacher
at least one line to act on."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_quiz import wrong_answer

from baloot_widgets.classroom.report import class_summary, summarize
from baloot_widgets.classroom.view import report_view
from baloot_widgets.i18n import CATALOGUE
from baloot_widgets.quiz import KINDS, exercise
from baloot_widgets.records.results import Attempt, append_attempt, read_attempts

#: keys that only ever explain the right answer, by kind (prefixes end in "."): none of
#: them may be counted as the learner's mistake
EXPLAINS: dict[str, tuple[str, ...]] = {
    "abnat": ("quiz.abnat_sum", "quiz.abnat_trump_jn"),
    "priority": ("seats.",),
    "partner": ("seats.partners", "seats.defenders"),
    "dealt_to": ("seats.",),
    "trick_winner": ("trick.",),
    "legal_cards": ("quiz.rule_follow", "quiz.rule_void_trump", "quiz.legal_prompt"),
    "projects": ("quiz.declares", "quiz.proj_", "quiz.mode_"),
    "project_winner": ("sheet.",),
    "score": ("sheet.",),
    "buyer": ("auction.why_", "quiz.contract", "quiz.mode_"),
    "best_card": ("quiz.best_line",),
    "lead": ("quiz.best_line",),
    "stake": ("stake.",),
    "sun_double": ("stake.",),
    "foul": ("card.", "fouls.legal"),
    "qayd_score": ("sheet.", "foul."),
    "match_end": ("match.",),
    "bot_call": ("do.", "strength.", "quiz.mode_"),
    "principle": ("principle.", "worth."),
}
SEEDS = range(4)


def _explains(kind: str, key: str) -> bool:
    return any(
        key == e or (e.endswith((".", "_")) and key.startswith(e)) for e in EXPLAINS.get(kind, ())
    )


def _attempt(ex: Any, answer: object, lang: str = "en") -> Attempt:
    fb = ex.in_lang(lang).check(answer)
    return Attempt(learner="Ali", source="quiz", skill=ex.kind, correct=fb.correct,
                   reasons=fb.reasons, reason_keys=fb.reason_keys,
                   mistake_keys=fb.mistake_keys)  # fmt: skip


@pytest.mark.parametrize("kind", KINDS)
def test_every_wrong_answer_names_a_mistake_and_no_explanation(kind: str) -> None:
    for level in (1, 2, 3):
        for seed in SEEDS if kind not in ("best_card", "lead", "principle") else SEEDS[:1]:
            ex = exercise(kind, seed=seed, level=level)
            fb = ex.check(wrong_answer(ex))
            assert fb.valid and not fb.correct
            assert fb.mistake_keys, (kind, level, seed)
            assert all(k in CATALOGUE for k in fb.mistake_keys)
            assert not [k for k in fb.mistake_keys if _explains(kind, k)], (kind, fb.mistake_keys)
            explains = [k for k in fb.reason_keys if k not in fb.mistake_keys]
            assert not [k for k in explains if k.startswith(("quiz.myth_", "classroom.miss_"))]
            # the report says each mistake in words a teacher reads, in both languages
            for lang in ("en", "ar"):
                view = report_view(summarize([_attempt(ex, wrong_answer(ex), lang)]), lang)
                lines = [m["why"] for m in view["mistakes"]]
                assert len(lines) == len(fb.mistake_keys), (kind, lines)
                assert not any("…" in w or "{" in w or w == CATALOGUE["classroom.why_unsaid"][lang == "ar"]
                               for w in lines), lines  # fmt: skip


def test_a_right_answer_names_no_mistake() -> None:
    for kind in KINDS:
        ex = exercise(kind, seed=1)
        assert ex.check(ex.solution).mistake_keys == ()


def test_a_wrong_trick_winner_answer_is_one_mistake_line(tmp_path: Path) -> None:
    for seed in range(12):
        ex = exercise("trick_winner", seed=seed, level=1 + seed % 3)
        for seat in (s for s in range(4) if s != ex.solution):
            fb = ex.check(seat)
            assert len(fb.reason_keys) >= 2 and len(fb.mistake_keys) == 1
            path = tmp_path / f"{seed}-{seat}.jsonl"
            append_attempt(path, _attempt(ex, seat))
            (line,) = read_attempts(path)  # the mistake survives the file
            view = report_view(class_summary(path), "en")
            assert len(view["mistakes"]) == 1, view["mistakes"]
            assert line.mistake_keys == fb.mistake_keys


def test_a_wrong_puzzle_card_names_its_loss_not_its_theme_or_score() -> None:
    from baloot_widgets import load_puzzles

    for p in load_puzzles()[:30]:
        for card in p.legal:
            if card in p.solution:
                continue
            fb = p.check(card)
            (key,) = fb.mistake_keys
            assert key.startswith("review.") and key in CATALOGUE
            assert not key.startswith("puzzles.theme") and key != "quiz.points"


def test_legal_cards_left_out_over_a_winning_partner_is_that_belief() -> None:
    from baloot_widgets import Contract
    from baloot_widgets.quiz import make

    ex = make("legal_cards", hand=["9H", "7D", "8C"], trick=[(1, "AS"), (2, "7S")],
              contract=Contract(mode="hokum", trump="H"))  # fmt: skip
    fb = ex.check(["9H"])  # void of ♠ while the partner's A♠ wins: every card may be played
    assert fb.mistake_keys == ("quiz.myth_trump_over_partner",)  # the belief, named
    view = report_view(summarize([_attempt(ex, ["9H"])]), "en")
    assert [m["why"] for m in view["mistakes"]] == [CATALOGUE["classroom.why_void_partner"][0]]


def test_a_line_written_before_mistakes_were_told_apart_counts_its_keys() -> None:
    old = Attempt(learner="Ali", source="quiz", skill="legal_cards", correct=False,
                  reason_keys=("quiz.rule_void_partner",))  # fmt: skip
    assert [m.reason for m in summarize([old]).mistakes] == ["quiz.rule_void_partner"]
    assert "mistake_keys" not in old.as_dict()
