"""axe-core (pinned in package.json's devDependencies, injected here only, never shipped) on
every screen of every playable game, in Spanish and English, at 390x844 and 320x640, in the
dark colour scheme (every rule) and the light one (colour contrast, the rule a scheme changes;
the same page switched by emulating the media, not a second journey): home,
set-up, How to play, the lobby after "Invite", the table in each phase it passes through, the
curtain of pass-and-play, and the end. The games come from the catalogue, so a game added
later is toured too.

The same tour checks that every game is a table on one phone screen, not a web page: on each
of its screens, at both sizes and in both schemes, the page does not scroll and every control
is wholly on the screen (inside the viewport and inside any part of the page that scrolls, so
nothing must be scrolled to reach it); and once per game with the phone turned sideways
(640x320), where the person first acts. Measured on the page axe already looks at, so the
matrix costs a measurement per screen, not a journey.

One page per game and language: the app boots once for it, and the tour moves it on from Python
(bots never move on their own at this tempo, so axe sees a still screen). A test per game lets
the tour spread over the e2e workers, each test a few dozen screens.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from playwright.sync_api import Page

from e2e.conftest import open_app
from engine.core import Teams
from engine.games import catalog, get_game

pytestmark = pytest.mark.long(3)  # a whole tour of a game: they start first

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
WIDTHS = {390: 844, 320: 640}
SIDEWAYS = {"width": 640, "height": 320}
MAX_MOVES = 3000

# Defined once in the page's Python: one move of the game (the curtain lifted first, the
# person on screen playing its first legal move, a bot its own), and what the screen is in.
TOUR = """
from sobremesa_web import browser
import json
app = browser.current.app

def tour_step():
    s = app.session
    if s.curtain is not None:
        s.lift_curtain()
        return
    # A pause moves no game on (The Mind's player with no cards left could pause for ever).
    def moving(seat):
        return [a for a in s.table.legal_actions(seat) if a.get("type") != "pause"]
    active = s.table.view(None)["active"]
    seat = next((x for x in active if moving(x)), next(iter(active), None))
    if seat is None:
        return
    if seat in s.humans:
        s.viewer = seat
        s.submit(seat, (moving(seat) or s.table.view(seat)["legal"])[0])
    else:  # a bot: its own move, or an example where its plan needs the page's physics (asked
        # for every world the tour passes through, the plans would keep the page busy for long)
        decision = None if s.table.game.kind == "physics" else s.table.bot_decision(seat)
        s.table.submit(seat, decision.action if decision else s.table.legal_actions(seat)[0])

def tour_where():
    s = app.session
    if s is None:
        return None
    view = s.table.view(s.viewer)
    state = view.get("state") or {}
    phase = state.get("phase") if isinstance(state, dict) else None
    return json.dumps([str(phase), bool(view["legal"]), s.curtain is not None,
                       view.get("result") is not None])

def tour_next(seen, limit):
    # Move on until the screen is in a state not seen yet, or the game is over.
    where = tour_where()
    for _ in range(limit):
        if where not in seen or json.loads(where)[3]:
            break
        tour_step()
        where = tour_where()
    return where
