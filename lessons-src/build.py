"""Build the tutorial notebooks from their Python sources, executed and ready to commit.

Each lesson is written as a small Python file in ``lessons-src/`` made of cells::

    # %% [markdown]
    # # A title
    # Some explanation.

    # %%
    print("a code cell")

    # %% {"tags": ["exercise-answer"], "baloot": {"exercise": 1, "wrong": ["answer = 3"]}}
    answer = 4

A cell header is ``# %%``, optionally followed by ``[markdown]`` and then by a JSON object that
becomes the cell's metadata (tags such as ``raises-exception``, ``exercise-answer`` and
``exercise-check``, and the wrong answers the tests inject).  Markdown lines drop their
leading ``# ``.

``python lessons-src/build.py`` converts every source to a notebook, executes it with nbclient
(kernel ``python3``) in the folder where it will live, strips the widget state (the
``metadata.widgets`` block and the ``application/vnd.jupyter.widget-view+json`` outputs;
the static ``text/html`` picture a widget shows beside its view is kept) and writes it with
deterministic cell ids.  ``python lessons-src/build.py 01 05`` builds only the lessons whose
names start with those prefixes; ``--check`` rebuilds nothing and fails when a committed
notebook's cells differ from its source.

Sources and their notebooks:
  lessons-src/NN_name.py             -> tutorials/NN_name.ipynb
  lessons-src/teachers_guide.py      -> notebooks/teachers_guide.ipynb
  lessons-src/solutions.py           -> notebooks/solutions.ipynb
  lessons-src/quiz.py                -> notebooks/quiz.ipynb
  lessons-src/puzzles.py             -> notebooks/puzzles.ipynb
  lessons-src/probability_NN_name.py -> notebooks/probability_NN_name.ipynb

The sources live outside ``tutorials/`` so that the students' folder holds only lessons.

**Arabic.** A source with a translation catalogue ``lessons-src/ar/<name>.json`` is also
built in Arabic, into an ``ar/`` folder beside its English notebook (``tutorials/ar/``,
``notebooks/ar/``), from the same cells: each markdown cell is replaced by its translation
(right to left, cards kept left to right), and the code is the same but for
``LANG = "en"``, which becomes ``LANG = "ar"`` (so every widget takes ``lang=LANG``), and for
the string literals of a code cell that has a translation (see ``_translate.py``).
``--translations`` writes or updates the catalogues of the chosen sources (a source without
one gets it: that makes the lesson bilingual); ``--check`` also fails when a translation is
missing or stale, or an Arabic notebook differs from its sources.  Relative links that
leave the notebook's folder get one more ``../`` in the Arabic notebook, so they still work.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import nbformat
from nbclient import NotebookClient

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _translate import Catalogue, rtl  # noqa: E402  (a module beside this script)

ROOT = HERE.parent
SRC = HERE
TUTORIALS = ROOT / "tutorials"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
#: sources built into notebooks/ rather than tutorials/ (and every ``probability_*`` lesson)
NOTEBOOKS = ("teachers_guide", "solutions", "quiz", "play", "puzzles")
NOTEBOOK_PREFIXES = ("probability_",)
_HEADER = re.compile(r"^# %%(?P<md>\s*\[markdown\])?\s*(?P<meta>\{.*\})?\s*$")


Lang = str  # "en" or "ar"
#: the line of the setup cell that names the lesson's language
_LANG_LINE = re.compile(r'^LANG = "en"$', re.M)
#: a relative markdown link that leaves the notebook's folder
_UP_LINK = re.compile(r"\]\((\.\./)")


def target_of(src: Path, lang: Lang = "en") -> Path:
    """Where the notebook built from ``src`` lives (the Arabic one in an ``ar/`` folder)."""
    in_notebooks = src.stem in NOTEBOOKS or src.stem.startswith(NOTEBOOK_PREFIXES)
    folder = ROOT / "notebooks" if in_notebooks else TUTORIALS
    return (folder / "ar" if lang == "ar" else folder) / f"{src.stem}.ipynb"


def catalogue_of(src: Path) -> Path:
    """The Arabic translation catalogue of a source."""
    return HERE / "ar" / f"{src.stem}.json"


def languages(src: Path) -> tuple[Lang, ...]:
    """The languages a source is built in: English, and Arabic when it has a catalogue."""
    return ("en", "ar") if catalogue_of(src).exists() else ("en",)


def sources() -> list[Path]:
    """Every lesson source, in order (files starting with "_" are helpers of this script)."""
    return sorted(
        p for p in SRC.glob("*.py") if p.name != Path(__file__).name and not p.name.startswith("_")
    )


def english_cells(src: Path) -> tuple[list[str], list[str]]:
    """The English text of a source's markdown cells and of its code cells."""
    cells = parse_cells(src.read_text(encoding="utf-8"))
    return [t for k, t, _ in cells if k == "markdown"], [t for k, t, _ in cells if k == "code"]


