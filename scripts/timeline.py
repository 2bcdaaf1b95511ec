"""Where an e2e run's wall time went, per worker: reads the JSON lines the e2e harness appends
to $SOBREMESA_TIMELINE (one per test: worker, test, start, end, processor time) and prints each
worker's busy time, its first start and last end (its wall time), and its longest tests; then
where the processor time went, per file and per test. On a machine whose cores are all busy
through the run, the processor time is what a cut must save: the wall time of a test mostly
measures its neighbours.

    SOBREMESA_TIMELINE=/tmp/t.jsonl .venv/bin/python -m pytest e2e -n 3 --dist loadgroup
    .venv/bin/python scripts/timeline.py /tmp/t.jsonl
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("timeline", type=Path)
    parser.add_argument("--top", type=int, default=5, help="longest tests shown per worker")
    args = parser.parse_args()
    rows = [json.loads(line) for line in args.timeline.read_text().splitlines() if line.strip()]
    if not rows:
        raise SystemExit(f"{args.timeline}: no test recorded")
    first = min(r["start"] for r in rows)
    last = max(r["end"] for r in rows)
    by_worker: dict[str, list[dict]] = defaultdict(list)
    for row in rows:
        by_worker[row["worker"]].append(row)
    print(f"{len(rows)} tests, {last - first:.0f} s from the first start to the last end")
    for worker, tests in sorted(by_worker.items()):
        busy = sum(t["end"] - t["start"] for t in tests)
        begin = min(t["start"] for t in tests) - first
        end = max(t["end"] for t in tests) - first
        print(f"{worker}: {len(tests)} tests, busy {busy:.0f} s, from {begin:.0f} s to {end:.0f} s")
        for t in sorted(tests, key=lambda t: t["start"] - t["end"])[: args.top]:
            outcome = "" if t.get("outcome", "passed") == "passed" else f"  ({t['outcome']})"
            cpu = f"{t['cpu']:6.1f} s cpu" if "cpu" in t else ""
            print(f"    {t['end'] - t['start']:6.1f} s {cpu}  {t['test']}{outcome}")
    costed = [r for r in rows if "cpu" in r]
    if costed:
        by_file: dict[str, list[float]] = defaultdict(list)
        for row in costed:
            by_file[row["test"].split("::")[0]].append(row["cpu"])
        total = sum(r["cpu"] for r in costed)
        print(f"processor time: {total:.0f} s in all; per file (tests, seconds, share):")
        for name, spent in sorted(by_file.items(), key=lambda kv: -sum(kv[1])):
            print(f"    {len(spent):3} {sum(spent):7.1f} s {sum(spent) / total:5.1%}  {name}")
        print("costliest tests:")
        for row in sorted(costed, key=lambda r: -r["cpu"])[: args.top * 3]:
            print(f"    {row['cpu']:6.1f} s cpu {row['end'] - row['start']:6.1f} s  {row['test']}")
    failed = [r for r in rows if r.get("outcome", "passed") != "passed"]
    for row in failed:
        print(f"{row.get('outcome')}: {row['test']} on {row['worker']}")


if __name__ == "__main__":
    main()
