"""The Arabic course's words on the page (docs/glossary.md, "How the Arabic course writes"):
the seats by priority are الأول … الرابع (الموزّع) on the quiz's buttons, confirming a Hokum
is ثبّت الحكم / حوّل إلى صن, and the Akka call reads «إكّه» on the table; every one fits its
button, in the light and the dark theme, 800 and 1400 pixels wide.  Screenshots go to
test-artifacts/screenshots/."""

from __future__ import annotations

import itertools
import re
from typing import TYPE_CHECKING

from _playwright import expect
from test_quiz_page import open_quiz, quiz_cell
from test_table import FIND_POSITION, open_table, shot

if TYPE_CHECKING:
    from _lab import LabSession
    from playwright.sync_api import Locator

#: a button whose text is cut or spills out of it
_CLIPPED = (
    """(el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1"""
)

ARABIC_TABLES = (
    FIND_POSITION
    + """
def my_confirm(game):
    return game.state.phase.value == "confirm" and game.state.to_move == 0


def my_akka_lead(game):
    return my_card_turn(game) and any(a.seat == 0 and " akka" in str(a) for a in game.legal_actions())


confirm = Table(position(RuleSet(), my_confirm), you=0, pace=0, lang="ar")
akka = Table(position(RuleSet(), my_akka_lead), you=0, pace=0, lang="ar")
display(confirm)
display(akka)
"""
)


def fits(buttons: Locator) -> list[str]:
    """The texts of the visible buttons of ``buttons`` whose text does not fit."""
    return [b.inner_text() for b in buttons.all() if b.is_visible() and b.evaluate(_CLIPPED)]


def at_each_look(lab: LabSession, root: Locator, name: str, buttons: str) -> None:
    """At 800 and 1400 pixels, light and dark: the buttons fit, and a screenshot."""
    page = lab.page
    for width in (800, 1400):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        assert fits(root.locator(buttons)) == [], f"{name}: clipped at {width} px"
        shot(lab, root, f"arabic-words-{name}-{width}")
        with lab.dark_theme():
            assert fits(root.locator(buttons)) == [], f"{name}: clipped at {width} px, dark"
            shot(lab, root, f"arabic-words-{name}-{width}-dark")


def test_the_priority_quiz_names_the_seats_in_arabic_words(lab: LabSession) -> None:
    root = open_quiz(
        lab, "priority-ar", quiz_cell(["priority"], seed=4, level=1, count=1, lang="ar")
    )
    choices = root.locator(".bw-q-choice")
    expect(choices).to_have_text(["الأول", "الثاني", "الثالث", "الرابع (الموزّع)"])
    prompt = root.locator(".bw-q-prompt").inner_text()
    assert "الأول أم الثاني أم الثالث أم الرابع" in prompt and not re.search(r"P\d", prompt)
    boxes = [b.bounding_box() for b in choices.all()]
    assert all(boxes)
    for a, b in itertools.pairwise(boxes):  # right to left: each button left of the one before
        assert a and b and (a["x"] >= b["x"] + b["width"] - 1 or a["y"] != b["y"]), (a, b)
    at_each_look(lab, root, "priority", ".bw-q-choice")
    choices.first.click()
    expect(root).to_have_attribute("data-state", re.compile("answered|done"))
    said = root.locator(".bw-q-feedback").inner_text()
    assert "الموزّع" in said and not re.search(r"P\d", said), said
    shot(lab, root, "arabic-words-priority-answered")


def test_confirming_a_hokum_and_the_akka_call_read_as_saudi_players_say_them(
    lab: LabSession,
) -> None:
    open_table(lab, "arabic-words", ARABIC_TABLES)
    confirm, akka = lab.page.locator(".bw-root").nth(0), lab.page.locator(".bw-root").nth(1)
    calls = confirm.locator(".bw-actions button.bw-act")
    expect(calls.filter(has_text="ثبّت الحكم")).to_have_count(1)
    expect(calls.filter(has_text="حوّل إلى صن")).to_have_count(1)
    at_each_look(lab, confirm, "confirm", ".bw-actions button")
    button = akka.locator(".bw-actions button[data-key='akka']")
    expect(button).to_have_text("إكّه")
    button.click()
    expect(button).to_have_text("«إكّه»: اختر الورقة")
    expect(button).to_have_attribute("aria-pressed", "true")
    at_each_look(lab, akka, "akka", ".bw-actions button")
