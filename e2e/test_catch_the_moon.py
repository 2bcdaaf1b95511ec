"""Catch the Moon as people play it, with the real physics (web/js/moon.js on vendored Rapier):
offline, a person and a bot play a whole game, the person dragging and turning each ladder with
the mouse; and a person who sweeps a ladder through the structure pushes it over, takes the
tear and sees which ladders left the game."""

from __future__ import annotations

import json
import re
from typing import Any

from playwright.sync_api import Page, expect

from e2e.conftest import open_app, set_up_game, wait_ready

PLACING = """() => {
    const s = window.sobremesaMoon && window.sobremesaMoon._ui.state();
    return !!s && s.mode === "placing" && s.held === true && !!s.spawn;
}"""


def moon_data(page: Page) -> dict[str, Any]:
    return json.loads(page.locator("#moon-data").text_content())


def to_screen(page: Page, x_mm: float, y_mm: float) -> tuple[float, float]:
    box = page.locator("canvas.moon-canvas").bounding_box()
    b = page.evaluate("() => window.sobremesaMoon._ui.state().bounds")
    return box["x"] + b["ox"] + x_mm * b["scale"], box["y"] + b["oy"] - y_mm * b["scale"]


def drag(page: Page, path: list[tuple[float, float]], wheel: int = 0) -> None:
    """Like a person: press on the held ladder, carry it along `path` (mm, where its foot should
    go) in small moves, turning it with the wheel half-way, and let go."""
    page.wait_for_function(PLACING, timeout=60_000)
    # a few steps in: the canvas has been drawn (fitted) for this placement
    page.wait_for_function("() => window.sobremesaMoon._ui.state().step > 3")
    spawn = page.evaluate("() => window.sobremesaMoon._ui.state().spawn")
    grab = (spawn["x"], spawn["y"] + 40)  # on the ladder, 4 cm up from its foot
    page.mouse.move(*to_screen(page, *grab))
    page.mouse.down()
    here = (spawn["x"], spawn["y"])
    for i, (x, y) in enumerate(path):
        for k in range(1, 5):
            fx = here[0] + (x - here[0]) * k / 4
            fy = here[1] + (y - here[1]) * k / 4
            page.mouse.move(*to_screen(page, grab[0] + fx - spawn["x"], grab[1] + fy - spawn["y"]))
            page.wait_for_timeout(60)
        here = (x, y)
        if i == 0 and wheel:
            for _ in range(abs(wheel)):
                page.mouse.wheel(0, 100 if wheel > 0 else -100)
                page.wait_for_timeout(40)
            page.wait_for_timeout(700)  # let the hand turn it
    page.wait_for_timeout(600)  # hold it still a moment
    page.mouse.up()


def across_the_base(page: Page) -> None:
    """Turn the ladder flat, carry it over the base ladders and lay it on their tops."""
    spawn = page.evaluate("() => window.sobremesaMoon._ui.state().spawn")
    drag(page, [(-80, spawn["y"] + 20), (-80, 175)], wheel=13)


def into_the_table(page: Page) -> None:
    """Carry the ladder off to the side and down onto the table (a fault: the turn ends)."""
    spawn = page.evaluate("() => window.sobremesaMoon._ui.state().spawn")
    drag(page, [(160, spawn["y"]), (160, 40), (160, -20)])


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
            bot_traces.add(len(last["trace"]))
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
    assert 12 in bot_traces  # the bot carried its ladders by the physics' planner (3 entries)
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
    page.wait_for_function(PLACING, timeout=60_000)
    spawn_y = page.evaluate("() => window.sobremesaMoon._ui.state().spawn.y")
    drag(page, [(-260, spawn_y), (-260, 185), (260, 185)], wheel=13)
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
