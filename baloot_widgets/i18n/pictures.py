"""The captions of the lessons' HandViews (:mod:`baloot_widgets.widgets.lesson_views`): a hand
and its projects, one trick of a played hand.  Data only: key -> (English, Arabic).
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    "pic.projects": (
        "{mode}: {projects}: {points} game points",
        "{mode}: {projects}، نقاطها {points}",
    ),
    "pic.no_project": ("{mode}: no project", "{mode}: لا مشروع"),
    "pic.no_baloot_hundred": (
        "no Baloot: {cards} are inside a Hundred",
        "لا بلوت: {cards} داخل مية",
    ),
    "pic.no_baloot_split": (
        "no Baloot: one of {cards} is inside another project",
        "لا بلوت: إحدى {cards} داخل مشروع آخر",
    ),
    "pic.and": ("{first}; {second}", "{first}؛ {second}"),
    "pic.trick": (
        "Trick {n} (led by {leader}): {won} · {abnat} Abnat",
        "الأكلة {n} (بدأها {leader}): {won} · {abnat:abnat}",
    ),
    "pic.akka": ("{seat} said Akka with {card}", "{seat} قال «إكّه» مع {card}"),
    "pic.baloot": (
        "{seat} plays the second of {cards}: Baloot",
        "{seat} يلعب الثانية من {cards}: بلوت",
    ),
}
