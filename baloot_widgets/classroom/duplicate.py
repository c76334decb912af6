"""Duplicate Baloot: the tables of a class compared deal by deal (docs/architecture.md,
"Duplicate deals").

Every table of a class plays the same deals (:mod:`.series`) and keeps its hands
(:mod:`.hands`).  :func:`compare_tables` puts them side by side.  For each deal and table:

* the **contract** bought and the **result**, in game points per team;
* the **duplicate score** ("vs others"): the table's net score for Team 0·2 (its points
  minus Team 1·3's) minus the average net score of the *other* tables at that deal.  Like
  cross-IMPs or the Butler score of duplicate bridge, but without a scale: Baloot's game
  points are already small numbers (a Sun hand is worth 26), so the difference itself is
  the score.  Team 1·3's score is the opposite.  A deal everyone passed counts 0 - 0;
* **par**: the double-dummy value of the contract bought at that table (the solver, all
  hands open, both teams playing perfectly from the first card; the projects and the
  Baloot as declared at the table), and "vs par", the net score minus par's net score.  A
  table above par was given Abnat by the other team; below par, it gave them away.

Each deal names its **key moment**, a point to discuss with the students: at the table
furthest *below* par (for the team of its students; a table with students first), else at
the table furthest from par, the card of a student that cost the most Abnat, else the
costliest card, then said to be a bot's (the review, :mod:`baloot_widgets.review`).  The
review is bounded by ``review_nodes`` positions of the solver (from the last trick back),
never by seconds: the same hands always give the same key moment, on any machine, in any
language.  When the budget leaves cards only bounded, the sentence says so.

>>> from baloot_widgets.bots import make_bot
>>> from baloot_widgets.classroom.hands import class_hand, class_hand_record
>>> from baloot_widgets.classroom.series import ClassSeries
>>> hands = []
>>> for table, bot in (("Heuristic", "heuristic"), ("Random", "random")):
...     game = ClassSeries.of("HAWK").game(2)
...     _ = game.play_bots({s: make_bot(bot, s) for s in range(4)})
...     hands.append(class_hand(class_hand_record(game, code="HAWK", deal=2, table=table,
...                                               players=[bot] * 4)))
>>> results = compare_tables(hands, review_nodes=None)
>>> deal = results.deals[0]
>>> [(r.table, r.points, r.par) for r in deal.results]
[('Heuristic', (10, 16), (4, 22)), ('Random', (0, 26), (0, 26))]
>>> [r.vs_others for r in deal.results], [r.vs_par for r in deal.results]
([20.0, -20.0], [12, 0])
>>> print(deal.key.text())
key moment at Heuristic, trick 4 (a bot's card): Seat 1 played A♥ where Q♣ was best: it cost 22 Abnat
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from html import escape
from pathlib import Path
from time import perf_counter

from ..display.render import STYLE, isolate_html
from ..display.report import cell_text
from ..i18n import Join, Lang, Message, Seat, quote
from ..i18n.bidi import plain_text
from ..review import ReviewJob
from ..review.exact import Walk
from ..review.summary import Perfect, contract_words, perfect_play
from ..rules.actions import Play
from ..rules.cards import Card
from ..rules.contract import Contract
from ..rules.errors import BalootError, check_lang
from ..rules.state import Phase
from .hands import HUMAN, ClassHand, read_class_hands
from .series import ClassSeries

__all__ = [
    "REVIEW_NODES",
    "DealComparison",
    "DuplicateResults",
    "KeyMoment",
    "TableResult",
    "compare_tables",
    "duplicate_results",
]

#: a table of the results: its title, its header, its rows and the note under it
Section = tuple[object, tuple[object, ...], list[tuple[object, ...]], object]

#: the most positions the solver searches for a deal's key moment after par (a few
#: seconds on one core; the cards are valued from the last trick back, and a review cut
#: short names the costliest card among those valued exactly).  Positions, not seconds:
#: the same hands give the same key moment on every machine and at every run.
REVIEW_NODES = 300_000


@dataclass(frozen=True)
class TableResult:
    """One table's hand of a deal (see the module docstring): its ``points`` and ``par``
    are game points (Team 0·2, Team 1·3); ``par`` is None when no card was played."""

    table: str
    players: tuple[str, ...]
    contract: Contract | None
    points: tuple[int, int]
    par: tuple[int, int] | None
    vs_others: float | None = None
    #: par's card Abnat (Team 0·2, Team 1·3), None without par
    par_abnat: tuple[int, int] | None = None

    @property
    def net(self) -> int:
        """Team 0·2's points minus Team 1·3's."""
        return self.points[0] - self.points[1]

    @property
    def vs_par(self) -> int | None:
        """The net score minus par's net score (None without par)."""
        return None if self.par is None else self.net - (self.par[0] - self.par[1])


