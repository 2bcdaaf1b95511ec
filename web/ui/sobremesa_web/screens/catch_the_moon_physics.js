// Catch the Moon's browser half: the physics and the referee. Rapier 2D (its deterministic
// build, see catch_the_moon_loader.js) simulates the ladders; this module builds the world from
// the game state, runs a placement (the drawn ladder follows a kinematic "hand" through two
// springs, so it pushes what it touches), judges nothing (the rules do, in Python) but reports
// what happened.
//
// One simulation path serves every use, so a placement replayed from its recorded trace gives
// the very same world: the placing phone, the host's referee (it never trusts a guest's
// report), the bots' planner, the watchers and the replays. Everything that feeds the
// simulation is quantised (integers on the wire) or IEEE-exact JavaScript arithmetic (+ - * /
// sqrt); trigonometry only draws and chooses spawn heights, which are rounded to whole mm.
//
// Units: the wire and the content data speak millimetres (poses in tenths of mm, angles in
// milliradians); Rapier is given centimetres (ladders of 9-21 units, gravity 981), which keeps
// its tolerances (lengthUnit) at a millimetre. The wire's bounds, the longest hold and the
// settle's cap are the rules' own numbers (catch_the_moon_numbers.js, which the build writes
// from engine/games/catch_the_moon.py).

import { afterWarm, load, need } from "./catch_the_moon_loader.js";
import {
  MAX_TRACE,
  SETTLE_CAP,
  STEPS_PER_SECOND,
  STEP_MAX,
  TRACE_A,
  X_MAX,
  X_MIN,
  Y_MAX,
  Y_MIN,
} from "./catch_the_moon_numbers.js";

const CM = 0.1; // Rapier units per mm
export const STEP = 1 / STEPS_PER_SECOND; // s
const SLICE_MS = 20; // a host's check of a guest's placement runs this long at a time, then yields
const TOUCH = 0.1; // cm: a contact point this close counts as touching (1 mm)
export const HAND_SPEED = 1.2; // cm per step the hand moves toward its target at most
export const HAND_TURN = 0.08; // radians per step
export const SPAWN_GAP = 25; // mm between the structure's highest point and the drawn ladder's foot
export const WORLD_X = 1000; // mm: beyond this (or below -50 mm) a ladder has left the world
const FRICTION = 0.8;
const LENGTH_UNIT = 10;
const GRIP = 40; // rad/s: the natural frequency of the held ladder on its springs
const DENSITY = 0.6;
const STILL_V = 0.05; // cm/s: a ladder slower than this (and STILL_W) is still to the eye
const STILL_W = 0.005; // rad/s

/** @typedef {import("@dimforge/rapier2d-deterministic-compat").World} World */
/** @typedef {import("@dimforge/rapier2d-deterministic-compat").RigidBodyDesc} RigidBodyDesc */
/** @typedef {import("@dimforge/rapier2d-deterministic-compat").RigidBody} RigidBody */
/** @typedef {import("@dimforge/rapier2d-deterministic-compat").Collider} Collider */
/** @typedef {{cx: number, cy: number, hx: number, hy: number, angle: number}} Box a box (mm, radians) */
/** @typedef {{id: number, rails: Box[], rungs: Box[], boxes: Box[], length: number}} LadderShape */
/** @typedef {{x: number, y: number, a: number}} Pose a ladder's foot and angle */

// -- ladders as boxes ---------------------------------------------------------------------

export const quant = (/** @type {number} */ v) => Math.round(v * 1e7) / 1e7; // snaps a trig result to a grid every JS engine agrees on

