// Catch the Moon's browser half: the bots' planner. It plans in a copy of the world
// (catch_the_moon_physics.js's `Sim`), run to the settle exactly as the referee runs it.

import { RAPIER, afterWarm, load } from "./catch_the_moon_loader.js";
import { THINK_MAX, TRACE_A, X_MAX, X_MIN, Y_MAX, Y_MIN } from "./catch_the_moon_numbers.js";
import {
  HAND_SPEED,
  HAND_TURN,
  SPAWN_GAP,
  Sim,
  WORLD_X,
  baseLadders,
  corners,
  ladderShape,
  quant,
  replayOf,
} from "./catch_the_moon_physics.js";

/** @typedef {import("./catch_the_moon_physics.js").LadderShape} LadderShape */
/** @typedef {import("./catch_the_moon_physics.js").Pose} Pose */
/**
 * A box as a convex polygon (mm): its four corners, its horizontal extent, its lowest and
 * highest point; `id` is what it belongs to (a ladder, -1 the table, -2 the base).
 * @typedef {{id: number, pts: [x: number, y: number][], lo: number, hi: number, bottom: number, top: number}} Polygon
 */
/** @typedef {Polygon[] & {lo: number, hi: number, bottom: number}} Outline the drawn ladder's boxes, and their extent */
/** @typedef {[foot: number, id: number, x: number, y: number]} Touch where the foot rests, on what, where (mm) */
/** @typedef {Pose & {score: number}} Spot */
/**
 * @typedef {object} Skill
 * @property {number} angles
 * @property {number} grid
 * @property {number} sims
 * @property {number} wanted
 * @property {number} checks
 * @property {number} care
 * @property {number} taste
 * @property {boolean} [verify]
 * @property {number} dx
 * @property {number} dy
 * @property {number} da
 */
/** @typedef {{bulge: number, pace: number, hold: number}} Style */
/** @typedef {{trace: number[], release: number}} Carry */

// -- the bots -------------------------------------------------------------------------------
//
// A bot places as a careful person would: it looks over the structure for spots where the
// drawn ladder, lowered straight down, comes to rest on what the die asks (a rung, a rail, the
// top of a ladder), tries the most promising ones in its head (a copy of the world, run to the
// settle exactly as the referee runs it), and carries the ladder there along a person's path.
// Its skill is how many spots it looks at and tries, whether it checks a spot forgives a
// shaky hand, and how shaky its hand is.

/** @param {number} seed @returns {() => number} */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @type {Record<string, Skill>} */
export const SKILL = {
  // angles: the turns looked at; grid: mm between the spots looked at along the structure;
  // sims: spots tried in a copy of the world at most; wanted: good spots found before choosing
  // (the one that disturbs the structure least); checks: shaken re-tries a good spot must pass;
  // care: how much what the die asks counts in its ranking (against up to 15 for a steady
  // spot); taste: how loosely it ranks the spots it looked at (mm of stability it may overlook);
  // verify: it feels a release going wrong and takes the ladder on to its next good spot;
  // dx, dy, da: the error of its hand at the release (mm, mm, radians)
  easy: { angles: 7, grid: 12, sims: 3, wanted: 1, checks: 0, care: 20, taste: 35, dx: 6, dy: 2.5, da: 0.07 },
  normal: { angles: 13, grid: 7, sims: 4, wanted: 1, checks: 0, care: 50, taste: 15, dx: 4, dy: 1.5, da: 0.05 },
  strong: { angles: 23, grid: 4, sims: 24, wanted: 2, checks: 2, care: 50, verify: true, taste: 1, dx: 0.7, dy: 0.3, da: 0.007 },
};

/** @type {(die: string, r: MoonReport) => boolean} */
const meets = (die, r) =>
  !r.fallen.length &&
  r.released &&
  (die === "one" ? r.touching.length === 1 : die === "two" ? r.touching.length === 2 : r.top && r.touching.length >= 1 && r.touching.length <= 2);

