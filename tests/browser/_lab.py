"""Helpers driving JupyterLab in a real browser page: open a notebook and wait for its idle
kernel, run its cells, find a cell's output, take a screenshot; :class:`LabSession` binds
them to one page and server (what the ``lab`` fixture gives a test), and
:func:`private_lab` gives the scripts run by hand a server and a browser of their own.

They drive JupyterLab through ``window.jupyterapp.commands`` (exposed by
``--LabApp.expose_app_in_browser=True``), not keyboard shortcuts: a command's promise resolves
when the cells have finished running, which is exact where shortcuts depend on focus and on the
notebook's command/edit mode. :func:`run_all_cells` falls back to the command palette when the app
is not exposed (a server this harness did not start).
"""

from __future__ import annotations

import contextlib
import re
import secrets
import tempfile
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from _chromium import launch_chromium
from _server import REPO_ROOT, JupyterServer, running_jupyter_server

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator, Page

ARTIFACTS_DIR = REPO_ROOT / "test-artifacts"
SCREENSHOT_DIR = ARTIFACTS_DIR / "screenshots"

DEFAULT_TIMEOUT_MS = 60_000
"""Default Playwright timeout: JupyterLab's first load and a kernel start are slow on 2 cores."""


def _safe_name(name: str) -> str:
    """``name`` reduced to characters safe in a file name."""
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", name).strip("_") or "screenshot"


