"""A keyboard-only player (no mouse, no touch: `page.keyboard` from the home screen on) finishes a
Claro game against bots and plays a level of The Mind against a bot; after every repaint the
focus is on something, never on <body>."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from e2e.conftest import open_app
from engine.table import SeatInfo, Table

# Counts every repaint, and every repaint after which (its focus given) the focus was on <body>
# (and where it had been before it: the control that went away).
WATCH = """() => {
  window.focusWatch = {paints: 0, onBody: 0, lostFrom: []};
  const morph = window.sobremesaMorph;
  window.sobremesaMorph = (root, html) => {
    const before = document.activeElement;
    morph(root, html);
    focusWatch.paints++;
    // paint.js gives the focus back in the frame after the morph, before that frame is painted
    window.sobremesaSettled().then(() => {
      if (!document.activeElement || document.activeElement === document.body) {
        focusWatch.onBody++;
        focusWatch.lostFrom.push(before ? before.outerHTML.slice(0, 120) : 'nothing');
      }
    });
  };
}"""
FOCUSED = """async () => { await window.sobremesaSettled(); const el = document.activeElement;
  return el ? {id: el.id, cls: el.className, text: (el.getAttribute('aria-label') || el.innerText
  || '').trim().slice(0, 80), tag: el.tagName} : null; }"""


def focused(page: Page) -> dict:
    return page.evaluate(FOCUSED)


def tab_to(page: Page, name: str | re.Pattern[str], limit: int = 40) -> None:
    """Press Tab until the focused control is called `name`."""
    for _ in range(limit):
        text = focused(page)["text"]
        if name.search(text) if isinstance(name, re.Pattern) else text == name:
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {name!r}; the focus is on {focused(page)}")


def start(page: Page, game: str) -> None:
    """From the home screen to a table against bots, by keyboard."""
    page.evaluate(WATCH)
    tab_to(page, f"Play {game}")
    page.keyboard.press("Enter")
    expect(page.locator(".setup")).to_be_visible()
    tab_to(page, "Start")
    page.keyboard.press("Enter")
    expect(page.locator(".game")).to_be_visible()


def assert_focus_never_on_body(page: Page, at_least: int) -> None:
    watch = page.evaluate("() => window.sobremesaSettled().then(() => focusWatch)")
    assert watch["onBody"] == 0, f"focus fell to <body> after: {watch['lostFrom']}"
    assert watch["paints"] >= at_least, watch


def test_a_keyboard_player_finishes_a_claro_game_against_bots(page: Page, site: str):
    open_app(page, site, "?seed=9&tempo=0.02&nosw")
    start(page, "Claro")
    moves = 0
    for _ in range(400):
        # the player's turn (a card to play, Pass, the hand to keep) or the end
        page.wait_for_selector(
            ".result, .hand button.valid, #act-pass, .hand button[aria-pressed]", timeout=30_000
        )
        if page.locator(".result").count():
            break
        if page.locator(".hand button[aria-pressed]").count():  # between rounds
            tab_to(page, "Keep my hand")
            page.keyboard.press("Enter")
            # Keep does not take the focus away from itself, so the wait below would pass at
            # once: wait for the hand to be kept (its button gone) before looking again.
            page.wait_for_function(
                "() => ![...document.querySelectorAll('.dock button')]"
                ".some(b => b.textContent.trim() === 'Keep my hand')"
                " || document.querySelector('.result')"
            )
        elif page.locator(".hand button.valid").count():
            # Arrows go round the hand (one Tab stop) to a card that can be played.
            for _ in range(12):
                page.keyboard.press("ArrowRight")
                if "valid" in focused(page)["cls"].split():
                    break
            assert "card valid" in focused(page)["cls"], focused(page)
            page.keyboard.press("Enter")
        elif page.locator("#act-pass").count():
            tab_to(page, re.compile("^Pass"))
            page.keyboard.press("Enter")
        else:  # a paint came between the wait and the look (a bot moved): look again
            continue
        moves += 1
        page.wait_for_function(  # the move was made: the control pressed has gone
            "() => !document.activeElement.matches('.hand button.valid, #act-pass')"
            " || document.querySelector('.result')"
        )
    expect(page.locator(".result-title")).to_be_visible()
    assert moves >= 3
    assert_focus_never_on_body(page, moves)
    assert focused(page)["tag"] != "BODY"


SEATS = [SeatInfo("Player 1"), SeatInfo("Bot 2", "bot")]


def seed_where_my_card_is_lower() -> int:
    """A deal of level 1 where my one card comes first, so playing at once is right."""
    for seed in range(1, 500):
        hands = Table("the_mind", SEATS, seed=seed).state["hands"]
        if hands[0][0] < hands[1][0] and hands[1][0] > 40:
            return seed
    raise AssertionError("no such seed")


def test_a_keyboard_player_plays_a_level_of_the_mind(page: Page, site: str):
    open_app(page, site, f"?seed={seed_where_my_card_is_lower()}&tempo=0.2&nosw")
    start(page, "The Mind")
    # The focus is on the hand; Enter or Space there presses the dock's control: Ready, then
    # Play (the lowest card).
    expect(page.locator(".hand")).to_be_focused()
    page.keyboard.press("Enter")
    play = page.locator("#mind-play")
    expect(play).to_be_visible()
    assert focused(page)["tag"] != "BODY"
    page.keyboard.press("Space")
    expect(page.get_by_text("Level 1 complete!")).to_be_visible()
    # Level 2: the dock's control again, from wherever the focus went.
    expect(page.get_by_role("button", name=re.compile("I'm ready"))).to_be_visible()
    assert focused(page)["tag"] != "BODY"
    page.keyboard.press("Enter")
    expect(play).to_be_visible()
    level = page.locator(".level")
    expect(level).to_have_text("Level 2/12")
    while play.count():  # play the level's cards, each when the one before is on the pile
        page.keyboard.press("Enter")
        page.wait_for_timeout(300)
    expect(page.locator(".news")).to_contain_text(re.compile("Level 2 complete|Mistake"))
    assert_focus_never_on_body(page, 6)


def test_escape_closes_how_to_play_the_menu_and_the_log(page: Page, site: str):
    """A sheet over the table closes with Escape, as any dialog does, and the focus stays on
    the page (on the control that opened it or the table), never on nothing."""
    open_app(page, site, "?seed=3&tempo=0.2&nosw")
    start(page, "The Mind")
    for name, sheet in (
        ("How to play", ".sheet-how-to"),
        ("Menu", ".sheet-menu"),
        ("At the table", ".sheet-log"),
    ):
        tab_to(page, name)
        page.keyboard.press("Enter")
        expect(page.locator(sheet)).to_be_visible()
        page.keyboard.press("Escape")
        expect(page.locator(sheet)).to_have_count(0)
        assert focused(page)["tag"] != "BODY", name
    expect(page.locator(".game")).to_be_visible()
    assert_focus_never_on_body(page, 6)


# Claro's hand focused (the hand itself, which has no id: the morph may keep it or not, so it
# lets go of the focus and takes it back in the frame after), the screen repainted as it is,
# and an arrow pressed before that frame: where the focus is then.
ARROW_BEFORE_THE_FRAME = """() => {
  const app = document.getElementById("app");
  const hand = app.querySelector(".hand[data-roving]");
  hand.focus();
  window.sobremesaMorph(app, app.innerHTML);
  const onBody = document.activeElement === document.body;
  document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
  const el = document.activeElement;
  return { onBody, focused: el.id || el.className };
}"""


def test_an_arrow_pressed_just_after_a_repaint_moves_along_the_hand(page: Page, site: str):
    open_app(page, site, "?seed=3&tempo=1000&nosw")
    start(page, "Claro")
    first = page.locator(".hand button").first
    expect(first).to_be_visible()
    seen = page.evaluate(ARROW_BEFORE_THE_FRAME)
    assert seen["onBody"], seen  # the hand let go of the focus for the morph
    # ... and had it back before the key was handled, which moved along the hand as ever
    assert seen["focused"] == first.get_attribute("id"), seen


def test_a_keyboard_player_gives_a_bot_s_seat_to_a_person(page: Page, site: str):
    """A seat's Person/Bot choice is one Tab stop, on the chosen button; an arrow moves to the
    other and Enter chooses it: the bot's level goes away and the focus stays where it was."""
    open_app(page, site, "?seed=3&tempo=1000&nosw")
    page.evaluate(WATCH)
    tab_to(page, "Play Claro")
    page.keyboard.press("Enter")
    expect(page.locator(".setup")).to_be_visible()
    tab_to(page, "Name of seat 2")
    page.keyboard.press("Tab")
    assert focused(page)["id"] == "kind-1-bot"  # the chosen one, not the row's first
    page.keyboard.press("ArrowLeft")
    assert focused(page)["id"] == "kind-1-human"
    page.keyboard.press("Enter")
    expect(page.locator("#kind-1-human")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_role("group", name="Bot level of seat 2")).to_be_hidden()
    assert focused(page)["id"] == "kind-1-human"
    page.keyboard.press("Tab")  # past the choice, its other button is no Tab stop
    assert focused(page)["text"] == "Remove seat 2"
    assert_focus_never_on_body(page, 2)
