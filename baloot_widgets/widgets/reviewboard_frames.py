"""What the ReviewBoard draws (docs/architecture.md, "Widgets: frames and pictures"),
computed in Python (the JavaScript only draws it): the labels, the timeline of every
move's loss, and the frame of one step (the hands, the trick on the table, the move's
sentence and each legal card's value as a bar).  Its picture is its review's own
(:func:`~baloot_widgets.review.picture.review_html`, as ``HandReview._repr_html_``).

Step 0 is the deal; step ``n`` (1 to the number of moves) shows move ``n`` just made:
the hands and the trick after it, and its verdict.

>>> from baloot_widgets import Game
>>> from baloot_widgets.review import review
>>> game = Game.new(seed=1, dealer=0)
>>> game.act("p1 sun"); game.act("p1 play 8D")
>>> r = review(game)
>>> f = frame(r, 2, shown=None, bottom=0, lang="en")
>>> f["title"], f["mark"], [row["value"] for row in f["choices"]["rows"]][:3]
('Move 2 of 2: Seat 1: play 8♦', 'mistake', [116, 116, 116])
>>> [(t["step"], t["mark"]) for t in timeline(r)]
[(1, 'call_differs'), (2, 'mistake')]
"""

from __future__ import annotations

from typing import Any

from ..i18n import Lang, Message, Seat, card_name, labels, seat_name, term, text
from ..review import HandReview, Move
from ..review.estimate import Estimate
from ..review.summary import contract_words
from ..rules.actions import describe, parse_action
from ..rules.cards import LAST_TRICK_BONUS, Card, CardSet, iter_mask
from ..rules.play import trick_points
from ..rules.state import HandState

__all__ = ["frame", "no_estimate", "reviewboard_labels", "timeline"]

#: a loss this large fills the timeline's bar (larger ones are drawn as large)
_FULL_LOSS = 40
_POSITIONS = ("bottom", "right", "top", "left")
_LABEL_KEYS = (
    "board", "first", "previous", "next", "last", "next_mistake", "slider", "hands",
    "open_all", "exact", "estimate", "estimating", "choices", "timeline",
)  # fmt: skip


def reviewboard_labels(lang: Lang) -> dict[str, Any]:
    """The board's headings and buttons in one language.

    >>> reviewboard_labels("ar")["dir"], reviewboard_labels("en")["open_one"][2]
    ('rtl', 'Only Seat 2')
    """
    out: dict[str, Any] = labels(_LABEL_KEYS, lang, prefix="review.")
    out["dir"] = "rtl" if lang == "ar" else "ltr"
    out["dealer"] = term("dealer", lang)
    out["open_one"] = [text("review.open_one", lang, seat=Seat(s)) for s in range(4)]
    return out


def timeline(review: HandReview, lang: Lang = "en") -> list[dict[str, Any]]:
    """Every move as a small bar: its step, seat, mark, loss, the bar's height (percent)
    and a tooltip."""
    out = []
    for m in review.moves:
        loss = m.loss or 0
        height = 0 if m.loss is None else max(8, min(100, round(100 * loss / _FULL_LOSS)))
        out.append({
            "step": m.index + 1, "seat": m.seat, "mark": m.mark, "loss": loss,
            "height": height, "tip": _what(m, lang),
        })  # fmt: skip
    return out


def _what(m: Move, lang: Lang) -> str:
    """ "Seat 1: play 8♦"."""
    return text("review.says", lang, seat=Seat(m.seat), action=describe(parse_action(m.action)))


def frame(
    review: HandReview,
    step: int,
    *,
    shown: int | None,
    bottom: int,
    lang: Lang,
    estimate: Estimate | None = None,
    estimating: bool = False,
) -> dict[str, Any]:
    """Step ``step`` as the board draws it: every hand open (``shown`` None) or only
    ``shown``'s, with ``bottom`` at the bottom; ``estimate`` adds the estimated values."""
    state = review.states[step]
    move = review.moves[step - 1] if step else None
    c = state.contract
    out: dict[str, Any] = {
        "step": step,
        "total": len(review.moves),
        "contract": "" if c is None else contract_words(c).text(lang),
        "score": text(
            "table.tricks_abnat",
            lang,
            t0=state.tricks_won[0],
            t1=state.tricks_won[1],
            a0=state.abnat[0],
            a1=state.abnat[1],
        ),
        "seats": _seats(state, shown, bottom, None if move is None else move.seat, lang),
        "trick": _trick(state, move, lang),
        "choices": None,
        "estimate": None,
        "estimating": estimating,
    }
    if move is None:
        out.update(title=text("review.deal", lang), mark="", verdict="", reason="")
        return out
    total = len(review.moves)
    out["title"] = text("review.move_n", lang, n=step, total=total, what=_what(move, lang))
    out["mark"] = move.mark
    out["verdict"] = _verdict(move, lang)
    out["reason"] = move.text(lang)
    if move.values:
        rem = _remaining(review.states[step - 1])
        out["choices"] = _rows(move.values, move, rem, lang, exact=True)
    if estimate is not None:
        rows = _rows(estimate.values, move, _remaining(review.states[step - 1]), lang, exact=False)
        out["estimate"] = {**rows, "text": estimate.message.text(lang)}
    return out


