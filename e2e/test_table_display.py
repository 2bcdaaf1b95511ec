"""A tablet or laptop in the middle of the table, watching: it joins as a watcher with the same
invitation and answer codes, turns its screen into the table display (the public table large,
in landscape) and follows a Claro game between two phones live, never holding a hand."""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Callable

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.test_multiplayer import (
    boot,
    exchange_codes,
    host_lobby,
    host_python,
    invite_guest,
    poll,
)
from scripts.harness import RECORDER

LAST = "() => { const c = document.querySelector('.fan [data-card]');"
LAST += " return c ? c.getAttribute('data-card') : null; }"
TURN = "() => Number(document.querySelector('section.game')?.dataset.turn)"


# Counts the animations running on the page in the frame that first shows the table display
# (motion.js starts a paint's flights in the frame after it, in a callback asked for in the
# paint's task; this one, asked for after that paint's script, runs after it).
FLIGHTS_AT_DISPLAY = """() => {
    window.__flightsAtDisplay = null;
    const seen = new MutationObserver(() => {
        if (!document.querySelector("section.game.table-display")) return;
        requestAnimationFrame(() => {
            window.__flightsAtDisplay = document.getAnimations().length;
        });
        seen.disconnect();
    });
    seen.observe(document.body, { subtree: true, childList: true, attributes: true });
}"""


def showing(page: Page, turn: int) -> Callable[[], bool]:
    """Whether `page` shows the game at `turn` (the number of moves made) or later, for `poll`."""
    return lambda: page.evaluate(TURN) >= turn


def moves(host: Page) -> int:
    """How many moves the host's table has taken."""
    return json.loads(host_python(host, "json.dumps(app.session.table.view(None)['turn'])"))


def taken(host: Page, turn: int) -> Callable[[], bool]:
    """Whether the host's table has taken a move made at `turn`, for `poll`."""
    return lambda: moves(host) > turn


