"""Load-time and size benchmark (prints numbers; not a test).

One headless Chromium run measures this build and, as the reference, "today's build" (the
commit before the fast start, built from git into a temporary folder), both served by
scripts/serve.py, plus a bare `loadPyodide()` page on Pyodide as published (the npm package's
files, untouched; the same page on this build's trimmed and precompiled runtime is printed too):

- unthrottled, medians of --runs fresh browser contexts: engine ready (Python UI painted) on a
  first and a repeat visit, and the longest main-thread task on a repeat visit; the repeat
  visit's ready time as a ratio to the bare page's (goal <= 0.3); the largest paint of a first
  visit (the home screen) and the QR library files its page asked for (none: they load when a
  QR code is drawn or read);
- the bytes a first visit costs on the wire, counted by the server from the first request until
  the service worker holds everything, divided by the precache as this server sends it (each
  file once, compressed where the build compressed it; goal <= 1.05);
- a first visit under DevTools' "Slow 4G" preset (download 1.6 Mbit/s x 0.9 = 180,000 B/s,
  upload 750 kbit/s x 0.9 = 84,375 B/s, latency 150 ms x 3.75 = 562.5 ms) with the CPU slowed
  4x, medians of --slow-runs, as a ratio to today's build (goal <= 0.4), and its largest paint.

With --lighthouse, Lighthouse's mobile performance audit of both builds too (its pinned version
from npm, installed on first use into .build-cache/, on the same Chromium).

With --restart, only the browser-restart mode: how a phone reopens the app. Each page gets a
persistent profile of its own; after a first visit (for the app: until the worker holds every
file and the snapshot is stored) the browser is closed and opened again --restarts times, and
each reopened start is timed: the app, a bare `loadPyodide()` page on Pyodide as published and
the same page on this build's runtime (each after a restart, interleaved, medians), with the
ratios against the goals (<= 0.3 and <= 0.5), the home screen's first contentful paint against
a page of one heading and against the home's own markup alone (`home_page`), the longest
main-thread task of a reopened app start, how its wasm was compiled (sobremesaTimings.compiled)
and the profile's compiled-wasm cache (Code Cache/wasm) after the first visit and after the last
restart.

Usage: python scripts/bench_load.py [--runs 5] [--slow-runs 3] [--baseline REV] [--lighthouse]
       python scripts/bench_load.py --restart [--restarts 5]
"""

from __future__ import annotations

import argparse
import io
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scripts import build, serve  # noqa: E402
from scripts.harness import CHROMIUM_FLAGS, chromium_path  # noqa: E402

# The last commit before issue 11 ("Fast start"): the build the ratios compare with.
BASELINE = "45c9ce7"
SLOW_4G = {
    "offline": False,
    "downloadThroughput": 1.6 * 1000 * 1000 / 8 * 0.9,
    "uploadThroughput": 750 * 1000 / 8 * 0.9,
    "latency": 150 * 3.75,
}
CPU_SLOWDOWN = 4
TIMEOUT_MS = 400_000

BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare</title><script type="module">
const { loadPyodide } = await import("RUNTIME/pyodide.mjs");
await loadPyodide({ indexURL: new URL("RUNTIME/", location.href).href });
window.bareReady = performance.now();
document.documentElement.dataset.ready = "true";
</script>"""

# A page that paints a heading and nothing else, no worker, no script: the quickest first paint a
# reopened browser gives any page of this server, what the app's home screen is measured against.
PAINT_PAGE = """<!doctype html><html data-ready="true"><meta charset="utf-8">
<meta name="viewport" content="width=device-width"><title>paint</title><h1>Sobremesa</h1></html>"""

FIRST_PAINT = "(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime || 0"


def home_page(index: str) -> str:
    """The build's index.html as a page of its home screen and nothing else: its stylesheet and
    the inline script that picks the home for the player's language, but none of the scripts it
    loads (the app, its morph, its worker) and, served from bench/, no service worker. What a
    reopened browser takes to paint the home's own markup: the floor of the app's first paint."""
    page = re.sub(r'<script\b[^>]*\bsrc="[^"]*"[^>]*></script>', "", index)
    page = re.sub(r'\b(href|src)="(?!https?:|#|data:)', r'\1="../', page)
    return page.replace("<html ", '<html data-ready="true" ', 1)


# The longest main-thread task before a measurement is read, the largest paint (the time the
# page's largest text or picture was painted: the home screen, drawn by Python or, since the
# first paint without Python, by the page itself) and the QR libraries the page asked for.
LONG_TASKS = r"""
window.longestTask = 0;
window.largestPaint = 0;
window.qrLibraries = 0;
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.longestTask = Math.max(window.longestTask, entry.duration);
    }
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.largestPaint = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (/vendor\/(jsQR|qrcode)\.js/.test(entry.name)) window.qrLibraries += 1;
    }
  }).observe({ type: "resource", buffered: true });
} catch (err) {}
"""


def build_baseline(rev: str, folder: Path) -> Path:
    """Today's build: the tree at `rev` (from git, not a worktree), built by its own build.py
    against this checkout's node_modules."""
    source = folder / "src"
    source.mkdir(parents=True)
    tree = subprocess.run(
        ["git", "-C", str(build.ROOT), "archive", rev], check=True, capture_output=True
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(tree)) as archive:
        archive.extractall(source, filter="data")
    (source / "node_modules").symlink_to(build.ROOT / "node_modules")
    out = folder / "dist"
    subprocess.run(
        [sys.executable, str(source / "scripts" / "build.py"), "--out", str(out)],
        check=True,
        capture_output=True,
    )
    return out


def precache_sizes(out: Path) -> tuple[int, int]:
    """(raw bytes, bytes as served with brotli accepted) of the worker's precache list."""
    worker = (out / "service-worker.js").read_text()
    start = worker.index("const PRECACHE = ") + len("const PRECACHE = ")
    entries, _ = json.JSONDecoder().raw_decode(worker[start:])
    raw = served = 0
    for entry in entries:
        path = out / ("index.html" if entry["url"] == "./" else entry["url"])
        size = path.stat().st_size
        raw += size
        brotli = path.with_name(path.name + ".br")
        served += brotli.stat().st_size if brotli.is_file() else size
    return raw, served


def serve_folder(out: Path):
    server = serve.make_server(out)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def wait_ready(page) -> None:
    page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)


def longest_task(page) -> float:
    page.wait_for_timeout(300)  # long tasks are reported once they end
    return page.evaluate("window.longestTask")


def visit_twice(browser, server, base: str, new: bool) -> dict[str, float]:
    """A first visit (until the worker holds everything) and a repeat visit, in a new context."""
    context = browser.new_context()
    context.add_init_script(LONG_TASKS)
    page = context.new_page()
    before = server.bytes_sent
    page.goto(base)
    wait_ready(page)
    row = {
        "ready": page.evaluate("window.sobremesaTimings.ready"),
        "paint": page.evaluate("window.largestPaint"),
        "qr": page.evaluate("window.qrLibraries"),
    }
    if new:
        page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=TIMEOUT_MS)
        page.wait_for_function(
            "window.sobremesaTimings.snapshotSaved !== undefined", timeout=TIMEOUT_MS
        )
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
    page.wait_for_timeout(500)  # any request still in flight
    row["bytes"] = server.bytes_sent - before
    page.reload()
    wait_ready(page)
    row["ready2"] = page.evaluate("window.sobremesaTimings.ready")
    row["task2"] = longest_task(page)
    if new:
        row["snapshot2"] = page.evaluate("window.sobremesaTimings.snapshot")
    context.close()
    return row


def bare(browser, base: str, page_name: str = "bare.html") -> float:
    context = browser.new_context()
    page = context.new_page()
    page.goto(base + "bench/" + page_name)
    wait_ready(page)
    ready = page.evaluate("window.bareReady")
    context.close()
    return ready


def slow_first_visit(browser, base: str) -> dict[str, float]:
    context = browser.new_context()
    context.add_init_script(LONG_TASKS)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", SLOW_4G)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
    page.goto(base, timeout=TIMEOUT_MS)
    wait_ready(page)
    row = {
        "ready": page.evaluate("window.sobremesaTimings.ready"),
        "paint": page.evaluate("window.largestPaint"),
    }
    context.close()
    return row


