"""Every attempt recorded without code: the widgets (Quiz, Puzzles, ``Predict``, Table)
hand each answer, puzzle, guess and hand played to the process's :class:`Recorder`, which
appends it to this kernel's own results file in the learner's folder; "Download my
results" joins all of the learner's files into one (:meth:`Recorder.collect`).

The layout (docs/architecture.md, "A learner's results (recorded without code)"), in the learner's folder
``baloot`` (:func:`~.files.learner_file`)::

    baloot/learner.json                       the profile: name and class code
    baloot/results/<learner>/<lesson>-<start>-<pid>-<token>.jsonl

``<learner>`` is :func:`~.learner.folder_name` of the name (``_anonymous`` before a name
is given); ``<lesson>`` the notebook's name when the host says it (``notebook`` when it
does not); ``<start>`` the kernel's start time (UTC, ``20261127T101500Z``), ``<pid>`` its
process and ``<token>`` four random hex digits (two browser tabs of JupyterLite share a
process number), so two open notebooks never write one file.  Each line is an
:class:`~.results.Attempt` appended with one write.

>>> import tempfile
>>> home, os.environ["BALOOT_HOME"] = os.environ.get("BALOOT_HOME"), tempfile.mkdtemp()
>>> rec = Recorder()
>>> rec.record(Attempt(learner="", source="quiz", skill="abnat", correct=True)) is None
True
>>> rec.set_profile(Profile("Sara", "10B")) is None
True
>>> [a.learner for a in read_attempts(rec.folder())], rec.download_name()
(['Sara'], 'baloot-results-10B-Sara.jsonl')
>>> os.environ["BALOOT_HOME"] = home or ""
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import threading
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timezone
from pathlib import Path

from ..i18n import Message, cut
from ..rules.errors import BalootError
from .files import learner_file, os_why
from .learner import Profile, folder_name, read_profile, write_profile
from .results import RESULTS_SUFFIX, Attempt, append_attempt, now, read_attempts

__all__ = [
    "RESULTS_FOLDER",
    "Collected",
    "Profile",
    "Recorder",
    "lesson_name",
    "read_attempts",
    "recorder",
]

#: the folder of the results files in the learner's folder
RESULTS_FOLDER = "results"
_UNSAFE = re.compile(r"[^\w-]+")


def lesson_name(environ: dict[str, str] | None = None) -> str:
    """The notebook this kernel runs, when the host says it (Jupyter Server sets
    ``JPY_SESSION_NAME`` to the notebook's path), else "" (JupyterLite says nothing).

    >>> lesson_name({"JPY_SESSION_NAME": "/home/sara/lessons/01_cards_and_points.ipynb"})
    '01_cards_and_points'
    >>> lesson_name({})
    ''
    """
    env = os.environ if environ is None else environ
    path = env.get("JPY_SESSION_NAME", "")
    if not path.strip():
        return ""
    stem = Path(path.replace("\\", "/")).name.removesuffix(".ipynb")
    return _UNSAFE.sub("_", stem).strip("_")[:80]


class Collected:
    """What "Download my results" saves: ``text`` (JSON Lines), the attempts it holds
    (``count``) and the lines left out because they were damaged (``damaged``)."""

    def __init__(self, text: str, count: int, damaged: int) -> None:
        self.text, self.count, self.damaged = text, count, damaged


class Recorder:
    """The results of this process (one kernel): its own file in the learner's folder,
    the learner's profile and the attempts recorded before a name was given (see the
    module docstring).  ``listeners`` are called when the profile changes (the widgets
    then stop asking for the name)."""

    def __init__(self) -> None:
        self.started = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
        self.token = secrets.token_hex(2)
        self.lesson = lesson_name()
        self.skipped = False  #: the learner chose "Not now" in this kernel
        self.listeners: list[Callable[[], None]] = []
        self._profile: Profile | None = None
        self._anonymous: list[Attempt] = []  # recorded here before a name was given
        self._lock = threading.Lock()

    # ---- who ----------------------------------------------------------------------------

    def profile(self) -> Profile | None:
        """The learner's profile (read again while there is none: another notebook may
        have been given the name)."""
        if self._profile is None:
            self._profile = read_profile()
        return self._profile

    def set_profile(self, profile: Profile) -> Message | None:
        """Keep ``profile`` and move this kernel's attempts without a name under it;
        None when done, else the sentence that says why not."""
        try:
            with self._lock:
                write_profile(profile)
                self._profile = profile
                earlier, self._anonymous = self._anonymous, []
                for attempt in earlier:
                    named = replace(attempt, learner=profile.name, class_code=profile.class_code)
                    append_attempt(self._file(profile.name), named)
                if earlier:
                    with contextlib.suppress(OSError):
                        self._file("").unlink()
        except (BalootError, OSError) as exc:
            return _why(exc)
        finally:
            self._tell()
        return None

    def skip(self) -> None:
        """The learner chose not to give a name now: the widgets stop asking."""
        self.skipped = True
        self._tell()

    def _tell(self) -> None:
        for listener in list(self.listeners):
            with contextlib.suppress(Exception):
                listener()

    # ---- recording ----------------------------------------------------------------------

    def _file(self, name: str) -> Path:
        stem = f"{self.lesson or 'notebook'}-{self.started}-{os.getpid()}-{self.token}"
        return learner_file(f"{RESULTS_FOLDER}/{folder_name(name)}/{stem}{RESULTS_SUFFIX}")

    def record(self, attempt: Attempt) -> Message | None:
        """Append ``attempt`` (its learner, class code, lesson and time filled in here) to
        this kernel's file; None when it was saved, else the sentence a widget shows
        quietly.  Never raises."""
        try:
            with self._lock:
                profile = self.profile()
                name, code = (profile.name, profile.class_code) if profile else ("", "")
                attempt = replace(
                    attempt, learner=name, class_code=code or attempt.class_code,
                    lesson=attempt.lesson or self.lesson, at=attempt.at or now(),
                )  # fmt: skip
                append_attempt(self._file(name), attempt)
                if profile is None:
                    self._anonymous.append(attempt)
        except Exception as exc:  # never break a widget
            return _why(exc)
        return None

    # ---- handing in ---------------------------------------------------------------------

    def folder(self) -> Path:
        """The folder of the learner's results files (made if needed)."""
        profile = self.profile()
        return learner_file(
            f"{RESULTS_FOLDER}/{folder_name(profile.name if profile else '')}/x"
        ).parent

    def download_name(self) -> str:
        """The name of the file "Download my results" saves: ``baloot-results-<class
        code>-<name>.jsonl`` (``anonymous`` without a name)."""
        profile = self.profile()
        parts = [profile.class_code, folder_name(profile.name)] if profile else ["anonymous"]
        return "baloot-results-" + "-".join(p for p in parts if p) + RESULTS_SUFFIX

    def collect(self) -> Collected:
        """Every attempt in the learner's results files (all notebooks, all kernels), in
        the order they were made, as one JSON Lines text; a damaged line is left out and
        counted, never an error."""
        lines: list[tuple[str, int, str]] = []
        damaged = 0
        with self._lock:
            files = sorted(self.folder().glob(f"*{RESULTS_SUFFIX}"))
            for file in files:
                try:
                    text = file.read_text(encoding="utf-8-sig")
                except (OSError, ValueError):
                    damaged += 1
                    continue
                for row in text.splitlines():
                    if not row.strip():
                        continue
                    try:
                        attempt = Attempt.from_dict(json.loads(row))
                    except (ValueError, RecursionError, BalootError):
                        damaged += 1
                        continue
                    lines.append((attempt.at, len(lines), attempt.line()))
        lines.sort()
        return Collected("".join(line for _, _, line in lines), len(lines), damaged)


def _why(exc: BaseException) -> Message:
    if isinstance(exc, BalootError) and isinstance(exc.reason, Message):
        return Message.of("learner.not_saved", why=exc.reason)
    if isinstance(exc, OSError):
        return Message.of("learner.not_saved", why=os_why(exc))
    return Message.of("learner.not_saved", why=cut(f"{type(exc).__name__}: {exc}", 120))


_RECORDER: Recorder | None = None


def recorder() -> Recorder:
    """This process's recorder (made on first use)."""
    global _RECORDER
    if _RECORDER is None:
        _RECORDER = Recorder()
    return _RECORDER
