"""A NAT lab in network namespaces: an "internet" with coturn on it, and homes behind routers
that masquerade, each home with a browser and the app served on its own loopback.

    internet (sbl-inet): bridge 10.100.0.1/24 (coturn: STUN and TURN on 10.100.0.1:3478)
       |                         |
    router A (sbl-ra)        router B (sbl-rb)       wan 10.100.0.11 / .12, NAT kind per router
       | lan 10.1.0.1/24         | lan 10.2.0.1/24   (a bridge: several homes on one LAN)
    home a1 10.1.0.2 (a2 .3)  home b1 10.2.0.2

A router's NAT is either "cone" (nftables `masquerade`: Linux keeps the source port, so one
local port has one public port whatever the destination: endpoint-independent mapping) or
"symmetric" (`masquerade random`: every new destination gets a new random public port). Either
way the router drops unsolicited packets from the internet, as home routers do (and so that a
peer's early check cannot make Linux pick a new port for the reply it would have matched).
Nothing here touches a real outside address: every address is a private lab one inside
namespaces this module creates, and removes on leaving.

Each home gets the built app served on its own 127.0.0.1:8000 (scripts/serve.py run inside the
namespace), so every page is a secure context of the same origin, and Chromium is launched
inside the namespace through a wrapper (`ip netns exec <home> chromium-headless-shell`):
Playwright drives it over its usual pipe, which `ip netns exec` passes through. A Firefox
(`Lab.firefox`: `ip netns exec <home> firefox-esr --remote-debugging-port=0`) is driven over
WebDriver BiDi by scripts/engines.py's helper, through a socket made inside the home (`socket_in`):
its BiDi server listens on the home's own loopback.

Needs root (namespaces, nftables) and Debian's iproute2, nftables, coturn. Run by hand:

    sudo .venv/bin/python scripts/nat_lab.py            # connect times, median of 5 per path
    sudo .venv/bin/python scripts/nat_lab.py --runs 1 --paths cone
    sudo .venv/bin/python scripts/nat_lab.py --runs 1 --paths cone --firefox host --answer-after 125
    sudo .venv/bin/python scripts/nat_lab.py --server-refresh 60   # who keeps its mapping alive
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from scripts.engines import Firefox, wait  # noqa: E402
from scripts.harness import BASE_FLAGS, wait_ready  # noqa: E402

PREFIX = "sbl-"
INET = PREFIX + "inet"
STUN_URL = "stun:10.100.0.1:3478"
TURN = {"urls": "turn:10.100.0.1:3478?transport=udp", "username": "lab", "credential": "labsecret"}
PORT = 8000
SITE = f"http://127.0.0.1:{PORT}/"
LAB_FLAGS = [
    *BASE_FLAGS,
    # the camera prompt answered (with a fake camera) rather than left open
    "--use-fake-ui-for-media-stream",
    "--use-fake-device-for-media-stream",
    "--disable-background-timer-throttling",
    "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
    "--disable-features=IntensiveWakeUpThrottling",
]
NEEDS = ("ip", "nft", "turnserver")
# A lab Firefox is a phone's: its addresses hidden behind mDNS names, no loopback candidates
# (scripts/engines.py's defaults are for two browsers on one machine with no route out).
LAB_FIREFOX_PREFS = {
    "media.peerconnection.ice.loopback": False,
    "media.peerconnection.ice.obfuscate_host_addresses": True,
    "intl.accept_languages": "en-US",
}
CLONE_NEWNET = 0x40000000


def why_not() -> str:
    """Why this machine cannot run the lab, or "" when it can."""
    if not sys.platform.startswith("linux"):
        return "the NAT lab needs Linux network namespaces"
    if os.geteuid() != 0:
        return "the NAT lab needs root (network namespaces and nftables); CI runs it as root"
    missing = [tool for tool in NEEDS if shutil.which(tool) is None]
    if missing:
        return f"the NAT lab needs {', '.join(missing)} (apt-get install iproute2 nftables coturn)"
    return ""


def sh(*args: str, ns: str | None = None, check: bool = True) -> str:
    command = (["ip", "netns", "exec", ns] if ns else []) + list(args)
    done = subprocess.run(command, capture_output=True, text=True)
    if check and done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)}: {done.stderr.strip() or done.stdout.strip()}")
    return done.stdout


def nat_rules(kind: str) -> str:
    """The router's nftables ruleset: masquerade out of `wan` (a random port per destination
    when symmetric), forwarding only what the homes started, nothing unsolicited accepted."""
    masquerade = "masquerade random" if kind == "symmetric" else "masquerade"
    return f"""
