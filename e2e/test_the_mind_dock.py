"""The Mind by feel: during a level with bots the Play control never moves, and a star
proposal never appears under it (a tap meant for Play must not accept a star)."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from e2e.conftest import open_app

# After every repaint: where Play is, and where the star vote's buttons are.
WATCH = """() => {
  window.dock = {play: [], vote: []};
  const box = (el) => { const r = el.getBoundingClientRect();
    return [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)]; };
  const morph = window.sobremesaMorph;
  window.sobremesaMorph = (root, html) => {
    morph(root, html);
    const play = document.getElementById('mind-play');
    if (play) dock.play.push(box(play));
    for (const b of document.querySelectorAll('.vote button')) dock.vote.push(box(b));
  };
}"""


def run(page: Page, code: str) -> object:
    return page.evaluate(
        "code => sobremesaPyodide.runPython("
        "'from sobremesa_web import browser\\napp = browser.current.app\\n' + code)",
        code,
    )


def overlaps(a: list[int], b: list[int]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_play_stays_put_and_a_star_vote_never_lands_under_it(page: Page, site: str):
    open_app(page, site, "?seed=4&tempo=0.3&nosw")
    page.get_by_role("button", name="Play The Mind").click()
    page.get_by_role("button", name="Add a player").click()  # two bots: more news, more moves
    page.get_by_role("button", name="Start").click()
    page.evaluate(WATCH)
    for level in (1, 2, 3):
        ready = page.get_by_role("button", name=re.compile("I'm ready"))
        expect(ready).to_be_visible(timeout=20_000)
        ready.click()
        play = page.locator("#mind-play")
        expect(play).to_be_visible(timeout=20_000)
        if level == 2:  # a bot proposes a star while Play is under the thumb
            run(page, "app.session.table.submit(1, {'type': 'propose_star'})")
            expect(page.get_by_role("button", name="Accept the star")).to_be_visible()
            page.get_by_role("button", name="Accept the star").click()
        # Play like a person with no sense of time: the lowest card whenever Play is there,
        # with the bots playing theirs as they see fit (mistakes included: more repaints).
        while play.count() and not page.locator(".result").count():
            try:
                play.click(timeout=2_000)
            except Exception:  # noqa: BLE001 - Play went away between the check and the tap
                break
            page.wait_for_timeout(150)
        if page.locator(".result").count():
            break
    record = page.evaluate("dock")
    assert len(record["play"]) >= 5, record
    assert all(p == record["play"][0] for p in record["play"]), set(map(tuple, record["play"]))
    assert record["vote"], "the star vote was never shown"
    for vote in record["vote"]:
        assert not overlaps(vote, record["play"][0]), (vote, record["play"][0])
