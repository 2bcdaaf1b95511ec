"""Which Python modules import which, read from their sources without running them: every
import of the app (the engine and the UI), of the standard library's modules as they run when
imported, and the app's modules a start may import before its memory snapshot. The build
(scripts/build.py) trims the standard library and lists the snapshot's modules from these."""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Modules the boot must not import before the memory snapshot (nor anything importing them):
# those that reach into the page (`js`). The engine's dependency wheels (snowballstemmer) are in
# it: the home screen lists every game, so a start imports every game's rules (one of them
# matches words through the stemmer) anyway, and doing it after the snapshot was most of a
# reopened start's first screen (about 600 ms of 2.5 s, docs/compiled-code.md). The snapshot is
# made in its own worker (snapshot-worker.js), after the wheels are unpacked; an older boot,
# which made it on the page, saw Pyodide 314 fail to restore one holding snowballstemmer
# ("RangeError: offset is out of bounds"): a snapshot that does not restore is dropped and the
# start goes on without it.
PAGE_MODULES = ("js", "pyodide_js")

IMPORT_LINE = re.compile(
    r"^[ \t]*(?:from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+([^#\n]+)|import[ \t]+([^#\n]+))", re.M
)


def imports_of(source: str, module: str, is_package: bool, *, lazy: bool = True) -> set[str]:
    """Every module name `source` may import, with `from X import y` giving both X and X.y (y may
    be a submodule); in function bodies too unless `lazy` is false. Sources newer than this
    Python's grammar fall back to reading every import line."""
    found: set[str] = set()
    package = module if is_package else module.rpartition(".")[0]

    def absolute(name: str, level: int) -> str:
        if not level:
            return name
        base = package.split(".")
        base = base[: len(base) - (level - 1)] if level > 1 else base
        return ".".join([*base, name] if name else base)

    try:
        tree = ast.parse(source)
    except SyntaxError:
        source = "\n".join(_eager_lines(source)) if not lazy else source
        for match in IMPORT_LINE.finditer(source):
            if match.group(3):
                names = [n.split(" as ")[0].strip() for n in match.group(3).split(",")]
                found.update(n for n in names if re.fullmatch(r"[\w.]+", n))
                continue
            dots = match.group(1)
            level = len(dots) - len(dots.lstrip("."))
            base = absolute(dots.lstrip("."), level)
            found.add(base)
            for name in match.group(2).replace("(", " ").replace(")", " ").split(","):
                name = name.split(" as ")[0].strip()
                if re.fullmatch(r"\w+", name):
                    found.add(f"{base}.{name}")
        return found
    nodes = list(ast.iter_child_nodes(tree))
    while nodes:
        node = nodes.pop()
        if not lazy and isinstance(node, ast.If) and _is_main_guard(node.test):
            continue
        if lazy or not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            nodes.extend(ast.iter_child_nodes(node))
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = absolute(node.module or "", node.level)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def _is_main_guard(test: ast.expr) -> bool:
    """`if __name__ == "__main__":`, whose imports run only when the module is a script."""
    return (
        isinstance(test, ast.Compare)
        and isinstance(test.left, ast.Name)
        and test.left.id == "__name__"
        and len(test.comparators) == 1
        and isinstance(test.comparators[0], ast.Constant)
        and test.comparators[0].value == "__main__"
    )


EAGER_SKIP = re.compile(r"(?:async[ \t]+)?def\b|if[ \t]+__name__[ \t]*==[ \t]*['\"]__main__['\"]")


def _eager_lines(source: str) -> list[str]:
    """The lines of a source this Python cannot parse that run when it is imported: without the
    bodies of functions and of its `if __name__ == "__main__":` block, told by indentation. A
    line that confuses it (a string at column 0 inside a function) only ends a skipped block
    early, so a module is kept rather than lost."""
    kept: list[str] = []
    skipping: int | None = None  # the indentation of the block being skipped
    for line in source.splitlines():
        text = line.lstrip()
        if not text or text.startswith("#"):
            continue
        indent = len(line) - len(text)
        if skipping is not None and indent > skipping:
            continue
        skipping = indent if EAGER_SKIP.match(text) else None
        kept.append(line)
    return kept


def module_sources(files: dict[str, bytes]) -> dict[str, tuple[str, bool]]:
    """{module name: (path, is_package)} for the .py files of a tree given as {path: bytes}."""
    modules = {}
    for path in files:
        if not path.endswith(".py"):
            continue
        parts = path[:-3].split("/")
        is_package = parts[-1] == "__init__"
        name = ".".join(parts[:-1] if is_package else parts)
        modules[name] = (path, is_package)
    return modules


def closure(
    roots: set[str], modules: dict[str, tuple[str, bool]], read: Callable[[str], bytes]
) -> set[str]:
    """The modules of `modules` reachable from `roots` (and every parent package on the way)."""
    seen: set[str] = set()
    todo = [r for r in roots if r in modules]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        path, is_package = modules[name]
        wanted = imports_of(read(path).decode("utf-8", "replace"), name, is_package, lazy=False)
        for full in wanted:
            parts = full.split(".")
            for i in range(1, len(parts) + 1):
                candidate = ".".join(parts[:i])
                if candidate in modules and candidate not in seen:
                    todo.append(candidate)
    return seen


def app_sources() -> dict[str, bytes]:
    """The engine's and the UI's Python files, as the browser's import system sees them."""
    files = {}
    for top, base in (("engine", ROOT), ("sobremesa_web", ROOT / "web" / "ui")):
        for path in sorted((base / top).rglob("*.py")):
            files[path.relative_to(base).as_posix()] = path.read_bytes()
    return files


def app_imports() -> set[str]:
    """Every module name the engine, the UI and every game can import."""
    files = app_sources()
    found: set[str] = set()
    for name, (path, is_package) in module_sources(files).items():
        found |= imports_of(files[path].decode(), name, is_package)
    return found


def snapshot_modules() -> list[str]:
    """The app's modules the boot imports before taking a memory snapshot: all of the engine
    and the UI except any module that imports the page (`js`), directly or through another."""
    files = app_sources()
    modules = module_sources(files)
    deps = {
        name: {
            d
            for full in imports_of(files[path].decode(), name, is_package)
            for d in (full, full.rpartition(".")[0])
            if d in modules or d.split(".")[0] in PAGE_MODULES
        }
        for name, (path, is_package) in modules.items()
    }
    touches: set[str] = set()
    changed = True
    while changed:
        changed = False
        for name, needs in deps.items():
            if name not in touches and any(
                d.split(".")[0] in PAGE_MODULES or d in touches for d in needs
            ):
                touches.add(name)
                changed = True
    return sorted(name for name in modules if name not in touches)
