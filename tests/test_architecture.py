"""The package's layers (docs/architecture.md): no import circles, the engine imports
nothing above it but the sentence catalogue, the widgets do not import the tournament,
and the engine keeps no module-level state (it is safe under a thread pool)."""

from __future__ import annotations

import ast
import concurrent.futures as cf
import importlib
import random
import re
from pathlib import Path

from baloot_widgets.rules.engine import apply, legal_actions, new_hand
from baloot_widgets.rules.state import BIDDING_PHASES, Phase

PACKAGE = Path(__file__).resolve().parent.parent / "baloot_widgets"


def _modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


MODULES = _modules()


def _imports(name: str, path: Path) -> set[str]:
    """The package modules ``name`` imports, at module level or inside functions (a
    deferred import is still a dependency).  ``from . import x`` names the module x."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join([*parts, *([node.module] if node.module else [])])
            subs = {f"{base}.{a.name}" for a in node.names} & MODULES.keys()
            found |= subs or ({base} & MODULES.keys())
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names} & MODULES.keys()
    found.discard(name)
    return found


#: every import, at module level or inside a function or under ``if TYPE_CHECKING:``: no
#: module imports one of a layer above it, not even lazily (``HandReview.widget()`` once
#: opened the board of the widgets layer; ``ReviewBoard(review)`` does it now)
GRAPH = {name: _imports(name, path) for name, path in MODULES.items()}


def _reachable(start: str) -> set[str]:
    seen: set[str] = set()
    todo = [start]
    while todo:
        for nxt in GRAPH[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def test_the_walk_sees_the_package() -> None:
    assert "baloot_widgets.rules.engine" in GRAPH
    assert "baloot_widgets.rules.state" in GRAPH["baloot_widgets.rules.engine"]
    assert "baloot_widgets.i18n" in GRAPH["baloot_widgets.rules.errors"]


def test_only_the_top_imports_the_widgets() -> None:
    """The widgets are the top layer: outside ``widgets/`` only the package's entry (lazily,
    for ``from baloot_widgets import Table``) and ``course.py`` (the names a lesson uses)
    import them.  A model offers no widget method: ``ReviewBoard(review)`` opens a review's
    board, not ``review.widget()``."""
    importers = {
        name
        for name, deps in GRAPH.items()
        if not name.startswith("baloot_widgets.widgets")
        and any(d.startswith("baloot_widgets.widgets") for d in deps)
    }
    assert importers <= {"baloot_widgets", "baloot_widgets.course"}, importers


def test_no_import_circles() -> None:
    circles = sorted(name for name in GRAPH if name in _reachable(name))
    assert not circles, f"modules that import themselves through others: {circles}"


def test_the_engine_imports_nothing_above_it_but_the_catalogue() -> None:
    bottom = {
        name
        for name in GRAPH
        if name.startswith("baloot_widgets.rules")
        or name in ("baloot_widgets.rules.cards", "baloot_widgets.rules.errors")
    }
    allowed = bottom | {n for n in GRAPH if n.startswith("baloot_widgets.i18n")}
    allowed |= {"baloot_widgets"}  # the package itself, imported before any of its modules
    for name in sorted(bottom):
        above = _reachable(name) - allowed
        assert not above, f"{name} imports {sorted(above)}"


def test_the_catalogue_imports_nothing_else_of_the_package() -> None:
    for name in GRAPH:
        if name.startswith("baloot_widgets.i18n"):
            outside = {n for n in _reachable(name) if not n.startswith("baloot_widgets.i18n")}
            assert not outside, f"{name} imports {sorted(outside)}"


def test_the_widgets_do_not_import_the_tournament() -> None:
    for name in GRAPH:
        if name.startswith("baloot_widgets.widgets"):
            assert "baloot_widgets.stats.tournament" not in _reachable(name), name


def test_the_engine_rebinds_no_module_global() -> None:
    """A ``global`` statement in the engine would be state shared by every caller (the old
    last-answer cache of the legal cards was one): the engine must be safe in threads."""
    for name, path in MODULES.items():
        if name.startswith(("baloot_widgets.rules", "baloot_widgets.solver")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            rebinds = [n.names for n in ast.walk(tree) if isinstance(n, ast.Global)]
            assert not rebinds, f"{name} rebinds the module globals {rebinds}"


def _random_hand(seed: int) -> tuple[str, ...]:
    rng = random.Random(seed)
    state = new_hand(seed=seed, dealer=seed % 4)
    while not state.is_over:
        actions = legal_actions(state)
        state = apply(state, actions[rng.randrange(len(actions))])
    return (*(str(a) for a in state.history), str(state.result))


def test_the_engine_gives_the_same_hands_in_a_thread_pool() -> None:
    seeds = range(40)
    alone = [_random_hand(s) for s in seeds]
    with cf.ThreadPoolExecutor(max_workers=4) as pool:
        together = list(pool.map(_random_hand, seeds))
    assert together == alone


# ---- one way in: public names, public types (issue 18, the design drift) ------------------


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


#: a named tuple's own methods, private-looking by the standard library's choice
_NAMEDTUPLE_API = {"_replace", "_fields", "_asdict", "_make", "_field_defaults"}


def _bound_names(tree: ast.AST) -> set[str]:
    """Every name a module binds: its functions, classes, names and attributes."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            names.add(node.attr)
    return names


