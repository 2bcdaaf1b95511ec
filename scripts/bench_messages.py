"""Worst-case cost of one hostile message at the host, in Pyodide (prints numbers; not a test).

Each shape is built up to the guest message size limit (32 KB) and handed to the host's
`protocol.parse` inside the real app in headless Chromium, as a guest's data channel would;
the median and worst of 20 tries are printed per shape. Goal: under 5 ms each.

Usage: python scripts/bench_messages.py [--tries 20]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scripts.harness import run_in_pyodide  # noqa: E402

MEASURE = """
import json, time
from engine import protocol
LIMIT = protocol.MAX_GUEST_MESSAGE
shapes = {
    "unterminated escaped quotes": '"' + '\\\\"' * (LIMIT // 2),
    "escaped backslashes, then quotes": '"' + "\\\\\\\\" * (LIMIT // 4) + '\\\\"' * (LIMIT // 4),
    "brackets inside one string": '"' + "[{" * (LIMIT // 2 - 1) + '"',
    "deep brackets": "[" * LIMIT,
    "towers at the nesting limit": "[" + ",".join(["[" * 19 + "]" * 19] * (LIMIT // 39)) + "]",
    "a wide floor at the limit": "[" * 19 + ",".join(["[1]"] * (LIMIT // 4)) + "]" * 19,
    "empty pairs": "[" + "[]," * (LIMIT // 3 - 1) + "[]]",
    "a slow climb": "[[]" * (LIMIT // 3),
    "closing brackets": "]" * LIMIT,
    "a valid action, padded": json.dumps({"v": 2, "seq": 1, "type": "action", "seat": 0,
        "action": {"type": "play", "card": 1, "pad": "x" * (LIMIT - 100)}}),
    "many small strings": "[" + ",".join(['"a"'] * (LIMIT // 4 - 1)) + "]",
    "many numbers": "[" + ",".join(["1"] * (LIMIT // 2 - 1)) + "]",
    "4-byte characters": '"' + "\\U0001F600" * (LIMIT // 4 - 1) + '"',
}
out = {}
for name, raw in shapes.items():
    raw = raw[:LIMIT]
    times = []
    for _ in range(TRIES):
        start = time.perf_counter()
        try:
            protocol.parse(raw, sender="guest")
        except protocol.ProtocolError:
            pass
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    out[name] = [len(raw.encode()), times[len(times) // 2], times[-1]]
json.dumps(out)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tries", type=int, default=20)
    args = parser.parse_args()
    version, result = run_in_pyodide(f"TRIES = {args.tries}\n" + MEASURE)
    print(f"Chromium {version}, Pyodide, {args.tries} tries per shape (ms)")
    print(f"{'shape':36} {'bytes':>7} {'median':>8} {'worst':>8}")
    for name, (size, median, worst) in result.items():
        print(f"{name:36} {size:7d} {median:8.2f} {worst:8.2f}")


if __name__ == "__main__":
    main()
