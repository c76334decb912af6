"""Counted nouns: a number and its noun as each language writes them, "18 بنطًا",
"10 أبناط", "100 بنط", "2 tricks".

Arabic makes the noun agree with the number: one is the noun and the word "one" after it
(بنط واحد), two is the dual (بنطان, بنطين), 3 to 10 take the plural (أبناط), 11 to 99
the singular in the accusative (بنطًا), and 100, 200, 1000 … the singular (بنط).  Above a
hundred the last two digits decide (103 أبناط, 118 بنطًا, 162 بنطًا, 200 بنط); 101 and 102
keep the singular, as they are written with digits.  The dual changes with its place in the
sentence: ``case="nom"`` for a subject (ضاع بنطان), the default for an object or after a
preposition (أعطه بنطين).  Numbers are written with Western digits, as everywhere in the
course (docs/glossary.md); 1 and 2 are words, as Arabic says them.

A template of the catalogue asks for a count by a format spec naming the noun:
``{loss:abnat}``, or ``{loss:abnat:nom}`` for a subject (see :func:`baloot_widgets.i18n.text`).

>>> count(18, "abnat", "ar"), count(10, "abnat", "ar"), count(100, "abnat", "ar")
('18 بنطًا', '10 أبناط', '100 بنط')
>>> count(1, "tricks", "ar"), count(2, "abnat", "ar", case="nom"), count(2, "tricks", "en")
('أكلة واحدة', 'بنطان', '2 tricks')
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["NOUNS", "Noun", "count", "count_spec"]


@dataclass(frozen=True, slots=True)
class Noun:
    """A counted noun's forms: English singular and plural; Arabic singular, the word
    "one" that agrees with it, the dual (nominative, oblique), the plural of 3 to 10 and the
    accusative singular of 11 to 99."""

    one: str
    many: str
    ar_one: str
    ar_one_word: str
    ar_two: str
    ar_two_oblique: str
    ar_few: str
    ar_tens: str


#: the nouns the catalogue counts, by the name a template's format spec uses
NOUNS: dict[str, Noun] = {
    "abnat": Noun("Abnat", "Abnat", "بنط", "واحد", "بنطان", "بنطين", "أبناط", "بنطًا"),
    "tricks": Noun("trick", "tricks", "أكلة", "واحدة", "أكلتان", "أكلتين", "أكلات", "أكلة"),
    "points": Noun("point", "points", "نقطة", "واحدة", "نقطتان", "نقطتين", "نقاط", "نقطة"),
    "cards": Noun("card", "cards", "ورقة", "واحدة", "ورقتان", "ورقتين", "أوراق", "ورقة"),
    "deals": Noun("deal", "deals", "توزيعة", "واحدة", "توزيعتان", "توزيعتين", "توزيعات", "توزيعة"),
    "tries": Noun("try", "tries", "محاولة", "واحدة", "محاولتان", "محاولتين", "محاولات", "محاولة"),
    "hands": Noun("hand", "hands", "يد", "واحدة", "يدان", "يدين", "أيدٍ", "يدًا"),
    "students": Noun("student", "students", "طالب", "واحد", "طالبان", "طالبين", "طلاب", "طالبًا"),
    "answers": Noun("answer", "answers", "إجابة", "واحدة", "إجابتان", "إجابتين", "إجابات", "إجابة"),
    "files": Noun("file", "files", "ملف", "واحد", "ملفان", "ملفين", "ملفات", "ملفًا"),
    "minutes": Noun("minute", "minutes", "دقيقة", "واحدة", "دقيقتان", "دقيقتين", "دقائق", "دقيقة"),
    "periods": Noun("period", "periods", "حصة", "واحدة", "حصتان", "حصتين", "حصص", "حصة"),
    "questions": Noun(
        "question", "questions", "سؤال", "واحد", "سؤالان", "سؤالين", "أسئلة", "سؤالًا"
    ),
}


def _number(value: object) -> tuple[int, str]:
    """A count's whole value (for agreement) and its digits as written: an int, a float
    (rounded to a whole number), or a text of digits with thousands separators ("1,000")."""
    if isinstance(value, bool):
        raise TypeError(f"a count is a number, not {value!r}")
    if isinstance(value, int):
        return value, str(value)
    if isinstance(value, float):
        return round(value), str(round(value))
    if isinstance(value, str) and value.replace(",", "").lstrip("+-").isdigit():
        return int(value.replace(",", "")), value
    raise TypeError(f"a count is a number, not {value!r}")


def count(value: object, noun: str, lang: str = "en", *, case: str = "oblique") -> str:
    """``value`` and ``noun`` (a key of :data:`NOUNS`) as ``lang`` writes them.

    >>> [count(n, "abnat", "ar") for n in (0, 3, 11, 103, 118, 200)]
    ['0 بنط', '3 أبناط', '11 بنطًا', '103 أبناط', '118 بنطًا', '200 بنط']
    >>> count(1, "points"), count(17.6, "abnat", "ar"), count("1,000", "hands", "ar")
    ('1 point', '18 بنطًا', '1,000 يد')
    """
    forms = NOUNS[noun]
    if case not in ("nom", "oblique"):
        raise ValueError(f"case must be 'nom' or 'oblique', not {case!r}")
    n, digits = _number(value)
    if lang != "ar":
        return f"{digits} {forms.one if abs(n) == 1 else forms.many}"
    size = abs(n)
    if size == 1:
        return f"{forms.ar_one} {forms.ar_one_word}"
    if size == 2:
        return forms.ar_two if case == "nom" else forms.ar_two_oblique
    last = size % 100
    if 3 <= last <= 10:
        return f"{digits} {forms.ar_few}"
    if 11 <= last <= 99:
        return f"{digits} {forms.ar_tens}"
    return f"{digits} {forms.ar_one}"


def count_spec(value: object, spec: str, lang: str) -> str | None:
    """The count a template's format spec asks for (``"abnat"``, ``"abnat:nom"``), or None
    when ``spec`` names no counted noun (an ordinary spec such as ``"+.1f"``).

    >>> count_spec(2, "tricks:nom", "ar"), count_spec(2.5, "+.1f", "ar")
    ('أكلتان', None)
    """
    noun, _, case = spec.partition(":")
    if noun not in NOUNS:
        return None
    return count(value, noun, lang, case=case or "oblique")