table ip lab {{
  chain postrouting {{ type nat hook postrouting priority srcnat; oifname "wan" {masquerade}; }}
  chain forward {{ type filter hook forward priority filter; policy drop;
    iifname "lan" accept; ct state established,related accept; }}
  chain input {{ type filter hook input priority filter; policy accept;
    iifname "wan" ct state new drop; }}
}}
"""


class Lab:
    """The namespaces, the coturn and the servers of one lab; `close()` removes them all."""

    def __init__(
        self,
        site_dir: Path,
        nats: dict[str, str],
        homes: dict[str, str],
        *,
        udp_idle: int | None = None,
    ) -> None:
        """`nats`: router name -> "cone" | "symmetric" | "offline" (no way out at all);
        `homes`: home name -> its router (homes of one router share its LAN); `udp_idle`:
        seconds after which every router forgets a UDP mapping nothing went through (Linux's
        own: 30 s for one that saw a single exchange, 120 s once both sides have talked)."""
        self.site_dir = site_dir
        self.udp_idle = udp_idle
        self.nats = nats
        self.homes = homes
        self.namespaces: list[str] = []
        self.processes: list[subprocess.Popen[bytes]] = []
        self.browsers: list[Any] = []  # the Firefoxes started here (Playwright's close themselves)
        self.tmp = Path(tempfile.mkdtemp(prefix="sobremesa-natlab-"))

    # -- building ---------------------------------------------------------------------------

    def _ns(self, name: str) -> str:
        ns = PREFIX + name
        sh("ip", "netns", "del", ns, check=False)  # a lab a killed run left behind
        sh("ip", "netns", "add", ns)
        self.namespaces.append(ns)
        # IPv4 only: an IPv6 link-local address settling a moment after a browser starts is a
        # "network change" that aborts its first page load (net::ERR_NETWORK_CHANGED)
        for scope in ("all", "default"):
            sh("sysctl", "-qw", f"net.ipv6.conf.{scope}.disable_ipv6=1", ns=ns)
        sh("ip", "link", "set", "lo", "up", ns=ns)
        return ns

    def _veth(self, a_ns: str, a_name: str, b_ns: str, b_name: str) -> None:
        sh("ip", "link", "add", "sbltmp0", "type", "veth", "peer", "name", "sbltmp1")
        sh("ip", "link", "set", "sbltmp0", "netns", a_ns)
        sh("ip", "link", "set", "sbltmp1", "netns", b_ns)
        sh("ip", "link", "set", "sbltmp0", "name", a_name, ns=a_ns)
        sh("ip", "link", "set", "sbltmp1", "name", b_name, ns=b_ns)
        sh("ip", "link", "set", a_name, "up", ns=a_ns)
        sh("ip", "link", "set", b_name, "up", ns=b_ns)

    def open(self) -> Lab:
        inet = self._ns("inet")
        sh("ip", "link", "add", "br0", "type", "bridge", ns=inet)
        sh("ip", "addr", "add", "10.100.0.1/24", "dev", "br0", ns=inet)
        sh("ip", "link", "set", "br0", "up", ns=inet)
        for number, (router, kind) in enumerate(sorted(self.nats.items()), start=1):
            r = self._ns("r" + router)
            lan = f"10.{number}.0"
            sh("ip", "link", "add", "lan", "type", "bridge", ns=r)
            sh("ip", "addr", "add", f"{lan}.1/24", "dev", "lan", ns=r)
            sh("ip", "link", "set", "lan", "up", ns=r)
            if kind != "offline":
                self._veth(r, "wan", inet, f"to{router}")
                sh("ip", "link", "set", f"to{router}", "master", "br0", ns=inet)
                sh("ip", "addr", "add", f"10.100.0.{10 + number}/24", "dev", "wan", ns=r)
                sh("sysctl", "-qw", "net.ipv4.ip_forward=1", ns=r)
                rules = self.tmp / f"{router}.nft"
                rules.write_text(nat_rules(kind))
                sh("nft", "-f", str(rules), ns=r)
                if self.udp_idle:  # conntrack's settings exist once its rules do
                    for name in ("nf_conntrack_udp_timeout", "nf_conntrack_udp_timeout_stream"):
                        sh("sysctl", "-qw", f"net.netfilter.{name}={self.udp_idle}", ns=r)
            homes = sorted(h for h, at in self.homes.items() if at == router)
            for index, home in enumerate(homes, start=2):
                h = self._ns(home)
                self._veth(h, "eth0", r, f"to{home}")
                sh("ip", "link", "set", f"to{home}", "master", "lan", ns=r)
                sh("ip", "addr", "add", f"{lan}.{index}/24", "dev", "eth0", ns=h)
                sh("ip", "route", "add", "default", "via", f"{lan}.1", ns=h)
                self._serve(h)
        self._coturn(inet)
        return self

    def _spawn(self, ns: str, args: list[str], log: str) -> subprocess.Popen[bytes]:
        out = open(self.tmp / log, "wb")  # noqa: SIM115 - closed with the lab
        process = subprocess.Popen(
            ["ip", "netns", "exec", ns, *args], stdout=out, stderr=subprocess.STDOUT
        )
        self.processes.append(process)
        return process

    def _serve(self, ns: str) -> None:
        self._spawn(
            ns,
            [sys.executable, str(ROOT / "scripts/serve.py"), "--port", str(PORT)]
            + ["--dir", str(self.site_dir)],
            f"{ns}-serve.log",
        )
        wait_port(ns, "127.0.0.1", PORT, tcp=True)

    def _coturn(self, ns: str) -> None:
        self._spawn(
            ns,
            ["turnserver", "-n", "--listening-ip=10.100.0.1", "--relay-ip=10.100.0.1"]
            + ["--listening-port=3478", "--min-port=49152", "--max-port=49999"]
            + ["--lt-cred-mech", f"--user={TURN['username']}:{TURN['credential']}"]
            + ["--realm=sobremesa.lab", "--no-tls", "--no-dtls", "--no-cli"]
            + ["--allowed-peer-ip=10.0.0.0-10.255.255.255", "--log-file=stdout", "--simple-log"]
            + [f"--pidfile={self.tmp / 'turnserver.pid'}", f"--userdb={self.tmp / 'turn.db'}"],
            "coturn.log",
        )
        wait_port(ns, "10.100.0.1", 3478, tcp=True)

    # -- using ------------------------------------------------------------------------------

    def chromium(self, playwright: Any, home: str) -> Any:
        """A Chromium running inside `home`'s namespace, driven by `playwright`."""
        from scripts.harness import chromium_path

        binary = chromium_path(shell=True) or shutil.which("chromium") or "chromium"
        wrapper = self.tmp / f"chromium-{home}"
        wrapper.write_text(f'#!/bin/sh\nexec ip netns exec {PREFIX}{home} {binary} "$@"\n')
        wrapper.chmod(0o755)
        return playwright.chromium.launch(executable_path=str(wrapper), args=LAB_FLAGS)

    def firefox(self, home: str, **prefs: Any) -> Any:
        """A Firefox running inside `home`'s namespace (`ip netns exec ... firefox-esr`),
        driven over WebDriver BiDi by scripts/engines.py's helper: its BiDi server listens on the
        home's own loopback, reached through a socket made in that namespace (`socket_in`).
        `prefs` change LAB_FIREFOX_PREFS. Closed with the lab if not before."""
        ns = PREFIX + home
        browser = Firefox(
            wrap=["ip", "netns", "exec", ns],
            dial=lambda host, port: socket_in(ns, host, port),
            **{**LAB_FIREFOX_PREFS, **prefs},
        )
        self.browsers.append(browser)
        return browser

    def move(self, home: str, address: str) -> None:
        """`home`'s phone gets a new address on its LAN (a phone moving to another network):
        every path it had is gone, its old mapping on the router with it."""
        ns = PREFIX + home
        router = PREFIX + "r" + self.homes[home]
        sh("ip", "addr", "flush", "dev", "eth0", ns=ns)
        sh("ip", "addr", "add", f"{address}/24", "dev", "eth0", ns=ns)
        gateway = address.rsplit(".", 1)[0] + ".1"
        sh("ip", "route", "replace", "default", "via", gateway, ns=ns)
        sh("conntrack", "-F", ns=router, check=False)  # if conntrack-tools is there

    def log(self, name: str) -> str:
        path = self.tmp / name
        return path.read_text(errors="replace") if path.exists() else ""

    def close(self) -> None:
        for browser in self.browsers:
            browser.close()  # a second close of one already closed does nothing
        for process in reversed(self.processes):
            process.terminate()
        for process in self.processes:
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
        for ns in reversed(self.namespaces):
            sh("ip", "netns", "del", ns, check=False)
        shutil.rmtree(self.tmp, ignore_errors=True)


