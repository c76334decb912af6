"""The offline JupyterLite site: its size, what a first visit downloads, and cold start
times in Debian's chromium (a fresh browser profile each run, so nothing is cached).

    python benchmarks/lite.py              # builds the site if needed, then 3 cold starts
    python benchmarks/lite.py --runs 5
    python benchmarks/lite.py --without-site-extension   # as stock JupyterLite (before/after)
    python benchmarks/lite.py --smoke      # for CI: no build, no browser; the size of the site
                                           # tests/browser/test_lite.py built, if it is there

A cold start opens the site's front page (which goes to lesson 01) and measures the time
to the idle kernel (Pyodide, its stdlib and the 25 preloaded wheels fetched and loaded),
and to the first widget drawn after "Run All" (the lesson's first HandView, card images
drawn by the widget's JavaScript); then, in the same page, the time to the idle kernel of
a second notebook (lesson 02) while lesson 01's kernel is warm, whether it uses that kernel
(the site's extension, binder/lite/extension/) and how many web workers that added (each
Pyodide kernel runs in a worker of its own).  The site is served on 127.0.0.1 by a thread; a request
leaving 127.0.0.1 is aborted and reported.  Not pinned to one core: the page, its web
worker and the server use every core, so the machine (cores, memory, load average) is
printed with the figures.  Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO / "tests" / "browser"), str(REPO / "tests")]
import _chromium  # type: ignore[import-not-found,unused-ignore]  # noqa: E402
import _lab  # type: ignore[import-not-found,unused-ignore]  # noqa: E402
import _lite  # type: ignore[import-not-found,unused-ignore]  # noqa: E402 - the tests' helpers

FIRST_WIDGET = ".bw-handview [role=img]"
#: the notebook opened second, while lesson 01's kernel is warm
SECOND = "tutorials/02_the_deal.ipynb"
#: the site's own extension (binder/lite/extension/): the second notebook shares the Python
SITE_EXTENSION = "baloot-lite"

_RUN_ALL_NO_WAIT = """(widgetId) => {
  const app = window.jupyterapp;
  app.commands.execute('notebook:run-all-cells', { widgetId });
}"""


def machine() -> str:
    """The machine the figures were measured on: cores, memory, load."""
    cores = os.cpu_count() or 0
    memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    return f"{platform.machine()}, {cores} cores, {memory:.0f} GiB, load average {load}"


def sizes(site: Path) -> None:
    """The site's size, by part."""
    pyodide = site / "static" / "pyodide"
    wheels = sum(p.stat().st_size for p in pyodide.glob("*.whl")) / 1e6
    runtime = sum(p.stat().st_size for p in pyodide.iterdir() if p.suffix != ".whl") / 1e6
    parts = {
        "Pyodide runtime (wasm, stdlib, loader, lock)": runtime,
        f"kernel wheels ({len(list(pyodide.glob('*.whl')))}, baloot_widgets included)": wheels,
        "JupyterLab app (build/)": _lite.site_megabytes(site / "build"),
        "labextensions (widgets, Pyodide kernel)": _lite.site_megabytes(site / "extensions"),
        "lessons (files/)": _lite.site_megabytes(site / "files"),
    }
    print(f"site size: {_lite.site_megabytes(site):.1f} MB in {site.relative_to(REPO)}")
    for name, mb in parts.items():
        print(f"  {name}: {mb:.1f} MB")


