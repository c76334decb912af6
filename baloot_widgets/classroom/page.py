"""The class report as HTML: :func:`report_html` draws a :func:`~.view.report_view` (the
``ClassReport`` widget's picture), :func:`report_page` makes it a whole page for
``baloot class-report`` (one file, nothing fetched: its style sheet is inside, it follows
the browser's light or dark scheme, right to left in Arabic).  The style is
``report.css`` beside this module (:data:`REPORT_CSS`), which the widget loads too.

>>> from .report import summarize
>>> from .view import report_view
>>> from baloot_widgets.records.results import Attempt
>>> view = report_view(summarize([Attempt(learner="سارة", source="quiz", skill="abnat", correct=True)]), "ar")
>>> page = report_page(view)
>>> page.startswith("<!doctype html>") and '<html lang="ar" dir="rtl">' in page and "http" not in page
True
"""

from __future__ import annotations

import re
from html import escape
from pathlib import Path
from typing import Any

from ..display.render import isolate_html
from ..i18n.bidi import FSI, PDI
from .tickets import ticket_html

__all__ = ["REPORT_CSS", "report_html", "report_page"]

#: the report's style sheet (every rule under ``.bw-class``)
#: a student's name in a sentence of the view, set off by FSI…PDI
_NAMED = re.compile(f"{FSI}(.*?){PDI}", re.S)
REPORT_CSS = Path(__file__).with_name("report.css").read_text(encoding="utf-8")


def _table(view: dict[str, Any], say: Any) -> str:
    columns = view["columns"]
    head = "".join(
        f'<th class="bc-skill" scope="col">{say(s["name"])}</th>' for s in view["skills"]
    )
    head = (
        f'<tr><th class="bc-name" scope="col">{say(columns["student"])}</th>{head}'
        f'<th scope="col">{say(columns["answered"])}</th><th scope="col">{say(columns["right"])}</th></tr>'
    )
    rows = []
    for student in view["students"]:
        cells = "".join(
            f'<td class="bc-cell" data-level="{c["level"]}" title="{escape(c["title"])}">'
            f'<span class="bc-mark" aria-hidden="true">{c["mark"]}</span> '
            f'<bdi dir="ltr">{escape(c["text"])}</bdi></td>'
            for c in student["cells"]
        )
        rows.append(
            f'<tr><th class="bc-name" scope="row"><bdi>{say(student["name"])}</bdi></th>{cells}'
            f'<td class="bc-num">{student["answered"]}</td>'
            f'<td class="bc-num"><bdi dir="ltr">{escape(student["right"])}</bdi></td></tr>'
        )
    return (
        f'<div class="bc-scroll"><table class="bc-mastery"><thead>{head}</thead>'
        f"<tbody>{''.join(rows)}</tbody></table></div>"
    )


def _plot(view: dict[str, Any], say: Any) -> str:
    rows = []
    for bar in view["plot"]:
        parts = "".join(
            f'<span class="bc-part" data-level="{p["level"]}" style="inline-size:{p["share"]}%">'
            f"{p['count']}</span>"
            for p in bar["parts"]
        )
        rows.append(
            f'<span class="bc-plot-name">{say(bar["name"])}</span>'
            f'<span class="bc-bar" role="img" aria-label="{escape(bar["text"])}">{parts}</span>'
            f'<span class="bc-muted">{say(bar["text"])}</span>'
        )
    return f'<div class="bc-plot">{"".join(rows)}</div>'


def _time(view: dict[str, Any], say: Any) -> str:
    columns = view["columns"]
    head = "".join(
        f'<th scope="col">{say(columns[k])}</th>'
        for k in ("time_total", "days", "hands", "guesses")
    )
    rows = "".join(
        f'<tr><th class="bc-name" scope="row"><bdi>{say(s["name"])}</bdi></th><td>{say(s["time"])}</td>'
        f'<td><ul class="bc-days">{"".join(f"<li>{say(d)}</li>" for d in s["days"])}</ul></td>'
        f'<td class="bc-num">{s["hands"]}</td><td class="bc-num">{s["guesses"]}</td></tr>'
        for s in view["students"]
    )
    return (
        f'<div class="bc-scroll"><table class="bc-time"><thead><tr><th class="bc-name" '
        f'scope="col">{say(columns["student"])}</th>{head}</tr></thead><tbody>{rows}</tbody>'
        "</table></div>"
    )


