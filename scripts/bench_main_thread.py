"""How long the page's main thread is blocked at once, in headless Chromium (prints numbers; not a
test): during a first visit's start, a repeat visit's start (from the memory snapshot), and
while strong Claro bots think in the app's Python.

Every task over 50 ms on the page's thread is recorded (a PerformanceObserver put in the page
before it loads; Chromium reports no shorter one); the longest and their sum are printed, with the
machine's load average. Run it on two builds to compare them (e.g. main's dist/ and this tree's).

Usage: python scripts/bench_main_thread.py [--site DIR] [--runs 3]
    --site DIR   time an existing build instead of building this tree
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
from scripts.harness import BOTS_PLAY, WATCH_THE_PAGE, launch_args, served_site  # noqa: E402

LONG_TASKS = """(() => {
  window.__long = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__long.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
})();"""
TIMEOUT_MS = 240_000


def longest(page) -> list[float]:
    page.wait_for_timeout(300)  # a long task is reported just after it ends
    return page.evaluate("window.__long.splice(0)")


def one_run(browser, site: str) -> dict[str, list[float]]:
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US")
    context.add_init_script(LONG_TASKS)
    page = context.new_page()
    out: dict[str, list[float]] = {}
    page.goto(site)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
    out["first visit"] = longest(page)
    page.wait_for_function(
        "window.sobremesaTimings.snapshotSaved !== undefined", timeout=TIMEOUT_MS
    )
    longest(page)  # the snapshot is made aside, after the start: not the start's
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
    snapshot = page.evaluate("window.sobremesaTimings.snapshot")
    out[f"repeat visit ({snapshot})"] = longest(page)
    page.get_by_role("button", name="Play Claro").click()
    page.wait_for_timeout(500)
    longest(page)
    seen = page.evaluate(WATCH_THE_PAGE, BOTS_PLAY)
    answer = json.loads(seen["answer"])
    out[f"bots thinking ({answer['thought_ms']:.0f} ms)"] = [float(x) for x in seen["long"]]
    context.close()
    return out


def run(site: str, runs: int) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(**launch_args())
        print(f"Chromium {browser.version}")
        for n in range(runs):
            before = os.getloadavg()[0]
            result = one_run(browser, site)
            load = f"{before:.0f} then {os.getloadavg()[0]:.0f}"
            print(f"run {n + 1} (the machine's load average {load}):")
            for phase, tasks in result.items():
                print(
                    f"  {phase:34} longest task {max(tasks, default=0):6.0f} ms,"
                    f" {len(tasks)} over 50 ms, {sum(tasks):6.0f} ms in all"
                )
        browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--site", type=Path, help="an existing build to time (default: build)")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if args.site:
        server = serve.make_server(args.site.resolve())
        threading.Thread(target=server.serve_forever, daemon=True).start()
        print(f"build: {args.site}")
        run(f"http://127.0.0.1:{server.server_address[1]}/", args.runs)
        server.shutdown()
    else:
        with served_site() as (base, _folder, _info):
            print("build: this tree")
            run(base, args.runs)


if __name__ == "__main__":
    main()
