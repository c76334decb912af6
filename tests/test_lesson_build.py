"""One source, two languages (lessons-src/build.py and _translate.py): a lesson with an
Arabic catalogue is built twice from the same cells; a missing or stale translation, or
an Arabic code cell that changes more than its strings, fails the check."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent

SOURCE = """# %% [markdown]
# # Demo
# A♠ beats 10♠: see [the rules](../docs/rules.md) and [lesson 01](01_x.ipynb).

# %%
LANG = "en"
print(LANG)

# %%
print("Team", 1)
"""


def _load() -> Any:
    spec = importlib.util.spec_from_file_location(
        "lessons_build", ROOT / "lessons-src" / "build.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    module = _load()
    src = tmp_path / "lessons-src"
    src.mkdir()
    (src / "01_demo.py").write_text(SOURCE, encoding="utf-8")
    monkeypatch.setattr(module, "HERE", src)
    monkeypatch.setattr(module, "SRC", src)
    monkeypatch.setattr(module, "ROOT", tmp_path)
    monkeypatch.setattr(module, "TUTORIALS", tmp_path / "tutorials")
    return module


def _translate(build: Any, **cells: str) -> Path:
    path = build.catalogue_of(build.SRC / "01_demo.py")
    data = json.loads(path.read_text(encoding="utf-8"))
    for entry in data["cells"]:
        entry["ar"] = cells.get("markdown", "")
    if "code" in cells:
        data["cells"].append({"en": 'print("Team", 1)', "ar": cells["code"]})
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_lesson_without_a_catalogue_is_english_only(build: Any) -> None:
    src = build.SRC / "01_demo.py"
    assert build.languages(src) == ("en",) and build.translation_problems(src) == []


def test_translations_are_written_then_checked(build: Any) -> None:
    src = build.SRC / "01_demo.py"
    assert build.main(["--translations"]) == 0
    assert build.languages(src) == ("en", "ar")
    assert any("missing: a translation of" in p for p in build.translation_problems(src))
    _translate(
        build, markdown="# درس\nA♠ تغلب 10♠: [القواعد](../docs/rules.md) و[الدرس 01](01_x.ipynb)."
    )
    assert build.translation_problems(src) == []
    nb = build.make_notebook(src, "ar")
    first, setup = nb.cells[0].source, nb.cells[1].source
    assert first.startswith('<div dir="rtl" lang="ar">') and '<bdi dir="ltr">A♠</bdi>' in first
    assert "](../../docs/rules.md)" in first and "](01_x.ipynb)" in first  # one folder deeper
    assert setup == 'LANG = "ar"\nprint(LANG)'
    assert build.target_of(src, "ar") == build.TUTORIALS / "ar" / "01_demo.ipynb"


def test_a_changed_english_cell_makes_its_translation_stale(build: Any) -> None:
    src = build.SRC / "01_demo.py"
    build.main(["--translations"])
    _translate(build, markdown="# درس")
    src.write_text(SOURCE.replace("# # Demo", "# # A demo"), encoding="utf-8")
    problems = build.translation_problems(src)
    assert any(p.endswith('missing: a translation of "# A demo"') for p in problems)
    assert any("stale:" in p for p in problems)
    build.main(["--translations"])  # the new English beside the old Arabic, marked to redo
    data = json.loads(build.catalogue_of(src).read_text(encoding="utf-8"))
    assert data["cells"][0]["ar"].startswith("TODO (English changed): # درس")


def test_an_arabic_code_cell_may_change_only_its_strings(build: Any) -> None:
    src = build.SRC / "01_demo.py"
    build.main(["--translations"])
    _translate(build, markdown="# درس", code='print("فريق", 1)')
    assert build.translation_problems(src) == []
    assert build.make_notebook(src, "ar").cells[2].source == 'print("فريق", 1)'
    _translate(build, markdown="# درس", code='print("فريق", 2)')
    assert any("changes more than its strings" in p for p in build.translation_problems(src))


def test_a_bilingual_lesson_must_set_its_language(build: Any) -> None:
    src = build.SRC / "01_demo.py"
    src.write_text(SOURCE.replace('LANG = "en"\n', ""), encoding="utf-8")
    build.main(["--translations"])
    _translate(build, markdown="# درس")
    assert any('LANG = "en"' in p for p in build.translation_problems(src))
