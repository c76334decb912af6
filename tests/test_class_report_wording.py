"""The class report lists a mistake once per wording (teacher findings 2, P2.4): two
keys the report words alike ("let a card of another suit beat a trump":
``quiz.beats_trump`` and ``quiz.myth_high_card_beats_trump``) are one line, each
student counted once, in English and in Arabic; and each name of the list is set off on
its own (FSI…PDI in the view, a ``<bdi>`` in the page)."""

from __future__ import annotations

from pathlib import Path

import pytest
from class_results import ABDULLAH, FAHAD, write_named_class

from baloot_widgets.classroom import class_summary, report_page, report_view
from baloot_widgets.i18n.bidi import FSI, PDI


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_one_line_per_wording(tmp_path: Path, lang: str) -> None:
    view = report_view(class_summary(write_named_class(tmp_path), class_code="10B"), lang)  # type: ignore[arg-type]
    whys = [m["why"] for m in view["mistakes"]]
    assert len(whys) == len(set(whys)) == 1, whys
    (line,) = view["mistakes"]
    assert line["students"] == 3
    assert line["text"].startswith("3 students" if lang == "en" else "3")
    for name in (FAHAD, "Omar A.", ABDULLAH):
        assert f"{FSI}{name}{PDI}" in line["who"]


def test_the_page_isolates_each_name(tmp_path: Path) -> None:
    summary = class_summary(write_named_class(tmp_path), class_code="10B")
    for lang in ("en", "ar"):
        page = report_page(report_view(summary, lang))  # type: ignore[arg-type]
        assert f"<bdi>{FAHAD}</bdi>" in page and f"<bdi>{ABDULLAH}</bdi>" in page
        assert f"{FSI}{FAHAD}{PDI}" not in page and f"{FSI}{ABDULLAH}{PDI}" not in page
