"""No room too big to read: every Python file of the project (the engine's content, the games'
words and cards as data, aside), the engine's and the UI's modules, the tests, the journeys and
the scripts, stays within 800 lines; a file that grows past it is split along a seam a reader
expects (as `engine/door.py` left `engine/host.py`, `scripts/module_graph.py` left
`scripts/build.py`)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 800


def oversized(base: Path, roots: list[str], exempt: list[str]) -> dict[str, int]:
    """Each module over LIMIT lines under `roots` (outside `exempt`), with its length."""
    found = {}
    for root in roots:
        for path in sorted((base / root).rglob("*.py")):
            if any(path.is_relative_to(base / folder) for folder in exempt):
                continue
            lines = len(path.read_text(encoding="utf-8").splitlines())
            if lines > LIMIT:
                found[path.relative_to(base).as_posix()] = lines
    return found


FOLDERS = ["engine", "web", "tests", "e2e", "scripts"]  # every folder holding Python


def test_no_python_file_is_over_800_lines():
    assert oversized(ROOT, FOLDERS, exempt=["engine/content"]) == {}


def test_a_module_over_800_lines_is_found_and_content_is_exempt(tmp_path: Path):
    (tmp_path / "engine" / "content").mkdir(parents=True)
    (tmp_path / "engine" / "big.py").write_text("x = 1\n" * (LIMIT + 1))
    (tmp_path / "engine" / "fits.py").write_text("x = 1\n" * LIMIT)
    (tmp_path / "engine" / "content" / "words.py").write_text("x = 1\n" * 5000)
    found = oversized(tmp_path, ["engine"], exempt=["engine/content"])
    assert found == {"engine/big.py": LIMIT + 1}
