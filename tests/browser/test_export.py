"""An exported lesson shows its cards with no network (issue 11).

``jupyter nbconvert --to baloot_html --execute`` (the exporter of ``baloot_widgets.export``,
registered by the package) exports tutorial 01; chromium opens the file with every request
that is neither a file nor for 127.0.0.1 aborted and recorded.  The cards of the lesson's
HandViews are there and visible: the widgets' static HTML pictures, found by the card
names and faces a reader sees (not by CSS class names).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from _lab import screenshot
from _playwright import expect
from test_tutorial_smoke import TUTORIAL, trump_picture

if TYPE_CHECKING:
    from playwright.sync_api import Page, Route

EXPORT = ["-m", "jupyter", "nbconvert", "--to", "baloot_html", "--execute"]


def export(notebook: Path, into: Path) -> Path:
    """The README's export command, run on ``notebook``; returns the HTML file."""
    proc = subprocess.run(
        [sys.executable, *EXPORT, str(notebook), "--output-dir", str(into)],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=notebook.parent,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return into / f"{notebook.stem}.html"


def test_an_exported_lesson_shows_its_cards_offline(page: Page, tmp_path: Path) -> None:
    html = export(TUTORIAL, tmp_path)
    text = html.read_text(encoding="utf-8")
    assert "<script src=" not in text, "the page loads a script (from a CDN)"
    assert "application/vnd.jupyter.widget-view+json" not in text

    outside: list[str] = []

    def handle(route: Route) -> None:
        url = route.request.url
        if url.startswith(("file://", "http://127.0.0.1")):
            route.continue_()
        else:
            outside.append(url)
            route.abort()

    page.context.route("**/*", handle)
    page.goto(html.as_uri(), wait_until="load")

    caption, names = trump_picture()
    expect(page.get_by_text(caption, exact=True)).to_be_visible()
    for name in names:  # every card of the trump picture, by the name a reader hovers over
        card = page.get_by_title(name, exact=True).first
        expect(card).to_be_visible()
        box = card.bounding_box()
        assert box is not None and box["width"] > 0 and box["height"] > 0, name
    expect(page.get_by_text("A♥", exact=True).first).to_be_visible()  # a face, as printed
    assert not page.get_by_text("Traceback (most recent call last)").count()

    page.get_by_text(caption).first.scroll_into_view_if_needed()
    shot = screenshot(page, "export-tutorial-01")
    print(f"exported {html.stat().st_size / 1e3:.0f} kB; {shot}")
    assert outside == [], f"the exported page asked the network for: {outside}"
