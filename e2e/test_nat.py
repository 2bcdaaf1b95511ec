"""Play across the internet, proven in a NAT lab (scripts/nat_lab.py): each phone is a Chromium
inside a home network namespace behind a router that masquerades, with coturn on the lab's
"internet" as the STUN and TURN server, and the app served on each home's own loopback.

- two cone NATs, public STUN: host and guest connect through their public addresses (srflx)
  and play a whole Claro game;
- two symmetric NATs, STUN only: no path; within the bound both phones say why, in plain words;
- two symmetric NATs, the host's relay set: they connect through the relay and play;
- one LAN, internet play off (and, with it on, no STUN reachable): they connect on the LAN;
- an answer that comes back after two minutes still connects, to a Chromium host and to a
  Firefox host (firefox-esr in its home, over WebDriver BiDi), who then play;
- a guest whose address changes mid-game gets back in, in its seat, with its hand.

Needs root (namespaces, nftables) and iproute2, nftables, coturn (`./dev test` installs them):
elsewhere every journey skips, saying so. The journeys share one lab's names: one worker.
"""

from __future__ import annotations

import base64
import os
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from e2e.test_multiplayer import assert_no_card_of_another, hand_of, play_claro
from scripts import engines
from scripts.harness import RECORDER
from scripts.nat_lab import (
    PATHS,
    PRESS,
    TURN,
    connect_pair,
    lab,
    open_firefox_phone,
    open_phone,
    why_not,
)

pytestmark = [
    pytest.mark.skipif(bool(why_not()), reason=why_not() or "-"),
    pytest.mark.xdist_group("natlab"),
]

NO_PATH = "your two networks do not let these phones reach each other"
NOT_YET = "Not connected yet. If the host already has your answer"


@contextmanager
def lab_pair(
    playwright: Any,
    folder: Path,
    path: str,
    *,
    firefox_host: bool = False,
    udp_idle: int | None = None,
) -> Iterator[tuple[Any, Any, Page]]:
    """The lab of `path` (scripts/nat_lab.PATHS) with a host phone and a guest phone in their
    homes, each with its network settings and the message recorder; all gone afterwards. The
    host is a Chromium page, or with `firefox_host` a lab Firefox (scripts/engines.py's);
    `udp_idle`: the routers forget an idle UDP mapping after that many seconds."""
    nats, homes, host_settings, guest_settings = PATHS[path]
    host_home, guest_home = sorted(homes)
    with lab(folder, nats, homes, udp_idle=udp_idle) as made:
        browsers = [made.chromium(playwright, guest_home)]
        try:
            if firefox_host:
                host = open_firefox_phone(made.firefox(host_home), host_settings, RECORDER)
                browsers.append(host)
            else:
                browsers.append(made.chromium(playwright, host_home))
                host = open_phone(browsers[-1], host_settings, RECORDER)
            guest = open_phone(browsers[0], guest_settings, RECORDER)
            yield made, host, guest
        finally:
            for browser in browsers:
                browser.close()


def parse(phone: Any, code: str) -> dict[str, Any]:
    """A code as p2p.js reads it, in a Chromium page or a lab Firefox."""
    read = "code => sobremesaP2P.parseCode(code)"
    return phone.js(read, code) if hasattr(phone, "js") else phone.evaluate(read, code)


def version_and_types(page: Page, code: str) -> tuple[int, list[str]]:
    """A code's version byte and its candidates' types, as p2p.js reads them."""
    raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    parsed = page.evaluate("code => sobremesaP2P.parseCode(code)", code)
    return raw[0], [c["type"] for c in parsed["candidates"]]


def start_game(host: Page, guest: Page) -> None:
    host.get_by_role("button", name="Start the game").click()
    expect(host.get_by_text("Hana (you)")).to_be_visible()
    expect(guest.get_by_text("Ana (you)")).to_be_visible()


@pytest.fixture
def folder(built_site: tuple[str, Path]) -> Path:
    return built_site[1]


@pytest.mark.long(2)
def test_two_cone_nats_connect_through_public_stun_and_play_a_whole_claro_game(
    playwright: Any, folder: Path
):
    with lab_pair(playwright, folder, "cone") as (_lab, host, guest):
        done = connect_pair(host, guest)
        assert done["seconds"] is not None, done
        assert done["path"] == ["srflx", "srflx"], done
        version, types = version_and_types(host, done["invitation"])
        assert version == 3 and "srflx" in types and "relay" not in types
        assert len(done["invitation"]) <= 140 and len(done["answer"]) <= 140
        start_game(host, guest)
        movers = play_claro([host, guest], ("Hana", "Ana"))
        assert {0, 1} <= set(movers)
        for page in (host, guest):
            expect(page.get_by_role("heading", name=re.compile("wins!|You win!"))).to_be_visible()


