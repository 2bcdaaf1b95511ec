"""The first paint without Python: the home screen is in the page itself (the build draws it
with the app's own Python), a tap on it waits for Python and is honoured once, and the QR
libraries stay out of a start.

Python is held back by holding the runtime's request (`hold_python`) until the test lets it go:
no test waits on a clock for Python to be slow.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Browser, Page, Route, expect
from sobremesa_web.i18n import pick_language

from e2e.conftest import open_app, wait_ready
from e2e.test_multiplayer import host_lobby

# What a first visit sees while Python downloads and starts (a returning player's start is
# e2e/test_fast_start.py's).
pytestmark = pytest.mark.first_visit

RUNTIME = "**/runtime/pyodide.mjs"
PAINTED = 30_000  # ms for the page's first paint on a busy machine (a wait, not a sleep)


def hold_python(page: Page) -> Callable[[], None]:
    """Hold every request for Pyodide's loader until the returned function lets them go."""
    held: list[Route] = []
    released: list[bool] = []

    def arrived(route: Route) -> None:
        if released:
            route.continue_()
        else:
            held.append(route)

    page.route(RUNTIME, arrived)

    def release() -> None:
        released.append(True)
        while held:
            held.pop(0).continue_()

    return release


def not_ready(page: Page) -> None:
    assert page.evaluate("document.documentElement.dataset.ready") is None


def test_the_home_shows_before_python_and_a_tapped_tile_opens_its_setup_once_ready(
    page: Page, site: str
):
    release = hold_python(page)
    page.goto(site, wait_until="commit")
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible(timeout=PAINTED)
    expect(page.get_by_role("list", name="Choose a game").get_by_role("heading")).to_have_count(5)
    not_ready(page)

    play = page.get_by_role("button", name="Play Claro")
    play.click()
    expect(play).to_have_attribute("aria-busy", "true")  # it waits, and shows it
    not_ready(page)
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()

    release()
    wait_ready(page)
    expect(page.get_by_role("heading", name="Claro: players")).to_be_visible()
    expect(page.get_by_role("textbox", name="Name of seat 1")).to_be_visible()


def test_taps_before_python_are_honoured_once_each_in_order(page: Page, site: str):
    """Sound is a toggle: a tap honoured twice would leave it off again."""
    release = hold_python(page)
    page.goto(site, wait_until="commit")
    sound = page.locator("#sound")
    expect(sound).to_have_attribute("aria-pressed", "false", timeout=PAINTED)
    sound.click()
    page.get_by_role("button", name="Español").click()
    not_ready(page)

    release()
    wait_ready(page)
    expect(page.get_by_role("heading", name="Elige un juego")).to_be_visible()
    expect(page.locator("#sound")).to_have_attribute("aria-pressed", "true")
    assert page.evaluate("localStorage.getItem('sobremesa.sound')") == "on"
    assert page.evaluate("localStorage.getItem('sobremesa.lang')") == "es"
    expect(page.locator("[aria-busy]")).to_have_count(0)


def test_a_tap_whose_screen_is_gone_is_not_honoured(page: Page, site: str):
    """Play Claro, then Play The Mind: with Python ready the second tile was gone after the
    first tap, so the first wins (and no tap is lost to the second)."""
    release = hold_python(page)
    page.goto(site, wait_until="commit")
    page.get_by_role("button", name="Play Claro").click(timeout=PAINTED)
    page.get_by_role("button", name="Play The Mind").click()
    release()
    wait_ready(page)
    expect(page.get_by_role("heading", name="Claro: players")).to_be_visible()


BOXES = """() => [...document.querySelectorAll('#app .game-tile, #app button')].map((el) => {
  const r = el.getBoundingClientRect();
  return [el.id || el.dataset.game, r.x, r.y, r.width, r.height];
})"""


def test_python_takes_over_the_same_page_without_moving_it(page: Page, site: str):
    release = hold_python(page)
    page.goto(site, wait_until="commit")
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible(timeout=PAINTED)
    before = page.evaluate(BOXES)
    markup = page.evaluate("document.getElementById('app').innerHTML")
    page.evaluate("window.tile = document.getElementById('play-claro')")

    release()
    wait_ready(page)
    assert page.evaluate(BOXES) == before
    assert page.evaluate("document.getElementById('app').innerHTML") == markup
    assert page.evaluate("window.tile === document.getElementById('play-claro')")  # same node