def _verdict(m: Move, lang: Lang) -> str:
    if m.mark in ("mistake", "inaccuracy"):
        return text("review.loss", lang, loss=m.loss)
    if m.mark == "best":
        return text("review.best_mark", lang)
    if m.mark == "unvalued":
        return text("review.no_value", lang)
    return ""


def _remaining(state: HandState) -> int:
    """Every Abnat still to be won from a position: the bars' full length."""
    c = state.contract
    t = -1 if c is None else c.trump_index
    cards = [*state.trick, *iter_mask(sum(state.hands))]
    return trick_points(cards, t) + LAST_TRICK_BONUS


def _rows(values: dict[Any, Any], m: Move, rem: int, lang: Lang, *, exact: bool) -> dict[str, Any]:
    """Each legal card with its value as a bar: the card played and the best marked."""
    top = max(values.values())
    rows = []
    for card in CardSet(values):
        value = values[card]
        best = value >= top - (0 if exact else 0.5)
        played = card == m.card
        tags = [text("review.played", lang)] if played else []
        if best:
            tags.append(text("review.best_mark", lang))
        mark = f" ({', '.join(tags)})" if tags else ""
        key = "review.choice" if exact else "review.choice_estimate"
        rows.append({
            "card": card.code, "name": card_name(card, lang),
            "value": value if exact else round(value, 1),
            "width": round(100 * max(0, value) / rem, 1) if rem else 0,
            "best": best, "played": played, "tags": " · ".join(tags),
            "label": text(key, lang, card=card, value=value, mark=mark),
        })  # fmt: skip
    return {"rows": rows, "caption": text("review.exact" if exact else "review.estimate", lang)}


def _seats(
    state: HandState, shown: int | None, bottom: int, mover: int | None, lang: Lang
) -> list[dict[str, Any]]:
    out = []
    for i, pos in enumerate(_POSITIONS):
        seat = (bottom + i) % 4
        hand = CardSet(state.hands[seat])
        open_ = shown is None or shown == seat
        out.append({
            "seat": seat, "pos": pos, "name": seat_name(seat, lang),
            "cards": [{"card": c.code, "name": card_name(c, lang)} for c in hand] if open_ else None,
            "count": len(hand), "mover": seat == mover,
            "hidden": f"{seat_name(seat, lang)}: {len(hand)} {text('table.cards', lang)}",
            "dealer": seat == state.dealer,
        })  # fmt: skip
    return out


def _trick(state: HandState, m: Move | None, lang: Lang) -> dict[str, Any]:
    """The cards on the table: the trick of the move (complete, with its winner, when the
    move ended it), or the floor card before the play."""
    if state.trick:
        leader, cards, winner = state.leader, state.trick, None
    elif state.tricks and m is not None and m.card is not None:
        last = state.tricks[-1]
        leader, cards, winner = last.leader, last.cards, last.winner
    else:
        floor = None if state.contract is not None else Card(state.floor).code
        return {"cards": [], "winner": None, "floor": floor,
                "floor_name": card_name(state.floor, lang)}  # fmt: skip
    played = [{
        "seat": (leader + i) % 4, "card": Card(c).code, "name": card_name(c, lang),
        "new": m is not None and m.card is not None and c == m.card,
    } for i, c in enumerate(cards)]  # fmt: skip
    return {"cards": played, "winner": winner, "floor": None, "floor_name": ""}


def no_estimate(lang: Lang) -> str:
    """Why the current move has no estimate."""
    return Message.of("review.no_estimate").text(lang)
