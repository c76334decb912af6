"""The Baloot table in a real browser: JupyterLab on 127.0.0.1, Playwright driving Debian's
chromium (see conftest.py).  A student bids and plays whole hands by clicking and by the
keyboard alone; illegal cards explain themselves; Arabic is right to left; the dark theme
works.  Screenshots go to test-artifacts/screenshots/ (not committed)."""

from __future__ import annotations

import re
import statistics
from typing import TYPE_CHECKING, Any

from _playwright import expect

if TYPE_CHECKING:
    from _lab import LabSession
    from playwright.sync_api import Locator, Page

#: a cell that finds a seeded position by letting random bots play (the same every run)
FIND_POSITION = '''\
from baloot_widgets import Game, RuleSet, Table
from baloot_widgets.bots import RandomBot


def position(rules, wanted):
    """The first seeded game, played by random bots, where ``wanted(game)`` holds."""
    for seed in range(300):
        game = Game.new(seed=seed, dealer=seed % 4, rules=rules)
        bots = {s: RandomBot(seed=seed + s) for s in range(4)}
        while not game.is_over:
            if wanted(game):
                return game
            seat = game.state.to_move
            legal = [a for a in game.legal_actions() if a.seat == seat]
            game.act(bots[seat].choose(game.view(seat), legal))


def my_card_turn(game):
    s = game.state
    return s.phase.value == "play" and s.to_move == 0


def illegal_card_turn(game):
    return my_card_turn(game) and bool(game.view(0).reasons)


def opponent_fouled(game):
    return my_card_turn(game) and any(f.seat % 2 for f in game.state.fouls)
'''

#: the status line of a finished hand: who won it, by how much, and how
HAND_WON = re.compile(
    r"Team [0-3]·[0-3]( \((your team|the opponents)\))? wins the hand \d+ to \d+( \(\w+\))?|Both teams score \d+ in this hand"
)

_WAIT_SEQ = """([root, seq]) => root.dataset.seq !== seq && !root.dataset.busy"""

_CLICK_TIMED = """async (button) => {
  const root = button.closest('.bw-root');
  const seq = root.dataset.seq;
  const t0 = performance.now();
  return await new Promise((resolve) => {
    const done = () => {
      if (root.dataset.seq !== seq && !root.dataset.busy) {
        observer.disconnect();
        resolve(performance.now() - t0);
      }
    };
    const observer = new MutationObserver(done);
    observer.observe(root, { attributes: true });
    button.click();
  });
}"""

_FOCUS = """() => {
  const a = document.activeElement;
  return {
    key: (a && a.dataset && a.dataset.key) || '',
    disabled: a ? a.getAttribute('aria-disabled') === 'true' : false,
    inside: Boolean(a && a.closest && a.closest('.bw-root')),
  };
}"""


def table_cell(seed: int, **options: object) -> str:
    """A cell showing ``t``, a table on a new seeded hand where you (seat 0) speak first."""
    extra = "".join(f", {k}={v!r}" for k, v in {"pace": 0, **options}.items())
    return (
        "from baloot_widgets import Game, Table\n"
        f"t = Table(Game.new(seed={seed}, dealer=3), you=0{extra})\nt"
    )


def open_table(lab: LabSession, name: str, *cells: str) -> Locator:
    """Write a notebook, run it, and return the (last) table's root element."""
    path = lab.write_notebook(f"table/{name}.ipynb", *cells)
    lab.open_notebook(path)
    lab.run_all_cells()
    root = lab.page.locator(".bw-root").last
    expect(root).to_be_visible()
    expect(root).to_have_attribute("data-seq", re.compile(r"\d+"))
    return root


def status(root: Locator) -> str:
    return root.locator(".bw-status").inner_text()


def act(root: Locator, target: Locator) -> float:
    """Click ``target`` and wait until the table shows Python's answer; returns the
    milliseconds from the click to the updated view."""
    ms: float = target.evaluate(_CLICK_TIMED)
    return ms


