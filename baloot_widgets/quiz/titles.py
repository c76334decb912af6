"""The title of each kind of exercise: its catalogue key, in the order a course meets the
kinds (the Quiz shows it above each question; the class report names a skill by it).

>>> from baloot_widgets.i18n import Message
>>> Message.of(KIND_TITLES["legal_cards"]).text()
'Which cards may be played?'
"""

from __future__ import annotations

__all__ = ["KIND_TITLES"]

#: kind -> the catalogue key of its title
KIND_TITLES: dict[str, str] = {
    "higher_card": "quiz.title_higher_card",
    "abnat": "quiz.title_abnat",
    "priority": "seats.title_priority",
    "partner": "seats.title_partner",
    "dealt_to": "seats.title_dealt_to",
    "trick_winner": "quiz.title_trick_winner",
    "legal_cards": "quiz.title_legal_cards",
    "projects": "quiz.title_projects",
    "project_winner": "quiz.title_project_winner",
    "score": "quiz.title_score",
    "calls": "quiz.title_calls",
    "buyer": "auction.title",
    "best_card": "quiz.title_best_card",
    "stake": "stake.title",
    "sun_double": "stake.sun_title",
    "foul": "fouls.title",
    "qayd_score": "fouls.qayd_title",
    "match_end": "match.title",
    "bot_call": "quiz.title_bot_call",
    "lead": "quiz.title_lead",
    "principle": "quiz.title_principle",
}
