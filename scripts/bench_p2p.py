"""How fast two browsers connect over web/js/p2p.js and how fast a message goes there and back.

Two contexts of one headless Chromium on this machine stand for two phones; the codes are passed
as strings, as soon as they exist (a person copying or scanning adds their own seconds). Prints
medians over several runs:

    invitation ready   host: createOffer -> ICE gathering done -> code
    answer ready       guest: link opened -> offer decoded -> gathering done -> answer code
    join               guest: link opened -> data channel open (includes the host accepting)
    accept -> open     host: answer code pasted -> data channel open
    round trip         host -> guest -> host, a small message (the guest echoes)

Usage: .venv/bin/python scripts/bench_p2p.py [--runs 5] [--pings 20]
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scripts.harness import CHROMIUM_FLAGS as FLAGS  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:
        pass


def serve(directory: str) -> http.server.ThreadingHTTPServer:
    handler = functools.partial(_Quiet, directory=directory)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def one_run(browser: Any, url: str, pings: int, camera: bool) -> dict[str, float]:
    contexts = [browser.new_context() for _ in range(2)]
    try:
        host, guest = (c.new_page() for c in contexts)
        for page in (host, guest):
            page.goto(url)
        options = {"camera": camera}
        host.bring_to_front()
        offer = host.evaluate("o => harness.host('g', o)", options)
        guest.bring_to_front()
        answer = guest.evaluate("([c, o]) => harness.guest('h', c, o)", [offer, options])
        host.bring_to_front()
        host.evaluate("c => harness.accept('g', c)", answer)
        guest.bring_to_front()
        guest.evaluate("harness.opened('h')")
        guest.evaluate("links.h.echo = true")
        host.bring_to_front()
        trips = [host.evaluate("harness.roundTrip('g', 'ping')") for _ in range(pings)]
        hm = host.evaluate("links.g.marks")
        gm = guest.evaluate("links.h.marks")
        return {
            "invitation ready": hm["code"] - hm["start"],
            "answer ready": gm["code"] - gm["start"],
            "join": gm["open"] - gm["start"],
            "accept -> open": hm["open"] - hm["accept"],
            "round trip": statistics.median(trips),
            "offer chars": len(offer),
            "answer chars": len(answer),
        }
    finally:
        for context in contexts:
            context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--pings", type=int, default=20)
    parser.add_argument("--camera", action="store_true", help="ask for the camera first")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as site:
        for script in ("p2p-codes.js", "p2p.js"):
            shutil.copy(ROOT / "web" / "js" / script, site)
        shutil.copy(ROOT / "e2e" / "fixtures" / "p2p_harness.html", site)
        server = serve(site)
        url = f"http://127.0.0.1:{server.server_address[1]}/p2p_harness.html"
        path = os.environ.get("SOBREMESA_CHROMIUM") or shutil.which("chromium")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=path, args=FLAGS)
            runs = [one_run(browser, url, args.pings, args.camera) for _ in range(args.runs)]
            version = browser.version
            browser.close()
        server.shutdown()

    print(f"Chromium {version}, {args.runs} runs, {args.pings} round trips each (medians)")
    for key in runs[0]:
        values = [r[key] for r in runs]
        if key.endswith("chars"):
            print(f"  {key:<18} {statistics.median(values):7.0f}")
        else:
            spread = f"(min {min(values):.1f}, max {max(values):.1f})"
            print(f"  {key:<18} {statistics.median(values):7.1f} ms  {spread}")


if __name__ == "__main__":
    main()
