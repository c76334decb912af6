"""Real-browser test fixtures: a private JupyterLab server driven by Playwright + Debian
chromium.  What they use lives in modules of their own, which tests import directly:
``_server.py`` (the server), ``_chromium.py`` (the browser), ``_lab.py`` (driving
JupyterLab: :func:`~_lab.open_notebook`, :func:`~_lab.run_all_cells`, :func:`~_lab.run_cell`,
:func:`~_lab.cell_output`, :func:`~_lab.screenshot`, :class:`~_lab.LabSession`),
``_lite.py`` (the JupyterLite site) and ``_playwright.py`` (``expect``).

Fixtures
--------
``jupyter_root_dir`` (session)
    The folder JupyterLab serves. A fresh temporary folder by default; set the environment
    variable ``BALOOT_JUPYTER_ROOT_DIR`` (for example to the repository root) or override this
    fixture in a nearer ``conftest.py`` to serve another folder. Tests copy or write notebooks into
    it with :meth:`JupyterServer.add_notebook` / :meth:`JupyterServer.copy_in`.
``jupyter_server`` (session)
    A :class:`~_server.JupyterServer` for the whole session (one per xdist worker).
``browser`` (session) / ``page`` (function)
    Playwright's sync API on Debian's ``chromium`` (never ``playwright install``). Without
    chromium or playwright the tests are skipped, except when ``CI=true``, where they fail.
    A failing test leaves ``test-artifacts/screenshots/FAILED-<test>.png``.
``lab`` (function)
    A :class:`~_lab.LabSession` binding ``page`` and ``jupyter_server`` to the helpers.
"""

from __future__ import annotations

import os
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from _chromium import find_chromium, launch_chromium, skip_or_fail
from _lab import DEFAULT_TIMEOUT_MS, LabSession, screenshot
from _server import JupyterServer, running_jupyter_server, shutdown_kernel_sessions

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page, Playwright

ROOT_DIR_ENV = "BALOOT_JUPYTER_ROOT_DIR"


@pytest.fixture(scope="session")
def jupyter_root_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder JupyterLab serves: ``$BALOOT_JUPYTER_ROOT_DIR`` or a fresh temporary folder.

    Override this fixture (e.g. ``return REPO_ROOT``) to serve another folder.
    """
    configured = os.environ.get(ROOT_DIR_ENV)
    if configured:
        return Path(configured).resolve()
    return tmp_path_factory.mktemp("jupyter-root")


@pytest.fixture(scope="session")
def jupyter_server(
    jupyter_root_dir: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[JupyterServer]:
    """A JupyterLab server on 127.0.0.1 for the whole session, stopped at the end."""
    with running_jupyter_server(
        jupyter_root_dir, tmp_path_factory.mktemp("jupyter-home")
    ) as server:
        yield server


@pytest.fixture(scope="session")
def playwright_instance() -> Iterator[Playwright]:
    """Playwright's sync API (skipped locally, failed in CI, if playwright is missing)."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        skip_or_fail("the Python package playwright is not installed")
    with sync_playwright() as playwright:
        yield playwright


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


def pytest_configure(config: pytest.Config) -> None:
    """Register the ``browser`` marker (also declared in pyproject.toml)."""
    config.addinivalue_line("markers", "browser: real-browser tests (Playwright + Debian chromium)")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test in this folder ``browser`` (select or skip them with ``-m``)."""
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.browser)
