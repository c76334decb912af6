"""Real-browser test harness: a private JupyterLab server driven by Playwright + Debian chromium.

Fixtures
--------
``jupyter_root_dir`` (session)
    The folder JupyterLab serves. A fresh temporary folder by default; set the environment
    variable ``BALOOT_JUPYTER_ROOT_DIR`` (for example to the repository root) or override this
    fixture in a nearer ``conftest.py`` to serve another folder. Tests copy or write notebooks into
    it with :meth:`JupyterServer.add_notebook` / :meth:`JupyterServer.copy_in`.
``jupyter_server`` (session)
    ``python -m jupyter lab`` run with :data:`sys.executable` (so the kernel imports the package
    under test from this same environment) on ``127.0.0.1``, a free port and a random token. Its
    settings, workspaces, kernelspec, runtime and config folders all live in a temporary folder,
    so nothing is written into the repository or the user's home. News, update checks and autosave
    are off, and the app object is exposed to the page as ``window.jupyterapp``.
``browser`` (session) / ``page`` (function)
    Playwright's sync API on Debian's ``chromium`` (never ``playwright install``). Without
    chromium or playwright the tests are skipped, except when ``CI=true``, where they fail.
    A failing test leaves ``test-artifacts/screenshots/FAILED-<test>.png``.
``lab`` (function)
    A :class:`LabSession` binding ``page`` and ``jupyter_server`` to the helper functions below.

Helpers
-------
:func:`open_notebook`, :func:`wait_kernel_idle`, :func:`run_all_cells`, :func:`run_cell`,
:func:`cell_output`, :func:`screenshot`.

They drive JupyterLab through ``window.jupyterapp.commands`` (exposed by
``--LabApp.expose_app_in_browser=True``), not keyboard shortcuts: a command's promise resolves
when the cells have finished running, which is exact where shortcuts depend on focus and on the
notebook's command/edit mode. :func:`run_all_cells` falls back to the command palette when the app
is not exposed (a server this harness did not start).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Generator, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator, Page, Playwright

REPO_ROOT = Path(__file__).resolve().parents[2]
"""The repository root: put on the kernel's ``PYTHONPATH`` and home of ``test-artifacts/``."""

ARTIFACTS_DIR = REPO_ROOT / "test-artifacts"
SCREENSHOT_DIR = ARTIFACTS_DIR / "screenshots"

CHROMIUM_ARGS: tuple[str, ...] = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)

SERVER_START_TIMEOUT_S = 120.0
"""How long the server may take to answer ``/api/status`` (a cold start on 2 cores is ~3-10 s)."""

DEFAULT_TIMEOUT_MS = 60_000
"""Default Playwright timeout: JupyterLab's first load and a kernel start are slow on 2 cores."""

ROOT_DIR_ENV = "BALOOT_JUPYTER_ROOT_DIR"

USER_SETTINGS: dict[str, dict[str, Any]] = {
    # No "Would you like to receive official Jupyter news?" toast, no update check.
    "@jupyterlab/apputils-extension/notification": {
        "fetchNews": "false",
        "checkForUpdates": False,
    },
    # Never write back into served notebooks (the root may be the repository).
    "@jupyterlab/docmanager-extension/plugin": {"autosave": False},
    # Attach every cell to the DOM, so locators find cells and outputs below the fold.
    "@jupyterlab/notebook-extension/tracker": {"windowingMode": "none"},
}
"""JupyterLab user settings written into the server's private settings folder."""


# --------------------------------------------------------------------------------------------
# Small utilities


def in_ci() -> bool:
    """Whether we run in CI (``CI=true``), where browser tests must run and never skip."""
    return os.environ.get("CI", "").strip().lower() == "true"


def skip_or_fail(reason: str) -> NoReturn:
    """Skip the test locally, but fail it in CI: CI must really run the browser tests."""
    if in_ci():
        pytest.fail(f"{reason} (CI=true: browser tests must run)", pytrace=False)
    pytest.skip(reason)


def find_chromium() -> str | None:
    """Path of Debian's ``chromium`` (``apt-get install chromium``), or ``None``."""
    return shutil.which("chromium")


