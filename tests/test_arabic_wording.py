"""How the Arabic course writes (docs/glossary.md, "How the Arabic course writes"): the
words a Saudi player would use, one word for each thing, counts in the agreement Arabic asks
for, and no English left for a learner who reads only Arabic.

The checks run over every Arabic text a learner reads: the sentence catalogue
(baloot_widgets/i18n), the lessons' translation catalogues (lessons-src/ar/*.json), and the
built Arabic notebooks (tutorials/ar, notebooks/ar: their text and their outputs)."""

from __future__ import annotations

import importlib.util
import io
import json
import re
import sys
import tokenize
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest

from baloot_widgets.i18n import CATALOGUE, text
from baloot_widgets.i18n.counts import NOUNS, count
from baloot_widgets.quiz import exercise

ROOT = Path(__file__).resolve().parent.parent
_ARABIC = re.compile(r"[\u0600-\u06FF]")
NOTEBOOKS = sorted((ROOT / "tutorials" / "ar").glob("*.ipynb")) + sorted(
    (ROOT / "notebooks" / "ar").glob("*.ipynb")
)
LESSON_CATALOGUES = sorted((ROOT / "lessons-src" / "ar").glob("*.json"))


def _build_module() -> Any:
    """lessons-src/build.py, which knows a lesson's markdown cells from its code cells."""
    spec = importlib.util.spec_from_file_location(
        "lessons_build", ROOT / "lessons-src" / "build.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


BUILD = _build_module()

#: wrong forms, each with the form the course writes instead (docs/glossary.md)
FORBIDDEN: list[tuple[str, str]] = [
    (r"Qat'|\bQat\b", "no Qat': the revoke is «ما تبع اللون»; قطع is trumping"),
    (r"مخالفة\W{0,4}قطع|قطع\W{0,4}\(revoke", "قطع is trumping; the revoke is «ما تبع اللون»"),
    (r"(?:تكسر|تُسقط|تسقط|يكسر) (?:هذا )?المشروع", "مشروع is a declared project, not the contract"),
    (r"حَكَم|حُكم|\b[تيو]?[تي]حكم\b", "حكم is Hokum only: the referee is رقيب, a verdict التقييم"),
    (r"إكه|إكك", "the card is «إكة» (plural إكات), the call «إكّه»"),
    (r"(?<!«)إكّه(?!»)", "the Akka call is written «إكّه», in quotation marks"),
    (r"(?:\d|\})\s*من (?:الأبناط|الأكلات|النقاط)", "a count agrees with its noun: «18 بنطًا»"),
    (r"\bP[1-4]\b|P\{n\}", "seats by priority are الأول، الثاني، الثالث، الرابع (الموزّع)"),
    (r"\bالتأكيد\b|\bأكّده\b|\bأكده\b", "confirming Hokum is التثبيت (ثبّت الحكم)"),
    (
        r"قاعدة منزلية|قواعد منزلية|المنزلية|قواعد البيت|قاعدة البيت",
        "a house rule is «شرط اختياري»",
    ),
    (
        r"\b[وفب]{0,2}(?:ال)?كلم(?:ة|ات|تك|اته|ته)\b(?! في الدقيقة)",
        "a bid is a «شراء»; a call is what a player says",
    ),
    (r"حاسوب|حواسيب|\bالحاسب\b|آليين|لاعب آلي|الاستدلالي", "the computer players are البوتات"),
    (r"شايبات", "four Kings are أربعة شياب"),
    (r"سلسل\w*(?= من \d| أطول| طويلة)|سلسلتان|السلاسل|ترتيب السلسلة", "a run is «متتالية»"),
    (r"دورة|الدورة", "a round of the auction is «الجولة» (and the course is «الدروس»)"),
    (r"(?:حوّله|تحوّله|يحوّله|حوّل) صن(?![\u064b\w])", "Sun as an object: «صنًا»"),
    (r"آخرًا", "«أخيرًا»"),
    (r"(?:ال)?بلوت (?:الخاصة|هذه)|تذهب (?:ال)?بلوت|البلوت ولا تُضاعف", "بلوت is masculine"),
    (r"(?:يشتري|اشترى|تشتري|يشترِ) صن(?![\u064b\w])", "Sun as an object: «صنًا»"),
    (r"\b[يتنأ]قدر\b|\bما عند|\bما يقدر", "one register: يستطيع، ليس عنده"),
    (
        r"strict_legality|failed_sawa_penalty|closed_hokum_chooser|RuleSet\(|% 4",
        "no code flag in prose",
    ),
    (r"\b(?:sira|fifty|hundred|four_hundred|none)\b", "project names in Arabic"),
]


def _catalogue_texts() -> Iterator[tuple[str, str]]:
    """The Arabic catalogue without its quoted code ('p1 declare sira'): a sentence about code
    may quote the code, which is English, as a notebook's code spans are."""
    for key, (_, arabic) in CATALOGUE.items():
        yield f"i18n {key}", re.sub(r"'[\x20-\x7e]*?'", " ", arabic)


def _prose(source: str) -> str:
    """A notebook text without its code spans and code blocks (code is the English code)."""
    return re.sub(r"```.*?```|`[^`]*`", " ", source, flags=re.S)


def _strings(code: str) -> str:
    """The Arabic string literals of a code cell (what its Arabic version changes, and
    prints), without the fields of an f-string."""
    tokens = tokenize.generate_tokens(io.StringIO(code).readline)
    arabic = (t.string for t in tokens if t.type == tokenize.STRING and _ARABIC.search(t.string))
    return "\n".join(re.sub(r"\{[^{}]*\}", " ", s) for s in arabic)


def _lesson_texts() -> Iterator[tuple[str, str]]:
    """Each cell of each lesson catalogue: a markdown cell's prose, a code cell's strings."""
    for path in LESSON_CATALOGUES:
        _, code = BUILD.english_cells(ROOT / "lessons-src" / f"{path.stem}.py")
        for i, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
            arabic = _strings(cell["ar"]) if cell["en"] in code else _prose(cell["ar"])
            yield f"{path.name} cell {i}", arabic


def _notebook_texts() -> Iterator[tuple[str, str]]:
    for path in NOTEBOOKS:
        nb = nbformat.read(path, as_version=4)
        for i, cell in enumerate(nb.cells):
            where = f"{path.relative_to(ROOT)} cell {i}"
            if cell.cell_type == "markdown":
                yield where, _prose(cell.source)
            for out in cell.get("outputs", []):
                if out.get("output_type") == "stream":
                    yield where, out.get("text", "")
                for kind in ("text/plain", "text/html", "text/markdown"):
                    if kind in out.get("data", {}):
                        page = re.sub(
                            r"<(style|script)\b.*?</\1>", " ", str(out["data"][kind]), flags=re.S
                        )
                        yield where, re.sub(r"<[^>]+>", " ", page)


def _every_text() -> Iterator[tuple[str, str]]:
    yield from _catalogue_texts()
    yield from _lesson_texts()
    yield from _notebook_texts()


def _wrong(texts: Iterator[tuple[str, str]], exempt: tuple[str, ...] = ()) -> list[str]:
    found = []
    for where, arabic in texts:
        if where in exempt:
            continue
        for line in arabic.splitlines():
            for pattern, why in FORBIDDEN:
                m = re.search(pattern, line)
                if m:
                    found.append(f"{where}: {m.group()!r} ({why}) in {line.strip()[:120]!r}")
    return found


#: the Akka call's bare name: a label (a button, a badge beside a card), not a sentence
_BARE_AKKA = ("i18n term.akka",)


def test_the_catalogue_writes_no_forbidden_form() -> None:
    wrong = _wrong(_catalogue_texts(), exempt=_BARE_AKKA)
    assert wrong == [], "\n".join(wrong)


def test_the_lessons_write_no_forbidden_form() -> None:
    wrong = _wrong(_lesson_texts())
    assert wrong == [], "\n".join(wrong)


def test_the_arabic_notebooks_show_no_forbidden_form() -> None:
    assert len(NOTEBOOKS) >= 19
    wrong = _wrong(_notebook_texts())
    assert wrong == [], "\n".join(wrong[:60])


def test_the_forbidden_forms_catch_what_the_review_found() -> None:
    """Each pattern catches the wrong form the Arabic-speaking player flagged, and lets
    the right one pass."""
    flagged = {
        "تُسمّى هذه المخالفة **قطع** (Qat')": "«ما تبع اللون»",
        "حكمك وإكك تقدر تكسر هذا المشروع": "بحكمك وإكاتك تستطيع أن تُخسّر المشتري",
        "(حَكَم لوحة المراجعة)": "(الذي تعتمد عليه لوحة المراجعة)",
        "ضاع 18 من الأبناط": "ضاع 18 بنطًا",
        "هل أنت P1 أم P2؟": "هل أنت الأول أم الثاني؟",
        "ثم أكّده": "ثم ثبّته",
        "(قاعدة منزلية)": "(شرط اختياري)",
        "ما الكلمات التي يجوز أن تقولها": "ماذا يجوز أن تقول",
        "مع ثلاثة لاعبين آليين": "مع ثلاثة بوتات",
        "أربع إكك": "أربع إكات",
        "سلسلة من 4 أوراق": "متتالية من 4 أوراق",
        "في الدورة الأولى": "في الجولة الأولى",
        "أو تحوّله صن": "أو تحوّله صنًا",
        "يأتي آخرًا": "يأتي أخيرًا",
        "فتذهب البلوت": "فيذهب البلوت",
        "شريكك ما عنده هاص ويقدر يقطع": "ليس عند شريكك هاص، فيستطيع أن يقطع",
        "سمِّ المشاريع (sira أو fifty)": "سمِّ المشاريع (سرا أو خمسين)",
        "قال إكه خطأ": "قال «إكّه» خطأً",
    }
    for wrong, right in flagged.items():
        assert _wrong(iter([("x", wrong)])), wrong
        assert not _wrong(iter([("x", right)])), right


def test_hokum_in_the_catalogue_always_means_hokum() -> None:
    """حكم is the trump contract and the trump suit: an Arabic sentence that says it
    translates an English one that says Hokum or trump (a verdict, a referee, "to decide"
    take other words, or they read as Hokum)."""
    wrong = [
        key
        for key, (english, arabic) in CATALOGUE.items()
        if "حكم" in arabic and not re.search(r"hokum|trump", english, re.I)
    ]
    assert wrong == []


# ---- counts -----------------------------------------------------------------------------
_COUNTED = re.compile(
    r"(?<![\d.,/+\-−])(?<!المقعد )(\d[\d,]*) (بنطًا|بنطا|بنط|أبناط|أكلة|أكلات|نقطة|نقاط|توزيعة|توزيعات|يدًا|يد|أيدٍ)(?!\w)"
)
_NOUN_OF = {
    **dict.fromkeys(("بنطًا", "بنطا", "بنط", "أبناط"), "abnat"),
    **dict.fromkeys(("أكلة", "أكلات"), "tricks"),
    **dict.fromkeys(("نقطة", "نقاط"), "points"),
    **dict.fromkeys(("توزيعة", "توزيعات"), "deals"),
    **dict.fromkeys(("يدًا", "يد", "أيدٍ"), "hands"),
}


def test_every_count_written_in_the_course_agrees_with_its_number() -> None:
    """Wherever a number of Abnat, tricks, points, deals or hands is written, in the
    lessons or in what the code prints, it reads as the counting helper writes it."""
    wrong = []
    for where, arabic in _every_text():
        for m in _COUNTED.finditer(arabic):
            number, noun = m.groups()
            if number != "0" and count(number, _NOUN_OF[noun], "ar") != m.group():
                wrong.append(f"{where}: {m.group()!r}, not {count(number, _NOUN_OF[noun], 'ar')!r}")
    assert wrong == [], "\n".join(wrong)


@pytest.mark.parametrize(
    ("n", "abnat", "tricks", "points"),
    [
        (0, "0 بنط", "0 أكلة", "0 نقطة"),
        (1, "بنط واحد", "أكلة واحدة", "نقطة واحدة"),
        (2, "بنطين", "أكلتين", "نقطتين"),
        (3, "3 أبناط", "3 أكلات", "3 نقاط"),
        (10, "10 أبناط", "10 أكلات", "10 نقاط"),
        (11, "11 بنطًا", "11 أكلة", "11 نقطة"),
        (18, "18 بنطًا", "18 أكلة", "18 نقطة"),
        (99, "99 بنطًا", "99 أكلة", "99 نقطة"),
        (100, "100 بنط", "100 أكلة", "100 نقطة"),
        (102, "102 بنط", "102 أكلة", "102 نقطة"),
        (103, "103 أبناط", "103 أكلات", "103 نقاط"),
        (130, "130 بنطًا", "130 أكلة", "130 نقطة"),
        (162, "162 بنطًا", "162 أكلة", "162 نقطة"),
        (200, "200 بنط", "200 أكلة", "200 نقطة"),
        (1000, "1000 بنط", "1000 أكلة", "1000 نقطة"),
    ],
)
def test_arabic_counts_agree_with_their_number(
    n: int, abnat: str, tricks: str, points: str
) -> None:
    assert (count(n, "abnat", "ar"), count(n, "tricks", "ar"), count(n, "points", "ar")) == (
        abnat,
        tricks,
        points,
    )


def test_a_count_knows_its_place_its_sign_and_its_language() -> None:
    assert count(2, "abnat", "ar", case="nom") == "بنطان"
    assert count(2, "hands", "ar", case="nom") == "يدان" and count(14, "hands", "ar") == "14 يدًا"
    assert count(-18, "abnat", "ar") == "-18 بنطًا" and count(17.5, "abnat", "ar") == "18 بنطًا"
    assert count("10,518,300", "hands", "ar") == "10,518,300 يد"
    assert [count(n, "tricks") for n in (1, 2)] == ["1 trick", "2 tricks"]
    assert all(count(5, noun, "ar").startswith("5 ") for noun in NOUNS)
    for bad in (True, "many", None):
        with pytest.raises(TypeError, match="a count is a number"):
            count(bad, "abnat", "ar")
    with pytest.raises(ValueError, match="case must be"):
        count(2, "abnat", "ar", case="genitive")


def test_a_template_asks_for_a_count_by_its_noun() -> None:
    """``{loss:abnat}`` in a template writes the count; a subject takes the nominative."""
    assert text("review.loss", "ar", loss=18) == "ضاع 18 بنطًا"
    assert text("review.loss", "ar", loss=2) == "ضاع بنطان"
    assert text("review.loss", "ar", loss=1) == "ضاع بنط واحد"
    assert text("review.loss", "en", loss=18) == "18 Abnat lost"
    hint = text("hint.feed_partner", "ar", points=10)
    assert hint.endswith("فأعطه 10 أبناط"), hint


def test_the_projects_quiz_takes_an_arabic_answer_and_asks_in_arabic() -> None:
    ex = exercise("projects", seed=3, level=2, lang="ar")
    solution = ex.solution
    arabic = {"sira": "سرا", "fifty": "خمسين", "hundred": "مية", "four_hundred": "أربعمية"}
    typed = "، ".join(arabic[k] for k in solution) if solution else "لا شيء"
    assert ex.check(typed).correct, typed
    assert ex.check(" و".join(arabic[k] for k in solution) or "لا مشروع").correct
    how = text("quiz.how_projects", "ar")
    assert not re.search(r"[A-Za-z]", how), how


def test_links_to_english_only_pages_say_so() -> None:
    """An Arabic notebook's link to a page that exists only in English says بالإنجليزية."""
    link = re.compile(r"\[([^\]]*)\]\(([^)\s]+)\)")
    wrong = []
    for path in NOTEBOOKS:
        for cell in nbformat.read(path, as_version=4).cells:
            if cell.cell_type != "markdown":
                continue
            for m in link.finditer(cell.source):
                target = m.group(2).split("#")[0]
                if target.startswith("http") or not target:
                    continue
                resolved = (path.parent / target).resolve()
                arabic = "ar" in resolved.relative_to(ROOT).parts or resolved.stem.endswith("-ar")
                said = "بالإنجليزية" in cell.source[m.start() : m.end() + 40]
                if not arabic and not said:
                    wrong.append(f"{path.name}: {m.group()}")
    assert wrong == [], "\n".join(wrong)
