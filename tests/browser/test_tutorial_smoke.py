"""Real browser: open tutorial 01 in JupyterLab, run it, and find its live HandView rendered.

The committed notebook carries only the static HTML picture of each widget (widget state is
stripped), so what this test finds after "Run All Cells" was drawn by the widget's own
JavaScript: a ``role="list"`` row named by the caption, whose cards are ``role="img"`` with
the card names the engine gives (the static picture has neither role).
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import TYPE_CHECKING

from _playwright import expect

from baloot_widgets import CardSet, Game
from baloot_widgets.i18n import card_name

if TYPE_CHECKING:
    from conftest import LabSession

TUTORIAL = Path(__file__).resolve().parents[2] / "tutorials" / "01_cards_ranks_points.ipynb"


def _seat1_hand() -> tuple[str, list[str]]:
    """The caption and card names of the lesson's first HandView (deal 1, seat 1, Sun)."""
    game = Game.new(seed=1, dealer=0)
    game.act("p1 sun")
    assert game.state.contract is not None
    names = [card_name(c) for c in CardSet(game.state.hands[1])]
    return str(game.state.contract), names


def _exercise_checks() -> int:
    """How many exercise-check cells the lesson has (tagged ``exercise-check``)."""
    cells = json.loads(TUTORIAL.read_text(encoding="utf-8"))["cells"]
    return sum("exercise-check" in c.get("metadata", {}).get("tags", []) for c in cells)


def test_tutorial_01_runs_and_shows_the_live_hand_view(lab: LabSession) -> None:
    started = time.monotonic()
    path = lab.server.copy_in(TUTORIAL, "tutorials/01_cards_ranks_points.ipynb")
    lab.open_notebook(path)
    lab.run_all_cells()
    page = lab.page

    caption, names = _seat1_hand()
    hand = page.get_by_role("list", name=caption, exact=True)
    expect(hand).to_be_visible()  # drawn by the widget's JavaScript after the cell ran
    cards = hand.get_by_role("img")
    expect(cards).to_have_count(len(names))
    for index, name in enumerate(names):
        expect(cards.nth(index)).to_have_accessible_name(name)

    # the Hokum view of the same hand marks the trumps (hearts)
    trumps = page.locator(".bw-handview .bw-trump")
    expect(trumps.first).to_be_visible()

    # every cell ran without an error, and each exercise check answered (the exercises
    # ship blank: a check asks for the answer, or says "Correct!" once it is filled in)
    notebook = page.locator(".jp-NotebookPanel .jp-Notebook")
    expect(notebook.locator('[data-mime-type="application/vnd.jupyter.error"]')).to_have_count(0)
    outputs = notebook.locator(".jp-OutputArea-output")
    answered = re.compile(r"Correct!|Fill in answer_\d+")
    expect(outputs.filter(has_text=answered)).to_have_count(_exercise_checks())

    hand.scroll_into_view_if_needed()
    shot = lab.screenshot("tutorial-01-handview")
    assert shot.is_file()
    print(f"tutorial 01 ran in the browser in {time.monotonic() - started:.1f} s; {shot}")
