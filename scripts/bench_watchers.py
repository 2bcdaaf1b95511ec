"""What each watching phone costs a host, in Pyodide (prints numbers; not a test).

A host of a 4-seat game (two guests' phones, two seats on the host) plays 40 moves with 0, 1 and
8 watchers connected; every move, the host sends each guest its seat's view and each watcher
the view for no seat (made once for all of them). Printed per game: the host's time per move
with no watcher, and what each watcher adds to it, median of the tries, in milliseconds. The
channel's own send is an in-memory list here: on a phone it is the browser's, off Python.

Usage: python scripts/bench_watchers.py [--tries 5]
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
from engine.guest import GuestTable
from engine.host import HostTable

def per_move(game_id, watchers):
    host = HostTable(game_id, seed=8)
    host.add_seat("Hana"); host.add_seat("Hugo")
    queue = []
    phones = [(f"g{i}", GuestTable(f"G{i}")) for i in range(2)]
    phones += [(f"w{i}", GuestTable(f"W{i}", watch=True)) for i in range(watchers)]
    for peer, phone in phones:
        host.connect(peer, lambda raw, peer=peer: queue.append((peer, raw)))
        phone.connect(lambda raw, peer=peer: host.receive(peer, raw))
    host.start()
    queue.clear()
    spent, moves = 0.0, 0
    for _ in range(40):
        if host.result() is not None:
            break
        active = host.table.active_seats()
        if not active:
            break
        seat = active[0]
        action = host.table.legal_actions(seat)[0]
        start = time.perf_counter()
        host.table.submit(seat, action)  # any seat's move: the host then tells every phone
        spent += time.perf_counter() - start
        moves += 1
        queue.clear()
    return spent * 1000 / max(moves, 1)

out = {}
for game_id in MODULES:
    runs = {n: sorted(per_move(game_id, n) for _ in range(TRIES))[TRIES // 2] for n in (0, 1, 8)}
    out[game_id] = {"none": runs[0], "one": runs[1] - runs[0], "each_of_8": (runs[8] - runs[0]) / 8}
json.dumps(out)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tries", type=int, default=5)
    args = parser.parse_args()
    version, result = run_in_pyodide(MEASURE.replace("TRIES", str(args.tries)))
    print(f"host's time per move, in Pyodide ({version}), ms (median of {args.tries} runs)")
    print(f"{'game':16} {'no watcher':>11} {'+1 watcher':>11} {'each of 8':>10}")
    for game_id, row in result.items():
        print(f"{game_id:16} {row['none']:11.2f} {row['one']:11.2f} {row['each_of_8']:10.2f}")


if __name__ == "__main__":
    main()
