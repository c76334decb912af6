"""A learner's results as a file: one :class:`Attempt` (an answered exercise, a puzzle, a
guess, a played hand) per line of JSON, the one format that the widgets write and that the
class report reads.

A results file is JSON Lines (``.jsonl``, UTF-8): each line is one attempt, a JSON object
with ``"format": "baloot-results"`` and ``"version": 1``.  Lines are only ever appended
(:func:`append_attempt` writes a whole line with one call), so a file stays readable
whatever stops a kernel, and two notebooks never share one file (each writes its own).

>>> attempt = Attempt(learner="Sara", source="quiz", skill="trick_winner", correct=True,
...                   answer="P2", solution="P2", seconds=4.5, at="2026-11-27T10:00:00Z")
>>> Attempt.from_dict(json.loads(attempt.line())) == attempt
True
>>> Attempt.from_dict({"format": "baloot-results", "version": 7})
Traceback (most recent call last):
...
baloot_widgets.rules.errors.RecordError: results version 7 is not supported (this library reads 1)
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal, cast, get_args

from ..i18n import Message, quote, quote_path
from ..rules.errors import RecordError
from .files import os_why

__all__ = [
    "RESULTS_FORMAT",
    "RESULTS_SUFFIX",
    "RESULTS_VERSION",
    "Attempt",
    "Source",
    "append_attempt",
    "now",
    "read_attempts",
]

#: the ``format`` field of every line of a results file
RESULTS_FORMAT = "baloot-results"
#: the version this library writes and reads
RESULTS_VERSION = 1
#: the file name ending of a results file
RESULTS_SUFFIX = ".jsonl"
#: what was attempted: a Quiz exercise, a puzzle, a ``Predict`` guess, a hand played
Source = Literal["quiz", "puzzle", "predict", "hand"]
_SOURCES: tuple[str, ...] = get_args(Source)
_TEXT_FIELDS = ("learner", "skill", "answer", "solution", "at")


def now() -> str:
    """The time now, as an attempt records it (UTC, ISO 8601, to the second)."""
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


@dataclass(frozen=True, slots=True)
class Attempt:
    """One thing a learner did and how it went.

    ``learner`` is the name they gave and ``class_code`` their class's code (or "");
    ``source`` what it was (:data:`Source`); ``lesson`` the notebook it was done in, when
    known (``"01_cards_and_points"``); ``skill`` what it practises: the exercise's kind,
    the puzzle's theme, the question a guess answers, ``"hand"`` for a hand played;
    ``correct`` True or False (None where there is no right answer, a hand played);
    ``answer`` and ``solution`` as the learner read them; ``reasons`` the sentences that
    said why an answer was wrong (in the learner's language) and ``reason_keys`` the
    catalogue keys of those sentences; ``mistake_keys`` the keys that name the mistake
    (the class report counts them, the same mistake in any language; the other reasons
    explain the right answer), None in a line written before they were told apart;
    ``seconds`` from showing it to the answer; ``at`` when (:func:`now`); ``detail``
    what only this source has (a seed and level, a puzzle's id, a hand's result).
    """

    learner: str
    source: Source
    skill: str
    correct: bool | None
    answer: str = ""
    solution: str = ""
    seconds: float = 0.0
    at: str = ""
    class_code: str = ""
    lesson: str = ""
    reasons: tuple[str, ...] = ()
    reason_keys: tuple[str, ...] = ()
    detail: Mapping[str, Any] = field(default_factory=dict)
    mistake_keys: tuple[str, ...] | None = None

    def as_dict(self) -> dict[str, Any]:
        """The attempt as the JSON object of its line."""
        data = asdict(self)
        data["reasons"], data["reason_keys"] = list(self.reasons), list(self.reason_keys)
        if self.mistake_keys is None:
            del data["mistake_keys"]
        else:
            data["mistake_keys"] = list(self.mistake_keys)
        data["detail"] = dict(self.detail)
        return {"format": RESULTS_FORMAT, "version": RESULTS_VERSION, **data}

    def line(self) -> str:
        """The attempt as one line of a results file (with its newline)."""
        return json.dumps(self.as_dict(), ensure_ascii=False, separators=(",", ":")) + "\n"

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Attempt:
        """Read an attempt from its JSON object; a wrong field is a RecordError sentence."""
        if not isinstance(data, Mapping) or data.get("format") != RESULTS_FORMAT:
            raise RecordError(Message.of("error.results_format"))
        version = data.get("version")
        if version != RESULTS_VERSION:
            raise RecordError(
                Message.of(
                    "error.results_version", version=quote(version), supported=RESULTS_VERSION
                )
            )
        for name in _TEXT_FIELDS:
            _check(isinstance(data.get(name, ""), str), name, data.get(name))
        source, correct = data.get("source"), data.get("correct")
        _check(source in _SOURCES, "source", source)
        _check(correct is None or isinstance(correct, bool), "correct", correct)
        seconds = data.get("seconds", 0.0)
        _check(
            isinstance(seconds, (int, float)) and not isinstance(seconds, bool) and seconds >= 0,
            "seconds",
            seconds,
        )
        reasons, keys = data.get("reasons", []), data.get("reason_keys", [])
        mistakes = data.get("mistake_keys", [])
        for name, value in (
            ("reasons", reasons),
            ("reason_keys", keys),
            ("mistake_keys", mistakes),
        ):
            _check(isinstance(value, list) and all(isinstance(v, str) for v in value), name, value)
        detail = data.get("detail", {})
        _check(isinstance(detail, dict), "detail", detail)
        texts = {name: data.get(name, "") for name in ("class_code", "lesson")}
        for name, value in texts.items():
            _check(isinstance(value, str), name, value)
        return cls(
            learner=data.get("learner", ""), source=cast(Source, source), skill=data.get("skill", ""),
            correct=correct, answer=data.get("answer", ""), solution=data.get("solution", ""),
            seconds=float(seconds), at=data.get("at", ""), class_code=texts["class_code"],
            lesson=texts["lesson"], reasons=tuple(reasons), reason_keys=tuple(keys),
            detail=detail, mistake_keys=tuple(mistakes) if "mistake_keys" in data else None,
        )  # fmt: skip


def _check(ok: bool, name: str, value: object) -> None:
    if not ok:
        raise RecordError(Message.of("error.record_field_type", name=name, value=quote(value)))


def append_attempt(path: str | Path, attempt: Attempt) -> Path:
    """Add ``attempt`` as the last line of the results file at ``path`` (made if needed,
    with its folder).  The line is written with one call on a file opened for appending,
    so lines written at once by two threads or processes never mix.  Every failure is a
    sentence.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> first = Attempt(learner="Sara", source="hand", skill="hand", correct=None)
    >>> path = append_attempt(folder / "Sara.jsonl", first)
    >>> path = append_attempt(path, first)
    >>> len(read_attempts(path))
    2
    """
    shown = quote_path(path)
    try:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            os.write(fd, attempt.line().encode("utf-8"))
        finally:
            os.close(fd)
    except (OSError, ValueError, TypeError) as exc:
        what = Message.of("error.what_learner_results")
        raise RecordError(
            Message.of("error.save_failed", what=what, path=shown, why=os_why(exc))
        ) from None
    return path


def read_attempts(*paths: str | Path) -> list[Attempt]:
    """Every attempt in the results files ``paths`` (files, or folders searched for
    ``*.jsonl`` files at any depth), in the order of the files' names and their lines.
    A file that is not a results file, or a line that is not an attempt, is a RecordError
    sentence naming the file and the line; an empty line is skipped (a kernel stopped while
    writing leaves at most an unfinished last line, which is refused by name too).

    >>> read_attempts("/no/such/results.jsonl")
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.RecordError: cannot read the results '/no/such/results.jsonl': there is no such file
    """
    attempts: list[Attempt] = []
    for file in _files(paths):
        shown = quote_path(file)
        try:
            text = file.read_text(encoding="utf-8-sig")
        except UnicodeDecodeError:
            raise RecordError(Message.of("error.not_utf8", what=_named(shown))) from None
        except (OSError, ValueError, TypeError) as exc:
            what = Message.of("error.what_learner_results")
            raise RecordError(
                Message.of("error.read_failed", what=what, path=shown, why=os_why(exc))
            ) from None
        attempts.extend(_lines(text.splitlines(), shown))
    return attempts


def _files(paths: Iterable[str | Path]) -> list[Path]:
    files: list[Path] = []
    for given in paths:
        path = Path(given)
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob(f"*{RESULTS_SUFFIX}") if p.is_file()))
        else:
            files.append(path)
    return files


def _lines(lines: list[str], shown: str) -> list[Attempt]:
    attempts = []
    for number, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        try:
            data = json.loads(text)
            attempts.append(Attempt.from_dict(data))
        except (ValueError, RecursionError, RecordError) as exc:
            why = exc.reason if isinstance(exc, RecordError) else Message.of("error.results_json")
            raise RecordError(
                Message.of("error.results_line", what=_named(shown), line=number, why=why)
            ) from None
    return attempts


def _named(shown: str) -> Message:
    return Message.of("error.what_file", what=Message.of("error.what_learner_results"), path=shown)