def made_in(ns: str, make: Callable[[], socket.socket]) -> socket.socket:
    """The socket `make()` returns, made from inside the network namespace `ns`. A socket stays
    in the namespace it was made in, and setns(2) moves only the thread that calls it: a thread
    of its own joins `ns`, makes it, and ends."""
    import ctypes
    import threading

    made: dict[str, Any] = {}

    def run() -> None:
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            with open(f"/run/netns/{ns}") as target:
                if libc.setns(target.fileno(), CLONE_NEWNET) != 0:
                    raise OSError(ctypes.get_errno(), f"setns into {ns}")
            made["socket"] = make()
        except OSError as err:
            made["error"] = err

    thread = threading.Thread(target=run, name=f"made-in-{ns}")
    thread.start()
    thread.join()
    if "error" in made:
        raise made["error"]
    return made["socket"]


def socket_in(ns: str, host: str, port: int, timeout: float = 30.0) -> socket.socket:
    """A TCP connection to host:port from inside `ns` (a server on that namespace's loopback)."""
    sock = made_in(ns, lambda: socket.create_connection((host, port), timeout=timeout))
    sock.settimeout(None)
    return sock


def to_the_server(seconds: float) -> list[tuple[float, str]]:
    """The UDP packets sent to the lab's STUN and TURN server (10.100.0.1:3478) in the next
    `seconds`, as (seconds from now, "sender address:port"), seen on the internet's bridge."""
    import struct

    def capture() -> socket.socket:
        sock = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.htons(0x0800))  # IPv4
        sock.bind(("br0", 0))
        return sock

    sock = made_in(INET, capture)
    seen: list[tuple[float, str]] = []
    start = time.monotonic()
    with sock:
        while (left := seconds - (time.monotonic() - start)) > 0:
            sock.settimeout(left)
            try:
                frame = sock.recv(2048)
            except TimeoutError:
                break
            ip = frame[14:]
            if ip[9] != 17 or socket.inet_ntoa(ip[16:20]) != "10.100.0.1":
                continue  # not UDP, or not to the server
            header = (ip[0] & 15) * 4
            source, destination = struct.unpack("!HH", ip[header : header + 4])
            if destination == 3478:
                sender = f"{socket.inet_ntoa(ip[12:16])}:{source}"
                seen.append((time.monotonic() - start, sender))
    return seen


