"""How long a strong Claro bot thinks per decision, in Pyodide under node and in CPython.

The strong bot searches, so its thinking time is the one that could stall a phone. This plays
Claro games with one strong seat (the others normal) at every table size and times each of the
strong seat's decisions: first here in CPython, then the very same code in Pyodide, run by
node from the `pyodide` npm package (the engine's files are copied into Pyodide's file system).
It prints p50, p99 and the slowest decision per table size, and the Pyodide/CPython ratio.

    .venv/bin/python scripts/bench_bots.py [--games 10] [--samples 32] [--cpython-only]
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SIZES = (2, 3, 4, 5, 6)


def cpu_clock() -> Any:
    """Milliseconds of processor time used by this process (in Pyodide: by node's process).

    The machine is shared, so wall-clock time measures the neighbours as much as the bot;
    processor time is what the decision itself costs, what it would take on an idle phone.
    """
    if sys.platform == "emscripten":
        from js import process  # type: ignore[import-not-found]

        def clock() -> float:
            used = process.cpuUsage()
            return (used.user + used.system) / 1000.0

        return clock
    return lambda: 1000.0 * time.process_time()


def measure(games: int, samples: int | None, sizes: tuple[int, ...] = SIZES) -> dict[str, Any]:
    """Milliseconds of each decision of the strong seat, by table size (runs in either Python):
    wall-clock time and processor time."""
    from engine.bots.claro import make_bot
    from engine.core import Random
    from engine.games.claro import GAME

    cpu = cpu_clock()
    out: dict[str, Any] = {"python": sys.version.split()[0], "sizes": {}, "cpu": {}}
    for players in sizes:
        times: list[float] = []
        cpu_times: list[float] = []
        for game in range(games):
            hero = game % players
            bots = [
                make_bot("strong", samples=samples) if s == hero else make_bot("normal")
                for s in range(players)
            ]
            rng = Random(31_000 + 100 * players + game)
            state = GAME.setup(players, {}, rng)
            turn = 0
            while GAME.result(state) is None:
                seat = state["turn"]
                legal = GAME.legal_actions(state, seat)
                view = {"game": "claro", "seat": seat, "turn": turn, "events": [],
                        "legal": legal, "state": GAME.view(state, seat)}  # fmt: skip
                began, began_cpu = time.perf_counter(), cpu()
                decision = bots[seat].decide(view, legal, Random(game).fork(turn))
                if seat == hero:
                    times.append(1000 * (time.perf_counter() - began))
                    cpu_times.append(cpu() - began_cpu)
                GAME.apply(state, seat, decision.action, rng)
                turn += 1
        out["sizes"][str(players)] = times
        out["cpu"][str(players)] = cpu_times
    return out


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


NODE_RUNNER = """
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [pyodideDir, filesJson, call] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(pyodideDir + "/pyodide.mjs").href);
const py = await loadPyodide({ indexURL: pyodideDir + "/" });
for (const [path, text] of Object.entries(JSON.parse(readFileSync(filesJson, "utf8")))) {
  py.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
  py.FS.writeFile(path, text);
}
const result = py.runPython(
  "import sys\\nsys.path.insert(0, '/bench')\\nimport bench_bots, json\\n" + call
);
process.stdout.write(result);
"""


def in_pyodide(games: int, samples: int | None) -> dict[str, Any]:
    """Run `measure` inside Pyodide under node, with the engine copied into its file system."""
    pyodide = (ROOT / "node_modules" / "pyodide").resolve()
    node = shutil.which("node")
    if node is None or not (pyodide / "pyodide.mjs").exists():
        raise SystemExit("needs node and the pyodide npm package in node_modules/pyodide")
    files = {f"/bench/{p.relative_to(ROOT)}": p.read_text() for p in ROOT.glob("engine/**/*.py")}
    files["/bench/bench_bots.py"] = Path(__file__).read_text()
    with tempfile.TemporaryDirectory() as tmp:
        runner = Path(tmp) / "run.mjs"
        runner.write_text(NODE_RUNNER)
        bundle = Path(tmp) / "files.json"
        bundle.write_text(json.dumps(files))
        call = f"json.dumps(bench_bots.measure({games}, {samples!r}))"
        done = subprocess.run(
            [node, str(runner), str(pyodide), str(bundle), call],
            capture_output=True,
            text=True,
            check=True,
        )
    return json.loads(done.stdout)


def report(name: str, result: dict[str, Any]) -> dict[str, float]:
    """Print one runtime's percentiles; return its processor-time p99 by table size."""
    print(f"{name} (Python {result['python']}): wall clock | processor time, ms")
    print(
        f"{'players':>8} {'decisions':>10} {'p50':>7} {'p99':>7} {'max':>7} |"
        f" {'p50':>7} {'p99':>7} {'max':>7}"
    )
    p99s = {}
    for players, times in result["sizes"].items():
        cpu = result["cpu"][players]
        p99s[players] = percentile(cpu, 0.99)
        print(
            f"{players:>8} {len(times):>10} {percentile(times, 0.5):>7.1f} "
            f"{percentile(times, 0.99):>7.1f} {max(times):>7.1f} | {percentile(cpu, 0.5):>7.1f} "
            f"{p99s[players]:>7.1f} {max(cpu):>7.1f}"
        )
    return p99s


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games per table size")
    parser.add_argument("--samples", type=int, default=None, help="search budget (as shipped)")
    parser.add_argument("--cpython-only", action="store_true")
    args = parser.parse_args(argv)
    native = report("CPython", measure(args.games, args.samples))
    if args.cpython_only:
        return
    print()
    web = report("Pyodide under node", in_pyodide(args.games, args.samples))
    worst = max(web.values())
    ratio = sum(web.values()) / sum(native.values())
    print(f"\nPyodide processor-time p99, worst table size: {worst:.1f} ms (budget 50 ms); "
          f"Pyodide/CPython p99 ratio {ratio:.2f}")  # fmt: skip


if __name__ == "__main__":
    main()
