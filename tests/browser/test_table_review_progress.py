"""A review computed off the click in a real browser (issue 19): "Review this hand" on a
slow hand answers at once with a progress line ("Reviewing… 5 of 8 tricks"), the table
plays on (Next hand deals while the review is worked on), and the board comes when the
review is done; English and Arabic.  The hand is made slow on purpose (each card's
valuation waits 0.4 s in the kernel), so that the review takes over ten seconds whatever
the machine.  Screenshots go to test-artifacts/screenshots/ (not committed)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest
from _playwright import expect

if TYPE_CHECKING:
    from conftest import LabSession

SLOW = """\
import time
from baloot_widgets import Table
from baloot_widgets.review.job import ReviewJob

_card = ReviewJob._card
def slow_card(self, i):  # a slow hand: every card's valuation waits 0.4 s
    time.sleep(0.4)
    _card(self, i)
ReviewJob._card = slow_card

t = Table(seed=1, you=0, pace=0, lang={lang!r})
while "review" not in [b["key"] for b in t.frame["buttons"]]:
    assert t.act(t.view.legal[0]) == ""
t
"""

PROGRESS = {
    "en": re.compile(r"^Reviewing… \d of \d tricks$"),
    "ar": re.compile(r"^جارٍ تقييم اليد… \d من \d أكلات$"),
}


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_table_plays_on_while_a_slow_review_is_computed(lab: LabSession, lang: str) -> None:
    path = lab.write_notebook(f"table_review_progress/{lang}.ipynb", SLOW.format(lang=lang))
    lab.open_notebook(path)
    assert lab.run_all_cells(), "a cell raised"
    page = lab.page
    table = page.locator(".bw-root").last
    expect(table).to_be_visible()
    table.locator('[data-key="review"]').click()
    line = table.locator(".bw-progress")
    expect(line).to_have_text(PROGRESS[lang], timeout=10_000)
    assert line.evaluate("(el) => getComputedStyle(el).fontStyle") == "italic"
    lab.screenshot(f"table-review-progress-{lang}")
    status = table.locator(".bw-status").inner_text()

    # the table plays on: Next hand deals while the review goes on
    table.locator('[data-key="next"]').click()
    expect(table.locator(".bw-status")).not_to_have_text(status, timeout=10_000)
    expect(line).to_have_text(PROGRESS[lang])  # still being worked out
    lab.screenshot(f"table-review-progress-{lang}-next-hand")

    # the review so far is shown under the table while the rest is worked out; when it
    # is done the progress line goes and the board holds the whole review
    board = page.locator(".bw-table-review .bw-review").last
    expect(board).to_be_visible(timeout=60_000)
    lab.screenshot(f"table-review-progress-{lang}-so-far")
    expect(line).to_be_hidden(timeout=120_000)
    expect(board).to_be_visible()
    lab.screenshot(f"table-review-progress-{lang}-done")
