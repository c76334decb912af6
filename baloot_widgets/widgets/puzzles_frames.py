"""What the ``Puzzles`` widget draws, as one JSON-ready frame: the position drawn like the
table (the seats with their names, the trick, the learner's hand), the question and,
once the learner has answered (never before), the grade, the sentences, the marks on the
cards and the lines played out trick by trick.

A puzzle **at the table** shows only what its seat may see: the other seats' cards are
counted, never named, until the answer.  Afterwards every hand may be shown.

>>> from baloot_widgets.puzzles.session import PuzzleSession
>>> session = PuzzleSession(theme="last_trick", level=1, count=2, ratings=None)
>>> f = frame(session)
>>> f["state"], f["feedback"], len(f["board"]["hand"]["cards"]) == session.puzzle.tricks_left
('asking', None, True)
>>> f = frame(session) if session.answer(sorted(session.puzzle.solution)[0]) else None
>>> steps = f["feedback"]["plays"][0]["steps"]
>>> f["state"], f["feedback"]["grade"], len(steps) == session.puzzle.tricks_left
('answered', 'good', True)
"""

from __future__ import annotations

from typing import Any

from ..i18n import Join, Lang, Message, Seat, Term, labels, text
from ..puzzles.model import Feedback, Puzzle
from ..puzzles.session import PuzzleSession
from ..puzzles.words import plays, theme_name, trick_sentence
from ..quiz.draw import names
from ..rules.cards import Card, CardSet
from ..rules.contract import Contract
from ..rules.state import HandState, TrickRecord
from .quiz_frames import board_parts, opening

__all__ = ["FRAME_SCHEMA", "frame", "puzzles_html", "puzzles_labels"]

#: version of the frame's keys (the JavaScript checks it)
FRAME_SCHEMA = 1

_LABELS = ("next", "step_previous", "step_next", "step_replay", "show_best", "show_yours", "help")


def puzzles_labels(lang: Lang) -> dict[str, str]:
    """The buttons and marks, in one language (synced once).

    >>> puzzles_labels("ar")["dir"], puzzles_labels("en")["next"]
    ('rtl', 'Next puzzle')
    """
    out = labels(_LABELS, lang, prefix="puzzles.")
    out.update(
        {f"grade_{g}": text(f"puzzles.grade.{g}", lang) for g in ("good", "ok", "costly")},
        schema=text("puzzles.schema", lang, want="{want}", got="{got}"),
        cards=text("quiz.cards", lang),
        led=text("quiz.led", lang),
        step=text("puzzles.step", lang, k="{k}", total="{total}"),
        dir="rtl" if lang == "ar" else "ltr",
    )
    return out


def _contract(state: HandState) -> Contract:
    c = state.contract
    assert c is not None
    return c


def _facts(p: Puzzle, lang: Lang) -> list[str]:
    """What every seat knows besides the cards: the Abnat taken, the floor card's
    owner, the projects shown."""
    s, seat = p.state, p.seat
    mine, theirs = s.abnat[seat & 1], s.abnat[1 - (seat & 1)]
    out = [Message.of("puzzles.so_far", mine=mine, theirs=theirs)]
    if not s.played_mask >> s.floor & 1:
        out.append(Message.of("puzzles.floor", card=Card(s.floor), seat=Seat(_contract(s).buyer)))
    shown = [
        Message.of("puzzles.project", seat=Seat(owner), kind=Term(pr.kind), cards=pr.shown)
        for owner, projects in enumerate(s.declared)
        if s.project_team is not None and owner & 1 == s.project_team
        for pr in projects
    ]
    if shown:
        out.append(Message.of("puzzles.projects", projects=Join(tuple(shown), words="join.list")))
    return [m.text(lang) for m in out]


def _earlier(s: HandState, seat: int, lang: Lang) -> dict[str, Any]:
    rows = [
        Message.of("puzzles.earlier_trick", n=k, plays=plays(t, seat), seat=Seat(t.winner)).text(
            lang
        )
        for k, t in enumerate(s.tricks, start=1)
    ]
    return {"caption": text("puzzles.earlier", lang), "tricks": rows}


def _board(p: Puzzle, lang: Lang) -> dict[str, Any]:
    """The question's picture: only the seat's own cards for a puzzle at the table."""
    s, seat = p.state, p.seat
    others = [x for x in range(4) if x != seat] if p.kind == "open" else []
    visible = [c for x in others for c in CardSet(s.hands[x])]
    mine = CardSet(s.hands[seat])
    return {
        **p.board(lang),
        "facts": _facts(p, lang),
        "earlier": _earlier(s, seat, lang),
        "names": names([*mine, *visible, *(Card(c) for c in s.trick), *_played(s)], lang),
    }


def _played(s: HandState) -> list[Card]:
    return [Card(c) for t in s.tricks for c in t.cards]


def _steps(p: Puzzle, line: tuple[TrickRecord, ...], lang: Lang) -> list[dict[str, Any]]:
    """The line trick by trick: the trick's cards with their seats, who takes it, its
    sentence, and every hand after it (shown once the learner has answered)."""
    hands = list(p.state.hands)
    first = len(p.state.tricks) + 1
    team = p.seat & 1
    out = []
    for k, trick in enumerate(line):
        for i, c in enumerate(trick.cards):
            hands[(trick.leader + i) & 3] &= ~(1 << c)
        sentence = trick_sentence(trick, first + k, last=k == len(line) - 1, viewer=p.seat)
        out.append({
            "trick": [{"seat": (trick.leader + i) & 3, "card": Card(c).code}
                      for i, c in enumerate(trick.cards)],
            "winner": trick.winner,
            "ours": trick.winner & 1 == team,
            "text": sentence.text(lang),
            "hands": {str(x): CardSet(hands[x]).codes.split() for x in range(4)},
        })  # fmt: skip
    return out


