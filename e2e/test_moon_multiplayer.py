"""Catch the Moon on three phones over the real invitation flow: each player places on their own
phone while the others watch the ladder move live; every phone ends each turn with the same
structure, judged by the host; and a guest's forged "perfect" report is refused by the host,
whose own physics replays the guest's moves and sees something else."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from e2e.test_catch_the_moon import PLACING, RELEASE, moon_data, steps, to_screen
from e2e.test_multiplayer import phones, poll, start_table  # noqa: F401 - phones is a fixture
from engine.door import CHECK_PRICE, RATE, TOKEN_TIME
from engine.games import catch_the_moon as MOON

UI = "() => window.sobremesaMoon && window.sobremesaMoon._ui && window.sobremesaMoon._ui.state()"


def table_turn(page: Page) -> int:
    return moon_data(page)["turn"]


def same_turn(pages: list[Page], at_least: int) -> int:
    """Wait until every phone shows the same table turn, at least `at_least`."""
    turns: list[int] = []

    def same() -> bool:
        turns[:] = [table_turn(p) for p in pages]
        return len(set(turns)) == 1 and turns[0] >= at_least

    poll(pages[0], same, f"every phone at turn {at_least}", timeout=60)
    return turns[0]


def placer(pages: list[Page]) -> Page:
    """The phone whose player must act now (only there is there a Roll button or a ladder)."""
    found: list[Page] = []

    def mine() -> bool:
        found[:] = [
            p
            for p in pages
            if p.get_by_role("button", name="Roll the die").count() or p.evaluate(PLACING)
        ]
        return len(found) == 1

    poll(pages[0], mine, "one phone to have the turn", timeout=60)
    return found[0]


def place_watched(me: Page, watchers: list[Page]) -> None:
    """Carry the ladder off to the side and down onto the table, like a person, checking half
    way that every other phone is watching it move."""
    me.wait_for_function(PLACING, timeout=60_000)
    me.wait_for_function("() => window.sobremesaMoon._ui.state().bounds !== null")
    me.locator("canvas.moon-canvas").scroll_into_view_if_needed()
    spawn = me.evaluate("() => window.sobremesaMoon._ui.state().spawn")
    grab = (spawn["x"], spawn["y"] + 40)
    me.mouse.move(*to_screen(me, *grab))
    me.mouse.down()
    for k in range(1, 9):
        me.mouse.move(*to_screen(me, grab[0] + 20 * k, grab[1]))
        steps(me, 3)
    for watcher in watchers:
        poll(
            watcher,
            lambda w=watcher: (s := w.evaluate(UI)) and s["mode"] == "watching" and s["step"],
            "the other phones to watch the ladder move",
        )
    for k in range(1, 9):
        me.mouse.move(*to_screen(me, grab[0] + 160, grab[1] - (spawn["y"] + 60) * k / 8))
        steps(me, 3)
    me.mouse.up()
    me.evaluate(RELEASE)  # if it did not touch the table on the way (that ended the turn)


def refusals(host: Page) -> list[str]:
    """The codes of the host's recent refusals."""
    code = (
        "from sobremesa_web import browser\n"
        "[r['code'] for r in browser.current.app.session.table.rejections]"
    )
    return host.evaluate("code => sobremesaPyodide.runPython(code)", code)


def budget(host: Page, seat: int) -> float:
    """How many messages the host would take from the guest at `seat` now."""
    code = (
        "from sobremesa_web import browser\n"
        "host = browser.current.app.session.table\n"
        f"[p.actions.level(host.clock()) for p in host._peers.values() if p.seat == {seat}][0]"
    )
    return host.evaluate("code => sobremesaPyodide.runPython(code)", code)


# Wraps the host's answer to a costly check: what the forger's budget held just before and just
# after the host charged it, and the physics time the page reported (`spent`), side by side in
# one task of the worker, so no refill between the two readings blurs the charge.
RECORD_CHARGES = """
import json
from sobremesa_web import browser
host = browser.current.app.session.table
charges = []
def _recorded(pending, error, spent, answer=host._checked):
    before = pending.budget.tokens
    answer(pending, error, spent)
    charges.append({"refused": error is not None, "spent": spent,
                    "before": before, "after": pending.budget.tokens})
host._checked = _recorded
"""


