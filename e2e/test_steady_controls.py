"""The dock's main control keeps its size and place across phases: The Mind's Ready becomes
Play, Colorful's Lay waits for a colour then names it. A control that grows or shrinks under a
waiting thumb is a missed tap (at 320 px, in Spanish, "Estoy listo (mano en la mesa)" takes two
lines and "Jugar mi 12" one; "Poner boca abajo: Azul cielo ◆" two)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import open_app, wait_painted

BOX = """el => { const r = el.getBoundingClientRect();
  return [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)]; }"""

# Colorful's bots (and this phone's person, where a phase asks it to set colours aside or name a
# word) play on until this phone's person chooses a colour.
TO_CHOOSING = """
from sobremesa_web import browser
app = browser.current.app
t = app.session.table
for _ in range(60):
    state = t.view(0)["state"]
    if state["phase"] == "choose" and t.legal_actions(0):
        break
    for seat in range(len(t.seat_infos())):
        legal = t.legal_actions(seat)
        if not legal or (state["phase"] == "choose" and seat == 0):
            continue
        decision = t.bot_decision(seat) if seat else None
        action = decision.action if decision else legal[0]
        if action.get("type") == "clue":
            action = dict(action, word="mar")
        t.submit(seat, action)
        break
app.invalidate()
t.view(0)["state"]["phase"]
"""


# The set-up brings the game's look with it, and a person reads it before tapping Start; a
# journey under load can tap before the sheet has loaded (then the first box measured is the
# unstyled control's: The Mind's Ready at 48 px where its sheet says 52 at 844x390, in CI).
GAME_SHEET = """() => [...document.styleSheets]
  .some((s) => /games\\/[a-z_]+\\.css$/.test(s.href || ''))"""


def spanish(page: Page, width: int, height: int, query: str) -> None:
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, page_site[0] + query)
    page.get_by_role("button", name="Español", exact=True).click()


page_site: list[str] = []

# Where the control is, once the page has settled: a box that differs only until the next frames
# (a busy machine painting a step late) is not a control that moved under a thumb; one that
# stays different is. What the page says about it comes with a failure.
SETTLED = """([sel, want]) => new Promise((resolve) => {
  const until = performance.now() + 3000;
  const look = () => {
    const el = document.querySelector(sel);
    const r = el.getBoundingClientRect();
    const box = [r.left, r.top, r.width, r.height].map(Math.round);
    if (box.join() === want.join() || performance.now() > until) {
      const style = getComputedStyle(el);
      resolve({ box, height: style.height, transform: style.transform, scale: style.scale,
        animations: document.getAnimations().length,
        sheets: [...document.querySelectorAll("link[rel=stylesheet]")]
          .map((l) => l.getAttribute("href") + (l.sheet ? "" : " (loading)")) });
    } else requestAnimationFrame(look);
  };
  look();
})"""


# Where the control comes to rest: the same box three frames running (a busy machine can draw
# a new screen's first frames before the last of its layout has landed).
AT_REST = """(sel) => new Promise((resolve) => {
  const until = performance.now() + 3000;
  let last = "", same = 0;
  const look = () => {
    const r = document.querySelector(sel).getBoundingClientRect();
    const box = [r.left, r.top, r.width, r.height].map(Math.round);
    same = box.join() === last ? same + 1 : 0;
    last = box.join();
    if (same >= 3 || performance.now() > until) resolve(box);
    else requestAnimationFrame(look);
  };
  look();
})"""


def settled_box(page: Page, selector: str, want: list[int]) -> list[int]:
    seen = page.evaluate(SETTLED, [selector, want])
    assert seen["box"] == want, f"{selector} is at {seen['box']}, not {want}: {seen}"
    return seen["box"]


@pytest.fixture(autouse=True)
def _site(site: str) -> None:
    page_site[:] = [site]


# Whether the game's stylesheet applied when the table first came on the page (the frame that
# shows it is drawn with what applies then), kept in `window.styledAtFirst`.
FIRST_SEEN_STYLED = """() => {
  const styled = () => [...document.styleSheets]
    .some((s) => /games\\/[a-z_]+\\.css$/.test(s.href || ""));
  const watch = new MutationObserver(() => {
    if (!document.querySelector("section.game")) return;
    watch.disconnect();
    window.styledAtFirst = styled();
  });
  watch.observe(document.body, { childList: true, subtree: true });
}"""


@pytest.mark.parametrize("game", ["The Mind", "Claro"])
def test_a_table_is_drawn_with_its_game_s_look_from_its_first_frame(page: Page, game: str):
    """The table's first frame has the game's own stylesheet: loaded with the table, it came a
    frame or more later (on a busy phone, many), and The Mind's Ready grew under the thumb."""
    spanish(page, 390, 844, "?seed=4")
    page.get_by_role("button", name=f"Jugar a {game}").click()
    page.evaluate(FIRST_SEEN_STYLED)
    page.wait_for_function(GAME_SHEET)  # see GAME_SHEET
    page.get_by_role("button", name="Empezar", exact=True).click()
    page.wait_for_function("() => window.styledAtFirst !== undefined")
    assert page.evaluate("window.styledAtFirst") is True


