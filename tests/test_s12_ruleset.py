"""RULES.md §12: the RuleSet — one field per variant flag, defaults as in the table,
clear sentences for invalid or contradictory settings."""

from __future__ import annotations

import dataclasses
import os
import re
from pathlib import Path
from typing import Any

import pytest

from baloot_widgets import BalootError, RuleSet, RuleSetError
from baloot_widgets.rules.ruleset import FLAG_HELP, TEACHING_FLAGS

ROOT = Path(__file__).resolve().parent.parent
RULES_CANDIDATES = [
    Path(os.environ["BALOOT_RULES_MD"]) if os.environ.get("BALOOT_RULES_MD") else None,
    ROOT / "RULES.md",
    ROOT.parent / "shared" / "RULES.md",
    Path("/work/shared/RULES.md"),
]


def _rules_md() -> Path | None:
    for path in RULES_CANDIDATES:
        if path is not None and path.is_file():
            return path
    return None


def _parse_default(text: str) -> Any:
    text = text.strip()
    if text in ("True", "False"):
        return text == "True"
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    quoted = re.fullmatch(r"[\"'`](.*)[\"'`]", text)
    if quoted:
        return quoted.group(1)
    raise AssertionError(f"cannot read the default {text!r} of the RULES.md §12 table")


def parse_flag_table(markdown: str) -> dict[str, Any]:
    """The ``| `flag` | default | ... |`` rows of RULES.md section 12."""
    section = re.search(r"^## 12\..*?$(.*?)^## ", markdown, flags=re.M | re.S)
    assert section, "RULES.md has no section 12"
    table: dict[str, Any] = {}
    for line in section.group(1).splitlines():
        row = re.match(r"^\|\s*`([a-z0-9_]+)`\s*\|([^|]*)\|", line)
        if row:
            name, default = row.group(1), row.group(2)
            assert name not in table, f"{name} twice in the table"
            table[name] = _parse_default(default)
    return table


def test_the_table_parser_reads_a_small_table() -> None:
    sample = (
        "## 12. Variant flags\n| Flag | Default | x |\n|---|---|---|\n"
        '| `a_flag` | False | y |\n| `b_int` | 100 | z |\n| `c_choice` | "caller" | w |\n'
        "## 13. Next\n| `not_me` | True | no |\n"
    )
    assert parse_flag_table(sample) == {"a_flag": False, "b_int": 100, "c_choice": "caller"}


def test_defaults_equal_the_rules_md_section_12_table_exactly() -> None:
    path = _rules_md()
    if path is None:
        pytest.skip("RULES.md is not available here")
    table = parse_flag_table(path.read_text(encoding="utf-8"))
    assert len(table) >= 30
    defaults = {
        f.name: getattr(RuleSet(), f.name)
        for f in dataclasses.fields(RuleSet)
        if f.name not in TEACHING_FLAGS  # teaching flags, documented in docs/rules.md only
    }
    assert sorted(defaults) == sorted(table), (
        f"only in RuleSet: {sorted(set(defaults) - set(table))}; "
        f"only in RULES.md: {sorted(set(table) - set(defaults))}"
    )
    for name, value in table.items():
        assert defaults[name] == value, name
        assert type(defaults[name]) is type(value), name


def test_the_rules_page_for_students_lists_every_flag_with_its_default() -> None:
    """docs/rules.md (in the project, so this always runs) states every flag and its default."""
    text = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    section = text.split("## Variant flags", 1)[1].split("\n## ", 1)[0]  # with its ### parts
    table: dict[str, Any] = {}
    for line in section.splitlines():
        row = re.match(r"^\|\s*`([a-z0-9_]+)`\s*\|([^|]*)\|", line)
        if row:
            table[row.group(1)] = _parse_default(row.group(2).strip().strip("`"))
    defaults = {f.name: getattr(RuleSet(), f.name) for f in dataclasses.fields(RuleSet)}
    assert table == defaults


def test_the_defaults_spelled_out() -> None:
    r = RuleSet()
    assert r.must_trump_when_void is True
    assert r.must_trump_when_partner_winning is False
    assert r.must_undertrump is True
    assert r.strict_legality is True
    assert r.closed_hokum_chooser == "caller"
    assert r.failed_sawa_penalty == "khasara"
    assert r.qayd_deferral is True
    assert r.sun_double_threshold == 100
    assert r.max_projects_per_player == 2
    assert r.match_target == 152
    assert r.differences() == {}
    assert r == RuleSet()


def test_every_flag_has_a_help_sentence() -> None:
    names = [f.name for f in dataclasses.fields(RuleSet)]
    assert sorted(FLAG_HELP) == sorted(names)
    for name in names:
        assert FLAG_HELP[name].strip().endswith(".")


def test_ruleset_is_frozen_and_hashable() -> None:
    r = RuleSet()
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.must_undertrump = False  # type: ignore[misc]
    assert hash(r) == hash(RuleSet())
    assert len({RuleSet(), RuleSet(), RuleSet(must_undertrump=False)}) == 2


