"""The class report in a real browser (Playwright, Debian chromium): the page that
``baloot class-report`` writes, opened from its file with every other request refused,
and the ClassReport widget in JupyterLab; English and Arabic, light and dark, windows of
800 and 1400 px.  What is checked is what a teacher sees: the names and the words, each
level's colour and sign, right to left in Arabic, nothing wider than the window, the
class chosen and the CSV downloaded with its Arabic names.  Screenshots go to
test-artifacts/screenshots/."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from _lab import screenshot
from _playwright import LUMINANCE, expect
from class_results import NOURA, open_report_widget, write_class, write_report_pages

if TYPE_CHECKING:
    from conftest import LabSession
    from playwright.sync_api import Locator, Page, Route

#: JavaScript: the computed colour of a property as [r, g, b] (0-255), from rgb() or srgb
_RGB = """(el, prop) => {
  const c = getComputedStyle(el)[prop];
  const m = c.match(/color\\(srgb ([\\d.]+) ([\\d.]+) ([\\d.]+)/);
  return m ? m.slice(1, 4).map((x) => Math.round(Number(x) * 255)) : c.match(/\\d+/g).slice(0, 3).map(Number);
}"""


#: JavaScript: whether the text ``a`` is drawn left of the text ``b`` inside an element
_LEFT_OF = """(el, [a, b]) => {
  const at = (s) => {
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let text = walk.nextNode(); text; text = walk.nextNode()) {
      const i = text.data.indexOf(s);
      if (i < 0) continue;
      const r = document.createRange(); r.setStart(text, i); r.setEnd(text, i + s.length);
      return r.getBoundingClientRect().x;
    }
    throw new Error(`${s} is not shown`);
  };
  return at(a) < at(b);
}"""


def _levels_look_right(root: Locator) -> None:
    """Each level's cell carries its sign and a tint of its own colour."""
    mastered = root.locator("td.bc-cell[data-level='mastered']").first
    struggling = root.locator("td.bc-cell[data-level='struggling']").first
    expect(mastered).to_contain_text("✓")
    expect(struggling).to_contain_text("✗ 1/5")
    r, g, b = mastered.evaluate(_RGB, "backgroundColor")
    assert g > r and g > b, ("mastered is green", r, g, b)
    r, g, b = struggling.evaluate(_RGB, "backgroundColor")
    assert r > g and r > b, ("struggling is red", r, g, b)


def _own_order(root: Locator) -> None:
    """A student's sentence in another language than the report's keeps its own order:
    "Q♠ loses 10 Abnat" in the Arabic report starts with Q♠ on the left."""
    why = root.locator(".bc-mistakes li").nth(1).locator("b > bdi")
    expect(why).to_have_text("Q♠ loses 10 Abnat")
    outer, card = why.bounding_box(), why.locator("bdi").first.bounding_box()
    assert outer and card and abs(card["x"] - outer["x"]) < 2, (outer, card)


def _fits(page: Page, root: Locator) -> None:
    """Nothing wider than the window: only the tables' own boxes may scroll sideways."""
    assert root.evaluate("(el) => el.scrollWidth <= el.clientWidth + 1")
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1")


def test_the_page_of_the_command(page: Page, tmp_path: Path) -> None:
    folder = write_class(tmp_path / "results")
    pages = write_report_pages(folder, tmp_path)
    asked: list[str] = []

    def refuse(route: Route) -> None:
        asked.append(route.request.url)
        route.abort()

    page.route(lambda url: not url.startswith("file://"), refuse)
    for lang, path in pages.items():
        page.goto(path.as_uri())
        root = page.locator(".bw-class")
        expect(root).to_have_attribute("dir", "rtl" if lang == "ar" else "ltr")
        names = root.locator("table.bc-mastery tbody th.bc-name")
        expect(names).to_have_text(["Omar", "Sara", NOURA])
        if lang == "en":
            expect(root.locator("h2")).to_have_text("Class report: 10B")
            expect(root.locator(".bc-mistakes li").first).to_contain_text(
                "3 students: thought they had to trump over their winning partner"
            )
            expect(root.locator(".bc-plot")).to_contain_text("2 of 2 students mastered")
        else:
            expect(root.locator("h2")).to_have_text("تقرير الصف: 10B")
            expect(root.locator(".bc-mistakes li").first).to_contain_text("3 طلاب: ظنّ أن عليه")
            expect(root.locator(".bc-mistakes li").nth(1)).to_contain_text("طالبان:")
            _own_order(root)
            day = root.locator(".bc-days li").first  # Omar's day: 10:00 to 10:04, in that order
            expect(day).to_contain_text("10:00–10:04")
            assert day.evaluate(_LEFT_OF, ["10:00", "10:04"]), "the hours read left to right"
            # right to left: the day first (on the right), the time answering last
            assert day.evaluate(_LEFT_OF, ["10:04", "2026-11-27"])
            assert day.evaluate(_LEFT_OF, ["2 د", "10:00"])
            # right to left: the name column on the right of the skills
            name_x = names.first.bounding_box()
            cell_x = root.locator("td.bc-cell").first.bounding_box()
            assert name_x and cell_x and name_x["x"] > cell_x["x"]
        _levels_look_right(root)
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            body = page.locator("body")
            paper, ink = (
                body.evaluate(LUMINANCE, "backgroundColor"),
                body.evaluate(LUMINANCE, "color"),
            )
            if scheme == "dark":
                assert paper < 0.2 and ink > 0.7, (paper, ink)
            else:
                assert paper > 0.9 and ink < 0.2, (paper, ink)
            _levels_look_right(root)
            for width in (1400, 800):
                page.set_viewport_size({"width": width, "height": 1000})
                _fits(page, root)
                screenshot(page, f"class-report-page-{lang}-{scheme}-{width}", full_page=True)
        page.emulate_media(color_scheme="light")
    assert asked == [], f"the page asked the network for {asked}"