// The boxes of one ladder in its own frame (mm; foot at 0,0): a rail box per spine segment
// (overlapping at the bends so a zig-zag has no gap), and a rung box every RUNG_STEP.
/** @type {WeakMap<MoonLadders, Map<number, LadderShape>>} */
const shapeCache = new WeakMap();
/** @param {MoonLadders} data @param {number} id @returns {LadderShape} */
export function ladderShape(data, id) {
  let byId = shapeCache.get(data);
  if (!byId) shapeCache.set(data, (byId = new Map()));
  const known = byId.get(id);
  if (known) return known;
  const ladder = data.ladders.find((l) => l.id === id);
  if (!ladder) throw new Error(`moon: no ladder ${id}`);
  const spine = ladder.spine;
  /** @type {{x0: number, y0: number, ux: number, uy: number, len: number, start: number, angle: number}[]} */
  const segments = [];
  let total = 0;
  for (let i = 0; i + 1 < spine.length; i++) {
    const [x0, y0] = spine[i];
    const [x1, y1] = spine[i + 1];
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len = Math.sqrt(dx * dx + dy * dy);
    segments.push({ x0, y0, ux: dx / len, uy: dy / len, len, start: total, angle: quant(Math.atan2(-dx, dy)) });
    total += len;
  }
  /** @type {Box[]} */
  const rails = [];
  /** @type {Box[]} */
  const rungs = [];
  const half = data.rail / 2;
  segments.forEach((s, i) => {
    const e0 = i > 0 ? half : 0;
    const e1 = i + 1 < segments.length ? half : 0;
    const mid = (s.len + e1 - e0) / 2;
    rails.push({ cx: s.x0 + s.ux * mid, cy: s.y0 + s.uy * mid, hx: half, hy: (s.len + e0 + e1) / 2, angle: s.angle });
  });
  for (let d = data.rung_start; d <= total - data.rung / 2; d += data.rung_step) {
    const s = segments.find((seg) => d <= seg.start + seg.len) || segments[segments.length - 1];
    const t = d - s.start;
    rungs.push({ cx: s.x0 + s.ux * t, cy: s.y0 + s.uy * t, hx: half + data.peg, hy: data.rung / 2, angle: s.angle });
  }
  const shape = { id, rails, rungs, boxes: [...rails, ...rungs], length: total };
  byId.set(id, shape);
  return shape;
}

// The corners of a ladder's boxes at a pose (mm, radians): for drawing and heights only.
/** @param {LadderShape} shape @param {number} x @param {number} y @param {number} a */
export function corners(shape, x, y, a) {
  const c = Math.cos(a);
  const s = Math.sin(a);
  /** @type {[x: number, y: number][]} */
  const out = [];
  for (const b of shape.boxes) {
    const bc = Math.cos(b.angle);
    const bs = Math.sin(b.angle);
    for (const [px, py] of [[-b.hx, -b.hy], [b.hx, -b.hy], [b.hx, b.hy], [-b.hx, b.hy]]) {
      const lx = b.cx + px * bc - py * bs;
      const ly = b.cy + px * bs + py * bc;
      out.push([x + lx * c - ly * s, y + lx * s + ly * c]);
    }
  }
  return out;
}

/** @param {LadderShape} shape @param {number} x @param {number} y @param {number} a */
export function topOf(shape, x, y, a) {
  let top = -Infinity;
  for (const [, py] of corners(shape, x, y, a)) top = Math.max(top, py);
  return top;
}

// Where the base ladders stand: foot (mm) and angle (radians, positive counter-clockwise).
/** @param {MoonLadders} data @param {string} layout @returns {(Pose & {id: number})[]} */
export function baseLadders(data, layout) {
  const pair = data.layouts[layout];
  if (!pair) throw new Error(`moon: unknown layout ${layout}`);
  const footY = data.base.height - data.base.socket;
  return pair.map(([x, lean], i) => ({ id: i, x, y: footY, a: quant((-lean * Math.PI) / 180) }));
}

// -- the world ------------------------------------------------------------------------------

/** @param {unknown} v @param {number} lo @param {number} hi @param {string} what @returns {number} */
function checkInt(v, lo, hi, what) {
  if (typeof v !== "number" || !Number.isInteger(v) || v < lo || v > hi) throw new Error(`moon: bad ${what}: ${JSON.stringify(v)}`);
  return v;
}

/** @param {number[]} trace @returns {number} the last entry's step (-1: none) */
function checkTrace(trace) {
  if (!Array.isArray(trace) || trace.length % 4 || trace.length > MAX_TRACE) throw new Error("moon: bad trace");
  let last = -1;
  for (let i = 0; i < trace.length; i += 4) {
    checkInt(trace[i], 0, STEP_MAX, "trace step");
    if (trace[i] <= last) throw new Error("moon: trace steps must increase");
    last = trace[i];
    checkInt(trace[i + 1], X_MIN, X_MAX, "trace x");
    checkInt(trace[i + 2], Y_MIN, Y_MAX, "trace y");
    checkInt(trace[i + 3], -TRACE_A, TRACE_A, "trace angle");
  }
  return last;
}

