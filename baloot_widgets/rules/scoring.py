"""Scoring a hand: card Abnat to game points, projects, Khasara, Kaboot, multipliers,
Gahwa and Baloot (RULES.md §9), with the score sheet line by line.

>>> from baloot_widgets import Contract, game_points, score_hand
>>> game_points(74, 56, "sun"), game_points(86, 76, "hokum")
((14, 12), (8, 8))
>>> s = score_hand(Contract(mode="hokum", trump="S", buyer=0), abnat=(72, 90), tricks=(3, 5))
>>> s.points, s.outcome
((0, 16), 'khasara')
>>> print(s.sheet())
Team 0·2: 72 Abnat of cards → 7
Team 1·3: 90 Abnat of cards → 9
Khasara: the buyer's team has 7 against 9; Team 1·3 takes all 16
Total: 0 – 16
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from ..cards import Card, CardLike, CardSet, Rank
from ..errors import BalootError
from ..terms import Lang, foul_name, phrase, team_name, term
from .contract import Contract, Mode
from .projects import Project, baloot_allowed, compare_projects, project_from_cards
from .ruleset import RuleSet

__all__ = [
    "HandScore",
    "Outcome",
    "ScoreLine",
    "SheetBuilder",
    "baloot_team_of",
    "card_game_points",
    "game_points",
    "score_declared",
    "score_hand",
    "total_abnat",
]

Outcome = Literal["made", "khasara", "kaboot", "gahwa", "tie_split", "qayd", "redeal"]

_TEAM_FIELDS = ("team", "winner", "offender")


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One line of a score sheet: a ``key`` naming the reason, the ``team`` it concerns,
    its ``points`` (or None for a comment) and the fields of its sentence."""

    key: str
    team: int | None = None
    points: int | None = None
    fields: tuple[tuple[str, object], ...] = ()

    def text(self, lang: Lang = "en") -> str:
        """The line as a sentence in English or Arabic."""
        values: dict[str, object] = {}
        for name, value in self.fields:
            if name in _TEAM_FIELDS and isinstance(value, int):
                values[name] = team_name(value, lang)
            elif name == "foul" and isinstance(value, str):
                values[name] = foul_name(value, lang)
            elif name == "project" and isinstance(value, Project):
                values[name] = f"{term(value.kind, lang)} ({value.shown})"
            else:
                values[name] = value
        return phrase(self.key, lang, **values)

    def as_dict(self, lang: Lang = "en") -> dict[str, object]:
        """JSON-ready form (used by the widget's score sheet)."""
        return {"key": self.key, "team": self.team, "points": self.points, "text": self.text(lang)}


@dataclass(frozen=True, slots=True)
class HandScore:
    """The result of a hand: ``points`` (team 0·2, team 1·3), the ``outcome`` and the
    score sheet ``lines``.  ``match_winner`` is set when the hand decides the match (Gahwa)."""

    points: tuple[int, int]
    outcome: Outcome
    lines: tuple[ScoreLine, ...] = ()
    match_winner: int | None = None
    card_points: tuple[int, int] = (0, 0)
    project_team: int | None = None

    def sheet(self, lang: Lang = "en") -> str:
        """The score sheet as text, one line per reason."""
        return "\n".join(line.text(lang) for line in self.lines)


def total_abnat(mode: Mode) -> int:
    """All card Abnat of a hand with the last-trick 10: 130 in Sun, 162 in Hokum."""
    return 130 if mode == "sun" else 162


def card_game_points(x: int, mode: Mode, rules: RuleSet | None = None) -> int:
    """Game points of one team's card Abnat ``x``, before the Hokum total check (RULES §9.2).

    >>> card_game_points(74, "sun"), card_game_points(75, "sun"), card_game_points(85, "hokum")
    (14, 15, 8)
    """
    q, r = divmod(x, 10)
    if mode == "sun":
        if rules is not None and rules.sun_multiply_then_round:
            return (2 * x + 5) // 10
        return 2 * q + (0 if r < 5 else 1 if r == 5 else 2)
    return q + (1 if r >= 6 else 0)


