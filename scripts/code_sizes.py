"""The invitation's and the answer's code lengths, with and without public candidates (prints
numbers; not a test). p2p.js's own `encode` runs under Node on session descriptions shaped like
the browsers' (Chromium: ICE credentials of 4 and 24 characters, an mDNS host name; Firefox: 8
and 32 hex digits, two mDNS names), with a server-reflexive candidate (public STUN) and a relay
one (the host's own TURN) added as those browsers write them. The QR column is the smallest QR
version (level M, byte mode) of the whole link on an address as long as `--site`.

Usage: .venv/bin/python scripts/code_sizes.py [--site https://sobremesa.example/]
"""

from __future__ import annotations

import argparse
import json
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Level M byte-mode capacities of QR versions 1-15.
QR_M_BYTES = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412]

FP = ":".join(f"{(i * 37 + 11) % 256:02X}" for i in range(32))
HOST_MDNS = (
    "a=candidate:1 1 udp 2122260223 6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b.local 50123 typ host"
)
HOST_MDNS2 = (
    "a=candidate:2 1 udp 2122194687 0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d.local 50124 typ host"
)
SRFLX = "a=candidate:3 1 udp 1686052607 203.0.113.45 61234 typ srflx raddr 0.0.0.0 rport 0"
RELAY = "a=candidate:4 1 udp 41885439 198.51.100.7 49200 typ relay raddr 203.0.113.45 rport 61234"
BROWSERS = {
    "Chromium": ("AbCd", "0123456789abcdefABCDEF+/", [HOST_MDNS]),
    "Firefox": ("1a2b3c4d", "0123456789abcdef0123456789abcdef", [HOST_MDNS, HOST_MDNS2]),
}
CASES = {
    "local only (as before)": [],
    "+ public address (STUN)": [SRFLX],
    "+ public address + relay": [SRFLX, RELAY],
}


def sdp(ufrag: str, pwd: str, setup: str, candidates: list[str]) -> str:
    lines = [
        "v=0",
        "o=- 1 2 IN IP4 127.0.0.1",
        "s=-",
        "t=0 0",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "c=IN IP4 0.0.0.0",
        *candidates,
        f"a=ice-ufrag:{ufrag}",
        f"a=ice-pwd:{pwd}",
        f"a=fingerprint:sha-256 {FP}",
        f"a=setup:{setup}",
        "a=mid:0",
    ]
    return "\r\n".join(lines) + "\r\n"


def qr_version(length: int) -> str:
    return next((str(v) for v, cap in enumerate(QR_M_BYTES, 1) if cap >= length), ">15")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", default="https://sobremesa.example/")
    args = parser.parse_args()
    jobs = []
    for browser, (ufrag, pwd, hosts) in BROWSERS.items():
        for case, extra in CASES.items():
            for kind, setup in (("invitation", "actpass"), ("answer", "active")):
                # an answer's relay only where the guest set one too: the usual answer has none
                jobs.append(
                    {
                        "browser": browser,
                        "case": case,
                        "kind": kind,
                        "desc": {
                            "type": "offer" if kind == "invitation" else "answer",
                            "sdp": sdp(ufrag, pwd, setup, hosts + extra),
                        },
                    }
                )
    script = (
        "require(process.argv[1]); require(process.argv[2]);"
        "const jobs = JSON.parse(require('fs').readFileSync(0, 'utf8'));"
        "console.log(JSON.stringify(jobs.map((j) => sobremesaP2P.encode(j.desc))));"
    )
    out = subprocess.run(
        ["node", "-e", script, str(ROOT / "web/js/p2p-codes.js"), str(ROOT / "web/js/p2p.js")],
        input=json.dumps(jobs),
        capture_output=True,
        text=True,
        check=True,
    )
    codes = json.loads(out.stdout)
    print(f"{'browser':9} {'candidates':26} {'code':10} {'chars':>5} {'link':>5} {'QR v':>4}")
    for job, code in zip(jobs, codes, strict=True):
        link = len(args.site) + len("#join=") + len(code)
        print(
            f"{job['browser']:9} {job['case']:26} {job['kind']:10} {len(code):5} {link:5} "
            f"{qr_version(link):>4}"
        )


if __name__ == "__main__":
    main()
