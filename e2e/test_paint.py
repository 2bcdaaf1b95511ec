"""The page is morphed, not replaced: a tap that lands while a bot moves is not lost, the
control that had the keyboard's focus still has it after a repaint, a repaint touches only what
changed. What a paint costs the page (the morph's processor time, at 1x and 4x CPU) is
measured by `scripts/bench_paint.py`, not asserted here: a test's clock is the machine's load."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from e2e.conftest import open_app, set_up_game
from e2e.test_cloud_mine import act_once
from engine.table import SeatInfo, Table

SEATS = [SeatInfo("Ana"), SeatInfo("Bot 2", "bot")]


def run(page: Page, code: str) -> object:
    """Python in the page, with the running app as `app`."""
    return page.evaluate(
        "code => window.sobremesaPyodide.runPython("
        "'from sobremesa_web import browser\\napp = browser.current.app\\n' + code)",
        code,
    )


def seed_where_the_bot_plays_first() -> tuple[int, int, int]:
    """A deal where the bot's lowest card is below Ana's: it may play while Ana's finger is
    already on her Play button."""
    for seed in range(1, 500):
        hands = Table("the_mind", SEATS, seed=seed).state["hands"]
        if hands[1][0] < hands[0][0]:
            return seed, hands[0][0], hands[1][0]
    raise AssertionError("no such seed")


def test_a_tap_that_lands_while_a_bot_moves_is_not_lost(page: Page, site: str):
    seed, mine, bots = seed_where_the_bot_plays_first()
    open_app(page, site, f"?seed={seed}&tempo=1000")  # the bot moves only when the test says
    page.get_by_role("button", name="Play The Mind").click()
    page.get_by_role("button", name="Start").click()
    page.get_by_role("button", name=re.compile("I'm ready")).click()
    run(page, "app.session.table.submit(1, {'type': 'ready'})")
    play = page.get_by_role("button", name=f"Play my {mine}")
    expect(play).to_be_visible()
    box = play.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()  # the finger is on the button ...
    run(page, f"app.session.table.submit(1, {{'type': 'play', 'card': {bots}}})")
    expect(page.locator("[data-top]")).to_have_attribute("data-top", str(bots))  # ... a repaint
    page.mouse.up()  # ... and the finger lifts: that is a tap on Play
    expect(page.get_by_text("Level 1 complete!")).to_be_visible()
    played = run(page, "import json\njson.dumps(app.session.table.log[-1])")
    assert played == f'{{"seat": 0, "action": {{"type": "play", "card": {mine}}}}}'


def test_focus_stays_on_its_control_through_repaints(page: Page, site: str):
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    open_app(page, site, "?seed=7&tempo=0.05")
    page.get_by_role("button", name="Play Claro").click()
    page.get_by_role("button", name="Start").click()
    for spot in (".table-area", ".seat-strip", ".game-title", ".dock"):  # beside every button
        page.locator(spot).click(position={"x": 2, "y": 2})
    assert not [e for e in errors if "JsNull" in e or "Traceback" in e], errors
    page.get_by_role("button", name="How to play").focus()
    for _ in range(8):  # every move (the bots', and Ana's made for her) repaints the screen
        turn = run(page, "len(app.session.table.log)")
        run(
            page,
            "t = app.session.table\nif 0 in t.active_seats():\n t.submit(0, t.legal_actions(0)[0])",
        )
        page.wait_for_function(  # the screen painted after that move
            "t => Number(document.querySelector('.game')?.dataset.turn) > t", arg=turn
        )
        assert page.evaluate("document.activeElement.id") == "how-to"


def test_a_repaint_leaves_what_did_not_change_untouched(page: Page, site: str):
    """A tap on a card that cannot be played says why under the hand and changes nothing in
    it: the hand's cards are the same nodes, and not one of them is written to (an attribute,
    a child) in that repaint."""
    open_app(page, site, "?seed=1&tempo=1000")  # the bots move only when the test says
    set_up_game(page, "Claro", ["Ana", "Bot B", "Bot C"], ["human", "bot", "bot"])
    for _ in range(60):  # everyone plays their first legal move until Ana holds a card she
        # cannot play beside one she can
        ready = run(
            page,
            "t = app.session.table\nseat = t.active_seats()[0]\nv = t.view(0)['state']\n"
            "mixed = seat == 0 and v['playable'] and set(v['hand']) - set(v['playable'])\n"
            "bool(mixed or t.submit(seat, t.legal_actions(seat)[0]) and False)",
        )
        if ready:
            break
    refused = page.locator(".hand button[aria-disabled=true]").first
    expect(refused).to_be_visible()
    page.wait_for_function(  # the cards that flew into place landed (motion's own writes)
        "() => !document.querySelector('.hand').getAnimations({ subtree: true }).length"
    )
    page.evaluate(
        """() => {
          const hand = document.querySelector(".hand");
          window.__hand = { node: hand, cards: [...hand.children], writes: [] };
          // (motion.js lifts a card that moved for its flight, in its inline style, and the
          // tap marks the card pressed until its answer: not the morph's doing, so not counted)
          new MutationObserver((records) => window.__hand.writes.push(...records
            .filter((r) => r.attributeName !== "style" && r.attributeName !== "data-pressed")
            .map((r) =>
            `${r.type} ${r.attributeName || ""} on ${r.target.nodeName}`))).observe(hand,
            { attributes: true, childList: true, subtree: true, characterData: true });
        }"""
    )
    refused.click(force=True)  # aria-disabled: it answers with why, it plays nothing
    expect(page.locator(".dock .error")).to_be_visible()  # why that card cannot be played
    same = page.evaluate(
        """() => { const h = window.__hand, now = document.querySelector(".hand");
          return { node: now === h.node, cards: [...now.children].every((c, i) => c === h.cards[i]),
            writes: h.writes }; }"""
    )
    assert same == {"node": True, "cards": True, "writes": []}, same
    # The answer left the hand as it was, so the morph never touched the card: the page took
    # its pressed mark off itself.
    expect(page.locator(".hand [data-pressed]")).to_have_count(0)


def test_a_new_screen_moves_in_whole_and_keeps_the_game_s_stylesheet(page: Page, site: str):
    """Set-up -> table is another screen: its nodes move in as they are, and the game's
    stylesheet, named by both screens, stays the very <link> (put in anew, it would load its
    sheet again and a frame could show the table without it)."""
    open_app(page, site, "?seed=5&tempo=1000")
    page.get_by_role("button", name="Play Colorful").click()
    expect(page.get_by_role("heading", name="Colorful: players")).to_be_visible()
    page.evaluate(
        """() => {
          const app = document.getElementById("app");
          window.__screen = { link: app.querySelector('link[href="games/colorful.css"]'),
            section: app.querySelector(":scope > section"), first: null };
          const watch = () => {
            const link = app.querySelector('link[href="games/colorful.css"]');
            if (app.querySelector(".game") && !window.__screen.first) {
              const sheet = link && link.sheet;
              window.__screen.first = { styled: !!(sheet && sheet.cssRules.length) };
            } else requestAnimationFrame(watch);
          };
          requestAnimationFrame(watch);
        }"""
    )
    page.get_by_role("button", name="Start").click()
    expect(page.locator(".game")).to_be_visible()
    seen = page.evaluate(
        """() => { const s = window.__screen, app = document.getElementById("app");
          const link = app.querySelector('link[href="games/colorful.css"]');
          return { first: s.first, link: link === s.link,
            section: app.querySelector(":scope > section") === s.section,
            setup: app.querySelectorAll(".setup, .seat-row").length }; }"""
    )
    assert seen == {"first": {"styled": True}, "link": True, "section": True, "setup": 0}, seen


def test_the_table_s_regions_stay_the_same_nodes_while_clouds_move_from_hand_to_table(
    page: Page, site: str
):
    """Cloud Mine against bots, a few rounds: the table area, the log row and the dock are the
    same nodes from the first move to the last. Each cloud's picture carries ids, and a cloud
    that went from the dock to the table once made the morph take the old dock for the new
    table area and build both anew: everything on the table styled and laid out again. The
    result takes the dock's place at the end."""
    open_app(page, site, "?seed=5&tempo=0.05")
    set_up_game(page, "Cloud Mine", ["Ana", "Bot B", "Bot C", "Bot D"], ["human"] + ["bot"] * 3)
    expect(page.locator(".game .dock")).to_be_visible()
    page.evaluate(
        """() => {
          const game = document.querySelector(".game");
          const regions = [".table-area", ".log-row", ".dock"].map((s) => game.querySelector(s));
          window.__regions = { regions, removed: [] };
          new MutationObserver((records) => {
            for (const r of records) for (const n of r.removedNodes) {
              // (the last move's result takes the dock's place: the game is over)
              if (regions.includes(n) && !game.querySelector(":scope > .result")) {
                window.__regions.removed.push(n.className);
              }
            }
          }).observe(game, { childList: true });
        }"""
    )
    seen = set()
    for _ in range(40):  # rounds of picking, naming and guessing, or the whole game
        seen.add(act_once(page, "nube con patas"))
        if "over" in seen:
            break
        page.evaluate("() => window.sobremesaIdle()")
    assert {"named", "clicked"} <= seen  # the clouds went round: named, picked, guessed
    removed = page.evaluate("() => window.__regions.removed")
    assert removed == [], f"the morph rebuilt the table's regions: {removed}"
