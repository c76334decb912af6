"""Playwright's ``expect`` for the browser tests: importing this module skips the test
module when the Python package playwright is missing, except under ``CI=true``, where
the import error is raised (CI must run the browser tests)."""

from __future__ import annotations

import os

import pytest

try:
    from playwright.sync_api import expect
except ImportError:  # pragma: no cover - depends on the environment
    if os.environ.get("CI", "").strip().lower() == "true":
        raise
    pytest.skip("the Python package playwright is not installed", allow_module_level=True)

__all__ = ["expect"]
