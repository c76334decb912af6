"""A one-page cheat sheet for the classroom, in English or Arabic, printable from a browser:
card orders, points, the deal, the calls, which card may be played, projects and scoring.

Every figure on it is computed from the engine (orders, Abnat, project values, Kaboot,
rounding examples), and every word comes from the catalogue (:mod:`.i18n.cheatsheet`), so
the sheet cannot disagree with the rules the tables play by.

    baloot cheatsheet --lang ar -o cheat-sheet-ar.html

>>> page = cheat_sheet_html("en")
>>> page.startswith("<!doctype html>"), "A 10 K Q J 9 8 7" in page, "J 9 A 10 K Q 8 7" in page
(True, True, True)
>>> 'dir="rtl"' in cheat_sheet_html("ar"), "@page" in page
(True, True)
"""

from __future__ import annotations

from html import escape

from ..display.render import isolate_html
from ..i18n import Join, Lang, Message, quote, term, text
from ..rules.cards import LAST_TRICK_BONUS, Card, Rank, Suit
from ..rules.contract import Contract
from ..rules.errors import BalootError, check_lang
from ..rules.play import card_power
from ..rules.projects import PROJECT_ABNAT, project_from_cards
from ..rules.ruleset import RuleSet
from ..rules.scoring import game_points, score_hand, total_abnat

__all__ = ["SECTIONS", "CheatSheet", "cheat_sheet", "cheat_sheet_html"]

_SUN = Contract(mode="sun")
_HOKUM = Contract(mode="hokum", trump=Suit.SPADES)
#: a project of each kind, to value it with the engine (Four Hundred exists in Sun only)
_EXAMPLES = {"sira": "7S 8S 9S", "fifty": "7S 8S 9S 10S", "hundred": "KS KH KD KC",
             "four_hundred": "AS AH AD AC"}  # fmt: skip
_CALLS = ("pass", "hokum", "sun", "ashkal", "gablak", "kawesh", "double")

_CSS = """
.bw-cheat{font-family:system-ui,sans-serif;font-size:10.5pt;line-height:1.35;color:#111;
 background:#fff;max-width:60rem;margin:0 auto;padding:1rem;columns:2 22rem;column-gap:1.6rem}
.bw-cheat h1{column-span:all;font-size:18pt;margin:0 0 .2rem}
.bw-cheat .bw-sub{column-span:all;color:#444;margin:0 0 .8rem}
.bw-cheat section{break-inside:avoid;margin:0 0 .8rem}
.bw-cheat h2{font-size:12pt;margin:0 0 .3rem;border-bottom:1px solid #999}
.bw-cheat table{border-collapse:collapse;width:100%}
.bw-cheat td,.bw-cheat th{border:1px solid #bbb;padding:.1rem .3rem;text-align:center}
.bw-cheat th{background:#eee;font-weight:600}
.bw-cheat td.bw-l,.bw-cheat th.bw-l{text-align:start}
.bw-cheat ul{margin:0;padding-inline-start:1.1rem}
.bw-cheat .bw-order{font-size:13pt;font-weight:700;letter-spacing:.05em}
.bw-cheat .bw-foot{column-span:all;color:#555;font-size:8.5pt;margin-top:.6rem}
@page{size:A4;margin:10mm}
@media print{.bw-cheat{padding:0;max-width:none;font-size:9.6pt;columns:2;column-gap:1.2rem}
 .bw-cheat h1{font-size:15pt}.bw-cheat h2{font-size:10pt}.bw-cheat .bw-order{font-size:11pt}
 .bw-cheat section{margin-bottom:.5rem}.bw-cheat p{margin:.3rem 0}}
"""


def _say(key: str, lang: Lang, **fields: object) -> str:
    """A catalogue sentence as HTML, cards and numbers kept left to right."""
    return isolate_html(text(key, lang, **fields))


def _fields(call: str) -> dict[str, object]:
    """The numbers a call's line names: the Sun's doubling limit of the default rules."""
    return {"limit": RuleSet().sun_double_threshold} if call == "double" else {}


def _order(trump: int) -> str:
    ranks = sorted(Rank, key=lambda r: card_power(Card.of(r, 0), trump), reverse=True)
    return " ".join(r.label for r in ranks)


def _section(title: str, body: str) -> str:
    return f"<section><h2>{title}</h2>{body}</section>"