def play_hand_by_clicking(root: Locator, *, prefer: tuple[str, ...]) -> list[float]:
    """Bid (preferring the calls in ``prefer``) and play until the hand is over, by clicks."""
    latencies: list[float] = []
    for _ in range(60):
        if root.get_attribute("data-phase") == "done":
            return latencies
        playable = root.locator(".bw-hand button.bw-button:not([aria-disabled])")
        declare = root.locator(".bw-actions button.bw-group-declare")
        calls = root.locator(".bw-actions button.bw-act")
        if declare.count():
            target = declare.first
        elif playable.count():
            target = playable.first
        else:
            names = calls.all_inner_texts()
            wanted = [n for n in names if n in prefer]
            target = calls.nth(names.index(wanted[0])) if wanted else calls.first
        latencies.append(act(root, target))
    raise AssertionError(f"the hand did not end; status {status(root)!r}")


def report(name: str, latencies: list[float]) -> None:
    latencies = sorted(latencies)
    p90 = latencies[int(0.9 * (len(latencies) - 1))]
    print(
        f"{name}: click -> updated view, median {statistics.median(latencies):.0f} ms, "
        f"p90 {p90:.0f} ms, max {latencies[-1]:.0f} ms over {len(latencies)} clicks"
    )


def shot(lab: LabSession, root: Locator, name: str) -> None:
    """A screenshot of the page with the table scrolled into view."""
    root.scroll_into_view_if_needed()
    path = lab.screenshot(name)
    assert path.stat().st_size > 10_000


def printed(lab: LabSession, index: int) -> str:
    lab.run_cell(index)
    return lab.cell_output(index).inner_text()


# ---------------------------------------------------------------------------------------


def test_a_student_bids_and_plays_a_whole_hand_by_clicking(lab: LabSession) -> None:
    root = open_table(
        lab,
        "click",
        table_cell(21),
        "import json\nprint(t.game.is_over, len(t.game.history), len(json.dumps(t.frame).encode()))",
    )
    page = lab.page
    expect(root.locator(".bw-seat")).to_have_count(4)
    expect(root.locator(".bw-hand button")).to_have_count(5)
    expect(root.locator(".bw-fan").first.locator(".bw-back")).to_have_count(5)
    expect(root.get_by_role("button", name="Sun", exact=True)).to_be_visible()
    assert status(root) == "Your turn: make a call"
    shot(lab, root, "table-1-bidding")

    latencies = [act(root, root.get_by_role("button", name="Sun", exact=True))]
    expect(root.locator(".bw-hand button")).to_have_count(8)
    expect(root.locator(".bw-contract")).to_contain_text("Sun")
    first = root.locator(".bw-hand button").first
    assert re.match(r"Play \w+ of \w+", first.get_attribute("aria-label") or "")
    for _ in range(3):  # three cards, then a look at the table in the middle of the hand
        latencies.append(act(root, root.locator(".bw-hand button:not([aria-disabled])").first))
    expect(root.locator(".bw-slot .bw-card").first).to_be_visible()
    expect(root.locator(".bw-last .bw-card")).to_have_count(4)
    shot(lab, root, "table-2-playing")

    latencies += play_hand_by_clicking(root, prefer=("Sun",))
    expect(root.locator(".bw-sheet-hand li").first).to_be_visible()
    shot(lab, root, "table-3-hand-over")
    over, actions, size = printed(lab, 1).split()
    assert over == "True" and int(actions) >= 32
    print(f"one synced frame: {size} bytes")
    report("clicks", latencies)
    assert page.locator(".bw-message").count() == 0, "no refusal while playing legal cards"


