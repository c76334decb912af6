"""The offline JupyterLite site (issue 11) in Debian's chromium, with every request that is
not for 127.0.0.1 aborted, recorded, and failing the test.

``binder/lite/build`` makes the site (or says it is up to date: a rerun on unchanged inputs
takes a second; a cold build ~1-2 min), a thread serves it on 127.0.0.1, and the page opens
the site's front page, which goes to lesson 01.  The Pyodide kernel starts from the site's
own files, the lesson runs and its live HandView is drawn by the widget's JavaScript; then
``notebooks/play.ipynb`` runs and a card is played on its table by a click.  Lesson 01
asks the learner's name, records a Quiz answer in the file browser's ``baloot`` folder and
saves the learner's results file ("Download my results").  The site lists
every probability lesson, and the newest one runs to the end in the browser's Python, without
NumPy and matplotlib (``tests/test_probability_lessons.py`` runs all three that way outside a
browser); ``test_lite_probability.py`` runs the first with its figures and an investigation.

Marked ``slow``; it runs by default and under ``CI=true`` (skipped locally, failed in CI,
when chromium, playwright or the build is missing).
"""

from __future__ import annotations

import json
import re
import subprocess
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from _chromium import skip_or_fail
from _lab import run_all_cells, run_cell, screenshot
from _lite import (
    KERNEL_TIMEOUT_MS,
    LESSON_01,
    SITE,
    build_site,
    cell_errors,
    guard,
    kernel_id,
    lab_url,
    open_another,
    open_lite,
    serve,
    site_megabytes,
)
from _playwright import expect
from _server import REPO_ROOT

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator, Page

#: one worker builds and serves the site (two would build it into the same folder at once)
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("lite")]

PLAY = "notebooks/play.ipynb"
SECOND = "tutorials/02_the_deal.ipynb"
PROBABILITY = sorted(
    p.relative_to(REPO_ROOT).as_posix()
    for p in (REPO_ROOT / "notebooks").glob("probability_*.ipynb")
)

_UPDATED = "([root, seq]) => root.dataset.seq !== seq && !root.dataset.busy"


@pytest.fixture(scope="module")
def lite_site(browser: Browser) -> Iterator[str]:
    """The built site served on 127.0.0.1; yields its base URL.  Asks for ``browser`` first,
    so that a machine without chromium skips before building."""
    try:
        seconds, output = build_site()
    except (RuntimeError, OSError, subprocess.TimeoutExpired) as error:
        skip_or_fail(f"the JupyterLite site did not build: {error}")
    print(f"binder/lite/build: {seconds:.0f} s, site {site_megabytes():.1f} MB")
    print(output.strip().splitlines()[-1])
    with serve() as base:
        yield base


def unexpected_errors(page: Page, widget_id: str) -> list[str]:
    return [e["error"] for e in cell_errors(page, widget_id) if not e["expected"]]


def click_and_wait(root: Locator, button: Locator) -> None:
    """Click ``button`` and wait until the table shows Python's answer (and the bots')."""
    seq = root.get_attribute("data-seq")
    button.click()
    root.page.wait_for_function(_UPDATED, arg=[root.element_handle(), seq])


def test_the_front_page_opens_lesson_01_and_runs_it_offline(page: Page, lite_site: str) -> None:
    outside = guard(page.context, lite_site)
    started = time.monotonic()
    widget_id = open_lite(page, lite_site, LESSON_01)  # the front page goes to lesson 01
    ready = time.monotonic() - started
    assert "/lab/" in page.url

    run_all_cells(page, widget_id, timeout_ms=KERNEL_TIMEOUT_MS)
    assert unexpected_errors(page, widget_id) == []
    # drawn by the widget's JavaScript in the Pyodide kernel's page: a list of card images
    hand = page.get_by_role("list", name="Hokum ♥: the trumps, strongest first", exact=True)
    expect(hand).to_be_visible()
    expect(hand.get_by_role("img")).to_have_count(8)
    expect(page.get_by_text("Python (Pyodide)").first).to_be_visible()

    hand.scroll_into_view_if_needed()
    shot = screenshot(page, "lite-lesson-01")
    print(f"lesson 01: kernel ready {ready:.1f} s after opening the site; {shot}")
    assert outside == [], f"requests left 127.0.0.1: {outside}"


