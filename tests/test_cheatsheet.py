"""The printable cheat sheet (baloot_widgets.teaching.cheatsheet, docs/cheat-sheet*.html): the
committed pages are the ones the code makes, their figures are the engine's, and the Arabic
page is Arabic."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from baloot_widgets.__main__ import main
from baloot_widgets.i18n import CATALOGUE
from baloot_widgets.teaching.cheatsheet import cheat_sheet_html

DOCS = Path(__file__).resolve().parent.parent / "docs"


@pytest.mark.parametrize(
    ("lang", "name"), [("en", "cheat-sheet.html"), ("ar", "cheat-sheet-ar.html")]
)
def test_the_committed_cheat_sheets_are_up_to_date(lang: str, name: str) -> None:
    committed = (DOCS / name).read_text(encoding="utf-8")
    assert committed == cheat_sheet_html(lang), (
        f"docs/{name} is stale: run  python -m baloot_widgets cheatsheet --lang {lang} -o docs/{name}"
    )


def test_the_figures_are_the_engines() -> None:
    page = cheat_sheet_html("en")
    for figure in (
        "A 10 K Q J 9 8 7",  # Sun order
        "J 9 A 10 K Q 8 7",  # trump order
        "130 Abnat in Sun, worth 26 game points; 162 in Hokum, worth 16",
        "74/56 Abnat → 14/12",
        "85/77 Abnat → 8/8",
        "44 in Sun, 25 in Hokum",
        "+2 game points",
        "152 game points",
    ):
        assert figure in re.sub(r"<[^>]+>", "", page), figure


def test_the_arabic_sheet_has_no_english_left() -> None:
    page = re.sub(r"<style>.*?</style>|<[^>]+>", " ", cheat_sheet_html("ar"), flags=re.S)
    words = set(re.findall(r"[A-Za-z]{3,}", page))
    assert words <= {"baloot", "widgets"}, words  # the package's name
    assert all(key in CATALOGUE for key in ("cs.title", "cs.footer"))


def test_the_command_writes_a_page_and_refuses_a_bad_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "sheet.html"
    assert main(["cheatsheet", "--lang", "ar", "-o", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == cheat_sheet_html("ar")
    assert main(["cheatsheet", "-o", str(tmp_path / "missing" / "x.html")]) == 2
    assert "cannot save the cheat sheet to" in capsys.readouterr().err
