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


def test_a_bots_turn_shows_the_ladder_carried_let_go_and_then_judged(page: Page, site: str):
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
    assert len(spots) >= 10, spots
    xs = [s["drawn"]["x"] for s in carried]
    ys = [s["drawn"]["y"] for s in carried]
    assert max(xs) - min(xs) + max(ys) - min(ys) > 30
    # held a while (a person's carry, not a jump), let go, and only then judged
    assert carried[-1]["t"] - carried[0]["t"] > 1000
    judged = next(i for i, s in enumerate(samples) if s["seat"] == 1)
    let_go = max(i for i, s in enumerate(samples) if s in carried) + 1
    assert let_go < judged and not samples[let_go]["held"]
    assert samples[judged]["t"] - samples[let_go]["t"] > 200  # the settle is watched first
    expect(
        page.get_by_text(re.compile(r"Bot B (placed the ladder|took a tear)")).first
    ).to_be_visible()
