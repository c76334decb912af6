"""A private JupyterLab server for the real-browser tests and the scripts run by hand:
:func:`running_jupyter_server` starts ``python -m jupyter lab`` with :data:`sys.executable`
(so the kernel imports the package under test from this same environment) on
``127.0.0.1``, a free port and a random token, and stops it with its kernels.

Its settings, workspaces, kernelspec, runtime and config folders all live in a temporary
folder, so nothing is written into the repository or the user's home.  News, update checks
and autosave are off, and the app object is exposed to the page as ``window.jupyterapp``.
The server (and through it its kernels) is told to stop when the process that started it
dies, however it dies (``PR_SET_PDEATHSIG`` on Linux): an interrupted test run leaves no
server behind.
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import committed
import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
"""The repository root: put on the kernel's ``PYTHONPATH`` and home of ``test-artifacts/``."""

SERVER_START_TIMEOUT_S = 120.0
"""How long the server may take to answer ``/api/status`` (a cold start on 2 cores is ~3-10 s)."""

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


def free_port() -> int:
    """A TCP port on 127.0.0.1 that was free a moment ago."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


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
        """Copy a file into the root; returns its path.  A file of the repository (e.g. a
        tutorial notebook) is copied as staged in git (see ``tests/committed.py``), so a
        lesson a learner ran and saved is never what a test opens."""
        target = self.root_dir / (relpath or source.name)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(committed.as_staged(source), target)
        return target.relative_to(self.root_dir).as_posix()

    def log_tail(self, lines: int = 60) -> str:
        """The last ``lines`` lines of the server's log."""
        try:
            text = self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""
        return "\n".join(text.splitlines()[-lines:])


def _stop_with_parent() -> None:  # pragma: no cover - runs in the child, before exec
    """In the server's process, before ``exec``: ask Linux to send it SIGTERM when the
    process that started it dies (even by SIGKILL).  Elsewhere nothing happens, and the
    test run's own SIGTERM handling (``tests/conftest.py``) stops the server."""
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)


_PR_SET_PDEATHSIG = 1
"""``prctl`` option of ``<linux/prctl.h>``: the signal a process gets when its parent dies."""


def write_private_jupyter_dirs(base: Path) -> dict[str, Path]:
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


def server_env(dirs: Mapping[str, Path]) -> dict[str, str]:
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


def wait_for_status(server: JupyterServer, timeout_s: float) -> None:
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


def stop_server(server: JupyterServer) -> None:
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


def start_server_process(
    command: list[str], cwd: Path, env: Mapping[str, str], log_path: Path
) -> subprocess.Popen[bytes]:
    """Start ``command`` (a Jupyter server) in a session of its own, its output in
    ``log_path``; it gets SIGTERM when this process dies.  Stop it with :func:`stop_server`."""
    with log_path.open("wb") as log:
        return subprocess.Popen(
            command,
            cwd=cwd,
            env=dict(env),
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            preexec_fn=_stop_with_parent,
        )


@contextlib.contextmanager
def running_jupyter_server(root_dir: Path, home: Path) -> Iterator[JupyterServer]:
    """Start JupyterLab serving ``root_dir`` with its private folders under ``home``, and
    stop it (with its kernels) on exit.  The fixture below and :func:`private_lab` use it."""
    dirs = write_private_jupyter_dirs(home)
    port = free_port()
    token = secrets.token_hex(24)
    log_path = home / "jupyter-server.log"
    process = start_server_process(
        _server_command(port, token, root_dir, dirs), root_dir, server_env(dirs), log_path
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
        wait_for_status(server, SERVER_START_TIMEOUT_S)
        yield server
    finally:
        stop_server(server)


def shutdown_kernel_sessions(server: JupyterServer) -> None:
    """Delete every session of ``server`` (which shuts its kernel down)."""
    try:
        sessions = server.api("GET", "/api/sessions")
        for session in sessions or []:
            server.api("DELETE", f"/api/sessions/{session['id']}")
    except (urllib.error.URLError, OSError) as error:  # the server may be gone already
        print(f"could not shut kernel sessions down: {error!r}")