def test_the_play_notebook_plays_a_card_by_a_click_offline(page: Page, lite_site: str) -> None:
    outside = guard(page.context, lite_site)
    widget_id = open_lite(page, lab_url(lite_site, PLAY), PLAY)
    run_all_cells(page, widget_id, timeout_ms=KERNEL_TIMEOUT_MS)
    assert unexpected_errors(page, widget_id) == []

    root = page.locator(".bw-root").first
    expect(root).to_be_visible()
    expect(root).to_have_attribute("data-seq", re.compile(r"\d+"))
    cards = root.get_by_role("toolbar", name="Your hand").get_by_role("button")
    playable = root.get_by_role("button", name=re.compile(r"^Play \w+ of \w+$"))
    for _ in range(12):  # bid (Sun when offered) until a card may be played
        if playable.count():
            break
        calls = root.get_by_role("group", name="Your calls").get_by_role("button")
        sun = root.get_by_role("button", name="Sun", exact=True)
        click_and_wait(root, sun if sun.count() else calls.first)
    else:
        labels = cards.evaluate_all("(els) => els.map(e => e.getAttribute('aria-label'))")
        raise AssertionError(f"no card became playable: {labels}")

    before = cards.count()
    card = playable.first
    name = (card.get_attribute("aria-label") or "").removeprefix("Play ")
    click_and_wait(root, card)
    expect(cards).to_have_count(before - 1)
    # on the table, or (when the bots completed the trick) in the last-trick panel
    expect(root.get_by_role("img", name=re.compile(re.escape(name)))).not_to_have_count(0)

    root.scroll_into_view_if_needed()
    shot = screenshot(page, "lite-play-table")
    print(f"played the {name} on the table in JupyterLite; {shot}")
    assert outside == [], f"requests left 127.0.0.1: {outside}"


def test_a_second_lesson_uses_the_running_python(page: Page, lite_site: str) -> None:
    """Lesson 02 opened while lesson 01's Python runs uses that Python (the site's extension,
    binder/lite/extension/): no second Pyodide, no second web worker, and its cells run."""
    outside = guard(page.context, lite_site)
    first = open_lite(page, lab_url(lite_site, LESSON_01), LESSON_01)
    workers = len(page.workers)
    started = time.monotonic()
    second = open_another(page, SECOND)
    ready = time.monotonic() - started
    assert kernel_id(page, second) == kernel_id(page, first)
    assert len(page.workers) == workers, "a second Pyodide started in a worker of its own"

    assert run_cell(page, 1, second, KERNEL_TIMEOUT_MS)  # LANG and the course's imports
    assert run_cell(page, 3, second, KERNEL_TIMEOUT_MS)  # a live table, drawn
    assert unexpected_errors(page, second) == []
    table = page.locator(f'[id="{second}"] .bw-root').first
    expect(table).to_be_visible()
    assert kernel_id(page, second) == kernel_id(page, first)
    table.scroll_into_view_if_needed()
    shot = screenshot(page, "lite-second-lesson-same-python")
    print(f"{SECOND}: the running Python, ready {ready:.1f} s after opening it; {shot}")
    assert outside == [], f"requests left 127.0.0.1: {outside}"


def test_the_site_lists_every_probability_lesson(lite_site: str) -> None:
    assert len(PROBABILITY) == 3, PROBABILITY
    for path in PROBABILITY:
        assert (SITE / "files" / path).is_file(), f"the site lacks {path}"


