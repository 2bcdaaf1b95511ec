"""The app in Firefox and WebKit, the engines of the other phones at a table (every iPhone browser
is WebKit): a whole smoke journey in each, and a two-phone game between Chromium and Firefox.

The journey: boot, play a few moves of Claro against bots, run Catch the Moon's physics (a bot's
plan replayed exactly by the referee), then reload with the server gone (offline, from the
service worker's precache) and find the memory snapshot restored and the game offered to resume.

Firefox runs headless over WebDriver BiDi, WebKitGTK's MiniBrowser through its WebDriver on a
virtual display (`scripts/engines.py`). `./dev test` installs both from Debian's packages.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import open_app
from e2e.test_p2p_transport import LONGEST_CODE
from scripts import serve
from scripts.engines import Engine, Firefox, WebKit, opened, wait
from scripts.moon_lab import world

# One worker runs these under pytest-xdist: WebKit takes an X display numbered from a free port,
# and two Firefoxes and WebKits at once on two cores would starve each other.
pytestmark = pytest.mark.xdist_group("engines")

APP = """
import gc, json
from sobremesa_web.app import App
app = next(o for o in gc.get_objects() if isinstance(o, App))
"""
READY = "() => document.documentElement.hasAttribute('data-ready')"
# The first enabled control for a command (and argument), clicked as a tap would. Python answers
# from its worker: the tap is done once its paint is applied, or after 20 s the call returns
# what is still in flight (truthy: the test goes on and waits for what the tap should show, and
# fails there, in words, rather than hang the driver's call until its own timeout).
TAP = """([cmd, arg]) => {
  const sel = `[data-cmd="${cmd}"]` + (arg === null ? "" : `[data-arg='${JSON.stringify(arg)}']`);
  const b = [...document.querySelectorAll(sel)].find((b) => !b.disabled);
  if (!b) return false;
  b.click();
  if (!window.sobremesaIdle) return true;
  const late = new Promise((resolve) =>
    setTimeout(() => resolve(`not idle after 20 s (${window.sobremesaSent()} sent)`), 20000));
  return Promise.race([window.sobremesaIdle().then(() => true), late]);
}"""
FILL = """([name, text]) => {
  const f = document.querySelector(`[name="${name}"]`);
  if (!f) return false;
  f.value = text;
  f.dispatchEvent(new Event("input", { bubbles: true }));
  return true;
}"""
# A bot's plan replayed through the referee: the same world, the same settled report.
PHYSICS = """async (spec) => {
  const moon = window.sobremesaMoon;
  await moon.ready;
  const plan = JSON.parse(moon.plan(JSON.stringify(spec)));
  const again = JSON.parse(moon.referee(JSON.stringify(
    { ...spec, trace: plan.trace, release: plan.release })));
  const keys = ["touching", "top", "fallen", "released", "poses"];
  return { planned: plan.trace.length,
           same: keys.every((k) => JSON.stringify(plan[k]) === JSON.stringify(again[k])) };
}"""


def py(engine: Engine, expression: str) -> object:
    """A Python expression about the page's app, as JSON."""
    code = APP + f"json.dumps({expression})"
    return json.loads(engine.js("(code) => sobremesaPyodide.runPython(code)", code))


def tap(engine: Engine, cmd: str, arg: object = None) -> bool:
    return engine.js(TAP, [cmd, arg])


@pytest.fixture
def own_server(built_site: tuple[str, Path]) -> Iterator[dict]:
    """The session's build on a server of this test's own, which the test can stop: a phone
    with no network."""
    server = serve.make_server(built_site[1])
    threading.Thread(target=server.serve_forever, daemon=True).start()
    held = {"url": f"http://127.0.0.1:{server.server_address[1]}/", "server": server}
    yield held
    if held["server"] is not None:
        held["server"].shutdown()


def go_offline(held: dict) -> None:
    held["server"].shutdown()
    held["server"].server_close()
    held["server"] = None


