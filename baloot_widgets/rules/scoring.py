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

from ..i18n import Join, Message, Team, Term, quote
from .cards import Card, CardLike, CardSet, Rank
from .contract import Contract, Mode
from .errors import BalootError
from .projects import Project, baloot_allowed, compare_projects, project_from_cards
from .ruleset import RuleSet, check_rules
from .sheet import HandScore, Outcome, SheetBuilder

__all__ = [
    "baloot_team_of",
    "card_game_points",
    "game_points",
    "score_declared",
    "score_hand",
    "team_pair",
    "total_abnat",
]


def total_abnat(mode: Mode) -> int:
    """All card Abnat of a hand with the last-trick 10: 130 in Sun, 162 in Hokum."""
    return 130 if mode == "sun" else 162


def card_game_points(x: int, mode: Mode, rules: RuleSet | None = None) -> int:
    """Game points of one team's card Abnat ``x``, before the Hokum total check (rules §9.2).

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
    baloot_widgets.rules.errors.BalootError: Sun card Abnat always total 130 with the last trick's 10, but 74 + 50 = 124
    """
    if mode not in ("sun", "hokum"):
        raise BalootError(Message.of("error.mode", mode=quote(mode)))
    for x in (abnat_b, abnat_d):
        if isinstance(x, bool) or not isinstance(x, int) or x < 0:
            raise BalootError(Message.of("error.abnat_whole", value=quote(x)))
    total = total_abnat(mode)
    if abnat_b + abnat_d != total:
        raise BalootError(
            Message.of(
                "error.abnat_total", mode=Term(mode), total=total, a=abnat_b, b=abnat_d,
                sum=abnat_b + abnat_d,
            )
        )  # fmt: skip
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
            raise BalootError(Message.of("error.projects_seat", seat=quote(seat)))
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
                Message.of(
                    "error.too_many_projects", seat=seat, n=len(projects),
                    most=rules.max_projects_per_player,
                )
            )  # fmt: skip
        for p in projects:
            if p.cards.mask & used:
                shared = CardSet(p.cards.mask & used)
                raise BalootError(Message.of("error.card_in_two_projects", cards=shared))
            used |= p.cards.mask


def team_pair(value: object, what: str) -> tuple[int, int]:
    """Two whole numbers >= 0, one per team (team 0·2, team 1·3), or a BalootError."""
    if (
        not isinstance(value, (tuple, list))
        or len(value) != 2
        or any(isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in value)
    ):
        raise BalootError(Message.of("error.team_pair", what=what, value=quote(value)))
    return int(value[0]), int(value[1])


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
    rules = check_rules(rules)
    if not isinstance(contract, Contract):
        raise BalootError(Message.of("error.contract", contract=quote(contract)))
    a = team_pair(abnat, "abnat")
    n = team_pair(tricks, "tricks")
    if n[0] + n[1] != 8:
        raise BalootError(Message.of("error.eight_tricks", a=n[0], b=n[1], sum=n[0] + n[1]))
    game_points(a[0], a[1], contract.mode)  # validates the Abnat total
    for team in (0, 1):
        if n[team] == 0 and a[team] > 0:
            raise BalootError(Message.of("error.abnat_no_trick", team=Team(team), abnat=a[team]))
    declared = _as_projects(projects, contract)
    _check_declarations(declared, rules)
    if baloot is not None and contract.trump is None:
        raise BalootError(Message.of("error.baloot_in_sun"))
    floor_card = None if floor is None else Card(floor)
    return score_declared(
        contract, abnat=a, tricks=n, declared=declared, baloot=baloot, floor=floor_card,
        dealer=dealer, rules=rules, sawa_failed_by=sawa_failed_by,
    )  # fmt: skip


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
    *,
    abnat: tuple[int, int],
    tricks: tuple[int, int],
    declared: Mapping[int, Sequence[Project]],
    baloot: int | None,
    floor: Card | None,
    dealer: int,
    rules: RuleSet,
    sawa_failed_by: int | None = None,
) -> HandScore:
    """:func:`score_hand` for inputs already checked: card ``abnat`` and ``tricks`` per
    team, the declared :class:`Project` lists per seat.  The engine and the bots' playouts
    call it directly; everyone else calls :func:`score_hand`, which checks first.

    The steps of RULES.md §9 are the methods of :class:`_Scoring`: Kaboot (step 1), card
    game points (2), projects (3), the contract made or lost (4-6, with a false Sawa and
    doubling), Gahwa, and Baloot (7).

    >>> from baloot_widgets import Contract, RuleSet
    >>> score_declared(Contract(mode="sun", buyer=0), abnat=(74, 56), tricks=(4, 4),
    ...                declared={}, baloot=None, floor=None, dealer=0, rules=RuleSet()).points
    (14, 12)
    """
    hand = _Scoring(contract, declared, rules, dealer)
    baloot_team = hand.baloot_team(baloot)
    sweeper = 0 if tricks[0] == 8 else 1 if tricks[1] == 8 else None
    if sweeper is not None:
        points, outcome, winner = hand.kaboot(sweeper, floor)
        card = (0, 0)
    else:
        card = hand.card_points(abnat)
        points, outcome, winner = hand.verdict(abnat, card, baloot_team, sawa_failed_by)
    if contract.gahwa:
        return hand.gahwa(winner)
    points = hand.add_baloot(points, baloot_team, baloot)
    hand.sheet.add("total", p0=points[0], p1=points[1])
    return HandScore(
        points, outcome, tuple(hand.sheet.lines), None,
        card_points=card, project_team=hand.project_team,
    )  # fmt: skip


