"""The table's "Review this hand" (issue 13): after a finished hand the table offers its
review; the intent makes Python build the hand's ReviewBoard for the human seat, in the
table's language, and sync it to the page as a widget reference; ``Table.review()`` gives
the same board from Python, or a sentence when no hand is finished yet."""

from __future__ import annotations

from typing import Any

import pytest

from baloot_widgets import Game, Table
from baloot_widgets.widgets import reviewboard
from baloot_widgets.widgets.reviewboard import ReviewBoard


def finish_hand(table: Table) -> None:
    """Play the human seat's first legal action until the hand of the match is over."""
    while table._session.review is None and not table._session.is_over:
        assert table.act(table.view.legal[0]) == ""


def buttons(table: Table) -> dict[str, tuple[str, str]]:
    """The frame's buttons: key -> (label, intent)."""
    return {b["key"]: (b["label"], b["intent"]) for b in table.frame["buttons"]}


def test_no_review_before_a_hand_is_finished() -> None:
    table = Table(seed=1, pace=0)
    assert "review" not in buttons(table)
    assert table.review() == "No hand is finished yet: play a hand to its end, then review it"
    frame = dict(table.frame)
    assert table.send_intent({"type": "review"}).startswith("No hand is finished yet")
    assert table.board is None
    assert {k: v for k, v in table.frame.items() if k not in ("seq", "message")} == {
        k: v for k, v in frame.items() if k not in ("seq", "message")
    }
    arabic = Table(seed=1, pace=0, lang="ar").review()
    assert isinstance(arabic, str) and arabic.startswith("لم تنتهِ أي يد بعد")


def test_the_end_of_hand_screen_offers_the_review_and_opens_it() -> None:
    table = Table(seed=1, pace=0, you=2)
    finish_hand(table)
    hand = table._session.review
    assert hand is not None
    assert list(buttons(table)) == ["next", "review"]  # Next hand stays first (the focus)
    assert buttons(table)["review"] == ("Review this hand", "review")
    assert table.send_intent({"type": "review"}) == ""
    board = table.board
    assert isinstance(board, ReviewBoard)
    assert board.shown == 2 and board.lang == "en"
    assert [m.action for m in board.review.moves] == [str(a) for a in hand.history]
    assert buttons(table)["review"] == ("Close the review", "close_review")
    assert table.get_state("board")["board"] == f"anywidget:{board.model_id}"
    assert table.review() is board  # one board per hand: the solver walks it once
    assert table.send_intent({"type": "close_review"}) == ""
    assert table.board is None and buttons(table)["review"][1] == "review"
    assert table.send_intent({"type": "close_review"}) == ""  # closing twice is harmless


def test_the_last_hand_stays_reviewable_until_the_next_hand_is_played() -> None:
    table = Table(seed=1, pace=0)  # after Next hand, seat 0 calls before any card
    finish_hand(table)
    table.send_intent({"type": "review"})
    board = table.board
    assert table.next_hand() == ""
    assert table.board is board
    assert buttons(table)["review"] == ("Close the review", "close_review")
    table.send_intent({"type": "close_review"})
    assert buttons(table)["review"] == ("Review the last hand", "review")
    table.send_intent({"type": "review"})
    state = table.game.state
    while not (state.tricks or state.trick):
        table.act(table.view.legal[0])
        state = table.game.state
    assert table.board is None and "review" not in buttons(table)
    assert table.send_intent({"type": "review"}).startswith("The next hand is being played")
    assert table.review() is board  # from Python, the last finished hand stays reviewable


def test_a_finished_single_hand_can_be_reviewed_in_arabic() -> None:
    table = Table(Game.new(seed=3, dealer=3), pace=0, lang="ar")
    while not table._session.is_over:
        table.act(table.view.legal[0])
    assert buttons(table)["review"] == ("راجع هذه اليد", "review")
    assert table.send_intent({"type": "review"}) == ""
    board = table.board
    assert board is not None and board.lang == "ar" and board.shown == 0
    assert board.labels["dir"] == "rtl"
    assert buttons(table)["review"][0] == "أغلق المراجعة"
    assert table.labels["review_title"] == "مراجعة اليد المنتهية"
    table.lang = "en"  # the board follows the table's language
    assert board.lang == "en" and board.labels["dir"] == "ltr"


def test_a_failing_review_is_a_sentence_and_closes(monkeypatch: pytest.MonkeyPatch) -> None:
    table = Table(seed=1, pace=0)
    finish_hand(table)

    def broken(*_args: Any, **_kwargs: Any) -> ReviewBoard:
        raise RuntimeError("solver out of order")

    monkeypatch.setattr(reviewboard.ReviewBoard, "from_game", broken)
    message = table.send_intent({"type": "review"})
    assert message == "Something went wrong: RuntimeError: solver out of order"
    assert table.board is None and buttons(table)["review"][1] == "review"


def test_a_covered_screen_shows_only_ready() -> None:
    table = Table(seed=1, pace=0, humans=[0, 2])
    table.ready()
    while table._session.review is None:
        if table._session.covered:
            table.ready()
        else:
            table.act(table.view.legal[0])
    if table._session.covered:
        assert list(buttons(table)) == ["ready"]
        table.ready()
    assert "review" in buttons(table)


def test_the_browser_cannot_set_the_board() -> None:
    table = Table(seed=1, pace=0)
    table.set_state({"board": "anywidget:elsewhere"})
    assert table.board is None
