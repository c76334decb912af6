"""The solver context: the transposition table, the zero-window driver, the root of a
position that starts in the middle of a trick, the anytime answer and the principal line."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from time import perf_counter

from ..i18n import Message, quote
from ..rules.cards import LAST_TRICK_BONUS, SUIT_MASKS, Card, CardLike, CardSet
from ..rules.contract import Contract
from ..rules.play import legal_in_trick, play_flags, trick_points, trick_winner_index
from ..rules.ruleset import RuleSet
from ._kernel import TT, BudgetSpent, SearchAborted, build
from ._position import HandLike, Position, PositionError, check_options, check_position

__all__ = ["DEFAULT_FLAGS", "BudgetSpent", "SolveResult", "Solver"]

#: the trick-play flags of the default rules (RULES.md §6)
DEFAULT_FLAGS = play_flags(RuleSet())
_INF = 1 << 20

#: ``fn(alpha, beta) -> (fail-soft value, the root move that decided or -1)``
Probe = Callable[[int, int], tuple[int, int]]


@dataclass(frozen=True, slots=True)
class SolveResult:
    """What :func:`~baloot_widgets.solver.solve` found, for the team ``team``.

    ``value`` is the card Abnat (with the last-trick 10) the team takes from the cards
    still in play, the current trick's cards included.  When ``exact`` is False a node or
    time cap stopped the search: the true value lies in ``[lower, upper]`` and ``value`` is
    the best estimate inside (a greedy play-out, clamped).  ``nodes`` counts the trick-start
    positions searched; ``best_card`` is a best card for the player to move; ``pv`` a
    principal line (every card to the end) when asked for with ``with_pv=True``.
    """

    value: int
    exact: bool
    nodes: int
    best_card: Card
    lower: int
    upper: int
    team: int
    pv: tuple[Card, ...] = ()

    def __str__(self) -> str:
        """One sentence for a lesson.

        >>> print(Solver(t=-1).solve(["AS KS QS", "JS 10S 9S", "8S 7S AH", "KH QH JH"], leader=0))
        team 0 takes exactly 42 Abnat; best card K♠ (10 positions searched)
        """
        how = "exactly" if self.exact else f"about (between {self.lower} and {self.upper})"
        searched = "1 position" if self.nodes == 1 else f"{self.nodes} positions"
        return (
            f"team {self.team} takes {how} {self.value} Abnat; best card {self.best_card} "
            f"({searched} searched)"
        )


class Solver:
    """A double-dummy solver for one contract, keeping its transposition table between
    calls (useful when many positions of the same contract are solved, as bots do).

    >>> s = Solver(t=-1)
    >>> s.solve(["AS", "KS", "QS", "JS"], leader=0).value
    30
    """

    def __init__(
        self, t: int | Contract = -1, closed: bool = False, flags: int | RuleSet = DEFAULT_FLAGS
    ) -> None:
        self.t, self.closed, self.flags = check_options(t, closed, flags)
        self.tt: TT = {}
        self.kernel = build(self.t, self.closed, self.flags, self.tt)

    def __repr__(self) -> str:
        return f"Solver(t={self.t}, closed={self.closed}, flags={self.flags})"

    @contextmanager
    def budget(self, node_limit: int | None) -> Iterator[None]:
        """Every search inside the block (``solve``, ``card_values``, their lines) may
        visit at most ``node_limit`` trick-start positions in all (``None``: no cap); past
        that, :class:`BudgetSpent` is raised out of the block and nothing is answered.
        The work done stays in the table, so the same question asked again with a new
        budget goes on from there (a caller that slices a long search does so).

        >>> s = Solver(t=-1)
        >>> hands = ["AS KS QS JS", "10S 9S 8S 7S", "AH KH QH JH", "10H 9H 8H 7H"]
        >>> with s.budget(1):
        ...     s.card_values(hands, leader=0)
        Traceback (most recent call last):
        ...
        baloot_widgets.solver._kernel.BudgetSpent
        >>> with s.budget(10_000):
        ...     s.card_values(hands, leader=0)[Card("AS")]
        36
        """
        self.kernel.budget(node_limit)
        try:
            yield
        finally:
            self.kernel.budget(None)

    def position(
        self, hands: Sequence[HandLike], leader: int, trick: Sequence[CardLike] = ()
    ) -> Position:
        """Check a position for this contract (see :func:`check_position`)."""
        return check_position(hands, leader, trick, self.t, self.closed, self.flags)

    # ------------------------------------------------------------------ searching
    def _order(self, a: list[int], cards: list[int]) -> tuple[int, ...]:
        """The legal cards of the next player, equivalent cards merged, best first."""
        present = a[0] | a[1] | a[2] | a[3]
        for c in cards:
            present |= 1 << c
        k = len(cards)
        if not k:
            return self.kernel.moves(a[0], -1, -1, False, present)
        wi = trick_winner_index(cards, self.t)
        return self.kernel.moves(a[k], cards[0] >> 3, cards[wi], wi == k - 2, present)

    def _finish(self, a: list[int], cards: list[int], rem: int, alpha: int, beta: int) -> int:
        """Value (leader's team) once the trick ``cards`` is complete."""
        wi = trick_winner_index(cards, self.t)
        pts = trick_points(cards, self.t)
        r2 = rem - pts
        if not a[0]:  # that was the last trick: r2 is the last-trick 10
            return 0 if wi & 1 else rem
        b = a[wi:] + a[:wi]
        if wi & 1:
            return r2 - self.kernel.search(b[0], b[1], b[2], b[3], r2, r2 - beta, r2 - alpha)
        return pts + self.kernel.search(b[0], b[1], b[2], b[3], r2, alpha - pts, beta - pts)

    def _partial(self, a: list[int], cards: list[int], rem: int) -> Probe:
        """A probe for a position in the middle of a trick: plain alpha-beta over the rest of
        the trick (``a`` and ``cards`` are changed and restored), then the fast kernel."""

        def node(alpha: int, beta: int) -> tuple[int, int]:
            k = len(cards)
            if k == 4:
                return self._finish(a, cards, rem, alpha, beta), -1
            maximise = not k & 1
            best, move = (-_INF if maximise else _INF), -1
            for c in self._order(a, cards):
                a[k] ^= 1 << c
                cards.append(c)
                try:
                    v = node(alpha, beta)[0]
                finally:
                    cards.pop()
                    a[k] ^= 1 << c
                if maximise and v > best:
                    best, move = v, c
                    alpha = max(alpha, v)
                elif not maximise and v < best:
                    best, move = v, c
                    beta = min(beta, v)
                if alpha >= beta:
                    break
            return best, move

        return node

    def _probe(self, a: list[int], cards: list[int], rem: int) -> Probe:
        """The probe of a position: the kernel at a trick start, else :meth:`_partial`."""
        if cards:
            return self._partial(a, cards, rem)
        search, tt, canon = self.kernel.search, self.tt, self.kernel.canon
        present = a[0] | a[1] | a[2] | a[3]
        c = canon.position(a[0], a[1], a[2], a[3])
        key = c[0] | c[1] << 32 | c[2] << 64 | c[3] << 96

        def root(alpha: int, beta: int) -> tuple[int, int]:
            v = search(a[0], a[1], a[2], a[3], rem, alpha, beta)
            entry = tt.get(key)
            if entry is None or entry[2] < 0:
                if not a[0] & (a[0] - 1):  # the last trick: forced
                    return v, a[0].bit_length() - 1
                # its sure bounds decided the position: find the card by searching its leads
                return self._partial(a, [], rem)(alpha, beta)
            k = entry[4]  # the real position that stored the entry
            source = (k | k >> 32 | k >> 64 | k >> 96) & 0xFFFFFFFF
            try:
                return v, int(canon.translate(entry[2], source, present))
            except ValueError:  # not a card of the storing position: search the leads
                return self._partial(a, [], rem)(alpha, beta)

        return root

    @staticmethod
    def _drive(probe: Probe, guess: int, maximise: bool, box: list[int]) -> None:
        """Zero-window probes until the value is known.  ``box`` = [lower, upper, move] is
        updated after every probe, so it holds the best knowledge if a cap stops us.

        The first probe tests the guess (MTD(f)); the next ones bisect [lower, upper]:
        fail-soft bounds at the root rarely move far from the probe, so stepping from bound
        to bound as plain MTD(f) does took 40-60 probes on full deals, bisection 7-8."""
        gamma = min(max(guess, box[0] + 1), box[1])
        while box[0] < box[1]:
            v, move = probe(gamma - 1, gamma)  # is the value >= gamma?
            if v >= gamma:
                box[0] = max(box[0], v)
                if maximise and move >= 0:
                    box[2] = move
            else:
                box[1] = min(box[1], v)
                if not maximise and move >= 0:
                    box[2] = move
            gamma = (box[0] + box[1] + 1) >> 1

    @staticmethod
    def _around(probe: Probe, box: list[int], expect: int, maximise: bool) -> None:
        """Zero-window probes until the value in ``box`` = [lower, upper, move] is known,
        when it is probably ``expect`` (or near it): is it at least ``expect``? then
        steps of 1, 2, 4... up or down until a probe brackets it, then bisection.  A
        value that is ``expect`` exactly costs two probes (one when a bound is known)."""
        up: bool | None = None
        bracketed = False
        step = 1
        while box[0] < box[1]:
            if bracketed:
                gamma = (box[0] + box[1] + 1) >> 1
            elif up is None:
                gamma = min(max(expect, box[0] + 1), box[1])
            elif up:
                gamma = min(box[0] + step, box[1])
                step <<= 1
            else:
                gamma = max(box[1] - step + 1, box[0] + 1)
                step <<= 1
            v, move = probe(gamma - 1, gamma)  # is the value >= gamma?
            if v >= gamma:
                box[0] = max(box[0], v)
                if maximise and move >= 0:
                    box[2] = move
                bracketed = bracketed or up is False
                up = True if up is None else up
            else:
                box[1] = min(box[1], v)
                if not maximise and move >= 0:
                    box[2] = move
                bracketed = bracketed or up is True
                up = False if up is None else up

    def _greedy(self, a: list[int], cards: list[int]) -> tuple[int, int]:
        """Play out with the move-ordering heuristic: (value for the leader's team, first card)."""
        h, trick, got, first, leader = list(a), list(cards), 0, -1, 0
        while True:
            if len(trick) == 4:
                w = (leader + trick_winner_index(trick, self.t)) & 3
                pts = trick_points(trick, self.t) + (0 if any(h) else LAST_TRICK_BONUS)
                got += 0 if w & 1 else pts
                if not any(h):
                    return got, first
                leader, trick = w, []
                continue
            rel = h[leader:] + h[:leader]
            c = self._order(rel, trick)[0]
            first = c if first < 0 else first
            h[(leader + len(trick)) & 3] ^= 1 << c
            trick.append(c)

    # ------------------------------------------------------------------ answers
    def solve(
        self,
        hands: Sequence[HandLike],
        leader: int,
        trick: Sequence[CardLike] = (),
        team: int | None = None,
        *,
        node_limit: int | None = None,
        time_limit: float | None = None,
        with_pv: bool = False,
        expect: int | None = None,
    ) -> SolveResult:
        """Solve a position; see :func:`baloot_widgets.solver.solve`.  ``expect``: the
        value ``team`` probably takes (a hand review knows it): the search starts there."""
        pos = self.position(hands, leader, trick)
        team = _check_team(team, pos.mover)
        _check_limits(node_limit, time_limit)
        deadline = None if time_limit is None else perf_counter() + time_limit
        a, cards, rem = pos.relative(), list(pos.trick), pos.rem
        kernel = self.kernel
        start = kernel.nodes()
        guess, greedy_card = self._greedy(a, cards)
        maximise = not len(cards) & 1
        box = [0, rem, -1]
        exact = True
        line: tuple[Card, ...] = ()
        kernel.limit(node_limit, deadline)
        try:
            if expect is None:
                self._drive(self._probe(a, cards, rem), guess, maximise, box)
            else:
                mine = expect if team == pos.leader & 1 else rem - expect
                self._around(self._probe(a, cards, rem), box, mine, maximise)
            if with_pv:
                line = self._line(a, cards, rem, box[0])
        except SearchAborted:
            exact = False
        finally:
            kernel.limit(None, None)
        lo, hi, move = box
        value = min(max(guess, lo), hi)
        if move < 0:
            move = greedy_card if not exact else self._order(a, cards)[0]
        if team != pos.leader & 1:
            value, lo, hi = rem - value, rem - hi, rem - lo
        return SolveResult(value, exact, kernel.nodes() - start, Card(move), lo, hi, team, line)

    def _line(self, a: list[int], cards: list[int], rem: int, value: int) -> tuple[Card, ...]:
        """A principal variation: at each step a card that keeps the known value."""
        a, cards, line = list(a), list(cards), []
        try:
            while True:
                # a zero-window probe just under (max) or over (min) the known value
                # returns the card that reaches it
                probe = self._probe(a, cards, rem)
                low = value - 1 if not len(cards) & 1 else value
                hint = probe(low, low + 1)[1]
                # the table's move is a hint only (an entry may hold the move of another
                # search): the card kept is one that is proved to keep the value
                k = len(cards)
                for c in (hint, *self._order(a, cards)):
                    if c < 0 or not a[k] >> c & 1:
                        continue
                    after = list(a)
                    after[k] ^= 1 << c
                    v = self._probe_after(after, [*cards, c], rem)(low, low + 1)[0]
                    if (v >= value) if not k & 1 else (v <= value):
                        break
                line.append(Card(c))
                a[len(cards)] ^= 1 << c
                cards.append(c)
                if len(cards) == 4:
                    wi = trick_winner_index(cards, self.t)
                    pts = trick_points(cards, self.t)
                    if not any(a):
                        return tuple(line)
                    value = rem - pts - value if wi & 1 else value - pts
                    rem -= pts
                    a, cards = a[wi:] + a[:wi], []
        except SearchAborted:
            return tuple(line)

    def card_values(
        self,
        hands: Sequence[HandLike],
        leader: int,
        trick: Sequence[CardLike] = (),
        *,
        known: dict[int, int] | None = None,
    ) -> dict[int, int]:
        """Exact value of each legal card; see :func:`baloot_widgets.solver.card_values`.
        ``known``: cards whose exact value the caller already has (a hand review knows
        the card played from the position after it); they are not searched again."""
        pos = self.position(hands, leader, trick)
        a, cards, rem = pos.relative(), list(pos.trick), pos.rem
        k = len(cards)
        legal, _ = legal_in_trick(a[k], cards, self.t, self.closed, self.flags)
        order = self._order(a, cards)
        reps = sum(1 << c for c in order)
        # The likeliest best card first (from a greedy guess, unless a value is known);
        # then each other card is asked "as good as the best so far?" (together these
        # questions are the proof of the position's value), and the worse ones, whose
        # values are mostly close to the best, are searched down from their bound.
        found = {_representative(c, reps): v for c, v in (known or {}).items() if legal >> c & 1}
        tests = {c: self._mover_test(a, cards, rem, c) for c in order if c not in found}
        if tests and not found:  # the first card (the likeliest best) from a greedy guess
            c = next(iter(tests))
            guess = self._greedy(a, cards)[0]
            found[c] = _exact(tests.pop(c), [0, rem], guess if not k & 1 else rem - guess, "drive")
        best = max(found.values(), default=0)
        boxes: dict[int, list[int]] = {}
        for c, test in tests.items():  # is each other card as good as the best so far?
            ok, v = test(best)
            if ok:
                found[c] = best = _exact(test, [v, rem], v + 1, "up")
            else:
                boxes[c] = [0, v]
        for c, box in boxes.items():  # the worse ones: their exact values
            found[c] = _exact(tests[c], box, box[1], "down")
        # a merged low card is worth the same as the next kept card above it
        return {c: found[_representative(c, reps)] for c in CardSet(legal)}  # display order

    def _mover_test(
        self, a: list[int], cards: list[int], rem: int, card: int
    ) -> Callable[[int], tuple[bool, int]]:
        """``test(g)``: is ``card``, played now, worth at least ``g`` to the mover's team?
        With the fail-soft value: a lower bound when it is, else an upper bound."""
        k = len(cards)
        after = list(a)
        after[k] ^= 1 << card
        probe = self._probe_after(after, [*cards, card], rem)
        if not k & 1:

            def test(g: int) -> tuple[bool, int]:
                v = probe(g - 1, g)[0]
                return v >= g, v

        else:  # the mover's team is not the leader's: values turn around

            def test(g: int) -> tuple[bool, int]:
                v = probe(rem - g, rem - g + 1)[0]
                return v <= rem - g, rem - v

        return test

    def _probe_after(self, a: list[int], cards: list[int], rem: int) -> Probe:
        if len(cards) == 4:
            return lambda alpha, beta: (self._finish(a, cards, rem, alpha, beta), -1)
        return self._probe(a, cards, rem)


def _exact(test: Callable[[int], tuple[bool, int]], box: list[int], start: int, how: str) -> int:
    """The exact value in ``box`` = [lower, upper] by zero-window tests: ``how`` "drive"
    (first ``start``, then bisection), "up" or "down" (from ``start``, steps of 1, 2,
    4... until bracketed, then bisection: for a value probably near ``start``)."""
    lo, hi = box
    step = 1
    bracketed = how == "drive"
    first = True
    while lo < hi:
        if first:
            g = min(max(start, lo + 1), hi)
            first = False
        elif bracketed:
            g = (lo + hi + 1) >> 1
        elif how == "up":
            g = min(lo + step, hi)
            step <<= 1
        else:
            g = max(hi - step + 1, lo + 1)
            step <<= 1
        ok, v = test(g)
        if ok:
            lo = max(lo, v)
            bracketed = bracketed or how == "down"
        else:
            hi = min(hi, v)
            bracketed = bracketed or how == "up"
    return lo


def _representative(card: int, reps: int) -> int:
    """The card searched for ``card``: itself, or the next kept card above a merged 7/8."""
    if reps >> card & 1:
        return card
    kept = reps & SUIT_MASKS[card >> 3] & -(2 << card)
    return (kept & -kept).bit_length() - 1


def _check_team(team: int | None, mover: int) -> int:
    if team is None:
        return mover & 1
    if isinstance(team, bool) or team not in (0, 1):
        raise PositionError(Message.of("error.solver_team", team=quote(team)))
    return team


def _check_limits(node_limit: int | None, time_limit: float | None) -> None:
    if node_limit is not None and (
        isinstance(node_limit, bool) or not isinstance(node_limit, int) or node_limit < 1
    ):
        raise PositionError(Message.of("error.solver_nodes", value=quote(node_limit)))
    if time_limit is not None and (
        isinstance(time_limit, bool) or not isinstance(time_limit, (int, float)) or time_limit <= 0
    ):
        raise PositionError(Message.of("error.solver_time", value=quote(time_limit)))
