"""Motion tells what happened and never gets in the way: a played card flies to the pile, a lost
life pulses where lives are counted, and a player who asks for reduced motion sees none of it.
The next tap is answered while a card is still in flight."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.conftest import open_app
from engine.table import SeatInfo, Table

SEATS = [SeatInfo("Ana"), SeatInfo("Bot 2", "bot")]

# Every morph logged, with the animations running just after it (the same task: nothing can
# have started or ended in between), and whether the first card's flight was still running.
WATCH_MORPHS = """() => {
  const morph = window.sobremesaMorph;
  window.__morphs = [];
  window.sobremesaMorph = (root, html) => {
    morph(root, html);
    const running = document.getAnimations();
    const flies = (a) => a.effect?.target?.closest?.("[data-fly], [data-fly-from]");
    const flights = running.filter(flies);
    window.__morphs.push({
      at: performance.now(),
      animations: running.length,
      flights: flights.length,
      pulses: running.filter((a) => a.effect?.target?.matches?.("[data-pulse]")).length,
      firstFlightRunning: (window.__flight || []).some((a) => a.playState === "running"),
      text: root.innerText,
    });
    if (!window.__flight && flights.length) window.__flight = flights;
  };
}"""


def run(page: Page, code: str) -> object:
    return page.evaluate(
        "code => window.sobremesaPyodide.runPython("
        "'from sobremesa_web import browser\\napp = browser.current.app\\n' + code)",
        code,
    )


def seed_where(ana_lower: bool) -> tuple[int, int, int]:
    """A deal of level 1 where Ana's card is below the bot's (or above it: a mistake)."""
    for seed in range(1, 500):
        hands = Table("the_mind", SEATS, seed=seed).state["hands"]
        if (hands[0][0] < hands[1][0]) == ana_lower:
            return seed, hands[0][0], hands[1][0]
    raise AssertionError("no such seed")


def start_level(page: Page, site: str, seed: int) -> None:
    """The Mind for Ana and a bot that moves only when the test says (tempo 1000)."""
    open_app(page, site, f"?seed={seed}&tempo=1000")
    page.get_by_role("button", name="Play The Mind").click()
    page.get_by_role("button", name="Start").click()
    page.get_by_role("button", name=re.compile("I'm ready")).click()
    run(page, "app.session.table.submit(1, {'type': 'ready'})")
    page.evaluate(WATCH_MORPHS)


def morphs(page: Page) -> list[dict]:
    return page.evaluate("window.__morphs")


@pytest.fixture
def still_page(browser: Browser) -> Page:
    """A phone whose owner asked for reduced motion."""
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, locale="en-US", reduced_motion="reduce"
    )
    yield context.new_page()
    context.close()


def test_with_reduced_motion_nothing_is_animated(still_page: Page, site: str):
    page = still_page
    seed, mine, bots = seed_where(ana_lower=False)  # Ana's card jumps the bot's: a mistake
    start_level(page, site, seed)
    page.get_by_role("button", name=f"Play my {mine}").click()
    expect(page.locator(".news.mistake")).to_contain_text(f"played {mine}")
    expect(page.locator(".lives")).to_have_text("Lives: 1")
    # Level 1 is over (the bot's card went with the mistake): ready again, and a level won.
    page.get_by_role("button", name=re.compile("I'm ready")).click()
    logged = morphs(page)
    assert logged and all(m["animations"] == 0 for m in logged), logged
    assert page.evaluate("document.getAnimations().length") == 0


def test_a_played_card_flies_and_the_next_tap_is_answered_during_the_flight(page: Page, site: str):
    seed, mine, bots = seed_where(ana_lower=True)
    start_level(page, site, seed)
    # Every animation at a tenth of its speed (DevTools' own control): a flight of 0.3-0.5 s
    # lasts 3-5 s, so "the next tap is answered during the flight" holds on a busy machine too.
    devtools = page.context.new_cdp_session(page)
    devtools.send("Animation.enable")
    devtools.send("Animation.setPlaybackRate", {"playbackRate": 0.1})
    page.get_by_role("button", name=f"Play my {mine}").click()
    played = morphs(page)[-1]
    assert played["flights"] >= 1, played  # the card is on its way from the hand to the pile
    expect(page.locator("[data-top]")).to_have_attribute("data-top", str(mine))
    page.get_by_role("button", name="Pause").click()  # the very next tap, during the flight
    expect(page.locator(".news")).to_contain_text("called a pause.")
    paused = next(m for m in morphs(page) if "called a pause" in m["text"])
    assert paused["firstFlightRunning"], (played, paused)


def test_a_lost_life_pulses_where_lives_are_counted(page: Page, site: str):
    seed, mine, bots = seed_where(ana_lower=False)
    start_level(page, site, seed)
    page.get_by_role("button", name=f"Play my {mine}").click()
    expect(page.locator(".lives")).to_have_text("Lives: 1")
    mistake = next(m for m in morphs(page) if "Mistake!" in m["text"])
    assert mistake["pulses"] >= 1, mistake
