"""What forged Catch the Moon placements cost a host, in headless Chromium (prints numbers; not
a test).

A host's page (the real app's Pyodide and catch_the_moon.js on Rapier) runs a `HostTable` with one
guest seat whose turn it is to place; the guest's messages are handed to `host.receive` as its
data channel would. Each forged placement has the longest trace the build's rules allow (900
entries, let go at the last step a report may claim: 20,000 before the hold was bounded,
`HOLD_MAX` after) and claims a perfect placement the physics does not make. Its hand either
leans the ladder against the base's ladders (`--shape lean`, the default: contacts make each
step several times costlier) or hovers above everything (`--shape hover`). Two runs:

- burst: 8 forged placements at once, then 10 s of watching;
- flood: one forged placement every 100 ms for 10 s.

Every task the host runs for them is timed: each `receive` (before, the physics ran inside it)
and each slice of a sliced check (catch_the_moon.js's `check` reports its slices). The longest is
the longest the host's screen was blocked at once; their sum over the window is how busy the
forgeries kept the host. Also printed: what the host answered. Target: no task over 50 ms, busy
at most 5% of the window. The times are wall-clock times of those tasks: on a machine shared with
other work (its load average is printed) a 20 ms slice of steps is stretched by every other
process, and so is everything else.

Usage: python scripts/bench_forged_moon.py [--site DIR] [--window 10] [--shape lean|hover]
    --site DIR   time an existing build (e.g. main's dist/, for "before") instead of this tree's
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scripts import serve  # noqa: E402
from scripts.harness import launch_args, served_site  # noqa: E402

TRACED = ["toplevel", "blink.user_timing", "v8.wasm"]

SETUP = """
import json
import time
from collections import Counter
from engine import protocol
from engine.host import HostTable
from engine.games import catch_the_moon as moon
from sobremesa_web.screens import catch_the_moon as screen


class _App:
    on_input = None
    physics = None

    def use_physics(self, physics):
        self.physics = physics

    def replan_bots(self):
        pass


app = _App()
from sobremesa_web import browser  # noqa: E402 - the app's worker: the page's physics, in messages
screen.in_browser(app, browser.PageWindow(browser.current.page))
BUILD = "bench"
answers = Counter()
host = None
seq = 0


def heard(raw):
    message = json.loads(raw)
    if message["type"] == "rejected":
        answers[message["code"]] += 1
    elif message["type"] == "view":
        answers["view"] += 1


def say(kind, **fields):
    global seq
    seq += 1
    return protocol.encode(kind, seq, **fields)


def fresh():  # a new table whose guest is about to place, with the guest's budget full
    global host, seq, state
    host, seq = HostTable(moon.GAME.id, seed=3, build=BUILD), 0
    host.use_physics(app.physics)
    host.add_seat("Hugo")
    host.add_seat("Ana", kind="remote")
    host.connect("g", heard)
    host.receive("g", say("hello", name="Ana", build=BUILD))
    host.start()
    if host.table.state["turn"] != 1:
        host.submit(0, {"type": "roll"})
        host.submit(0, host.table.legal_actions(0)[-1])  # a fault while holding: nothing stands
    host.receive("g", say("action", seat=1, action={"type": "roll"}))
    state = host.table.state
    assert state["turn"] == 1 and state["phase"] == "place", state


fresh()
HOLD = getattr(moon, "HOLD_MAX", moon.STEP_MAX)  # the longest hold a report may claim
ENTRIES = moon.MAX_TRACE // 4


SHAPES = {  # where the hand holds the ladder, entry by entry
    "hover": lambda k: [1500 if k % 2 else -1500, 5000, 0],  # above everything, to and fro
    "lean": lambda k: [300 if k % 2 else -300, 1500, 500],  # pressed against the base's ladders
}