def test_the_newest_probability_lesson_runs_offline(page: Page, lite_site: str) -> None:
    """Probability 3 runs to the end in Pyodide: no NumPy (the pure-Python paths), its
    figures drawn by the site's own Vega-Lite renderer, its three checks ask to be filled in,
    and the corrected table of published figures is drawn."""
    path = PROBABILITY[-1]
    outside = guard(page.context, lite_site)
    widget_id = open_lite(page, lab_url(lite_site, path), path)
    started = time.monotonic()
    run_all_cells(page, widget_id, timeout_ms=KERNEL_TIMEOUT_MS)
    seconds = time.monotonic() - started
    assert unexpected_errors(page, widget_id) == []
    notebook = page.locator(f'[id="{widget_id}"] .jp-Notebook')
    outputs = notebook.locator(".jp-OutputArea-output")
    expect(outputs.filter(has_text="Fill in your answer in the cell above")).to_have_count(3)
    expect(notebook.locator(".jp-RenderedVegaLite svg")).to_have_count(3)  # drawn offline
    table = notebook.locator(".bw-pub table")
    expect(table.locator("tbody tr")).to_have_count(11)  # 2 sources, 9 figures
    table.scroll_into_view_if_needed()
    shot = screenshot(page, "lite-probability-03")
    print(f"{path} ran in JupyterLite in {seconds:.0f} s; {shot}")
    assert outside == [], f"requests left 127.0.0.1: {outside}"


def test_the_browser_tab_names_the_version_the_site_runs(page: Page, lite_site: str) -> None:
    """The site's title is read from the package's version (the wheel the site is built
    with), so a teacher sees which release the class runs; CHANGELOG.md says what it holds."""
    from baloot_widgets import __version__

    outside = guard(page.context, lite_site)
    page.goto(f"{lite_site}lab/index.html", wait_until="domcontentloaded")
    title = re.compile(rf"\bBaloot lessons {re.escape(__version__)}$")
    expect(page).to_have_title(title, timeout=KERNEL_TIMEOUT_MS)  # set once the app starts
    assert outside == [], f"requests left 127.0.0.1: {outside}"


def test_lesson_01_records_a_quiz_answer_and_downloads_the_results(
    page: Page, lite_site: str
) -> None:
    """Issue 23 in the browser's Python: the name asked in the widget, a Quiz answer recorded
    in the file browser's ``baloot`` folder without a line of code, and "Download my
    results" saving the learner's one file."""
    outside = guard(page.context, lite_site)
    widget_id = open_lite(page, lite_site, LESSON_01)
    run_all_cells(page, widget_id, timeout_ms=KERNEL_TIMEOUT_MS)
    assert unexpected_errors(page, widget_id) == []
    quiz = page.locator(".bw-quiz").first
    expect(quiz).to_have_attribute("data-state", "asking")
    ask = page.locator(".bw-learner-ask:not([hidden])").first
    expect(ask).to_be_visible()
    ask.get_by_role("textbox", name="Your name").fill("سارة")
    ask.get_by_role("button", name="Save my name").click()
    expect(page.locator(".bw-learner-ask:not([hidden])")).to_have_count(0)

    quiz.scroll_into_view_if_needed()
    quiz.locator(".bw-q-input button.bw-q-pick").first.click()
    expect(quiz).to_have_attribute("data-state", "answered")
    button = page.get_by_role("button", name="Download my results", exact=True).first
    with page.expect_download() as info:
        button.click()
    download = info.value
    assert download.suggested_filename == "baloot-results-سارة.jsonl"
    lines = download.path().read_text(encoding="utf-8").splitlines()
    (line,) = (json.loads(x) for x in lines)
    assert (line["learner"], line["source"], line["skill"]) == ("سارة", "quiz", "higher_card")
    quiz.scroll_into_view_if_needed()
    print(f"recorded and downloaded in JupyterLite; {screenshot(page, 'lite-my-results')}")
    assert outside == [], f"requests left 127.0.0.1: {outside}"
