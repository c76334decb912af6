"""Axes for the lessons' figures, where matplotlib exists.

The probability lessons draw their figures with matplotlib.  In JupyterLite (Python in
the browser) there is no matplotlib: :func:`axes` then prints a sentence in the lesson's
language and returns None, so that a figure cell reads ``ax = axes(LANG)`` then
``if ax: ...`` and runs everywhere.  Figures are labelled by the lessons, in English:
matplotlib does not join Arabic letters or lay them out right to left.

>>> ax = axes()
>>> ax.figure.get_size_inches().tolist()
[8.0, 3.6]
>>> import matplotlib.pyplot as plt; plt.close("all")
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from ..errors import check_lang
from ..i18n import Lang, text

if TYPE_CHECKING:
    from matplotlib.axes import Axes

__all__ = ["axes"]

#: dots per inch of the lessons' figures (small PNGs in the committed notebooks)
DPI = 80


def axes(lang: Lang = "en", *, width: float = 8.0, height: float = 3.6) -> Axes | None:
    """The axes of a new ``width`` × ``height`` inch figure, shown at the end of the cell;
    or None, after printing why in ``lang``, where matplotlib is not installed."""
    lang = check_lang(lang)
    try:
        plt = importlib.import_module("matplotlib.pyplot")
    except ImportError:
        print(text("prob.no_figure", lang))
        return None
    _, ax = plt.subplots(figsize=(width, height), dpi=DPI, layout="constrained")
    result: Axes = ax
    return result
