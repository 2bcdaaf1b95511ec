"""Replays by link: a Claro game is shared at its end and watched on another phone, offline."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.conftest import open_app, set_up_game, wait_ready
from e2e.test_claro import take_turn
from engine.replay import encode
from engine.table import SeatInfo, Table

STARS = ".players-strip [aria-label$='stars']"


@pytest.mark.long(7)
@pytest.mark.service_worker
def test_a_shared_claro_replay_opens_offline_in_a_fresh_browser_and_ends_with_the_same_scores(
    page: Page, site: str, browser: Browser, browser_context_args: dict
):
    open_app(page, site, "?seed=7&tempo=0.05")
    set_up_game(page, "Claro", ["Ana", "Bot B", "Bot C", "Bot D"], ["human", "bot", "bot", "bot"])
    for _ in range(400):
        if page.locator(".result").count():
            break
        take_turn(page)
    expect(page.locator(".result")).to_be_visible()
    final = page.locator(STARS).all_inner_texts()
    assert "3 ★" in final  # someone won with three stars
    page.get_by_role("button", name="Share replay").click()
    link = page.get_by_role("textbox", name="Replay link").input_value()
    assert link.startswith(site) and "#replay=" in link and "seed=" not in link
    assert len(link) <= 1500
    # qr.js loaded its library for this QR code (a start loads none, e2e/test_first_paint.py)
    expect(page.get_by_role("img", name="Replay QR code")).to_be_visible()

    context = browser.new_context(**browser_context_args)
    try:
        phone = context.new_page()
        open_app(phone, site)  # a first visit installs the app (the service worker precaches)
        phone.wait_for_function("navigator.serviceWorker.controller !== null")
        context.set_offline(True)
        phone.goto("about:blank")
        phone.goto(link)
        wait_ready(phone)
        expect(phone.get_by_role("heading", name="Replay: Claro")).to_be_visible()
        expect(phone.locator("#replay-where")).to_have_text("As dealt")
        phone.get_by_role("button", name="Next move").click()
        expect(phone.locator("#replay-where")).to_have_attribute("data-step", "1")
        expect(phone.locator(".replay-move")).not_to_be_empty()
        phone.get_by_role("button", name="To the end").click()
        where = phone.locator("#replay-where")
        expect(where).to_have_attribute("data-step", where.get_attribute("data-total") or "")
        expect(phone.locator(".result")).to_be_visible()
        assert phone.locator(STARS).all_inner_texts() == final
        phone.get_by_role("button", name="Bot B's hand").click()
        expect(phone.get_by_role("button", name="Bot B's hand")).to_have_attribute(
            "aria-pressed", "true"
        )
    finally:
        context.close()


def test_a_damaged_replay_link_says_so_and_opens_the_home_screen(page: Page, site: str):
    table = Table("the_mind", [SeatInfo("A", "bot"), SeatInfo("B", "bot")], seed=3)
    while table.result() is None:
        seat, decision = min(table.bot_decisions().items())
        table.submit(seat, decision.action)
    code = encode(table)
    page.goto(site + "#replay=" + code[: len(code) // 2])  # cut short on its way
    wait_ready(page)
    expect(page.get_by_role("alert")).to_contain_text("This replay link is damaged or incomplete")
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()


def test_a_catch_the_moon_replay_runs_each_recorded_placement_in_the_physics(page: Page, site: str):
    table = Table("catch_the_moon", [SeatInfo("Ana", "bot"), SeatInfo("Luis", "bot")], seed=4)
    while table.result() is None:
        seat, decision = min(table.bot_decisions().items())
        table.submit(seat, decision.action)
    first_place = next(i for i, e in enumerate(table.log) if e["action"]["type"] == "place")
    open_app(page, site)
    page.goto("about:blank")
    page.goto(site + "#replay=" + encode(table))
    wait_ready(page)
    expect(page.get_by_role("heading", name="Replay: Catch the Moon")).to_be_visible()
    page.get_by_role("slider", name="Go to move").fill(str(first_place + 1))
    expect(page.locator("#replay-where")).to_have_attribute("data-step", str(first_place + 1))
    trace = table.log[first_place]["action"]["trace"]
    shown = page.evaluate(
        "() => JSON.parse(document.getElementById('moon-data').textContent).view.last.trace"
    )
    assert shown == trace  # the recorded placement, to the last int
    # The game's browser half loads the first time its table (here the replay) shows.
    page.wait_for_function("() => window.sobremesaMoon?._ui?.state().mode === 'replay'")
    page.wait_for_function("() => window.sobremesaMoon._ui.state().step > 0")