// The spawn point: above the highest point of everything standing, rounded to whole mm (the
// same on every device whatever its Math.sin's last bit).
/** @param {MoonLadders} data @param {string} layout @param {MoonPose[]} structure @returns {Pose} */
export function spawnOf(data, layout, structure) {
  let top = data.base.height;
  for (const b of baseLadders(data, layout)) top = Math.max(top, topOf(ladderShape(data, b.id), b.x, b.y, b.a));
  for (const [id, x, y, a] of structure) top = Math.max(top, topOf(ladderShape(data, id), x / 10, y / 10, a / 1000));
  return { x: 0, y: (Math.ceil(top) + SPAWN_GAP) * 10, a: 0 };
}

// A simulation of one placement. `world` is the wire's world: {ladders, layout, structure,
// drawn, trace, release}; `drawn` may be null (a plain structure, for replays' start).
export class Sim {
  /** @param {MoonWorld} spec */
  constructor(spec) {
    const R = need();
    const data = spec.ladders;
    this.data = data;
    this.spec = spec;
    const structure = (spec.structure || []).map((p) => {
      if (!Array.isArray(p) || p.length !== 4) throw new Error("moon: bad structure entry");
      checkInt(p[0], 2, data.ladders.length - 1, "ladder id");
      checkInt(p[1], X_MIN, X_MAX, "x");
      checkInt(p[2], Y_MIN, Y_MAX, "y");
      checkInt(p[3], -TRACE_A, TRACE_A, "angle");
      return p;
    });
    structure.sort((p, q) => p[0] - q[0]);
    this.structure = structure;
    this.drawn = spec.drawn == null ? null : checkInt(spec.drawn, 2, data.ladders.length - 1, "drawn");
    if (structure.some((p) => p[0] === this.drawn)) throw new Error("moon: the drawn ladder is already standing");
    const world = new R.World({ x: 0, y: -981 });
    world.timestep = STEP;
    // Tolerances of ~0.1 mm (at 100 its predictive contacts held ladders up from 2 cm away);
    // Rapier's sleeping thresholds scale with it too (a ladder slower than LENGTH_UNIT * 0.4
    // cm/s for a while sleeps: eager, which keeps a structure from creeping).
    world.lengthUnit = LENGTH_UNIT;
    world.numSolverIterations = 4;
    /** @type {World | null} */
    this.world = world; // null once freed
    /** @type {Map<number, number>} */
    this.owner = new Map(); // collider handle -> ladder id (-1 table, -2 base)
    /** @type {Map<number, number>} */
    this.body = new Map(); // ladder id -> body handle
    /** @type {Map<number, number[]>} */
    this.colliders = new Map(); // ladder id -> [collider handles]
    const table = world.createRigidBody(R.RigidBodyDesc.fixed());
    this.table = world.createCollider(R.ColliderDesc.cuboid((WORLD_X + 20) * CM, 5).setTranslation(0, -5).setFriction(FRICTION), table).handle;
    this.owner.set(this.table, -1);
    const base = world.createRigidBody(R.RigidBodyDesc.fixed());
    const bw = data.base.width * CM;
    const bh = data.base.height * CM;
    this.base = world.createCollider(R.ColliderDesc.cuboid(bw / 2, bh / 2).setTranslation(0, bh / 2).setFriction(FRICTION), base).handle;
    this.owner.set(this.base, -2);
    for (const b of baseLadders(data, spec.layout)) {
      this.addLadder(b.id, R.RigidBodyDesc.fixed().setTranslation(b.x * CM, b.y * CM).setRotation(b.a));
    }
    for (const [id, x, y, a] of structure) {
      this.addLadder(id, R.RigidBodyDesc.dynamic().setTranslation(x / 100, y / 100).setRotation(a / 1000));
    }
    // The structure must stay exactly as the state says until something touches it: new
    // bodies wake at their first step, so one step is taken without gravity (contacts made,
    // nothing falls; a pose quantised into a neighbour is eased out of it, the same way on
    // every device) and the structure is put to sleep.
    world.gravity = { x: 0, y: 0 };
    world.step();
    world.gravity = { x: 0, y: -981 };
    for (const [id] of structure) {
      const body = this.bodyOf(id);
      body.setLinvel({ x: 0, y: 0 }, false);
      body.setAngvel(0, false);
      body.sleep();
    }
    this.step = 0;
    /** @type {Set<number>} */
    this.fallen = new Set();
    /** @type {Set<number>} */
    this.gone = new Set(); // left the world (removed from the simulation)
    this.held = false;
    this.fault = false;
    this.done = false;
    /** @type {number | null} */
    this.release = null;
    /** @type {number | null} */
    this.settledAt = null;
    /** @type {number | null} */
    this.holdCap = null; // a step at which a hold ends as a fault (a replayed release of -1)
    /** @type {number | null} */
    this.freeAt = null; // the step the hold ended
    /** @type {number[]} */
    this.trace = [];
    this.next = 0; // index (in entries) of the next trace entry to apply
    /** @type {{seat: number, move: string, told: boolean} | undefined} */
    this.ahead = undefined; // a bot's carry the table shows (catch_the_moon.js), told when over
    if (this.drawn != null) {
      // (these are a drawn ladder's: a simulation without one has none, and is never held)
      const spawn = spawnOf(data, spec.layout, structure);
      /** @type {Pose} where the drawn ladder starts (tenths of mm) */
      this.spawn = spawn;
      this.addLadder(
        this.drawn,
        R.RigidBodyDesc.dynamic().setTranslation(spawn.x / 100, spawn.y / 100).setRotation(0).setGravityScale(0).setLinearDamping(4).setAngularDamping(4),
      );
      const hand = world.createRigidBody(R.RigidBodyDesc.kinematicPositionBased().setTranslation(spawn.x / 100, spawn.y / 100));
      /** @type {number} */
      this.hand = hand.handle;
      const ladder = this.bodyOf(this.drawn);
      // Two springs (at the foot and 8 cm up the spine) hold position and angle: stiff and
      // critically damped for the ladder's mass, so it follows the finger closely yet yields
      // to what it pushes against.
      const m = ladder.mass();
      const k = (m * GRIP * GRIP) / 2;
      const c = m * GRIP;
      /** @type {number[]} */
      this.joints = [0, 8].map(
        (h) => world.createImpulseJoint(R.JointData.spring(0, k, c, { x: 0, y: h }, { x: 0, y: h }), hand, ladder, true).handle,
      );
      /** @type {Pose} where the hand is (cm) */
      this.handAt = { x: spawn.x / 100, y: spawn.y / 100, a: 0 };
      /** @type {Pose} where it goes (cm) */
      this.target = { ...this.handAt };
      this.held = true;
    }
  }