def cold_start(browser: Any, base: str, *, site_extension: bool = True) -> dict[str, float]:
    """One cold start in a fresh context: seconds to the idle kernel and to the first widget,
    and MB downloaded until then."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    outside = _lite.guard(context, base)
    if not site_extension:  # the site as stock JupyterLite: a Python for each notebook
        context.route(f"{base}extensions/{SITE_EXTENSION}/**", lambda route: route.abort())
    received: list[int] = []  # the page's and its workers' requests (the kernel's worker)
    context.on(
        "requestfinished", lambda request: received.append(request.sizes()["responseBodySize"])
    )
    page = context.new_page()
    started = time.monotonic()
    widget_id = _lite.open_lite(page, base, _lite.LESSON_01)
    kernel = time.monotonic() - started
    page.evaluate(_RUN_ALL_NO_WAIT, widget_id)
    page.locator(FIRST_WIDGET).first.wait_for(state="visible", timeout=_lite.KERNEL_TIMEOUT_MS)
    widget = time.monotonic() - started
    megabytes = sum(received) / 1e6  # what the first visit downloads (before lesson 02)
    _lab.wait_kernel_idle(page, widget_id, _lite.KERNEL_TIMEOUT_MS)
    workers = len(page.workers)
    opened = time.monotonic()
    second_id = _lite.open_another(page, SECOND)
    second = time.monotonic() - opened
    added = len(page.workers) - workers  # each Pyodide kernel runs in a web worker of its own
    shared = _lite.kernel_id(page, second_id) == _lite.kernel_id(page, widget_id)
    context.close()
    if outside:
        print(f"  requests left 127.0.0.1 (aborted): {outside}")
    return {
        "kernel": kernel,
        "widget": widget,
        "second": second,
        "workers": float(added),
        "shared": float(shared),
        "mb": megabytes,
    }


def browser_side(runs: int, *, site_extension: bool = True) -> None:
    from playwright.sync_api import sync_playwright

    with _lite.serve() as base, sync_playwright() as playwright:
        browser = _chromium.launch_chromium(playwright)
        results = []
        for run in range(1, runs + 1):
            result = cold_start(browser, base, site_extension=site_extension)
            results.append(result)
            print(
                f"  cold start {run}: kernel ready {result['kernel']:.1f} s, "
                f"first widget drawn {result['widget']:.1f} s, downloaded {result['mb']:.1f} MB; "
                f"then {SECOND} ready {result['second']:.1f} s after opening it "
                f"({'the same Python' if result['shared'] else 'a Python of its own'}, "
                f"{result['workers']:.0f} more web workers)"
            )
        browser.close()
    for key, name in (
        ("kernel", "kernel ready"),
        ("widget", "first widget drawn"),
        ("second", "a second notebook's kernel ready (the first one warm)"),
    ):
        values = [r[key] for r in results]
        print(
            f"cold start to {name}: median {statistics.median(values):.1f} s "
            f"(min {min(values):.1f}, max {max(values):.1f}) over {len(values)} runs"
        )
    print(f"a first visit downloads {statistics.median(r['mb'] for r in results):.1f} MB")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="no build, no browser (for CI)")
    parser.add_argument("--runs", type=int, default=3, help="cold starts to measure")
    parser.add_argument(
        "--without-site-extension",
        action="store_true",
        help="block the site's own extension (for a before/after: each notebook its own Python)",
    )
    args = parser.parse_args(argv)
    print(
        f"JupyterLite benchmark (not pinned: the browser uses every core; Python "
        f"{sys.version.split()[0]}; {machine()})"
    )
    if args.smoke:
        if (_lite.SITE / ".build-stamp").is_file():
            sizes(_lite.SITE)
        else:
            print("no site built yet: binder/lite/build makes it (smoke mode does not build)")
        return 0
    cold = not (_lite.LITE / ".cache").exists()
    seconds, output = _lite.build_site()
    kind = "a first build (nothing cached)" if cold else "with binder/lite/.cache"
    summary = [line for line in output.splitlines() if line.startswith("lite: built")]
    print(f"binder/lite/build, {kind}: {seconds:.1f} s ({(summary or ['up to date'])[-1]})")
    print(f"machine after the build: {machine()}")
    sizes(_lite.SITE)
    browser_side(args.runs, site_extension=not args.without_site_extension)
    return 0


if __name__ == "__main__":
    sys.exit(main())
