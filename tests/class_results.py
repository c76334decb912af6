"""The results files of a simulated class (tests of the class report): three students of
class 10B, one English name, one Arabic name written two ways, one name in two cases,
and one student of class 10C, written with the real :class:`Attempt` and
:func:`append_attempt` as the recording widgets write them (a file per notebook) plus
the file Sara hands in ("Download my results": her lines again).  The expectations of
``tests/test_class_report.py`` are computed by hand from this list."""

from __future__ import annotations

import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from baloot_widgets.records.results import Attempt, append_attempt

PARTNER = "quiz.rule_void_partner"
FOLLOW = "card.follow"
LOSES = "Q♠ loses 10 Abnat"
NOURA = "نورة القحطاني"

#: (file, learner, class code, source, skill, results, reason keys of each wrong one, reason texts)
PLAN: list[tuple[str, str, str, str, str, str, tuple[str, ...], tuple[str, ...]]] = [
    ("sara/01.jsonl", "Sara", "10B", "quiz", "abnat", "FFTTTT", (), ()),
    ("sara/04.jsonl", "Sara", "10B", "quiz", "legal_cards", "TF", (PARTNER,), ("partner…",)),
    ("sara/04.jsonl", "Sara", "10B", "puzzle", "akka", "TTF", (), (LOSES,)),
    ("sara/04.jsonl", "Sara", "10B", "hand", "hand", "-", (), ()),
    ("noura/04.jsonl", "نورة  القحطاني", "10B", "quiz", "legal_cards", "FF", (FOLLOW,), ("عليه أن يتبع",)),
    ("noura/05.jsonl", "نورة القحطاني ", "10b", "quiz", "legal_cards", "FTF", (PARTNER,), ("شريكه",)),
    ("noura/05.jsonl", NOURA, "10B", "quiz", "abnat", "TTT", (), ()),
    ("noura/05.jsonl", NOURA, "10B", "predict", "best_sira", "-", (), ()),
    ("omar/04.jsonl", "Omar", "10B", "quiz", "legal_cards", "FTTT", (PARTNER,), ("partner…",)),
    ("omar/04.jsonl", "omar", "10B", "puzzle", "akka", "F", (), (LOSES,)),
    ("lina/04.jsonl", "Lina", "10C", "quiz", "legal_cards", "FFF", (FOLLOW,), ("must follow",)),
]  # fmt: skip
#: each attempt takes this long; Sara's hand takes HAND_SECONDS
SECONDS = 20.0
HAND_SECONDS = 600.0
#: the first attempt of each learner; Noura's file 05 is the next day
START = datetime(2026, 11, 27, 10, 0, tzinfo=timezone.utc)


def write_class(folder: Path) -> Path:
    """Write the class's files into ``folder`` (the handed-in file of Sara too)."""
    clock: dict[str, datetime] = {}
    for file, learner, code, source, skill, results, keys, texts in PLAN:
        key = file.split("/")[0]
        at = clock.get(key, START)
        if file == "noura/05.jsonl" and at.day == 27:
            at = START + timedelta(days=1, hours=-1)
        for result in results:
            correct = None if result == "-" else result == "T"
            wrong = correct is False
            attempt = Attempt(
                learner=learner, class_code=code, source=source,  # type: ignore[arg-type]
                skill=skill, correct=correct, answer="x", solution="y",
                seconds=HAND_SECONDS if source == "hand" else SECONDS,
                at=at.strftime("%Y-%m-%dT%H:%M:%SZ"), lesson=Path(file).stem,
                reasons=texts if wrong else (), reason_keys=keys if wrong else (),
            )  # fmt: skip
            append_attempt(folder / file, attempt)
            at += timedelta(minutes=1)
        clock[key] = at
    handed = folder / "handed-in" / "baloot-results-10B-Sara.jsonl"
    handed.parent.mkdir()
    handed.write_text(
        "".join(
            (folder / f).read_text(encoding="utf-8") for f in ("sara/01.jsonl", "sara/04.jsonl")
        ),
        encoding="utf-8",
    )
    return folder


def write_report_pages(folder: Path, into: Path, class_code: str = "10B") -> dict[str, Path]:
    """The class report of ``folder`` as the command writes it (``class-report ... -o``),
    in English and in Arabic: language -> the page's path."""
    pages = {}
    for lang in ("en", "ar"):
        out = into / f"report-{lang}.html"
        done = subprocess.run(
            [sys.executable, "-m", "baloot_widgets", "class-report", str(folder), "--class",
             class_code, "--lang", lang, "-o", str(out)],
            capture_output=True, text=True, timeout=120, check=False,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        pages[lang] = out
    return pages


#: two names that end in a full stop, one Latin and one Arabic (teacher findings 2, P1.3)
FAHAD, ABDULLAH = "Fahad S.", "عبد الله م."
#: (learner, reason key of a wrong exit-ticket answer): two keys the report words alike
WORDED_ALIKE = [
    (FAHAD, "quiz.beats_trump"),
    ("Omar A.", "quiz.myth_high_card_beats_trump"),
    (ABDULLAH, "quiz.myth_high_card_beats_trump"),
    (ABDULLAH, "quiz.beats_trump"),
]


def write_named_class(folder: Path) -> Path:
    """A class of three whose names end in a full stop, each with lesson 04's exit ticket
    answered wrong once or twice (the keys of :data:`WORDED_ALIKE`) and right the rest."""
    asked: dict[str, int] = {}
    for n, (learner, key) in enumerate(WORDED_ALIKE):
        asked[learner] = asked.get(learner, 0) + 1
        append_attempt(
            folder / f"{n}.jsonl",
            Attempt(learner=learner, class_code="10B", source="quiz", skill="trick_winner",
                    correct=False, answer="x", solution="y", at=f"2026-11-27T11:0{n}:00Z",
                    reasons=("…",), reason_keys=(key,),
                    detail={"n": asked[learner], "exit_ticket": "04", "of": 2}),
        )  # fmt: skip
    return folder


def open_report_widget(lab: Any, folder: Path, notebook: str) -> None:
    """Show ``ClassReport(folder)`` in Arabic in a new JupyterLab ``notebook`` of the
    browser tests' ``lab`` session (its second cell switches it to English) and run it."""
    cell = (
        "from baloot_widgets import ClassReport\n"
        f"report = ClassReport({str(folder)!r}, class_code='10B', lang='ar')\nreport"
    )
    lab.open_notebook(lab.write_notebook(notebook, cell, "report.lang = 'en'"))
    lab.run_cell(0)
