"""The score sheet's sentences (RULES.md §9-§10) and the names of fouls.  Data only:
key -> (English, Arabic).  A :class:`~baloot_widgets.rules.sheet.ScoreLine` with key
``"khasara"`` is rendered from ``"sheet.khasara"``.
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    "sheet.project_name": ("{name} ({cards})", "{name} ({cards})"),
    "sheet.card_points": (
        "{team}: {abnat} Abnat of cards → {points}",
        "{team}: أبناط الأكلات {abnat} ← {points}",
    ),
    "sheet.project": (
        "{team}: {project} by seat {seat} +{points}",
        "{team}: {project} للمقعد {seat} +{points}",
    ),
    "sheet.projects_win": (
        "Projects: {team} has the stronger project and scores all its projects",
        "المشاريع: مشروع {team} أقوى فيسجّل كل مشاريعه",
    ),
    "sheet.projects_cancel": (
        "Projects: the best projects tie exactly, so none score",
        "المشاريع: تعادل تام بين أقوى المشاريع فلا يُسجَّل شيء",
    ),
    "sheet.made": (
        "Contract made: {tb} against {td}; each team keeps its points",
        "نجح المشتري: {tb} مقابل {td}؛ كل فريق يأخذ نقاطه",
    ),
    "sheet.tie_split": (
        "Exact tie {tb} – {td}: each team keeps its points (house rule)",
        "تعادل تام {tb} – {td}: كل فريق يأخذ نقاطه (شرط اختياري)",
    ),
    "sheet.khasara": (
        "Khasara: the buyer's team has {tb} against {td}; {team} takes all {points}",
        "خسارة: للمشتري {tb} مقابل {td}؛ {team} يأخذ {points} كلها",
    ),
    "sheet.doubled": (
        "x{m}: {team} has more and takes ({tb} + {td}) x {m} = {points}",
        "x{m}: {team} أكثر فيأخذ ({tb} + {td}) x {m} = {points}",
    ),
    "sheet.doubled_tie": (
        "x{m}: a tie at {tb} goes against the doubling team; {team} takes {points}",
        "x{m}: التعادل على {tb} يُحسب على الفريق الذي دبّل؛ {team} يأخذ {points}",
    ),
    "sheet.doubled_split": (
        "x{m}: each team's points are multiplied (house rule)",
        "x{m}: تُضرب نقاط كل فريق (شرط اختياري)",
    ),
    "sheet.kaboot": (
        "Kaboot: {team} took all 8 tricks: {points}",
        "كبوت: {team} أخذ الأكلات الثماني: {points}",
    ),
    "sheet.kaboot_projects_count": (
        "{team}'s declared projects count on top of the Kaboot",
        "تُضاف مشاريع {team} المعلنة إلى الكبوت",
    ),
    "sheet.kaboot_projects_void": (
        "{team}'s declared projects ({projects}) are void: a team that took no trick scores nothing",
        "مشاريع {team} المعلنة ({projects}) لا تُحسب: الفريق الذي لم يأخذ أي أكلة لا يسجّل شيئًا",
    ),
    "sheet.kaboot_projects_taken": (
        "{team}'s declared projects ({projects}) go to the team that took every trick (house rule)",
        "مشاريع {team} المعلنة ({projects}) تذهب للفريق الذي أخذ كل الأكلات (شرط اختياري)",
    ),
    "sheet.baloot": ("{team}: Baloot (seat {seat}) +2", "{team}: بلوت (المقعد {seat}) +2"),
    "sheet.baloot_void": (
        "No Baloot for seat {seat}: its King or Queen is inside a declared project",
        "لا بلوت للمقعد {seat}: الشايب أو البنت داخل مشروع مُعلن",
    ),
    "sheet.baloot_transfer": (
        "{team} scored nothing, so its Baloot goes to the other team (house rule)",
        "{team} لم يسجّل شيئًا فيذهب بلوته للفريق الآخر (شرط اختياري)",
    ),
    "sheet.gahwa": (
        "Gahwa: {team} wins the hand and with it the whole match",
        "قهوة: {team} يكسب اليد ويكسب الصكّة كلها",
    ),
    "sheet.qayd": (
        "Qayd: {offender} broke a rule ({foul}); {team} scores {points}",
        "قيد: خالف {offender} القاعدة ({foul})؛ {team} يسجّل {points}",
    ),
    "sheet.qayd_false": (
        "False Qayd by seat {seat}: no foul to claim, so {team} scores {points}",
        "قيد خاطئ من المقعد {seat}: لا مخالفة، فيسجّل {team} {points}",
    ),
    "sheet.qayd_better": (
        "The wronged team takes the better of the Qayd ({qayd}) and the played hand ({played})",
        "الفريق المتضرر يأخذ الأفضل بين القيد ({qayd}) واللعب ({played})",
    ),
    "sheet.sawa": (
        "Sawa: seat {seat} took every remaining trick",
        "سوا: المقعد {seat} أخذ كل الأكلات الباقية",
    ),
    "sheet.sawa_failed": (
        "False Sawa by seat {seat}: its team lost a trick afterwards; {team} takes all {points}",
        "سوا خاطئ من المقعد {seat}: خسر فريقه أكلة بعده؛ {team} يأخذ {points} كلها",
    ),
    "sheet.redeal": ("No score: the cards are dealt again", "لا نقاط: تُوزّع الأوراق من جديد"),
    "sheet.total": ("Total: {p0} – {p1}", "المجموع: {p0} – {p1}"),
    "foul.revoke": ("did not follow suit", "لم يتبع اللون"),
    "foul.trump": ("did not trump while void", "لم يقطع بالحكم"),
    "foul.overtrump": ("did not play a higher trump", "لم يكبّر بالحكم"),
    "foul.undertrump": ("did not trump (even under)", "لم يقطع بحكم أصغر"),
    "foul.closed_lead": ("led a trump in a closed Hokum", "بدأ بالحكم في اللعب المقفول"),
    "foul.false_akka": ("announced a false Akka", "قال «إكّه» خطأً"),
    "foul.false_sawa": ("claimed a false Sawa", "قال سوا خطأً"),
}