def game_points(
    abnat_b: int, abnat_d: int, mode: Mode, *, rules: RuleSet | None = None
) -> tuple[int, int]:
    """Card Abnat of the buyer's team and the defenders → game points (RULES.md §9.2).

    Sun: round to the nearest 10 (a 5 stays), then x 2 / 10; the two always total 26.
    Hokum: .5 rounds down; if the two then total 17, the team with more Abnat gives one back.

    >>> game_points(75, 55, "sun"), game_points(85, 77, "hokum")
    ((15, 11), (8, 8))
    >>> from baloot_widgets import RuleSet
    >>> game_points(74, 56, "sun", rules=RuleSet(sun_multiply_then_round=True))
    (15, 11)
    >>> game_points(74, 50, "sun")
    Traceback (most recent call last):
    ...
    baloot_widgets.errors.BalootError: Sun card Abnat always total 130 with the last trick's 10, but 74 + 50 = 124
    """
    if mode not in ("sun", "hokum"):
        raise BalootError(f"mode must be 'sun' or 'hokum', not {mode!r}")
    for x in (abnat_b, abnat_d):
        if isinstance(x, bool) or not isinstance(x, int) or x < 0:
            raise BalootError(f"Abnat must be whole numbers of 0 or more, not {x!r}")
    total = total_abnat(mode)
    if abnat_b + abnat_d != total:
        raise BalootError(
            f"{'Sun' if mode == 'sun' else 'Hokum'} card Abnat always total {total} with the "
            f"last trick's 10, but {abnat_b} + {abnat_d} = {abnat_b + abnat_d}"
        )
    gb = card_game_points(abnat_b, mode, rules)
    gd = card_game_points(abnat_d, mode, rules)
    if mode == "hokum" and gb + gd == 17:
        if abnat_b > abnat_d:
            gb -= 1
        else:
            gd -= 1
    return gb, gd


def _as_projects(
    projects: Mapping[int, Iterable[Project | str]] | None, contract: Contract
) -> dict[int, list[Project]]:
    out: dict[int, list[Project]] = {}
    for seat, items in (projects or {}).items():
        if not isinstance(seat, int) or not 0 <= seat <= 3:
            raise BalootError(f"projects are given per seat 0-3, not {seat!r}")
        out[seat] = [
            p if isinstance(p, Project) else project_from_cards(p, contract) for p in items
        ]
    return out


def _check_declarations(declared: Mapping[int, Sequence[Project]], rules: RuleSet) -> None:
    """No card in two projects, at most ``max_projects_per_player`` each (RULES.md §7)."""
    used = 0
    for seat, projects in declared.items():
        if len(projects) > rules.max_projects_per_player:
            raise BalootError(
                f"seat {seat} declares {len(projects)} projects, but a player may declare at "
                f"most {rules.max_projects_per_player} (RULES §7)"
            )
        for p in projects:
            if p.cards.mask & used:
                shared = CardSet(p.cards.mask & used)
                raise BalootError(f"{shared} would be in two projects: no card may be (RULES §7)")
            used |= p.cards.mask


def _pair(value: Sequence[int], what: str) -> tuple[int, int]:
    if len(value) != 2 or any(
        isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in value
    ):
        raise BalootError(f"{what} must be two whole numbers (team 0·2, team 1·3), not {value!r}")
    return int(value[0]), int(value[1])


class SheetBuilder:
    """Collects score lines."""

    def __init__(self) -> None:
        self.lines: list[ScoreLine] = []

    def add(self, key: str, team: int | None = None, value: int | None = None, **f: object) -> None:
        if team is not None:
            f.setdefault("team", team)
        if value is not None:
            f.setdefault("points", value)
        self.lines.append(ScoreLine(key, team, value, tuple(f.items())))


