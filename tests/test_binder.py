"""The Binder folder installs the package and pins every requirement."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_binder_requirements_are_pinned() -> None:
    lines = [
        line.strip()
        for line in (ROOT / "binder" / "requirements.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert lines, "binder/requirements.txt lists nothing"
    for line in lines:
        assert re.fullmatch(r"[A-Za-z0-9_.\-\[\]]+==[0-9][\w.]*", line), f"not pinned: {line}"
    names = {line.split("==")[0].lower() for line in lines}
    assert {"jupyterlab", "anywidget", "ipywidgets"} <= names


def test_binder_post_build_installs_the_package() -> None:
    script = (ROOT / "binder" / "postBuild").read_text()
    assert script.startswith("#!"), "postBuild needs a shebang"
    assert "set -e" in script
    assert "pip install --no-deps ." in script
