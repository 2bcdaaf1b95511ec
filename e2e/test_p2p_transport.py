"""The WebRTC transport (web/js/p2p.js) in a real Chromium, with no server between the peers.

Two (or three) browser contexts stand for phones. The host's invitation code and the guest's
answer code pass between them only as strings through this test, the way a person copies a
link or scans a QR code. The page is a small harness (e2e/fixtures/p2p_harness.html) served
with p2p.js from a temporary directory, not the app, so these tests stay independent of the
app build.

The browser lives on a worker thread of its own: the shared e2e harness keeps
pytest-playwright's sync Playwright running on the main thread for the whole session, and
Playwright allows one sync instance per thread. Each test hands a scenario to that thread.
"""

from __future__ import annotations

import base64
import functools
import http.server
import re
import shutil
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from engine import protocol
from engine.games import register
from engine.guest import GuestTable
from engine.host import HostTable
from tests.toy_game import GAME as RACE_TO_TEN

ROOT = Path(__file__).resolve().parent.parent
CODE = re.compile(r"^[A-Za-z0-9_-]+$")
# A code with two mDNS host names, as Chromium gives on a network with IPv4 and IPv6 (each
# address hidden behind a name of its own, so neither can be left out): its credentials (3 and 18
# bytes packed), the fingerprint and two names make 98 bytes, 131 characters.
LONGEST_CODE = 131
NO_NETWORK = "No network found: join the same Wi-Fi or hotspot"


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """p2p.js (with its codes) and the harness page, served from a temporary directory on a free
    port."""
    root = tmp_path_factory.mktemp("p2p")
    for script in ("p2p-codes.js", "p2p.js"):
        shutil.copy(ROOT / "web" / "js" / script, root)
    shutil.copy(ROOT / "e2e" / "fixtures" / "p2p_harness.html", root)
    handler = functools.partial(_QuietHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/p2p_harness.html"
    server.shutdown()


@pytest.fixture(autouse=True, scope="module")
def _toy_game() -> None:
    register(RACE_TO_TEN)


@contextmanager
def phones(browser: Browser, url: str, count: int = 2) -> Iterator[list[Page]]:
    """`count` separate browser contexts (no shared storage), each on the harness page."""
    contexts = [browser.new_context() for _ in range(count)]
    try:
        pages = [c.new_page() for c in contexts]
        for page in pages:
            page.goto(url)
        yield pages
    finally:
        for context in contexts:
            context.close()


def invite(host: Page, guest: Page, link_id: str = "x", **options: Any) -> tuple[str, str]:
    """The whole code exchange for one guest; returns (invitation code, answer code)."""
    host.bring_to_front()
    offer = host.evaluate("([id, o]) => harness.host(id, o)", [link_id, options])
    link = host.evaluate("c => sobremesaP2P.joinLink(c, 'https://sobremesa.example/app/')", offer)
    assert link == f"https://sobremesa.example/app/#join={offer}"
    guest.bring_to_front()
    answer = guest.evaluate("([l, o]) => harness.guest('host', l, o)", [link, options])
    host.bring_to_front()
    assert host.evaluate("([id, c]) => harness.accept(id, c)", [link_id, answer]) == "open"
    guest.bring_to_front()
    assert guest.evaluate("harness.opened('host')") == "open"
    return offer, answer


def received(page: Page, count: int, timeout: float = 5000) -> list[list[str]]:
    page.wait_for_function("n => inbox.length >= n", arg=count, timeout=timeout)
    return page.evaluate("harness.drain()")


# -- scenarios (each runs on the browser thread) --------------------------------------------------


def test_two_phones_connect_by_copied_codes_and_talk_both_ways(browser: Browser, url: str) -> None:
    with phones(browser, url) as (host, guest):
        offer, answer = invite(host, guest)
        for code in (offer, answer):
            assert CODE.match(code) and 80 <= len(code) <= LONGEST_CODE, code
        assert offer != answer
        sdp = host.evaluate("c => sobremesaP2P.decode(c)", offer)
        assert sdp["type"] == "offer" and "a=setup:actpass" in sdp["sdp"]
        assert "a=end-of-candidates" in sdp["sdp"] and "webrtc-datachannel" in sdp["sdp"]
        assert guest.evaluate("c => sobremesaP2P.decode(c).type", answer) == "answer"

        host.bring_to_front()
        host.evaluate("harness.send('x', 'hola')")
        guest.bring_to_front()
        guest.evaluate("harness.send('host', '¡adiós! 🎉')")
        big = "ñ" * 100_000  # a whole view is far smaller; still one message
        guest.evaluate("t => harness.send('host', t)", big)
        assert received(guest, 1) == [["host", "hola"]]
        assert received(host, 2) == [["x", "¡adiós! 🎉"], ["x", big]]
        assert host.evaluate("links.x.states") == ["open"]
        assert guest.evaluate("links.host.states") == ["open"]

        # messages that arrive before the app listens are kept for the first listener
        guest.evaluate("links.host.link.onmessage = null")
        host.bring_to_front()
        host.evaluate("harness.send('x', 'early 1'); harness.send('x', 'early 2')")
        guest.bring_to_front()
        guest.wait_for_function("links.host.link._early.length === 2")
        late = guest.evaluate(
            "() => { const got = []; links.host.link.onmessage = (t) => got.push(t); return got; }"
        )
        assert late == ["early 1", "early 2"]


def test_bad_codes_give_clear_errors(browser: Browser, url: str) -> None:
    with phones(browser, url) as (host, guest):
        host.bring_to_front()
        offer = host.evaluate("harness.host('x')")
        raw = bytearray(base64.urlsafe_b64decode(offer + "=" * (-len(offer) % 4)))
        raw[0] = 1  # a code made by a build of the previous format
        other_version = base64.urlsafe_b64encode(raw).decode().rstrip("=")
        flipped = offer[:40] + ("A" if offer[40] != "A" else "B") + offer[41:]
        short = len(offer) - 12 < 60
        # Each refusal has a stable code (the app translates it) and an English fallback.
        cases = {
            "garbage": ("Hello! Here is my code: " + "x" * 60, "code_not_ours", "not a Sobremesa"),
            "short": ("hello", "code_short", "too short"),
            "empty": ("  ", "code_empty", "There is no code here"),
            "symbols": ("!" * 100, "code_not_ours", "not a Sobremesa connection code"),
            "truncated": (
                offer[:-12],
                "code_short" if short else "code_damaged",
                "too short" if short else "damaged",
            ),
            "flipped": (flipped, "code_damaged", "damaged"),
            "version": (other_version, "code_version", "another version of Sobremesa"),
            "huge": ("A" * 5000, "code_not_ours", "not a Sobremesa connection code"),
        }
        guest.bring_to_front()
        for name, (code, why, words) in cases.items():
            error = guest.evaluate("c => harness.error(sobremesaP2P.guestAnswer(c))", code)
            assert error and error["name"] == "P2PError" and error["code"] == why, (name, error)
            assert words in error["message"], (name, error["message"])
        # the right code in the wrong place
        error = host.evaluate("c => harness.error(links.x.accept(c))", offer)
        assert error["code"] == "code_is_invitation"
        assert "invitation code, not an answer" in error["message"]
        answer = guest.evaluate("c => harness.guest('host', c)", offer)
        error = guest.evaluate("c => harness.error(sobremesaP2P.guestAnswer(c))", answer)
        assert error["code"] == "code_is_answer" and "answer code" in error["message"]


def test_mdns_ipv4_and_ipv6_candidates_round_trip_through_the_code(
    browser: Browser, url: str
) -> None:
    """mDNS names (what Chromium shows without camera permission) and IPv6 survive the code."""
    with phones(browser, url, count=1) as (page,):
        result = page.evaluate(
            """async () => {
              const pc = new RTCPeerConnection({iceServers: []});
              pc.createDataChannel('x', {negotiated: true, id: 0});
              await pc.setLocalDescription(await pc.createOffer());
              const bare = pc.localDescription.sdp.replace(/a=candidate:.*\\r\\n/g, '');
              pc.close();
              const withCandidates = (lines) => bare.replace('a=ice-ufrag', lines + 'a=ice-ufrag');
              const mdns = 'a=candidate:1 1 udp 2122262783 '
                + '1f4712db-ea17-4bcf-a596-105139dfd8bf.local 54321 typ host generation 0\\r\\n';
              const v4 = 'a=candidate:2 1 udp 2122194687 192.168.1.20 40000 typ host\\r\\n';
              const tcp = 'a=candidate:3 1 tcp 1518214911 192.168.1.20 9 typ host '
                + 'tcptype active\\r\\n';
              const v6 = 'a=candidate:4 1 udp 2122136831 2001:db8::7 40001 typ host\\r\\n';
              const out = {};
              for (const [name, lines] of Object.entries({
                mdns, mixed: mdns + v4 + tcp + v6, v6only: v6, tcponly: tcp})) {
                try {
                  const code = sobremesaP2P.encode({type: 'offer', sdp: withCandidates(lines)});
                  out[name] = {code, sdp: sobremesaP2P.decode(code).sdp};
                } catch (err) { out[name] = {error: err.message}; }
              }
              return out;
            }"""
        )
    mdns = result["mdns"]
    assert len(mdns["code"]) <= 115
    assert "1f4712db-ea17-4bcf-a596-105139dfd8bf.local 54321 typ host" in mdns["sdp"]
    mixed = result["mixed"]["sdp"]
    assert "192.168.1.20 40000 typ host" in mixed and ".local 54321" in mixed
    assert "tcp" not in mixed and "2001:" not in mixed  # IPv6 only when nothing else exists
    assert mixed.index("192.168.1.20") < mixed.index(".local")
    assert "2001:db8:0:0:0:0:0:7 40001 typ host" in result["v6only"]["sdp"]
    assert result["tcponly"] == {"error": NO_NETWORK}


def _fletcher16(data: bytes) -> bytes:
    a = b = 0
    for x in data:
        a = (a + x) % 255
        b = (b + a) % 255
    return bytes([b, a])


def test_a_candidate_claiming_a_public_address_and_a_relay_at_once_is_damaged(
    browser: Browser, url: str
) -> None:
    """A candidate's kind byte has a bit for a public address (32) and one for a relay (64); one
    with both names no type at all. Its code is refused as damaged, as any other code that no
    app made (it used to be taken, and became `typ undefined` with no priority in the SDP)."""
    with phones(browser, url, count=1) as (page,):
        code = page.evaluate(
            """async () => {
              const pc = new RTCPeerConnection({iceServers: []});
              pc.createDataChannel('x', {negotiated: true, id: 0});
              await pc.setLocalDescription(await pc.createOffer());
              const bare = pc.localDescription.sdp.replace(/a=candidate:.*\\r\\n/g, '');
              pc.close();
              const public_ = 'a=candidate:1 1 udp 1686052607 203.0.113.5 40000 typ srflx '
                + 'raddr 0.0.0.0 rport 0\\r\\n';
              const sdp = bare.replace('a=ice-ufrag', public_ + 'a=ice-ufrag');
              return sobremesaP2P.encode({type: 'offer', sdp});
            }"""
        )
        raw = bytearray(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)))
        # the code's one candidate ends it: kind, 4 address bytes, port (2), then the checksum
        assert raw[0] == 3 and raw[-10] == 1 and raw[-9] == 4 | 32
        raw[-9] = 4 | 32 | 64
        raw[-2:] = _fletcher16(raw[:-2])
        both = base64.urlsafe_b64encode(raw).decode().rstrip("=")
        parsed = page.evaluate(
            """codes => codes.map((c) => {
              try { return sobremesaP2P.parseCode(c).candidates; }
              catch (err) { return {name: err.name, code: err.code}; }
            })""",
            [code, both],
        )
    assert parsed[0] == [{"kind": 4, "type": "srflx", "address": "203.0.113.5", "port": 40000}]
    assert parsed[1] == {"name": "P2PError", "code": "code_damaged"}


