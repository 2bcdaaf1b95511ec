"""Join time and action round trip at a guest, through the app itself (prints numbers; not a test).

From one headless Chromium run, `--runs` times (medians printed): a host page opens a Claro lobby
and invites two guests through the real link / answer-code flow, then the three play a few moves.

* cold join: the guest opens the invitation link in a new tab, so the app boots first;
* warm join: the app is already open on the guest's phone and the link opens in it (a hashchange);
* round trip: a guest taps a move -> the host's new view is painted on the guest (and the next
  animation frame after it).

Each join is split into the app's boot, the guest preparing its answer code (WebRTC answer and ICE
gathering), the connection itself (host taps Connect -> the guest's data channel opens) and the
welcome (channel open -> "Waiting for the game to start"). The "channel-only" figure adds the two
WebRTC parts and leaves out the boot and the time the script takes to type and paste, which a
person would spend anyway. Times come from the pages' own clocks (`performance.timeOrigin + now`).

Usage: .venv/bin/python scripts/bench_join.py [--runs 5] [--moves 6]
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scripts.harness import RECORDER, launch_args, served_site  # noqa: E402

TIMEOUT = 120_000
# On top of the e2e recorder (data channel messages, turns): when each step of a join happened,
# every tap on a move, and the animation frame after each view received.
MARKS = r"""(() => {
  const B = (window.__bench = { marks: {}, clicks: [], frames: [] });
  const now = () => performance.timeOrigin + performance.now();
  const mark = (name) => { if (!(name in B.marks)) B.marks[name] = now(); };
  addEventListener("hashchange", () => { B.marks = {}; mark("link"); });
  document.addEventListener("click", (event) => {
    const target = event.target.closest && event.target.closest("[data-cmd]");
    if (!target) return;
    const cmd = target.dataset.cmd;
    if (cmd === "join" || cmd === "invite") mark(cmd);
    if (cmd === "answer") mark("connect");
    if (cmd === "act") B.clicks.push({ at: now(), turn: window.__t.turnIn });
  }, true);
  new MutationObserver(() => {
    const app = document.getElementById("app");
    if (!app) return;
    if (document.querySelector("[aria-label='Your answer code']")) mark("answer");
    const link = document.querySelector("[aria-label='Invitation link']");
    if (link && link.value.includes("#join=")) mark("invitation");
    if (app.textContent.includes("Waiting for the game to start")) mark("waiting");
  }).observe(document, { subtree: true, childList: true });
  const create = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const channel = create.apply(this, args);
    channel.addEventListener("open", () => mark("open"));
    queueMicrotask(() => channel.addEventListener("message", (event) => {
      let turn = null;
      try {
        const m = JSON.parse(event.data);
        if (m.type === "view") turn = m.view.turn;
      } catch (err) {}
      if (turn !== null) requestAnimationFrame(() => B.frames.push({ turn, at: now() }));
    }));
    return channel;
  };
})();"""


def new_phone(browser) -> Page:
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US")
    context.add_init_script(RECORDER)
    context.add_init_script(MARKS)
    return context.new_page()


def ready(page: Page) -> None:
    page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT)


def join(host: Page, guest: Page, name: str, cold: bool, invite: str) -> dict[str, float]:
    """The host taps `invite`; one guest joins through the link and answer code. Returns the
    steps' times in ms."""
    host.bring_to_front()
    host.evaluate("() => { __bench.marks = {}; }")
    host.get_by_role("button", name=invite).click()
    box = host.get_by_role("textbox", name="Invitation link")
    box.wait_for(timeout=TIMEOUT)
    host.wait_for_function(
        "() => document.querySelector(\"[aria-label='Invitation link']\")?.value.includes('#join=')"
    )
    link = box.input_value()
    guest.bring_to_front()
    guest.goto(link)
    ready(guest)
    guest.get_by_role("textbox", name="Your name").fill(name)
    guest.get_by_role("button", name="Join").click()
    answer = guest.get_by_role("textbox", name="Your answer code")
    answer.wait_for(timeout=TIMEOUT)
    code = answer.input_value()
    host.bring_to_front()
    host.get_by_role("textbox", name="Guest's answer code").fill(code)
    host.get_by_role("button", name="Connect").click()
    guest.bring_to_front()
    guest.get_by_text("Waiting for the game to start").wait_for(timeout=TIMEOUT)
    g = guest.evaluate(
        "() => ({...__bench.marks, origin: performance.timeOrigin,"
        " boot: window.sobremesaTimings.ready})"
    )
    h = host.evaluate("() => __bench.marks")
    start = g["origin"] if cold else g["link"]
    return {
        "boot": g["boot"] if cold else 0.0,
        "answer": g["answer"] - g["join"],
        "connect": g["open"] - h["connect"],
        "welcome": g["waiting"] - g["open"],
        "total": g["waiting"] - start,
        "channel": (g["answer"] - g["join"]) + (g["open"] - h["connect"]),
        "invitation": h["invitation"] - h["invite"],
    }


