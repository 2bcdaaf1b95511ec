"""Claro as people play it: against bots, passing one phone between two, and after a reload."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import open_app, set_up_game, wait_ready

ACTIONABLE = ".result, .curtain button, [data-cmd=act]"


def take_turn(page: Page) -> None:
    """Act once as whoever is looking: open the curtain, or play the first thing allowed."""
    page.wait_for_selector(ACTIONABLE, timeout=30_000)
    curtain = page.locator(".curtain button")
    if curtain.count():
        curtain.click()
        return
    if page.locator(".result").count():
        return
    page.locator("[data-cmd=act]").first.click()


def hand_labels(page: Page) -> list[str]:
    return page.locator(".hand [aria-label^='Card']").evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))"
    )


def what_is_on_the_table(page: Page) -> dict:
    """The hand, the last card (the top of the fan), everyone's counts and stars, and whose
    turn it is."""
    last = page.locator(".fan [data-card]")
    return {
        "hand": hand_labels(page),
        "last": last.get_attribute("data-card") if last.count() else None,
        "players": page.locator(".players-strip").inner_text(),
        "status": page.locator(".status").inner_text(),
    }


@pytest.mark.long(3)
@pytest.mark.service_worker
def test_one_person_and_three_bots_play_a_whole_game_offline(page: Page, site: str):
    open_app(page, site, "?seed=7&tempo=0.05")
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    set_up_game(page, "Claro", ["Ana", "Bot B", "Bot C", "Bot D"], ["human", "bot", "bot", "bot"])
    expect(page.get_by_role("list", name="players").get_by_text("Ana (you)")).to_be_visible()
    for _ in range(400):
        if page.locator(".result").count():
            break
        take_turn(page)
    expect(page.get_by_role("heading", name=re.compile("wins!|You win!"))).to_be_visible()
    stars = page.locator(".players-strip [aria-label$='stars']").all_inner_texts()
    assert "3 ★" in stars
    page.get_by_role("button", name="Play again").click()
    expect(page.locator(".result")).to_have_count(0)


def test_two_people_pass_the_phone_and_the_curtain_hides_each_hand(page: Page, site: str):
    open_app(page, site, "?seed=11&tempo=0.05")
    set_up_game(page, "Claro", ["Ana", "Luis"], ["human", "human"])
    seen_curtain = 0
    for _ in range(200):
        page.wait_for_selector(ACTIONABLE, timeout=30_000)
        curtain = page.locator(".curtain")
        if curtain.count():
            seen_curtain += 1
            name = re.search(r"to (\w+)", curtain.get_by_role("heading").inner_text()).group(1)
            assert page.locator(".hand").count() == 0, "a hand is visible behind the curtain"
            assert page.locator(".card").count() == 0
            page.get_by_role("button", name=f"I'm {name}: show my hand").click()
            expect(page.get_by_text(f"{name} (you)")).to_be_visible()
            continue
        if page.locator(".round-won").count():  # the live region says it in its words
            break
        take_turn(page)
    assert seen_curtain >= 2
    expect(page.get_by_text(re.compile(r"wins the round and a star"))).to_be_visible()


def test_reload_mid_round_resumes_the_same_hands_pile_and_turn(page: Page, site: str):
    open_app(page, site, "?seed=5&tempo=0.05")
    set_up_game(page, "Claro", ["Ana", "Bot B", "Bot C"], ["human", "bot", "bot"])
    for _ in range(3):
        take_turn(page)
    page.wait_for_selector(ACTIONABLE)
    before = what_is_on_the_table(page)
    page.reload()
    wait_ready(page)
    page.get_by_role("button", name="Resume the Claro game").click()
    page.wait_for_selector(ACTIONABLE)
    after = what_is_on_the_table(page)
    assert after == before
    assert before["hand"]
