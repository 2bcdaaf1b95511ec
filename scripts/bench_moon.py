"""Catch the Moon's physics timed in headless Chromium (catch_the_moon.js on vendored Rapier):

- the step time with all 30 ladders in the world (the two base ladders and 28 more dropped in a
  heap onto the base and the table), while they are moving and once they rest (target: a median
  of at most 1 ms). The heap is timed the very same way right after Rapier loads, and again
  (three times, pooled) after the placements below, as a game meets it. The browser first runs
  Rapier's WebAssembly through its baseline compiler and optimises the busy parts a few
  thousand steps later, so the first heap costs 3-5 times more per step; no game reaches 30
  ladders before its physics has run far more steps than that (every placement is simulated on
  every phone, and a bot's plan tries dozens);
- the time to settle after a release: bots place ladders one after another onto a growing
  structure, and each placement's settle (from the release until every ladder sleeps) is counted
  in steps and in milliseconds of computation;
- Rapier's load (and the longest the page's thread was busy at once meanwhile) and one
  referee call.

performance.now() is coarse in a page (0.1 ms), so steps are timed in batches of 10.

Usage: python scripts/bench_moon.py [--placements N]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scripts.harness import launch_args, served_site  # noqa: E402
from scripts.moon_lab import LADDERS, open_lab  # noqa: E402

HEAP = """(L) => {
  const { Sim } = window.sobremesaMoon._internals;
  const structure = [];
  for (let id = 2; id < 30; id++) {
    const k = id - 2;
    // 28 ladders lying across, one above the other 3 cm apart, shifted to and fro over the base
    structure.push([id, -800 + (k % 4) * 500, 2500 + k * 300, k % 2 ? -1450 : 1500]);
  }
  const sim = new Sim({ ladders: L, layout: "upright", structure, drawn: null });
  sim.world.bodies.forEach((b) => { if (b.isDynamic()) b.wakeUp(); });
  const moving = [], resting = [];
  let active = 0;
  for (let batch = 0; batch < 120; batch++) {
    const t = performance.now();
    for (let i = 0; i < 10; i++) sim.advance();
    const per = (performance.now() - t) / 10;
    active = 0;
    sim.world.forEachActiveRigidBody((b) => { if (b.isDynamic()) active++; });
    (active ? moving : resting).push(per);
  }
  const bodies = sim.ids().length + 2;
  sim.free();
  return { moving, resting, bodies, fallen: sim.fallen.size };
}"""

SETTLE = """([L, n]) => {
  const { Sim } = window.sobremesaMoon._internals;
  const m = window.sobremesaMoon;
  let structure = [];
  const out = [];
  const supply = [];
  for (let id = 2; id < 30; id++) supply.push(id);
  for (let k = 0; k < n && supply.length; k++) {
    const drawn = supply.splice((k * 7) % supply.length, 1)[0];
    const world = { ladders: L, layout: "upright", structure, drawn };
    const t0 = performance.now();
    const die = ["one", "two", "moon"][k % 3];
    const ask = { ...world, die, skill: "strong", seed: k };
    const action = JSON.parse(m.plan(JSON.stringify(ask)));
    const planned = performance.now() - t0;
    // the placement again, step by step, timing the settle after the release
    const sim = new Sim(world);
    sim.trace = [...action.trace];
    sim.release = action.release;
    while (sim.held && !sim.done) sim.advance();
    const from = sim.step;
    const t1 = performance.now();
    while (!sim.done) sim.advance();
    const settleMs = performance.now() - t1;
    const torn = action.fallen.length > 0 || !action.released;
    const steps = sim.step - from;
    out.push({ ladders: structure.length + 3, steps, ms: settleMs, planMs: planned, torn });
    sim.free();
    const p = action.poses;
    structure = [];
    for (let i = 0; i < p.length; i += 4) structure.push(p.slice(i, i + 4));
  }
  return out;
}"""

# Rapier's load, and the longest the page's thread was busy at once meanwhile (the longest gap
# between turns of a loop of messages the page posts itself: a task, a microtask checkpoint, the
# module's evaluation in between shows in it), what a drag or a tap would have waited.
LOAD = """async () => {
  const t = performance.now();
  let last = t, busy = 0, loading = true;
  const loop = new MessageChannel();
  loop.port1.onmessage = () => {
    const now = performance.now();
    busy = Math.max(busy, now - last);
    last = now;
    if (loading) loop.port2.postMessage(0);
  };
  loop.port2.postMessage(0);
  await window.sobremesaMoon.ready;
  const ms = performance.now() - t;
  await new Promise((resolve) => setTimeout(resolve, 0));
  loading = false;
  return [ms, busy];
}"""


def quantile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--placements", type=int, default=20)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with served_site() as (site, _folder, _info), sync_playwright() as p:
        browser = p.chromium.launch(**launch_args())
        page = browser.new_page()
        open_lab(page, site, wait=False)
        load_ms, busy_ms = page.evaluate(LOAD)
        first = page.evaluate(HEAP, LADDERS)
        print(
            f"Rapier load + init (first use, from the local server): {load_ms:.0f} ms; the page's "
            f"thread busy at most {busy_ms:.0f} ms at once meanwhile"
        )
        settles = page.evaluate(SETTLE, [LADDERS, args.placements])
        # three heaps pooled: on a shared machine one heap's 160 moving steps are a thin sample
        heaps = [page.evaluate(HEAP, LADDERS) for _ in range(3)]
        heap = heaps[0]
        moving = [t for h in heaps for t in h["moving"]]
        resting = [t for h in heaps for t in h["resting"]]
        each = ", ".join(f"{quantile(h['moving'], 0.5):.3f}" for h in heaps)
        print(
            f"step with {heap['bodies']} ladders, while moving, in a game (after the placements"
            f" below): median {quantile(moving, 0.5):.3f} ms, p90 {quantile(moving, 0.9):.3f} ms"
            f" ({len(moving) * 10} steps of 3 heaps; each heap's median {each} ms)"
        )
        print(
            f"  the same heap on Rapier's first use (its code not yet optimised by the browser):"
            f" median {quantile(first['moving'], 0.5):.3f} ms,"
            f" p90 {quantile(first['moving'], 0.9):.3f} ms ({len(first['moving']) * 10} steps)"
        )
        if resting:
            print(
                f"step with {heap['bodies']} ladders, at rest: median {quantile(resting, 0.5):.3f}"
                f" ms ({len(resting) * 10} steps)"
            )
        steps = [s["steps"] for s in settles]
        ms = [s["ms"] for s in settles]
        plans = [s["planMs"] for s in settles]
        print(
            f"settle after a release ({len(settles)} placements by a strong bot, structures of"
            f" {settles[0]['ladders']}-{settles[-1]['ladders']} ladders):"
            f" median {quantile(steps, 0.5):.0f} steps ({quantile(steps, 0.5) / 60:.2f} s of play),"
            f" p90 {quantile(steps, 0.9):.0f} steps, max {max(steps)};"
            f" computing it: median {quantile(ms, 0.5):.1f} ms, p90 {quantile(ms, 0.9):.1f} ms"
        )
        per_step = [s["ms"] / s["steps"] for s in settles if s["steps"]]
        print(
            "step while a placement settles on a standing structure (the game's usual case):"
            f" median {quantile(per_step, 0.5):.3f} ms, p90 {quantile(per_step, 0.9):.3f} ms"
        )
        print(
            f"a bot's plan: median {quantile(plans, 0.5):.0f} ms,"
            f" p90 {quantile(plans, 0.9):.0f} ms, max {max(plans):.0f} ms;"
            f" torn placements {sum(s['torn'] for s in settles)}"
        )
        print(json.dumps({"settles": settles}, separators=(",", ":"))[:2000])
        browser.close()


if __name__ == "__main__":
    main()
