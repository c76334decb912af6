"""The whole course in Arabic (tutorials/ar/, notebooks/ar/): as many Arabic lessons as
English ones, each one's prose in Arabic script (not English left behind), and each code
cell the same as its English twin but for ``LANG = "ar"`` and its string literals.

The catalogues and the build are tested in tests/test_lesson_build.py; strict nbval of the
Arabic notebooks runs with every other notebook in tests/test_tutorials.py."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from typing import Any

import committed
import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = committed.tree() / "tutorials"  # as staged: a learner's saved lesson is not judged
NOTEBOOKS = committed.tree() / "notebooks"
LESSONS = sorted(TUTORIALS.glob("[0-9][0-9]_*.ipynb"))
#: the notebooks of notebooks/ that are built from lessons-src/ with a catalogue
CLASSROOM = [
    *sorted(NOTEBOOKS.glob("probability_*.ipynb")),
    NOTEBOOKS / "quiz.ipynb",
    NOTEBOOKS / "puzzles.ipynb",
]

_ARABIC = re.compile(r"[\u0600-\u06FF]")
_LATIN = re.compile(r"[A-Za-z]")
#: what is not prose: code spans, HTML tags, link targets, cards (A♠, 10♥), LaTeX
_NOT_PROSE = re.compile(
    r"`[^`]*`|<[^>]+>|\]\([^)]*\)|(?:10|[7-9JQKA])[♠♥♦♣]|\$\$.*?\$\$|\$[^$]*\$", re.DOTALL
)


def _translate_module() -> Any:
    spec = importlib.util.spec_from_file_location(
        "lessons_translate", ROOT / "lessons-src" / "_translate.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module


def _twin(path: Path) -> Path:
    return path.parent / "ar" / path.name


def _arabic_share(text: str) -> float:
    """The share of Arabic letters among the letters of ``text``'s prose."""
    prose = _NOT_PROSE.sub(" ", text)
    arabic, latin = len(_ARABIC.findall(prose)), len(_LATIN.findall(prose))
    return arabic / max(1, arabic + latin)


def test_every_lesson_has_its_arabic_twin() -> None:
    assert len(LESSONS) >= 12
    english = [p.name for p in LESSONS]
    arabic = sorted(p.name for p in (TUTORIALS / "ar").glob("[0-9][0-9]_*.ipynb"))
    assert arabic == english
    missing = [p.name for p in CLASSROOM if not _twin(p).exists()]
    assert missing == [], f"no Arabic notebook for {missing}"


@pytest.mark.parametrize("path", LESSONS + CLASSROOM, ids=lambda p: p.stem)
def test_the_arabic_prose_is_arabic(path: Path) -> None:
    """Every markdown cell reads mostly in Arabic script; English names in brackets (a
    Baloot term beside its Arabic) are allowed, an English sentence left behind is not."""
    twin = nbformat.read(_twin(path), as_version=4)
    cells = [c.source for c in twin.cells if c.cell_type == "markdown"]
    assert cells, "the Arabic notebook has no text"
    english = [c[:80] for c in cells if _arabic_share(c) < 0.6]
    assert english == [], f"cells still in English: {english}"
    assert _arabic_share("\n".join(cells)) > 0.85


@pytest.mark.parametrize("path", LESSONS + CLASSROOM, ids=lambda p: p.stem)
def test_the_arabic_code_is_the_english_code(path: Path) -> None:
    """Cell by cell the same code, but for the setup's ``LANG = "ar"`` and string
    literals (a printed label); the setup cell says so."""
    same = _translate_module().same_code_but_strings
    english = nbformat.read(path, as_version=4).cells
    arabic = nbformat.read(_twin(path), as_version=4).cells
    assert [c.cell_type for c in arabic] == [c.cell_type for c in english]
    setups = [c.source for c in arabic if c.cell_type == "code" and 'LANG = "ar"' in c.source]
    assert len(setups) == 1
    for en, ar in zip(english, arabic, strict=True):
        if en.cell_type != "code":
            continue
        code = en.source.replace('LANG = "en"', 'LANG = "ar"')
        assert code == ar.source or same(code, ar.source), (en.source[:80], ar.source[:80])


def test_the_share_of_arabic_sees_english_prose() -> None:
    """The measure above can fail: an English sentence with an Arabic term is English."""
    assert _arabic_share("Each team adds up the Abnat (أبناط) of the tricks it took.") < 0.6
    assert _arabic_share("يجمع كل فريق أبناط الأكلات التي أخذها، مثل `A♠` و A♠.") > 0.9
