"""What the quiz widget draws, as JSON-ready parts shared by the kinds: the seats around a
trick seen from the seat that answers, a row of cards, the contract in words, the names of
the cards.  Sentences are rendered here, in the exercise's language; nothing here ever
receives a solution.

>>> from baloot_widgets import Contract
>>> positions(2)
{2: 'bottom', 3: 'right', 0: 'top', 1: 'left'}
>>> contract_message(Contract(mode="hokum", trump="H", buyer=1, multiplier=2, doubler=2,
...                           closed=True)).text()
'Hokum ♥ (closed), bought by Seat 1, doubled x2'
>>> contract_message(Contract(mode="sun", buyer=3)).text("ar")
'صن، المشتري المقعد 3'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..i18n import Join, Lang, Message, Seat, Term, card_name, seat_name
from ..rules.cards import Card, CardLike, CardSet
from ..rules.contract import Contract
from ..rules.state import TrickRecord

__all__ = [
    "board_text",
    "card_codes",
    "contract_message",
    "felt",
    "mode_message",
    "names",
    "plays",
    "positions",
    "row",
]

_POSITIONS = ("bottom", "right", "top", "left")


def positions(viewer: int) -> dict[int, str]:
    """Where each seat sits when ``viewer`` is at the bottom: the next seat to play (s + 1,
    counter-clockwise) on its right, as at the table."""
    return {(viewer + k) % 4: _POSITIONS[k] for k in range(4)}


def mode_message(c: Contract) -> Message | Term:
    """ "Sun" or "Hokum ♥", in words."""
    return Term("sun") if c.trump is None else Message.of("quiz.mode_hokum", suit=c.trump.symbol)


def contract_message(c: Contract) -> Message:
    """The contract in words: "Hokum ♥ (closed), bought by Seat 1, doubled x2"."""
    mode: Message | Term = mode_message(c)
    if c.closed:
        mode = Message.of("quiz.closed", mode=mode)
    text = Message.of("quiz.contract", mode=mode, seat=Seat(c.buyer))
    if c.gahwa:
        return Message.of("quiz.contract_gahwa", contract=text)
    if c.multiplier > 1:
        return Message.of("quiz.contract_doubled", contract=text, m=c.multiplier)
    return text


def card_codes(cards: Iterable[CardLike]) -> list[str]:
    """Card codes (``"10H"``) in the given order."""
    return [Card(c).code for c in cards]


def names(cards: Iterable[CardLike], lang: Lang) -> dict[str, str]:
    """The spoken name of each card, by code, for screen readers."""
    return {Card(c).code: card_name(Card(c), lang) for c in cards}


def row(caption: Message, cards: Sequence[CardLike] | CardSet, lang: Lang) -> dict[str, Any]:
    """Cards in a row under a caption (a hand in hand order, a trick in its order)."""
    return {"caption": caption.text(lang), "cards": card_codes(cards)}


def felt(
    viewer: int,
    lang: Lang,
    *,
    trick: Sequence[tuple[int, CardLike]] = (),
    hands: Mapping[int, CardSet] | None = None,
    counts: Mapping[int, int] | None = None,
    calls: Mapping[int, Message] | None = None,
    dealer: int | None = None,
    floor: CardLike | None = None,
    roles: bool = True,
) -> dict[str, Any]:
    """The table seen from ``viewer``: each seat with its name, its role (you, partner,
    opponent; none when ``roles`` is False), its open cards (``hands``) or how many it
    holds (``counts``), its calls; the trick; the floor card."""
    team_role = {0: "quiz.role_you", 2: "quiz.role_partner"}
    seats = []
    for seat, pos in positions(viewer).items():
        role = Message.of(team_role.get((seat - viewer) % 4, "quiz.role_opponent"))
        seats.append(
            {
                "seat": seat,
                "pos": pos,
                "name": seat_name(seat, lang),
                "role": role.text(lang) if roles else "",
                "cards": card_codes(hands[seat]) if hands and seat in hands else None,
                "count": counts.get(seat) if counts else None,
                "calls": calls[seat].text(lang) if calls and seat in calls else None,
                "dealer": seat == dealer,
            }
        )
    return {
        "seats": seats,
        "trick": [{"seat": s, "card": Card(c).code} for s, c in trick],
        "floor": None if floor is None else Card(floor).code,
    }


def _cards_text(codes: Iterable[str]) -> str:
    return " ".join(str(Card(c)) for c in codes)


def board_text(board: Mapping[str, Any], lang: Lang) -> str:
    """A board (what :meth:`~baloot_widgets.quiz.Exercise.board` draws) in one line of
    words, for a teacher to put the question on the board: the contract, each seat that
    shows something (its cards, its calls, the dealer, you), the trick so far, the floor
    card, the row or hand of cards, the score sheet.  Never the solution (the board holds
    none).

    >>> from baloot_widgets.quiz import make
    >>> from baloot_widgets import Contract
    >>> ex = make("legal_cards", hand=["AS", "9H"], trick=[(0, "KS")], contract=Contract(mode="hokum", trump="H", buyer=2))
    >>> board_text(ex.board(), "en")
    'Hokum ♥, bought by Seat 2 · Seat 1 (You) · trick so far: Seat 0 K♠ · Your hand: A♠ 9♥'
    """
    parts = [str(board[k]) for k in ("contract", "note") if board.get(k)]
    table = board.get("felt")
    if table:
        for seat in sorted(table["seats"], key=lambda s: s["seat"]):
            notes = [x for x in (seat["role"] if seat["pos"] == "bottom" else None,) if x]
            notes += [Message.of("quiz.board_dealer").text(lang)] if seat["dealer"] else []
            said = [f"{seat['name']} ({', '.join(notes)})" if notes else seat["name"]]
            said += [seat["calls"]] if seat["calls"] else []
            said += [_cards_text(seat["cards"])] if seat["cards"] else []
            if len(said) > 1 or notes:
                parts.append(": ".join(said))
        if table["trick"]:
            plays = Join(
                tuple(f"{seat_name(x['seat'], lang)} {Card(x['card'])}" for x in table["trick"]),
                words="join.list",
            )
            parts.append(Message.of("quiz.board_trick", plays=plays).text(lang))
        if table["floor"]:
            parts.append(Message.of("quiz.board_floor", card=Card(table["floor"])).text(lang))
    for key in ("row", "hand"):
        if board.get(key):
            parts.append(f"{board[key]['caption']}: {_cards_text(board[key]['cards'])}")
    sheet = board.get("sheet")
    if sheet:
        head = " – ".join(str(x) for x in sheet["head"][1:])
        rows = "; ".join(f"{r[0]} {' – '.join(str(x) for x in r[1:])}" for r in sheet["rows"])
        parts.append(f"{head}: {rows}")
    return " · ".join(parts)


def plays(trick: TrickRecord, viewer: int | None = None) -> Join:
    """The cards of a trick with their seats: "Seat 1 K♥, Seat 2 (you) 7♥, ..." (the
    ``viewer`` is "you")."""
    return Join(
        tuple(
            Message.of(
                "puzzles.play_you" if (trick.leader + i) & 3 == viewer else "puzzles.play",
                seat=Seat((trick.leader + i) & 3),
                card=Card(c),
            )
            for i, c in enumerate(trick.cards)
        ),
        words="join.list",
    )
