"""How busy an idle table keeps the page's main thread, in headless Chromium (prints numbers; not
a test): for each game, a table against bots opened at a quiet moment (the person's move awaited,
no bot to move, every paint applied), then the page's main thread traced for a few seconds.

A still table should cost next to nothing: a phone left on the table between turns should not
warm up or drain its battery. Printed per game: the main thread's processor time as a share of
the window (the sum of its top-level tasks' thread time, `tdur`: what the page itself spent,
not how long a loaded machine kept it waiting), the same in wall time, and how many animation
frames the page ran per second (each `requestAnimationFrame` round; a still page runs none).
Catch the Moon is measured twice: before its die is rolled, and with its ladder held after the
person lifted the finger (the placement waiting for the next drag or Release).

Usage: python scripts/bench_idle.py [--site DIR] [--seconds 5] [--runs 1] [--games ids]
    --site DIR   time an existing build (e.g. main's dist/) instead of building this tree
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import threading
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.games import catalog  # noqa: E402
from scripts import serve  # noqa: E402
from scripts.harness import launch_args, served_site  # noqa: E402

CATEGORIES = ["toplevel", "blink.user_timing", "devtools.timeline"]
APP = "import json\nfrom sobremesa_web import browser\napp = browser.current.app\n"
TIMEOUT_MS = 240_000

# The person's move is awaited: the person's seat has a legal move and the game is not over;
# with the table as everyone sees it, to tell when the bots have stopped moving.
QUIET = """
s = app.session
view = s.table.view(s.viewer)
json.dumps([bool(view["legal"]) and s.table.result() is None, repr(s.table.view(None))])
"""


def py(page: Any, code: str) -> Any:
    return json.loads(page.evaluate("code => window.sobremesaPyodide.runPython(code)", APP + code))


def busy(trace: bytes) -> dict[str, float]:
    """The page's main thread between the marks `bench-idle-start` and `bench-idle-end`: its
    top-level tasks' thread time and wall time as shares of the window, and its animation
    frames per second."""
    data = json.loads(trace)
    events = data["traceEvents"] if isinstance(data, dict) else data
    marks = {
        e["name"]: e
        for e in events
        if e.get("cat") == "blink.user_timing" and e.get("name", "").startswith("bench-idle-")
    }
    start, end = marks["bench-idle-start"], marks["bench-idle-end"]
    thread = (start["pid"], start["tid"])
    t0, t1 = start["ts"], end["ts"]
    tasks = sorted(
        (
            e
            for e in events
            if e.get("name") == "ThreadControllerImpl::RunTask"
            and e.get("ph") == "X"
            and (e["pid"], e["tid"]) == thread
            and t0 < e["ts"] < t1
        ),
        key=lambda e: e["ts"],
    )
    cpu = wall = 0.0
    reach = 0.0  # a task nested in another (a nested run loop) is counted in its parent
    for task in tasks:
        if task["ts"] < reach:
            continue
        reach = task["ts"] + task["dur"]
        cpu += task.get("tdur", task["dur"])
        wall += task["dur"]
    frames = sum(
        1
        for e in events
        if e.get("name") == "FireAnimationFrame"
        and (e["pid"], e["tid"]) == thread
        and t0 < e["ts"] < t1
    )
    window = t1 - t0
    return {
        "cpu": 100 * cpu / window,
        "wall": 100 * wall / window,
        "frames": frames / (window / 1e6),
        "tasks": len(tasks) / (window / 1e6),
    }


# Counts the page's animation frames, to wait for the last animation (a move's flight, a bot's
# ladder settling on the canvas) to end before the window opens.
COUNT_FRAMES = """(() => {
    const raf = window.requestAnimationFrame.bind(window);
    window.__benchFrames = 0;
    window.requestAnimationFrame = (fn) => raf((t) => { window.__benchFrames += 1; fn(t); });
})();"""


def settle(page: Any, limit_s: float = 15) -> None:
    """Until a second passes with no animation frame (at most `limit_s`: a page that never
    stops drawing is measured as it is)."""
    page.evaluate("() => window.sobremesaIdle()")
    for _ in range(int(limit_s * 2)):
        before = page.evaluate("() => window.__benchFrames")
        page.wait_for_timeout(1000)
        if page.evaluate("() => window.__benchFrames") == before:
            return
    print("    (still animating: measured as it is)")


def measure(page: Any, seconds: float) -> dict[str, float]:
    browser = page.context.browser
    browser.start_tracing(page=page, categories=CATEGORIES)
    page.evaluate("() => performance.mark('bench-idle-start')")
    page.wait_for_timeout(seconds * 1000)
    page.evaluate("() => performance.mark('bench-idle-end')")
    return busy(browser.stop_tracing())


def quiet_table(page: Any, site: str, game: str, seed: int) -> None:
    """A table of `game` with its default seats (the person and bots), once it awaits the
    person's move."""
    page.goto(f"{site}?seed={seed}&tempo=0.05&nosw")
    page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
    page.evaluate("() => window.sobremesaIdle()")
    py(page, f"app.handle('choose', json.dumps({game!r}))\napp.handle('start')\njson.dumps(1)")
    if game == "catch_the_moon":
        page.wait_for_function("() => !!window.sobremesaMoon", timeout=TIMEOUT_MS)
        page.evaluate("async () => { await window.sobremesaMoon.ready; }")
    seen, still = None, 0
    for _ in range(600):
        page.evaluate("() => window.sobremesaIdle()")
        waits, table = py(page, QUIET)
        still = still + 1 if waits and table == seen else 0
        if still >= 20:  # two seconds with no bot's move (The Mind's bots play when they like)
            return
        seen = table
        page.wait_for_timeout(100)
    raise RuntimeError(f"{game}: the table never waited for the person")