def test_a_relay_is_asked_for_over_tcp_too_and_the_code_carries_that_one(
    browser: Browser, url: str
) -> None:
    """A host's relay must still be reachable when the answer comes minutes later: a UDP way to
    it lasts behind a NAT only while packets go through (Firefox sends none while it waits), a
    TCP one stays open. So a `turn:` relay is asked for over both, and the code carries the one
    the statistics say is reached over TCP, though the browser ranks the UDP one first."""
    with phones(browser, url, count=1) as (page,):
        relay = {"username": "ana", "credential": "s3cret"}
        asked = {
            "turn:relay.example.org:3478": [
                "turn:relay.example.org:3478",
                "turn:relay.example.org:3478?transport=tcp",
            ],
            "turn:relay.example.org:3478?transport=udp": [
                "turn:relay.example.org:3478?transport=udp",
                "turn:relay.example.org:3478?transport=tcp",
            ],
            "turn:relay.example.org?transport=tcp": ["turn:relay.example.org?transport=tcp"],
            "turns:relay.example.org:443": ["turns:relay.example.org:443"],
        }
        for given, urls in asked.items():
            servers = page.evaluate(
                "t => sobremesaP2P.iceServers({turn: t})", {**relay, "urls": given}
            )
            assert servers == [{**relay, "urls": urls}], given

        fingerprint = ":".join(f"{b:02X}" for b in range(32))
        sdp = "\r\n".join(
            [
                "v=0",
                "a=ice-ufrag:abcd",
                "a=ice-pwd:" + "p" * 24,
                f"a=fingerprint:sha-256 {fingerprint}",
                "a=setup:actpass",
                "a=candidate:1 1 udp 2122260223 192.168.1.20 50000 typ host",
                "a=candidate:2 1 udp 41885439 203.0.113.9 50001 typ relay raddr 0.0.0.0 rport 0",
                "a=candidate:3 1 udp 8331263 203.0.113.9 50002 typ relay raddr 0.0.0.0 rport 0",
            ]
        )
        relays = """([sdp, lasting]) => sobremesaP2P.inspect(sdp, new Set(lasting)).candidates
            .filter((c) => c.type === "relay").map((c) => c.port)"""
        assert page.evaluate(relays, [sdp, []]) == [50001]  # the browser's own ranking
        assert page.evaluate(relays, [sdp, ["203.0.113.9 50002"]]) == [50002]