def _isolated(sentence: str, part: str, say: Any) -> str:
    """``sentence`` with its ``part`` in a ``<bdi>`` of its own direction: a student's own
    sentence, in the language they learnt in, keeps its order in the teacher's."""
    at = sentence.rfind(part) if part else -1
    if at < 0:
        return str(say(sentence))
    end = at + len(part)
    return f"{say(sentence[:at])}<bdi>{say(part)}</bdi>{say(sentence[end:])}"


def names_html(sentence: str, say: Any) -> str:
    """``sentence`` with each of its students' names (set off by FSI…PDI in the view,
    :func:`~.view.report_view`) in a ``<bdi>`` of its own: "Fahad S." keeps its full stop
    on its right in an Arabic page, "عبد الله م." on its left in an English one (the
    isolate characters alone are not drawn so by every browser inside a right-to-left list).

    >>> names_html("Omar, \u2068عبد الله م.\u2069", escape)
    'Omar, <bdi>عبد الله م.</bdi>'
    """
    parts = _NAMED.split(sentence)
    return "".join(
        f"<bdi>{say(part)}</bdi>" if i % 2 else str(say(part)) for i, part in enumerate(parts)
    )


def report_html(view: dict[str, Any]) -> str:
    """The report drawn from ``view`` (its style sheet not included: see
    :data:`REPORT_CSS`)."""
    say = isolate_html if view["lang"] == "ar" else escape
    parts = [f"<h2>{say(view['title'])}</h2>", f'<p class="bc-facts">{say(view["facts"])}</p>']
    parts += [f'<p class="bc-muted">{say(note)}</p>' for note in view["notes"]]
    if view["problems"]:
        items = "".join(f"<li>{say(p)}</li>" for p in view["problems"])
        parts.append(f'<h3>{say(view["problems_title"])}</h3><ul class="bc-problems">{items}</ul>')
    if view["empty"]:
        parts.append(f'<p class="bc-empty">{say(view["empty"])}</p>')
    else:
        legend = "".join(
            f'<li data-level="{item["level"]}"><span class="bc-swatch" aria-hidden="true">'
            f"{item['mark']}</span>{say(item['text'])}</li>"
            for item in view["legend"]
        )
        mistakes = "".join(
            f"<li><b>{_isolated(m['text'], m['why'], say)}</b><br>"
            f'<span class="bc-muted">{names_html(m["who"], say)}</span></li>'
            for m in view["mistakes"]
        )
        parts += [
            f"<h3>{say(view['mastery'])}</h3>",
            f'<p class="bc-muted bc-note">{say(view["mastery_note"])}</p>',
            f'<ul class="bc-legend">{legend}</ul>',
            _table(view, say),
            f"<h3>{say(view['plot_title'])}</h3>",
            _plot(view, say),
            ticket_html(view, say),
            f"<h3>{say(view['mistakes_title'])}</h3>",
            f'<ol class="bc-mistakes">{mistakes}</ol>'
            if mistakes
            else f"<p>{say(view['no_mistakes'])}</p>",
            f"<h3>{say(view['time_title'])}</h3>",
            f'<p class="bc-muted">{say(view["time_note"])}</p>',
            _time(view, say),
        ]
    return (
        f'<div class="bw-pic bw-class" dir="{view["dir"]}" lang="{view["lang"]}">'
        f"{''.join(parts)}</div>"
    )


def report_page(view: dict[str, Any]) -> str:
    """The report as a whole HTML page, in one file (see the module docstring)."""
    return (
        f'<!doctype html>\n<html lang="{view["lang"]}" dir="{view["dir"]}">\n<head>\n'
        '<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<meta name="color-scheme" content="light dark">\n'
        f"<title>{escape(view['title'])}</title>\n"
        f"<style>body{{margin:1.5rem;background:Canvas;color:CanvasText}}\n{REPORT_CSS}</style>\n"
        f"</head>\n<body>\n{report_html(view)}\n</body>\n</html>\n"
    )
