"""The page's intents carry the seq of the frame they answer, and Python follows only the
intents of a current frame (widgets/intents.py): a repeated click, a click in a second view
or a click that waited while the kernel was busy is refused with a sentence and changes
nothing, for the Table, the Quiz and the ReviewBoard alike."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from baloot_widgets import Game, Table
from baloot_widgets.bots import RandomBot
from baloot_widgets.i18n import text
from baloot_widgets.widgets import Quiz, ReviewBoard

STALE = text("intent.stale")


def from_page(widget: Table | Quiz | ReviewBoard, intent: object) -> str:
    """Send ``intent`` through the widget's comm, exactly as the page's ``model.send``."""
    widget._handle_msg(
        {"content": {"data": {"method": "custom", "content": intent}}, "buffers": []}
    )
    return str(widget.message)


def picture(table: Table) -> str:
    """Everything an intent could change: the game or match, and the table's own state."""
    s = table._session
    seen = (s.covered, s.review is not None, s.reviewing is not None, s.seat)
    return json.dumps([s.source.to_record(), seen], sort_keys=True)


# ---- the table ---------------------------------------------------------------------------


def test_a_double_click_on_pass_acts_once() -> None:
    """The issue's example: the second 'p0 pass' of a double click, sent for the frame the
    first one answered, used to be applied to the next position (round 2: the hand was
    voided)."""
    table = Table(Game.new(seed=0, dealer=3), pace=0)
    seq = table.frame["seq"]
    assert from_page(table, {"type": "act", "action": "p0 pass", "seq": seq}) == ""
    after_one = table.game.history
    assert "p0 pass" in map(str, table.view.legal), "passing again would be legal now"
    assert from_page(table, {"type": "act", "action": "p0 pass", "seq": seq}) == STALE
    assert table.game.history == after_one
    assert table.frame["message"] == {"text": STALE, "kind": "note", "link": None}
    # a click on the new picture acts
    assert from_page(table, {"type": "act", "action": "p0 pass", "seq": table.frame["seq"]}) == ""
    assert len(table.game.history) > len(after_one)


def test_a_message_only_answer_keeps_the_picture_current() -> None:
    """A refusal changes nothing: a click made on the picture before it still acts."""
    table = Table(Game.new(seed=0, dealer=3), pace=0)
    seq = table.frame["seq"]
    assert from_page(table, {"type": "act", "action": "p2 pass", "seq": seq}).startswith("You play")
    assert table.frame["seq"] > seq
    assert from_page(table, {"type": "act", "action": "p0 pass", "seq": seq}) == ""


def test_an_intent_without_its_seq_is_refused_from_the_page_but_not_from_python() -> None:
    table = Table(Game.new(seed=0, dealer=3), pace=0)
    said = from_page(table, {"type": "act", "action": "p0 pass"})
    assert said == text("intent.no_seq", seq="'none'") and table.game.history == ()
    assert table.frame["message"]["text"] == said
    assert from_page(table, {"type": "act", "action": "p0 pass", "seq": "7"}).startswith(
        "The page sent a request without the number"
    )
    assert from_page(table, {"type": "act", "action": "p0 pass", "seq": 10**9}) == STALE
    assert table.act("p0 pass") == "" and table.game.history  # Python acts on what is shown


def test_the_stale_sentence_is_in_the_tables_language() -> None:
    table = Table(Game.new(seed=0, dealer=3), pace=0, lang="ar")
    seq = table.frame["seq"]
    from_page(table, {"type": "act", "action": "p0 pass", "seq": seq})
    assert from_page(table, {"type": "act", "action": "p0 pass", "seq": seq}) == text(
        "intent.stale", "ar"
    )


def _intents(table: Table) -> list[dict[str, Any]]:
    """What the page could send now: the human's calls and cards, the frame's buttons, and
    a few that do not apply (a seat that is not yours, Next hand while playing)."""
    out: list[dict[str, Any]] = [{"type": "act", "action": str(a)} for a in table.view.legal]
    out += [{"type": b["intent"]} for b in table.frame.get("buttons", [])]
    out += [{"type": "next"}, {"type": "review"}, {"type": "act", "action": "p1 pass"}]
    return out


@settings(max_examples=25, deadline=None)
@given(st.data())
def test_only_intents_for_a_current_frame_act(data: st.DataObject) -> None:
    """Random intents with random sequence numbers, old and current: an intent for a frame
    older than the last change is refused and changes nothing; one for a current frame is
    followed (a legal call or card always acts)."""
    seed = data.draw(st.integers(0, 10_000), label="seed")
    table = Table(seed=seed, pace=0)
    current = table.frame["seq"]  # the first frame that shows what can be done now
    for _ in range(data.draw(st.integers(5, 40), label="intents")):
        intents = _intents(table)
        intent = data.draw(st.sampled_from(intents), label="intent")
        latest = table.frame["seq"]
        seq = data.draw(st.integers(0, latest), label="seq")
        legal = intent.get("action") in {str(a) for a in table.view.legal}
        before = picture(table)
        said = from_page(table, {**intent, "seq": seq})
        changed = picture(table) != before
        assert table.frame["seq"] > latest, "every intent is answered by a new frame"
        if seq < current:
            assert said == STALE and not changed, (seq, current, intent)
        else:
            assert said != STALE
            if legal and intent["type"] == "act":
                assert said == "" and changed, (intent, said)
        if changed:
            current = table.frame["seq"]
        if table._session.is_over:
            break


# ---- the quiz and the review board have the same problem, and the same cure ---------------


def test_a_quiz_answer_for_the_exercise_before_is_not_given_to_the_next_one() -> None:
    quiz = Quiz(kinds=["higher_card"], seed=4, count=5)
    seq = quiz.frame["seq"]
    first = quiz.exercise
    assert from_page(quiz, {"type": "answer", "value": first.solution, "seq": seq}) == ""
    assert from_page(quiz, {"type": "next", "seq": quiz.frame["seq"]}) == ""
    assert quiz.exercise is not first and quiz.score == (1, 1)
    # the same answer clicked twice: the second arrives after "next" was answered
    assert from_page(quiz, {"type": "answer", "value": first.solution, "seq": seq}) == STALE
    assert quiz.score == (1, 1) and quiz.frame["state"] == "asking"
    # a click on the exercise shown is graded
    assert from_page(quiz, {"type": "answer", "value": "xx", "seq": quiz.frame["seq"]}) != STALE


def test_a_double_click_on_next_mistake_moves_once() -> None:
    game = Game.new(seed=1, dealer=0)
    game.play_bots({s: RandomBot(seed=s) for s in range(4)})
    board = ReviewBoard.from_game(game, seat=1)
    assert sum(1 for m in board.review.moves if (m.loss or 0) > 0) >= 2, "two mistakes to visit"
    seq = board.frame["seq"]
    assert from_page(board, {"type": "mistake", "seq": seq}) == ""
    step = board.step
    assert from_page(board, {"type": "mistake", "seq": seq}) == text("intent.stale")
    assert board.step == step and board.frame["seq"] > seq
    assert from_page(board, {"type": "mistake", "seq": board.frame["seq"]}) == ""
    assert board.step != step
