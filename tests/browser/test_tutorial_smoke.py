"""Real browser: open lesson 01 in JupyterLab, run it, and find its live widgets drawn.

The committed notebook carries only the static HTML picture of each widget (widget state is
stripped), so what this test finds after "Run All Cells" was drawn by the widgets' own
JavaScript: the trump picture is a ``role="list"`` row named by its caption, whose cards are
``role="img"`` with the card names the engine gives, strongest first (the static picture has
neither role), and every exercise of the lesson waits for an answer in a live Quiz.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from _playwright import expect

from baloot_widgets.course import CardSet, Contract, by_strength
from baloot_widgets.i18n import card_name

if TYPE_CHECKING:
    from _lab import LabSession

TUTORIAL = Path(__file__).resolve().parents[2] / "tutorials" / "01_cards_and_points.ipynb"
#: the caption of the lesson's picture of the trump suit
TRUMPS = "Hokum ♥: the trumps, strongest first"


def trump_picture() -> tuple[str, list[str]]:
    """The caption and card names of the lesson's trump picture (hearts, strongest first)."""
    hearts = by_strength(CardSet("7H 8H 9H 10H JH QH KH AH"), Contract(mode="hokum", trump="H"))
    return TRUMPS, [card_name(c) for c in hearts]


def test_tutorial_01_runs_and_shows_its_live_widgets(lab: LabSession) -> None:
    started = time.monotonic()
    path = lab.server.copy_in(TUTORIAL, "tutorials/01_cards_and_points.ipynb")
    lab.open_notebook(path)
    lab.run_all_cells()
    page = lab.page

    caption, names = trump_picture()
    hand = page.get_by_role("list", name=caption, exact=True)
    expect(hand).to_be_visible()  # drawn by the widget's JavaScript after the cell ran
    cards = hand.get_by_role("img")
    expect(cards).to_have_count(len(names))
    for index, name in enumerate(names):  # J, 9, A, 10, K, Q, 8, 7 of hearts
        expect(cards.nth(index)).to_have_accessible_name(name)
    expect(hand.locator(".bw-trump")).to_have_count(len(names))  # every heart is a trump

    # every cell ran without an error, and every exercise waits for an answer
    notebook = page.locator(".jp-NotebookPanel .jp-Notebook")
    expect(notebook.locator('[data-mime-type="application/vnd.jupyter.error"]')).to_have_count(0)
    quizzes = notebook.locator(".bw-quiz")
    expect(quizzes).to_have_count(5)  # four in the lesson, then the exit ticket
    for index in range(5):
        expect(quizzes.nth(index)).to_have_attribute("data-state", "asking")

    hand.scroll_into_view_if_needed()
    shot = lab.screenshot("tutorial-01-trumps")
    assert shot.is_file()
    print(f"tutorial 01 ran in the browser in {time.monotonic() - started:.1f} s; {shot}")
