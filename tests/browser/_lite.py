"""The offline JupyterLite site in a real browser: build it, serve it on 127.0.0.1, and open a
notebook in it with every request that leaves 127.0.0.1 aborted and recorded.

Used by ``test_lite.py`` and ``benchmarks/lite.py``.  The site is built by
``binder/lite/build`` (which returns at once when the site is up to date) into
``binder/lite/_output/``.  The helpers of ``_lab.py`` that drive JupyterLab through
``window.jupyterapp`` work here too: :func:`guard` adds ``exposeAppInBrowser`` to the
site's ``jupyter-lite.json`` as the page receives it (the published file is unchanged).
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from _lab import notebook_widget_id, wait_kernel_idle
from _server import REPO_ROOT

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page, Route

LITE = REPO_ROOT / "binder" / "lite"
SITE = LITE / "_output"
BUILD = LITE / "build"

LESSON_01 = "tutorials/01_cards_and_points.ipynb"

BUILD_TIMEOUT_S = 900.0
"""A cold build downloads the build venv, Pyodide and the kernel's wheels: ~1-2 min."""

KERNEL_TIMEOUT_MS = 240_000
"""Pyodide's first start on 2 cores (the wasm, the stdlib and 25 wheels): ~10-40 s."""


def build_site() -> tuple[float, str]:
    """Run ``binder/lite/build``; returns (seconds, its output).  Raises on failure."""
    started = time.monotonic()
    proc = subprocess.run(
        [str(BUILD)],
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT_S,
        stdin=subprocess.DEVNULL,
    )
    output = proc.stdout + proc.stderr
    if proc.returncode != 0:
        raise RuntimeError(f"binder/lite/build failed ({proc.returncode}):\n{output[-4000:]}")
    return time.monotonic() - started, output


def site_megabytes(site: Path = SITE) -> float:
    """The size of the built site in MB (10^6 bytes)."""
    return sum(p.stat().st_size for p in site.rglob("*") if p.is_file()) / 1e6


class _Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types the site needs (wasm streaming needs application/wasm)."""

    extensions_map = {  # noqa: RUF012 - the base class declares it a plain class attribute
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".ipynb": "application/json",
        ".whl": "application/octet-stream",
    }

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the tests print what matters."""


@contextlib.contextmanager
def serve(site: Path = SITE, prefix: str = "baloot_widgets") -> Iterator[str]:
    """Serve ``site`` on 127.0.0.1 (a free port) in a thread, below ``/<prefix>/`` as GitHub
    Pages serves a project site; yields the base URL (ending in /)."""
    with tempfile.TemporaryDirectory(prefix="lite-serve-") as root:
        (Path(root) / prefix).symlink_to(site.resolve(), target_is_directory=True)
        handler = functools.partial(_Handler, directory=root)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        thread = threading.Thread(target=server.serve_forever, name="lite-site", daemon=True)
        thread.start()
        try:
            yield f"http://127.0.0.1:{server.server_address[1]}/{prefix}/"
        finally:
            server.shutdown()
            server.server_close()
            thread.join(timeout=10)


def guard(context: BrowserContext, base: str) -> list[str]:
    """Abort every request of ``context`` that is not for ``base``; returns the list of the
    aborted URLs (it fills as the page runs).  The root ``jupyter-lite.json`` is passed on
    with ``exposeAppInBrowser`` added, so ``window.jupyterapp`` exists."""
    outside: list[str] = []
    config = f"{base}jupyter-lite.json"

    def handle(route: Route) -> None:
        url = route.request.url
        if not url.startswith(base):
            outside.append(url)
            route.abort()
        elif url.split("?")[0] == config:
            response = route.fetch()
            data = response.json()
            data["jupyter-config-data"]["exposeAppInBrowser"] = "true"
            route.fulfill(response=response, body=json.dumps(data))
        else:
            route.continue_()

    context.route("**/*", handle)
    return outside


def open_lite(page: Page, url: str, path: str, timeout_ms: float = KERNEL_TIMEOUT_MS) -> str:
    """Go to ``url`` (a page of the site that opens ``path``), wait for the notebook and its
    idle kernel; returns the notebook panel's widget id."""
    page.goto(url, wait_until="domcontentloaded")
    page.wait_for_function("() => window.jupyterapp !== undefined", timeout=timeout_ms)
    page.evaluate("async () => { await window.jupyterapp.restored; }")
    widget_id = notebook_widget_id(page, path, timeout_ms)
    wait_kernel_idle(page, widget_id, timeout_ms)
    return widget_id


_OPEN_JS = """(path) => { window.jupyterapp.commands.execute('docmanager:open', { path }); }"""

_KERNEL_ID_JS = """(widgetId) => {
  const panel = Array.from(window.jupyterapp.shell.widgets('main'))
    .find((w) => w.id === widgetId);
  return panel.sessionContext.session.kernel.id;
}"""


def open_another(page: Page, path: str, timeout_ms: float = KERNEL_TIMEOUT_MS) -> str:
    """Open ``path`` in the page's JupyterLab (as the file browser does) and wait for the
    notebook and its idle kernel; returns the notebook panel's widget id."""
    page.evaluate(_OPEN_JS, path)
    widget_id = notebook_widget_id(page, path, timeout_ms)
    wait_kernel_idle(page, widget_id, timeout_ms)
    return widget_id


def kernel_id(page: Page, widget_id: str) -> str:
    """The id of the kernel the notebook panel ``widget_id`` runs on."""
    found: str = page.evaluate(_KERNEL_ID_JS, widget_id)
    return found


def lab_url(base: str, path: str) -> str:
    """The site's URL opening ``path`` in its JupyterLab."""
    return f"{base}lab/index.html?path={path}"


_CELL_ERRORS_JS = """
(widgetId) => {
  const app = window.jupyterapp;
  const panel = Array.from(app.shell.widgets('main')).find((w) => w.id === widgetId);
  const found = [];
  panel.content.widgets.forEach((cell, index) => {
    if (cell.model.type !== 'code') { return; }
    const tags = cell.model.getMetadata('tags') || [];
    const outputs = cell.model.outputs;
    for (let i = 0; i < outputs.length; i++) {
      const output = outputs.get(i).toJSON();
      if (output.output_type === 'error') {
        found.push({ index, expected: tags.includes('raises-exception'),
                     error: `${output.ename}: ${output.evalue}` });
      }
    }
  });
  return found;
}
"""


def cell_errors(page: Page, widget_id: str) -> list[dict[str, Any]]:
    """The error outputs of the notebook's code cells, read from the notebook model (cells
    outside the viewport are not in the DOM): ``{"index", "expected", "error"}`` each,
    ``expected`` when the cell is tagged ``raises-exception``."""
    found: list[dict[str, Any]] = page.evaluate(_CELL_ERRORS_JS, widget_id)
    return found
