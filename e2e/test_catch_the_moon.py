"""Catch the Moon as people play it, with the real physics (catch_the_moon.js on vendored Rapier):
offline, a person and a bot play a whole game, the person dragging and turning each ladder with
the mouse; and a person who sweeps a ladder through the structure pushes it over, takes the
tear and sees which ladders left the game."""

from __future__ import annotations

import json
import math
import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from sobremesa_web.session import SHOWN_WAIT

from e2e.conftest import open_app, set_up_game, wait_ready

PLACING = """() => {
    const s = window.sobremesaMoon && window.sobremesaMoon._ui.state();
    return !!s && s.mode === "placing" && s.held === true && !!s.spawn;
}"""

# Tap Release, once the ladder is where it should go (unless it touched the table on the way,
# which ended the turn already): lifting the finger keeps it held.
RELEASE = """() => {
    const s = window.sobremesaMoon._ui.state();
    const button = document.querySelector("[data-moon=release]");
    if (s.mode !== "placing" || !s.held || !button) return false;
    button.click();
    return true;
}"""


# The canvas has been drawn for the placement in hand, its view fitted around the ladder: a
# press or a move is read on that picture. (Steps alone say nothing of it: a tick takes up to
# eight steps and draws at most every 33 ms, so a busy page can be some steps in and still show
# the table's view of before the roll, 1.45 px/mm where the placement's is 1.02.)
FITTED = """() => {
    const s = window.sobremesaMoon._ui.state();
    const canvas = document.querySelector("canvas.moon-canvas");
    return s.mode === "placing" && s.step > 3 && !!canvas && canvas.dataset.mode === "placing"
        && canvas.dataset.step !== "" && Number(canvas.dataset.step) <= s.step;
}"""


def moon_data(page: Page) -> dict[str, Any]:
    return json.loads(page.locator("#moon-data").text_content())


def to_screen(page: Page, x_mm: float, y_mm: float) -> tuple[float, float]:
    box = page.locator("canvas.moon-canvas").bounding_box()
    b = page.evaluate("() => window.sobremesaMoon._ui.state().bounds")
    return box["x"] + b["ox"] + x_mm * b["scale"], box["y"] + b["oy"] - y_mm * b["scale"]


def steps(page: Page, count: int) -> None:
    """Let the placement's simulation run `count` more steps (1/60 s of the game's time each),
    unless the placement ends first: the finger keeps a person's pace in the game's own time.
    Waiting on the clock instead, a busy machine that ran fewer steps meanwhile let the hand fall
    behind the finger and cut the path's corners (a sweep through the structure then passed
    above it)."""
    over = "s.mode !== 'placing' || s.step == null"  # a fault ended it, say
    now = page.evaluate(
        f"() => {{ const s = window.sobremesaMoon._ui.state(); return {over} ? null : s.step; }}"
    )
    if now is not None:
        page.wait_for_function(
            f"n => {{ const s = window.sobremesaMoon._ui.state(); return {over} || s.step >= n; }}",
            arg=now + count,
            polling=20,
        )


def carry(page: Page, foot: tuple[float, float], grab: tuple[float, float]) -> None:
    """Move the pressed mouse so that the held ladder's foot should go to `foot` (mm), `grab`
    being where on the ladder it was taken, relative to its foot. The picture zooms out as a
    ladder nears its edge: a move computed on the view before a redraw lands elsewhere on the
    view after it, and is made again (a person's eye follows the picture the same way)."""
    for _ in range(4):
        page.mouse.move(*to_screen(page, foot[0] + grab[0], foot[1] + grab[1]))
        state = page.evaluate("() => window.sobremesaMoon._ui.state()")
        target, scale = state["target"], state["bounds"]["scale"]
        if state["mode"] != "placing" or not state["held"]:
            return  # let go already: it touched the table, and the turn is over

        near = 1 / scale + 1  # within a pixel (and the wire's rounding)
        if abs(target["x"] - foot[0]) <= near and abs(target["y"] - foot[1]) <= near:
            return
    raise AssertionError(f"the ladder's foot went to {target}, not {foot}")


