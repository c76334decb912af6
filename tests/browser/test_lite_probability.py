"""Probability 1 in the offline JupyterLite site (issue 22): the lesson runs in Pyodide,
without NumPy and matplotlib, and its figures are drawn offline by the site's own Vega-Lite
renderer; an investigation is played in it: a guess committed, the simulation drawn, the
exact value shown.  Every request that leaves 127.0.0.1 is aborted and fails the test.  How
long the lesson and the investigation take is printed, never asserted (the figures for
every investigation: ``python benchmarks/probability.py --browser``)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pytest
from _lab import run_all_cells, screenshot
from _lite import KERNEL_TIMEOUT_MS, cell_errors, guard, lab_url, open_lite
from _playwright import expect
from test_lite import lite_site

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.slow

LESSON = "notebooks/probability_01_counting_hands.ipynb"
__all__ = ["lite_site"]  # the fixture, shared with test_lite.py


def test_probability_1_draws_its_figures_offline(page: Page, lite_site: str) -> None:
    outside = guard(page.context, lite_site)
    widget_id = open_lite(page, lab_url(lite_site, LESSON), LESSON)
    started = time.monotonic()
    run_all_cells(page, widget_id, timeout_ms=KERNEL_TIMEOUT_MS)
    ran = time.monotonic() - started
    errors = [e["error"] for e in cell_errors(page, widget_id) if not e["expected"]]
    assert errors == []
    notebook = page.locator(f'[id="{widget_id}"] .jp-Notebook')
    figures = notebook.locator(".jp-RenderedVegaLite svg")
    expect(figures).to_have_count(5)
    expect(figures.first.locator(".role-title-text")).to_have_text(
        "Three questions about a Sira (exact)"
    )
    expect(figures.nth(1).locator(".mark-rect path")).not_to_have_count(0)  # bars drawn
    expect(notebook.locator(".bw-predict")).to_have_count(2)
    figures.nth(1).scroll_into_view_if_needed()
    screenshot(page, "lite-probability-01-figure")

    root = notebook.locator(".bw-predict").first
    root.scroll_into_view_if_needed()
    root.locator("[data-key='field']").fill("25")
    root.locator("[data-key='commit']").click()
    expect(root).to_have_attribute("data-stage", "committed")
    started = time.monotonic()
    root.locator("[data-key='run']").click()
    expect(root).to_have_attribute("data-stage", "simulated", timeout=KERNEL_TIMEOUT_MS)
    simulated = time.monotonic() - started
    expect(root.locator(".bw-p-readout")).to_contain_text("deals so far: 20,000")
    started = time.monotonic()
    root.locator("[data-key='reveal']").click()
    expect(root).to_have_attribute("data-stage", "revealed", timeout=KERNEL_TIMEOUT_MS)
    revealed = time.monotonic() - started
    expect(root.locator(".bw-p-exact")).to_contain_text("Exact: 19.0%")
    expect(root.locator(".bw-p-answer-line")).to_have_count(1)
    shot = screenshot(page, "lite-probability-01-predict")
    print(
        f"{LESSON} ran in JupyterLite in {ran:.0f} s; its first investigation simulated "
        f"20,000 deals in {simulated:.1f} s and showed the answer {revealed:.1f} s later; {shot}"
    )
    assert outside == [], f"requests left 127.0.0.1: {outside}"
