"""The static picture of a hand review: the summary and every card with its exact value,
the best value, the loss and why (deterministic HTML, for ``_repr_html_``, the board's
``text/html`` beside the widget, exported notebooks and printed worksheets).

>>> from baloot_widgets import Game
>>> from baloot_widgets.review import review
>>> game = Game.new(seed=1, dealer=0)
>>> game.act("p1 sun"); game.act("p1 play 8D")
>>> r = review(game)
>>> html = review_html(r.summary_messages(), r.moves)
>>> html.count("<tr"), 'class="bw-mistake"' in html
(2, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from ..display.render import STYLE, card_html, isolate_html
from ..i18n import Lang, Message, seat_name, text
from .moves import Move

__all__ = ["review_html"]

_CSS = (
    "<style>.bw-review-table td,.bw-review-table th{padding:.15em .5em;text-align:start;"
    "vertical-align:top}.bw-review-table .bw-num{text-align:end}"
    ".bw-mistake{color:var(--jp-error-color1,#c62828);font-weight:700}"
    ".bw-inaccuracy{color:var(--jp-warn-color1,#e65100)}"
    ".bw-best{color:var(--jp-success-color1,#2e7d32)}</style>"
)

_HEADS = ("trick_short", "seat_short", "card_short", "value_short", "best_short", "loss_short")


def _line(message: Message, lang: Lang) -> str:
    say = isolate_html if lang == "ar" else escape
    return say(message.text(lang))


def review_html(
    summary: Sequence[Message | tuple[Message, ...]], moves: Sequence[Move], lang: Lang = "en"
) -> str:
    """A review as one HTML block: its ``summary`` (from
    :meth:`~baloot_widgets.review.HandReview.summary_messages`), then a row per card of
    ``moves`` (a mistake in red, an inaccuracy in orange, the best card in green; the
    words say it too)."""
    direction = ' dir="rtl"' if lang == "ar" else ""
    parts = [STYLE, _CSS, f'<div class="bw-hand"{direction}>']
    for item in summary:
        if isinstance(item, tuple):
            items = "".join(f"<li>{_line(m, lang)}</li>" for m in item[1:])
            parts.append(f"<div>{_line(item[0], lang)}</div><ul>{items}</ul>")
        else:
            parts.append(f"<div>{_line(item, lang)}</div>")
    heads = [escape(text("review." + key, lang)) for key in _HEADS]
    head = "".join(f"<th>{h}</th>" for h in heads)
    rows = [f"<tr>{head}<th></th></tr>"]
    for m in moves:
        if m.card is None:
            continue
        loss = "" if m.loss is None else str(m.loss)
        best = " ".join(card_html(c, lang) for c in m.best)
        rows.append(
            f'<tr class="bw-{m.mark}"><td class="bw-num">{m.trick}</td>'
            f'<td>{escape(seat_name(m.seat, lang))}</td><td><bdi dir="ltr">{card_html(m.card, lang)}</bdi></td>'
            f'<td class="bw-num">{"" if m.value is None else m.value}</td>'
            f'<td><bdi dir="ltr">{best}</bdi></td><td class="bw-num">{loss}</td>'
            f"<td>{_line(m.reason, lang) if m.reason is not None else ''}</td></tr>"
        )
    if len(rows) > 1:
        parts.append(f'<table class="bw-table bw-review-table">{"".join(rows)}</table>')
    parts.append("</div>")
    return "".join(parts)
