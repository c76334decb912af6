"""Match records: every hand's record, the scores and the winner, replayed and checked.

A match record is a dict::

    {
      "format": "baloot-widgets/match",
      "version": 1,
      "written_by": "baloot_widgets 0.1.0",   # the library that wrote it
      "rules": {...},          # only the flags that differ from the defaults
      "seed": 5,               # the match seed (hand k is dealt from "5:k"), or null
      "dealer": 0,             # the first dealer
      "start": [120, 90],      # optional: the scores the match started from (default 0-0)
      "hands": [{...}, ...],   # hand records (see :mod:`.hand`), the last one may be unfinished
      "scores": [154, 32],     # the scores after the finished hands
      "winner": 0              # the team that won, or null
    }

>>> from baloot_widgets import Match
>>> from baloot_widgets.bots import RandomBot
>>> match = Match(seed=5)
>>> match.play_bots({s: RandomBot(seed=s) for s in range(4)})
>>> replay = replay_match(match.to_record())
>>> replay.scores == match.scores, replay.winner == match.winner
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..i18n import Message, quote
from ..rules.errors import RecordError
from ..rules.match import next_dealer, scores_after
from ..rules.ruleset import RuleSet
from ..rules.state import HandState
from ..version import WRITTEN_BY
from .hand import RECORD_VERSION, check_version, pair_field, read_rules, replay_hand

__all__ = ["MATCH_FORMAT", "MatchReplay", "match_record", "replay_match"]

MATCH_FORMAT = "baloot-widgets/match"


def match_record(
    *,
    rules: RuleSet,
    seed: int | str | None,
    dealer: int,
    start: tuple[int, int] = (0, 0),
    hands: Sequence[dict[str, Any]],
    scores: tuple[int, int],
    winner: int | None,
) -> dict[str, Any]:
    """The record of a match from its hands' records (see the module docstring)."""
    record: dict[str, Any] = {
        "format": MATCH_FORMAT,
        "version": RECORD_VERSION,
        "written_by": WRITTEN_BY,
        "rules": rules.differences(),
        "seed": seed,
        "dealer": dealer,
    }
    if start != (0, 0):
        record["start"] = list(start)
    record.update(hands=list(hands), scores=list(scores), winner=winner)
    return record


@dataclass(frozen=True)
class MatchReplay:
    """A replayed match record: every state of every hand, the scores and the winner."""

    rules: RuleSet
    seed: int | str | None
    dealer: int
    start: tuple[int, int]
    hands: tuple[tuple[HandState, ...], ...]
    scores: tuple[int, int]
    winner: int | None


def replay_match(record: dict[str, Any]) -> MatchReplay:
    """Replay each hand of a match record and check that the hands follow each other (the
    scores carried into each hand, the deal passing to the right) and that the record's
    scores and winner are the replay's.  Whatever is wrong raises a RecordError."""
    if not isinstance(record, dict) or record.get("format") != MATCH_FORMAT:
        raise RecordError(Message.of("error.not_match_record"))
    check_version(record)
    rules = read_rules(record)
    seed = record.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, (int, str))):
        raise RecordError(Message.of("error.match_seed", seed=quote(seed)))
    dealer = record.get("dealer", 0)
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer <= 3:
        raise RecordError(Message.of("error.match_dealer", dealer=quote(dealer)))
    start = pair_field(record, "start")
    hands = record.get("hands")
    if not isinstance(hands, list) or not hands:
        raise RecordError(Message.of("error.match_no_hands"))
    scores = start
    winner: int | None = None
    replayed: list[tuple[HandState, ...]] = []
    expected_dealer = dealer
    for i, hand in enumerate(hands, start=1):
        if winner is not None:
            raise RecordError(Message.of("error.hand_after_end", i=i))
        try:
            states = replay_hand(hand)
        except RecordError as exc:
            raise RecordError(Message.of("error.match_hand", i=i, why=exc.reason)) from None
        first, last = states[0], states[-1]
        if first.rules != rules:
            raise RecordError(Message.of("error.hand_rules", i=i))
        if first.match_scores != scores:
            got, want = first.match_scores, scores
            raise RecordError(Message.of("error.hand_start", i=i, got=quote(got), want=quote(want)))
        if first.dealer != expected_dealer:
            raise RecordError(
                Message.of("error.hand_dealer", i=i, got=first.dealer, want=expected_dealer)
            )
        replayed.append(tuple(states))
        if not last.is_over:
            if i != len(hands):
                raise RecordError(Message.of("error.hand_unfinished", i=i))
            break
        scores, winner = scores_after(scores, last.result, rules.match_target)
        expected_dealer = next_dealer(last.dealer, last.redeal)
    if list(scores) != record.get("scores", list(scores)):
        raise RecordError(Message.of("error.match_scores", scores=quote(list(scores))))
    if record.get("winner", winner) != winner:
        raise RecordError(Message.of("error.match_winner", winner=quote(winner)))
    return MatchReplay(rules, seed, dealer, start, tuple(replayed), scores, winner)
