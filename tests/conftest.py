"""What holds for the whole test run (every worker of pytest-xdist included).

* SIGTERM (``timeout``, ``kill``, a CI runner stopping the job) interrupts the run as
  Control-C does, so that fixtures are torn down: the JupyterLab servers and browsers of the
  real-browser tests stop with it.  (Python's default is to die on the spot, leaving the
  servers, which run in sessions of their own, behind.)  ``tests/browser/_server.py`` also
  has each server stopped by Linux when the process that started it dies.
* The header says when the lessons are judged as staged in git because the working copy of
  ``tutorials/`` or ``notebooks/`` differs (see ``committed.py``).
"""

from __future__ import annotations

import asyncio
import os
import signal
import tempfile
import threading
from collections.abc import Iterator
from types import FrameType

import committed
import pytest


def _interrupt(signum: int, _frame: FrameType | None) -> None:
    raise KeyboardInterrupt(f"stopped by signal {signal.Signals(signum).name}")


def pytest_configure(config: pytest.Config) -> None:
    """Turn SIGTERM into KeyboardInterrupt (in the main thread, where signals arrive), and
    give the run a learner's folder of its own (``BALOOT_HOME``, which the kernels and
    processes it starts inherit): the widgets record every answer there, never in the
    home folder of the person running the tests."""
    if not os.environ.get("BALOOT_HOME"):
        os.environ["BALOOT_HOME"] = tempfile.mkdtemp(prefix="baloot-tests-home-")
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, _interrupt)


def pytest_report_header(config: pytest.Config) -> str | None:
    """A line when the lessons are judged from a checkout of git's index."""
    return committed.note()


@pytest.fixture(autouse=True)
def _no_leaked_event_loop(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test that is not a browser test sees its thread as a script does: no running event
    loop.  Playwright's sync API runs its loop in a greenlet of the main thread, and between
    its calls the loop stays marked as the thread's *running* loop; code that looks for the
    kernel's loop (``widgets/background.host_mode``) would take that idle loop for it and
    wait for callbacks it never runs.  The mark is hidden during the test and given back
    after it (Playwright needs it for the next browser test of this worker)."""
    if "playwright_instance" in request.fixturenames:
        yield
        return
    leaked = asyncio._get_running_loop()
    asyncio._set_running_loop(None)
    try:
        yield
    finally:
        asyncio._set_running_loop(leaked)
