"""A notebook's kernelspec is enough to start its kernel when lesson 01 opens on a cold,
busy server (issue 18, item 8: a "Select Kernel" dialog once on the first open of lesson 01).

What JupyterLab 4.6 does (its source, packages/…/src):

* ``SessionContext.startKernel`` (apputils, sessioncontext.tsx) picks the notebook's kernel
  from ``specsManager.specs``; ``Private.getDefaultKernel`` returns null while those are null,
  and then (as when the session's start fails) the document context asks the user to pick a
  kernel (``Context._populate`` in docregistry, context.ts).
* A *late* ``GET /api/kernelspecs`` cannot do that: the lesson of the URL is opened by
  ``navigateToPath`` (filebrowser-extension, index.ts), which first awaits ``services.ready``,
  and that waits for the kernelspecs' first answer.  :func:`test_late_kernelspecs_hold_the_lesson_back`
  shows it: held kernelspecs hold the lesson back, and it starts python3 unasked.
* A *failed* first ``GET /api/kernelspecs`` does not either: ``KernelSpecManager.ready``
  resolves on an error too (``.catch(_ => undefined)`` in services, kernelspec/manager.ts),
  and its poll then starts with an immediate second request (``void this.ready.then(() =>
  this._pollSpecs.start())``), answered before the session starts.
  :func:`test_a_failed_first_kernelspecs_request_does_not_ask_for_a_kernel` shows it.

So with the JupyterLab the project pins (4.6.6), the notebooks' kernelspec (python3, checked
against the installed kernelspecs by ``tests/test_notebook_kernelspec.py``) is enough: the
dialog comes only when the kernelspecs fail twice in a row or the server fails to start the
kernel (``POST /api/sessions`` answers an error: ``startKernel`` catches it and asks), both a
server's real error.  These tests keep that true when JupyterLab is upgraded.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING
from urllib.parse import urlparse

from _lab import notebook_widget_id, screenshot, wait_kernel_idle
from _playwright import expect
from _server import REPO_ROOT, JupyterServer

if TYPE_CHECKING:
    from playwright.sync_api import Page, Route

LESSON_01 = REPO_ROOT / "tutorials" / "01_cards_and_points.ipynb"

HOLD_MS = 8_000
"""How long the late kernelspecs are held (JupyterLab asks "clear the workspace or keep
waiting?" after 12 s of loading screen)."""


def is_kernelspecs_request(url: str) -> bool:
    """``GET /api/kernelspecs`` (not a kernelspec's logo or resources)."""
    return urlparse(url).path.endswith("/api/kernelspecs")


def open_lesson(page: Page, server: JupyterServer, folder: str) -> str:
    """Copy lesson 01 into ``folder`` of the server and open it (a fresh workspace)."""
    path = server.copy_in(LESSON_01, f"{folder}/01_cards_and_points.ipynb")
    workspace = f"{folder}-{secrets.token_hex(4)}"
    page.goto(server.lab_url(path, workspace=workspace), wait_until="domcontentloaded")
    return path


def assert_python3_started_unasked(page: Page, path: str, name: str) -> None:
    """The lesson is open, its kernel is python3 and idle, and no dialog asked anything."""
    dialog = page.locator(".jp-Dialog")
    widget_id = notebook_widget_id(page, path)
    started = page.wait_for_function(
        """(widgetId) => {
          if (document.querySelector('.jp-Dialog')) return 'asked';
          const panel = Array.from(window.jupyterapp.shell.widgets('main'))
            .find((w) => w.id === widgetId);
          const kernel = panel && panel.sessionContext.session?.kernel;
          return kernel ? kernel.name : false;
        }""",
        arg=widget_id,
        polling=100,
    ).json_value()
    if started == "asked":
        shot = screenshot(page, f"{name}-asked")
        raise AssertionError(
            f"JupyterLab asked about the kernel of a notebook whose kernelspec is python3: "
            f"{dialog.first.inner_text()!r}; {shot}"
        )
    assert started == "python3"
    wait_kernel_idle(page, widget_id)
    expect(dialog).to_have_count(0)
    expect(page.locator(f"#{widget_id} .jp-MarkdownOutput h1").first).to_contain_text("01")
    print(f"lesson 01 started python3 unasked; {screenshot(page, name)}")


def test_late_kernelspecs_hold_the_lesson_back(page: Page, jupyter_server: JupyterServer) -> None:
    held: list[Route] = []
    released = False

    def hold(route: Route) -> None:
        held.append(route)
        if released:
            route.continue_()

    page.route(is_kernelspecs_request, hold)
    path = open_lesson(page, jupyter_server, "late-kernelspecs")
    page.wait_for_function("() => window.jupyterapp !== undefined")
    page.wait_for_timeout(HOLD_MS)
    assert held, "JupyterLab asks for the kernelspecs at page load"
    notebooks = page.locator(".jp-NotebookPanel")
    expect(notebooks).to_have_count(0)  # the lesson waits for the kernelspecs
    released = True
    for route in list(held):
        route.continue_()
    assert_python3_started_unasked(page, path, "late-kernelspecs-lesson-01")


def test_a_failed_first_kernelspecs_request_does_not_ask_for_a_kernel(
    page: Page, jupyter_server: JupyterServer
) -> None:
    answered: list[int] = []

    def fail_the_first(route: Route) -> None:
        if answered:
            answered.append(200)
            route.continue_()
        else:
            answered.append(503)
            route.fulfill(status=503, body="the server is busy starting")

    page.route(is_kernelspecs_request, fail_the_first)
    path = open_lesson(page, jupyter_server, "failed-kernelspecs")
    assert_python3_started_unasked(page, path, "failed-kernelspecs-lesson-01")
    assert answered[:2] == [503, 200], answered
