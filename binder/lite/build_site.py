"""Build the offline JupyterLite site of the lessons: ``binder/lite/build`` runs this in its
private venv (see that script).  The site lands in ``binder/lite/_output/`` and needs nothing
from the internet when it runs:

1. Pyodide's core runtime, ``npm pack pyodide@<the kernel's PYODIDE_VERSION>``, goes into the
   site's ``static/pyodide/``; the kernel addon then serves it and sets ``pyodideUrl`` itself.
2. The kernel's Python packages (``kernel-requirements.txt``, all pure Python, downloaded
   from PyPI for Pyodide's Python), the kernel's own wheels and a wheel of baloot_widgets
   built from this checkout go beside it, with a reduced ``pyodide-lock.json`` that lists
   exactly these wheels and their sha256.  ``jupyter-lite.json`` preloads them all at kernel
   start (``loadPyodideOptions.packages``) and turns the PyPI fallback off, so a lesson's first
   ``import baloot_widgets`` works as it does in a normal kernel.
   The site's wheel leaves out the course's notebooks that the package carries for
   ``baloot lessons`` (the site serves the same notebooks as its files), and the site's
   browser tab names the package's version (``Baloot lessons 0.1.0``).
3. ``jupyter lite build`` adds the lessons (every notebook of ``tutorials/`` and
   ``notebooks/`` in both languages, as ``baloot_widgets.teaching.lessons`` lists the course, but the
   answer key), the widget labextensions of the build venv and the site's own extension
   (``extension/``, added as a prebuilt labextension: a notebook opened while a Python is
   running uses that Python instead of starting another Pyodide); the site's front page
   opens lesson 01.

Downloads are cached in ``binder/lite/.cache/``.  A stamp of every input (the package, the
lessons, these build files) lets a rerun on unchanged inputs return at once.
"""

from __future__ import annotations

import argparse
import fcntl
import hashlib
import importlib
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import urllib.request
import zipfile
from collections.abc import Iterable, Iterator, Set
from email.parser import HeaderParser
from pathlib import Path
from typing import Any

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT))  # the checkout's package (pure Python) lists the course
from baloot_widgets.teaching.lessons import PACKAGED, course_notebooks, is_teacher_only  # noqa: E402

CACHE = HERE / ".cache"
OUTPUT = HERE / "_output"
STAMP = OUTPUT / ".build-stamp"
KERNEL_REQUIREMENTS = HERE / "kernel-requirements.txt"
#: the site's own JupyterLite extension, written by hand (its package.json names it)
EXTENSION = HERE / "extension"

#: the page the site opens on
START = "tutorials/01_cards_and_points.ipynb"

#: sha256 of ``npm pack pyodide@314.0.6`` (checked, so a changed tarball fails the build)
PYODIDE_TGZ_SHA256 = {
    "314.0.6": "d78ac549b28a2a58600cd06f44e017024151775f8c6b2d73fab1475400d38ea2",
}

NPM_REGISTRY = "https://registry.npmjs.org"

#: the core runtime files of the npm package (its pyodide-lock.json is replaced)
PYODIDE_CORE = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide.js",
)

#: the kernel's own wheels, shipped inside jupyterlite-pyodide-kernel's labextension
KERNEL_OWN_WHEELS = ("piplite", "pyodide-kernel", "ipykernel")

#: requirements no kernel package needs in the browser: the widget frontends are the
#: labextensions of the build venv (the kernel's ipywidgets never imports these)
FRONTEND_ONLY = {"widgetsnbextension", "jupyterlab-widgets"}

#: what the kernel starts by installing unless it is preloaded (jupyterlite-pyodide-kernel's
#: worker checks these exact names in ``loadPyodideOptions.packages``)
KERNEL_START = ("micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython")


def log(message: str) -> None:
    print(f"lite: {message}", flush=True)


def run(*command: str | Path, cwd: Path | None = None) -> None:
    """Run a command, failing the build when it fails."""
    subprocess.run([str(c) for c in command], check=True, cwd=cwd)