@pytest.mark.parametrize("kind", [Firefox, WebKit], ids=["firefox", "webkit"])
def test_boot_play_physics_and_an_offline_reload_from_the_snapshot(kind, own_server):
    with opened(kind) as phone:
        phone.goto(own_server["url"] + "?seed=7&tempo=0.05")
        wait(phone, READY, timeout=240)
        assert py(phone, "app.screen") == "home"

        # A few moves of Claro against three bots, by tapping what the screen offers.
        assert tap(phone, "choose", "claro")
        assert tap(phone, "start")
        wait(phone, "() => !!document.querySelector('[data-cmd=act]')")
        played = 0
        while played < 3:
            turn = py(phone, "len(app.session.table.log)")
            if not tap(phone, "act"):
                wait(phone, "() => !!document.querySelector('[data-cmd=act]:not([disabled])')")
                continue
            played += 1
            assert py(phone, "len(app.session.table.log)") > turn
        assert py(phone, "app.session.table.log[0]['seat']") is not None

        # Catch the Moon's physics: Rapier stepping in this engine, deterministic.
        assert tap(phone, "sheet", "menu")  # the table's menu holds Leave
        assert tap(phone, "home")
        assert tap(phone, "choose", "catch_the_moon")
        assert tap(phone, "start")
        wait(phone, "() => !!window.sobremesaMoon")
        physics = phone.js(PHYSICS, {**world([], 2), "die": "two", "skill": "normal", "seed": 3})
        assert physics["planned"] > 0 and physics["same"], physics

        # Every file precached and the snapshot stored; then the network is gone.
        wait(phone, "() => document.documentElement.dataset.offline === 'ready'", timeout=180)
        wait(phone, "() => window.sobremesaTimings.snapshotSaved !== undefined", timeout=180)
        go_offline(own_server)
        phone.reload()
        wait(phone, READY, timeout=240)
        assert phone.js("() => window.sobremesaTimings.snapshot") == "loaded"
        assert py(phone, "app.screen") == "home"
        assert tap(phone, "resume")  # the Catch the Moon game, saved on the device
        assert py(phone, "app.session.game_id") == "catch_the_moon"


def test_webkit_without_webrtc_says_why_invite_and_join_are_off(own_server):
    """This WebKitGTK build has no RTCPeerConnection (Safari has one): the lobby explains, in the
    player's language, before anyone taps."""
    with opened(WebKit) as phone:
        phone.goto(own_server["url"])
        wait(phone, READY, timeout=240)
        if phone.js("() => typeof RTCPeerConnection") != "undefined":
            pytest.fail("this WebKit has WebRTC now: test its codes like Firefox's instead")
        assert tap(phone, "choose", "claro")
        words = phone.js(
            """() => [document.getElementById('invite').disabled,
                      document.getElementById('no-webrtc').textContent]"""
        )
        assert words[0] is True and "WebRTC" in words[1]
        assert "RTCPeerConnection" not in phone.js("() => document.body.innerText")


