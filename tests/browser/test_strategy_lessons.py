"""The strategy lessons (11, 12 and 13) in a real browser: each runs whole in JupyterLab
with no error; the measured principles (principle_worth), what calls say (call_signals)
and the bots' advice (count_cards) show as tables that read right to left in Arabic, stay
readable in the dark theme and fit an 800 px window; the exercises (which way pays, a first
lead among them) are answered by clicking and say why.  Screenshots go to test-artifacts/screenshots/."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from _playwright import LUMINANCE, expect

from baloot_widgets.quiz import exercise, make
from baloot_widgets.strategy import principle_practice

if TYPE_CHECKING:
    from _lab import LabSession
    from playwright.sync_api import Locator

_CHANGE_THEME = (
    "async (t) => window.jupyterapp.commands.execute('apputils:change-theme', {theme: t})"
)


#: the x of a signed figure's first glyph (its sign) and of its last digit, in the page
_SIGN_AND_LAST_DIGIT = """(el) => {
  const t = el.firstChild, r = document.createRange();
  r.setStart(t, 0); r.setEnd(t, 1); const sign = r.getBoundingClientRect().x;
  r.setStart(t, t.length - 1); r.setEnd(t, t.length);
  return [sign, r.getBoundingClientRect().x];
}"""


def _lesson(lab: LabSession, stem: str, lang: str = "en") -> None:
    """Copy a lesson in (in Arabic: the same cells with LANG = "ar"), run it all."""
    from _server import REPO_ROOT

    text = (REPO_ROOT / "tutorials" / f"{stem}.ipynb").read_text(encoding="utf-8")
    if lang == "ar":
        text = text.replace('LANG = \\"en\\"', 'LANG = \\"ar\\"')
    path = f"lessons/{stem}-{lang}.ipynb"
    target = lab.server.root_dir / path
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    lab.open_notebook(path)
    assert lab.run_all_cells(), "a cell of the lesson raised"
    notebook = lab.page.locator(".jp-NotebookPanel .jp-Notebook")
    expect(notebook.locator('[data-mime-type="application/vnd.jupyter.error"]')).to_have_count(0)
    expect(notebook.locator('[data-mime-type="application/vnd.jupyter.stderr"]')).to_have_count(0)


def _fits(element: Locator) -> bool:
    return bool(element.evaluate("(el) => el.scrollWidth <= el.clientWidth + 1"))


def test_lesson_11_runs_and_its_reports_read_in_both_languages(lab: LabSession) -> None:
    _lesson(lab, "11_strategy_the_auction")
    page = lab.page
    scale = page.locator(".bw-report").first  # what a gain a hand comes to over a match
    expect(scale).to_contain_text("What a gain a hand comes to over a match")
    expect(scale).to_contain_text("matches won")
    reports = page.locator(".bw-report").filter(has_text="±")  # the measured principles
    first = reports.first
    expect(first).to_contain_text("Buy Sun only with three sure tricks or more")
    expect(first).to_contain_text("each time it comes up")
    expect(first).to_contain_text("±")
    assert reports.count() >= 7, "one measured report per principle of the auction"
    cell = first.locator("td").last  # the figures start where the text starts
    assert cell.evaluate("(el) => getComputedStyle(el).textAlign") in ("start", "left")
    quizzes = page.locator(".bw-quiz")
    expect(quizzes).to_have_count(4)  # two doubled hands, the principles, the exit ticket
    quiz = quizzes.nth(1)
    expect(quiz.locator(".bw-q-title")).to_have_text("Which way pays?")
    ex = exercise("principle", seed=9 * 1000, level=1)
    buttons = quiz.locator(".bw-q-input button")
    expect(buttons).to_have_count(3)  # one way, the other, no measurable difference
    wrong = next(c.id for c in ex.choices if c.id != ex.solution)
    quiz.locator(f"[data-key='pick:{wrong}']").click()
    expect(quiz).to_have_attribute("data-state", "answered")
    expect(quiz.locator(".bw-q-feedback")).to_contain_text("Measured:")
    expect(quiz.locator(f"[data-key='pick:{ex.solution}']")).to_have_class(re.compile("bw-q-right"))
    quiz.scroll_into_view_if_needed()
    lab.screenshot("strategy-11-principle-answered")
    for width in (800, 1400):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        for i in range(reports.count()):
            assert _fits(reports.nth(i)), f"report {i} overflows at {width} px"
        first.scroll_into_view_if_needed()
        lab.screenshot(f"strategy-11-worth-{width}")
    page.evaluate(_CHANGE_THEME, "JupyterLab Dark")
    try:
        # a heavy page (a live match, seven reports) restyles slowly on a busy machine
        expect(page.locator("body[data-jp-theme-light='false']")).to_have_count(1, timeout=30_000)
        page.wait_for_timeout(400)
        ink = first.locator("td").first.evaluate(LUMINANCE, "color")
        assert ink > 0.6, ink
        first.scroll_into_view_if_needed()
        lab.screenshot("strategy-11-worth-dark")
    finally:
        page.evaluate(_CHANGE_THEME, "JupyterLab Light")
        expect(page.locator("body[data-jp-theme-light='true']")).to_have_count(1, timeout=30_000)


def test_lesson_11_in_arabic_reads_right_to_left(lab: LabSession) -> None:
    _lesson(lab, "11_strategy_the_auction", "ar")
    page = lab.page
    report = page.locator(".bw-report").filter(has_text="±").first
    scale = page.locator(".bw-report").first
    expect(scale).to_contain_text("الصكّات المكسوبة")
    # the signs stay in front of their figures: each signed figure is a left-to-right isolate
    signed = scale.locator("bdi[dir='ltr']")
    assert signed.count() >= 8
    assert signed.first.evaluate("(el) => getComputedStyle(el).direction") == "ltr"
    assert signed.first.inner_text().startswith("+")
    # where the glyphs land: the sign left of the last digit, as "+0.1" reads (a bare
    # sign in a right-to-left line lands right of the number, "0.1+")
    sign_x, last_x = signed.first.evaluate(_SIGN_AND_LAST_DIGIT)
    assert sign_x < last_x, (sign_x, last_x)
    scale.scroll_into_view_if_needed()
    lab.screenshot("strategy-11-arabic-scale")
    expect(report).to_have_attribute("dir", "rtl")
    assert report.evaluate("(el) => getComputedStyle(el).direction") == "rtl"
    expect(report).to_contain_text("لا تشترِ صنًا إلا بثلاث أكلات مضمونة")
    align = report.locator("td").last.evaluate("(el) => getComputedStyle(el).textAlign")
    assert align in ("start", "right"), align
    cells = report.locator("tr").first.locator("td")
    label, figure = cells.nth(0).bounding_box(), cells.nth(1).bounding_box()
    assert label and figure and label["x"] > figure["x"], "right to left: the label comes first"
    expect(page.locator(".bw-quiz").first).to_have_attribute("dir", "rtl")
    for width in (800, 1400):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        assert _fits(report)
        report.scroll_into_view_if_needed()
        lab.screenshot(f"strategy-11-arabic-{width}")


def test_lesson_13_shows_what_calls_say_and_the_defence_measured(lab: LabSession) -> None:
    _lesson(lab, "13_defence_and_partnership")
    page = lab.page
    signals = page.locator(".bw-signals")
    expect(signals).to_have_count(4)  # after a Hokum, a Sun, a pass, a Double
    expect(page.locator(".bw-report").nth(1)).to_contain_text("What a Hokum tells")
    expect(page.locator(".bw-report").first).to_contain_text("over a match")
    quiz = page.locator(".bw-quiz").first
    expect(quiz.locator(".bw-q-title")).to_have_text("Which way pays?")
    ex = exercise("principle", seed=8 * 1000, level=3)
    wrong = next(c.id for c in ex.choices if c.id != ex.solution)
    quiz.locator(f"[data-key='pick:{wrong}']").click()
    expect(quiz.locator(".bw-q-feedback")).to_contain_text("Measured:")
    for width in (800, 1400):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        assert _fits(signals.first)
        signals.first.scroll_into_view_if_needed()
        lab.screenshot(f"strategy-13-signals-{width}")


def test_lesson_12_teaches_the_play_measured_and_asks_first_leads(lab: LabSession) -> None:
    _lesson(lab, "12_strategy_the_play")
    page = lab.page
    reports = page.locator(".bw-report").filter(has_text="±")  # after the scale of a match
    first = reports.first
    expect(first).to_contain_text("As the buyer's team in Hokum, lead your top trump")
    expect(first).to_contain_text("±")
    worth = reports.filter(has_text="each time it comes up")
    expect(worth).to_have_count(7)  # the seven principles of the play, measured
    count = page.locator(".bw-report").filter(has_text="every card left is yours")
    expect(count).to_have_count(1)  # count_cards, section 2
    expect(reports.filter(has_text="keep the winner for the last trick")).to_contain_text(
        "It costs"
    )
    quiz = page.locator(".bw-quiz").first
    expect(quiz.locator(".bw-q-title")).to_have_text("Which way pays?")
    first_lead = principle_practice("draw_trumps", 6)
    ex = make("principle", record=first_lead.game.to_record(), principle="draw_trumps", seat=1)
    assert ex.solution == "play JD", "the buyer's first lead: the top trump"
    quiz.locator("[data-key='pick:play 7H']").click()
    expect(quiz).to_have_attribute("data-state", "answered")
    expect(quiz.locator(".bw-q-feedback")).to_contain_text("Measured:")
    expect(quiz.locator("[data-key='pick:play JD']")).to_have_class(re.compile("bw-q-right"))
    quiz.scroll_into_view_if_needed()
    lab.screenshot("strategy-12-first-lead-answered")
    expect(page.locator(".bw-review")).to_have_count(2)  # the bots' hand, and yours
    # the live tables: six hands where a principle matters, three practices, your own hand
    expect(page.locator(".bw-root:not(.bw-handview)")).to_have_count(10)
    page.locator(".bw-review").first.scroll_into_view_if_needed()
    lab.screenshot("strategy-12-review-board")
    for width in (800, 1400):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        for i in range(reports.count()):
            assert _fits(reports.nth(i)), f"report {i} overflows at {width} px"
        worth.nth(5).scroll_into_view_if_needed()  # the last trick: it costs
        lab.screenshot(f"strategy-12-worth-{width}")
    count.scroll_into_view_if_needed()
    lab.screenshot("strategy-12-count-800")


def test_lesson_12_in_arabic_reads_right_to_left(lab: LabSession) -> None:
    _lesson(lab, "12_strategy_the_play", "ar")
    page = lab.page
    report = page.locator(".bw-report").filter(has_text="±").first
    expect(report).to_have_attribute("dir", "rtl")
    expect(report).to_contain_text("فابدأ بأعلى ورقة حكم عندك")
    expect(page.locator(".bw-quiz").first).to_have_attribute("dir", "rtl")
    for width in (800, 1400):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        assert _fits(report)
        report.scroll_into_view_if_needed()
        lab.screenshot(f"strategy-12-arabic-{width}")
    quiz = page.locator(".bw-quiz").first
    quiz.scroll_into_view_if_needed()
    lab.screenshot("strategy-12-arabic-first-leads")
