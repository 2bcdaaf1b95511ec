"""What the e2e tests and the benchmark scripts share, in one place they all import: the
Chromium to drive and its flags, the app built and served on a free localhost port, the
recorder script put into every phone's page, the wait for the app's first paint, and the bots'
thinking that shows whether the page's thread stays free.

The browser is Debian's (or $SOBREMESA_CHROMIUM): the tests drive its headless shell
(`chromium-headless-shell`, a fraction of the full browser's processor time per phone), the
benchmarks the full `chromium`; elsewhere Playwright's own build (`playwright install chromium`).
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from scripts import build, serve

ROOT = Path(__file__).resolve().parent.parent
BASE_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
# Without the first two, headless Chromium gathers no ICE candidate on a machine with no route
# out. The others keep a page's timers running when another page is in front: each page plays a
# phone of its own, and a real phone's game is in front on that phone (hidden pages would
# otherwise stop pinging after minutes, and the host would rightly see those guests as away).
CHROMIUM_FLAGS = [
    *BASE_FLAGS,
    "--allow-loopback-in-peer-connection",
    "--use-fake-ui-for-media-stream",
    "--disable-background-timer-throttling",
    "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
    "--disable-features=IntensiveWakeUpThrottling",
    # The public STUN servers an invitation asks when online (web/js/p2p.js's PUBLIC_STUN) are
    # never looked up from a test or a benchmark: no packet leaves this machine, and a code is
    # what an offline phone makes (the NAT lab names its own STUN server by address).
    "--host-resolver-rules=MAP stun.l.google.com ~NOTFOUND, MAP stun.cloudflare.com ~NOTFOUND",
]
RECORDER = (Path(__file__).parent / "recorder.js").read_text()


def chromium_path(*, shell: bool = False) -> str | None:
    """The Chromium to drive: $SOBREMESA_CHROMIUM if set, else Debian's. With `shell` (the
    tests), Debian's headless shell where it is installed: the same Blink and V8 without a
    browser's window, tabs and toolbar, whose WebUI renderer and spare renderer every new
    context of the full browser pays for. Measured here, a context with a page of its own cost
    1.05 s of processor time in the full browser and 0.17 s in the shell, a phone's start from
    the snapshot 6.6 s against 3.7 s. The benchmarks drive the full browser (what a player runs),
    but for the ones that time a tap to its next frame (bench_main_thread.py, bench_paint.py):
    under Playwright's viewport (CDP device metrics) the full browser's headless mode draws some
    frames without presenting them ("Swap skipped"; a press of the set-up's Start at 1x CPU,
    its answer held 1.5 s, was reported at 1,528 ms), which neither the shell nor the full
    browser without the emulated viewport does (under 16 ms); the shell is the same renderer."""
    found = os.environ.get("SOBREMESA_CHROMIUM")
    if not found and shell:
        found = shutil.which("chromium-headless-shell")
    return found or shutil.which("chromium")


def _stat(pid: int | str) -> tuple[int, int, int] | None:
    """A process's (parent, start tick, own ticks), or None once it is gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = stat[stat.rindex(")") + 2 :].split()
    return int(fields[1]), int(fields[19]), int(fields[11]) + int(fields[12])


class ProcessorMeter:
    """Processor seconds used by a process and every process under it (the browsers a test
    drives, their renderers, Playwright's driver), the exited ones included. Unlike wall-clock
    time, a loaded machine does not inflate it, so it says what a test costs on a machine shared
    with other work.

    A process's time reaches an ancestor's `cutime` only if that ancestor waits for it; a
    browser's renderers outlive it and are reaped by init, so summing the living tree's times
    (and their `cutime`) drops what a closed browser spent and can even go backwards. Instead a
    thread reads every process of the tree each `every` seconds and remembers each one's own
    time at its last reading (a process is known by its pid and start tick), so what an exited
    process spent stays counted, and the total only grows. No `cutime` is added: a driver that
    reaps the browser it closes would bring the browser's time in a second time (a test that
    stopped its own Playwright showed 50 s of processor time in 7 s of wall time). What a
    process spends after its last reading, or in a life shorter than `every`, is not counted."""

    def __init__(self, root: int | None = None, every: float = 0.5) -> None:
        self.root = os.getpid() if root is None else root
        self.tick = os.sysconf("SC_CLK_TCK")
        self.seen: dict[tuple[int, int], int] = {}  # (pid, start tick) -> own ticks
        self.lock = threading.Lock()
        self.every = every
        self.thread: threading.Thread | None = None

    def _read(self) -> float:
        stats: dict[int, tuple[int, int, int]] = {}
        for entry in os.listdir("/proc"):
            if entry.isdigit() and (stat := _stat(entry)) is not None:
                stats[int(entry)] = stat
        with self.lock:
            for pid, (_parent, started, own) in stats.items():
                ancestor = pid
                while ancestor in stats and ancestor != self.root:
                    ancestor = stats[ancestor][0]
                if ancestor != self.root:
                    continue
                key = (pid, started)
                self.seen[key] = max(self.seen.get(key, 0), own)
            return sum(self.seen.values()) / self.tick

    def _run(self) -> None:
        while True:
            time.sleep(self.every)
            self._read()

    def spent(self) -> float:
        """Processor seconds so far (read now; the thread keeps readings between calls)."""
        if self.thread is None:
            self.thread = threading.Thread(target=self._run, daemon=True, name="processor-meter")
            self.thread.start()
        return self._read()


_meter: ProcessorMeter | None = None


