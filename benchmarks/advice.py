"""The bots' advice for a learner, pinned to one core: the hot paths it is built on (the
bidding count, the heuristic play-out) and each adviser a strategy lesson calls
(``appraise``, ``simulate_calls`` during the bidding and the doubling, ``card_odds``,
``count_cards``).

    python benchmarks/advice.py            # 20 deals per adviser
    python benchmarks/advice.py --smoke    # 2 deals, for CI
    python benchmarks/compare.py advice.py --base HEAD~5    # the hot paths, before/after

The hot paths exist in earlier commits too, so ``compare.py`` can set them side by side;
the advisers are timed only where they exist.  Figures are printed, never asserted: the
machines are noisy (the best of a few repeats is shown).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable

from _common import pin_one_core

from baloot_widgets import Game, RuleSet
from baloot_widgets.bots.bidding import hokum_strength, sun_strength
from baloot_widgets.bots.cardplay import Table, playout
from baloot_widgets.rules.deal import deal_all
from baloot_widgets.rules.state import BIDDING_PHASES, Phase


def best_of(repeat: int, call: Callable[[], object]) -> float:
    """The fastest of ``repeat`` runs of ``call``, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return min(times)


def hot_paths(n: int, repeat: int) -> None:
    """The bidding count and the heuristic play-out, per call."""
    rng = random.Random(1)
    hands = [sum(1 << c for c in rng.sample(range(32), 6)) for _ in range(n * 50)]

    def count() -> None:
        for h in hands:
            sun_strength(h)
            hokum_strength(h, h & 3)

    per = best_of(repeat, count) / (2 * len(hands))
    print(f"bidding count, one strength: {per * 1e6:.2f} us")
    flags = RuleSet().play_flags
    deals = [list(deal_all(rng, 0)) for _ in range(n * 5)]

    def play() -> None:
        for i, h in enumerate(deals):
            playout(h, Table(i % 5 - 1, False, flags, 0, 0, 1, (), (0, 0, 0, 0)))

    print(f"heuristic play-out of a hand: {best_of(repeat, play) / len(deals) * 1e6:.1f} us")


def advisers(n: int, repeat: int) -> None:
    """Each adviser of the strategy lessons, per call and its report's text (the median
    deal of ``n``)."""
    try:
        from baloot_widgets.bots import (
            HeuristicBot,
            appraise,
            card_odds,
            count_cards,
            simulate_calls,
        )
    except ImportError:
        print("advisers: not in this checkout")
        return
    bot = HeuristicBot()
    bidding, doubling, playing = [], [], []
    for seed in range(n * 20):
        game = Game.new(seed=seed, dealer=0)
        bidding.append(game.view(1))
        while game.phase in BIDDING_PHASES:
            seat = game.to_move
            assert seat is not None
            seen = game.view(seat)
            game.act(bot.choose(seen, [a for a in seen.legal if a.seat == seat]))
        if game.phase is Phase.DOUBLING and len(doubling) < n:
            doubling.append(game.view(game.to_move or 0))
        elif game.phase is Phase.PLAY and len(playing) < n:
            game.play_bots({s: bot for s in range(4)}, max_actions=12)
            if not game.is_over:
                playing.append(game.view(0))
        if len(doubling) >= n and len(playing) >= n:
            break
    bidding = [v for v in bidding if any(str(a).endswith(("sun", "hokum")) for a in v.legal)][:n]

    def median(views: list, call: Callable[[object], object]) -> float:
        times = sorted(best_of(repeat, lambda v=v: call(v)) for v in views)
        return times[len(times) // 2] * 1000

    print(f"appraise, a bidding view: {median(bidding, lambda v: appraise(v).text):.2f} ms")
    print(f"simulate_calls, bidding (48 deals): {median(bidding, simulate_calls):.1f} ms")
    print(f"simulate_calls, doubling (48 deals): {median(doubling, simulate_calls):.1f} ms")
    print(f"card_odds, partner (200 deals): {median(bidding, lambda v: card_odds(v, 3)):.1f} ms")
    print(f"count_cards, in the play: {median(playing, lambda v: count_cards(v).text):.2f} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="2 deals, one repeat (for CI)")
    parser.add_argument("--repeat", type=int, default=3, help="repeats, the best is kept")
    args = parser.parse_args(argv)
    n, repeat = (2, 1) if args.smoke else (20, args.repeat)
    print(f"advice benchmark ({pin_one_core()})")
    hot_paths(n, repeat)
    advisers(n, repeat)
    return 0


if __name__ == "__main__":
    sys.exit(main())