def _trees() -> dict[str, ast.Module]:
    return {name: ast.parse(path.read_text(encoding="utf-8")) for name, path in MODULES.items()}


TREES = _trees()


def test_no_module_reaches_into_another_modules_private_names() -> None:
    """A leading underscore means "this module only": no module imports another's private
    name or uses a private attribute that it does not bind itself (a class uses its own
    and its bases' through ``self``; an override calls its base's through ``super()``).
    The hint once called ``HeuristicBot._with_akka``; the bots now offer ``play_action``."""
    found = []
    for name, tree in TREES.items():
        own = _bound_names(tree) | _NAMEDTUPLE_API
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                found += [f"{name} imports {a.name}" for a in node.names if _private(a.name)]
            elif isinstance(node, ast.Attribute) and _private(node.attr) and node.attr not in own:
                on = node.value
                if isinstance(on, ast.Name) and on.id in ("self", "cls"):
                    continue
                if isinstance(on, ast.Call) and ast.unparse(on.func) == "super":
                    continue
                found.append(f"{name}:{node.lineno} {ast.unparse(node)}")
    assert not found, found


def test_a_bot_alone_writes_what_it_remembers_of_its_last_choice() -> None:
    """A bot's memory of its last choice (``last_reason``, ``last_scores``, ...) is written
    by the bot; another module asks it (``decide`` for the action and its reason key,
    ``why`` for the sentence) and never sets that memory to make it explain."""
    found = []
    for name, tree in TREES.items():
        for node in ast.walk(tree):
            targets: list[ast.expr] = []
            if isinstance(node, ast.Assign):
                targets = node.targets
            elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
                targets = [node.target]
            for target in targets:
                for x in ast.walk(target):
                    if (
                        isinstance(x, ast.Attribute)
                        and x.attr.startswith("last_")
                        and not (isinstance(x.value, ast.Name) and x.value.id == "self")
                    ):
                        found.append(f"{name}:{node.lineno} {ast.unparse(x)}")
    assert not found, found


_PHASE_NAMES = {p.value for p in Phase}


def _phase_strings(node: ast.AST) -> set[str]:
    """The phase names written as strings in a constant or a literal collection."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value} & _PHASE_NAMES
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return set().union(*(_phase_strings(e) for e in node.elts))
    return set()


def test_phases_are_phases_never_their_names() -> None:
    """``Phase`` is the one type of a hand's phase, in the engine, ``Game.phase``, the
    bots' knowledge and the widgets: no module compares a phase with a string (the value
    is only for JSON)."""
    found = []
    for name, tree in TREES.items():
        for node in ast.walk(tree):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                if any("phase" in ast.unparse(s) for s in sides) and any(
                    _phase_strings(s) for s in sides
                ):
                    found.append(f"{name}:{node.lineno} {ast.unparse(node)}")
    assert not found, found


def _bidding_members(node: ast.AST) -> set[str]:
    """The bidding phases a literal collection names (as ``Phase.X`` or as strings)."""
    if not isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return set()
    named = {e.attr.lower() for e in node.elts if isinstance(e, ast.Attribute)}
    return (named | _phase_strings(node)) & {p.value for p in BIDDING_PHASES}


def test_the_bidding_phases_are_written_once() -> None:
    """The set of bidding phases is ``rules.state.BIDDING_PHASES``; no other module writes
    three or more of them as a collection of its own."""
    found = [
        f"{name}:{node.lineno} {ast.unparse(node)}"
        for name, tree in TREES.items()
        if name != "baloot_widgets.rules.state"
        for node in ast.walk(tree)
        if len(_bidding_members(node)) >= 3
    ]
    assert not found, found


ROOT = PACKAGE.parent

#: methods nothing in the project names because a framework calls them
_CALLED_BY_FRAMEWORKS = {
    "preprocess",  # nbconvert calls a preprocessor
    "_offline_template_loader",  # traitlets' default of the exporter's loader
    "_offline_template",  # traitlets' default of the exporter's template
    "_repr_pretty_",  # IPython's pretty printer
    "set_state",  # ipywidgets, when the browser sends a state
    "format_field",  # string.Formatter, for each field it fills
    "repr_instance",  # reprlib.Repr, for an object of a class it has no method for
    "show_estimate",  # ReviewBoard's Python mirror of the page's estimate switch
}


def test_every_function_method_and_class_is_used() -> None:
    """Dead code goes: every function, method and class of the package is named somewhere
    besides its definition, in the package, the lessons, the docs, the README, the
    benchmarks or the widgets' JavaScript (tests alone keep nothing alive)."""
    sources = [
        *MODULES.values(),
        *(ROOT / "lessons-src").glob("*.py"),
        *(ROOT / "docs").glob("*.md"),
        ROOT / "README.md",
        *(ROOT / "benchmarks").glob("*.py"),
        *(PACKAGE / "widgets" / "static").glob("*.js"),
    ]
    words: dict[str, int] = {}
    for path in sources:
        for word in re.findall(r"\b[A-Za-z_]\w*\b", path.read_text(encoding="utf-8")):
            words[word] = words.get(word, 0) + 1
    unused = [
        f"{name}:{node.lineno} {node.name}"
        for name, tree in TREES.items()
        for node in ast.walk(tree)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
        and not node.name.startswith("__")
        and node.name not in _CALLED_BY_FRAMEWORKS
        and words.get(node.name, 0) <= 1
    ]
    assert not unused, f"defined but never used: {unused}"


