"""A brief Wi-Fi hiccup (WebRTC's temporary "disconnected") does not end a link; a link that
stays down past the grace period fails. Driven through p2p.js's Link over a stand-in
connection whose state the test sets, in the real page."""

from __future__ import annotations

from playwright.sync_api import Page

from e2e.conftest import open_app

STAND_IN = """async (graceMs) => {
  const pc = new EventTarget();
  pc.connectionState = "connecting";
  pc.close = () => { pc.connectionState = "closed"; };
  const channel = { readyState: "connecting", close() {} };
  const states = [];
  const link = new sobremesaP2P.Link(pc, channel, { graceMs, onstate: (s) => states.push(s) });
  const to = (state) => { pc.connectionState = state; pc.onconnectionstatechange(); };
  const wait = (ms) => new Promise((done) => setTimeout(done, ms));
  channel.readyState = "open";
  to("connected");
  to("disconnected");
  await wait(graceMs / 4);
  to("connected");  // the hiccup heals
  await wait(graceMs * 2);
  const healed = [...states];
  to("disconnected");  // and now it does not
  await wait(graceMs * 2);
  return { healed, after: states.slice(healed.length), final: link.state };
}"""


def test_a_hiccup_heals_and_a_long_silence_fails(page: Page, site: str):
    open_app(page, site)
    seen = page.evaluate(STAND_IN, 400)
    assert seen["healed"] == ["open", "disconnected", "open"]
    assert seen["after"] == ["disconnected", "failed"]
    assert seen["final"] == "failed"
