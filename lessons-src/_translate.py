"""One source, two languages: the Arabic notebooks of the lessons are built from the same
sources as the English ones, with a translation catalogue per lesson.

``lessons-src/ar/<lesson>.json`` holds, for every markdown cell of the lesson (and for a code
cell whose strings a reader sees), its English text and its Arabic translation::

    {"cells": [{"en": "# Cards, ranks and points ...", "ar": "# الأوراق ..."}, ...]}

An entry is found by its English text: when the English of a cell changes, its entry no
longer matches, so the translation is *missing* (for the new text) and the old entry is
*stale*; ``build.py --check`` fails on both, and ``build.py --translations`` writes the
new English beside the old translation for the translator (the Arabic stays until it is
redone) and removes nothing else.

Code is the same in both languages: the setup cell sets ``LANG = "ar"`` instead of
``LANG = "en"`` and every widget and sentence takes ``lang=LANG``.  A code cell may have an
Arabic entry only to change its string literals (a printed label); the check refuses one
that changes anything else.  Arabic markdown is written right to left (the build wraps it
in ``<div dir="rtl">``) with cards, signed numbers and team seats kept left to right.

>>> cat = Catalogue([Entry("Hello", "مرحبا"), Entry("Old", "قديم")])
>>> cat.arabic("Hello"), cat.problems(["Hello", "Bye"])
('مرحبا', ['missing: a translation of "Bye"', 'stale: "Old" is no longer in the lesson'])
>>> rtl("A♠ is high")
'<div dir="rtl" lang="ar">\\n\\n<bdi dir="ltr">A♠</bdi> is high\\n\\n</div>'
>>> same_code_but_strings('print("Hi", x)', 'print("مرحبا", x)'), same_code_but_strings("x = 1", "x = 2")
(True, False)
"""

from __future__ import annotations

import io
import json
import re
import tokenize
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["Catalogue", "Entry", "rtl", "same_code_but_strings"]

#: what stays left to right in Arabic prose: a card or a run of cards, a signed number, a
#: team's seats (baloot_widgets.display.render.ISOLATE, outside code spans and HTML tags)
_ISOLATE = re.compile(
    r"(?:10|[7-9JQKA])[♠♥♦♣](?:,? (?:10|[7-9JQKA])[♠♥♦♣])*|(?<!\w)[+\u2212]\d+|\d·\d"
)
_SKIP = re.compile(r"`[^`]*`|<[^>]+>|\]\([^)]*\)")


def _isolate(text: str) -> str:
    out, at = [], 0
    for skip in _SKIP.finditer(text):
        out.append(
            _ISOLATE.sub(lambda m: f'<bdi dir="ltr">{m.group()}</bdi>', text[at : skip.start()])
        )
        out.append(skip.group())
        at = skip.end()
    out.append(_ISOLATE.sub(lambda m: f'<bdi dir="ltr">{m.group()}</bdi>', text[at:]))
    return "".join(out)


def rtl(markdown: str) -> str:
    """Arabic markdown as it goes into a notebook: right to left, cards left to right."""
    return f'<div dir="rtl" lang="ar">\n\n{_isolate(markdown.strip())}\n\n</div>'


@dataclass
class Entry:
    """One cell's English text and its Arabic (empty until translated)."""

    en: str
    ar: str = ""


@dataclass
class Catalogue:
    """The translations of one lesson, found by their English text."""

    entries: list[Entry] = field(default_factory=list)

    @classmethod
    def load(cls, path: Path) -> Catalogue:
        """The catalogue in ``path`` (an empty one when there is no file yet)."""
        if not path.exists():
            return cls()
        data = json.loads(path.read_text(encoding="utf-8"))
        return cls([Entry(e["en"], e.get("ar", "")) for e in data.get("cells", [])])

    def save(self, path: Path) -> None:
        """Write the catalogue (stable, readable JSON)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        cells = [{"en": e.en, "ar": e.ar} for e in self.entries]
        path.write_text(json.dumps({"cells": cells}, ensure_ascii=False, indent=1) + "\n", "utf-8")

    def arabic(self, english: str) -> str | None:
        """The translation of a cell's English text, or None."""
        for e in self.entries:
            if e.en == english and e.ar.strip():
                return e.ar
        return None

    def problems(self, required: Sequence[str], optional: Sequence[str] = ()) -> list[str]:
        """What keeps the Arabic lesson from being built from today's English: required
        cells (the markdown) with no translation, and entries whose English is in no cell
        (``optional`` are the code cells, which may have an entry)."""
        present = set(required) | set(optional)
        out = [
            f'missing: a translation of "{_short(t)}"' for t in required if self.arabic(t) is None
        ]
        out += [
            f'stale: "{_short(e.en)}" is no longer in the lesson'
            for e in self.entries
            if e.en not in present
        ]
        out += [
            f'code: the Arabic of "{_short(e.en)}" changes more than its strings'
            for e in self.entries
            if e.en in optional and e.ar.strip() and not same_code_but_strings(e.en, e.ar)
        ]
        return out

    def update(self, english_cells: Sequence[str], optional: Sequence[str] = ()) -> Catalogue:
        """A catalogue with an entry for every required cell (and the code cells that
        have one), in lesson order: kept translations, and for a changed cell the new
        English with the old Arabic marked to redo (the entry whose English is closest);
        nothing that no cell uses."""
        import difflib

        out: list[Entry] = []
        kept_code = [t for t in optional if any(e.en == t for e in self.entries)]
        cells = [*english_cells, *kept_code]
        leftovers = [e for e in self.entries if e.en not in cells]
        for text in cells:
            ar = self.arabic(text)
            if ar is None and leftovers:
                close = difflib.get_close_matches(text, [e.en for e in leftovers], n=1, cutoff=0.5)
                ar = next((e.ar for e in leftovers if close and e.en == close[0]), "")
                ar = f"TODO (English changed): {ar}" if ar else ""
            out.append(Entry(text, ar or ""))
        return Catalogue(out)


def _short(text: str) -> str:
    first = text.strip().splitlines()[0] if text.strip() else ""
    return first if len(first) <= 60 else first[:59] + "…"


def _tokens(code: str) -> list[tuple[int, str]]:
    return [
        (t.type, "STRING" if t.type == tokenize.STRING else t.string)
        for t in tokenize.generate_tokens(io.StringIO(code).readline)
        if t.type not in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE)
    ]


def same_code_but_strings(english: str, arabic: str) -> bool:
    """True when two code cells differ only in their string literals and comments."""
    return _tokens(english) == _tokens(arabic)
