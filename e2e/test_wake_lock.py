"""The screen stays awake during a game, and only then: the wake lock is asked for when a game
shows, asked for again when the phone comes back from being locked (the browser drops the lock
when the page is hidden), and released when the player leaves the game.

`navigator.wakeLock` and `document.visibilityState` are stubbed in the page (headless Chromium
has no screen to keep awake), counting what the app asks of them.
"""

from __future__ import annotations

from playwright.sync_api import Page

from e2e.conftest import open_app

STUB = """
window.wake = {requests: 0, releases: 0, held: null, visible: true, refuse: false};
Object.defineProperty(document, 'visibilityState', {
  configurable: true, get: () => (wake.visible ? 'visible' : 'hidden')});
Object.defineProperty(Navigator.prototype, 'wakeLock', {configurable: true, get: () => ({
  request: async (type) => {
    wake.requests++;
    if (wake.refuse) throw new DOMException('not now', 'NotAllowedError');
    const sentinel = {type, released: false, release: async () => {
      if (!sentinel.released) { sentinel.released = true; wake.releases++; } }};
    wake.held = sentinel;
    return sentinel;
  }})});
// The phone locks (the browser drops the lock itself, as real browsers do) or unlocks.
window.setHidden = (hidden) => {
  wake.visible = !hidden;
  if (hidden && wake.held) wake.held.released = true;
  document.dispatchEvent(new Event('visibilitychange'));
};
"""


MOVE = "v = app.session.view()\nif v['legal']: app.handle('act', json.dumps(v['legal'][0]))"


def counts(page: Page) -> tuple[int, int]:
    page.wait_for_timeout(100)  # let a request's promise settle (nothing else to wait on)
    return tuple(page.evaluate("[wake.requests, wake.releases]"))


def run(page: Page, code: str) -> None:
    page.evaluate(
        "code => sobremesaPyodide.runPython("
        "'import json\\nfrom sobremesa_web import browser\\napp = browser.current.app\\n' + code)",
        code,
    )


def test_the_wake_lock_follows_the_game_on_screen(page: Page, site: str):
    page.add_init_script(STUB)
    open_app(page, site, "?seed=3&tempo=0.05&nosw")
    assert counts(page) == (0, 0)  # the home screen may sleep
    page.get_by_role("button", name="Play Claro").click()
    page.get_by_role("button", name="Start").click()
    page.wait_for_selector(".game")
    for _ in range(3):  # a few moves, each a repaint
        run(page, MOVE)
        page.wait_for_timeout(200)
    assert counts(page) == (1, 0)  # one request, however many repaints the bots' moves made

    page.evaluate("setHidden(true)")  # the phone locks: the browser let the lock go
    assert counts(page) == (1, 0)  # a hidden page does not ask
    page.evaluate("setHidden(false)")  # ... and is unlocked mid-game: ask again
    assert counts(page) == (2, 0)

    page.get_by_role("button", name="Menu").click()  # leaving is in the table's menu
    page.get_by_role("button", name="Leave to home").first.click()
    assert counts(page) == (2, 1)  # leaving the game lets the screen sleep
    page.evaluate("setHidden(true)")
    page.evaluate("setHidden(false)")
    assert counts(page) == (2, 1)  # away from a game, coming back asks for nothing

    page.get_by_role("button", name="Resume the Claro game").click()
    assert counts(page) == (3, 1)
    run(page, "app.handle('home')")
    assert counts(page) == (3, 2)

    # A browser that refuses (battery saver) is not asked again at every repaint: only when
    # the page is shown again, or at the next game.
    page.evaluate("wake.refuse = true")
    page.get_by_role("button", name="Resume the Claro game").click()
    for _ in range(3):
        run(page, MOVE)
        page.wait_for_timeout(200)
    assert counts(page) == (4, 2)
    page.evaluate("setHidden(true)")
    page.evaluate("setHidden(false)")
    assert counts(page) == (5, 2)