def folder_size(folder: Path) -> int:
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file()) if folder.is_dir() else 0


def wasm_code_cache(profile: Path) -> int:
    """Bytes of compiled wasm the profile keeps (Chromium's code cache for wasm)."""
    return folder_size(profile / "Default" / "Code Cache" / "wasm")


class Reopened:
    """One page in a persistent profile of its own, opened in a new browser each visit."""

    def __init__(self, playwright, url: str, profile: Path, ready: str) -> None:
        self.playwright, self.url, self.profile, self.ready = playwright, url, profile, ready

    def visit(self, first: bool = False) -> dict:
        launch = {"args": CHROMIUM_FLAGS, "headless": True}
        if chromium_path():
            launch["executable_path"] = chromium_path()
        context = self.playwright.chromium.launch_persistent_context(str(self.profile), **launch)
        context.add_init_script(LONG_TASKS)
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(self.url, timeout=TIMEOUT_MS)
        wait_ready(page)
        row = {"ready": page.evaluate(self.ready), "task": longest_task(page)}
        row["paint"] = page.evaluate(FIRST_PAINT)
        row["from_worker"] = page.evaluate(
            "(performance.getEntriesByType('navigation')[0] || {}).workerFinalSourceType || ''"
        )
        row["compiled"] = page.evaluate("(window.sobremesaTimings || {}).compiled || ''")
        row["marks"] = page.evaluate(
            "Object.fromEntries(Object.entries(window.sobremesaTimings || {})"
            ".filter(([, v]) => typeof v === 'number'))"
        )
        if first:
            if page.evaluate("'sobremesaTimings' in window"):
                page.wait_for_selector(
                    "html[data-offline=ready]", state="attached", timeout=TIMEOUT_MS
                )
                page.wait_for_function(
                    "window.sobremesaTimings.snapshotSaved !== undefined", timeout=TIMEOUT_MS
                )
                row["snapshot_bytes"] = page.evaluate("window.sobremesaTimings.snapshotBytes || 0")
            # V8 keeps a module's code once enough of it is optimised, seconds after it ran
            # (an empty cache folder holds an index of a few bytes).
            deadline = time.monotonic() + 30
            while wasm_code_cache(self.profile) < 100_000 and time.monotonic() < deadline:
                page.wait_for_timeout(500)
            page.wait_for_timeout(1000)
        context.close()
        row["code_cache"] = wasm_code_cache(self.profile)
        return row


