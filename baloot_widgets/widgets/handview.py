"""HandView: a small read-only picture of a hand, a trick or a project, for lessons.

>>> from baloot_widgets import Contract
>>> view = HandView("KH QH 7S JH", contract=Contract(mode="hokum", trump="H"), highlight="KH QH")
>>> view.cards, view.trumps, view.highlight
(['7S', 'KH', 'QH', 'JH'], ['KH', 'QH', 'JH'], ['KH', 'QH'])
>>> view
HandView('7S KH QH JH', highlight='KH QH')
>>> HandView(["10S", "AS"]).cards  # a list keeps its order (a trick)
['10S', 'AS']
"""

from __future__ import annotations

from collections.abc import Iterable

import traitlets

from ..display.render import card_list, hand_view_html
from ..i18n import Lang, card_name
from ..rules.cards import CardLike, CardSet
from ..rules.contract import Contract
from ..rules.errors import check_lang
from .base import BalootWidget
from .esm import css, esm

__all__ = ["HandView"]


class HandView(BalootWidget):
    """Cards in a row, nothing to click: ``cards`` as text or a CardSet (shown in hand
    order) or a list (kept in its order, e.g. a trick); ``contract`` marks the trumps
    and is the default caption; ``highlight`` outlines some cards (say, the legal ones)."""

    _esm = esm("handview.js")
    _css = css("handview.css")
    cards = traitlets.List(traitlets.Unicode()).tag(sync=True)
    highlight = traitlets.List(traitlets.Unicode()).tag(sync=True)
    trumps = traitlets.List(traitlets.Unicode()).tag(sync=True)
    names = traitlets.Dict().tag(sync=True)
    caption = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)

    def __init__(
        self,
        cards: str | Iterable[CardLike] | CardSet,
        contract: Contract | None = None,
        *,
        highlight: str | Iterable[CardLike] | CardSet = (),
        caption: str | None = None,
        lang: Lang = "en",
    ) -> None:
        lang = check_lang(lang)
        shown = card_list(cards)
        marked = set(card_list(highlight))
        trump = None if contract is None else contract.trump
        super().__init__(
            cards=[c.code for c in shown],
            highlight=[c.code for c in shown if c in marked],
            trumps=[c.code for c in shown if trump is not None and c.suit == trump],
            names={c.code: card_name(c, lang) for c in shown},
            caption=str(contract) if caption is None and contract is not None else caption or "",
            lang=lang,
        )

    def picture(self) -> str:
        """The hand as static HTML (beside the live view)."""
        lang: Lang = "ar" if self.lang == "ar" else "en"
        return hand_view_html(self.cards, highlight=self.highlight, caption=self.caption, lang=lang)

    def __repr__(self) -> str:
        extra = f", highlight={' '.join(self.highlight)!r}" if self.highlight else ""
        return f"HandView({' '.join(self.cards)!r}{extra})"
