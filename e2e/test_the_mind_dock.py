"""The Mind by feel: during a level with bots the Play control never moves, and a star
proposal never appears under it (a tap meant for Play must not accept a star)."""

from __future__ import annotations

import re

import pytest
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


PROPOSE = """
t = app.session.table
star = {'type': 'propose_star'}
t.submit(next(s for s in (1, 2) if star in t.legal_actions(s)), star)
"""


MINE_IS_LOWEST = """
hands = app.session.table.state["hands"]
lowest = [h[0] if h else 999 for h in hands]
lowest[0] < min(lowest[1:])
"""


def run(page: Page, code: str) -> object:
    return page.evaluate(
        "code => sobremesaPyodide.runPython("
        "'from sobremesa_web import browser\\napp = browser.current.app\\n' + code)",
        code,
    )


def overlaps(a: list[int], b: list[int]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.long(3)
def test_play_stays_put_and_a_star_vote_never_lands_under_it(page: Page, site: str):
    open_app(page, site, "?seed=4&tempo=0.3&nosw")
    page.get_by_role("button", name="Play The Mind").click()
    page.get_by_role("button", name="Add a player").click()  # two bots: more news, more moves
    page.get_by_role("button", name="Start").click()
    page.evaluate(WATCH)
    ready = page.get_by_role("button", name=re.compile("I'm ready"))
    accept = page.get_by_role("button", name="Accept the star")
    play = page.locator("#mind-play")
    proposed = False
    # Play like a person with a perfect sense of time: ready when asked, the lowest card when it
    # is the lowest at the table, the bots playing theirs as they see fit, until level 4
    # starts. Once, a bot proposes a star while Play is under the thumb.
    for _ in range(400):
        if page.locator(".result").count() or page.get_by_text("Level 4/").count():
            break
        try:
            if accept.count():
                accept.click(timeout=2_000)
            elif ready.count():
                ready.click(timeout=2_000)
            elif play.count() and not proposed and page.locator(".pile .mini").count():
                proposed = True
                run(page, PROPOSE)
                expect(accept).to_be_visible()
                # the focus Play had goes to the hand, not to an answer an Enter would give
                assert page.evaluate("() => !document.activeElement.closest('.vote')")
            elif play.count() and run(page, MINE_IS_LOWEST):
                play.click(timeout=2_000)
            page.wait_for_timeout(150)
        except Exception:  # noqa: BLE001 - the control went away between the look and the tap
            continue
    record = page.evaluate("dock")
    assert len(record["play"]) >= 5, record
    assert all(p == record["play"][0] for p in record["play"]), set(map(tuple, record["play"]))
    assert record["vote"], "the star vote was never shown"
    for vote in record["vote"]:
        assert not overlaps(vote, record["play"][0]), (vote, record["play"][0])
