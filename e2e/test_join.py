"""Joining across phones over real WebRTC, as people do it: a guest who reloads mid-game is
shown only the way back in (a new invitation, scanned or pasted) and gets there; a bad paste is
said in the player's language and stays in its field to be fixed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.conftest import CHROMIUM_FLAGS, separate_chromium, wait_ready
from e2e.test_multiplayer import boot, host_lobby, invite_guest
from e2e.test_qr import y4m

STALE = re.compile("You already used this invitation")


@pytest.fixture
def two_phones(browser: Browser, browser_context_args: dict):
    """A host and a guest: separate browser contexts (no shared storage)."""
    contexts = [browser.new_context(**browser_context_args) for _ in range(2)]
    yield [c.new_page() for c in contexts]
    for context in contexts:
        context.close()


def visible_buttons(page: Page) -> list[str]:
    """The names of the buttons a person can see (Share hides where the phone cannot share)."""
    return page.evaluate(
        """() => [...document.querySelectorAll('#app button')]
            .filter((b) => b.offsetParent !== null)
            .map((b) => b.getAttribute('aria-label') || b.textContent.trim())"""
    )


def test_a_guest_who_reloads_is_shown_only_the_way_back_in_and_gets_there(
    two_phones: list[Page], site: str
):
    host, ana = two_phones
    boot(two_phones, site, "?seed=5")
    host_lobby(host, site, "Claro", "?seed=5", opened=True)
    invite_guest(host, ana, "Ana")
    host.get_by_role("button", name="Start the game").click()
    ana.bring_to_front()
    expect(ana.get_by_text("Ana (you)")).to_be_visible()
    # The cards' own text, not as styled: Claro's style sheet (it capitalises "Joker") may still
    # be loading when the table first shows after the reload.
    hand = sorted(ana.locator(".hand > *").all_text_contents())

    ana.reload()
    wait_ready(ana)
    expect(ana.get_by_text(STALE)).to_be_visible()
    # Only what leads back: scan or paste the host's new invitation (and a way home).
    assert sorted(visible_buttons(ana)) == [
        "Leave to home",
        "Open the invitation",
        "Scan the new invitation",
    ]
    expect(ana.get_by_role("textbox", name="Your name")).to_have_count(0)
    expect(ana.get_by_text("Ask the host to invite Ana again")).to_be_visible()

    host.bring_to_front()
    expect(host.get_by_text("Waiting for Ana: disconnected.")).to_be_visible()
    host.get_by_role("button", name="Invite Ana again").click()
    link_box = host.get_by_role("textbox", name="Invitation link")
    expect(link_box).to_have_value(re.compile("#join="), timeout=15_000)
    link = link_box.input_value()

    ana.bring_to_front()  # the link came by message: pasted, not opened
    ana.get_by_role("textbox", name="The new invitation link").fill(f"Here: {link}")
    ana.get_by_role("button", name="Open the invitation").click()
    expect(ana.get_by_role("textbox", name="Your name")).to_have_value("Ana")
    ana.get_by_role("button", name="Join").click()
    answer_box = ana.get_by_role("textbox", name="Your answer code")
    expect(answer_box).to_be_visible(timeout=15_000)
    answer = answer_box.input_value()

    host.bring_to_front()
    host.get_by_role("textbox", name="Guest's answer code").fill(answer)
    host.get_by_role("button", name="Connect").click()
    expect(host.get_by_text("Waiting for Ana")).to_have_count(0, timeout=15_000)
    ana.bring_to_front()
    expect(ana.get_by_text("Ana (you)")).to_be_visible()
    assert sorted(ana.locator(".hand > *").all_text_contents()) == hand


@pytest.fixture
def spanish(browser: Browser, browser_context_args: dict):
    context = browser.new_context(**{**browser_context_args, "locale": "es-ES"})
    yield context
    context.close()


def test_a_bad_paste_is_said_in_spanish_and_stays_to_be_fixed(spanish, site: str):
    host = spanish.new_page()
    host.goto(site)
    wait_ready(host)
    host.get_by_role("button", name="Jugar a Claro").click()
    host.get_by_role("button", name="Invitar móviles").click()
    link_box = host.get_by_role("textbox", name="Enlace de invitación")
    expect(link_box).to_have_value(re.compile("#join="), timeout=15_000)
    answer = host.get_by_role("textbox", name="Código de respuesta del invitado")
    connect = host.get_by_role("button", name="Conectar")
    error = host.locator(".invite .error")

    answer.fill("AQEE cortado")
    connect.click()
    expect(error).to_have_text("No se pudo conectar: El código está incompleto: cópialo entero.")
    expect(answer).to_have_value("AQEE cortado")

    invitation = link_box.input_value().split("#join=")[1]  # the wrong code in the right place
    answer.fill(invitation)
    connect.click()
    expect(error).to_have_text(re.compile("Eso es una invitación, no una respuesta"))
    expect(answer).to_have_value(invitation)
    assert "This" not in host.locator("#app").inner_text()

    # The guest opens an invitation link cut short: said in Spanish, with a way to paste it.
    guest = spanish.new_page()
    guest.goto(f"{site}#join={invitation[:30]}")
    wait_ready(guest)
    guest.get_by_role("textbox", name="Tu nombre").fill("Ana")
    guest.get_by_role("button", name="Unirme").click()
    expect(guest.locator(".error").first).to_have_text(
        "No se pudo conectar: El código está incompleto: cópialo entero."
    )
    expect(guest.get_by_role("textbox", name="Enlace de la invitación nueva")).to_be_visible()


TAPS = (
    "() => { window.__taps = 0; document.addEventListener('click', () => window.__taps++, true); }"
)


def test_a_host_and_a_guest_get_into_a_game_in_six_taps(
    browser: Browser, browser_context_args: dict, site: str, tmp_path: Path
):
    """Counted as people tap, the camera way (the QR codes both ways): the host from the home
    screen, the guest from the link its camera opened. Permission prompts are the browser's
    (granted here by a flag): on a real phone, one more tap each, the first time."""
    video = tmp_path / "camera.y4m"
    video.write_bytes(y4m(["0" * 21] * 21))  # a blank card until the guest shows its answer
    flags = [
        *CHROMIUM_FLAGS,
        "--use-fake-device-for-media-stream",
        f"--use-file-for-fake-video-capture={video}",
    ]
    held: dict = {}

    def host_invites(host_browser: Browser) -> str:
        held["context"] = host_browser.new_context(**browser_context_args)
        page = held["page"] = held["context"].new_page()
        page.goto(site)
        wait_ready(page)
        page.evaluate(TAPS)
        page.get_by_role("button", name="Play Claro").click()
        page.get_by_role("button", name="Invite phones").click()
        link = page.get_by_role("textbox", name="Invitation link")
        expect(link).to_have_value(re.compile("#join="), timeout=15_000)
        return link.input_value()

    def host_scans_and_starts(_: Browser) -> int:
        page = held["page"]
        page.bring_to_front()
        page.get_by_role("button", name="Scan the answer").click()
        expect(page.get_by_role("list", name="Seats")).to_contain_text(
            "Ana · connected", timeout=20_000
        )
        page.get_by_role("button", name="Start the game").click()  # no question: none pending
        expect(page.get_by_text("Player 1 (you)")).to_be_visible()
        taps = page.evaluate("window.__taps")
        held["context"].close()
        return taps

    with separate_chromium(flags) as run:
        link = run(host_invites)
        context = browser.new_context(**browser_context_args)
        guest = context.new_page()
        guest.goto(link)
        wait_ready(guest)
        guest.evaluate(TAPS)
        guest.get_by_role("textbox", name="Your name").click()
        guest.keyboard.type("Ana")
        guest.get_by_role("button", name="Join").click()
        answer_box = guest.get_by_role("textbox", name="Your answer code")
        expect(answer_box).to_be_visible(timeout=15_000)
        # the answer's QR as the guest's screen draws it (Python draws it in its worker: the
        # page's own copy of the library is loaded here)
        rows = guest.evaluate(
            "async c => { await sobremesaQR.load(); return sobremesaQR.matrix(c).rows; }",
            answer_box.input_value(),
        )
        video.write_bytes(y4m(rows))
        host_taps = run(host_scans_and_starts)
        expect(guest.get_by_text("Ana (you)")).to_be_visible()
        guest_taps = guest.evaluate("window.__taps")
        context.close()
    print(f"taps into a game: host {host_taps}, guest {guest_taps}")
    assert (host_taps, guest_taps) == (4, 2)


def test_copy_says_copied_then_goes_back(browser: Browser, browser_context_args: dict, site: str):
    context = browser.new_context(**browser_context_args)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site.rstrip("/"))
    page = context.new_page()
    page.goto(site)
    wait_ready(page)
    page.get_by_role("button", name="Play Claro").click()
    page.get_by_role("button", name="Invite phones").click()
    link = page.get_by_role("textbox", name="Invitation link")
    expect(link).to_have_value(re.compile("#join="), timeout=15_000)
    page.locator("#copy-link").click()
    expect(page.locator("#copy-link")).to_have_text("Copied ✓")
    expect(page.get_by_role("status").filter(has_text="Copied: paste it")).to_be_visible()
    assert page.evaluate("navigator.clipboard.readText()") == link.input_value()
    expect(page.locator("#copy-link")).to_have_text("Copy", timeout=5_000)
    context.close()
