"""Bots speak your language: an English player sets up Cloud Mine against bots, finds the bots'
words already set to English, and every cloud a bot names is named in English words."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from e2e.conftest import open_app, seat_kind, wait_painted
from engine.bots.cloud_mine import tokens
from engine.content.cloud_associations import ASSOCIATIONS
from engine.content.clouds import CLOUDS

ACTIONABLE = ".result, [data-cmd=act]"
ANA_SAYS = "fluffy sleepy sheep"


def _words(lang: str) -> set[str]:
    """Every word of the clouds' names and everyday associations in one language."""
    return {
        t
        for c in CLOUDS
        for w in (*(c.en if lang == "en" else c.es), *ASSOCIATIONS[c.key][lang])
        for t in tokens(w)
    }


def test_an_english_table_s_bots_name_clouds_in_english(page: Page, site: str):
    page.context.add_init_script("localStorage.setItem('sobremesa.lang', 'en')")
    open_app(page, site, "?seed=14&tempo=0.05")
    page.get_by_role("button", name="Play Cloud Mine").click()
    wait_painted(page)
    words = page.get_by_role("group", name="Bots name clouds in")
    english = words.get_by_role("button", name="English")
    expect(english).to_have_attribute("aria-pressed", "true")  # the app's language
    seats = page.locator(".seat-row")
    while seats.count() < 4:
        page.get_by_role("button", name="Add a player").click()
    page.get_by_role("textbox", name="Name of seat 1", exact=True).fill("Ana")
    for i in range(2, 5):
        expect(seat_kind(page, i, "bot")).to_have_attribute("aria-pressed", "true")
    page.get_by_role("button", name="Start").click()

    english, spanish = _words("en"), _words("es")
    named: list[str] = []
    for _ in range(80):
        page.wait_for_selector(ACTIONABLE, timeout=60_000)
        if page.locator(".result").count() or len(named) >= 3:
            break
        said = page.locator(".the-name")
        if said.count():
            name = said.inner_text().strip("«»")
            if name != ANA_SAYS and (not named or named[-1] != name):
                named.append(name)
        field = page.get_by_role("textbox", name="The cloud's name")
        if field.count():
            field.fill(ANA_SAYS)
            page.get_by_role("button", name="Say the name").click()
        else:
            page.locator("[data-cmd=act]").first.click()
    assert len(named) >= 3, named
    for name in named:
        said = set(tokens(name))
        assert said & english, f"{name!r} holds no English word of the clouds"
        assert not said & (spanish - english), f"{name!r} is Spanish"
