"""Exit tickets in the class report: the short fixed Quiz that ends each lesson
(``Quiz(..., exit_ticket="01")``) scored per student and lesson, as a table of the HTML
page, the widget and the spreadsheet.

An attempt belongs to an exit ticket when its ``detail`` says so: the Quiz records
``"exit_ticket"`` (the lesson, ``"01"``) and ``"of"`` (how many questions the ticket has)
beside the question's number ``"n"``.  A ticket is taken once: the **first** answer to
each question counts (running the cell again later does not change the score), and a
question not answered counts as not right.  A student who has answered none of a ticket
has a blank cell.

>>> a = [Attempt(learner="Sara", source="quiz", skill="abnat", correct=ok, at=f"2026-11-27T10:0{n}:00Z",
...              detail={"n": n, "exit_ticket": "01", "of": 4}) for n, ok in [(1, True), (2, False), (3, True), (3, False)]]
>>> score = ticket_scores(a)["01"]
>>> score.right, score.answered, score.of, score.text
(2, 3, 4, '2/4')
>>> ticket_order(["10", "02", "p1"])
('02', '10', 'p1')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from ..i18n import Lang, text
from ..records.results import Attempt

__all__ = [
    "TicketScore",
    "ticket_csv",
    "ticket_html",
    "ticket_of",
    "ticket_order",
    "ticket_scores",
    "ticket_view",
]


@dataclass(frozen=True)
class TicketScore:
    """A student's exit ticket of one lesson: the questions ``right`` and ``answered``
    (first answers only) out of the ticket's ``of`` questions."""

    right: int
    answered: int
    of: int

    @property
    def text(self) -> str:
        """The score as the table shows it (``"3/4"``)."""
        return f"{self.right}/{self.of}"


def ticket_of(attempt: Attempt) -> str | None:
    """The lesson whose exit ticket ``attempt`` answers, or None.

    >>> ticket_of(Attempt(learner="", source="quiz", skill="abnat", correct=True, detail={"exit_ticket": "03"}))
    '03'
    """
    value = attempt.detail.get("exit_ticket") if attempt.source == "quiz" else None
    return value.strip() if isinstance(value, str) and value.strip() else None


def _whole(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


def ticket_scores(attempts: Sequence[Attempt]) -> dict[str, TicketScore]:
    """Each exit ticket in one student's ``attempts`` (in the order they were made) and its
    score: the first answer to each question counts (see the module docstring)."""
    first: dict[str, dict[int, bool]] = {}
    of: dict[str, int] = {}
    for attempt in attempts:
        ticket = ticket_of(attempt)
        if ticket is None or attempt.correct is None:
            continue
        answers = first.setdefault(ticket, {})
        number = _whole(attempt.detail.get("n")) or len(answers) + 1
        answers.setdefault(number, attempt.correct)
        of[ticket] = max(of.get(ticket, 0), _whole(attempt.detail.get("of")) or 0)
    return {
        ticket: TicketScore(sum(answers.values()), len(answers), max(of[ticket], len(answers)))
        for ticket, answers in first.items()
    }


def ticket_order(tickets: Iterable[str]) -> tuple[str, ...]:
    """The lessons' tickets in the order of the course (numbers first, by value)."""
    return tuple(
        sorted(set(tickets), key=lambda t: (not t.isdigit(), int(t) if t.isdigit() else 0, t))
    )


# ---- in words: the view, the page, the spreadsheet ---------------------------------------


def _cell(name: str, ticket: str, score: TicketScore | None, lang: Lang) -> dict[str, Any]:
    if score is None:
        title = text("classroom.ticket_none", lang, name=name, lesson=ticket)
        return {"text": "", "note": "", "title": title, "csv": ""}
    done = score.answered >= score.of
    key = "classroom.ticket_title" if done else "classroom.ticket_partial"
    title = text(key, lang, name=name, lesson=ticket, right=score.right, of=score.of,
                 answered=score.answered)  # fmt: skip
    # an unfinished ticket says so in the cell and the spreadsheet, not only in the title
    # (teacher findings 2, P2.6): "1/4 (3 answered)", "1 of 4 (3 answered)"
    words = dict(right=score.right, of=score.of, answered=score.answered)
    csv = text("classroom.csv_ticket_cell" if done else "classroom.csv_ticket_partial", lang,
               **words)  # fmt: skip
    note = "" if done else text("classroom.ticket_answered", lang, answered=score.answered)
    return {"text": score.text, "note": note, "title": title, "csv": csv, "right": score.right,
            "of": score.of}  # fmt: skip


def ticket_view(
    tickets: Sequence[str],
    scores: Sequence[Mapping[str, TicketScore]],
    names: Sequence[str],
    lang: Lang,
) -> dict[str, Any]:
    """The exit-ticket table in ``lang``: its heading, a note, a column per lesson of
    ``tickets`` and a row per student (their ``scores`` by lesson, ``names`` as the report
    shows them, in its order).

    >>> v = ticket_view(["01"], [{"01": TicketScore(3, 4, 4)}, {}], ["Sara", "Omar"], "en")
    >>> [[c["text"] for c in row] for row in v["ticket_rows"]], v["tickets"][0]["name"]
    ([['3/4'], ['']], 'Lesson 01')
    """
    return {
        "tickets_title": text("classroom.tickets", lang),
        "tickets_note": text("classroom.tickets_note", lang),
        "no_tickets": "" if tickets else text("classroom.no_tickets", lang),
        "tickets": [
            {
                "id": t,
                "name": text("classroom.ticket", lang, lesson=t),
                "csv": text("classroom.csv_ticket", lang, lesson=t),
            }
            for t in tickets
        ],
        "ticket_rows": [
            [_cell(name, t, done.get(t), lang) for t in tickets]
            for name, done in zip(names, scores, strict=True)
        ],
    }


def ticket_html(view: dict[str, Any], say: Any) -> str:
    """The exit-ticket section of the report's page (:mod:`.page`)."""
    head = f"<h3>{say(view['tickets_title'])}</h3>"
    if not view["tickets"]:
        return f'{head}<p class="bc-muted">{say(view["no_tickets"])}</p>'
    columns = "".join(f'<th scope="col">{say(t["name"])}</th>' for t in view["tickets"])
    rows = "".join(
        f'<tr><th class="bc-name" scope="row"><bdi>{say(student["name"])}</bdi></th>'
        + "".join(
            f'<td class="bc-num" title="{escape(c["title"])}"><bdi dir="ltr">{escape(c["text"])}</bdi>'
            + (f' <span class="bc-muted">{say(c["note"])}</span>' if c.get("note") else "")
            + "</td>"
            for c in cells
        )
        + "</tr>"
        for student, cells in zip(view["students"], view["ticket_rows"], strict=True)
    )
    return (
        f'{head}<p class="bc-muted">{say(view["tickets_note"])}</p>'
        f'<div class="bc-scroll"><table class="bc-tickets"><thead><tr><th class="bc-name" '
        f'scope="col">{say(view["columns"]["student"])}</th>{columns}</tr></thead>'
        f"<tbody>{rows}</tbody></table></div>"
    )


def ticket_csv(view: dict[str, Any]) -> tuple[list[str], list[list[str]]]:
    """The spreadsheet's exit-ticket columns: their headings and each student's cells
    (``"3 of 4"``: a spreadsheet would read ``3/4`` as a date)."""
    return [t["csv"] for t in view["tickets"]], [
        [c["csv"] for c in row] for row in view["ticket_rows"]
    ]
