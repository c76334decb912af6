"""The puzzle as a deterministic HTML picture, drawn from the widget's frame only (so it
shows no more than the page does: no hidden card and no answer before the answer).  It
is the ``text/html`` beside the live widget, for exported notebooks, GitHub and nbval.

>>> from baloot_widgets.puzzles.session import PuzzleSession
>>> from baloot_widgets.puzzles.frames import frame, puzzle_labels
>>> session = PuzzleSession(theme="draw_trumps", count=1, ratings=None)
>>> html = puzzle_html(frame(session), puzzle_labels("en"))
>>> "Which card is best?" in html, html == puzzle_html(frame(session), puzzle_labels("en"))
(True, True)
"""

from __future__ import annotations

from typing import Any

from ..quiz.picture import board_parts, opening

__all__ = ["puzzle_html"]


def puzzle_html(frame: dict[str, Any], labels: dict[str, str]) -> str:
    """The puzzle shown, as a static picture (from the synced frame)."""
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
