"""The measured principles as a learner reads them, in English or Arabic: what a principle
is worth (:func:`principle_worth`), a hand where it matters (:func:`principle_example`),
a position to practise it (:func:`principle_practice`) and what a call tells the
caller's partner (:func:`call_signals`).  Every figure comes from the data file (:mod:`.store`).

>>> w = principle_worth("draw_trumps")
>>> w.report().rows[0][0].text()
'each time it comes up'
>>> e = principle_example("draw_trumps")
>>> e.game.to_move == e.seat, e.game.phase.value
(True, 'play')
>>> p = principle_practice("draw_trumps", 0)
>>> p.game.to_move == p.seat
True
>>> "→" in call_signals("hokum").text
True
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import cache
from html import escape
from typing import Any

from ..bots.knowledge import knowledge
from ..display.render import STYLE, isolate_html
from ..display.report import Report, Reported
from ..i18n import Join, Lang, Message, Seat, quote
from ..play.game import Game
from ..rules.actions import Action, action_words, parse_action
from ..rules.errors import BalootError, check_lang
from .inference import CALLS, CallReading
from .measure import position
from .odds import MatchScale, match_scale
from .principles import principle
from .principles import principle as principle_of
from .store import Pair, Stored, load_results

__all__ = [
    "Example",
    "Practice",
    "Scale",
    "Signals",
    "Worth",
    "better_action",
    "call_signals",
    "over_a_match",
    "principle_example",
    "principle_practice",
    "principle_worth",
]

#: |mean| below this many standard errors: no difference the simulation can measure
_CLEAR = 2.0
#: fewer cases than this: too few to say anything
_FEWEST = 30


def _thousands(n: int) -> str:
    return f"{n:,}"


def _verdict(mean: float, se: float, scored: bool, count: int) -> Message:
    if count < _FEWEST or math.isnan(se) or abs(mean) <= _CLEAR * se:
        return Message.of("worth.nothing")
    if scored:
        return Message.of("worth.match_pays" if mean > 0 else "worth.match_costs")
    return Message.of("worth.pays" if mean > 0 else "worth.costs")


def _label_cell(n: int, worth: tuple[float, float], win: float, scored: bool) -> Message:
    """One kind of case: its worth ± its error and how many hands; a lone hand has no error
    bar (its worth is said as one case, never "± 0.0"), and an error below 0.05 is said
    to two decimals rather than rounded to 0.0.

    >>> _label_cell(1, (-4.0, math.nan), math.nan, False).text()
    '-4.0 in the one hand seen: one case gives no error bar, too few to say'
    >>> _label_cell(1135, (0.06, 0.02), math.nan, False).text()
    '+0.06 ± 0.02 (1135 hands)'
    >>> _label_cell(0, (math.nan, math.nan), math.nan, False).text()
    'not seen'
    """
    mean, se = worth
    if not n:
        return Message.of("worth.label_none")
    if n == 1 or math.isnan(se):
        if scored:
            return Message.of("worth.label_match_one", value=mean, win=100 * win)
        return Message.of("worth.label_one", value=mean)
    if scored:
        return Message.of("worth.label_match", value=mean, se=se, win=100 * win, n=n)
    return Message.of("worth.label_fine" if se < 0.05 else "worth.label_value",
                      value=mean, se=se, n=n)  # fmt: skip


@dataclass(frozen=True, repr=False)
class Worth(Reported):
    """What following a principle is worth (see :func:`principle_worth`)."""

    stored: Stored
    lang: Lang = "en"

    def verdict(self) -> Message:
        """Pays, costs, or no measurable difference (by the match when it was measured
        at a match score), over all its cases."""
        return self.case_verdict("")

    def case(self, label: str) -> tuple[int, Pair, Pair]:
        """The count, worth and match-win change of the kind of case ``label`` (the whole
        principle's for a principle with a single kind, label "").

        >>> n, worth, _ = principle_worth("ace_before_ten").case("sun")
        >>> n > 100, worth[1] > 0
        (True, True)
        """
        s = self.stored
        if not label or label not in s.labels:
            return s.count, s.worth, s.win
        return s.label(label)

    def case_verdict(self, label: str) -> Message:
        """Pays, costs, or no measurable difference *in this kind of case* (``label``):
        a position is judged by the figure of its own kind of case, never by the whole
        principle's (in Sun, playing the Ace before the Ten measured nothing, although
        it pays over all cases).

        >>> principle_worth("ace_before_ten").verdict().key
        'worth.pays'
        >>> principle_worth("ace_before_ten").case_verdict("sun").key
        'worth.nothing'
        """
        n, worth, win = self.case(label)
        scored = not math.isnan(win[0])
        mean, se = win if scored else worth
        return _verdict(mean, se, scored, n)

    def case_cell(self, label: str) -> Message:
        """The figure of the kind of case ``label``: its worth ± its error and how many
        hands."""
        n, worth, (win, _) = self.case(label)
        return _label_cell(n, worth, win, not math.isnan(win))

    def report(self) -> Report:
        """The principle, its worth a case and a hand, how often, each case, the verdict."""
        s = self.stored
        p = principle(s.name)
        hands = _scale().hands
        rows: list[tuple[object, ...]] = [
            (Message.of("worth.case"),
             Message.of("worth.case_value", value=s.worth[0], se=s.worth[1])),
            (Message.of("worth.often"),
             Message.of("worth.often_value", rate=100 * s.rate, n=_thousands(s.count),
                        total=_thousands(4 * s.deals))),
            (Message.of("worth.hand"),
             Message.of("worth.hand_value", value=s.per_hand[0], se=s.per_hand[1])),
            (Message.of("worth.over_match", hands=hands),
             Message.of("worth.over_match_value", value=hands * s.per_hand[0],
                        se=hands * s.per_hand[1])),
        ]  # fmt: skip
        scored = not math.isnan(s.win[0])
        if scored:
            mine, theirs = p.scores
            rows.append((Message.of("worth.match"), Message.of(
                "worth.match_value", value=100 * s.win[0], se=100 * s.win[1], mine=mine,
                theirs=theirs)))  # fmt: skip
        for label in p.labels:
            if not label:
                continue
            n, worth, (win, _) = s.label(label)
            rows.append((Message.of(f"stratum.{label}"), _label_cell(n, worth, win, scored)))
        rows.append((Message.of("worth.verdict"), self.verdict()))
        note = Message.of("worth.note", deals=_thousands(s.deals), seed=s.seed)
        return Report(Message.of(f"principle.{s.name}"), tuple(rows), note, self.lang)


@cache
def _scale() -> MatchScale:
    return match_scale(load_results().outcomes)


@dataclass(frozen=True, repr=False)
class Scale(Reported):
    """What a gain a hand comes to over a match (see :func:`over_a_match`)."""

    scale: MatchScale
    lang: Lang = "en"

    def report(self) -> Report:
        """How long a match lasts, then a row per gain a hand: game points and matches."""
        s = self.scale
        rows: list[tuple[object, ...]] = [
            (Message.of("scale.match", target=s.target),
             Message.of("scale.match_value", hands=s.hands)),
        ]  # fmt: skip
        for edge, win in s.edges:
            rows.append((Message.of("scale.edge", edge=edge),
                         Message.of("scale.edge_value", points=edge * s.hands,
                                    win=100 * win)))  # fmt: skip
        note = Message.of("scale.note", matches=_thousands(s.matches), hands=_thousands(s.outcomes))
        return Report(Message.of("scale.title"), tuple(rows), note, self.lang)


def over_a_match(*, lang: Lang = "en") -> Scale:
    """What 0.1, 0.5, 1 and 2 game points a hand come to over a match to 152: its length in
    hands, the game points over it and the change in matches won, simulated from the
    hands the bots played to measure the play (:func:`~.odds.match_scale`).

    >>> s = over_a_match()
    >>> 10 < s.scale.hands < 16, [e for e, _ in s.scale.edges]
    (True, [0.1, 0.5, 1.0, 2.0])
    """
    return Scale(_scale(), check_lang(lang))


def principle_worth(name: str, *, lang: Lang = "en") -> Worth:
    """What following the principle ``name`` is worth, as measured (see :mod:`.measure`):
    a case and a hand, how often it comes up, each kind of case, and the verdict."""
    return Worth(load_results().principle(name), check_lang(lang))


@dataclass(frozen=True, repr=False)
class Example(Reported):
    """A hand where a principle matters (see :func:`principle_example`): ``game`` stops at the
    moment of the choice, ``seat`` is to act."""

    name: str
    game: Game
    seat: int
    follow: str
    against: str
    follow_points: tuple[int, int]
    against_points: tuple[int, int]
    swing: int
    unit: str
    deal: int
    seed: int
    lang: Lang = "en"

    def _line(self, action: str, points: tuple[int, int]) -> Message:
        team = self.seat & 1
        return Message.of("example.line", action=action_words(parse_action(action), "do"),
                          mine=points[team], theirs=points[1 - team])  # fmt: skip

    def report(self) -> Report:
        """Both lines as the bots played them, and the solver's view."""
        if self.swing == 0:
            solver = Message.of("example.solver_same")
        else:
            key = f"example.solver_{self.unit}" + ("" if self.swing > 0 else "_less")
            solver = Message.of(key, swing=abs(self.swing))
        rows = (
            (Message.of("example.follow"), self._line(self.follow, self.follow_points)),
            (Message.of("example.against"), self._line(self.against, self.against_points)),
            (Message.of("example.solver"), solver),
        )
        title = Message.of("example.title", seat=Seat(self.seat))
        note = Message.of("example.note", deal=self.deal, seed=self.seed)
        return Report(title, rows, note, self.lang)


