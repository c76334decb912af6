"""The hands a class table played, as files the teacher collects: a hand record
(:mod:`baloot_widgets.records`) with, under ``"duplicate"``, the class code, the deal's
number in the class's series, the table's name and who played each seat.

A table of class ``7B`` named ``Sara & Omar`` keeps deal 3 in the learner's folder as
``baloot/class-7B/Sara-Omar-deal-03.json`` (:func:`class_file`); a table that plays a
deal again replaces its file.  The teacher collects the ``class-7B`` folders (or their
files) and compares them (:mod:`.duplicate`).

>>> from baloot_widgets.bots import make_bot
>>> from baloot_widgets.classroom.series import ClassSeries
>>> game = ClassSeries.of("7B").game(1)
>>> _ = game.play_bots({s: make_bot("heuristic", s) for s in range(4)})
>>> record = class_hand_record(game, code="7B", deal=1, table="Sara & Omar",
...                            players=("human", "heuristic", "human", "heuristic"))
>>> hand = class_hand(record)
>>> hand.code, hand.deal, hand.table, hand.humans, hand.state.is_over
('7B', 1, 'Sara & Omar', (0, 2), True)
>>> class_hand(dict(record, duplicate={"deal": 1}))
Traceback (most recent call last):
...
baloot_widgets.rules.errors.RecordError: this hand record is not from a class table: its "duplicate" part needs a class code, a deal number, a table name and four players
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..i18n import Message, quote
from ..play.game import Game
from ..records import hand_record, learner_file, read_record, replay_hand, write_record
from ..records.dealt import record_files
from ..rules.errors import BalootError, RecordError
from ..rules.state import HandState
from .series import check_class_code, check_deal_number

__all__ = [
    "HUMAN",
    "ClassHand",
    "check_table_name",
    "class_file",
    "class_hand",
    "class_hand_record",
    "class_of_settings",
    "default_table_name",
    "read_class_hands",
    "save_class_hand",
]

#: who plays a seat, in a class hand record, when it is a person
HUMAN = "human"
_LONGEST_NAME = 40


def check_table_name(name: object) -> str:
    """A table's name: a short text with a letter or a digit ("Sara & Omar", "سارة")."""
    if isinstance(name, str):
        tidy = " ".join(name.split())
        if 0 < len(tidy) <= _LONGEST_NAME and any(ch.isalnum() for ch in tidy):
            return tidy
    raise BalootError(Message.of("error.table_name", name=quote(name)))


def default_table_name() -> str:
    """A table's name when none is given: "Table" and four letters, new each time (two
    computers of a class never share one)."""
    return f"Table {secrets.token_hex(2).upper()}"


def class_of_settings(settings: dict[str, Any]) -> tuple[str, str] | None:
    """The class code and the table's name a saved table keeps (its settings'
    ``"class"``), checked, or None for a table that is not a class's."""
    part = settings.get("class")
    if part is None:
        return None
    if not isinstance(part, dict):
        raise RecordError(Message.of("duplicate.not_class_record"))
    try:
        return check_class_code(part.get("code")), check_table_name(part.get("table"))
    except BalootError as exc:
        raise RecordError(exc.reason) from None


def class_file(code: str, table: str, deal: int) -> Path:
    """Where a table keeps its hand of deal ``deal``: ``class-<code>/<table>-deal-NN.json``
    in the learner's folder (:func:`~baloot_widgets.records.learner_file`), the table's
    name kept to its letters and digits.

    >>> path = class_file("7B", "Sara & Omar", 3)
    >>> path.parent.name, path.name
    ('class-7B', 'Sara-Omar-deal-03.json')
    """
    code = check_class_code(code)
    slug = "-".join(re.findall(r"[^\W_]+", check_table_name(table)))
    return learner_file(f"class-{code}/{slug}-deal-{check_deal_number(deal):02d}.json")


def class_hand_record(
    game: Game, *, code: str, deal: int, table: str, players: Sequence[str]
) -> dict[str, Any]:
    """The hand record of ``game`` with its place in the class's series."""
    record = hand_record(game.state)
    record["duplicate"] = {
        "class_code": check_class_code(code),
        "deal": check_deal_number(deal),
        "table": check_table_name(table),
        "players": [str(p) for p in players],
    }
    return record


def save_class_hand(
    game: Game, *, code: str, deal: int, table: str, players: Sequence[str]
) -> Path:
    """Write the hand record of ``game`` to its :func:`class_file` (atomically); a
    failure is a BalootError that says why."""
    record = class_hand_record(game, code=code, deal=deal, table=table, players=players)
    path = class_file(code, table, deal)
    return write_record(path, record, what=Message.of("duplicate.what_hand"))


@dataclass(frozen=True)
class ClassHand:
    """One table's hand of one deal of a class's series, replayed: the class ``code``, the
    ``deal`` number, the ``table``'s name, who played each seat (``players``: ``"human"``
    or a bot's name), the record and the hand's last state."""

    code: str
    deal: int
    table: str
    players: tuple[str, ...]
    record: dict[str, Any]
    state: HandState
    states: tuple[HandState, ...]

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats people played."""
        return tuple(s for s, p in enumerate(self.players) if p == HUMAN)


def class_hand(record: dict[str, Any]) -> ClassHand:
    """A class hand record read and replayed; what is wrong with it is a RecordError."""
    if not isinstance(record, dict):
        raise RecordError(Message.of("error.hand_record_dict", value=quote(record)))
    part = record.get("duplicate")
    try:
        if not isinstance(part, dict):
            raise BalootError(Message.of("duplicate.not_class_record"))
        players = part.get("players")
        if not (isinstance(players, list) and len(players) == 4):
            raise BalootError(Message.of("duplicate.not_class_record"))
        code = check_class_code(part.get("class_code"))
        deal = check_deal_number(part.get("deal"))
        table = check_table_name(part.get("table"))
    except BalootError:
        raise RecordError(Message.of("duplicate.not_class_record")) from None
    states = tuple(replay_hand(record))
    return ClassHand(code, deal, table, tuple(map(str, players)), record, states[-1], states)


def read_class_hands(*paths: str | Path) -> tuple[list[ClassHand], list[str]]:
    """The class hands in the files at ``paths`` (files, or folders read with their
    subfolders), and a sentence for each file left out (not a class hand record, or one
    that does not replay).  Paths that do not exist give nothing."""
    hands: list[ClassHand] = []
    problems: list[str] = []
    for path in record_files(paths):
        try:
            hands.append(class_hand(read_record(path)))
        except BalootError as exc:
            problems.append(f"{path.name}: {exc}")
    return hands, problems
