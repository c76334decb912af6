"""What the ``Quiz`` widget draws, as one JSON-ready frame: the exercise's picture and
question, how to answer, the running score and, once the learner has answered (never
before), the feedback and the marks on the cards, seats or buttons.

>>> from baloot_widgets.quiz.session import QuizSession
>>> session = QuizSession(kinds=["legal_cards"], seed=2, count=3)
>>> f = frame(session)
>>> f["state"], f["input"]["type"], f["input"]["pick"], f["feedback"]
('asking', 'cards', 'hand', None)
>>> session.answer(session.exercise.solution).correct
True
>>> f = frame(session)
>>> f["state"], f["feedback"]["correct"], f["score"]
('answered', True, 'Score: 1 of 1')
"""

from __future__ import annotations

from typing import Any

from ..i18n import Lang, Message, Team, text
from .model import AnswerType, Exercise
from .session import RESULTS_FILE, QuizSession

__all__ = ["FRAME_SCHEMA", "frame", "quiz_labels"]

#: version of the frame's keys (the JavaScript checks it)
FRAME_SCHEMA = 1

_TITLES = {
    "higher_card": "quiz.title_higher_card",
    "abnat": "quiz.title_abnat",
    "priority": "seats.title_priority",
    "partner": "seats.title_partner",
    "dealt_to": "seats.title_dealt_to",
    "trick_winner": "quiz.title_trick_winner",
    "legal_cards": "quiz.title_legal_cards",
    "projects": "quiz.title_projects",
    "project_winner": "quiz.title_project_winner",
    "score": "quiz.title_score",
    "calls": "quiz.title_calls",
    "buyer": "auction.title",
    "best_card": "quiz.title_best_card",
    "stake": "stake.title",
    "sun_double": "stake.sun_title",
    "foul": "fouls.title",
    "qayd_score": "fouls.qayd_title",
    "match_end": "match.title",
    "bot_call": "quiz.title_bot_call",
    "lead": "quiz.title_lead",
}
#: how to answer, by answer type (mouse and keyboard)
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
        "help": Message.of(_HELP[kind]).text(lang),
    }


def frame(session: QuizSession, seq: int = 0) -> dict[str, Any]:
    """The frame of the session's current exercise (``seq`` numbers the frames sent)."""
    ex, lang, feedback = session.exercise, session.lang, session.feedback
    board = ex.board()
    right, tried = session.score
    n = session.index + 1
    progress = (
        Message.of("quiz.progress", n=n, count=session.count)
        if session.count is not None
        else Message.of("quiz.progress_open", n=n)
    )
    out: dict[str, Any] = {
        "schema": FRAME_SCHEMA,
        "seq": seq,
        "n": n,
        "kind": ex.kind,
        "title": Message.of(_TITLES[ex.kind]).text(lang),
        "prompt": ex.prompt,
        "progress": progress.text(lang),
        "score": Message.of("quiz.score", right=right, tried=tried).text(lang),
        "input": _input(ex, board),
        "board": board,
        "state": "asking",
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
