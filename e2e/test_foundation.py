"""The app shell as a person first meets it: the game list, offline, installable."""

from __future__ import annotations

import json
import re
import struct

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import open_app, seat_kind, wait_ready

GAMES = ["The Mind", "Claro", "Colorful", "Cloud Mine", "Catch the Moon"]


def game_list_shown(page: Page) -> None:
    games = page.get_by_role("list", name="Choose a game")
    for name in GAMES:
        expect(games.get_by_role("heading", name=name)).to_be_visible()
    expect(page.get_by_text("2–4 players")).to_be_visible()


def wait_controlled(page: Page) -> None:
    page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null")


def test_shell_paints_before_python_with_progress(page: Page, site: str):
    page.goto(site, wait_until="commit")
    expect(page.get_by_role("heading", name="Sobremesa")).to_be_visible()
    progress = page.locator("#boot-progress")
    expect(progress).to_be_attached()
    wait_ready(page)
    game_list_shown(page)


@pytest.mark.service_worker
def test_offline_reload_shows_the_game_list_and_opens_setup(page: Page, site: str):
    open_app(page, site)
    game_list_shown(page)
    wait_controlled(page)

    failed: list[str] = []
    page.on("requestfailed", lambda r: failed.append(r.url))
    page.on("response", lambda r: r.status >= 400 and failed.append(f"{r.status} {r.url}"))
    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    game_list_shown(page)
    # Chromium answers the page and its stylesheet and scripts from the worker's cache without
    # starting the worker (its static routes): the home screen paints sooner on a reopened phone.
    came_from = page.evaluate(
        """() => [performance.getEntriesByType("navigation")[0],
                  ...performance.getEntriesByType("resource")
                     .filter((r) => r.name.endsWith("/app.css"))]
              .map((entry) => entry.workerFinalSourceType)"""
    )
    assert came_from == ["cache", "cache"], came_from
    page.get_by_role("button", name="Play Claro").click()
    expect(page.get_by_role("heading", name="Claro: players")).to_be_visible()
    expect(page.get_by_role("textbox", name="Name of seat 1")).to_be_visible()
    expect(seat_kind(page, 2, "bot")).to_have_attribute("aria-pressed", "true")
    assert failed == []


@pytest.mark.service_worker
def test_manifest_is_installable_and_worker_controls_the_page(page: Page, site: str):
    open_app(page, site)
    wait_controlled(page)
    href = page.locator("link[rel=manifest]").get_attribute("href")
    manifest = json.loads(page.request.get(site + href).text())
    assert manifest["name"] == "Sobremesa"
    assert manifest["display"] == "standalone"
    assert page.request.get(site + manifest["start_url"].lstrip("./")).ok
    sizes = set()
    for icon in manifest["icons"]:
        response = page.request.get(site + icon["src"])
        assert response.ok and response.headers["content-type"] == "image/png"
        width, height = struct.unpack(">II", response.body()[16:24])
        assert icon["sizes"] == f"{width}x{height}"
        sizes.add((width, icon.get("purpose", "any")))
    assert {(192, "any"), (512, "any"), (512, "maskable")} <= sizes
    scope = page.evaluate("navigator.serviceWorker.controller.scriptURL")
    assert scope.endswith("/service-worker.js")


def test_language_switch_is_remembered(page: Page, site: str):
    open_app(page, site)
    page.get_by_role("button", name="Español").click()
    expect(page.get_by_role("heading", name="Elige un juego")).to_be_visible()
    page.reload()
    wait_ready(page)
    expect(page.get_by_role("button", name="Jugar a Claro")).to_be_visible()
    assert page.evaluate("document.documentElement.lang") == "es"


def test_seed_in_the_url_is_shown_on_setup(page: Page, site: str):
    open_app(page, site, "?seed=42")
    page.get_by_role("button", name="Play Claro").click()
    expect(page.get_by_text(re.compile("seed 42"))).to_be_visible()


def as_shipped(page: Page) -> None:
    """Serve this (development) build's build.json as `./dev build` writes it: no "dev" key.
    It is the only difference between the two builds (see scripts/build.py)."""

    def shipped(route) -> None:
        response = route.fetch()
        info = response.json()
        assert info.pop("dev") is True  # the tests' own build is a development build
        route.fulfill(response=response, body=json.dumps(info))

    page.route("**/build.json", shipped)


def test_a_shipped_build_never_deals_from_the_seed_in_the_url(page: Page, site: str):
    as_shipped(page)
    dealt = []
    for _ in range(2):
        open_app(page, site, "?seed=42&nosw")
        assert page.evaluate("window.sobremesaDev") is False
        page.get_by_role("button", name="Play Claro").click()
        expect(page.get_by_role("button", name="Start")).to_be_visible()
        expect(page.get_by_text(re.compile("seed 42"))).to_have_count(0)
        page.get_by_role("button", name="Start").click()
        page.wait_for_function("localStorage.getItem('sobremesa.save') !== null")
        save = json.loads(page.evaluate("localStorage.getItem('sobremesa.save')"))
        dealt.append(save["table"]["seed"])
        page.evaluate("localStorage.clear()")
    assert 42 not in dealt and dealt[0] != dealt[1], dealt


@pytest.mark.service_worker
def test_the_engines_dependencies_are_bundled_and_run_offline(page: Page, site: str):
    """Pure-Python wheels the engine needs (snowballstemmer) come with the app, not a CDN."""
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    open_app(page, site)
    stems = page.evaluate(
        """() => window.sobremesaPyodide.runPython(`
import snowballstemmer
[snowballstemmer.stemmer(lang).stemWord(word)
 for lang, word in (("spanish", "fresas"), ("english", "strawberries"))]
`)"""
    )
    assert list(stems) == ["fres", "strawberri"]
    assert all(url.startswith(site) for url in requests), requests
