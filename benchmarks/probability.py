"""Probability speed: exact enumeration of all C(32,8) hands and Monte Carlo full deals
with project detection, NumPy against the pure-Python fallback, pinned to one core; and
the lessons' investigations (predict, simulate, then derive) in pure Python, on the desktop
and in the browser's Python (JupyterLite, Pyodide, where NumPy is absent).

    python benchmarks/probability.py            # the full measurement (about 15 s)
    python benchmarks/probability.py --smoke    # a tiny run, for CI
    python benchmarks/probability.py --browser  # also in JupyterLite (builds the site; ~3 min)

The investigations are timed by :func:`investigation_figures`, which uses the package only:
the browser path sends its source to a notebook of the offline JupyterLite site and runs it
there, through the ``Predict`` widget as a learner's click does (the frames go to the page).
Target (issue 22): each investigation answers within 10 s in JupyterLite.  Pure-Python deals
are timed in chunks of 1,000, and their median, 5th percentile (the slow tail) and slowest
chunk are printed.

Targets (issue 6): exact enumeration <= 1 s and <= 500 MB; >= 1.5 million deals/s with
project detection (NumPy).  Figures are printed, never asserted: machines are noisy.
Times are CPU seconds of this process (time.process_time), so other jobs on a shared
machine do not count against it; wall-clock figures are printed beside them.
Peak memory is the tracemalloc peak of a second, separate run (NumPy reports its arrays
to tracemalloc), and the process's maximum resident size from getrusage.
"""

from __future__ import annotations

import argparse
import sys
import time
import tracemalloc
from collections.abc import Callable
from typing import TypeVar

from _common import pin_one_core

from baloot_widgets.probability import (
    Backend,
    any_project,
    anyone,
    best_project,
    both_teams,
    for_seat,
    kawesh,
    simulate,
)
from baloot_widgets.probability.exact import _histogram
from baloot_widgets.probability.signature import suit_tables

T = TypeVar("T")


def timed(call: Callable[[], T]) -> tuple[float, float, T]:
    """CPU seconds (what an idle core would take: other jobs on a shared machine do not
    count) and wall-clock seconds of one call, and its result."""
    cpu, wall = time.process_time(), time.perf_counter()
    result = call()
    return time.process_time() - cpu, time.perf_counter() - wall, result


def exact_seconds(backend: str, hand_size: int = 8) -> tuple[float, float]:
    """CPU and wall seconds of one exact histogram over all hands (tables already built)."""
    _histogram.cache_clear()
    cpu, wall, _ = timed(lambda: _histogram(hand_size, backend))
    return cpu, wall


def exact_peak_mb(backend: str) -> float:
    _histogram.cache_clear()
    tracemalloc.start()
    _histogram(8, backend)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / 1e6


def max_rss_mb() -> float:
    try:
        import resource
    except ImportError:  # not on Windows
        return float("nan")
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3  # kB on Linux


def deals_per_second(n: int, backend: Backend) -> tuple[float, float]:
    """Full deals with project detection (best project, projects per seat, team and deal
    questions, and Kawesh on the five first-dealt cards): deals per CPU and wall second."""
    events = [
        for_seat(best_project("sira", "sun"), 1),
        anyone(any_project("sun")),
        both_teams(any_project("hokum")),
        anyone(kawesh()),
    ]
    simulate(events, min(n, 1000), seed=0, backend=backend)  # warm the tables
    cpu, wall, _ = timed(lambda: simulate(events, n, seed=1, backend=backend))
    return n / cpu, n / wall