def score_hand(
    contract: Contract,
    abnat: Sequence[int],
    tricks: Sequence[int],
    projects: Mapping[int, Iterable[Project | str]] | None = None,
    baloot: int | None = None,
    floor: CardLike | None = None,
    dealer: int = 0,
    rules: RuleSet | None = None,
    *,
    sawa_failed_by: int | None = None,
) -> HandScore:
    """Score a completed hand exactly as RULES.md §9 says, with the score sheet.

    ``abnat`` and ``tricks`` are (team 0·2, team 1·3), Abnat including the last-trick 10;
    ``projects`` maps a seat to its declared projects (Project objects or card text);
    ``baloot`` is the seat holding K+Q of trumps; ``dealer`` fixes who plays first in
    trick 1 (tied projects); ``sawa_failed_by`` is the seat of a false Sawa whose team
    then lost a trick (RULES.md §8).

    >>> from baloot_widgets import Contract
    >>> sun = Contract(mode="sun", buyer=0)
    >>> score_hand(sun, abnat=(60, 70), tricks=(4, 4), projects={0: ["KS QS JS 10S"]}).points
    (22, 14)
    >>> score_hand(sun, abnat=(130, 0), tricks=(8, 0), projects={2: ["AH KH QH JH"]}).points
    (54, 0)
    """
    rules = rules or _DEFAULT_RULES
    if not isinstance(contract, Contract):
        raise BalootError(f"contract must be a Contract, not {contract!r}")
    a = _pair(abnat, "abnat")
    n = _pair(tricks, "tricks")
    if n[0] + n[1] != 8:
        raise BalootError(f"a hand has 8 tricks, but {n[0]} + {n[1]} = {n[0] + n[1]}")
    game_points(a[0], a[1], contract.mode)  # validates the Abnat total
    for team in (0, 1):
        if n[team] == 0 and a[team] > 0:
            raise BalootError(f"{team_name(team)} won no trick, so it cannot have {a[team]} Abnat")
    declared = _as_projects(projects, contract)
    _check_declarations(declared, rules)
    if baloot is not None and contract.trump is None:
        raise BalootError("Baloot exists only in Hokum")
    floor_card = None if floor is None else Card(floor)
    return score_declared(
        contract, a, n, declared, baloot, floor_card, dealer, rules, sawa_failed_by
    )


def baloot_team_of(
    holder: int, declared: Iterable[Project], contract: Contract, rules: RuleSet
) -> int | None:
    """The team that scores the Baloot of seat ``holder`` (who declared ``declared``), or
    None: no Baloot inside another project (RULES.md §7), and with
    ``baloot_bidder_team_only`` only the buyer's team scores it.  Hands that end by Qayd
    use it too.

    >>> from baloot_widgets import Contract, RuleSet
    >>> hokum = Contract(mode="hokum", trump="H", buyer=1)
    >>> baloot_team_of(0, [], hokum, RuleSet()), baloot_team_of(0, [], hokum,
    ...     RuleSet(baloot_bidder_team_only=True))
    (0, None)
    """
    if not baloot_allowed(declared, contract):
        return None
    if rules.baloot_bidder_team_only and holder & 1 != contract.buyer_team:
        return None
    return holder & 1


