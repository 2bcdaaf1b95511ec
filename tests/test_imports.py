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
