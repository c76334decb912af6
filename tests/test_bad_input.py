"""Bad input gets the package's error and a sentence, in English and Arabic, never a raw
Python error; a sentence quotes at most a short, marked excerpt of what it was given; the
learners' files stay in their folder; a table refuses at once what it could not save."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from baloot_widgets import BalootError, Game, Match, NotationError, Table, parse_cards
from baloot_widgets.course import my_file
from baloot_widgets.i18n import QUOTE_MAX, quote
from baloot_widgets.widgets import Quiz

ARABIC = re.compile("[\u0600-\u06ff]")
#: the cards before the bidding, five a seat (the other eleven are shuffled from the seed)
FIVE_EACH = ["7S 8S 9S JS QS", "7H 8H 9H JH QH", "7D 8D 9D JD QD", "7C 8C 9C JC QC"]


def refused(call: Callable[[], object], kind: type[BalootError] = BalootError) -> BalootError:
    """The error ``call`` raises: the package's, with a sentence in both languages."""
    with pytest.raises(kind) as info:
        call()
    error = info.value
    english, arabic = str(error), error.text("ar")
    assert english and not english.startswith(("Traceback", "TypeError", "AttributeError"))
    assert ARABIC.search(arabic), arabic
    return error


# ---- raw Python errors where a sentence is promised ------------------------------------


@pytest.mark.parametrize("value", [None, 12, 1.5, b"AS KS", object()])
def test_parse_cards_of_what_is_not_cards(value: object) -> None:
    error = refused(lambda: parse_cards(value), NotationError)  # type: ignore[arg-type]
    assert str(error).startswith("cards are text such as 'AS 10H KD' or a list of cards, not")


def test_from_hands_without_hands() -> None:
    error = refused(lambda: Game.from_hands(None, floor=None))  # type: ignore[arg-type]
    assert "give the cards of the four seats" in str(error)


@pytest.mark.parametrize("seed", [[1], 1.5, ("a",), b"x", {"a": 1}, True])
def test_a_seed_that_cannot_deal_or_be_saved_is_refused_at_once(seed: object) -> None:
    for call in (
        lambda: Game.new(seed=seed),  # type: ignore[arg-type]
        lambda: Match(seed=seed),  # type: ignore[arg-type]
        lambda: Table(seed=seed),  # type: ignore[arg-type]
        lambda: Game.from_hands(FIVE_EACH, floor="AS", seed=seed),  # type: ignore[arg-type]
    ):
        error = refused(call)
        assert str(error).startswith("seed must be a whole number, a text or None"), error


def test_a_good_seed_still_deals_the_same() -> None:
    for seed in (0, 7, -3, "lesson 3", None):
        assert Table(seed=seed).match is not None
    assert Game.new(seed="x").state.pack == Game.new(seed="x").state.pack


def test_a_table_of_something_that_is_not_a_game() -> None:
    error = refused(lambda: Table("notagame"))  # type: ignore[arg-type]
    assert str(error) == (
        "Table plays a Game or a Match (or a new match when none is given), not 'notagame'"
    )


@pytest.mark.parametrize("seat", [9, -1, 4, "1", None])
def test_a_bot_for_a_seat_that_does_not_exist_is_refused(seat: object) -> None:
    bots = {1: "random", 2: "random", 3: "random", seat: "random"}
    error = refused(lambda: Table(bots=bots))  # type: ignore[arg-type]
    assert str(error) == f"bots are given by seat 0-3, and {quote(seat)} is not a seat"


def test_a_bot_that_is_not_a_bot_is_refused() -> None:
    error = refused(lambda: Table(bots={1: 5, 2: "random", 3: "random"}))  # type: ignore[dict-item]
    assert str(error).startswith("the bot of seat 1 must be a bot")


def test_a_five_thousand_deep_quiz_answer() -> None:
    quiz = Quiz(kinds=["higher_card"], seed=1)
    deep: list[object] = []
    for _ in range(5000):
        deep = [deep]
    said = quiz.send_intent({"type": "answer", "value": deep})
    assert "Recursion" not in said and said == "Click one card, or give it as text such as 10H."
    assert quiz.score == (0, 0)


def test_quiz_results_to_a_name_with_nul(tmp_path: Path) -> None:
    quiz = Quiz(kinds=["higher_card"], seed=1)
    error = refused(lambda: quiz.to_csv("/x/\x00.csv"))
    assert str(error).startswith("cannot save the quiz results to '/x/\\x00.csv'"), error
    error = refused(lambda: quiz.to_csv(tmp_path / "\x00.csv"))
    assert str(error).endswith(": a file name cannot hold the character NUL (\\x00)"), error
    assert list(tmp_path.iterdir()) == []


# ---- quoting --------------------------------------------------------------------------


def test_an_error_quotes_a_short_marked_excerpt() -> None:
    error = refused(lambda: parse_cards("Q" * 10**7), NotationError)
    assert len(str(error)) < 120 and len(error.text("ar")) < 120
    assert "'" + "Q" * (QUOTE_MAX - 3) + "…'" in str(error)


@pytest.mark.parametrize(
    "value",
    ["Q" * 10**6, 10**5000, list(range(10**5)), {"k" * 1000: "v" * 1000}, b"x" * 10**6],
    ids=["text", "number", "list", "dict", "bytes"],
)
def test_quote_is_short_whatever_it_is_given(value: object) -> None:
    shown = quote(value)
    assert len(shown) <= QUOTE_MAX and ("…" in shown or "..." in shown), shown


def test_quote_survives_a_deep_value_and_a_repr_that_fails() -> None:
    class Broken:
        def __repr__(self) -> str:
            raise RuntimeError("no")

    deep: list[object] = []
    for _ in range(10_000):
        deep = [deep]
    assert quote(deep) == "[[[...]]]" and quote(Broken()) == "<Broken>"


# ---- the learners' own files -----------------------------------------------------------


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("BALOOT_HOME", raising=False)  # the suite's own learner folder otherwise
    return tmp_path


@pytest.mark.parametrize(
    ("name", "start"),
    [
        ("../../x", "my_file keeps your files in your folder baloot"),
        ("/elsewhere/x", "my_file keeps your files in your folder baloot"),
        ("sub/../../x", "my_file keeps your files in your folder baloot"),
        (".", "my_file keeps your files in your folder baloot"),
        ("", "my_file needs a file name"),
        ("  ", "my_file needs a file name"),
        ("a\x00b", "my_file needs a file name"),
        (None, "my_file needs a file name"),
    ],
)
def test_my_file_keeps_every_name_in_the_learners_folder(
    home: Path, name: object, start: str
) -> None:
    error = refused(lambda: my_file(name))  # type: ignore[arg-type]
    assert str(error).startswith(start), error
    assert not (home.parent / "x").exists() and not Path("/elsewhere").exists()


def test_my_file_of_a_good_name(home: Path) -> None:
    folder = (home / "baloot").resolve()
    assert my_file("match.json") == folder / "match.json"
    assert my_file("class 3/match.json") == folder / "class 3" / "match.json"
    assert (folder / "class 3").is_dir()