// Boxes as convex polygons (mm) with their horizontal extent.
/** @param {LadderShape} shape @param {number} x @param {number} y @param {number} a @param {number} id */
function polygons(shape, x, y, a, id) {
  const pts = corners(shape, x, y, a);
  /** @type {Polygon[]} */
  const out = [];
  for (let i = 0; i < pts.length; i += 4) {
    const p = pts.slice(i, i + 4);
    const xs = p.map((q) => q[0]);
    const ys = p.map((q) => q[1]);
    out.push({ id, pts: p, lo: Math.min(...xs), hi: Math.max(...xs), bottom: Math.min(...ys), top: Math.max(...ys) });
  }
  return out;
}

// The highest (or lowest) point of a convex polygon's vertical section at x; -Infinity
// (Infinity) where x misses it.
/** @param {[x: number, y: number][]} pts @param {number} x @param {boolean} high */
function edgeAt(pts, x, high) {
  let best = high ? -Infinity : Infinity;
  for (let i = 0; i < 4; i++) {
    const p = pts[i];
    const q = pts[(i + 1) & 3];
    const x0 = p[0];
    const x1 = q[0];
    if (x < (x0 < x1 ? x0 : x1) - 1e-9 || x > (x0 > x1 ? x0 : x1) + 1e-9) continue;
    let y;
    if (x0 === x1) y = high ? Math.max(p[1], q[1]) : Math.min(p[1], q[1]);
    else y = p[1] + ((q[1] - p[1]) * (x - x0)) / (x1 - x0);
    if (high ? y > best : y < best) best = y;
  }
  return best;
}

// What stands before the placement, as polygons: the table (-1), the base (-2), the ladders.
/** @param {Sim} sim */
function obstacles(sim) {
  const data = sim.data;
  /** @type {Polygon[]} */
  const out = [
    { id: -1, pts: [[-WORLD_X - 20, -10], [WORLD_X + 20, -10], [WORLD_X + 20, 0], [-WORLD_X - 20, 0]], lo: -WORLD_X - 20, hi: WORLD_X + 20, bottom: -10, top: 0 },
  ];
  const w = data.base.width / 2;
  out.push({ id: -2, pts: [[-w, 0], [w, 0], [w, data.base.height], [-w, data.base.height]], lo: -w, hi: w, bottom: 0, top: data.base.height });
  for (const b of baseLadders(data, sim.spec.layout)) out.push(...polygons(ladderShape(data, b.id), b.x, b.y, b.a, b.id));
  for (const [id, x, y, a] of sim.structure) out.push(...polygons(ladderShape(data, id), x / 10, y / 10, a / 1000, id));
  return out.sort((p, q) => q.top - p.top);
}

// Lower the drawn ladder (its boxes `local`, foot at 0,0) straight down at x until it first
// touches something: the foot's height there, and what it touches (within 1 mm) where. The
// gap between two convex outlines is piecewise linear in x, so its least value is at a corner.
const REACH = 25; // mm: what lies this far under a spot's first touch is looked at too

/** @param {Outline} local @param {Polygon[]} things @param {number} x */
export function restAt(local, things, x) {
  /** @type {Touch[]} */
  const found = [];
  let y = -Infinity;
  const left = local.lo + x;
  const right = local.hi + x;
  for (const o of things) {
    // `things` come highest first: once nothing lower can reach, the rest cannot either
    if (o.top - local.bottom < y - REACH) break;
    if (o.hi < left || o.lo > right) continue;
    for (const m of local) {
      if (o.top - m.bottom < y - REACH) continue;
      const lo = m.lo + x;
      const hi = m.hi + x;
      if (o.hi < lo || o.lo > hi) continue;
      const a = Math.max(lo, o.lo);
      const b = Math.min(hi, o.hi);
      const at = (/** @type {number} */ px) => {
        const need = edgeAt(o.pts, px, true) - edgeAt(m.pts, px - x, false);
        if (need === -Infinity || need !== need || need < y - REACH) return;
        found.push([need, o.id, px, need + edgeAt(m.pts, px - x, false)]);
        if (need > y) y = need;
      };
      at(a);
      at(b);
      for (const p of o.pts) if (p[0] > a && p[0] < b) at(p[0]);
      for (const p of m.pts) if (p[0] + x > a && p[0] + x < b) at(p[0] + x);
    }
  }
  return { y, contacts: found.filter((c) => c[0] >= y - 1), below: found.filter((c) => c[0] < y - 1 && c[0] >= y - REACH) };
}