@dataclass(frozen=True)
class KeyMoment:
    """The costliest card at a table: its ``trick``, ``seat``, ``card``, the best cards
    (the first is named) and the Abnat it cost; ``bot``: the card was a bot's, not a
    student's; ``bounded``: how many cards of the table the review's budget left with
    bounds only (0: every card valued exactly)."""

    table: str
    trick: int
    seat: int
    card: Card
    best: tuple[Card, ...]
    loss: int
    bot: bool = False
    bounded: int = 0

    @property
    def complete(self) -> bool:
        """True when every card of the table was valued exactly."""
        return self.bounded == 0

    @property
    def message(self) -> Message:
        """The key moment as a sentence."""
        said = Message.of(
            "duplicate.key_bot" if self.bot else "duplicate.key_moment", table=self.table,
            trick=self.trick, seat=Seat(self.seat), card=self.card, best=self.best[0],
            loss=self.loss,
        )  # fmt: skip
        if self.complete:
            return said
        return Message.of("duplicate.key_partial", line=said, n=self.bounded)

    def text(self, lang: Lang = "en") -> str:
        """The sentence in ``lang`` (in Arabic its cards kept left to right, as printed)."""
        return plain_text(self.message.text(lang), lang)


@dataclass(frozen=True)
class DealComparison:
    """One deal of the series at every table that played it: ``results`` by table name,
    the deal's ``key`` moment (None when no card cost Abnat where the review looked)."""

    deal: int
    dealer: int
    results: tuple[TableResult, ...]
    key: KeyMoment | None
    seconds: float = 0.0  #: the time the comparison of this deal took


