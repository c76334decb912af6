"""The Quiz widget in a real browser (JupyterLab, Playwright, Debian chromium): a learner
answers right and wrong by clicking and by the keyboard alone, in English and Arabic; the
score updates; nothing on the page or on the wire holds the solution before the answer;
the dark theme and a narrow window work.  Screenshots go to test-artifacts/screenshots/."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from _playwright import LUMINANCE, expect

from baloot_widgets import CardSet
from baloot_widgets.quiz import Exercise, exercise

if TYPE_CHECKING:
    from _lab import LabSession
    from playwright.sync_api import Locator, Page

_FOCUS = """() => {
  const a = document.activeElement;
  return {
    key: (a && a.dataset && a.dataset.key) || '',
    pressed: a ? a.getAttribute('aria-pressed') : null,
    inside: Boolean(a && a.closest && a.closest('.bw-quiz')),
    tag: a ? a.tagName : '',
  };
}"""


def quiz_cell(kinds: list[str], *, seed: int, level: int, count: int, lang: str = "en") -> str:
    return (
        "from baloot_widgets import Quiz\n"
        f"q = Quiz(kinds={kinds!r}, seed={seed}, level={level}, count={count}, lang={lang!r})\nq"
    )


def open_quiz(lab: LabSession, name: str, *cells: str, state: str = "asking") -> Locator:
    """Write a notebook, run it, and return the first quiz's root once it is drawn."""
    path = lab.write_notebook(f"quiz/{name}.ipynb", *cells)
    lab.open_notebook(path)
    lab.run_all_cells()
    root = lab.page.locator(".bw-quiz").first
    expect(root).to_have_attribute("data-state", state)
    return root


def the_exercise(kinds: list[str], seed: int, level: int, i: int) -> Exercise:
    """The exercise the quiz shows at index ``i``, made again here (it is seeded)."""
    return exercise(kinds[i % len(kinds)], seed=seed * 1000 + i, level=level)


def wrong(ex: Exercise) -> Any:
    """A readable wrong answer, in the form the page would give it."""
    s, kind = ex.solution, ex.answer_type
    if kind == "cards":
        return list(CardSet(ex.args["hand"]))
    if kind == "card":
        right = ex.marks(s)["cards"]
        cards = (ex.board().get("hand") or ex.board()["row"])["cards"]
        return next(c for c in cards if c not in right)
    if kind in ("seat", "team"):
        return (s + 1) % (4 if kind == "seat" else 2)
    if kind == "choice":
        said = s if isinstance(s, str) else "+".join(s) or "none"
        return next(c.id for c in ex.choices if c.id != said)
    if kind == "calls":
        return [c.id for c in ex.choices]
    if kind == "points":
        return (s[0] + 1, s[1])
    return s + 1


def ids(ex: Exercise, value: Any) -> list[str]:
    """The data-key ids of the buttons that give ``value``."""
    kind = ex.answer_type
    if kind == "cards":
        return [c.code for c in CardSet(value)]
    if kind == "card":
        return [value if isinstance(value, str) else value.code]
    if kind == "choice":
        return [value if isinstance(value, str) else "+".join(value) or "none"]
    if kind == "calls":
        return list(value)
    return [str(value)]


def click_answer(root: Locator, ex: Exercise, value: Any) -> None:
    """Answer by clicking (and typing numbers), then wait for Python's answer."""
    seq = root.get_attribute("data-seq")
    if ex.answer_type in ("number", "points"):
        values = [value] if ex.answer_type == "number" else list(value)
        for field, v in zip(root.locator(".bw-q-field").all(), values, strict=True):
            field.fill(str(v))
        root.locator("[data-key='check']").click()
    else:
        for key in ids(ex, value):
            root.locator(f"[data-key='pick:{key}']").click()
        if ex.answer_type in ("cards", "calls"):
            root.locator("[data-key='check']").click()
    expect(root).not_to_have_attribute("data-seq", seq or "")
    expect(root).not_to_have_attribute("data-state", "asking")


def no_solution_on_the_page(page: Page, root: Locator) -> None:
    expect(root.locator(".bw-q-right, .bw-q-wrong, .bw-q-missed")).to_have_count(0)
    expect(root.locator(".bw-q-feedback p")).to_have_count(0)
    content = page.content()
    at = content.find("The answer")
    assert at < 0 and "الجواب" not in content, content[max(0, at - 300) : at + 100]


