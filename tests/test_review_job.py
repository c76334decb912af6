"""A review computed off the click (issue 19): :class:`ReviewJob` works piece by piece,
says how far it is, shows honest bounds before it is finished and ends exact;
:class:`Background` runs such work on a thread or in small steps on the event loop
(JupyterLite has no threads) and can be cancelled; the Table reviews in the background,
shows a progress line, answers clicks meanwhile and drops the review when the next hand
starts."""

from __future__ import annotations

import asyncio
import re
import threading
from typing import Any

import pytest

from baloot_widgets import Game, Table
from baloot_widgets.bots import make_bot
from baloot_widgets.bots.hint import hint
from baloot_widgets.review import ReviewJob, review
from baloot_widgets.review.exact import Walk
from baloot_widgets.rules.state import Phase
from baloot_widgets.widgets.background import Background
from baloot_widgets.widgets.reviewboard import ReviewBoard


@pytest.fixture(scope="module")
def hand() -> Game:
    game = Game.new(seed=5, dealer=1)
    game.play_bots({s: make_bot("heuristic", s) for s in range(4)})
    assert game.state.contract is not None
    return game


def test_a_review_before_its_work_gives_bounds_that_hold_the_exact_values(hand: Game) -> None:
    job = ReviewJob(hand)
    early = job.result()
    assert not early.complete and early.perfect is None
    walk = Walk.of(hand.state)
    cards = [m for m in early.moves if m.is_card]
    assert cards and all(m.mark == "pending" for m in cards)
    for m in cards:
        exact = walk.values(hand.states[m.index])[m.card]
        assert m.bounds is not None and m.bounds[0] <= exact <= m.bounds[1]
        low, high = m.bounds
        said = m.reason.text("en") if m.reason is not None else ""
        if low < high:
            assert f"between {low} and {high}" in said
        else:  # the short search found its value: said so, the others still to come
            assert f"worth {low} Abnat; the other cards" in said
    summary = early.summary()
    assert "still being worked out" in summary and "unfinished" in repr(early)
    assert "ما زال قيد الحساب" in early.summary("ar")


def test_a_review_step_by_step_reports_progress_and_ends_exact(hand: Game) -> None:
    job = ReviewJob(hand, lang="ar")
    total = job.progress.total
    assert job.progress.text() == f"Reviewing… 0 of {total} tricks"
    assert job.progress.text("ar") == f"جارٍ تقييم اليد… 0 من {total} أكلات"
    seen = []
    while not job.step(0.0):  # one piece at a time
        seen.append(job.progress.tricks)
        partial = job.result()
        for m in partial.moves:  # what is done is exact, the rest pending
            assert m.mark != "pending" or not m.values
    assert seen == sorted(seen) and seen[-1] == total
    assert job.progress.done and job.progress.text() == "Review ready"
    done = job.result()
    assert done.complete and done.lang == "ar"
    whole = review(hand)
    assert [(m.action, m.values, m.loss, m.mark) for m in done.moves] == [
        (m.action, m.values, m.loss, m.mark) for m in whole.moves
    ]
    walk = Walk.of(hand.state)
    for m in done.moves:  # every value called exact is card_values at that position
        if m.is_card and m.values is not None:
            assert m.values == walk.values(hand.states[m.index])


class Count:
    """A task of ``n`` steps that records the thread of each step."""

    def __init__(self, n: int) -> None:
        self.n, self.steps, self.threads = n, 0, set()

    def step(self, seconds: float) -> bool:
        self.steps += 1
        self.threads.add(threading.get_ident())
        return self.steps >= self.n


@pytest.mark.parametrize("mode", ["thread", "steps"])
def test_background_reports_on_the_loop_and_lets_it_answer(mode: Any) -> None:
    async def main() -> tuple[list[Any], int]:
        runner = Background(mode)
        seen: list[Any] = []
        ticks = 0
        task = Count(50)
        runner.start(
            "count",
            task,
            progress=lambda t: seen.append(t.steps),
            done=lambda t: seen.append("done"),
        )
        while runner.running("count") is not None:
            ticks += 1  # the loop goes on meanwhile
            assert threading.get_ident() == loop_thread
            await asyncio.sleep(0.001)
        for _ in range(5):
            await asyncio.sleep(0.001)
        return seen, ticks

    loop_thread = threading.get_ident()
    seen, ticks = asyncio.run(main())
    assert seen[-1] == "done" and seen[:-1] == sorted(seen[:-1]) and ticks > 0