  // The world, while it is not freed.
  live() {
    if (!this.world) throw new Error("moon: the simulation is freed");
    return this.world;
  }

  // A ladder's body (a base ladder, the structure's, the drawn one).
  /** @param {number} id */
  bodyOf(id) {
    return this.live().getRigidBody(/** @type {number} */ (this.body.get(id)));
  }

  /** @param {number} id @param {RigidBodyDesc} desc */
  addLadder(id, desc) {
    const R = need();
    const world = this.live();
    const body = world.createRigidBody(desc);
    const handles = [];
    for (const b of ladderShape(this.data, id).boxes) {
      const c = world.createCollider(
        R.ColliderDesc.cuboid(b.hx * CM, b.hy * CM).setTranslation(b.cx * CM, b.cy * CM).setRotation(b.angle).setFriction(FRICTION).setDensity(DENSITY).setRestitution(0),
        body,
      );
      this.owner.set(c.handle, id);
      handles.push(c.handle);
    }
    this.body.set(id, body.handle);
    this.colliders.set(id, handles);
  }

  free() {
    if (this.world) this.world.free();
    this.world = null;
  }

  // A copy of this simulation to try something in (the bots): same handles, its own world.
  /** @returns {Sim} */
  fork() {
    const copy = Object.create(Sim.prototype);
    Object.assign(copy, this, {
      world: need().World.restoreSnapshot(this.live().takeSnapshot()),
      fallen: new Set(this.fallen),
      gone: new Set(this.gone),
      trace: [...this.trace],
      handAt: this.handAt && { ...this.handAt },
      target: this.target && { ...this.target },
    });
    return copy;
  }