// The centre of mass of a ladder's boxes at an angle (its foot at 0,0): every box has the
// same density and the rails and rungs the same depth, so areas weigh them.
/** @param {LadderShape} shape @param {number} a */
function centreOf(shape, a) {
  const c = Math.cos(a);
  const s = Math.sin(a);
  let m = 0;
  let mx = 0;
  let my = 0;
  for (const b of shape.boxes) {
    const w = b.hx * b.hy;
    m += w;
    mx += w * (b.cx * c - b.cy * s);
    my += w * (b.cx * s + b.cy * c);
  }
  return { x: mx / m, y: my / m };
}

// Every spot looked at: the drawn ladder at a few turns, lowered at points every `grid` mm
// along the structure, with how well it would sit there as seen from the outside (what it
// touches, whether its weight is between what holds it, whether its top would be the highest).
/** @param {Sim} sim @param {string} die @param {Skill} skill @returns {Spot[]} */
export function survey(sim, die, skill) {
  const steps = surveying(sim, die, skill);
  let next = steps.next();
  while (!next.done) next = steps.next();
  return next.value;
}

// The same, yielding after each turn of the ladder looked at (a strong bot's survey of a tall
// structure is tens of milliseconds on a slow phone).
/** @param {Sim} sim @param {string} die @param {Skill} skill @returns {Generator<void, Spot[]>} */
function* surveying(sim, die, skill) {
  const drawn = /** @type {number} */ (sim.drawn); // a bot's world has its drawn ladder
  const shape = ladderShape(sim.data, drawn);
  const things = obstacles(sim);
  const ladders = things.filter((o) => o.id >= 0);
  const left = Math.min(...ladders.map((o) => o.lo));
  const right = Math.max(...ladders.map((o) => o.hi));
  const highest = Math.max(...ladders.map((o) => o.top));
  /** @type {Spot[]} */
  const spots = [];
  for (let k = 0; k < skill.angles; k++) {
    // turns from upright to lying flat either way and a little beyond, evenly
    const a = quant(((k - (skill.angles - 1) / 2) / ((skill.angles - 1) / 2)) * 1.9);
    const boxes = polygons(shape, 0, 0, a, drawn);
    const lo = Math.min(...boxes.map((p) => p.lo));
    const hi = Math.max(...boxes.map((p) => p.hi));
    /** @type {Outline} */
    const local = Object.assign(boxes, { lo, hi, bottom: Math.min(...boxes.map((p) => p.bottom)) });
    const top = Math.max(...local.map((p) => p.top));
    const centre = centreOf(shape, a);
    for (let x = left - hi + 2; x <= right - lo - 2; x += skill.grid) {
      const { y, contacts, below } = restAt(local, things, x);
      if (contacts.some((c) => c[1] < 0)) continue; // it would land on the base or the table
      const cx = x + centre.x;
      const hangs = centre.y + y < Math.min(...contacts.map((c) => c[3])) - 5;
      let touch = contacts;
      let xs = touch.map((c) => c[2]);
      if (!hangs && (cx < Math.min(...xs) || cx > Math.max(...xs))) {
        // Its weight is beside what it first touches: it tips over that edge, turning about
        // it, onto whatever is under that side nearest in angle (or off, if nothing is).
        const right = cx > Math.max(...xs);
        const pivot = right ? Math.max(...xs) : Math.min(...xs);
        /** @type {{c: Touch, turn: number} | null} */
        let next = null;
        for (const c of below) {
          const d = right ? c[2] - pivot : pivot - c[2];
          if (d > 2 && (!next || (y - c[0]) / d < next.turn)) next = { c, turn: (y - c[0]) / d };
        }
        if (next && next.turn < 0.5 && next.c[1] >= 0) {
          touch = [...contacts, next.c];
          xs = touch.map((c) => c[2]);
        }
      }
      const ids = [...new Set(touch.map((c) => c[1]))];
      const held = Math.min(cx - Math.min(...xs), Math.max(...xs) - cx);
      const n = ids.length;
      const fits = die === "one" ? n === 1 : die === "two" ? n === 2 : n >= 1 && n <= 2 && y + top >= highest + 2;
      const steady = hangs ? 5 : Math.max(-30, Math.min(15, held));
      spots.push({ x, y: y + 1, a, score: (fits ? skill.care : 0) + steady });
    }
    yield;
  }
  return spots;
}

