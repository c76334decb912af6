"""The class report in words: :func:`report_view` turns a
:class:`~.report.ClassSummary` into one JSON-ready dict, every word in the teacher's
language, that the HTML page (:mod:`.page`), the spreadsheet (:func:`report_csv`) and the
``ClassReport`` widget all draw, so the three never disagree.

>>> from .report import summarize
>>> from baloot_widgets.records.results import Attempt
>>> a = [Attempt(learner="سارة", source="quiz", skill="legal_cards", correct=False,
...              reason_keys=("card.follow",), reasons=("must follow ♦",))]
>>> view = report_view(summarize(a), "en")
>>> view["skills"][0]["name"], view["students"][0]["cells"][0]["level"]
('Which cards may be played?', 'few')
>>> view["mistakes"][0]["text"]
'1 student: did not follow the suit led while holding it'
"""

from __future__ import annotations

import csv
import io
import string
from typing import Any

from ..i18n import CATALOGUE, Join, Lang, Message, text
from ..i18n.bidi import FSI, LRI, PDI
from ..i18n.puzzles import THEME_WORDS
from ..quiz.titles import KIND_TITLES
from .report import (
    ALL_PUZZLES,
    LEAST,
    LEVELS,
    WINDOW,
    ClassSummary,
    Mistake,
    Student,
    learner_key,
)
from .tickets import ticket_csv, ticket_view

__all__ = ["MARKS", "duration", "report_csv", "report_view", "skill_name"]

#: a sign for each level, so that a level is told by more than its colour
MARKS = {"mastered": "✓", "practising": "◐", "struggling": "✗", "few": "…", "none": "·"}
#: the reasons a teacher reads as a short phrase (what the students did): reason key ->
#: the phrase's key; any other reason is its own sentence, its details left out
WHY = {
    "card.follow": "classroom.why_follow",
    "card.follow_overtrump": "classroom.why_follow_overtrump",
    "card.void_overtrump": "classroom.why_void_overtrump",
    "card.void_undertrump": "classroom.why_void_undertrump",
    "card.void_trump": "classroom.why_void_trump",
    "card.lead_closed": "classroom.why_lead_closed",
    "quiz.offsuit": "classroom.why_offsuit",
    "quiz.rule_void_partner": "classroom.why_void_partner",
    "quiz.legal_missed": "classroom.why_legal_missed",
    "quiz.beats_plain_order": "classroom.why_plain_order",
    "quiz.beats_trump_order": "classroom.why_trump_order",
    "quiz.beats_trump": "classroom.why_trump_beats",
    "quiz.myth_ten_below_king": "classroom.why_ten_below_king",
    "quiz.myth_trumps_like_plain": "classroom.why_trumps_like_plain",
    "quiz.myth_high_card_beats_trump": "classroom.why_trump_beats",
    "quiz.myth_offsuit_wins": "classroom.why_offsuit",
    "quiz.myth_trump_over_partner": "classroom.why_void_partner",
    "quiz.myth_partner_spares_overtrump": "classroom.why_partner_spares_overtrump",
    "quiz.best_values": "classroom.why_best_values",
    "quiz.calls_missed": "classroom.why_calls_missed",
    "review.lost_trick": "classroom.why_lost_trick",
    "review.won_early": "classroom.why_won_early",
    "review.last_trick": "classroom.why_last_trick",
    "review.more_trick": "classroom.why_more_trick",
    "review.more_tricks": "classroom.why_more_trick",
    "review.lead": "classroom.why_lead",
    "review.fed": "classroom.why_fed",
    "review.starved": "classroom.why_starved",
    "review.abnat": "classroom.why_abnat",
}
#: the names a wrong answer lists before "and N more"
NAMES_SHOWN = 8
#: the wrong answers a report lists
MISTAKES_SHOWN = 10


def skill_name(skill: str, lang: Lang) -> str:
    """A skill id in words: a kind of exercise by its title, a puzzle theme by its name.

    >>> skill_name("quiz:abnat", "en"), skill_name("puzzle:akka", "ar")
    ('Count the Abnat', '«إكّه»')
    """
    source, _, name = skill.partition(":")
    if source == "quiz" and name in KIND_TITLES:
        return text(KIND_TITLES[name], lang)
    if source == "puzzle" and name in THEME_WORDS:
        return text(f"puzzles.theme.{name}", lang)
    if skill == ALL_PUZZLES:
        return text("classroom.all_puzzles", lang)
    if source == "puzzle" and not name:
        return text("classroom.theme_none", lang)
    return name


