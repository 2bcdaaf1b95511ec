"""The Mind on one phone: a person and two bots, in real time, offline."""

from __future__ import annotations

import contextlib
import re

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import open_app, wait_ready
from engine.table import SeatInfo, Table

SEATS = [SeatInfo("Ana"), SeatInfo("Bot 2", "bot"), SeatInfo("Bot 3", "bot")]


def set_up(page: Page) -> None:
    page.get_by_role("button", name="Play The Mind").click()
    expect(page.get_by_text(re.compile("one person plays with bots"))).to_be_visible()
    page.get_by_role("button", name="Add a player").click()
    page.get_by_role("textbox", name="Name of seat 1").fill("Ana")
    page.get_by_role("button", name="Start").click()
    expect(page.get_by_text("Ana (you)")).to_be_visible()


# The waits below poll every 50 ms, not at each animation frame (Playwright's default): polling
# at frames makes the page draw 60 frames a second for as long as it waits.
POLL_MS = 50
PILE = "document.querySelector('.pile')?.innerText ?? null"
MOVED = "b => (" + PILE + ") !== b || !!document.querySelector('.result, button.play')"


def pile_text(page: Page) -> str:
    return page.locator(".pile").inner_text()


@pytest.mark.long(5)
@pytest.mark.service_worker
def test_a_person_and_two_bots_play_to_the_end_offline(page: Page, site: str):
    open_app(page, site, "?seed=21&tempo=0.15")
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    set_up(page)
    for _ in range(600):
        page.wait_for_selector(".result, [data-cmd=act]", timeout=30_000)
        if page.locator(".result").count():
            break
        accept = page.get_by_role("button", name="Accept the star")
        ready = page.get_by_role("button", name=re.compile("I'm ready"))
        play = page.locator("button.play")
        # A bot may propose (or refuse) a star meanwhile, replacing the button about to be
        # tapped: the loop then looks again.
        try:
            if accept.count():
                accept.click(timeout=3_000)
                continue
            if ready.count():
                ready.click(timeout=3_000)
                continue
        except Exception:  # noqa: BLE001 - the button went away under the finger
            continue
        if play.count():
            # Play like a person: wait longer the further my lowest card is above the pile.
            try:
                mine = int(re.search(r"\d+", play.inner_text(timeout=1_000)).group())
            except Exception:  # noqa: BLE001 - a bot's move ended the level and took Play away
                continue
            top = page.locator("[data-top]")
            gap = mine - (int(top.get_attribute("data-top")) if top.count() else 0)
            before = pile_text(page)
            try:
                page.wait_for_function(
                    "b => document.querySelector('.pile')?.innerText !== b"
                    " || !document.querySelector('button.play')",
                    arg=before,
                    timeout=max(50, gap * 40),
                    polling=POLL_MS,
                )
            except Exception:  # noqa: BLE001 - nobody moved: my turn to play
                with contextlib.suppress(Exception):  # unless a move took "Play" away
                    if page.locator("button.play").count():
                        page.locator("button.play").click(timeout=3_000)
        else:  # nothing of mine to tap: look again once the table moves, or after a second
            with contextlib.suppress(Exception):
                page.wait_for_function(
                    MOVED, arg=page.evaluate(PILE), timeout=1_000, polling=POLL_MS
                )
    title = page.locator(".result-title")
    expect(title).to_have_text(re.compile("win|Game over"))
    expect(page.locator(".status")).to_have_text(re.compile("completed every level|No lives left"))
    expect(page.get_by_role("button", name="Play again")).to_be_visible()


def seed_where_ana_holds_the_highest_card() -> tuple[int, list[int]]:
    for seed in range(1, 500):
        hands = Table("the_mind", SEATS, seed=seed).state["hands"]
        # The bots' cards are high enough that they wait seconds before playing them.
        if hands[0][0] > max(hands[1][0], hands[2][0]) and min(hands[1][0], hands[2][0]) > 30:
            return seed, [hands[1][0], hands[2][0]]
    raise AssertionError("no such seed")


def test_playing_too_soon_costs_a_life_and_shows_the_discarded_cards(page: Page, site: str):
    seed, lower = seed_where_ana_holds_the_highest_card()
    open_app(page, site, f"?seed={seed}&tempo=2")
    set_up(page)
    expect(page.locator(".lives")).to_have_text("Lives: 3")
    page.get_by_role("button", name=re.compile("I'm ready")).click()
    play = page.locator("button.play")
    expect(play).to_be_visible(timeout=10_000)
    play.click()
    alert = page.locator(".news.mistake")
    expect(alert).to_contain_text("Mistake! Ana played")
    expect(page.locator(".lives")).to_have_text("Lives: 2")
    expect(alert).to_contain_text(f"Bot 2 discards {lower[0]}")
    expect(alert).to_contain_text(f"Bot 3 discards {lower[1]}")
    expect(page.locator(".news.good")).to_contain_text("Level 1 complete!")
