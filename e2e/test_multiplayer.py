"""Several phones at one table over real WebRTC: the invitation link and answer code, the way
people pass them (copy, paste), each phone holding only its own hand."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.conftest import open_app, wait_ready


@pytest.fixture
def phones(browser: Browser, browser_context_args: dict, site: str):
    """Three phones: separate browser contexts (no shared storage), the app open on each."""
    contexts = [browser.new_context(**browser_context_args) for _ in range(3)]
    pages = [c.new_page() for c in contexts]
    yield pages
    for context in contexts:
        context.close()


def host_lobby(host: Page, site: str, game: str, query: str = "") -> None:
    host.bring_to_front()
    open_app(host, site, query)
    host.get_by_role("button", name=f"Play {game}").click()
    rows = host.locator(".seat-row")
    while rows.count() > 1:
        host.get_by_role("button", name=f"Remove seat {rows.count()}").click()
    host.get_by_role("textbox", name="Name of seat 1").fill("Hana")
    host.get_by_role("button", name="Invite phones").click()
    expect(host.get_by_role("heading", name=re.compile("shared table"))).to_be_visible()


def invite_guest(host: Page, guest: Page, name: str) -> None:
    """The host shares the link; the guest opens it, joins, and shows back an answer code."""
    host.bring_to_front()
    link_box = host.get_by_role("textbox", name="Invitation link")
    expect(link_box).to_have_value(re.compile("#join="), timeout=15_000)
    expect(host.get_by_role("img", name="Invitation QR code")).to_be_visible()
    link = link_box.input_value()
    guest.bring_to_front()
    guest.goto(link)
    wait_ready(guest)
    guest.get_by_role("textbox", name="Your name").fill(name)
    guest.get_by_role("button", name="Join").click()
    answer_box = guest.get_by_role("textbox", name="Your answer code")
    expect(answer_box).to_be_visible(timeout=15_000)
    answer = answer_box.input_value()
    assert 60 <= len(answer) <= 140
    host.bring_to_front()
    host.get_by_role("textbox", name="Guest's answer code").fill(answer)
    host.get_by_role("button", name="Connect").click()
    expect(host.get_by_role("list", name="Seats")).to_contain_text(f"{name} · connected")
    guest.bring_to_front()
    expect(guest.get_by_text("Waiting for the game to start")).to_be_visible()


def record_messages(guest: Page) -> None:
    """Keep every text a guest's data channel receives, to check it for other hands."""
    guest.evaluate(
        """() => {
        window.received = [];
        const original = RTCDataChannel.prototype.addEventListener;
        RTCDataChannel.prototype.addEventListener = function (type, fn, ...rest) {
          if (type === 'message') {
            const wrapped = (e) => { window.received.push(String(e.data)); return fn(e); };
            return original.call(this, type, wrapped, ...rest);
          }
          return original.call(this, type, fn, ...rest);
        };
        }"""
    )


def test_host_and_two_guests_play_a_whole_claro_game(phones: list[Page], site: str):
    host, ana, luis = phones
    host_lobby(host, site, "Claro", "?seed=3")
    invite_guest(host, ana, "Ana")
    host.get_by_role("button", name="Invite another phone").click()
    invite_guest(host, luis, "Luis")
    host.bring_to_front()
    host.get_by_role("button", name="Start the game").click()
    for page, me in ((host, "Hana"), (ana, "Ana"), (luis, "Luis")):
        page.bring_to_front()
        expect(page.get_by_text(f"{me} (you)")).to_be_visible()

    seen_hands: dict[str, set[str]] = {"Hana": set(), "Ana": set(), "Luis": set()}
    for _ in range(600):
        acted = False
        for page, me in ((host, "Hana"), (ana, "Ana"), (luis, "Luis")):
            if page.locator(".result").count():
                continue
            seen_hands[me].update(
                page.locator(".hand [data-card]").evaluate_all(
                    "els => els.map(e => e.dataset.card)"
                )
            )
            move = page.locator("[data-cmd=act]")
            if move.count():
                page.bring_to_front()
                move.first.click()
                acted = True
                break
        if host.locator(".result").count():
            break
        if not acted:
            host.wait_for_timeout(30)
    for page in (host, ana, luis):
        page.bring_to_front()
        expect(page.get_by_role("heading", name=re.compile("wins!"))).to_be_visible()
    winner = host.locator(".result-title").inner_text()
    assert (
        ana.locator(".result-title").inner_text()
        == winner
        == luis.locator(".result-title").inner_text()
    )
