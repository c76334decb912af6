"""What the ``Quiz`` widget draws (docs/architecture.md, "Widgets: frames and pictures"):
one JSON-ready frame at a time (:func:`frame`: the exercise's board and question, how to
answer, the running score and, once the learner has answered, never before, the feedback
and the marks on the cards, seats or buttons); its labels (:func:`quiz_labels`); and its
picture (:func:`quiz_html`), the static HTML drawn from the frame only, so it shows no
more than the page does (no solution before the answer).

>>> from baloot_widgets.quiz.session import QuizSession
>>> session = QuizSession(kinds=["legal_cards"], seed=2, count=3)
>>> f = frame(session)
>>> f["state"], f["input"]["type"], f["input"]["pick"], f["feedback"]
('asking', 'cards', 'hand', None)
>>> "Which cards may" in quiz_html(f, quiz_labels("en"))
True
>>> session.answer(session.exercise.solution).correct
True
>>> f = frame(session)
>>> f["state"], f["feedback"]["correct"], f["score"]
('answered', True, 'Score: 1 of 1')
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

from ..display.render import STYLE, cards_html, isolate_html
from ..i18n import Lang, Message, Team, seat_name, text
from ..quiz.model import AnswerType, Exercise
from ..quiz.session import RESULTS_FILE, QuizSession
from ..quiz.titles import KIND_TITLES
from ..rules.cards import Card
from ..rules.contract import Contract

__all__ = ["FRAME_SCHEMA", "board_parts", "frame", "opening", "quiz_html", "quiz_labels", "trumps"]

#: version of the frame's keys (the JavaScript checks it)
FRAME_SCHEMA = 1

#: how to answer, by answer type (mouse and keyboard); the question itself never says it
#: (the static picture, exported, has nothing to click), and a card clicked on the felt has
#: its own line
_HELP: dict[AnswerType, str] = {
    "cards": "quiz.help_multi",
    "calls": "quiz.help_multi",
    "card": "quiz.help_one",
    "seat": "quiz.help_one",
    "choice": "quiz.help_choice",
    "team": "quiz.help_choice",
    "number": "quiz.help_fields",
    "points": "quiz.help_fields",
}
_MULTI = ("cards", "calls")


def quiz_labels(lang: Lang) -> dict[str, str]:
    """The buttons and headings, in one language (synced once).

    >>> quiz_labels("ar")["dir"], quiz_labels("en")["check"]
    ('rtl', 'Check')
    """
    keys = {"check": "quiz.check", "next": "quiz.next", "right": "quiz.mark_right",
            "wrong": "quiz.mark_wrong", "missed": "quiz.mark_missed", "your_answer": "quiz.answer_label",
            "download": "quiz.download", "download_title": "quiz.download_title",
            "hint": "quiz.hint", "hint_title": "quiz.hint_title",
            "schema": "quiz.schema", "dealer": "quiz.dealer", "cards": "quiz.cards",
            "led": "quiz.led"}  # fmt: skip
    out = {name: text(key, lang) for name, key in keys.items() if name != "schema"}
    out["schema"] = text("quiz.schema", lang, want="{want}", got="{got}")  # filled in the page
    out["dir"] = "rtl" if lang == "ar" else "ltr"
    return out


def _input(ex: Exercise, board: dict[str, Any]) -> dict[str, Any]:
    kind, lang = ex.answer_type, ex.lang
    fields = board.pop("fields", None)
    if kind == "number" and fields is None:
        fields = [{"id": "value", "label": Message.of("quiz.answer_label").text(lang)}]
    if kind == "points" and fields is None:
        fields = [{"id": str(t), "label": Team(t).text(lang)} for t in (0, 1)]
    pick = {"seat": "felt", "number": "fields", "points": "fields"}.get(kind, "choices")
    if kind == "seat" and ex.choices:  # a seat named by a button, not by its card
        pick = "choices"
    if kind in ("card", "cards"):
        pick = "hand" if "hand" in board else "row"
    return {
        "type": kind,
        "pick": pick,
        "multi": kind in _MULTI,
        "choices": [{"id": c.id, "label": c.label.text(lang)} for c in ex.choices],
        "fields": fields or [],
        "help": Message.of("quiz.help_felt" if pick == "felt" else _HELP[kind]).text(lang),
    }


def trumps(ex: Exercise, shown: list[str]) -> list[str]:
    """The trumps among the cards ``shown`` (codes) when the exercise is a Hokum, tinted in
    the page as ``HandView`` tints them: its contract, or its trump suit (``t``, -1 in Sun).

    >>> from baloot_widgets.quiz import exercise
    >>> ex = exercise("higher_card", seed=5000, level=2)
    >>> str(ex.args["contract"]), trumps(ex, ["9H", "AH", "7C"])
    ('Hokum ♣, bought by seat 3', ['7C'])
    >>> trumps(exercise("abnat", seed=0, level=1), ["10H", "QD"])  # a Sun
    []
    """
    given = ex.args.get("contract")
    suit = ex.args.get("t", -1) if not isinstance(given, Contract) else given.trump_index
    return [code for code in shown if suit >= 0 and Card(code).suit == suit]


def frame(session: QuizSession, seq: int = 0) -> dict[str, Any]:
    """The frame of the session's current exercise (``seq`` numbers the frames sent)."""
    ex, lang, feedback = session.exercise, session.lang, session.feedback
    board = ex.board()
    board["trumps"] = trumps(ex, list(board.get("names", {})))
    right, tried = session.score
    n = session.index + 1
    progress = (
        Message.of("quiz.progress", n=n, count=session.count)
        if session.count is not None
        else Message.of("quiz.progress_open", n=n)
    )
    pick, hint, why = session.pick, None, None
    if pick is not None:
        why = pick.message(Message.of(KIND_TITLES[ex.kind])).text(lang)
    if session.hinted:
        hint = Message.of("quiz.hint_label", hint=session.hint_message).text(lang)
    out: dict[str, Any] = {
        "schema": FRAME_SCHEMA,
        "seq": seq,
        "n": n,
        "kind": ex.kind,
        "title": Message.of(KIND_TITLES[ex.kind]).text(lang),
        "prompt": ex.prompt,
        "progress": progress.text(lang),
        "score": Message.of("quiz.score", right=right, tried=tried).text(lang),
        "input": _input(ex, board),
        "board": board,
        "state": "asking",
        # adaptive practice: which kind comes and why (None otherwise)
        "why": why,
        # the hint step: offered before the answer, shown once asked for
        "hint": {"offered": feedback is None and not session.hinted, "text": hint},
        "feedback": None,
        "summary": None,
        # the results file, once there is a result (the page only saves it)
        "results": {"csv": session.csv_file_text(), "file": RESULTS_FILE} if tried else None,
    }
    if feedback is not None:
        out["state"] = "done" if session.done else "answered"
        out["feedback"] = {
            "correct": feedback.correct,
            "lines": feedback.text.split("\n"),
            "marks": ex.marks(session.answered),
        }
        if session.done:
            out["summary"] = Message.of("quiz.done", right=right, tried=tried).text(lang)
    return out


# ---- the picture ----------------------------------------------------------------------


def _cards(codes: list[str], lang: Lang) -> str:
    return f'<bdi dir="ltr">{cards_html(codes, lang)}</bdi>' if codes else ""


def board_parts(board: dict[str, Any], lang: Lang, say: Any) -> list[str]:
    """The HTML parts of a board (contract, note, felt, row or hand, sheet); ``say``
    escapes a sentence (isolating its cards in Arabic).  The Puzzles picture uses it too."""
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
    if frame.get("why"):
        parts.append(f"<div><small>{say(frame['why'])}</small></div>")
    parts.append(f"<p>{say(frame['prompt'])}</p>")
    hint = frame.get("hint") or {}
    if hint.get("text"):
        parts.append(f"<div><i>{say(hint['text'])}</i></div>")
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
