"""What the lessons 05-08 add to the page, in a real browser (JupyterLab, Playwright, Debian
chromium): the lesson pictures (projects_view, trick_view) with their captions, outlined
cards and tinted trumps, also below a Quiz; the "who buys?" exercise answered by clicking
in English and Arabic; a section of the cheat sheet readable in the dark theme.
Screenshots go to test-artifacts/screenshots/."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from _playwright import expect

from baloot_widgets import Contract, Game
from baloot_widgets.bots import HeuristicBot
from baloot_widgets.course import exercise_at, projects_view, trick_view
from baloot_widgets.quiz import exercise

if TYPE_CHECKING:
    from _lab import LabSession
    from playwright.sync_api import Locator

SETUP = 'from baloot_widgets.course import *\nLANG = "{lang}"'
HAND = '"KH QH JH 10H 8S 7S AD 9C"'
HOKUM = 'Contract(mode="hokum", trump="H")'
#: a Hokum hand by four heuristic bots: quick, and its tricks have trumps in them
PLAYED = (
    "game = Game.new(seed=8, dealer=0)\n"
    "moves = game.play_bots({s: HeuristicBot(seed=s) for s in range(4)})"
)
_BACKGROUND = "(el) => getComputedStyle(el).backgroundColor"
_OUTLINE = "(el) => getComputedStyle(el).outlineStyle"


def _played() -> Game:
    game = Game.new(seed=8, dealer=0)
    game.play_bots({s: HeuristicBot(seed=s) for s in range(4)})
    return game


def _views(lab: LabSession) -> Locator:
    return lab.page.locator(".bw-handview")


def test_lesson_pictures_outline_the_projects_and_tint_the_trumps_below_a_quiz(
    lab: LabSession,
) -> None:
    """A Quiz drawn before and a review board drawn after must not undo the HandView's
    trump tint (each widget brings the shared card style; the tint must win whatever order
    the styles arrive in)."""
    game = _played()
    view = projects_view(HAND.strip('"'), Contract(mode="hokum", trump="H"))
    trick = next(n for n in range(1, 9) if trick_view(game, n).trumps)
    shown = trick_view(game, trick)
    path = lab.write_notebook(
        "lessons/pictures.ipynb",
        SETUP.format(lang="en"),
        'Quiz(kinds=["projects"], seed=1, count=1, lang=LANG)',
        f"projects_view({HAND}, {HOKUM}, lang=LANG)",
        PLAYED,
        f"trick_view(game, {trick}, lang=LANG)",
        "ReviewBoard(review(game), lang=LANG)",
    )
    lab.open_notebook(path)
    lab.run_all_cells()
    expect(lab.page.locator(".bw-review")).to_be_visible()
    views = _views(lab)
    expect(views).to_have_count(2)
    hand, played = views.nth(0), views.nth(1)
    expect(hand.locator(".bw-caption")).to_have_text(view.caption)
    expect(hand.get_by_role("list")).to_have_attribute("aria-label", view.caption)
    expect(played.locator(".bw-caption")).to_have_text(shown.caption)
    cards = hand.locator(".bw-card")
    expect(cards).to_have_count(len(view.cards))
    plain = cards.nth(view.cards.index("8S"))
    trump = cards.nth(view.cards.index("10H"))
    assert trump.evaluate(_BACKGROUND) != plain.evaluate(_BACKGROUND), "trumps are tinted"
    assert cards.nth(view.cards.index("KH")).evaluate(_OUTLINE) == "solid", "KH is outlined"
    assert plain.evaluate(_OUTLINE) == "none"
    winner = played.locator(".bw-highlight")
    expect(winner).to_have_count(1)
    expect(winner).to_have_attribute("aria-label", re.compile(r"\w"))
    hand.scroll_into_view_if_needed()
    lab.screenshot("lesson-pictures-en")


def test_lesson_pictures_in_arabic_keep_cards_left_to_right(lab: LabSession) -> None:
    view = projects_view(HAND.strip('"'), Contract(mode="hokum", trump="H"), lang="ar")
    path = lab.write_notebook(
        "lessons/pictures-ar.ipynb",
        SETUP.format(lang="ar"),
        f"projects_view({HAND}, {HOKUM}, lang=LANG)",
    )
    lab.open_notebook(path)
    lab.run_all_cells()
    hand = _views(lab).first
    expect(hand).to_have_attribute("dir", "rtl")
    caption = hand.locator(".bw-caption")
    expect(caption).to_have_text(view.caption)
    expect(caption.locator("bdi[dir='ltr']", has_text="K♥")).to_have_text("K♥ Q♥ J♥ 10♥")
    lab.screenshot("lesson-pictures-ar")


def _buyer_quiz(lab: LabSession, lang: str) -> Locator:
    path = lab.write_notebook(
        f"lessons/buyer-{lang}.ipynb",
        SETUP.format(lang=lang),
        'q = Quiz(kinds=["buyer"], seed=2, level=2, count=2, lang=LANG)\nq',
    )
    lab.open_notebook(path)
    lab.run_all_cells()
    root = lab.page.locator(".bw-quiz").first
    expect(root).to_have_attribute("data-state", "asking")
    return root


def test_who_buys_is_answered_by_clicking_and_told_why(lab: LabSession) -> None:
    ex = exercise("buyer", seed=2000, level=2)
    root = _buyer_quiz(lab, "en")
    expect(root.locator(".bw-q-title")).to_have_text("Who buys?")
    rows = root.locator(".bw-q-sheet tr")
    expect(rows).to_have_count(1 + len(ex.board()["sheet"]["rows"]))
    expect(rows.first).to_have_text(re.compile(r"When\s*Who\s*Call"))
    choices = root.locator(".bw-q-input button")
    expect(choices).to_have_count(len(ex.choices))
    wrong = next(c.id for c in ex.choices if c.id != ex.solution)
    root.locator(f"[data-key='pick:{wrong}']").click()
    expect(root).to_have_attribute("data-state", "answered")
    feedback = root.locator(".bw-q-feedback p")
    expect(feedback.last).to_have_text(f"The answer: {ex.solution_text()}.")
    for reason in ex.check(wrong).reasons:
        expect(root.locator(".bw-q-feedback")).to_contain_text(reason)
    expect(root.locator(f"[data-key='pick:{ex.solution}']")).to_have_class(re.compile("bw-q-right"))
    lab.screenshot("lesson-buyer-quiz-en")


def test_who_buys_reads_right_to_left_in_arabic(lab: LabSession) -> None:
    ex = exercise("buyer", seed=2000, level=2, lang="ar")
    root = _buyer_quiz(lab, "ar")
    expect(root).to_have_attribute("dir", "rtl")
    expect(root.locator(".bw-q-title")).to_have_text("من المشتري؟")
    expect(root.locator(".bw-q-sheet th").first).to_have_text("متى")
    root.locator(f"[data-key='pick:{ex.solution}']").click()
    expect(root.locator(".bw-q-verdict")).to_have_text("صحيح!")
    lab.screenshot("lesson-buyer-quiz-ar")


def test_a_cheat_sheet_section_reads_in_the_dark_theme(lab: LabSession) -> None:
    """The theme is a setting of the shared server: it is put back to light afterwards."""
    path = lab.write_notebook(
        "lessons/cheat.ipynb", SETUP.format(lang="en"), 'cheat_sheet("projects", lang=LANG)'
    )
    lab.open_notebook(path)
    page = lab.page
    change = "async (t) => window.jupyterapp.commands.execute('apputils:change-theme', {theme: t})"
    page.evaluate(change, "JupyterLab Dark")
    try:
        expect(page.locator("body[data-jp-theme-light='false']")).to_have_count(1)
        lab.run_all_cells()
        sheet = page.locator(".bw-cheat.bw-one")
        expect(sheet.locator("td").first).to_be_visible()
        expect(sheet).to_contain_text("Four Hundred")
        ink = sheet.evaluate("(el) => getComputedStyle(el).color")
        channels = [int(x) for x in re.findall(r"\d+", ink)[:3]]
        assert sum(channels) > 3 * 150, f"light text on the dark theme, not {ink}"
        box = sheet.bounding_box()
        assert box is not None and box["width"] < 800, "one section, one column"
        lab.screenshot("lesson-cheat-sheet-dark")
    finally:
        page.evaluate(change, "JupyterLab Light")
        expect(page.locator("body[data-jp-theme-light='true']")).to_have_count(1)


def test_a_moment_of_a_hand_is_an_exercise_on_the_page(lab: LabSession) -> None:
    game = _played()
    ex = exercise_at(game, "trick_winner", trick=1)
    path = lab.write_notebook(
        "lessons/moment.ipynb",
        SETUP.format(lang="en"),
        PLAYED,
        'Quiz(exercises=[exercise_at(game, "trick_winner", trick=1)], lang=LANG)',
    )
    lab.open_notebook(path)
    lab.run_all_cells()
    root = lab.page.locator(".bw-quiz").first
    expect(root).to_have_attribute("data-kind", "trick_winner")
    expect(root.locator(".bw-q-prompt")).to_have_text(ex.prompt)
    root.locator(f"[data-key='pick:{ex.solution}']").click()
    expect(root.locator(".bw-q-verdict")).to_have_text("Right!")
