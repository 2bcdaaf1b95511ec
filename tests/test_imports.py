"""No import circle in the engine or the UI: each module can be read (and loaded) after the
ones it names at its top, never half-initialised by a circle back to itself.

An import made inside a function, or under `if TYPE_CHECKING:`, is a deliberate late one and
is not part of the graph. `from package import submodule` depends on the submodule only.
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


def top_level_imports(module: str, path: Path, known: dict[str, Path]) -> set[str]:
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    needs: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([node.module] if node.module else [])])
            subs = [f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in known]
            names = subs if len(subs) == len(node.names) else [base, *subs]
        else:
            continue
        needs.update(n for n in names if n in known and n != module)
    return needs


def circles(packages: dict[str, Path]) -> list[list[str]]:
    known = modules(packages)
    graph = {m: top_level_imports(m, p, known) for m, p in known.items()}
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