  // Append an entry (the hand's target from `step` on); the live phone and the referee both
  // feed the simulation through here, so a recorded trace replays exactly.
  /** @param {number} step @param {number} x @param {number} y @param {number} a */
  push(step, x, y, a) {
    this.trace.push(step, x, y, a);
  }

  ids() {
    return [...this.body.keys()].filter((id) => id > 1 && !this.gone.has(id));
  }

  letGo() {
    const world = this.live();
    for (const j of this.joints) world.removeImpulseJoint(world.getImpulseJoint(j), true);
    world.removeRigidBody(world.getRigidBody(this.hand));
    this.joints = [];
    this.held = false;
  }

  // One fixed step: the hand moves toward the current target (at most HAND_SPEED, HAND_TURN),
  // the world steps, then falls are looked for.
  advance() {
    if (this.done) return;
    const world = this.live();
    if (this.held) {
      while (this.next * 4 < this.trace.length && this.trace[this.next * 4] <= this.step) {
        const i = this.next * 4;
        this.target = { x: this.trace[i + 1] / 100, y: this.trace[i + 2] / 100, a: this.trace[i + 3] / 1000 };
        this.next += 1;
      }
      if (this.release != null && this.step >= this.release) {
        this.letGo();
        const ladder = this.bodyOf(/** @type {number} */ (this.drawn)); // held: there is one
        ladder.setGravityScale(1, true);
        ladder.setLinearDamping(0);
        ladder.setAngularDamping(0);
      } else {
        const h = this.handAt;
        const dx = this.target.x - h.x;
        const dy = this.target.y - h.y;
        const dist = Math.sqrt(dx * dx + dy * dy);
        if (dist <= HAND_SPEED) {
          h.x = this.target.x;
          h.y = this.target.y;
        } else {
          h.x += (dx * HAND_SPEED) / dist;
          h.y += (dy * HAND_SPEED) / dist;
        }
        const da = this.target.a - h.a;
        h.a = Math.abs(da) <= HAND_TURN ? this.target.a : h.a + (da > 0 ? HAND_TURN : -HAND_TURN);
        const hand = world.getRigidBody(this.hand);
        hand.setNextKinematicTranslation({ x: h.x, y: h.y });
        hand.setNextKinematicRotation(h.a);
      }
    }
    world.step();
    this.step += 1;
    this.lookForFalls();
    if (this.held && (this.fallen.size || (this.holdCap != null && this.step >= this.holdCap))) {
      // Something touched the table or the base while the ladder was held: the turn ends
      // now, and the drawn ladder leaves the table with the player's hand.
      this.fault = true;
      this.letGo();
      this.removeLadder(/** @type {number} */ (this.drawn)); // held: there is one
    }
    if (!this.held) {
      if (this.freeAt == null) this.freeAt = this.step;
      let awake = false;
      world.forEachActiveRigidBody((b) => {
        if (b.isDynamic()) awake = true;
      });
      if (!awake || this.step - this.freeAt >= SETTLE_CAP) {
        this.done = true;
        this.settledAt = this.step;
      }
    }
  }

  // Whether a step would change nothing anyone could see: the ladder still held (not let go,
  // no trace entry left to apply), its hand at the target, and every ladder awake as good as
  // still. A live placement (or one watched live) then stops its clock: no step, no frame,
  // until the next input; the steps it skips are not taken anywhere (the trace counts steps,
  // so the placement and its replay by the referee stay the same).
  still() {
    if (!this.held || this.release != null || this.next * 4 < this.trace.length) return false;
    const h = this.handAt;
    const t = this.target;
    if (!h || h.x !== t.x || h.y !== t.y || h.a !== t.a) return false;
    let moving = false;
    this.live().forEachActiveRigidBody((b) => {
      if (moving || !b.isDynamic()) return;
      const v = b.linvel();
      if (Math.abs(v.x) + Math.abs(v.y) > STILL_V || Math.abs(b.angvel()) > STILL_W) moving = true;
    });
    return !moving;
  }

  /** @param {number} id */
  removeLadder(id) {
    const handle = this.body.get(id);
    if (handle == null || this.gone.has(id)) return;
    const world = this.live();
    world.removeRigidBody(world.getRigidBody(handle));
    this.gone.add(id);
  }

