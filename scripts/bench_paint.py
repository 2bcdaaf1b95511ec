"""What a screen change costs the page: Python's render, the morph of the page into the new
HTML (paint.js), and the whole task that holds the paint, in processor time.

For each of the five games it plays 20 of the person's moves against bots (each the person's
first legal move; the bots answer on their own), then opens and closes How to play and the
table log over the table; and it opens the lobby (Invite phones). Cloud Mine's table shows its
clouds and Colorful's its patterns on every move. Each scenario is traced (Chromium's trace:
each task's processor time on the page's thread, which a machine shared with other work does
not inflate, unlike its wall-clock time) and the page's PerformanceObserver lists the long
tasks it saw.

    nice -n 10 .venv/bin/python scripts/bench_paint.py [--taps 20] [--only claro] [--rate 4]

`--rate` throttles the CPU (CDP `Emulation.setCPUThrottlingRate`); the throttle pauses the
thread, so it shows in wall-clock time only: the 4x column is four times the processor time.

Each game is then played again with real taps (the mouse pressed and released at the centre
of the game's controls: the browser's own pointer and click events, see `tap`), and each tap is
timed twice: "tap -> next frame", the frame that shows the tap landed (the Event Timing API, as
Chromium's INP reads it: the longest entry of the tap's interaction), and "tap -> answer frame",
the frame after the paint of Python's answer (its render in the worker and the morph included).
Two pages with no app behind them are tapped the same way: one button (the floor: what the
browser itself takes) and Cloud Mine's table saved still (what its markup and style take).

Like scripts/bench_main_thread.py, it drives Chromium's headless shell (why: see
`scripts.harness.chromium_path`).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import Error as PlaywrightError  # noqa: E402
from playwright.sync_api import Locator, Page, sync_playwright  # noqa: E402

from scripts.harness import launch_args, served_site  # noqa: E402

GAMES = {
    "the_mind": "The Mind",
    "claro": "Claro",
    "colorful": "Colorful",
    "cloud_mine": "Cloud Mine",
    "catch_the_moon": "Catch the Moon",
}

PAINT = "sobremesa-paint"
# Installed before the app's scripts: every long task the page sees (a PerformanceObserver),
# and a user-timing mark where each paint (`sobremesaMorph`) starts and ends, which Chromium's
# trace records with the thread's processor clock.
PROBE = """
(() => {
  const P = (window.__paint = { long: [], morphs: 0, taps: [], clicks: [], events: [] });
  // A tap on a control: when its input event happened (the event's own time stamp); the first
  // paint after it is its answer, and the next animation frame after that paint shows it.
  let tapAt = null;
  addEventListener("click", (e) => {
    if (!e.isTrusted || !(e.target.closest && e.target.closest("[data-cmd]"))) return;
    tapAt = e.timeStamp;
    P.clicks.push(e.timeStamp);
  }, true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) P.long.push({ at: e.startTime, ms: e.duration });
  }).observe({ type: "longtask", buffered: true });
  // Event Timing: every input event whose handlers and next frame took 16 ms or more (the
  // least the API reports), with the interaction it belongs to (a tap's pointerdown, pointerup
  // and click share one `interactionId`).
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) {
        P.events.push({
          id: e.interactionId, name: e.name, at: e.startTime, ms: e.duration,
          delay: e.processingStart - e.startTime, handlers: e.processingEnd - e.processingStart,
        });
      }
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  let morph = null;
  Object.defineProperty(window, "sobremesaMorph", {
    configurable: true,
    get: () => morph && ((root, html) => {
      P.morphs += 1;
      performance.mark("sobremesa-paint-start");
      try { morph(root, html); } finally {
        performance.mark("sobremesa-paint-end");
        if (tapAt !== null) {
          const at = tapAt;
          tapAt = null;
          requestAnimationFrame(() => P.taps.push(performance.now() - at));
        }
      }
    }),
    set: (fn) => { morph = fn; },
  });
})();
"""

# Python's render marked the same way where the app calls it (the page's Python or a worker's).
TIME_RENDERS = """
from js import performance
from sobremesa_web import browser
app = browser.current.app
if not hasattr(app, "_bench_render"):
    app._bench_render = app.render
    def _marked():
        performance.mark("sobremesa-render-start")
        try:
            return app._bench_render()
        finally:
            performance.mark("sobremesa-render-end")
    app.render = _marked
