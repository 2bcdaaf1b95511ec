"""The table frame as a player sees it: everyone at the table on the screen at once (eight
seats on a 320 px phone, and on a phone on its side) with whose turn it is marked, the dock at
the bottom in landscape, and every game ending on a result screen with its standings."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from e2e.conftest import open_app, wait_painted
from e2e.test_accessibility import OFF_SCREEN

APP = "from sobremesa_web import browser\nimport json\napp = browser.current.app\n"


def run(page: Page, code: str) -> object:
    return page.evaluate("code => sobremesaPyodide.runPython(code)", APP + code)


def seat_up(page: Page, game: str, seats: int) -> None:
    """A fresh table of `game` with `seats` seats (the person in seat 1, bots in the rest)."""
    run(
        page,
        f"app.handle('home')\napp.handle('choose', json.dumps({game!r}))\n"
        f"while len(app.setup['seats']) < {seats}:\n    app.handle('add-seat')\n"
        "app.handle('start')",
    )
    wait_painted(page)
    expect(page.locator(".seat-strip li")).to_have_count(seats)


# Each seat chip: wholly inside the screen and the strip, its name and facts not cut; the
# strip itself not scrolled in either direction; and which chips say it is their turn.
CHIPS = """() => {
  for (const a of document.getAnimations()) a.finish();  // a chip's flight to its new place
  const strip = document.querySelector('.seat-strip');
  const s = strip.getBoundingClientRect();
  const out = [];
  const chips = [...strip.querySelectorAll('li')];
  for (const li of chips) {
    const r = li.getBoundingClientRect();
    const inside = r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5
      && r.bottom <= innerHeight + 0.5 && r.left >= s.left - 0.5 && r.right <= s.right + 0.5
      && r.top >= s.top - 0.5 && r.bottom <= s.bottom + 0.5;
    const cut = li.scrollWidth > li.clientWidth + 1 || li.scrollHeight > li.clientHeight + 1
      || [...li.children].some((c) => c.scrollWidth > c.clientWidth + 1);
    if (!inside || cut || r.width < 40) out.push(`${li.innerText}: ${JSON.stringify(r)}`);
  }
  return {bad: out, swipe: strip.scrollWidth > strip.clientWidth + 1
            || strip.scrollHeight > strip.clientHeight + 1,
          active: chips.filter((li) => li.getAttribute('aria-current') === 'true')
            .map((li) => [li.dataset.seat, getComputedStyle(li).backgroundColor]),
          idle: (() => { const idle = chips.find((li) => !li.classList.contains('active'));
                         return idle ? getComputedStyle(idle).backgroundColor : null; })(),
          strip: [s.left, s.top, s.right, s.bottom],
          table: (() => { const t = document.querySelector('.table-area').getBoundingClientRect();
                          return [t.left, t.top, t.right, t.bottom]; })()};
}"""


def test_eight_seats_show_whole_on_a_320_phone_and_on_a_phone_on_its_side(page: Page, site: str):
    page.emulate_media(reduced_motion="reduce")  # where the chips are, not how they fly there
    page.set_viewport_size({"width": 320, "height": 640})
    open_app(page, site, "?seed=5&tempo=0.01&nosw")
    for game, seats in (("colorful", 8), ("cloud_mine", 8), ("claro", 6)):
        seat_up(page, game, seats)
        if game == "claro":
            active = page.locator(".seat-strip li[aria-current=true]")
            expect(active).to_have_attribute("data-seat", "0")  # once the bots have played
        for width, height in ((320, 640), (844, 390), (390, 844)):
            page.set_viewport_size({"width": width, "height": height})
            wait_painted(page)
            chips = page.evaluate(CHIPS)
            where = f"{game} with {seats} seats at {width}x{height}"
            assert not chips["bad"], (where, chips["bad"])
            assert not chips["swipe"], f"{where}: the strip scrolls"
            if width > height:  # on its side: the seats down the left of the table
                assert chips["strip"][2] <= chips["table"][0] + 0.5, where
            else:  # upright: over the table
                assert chips["strip"][3] <= chips["table"][1] + 0.5, where
            if game == "claro":  # one seat's turn, filled in the accent colour
                turn = json.loads(str(run(page, "json.dumps(app.session.view()['active'])")))
                assert turn == [0], where  # the bots wait for the person: the turn holds still
                assert [int(seat) for seat, _ in chips["active"]] == turn, where
                assert chips["active"][0][1] != chips["idle"], where
            assert not page.evaluate(OFF_SCREEN), where
        page.set_viewport_size({"width": 320, "height": 640})


def test_on_a_phone_on_its_side_the_dock_sits_at_the_bottom(page: Page, site: str):
    page.set_viewport_size({"width": 844, "height": 390})
    open_app(page, site, "?seed=5&tempo=0.01&nosw")
    for game in ("the_mind", "claro"):  # a hand in the dock from the first move
        seat_up(page, game, 4)
        expect(page.locator(".dock .hand")).to_be_visible()
        # The dock's controls (what follows the story of the last moves, when it has one).
        dock = page.evaluate(
            """() => { const d = document.querySelector('.dock');
              const controls = [...d.children].filter((c) => !c.matches('.story'));
              const last = controls.at(-1).getBoundingClientRect();
              const first = controls[0].getBoundingClientRect();
              const box = d.getBoundingClientRect();
              return {gap: box.bottom - last.bottom, top: first.top - box.top,
                      bottom: box.bottom, h: innerHeight}; }"""
        )
        assert dock["bottom"] >= dock["h"] - 1, (game, dock)  # the dock reaches the bottom
        assert dock["gap"] <= 16, (game, dock)  # its controls at the bottom, in thumb reach
        assert dock["top"] > 20, (game, dock)  # not floating at the top
    # Above them, the room tells the last moves, newest last: the bots' cards laid so far.
    run(page, STEP)
    run(page, STEP)
    story = page.locator(".dock > .story")
    expect(story).to_be_visible()
    for _ in range(100):  # the bots play on meanwhile: until the screen shows the latest
        newest, latest = story.locator("li").last.inner_text(), str(run(page, LATEST))
        if newest.startswith(latest):
            break
        page.wait_for_timeout(50)
    assert newest.startswith(latest), (newest, latest)
    above = page.evaluate(
        """() => document.querySelector('.dock > .story').getBoundingClientRect().bottom
                 <= document.querySelector('.dock .hand').getBoundingClientRect().top + 0.5"""
    )
    assert above, "the story stands above the hand"
    page.set_viewport_size({"width": 390, "height": 844})  # upright: no room for it
    expect(story).to_be_hidden()


# One move at the table on screen: its bot's own, or the person's first legal move.
STEP = """
t = app.session.table
seat = t.view(None)["active"][0]
decision = t.bot_decision(seat)
t.submit(seat, decision.action if decision else t.legal_actions(seat)[0])
app.invalidate()
"""
# The newest line of the table's log, as the log sheet words it.
LATEST = """
from sobremesa_web.registry import for_game
from sobremesa_web.screens.frame import log_lines
s = app.session
log_lines(for_game(s.game_id), s.view(), app.t.for_game(s.game_id))[-1]
"""


FINISH = """
t = app.session.table
for _ in range(5000):
    if t.result() is not None:
        break
    if t.game_id == "the_mind":
        seat, move = next((s, m) for s in range(len(t.seats)) for m in t.view(s)["legal"]
                          if m["type"] not in ("pause", "propose_star"))
    else:
        seat = t.view(None)["active"][0]
        decision = t.bot_decision(seat)
        move = decision.action if decision else t.legal_actions(seat)[0]
    t.submit(seat, move)
