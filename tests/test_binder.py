"""The Binder folder builds: it names its Python, every pin has a wheel for that Python on
the registry, and the package accepts that Python.

repo2docker uses Python 3.10 when ``binder/`` names none (``runtime.txt``); pins such as
``numpy==2.4.6`` have no distribution for 3.10, so the image would fail to build.  The
registry test asks the package index (``pip download --no-deps --only-binary=:all:
--python-version X.Y``); it needs the network, which CI has: without it the test is skipped
locally and fails under ``CI=true``.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from packaging.specifiers import SpecifierSet

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"


def _pins() -> list[str]:
    return [
        line.strip()
        for line in (BINDER / "requirements.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]


def binder_python() -> str:
    """The X.Y of ``binder/runtime.txt`` (``python-3.11``)."""
    text = (BINDER / "runtime.txt").read_text().strip()
    match = re.fullmatch(r"python-(3\.\d+)", text)
    assert match, f"binder/runtime.txt must read python-3.X, not {text!r}"
    return match.group(1)


def _requires_python() -> str:
    text = (ROOT / "pyproject.toml").read_text()
    match = re.search(r'^requires-python\s*=\s*"([^"]+)"', text, re.MULTILINE)
    assert match, "pyproject.toml has no requires-python"
    return match.group(1)


def test_binder_requirements_are_pinned() -> None:
    lines = _pins()
    assert lines, "binder/requirements.txt lists nothing"
    for line in lines:
        assert re.fullmatch(r"[A-Za-z0-9_.\-\[\]]+==[0-9][\w.]*", line), f"not pinned: {line}"
    names = {line.split("==")[0].lower() for line in lines}
    assert {"jupyterlab", "anywidget", "ipywidgets"} <= names


def test_binder_post_build_installs_the_package() -> None:
    script = (BINDER / "postBuild").read_text()
    assert script.startswith("#!"), "postBuild needs a shebang"
    assert "set -e" in script
    assert "pip install --no-deps ." in script


def test_binder_names_a_python_the_package_accepts() -> None:
    python = binder_python()
    assert SpecifierSet(_requires_python()).contains(f"{python}.0"), (
        f"Binder's Python {python} is outside requires-python {_requires_python()!r}"
    )


def _registry_reachable() -> bool:
    index = os.environ.get("PIP_INDEX_URL", "https://pypi.org/simple/")
    try:
        with urllib.request.urlopen(index, timeout=15):
            return True
    except OSError:
        return False


def test_every_binder_pin_has_a_wheel_for_the_binder_python(tmp_path: Path) -> None:
    if os.environ.get("CI", "").strip().lower() != "true" and not _registry_reachable():
        pytest.skip("the package index is out of reach (CI=true makes this a failure)")
    python = binder_python()
    missing = []
    download = [
        sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
        "--disable-pip-version-check", "--only-binary=:all:",
        "--python-version", python, "--dest", str(tmp_path),
    ]  # fmt: skip
    pins = _pins()
    # one pip for every pin; only when it fails, one per pin, to name each pin that has none
    proc = subprocess.run([*download, *pins], capture_output=True, text=True, timeout=600)
    for pin in pins if proc.returncode != 0 else []:
        proc = subprocess.run([*download, pin], capture_output=True, text=True, timeout=300)
        if proc.returncode != 0:
            missing.append(f"{pin}: {(proc.stderr.strip().splitlines() or ['?'])[-1]}")
    assert not missing, f"no wheel for Python {python} on the registry:\n" + "\n".join(missing)


def lite_build_site() -> Any:
    """binder/lite/build_site.py, imported (it runs in its own venv when it builds)."""
    import importlib.util

    path = Path(__file__).resolve().parent.parent / "binder" / "lite" / "build_site.py"
    spec = importlib.util.spec_from_file_location("lite_build_site", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_the_browser_site_serves_both_courses_and_not_the_answer_key() -> None:
    """binder/lite/build_site.lessons(): every lesson in English and Arabic and the
    classroom notebooks, but not the teacher's solutions (students open that site)."""
    served = {str(p) for p in lite_build_site().lessons()}
    assert "tutorials/01_cards_and_points.ipynb" in served
    assert "tutorials/ar/01_cards_and_points.ipynb" in served
    assert "notebooks/teachers_guide.ipynb" in served
    assert not any(p.endswith("solutions.ipynb") for p in served)


def test_the_sites_extension_is_prebuilt_and_an_input_of_the_build() -> None:
    """binder/lite/extension/ is what JupyterLite's build copies as a prebuilt extension (a
    ``jupyterlab._build`` naming its entry, which registers the container under the
    package's name), and a change to it rebuilds the site (it is among the stamped inputs)."""
    module = lite_build_site()
    package = json.loads((module.EXTENSION / "package.json").read_text(encoding="utf-8"))
    build = package["jupyterlab"]["_build"]
    entry = module.EXTENSION / build["load"]
    assert build["extension"] == "./extension"
    assert f"window._JUPYTERLAB['{package['name']}']" in entry.read_text(encoding="utf-8")
    assert entry in set(module.inputs())
