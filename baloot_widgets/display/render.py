"""Deterministic HTML pictures of the engine's values (cards, hands, a hand's state, score
sheets) and what every picture shares (:data:`STYLE`, :func:`cards_html`,
:func:`isolate_html`); a widget's picture of its frame is beside the frame, in
``widgets/<name>_frames.py`` (docs/architecture.md, "Widgets: frames and pictures").

Used for ``_repr_html_``, ``HandView``'s static ``text/html``, exported notebooks and
printed worksheets.  The same input always gives the same text (no ids, no times).
Colours come from JupyterLab variables with fallbacks; suits are told apart by symbol,
not by colour alone.

Every picture's outer element carries the class ``bw-pic`` and every rule of
:data:`STYLE` is under it: a picture's style reaches no widget of the same page (and the
widgets' styles are under their own root classes).

>>> cards_html("AS 10H")
'<span class="bw-pic bw-cards"><span class="bw-card bw-black" title="ace of spades">A♠</span> <span class="bw-card bw-red" title="ten of hearts">10♥</span></span>'
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from ..i18n import Lang, card_name, seat_name, text
from ..i18n.bidi import ISOLATE
from ..rules.cards import Card, CardLike, CardSet
from ..rules.sheet import HandScore
from ..rules.state import HandState

__all__ = [
    "ISOLATE",
    "STYLE",
    "card_html",
    "card_list",
    "cards_html",
    "hand_state_html",
    "hand_view_html",
    "isolate_html",
    "score_sheet_html",
]

#: the pictures' style sheet: every rule is under the class ``bw-pic`` of a picture's
#: outer element, so it changes nothing outside the pictures
STYLE = (
    "<style>.bw-pic.bw-cards{font-family:var(--jp-content-font-family,system-ui,sans-serif)}"
    ".bw-pic .bw-card{display:inline-block;min-width:2.2em;padding:.15em .3em;margin:.1em;"
    "border:1px solid var(--jp-border-color1,#999);border-radius:.3em;text-align:center;"
    "background:var(--jp-layout-color0,Canvas);font-weight:600}"
    ".bw-pic .bw-red{color:var(--jp-error-color1,#c62828)}"
    ".bw-pic .bw-black{color:var(--jp-ui-font-color0,CanvasText)}"
    ".bw-pic .bw-table{border-collapse:collapse}.bw-pic .bw-table td{padding:.2em .6em;vertical-align:top}"
    ".bw-pic .bw-muted{color:var(--jp-ui-font-color2,GrayText)}"
    ".bw-pic .bw-mark{outline:2px solid var(--jp-brand-color1,Highlight)}</style>"
)


def isolate_html(text: str) -> str:
    """``text`` escaped for HTML, with its cards and signed numbers each wrapped in
    ``<bdi dir="ltr">`` so that right-to-left text never reorders them.

    >>> isolate_html("سرا (J♣ Q♣ K♣) +4")
    'سرا (<bdi dir="ltr">J♣ Q♣ K♣</bdi>) <bdi dir="ltr">+4</bdi>'
    >>> isolate_html("فريق 0·2"), isolate_html("-6.9 نقطة")
    ('فريق <bdi dir="ltr">0·2</bdi>', '<bdi dir="ltr">-6.9</bdi> نقطة')
    >>> isolate_html("a <b> & 2024-10")
    'a &lt;b&gt; &amp; 2024-10'
    """
    out, at = [], 0
    for m in ISOLATE.finditer(text):
        out.append(escape(text[at : m.start()]))
        out.append(f'<bdi dir="ltr">{escape(m.group())}</bdi>')
        at = m.end()
    out.append(escape(text[at:]))
    return "".join(out)


def card_html(card: CardLike, lang: Lang = "en", *, mark: bool = False) -> str:
    """One card as a small labelled box (red for ♥ ♦, black for ♠ ♣, symbol always shown);
    ``mark`` outlines it (a highlighted card)."""
    c = Card(card)
    colour = "bw-red" if c.suit in (1, 2) else "bw-black"
    extra = " bw-mark" if mark else ""
    return f'<span class="bw-card {colour}{extra}" title="{escape(card_name(c, lang))}">{c}</span>'


def card_list(cards: str | Iterable[CardLike] | CardSet) -> list[Card]:
    """Cards in display order when given as text or a CardSet (a hand), else in the
    given order (a trick).

    >>> card_list("7H AS"), card_list(["7H", "AS"])
    ([Card('AS'), Card('7H')], [Card('7H'), Card('AS')])
    """
    return list(CardSet(cards)) if isinstance(cards, (str, CardSet)) else [Card(c) for c in cards]


def cards_html(
    cards: str | Iterable[CardLike] | CardSet, lang: Lang = "en", *, marked: Iterable[int] = ()
) -> str:
    """Several cards in display order (a hand) or in the given order (a list); the
    ``marked`` cards are outlined."""
    marks = set(marked)
    inner = " ".join(card_html(c, lang, mark=c in marks) for c in card_list(cards))
    return f'<span class="bw-pic bw-cards">{inner}</span>'


def score_sheet_html(score: HandScore, lang: Lang = "en") -> str:
    """A score sheet as an HTML table, one row per line (in Arabic, right to left with the
    cards and signed numbers kept left to right).

    >>> from baloot_widgets import Contract, score_hand
    >>> sheet = score_hand(Contract(mode="sun", buyer=0), abnat=(60, 70), tricks=(4, 4),
    ...                    projects={0: ["KS QS JS"]})
    >>> '<bdi dir="ltr">K♠ Q♠ J♠</bdi>' in score_sheet_html(sheet, "ar")
    True
    """
    say = isolate_html if lang == "ar" else escape
    rows = "".join(
        f"<tr><td>{say(line.text(lang))}</td>"
        f"<td>{'' if line.points is None else line.points}</td></tr>"
        for line in score.lines
    )
    direction = ' dir="rtl"' if lang == "ar" else ""
    return f'<div class="bw-pic"{direction}><table class="bw-table">{rows}</table></div>'


def hand_state_html(
    state: HandState,
    *,
    reveal: bool = True,
    match_scores: tuple[int, int] | None = None,
    lang: Lang = "en",
) -> str:
    """A whole hand: each seat's cards (when revealed), the floor card, the contract, the
    current trick and the score, as one deterministic HTML block."""
    parts = [STYLE, '<div class="bw-pic bw-hand">']
    c = state.contract
    head = [
        text("picture.dealer", lang, seat=seat_name(state.dealer, lang)),
        text("picture.phase", lang, phase=state.phase.value),
    ]
    if c is not None:
        head.append(str(c))
    if match_scores is not None:
        head.append(text("picture.match", lang, p0=match_scores[0], p1=match_scores[1]))
    parts.append(f"<div><b>{escape(' · '.join(head))}</b></div>")
    floor = text("picture.floor", lang, cards="{cards}")
    parts.append(f"<div>{escape(floor).format(cards=cards_html([state.floor], lang))}</div>")
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
        trick = escape(text("picture.trick", lang, n=len(state.tricks) + 1, cards="{cards}"))
        parts.append(f"<div>{trick.format(cards=played)}</div>")
    if state.tricks:
        won = text(
            "picture.tricks_won", lang, t0=state.tricks_won[0], t1=state.tricks_won[1],
            a0=state.abnat[0], a1=state.abnat[1],
        )  # fmt: skip
        parts.append(f'<div class="bw-muted">{escape(won)}</div>')
    if state.result is not None:
        parts.append(score_sheet_html(state.result, lang))
    parts.append("</div>")
    return "".join(parts)


def hand_view_html(
    cards: str | Iterable[CardLike] | CardSet,
    *,
    highlight: Iterable[CardLike] = (),
    caption: str = "",
    lang: Lang = "en",
) -> str:
    """A hand, trick or project for a lesson, with some cards outlined (``HandView``'s
    static picture).

    >>> hand_view_html("AS 7H", highlight=["7H"]).count('bw-mark"')
    1
    """
    direction = ' dir="rtl"' if lang == "ar" else ""
    say = isolate_html if lang == "ar" else escape
    head = f"<div>{say(caption)}</div>" if caption else ""
    marked = [Card(c) for c in highlight]
    row = cards_html(cards, lang, marked=marked)
    return f'{STYLE}<div class="bw-pic bw-hand"{direction}>{head}<bdi dir="ltr">{row}</bdi></div>'
