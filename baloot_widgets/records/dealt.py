"""The hands dealt in played records: what a class compares with the exact figures of the
first probability lesson ("do our own deals agree with the counting?").

:func:`class_hands` reads a class's record files (hand records, match records, or tables
saved with ``Table.save``; a folder is read file by file) and gives every eight-card hand
dealt in them, one per seat and deal that got past the bidding (a deal everyone passed
gives no full hands).  Where a class has no records yet, the lesson uses
:func:`recorded_sample`: matches the package's bots played, kept in
``recorded_sample.json`` beside this module (``tests/test_dealt_hands.py`` plays them again
and checks the file).

>>> sample = recorded_sample()
>>> sample.files, len(sample.hands) == 4 * sample.deals, sample.source.text()[:19]
(1, True, 'a recorded sample: ')
>>> all(h.bit_count() == 8 for h in sample.hands)
True
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..i18n import Message, quote
from ..rules.errors import BalootError, RecordError
from .files import read_record
from .hand import replay_hand
from .match import MATCH_FORMAT

__all__ = [
    "SAMPLE",
    "SAMPLE_FORMAT",
    "DealtHands",
    "class_hands",
    "dealt_hands",
    "record_files",
    "recorded_sample",
]

#: the recorded sample: matches the package's bots played
SAMPLE = Path(__file__).with_name("recorded_sample.json")
SAMPLE_FORMAT = "baloot-widgets/sample"


@dataclass(frozen=True)
class DealtHands:
    """Eight-card hands (masks) from ``files`` record files holding ``deals`` deals past
    the bidding; ``source`` says whose they are; ``problems`` names each file that could
    not be read, and why (it is left out)."""

    hands: list[int]
    files: int
    deals: int
    source: Message
    problems: list[str] = field(default_factory=list)


def dealt_hands(record: Mapping[str, Any]) -> list[int]:
    """The four eight-card hands (seat 0 to 3) of each deal of a hand or match record that
    got past the bidding, each hand replayed by the engine (a record that does not replay
    raises a RecordError that says why)."""
    if not isinstance(record, Mapping):
        raise RecordError(Message.of("error.record_not_dict", kind=type(record).__name__))
    hands = record.get("hands") if record.get("format") == MATCH_FORMAT else [record]
    if not isinstance(hands, list):
        raise RecordError(Message.of("error.record_no_hands"))
    out: list[int] = []
    for i, hand in enumerate(hands, start=1):
        try:
            states = replay_hand(dict(hand))
        except (RecordError, TypeError, ValueError) as exc:
            why = exc.reason if isinstance(exc, BalootError) else quote(str(exc), 120)
            raise RecordError(Message.of("error.record_hand", i=i, why=why)) from None
        full = next((s for s in states if all(h.bit_count() == 8 for h in s.hands)), None)
        if full is not None:
            out.extend(full.hands)
    return out


def record_files(paths: Sequence[str | Path]) -> list[Path]:
    """The files at ``paths``: each file named, and the JSON files of each folder with its
    subfolders (not Jupyter's checkpoints), in order; paths that do not exist give none."""
    found: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            found += sorted(p for p in path.rglob("*.json") if ".ipynb_checkpoints" not in p.parts)
        elif path.is_file():
            found.append(path)
    return found


def class_hands(*paths: str | Path) -> DealtHands:
    """Every eight-card hand dealt in the record files at ``paths`` (files, or folders read
    with their subfolders).  A file that is not a record is named in ``problems`` and left
    out; paths that do not exist give no hands (the lesson then uses the recorded sample).
    """
    hands: list[int] = []
    problems: list[str] = []
    files = record_files(paths)
    read = 0
    for path in files:
        try:
            found = dealt_hands(read_record(path))
        except BalootError as exc:
            problems.append(f"{path.name}: {exc}")
            continue
        hands += found
        read += 1
    source = Message.of("predict.source_class", files=read)
    return DealtHands(hands, read, len(hands) // 4, source, problems)


def recorded_sample() -> DealtHands:
    """The hands of the recorded sample (see the module docstring)."""
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    if data.get("format") != SAMPLE_FORMAT:
        raise RecordError(Message.of("error.not_the_sample", name=SAMPLE.name))
    hands = [h for match in data["matches"] for h in dealt_hands(match)]
    deals = len(hands) // 4
    return DealtHands(hands, 1, deals, Message.of("predict.source_sample", deals=f"{deals:,}"))
