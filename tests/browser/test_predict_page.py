"""The Predict widget and the probability lessons' figures in a real browser (JupyterLab,
Playwright, Debian chromium): a learner commits a guess with the keyboard alone, runs the
simulation and sees it drawn checkpoint by checkpoint, then the exact value beside the guess;
nothing of the answer is on the page or on the wire before the guess is committed; Arabic
reads right to left with its figures left to right; the dark theme and windows of 800 and
1400 px work; the lessons' Vega-Lite figures are drawn (in Arabic too, and dark).
Screenshots go to test-artifacts/screenshots/."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from _playwright import LUMINANCE, expect
from _server import REPO_ROOT

if TYPE_CHECKING:
    from conftest import LabSession
    from playwright.sync_api import Locator

_FOCUS = "() => { const a = document.activeElement; return (a && a.dataset && a.dataset.key) || a.tagName; }"
_CHANGE_THEME = (
    "async (t) => window.jupyterapp.commands.execute('apputils:change-theme', {theme: t})"
)
_CHARACTER_XS = """(bdi) => {
  const node = bdi.firstChild, xs = [];
  for (let i = 0; i < node.length; i++) {
    const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + 1);
    xs.push(r.getBoundingClientRect().x);
  }
  return xs;
}"""


def predict_cell(question: str, lang: str = "en") -> str:
    return (
        "from baloot_widgets import Predict\n"
        "from baloot_widgets.probability import best_sira, kawesh_anyone\n"
        f"p = Predict({question}, lang={lang!r})\np"
    )


def open_predict(lab: LabSession, name: str, *cells: str) -> Locator:
    path = lab.write_notebook(f"predict/{name}.ipynb", *cells)
    lab.open_notebook(path)
    lab.run_cell(0)
    root = lab.page.locator(".bw-predict").first
    expect(root).to_have_attribute("data-stage", "asking")
    return root


def fits(root: Locator) -> bool:
    return bool(root.evaluate("(el) => el.scrollWidth <= el.clientWidth + 1"))


def test_guess_simulate_reveal_with_the_keyboard_and_nothing_early(lab: LabSession) -> None:
    frames: list[str] = []
    lab.page.on(
        "websocket", lambda ws: ws.on("framereceived", lambda data: frames.append(str(data)))
    )
    root = open_predict(lab, "keyboard", predict_cell("best_sira(trials=3_000)"), "p.record")
    page = lab.page
    how = "1,998,840 of 10,518,300 hands"
    assert '"frame"' in "".join(frames).replace('\\"', '"'), "the capture sees the synced state"

    def nothing_of_the_answer(where: str) -> None:
        wire = "".join(frames).replace('\\"', '"')
        assert how not in wire and '"answer": {' not in wire, where
        assert how not in page.content() and root.locator(".bw-p-answer").count() == 0, where

    nothing_of_the_answer("before the guess")
    assert '"run": {' not in "".join(frames).replace('\\"', '"')
    expect(root.locator(".bw-p-svg")).to_have_count(0)
    expect(root.locator(".bw-p-prompt")).to_contain_text("How often is the best project")
    lab.screenshot("predict-1-asking")

    # the keyboard alone: type the guess, choose "sure" with the arrows, Enter commits
    root.locator("[data-key='field']").focus()
    page.keyboard.type("25")
    page.keyboard.press("Tab")  # the slider
    assert page.evaluate(_FOCUS) == "slider"
    page.keyboard.press("Tab")  # the first choice of how sure
    assert page.evaluate(_FOCUS) == "sure:fair"  # the checked one of the group
    page.keyboard.press("ArrowRight")
    assert page.evaluate(_FOCUS) == "sure:sure"
    page.keyboard.press("Tab")
    assert page.evaluate(_FOCUS) == "commit"
    page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-stage", "committed")
    expect(root.locator(".bw-p-your")).to_have_text("Your guess: 25.0% (sure)")
    assert page.evaluate(_FOCUS) == "run", "the focus moves on to the next step"
    nothing_of_the_answer("after the guess, before the simulation")

    page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-stage", "simulated")
    points = 13  # the checkpoints of 3,000 trials: 10 20 30 50 70 100 ... 2,000 3,000
    expect(root).to_have_attribute("data-drawn", str(points))  # drawn one by one, then all
    drawn = root.locator(".bw-p-est").get_attribute("points") or ""
    assert len(drawn.split()) == points
    expect(root.locator(".bw-p-guess-line")).to_have_count(1)
    expect(root.locator(".bw-p-answer-line")).to_have_count(0)
    expect(root.locator(".bw-p-readout")).to_contain_text("deals so far: 3,000 · estimate")
    assert page.evaluate(_FOCUS) == "reveal"
    nothing_of_the_answer("after the simulation, before the reveal")
    lab.screenshot("predict-2-simulated")

    page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-stage", "revealed")
    expect(root.locator(".bw-p-exact")).to_contain_text("Exact: 19.0%")
    expect(root.locator(".bw-p-how")).to_have_text(how + ", counted one by one")
    expect(root.locator(".bw-p-answer p").nth(2)).to_have_text(
        "Your guess, 25.0%, is 6.0 percentage points above the exact value, 19.0%."
    )
    expect(root.locator(".bw-p-answer-line")).to_have_count(1)
    assert page.evaluate("() => document.activeElement.className") == "bw-p-answer"
    lab.run_cell(1)
    expect(lab.cell_output(1)).to_contain_text(
        "GuessRecord(question='best_sira', guess=0.25, confidence='sure'"
    )
    expect(lab.cell_output(1)).to_contain_text("trials=3000, exact=0.19003451128034")
    for width in (1400, 800):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        assert fits(root), f"the widget overflows at {width} px"
        chart = root.locator(".bw-p-svg").bounding_box()
        box = root.bounding_box()
        assert chart and box and chart["x"] >= box["x"] and chart["width"] <= box["width"]
        size = root.locator(".bw-p-tick").first.evaluate(
            "(el) => el.getBoundingClientRect().height"
        )
        assert size >= 9, f"the chart's labels are {size:.1f} px high at {width} px"
        root.scroll_into_view_if_needed()
        lab.screenshot(f"predict-3-revealed-{width}")
    with lab.dark_theme():
        dark = root.evaluate(LUMINANCE, "backgroundColor")
        line = root.locator(".bw-p-answer-line").evaluate(LUMINANCE, "stroke")
        assert dark < 0.3 and line > 0.2, (dark, line)
        root.scroll_into_view_if_needed()
        lab.screenshot("predict-3-revealed-dark-800")


def test_arabic_right_to_left_and_the_dark_theme(lab: LabSession) -> None:
    root = open_predict(lab, "arabic", predict_cell("kawesh_anyone(trials=2_000)", "ar"))
    page = lab.page
    expect(root).to_have_attribute("dir", "rtl")
    prompt = root.locator(".bw-p-prompt")
    assert re.search("[\u0600-\u06ff]", prompt.inner_text())
    title, box = root.locator(".bw-p-title").bounding_box(), root.bounding_box()
    assert title and box and title["x"] + title["width"] > box["x"] + box["width"] - 40, (
        "the title starts on the right"
    )
    slider, field = (
        root.locator("[data-key='slider']").bounding_box(),
        root.locator("[data-key='field']"),
    )
    label = root.locator(".bw-p-label").bounding_box()
    assert slider and label and label["x"] > slider["x"], "the guess's label on the right"
    lab.screenshot("predict-4-arabic-asking")
    field.fill("٣٫٥")  # Arabic digits and decimal separator
    root.locator("[data-key='sure:unsure']").check()
    root.locator("[data-key='commit']").click()
    expect(root).to_have_attribute("data-stage", "committed")
    expect(root.locator(".bw-p-your bdi")).to_have_text("3.50%")
    root.locator("[data-key='run']").click()
    expect(root).to_have_attribute("data-stage", "simulated")
    root.locator("[data-key='reveal']").click()
    expect(root).to_have_attribute("data-stage", "revealed")
    exact = root.locator(".bw-p-exact bdi").first
    expect(exact).to_have_text("1.57%")
    xs = exact.evaluate(_CHARACTER_XS)
    assert xs == sorted(xs), "the percentage reads left to right inside Arabic"
    figures = root.locator(".bw-p-readout bdi, .bw-p-answer p bdi").filter(has_text="%")
    assert figures.count() >= 8  # the readout's four, and the answer lines' four
    for bdi in figures.all():
        xs = bdi.evaluate(_CHARACTER_XS)
        assert xs == sorted(xs), bdi.text_content()
    chart, label = root.locator(".bw-p-chart").bounding_box(), root.locator(".bw-p-tick").first
    assert chart and label.evaluate("(el) => el.textContent.endsWith('%')")
    light = root.evaluate(LUMINANCE, "backgroundColor")
    page.evaluate(_CHANGE_THEME, "JupyterLab Dark")
    try:
        expect(page.locator("body[data-jp-theme-light='false']")).to_have_count(1)
        page.wait_for_timeout(400)
        dark = root.evaluate(LUMINANCE, "backgroundColor")
        ink = prompt.evaluate(LUMINANCE, "color")
        tick = root.locator(".bw-p-tick").first.evaluate(LUMINANCE, "fill")
        assert light > 0.8 and dark < 0.3 and ink > 0.6 and tick > 0.3, (light, dark, ink, tick)
        for width in (1400, 800):
            page.set_viewport_size({"width": width, "height": 900})
            page.wait_for_timeout(300)
            assert fits(root), f"the Arabic widget overflows at {width} px"
            root.scroll_into_view_if_needed()
            lab.screenshot(f"predict-4-arabic-dark-{width}")
    finally:
        page.evaluate(_CHANGE_THEME, "JupyterLab Light")
        expect(page.locator("body[data-jp-theme-light='true']")).to_have_count(1)
    page.set_viewport_size({"width": 800, "height": 900})
    page.wait_for_timeout(300)
    root.scroll_into_view_if_needed()
    lab.screenshot("predict-5-arabic-light-800")


def test_a_refused_step_says_why_on_the_page(lab: LabSession) -> None:
    root = open_predict(lab, "refused", predict_cell("best_sira(trials=500)"))
    root.locator("[data-key='field']").fill("120")
    root.locator("[data-key='commit']").click()
    expect(root.locator(".bw-p-message")).to_have_text(
        "Give your guess as a number from 0% to 100%."
    )
    expect(root).to_have_attribute("data-stage", "asking")
    slider = root.locator("[data-key='slider']")
    slider.focus()
    lab.page.keyboard.press("End")
    expect(root.locator("[data-key='field']")).to_have_value("100.0%")
    root.locator("[data-key='commit']").click()
    expect(root).to_have_attribute("data-stage", "committed")
    expect(root.locator(".bw-p-message")).to_have_count(0)


def test_the_lessons_figures_are_drawn_in_arabic_and_in_the_dark(lab: LabSession) -> None:
    """Probability 1 in Arabic, run in JupyterLab's dark theme: every figure is a Vega-Lite
    SVG with its Arabic title, on a dark background; the lesson's Predict boxes are drawn."""
    lesson = REPO_ROOT / "notebooks" / "ar" / "probability_01_counting_hands.ipynb"
    path = lab.server.copy_in(lesson, f"notebooks/ar/{lesson.name}")
    lab.open_notebook(path)
    page = lab.page
    page.evaluate(_CHANGE_THEME, "JupyterLab Dark")
    try:
        expect(page.locator("body[data-jp-theme-light='false']")).to_have_count(1)
        assert lab.run_all_cells()
        figures = page.locator(".jp-RenderedVegaLite svg")
        expect(figures).to_have_count(5)
        titles = figures.locator(".role-title-text").evaluate_all(
            "(els) => els.map((el) => el.textContent)"
        )
        assert len(titles) == 5 and all(re.search("[\u0600-\u06ff]", t) for t in titles), titles
        background = figures.first.locator(".background").first.evaluate(
            "(el) => getComputedStyle(el).fill"
        )
        assert background not in ("rgb(255, 255, 255)", "white"), background
        expect(page.locator(".bw-predict")).to_have_count(2)
        for i in (0, 4):
            figures.nth(i).scroll_into_view_if_needed()
            lab.screenshot(f"probability-1-ar-dark-figure-{i}")
    finally:
        page.evaluate(_CHANGE_THEME, "JupyterLab Light")
        expect(page.locator("body[data-jp-theme-light='true']")).to_have_count(1)