def forged(last_step, shape):
    trace = []
    for k in range(ENTRIES):
        trace += [k * last_step // (ENTRIES - 1), *SHAPES[shape](k)]
    return {
        "type": "place", "trace": trace, "release": last_step, "touching": [0], "top": True,
        "fallen": [], "released": True, "poses": [state["drawn"], 0, 1800, 0],
    }


raws = []


def prepare(count, shape):
    fresh()
    raws[:] = [say("action", seat=1, action=forged(HOLD, shape)) for _ in range(count)]
    answers.clear()
    receive_times.clear()
    return len(raws[0])


receive_times = []  # ms of each host.receive, in the app's worker


def send(i):
    started = time.perf_counter()
    host.receive("g", raws[i])
    receive_times.append((time.perf_counter() - started) * 1000)


def longest_pair(shape):  # the wire's longest report (before) and the rules' longest (now)
    old, new = forged(moon.STEP_MAX, shape), forged(HOLD, shape)
    world = moon.world(state)
    pick = lambda a: {**world, "trace": a["trace"], "release": a["release"]}  # noqa: E731
    return json.dumps([pick(old), pick(new)])


def report():
    return json.dumps({
        "answers": dict(answers),
        "turn": host.table.state["turn"], "phase": host.table.state["phase"],
        "hold": HOLD, "bytes": len(raws[0]),
    })
"""

# Hands the host the prepared messages as `plan` says (a list of [ms, count]) and watches for
# `windowMs`. The host's Python runs in the app's worker: each `receive` is timed there; on the
# page, every long task (over 50 ms) is recorded, and each slice of a sliced check is timed
# (catch_the_moon.js's `check` reports its slices).
RUN = """async ([plan, windowMs]) => {
  const py = window.sobremesaPyodide;
  const long = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) long.push(entry.duration);
  });
  observer.observe({ type: "longtask" });
  const checks = [];
  const moon = window.sobremesaMoon;
  const check = moon.check;
  if (check) {
    moon.check = (json, seconds, done) => check(json, seconds, (answer) => {
      const t = performance.now();
      done(answer); // the host's verdict, sent to its worker in the check's last task
      checks.push({ ...JSON.parse(answer), verdict: performance.now() - t });
    });
  }
  let sent = 0;
  const start = performance.now();
  for (const [at, count] of plan) {
    setTimeout(() => {
      const first = sent;
      sent += count;
      py.runPython(`for i in range(${first}, ${sent}): send(i)`);
    }, at);
  }
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  const total = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 1000)); // a check still running answers
  if (check) moon.check = check;
  for (const entry of observer.takeRecords()) long.push(entry.duration);
  observer.disconnect();
  const receives = JSON.parse(await py.runPython("json.dumps(receive_times)"));
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  const physics = sum(checks.map((c) => c.spent * 1000 + c.verdict));
  const slices = checks.map((c) => c.longest + c.verdict);
  return {
    total,
    busy: physics,
    worker: [receives.length, Math.max(0, ...receives), sum(receives)],
    checks: [checks.length, Math.max(0, ...slices), physics, sum(checks.map((c) => c.slices))],
    long: [long.length, Math.max(0, ...long)],
  };
}"""


# One report of each, in this very page, back to back (so the machine's load weighs on both
# alike): the wire's longest re-run at once, as before, and the rules' longest checked in slices.
ONE = """async (pair) => {
  const [old, now] = JSON.parse(pair);
  const m = window.sobremesaMoon;
  const t = performance.now();
  m.referee(old);
  const atOnce = performance.now() - t;
  const sliced = await new Promise((resolve) =>
    m.check(JSON.stringify(now), 100, (answer) => resolve(JSON.parse(answer))));
  return { atOnce, spent: sliced.spent * 1000, slices: sliced.slices, longest: sliced.longest };
}"""

# The page's first physics: the rules' longest report checked in slices, as a host's page
# would once a guest places before anything else has run Rapier on it (its marks find the
# page's thread in the trace).
FIRST = """async (pair) => {
  const [, now] = JSON.parse(pair);
  const m = window.sobremesaMoon;
  performance.mark("moon-first-check");
  const answer = await new Promise((resolve) =>
    m.check(JSON.stringify(now), 100, (a) => resolve(JSON.parse(a))));
  performance.mark("moon-first-checked");
  return { spent: answer.spent * 1000, slices: answer.slices, longest: answer.longest };
}"""

WARM = """async () => {
  const py = window.sobremesaPyodide;
  const world = JSON.parse(await py.runPython("json.dumps(moon.world(state))"));
  const { runPlacement } = window.sobremesaMoon._internals;
  const times = [];
  for (let k = 0; k < 5; k++) {
    const trace = [0, 300, 1500, 500, 600, -300, 1500, 500];
    const t = performance.now();
    runPlacement({ ...world, trace, release: 600 });
    times.push(performance.now() - t);
  }
  return times;
}"""


def page_thread(trace: bytes, start: str, end: str) -> dict[str, list[dict]]:
    """The page's thread between two of its user-timing marks, from a Chromium trace: its tasks
    and V8's lazy compiles of wasm functions (trace events: `tdur` is processor time, the
    thread's clock, which other processes do not stretch; `dur` is wall-clock time)."""
    data = json.loads(trace)
    events = data["traceEvents"] if isinstance(data, dict) else data
    marks = {e["name"]: e for e in events if e.get("cat") == "blink.user_timing"}
    begun, ended = marks[start], marks[end]
    thread = (begun["pid"], begun["tid"])
    inside = [
        e
        for e in events
        if (e.get("pid"), e.get("tid")) == thread
        and e.get("ph") == "X"
        and begun["ts"] <= e["ts"] <= ended["ts"]
    ]
    return {
        "tasks": [e for e in inside if e["name"] == "ThreadControllerImpl::RunTask"],
        "lazy": [e for e in inside if e["name"] == "wasm.CompileLazy"],
    }


