"""What the e2e tests and the benchmark scripts share, in one place they all import: the
Chromium to drive and its flags, the app built and served on a free localhost port, and the
recorder script put into every phone's page.

The browser is Debian's `chromium` where it is installed (or $SOBREMESA_CHROMIUM); elsewhere
Playwright's own build (`playwright install chromium`).
"""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
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
]
RECORDER = (Path(__file__).parent / "recorder.js").read_text()


def chromium_path() -> str | None:
    return os.environ.get("SOBREMESA_CHROMIUM") or shutil.which("chromium")


def tree_cpu(root: int | None = None) -> float:
    """Processor seconds used so far by a process and every process under it (the browsers a
    test drives and their renderers, Playwright's driver), the exited ones included: a reaped
    child's time is in its parent's `cutime`. Unlike wall-clock time, a loaded machine does not
    inflate it, so it says what a test costs on a machine shared with other work."""
    root = os.getpid() if root is None else root
    tick = os.sysconf("SC_CLK_TCK")
    parents: dict[int, int] = {}
    spent: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()
        parents[int(entry)] = int(fields[1])
        spent[int(entry)] = sum(int(f) for f in fields[11:15])
    total = 0
    for pid, ticks in spent.items():
        ancestor = pid
        while ancestor in parents and ancestor != root:
            ancestor = parents[ancestor]
        if ancestor == root:
            total += ticks
    return total / tick


def launch_args(flags: list[str] = CHROMIUM_FLAGS) -> dict[str, Any]:
    """Keyword arguments for Playwright's `chromium.launch`."""
    args: dict[str, Any] = {"args": list(flags)}
    if chromium_path():
        args["executable_path"] = chromium_path()
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
    import json

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
