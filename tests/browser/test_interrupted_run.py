"""An interrupted test run leaves no server behind (issue 18, item 4).

The README's test command (``python -m pytest``, with the options of pyproject.toml: its
pytest-xdist workers included) is started on one real-browser test; once its JupyterLab
server and a kernel are running, the run gets SIGTERM (what ``timeout`` or a CI runner
sends).  Every process that belongs to the run (found by its ``--basetemp`` folder in the
command line: the server, its kernels) must be gone soon after.  A SIGTERM used to kill
pytest on the spot and leave the server, which runs in a session of its own, running.
The run is tried as configured (pytest-xdist's workers) and in one process (``-n 0``).
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from _server import REPO_ROOT, start_server_process

if TYPE_CHECKING:
    from playwright.sync_api import Browser

#: a real-browser test that starts a server and a kernel
VICTIM = "tests/browser/test_harness_smoke.py"


def processes_of(marker: str) -> dict[int, str]:
    """pid -> command line of every process whose command line holds ``marker``."""
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        with contextlib.suppress(OSError):
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            if marker in cmdline:
                found[int(entry.name)] = cmdline
    return found


def wait_for(predicate: object, timeout_s: float, what: str, log: Path) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if predicate():  # type: ignore[operator]
            return
        time.sleep(0.1)
    raise AssertionError(f"{what} within {timeout_s:.0f} s\n{log.read_text()[-3000:]}")


@pytest.mark.parametrize("workers", [[], ["-n", "0"]], ids=["as configured", "one process"])
def test_sigterm_to_the_test_run_stops_its_servers_and_kernels(
    browser: Browser, tmp_path: Path, workers: list[str]
) -> None:
    basetemp = tmp_path / "interrupted-run"
    marker = str(basetemp)
    log = tmp_path / "run.log"
    command = [sys.executable, "-m", "pytest", VICTIM, f"--basetemp={basetemp}", *workers]
    run = start_server_process(command, REPO_ROOT, os.environ, log)
    try:

        def server_and_kernel() -> bool:
            lines = processes_of(marker).values()
            return any("jupyter-lab" in c or "jupyter lab" in c for c in lines) and any(
                "ipykernel" in c for c in lines
            )

        wait_for(server_and_kernel, 240, "no server and kernel started", log)
        started = processes_of(marker)
        os.kill(run.pid, signal.SIGTERM)
        run.wait(timeout=120)
        wait_for(lambda: not processes_of(marker), 30, "processes of the run are left", log)
        print(f"SIGTERM stopped the run and its {len(started)} processes: {sorted(started)}")
    finally:
        if run.poll() is None:
            run.kill()
            run.wait(timeout=30)
        for pid in processes_of(marker):  # what a failure left: ours, ended one by one
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