def test_an_illegal_card_shows_its_reason_and_qayd_works(lab: LabSession) -> None:
    root = open_table(
        lab,
        "illegal",
        FIND_POSITION,
        "strict = Table(position(RuleSet(), illegal_card_turn), you=0, pace=0)\nstrict",
        "loose = Table(position(RuleSet(strict_legality=False), opponent_fouled), you=0, pace=0)\n"
        "loose",
    )
    strict = lab.page.locator(".bw-root").first
    card = strict.locator(".bw-hand button.bw-illegal").first
    expect(card).to_have_attribute("aria-disabled", "true")
    assert "not playable now" in (card.get_attribute("aria-label") or "")
    card.hover()
    tip = strict.get_by_role("tooltip")
    expect(tip).to_be_visible()
    reason = tip.inner_text()
    assert reason.startswith("You cannot play ") and "RULES" not in reason, reason
    lab.page.mouse.move(0, 0)
    expect(tip).to_be_hidden()
    card.focus()
    expect(strict.get_by_role("tooltip")).to_have_text(reason)
    shot(lab, strict, "illegal-1-focus-reason")
    cards = strict.locator(".bw-hand button").count()
    refusals = [act(strict, card) for _ in range(8)]  # Python refuses it with the same sentence
    expect(strict.locator(".bw-message-text")).to_have_text(reason)
    lesson = strict.locator(".bw-message a.bw-lesson")  # the rule's lesson, not "RULES §6"
    expect(lesson).to_have_text("Lesson 04: Trick play")
    expect(lesson).to_have_attribute("href", "../tutorials/04_trick_play.ipynb")
    expect(strict.locator(".bw-hand button")).to_have_count(cards)
    report("refused card (a round trip with no bot move)", refusals)

    qayd = root.get_by_role("button", name="Qayd", exact=True)
    expect(qayd).to_be_visible()
    fouls = root.locator(".bw-hand button.bw-foul")
    if fouls.count():  # non-strict: a card against the rules is playable, and marked
        expect(fouls.first).not_to_have_attribute("aria-disabled", "true")
    act(root, qayd)
    expect(root.locator(".bw-status")).to_have_text(HAND_WON)
    expect(root.locator(".bw-sheet-hand li").first).to_contain_text("Qayd")
    shot(lab, root, "illegal-2-qayd")


def test_keyboard_only_play(lab: LabSession) -> None:
    root = open_table(
        lab,
        "keyboard",
        table_cell(5),
        "print(t.game.is_over, len(t.game.history))",
    )
    page = lab.page
    cells = page.locator(".jp-Notebook .jp-Cell")
    n_cells = cells.count()
    tab_into_the_table(lab, 0)
    # letters typed inside the table never reach JupyterLab's shortcuts (a, b add cells...)
    for letter in ("a", "b", "m", "x", "d", "d", "z"):
        page.keyboard.press(letter)
    page.wait_for_timeout(300)
    assert cells.count() == n_cells and page.evaluate(_FOCUS)["key"] == "act:p0 pass"
    expect(page.locator(".jp-Notebook.jp-mod-editMode")).to_have_count(0)
    keys = ["Enter", "Space"]
    presses = 0
    for _ in range(400):
        if HAND_WON.fullmatch(status(root)):
            break
        focus: dict[str, Any] = page.evaluate(_FOCUS)
        assert focus["inside"], f"focus left the table at {status(root)!r}"
        key: str = focus["key"]
        if key.startswith("card:") and focus["disabled"]:
            page.keyboard.press("ArrowRight")
            continue
        if key == "act:p0 sun" or key.startswith(("card:", "act:p0 declare")):
            seq = root.get_attribute("data-seq")
            page.keyboard.press(keys[presses % 2])
            presses += 1
            page.wait_for_function(_WAIT_SEQ, arg=[root.element_handle(), seq])
        else:
            page.keyboard.press("Tab")
    assert HAND_WON.fullmatch(status(root)), status(root)
    assert presses >= 9
    expect(root.locator(".bw-hand [tabindex='0']")).to_have_count(0)  # no cards left
    assert cells.count() == n_cells
    assert printed(lab, 1).split()[0] == "True"
    shot(lab, root, "keyboard-1-hand-over")


