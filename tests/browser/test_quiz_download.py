"""The Quiz's "Download results" button in a real browser (issue 18, item 6): Python writes
the results file, the page only saves it (a Blob link, so it works without a server, in
JupyterLite too).  The file a learner downloads must be byte for byte the file
``quiz.to_csv`` writes, in English and Arabic, after one answer and after two; before any
answer there is nothing to save.  Screenshots in English and Arabic, light and dark, at
800 and 1400 px go to test-artifacts/screenshots/."""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from _lab import SCREENSHOT_DIR
from _playwright import LUMINANCE, expect
from test_quiz_page import click_answer, open_quiz, quiz_cell, the_exercise, wrong

from baloot_widgets.i18n import text
from baloot_widgets.quiz.session import CSV_COLUMNS, RESULTS_FILE

if TYPE_CHECKING:
    from _lab import LabSession
    from playwright.sync_api import Locator

KINDS = ["higher_card", "trick_winner"]
SEED, LEVEL, COUNT = 5, 1, 2


def downloaded(lab: LabSession, root: Locator, label: str) -> bytes:
    """Click the button and return the bytes of the file the browser saved."""
    with lab.page.expect_download() as info:
        root.get_by_role("button", name=label, exact=True).click()
    download = info.value
    assert download.suggested_filename == RESULTS_FILE
    return Path(download.path()).read_bytes()


def written_by_python(lab: LabSession, name: str) -> bytes:
    """The file ``q.to_csv`` writes now, in the kernel that holds the quiz."""
    assert lab.run_cell(1)
    return (lab.server.root_dir / "quiz" / name).read_bytes()


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_downloaded_results_are_the_file_python_writes(lab: LabSession, lang: str) -> None:
    name = f"expected-{lang}.csv"
    root = open_quiz(
        lab,
        f"download-{lang}",
        quiz_cell(KINDS, seed=SEED, level=LEVEL, count=COUNT, lang=lang),
        f"q.to_csv({name!r})",
    )
    label = text("quiz.download", lang)
    expect(root.get_by_role("button", name=label)).to_have_count(0)  # nothing to save yet

    first = the_exercise(KINDS, SEED, LEVEL, 0)
    click_answer(root, first, first.solution)
    button = root.get_by_role("button", name=label, exact=True)
    expect(button).to_be_visible()
    expect(button).to_have_attribute("title", text("quiz.download_title", lang))
    saved = downloaded(lab, root, label)
    assert saved == written_by_python(lab, name)
    assert saved.startswith("\ufeff".encode()), "a spreadsheet on Windows needs the mark"
    rows = list(csv.DictReader(io.StringIO(saved.decode("utf-8-sig"))))
    assert [r["kind"] for r in rows] == ["higher_card"] and rows[0]["correct"] == "True"
    assert tuple(rows[0]) == CSV_COLUMNS

    root.locator("[data-key='next']").click()
    expect(root).to_have_attribute("data-n", "2")
    second = the_exercise(KINDS, SEED, LEVEL, 1)
    click_answer(root, second, wrong(second))
    expect(root).to_have_attribute("data-state", "done")
    saved = downloaded(lab, root, label)
    assert saved == written_by_python(lab, name)
    rows = list(csv.DictReader(io.StringIO(saved.decode("utf-8-sig"))))
    assert [(r["n"], r["correct"]) for r in rows] == [("1", "True"), ("2", "False")]

    for width in (800, 1400):
        lab.page.set_viewport_size({"width": width, "height": 900})
        root.scroll_into_view_if_needed()
        box = button.bounding_box()
        quiz = root.bounding_box()
        assert box and quiz, "the button and the quiz are drawn"
        assert quiz["x"] <= box["x"] and box["x"] + box["width"] <= quiz["x"] + quiz["width"] + 0.5
        readable(button)
        shoot(root, f"quiz-download-{lang}-{width}-light")
        with lab.dark_theme():
            readable(button)
            shoot(root, f"quiz-download-{lang}-{width}-dark")


def readable(button: Locator) -> None:
    """The button's label stands out from its background (luminance apart)."""
    ink = button.evaluate(LUMINANCE, "color")
    paper = button.evaluate(LUMINANCE, "backgroundColor")
    assert abs(ink - paper) > 0.4, (ink, paper)


def shoot(root: Locator, name: str) -> None:
    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    root.screenshot(path=str(SCREENSHOT_DIR / f"{name}.png"))