def wait_port(ns: str, host: str, port: int, *, tcp: bool, timeout: float = 20.0) -> None:
    """Wait until something listens on host:port inside `ns` (a server starting)."""
    probe = (
        "import socket,sys\ns=socket.socket()\ns.settimeout(0.5)\n"
        f"sys.exit(s.connect_ex(({host!r},{port})))"
    )
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if subprocess.run(["ip", "netns", "exec", ns, sys.executable, "-c", probe]).returncode == 0:
            return
        time.sleep(0.1)
    raise RuntimeError(f"nothing listens on {host}:{port} in {ns} after {timeout:.0f} s")


@contextmanager
def lab(
    site_dir: Path, nats: dict[str, str], homes: dict[str, str], *, udp_idle: int | None = None
) -> Iterator[Lab]:
    """A lab set up for the block, torn down after it (even when the block fails)."""
    made = Lab(site_dir, nats, homes, udp_idle=udp_idle)
    try:
        yield made.open()
    finally:
        made.close()


# Each journey's lab: the routers' NATs and where each home is.
PATHS: dict[str, tuple[dict[str, str], dict[str, str], dict[str, Any], dict[str, Any]]] = {
    # name: (nats, homes, host settings, guest settings)
    "cone": (
        {"a": "cone", "b": "cone"},
        {"a1": "a", "b1": "b"},
        {"stun_servers": [STUN_URL]},
        {"stun_servers": [STUN_URL]},
    ),
    "symmetric": (
        {"a": "symmetric", "b": "symmetric"},
        {"a1": "a", "b1": "b"},
        {"stun_servers": [STUN_URL]},
        {"stun_servers": [STUN_URL]},
    ),
    "symmetric-turn": (
        {"a": "symmetric", "b": "symmetric"},
        {"a1": "a", "b1": "b"},
        {"stun_servers": [STUN_URL], "turn": TURN},
        {"stun_servers": [STUN_URL]},
    ),
    "same-lan": (
        {"a": "offline"},
        {"a1": "a", "a2": "a"},
        {"stun": False},
        {"stun": False},
    ),
    "same-lan-stun-unreachable": (
        {"a": "offline"},
        {"a1": "a", "a2": "a"},
        {"stun_servers": [STUN_URL]},
        {"stun_servers": [STUN_URL]},
    ),
}


