"""The package's layers (docs/architecture.md): no import circles, the engine imports
nothing above it but the sentence catalogue, the widgets do not import the tournament,
and the engine keeps no module-level state (it is safe under a thread pool)."""

from __future__ import annotations

import ast
import concurrent.futures as cf
import random
from pathlib import Path

from baloot_widgets.rules.engine import apply, legal_actions, new_hand

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


#: the one deliberate import of an upper layer: ``HandReview.widget()`` opens the board of
#: the review (issue 13 asks the model for its widget).  It is lazy (inside the method, and
#: for type checking), so it is no import circle at run time; the check below keeps it so.
UPWARD_HOOKS = {("baloot_widgets.review.hand", "baloot_widgets.widgets.reviewboard")}

GRAPH = {
    name: _imports(name, path) - {up for low, up in UPWARD_HOOKS if low == name}
    for name, path in MODULES.items()
}


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
    assert "baloot_widgets.i18n" in GRAPH["baloot_widgets.errors"]


def test_the_upward_hooks_are_lazy() -> None:
    """An upward hook is imported inside a function or under ``if TYPE_CHECKING:`` only,
    never when its module loads."""
    for low, up in UPWARD_HOOKS:
        tree = ast.parse(MODULES[low].read_text(encoding="utf-8"))
        loaded = [n for n in tree.body if isinstance(n, ast.ImportFrom)]
        assert not [n for n in loaded if (n.module or "").endswith(up.rpartition(".")[2])], low
        assert up in _imports(low, MODULES[low]), f"{low} no longer imports {up}: drop the hook"


def test_no_import_circles() -> None:
    circles = sorted(name for name in GRAPH if name in _reachable(name))
    assert not circles, f"modules that import themselves through others: {circles}"


def test_the_engine_imports_nothing_above_it_but_the_catalogue() -> None:
    bottom = {
        name
        for name in GRAPH
        if name.startswith("baloot_widgets.rules")
        or name in ("baloot_widgets.cards", "baloot_widgets.errors")
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
            assert "baloot_widgets.tournament" not in _reachable(name), name


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
