"""A run of puzzles: which puzzle is shown, the answer given (one try each), the grades so
far and the learner's ratings.

The puzzles come from the shipped set (:func:`~baloot_widgets.puzzles.store.load_puzzles`)
by ``theme``, ``level`` and ``kind``.  Without ``adaptive`` the run is a fixed set drawn
from ``seed`` (the same for a whole class), easiest first; with ``adaptive`` each next
puzzle is the one rated nearest to the learner's rating in its theme
(:meth:`~baloot_widgets.puzzles.rating.Ratings.pick`), so the puzzles get harder as the
learner succeeds; without a ``theme`` the theme of each next puzzle is chosen first by the
policy of practice that adapts (:mod:`baloot_widgets.quiz.adaptive`: more of the themes
the learner gets wrong, mastered themes back in mixed review; ``pick`` says why), from
this run's grades after ``history`` (the learner's earlier puzzle attempts).  Either way each answer moves the learner's ratings, which are saved in
the learner's folder when ``ratings`` names a file.

>>> session = PuzzleSession(theme="cash_winners", level=1, count=2, ratings=None)
>>> session.puzzle.level, session.puzzle.themes.count("cash_winners")
(1, 1)
>>> session.answer(sorted(session.puzzle.solution)[0]).grade
'good'
>>> session.next() is not None, session.score
(True, {'good': 1, 'ok': 0, 'costly': 0})
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

from ..i18n import Lang, Message, Seat, quote
from ..quiz.adaptive import Pick, check_history, next_pick
from ..rules.errors import BalootError, check_lang
from .model import Feedback, Puzzle
from .rating import FILE_NAME, Rating, Ratings
from .store import load_puzzles
from .themes import THEMES

__all__ = ["DEFAULT_RATINGS", "PuzzleSession"]


class _Default:
    """The learner's own ratings file (``my_file("puzzle_ratings.json")``), found only
    when a rating is first saved."""

    def __repr__(self) -> str:
        return "<the learner's puzzle_ratings.json>"


DEFAULT_RATINGS = _Default()


class PuzzleSession:
    """Puzzles of ``theme``, ``level`` and ``kind`` (None: any), ``count`` of them (None:
    until the set runs out), drawn from ``seed``, or the given ``puzzles`` in order; in
    ``lang``; ``ratings``: the learner's ratings file (by default the learner's own, None
    for none), ``adaptive``: choose each next puzzle by the learner's rating."""

    def __init__(
        self,
        theme: str | None = None,
        level: int | None = None,
        kind: str | None = None,
        *,
        count: int | None = 10,
        seed: int | None = 0,
        lang: Lang = "en",
        ratings: str | Path | _Default | None = DEFAULT_RATINGS,
        adaptive: bool = False,
        puzzles: Sequence[Puzzle] | None = None,
        history: object = None,
    ) -> None:
        self.lang: Lang = check_lang(lang)
        if not isinstance(adaptive, bool):
            raise BalootError(Message.of("error.adaptive", value=quote(adaptive)))
        if history is not None and not adaptive:
            raise BalootError(Message.of("error.history_given"))
        #: the learner's earlier puzzle record: (theme, solved) pairs
        self.past = [pair for pair in check_history(history or ()) if pair[0] in THEMES]
        #: why the puzzle shown was chosen (adaptive runs without a theme)
        self.pick: Pick | None = None
        if count is not None and (
            isinstance(count, bool) or not isinstance(count, int) or count < 1
        ):
            raise BalootError(Message.of("puzzles.bad_count", count=quote(count)))
        pool = list(puzzles) if puzzles is not None else load_puzzles(theme, level, kind)
        if not pool:
            what = ", ".join(f"{k}={v!r}" for k, v in
                             (("theme", theme), ("level", level), ("kind", kind)) if v is not None)  # fmt: skip
            raise BalootError(Message.of("puzzles.none_match", what=what))
        self.theme = theme
        self.rng = random.Random(seed)
        self.adaptive = adaptive and puzzles is None
        self._ratings_path = ratings
        self._ratings: Ratings | None = None
        if self.adaptive or puzzles is not None:
            self.pool = pool
        else:
            chosen = self.rng.sample(pool, min(len(pool), count or len(pool)))
            self.pool = sorted(chosen, key=lambda p: (p.rating, p.id))
        self.count = min(count, len(self.pool)) if count is not None else len(self.pool)
        self.shown: list[Puzzle] = []
        self.grades: list[str] = []
        #: the feedback on the puzzle shown, once it is answered (an illegal or unreadable
        #: card is not an answer)
        self.feedback: Feedback | None = None
        self.moved: list[tuple[str, Rating, Rating]] = []
        self._show_next()

    # ---- the learner's ratings (read on first use) ------------------------------------

    @property
    def ratings(self) -> Ratings:
        """The learner's ratings (read from the file the first time they are needed)."""
        if self._ratings is None:
            path = self._ratings_path
            if isinstance(path, _Default):
                from ..records.files import learner_file

                path = learner_file(FILE_NAME)
            self._ratings = Ratings.load(path)
        return self._ratings

    # ---- the run ------------------------------------------------------------------------

    @property
    def puzzle(self) -> Puzzle:
        """The puzzle shown now."""
        return self.shown[-1]

    @property
    def index(self) -> int:
        """The number of the puzzle shown, from 0."""
        return len(self.shown) - 1

    @property
    def done(self) -> bool:
        """True once the last puzzle is answered."""
        return self.feedback is not None and self._last

    @property
    def _last(self) -> bool:
        if len(self.shown) >= self.count:
            return True
        if self.adaptive:
            seen = {p.id for p in self.shown}
            tried = self.ratings.tried
            return all(p.id in seen or p.id in tried for p in self.pool)
        return len(self.shown) >= len(self.pool)

    @property
    def score(self) -> dict[str, int]:
        """How many answers were good, OK and costly."""
        return {grade: self.grades.count(grade) for grade in ("good", "ok", "costly")}

    def _candidate(self) -> Puzzle | None:
        seen = {p.id: p for p in self.shown}
        if self.adaptive and self.theme is None:
            return self._by_theme(seen)
        if self.adaptive:
            return self.ratings.pick(self.pool, self.rng, theme=self.theme, skip=seen)
        index = len(self.shown)
        return self.pool[index] if index < len(self.pool) else None

    @property
    def history(self) -> list[tuple[str, bool]]:
        """The record the theme policy reads: ``history``, then this run's puzzles as
        (their main theme, solved with a good card)."""
        run = [
            (p.themes[0], grade == "good")
            for p, grade in zip(self.shown, self.grades, strict=False)
        ]
        return [*self.past, *run]

    def _by_theme(self, seen: dict[str, Puzzle]) -> Puzzle | None:
        """The policy picks a theme among those with a puzzle left (in the order of
        THEMES), then the ratings pick a puzzle of that theme."""
        tried = self.ratings.tried
        fresh = [p for p in self.pool if p.id not in seen and p.id not in tried]
        themes = [t for t in THEMES if any(p.themes[0] == t for p in fresh)]
        if not themes:
            return None
        self.pick = next_pick(self.history, themes, seed=self.rng.randrange(1 << 30))
        theme = self.pick.kind
        return self.ratings.pick(
            [p for p in fresh if p.themes[0] == theme], self.rng, theme=theme, skip=seen
        )

    def _show_next(self) -> Puzzle | None:
        nxt = self._candidate()
        if nxt is not None:
            self.shown.append(nxt)
            self.feedback = None
            self.moved = []
        return nxt

    def puzzle_prompt(self) -> Message:
        """The question of the puzzle shown: "You are Seat 2; Seat 1 led this trick.
        Which card is best?"."""
        p = self.puzzle
        if p.state.trick:
            return Message.of(
                "puzzles.prompt_follow", seat=Seat(p.seat), leader=Seat(p.state.leader)
            )
        return Message.of("puzzles.prompt_lead", seat=Seat(p.seat))

    def answer(self, value: object) -> Feedback:
        """Answer the puzzle shown (a card or its text).  Once a valid answer is given the
        puzzle is done: later answers get the same feedback.  An illegal or unreadable
        card is not a try."""
        if self.feedback is not None:
            return self.feedback
        feedback = self.puzzle.check(value, self.lang, theme=self.theme)
        if feedback.valid:
            self.feedback = feedback
            self.grades.append(feedback.grade)
            self.moved = self.ratings.record(self.puzzle, feedback.grade)
        return feedback

    def next(self) -> Puzzle | None:
        """Show the next puzzle (the current one must be answered); None at the end."""
        if self.feedback is None:
            raise BalootError(Message.of("puzzles.answer_first").text(self.lang))
        if self._last:
            return None
        return self._show_next()

    def set_lang(self, lang: Lang) -> None:
        """Show the run in another language (the feedback too)."""
        self.lang = check_lang(lang)
        if self.feedback is not None:
            self.feedback = self.puzzle.check(self.feedback.card, self.lang, theme=self.theme)
