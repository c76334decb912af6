"""Debian's chromium for the real-browser tests (never ``playwright install``): where it
is, how it is started, and what happens when it or Playwright is missing (the tests are
skipped locally, but fail under ``CI=true``, where they must run)."""

from __future__ import annotations

import os
import shutil
from typing import TYPE_CHECKING, NoReturn

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Playwright

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


def launch_chromium(playwright: Playwright) -> Browser:
    """Debian's ``chromium`` in headless mode (docs/architecture.md, "The tests")."""
    executable = find_chromium()
    if executable is None:
        raise RuntimeError("Debian chromium is not installed (apt-get install chromium)")
    return playwright.chromium.launch(
        executable_path=executable, args=list(CHROMIUM_ARGS), headless=True
    )