"""
CATEGORIES = ["toplevel", "blink.user_timing", "devtools.timeline"]


def paint_costs(trace: bytes) -> dict[str, list[float]]:
    """From a Chromium trace: each paint's processor time (ms) for Python's render, the morph,
    and the whole task that held the paint (the thread's clock, `tdur`/`tts`: what the work
    costs, not how long a loaded machine made it wait), and that task's wall time."""
    data = json.loads(trace)
    events = data["traceEvents"] if isinstance(data, dict) else data
    marks: dict[str, list[dict[str, Any]]] = {}
    for e in events:
        if e.get("cat") == "blink.user_timing" and e.get("tts") is not None:
            marks.setdefault(e["name"], []).append(e)
    out: dict[str, list[float]] = {"render": [], "morph": [], "task": [], "wall": []}
    for kind in ("render", "morph"):
        name = "sobremesa-render" if kind == "render" else PAINT
        starts = sorted(marks.get(name + "-start", []), key=lambda e: e["ts"])
        ends = sorted(marks.get(name + "-end", []), key=lambda e: e["ts"])
        # each start with the first end after it: a paint already running when the trace
        # began leaves an end with no start, which pairing them in order would shift
        for a in starts:
            b = next((e for e in ends if e["ts"] >= a["ts"]), None)
            if b is not None:
                out[kind].append((b["tts"] - a["tts"]) / 1000)
    paints = marks.get(PAINT + "-start", [])
    threads = {(e["pid"], e["tid"]) for e in paints}
    tasks = [
        e
        for e in events
        if e.get("name") == "ThreadControllerImpl::RunTask"
        and e.get("ph") == "X"
        and (e["pid"], e["tid"]) in threads
    ]
    for task in tasks:
        if any(task["ts"] <= m["ts"] <= task["ts"] + task["dur"] for m in paints):
            out["task"].append(task.get("tdur", task["dur"]) / 1000)
            out["wall"].append(task["dur"] / 1000)
    return out


def py(page: Page, code: str) -> Any:
    """Run Python in the app (its last expression, JSON-encoded, parsed)."""
    prelude = "import json\nfrom sobremesa_web import browser\napp = browser.current.app\n"
    return json.loads(
        page.evaluate("code => window.sobremesaPyodide.runPython(code)", prelude + code)
    )


def reset(page: Page) -> None:
    """Start counting: a fresh trace, no long task, tap or input event seen yet."""
    page.evaluate(
        "() => { for (const k of ['long', 'taps', 'clicks', 'events']) __paint[k].length = 0;"
        " __paint.morphs = 0; }"
    )
    page.context.browser.start_tracing(page=page, categories=CATEGORIES)


# Each tap's latency to its next frame (ms): the longest Event Timing entry of the interaction
# whose click is the tap (the click entry's start is the click event's time stamp), with that
# entry's parts: its input delay (the thread busy when the input came, a morph say), its
# handlers, and the rest, the frame (style, layout, paint, the compositor, the next vsync); a
# tap with no entry, which the browser answered within 16 ms, is 0.
TAP_LATENCIES = """() => {
  const P = __paint;
  const longest = new Map();
  for (const e of P.events) {
    if (!longest.has(e.id) || e.ms > longest.get(e.id).ms) longest.set(e.id, e);
  }
  return P.clicks.map((at) => {
    const click = P.events.find((e) => e.name === "click" && Math.abs(e.at - at) < 0.5);
    const e = click && longest.get(click.id);
    return e ? [e.ms, e.delay, e.handlers, e.ms - e.delay - e.handlers] : [0, 0, 0, 0];
  });
}"""


