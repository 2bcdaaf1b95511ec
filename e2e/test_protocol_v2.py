"""Protocol v2 across real phones (browser contexts over WebRTC): a rematch dealt to the same
guests without new invitations, and two phones on different builds told, each in its own
language, to reload both on the same version."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.conftest import wait_ready
from e2e.test_multiplayer import (  # noqa: F401 - `phones` is a fixture
    NAMES,
    assert_no_card_of_another,
    exchange_codes,
    host_lobby,
    invite_guest,
    phones,
    play_claro,
    settle,
    start_table,
)
from scripts.harness import served_site


@pytest.fixture(scope="module")
def other_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The same app built again under another label: what a phone that has not updated (or
    has updated first) runs. Served on its own port."""
    with served_site(tmp_path_factory.mktemp("other-site"), label="other") as (url, _out, info):
        assert info["build"]
        yield url


@pytest.mark.long(4)
def test_a_rematch_across_three_phones_with_another_game_and_a_guest_away(
    phones: list[Page],  # noqa: F811 - the fixture imported above
    site: str,
):
    host, ana, luis = phones
    start_table(phones, site, "Claro", "?seed=3")
    play_claro(phones, NAMES)
    for page in phones:
        page.bring_to_front()
        expect(page.get_by_role("heading", name=re.compile("wins!|You win!"))).to_be_visible()
    host.bring_to_front()
    expect(host.get_by_role("button", name="Play again")).to_be_visible()
    # Luis's phone reloads just as the game ends: the rematch must wait for him, not lose him.
    luis.bring_to_front()
    luis.reload()
    wait_ready(luis)
    host.bring_to_front()
    expect(host.get_by_text("Waiting for Luis: disconnected.")).to_be_visible(timeout=30_000)
    # Another game that fits these three seats, dealt without new invitations (the table's
    # menu offers the others; the result offers the same game again).
    host.get_by_role("button", name="Menu").click()
    host.get_by_role("button", name="The Mind", exact=True).click()
    for page, me in ((host, "Hana"), (ana, "Ana")):
        page.bring_to_front()
        expect(page.get_by_role("heading", name="The Mind")).to_be_visible(timeout=30_000)
        expect(page.get_by_text(f"{me} (you)")).to_be_visible()
        expect(page.locator(".result-title")).to_have_count(0)
    # Luis comes back with the one invitation his seat needs, into the new game.
    host.bring_to_front()
    host.get_by_role("button", name="Invite Luis again").click()
    exchange_codes(host, luis, "Luis")
    luis.bring_to_front()
    expect(luis.get_by_role("heading", name="The Mind")).to_be_visible(timeout=30_000)
    expect(luis.get_by_text("Luis (you)")).to_be_visible()
    host.bring_to_front()
    expect(host.get_by_text("Waiting for")).to_have_count(0)
    # Everyone gets ready and the lowest card of the table is played: the new game is live.
    snaps = settle(phones)
    assert_no_card_of_another(NAMES, snaps)
    assert all(len(s["hand"]) == 1 for s in snaps), snaps  # level 1: one card each
    ready = re.compile("I'm ready")
    for page in phones:
        page.bring_to_front()
        page.get_by_role("button", name=ready).click()
    snaps = settle(phones, snaps[0]["turn"] + 3)
    card, i = min((s["hand"][0], i) for i, s in enumerate(snaps))
    phones[i].bring_to_front()
    phones[i].get_by_role("button", name=f"Play my {card}").click()
    snaps = settle(phones, snaps[0]["turn"] + 1)
    assert_no_card_of_another(NAMES, snaps)
    assert sum(len(s["hand"]) for s in snaps) == 2


@pytest.mark.long(2)
def test_two_phones_on_different_builds_are_told_to_reload_both(
    browser: Browser, browser_context_args: dict, site: str, other_site: str
):
    """The host (English) runs one build, the guest (Spanish) another: after the codes are
    exchanged, each phone says in its own language what to do, and nobody is seated."""
    host_context = browser.new_context(**browser_context_args)
    guest_context = browser.new_context(**{**browser_context_args, "locale": "es-ES"})
    try:
        host, guest = host_context.new_page(), guest_context.new_page()
        guest.goto(other_site, wait_until="commit")
        host.goto(site, wait_until="commit")
        wait_ready(host)
        host_lobby(host, site, "Claro", opened=True)
        wait_ready(guest)
        builds = [page.evaluate("window.sobremesaBuild") for page in (host, guest)]
        assert builds[0] and builds[1] and builds[0] != builds[1]
        link_box = host.get_by_role("textbox", name="Invitation link")
        expect(link_box).to_have_value(re.compile("#join="), timeout=15_000)
        fragment = link_box.input_value().split("#", 1)[1]
        guest.bring_to_front()
        guest.goto(f"{other_site}#{fragment}")  # the link, opened on the guest's own build
        wait_ready(guest)
        guest.get_by_role("textbox", name="Tu nombre").fill("Ana")
        guest.get_by_role("button", name="Unirme").click()
        answer_box = guest.get_by_role("textbox", name="Tu código de respuesta")
        expect(answer_box).to_be_visible(timeout=15_000)
        answer = answer_box.input_value()
        host.bring_to_front()
        host.get_by_role("textbox", name="Guest's answer code").fill(answer)
        host.get_by_role("button", name="Connect").click()
        told = host.get_by_role("alert").filter(has_text="different versions of Sobremesa")
        expect(told).to_be_visible(timeout=30_000)
        expect(told).to_contain_text("Reload the app on both")
        expect(host.get_by_role("list", name="Seats")).not_to_contain_text("Ana")
        expect(host.get_by_role("button", name="Invite another phone")).to_be_visible()
        guest.bring_to_front()
        told = guest.get_by_role("alert").filter(has_text="versiones distintas de Sobremesa")
        expect(told).to_be_visible(timeout=30_000)
        expect(told).to_contain_text("Recargad la aplicación en los dos")
        expect(guest.get_by_text("(tú)")).to_have_count(0)
    finally:
        host_context.close()
        guest_context.close()
