"""The hands dealt in played records (records/dealt.py): a class's record files read into
eight-card hands, a file that is not a record named and left out, and the recorded sample
the first probability lesson uses when a class has no records: the package's bots playing
seeded matches, played again here and compared with the committed file.

Regenerate the sample (after a change to the bots or the engine):
``python tests/test_dealt_hands.py --write``."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from baloot_widgets import Game, Match
from baloot_widgets.bots import HeuristicBot
from baloot_widgets.records import write_record
from baloot_widgets.records.dealt import (
    SAMPLE,
    SAMPLE_FORMAT,
    class_hands,
    dealt_hands,
    recorded_sample,
)

#: the matches of the sample: seeds 1 to 10, four heuristic bots
SEEDS = range(1, 11)


def make_sample() -> dict[str, Any]:
    """The recorded sample, played again."""
    matches = []
    for seed in SEEDS:
        match = Match(seed=seed)
        match.play_bots({s: HeuristicBot(seed=seed * 10 + s) for s in range(4)})
        record = match.to_record()
        for part in (record, *record["hands"]):  # the sample does not change with the version
            part.pop("written_by", None)
        matches.append(record)
    return {
        "format": SAMPLE_FORMAT,
        "note": "seeded matches of four heuristic bots, for the first probability lesson "
        "(tests/test_dealt_hands.py plays them again)",
        "matches": matches,
    }


def test_the_recorded_sample_is_what_the_bots_play() -> None:
    committed = json.loads(SAMPLE.read_text(encoding="utf-8"))
    assert committed == make_sample(), "run  python tests/test_dealt_hands.py --write"


def test_the_sample_gives_every_seats_eight_cards_once_per_deal() -> None:
    sample = recorded_sample()
    assert sample.deals >= 100 and len(sample.hands) == 4 * sample.deals
    for i in range(0, len(sample.hands), 4):
        deal = sample.hands[i : i + 4]
        assert [h.bit_count() for h in deal] == [8, 8, 8, 8]
        assert deal[0] | deal[1] | deal[2] | deal[3] == (1 << 32) - 1


def test_a_class_folder_of_hand_match_and_table_records(tmp_path: Path) -> None:
    game = Game.new(seed=4, dealer=0)
    game.act("p1 sun")
    write_record(tmp_path / "one_hand.json", game.to_record())
    passed = Game.new(seed=1, dealer=0)  # everyone passes twice: no full hands
    for action in ("p1 pass", "p2 pass", "p3 pass", "p0 pass"):
        passed.act(action)
    (tmp_path / "sub").mkdir()
    write_record(tmp_path / "sub" / "passed.json", passed.to_record())
    match = Match(seed=3)
    match.play_bots({s: HeuristicBot(seed=s) for s in range(4)})
    write_record(tmp_path / "match.json", {**match.to_record(), "table": {"you": 0}})
    (tmp_path / "notes.json").write_text("not json", encoding="utf-8")
    found = class_hands(tmp_path, tmp_path / "missing")
    expected = dealt_hands(match.to_record()) + dealt_hands(game.to_record())  # sorted by name
    assert dealt_hands(passed.to_record()) == [] and len(dealt_hands(game.to_record())) in (0, 4)
    assert found.files == 3 and found.hands == expected and found.deals == len(expected) // 4
    assert len(found.problems) == 1 and found.problems[0].startswith("notes.json: ")
    assert found.source.text() == "the class's recorded hands (3 files)"
    assert "3" in found.source.text("ar")
    assert class_hands(tmp_path / "missing").hands == []


def test_a_record_that_does_not_replay_says_which_hand() -> None:
    record = Game.new(seed=4, dealer=0).to_record()
    record["actions"] = ["p1 sun", "p1 play 1H"]
    from baloot_widgets import RecordError

    with pytest.raises(RecordError, match="hand 1: action 2"):
        dealt_hands(record)
    with pytest.raises(RecordError, match="a record is a dict"):
        dealt_hands([])  # type: ignore[arg-type]


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    SAMPLE.write_text(json.dumps(make_sample(), separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {SAMPLE} ({SAMPLE.stat().st_size:,} bytes)")
