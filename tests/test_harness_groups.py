"""The test command's groups hold: with ``--dist loadgroup`` (pyproject.toml), the tests of
one ``xdist_group`` run on one worker.  The JupyterLite tests share one site and the wheel
tests one venv; spread over two workers they built them twice at once and deleted each
other's files (pytest 9 with pytest-xdist 3.8 lost the groups silently)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

GROUPED = """
import os
import pytest

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("site")]


@pytest.mark.parametrize("i", range(6))
def test_grouped(i):
    with open("workers.txt", "a") as out:
        out.write(os.environ["PYTEST_XDIST_WORKER"] + "\\n")
"""

OTHERS = """
import time
import pytest


@pytest.mark.parametrize("i", range(12))
def test_other(i):
    time.sleep(0.05)
"""


def test_a_group_runs_on_one_worker(tmp_path: Path) -> None:
    (tmp_path / "test_grouped.py").write_text(GROUPED, encoding="utf-8")
    (tmp_path / "test_others.py").write_text(OTHERS, encoding="utf-8")
    command = [
        sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-W", "ignore",
        "-p", "xdist.plugin", "-n", "2", "--dist", "loadgroup", f"--rootdir={tmp_path}",
        "-c", "/dev/null", ".",
    ]  # fmt: skip
    # pytest and xdist alone (the other plugins installed only slow the three starts)
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    proc = subprocess.run(
        command, cwd=tmp_path, capture_output=True, text=True, timeout=300, env=env
    )
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    workers = (tmp_path / "workers.txt").read_text(encoding="utf-8").split()
    assert len(workers) == 6 and len(set(workers)) == 1, workers