def _points_table(lang: Lang) -> str:
    ranks = sorted(Rank, key=lambda r: card_power(Card.of(r, 0), -1), reverse=True)
    head = "".join(f"<th>{r.label}</th>" for r in ranks)
    plain = "".join(f"<td>{Card.of(r, 0).points(None)}</td>" for r in ranks)
    trump = "".join(f"<td>{Card.of(r, 0).points(0)}</td>" for r in ranks)
    return (
        f'<table dir="ltr"><tr><th class="bw-l">{_say("cs.card", lang)}</th>{head}</tr>'
        f'<tr><th class="bw-l">{_say("cs.plain", lang)}</th>{plain}</tr>'
        f'<tr><th class="bw-l">{_say("cs.trump", lang)}</th>{trump}</tr></table>'
    )


def _projects_table(lang: Lang) -> str:
    rows = []
    for kind, cards in _EXAMPLES.items():
        sun = project_from_cards(cards, _SUN).game_points(_SUN)
        hokum = (
            "—" if kind == "four_hundred" else project_from_cards(cards, _HOKUM).game_points(_HOKUM)
        )
        rows.append(
            f'<tr><td class="bw-l">{escape(term(kind, lang))}</td>'
            f'<td class="bw-l">{_say("cs.cards." + kind, lang)}</td>'
            f"<td>{PROJECT_ABNAT[kind]}</td><td>{sun}</td><td>{hokum}</td></tr>"
        )
    head = "".join(
        f"<th{' class=bw-l' if k in ('cs.project', 'cs.cards') else ''}>{_say(k, lang)}</th>"
        for k in ("cs.project", "cs.cards", "cs.abnat", "cs.gp_sun", "cs.gp_hokum")
    )
    return f"<table><tr>{head}</tr>{''.join(rows)}</table>"


def _baloot_points() -> int:
    """What Baloot adds to a hand, asked of the scoring."""
    with_baloot = score_hand(_HOKUM, abnat=(100, 62), tricks=(5, 3), baloot=0).points[0]
    return with_baloot - score_hand(_HOKUM, abnat=(100, 62), tricks=(5, 3)).points[0]


def _kaboot(contract: Contract) -> int:
    return score_hand(contract, abnat=(total_abnat(contract.mode), 0), tricks=(8, 0)).points[0]


#: the sections of the sheet, in order (each can be shown alone: :func:`cheat_sheet`)
SECTIONS = ("order", "points", "deal", "calls", "play", "projects", "scoring")


def _sections(lang: Lang) -> dict[str, str]:
    """Each section of the sheet as HTML, by name (see :data:`SECTIONS`)."""
    sun_total, hokum_total = total_abnat("sun"), total_abnat("hokum")
    totals = _say(
        "cs.totals", lang, sun=sun_total, sun_gp=sum(game_points(sun_total, 0, "sun")),
        hokum=hokum_total, hokum_gp=sum(game_points(hokum_total, 0, "hokum")),
    )  # fmt: skip
    order = (
        f'<p>{_say("cs.order_plain", lang)}<br><span class="bw-order" dir="ltr">{_order(-1)}</span></p>'
        f'<p>{_say("cs.order_trump", lang)}<br><span class="bw-order" dir="ltr">{_order(0)}</span></p>'
    )
    calls = "".join(
        f"<li><b>{escape(term(c, lang))}</b>: {_say('cs.call.' + c, lang, **_fields(c))}</li>"
        for c in _CALLS
    )
    play = "".join(
        f"<li>{_say(k, lang)}</li>"
        for k in ("cs.play_follow", "cs.play_trump", "cs.play_trumps_led", "cs.play_closed",
                  "cs.play_akka_sawa")
    )  # fmt: skip
    sun_ex, hokum_ex = game_points(74, 56, "sun"), game_points(85, 77, "hokum")
    scoring = "".join(
        f"<li>{line}</li>"
        for line in (
            _say("cs.score_sun", lang, a=74, b=56, ga=sun_ex[0], gb=sun_ex[1]),
            _say("cs.score_hokum", lang, a=85, b=77, ga=hokum_ex[0], gb=hokum_ex[1]),
            _say("cs.score_made", lang),
            _say("cs.score_kaboot", lang, sun=_kaboot(_SUN), hokum=_kaboot(_HOKUM)),
            _say("cs.score_doubled", lang),
            _say("cs.score_match", lang, target=RuleSet().match_target),
        )
    )
    projects = (
        _projects_table(lang)
        + f"<p>{_say('cs.only_best', lang)} {_say('cs.baloot', lang, n=_baloot_points())}</p>"
    )
    points = (
        _points_table(lang)
        + f"<p>{_say('cs.last_trick', lang, n=LAST_TRICK_BONUS)}<br>{totals}</p>"
    )
    return {
        "order": _section(_say("cs.order", lang), order),
        "points": _section(_say("cs.points", lang), points),
        "deal": _section(_say("cs.deal", lang), f"<p>{_say('cs.deal_text', lang)}</p>"),
        "calls": _section(_say("cs.calls", lang), f"<ul>{calls}</ul>"),
        "play": _section(_say("cs.play", lang), f"<ul>{play}</ul>"),
        "projects": _section(_say("cs.projects", lang), projects),
        "scoring": _section(_say("cs.scoring", lang), f"<ul>{scoring}</ul>"),
    }


