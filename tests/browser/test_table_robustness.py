"""The table in a real browser, where it used to go wrong: Arabic sentences with cards, a
bot that fails, a double click, the bidding animation, the score sheet's open lines, and a
frame the page does not know.  Screenshots go to test-artifacts/screenshots/."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from _playwright import expect
from test_table import FIND_POSITION, open_table, printed, shot, status

if TYPE_CHECKING:
    from _lab import LabSession
    from playwright.sync_api import Locator

#: a cell with a finished hand whose score sheet shows a project with its cards (Sira)
FINISHED_HAND = """\
from baloot_widgets import Game, Table
from baloot_widgets.bots import RandomBot

game = Game.new(seed=0, dealer=0)
players = {s: RandomBot(seed=s) for s in range(4)}
while not game.is_over:
    seat = game.state.to_move
    game.act(players[seat].choose(game.view(seat), [a for a in game.legal_actions() if a.seat == seat]))
done = Table(game, you=0, pace=0, lang="ar")
done
"""

#: the left-to-right order of what a <bdi> shows: x of its first and last character
_EDGES = """(bdi) => {
  const text = bdi.firstChild;
  const range = document.createRange();
  const x = (i) => { range.setStart(text, i); range.setEnd(text, i + 1);
                     return range.getBoundingClientRect().left; };
  return { text: text.textContent, first: x(0), last: x(text.textContent.length - 1),
           dir: getComputedStyle(bdi).direction };
}"""

#: true once the theme's stylesheet applies: the table's ink is light (on a dark page)
_DARK_INK = """(el) => {
  const [r, g, b] = getComputedStyle(el).color.match(/[\\d.]+/g).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 150;
}"""

_CARD_RUN = re.compile(r"^(10|[7-9JQKA])[♠♥♦♣]( (10|[7-9JQKA])[♠♥♦♣])*$")


def test_arabic_sentences_keep_cards_and_numbers_in_order(lab: LabSession) -> None:
    root = open_table(
        lab,
        "arabic-bidi",
        FINISHED_HAND,
        FIND_POSITION
        + '\nillegal = Table(position(RuleSet(), illegal_card_turn), you=0, pace=0, lang="ar")\n'
        "illegal",
        "print(done.hint())",
    )
    done = lab.page.locator(".bw-root").first
    expect(done).to_have_attribute("dir", "rtl")
    line = done.locator(".bw-sheet-hand li", has_text="(")
    expect(line).to_have_count(1)
    # the line's isolated runs: a team's seats ("0·2") and the cards of a project
    cards = line.locator("bdi[dir='ltr']", has_text=re.compile("[♠♥♦♣]")).first
    run = cards.inner_text()
    assert _CARD_RUN.match(run), run
    edges: dict[str, Any] = cards.evaluate(_EDGES)
    assert edges["dir"] == "ltr" and edges["first"] < edges["last"], (
        edges
    )  # rank first, on the left
    plus = line.locator("bdi", has_text=re.compile(r"^\+\d+$"))
    expect(plus).to_have_count(1)
    sign: dict[str, Any] = plus.evaluate(_EDGES)
    assert sign["first"] < sign["last"], "'+4' reads +4, not 4+"
    assert done.locator(".bw-caption bdi").count() >= 1, "the last trick's sentence too"
    team = done.locator(".bw-totals th bdi").first  # the sheet's heading: فريق 0·2
    expect(team).to_have_text("0·2")
    seats: dict[str, Any] = team.evaluate(_EDGES)
    assert seats["first"] < seats["last"], "'0·2' reads 0·2, not 2·0"
    shot(lab, done, "bidi-1-arabic-score-sheet")

    # the reason of an illegal card names cards: they are isolated as well
    illegal = root
    card = illegal.locator(".bw-hand button.bw-illegal").first
    card.focus()
    tip = illegal.get_by_role("tooltip")
    expect(tip).to_be_visible()
    assert tip.locator("bdi[dir='ltr']").count() >= 2, tip.inner_html()
    shot(lab, illegal, "bidi-2-arabic-reason")

    # the score-sheet lines the user closed stay closed when the table is drawn again
    details = done.locator("details.bw-sheet-hand")
    expect(details).to_have_attribute("open", "")
    done.locator("summary").click()
    expect(details).not_to_have_attribute("open", "")
    seq = done.get_attribute("data-seq")
    assert re.search("[\u0600-\u06ff]", printed(lab, 2))  # a refused hint: a redraw
    expect(done).not_to_have_attribute("data-seq", seq or "")
    expect(done.locator(".bw-message")).to_be_visible()
    expect(details).not_to_have_attribute("open", "")
    done.locator("summary").click()
    seq = done.get_attribute("data-seq")
    printed(lab, 2)
    expect(done).not_to_have_attribute("data-seq", seq or "")
    expect(details).to_have_attribute("open", "")

    # the same in the dark theme (a picture to look at)
    page = lab.page
    change_theme = (
        "async (t) => window.jupyterapp.commands.execute('apputils:change-theme', {theme: t})"
    )
    page.evaluate(change_theme, "JupyterLab Dark")
    try:
        expect(page.locator("body[data-jp-theme-light='false']")).to_have_count(1)
        page.wait_for_function(_DARK_INK, arg=done.locator(".bw-status").element_handle())
        page.wait_for_timeout(400)
        shot(lab, done, "bidi-3-arabic-dark")
    finally:  # the theme is a user setting of the shared server: put it back
        page.evaluate(change_theme, "JupyterLab Light")
        expect(page.locator("body[data-jp-theme-light='true']")).to_have_count(1)


FLAKY = '''\
from baloot_widgets import Game, Table
from baloot_widgets.bots import RandomBot


class Flaky(RandomBot):
    """Raises once, then plays at random."""

    failed = False

    def choose(self, view, legal):
        if not self.failed:
            self.failed = True
            raise RuntimeError("lost its cards")
        return super().choose(view, legal)


t = Table(Game.new(seed=1, dealer=0), you=0, pace=0,
          bots={1: Flaky(seed=1, name="flaky"), 2: RandomBot(seed=2), 3: RandomBot(seed=3)})
t
'''


def test_retry_after_a_failing_bot_and_a_frame_schema_the_page_does_not_know(
    lab: LabSession,
) -> None:
    root = open_table(lab, "retry", FLAKY, 't.frame = {**t.frame, "schema": 99}')
    # the first run of all cells already set schema 99: the table says so, draws nothing else
    alert = root.locator(".bw-schema")
    expect(alert).to_be_visible()
    expect(alert).to_contain_text("schema 99")
    expect(alert).to_contain_text("schema 2")
    assert root.locator(".bw-seat").count() == 0
    shot(lab, root, "schema-1-mismatch")
    lab.run_cell(0)  # a new table, with the failing bot and a good view
    root = lab.page.locator(".bw-root").last
    message = root.locator(".bw-message")
    expect(message).to_contain_text("The bot of Seat 1 failed: lost its cards")
    expect(message).to_contain_text("press Retry")
    retry = root.get_by_role("button", name="Retry", exact=True)
    expect(retry).to_be_visible()
    shot(lab, root, "retry-1-bot-failed")
    retry.click()
    expect(root.locator(".bw-message")).to_have_count(0)
    expect(root.get_by_role("button", name="Retry", exact=True)).to_have_count(0)
    expect(root.locator(".bw-status")).to_have_text(re.compile("^Your turn"))


COUNTED = """\
intents = []
handle = t._session.handle
t._session.handle = lambda intent: (intents.append(intent), handle(intent))[1]
"""


def test_a_double_click_sends_one_intent(lab: LabSession) -> None:
    root = open_table(
        lab,
        "double-click",
        FIND_POSITION + "\nt = Table(position(RuleSet(), my_card_turn), you=0, pace=0)\nt",
        COUNTED,
        "print(len(intents), len(t.game.history))",
    )
    before = int(printed(lab, 2).split()[1])
    seq = root.get_attribute("data-seq")
    root.locator(".bw-hand button:not([aria-disabled])").first.dblclick()
    expect(root).not_to_have_attribute("data-seq", seq or "")
    lab.page.wait_for_timeout(500)  # a second intent, had it been sent, would be answered now
    count, after = (int(x) for x in printed(lab, 2).split())
    assert count == 1 and after > before
    assert root.locator(".bw-message").count() == 0, root.locator(".bw-message").inner_text()


_RECORD_FRAMES = """async (button) => {
  const root = button.closest('.bw-root');
  const seq = root.dataset.seq;
  const frames = [];
  return await new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      frames.push({
        busy: Boolean(root.dataset.busy),
        bubbles: [...root.querySelectorAll('.bw-bubble')].map((b) => Number(b.dataset.seat)),
        floor: root.querySelectorAll('.bw-floor').length,
        hand: root.querySelectorAll('.bw-hand button').length,
        contract: root.querySelector('.bw-contract').textContent,
        buyer: root.querySelectorAll('.bw-chip-buyer').length,
      });
      if (root.dataset.seq !== seq && !root.dataset.busy) {
        observer.disconnect();
        resolve(frames);
      }
    });
    observer.observe(root, { attributes: true, childList: true, subtree: true });
    button.click();
  });
}"""


def frames_after(root: Locator, name: str) -> list[dict[str, Any]]:
    """Click the call ``name`` and record every drawing until Python's answer is shown."""
    button = root.get_by_role("button", name=name, exact=True)
    frames: list[dict[str, Any]] = button.evaluate(_RECORD_FRAMES)
    return frames


