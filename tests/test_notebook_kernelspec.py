"""Every committed notebook names the kernel the README's environment installs (issue 18,
item 8): JupyterLab starts a notebook's kernel from ``metadata.kernelspec.name`` when the
server has a kernelspec of that name, and asks the learner to pick one otherwise.  The
environment ``pip install -e ".[lab]"`` makes (ipykernel's ``python3``) is the one the
README's quick start and Binder serve; the notebooks must carry exactly its name, language
and display name (the name the Kernel menu shows).

What JupyterLab does when the kernelspecs come late or fail once is shown in a real browser
by ``tests/browser/test_kernel_preference.py``.
"""

from __future__ import annotations

import json
from typing import Any

import committed
import pytest
from jupyter_client.kernelspec import KernelSpecManager

NOTEBOOKS = [
    path for folder in committed.LEARNER_FOLDERS for path in committed.files(folder, "*.ipynb")
]


def installed_kernelspecs() -> dict[str, dict[str, Any]]:
    """The kernelspecs this environment's Jupyter finds (``jupyter kernelspec list``)."""
    specs = KernelSpecManager().get_all_specs()
    return {name: found["spec"] for name, found in specs.items()}


def test_the_environment_installs_the_python3_kernelspec() -> None:
    spec = installed_kernelspecs().get("python3")
    assert spec is not None, "ipykernel installs the python3 kernelspec"
    assert spec["language"] == "python"


@pytest.mark.parametrize("path", NOTEBOOKS)
def test_the_notebook_names_an_installed_kernelspec(path: str) -> None:
    metadata = json.loads((committed.tree() / path).read_text(encoding="utf-8"))["metadata"]
    kernelspec = metadata.get("kernelspec")
    assert kernelspec, f"{path} has no kernelspec: JupyterLab would ask for a kernel"
    installed = installed_kernelspecs()
    assert kernelspec["name"] in installed, (
        f"{path} asks for the kernel {kernelspec['name']!r}; installed: {sorted(installed)}"
    )
    spec = installed[kernelspec["name"]]
    assert kernelspec.get("language") == spec["language"], path
    assert kernelspec.get("display_name") == spec["display_name"], path
