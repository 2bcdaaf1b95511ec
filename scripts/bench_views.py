"""What a guest's check of one view costs, in Pyodide (prints numbers; not a test).

For each game, the biggest of the first views of a 4-seat game is checked by
`engine.table.check_view` inside the real app in headless Chromium, as a guest's phone does
with every view its host sends; the median, 95th percentile and worst of the tries are printed.
A view arrives once per move, so anything under a millisecond or two goes unnoticed.

Usage: python scripts/bench_views.py [--tries 200]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scripts.harness import run_in_pyodide  # noqa: E402

MEASURE = """
import json, time
from engine.games import MODULES
from engine.table import SeatInfo, Table, check_view
out = {}
for game_id in MODULES:
    table = Table(game_id, [SeatInfo(f"P{i}") for i in range(4)], seed=8)
    views = []
    for _ in range(12):
        seat = table.active_seats()[0]
        views.append(json.loads(json.dumps(table.view(seat))))
        table.submit(seat, table.legal_actions(seat)[0])
    view = max(views, key=lambda v: len(json.dumps(v)))
    times = []
    for _ in range(TRIES):
        start = time.perf_counter()
        check_view(view, game_id)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    n = len(times)
    out[game_id] = [len(json.dumps(view)), times[n // 2], times[n * 95 // 100], times[-1]]
json.dumps(out)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tries", type=int, default=200)
    args = parser.parse_args()
    version, result = run_in_pyodide(f"TRIES = {args.tries}\n" + MEASURE)
    print(f"Chromium {version}, Pyodide, {args.tries} checks per game (ms)")
    print(f"{'game':12} {'bytes':>7} {'median':>8} {'95%':>8} {'worst':>8}")
    for name, (size, median, p95, worst) in result.items():
        print(f"{name:12} {size:7d} {median:8.2f} {p95:8.2f} {worst:8.2f}")


if __name__ == "__main__":
    main()