def principle_example(name: str, *, lang: Lang = "en") -> Example:
    """The hand a lesson shows for the principle ``name``: the game at the moment of the
    choice (every hand as dealt), the two lines the bots played from there and what the
    solver says (see :func:`~.measure.pick_example`)."""
    stored = load_results().principle(name)
    e = stored.example
    if e is None:
        raise BalootError(Message.of("error.principle_unseen", name=quote(name)))
    state = position(e.seed, e.dealer, e.scores, e.case.at)
    game = Game(state)
    if e.case.follow_action not in {str(a) for a in game.legal_actions()}:
        raise BalootError(Message.of("error.principle_stale", name=quote(name)))
    return Example(name, game, e.case.seat, e.case.follow_action, e.case.against_action,
                   e.follow_points, e.against_points, e.swing, e.unit, e.case.deal, e.seed,
                   check_lang(lang))  # fmt: skip


@dataclass(frozen=True)
class Practice:
    """A position where a principle is at stake: ``game`` and the ``seat`` to act."""

    name: str
    game: Game
    seat: int


def principle_practice(name: str, index: int | None = None) -> Practice:
    """One of the positions of the principle ``name`` kept from its measurement (the
    first cases of its run): ``index`` 0, 1, 2... or None for one at random."""
    stored = load_results().principle(name)
    if not stored.practice:
        raise BalootError(Message.of("error.principle_unseen", name=quote(name)))
    if index is None:
        index = random.randrange(len(stored.practice))
    if (
        isinstance(index, bool)
        or not isinstance(index, int)
        or not 0 <= index < len(stored.practice)
    ):
        top = len(stored.practice) - 1
        raise BalootError(Message.of("error.practice_index", top=top, index=quote(index)))
    deal, seat, at = stored.practice[index]
    p = principle(name)
    seed = stored.seed * 100_000 + deal
    state = position(seed, deal % 4, p.match_scores(seat & 1), at)
    return Practice(name, Game(state), seat)


