"""The home and the set-up on a phone: the five games in one screen, a set-up that opens at its
top whichever tile opened it, and Start in a dock at the foot of the set-up, on one line and on
the screen however many seats, in Spanish and English, at 320x640 and 390x844."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import open_app, wait_ready
from e2e.test_multiplayer import host_lobby

BOX = """el => { const r = el.getBoundingClientRect();
  return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height}; }"""

# How many lines a control's words take (one box per line of its text).
LINES = """el => { const range = document.createRange(); range.selectNodeContents(el);
  const rows = [...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top));
  return new Set(rows).size; }"""


def speak(page: Page, lang: str) -> None:
    page.get_by_role("button", name="Español" if lang == "es" else "English", exact=True).click()


def test_all_five_games_show_in_one_390x844_screen(page: Page, site: str):
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, site)
    for lang in ("es", "en"):
        speak(page, lang)
        tiles = page.locator(".game-tile")
        expect(tiles).to_have_count(5)
        for i in range(5):
            box = tiles.nth(i).evaluate(BOX)
            assert box["top"] >= 0 and box["bottom"] <= 844, (lang, i, box)
            play = tiles.nth(i).get_by_role("button").evaluate(BOX)
            assert play["bottom"] <= 844, (lang, i, play)
        assert page.evaluate("scrollY") == 0


def test_at_320_every_tile_keeps_its_picture_and_play_is_reachable(page: Page, site: str):
    page.set_viewport_size({"width": 320, "height": 640})
    open_app(page, site)
    speak(page, "es")
    tiles = page.locator(".game-tile")
    for i in range(5):
        art = tiles.nth(i).locator(".tile-art").evaluate(BOX)
        assert art["right"] - art["left"] >= 56 and art["height"] >= 56, (i, art)
        play = tiles.nth(i).get_by_role("button")
        play.scroll_into_view_if_needed()
        expect(play).to_be_in_viewport()
    width = page.evaluate("document.documentElement.scrollWidth - innerWidth")
    assert width == 0, f"the home scrolls sideways by {width} px"


def test_a_set_up_opened_from_the_last_tile_at_320_starts_at_its_top(page: Page, site: str):
    page.set_viewport_size({"width": 320, "height": 640})
    open_app(page, site)
    for game in ("Catch the Moon", "Cloud Mine"):
        page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
        assert page.evaluate("scrollY") > 0  # the home is taller than 320x640: scrolled down
        page.get_by_role("button", name=f"Play {game}").click()
        expect(page.get_by_role("heading", name=f"{game}: players")).to_be_in_viewport()
        expect(page.get_by_role("button", name="How to play")).to_be_in_viewport()
        assert page.evaluate("scrollY") == 0
        page.get_by_role("button", name="Back").click()


@pytest.mark.parametrize("size", [(320, 640), (390, 844)])
def test_start_stays_on_screen_on_one_line_with_eight_seats(page: Page, site: str, size):
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, site)
    for lang, play, add, start in (
        ("es", "Jugar a Cloud Mine", "Añadir jugador", "Empezar"),
        ("en", "Play Cloud Mine", "Add a player", "Start"),
    ):
        speak(page, lang)
        page.get_by_role("button", name=play).click()
        seats = page.locator(".seat-row")
        while seats.count() < 8:
            page.get_by_role("button", name=add).click()
        expect(page.get_by_role("button", name=add)).to_have_count(0)  # 8: Cloud Mine's most
        for scroll in ("top", "bottom"):
            if scroll == "bottom":
                page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
            button = page.get_by_role("button", name=start, exact=True)
            expect(button).to_be_enabled()
            box = button.evaluate(BOX)
            assert box["top"] >= 0 and box["bottom"] <= height, (lang, scroll, box)
            assert button.evaluate(LINES) == 1, f"{lang}: {start!r} wraps"
            invite = page.locator("#invite").evaluate(BOX)
            assert abs(invite["top"] - box["top"]) < 12, "Invite phones and Start share a row"
            assert invite["right"] <= width and box["right"] <= width
        # the last seat can be scrolled to above the dock, not hidden under it
        last = page.locator(".seat-row").last
        last.locator(".choice button").last.scroll_into_view_if_needed()
        dock = page.locator(".setup-dock").evaluate(BOX)
        assert last.evaluate(BOX)["bottom"] <= dock["top"] + 1
        page.get_by_role("button", name="Volver" if lang == "es" else "Back").click()


def test_a_guest_s_join_screen_names_the_game_it_joins(page: Page, site: str):
    host_lobby(page, site, "Colorful")
    link_box = page.get_by_role("textbox", name="Invitation link")
    expect(link_box).to_have_value(re.compile("#join="), timeout=15_000)
    guest = page.context.new_page()
    guest.goto(link_box.input_value())
    wait_ready(guest)
    expect(guest.get_by_role("textbox", name="Your name")).to_be_visible()
    named = guest.locator(".join-game")
    expect(named).to_have_text("Colorful")
    expect(named.locator(".emblem-box svg")).to_be_visible()
    assert named.evaluate(BOX)["bottom"] <= guest.viewport_size["height"]
