"""Adaptive practice in a real browser (JupyterLab, Playwright, Debian chromium): the line
that says which kind comes and why, and the hint step (a "Hint" button before the answer,
once; the hint shown above the board; the button gone after it and after the answer), in
English and Arabic, light and dark, 800 and 1400 px wide.  Screenshots go to
test-artifacts/screenshots/."""

from __future__ import annotations

from typing import TYPE_CHECKING

from _playwright import LUMINANCE, expect

if TYPE_CHECKING:
    from _lab import LabSession
    from playwright.sync_api import Locator

HISTORY = '[("partner", False), ("trick_winner", True), ("partner", False)]'


def cell(name: str, lang: str) -> str:
    return (
        "from baloot_widgets import Quiz\n"
        f"{name} = Quiz(kinds=['trick_winner', 'partner'], seed=3, count=3, lang={lang!r},\n"
        f"         adaptive=True, history={HISTORY})\n{name}"
    )


def test_the_why_line_and_the_hint_step(lab: LabSession) -> None:
    hints = "print([r['hint'] for r in q.results()])"
    path = lab.write_notebook("quiz/adaptive.ipynb", cell("q", "en"), cell("a", "ar"), hints)
    lab.open_notebook(path)
    lab.run_all_cells()
    page = lab.page
    english, arabic = page.locator(".bw-quiz").nth(0), page.locator(".bw-quiz").nth(1)
    for root in (english, arabic):
        expect(root).to_have_attribute("data-state", "asking")
    expect(english.locator(".bw-q-why")).to_have_text(
        "More of: Partners — you missed 2 of your last 2 tries"
    )
    expect(arabic.locator(".bw-q-why")).to_have_text(
        "المزيد من: من الشريك؟ — أخطأت في 2 من آخر محاولتين"
    )
    expect(arabic).to_have_attribute("dir", "rtl")
    for root, label in ((english, "Hint"), (arabic, "تلميح")):
        button = root.locator("[data-key='hint']")
        expect(button).to_have_text(label)
        expect(root.locator(".bw-q-hint")).to_have_count(0)
    english.scroll_into_view_if_needed()
    lab.screenshot("adaptive-1-before-hint")

    english.locator("[data-key='hint']").click()
    hint = english.locator(".bw-q-hint")
    expect(hint).to_have_text(
        "Hint: Partners sit opposite: add 2 to the seat number (4 is 0 again)."
    )
    expect(english.locator("[data-key='hint']")).to_have_count(0)  # once
    arabic.locator("[data-key='hint']").click()
    expect(arabic.locator(".bw-q-hint")).to_contain_text("الشريكان متقابلان")
    # the hint sits between the why line and the board, inside the widget, readable
    why_box, hint_box = english.locator(".bw-q-why").bounding_box(), hint.bounding_box()
    prompt_box = english.locator(".bw-q-prompt").bounding_box()
    assert why_box and hint_box and prompt_box
    assert why_box["y"] < prompt_box["y"] < hint_box["y"]
    border = hint.evaluate("(el) => getComputedStyle(el).borderInlineStartWidth")
    assert border == "3px", border
    english.scroll_into_view_if_needed()
    lab.screenshot("adaptive-2-hint-english")
    arabic.scroll_into_view_if_needed()
    lab.screenshot("adaptive-3-hint-arabic")

    # answer: the result notes the hint, and no hint is offered after the answer
    english.locator(".bw-q-choice").first.click()
    expect(english).to_have_attribute("data-state", "answered")
    expect(english.locator("[data-key='hint']")).to_have_count(0)
    lab.run_cell(2)
    expect(lab.cell_output(2)).to_contain_text("[True]")
    english.locator("[data-key='next']").click()
    expect(english).to_have_attribute("data-n", "2")
    expect(english.locator("[data-key='hint']")).to_have_count(1)
    expect(english.locator(".bw-q-hint")).to_have_count(0)

    check_looks(lab, english, arabic)


def check_looks(lab: LabSession, english: Locator, arabic: Locator) -> None:
    page = lab.page
    with lab.dark_theme():
        page.wait_for_timeout(400)
        ink = arabic.locator(".bw-q-hint").evaluate(LUMINANCE, "color")
        back = arabic.locator(".bw-q-hint").evaluate(LUMINANCE, "backgroundColor")
        muted = english.locator(".bw-q-why").evaluate(LUMINANCE, "color")
        assert ink > 0.6 and back < 0.3 and muted > 0.3, (ink, back, muted)
        arabic.scroll_into_view_if_needed()
        lab.screenshot("adaptive-4-dark-arabic")
        english.scroll_into_view_if_needed()
        lab.screenshot("adaptive-5-dark-english")
    for width in (800, 1400):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        for root in (english, arabic):
            fits = root.evaluate("(el) => el.scrollWidth <= el.clientWidth + 1")
            assert fits, f"the quiz overflows at {width} px"
            for part in (".bw-q-why", ".bw-q-hint"):
                if root.locator(part).count():
                    box, outer = root.locator(part).bounding_box(), root.bounding_box()
                    assert box and outer and box["width"] <= outer["width"]
        arabic.scroll_into_view_if_needed()
        lab.screenshot(f"adaptive-6-arabic-{width}")
        english.scroll_into_view_if_needed()
        lab.screenshot(f"adaptive-7-english-{width}")


def test_the_puzzles_say_which_theme_comes_and_why(lab: LabSession) -> None:
    cells = [
        "from baloot_widgets import Puzzles\n"
        f"{name} = Puzzles(adaptive=True, count=3, ratings=None, seed=2, lang={lang!r},\n"
        f"              history=[('akka', False)] * 2)\n{name}"
        for name, lang in (("p", "en"), ("r", "ar"))
    ]
    path = lab.write_notebook("quiz/adaptive_puzzles.ipynb", *cells)
    lab.open_notebook(path)
    lab.run_all_cells()
    english, arabic = lab.page.locator(".bw-puzzles").nth(0), lab.page.locator(".bw-puzzles").nth(1)
    expect(english.locator(".bw-q-why")).to_have_text("New: Draw trumps")
    expect(arabic.locator(".bw-q-why")).to_have_text("جديد: اسحب الحكم")
    size = english.locator(".bw-q-why").evaluate("(el) => getComputedStyle(el).fontSize")
    prompt = english.locator(".bw-q-prompt").evaluate("(el) => getComputedStyle(el).fontSize")
    assert float(size[:-2]) < float(prompt[:-2]), (size, prompt)
    for width in (800, 1400):
        lab.page.set_viewport_size({"width": width, "height": 900})
        lab.page.wait_for_timeout(300)
        arabic.scroll_into_view_if_needed()
        lab.screenshot(f"adaptive-8-puzzles-arabic-{width}")
    with lab.dark_theme():
        lab.page.wait_for_timeout(400)
        assert english.locator(".bw-q-why").evaluate(LUMINANCE, "color") > 0.3
        english.scroll_into_view_if_needed()
        lab.screenshot("adaptive-9-puzzles-dark")
