"""The sentence catalogue (baloot_widgets.i18n): every sentence exists in English and Arabic
with the same fields, every key the code names exists, every entry is used, and every
refusal of the engine reads in Arabic too."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from baloot_widgets import BalootError, IllegalActionError, RuleSet, parse_action
from baloot_widgets.i18n import (
    CATALOGUE,
    GLOSSARY,
    Join,
    Message,
    Seat,
    addressed,
    fields_of,
    missing_fields,
    text,
)
from baloot_widgets.i18n import you as second_person
from baloot_widgets.rules.engine import apply, legal_actions, new_hand

PACKAGE = Path(__file__).resolve().parent.parent / "baloot_widgets"
SOURCES = {p: p.read_text(encoding="utf-8") for p in PACKAGE.rglob("*.py")}
ARABIC = re.compile(r"[\u0600-\u06FF]")


def test_every_sentence_has_both_languages_with_the_same_fields() -> None:
    assert missing_fields(CATALOGUE) == {}


def test_every_arabic_template_is_arabic() -> None:
    for key, (english, arabic) in CATALOGUE.items():
        words = re.sub(r"\{[^}]*\}", "", arabic)
        if re.search(r"[A-Za-z]{3,}", re.sub(r"\{[^}]*\}", "", english)):
            # Arabic words, or nothing but its fields (``do.call`` is just the call's name)
            assert ARABIC.search(words) or not re.search(r"[A-Za-z]", words), key


def _named_keys() -> set[str]:
    """Catalogue keys named literally in the code ("refuse.turn_to_play") and the prefixes
    of keys the code builds (f"refuse.{key}" names a family)."""
    keys: set[str] = set()
    families = "|".join({p.split(".")[0] for p in CATALOGUE})
    pattern = re.compile(r"""["']((?:""" + families + r""")\.[a-z_0-9]+)["']""")
    for source in SOURCES.values():
        for m in pattern.finditer(source):
            if not m.group(1).endswith((".js", ".css", ".py", ".json")):
                keys.add(m.group(1))
    return keys


def test_every_key_named_in_the_code_exists() -> None:
    missing = sorted(k for k in _named_keys() if k not in CATALOGUE)
    assert not missing, f"keys the code names that the catalogue lacks: {missing}"


def test_every_entry_is_used_by_the_code() -> None:
    """An entry is used when its key is named in the code, or when the code builds keys
    from a prefix of it (``f"refuse.{key}"``, ``"cs.call." + c``) and its last part is
    named there as a word."""
    named = _named_keys()
    code = "\n".join(SOURCES.values())
    built = set(re.findall(r"""f["']([a-z_.]+)\.\{""", code))
    built |= set(re.findall(r"""["']([a-z_.]+)\.["'] \+""", code))
    unused = []
    for key in CATALOGUE:
        family, _, rest = key.rpartition(".")
        if key in named or key.split(".")[0] in ("term", "suit", "rank"):
            continue
        if family in built and re.search(rf"""["']{re.escape(rest)}["']""", code):
            continue
        if family == "table" and f'"{rest}"' in code:
            continue  # the table's labels are named by their short key
        unused.append(key)
    assert not unused, f"entries no code uses: {unused}"


def test_a_message_renders_its_fields_in_the_language() -> None:
    m = Message.of("refuse.frame", seat=Message.of("card.frame", seat=2, card="x", reason="y"),
                   action="a", reason="b")  # fmt: skip
    assert "Seat" not in m.text("ar")
    with pytest.raises(KeyError, match="is not a sentence of the catalogue"):
        Message.of("no.such.key")
    assert text("term.ashkal", "ar") == GLOSSARY["ashkal"][1] == "أشكل"


def test_every_refusal_reads_in_english_and_arabic() -> None:
    """Over random hands, every action a seat could try that the engine refuses carries a
    Message: its English is the error's text, its Arabic is Arabic."""
    rng = random.Random(5)
    refused = 0
    for seed in range(30):
        rules = RuleSet(strict_legality=seed % 3 != 0)
        state = new_hand(seed=seed, dealer=seed % 4, rules=rules)
        while not state.is_over:
            seat = state.to_move if state.to_move is not None else 0
            tries = [f"p{seat} {w}" for w in ("pass", "hokum", "sun", "ashkal", "kawesh",
                     "double", "triple", "four", "gahwa", "open", "sawa", "qayd",
                     "declare sira", "play AS", "play 7H akka")]  # fmt: skip
            tries.append(f"p{(seat + 1) % 4} pass")
            for attempt in tries:
                try:
                    apply(state, attempt)
                except IllegalActionError as exc:
                    refused += 1
                    assert str(exc) == exc.text("en") and "(rules §" in str(exc)
                    arabic = exc.text("ar")
                    assert ARABIC.search(arabic) and "RULES" not in arabic, arabic
                    assert not re.search(r"\b(cannot|must|seat)\b", arabic), arabic
            actions = legal_actions(state)
            state = apply(state, actions[rng.randrange(len(actions))])
    assert refused > 500


