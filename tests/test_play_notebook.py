"""notebooks/play.ipynb, the match against bots: committed executed, without widget state,
live-widget cells marked ``# NBVAL_IGNORE_OUTPUT`` (strict nbval runs on it in test_tutorials)."""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK = ROOT / "notebooks" / "play.ipynb"


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
        assert shows_widget == source.startswith("# NBVAL_IGNORE_OUTPUT"), source
        for output in cell["outputs"]:  # type: ignore[attr-defined]
            assert "application/vnd.jupyter.widget-view+json" not in output.get("data", {})