def test_no_network_is_reported_within_the_gathering_timeout(browser: Browser, url: str) -> None:
    """A device with no route: gathering never completes and yields nothing usable."""
    with phones(browser, url, count=1) as (page,):
        page.evaluate(
            """() => {
              const proto = RTCPeerConnection.prototype;
              const real = Object.getOwnPropertyDescriptor(proto, 'localDescription').get;
              Object.defineProperty(proto, 'iceGatheringState', {get: () => 'gathering'});
              Object.defineProperty(proto, 'localDescription', {get() {
                const d = real.call(this);
                return {type: d.type, sdp: d.sdp.replace(/a=candidate:.*\\r\\n/g, '')};
              }});
            }"""
        )
        started = time.monotonic()
        error = page.evaluate("harness.error(harness.host('x', {gatherTimeout: 800}))")
        took = time.monotonic() - started
    assert error == {"name": "P2PError", "code": "no_network", "message": NO_NETWORK}
    assert 0.7 < took < 3


def test_an_invitation_waits_for_an_address_that_comes_after_the_servers_wait(
    browser: Browser, url: str
) -> None:
    """Chromium can announce its TCP addresses at once and its UDP ones seconds later (seen here
    while it asked for a STUN server's name it could not resolve, on a network with no way
    out). A code carries UDP only: the invitation must wait past the STUN servers' wait for the
    first UDP address, not end without one and say "no network" on a working Wi-Fi."""
    with phones(browser, url, count=1) as (page,):
        page.evaluate(
            """() => {
              const proto = RTCPeerConnection.prototype;
              const late = new WeakMap(); // a connection -> when its UDP addresses show
              const lateOf = (pc) => {
                if (!late.has(pc)) late.set(pc, performance.now() + 2200);
                return late.get(pc);
              };
              // a timer can fire a fraction of a millisecond before performance.now() says
              // its time has come: once a late address is heard, the connection shows them all
              const heard = new WeakSet();
              const shown = (pc) => heard.has(pc) || performance.now() >= lateOf(pc);
              const state = Object.getOwnPropertyDescriptor(proto, 'iceGatheringState').get;
              Object.defineProperty(proto, 'iceGatheringState', {get() {
                return shown(this) ? state.call(this) : 'gathering';
              }});
              const description = Object.getOwnPropertyDescriptor(proto, 'localDescription').get;
              Object.defineProperty(proto, 'localDescription', {get() {
                const d = description.call(this);
                if (!d || shown(this)) return d;
                return {type: d.type, sdp: d.sdp.replace(/a=candidate:\\S+ 1 udp .*\\r\\n/gi, '')};
              }});
              const listen = proto.addEventListener;
              proto.addEventListener = function (type, listener, ...rest) {
                if (type !== 'icecandidate') return listen.call(this, type, listener, ...rest);
                lateOf(this);
                return listen.call(this, type, (event) => {
                  const udp = / udp /i.test((event.candidate && event.candidate.candidate) || '');
                  const wait = Math.max(0, lateOf(this) - performance.now());
                  if (udp && wait > 0) {
                    setTimeout(() => {
                      heard.add(this);
                      listener(event);
                    }, wait);
                  } else {
                    listener(event);
                  }
                }, ...rest);
              };
            }"""
        )
        stun = {"stun": ["stun:stun.l.google.com:19302"]}  # never resolved from a test
        started = time.monotonic()
        offer = page.evaluate("o => harness.host('x', o)", stun)
        took = time.monotonic() - started
    assert CODE.match(offer), offer
    assert 2 < took < 4.5, took