def tab_into_the_table(lab: LabSession, cell: int) -> int:
    """Enter the table of cell ``cell`` as a keyboard user does: click the cell's output
    area (its top corner, on no button: the notebook stays in command mode and Chromium
    starts its focus navigation there), then press Tab until a button of the table has
    the focus.  Returns the presses."""
    page = lab.page
    lab.cell_output(cell).locator(".jp-OutputArea-output").first.click(position={"x": 4, "y": 4})
    assert not page.evaluate(_FOCUS)["inside"], "the click alone does not focus the table"
    expect(page.locator(".jp-Notebook.jp-mod-commandMode")).to_have_count(1)
    for presses in range(1, 31):
        page.keyboard.press("Tab")
        if page.evaluate(_FOCUS)["inside"]:
            return presses
    raise AssertionError("thirty Tab presses from the output prompt never reached the table")


def test_roving_focus_and_labels_in_the_hand(lab: LabSession) -> None:
    root = open_table(
        lab,
        "roving",
        FIND_POSITION,
        "t = Table(position(RuleSet(), my_card_turn), you=0, pace=0)\nt",
    )
    page = lab.page
    hand = root.locator(".bw-hand button")
    expect(root.locator(".bw-hand [tabindex='0']")).to_have_count(1)
    assert all(b.get_attribute("data-lm-suppress-shortcuts") is not None for b in hand.all())
    start = root.locator(".bw-hand [tabindex='0']")
    start.focus()
    first_key = page.evaluate(_FOCUS)["key"]
    page.keyboard.press("End")
    assert page.evaluate(_FOCUS)["key"] == hand.last.get_attribute("data-key")
    page.keyboard.press("Home")
    assert page.evaluate(_FOCUS)["key"] == hand.first.get_attribute("data-key")
    page.keyboard.press("ArrowRight")
    assert page.evaluate(_FOCUS)["key"] == hand.nth(1).get_attribute("data-key")
    expect(root.locator(".bw-hand [tabindex='0']")).to_have_count(1)
    assert first_key.startswith("card:")
    shot(lab, root, "roving-1-focus")


def test_arabic_renders_right_to_left(lab: LabSession) -> None:
    root = open_table(
        lab,
        "arabic",
        table_cell(21, lang="ar"),
    )
    expect(root).to_have_attribute("dir", "rtl")
    expect(root).to_have_attribute("lang", "ar")
    assert re.search("[\u0600-\u06ff]", status(root))
    sun = root.get_by_role("button", name="صن", exact=True)
    expect(sun).to_be_visible()
    main, side = root.locator(".bw-main").bounding_box(), root.locator(".bw-side").bounding_box()
    assert main and side and side["x"] < main["x"], "the side panel is on the left in Arabic"
    shot(lab, root, "arabic-1-bidding")
    act(root, sun)
    card = root.locator(".bw-hand button").first
    assert re.search("[\u0600-\u06ff]", card.get_attribute("aria-label") or "")
    corner = card.locator("bdi").first
    expect(corner).to_have_attribute("dir", "ltr")
    play_hand_by_clicking(root, prefer=("صن",))
    expect(root.locator(".bw-sheet-hand li").first).to_contain_text(re.compile("[\u0600-\u06ff]"))
    shot(lab, root, "arabic-2-hand-over")


def _rgb(css: str) -> tuple[float, float, float]:
    """The first colour of a computed CSS value, as red, green, blue from 0 to 1."""
    found = re.search(r"color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)", css)
    if found:
        r, g, b = (float(x) for x in found.groups())
        return r, g, b
    r, g, b = (int(x) / 255 for x in re.findall(r"\d+", css)[:3])
    return r, g, b


