"""Issue 10 in a real page: what a student sees in the first hour.  Nothing on the table
overlaps (800 and 1400 pixels wide, English and Arabic); a hint does not look like an
error; the bidding stays on screen until the first card; the last trick says who played
what; the tab stop and the focus land on a playable card after the bots' moves; several
players at one screen pass it behind a cover.  Screenshots go to
test-artifacts/screenshots/."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pytest
from _playwright import expect
from test_table import _FOCUS, FIND_POSITION, act, open_table, shot

if TYPE_CHECKING:
    from _lab import LabSession
    from playwright.sync_api import Locator

#: every pair of boxes among the table's parts that intersect (more than half a pixel)
_OVERLAPS = """(root) => {
  const parts = [
    '.bw-centre .bw-card', '.bw-mark', '.bw-seat .bw-who', '.bw-bubble', '.bw-floor',
    '.bw-trick-note', '.bw-hand-title', '.bw-tip:not([hidden])', '.bw-hand .bw-card',
    '.bw-status', '.bw-message', '.bw-actions button', '.bw-seat .bw-fan',
  ];
  const boxes = [];
  for (const sel of parts) {
    for (const el of root.querySelectorAll(sel)) {
      const r = el.getBoundingClientRect();
      if (r.width && r.height && el.textContent !== null) {
        boxes.push({ sel, el, text: el.textContent.trim().slice(0, 24), r });
      }
    }
  }
  const out = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i], b = boxes[j];
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
      if (w > 0.5 && h > 0.5) out.push(`${a.sel} "${a.text}" x ${b.sel} "${b.text}"`);
    }
  }
  const felt = root.querySelector('.bw-felt');
  if (felt.scrollWidth > felt.clientWidth + 1) out.push(`the felt overflows: ${felt.scrollWidth} > ${felt.clientWidth}`);
  return out;
}"""

#: a position mid-trick where the leader is winning (both badges on one card, cards
#: beside it) and it is your turn, with cards you may not play (a reason to show)
LEADER_WINNING = """
def leader_winning(game):
    s = game.state
    if not illegal_card_turn(game) or len(s.trick) < 2:
        return False
    from baloot_widgets.rules.play import trick_winner_index
    return trick_winner_index(s.trick, s.contract.trump_index) == 0

def trick_to_finish(game):
    return my_card_turn(game) and len(game.state.trick) == 3