def drag(page: Page, path: list[tuple[float, float]], wheel: int = 0) -> None:
    """Like a person: press on the held ladder, carry it along `path` (mm, where its foot should
    go) in small moves, turning it with the wheel half-way, lift the finger and tap Release."""
    page.wait_for_function(PLACING, timeout=60_000)
    page.wait_for_function(FITTED)
    spawn = page.evaluate("() => window.sobremesaMoon._ui.state().spawn")
    grab = (0, 40)  # on the ladder, 4 cm up from its foot
    page.mouse.move(*to_screen(page, spawn["x"] + grab[0], spawn["y"] + grab[1]))
    page.mouse.down()
    here = (spawn["x"], spawn["y"])
    for i, (x, y) in enumerate(path):
        for k in range(1, 5):
            fx = here[0] + (x - here[0]) * k / 4
            fy = here[1] + (y - here[1]) * k / 4
            carry(page, (fx, fy), grab)
            steps(page, 4)
        here = (x, y)
        if i == 0 and wheel:
            for _ in range(abs(wheel)):
                page.mouse.wheel(0, 100 if wheel > 0 else -100)
                steps(page, 2)
            steps(page, 42)  # let the hand turn it
    steps(page, 36)  # hold it still a moment
    page.mouse.up()
    page.evaluate(RELEASE)


def held_ladder(page: Page) -> dict:
    """Where the ladder in hand appeared, once the person holds it: the die's paint lands
    before the canvas hands the ladder over, so a drag started at once would find none."""
    page.wait_for_function(PLACING, timeout=60_000)
    return page.evaluate("() => window.sobremesaMoon._ui.state().spawn")


def across_the_base(page: Page) -> None:
    """Turn the ladder flat, carry it over the base ladders and lay it on their tops."""
    spawn = held_ladder(page)
    drag(page, [(-80, spawn["y"] + 20), (-80, 175)], wheel=13)


def into_the_table(page: Page) -> None:
    """Carry the ladder off to the side and down onto the table (a fault: the turn ends)."""
    spawn = held_ladder(page)
    drag(page, [(160, spawn["y"]), (160, 40), (160, -20)])


@pytest.mark.long(4)
@pytest.mark.service_worker
def test_a_person_and_a_bot_play_a_whole_game_offline(page: Page, site: str):
    open_app(page, site, "?seed=5&tempo=0.05")
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    set_up_game(page, "Catch the Moon", ["Ana", "Bot B"], ["human", "bot"])
    placements = 0
    bot_traces = set()
    for _ in range(400):
        last = moon_data(page)["view"].get("last") if page.locator("#moon-data").count() else None
        if last and last["seat"] == 1:
            bot_traces.add(tuple(last["trace"]))
        if page.locator(".moon-final").count():
            break
        roll = page.get_by_role("button", name="Roll the die")
        if roll.count():
            roll.click()
            continue
        if page.evaluate(PLACING):
            before = moon_data(page)["turn"]
            across_the_base(page) if placements == 0 else into_the_table(page)
            placements += 1
            page.wait_for_function(
                "(t) => JSON.parse(document.getElementById('moon-data').textContent).turn !== t",
                arg=before,
                timeout=60_000,
            )
            continue
        page.wait_for_timeout(200)
    expect(page.locator(".moon-final")).to_be_visible()
    assert placements >= 3  # two-player rule: three tears end it, Ana took hers by hand
    # the bot carried its ladders by the physics' planner, along a person's path: held still a
    # moment while it thought, then many small moves
    assert bot_traces and all(len(t) >= 4 * 20 and t[0] >= 60 for t in bot_traces)
    state = moon_data(page)["view"]
    assert state["phase"] == "over" and max(state["tears"]) >= 3
    page.get_by_role("button", name="At the table").click()  # the log, one tap away
    expect(page.locator(".table-log li").first).to_be_visible()
    expect(page.get_by_text(re.compile("placed the ladder|took a tear")).first).to_be_visible()