  // The colliders a collider touches (within 1 mm), by owner id. The narrow phase's pairs say
  // which colliders are near; the distance is measured afresh (a resting manifold keeps the
  // distance it had when it was made, 1.4 mm above a base it then sank onto).
  // `wanted` (optional) rules a collider out before its distance is measured: the falls are
  // looked for at every step, and most colliders near the table are sleeping or fallen already.
  /**
   * @param {number} handle
   * @param {(id: number, other: Collider) => void} found
   * @param {((id: number, other: Collider) => boolean) | null} wanted
   */
  contacts(handle, found, wanted = null) {
    const world = this.live();
    const col = world.getCollider(handle);
    world.contactPairsWith(col, (other) => {
      const id = this.owner.get(other.handle);
      if (id == null || (wanted && !wanted(id, other))) return;
      const contact = col.contactCollider(other, TOUCH);
      if (contact && contact.distance <= TOUCH) found(id, other);
    });
  }

  // Only awake ladders are looked at: a sleeping one has not moved since it was last seen
  // (and a structure never starts on the table: its fallen ladders were taken away).
  lookForFalls() {
    const world = this.live();
    // (every collider is on a ladder's body, the table's or the base's)
    /** @type {(id: number, other: Collider) => boolean} */
    const wanted = (id, other) => id > 1 && !this.fallen.has(id) && !(/** @type {RigidBody} */ (other.parent()).isSleeping());
    for (const ground of [this.table, this.base]) this.contacts(ground, (id) => this.fallen.add(id), wanted);
    /** @type {number[]} */
    const out = [];
    world.forEachActiveRigidBody((b) => {
      if (!b.isDynamic()) return;
      const t = b.translation();
      if (Math.abs(t.x) > WORLD_X * CM || t.y < -5) out.push(b.handle);
    });
    for (const handle of out) {
      for (const [id, h] of this.body) {
        if (h !== handle || this.gone.has(id)) continue;
        this.fallen.add(id);
        this.removeLadder(id);
      }
    }
  }

  // The pose of a ladder as wire integers [id, x, y, a].
  /** @param {number} id @returns {MoonPose} */
  pose(id) {
    const b = this.bodyOf(id);
    const t = b.translation();
    let a = b.rotation();
    if (a <= -Math.PI) a += 2 * Math.PI;
    if (a > Math.PI) a -= 2 * Math.PI;
    return [id, Math.round(t.x * 100), Math.round(t.y * 100), Math.round(a * 1000)];
  }

  // Pose in mm and radians, for drawing.
  /** @param {number} id */
  poseMm(id) {
    const b = this.bodyOf(id);
    const t = b.translation();
    return { id, x: t.x / CM, y: t.y / CM, a: b.rotation() };
  }

  /** @returns {MoonReport} */
  report() {
    const released = !this.fault && this.release != null;
    const fallen = [...this.fallen].sort((p, q) => p - q);
    const drawn = this.drawn;
    const drawnOk = released && drawn != null && !this.fallen.has(drawn);
    /** @type {Set<number>} */
    const touching = new Set();
    let top = false;
    if (drawnOk) {
      for (const h of /** @type {number[]} */ (this.colliders.get(drawn))) {
        this.contacts(h, (id) => {
          if (id >= 0 && id !== this.drawn) touching.add(id);
        });
      }
      const height = (/** @type {number} */ id) => {
        const p = this.poseMm(id);
        return Math.round(topOf(ladderShape(this.data, id), p.x, p.y, p.a) * 100);
      };
      const mine = height(drawn);
      top = [0, 1, ...this.ids()].filter((id) => id !== this.drawn && !this.fallen.has(id)).every((id) => height(id) <= mine);
    }
    /** @type {number[]} */
    const poses = [];
    for (const id of this.ids().sort((p, q) => p - q)) {
      if (this.fallen.has(id)) continue;
      if (id === this.drawn && !released) continue;
      poses.push(...this.pose(id));
    }
    return {
      touching: drawnOk ? [...touching].sort((p, q) => p - q) : [],
      top,
      fallen,
      released,
      poses,
    };
  }
}

