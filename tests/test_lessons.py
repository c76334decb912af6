"""``baloot lessons`` writes the course into a folder (issue 24): a fresh folder, a folder
where the learner changed a notebook (kept, and named), ``--force``, ``--lang ar``,
``--teacher``, links that still work in the written layout, and a sentence, never a
traceback, for bad input.  The wheel's copy of the course is tested in
tests/test_wheel_install.py."""

from __future__ import annotations

import errno
import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path, PurePosixPath

import pytest

from baloot_widgets.__main__ import main
from baloot_widgets.teaching.lessons import (
    MANIFEST,
    course_files,
    course_notebooks,
    course_root,
    is_teacher_only,
    linked,
    open_command,
    write_lessons,
)

ROOT = Path(__file__).resolve().parent.parent
LESSON_01 = "tutorials/01_cards_and_points.ipynb"


def _files(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in folder.rglob("*")
        if p.is_file() and p.name != MANIFEST
    }


def _broken_links(folder: Path, *, teacher: bool) -> list[str]:
    """Every relative link of the written notebooks and pages that leads nowhere (a link to
    the answer key is expected to, in a student's folder)."""
    broken = []
    for path, data in _files(folder).items():
        for target in linked(path, data):
            if not (folder / target).exists() and (teacher or not is_teacher_only(target)):
                broken.append(f"{path} -> {target}")
    return broken


# ---- what is written ----------------------------------------------------------------------


def test_a_fresh_folder_gets_the_english_course_as_committed(tmp_path: Path) -> None:
    folder = tmp_path / "new" / "lessons"  # parents are made
    report = write_lessons(folder)
    written = _files(folder)
    notebooks = [p for p in course_notebooks(ROOT) if "/ar/" not in p and not is_teacher_only(p)]
    assert sorted(p for p in written if p.endswith(".ipynb")) == notebooks
    for path in notebooks:  # byte for byte the repository's notebooks
        assert written[path] == (ROOT / path).read_bytes(), path
    assert "docs/cheat-sheet.html" in written and "docs/rules.md" in written
    assert set(report.written) == set(written) and not (report.kept or report.updated)
    assert report.lesson_01 == LESSON_01
    manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    assert manifest["files"] == {p: hashlib.sha256(d).hexdigest() for p, d in written.items()}
    assert manifest["written_by"].startswith("baloot_widgets ")


def test_every_course_notebook_is_in_one_of_the_courses(tmp_path: Path) -> None:
    """Nothing is left out: each notebook of tutorials/ and notebooks/ is written by
    ``--lang en`` or ``--lang ar`` with ``--teacher`` (a new notebook needs no code)."""
    write_lessons(tmp_path / "en", teacher=True)
    write_lessons(tmp_path / "ar", lang="ar", teacher=True)
    written = set(_files(tmp_path / "en")) | set(_files(tmp_path / "ar"))
    assert set(course_notebooks(ROOT)) <= written


def test_a_new_notebook_is_picked_up_without_a_change_of_code(tmp_path: Path) -> None:
    source = tmp_path / "course"
    for folder in ("tutorials", "notebooks", "docs"):
        shutil.copytree(ROOT / folder, source / folder)
    shutil.copy(ROOT / LESSON_01, source / "tutorials" / "15_a_new_lesson.ipynb")
    shutil.copy(ROOT / "notebooks" / "quiz.ipynb", source / "notebooks" / "a_new_page.ipynb")
    files = course_files(source, "ar")
    assert "tutorials/15_a_new_lesson.ipynb" in files  # no Arabic twin yet: the English one
    assert "notebooks/a_new_page.ipynb" in files


def test_the_arabic_course(tmp_path: Path) -> None:
    report = write_lessons(tmp_path, lang="ar")
    written = _files(tmp_path)
    arabic = [p for p in course_notebooks(ROOT) if "/ar/" in p and not is_teacher_only(p)]
    assert set(arabic) <= set(written)
    for path in arabic:
        assert written[path] == (ROOT / path).read_bytes(), path
    # an English notebook is written only where it has no Arabic twin yet
    english = [p for p in written if p.endswith(".ipynb") and "/ar/" not in p]
    for path in english:
        twin = PurePosixPath(path).parent / "ar" / PurePosixPath(path).name
        assert not (ROOT / twin).exists(), path
    assert report.lesson_01 == "tutorials/ar/01_cards_and_points.ipynb"
    assert report.text().splitlines()[0].startswith("الدروس بالعربية في المجلد")


