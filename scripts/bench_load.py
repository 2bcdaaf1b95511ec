"""Load-time and size benchmark (prints numbers; not a test).

From one headless Chromium run, medians of 5 fresh browser contexts: time to the shell's first
paint, time to engine ready (Python UI painted), and a bare `loadPyodide()` page served from the
same build, with their ratio; the same again on a second visit (service worker in control); and
the bytes the service worker precaches, runtime vs app.

Usage: python scripts/bench_load.py [--runs 5]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import build  # noqa: E402
import serve  # noqa: E402

from e2e.conftest import CHROMIUM_FLAGS, chromium_path  # noqa: E402

BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare</title><script type="module">
const { loadPyodide } = await import("../runtime/pyodide.mjs");
await loadPyodide({ indexURL: new URL("../runtime/", location.href).href });
window.bareReady = performance.now();
document.documentElement.dataset.ready = "true";
</script>"""

PAINT = "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    out = Path(tempfile.mkdtemp(prefix="sobremesa-bench-"))
    info = build.build(out)
    (out / "bench").mkdir()
    (out / "bench" / "bare.html").write_text(BARE_PAGE)
    server = serve.make_server(out)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"

    rows: dict[str, list[float]] = {k: [] for k in ("paint", "ready", "bare", "paint2", "ready2")}
    with sync_playwright() as p:
        launch = {"args": CHROMIUM_FLAGS}
        if chromium_path():
            launch["executable_path"] = chromium_path()
        browser = p.chromium.launch(**launch)
        for _ in range(args.runs):
            context = browser.new_context()
            page = context.new_page()
            page.goto(base + "bench/bare.html")
            page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
            rows["bare"].append(page.evaluate("window.bareReady"))
            page.close()
            context.close()

            context = browser.new_context()
            page = context.new_page()
            page.goto(base)
            page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
            rows["paint"].append(page.evaluate(PAINT))
            rows["ready"].append(page.evaluate("window.sobremesaTimings.ready"))
            page.wait_for_function("navigator.serviceWorker.controller !== null")
            page.reload()
            page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
            rows["paint2"].append(page.evaluate(PAINT))
            rows["ready2"].append(page.evaluate("window.sobremesaTimings.ready"))
            context.close()
        browser.close()
    server.shutdown()
    shutil.rmtree(out, ignore_errors=True)

    med = {k: statistics.median(v) for k, v in rows.items()}
    print(f"medians of {args.runs} runs, milliseconds from navigation start")
    print(f"  first visit : shell paint {med['paint']:7.0f}   engine ready {med['ready']:7.0f}")
    print(f"  second visit: shell paint {med['paint2']:7.0f}   engine ready {med['ready2']:7.0f}")
    print(f"  bare loadPyodide() page   {med['bare']:7.0f}")
    print(
        f"  ratio engine ready / bare: first visit {med['ready'] / med['bare']:.2f}, "
        f"second visit {med['ready2'] / med['bare']:.2f}"
    )
    print(
        f"precached: runtime {info['runtime']:,} bytes, app {info['app']:,} bytes, "
        f"{info['files']} files (cache version {info['version']})"
    )


if __name__ == "__main__":
    main()