def test_sweeping_through_the_structure_pushes_it_over(page: Page, site: str):
    open_app(page, site, "?seed=8&tempo=0.05")
    set_up_game(page, "Catch the Moon", ["Ana"], ["human"])  # solo: place as many as you can
    for _ in range(6):  # first a ladder laid across the base ladders (again if it fell)
        page.get_by_role("button", name="Roll the die").click()
        before = moon_data(page)["turn"]
        across_the_base(page)
        page.wait_for_function(
            "(t) => JSON.parse(document.getElementById('moon-data').textContent).turn !== t",
            arg=before,
            timeout=60_000,
        )
        if moon_data(page)["view"]["structure"]:
            break
    standing = [p[0] for p in moon_data(page)["view"]["structure"]]
    assert standing, "no ladder stayed on the base ladders"
    tears = moon_data(page)["view"]["tears"][0]
    # Then the next ladder, held low, swept from the left through the structure.
    page.get_by_role("button", name="Roll the die").click()
    before = moon_data(page)["turn"]
    spawn_y = held_ladder(page)["y"]
    drag(page, [(-260, spawn_y), (-260, 185), (260, 185)])
    page.wait_for_function(
        "(t) => JSON.parse(document.getElementById('moon-data').textContent).turn !== t",
        arg=before,
        timeout=60_000,
    )
    state = moon_data(page)["view"]
    last = state["last"]
    assert state["tears"][0] == tears + 1 and last["tear"]
    assert set(standing) & set(last["fallen"]), last
    removed = last["removed"]
    assert not set(removed) & {p[0] for p in state["structure"]}
    expect(page.locator(".moon-last .removed")).to_have_text(
        "Out of the game: " + ", ".join(f"ladder {i}" for i in removed)
    )


SAMPLE = """() => {
    window.moonSamples = [];
    const take = () => {
        const s = window.sobremesaMoon && window.sobremesaMoon._ui.state();
        const el = document.getElementById("moon-data");
        const last = el ? JSON.parse(el.textContent).view.last : null;
        if (s) window.moonSamples.push({
            mode: s.mode, held: !!s.held, drawn: s.drawn, seat: last ? last.seat : null,
            t: performance.now(),
        });
    };
    window.moonSampler = setInterval(take, 40);
}"""


# A slow phone's canvas: each drawing of the table takes 200 ms (a phone without a GPU canvas,
# busy), so the canvas shows five frames a second and its replay of a carry runs at two thirds
# of the carry's speed (at most 8 steps of 1/60 s a frame: it slows down, it never jumps).
SLOW_CANVAS = """(ms) => {
    const clear = CanvasRenderingContext2D.prototype.clearRect;
    CanvasRenderingContext2D.prototype.clearRect = function (...args) {
        const until = performance.now() + ms;
        while (performance.now() < until);
        return clear.apply(this, args);
    };
}"""


def slow_phone(page: Page) -> None:
    """From now on the page runs as on a slow phone: 4x CPU slowdown and a slow canvas."""
    page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": 4})
    page.evaluate(SLOW_CANVAS, 200)


@pytest.mark.parametrize("phone", ["quick", "slow"])
def test_a_bots_turn_shows_the_ladder_carried_let_go_and_then_judged(
    page: Page, site: str, phone: str
):
    """On a slow phone too: the bot's move is judged (its log line, the view's `last`) only
    once the canvas has shown its hand carry the ladder, let go and the structure settle."""
    open_app(page, site, "?seed=5")  # tempo 1: the bot's own timing
    set_up_game(page, "Catch the Moon", ["Ana", "Bot B"], ["human", "bot"])
    page.wait_for_function("() => !!document.getElementById('moon-data')")
    if page.get_by_role("button", name="Roll the die").count():  # Ana first: a quick miss
        page.get_by_role("button", name="Roll the die").click()
        into_the_table(page)
    page.wait_for_function(
        "() => JSON.parse(document.getElementById('moon-data').textContent).view.turn === 1",
        timeout=60_000,
    )
    if phone == "slow":
        slow_phone(page)
    page.evaluate(SAMPLE)
    page.wait_for_function(
        "() => { const l = JSON.parse(document.getElementById('moon-data').textContent).view.last;"
        " return !!l && l.seat === 1; }",
        timeout=90_000,
    )
    page.wait_for_timeout(500)
    samples = page.evaluate(
        "() => { clearInterval(window.moonSampler); return window.moonSamples; }"
    )
    carried = [s for s in samples if s["mode"] == "replay" and s["held"] and s["drawn"]]
    # seen at many places on its way, and moved a good way from where it was picked up
    spots = {(round(s["drawn"]["x"]), round(s["drawn"]["y"])) for s in carried}
    # (the slow phone draws about 5 frames a second, 8 carry steps a frame: 3 or 4 spots in a
    # short carry; that the carry came before the judgement is asserted below)
    assert len(spots) >= (10 if phone == "quick" else 3), spots
    xs = [s["drawn"]["x"] for s in carried]
    ys = [s["drawn"]["y"] for s in carried]
    assert max(xs) - min(xs) + max(ys) - min(ys) > 30
    # held a while (a person's carry, not a jump), let go, and only then judged
    assert carried[-1]["t"] - carried[0]["t"] > 1000
    judged = next(i for i, s in enumerate(samples) if s["seat"] == 1)
    if samples[judged]["held"]:
        # Only the cap lands a move while its carry still shows: a page drawing slower than
        # SHOWN_WAIT beyond the bot's plan (a machine busy with much else) holds the game no
        # longer. Any earlier and the result came before what leads to it.
        waited = (samples[judged]["t"] - carried[0]["t"]) / 1000
        assert waited > SHOWN_WAIT, f"judged after {waited:.1f} s while the ladder was held"
        return
    let_go = max(i for i, s in enumerate(samples) if s in carried) + 1
    assert let_go < judged and not samples[let_go]["held"]
    assert samples[judged]["t"] - samples[let_go]["t"] > 200  # the settle is watched first
    assert samples[judged]["mode"] == "static"  # and was over: the result shows a still table
    expect(
        page.get_by_text(re.compile(r"Bot B (placed the ladder|took a tear)")).first
    ).to_be_visible()