"""


def overlaps(root: Locator) -> list[str]:
    found: list[str] = root.evaluate(_OVERLAPS)
    return found


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_nothing_on_the_table_overlaps(lab: LabSession, lang: str) -> None:
    """Badges, cards, seat names, the end-of-trick sentence, the tooltip and the heading
    of the hand each have a place of their own, at 800 and 1400 pixels wide."""
    root = open_table(
        lab,
        f"overlaps-{lang}",
        FIND_POSITION
        + LEADER_WINNING
        + f"t = Table(position(RuleSet(), leader_winning), you=0, pace=0, lang={lang!r})\nt",
        f"u = Table(position(RuleSet(), trick_to_finish), you=0, pace=60000, lang={lang!r})\nu",
    )
    page = lab.page
    still = page.locator(".bw-root").first
    for width in (800, 1400):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        lead = still.locator(".bw-slot", has=page.locator(".bw-lead"))
        expect(lead.locator(".bw-win")).to_have_count(1)  # both badges on one card
        still.locator(".bw-hand button.bw-illegal").first.hover()
        expect(still.get_by_role("tooltip")).to_be_visible()
        assert overlaps(still) == [], (width, overlaps(still))
        title = still.locator(".bw-hand-title").bounding_box()
        tip = still.get_by_role("tooltip").bounding_box()
        assert title and tip and tip["y"] >= title["y"] + title["height"] - 0.5
        shot(lab, still, f"overlaps-1-{lang}-{width}")
        page.mouse.move(0, 0)
    # the end of a trick: its sentence stays clear of your seat's name and role
    page.set_viewport_size({"width": 800, "height": 900})
    card = root.locator(".bw-hand button:not([aria-disabled])").first
    card.click()
    note = root.locator(".bw-trick-note")
    expect(note).to_contain_text(re.compile(r"\S"))  # pace 60 s: the finished trick stays
    expect(root).to_have_attribute("data-busy", "1")
    assert overlaps(root) == [], overlaps(root)
    shot(lab, root, f"overlaps-2-{lang}-trick-note")
    page.set_viewport_size({"width": 1400, "height": 900})
    page.wait_for_timeout(300)
    assert overlaps(root) == [], overlaps(root)


def test_a_hint_looks_like_advice_and_a_refusal_like_an_alert(lab: LabSession) -> None:
    root = open_table(
        lab,
        "hint-look",
        FIND_POSITION + "t = Table(position(RuleSet(), illegal_card_turn), you=0, pace=0)\nt",
    )
    act(root, root.get_by_role("button", name="Hint", exact=True))
    hint = root.locator(".bw-message")
    expect(hint).to_have_class(re.compile(r"\bbw-hint\b"))
    expect(hint).to_have_attribute("role", "status")
    expect(hint).to_have_attribute("aria-live", "polite")
    expect(hint).to_contain_text(re.compile("^Hint: "))
    expect(root.get_by_role("alert")).to_have_count(0)
    look: dict[str, Any] = hint.evaluate(
        "(el) => ({ edge: getComputedStyle(el).borderInlineStartStyle,"
        " colour: getComputedStyle(el).borderInlineStartColor,"
        " back: getComputedStyle(el).backgroundColor })"
    )
    shot(lab, root, "hint-1-advice")
    act(root, root.locator(".bw-hand button.bw-illegal").first)
    alert = root.get_by_role("alert")
    expect(alert).to_have_class(re.compile(r"\bbw-alert\b"))
    other: dict[str, Any] = alert.evaluate(
        "(el) => ({ edge: getComputedStyle(el).borderInlineStartStyle,"
        " colour: getComputedStyle(el).borderInlineStartColor,"
        " back: getComputedStyle(el).backgroundColor })"
    )
    assert look["edge"] == "dotted" and other["edge"] == "solid", (look, other)
    assert look["colour"] != other["colour"] and look["back"] != other["back"], (look, other)


def test_the_bidding_stays_until_the_first_card_and_the_last_trick_names_the_players(
    lab: LabSession,
) -> None:
    root = open_table(
        lab,
        "bidding-strip",
        "from baloot_widgets import Game, Table\nt = Table(Game.new(seed=0, dealer=3), pace=0)\nt",
    )
    act(root, root.get_by_role("button", name="Pass", exact=True))
    strip = root.get_by_role("list", name="Bidding")
    expect(strip.get_by_role("listitem").first).to_have_text("You Pass")
    assert strip.get_by_role("listitem").count() >= 4  # you, then each bot in order
    shot(lab, root, "bidding-1-strip")
    calls = root.locator(".bw-actions button:is(.bw-group-bid, .bw-group-double)")
    while calls.count():  # the rest of the bidding and the doubling
        act(root, calls.first)
    expect(strip).to_have_count(1)  # until the first card
    act(root, root.locator(".bw-hand button:not([aria-disabled])").first)
    expect(root.get_by_role("list", name="Bidding")).to_have_count(0)
    last = root.locator(".bw-last figure")
    expect(last).to_have_count(4)
    who = last.locator("figcaption").all_inner_texts()  # who played each card, under it
    assert sorted(who) == ["Seat 1", "Seat 2", "Seat 3", "You"], who
    labels = [last.nth(i).get_by_role("img").get_attribute("aria-label") or "" for i in range(4)]
    assert all(re.match(r"^(You|Seat [1-3]) played \w+ of \w+", x) for x in labels), labels
    assert sum(x.endswith("won the trick") for x in labels) == 1, labels
    shot(lab, root, "last-trick-1-who")


def test_after_the_bots_move_the_focus_is_on_a_playable_card(lab: LabSession) -> None:
    """Seat 0 calls Sun with the keyboard, the bots lead and follow (animated), and the
    focus comes back to the hand on a card it may play (J♠, the first card, may not)."""
    root = open_table(
        lab,
        "focus",
        "from baloot_widgets import Game, Table\nt = Table(Game.new(seed=0, dealer=0), pace=150)\nt",
    )
    page = lab.page
    first = root.locator(".bw-hand button").first
    expect(first).to_have_attribute("tabindex", "0")  # bidding: nothing to play yet
    sun = root.get_by_role("button", name="Sun", exact=True)
    sun.focus()
    seq = root.get_attribute("data-seq")
    page.keyboard.press("Enter")
    page.wait_for_function(
        "([r, s]) => r.dataset.seq !== s && !r.dataset.busy", arg=[root.element_handle(), seq]
    )
    stop = root.locator(".bw-hand [tabindex='0']")
    expect(stop).to_have_count(1)
    expect(stop).not_to_have_attribute("aria-disabled", "true")
    focus: dict[str, Any] = page.evaluate(_FOCUS)
    assert focus["inside"] and focus["key"].startswith("card:") and not focus["disabled"], focus
    assert focus["key"] == stop.get_attribute("data-key")
    shot(lab, root, "focus-1-playable-card")


TWO_HUMANS = """\
from baloot_widgets import Game, Table
from baloot_widgets.bots import RandomBot
t = Table(Game.new(seed=4, dealer=3), humans=[0, 2], bots={1: RandomBot(seed=1), 3: RandomBot(seed=3)}, pace=0)
t
"""


def test_two_players_pass_the_screen_behind_a_cover(lab: LabSession) -> None:
    root = open_table(
        lab, "two-humans", TWO_HUMANS, "print(sorted(t.get_state()['frame']['hand']))"
    )
    cover = root.get_by_role("group", name="Pass the screen to Seat 0")
    expect(cover).to_be_visible()
    expect(root.locator(".bw-hand button")).to_have_count(0)
    shot(lab, root, "cover-1-seat-0")
    act(root, cover.get_by_role("button", name="Ready"))
    expect(root.locator(".bw-hand button")).to_have_count(5)
    act(root, root.get_by_role("button", name="Pass", exact=True))
    cover = root.get_by_role("group", name="Pass the screen to Seat 2")
    expect(cover).to_be_visible()
    expect(root.locator(".bw-hand button")).to_have_count(0)
    expect(root.locator(".bw-seat[data-seat='2'] .bw-who")).to_contain_text("Seat 2")
    shot(lab, root, "cover-2-seat-2")
    act(root, cover.get_by_role("button", name="Ready"))
    expect(root.locator(".bw-hand button")).to_have_count(5)
    expect(root.locator(".bw-seat.bw-pos-bottom")).to_have_attribute("data-seat", "2")


def test_a_refusal_links_the_lesson_of_its_rule_and_jupyterlab_opens_it(
    lab: LabSession,
) -> None:
    """The link is relative to the notebook's folder: from notebooks/ (or tutorials/),
    JupyterLab opens ../tutorials/04_trick_play.ipynb in a new tab."""
    from _server import REPO_ROOT

    lab.server.copy_in(
        REPO_ROOT / "tutorials" / "04_trick_play.ipynb", "tutorials/04_trick_play.ipynb"
    )
    path = lab.write_notebook(
        "notebooks/refusal.ipynb",
        FIND_POSITION + "t = Table(position(RuleSet(), illegal_card_turn), you=0, pace=0)\nt",
    )
    lab.open_notebook(path)
    lab.run_all_cells()
    root = lab.page.locator(".bw-root").last
    expect(root).to_have_attribute("data-seq", re.compile(r"\d+"))
    act(root, root.locator(".bw-hand button.bw-illegal").first)
    link = root.locator(".bw-message a.bw-lesson")
    expect(link).to_have_text("Lesson 04: Trick play")
    with lab.page.context.expect_page() as opened:
        link.click()
    lesson = opened.value
    # JupyterLab opens the file and moves to a workspace of its own for the new tab
    lesson.wait_for_url(
        re.compile(r"/lab/workspaces/auto-[^/]+/tree/tutorials/04_trick_play\.ipynb")
    )
    title = "() => window.jupyterapp?.shell.currentWidget?.title.label === '04_trick_play.ipynb'"
    lesson.wait_for_function(title)
    lesson.close()