def better_action(record: dict[str, Any], principle: str) -> Action | None:
    """At the position where a hand ``record`` stops, the action that pays as measured for
    the principle called ``principle``: the principle's own action where following it
    gains *in this kind of case* (the position's label: Sun or Hokum, proven or not...),
    the other where it costs, and None where the simulation measured no difference
    either way (the figure within twice its standard error); a BalootError where the
    principle is not at stake.  Drawing trumps pays at the first lead (position 6), and
    measured nothing later in the hand (position 0):

    >>> p = principle_practice("draw_trumps", 6)
    >>> str(better_action(p.game.to_record(), "draw_trumps")).split()[1]
    'play'
    >>> better_action(principle_practice("draw_trumps", 0).game.to_record(), "draw_trumps") is None
    True
    >>> p = principle_practice("second_hand_low", 0)
    >>> better_action(p.game.to_record(), "second_hand_low") is None
    True
    """
    game = Game.from_record(record)
    seat = game.to_move
    rule = principle_of(principle)
    if seat is None:
        raise BalootError(Message.of("error.principle_over"))
    seen = game.view(seat)
    choice = rule.at(knowledge(seen), list(seen.legal))
    if choice is None:
        raise BalootError(Message.of("error.principle_not_here", name=quote(principle)))
    key = principle_worth(principle).case_verdict(choice.label).key
    if key == "worth.nothing":
        return None
    return choice.follow if key.endswith("pays") else choice.against