STATE = "() => window.sobremesaMoon._ui.state()"


class Finger:
    """A finger on a touch screen, through Chromium's own touch input (CDP
    Input.dispatchTouchEvent): the page sees touchstart/touchmove/touchend and the pointer events
    of a touch, as on a phone."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.cdp = page.context.new_cdp_session(page)

    def touch(self, kind: str, points: list[tuple[float, float]]) -> None:
        touches = [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]
        self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": touches})

    def drag(self, start: tuple[float, float], end: tuple[float, float], moves: int = 8) -> None:
        """Press at `start`, slide to `end` in small moves, and keep the finger down."""
        self.touch("touchStart", [start])
        for k in range(1, moves + 1):
            x = start[0] + (end[0] - start[0]) * k / moves
            y = start[1] + (end[1] - start[1]) * k / moves
            self.touch("touchMove", [(x, y)])
            self.page.wait_for_timeout(50)

    def lift(self) -> None:
        self.touch("touchEnd", [])

    def press(self, selector: str, hold_ms: int = 0) -> None:
        """Touch a control (held down `hold_ms`) and lift: a tap, or a long press."""
        control = self.page.locator(selector)
        control.scroll_into_view_if_needed()
        box = control.bounding_box()
        self.touch("touchStart", [(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)])
        if hold_ms:
            self.page.wait_for_timeout(hold_ms)
        self.lift()


def ladder_on_screen(page: Page) -> tuple[float, float]:
    """Where on the screen the held ladder is, 4 cm up from its foot (the hand's target)."""
    page.locator("canvas.moon-canvas").scroll_into_view_if_needed()
    at = page.evaluate(STATE)["target"]
    return to_screen(page, at["x"], at["y"] + 40)


def test_placing_by_touch_is_drag_lift_take_again_turn_and_release(browser, site: str):
    """On a phone: drag the ladder, lift the finger (nothing is let go: the ladder stays held
    where it was left), take it again and carry it on, turn it by holding a turn button and by
    twisting two fingers, and let go with Release; the placement is judged as any other."""
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, locale="en-US", has_touch=True, is_mobile=True
    )
    page = context.new_page()
    try:
        open_app(page, site, "?seed=8&tempo=0.05")
        set_up_game(page, "Catch the Moon", ["Ana"], ["human"])
        page.get_by_role("button", name="Roll the die").tap()
        page.wait_for_function(PLACING, timeout=60_000)
        page.wait_for_function(FITTED)
        turn = moon_data(page)["turn"]
        finger = Finger(page)
        spawn = page.evaluate(STATE)["spawn"]

        # Drag it left and down, and lift the finger: still held, nothing sent.
        start = ladder_on_screen(page)
        finger.drag(start, (start[0] - 60, start[1] + 40))
        assert page.evaluate(STATE)["grabbed"]
        finger.lift()
        page.wait_for_timeout(800)
        lifted = page.evaluate(STATE)
        assert lifted["mode"] == "placing" and lifted["held"] and not lifted["grabbed"]
        assert lifted["target"]["x"] < spawn["x"] - 30 and lifted["target"]["y"] < spawn["y"]
        assert page.evaluate("() => window.sobremesaLastMoonAction") is None
        assert moon_data(page)["turn"] == turn  # no placement was judged

        # Take it again where it is now (it does not jump back) and carry it further.
        start = ladder_on_screen(page)
        finger.drag(start, (start[0] - 30, start[1] + 20), moves=4)
        finger.lift()
        again = page.evaluate(STATE)["target"]
        assert again["x"] < lifted["target"]["x"] - 10 and again["y"] < lifted["target"]["y"]
        assert page.evaluate(STATE)["held"]

        # Hold ⟲ down: it turns on and on, and stops when the finger lifts.
        before = page.evaluate(STATE)["target"]["a"]
        finger.press("[data-moon=left]", hold_ms=1000)
        turned = page.evaluate(STATE)["target"]["a"]
        assert turned - before > 3 * 0.15  # more than three taps of the old button
        page.wait_for_timeout(300)
        still = page.evaluate(STATE)
        assert still["target"]["a"] == turned and not still["spinning"]

        # Two fingers on the canvas, twisted a quarter turn clockwise, turn it back some.
        page.locator("canvas.moon-canvas").scroll_into_view_if_needed()
        cx, cy = ladder_on_screen(page)
        finger.touch("touchStart", [(cx - 40, cy)])
        finger.touch("touchStart", [(cx - 40, cy), (cx + 40, cy)])
        for k in range(1, 7):
            angle = k / 6 * 0.8  # radians, clockwise on the screen
            dx, dy = 40 * math.cos(angle), 40 * math.sin(angle)
            finger.touch("touchMove", [(cx - dx, cy - dy), (cx + dx, cy + dy)])
            page.wait_for_timeout(40)
        finger.lift()
        twisted = page.evaluate(STATE)["target"]["a"]
        assert 0.5 < turned - twisted < 1.1  # turned clockwise by about the fingers' 0.8 rad
        assert page.evaluate(STATE)["held"] and moon_data(page)["turn"] == turn

        # Release lets go; the placement is judged like any other, by the same physics.
        finger.press("[data-moon=release]")
        page.wait_for_function(
            "(t) => JSON.parse(document.getElementById('moon-data').textContent).turn !== t",
            arg=turn,
            timeout=60_000,
        )
        action = page.evaluate("() => window.sobremesaLastMoonAction")
        assert action["release"] >= action["trace"][-4] and len(action["trace"]) >= 12
        last = moon_data(page)["view"]["last"]
        assert last["seat"] == 0 and last["trace"] == action["trace"]
        world = {
            "ladders": moon_data(page)["ladders"],
            "layout": moon_data(page)["view"]["layout"],
            "structure": last["structure_before"],
            "drawn": last["drawn"],
            "trace": action["trace"],
            "release": action["release"],
        }
        replayed = page.evaluate("(w) => window.sobremesaMoon.referee(w)", world)
        assert {k: replayed[k] for k in ("touching", "fallen", "released", "poses")} == {
            k: action[k] for k in ("touching", "fallen", "released", "poses")
        }
        assert action["released"] and last["touching"] == action["touching"]
    finally:
        context.close()


