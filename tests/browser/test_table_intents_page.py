"""The table's intents in a real browser: each carries the seq of the frame it was chosen
on, and a fast double click acts once, also when the page's own guard cannot stop the
second click (two views of one table clicked together: only Python can tell that the
second click was made on a picture that no longer holds).  Screenshots go to
test-artifacts/screenshots/."""

from __future__ import annotations

from typing import TYPE_CHECKING

from _playwright import expect
from test_table import open_table, printed, shot

if TYPE_CHECKING:
    from _lab import LabSession

#: you (seat 0) speak first; after your Pass the bots answer and you may pass again
TABLE = """\
from baloot_widgets import Game, Table
t = Table(Game.new(seed=0, dealer=3), you=0, pace=0)
followed, refused = [], []
follow, refuse = t._follow, t._refuse
t._follow = lambda intent: (followed.append(intent), follow(intent))[1]
t._refuse = lambda why: (refused.append(str(why)), refuse(why))[1]
t
"""
#: what Python received (followed, refused, your passes so far, the first intent followed)
COUNTS = (
    "print(len(followed), len(refused), sum(str(a) == 'p0 pass' for a in t.game.history), "
    "*followed[:1])"
)
#: a second view of the same table (a teacher's projector, "New View for Output")
SECOND_VIEW = "t"

_BOTH_AT_ONCE = """(buttons) => { for (const b of buttons) b.click(); }"""


def counts(lab: LabSession, cell: int) -> tuple[int, int, int, str]:
    followed, refused, passes, *first = printed(lab, cell).strip().split(maxsplit=3)
    return int(followed), int(refused), int(passes), " ".join(first)


def test_a_fast_double_click_on_a_call_acts_once(lab: LabSession) -> None:
    root = open_table(lab, "double-pass", TABLE, COUNTS)
    assert counts(lab, 1) == (0, 0, 0, "")
    seq = root.get_attribute("data-seq")
    root.get_by_role("button", name="Pass", exact=True).dblclick()
    expect(root).not_to_have_attribute("data-seq", seq or "")
    lab.page.wait_for_timeout(500)  # a second intent, had it been sent, is answered by now
    followed, refused, passes, first = counts(lab, 1)
    assert (followed, refused, passes) == (1, 0, 1)
    assert first == f"{{'type': 'act', 'action': 'p0 pass', 'seq': {seq}}}", first
    expect(root.locator(".bw-message")).to_have_count(0)


def test_a_double_click_across_two_views_acts_once(lab: LabSession) -> None:
    """Both views send their Pass before Python answers either, with the same seq: the
    first acts, the second is refused with a sentence, and both views say so."""
    open_table(lab, "double-pass-two-views", TABLE, SECOND_VIEW, COUNTS)
    roots = lab.page.locator(".bw-root")
    expect(roots).to_have_count(2)
    first, second = roots.nth(0), roots.nth(1)
    seq = first.get_attribute("data-seq")
    assert second.get_attribute("data-seq") == seq
    passes = [r.get_by_role("button", name="Pass", exact=True) for r in (first, second)]
    handles = [p.element_handle() for p in passes]
    lab.page.evaluate(_BOTH_AT_ONCE, handles)
    for root in (first, second):
        expect(root).not_to_have_attribute("data-seq", seq or "")
        expect(root.locator(".bw-message")).to_contain_text(
            "That click was made on an earlier picture, so nothing was done"
        )
    assert counts(lab, 2)[:3] == (1, 1, 1), "one Pass, the other refused"
    shot(lab, second, "intents-two-views-one-pass")
    # the refusal changed nothing: a click on the new picture acts
    seq = first.get_attribute("data-seq")
    first.get_by_role("button", name="Pass", exact=True).click()
    expect(first).not_to_have_attribute("data-seq", seq or "")
    assert counts(lab, 2)[:3] == (2, 1, 2)


def test_the_refusal_reads_in_arabic_narrow_and_wide_light_and_dark(lab: LabSession) -> None:
    """The sentence of a refused click in an Arabic table, right to left, in both themes
    and at both widths (the screenshots are looked at)."""
    arabic = TABLE.replace("pace=0)", 'pace=0, lang="ar")')
    open_table(lab, "double-pass-arabic", arabic, SECOND_VIEW, COUNTS)
    roots = lab.page.locator(".bw-root")
    expect(roots).to_have_count(2)
    first, second = roots.nth(0), roots.nth(1)
    seq = first.get_attribute("data-seq")
    calls = [r.locator(".bw-actions button.bw-act").first for r in (first, second)]
    lab.page.evaluate(_BOTH_AT_ONCE, [c.element_handle() for c in calls])
    expect(second).not_to_have_attribute("data-seq", seq or "")
    note = second.locator(".bw-message")
    expect(note).to_have_text("تلك النقرة كانت على صورة سابقة، فلم يُنفَّذ شيء: وهذه هي الصورة الآن")
    assert second.get_attribute("dir") == "rtl"
    assert note.evaluate("(el) => getComputedStyle(el).direction") == "rtl"
    assert counts(lab, 2)[:3] == (1, 1, 1)
    for width in (800, 1400):
        lab.page.set_viewport_size({"width": width, "height": 900})
        box = note.bounding_box()
        panel = second.bounding_box()
        assert (
            box
            and panel
            and panel["x"] <= box["x"]
            and box["x"] + box["width"] <= (panel["x"] + panel["width"] + 1)
        ), (box, panel)
        shot(lab, second, f"intents-refused-ar-{width}-light")
        with lab.dark_theme():
            shot(lab, second, f"intents-refused-ar-{width}-dark")