def sha256_of(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# ---- what the site is built from --------------------------------------------------------


def lessons() -> list[Path]:
    """The notebooks the site serves, relative to the repository root (the students'
    lessons in both languages and the classroom notebooks, not the answer key)."""
    return [Path(p) for p in course_notebooks(ROOT) if not is_teacher_only(p)]


def inputs() -> Iterator[Path]:
    """Every file the site depends on."""
    yield from (ROOT / p for p in lessons())
    package = ROOT / "baloot_widgets"
    yield from sorted(p for p in package.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    yield ROOT / "pyproject.toml"
    yield ROOT / "README.md"  # the wheel's long description
    yield from sorted(p for p in HERE.iterdir() if p.is_file())
    yield from sorted(p for p in EXTENSION.rglob("*") if p.is_file())


def input_digest() -> str:
    digest = hashlib.sha256()
    for path in inputs():
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def up_to_date() -> bool:
    return STAMP.is_file() and STAMP.read_text().strip() == input_digest()


# ---- Pyodide -----------------------------------------------------------------------------


def kernel_constants() -> tuple[str, str]:
    """(Pyodide version, Pyodide's Python X.Y) that the pinned kernel expects."""
    constants = importlib.import_module("jupyterlite_pyodide_kernel.constants")
    return str(constants.PYODIDE_VERSION), str(constants.PYODIDE_PYTHON_VERSION)


def pyodide_core(version: str, into: Path) -> dict[str, Any]:
    """Unpack Pyodide's core runtime into ``into``; returns its pyodide-lock.json."""
    tgz = CACHE / f"pyodide-{version}.tgz"
    if not tgz.is_file():
        CACHE.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as tmp:
            if shutil.which("npm"):
                log(f"npm pack pyodide@{version}")
                run("npm", "pack", "--silent", f"pyodide@{version}", "--pack-destination", tmp)
            else:  # the same tarball, from the npm registry without npm
                url = f"{NPM_REGISTRY}/pyodide/-/pyodide-{version}.tgz"
                log(f"npm is not installed: downloading {url}")
                with urllib.request.urlopen(url, timeout=300) as response:
                    (Path(tmp) / tgz.name).write_bytes(response.read())
            shutil.move(next(Path(tmp).glob("*.tgz")), tgz)
    expected = PYODIDE_TGZ_SHA256.get(version)
    if expected is not None and sha256_of(tgz) != expected:
        tgz.unlink()
        raise SystemExit(f"lite: pyodide-{version}.tgz does not have the pinned sha256")
    into.mkdir(parents=True, exist_ok=True)
    with tarfile.open(tgz) as archive:
        for name in PYODIDE_CORE:
            member = archive.extractfile(f"package/{name}")
            if member is None:
                raise SystemExit(f"lite: the pyodide package has no {name}")
            (into / name).write_bytes(member.read())
        lock_member = archive.extractfile("package/pyodide-lock.json")
        if lock_member is None:
            raise SystemExit("lite: the pyodide package has no pyodide-lock.json")
        lock: dict[str, Any] = json.loads(lock_member.read())
    return lock


# ---- the kernel's wheels -----------------------------------------------------------------


def pinned(requirements: Path) -> list[Requirement]:
    """The ``name==version`` lines of a requirements file."""
    pins = []
    for line in requirements.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            requirement = Requirement(line)
            specs = list(requirement.specifier)
            if len(specs) != 1 or specs[0].operator != "==":
                raise SystemExit(f"lite: {requirements.name}: not pinned with ==: {line}")
            pins.append(requirement)
    return pins


def wheel_name_version(wheel: Path) -> tuple[str, str]:
    name, version = wheel.name.split("-")[:2]
    return canonicalize_name(name), version


def kernel_wheels(python: str) -> list[Path]:
    """The pinned pure-Python wheels for Pyodide's Python, downloaded once into the cache."""
    folder = CACHE / "kernel-wheels"
    folder.mkdir(parents=True, exist_ok=True)
    pins = pinned(KERNEL_REQUIREMENTS)
    have = {wheel_name_version(w): w for w in folder.glob("*.whl")}
    wanted = [(canonicalize_name(p.name), next(iter(p.specifier)).version) for p in pins]
    missing = [str(p) for p, key in zip(pins, wanted, strict=True) if key not in have]
    if missing:
        log(f"pip download {len(missing)} wheels for Pyodide's Python {python}")
        run(
            sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
            "--no-deps", "--only-binary=:all:", "--python-version", python,
            "--platform", "any", "--implementation", "py", "--abi", "none",
            "--dest", folder, *missing,
        )  # fmt: skip
        have = {wheel_name_version(w): w for w in folder.glob("*.whl")}
    return [have[key] for key in wanted]


def own_wheels() -> list[Path]:
    """piplite, pyodide-kernel and the ipykernel shim, from the kernel's labextension."""
    extension = (
        Path(sys.prefix) / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension"
    )
    wheels = {wheel_name_version(w)[0]: w for w in (extension / "static/pypi").glob("*.whl")}
    return [wheels[name] for name in KERNEL_OWN_WHEELS]


def project_wheel(into: Path) -> Path:
    """A wheel of baloot_widgets built from this checkout, without the course's files."""
    log("building the baloot_widgets wheel from this checkout")
    run(
        sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check",
        "--no-deps", "--no-build-isolation", "--wheel-dir", into, ROOT,
    )  # fmt: skip
    wheel = next(into.glob("baloot_widgets-*.whl"))
    without_course_files(wheel)
    return wheel


#: where the wheel keeps the course's files (``baloot_widgets/course_files/``)
COURSE_FILES = f"{PACKAGED.parent.name}/{PACKAGED.name}/"


def without_course_files(wheel: Path) -> None:
    """Drop the course's notebooks and pages from a wheel (and from its RECORD).  The package
    carries them for ``baloot lessons``; the site serves the same notebooks as its files, and
    every student's first start would download them a second time (0.7 MB)."""
    with zipfile.ZipFile(wheel) as archive:
        kept = [
            (info, archive.read(info))
            for info in archive.infolist()
            if not info.filename.startswith(COURSE_FILES)
        ]
    with zipfile.ZipFile(wheel, "w") as archive:
        for info, data in kept:
            if info.filename.endswith(".dist-info/RECORD"):
                lines = data.decode().splitlines(keepends=True)
                data = "".join(x for x in lines if not x.startswith(COURSE_FILES)).encode()
            archive.writestr(info, data)


# ---- the reduced pyodide-lock.json -------------------------------------------------------


def wheel_metadata(wheel: Path) -> tuple[dict[str, Any], list[str]]:
    """(METADATA headers as {Name, Version, Requires-Dist}, top-level import names)."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
        headers = HeaderParser().parsestr(archive.read(f"{info}/METADATA").decode())
        if f"{info}/top_level.txt" in names:
            imports = archive.read(f"{info}/top_level.txt").decode().split()
        else:
            imports = sorted(
                {
                    n.split("/")[0].removesuffix(".py")
                    for n in names
                    if (n.count("/") == 1 and n.endswith("/__init__.py"))
                    or (n.count("/") == 0 and n.endswith(".py"))
                }
            )
    meta = {
        "Name": headers["Name"],
        "Version": headers["Version"],
        "Requires-Dist": headers.get_all("Requires-Dist") or [],
    }
    return meta, [i for i in imports if not i.startswith("_")]


def pyodide_environment(python: str, full_python: str) -> dict[str, str]:
    """The PEP 508 marker environment of Pyodide's Python."""
    env = {key: str(value) for key, value in default_environment().items()}
    env.update(
        sys_platform="emscripten",
        platform_system="Emscripten",
        platform_machine="wasm32",
        os_name="posix",
        implementation_name="cpython",
        platform_python_implementation="CPython",
        python_version=python,
        python_full_version=full_python,
        extra="",
    )
    return env


def depends(requires: Iterable[str], env: dict[str, str], shipped: Set[str]) -> list[str]:
    """The shipped packages a wheel requires in Pyodide; fails on a requirement not shipped."""
    out = []
    for line in requires:
        requirement = Requirement(line)
        if requirement.marker is not None and not requirement.marker.evaluate(env):
            continue
        name = canonicalize_name(requirement.name)
        if name in shipped:
            out.append(name)
        elif name not in FRONTEND_ONLY:
            raise SystemExit(f"lite: a kernel package needs {line!r}: add it to the kernel pins")
    return sorted(set(out))


def reduced_lock(base: dict[str, Any], wheels: list[Path], python: str) -> dict[str, Any]:
    """Pyodide's lock with only ``wheels`` (sha256 of the files shipped) as its packages."""
    env = pyodide_environment(python, str(base["info"]["python"]))
    metas = {wheel: wheel_metadata(wheel) for wheel in wheels}
    shipped = {canonicalize_name(meta["Name"]) for meta, _ in metas.values()}
    packages = {}
    for wheel, (meta, imports) in metas.items():
        name = canonicalize_name(meta["Name"])
        packages[name] = {
            "name": name,
            "version": meta["Version"],
            "file_name": wheel.name,
            "install_dir": "site",
            "sha256": sha256_of(wheel),
            "package_type": "package",
            "imports": imports,
            "depends": depends(meta["Requires-Dist"], env, shipped),
            "unvendored_tests": False,
        }
    return {"info": base["info"], "packages": dict(sorted(packages.items()))}


# ---- the site ----------------------------------------------------------------------------


def lite_config(packages: list[str], version: str) -> dict[str, Any]:
    """jupyter-lite.json: preload every package at kernel start, never reach for PyPI; the
    title names the version of baloot_widgets the site runs.

    >>> lite_config(["baloot-widgets"], "0.1.0")["jupyter-config-data"]["appName"]
    'Baloot lessons 0.1.0'
    """
    kernel = {
        "disablePyPIFallback": True,
        "loadPyodideOptions": {"packages": packages},
    }
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": f"Baloot lessons {version}",
            "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": kernel},
        },
    }


