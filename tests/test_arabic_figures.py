"""Signed figures read right in Arabic, and a lone case is said as one case (issue 21).

In a right-to-left line a sign is a neutral character: "+0.8 ± 0.3" left bare shows as
"0.8+ ± 0.3" and "-5.3" as "5.3-".  Every signed figure of the strategy lessons' Arabic
(their markdown, the tables the cells show, and every catalogue sentence with a signed
number) is kept left to right in ``<bdi dir="ltr">`` (or LRI … PDI in plain text), its
percent sign with it.  And a kind of case seen in one hand only has no error bar: it
says so in words instead of "± 0.0".
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import pytest

from baloot_widgets.display.render import isolate_html
from baloot_widgets.i18n import CATALOGUE
from baloot_widgets.i18n.bidi import LRI, PDI
from baloot_widgets.strategy import PRINCIPLES, principle_worth

ROOT = Path(__file__).resolve().parents[1]
LESSONS = ("11_strategy_the_auction", "12_strategy_the_play", "13_defence_and_partnership")
#: a signed number standing alone (not "2024-10", not "0-0")
SIGNED = re.compile(r"(?<![\w.])[+\-\u2212]\d+(?:\.\d+)?")
#: an error bar of nothing: "± 0.0" not followed by another digit
ZERO_ERROR = re.compile(r"± 0\.0(?!\d)")
_ISOLATED = re.compile(rf'<bdi dir="ltr">[^<]*</bdi>|{LRI}[^{PDI}]*{PDI}')


def detached(text: str) -> list[str]:
    """The signed figures of ``text`` (HTML or markdown) that a right-to-left line would
    reorder: outside every left-to-right isolate, or with their percent sign left out.

    >>> detached('القيمة +0.8 ± 0.3 و<bdi dir="ltr">-5.3</bdi> و<bdi dir="ltr">+1</bdi>%')
    ['+0.8', '%']
    """
    text = re.sub(r"<style>.*?</style>", "", text, flags=re.DOTALL)
    text = _ISOLATED.sub("\0", text)
    text = re.sub(r"<[^>]*>", " ", text)  # attributes and CSS are not prose
    return SIGNED.findall(text) + ["%" for _ in re.finditer("\0%", text)]


def _arabic_texts(stem: str) -> list[tuple[int, str]]:
    nb = json.loads((ROOT / "tutorials" / "ar" / f"{stem}.ipynb").read_text(encoding="utf-8"))
    out = []
    for i, cell in enumerate(nb["cells"]):
        if cell["cell_type"] == "markdown":
            out.append((i, "".join(cell["source"])))
        for o in cell.get("outputs", []):
            html = o.get("data", {}).get("text/html")
            if html:
                out.append((i, "".join(html)))
    return out


@pytest.mark.parametrize("stem", LESSONS)
def test_no_signed_figure_of_an_arabic_lesson_loses_its_place(stem: str) -> None:
    found = [(i, d) for i, text in _arabic_texts(stem) for d in detached(text)]
    assert not found, f"{stem}: signed figures not kept left to right (cell, figure): {found}"


def _sample(template: str) -> str:
    """An Arabic sentence of the catalogue with a figure in each field: a signed one
    where the format asks for a sign, a plain 7 elsewhere."""

    def one(m: re.Match[str]) -> str:
        spec = m.group(2) or ""
        if "+" in spec:
            return "-3.5" if m.start() % 2 else "+3.5"
        return "7"

    return re.sub(r"\{(\w*)(?::([^{}]*))?\}", one, template)


def test_every_signed_figure_of_the_arabic_catalogue_keeps_its_sign_in_front() -> None:
    signed = {k: ar for k, (_, ar) in CATALOGUE.items() if re.search(r"\{\w*:[^{}]*\+", ar)}
    assert len(signed) >= 10, "the worth of a principle, the scale of a match, ..."
    bad = {k: detached(isolate_html(_sample(ar))) for k, ar in signed.items()}
    assert not {k: v for k, v in bad.items() if v}


def test_a_kind_of_case_seen_once_says_so_instead_of_a_zero_error() -> None:
    lone = [
        (name, label)
        for name in PRINCIPLES
        for label, row in principle_worth(name).stored.labels.items()
        if label and row["count"] == 1
    ]
    assert lone, "the data holds a kind of case seen in one hand (sun_double's five tricks)"
    for name, _ in lone:
        for lang in ("en", "ar"):
            text = principle_worth(name, lang=lang).text
            assert not ZERO_ERROR.search(text), (name, lang)
        assert "in the one hand seen" in principle_worth(name).text


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_no_figure_of_the_lessons_says_plus_or_minus_nothing(lang: str) -> None:
    """No "± 0.0" in lessons 11 to 13: one case says so, and an error under 0.05 is said
    to two decimals."""
    folder = ROOT / "tutorials" / ("ar" if lang == "ar" else "")
    for stem in LESSONS:
        text = (folder / f"{stem}.ipynb").read_text(encoding="utf-8")
        assert not ZERO_ERROR.search(text), stem


def test_a_small_error_is_not_rounded_away() -> None:
    stored = principle_worth("sawa").stored
    n, (mean, se), _ = stored.label("proven")
    assert n > 1 and not math.isnan(se) and se < 0.05
    assert f"{mean:+.2f} ± {se:.2f}" in principle_worth("sawa").text
