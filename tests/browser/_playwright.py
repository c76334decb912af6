"""Playwright's ``expect`` for the browser tests: importing this module skips the test
module when the Python package playwright is missing, except under ``CI=true``, where
the import error is raised (CI must run the browser tests)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import pytest

try:
    from playwright.sync_api import expect
except ImportError:  # pragma: no cover - depends on the environment
    if os.environ.get("CI", "").strip().lower() == "true":
        raise
    pytest.skip("the Python package playwright is not installed", allow_module_level=True)

if TYPE_CHECKING:
    from playwright.sync_api import Page

__all__ = ["LUMINANCE", "dark_theme", "expect"]

#: JavaScript ``(el, prop) => number``: the relative luminance (0 dark, 1 light) of a colour
#: property of an element's computed style, ``rgb(...)`` or ``color(srgb ...)``
LUMINANCE = """(el, prop) => {
  const c = getComputedStyle(el)[prop];
  const m = c.match(/color\\(srgb ([\\d.]+) ([\\d.]+) ([\\d.]+)/);
  const [r, g, b] = m ? m.slice(1).map(Number) : c.match(/\\d+/g).slice(0, 3).map((x) => x / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}"""


_THEME = "async (t) => window.jupyterapp.commands.execute('apputils:change-theme', {theme: t})"


@contextmanager
def dark_theme(page: Page) -> Iterator[None]:
    """JupyterLab's dark theme inside the ``with`` block, the light one again after it."""
    page.evaluate(_THEME, "JupyterLab Dark")
    try:
        expect(page.locator("body[data-jp-theme-light='false']")).to_have_count(1)
        page.wait_for_timeout(400)
        yield
    finally:
        page.evaluate(_THEME, "JupyterLab Light")
        expect(page.locator("body[data-jp-theme-light='true']")).to_have_count(1)
