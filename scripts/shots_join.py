"""Screenshots of joining across phones, for a person to look at: the host's lobby (waiting,
a bad paste, a guest in, "start without them?", a guest away) and the guest's screens (join,
answer, back after a reload), at 320x640 and 390x844, in Spanish and English, over real
WebRTC between two browser contexts. Prints any screen that scrolls sideways.

Usage: python scripts/shots_join.py [--out shots] [--widths 320,390] [--langs es,en]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scripts.harness import launch_args, served_site  # noqa: E402
from scripts.shots import HEIGHTS, python, save  # noqa: E402

READY = "html[data-ready]"
Shot = Callable[[Page, str], None]


def two_phones(doc: str, label: str, scenario: Callable[[str, Page, Page, Shot], None]) -> None:
    """Run `scenario(base, host, guest, shot)` on two phones (browser contexts of one Chromium)
    at each width and language asked for on the command line; `shot(page, name)` saves
    `<width>-<lang>-<label>-<name>.png`. Prints the screens that scroll sideways."""
    parser = argparse.ArgumentParser(description=doc)
    parser.add_argument("--out", type=Path, default=Path("shots"))
    parser.add_argument("--widths", default="320,390")
    parser.add_argument("--langs", default="es,en")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    wide: list[str] = []
    with served_site() as (base, _folder, _info), sync_playwright() as p:
        browser = p.chromium.launch(**launch_args())
        for width in [int(w) for w in args.widths.split(",")]:
            for lang in args.langs.split(","):
                options = {
                    "viewport": {"width": width, "height": HEIGHTS.get(width, 844)},
                    "locale": "es-ES" if lang == "es" else "en-US",
                    "has_touch": True,
                }
                host_context, guest_context = (
                    browser.new_context(**options),
                    browser.new_context(**options),
                )
                host, guest = host_context.new_page(), guest_context.new_page()

                def shot(page: Page, name: str, width: int = width, lang: str = lang) -> None:
                    save(page, args.out / f"{width}-{lang}-{label}-{name}.png", wide, settle_ms=80)

                scenario(base, host, guest, shot)
                host_context.close()
                guest_context.close()
        browser.close()
    print(f"screenshots in {args.out}/")
    print("screens wider than the phone: " + (", ".join(wide) if wide else "none"))


def joining(base: str, host: Page, guest: Page, shot: Shot) -> None:
    host.goto(base + "?seed=11&nosw")
    host.wait_for_selector(READY, state="attached", timeout=120_000)
    python(host, "app.handle('choose', json.dumps('claro'))\napp.handle('invite')")
    host.wait_for_selector(".lobby .qr svg", timeout=30_000)
    shot(host, "lobby")
    link = host.locator(".lobby input.code").input_value()
    guest.goto(link.replace("#", "?nosw#", 1))
    guest.wait_for_selector(READY, state="attached", timeout=120_000)
    shot(guest, "guest")
    guest.fill("input[name=guest-name]", "Ana <b>&</b>")
    guest.click("#join")
    guest.wait_for_selector("textarea.answer-code", timeout=30_000)
    shot(guest, "answer")
    answer = guest.locator("textarea.answer-code").input_value()
    host.fill("textarea[name=answer]", answer[:40])
    host.click("#connect")
    host.wait_for_selector(".invite .error", timeout=10_000)
    shot(host, "lobby-error")
    host.fill("textarea[name=answer]", answer)
    host.click("#connect")
    host.wait_for_selector("#invite-more", timeout=30_000)
    shot(host, "lobby-joined")
    host.click("#invite-more")
    host.wait_for_selector(".lobby .qr svg", timeout=30_000)
    host.click("#start-party")
    shot(host, "lobby-confirm")
    host.click("#keep-waiting")
    guest.reload()
    guest.wait_for_selector(READY, state="attached", timeout=120_000)
    shot(guest, "reloaded")
    host.wait_for_selector(".lobby-seats .seat-away", timeout=30_000)
    shot(host, "lobby-away")


def main() -> None:
    two_phones(__doc__ or "", "join", joining)


if __name__ == "__main__":
    main()
