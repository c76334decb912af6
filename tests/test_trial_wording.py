"""The wording the teacher's trial found (findings P3.16, P3.17, P3.19, P3.20, P3.21,
P3.22): each fixed sentence, as a learner or a teacher reads it."""

from __future__ import annotations

import subprocess
import sys

from baloot_widgets.i18n import CATALOGUE, text
from baloot_widgets.i18n.bidi import LRI, PDI


def test_the_arabic_feedback_says_suit_as_the_course_does() -> None:
    arabic = [ar for key, (_, ar) in CATALOGUE.items() if key.startswith("quiz.myth_")]
    assert not [s for s in arabic if "الأنواع" in s or "نوع آخر" in s or "النوع المطلوب" in s]
    assert "الألوان الأخرى" in text("quiz.myth_trumps_like_plain", "ar")


def test_duplicate_players_are_students_and_bots_in_the_guide_s_words() -> None:
    from baloot_widgets.classroom.duplicate import _players
    from baloot_widgets.display.report import cell_text

    one, two = _players(["human", "heuristic", "heuristic", "heuristic"]), _players(["human"] * 4)
    assert cell_text(one, "en") == "a student at Seat 0; bots (heuristic)"
    assert cell_text(one, "ar").startswith("طالب في") and "البوتات" in cell_text(one, "ar")
    assert cell_text(two, "ar").startswith("طلاب في")
    assert not any("آليون" in ar or "أشخاص" in ar for k, (_, ar) in CATALOGUE.items()
                   if k.startswith("duplicate."))  # fmt: skip


def test_the_duplicate_headers_carry_their_units() -> None:
    for key in ("duplicate.vs_others", "duplicate.vs_par", "duplicate.par", "duplicate.result"):
        assert "game points" in text(key, "en") and "نقاط" in text(key, "ar")


def test_the_arabic_key_moment_keeps_its_cards_left_to_right_in_print() -> None:
    from baloot_widgets import Card
    from baloot_widgets.classroom.duplicate import KeyMoment

    moment = KeyMoment(table="comp1", trick=4, seat=1, card=Card("AS"), best=(Card("8H"),), loss=24)
    said = moment.text("ar")
    assert f"{LRI}A♠{PDI}" in said and f"{LRI}8♥{PDI}" in said
    assert moment.text("en") == moment.message.text("en")


def test_the_trick_winner_reason_is_a_whole_sentence() -> None:
    from baloot_widgets.quiz import exercise

    ex = exercise("trick_winner", seed=3)
    for lang in ("en", "ar"):
        fb = ex.in_lang(lang).check((ex.solution + 1) % 4)
        assert all(r.endswith(".") for r in fb.reasons), fb.reasons


def test_a_puzzle_s_changed_result_names_your_team_and_why_abnat_count() -> None:
    from baloot_widgets import load_puzzles

    seen = 0
    for p in load_puzzles():
        for card in p.legal:
            fb = p.check(card)
            keys = [m.key for m in fb.messages]
            if "puzzles.flip" not in keys:
                continue
            flip = fb.messages[keys.index("puzzles.flip")]
            team = ("Team 0·2", "Team 1·3")[p.spot.team]
            assert f"(your team is {team})" in flip.text("en")
            mine, best = p.result(card), p.result(p.best_card(card))
            same = mine.points[p.spot.team] == best.points[p.spot.team]
            assert ("puzzles.abnat_matter" in keys) == same
            seen += same
    assert seen


def test_the_usage_line_names_the_command_as_it_was_run() -> None:
    run = subprocess.run([sys.executable, "-m", "baloot_widgets"], capture_output=True, text=True)
    assert run.returncode == 2 and run.stderr.startswith("usage: python -m baloot_widgets ")
    from baloot_widgets.__main__ import _parser

    assert _parser().format_usage().startswith("usage: baloot ")
