"""The quiz as a deterministic HTML picture, drawn from the widget's frame only (so it
shows no more than the page does: no solution before the answer).  It is the
``text/html`` beside the live widget, for exported notebooks, GitHub and nbval.

>>> from baloot_widgets.quiz.session import QuizSession
>>> from baloot_widgets.quiz.frames import frame, quiz_labels
>>> html = quiz_html(frame(QuizSession(kinds=["higher_card"], count=1)), quiz_labels("en"))
>>> "Which card is higher?" in html, html == quiz_html(
...     frame(QuizSession(kinds=["higher_card"], count=1)), quiz_labels("en"))
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

from ..i18n import Lang, seat_name
from ..render import STYLE, cards_html, isolate_html

__all__ = ["board_parts", "opening", "quiz_html"]


def _cards(codes: list[str], lang: Lang) -> str:
    return f'<bdi dir="ltr">{cards_html(codes, lang)}</bdi>' if codes else ""


def board_parts(board: dict[str, Any], lang: Lang, say: Any) -> list[str]:
    """The HTML parts of a board (contract, note, felt, row or hand, sheet); ``say``
    escapes a sentence (isolating its cards in Arabic)."""
    parts = []
    for key in ("contract", "note"):
        if board.get(key):
            parts.append(f"<div>{say(board[key])}</div>")
    felt = board.get("felt")
    if felt:
        rows = []
        for seat in felt["seats"]:
            shown = _cards(seat["cards"], lang) if seat["cards"] else "🂠" * (seat["count"] or 0)
            notes = " ".join(say(x) for x in (seat["role"], seat["calls"]) if x)
            rows.append(f"<tr><td>{escape(seat['name'])}</td><td>{shown}</td><td>{notes}</td></tr>")
        parts.append(f'<table class="bw-table">{"".join(rows)}</table>')
        if felt["trick"]:
            played = " ".join(
                f"{escape(seat_name(x['seat'], lang))}: {_cards([x['card']], lang)}"
                for x in felt["trick"]
            )
            parts.append(f"<div>{played}</div>")
        if felt["floor"]:
            parts.append(f"<div>{_cards([felt['floor']], lang)}</div>")
    for key in ("row", "hand"):
        if board.get(key):
            part = board[key]
            parts.append(f"<div>{say(part['caption'])}: {_cards(part['cards'], lang)}</div>")
    sheet = board.get("sheet")
    if sheet:
        head = "".join(f"<th>{say(x)}</th>" for x in sheet["head"])
        body = "".join(
            "<tr>" + "".join(f"<td>{say(x)}</td>" for x in row) + "</tr>" for row in sheet["rows"]
        )
        parts.append(f'<table class="bw-table"><tr>{head}</tr>{body}</table>')
    return parts


def opening(labels: dict[str, str]) -> tuple[Lang, Callable[[str], str], list[str]]:
    """A picture's language (from the labels' direction), the function that escapes a
    sentence in it (isolating its cards in Arabic), and the picture's first parts."""
    lang: Lang = "ar" if labels.get("dir") == "rtl" else "en"
    direction = ' dir="rtl"' if lang == "ar" else ""
    say = isolate_html if lang == "ar" else escape
    return lang, say, [STYLE, f'<div class="bw-hand"{direction}>']


def quiz_html(frame: dict[str, Any], labels: dict[str, str]) -> str:
    """The quiz's current exercise as a static picture (from the synced frame)."""
    if not frame:
        return ""
    lang, say, parts = opening(labels)
    parts.append(
        f"<div><b>{say(frame['title'])}</b> · {say(frame['progress'])} · {say(frame['score'])}</div>"
    )
    parts.append(f"<p>{say(frame['prompt'])}</p>")
    parts += board_parts(frame["board"], lang, say)
    choices = frame["input"]["choices"]
    if choices:
        parts.append("<ul>" + "".join(f"<li>{say(c['label'])}</li>" for c in choices) + "</ul>")
    feedback = frame.get("feedback")
    if feedback:
        parts.append("".join(f"<div>{say(line)}</div>" for line in feedback["lines"]))
    if frame.get("summary"):
        parts.append(f"<p><b>{say(frame['summary'])}</b></p>")
    parts.append("</div>")
    return "".join(parts)