def collect(page: Page) -> dict[str, Any]:
    page.wait_for_timeout(200)  # the observers report a long task or an input just after it
    out: dict[str, Any] = paint_costs(page.context.browser.stop_tracing())
    out["long"] = page.evaluate("() => __paint.long.map((t) => t.ms)")
    out["frame"] = page.evaluate("() => __paint.taps")
    out.update(latencies(page))
    return out


def latencies(page: Page) -> dict[str, Any]:
    """Each tap's latency to its next frame ("next") and its parts ("next_parts": input delay,
    handlers, frame), from TAP_LATENCIES."""
    parts = page.evaluate(TAP_LATENCIES)
    return {"next": [p[0] for p in parts], "next_parts": [[p[i] for p in parts] for i in (1, 2, 3)]}


def open_game(page: Page, base: str, game: str, seed: int) -> None:
    page.goto(base + f"?seed={seed}&tempo=0.05&nosw&nosnapshot")
    page.wait_for_selector("html[data-ready]", state="attached", timeout=180_000)
    py(page, TIME_RENDERS + "json.dumps(0)")
    page.get_by_role("button", name=f"Play {GAMES[game]}").click()
    page.get_by_role("button", name="Start").click()
    page.wait_for_selector(".game[data-turn]")


def my_move(page: Page) -> bool:
    """Wait until the person (seat 0) may move, and make their first legal move; False once the
    game is over."""
    page.wait_for_function(
        "async () => (await window.sobremesaPyodide.runPython("
        "'from sobremesa_web import browser\\nt = browser.current.app.session.table\\n"
        "str(t.result() is not None or 0 in t.active_seats())')) === 'True'",
        timeout=60_000,
        polling=50,
    )
    turn = page.evaluate("() => Number(document.querySelector('.game').dataset.turn)")
    moved = py(
        page,
        "t = app.session.table\n"
        "acts = [] if t.result() is not None else t.legal_actions(0)\n"  # none: a name to type
        "json.dumps(bool(acts) and bool(t.submit(0, acts[0]) or True))",
    )
    if moved:
        page.wait_for_function(
            "t => Number(document.querySelector('.game')?.dataset.turn) > t", arg=turn
        )
    return moved


def play(page: Page, base: str, game: str, taps: int) -> dict[str, dict[str, Any]]:
    """The person's moves against bots, then How to play and the log opened and closed over
    the table (each click one paint): one start of the app for all three."""
    open_game(page, base, game, seed=3)
    reset(page)
    made = 0
    while made < taps and my_move(page):
        made += 1
    page.wait_for_timeout(300)  # the bots' answer to the last move paints too
    out = {game: {"taps": made, **collect(page)}}
    for what, opener, closer in (
        ("how-to", "#how-to", "#how-to-close"),
        ("log", "#log-open", "#log-close"),
    ):
        py(page, "app.session.tempo = 1e6\njson.dumps(0)")  # the bots wait: only these paints
        page.wait_for_timeout(300)
        reset(page)
        for _ in range(2):
            tap(page.locator(opener))
            tap(page.locator(closer))
        page.wait_for_timeout(300)
        out[f"{game}:{what}"] = collect(page)
    return out


