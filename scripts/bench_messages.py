"""Worst-case cost of one hostile message at the host, in Pyodide (prints numbers; not a test).

Each shape is built up to the guest message size limit (32 KB) and handed to the host's
`protocol.parse` inside the real app in headless Chromium, as a guest's data channel would;
the median, 90th percentile and slowest of 20 tries are printed per shape, after one untimed
round of every shape (the browser's first run of the code is slower). Goal: under 5 ms each.

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
shapes = {name: raw[:LIMIT] for name, raw in shapes.items()}
times = {name: [] for name in shapes}
for round in range(TRIES + 1):  # round 0 is untimed: the browser optimises the code that runs
    for name, raw in shapes.items():  # shape by shape in turn: a pause of the machine's own
        start = time.perf_counter()  # falls on one try of one shape, not on a shape's run
        try:
            protocol.parse(raw, sender="guest")
        except protocol.ProtocolError:
            pass
        if round:
            times[name].append((time.perf_counter() - start) * 1000)
out = {}
for name, tries in times.items():
    tries.sort()
    n = len(tries)
    out[name] = [len(shapes[name].encode()), tries[n // 2], tries[n * 9 // 10], tries[-1]]
json.dumps(out)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tries", type=int, default=20)
    args = parser.parse_args()
    version, result = run_in_pyodide(f"TRIES = {args.tries}\n" + MEASURE)
    print(f"Chromium {version}, Pyodide, {args.tries} tries per shape (ms)")
    print(f"{'shape':36} {'bytes':>7} {'median':>8} {'p90':>8} {'slowest':>8}")
    for name, (size, median, p90, worst) in result.items():
        print(f"{name:36} {size:7d} {median:8.2f} {p90:8.2f} {worst:8.2f}")
    print(
        "Each shape is the worst message of its kind; its cost is the median. The slowest try"
        " also holds the machine's own pauses (on 2 cores they fall on a different shape each run)."
    )


if __name__ == "__main__":
    main()