// The spots in the order a bot tries them: the best first by its taste, never two alike.
/** @param {Spot[]} spots @param {Skill} skill @param {() => number} random */
function ranked(spots, skill, random) {
  const order = spots.map((s) => ({ ...s, key: s.score + random() * skill.taste }));
  order.sort((p, q) => q.key - p.key);
  /** @type {Spot[]} */
  const out = [];
  for (const s of order) {
    if (out.some((t) => Math.abs(t.a - s.a) < 0.05 && Math.abs(t.x - s.x) < 6)) continue;
    out.push(s);
    if (out.length >= skill.sims) break;
  }
  return out;
}

/** `v` held between `lo` and `hi`: a carry stays inside the bounds the rules accept.
 * @param {number} v @param {number} lo @param {number} hi */
const within = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

// Where a carry starts and ends (tenths of mm, milliradians): the spawn, the pose within the
// table's bounds, and the height it travels at, high enough that nothing of the ladder, at any
// turn on the way, comes near the structure. A person's carry and a bot's quick one share it.
/** @param {Sim} sim @param {Pose} pose */
function carryEnds(sim, pose) {
  const shape = ladderShape(sim.data, /** @type {number} */ (sim.drawn)); // carried: there is one
  const sp = sim.spawn;
  const tx = within(Math.round(pose.x * 10), X_MIN, X_MAX);
  const ty = within(Math.round(pose.y * 10), Y_MIN, Y_MAX);
  const ta = within(Math.round(pose.a * 1000), -TRACE_A, TRACE_A);
  let below = 0;
  for (let k = 0; k <= 4; k++) {
    for (const [, py] of corners(shape, 0, 0, (ta / 1000) * (k / 4))) below = Math.min(below, py);
  }
  // the carry stays inside the sky the rules accept, however high the structure stands
  const over = Math.min(Y_MAX, Math.max(sp.y, sp.y - SPAWN_GAP * 10 + 300 - below * 10, ty + 300));
  return { sp, tx, ty, ta, over };
}

// A person's carry (in tenths of mm, milliradians and steps): the ladder held still while they
// think, lifted and carried along a curve (slow, fast, slow) over its spot, turned on the way,
// lowered, eased the last few millimetres, held a moment and let go. `style` is the person's
// own way (how high the curve bulges, their pace, how long they hold).
/** @param {Sim} sim @param {Pose} pose @param {number} think @param {Style} style @returns {Carry} */
export function humanCarry(sim, pose, think, style) {
  const { sp, tx, ty, ta, over } = carryEnds(sim, pose);
  const smooth = (/** @type {number} */ s) => s * s * s * (10 - 15 * s + 6 * s * s);
  /** @type {number[]} */
  const trace = [];
  let step = Math.max(0, Math.round(think));
  /** @type {(seconds: number, at: (s: number) => [x: number, y: number, a: number]) => void} */
  const leg = (seconds, at) => {
    const n = Math.max(2, Math.round((seconds * 60) / 2));
    for (let i = 1; i <= n; i++) {
      step += 2;
      const [x, y, a] = at(i / n);
      trace.push(step, Math.round(x), within(Math.round(y), Y_MIN, Y_MAX), Math.round(a));
    }
  };
  const dist = Math.sqrt((tx - sp.x) ** 2 + (over - sp.y) ** 2) / 10; // mm
  leg(style.pace * (0.55 + dist / 320), (s) => {
    const m = smooth(s);
    return [sp.x + (tx - sp.x) * m, sp.y + (over - sp.y) * m + style.bulge * 10 * Math.sin(Math.PI * s), ta * smooth(Math.min(1, s / 0.8))];
  });
  const ease = ty + 60;
  leg(style.pace * (0.3 + (over - ease) / 10 / 260), (s) => [tx, over + (ease - over) * smooth(s), ta]);
  leg(style.pace * 0.35, (s) => [tx, ease + (ty - ease) * smooth(s), ta]);
  return { trace, release: step + Math.round(style.hold * 60) };
}