def test_a_chromium_host_and_a_firefox_guest_play_claro_to_the_end(page: Page, own_server):
    url = own_server["url"]
    open_app(page, url, "?seed=11&tempo=0.05")
    page.get_by_role("button", name="Play Claro").click()
    rows = page.locator(".seat-row")
    while rows.count() > 1:
        page.get_by_role("button", name=f"Remove seat {rows.count()}").click()
    page.get_by_role("textbox", name="Name of seat 1").fill("Hana")
    page.get_by_role("button", name="Invite phones").click()
    link_box = page.get_by_role("textbox", name="Invitation link")
    expect(link_box).to_have_value(re.compile("#join="), timeout=30_000)
    link = link_box.input_value()

    with opened(Firefox) as guest:
        guest.goto(link)
        wait(guest, READY, timeout=240)
        assert guest.js(FILL, ["guest-name", "Fiona"])
        joined = tap(guest, "join")
        assert joined, "the guest's page shows no Join"
        if joined is not True:
            print(f"Join: {joined}")  # shown if what follows fails
        answer = wait(
            guest,
            "() => { const a = document.querySelector('textarea.answer-code'); "
            "return a && a.value; }",
            timeout=60,
        )
        page.get_by_role("textbox", name="Guest's answer code").fill(answer)
        page.get_by_role("button", name="Connect").click()
        expect(page.get_by_role("list", name="Seats")).to_contain_text(
            "Fiona · connected", timeout=30_000
        )
        page.get_by_role("button", name="Start the game").click()
        wait(guest, "() => !!document.querySelector('.hand')", timeout=60)

        # Each phone plays its first allowed card when it can, until the game ends.
        for _ in range(600):
            over = page.evaluate(
                "code => sobremesaPyodide.runPython(code)",
                APP + "json.dumps(app.session.table.result() is not None)",
            )
            if json.loads(over):
                break
            acted = page.locator("[data-cmd=act]:not([disabled])")
            if acted.count():
                acted.first.click()
            tap(guest, "act")
            page.wait_for_timeout(50)
        else:
            raise AssertionError("the game between Chromium and Firefox did not end")
        # Both phones show the same result; the guest never held the host's hand.
        result = json.loads(
            page.evaluate(
                "code => sobremesaPyodide.runPython(code)",
                APP + "json.dumps(app.session.table.result())",
            )
        )
        assert result["winners"]
        wait(guest, "() => /wins|win!/.test(document.body.innerText)", timeout=30)


# What the design allows a QR code to be, for a phone's camera to read it off another phone's
# screen at arm's length: an answer code at most version 8 (49 modules a side, level M), an
# invitation link at most version 9 (53) on a host address as long as this one.
ANSWER_QR, LINK_QR = 8, 9
HOST = "https://sobremesa.example/app/"
CODES = """async (host) => {
  await sobremesaQR.load();
  const offer = await sobremesaP2P.hostOffer({});
  const answer = await sobremesaP2P.guestAnswer(offer.code, {});
  const link = host + "#join=" + offer.code;
  const version = (text) => sobremesaQR.matrix(text).version;
  return { offer: offer.code.length, answer: answer.code.length,
           answerQr: version(answer.code), linkQr: version(link) };
}"""


def test_both_engines_codes_fit_the_qr_the_design_allows(page: Page, own_server):
    """Firefox's codes are the longer (8 and 32 hex digits of ICE credentials, packed four bits
    each); both engines hide their addresses behind mDNS names on a phone, as here."""
    open_app(page, own_server["url"])
    chromium = page.evaluate(CODES, HOST)
    with opened(Firefox, **{"media.peerconnection.ice.obfuscate_host_addresses": True}) as fox:
        fox.goto(own_server["url"])
        wait(fox, READY, timeout=240)
        firefox = fox.js(CODES, HOST)
    print("codes:", {"chromium": chromium, "firefox": firefox})
    for engine, codes in (("chromium", chromium), ("firefox", firefox)):
        assert codes["offer"] <= LONGEST_CODE and codes["answer"] <= LONGEST_CODE, (engine, codes)
        assert codes["answerQr"] <= ANSWER_QR and codes["linkQr"] <= LINK_QR, (engine, codes)


def test_a_code_is_shown_whole_where_fields_cannot_size_themselves(page: Page, site: str):
    """WebKit has no `field-sizing: content`: there the page sizes a code's field to its text."""
    page.add_init_script(
        """{ const supports = CSS.supports.bind(CSS);
             CSS.supports = (...a) => !String(a[0]).includes("field-sizing") && supports(...a); }"""
    )
    open_app(page, site)
    page.add_style_tag(content="textarea.code { field-sizing: fixed !important; }")
    page.get_by_role("button", name="Play Claro").click()
    page.get_by_role("button", name="Invite phones").click()
    answer = page.get_by_role("textbox", name="Guest's answer code")
    page.set_viewport_size({"width": 320, "height": 640})
    answer.fill("A" * 143)  # Firefox's longest before its credentials were packed
    expect(answer).to_have_value("A" * 143)
    fits = "el => el.scrollHeight <= el.clientHeight && el.clientHeight > 0"
    page.wait_for_function(f"() => ({fits})(document.querySelector('textarea[name=answer]'))")