def score_declared(
    contract: Contract,
    a: tuple[int, int],
    n: tuple[int, int],
    declared: Mapping[int, Sequence[Project]],
    baloot: int | None,
    floor_card: Card | None,
    dealer: int,
    rules: RuleSet,
    sawa_failed_by: int | None = None,
) -> HandScore:
    """:func:`score_hand` for inputs already checked: card Abnat ``a`` and tricks ``n`` per
    team, the declared :class:`Project` lists per seat.  The engine and the bots' playouts
    call it directly; everyone else calls :func:`score_hand`, which checks first.

    >>> from baloot_widgets import Contract, RuleSet
    >>> score_declared(Contract(mode="sun", buyer=0), (74, 56), (4, 4), {}, None, None, 0,
    ...                RuleSet()).points
    (14, 12)
    """
    first = contract.buyer if rules.bidder_leads_first else (dealer + 1) % 4
    sheet = SheetBuilder()
    B, D = contract.buyer_team, contract.defender_team
    m = contract.multiplier
    pm = min(m, 2) if rules.project_multiplier_cap_2 else m

    # Baloot (step 7) is decided up front; it is added at the end.
    baloot_team: int | None = None
    if baloot is not None:
        baloot_team = baloot_team_of(baloot, declared.get(baloot, []), contract, rules)
        if not baloot_allowed(declared.get(baloot, []), contract):
            sheet.add("baloot_void", seat=baloot)

    def proj_gp(team: int) -> int:
        return sum(
            p.game_points(contract) for s, ps in declared.items() if s & 1 == team for p in ps
        )

    def proj_abnat(team: int) -> int:
        return sum(p.abnat for s, ps in declared.items() if s & 1 == team for p in ps)

    def list_projects(team: int, mult: int = 1) -> None:
        for s in sorted(declared):
            if s & 1 == team:
                for p in declared[s]:
                    sheet.add("project", team, p.game_points(contract) * mult, project=p, seat=s)

    points = [0, 0]
    card = [0, 0]
    match_winner: int | None = None
    outcome: Outcome
    project_team: int | None = None
    sweeper = 0 if n[0] == 8 else 1 if n[1] == 8 else None
    if sweeper is not None:
        # Step 1: Kaboot.
        base = 44 if contract.mode == "sun" else 25
        if (
            rules.kaboot_ace_floor_doubles
            and floor_card is not None
            and floor_card.rank == Rank.ACE
        ):
            base *= 2
        if rules.kaboot_multiplied:
            base *= m
        project_team = sweeper
        sheet.add("kaboot", sweeper, base)
        won = base + proj_gp(sweeper) * pm
        list_projects(sweeper, pm)
        if rules.kaboot_takes_all_projects:
            won += proj_gp(1 - sweeper) * pm
            list_projects(1 - sweeper, pm)
        points[sweeper] = won
        outcome = "kaboot"
        winner = sweeper
    else:
        # Step 2: card game points.
        card[B], card[D] = game_points(a[B], a[D], contract.mode, rules=rules)
        for team in (0, 1):
            sheet.add("card_points", team, card[team], abnat=a[team])
        # Step 3: projects.
        project_team = compare_projects(declared, contract, first, rules)
        if project_team is None and any(declared.values()):
            sheet.add("projects_cancel")
        T = list(card)
        A = list(a)
        if project_team is not None:
            sheet.add("projects_win", project_team)
            list_projects(project_team)
            T[project_team] += proj_gp(project_team)
            A[project_team] += proj_abnat(project_team)
        proj = [T[0] - card[0], T[1] - card[1]]
        pot_cards = card[0] + card[1]
        pot_projects = proj[0] + proj[1]
        if baloot_team is not None and rules.baloot_counts_for_contract:
            # Baloot helps to make the contract but stays out of the pot (step 7 adds it).
            T[baloot_team] += 2
            A[baloot_team] += 20
        tb, td = T[B], T[D]
        made = tb > td or (tb == td and A[B] > A[D])
        exact_tie = tb == td and A[B] == A[D]
        if sawa_failed_by is not None:
            # A false Sawa whose team then lost a trick: that team scores 0 and the other
            # team takes the whole hand (RULES §8; a defender's false Sawa mirrors a Khasara).
            winner = 1 - (sawa_failed_by & 1)
            points[winner] = pot_cards * m + pot_projects * pm
            sheet.add("sawa_failed", winner, points[winner], seat=sawa_failed_by)
            outcome = "made" if winner == B else "khasara"
        elif not contract.doubled or rules.doubled_split_scores:
            mult = m
            keep = [card[t] * mult + proj[t] * (pm if mult > 1 else 1) for t in (0, 1)]
            if exact_tie and rules.exact_tie_splits:
                points = keep
                sheet.add("tie_split", tb=tb, td=td)
                outcome, winner = "tie_split", B
            elif made:
                points = keep
                sheet.add("made", tb=tb, td=td)
                outcome, winner = "made", B
            else:
                points[D] = pot_cards * mult + pot_projects * (pm if mult > 1 else 1)
                sheet.add("khasara", D, points[D], tb=tb, td=td)
                outcome, winner = "khasara", D
            if contract.doubled and outcome != "khasara":
                sheet.add("doubled_split", m=m)
        else:
            # Step 6: doubled, no split: the larger T takes the pot; a tie loses for the doubler.
            doubling_team = D
            winner = (B if tb > td else D) if tb != td else 1 - doubling_team
            points[winner] = pot_cards * m + pot_projects * pm
            key = "doubled_tie" if tb == td else "doubled"
            sheet.add(key, winner, points[winner], m=m, tb=tb, td=td)
            outcome = "made" if winner == B else "khasara"
    if contract.gahwa:
        sheet.add("gahwa", winner)
        points = [0, 0]
        points[winner] = rules.match_target
        sheet.add("total", p0=points[0], p1=points[1])
        return HandScore(
            (points[0], points[1]), "gahwa", tuple(sheet.lines), winner,
            project_team=project_team,
        )  # fmt: skip
    # Step 7: Baloot, never multiplied, kept even by a team left on 0.
    if baloot_team is not None:
        team = baloot_team
        if rules.baloot_transfers_on_loss and points[team] == 0 and points[1 - team] > 0:
            sheet.add("baloot_transfer", team)
            team = 1 - team
        points[team] += 2
        sheet.add("baloot", team, 2, seat=baloot)
    sheet.add("total", p0=points[0], p1=points[1])
    return HandScore(
        (points[0], points[1]), outcome, tuple(sheet.lines), match_winner,
        card_points=(card[0], card[1]), project_team=project_team,
    )  # fmt: skip


_DEFAULT_RULES = RuleSet()