#: where the project's files may cite the contributors' guide
_CITING = ("baloot_widgets", "tests", "benchmarks", "lessons-src", "docs")


def _citing_files() -> list[Path]:
    files = [ROOT / "README.md"]
    for folder in _CITING:
        files += [p for p in (ROOT / folder).rglob("*") if p.suffix in (".py", ".md", ".js")]
    # this file names what it looks for
    skip = {"tests/test_architecture.py"}
    return [p for p in files if p.relative_to(ROOT).as_posix() not in skip]


def test_citations_of_the_architecture_name_its_sections() -> None:
    """The project cites its own guide, docs/architecture.md, by a section's heading
    (``docs/architecture.md, "The layers"``); no file cites "ARCHITECTURE.md §N", the
    design notes outside the project."""
    headings = set(
        re.findall(
            r"^#+ (.+)$", (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8"), re.M
        )
    )
    wrong = []
    for path in _citing_files():
        text = path.read_text(encoding="utf-8")
        where = path.relative_to(ROOT).as_posix()
        wrong += [f"{where}: ARCHITECTURE.md" for _ in re.findall(r"ARCHITECTURE\.md", text)]
        for cited in re.findall(r'docs/architecture\.md, "([^"]+)"', text):
            heading = " ".join(cited.replace("#", "").split())
            if heading not in headings:
                wrong.append(f"{where}: no section {heading!r}")
    assert not wrong, wrong


WIDGETS = PACKAGE / "widgets"


def _widget_classes() -> list[type]:
    from baloot_widgets import widgets

    return [getattr(widgets, name) for name in widgets.__all__]


def test_each_widget_draws_in_its_frames_module() -> None:
    """docs/architecture.md, "Widgets: frames and pictures": a widget ``widgets/<name>.py``
    that syncs a frame makes it, its labels and the picture drawn from it in
    ``widgets/<name>_frames.py``; no other module makes a frame (a top-level ``frame``, a
    ``FRAME_SCHEMA``) or draws a frame's picture (an ``*_html`` taking a ``frame``)."""
    stems = set()
    for cls in _widget_classes():
        stem = cls.__module__.rpartition(".")[2]
        assert cls.__module__ == f"baloot_widgets.widgets.{stem}", cls
        if "frame" in cls.class_trait_names(sync=True):
            stems.add(stem)
            module = importlib.import_module(f"baloot_widgets.widgets.{stem}_frames")
            assert callable(module.frame) and callable(getattr(module, f"{stem}_labels")), stem
    assert {p.stem.removesuffix("_frames") for p in WIDGETS.glob("*_frames.py")} == stems
    elsewhere = []
    for name, tree in TREES.items():
        if name.startswith("baloot_widgets.widgets.") and name.endswith("_frames"):
            continue
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and (
                node.name == "frame"
                or (node.name.endswith("_html") and "frame" in [a.arg for a in node.args.args])
            ):
                elsewhere.append(f"{name}.{node.name}")
            targets = node.targets if isinstance(node, ast.Assign) else []
            elsewhere += [
                f"{name}.FRAME_SCHEMA" for t in targets if ast.unparse(t) == "FRAME_SCHEMA"
            ]
    assert not elsewhere, elsewhere


#: the modules the package root may hold: its entries and the version
ROOT_MODULES = {"__init__", "__main__", "course", "version"}


def test_the_package_root_holds_only_its_entries() -> None:
    """Every other module sits in the folder of its layer (``cards.py`` once lay beside
    ``course.py`` and ``tournament.py``)."""
    assert {p.stem for p in PACKAGE.glob("*.py")} == ROOT_MODULES


def test_the_map_of_the_layers_names_every_folder_and_root_module() -> None:
    """The diagram of docs/architecture.md ("The layers") lists each folder of the package
    and each module of its root, and nothing that is not there."""
    doc = (PACKAGE.parent / "docs" / "architecture.md").read_text(encoding="utf-8")
    diagram = doc.split("## The layers", 1)[1].split("```")[1]
    named: set[str] = set()
    for line in diagram.splitlines():
        for word in line[:21].split():
            if word.endswith(("/", ".py")):
                named.add(word)
        named |= set(re.findall(r"\b(__\w+__\.py)\b", line[21:]))
    folders = {f"{p.name}/" for p in PACKAGE.iterdir() if (p / "__init__.py").is_file()}
    assert named == folders | {f"{m}.py" for m in ROOT_MODULES}
