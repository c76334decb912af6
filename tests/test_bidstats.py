"""A bot's first calls over seeded deals (baloot_widgets.stats.bidstats), the likelihood of the
third probability lesson's Bayes question: what the first player sees, what it says, and
that a Hokum is evidence of trumps (rules §3, §4.1)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from baloot_widgets import BalootError
from baloot_widgets.bots import RandomBot
from baloot_widgets.play.view import SeatView
from baloot_widgets.rules.actions import Action
from baloot_widgets.stats.bidstats import FirstCall, first_calls

CALLS = first_calls("heuristic", 3_000, seed=7)


def test_the_first_player_sees_five_cards_and_the_floor_card() -> None:
    assert len(CALLS) == 3_000
    for call in CALLS:
        assert len(call.hand) == 5 and call.floor not in call.hand
        assert call.call in {"pass", "hokum", "sun", "kawesh"}
        assert call.trumps == sum(card.suit == call.floor.suit for card in call.hand)


def test_the_same_seed_gives_the_same_calls() -> None:
    assert first_calls("heuristic", 200, seed=7) == CALLS[:200]
    assert first_calls("heuristic", 200, seed=8) != CALLS[:200]
    # the dealer moves P1 to another seat; P1 still gets the first cards of the same pack
    assert first_calls("heuristic", 50, seed=7, dealer=2) == CALLS[:50]


def test_a_bot_object_is_asked_with_the_first_players_view() -> None:
    seen: list[SeatView] = []

    class Watcher(RandomBot):
        def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
            seen.append(view)
            return super().choose(view, legal)

    calls = first_calls(Watcher(seed=1), 20, seed=3, dealer=1)
    assert [v.seat for v in seen] == [2] * 20  # P1 is the dealer's right
    assert [c.hand for c in calls] == [v.hand for v in seen]
    assert [c.floor for c in calls] == [v.floor for v in seen]


def test_a_hokum_is_evidence_of_trumps() -> None:
    hokum = [c for c in CALLS if c.call == "hokum"]
    assert len(hokum) > 200
    mean_all = sum(c.trumps for c in CALLS) / len(CALLS)
    mean_hokum = sum(c.trumps for c in hokum) / len(hokum)
    assert mean_all == pytest.approx(5 * 7 / 31, abs=0.05)  # the hypergeometric mean
    assert mean_hokum > mean_all + 0.8


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: first_calls("heuristic", 0, seed=1), "positive whole number"),
        (lambda: first_calls("heuristic", 5, seed=-1), "seed must be"),
        (lambda: first_calls("nobody", 5, seed=1), "nobody"),
    ],
)
def test_errors_are_sentences(call: object, message: str) -> None:
    with pytest.raises(BalootError, match=message):
        call()  # type: ignore[operator]


def test_a_first_call_reads_back_as_written() -> None:
    call = CALLS[0]
    assert eval(repr(call), {"FirstCall": FirstCall, **_names()}) == call


def _names() -> dict[str, object]:
    from baloot_widgets import Card, CardSet

    return {"Card": Card, "CardSet": CardSet}