// The same spot reached the quickest way (the hand at full speed): what a bot imagines when
// it tries a spot in its head. Held still before the release, the ladder is let go from the
// same rest either way, so the settle is the one the person's carry will meet.
/** @param {Sim} sim @param {Pose} pose @param {number} think @returns {Carry} */
function quickCarry(sim, pose, think) {
  const { sp, tx, ty, ta, over } = carryEnds(sim, pose);
  const speed = HAND_SPEED * 100; // tenths of mm per step
  const up = think + Math.ceil(Math.max((over - sp.y) / speed, Math.abs(ta) / 1000 / HAND_TURN)) + 2;
  const across = up + Math.ceil(Math.abs(tx - sp.x) / speed) + 2;
  const down = across + Math.ceil((over - ty - 60) / speed) + 4;
  const trace = [think, sp.x, over, ta, up, tx, over, ta, across, tx, Math.min(Y_MAX, ty + 60), ta, down, tx, ty, ta];
  return { trace, release: down + 24 };
}

/** @param {() => number} random @returns {Style} */
function styleOf(random) {
  return { bulge: 8 + random() * 25, pace: 0.85 + random() * 0.45, hold: 0.25 + random() * 0.3 };
}

// Run a placement to its end as the referee does, from a copy of `base` (the world after the
// bot's think, its ladder still held at the spawn point). A generator that yields after each
// step of the world: a placement tried in the head is hundreds of steps (100-500 ms at once on
// a slow phone's page), and the page plans a few milliseconds at a time (see planFor).
/** @param {Sim} base @param {Carry} carry @returns {Generator<void, {report: MoonReport, shift: number}>} */
function* tryCarry(base, carry) {
  const copy = base.fork();
  try {
    copy.trace = carry.trace;
    copy.release = carry.release;
    while (!copy.done && !copy.fallen.size) {
      copy.advance();
      yield;
    }
    const report = copy.report();
    let shift = 0;
    for (const [id, x, y] of base.structure) {
      if (copy.gone.has(id)) continue;
      const p = copy.pose(id);
      shift += Math.abs(p[1] - x) + Math.abs(p[2] - y);
    }
    return { report, shift };
  } finally {
    copy.free();
  }
}

// A recorded placement run to its end (runToEnd's answer), a step at a time.
/** @param {Sim} sim @returns {Generator<void, {report: MoonReport, steps: number}>} */
function* settle(sim) {
  try {
    while (!sim.done) {
      sim.advance();
      yield;
    }
    return { report: sim.report(), steps: sim.step };
  } finally {
    sim.free();
  }
}

// The plan, as steps that yield after each step of a world it runs (so a page can draw
// between them); `plan` runs it through, `planFor` a little at a time. The yields change
// nothing of what is computed: both answer the same plan.
/** @param {MoonPlanSpec} spec @returns {Generator<void, MoonPlan | null>} */
function* planning(spec) {
  const skill = SKILL[spec.skill];
  if (!skill) throw new Error(`moon: unknown skill ${spec.skill}`);
  if (!["one", "two", "moon"].includes(spec.die)) throw new Error(`moon: unknown die ${spec.die}`);
  const seed = spec.seed;
  const random = rng(typeof seed === "number" && Number.isInteger(seed) ? seed : 1);
  const world = { ladders: spec.ladders, layout: spec.layout, structure: spec.structure, drawn: spec.drawn };
  const wait = spec.think;
  const think = typeof wait === "number" && Number.isInteger(wait) && wait >= 0 ? Math.min(wait, THINK_MAX) : 0;
  const style = styleOf(random);
  const base = new Sim(world);
  let tried = 0;
  try {
    // A world that settles or faults while the hand waits is done: it steps no further.
    while (base.step < think && !base.done) {
      base.advance();
      yield;
    }
    const tries = ranked(yield* surveying(base, spec.die, skill), skill, random);
    /** @type {{pose: Spot, shift: number}[]} */
    const good = [];
    /** @type {Spot | null} */
    let fallback = null;
    for (const pose of tries) {
      if (good.length >= skill.wanted) break;
      const { report, shift } = yield* tryCarry(base, quickCarry(base, pose, think));
      tried += 1;
      if (!meets(spec.die, report)) {
        if (!fallback && !report.fallen.length) fallback = pose;
        continue;
      }
      // A careful player also checks the spot forgives a slightly shaky hand.
      let steady = true;
      for (let k = 0; k < skill.checks && steady; k++) {
        const sign = k % 2 ? -1 : 1;
        const shaken = { x: pose.x + sign * 2 * skill.dx, y: pose.y + skill.dy, a: pose.a - sign * 2 * skill.da };
        steady = meets(spec.die, (yield* tryCarry(base, quickCarry(base, shaken, think))).report);
        tried += 1;
      }
      if (steady) good.push({ pose, shift });
      else if (!fallback) fallback = pose;
    }
    good.sort((p, q) => p.shift - q.shift);
    const found = good.length;
    /** @type {Pose[]} */
    const spots = good.length ? good.map((g) => g.pose) : [fallback || tries[0] || { x: 0, y: base.spawn.y / 10, a: 0 }];
    // The hand errs as it lets go; a careful player who feels the ladder about to go wrong
    // takes it on to the next good spot (the strong bot looks at each release before it).
    const jitter = () => random() * 2 - 1;
    /** @type {MoonPlan | null} */
    let placed = null;
    for (const spot of skill.verify ? spots : spots.slice(0, 1)) {
      const pose = { x: spot.x + jitter() * skill.dx, y: spot.y + Math.abs(jitter()) * skill.dy, a: spot.a + jitter() * skill.da };
      const { trace, release } = humanCarry(base, pose, think, style);
      const { report, steps } = yield* settle(replayOf({ ...world, trace, release }));
      // A hand that touched the structure while holding never let go: the rules (and a
      // person's drag) record that as no release at all.
      placed = { trace, release: report.released ? release : -1, ...report, steps, found, tried };
      if (meets(spec.die, report)) break;
    }
    return placed;
  } finally {
    base.free();
  }
}

