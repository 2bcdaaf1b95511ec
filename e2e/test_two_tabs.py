"""One saved game, two tabs: only one plays it at a time, and neither erases the other's moves."""

from __future__ import annotations

import re

from playwright.sync_api import BrowserContext, Page, expect

from e2e.conftest import open_app, seat_kind


def log_length(page: Page) -> int:
    return page.evaluate(
        "() => sobremesaPyodide.runPython('from sobremesa_web import browser\\n"
        "s = browser.current.app.session\\nlen(s.table.log) if s else -1')"
    )


def play_one(page: Page) -> None:
    """The next person's first legal move, through the app, as their taps would make it."""
    curtain = page.get_by_role("button", name=re.compile("show my hand"))
    if curtain.count():
        curtain.click()
    page.evaluate(
        "() => sobremesaPyodide.runPython('import json\\nfrom sobremesa_web import browser\\n"
        "a = browser.current.app\\nv = a.session.view()\\n"
        'a.handle("act", json.dumps(v["legal"][0])) if v["legal"] else None\')'
    )


def test_a_second_tab_takes_the_game_over_and_the_first_stops(context: BrowserContext, site: str):
    first = context.new_page()
    open_app(first, site, "?seed=5&tempo=1000")  # the bots wait: only the people move
    first.get_by_role("button", name="Play Claro").click()
    for seat in (4, 3):
        first.get_by_role("button", name=f"Remove seat {seat}").click()
    first.get_by_role("textbox", name="Name of seat 2").fill("Luis")
    seat_kind(first, 2, "human").click()
    first.get_by_role("button", name="Start").click()
    play_one(first)
    assert log_length(first) == 1

    second = context.new_page()
    open_app(second, site, "?tempo=1000")
    second.get_by_role("button", name="Resume the Claro game").click()
    expect(first.get_by_text("This game goes on in another tab")).to_be_visible()
    expect(second.locator(".game")).to_be_visible()
    play_one(second)
    assert log_length(second) == 2
    assert log_length(first) == -1  # the first tab plays no more and saves nothing

    first.get_by_role("button", name="Continue here").click()
    expect(second.get_by_text("This game goes on in another tab")).to_be_visible()
    assert log_length(first) == 2  # with the second tab's move