def investigation_figures(scale: float = 1.0) -> dict[str, object]:
    """Pure-Python deals per second (chunks of 1,000 deals: median, 5th percentile, slowest)
    and the seconds of each of the lessons' investigations, played through the Predict
    widget: commit, run (the simulation, a frame per checkpoint), reveal (the answer).
    ``scale`` shrinks the investigations (the smoke run).  Uses the package only, so that
    the browser path can run this function's source in Pyodide."""
    import statistics
    import time as clock

    from baloot_widgets.probability import (
        any_project,
        anyone,
        best_sira,
        class_projects,
        four_hundred_wait,
        kawesh,
        kawesh_anyone,
        partner_trumps,
        simulate,
    )
    from baloot_widgets.records import recorded_sample
    from baloot_widgets.stats.bidstats import hokum_question, likelihood_beside
    from baloot_widgets.widgets import Predict

    events = [anyone(any_project("sun")), anyone(kawesh())]
    simulate(events, 200, seed=0, backend="python")  # build the tables
    rates = []
    for chunk in range(max(3, round(20 * scale))):
        started = clock.perf_counter()
        simulate(events, 1_000, seed=chunk + 1, backend="python")
        rates.append(1_000 / (clock.perf_counter() - started))
    rates.sort()
    sample = recorded_sample()
    started = clock.perf_counter()
    measured = max(50, round(6_000 * scale))
    likelihood = likelihood_beside("AS 8H 7H KD 9C", "QH", measured, seed=11)
    likelihood_seconds = clock.perf_counter() - started
    trials = {"best_sira": 20_000, "kawesh": 20_000, "wait": 300, "partner": 4_000, "hokum": 800}
    n = {k: max(10, round(v * scale)) for k, v in trials.items()}
    questions = [
        best_sira(trials=n["best_sira"]),
        kawesh_anyone(trials=n["kawesh"]),
        four_hundred_wait(trials=n["wait"]),
        partner_trumps(3, trials=n["partner"]),
        class_projects(sample.hands, sample.source),
        hokum_question("AS 8H 7H KD 9C", "QH", likelihood, measured_on=measured, trials=n["hokum"]),
    ]
    seconds = {}
    for question in questions:
        widget = Predict(question)
        started = clock.perf_counter()
        widget.commit(question.scale.show(question.scale.stops[1], 3))
        ran = clock.perf_counter()
        widget.run()
        shown = clock.perf_counter()
        widget.reveal()
        done = clock.perf_counter()
        assert widget.stage == "revealed", widget.message
        seconds[question.key] = [ran - started, shown - ran, done - shown]
    return {
        "deals_per_s": {
            "median": statistics.median(rates),
            "p5": rates[max(0, len(rates) // 20 - 1)],
            "min": rates[0],
        },
        "investigations": seconds,
        "likelihood_s": likelihood_seconds,
    }


def print_investigations(where: str, figures: dict[str, object]) -> None:
    """Print what :func:`investigation_figures` measured."""
    rates = figures["deals_per_s"]
    assert isinstance(rates, dict)
    print(
        f"{where}: pure-Python deals (two deal questions), chunks of 1,000: median "
        f"{rates['median']:,.0f}/s, 5th percentile {rates['p5']:,.0f}/s, slowest {rates['min']:,.0f}/s"
    )
    spans = figures["investigations"]
    assert isinstance(spans, dict)
    for key, (commit, run, reveal) in spans.items():
        total = commit + run + reveal
        print(
            f"  {key:<18} simulate {run:6.2f} s, reveal {reveal:5.2f} s, total {total:6.2f} s"
            f"  (target <= 10 s)"
        )
    print(f"  slowest investigation: {max(sum(v) for v in spans.values()):.2f} s")
    print(
        f"  the bot's likelihood for lesson 3 (a lesson cell before its investigation): "
        f"{figures['likelihood_s']:.2f} s"
    )


def _measurement(scale: float) -> str:
    """The source of a program that prints :func:`investigation_figures` as JSON."""
    import inspect

    source = inspect.getsource(investigation_figures)
    return f"import json\n{source}\nprint(json.dumps(investigation_figures({scale})))"


def desktop_figures(scale: float) -> dict[str, object]:
    """:func:`investigation_figures` in a Python on this machine that cannot import NumPy
    (so the same pure-Python path as in the browser), on this process's core."""
    import json
    import subprocess

    program = "import sys\nsys.modules['numpy'] = None\n" + _measurement(scale)
    proc = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, check=True
    )
    figures: dict[str, object] = json.loads(proc.stdout.strip().splitlines()[-1])
    return figures


def browser_figures(smoke: bool) -> dict[str, object]:
    """Run :func:`investigation_figures` in the JupyterLite site, in Debian's chromium: the
    site is built (or found up to date) and served on 127.0.0.1, a scratch notebook is saved
    into the browser's own storage and run; returns what it printed."""
    import json
    from pathlib import Path

    tests = Path(__file__).resolve().parent.parent / "tests"
    sys.path[:0] = [str(tests / "browser"), str(tests)]  # the harness imports tests/committed.py
    import _lab  # type: ignore[import-not-found,unused-ignore]
    import _lite  # type: ignore[import-not-found,unused-ignore]
    from _chromium import launch_chromium  # type: ignore[import-not-found,unused-ignore]
    from playwright.sync_api import sync_playwright

    notebook = _lab.new_notebook(_measurement(0.05 if smoke else 1.0))
    notebook["metadata"]["kernelspec"] = {"name": "python", "display_name": "Python (Pyodide)"}
    seconds, output = _lite.build_site()
    print(f"binder/lite/build: {seconds:.0f} s ({output.strip().splitlines()[-1]})")
    with _lite.serve() as base, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        outside = _lite.guard(context, base)
        page = context.new_page()
        _lite.open_lite(page, _lite.lab_url(base, _lite.LESSON_01), _lite.LESSON_01)
        page.evaluate(
            """async (nb) => {
              const app = window.jupyterapp;
              await app.serviceManager.contents.save('benchmark.ipynb',
                {type: 'notebook', format: 'json', content: nb});
              await app.commands.execute('docmanager:open', {path: 'benchmark.ipynb'});
            }""",
            notebook,
        )
        widget_id = _lab.notebook_widget_id(page, "benchmark.ipynb", _lite.KERNEL_TIMEOUT_MS)
        _lab.wait_kernel_idle(page, widget_id, _lite.KERNEL_TIMEOUT_MS)
        _lab.run_all_cells(page, widget_id, timeout_ms=900_000)
        outputs = page.evaluate(
            """(id) => {
              const panel = Array.from(window.jupyterapp.shell.widgets('main')).find((w) => w.id === id);
              const outs = panel.content.widgets[0].model.outputs, found = [];
              for (let i = 0; i < outs.length; i++) found.push(outs.get(i).toJSON());
              return found;
            }""",
            widget_id,
        )
        browser.close()
    if outside:
        print(f"requests left 127.0.0.1 (aborted): {outside}")
    text = "".join(str(o.get("text", "")) for o in outputs)
    errors = [o for o in outputs if o.get("output_type") == "error"]
    if errors or not text.strip():
        raise RuntimeError(f"the measurement failed in JupyterLite: {errors or outputs}")
    figures: dict[str, object] = json.loads(text.strip().splitlines()[-1])
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="tiny run for CI")
    parser.add_argument(
        "--browser", action="store_true", help="also measure in JupyterLite (Pyodide)"
    )
    args = parser.parse_args(argv)
    print(
        f"baloot_widgets probability benchmark ({pin_one_core()}, Python {sys.version.split()[0]})"
    )
    cold, _, _ = timed(suit_tables)
    print(f"per-suit tables from the engine (once):     {cold:.3f} s")
    repeats = 1 if args.smoke else 5
    numpy_s, numpy_wall = min(exact_seconds("numpy") for _ in range(repeats))
    python_s, python_wall = min(exact_seconds("python") for _ in range(repeats))
    print(
        f"exact, all 10,518,300 hands, NumPy:         {numpy_s:.3f} s  (target <= 1 s;"
        f" wall clock {numpy_wall:.3f} s)"
    )
    print(
        f"exact, grouped halves, pure Python:         {python_s:.3f} s  (wall clock"
        f" {python_wall:.3f} s; NumPy/Python time ratio {numpy_s / python_s:.2f})"
    )
    print(f"exact, all 201,376 five-card hands, NumPy:  {exact_seconds('numpy', 5)[0]:.3f} s")
    print(
        f"exact peak traced memory, NumPy:            {exact_peak_mb('numpy'):.0f} MB  (target <= 500 MB)"
    )
    print(f"exact peak traced memory, pure Python:      {exact_peak_mb('python'):.1f} MB")
    n_numpy, n_python = (20_000, 300) if args.smoke else (3_000_000, 6_000)
    fast, fast_wall = deals_per_second(n_numpy, "numpy")
    slow, slow_wall = deals_per_second(n_python, "python")
    print(
        f"Monte Carlo full deals + projects, NumPy:   {fast:,.0f}/s  (target >= 1,500,000/s;"
        f" wall clock {fast_wall:,.0f}/s)"
    )
    print(
        f"Monte Carlo full deals + projects, Python:  {slow:,.0f}/s  (NumPy is {fast / slow:,.0f}x;"
        f" wall clock {slow_wall:,.0f}/s)"
    )
    print(f"process maximum resident size:              {max_rss_mb():.0f} MB")
    print_investigations(
        "desktop, one core, no NumPy", desktop_figures(0.05 if args.smoke else 1.0)
    )
    if args.browser:
        print_investigations("JupyterLite (Pyodide, not pinned)", browser_figures(args.smoke))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
