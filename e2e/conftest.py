"""The e2e harness: one build served on a free localhost port, one shared Chromium for the
session (starting a browser is slow), and a fresh browser context per test (pytest-playwright's
`context` and `page` fixtures, configured here).

The browser is Debian's `chromium` where it is installed (or $SOBREMESA_CHROMIUM); elsewhere
Playwright's own build (`playwright install chromium`).
"""

from __future__ import annotations

import os
import shutil
import sys
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import build  # noqa: E402
import serve  # noqa: E402

BASE_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
# Without both, headless Chromium gathers no ICE candidate on a machine with no route out.
CHROMIUM_FLAGS = [
    *BASE_FLAGS,
    "--allow-loopback-in-peer-connection",
    "--use-fake-ui-for-media-stream",
]
BOOT_TIMEOUT_MS = 60_000


def chromium_path() -> str | None:
    return os.environ.get("SOBREMESA_CHROMIUM") or shutil.which("chromium")


@contextmanager
def separate_chromium(flags: list[str]) -> Iterator[Callable[..., Any]]:
    """A second Chromium with flags of its own (a fake camera, say), on its own thread: Playwright
    allows one sync instance per thread, and the shared browser holds the main thread's.

    Yields `run(scenario, *args)`, which calls `scenario(browser, *args)` on that thread.
    """
    from playwright.sync_api import sync_playwright

    worker = ThreadPoolExecutor(1, thread_name_prefix="own-chromium")
    held: dict[str, Any] = {}

    def start() -> None:
        held["playwright"] = sync_playwright().start()
        launch: dict[str, Any] = {"args": flags}
        if chromium_path():
            launch["executable_path"] = chromium_path()
        held["browser"] = held["playwright"].chromium.launch(**launch)

    def stop() -> None:
        held["browser"].close()
        held["playwright"].stop()

    worker.submit(start).result(timeout=120)
    try:
        yield lambda scenario, *args: worker.submit(scenario, held["browser"], *args).result(
            timeout=180
        )
    finally:
        worker.submit(stop).result(timeout=60)
        worker.shutdown()


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The app, freshly built and served as a static site; yields its base URL."""
    out = tmp_path_factory.mktemp("site")
    build.build(out)
    server = serve.make_server(out)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    args = {**browser_type_launch_args, "args": CHROMIUM_FLAGS}
    path = chromium_path()
    if path:
        args["executable_path"] = path
    return args


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    return {**browser_context_args, "viewport": {"width": 390, "height": 844}, "locale": "en-US"}


def wait_ready(page, timeout: float = BOOT_TIMEOUT_MS) -> None:
    """Wait until Python has painted the app (never a blind sleep)."""
    page.wait_for_selector("html[data-ready]", state="attached", timeout=timeout)


def open_app(page, site: str, query: str = "") -> None:
    page.goto(site + query)
    wait_ready(page)