def restart_bench(base: str, restarts: int) -> None:
    """The browser-restart mode (see the module's docstring); prints its figures."""
    profiles = Path(tempfile.mkdtemp(prefix="sobremesa-profiles-"))
    ready = "window.sobremesaTimings.ready"
    pages = {
        "app": (base, ready),
        "bare": (base + "bench/bare.html", "window.bareReady"),
        "bare_build": (base + "bench/bare-build.html", "window.bareReady"),
        "paint": (base + "bench/paint.html", FIRST_PAINT),
        "home": (base + "bench/home.html", FIRST_PAINT),
    }
    rows: dict[str, list] = {name: [] for name in pages}
    with sync_playwright() as p:
        reopened = {
            name: Reopened(p, url, profiles / name, expression)
            for name, (url, expression) in pages.items()
        }
        first = {name: page.visit(first=True) for name, page in reopened.items()}
        for _ in range(restarts):
            for name, page in reopened.items():
                rows[name].append(page.visit())
    shutil.rmtree(profiles, ignore_errors=True)

    def med(name: str, field: str = "ready") -> float:
        return statistics.median(row[field] for row in rows[name])

    app, bare_ms, own = med("app"), med("bare"), med("bare_build")
    print(
        f"browser restarts: a persistent profile per page, first visit then {restarts} restarts "
        f"(medians), ms from navigation start to ready; load average {os.getloadavg()[0]:.1f}"
    )
    print(f"  reopened app                                   {app:7.0f}")
    print(f"  bare loadPyodide() page, Pyodide as published  {bare_ms:7.0f}")
    print(f"  the same page on this build's runtime           {own:7.0f}")
    print(f"  reopened app / bare published: {app / bare_ms:.2f}  (goal <= 0.3)")
    print(f"  reopened app / bare own runtime: {app / own:.2f}  (goal <= 0.5)")
    print(f"  longest main-thread task in a reopened start: {med('app', 'task'):.0f} ms")
    paint, bare_paint = med("app", "paint"), med("paint", "paint")
    routes = sorted({row["from_worker"] or "the worker's fetch handler" for row in rows["app"]})
    print(
        f"  home screen painted (first contentful paint) {paint:.0f} ms, a page of one heading "
        f"{bare_paint:.0f} ms: {paint / bare_paint:.2f}x  (goal <= 1.5); "
        f"the page came from: {', '.join(routes)}"
    )
    home = med("home", "paint")
    print(
        f"  the home's markup alone (its stylesheet, no script, no worker) {home:.0f} ms: "
        f"{home / bare_paint:.2f}x the heading page; the app {paint / home:.2f}x its own markup"
    )
    print(
        "  the app's wasm compiled from: "
        f"first visit {first['app']['compiled']}, reopened "
        f"{', '.join(sorted({row['compiled'] for row in rows['app']}))}"
    )
    print(
        f"  Code Cache/wasm: app {first['app']['code_cache'] / 1024:.0f} KB after the first "
        f"visit, {rows['app'][-1]['code_cache'] / 1024:.0f} KB after the last restart; "
        f"bare published {rows['bare'][-1]['code_cache'] / 1024:.0f} KB, "
        f"bare own runtime {rows['bare_build'][-1]['code_cache'] / 1024:.0f} KB"
    )
    print(
        f"  memory snapshot as stored (its pages of zeros left out): "
        f"{first['app'].get('snapshot_bytes', 0) / 1e6:.1f} MB"
    )
    print("  where a reopened app's start goes (medians, ms from navigation start; step):")
    for name, at, step in timeline([row["marks"] for row in rows["app"]]):
        print(f"    {name:13s} {at:7.0f}  {step:+6.0f}  {STEPS.get(name, '')}")
    print(f"(all restarts: {json.dumps(rows)})")


# The boot's marks (window.sobremesaTimings, in the order a reopened start reaches them) and
# what each step up to it is.
STEPS = {
    "start": "the page's boot.js runs (index.html parsed, its first paint shown)",
    "told": "the page told the worker its facts",
    "worker": "the worker's script runs",
    "build": "build.json read",
    "runtime": "pyodide.mjs imported",
    "snapshotRead": "the memory snapshot read from Cache Storage",
    "snapshotUnpacked": "its pages of zeros put back (the wasm's memory as it was)",
    "instantiate": "Pyodide asks for the wasm's instance (pyodide.asm.mjs loaded)",
    "instantiated": "the wasm compiled (from the kept code) and instantiated",
    "restored": "the snapshot restored into the wasm's memory, Python's runtime up",
    "pyodide": "Python ready (random seeded, browser.py run from the snapshot's code)",
    "imported": "the page's bridge (browser.py) imported",
    "started": "Python's first screen rendered and sent",
    "ready": "the page painted it",
    "archives": "the app's archives' bytes at hand (read from Cache Storage)",
    "unpacked": "the archives unpacked: Python takes the page's messages from here",
}


def timeline(marks: list[dict[str, float]]) -> list[tuple[str, float, float]]:
    """(mark, median time, median step from the mark before) for the marks every row has, in
    the order of their medians."""
    names = [n for n in STEPS if marks and all(n in m for m in marks)]
    medians = sorted((statistics.median(m[n] for m in marks), n) for n in names)
    out, before = [], 0.0
    for at, name in medians:
        out.append((name, at, at - before))
        before = at
    return out


LIGHTHOUSE = "lighthouse@12.8.2"