// (a JSON text answered as one, an object as one)
/** @param {string | MoonPlanSpec} json @returns {string | MoonPlan | null} */
export function plan(json) {
  /** @type {MoonPlanSpec} */
  const spec = typeof json === "string" ? JSON.parse(json) : json;
  const steps = planning(spec);
  let next = steps.next();
  while (!next.done) next = steps.next();
  return typeof json === "string" ? JSON.stringify(next.value) : next.value;
}

// The bots' planner on a page: the first call starts the plan and answers {"pending": true};
// it goes on between frames (a few milliseconds at a time, so the page never freezes) and,
// once done, calls `planned()` (the page's `sobremesaMoon.onPlanned`: the app asks its bots
// again); the same call then answers the plan, and hands it to `carry(spec, plan)`: the table
// starts seeing the bot's hand carry the ladder.
/** @type {Map<string, {value?: MoonPlan | null}>} */
const plans = new Map(); // spec's JSON -> {value} once done, {} while planning
/**
 * @param {string | MoonPlanSpec} json
 * @param {(spec: MoonPlanSpec, plan: MoonPlan) => void} carry
 * @param {() => void} planned
 * @returns {string | MoonPlan | {pending: true}}
 */
export function planFor(json, carry, planned) {
  const text = typeof json === "string" ? json : JSON.stringify(json);
  /** @type {(value: MoonPlan | {pending: true}) => string | MoonPlan | {pending: true}} */
  const answer = (value) => (typeof json === "string" ? JSON.stringify(value) : value);
  const known = plans.get(text);
  if (known && known.value) {
    carry(JSON.parse(text), known.value);
    return answer(known.value);
  }
  if (!RAPIER) {
    load(); // the app asks its bots again once it has loaded
    return answer({ pending: true });
  }
  if (!known) {
    /** @type {{value?: MoonPlan | null}} */
    const entry = {};
    plans.set(text, entry);
    while (plans.size > 8) plans.delete(/** @type {string} */ (plans.keys().next().value)); // the oldest
    const steps = planning(JSON.parse(text));
    const work = () => {
      try {
        const until = performance.now() + 12;
        let next = steps.next();
        while (!next.done && performance.now() < until) next = steps.next();
        if (!next.done) {
          setTimeout(work, 0);
          return;
        }
        entry.value = next.value;
      } catch (error) {
        console.error("moon: a bot could not plan", error);
        plans.delete(text); // asked again (the table's next change), it plans afresh
        return;
      }
      planned();
    };
    afterWarm(() => setTimeout(work, 0));
  }
  return answer({ pending: true });
}
