"""What a user installs is what we test (issue 24): the sdist and the wheel are built as a
release is (``python -m build``: the sdist, then the wheel from the sdist, so a file the sdist
forgets is missing from the wheel too), twice, and give the same bytes; the wheel is installed
(not editable) into a fresh venv; ``baloot lessons`` writes the English and the Arabic course
from it into empty folders; strict nbval runs an English and an Arabic lesson of that folder
with that venv's Python.

How it stays fast and offline (about a minute, no download).  The fresh venv is made without
pip (``venv --without-pip``) and the wheel goes in with ``pip --python <venv> install
--no-deps --no-index``.  ``baloot lessons`` runs there before anything else is reachable: it
needs only the standard library.  Then a ``.pth`` file puts this test run's own
site-packages *after* the venv's (for anywidget, ipykernel, nbval and pytest, so nothing is
downloaded); that site-packages holds this checkout as an editable install, but only through
a ``.pth`` file of its own, which Python does not read in a folder named by a ``.pth``: the
kernel imports baloot_widgets from the wheel, which the test checks.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import shutil
import site
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from baloot_widgets import __version__
from baloot_widgets.teaching.lessons import course_files

ROOT = Path(__file__).resolve().parent.parent
#: a fixed build time: the same sources give the same bytes
SOURCE_DATE_EPOCH = "1767225600"  # 2026-01-01
#: the lessons strict nbval runs from the written folders: one English, one Arabic (with a
#: live table)
NBVAL_LESSONS = (
    "en/tutorials/01_cards_and_points.ipynb",
    "ar/tutorials/ar/03_your_first_hand.ipynb",
)

pytestmark = [pytest.mark.wheel, pytest.mark.xdist_group("wheel")]


def _build(outdir: Path) -> tuple[Path, Path]:
    """(sdist, wheel) as ``python -m build`` makes them from this checkout."""
    env = {**os.environ, "SOURCE_DATE_EPOCH": SOURCE_DATE_EPOCH}
    proc = subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(outdir), str(ROOT)],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    (sdist,) = outdir.glob("*.tar.gz")
    (wheel,) = outdir.glob("*.whl")
    return sdist, wheel


@dataclass(frozen=True)
class Installed:
    """The built distributions and a fresh venv with the wheel installed in it."""

    sdist: Path
    wheel: Path
    again: tuple[Path, Path]  # the same build a second time
    venv: Path
    python: Path
    lessons: Path  # the folder of the written courses: en/ and ar/

    def run(self, *args: str | Path, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
        """Run a command with the venv's Python (``python`` first) or a venv script, in a
        folder of its own (``python -c`` and ``-m`` import from the current folder first: from
        the checkout's, they would test the checkout)."""
        program = self.python if args[0] == "python" else self.venv / "bin" / str(args[0])
        return subprocess.run(
            [str(program), *map(str, args[1:])],
            capture_output=True,
            text=True,
            cwd=cwd or self.venv.parent,
            env={k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")},
            timeout=600,
        )


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Installed]:
    if os.name == "nt":  # the venv layout below is POSIX's
        pytest.skip("the wheel-install test runs on Linux and macOS")
    base = tmp_path_factory.mktemp("wheel")
    sdist, wheel = _build(base / "dist")
    again = _build(base / "again")
    venv = base / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    pip = [sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet"]
    proc = subprocess.run(
        [*pip, "--no-deps", "--no-index", str(wheel)], capture_output=True, text=True, timeout=300
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    yield Installed(sdist, wheel, again, venv, python, base / "lessons")
    shutil.rmtree(base, ignore_errors=True)


def _members(path: Path) -> dict[str, str]:
    """name -> sha256 of every file of a wheel or an sdist."""
    if path.suffix == ".whl":
        with zipfile.ZipFile(path) as archive:
            return {n: hashlib.sha256(archive.read(n)).hexdigest() for n in archive.namelist()}
    with tarfile.open(path) as archive:
        return {
            m.name: hashlib.sha256(archive.extractfile(m).read()).hexdigest()  # type: ignore[union-attr]
            for m in archive.getmembers()
            if m.isfile()
        }


def test_the_sdist_and_the_wheel_build_reproducibly(installed: Installed) -> None:
    for first, second in zip((installed.sdist, installed.wheel), installed.again, strict=True):
        assert _members(first) == _members(second), first.name
        assert first.read_bytes() == second.read_bytes(), f"{first.name} differs between builds"


def test_the_distributions_carry_the_version_the_license_and_the_course(
    installed: Installed,
) -> None:
    assert installed.wheel.name == f"baloot_widgets-{__version__}-py3-none-any.whl"
    assert installed.sdist.name == f"baloot_widgets-{__version__}.tar.gz"
    wheel = _members(installed.wheel)
    info = f"baloot_widgets-{__version__}.dist-info"
    assert f"{info}/licenses/LICENSE" in wheel
    for lang in ("en", "ar"):  # the course's files, from the sdist, byte for byte
        for path, data in course_files(ROOT, lang, teacher=True).items():
            if lang == "ar" and path == "notebooks/play.ipynb":
                continue  # the Arabic course points its links elsewhere; the wheel has the file
            name = f"baloot_widgets/course_files/{path}"
            assert wheel.get(name) == hashlib.sha256(data).hexdigest(), name
    sdist = _members(installed.sdist)
    for name in ("CHANGELOG.md", "LICENSE", "lessons-src/build.py", "pyproject.toml"):
        assert f"baloot_widgets-{__version__}/{name}" in sdist, name
    with zipfile.ZipFile(installed.wheel) as archive:
        metadata = archive.read(f"{info}/METADATA").decode()
    assert f"Version: {__version__}" in metadata
    assert "Classifier: Intended Audience :: Education" in metadata
    assert "Project-URL: Changelog, " in metadata


def test_the_installed_package_is_the_wheel_not_the_checkout(installed: Installed) -> None:
    proc = installed.run(
        "python", "-c", "import baloot_widgets as b; print(b.__file__); print(b.__version__)"
    )
    assert proc.returncode == 0, proc.stderr
    where, version = proc.stdout.split()
    assert Path(where).is_relative_to(installed.venv), where
    assert version == __version__


@pytest.fixture(scope="module")
def written(installed: Installed) -> dict[str, subprocess.CompletedProcess[str]]:
    """``baloot lessons`` from the wheel into empty folders (en/ by the script, ar/ by
    ``python -m``), before anything but the standard library is reachable."""
    return {
        "en": installed.run("baloot", "lessons", installed.lessons / "en"),
        "ar": installed.run(
            "python", "-m", "baloot_widgets", "lessons", "--lang", "ar", installed.lessons / "ar"
        ),
    }


def test_baloot_lessons_writes_both_courses_from_the_wheel(
    installed: Installed, written: dict[str, subprocess.CompletedProcess[str]]
) -> None:
    for lang, proc in written.items():
        assert proc.returncode == 0, proc.stderr
        folder = installed.lessons / lang
        files = {
            p.relative_to(folder).as_posix(): p.read_bytes()
            for p in folder.rglob("*")
            if p.is_file() and not p.name.startswith(".")
        }
        assert files == course_files(ROOT, lang), f"the {lang} course differs from the checkout's"
    assert "Open lesson 01:" in written["en"].stdout
    assert "لفتح الدرس 01:" in written["ar"].stdout
    # a bare venv: the command says to install JupyterLab, with this venv's pip, then how to
    # open lesson 01 with this venv's Jupyter
    lines = written["en"].stdout.splitlines()
    assert "JupyterLab is not installed with this Python yet. Install it first:" in lines
    assert f'  {installed.python} -m pip install "baloot-widgets[lab]"' in lines
    assert lines[-1].startswith(f"  {installed.python} -m jupyter lab --notebook-dir=")


@pytest.fixture(scope="module")
def with_test_packages(
    installed: Installed, written: dict[str, subprocess.CompletedProcess[str]]
) -> Installed:
    """The venv, once the courses are written, with this test run's site-packages reachable
    after its own (the kernel, nbval and pytest come from there; baloot_widgets still from
    the wheel)."""
    purelib = installed.run(
        "python", "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"
    )
    (Path(purelib.stdout.strip()) / "_test_run_packages.pth").write_text(
        "\n".join(site.getsitepackages()) + "\n", encoding="utf-8"
    )
    return installed


def test_strict_nbval_on_an_english_and_an_arabic_lesson_with_the_wheel(
    with_test_packages: Installed,
) -> None:
    installed = with_test_packages
    test_the_installed_package_is_the_wheel_not_the_checkout(installed)  # still the wheel
    proc = installed.run(
        "python", "-m", "pytest", "-q", "-p", "no:cacheprovider",
        "--nbval", "--nbval-current-env",
        # one word: a path given as a separate word makes pytest look for its settings
        # beside it (the project's pyproject.toml, with its -n auto: cells on two workers)
        f"--nbval-sanitize-with={ROOT / 'tests' / 'nbval_sanitize.cfg'}",
        *NBVAL_LESSONS,
        cwd=installed.lessons,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stdout[-6000:] + proc.stderr[-2000:]
    assert " passed" in proc.stdout.splitlines()[-1]


def test_the_site_wheel_leaves_the_course_out_and_keeps_its_record(
    installed: Installed, tmp_path: Path
) -> None:
    """binder/lite/build_site.without_course_files: the JupyterLite site serves the notebooks
    as its files, so its copy of the wheel drops them (and their RECORD lines)."""
    spec = importlib.util.spec_from_file_location(
        "lite_build_site_wheel", ROOT / "binder" / "lite" / "build_site.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    wheel = tmp_path / installed.wheel.name
    shutil.copy(installed.wheel, wheel)
    module.without_course_files(wheel)
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        record = archive.read(f"baloot_widgets-{__version__}.dist-info/RECORD").decode()
    assert not any("course_files" in n for n in names)
    assert "baloot_widgets/teaching/lessons.py" in names
    listed = {line.split(",")[0] for line in record.splitlines() if line}
    assert listed == names
    config = module.lite_config(["baloot-widgets"], __version__)
    assert config["jupyter-config-data"]["appName"] == f"Baloot lessons {__version__}"