def test_two_symmetric_nats_without_a_relay_fail_within_the_bound_and_both_phones_say_why(
    playwright: Any, folder: Path
):
    with lab_pair(playwright, folder, "symmetric") as (_lab, host, guest):
        done = connect_pair(host, guest)
        assert done["seconds"] is None and done["failed_after"] is not None, done
        assert done["failed_after"] < 25
        expect(host.get_by_role("alert").filter(has_text=NO_PATH)).to_be_visible()
        expect(host.get_by_role("alert").filter(has_text="set a relay (TURN)")).to_be_visible()
        # the guest cannot tell a host that has not pasted yet from no path: it says both,
        # keeps its answer on screen, and never spins without a word
        expect(guest.get_by_role("alert").filter(has_text=NOT_YET)).to_be_visible(timeout=30_000)
        expect(guest.get_by_role("textbox", name="Your answer code")).to_be_visible()
        for page in (host, guest):
            assert "Error" not in page.locator("main, body").first.inner_text()


def test_two_symmetric_nats_connect_through_the_hosts_relay_and_play(playwright: Any, folder: Path):
    with lab_pair(playwright, folder, "symmetric-turn") as (_lab, host, guest):
        done = connect_pair(host, guest)
        assert done["seconds"] is not None, done
        assert done["path"][0] == "relay", done
        _, types = version_and_types(host, done["invitation"])
        assert "relay" in types
        start_game(host, guest)
        movers = play_claro([host, guest], ("Hana", "Ana"), moves=6)
        assert {0, 1} <= set(movers)
        # the relay's credential stays in the host's own setting: not in a code, not in a save
        secrets = (TURN["credential"], "sobremesa.lab")
        stored = host.evaluate("Object.entries(localStorage)")
        assert any(key == "sobremesa.network" for key, _ in stored)
        for key, value in stored:
            if key != "sobremesa.network":
                assert not any(s in value for s in secrets), key
        for code in (done["invitation"], done["answer"]):
            raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
            assert not any(s.encode() in raw for s in (*secrets, TURN["username"] * 2))


@pytest.mark.parametrize("path", ["same-lan", "same-lan-stun-unreachable"])
def test_one_lan_with_no_internet_connects_on_the_lan(playwright: Any, folder: Path, path: str):
    with lab_pair(playwright, folder, path) as (_lab, host, guest):
        done = connect_pair(host, guest)
        assert done["seconds"] is not None, done
        assert done["path"] == ["host", "host"], done
        version, types = version_and_types(host, done["invitation"])
        assert version == 2 and set(types) == {"host"}
        # internet play off: as before, no wait at all; on with no STUN server reachable: the
        # wait for one is bounded (p2p.js STUN_WAIT_MS, 1.5 s), never the browser's retries
        assert done["invitation_seconds"] < (4 if path == "same-lan" else 6), done


@pytest.mark.long(4)
def test_an_answer_returned_after_two_minutes_still_connects(playwright: Any, folder: Path):
    with lab_pair(playwright, folder, "cone") as (_lab, host, guest):
        done = connect_pair(host, guest, answer_after=125)
        assert done["seconds"] is not None, done
        expect(host.get_by_role("list", name="Seats")).to_contain_text("Ana · connected")
        expect(guest.get_by_text("Waiting for the game to start")).to_be_visible()


# A tap on the first enabled control for a move, in a page driven without Playwright.
ACT = """() => {
  const b = [...document.querySelectorAll("[data-cmd=act]")].find((b) => !b.disabled);
  if (!b) return false;
  b.click();
  return window.sobremesaIdle ? window.sobremesaIdle().then(() => true) : true;
}"""


def play_a_firefox_hosts_claro(fox: Any, guest: Page, moves: int) -> list[int]:
    """`moves` moves of Claro between a Firefox host (Hana) and a Chromium guest (Ana): whoever
    may act plays the first thing allowed; after each, both phones show the same turn and no
    screen shows the other's card. Returns who made each move (0 host, 1 guest)."""
    snaps: list[dict] = []

    def same(at_least: int) -> bool:
        snaps[:] = [fox.js("() => __t.snapshot()"), guest.evaluate("__t.snapshot()")]
        return snaps[0]["turn"] == snaps[1]["turn"] >= at_least

    movers: list[int] = []
    engines.wait(fox, "() => !!window.__t")
    for _ in range(moves):
        turn = snaps[0]["turn"] + 1 if snaps else 0
        deadline = time.monotonic() + 20
        while not same(turn):
            assert time.monotonic() < deadline, f"the phones never agreed on turn {turn}: {snaps}"
            guest.wait_for_timeout(40)
        assert_no_card_of_another(("Hana", "Ana"), snaps)
        if snaps[0]["result"] is not None:
            break
        mover = next((i for i, snap in enumerate(snaps) if snap["acts"]), None)
        assert mover is not None, f"nobody can move: {snaps}"
        if mover == 0:
            assert fox.js(ACT)
        else:
            guest.locator("[data-cmd=act]").first.click()
        movers.append(mover)
    return movers


