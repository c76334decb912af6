"""The Puzzles widget in a real browser (JupyterLab, Playwright, Debian chromium): a right
answer in English and a wrong one in Arabic, and the other way round in the dark theme, the lines played out trick by trick on the
table with seat names, nothing hidden on the page or the wire before the answer of a
puzzle at the table, the keyboard, the dark theme, and no overlap at 800 and 1400 px.
Screenshots go to test-artifacts/screenshots/."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from _playwright import LUMINANCE, expect

from baloot_widgets import Card, CardSet
from baloot_widgets.i18n import card_name
from baloot_widgets.puzzles import Puzzle, load_puzzles

if TYPE_CHECKING:
    from _lab import LabSession
    from playwright.sync_api import Locator

TABLE = next(p for p in load_puzzles(kind="table", level=1) if p.tricks_left >= 3)
OPEN = next(p for p in load_puzzles(kind="open", level=2) if p.tricks_left >= 3 and p.state.trick)

_FOCUS = """() => {
  const a = document.activeElement;
  return {key: (a && a.dataset && a.dataset.key) || '', inside: Boolean(a && a.closest && a.closest('.bw-puzzles'))};
}"""

#: every pair of the felt's boxes (the four seats and the trick) that overlap
_OVERLAPS = """(root) => {
  const boxes = [...root.querySelectorAll('.bw-q-felt > *')].map((e) => e.getBoundingClientRect());
  const out = [];
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const a = boxes[i], b = boxes[j];
    if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) out.push([i, j]);
  }
  const cards = [...root.querySelectorAll('.bw-q-slot')].map((e) => e.getBoundingClientRect());
  for (let i = 0; i < cards.length; i++) for (let j = i + 1; j < cards.length; j++) {
    const a = cards[i], b = cards[j];
    if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) out.push(['slot', i, j]);
  }
  return out;
}"""


def cell(p: Puzzle, name: str, lang: str = "en") -> str:
    return (
        "from baloot_widgets.puzzles.store import read_set\n"
        "from baloot_widgets import Puzzles\n"
        f"{name} = Puzzles(puzzles=[x for x in read_set() if x.id == {p.id!r}], "
        f"ratings=None, lang={lang!r})\n{name}"
    )


def hidden_names(p: Puzzle, lang: str) -> list[str]:
    """The spoken names and codes of the cards the puzzle's seat may not see (not its
    own, not the floor card, not the projects shown after trick 1)."""
    s = p.state
    mask = sum(h for seat, h in enumerate(s.hands) if seat != p.seat) & ~(1 << s.floor)
    for seat, projects in enumerate(s.declared):
        if s.project_team is not None and seat & 1 == s.project_team:
            for project in projects:
                mask &= ~CardSet(project.cards).mask
    return [x for c in CardSet(mask) for x in (card_name(c, lang), f"{c}")]


def shot(root: Locator, name: str) -> None:
    """A screenshot of the whole widget (``test-artifacts/screenshots/<name>.png``)."""
    from _lab import SCREENSHOT_DIR

    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    page = root.page
    size = page.viewport_size
    assert size is not None
    page.set_viewport_size({"width": size["width"], "height": 2000})  # the whole widget
    try:
        root.screenshot(path=str(SCREENSHOT_DIR / f"{name}.png"))
    finally:
        page.set_viewport_size(size)


def open_puzzles(lab: LabSession, name: str, *cells: str) -> Locator:
    path = lab.write_notebook(f"puzzles/{name}.ipynb", *cells)
    lab.open_notebook(path)
    lab.run_all_cells()
    root = lab.page.locator(".bw-puzzles").first
    expect(root).to_have_attribute("data-state", "asking")
    return root


def answer(root: Locator, card: Card) -> None:
    seq = root.get_attribute("data-seq")
    root.locator(f"[data-key='card:{card.code}']").click()
    expect(root).not_to_have_attribute("data-seq", seq or "")
    expect(root).not_to_have_attribute("data-state", "asking")


def step_through(root: Locator, steps: int) -> None:
    """Go back to the first trick, then forward trick by trick, checking the table."""
    first = root.locator("[data-key='previous']")
    while root.get_attribute("data-step") != "0":
        first.click()
    for k in range(steps):
        expect(root).to_have_attribute("data-step", str(k))
        expect(root.locator(".bw-p-line li.bw-p-now")).to_have_count(1)
        expect(root.locator(".bw-q-centre .bw-q-slot")).to_have_count(4)
        expect(root.locator(".bw-q-centre .bw-p-won")).to_have_count(1)
        if k < steps - 1:
            root.locator("[data-key='next-trick']").click()


def at_width(width: int, *widgets: Locator) -> None:
    """Set the window ``width`` px wide; each widget fits, and none of its boxes overlap."""
    page = widgets[0].page
    page.set_viewport_size({"width": width, "height": 900})
    page.wait_for_timeout(300)
    for widget in widgets:
        fits = widget.evaluate("(el) => el.scrollWidth <= el.clientWidth + 1")
        assert fits, f"the puzzle overflows at {width} px"
        assert widget.evaluate(_OVERLAPS) == [], f"boxes overlap at {width} px"


def test_right_in_english_wrong_in_arabic(lab: LabSession) -> None:
    frames: list[str] = []
    lab.page.on("websocket", lambda ws: ws.on("framereceived", lambda d: frames.append(str(d))))
    lab.page.emulate_media(reduced_motion="reduce")  # the lines wait for the buttons
    root = open_puzzles(lab, "answers", cell(TABLE, "en_p"), cell(OPEN, "ar_p", "ar"))
    page = lab.page
    arabic = page.locator(".bw-puzzles").nth(1)
    # before the answer: nothing hidden, no marks, no verdict, anywhere
    for name in hidden_names(TABLE, "en"):
        assert name not in root.inner_text(), name
    wire = "".join(frames).replace('\\"', '"')
    assert '"frame"' in wire and '"marks"' not in wire and '"verdict"' not in wire
    for name in hidden_names(TABLE, "en"):
        assert f'"{name}"' not in wire and f"{name} " not in wire, name
    expect(page.locator(".bw-q-right, .bw-q-wrong, .bw-q-ok, .bw-q-feedback")).to_have_count(0)
    expect(root.locator(".bw-q-seat .bw-back").first).to_be_visible()  # hidden hands: backs
    shot(root, "puzzles-1-table-asking")
    # a right answer in English: Good, the winning line with seat names, trick by trick
    answer(root, sorted(TABLE.solution)[0])
    expect(root.locator(".bw-p-grade")).to_have_text("Good")
    expect(root.locator(".bw-q-feedback")).to_have_class(re.compile("bw-p-good"))
    expect(root.locator(".bw-p-line-title")).to_have_text("The winning line:")
    steps = root.locator(".bw-p-line li")
    expect(steps).to_have_count(TABLE.tricks_left)
    expect(steps.first).to_contain_text(re.compile(r"^Trick \d: Seat \d"))
    expect(steps.last).to_contain_text("with the 10")
    expect(root.locator(".bw-q-feedback")).to_contain_text("The idea:")
    step_through(root, TABLE.tricks_left)
    expect(root.locator(".bw-q-pick.bw-q-right").first).to_be_visible()
    root.locator("[data-key='replay']").click()  # still motion: back to the first trick
    expect(root).to_have_attribute("data-step", "0")
    shot(root, "puzzles-2-english-right")
    # a wrong answer in Arabic: the grade, the cost, the missed idea, the refutation
    wrong = min((c for c in OPEN.legal if c not in OPEN.solution), key=lambda c: (OPEN.loss(c), c))
    arabic.scroll_into_view_if_needed()
    answer(arabic, wrong)
    grade = arabic.locator(".bw-p-grade")
    expect(grade).to_have_text(re.compile("^(مقبول|مكلف)$"))
    feedback = arabic.locator(".bw-q-feedback")
    expect(feedback).to_contain_text("الفكرة التي فاتتك")
    expect(arabic.locator(".bw-p-line-title")).to_contain_text("ما يحدث بعد")
    expect(arabic.locator(".bw-p-line li").first).to_contain_text(
        re.compile("^الأكلة \\d: المقعد \\d")
    )
    expect(arabic.locator(".bw-q-seat b").first).to_contain_text("المقعد")
    step_through(arabic, OPEN.tricks_left)
    expect(arabic.locator(".bw-q-pick.bw-q-right").first).to_be_visible()
    shot(arabic, "puzzles-3-arabic-refutation")
    arabic.locator("[data-key='switch']").click()
    expect(arabic.locator(".bw-p-line-title")).to_have_text("اللعب الرابح:")
    expect(arabic).to_have_attribute("data-play", "1")
    shot(arabic, "puzzles-4-arabic-best-line")


def test_the_line_plays_out_by_itself(lab: LabSession) -> None:
    root = open_puzzles(lab, "play_out", cell(TABLE, "p"))
    answer(root, sorted(TABLE.solution)[0])
    expect(root).to_have_attribute("data-step", str(TABLE.tricks_left - 1), timeout=15000)
    expect(root.locator("[data-key='next-trick']")).to_be_disabled()
    root.locator("[data-key='replay']").click()
    expect(root).to_have_attribute("data-step", "0")


def test_keyboard_only(lab: LabSession) -> None:
    root = open_puzzles(lab, "keyboard", cell(OPEN, "p"))
    page = lab.page
    cells = page.locator(".jp-Notebook .jp-Cell").count()
    lab.cell_output(0).locator(".jp-OutputArea-output").first.click(position={"x": 2, "y": 2})
    for _ in range(30):
        page.keyboard.press("Tab")
        if page.evaluate(_FOCUS)["inside"]:
            break
    hand = root.locator(".bw-q-hand button")
    for _ in range(3):  # "Tricks played" (a summary that opens) comes first: Tab on
        if page.evaluate(_FOCUS)["key"]:
            break
        page.keyboard.press("Tab")
    assert page.evaluate(_FOCUS)["key"] == hand.first.get_attribute("data-key")
    target = f"card:{sorted(OPEN.solution)[0].code}"
    for _ in range(hand.count()):
        if page.evaluate(_FOCUS)["key"] == target:
            break
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-state", "done")
    expect(root.locator(".bw-p-grade")).to_have_text("Good")
    assert page.evaluate(_FOCUS)["inside"], "the focus stays in the widget (on the feedback)"
    assert page.locator(".jp-Notebook .jp-Cell").count() == cells, "no key reached JupyterLab"


def test_dark_theme_and_window_widths(lab: LabSession) -> None:
    root = open_puzzles(
        lab, "looks", cell(TABLE, "en_p"), cell(OPEN, "ar_p", "ar"),
        f"ar_p.answer({str(min(c for c in OPEN.legal if c not in OPEN.solution))!r})",
    )  # fmt: skip
    page = lab.page
    page.emulate_media(reduced_motion="reduce")
    arabic = page.locator(".bw-puzzles").nth(1)
    expect(arabic).to_have_attribute("data-state", "done")
    light = root.evaluate(LUMINANCE, "backgroundColor")
    with lab.dark_theme():
        dark = root.evaluate(LUMINANCE, "backgroundColor")
        ink = root.locator(".bw-q-prompt").evaluate(LUMINANCE, "color")
        assert light > 0.8 and dark < 0.3 and ink > 0.6, (light, dark, ink)
        shot(arabic, "puzzles-5-dark-arabic")
        shot(root, "puzzles-5-dark-english")
    for width in (800, 1400):
        at_width(width, root, arabic)
        arabic.scroll_into_view_if_needed()
        lab.screenshot(f"puzzles-6-arabic-{width}")
        root.scroll_into_view_if_needed()
        lab.screenshot(f"puzzles-7-english-{width}")


def test_the_practice_page_runs_in_jupyterlab(lab: LabSession) -> None:
    from _server import REPO_ROOT

    path = lab.server.copy_in(
        REPO_ROOT / "notebooks" / "ar" / "puzzles.ipynb", "demo/puzzles.ipynb"
    )
    lab.open_notebook(path)
    lab.run_all_cells()
    page = lab.page
    widgets = page.locator(".bw-puzzles")
    expect(widgets).to_have_count(10)
    expect(widgets.first).to_have_attribute("dir", "rtl")
    expect(widgets.first.locator(".bw-q-title")).to_have_text("اللغز 1 من 5")
    stderr = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    assert stderr.count() == 0
    from baloot_widgets.puzzles.session import PuzzleSession

    first = PuzzleSession(level=1, kind="open", count=5, seed=1, ratings=None).puzzle
    answer(widgets.first, sorted(first.solution)[0])
    expect(widgets.first.locator(".bw-p-grade")).to_have_text("جيد")
    shot(widgets.first, "puzzles-8-practice-page-arabic")


def test_wrong_in_english_right_in_arabic_in_the_dark(lab: LabSession) -> None:
    """The other half: a wrong answer in English (the refutation played out with seat
    names and what it cost) and a right one in Arabic, in the dark theme, at 800 and
    1400 px, nothing overlapping."""
    wrong = min((c for c in OPEN.legal if c not in OPEN.solution), key=lambda c: (OPEN.loss(c), c))
    root = open_puzzles(lab, "dark", cell(OPEN, "en_p"), cell(TABLE, "ar_p", "ar"))
    page = lab.page
    page.emulate_media(reduced_motion="reduce")
    arabic = page.locator(".bw-puzzles").nth(1)
    with lab.dark_theme():
        answer(root, wrong)
        feedback = root.locator(".bw-q-feedback")
        expect(root.locator(".bw-p-grade")).to_have_text(re.compile("^(OK|Costly)$"))
        expect(feedback).to_contain_text(f"{wrong}")
        expect(feedback).to_contain_text(f"costs {OPEN.loss(wrong)} Abnat")
        expect(feedback).to_contain_text("The idea you missed")
        expect(root.locator(".bw-p-line-title")).to_have_text(f"What follows {wrong}:")
        steps = root.locator(".bw-p-line li")
        expect(steps).to_have_count(OPEN.tricks_left)
        expect(steps.first).to_contain_text(re.compile(r"^Trick \d: Seat \d"))
        expect(steps.first).to_contain_text(f"(you) {wrong}")
        step_through(root, OPEN.tricks_left)
        expect(root.locator(".bw-q-pick.bw-q-wrong, .bw-q-pick.bw-q-ok").first).to_be_visible()
        ink = feedback.evaluate(LUMINANCE, "color")
        assert root.evaluate(LUMINANCE, "backgroundColor") < 0.3 and ink > 0.6, ink
        arabic.scroll_into_view_if_needed()
        answer(arabic, sorted(TABLE.solution)[0])
        expect(arabic.locator(".bw-p-grade")).to_have_text("جيد")
        expect(arabic.locator(".bw-p-line-title")).to_have_text("اللعب الرابح:")
        expect(arabic.locator(".bw-p-line li").first).to_contain_text(
            re.compile("^الأكلة \\d: المقعد \\d")
        )
        for width in (800, 1400):
            at_width(width, root, arabic)
            shot(root, f"puzzles-9-dark-english-wrong-{width}")
            shot(arabic, f"puzzles-9-dark-arabic-right-{width}")
