"""No import circle in the engine or the UI: each module can be read (and loaded) after the
ones it names, never half-initialised by a circle back to itself, nor leaning on an import
tucked inside a function to step around one (that only moves the circle to the first call).

Every import counts, at the top or inside a function, except one under `if TYPE_CHECKING:`,
which never runs (it names types for the checker alone). `from package import submodule`
depends on the submodule only.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = {"engine": ROOT / "engine", "sobremesa_web": ROOT / "web" / "ui" / "sobremesa_web"}


def modules(packages: dict[str, Path]) -> dict[str, Path]:
    found = {}
    for name, root in packages.items():
        for path in root.rglob("*.py"):
            parts = [name, *path.relative_to(root).with_suffix("").parts]
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _type_checking(node: ast.AST) -> bool:
    """Whether `node` is an `if TYPE_CHECKING:` (or `typing.TYPE_CHECKING`) block."""
    if not isinstance(node, ast.If):
        return False
    test = node.test
    name = test.attr if isinstance(test, ast.Attribute) else getattr(test, "id", None)
    return name == "TYPE_CHECKING"


def _import_nodes(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement of a module in the order it is written, inside functions and
    classes too, but none under `if TYPE_CHECKING:` (its `else:` runs, so it counts)."""
    found: list[ast.Import | ast.ImportFrom] = []
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        children = node.orelse if _type_checking(node) else ast.iter_child_nodes(node)
        stack.extend(children)
    return sorted(found, key=lambda node: node.lineno)


def imports(module: str, path: Path, known: dict[str, Path]) -> set[str]:
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    needs: set[str] = set()
    for node in _import_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([node.module] if node.module else [])])
            subs = [f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in known]
            names = subs if len(subs) == len(node.names) else [base, *subs]
        needs.update(n for n in names if n in known and n != module)
    return needs


def circles(packages: dict[str, Path]) -> list[list[str]]:
    known = modules(packages)
    graph = {m: imports(m, p, known) for m, p in known.items()}
    state: dict[str, int] = {}
    path: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        state[module] = 1
        path.append(module)
        for needed in sorted(graph[module]):
            if state.get(needed) == 1:
                found.append([*path[path.index(needed) :], needed])
            elif needed not in state:
                visit(needed)
        path.pop()
        state[module] = 2

    for module in sorted(graph):
        if module not in state:
            visit(module)
    return found


def test_the_engine_and_the_ui_import_in_no_circle():
    assert circles(PACKAGES) == []


def test_a_circle_is_found_where_there_is_one(tmp_path: Path):
    package = tmp_path / "toy"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "table.py").write_text("from toy.rules import deal\n")
    (package / "rules.py").write_text("from toy import table\n\ndef deal(): ...\n")
    (package / "late.py").write_text("def f():\n    from toy import rules\n")
    assert circles({"toy": package}) == [["toy.rules", "toy.table", "toy.rules"]]


def test_a_circle_through_an_import_inside_a_function_is_found(tmp_path: Path):
    """The late import only defers the circle to its first call; one under TYPE_CHECKING
    never runs, and its `else:` does."""
    package = tmp_path / "toy"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "frame.py").write_text("def draw():\n    from toy import home\n")
    (package / "home.py").write_text("from toy import frame\n")
    (package / "typed.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from toy import seen\nelse:\n    from toy import run\n"
    )
    (package / "seen.py").write_text("from toy import typed\n")
    (package / "run.py").write_text("class Later:\n    def go(self):\n        import toy.typed\n")
    assert circles({"toy": package}) == [
        ["toy.frame", "toy.home", "toy.frame"],
        ["toy.run", "toy.typed", "toy.run"],
    ]


SCREENS = PACKAGES["sobremesa_web"] / "screens"


def rules_imported(path: Path, engine: Path = PACKAGES["engine"]) -> list[str]:
    """The rules modules (a game's `engine.games.<id>`, any of `engine.bots`) that a module
    imports anywhere in it, a late import inside a function too. `engine.games` itself, the
    registry, is no rules module: `get_game` hands a screen the game's declaration."""

    def is_module(name: str) -> bool:
        parts = name.split(".")[1:]
        return (engine.joinpath(*parts).with_suffix(".py")).exists() or (
            engine.joinpath(*parts) / "__init__.py"
        ).exists()

    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            subs = [f"{node.module}.{a.name}" for a in node.names]
            names = [node.module, *(s for s in subs if is_module(s))]
        else:
            continue
        for name in names:
            if name.startswith("engine.games.") or name.split(".")[:2] == ["engine", "bots"]:
                found.append(name)
    return found


def test_no_screen_imports_a_games_rules_or_its_bots():
    """A screen draws the view it is given; what it must know beyond that is in the game's
    declaration, which the registry (`engine.games.get_game`) hands it."""
    reached = {
        path.name: rules_imported(path)
        for path in sorted(SCREENS.glob("*.py"))
        if rules_imported(path)
    }
    assert reached == {}


def test_a_screen_reaching_into_the_rules_is_found(tmp_path: Path):
    screen = tmp_path / "toy_screen.py"
    screen.write_text(
        "from engine.games import get_game\n"
        "from engine.games import claro as rules\n"
        "from engine.content.claro_deck import CARDS\n"
        "def later():\n"
        "    import engine.bots.claro\n"
        "    from engine.games.cloud_mine import NAME\n"
    )
    assert rules_imported(screen) == [
        "engine.games.claro",
        "engine.bots.claro",
        "engine.games.cloud_mine",
    ]


SCRIPTS = ROOT / "scripts"


def imports_of_tests(folder: Path) -> dict[str, list[str]]:
    """Each script that imports from the tests (`tests`, `e2e`), anywhere in it, with what it
    imports: what scripts and tests share lives in `scripts/` (the harness, the chaos table,
    the replays to try), where the tests import it from, never the other way round."""
    found: dict[str, list[str]] = {}
    for path in sorted(folder.rglob("*.py")):
        names = []
        for node in _import_nodes(ast.parse(path.read_text(encoding="utf-8"))):
            modules = (
                [alias.name for alias in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if not node.level
                else []
            )
            names += [m for m in modules if m.split(".")[0] in ("tests", "e2e")]
        if names:
            found[path.relative_to(folder).as_posix()] = names
    return found


def test_no_script_imports_from_the_tests():
    assert imports_of_tests(SCRIPTS) == {}


def test_a_script_importing_from_the_tests_is_found(tmp_path: Path):
    (tmp_path / "bench.py").write_text(
        "import json\nfrom e2e.test_worker import BOTS_PLAY\n"
        "def main():\n    import tests.test_chaos\n"
    )
    (tmp_path / "fine.py").write_text("from scripts.harness import wait_ready\n")
    assert imports_of_tests(tmp_path) == {"bench.py": ["e2e.test_worker", "tests.test_chaos"]}
