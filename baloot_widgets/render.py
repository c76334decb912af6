"""Deterministic HTML pictures of cards, hands, tricks and score sheets.

Used for ``_repr_html_``, the widget's static ``text/html`` fallback, exported notebooks
and printed worksheets.  The same input always gives the same text (no ids, no times).
Colours come from JupyterLab variables with fallbacks; suits are told apart by symbol,
not by colour alone.

>>> cards_html("AS 10H")
'<span class="bw-cards"><span class="bw-card bw-black" title="ace of spades">A♠</span> <span class="bw-card bw-red" title="ten of hearts">10♥</span></span>'
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from .cards import Card, CardLike, CardSet
from .rules.scoring import HandScore
from .rules.state import HandState
from .terms import Lang, card_name, seat_name

__all__ = ["STYLE", "card_html", "cards_html", "hand_state_html", "score_sheet_html"]

STYLE = (
    "<style>.bw-cards{font-family:var(--jp-content-font-family,system-ui,sans-serif)}"
    ".bw-card{display:inline-block;min-width:2.2em;padding:.15em .3em;margin:.1em;"
    "border:1px solid var(--jp-border-color1,#999);border-radius:.3em;text-align:center;"
    "background:var(--jp-layout-color0,Canvas);font-weight:600}"
    ".bw-red{color:var(--jp-error-color1,#c62828)}.bw-black{color:var(--jp-ui-font-color0,CanvasText)}"
    ".bw-table{border-collapse:collapse}.bw-table td{padding:.2em .6em;vertical-align:top}"
    ".bw-muted{color:var(--jp-ui-font-color2,GrayText)}</style>"
)


def card_html(card: CardLike, lang: Lang = "en") -> str:
    """One card as a small labelled box (red for ♥ ♦, black for ♠ ♣, symbol always shown)."""
    c = Card(card)
    colour = "bw-red" if c.suit in (1, 2) else "bw-black"
    return f'<span class="bw-card {colour}" title="{escape(card_name(c, lang))}">{c}</span>'


def cards_html(cards: str | Iterable[CardLike] | CardSet, lang: Lang = "en") -> str:
    """Several cards in display order (a hand) or in the given order (a list or text)."""
    items = list(CardSet(cards)) if isinstance(cards, (str, CardSet)) else [Card(c) for c in cards]
    inner = " ".join(card_html(c, lang) for c in items)
    return f'<span class="bw-cards">{inner}</span>'


def score_sheet_html(score: HandScore, lang: Lang = "en") -> str:
    """A score sheet as an HTML table, one row per line."""
    rows = "".join(
        f"<tr><td>{escape(line.text(lang))}</td>"
        f"<td>{'' if line.points is None else line.points}</td></tr>"
        for line in score.lines
    )
    direction = ' dir="rtl"' if lang == "ar" else ""
    return f'<table class="bw-table"{direction}>{rows}</table>'


def hand_state_html(
    state: HandState,
    *,
    reveal: bool = True,
    match_scores: tuple[int, int] | None = None,
    lang: Lang = "en",
) -> str:
    """A whole hand: each seat's cards (when revealed), the floor card, the contract, the
    current trick and the score, as one deterministic HTML block."""
    parts = [STYLE, '<div class="bw-hand">']
    c = state.contract
    head = f"Dealer: {seat_name(state.dealer, lang)} · phase: {state.phase.value}"
    if c is not None:
        head += f" · {escape(str(c))}"
    if match_scores is not None:
        head += f" · match {match_scores[0]} – {match_scores[1]}"
    parts.append(f"<div><b>{head}</b></div>")
    parts.append(f"<div>Floor card: {cards_html([state.floor], lang)}</div>")
    rows = []
    for seat in range(4):
        cards = (
            cards_html(CardSet(state.hands[seat]), lang)
            if reveal
            else "🂠" * state.hands[seat].bit_count()
        )
        turn = " ◀" if state.to_move == seat else ""
        rows.append(f"<tr><td>{seat_name(seat, lang)}{turn}</td><td>{cards}</td></tr>")
    parts.append(f'<table class="bw-table">{"".join(rows)}</table>')
    if state.trick:
        played = " ".join(
            f"{seat_name((state.leader + i) % 4, lang)}: {card_html(x, lang)}"
            for i, x in enumerate(state.trick)
        )
        parts.append(f"<div>Trick {len(state.tricks) + 1}: {played}</div>")
    if state.tricks:
        parts.append(
            f'<div class="bw-muted">Tricks won {state.tricks_won[0]} – {state.tricks_won[1]}, '
            f"Abnat {state.abnat[0]} – {state.abnat[1]}</div>"
        )
    if state.result is not None:
        parts.append(score_sheet_html(state.result, lang))
    parts.append("</div>")
    return "".join(parts)