@dataclass(frozen=True)
class DuplicateResults:
    """A class's tables compared deal by deal; ``problems``: a sentence for each file or
    hand left out.  Shown as text (``print(results.text)``) or as HTML tables in a
    notebook, in ``lang``."""

    code: str
    deals: tuple[DealComparison, ...]
    problems: tuple[str, ...] = ()
    lang: Lang = "en"
    tables: tuple[str, ...] = field(default=())

    def in_lang(self, lang: Lang) -> DuplicateResults:
        """The same results in another language."""
        return replace(self, lang=check_lang(lang))

    def totals(self) -> dict[str, tuple[int, float, int]]:
        """Each table's deals played, its duplicate score over them (vs others) and its
        score against par, summed."""
        out: dict[str, tuple[int, float, int]] = {t: (0, 0.0, 0) for t in self.tables}
        for deal in self.deals:
            for r in deal.results:
                n, others, par = out[r.table]
                out[r.table] = (n + 1, others + (r.vs_others or 0.0), par + (r.vs_par or 0))
        return out

    def sections(self) -> list[Section]:
        """The results as tables: (title, header, rows, note under it); the totals first,
        the best duplicate score on top."""
        head = (Message.of("duplicate.col_table"), Message.of("duplicate.deals_played"),
                Message.of("duplicate.vs_others"), Message.of("duplicate.vs_par"))  # fmt: skip
        ranked = sorted(self.totals().items(), key=lambda item: (-item[1][1], item[0]))
        totals: list[tuple[object, ...]] = [
            (t, n, _signed(o), _signed(p)) for t, (n, o, p) in ranked
        ]
        title = Message.of("duplicate.title", code=self.code)
        out: list[Section] = [(title, head, totals, Message.of("duplicate.how_scored"))]
        cols = (Message.of("duplicate.col_table"), Message.of("duplicate.players"),
                Message.of("duplicate.col_contract"), Message.of("duplicate.result"),
                Message.of("duplicate.vs_others"), Message.of("duplicate.par"),
                Message.of("duplicate.vs_par"))  # fmt: skip
        for deal in self.deals:
            rows: list[tuple[object, ...]] = [
                (r.table, _players(r.players), _contract(r.contract), _points(r.points),
                 _signed(r.vs_others), "—" if r.par is None else _points(r.par),
                 _signed(r.vs_par))
                for r in deal.results
            ]  # fmt: skip
            key = deal.key.message if deal.key is not None else Message.of("duplicate.no_key")
            title = Message.of("duplicate.deal_title", n=deal.deal, dealer=Seat(deal.dealer))
            out.append((title, cols, rows, key))
        if self.problems:
            rows = [(p,) for p in self.problems]
            out.append((Message.of("duplicate.left_out"), (), rows, None))
        return out

    @property
    def text(self) -> str:
        """The results as lines of text."""
        lang = self.lang
        lines: list[str] = []
        for title, head, rows, note in self.sections():
            lines.append(cell_text(title, lang))
            if head:
                lines.append("  " + " | ".join(cell_text(c, lang) for c in head))
            lines += ["  " + " | ".join(cell_text(c, lang) for c in row) for row in rows]
            if note is not None:
                lines.append("  " + cell_text(note, lang))
        return plain_text("\n".join(lines), lang)  # Arabic: cards kept left to right

    def html(self) -> str:
        """The results as HTML tables (right to left in Arabic; cards and signed numbers
        kept left to right)."""
        lang = self.lang
        say = isolate_html if lang == "ar" else escape
        direction = ' dir="rtl"' if lang == "ar" else ""
        parts = [f'{STYLE}{_STYLE}<div class="bw-duplicate" lang="{lang}"{direction}>']
        for title, head, rows, note in self.sections():
            parts.append(f'<h4>{say(cell_text(title, lang))}</h4><table class="bw-table">')
            if head:
                cells = "".join(f'<th scope="col">{say(cell_text(c, lang))}</th>' for c in head)
                parts.append(f"<thead><tr>{cells}</tr></thead>")
            body = "".join(
                "<tr>" + "".join(_td(cell_text(c, lang), say) for c in row) + "</tr>"
                for row in rows
            )
            parts.append(f"<tbody>{body}</tbody></table>")
            if note is not None:
                parts.append(f'<p class="bw-note">{say(cell_text(note, lang))}</p>')
        parts.append("</div>")
        return "".join(parts)

    def _repr_html_(self) -> str:
        return self.html()

    def __repr__(self) -> str:
        return self.text


_STYLE = (
    "<style>.bw-duplicate .bw-table{width:auto;border-collapse:collapse;margin:.2em 0}"
    ".bw-duplicate th,.bw-duplicate td{text-align:start;padding:.15em .6em;vertical-align:top}"
    ".bw-duplicate tbody tr:nth-child(n){background:transparent}"
    ".bw-duplicate th{border-bottom:1px solid var(--jp-border-color1,#999)}"
    ".bw-duplicate h4{margin:.8em 0 .2em}.bw-duplicate .bw-note{margin:.2em 0 .6em}"
    ".bw-duplicate td.bw-num{white-space:nowrap}</style>"
)
#: a cell that is a number, a score or a result
_NUMBER = re.compile(r"[-+−–—.\d ]+")


def _td(text: str, say: Callable[[str], str]) -> str:
    """A cell of the HTML tables: a score or a result ("+12", "10 – 16") never breaks."""
    kind = ' class="bw-num"' if _NUMBER.fullmatch(text) else ""
    return f"<td{kind}>{say(text)}</td>"


