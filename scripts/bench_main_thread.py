"""How long the page's main thread is blocked at once while a person taps, per screen, in
headless Chromium at 1x and 4x CPU (prints numbers; not a test). Issue 43's targets: at 4x, no
task over 50 ms and tap -> next frame p95 <= 50 ms.

Screens, each tapped like a person (`--taps`, 20 by default): home -> set-up (Play, and the
set-up's Back), the set-up (a bot's seat given to a person and back, a player added and
removed), the set-up's Start (set-up -> table: one in every game's run), the lobby (Invite
phones, then the invitation's Copy and Back), each of the five games played against bots (each
tap a legal move the screen offers: a curtain, a card, a colour, a cloud's name, the moon's
Roll; its placement, a drag, is made in the app's Python), the replay viewer's transport
(steps, play and pause, speed, first and last), and a tap on a reopened app's home while its
start (from the memory snapshot) is still under way.

Each tap is a real one at the control's place (CDP `Input.dispatchMouseEvent` through
`page.mouse`), not Playwright's `click()`, whose actionability checks run on the page's thread
too and would be counted as the page's. The page is traced (Chromium's `toplevel` tasks on its
main thread, wall-clock time at the throttle); a user-timing mark before each tap names it, and
every task after the mark until the next one is that tap's (what it caused: the paint of the
worker's answer, a bot's move painted meanwhile in a game). Per screen: the longest task, how
many were over 50 ms, and the 95th percentile of "tap -> next frame" (the Event Timing API, the
longest entry of the tap's interaction, as INP reads it; under 16 ms it reports nothing). The
longest Long Animation Frame of the screen is shown with its parts (the scripts' invokers, the
forced style and layout in them, the frame's own style and layout), to say where it went.

It drives Chromium's headless shell: the full browser's headless mode, under the emulated
phone viewport, leaves some frames unpresented and reports a tap's next frame as the one after
(see `scripts.harness.chromium_path`). SOBREMESA_CHROMIUM=$(command -v chromium) runs it in the
full browser all the same.

    nice -n 10 .venv/bin/python scripts/bench_main_thread.py [--rates 1,4] [--only claro,replay]
        [--taps 20] [--site DIR]

`--only` keeps the runs whose name contains one of the words: home, setup, lobby, the_mind,
claro, colorful, cloud_mine, catch_the_moon, replay, reopen. The machine's load average is
printed with each run: a loaded machine lengthens wall-clock tasks (see scripts/bench_paint.py
for the paints' processor time, which it does not inflate).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import Error as PlaywrightError  # noqa: E402
from playwright.sync_api import Page, sync_playwright  # noqa: E402

from scripts import serve  # noqa: E402
from scripts.bench_paint import GAMES, pct, py, within  # noqa: E402
from scripts.harness import launch_args, served_site, wait_ready  # noqa: E402

TAP_MARK = "bench-tap:"
# Installed before the app's scripts: each tap's click (its input time and the screen it was
# made on), Event Timing entries of 16 ms or more (a tap's pointerdown, pointerup and click
# share an interactionId), and Long Animation Frames (50 ms or more) with their parts.
PROBE = """
(() => {
  const P = (window.__main = { label: "", clicks: [], events: [], frames: [] });
  addEventListener("click", (e) => {
    if (e.isTrusted) P.clicks.push({ at: e.timeStamp, label: P.label });
  }, true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) P.events.push({ id: e.interactionId, name: e.name, at: e.startTime,
                                           ms: e.duration });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const scripts = e.scripts.map((s) => ({
        invoker: s.invoker, ms: s.duration, forced: s.forcedStyleAndLayoutDuration }));
      P.frames.push({
        at: e.startTime, ms: e.duration, blocking: e.blockingDuration, scripts,
        render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
        layout: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0,
      });
    }
  }).observe({ type: "long-animation-frame", buffered: true });
})();
"""

# The first visible, enabled control matching a selector, brought into view; where to tap it.
# The mark is made here (a DevTools task of its own, before the tap's input arrives).
AIM = """([selector, label]) => {
  const el = [...document.querySelectorAll(selector)].find(
    (e) => !e.disabled && e.getClientRects().length && getComputedStyle(e).visibility !== "hidden");
  if (!el) return null;
  const r0 = el.getBoundingClientRect();
  if (r0.top < 0 || r0.bottom > innerHeight) el.scrollIntoView({ block: "center" });
  const r = el.getBoundingClientRect();
  __main.label = label;
  performance.mark("MARK" + label);
  return [r.x + r.width / 2, r.y + r.height / 2];
}""".replace("MARK", TAP_MARK)

# Each tap's latency to its next frame: the longest Event Timing entry of its click's
# interaction (0: none of 16 ms or more).
LATENCIES = """() => {
  const P = __main;
  const longest = new Map();
  for (const e of P.events) {
    if (!longest.has(e.id) || e.ms > longest.get(e.id).ms) longest.set(e.id, e);
  }
  return P.clicks.map((c) => {
    const click = P.events.find((e) => e.name === "click" && Math.abs(e.at - c.at) < 0.5);
    const e = click && longest.get(click.id);
    return [c.label, e ? e.ms : 0];
  });
}"""
CATEGORIES = ["toplevel", "blink.user_timing"]
START = "start (no tap yet)"


class Taps:
    """One run's page and its taps, each named by the screen it was made on. The app boots
    at full speed, untraced; the throttle and the trace start once it is up (`measure`)."""

    def __init__(self, page: Page, rate: float) -> None:
        self.page = page
        self.rate = rate
        self.traced = False

    def measure(self) -> None:
        """From here on: the CPU throttled, the page's tasks traced."""
        cdp = self.page.context.new_cdp_session(self.page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": self.rate})
        browser = self.page.context.browser
        assert browser is not None
        browser.start_tracing(page=self.page, categories=CATEGORIES)
        self.traced = True

    def boot(self, url: str) -> None:
        self.page.goto(url)
        wait_ready(self.page)
        self.measure()

    def tap(self, selector: str, label: str) -> bool:
        """Tap the first visible enabled control matching `selector`; False if there is none."""
        where = self.page.evaluate(AIM, [selector, label])
        if where is None:
            return False
        self.page.mouse.click(*where)
        return True

    def settle(self) -> None:
        """Until the tap's answer is painted (boot.js's `sobremesaIdle`) and a frame after it."""
        self.page.evaluate(
            "() => window.sobremesaIdle().then(() => new Promise((r) =>"
            " requestAnimationFrame(() => setTimeout(r, 0))))"
        )


def task_lengths(trace: bytes) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """From a Chromium trace: the page's main-thread tasks, each under the label of the tap
    mark before it (the tasks before the first mark: START), in wall-clock ms and in the
    thread's processor ms (which a loaded machine does not lengthen)."""
    data = json.loads(trace)
    events = data["traceEvents"] if isinstance(data, dict) else data
    marks = sorted(
        (e for e in events if str(e.get("name", "")).startswith(TAP_MARK)), key=lambda e: e["ts"]
    )
    threads = {(e["pid"], e["tid"]) for e in marks}
    out: dict[str, list[float]] = {}
    cpu: dict[str, list[float]] = {}
    for e in events:
        if (
            e.get("name") == "ThreadControllerImpl::RunTask"
            and e.get("ph") == "X"
            and (e["pid"], e["tid"]) in threads
        ):
            if any(e["ts"] <= m["ts"] <= e["ts"] + e["dur"] for m in marks):
                continue  # the task that made a mark: the bench's own, not the page's
            before = [m for m in marks if m["ts"] <= e["ts"]]
            label = before[-1]["name"][len(TAP_MARK) :] if before else START
            out.setdefault(label, []).append(e["dur"] / 1000)
            cpu.setdefault(label, []).append(e.get("tdur", e["dur"]) / 1000)
    return out, cpu


def play_game(taps: Taps, game: str, count: int) -> None:
    """A tap on what the game's screen offers the person, `count` times or until the game
    is over (bots play the other seats)."""
    page = taps.page
    made = 0
    while made < count:
        try:
            page.wait_for_selector(
                ".result, .curtain button, [data-cmd=act]:not([disabled]), #cf-lay, "
                "[data-moon=release]",
                timeout=10_000 if game == "catch_the_moon" else 30_000,
            )
        except PlaywrightError:
            if game != "catch_the_moon" or not placed(page):
                return
            continue
        if page.locator(".result").count():
            return
        name = page.get_by_role("textbox", name="The cloud's name")
        if name.count():
            name.fill("nube con patas")
            ok = taps.tap("#cm-say", game)
        elif page.locator("#cf-spoken").count():
            ok = taps.tap("#cf-spoken", game)
        elif page.locator("#cf-lay[disabled]").count():
            ok = taps.tap("[id^=cf-pick-][aria-pressed=false]", game)
        else:
            ok = taps.tap(
                ".curtain button, [data-cmd=act]:not([disabled]), [data-moon=release]", game
            )
        if not ok:
            return
        made += 1
        taps.settle()
        page.wait_for_timeout(100)  # the bots' answer, before the next tap


def placed(page: Page) -> bool:
    """Catch the Moon's placement is a drag, no tap: the person's first legal placement is
    made in the app's Python instead (its paint counts under the tap before it)."""
    turn = page.evaluate("() => Number(document.querySelector('.game').dataset.turn)")
    moved = py(
        page,
        "t = app.session.table\n"
        "acts = [] if t.result() is not None else t.legal_actions(0)\n"
        "json.dumps(bool(acts) and bool(t.submit(0, acts[0]) or True))",
    )
    if moved:
        page.wait_for_function(
            "t => Number(document.querySelector('.game')?.dataset.turn) > t", arg=turn
        )
    return bool(moved)


def run_home(taps: Taps, base: str, count: int) -> None:
    taps.boot(base + "?seed=3&nosw&nosnapshot")
    games = list(GAMES)
    for n in range(count // 2):
        taps.tap(f"#play-{games[n % len(games)]}", "home")
        taps.settle()
        taps.tap("#setup-back", "set-up")
        taps.settle()


def run_setup(taps: Taps, base: str, count: int) -> None:
    taps.boot(base + "?seed=3&nosw&nosnapshot")
    taps.tap("#play-claro", "home")
    taps.settle()
    for n in range(count // 2):
        if n % 2:  # a seat added and taken away again
            taps.tap("#add-seat", "set-up")
            taps.settle()
            taps.tap(".seat-row:last-child [id^=remove-]", "set-up")
        else:  # a bot's seat given to a person and back (its level shown and hidden)
            taps.tap("#kind-1-human", "set-up")
            taps.settle()
            taps.tap("#kind-1-bot", "set-up")
        taps.settle()


def run_lobby(taps: Taps, base: str, count: int) -> None:
    taps.boot(base + "?seed=3&nosw&nosnapshot")
    page = taps.page
    taps.tap("#play-claro", "home")
    taps.settle()
    for _ in range(count // 3):
        taps.tap("#invite", "set-up")
        page.wait_for_selector("textarea.code", timeout=60_000)
        taps.settle()
        taps.tap("[id^=copy-]", "lobby")
        taps.settle()
        taps.tap("#lobby-back", "lobby")
        taps.settle()


def run_game(game: str) -> Callable[[Taps, str, int], None]:
    def run(taps: Taps, base: str, count: int) -> None:
        taps.boot(base + "?seed=5&tempo=0.05&nosw&nosnapshot")
        page = taps.page
        taps.tap(f"#play-{game}", "home")
        taps.settle()
        taps.tap("#start", "set-up Start")
        page.wait_for_selector(".game[data-turn]", timeout=60_000)
        taps.settle()
        play_game(taps, game, count)

    return run


def replay_link() -> str:
    """A whole Claro game of four bots, as a replay link's fragment."""
    from engine.replay import encode
    from engine.table import SeatInfo, Table

    table = Table("claro", [SeatInfo(f"Bot {n}", "bot") for n in "ABCD"], seed=7)
    while table.result() is None:
        seat, decision = min(table.bot_decisions().items())
        table.submit(seat, decision.action)
    return "#replay=" + encode(table)


def run_replay(taps: Taps, base: str, count: int) -> None:
    taps.boot(base + "?nosw&nosnapshot" + replay_link())
    taps.page.wait_for_selector("#replay-next", timeout=60_000)
    plan = ["#replay-next"] * 6 + ["#replay-back"] * 2 + ["#replay-play"] * 2 + ["#replay-speed"]
    plan += ["#replay-last", "#replay-first"] + ["#replay-next"] * 4 + ["#replay-back"] * 2
    plan += ["#replay-last", "#replay-back"]
    for selector in (plan * 2)[:count]:
        taps.tap(selector, "replay")
        taps.settle()


def run_reopen(taps: Taps, base: str, count: int) -> None:
    """A first visit makes the memory snapshot; the reload starts from it, and the home's Play
    Claro is tapped as soon as it is on the screen, while the start goes on (the reload and
    the start throttled and traced)."""
    page = taps.page
    page.goto(base + "?seed=3")
    wait_ready(page)
    page.wait_for_function("window.sobremesaTimings.snapshotSaved !== undefined", timeout=120_000)
    taps.measure()
    page.reload(wait_until="commit")
    page.wait_for_selector("#play-claro", timeout=120_000)
    taps.tap("#play-claro", "reopened start")
    wait_ready(page)
    page.wait_for_selector(".setup", timeout=60_000)
    taps.settle()


RUNS: dict[str, Callable[[Taps, str, int], None]] = {
    "home": run_home,
    "setup": run_setup,
    "lobby": run_lobby,
    **{game: run_game(game) for game in GAMES},
    "replay": run_replay,
    "reopen": run_reopen,
}


def measure(browser: Any, base: str, name: str, rate: float, count: int) -> dict[str, Any]:
    """One run in a phone-sized page of its own (throttled and traced once the app is up)."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US")
    try:
        page = context.new_page()
        page.add_init_script(PROBE)
        taps = Taps(page, rate)
        try:
            RUNS[name](taps, base, count)
        finally:
            page.wait_for_timeout(300)  # the observers report an entry just after it
            tasks, cpu = task_lengths(browser.stop_tracing()) if taps.traced else ({}, {})
        return {
            "tasks": tasks,
            "cpu": cpu,
            "taps": page.evaluate(LATENCIES),
            "frames": page.evaluate("() => __main.frames"),
            "clicks": page.evaluate("() => __main.clicks"),
        }
    finally:
        context.close()


def worst_frame(frames: list[dict[str, Any]], clicks: list[dict[str, Any]], label: str) -> str:
    """The longest Long Animation Frame after one of `label`'s taps (and before the next tap),
    with its parts."""

    def owner(at: float) -> str:
        before = [c for c in clicks if c["at"] <= at]
        return before[-1]["label"] if before else START

    mine = [f for f in frames if owner(f["at"]) == label]
    if not mine:
        return ""
    f = max(mine, key=lambda f: f["ms"])
    scripts = ", ".join(
        f"{s['invoker'][:40]} {s['ms']:.0f}"
        + (f" (forced {s['forced']:.0f})" if s["forced"] else "")
        for s in sorted(f["scripts"], key=lambda s: -s["ms"])[:3]
    )
    return (
        f"longest frame {f['ms']:.0f} ms (blocking {f['blocking']:.0f}, style and layout"
        f" {f['layout']:.0f}): {scripts}"
    )


def report(rate: float, results: dict[str, dict[str, Any]]) -> None:
    """One line per screen of each run: its taps, its tasks, the longest, how many over
    50 ms, the longest task's processor time (the throttle's share included: Chromium keeps
    the thread busy for it; a loaded machine stretches the wall-clock time, not this: compare
    builds by it on a shared machine), and tap -> next frame;
    under a line over 50 ms, the longest frame's parts."""
    print(
        f"\nCPU {rate:g}x: {'run':<15} {'screen':<19} {'taps':>4} {'tasks':>5} {'longest':>7}"
        f" {'>50':>3} {'cpu':>5} {'next frame p50':>14} {'p95':>4}"
    )
    for run, data in results.items():
        labels = list(dict.fromkeys([label for label, _ in data["taps"]] + list(data["tasks"])))
        for label in labels:
            if label == START and run != "reopen":
                continue  # the boot's last tasks, before the first tap: no screen's
            nexts = [ms for lab, ms in data["taps"] if lab == label]
            tasks = data["tasks"].get(label, [])
            longest = max(tasks, default=0)
            print(
                f"{'':<9}{run:<15} {label:<19} {len(nexts):>4} {len(tasks):>5} {longest:>7.1f}"
                f" {sum(1 for ms in tasks if ms > 50):>3}"
                f" {max(data['cpu'].get(label, []), default=0):>5.1f}"
                f" {within(pct(nexts, 0.5)):>14}"
                f" {within(pct(nexts, 0.95)):>4}"
            )
            why = worst_frame(data["frames"], data["clicks"], label)
            if why and longest > 50:
                print(f"{'':<13}{why}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rates", default="1,4", help="CPU throttling rates, e.g. 1,4")
    parser.add_argument("--only", default="", help="runs whose name contains one of these")
    parser.add_argument("--taps", type=int, default=20)
    parser.add_argument("--site", type=Path, help="an existing build to time (default: build)")
    args = parser.parse_args()
    words = [w for w in args.only.split(",") if w]
    names = [n for n in RUNS if not words or any(w in n for w in words)]
    rates = [float(r) for r in args.rates.split(",")]

    def run(base: str) -> None:
        with sync_playwright() as p:
            browser = p.chromium.launch(**launch_args(shell=True))  # see chromium_path
            print(f"Chromium {browser.version}; runs: {', '.join(names)}")
            for rate in rates:
                results: dict[str, dict[str, Any]] = {}
                load = os.getloadavg()[0]
                for name in names:
                    try:
                        results[name] = measure(browser, base, name, rate, args.taps)
                    except Exception as err:  # noqa: BLE001 - one run failing leaves the others
                        print(f"{name} at {rate:g}x failed: {str(err).splitlines()[0]}")
                print(f"\nthe machine's load average {load:.1f} then {os.getloadavg()[0]:.1f}")
                report(rate, results)
            browser.close()

    if args.site:
        server = serve.make_server(args.site.resolve())
        threading.Thread(target=server.serve_forever, daemon=True).start()
        print(f"build: {args.site}")
        run(f"http://127.0.0.1:{server.server_address[1]}/")
        server.shutdown()
    else:
        with served_site() as (base, _folder, _info):
            print("build: this tree")
            run(base)


if __name__ == "__main__":
    main()
