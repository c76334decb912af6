"""The JavaScript and CSS of each widget, as anywidget loads them: one plain ES module and
one style sheet per widget, each made of the shared ``static/common.*`` followed by the
widget's own files (no bundler, no imports at run time, nothing fetched from a network).

>>> source = esm("table_draw.js", "table.js")
>>> source.index("function h(") < source.index("function drawFrame(") < source.index("function render(")
True
>>> "export default" in source, css("table.css").startswith("/* Shared by every widget")
(True, True)
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["STATIC", "css", "esm"]

#: the folder of the widgets' JavaScript and CSS
STATIC = Path(__file__).parent / "static"


def _joined(common: str, names: tuple[str, ...]) -> str:
    return "\n".join((STATIC / name).read_text(encoding="utf-8") for name in (common, *names))


def esm(*names: str) -> str:
    """The ES module of a widget: ``static/common.js`` then each of ``static/<names>``
    (the last one ends with ``export default``)."""
    return _joined("common.js", names)


def css(*names: str) -> str:
    """The style sheet of a widget: ``static/common.css`` then each of ``static/<names>``."""
    return _joined("common.css", names)
