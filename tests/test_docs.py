"""The repository stands alone: every document the code cites is in it. The rules of each game
live in docs/rules/<game>.md; nothing may cite the design notes the project started from
(a RULES file, the physics contract note, the Spanish rule-book seeds, the shared folder)."""

import re
from pathlib import Path

from engine.games import catalog

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ("engine", "web", "scripts", "tests", "e2e")
GONE = re.compile(r"RULES\.md|moon_contract|seeds/|\.\./shared")
CITED_RULES = re.compile(r"docs/rules/([a-z-]+)\.md")


def texts() -> list[tuple[Path, str]]:
    """Every text file the code is made of, README.md included (this file excepted: it names
    what may not be cited)."""
    files = [ROOT / "README.md"]
    for folder in SCANNED:
        files += [p for p in (ROOT / folder).rglob("*") if p.is_file()]
    out = []
    for path in files:
        if "__pycache__" in path.parts or path == Path(__file__).resolve():
            continue
        try:
            out.append((path, path.read_text(encoding="utf-8")))
        except UnicodeDecodeError:
            continue  # a binary file (an image, a wheel) cites nothing
    return out


def test_no_file_cites_a_document_that_is_not_in_the_repository():
    found = [
        f"{path.relative_to(ROOT)}:{text[: m.start()].count(chr(10)) + 1}: {m.group()}"
        for path, text in texts()
        for m in GONE.finditer(text)
    ]
    assert found == []


def test_the_scan_reads_the_code_and_would_see_a_citation():
    scanned = {path.relative_to(ROOT).as_posix() for path, _ in texts()}
    assert {"README.md", "engine/games/colorful.py", "web/js/paint.js"} <= scanned
    assert GONE.search("see RULES.md §3") and GONE.search("seeds/claro.es.txt")


def test_every_cited_rules_document_exists():
    cited = {m.group(0) for _, text in texts() for m in CITED_RULES.finditer(text)}
    assert cited, "the code cites its rules"
    assert sorted(c for c in cited if not (ROOT / c).is_file()) == []


def test_docs_rules_holds_one_document_per_game_of_the_catalogue():
    games = {game.id.replace("_", "-") for game in catalog()}
    assert len(games) == 5
    for name in games:
        text = (ROOT / "docs" / "rules" / f"{name}.md").read_text(encoding="utf-8")
        assert "## How it is tested" in text and "**Decision" in text, name
    assert "docs/rules" in (ROOT / "README.md").read_text(encoding="utf-8")
