"""The README's Python examples run as written, so the first thing a teacher copies works."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_python_examples_run() -> None:
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.DOTALL)
    assert len(blocks) >= 2, "the README shows the engine and the table"
    namespace: dict[str, object] = {}
    for block in blocks:
        exec(compile(block, "README.md", "exec"), namespace)


def test_readme_links_point_at_files_that_exist() -> None:
    text = README.read_text(encoding="utf-8")
    targets = re.findall(r"\]\(((?:docs|tutorials|notebooks)/[^)#?]*)\)", text)
    assert targets
    missing = [t for t in targets if not (README.parent / t).exists()]
    assert not missing, f"README links to missing files: {missing}"
    binder = re.search(r"urlpath=lab/tree/([^)\s]+)\)", text)
    assert binder and (README.parent / binder.group(1)).exists(), (
        "the Binder link opens tutorial 01"
    )
