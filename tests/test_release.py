"""A version number that means something (issue 24): one home for it
(``baloot_widgets/version.py``), and everything that names a version reads it there or
names the same one: the wheel's metadata, the records, the changelog's newest entry, the
README's pinned install and Binder tag, and the notes for Colab.  The wheel and the sdist
themselves are built and checked in tests/test_wheel_install.py."""

from __future__ import annotations

import re
from pathlib import Path

from packaging.version import Version

from baloot_widgets import Game, Match, __version__
from baloot_widgets.version import WRITTEN_BY

ROOT = Path(__file__).resolve().parent.parent


def test_the_version_is_a_release_number_with_one_home() -> None:
    assert str(Version(__version__)) == __version__ and not Version(__version__).is_devrelease
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert not re.search(r"^version\s*=", pyproject, re.M), "the version is not written there"
    assert re.search(r'^dynamic = \["version"\]$', pyproject, re.M)
    hatch = pyproject.split("[tool.hatch.version]", 1)[1].split("\n[", 1)[0]
    assert re.search(r'^path = "baloot_widgets/version.py"$', hatch, re.M)
    homes = [
        p.relative_to(ROOT).as_posix()
        for p in (ROOT / "baloot_widgets").rglob("*.py")
        if re.search(r"^__version__\s*=", p.read_text(encoding="utf-8"), re.M)
    ]
    assert homes == ["baloot_widgets/version.py"]


def test_the_changelog_starts_with_this_version() -> None:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    versions = re.findall(r"^## (\d+\.\d+\.\d+)\b", text, re.M)
    assert versions and versions[0] == __version__, (
        f"CHANGELOG.md's newest entry is {versions[:1]}, the package is {__version__}: "
        "write the release's entry"
    )


def test_records_name_the_library_that_wrote_them() -> None:
    assert f"baloot_widgets {__version__}" == WRITTEN_BY
    assert Game.new(seed=1).to_record()["written_by"] == WRITTEN_BY
    assert Match(seed=1).to_record()["written_by"] == WRITTEN_BY


def test_the_install_notes_pin_this_version() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    pins = re.findall(r'baloot-widgets\[lab\]==([\w.]+)"', readme)
    assert pins and set(pins) == {__version__}
    tags = re.findall(r"mybinder\.org/v2/gh/[^/]+/[^/]+/v([\d.]+)", readme)
    assert tags and set(tags) == {__version__}
    hosts = (ROOT / "docs" / "hosts.md").read_text(encoding="utf-8")
    assert set(re.findall(r'baloot-widgets==([\w.]+)"', hosts)) == {__version__}