def lighthouse(url: str) -> dict[str, float]:
    """Lighthouse's mobile performance audit (its default: a cold profile, simulated Slow 4G
    and a 4x slower CPU) of `url`, on the tests' Chromium. Lighthouse (about 200 packages) is
    installed at its pinned version on first use, beside the build's cache, not with the app's
    packages: only this benchmark needs it, and every fresh `npm ci` would pay for it."""
    home = build.ROOT / ".build-cache" / "lighthouse"
    binary = home / "node_modules" / ".bin" / "lighthouse"
    if not binary.is_file():
        home.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [
                "npm",
                "install",
                "--prefix",
                str(home),
                "--no-audit",
                "--no-fund",
                "--loglevel=error",
                LIGHTHOUSE,
            ],
            check=True,
        )
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        subprocess.run(
            [
                str(binary),
                url,
                "--only-categories=performance",
                "--output=json",
                f"--output-path={report}",
                "--chrome-flags=--headless=new --no-sandbox",
                "--quiet",
            ],
            check=True,
            env={**os.environ, "CHROME_PATH": chromium_path() or ""},
            timeout=TIMEOUT_MS / 1000,
        )
        result = json.loads(report.read_text())
    audits = result["audits"]
    return {
        "performance": result["categories"]["performance"]["score"] * 100,
        "lcp": audits["largest-contentful-paint"]["numericValue"],
        "tbt": audits["total-blocking-time"]["numericValue"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--slow-runs", type=int, default=3)
    parser.add_argument("--baseline", default=BASELINE, help="git revision of today's build")
    parser.add_argument(
        "--lighthouse", action="store_true", help="also Lighthouse mobile's performance audit"
    )
    parser.add_argument(
        "--restart", action="store_true", help="only the browser-restart mode (see above)"
    )
    parser.add_argument("--restarts", type=int, default=5, help="browser restarts per page")
    args = parser.parse_args()
    started = time.monotonic()
    folder = Path(tempfile.mkdtemp(prefix="sobremesa-bench-"))
    new_out = folder / "new"
    info = build.build(new_out)
    (new_out / "bench").mkdir()
    stock = new_out / "bench" / "stock"
    stock.mkdir()
    for name in build.RUNTIME_FILES:
        shutil.copy2(build.ROOT / "node_modules" / "pyodide" / name, stock / name)
    (new_out / "bench" / "bare.html").write_text(BARE_PAGE.replace("RUNTIME", "./stock"))
    (new_out / "bench" / "bare-build.html").write_text(BARE_PAGE.replace("RUNTIME", "../runtime"))
    (new_out / "bench" / "paint.html").write_text(PAINT_PAGE)
    (new_out / "bench" / "home.html").write_text(home_page((new_out / "index.html").read_text()))
    if args.restart:
        server, base = serve_folder(new_out)
        print(f"this build: cache version {info['version']}")
        restart_bench(base, args.restarts)
        server.shutdown()
        print(f"benchmark took {time.monotonic() - started:.0f} s")
        shutil.rmtree(folder, ignore_errors=True)
        return
    base_out = build_baseline(args.baseline, folder / "baseline")
    new_server, new_base = serve_folder(new_out)
    old_server, old_base = serve_folder(base_out)

    rows: dict[str, list] = {
        "bare": [],
        "bare_build": [],
        "new": [],
        "old": [],
        "slow_new": [],
        "slow_old": [],
    }
    with sync_playwright() as p:
        launch = {"args": CHROMIUM_FLAGS}
        if chromium_path():
            launch["executable_path"] = chromium_path()
        browser = p.chromium.launch(**launch)
        for _ in range(args.runs):
            rows["bare"].append(bare(browser, new_base))
            rows["bare_build"].append(bare(browser, new_base, "bare-build.html"))
            rows["new"].append(visit_twice(browser, new_server, new_base, new=True))
            rows["old"].append(visit_twice(browser, old_server, old_base, new=False))
        for _ in range(args.slow_runs):
            rows["slow_new"].append(slow_first_visit(browser, new_base))
            rows["slow_old"].append(slow_first_visit(browser, old_base))
        browser.close()
    audits = {}
    if args.lighthouse:
        audits = {"old": lighthouse(old_base), "new": lighthouse(new_base)}
    new_server.shutdown()
    old_server.shutdown()

    def med(key: str, field: str | None = None) -> float:
        values = rows[key] if field is None else [row[field] for row in rows[key]]
        return statistics.median(values)

    bare_ms = med("bare")
    new_raw, new_served = precache_sizes(new_out)
    old_raw, old_served = precache_sizes(base_out)
    mb = 1e6
    print(f"today's build: {args.baseline}; this build: cache version {info['version']}")
    print(f"medians of {args.runs} runs, unthrottled, ms from navigation start to engine ready")
    print(f"  bare loadPyodide() page, Pyodide as published  {bare_ms:7.0f}")
    print(f"  the same page on this build's runtime           {med('bare_build'):7.0f}")
    print(
        f"  first visit   today {med('old', 'ready'):7.0f}   now {med('new', 'ready'):7.0f}"
        f"   ({med('new', 'ready') / med('old', 'ready'):.2f}x)"
    )
    print(
        f"  repeat visit  today {med('old', 'ready2'):7.0f}   now {med('new', 'ready2'):7.0f}"
        f"   snapshot: {', '.join(sorted({r['snapshot2'] for r in rows['new']}))}"
    )
    print(
        f"  repeat visit ready / bare page: today {med('old', 'ready2') / bare_ms:.2f}, "
        f"now {med('new', 'ready2') / bare_ms:.2f}  (goal <= 0.3)"
    )
    print(
        f"  longest task on a repeat visit: today {med('old', 'task2'):.0f} ms, "
        f"now {med('new', 'task2'):.0f} ms"
    )
    print(
        f"  largest paint on a first visit: today {med('old', 'paint'):7.0f}   "
        f"now {med('new', 'paint'):7.0f}  (the home screen)"
    )
    print(
        f"  QR library files the page asked for on a first visit: today "
        f"{med('old', 'qr'):.0f}, now {med('new', 'qr'):.0f}"
    )
    print("first visit on the wire (server-counted, until the worker holds every file)")
    print(
        f"  today {med('old', 'bytes') / mb:6.2f} MB for a precache of {old_raw / mb:.2f} MB "
        f"(sent as {old_served / mb:.2f} MB): {med('old', 'bytes') / old_served:.2f}x"
    )
    print(
        f"  now   {med('new', 'bytes') / mb:6.2f} MB for a precache of {new_raw / mb:.2f} MB "
        f"(sent as {new_served / mb:.2f} MB): {med('new', 'bytes') / new_served:.2f}x  "
        "(goal <= 1.05)"
    )
    print(
        f"  first-visit bytes now / today's precache: {med('new', 'bytes') / old_raw:.2f}; "
        f"standard library {info['stdlib_modules']} modules"
    )
    slow_old, slow_new = med("slow_old", "ready"), med("slow_new", "ready")
    print(
        f"first visit, Slow 4G (180,000 B/s down, 562.5 ms) + CPU x{CPU_SLOWDOWN}, "
        f"median of {args.slow_runs}:"
    )
    print(
        f"  today {slow_old / 1000:6.1f} s   now {slow_new / 1000:6.1f} s   "
        f"ratio {slow_new / slow_old:.2f}  (goal <= 0.4)"
    )
    print(
        f"  largest paint: today {med('slow_old', 'paint') / 1000:6.1f} s   "
        f"now {med('slow_new', 'paint') / 1000:6.1f} s"
    )
    if audits:
        print("Lighthouse mobile (cold profile, simulated Slow 4G, CPU x4), one run each:")
        for name, label in (("old", "today"), ("new", "now  ")):
            audit = audits[name]
            print(
                f"  {label} performance {audit['performance']:3.0f}   "
                f"LCP {audit['lcp'] / 1000:5.1f} s   TBT {audit['tbt']:6.0f} ms"
            )
        print("  (goal: performance >= 90, LCP <= 2.5 s, TBT <= 200 ms)")
    print(f"(all runs: {json.dumps(rows)})")
    print(f"benchmark took {time.monotonic() - started:.0f} s")
    shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
