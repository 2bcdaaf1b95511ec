"""The network settings sheet in the browser: axe finds nothing on it, and what is saved is what
the next invitation uses (internet play off: an invitation with local addresses only, as on a
plane, made at once)."""

from __future__ import annotations

import base64
import re

from playwright.sync_api import Page, expect

from e2e.conftest import open_app
from e2e.test_accessibility import AXE, axe, cut_off
from e2e.test_multiplayer import host_lobby


def test_the_settings_sheet_passes_axe_and_turning_internet_play_off_keeps_codes_local(
    page: Page, site: str
):
    open_app(page, site)
    page.get_by_role("button", name="Network settings").click()
    expect(page.get_by_role("heading", name="Network")).to_be_visible()
    page.add_script_tag(path=str(AXE))
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        assert axe(page) + cut_off(page) == [], scheme
    internet = page.get_by_role("checkbox", name="Play across the internet (public STUN)")
    expect(internet).to_be_checked()
    internet.uncheck()
    page.get_by_role("textbox", name="Relay address (turn:…)").fill("turn:relay.example.org")
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_role("alert")).to_contain_text("needs a user name and a password")
    assert page.evaluate("localStorage.getItem('sobremesa.network')") is None  # nothing saved
    page.get_by_role("textbox", name="Relay address (turn:…)").fill("")
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_text("Settings saved.")).to_be_visible()
    page.get_by_role("button", name="Back").click()

    host_lobby(page, site, "Claro", opened=True)
    link = page.get_by_role("textbox", name="Invitation link")
    expect(link).to_have_value(re.compile("#join="), timeout=15_000)
    code = link.input_value().split("#join=", 1)[1].split("&", 1)[0]  # the code, not the game
    raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    assert raw[0] == 2  # local candidates only: the code of before
    types = page.evaluate("c => sobremesaP2P.parseCode(c).candidates.map((x) => x.type)", code)
    assert set(types) == {"host"}
