"""Screenshots of Colorful's teams across phones, for a person to look at: the host's lobby
with a guest seated in a team (and moved to another), and the guest's screen saying which team
it plays in, at 320x640 and 390x844, in Spanish and English, over real WebRTC between two
browser contexts. Prints any screen that scrolls sideways.

Usage: python scripts/shots_teams.py [--out shots] [--widths 320,390] [--langs es,en]
"""

from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import Page

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scripts.shots import python  # noqa: E402
from scripts.shots_join import READY, Shot, two_phones  # noqa: E402


def teams(base: str, host: Page, guest: Page, shot: Shot) -> None:
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
    host.fill("textarea[name=answer]", guest.locator("textarea.answer-code").input_value())
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


if __name__ == "__main__":
    two_phones(__doc__ or "", "teams", teams)
