"""The project probabilities that Wikipedia and Grokipedia print, corrected: a table a
teacher can print from the browser, in English or Arabic.

The project's seed 001 keeps two articles on Baloot.  The English Wikipedia's table
"Probability of game bonuses" (its copy lost the project names: the formulas of an older
copy, seed 003, tell which row is which) and Grokipedia's "Multipliers and
Probabilities".  Each printed figure is set beside the exact one, counted over all
10,518,300 eight-card hands by the engine's own project rules, with what went wrong.

    baloot probability-table --lang ar -o probability-table-ar.html

>>> rows = published_figures()
>>> [(r.source, r.project, r.printed, f"{r.exact.probability:.2%}") for r in rows][5]
('grokipedia', 'fifty', '≈ 3–5%', '3.04%')
>>> page = published_figures_html("en")
>>> page.startswith("<!doctype html>"), "@page" in page, "3.04%" in page
(True, True, True)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape
from math import comb
from typing import Literal

from ..display.render import isolate_html
from ..i18n import Lang, Message, term, text
from ..rules.errors import check_lang
from .backend import Backend
from .events import baloot, holds_project, run_of_at_least
from .exact import exact_probability
from .stats import EventProbability

__all__ = ["PublishedFigure", "published_figures", "published_figures_html"]

Source = Literal["wikipedia", "grokipedia"]
Verdict = Literal["right", "about", "high"]
_MARKS: dict[Verdict, str] = {"right": "✓", "about": "≈", "high": "✗"}
#: the columns of figures (centred; their headings are never broken across lines)
_NUMBERS = ("pub.printed", "pub.exact", "pub.one_in_head")


@dataclass(frozen=True)
class PublishedFigure:
    """One published figure: its ``source``, the ``project`` it is about (a glossary
    key), the figure as ``printed``, the ``exact`` count, a ``verdict`` (right, about
    right, too high) and ``why``, a sentence."""

    source: Source
    project: str
    printed: str
    exact: EventProbability
    verdict: Verdict
    why: Message


def percent(p: float) -> str:
    """A probability as the table prints it: two decimals, three below 1%.

    >>> percent(0.030390), percent(0.0019466)
    ('3.04%', '0.195%')
    """
    return f"{p:.2%}" if p >= 0.01 else f"{p:.3%}"


def published_figures(*, backend: Backend = "auto") -> list[PublishedFigure]:
    """Every figure of the two articles beside its exact value (projects in Sun, as the
    articles give them, unless a sentence says otherwise)."""
    exact = {
        k: exact_probability(holds_project(k), backend=backend)
        for k in ("four_hundred", "hundred", "fifty", "sira")
    }
    run3, run4 = (exact_probability(run_of_at_least(n), backend=backend) for n in (3, 4))
    hokum_hundred = exact_probability(holds_project("hundred", "hokum"), backend=backend)
    kq = exact_probability(baloot("H"), backend=backend)
    aces = exact["four_hundred"]
    # the numerators of Wikipedia's formulas: (hand, pattern) pairs, not hands
    wikipedia_hundred = 16 * comb(27, 3) + 4 * comb(28, 4)

    def row(
        source: Source, kind: str, printed: str, verdict: Verdict, why: Message
    ) -> PublishedFigure:
        figure = kq if kind == "baloot" else exact[kind]
        return PublishedFigure(source, kind, printed, figure, verdict, why)

    return [
        row("wikipedia", "four_hundred", "0.195% · 514:1", "right", Message.of(
            "pub.w_four_hundred", odds=514, against=f"{aces.odds_against:.0f}")),
        row("wikipedia", "hundred", "1.224% · 82:1", "high", Message.of(
            "pub.w_hundred", counted=f"{wikipedia_hundred:,}",
            count=f"{exact['hundred'].count:,}")),
        row("wikipedia", "fifty", "3.45% · 29:1", "high", Message.of(
            "pub.w_fifty", printed="3.45%", run=percent(run4.probability))),
        row("wikipedia", "sira", "23.20% · 4:1", "high", Message.of(
            "pub.w_sira", run=percent(run3.probability))),
        row("grokipedia", "sira", "≈ 20–23%", "high", Message.of("pub.g_sira")),
        row("grokipedia", "fifty", "≈ 3–5%", "high", Message.of(
            "pub.g_fifty", exact=percent(exact["fifty"].probability))),
        row("grokipedia", "hundred", "≈ 1%", "about", Message.of(
            "pub.g_hundred", hokum=percent(hokum_hundred.probability))),
        row("grokipedia", "baloot", "≈ 5–6%", "right", Message.of("pub.g_baloot")),
        row("grokipedia", "four_hundred", "< 0.2%", "right", Message.of(
            "pub.g_four_hundred", one_in=f"{aces.one_in:.0f}")),
    ]  # fmt: skip


_CSS = """
.bw-pub{font-family:var(--jp-content-font-family,system-ui,sans-serif);font-size:10.5pt;
 line-height:1.35;color:var(--jp-content-font-color1,#111);
 background:var(--jp-layout-color0,#fff);max-width:58rem;margin:0 auto;padding:.5rem;
 container-type:inline-size}
.bw-pub h1{font-size:17pt;margin:0 0 .2rem}
.bw-pub .bw-sub{color:var(--jp-content-font-color2,#444);margin:0 0 .8rem}
.bw-pub table{border-collapse:collapse;width:100%;table-layout:auto;font-size:inherit;
 color:inherit;margin:0}
.bw-pub th,.bw-pub td{border:1px solid var(--jp-border-color1,#bbb);padding:.25rem .4rem;
 vertical-align:top;background:var(--jp-layout-color0,#fff);color:inherit}
.bw-pub.bw-pub th,.bw-pub.bw-pub td{text-align:start}
.bw-pub thead th{background:var(--jp-layout-color2,#eee)}
.bw-pub tr.bw-src th{background:var(--jp-layout-color1,#f6f6f6);font-size:11.5pt}
.bw-pub.bw-pub .bw-num{text-align:center}
.bw-pub th.bw-num{white-space:nowrap}
.bw-pub td:last-child{overflow-wrap:anywhere}
@container (min-width:36rem){.bw-pub .bw-num bdi{white-space:nowrap}}
@container (max-width:30rem){.bw-pub table{font-size:9pt}.bw-pub.bw-pub th,.bw-pub.bw-pub td{
 padding:.15rem .2rem}}
.bw-pub .bw-small{color:var(--jp-content-font-color2,#555);font-size:8.5pt}
.bw-pub .bw-v-right{color:var(--jp-success-color0,#1b5e20)}
.bw-pub .bw-v-about{color:var(--jp-warn-color0,#6d4c00)}
.bw-pub .bw-v-high{color:var(--jp-error-color0,#b71c1c)}
.bw-pub .bw-foot{color:var(--jp-content-font-color2,#555);font-size:8.5pt;margin-top:.6rem}
@page{size:A4;margin:12mm}
@media print{.bw-pub{padding:0;max-width:none;font-size:9.5pt;color:#000;background:#fff}
 .bw-pub h1{font-size:14pt}.bw-pub tr{break-inside:avoid}}
"""


#: what else stays left to right in a sentence: a formula C(30,6)/C(32,8), odds 514:1, 3.04%
_FIGURE = re.compile(r"C\(\d+,\d+\)(?:/C\(\d+,\d+\))?|\d[\d,.]*(?:%|:\d+)")


def _ltr(value: str) -> str:
    return f'<bdi dir="ltr">{escape(value)}</bdi>'


def _sentence(text: str) -> str:
    """A sentence as HTML: cards (``isolate_html``), formulas, odds and percentages kept
    left to right inside right-to-left text."""
    return "".join(
        part if part.startswith("<bdi") else _FIGURE.sub(lambda m: _ltr(m.group()), part)
        for part in re.split(r"(<bdi[^>]*>.*?</bdi>)", isolate_html(text))
    )


def _figure_row(row: PublishedFigure, lang: Lang) -> str:
    e = row.exact
    hands = text("pub.hands_of", lang, count=f"{e.count:,}", total=f"{e.total:,}")
    verdict = f"{_MARKS[row.verdict]} {text('pub.' + row.verdict, lang)}"
    return (
        f"<tr><td>{escape(term(row.project, lang))}</td>"
        f'<td class="bw-num">{_ltr(row.printed)}</td>'
        f'<td class="bw-num"><b>{_ltr(percent(e.probability))}</b><br>'
        f'<span class="bw-small">{_sentence(hands)}</span></td>'
        f'<td class="bw-num">{_ltr(f"{e.one_in:,.1f}")}</td>'
        f'<td><b class="bw-v-{row.verdict}">{escape(verdict)}</b> '
        f"{_sentence(row.why.text(lang))}</td></tr>"
    )


def published_figures_html(lang: Lang = "en", *, page: bool = True) -> str:
    """The corrected table as HTML: a whole page to print from the browser (``page=True``,
    A4) or a block to show in a notebook."""
    lang = check_lang(lang)
    rows = published_figures()
    head = "".join(
        f"<th{' class=bw-num' if k in _NUMBERS else ''}>{escape(text(k, lang))}</th>"
        for k in ("pub.project", "pub.printed", "pub.exact", "pub.one_in_head", "pub.verdict")
    )
    body = []
    for source in ("wikipedia", "grokipedia"):
        body.append(
            f'<tr class="bw-src"><th colspan="5">{escape(text("pub." + source, lang))}</th></tr>'
        )
        body += [_figure_row(r, lang) for r in rows if r.source == source]
    total = f"{rows[0].exact.total:,}"
    sheet = (
        f"<style>{_CSS}</style>"
        f'<div class="bw-pub" dir="{"rtl" if lang == "ar" else "ltr"}" lang="{lang}">'
        f"<h1>{escape(text('pub.title', lang))}</h1>"
        f'<p class="bw-sub">{_sentence(text("pub.subtitle", lang, hands=total))}</p>'
        f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"
        f'<p class="bw-foot">{_sentence(text("pub.footer", lang))}</p></div>'
    )
    if not page:
        return sheet
    return (
        f'<!doctype html><html lang="{lang}" dir="{"rtl" if lang == "ar" else "ltr"}"><head>'
        f'<meta charset="utf-8"><title>{escape(text("pub.title", lang))}</title></head>'
        f"<body>{sheet}</body></html>\n"
    )
