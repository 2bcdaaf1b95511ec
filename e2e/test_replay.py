"""Replays: a Claro game is shared at its end and watched on another phone, offline, and
watched again from its end and from the home's finished games; every game's replay is the
table frame on a phone (nothing overlapping, every control on the screen, axe-clean), steps
change the table and leave the transport where it was, and a seat picked shows its hand."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.conftest import open_app, set_up_game, wait_ready
from e2e.test_accessibility import AXE, axe, cut_off, does_not_fit, readable
from e2e.test_claro import take_turn
from engine.games import catalog
from engine.replay import encode
from engine.table import SeatInfo, Table
from scripts.replay_cases import finished

STARS = ".players-strip [aria-label$='stars']"


@pytest.mark.long(7)
@pytest.mark.service_worker
def test_a_shared_claro_replay_opens_offline_in_a_fresh_browser_and_ends_with_the_same_scores(
    page: Page, site: str, browser: Browser, browser_context_args: dict
):
    open_app(page, site, "?seed=7&tempo=0.05")
    set_up_game(page, "Claro", ["Ana", "Bot B", "Bot C", "Bot D"], ["human", "bot", "bot", "bot"])
    for _ in range(400):
        if page.locator(".sheet-result").count():
            break
        take_turn(page)
    expect(page.locator(".sheet-result")).to_be_visible()
    final = page.locator(STARS).all_inner_texts()
    assert "3 ★" in final  # someone won with three stars
    page.get_by_role("button", name="Share replay").click()
    link = page.get_by_role("textbox", name="Replay link").input_value()
    assert link.startswith(site) and "#replay=" in link and "seed=" not in link
    assert len(link) <= 1500
    # qr.js loaded its library for this QR code (a start loads none, e2e/test_first_paint.py)
    expect(page.get_by_role("img", name="Replay QR code")).to_be_visible()
    page.get_by_role("button", name="Close", exact=True).click()
    # Watched again from the end, and back to the end; then from the home's finished games.
    page.get_by_role("button", name="Watch replay").click()
    expect(page.get_by_role("heading", name="Replay: Claro")).to_be_visible()
    page.get_by_role("button", name="Close the replay").click()
    expect(page.locator(".sheet-result")).to_be_visible()
    page.get_by_role("button", name="Home").click()
    page.locator(".finished-games").get_by_role("button", name="Watch replay").click()
    expect(page.get_by_role("heading", name="Replay: Claro")).to_be_visible()
    page.get_by_role("button", name="To the end").click()
    assert page.locator(STARS).all_inner_texts() == final

    context = browser.new_context(**browser_context_args)
    try:
        phone = context.new_page()
        open_app(phone, site)  # a first visit installs the app (the service worker precaches)
        phone.wait_for_function("navigator.serviceWorker.controller !== null")
        context.set_offline(True)
        phone.goto("about:blank")
        phone.goto(link)
        wait_ready(phone)
        expect(phone.get_by_role("heading", name="Replay: Claro")).to_be_visible()
        expect(phone.locator("#replay-where")).to_have_text("As dealt")
        phone.get_by_role("button", name="Next move").click()
        expect(phone.locator("#replay-where")).to_have_attribute("data-step", "1")
        expect(phone.locator(".replay-move")).not_to_be_empty()
        phone.get_by_role("button", name="To the end").click()
        where = phone.locator("#replay-where")
        expect(where).to_have_attribute("data-step", where.get_attribute("data-total") or "")
        expect(phone.locator(".replay-result")).to_contain_text("wins")
        assert phone.locator(STARS).all_inner_texts() == final
        phone.get_by_role("button", name="Bot B").click()
        expect(phone.get_by_role("button", name="Bot B")).to_have_attribute("aria-pressed", "true")
        expect(phone.get_by_role("region", name="Bot B's hand")).to_be_visible()
    finally:
        context.close()


def test_a_damaged_replay_link_says_so_and_opens_the_home_screen(page: Page, site: str):
    table = Table("the_mind", [SeatInfo("A", "bot"), SeatInfo("B", "bot")], seed=3)
    while table.result() is None:
        seat, decision = min(table.bot_decisions().items())
        table.submit(seat, decision.action)
    code = encode(table)
    page.goto(site + "#replay=" + code[: len(code) // 2])  # cut short on its way
    wait_ready(page)
    expect(page.get_by_role("alert")).to_contain_text("This replay link is damaged or incomplete")
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()


def test_a_catch_the_moon_replay_runs_each_recorded_placement_in_the_physics(page: Page, site: str):
    table = Table("catch_the_moon", [SeatInfo("Ana", "bot"), SeatInfo("Luis", "bot")], seed=4)
    while table.result() is None:
        seat, decision = min(table.bot_decisions().items())
        table.submit(seat, decision.action)
    first_place = next(i for i, e in enumerate(table.log) if e["action"]["type"] == "place")
    open_app(page, site)
    page.goto("about:blank")
    page.goto(site + "#replay=" + encode(table))
    wait_ready(page)
    expect(page.get_by_role("heading", name="Replay: Catch the Moon")).to_be_visible()
    page.get_by_role("slider", name="Go to move").fill(str(first_place + 1))
    expect(page.locator("#replay-where")).to_have_attribute("data-step", str(first_place + 1))
    trace = table.log[first_place]["action"]["trace"]
    shown = page.evaluate(
        "() => JSON.parse(document.getElementById('moon-data').textContent).view.last.trace"
    )
    assert shown == trace  # the recorded placement, to the last int
    # The game's browser half loads the first time its table (here the replay) shows.
    page.wait_for_function("() => window.sobremesaMoon?._ui?.state().mode === 'replay'")
    page.wait_for_function("() => window.sobremesaMoon._ui.state().step > 0")


# -- every game's viewer on a phone --------------------------------------------------------

# The transport against the table area (and the seat's hand), as boxes on the screen.
BOXES = """() => Object.fromEntries(['.replay-transport', '.table-area', '.replay-hand', '.dock']
  .map((s) => [s, document.querySelector(s)?.getBoundingClientRect().toJSON() ?? null]))"""
TRANSPORT = "#replay-first, #replay-back, #replay-play, #replay-next, #replay-last, #replay-jump"
PLACES = f"""() => [...document.querySelectorAll('{TRANSPORT}')]
  .map((el) => {{ const r = el.getBoundingClientRect();
    return [el.id, r.x, r.y, r.width, r.height]; }})"""


def meet(a: dict, b: dict) -> bool:
    return (
        a["left"] < b["right"] - 0.5
        and b["left"] < a["right"] - 0.5
        and a["top"] < b["bottom"] - 0.5
        and b["top"] < a["bottom"] - 0.5
    )


def laid_out(page: Page, where: str) -> list[str]:
    """What a person would see wrong: the transport over the table (or a hand), a page that
    scrolls, a control cut off or off the screen."""
    boxes = page.evaluate(BOXES)
    wrong = [
        f"{where}: the transport overlaps {name}"
        for name in (".table-area", ".replay-hand")
        if boxes[name] and meet(boxes[".replay-transport"], boxes[name])
    ]
    found = does_not_fit(page) + cut_off(page)
    return wrong + ([f"{where}:\n{readable({where: found})}"] if found else [])


def played(game_id: str) -> Table:
    return finished(game_id, 3, 5, names=["Ana", "Luis", "Eva"])


def private_step(table: Table) -> tuple[int, int] | None:
    """A step and a seat whose table, as the game's screen draws it, differs from the public
    one (a hand, a secret pick, the hidden cloud): where picking the seat must show more."""
    from sobremesa_web import replaying, screens
    from sobremesa_web.i18n import Translator
    from sobremesa_web.registry import for_game

    viewer = replaying.open_code(encode(table))
    screen, t = for_game(table.game_id), Translator("en").for_game(table.game_id)

    def drawn() -> tuple[str, str]:
        regions = screens.frame.regions(screen, viewer.view(), {}, t)
        return regions.table, regions.dock if viewer.seat is not None else ""

    for step in range(1, viewer.replay.moves + 1):
        viewer.go(step)
        viewer.seat = None
        public = drawn()
        for seat in range(len(table.seats)):
            viewer.seat = seat
            if drawn() != public:
                return step, seat
    return None


def screen_text(page: Page) -> str:
    return page.evaluate(
        "() => ['.seat-strip', '.table-area', '.dock'].map((s) =>"
        " document.querySelector(s)?.textContent ?? '').join('|')"
    )


@pytest.mark.long(2)
@pytest.mark.parametrize("game_id", [g.id for g in catalog()])
def test_every_games_replay_is_its_table_on_a_phone(page: Page, site: str, game_id: str):
    table = played(game_id)
    picked = private_step(table)
    page.set_viewport_size({"width": 390, "height": 844})
    page.emulate_media(color_scheme="dark")
    open_app(page, site)
    page.goto("about:blank")
    page.goto(site + "#replay=" + encode(table))
    wait_ready(page)
    page.add_script_tag(path=str(AXE))
    expect(page.locator("#replay-where")).to_have_text("As dealt")
    wrong = laid_out(page, "as dealt")
    places = page.evaluate(PLACES)
    assert "hand is empty" not in page.inner_text("#app")  # the viewer is nobody's seat

    # The scrubber by keyboard: to the end, to the start, one move on.
    slider = page.get_by_role("slider", name="Go to move")
    total = int(page.locator("#replay-where").get_attribute("data-total") or 0)
    assert total == len(table.log)
    slider.press("End")
    expect(page.locator("#replay-where")).to_have_attribute("data-step", str(total))
    wrong += laid_out(page, "at the end")
    violations = axe(page)  # the result over the table, the last steps off
    slider.press("Home")
    expect(page.locator("#replay-where")).to_have_attribute("data-step", "0")
    dealt = screen_text(page)
    slider.press("ArrowRight")
    expect(page.locator("#replay-where")).to_have_attribute("data-step", "1")

    # Forward and back by the buttons: the table changes, the transport stays put.
    middle = total // 2
    slider.fill(str(middle))
    expect(page.locator("#replay-where")).to_have_attribute("data-step", str(middle))
    before = screen_text(page)
    assert before != dealt
    page.get_by_role("button", name="Next move").click()
    expect(page.locator("#replay-where")).to_have_attribute("data-step", str(middle + 1))
    after = screen_text(page)
    page.get_by_role("button", name="Previous move").click()
    expect(page.locator("#replay-where")).to_have_attribute("data-step", str(middle))
    assert screen_text(page) == before != after
    assert page.evaluate(PLACES) == places  # every control kept its size and its place
    wrong += laid_out(page, "half-way")
    violations += axe(page)
    page.emulate_media(color_scheme="light")
    violations += axe(page, ["color-contrast"])
    page.emulate_media(color_scheme="dark")

    if game_id == "catch_the_moon":  # no hands: no seat to pick; its canvas fills the table
        expect(page.locator("[data-cmd='replay-seat']")).to_have_count(0)
        page.evaluate("async () => { await window.sobremesaMoon?.ready; }")
        canvas = page.locator("#moon-canvas").bounding_box()
        area = page.locator(".table-area").bounding_box()
        assert canvas and area and canvas["width"] >= 0.8 * area["width"], (canvas, area)
        assert canvas["height"] >= 0.5 * area["height"], (canvas, area)
    else:
        assert picked is not None, f"{game_id}: no seat ever saw more than the table"
        step, seat = picked
        slider.fill(str(step))
        expect(page.locator("#replay-where")).to_have_attribute("data-step", str(step))
        public = screen_text(page)
        chip = page.locator(f"#replay-seat-{seat}")
        chip.click()
        expect(chip).to_have_attribute("aria-pressed", "true")
        expect(page.locator("#replay-seat-table")).to_have_attribute("aria-pressed", "false")
        assert screen_text(page) != public  # its own hand or secret, shown
        if game_id in ("the_mind", "claro", "colorful"):  # a hand in the dock, labelled whose
            name = table.seats[seat].name
            expect(page.get_by_role("region", name=f"{name}'s hand")).to_be_visible()
        wrong += laid_out(page, f"seat {seat} picked")
        violations += axe(page)
        page.locator("#replay-seat-table").click()
        assert screen_text(page) == public

    page.get_by_role("button", name="At the table").click()  # the log, up to the step
    expect(page.locator(".sheet-log")).to_be_visible()
    violations += axe(page)
    for size in ({"width": 320, "height": 640}, {"width": 844, "height": 390}):
        page.set_viewport_size(size)
        page.get_by_role("button", name="Got it").click()
        wrong += laid_out(page, f"{size['width']}x{size['height']}")
        page.get_by_role("button", name="At the table").click()
    assert not wrong, "\n".join(wrong)
    assert not violations, "axe found violations:\n" + readable({game_id: violations})


def test_a_replays_link_sheet_fits_a_phone_on_its_side(page: Page, site: str):
    """At 844x390 the link's sheet puts its code beside the words and buttons: the code, the
    link, Copy and Close all on the screen, no scrolling inside the sheet."""
    page.set_viewport_size({"width": 844, "height": 390})
    open_app(page, site)
    page.goto("about:blank")
    page.goto(site + "#replay=" + encode(played("claro")))
    wait_ready(page)
    page.get_by_role("button", name="Share replay").click()
    sheet = page.locator("dialog.sheet-share")
    expect(sheet).to_be_visible()
    for part in (".qr svg", "#replay-link", "#share-close"):
        box = sheet.locator(part).bounding_box()
        assert box and box["height"] > 0 and box["y"] >= 0, part
        assert box["y"] + box["height"] <= 390 and box["x"] + box["width"] <= 844, (part, box)
    assert sheet.evaluate("(el) => el.scrollHeight <= el.clientHeight + 1")


def test_a_replay_on_its_side_tells_the_last_moves_above_the_transport(page: Page, site: str):
    """At 844x390 the dock is a column the screen's height: above the transport it tells the
    moves that led to the step, newest last (the step's own move), and follows the steps.
    Upright there is no room for it."""
    page.set_viewport_size({"width": 844, "height": 390})
    open_app(page, site)
    page.goto("about:blank")
    page.goto(site + "#replay=" + encode(played("claro")))
    wait_ready(page)
    story = page.locator(".story")
    expect(story).to_have_count(0)  # as dealt: nothing has happened
    slider = page.get_by_role("slider", name="Go to move")
    total = int(page.locator("#replay-where").get_attribute("data-total") or 0)
    slider.fill(str(total // 2))
    expect(page.locator("#replay-where")).to_have_attribute("data-step", str(total // 2))
    newest = story.locator("li").last
    for step in (total // 2, total // 2 + 1):
        expect(story).to_be_visible()
        assert story.locator("li").count() >= 2
        said = page.locator(".replay-move").text_content() or ""
        assert newest.inner_text().strip() in said, (newest.inner_text(), said)
        boxes = page.evaluate(
            """() => Object.fromEntries(['.story li:last-child', '.replay-transport',
                   '.dock'].map((s) => [s, document.querySelector(s).getBoundingClientRect()
                   .toJSON()]))"""
        )
        last, transport, dock = boxes.values()
        assert last["bottom"] <= transport["top"] + 0.5, boxes  # above it, not under it
        assert dock["top"] <= last["top"] and last["right"] <= dock["right"] + 0.5, boxes
        assert transport["bottom"] <= 390, boxes
        if step == total // 2:
            before = newest.inner_text()
            page.get_by_role("button", name="Next move").click()
            expect(page.locator("#replay-where")).to_have_attribute("data-step", str(step + 1))
            expect(newest).not_to_have_text(before)
    page.set_viewport_size({"width": 390, "height": 844})
    expect(story).to_be_hidden()