def duration(seconds: float, lang: Lang) -> str:
    """A time on task in words.

    >>> duration(42, "en"), duration(600, "en"), duration(3900, "ar")
    ('42 s', '10 min', '1 س 05 د')
    """
    whole = round(seconds)
    if whole < 60:
        return text("classroom.seconds", lang, s=whole)
    minutes = round(seconds / 60)
    if minutes < 60:
        return text("classroom.minutes", lang, m=minutes)
    return text("classroom.hours", lang, h=minutes // 60, m=minutes % 60)


def _elided(key: str, lang: Lang) -> str:
    """The catalogue sentence ``key`` with each of its details written "…" (never shown:
    it tells a sentence with details from one without)."""
    template = CATALOGUE[key][1 if lang == "ar" else 0]
    parts = string.Formatter().parse(template)
    return "".join(literal + ("…" if name is not None else "") for literal, name, _, _ in parts)


def _why(mistake: Mistake, lang: Lang) -> str:
    if mistake.keyed and mistake.reason in WHY:
        return text(WHY[mistake.reason], lang)
    if mistake.example or not mistake.keyed:  # one real sentence, never a blanked template
        return mistake.example or mistake.reason
    sentences = CATALOGUE.get(mistake.reason)
    if sentences is not None and _elided(mistake.reason, lang) == sentences[lang == "ar"]:
        return sentences[lang == "ar"]  # a sentence without details says all
    return text("classroom.why_unsaid", lang)


def _by_wording(mistakes: tuple[Mistake, ...], lang: Lang) -> list[tuple[str, Mistake]]:
    """The class's mistakes grouped by the words the report shows for them in ``lang``:
    two keys worded alike (``quiz.myth_high_card_beats_trump`` and ``quiz.beats_trump``,
    "let a card of another suit beat a trump") are one line, each student counted once,
    most students first (then most attempts, as :func:`~.report.summarize` orders them)."""
    groups: dict[str, list[Mistake]] = {}
    for m in mistakes:
        groups.setdefault(_why(m, lang), []).append(m)
    merged = []
    for why, group in groups.items():
        first = group[0]
        if len(group) > 1:
            students = {learner_key(n): n for m in group for n in m.students}
            skills = dict.fromkeys(s for m in group for s in m.skills)
            first = Mistake(first.reason, first.keyed,
                            tuple(sorted(students.values(), key=learner_key)),
                            sum(m.attempts for m in group), tuple(skills), first.example)  # fmt: skip
        merged.append((why, first))
    merged.sort(key=lambda x: (-len(x[1].students), -x[1].attempts))
    return merged


def _name(student: Student, lang: Lang) -> str:
    return student.name or text("classroom.no_name", lang)


def _cells(student: Student, skills: tuple[str, ...], lang: Lang) -> list[dict[str, Any]]:
    cells: list[dict[str, Any]] = []
    for skill in skills:
        standing, level = student.standings.get(skill), student.level(skill)
        word = text(f"classroom.level.{level}", lang)
        if standing is None:
            cells.append({"level": level, "mark": MARKS[level], "text": "", "title": word})
            continue
        title = text(
            "classroom.cell_title",
            lang,
            name=_name(student, lang),
            skill=skill_name(skill, lang),
            level=word,
            recent=standing.recent,
            recent_right=standing.recent_right,
            right=standing.right,
            attempts=standing.attempts,
        )
        shown = f"{standing.recent_right}/{standing.recent}"
        cells.append(
            {  # a dict[str, Any]: texts and the two counts
                "level": level,
                "mark": MARKS[level],
                "text": shown,
                "title": title,
                "word": word,
                "right": standing.recent_right,
                "recent": standing.recent,
            }
        )
    return cells


def _ltr(value: str, lang: Lang) -> str:
    """A date or a span of hours kept left to right inside Arabic (Unicode isolates: a
    right-to-left line would show "10:00–10:04" as "10:04–10:00")."""
    return f"{LRI}{value}{PDI}" if lang == "ar" else value


def _names(names: tuple[str, ...]) -> Join:
    """The students who gave a wrong answer: the first :data:`NAMES_SHOWN`, then how many
    more (a class of 25 that all made it reads "and 17 more")."""
    # each name isolated: two Arabic names in an English list stay in their own order
    shown: tuple[object, ...] = tuple(f"{FSI}{name}{PDI}" for name in names[:NAMES_SHOWN])
    if len(names) > NAMES_SHOWN:
        shown += (Message.of("classroom.more", n=len(names) - NAMES_SHOWN),)
    return Join(shown, words="join.list")


def _percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "–"


def report_view(summary: ClassSummary, lang: Lang = "en") -> dict[str, Any]:
    """The whole report in ``lang``, as JSON-ready data (see the module docstring)."""
    skills = summary.skills
    students = summary.students
    code = summary.class_code
    title = text("classroom.title_code", lang, code=code) if code else text("classroom.title", lang)
    notes = [text("classroom.repeated", lang, n=summary.repeated)] if summary.repeated else []
    notes += [text("classroom.shared_name", lang, name=name) for name in summary.shared]
    plot = []
    for skill in skills:
        levels = summary.levels(skill)
        tried = len(students) - levels["none"]
        plot.append(
            {
                "name": skill_name(skill, lang),
                "parts": [
                    {
                        "level": level,
                        "count": levels[level],
                        "mark": MARKS[level],
                        "share": round(100 * levels[level] / len(students), 1),
                    }
                    for level in LEVELS
                    if levels[level]
                ],
                "text": text(
                    "classroom.plot_line", lang, mastered=levels["mastered"], students=tried
                ),
            }
        )
    mistakes = [
        {
            "text": text("classroom.mistake", lang, n=len(m.students), why=why),
            "who": text(
                "classroom.mistake_who",
                lang,
                names=_names(m.students),
                skills=Join(tuple(skill_name(s, lang) for s in m.skills), words="join.list"),
            ),
            "why": why,
            "students": len(m.students),
        }
        for why, m in _by_wording(summary.mistakes, lang)[:MISTAKES_SHOWN]
    ]
    return {
        "lang": lang,
        "dir": "rtl" if lang == "ar" else "ltr",
        "title": title,
        "facts": text(
            "classroom.facts",
            lang,
            students=len(students),
            answers=summary.attempts,
            files=summary.files,
        ),
        "notes": notes,
        "empty": "" if students else text("classroom.empty", lang),
        "mastery": text("classroom.mastery", lang),
        "mastery_note": text("classroom.mastery_note", lang, window=WINDOW, least=LEAST),
        "legend": [
            {"level": level, "mark": MARKS[level], "text": text(f"classroom.level.{level}", lang)}
            for level in LEVELS
        ],
        "columns": {
            key: text(f"classroom.{key}", lang)
            for key in (
                "student",
                "class_code",
                "answered",
                "right",
                "time_total",
                "days",
                "hands",
                "guesses",
            )
        },
        "skills": [{"id": skill, "name": skill_name(skill, lang)} for skill in skills],
        "students": [
            {
                "name": _name(s, lang),
                "codes": " ".join(s.class_codes),
                "cells": _cells(s, skills, lang),
                "answered": s.answered,
                "right": _percent(s.right, s.answered),
                "time": duration(s.seconds, lang),
                "minutes": round(s.seconds / 60, 1),
                "days": [
                    text(
                        "classroom.day",
                        lang,
                        day=_ltr(d.day, lang),
                        hours=_ltr(f"{d.first}–{d.last}", lang),
                        time=duration(d.seconds, lang),
                    )
                    for d in s.days
                ],
                "hands": s.hands,
                "guesses": s.guesses,
            }
            for s in students
        ],
        "plot_title": text("classroom.plot", lang),
        "plot": plot,
        "mistakes_title": text("classroom.mistakes", lang),
        "mistakes": mistakes,
        "no_mistakes": "" if summary.mistakes else text("classroom.no_mistakes", lang),
        "time_title": text("classroom.time", lang),
        "time_note": text("classroom.time_note", lang, zone=summary.zone),
        "problems_title": text("classroom.problems", lang),
        "problems": [m.text(lang) for m in summary.problems],
        **ticket_view(
            summary.tickets, [s.tickets for s in students], [_name(s, lang) for s in students], lang
        ),
    }


def report_csv(view: dict[str, Any]) -> str:
    """The report's table as CSV text for a spreadsheet: one row per student, one column
    per skill ("Mastered 4/5"), then the answers, the share right, the minutes answering,
    the hands and guesses, and each lesson's exit ticket ("3 of 4").  It starts with a byte order mark, so that Excel reads it as
    UTF-8 and shows Arabic names.

    >>> from .report import summarize
    >>> from baloot_widgets.records.results import Attempt
    >>> a = [Attempt(learner="عمر", source="quiz", skill="abnat", correct=i > 0, seconds=30,
    ...              at=f"2026-11-27T10:0{i}:00Z") for i in range(3)]
    >>> print(*report_csv(report_view(summarize(a), "en")).lstrip("\\ufeff").splitlines(), sep="\\n")
    Student,Class,Count the Abnat,Answers,Right,Minutes answering,Hands played,Guesses
    عمر,,Practising 2/3,3,67%,1.5,0,0
    """
    lang: Lang = "ar" if view["lang"] == "ar" else "en"
    columns = view["columns"]
    ticket_heads, ticket_cells = ticket_csv(view)
    out = io.StringIO()
    rows = csv.writer(out, lineterminator="\r\n")
    rows.writerow(
        [
            columns["student"],
            columns["class_code"],
            *(s["name"] for s in view["skills"]),
            columns["answered"],
            columns["right"],
            text("classroom.csv_minutes", lang),
            columns["hands"],
            columns["guesses"],
            *ticket_heads,
        ]
    )
    for student, tickets in zip(view["students"], ticket_cells, strict=True):
        cells = [
            text("classroom.csv_cell", lang, level=c["word"], right=c["right"], recent=c["recent"])
            if c["text"]
            else ""
            for c in student["cells"]
        ]
        rows.writerow(
            [
                student["name"],
                student["codes"],
                *cells,
                student["answered"],
                student["right"],
                student["minutes"],
                student["hands"],
                student["guesses"],
                *tickets,
            ]
        )
    return "\ufeff" + out.getvalue()
