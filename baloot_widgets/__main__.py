"""The command line: ``baloot tournament --games N --bots expert,heuristic``,
``baloot cheatsheet --lang ar -o cheat-sheet-ar.html``,
``baloot probability-table --lang ar -o probability-table-ar.html`` and
``baloot puzzles --matches 24 --write`` (mine the puzzle set again) and
``baloot lessons [DIR] [--lang en|ar] [--force] [--teacher]`` (the course into a folder, see
:mod:`baloot_widgets.teaching.lessons`) and ``baloot class-report FILES_OR_FOLDER -o report.html
[--csv report.csv] [--class 7B] [--lang ar]`` (see :mod:`baloot_widgets.classroom`).  ``python -m baloot_widgets ...`` runs the same commands.

>>> main(["tournament", "--games", "1", "--bots", "heuristic,random", "--workers", "0"])  # doctest: +ELLIPSIS
heuristic vs random: 1 duplicate pairs, ...
0
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Sequence

from .i18n import Lang, Message, quote
from .rules.errors import BalootError
from .teaching.lessons import DEFAULT_FOLDER

__all__ = ["main"]


def _count(text: str) -> int:
    """A whole number >= 0, else a usage error that says so."""
    if not text.strip().isdigit():
        raise argparse.ArgumentTypeError(f"must be a whole number >= 0, not {text!r}")
    return int(text)


#: the command's name in its usage line when run as ``python -m baloot_widgets``
MODULE_PROG = "python -m baloot_widgets"


def _parser(prog: str = "baloot") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=prog, description="Baloot (بلوت) from the command line.")
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
    lessons = commands.add_parser(
        "lessons",
        help="write the course (lessons and notebooks) into a folder, to open in JupyterLab",
        description="Write the lessons, the probability lessons, the play and exercise "
        "notebooks and the teacher's guide into a folder (made if needed), and print the "
        "command that opens lesson 01. Run it again after an upgrade: notebooks you changed "
        "are kept (and named), the others are brought up to date.",
    )
    lessons.add_argument(
        "folder", nargs="?", default=DEFAULT_FOLDER, help=f"the folder (default: {DEFAULT_FOLDER})"
    )
    lessons.add_argument("--lang", default="en", help="en (English, the default) or ar (Arabic)")
    lessons.add_argument(
        "--force",
        action="store_true",
        help="also replace the notebooks you changed (your changes in them are lost)",
    )
    lessons.add_argument(
        "--teacher", action="store_true", help="also write the solutions notebook (answer key)"
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
    r = commands.add_parser(
        "class-report",
        help="write the class report (HTML, and CSV for a spreadsheet) from students' results",
        description='Read the learners\' results files (the files of "Download my results", '
        "or the results folders; a folder is read with its subfolders) and write the class "
        "report: mastery by student and skill, the class's common wrong answers, time on "
        "task. --csv also writes the table for a spreadsheet (UTF-8, opens in Excel).",
    )
    r.add_argument("paths", nargs="+", metavar="FILES_OR_FOLDER", help="results files or folders")
    r.add_argument("--class", dest="class_code", default=None, help="only this class code")
    r.add_argument("--csv", default=None, metavar="FILE", help="also write the table as CSV")
    r.add_argument(
        "--tz", default=None, metavar="ZONE",
        help="the time zone of the times shown: a name (Asia/Riyadh) or an offset (+03:00); "
        "default: this computer's",
    )  # fmt: skip
    for page in (c, p, r):
        page.add_argument("--lang", choices=("en", "ar"), default="en", help="English or Arabic")
        page.add_argument(
            "-o", "--output", default="-", help="the file to write (default: print it)"
        )
    return parser


def _page(command: str, lang: str, output: str) -> int:
    """Write (or print) the cheat sheet or the probability table."""
    from .records.files import write_text

    chosen: Lang = "ar" if lang == "ar" else "en"
    if command == "cheatsheet":
        from .teaching.cheatsheet import cheat_sheet_html

        page, example = cheat_sheet_html(chosen), "cheat-sheet.html"
        what = Message.of("error.what_cheat_sheet")
    else:
        from .probability import published_figures_html

        page = published_figures_html(chosen)
        what = Message.of("error.what_probability_table")
        example = "probability-table.html"
    if output == "-":
        print(page, end="")
        return 0
    write_text(output, page, what=what, example=example)
    print(f"wrote {output}")
    return 0


def _class_report(args: argparse.Namespace) -> int:
    """``baloot class-report``: read the results, write the page (and the CSV), and say
    which files were left out and why (on standard error, the report is still written)."""
    from .classroom import class_summary, report_csv, report_page, report_view
    from .classroom.report import time_zone
    from .i18n import Join, text
    from .records.files import write_text

    lang: Lang = "ar" if args.lang == "ar" else "en"
    summary = class_summary(*args.paths, class_code=args.class_code, zone=time_zone(args.tz))
    if not summary.files and not summary.problems:
        paths = Join(tuple(quote(p) for p in args.paths), words="join.list")
        raise BalootError(Message.of("classroom.no_files", paths=paths))
    if args.class_code is not None and not summary.students and summary.codes:
        codes = Join(summary.codes, words="join.list")
        raise BalootError(Message.of("classroom.no_code", code=quote(args.class_code), codes=codes))
    for problem in summary.problems:
        print("baloot: " + text("classroom.left_out", lang, why=problem), file=sys.stderr)
    view = report_view(summary, lang)
    pages = [(args.output, report_page(view), "classroom.what_report", "report.html")]
    if args.csv:
        pages.append((args.csv, report_csv(view), "classroom.what_csv", "report.csv"))
    for output, page, what, example in pages:
        if output == "-":
            print(page, end="")
            continue
        write_text(output, page, what=Message.of(what), example=example)
        print(text("classroom.wrote", lang, path=output))
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
        raise BalootError(Message.of("error.cli_bots", text=quote(text)))
    return parts[0].strip(), parts[1].strip()


def _lessons(folder: str, lang: str, *, force: bool, teacher: bool) -> int:
    """``baloot lessons``: write the course, then say what was written and kept and how to
    open lesson 01, in the course's language."""
    from .teaching.lessons import write_lessons

    report = write_lessons(folder, lang=lang, force=force, teacher=teacher)
    with contextlib.suppress(BrokenPipeError):  # `baloot lessons | head` reads only a part
        print(report.text(), flush=True)
    return 0


def main(argv: Sequence[str] | None = None, *, prog: str = "baloot") -> int:
    """Run the command line; returns the exit status.  ``prog`` is the command as its
    usage line names it (``baloot``, or :data:`MODULE_PROG` when run as a module)."""
    args = _parser(prog).parse_args(argv)
    from .stats.tournament import tournament

    # an error is told in the language the command was asked for (both when it is unknown)
    lang = getattr(args, "lang", "en")
    said: list[Lang] = ["ar"] if lang == "ar" else ["en"] if lang == "en" else ["en", "ar"]
    try:
        if args.command == "lessons":
            return _lessons(args.folder, lang, force=args.force, teacher=args.teacher)
        if args.command == "class-report":
            return _class_report(args)
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
        for one in said:
            print(f"baloot: {exc.text(one)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("baloot: interrupted", file=sys.stderr)
        return 130
    print(result.summary())
    return 0


if __name__ == "__main__":
    raise SystemExit(main(prog=MODULE_PROG))