def test_asking_for_the_camera_first_still_connects(browser: Browser, url: str) -> None:
    with phones(browser, url) as (host, guest):
        invite(host, guest, camera=True)  # no camera here: the refusal must not matter
        guest.evaluate("harness.send('host', 'still here')")
        assert received(host, 1) == [["x", "still here"]]


def test_a_stale_answer_fails_with_a_clear_error(browser: Browser, url: str) -> None:
    """An answer to another invitation never connects; the UI hears so within the timeout."""
    with phones(browser, url) as (host, guest):
        host.bring_to_front()
        first = host.evaluate("harness.host('first')")
        host.evaluate("harness.host('second', {openTimeout: 2500})")
        guest.bring_to_front()
        answer_to_first = guest.evaluate("c => harness.guest('host', c)", first)
        host.bring_to_front()
        error = host.evaluate("c => harness.error(harness.accept('second', c))", answer_to_first)
        assert error["code"] == "no_connection"
        assert "same Wi-Fi or hotspot" in error["message"]
        assert host.evaluate("links.second.states") == ["failed"]


def test_connection_loss_is_reported_to_the_host(browser: Browser, url: str) -> None:
    with phones(browser, url, count=3) as (host, polite, gone):
        invite(host, polite, "polite")
        invite(host, gone, "gone")
        polite.bring_to_front()
        polite.evaluate("links.host.link.close()")
        host.bring_to_front()
        host.wait_for_function("links.polite.states.includes('closed')", timeout=10_000)
        gone.context.close()  # a phone walks away: no goodbye, only silence
        host.wait_for_function(
            "['disconnected', 'failed', 'closed'].includes(links.gone.states.at(-1))",
            timeout=20_000,
        )


