"""Which Chromium to time a tap's next frame in (prints numbers; not a test).

A tap on the set-up's Start, timed as scripts/bench_main_thread.py times it (a real mouse
click, the Event Timing API's longest entry of the tap's interaction) in three browsers: the
full Chromium in its headless mode under Playwright's emulated 390x844 viewport (CDP device
metrics), the same browser with no emulated viewport (its own window, which its headless mode
makes at least 500 px wide), and the headless shell under the emulated viewport. The press
shows in the frame after the click in all three (the page sets `data-pressed` in the click; a
frame callback reads its style 16 ms later), and the renderer draws that frame; in the first,
the display compositor skips presenting it ("Swap skipped" in the trace), so the entry ends at
the next frame that is presented: the table's, once Python has answered. That is why the
frame-timing benchmarks drive the shell (`scripts.harness.chromium_path`).

    nice -n 10 .venv/bin/python scripts/bench_next_frame.py [--runs 3] [--rate 4]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import sync_playwright  # noqa: E402

from scripts.bench_main_thread import LATENCIES, PROBE, Taps  # noqa: E402
from scripts.harness import launch_args, served_site, wait_ready  # noqa: E402

PHONE = {"width": 390, "height": 844}


def start_tap(browser: Any, base: str, rate: float, emulated: bool) -> float:
    """One Start tap's next frame (ms; 0 when under 16 ms, which Event Timing leaves out)."""
    context = browser.new_context(
        **({"viewport": PHONE} if emulated else {"no_viewport": True}), locale="en-US"
    )
    try:
        page = context.new_page()
        page.add_init_script(PROBE)
        taps = Taps(page, rate)
        page.goto(base + "?seed=5&tempo=0.05&nosw&nosnapshot")
        wait_ready(page)
        taps.tap("#play-the_mind", "home")
        taps.settle()
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})
        taps.tap("#start", "start")
        page.wait_for_selector(".game[data-turn]", timeout=60_000)
        taps.settle()
        page.wait_for_timeout(300)  # the observer reports the entry just after
        return float(dict(page.evaluate(LATENCIES)).get("start", 0))
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--rate", type=float, default=4)
    args = parser.parse_args()
    kinds = [
        ("full browser, emulated 390x844 viewport", False, True),
        ("full browser, its own window", False, False),
        ("headless shell, emulated 390x844 viewport", True, True),
    ]
    with served_site() as (base, _folder, _info), sync_playwright() as p:
        print(f"The set-up's Start: tap -> next frame (ms) at {args.rate:g}x CPU")
        for label, shell, emulated in kinds:
            browser = p.chromium.launch(**launch_args(shell=shell))
            try:
                times = [start_tap(browser, base, args.rate, emulated) for _ in range(args.runs)]
            finally:
                browser.close()
            shown = ", ".join(f"{t:.0f}" if t else "<16" for t in times)
            print(f"  {label:44s} median {statistics.median(times):4.0f}  ({shown})")


if __name__ == "__main__":
    main()
