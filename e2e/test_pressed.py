"""A tap shows at once: the tapped control looks pressed from the tap itself (boot.js marks it
`data-pressed` in the click), though Python answers from its worker a round trip later, and
the mark is gone once the answer is painted, also when the answer changes nothing on screen.

Each test records, on the page, which controls carry the mark at the tap, when each morph
begins and after each paint is applied (boot.js's `sobremesa:flushed`): what the person sees
in each frame, without timing anything."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Page, expect

from e2e.conftest import open_app, wait_painted
from e2e.test_paint import seed_where_the_bot_plays_first

RECORD = """() => {
  if (window.__pressed) { // recording already: afresh from here
    window.__pressed.length = 0;
    return;
  }
  const log = (window.__pressed = []);
  const pressed = () => [...document.querySelectorAll("[data-pressed]")].map(
    (el) => el.getAttribute("aria-label") || el.textContent.trim());
  // On the document, after #app's own listener (boot.js) has taken the tap.
  document.addEventListener("click", () => {
    log.push({ at: "tap", seq: window.sobremesaSent(), pressed: pressed() });
  });
  const morph = window.sobremesaMorph;
  window.sobremesaMorph = (root, html) => {
    log.push({ at: "morph", pressed: pressed() });
    morph(root, html);
  };
  document.addEventListener("sobremesa:flushed", (event) => {
    log.push({ at: "painted", handled: event.detail.handled, pressed: pressed() });
  });
}"""


def record(page: Page) -> None:
    """Record from here on (what was recorded before is forgotten)."""
    page.evaluate(RECORD)


def recorded(page: Page) -> list[dict[str, Any]]:
    return page.evaluate("window.__pressed")


def answer_to(log: list[dict[str, Any]], tap: int) -> int:
    """Where in the log the paint answering the tap at `tap` was applied."""
    seq = log[tap]["seq"]
    return next(i for i, e in enumerate(log) if e["at"] == "painted" and e["handled"] >= seq)


def test_a_tapped_control_looks_pressed_until_its_answer_is_painted(page: Page, site: str):
    """Ana's finger on "I'm ready" marks it at once; it is still pressed as the morph of
    Python's answer begins, and that paint leaves nothing pressed. Then she taps her card
    while the bot's move is being painted: her Play stays pressed through the bot's paint,
    until the paint of her own move."""
    seed, mine, bots = seed_where_the_bot_plays_first()
    open_app(page, site, f"?seed={seed}&tempo=1000")  # the bot moves only when the test says
    page.get_by_role("button", name="Play The Mind").click()
    page.get_by_role("button", name="Start").click()
    record(page)
    page.get_by_role("button", name=re.compile("I'm ready")).click()  # returns once painted
    log = recorded(page)
    assert log[0]["at"] == "tap" and len(log[0]["pressed"]) == 1, log
    ready = log[0]["pressed"][0]
    assert ready.startswith("I'm ready"), log
    answer = answer_to(log, 0)
    assert log[answer - 1] == {"at": "morph", "pressed": [ready]}, log
    assert log[answer]["pressed"] == [], log
    expect(page.locator("[data-pressed]")).to_have_count(0)

    page.evaluate(
        "code => window.sobremesaPyodide.runPython(code)",
        "from sobremesa_web import browser\napp = browser.current.app\n"
        "app.session.table.submit(1, {'type': 'ready'})",
    )
    play = page.get_by_role("button", name=f"Play my {mine}")
    expect(play).to_be_visible()
    # The bot's move, made as during a tap (no paint asked for): the next message's flush
    # paints it. Then, in one task of the page's, that message (a redraw, as a game's own script
    # may ask) and Ana's tap: the worker takes them in order, each flushed as it is taken.
    page.evaluate(
        "code => window.sobremesaPyodide.runPython(code)",
        "from sobremesa_web import browser\napp = browser.current.app\napp._handling = True\n"
        f"try:\n app.session.table.submit(1, {{'type': 'play', 'card': {bots}}})\n"
        "finally:\n app._handling = False",
    )
    record(page)
    play.evaluate("button => { window.sobremesaCommand('refresh'); button.click(); }")
    expect(page.get_by_text("Level 1 complete!")).to_be_visible()
    wait_painted(page)
    log = recorded(page)
    pressed = f"Play my {mine}"
    assert log[0] == {"at": "tap", "seq": log[0]["seq"], "pressed": [pressed]}, log
    answer = answer_to(log, 0)
    between = [e for e in log[1:answer] if e["at"] == "painted"]
    assert between, log  # the bot's move was painted between the tap and its answer
    assert all(e["pressed"] == [pressed] for e in between), log  # still pressed through it
    assert log[answer - 1] == {"at": "morph", "pressed": [pressed]}, log
    assert log[answer]["pressed"] == [], log
    expect(page.locator("[data-pressed]")).to_have_count(0)


def test_a_key_press_whose_answer_changes_nothing_is_released(page: Page, site: str):
    """Enter on the language already chosen is a tap too (a click on the focused button): it
    shows pressed, Python's answer paints nothing new (no morph at all), and the mark goes
    with that answer. Then the Sound toggle is tapped while a paint of something else changes
    that very toggle (its aria-pressed, so the morph rewrites its attributes): it stays pressed
    through that paint, until its own answer."""
    open_app(page, site)
    english = page.get_by_role("button", name="English")
    expect(english).to_have_attribute("aria-pressed", "true")
    english.focus()
    record(page)
    english.press("Enter")  # returns once the answer is applied
    wait_painted(page)
    log = recorded(page)
    assert log[0] == {"at": "tap", "seq": log[0]["seq"], "pressed": ["English"]}, log
    assert not [e for e in log if e["at"] == "morph"], log  # the same screen: nothing morphed
    answer = [e for e in log if e["at"] == "painted" and e["handled"] >= log[0]["seq"]]
    assert answer and all(e["pressed"] == [] for e in answer), log
    expect(page.locator("[data-pressed]")).to_have_count(0)

    sound = page.locator("#sound")
    expect(sound).to_have_attribute("aria-pressed", "false")
    # Sound turned on as during a tap (no paint asked for): the next message's flush paints
    # it. Then, in one task of the page's, that message (a redraw) and the tap on the toggle.
    page.evaluate(
        "code => window.sobremesaPyodide.runPython(code)",
        "from sobremesa_web import browser\napp = browser.current.app\napp._handling = True\n"
        "try:\n app.cmd_sound(None)\nfinally:\n app._handling = False",
    )
    record(page)
    sound.evaluate("button => { window.sobremesaCommand('refresh'); button.click(); }")
    wait_painted(page)
    expect(sound).to_have_attribute("aria-pressed", "false")  # on by the redraw, off by the tap
    log = recorded(page)
    assert log[0] == {"at": "tap", "seq": log[0]["seq"], "pressed": ["Sound"]}, log
    answer = answer_to(log, 0)
    between = [e for e in log[1:answer] if e["at"] == "painted"]
    assert len(between) == 1 and between[0]["pressed"] == ["Sound"], log
    assert log[answer - 1] == {"at": "morph", "pressed": ["Sound"]}, log
    assert log[answer]["pressed"] == [], log
    expect(page.locator("[data-pressed]")).to_have_count(0)
