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
Playwright drives it over its usual pipe, which `ip netns exec` passes through.

Needs root (namespaces, nftables) and Debian's iproute2, nftables, coturn. Run by hand:

    sudo .venv/bin/python scripts/nat_lab.py            # connect times, median of 5 per path
    sudo .venv/bin/python scripts/nat_lab.py --runs 1 --paths cone
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
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

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

    def __init__(self, site_dir: Path, nats: dict[str, str], homes: dict[str, str]) -> None:
        """`nats`: router name -> "cone" | "symmetric" | "offline" (no way out at all);
        `homes`: home name -> its router (homes of one router share its LAN)."""
        self.site_dir = site_dir
        self.nats = nats
        self.homes = homes
        self.namespaces: list[str] = []
        self.processes: list[subprocess.Popen[bytes]] = []
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
def lab(site_dir: Path, nats: dict[str, str], homes: dict[str, str]) -> Iterator[Lab]:
    """A lab set up for the block, torn down after it (even when the block fails)."""
    made = Lab(site_dir, nats, homes)
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


def connect_pair(host: Any, guest: Any, *, answer_after: float = 0.0) -> dict[str, Any]:
    """Hana hosts Claro on `host` and invites `guest` (Ana) through the link and the answer code,
    as people pass them. Returns the codes, and once the host's Connect is tapped: "seconds"
    until the host's lobby shows Ana connected (None if the host said it failed) and "path"
    (the candidate types of the pair in use, host side first). `answer_after`: seconds the
    answer takes to come back (a slow messenger)."""
    import re

    from playwright.sync_api import expect

    for page in (host, guest):
        try:
            page.goto(SITE)
        except Exception as err:  # noqa: BLE001 - a lab just made can still be settling
            if "ERR_NETWORK_CHANGED" not in str(err):
                raise
            page.goto(SITE)
    wait_ready(host)
    wait_ready(guest)
    host.get_by_role("button", name="Play Claro").click()
    rows = host.locator(".seat-row")
    while rows.count() > 1:
        host.get_by_role("button", name=f"Remove seat {rows.count()}").click()
    host.get_by_role("textbox", name="Name of seat 1").fill("Hana")
    invited = time.monotonic()
    host.get_by_role("button", name="Invite phones").click()
    link_box = host.get_by_role("textbox", name="Invitation link")
    expect(link_box).to_have_value(re.compile("#join="), timeout=15_000)
    invitation_seconds = time.monotonic() - invited
    link = link_box.input_value()
    guest.goto(link)
    wait_ready(guest)
    guest.get_by_role("textbox", name="Your name").fill("Ana")
    joined = time.monotonic()
    guest.get_by_role("button", name="Join").click()
    answer_box = guest.get_by_role("textbox", name="Your answer code")
    expect(answer_box).to_be_visible(timeout=15_000)
    answer_seconds = time.monotonic() - joined
    answer = answer_box.input_value()
    if answer_after:
        time.sleep(answer_after)  # the answer's trip through a messenger
    host.get_by_role("textbox", name="Guest's answer code").fill(answer)
    start = time.monotonic()
    host.get_by_role("button", name="Connect").click()
    seats = host.get_by_role("list", name="Seats")
    failed = host.locator("p.error[role=alert]")
    seconds: float | None = None
    failed_after: float | None = None
    while time.monotonic() - start < 60:
        if "Ana · connected" in (seats.inner_text() if seats.count() else ""):
            seconds = time.monotonic() - start
            break
        if failed.count():
            failed_after = time.monotonic() - start
            break
        host.wait_for_timeout(20)
    return {
        "invitation": link.split("#join=", 1)[1].split("&", 1)[0],  # the code, not the game
        "answer": answer,
        "seconds": seconds,
        "failed_after": failed_after,
        "invitation_seconds": invitation_seconds,  # tap on Invite -> the link on screen
        "answer_seconds": answer_seconds,  # tap on Join -> the answer on screen
        "path": host.evaluate(PATH_OF) if seconds is not None else None,
    }


def measure(path: str, runs: int, site_dir: Path) -> list[float]:
    """Seconds from the host's Connect tap to its lobby showing the guest connected (on a path
    that cannot connect: to the host's screen saying so)."""
    from playwright.sync_api import sync_playwright

    nats, homes, host_settings, guest_settings = PATHS[path]
    host_home, guest_home = sorted(homes)
    times = []
    with lab(site_dir, nats, homes) as made, sync_playwright() as p:
        host_browser, guest_browser = made.chromium(p, host_home), made.chromium(p, guest_home)
        for _ in range(runs):
            host = open_phone(host_browser, host_settings)
            guest = open_phone(guest_browser, guest_settings)
            done = connect_pair(host, guest)
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
            host.context.close()
            guest.context.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--paths", nargs="*", default=list(PATHS))
    args = parser.parse_args()
    if reason := why_not():
        sys.exit(reason)
    from scripts import build

    site = Path(tempfile.mkdtemp(prefix="sobremesa-natlab-site-"))
    try:
        build.build(site, dev=True)
        for path in args.paths:
            times = measure(path, args.runs, site)
            print(
                f"{path:28} connect median {statistics.median(times):5.2f} s"
                f"  (runs: {', '.join(f'{t:.2f}' for t in times)})"
            )
    finally:
        shutil.rmtree(site, ignore_errors=True)


if __name__ == "__main__":
    socket.setdefaulttimeout(30)
    main()
