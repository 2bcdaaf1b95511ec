"""A page with Catch the Moon's physics and nothing else, for the benchmark, the bots' script and
the physics e2e tests: the built site's catch_the_moon.js and vendored Rapier, on a stand-in for the
table screen (e2e/fixtures/moon_lab.html, served at the site's address so relative URLs work),
without booting Python."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.content.moon_ladders import as_data

LAB = Path(__file__).resolve().parent.parent / "e2e" / "fixtures" / "moon_lab.html"
LADDERS: dict[str, Any] = as_data()


def open_lab(page: Any, site: str, wait: bool = True) -> None:
    """Open the lab page on `site` and (unless not `wait`) wait for Rapier to be loaded."""
    url = site + "moon-lab.html"
    page.route(url, lambda route: route.fulfill(body=LAB.read_text(), content_type="text/html"))
    page.goto(url)
    if wait:
        page.evaluate("() => window.sobremesaMoon.ready.then(() => true)")


def world(structure: list[list[int]], drawn: int, layout: str = "upright") -> dict[str, Any]:
    """The referee's and the planner's world: a structure (poses [id, x, y, a]), a drawn ladder."""
    return {"ladders": LADDERS, "layout": layout, "structure": structure, "drawn": drawn}
