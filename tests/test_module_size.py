"""No room too big to read: every Python and JavaScript file of the project (the engine's
content, the games' words and cards as data, aside), the engine's and the UI's modules, the
page's scripts, the workers, the tests, the journeys and the scripts, stays within 800 lines; a
file that grows past it is split along a seam a reader expects (as `engine/door.py` and
`engine/checks.py` left `engine/host.py`, `scripts/module_graph.py` left `scripts/build.py`,
Catch the Moon's physics, planner, painter and Rapier's loader left `catch_the_moon.js`). What
is not ours is not looked at: node_modules, the built site (dist/) and its vendor/ copies lie
outside these folders."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 800
ENDINGS = (".py", ".js", ".mjs")


def oversized(base: Path, roots: list[str], exempt: list[str]) -> dict[str, int]:
    """Each Python or JavaScript file over LIMIT lines under `roots` (folders, or single files),
    outside `exempt`, with its length."""
    found = {}
    for root in roots:
        top = base / root
        paths = [top] if top.is_file() else sorted(top.rglob("*"))
        for path in paths:
            if not path.is_file() or not path.name.endswith(ENDINGS):
                continue
            if any(path.is_relative_to(base / folder) for folder in exempt):
                continue
            lines = len(path.read_text(encoding="utf-8").splitlines())
            if lines > LIMIT:
                found[path.relative_to(base).as_posix()] = lines
    return found


# Every folder holding Python or JavaScript of ours, and the scripts at the top.
FOLDERS = ["engine", "web", "tests", "e2e", "scripts"]
TOP_FILES = ["service-worker.js", "eslint.config.mjs"]


def test_no_python_or_javascript_file_is_over_800_lines():
    assert oversized(ROOT, [*FOLDERS, *TOP_FILES], exempt=["engine/content"]) == {}


def test_the_folders_and_files_looked_at_are_there():
    """A folder renamed or a script moved is not silently left unmeasured."""
    assert all((ROOT / name).is_dir() for name in FOLDERS)
    assert all((ROOT / name).is_file() for name in TOP_FILES)
    assert (ROOT / "web" / "ui" / "sobremesa_web" / "screens" / "catch_the_moon.js").is_file()


def test_a_module_over_800_lines_is_found_and_content_is_exempt(tmp_path: Path):
    (tmp_path / "engine" / "content").mkdir(parents=True)
    (tmp_path / "engine" / "big.py").write_text("x = 1\n" * (LIMIT + 1))
    (tmp_path / "engine" / "fits.py").write_text("x = 1\n" * LIMIT)
    (tmp_path / "engine" / "content" / "words.py").write_text("x = 1\n" * 5000)
    found = oversized(tmp_path, ["engine"], exempt=["engine/content"])
    assert found == {"engine/big.py": LIMIT + 1}


def test_a_script_over_800_lines_is_found_in_a_folder_or_at_the_top(tmp_path: Path):
    (tmp_path / "web" / "js").mkdir(parents=True)
    (tmp_path / "web" / "js" / "big.js").write_text("let x = 1;\n" * (LIMIT + 1))
    (tmp_path / "web" / "fits.js").write_text("let x = 1;\n" * LIMIT)
    (tmp_path / "web" / "big.css").write_text("a {}\n" * 5000)  # not a script
    (tmp_path / "worker.js").write_text("let x = 1;\n" * (LIMIT + 2))
    (tmp_path / "lint.mjs").write_text("let x = 1;\n" * (LIMIT + 3))
    found = oversized(tmp_path, ["web", "worker.js", "lint.mjs"], exempt=[])
    assert found == {"web/js/big.js": LIMIT + 1, "worker.js": LIMIT + 2, "lint.mjs": LIMIT + 3}