def free_port() -> int:
    """A TCP port on 127.0.0.1 that was free a moment ago."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


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


# --------------------------------------------------------------------------------------------
# The server


@dataclass(frozen=True)
class JupyterServer:
    """A running JupyterLab server started by the ``jupyter_server`` fixture."""

    base_url: str
    """``http://127.0.0.1:<port>`` (no trailing slash)."""
    token: str
    root_dir: Path
    """The folder served: notebooks must be inside it."""
    process: subprocess.Popen[bytes]
    log_path: Path
    runtime_dir: Path
    """``JUPYTER_RUNTIME_DIR``: kernel connection files live here, which identifies our kernels."""

    def lab_url(self, path: str, workspace: str | None = None) -> str:
        """URL opening ``path`` (relative to :attr:`root_dir`) in JupyterLab.

        With ``workspace`` the page uses its own named workspace, so what an earlier test left
        open in the default workspace is not restored (and its kernel not started again).
        """
        prefix = f"/lab/workspaces/{workspace}" if workspace else "/lab"
        quoted = urllib.request.pathname2url(path.lstrip("/"))
        return f"{self.base_url}{prefix}/tree/{quoted}?token={self.token}"

    def api(self, method: str, endpoint: str, body: Mapping[str, Any] | None = None) -> Any:
        """Call the REST API (``endpoint`` like ``/api/kernels``); returns the decoded JSON."""
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            f"{self.base_url}{endpoint}",
            data=data,
            method=method,
            headers={"Authorization": f"token {self.token}", "Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=30) as response:
            payload = response.read()
        return json.loads(payload) if payload else None

    def add_notebook(self, notebook: Mapping[str, Any], relpath: str) -> str:
        """Write ``notebook`` (an nbformat dict or ``NotebookNode``) at ``relpath`` in the root.

        Returns ``relpath`` in POSIX form, ready for :func:`open_notebook`.
        """
        target = self.root_dir / relpath
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(notebook, indent=1) + "\n", encoding="utf-8")
        return target.relative_to(self.root_dir).as_posix()

    def copy_in(self, source: Path, relpath: str | None = None) -> str:
        """Copy a file (e.g. a tutorial notebook of the repo) into the root; returns its path."""
        target = self.root_dir / (relpath or source.name)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
        return target.relative_to(self.root_dir).as_posix()

    def log_tail(self, lines: int = 60) -> str:
        """The last ``lines`` lines of the server's log."""
        try:
            text = self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""
        return "\n".join(text.splitlines()[-lines:])


def _write_private_jupyter_dirs(base: Path) -> dict[str, Path]:
    """Create config/data/runtime/settings/workspaces folders under ``base``.

    The data folder holds a ``python3`` kernelspec whose argv is :data:`sys.executable`:
    the stock spec says ``python``, which resolves through ``PATH`` and may be another Python.
    """
    dirs = {
        name: base / name
        for name in ("config", "data", "runtime", "settings", "workspaces", "ipython")
    }
    for folder in dirs.values():
        folder.mkdir(parents=True, exist_ok=True)
    kernel_dir = dirs["data"] / "kernels" / "python3"
    kernel_dir.mkdir(parents=True, exist_ok=True)
    kernelspec = {
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "Python 3 (ipykernel)",
        "language": "python",
        "metadata": {"debugger": False},
    }
    (kernel_dir / "kernel.json").write_text(json.dumps(kernelspec, indent=1), encoding="utf-8")
    for plugin, values in USER_SETTINGS.items():
        settings_file = dirs["settings"] / f"{plugin}.jupyterlab-settings"
        settings_file.parent.mkdir(parents=True, exist_ok=True)
        settings_file.write_text(json.dumps(values, indent=1), encoding="utf-8")
    return dirs