@dataclass(frozen=True, repr=False)
class Signals(Reported):
    """What one kind of call tells about the caller's cards (see :func:`call_signals`)."""

    call: str
    reading: CallReading
    lang: Lang = "en"

    def report(self) -> Report:
        """A row per fact: before anyone spoke, and after the call."""
        r = self.reading
        rows = tuple(
            (Message.of(f"signal.fact.{fact}"),
             Message.of("signal.row", before=r.before(self.call, fact), after=r.after(self.call, fact)))
            for fact in CALLS[self.call]
        )  # fmt: skip
        title = Message.of(
            "signal.title", call=Message.of(f"signal.call.{self.call}"), n=_thousands(r.deals)
        )
        note = Message.of(
            "signal.note",
            calls=_thousands(r.count(self.call)),
            hands=_thousands(r.hands[self.call]),
        )
        return Report(title, ((Message.of("signal.head"), ""), *rows), note, self.lang)

    def _repr_html_(self) -> str:
        """The report's table, then a bar per fact: before (grey) and after the call."""
        r, lang = self.reading, self.lang
        say = isolate_html if lang == "ar" else escape
        bars = []
        for fact in CALLS[self.call]:
            name = say(Message.of(f"signal.fact.{fact}").text(lang))
            row = []
            for share, colour in ((r.before(self.call, fact), "var(--jp-border-color1,#999)"),
                                  (r.after(self.call, fact), "var(--jp-brand-color1,#1976d2)")):  # fmt: skip
                row.append(
                    f'<div style="display:flex;align-items:center;gap:.4em">'
                    f'<div style="width:{round(240 * share)}px;height:.8em;background:{colour}"></div>'
                    f"<span>{share:.0%}</span></div>"
                )
            bars.append(f'<div style="margin:.3em 0"><div>{name}</div>{"".join(row)}</div>')
        direction = ' dir="rtl"' if lang == "ar" else ""
        picture = f'<div class="bw-pic bw-signals"{direction}>{"".join(bars)}</div>'
        return self.report().html() + STYLE + picture


def call_signals(call: str, *, lang: Lang = "en") -> Signals:
    """What a ``call`` ("pass", "hokum", "sun" or "double") tells about the caller's cards,
    counted over simulated auctions (see :mod:`.inference`)."""
    if call not in CALLS:
        raise BalootError(
            Message.of(
                "error.signal_call", call=quote(call), calls=Join(tuple(CALLS), words="join.list")
            )
        )
    data = load_results().data.get("inference")
    if data is None:
        raise BalootError(Message.of("error.signals_unmeasured"))
    return Signals(call, CallReading.from_json(data), check_lang(lang))