def test_the_bidding_animation_does_not_spoil_the_bots_calls(lab: LabSession) -> None:
    root = open_table(
        lab,
        "bidding-animation",
        "from baloot_widgets import Game, Table\n"
        "t = Table(Game.new(seed=0, dealer=3), you=0, pace=250)\nt",
    )
    # you pass, then seats 1 and 2 pass and seat 3 calls Hokum: one bubble at a time
    frames = [f for f in frames_after(root, "Pass") if f["busy"]]
    assert frames, "the bots' calls are animated"
    assert frames[0]["bubbles"] == [0], frames[0]  # only your own call so far
    assert all(3 not in f["bubbles"] for f in frames), "seat 3's Hokum is not shown early"
    assert [len(f["bubbles"]) for f in frames] == sorted(len(f["bubbles"]) for f in frames)
    assert all(f["floor"] == 1 and f["hand"] == 5 for f in frames)
    expect(root.locator(".bw-bubble[data-seat='3']")).to_be_visible()  # at the end, it is
    # you pass again: seat 3 buys; until then the floor card and your 5 cards stay
    frames = [f for f in frames_after(root, "Pass") if f["busy"]]
    assert frames and frames[0]["floor"] == 1 and frames[0]["hand"] == 5, frames
    assert frames[0]["contract"].endswith("—") and frames[0]["buyer"] == 0, frames[0]
    expect(root.locator(".bw-hand button")).to_have_count(8)
    expect(root.locator(".bw-floor")).to_have_count(0)
    assert "Seat 3" in root.locator(".bw-contract").inner_text()
    assert status(root)
