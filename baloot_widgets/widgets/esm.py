"""The JavaScript and CSS of each widget, as anywidget loads them: one plain ES module and
one style sheet per widget, each made of the shared ``static/common.*`` followed by the
widget's own file (no bundler, no imports at run time, nothing fetched from a network).

>>> source = esm("table.js")
>>> source.index("function h(") < source.index("function renderTable("), "export default" in source
(True, True)
>>> css("table.css").startswith("/* Shared by every widget")
True
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["STATIC", "css", "esm"]

#: the folder of the widgets' JavaScript and CSS
STATIC = Path(__file__).parent / "static"


def _joined(common: str, name: str) -> str:
    return (
        (STATIC / common).read_text(encoding="utf-8")
        + "\n"
        + (STATIC / name).read_text(encoding="utf-8")
    )


def esm(name: str) -> str:
    """The ES module of a widget: ``static/common.js`` then ``static/<name>``."""
    return _joined("common.js", name)


def css(name: str) -> str:
    """The style sheet of a widget: ``static/common.css`` then ``static/<name>``."""
    return _joined("common.css", name)