def test_differences_and_describe() -> None:
    r = RuleSet(must_undertrump=False, match_target=101, closed_hokum_chooser="auto")
    assert r.differences() == {
        "must_undertrump": False,
        "match_target": 101,
        "closed_hokum_chooser": "auto",
    }
    text = r.describe()
    assert "must_undertrump" in text
    assert len(text.splitlines()) == 3
    assert RuleSet().describe().strip()


def test_from_dict_round_trips() -> None:
    r = RuleSet(exact_tie_splits=True, max_projects_per_player=1, failed_sawa_penalty="qayd")
    assert RuleSet.from_dict(r.differences()) == r
    assert RuleSet.from_dict({}) == RuleSet()
    all_flags = {f.name: getattr(r, f.name) for f in dataclasses.fields(RuleSet)}
    assert RuleSet.from_dict(all_flags) == r


@pytest.mark.parametrize(
    ("typo", "meant"),
    [
        ("must_undertrum", "must_undertrump"),
        ("must_trump_when_partner_wining", "must_trump_when_partner_winning"),
        ("match_targett", "match_target"),
        ("kaboot_multiply", "kaboot_multiplied"),
        ("exact_tie_split", "exact_tie_splits"),
        ("bidder_lead_first", "bidder_leads_first"),
    ],
)
def test_from_dict_unknown_flag_suggests_the_close_name(typo: str, meant: str) -> None:
    with pytest.raises(RuleSetError) as info:
        RuleSet.from_dict({typo: True})
    message = str(info.value)
    assert f"{typo!r} is not a rule flag" in message
    assert f"did you mean {meant!r}?" in message


def test_from_dict_unknown_flag_without_a_close_name() -> None:
    with pytest.raises(RuleSetError) as info:
        RuleSet.from_dict({"zzzz": 1})
    assert "'zzzz' is not a rule flag" in str(info.value)
    assert "did you mean" not in str(info.value)


def test_from_dict_needs_a_dict() -> None:
    with pytest.raises(RuleSetError, match="dict"):
        RuleSet.from_dict([("must_undertrump", False)])  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("flags", "words"),
    [
        ({"must_undertrump": "yes"}, ["must_undertrump", "True or False", "'yes'"]),
        ({"must_trump_when_void": 1}, ["must_trump_when_void", "True or False"]),
        ({"strict_legality": None}, ["strict_legality", "True or False"]),
        ({"match_target": "152"}, ["match_target", "whole number"]),
        ({"match_target": 15.5}, ["match_target", "whole number"]),
        ({"match_target": True}, ["match_target", "whole number"]),
        ({"match_target": 0}, ["match_target", "between"]),
        ({"max_projects_per_player": 0}, ["max_projects_per_player", "between"]),
        ({"max_projects_per_player": 9}, ["max_projects_per_player", "between"]),
        ({"sun_double_threshold": -1}, ["sun_double_threshold", "between"]),
        ({"closed_hokum_chooser": "nobody"}, ["closed_hokum_chooser", "'caller'", "'nobody'"]),
        ({"failed_sawa_penalty": "death"}, ["failed_sawa_penalty", "'khasara'", "'qayd'"]),
    ],
)
def test_invalid_values_raise_a_clear_sentence(flags: dict[str, Any], words: list[str]) -> None:
    for build in (lambda: RuleSet(**flags), lambda: RuleSet.from_dict(flags)):
        with pytest.raises(RuleSetError) as info:
            build()
        for word in words:
            assert word in str(info.value)


def test_partner_winning_duty_needs_the_void_duty() -> None:
    with pytest.raises(RuleSetError) as info:
        RuleSet(must_trump_when_void=False, must_trump_when_partner_winning=True)
    message = str(info.value)
    assert "must_trump_when_partner_winning" in message
    assert "must_trump_when_void" in message
    assert RuleSet(must_trump_when_partner_winning=True).must_trump_when_void


def test_sun_double_threshold_must_be_below_the_match_target() -> None:
    with pytest.raises(RuleSetError) as info:
        RuleSet(match_target=100)
    message = str(info.value)
    assert "sun_double_threshold" in message
    assert "match_target" in message
    with pytest.raises(RuleSetError):
        RuleSet(sun_double_threshold=152)
    assert RuleSet(sun_double_threshold=50, match_target=101).match_target == 101


def test_every_valid_choice_is_accepted() -> None:
    for chooser in ("caller", "bidder", "auto"):
        assert RuleSet(closed_hokum_chooser=chooser).closed_hokum_chooser == chooser
    for penalty in ("khasara", "qayd"):
        assert RuleSet(failed_sawa_penalty=penalty).failed_sawa_penalty == penalty
    for name in (f.name for f in dataclasses.fields(RuleSet)):
        default = getattr(RuleSet(), name)
        if isinstance(default, bool):
            flipped = RuleSet.from_dict({name: not default})
            assert getattr(flipped, name) is (not default)


def test_ruleset_errors_are_value_errors() -> None:
    assert issubclass(RuleSetError, BalootError)
    assert issubclass(RuleSetError, ValueError)
