"""The answer by any messenger: the guest sends its answer as a link; opened on the host's
phone in a new tab (as a messenger opens links), it reaches the tab whose invitation waits,
and the new tab says it was delivered. Opened where no invitation waits, it says that."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, expect

from e2e.conftest import wait_ready
from e2e.test_multiplayer import host_lobby


def test_an_answer_link_opened_in_a_new_tab_reaches_the_waiting_invitation(
    browser: Browser, browser_context_args: dict, site: str
):
    host_phone = browser.new_context(**browser_context_args)
    guest_phone = browser.new_context(**browser_context_args)
    try:
        host = host_phone.new_page()
        host_lobby(host, site, "Claro")
        link = host.get_by_role("textbox", name="Invitation link")
        expect(link).to_have_value(re.compile("#join="), timeout=15_000)
        guest = guest_phone.new_page()
        guest.goto(link.input_value())
        wait_ready(guest)
        guest.get_by_role("textbox", name="Your name").fill("Ana")
        guest.get_by_role("button", name="Join").click()
        expect(guest.get_by_role("textbox", name="Your answer code")).to_be_visible(timeout=15_000)
        expect(guest.get_by_text("Send them this link")).to_be_visible()
        answer_link = guest.locator("#copy-answer").get_attribute("data-copy")
        assert answer_link is not None and answer_link.startswith(site)
        assert "#answer=" in answer_link

        messenger_tab = host_phone.new_page()  # the messenger opens the link in a new tab
        messenger_tab.goto(answer_link)
        wait_ready(messenger_tab)
        expect(messenger_tab.get_by_role("alert")).to_contain_text(
            "Answer delivered to the invitation waiting in another tab", timeout=10_000
        )
        assert "#answer=" not in messenger_tab.url  # a reload does not deliver it again
        seats = host.get_by_role("list", name="Seats")
        expect(seats).to_contain_text("Ana · connected", timeout=20_000)
        expect(guest.get_by_text("Waiting for the game to start")).to_be_visible()
    finally:
        host_phone.close()
        guest_phone.close()


def test_an_answer_link_with_no_invitation_waiting_says_so(
    browser: Browser, browser_context_args: dict, site: str
):
    phone = browser.new_context(**browser_context_args)
    try:
        page = phone.new_page()
        page.goto(site + "#answer=" + "A" * 100)
        wait_ready(page)
        expect(page.get_by_role("alert")).to_contain_text(
            "No invitation in this browser waits for this answer", timeout=10_000
        )
        expect(page.get_by_role("button", name="Play Claro")).to_be_visible()
    finally:
        phone.close()