def _signed(x: float | int | None) -> str:
    """A score with its sign (− for minus), one decimal when it has one; — for none."""
    if x is None:
        return "—"
    shown = f"{x:+.1f}".rstrip("0").rstrip(".") if isinstance(x, float) else f"{x:+d}"
    return "0" if shown in ("+0", "-0") else shown.replace("-", "−")


def _points(points: tuple[int, int]) -> str:
    return f"{points[0]} – {points[1]}"


def _contract(c: Contract | None) -> object:
    return Message.of("duplicate.all_passed") if c is None else contract_words(c)


def _players(players: Sequence[str]) -> object:
    humans = tuple(Seat(s) for s, p in enumerate(players) if p == HUMAN)
    bots = tuple(dict.fromkeys(p for p in players if p != HUMAN))
    if not humans:
        return Message.of("duplicate.bots_only", bots=", ".join(bots))
    seats = Join(humans, words="join.and")
    one = "human" if len(humans) == 1 else "humans"
    if not bots:
        return Message.of(f"duplicate.{one}_only", seats=seats)
    return Message.of(f"duplicate.{one}_bots", seats=seats, bots=", ".join(bots))


# ---- the comparison ------------------------------------------------------------------------


def _par(hand: ClassHand) -> tuple[Perfect | None, Walk | None]:
    """Par of a table's hand (perfect play from the first card, all hands open) and the
    solver's walk that found it (None, None when no card was played)."""
    final = hand.state
    first = next(
        (s for s, a in zip(hand.states, final.history, strict=False)
         if isinstance(a, Play) and s.phase is Phase.PLAY),
        None,
    )  # fmt: skip
    if final.contract is None or first is None or final.result is None:
        return None, None
    walk = Walk.of(final)
    return perfect_play(walk, first, final), walk


def _key_moment(hand: ClassHand, walk: Walk | None, nodes: int | None) -> KeyMoment | None:
    """The costliest card of a student at ``hand`` (else the costliest card, a bot's),
    from a review of at most ``nodes`` positions after par (None: every card; the review's
    quick first pass, every card exact or bounded, is always done)."""
    job = ReviewJob(hand.record, walk=walk)  # the positions par searched are known already
    if job.walk is None:
        return None
    solver = job.walk.solver.kernel
    start = solver.nodes()
    while not job.cards_ready:  # the cards, last trick first (in budgets of positions)
        if nodes is not None and job.board_ready and solver.nodes() - start >= nodes:
            break  # the first pass (the job's own budgets) always, then ``nodes`` in all
        job.step(0.0)  # one piece or slice: its size is counted in positions, not seconds
    review = job.result()
    worst = review.mistakes()
    if not worst:
        return None
    m = next((m for m in worst if m.seat in hand.humans), worst[0])
    assert m.card is not None and m.trick is not None and m.loss is not None
    bounded = sum(1 for c in review.moves if c.pending and c.card is not None)
    bot = m.seat not in hand.humans
    return KeyMoment(hand.table, m.trick, m.seat, m.card, m.best, m.loss, bot, bounded)


def _students_vs_par(r: TableResult) -> int:
    """How far a table is from par for its students' team (Team 0·2 unless its students
    all sit in Team 1·3); a bots' table counts for Team 0·2."""
    humans = [s for s, p in enumerate(r.players) if p == HUMAN]
    team_1 = bool(humans) and all(s & 1 for s in humans)
    vs_par = r.vs_par or 0
    return -vs_par if team_1 else vs_par


def _key_table(results: Sequence[TableResult]) -> TableResult | None:
    """The table a deal's key moment is taken from: the one furthest below par for its
    students (tables with students first), else the one furthest from par; None when
    every table made par."""
    below = [r for r in results if _students_vs_par(r) < 0]
    if below:
        return min(below, key=lambda r: (HUMAN not in r.players, _students_vs_par(r)))
    return max((r for r in results if r.vs_par), key=lambda r: abs(r.vs_par or 0), default=None)