// A recorded placement's simulation, ready to run headlessly to its end.
/** @param {MoonPlacement} spec */
export function replayOf(spec) {
  const last = checkTrace(spec.trace);
  const release = spec.release;
  if (!Number.isInteger(release) || release < -1 || release > STEP_MAX + 1) throw new Error("moon: bad release");
  if (release >= 0 && release < last) throw new Error("moon: release before the last trace step");
  if (spec.drawn == null) throw new Error("moon: no drawn ladder");
  const sim = new Sim(spec);
  sim.trace = [...spec.trace];
  sim.release = release >= 0 ? release : null;
  // A claimed fault that never comes still ends the turn unreleased, a little later.
  if (release < 0) sim.holdCap = Math.max(last, 0) + SETTLE_CAP;
  return sim;
}

// Run a recorded placement headlessly to its end, at once: the bots' path (and `referee`,
// the same answer as the host's sliced `check`, for the tests and the lab).
/** @param {MoonPlacement} spec */
export function runPlacement(spec) {
  return runToEnd(spec).report;
}

// The same, with the step at which it ended (every ladder asleep, or the settle's cap).
/** @param {MoonPlacement} spec */
export function runToEnd(spec) {
  const sim = replayOf(spec);
  try {
    while (!sim.done) sim.advance();
    return { report: sim.report(), steps: sim.step };
  } finally {
    sim.free();
  }
}

// (a JSON text answered as one, an object as one)
/** @param {string | MoonPlacement} json @returns {string | MoonReport} */
export function referee(json) {
  /** @type {MoonPlacement} */
  const spec = typeof json === "string" ? JSON.parse(json) : json;
  const report = runPlacement(spec);
  return typeof json === "string" ? JSON.stringify(report) : report;
}

// A task of its own for `fn`, after whatever the page has queued (a message channel: timers
// are clamped and throttled, and a microtask would never let the page in).
const later = (() => {
  /** @type {(() => void)[]} */
  const waiting = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => /** @type {() => void} */ (waiting.shift())(); // one message each
  return (/** @type {() => void} */ fn) => {
    waiting.push(fn);
    channel.port2.postMessage(null);
  };
})();

// The host's check of a guest's placement (the referee the rules' `verify` asks):
// the same replay as `referee`, run SLICE_MS at a time with the page free in between, so a
// long report never holds the host's screen; stopped once it has taken `seconds` of this
// device's time. `done(json)` is called once, from a later task:
// {report, spent} | {aborted: true, spent} | {error, spent}, `spent` in seconds, with how
// many slices it took and the longest of them (`slices`, `longest` in ms).
/**
 * @param {string | MoonPlacement} json
 * @param {number} seconds
 * @param {(json: string) => void} done its MoonCheck
 */
export function check(json, seconds, done) {
  /** @type {Sim | null} */
  let sim = null;
  let spent = 0;
  let slices = 0;
  let longest = 0;
  /** @param {{report: MoonReport} | {aborted: true} | {error: string}} fields */
  const answer = (fields) => {
    if (sim) sim.free();
    sim = null;
    try {
      done(JSON.stringify({ ...fields, spent: spent / 1000, slices, longest }));
    } catch (error) {
      console.error("moon: the check's answer failed", error);
    }
  };
  const took = (/** @type {number} */ ms) => {
    spent += ms;
    slices += 1;
    longest = Math.max(longest, ms);
  };
  const slice = () => {
    const start = performance.now();
    let report = null;
    try {
      if (!sim) sim = replayOf(typeof json === "string" ? JSON.parse(json) : json); // a slice of its own
      else while (!sim.done && performance.now() - start < SLICE_MS) sim.advance();
      if (sim.done) report = sim.report();
    } catch (error) {
      took(performance.now() - start);
      const thrown = /** @type {{message?: unknown} | null | undefined} */ (error); // whatever was thrown
      answer({ error: String((thrown && thrown.message) || error) });
      return;
    }
    took(performance.now() - start);
    if (report) answer({ report });
    else if (spent >= seconds * 1000) answer({ aborted: true });
    else later(slice);
  };
  // A guest may place before this page's Rapier has loaded (a slow phone, a quick guest): the
  // check waits for it rather than refuse an honest placement as one it cannot check.
  load().then(
    () => afterWarm(() => later(slice)),
    (/** @type {unknown} */ error) => answer({ error: `moon: Rapier failed to load: ${String(error)}` }),
  );
}