def test_an_english_notebook_of_the_arabic_course_links_to_the_arabic_lessons(
    tmp_path: Path,
) -> None:
    """notebooks/play.ipynb has no Arabic twin yet: in the Arabic course its links to lessons
    01 and 03 lead to the Arabic lessons that are written, not to English ones that are not;
    nothing else of it changes."""
    write_lessons(tmp_path, lang="ar")
    play = "notebooks/play.ipynb"
    if (ROOT / "notebooks" / "ar" / "play.ipynb").exists():
        pytest.skip("the play notebook has its Arabic twin now")
    english = json.loads((ROOT / play).read_bytes())
    written = json.loads((tmp_path / play).read_bytes())
    targets = linked(play, (tmp_path / play).read_bytes())
    assert targets and all(t.startswith(("tutorials/ar/", "notebooks/", "docs/")) for t in targets)
    assert [c["cell_type"] for c in written["cells"]] == [c["cell_type"] for c in english["cells"]]
    for old, new in zip(english["cells"], written["cells"], strict=True):
        if old["cell_type"] == "code":
            assert old == new


@pytest.mark.parametrize(("lang", "teacher"), [("en", False), ("ar", False), ("en", True)])
def test_the_links_between_notebooks_work_in_the_written_folder(
    tmp_path: Path, lang: str, teacher: bool
) -> None:
    write_lessons(tmp_path, lang=lang, teacher=teacher)
    assert not _broken_links(tmp_path, teacher=teacher)


def test_the_answer_key_only_for_the_teacher(tmp_path: Path) -> None:
    student = write_lessons(tmp_path / "student")
    assert not any(is_teacher_only(p) for p in _files(tmp_path / "student"))
    assert "--teacher" in student.text()
    teacher = write_lessons(tmp_path / "teacher", lang="ar", teacher=True)
    assert "notebooks/ar/solutions.ipynb" in _files(tmp_path / "teacher")
    assert "--teacher" not in teacher.text()


def test_every_committed_notebook_is_written_as_json_would_write_it() -> None:
    """A notebook whose links the Arabic course changes is written with ``json.dumps`` as
    nbformat writes it: that is how every committed notebook is written."""
    for path in course_notebooks(ROOT):
        data = (ROOT / path).read_bytes()
        again = json.dumps(json.loads(data), sort_keys=True, indent=1, ensure_ascii=False) + "\n"
        assert again.encode() == data, path


# ---- a learner's work is kept -------------------------------------------------------------


def test_a_changed_notebook_is_kept_and_named(tmp_path: Path) -> None:
    write_lessons(tmp_path)
    mine = tmp_path / LESSON_01
    mine.write_text('{"my": "answers"}', encoding="utf-8")
    report = write_lessons(tmp_path)
    assert report.kept == (LESSON_01,)
    assert mine.read_text(encoding="utf-8") == '{"my": "answers"}'
    assert not report.written and not report.updated and len(report.same) > 20
    text = report.text()
    assert "Kept the files you changed" in text and "--force" in text
    assert f"  {Path(LESSON_01)}" in text.splitlines()
    again = write_lessons(tmp_path)  # still kept the next time
    assert again.kept == (LESSON_01,)


def test_force_replaces_the_changed_notebook(tmp_path: Path) -> None:
    write_lessons(tmp_path)
    (tmp_path / LESSON_01).write_text("{}", encoding="utf-8")
    report = write_lessons(tmp_path, force=True)
    assert report.replaced == (LESSON_01,) and not report.kept
    assert (tmp_path / LESSON_01).read_bytes() == (ROOT / LESSON_01).read_bytes()
    assert "Replaced the files you had changed" in report.text()
    assert write_lessons(tmp_path).kept == ()  # the manifest knows the new copy


