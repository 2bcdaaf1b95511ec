"""Motion tells what happened and never gets in the way: a played card flies to the pile, a lost
life pulses where lives are counted, and a player who asks for reduced motion sees none of it.
The next tap is answered while a card is still in flight, and a card moved again in flight glides
on from where it is seen."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.conftest import open_app, traced
from engine.table import SeatInfo, Table

SEATS = [SeatInfo("Ana"), SeatInfo("Bot 2", "bot")]

# Every morph logged, with the animations running in the frame after it (motion.js starts them
# in that frame's callbacks, before it paints; this callback, asked for after the morph, runs
# after its), and whether the first cards that flew were still flying (a paint that moves a
# card in flight gives it a new flight from where it is).
WATCH_MORPHS = """() => {
  const morph = window.sobremesaMorph;
  window.__morphs = [];
  window.sobremesaMorph = (root, html) => {
    morph(root, html);
    const text = root.innerText;
    requestAnimationFrame(() => {
      const running = document.getAnimations();
      const flies = (a) => a.effect?.target?.closest?.("[data-fly], [data-fly-from]");
      const flights = running.filter(flies);
      window.__morphs.push({
        at: performance.now(),
        animations: running.length,
        flights: flights.length,
        pulses: running.filter((a) => a.effect?.target?.matches?.("[data-pulse]")).length,
        firstCardFlying: (window.__flown || []).some((el) =>
          el.getAnimations().some((a) => a.playState === "running")),
        text,
      });
      if (!window.__flown && flights.length) window.__flown = flights.map((a) => a.effect.target);
    });
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
    assert paused["firstCardFlying"], (played, paused)


def test_a_lost_life_pulses_where_lives_are_counted(page: Page, site: str):
    seed, mine, bots = seed_where(ana_lower=False)
    start_level(page, site, seed)
    page.get_by_role("button", name=f"Play my {mine}").click()
    expect(page.locator(".lives")).to_have_text("Lives: 1")
    mistake = next(m for m in morphs(page) if "Mistake!" in m["text"])
    assert mistake["pulses"] >= 1, mistake


# A card (data-fly) moved by one paint, then moved again by the next while its first flight still
# runs (slowed to a tenth of its speed, so it still runs on a busy machine). Returns where it was
# seen before, just before the second paint and just after it, and its flights then.
MOVED_TWICE = """async () => {
  const motion = window.sobremesaMotion;
  const root = document.createElement("div");
  const card = document.createElement("span");
  card.dataset.fly = "card-99";
  card.style.cssText = "display: inline-block; width: 40px; height: 60px";
  root.append(card);
  document.body.prepend(root);
  const paint = (left) => {
    const before = motion.before(root);
    card.style.marginLeft = left + "px";
    motion.after(root, before);
  };
  const seen = () => card.getBoundingClientRect().left;
  // motion.js starts a paint's flights in the next frame, before that frame is painted
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  const start = seen();
  paint(200);
  await frame();
  card.getAnimations()[0].playbackRate = 0.1;
  // on its way: a loaded machine's compositor may start the flight frames late, so look for
  // it moving frame by frame (a flight that never starts fails below)
  let before = seen();
  for (let i = 0; i < 300 && before <= start + 5; i++) {
    await frame();
    before = seen();
  }
  paint(100);
  await frame();
  const after = seen();
  const flights = card.getAnimations().map((a) => ({
    state: a.playState,
    last: a.effect.getKeyframes().at(-1).transform,
  }));
  return { start, before, after, flights };
}"""


def test_a_card_moved_again_in_flight_glides_on_from_where_it_is_and_lands_on_its_place(
    page: Page, site: str
):
    open_app(page, site)
    with traced(page, ["blink.animations", "devtools.timeline.async"]) as held:
        moved = page.evaluate(MOVED_TWICE)
        page.wait_for_timeout(200)
    # Seen on its way (at neither end), and not a pixel away from there after the second paint.
    assert moved["start"] + 5 < moved["before"] < moved["start"] + 195, moved
    assert abs(moved["after"] - moved["before"]) < 1, moved
    # One flight left, the second, and it ends on the card's own place (no transform), so the
    # card does not jump when it lands.
    assert moved["flights"] == [{"state": "running", "last": "none"}], moved
    # Both flights ran on the compositor: none was refused (Chromium says why in its trace).
    events = json.loads(held[0])["traceEvents"]
    refused = [
        e["args"]["data"]
        for e in events
        if e.get("name") == "Animation" and "compositeFailed" in e.get("args", {}).get("data", {})
    ]
    assert not refused, refused
