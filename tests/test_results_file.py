"""A learner's results file (records/results.py): the one format the widgets write and
the class report reads."""

from __future__ import annotations

import json
import multiprocessing
from pathlib import Path

import pytest

from baloot_widgets.records.results import Attempt, append_attempt, now, read_attempts
from baloot_widgets.rules.errors import RecordError

SARA = Attempt(
    learner="سارة", source="quiz", skill="legal_cards", correct=False, answer="K♠",
    solution="7♦", seconds=12.25, at="2026-11-27T10:00:00Z", class_code="7B",
    lesson="04_following_suit", reasons=("you must follow ♦",), reason_keys=("card.follow",),
    detail={"seed": 4, "level": 2},
)  # fmt: skip


def test_an_attempt_reads_back_as_it_was_written(tmp_path: Path) -> None:
    path = append_attempt(tmp_path / "a" / "sara.jsonl", SARA)
    assert read_attempts(path) == [SARA]
    line = path.read_text(encoding="utf-8")
    assert line.endswith("\n") and line.count("\n") == 1
    assert "سارة" in line  # Arabic kept as it is, readable in the file


def test_a_folder_is_read_at_any_depth_in_the_order_of_the_names(tmp_path: Path) -> None:
    append_attempt(tmp_path / "b" / "z.jsonl", SARA)
    other = Attempt(learner="Omar", source="hand", skill="hand", correct=None)
    append_attempt(tmp_path / "a.jsonl", other)
    (tmp_path / "notes.txt").write_text("not results", encoding="utf-8")
    assert [a.learner for a in read_attempts(tmp_path)] == ["Omar", "سارة"]


def _append_many(path: str, name: str) -> None:
    for i in range(200):
        append_attempt(
            path, Attempt(learner=name, source="puzzle", skill="x" * 300, correct=i % 2 == 0)
        )


def test_two_processes_appending_at_once_lose_and_mix_no_line(tmp_path: Path) -> None:
    path = str(tmp_path / "shared.jsonl")
    procs = [multiprocessing.Process(target=_append_many, args=(path, n)) for n in ("A", "B")]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    attempts = read_attempts(path)
    assert sorted(a.learner for a in attempts) == ["A"] * 200 + ["B"] * 200


@pytest.mark.parametrize(
    ("line", "says"),
    [
        ("{not json", "line 2: the line is not JSON"),
        (
            '{"format": "baloot-results", "version": 2}',
            "line 2: results version 2 is not supported",
        ),
        ('{"format": "other"}', "line 2: this is not a line of a results file"),
        (
            json.dumps({**SARA.as_dict(), "correct": "yes"}),
            "line 2: the record's 'correct' field has the wrong type",
        ),
        (json.dumps({**SARA.as_dict(), "source": "exam"}), "'source' field has the wrong type"),
    ],
)
def test_a_bad_line_is_named_by_its_file_and_number(tmp_path: Path, line: str, says: str) -> None:
    path = append_attempt(tmp_path / "r.jsonl", SARA)
    with path.open("a", encoding="utf-8") as out:
        out.write(line + "\n")
    with pytest.raises(RecordError) as caught:
        read_attempts(path)
    assert "r.jsonl" in str(caught.value) and says in str(caught.value)
    assert "ال" in caught.value.text("ar")


def test_a_missing_or_unwritable_file_is_a_sentence(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match=r"cannot read the results .*no such file"):
        read_attempts(tmp_path / "none.jsonl")
    (tmp_path / "f").write_text("", encoding="utf-8")
    with pytest.raises(RecordError, match="cannot save the results"):
        append_attempt(tmp_path / "f" / "x.jsonl", SARA)


def test_now_is_utc_to_the_second() -> None:
    assert len(now()) == 20 and now().endswith("Z")