def _server_env(dirs: Mapping[str, Path]) -> dict[str, str]:
    """Environment of the server (and so of its kernels): private Jupyter dirs, repo importable."""
    env = dict(os.environ)

    def prepend(name: str, value: str) -> None:
        env[name] = os.pathsep.join([value, *filter(None, [env.get(name)])])

    env["JUPYTER_CONFIG_DIR"] = str(dirs["config"])
    env["JUPYTER_DATA_DIR"] = str(dirs["data"])
    env["JUPYTER_RUNTIME_DIR"] = str(dirs["runtime"])
    env["IPYTHONDIR"] = str(dirs["ipython"])
    env["JUPYTER_PLATFORM_DIRS"] = "1"
    env["PYDEVD_DISABLE_FILE_VALIDATION"] = "1"
    prepend("JUPYTER_PATH", str(dirs["data"]))  # our python3 kernelspec wins
    prepend("PYTHONPATH", str(REPO_ROOT))  # the package under test, even if not installed
    prepend("PATH", str(Path(sys.executable).parent))
    return env


def _server_command(port: int, token: str, root_dir: Path, dirs: Mapping[str, Path]) -> list[str]:
    """The ``jupyter lab`` command line."""
    command = [
        sys.executable,
        "-m",
        "jupyter",
        "lab",
        "--no-browser",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={root_dir}",
        "--ServerApp.terminals_enabled=False",
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        f"--LabApp.user_settings_dir={dirs['settings']}",
        f"--LabApp.workspaces_dir={dirs['workspaces']}",
        "--LabApp.expose_app_in_browser=True",
        "--LabApp.extension_manager=readonly",  # no PyPI queries from the extension manager
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--allow-root")
    return command


def _wait_for_status(server: JupyterServer, timeout_s: float) -> None:
    """Poll ``/api/status`` until it answers; fail with the log tail if the server dies."""
    deadline = time.monotonic() + timeout_s
    last_error = "no answer yet"
    while time.monotonic() < deadline:
        code = server.process.poll()
        if code is not None:
            pytest.fail(
                f"jupyter lab exited with code {code} before answering.\n{server.log_tail()}",
                pytrace=False,
            )
        try:
            server.api("GET", "/api/status")
            return
        except (urllib.error.URLError, ConnectionError, OSError, ValueError) as error:
            last_error = repr(error)
        time.sleep(0.25)
    pytest.fail(
        f"jupyter lab did not answer /api/status within {timeout_s:.0f} s ({last_error}).\n"
        f"{server.log_tail()}",
        pytrace=False,
    )


def _kernel_pids(runtime_dir: Path) -> list[int]:
    """PIDs of processes whose command line names a connection file in ``runtime_dir``.

    Kernels are started in their own session by jupyter_client, so killing the server's process
    group does not reach them: these PIDs are ours and safe to end one by one.
    """
    proc = Path("/proc")
    if not proc.is_dir():
        return []
    marker = str(runtime_dir).encode()
    pids = []
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        if marker in cmdline:
            pids.append(int(entry.name))
    return pids


def _stop_server(server: JupyterServer) -> None:
    """Stop the server's whole process group (SIGTERM, then SIGKILL) and any kernel left."""
    process = server.process
    if process.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)  # the server shuts its kernels down
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)
    for pid in _kernel_pids(server.runtime_dir):
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


@pytest.fixture(scope="session")
def jupyter_root_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder JupyterLab serves: ``$BALOOT_JUPYTER_ROOT_DIR`` or a fresh temporary folder.

    Override this fixture (e.g. ``return REPO_ROOT``) to serve another folder.
    """
    configured = os.environ.get(ROOT_DIR_ENV)
    if configured:
        return Path(configured).resolve()
    return tmp_path_factory.mktemp("jupyter-root")


@contextlib.contextmanager
def running_jupyter_server(root_dir: Path, home: Path) -> Iterator[JupyterServer]:
    """Start JupyterLab serving ``root_dir`` with its private folders under ``home``, and
    stop it (with its kernels) on exit.  The fixture below and :func:`private_lab` use it."""
    dirs = _write_private_jupyter_dirs(home)
    port = free_port()
    token = secrets.token_hex(24)
    log_path = home / "jupyter-server.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            _server_command(port, token, root_dir, dirs),
            cwd=root_dir,
            env=_server_env(dirs),
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    server = JupyterServer(
        base_url=f"http://127.0.0.1:{port}",
        token=token,
        root_dir=root_dir,
        process=process,
        log_path=log_path,
        runtime_dir=dirs["runtime"],
    )
    try:
        _wait_for_status(server, SERVER_START_TIMEOUT_S)
        yield server
    finally:
        _stop_server(server)


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


@pytest.fixture(scope="session")
def jupyter_server(
    jupyter_root_dir: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[JupyterServer]:
    """A JupyterLab server on 127.0.0.1 for the whole session, stopped at the end."""
    with running_jupyter_server(
        jupyter_root_dir, tmp_path_factory.mktemp("jupyter-home")
    ) as server:
        yield server


# --------------------------------------------------------------------------------------------
# The browser


@pytest.fixture(scope="session")
def playwright_instance() -> Iterator[Playwright]:
    """Playwright's sync API (skipped locally, failed in CI, if playwright is missing)."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        skip_or_fail("the Python package playwright is not installed")
    with sync_playwright() as playwright:
        yield playwright


