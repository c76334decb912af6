"""The hand review board in a real browser (JupyterLab + Playwright + Debian chromium, see
conftest.py): a student finishes a hand at the table, opens the review of that hand, steps
through it with the keyboard alone and finds the marked mistake; Arabic is right to left
with arrows mirrored; the dark theme and a narrow page work.  Screenshots go to
test-artifacts/screenshots/ (not committed).

Here the board is opened in the notebook from the finished table's game
(``ReviewBoard(review(t.game), seat=t.you)``); the table's own "Review this hand" button is
tested in test_table_review.py."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from _playwright import expect

if TYPE_CHECKING:
    from _lab import LabSession
    from playwright.sync_api import Locator

#: a table whose hand the student (seat 0) finishes; its review board for seat 0
FINISHED_TABLE = """\
from baloot_widgets import Game, ReviewBoard, Table
from baloot_widgets.bots import HeuristicBot
from baloot_widgets.review import review

t = Table(Game.new(seed=0, dealer=0), you=0, bots="heuristic", pace=0)
me = HeuristicBot(seed=0)
while not t.game.is_over:
    assert t.act(str(me.choose(t.game.view(0), t.game.legal_actions()))) == ""
r = review(t.game)
worst = r.mistakes()[0]
assert worst.loss >= 10
print(worst.index + 1, worst.loss, len(r.moves))
"""

_LUMINANCE = """(el, prop) => {
  const v = getComputedStyle(el)[prop];
  const m = v.match(/\\d+(\\.\\d+)?/g).map(Number);
  const [r, g, b] = m.slice(0, 3).map((x) => x / 255);
  return { rgb: [r, g, b], lum: 0.2126 * r + 0.7152 * g + 0.0722 * b };
}"""


def open_boards(lab: LabSession, name: str, *cells: str) -> tuple[int, int, int]:
    """Write and run a notebook with the finished table and ``cells``; returns the step of
    the biggest mistake, its loss and the number of moves."""
    path = lab.write_notebook(f"review/{name}.ipynb", FINISHED_TABLE, *cells)
    lab.open_notebook(path)
    assert lab.run_all_cells(), "a cell raised"
    step, loss, total = lab.cell_output(0).inner_text().split()
    expect(lab.page.locator(".bw-review").last).to_be_visible()
    return int(step), int(loss), int(total)


def wait_step(root: Locator, step: int) -> None:
    expect(root).to_have_attribute("data-step", str(step))


def colour(locator: Locator, prop: str) -> dict[str, Any]:
    """A computed colour of ``locator``: its ``rgb`` (0-1) and luminance ``lum``."""
    result: dict[str, Any] = locator.evaluate(_LUMINANCE, prop)
    return result


def test_open_the_board_from_a_finished_table_and_step_with_the_keyboard(lab: LabSession) -> None:
    step, loss, total = open_boards(lab, "keys", "b = ReviewBoard(r, seat=t.you)\nb")
    page = lab.page
    root = page.locator(".bw-review").last
    wait_step(root, 0)
    expect(root.locator(".bw-rv-move")).to_contain_text("The deal")
    expect(root.locator(".bw-rv-seat")).to_have_count(4)
    expect(root.locator(".bw-rv-tick")).to_have_count(total)
    assert root.locator(".bw-rv-bottom .bw-rv-name").inner_text().startswith("Seat 0")
    expect(root.locator(".bw-rv-seat .bw-fan")).to_have_count(3)  # only seat 0's hand is open

    # the keyboard alone: focus the Next button, then arrows, End, Home
    root.locator('[data-key="next"]').focus()
    page.keyboard.press("ArrowRight")
    wait_step(root, 1)
    page.keyboard.press("ArrowRight")
    wait_step(root, 2)
    page.keyboard.press("ArrowLeft")
    wait_step(root, 1)
    assert page.evaluate("() => document.activeElement.dataset.key") == "next"
    page.keyboard.press("End")
    wait_step(root, total)
    page.keyboard.press("Home")
    wait_step(root, 0)

    # Tab to "Next mistake" and press Enter until the biggest mistake shows, in red
    root.locator('[data-key="last"]').focus()
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.dataset.key") == "mistake"
    for _ in range(total):
        page.keyboard.press("Enter")
        page.wait_for_function(
            "(el) => !el.dataset.waiting", arg=root.element_handle(), timeout=30_000
        )
        if root.get_attribute("data-step") == str(step):
            break
    wait_step(root, step)
    verdict = root.locator(".bw-rv-verdict")
    expect(verdict).to_have_text(f"{loss} Abnat lost")
    expect(verdict).to_have_class(re.compile("bw-rv-mistake"))
    red = colour(verdict, "color")
    r, g, b = red["rgb"]
    assert r > 0.5 and g < 0.45 and b < 0.45, red
    played = root.locator(".bw-rv-played-row")
    expect(played).to_have_count(1)
    fill = colour(played.locator(".bw-rv-fill"), "backgroundColor")
    assert fill["rgb"] == red["rgb"], (fill, red)
    expect(played.locator(".bw-rv-tags")).to_contain_text("played")
    best = root.locator(".bw-rv-best-row")
    assert best.count() >= 1 and "best" in best.first.inner_text()
    expect(root.locator(".bw-rv-reason")).to_contain_text(f"{loss} more")
    expect(root.locator(".bw-rv-now .bw-rv-bar")).to_be_visible()
    assert root.locator(".bw-rv-live").get_attribute("aria-live") == "polite"
    label = played.get_attribute("aria-label") or ""
    assert re.match(r"\S+: -?\d+ Abnat \(played\)", label), label
    valuetext = root.locator(".bw-rv-slider").get_attribute("aria-valuetext") or ""
    assert valuetext.startswith(f"Move {step} of {total}"), valuetext

    # the estimate of what the player could see, on request, marked as an estimate
    root.locator('[data-key="estimate"]').click()
    exact_rows = root.locator(".bw-rv-exact .bw-rv-row").count()
    expect(root.locator(".bw-rv-estimate .bw-rv-row")).to_have_count(exact_rows)
    expect(root.locator(".bw-rv-estimate-text")).to_contain_text("estimate from what Seat")
    assert root.locator('[data-key="estimate"]').get_attribute("aria-pressed") == "true"

    # every hand open
    root.locator(".bw-rv-select").select_option("-1")
    expect(root.locator(".bw-rv-seat .bw-fan")).to_have_count(0)
    root.scroll_into_view_if_needed()
    path = lab.screenshot("review-1-mistake")
    assert path.stat().st_size > 10_000


def test_arabic_is_right_to_left_with_mirrored_arrows(lab: LabSession) -> None:
    open_boards(lab, "arabic", "b = ReviewBoard(r, lang='ar')\nb")
    page = lab.page
    root = page.locator(".bw-review").last
    assert root.get_attribute("dir") == "rtl"
    root.locator('[data-key="next"]').focus()
    page.keyboard.press("ArrowLeft")  # forward, in a right-to-left page
    wait_step(root, 1)
    page.keyboard.press("ArrowRight")
    wait_step(root, 0)
    first, nxt = (root.locator(f'[data-key="{k}"]').bounding_box() for k in ("first", "next"))
    assert first and nxt and first["x"] > nxt["x"]  # the start is on the right
    page.evaluate("(b) => b.click()", root.locator('[data-key="mistake"]').element_handle())
    page.wait_for_function("(el) => el.dataset.step !== '0'", arg=root.element_handle())
    reason = root.locator(".bw-rv-reason")
    # the count agrees with its number (docs/glossary.md): "18 بنطًا", "7 أبناط", "بنطين"
    expect(reason).to_contain_text(re.compile(r"\d+ (?:بنطًا|أبناط|بنط)|بنطين|بنط واحد"))
    assert reason.locator('bdi[dir="ltr"]').count() >= 1  # cards stay left to right
    root.scroll_into_view_if_needed()
    lab.screenshot("review-2-arabic")


def test_dark_theme_and_a_narrow_page(lab: LabSession) -> None:
    open_boards(lab, "dark", "b = ReviewBoard(r)\nb.goto(24)\nb")
    page = lab.page
    root = page.locator(".bw-review").last
    wait_step(root, 24)
    change_theme = (
        "async (t) => window.jupyterapp.commands.execute('apputils:change-theme', {theme: t})"
    )
    page.evaluate(change_theme, "JupyterLab Dark")
    try:
        expect(page.locator("body[data-jp-theme-light='false']")).to_have_count(1)
        page.wait_for_timeout(400)
        ink = colour(root.locator(".bw-rv-move"), "color")
        button = colour(root.locator('[data-key="next"]'), "backgroundColor")
        assert ink["lum"] > 0.6 and button["lum"] < 0.3, (ink, button)
        root.scroll_into_view_if_needed()
        lab.screenshot("review-3-dark")
    finally:
        page.evaluate(change_theme, "JupyterLab Light")
        expect(page.locator("body[data-jp-theme-light='true']")).to_have_count(1)
    for width in (800, 1400):
        page.set_viewport_size({"width": width, "height": 1000})
        page.wait_for_timeout(300)
        overflow = root.evaluate("(el) => el.scrollWidth - el.clientWidth")
        felt = root.locator(".bw-rv-felt").bounding_box()
        side = root.locator(".bw-rv-side").bounding_box()
        box = root.bounding_box()
        assert overflow <= 1 and felt and side and box, (width, overflow)
        for seat in root.locator(".bw-rv-seat").all():
            seat_box = seat.bounding_box()
            assert seat_box and felt["x"] - 1 <= seat_box["x"]
            assert seat_box["x"] + seat_box["width"] <= felt["x"] + felt["width"] + 1, width
        rem = page.evaluate("() => parseFloat(getComputedStyle(document.documentElement).fontSize)")
        beside = abs(side["y"] - felt["y"]) < 2  # side by side, or the panel below the felt
        assert beside == (box["width"] >= 52 * rem), (width, box["width"], rem)
        root.scroll_into_view_if_needed()
        lab.screenshot(f"review-4-width-{width}")
