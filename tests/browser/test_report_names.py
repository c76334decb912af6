"""Students' names keep their own order on the class report's page (teacher findings 2,
P1.3), in a real browser (Playwright, Debian chromium): on the Arabic page "Fahad S." has
its full stop on the right of the S, in the exit-ticket table and in the list of
mistakes; on the English page "عبد الله م." has its full stop on the left of the م.  The
test measures where the characters are drawn.  Screenshots go to
test-artifacts/screenshots/."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from _lab import screenshot
from _playwright import expect
from class_results import ABDULLAH, FAHAD, write_named_class, write_report_pages

if TYPE_CHECKING:
    from playwright.sync_api import Locator, Page

#: the x of the character at ``at`` of ``name`` in the first text node of ``el`` holding it
_X = """(el, [name, at]) => {
  const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let t = walk.nextNode(); t; t = walk.nextNode()) {
    const i = t.data.indexOf(name);
    if (i < 0) continue;
    const r = document.createRange();
    r.setStart(t, i + at); r.setEnd(t, i + at + 1);
    return r.getBoundingClientRect().x;
  }
  return null;
}"""


def _stop_side(where: Locator, name: str) -> str:
    """Which side of the name's last letter its full stop is drawn on."""
    stop = len(name) - 1
    letter, dot = (where.evaluate(_X, [name, i]) for i in (stop - 1, stop))
    assert letter is not None and dot is not None, f"{name} is not shown in {where}"
    return "right" if dot > letter else "left"


def test_names_keep_their_order(page: Page, tmp_path: Path) -> None:
    folder = write_named_class(tmp_path / "results")
    page.route(lambda url: not url.startswith("file://"), lambda route: route.abort())
    # a Latin name reads left to right, an Arabic one right to left, on either page
    sides = {FAHAD: "right", ABDULLAH: "left"}
    for lang, out in write_report_pages(folder, tmp_path).items():
        page.goto(out.as_uri())
        page.set_viewport_size({"width": 1400, "height": 1000})
        tickets = page.locator("table.bc-tickets tbody")
        mistakes = page.locator(".bc-muted").filter(has_text=FAHAD).last
        expect(tickets).to_contain_text(FAHAD)
        for name, side in sides.items():
            cell = tickets.locator("th").filter(has_text=name)
            assert _stop_side(cell, name) == side, (lang, "exit tickets", name)
            assert _stop_side(mistakes, name) == side, (lang, "mistakes", name)
        tickets.scroll_into_view_if_needed()
        screenshot(page, f"report-names-{lang}-tickets")
        mistakes.scroll_into_view_if_needed()
        screenshot(page, f"report-names-{lang}-mistakes")