def test_the_widget_in_jupyterlab(lab: LabSession) -> None:
    folder = write_class(lab.server.root_dir / "class-results")
    open_report_widget(lab, folder, "class/report.ipynb")
    page = lab.page
    root = page.locator(".bw-class-live").first
    expect(root).to_have_attribute("dir", "rtl")
    names = root.locator("table.bc-mastery tbody th.bc-name")
    expect(names).to_have_text(["Omar", "Sara", NOURA])
    expect(root.locator("h2")).to_have_text("تقرير الصف: 10B")
    _levels_look_right(root)
    _own_order(root)
    name_x, cell_x = names.first.bounding_box(), root.locator("td.bc-cell").first.bounding_box()
    assert name_x and cell_x and name_x["x"] > cell_x["x"], "right to left"

    with page.expect_download() as info:
        root.locator("[data-key='download']").click()
    download = info.value
    assert download.suggested_filename == "تقرير-الصف.csv"
    data = Path(download.path()).read_bytes()
    assert data.startswith(b"\xef\xbb\xbf") and NOURA.encode("utf-8") in data

    for width in (1400, 800):
        page.set_viewport_size({"width": width, "height": 900})
        assert root.evaluate("(el) => el.scrollWidth <= el.clientWidth + 1")
        root.scroll_into_view_if_needed()
        lab.screenshot(f"class-report-widget-ar-light-{width}")
    with lab.dark_theme():
        paper = root.evaluate(LUMINANCE, "backgroundColor")
        ink = root.locator("h2").evaluate(LUMINANCE, "color")
        assert paper < 0.3 and ink > 0.6, (paper, ink)
        _levels_look_right(root)
        for width in (1400, 800):
            page.set_viewport_size({"width": width, "height": 900})
            root.scroll_into_view_if_needed()
            lab.screenshot(f"class-report-widget-ar-dark-{width}")

    # every class: Lina of 10C joins; then the teacher's language changes to English
    root.locator("select.bc-choose").select_option("*")
    expect(names).to_have_count(4)
    expect(root.locator("h2")).to_have_text("تقرير الصف")
    lab.run_cell(1)
    expect(root).to_have_attribute("dir", "ltr")
    expect(root.locator("h2")).to_have_text("Class report")
    expect(root.locator("[data-key='reload']")).to_have_text("Read the files again")
    root.locator("[data-key='reload']").click()
    done = root.locator(".bc-message")
    expect(done).to_have_text("Read again: 7 files.")
    expect(done).to_have_attribute("role", "status")  # something done, not a problem: green
    r, g, b = done.evaluate(_RGB, "color")
    assert g > r and g > b, (r, g, b)
    page.set_viewport_size({"width": 1400, "height": 900})
    root.scroll_into_view_if_needed()
    lab.screenshot("class-report-widget-en-light-1400")


def test_two_arabic_names_keep_their_order_in_an_english_list(page: Page, tmp_path: Path) -> None:
    """Findings P3.18: "Omar, عبد الله, نورة" (sorted) is not drawn "Omar, نورة ,عبد الله":
    each name is isolated, so two Arabic names in a row are not one right-to-left run.
    The Arabic report is shown too, light and dark, narrow and wide (screenshots)."""
    from baloot_widgets.records.results import Attempt, append_attempt

    folder = tmp_path / "names"
    for name in ("Omar", "نورة", "عبد الله", "Sara K."):
        wrong = Attempt(learner=name, source="quiz", skill="legal_cards", correct=False,
                        at="2026-11-27T10:00:00Z", reason_keys=("card.follow",),
                        mistake_keys=("card.follow",))  # fmt: skip
        append_attempt(folder / f"{name}.jsonl", wrong)
    for lang in ("en", "ar"):
        out = tmp_path / f"names-{lang}.html"
        done = subprocess.run(
            [sys.executable, "-m", "baloot_widgets", "class-report", str(folder), "--lang", lang,
             "--tz", "+03:00", "-o", str(out)],
            capture_output=True, text=True, timeout=120, check=False,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        page.goto(out.as_uri())
        who = page.locator(".bc-mistakes li .bc-muted").first
        expect(who).to_contain_text("عبد الله")
        first_left = who.evaluate(_LEFT_OF, ["عبد الله", "نورة"])
        # English reads left to right: عبد الله (sorted first) on the left; Arabic the reverse
        assert first_left == (lang == "en"), lang
        assert who.evaluate(_LEFT_OF, ["Omar", "نورة"]) == (lang == "en")
        expect(page.locator(".bw-class")).to_contain_text("UTC+03:00")
        # a Latin name in the Arabic table keeps its full stop at its end: "Sara K."
        sara = page.locator("table.bc-mastery th.bc-name bdi", has_text="Sara K.")
        assert sara.evaluate(_LEFT_OF, ["K", "."]), lang
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            for width in (1400, 800):
                page.set_viewport_size({"width": width, "height": 900})
                screenshot(page, f"class-report-names-{lang}-{scheme}-{width}", full_page=True)
        page.emulate_media(color_scheme="light")
