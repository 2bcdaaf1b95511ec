"""How well Catch the Moon's bots place ladders, per skill level, in headless Chromium (the real
planner of catch_the_moon.js on vendored Rapier).

Mid-game structures are grown first (strong bots place ladders on random dice; a torn placement
leaves what still stands) and the start (the base's two ladders alone) is one more; then each
skill level places N ladders, each on a random one of those structures with a random die and a
random ladder from the supply, and the share that meets the die without a tear is printed, in
all and per face of the die (easy bots should do clearly worse than strong ones).

Usage: python scripts/sim_catch_the_moon.py [-n N] [--seed S]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scripts.harness import launch_args, served_site  # noqa: E402
from scripts.moon_lab import LADDERS, open_lab  # noqa: E402

GROW = """([L, seed, count]) => {
  const m = window.sobremesaMoon;
  let s = seed >>> 0;
  const random = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296);
  const structures = [];
  let structure = [];
  for (let k = 0; structures.length < count && k < count * 4; k++) {
    const used = new Set(structure.map((p) => p[0]));
    const supply = [];
    for (let id = 2; id < L.ladders.length; id++) if (!used.has(id)) supply.push(id);
    if (structure.length >= 2 + Math.floor(random() * 10) || !supply.length) {
      structure = []; // start another structure
      continue;
    }
    const drawn = supply[Math.floor(random() * supply.length)];
    const die = ["one", "two", "moon"][Math.floor(random() * 3)];
    const world = { ladders: L, layout: "upright", structure, drawn };
    const ask = { ...world, die, skill: "strong", seed: k + seed };
    const action = JSON.parse(m.plan(JSON.stringify(ask)));
    const p = action.poses;
    structure = [];
    for (let i = 0; i < p.length; i += 4) structure.push(p.slice(i, i + 4));
    if (structure.length >= 2) structures.push(structure);
  }
  return structures;
}"""

PLACE = """([L, structures, skill, n, seed]) => {
  const m = window.sobremesaMoon;
  let s = seed >>> 0;
  const random = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296);
  const out = { met: 0, torn: 0, missed: 0, ms: [], dice: {} };
  for (let k = 0; k < n; k++) {
    const structure = structures[Math.floor(random() * structures.length)];
    const used = new Set(structure.map((p) => p[0]));
    const supply = [];
    for (let id = 2; id < L.ladders.length; id++) if (!used.has(id)) supply.push(id);
    const drawn = supply[Math.floor(random() * supply.length)];
    const die = ["one", "two", "moon"][Math.floor(random() * 3)];
    const ask = { ladders: L, layout: "upright", structure, drawn, die, skill, seed: seed + k };
    const t = performance.now();
    const r = JSON.parse(m.plan(JSON.stringify(ask)));
    out.ms.push(performance.now() - t);
    const n2 = r.touching.length;
    const meets = die === "one" ? n2 === 1 : die === "two" ? n2 === 2 : r.top && n2 >= 1 && n2 <= 2;
    const face = (out.dice[die] = out.dice[die] || { met: 0, torn: 0, missed: 0 });
    const how = r.fallen.length || !r.released ? "torn" : meets ? "met" : "missed";
    out[how]++;
    face[how]++;
  }
  return out;
}"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("-n", type=int, default=100, help="placements per skill level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--structures", type=int, default=12)
    parser.add_argument(
        "--skill", action="append", choices=("easy", "normal", "strong"), help="only these"
    )
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with served_site() as (site, _folder, _info), sync_playwright() as p:
        browser = p.chromium.launch(**launch_args())
        page = browser.new_page()
        open_lab(page, site)
        grown = page.evaluate(GROW, [LADDERS, args.seed, args.structures])
        sizes = sorted(len(s) for s in grown)
        print(
            f"{len(grown)} mid-game structures of {sizes[0]}-{sizes[-1]} ladders"
            " (+2 in the base), and the start (the base's two alone)"
        )
        structures = [[], *grown]
        for skill in args.skill or ("easy", "normal", "strong"):
            r = page.evaluate(PLACE, [LADDERS, structures, skill, args.n, args.seed * 1000])
            ms = sorted(r["ms"])
            print(
                f"{skill:>6}: met the die without a tear {r['met']}/{args.n}"
                f" ({100 * r['met'] / args.n:.0f}%), torn {r['torn']},"
                f" missed the die {r['missed']};"
                f" plan median {ms[len(ms) // 2]:.0f} ms, max {ms[-1]:.0f} ms"
            )
            for die, face in sorted(r["dice"].items()):
                n = sum(face.values())
                print(
                    f"{'':>8}{die:>4}: met {face['met']}/{n}, torn {face['torn']},"
                    f" missed {face['missed']}"
                )
        browser.close()


if __name__ == "__main__":
    main()
