"""Small things a student sees in the page (issue 18, item 8), in a real browser (JupyterLab,
Playwright, Debian chromium), in English and Arabic, light and dark, 800 and 1400 pixels
wide:

* a card's reason never covers the help line above the hand, and nothing moves when it
  shows;
* once the hand is over, no empty "Your hand" area is left under the table;
* the captions of the lessons' pictures (HandView) reach WCAG AA contrast against what is
  really behind them (computed colours, in both themes);
* the Quiz tints the trumps of a Hokum question as HandView does, and leaves a Sun alone;
* no card of an Arabic page reads suit first ("♠10"): printed sentences, pictures, widgets;
* lesson 01 exported offline (English and Arabic) asks nothing the page cannot do (click,
  type, run a cell), and keeps its questions, cards and card names.

Screenshots go to test-artifacts/screenshots/.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from _lab import screenshot
from _playwright import expect
from test_export import export
from test_table import FIND_POSITION, open_table

from baloot_widgets.i18n import card_name
from baloot_widgets.quiz import exercise
from baloot_widgets.rules.cards import Card

if TYPE_CHECKING:
    from _lab import LabSession
    from playwright.sync_api import Locator, Page

WIDTHS = (800, 1400)

#: JavaScript ``(el) => ratio``: the WCAG contrast ratio of an element's text colour against
#: what is really behind it (the nearest backgrounds, composited up to an opaque one; the
#: text's own alpha and opacity composited over that)
CONTRAST = """(el) => {
  const parse = (c) => {
    const m = c.match(/color\\(srgb ([\\d.]+) ([\\d.]+) ([\\d.]+)(?: \\/ ([\\d.]+))?/);
    if (m) return [+m[1] * 255, +m[2] * 255, +m[3] * 255, m[4] === undefined ? 1 : +m[4]];
    const n = c.match(/[\\d.]+/g).map(Number);
    return [n[0], n[1], n[2], n.length > 3 ? n[3] : 1];
  };
  const over = (top, under) => top.slice(0, 3).map((v, i) => v * top[3] + under[i] * (1 - top[3]));
  const layers = [];
  for (let node = el; node; node = node.parentElement) {
    const bg = parse(getComputedStyle(node).backgroundColor);
    if (bg[3] > 0) layers.push(bg);
    if (bg[3] >= 1) break;
  }
  let back = [255, 255, 255];
  for (const layer of layers.reverse()) back = over(layer, back);
  let alpha = 1;
  for (let node = el; node; node = node.parentElement) alpha *= +getComputedStyle(node).opacity;
  const ink = parse(getComputedStyle(el).color);
  const text = over([ink[0], ink[1], ink[2], ink[3] * alpha], back);
  const lum = (rgb) => {
    const [r, g, b] = rgb.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [a, b] = [lum(text), lum(back)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}"""

_BOX = (
    "(el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }"
)


def box(locator: Locator) -> list[float]:
    found: list[float] = locator.evaluate(_BOX)
    return found


def intersect(a: list[float], b: list[float]) -> bool:
    """Whether two boxes share more than half a pixel both ways."""
    width = min(a[2], b[2]) - max(a[0], b[0])
    height = min(a[3], b[3]) - max(a[1], b[1])
    return width > 0.5 and height > 0.5


def offset(root: Locator) -> float:
    """How far the cards of the hand are below the top of the table (page scroll aside)."""
    return box(root.locator(".bw-hand"))[1] - box(root)[1]


def shot(lab: LabSession, target: Locator, name: str) -> None:
    target.scroll_into_view_if_needed()
    lab.screenshot(name)


def each_look(lab: LabSession) -> list[tuple[str, int]]:
    """The four looks of a page, as ``(theme, width)``; the light theme comes back after."""
    return [(theme, width) for theme in ("light", "dark") for width in WIDTHS]


def set_look(lab: LabSession, theme: str, width: int) -> None:
    page = lab.page
    name = "JupyterLab Dark" if theme == "dark" else "JupyterLab Light"
    page.evaluate(
        "async (t) => window.jupyterapp.commands.execute('apputils:change-theme', {theme: t})",
        name,
    )
    expect(
        page.locator(f"body[data-jp-theme-light='{str(theme == 'light').lower()}']")
    ).to_have_count(1)
    page.set_viewport_size({"width": width, "height": 900})
    page.wait_for_timeout(400)


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_reason_never_covers_the_help_line(lab: LabSession, lang: str) -> None:
    """The reason shows under the help line, in a row kept for it: both stay readable, and
    the cards do not move when it shows or goes."""
    root = open_table(
        lab,
        f"reason-{lang}",
        FIND_POSITION
        + f"t = Table(position(RuleSet(), illegal_card_turn), you=0, pace=0, lang={lang!r})\nt",
    )
    help_line = root.locator(".bw-tips-help")
    try:
        for theme, width in each_look(lab):
            set_look(lab, theme, width)
            lab.page.mouse.move(0, 0)
            cards_before = offset(root)
            root.locator(".bw-hand button.bw-illegal").first.hover()
            tip = root.get_by_role("tooltip")
            expect(tip).to_be_visible()
            expect(help_line).to_be_visible()
            assert not intersect(box(tip), box(help_line)), (theme, width, box(tip), box(help_line))
            assert box(tip)[1] >= box(help_line)[3] - 0.5, "the reason is under the help line"
            assert offset(root) == cards_before, "the cards moved"
            shot(lab, root.locator(".bw-hand-area"), f"reason-{lang}-{theme}-{width}")
    finally:
        set_look(lab, "light", 1280)


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_no_empty_hand_area_once_the_hand_is_over(lab: LabSession, lang: str) -> None:
    """Four bots play the hand to its end (seed 5: every card of seat 0 is played): the
    table shows the result and the Next hand button, and no empty "Your hand" box."""
    root = open_table(
        lab,
        f"over-{lang}",
        "from baloot_widgets import Game, Table\nfrom baloot_widgets.bots import HeuristicBot\n"
        "g = Game.new(seed=5, dealer=3)\ng.play_bots({s: HeuristicBot(seed=s) for s in range(4)})\n"
        f"Table(g, you=0, pace=0, lang={lang!r})",
    )
    expect(root).to_have_attribute("data-phase", "done")
    expect(
        root.locator("[data-key='next_hand'], .bw-actions button.bw-primary").first
    ).to_be_visible()
    expect(root.locator(".bw-hand-area")).to_have_count(0)
    expect(root.locator(".bw-hand-title")).to_have_count(0)
    main = box(root.locator(".bw-main"))
    last = box(root.locator(".bw-main > *").last)
    assert main[3] - last[3] < 2, "nothing left below the buttons"
    shot(lab, root, f"hand-over-{lang}")


def _views_cell(lang: str) -> str:
    return (
        "from baloot_widgets import Contract, HandView\n"
        "HandView('KH QH JH 10H 8S 7S AD 9C', Contract(mode='hokum', trump='H'), "
        f"caption='Hokum ♥: the trumps are tinted', lang={lang!r})"
    )


#: the theme's colours a widget reads, unset: the fallbacks a page without JupyterLab's theme
#: uses (VS Code, Colab, a page of one's own)
NO_THEME = """(el) => {
  for (const name of ['--jp-ui-font-color0', '--jp-ui-font-color1', '--jp-ui-font-color2',
                      '--jp-layout-color0', '--jp-layout-color1']) {
    el.closest('.bw-widget').style.setProperty(name, 'initial');
  }
}"""


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_picture_captions_reach_wcag_aa_in_both_themes(lab: LabSession, lang: str) -> None:
    """A caption says what the picture shows: WCAG AA (4.5:1 for text of this size) against
    what is behind it, in JupyterLab's light and dark themes and with the fallback colours
    of a page without them (the muted GrayText gave 3.9:1 there, 4.6:1 in the light theme)."""
    path = lab.write_notebook(f"small/captions-{lang}.ipynb", _views_cell(lang))
    lab.open_notebook(path)
    lab.run_all_cells()
    caption = lab.page.locator(".bw-handview .bw-caption").first
    expect(caption).to_be_visible()
    ratios: dict[str, float] = {}
    try:
        for theme, width in each_look(lab):
            set_look(lab, theme, width)
            ratios[f"{theme}-{width}"] = caption.evaluate(CONTRAST)
            shot(lab, lab.page.locator(".bw-handview").first, f"caption-{lang}-{theme}-{width}")
    finally:
        set_look(lab, "light", 1280)
    caption.evaluate(NO_THEME)
    ratios["no theme"] = caption.evaluate(CONTRAST)
    assert min(ratios.values()) >= 4.5, ratios


def _quiz_cell(kinds: str, lang: str) -> str:
    return (
        "from baloot_widgets import Quiz\nfrom baloot_widgets.quiz import exercise\n"
        f"Quiz(exercises=[{kinds}], lang={lang!r})"
    )


_BACKGROUND = "(el) => getComputedStyle(el).backgroundColor"


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_quiz_tints_the_trumps_of_a_hokum_question(lab: LabSession, lang: str) -> None:
    """A Hokum "which card is higher?" (a card to click) and a trick to judge (cards on the
    felt): every trump tinted, as in HandView; the other cards not."""
    higher = exercise("higher_card", seed=0, level=3)
    trick = exercise("trick_winner", seed=3, level=3)
    path = lab.write_notebook(
        f"small/tint-{lang}.ipynb",
        _quiz_cell(f"exercise('higher_card', seed=0, level=3, lang={lang!r})", lang),
        _quiz_cell(f"exercise('trick_winner', seed=3, level=3, lang={lang!r})", lang),
        _quiz_cell(f"exercise('higher_card', seed=1000, level=1, lang={lang!r})", lang),
    )
    lab.open_notebook(path)
    lab.run_all_cells()
    quizzes = lab.page.locator(".bw-quiz")
    expect(quizzes).to_have_count(3)
    looks: dict[str, str] = {}
    for index, ex in enumerate((higher, trick)):
        contract = ex.args["contract"]
        root = quizzes.nth(index)
        cards = root.locator(".bw-card[data-key^='pick:'], .bw-q-slot .bw-card")
        expect(cards.first).to_be_visible()
        shown = ex.board()
        codes = (
            shown["row"]["cards"] if "row" in shown else [c["card"] for c in shown["felt"]["trick"]]
        )
        trumps = [c for c in codes if c[-1] == contract.trump.name[0]]
        assert trumps and len(trumps) < len(codes), codes  # both kinds of card shown
        for i, code in enumerate(codes):
            card = cards.nth(i)
            looks[code] = card.evaluate(_BACKGROUND)
            if code in trumps:
                expect(card).to_have_class(re.compile(r"\bbw-trump\b"))
        plain = [looks[c] for c in codes if c not in trumps]
        tinted = [looks[c] for c in trumps]
        assert all(t != p for t in tinted for p in plain), (ex.kind, looks)
        shot(lab, root, f"quiz-tint-{ex.kind}-{lang}")
    expect(quizzes.nth(2).locator(".bw-trump")).to_have_count(0)  # a Sun: no trump


#: JavaScript ``() => [...]``: every card written in the notebook ("10♠", "K♦") whose suit
#: symbol is drawn left of its rank (a right-to-left sentence reordered it), with the text
#: around it; card faces are left out (their rank and suit sit on two lines)
SUIT_FIRST = r"""() => {
  const found = [];
  const panel = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)') || document.body;
  const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || !el.getClientRects().length || el.closest('.bw-face, .jp-InputArea')) continue;
    for (const m of n.data.matchAll(/(?:10|[7-9JQKA])[♠♥♦♣]/g)) {
      const first = document.createRange();
      first.setStart(n, m.index);
      first.setEnd(n, m.index + 1);
      const last = document.createRange();
      last.setStart(n, m.index + m[0].length - 1);
      last.setEnd(n, m.index + m[0].length);
      const a = first.getBoundingClientRect(), b = last.getBoundingClientRect();
      if (a.width && b.width && Math.abs(a.top - b.top) < 3 && b.left < a.left) {
        found.push(`${el.tagName.toLowerCase()}.${el.className}: ${n.data.slice(Math.max(0, m.index - 20), m.index + 12)}`);
      }
    }
  }
  return found;
}"""

#: an Arabic page with the engine's sentences printed, in a picture and in a widget: a
#: refused card, a score sheet with a project, a review's static table, a Quiz answered wrong
ARABIC_SENTENCES = (
    "from baloot_widgets.course import *\n"
    "game = Game.new(seed=1, dealer=0)\ngame.act('p1 sun')\n"
    "print(attempt(game, 'p1 play 10S', lang='ar'))\n"
    "print(score_hand(Contract(mode='sun', buyer=0), abnat=(60, 70), tricks=(4, 4),"
    " projects={0: ['KS QS JS 10S']}).sheet('ar'))",
    "played = Game.new(seed=8, dealer=0)\n"
    "played.play_bots({s: HeuristicBot(seed=s) for s in range(4)})\n"
    "review(played, lang='ar')  # its static table",
    "q = Quiz(exercises=[exercise('legal_cards', seed=0, level=2, lang='ar')], lang='ar')\nq",
)


def test_arabic_sentences_keep_their_cards_rank_first(lab: LabSession) -> None:
    """Printed sentences (``attempt``, a score sheet) carry Unicode's isolates, pictures and
    widgets ``<bdi>``: no card of an Arabic page reads "♠10"."""
    path = lab.write_notebook(
        "small/arabic-sentences.ipynb",
        ARABIC_SENTENCES[0],
        ARABIC_SENTENCES[1],
        ARABIC_SENTENCES[2],
    )
    lab.open_notebook(path)
    lab.run_all_cells()
    page = lab.page
    quiz = page.locator(".bw-quiz").first
    expect(quiz).to_have_attribute("data-state", "asking")
    quiz.locator(".bw-q-hand button").first.click()
    quiz.locator("[data-key='check']").click()
    expect(quiz.locator(".bw-q-feedback p").first).to_be_visible()
    outputs = page.locator(".jp-OutputArea-output")
    expect(outputs.first).to_contain_text("10♠")
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        assert page.evaluate(SUIT_FIRST) == [], width
    outputs.first.scroll_into_view_if_needed()
    lab.screenshot("arabic-sentences-cards")


#: what a static page cannot do: words that ask to click, point, type or run, per language
_LIVE_WORDS = {
    "en": re.compile(r"\b(?:[Cc]lick\w*|[Pp]ress|[Tt]ype the|double-click)\b|Shift \+ Enter"),
    "ar": re.compile(r"اضغط|انقر|اكتب|Shift \+ Enter"),
}


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_an_exported_lesson_asks_nothing_it_cannot_do(
    page: Page, tmp_path: Path, lang: str
) -> None:
    """Lesson 01 exported as the README says: its sentences about running cells and
    clicking, and the quizzes' "Click it.", are gone from the page; the questions, the
    cards and the names shown when you point at a card stay."""
    folder = "tutorials/ar" if lang == "ar" else "tutorials"
    html = export(tmp_path, f"{folder}/01_cards_and_points.ipynb")
    page.goto(html.as_uri(), wait_until="load")
    shown = page.locator("body").inner_text()
    asking = [line for line in shown.splitlines() if _LIVE_WORDS[lang].search(line)]
    assert asking == [], asking
    question = "أي الورقتين أعلى؟" if lang == "ar" else "which card is higher?"
    expect(page.get_by_text(question).first).to_be_visible()
    expect(page.get_by_title(card_name(Card("AS"), lang), exact=True).first).to_be_visible()
    assert page.evaluate(SUIT_FIRST) == []
    page.get_by_text(question).first.scroll_into_view_if_needed()
    screenshot(page, f"export-live-words-{lang}")