def test_a_refused_card_names_the_rule_in_both_languages() -> None:
    state = apply(new_hand(seed=1, dealer=0), parse_action("p1 sun"))
    state = apply(state, "p1 play 8D")
    with pytest.raises(IllegalActionError) as info:
        apply(state, "p2 play KS")
    assert str(info.value) == "Seat 2 cannot play K♠: must follow ♦ (holds K♦) (rules §6)"
    assert (
        info.value.text("ar")
        == "لا يجوز أن يلعب المقعد 2 K♠: عليه أن يتبع ♦ (عنده K♦) (القواعد §6)"
    )
    assert info.value.rule == "§6" and info.value.seat == 2


def test_every_second_person_form_has_its_third_person_sentence() -> None:
    """``<key>_you`` (i18n/you.py) is the form of ``<key>`` for the reader's own seat: the
    sentence it replaces exists, and it fills the same fields but the seat."""
    forms = list(second_person.ENTRIES)
    assert len(forms) >= 10
    for key in forms:
        assert key.endswith("_you"), key
        base = key.removesuffix("_you")
        assert base in CATALOGUE, key
        for you, them in zip(CATALOGUE[key], CATALOGUE[base], strict=True):
            assert fields_of(you) == fields_of(them) - {"seat"}, key


def test_a_sentence_about_the_reader_is_in_the_second_person() -> None:
    why = Message.of("card.void_trump", led="♥", allowed="7♠ K♠", win="")
    refusal = Message.of("card.frame", seat=Seat(3), card="Q♦", reason=why)
    assert (
        str(addressed(refusal, 3))
        == "You cannot play Q♦: you have no ♥ and must trump (you hold 7♠ K♠)"
    )
    assert (
        str(addressed(refusal, 1)) == "Seat 3 cannot play Q♦: has no ♥ and must trump (holds 7♠ K♠)"
    )
    arabic = addressed(refusal, 3).text("ar")
    assert ARABIC.search(arabic) and "المقعد" not in arabic, arabic


# ---- errors carry a sentence of the catalogue -----------------------------------------

#: the package's error classes (the tree of errors.py, and the few defined elsewhere)
ERRORS = {
    "BalootError", "NotationError", "RuleSetError", "ContractError", "RecordError",
    "IllegalActionError", "PositionError", "_Refused", "Unreadable",
}  # fmt: skip


def _raised_sentences() -> list[tuple[str, int, str]]:
    """Every ``raise <error>(first, ...)`` in the package whose first argument is text
    written in code (a literal, an f-string, a join or a concatenation) instead of a
    Message: (file, line, the argument)."""
    found = []
    for path, source in SOURCES.items():
        for node in ast.walk(ast.parse(source)):
            if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
                continue
            func = node.exc.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if name not in ERRORS or not node.exc.args:
                continue
            first = node.exc.args[0]
            texts = (ast.Constant, ast.JoinedStr, ast.BinOp, ast.Subscript)
            if isinstance(first, texts) or (
                isinstance(first, ast.Call) and ast.unparse(first.func).endswith(("format", "join"))
            ):
                found.append((path.name, node.lineno, ast.unparse(first)[:60]))
    return found


def test_every_error_of_the_package_carries_a_message() -> None:
    """An error's sentence comes from the catalogue (English and Arabic), never from text
    written in code."""
    assert _raised_sentences() == []


def test_an_error_reads_in_arabic_too() -> None:
    from baloot_widgets import Game, RuleSet, Table

    for call in (
        lambda: Game.new(seed=3).undo(),
        lambda: RuleSet(match_target="x"),
        lambda: Table(pace=-1),
        lambda: Game.new(seed=3, dealer=7),
    ):
        with pytest.raises(BalootError) as info:
            call()
        assert ARABIC.search(info.value.text("ar")), info.value.text("ar")


def _arabic_in_code(source: str) -> list[str]:
    """The string constants of ``source`` with Arabic letters, docstrings left out."""
    tree = ast.parse(source)
    docs = {
        ast.get_docstring(node, clean=False)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
    }
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and ARABIC.search(node.value)
        and node.value not in docs
    ]


#: Arabic that code may hold (by path in the package): what a learner may type (read by
#: patterns and word lists), the command's name
ARABIC_IN_CODE = {
    "quiz/answers.py": ("^",),  # the patterns that read "المقعد 2", "فريق 0·2"
    "__main__.py": ("Baloot (بلوت) from the command line.",),
    "quiz/projects.py": ("لا ", "ولا ", "،"),  # "no project" as typed, the Arabic comma
    # the other spellings of the projects' names a player may type, the Arabic "and" and comma
    "rules/projects.py": ("سرى", "خمسون", "مئة", "مائة", "أربعمائة", "أربعمئة", "و", "،"),
}


def test_no_word_of_a_sentence_is_written_in_code() -> None:
    """Every word a learner reads comes from the catalogue: no Arabic in code outside it,
    and the words that join a list (" and " / " و", ", " / "، ") are the catalogue's
    (``Join(..., words="join.and")``)."""
    for path, source in SOURCES.items():
        if path.parent.name == "i18n":
            continue
        allowed = ARABIC_IN_CODE.get(path.relative_to(PACKAGE).as_posix(), ())
        for value in _arabic_in_code(source):
            assert value.startswith(allowed), f"{path.name}: Arabic in code: {value[:40]!r}"
        assert "sep_ar" not in source, path.name
    assert text("join.and", "ar") == " و"
    assert Join(("a", "b"), words="join.list").text("ar") == "a، b"
