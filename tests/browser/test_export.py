"""An exported lesson shows its cards with no network (issue 11).

The README's export command (``jupyter nbconvert --to baloot_html --execute``, the exporter
of ``baloot_widgets.teaching.export``, registered by the package) exports tutorial 01 into a folder
outside the lessons; chromium opens the file with every request
that is neither a file nor for 127.0.0.1 aborted and recorded.  The cards of the lesson's
HandViews are there and visible: the widgets' static HTML pictures, found by the card
names and faces a reader sees (not by CSS class names).
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import committed
from _lab import screenshot
from _playwright import expect
from _server import REPO_ROOT
from test_tutorial_smoke import TUTORIAL, trump_picture

if TYPE_CHECKING:
    from playwright.sync_api import Page, Route


def readme_export() -> list[str]:
    """The README's export command, its ``.venv/bin/`` meaning this test run's environment."""
    text = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    line = re.search(r"^\.venv/bin/jupyter nbconvert --to baloot_html .*$", text, re.M)
    assert line, "the README shows how to export a lesson"
    command = shlex.split(line.group(0))
    return [str(Path(sys.executable).parent / "jupyter"), *command[1:]]


def export(into: Path, lesson: str | None = None) -> Path:
    """The README's export command, run as written from a copy of the project folder (the
    lessons as staged in git), for ``lesson`` (a path from the project root; the README's
    own lesson unless told); returns the HTML file it wrote, which must be outside the
    learners' folders."""
    project = committed.copy_learner_folders(into)
    before = {p for p in project.rglob("*") if p.is_file()}
    command = readme_export()
    if lesson is not None:
        command = [lesson if word.endswith(".ipynb") else word for word in command]
    proc = subprocess.run(command, capture_output=True, text=True, timeout=600, cwd=project)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    written = [p for p in project.rglob("*") if p.is_file() and p not in before]
    assert [p.name for p in written] == [f"{Path(lesson or TUTORIAL).stem}.html"], written
    html = written[0]
    assert html.relative_to(project).parts[0] not in committed.LEARNER_FOLDERS, html
    return html


def test_an_exported_lesson_shows_its_cards_offline(page: Page, tmp_path: Path) -> None:
    html = export(tmp_path)
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