def test_the_games_own_script_loads_when_its_table_first_shows(browser, site: str):
    """Catch the Moon's browser half (its physics, its canvas) is not loaded at the start nor
    for another game: its screen loads it the first time its own table shows, with every
    module of it the build ships (games/catch_the_moon*.js)."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US")
    page = context.new_page()
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    script = "() => typeof window.sobremesaMoon"
    try:
        open_app(page, site, "?seed=3&tempo=0.05")
        set_up_game(page, "The Mind", ["Ana", "Bot B"], ["human", "bot"])
        page.wait_for_selector("html[data-screen=game]")
        expect(page.locator("#moon-data")).to_have_count(0)
        assert page.evaluate(script) == "undefined"
        assert not [url for url in asked if "catch_the_moon" in url or "rapier" in url]

        open_app(page, site, "?seed=5&tempo=0.05")  # a new start, at the home screen
        set_up_game(page, "Catch the Moon", ["Ana"], ["human"])
        page.wait_for_function("() => !!window.sobremesaMoon && !!window.sobremesaMoon._ui")
        built = page.evaluate("() => fetch('build.json').then((r) => r.json())")["files"]
        modules = {u for u in built if u.startswith("games/catch_the_moon") and u.endswith(".js")}
        assert {"games/catch_the_moon.js", "games/catch_the_moon_numbers.js"} < modules
        assert modules <= {url.split("?")[0].removeprefix(site) for url in asked}
        # and it reads the screen it arrived after: the die is rolled, the ladder is held
        page.get_by_role("button", name="Roll the die").click()
        page.wait_for_function(PLACING, timeout=60_000)
    finally:
        context.close()
