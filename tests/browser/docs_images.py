"""Draw the pictures of the table in docs/images/ again, in a real JupyterLab and Debian's
chromium (the harness of tests/browser/_lab.py): English and Arabic, light and dark, in the middle
of a hand (a card you may not play explains itself) and at its end.  Run it by hand after
the table's look changes, then look at each picture:

    python tests/browser/docs_images.py

The positions are seeded, so the pictures change only when the table's look does.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
IMAGES = HERE.parents[1] / "docs" / "images"

#: a cell defining ``mid`` and ``end``: seeded tables in the middle of a hand (seat 0 to
#: play, some cards illegal, a trick on the table) and at the end of a hand
TABLES = '''\
from baloot_widgets import Game, Table
from baloot_widgets.bots import HeuristicBot

def played(seed, dealer, wanted):
    """A seeded hand played by heuristic bots until wanted(game)."""
    game = Game.new(seed=seed, dealer=dealer)
    bots = {s: HeuristicBot(seed=s) for s in range(4)}
    while not wanted(game):
        seat = game.state.to_move
        game.act(bots[seat].choose(game.view(seat), [a for a in game.legal_actions() if a.seat == seat]))
    return game

def mid_hand(game):
    s = game.state
    return (len(s.tricks) >= 2 and s.to_move == 0 and len(s.trick) >= 2
            and s.phase.value == "play" and bool(game.view(0).reasons))

mid = Table(played(SEED, 0, mid_hand), you=0, pace=0, lang=LANG)
end = Table(played(SEED, 0, lambda g: g.is_over), you=0, pace=0, lang=LANG)
'''

#: (file name, language, theme, which table); the seed gives a hand with a project
SHOTS = [
    ("table.png", "en", "light", "mid"),
    ("table-arabic.png", "ar", "light", "mid"),
    ("table-dark.png", "en", "dark", "mid"),
    ("table-arabic-dark.png", "ar", "dark", "mid"),
    ("table-hand-over.png", "en", "light", "end"),
    ("table-arabic-hand-over-dark.png", "ar", "dark", "end"),
]
SEED = 23


_CHANGE_THEME = (
    "async (t) => window.jupyterapp.commands.execute('apputils:change-theme', {theme: t})"
)


def shoot(page: Any, server: Any, harness: Any, lang: str) -> None:
    """Run the tables' notebook in ``lang`` and take its pictures, in each theme."""
    cell = TABLES.replace("SEED", str(SEED)).replace("LANG", repr(lang))
    path = server.add_notebook(harness.new_notebook(cell, "mid", "end"), f"images/{lang}.ipynb")
    harness.run_all_cells(page, harness.open_notebook(page, server, path))
    for name, shot_lang, theme, which in SHOTS:
        if shot_lang != lang:
            continue
        page.evaluate(_CHANGE_THEME, f"JupyterLab {theme.title()}")
        light = "false" if theme == "dark" else "true"
        page.locator(f"body[data-jp-theme-light='{light}']").wait_for(state="attached")
        page.wait_for_timeout(600)
        root = page.locator(".bw-root").nth(0 if which == "mid" else 1)
        root.scroll_into_view_if_needed()
        if which == "mid":  # the reason of a card you may not play
            root.locator(".bw-hand button.bw-illegal").first.hover()
        else:
            page.mouse.move(0, 0)
        page.wait_for_timeout(300)
        root.screenshot(path=str(IMAGES / name))
        print(f"wrote docs/images/{name}")
    page.evaluate(_CHANGE_THEME, "JupyterLab Light")


def main() -> int:
    sys.path[:0] = [str(HERE), str(HERE.parent)]
    import _lab as harness  # the tests' harness: a private JupyterLab, Debian chromium

    with harness.private_lab() as (server, browser):
        for lang in ("en", "ar"):
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.set_default_timeout(harness.DEFAULT_TIMEOUT_MS)
            shoot(page, server, harness, lang)
            page.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