def play(pages: list[Page], guest_moves: int) -> None:
    """Play Claro until the guests have made `guest_moves` moves (or the game ends)."""
    host = pages[0]
    made = 0
    for _ in range(500):
        if made >= guest_moves or host.locator(".result").count():
            return
        turn = host.evaluate("__t.turnOut")
        for page in pages:
            page.wait_for_function(
                "t => Math.max(__t.turnIn, __t.turnOut) >= t", arg=turn, polling=5
            )
        mover = next((p for p in pages if p.locator("[data-cmd=act]").count()), None)
        if mover is None:
            raise RuntimeError("nobody can move")
        mover.bring_to_front()
        mover.locator("[data-cmd=act]").first.click()
        host.wait_for_function("t => __t.turnOut > t", arg=turn, polling=5)
        if mover is not host:  # measure its frame while it is in front (rAF stops behind)
            made += 1
            mover.wait_for_function(
                "t => __bench.frames.some(f => f.turn > t)", arg=turn, polling=5
            )


def round_trips(guest: Page) -> list[tuple[float, float]]:
    """(tap -> view painted, tap -> next frame) for each move the guest made."""
    data = guest.evaluate(
        "() => ({clicks: __bench.clicks, frames: __bench.frames, origin: performance.timeOrigin,"
        " views: __t.received.map(r => [r.data, r.at])})"
    )
    views = []
    for text, at in data["views"]:
        message = json.loads(text)
        if message.get("type") == "view" and at is not None:  # painted (not overtaken)
            views.append((message["view"]["turn"], data["origin"] + at))
    out = []
    for click in data["clicks"]:
        painted = next(at for turn, at in views if turn > click["turn"] and at >= click["at"])
        frame = next(f["at"] for f in data["frames"] if f["turn"] > click["turn"])
        out.append((painted - click["at"], frame - click["at"]))
    return out


def run_once(browser, base: str, seed: int, moves: int) -> tuple[dict, dict, list]:
    host, cold, warm = (new_phone(browser) for _ in range(3))
    host.goto(base + f"?seed={seed}", wait_until="commit")
    warm.goto(base, wait_until="commit")  # the link (base#join=...) then opens in place
    for page in (host, warm):
        ready(page)
    host.bring_to_front()
    host.get_by_role("button", name="Play Claro").click()
    rows = host.locator(".seat-row")
    while rows.count() > 1:
        host.get_by_role("button", name=f"Remove seat {rows.count()}").click()
    host.get_by_role("textbox", name="Name of seat 1").fill("Hana")
    cold_join = join(host, cold, "Ana", cold=True, invite="Invite phones")
    warm_join = join(host, warm, "Luis", cold=False, invite="Invite another phone")
    host.bring_to_front()
    host.get_by_role("button", name="Start the game").click()
    for page in (cold, warm):
        page.get_by_text(re.compile(r"\(you\)")).first.wait_for(timeout=TIMEOUT)
    play([host, cold, warm], moves)
    trips = round_trips(cold) + round_trips(warm)
    for page in (host, cold, warm):
        page.context.close()
    return cold_join, warm_join, trips


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--moves", type=int, default=6, help="guest moves per run")
    args = parser.parse_args()
    colds, warms, trips = [], [], []
    with served_site() as (base, _out, _info), sync_playwright() as p:
        browser = p.chromium.launch(**launch_args())
        version = browser.version
        for run in range(args.runs):
            cold, warm, trip = run_once(browser, base, seed=run + 1, moves=args.moves)
            colds.append(cold)
            warms.append(warm)
            trips += trip
        browser.close()

    def med(rows: list[dict], key: str) -> str:
        values = [r[key] for r in rows]
        return f"{statistics.median(values):7.0f}  (min {min(values):.0f}, max {max(values):.0f})"

    print(f"Chromium {version}, {args.runs} runs, medians in ms")
    print("host: Invite tapped -> invitation link shown (offer + ICE gathering)")
    print(f"  {med(colds + warms, 'invitation')}")
    for title, rows in (
        ("cold join: the guest opens the link in a new tab (the app boots)", colds),
        ("warm join: the app is already open on the guest; the link opens in it", warms),
    ):
        print(title)
        if rows is colds:
            print(f"  link opened -> app ready (boot)           {med(rows, 'boot')}")
        print(f"  Join tapped -> answer code shown          {med(rows, 'answer')}")
        print(f"  host taps Connect -> data channel open    {med(rows, 'connect')}")
        print(f"  channel open -> 'Waiting for the game...' {med(rows, 'welcome')}")
        print(f"  channel only (answer + connect)           {med(rows, 'channel')}")
        print(f"  app level: link opened -> waiting screen  {med(rows, 'total')}")
    painted = [t[0] for t in trips]
    frames = [t[1] for t in trips]
    print(f"action round trip at a guest ({len(trips)} moves): tap -> host's new view")
    print(
        f"  painted into the page {statistics.median(painted):7.1f}  "
        f"(min {min(painted):.1f}, max {max(painted):.1f})"
    )
    print(
        f"  next animation frame  {statistics.median(frames):7.1f}  "
        f"(min {min(frames):.1f}, max {max(frames):.1f})"
    )
    print("(app level includes the script typing the name and pasting the code: ~0.2 s)")


if __name__ == "__main__":
    main()