@pytest.mark.parametrize(
    ("saved", "locale", "heading"),
    [
        (None, "en-US", "Choose a game"),
        (None, "es-ES", "Elige un juego"),
        (None, "fr-FR", "Elige un juego"),  # a language the app does not speak: Spanish
        ("es", "en-US", "Elige un juego"),  # the player's own choice wins
        ("fr", "en-GB", "Choose a game"),  # a choice the app does not know is passed over
    ],
)
def test_the_first_paint_speaks_the_language_python_will(
    browser: Browser, browser_context_args: dict, site: str, saved, locale, heading
):
    context = browser.new_context(**{**browser_context_args, "locale": locale})
    try:
        if saved is not None:
            context.add_init_script(f"localStorage.setItem('sobremesa.lang', '{saved}')")
        page = context.new_page()
        hold_python(page)
        page.goto(site, wait_until="commit")
        expect(page.get_by_role("heading", name=heading)).to_be_visible(timeout=PAINTED)
        lang = pick_language(saved, locale)
        assert page.evaluate("document.documentElement.lang") == lang
        assert heading == {"es": "Elige un juego", "en": "Choose a game"}[lang]
        not_ready(page)
    finally:
        context.close()


def test_the_first_paint_shows_the_sound_as_saved(
    browser: Browser, browser_context_args: dict, site: str
):
    context = browser.new_context(**browser_context_args)
    try:
        context.add_init_script("localStorage.setItem('sobremesa.sound', 'on')")
        page = context.new_page()
        release = hold_python(page)
        page.goto(site, wait_until="commit")
        expect(page.locator("#sound")).to_have_attribute("aria-pressed", "true", timeout=PAINTED)
        markup = page.evaluate("document.getElementById('app').innerHTML")
        release()
        wait_ready(page)
        assert page.evaluate("document.getElementById('app').innerHTML") == markup
    finally:
        context.close()


def test_a_saved_game_is_offered_by_python_not_by_the_first_paint(
    browser: Browser, browser_context_args: dict, site: str
):
    # No service worker: a page it controls gets the runtime from its cache, past page.route.
    context = browser.new_context(**browser_context_args, service_workers="block")
    try:
        page = context.new_page()
        open_app(page, site, "?seed=3")
        page.get_by_role("button", name="Play Claro").click()
        page.get_by_role("button", name="Start").click()
        page.wait_for_selector("[data-screen=game]", state="attached")
        release = hold_python(page)
        page.reload(wait_until="commit")
        expect(page.get_by_role("heading", name="Choose a game")).to_be_visible(timeout=PAINTED)
        expect(page.locator(".resume")).to_have_count(0)
        release()
        wait_ready(page)
        expect(page.get_by_role("button", name="Resume the Claro game")).to_be_visible()
    finally:
        context.close()


@pytest.mark.parametrize("link", ["#join=AAAA", "#replay=AAAA"])
def test_a_link_to_another_screen_shows_no_home_before_python(page: Page, site: str, link):
    hold_python(page)
    page.goto(site + link, wait_until="commit")
    expect(page.locator("#boot")).to_be_visible(timeout=PAINTED)
    expect(page.locator("#app .home")).to_have_count(0)


# -- the QR libraries: only when a QR code is drawn or read ----------------------------------

QR_LIBRARIES = ("vendor/jsQR.js", "vendor/qrcode.js")
PRECACHED = """async () => (await (await caches.open('sobremesa-files')).keys())
  .map((r) => new URL(r.url).pathname.split('/').slice(-2).join('/'))"""


@pytest.mark.service_worker
def test_a_start_loads_no_qr_library_and_an_invitation_still_shows_a_qr(page: Page, site: str):
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    open_app(page, site)
    page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=60_000)
    assert not [url for url in asked if url.split("?")[0].endswith(QR_LIBRARIES)]
    assert page.evaluate("typeof qrcode + ' ' + typeof jsQR") == "undefined undefined"
    precached = page.evaluate(PRECACHED)
    assert set(QR_LIBRARIES) <= set(precached)  # still there for offline

    host_lobby(page, site, "Claro", opened=True)
    expect(page.get_by_role("img", name="Invitation QR code")).to_be_visible()
    drawn = [url for url in asked if url.split("?")[0].endswith(QR_LIBRARIES)]
    assert [url.split("?")[0].rsplit("/", 1)[1] for url in drawn] == ["qrcode.js"]


@pytest.mark.service_worker
def test_an_invitation_offline_still_shows_a_qr(page: Page, site: str):
    """The library comes from the service worker's cache when there is no network."""
    open_app(page, site)
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    host_lobby(page, site, "Claro", opened=True)
    expect(page.get_by_role("img", name="Invitation QR code")).to_be_visible()
