"""The learner's puzzle ratings: the Glicko update, the file in the learner's folder (an
unreadable file is never overwritten), and the choice of the next puzzle, which gets
harder as the learner succeeds."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from baloot_widgets.puzzles import load_puzzles
from baloot_widgets.puzzles.rating import START, Rating, Ratings, update
from baloot_widgets.puzzles.session import PuzzleSession


def test_a_win_raises_a_loss_lowers_and_a_draw_meets_in_the_middle() -> None:
    r = Rating()
    win, draw, loss = (update(r, opponent=START, score=s) for s in (1.0, 0.5, 0.0))
    assert loss.rating < draw.rating < win.rating
    assert draw.rating == pytest.approx(START)
    assert win.deviation < r.deviation and win.tries == 1
    # beating a harder puzzle is worth more than beating an easy one
    hard, easy = update(r, opponent=1800, score=1.0), update(r, opponent=1000, score=1.0)
    assert hard.rating - r.rating > easy.rating - r.rating > 0


def test_the_deviation_shrinks_but_keeps_a_floor() -> None:
    r = Rating()
    for _ in range(200):
        r = update(r, opponent=1400, score=0.5)
    assert r.deviation == pytest.approx(60.0)


def test_ratings_are_saved_in_the_file_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "puzzle_ratings.json"
    ratings = Ratings.load(path)
    puzzle = load_puzzles(level=1)[0]
    moved = ratings.record(puzzle, "good")
    assert [theme for theme, _, _ in moved] == list(puzzle.themes)
    assert all(after.rating > before.rating for _, before, after in moved)
    again = Ratings.load(path)
    assert again.tried == {puzzle.id: "good"}
    assert again.rating(puzzle.themes[0]).rating == pytest.approx(moved[0][2].rating, abs=0.1)
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == "baloot-widgets/puzzle-ratings"


@pytest.mark.parametrize("junk", ["{not json", "[1, 2]", '{"format": "other"}',
                                  '{"format": "baloot-widgets/puzzle-ratings", "themes": {"x": 1}}'])  # fmt: skip
def test_an_unreadable_file_is_left_as_it_is(tmp_path: Path, junk: str) -> None:
    path = tmp_path / "puzzle_ratings.json"
    path.write_text(junk, encoding="utf-8")
    ratings = Ratings.load(path)
    assert ratings.problem is not None and str(path) in ratings.problem.text()
    assert "لم تُحفظ" in ratings.problem.text("ar") or "لن تُحفظ" in ratings.problem.text("ar")
    ratings.record(load_puzzles(level=1)[0], "costly")
    assert path.read_text(encoding="utf-8") == junk


def test_a_file_that_cannot_be_written_is_a_sentence_not_an_error(tmp_path: Path) -> None:
    folder = tmp_path / "gone"
    ratings = Ratings.load(folder / "puzzle_ratings.json")
    ratings.record(load_puzzles(level=1)[0], "ok")
    assert ratings.problem is not None and "could not be saved" in ratings.problem.text()


def test_success_brings_harder_puzzles(tmp_path: Path) -> None:
    """A learner who solves every puzzle of a theme meets higher-rated ones; one who
    fails every time meets lower-rated ones."""
    theme = "last_trick"
    seen: dict[str, list[int]] = {}
    for name, grade in (("strong", "good"), ("weak", "costly")):
        session = PuzzleSession(theme=theme, adaptive=True, count=12, seed=3,
                                ratings=tmp_path / f"{name}.json")  # fmt: skip
        ratings = []
        while True:
            p = session.puzzle
            ratings.append(p.rating)
            card = (
                sorted(p.solution)[0]
                if grade == "good"
                else max((c for c in p.legal if c not in p.solution), key=lambda c: p.loss(c))
            )
            assert session.answer(card).grade in (grade, "ok")
            if session.next() is None:
                break
        seen[name] = ratings
    strong, weak = seen["strong"], seen["weak"]
    assert sum(strong[-4:]) / 4 > sum(strong[:4]) / 4
    assert sum(weak[-4:]) / 4 <= sum(weak[:4]) / 4
    assert sum(strong[-4:]) > sum(weak[-4:])


def test_pick_skips_what_was_tried_and_ends() -> None:
    puzzles = load_puzzles(theme="cash_winners", level=1)[:3]
    ratings = Ratings(None)
    rng = random.Random(1)
    picked = set()
    for p in puzzles:
        ratings.tried[p.id] = "good"
        picked.add(p.id)
    assert ratings.pick(puzzles, rng) is None