@pytest.mark.parametrize("size", [(320, 640), (390, 844), (844, 390)])
def test_the_mind_s_ready_and_play_are_one_control_of_one_size(page: Page, size):
    spanish(page, *size, "?seed=4&tempo=0.3")
    page.get_by_role("button", name="Jugar a The Mind").click()
    page.wait_for_function(GAME_SHEET)
    page.get_by_role("button", name="Empezar", exact=True).click()
    ready = page.locator("#mind-ready")
    expect(ready).to_be_visible()
    wait_painted(page)
    before = page.evaluate(AT_REST, "#mind-ready")
    ready.click()
    play = page.locator("#mind-play")
    expect(play).to_be_visible(timeout=20_000)  # the bots put their hands on the table too
    wait_painted(page)
    settled_box(page, "#mind-play", before)  # Ready and Play: one size, one place


@pytest.mark.parametrize("size", [(320, 640), (844, 390), (640, 320)])
def test_colorful_s_lay_keeps_its_size_when_a_colour_is_picked(page: Page, size):
    spanish(page, *size, "?seed=3")
    page.get_by_role("button", name="Jugar a Colorful").click()
    page.wait_for_function(GAME_SHEET)
    page.get_by_role("button", name="Empezar", exact=True).click()
    phase = page.evaluate("code => sobremesaPyodide.runPython(code)", TO_CHOOSING)
    assert phase == "choose"
    lay = page.locator("#cf-lay")
    expect(lay).to_be_disabled()
    waiting = lay.evaluate(BOX)
    # its words whole inside it, and it inside the dock ("Elige en secreto un color para esta
    # palabra" took three lines and ran under the dock's edge on a phone on its side)
    fits = """(b) => b.scrollHeight <= b.clientHeight + 1 && b.scrollWidth <= b.clientWidth + 1
        && b.getBoundingClientRect().bottom <= innerHeight"""
    assert lay.evaluate(fits), lay.evaluate(BOX)
    colours = page.locator(".dock .cf-hand button")
    for i in range(colours.count()):  # each colour in turn: every name a label of its own
        colours.nth(i).click()
        expect(lay).to_be_enabled()
        settled_box(page, "#cf-lay", waiting)  # Lay keeps its size whatever it says
        colours.nth(i).click()  # put back
        expect(lay).to_be_disabled()
    cut = page.evaluate(
        """() => [...document.querySelectorAll('.cf-name')]
             .filter(n => n.scrollWidth > n.clientWidth + 1).map(n => n.textContent)"""
    )
    assert cut == [], f"colour names cut: {cut}"


# A card new to the screen that comes from a player's chip (`data-fly-from`), the chip in a
# strip that scrolls sideways: seen in the strip, or scrolled out of it. Returns, for each, how
# far the card's flight starts from its place (its first keyframe's translation).
FLY_FROM_A_CHIP = """async (hidden) => {
  const motion = window.sobremesaMotion;
  const root = document.createElement("div");
  root.innerHTML = `<ul style="display: flex; overflow-x: auto; width: 200px; margin: 0;
      padding: 0; list-style: none">
    <li style="flex: none; width: 150px">Ana</li><li style="flex: none; width: 150px">Bea</li>
    <li data-fly="seat-2" style="flex: none; width: 150px; height: 30px">Bot</li></ul>
    <div class="pile" style="margin: 200px 0 0 20px"></div>`;
  document.body.prepend(root);
  window.scrollTo(0, 0);
  const strip = root.querySelector("ul");
  strip.scrollLeft = hidden ? 0 : strip.scrollWidth;
  const before = motion.before(root);
  const card = document.createElement("span");
  card.dataset.flyFrom = "seat-2";
  card.style.cssText = "display: inline-block; width: 40px; height: 60px";
  root.querySelector(".pile").append(card);
  motion.after(root, before);
  await new Promise((frame) => requestAnimationFrame(frame)); // flights start in the next frame
  const flight = card.getAnimations()[0];
  const start = flight ? flight.effect.getKeyframes()[0].transform : null;
  root.remove();
  const m = /translate\\(([-\\d.]+)px, ([-\\d.]+)px\\)/.exec(start || "");
  return m ? Math.hypot(Number(m[1]), Number(m[2])) : null;
}"""


def test_a_card_comes_from_its_player_s_chip_only_when_the_chip_is_on_the_screen(
    page: Page,
):
    open_app(page, page_site[0])
    seen = page.evaluate(FLY_FROM_A_CHIP, False)
    hidden = page.evaluate(FLY_FROM_A_CHIP, True)
    assert seen is not None and seen > 150, seen  # from the chip, up in the strip
    # scrolled out of the strip: the card grows where it lands, never from off the screen
    assert hidden is not None and hidden < 40, hidden
