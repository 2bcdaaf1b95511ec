"""Every game fits one phone screen: in every phase where the person acts, at 320x640 and
390x844, in Spanish and English, in the dark and the light scheme, the page does not scroll
and every control the person may use is wholly on the screen (inside the viewport and inside
any scrolling part of the page, so nothing must be scrolled to reach it); once more with the
phone turned sideways (640x320).

Cheap by design: one booted page for all the games. The tour of test_accessibility.py moves
each game on from Python (bots never move on their own at this tempo), and at each new phase
the same page is switched between sizes (set_viewport_size), schemes (emulate_media) and
languages (the app's own language command, as the home screen's switch sends it).
"""

from __future__ import annotations

import json
import time

from playwright.sync_api import Page

from e2e.conftest import open_app
from e2e.test_accessibility import MAX_MOVES, TOUR, python
from engine.games import catalog

SIZES = ((320, 640), (390, 844))
SIDEWAYS = (640, 320)

# What does not fit, as short sentences: the page scrolling either way, and each visible,
# enabled control that is cut by the screen's edge or by a part of the page that scrolls.
MEASURE = """async () => {
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const problems = [];
  const root = document.documentElement;
  const vw = window.innerWidth, vh = window.innerHeight;
  if (root.scrollHeight > vh) problems.push(`scrolls: ${root.scrollHeight} > ${vh}`);
  if (root.scrollWidth > vw) problems.push(`sideways: ${root.scrollWidth} > ${vw}`);
  const controls = document.querySelectorAll(
    '#app button:not([disabled]), #app input, #app select, #app textarea');
  const name = (el) => (el.id ? '#' + el.id : el.tagName.toLowerCase()) +
    ' "' + (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30) + '"';
  for (const el of controls) {
    if (!el.getClientRects().length || getComputedStyle(el).visibility === 'hidden') continue;
    const r = el.getBoundingClientRect();
    const out = r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5;
    if (out) {
      problems.push(`${name(el)} is off the screen at ${Math.round(r.left)},${Math.round(r.top)}`);
      continue;
    }
    for (let box = el.parentElement; box && box !== root; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (!/(auto|scroll|hidden)/.test(style.overflowX + style.overflowY)) continue;
      const b = box.getBoundingClientRect();
      if (r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5 || r.left < b.left - 0.5 ||
          r.right > b.right + 0.5) {
        problems.push(`${name(el)} must be scrolled to in .${box.className.split(' ')[0]}`);
        break;
      }
    }
  }
  return problems;
}"""


def measure(page: Page) -> list[str]:
    return page.evaluate(MEASURE)


def test_every_game_fits_the_phone_in_every_phase_the_person_acts(page: Page, site: str):
    started = time.perf_counter()
    open_app(page, site, "?seed=5&tempo=100000&nosw")
    python(page, TOUR)
    # Catch the Moon's bots plan with the physics: loaded before the tour asks them.
    page.evaluate("async () => { if (window.sobremesaMoon) await window.sobremesaMoon.ready; }")
    problems: list[str] = []
    checked = 0

    def check(where: str) -> None:
        nonlocal checked
        for lang in ("es", "en"):
            python(page, f"app.handle('lang', json.dumps('{lang}'))")
            for scheme in ("dark", "light"):
                page.emulate_media(color_scheme=scheme)
                for width, height in SIZES:
                    page.set_viewport_size({"width": width, "height": height})
                    checked += 1
                    problems.extend(
                        f"{where} {width}x{height} {lang} {scheme}: {p}" for p in measure(page)
                    )

    for game in catalog():
        g = json.dumps(game.id)
        python(page, f"app.handle('home')\napp.handle('choose', json.dumps({g}))")
        python(page, "app.handle('start')")
        seen: list[str] = []
        sideways = False
        while True:
            where = str(python(page, f"tour_next({json.dumps(seen)}, {MAX_MOVES})"))
            if where in seen:
                break  # the game did not end within MAX_MOVES moves: the phases seen will do
            seen.append(where)
            phase, acts, curtain, over = json.loads(where)
            if acts or curtain or over:
                check(f"{game.id} {phase}{' (over)' if over else ''}")
                if acts and not sideways:
                    sideways = True
                    page.set_viewport_size({"width": SIDEWAYS[0], "height": SIDEWAYS[1]})
                    problems.extend(f"{game.id} {phase} sideways: {p}" for p in measure(page))
            if over:
                break
        assert sideways, f"{game.id}: the person never got to act"
    print(f"{checked} screens measured in {time.perf_counter() - started:.0f} s")
    assert not problems, "does not fit:\n" + "\n".join(problems)
