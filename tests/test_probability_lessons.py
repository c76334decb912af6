"""The probability lessons (notebooks/probability_*.ipynb, built from lessons-src/): they run
without NumPy and matplotlib, as in JupyterLite, and their exercises ship blank with
friendly checks (issue 14).

Each lesson's code cells run in a fresh Python that cannot import NumPy or matplotlib.
Then, in the same namespace, each exercise's check is run after the blank answer (it must
only prompt), the right answer (Correct!) and wrong ones (a sentence, in English and
Arabic, never an error).  The answer key lives here, in the tests, and never in a
student's notebook.  Strict nbval (tests/test_tutorials.py) compares the committed outputs
with a run that has NumPy; tests/browser/test_lite.py runs the newest lesson in JupyterLite.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import committed
import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted((committed.tree() / "notebooks").glob("probability_*.ipynb"))  # as staged
ARABIC_LESSONS = sorted((committed.tree() / "notebooks" / "ar").glob("probability_*.ipynb"))
ARABIC = re.compile(r"[\u0600-\u06FF]")
BLANK = re.compile(r"^answer_(\d+) = \.\.\.  # your answer: .+$")

#: lesson -> exercise -> (the right answer, wrong answers), as Python the student could type
KEY: dict[str, dict[int, tuple[str, list[str]]]] = {
    "probability_01_counting_hands": {
        1: ("comb(28, 4)", ["comb(28, 4) // 24", "comb(32, 4)", "'20475'", "comb(28, 4) / comb(32, 8)"]),
        2: ("comb(12, 5) / comb(32, 5)", ["comb(12, 5) / comb(32, 8)", "(12 / 32) ** 5",
                                          "comb(12, 5)", "100 * comb(12, 5) / comb(32, 5)"]),
    },
    "probability_02_deals_and_wikipedia": {
        1: ("4 * comb(28, 4) / comb(32, 8)", ["1 - (1 - comb(28, 4) / comb(32, 8)) ** 4",
                                              "comb(28, 4) / comb(32, 8)", "4 * comb(28, 4)"]),
        2: ("(comb(32, 8) - comb(28, 4)) / comb(28, 4)", ["514", "comb(32, 8) / comb(28, 4)",
                                                          "comb(28, 4) / comb(32, 8)"]),
    },
    "probability_03_trumps_bids_and_confidence": {
        1: ("1 - comb(19, 8) / comb(24, 8)", ["partner_trumps_law(0, 3)", "1 - (19 / 24) ** 8",
                                              "1 - partner_trumps_law(0, 3) - partner_trumps_law(1, 3)"]),
        2: ("prior[2] / (prior[2] + prior[3] + prior[4] + prior[5])", ["prior[2]",
                                                                       "posterior[2]"]),
        3: ("0.95 * 0.05 / 0.005 ** 2", ["sqrt(0.95 * 0.05) / 0.005", "0.95 * 0.05 / 0.5 ** 2"]),
    },
}  # fmt: skip

#: run a lesson's code cells with NumPy and matplotlib missing, then probe its checks
_PROBE = r"""
import json, re, sys
sys.modules["numpy"] = None
sys.modules["matplotlib"] = None
import nbformat
path, key = sys.argv[1], {int(k): v for k, v in json.loads(sys.argv[2]).items()}
cells = [c for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code"]
namespace = {}
checks = {}
for i, cell in enumerate(cells):
    exec(compile(cell.source, cell.id, "exec"), namespace)
    found = re.match(r"answer_(\d+) = ", cell.source)
    if found:
        checks[int(found.group(1))] = (cell.source, cells[i + 1].source)
results = {}
values = {n: float(eval(key[n][0], namespace)) for n in checks if n in key}
for n, (blank, check) in sorted(checks.items()):
    right, wrongs = key.get(n, ("None", []))
    tries = [("blank", blank), ("right", f"answer_{n} = {right}")]
    tries += [("wrong", f"answer_{n} = {w}") for w in wrongs]
    out = []
    for kind, answer in tries:
        exec(answer, namespace)
        feedback = eval(check, namespace)
        out.append([kind, answer, feedback.correct, feedback.text("en"), feedback.text("ar")])
    results[n] = out
print(json.dumps({"numpy": "numpy" in sys.modules and sys.modules["numpy"] is not None,
                  "results": results, "values": values}))
"""


@pytest.fixture(scope="module")
def probes() -> dict[str, dict[str, Any]]:
    """Every lesson probed at once (two cores: about half the time of one after another)."""
    running = {
        path.stem: subprocess.Popen(
            [sys.executable, "-c", _PROBE, str(path), json.dumps(KEY.get(path.stem, {}))],
            cwd=path.parent,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for path in LESSONS
    }
    out = {}
    for name, proc in running.items():
        stdout, stderr = proc.communicate(timeout=600)
        assert proc.returncode == 0, f"{name} failed without NumPy:\n{stderr[-3000:]}"
        out[name] = json.loads(stdout.strip().splitlines()[-1])
    return out


def test_there_are_three_lessons_each_with_an_answer_key() -> None:
    assert [p.stem for p in LESSONS] == list(KEY)


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_runs_without_numpy_and_matplotlib(path: Path, probes: dict[str, Any]) -> None:
    assert probes[path.stem]["numpy"] is False


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_exercises_ship_blank_with_no_answer_key(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code"]
    answers = [c for c in code if re.match(r"answer_\d+ = ", c.source)]
    assert len(answers) >= 2, f"{path.name} has {len(answers)} exercises"
    numbers = [int(BLANK.match(c.source).group(1)) for c in answers if BLANK.match(c.source)]  # type: ignore[union-attr]
    assert numbers == list(range(1, len(answers) + 1)), "each answer cell ships blank, in order"
    assert sorted(KEY[path.stem]) == numbers, "every exercise has its answer key in this test"
    for cell in nb.cells:
        assert not cell.metadata, f"{path.name}: cell {cell.id} carries metadata"
    for i, cell in enumerate(code):
        if cell in answers:
            check = code[i + 1]
            assert check.source.startswith("check_answer(") and "lang=LANG" in check.source
            assert "Fill in your answer" in "".join(o.get("data", {}).get("text/plain", "")
                                                    for o in check.outputs)  # fmt: skip
    setup = code[0].source
    assert setup.startswith('LANG = "en"\n'), "the setup cell names the lesson's language first"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_checks_prompt_praise_and_explain(path: Path, probes: dict[str, Any]) -> None:
    results = probes[path.stem]["results"]
    assert sorted(map(int, results)) == sorted(KEY[path.stem])
    for number, tries in results.items():
        for kind, answer, correct, english, arabic in tries:
            what = f"{path.stem} exercise {number}: {answer!r}"
            if kind == "blank":
                assert correct is None and english.startswith("Fill in your answer"), what
            elif kind == "right":
                assert correct is True and english.startswith("Correct!"), (what, english)
            else:
                assert correct is False and not english.startswith("Correct"), (what, english)
                assert english.startswith(("Not yet", "Almost", "Your answer")), (what, english)
            assert ARABIC.search(arabic), (what, arabic)


# ============================================================ no answer before its exercise

#: what gives an exercise's answer away besides its value in every number format: the
#: formula it asks for, or the fact it asks the learner to find
GIVEAWAYS: dict[tuple[str, int], list[str]] = {
    ("probability_01_counting_hands", 1): ["C(28,4)", "C(28, 4)", "comb(28, 4)", "binom{28}{4}"],
    ("probability_01_counting_hands", 2): ["C(12,5)", "C(12, 5)", "comb(12, 5)", "binom{12}{5}",
                                           "792 out of", "792 of", "792 من"],
    ("probability_02_deals_and_wikipedia", 1): ["mutually exclusive", "متنافية", "4 * p", "4p"],
    ("probability_02_deals_and_wikipedia", 2): ["N − 1", "N - 1", "odds against 5"],
    ("probability_03_trumps_bids_and_confidence", 1): ["1 - partner_trumps_law(0"],
    ("probability_03_trumps_bids_and_confidence", 2): ["prior[2] /"],
    ("probability_03_trumps_bids_and_confidence", 3): ["0.95 * 0.05 / 0.005"],
}  # fmt: skip
#: Arabic-Indic and Persian digits, and the Arabic decimal and thousands separators
_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹٫٬", "01234567890123456789.,")


def number_forms(value: float) -> set[str]:
    """The ways a lesson could print ``value``: a count with or without its thousands
    separators; a probability as a percentage rounded to 1 to 4 decimals (1 only when it is
    5% or more), as a decimal of 3 to 5 significant digits, and as the N of "1 in N"; any other number
    with 1 or 2 decimals.

    >>> sorted(number_forms(20475))
    ['20,475', '20475']
    >>> sorted(number_forms(792 / 201376))[:4]
    ['0.00393', '0.0039329', '0.003933', '0.39%']
    """
    if value == int(value) and value >= 10:
        return {f"{int(value):,}", str(int(value))}
    forms = set()
    if 0 < value < 1:
        forms |= {f"{100 * value:.{d}f}%" for d in (2, 3, 4)}
        forms |= {f"{value:.{d}g}" for d in (3, 4, 5)}
        if value >= 0.05:
            forms.add(f"{100 * value:.1f}%")
        if value < 0.05:
            forms |= {f"{1 / value:,.1f}", f"{1 / value:.1f}"}
    else:
        forms |= {f"{value:,.1f}", f"{value:.1f}", f"{value:,.2f}", f"{value:.2f}"}
    return forms


def _shown(cell: nbformat.NotebookNode) -> str:
    """A cell as the learner sees it: its source and every output (text, HTML, figures)."""
    parts = [cell.source]
    for out in cell.get("outputs", []):
        parts.append(out.get("text", ""))
        parts += [v if isinstance(v, str) else json.dumps(v) for v in out.get("data", {}).values()]
    return "\n".join(parts).translate(_DIGITS)


def _found(text: str, form: str) -> bool:
    return re.search(rf"(?<![\d.,]){re.escape(form)}(?![\d])", text) is not None


def answers_shown_early(path: Path, values: dict[str, float]) -> list[str]:
    """Each exercise whose answer (a number form of ``values[n]`` or a giveaway) appears in a
    cell before its answer cell, source or output."""
    cells = nbformat.read(path, as_version=4).cells
    found = []
    for i, cell in enumerate(cells):
        blank = (
            re.match(r"answer_(\d+) = \.\.\.", cell.source) if cell.cell_type == "code" else None
        )
        if not blank:
            continue
        n = int(blank.group(1))
        forms = number_forms(values[str(n)]) | set(GIVEAWAYS.get((path.stem, n), []))
        for j, earlier in enumerate(cells[:i]):
            shown = _shown(earlier)
            found += [
                f"exercise {n}: {form!r} in cell {j}"
                for form in sorted(forms)
                if _found(shown, form)
            ]
    return found


@pytest.mark.parametrize(
    "path", [*LESSONS, *ARABIC_LESSONS], ids=lambda p: p.parent.name + "/" + p.stem
)
def test_no_exercise_is_answered_before_it_is_asked(path: Path, probes: dict[str, Any]) -> None:
    """Nothing on the screen before an exercise gives its answer: not its value in any
    format (20,475 / 20475 / ٢٠٤٧٥, a percentage rounded, the N of "1 in N"), nor the formula
    or the fact it asks for; in English and in Arabic."""
    values = probes[path.stem]["values"]
    assert sorted(map(int, values)) == sorted(KEY[path.stem])
    assert answers_shown_early(path, values) == []


def test_the_check_finds_an_answer_shown_early(tmp_path: Path) -> None:
    """The check above fails on the lessons as they were: Probability 1 printed the count of
    Exercise 1 in its first table and Kawesh's "792 out of 201,376" in its text."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("its row counts five-card deals: **792 out of 201,376**"),
        nbformat.v4.new_code_cell("print(1)", outputs=[nbformat.v4.new_output(
            "stream", name="stdout", text="four Aces  ٢٠٬٤٧٥   10,518,300   0.1947%")]),
        nbformat.v4.new_code_cell("answer_1 = ...  # your answer: a number of hands"),
        nbformat.v4.new_code_cell("answer_2 = ...  # your answer: a probability"),
    ]  # fmt: skip
    path = tmp_path / "probability_01_counting_hands.ipynb"
    nbformat.write(nb, path)
    found = answers_shown_early(path, {"1": 20475.0, "2": 792 / 201376})
    assert (
        "exercise 1: '20,475' in cell 1" in found and "exercise 2: '792 out of' in cell 0" in found
    )
