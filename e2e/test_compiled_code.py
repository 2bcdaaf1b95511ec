"""Compiled code that survives a browser restart: after one visit, a phone that closes its browser
and opens the app again starts from the runtime's compiled code, not from a fresh compile of its
9.6 MB wasm, and still starts with no network (docs/compiled-code.md)."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from playwright.sync_api import BrowserContext, Playwright, expect

from e2e.conftest import traced, wait_ready, wasm_code_cache
from scripts.harness import CHROMIUM_FLAGS, chromium_path

# Chromium's trace of what it does with a wasm's compiled code (the DevTools timeline's events).
TRACE = ["disabled-by-default-devtools.timeline", "v8.wasm"]


@contextmanager
def browser_with(
    playwright: Playwright, profile: Path, *, offline: bool = False
) -> Iterator[BrowserContext]:
    """A browser opened on a persistent profile (a phone's), closed at the end."""
    launch: dict = {"args": CHROMIUM_FLAGS, "headless": True, "offline": offline}
    launch |= {"viewport": {"width": 390, "height": 844}, "locale": "en-US"}
    if path := chromium_path(shell=True):
        launch["executable_path"] = path
    context = playwright.chromium.launch_persistent_context(str(profile), **launch)
    try:
        yield context
    finally:
        context.close()


def traced_start(context: BrowserContext, url: str) -> tuple[dict, list[dict]]:
    """Open the app, wait until it is ready; its boot timings and the wasm trace events."""
    page = context.pages[0] if context.pages else context.new_page()
    with traced(page, TRACE) as trace:
        page.goto(url)
        wait_ready(page)
        timings = page.evaluate("({...window.sobremesaTimings})")
    events = json.loads(trace[0])["traceEvents"]
    return timings, [e for e in events if e.get("name", "").startswith("v8.wasm.")]


def test_a_reopened_browser_reuses_the_runtimes_compiled_code_and_starts_offline(
    playwright: Playwright, site: str, tmp_path: Path
):
    profile = tmp_path / "phone"
    with browser_with(playwright, profile) as context:
        timings, events = traced_start(context, site)
        page = context.pages[0]
        page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=120_000)
        page.wait_for_function("window.sobremesaTimings.snapshotSaved !== undefined")
        # V8 keeps the module's code once enough of it is optimised, seconds after it ran.
        deadline = time.monotonic() + 60
        while wasm_code_cache(profile) < 100_000:
            assert time.monotonic() < deadline, "Chromium kept no compiled code of the runtime"
            page.wait_for_timeout(500)
        assert timings.get("compiled") == "streaming-network"

    with browser_with(playwright, profile) as context:
        timings, events = traced_start(context, site)
        hits = [e.get("args", {}) for e in events if e["name"] == "v8.wasm.moduleCacheHit"]
        assert any("runtime/pyodide.asm.wasm?v=" in hit.get("url", "") for hit in hits), events
        assert timings["snapshot"] == "loaded"
        assert timings.get("compiled") == "http-cache"

    with browser_with(playwright, profile, offline=True) as context:
        timings, events = traced_start(context, site)
        assert any(e["name"] == "v8.wasm.moduleCacheHit" for e in events), events
        assert timings["snapshot"] == "loaded"
        assert timings.get("compiled") == "http-cache"
        page = context.pages[0]
        page.get_by_role("button", name="Play Claro").click()
        expect(page.get_by_role("heading", name="Claro: players")).to_be_visible()
