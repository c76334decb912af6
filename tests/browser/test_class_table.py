"""A class table in a real browser (issue 23): a Table started with a class code says
which deal of the class's series is on it, in English and in Arabic, at the top of the
side panel, at 800 and 1400 pixels, light and dark; after a hand it says the next deal.
Screenshots go to test-artifacts/screenshots/ (not committed)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from _playwright import expect
from test_table import shot

if TYPE_CHECKING:
    from _lab import LabSession

CLASS_TABLES = """\
import os, tempfile
os.environ["HOME"] = tempfile.mkdtemp()  # the class hands are kept in a folder of the test
from baloot_widgets import Table
pair = Table(class_code="7b", table_name="Sara & Omar", humans=[0, 2], bots="heuristic", pace=0)
pair
"""

ARABIC = """\
single = Table(class_code="7B", table_name="هدى", you=0, bots="random", lang="ar", pace=0)
single
"""

PLAY_A_HAND = """\
from baloot_widgets.bots import make_bot
me = make_bot("heuristic", 5)
for _ in range(200):
    if single._session.review is not None:
        break
    seen = single.game.view(single.you)
    single.act(me.choose(seen, list(seen.legal)))
single.next_hand()
print(single.class_table, len(single.match.finished))
"""


def test_a_class_table_says_which_deal_of_the_series_it_is(lab: LabSession) -> None:
    path = lab.write_notebook("table/class.ipynb", CLASS_TABLES, ARABIC, PLAY_A_HAND)
    lab.open_notebook(path)
    assert lab.run_cell(0) and lab.run_cell(1)  # the two tables; the hand is played later
    page = lab.page
    expect(page.locator(".bw-root")).to_have_count(2)
    english, root = page.locator(".bw-root").first, page.locator(".bw-root").last
    series = english.locator(".bw-side .bw-series")
    expect(series).to_have_text("Class 7B · deal 1")
    arabic = root.locator(".bw-side .bw-series")
    expect(arabic).to_have_text("الصف 7B · التوزيعة 1")
    assert root.evaluate("(el) => getComputedStyle(el).direction") == "rtl"
    # the line is the first thing of the side panel, above the contract, and stands out
    first = english.locator(".bw-side > *").first
    assert first.get_attribute("class") == "bw-series"
    weight = series.evaluate("(el) => getComputedStyle(el).fontWeight")
    assert int(weight) >= 700
    for width in (1400, 800):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        box, side = series.bounding_box(), english.locator(".bw-side").bounding_box()
        assert box is not None and side is not None
        assert (
            side["x"] - 1 <= box["x"] and box["x"] + box["width"] <= side["x"] + side["width"] + 1
        )
        shot(lab, english, f"class-table-en-{width}")
        shot(lab, root, f"class-table-ar-{width}")
    with lab.dark_theme():
        shot(lab, root, "class-table-ar-dark")
    page.set_viewport_size({"width": 1280, "height": 900})
    # a hand played to its end: the table deals deal 2 of the series
    assert lab.run_cell(2)
    assert "('7B', 'هدى') 1" in lab.cell_output(2).inner_text()
    expect(arabic).to_have_text("الصف 7B · التوزيعة 2")
    shot(lab, root, "class-table-ar-deal-2")