def tap(target: Locator, timeout: float = 10_000) -> None:
    """A person's tap on `target`: the mouse pressed and released at its centre (the browser's
    own input events, as a finger's). Playwright's click() checks the target on the page's own
    thread as it taps (it listens for the pointer events to see they hit it), and that was
    counted as the page's: a forced style and layout and a 7 ms listener in a tap on Cloud
    Mine's Say the name at 4x CPU. scripts/bench_main_thread.py taps the same way."""
    target.scroll_into_view_if_needed(timeout=timeout)
    box = target.bounding_box(timeout=timeout)
    if box is None:
        raise PlaywrightError(f"{target} has no box to tap")
    target.page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def tap_turn(page: Page) -> bool:
    """Tap what the screen allows the person (a curtain to open, a cloud to name, Colorful's
    word said aloud or a colour to pick, the first move's button); False when there is nothing
    to tap (the game over, or a drag to make)."""
    try:
        page.wait_for_selector(".result, .curtain button, [data-cmd=act]", timeout=20_000)
    except PlaywrightError:
        return False
    if page.locator(".curtain button").count():
        tap(page.locator(".curtain button").first)
    elif page.get_by_role("textbox", name="The cloud's name").count():
        page.get_by_role("textbox", name="The cloud's name").fill("nube con patas")
        tap(page.get_by_role("button", name="Say the name"))
    elif page.locator(".result").count():
        return False
    elif page.locator("#cf-spoken").count():
        tap(page.locator("#cf-spoken"))  # Colorful's word, said aloud at the table
    elif page.locator("#cf-lay[disabled]").count():
        tap(page.locator("[id^=cf-pick-][aria-pressed=false]").first)  # a colour, then Lay
    else:
        button = page.locator("[data-cmd=act]:not([disabled]):visible")
        if not button.count():
            return False  # a drag to make (Catch the Moon's ladder)
        try:
            tap(button.first)
        except PlaywrightError:
            return False
    page.wait_for_timeout(100)  # the bots' answer, before the next tap
    return True


def tap_play(page: Page, base: str, game: str, taps: int) -> dict[str, dict[str, Any]]:
    """The person's moves made with real taps (each a click on the screen's first move), for
    the time from the tap to the frame that shows its answer."""
    open_game(page, base, game, seed=5)
    reset(page)
    made = 0
    while made < taps and tap_turn(page):
        made += 1
    page.wait_for_timeout(300)
    return {f"{game}:taps": {"taps": made, **collect(page)}}


def lobby(page: Page, base: str) -> dict[str, dict[str, Any]]:
    page.goto(base + "?seed=3&nosw&nosnapshot")
    page.wait_for_selector("html[data-ready]", state="attached", timeout=180_000)
    py(page, TIME_RENDERS + "json.dumps(0)")
    page.get_by_role("button", name="Play Claro").click()
    reset(page)
    tap(page.get_by_role("button", name="Invite phones"))
    page.wait_for_selector("textarea.code", timeout=60_000)
    page.wait_for_timeout(500)
    return {"lobby": collect(page)}


# The least a browser does to show a tap: a page of one button whose click marks it pressed, as
# the app's controls are, under the same probe and throttle. Its "tap -> next frame" is this
# browser's floor (its frame scheduling and compositing), which no work of the app can go under.
FLOOR_PAGE = """<!doctype html><meta name=viewport content="width=device-width">
<style>button { font: 1.2rem sans-serif; padding: 1rem 2rem; }
button[data-pressed] { filter: brightness(.82); box-shadow: inset 0 2px 6px #0006; }</style>
<button data-cmd=tap>Tap</button>
<script>
addEventListener("click", (e) => {
  const b = e.target.closest("button");
  b.toggleAttribute("data-pressed");
});
</script>"""


def floor(page: Page, base: str, taps: int) -> dict[str, Any]:
    """Real taps on FLOOR_PAGE: what "tap -> next frame" is when the page does next to nothing."""
    return tapped_still(page, base + "bench-floor", FLOOR_PAGE, "button", taps)


def tapped_still(page: Page, url: str, html: str, target: str, taps: int) -> dict[str, Any]:
    """`html` served at `url` and `taps` real taps on the elements `target` selects, in turn."""
    page.route(url, lambda route: route.fulfill(body=html, content_type="text/html"))
    page.goto(url)
    targets = page.locator(target)
    count = targets.count()
    for i in range(taps):
        tap(targets.nth(i % count))
        page.wait_for_timeout(100)
    page.wait_for_timeout(200)
    return latencies(page)