def test_answers_right_and_wrong_by_clicking(lab: LabSession) -> None:
    kinds = ["legal_cards", "trick_winner", "projects", "score", "calls", "best_card",
             "higher_card", "abnat", "project_winner", "priority", "partner", "dealt_to"]  # fmt: skip
    frames: list[str] = []
    lab.page.on(
        "websocket", lambda ws: ws.on("framereceived", lambda data: frames.append(str(data)))
    )
    root = open_quiz(lab, "click", quiz_cell(kinds, seed=3, level=2, count=len(kinds)),
                     "print(q.score, [r['correct'] for r in q.results()])")  # fmt: skip
    page = lab.page
    expect(root.locator(".bw-q-title")).to_have_text("Which cards may be played?")
    right = start = 0
    for i, kind in enumerate(kinds):
        ex = the_exercise(kinds, 3, 2, i)
        expect(root).to_have_attribute("data-kind", kind)
        no_solution_on_the_page(page, root)
        told = f"The answer: {ex.solution_text()}."
        wire = "".join(frames[start:])  # what came since the last answer was shown
        assert told not in wire and '\\"marks\\":' not in wire and '"marks":' not in wire
        if i == 0:
            assert '\\"frame\\"' in wire or '"frame"' in wire, "the capture sees the synced state"
            lab.screenshot("quiz-1-asking")
        good = i % 2 == 0
        click_answer(root, ex, ex.solution if good else wrong(ex))
        right += good
        verdict = root.locator(".bw-q-verdict")
        expect(verdict).to_have_text("Right!" if good else re.compile(r"^Not quite: you answered"))
        expect(root.locator(".bw-q-score")).to_have_text(f"Score: {right} of {i + 1}")
        if good:
            expect(root.locator(".bw-q-feedback")).to_have_class(re.compile("bw-q-good"))
        else:
            told_by = root.locator(".bw-q-feedback p:not(.bw-q-summary)").last  # the summary ends
            expect(told_by).to_have_text(f"The answer: {ex.solution_text()}.")
            if ex.answer_type not in ("number", "points"):  # the right answer is marked
                expect(root.locator(".bw-q-right, .bw-q-missed").first).to_be_visible()
        if i == 1:
            lab.screenshot("quiz-2-wrong-answer")
        start = len(frames)
        if i < len(kinds) - 1:
            next_button = root.locator("[data-key='next']")
            expect(next_button).to_be_focused()
            next_button.click()
    expect(root).to_have_attribute("data-state", "done")
    expect(root.locator(".bw-q-summary")).to_have_text(f"Done! {right} right out of {len(kinds)}.")
    lab.run_cell(1)
    expected = [i % 2 == 0 for i in range(len(kinds))]
    expect(lab.cell_output(1)).to_contain_text(f"({right}, {len(kinds)}) {expected}")
    assert '"marks":' in "".join(frames).replace('\\"', '"')  # the capture saw the answers


def tab_into(lab: LabSession, cell: int) -> None:
    """Enter the widget as a keyboard user does: click the output's corner, press Tab."""
    page = lab.page
    lab.cell_output(cell).locator(".jp-OutputArea-output").first.click(position={"x": 2, "y": 2})
    for _ in range(30):
        page.keyboard.press("Tab")
        if page.evaluate(_FOCUS)["inside"]:
            return
    raise AssertionError("thirty Tab presses never reached the quiz")


def key_answer(lab: LabSession, root: Locator, ex: Exercise, value: Any, forward: str) -> None:
    """Answer with the keyboard only: ``forward`` is the arrow to the next button."""
    page = lab.page
    seq = root.get_attribute("data-seq")
    if ex.answer_type in ("number", "points"):
        values = [value] if ex.answer_type == "number" else list(value)
        for k, v in enumerate(values):
            assert page.evaluate(_FOCUS)["tag"] == "INPUT"
            page.keyboard.type(str(v))
            if k < len(values) - 1:
                page.keyboard.press("Tab")
        page.keyboard.press("Enter")
    else:
        wanted = {f"pick:{k}" for k in ids(ex, value)}
        buttons = root.locator(".bw-q-input button").count()
        for _ in range(buttons):
            focus = page.evaluate(_FOCUS)
            if focus["key"] in wanted:
                if ex.answer_type not in ("cards", "calls"):
                    page.keyboard.press("Enter")
                    break
                if focus["pressed"] != "true":
                    page.keyboard.press("Space")
            page.keyboard.press(forward)
        if ex.answer_type in ("cards", "calls"):
            page.keyboard.press("Enter")
    expect(root).not_to_have_attribute("data-seq", seq or "")
    expect(root).not_to_have_attribute("data-state", "asking")


