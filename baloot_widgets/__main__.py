"""The command line: ``baloot tournament --games N --bots expert,heuristic``,
``baloot cheatsheet --lang ar -o cheat-sheet-ar.html``,
``baloot probability-table --lang ar -o probability-table-ar.html`` and
``baloot puzzles --matches 24 --write`` (mine the puzzle set again; ``python -m
baloot_widgets puzzles`` does the same).

>>> main(["tournament", "--games", "1", "--bots", "heuristic,random", "--workers", "0"])  # doctest: +ELLIPSIS
heuristic vs random: 1 duplicate pairs, ...
0
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .errors import BalootError

__all__ = ["main"]


def _count(text: str) -> int:
    """A whole number >= 0, else a usage error that says so."""
    if not text.strip().isdigit():
        raise argparse.ArgumentTypeError(f"must be a whole number >= 0, not {text!r}")
    return int(text)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="baloot", description="Baloot (بلوت) from the command line."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    t = commands.add_parser(
        "tournament",
        help="bots against bots on duplicate deals",
        description="Play duplicate match pairs of two bots (each deal played with the teams "
        "swapped) and print the mean game-point margin per hand ± its standard error and "
        "the match win rate.",
    )
    t.add_argument("--games", type=_count, default=20, help="duplicate pairs (two matches each)")
    t.add_argument(
        "--deals", type=_count, default=0, help="play on until this many duplicate deals"
    )
    t.add_argument(
        "--bots",
        default="expert,heuristic",
        help="two bots, A,B: random, heuristic, expert; options as expert:worlds=8",
    )
    t.add_argument("--seed", type=int, default=0, help="first match seed")
    t.add_argument("--workers", type=_count, default=None, help="processes (0: this process)")
    t.add_argument("--no-progress", action="store_true", help="no progress bar")
    c = commands.add_parser(
        "cheatsheet",
        help="write the one-page cheat sheet (HTML, print it from a browser)",
        description="Write the one-page cheat sheet of Baloot (card orders, points, calls, "
        "projects, scoring) as an HTML page to print from a browser.",
    )
    p = commands.add_parser(
        "probability-table",
        help="write the table of published project probabilities, corrected (HTML)",
        description="Write the project probabilities that Wikipedia and Grokipedia print, "
        "each beside the exact figure and what went wrong, as an HTML page to print.",
    )
    z = commands.add_parser(
        "puzzles",
        help="mine puzzles from seeded bot matches (and write the shipped set)",
        description="Play seeded matches of the heuristic and expert bots, look at every "
        "position with the solver, keep the clearly decided ones as puzzles and print what "
        "was found (positions checked per second, puzzles by theme, level and kind).",
    )
    z.add_argument("--seed", type=int, default=1, help="the seed of the matches")
    z.add_argument("--matches", type=_count, default=2, help="how many matches to mine")
    z.add_argument("--workers", type=_count, default=1, help="processes (matches in parallel)")
    z.add_argument(
        "--write", nargs="?", const="", default=None, metavar="FILE",
        help="write the set (default: the package's own puzzles.json)",
    )  # fmt: skip
    for page in (c, p):
        page.add_argument("--lang", choices=("en", "ar"), default="en", help="English or Arabic")
        page.add_argument(
            "-o", "--output", default="-", help="the file to write (default: print it)"
        )
    return parser


def _page(command: str, lang: str, output: str) -> int:
    """Write (or print) the cheat sheet or the probability table."""
    from .i18n import Lang
    from .records.files import write_text

    chosen: Lang = "ar" if lang == "ar" else "en"
    if command == "cheatsheet":
        from .cheatsheet import cheat_sheet_html

        page, what, example = cheat_sheet_html(chosen), "the cheat sheet", "cheat-sheet.html"
    else:
        from .probability import published_figures_html

        page, what = published_figures_html(chosen), "the probability table"
        example = "probability-table.html"
    if output == "-":
        print(page, end="")
        return 0
    write_text(output, page, what=what, example=example)
    print(f"wrote {output}")
    return 0


def _split_bots(text: str) -> tuple[str, str]:
    """Split "a,b" where each bot may carry options after a colon ("expert:worlds=8,x=1")."""
    parts: list[str] = []
    for item in text.split(","):
        if parts and "=" in item and ":" not in item:
            parts[-1] += "," + item
        else:
            parts.append(item)
    if len(parts) != 2:
        raise BalootError(f"--bots needs two bots separated by a comma, not {text!r}")
    return parts[0].strip(), parts[1].strip()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = _parser().parse_args(argv)
    from .tournament import tournament

    try:
        if args.command in ("cheatsheet", "probability-table"):
            return _page(args.command, args.lang, args.output)
        if args.command == "puzzles":
            from .puzzles.cli import mine_command

            return mine_command(args.seed, args.matches, args.workers, args.write)
        a, b = _split_bots(args.bots)
        result = tournament(
            a,
            b,
            games=args.games,
            min_deals=args.deals,
            seed=args.seed,
            workers=args.workers,
            progress=False if args.no_progress else None,
        )
    except BalootError as exc:
        print(f"baloot: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("baloot: interrupted", file=sys.stderr)
        return 130
    print(result.summary())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
