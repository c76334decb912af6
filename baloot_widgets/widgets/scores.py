"""The table's score sheet: every finished hand with its lines, the totals, the teams and
the match target, in the table's language.  It is synced once per finished hand (it only
grows); each frame says how many of its hands are shown at that moment and the totals
(:class:`~.table_frames.Around`), so the animation of a hand's last trick does not show its
result early.

>>> from baloot_widgets import Game
>>> game = Game.new(seed=1, dealer=0)
>>> from baloot_widgets.bots import RandomBot
>>> game.play_bots({s: RandomBot(seed=s) for s in range(4)})  # doctest: +ELLIPSIS
[...]
>>> sheet = score_sheet([game], None, "en", you=0)
>>> sheet["hands"][0]["title"], sheet["teams"], sheet["target"]
('Hand 1', ['Team 0·2', 'Team 1·3'], '')
>>> sheet["hands"][0]["bidding"].split(" · ")[:4]
['Seat 1: Pass', 'Seat 2: Pass', 'Seat 3: Pass', 'You: Hokum']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..i18n import Lang, team_name
from ..play.game import Game
from .wording import bidding, label, outcome_label

__all__ = ["score_sheet"]


def score_sheet(
    games: Sequence[Game], target: int | None, lang: Lang, *, you: int | None
) -> dict[str, Any]:
    """The sheet of the finished ``games``: for each hand its number, title, points,
    outcome, summary line, the calls of its bidding ("You" for the seat ``you``) and its
    score-sheet lines; the team names and the match target ("" for a single hand).  The
    totals are in each frame."""
    hands: list[dict[str, Any]] = []
    for n, game in enumerate(games, start=1):
        result = game.result
        outcome = "redeal" if result is None else result.outcome
        points = [0, 0] if result is None else list(result.points)
        title = label("hand_n", lang, n=n)
        hands.append({
            "n": n,
            "title": title,
            "points": points,
            "outcome": outcome_label(outcome, lang),
            "summary": f"{title}: {outcome_label(outcome, lang)} {points[0]} – {points[1]}",
            "bidding": " · ".join(f"{c['who']}: {c['call']}" for c in bidding(game.history, lang, you=you)),
            "lines": [] if result is None else [x.text(lang) for x in result.lines],
        })  # fmt: skip
    return {
        "hands": hands,
        "teams": [team_name(0, lang), team_name(1, lang)],
        "target": label("match_to", lang, target=target) if target else "",
    }
