"""Work done off the click: a widget answers an intent at once and does the long part
(a hand's review, a hint) in the background, telling the page how far it is.

Where the work runs depends on the host:

* ``"thread"``: a worker thread, where Python has threads and the widget lives on a
  running event loop (a Jupyter kernel).  The kernel keeps answering the page between
  two slices of the worker (the interpreter switches threads every few milliseconds);
  what the worker produces is handed to the loop's thread, which alone touches widgets;
* ``"steps"``: small steps on the event loop, where there are no threads (Pyodide in
  JupyterLite): the page is answered between two steps;
* ``"now"``: at once, in the caller, when there is no running event loop (a script, a
  test, a notebook cell calling the widget's methods): there is no page to keep waiting.

A task is an object with ``step(seconds) -> bool`` (do some work for about that long,
True when finished); :class:`Background` calls it until it is finished or cancelled and
reports to the widget's callbacks on the loop's thread.

>>> class Count:
...     def __init__(self): self.n = 0
...     def step(self, seconds): self.n += 1; return self.n == 3
>>> seen = []
>>> runner = Background("now")  # as host_mode() finds it in a script: no running event loop
>>> runner.mode
'now'
>>> task = runner.start("count", Count(), progress=lambda t: seen.append(t.n), done=lambda t: seen.append("done"))
>>> seen
[1, 2, 'done']
"""

from __future__ import annotations

import asyncio
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from time import perf_counter
from typing import Any, Literal, Protocol

__all__ = ["SLICE", "Background", "Mode", "Running", "Task", "host_mode"]

#: seconds of work between two reports (and, in "steps" mode, between two looks at the
#: page's messages)
SLICE = 0.05

Mode = Literal["thread", "steps", "now"]


class Task(Protocol):
    """Work that can be done a little at a time."""

    def step(self, seconds: float) -> bool:
        """Work for about ``seconds``; True when the work is finished."""
        ...  # pragma: no cover - a protocol


Report = Callable[[Any], None]


def host_mode() -> Mode:
    """How this host runs background work (see the module's docstring)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return "now"
    if sys.platform == "emscripten" or not _threads_work():
        return "steps"
    return "thread"


def _threads_work() -> bool:
    try:
        threading.Thread(target=lambda: None).start()
    except RuntimeError:  # a Python built without threads
        return False
    return True


@dataclass
class Running:
    """A task started by :meth:`Background.start`."""

    name: str
    task: Any
    cancelled: threading.Event = field(default_factory=threading.Event)
    #: held while a slice of the task runs (so that :meth:`Background.wait` never runs
    #: a slice at the same time as the worker)
    lock: threading.Lock = field(default_factory=threading.Lock)
    finished: bool = False
    #: the asyncio task of a "steps" run (kept so that it is not collected mid-run)
    handle: asyncio.Task[None] | None = None
    started: float = field(default_factory=perf_counter)

    def cancel(self) -> None:
        """Stop the task after its current slice; nothing more is reported."""
        self.cancelled.set()


class Background:
    """Runs a widget's tasks off the click and reports on the widget's thread.
    ``mode`` is :func:`host_mode` at each start unless it is forced (the tests do)."""

    def __init__(self, mode: Mode | None = None) -> None:
        self.forced = mode
        self._running: dict[str, Running] = {}

    @property
    def mode(self) -> Mode:
        """How the next task will run."""
        return host_mode() if self.forced is None else self.forced

    def running(self, name: str) -> Running | None:
        """The task ``name`` if it is still running."""
        r = self._running.get(name)
        return r if r is not None and not r.finished and not r.cancelled.is_set() else None

    def cancel(self, name: str) -> None:
        """Cancel the task ``name`` (nothing happens when none runs)."""
        r = self._running.pop(name, None)
        if r is not None:
            r.cancel()

    def start(
        self,
        name: str,
        task: Task,
        *,
        progress: Report | None = None,
        done: Report | None = None,
        every: float = SLICE,
    ) -> Running:
        """Run ``task`` (cancelling an earlier task of that name): ``progress(task)`` is
        called after every slice of about ``every`` seconds and ``done(task)`` at the
        end, both on the caller's thread."""
        self.cancel(name)
        mode = self.mode
        run = Running(name, task)
        self._running[name] = run

        def report(fn: Report | None, final: bool) -> None:
            if run.cancelled.is_set() or (fn is None and not final):
                return
            if final:
                run.finished = True
                if self._running.get(name) is run:
                    del self._running[name]
            if fn is not None:
                fn(task)

        if mode == "now":
            while not run.cancelled.is_set():
                finished = task.step(every)
                report(done if finished else progress, finished)
                if finished:
                    break
            return run
        loop = asyncio.get_running_loop()
        if mode == "steps":
            run.handle = loop.create_task(_steps(run, every, report, progress, done))
            return run

        def work() -> None:
            while not run.cancelled.is_set():
                try:
                    with run.lock:
                        if run.cancelled.is_set():
                            return
                        finished = task.step(every)
                except BaseException as exc:  # reported on the loop's thread
                    loop.call_soon_threadsafe(_raise_in, run, exc, done)
                    return
                fn = done if finished else progress
                loop.call_soon_threadsafe(report, fn, finished)
                if finished:
                    return

        threading.Thread(target=work, name=f"baloot-{name}", daemon=True).start()
        return run

    def wait(self, name: str, timeout: float = 600.0) -> bool:
        """Finish the task ``name`` in the caller (a script or a test that wants the
        result now); True when it finished."""
        r = self._running.get(name)
        if r is None:
            return True
        del self._running[name]
        with r.lock:  # the worker's slice ends first
            r.cancel()  # the background stops; the work goes on here
            end = perf_counter() + timeout
            while perf_counter() < end:
                if r.task.step(SLICE):
                    return True
        return False


async def _steps(
    run: Running,
    every: float,
    report: Callable[[Report | None, bool], None],
    progress: Report | None,
    done: Report | None,
) -> None:
    """The "steps" mode: a slice of work, then the loop answers the page, and so on."""
    while not run.cancelled.is_set():
        finished = run.task.step(every)
        report(done if finished else progress, finished)
        if finished:
            return
        await asyncio.sleep(0)


def _raise_in(run: Running, exc: BaseException, done: Report | None) -> None:
    """A task that raised: finished, and ``done`` sees the error as the task's
    ``error`` attribute (a widget shows a sentence, never a traceback)."""
    run.finished = True
    if run.cancelled.is_set():
        return
    run.task.error = exc
    if done is not None:
        done(run.task)
