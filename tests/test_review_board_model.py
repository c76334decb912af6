"""The ReviewBoard widget without a browser: the intents a browser sends are fed to
``_handle_msg`` (with the top-level ``"buffers"`` key) and the frames Python computes are
checked; a bad intent gets a sentence and changes nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest

from baloot_widgets import BalootError, Game, ReviewBoard
from baloot_widgets.bots import HeuristicBot
from baloot_widgets.review import review
from baloot_widgets.widgets.reviewboard_frames import reviewboard_labels


def custom(intent: object) -> dict[str, Any]:
    """The comm message a browser sends for ``model.send(intent)``."""
    return {"content": {"data": {"method": "custom", "content": intent}}, "buffers": []}


def page(widget: Any, intent: object) -> None:
    """Send ``intent`` through the comm as the page does: with the seq of the frame shown."""
    if isinstance(intent, dict) and "seq" not in intent:
        intent = {**intent, "seq": widget.frame["seq"]}
    widget._handle_msg(custom(intent))


@pytest.fixture(scope="module")
def game() -> Game:
    g = Game.new(seed=0, dealer=0)
    g.play_bots({s: HeuristicBot(seed=s) for s in range(4)})
    return g


@pytest.fixture(scope="module")
def reviewed(game: Game) -> Any:
    return review(game)


def test_the_board_steps_through_the_hand_by_intents(reviewed: Any) -> None:
    board = ReviewBoard(reviewed)
    assert board.step == 0 and board.frame["title"].startswith("The deal")
    total = len(reviewed.moves)
    page(board, {"type": "goto", "step": 3})
    assert board.step == 3 and board.message == ""
    assert board.frame["title"].startswith(f"Move 3 of {total}: ")
    board.goto(999)
    assert board.step == total  # brought to the end
    board.goto(-5)
    assert board.step == 0
    first = reviewed.mistakes()
    steps = sorted(m.index + 1 for m in first)
    assert board.next_mistake() == "" and board.step == steps[0]
    assert board.frame["mark"] in ("mistake", "inaccuracy")
    assert board.frame["verdict"].endswith("Abnat lost")
    board.goto(steps[-1])
    board.next_mistake()
    assert board.step == steps[0]  # wraps around
    assert json.dumps(board.frame) and json.dumps(board.timeline)


def test_a_card_frame_shows_the_trick_and_every_legal_cards_value(reviewed: Any) -> None:
    m = reviewed.mistakes()[0]
    board = ReviewBoard(reviewed, step=m.index + 1)
    f = board.frame
    rows = f["choices"]["rows"]
    assert {r["card"] for r in rows} == {c.code for c in m.values}
    played = next(r for r in rows if r["played"])
    assert played["card"] == m.card.code and played["value"] == m.value and not played["best"]
    assert all(r["best"] == (r["value"] == m.best_value) for r in rows)
    assert all(0 <= r["width"] <= 100 for r in rows)
    assert any(c["card"] == m.card.code and c["new"] for c in f["trick"]["cards"])
    assert f["reason"] == m.text() and f["mark"] == m.mark
    assert [t["mark"] for t in board.timeline].count("mistake") == sum(
        1 for x in reviewed.moves if x.mark == "mistake"
    )


def test_one_seats_hand_or_every_hand(reviewed: Any) -> None:
    board = ReviewBoard(reviewed, seat=2, step=20)
    seats = {s["seat"]: s for s in board.frame["seats"]}
    assert seats[2]["cards"] is not None and seats[2]["pos"] == "bottom"
    assert all(seats[s]["cards"] is None and seats[s]["count"] >= 0 for s in (0, 1, 3))
    page(board, {"type": "seat", "seat": -1})
    assert board.shown is None and all(s["cards"] is not None for s in board.frame["seats"])
    assert {s["seat"]: s["pos"] for s in board.frame["seats"]}[2] == "bottom"  # kept at the bottom
    board.show(1)
    assert board.seat == 1 and board.frame["seats"][0]["seat"] == 1


def test_the_estimate_is_added_on_request_and_marked(reviewed: Any) -> None:
    m = reviewed.mistakes()[0]
    board = ReviewBoard(reviewed, step=m.index + 1)
    assert board.frame["estimate"] is None
    page(board, {"type": "estimate", "on": True})
    est = board.frame["estimate"]
    assert board.estimate and est["text"].startswith("estimate from what")
    assert est["caption"] == "Estimate: what the player could see"
    assert {r["card"] for r in est["rows"]} == {c.code for c in m.values}
    board.goto(1)  # a call has no estimate: the board says why
    assert board.frame["estimate"] is None and board.frame["note"]
    board.show_estimate(False)
    assert board.frame["note"] == ""


def test_bad_intents_get_a_sentence_and_change_nothing(reviewed: Any) -> None:
    board = ReviewBoard(reviewed, step=4)
    before = dict(board.frame)
    for intent in ("goto", {"type": "fly"}, {"type": "goto", "step": "x"},
                   {"type": "goto", "step": True}, {"type": "seat", "seat": 9},
                   {"type": "estimate", "on": "yes"}):  # fmt: skip
        page(board, intent)
        assert board.message.startswith("The board did not understand that request: ")
        assert board.step == 4 and {**board.frame, "seq": 0} == {**before, "seq": 0}
    board.goto(5)
    assert board.message == ""


def test_the_browser_cannot_set_the_truth(reviewed: Any) -> None:
    board = ReviewBoard(reviewed, step=2)
    sent: list[Any] = []
    board.comm.send = lambda data=None, metadata=None, buffers=None: sent.append(data)  # type: ignore[method-assign,union-attr]
    board._handle_msg(
        {"content": {"data": {"method": "update", "state": {"step": 7}}}, "buffers": []}
    )
    assert board.step == 2 and sent and sent[-1]["state"]["step"] == 2


def test_arabic_board_and_pictures(game: Game) -> None:
    board = ReviewBoard.from_game(game, seat=0, lang="ar")
    assert board.labels == reviewboard_labels("ar") and board.labels["dir"] == "rtl"
    board.goto(20)
    assert "الحركة 20" in board.frame["title"]
    data, _ = board._repr_mimebundle_()
    assert 'dir="rtl"' in data["text/html"] and "application/vnd.jupyter.widget-view+json" in data
    board.lang = "en"
    assert board.labels["dir"] == "ltr" and board.frame["title"].startswith("Move 20")
    board.lang = "fr"
    assert board.lang == "en" and "lang must be" in board.message
    assert repr(board) == f"ReviewBoard(step=20 of {len(board.review.moves)}, seat=0, lang='en')"


def test_the_widget_of_a_review_and_bad_arguments(reviewed: Any) -> None:
    board = ReviewBoard(reviewed, seat=3)
    assert isinstance(board, ReviewBoard) and board.shown == 3 and board.review is reviewed
    with pytest.raises(BalootError, match="ReviewBoard shows a HandReview"):
        ReviewBoard("hand")  # type: ignore[arg-type]
    with pytest.raises(BalootError, match="seat must be a seat 0-3"):
        ReviewBoard(reviewed, seat=5)
    with pytest.raises(BalootError, match="lang must be"):
        ReviewBoard(reviewed, lang="de")  # type: ignore[arg-type]
