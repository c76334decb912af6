"""The cheat sheet prints on one A4 page in each language, and the Arabic page keeps its
numbers and card orders left to right (issue 14: "printable from the browser")."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from _lab import screenshot
from _playwright import expect

if TYPE_CHECKING:
    from playwright.sync_api import Page

DOCS = Path(__file__).resolve().parents[2] / "docs"


@pytest.mark.parametrize("name", ["cheat-sheet.html", "cheat-sheet-ar.html"])
def test_the_cheat_sheet_prints_on_one_a4_page(page: Page, name: str, tmp_path: Path) -> None:
    page.goto((DOCS / name).as_uri())
    expect(page.locator(".bw-cheat h1")).to_be_visible()
    pdf = page.pdf(format="A4", print_background=True)
    pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    assert pages == 1, f"{name} prints on {pages} pages"
    screenshot(page, name.removesuffix(".html"), full_page=True)


def test_the_arabic_sheet_keeps_numbers_left_to_right(page: Page) -> None:
    page.goto((DOCS / "cheat-sheet-ar.html").as_uri())
    assert page.locator(".bw-cheat").get_attribute("dir") == "rtl"
    order = page.evaluate(
        """() => {
          const text = [...document.querySelectorAll('bdi')].find(b => b.textContent === '+10');
          const node = text.firstChild, xs = [];
          for (let i = 0; i < node.length; i++) {
            const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + 1);
            xs.push(r.getBoundingClientRect().x);
          }
          return xs;
        }"""
    )
    assert order == sorted(order), "'+10' must read left to right inside Arabic"
    first = page.locator(".bw-order").first
    assert first.get_attribute("dir") == "ltr" and first.inner_text().startswith("A 10 K")
