"""What the probability lessons lean on (issue 14): the friendly check of a number, the exact
coverage of an interval, the split of a suit between the seats, the table with each row's own
denominator, the figures (Vega-Lite, with no plotting library in the kernel), and the printable
table of the published figures (kept current in docs/ and written by ``baloot probability-table``)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from math import comb
from pathlib import Path

import pytest

from baloot_widgets import BalootError
from baloot_widgets.__main__ import main
from baloot_widgets.i18n import CATALOGUE
from baloot_widgets.probability import (
    EventProbability,
    bars,
    check_answer,
    coverage,
    exact_probability,
    exact_table,
    format_table,
    four_of_a_kind,
    holds_project,
    lines,
    normal_interval,
    published_figures,
    published_figures_html,
    simulate,
    suit_lengths,
    wilson_interval,
)
from baloot_widgets.probability.charts import VEGA_LITE

DOCS = Path(__file__).resolve().parent.parent / "docs"
ARABIC = re.compile(r"[\u0600-\u06FF]")
ACES = exact_probability(four_of_a_kind("A"))

# ============================================================ check_answer


@pytest.mark.parametrize(
    ("answer", "expected", "says"),
    [
        (..., 20475, "Fill in your answer"),
        (None, 0.5, "Fill in your answer"),
        ("20475", 20475, "should be a number, such as 0.25"),
        (True, 1, "should be a number"),
        (float("nan"), 0.5, "should be a number"),
        ([1, 2], 0.5, "should be a number"),
        (comb(28, 4) // 24, 20475, "Not yet: 853 is not right"),  # not a whole factor
        (comb(28, 4) / 24, 20475, "24 times too small"),
        (4 * comb(28, 4), 20475, "4 times too large"),
        (792, 792 / 201376, "a probability is a number from 0 to 1"),
        (79.2 / 201.376, 792 / 201376, "looks like a percentage"),
        (254.3, 792 / 201376, "looks like the N of “1 in N”"),
        (-0.1, 0.25, "below zero"),
        (0.0039325, 792 / 201376, "Almost: 0.0039325 is within 0.1%"),
        (0.0039329, 792 / 201376, "Almost: 0.0039329 is the answer rounded"),
        (0.0039, 792 / 201376, "Almost: 0.0039 is the answer rounded"),  # copied from a calculator
        (513, 512.714, "Almost: 513 is the answer rounded"),
        (0.39, 792 / 201376, "looks like a percentage"),  # 0.39%, rounded
        (0.004, 792 / 201376, "Not yet: 0.004 is not right"),  # one digit is no rounding
        (0.3, 0.25, "Not yet: 0.3 is not right"),
        (0.0019, 20475, "like a probability, but the answer is a larger number"),
        (513.714, 512.714, "exactly 1 too large"),
        (7, 8, "exactly 1 too small"),
    ],
)
def test_check_answer_says_what_is_wrong(answer: object, expected: float, says: str) -> None:
    feedback = check_answer(answer, expected)
    assert says in feedback.text(), feedback.text()
    assert feedback.correct is (None if answer is None or answer is ... else False)
    assert ARABIC.search(feedback.text("ar")), feedback.text("ar")


def test_check_answer_accepts_the_same_number_however_it_is_computed() -> None:
    from fractions import Fraction

    import numpy as np

    p = exact_probability(four_of_a_kind("A"))
    for answer in (comb(28, 4) / comb(32, 8), Fraction(comb(28, 4), comb(32, 8)),
                   np.float64(20475 / 10518300)):  # fmt: skip
        feedback = check_answer(answer, p.probability)
        assert feedback.correct is True and str(feedback).startswith("Correct! 0.00194661")
    assert str(check_answer(np.int64(20475), p.count)) == "Correct! 20,475"
    assert check_answer(0.25, 0.25, lang="ar").text() == "إجابة صحيحة! 0.25 (25.0000%)"


def test_check_answer_adds_the_hint_to_a_wrong_answer_only() -> None:
    hint = "choose the other 4 cards from 28"
    assert str(check_answer(1, 2, hint=hint)).endswith(f"Hint: {hint}")
    assert hint not in str(check_answer(2, 2, hint=hint))
    assert hint not in str(check_answer(..., 2, hint=hint))
    assert "تلميح" in check_answer(1, 2, hint=hint).text("ar")


def test_check_answer_shows_as_its_sentence_in_a_notebook() -> None:
    from IPython.lib.pretty import pretty

    assert pretty(check_answer(3, 3)) == "Correct! 3"


def test_check_answer_refuses_an_unknown_language() -> None:
    with pytest.raises(ValueError, match="lang must be 'en' or 'ar'"):
        check_answer(1, 1, lang="fr")  # type: ignore[arg-type]


# ============================================================ coverage


def _coverage_by_brute_force(p: float, n: int, interval: object) -> float:
    """The binomial sum written out with exact integers for C(n, h)."""
    total = 0.0
    for h in range(n + 1):
        low, high = interval(h, n)  # type: ignore[operator]
        if low - 1e-6 <= p <= high + 1e-6:  # the public intervals are rounded to 6 decimals
            total += comb(n, h) * p**h * (1 - p) ** (n - h)
    return total


@pytest.mark.parametrize(("p", "n"), [(0.19, 40), (0.5, 25), (0.0195, 150), (0.9, 60)])
def test_coverage_is_the_binomial_sum(p: float, n: int) -> None:
    assert coverage(p, n, "wilson") == pytest.approx(
        _coverage_by_brute_force(p, n, wilson_interval), abs=1e-9
    )
    assert coverage(p, n, "normal") == pytest.approx(
        _coverage_by_brute_force(p, n, normal_interval), abs=1e-9
    )


def test_coverage_agrees_with_repeated_simulations() -> None:
    """The exact coverage of four Aces at 1,000 deals, and 150 seeded simulations: the share
    of Wilson intervals holding p is within 3 standard errors of it."""
    p, n, runs = ACES.probability, 1_000, 150
    exact = coverage(p, n, "wilson")
    found = [simulate([four_of_a_kind("A")], n, seed=s)[0].wilson() for s in range(runs)]
    share = sum(low <= p <= high for low, high in found) / runs
    assert abs(share - exact) <= 3 * (exact * (1 - exact) / runs) ** 0.5
    assert coverage(p, 100, "normal") < 0.2 < 0.95 < coverage(p, 100, "wilson")


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: coverage(0, 10), "strictly between 0 and 1"),
        (lambda: coverage(0.5, 0), "positive whole number"),
        (lambda: coverage(0.5, 10, "wald"), "method must be 'normal' or 'wilson'"),  # type: ignore[arg-type]
        (lambda: coverage(0.5, 10, confidence=95), "confidence must be between 0 and 1"),
    ],
)
def test_coverage_errors_are_sentences(call: object, message: str) -> None:
    with pytest.raises(BalootError, match=message):
        call()  # type: ignore[operator]


# ============================================================ suit_lengths


def _partner_given_mine(mine: int, j: int) -> float:
    return comb(8 - mine, j) * comb(16 + mine, 8 - j) / comb(24, 8)


@pytest.mark.parametrize("backend", ["numpy", "python"])
def test_suit_lengths_split_eight_cards_as_the_hypergeometric_law_says(backend: str) -> None:
    rows = suit_lengths(20_000, seed=5, suit="C", backend=backend)  # type: ignore[arg-type]
    assert len(rows) == 20_000 and all(sum(r) == 8 for r in rows)
    one_seat = Counter(r[1] for r in rows)
    for k in range(9):  # one seat holds k clubs: C(8,k) C(24,8-k) / C(32,8)
        p = comb(8, k) * comb(24, 8 - k) / comb(32, 8)
        se = max((p * (1 - p) / 20_000) ** 0.5, 1e-4)
        assert abs(one_seat[k] / 20_000 - p) <= 4 * se, (k, one_seat[k])
    partner = Counter(r[2] for r in rows if r[0] == 3)
    total = sum(partner.values())
    for j in range(6):
        p = _partner_given_mine(3, j)
        assert abs(partner[j] / total - p) <= 4 * max((p * (1 - p) / total) ** 0.5, 1e-3)


def test_suit_lengths_are_seeded_and_refuse_a_bad_suit() -> None:
    assert suit_lengths(50, seed=1) == suit_lengths(50, seed=1) != suit_lengths(50, seed=2)
    with pytest.raises(BalootError, match="is not a suit"):
        suit_lengths(5, seed=1, suit="X")


# ============================================================ the table's denominators


def test_every_row_of_the_table_shows_its_own_total() -> None:
    table = format_table(exact_table("sun"))
    kawesh = next(line for line in table.splitlines() if line.startswith("Kawesh"))
    assert re.search(r"\s792\s+201,376\s+0\.3933%", kawesh), kawesh
    aces = next(line for line in table.splitlines() if line.startswith("four Aces"))
    assert "20,475   10,518,300" in aces
    estimate = format_table(simulate([four_of_a_kind("A")], 1_000, seed=1))
    assert "1,000" in estimate.splitlines()[1]
    assert "never" in format_table([EventProbability("x", "nothing", 0, 10)])


# ============================================================ figures


def test_a_figure_is_a_vega_lite_bundle_with_its_numbers_in_text() -> None:
    chart = bars(
        "Exact against simulated", ["Sira", "Fifty"], {"exact": [0.19, 0.0304]},
        points={"simulated": [0.188, 0.031]}, point_errors={"simulated": [(0.18, 0.196), (0.028, 0.034)]},
        log=True, rule=0.1,
    )  # fmt: skip
    data, meta = chart._repr_mimebundle_()
    assert set(data) == {VEGA_LITE, "text/plain"}  # no text/html: JupyterLab would prefer it
    assert meta[VEGA_LITE]["embed_options"] == {"renderer": "svg", "actions": False}
    spec = data[VEGA_LITE]
    assert spec["$schema"].endswith("vega-lite/v5.json") and json.loads(json.dumps(spec)) == spec
    marks = [layer["mark"]["type"] for layer in spec["layer"]]
    assert marks == ["bar", "point", "rule", "rule"]
    assert data["text/plain"].splitlines() == [
        "Exact against simulated", "  Sira: exact 19.0%, simulated 18.8%",
        "  Fifty: exact 3.0%, simulated 3.1%",
    ]  # fmt: skip
    arabic = lines("تقدير", [1, 2], {"التقدير": [0.3, 0.2]}, rules={"الدقيق": 0.19}, log_x=True)
    assert arabic.spec["title"] == "تقدير" and "التقدير" in json.dumps(
        arabic.spec, ensure_ascii=False
    )
    x_scale = arabic.spec["layer"][0]["encoding"]["x"]["scale"]
    assert x_scale == {"type": "log", "nice": False}  # the axis ends where the data ends


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: bars("t", ["a", "b"], {"x": [1.0]}), "has 1 values for 2 categories"),
        (lambda: lines("t", list(range(3000)), {"x": [0.0] * 3000}), "at most 2,000 values"),
        (lambda: lines("t", [1], {"x": [float("nan")]}), "cannot draw nan"),
    ],
)
def test_a_figure_that_cannot_be_drawn_says_why(call: object, message: str) -> None:
    with pytest.raises(BalootError, match=message):
        call()  # type: ignore[operator]


def test_the_lessons_need_neither_numpy_nor_matplotlib_for_their_figures() -> None:
    script = (
        "import sys\nsys.modules['matplotlib'] = None\nsys.modules['numpy'] = None\n"
        "from baloot_widgets.probability import bars, intervals\n"
        "c = intervals('t', {'Wilson': [(0.0, 0.01)]}, 0.002, hit='in', miss='out')\n"
        "print(sorted(c._repr_mimebundle_()[0]))\n"
    )
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "['application/vnd.vegalite.v5+json', 'text/plain']"


# ============================================================ the published figures


def test_the_published_figures_are_set_beside_the_engines_counts() -> None:
    rows = published_figures()
    assert [(r.source, r.project) for r in rows] == [
        ("wikipedia", "four_hundred"), ("wikipedia", "hundred"), ("wikipedia", "fifty"),
        ("wikipedia", "sira"), ("grokipedia", "sira"), ("grokipedia", "fifty"),
        ("grokipedia", "hundred"), ("grokipedia", "baloot"), ("grokipedia", "four_hundred"),
    ]  # fmt: skip
    for row in rows:
        if row.project != "baloot":
            assert row.exact == exact_probability(holds_project(row.project))
    assert rows[7].exact.count == comb(30, 6)  # Grokipedia's own formula for Baloot
    assert [r.verdict for r in rows] == ["right", "high", "high", "high", "high", "high",
                                         "about", "right", "right"]  # fmt: skip
    fifty = rows[5]
    assert f"{fifty.exact.probability:.2%}" == "3.04%" and "5%" in fifty.printed
    assert "128,700 counted for 124,742 hands" in str(rows[1].why)
    assert "the odds against are 513:1" in str(rows[0].why)


@pytest.mark.parametrize(
    ("lang", "name"), [("en", "probability-table.html"), ("ar", "probability-table-ar.html")]
)
def test_the_committed_tables_are_up_to_date(lang: str, name: str) -> None:
    committed = (DOCS / name).read_text(encoding="utf-8")
    assert committed == published_figures_html(lang), (  # type: ignore[arg-type]
        f"docs/{name} is stale: run  python -m baloot_widgets probability-table --lang {lang} "
        f"-o docs/{name}"
    )


def test_the_arabic_table_has_no_english_left() -> None:
    page = re.sub(r"<style>.*?</style>|<[^>]+>", " ", published_figures_html("ar"), flags=re.S)
    words = set(re.findall(r"[A-Za-z]{3,}", page))
    assert words <= {"Baloot", "baloot", "widgets"}, words  # the articles' title, the package
    assert all(key in CATALOGUE for key in ("pub.title", "pub.footer"))


def test_the_table_keeps_figures_left_to_right_and_prints() -> None:
    page = published_figures_html("ar", page=True)
    assert page.startswith("<!doctype html>") and "@page{size:A4" in page
    for figure in ("0.195% · 514:1", "3.04%", "C(30,6)/C(32,8)", "513:1"):
        assert f'<bdi dir="ltr">{figure}</bdi>' in page, figure
    block = published_figures_html("en", page=False)
    assert block.startswith("<style>") and "<html" not in block


def test_the_command_writes_the_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "table.html"
    assert main(["probability-table", "--lang", "ar", "-o", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == published_figures_html("ar")
    assert main(["probability-table"]) == 0
    assert capsys.readouterr().out.endswith(published_figures_html("en"))
    assert main(["probability-table", "-o", str(tmp_path / "missing" / "x.html")]) == 2
    assert "cannot save the probability table to" in capsys.readouterr().err