class _Scoring:
    """One hand being scored: the contract, the declared projects, the rules and the score
    sheet as it is written, step by step (RULES.md §9)."""

    def __init__(
        self,
        contract: Contract,
        declared: Mapping[int, Sequence[Project]],
        rules: RuleSet,
        dealer: int,
    ) -> None:
        self.contract = contract
        self.declared = declared
        self.rules = rules
        self.first = contract.buyer if rules.bidder_leads_first else (dealer + 1) % 4
        self.sheet = SheetBuilder()
        self.m = contract.multiplier
        #: the multiplier of projects (at most 2 with project_multiplier_cap_2)
        self.pm = min(self.m, 2) if rules.project_multiplier_cap_2 else self.m
        self.project_team: int | None = None

    def baloot_team(self, holder: int | None) -> int | None:
        """Step 7 is decided up front (a Baloot inside a project is void) and added last."""
        if holder is None:
            return None
        mine = self.declared.get(holder, [])
        if not baloot_allowed(mine, self.contract):
            self.sheet.add("baloot_void", seat=holder)
        return baloot_team_of(holder, mine, self.contract, self.rules)

    def projects_gp(self, team: int) -> int:
        """Game points of ``team``'s declared projects."""
        c = self.contract
        return sum(p.game_points(c) for s, ps in self.declared.items() if s & 1 == team for p in ps)

    def projects_abnat(self, team: int) -> int:
        """Abnat of ``team``'s declared projects (for the tie-break)."""
        return sum(p.abnat for s, ps in self.declared.items() if s & 1 == team for p in ps)

    def list_projects(self, team: int, mult: int = 1) -> None:
        """One sheet line per project of ``team``."""
        for s in sorted(self.declared):
            if s & 1 == team:
                for p in self.declared[s]:
                    points = p.game_points(self.contract) * mult
                    self.sheet.add("project", team, points, project=p, seat=s)

    def kaboot(self, sweeper: int, floor: Card | None) -> tuple[tuple[int, int], Outcome, int]:
        """Step 1: one team took all eight tricks."""
        rules = self.rules
        base = 44 if self.contract.mode == "sun" else 25
        if rules.kaboot_ace_floor_doubles and floor is not None and floor.rank == Rank.ACE:
            base *= 2
        if rules.kaboot_multiplied:
            base *= self.m
        self.project_team = sweeper
        self.sheet.add("kaboot", sweeper, base)
        won = base + self.projects_gp(sweeper) * self.pm
        if self.kinds(sweeper):
            self.sheet.add("kaboot_projects_count", sweeper)
        self.list_projects(sweeper, self.pm)
        swept = self.kinds(1 - sweeper)
        if swept and rules.kaboot_takes_all_projects:
            self.sheet.add("kaboot_projects_taken", 1 - sweeper, projects=swept)
            won += self.projects_gp(1 - sweeper) * self.pm
            self.list_projects(1 - sweeper, self.pm)
        elif swept:
            self.sheet.add("kaboot_projects_void", 1 - sweeper, projects=swept)
        return _one_side(sweeper, won), "kaboot", sweeper

    def kinds(self, team: int) -> Join | None:
        """The kinds of ``team``'s declared projects ("Sira and Fifty"), or None: a sheet
        line names them without their cards (a hand ended by Sawa leaves cards unseen)."""
        kinds = tuple(
            Term(p.kind) for s, ps in sorted(self.declared.items()) if s & 1 == team for p in ps
        )
        return Join(kinds, words="join.and") if kinds else None

    def card_points(self, abnat: tuple[int, int]) -> tuple[int, int]:
        """Step 2: each team's card Abnat in game points."""
        c = self.contract
        b, d = c.buyer_team, c.defender_team
        card = [0, 0]
        card[b], card[d] = game_points(abnat[b], abnat[d], c.mode, rules=self.rules)
        for team in (0, 1):
            self.sheet.add("card_points", team, card[team], abnat=abnat[team])
        return card[0], card[1]

    def verdict(
        self,
        abnat: tuple[int, int],
        card: tuple[int, int],
        baloot_team: int | None,
        sawa_failed_by: int | None,
    ) -> tuple[tuple[int, int], Outcome, int]:
        """Steps 3-6: the projects, then who takes what: made, Khasara, an exact tie, a
        false Sawa, or a doubled hand.  Returns the points, the outcome and the winner."""
        c, rules, sheet = self.contract, self.rules, self.sheet
        b, d, m, pm = c.buyer_team, c.defender_team, self.m, self.pm
        self.project_team = compare_projects(self.declared, c, self.first, rules)
        if self.project_team is None and any(self.declared.values()):
            sheet.add("projects_cancel")
        totals, with_abnat = list(card), list(abnat)
        if self.project_team is not None:
            team = self.project_team
            sheet.add("projects_win", team)
            self.list_projects(team)
            totals[team] += self.projects_gp(team)
            with_abnat[team] += self.projects_abnat(team)
        proj = (totals[0] - card[0], totals[1] - card[1])
        pot_cards, pot_projects = card[0] + card[1], proj[0] + proj[1]
        if baloot_team is not None and rules.baloot_counts_for_contract:
            # Baloot helps to make the contract but stays out of the pot (step 7 adds it).
            totals[baloot_team] += 2
            with_abnat[baloot_team] += 20
        tb, td = totals[b], totals[d]
        made = tb > td or (tb == td and with_abnat[b] > with_abnat[d])
        exact_tie = tb == td and with_abnat[b] == with_abnat[d]
        if sawa_failed_by is not None:
            # A false Sawa whose team then lost a trick: that team scores 0 and the other
            # team takes the whole hand (RULES §8; a defender's false Sawa mirrors a Khasara).
            winner = 1 - (sawa_failed_by & 1)
            won = pot_cards * m + pot_projects * pm
            sheet.add("sawa_failed", winner, won, seat=sawa_failed_by)
            return _one_side(winner, won), "made" if winner == b else "khasara", winner
        if not c.doubled or rules.doubled_split_scores:
            keep = tuple(card[t] * m + proj[t] * (pm if m > 1 else 1) for t in (0, 1))
            outcome: Outcome
            if exact_tie and rules.exact_tie_splits:
                sheet.add("tie_split", tb=tb, td=td)
                points, outcome, winner = (keep[0], keep[1]), "tie_split", b
            elif made:
                sheet.add("made", tb=tb, td=td)
                points, outcome, winner = (keep[0], keep[1]), "made", b
            else:
                won = pot_cards * m + pot_projects * (pm if m > 1 else 1)
                sheet.add("khasara", d, won, tb=tb, td=td)
                points, outcome, winner = _one_side(d, won), "khasara", d
            if c.doubled and outcome != "khasara":
                sheet.add("doubled_split", m=m)
            return points, outcome, winner
        # Step 6: doubled, no split: the larger total takes the pot; a tie loses for the
        # doubling team (the defenders).
        winner = (b if tb > td else d) if tb != td else 1 - d
        won = pot_cards * m + pot_projects * pm
        sheet.add("doubled_tie" if tb == td else "doubled", winner, won, m=m, tb=tb, td=td)
        return _one_side(winner, won), "made" if winner == b else "khasara", winner

    def gahwa(self, winner: int) -> HandScore:
        """A Gahwa hand: its winner wins the whole match."""
        self.sheet.add("gahwa", winner)
        points = _one_side(winner, self.rules.match_target)
        self.sheet.add("total", p0=points[0], p1=points[1])
        return HandScore(
            points, "gahwa", tuple(self.sheet.lines), winner, project_team=self.project_team
        )

    def add_baloot(
        self, points: tuple[int, int], team: int | None, holder: int | None
    ) -> tuple[int, int]:
        """Step 7: Baloot, never multiplied, kept even by a team left on 0 (or given to the
        other team with baloot_transfers_on_loss)."""
        if team is None:
            return points
        if self.rules.baloot_transfers_on_loss and points[team] == 0 and points[1 - team] > 0:
            self.sheet.add("baloot_transfer", team)
            team = 1 - team
        self.sheet.add("baloot", team, 2, seat=holder)
        return (points[0] + 2, points[1]) if team == 0 else (points[0], points[1] + 2)


def _one_side(team: int, points: int) -> tuple[int, int]:
    """``points`` for ``team``, 0 for the other."""
    return (points, 0) if team == 0 else (0, points)
