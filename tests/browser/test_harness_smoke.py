"""Smoke test of the real-browser harness on a throwaway anywidget (no baloot_widgets code).

A notebook written at test time defines ``Counter``, an anywidget whose ES module renders a
``<button aria-label="Count">``; clicking it increments the synced ``count`` trait. A Python
observer copies each new count into a second synced trait, ``echo``, which the button's
neighbour shows: seeing the echo in the page proves the click made the round trip through the
kernel. Re-running the second cell then prints the value Python holds.
"""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING

from _playwright import expect

if TYPE_CHECKING:
    from _lab import LabSession

COUNTER_CELL = '''\
import anywidget
import traitlets


class Counter(anywidget.AnyWidget):
    """A button counting its clicks; Python echoes each count back."""

    _esm = """
    function render({ model, el }) {
      const button = document.createElement("button");
      button.setAttribute("aria-label", "Count");
      const echo = document.createElement("output");
      echo.setAttribute("aria-label", "Python saw");
      const update = () => {
        button.textContent = `Count: ${model.get("count")}`;
        echo.textContent = `python saw ${model.get("echo")}`;
      };
      button.addEventListener("click", () => {
        model.set("count", model.get("count") + 1);
        model.save_changes();
      });
      model.on("change:count", update);
      model.on("change:echo", update);
      update();
      el.append(button, " ", echo);
    }
    export default { render };
    """
    count = traitlets.Int(0).tag(sync=True)
    echo = traitlets.Int(-1).tag(sync=True)

    @traitlets.observe("count")
    def _echo_count(self, change):
        self.echo = change["new"]


counter = Counter()
counter
'''

REPORT_CELL = 'print(f"python count={counter.count}")'

ENVIRONMENT_CELL = """\
import importlib.util
import sys

print(f"kernel python: {sys.executable}")
print(f"package under test found: {importlib.util.find_spec('baloot_widgets') is not None}")
"""

CLICKS = 3


def test_anywidget_click_reaches_python(lab: LabSession) -> None:
    """Run the notebook in JupyterLab, click the widget by ARIA role, see Python's view."""
    started = time.monotonic()
    path = lab.write_notebook("harness/counter.ipynb", COUNTER_CELL, REPORT_CELL, ENVIRONMENT_CELL)
    lab.open_notebook(path)
    assert lab.run_all_cells(), "a cell raised: see the failure screenshot"

    # The kernel runs in this interpreter's environment and can import the package under test.
    expect(lab.cell_output(2)).to_contain_text(f"kernel python: {sys.executable}")
    expect(lab.cell_output(2)).to_contain_text("package under test found: True")

    page = lab.page
    button = page.get_by_role("button", name="Count", exact=True)
    expect(button).to_be_visible()  # the widget renders asynchronously, after the cell ran
    expect(button).to_have_text("Count: 0")
    expect(lab.cell_output(1)).to_contain_text("python count=0")

    for _ in range(CLICKS):
        button.click()

    expect(button).to_have_text(f"Count: {CLICKS}")
    # The echo is set by a Python observer, so it shows only after the kernel saw each change.
    expect(page.get_by_label("Python saw")).to_have_text(f"python saw {CLICKS}")

    assert lab.run_cell(1)
    expect(lab.cell_output(1)).to_contain_text(f"python count={CLICKS}")

    shot = lab.screenshot("harness-smoke-counter")
    assert shot.is_file() and shot.stat().st_size > 0
    print(f"harness smoke test body took {time.monotonic() - started:.1f} s; screenshot {shot}")