def tree_cpu() -> float:
    """Processor seconds used so far by this process and every process under it, gone or not
    (one `ProcessorMeter` per process, reading from the first call on)."""
    global _meter
    if _meter is None or _meter.root != os.getpid():
        _meter = ProcessorMeter()
    return _meter.spent()


def launch_args(flags: list[str] = CHROMIUM_FLAGS, *, shell: bool = False) -> dict[str, Any]:
    """Keyword arguments for Playwright's `chromium.launch` (`shell`: see `chromium_path`)."""
    args: dict[str, Any] = {"args": list(flags)}
    if path := chromium_path(shell=shell):
        args["executable_path"] = path
    return args


@contextmanager
def served(folder: Path) -> Iterator[str]:
    """Serve a built `folder` on a free localhost port; yields its base URL."""
    server = serve.make_server(folder)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def once(done: Path, make: Callable[[], None]) -> None:
    """`make()` run by the first of several processes to get here, which leaves `done` behind
    (`make` writes it last: a `make` that failed half-way is made again); the others wait on a
    lock beside it and find it there."""
    import fcntl

    done.parent.mkdir(parents=True, exist_ok=True)
    with open(done.with_name(done.name + ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            if not done.is_file():
                make()
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


@contextmanager
def built_once(folder: Path, *, dev: bool = True) -> Iterator[Path]:
    """A build in `folder` that several processes share (`once`; the mark beside it is written
    once the build has returned)."""
    done = folder.parent / f"{folder.name}.built"
    once(done, lambda: (build.build(folder, dev=dev), done.touch()))
    yield folder


@contextmanager
def served_site(
    out: Path | None = None, label: str = "", *, dev: bool = True
) -> Iterator[tuple[str, Path, dict[str, Any]]]:
    """Build the app into `out` (a new temporary folder by default; `label` makes it another
    build of the same code) and serve it on a free localhost port; yields (base URL, folder,
    build info). It is a development build unless `dev` is False: the tests deal from `?seed`."""
    folder = out or Path(tempfile.mkdtemp(prefix="sobremesa-site-"))
    info = build.build(folder, label=label, dev=dev)
    try:
        with served(folder) as url:
            yield url, folder, info
    finally:
        if out is None:
            shutil.rmtree(folder, ignore_errors=True)


def run_in_pyodide(code: str) -> tuple[str, Any]:
    """Build and serve the site, boot the app in headless Chromium, run `code` in its Pyodide
    and return (the browser's version, the JSON its last expression gives, parsed): how the
    benchmarks time engine code where it really runs."""
    from playwright.sync_api import sync_playwright

    with served_site() as (base, _out, _info), sync_playwright() as p:
        browser = p.chromium.launch(**launch_args())
        page = browser.new_page()
        page.goto(base + "?nosw&nosnapshot")  # no worker making a snapshot beside the timing
        page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
        result = json.loads(page.evaluate("code => sobremesaPyodide.runPython(code)", code))
        version = browser.version
        browser.close()
    return version, result


BOOT_TIMEOUT_MS = 180_000  # a wait for readiness, not a sleep: three phones booting on 2 cores


def wait_ready(page: Any, timeout: float = BOOT_TIMEOUT_MS) -> None:
    """Wait until Python has painted the app and what it was doing is on the screen (never a
    blind sleep: boot.js's `sobremesaIdle`, no message to or from the worker in flight)."""
    page.wait_for_selector("html[data-ready]", state="attached", timeout=timeout)
    page.evaluate("() => window.sobremesaIdle()")


MARK = "sobremesa-bots-think"

# Strong bots (they search: the thinking that could stall a phone) play Claro in the app's
# Python, game after game, until they have thought for 400 ms in all; the answer says for how
# long they did.
BOTS_PLAY = """
import json, time
from engine.table import SeatInfo, Table

thought, decisions, longest, seed = 0.0, 0, 0.0, 11
while thought < 0.4 and seed < 40:  # a game ends sooner on a fast machine: the next one
    table = Table("claro", [SeatInfo(f"Bot {n}", "bot", "strong") for n in range(1, 5)], seed=seed)
    seed += 1
    while thought < 0.4 and table.result() is None:
        moved = False
        for seat in range(4):
            started = time.perf_counter()
            decision = table.bot_decision(seat)
            spent = time.perf_counter() - started
            thought += spent
            longest = max(longest, spent)
            if decision is not None:
                decisions += 1
                table.submit(seat, decision.action)
                moved = True
                break
        if not moved:
            break
json.dumps({"thought_ms": thought * 1000, "longest_ms": longest * 1000, "decisions": decisions})
"""

# The page's own record of the bots' turn: its long tasks (when each started and how long it held
# the thread, the page's clock) and the frames it drew meanwhile. A mark at the start ties the
# page's clock to the trace's.
WATCH_THE_PAGE = """async (code) => {
  const long = [];
  const keep = (entries) => {
    for (const entry of entries) long.push({ start: entry.startTime, ms: entry.duration });
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: "longtask" });
  let frames = 0;
  let counting = true;
  const count = () => { frames += 1; if (counting) requestAnimationFrame(count); };
  requestAnimationFrame(count);
  const markedAt = performance.mark(MARK).startTime;
  // from a task of the page's own (what DevTools runs is not reported as a long task)
  const answer = await new Promise((resolve) => {
    setTimeout(() => resolve(sobremesaPyodide.runPython(code)), 0);
  });
  counting = false;
  await new Promise((resolve) => setTimeout(resolve, 300)); // a long task is reported after it
  keep(observer.takeRecords());
  observer.disconnect();
  return { answer, long, frames, markedAt };
}""".replace("MARK", json.dumps(MARK))
