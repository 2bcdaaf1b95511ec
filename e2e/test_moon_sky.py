"""Catch the Moon's sky is the player's: while a ladder is placed nothing covers it (the die, the
tears, whose turn and the news are the dock's and the seat strip's), the view keeps the top of
a tall tower and the ladder in hand on the canvas, and a table where nothing moves draws no
frames at all (its loop stops until the next input or paint)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from e2e.conftest import open_app, set_up_game
from e2e.test_catch_the_moon import FITTED, PLACING, moon_data, steps
from scripts.moon_lab import open_lab, world

STATE = "() => window.sobremesaMoon._ui.state()"

# The held ladder's box on the screen (the canvas's data-held: CSS px from its corner), whether
# it lies on the canvas, and the points of a 5x5 grid over it where something else than the
# canvas is the topmost element (any at all: something covers the ladder). Every element is
# made to take pointer events for the look: elementsFromPoint skips those that do not, and a
# panel laid over the sky lets the taps through to the canvas.
COVERED = """() => {
    const canvas = document.querySelector("canvas.moon-canvas");
    if (!canvas.dataset.held) return {box: null};
    const all = document.createElement("style");
    all.textContent = "* { pointer-events: auto !important; }";
    document.head.append(all);
    const [l, t, w, h] = canvas.dataset.held.split(",").map(Number);
    const r = canvas.getBoundingClientRect();
    const box = {x: r.left + l, y: r.top + t, w, h};
    const onCanvas = box.x >= r.left - 1 && box.y >= r.top - 1 &&
        box.x + w <= r.right + 1 && box.y + h <= r.bottom + 1;
    const covered = [];
    for (let i = 0; i <= 4; i++) {
        for (let j = 0; j <= 4; j++) {
            const x = Math.min(r.right - 1, Math.max(r.left + 1, box.x + (w * i) / 4));
            const y = Math.min(r.bottom - 1, Math.max(r.top + 1, box.y + (h * j) / 4));
            const top = document.elementsFromPoint(x, y)[0];
            if (top !== canvas) covered.push([x, y, top ? top.outerHTML.slice(0, 80) : null]);
        }
    }
    all.remove();
    const inView = r.top >= 0 && r.left >= 0 &&
        r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1;
    return {box, onCanvas, covered, inView};
}"""


def held_box_is_clear(page: Page, when: str) -> dict[str, Any]:
    seen = page.evaluate(COVERED)
    assert seen["box"], f"{when}: no ladder in hand on the canvas"
    assert seen["onCanvas"], f"{when}: the ladder in hand leaves the canvas: {seen['box']}"
    assert seen["inView"], f"{when}: the canvas is not all on the screen"
    assert not seen["covered"], f"{when}: the ladder in hand is covered: {seen['covered']}"
    return seen["box"]


def to_screen(page: Page, x_mm: float, y_mm: float) -> tuple[float, float]:
    box = page.locator("canvas.moon-canvas").bounding_box()
    b = page.evaluate(STATE)["bounds"]
    return box["x"] + b["ox"] + x_mm * b["scale"], box["y"] + b["oy"] - y_mm * b["scale"]


@pytest.mark.parametrize(
    "size", [(320, 640), (390, 844), (844, 390), (568, 320)], ids=lambda s: "x".join(map(str, s))
)
def test_nothing_covers_the_ladder_in_hand_while_it_is_placed(browser: Browser, site: str, size):
    """A person rolls, carries the ladder down and sideways in small moves, lifts the finger
    and takes it again: at every moment every part of the ladder's box is the canvas's (no
    panel, no text over it) and on the canvas; the die and its ask are in the dock."""
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, locale="en-US")
    page = context.new_page()
    try:
        open_app(page, site, "?seed=8&tempo=0.05")
        set_up_game(page, "Catch the Moon", ["Ana", "Bot B"], ["human", "bot"])
        for _ in range(200):  # the bot may roll first: wait for Ana's roll
            if page.get_by_role("button", name="Roll the die").count():
                break
            page.wait_for_timeout(100)
        page.get_by_role("button", name="Roll the die").click()
        page.wait_for_function(PLACING, timeout=60_000)
        page.wait_for_function(FITTED)
        assert page.locator(".dock .moon-info .die-svg").count() == 1  # the die is the dock's
        assert (
            page.locator(".table-area .moon-stage ~ *, .moon-stage > :not(canvas, script)").count()
            == 0
        )
        # the dock's lines sit at its bottom, in thumb reach (on its side too, where the dock is a
        # column as tall as the screen)
        gap = page.evaluate(
            """() => { const dock = document.querySelector(".dock");
                       return dock.getBoundingClientRect().bottom
                              - dock.lastElementChild.getBoundingClientRect().bottom; }"""
        )
        assert gap <= 12, f"the dock's content floats {gap} px above its bottom"
        assert gap >= -1, f"the dock's content runs {-gap} px under its bottom"
        # the turns and Release whole on the screen, their words not cut
        whole = page.evaluate(
            """() => [...document.querySelectorAll('.moon-turns button')].map((b) => {
                const r = b.getBoundingClientRect();
                return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0
                    && r.right <= innerWidth && b.scrollWidth <= b.clientWidth; })"""
        )
        assert whole == [True, True, True], whole
        first = held_box_is_clear(page, "taken in hand")
        spawn = page.evaluate(STATE)["spawn"]
        grab = (spawn["x"], spawn["y"] + 40)
        page.mouse.move(*to_screen(page, *grab))
        page.mouse.down()
        # mm from where it was taken: left and a little down, across, right (above the base
        # ladders' tops, which it must not push into the base)
        path = [(-60, 30), (-100, -10), (60, 40), (100, 0)]
        for dx, dy in path:
            page.mouse.move(*to_screen(page, grab[0] + dx, grab[1] + dy), steps=3)
            steps(page, 6)
            held_box_is_clear(page, f"carried {dx},{dy} mm")
        page.mouse.up()
        steps(page, 10)
        moved = held_box_is_clear(page, "the finger lifted")
        assert (moved["x"], moved["y"]) != (first["x"], first["y"])  # it was really carried
        page.wait_for_function("() => window.sobremesaMoon._ui.state().resting", timeout=10_000)
        held_box_is_clear(page, "resting")
    finally:
        context.close()


# requestAnimationFrame callbacks run in the page (the app's own world, not Playwright's).
COUNT_FRAMES = """(() => {
    const raf = window.requestAnimationFrame.bind(window);
    window.__frames = 0;
    window.requestAnimationFrame = (fn) => raf((t) => { window.__frames += 1; fn(t); });
})();"""


def frames_in(page: Page, ms: int) -> tuple[int, int]:
    """Animation-frame callbacks run and canvas drawings made in `ms` of the page's time."""
    before = page.evaluate("() => [window.__frames, window.sobremesaMoon._ui.state().draws]")
    page.wait_for_timeout(ms)
    after = page.evaluate("() => [window.__frames, window.sobremesaMoon._ui.state().draws]")
    return after[0] - before[0], after[1] - before[1]


