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
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import build  # noqa: E402
import serve  # noqa: E402

CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--allow-loopback-in-peer-connection",
    "--use-fake-ui-for-media-stream",
]
BOOT_TIMEOUT_MS = 60_000


def chromium_path() -> str | None:
    return os.environ.get("SOBREMESA_CHROMIUM") or shutil.which("chromium")


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
