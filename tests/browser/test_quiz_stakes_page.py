"""The exercises of lessons 09, 10 and 13 in a real browser (JupyterLab, Playwright, Debian
chromium): what is a doubled hand worth (``stake``), may a Sun be doubled (``sun_double``),
is a card a foul (``foul``), what does a Qayd score (``qayd_score``), who has won the match
(``match_end``).  Each draws what its question needs (the doubling calls on the felt, the
card just played and the hand it came from, the score sheets), is answered by clicking,
typing and the keyboard, says why a wrong answer is wrong, and keeps its card backs inside
the felt beside a Table, in Arabic, in the dark theme, at 800 and 1400 px."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from _playwright import LUMINANCE, expect

from baloot_widgets.quiz import Exercise, exercise

if TYPE_CHECKING:
    from _lab import LabSession
    from playwright.sync_api import Locator

KINDS = ["stake", "sun_double", "foul", "qayd_score", "match_end"]
SEED, LEVEL = 5, 3
TITLES = {
    "stake": "What is the hand worth?",
    "sun_double": "May they double the Sun?",
    "foul": "A foul?",
    "qayd_score": "Score the Qayd",
    "match_end": "Who has won the match?",
}
_INSIDE = """(felt) => [...felt.querySelectorAll('.bw-fan')].every((fan) => {
  const f = fan.getBoundingClientRect(), box = felt.getBoundingClientRect();
  return f.left >= box.left - 1 && f.right <= box.right + 1;
})"""


def cell(lang: str = "en") -> str:
    return (
        "from baloot_widgets import Quiz\n"
        f"q = Quiz(kinds={KINDS!r}, seed={SEED}, level={LEVEL}, count={len(KINDS)}, "
        f"lang={lang!r})\nq"
    )


def shown(i: int, lang: str = "en") -> Exercise:
    """The exercise the quiz shows at index ``i`` (it is seeded)."""
    return exercise(KINDS[i], seed=SEED * 1000 + i, level=LEVEL, lang=lang)


def check_board(root: Locator, ex: Exercise) -> None:
    """The picture holds what the question needs, and nothing gives the answer away."""
    board = ex.board()
    if ex.kind == "stake":  # what each seat said in the doubling, in speech bubbles
        said = [s["calls"] for s in board["felt"]["seats"] if s["calls"]]
        expect(root.locator(".bw-q-calls")).to_have_text(said)
        expect(root.locator(".bw-q-felt .bw-fan")).to_have_count(4)
    if ex.kind == "foul":  # the trick with the card played, and the hand it came from
        expect(root.locator(".bw-q-felt .bw-q-slot")).to_have_count(len(board["felt"]["trick"]))
        expect(root.locator(".bw-q-hand .bw-card")).to_have_count(len(board["hand"]["cards"]))
    if "sheet" in board:
        expect(root.locator(".bw-q-sheet tr")).to_have_count(1 + len(board["sheet"]["rows"]))
    if ex.answer_type == "choice":
        expect(root.locator(".bw-q-choices button")).to_have_count(len(ex.choices))
    content = root.inner_text()
    assert ex.solution_text() not in content or ex.answer_type == "choice", ex.kind
    expect(root.locator(".bw-q-right, .bw-q-wrong, .bw-q-feedback p")).to_have_count(0)


def wrong(ex: Exercise) -> object:
    if ex.answer_type == "points":
        return (ex.solution[0] + 1, ex.solution[1])
    return next(c.id for c in ex.choices if c.id != ex.solution)


def answer(root: Locator, ex: Exercise, value: object) -> None:
    seq = root.get_attribute("data-seq")
    if ex.answer_type == "points":
        assert isinstance(value, tuple)
        for field, v in zip(root.locator(".bw-q-field").all(), value, strict=True):
            field.fill(str(v))
        root.locator("[data-key='check']").click()
    else:
        root.locator(f"[data-key='pick:{value}']").click()
    expect(root).not_to_have_attribute("data-seq", seq or "")
    expect(root).not_to_have_attribute("data-state", "asking")


def test_each_kind_draws_its_question_and_says_why(lab: LabSession) -> None:
    path = lab.write_notebook("stakes/click.ipynb", cell())
    lab.open_notebook(path)
    lab.run_all_cells()
    root = lab.page.locator(".bw-quiz").first
    right = 0
    for i, kind in enumerate(KINDS):
        ex = shown(i)
        expect(root).to_have_attribute("data-kind", kind)
        expect(root.locator(".bw-q-title")).to_have_text(TITLES[kind])
        expect(root.locator(".bw-q-prompt")).to_have_text(ex.prompt)
        check_board(root, ex)
        good = i % 2 == 1
        value = ex.solution if good else wrong(ex)
        answer(root, ex, value)
        right += good
        lines = root.locator(".bw-q-feedback p:not(.bw-q-summary)")
        if good:
            expect(lines.first).to_have_text("Right!")
        else:  # the engine's reasons, then the answer
            told = ex.check(value)
            expect(lines).to_have_text(told.text.split("\n"))
            expect(lines.last).to_have_text(f"The answer: {ex.solution_text()}.")
            if ex.answer_type == "choice":
                expect(root.locator(f"[data-key='pick:{ex.solution}']")).to_have_class(
                    re.compile("bw-q-right")
                )
                expect(root.locator(f"[data-key='pick:{value}']")).to_have_class(
                    re.compile("bw-q-wrong")
                )
        root.scroll_into_view_if_needed()
        lab.screenshot(f"stakes-{i + 1}-{kind}")
        if i < len(KINDS) - 1:
            root.locator("[data-key='next']").click()
    expect(root.locator(".bw-q-summary")).to_have_text(f"Done! {right} right out of {len(KINDS)}.")


def test_keyboard_arabic_dark_and_widths_beside_a_table(lab: LabSession) -> None:
    table = "from baloot_widgets import Table\nTable(seed=3, you=0)"  # its CSS comes after
    path = lab.write_notebook("stakes/looks.ipynb", cell("ar"), table)
    lab.open_notebook(path)
    lab.run_all_cells()
    page = lab.page
    root = page.locator(".bw-quiz").first
    expect(root).to_have_attribute("data-state", "asking")
    expect(root).to_have_attribute("dir", "rtl")
    ex = shown(0, "ar")
    expect(root.locator(".bw-q-prompt")).to_have_text(ex.prompt)
    # the keyboard: the first choice, the left arrow to the next one (right to left), Enter
    first = root.locator(".bw-q-choices button").first
    first.focus()
    page.keyboard.press("ArrowLeft")
    second = root.locator(".bw-q-choices button").nth(1)
    expect(second).to_be_focused()
    page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-state", "answered")
    picked = ex.choices[1].id
    verdict = "صحيح!" if picked == ex.solution else re.compile("^خطأ")
    expect(root.locator(".bw-q-verdict")).to_have_text(verdict)
    expect(root.locator("[data-key='next']")).to_be_focused()
    felt = root.locator(".bw-q-felt")
    with lab.dark_theme():
        assert root.evaluate(LUMINANCE, "backgroundColor") < 0.3
        assert root.locator(".bw-q-prompt").evaluate(LUMINANCE, "color") > 0.6
        root.scroll_into_view_if_needed()
        lab.screenshot("stakes-6-arabic-dark")
    for width in (800, 1400):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        assert root.evaluate("(el) => el.scrollWidth <= el.clientWidth + 1"), width
        assert felt.evaluate(_INSIDE), f"a fan of card backs leaves the felt at {width} px"
        root.scroll_into_view_if_needed()
        lab.screenshot(f"stakes-7-arabic-{width}")
