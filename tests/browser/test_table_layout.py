"""What the table and the hand view look like in a real page (issue 10): no style leaks from
one picture or widget into another, and nothing on the table overlaps anything else, at
800 and 1400 pixels wide, in English and in Arabic.  Screenshots go to
test-artifacts/screenshots/."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from _playwright import expect
from test_table import FIND_POSITION, open_table, shot

if TYPE_CHECKING:
    from _lab import LabSession
    from playwright.sync_api import Locator

PICTURE = """\
from IPython.display import HTML, display
from baloot_widgets import Card
from baloot_widgets.display.render import STYLE, cards_html, hand_state_html
from baloot_widgets import Game
display(HTML(STYLE + cards_html("AS 10H 7C", marked=[Card("AS")])))
display(HTML(hand_state_html(Game.new(seed=1, dealer=0).state)))
"""

HOKUM_HAND = """\
from baloot_widgets import Contract, HandView
HandView("AH 10H KH 7S 8D", contract=Contract(mode="hokum", trump="H"), highlight="7S")
"""

MID_TRICK = (
    FIND_POSITION
    + """
def mid_trick(game):
    return my_card_turn(game) and len(game.state.trick) >= 2

t = Table(position(RuleSet(), mid_trick), you=0, pace=0)
t
"""
)

_STYLE = """(el) => {
  const s = getComputedStyle(el);
  return { background: s.backgroundColor, outline: s.outlineStyle, padding: s.padding,
           margin: s.margin, minWidth: s.minWidth };
}"""


def style(locator: Locator) -> dict[str, Any]:
    found: dict[str, Any] = locator.evaluate(_STYLE)
    return found


def test_a_picture_before_the_widgets_changes_none_of_their_styles(lab: LabSession) -> None:
    """The static pictures (render.py) put a <style> in the page; the hand view and the
    table after them keep their own look: the trumps are tinted, the table's badges have
    no outline, the cards no padding or margin.  The picture keeps its own look too."""
    root = open_table(lab, "styles", PICTURE, HOKUM_HAND, MID_TRICK)
    page = lab.page
    picture = page.locator(".bw-pic .bw-mark").first
    expect(picture).to_be_visible()
    assert style(picture)["outline"] == "solid", "the picture's marked card is outlined"

    view = page.locator(".bw-handview")
    trump = style(view.locator(".bw-trump").first)
    plain = style(view.locator(".bw-card:not(.bw-trump)").first)
    assert trump["background"] != plain["background"], "the trumps are tinted"
    for card in (trump, plain):
        assert card["padding"] == "0px" and card["margin"] == "0px", card
    assert style(view.locator(".bw-highlight"))["outline"] == "solid"

    badges = root.locator(".bw-mark")
    expect(badges.first).to_be_visible()
    for i in range(badges.count()):
        badge = style(badges.nth(i))
        assert badge["outline"] == "none", badge
    card = style(root.locator(".bw-slot .bw-card").first)
    assert (
        card["padding"] == "0px" and card["margin"] == "0px" and card["minWidth"] in ("0px", "auto")
    )
    shot(lab, root, "styles-1-after-a-picture")
    assert re.search(r"\d", root.get_attribute("data-seq") or "")