def settings_script(settings: dict[str, Any]) -> str:
    """An init script that gives a phone these network settings before the app starts."""
    return f"localStorage.setItem('sobremesa.network', {json.dumps(json.dumps(settings))});"


# Kept by every lab page: its peer connections, to ask which path the open one took.
KEEP_PEERS = """
(() => {
  const Made = window.RTCPeerConnection;
  if (!Made) return;
  window.__pcs = [];
  window.RTCPeerConnection = function (...args) {
    const pc = new Made(...args);
    window.__pcs.push(pc);
    return pc;
  };
  window.RTCPeerConnection.prototype = Made.prototype;
})();
"""

PATH_OF = """async () => {
  for (const pc of window.__pcs || []) {
    if (pc.connectionState !== "connected") continue;
    const stats = await pc.getStats();
    let pair = null;
    stats.forEach((s) => {
      const id = s.type === "transport" && s.selectedCandidatePairId;
      if (id) pair = stats.get(id);
    });
    // Firefox has no transport stats: its pair in use is the one it marks selected
    stats.forEach((s) => {
      if (!pair && s.type === "candidate-pair" && s.selected) pair = s;
    });
    if (!pair) return null;
    const type = (id) => stats.get(id).candidateType;
    return [type(pair.localCandidateId), type(pair.remoteCandidateId)];
  }
  return null;
}"""