"""


def python(page: Page, code: str) -> object:
    """Run Python in the page (the tour's helpers and `app` in scope), paint at once, and give
    back the value of the code's last line if it is an expression."""
    return page.evaluate(
        """async code => {
          const value = await sobremesaPyodide.runPython(code);
          await sobremesaPyodide.runPython('app.flush()');
          return value;
        }""",
        code,
    )


def cut_off(page: Page) -> list[dict]:
    """A page wider than the phone, or a visible control whose own text does not fit in it
    ("Empezar" clipped to "Em"), reported like axe's violations."""
    return page.evaluate(
        """() => {
          const found = [];
          const root = document.documentElement;
          if (root.scrollWidth > root.clientWidth) {
            const why = `${root.scrollWidth} > ${root.clientWidth}`;
            found.push({id: 'overflow', impact: 'serious', help: 'the page scrolls sideways',
                        nodes: [{target: 'html', html: '', why}]});
          }
          const clipped = [...document.querySelectorAll('#app button, #app select')]
            .filter((el) => el.getClientRects().length && el.scrollWidth > el.clientWidth + 1);
          if (clipped.length) {
            found.push({id: 'clipped', impact: 'serious', help: 'a control cuts its own text off',
                        nodes: clipped.map((el) => ({
                          target: el.id || el.tagName, html: el.outerHTML.slice(0, 160),
                          why: `${el.scrollWidth} > ${el.clientWidth}`}))});
          }
          return found;
        }"""
    )


# What does not fit one screen: the page scrolling either way, and each visible, enabled control
# cut by the screen's edge or by a part of the page that scrolls (it must be scrolled to).
OFF_SCREEN = """async () => {
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const nodes = [];
  const root = document.documentElement;
  const vw = window.innerWidth, vh = window.innerHeight;
  const page = (why) => nodes.push({target: 'html', html: '', why});
  if (root.scrollHeight > vh) page(`it scrolls: ${root.scrollHeight} > ${vh}`);
  if (root.scrollWidth > vw) page(`it scrolls sideways: ${root.scrollWidth} > ${vw}`);
  const controls = document.querySelectorAll(
    '#app button:not([disabled]), #app input, #app select, #app textarea');
  for (const el of controls) {
    if (!el.getClientRects().length || getComputedStyle(el).visibility === 'hidden') continue;
    const r = el.getBoundingClientRect();
    const node = (why) => ({target: el.id || el.tagName, html: el.outerHTML.slice(0, 160), why});
    if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) {
      nodes.push(node(`off the screen at ${Math.round(r.left)},${Math.round(r.top)}`));
      continue;
    }
    for (let box = el.parentElement; box && box !== root; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (!/(auto|scroll|hidden)/.test(style.overflowX + style.overflowY)) continue;
      const b = box.getBoundingClientRect();
      if (r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5 || r.left < b.left - 0.5 ||
          r.right > b.right + 0.5) {
        nodes.push(node(`must be scrolled to in .${box.className.split(' ')[0]}`));
        break;
      }
    }
  }
  return nodes.length ? [{id: 'does-not-fit', impact: 'serious',
                          help: 'the table does not fit the screen', nodes}] : [];
}"""


def does_not_fit(page: Page) -> list[dict]:
    """A table screen that scrolls, or a control not wholly on the screen, reported like axe's
    violations."""
    return page.evaluate(OFF_SCREEN)


def axe(page: Page, rules: list[str] | None = None) -> list[dict]:
    """axe's violations on the page as it settles (every rule axe runs by default, or only
    `rules`): a colour caught half-way through a pulse or a fade is no colour anyone reads, so
    the screen's animations are brought to their end first (at once: the newest log line's
    runs 7 s, and a tour has dozens of screens)."""
    return page.evaluate(
        """async (rules) => {
          for (const a of document.getAnimations()) a.finish();
          const options = {resultTypes: ['violations']};
          if (rules) options.runOnly = {type: 'rule', values: rules};
          const result = await axe.run(document, options);
          return result.violations.map(v => ({
            id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.map(n => ({target: n.target.join(' '),
                                      html: n.html.slice(0, 160),
                                      why: n.failureSummary}))}));
        }""",
        rules,
    )


def readable(found: dict[str, list[dict]]) -> str:
    lines = []
    for screen, violations in found.items():
        for v in violations:
            lines.append(f"[{screen}] {v['id']} ({v['impact']}): {v['help']}")
            for node in v["nodes"][:4]:
                lines.append(f"    at {node['target']}: {node['html']}")
                lines.append("      " + node["why"].replace("\n", "\n      "))
    return "\n".join(lines)


@pytest.mark.parametrize("game_id", [game.id for game in catalog()])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_axe_finds_nothing_on_any_screen_of_any_game(
    page: Page, site: str, lang: str, game_id: str
):
    page.context.add_init_script(f"localStorage.setItem('sobremesa.lang', '{lang}')")
    page.emulate_media(color_scheme="dark")  # Playwright's default is light
    open_app(page, site, "?seed=5&tempo=100000&nosw")
    page.add_script_tag(path=str(AXE))
    python(page, TOUR)
    # Catch the Moon's bots plan with the physics: loaded before the tour asks them.
    page.evaluate("async () => { if (window.sobremesaMoon) await window.sobremesaMoon.ready; }")
    found: dict[str, list[dict]] = {}
    checked: list[str] = []
    light_seconds = 0.0  # what the light scheme's checks add, printed at the end

    def check(screen: str, table: bool = False) -> None:
        """axe (and, on a table, whether it fits the phone) at both sizes and schemes."""
        nonlocal light_seconds
        fits = does_not_fit if table else lambda page: []
        for width, height in WIDTHS.items():
            page.set_viewport_size({"width": width, "height": height})
            violations = axe(page) + cut_off(page) + fits(page)
            checked.append(f"{screen}@{width}")
            if violations:
                found[f"{screen}@{width} dark"] = violations
            started = time.perf_counter()
            page.emulate_media(color_scheme="light")
            violations = axe(page, ["color-contrast"]) + fits(page)
            page.emulate_media(color_scheme="dark")
            light_seconds += time.perf_counter() - started
            if violations:
                found[f"{screen}@{width} light"] = violations
        page.set_viewport_size({"width": 390, "height": 844})

    check("home")
    game = get_game(game_id)
    g = json.dumps(game.id)
    python(page, f"app.handle('home')\napp.handle('choose', json.dumps({g}))")
    check(f"{game.id} set-up")
    if any(isinstance(o, Teams) for o in game.options):  # in teams, one of them short
        python(page, "app.handle('add-seat')\napp.handle('refresh', None, {'option-teams': '3'})")
        check(f"{game.id} set-up, teams")
    python(page, f"app.handle('rules', json.dumps({g}))")
    check(f"{game.id} set-up, how to play")
    more = page.locator("[data-arg*='+more']")
    if more.count():  # its part drawn only when asked; asked the way the tour asks the rest
        python(page, f"app.handle('rules', {json.dumps(more.get_attribute('data-arg'))})")
        check(f"{game.id} set-up, how to play, all of it")
    python(page, "app.handle('rules')\napp.handle('invite')")
    page.wait_for_selector(".lobby .qr svg, .lobby input.code", timeout=30_000)
    check(f"{game.id} lobby")

    # Against bots: the table in every phase it goes through, How to play, the end.
    python(page, f"app.handle('home')\napp.handle('choose', json.dumps({g}))")
    python(page, "app.handle('start')")
    seen: list[str] = []
    sideways = False
    while True:
        where = str(python(page, f"tour_next({json.dumps(seen)}, {MAX_MOVES})"))
        if where in seen:
            break  # the game did not end within MAX_MOVES moves: the phases seen will do
        seen.append(where)
        check(f"{game.id} table {where}", table=True)
        if json.loads(where)[1] and not sideways:  # the person acts: turn the phone
            sideways = True
            page.set_viewport_size(SIDEWAYS)
            violations = does_not_fit(page)
            if violations:
                found[f"{game.id} table {where} sideways"] = violations
            page.set_viewport_size({"width": 390, "height": 844})
        if json.loads(where)[3]:
            break
    assert sideways, f"{game.id}: the tour never came to a move of the person's"
    python(page, f"app.handle('rules', json.dumps({g}))")
    check(f"{game.id} end, how to play")
    python(page, "app.handle('rules')")

    # Two people on one phone: the curtain between them.
    if get_game(game.id).pass_and_play:
        python(
            page,
            f"app.handle('home')\napp.handle('choose', json.dumps({g}))\n"
            "app.setup['seats'][1]['kind'] = 'human'\n"
            "app.setup['seats'][1]['name'] = 'Bea'\n"
            "app.handle('start')",
        )
        python(
            page,
            f"for _ in range({MAX_MOVES}):\n"
            "    if app.session.curtain is not None or app.session.table.result():\n"
            "        break\n"
            "    tour_step()",
        )
        assert page.locator(".curtain").count(), f"{game.id}: no curtain came down"
        check(f"{game.id} curtain")
    python(page, "app.handle('home')")
    print(
        f"axe checked {len(checked)} screens of {game_id} in {lang}, dark and light "
        f"(the light checks took {light_seconds:.1f} s)"
    )
    assert not found, "axe found violations:\n" + readable(found)
