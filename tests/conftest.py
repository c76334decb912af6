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

import signal
import threading
from types import FrameType

import committed
import pytest


def _interrupt(signum: int, _frame: FrameType | None) -> None:
    raise KeyboardInterrupt(f"stopped by signal {signal.Signals(signum).name}")


def pytest_configure(config: pytest.Config) -> None:
    """Turn SIGTERM into KeyboardInterrupt (in the main thread, where signals arrive)."""
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, _interrupt)


def pytest_report_header(config: pytest.Config) -> str | None:
    """A line when the lessons are judged from a checkout of git's index."""
    return committed.note()
