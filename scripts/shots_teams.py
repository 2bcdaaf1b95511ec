"""Screenshots of Colorful's teams across phones, for a person to look at: the host's lobby
with a guest seated in a team (and moved to another), and the guest's screen saying which team
it plays in, at 320x640 and 390x844, in Spanish and English, over real WebRTC between two
browser contexts. Prints any screen that scrolls sideways.

Usage: python scripts/shots_teams.py [--out shots] [--widths 320,390] [--langs es,en]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scripts.harness import launch_args, served_site  # noqa: E402
from scripts.shots import HEIGHTS, python, save  # noqa: E402

READY = "html[data-ready]"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
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
                    save(page, args.out / f"{width}-{lang}-teams-{name}.png", wide, settle_ms=80)

                host.goto(base + "?seed=11&nosw")
                host.wait_for_selector(READY, state="attached", timeout=120_000)
                python(
                    host,
                    "app.handle('choose', json.dumps('colorful'))\n"
                    "app.handle('remove-seat', json.dumps(3))\n"
                    "app.handle('refresh', None, {'option-teams': '2'})\n"
                    "app.handle('invite')",
                )
                host.wait_for_selector(".lobby .qr svg", timeout=30_000)
                link = host.locator(".lobby input.code").input_value()
                guest.goto(link.replace("#", "?nosw#", 1))
                guest.wait_for_selector(READY, state="attached", timeout=120_000)
                guest.fill("input[name=guest-name]", "Gus")
                guest.click("#join")
                guest.wait_for_selector("textarea.answer-code", timeout=30_000)
                host.fill(
                    "textarea[name=answer]", guest.locator("textarea.answer-code").input_value()
                )
                host.click("#connect")
                host.wait_for_selector("select[name=team-3]", timeout=30_000)
                guest.wait_for_selector(".your-team", timeout=30_000)
                shot(host, "lobby")
                shot(guest, "guest")
                host.select_option("select[name=team-3]", "0")  # Gus with the host: one short
                host.wait_for_selector(".start-reason", timeout=10_000)
                guest.wait_for_selector(".your-team.team-0", timeout=10_000)
                shot(host, "lobby-moved")
                shot(guest, "guest-moved")
                host_context.close()
                guest_context.close()
        browser.close()
    print(f"screenshots in {args.out}/")
    print("screens wider than the phone: " + (", ".join(wide) if wide else "none"))


if __name__ == "__main__":
    main()