def _luminance(page: Page, locator: Locator, prop: str) -> float:
    r, g, b = _rgb(locator.evaluate(f"(el) => getComputedStyle(el)['{prop}']"))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_dark_theme_renders(lab: LabSession) -> None:
    root = open_table(
        lab,
        "dark",
        FIND_POSITION,
        "t = Table(position(RuleSet(), illegal_card_turn), you=0, pace=0)\nt",
    )
    page = lab.page
    light_panel = _luminance(page, root.locator(".bw-side"), "backgroundColor")
    change_theme = (
        "async (t) => window.jupyterapp.commands.execute('apputils:change-theme', {theme: t})"
    )
    page.evaluate(change_theme, "JupyterLab Dark")
    try:
        expect(page.locator("body[data-jp-theme-light='false']")).to_have_count(1)
        page.wait_for_timeout(400)  # the theme's stylesheet applies
        dark_panel = _luminance(page, root.locator(".bw-side"), "backgroundColor")
        ink = _luminance(page, root.locator(".bw-status"), "color")
        card = root.locator(".bw-hand button").first
        assert light_panel > 0.8 and dark_panel < 0.3 and ink > 0.6, (light_panel, dark_panel, ink)
        assert _luminance(page, card, "backgroundColor") < 0.3
        root.locator(".bw-hand button.bw-illegal").first.focus()
        expect(root.get_by_role("tooltip")).to_be_visible()
        felt = root.locator(".bw-felt").evaluate("(el) => getComputedStyle(el).backgroundImage")
        r, g, b = _rgb(felt)
        assert g > 1.5 * r and g > 1.5 * b and g < 0.7, felt  # a deep green felt
        shot(lab, root, "dark-1-table")
    finally:  # the theme is a user setting of the shared server: put it back
        page.evaluate(change_theme, "JupyterLab Light")
        expect(page.locator("body[data-jp-theme-light='true']")).to_have_count(1)


_RECORD_ANIMATION = """async (button) => {
  const root = button.closest('.bw-root');
  const seq = root.dataset.seq;
  const seen = [];
  const t0 = performance.now();
  return await new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.dataset.waiting) return; // the click is on its way to Python
      const n = root.querySelectorAll('.bw-centre .bw-slot').length;
      const text = root.querySelector('.bw-status').textContent;
      const last = seen[seen.length - 1];
      if (!last || last.n !== n || last.text !== text) {
        seen.push({ n, text, t: performance.now() - t0 });
      }
      if (root.dataset.seq !== seq && !root.dataset.busy) {
        observer.disconnect();
        resolve(seen);
      }
    });
    observer.observe(root, { attributes: true, childList: true, subtree: true });
    button.click();
  });
}"""


def test_bot_moves_are_animated_one_by_one(lab: LabSession) -> None:
    pace = 300
    root = open_table(
        lab,
        "animation",
        table_cell(21, pace=pace),
    )
    act(root, root.get_by_role("button", name="Sun", exact=True))
    card = root.locator(".bw-hand button:not([aria-disabled])").first
    frames: list[dict[str, Any]] = card.evaluate(_RECORD_ANIMATION)
    counts = [f["n"] for f in frames]
    assert counts[:4] == [1, 2, 3, 4], frames  # your card, then each bot's, one at a time
    times = {f["n"]: f["t"] for f in reversed(frames)}
    assert times[3] - times[2] >= 0.8 * pace and times[4] - times[3] >= 0.8 * pace, frames
    texts = " / ".join(f["text"] for f in frames)
    assert "Seat 1 plays" in texts and re.search(r"(You win|wins) the trick with", texts), texts


def test_the_play_notebook_runs_in_jupyterlab(lab: LabSession) -> None:
    from _server import REPO_ROOT

    path = lab.server.copy_in(REPO_ROOT / "notebooks" / "play.ipynb", "play/play.ipynb")
    lab.open_notebook(path)
    lab.run_all_cells()
    page = lab.page
    expect(page.locator(".bw-root:not(.bw-handview)")).to_have_count(3)
    expect(page.locator(".bw-handview .bw-card")).to_have_count(8)
    expect(page.locator(".bw-root[dir='rtl'] .bw-open .bw-card").first).to_be_visible()
    assert (
        page.locator(
            ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
        ).count()
        == 0
    )
    root = page.locator(".bw-root").first
    expect(root.locator(".bw-status")).to_have_text("Your turn: make a call")
    expect(root.locator(".bw-message")).to_have_count(0)  # the student's table starts clean
    shot(lab, root, "notebook-1-play")
    teacher = page.locator(".bw-root[dir='rtl']")
    shot(lab, teacher, "notebook-2-teacher-arabic")