def launch_chromium(playwright: Playwright) -> Browser:
    """Debian's ``chromium`` in headless mode with the flags of ARCHITECTURE.md §7."""
    executable = find_chromium()
    if executable is None:
        raise RuntimeError("Debian chromium is not installed (apt-get install chromium)")
    return playwright.chromium.launch(
        executable_path=executable, args=list(CHROMIUM_ARGS), headless=True
    )


@pytest.fixture(scope="session")
def browser(playwright_instance: Playwright) -> Iterator[Browser]:
    """Debian's headless chromium (skipped locally, failed in CI, if it is missing)."""
    if find_chromium() is None:
        skip_or_fail("Debian chromium is not installed (apt-get install chromium)")
    chromium = launch_chromium(playwright_instance)
    try:
        yield chromium
    finally:
        chromium.close()


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:  # pragma: no cover - plumbing
    """Keep each phase's report on the item, so ``page`` can screenshot failures."""
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


@pytest.fixture
def page(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A fresh page in its own browser context; on failure, a screenshot and console errors."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(DEFAULT_TIMEOUT_MS)
    new_page = context.new_page()
    console_errors: list[str] = []
    new_page.on(
        "console",
        lambda message: console_errors.append(message.text) if message.type == "error" else None,
    )
    new_page.on("pageerror", lambda error: console_errors.append(f"pageerror: {error}"))
    try:
        yield new_page
    finally:
        report = getattr(request.node, "report_call", None)
        if report is not None and report.failed:
            try:
                path = screenshot(new_page, f"FAILED-{request.node.name}")
                print(f"screenshot of the failure: {path}")
            except Exception as error:  # the page may be gone
                print(f"no failure screenshot: {error!r}")
            if console_errors:
                print("browser console errors:\n  " + "\n  ".join(console_errors[-20:]))
        context.close()


# --------------------------------------------------------------------------------------------
# Helpers driving JupyterLab

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


@pytest.fixture
def lab(
    page: Page, jupyter_server: JupyterServer, request: pytest.FixtureRequest
) -> Iterator[LabSession]:
    """The JupyterLab helpers bound to this test's ``page`` and the session's server.

    Afterwards every kernel session is shut down, so kernels do not pile up over a test
    session (the server is shared; each test opens its notebooks with kernels of their own).
    When the test fails, the tail of the server's log (kernel errors, tracebacks) is printed.
    """
    yield LabSession(page=page, server=jupyter_server)
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        print(f"jupyter server log ({jupyter_server.log_path}), last lines:")
        print(jupyter_server.log_tail())
    shutdown_kernel_sessions(jupyter_server)


def shutdown_kernel_sessions(server: JupyterServer) -> None:
    """Delete every session of ``server`` (which shuts its kernel down)."""
    try:
        sessions = server.api("GET", "/api/sessions")
        for session in sessions or []:
            server.api("DELETE", f"/api/sessions/{session['id']}")
    except (urllib.error.URLError, OSError) as error:  # the server may be gone already
        print(f"could not shut kernel sessions down: {error!r}")


def pytest_configure(config: pytest.Config) -> None:
    """Register the ``browser`` marker (also declared in pyproject.toml)."""
    config.addinivalue_line("markers", "browser: real-browser tests (Playwright + Debian chromium)")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test in this folder ``browser`` (select or skip them with ``-m``)."""
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.browser)