def translation_problems(src: Path) -> list[str]:
    """What keeps the Arabic notebook of ``src`` from being built (none without a catalogue)."""
    if "ar" not in languages(src):
        return []
    markdown, code = english_cells(src)
    problems = Catalogue.load(catalogue_of(src)).problems(markdown, code)
    if not any(_LANG_LINE.search(c) for c in code):
        problems.append('no code cell sets LANG = "en" (the Arabic build sets LANG = "ar")')
    name = catalogue_of(src).relative_to(ROOT)
    return [f"{name}: {p}" for p in problems]


def _arabic(kind: str, source: str, catalogue: Catalogue) -> str:
    """A cell's Arabic source (its translation, or the same code in Arabic)."""
    if kind == "markdown":
        translated = catalogue.arabic(source)
        if translated is None:
            raise SystemExit(f"no Arabic for the cell {source[:60]!r}: run build.py --translations")
        return _UP_LINK.sub(r"](../\1", rtl(translated))
    code = catalogue.arabic(source) or source
    return _LANG_LINE.sub('LANG = "ar"', code)


def parse_cells(text: str) -> list[tuple[str, str, dict[str, Any]]]:
    """The cells of a source file as (kind, source, metadata)."""
    cells: list[tuple[str, list[str], dict[str, Any]]] = []
    for line in text.splitlines():
        header = _HEADER.match(line)
        if header:
            meta = json.loads(header.group("meta")) if header.group("meta") else {}
            cells.append(("markdown" if header.group("md") else "code", [], meta))
            continue
        if not cells:
            continue  # author notes before the first cell
        kind, lines, _ = cells[-1]
        if kind == "markdown":
            if line.startswith("# "):
                line = line[2:]
            elif line.startswith("#"):
                line = line[1:]
        lines.append(line)
    out = []
    for kind, lines, meta in cells:
        while lines and not lines[-1].strip():
            lines.pop()
        while lines and not lines[0].strip():
            lines.pop(0)
        out.append((kind, "\n".join(lines), meta))
    return out


#: a source's comment for a cell whose output nbval does not compare (a live widget drawn
#: from fresh positions): it becomes the cell's tag ``nbval-ignore-output``
IGNORE_OUTPUT = "# NBVAL_IGNORE_OUTPUT"


def make_notebook(src: Path, lang: Lang = "en") -> nbformat.NotebookNode:
    """The unexecuted notebook of a source in ``lang``, with deterministic cell ids."""
    nb = nbformat.v4.new_notebook()
    nb.metadata = {
        "kernelspec": dict(KERNELSPEC),
        "language_info": {"name": "python"},
    }
    prefix = src.stem.replace("_", "-")[:40]
    catalogue = Catalogue.load(catalogue_of(src)) if lang == "ar" else None
    for i, (kind, text, meta) in enumerate(parse_cells(src.read_text(encoding="utf-8"))):
        source = text if catalogue is None else _arabic(kind, text, catalogue)
        if kind == "code" and source.startswith(IGNORE_OUTPUT + "\n"):
            # nbval's own tag says it; the learner does not read a test tool's comment
            source = source.removeprefix(IGNORE_OUTPUT + "\n")
            meta = {**meta, "tags": [*meta.get("tags", []), "nbval-ignore-output"]}
        if kind == "markdown":
            cell = nbformat.v4.new_markdown_cell(source, metadata=meta)
        else:
            cell = nbformat.v4.new_code_cell(source, metadata=meta)
        cell.id = f"{prefix}-{i:02d}"
        nb.cells.append(cell)
    return nb


