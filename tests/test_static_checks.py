"""The static checks `./dev test` runs before any test (docs/testing.md) catch what they are
there for: a deliberately wrong call, in a scratch copy of real code, fails mypy (the engine) and
TypeScript (the page's scripts, Catch the Moon's modules), the same copy without it passes;
every script the app ships is in one of TypeScript's projects; and the declaration of the numbers
module the build writes for Catch the Moon names the rules' numbers, no more, no fewer.

The checkers are the pinned ones the project uses (mypy from the dev extras, TypeScript from
node_modules, which `./dev test` installs first), run with the project's own settings.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TYPES = ROOT / "web" / "types"
TSC = ROOT / "node_modules" / ".bin" / "tsc"
PROJECTS = ("page", "workers", "service-worker", "games")


def mypy(path: Path) -> subprocess.CompletedProcess[str]:
    """mypy with the project's settings (pyproject.toml: strict) over one file, with a cache of
    its own beside it (a test running beside `./dev test`'s mypy never shares its cache)."""
    config = str(ROOT / "pyproject.toml")
    cache = str(path.parent / ".mypy_cache")
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", config, "--cache-dir", cache, str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )


def tsc(project: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(TSC), "-p", str(project)], cwd=ROOT, capture_output=True, text=True, check=False
    )


def test_mypy_catches_a_wrong_argument_in_a_copy_of_an_engine_module(tmp_path: Path) -> None:
    source = (ROOT / "engine" / "bots" / "human_time.py").read_text()
    assert "def think(rng: Random, seconds: float" in source
    plain = tmp_path / "human_time_copy.py"
    plain.write_text(source)
    wrong = tmp_path / "human_time_wrong.py"
    # a seed where the bot's random source belongs
    wrong.write_text(source + "\n\nPAUSE = think(42, 1.5)\n")
    line = len(wrong.read_text().splitlines())

    kept = mypy(plain)
    assert kept.returncode == 0, kept.stdout
    found = mypy(wrong)
    assert found.returncode == 1
    assert f'human_time_wrong.py:{line}: error: Argument 1 to "think" has incompatible type' in (
        found.stdout
    )
    assert found.stdout.count("error:") == 1 and "[arg-type]" in found.stdout


SCREENS = ROOT / "web" / "ui" / "sobremesa_web" / "screens"


def scratch_project(
    folder: Path, script: str, declarations: list[Path], root_dirs: list[Path] | None = None
) -> Path:
    """A TypeScript project on the project's base settings over one scratch script and the
    declarations it needs (`root_dirs`: folders whose modules its imports find beside it)."""
    folder.mkdir()
    (folder / "scratch.js").write_text(script)
    options: dict[str, object] = {"lib": ["es2023", "dom", "dom.iterable"]}
    if root_dirs:
        options["rootDirs"] = [str(folder), *map(str, root_dirs)]
    config = {
        "extends": str(TYPES / "tsconfig.base.json"),
        "compilerOptions": options,
        "files": ["scratch.js", *map(str, declarations)],
    }
    project = folder / "tsconfig.json"
    project.write_text(json.dumps(config))
    return project


def wrong_calls_found(
    tmp_path: Path, source: str, calls: str, declarations: list[Path], **roots: list[Path]
) -> list[tuple[int, str]]:
    """TypeScript over a copy of `source` (which must pass) and over the same copy with `calls`
    appended: each error it finds there, as (lines from the end, code)."""
    plain = tsc(scratch_project(tmp_path / "plain", source, declarations, **roots))
    assert plain.returncode == 0, plain.stdout
    wrong = source + calls
    found = tsc(scratch_project(tmp_path / "wrong", wrong, declarations, **roots))
    assert found.returncode != 0
    lines = len(wrong.splitlines())
    errors = re.findall(r"scratch\.js\((\d+),\d+\): error (TS\d+)", found.stdout)
    return [(lines - int(line), code) for line, code in errors]


def test_typescript_catches_a_wrong_call_in_a_copy_of_a_page_script(tmp_path: Path) -> None:
    source = (ROOT / "web" / "js" / "paint.js").read_text()
    assert "window.sobremesaMorph = (root, html) =>" in source
    # a number where the screen's HTML belongs, and a morph without its HTML
    calls = "window.sobremesaMorph(document.body, 16);\nwindow.sobremesaMorph(document.body);\n"
    page = [TYPES / "page.d.ts", TYPES / "messages.d.ts"]
    # not assignable to a string; expected 2 arguments, got 1
    assert wrong_calls_found(tmp_path, source, calls, page) == [(1, "TS2345"), (0, "TS2554")]


def test_typescript_catches_a_wrong_call_in_a_copy_of_a_moon_module(tmp_path: Path) -> None:
    """A scratch module beside Catch the Moon's own, as tsconfig.games.json checks them (its
    imports find them, and the build's numbers module's declaration)."""
    source = (SCREENS / "catch_the_moon_hand.js").read_text()
    assert "export class Stream {" in source and "  turn(d) {" in source
    # the table's turn as text, and a turn of the hand by no angle at all
    calls = 'new Stream("2");\nnew Hand({ x: 0, y: 0 }, () => {}).turn();\n'
    moon = [TYPES / "page.d.ts", TYPES / "games" / "catch_the_moon.d.ts"]
    roots = [SCREENS, TYPES / "games"]
    # not assignable to number | null; expected 1 argument, got 0
    errors = wrong_calls_found(tmp_path, source, calls, moon, root_dirs=roots)
    assert errors == [(1, "TS2345"), (0, "TS2554")]


def test_the_moon_numbers_declared_are_the_rules_own() -> None:
    """games/catch_the_moon_numbers.js is written by the build from the rules; its declaration
    (web/types/games/) is written by hand, and names each of them, as a number, once."""
    from engine.games.catch_the_moon import PHYSICS_NUMBERS

    text = (TYPES / "games" / "catch_the_moon_numbers.d.ts").read_text()
    declared = re.findall(r"^export const ([A-Z][A-Z0-9_]*): number;$", text, re.MULTILINE)
    assert sorted(declared) == sorted(PHYSICS_NUMBERS)
    assert len(declared) == len(set(declared))
    assert text.count("export ") == len(declared)


def listed(project: str) -> set[Path]:
    """The files of one of web/types/'s projects, as TypeScript lists them."""
    out = subprocess.run(
        [str(TSC), "-p", str(TYPES / f"tsconfig.{project}.json"), "--listFilesOnly"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return {Path(line).resolve() for line in out.splitlines() if line.strip()}


def test_every_script_the_app_ships_is_type_checked() -> None:
    checked = set().union(*(listed(project) for project in PROJECTS))
    shipped = {p.resolve() for p in (ROOT / "web").rglob("*.js")} | {
        (ROOT / "service-worker.js").resolve()
    }
    assert shipped, "no scripts found"
    assert shipped - checked == set()