def open_phone(browser: Any, settings: dict[str, Any], *scripts: str) -> Any:
    """A new phone (a context of its own) in a lab browser, with these network settings (and
    any other init `scripts`, such as the tests' message recorder)."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US")
    context.add_init_script(settings_script(settings))
    context.add_init_script(KEEP_PEERS)
    for script in scripts:
        context.add_init_script(script)
    return context.new_page()


# A button's tap and a field's typing in a page driven without Playwright (a lab Firefox),
# found by the accessible name the app gives them (their aria-label, or a button's text).
PRESS = """(name) => {
  const b = [...document.querySelectorAll("button")].find((b) => !b.disabled &&
    (b.getAttribute("aria-label") || b.textContent.trim()) === name);
  if (!b) return false;
  b.click();
  return window.sobremesaIdle ? window.sobremesaIdle().then(() => true) : true;
}"""
FILL = """([name, text]) => {
  const f = [...document.querySelectorAll("input, textarea")]
    .find((f) => f.getAttribute("aria-label") === name);
  if (!f) return false;
  f.value = text;
  f.dispatchEvent(new Event("input", { bubbles: true }));
  return true;
}"""
VALUE = """(name) => {
  const f = [...document.querySelectorAll("input, textarea")]
    .find((f) => f.getAttribute("aria-label") === name);
  return f ? f.value : null;
}"""
TEXT = """(css) => { const e = document.querySelector(css); return e ? e.innerText : ""; }"""
COUNT = "(css) => document.querySelectorAll(css).length"


class PagePhone:
    """The host's steps on a Playwright page (a lab Chromium)."""

    def __init__(self, page: Any) -> None:
        self.page = page

    def go(self, url: str = SITE) -> None:
        try:
            self.page.goto(url)
        except Exception as err:  # noqa: BLE001 - a lab just made can still be settling
            if "ERR_NETWORK_CHANGED" not in str(err):
                raise
            self.page.goto(url)

    def ready(self) -> None:
        wait_ready(self.page)

    def press(self, name: str) -> None:
        self.page.get_by_role("button", name=name).click()

    def fill(self, name: str, text: str) -> None:
        self.page.get_by_role("textbox", name=name).fill(text)

    def value_with(self, name: str, part: str, timeout: float) -> str:
        """The field's value once it holds `part`."""
        import re

        from playwright.sync_api import expect

        box = self.page.get_by_role("textbox", name=name)
        expect(box).to_have_value(re.compile(re.escape(part)), timeout=timeout * 1000)
        return box.input_value()

    def value_of(self, name: str, timeout: float) -> str:
        """The field's value once the field is on screen."""
        from playwright.sync_api import expect

        box = self.page.get_by_role("textbox", name=name)
        expect(box).to_be_visible(timeout=timeout * 1000)
        return box.input_value()

    def count(self, css: str) -> int:
        return self.page.locator(css).count()

    def text(self, css: str) -> str:
        found = self.page.locator(css)
        return found.first.inner_text() if found.count() else ""

    def evaluate(self, function: str) -> Any:
        return self.page.evaluate(function)

    def pause(self) -> None:
        self.page.wait_for_timeout(20)


class FirefoxPhone:
    """The host's steps on a lab Firefox (Lab.firefox), by the same names a player reads."""

    def __init__(self, browser: Any) -> None:
        self.browser = browser

    def go(self, url: str = SITE) -> None:
        self.browser.goto(url)

    def ready(self) -> None:
        wait(self.browser, "() => document.documentElement.hasAttribute('data-ready')")

    def press(self, name: str) -> None:
        wait(self.browser, PRESS, name, timeout=15)

    def fill(self, name: str, text: str) -> None:
        wait(self.browser, FILL, [name, text], timeout=15)

    def value_with(self, name: str, part: str, timeout: float) -> str:
        check = f"(name) => {{ const v = ({VALUE})(name); return v && v.includes({part!r}) && v; }}"
        return wait(self.browser, check, name, timeout=timeout)

    def value_of(self, name: str, timeout: float) -> str:
        """The field's value once the field is on screen (with its code in it)."""
        return wait(self.browser, VALUE, name, timeout=timeout)

    def count(self, css: str) -> int:
        return self.browser.js(COUNT, css)

    def text(self, css: str) -> str:
        return self.browser.js(TEXT, css)

    def evaluate(self, function: str) -> Any:
        return self.browser.js(function)

    def pause(self) -> None:
        time.sleep(0.02)


def as_phone(phone: Any) -> PagePhone | FirefoxPhone:
    """A Playwright page, or a lab Firefox (scripts/engines.py's, with its `js`)."""
    return FirefoxPhone(phone) if hasattr(phone, "js") else PagePhone(phone)


