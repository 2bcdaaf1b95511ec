"""Save Cloud Mine's gallery of all 80 clouds, as the app shows it, to a PNG for review.

    python scripts/shots_clouds.py [--out clouds.png] [--width 390] [--lang en|es] [--table DIR]

Builds and serves the app, opens Cloud Mine's set-up screen, opens "How to play" and its "See
all 80 clouds", and screenshots the gallery. With --table DIR it also saves the table at each
step of a round (Lookout, Daydreamer, Spectator, round result) at 320 and 390 px wide in both
languages, the way a person looks at them.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import Page, sync_playwright  # noqa: E402

from scripts.harness import launch_args, served_site  # noqa: E402

LABELS = {
    "en": {"play": "Play Cloud Mine", "how": "How to play", "all": "See all 80 clouds"},
    "es": {"play": "Jugar a Cloud Mine", "how": "Cómo se juega", "all": "Ver las 80 nubes"},
}


def open_gallery(page: Page, url: str, lang: str) -> None:
    page.goto(url + "?seed=1")
    page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
    words = LABELS[lang]
    page.get_by_role("button", name=words["play"]).click()
    page.get_by_role("button", name=words["how"]).click()
    page.get_by_text(words["all"]).click()
    page.locator(".cloud-gallery figure").nth(79).wait_for()


def table_shots(page: Page, url: str, lang: str, width: int, out: Path) -> None:
    """Three people on one phone, one round: every private and public screen of it."""
    page.goto(url + f"?seed=4&lang={lang}")
    page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
    page.get_by_role("button", name=LABELS[lang]["play"]).click()
    rows = page.locator(".seat-row")
    while rows.count() > 3:
        page.locator(".seat-row .icon").last.click()
    for i in range(3):
        page.locator(f"#kind-{i}-human").click()
    page.locator("button#start").click()
    for step in range(10):
        page.wait_for_selector(".curtain button, [data-cmd=act], .round-result", timeout=30_000)
        if page.locator(".curtain").count():
            page.locator(".curtain button").click()
            continue
        page.screenshot(path=str(out / f"table-{lang}-{width}-{step}.png"), full_page=True)
        if page.locator(".round-result").count() and not page.locator("button.cloud").count():
            break
        if page.locator("input[name='field.name']").count():
            page.locator("input[name='field.name']").fill("perro dormilón con orejas")
            page.locator("#cm-say").click()
        elif page.locator(".round-result").count():
            break
        else:
            page.locator("button.cloud").first.click()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="cloud-mine-gallery.png")
    parser.add_argument("--width", type=int, default=390)
    parser.add_argument("--lang", default="en", choices=("en", "es"))
    parser.add_argument("--table", default=None, help="also save a round's screens here")
    args = parser.parse_args()
    with served_site() as (url, _folder, _info), sync_playwright() as pw:
        browser = pw.chromium.launch(**launch_args())
        locale = "en-US" if args.lang == "en" else "es-ES"
        page = browser.new_page(viewport={"width": args.width, "height": 900}, locale=locale)
        open_gallery(page, url, args.lang)
        page.locator(".cloud-gallery").screenshot(path=args.out)
        print(f"saved the gallery of {page.locator('.cloud-gallery figure').count()} clouds")
        print(f"to {args.out}")
        if args.table:
            out = Path(args.table)
            out.mkdir(parents=True, exist_ok=True)
            for lang in ("es", "en"):
                for width in (320, 390):
                    locale = "en-US" if lang == "en" else "es-ES"
                    shot = browser.new_page(viewport={"width": width, "height": 760}, locale=locale)
                    table_shots(shot, url, lang, width, out)
                    shot.close()
            print(f"saved a round's screens to {out}")
        browser.close()


if __name__ == "__main__":
    main()