def open_lesson_01(index: Path) -> None:
    """Make the site's front page open lesson 01.  The page keeps its ``jupyter-config-data``
    (every app page reads it), but goes to the lab with ``?path=`` instead of to plain
    ``appUrl``."""
    target = f"lab/index.html?path={START}"
    redirect = f"window.location.replace({json.dumps(target)});"
    text = index.read_text()
    if redirect in text:  # already done (a build that reused its output)
        return
    page, count = re.subn(
        r"""await\s+import\(\s*['"]\./config-utils\.js[^'"]*['"]\s*\);?""", redirect, text
    )
    if count != 1:
        scripts = re.findall(r"<script\b.*?</script>", text, flags=re.S)
        raise SystemExit(
            f"lite: {index} does not load config-utils.js as expected; its scripts:\n"
            + "\n".join(s[:300] for s in scripts)
        )
    link = f"<body><p><a href='{target}'>Open lesson 01</a></p></body>"
    index.write_text(page.replace("</head>", f"</head>\n  {link}", 1))


def folder_mb(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1e6


def build() -> None:
    started = time.monotonic()
    version, python = kernel_constants()
    work = CACHE / "lite-dir"
    shutil.rmtree(work, ignore_errors=True)
    pyodide_dir = work / "static" / "pyodide"
    base_lock = pyodide_core(version, pyodide_dir)

    with tempfile.TemporaryDirectory() as tmp:
        project = project_wheel(Path(tmp))
        wheels = [*kernel_wheels(python), *own_wheels(), project]
        site_version = str(wheel_metadata(project)[0]["Version"])
        for wheel in wheels:
            shutil.copy2(wheel, pyodide_dir / wheel.name)
        lock = reduced_lock(base_lock, wheels, python)
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n")
    missing = [n for n in KERNEL_START if n not in lock["packages"]]
    if missing:
        raise SystemExit(f"lite: the kernel needs {missing} at start; add them to the pins")
    packages = sorted(lock["packages"])
    config = lite_config(packages, site_version)
    (work / "jupyter-lite.json").write_text(json.dumps(config, indent=1) + "\n")

    # the site's extension, found as prebuilt; not in the lite dir's own ``extensions/``,
    # which jupyterlite-core 0.8.6 lists but does not copy (its ``build`` yields a generator)
    extensions = work / "site-extensions"
    name = json.loads((EXTENSION / "package.json").read_text())["name"]
    shutil.copytree(EXTENSION, extensions / name)

    contents = work / "contents"
    for lesson in lessons():
        (contents / lesson).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / lesson, contents / lesson)

    shutil.rmtree(OUTPUT, ignore_errors=True)
    log("jupyter lite build")
    run(
        sys.executable, "-m", "jupyter", "lite", "build",
        "--lite-dir", work, "--contents", contents, "--output-dir", OUTPUT,
        "--apps", "lab", "--no-unused-shared-packages", "--no-sourcemaps",
        f"--FederatedExtensionAddon.extra_labextensions_path={extensions}",
        cwd=work,
    )  # fmt: skip
    open_lesson_01(OUTPUT / "index.html")
    STAMP.write_text(input_digest() + "\n")
    log(
        f"built {OUTPUT.relative_to(ROOT)} in {time.monotonic() - started:.0f} s: "
        f"{len(lessons())} notebooks, {len(packages)} kernel packages, "
        f"{folder_mb(OUTPUT):.1f} MB"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="rebuild even when up to date")
    parser.add_argument("--check", action="store_true", help="only say whether up to date")
    args = parser.parse_args(argv)
    CACHE.mkdir(parents=True, exist_ok=True)
    with (CACHE / "build.lock").open("w") as lock:
        # two builds at once would delete each other's work: the second waits, then finds
        # the site up to date
        fcntl.flock(lock, fcntl.LOCK_EX)
        if args.check or not args.force:
            fresh = up_to_date()
            if fresh:
                log(f"{OUTPUT.relative_to(ROOT)} is up to date")
                return 0
            if args.check:
                log(f"{OUTPUT.relative_to(ROOT)} is missing or out of date")
                return 1
        build()
    return 0


if __name__ == "__main__":
    sys.exit(main())
