"""The run-through that measures how long each lesson takes, section by section.

Run it on one core, from the repository's root, with the worktree's Python::

    taskset -c 0 .venv/bin/python lessons-src/_timing.py            # every lesson
    taskset -c 0 .venv/bin/python lessons-src/_timing.py 03 11      # only these (by prefix)

It writes ``baloot_widgets/teaching/timing.json`` (read by
:func:`baloot_widgets.teaching.timing.load_timing`; the paces that turn counts into minutes
and the split into class periods are in ``baloot_widgets/teaching/timing.py``).  With
prefixes, only those lessons are measured again and the others are kept.  Re-run it after
changing a lesson: ``tests/test_timing.py`` fails when a lesson's ``## `` sections no longer
match the file.

**What is measured.**  Each lesson's committed English notebook (``tutorials/NN_*.ipynb``,
``notebooks/probability_*.ipynb``) is run as a student does: its code cells in order, in one
namespace, in the notebook's folder (with a temporary home and learner folder, so nothing is
left behind), the way :mod:`baloot_widgets.teaching.answer_key` runs a lesson.  ``Quiz``,
``Puzzles``, ``Table`` and ``Predict`` are the real widgets; after the cell that shows one
has run, the student answers it: every exercise and puzzle with its solution (one decision
each; a quiz "without end" is counted for 10), every live table played to the end of one
hand, each of the student's calls and cards chosen by a heuristic bot of its own (seeded:
one decision each), each ``Predict`` guessed, simulated and revealed (one decision), each
blank ``check_answer(..., ...)`` typed (one decision).  A seed of None (fresh practice, a
new deal) is replaced by a fixed one, so that two runs play the same hands.  Per section
(the text from one ``## `` heading to the next; the lesson's title and introduction count
with section 1) it records:

* ``words``: the words of its markdown (link targets, HTML tags and code fences' markers
  dropped), of what its cells print or show (the last expression's Markdown, HTML or text),
  and of the sentences the widgets show, read from their frames (a Quiz's title, prompt,
  choices and feedback; a puzzle's note and the winning line; the table's status, the last
  trick's sentence, notes; a Predict's question and answer), each distinct sentence once;
* ``decisions`` and ``decisions_by_kind`` (quiz, puzzle, guess, table, typed);
* ``computer_seconds``: the wall time of its cells and of the widgets' answers (the bots'
  moves, the reviews, the simulations), on the core the run is pinned to;
* ``animation_seconds``: the table's animated moves (each bot move shown for the table's
  ``pace`` milliseconds), which the student watches;
* ``minutes``: :func:`~baloot_widgets.teaching.timing.minutes_of` of the above.

The Arabic notebook is not run (one clock for a bilingual class): the test checks that it
has the same sections.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import datetime as dt
import html
import io
import json
import os
import platform
import random
import re
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import baloot_widgets as course  # noqa: E402
from baloot_widgets.bots.registry import make_bot  # noqa: E402
from baloot_widgets.probability import check_answer  # noqa: E402
from baloot_widgets.rules import deal as _deal  # noqa: E402
from baloot_widgets.teaching.timing import (  # noqa: E402
    PACES,
    READING_WPM,
    TIMING_FILE,
    minutes_of,
    split_periods,
)

#: the lessons measured, in course order
LESSONS = sorted((ROOT / "tutorials").glob("[0-9][0-9]_*.ipynb")) + sorted(
    (ROOT / "notebooks").glob("probability_*.ipynb")
)
#: a ``## `` heading line (a section of a lesson)
SECTION = re.compile(r"^## +(.*\S)\s*$")
#: the seed that stands for None (a fresh deal, fresh practice)
FIXED_SEED = 1
#: exercises counted for a quiz without end
ENDLESS = 10
#: the keys of a widget's frame whose strings a student reads
READ_KEYS = frozenset(
    {"title", "prompt", "help", "note", "why", "feedback", "summary", "status", "message",
     "last", "contract", "choices", "caption", "question", "answer", "said", "text"}
)  # fmt: skip


#: keys whose strings are not read on the screen (a card's spoken label, a seat's name)
SKIP_KEYS = frozenset({"label", "labels", "name", "names"})


@dataclass
class Section:
    """What one section of a lesson measured."""

    title: str
    words: int = 0
    decisions: Counter[str] = field(default_factory=Counter)
    computer_seconds: float = 0.0
    animation_seconds: float = 0.0
    notes: list[str] = field(default_factory=list)

    def as_json(self, number: int) -> dict[str, Any]:
        kinds = {k: self.decisions[k] for k in PACES if self.decisions[k]}
        shown = self.computer_seconds + self.animation_seconds
        return {
            "number": number,
            "title": self.title,
            "words": self.words,
            "decisions": sum(kinds.values()),
            "decisions_by_kind": kinds,
            "computer_seconds": round(self.computer_seconds, 2),
            "animation_seconds": round(self.animation_seconds, 2),
            "minutes": minutes_of(self.words, kinds, shown),
            **({"notes": self.notes} if self.notes else {}),
        }


def words_in(text: str) -> int:
    """The words of a markdown or plain text: link targets, tags and markup dropped; a
    word is a run of characters with a letter or digit in it.

    >>> words_in("See [lesson 01](01_cards.ipynb): **Sun** (صن), 7♠ — <b>bold</b> `x = 1`")
    9
    >>> words_in("<style>.a{color:red}</style><p>Two words</p>")
    2
    """
    text = re.sub(r"\]\([^)]*\)", "]", text)
    text = re.sub(r"<(style|script)\b.*?</\1>", " ", text, flags=re.S | re.I)
    text = re.sub(r"<[^>]+>", " ", html.unescape(text))
    return sum(1 for w in text.split() if any(ch.isalnum() for ch in w))


def sentences(value: object, reading: bool = False) -> Iterator[str]:
    """The strings a student reads in a widget's frame: those under :data:`READ_KEYS`
    that hold a space (a sentence, not an id such as ``"10S"``), not under
    :data:`SKIP_KEYS`."""
    if isinstance(value, str):
        if reading and " " in value.strip():
            yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            if key not in SKIP_KEYS:
                yield from sentences(item, reading or key in READ_KEYS)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from sentences(item, reading)


class Widgets:
    """The lesson's widgets as the student meets them: each one made by a cell is answered
    right after that cell, and what it showed and cost is added to the section."""

    def __init__(self) -> None:
        self.made: list[tuple[str, Any]] = []
        self.typed = 0

    def stand_ins(self) -> dict[str, Callable[..., Any]]:
        """The names the lesson's cells call, made to record what they make."""

        def making(kind: str, make: Callable[..., Any]) -> Callable[..., Any]:
            def stand_in(*args: Any, **options: Any) -> Any:
                if kind in ("quiz", "table") and "seed" in options and options["seed"] is None:
                    options["seed"] = FIXED_SEED
                if kind == "quiz" and options.get("adaptive") and options.get("history") is None:
                    options["history"] = []
                if kind == "puzzles":
                    options.setdefault("ratings", None)
                widget = make(*args, **options)
                self.made.append((kind, widget))
                return widget

            return stand_in

        def check(answer: object, expected: float, **options: Any) -> object:
            if answer is ...:
                self.typed += 1
            return check_answer(answer, expected, **options)

        return {
            "Quiz": making("quiz", course.Quiz),
            "Puzzles": making("puzzles", course.Puzzles),
            "Table": making("table", course.Table),
            "Predict": making("predict", course.Predict),
            "check_answer": check,
        }

    def answer_all(self, section: Section) -> None:
        """Answer every widget made since the last call, as the student would."""
        made, self.made = self.made, []
        if self.typed:
            section.decisions["typed"] += self.typed
            self.typed = 0
        for kind, widget in made:
            read: set[str] = set()
            started = time.perf_counter()
            getattr(self, f"_{kind}")(widget, section, read)
            section.computer_seconds += time.perf_counter() - started
            section.words += sum(words_in(s) for s in read)

    def _quiz(self, quiz: Any, section: Section, read: set[str]) -> None:
        count = quiz._session.count
        if count is None:
            section.notes.append(f"a quiz without end: counted for {ENDLESS} exercises")
        for _ in range(count or ENDLESS):
            read.update(sentences(quiz.frame))
            quiz.answer(quiz.exercise.solution)
            section.decisions["quiz"] += 1
            read.update(sentences(quiz.frame))
            if quiz.next() is None:
                break
        read.update(sentences(quiz.frame))

    def _puzzles(self, puzzles: Any, section: Section, read: set[str]) -> None:
        for _ in range(puzzles._session.count or ENDLESS):
            read.update(sentences(puzzles.frame))
            puzzles.answer(sorted(puzzles.puzzle.solution)[0])
            section.decisions["puzzle"] += 1
            read.update(sentences(puzzles.frame))
            if puzzles.next() is None:
                break
        read.update(sentences(puzzles.frame))

    def _predict(self, predict: Any, section: Section, read: set[str]) -> None:
        read.update(sentences(predict.frame))
        stops = predict.question.scale.stops
        guess = stops[len(stops) // 2]
        said = predict.commit(guess * 100 if predict.question.scale.percent else guess)
        if said:
            raise RuntimeError(f"the guess {guess} was refused: {said}")
        section.decisions["guess"] += 1
        for step in (predict.run, predict.reveal):
            step()
            read.update(sentences(predict.frame))

    def _table(self, table: Any, section: Section, read: set[str]) -> None:
        seconds_a_move = table.pace / 1000
        section.animation_seconds += len(table.moves) * seconds_a_move
        players = {seat: make_bot("heuristic", FIXED_SEED + seat) for seat in table.humans}
        hand = table.game
        if table.match is not None:
            section.notes.append("a match: one hand of it measured")
        retries = 0
        for _ in range(400):
            read.update(sentences(table.frame))
            if table._session.bot_to_move:  # the bots stopped (too slow): press Retry
                table.refresh()
                retries += 1
                section.animation_seconds += len(table.moves) * seconds_a_move
                continue
            if table.frame.get("cover"):
                table.ready()
                continue
            view = table.view
            if hand.state.is_over or table.game is not hand:
                break
            if view.to_move not in players:
                raise RuntimeError(f"the table waits for seat {view.to_move}, not a student")
            action = players[view.to_move].choose(view, view.legal)
            before = hand.state
            said = table.act(action)
            if hand.state is before:
                raise RuntimeError(f"the table refused {action}: {said}")
            section.decisions["table"] += 1
            section.animation_seconds += len(table.moves) * seconds_a_move
        else:
            raise RuntimeError("the hand did not end")
        if retries:
            section.notes.append(f"the bots stopped {retries} times (Retry pressed)")
        read.update(sentences(table.frame))


def sections_of(cells: list[dict[str, Any]]) -> list[str]:
    """The ``## `` headings of a notebook's markdown cells, in order."""
    return [
        m.group(1)
        for c in cells
        if c["cell_type"] == "markdown"
        for line in _source(c).splitlines()
        if (m := SECTION.match(line))
    ]


def _source(cell: dict[str, Any]) -> str:
    source = cell.get("source", "")
    return source if isinstance(source, str) else "".join(source)


def _shown(value: object) -> str:
    """The text of a cell's last value as the notebook shows it (a widget: nothing here,
    its frame is read when it is answered)."""
    if value is None or hasattr(value, "frame"):
        return ""
    for method in ("_repr_markdown_", "_repr_html_"):
        shown = getattr(value, method, None)
        if callable(shown):
            text = shown()
            if isinstance(text, tuple):
                text = text[0]
            if isinstance(text, str):
                return text
    return repr(value)


def run_cell(code: str, namespace: dict[str, Any]) -> object:
    """Run a cell's code as the kernel does: the value of its last expression is returned."""
    tree = ast.parse(code)
    last = tree.body[-1] if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    if last is not None:
        tree.body.pop()
    exec(compile(tree, "<lesson>", "exec"), namespace)
    if last is None:
        return None
    return eval(compile(ast.Expression(last.value), "<lesson>", "eval"), namespace)


@contextlib.contextmanager
def _student(folder: Path) -> Iterator[None]:
    """A student's run: in ``folder``, a temporary home and learner folder, every shuffle
    without a seed given :data:`FIXED_SEED`."""
    here, saved = Path.cwd(), {k: os.environ.get(k) for k in ("HOME", "BALOOT_HOME")}
    check_seed = _deal.check_seed
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["HOME"] = os.environ["BALOOT_HOME"] = scratch
        os.chdir(folder)
        _deal.check_seed = lambda seed: FIXED_SEED if seed is None else check_seed(seed)  # type: ignore[assignment]
        random.seed(FIXED_SEED)
        try:
            yield
        finally:
            _deal.check_seed = check_seed
            os.chdir(here)
            for key, value in saved.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value
            if "matplotlib.pyplot" in sys.modules:
                sys.modules["matplotlib.pyplot"].close("all")


def measure(path: Path) -> dict[str, Any]:
    """Run the lesson notebook at ``path`` as a student and measure each section."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    titles = sections_of(cells)
    if not titles:
        raise SystemExit(f"{path.name} has no '## ' section to measure")
    sections = [Section(t) for t in titles]
    widgets, namespace = Widgets(), {"__name__": "__lesson__"}
    at, headed = 0, False  # the section being read (text before the first heading: section 1)
    with _student(path.parent):
        for cell in cells:
            text = _source(cell)
            if cell["cell_type"] == "markdown":
                for line in text.splitlines():
                    if SECTION.match(line):
                        at += 1 if headed else 0
                        headed = True
                    sections[at].words += words_in(line)
                continue
            if cell["cell_type"] != "code":
                continue
            section = sections[at]
            printed, started = io.StringIO(), time.perf_counter()
            with contextlib.redirect_stdout(printed):
                try:
                    value = run_cell(text, namespace)
                except Exception as exc:  # a cell that shows an error on purpose
                    value = f"{type(exc).__name__}: {exc}"
                namespace.update(widgets.stand_ins())
                section.computer_seconds += time.perf_counter() - started
                widgets.answer_all(section)
            section.words += words_in(printed.getvalue()) + words_in(_shown(value))
    done = [s.as_json(n) for n, s in enumerate(sections, start=1)]
    minutes = [s["minutes"] for s in done]
    heading = next(
        (line for c in cells if c["cell_type"] == "markdown"
         for line in _source(c).splitlines() if line.startswith("# ")), "# " + path.stem,
    )  # fmt: skip
    return {
        "title": heading[2:].strip(),
        "notebook": path.relative_to(ROOT).as_posix(),
        "minutes": round(sum(minutes), 1),
        "words": sum(s["words"] for s in done),
        "decisions": sum(s["decisions"] for s in done),
        "computer_seconds": round(sum(s["computer_seconds"] for s in done), 2),
        "animation_seconds": round(sum(s["animation_seconds"] for s in done), 2),
        "periods": [list(p) for p in split_periods(minutes)],
        "sections": done,
    }


def _machine() -> str:
    model = platform.processor() or platform.machine()
    with contextlib.suppress(OSError):
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    return f"{platform.system()} {platform.machine()}, {model}, Python {platform.python_version()}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("prefixes", nargs="*", help="measure only the lessons starting so")
    parser.add_argument("-o", "--output", type=Path, default=TIMING_FILE)
    args = parser.parse_args(argv)
    chosen = [p for p in LESSONS if not args.prefixes or p.stem.startswith(tuple(args.prefixes))]
    if not chosen:
        parser.error(f"no lesson starts with {' or '.join(args.prefixes)}")
    cores = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else []
    if len(cores) != 1:
        print(f"note: running on {len(cores)} cores; pin it with `taskset -c 0`", file=sys.stderr)
    old = json.loads(args.output.read_text(encoding="utf-8")) if args.output.exists() else {}
    lessons: dict[str, Any] = dict(old.get("lessons", {})) if args.prefixes else {}
    started = time.perf_counter()
    for path in chosen:
        t0 = time.perf_counter()
        lessons[path.stem] = measure(path)
        got = lessons[path.stem]
        print(
            f"{path.stem:45} {got['minutes']:6.1f} min  periods {got['periods']}"
            f"  ({time.perf_counter() - t0:.1f} s)",
            file=sys.stderr,
        )
    order = [p.stem for p in LESSONS]
    data = {
        "schema": 1,
        "run": {
            "date": dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "machine": _machine(),
            "cores": cores,
            "command": "taskset -c 0 .venv/bin/python lessons-src/_timing.py "
            + " ".join(args.prefixes),
            "seconds": round(time.perf_counter() - started, 1),
            "lessons_measured": [p.stem for p in chosen],
        },
        "paces": {
            "reading_words_per_minute": READING_WPM,
            "seconds_per_decision": {k: {"seconds": p.seconds, "source": p.source} for k, p in PACES.items()},
        },
        "lessons": {k: lessons[k] for k in sorted(lessons, key=lambda s: order.index(s) if s in order else len(order))},
    }  # fmt: skip
    data["run"]["command"] = data["run"]["command"].strip()
    args.output.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.output.relative_to(ROOT)} in {data['run']['seconds']} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
