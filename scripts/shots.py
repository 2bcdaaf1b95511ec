"""Screenshots of every screen of every game, at 320x640 and 390x844 (844x390: a phone on its
side; 1280x800: a big screen), in Spanish and English, in the dark and the light colour scheme,
for a person to look at (prints where they went and any screen that scrolls sideways).
Files are named width-lang-scheme-screen.png.

Usage: python scripts/shots.py [--out shots] [--widths 320,390,844,1280] [--langs es,en]
                               [--schemes dark,light] [--games ids]
"""

from __future__ import annotations

import argparse
import sys
import time
from itertools import product
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core import Teams  # noqa: E402
from engine.games import catalog, get_game  # noqa: E402
from scripts.harness import launch_args, served_site  # noqa: E402

HEIGHTS = {320: 640, 390: 844, 844: 390, 1280: 800}  # phones, a phone on its side, a TV
APP = "from sobremesa_web import browser\nimport json\napp = browser.current.app\n"


def python(page: Page, code: str) -> object:
    return page.evaluate("code => sobremesaPyodide.runPython(code)", APP + code)


def overflow(page: Page) -> int:
    return page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )


def save(page: Page, path: Path, wide: list[str], settle_ms: int = 50) -> None:
    """A full-page screenshot once the frame has painted; `wide` collects the screens that
    scroll sideways."""
    page.wait_for_timeout(settle_ms)  # let the frame paint (a screenshot, not a test)
    page.screenshot(path=str(path), full_page=True)
    if overflow(page) > 0:
        wide.append(path.name)


# One move of the game on screen: the person's first legal move, a bot's own. In a game of
# physics (Catch the Moon) a placement is what a hand would make, planned in the page as a bot's
# is, never one of the rules' example reports (ladders drawn in the air): while its plan is
# still coming, the move waits ("waiting") and the page gets on with it.
STEP = """
from engine.core import PHYSICS, Random
from engine.games import bots_for
s = app.session
def step():
    if s.table.result() is not None:
        return "over"
    if s.curtain is not None:
        s.lift_curtain()
    seat = next(iter(s.table.view(None)["active"]), None)
    if seat is None:
        return "over"
    legal = s.table.legal_actions(seat)
    physical = s.table.game.kind == PHYSICS
    if seat in s.humans:
        s.viewer = seat
        decision = None
        if physical and legal[0]["type"] != "roll":
            hand = bots_for(s.game_id).make_bot("normal", s.table.physics)
            decision = hand.decide(s.table.view(seat), legal, Random(len(s.table.log)))
            if decision is None:
                return "waiting"
        s.submit(seat, decision.action if decision else legal[0])
    else:
        decision = s.table.bot_decision(seat)  # None: a plan still coming (Catch the Moon)
        if decision is None and physical:
            return "waiting"
        s.table.submit(seat, decision.action if decision else legal[0])
    return "moved"
"""


def play_on(page: Page, moves: int, patience_s: float = 120) -> None:
    """Move the game on by `moves` moves (or to its end)."""
    deadline = time.monotonic() + patience_s
    made = 0
    while made < moves and time.monotonic() < deadline:
        said = python(page, STEP + "step()")
        if said == "over":
            break
        if said == "waiting":
            page.wait_for_timeout(100)
        else:
            made += 1
    python(page, "app.invalidate()")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("shots"))
    parser.add_argument("--widths", default="320,390")
    parser.add_argument("--langs", default="es,en")
    parser.add_argument("--schemes", default="dark,light", help="dark, light or both")
    parser.add_argument("--games", default=",".join(g.id for g in catalog()))
    args = parser.parse_args()
    schemes = args.schemes.split(",")
    if not set(schemes) <= {"dark", "light"}:
        parser.error(f"--schemes takes dark and/or light, not {args.schemes!r}")
    args.out.mkdir(parents=True, exist_ok=True)
    wide: list[str] = []
    with served_site() as (base, _folder, _info), sync_playwright() as p:
        browser = p.chromium.launch(**launch_args())
        widths = [int(w) for w in args.widths.split(",")]
        for width, lang, scheme in product(widths, args.langs.split(","), schemes):
            context = browser.new_context(
                viewport={"width": width, "height": HEIGHTS.get(width, 844)},
                locale="es-ES" if lang == "es" else "en-US",
                has_touch=True,
                reduced_motion="reduce",  # still screens: no card caught in flight
                color_scheme=scheme,
            )
            page = context.new_page()

            prefix = f"{width}-{lang}-{scheme}"

            def shot(name: str, page: Page = page, prefix: str = prefix) -> None:
                save(page, args.out / f"{prefix}-{name}.png", wide)

            page.goto(base + "?seed=11&tempo=0.01&nosw")
            page.wait_for_selector("html[data-ready]", state="attached", timeout=300_000)
            # Catch the Moon's bots plan with the physics: loaded before they are asked.
            page.evaluate("async () => { await window.sobremesaMoon?.ready; }")
            shot("home")
            for game in args.games.split(","):
                python(page, f"app.handle('home')\napp.handle('choose', json.dumps('{game}'))")
                shot(f"{game}-setup")
                if any(isinstance(o, Teams) for o in get_game(game).options):
                    # five seats in three teams: one team short, Start off and saying why
                    python(page, "app.handle('add-seat')")
                    python(page, "app.handle('refresh', None, {'option-teams': '3'})")
                    shot(f"{game}-teams")
                python(page, f"app.handle('rules', json.dumps('{game}'))")
                shot(f"{game}-how-to")
                python(page, "app.handle('rules')\napp.handle('invite')")
                # the invitation made (its QR), or its failure said: never "Preparing…"
                page.wait_for_selector(".lobby .qr, .lobby .invite .error", timeout=30_000)
                shot(f"{game}-lobby")
                python(page, f"app.handle('home')\napp.handle('choose', json.dumps('{game}'))")
                python(page, "app.handle('start')")
                shot(f"{game}-table")
                play_on(page, 12)
                shot(f"{game}-later")
                play_on(page, 3000)
                shot(f"{game}-end")
            python(page, "app.handle('home')\napp.handle('choose', json.dumps('claro'))")
            python(page, "app.handle('invite')")
            try:
                page.wait_for_selector(".lobby input.code", timeout=30_000)
            except Exception:
                page.screenshot(path=str(args.out / f"{prefix}-invite-failed.png"))
                raise
            link = page.locator(".lobby input.code").input_value()
            guest = context.new_page()
            guest.goto(str(link).replace("#", "?nosw#", 1))
            guest.wait_for_selector("html[data-ready]", state="attached", timeout=300_000)
            guest.wait_for_timeout(50)
            guest.screenshot(path=str(args.out / f"{prefix}-join.png"), full_page=True)
            context.close()
        browser.close()
    print(f"screenshots in {args.out}/")
    print("screens wider than the phone: " + (", ".join(wide) if wide else "none"))


if __name__ == "__main__":
    main()