def test_an_idle_table_draws_no_frames_and_a_rested_placement_replays_exactly(
    browser: Browser, site: str
):
    """Waiting for the roll, and with the ladder held still after the finger lifted, the page
    runs no animation frame and the canvas draws nothing for 2 s; a drag wakes it at once, and
    the placement, let go after its clock rested, is judged and replays through the referee
    exactly as the phone ran it."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US")
    context.add_init_script(COUNT_FRAMES)
    page = context.new_page()
    try:
        open_app(page, site, "?seed=8&tempo=0.05")
        set_up_game(page, "Catch the Moon", ["Ana"], ["human"])
        page.wait_for_function("() => !!window.sobremesaMoon && !!window.sobremesaMoon._ui")
        page.evaluate("async () => { await window.sobremesaMoon.ready; }")
        assert page.evaluate(STATE)["draws"] > 0  # the structure is on the canvas
        assert frames_in(page, 2000) == (0, 0), "the table waiting for the roll draws frames"

        page.get_by_role("button", name="Roll the die").click()
        page.wait_for_function(PLACING, timeout=60_000)
        page.wait_for_function(FITTED)
        spawn = page.evaluate(STATE)["spawn"]
        page.mouse.move(*to_screen(page, spawn["x"], spawn["y"] + 40))
        page.mouse.down()
        page.mouse.move(*to_screen(page, spawn["x"] - 50, spawn["y"]), steps=5)
        steps(page, 10)
        page.mouse.up()
        page.wait_for_function(f"() => ({STATE})().resting", timeout=10_000, polling=100)
        rested = page.evaluate(STATE)
        assert frames_in(page, 2000) == (0, 0), "a held ladder at rest draws frames"
        assert page.evaluate(STATE)["step"] == rested["step"]  # its clock waits too

        # a finger on it wakes it: the picture moves again at once
        page.mouse.move(*to_screen(page, spawn["x"] - 50, spawn["y"] + 40))
        page.mouse.down()
        page.mouse.move(*to_screen(page, spawn["x"] - 70, spawn["y"] + 10), steps=4)
        steps(page, 6)
        page.mouse.up()
        woke = page.evaluate(STATE)
        assert woke["draws"] > rested["draws"] and woke["step"] > rested["step"]
        page.wait_for_function(f"() => ({STATE})().resting", timeout=10_000, polling=100)

        turn = moon_data(page)["turn"]
        page.locator("[data-moon=release]").click()
        page.wait_for_function(
            "(t) => JSON.parse(document.getElementById('moon-data').textContent).turn !== t",
            arg=turn,
            timeout=60_000,
        )
        action = page.evaluate("() => window.sobremesaLastMoonAction")
        last = moon_data(page)["view"]["last"]
        assert last["trace"] == action["trace"] and last["release"] == action["release"]
        spec = {
            "ladders": moon_data(page)["ladders"],
            "layout": moon_data(page)["view"]["layout"],
            "structure": last["structure_before"],
            "drawn": last["drawn"],
            "trace": action["trace"],
            "release": action["release"],
        }
        replayed = page.evaluate("(w) => window.sobremesaMoon.referee(w)", spec)
        report = ("touching", "fallen", "released", "poses")
        assert {k: replayed[k] for k in report} == {k: action[k] for k in report}
        # once the placement has settled and been judged, the table is still again
        page.wait_for_function(f"() => ({STATE})().mode === 'static'", timeout=30_000)
        page.evaluate("() => window.sobremesaIdle()")
        page.wait_for_timeout(300)  # the last frame of the settle
        assert frames_in(page, 2000) == (0, 0), "the judged table draws frames"
    finally:
        context.close()


def show(page: Page, data: dict[str, Any]) -> None:
    """Paint #moon-data as the table screen does, and tell catch_the_moon.js (the lab page)."""
    page.evaluate(
        """(text) => {
            document.getElementById("moon-data").textContent = text;
            document.dispatchEvent(new Event("sobremesa:painted"));
        }""",
        json.dumps(data),
    )


