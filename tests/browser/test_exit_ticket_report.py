"""The class report's "Exit tickets" table in a real browser (Playwright, Debian chromium):
the page of ``baloot class-report`` and the ClassReport widget in JupyterLab, English and
Arabic, light and dark, 800 and 1400 px.  What a teacher sees: one column per lesson,
each student's score such as 3/4 read left to right, a blank cell for a ticket not done,
the table right to left in Arabic and nothing wider than the window.  Screenshots go to
test-artifacts/screenshots/."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from _lab import screenshot
from _playwright import expect
from class_results import NOURA, open_report_widget, write_class, write_report_pages

from baloot_widgets.records.results import Attempt, append_attempt

if TYPE_CHECKING:
    from conftest import LabSession
    from playwright.sync_api import Locator, Page

#: (file, learner, lesson, results of the ticket's questions in order)
TICKETS = [
    ("sara/ticket.jsonl", "Sara", "01", "TTFT"),
    ("sara/ticket.jsonl", "Sara", "02", "TTT"),
    ("noura/ticket.jsonl", NOURA, "01", "TFF"),
    ("omar/ticket.jsonl", "Omar", "02", "FTT"),
]
#: the table each report shows: (student, lesson 01, lesson 02), in the report's order
EXPECTED = [("Omar", "", "2/3"), ("Sara", "3/4", "3/3"), (NOURA, "1/4", "")]


def write_tickets(folder: Path) -> Path:
    """The simulated class of tests/class_results.py with exit tickets answered."""
    write_class(folder)
    for file, learner, lesson, results in TICKETS:
        for n, result in enumerate(results, 1):
            append_attempt(
                folder / file,
                Attempt(learner=learner, class_code="10B", source="quiz", skill="abnat",
                        correct=result == "T", at=f"2026-11-27T11:{n:02d}:00Z",
                        detail={"n": n, "exit_ticket": lesson, "of": 4 if lesson == "01" else 3}),
            )  # fmt: skip
    return folder


#: what an unfinished ticket adds to its score (Noura answered 3 of lesson 01's 4)
UNFINISHED = {"en": " (3 answered)", "ar": " (أجاب عن 3)"}


def _shown(cell: str, lang: str) -> str:
    return cell + UNFINISHED[lang] if cell == "1/4" else cell


def _table_is_right(root: Locator, lang: str) -> None:
    table = root.locator("table.bc-tickets")
    heads = table.locator("thead th")
    lessons = ["Lesson 01", "Lesson 02"] if lang == "en" else ["الدرس 01", "الدرس 02"]
    expect(heads).to_have_text(["Student" if lang == "en" else "الطالب", *lessons])
    rows = table.locator("tbody tr")
    expect(rows).to_have_count(len(EXPECTED))
    for i, (name, first, second) in enumerate(EXPECTED):
        expect(rows.nth(i).locator("th")).to_have_text(name)
        expect(rows.nth(i).locator("td")).to_have_text([_shown(first, lang), second])
    sara = rows.nth(1).locator("td").first
    title = (
        "Sara, lesson 01's exit ticket: 3 of 4 right"
        if lang == "en"
        else "Sara، بطاقة خروج الدرس 01: 3 صحيحة من 4"
    )
    expect(sara).to_have_attribute("title", title)
    # the score reads 3/4 left to right, also inside an Arabic page
    three, four = (sara.evaluate(
        "(td, s) => { const t = td.querySelector('bdi').firstChild, r = document.createRange();"
        " r.setStart(t, s); r.setEnd(t, s + 1); return r.getBoundingClientRect().x; }", i) for i in (0, 2))  # fmt: skip
    assert three < four, "3/4 is read left to right"
    name_x, cell_x = rows.first.locator("th").bounding_box(), sara.bounding_box()
    assert name_x and cell_x
    assert (name_x["x"] > cell_x["x"]) == (lang == "ar"), "the names on the reading side"


def _fits(page: Page, root: Locator) -> None:
    assert root.evaluate("(el) => el.scrollWidth <= el.clientWidth + 1")
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1")


def test_the_tickets_on_the_page_of_the_command(page: Page, tmp_path: Path) -> None:
    folder = write_tickets(tmp_path / "results")
    page.route(lambda url: not url.startswith("file://"), lambda route: route.abort())
    for lang, out in write_report_pages(folder, tmp_path).items():
        page.goto(out.as_uri())
        root = page.locator(".bw-class")
        expect(
            root.locator("h3").filter(has_text="Exit tickets" if lang == "en" else "بطاقات الخروج")
        ).to_have_count(1)
        _table_is_right(root, lang)
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            for width in (1400, 800):
                page.set_viewport_size({"width": width, "height": 1000})
                _fits(page, root)
                root.locator("table.bc-tickets").scroll_into_view_if_needed()
                screenshot(page, f"exit-tickets-page-{lang}-{scheme}-{width}")
        page.emulate_media(color_scheme="light")


def test_the_tickets_in_the_widget(lab: LabSession) -> None:
    folder = write_tickets(lab.server.root_dir / "ticket-results")
    open_report_widget(lab, folder, "class/tickets.ipynb")
    root = lab.page.locator(".bw-class-live").first
    expect(root).to_have_attribute("dir", "rtl")
    _table_is_right(root, "ar")
    for width in (1400, 800):
        lab.page.set_viewport_size({"width": width, "height": 900})
        assert root.evaluate("(el) => el.scrollWidth <= el.clientWidth + 1")
        root.locator("table.bc-tickets").scroll_into_view_if_needed()
        lab.screenshot(f"exit-tickets-widget-ar-light-{width}")
    lab.run_cell(1)
    expect(root).to_have_attribute("dir", "ltr")
    _table_is_right(root, "en")
    lab.page.set_viewport_size({"width": 1400, "height": 900})
    with lab.dark_theme():
        root.locator("table.bc-tickets").scroll_into_view_if_needed()
        lab.screenshot("exit-tickets-widget-en-dark-1400")
