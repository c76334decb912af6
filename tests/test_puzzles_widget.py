"""The Puzzles widget without a browser: what it syncs (no solution and, for a puzzle at
the table, no hidden card before the answer), the intents a browser sends (fed to
``_handle_msg`` with the ``"buffers"`` key a browser always sends), the Python mirror,
the learner's ratings file, and the static picture."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from test_widget_model import cards_in, visible_to

from baloot_widgets import BalootError, Card, CardSet
from baloot_widgets.puzzles import load_puzzles
from baloot_widgets.puzzles.session import PuzzleSession
from baloot_widgets.widgets import Puzzles
from baloot_widgets.widgets.puzzles_frames import frame

TABLE = load_puzzles(kind="table")
OPEN = load_puzzles(kind="open")


def custom(intent: object) -> dict[str, Any]:
    """The comm message a browser sends for ``model.send(intent)``."""
    return {"content": {"data": {"method": "custom", "content": intent}}, "buffers": []}


def synced(widget: Puzzles) -> dict[str, Any]:
    """Every synced trait but the static files, as the page receives them."""
    state = widget.get_state()
    return {k: v for k, v in state.items() if not k.startswith("_")}


def wrong(p: Any) -> Card:
    return next(c for c in p.legal if c not in p.solution)


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_table_puzzle_sends_no_hidden_card_before_the_answer(lang: str) -> None:
    """Before the answer, the synced state of a puzzle at the table and its static
    picture (saved in the notebook) name, as a code, a symbol or a spoken name, in either
    language, only the cards its seat may see: its hand, the floor card, the cards played,
    the projects shown.  After it, the hands may be shown."""
    revealed = 0
    for p in TABLE[::5]:
        widget = Puzzles(puzzles=[p], ratings=None, lang=lang)  # type: ignore[arg-type]
        allowed = set(visible_to(p.position(), p.seat))
        seen = cards_in(synced(widget)) | cards_in(widget.picture())  # the static picture too
        assert seen <= allowed, f"{p.id} leaks {CardSet(seen - allowed)}"
        assert '"marks"' not in json.dumps(synced(widget))
        widget.answer(wrong(p))
        after = cards_in(synced(widget))
        revealed += bool(after - allowed)
    assert revealed  # the lines after the answer do show the hidden hands


def test_an_open_puzzle_shows_every_hand_but_no_answer() -> None:
    for p in OPEN[::40]:
        widget = Puzzles(puzzles=[p], ratings=None)
        state = synced(widget)
        hands = {c for h in p.state.hands for c in CardSet(h)}
        assert hands <= cards_in(state)
        assert state["frame"]["feedback"] is None and '"marks"' not in json.dumps(state)
        said = json.dumps(state["frame"])
        for words in ("Good!", "Costly:", "is the best card", "The idea", "The winning line"):
            assert words not in said


def test_the_question_is_drawn_without_reading_the_solution() -> None:
    """A puzzle stripped of what the solver found (values, lines, results, evidence) is
    drawn all the same before the answer: the question does not read them."""
    for p in (OPEN[0], TABLE[0]):
        record = {k: v for k, v in p.record.items()
                  if k not in ("values", "lines", "results", "evidence")}  # fmt: skip
        stripped = type(p)(p.id, p.kind, p.level, p.rating, p.margin, p.themes, record, p.hand)
        f = frame(PuzzleSession(puzzles=[stripped], ratings=None))
        assert f["state"] == "asking" and f["feedback"] is None


def test_intents_from_the_browser() -> None:
    """The page's intents carry the seq of the frame they were chosen on (common.js adds
    it); one chosen on an older frame changes nothing."""
    widget = Puzzles(theme="last_trick", level=1, count=2, ratings=None)
    p = widget.puzzle
    sent: list[Any] = []
    widget.comm.send = lambda data=None, metadata=None, buffers=None: sent.append(data)  # type: ignore[method-assign]

    def click(intent: dict[str, Any]) -> None:
        widget._handle_msg(custom({**intent, "seq": widget.frame["seq"]}))

    click({"type": "next"})
    assert widget.message == "Choose a card first: each puzzle is tried once."
    asked = widget.frame["seq"]
    click({"type": "answer", "value": sorted(p.solution)[0].code})
    assert widget.frame["state"] == "answered" and widget.frame["feedback"]["grade"] == "good"
    assert widget.message == ""
    click({"type": "answer", "value": wrong(p).code})  # one try only
    assert widget.frame["feedback"]["grade"] == "good" and widget.score == (1, 0, 0)
    widget._handle_msg(custom({"type": "next", "seq": asked}))  # a click on the old picture
    assert widget.puzzle is p and "earlier picture" in widget.message
    click({"type": "next"})
    assert widget.puzzle is not p and widget.frame["state"] == "asking"
    assert sent, "the frames went to the browser"


@pytest.mark.parametrize("intent", [None, 3, "answer", [], {"type": "dance"}, {"value": "AS"},
                                    {"type": "answer"}, {"type": "answer", "value": ["AS"]},
                                    {"type": "answer", "value": {"x": 1}}])  # fmt: skip
def test_bad_intents_get_a_sentence_and_change_nothing(intent: object) -> None:
    widget = Puzzles(theme="sawa", count=1, ratings=None)
    before = json.dumps(widget.frame["board"])
    message = widget.send_intent(intent)
    assert message and "Traceback" not in message
    assert json.dumps(widget.frame["board"]) == before and widget.frame["state"] == "asking"


def test_an_illegal_card_is_refused_with_the_rule_and_can_be_tried_again() -> None:
    p = next(p for p in OPEN if len(p.legal) < p.tricks_left)
    widget = Puzzles(puzzles=[p], ratings=None, lang="ar")
    illegal = next(c for c in CardSet(p.state.hands[p.seat]) if c not in p.legal)
    message = widget.send_intent({"type": "answer", "value": illegal.code})
    assert "لم تُحسب هذه محاولة" in message and widget.frame["state"] == "asking"
    widget.answer(sorted(p.solution)[0])
    assert widget.frame["state"] == "done" and widget.score == (1, 0, 0)


def test_the_browser_cannot_set_the_truth() -> None:
    widget = Puzzles(theme="sawa", count=1, ratings=None)
    before = dict(widget.frame)
    widget._handle_msg({"content": {"data": {"method": "update", "state": {"frame": {}}}},
                        "buffers": []})  # fmt: skip
    assert widget.frame == before


def test_ratings_go_to_the_learner_file(tmp_path: Path) -> None:
    path = tmp_path / "ratings.json"
    widget = Puzzles(theme="cash_winners", count=2, ratings=path)
    assert not path.exists()  # nothing is written before an answer
    p = widget.puzzle
    widget.answer(wrong(p))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["tried"] == {p.id: widget.frame["feedback"]["grade"]}
    assert set(data["themes"]) == set(p.themes)
    rating = widget.frame["feedback"]["rating"]
    assert rating and all(line.startswith("Your rating in ") for line in rating)


def test_language_switch_relabels_and_keeps_the_answer() -> None:
    widget = Puzzles(theme="draw_trumps", count=2, ratings=None)
    widget.answer(wrong(widget.puzzle))
    widget.lang = "ar"
    assert widget.labels["dir"] == "rtl" and widget.labels["next"] == "اللغز التالي"
    assert widget.frame["feedback"]["verdict"] in ("مقبول", "مكلف")
    assert "الفكرة التي فاتتك" in " ".join(widget.frame["feedback"]["lines"])
    widget.lang = "fr"
    assert widget.lang == "ar"


def test_the_static_picture_is_the_frame_and_stable() -> None:
    one = Puzzles(theme="akka", count=1, ratings=None, lang="ar")
    two = Puzzles(theme="akka", count=1, ratings=None, lang="ar")
    assert one.picture() == two.picture() and 'dir="rtl"' in one.picture()
    data, _ = one._repr_mimebundle_()
    assert data["text/html"] == one.picture()
    one.answer(wrong(one.puzzle))
    picture = one.picture()
    assert "الأكلة" in picture and one.frame["feedback"]["verdict"] in picture


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"lang": "fr"}, "lang must be 'en' or 'ar'"),
        ({"count": 0}, "count must be a whole number"),
        ({"theme": "kaboot", "level": 1, "kind": "table"}, "No puzzle matches")
        if not load_puzzles("kaboot", 1, "table")
        else ({"theme": "x"}, "no puzzle theme"),
        ({"theme": "x"}, "no puzzle theme"),
    ],
)
def test_bad_options_are_sentences(options: dict[str, Any], words: str) -> None:
    with pytest.raises(BalootError, match=words):
        Puzzles(**options, ratings=None)


def test_a_run_ends_with_a_summary() -> None:
    widget = Puzzles(theme="save_points", level=1, count=2, ratings=None)
    for _ in range(2):
        widget.answer(sorted(widget.puzzle.solution)[0])
        if widget.frame["state"] == "answered":
            widget.next()
    assert widget.frame["state"] == "done" and "last puzzle" in widget.frame["summary"]
    assert widget.send_intent({"type": "next"}) == "The puzzles are over."
    assert (
        repr(widget)
        == "Puzzles(theme='save_points', level=1, kind=None, count=2, at=2, score=(2, 0, 0))"
    )


def test_a_themed_run_names_its_theme_first() -> None:
    """Practising a theme, the feedback names that theme: as the idea of a right answer
    and as the idea a wrong card missed, even on a puzzle whose first theme is another."""
    from baloot_widgets.puzzles import themes_of

    def wrong_misses_last_trick(p: Any) -> bool:
        return "last_trick" in themes_of(p.spot, int(wrong(p)))

    other = next(
        p for p in load_puzzles(theme="last_trick")
        if p.themes[0] != "last_trick" and wrong_misses_last_trick(p)
    )  # fmt: skip
    good = other.check(sorted(other.solution)[0], theme="last_trick")
    assert "The idea: The last trick's 10." in good.text
    assert "The idea: The last trick's 10." not in other.check(sorted(other.solution)[0]).text
    widget = Puzzles(theme="last_trick", puzzles=[other], ratings=None)
    widget.answer(wrong(other))
    lines = widget.frame["feedback"]["lines"]
    assert lines[-1].startswith("The idea you missed: The last trick's 10."), lines