#: one section in a notebook: one column, in the notebook's colours (light or dark)
_ONE_CSS = """
.bw-cheat.bw-one{columns:auto;max-width:46rem;margin:0;color:var(--jp-content-font-color1,#111);
 background:transparent}
.bw-cheat.bw-one th{background:var(--jp-layout-color2,#eee)}
.bw-cheat.bw-one td,.bw-cheat.bw-one th{border-color:var(--jp-border-color1,#bbb)}
.bw-cheat.bw-one h2{border-color:var(--jp-border-color1,#999)}
"""


def _block(lang: Lang, body: str, extra: str = "") -> str:
    direction = "rtl" if lang == "ar" else "ltr"
    css = _CSS + _ONE_CSS if extra else _CSS
    return (
        f'<style>{css}</style><div class="bw-cheat{extra}" dir="{direction}" lang="{lang}">'
        f"{body}</div>"
    )


def cheat_sheet_html(lang: Lang = "en", *, page: bool = True) -> str:
    """The cheat sheet as HTML: a whole page (``page=True``, print it from the browser: A4,
    two columns) or a block to show in a notebook."""
    lang = check_lang(lang)
    sections = _sections(lang)
    body = "".join(
        (
            f"<h1>{_say('cs.title', lang)}</h1><p class='bw-sub'>{_say('cs.subtitle', lang)}</p>",
            *(sections[name] for name in SECTIONS),
            f"<p class='bw-foot'>{_say('cs.footer', lang)}</p>",
        )
    )
    sheet = _block(lang, body)
    if not page:
        return sheet
    direction = "rtl" if lang == "ar" else "ltr"
    return (
        f'<!doctype html><html lang="{lang}" dir="{direction}"><head><meta charset="utf-8">'
        f"<title>{escape(text('cs.title', lang))}</title></head><body>{sheet}</body></html>\n"
    )


class CheatSheet:
    """The cheat sheet, or one of its sections, as a notebook shows it (``_repr_html_``).

    >>> cheat_sheet("projects")
    CheatSheet('projects', lang='en')
    >>> "Four Hundred" in cheat_sheet("projects").html and "Sira" in cheat_sheet().html
    True
    """

    def __init__(self, section: str | None, lang: Lang) -> None:
        self.section, self.lang = section, lang
        if section is None:
            self.html = cheat_sheet_html(lang, page=False)
        else:
            self.html = _block(lang, _sections(lang)[section], " bw-one")

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return f"CheatSheet({self.section!r}, lang={self.lang!r})"


def cheat_sheet(section: str | None = None, *, lang: Lang = "en") -> CheatSheet:
    """The cheat sheet in ``lang`` to show in a notebook: the whole sheet, or one of its
    :data:`SECTIONS` (``"projects"``, ``"scoring"``, ``"calls"``...).

    >>> cheat_sheet("dice")
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.BalootError: the cheat sheet has no section 'dice'; its sections are order, points, deal, calls, play, projects, scoring
    """
    lang = check_lang(lang)
    if section is not None and section not in SECTIONS:
        sections = Join(SECTIONS, words="join.list")
        raise BalootError(
            Message.of("error.cheat_sheet_section", section=quote(section), sections=sections)
        )
    return CheatSheet(section, lang)
