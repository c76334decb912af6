"""The probability lessons and the corrected table of published figures in a real browser
(JupyterLab, Playwright, Debian chromium): the table prints on one A4 page in each language
and keeps its figures left to right in Arabic; lesson 3 runs in JupyterLab with its checks
asking to be filled in, its figures (Vega-Lite), its investigations and its table; the table and the checks' sentences read
in Arabic and in the dark theme, at 800 and 1400 px.  Screenshots go to
test-artifacts/screenshots/."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from _lab import screenshot
from _playwright import LUMINANCE, expect
from _server import REPO_ROOT

if TYPE_CHECKING:
    from _lab import LabSession
    from playwright.sync_api import Locator, Page

DOCS = REPO_ROOT / "docs"
LESSON = REPO_ROOT / "notebooks" / "probability_03_trumps_bids_and_confidence.ipynb"
_CHARACTER_XS = """(bdi) => {
  const node = bdi.firstChild, xs = [];
  for (let i = 0; i < node.length; i++) {
    const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + 1);
    xs.push(r.getBoundingClientRect().x);
  }
  return xs;
}"""
_CHANGE_THEME = (
    "async (t) => window.jupyterapp.commands.execute('apputils:change-theme', {theme: t})"
)


@pytest.mark.parametrize("name", ["probability-table.html", "probability-table-ar.html"])
def test_the_table_prints_on_one_a4_page(page: Page, name: str) -> None:
    page.goto((DOCS / name).as_uri())
    expect(page.locator(".bw-pub h1")).to_be_visible()
    expect(page.locator(".bw-pub tbody tr")).to_have_count(11)  # 2 sources, 9 figures
    pdf = page.pdf(format="A4", print_background=True)
    pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    assert pages == 1, f"{name} prints on {pages} pages"
    screenshot(page, name.removesuffix(".html"), full_page=True)


def test_the_arabic_table_keeps_its_figures_left_to_right(page: Page) -> None:
    page.goto((DOCS / "probability-table-ar.html").as_uri())
    assert page.locator(".bw-pub").get_attribute("dir") == "rtl"
    for figure in ("3.04%", "0.195% · 514:1", "C(30,6)/C(32,8)"):
        bdi = page.locator("bdi", has_text=figure).first
        xs = bdi.evaluate(_CHARACTER_XS)
        assert xs == sorted(xs), f"{figure!r} must read left to right inside Arabic"
    # the project's column is on the right, the verdict's on the left
    first = page.locator(".bw-pub tbody tr").nth(1).locator("td")
    project, verdict = first.first.bounding_box(), first.last.bounding_box()
    assert project and verdict and project["x"] > verdict["x"]


def _fits(block: Locator) -> bool:
    """The block is as wide as it may be: nothing overflows to the side."""
    return bool(block.evaluate("(el) => el.scrollWidth <= el.clientWidth + 1"))


def test_lesson_3_runs_in_jupyterlab(lab: LabSession) -> None:
    path = lab.server.copy_in(LESSON, f"notebooks/{LESSON.name}")
    lab.open_notebook(path)
    assert lab.run_all_cells()
    page = lab.page
    notebook = page.locator(".jp-NotebookPanel .jp-Notebook")
    expect(notebook.locator('[data-mime-type="application/vnd.jupyter.error"]')).to_have_count(0)
    outputs = notebook.locator(".jp-OutputArea-output")
    expect(outputs.filter(has_text="Fill in your answer in the cell above")).to_have_count(3)
    expect(notebook.locator(".jp-RenderedVegaLite svg")).to_have_count(3)  # three figures
    expect(notebook.locator(".bw-predict")).to_have_count(2)  # two investigations
    table = notebook.locator(".bw-pub")
    expect(table.locator("tbody tr")).to_have_count(11)
    cell = table.locator("tbody tr").nth(2).locator("td").last
    assert cell.evaluate("(el) => getComputedStyle(el).textAlign") in ("start", "left")
    for width in (1400, 800):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        assert _fits(table), f"the table overflows at {width} px"
        table.scroll_into_view_if_needed()
        lab.screenshot(f"probability-3-table-{width}")
    outputs.filter(has_text="Partner holds").first.scroll_into_view_if_needed()
    lab.screenshot("probability-3-bayes")


def test_the_table_and_the_checks_in_arabic_and_in_the_dark(lab: LabSession) -> None:
    lab.write_notebook(
        "arabic.ipynb",
        "from IPython.display import HTML\n"
        "from baloot_widgets.probability import check_answer, published_figures_html\n"
        'HTML(published_figures_html("ar", page=False))',
        'check_answer(0.5, 0.25, hint="احسب من جديد", lang="ar")',
    )
    lab.open_notebook("arabic.ipynb")
    assert lab.run_all_cells()
    page = lab.page
    table = page.locator(".bw-pub")
    expect(table).to_have_attribute("dir", "rtl")
    feedback = page.locator(".jp-OutputArea-output", has_text="تلميح")
    expect(feedback).to_contain_text("ليس بعد")
    cell = table.locator("tbody td").first
    light = (cell.evaluate(LUMINANCE, "backgroundColor"), cell.evaluate(LUMINANCE, "color"))
    page.evaluate(_CHANGE_THEME, "JupyterLab Dark")
    try:
        expect(page.locator("body[data-jp-theme-light='false']")).to_have_count(1)
        page.wait_for_timeout(400)
        dark = (cell.evaluate(LUMINANCE, "backgroundColor"), cell.evaluate(LUMINANCE, "color"))
        assert light[0] > 0.8 and light[1] < 0.2, light  # dark ink on a light page
        assert dark[0] < 0.1 and dark[1] > 0.8, dark  # light ink on a dark page
        for width in (1400, 800):
            page.set_viewport_size({"width": width, "height": 900})
            page.wait_for_timeout(300)
            assert _fits(table), f"the Arabic table overflows at {width} px"
            table.scroll_into_view_if_needed()
            lab.screenshot(f"probability-table-ar-dark-{width}")
    finally:
        page.evaluate(_CHANGE_THEME, "JupyterLab Light")
        expect(page.locator("body[data-jp-theme-light='true']")).to_have_count(1)


def test_the_docs_pages_are_the_ones_the_tests_print() -> None:
    assert {p.name for p in DOCS.glob("probability-table*.html")} == {
        "probability-table.html",
        "probability-table-ar.html",
    }
    assert Path(LESSON).is_file()