# Cloud Mine's table at a guess (the most clouds to tap), saved as a page of its own with none
# of the app's scripts: a click marks the cloud pressed, as FLOOR_PAGE's button. Its "tap -> next
# frame" is what the table's markup and style cost a tap (the clouds' art, its layers), without
# the app's work around the tap (the worker answering it, a bot's paint, motion's flights).
STILL_SCRIPT = """<script>
addEventListener("click", (e) => {
  const b = e.target.closest("[data-cmd]");
  if (b) b.toggleAttribute("data-pressed");
});
</script>"""


def still_table(page: Page, base: str, taps: int) -> dict[str, Any]:
    """Real taps on the clouds of Cloud Mine's table, saved still (see STILL_SCRIPT)."""
    open_game(page, base, "cloud_mine", seed=5)
    clouds = page.locator("button.cloud.pick:not([disabled])")
    while clouds.count() < 6:
        if not tap_turn(page):
            raise PlaywrightError("the game ended before the person's guess")
    page.evaluate("() => window.sobremesaIdle()")
    html = page.evaluate("() => document.documentElement.outerHTML")
    html = re.sub(r"<script\b[^>]*>.*?</script>", "", html, flags=re.S)
    still = "<!doctype html>" + html.replace("</body>", STILL_SCRIPT + "</body>")
    return tapped_still(page, base + "bench-still", still, "button.cloud.pick", taps)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


COLUMNS = [
    ("render", "Python render", "py"),
    ("morph", "the morph (paint.js, motion.js, idiomorph)", "morph"),
    ("task", "the whole task that held the paint", "task"),
]


def within(ms: float) -> str:
    """A tap's latency to its next frame; under 16 ms the Event Timing API reports nothing."""
    return "<16" if ms < 16 else f"{ms:.0f}"


def row(name: str, data: dict[str, Any]) -> float:
    """Print one scenario's line; return its costliest paint task (processor ms)."""
    taps = f"{data['taps']:>4}" if "taps" in data else "   -"
    cells = "".join(
        f" {pct(data[key], 0.5):>6.1f} {max(data[key], default=0):>6.1f}" for key, _, _ in COLUMNS
    )
    nexts, frames = data.get("next", []), data.get("frame", [])
    cells += f" {len(nexts):>4} {within(pct(nexts, 0.5)):>6} {within(pct(nexts, 0.95)):>6}"
    cells += f" {len(frames):>4} {pct(frames, 0.5):>6.1f} {pct(frames, 0.95):>6.1f}"
    over = sum(1 for ms in data["task"] if ms > 50)
    over4 = sum(1 for ms in data["task"] if 4 * ms > 50)
    long = data["long"]
    print(
        f"{name:<22} {taps} {len(data['task']):>5}{cells} {over:>4} {over4:>4}"
        f" {len(long):>5} {max(long, default=0):>6.0f}"
    )
    return max(data["task"], default=0)


HEADER = (
    f"{'scenario':<22} {'taps':>4} {'paints':>5}"
    + "".join(f" {short + ' p50':>6} {'max':>6}" for _, _, short in COLUMNS)
    + f" {'taps':>4} {'nf p50':>6} {'p95':>6}"
    + f" {'taps':>4} {'af p50':>6} {'p95':>6}"
    + f" {'>50':>4} {'4x>50':>4} {'long':>5} {'max':>6}"
)
LEGEND = """\
Processor time of the page's main thread (ms, Chromium's trace, the thread's own clock):
py = Python's render of the screen, morph = sobremesaMorph (paint.js, motion.js, idiomorph),
task = the whole task that held the paint (Python's handling and render, the morph, and the
browser's style and layout when the morph asked for them). taps, nf ("tap -> next frame"): real
taps (clicks on a control), and each one's latency to the next frame (ms, the Event Timing API:
the longest of its pointerdown, pointerup and click entries, what Chromium's INP uses; <16: no
entry of 16 ms or more, answered within 16 ms). taps, af ("tap -> answer frame"): the taps
answered by a paint, and the time from each tap's input event to the next animation frame after
its paint (ms of wall-clock time: Python's render in its worker, the message, the morph, at
--rate's throttle; the first paint after a tap is taken as its answer, so a bot's paint that
came in between counts instead). Per game, the next frame's parts (the p50 of each, so they
need not add up): input delay (the thread busy when the tap came: a morph, a bot's paint),
handlers (the page's own listeners), frame (style, layout, paint, the wait for the screen's
next refresh). >50: paint tasks over 50 ms;
4x>50: over 50 ms at 4x CPU slowdown (4 times the processor time: what the throttle emulates).
long, max: long tasks (over 50 ms of wall-clock time) the page's PerformanceObserver saw, and
the longest (ms): on a loaded machine these measure the neighbours as much as the page."""


