"""The teacher's guide's lesson plans as JupyterLab shows them (issue 23): the built guide,
as staged in git, opened in JupyterLab; lesson 04's plan is found by its heading, its parts
are there in bold, the Arabic plan runs right to left with its cards left to right, and
the plan fits the page 800 and 1400 pixels wide, in the light and the dark theme.
Screenshots go to test-artifacts/screenshots/."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import committed
import pytest
from _playwright import expect

if TYPE_CHECKING:
    from _lab import LabSession

GUIDES = {"en": "notebooks/teachers_guide.ipynb", "ar": "notebooks/ar/teachers_guide.ipynb"}
HEADING = {"en": "04 · Trick play", "ar": "04 · اللعب"}
PARTS = {
    "en": ("Goal.", "Time.", "Agenda", "Period 1", "Warm-up", "With a pack of cards.", "Common mistakes", "Discussion.", "Exit ticket"),
    "ar": ("الهدف.", "الوقت.", "جدول الحصة", "الحصة 1", "التمهيد", "بورق لعب حقيقي.", "أخطاء شائعة", "للنقاش.", "بطاقة الخروج"),
}  # fmt: skip
#: what the plan's box shows: its direction, whether it overflows, the bold labels, and the
#: direction of its cards (and what they hold)
_LOOK = """(el) => ({
  direction: getComputedStyle(el).direction,
  overflows: el.scrollWidth > el.clientWidth + 1,
  bold: Array.from(el.querySelectorAll('strong')).map((s) => s.textContent.trim()),
  cards: Array.from(el.querySelectorAll('bdi')).map((b) => getComputedStyle(b).direction),
  kept: Array.from(el.querySelectorAll('bdi')).map((b) => b.textContent),
  width: el.getBoundingClientRect().width,
})"""


def _plan(lab: LabSession, lang: str) -> object:
    guide = json.loads((committed.tree() / GUIDES[lang]).read_text(encoding="utf-8"))
    path = lab.add_notebook(guide, f"plans-{lang}/{GUIDES[lang].rsplit('/', 1)[1]}")
    lab.open_notebook(path)
    heading = lab.page.locator(".jp-OutputArea-output h3", has_text=HEADING[lang])
    expect(heading).to_have_count(1)
    heading.scroll_into_view_if_needed()
    return heading.locator("xpath=ancestor::div[contains(@class,'jp-RenderedMarkdown')][1]")


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_lesson_plan_reads_well_narrow_and_wide(lab: LabSession, lang: str) -> None:
    plan = _plan(lab, lang)
    for width in (800, 1400):
        lab.page.set_viewport_size({"width": width, "height": 1300})
        lab.page.wait_for_timeout(300)
        box = plan.locator("xpath=./div").first if lang == "ar" else plan  # type: ignore[attr-defined]
        look = box.evaluate(_LOOK)
        assert look["direction"] == ("rtl" if lang == "ar" else "ltr"), look
        assert not look["overflows"], (width, look)
        for part in PARTS[lang]:
            assert any(label.startswith(part) for label in look["bold"]), (part, look["bold"])
        if lang == "ar":
            assert look["cards"] and set(look["cards"]) == {"ltr"}, look["cards"]
            # a run of ranks and the solutions' numbers keep their order too
            assert {"J 9 A 10 K Q 8 7", "7.1–7.4", "J♥"} <= set(look["kept"]), look["kept"]
            # the agenda's minutes read from the bell, each range left to right
            assert {"0–5", "5–10", "10–36", "36–41"} <= set(look["kept"]), look["kept"]
        heading = plan.locator("h3").first  # type: ignore[attr-defined]
        heading.evaluate("(h) => h.scrollIntoView({block: 'start'})")
        lab.screenshot(f"lesson-plan-04-{lang}-{width}")
        with lab.dark_theme():
            heading.evaluate("(h) => h.scrollIntoView({block: 'start'})")
            lab.screenshot(f"lesson-plan-04-{lang}-{width}-dark")