def test_keyboard_only_in_arabic(lab: LabSession) -> None:
    kinds = ["legal_cards", "trick_winner", "score", "calls", "dealt_to"]  # a seat by a button
    root = open_quiz(lab, "keyboard", quiz_cell(kinds, seed=5, level=1, count=5, lang="ar"))
    page = lab.page
    expect(root).to_have_attribute("dir", "rtl")
    assert re.search("[\u0600-\u06ff]", root.locator(".bw-q-prompt").inner_text())
    cells = page.locator(".jp-Notebook .jp-Cell").count()
    tab_into(lab, 0)
    hand = root.locator(".bw-q-hand button")
    assert page.evaluate(_FOCUS)["key"] == hand.first.get_attribute("data-key")
    page.keyboard.press("ArrowLeft")  # right to left: the left arrow goes to the next card
    assert page.evaluate(_FOCUS)["key"] == hand.nth(1).get_attribute("data-key")
    page.keyboard.press("ArrowRight")
    right = 0
    for i in range(len(kinds)):
        ex = the_exercise(kinds, 5, 1, i).in_lang("ar")
        good = i in (0, 2)
        key_answer(lab, root, ex, ex.solution if good else wrong(ex), "ArrowLeft")
        right += good
        expect(root.locator(".bw-q-verdict")).to_have_text("صحيح!" if good else re.compile("^خطأ"))
        expect(root.locator(".bw-q-score")).to_have_text(f"النتيجة: {right} من {i + 1}")
        if i == 1:
            lab.screenshot("quiz-3-arabic-keyboard")
        if i < len(kinds) - 1:
            assert page.evaluate(_FOCUS)["key"] == "next"
            page.keyboard.press("Enter")
            expect(root).to_have_attribute("data-n", str(i + 2))
            assert page.evaluate(_FOCUS)["inside"], "the focus stays in the quiz"
    expect(root).to_have_attribute("data-state", "done")
    assert page.locator(".jp-Notebook .jp-Cell").count() == cells, "no key reached JupyterLab"


def test_dark_theme_and_window_widths(lab: LabSession) -> None:
    root = open_quiz(
        lab,
        "looks",
        quiz_cell(["legal_cards"], seed=8, level=3, count=2),
        "q.answer(q.exercise.args['hand'])",
        quiz_cell(["calls"], seed=8, level=2, count=2, lang="ar")
        .replace("q =", "a =")
        .replace("\nq", "\na"),
        state="answered",
    )
    page = lab.page
    arabic = page.locator(".bw-quiz").nth(1)
    change = "async (t) => window.jupyterapp.commands.execute('apputils:change-theme', {theme: t})"
    light = root.evaluate(LUMINANCE, "backgroundColor")
    page.evaluate(change, "JupyterLab Dark")
    try:
        expect(page.locator("body[data-jp-theme-light='false']")).to_have_count(1)
        page.wait_for_timeout(400)
        dark = root.evaluate(LUMINANCE, "backgroundColor")
        ink = root.locator(".bw-q-prompt").evaluate(LUMINANCE, "color")
        assert light > 0.8 and dark < 0.3 and ink > 0.6, (light, dark, ink)
        root.scroll_into_view_if_needed()
        lab.screenshot("quiz-4-dark")
        arabic.scroll_into_view_if_needed()
        lab.screenshot("quiz-5-dark-arabic")
    finally:
        page.evaluate(change, "JupyterLab Light")
        expect(page.locator("body[data-jp-theme-light='true']")).to_have_count(1)
    for width in (800, 1400):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        for quiz in (root, arabic):
            fits = quiz.evaluate("(el) => el.scrollWidth <= el.clientWidth + 1")
            assert fits, f"the quiz overflows at {width} px"
            box = quiz.locator(".bw-q-felt").bounding_box()
            outer = quiz.bounding_box()
            assert box and outer and box["x"] >= outer["x"] and box["width"] <= outer["width"]
        arabic.scroll_into_view_if_needed()
        lab.screenshot(f"quiz-6-arabic-{width}")
        root.scroll_into_view_if_needed()
        lab.screenshot(f"quiz-7-english-{width}")


def test_the_demo_notebook_runs_in_jupyterlab(lab: LabSession) -> None:
    from _server import REPO_ROOT

    path = lab.server.copy_in(REPO_ROOT / "notebooks" / "quiz.ipynb", "demo/quiz.ipynb")
    lab.open_notebook(path)
    lab.run_all_cells()
    page = lab.page
    quizzes = page.locator(".bw-quiz")
    expect(quizzes).to_have_count(3)  # the quiz answered from Python is not shown
    expect(quizzes.nth(1)).to_have_attribute("dir", "rtl")
    expect(quizzes.nth(2).locator(".bw-q-title")).to_have_text("Which cards may be played?")
    stderr = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    assert stderr.count() == 0
    quizzes.first.scroll_into_view_if_needed()
    lab.screenshot("quiz-8-demo-notebook")
