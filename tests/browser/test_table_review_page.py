"""The table's "Review this hand" in a real browser (JupyterLab + Playwright + Debian
chromium, see conftest.py): after a finished hand the button shows beside Next hand, the
keyboard reaches it, and pressing it opens the ReviewBoard of that hand under the table
(every move on its timeline, the student's seat at the bottom), with the focus in it;
English and Arabic, light and dark, 800 and 1400 px.  Screenshots go to
test-artifacts/screenshots/ (not committed)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from _playwright import expect

if TYPE_CHECKING:
    from _lab import LabSession
    from playwright.sync_api import Locator

#: a match whose first hand the student (seat 0) has just finished; prints its moves
FINISHED = """\
from baloot_widgets import Table

t = Table(seed=1, you=0, pace=0, lang={lang!r})
while "review" not in [b["key"] for b in t.frame["buttons"]]:
    assert t.act(t.view.legal[0]) == ""
print(len(t.game.history) if t.match is None else len(t.match.finished[-1].history))
"""

WORDS = {
    "en": ("Review this hand", "Close the review", "Next hand"),
    "ar": ("راجع هذه اليد", "أغلق المراجعة", "اليد التالية"),
}


def focused_key(lab: LabSession) -> str:
    key: str = lab.page.evaluate("() => document.activeElement?.dataset?.key || ''")
    return key


def open_table(lab: LabSession, lang: str) -> tuple[Locator, int]:
    """Run the notebook of a finished hand; the table's root and the hand's move count."""
    path = lab.write_notebook(f"table_review/{lang}.ipynb", FINISHED.format(lang=lang), "t")
    lab.open_notebook(path)
    assert lab.run_all_cells(), "a cell raised"
    moves = int(lab.cell_output(0).inner_text().strip())
    table = lab.page.locator(".bw-root").last
    expect(table).to_be_visible()
    return table, moves


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_review_this_hand_by_keyboard_then_by_click(lab: LabSession, lang: str) -> None:
    review_words, close_words, next_words = WORDS[lang]
    page = lab.page
    table, moves = open_table(lab, lang)
    button = table.locator('[data-key="review"]')
    expect(button).to_have_text(review_words)
    expect(table.locator('[data-key="next"]')).to_have_text(next_words)
    panel = page.locator(".bw-table-review").last
    expect(panel).to_be_hidden()

    # the keyboard alone: Tab from Next hand reaches the review button; Enter opens it
    table.locator('[data-key="next"]').focus()
    page.keyboard.press("Tab")
    assert focused_key(lab) == "review"
    page.keyboard.press("Enter")
    board = panel.locator(".bw-review")
    expect(board).to_be_visible(timeout=60_000)
    expect(board.locator(".bw-rv-tick")).to_have_count(moves)  # every move of the hand
    assert board.get_attribute("dir") == ("rtl" if lang == "ar" else "ltr")
    assert panel.get_attribute("aria-label")
    expect(button).to_have_text(close_words)
    page.wait_for_function(
        "(p) => p.contains(document.activeElement)", arg=panel.element_handle()
    )  # the focus went to the board, where the arrow keys step through the hand
    expect(board).to_have_attribute("data-step", "0")
    page.keyboard.press("End")
    expect(board).to_have_attribute("data-step", str(moves))
    expect(board.locator(".bw-rv-bottom .bw-rv-name")).to_contain_text("0")  # your seat
    table_box, panel_box = table.bounding_box(), panel.bounding_box()
    assert table_box and panel_box and panel_box["y"] >= table_box["y"] + table_box["height"] - 1
    lab.screenshot(f"table-review-{lang}-open")

    # closing by a click hides the board; the same button opens it again, the focus stays
    button.click()
    expect(panel).to_be_hidden()
    expect(button).to_have_text(review_words)
    button.click()
    expect(board).to_be_visible(timeout=60_000)
    expect(board.locator(".bw-rv-tick")).to_have_count(moves)

    # narrow and wide, light and dark: no overflow, the board readable under the table
    for width in (800, 1400):
        page.set_viewport_size({"width": width, "height": 1100})
        page.wait_for_timeout(300)
        overflow = board.evaluate("(el) => el.scrollWidth - el.clientWidth")
        assert overflow <= 1, (width, overflow)
        button.scroll_into_view_if_needed()
        lab.screenshot(f"table-review-{lang}-{width}")
        with lab.dark_theme():
            ink = board.locator(".bw-rv-move").evaluate("(el) => getComputedStyle(el).color")
            assert ink.startswith("rgb(2") or ink.startswith("rgba(2"), ink  # light ink
            lab.screenshot(f"table-review-{lang}-{width}-dark")
