"""A report for a learner: a title, rows of cells and a closing note, shown as text
(``print``) or as a small table in a notebook, in English or Arabic.

The advisers of the bots (:func:`~baloot_widgets.bots.appraise`,
:func:`~baloot_widgets.bots.simulate_calls`, :func:`~baloot_widgets.bots.card_odds`,
:func:`~baloot_widgets.bots.count_cards`) build their answers as a :class:`Report` of
Messages; it is rendered late, in the language asked for.

>>> from baloot_widgets.i18n import Message, Term
>>> r = Report(Term("sun"), ((Term("abnat"), 130),), lang="ar")
>>> print(r.text)
صن
  أبناط — 130
>>> "<table" in r.html() and 'dir="rtl"' in r.html()
True
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, replace
from html import escape

from ..i18n import Lang, Localized
from .render import STYLE, isolate_html

__all__ = ["REPORT_STYLE", "Report", "Reported", "cell_text"]

#: a report's cells start where the text starts (left in English, right in Arabic), on
#: top, without JupyterLab's right-aligned, striped table cells; a row's name breaks only
#: where the table would not fit the page otherwise (the long kinds of case of a measured
#: principle, in an 800 px window), never below 8em
REPORT_STYLE = (
    "<style>.bw-report .bw-table{width:auto}"
    ".bw-report .bw-table tbody tr:nth-child(n){background:transparent}"
    ".bw-report .bw-table td{text-align:start;vertical-align:top}"
    ".bw-report .bw-table td:first-child{min-width:8em;font-weight:600}"
    ".bw-report .bw-table td:last-child{min-width:8em}</style>"
)


def cell_text(value: object, lang: Lang) -> str:
    """A cell of a report as text in ``lang`` (a Message, a term, a number or text)."""
    if isinstance(value, Localized) and not isinstance(value, str):
        return value.text(lang)
    return str(value)


@dataclass(frozen=True)
class Report:
    """A ``title``, ``rows`` (each a tuple of cells: Messages, terms, numbers or text) and
    an optional ``note``, in ``lang``."""

    title: object
    rows: tuple[tuple[object, ...], ...]
    note: object | None = None
    lang: Lang = "en"

    def in_lang(self, lang: Lang) -> Report:
        """The same report in another language."""
        return replace(self, lang=lang)

    @property
    def text(self) -> str:
        """The report as lines of text: the title, a row a line, the note."""
        lang = self.lang
        lines = [cell_text(self.title, lang)]
        lines += [
            "  " + " — ".join(cell_text(c, lang) for c in row if c != "") for row in self.rows
        ]
        if self.note is not None:
            lines.append(cell_text(self.note, lang))
        return "\n".join(lines)

    def html(self) -> str:
        """The report as a deterministic HTML table (right to left in Arabic, cards and
        signed numbers kept left to right)."""
        lang = self.lang
        say = isolate_html if lang == "ar" else escape
        direction = ' dir="rtl"' if lang == "ar" else ""
        rows = "".join(
            "<tr>" + "".join(f"<td>{say(cell_text(c, lang))}</td>" for c in row) + "</tr>"
            for row in self.rows
        )
        note = (
            ""
            if self.note is None
            else f'<div class="bw-muted">{say(cell_text(self.note, lang))}</div>'
        )
        return (
            f'{STYLE}{REPORT_STYLE}<div class="bw-report"{direction}><div><b>{say(cell_text(self.title, lang))}'
            f'</b></div><table class="bw-table">{rows}</table>{note}</div>'
        )


class Reported(ABC):
    """A value shown to a learner through its :meth:`report`: ``text`` to print, an HTML
    table in a notebook, and the text as its repr."""

    lang: Lang

    @abstractmethod
    def report(self) -> Report:
        """The value as a :class:`Report` in its language."""

    @property
    def text(self) -> str:
        """The report as text, in the value's language."""
        return self.report().text

    def _repr_html_(self) -> str:
        return self.report().html()

    def __repr__(self) -> str:
        return self.report().text
