"""``hint(view)``: the best card or call for a student, with a short reason in English or
Arabic (ARCHITECTURE.md §6).

* During the play the expert (PIMC) picks the card; the reason says what the card does
  from the student's view: "play A♠: it wins this trick and sets up 10♠".
* In teacher mode (a view with ``"hands"``, from ``view(..., reveal=True)``) the
  double-dummy solver values every legal card with all hands open: :attr:`Hint.values`
  maps each card to the Abnat the student's team takes from the current trick on, and
  the hinted card has exactly the solver's optimal value.
* Bids, doubles, projects, Sawa and Qayd follow the heuristic, with its reason.

>>> from baloot_widgets import Game
>>> game = Game.new(seed=25, dealer=0)
>>> hint(game.view(1)).text
'bid Sun: your Aces and guarded Tens make a strong Sun hand'
>>> hint(game.view(1), lang="ar").text
'صن: إكك وعشراتك المحمية تصنع يد صن قوية'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..cards import FULL_MASK, SUIT_MASKS, Card, CardSet
from ..errors import BalootError
from ..rules.actions import (
    Action,
    Ashkal,
    Declare,
    Double,
    Four,
    Gahwa,
    Hokum,
    Kawesh,
    Lock,
    Pass,
    Play,
    Qayd,
    Sawa,
    Sun,
    Triple,
    describe,
    parse_action,
)
from ..rules.play import BEATEN_BY, POINTS, trick_winner_index
from ..terms import Lang, suit_name, term
from .cardplay import sure_winner
from .expert import ExpertBot, solver_values
from .heuristic import HeuristicBot, legal_mask, table_of
from .knowledge import Knowledge, knowledge

__all__ = ["Hint", "explain_play", "hint", "reason_for"]


@dataclass(frozen=True)
class Hint:
    """A hint: the ``action``, a one-sentence ``text`` and, in teacher mode, the solver's
    ``values`` (card code -> Abnat of the student's team from the current trick on)."""

    action: Action
    text: str
    reason: str = ""
    values: dict[str, int] = field(default_factory=dict)


_CLAUSES: dict[str, tuple[str, str]] = {
    "only": ("it is your only legal card", "هي ورقتك الوحيدة المسموحة"),
    "wins": ("it wins this trick", "تأخذ بها هذه الأكلة"),
    "wins_now": ("it takes the lead in this trick", "تتقدم بها في هذه الأكلة"),
    "sets_up": ("sets up {cards}", "وتجعل {cards} الأعلى"),
    "draw_trumps": (
        "draw the opponents' trumps with your highest trump",
        "اسحب حكم الخصم بأعلى حكم عندك",
    ),
    "cash_master": ("it is the highest card left in its suit", "هي أعلى ورقة باقية في لونها"),
    "lead_to_ruff": (
        "your partner has no {suit} left and can trump it",
        "شريكك ما عنده {suit} ويقدر يقطع بالحكم",
    ),
    "lead_low": ("a safe lead that gives away few Abnat", "بداية آمنة لا تعطي أبناطًا كثيرة"),
    "feed_partner": (
        "your partner wins this trick, so give it {points} Abnat",
        "شريكك يأخذ الأكلة فأعطه {points} أبناط",
    ),
    "duck_partner": (
        "your partner is winning; keep your strong cards",
        "شريكك متقدم؛ احتفظ بأوراقك القوية",
    ),
    "cover_partner": ("it makes sure your team wins this trick", "تضمن الأكلة لفريقك"),
    "ruff": ("trump this trick", "اقطع هذه الأكلة بالحكم"),
    "cover": ("make the last player spend a higher card", "اجعل آخر لاعب يصرف ورقة أعلى"),
    "second_low": ("keep your strong cards for later", "احتفظ بأوراقك القوية لوقت لاحق"),
    "discard": (
        "you cannot win this trick, so give away your least useful card",
        "لا تقدر تأخذ الأكلة فتخلّص من أقل أوراقك فائدة",
    ),
    "simulation": (
        "over {n} simulated deals it scores best ({value:+.1f} points a hand)",
        "في {n} توزيعات محاكاة تعطي أفضل نتيجة ({value:+.1f} نقطة لليد)",
    ),
    "solver": (
        "with all hands open it takes the most: {value} Abnat from here",
        "والأوراق كلها مكشوفة تأخذ بها أكثر شيء: {value} أبناط من هنا",
    ),
}

_CALLS: dict[str, tuple[str, str]] = {
    "sun": ("your Aces and guarded Tens make a strong Sun hand", "إكك وعشراتك المحمية تصنع يد صن قوية"),
    "gablak": ("your Sun hand is stronger than theirs", "يدك في الصن أقوى"),
    "hokum": ("you hold strong trumps: {cards}", "عندك حكم قوي: {cards}"),
    "ashkal": (
        "a Sun hand, and the floor card {floor} helps your partner more than you",
        "يد صن، والورقة المكشوفة {floor} تنفع شريكك أكثر منك",
    ),
    "kawesh": ("your five cards are all 7s, 8s and 9s: ask for a new deal",
               "أوراقك الخمس كلها سبعات وثمانيات وتسعات: اطلب توزيعًا جديدًا"),
    "pass": ("your hand is not strong enough to buy", "يدك ليست قوية بما يكفي للشراء"),
    "no_double": ("your hand is not strong enough to raise the stakes",
                  "يدك ليست قوية بما يكفي لمضاعفة اللعب"),
    "no_claim": ("you saw no foul to claim", "لم ترَ مخالفة تطالب بها"),
    "simulated": ("over {n} simulated deals it scores best ({value:+.1f} points a hand)",
                  "في {n} توزيعات محاكاة تعطي أفضل نتيجة ({value:+.1f} نقطة لليد)"),
    "double": ("your trumps and Aces can beat this contract", "حكمك وإكك تقدر تكسر هذا المشروع"),
    "triple": ("your hand is very strong", "يدك قوية جدًا"),
    "open": ("an open game lets you draw trumps", "اللعب المفتوح يسمح لك بسحب الحكم"),
    "declare": ("every declared project can score", "كل مشروع معلن قد يُحسب"),
    "sawa": ("your cards are the highest left: the rest of the tricks are yours",
             "أوراقك هي الأعلى: باقي الأكلات لك"),
    "qayd": ("seat {seat} played {card} while holding {proof}", "المقعد {seat} لعب {card} وعنده {proof}"),
}  # fmt: skip


def _say(table: dict[str, tuple[str, str]], key: str, lang: Lang, **fields: object) -> str:
    english, arabic = table[key]
    return (arabic if lang == "ar" else english).format(**fields)


_AR_CALLS: dict[type, str] = {
    Pass: "بس", Sun: "صن", Hokum: "حكم", Ashkal: "أشكال", Kawesh: "كوش", Double: "دبل",
    Triple: "ثري", Four: "فور", Gahwa: "قهوة", Sawa: "سوا", Qayd: "قيد",
}  # fmt: skip


def _call_name(action: Action, lang: Lang) -> str:
    """The action in a few words: "play A♠", "bid Hokum ♥"; "العب A♠", "حكم ♥"."""
    if lang != "ar":
        return describe(action)
    if isinstance(action, Play):
        return f"العب {action.card}"
    if isinstance(action, Declare):
        return "أعلن " + " + ".join(term(x, lang) for x in action.kinds)
    if isinstance(action, Lock):
        return term("closed" if action.closed else "open", lang)
    name = _AR_CALLS.get(type(action), str(action))
    if isinstance(action, Hokum) and action.suit is not None:
        name += f" {action.suit.symbol}"
    if isinstance(action, (Double, Four)) and action.closed:
        name += " " + term("closed", lang)
    return name


def _sets_up(k: Knowledge, card: int) -> int:
    """Cards of the seat's hand that become the highest left once ``card`` is gone."""
    t = k.t
    beaten = BEATEN_BY[t + 1]
    unplayed = FULL_MASK & ~k.played
    after = unplayed & ~(1 << card)
    out = 0
    for c in CardSet(k.hand & SUIT_MASKS[card >> 3] & ~(1 << card)):
        if unplayed & beaten[c] and not after & beaten[c]:
            out |= 1 << c
    return out


def _card_reason(k: Knowledge, card: int, key: str, lang: Lang, **extra: object) -> str:
    """The sentence for playing ``card``: what it does, then why."""
    table = table_of(k)
    t = k.t
    clauses: list[str] = []
    trick = k.trick
    beats = not trick or trick_winner_index((*trick, card), t) == len(trick)
    if key == "only":
        clauses.append(_say(_CLAUSES, "only", lang))
    elif beats and sure_winner(table, k.hand, k.seat, card):
        clauses.append(_say(_CLAUSES, "wins", lang))
    elif beats and trick and key not in ("feed_partner", "duck_partner"):
        clauses.append(_say(_CLAUSES, "wins_now", lang))
    setup = _sets_up(k, card)
    if setup and clauses:
        clauses[-1] += (" و" if lang == "ar" else " and ") + _say(
            _CLAUSES, "sets_up", lang, cards=CardSet(setup)
        ).removeprefix("و")
    if (
        key in _CLAUSES
        and key not in ("only",)
        and (not clauses or key in ("simulation", "solver"))
    ):
        fields: dict[str, object] = {"points": POINTS[t + 1][card], **extra}
        if key == "lead_to_ruff":
            fields["suit"] = suit_name(card >> 3, lang)
        clauses.append(_say(_CLAUSES, key, lang, **fields))
    if not clauses:
        clauses.append(_say(_CLAUSES, "discard", lang))
    joiner = "؛ " if lang == "ar" else "; "
    return f"{_call_name(Play(k.seat, Card(card)), lang)}: {joiner.join(clauses)}"


def _call_reason(
    k: Knowledge, action: Action, key: str, lang: Lang, bot: HeuristicBot | None = None
) -> str:
    fields: dict[str, object] = {"floor": Card(k.floor)}
    if key == "simulated" and bot is not None:
        fields.update(n=bot.simulate_bids, value=bot.last_bid_values.get(action, 0.0))
    if key == "hokum":
        suit = (
            k.floor >> 3
            if not isinstance(action, Hokum) or action.suit is None
            else int(action.suit)
        )
        fields["cards"] = CardSet((k.hand | 1 << k.floor) & SUIT_MASKS[suit]) or "—"
    if key == "qayd":
        foul = next(f for f in k.fouls if f.seat & 1 != k.seat & 1)
        fields.update(seat=foul.seat, card=Card(foul.card), proof=Card(foul.proof))
    if key not in _CALLS:
        key = "pass"
    return f"{_call_name(action, lang)}: {_say(_CALLS, key, lang, **fields)}"


def hint(view: dict[str, Any], *, lang: Lang = "en", bot: ExpertBot | None = None) -> Hint:
    """The best action for the seat of ``view`` and why (see the module docstring).

    ``bot`` is the expert that picks cards when the hands are hidden (default: 12
    worlds, the solver for the last 5 tricks, so that a hint takes well under half a
    second; seeded from the number of actions so that a hint is reproducible).
    """
    if not view.get("legal"):
        raise ValueError("there is nothing to hint: this seat has no legal action now")
    legal = [parse_action(a) for a in view["legal"]]
    expert = bot or ExpertBot(
        seed=len(view["history"]), worlds=12, rollout_worlds=8, solver_tricks=5
    )
    k = knowledge(view, expert.rules)
    if view.get("hands") and k.phase == "play" and k.contract is not None:
        action, key = HeuristicBot(rules=expert.rules).decide(k, legal)  # declare, Sawa, Qayd
        if not isinstance(action, Play):
            return Hint(action, _call_reason(k, action, key, lang), key)
        try:
            values = solver_values(k, [_hand_mask(h) for h in view["hands"]])
        except BalootError:  # a foul in the current trick (non-strict): no exact values
            values = {}
        if values:
            best = max(values, key=lambda c: (values[c], -c))
            text = _card_reason(k, best, "solver", lang, value=values[best])
            codes = {Card(c).code: v for c, v in values.items()}
            return Hint(expert._with_akka(k, legal, best), text, "solver", codes)
    action, key = expert.decide(k, legal)
    return Hint(action, reason_for(k, action, key, lang, expert), key)


def reason_for(
    k: Knowledge, action: Action, key: str, lang: Lang = "en", bot: HeuristicBot | None = None
) -> str:
    """The sentence for ``action`` chosen by ``bot`` for the reason ``key`` (its
    ``last_reason``), from the seat's knowledge ``k``."""
    if not isinstance(action, Play):
        return _call_reason(k, action, key, lang, bot)
    extra: dict[str, object] = {}
    if key == "simulation" and isinstance(bot, ExpertBot):
        extra = {"n": bot.last_worlds, "value": bot.last_scores[int(action.card)]}
    return _card_reason(k, int(action.card), key, lang, **extra)


def explain_play(view: dict[str, Any], card: int | str, *, lang: Lang = "en") -> str:
    """Why a card would be played now, from the seat's view: what it does in this trick
    and what it sets up ("play A♠: it wins this trick and sets up 10♠").

    The reason of the heuristic is used when it would play the same card.
    """
    k = knowledge(view)
    c = int(Card(card))
    bot = HeuristicBot()
    plays = {x: Play(k.seat, Card(x)) for x in range(32) if legal_mask(k) >> x & 1}
    chosen, key = bot.card(k, plays) if plays else (c, "")
    return _card_reason(k, c, key if chosen == c else "", lang)


def _hand_mask(codes: list[str]) -> int:
    return CardSet(" ".join(codes)).mask