def test_an_unchanged_notebook_is_brought_up_to_date(tmp_path: Path) -> None:
    """A notebook still as this command wrote it (an older release's) takes the new copy."""
    write_lessons(tmp_path)
    older = b'{"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}\n'
    (tmp_path / LESSON_01).write_bytes(older)
    manifest = json.loads((tmp_path / MANIFEST).read_text(encoding="utf-8"))
    manifest["files"][LESSON_01] = hashlib.sha256(older).hexdigest()
    (tmp_path / MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    report = write_lessons(tmp_path)
    assert report.updated == (LESSON_01,) and not report.kept
    assert (tmp_path / LESSON_01).read_bytes() == (ROOT / LESSON_01).read_bytes()


def test_a_file_the_manifest_does_not_know_is_kept(tmp_path: Path) -> None:
    """A folder written before (no manifest, or a broken one) or a file of the same name:
    whatever differs from the course is the learner's and stays."""
    (tmp_path / "tutorials").mkdir()
    (tmp_path / LESSON_01).write_text("mine", encoding="utf-8")
    (tmp_path / MANIFEST).write_text("{not json", encoding="utf-8")
    report = write_lessons(tmp_path)
    assert report.kept == (LESSON_01,)
    assert (tmp_path / LESSON_01).read_text(encoding="utf-8") == "mine"
    assert json.loads((tmp_path / MANIFEST).read_text(encoding="utf-8"))["files"]


def test_the_files_equal_to_the_course_are_adopted(tmp_path: Path) -> None:
    """A folder written without a manifest (copied by hand) holds the course's bytes: they are
    the course's, and later runs may update them."""
    write_lessons(tmp_path)
    (tmp_path / MANIFEST).unlink()
    report = write_lessons(tmp_path)
    assert not report.kept and not report.written and report.same
    assert LESSON_01 in json.loads((tmp_path / MANIFEST).read_text(encoding="utf-8"))["files"]


# ---- the command line ---------------------------------------------------------------------


def test_the_command_prints_the_one_command_that_opens_lesson_01(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "my lessons"
    assert main(["lessons", str(folder)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-2] == "Open lesson 01:"
    assert lines[-1] == f"  {open_command(folder, LESSON_01)}"
    assert f"lab '--notebook-dir={folder}' '{folder / LESSON_01}'" in lines[-1]
    assert (folder / LESSON_01).is_file()


def test_python_dash_m_runs_the_same_command_in_arabic(tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "baloot_widgets", "lessons", str(tmp_path / "d"), "--lang", "ar"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert "لفتح الدرس 01:" in proc.stdout
    assert (tmp_path / "d" / "tutorials" / "ar" / "01_cards_and_points.ipynb").is_file()


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    status = main(args)
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err + captured.out
    return status, captured.err


def test_an_unknown_language_is_a_sentence_in_both_languages(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, err = _run(["lessons", str(tmp_path / "x"), "--lang", "fr"], capsys)
    assert status == 2
    assert err.splitlines() == [
        "baloot: --lang must be en (English) or ar (Arabic), not 'fr'",
        "baloot: الخيار \u200e--lang\u200e إما en (الإنجليزية) أو ar (العربية)، لا 'fr'",
    ]
    assert not (tmp_path / "x").exists()


def test_a_file_where_the_folder_should_be(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    taken = tmp_path / "notes.txt"
    taken.write_text("a teacher's notes", encoding="utf-8")
    status, err = _run(["lessons", str(taken)], capsys)
    assert status == 2 and "it is a file, not a folder" in err
    status, err = _run(["lessons", str(taken / "inside"), "--lang", "ar"], capsys)
    assert status == 2 and f"{taken} ملف في مكان يحتاج فيه الدرس إلى مجلد" in err
    assert taken.read_text(encoding="utf-8") == "a teacher's notes"


def test_a_file_where_the_course_needs_a_folder_inside(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "tutorials").write_text("not a folder", encoding="utf-8")
    status, err = _run(["lessons", str(tmp_path)], capsys)
    assert status == 2
    assert f"{tmp_path / 'tutorials'} is a file where the course needs a folder" in err


def test_a_folder_where_the_course_writes_a_notebook(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / LESSON_01).mkdir(parents=True)
    status, err = _run(["lessons", str(tmp_path)], capsys)
    assert status == 2 and "is a folder where the course writes a file" in err


def test_a_folder_that_may_not_be_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """As a user who may not write there (root may write anywhere, so the refusal is made
    by the system call itself)."""

    def refuse(src: object, dst: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied", str(dst))

    monkeypatch.setattr(os, "replace", refuse)
    status, err = _run(["lessons", str(tmp_path / "x")], capsys)
    assert status == 2 and "you may not write there" in err
    status, err = _run(["lessons", str(tmp_path / "x"), "--lang", "ar"], capsys)
    assert status == 2 and "لا تملك إذن الكتابة هناك" in err
    leftovers = [p for p in (tmp_path / "x").rglob("*.tmp")]
    assert not leftovers  # a failed write leaves nothing half-written


def test_the_course_is_not_written_over_its_own_source(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, err = _run(["lessons", str(course_root())], capsys)
    assert status == 2 and "holds the course's own files" in err


def test_the_command_needs_no_widget_library(tmp_path: Path) -> None:
    """``baloot lessons`` runs where only the standard library is (a fresh install whose
    dependencies are still downloading, or a broken JupyterLab): it imports no widgets."""
    code = (
        "import sys; from baloot_widgets.__main__ import main; "
        "main(['lessons', sys.argv[1]]); "
        "print(sorted(m for m in ('anywidget', 'ipywidgets', 'traitlets') if m in sys.modules))"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "lessons")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.stdout.splitlines()[-1] == "[]", proc.stdout + proc.stderr