def open_firefox_phone(browser: Any, settings: dict[str, Any], *scripts: str) -> Any:
    """`open_phone` for a lab Firefox: its network settings and the lab's scripts put in every
    page before the app starts (Firefox has one page per browser here: a phone)."""
    for script in (settings_script(settings), KEEP_PEERS, *scripts):
        browser.add_init_script(script)
    return browser


def connect_pair(host: Any, guest: Any, *, answer_after: float = 0.0) -> dict[str, Any]:
    """Hana hosts Claro on `host` and invites `guest` (Ana): each a lab Chromium's page or a lab
    Firefox (Lab.firefox, open_firefox_phone). The link and the answer code go across as people
    pass them. Returns the codes, and once the host's Connect is tapped: "seconds" until the
    host's lobby shows Ana connected (None if the host said it failed) and "path" (the candidate
    types of the pair in use, host side first). `answer_after`: seconds the answer takes to
    come back (a slow messenger), from the answer on the guest's screen to the host's paste."""
    phone, guest_phone = as_phone(host), as_phone(guest)
    phone.go()
    guest_phone.go()
    phone.ready()
    guest_phone.ready()
    phone.press("Play Claro")
    while (rows := phone.count(".seat-row")) > 1:
        phone.press(f"Remove seat {rows}")
    phone.fill("Name of seat 1", "Hana")
    invited = time.monotonic()
    phone.press("Invite phones")
    link = phone.value_with("Invitation link", "#join=", timeout=15)
    invitation_seconds = time.monotonic() - invited
    guest_phone.go(link)
    guest_phone.ready()
    guest_phone.fill("Your name", "Ana")
    joined = time.monotonic()
    guest_phone.press("Join")
    answer = guest_phone.value_of("Your answer code", timeout=15)
    answer_seconds = time.monotonic() - joined
    if answer_after:
        time.sleep(answer_after)  # the answer's trip through a messenger
    phone.fill("Guest's answer code", answer)
    start = time.monotonic()
    phone.press("Connect")
    seconds: float | None = None
    failed_after: float | None = None
    while time.monotonic() - start < 60:
        if "Ana · connected" in phone.text("[aria-label=Seats]"):
            seconds = time.monotonic() - start
            break
        if phone.count("p.error[role=alert]"):
            failed_after = time.monotonic() - start
            break
        phone.pause()
    return {
        "invitation": link.split("#join=", 1)[1].split("&", 1)[0],  # the code, not the game
        "answer": answer,
        "seconds": seconds,
        "failed_after": failed_after,
        "invitation_seconds": invitation_seconds,  # tap on Invite -> the link on screen
        "answer_seconds": answer_seconds,  # tap on Join -> the answer on screen
        "path": phone.evaluate(PATH_OF) if seconds is not None else None,
    }


def measure(
    path: str,
    runs: int,
    site_dir: Path,
    *,
    firefox: str = "",
    answer_after: float = 0.0,
    udp_idle: int | None = None,
) -> list[float]:
    """Seconds from the host's Connect tap to its lobby showing the guest connected (on a path
    that cannot connect: to the host's screen saying so). `firefox`: "host", "guest" or "both"
    are lab Firefoxes (a new one each run), the others Chromium; `answer_after`: seconds the
    answer takes to come back; `udp_idle`: the routers' memory of an idle UDP mapping."""
    from playwright.sync_api import sync_playwright

    nats, homes, host_settings, guest_settings = PATHS[path]
    host_home, guest_home = sorted(homes)
    foxes = {"host": {"host"}, "guest": {"guest"}, "both": {"host", "guest"}}.get(firefox, set())
    times = []
    with lab(site_dir, nats, homes, udp_idle=udp_idle) as made, sync_playwright() as p:
        chromiums = {
            who: made.chromium(p, home)
            for who, home in (("host", host_home), ("guest", guest_home))
            if who not in foxes
        }

        def phone(who: str, home: str, settings: dict[str, Any]) -> Any:
            if who in foxes:
                return open_firefox_phone(made.firefox(home), settings)
            return open_phone(chromiums[who], settings)

        for _ in range(runs):
            host = phone("host", host_home, host_settings)
            guest = phone("guest", guest_home, guest_settings)
            done = connect_pair(host, guest, answer_after=answer_after)
            seconds = done["seconds"] if done["seconds"] is not None else done["failed_after"]
            if seconds is None:
                raise RuntimeError(f"{path}: neither connected nor said it failed ({done})")
            times.append(seconds)
            how = f"via {done['path']}" if done["seconds"] is not None else "FAILED (as told)"
            print(
                f"  {path}: {seconds:.2f} s {how}; invitation ready in "
                f"{done['invitation_seconds']:.2f} s ({len(done['invitation'])} chars), answer in "
                f"{done['answer_seconds']:.2f} s ({len(done['answer'])} chars)",
                file=sys.stderr,
            )
            for used in (host, guest):
                if hasattr(used, "js"):
                    used.close()  # a lab Firefox: one phone, one browser
                else:
                    used.context.close()
    return times


