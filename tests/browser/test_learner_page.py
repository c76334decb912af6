"""The learner's name asked once, and "Download my results", in a real browser (issue 23,
"A learner, once"): the form above the first widget, filled with the keyboard alone; a
name that cannot be used gets its sentence under the form; an Arabic name is kept as it
is; once the name is given the form is gone, a Quiz answer is recorded without a line of
code and "Download my results" saves the learner's one file.  English and Arabic, light
and dark, 800 and 1400 px; screenshots go to test-artifacts/screenshots/."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from _lab import SCREENSHOT_DIR
from _playwright import LUMINANCE, expect
from test_quiz_page import click_answer, the_exercise

from baloot_widgets.i18n import text

if TYPE_CHECKING:
    from _lab import LabSession
    from playwright.sync_api import Locator

KINDS = ["higher_card", "trick_winner"]
NAMES = {"en": "Sara Al-Otaibi", "ar": "سارة العتيبي"}


def cells(home: Path, lang: str) -> list[str]:
    """A notebook whose kernel has a learner's folder of its own and no name yet."""
    return [
        f"import os\nos.environ['BALOOT_HOME'] = {str(home)!r}",
        "from baloot_widgets import Quiz\n"
        f"q = Quiz(kinds={KINDS!r}, seed=5, level=1, count=2, lang={lang!r})\nq",
    ]


def shoot(part: Locator, name: str) -> None:
    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    part.screenshot(path=str(SCREENSHOT_DIR / f"{name}.png"))


def contrast(node: Locator, ink: str = "color", paper: str = "backgroundColor") -> float:
    return abs(node.evaluate(LUMINANCE, ink) - node.evaluate(LUMINANCE, paper))


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_name_is_asked_once_and_the_results_are_downloaded(
    lab: LabSession, lang: str, tmp_path: Path
) -> None:
    home = tmp_path / f"home-{lang}"
    path = lab.write_notebook(f"learner/name-{lang}.ipynb", *cells(home, lang))
    lab.open_notebook(path)
    lab.run_all_cells()
    page = lab.page
    root = page.locator(".bw-quiz").first
    expect(root).to_have_attribute("data-state", "asking")
    ask = page.locator(".bw-learner-ask").first
    expect(ask).to_be_visible()
    expect(ask).to_have_attribute("dir", "rtl" if lang == "ar" else "ltr")
    expect(ask.locator(".bw-learner-text")).to_have_text(text("learner.ask", lang))
    outside = ask.locator("xpath=..")  # the widget's output: the form, the quiz, the line under it
    above = ask.bounding_box()
    quiz = root.bounding_box()
    assert above and quiz and above["y"] + above["height"] <= quiz["y"] + 0.5, "the form is above"

    name = ask.get_by_role("textbox", name=text("learner.name", lang))
    code = ask.get_by_role("textbox", name=text("learner.class_code", lang))
    name.focus()
    page.keyboard.type("Sara/")
    page.keyboard.press("Enter")
    refusal = text("learner.name_chars", lang, char="'/'")
    alert = ask.get_by_role("alert")
    expect(alert).to_have_text(refusal)
    expect(name).to_have_attribute("aria-invalid", "true")
    expect(name).to_be_focused()
    for width in (800, 1400):
        page.set_viewport_size({"width": width, "height": 900})
        outside.scroll_into_view_if_needed()
        form = ask.locator("form").bounding_box()
        output = outside.bounding_box()
        assert form and output and form["x"] >= output["x"] - 0.5
        assert form["x"] + form["width"] <= output["x"] + output["width"] + 0.5, "no overflow"
        assert contrast(ask.locator("form").get_by_role("button").first) > 0.3
        shoot(outside, f"learner-ask-{lang}-{width}-light")
        with lab.dark_theme():
            assert contrast(ask.locator("form").get_by_role("button").first) > 0.3
            assert contrast(name) > 0.4, "the field's text stands out in the dark theme"
            shoot(outside, f"learner-ask-{lang}-{width}-dark")

    # the name with the keyboard alone: clear, type, Tab to the class code, Enter
    name.focus()
    page.keyboard.press("Control+A")
    page.keyboard.type(NAMES[lang])
    page.keyboard.press("Tab")
    expect(code).to_be_focused()
    page.keyboard.type("10B")
    page.keyboard.press("Enter")
    expect(ask).to_be_hidden()
    status = page.locator(".bw-learner-foot .bw-learner-status").first
    expect(status).to_have_text(text("learner.saved", lang, name=NAMES[lang]))
    profile = json.loads((home / "baloot" / "learner.json").read_text(encoding="utf-8"))
    assert (profile["name"], profile["class_code"]) == (NAMES[lang], "10B")

    first = the_exercise(KINDS, 5, 1, 0)
    click_answer(root, first, first.solution)
    expect(root).to_have_attribute("data-state", "answered")
    button = page.get_by_role("button", name=text("learner.download", lang), exact=True)
    expect(button).to_be_visible()
    with page.expect_download() as info:
        button.click()
    download = info.value
    folder = NAMES[lang].replace(" ", "_")
    assert download.suggested_filename == f"baloot-results-10B-{folder}.jsonl"
    lines = Path(download.path()).read_text(encoding="utf-8").splitlines()
    (line,) = (json.loads(x) for x in lines)
    assert (line["learner"], line["skill"], line["correct"]) == (NAMES[lang], "higher_card", True)
    expect(status).to_contain_text(f"baloot-results-10B-{folder}.jsonl")
    for width in (800, 1400):
        page.set_viewport_size({"width": width, "height": 900})
        outside.scroll_into_view_if_needed()
        assert contrast(button) > 0.3
        shoot(outside, f"learner-download-{lang}-{width}-light")
        with lab.dark_theme():
            assert contrast(button) > 0.3
            shoot(outside, f"learner-download-{lang}-{width}-dark")