def page_tasks(trace: bytes) -> dict[str, float]:
    """Between FIRST's marks: the page's longest task in processor and in wall-clock time, and
    V8's lazy compiles of wasm functions (how many, and their processor time)."""
    seen = page_thread(trace, "moon-first-check", "moon-first-checked")
    tasks, lazy = seen["tasks"], seen["lazy"]
    return {
        "cpu": max((e.get("tdur", 0) / 1000 for e in tasks), default=0.0),
        "wall": max((e["dur"] / 1000 for e in tasks), default=0.0),
        "lazy": len(lazy),
        "lazy_ms": sum(e.get("tdur", 0) for e in lazy) / 1000,
    }


def run(site: str, window: float, shape: str) -> dict:
    from playwright.sync_api import sync_playwright

    out = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(**launch_args())
        page = browser.new_page()
        page.goto(site + "?nosw&nosnapshot")
        page.wait_for_selector("html[data-ready]", state="attached", timeout=180_000)
        # The game's own script loads when its table first shows; a host's page has it.
        page.add_script_tag(url=site + "games/catch_the_moon.js", type="module")
        # Loaded, and (where the build has it) Rapier's code compiled by its warm-up worker.
        page.evaluate("() => { const m = window.sobremesaMoon; return m.warmed || m.ready; }")
        page.evaluate("code => sobremesaPyodide.runPython(code)", SETUP)
        pair = page.evaluate("code => sobremesaPyodide.runPython(code)", f"longest_pair({shape!r})")
        if page.evaluate("() => typeof window.sobremesaMoon.check === 'function'"):
            browser.start_tracing(page=page, categories=TRACED)
            first = page.evaluate(FIRST, pair)
            tasks = page_tasks(browser.stop_tracing())
            out["first"] = {**first, **tasks, "load": os.getloadavg()[0]}
        # Then as a host's page that has run the physics before (it drew the table and played
        # the guest's drag live): five placements at once.
        out["warm-up"] = page.evaluate(WARM)
        if page.evaluate("() => typeof window.sobremesaMoon.check === 'function'"):
            out["one"] = page.evaluate(ONE, pair)
        out["version"] = browser.version
        window_ms = window * 1000
        plans = {
            "burst: 8 at once": [[0, 8]],
            "flood: one every 100 ms": [[k * 100, 1] for k in range(int(window * 10))],
        }
        for name, plan in plans.items():
            count = sum(n for _, n in plan)
            python = "code => sobremesaPyodide.runPython(code)"
            page.evaluate(python, f"prepare({count}, {shape!r})")
            before = os.getloadavg()[0]
            probe = page.evaluate(RUN, [plan, window_ms])
            probe["load"] = (before, os.getloadavg()[0])
            answer = page.evaluate("() => sobremesaPyodide.runPython('report()')")
            probe["host"] = json.loads(answer)
            out[name] = probe
        browser.close()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--site", type=Path, help="an existing build to time (default: build)")
    parser.add_argument("--window", type=float, default=10.0)
    parser.add_argument("--shape", choices=("lean", "hover"), default="lean")
    args = parser.parse_args()
    if args.site:
        server = serve.make_server(args.site.resolve())
        threading.Thread(target=server.serve_forever, daemon=True).start()
        result = run(f"http://127.0.0.1:{server.server_address[1]}/", args.window, args.shape)
        server.shutdown()
        label = str(args.site)
    else:
        with served_site() as (base, _folder, _info):
            result = run(base, args.window, args.shape)
        label = "this tree"
    print(
        f"Chromium {result.pop('version')}, {label}, forged traces that {args.shape},"
        f" a {args.window:.0f} s window per run"
    )
    first = result.pop("first", None)
    if first is not None:
        print(
            f"the page's first physics, a check of the rules' longest report (load average"
            f" {first['load']:.0f}): {first['spent']:.0f} ms in {first['slices']} slices, the"
            f" longest {first['longest']:.1f} ms; the page's longest task {first['cpu']:.1f} ms"
            f" of processor time ({first['wall']:.1f} ms wall); {first['lazy']} wasm functions"
            f" compiled on the page for it ({first['lazy_ms']:.1f} ms)"
        )
    warm = ", ".join(f"{ms:.0f}" for ms in result.pop("warm-up"))
    print(f"warm-up: five 1,200-step placements at once, ms: {warm}")
    one = result.pop("one", None)
    if one is not None:
        print(
            f"one report: the wire's longest (held to step 20000) re-run at once, as before:"
            f" one task of {one['atOnce']:.0f} ms; the rules' longest now, checked in slices:"
            f" {one['spent']:.0f} ms in {one['slices']} slices, the longest {one['longest']:.1f} ms"
        )
    for name, probe in result.items():
        host = probe["host"]
        count, longest_receive, receiving = probe["worker"]
        checks, longest_slice, physics, slices = probe["checks"]
        long_tasks, longest_task = probe["long"]
        load = " then ".join(f"{n:.0f}" for n in probe["load"])
        print(f"{name} (the machine's load average {load}):")
        print(
            f"  page: longest task {longest_task:7.1f} ms ({long_tasks} over 50 ms);"
            f" the longest check's slice {longest_slice:.1f} ms"
        )
        print(
            f"  page busy with checks {probe['busy']:7.0f} ms of {probe['total']:.0f} ms"
            f" = {100 * probe['busy'] / probe['total']:.1f}%: {checks} sliced checks"
            f" {physics:.0f} ms in {slices} slices"
        )
        print(
            f"  the app's worker: {count} receives took {receiving:.0f} ms,"
            f" the longest {longest_receive:.1f} ms"
        )
        print(
            f"  each report {host['bytes']} bytes, held to step {host['hold']}; the host"
            f" answered {host['answers']}; still turn {host['turn']} ({host['phase']})"
        )


if __name__ == "__main__":
    main()