def new_notebook(*sources: str) -> dict[str, Any]:
    """An nbformat 4 notebook (as a dict) with one code cell per source, kernelspec ``python3``.

    Carrying the kernelspec avoids JupyterLab's kernel selection dialog.
    """
    return {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "id": f"cell-{index}",
                "metadata": {},
                "outputs": [],
                "source": source,
            }
            for index, source in enumerate(sources)
        ],
        "metadata": {
            "kernelspec": {
                "display_name": "Python 3 (ipykernel)",
                "language": "python",
                "name": "python3",
            },
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


_FIND_PANEL_JS = """
(path) => {
  const app = window.jupyterapp;
  if (!app) { return null; }
  for (const widget of app.shell.widgets('main')) {
    if (widget.context && widget.context.path === path && widget.content
        && widget.sessionContext) {
      return widget.id;
    }
  }
  return null;
}
"""

_KERNEL_IDLE_JS = """
(widgetId) => {
  const app = window.jupyterapp;
  const panel = app && Array.from(app.shell.widgets('main')).find((w) => w.id === widgetId);
  if (!panel || !panel.sessionContext) { return false; }
  const session = panel.sessionContext;
  const kernel = session.session && session.session.kernel;
  if (!kernel || kernel.status !== 'idle' || session.pendingInput) { return false; }
  if (session.kernelDisplayStatus !== 'idle') { return false; }
  const cells = panel.content.widgets;
  return !cells.some((cell) => cell.model.type === 'code'
                               && cell.model.executionState === 'running');
}
"""

_RUN_COMMAND_JS = """
async ([command, widgetId, cellIndex]) => {
  const app = window.jupyterapp;
  const panel = Array.from(app.shell.widgets('main')).find((w) => w.id === widgetId);
  if (!panel) { throw new Error('no notebook panel ' + widgetId); }
  app.shell.activateById(widgetId);
  if (cellIndex !== null) { panel.content.activeCellIndex = cellIndex; }
  return await app.commands.execute(command, { widgetId: widgetId });
}
"""


def notebook_widget_id(page: Page, path: str, timeout_ms: float = DEFAULT_TIMEOUT_MS) -> str:
    """The DOM/Lumino id of the notebook panel showing ``path``, waiting for it to open."""
    handle = page.wait_for_function(_FIND_PANEL_JS, arg=path, timeout=timeout_ms)
    widget_id = handle.json_value()
    assert isinstance(widget_id, str)
    return widget_id


def _current_notebook_id(page: Page) -> str:
    """The id of the current notebook panel (the one :func:`open_notebook` opened)."""
    widget_id = page.evaluate(
        """() => {
          const app = window.jupyterapp;
          const current = app && app.shell.currentWidget;
          if (current && current.sessionContext && current.content) { return current.id; }
          const panels = app ? Array.from(app.shell.widgets('main'))
                                .filter((w) => w.sessionContext && w.content) : [];
          return panels.length ? panels[panels.length - 1].id : null;
        }"""
    )
    if not isinstance(widget_id, str):
        raise AssertionError("no notebook is open in JupyterLab")
    return widget_id


def wait_kernel_idle(
    page: Page, widget_id: str | None = None, timeout_ms: float = DEFAULT_TIMEOUT_MS
) -> None:
    """Wait until the notebook's kernel is started and idle, and no cell is running.

    Checks the kernel's own status, the session's display status (which also covers
    "starting"/"restarting"), pending ``input()`` and each code cell's execution state.
    """
    target = widget_id or _current_notebook_id(page)
    page.wait_for_function(_KERNEL_IDLE_JS, arg=target, timeout=timeout_ms, polling=100)


def open_notebook(
    page: Page, server: JupyterServer, path: str, timeout_ms: float = DEFAULT_TIMEOUT_MS
) -> str:
    """Open ``path`` (relative to the server root) in JupyterLab and wait for an idle kernel.

    Each call uses a fresh named workspace, so nothing opened by an earlier test is restored.
    Returns the notebook panel's widget id (pass it to the other helpers, or let them use the
    current notebook).
    """
    workspace = f"test-{secrets.token_hex(4)}"
    page.goto(server.lab_url(path, workspace=workspace), wait_until="domcontentloaded")
    page.wait_for_function("() => window.jupyterapp !== undefined", timeout=timeout_ms)
    page.evaluate("async () => { await window.jupyterapp.restored; }")
    widget_id = notebook_widget_id(page, path, timeout_ms)
    page.evaluate(
        """async (widgetId) => {
          const app = window.jupyterapp;
          const panel = Array.from(app.shell.widgets('main')).find((w) => w.id === widgetId);
          app.shell.activateById(widgetId);
          await panel.context.ready;
          await panel.sessionContext.ready;
        }""",
        widget_id,
    )
    wait_kernel_idle(page, widget_id, timeout_ms)
    return widget_id


def _run_all_cells_with_palette(page: Page) -> None:
    """Run all cells through the command palette (when ``window.jupyterapp`` is not exposed)."""
    page.locator(".jp-NotebookPanel .jp-Notebook").first.click(position={"x": 5, "y": 5})
    page.keyboard.press("Escape")  # command mode, so the shortcut is not typed into a cell
    page.keyboard.press("Control+Shift+C")
    palette_input = page.locator(".lm-CommandPalette-input")
    palette_input.fill("Run All Cells")
    page.locator(".lm-CommandPalette-item", has_text=re.compile(r"^Run All Cells")).first.click()


def run_all_cells(
    page: Page, widget_id: str | None = None, timeout_ms: float = DEFAULT_TIMEOUT_MS
) -> bool:
    """Run every cell of the notebook (``notebook:run-all-cells``) and wait until all ran.

    The command's promise resolves when the last cell has finished; the kernel is then waited
    for to be idle as well. Widgets render asynchronously after that: wait for them with
    ``expect(locator).to_be_visible()``. Returns ``False`` when a cell raised (JupyterLab then
    stops, leaving the cells below unrun), ``True`` otherwise.
    """
    has_app = page.evaluate("() => window.jupyterapp !== undefined")
    if not has_app:
        _run_all_cells_with_palette(page)
        page.wait_for_timeout(500)
        page.wait_for_function(
            "() => !Array.from(document.querySelectorAll('.jp-InputPrompt'))"
            ".some((p) => p.textContent.includes('*'))",
            timeout=timeout_ms,
        )
        traceback = page.locator(".jp-OutputArea-output", has_text="Traceback (most recent call")
        return traceback.count() == 0
    target = widget_id or _current_notebook_id(page)
    result = page.evaluate(_RUN_COMMAND_JS, ["notebook:run-all-cells", target, None])
    wait_kernel_idle(page, target, timeout_ms)
    return result is not False


def run_cell(
    page: Page, index: int, widget_id: str | None = None, timeout_ms: float = DEFAULT_TIMEOUT_MS
) -> bool:
    """Run the cell at ``index`` (``notebook:run-cell``) and wait until it has finished.

    Returns ``False`` when the cell raised, ``True`` otherwise.
    """
    target = widget_id or _current_notebook_id(page)
    result = page.evaluate(_RUN_COMMAND_JS, ["notebook:run-cell", target, index])
    wait_kernel_idle(page, target, timeout_ms)
    return result is not False


def cell_output(page: Page, index: int, widget_id: str | None = None) -> Locator:
    """Locator of the output area of the cell at ``index`` in the notebook."""
    panel = page.locator(f'[id="{widget_id}"]') if widget_id else page.locator(".jp-NotebookPanel")
    return panel.locator(".jp-Notebook .jp-Cell").nth(index).locator(".jp-OutputArea")


def screenshot(page: Page, name: str, *, full_page: bool = False) -> Path:
    """Save a PNG of the page as ``test-artifacts/screenshots/<name>.png``; returns its path."""
    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOT_DIR / f"{_safe_name(name)}.png"
    page.screenshot(path=str(path), full_page=full_page)
    return path


@dataclass
class LabSession:
    """The helpers bound to one page and server: what the ``lab`` fixture gives a test."""

    page: Page
    server: JupyterServer
    widget_id: str | None = None

    def add_notebook(self, notebook: Mapping[str, Any], relpath: str) -> str:
        """Write a notebook into the server root (see :meth:`JupyterServer.add_notebook`)."""
        return self.server.add_notebook(notebook, relpath)

    def write_notebook(self, relpath: str, *sources: str) -> str:
        """Write a ``python3`` notebook with one code cell per source; returns its path."""
        return self.server.add_notebook(new_notebook(*sources), relpath)

    def open_notebook(self, path: str) -> str:
        """Open ``path`` and wait for its kernel (see :func:`open_notebook`)."""
        self.widget_id = open_notebook(self.page, self.server, path)
        return self.widget_id

    def run_all_cells(self) -> bool:
        """Run all cells of the opened notebook; ``False`` if one raised (:func:`run_all_cells`)."""
        return run_all_cells(self.page, self.widget_id)

    def run_cell(self, index: int) -> bool:
        """Run one cell of the opened notebook; ``False`` if it raised (:func:`run_cell`)."""
        return run_cell(self.page, index, self.widget_id)

    def wait_kernel_idle(self) -> None:
        """Wait for the opened notebook's kernel to be idle (see :func:`wait_kernel_idle`)."""
        wait_kernel_idle(self.page, self.widget_id)

    def cell_output(self, index: int) -> Locator:
        """Locator of a cell's output area (see :func:`cell_output`)."""
        return cell_output(self.page, index, self.widget_id)

    def screenshot(self, name: str, *, full_page: bool = False) -> Path:
        """Save a screenshot (see :func:`screenshot`)."""
        return screenshot(self.page, name, full_page=full_page)

    @contextlib.contextmanager
    def dark_theme(self) -> Iterator[None]:
        """JupyterLab's dark theme inside the ``with`` block, the light one again after it."""
        from playwright.sync_api import expect

        change = (
            "async (t) => window.jupyterapp.commands.execute('apputils:change-theme', {theme: t})"
        )
        self.page.evaluate(change, "JupyterLab Dark")
        try:
            expect(self.page.locator("body[data-jp-theme-light='false']")).to_have_count(1)
            self.page.wait_for_timeout(400)
            yield
        finally:
            self.page.evaluate(change, "JupyterLab Light")
            expect(self.page.locator("body[data-jp-theme-light='true']")).to_have_count(1)


@contextlib.contextmanager
def private_lab() -> Iterator[tuple[JupyterServer, Browser]]:
    """A JupyterLab serving a fresh temporary folder and Debian's chromium, both stopped on
    exit: for the scripts run by hand (``benchmarks/widget.py --browser``,
    ``tests/browser/docs_images.py``)."""
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        root_dir, home = Path(tmp) / "root", Path(tmp) / "home"
        root_dir.mkdir()
        home.mkdir()
        with running_jupyter_server(root_dir, home) as server, sync_playwright() as pw:
            browser = launch_chromium(pw)
            try:
                yield server, browser
            finally:
                browser.close()