# The pages with no app behind them: (the row's name, what it is).
STILLS = {
    "floor": ("One button", "the floor: a page of one button, nothing else"),
    "still": ("CM still", "Cloud Mine's table at a guess, its markup and style with no script"),
}


def probed_page(browser: Any, rate: float) -> Page:
    """A phone-sized page in a context of its own, with the probe installed and the CPU
    throttled: every scenario, the floor's included, is measured on one of these."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US")
    page = context.new_page()
    page.add_init_script(PROBE)
    context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})
    return page


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rate", type=float, default=1, help="CDP CPU throttling rate")
    parser.add_argument("--taps", type=int, default=20)
    parser.add_argument("--only", default="", help="scenarios whose name contains this")
    args = parser.parse_args(argv)
    scenarios = [s for s in [*GAMES, "lobby"] if args.only in s]
    with served_site() as (base, _folder, _info), sync_playwright() as pw:
        browser = pw.chromium.launch(**launch_args(shell=True))  # see chromium_path
        print(f"CPU throttling rate {args.rate:g}\n{HEADER}")
        worst = 0.0
        tapped: dict[str, dict[str, Any]] = {}
        for name in scenarios:
            page = probed_page(browser, args.rate)
            context = page.context
            try:
                runs = play(page, base, name, args.taps) if name in GAMES else lobby(page, base)
                for label, data in runs.items():
                    worst = max(worst, row(label, data))
                if name in GAMES:
                    for label, data in tap_play(page, base, name, args.taps).items():
                        worst = max(worst, row(label, data))
                        tapped[name] = data
            except Exception as err:  # noqa: BLE001 - one scenario failing leaves the others
                print(f"{name:<22} failed: {str(err).splitlines()[0]}")
                with contextlib.suppress(PlaywrightError):
                    browser.stop_tracing()  # the next scenario traces afresh
            context.close()
        print(f"costliest paint task: {worst:.1f} ms of processor time")
        page = probed_page(browser, args.rate)
        tapped["floor"] = floor(page, base, args.taps)
        page.context.close()
        if "cloud_mine" in scenarios:
            page = probed_page(browser, args.rate)
            try:
                tapped["still"] = still_table(page, base, args.taps)
            except PlaywrightError as err:
                print(f"Cloud Mine's still table failed: {str(err).splitlines()[0]}")
            page.context.close()
        for name, data in tapped.items():
            nexts, frames = data["next"], data.get("frame", [])
            delay, handlers, frame = (pct(part, 0.5) for part in data["next_parts"])
            answer = (
                f"tap -> answer frame p50/p95 {pct(frames, 0.5):.0f}/{pct(frames, 0.95):.0f} ms"
                if name in GAMES
                else STILLS[name][1]
            )
            print(
                f"{GAMES.get(name) or STILLS[name][0]:<15} {len(nexts):>3} taps:"
                " tap -> next frame"
                f" p50/p95 {within(pct(nexts, 0.5))}/{within(pct(nexts, 0.95))} ms"
                f" (p50 input delay {delay:.0f}, handlers {handlers:.0f}, frame {frame:.0f});"
                f" {answer}"
            )
        print(LEGEND)
        browser.close()


if __name__ == "__main__":
    main()