def test_a_tall_tower_pans_to_keep_its_top_and_the_ladder_in_hand_on_the_canvas(
    browser: Browser, site: str
):
    """A tower of six ladders stood on end (1.3 m) on a phone's canvas: the view does not shrink
    it below a readable scale but pans up, the base below the canvas's edge, the tower's top
    and the ladder in hand on it; a short structure is shown whole, from the table up."""
    context = browser.new_context(viewport={"width": 320, "height": 640}, locale="en-US")
    page = context.new_page()
    try:
        open_lab(page, site)
        tower, y = [], 1600  # tenths of mm: the base ladders' tops are at 160 mm
        for ladder in (6, 7, 8, 3, 4, 5):
            tower.append([ladder, 0, y, 0])
            y += {6: 1800, 7: 1950, 8: 2100, 3: 900, 4: 1000, 5: 1100}[ladder] + 20
        spec = world(tower, 20)
        view = {"phase": "place", "turn": 0, "die": "moon", "drawn": 20, "layout": "upright"}
        data = {"ladders": spec["ladders"], "view": {**view, "structure": tower}, "turn": 3}
        show(page, {**data, "seat": 0, "placing": True})
        page.wait_for_function(FITTED)
        state = page.evaluate(STATE)
        b = state["bounds"]
        canvas = page.locator("canvas.moon-canvas").bounding_box()
        top = max(p[2] for p in tower) / 10 + 100  # the last ladder's top, roughly
        assert b["scale"] >= 0.42 - 1e-9  # not shrunk to a matchstick tower
        assert b["oy"] > canvas["height"]  # the table is below the canvas's bottom edge
        assert 0 <= b["oy"] - top * b["scale"] <= canvas["height"]  # the tower's top is on it
        box = [
            float(v)
            for v in page.locator("canvas.moon-canvas").get_attribute("data-held").split(",")
        ]
        assert box[0] >= 0 and box[1] >= 0
        assert box[0] + box[2] <= canvas["width"] + 1 and box[1] + box[3] <= canvas["height"] + 1

        # a short structure: everything from the table up, the table line near the bottom
        show(
            page,
            {
                **data,
                "view": {**view, "structure": [], "drawn": 5},
                "turn": 4,
                "seat": 0,
                "placing": True,
            },
        )
        page.wait_for_function("() => window.sobremesaMoon._ui.state().spawn.y < 300")
        page.wait_for_function(FITTED)
        b = page.evaluate(STATE)["bounds"]
        assert b["oy"] < canvas["height"] and b["scale"] > 0.42
    finally:
        context.close()