def strip_widget_state(nb: nbformat.NotebookNode) -> None:
    """Drop widget state: ``metadata.widgets`` and widget-view outputs (keep the HTML);
    merge consecutive pieces of the same output stream."""
    nb.metadata.pop("widgets", None)
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    nb.metadata["language_info"] = {"name": "python"}
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type != "code":
            continue
        kept: list[Any] = []
        for output in cell.get("outputs", []):
            if (
                output.output_type == "stream"
                and kept
                and kept[-1].output_type == "stream"
                and kept[-1].name == output.name
            ):
                kept[-1].text += output.text  # one stream, however the kernel split it
                continue
            data = output.get("data")
            if data is not None and WIDGET_VIEW in data:
                del data[WIDGET_VIEW]
                if not data:
                    continue
            kept.append(output)
        cell.outputs = kept


def execute(nb: nbformat.NotebookNode, cwd: Path, timeout: int = 300) -> None:
    """Run every cell in a fresh ``python3`` kernel started in ``cwd``, with a learner's
    folder of its own (``BALOOT_HOME``, a temporary folder): the widgets the lesson runs
    record their answers there, never in the folder of the person building the course."""
    client = NotebookClient(
        nb,
        kernel_name="python3",
        timeout=timeout,
        record_timing=False,
        resources={"metadata": {"path": str(cwd)}},
    )
    before = os.environ.get("BALOOT_HOME")
    with tempfile.TemporaryDirectory(prefix="baloot-build-home-") as home:
        os.environ["BALOOT_HOME"] = home
        try:
            client.execute()
        finally:
            if before is None:
                del os.environ["BALOOT_HOME"]
            else:
                os.environ["BALOOT_HOME"] = before


def build(src: Path, lang: Lang = "en") -> float:
    """Build one notebook; returns the seconds it took."""
    start = time.perf_counter()
    target = target_of(src, lang)
    nb = make_notebook(src, lang)
    target.parent.mkdir(exist_ok=True)
    execute(nb, target.parent)
    strip_widget_state(nb)
    nbformat.validate(nb)
    target.write_text(nbformat.writes(nb) + "\n", encoding="utf-8")
    return time.perf_counter() - start


def stale(src: Path) -> list[str]:
    """Differences between a source (and its translations) and its committed notebooks'
    cells (empty when in step)."""
    problems = translation_problems(src)
    if problems:
        return problems
    for lang in languages(src):
        problems += _stale(src, lang)
    return problems


def _stale(src: Path, lang: Lang) -> list[str]:
    target = target_of(src, lang)
    if not target.exists():
        return [f"{target.relative_to(ROOT)} is missing"]
    built = nbformat.read(target, as_version=4)
    fresh = make_notebook(src, lang)
    problems = []
    if len(built.cells) != len(fresh.cells):
        problems.append(f"{target.name}: {len(built.cells)} cells, source has {len(fresh.cells)}")
    for a, b in zip(built.cells, fresh.cells, strict=False):
        if (a.cell_type, a.source, dict(a.metadata)) != (b.cell_type, b.source, dict(b.metadata)):
            problems.append(f"{target.name}: cell {b.id} differs from its source")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("prefixes", nargs="*", help="build only sources starting with these")
    parser.add_argument("--check", action="store_true", help="only check sources vs notebooks")
    parser.add_argument(
        "--translations", action="store_true", help="write or update the Arabic catalogues"
    )
    parser.add_argument("--lang", choices=("en", "ar"), help="build one language only")
    args = parser.parse_args(argv)
    chosen = [s for s in sources() if not args.prefixes or s.stem.startswith(tuple(args.prefixes))]
    if not chosen:
        parser.error("no source matches")
    if args.translations:
        for src in chosen:
            markdown, code = english_cells(src)
            Catalogue.load(catalogue_of(src)).update(markdown, code).save(catalogue_of(src))
            print(f"updated {catalogue_of(src).relative_to(ROOT)}")
        return 0
    if args.check:
        problems = [p for s in chosen for p in stale(s)]
        count = sum(len(languages(s)) for s in chosen)
        print("\n".join(problems) or f"{count} notebooks match their sources")
        return 1 if problems else 0
    total, count = 0.0, 0
    for src in chosen:
        for lang in languages(src):
            if args.lang and lang != args.lang:
                continue
            seconds = build(src, lang)
            total += seconds
            count += 1
            print(f"built {target_of(src, lang).relative_to(ROOT)} in {seconds:.1f} s")
    print(f"{count} notebooks in {total:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