def _feedback(session: PuzzleSession, f: Feedback) -> dict[str, Any]:
    p, lang = session.puzzle, session.lang
    assert f.card is not None
    marks = {c.code: "right" for c in p.solution}
    if f.grade != "good":
        marks[f.card.code] = "wrong" if f.grade == "costly" else "ok"
    sentences = [m.text(lang) for m in f.messages]
    yours = {"title": _head(f, lang), "steps": _steps(p, f.line, lang)}
    best = {"title": text("puzzles.line_best", lang), "steps": _steps(p, f.best_line, lang)}
    moved = [
        text("puzzles.rating_change", lang, theme=theme_name(theme),
             before=round(before.rating), after=round(after.rating))
        for theme, before, after in session.moved
    ]  # fmt: skip
    problem = session.ratings.problem
    if problem is not None:
        moved.append(problem.text(lang))
    return {
        "grade": f.grade,
        "verdict": text(f"puzzles.grade.{f.grade}", lang),
        "lines": sentences,
        "marks": marks,
        "plays": [yours] if f.grade == "good" else [yours, best],
        "rating": moved,
    }


def _head(f: Feedback, lang: Lang) -> str:
    if f.grade == "good":
        return text("puzzles.line_best", lang)
    return text("puzzles.line_after", lang, card=f.card)


def _tags(session: PuzzleSession, answered: bool) -> str:
    p, lang = session.puzzle, session.lang
    kind = text(f"puzzles.kind_short.{p.kind}", lang)
    tags = text("puzzles.tags", lang, kind=kind, level=Message.of("puzzles.level", n=p.level))
    if answered or session.theme is not None:
        shown = p.themes if answered else (session.theme,)
        joined = Join(tuple(theme_name(t) for t in shown if t), words="join.list")
        tags += " · " + text("puzzles.theme_tag", lang, themes=joined)
    return tags


def frame(session: PuzzleSession, seq: int = 0) -> dict[str, Any]:
    """The frame of the session's current puzzle (``seq`` numbers the frames sent)."""
    p, lang, f = session.puzzle, session.lang, session.feedback
    answered = f is not None
    n = session.index + 1
    title = Message.of("puzzles.title", n=n, count=session.count)
    score = session.score
    out: dict[str, Any] = {
        "schema": FRAME_SCHEMA,
        "seq": seq,
        "n": n,
        "id": p.id,
        "title": title.text(lang),
        "tags": _tags(session, answered),
        "prompt": session.puzzle_prompt().text(lang),
        # adaptive runs without a theme: which theme comes and why (None otherwise)
        "why": None
        if session.pick is None
        else session.pick.message(theme_name(session.pick.kind)).text(lang),
        "note": text(f"puzzles.kind.{p.kind}", lang),
        "board": _board(p, lang),
        "score": text("puzzles.score", lang, **score),
        "state": "asking",
        "feedback": None,
        "summary": None,
    }
    if f is not None:
        out["state"] = "done" if session.done else "answered"
        out["feedback"] = _feedback(session, f)
        s = p.state
        every = [c for h in s.hands for c in CardSet(h)]
        out["board"]["names"] = names([*every, *(Card(c) for c in s.trick), *_played(s)], lang)
        if session.done:
            out["summary"] = text("puzzles.done", lang, **score)
    return out


# ---- the picture ----------------------------------------------------------------------


def puzzles_html(frame: dict[str, Any], labels: dict[str, str]) -> str:
    """The puzzle shown, as a static picture drawn from the frame only (so it shows no
    more than the page does: no hidden card and no answer before the answer).

    >>> session = PuzzleSession(theme="draw_trumps", count=1, ratings=None)
    >>> html = puzzles_html(frame(session), puzzles_labels("en"))
    >>> "Which card is best?" in html, html == puzzles_html(frame(session), puzzles_labels("en"))
    (True, True)
    """
    if not frame:
        return ""
    lang, say, parts = opening(labels)
    board = frame["board"]
    parts.append(
        f"<div><b>{say(frame['title'])}</b> · {say(frame['tags'])} · {say(frame['score'])}</div>"
    )
    parts.append(f"<p>{say(frame['prompt'])}</p><p>{say(frame['note'])}</p>")
    parts += board_parts({k: board[k] for k in ("contract", "felt", "hand")}, lang, say)
    parts += [f"<div>{say(fact)}</div>" for fact in board["facts"]]
    if board["earlier"]["tricks"]:
        rows = "".join(f"<li>{say(row)}</li>" for row in board["earlier"]["tricks"])
        parts.append(f"<div>{say(board['earlier']['caption'])}</div><ol>{rows}</ol>")
    feedback = frame.get("feedback")
    if feedback:
        parts.append(f"<p><b>{say(feedback['verdict'])}</b></p>")
        parts += [f"<div>{say(line)}</div>" for line in feedback["lines"]]
        for play in feedback["plays"]:
            steps = "".join(f"<li>{say(step['text'])}</li>" for step in play["steps"])
            parts.append(f"<div>{say(play['title'])}</div><ul>{steps}</ul>")
        parts += [f"<div>{say(line)}</div>" for line in feedback["rating"]]
    if frame.get("summary"):
        parts.append(f"<p><b>{say(frame['summary'])}</b></p>")
    parts.append("</div>")
    return "".join(parts)