def needs_firefox() -> None:
    if os.environ.get("SOBREMESA_ENGINES") == "chromium" or not engines.FIREFOX:
        pytest.skip("this journey needs firefox-esr (SOBREMESA_ENGINES=chromium, or not installed)")


# The host's relay candidates reached over TCP, as "address port" (its statistics say so).
TCP_RELAYS = """async () => {
  const found = [];
  for (const pc of window.__pcs || []) {
    (await pc.getStats()).forEach((s) => {
      if (s.type === "local-candidate" && s.candidateType === "relay" && s.relayProtocol === "tcp")
        found.push(`${s.address} ${s.port}`);
    });
  }
  return found;
}"""


@pytest.mark.long(4)
def test_a_firefox_host_takes_an_answer_returned_after_two_minutes_and_they_play(
    playwright: Any, folder: Path
):
    """Firefox, as the host, sends one STUN request for its public address and never refreshes
    it while waiting (Chromium refreshes every 10 s): the cone NAT here gives the same port back
    when the host finally answers the guest's checks. Measured: connected within a second."""
    needs_firefox()
    with lab_pair(playwright, folder, "cone", firefox_host=True) as (_lab, host, guest):
        done = connect_pair(host, guest, answer_after=125)
        assert done["seconds"] is not None, done
        assert done["path"] == ["srflx", "srflx"], done
        print(f"Firefox host, answer after 125 s: connected in {done['seconds']:.2f} s")
        expect(guest.get_by_text("Waiting for the game to start")).to_be_visible()
        assert "Ana · connected" in host.js("() => document.body.innerText")
        engines.wait(host, PRESS, "Start the game", timeout=15)
        engines.wait(host, "() => document.body.innerText.includes('Hana (you)')", timeout=30)
        expect(guest.get_by_text("Ana (you)")).to_be_visible()
        movers = play_a_firefox_hosts_claro(host, guest, moves=6)
        assert {0, 1} <= set(movers), movers


@pytest.mark.long(2)
def test_a_firefox_hosts_relay_is_still_there_when_the_answer_comes_after_its_router_forgot(
    playwright: Any, folder: Path
):
    """Routers that forget an idle UDP mapping after 30 s (many do; Linux after 30 s or 120 s)
    and an answer that comes 45 s later. Firefox sends nothing to the relay while it waits, so
    its next packet leaves from a new port, and a relay reached over UDP answers it "allocation
    mismatch": that host said it could not connect, 11 s after Connect. The invitation carries
    the relay reached over TCP, whose connection stays open: it connects through it."""
    needs_firefox()
    pair = lab_pair(playwright, folder, "symmetric-turn", firefox_host=True, udp_idle=30)
    with pair as (_lab, host, guest):
        done = connect_pair(host, guest, answer_after=45)
        assert done["seconds"] is not None, done
        assert done["path"][0] == "relay", done
        relays = [c for c in parse(host, done["invitation"])["candidates"] if c["type"] == "relay"]
        assert [f"{c['address']} {c['port']}" for c in relays] == host.js(TCP_RELAYS)
        print(
            f"Firefox host via its relay, answer after 45 s: connected in {done['seconds']:.2f} s"
        )


@pytest.mark.long(2)
def test_a_guest_whose_address_changes_mid_game_gets_back_its_seat_and_hand(
    playwright: Any, folder: Path
):
    with lab_pair(playwright, folder, "cone") as (made, host, guest):
        done = connect_pair(host, guest)
        assert done["seconds"] is not None, done
        start_game(host, guest)
        play_claro([host, guest], ("Hana", "Ana"), moves=3)
        hand = hand_of(guest)
        assert hand
        made.move("b1", "10.2.0.77")  # Wi-Fi to another network: a new address
        expect(host.get_by_text("Waiting for Ana")).to_be_visible(timeout=40_000)
        host.get_by_role("button", name="Invite Ana again").click()
        link_box = host.get_by_role("textbox", name="Invitation link")
        expect(link_box).to_have_value(re.compile("#join="), timeout=15_000)
        guest.goto(link_box.input_value())
        guest.get_by_role("textbox", name="Your name").fill("Ana")
        guest.get_by_role("button", name="Join").click()
        answer = guest.get_by_role("textbox", name="Your answer code")
        expect(answer).to_be_visible(timeout=15_000)
        host.get_by_role("textbox", name="Guest's answer code").fill(answer.input_value())
        host.get_by_role("button", name="Connect").click()
        expect(guest.get_by_text("Ana (you)")).to_be_visible(timeout=30_000)
        assert hand_of(guest) == hand
        expect(host.get_by_text("Waiting for Ana")).to_have_count(0)
        movers = play_claro([host, guest], ("Hana", "Ana"), moves=6)
        assert 1 in movers