def waiting_hosts_refresh(site_dir: Path, seconds: float) -> dict[str, list[float]]:
    """For a Chromium host and a Firefox host behind a cone NAT: when, in the `seconds` after its
    invitation is on screen, it sent the STUN server anything (what keeps its router's mapping,
    and so the public address in the invitation, alive while the answer is on its way)."""
    from playwright.sync_api import sync_playwright

    nats, homes, settings, _ = PATHS["cone"]
    sent = {}
    for engine in ("chromium", "firefox"):
        with lab(site_dir, nats, homes) as made, sync_playwright() as p:
            if engine == "firefox":
                host = as_phone(open_firefox_phone(made.firefox("a1"), settings))
            else:
                host = as_phone(open_phone(made.chromium(p, "a1"), settings))
            host.go()
            host.ready()
            host.press("Play Claro")
            host.press("Invite phones")
            host.value_with("Invitation link", "#join=", timeout=15)
            public = "10.100.0.11:"  # router a's address on the internet
            sent[engine] = [t for t, who in to_the_server(seconds) if who.startswith(public)]
    return sent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--paths", nargs="*", default=list(PATHS))
    parser.add_argument(
        "--firefox",
        choices=["host", "guest", "both"],
        help="which phone is a Firefox (firefox-esr) instead of a Chromium",
    )
    parser.add_argument(
        "--answer-after",
        type=float,
        default=0.0,
        help="seconds the guest's answer takes to reach the host (a slow messenger)",
    )
    parser.add_argument(
        "--server-refresh",
        type=float,
        metavar="SECONDS",
        help="instead: when a waiting Chromium host and Firefox host talk to the STUN server",
    )
    parser.add_argument(
        "--udp-idle",
        type=int,
        help="seconds after which the routers forget an idle UDP mapping (Linux: 30 s, 120 s)",
    )
    args = parser.parse_args()
    if reason := why_not():
        sys.exit(reason)
    from scripts import build

    site = Path(tempfile.mkdtemp(prefix="sobremesa-natlab-site-"))
    try:
        build.build(site, dev=True)
        if args.server_refresh:
            for engine, times in waiting_hosts_refresh(site, args.server_refresh).items():
                print(
                    f"{engine:9} host, invitation waiting {args.server_refresh:.0f} s: "
                    f"{len(times)} packets to the STUN server"
                    + (f" (at {', '.join(f'{t:.1f}' for t in times)} s)" if times else "")
                )
            return
        for path in args.paths:
            times = measure(
                path,
                args.runs,
                site,
                firefox=args.firefox or "",
                answer_after=args.answer_after,
                udp_idle=args.udp_idle,
            )
            print(
                f"{path:28} connect median {statistics.median(times):5.2f} s"
                f"  (runs: {', '.join(f'{t:.2f}' for t in times)})"
            )
    finally:
        shutil.rmtree(site, ignore_errors=True)


if __name__ == "__main__":
    socket.setdefaulttimeout(30)
    main()