@pytest.mark.long(4)
def test_a_table_display_follows_a_claro_game_between_two_phones(
    browser: Browser, browser_context_args: dict, site: str
):
    phone = {**browser_context_args, "viewport": {"width": 390, "height": 844}}
    big = {**browser_context_args, "viewport": {"width": 1280, "height": 800}}
    contexts = [browser.new_context(**options) for options in (phone, phone, big)]
    for context in contexts:
        context.add_init_script(RECORDER)
    host, ana, table = pages = [c.new_page() for c in contexts]
    try:
        boot(pages, site, "?seed=11&tempo=0.05")
        host_lobby(host, site, "Claro", opened=True)
        invite_guest(host, ana, "Ana")
        host.bring_to_front()
        host.get_by_role("button", name="Invite another phone").click()
        exchange_codes(host, table, "Table", button="Just watch")
        expect(host.get_by_text("Watching: Table")).to_be_visible(timeout=30_000)
        host.get_by_role("button", name="Start the game").click()

        table.bring_to_front()
        expect(table.get_by_text("You are watching")).to_be_visible(timeout=60_000)
        # The paint that lays the table out as a display starts no flight: its chips are where
        # the display puts them, not gliding in from where a phone had them.
        table.evaluate(FLIGHTS_AT_DISPLAY)
        table.get_by_role("button", name="Table display").click()
        expect(table.locator("section.game.table-display")).to_be_visible()
        table.wait_for_function("() => window.__flightsAtDisplay !== null")
        assert table.evaluate("() => window.__flightsAtDisplay") == 0
        # A display is there for everyone: it does not tell the table it is watching.
        expect(table.get_by_text("You are watching")).to_have_count(0)
        expect(table.get_by_text("Watching: Table")).to_have_count(0)
        expect(table.get_by_role("button", name="Table display")).to_have_attribute(
            "aria-pressed", "true"
        )
        # Landscape and large: the log beside the table, nothing wider than the screen.
        layout = table.evaluate(
            """() => {
                const game = document.querySelector('section.game');
                return { width: game.getBoundingClientRect().width,
                         wide: document.documentElement.scrollWidth,
                         font: parseFloat(getComputedStyle(game).fontSize) };
            }"""
        )
        assert layout["width"] > 1000 and layout["wide"] <= 1280 and layout["font"] > 18
        beside = table.evaluate(
            """() => {
                const area = document.querySelector('.table-area').getBoundingClientRect();
                const log = document.querySelector('.side-log').getBoundingClientRect();
                return log.left >= area.right && log.top < area.bottom && log.height > 0;
            }"""
        )
        assert beside, "the log runs down the side of the table"
        # A table to read from two metres: whose turn it is in large type over the table, the
        # seats down its left side.
        turn = table.locator(".display-turn")
        expect(turn).to_be_visible()
        active = json.loads(host_python(host, "json.dumps(app.session.table.view(None)['active'])"))
        names = json.loads(host_python(host, "json.dumps(app.session.names())"))
        expect(turn).to_have_text(
            re.compile(rf"\b{names[active[0]]}\b.*turn|Turn of {names[active[0]]}")
        )
        big = table.evaluate(
            """() => {
                const turn = document.querySelector('.display-turn');
                const seats = document.querySelector('.seat-strip').getBoundingClientRect();
                const area = document.querySelector('.table-area').getBoundingClientRect();
                const chip = document.querySelector('.seat-strip .seat-name');
                return { turn: parseFloat(getComputedStyle(turn).fontSize),
                         name: parseFloat(getComputedStyle(chip).fontSize),
                         left: seats.right <= area.left && seats.height > area.height / 2 };
            }"""
        )
        assert big["turn"] >= 32 and big["name"] >= 20 and big["left"], big
        # ... and says it once: the table's own "Ana's turn" line is not drawn again below it.
        said = table.evaluate(
            """(text) => [...document.querySelectorAll('section.game *')]
                .filter(e => e.children.length === 0 && e.textContent.trim() === text)
                .filter(e => { const r = e.getBoundingClientRect();
                               return r.width > 4 && r.height > 4; }).length""",
            turn.inner_text().strip(),
        )
        assert said == 1, f"whose turn it is is shown {said} times"
        if shots := os.environ.get("SOBREMESA_SHOTS"):  # for a person to look at
            table.screenshot(path=f"{shots}/table-display-1280.png")

        followed = 0
        deadline = time.monotonic() + 300
        while True:
            over = json.loads(host_python(host, "json.dumps(app.session.table.result())"))
            if over is not None:
                break
            assert time.monotonic() < deadline, "the game did not end"
            # A phone's buttons are the move's only once it shows the host's latest turn: a
            # guest's screen still offers the move it just made until the host's answer comes,
            # and a click on it would wait for a button that answer takes away. So each move is
            # taken by the host, and shown on the phone, before the next is looked for.
            turn = moves(host)
            for page in (host, ana):
                page.bring_to_front()
                poll(page, showing(page, turn), "the phone to show the host's turn")
                act = page.locator("[data-cmd=act]:not([disabled])")
                if act.count():
                    act.first.click()
                    poll(host, taken(host, turn), "the host to take the move")
                    break
            host.bring_to_front()
            if host.evaluate(LAST) is not None:
                # Both screens show the same last card. The host's screen is painted from its
                # Python's worker a moment after that Python sends the table to the watchers:
                # the table display may show a card before the host's own screen does.
                table.bring_to_front()
                poll(
                    table,
                    lambda: table.evaluate(LAST) == host.evaluate(LAST),
                    "the table display to show the host's last card",
                )
                followed += 1
            assert table.locator(".hand [data-card]").count() == 0  # no hand on the table
        assert followed >= 5
        table.bring_to_front()
        expect(table.locator(".result")).to_be_visible(timeout=30_000)
        expect(table.get_by_role("heading", name=re.compile("wins"))).to_be_visible()
        assert table.locator("section.game.table-display").count() == 1
        expect(table.locator(".sheet-result .standings li")).to_have_count(2)
        if shots := os.environ.get("SOBREMESA_SHOTS"):
            table.screenshot(path=f"{shots}/table-display-1280-end.png")
    finally:
        for context in contexts:
            context.close()