@pytest.mark.parametrize("mode", ["thread", "steps"])
def test_a_cancelled_task_stops_and_reports_nothing(mode: Any) -> None:
    async def main() -> tuple[Count, list[Any]]:
        runner = Background(mode)
        seen: list[Any] = []
        task = Count(10**9)
        runner.start(
            "count", task, progress=lambda t: seen.append("p"), done=lambda t: seen.append("done")
        )
        await asyncio.sleep(0.02)
        runner.cancel("count")
        n = len(seen)
        steps = task.steps
        await asyncio.sleep(0.05)
        assert len(seen) == n  # nothing reported after the cancel
        assert task.steps <= steps + 1  # at most the slice that was running
        return task, seen

    _, seen = asyncio.run(main())
    assert "done" not in seen


def finish_hand(table: Table) -> None:
    while table._session.review is None and not table._session.is_over:
        assert table.act(table.view.legal[0]) == ""


@pytest.mark.parametrize("mode", ["thread", "steps"])
def test_the_table_reviews_off_the_click_with_a_progress_line(mode: Any) -> None:
    async def main() -> tuple[Table, list[str]]:
        table = Table(seed=1, pace=0, lang="ar")
        table._background = Background(mode)
        finish_hand(table)
        hand = table._session.review
        assert table.send_intent({"type": "review"}) == ""  # answered at once
        lines = [table.frame["progress"]]
        while table._reviewing is not None:
            await asyncio.sleep(0.001)
            if table.frame["progress"] not in lines:
                lines.append(table.frame["progress"])
        assert table.frame["progress"] is None
        board = table.board
        assert isinstance(board, ReviewBoard) and board.review.complete
        assert [m.values for m in board.review.moves] == [m.values for m in review(hand).moves]
        return table, lines

    _, lines = asyncio.run(main())
    assert lines[0].startswith("جارٍ تقييم اليد… 0 من ")
    assert lines[-1] is None


@pytest.mark.parametrize("mode", ["thread", "steps"])
def test_a_new_hand_cancels_the_review_and_the_table_plays_on(mode: Any) -> None:
    async def main() -> None:
        table = Table(seed=1, pace=0)
        table._background = Background(mode)
        finish_hand(table)
        table.send_intent({"type": "review"})
        assert table.frame["progress"].startswith("Reviewing… ")
        assert table._background.running("review") is not None
        assert table.next_hand() == ""  # a click during the review is answered
        state = table.game.state
        while not (state.tricks or state.trick):
            assert table.act(table.view.legal[0]) == ""
            state = table.game.state
        assert table._reviewing is None and table._background.running("review") is None
        assert table.frame["progress"] is None and table.board is None
        for _ in range(20):
            await asyncio.sleep(0.005)
        assert table.board is None and table.frame["progress"] is None  # nothing comes late

    asyncio.run(main())


def test_without_an_event_loop_the_table_reviews_at_once() -> None:
    table = Table(seed=1, pace=0)
    assert table._background.mode == "now"
    finish_hand(table)
    table.send_intent({"type": "review"})
    assert isinstance(table.board, ReviewBoard) and table.board.review.complete
    assert table.frame["progress"] is None


def test_a_table_entry_shared_by_two_positions_gives_a_card_of_this_one() -> None:
    """Hand 0 of Match(seed=134) by heuristic bots: a transposition-table entry stored
    under its canonical name by one position kept the move of another (a card the first
    did not hold), and the review raised ValueError while drawing a line."""
    from baloot_widgets import Match

    match = Match(seed=134)
    bots = {s: make_bot("heuristic", s) for s in range(4)}
    while not match.finished:
        match.play_bots(bots, max_actions=1)
    done = review(match.finished[0])
    assert done.complete and done.perfect is not None
    for m in done.moves:  # every line drawn is made of the cards the hand held
        if m.is_card and m.values:
            assert m.values[m.card] == m.value


# ---- budgets (issue 19: the board first, within a count of positions; exact later) --------