HOLD = """() => {
    const s = window.sobremesaMoon && window.sobremesaMoon._ui.state();
    return !!s && s.mode === "placing" && s.held === true && s.step > 3;
}"""


def hold_the_ladder(page: Any) -> None:
    """Roll, take the ladder in hand, move it a little and lift the finger: held, waiting."""
    page.locator(".dock button.primary").click()
    page.wait_for_function(HOLD, timeout=TIMEOUT_MS, polling=50)
    canvas = page.locator("canvas.moon-canvas").bounding_box()
    state = page.evaluate("() => window.sobremesaMoon._ui.state()")
    b, spawn = state["bounds"], state["spawn"]
    x = canvas["x"] + b["ox"] + spawn["x"] * b["scale"]
    y = canvas["y"] + b["oy"] - (spawn["y"] + 40) * b["scale"]
    page.mouse.move(x, y)
    page.mouse.down()
    for k in range(1, 6):
        page.mouse.move(x - 4 * k, y + 2 * k)
        page.wait_for_timeout(30)
    page.mouse.up()
    page.wait_for_timeout(1000)  # the ladder comes to rest on its hand; the person looks at it


def run(site: str, seconds: float, runs: int, games: list[str]) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(**launch_args())
        print(f"Chromium {browser.version}; {seconds:g} s idle per table, 390x844")
        print(f"{'table':32} {'main thread':>12} {'(wall)':>8} {'frames/s':>9} {'tasks/s':>8}")
        for n in range(runs):
            print(f"run {n + 1} (the machine's load average {os.getloadavg()[0]:.0f}):")
            for i, game in enumerate(games):
                viewport = {"width": 390, "height": 844}
                context = browser.new_context(viewport=viewport, locale="en-US")
                context.add_init_script(COUNT_FRAMES)
                page = context.new_page()
                quiet_table(page, site, game, seed=5 + i)
                moments = [(game, None)]
                if game == "catch_the_moon":
                    moments.append((f"{game} (ladder held)", hold_the_ladder))
                for label, before in moments:
                    if before is not None:
                        before(page)  # no settle: a placement drawing on would wait it out
                    else:
                        settle(page)
                    got = measure(page, seconds)
                    print(
                        f"  {label:30} {got['cpu']:11.2f}% {got['wall']:7.2f}%"
                        f" {got['frames']:9.1f} {got['tasks']:8.1f}"
                    )
                context.close()
        browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--site", type=Path, help="an existing build to time (default: build)")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--games", default=",".join(g.id for g in catalog()))
    args = parser.parse_args()
    games = args.games.split(",")
    if args.site:
        server = serve.make_server(args.site.resolve())
        threading.Thread(target=server.serve_forever, daemon=True).start()
        print(f"build: {args.site}")
        run(f"http://127.0.0.1:{server.server_address[1]}/", args.seconds, args.runs, games)
        server.shutdown()
    else:
        with served_site() as (base, _folder, _info):
            print("build: this tree")
            run(base, args.seconds, args.runs, games)


if __name__ == "__main__":
    main()