def test_a_host_and_two_guests_play_race_to_ten_over_webrtc(browser: Browser, url: str) -> None:
    """A whole race_to_ten: Python host and guest tables, real data channels between pages."""
    with phones(browser, url, count=3) as (host_page, ana_page, bea_page):
        host = HostTable("race_to_ten", seed=11)
        host.add_seat("Hugo")
        guests = {"ana": (GuestTable("Ana"), ana_page), "bea": (GuestTable("Bea"), bea_page)}
        seen: dict[str, list[str]] = {"ana": [], "bea": []}
        for peer, (guest, page) in guests.items():
            invite(host_page, page, peer)
            host.connect(
                peer, lambda raw, p=peer: host_page.evaluate("a => harness.send(...a)", [p, raw])
            )
            guest.connect(lambda raw, pg=page: pg.evaluate("t => harness.send('host', t)", raw))

        def pump(until: Callable[[], bool], timeout: float = 10.0) -> None:
            deadline = time.monotonic() + timeout
            while not until():
                assert time.monotonic() < deadline, "the tables did not settle"
                for peer, text in host_page.evaluate("harness.drain()"):
                    host.receive(peer, text)
                for peer, (guest, page) in guests.items():
                    for _, text in page.evaluate("harness.drain()"):
                        seen[peer].append(text)
                        guest.receive(text)
                time.sleep(0.005)

        pump(lambda: all(g.seat is not None for g, _ in guests.values()))
        host.start()
        pump(lambda: all(g.started for g, _ in guests.values()))
        by_seat = {g.seat: (g, p) for g, p in guests.values()}
        while host.result() is None:
            seat = host.table.active_seats()[0]
            turn = len(host.table.log)
            if seat in host.local_seats:
                host.submit(seat, host.view(seat)["legal"][-1])
            else:
                guest, page = by_seat[seat]
                page.bring_to_front()
                guest.submit(seat, guest.view(seat)["legal"][-1])
                pump(lambda t=turn: len(host.table.log) > t)
            pump(
                lambda: all(
                    g.view(g.seat)["turn"] == len(host.table.log) for g, _ in by_seat.values()
                )
            )
        for guest, _ in guests.values():
            assert guest.result() == host.result()
            assert guest.view(guest.seat) == host.view(guest.seat)
        assert not host.rejections
        for peer, texts in seen.items():
            seat = guests[peer][0].seat
            for text in texts:
                assert '"hands"' not in text and '"deck"' not in text
                message = protocol.parse(text, sender="host")
                if message["type"] == "view":
                    assert message["view"]["seat"] == seat