@pytest.fixture
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Budgets small enough that the first pass leaves cards for later on quick hands."""
    sizes = {"CARD_NODES": 150, "BOARD_NODES": 400, "SLICE_NODES": 120, "BOUND_NODES": 40}
    for name, value in sizes.items():
        monkeypatch.setattr(f"baloot_widgets.review.job.{name}", value)
    return sizes


def random_play(seed: int) -> Game:
    game = Game.new(seed=seed, dealer=seed % 4)
    game.play_bots({s: make_bot("random", 1000 * seed + s) for s in range(4)})
    return game


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_budgets_bound_every_piece_by_positions_and_bounds_hold_the_exact_values(
    seed: int, small_budgets: dict[str, int]
) -> None:
    hand = random_play(seed)
    if hand.state.contract is None:
        pytest.skip("everybody passed")
    exact = Walk.of(hand.state)  # a separate solver: the values the review must reach
    job = ReviewJob(hand)
    assert job.walk is not None
    kernel = job.walk.solver.kernel
    start = kernel.nodes()
    card, bound = small_budgets["CARD_NODES"], small_budgets["BOUND_NODES"]
    left = 0
    values_at: dict[int, dict[Any, int]] = {}
    while not job.done:
        first = not job.board_ready
        # a slice's budget: SLICE_NODES, doubled after a try that proved nothing new
        allowed = job._slice
        assert allowed >= small_budgets["SLICE_NODES"]
        before = kernel.nodes()
        job.step(0.0)  # one piece, or one slice
        spent = kernel.nodes() - before
        # a card of the first pass: its budget, then bounds for it if that was not enough
        assert spent <= (card + bound if first else allowed)
        if job.board_ready and first:  # the board: every card exact or bounded
            assert kernel.nodes() - start <= small_budgets["BOARD_NODES"] + bound * len(job._cards)
            left = len(job._later)
        for m in job.result().moves:
            if not m.is_card:
                continue
            if m.index not in values_at:
                values_at[m.index] = exact.values(hand.states[m.index])
            values = values_at[m.index]
            if m.pending:  # bounds from a short search, honest
                assert m.bounds is not None and m.bounds[0] <= values[m.card] <= m.bounds[1]
            else:  # exact is exact: card_values at that position
                assert m.values == values
    assert left > 0  # the small budgets did leave cards for later
    done = job.result()
    whole = review(hand)
    assert done.complete and done.perfect == whole.perfect
    assert [(m.action, m.values, m.reason) for m in done.moves] == [
        (m.action, m.values, m.reason) for m in whole.moves
    ]


@pytest.mark.parametrize("mode", ["thread", "steps"])
def test_a_teacher_hint_says_its_bounds_first_then_gives_the_exact_card(
    mode: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Teacher mode: the exact hint is worked out in slices of positions; when the first
    is not enough the table says which card looks best so far, between which bounds
    (they hold its exact value), and then shows the exact hint."""
    monkeypatch.setattr("baloot_widgets.widgets.table.SLICE_NODES", 30)

    async def main() -> tuple[list[dict[str, Any]], Table, Any]:
        table = Table(Game.new(seed=3, dealer=3), pace=0, reveal=True)
        table._background = Background(mode)
        state = table.game.state
        while state.phase is not Phase.PLAY or state.to_move != table.you:
            assert table.act(table.view.legal[0]) == ""
            state = table.game.state
        assert table.send_intent({"type": "hint"}) == ""  # answered at once
        said: list[dict[str, Any]] = []
        while table._hinting is not None:
            await asyncio.sleep(0.001)
            message = table.frame.get("message")
            if message and message not in said:
                said.append(message)
        message = table.frame.get("message")
        if message and message not in said:
            said.append(message)
        return said, table, state

    said, table, state = asyncio.run(main())
    assert said and all(m["kind"] == "hint" for m in said)
    first, last = said[0]["text"], said[-1]["text"]
    found = re.search(r"so far (\S+) looks best: worth between (\d+) and (\d+) Abnat", first)
    assert found, first
    exact = Walk.of(state).values(state)
    card = next(c for c in exact if str(c) == found.group(1))
    assert int(found.group(2)) <= exact[card] <= int(found.group(3))
    given = hint(table.game.view(table.you, reveal=True))
    assert last == f"Hint: {given.text}" and table.hinted == str(given.action)
    assert given.values and max(given.values.values()) == max(exact.values())