app.invalidate()
json.dumps([t.view(None)["result"], [s.name for s in t.seats]])
"""


def test_every_game_ends_on_a_result_screen_with_its_standings(page: Page, site: str):
    """Play each game to its end (the rules' own moves, straight to the table): the result
    names the winners, says the moment that decided it, ranks every seat (The Mind: the whole
    table's level and lives), and offers the replay, home and play again, all on the screen."""
    page.set_viewport_size({"width": 320, "height": 640})
    open_app(page, site, "?seed=9&tempo=0.01&nosw")
    for game, seats in (
        ("the_mind", 4),
        ("claro", 6),
        ("colorful", 8),
        ("cloud_mine", 8),
        ("catch_the_moon", 4),
    ):
        seat_up(page, game, seats)
        result, names = json.loads(str(run(page, FINISH)))
        wait_painted(page)
        sheet = page.locator("dialog.sheet-result")
        expect(sheet).to_be_visible()
        standings = sheet.get_by_role("list", name="Standings")
        expect(standings).to_be_visible()
        rows = standings.locator("li")
        if game == "the_mind":
            expect(rows).to_have_count(1)
            expect(rows).to_contain_text("The whole table")
            expect(rows).to_contain_text("lives left")
        else:
            expect(rows).to_have_count(seats)
            won = sheet.locator(".standing.won .who")
            texts = [w.removeprefix("★").removesuffix(" (you)") for w in won.all_inner_texts()]
            assert sorted(texts) == sorted(names[s] for s in result["winners"]), game
            expect(rows.first.locator(".place")).to_have_text("Place 1")
        expect(sheet.locator(".result-moment")).not_to_be_empty()
        for name in ("Share replay", "Leave to home", "Play again"):
            expect(sheet.get_by_role("button", name=name)).to_be_visible()
        assert not page.evaluate(OFF_SCREEN), game


def test_a_tapped_icon_keeps_no_ground_on_a_phone(browser, site: str):
    """On a phone (no hover) the table's Help icon, tapped and its sheet closed, is drawn as
    before the tap, not as a lit square, though a phone keeps :hover on the last thing tapped."""
    context = browser.new_context(
        viewport={"width": 390, "height": 844},
        locale="en-US",
        has_touch=True,
        is_mobile=True,
        color_scheme="light",
    )
    page = context.new_page()
    try:
        open_app(page, site, "?seed=3")
        seat_up(page, "claro", 4)
        help_icon = page.locator(".game .bar-actions .icon-button").first
        ground = "el => getComputedStyle(el).backgroundColor"
        before = help_icon.evaluate(ground)
        help_icon.tap()
        dialog = page.get_by_role("dialog")
        expect(dialog).to_be_visible()
        dialog.get_by_role("button").last.tap()
        expect(dialog).to_be_hidden()
        assert page.evaluate("matchMedia('(hover: hover)').matches") is False
        # where a phone leaves its pointer after a tap: on what was tapped, hovering it
        help_icon.hover()
        page.wait_for_function(  # the hover lands with the page's next look at the pointer
            "() => document.querySelector('.game .bar-actions .icon-button').matches(':hover')"
        )
        assert help_icon.evaluate(ground) == before == "rgba(0, 0, 0, 0)"
    finally:
        context.close()
