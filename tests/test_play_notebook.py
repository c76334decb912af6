"""notebooks/play.ipynb, the match against bots: committed executed, without widget state,
live-widget cells tagged ``nbval-ignore-output`` (strict nbval runs on it in test_tutorials)."""

from __future__ import annotations

import json
import re

import committed

LESSONS_ROOT = committed.tree()  # as staged: a learner's saved notebook is not judged
NOTEBOOK = LESSONS_ROOT / "notebooks" / "play.ipynb"


def code_cells() -> list[dict[str, object]]:
    notebook = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    assert "widgets" not in notebook["metadata"], "strip metadata.widgets before committing"
    return [c for c in notebook["cells"] if c["cell_type"] == "code"]


def test_the_notebook_is_committed_with_outputs_and_marked_widget_cells() -> None:
    cells = code_cells()
    assert all(c["outputs"] for c in cells[1:]), "every cell but the imports shows something"
    for cell in cells:
        source = "".join(cell["source"])  # type: ignore[arg-type]
        last = source.strip().splitlines()[-1]
        shows_widget = last in ("table", "again") or last.startswith(("Table(", "HandView("))
        tags = cell.get("metadata", {}).get("tags", [])  # type: ignore[attr-defined]
        assert shows_widget == ("nbval-ignore-output" in tags), source
        for output in cell["outputs"]:  # type: ignore[attr-defined]
            assert "application/vnd.jupyter.widget-view+json" not in output.get("data", {})


_ACTS = ("act", "hint", "next_hand", "undo", "refresh", "send_intent")


def test_every_live_table_starts_clean() -> None:
    """A table a notebook shows is never acted on by a later cell: its first picture has
    no message ("Seat 0 cannot play 7♥ ..." on a student's first table was issue 10's
    first fault).  Refusals are shown on another object."""
    notebooks = [
        *sorted((LESSONS_ROOT / "tutorials").glob("*.ipynb")),
        *sorted((LESSONS_ROOT / "notebooks").glob("*.ipynb")),
    ]
    shown = 0
    for path in notebooks:
        cells = [
            "".join(c["source"])
            for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
            if c["cell_type"] == "code"
        ]
        tables = {n for c in cells for n in re.findall(r"^(\w+) = Table(?:\.load)?\(", c, re.M)}
        for i, source in enumerate(cells):
            name = source.strip().splitlines()[-1].strip() if source.strip() else ""
            if name in tables:  # a table shown by this cell
                shown += 1
                later = "\n".join(cells[i + 1 :])
                acted = re.search(rf"\b{name}\.({'|'.join(_ACTS)})\(", later)
                assert not acted, f"{path.name}: the live table {name!r} is acted on later"
    assert shown >= 3


def test_the_match_seats_heuristic_bots_and_says_how_to_pick_the_expert() -> None:
    """A learner who beats random play has learnt little: the match's table seats heuristic
    bots in the three other seats, and the notebook says how to seat the expert."""
    from baloot_widgets import Table

    notebook = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    sources = ["".join(c["source"]) for c in notebook["cells"]]
    first_table = next(s for s in sources if re.search(r"^table = Table\(", s, re.M))
    namespace: dict[str, object] = {}
    exec(sources[1] + "\n" + first_table.replace("pace=650", "pace=0"), namespace)
    table = namespace["table"]
    assert isinstance(table, Table)
    players = [s["player"] for s in table.frame["seats"] if s["seat"] != table.you]
    assert players == ["heuristic bot"] * 3, players
    text = "\n".join(
        s for c, s in zip(notebook["cells"], sources, strict=True) if c["cell_type"] == "markdown"
    )
    assert 'bots="expert"' in text and "ExpertBot(" in text
