"""Screenshots of the replay viewer of every game, for a person to look at: a game played to its
end by bots, opened from its `#replay=` link, as dealt, half-way (the table's view, then a
seat's where the game has hands), with the log's sheet open, at its end, its link's sheet and
How to play; at 320x640,
390x844 and 844x390 (a phone on its side), in Spanish and English, dark and light. Files are
named WxH-lang-scheme-game-what.png; it prints any screen that scrolls or whose transport
overlaps the table.

Usage: python scripts/shots_replay.py [--out DIR] [--sizes 320x640,390x844,844x390]
                                      [--langs es,en] [--schemes dark,light] [--games ids]
"""

from __future__ import annotations

import argparse
import sys
from itertools import product
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.games import catalog  # noqa: E402
from engine.replay import encode  # noqa: E402
from scripts.harness import launch_args, served_site  # noqa: E402
from scripts.replay_sizes import play  # noqa: E402
from scripts.shots import python  # noqa: E402

# The transport against the table, and the page against the screen (what a person would see as
# a control lying over the table or a screen to scroll).
LAYOUT = """() => {
  const box = (s) => document.querySelector(s)?.getBoundingClientRect();
  const a = box('.replay-transport'), b = box('.table-area');
  const overlap = a && b && a.left < b.right && b.left < a.right
    && a.top < b.bottom && b.top < a.bottom;
  const page = document.documentElement;
  const out = [...document.querySelectorAll('.replay button, .replay input')].filter((el) => {
    const r = el.getBoundingClientRect();
    return r.width && (r.left < 0 || r.top < 0 || r.right > innerWidth + 0.5
      || r.bottom > innerHeight + 0.5);
  }).map((el) => el.id || el.className);
  const scrolls = page.scrollHeight > page.clientHeight || page.scrollWidth > page.clientWidth;
  return {overlap, scrolls, out};
}"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("/tmp/replay-shots"))
    parser.add_argument("--sizes", default="320x640,390x844,844x390")
    parser.add_argument("--langs", default="es,en")
    parser.add_argument("--schemes", default="dark,light")
    parser.add_argument("--games", default=",".join(g.id for g in catalog()))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    codes = {g: encode(play(g, 3, 5)) for g in args.games.split(",")}
    problems: list[str] = []
    with served_site() as (base, _folder, _info), sync_playwright() as p:
        browser = p.chromium.launch(**launch_args())
        sizes = [tuple(int(n) for n in s.split("x")) for s in args.sizes.split(",")]
        for (width, height), lang, scheme in product(
            sizes, args.langs.split(","), args.schemes.split(",")
        ):
            context = browser.new_context(
                viewport={"width": width, "height": height},
                locale="es-ES" if lang == "es" else "en-US",
                has_touch=True,
                reduced_motion="reduce",
                color_scheme=scheme,
            )
            page = context.new_page()
            page.goto(base + "?nosw")
            page.wait_for_selector("html[data-ready]", state="attached", timeout=300_000)
            prefix = f"{width}x{height}-{lang}-{scheme}"
            for game, code in codes.items():

                def shot(what: str, page: Page = page, game: str = game, prefix=prefix) -> None:
                    name = f"{prefix}-{game}-{what}"
                    page.wait_for_timeout(150)  # let the frame (and a canvas) paint
                    page.screenshot(path=str(args.out / f"{name}.png"))
                    found = page.evaluate(LAYOUT)
                    if found["overlap"] or found["scrolls"] or found["out"]:
                        problems.append(f"{name}: {found}")

                python(page, f"app.handle('home')\napp.open_replay({code!r})\napp.invalidate()")
                page.wait_for_selector(".replay-transport")
                if game == "catch_the_moon":
                    page.evaluate("async () => { await window.sobremesaMoon?.ready; }")
                shot("dealt")
                python(page, "app.handle('replay-step', json.dumps(app.viewer.replay.moves // 2))")
                shot("middle")
                if page.locator("#replay-seat-1").count():
                    page.locator("#replay-seat-1").click()
                    shot("seat")
                page.locator("#log-open").click()
                shot("log")
                python(page, "app.handle('sheet')\napp.handle('replay-step', json.dumps(10**6))")
                shot("end")
                page.locator("#replay-share").click()
                page.wait_for_selector(".sheet-share")
                shot("share")
                python(
                    page,
                    "app.handle('share-close')\n"
                    "app.handle('rules', json.dumps(app.viewer.replay.game_id))",
                )
                shot("how-to")
                python(page, "app.handle('rules')")
            context.close()
        browser.close()
    print(f"screenshots in {args.out}/")
    print("problems: " + ("\n".join(problems) if problems else "none"))


if __name__ == "__main__":
    main()