def _compare_deal(
    deal: int, hands: Sequence[ClassHand], review_nodes: int | None
) -> DealComparison:
    start = perf_counter()
    results: list[TableResult] = []
    walks: dict[str, Walk | None] = {}
    for hand in hands:
        result = hand.state.result
        points = (0, 0) if result is None else (result.points[0], result.points[1])
        par, walks[hand.table] = _par(hand)
        results.append(
            TableResult(
                hand.table, hand.players, hand.state.contract, points,
                None if par is None else par.points, None, None if par is None else par.abnat,
            )
        )  # fmt: skip
    nets = [r.net for r in results]
    if len(results) > 1:
        total = sum(nets)
        results = [
            replace(r, vs_others=r.net - (total - r.net) / (len(results) - 1)) for r in results
        ]
    far = _key_table(results)
    key = None
    if far is not None:
        hand = next(h for h in hands if h.table == far.table)
        key = _key_moment(hand, walks[far.table], review_nodes)
    dealer = hands[0].state.dealer
    return DealComparison(deal, dealer, tuple(results), key, perf_counter() - start)


def compare_tables(
    hands: Iterable[ClassHand],
    *,
    code: str | None = None,
    review_nodes: int | None = REVIEW_NODES,
    lang: Lang = "en",
    problems: Sequence[str] = (),
) -> DuplicateResults:
    """The tables' hands of a class compared deal by deal (see the module docstring).
    ``code`` picks the class when the hands hold several; a hand that is not the class's
    deal (its cards or dealer differ from the series), an unfinished hand, and a second
    hand of one table for one deal are left out with a sentence in ``problems``."""
    lang = check_lang(lang)
    hands = list(hands)
    codes = sorted({h.code for h in hands})
    if code is None:
        if len(codes) > 1:
            raise BalootError(Message.of("duplicate.several_classes", codes=", ".join(codes)))
        if not codes:
            raise BalootError(Message.of("duplicate.no_hands"))
        code = codes[0]
    series = ClassSeries.of(code)
    left = list(problems)
    by_deal: dict[int, dict[str, ClassHand]] = {}
    for h in hands:
        if h.code != series.code:
            continue
        named = Message.of("duplicate.hand_named", table=h.table, n=h.deal)
        start = h.states[0]
        if start.pack != series.pack(h.deal) or start.dealer != series.dealer(h.deal):
            left.append(
                Message.of("duplicate.not_the_deal", hand=named, code=series.code).text(lang)
            )
        elif not h.state.is_over:
            left.append(Message.of("duplicate.unfinished", hand=named).text(lang))
        elif h.table in by_deal.setdefault(h.deal, {}):
            left.append(Message.of("duplicate.twice", hand=named).text(lang))
        else:
            by_deal[h.deal][h.table] = h
    if not any(by_deal.values()):
        raise BalootError(Message.of("duplicate.no_class_hands", code=series.code))
    deals = tuple(
        _compare_deal(n, [tables[t] for t in sorted(tables)], review_nodes)
        for n, tables in sorted(by_deal.items())
        if tables
    )
    names = tuple(sorted({t for tables in by_deal.values() for t in tables}))
    return DuplicateResults(series.code, deals, tuple(left), lang, names)


def duplicate_results(
    *paths: str | Path,
    code: str | None = None,
    lang: Lang = "en",
    review_nodes: int | None = REVIEW_NODES,
) -> DuplicateResults:
    """The tables of a class compared deal by deal, from the hand files its tables saved
    (files, or folders such as the ``class-7B`` folders collected from each computer).
    A file that is not a class table's hand is named in the results' ``problems``."""
    lang = check_lang(lang)
    if not paths:
        raise BalootError(Message.of("duplicate.no_paths"))
    hands, problems = read_class_hands(*paths)
    if not hands:
        shown = ", ".join(quote(str(p)) for p in paths)
        raise BalootError(Message.of("duplicate.nothing_read", paths=shown, n=len(problems)))
    return compare_tables(hands, code=code, review_nodes=review_nodes, lang=lang, problems=problems)