# Steps of hand the forged report claims: a sixth of what the rules allow (10 s). Its re-run
# costs a quick host with Rapier compiled some milliseconds (a short report could cost it under
# one TOKEN_TIME, and so nothing), and a loaded one seconds of debt, not minutes.
FORGED_HOLD = MOON.HOLD_MAX // 6


def forged(view: dict[str, Any]) -> dict[str, Any]:
    """A placement meeting the die with nothing fallen, as a hostile page would claim it, for
    moves that really carry the ladder to and fro high above everything for FORGED_HOLD steps,
    then drop it."""
    drawn = view["drawn"]
    poses = sorted([*view["structure"], [drawn, 0, 1800, 0]])
    touching = {"one": [0], "two": [0, 1], "moon": [0]}[view["die"]]
    entries = FORGED_HOLD // 4
    trace = []
    for k in range(entries):
        trace += [k * FORGED_HOLD // (entries - 1), 1500 if k % 2 else -1500, 5000, 0]
    return {
        "type": "place",
        "trace": trace,
        "release": FORGED_HOLD,
        "touching": touching,
        "top": True,
        "fallen": [],
        "released": True,
        "poses": [n for pose in poses for n in pose],
    }


@pytest.mark.long(4)
def test_three_phones_place_in_turn_and_the_host_refuses_a_forged_report(
    phones: list[Page],  # noqa: F811 - the fixture
    site: str,
):
    host, ana, luis = phones
    start_table(phones, site, "Catch the Moon", "?seed=11&tempo=0.05")
    turn = same_turn(phones, 0)
    placed_by: set[int] = set()
    forged_done = False
    for _ in range(6):
        me = placer(phones)
        me.bring_to_front()
        if me.get_by_role("button", name="Roll the die").count():
            me.get_by_role("button", name="Roll the die").click()
            turn = same_turn(phones, turn + 1)
        me.wait_for_function(PLACING, timeout=60_000)
        if me is not host and not forged_done:
            view = moon_data(me)["view"]
            host.evaluate("code => sobremesaPyodide.runPython(code)", RECORD_CHARGES)
            me.evaluate("a => window.sobremesaCommand('act', JSON.stringify(a))", forged(view))
            # The host answers once its physics has re-run the placement, a slice at a time,
            # and charges the forger that time: the guest's next pings are refused as too many
            # messages, whose alert may soon stand where the physics' refusal was.
            try:
                poll(host, lambda: "forged_placement" in refusals(host), "the refusal", timeout=60)
            except AssertionError as timeout:
                raise AssertionError(f"{timeout}; the host refused {refusals(host)}") from None
            expect(me.get_by_role("alert").first).to_be_visible()
            assert [table_turn(p) for p in phones] == [turn] * 3  # nothing changed anywhere
            assert moon_data(host)["view"]["tears"] == view["tears"]
            forged_done = True
            # The host charged the forger the time its physics took, as its page measured it
            # (CHECK_PRICE messages per TOKEN_TIME): its next move waits until that is paid back
            # (a person placing honestly is never charged).
            forger = moon_data(me)["seat"]
            charges = json.loads(
                host.evaluate("code => sobremesaPyodide.runPython(code)", "json.dumps(charges)")
            )
            assert [c["refused"] for c in charges] == [True]
            charge = charges[0]
            owed = int(CHECK_PRICE * charge["spent"] / TOKEN_TIME)
            assert charge["spent"] > 0 and owed >= 1
            assert charge["after"] == pytest.approx(charge["before"] - owed)
            paid = lambda forger=forger: budget(host, forger) >= 1  # noqa: E731
            repaid = (1 - charge["after"]) / RATE  # seconds: the budget refills at RATE a second
            poll(host, paid, "the forger's debt paid back", timeout=repaid + 60)
            me.wait_for_function(PLACING, timeout=60_000)
        seat = moon_data(me)["seat"]
        before = moon_data(host)["view"]
        place_watched(me, [p for p in phones if p is not me])
        turn = same_turn(phones, turn + 1)
        placed_by.add(seat)
        after = [moon_data(p)["view"] for p in phones]
        assert after[0] == after[1] == after[2]  # the host's judgement, on every phone
        assert after[0]["last"]["seat"] == seat and after[0]["last"]["tear"]
        assert after[0]["tears"][seat] == before["tears"][seat] + 1
        if after[0]["phase"] == "over":
            break
    assert forged_done and len(placed_by) == 3, (forged_done, placed_by)
    log = json.dumps(moon_data(host)["view"]["last"])
    assert "forged" not in log
