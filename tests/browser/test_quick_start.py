"""The README's quick start as a learner runs it (issue 18, items 1 and 2).

The README's command is started as written, from the project folder, with the flags the
README names for a container run as root and a free port: JupyterLab must serve the project
folder (``tutorials/`` and ``notebooks/`` both reachable through the contents API), print a
link that opens lesson 01 (not the Launcher), and that link, opened in Debian's chromium,
must show lesson 01.  Only the Jupyter folders are private (settings with autosave off,
workspaces, runtime), so the run writes nothing into the project.
"""

from __future__ import annotations

import re
import shlex
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from _lab import screenshot
from _playwright import expect
from _server import (
    REPO_ROOT,
    SERVER_START_TIMEOUT_S,
    JupyterServer,
    free_port,
    server_env,
    start_server_process,
    stop_server,
    wait_for_status,
    write_private_jupyter_dirs,
)

if TYPE_CHECKING:
    from playwright.sync_api import Page

README = REPO_ROOT / "README.md"
LESSON_01 = "tutorials/01_cards_and_points.ipynb"


def quick_start() -> tuple[list[str], list[str]]:
    """(the README's ``jupyter lab`` command, the flags it names for a run as root)."""
    text = README.read_text(encoding="utf-8")
    commands = [
        line.rsplit("&& ", 1)[-1]
        for block in re.findall(r"```bash\n(.*?)```", text, re.DOTALL)
        for line in block.splitlines()
        if "jupyter lab" in line
    ]
    assert len(commands) == 1, f"the README starts JupyterLab once: {commands}"
    root = re.search(r"As root in a container, add `([^`]+)`", text)
    assert root, "the README says what to add as root"
    return shlex.split(commands[0]), shlex.split(root.group(1))


def as_run_here(command: list[str]) -> list[str]:
    """The command with ``.venv/bin/`` meaning this test run's environment."""
    program = command[0]
    if program.startswith(".venv/bin/"):
        program = str(Path(sys.executable).parent / program.removeprefix(".venv/bin/"))
    return [program, *command[1:]]


def printed_link(log_path: Path, port: int, process_alive: object) -> str:
    """The first ``http://127.0.0.1:<port>/…`` link the server prints."""
    pattern = re.compile(rf"http://127\.0\.0\.1:{port}/\S+")
    deadline = time.monotonic() + SERVER_START_TIMEOUT_S
    while time.monotonic() < deadline:
        found = pattern.search(log_path.read_text(encoding="utf-8", errors="replace"))
        if found:
            return found.group(0)
        assert process_alive(), log_path.read_text(encoding="utf-8", errors="replace")[-3000:]
        time.sleep(0.2)
    raise AssertionError(f"no link printed:\n{log_path.read_text(encoding='utf-8')[-3000:]}")


def test_the_quick_start_serves_the_project_and_opens_lesson_01(page: Page, tmp_path: Path) -> None:
    command, root_flags = quick_start()
    assert command[1] == "lab" and not any(
        a.endswith((".ipynb", "/")) and not a.startswith("-") for a in command[2:]
    ), f"a file or folder argument makes Jupyter serve that folder: {command}"
    port = free_port()
    dirs = write_private_jupyter_dirs(tmp_path)
    env = server_env(dirs)
    env["JUPYTERLAB_SETTINGS_DIR"] = str(dirs["settings"])  # autosave off: the lesson stays
    env["JUPYTERLAB_WORKSPACES_DIR"] = str(dirs["workspaces"])
    started = [*as_run_here(command), *root_flags, f"--port={port}", "--ServerApp.port_retries=0"]
    log_path = tmp_path / "quick-start.log"
    process = start_server_process(started, REPO_ROOT, env, log_path)
    try:
        link = printed_link(log_path, port, lambda: process.poll() is None)
        token = re.search(r"[?&]token=(\w+)", link)
        assert token, link
        server = JupyterServer(
            base_url=f"http://127.0.0.1:{port}",
            token=token.group(1),
            root_dir=REPO_ROOT,
            process=process,
            log_path=log_path,
            runtime_dir=dirs["runtime"],
        )
        wait_for_status(server, SERVER_START_TIMEOUT_S)
        assert f"Serving notebooks from local directory: {REPO_ROOT}" in server.log_tail(200)
        for path in (LESSON_01, "notebooks/play.ipynb", "notebooks/quiz.ipynb"):
            model = server.api("GET", f"/api/contents/{path}?content=0")
            assert model["type"] == "notebook" and model["path"] == path, model
        assert link.split("?")[0] == f"{server.base_url}/lab/tree/{LESSON_01}", (
            f"the printed link opens {link}, not lesson 01"
        )

        page.goto(link, wait_until="domcontentloaded")
        tab = page.locator(".lm-TabBar-tab.jp-mod-current", has_text="01_cards_and_points.ipynb")
        expect(tab.first).to_be_visible(timeout=120_000)
        notebook = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook")
        heading = notebook.locator(".jp-MarkdownOutput h1").first
        # The tab shows before the first Markdown cell is rendered; on a loaded CI machine
        # (two test workers, two cores) that rendering took longer than the 5 s default.
        expect(heading).to_contain_text("01", timeout=60_000)
        expect(page.locator(".jp-Launcher")).to_have_count(0)
        shot = screenshot(page, "quick-start-lesson-01")
        print(f"the README's command serves {REPO_ROOT} and opens lesson 01; {shot}")
    finally:
        stop_server(
            JupyterServer(
                base_url="",
                token="",
                root_dir=REPO_ROOT,
                process=process,
                log_path=log_path,
                runtime_dir=dirs["runtime"],
            )
        )
