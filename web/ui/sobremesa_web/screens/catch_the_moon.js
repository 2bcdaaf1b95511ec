// Catch the Moon's physics, in the browser: Rapier 2D (deterministic build, vendored from npm)
// simulates the ladders; this file builds the world from the game state, runs a placement
// (the drawn ladder follows a kinematic "hand" through two springs, so it pushes what it
// touches), judges nothing (the rules do, in Python) but reports what happened, and draws the
// structure on the table screen's canvas island.
//
// One simulation path serves every use, so a placement replayed from its recorded trace gives
// the very same world: the placing phone, the host's referee (it never trusts a guest's
// report), the bots' planner, the watchers and the replays. Everything that feeds the
// simulation is quantised (integers on the wire) or IEEE-exact JavaScript arithmetic (+ - * /
// sqrt); trigonometry only draws and chooses spawn heights, which are rounded to whole mm.
//
// Units: the wire and the content data speak millimetres (poses in tenths of mm, angles in
// milliradians); Rapier is given centimetres (ladders of 9-21 units, gravity 981), which keeps
// its tolerances (lengthUnit) at a millimetre.
//
// This file is loaded the first time a Catch the Moon table shows (the screen module beside it
// declares it), and Rapier itself (2 MB, wasm inlined) is imported the first time it is needed.
(() => {
  "use strict";

  const CM = 0.1; // Rapier units per mm
  const STEP = 1 / 60;
  const SETTLE_CAP = 600; // steps after a release: 10 s
  const TRACE_INTS = 3600;
  const STEP_MAX = 20000;
  const HOLD_MAX = 3600; // steps a ladder may be held (60 s): the phone lets go there (rules.HOLD_MAX)
  const SLICE_MS = 20; // a host's check of a guest's placement runs this long at a time, then yields
  const WARM_WAIT = 5000; // ms a check or a plan waits for Rapier's warm-up worker at most
  const TOUCH = 0.1; // cm: a contact point this close counts as touching (1 mm)
  const HAND_SPEED = 1.2; // cm per step the hand moves toward its target at most
  const HAND_TURN = 0.08; // radians per step
  const SPAWN_GAP = 25; // mm between the structure's highest point and the drawn ladder's foot
  const WORLD_X = 1000; // mm: beyond this (or below -50 mm) a ladder has left the world
  const FRICTION = 0.8;
  const LENGTH_UNIT = 10;
  const GRIP = 40; // rad/s: the natural frequency of the held ladder on its springs
  const SPIN = 1.2; // rad/s: how fast a turn button held down turns the ladder
  const NUDGE = 0.04; // rad: what a turn button turns at once when it is pressed
  const STEP_TURN = 0.15; // rad: one press of a turn button from the keyboard
  const DENSITY = 0.6;
  const STILL_V = 0.05; // cm/s: a ladder slower than this (and STILL_W) is still to the eye
  const STILL_W = 0.005; // rad/s
  const STILL_STEPS = 20; // steps the world stays still before a live placement's clock stops
  const MIN_SCALE = 0.42; // px per mm: a taller tower pans (its top kept in view), not shrinks

  let RAPIER = null;
  let loading = null;
  let warming = null; // settles once a worker has run Rapier's code for this page (see warm)
  let warmed = false;

  function load() {
    if (!loading) {
      const url = new URL("vendor/rapier2d.mjs", document.baseURI).href;
      loading = import(url).then(async (mod) => {
        const R = mod.default && mod.default.World ? mod.default : mod;
        await R.init();
        RAPIER = R;
        warming = warm(url).then(() => {
          warmed = true;
        });
        return R;
      });
      loading.catch((error) => console.error("moon: Rapier failed to load", error));
    }
    return loading;
  }

  // Runs `fn` once the warm-up is over (at once if it is), or after WARM_WAIT ms at most (a
  // worker that never answers must not hold a check up): the host's check and the bots'
  // planner start their first slice on compiled code rather than compile it in that slice.
  function afterWarm(fn) {
    if (warmed || !warming) {
      fn();
      return;
    }
    let ran = false;
    const once = () => {
      if (ran) return;
      ran = true; // before fn: one that throws is not run again by the other of the two
      fn();
    };
    warming.then(once);
    setTimeout(once, WARM_WAIT);
  }

  // V8 compiles wasm lazily, function by function, on each one's first call: the page's first
  // world and first steps compiled about 180 of Rapier's functions in one task, 50-60 ms of
  // processor time on a desktop (four times that on a slow phone), wherever they first came:
  // the host's check of a guest's placement, a bot's plan, a drag. Chromium shares one compiled
  // module between a page and its workers when both compile the same bytes, code compiled
  // later included, so a worker that runs a placement the way `Sim` does (the same calls)
  // compiles that code off the page's thread, for the page. Elsewhere it is a little work in
  // the background, and never a result: the worker's world is thrown away. Settles when the
  // worker is done, or could not start (a browser without module workers): never rejects.
  function warm(url) {
    return new Promise((resolve) => {
      let worker = null;
      const done = () => {
        if (worker) worker.terminate();
        worker = null;
        resolve();
      };
      try {
        const source = `(${warmUp.toString()})(${JSON.stringify(url)}).then(` +
          "() => postMessage('warm'), (error) => postMessage(String(error)));";
        const blob = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
        worker = new Worker(blob, { type: "module" });
        URL.revokeObjectURL(blob);
        worker.onmessage = (event) => {
          if (event.data !== "warm") console.warn("moon: Rapier's warm-up failed", event.data);
          done();
        };
        worker.onerror = (event) => {
          event.preventDefault();
          done();
        };
      } catch {
        done();
      }
    });
  }

  // The warm-up, run in its worker (its source is sent there: it may use nothing of this
  // file): a table, the base, two base ladders, a sleeping structure, a drawn ladder carried
  // by a kinematic hand on two springs into them, let go, settled, its contacts looked at,
  // a fork of the world, a ladder taken away; every Rapier call `Sim` makes.
  async function warmUp(url) {
    const mod = await import(url);
    const R = mod.default && mod.default.World ? mod.default : mod;
    await R.init();
    const world = new R.World({ x: 0, y: -981 });
    world.timestep = 1 / 60;
    world.lengthUnit = 10;
    world.numSolverIterations = 4;
    const box = (body, cx, cy, hx, hy, a) =>
      world.createCollider(
        R.ColliderDesc.cuboid(hx, hy).setTranslation(cx, cy).setRotation(a).setFriction(0.8).setDensity(0.6).setRestitution(0),
        body,
      );
    const ladder = (desc) => {
      const body = world.createRigidBody(desc);
      const boxes = [box(body, -1.5, 6, 0.2, 6, 0), box(body, 1.5, 6, 0.2, 6, 0)];
      for (let y = 1; y < 12; y += 2.5) boxes.push(box(body, 0, y, 1.9, 0.2, 0.01));
      return { body, boxes };
    };
    const fixed = world.createRigidBody(R.RigidBodyDesc.fixed());
    const table = world.createCollider(R.ColliderDesc.cuboid(102, 5).setTranslation(0, -5).setFriction(0.8), fixed);
    const base = world.createCollider(R.ColliderDesc.cuboid(6, 4).setTranslation(0, 4).setFriction(0.8), world.createRigidBody(R.RigidBodyDesc.fixed()));
    ladder(R.RigidBodyDesc.fixed().setTranslation(-3, 6).setRotation(0.2));
    ladder(R.RigidBodyDesc.fixed().setTranslation(3, 6).setRotation(-0.2));
    const standing = ladder(R.RigidBodyDesc.dynamic().setTranslation(0.5, 17).setRotation(0.05)).body;
    world.gravity = { x: 0, y: 0 };
    world.step();
    world.gravity = { x: 0, y: -981 };
    standing.setLinvel({ x: 0, y: 0 }, false);
    standing.setAngvel(0, false);
    standing.sleep();
    const drawn = ladder(
      R.RigidBodyDesc.dynamic().setTranslation(0, 40).setRotation(0).setGravityScale(0).setLinearDamping(4).setAngularDamping(4),
    );
    const hand = world.createRigidBody(R.RigidBodyDesc.kinematicPositionBased().setTranslation(0, 40));
    const handle = hand.handle;
    const m = world.getRigidBody(drawn.body.handle).mass();
    const joints = [0, 8].map(
      (h) => world.createImpulseJoint(R.JointData.spring(0, m * 800, m * 40, { x: 0, y: h }, { x: 0, y: h }), hand, drawn.body, true).handle,
    );
    const near = (collider, wanted) => {
      const col = world.getCollider(collider.handle);
      world.contactPairsWith(col, (other) => {
        if (wanted && other.parent().isSleeping()) return;
        const contact = col.contactCollider(other, 0.1);
        if (contact) return contact.distance;
      });
    };
    let fork = null;
    for (let step = 0; step < 400; step++) {
      if (step < 150) {
        const h = world.getRigidBody(handle);
        h.setNextKinematicTranslation({ x: 0.2, y: 40 - step * 0.15 });
        h.setNextKinematicRotation(step * 0.002);
      } else if (step === 150) {
        for (const j of joints) world.removeImpulseJoint(world.getImpulseJoint(j), true);
        world.removeRigidBody(world.getRigidBody(handle));
        const body = world.getRigidBody(drawn.body.handle);
        body.setGravityScale(1, true);
        body.setLinearDamping(0);
        body.setAngularDamping(0);
      }
      if (step === 100) fork = R.World.restoreSnapshot(world.takeSnapshot());
      world.step();
      for (const ground of [table, base]) near(ground, true);
      let awake = false;
      world.forEachActiveRigidBody((b) => {
        if (!b.isDynamic()) return;
        awake = true;
        b.translation();
      });
      if (step > 150 && !awake) break;
    }
    for (const collider of drawn.boxes) near(collider, false);
    const body = world.getRigidBody(drawn.body.handle);
    body.translation();
    body.rotation();
    fork.step();
    fork.removeRigidBody(fork.getRigidBody(standing.handle));
    fork.step();
    fork.free();
    world.removeRigidBody(world.getRigidBody(standing.handle));
    world.free();
  }

  function need() {
    if (!RAPIER) throw new Error("moon: the physics is not loaded yet (await sobremesaMoon.ready)");
    return RAPIER;
  }

  // -- ladders as boxes ---------------------------------------------------------------------

  const quant = (v) => Math.round(v * 1e7) / 1e7; // snaps a trig result to a grid every JS engine agrees on

  // The boxes of one ladder in its own frame (mm; foot at 0,0): a rail box per spine segment
  // (overlapping at the bends so a zig-zag has no gap), and a rung box every RUNG_STEP.
  const shapeCache = new WeakMap();
  function ladderShape(data, id) {
    let byId = shapeCache.get(data);
    if (!byId) shapeCache.set(data, (byId = new Map()));
    if (byId.has(id)) return byId.get(id);
    const ladder = data.ladders.find((l) => l.id === id);
    if (!ladder) throw new Error(`moon: no ladder ${id}`);
    const spine = ladder.spine;
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
    const rails = [];
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
  function corners(shape, x, y, a) {
    const c = Math.cos(a);
    const s = Math.sin(a);
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

  function topOf(shape, x, y, a) {
    let top = -Infinity;
    for (const [, py] of corners(shape, x, y, a)) top = Math.max(top, py);
    return top;
  }

  // Where the base ladders stand: foot (mm) and angle (radians, positive counter-clockwise).
  function baseLadders(data, layout) {
    const pair = data.layouts[layout];
    if (!pair) throw new Error(`moon: unknown layout ${layout}`);
    const footY = data.base.height - data.base.socket;
    return pair.map(([x, lean], i) => ({ id: i, x, y: footY, a: quant((-lean * Math.PI) / 180) }));
  }

  // -- the world ------------------------------------------------------------------------------

  function checkInt(v, lo, hi, what) {
    if (!Number.isInteger(v) || v < lo || v > hi) throw new Error(`moon: bad ${what}: ${JSON.stringify(v)}`);
    return v;
  }

  function checkTrace(trace) {
    if (!Array.isArray(trace) || trace.length % 4 || trace.length > TRACE_INTS) throw new Error("moon: bad trace");
    let last = -1;
    for (let i = 0; i < trace.length; i += 4) {
      checkInt(trace[i], 0, STEP_MAX, "trace step");
      if (trace[i] <= last) throw new Error("moon: trace steps must increase");
      last = trace[i];
      checkInt(trace[i + 1], -20000, 20000, "trace x");
      checkInt(trace[i + 2], -2000, 20000, "trace y");
      checkInt(trace[i + 3], -7000, 7000, "trace angle");
    }
    return last;
  }

  // The spawn point: above the highest point of everything standing, rounded to whole mm (the
  // same on every device whatever its Math.sin's last bit).
  function spawnOf(data, layout, structure) {
    let top = data.base.height;
    for (const b of baseLadders(data, layout)) top = Math.max(top, topOf(ladderShape(data, b.id), b.x, b.y, b.a));
    for (const [id, x, y, a] of structure) top = Math.max(top, topOf(ladderShape(data, id), x / 10, y / 10, a / 1000));
    return { x: 0, y: (Math.ceil(top) + SPAWN_GAP) * 10, a: 0 };
  }

  // A simulation of one placement. `world` is the wire's world: {ladders, layout, structure,
  // drawn, trace, release}; `drawn` may be null (a plain structure, for replays' start).
  class Sim {
    constructor(spec) {
      const R = need();
      const data = spec.ladders;
      this.data = data;
      this.spec = spec;
      const structure = (spec.structure || []).map((p) => {
        if (!Array.isArray(p) || p.length !== 4) throw new Error("moon: bad structure entry");
        checkInt(p[0], 2, data.ladders.length - 1, "ladder id");
        checkInt(p[1], -20000, 20000, "x");
        checkInt(p[2], -2000, 20000, "y");
        checkInt(p[3], -7000, 7000, "angle");
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
      this.world = world;
      this.owner = new Map(); // collider handle -> ladder id (-1 table, -2 base)
      this.body = new Map(); // ladder id -> body handle
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
        const body = world.getRigidBody(this.body.get(id));
        body.setLinvel({ x: 0, y: 0 }, false);
        body.setAngvel(0, false);
        body.sleep();
      }
      this.step = 0;
      this.fallen = new Set();
      this.gone = new Set(); // left the world (removed from the simulation)
      this.held = false;
      this.fault = false;
      this.done = false;
      this.release = null;
      this.settledAt = null;
      this.holdCap = null; // a step at which a hold ends as a fault (a replayed release of -1)
      this.freeAt = null; // the step the hold ended
      this.trace = [];
      this.next = 0; // index (in entries) of the next trace entry to apply
      if (this.drawn != null) {
        const spawn = spawnOf(data, spec.layout, structure);
        this.spawn = spawn;
        this.addLadder(
          this.drawn,
          R.RigidBodyDesc.dynamic().setTranslation(spawn.x / 100, spawn.y / 100).setRotation(0).setGravityScale(0).setLinearDamping(4).setAngularDamping(4),
        );
        const hand = world.createRigidBody(R.RigidBodyDesc.kinematicPositionBased().setTranslation(spawn.x / 100, spawn.y / 100));
        this.hand = hand.handle;
        const ladder = world.getRigidBody(this.body.get(this.drawn));
        // Two springs (at the foot and 8 cm up the spine) hold position and angle: stiff and
        // critically damped for the ladder's mass, so it follows the finger closely yet yields
        // to what it pushes against.
        const m = ladder.mass();
        const k = (m * GRIP * GRIP) / 2;
        const c = m * GRIP;
        this.joints = [0, 8].map(
          (h) => world.createImpulseJoint(R.JointData.spring(0, k, c, { x: 0, y: h }, { x: 0, y: h }), hand, ladder, true).handle,
        );
        this.handAt = { x: spawn.x / 100, y: spawn.y / 100, a: 0 };
        this.target = { ...this.handAt };
        this.held = true;
      }
    }

    addLadder(id, desc) {
      const R = RAPIER;
      const body = this.world.createRigidBody(desc);
      const handles = [];
      for (const b of ladderShape(this.data, id).boxes) {
        const c = this.world.createCollider(
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
    fork() {
      const copy = Object.create(Sim.prototype);
      Object.assign(copy, this, {
        world: RAPIER.World.restoreSnapshot(this.world.takeSnapshot()),
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
    push(step, x, y, a) {
      this.trace.push(step, x, y, a);
    }

    ids() {
      return [...this.body.keys()].filter((id) => id > 1 && !this.gone.has(id));
    }

    letGo() {
      const world = this.world;
      for (const j of this.joints) world.removeImpulseJoint(world.getImpulseJoint(j), true);
      world.removeRigidBody(world.getRigidBody(this.hand));
      this.joints = [];
      this.held = false;
    }

    // One fixed step: the hand moves toward the current target (at most HAND_SPEED, HAND_TURN),
    // the world steps, then falls are looked for.
    advance() {
      if (this.done) return;
      const world = this.world;
      if (this.held) {
        while (this.next * 4 < this.trace.length && this.trace[this.next * 4] <= this.step) {
          const i = this.next * 4;
          this.target = { x: this.trace[i + 1] / 100, y: this.trace[i + 2] / 100, a: this.trace[i + 3] / 1000 };
          this.next += 1;
        }
        if (this.release != null && this.step >= this.release) {
          this.letGo();
          const ladder = world.getRigidBody(this.body.get(this.drawn));
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
        this.removeLadder(this.drawn);
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
      this.world.forEachActiveRigidBody((b) => {
        if (moving || !b.isDynamic()) return;
        const v = b.linvel();
        if (Math.abs(v.x) + Math.abs(v.y) > STILL_V || Math.abs(b.angvel()) > STILL_W) moving = true;
      });
      return !moving;
    }

    removeLadder(id) {
      const handle = this.body.get(id);
      if (handle == null || this.gone.has(id)) return;
      this.world.removeRigidBody(this.world.getRigidBody(handle));
      this.gone.add(id);
    }

    // The colliders a collider touches (within 1 mm), by owner id. The narrow phase's pairs say
    // which colliders are near; the distance is measured afresh (a resting manifold keeps the
    // distance it had when it was made, 1.4 mm above a base it then sank onto).
    // `wanted` (optional) rules a collider out before its distance is measured: the falls are
    // looked for at every step, and most colliders near the table are sleeping or fallen already.
    contacts(handle, found, wanted = null) {
      const world = this.world;
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
      const world = this.world;
      const wanted = (id, other) => id > 1 && !this.fallen.has(id) && !other.parent().isSleeping();
      for (const ground of [this.table, this.base]) this.contacts(ground, (id) => this.fallen.add(id), wanted);
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
    pose(id) {
      const b = this.world.getRigidBody(this.body.get(id));
      const t = b.translation();
      let a = b.rotation();
      if (a <= -Math.PI) a += 2 * Math.PI;
      if (a > Math.PI) a -= 2 * Math.PI;
      return [id, Math.round(t.x * 100), Math.round(t.y * 100), Math.round(a * 1000)];
    }

    // Pose in mm and radians, for drawing.
    poseMm(id) {
      const b = this.world.getRigidBody(this.body.get(id));
      const t = b.translation();
      return { id, x: t.x / CM, y: t.y / CM, a: b.rotation() };
    }

    report() {
      const released = !this.fault && this.release != null;
      const fallen = [...this.fallen].sort((p, q) => p - q);
      const drawnOk = released && !this.fallen.has(this.drawn);
      const touching = new Set();
      let top = false;
      if (drawnOk) {
        for (const h of this.colliders.get(this.drawn)) {
          this.contacts(h, (id) => {
            if (id >= 0 && id !== this.drawn) touching.add(id);
          });
        }
        const height = (id) => {
          const p = this.poseMm(id);
          return Math.round(topOf(ladderShape(this.data, id), p.x, p.y, p.a) * 100);
        };
        const mine = height(this.drawn);
        top = [0, 1, ...this.ids()].filter((id) => id !== this.drawn && !this.fallen.has(id)).every((id) => height(id) <= mine);
      }
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
  function replayOf(spec) {
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
  function runPlacement(spec) {
    return runToEnd(spec).report;
  }

  // The same, with the step at which it ended (every ladder asleep, or the settle's cap).
  function runToEnd(spec) {
    const sim = replayOf(spec);
    try {
      while (!sim.done) sim.advance();
      return { report: sim.report(), steps: sim.step };
    } finally {
      sim.free();
    }
  }

  function referee(json) {
    const spec = typeof json === "string" ? JSON.parse(json) : json;
    const report = runPlacement(spec);
    return typeof json === "string" ? JSON.stringify(report) : report;
  }

  // A task of its own for `fn`, after whatever the page has queued (a message channel: timers
  // are clamped and throttled, and a microtask would never let the page in).
  const later = (() => {
    const waiting = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()();
    return (fn) => {
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
  function check(json, seconds, done) {
    let sim = null;
    let spent = 0;
    let slices = 0;
    let longest = 0;
    const answer = (fields) => {
      if (sim) sim.free();
      sim = null;
      try {
        done(JSON.stringify({ ...fields, spent: spent / 1000, slices, longest }));
      } catch (error) {
        console.error("moon: the check's answer failed", error);
      }
    };
    const took = (ms) => {
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
        answer({ error: String((error && error.message) || error) });
        return;
      }
      took(performance.now() - start);
      if (report) answer({ report });
      else if (spent >= seconds * 1000) answer({ aborted: true });
      else later(slice);
    };
    afterWarm(() => later(slice));
  }

  // -- the bots -------------------------------------------------------------------------------
  //
  // A bot places as a careful person would: it looks over the structure for spots where the
  // drawn ladder, lowered straight down, comes to rest on what the die asks (a rung, a rail, the
  // top of a ladder), tries the most promising ones in its head (a copy of the world, run to the
  // settle exactly as the referee runs it), and carries the ladder there along a person's path.
  // Its skill is how many spots it looks at and tries, whether it checks a spot forgives a
  // shaky hand, and how shaky its hand is.

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

  const SKILL = {
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

  const meets = (die, r) =>
    !r.fallen.length &&
    r.released &&
    (die === "one" ? r.touching.length === 1 : die === "two" ? r.touching.length === 2 : r.top && r.touching.length >= 1 && r.touching.length <= 2);

  // Boxes as convex polygons (mm) with their horizontal extent.
  function polygons(shape, x, y, a, id) {
    const pts = corners(shape, x, y, a);
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
  function obstacles(sim) {
    const data = sim.data;
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

  function restAt(local, things, x) {
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
        const at = (px) => {
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
  function survey(sim, die, skill) {
    const shape = ladderShape(sim.data, sim.drawn);
    const things = obstacles(sim);
    const ladders = things.filter((o) => o.id >= 0);
    const left = Math.min(...ladders.map((o) => o.lo));
    const right = Math.max(...ladders.map((o) => o.hi));
    const highest = Math.max(...ladders.map((o) => o.top));
    const spots = [];
    for (let k = 0; k < skill.angles; k++) {
      // turns from upright to lying flat either way and a little beyond, evenly
      const a = quant(((k - (skill.angles - 1) / 2) / ((skill.angles - 1) / 2)) * 1.9);
      const local = polygons(shape, 0, 0, a, sim.drawn);
      const lo = (local.lo = Math.min(...local.map((p) => p.lo)));
      const hi = (local.hi = Math.max(...local.map((p) => p.hi)));
      local.bottom = Math.min(...local.map((p) => p.bottom));
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
    }
    return spots;
  }

  // The spots in the order a bot tries them: the best first by its taste, never two alike.
  function ranked(spots, skill, random) {
    const order = spots.map((s) => ({ ...s, key: s.score + random() * skill.taste }));
    order.sort((p, q) => q.key - p.key);
    const out = [];
    for (const s of order) {
      if (out.some((t) => Math.abs(t.a - s.a) < 0.05 && Math.abs(t.x - s.x) < 6)) continue;
      out.push(s);
      if (out.length >= skill.sims) break;
    }
    return out;
  }

  // A person's carry (in tenths of mm, milliradians and steps): the ladder held still while they
  // think, lifted and carried along a curve (slow, fast, slow) over its spot, turned on the way,
  // lowered, eased the last few millimetres, held a moment and let go. `style` is the person's
  // own way (how high the curve bulges, their pace, how long they hold).
  function humanCarry(sim, pose, think, style) {
    const shape = ladderShape(sim.data, sim.drawn);
    const sp = sim.spawn;
    const tx = Math.max(-20000, Math.min(20000, Math.round(pose.x * 10)));
    const ty = Math.max(-2000, Math.min(20000, Math.round(pose.y * 10)));
    const ta = Math.max(-7000, Math.min(7000, Math.round(pose.a * 1000)));
    // high enough that nothing of the ladder, at any turn on the way, comes near the structure
    let below = 0;
    for (let k = 0; k <= 4; k++) {
      for (const [, py] of corners(shape, 0, 0, (ta / 1000) * (k / 4))) below = Math.min(below, py);
    }
    const over = Math.max(sp.y, (sp.y - SPAWN_GAP * 10) + 300 - below * 10, ty + 300);
    const smooth = (s) => s * s * s * (10 - 15 * s + 6 * s * s);
    const trace = [];
    let step = Math.max(0, Math.round(think));
    const leg = (seconds, at) => {
      const n = Math.max(2, Math.round((seconds * 60) / 2));
      for (let i = 1; i <= n; i++) {
        step += 2;
        const [x, y, a] = at(i / n);
        trace.push(step, Math.round(x), Math.round(y), Math.round(a));
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
  function quickCarry(sim, pose, think) {
    const shape = ladderShape(sim.data, sim.drawn);
    const sp = sim.spawn;
    const tx = Math.max(-20000, Math.min(20000, Math.round(pose.x * 10)));
    const ty = Math.max(-2000, Math.min(20000, Math.round(pose.y * 10)));
    const ta = Math.max(-7000, Math.min(7000, Math.round(pose.a * 1000)));
    let below = 0;
    for (let k = 0; k <= 4; k++) {
      for (const [, py] of corners(shape, 0, 0, (ta / 1000) * (k / 4))) below = Math.min(below, py);
    }
    const over = Math.max(sp.y, sp.y - SPAWN_GAP * 10 + 300 - below * 10, ty + 300);
    const speed = HAND_SPEED * 100; // tenths of mm per step
    const up = think + Math.ceil(Math.max((over - sp.y) / speed, Math.abs(ta) / 1000 / HAND_TURN)) + 2;
    const across = up + Math.ceil(Math.abs(tx - sp.x) / speed) + 2;
    const down = across + Math.ceil((over - ty - 60) / speed) + 4;
    const trace = [think, sp.x, over, ta, up, tx, over, ta, across, tx, ty + 60, ta, down, tx, ty, ta];
    return { trace, release: down + 24 };
  }

  function styleOf(random) {
    return { bulge: 8 + random() * 25, pace: 0.85 + random() * 0.45, hold: 0.25 + random() * 0.3 };
  }

  // Run a placement to its end as the referee does, from a copy of `base` (the world after the
  // bot's think, its ladder still held at the spawn point).
  function tryCarry(base, carry) {
    const copy = base.fork();
    try {
      copy.trace = carry.trace;
      copy.release = carry.release;
      while (!copy.done && !copy.fallen.size) copy.advance();
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

  // The plan, as steps that yield after each placement tried in the head (so a page can draw
  // between them); `plan` runs it through, `planFor` a little at a time.
  function* planning(spec) {
    const skill = SKILL[spec.skill];
    if (!skill) throw new Error(`moon: unknown skill ${spec.skill}`);
    if (!["one", "two", "moon"].includes(spec.die)) throw new Error(`moon: unknown die ${spec.die}`);
    const random = rng(Number.isInteger(spec.seed) ? spec.seed : 1);
    const world = { ladders: spec.ladders, layout: spec.layout, structure: spec.structure, drawn: spec.drawn };
    const think = Number.isInteger(spec.think) && spec.think >= 0 ? Math.min(spec.think, 600) : 0;
    const style = styleOf(random);
    const base = new Sim(world);
    let found = 0;
    let tried = 0;
    try {
      // A world that settles or faults while the hand waits is done: it steps no further.
      while (base.step < think && !base.done) base.advance();
      const tries = ranked(survey(base, spec.die, skill), skill, random);
      const good = [];
      let fallback = null;
      for (const pose of tries) {
        if (good.length >= skill.wanted) break;
        const { report, shift } = tryCarry(base, quickCarry(base, pose, think));
        tried += 1;
        yield;
        if (!meets(spec.die, report)) {
          if (!fallback && !report.fallen.length) fallback = pose;
          continue;
        }
        // A careful player also checks the spot forgives a slightly shaky hand.
        let steady = true;
        for (let k = 0; k < skill.checks && steady; k++) {
          const sign = k % 2 ? -1 : 1;
          const shaken = { x: pose.x + sign * 2 * skill.dx, y: pose.y + skill.dy, a: pose.a - sign * 2 * skill.da };
          steady = meets(spec.die, tryCarry(base, quickCarry(base, shaken, think)).report);
          tried += 1;
          yield;
        }
        if (steady) good.push({ pose, shift });
        else if (!fallback) fallback = pose;
      }
      good.sort((p, q) => p.shift - q.shift);
      found = good.length;
      const spots = good.length ? good.map((g) => g.pose) : [fallback || tries[0] || { x: 0, y: base.spawn.y / 10, a: 0 }];
      // The hand errs as it lets go; a careful player who feels the ladder about to go wrong
      // takes it on to the next good spot (the strong bot looks at each release before it).
      const jitter = () => random() * 2 - 1;
      let placed = null;
      for (const spot of skill.verify ? spots : spots.slice(0, 1)) {
        const pose = { x: spot.x + jitter() * skill.dx, y: spot.y + Math.abs(jitter()) * skill.dy, a: spot.a + jitter() * skill.da };
        const { trace, release } = humanCarry(base, pose, think, style);
        const { report, steps } = runToEnd({ ...world, trace, release });
        // A hand that touched the structure while holding never let go: the rules (and a
        // person's drag) record that as no release at all.
        placed = { trace, release: report.released ? release : -1, ...report, steps, found, tried };
        if (meets(spec.die, report)) break;
        yield;
      }
      return placed;
    } finally {
      base.free();
    }
  }

  function plan(json) {
    const spec = typeof json === "string" ? JSON.parse(json) : json;
    const steps = planning(spec);
    let next = steps.next();
    while (!next.done) next = steps.next();
    return typeof json === "string" ? JSON.stringify(next.value) : next.value;
  }

  // The bots' planner on a page: the first call starts the plan and answers {"pending": true};
  // it goes on between frames (a few milliseconds at a time, so the page never freezes) and,
  // once done, calls `sobremesaMoon.onPlanned` (the app asks its bots again); the same call
  // then answers the plan, and the table starts seeing the bot's hand carry the ladder.
  const plans = new Map(); // spec's JSON -> {value} once done, {} while planning
  function planFor(json) {
    const text = typeof json === "string" ? json : JSON.stringify(json);
    const answer = (value) => (typeof json === "string" ? JSON.stringify(value) : value);
    const known = plans.get(text);
    if (known && known.value) {
      ui.carry(JSON.parse(text), known.value);
      return answer(known.value);
    }
    if (!RAPIER) {
      load(); // the app asks its bots again once it has loaded
      return answer({ pending: true });
    }
    if (!known) {
      const entry = {};
      plans.set(text, entry);
      while (plans.size > 8) plans.delete(plans.keys().next().value);
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
        const done = window.sobremesaMoon.onPlanned;
        if (typeof done === "function") done();
      };
      afterWarm(() => setTimeout(work, 0));
    }
    return answer({ pending: true });
  }

  window.sobremesaMoon = {
    get ready() {
      return load();
    },
    // Rapier loaded and its code compiled by the warm-up (for tests and the benchmark).
    get warmed() {
      return load().then(() => warming);
    },
    load,
    referee,
    check,
    plan,
    planFor,
    watch: (seat, json) => ui.watch(seat, json),
    // for tests and the benchmark
    _internals: { Sim, runPlacement, spawnOf, ladderShape, topOf, survey, restAt, humanCarry, SKILL },
  };

  // -- the screen: the hand --------------------------------------------------------------------

  // A person's hand on a placement: where they want the held ladder (its target, wire ints
  // {x, y, a}), moved by one finger or the mouse dragging it, turned by two fingers twisting,
  // the wheel or a turn button held down. Lifting the finger leaves the ladder held where it is,
  // to be looked at, taken again and adjusted; letting go is the screen's (Release).
  class Hand {
    constructor(spawn, changed) {
      this.target = { x: spawn.x, y: spawn.y, a: 0 };
      this.changed = changed; // told whenever the target moves or the finger lifts
      this.pointers = new Map(); // pointer id -> where it is (mm)
      this.grab = null; // {id, dx, dy}: the pointer carrying the ladder, and its offset (mm)
      this.twist = null; // the angle between two fingers
      this.spin = null; // a turn button held down: {dir, last}
    }

    down(id, at) {
      this.pointers.set(id, at);
      if (this.pointers.size === 1) {
        this.grab = { id, dx: this.target.x / 10 - at.x, dy: this.target.y / 10 - at.y };
      } else if (this.pointers.size === 2) {
        this.twist = this.fingerAngle();
      }
    }

    fingerAngle() {
      const [a, b] = [...this.pointers.values()];
      return Math.atan2(b.y - a.y, b.x - a.x);
    }

    // Whether the pointer is one of this hand's.
    move(id, at) {
      if (!this.pointers.has(id)) return false;
      this.pointers.set(id, at);
      if (this.pointers.size >= 2 && this.twist != null) {
        const now = this.fingerAngle();
        let d = now - this.twist;
        if (d > Math.PI) d -= 2 * Math.PI;
        if (d < -Math.PI) d += 2 * Math.PI;
        this.turn(d);
        this.twist = now;
      } else if (this.grab && id === this.grab.id) {
        this.moveTo((at.x + this.grab.dx) * 10, (at.y + this.grab.dy) * 10, this.target.a);
      }
      return true;
    }

    up(id) {
      if (!this.pointers.delete(id)) return;
      if (this.pointers.size < 2) this.twist = null;
      if (this.grab && id === this.grab.id) {
        this.grab = null;
        this.changed();
      }
    }

    startSpin(dir, now) {
      this.spin = { dir, last: now };
      this.turn(dir * NUDGE);
    }

    stopSpin() {
      this.spin = null;
    }

    // At each frame: a turn button still held turns the ladder on.
    spinOn(now) {
      if (!this.spin) return;
      this.turn((this.spin.dir * SPIN * (now - this.spin.last)) / 1000);
      this.spin.last = now;
    }

    turn(d) {
      this.moveTo(this.target.x, this.target.y, this.target.a + d * 1000);
    }

    moveTo(x, y, a) {
      this.target = {
        x: Math.max(-20000, Math.min(20000, Math.round(x))),
        y: Math.max(-2000, Math.min(20000, Math.round(y))),
        a: Math.max(-7000, Math.min(7000, Math.round(a))),
      };
      this.changed();
    }
  }

  // -- the screen: the placement, streamed to the other phones --------------------------------

  // A live placement's trace, sent to the other devices as it grows (window.sobremesaInput, at
  // most every 100 ms, in messages under 1000 bytes) and then its release, for them to watch.
  class Stream {
    constructor(turn) {
      this.turn = turn; // the table's turn: a message of an older placement is dropped
      this.sent = 0; // trace ints already sent
      this.releaseSent = false;
      this.lastSend = 0;
    }

    pump(sim, now) {
      if (typeof window.sobremesaInput !== "function") return;
      const pendingRelease = sim.fault || (sim.release != null && sim.step > sim.release);
      if (now - this.lastSend < 100) return;
      if (this.sent >= sim.trace.length && (this.releaseSent || !pendingRelease)) return;
      const entries = [];
      let i = this.sent;
      const head = `{"turn":${JSON.stringify(this.turn)},"trace":[],"release":-00000}`.length;
      let size = head;
      while (i < sim.trace.length) {
        const piece = sim.trace.slice(i, i + 4);
        const add = JSON.stringify(piece).length - 1; // its ints and commas
        if (size + add > 1000) break;
        entries.push(...piece);
        size += add;
        i += 4;
      }
      this.sent = i;
      let release = null;
      if (this.sent >= sim.trace.length) {
        if (sim.fault) release = -1;
        else if (sim.release != null && sim.step > sim.release) release = sim.release;
      }
      if (!entries.length && release == null) return;
      if (release != null) this.releaseSent = true;
      this.lastSend = now;
      try {
        window.sobremesaInput(JSON.stringify({ turn: this.turn, trace: entries, release }));
      } catch (error) {
        console.error("moon: stream", error);
      }
    }

    // Whether there is still something to send (there is nowhere to send it off a network).
    get pending() {
      return !this.releaseSent && typeof window.sobremesaInput === "function";
    }
  }

  // -- the screen: painting ------------------------------------------------------------------

  const WOOD = ["#d9a45b", "#c98f47", "#e0b36f", "#b97d3c", "#d4995a", "#e6be7e"];

  // The moon, the words on the sky, the wood's depth and the held ladder follow the colour
  // scheme (catch_the_moon.css's --moon, --sky-ink, --wood-depth, --rail-shade, --held-rung,
  // --held-rail: by day the wood is darker to stand out on a pale sky); the sky itself is the
  // canvas's CSS background.
  function skyLook(canvas) {
    const style = getComputedStyle(canvas);
    const read = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
    return {
      moon: read("--moon", "#f4ecc2"),
      ink: read("--sky-ink", "rgba(244, 236, 194, 0.85)"),
      depth: Number(read("--wood-depth", "1")) || 1,
      // Rails against the rungs' wood: lighter at night (3:1 or more on the dark sky), darker by day.
      rail: Number(read("--rail-shade", "0.75")) || 0.75,
      baseWood: read("--base-wood", "#7d5330"),
      heldRung: read("--held-rung", "#ffe9a0"),
      heldRail: read("--held-rail", "#ffd34d"),
    };
  }

  // What to draw: [{id, x, y, a, held, fallen}] in mm and radians.
  function scene(data, sim) {
    const view = (data && data.view) || {};
    const out = [];
    const L = data && data.ladders;
    if (!L) return out;
    let layout = view.layout && L.layouts[view.layout] ? view.layout : Object.keys(L.layouts)[0];
    for (const b of baseLadders(L, layout)) out.push({ id: b.id, x: b.x, y: b.y, a: b.a, base: true });
    if (sim && sim.world) {
      for (const id of sim.ids()) {
        out.push({ ...sim.poseMm(id), held: id === sim.drawn && sim.held, fallen: sim.fallen.has(id) });
      }
    } else {
      for (const [id, x, y, a] of view.structure || []) out.push({ id, x: x / 10, y: y / 10, a: a / 1000 });
    }
    return out;
  }

  // The picture's scale and origin (px) for what is on the table, below a band of `band` px at
  // the top (for a note); `before` (the same scene's last bounds, or null) only grows, so the
  // picture does not breathe with every move. Everything fits while it can at MIN_SCALE or
  // more; a taller tower pans instead: its top and the ladder in hand stay on the canvas (the
  // held ladder zooms it out if it must), the base goes below the canvas's bottom edge.
  function fit(L, items, w, h, spawn, before, band) {
    let x0 = -L.base.width / 2 - 40;
    let x1 = L.base.width / 2 + 40;
    let y1 = 220;
    let low = Infinity; // the held ladder's lowest point
    for (const it of items) {
      for (const [px, py] of corners(ladderShape(L, it.id), it.x, it.y, it.a)) {
        if (Math.abs(px) > WORLD_X || py < -50) continue;
        x0 = Math.min(x0, px - 20);
        x1 = Math.max(x1, px + 20);
        y1 = Math.max(y1, py + 20);
        if (it.held) low = Math.min(low, py - 20);
      }
    }
    if (spawn) y1 = Math.max(y1, spawn.y / 10 + 230);
    if (before && before.w === w && before.h === h && before.band === band) {
      x0 = Math.min(x0, before.x0);
      x1 = Math.max(x1, before.x1);
      y1 = Math.max(y1, before.y1);
    }
    const margin = 28; // px below the table line
    const sx = w / (x1 - x0);
    let scale = Math.min(sx, (h - band - margin) / (y1 + 10));
    let oy = h - margin;
    if (scale < MIN_SCALE && sx > scale) {
      scale = Math.min(sx, MIN_SCALE);
      if (low < Infinity) scale = Math.min(scale, (h - band) / Math.max(1, y1 - low));
      oy = Math.max(h - margin, band + y1 * scale);
    }
    const ox = w / 2 - ((x0 + x1) / 2) * scale;
    return { x0, x1, y1, w, h, band, scale, ox, oy };
  }

  // The table on the canvas: the moon, the table and the base, the ladders (the held one
  // glowing, a fallen one red), and a note in the sky.
  function paint(canvas, L, items, b, note) {
    const w = canvas.clientWidth;
    const h = canvas.clientHeight;
    const dpr = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
      canvas.width = Math.round(w * dpr);
      canvas.height = Math.round(h * dpr);
    }
    const ctx = canvas.getContext("2d");
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, w, h); // the sky is the canvas's own CSS background
    const look = skyLook(canvas);
    // the moon, up in the corner
    ctx.fillStyle = look.moon;
    ctx.beginPath();
    ctx.arc(w - 24, 22, 12, 0, 2 * Math.PI);
    ctx.fill();
    ctx.globalCompositeOperation = "destination-out"; // bite the crescent out of it
    ctx.beginPath();
    ctx.arc(w - 19, 18, 10.5, 0, 2 * Math.PI);
    ctx.fill();
    ctx.globalCompositeOperation = "source-over";
    // world transform: mm, y up
    ctx.setTransform(b.scale * dpr, 0, 0, -b.scale * dpr, b.ox * dpr, b.oy * dpr);
    ctx.fillStyle = "#5b3b22";
    ctx.fillRect(-WORLD_X, -60, 2 * WORLD_X, 60);
    ctx.fillStyle = "#8a5a32";
    ctx.fillRect(-L.base.width / 2, 0, L.base.width, L.base.height);
    ctx.strokeStyle = "#3b2514";
    ctx.lineWidth = 1.5 / b.scale;
    ctx.strokeRect(-L.base.width / 2, 0, L.base.width, L.base.height);
    for (const it of items) {
      const shape = ladderShape(L, it.id);
      const wood = it.base ? look.baseWood : shade(WOOD[it.id % WOOD.length], look.depth);
      ctx.save();
      ctx.translate(it.x, it.y);
      ctx.rotate(it.a);
      const fillBox = (box, fill) => {
        ctx.save();
        ctx.translate(box.cx, box.cy);
        ctx.rotate(box.angle);
        ctx.fillStyle = fill;
        ctx.fillRect(-box.hx, -box.hy, 2 * box.hx, 2 * box.hy);
        ctx.restore();
      };
      if (it.held) {
        // a halo: the boxes a little larger, in a soft light (no shadowBlur: slow on phones)
        const glow = 4 / b.scale;
        for (const box of shape.boxes) fillBox({ ...box, hx: box.hx + glow, hy: box.hy + glow }, "rgba(255, 226, 122, 0.35)");
      }
      const rung = it.fallen ? "#e06a5a" : it.held ? look.heldRung : wood;
      const rail = it.fallen ? "#b8453a" : it.held ? look.heldRail : shade(wood, look.rail);
      for (const box of shape.rungs) fillBox(box, rung);
      for (const box of shape.rails) fillBox(box, rail);
      ctx.restore();
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (note) {
      // one line in the band at the top, which the fit keeps clear of ladders; the moon is
      // drawn at its right end, so the note stops short of it
      ctx.font = "600 13px system-ui, sans-serif";
      ctx.fillStyle = look.ink;
      ctx.textBaseline = "middle";
      ctx.fillText(clip(ctx, String(note), w - 60), 10, NOTE_BAND / 2 + 1);
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
  }

  const NOTE_BAND = 24; // px at the canvas's top kept for a note (and the moon)

  // `text` cut to `width` px, with an ellipsis when it had to be.
  function clip(ctx, text, width) {
    if (ctx.measureText(text).width <= width) return text;
    let cut = text;
    while (cut && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
    return `${cut}…`;
  }

  function shade(colour, by = 0.75) {
    const n = colour.startsWith("#") ? parseInt(colour.slice(1), 16) : rgbToInt(colour);
    const f = (v) => Math.min(255, Math.max(0, Math.round(v * by)));
    return `rgb(${f(n >> 16)},${f((n >> 8) & 255)},${f(n & 255)})`;
  }

  function rgbToInt(colour) {
    const [r, g, b] = colour.match(/\d+/g).map(Number);
    return (r << 16) | (g << 8) | b;
  }

  // -- the screen ------------------------------------------------------------------------------

  // The table's canvas island: it follows the newest #moon-data the screen paints (placing,
  // watching another phone place, replaying the last placement, or just the structure), runs
  // the simulation shown in real time, and hands a finished placement to the app.
  const ui = (() => {
    let canvas = null;
    let dataText = null;
    let data = null; // the parsed #moon-data
    let mode = "static"; // static | placing | replay | watching
    let sim = null; // the simulation shown (placing, replay, watching)
    let clock = null; // performance.now() at the simulation's step 0
    let shownKeys = new Set(); // placements already shown (replayed or seen live)
    let placingKey = null;
    let hand = null; // the person's hand on the placement (a Hand)
    let stream = null; // the placement sent to the other phones (a Stream)
    let lastEntryStep = -10;
    let acted = false;
    let frame = null;
    let bounds = null;
    let refit = true; // the next fit starts afresh (a new scene), not from the last bounds
    let watchSeat = null;
    let dirty = true; // something changed since the canvas was last drawn
    let drawnAt = 0;
    let stillFor = 0; // steps the world has been still in a row (Sim.still)
    let placingSince = 0; // performance.now() when the ladder was taken in hand
    let resting = false; // the live clock stopped: nothing moves, nothing is drawn
    let holdTimer = null; // ends a hold that rests until a turn's hold is over
    let draws = 0; // the canvas's drawings so far (for tests)
    let ticks = 0; // the loop's runs so far (for tests)
    const reduced = () => window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

    const keyOf = (last) => last && `${last.seat}:${last.drawn}:${last.release}:${(last.trace || []).length}:${(last.structure_before || []).length}`;
    const ladders = () => data && data.ladders;

    function setSim(next) {
      if (sim && sim !== next) {
        carried(sim);
        sim.free();
      }
      if (sim !== next) {
        stillFor = 0; // a new world runs a while before it may rest
        resting = false;
      }
      sim = next;
    }

    // A bot's carry shown here (`carry`) is what its move waits for: the app hears when it
    // starts and when the ladder has been let go and has settled (or the carry was cut short),
    // through the command path a tap uses. Deferred: a carry starts while Python asks for it.
    function tell(cmd, ahead) {
      const send = window.sobremesaCommand;
      if (typeof send === "function") setTimeout(() => send(cmd, JSON.stringify({ seat: ahead.seat, move: ahead.move })), 0);
    }

    function carried(s) {
      if (!s || !s.ahead || s.ahead.told) return;
      s.ahead.told = true;
      tell("shown", s.ahead);
    }

    function onPainted() {
      const el = document.getElementById("moon-data");
      const cv = document.querySelector("canvas.moon-canvas");
      if (cv !== canvas) attach(cv);
      if (!el) {
        if (data) {
          data = null;
          dataText = null;
          setSim(null);
          mode = "static";
        }
        return;
      }
      if (el.textContent === dataText) return;
      dataText = el.textContent;
      try {
        data = JSON.parse(dataText);
      } catch (error) {
        console.error("moon: bad #moon-data", error);
        return;
      }
      load().then(() => update(), (error) => console.error(error));
      dirty = true;
      draw();
    }

    // The canvas fills the table area, whose size changes without the window's (the dock
    // grows, a notice comes): draw again at the new size.
    const resized = typeof ResizeObserver === "function"
      ? new ResizeObserver(() => { refit = true; draw(); })
      : null;

    function attach(cv) {
      if (resized) resized.disconnect();
      canvas = cv;
      refit = true;
      if (!canvas) return;
      if (resized) resized.observe(canvas);
      canvas.style.touchAction = "none";
      canvas.addEventListener("pointerdown", onDown);
      canvas.addEventListener("pointermove", onMove);
      canvas.addEventListener("pointerup", onUp);
      canvas.addEventListener("pointercancel", onUp);
      canvas.addEventListener("wheel", onWheel, { passive: false });
      kick();
    }

    // The state of the screen follows the newest data.
    function update() {
      if (!data) return;
      const view = data.view || {};
      const last = view.last;
      const key = `${data.turn}:${view.drawn}`;
      if (data.placing && view.phase === "place" && view.drawn != null) {
        if (mode === "placing" && placingKey === key) return;
        startPlacing(key);
        return;
      }
      if (mode === "placing") {
        // The view moved on (our action was taken): keep what we saw as shown.
        mode = "static";
        setSim(null);
      }
      if (last && !shownKeys.has(keyOf(last))) {
        shownKeys.add(keyOf(last));
        if (!reduced() && last.drawn != null && Array.isArray(last.trace)) {
          startReplay(last, view);
          return;
        }
      }
      if (mode === "replay" && sim && !sim.done) return; // let the replay finish
      if (view.phase === "place" && view.drawn != null && view.turn !== data.seat) {
        mode = "watching";
        watchSeat = view.turn;
        setSim(null);
      } else {
        mode = "static";
        setSim(null);
      }
      kick();
    }

    function startPlacing(key) {
      const view = data.view;
      placingKey = key;
      mode = "placing";
      acted = false;
      setSim(new Sim({ ladders: ladders(), layout: view.layout, structure: view.structure, drawn: view.drawn }));
      sim.placing = true;
      hand = new Hand(sim.spawn, () => kick());
      stream = new Stream(data.turn);
      lastEntryStep = -10;
      clock = performance.now();
      placingSince = clock;
      refit = true;
      kick();
    }

    function startReplay(last, view) {
      mode = "replay";
      try {
        const s = new Sim({ ladders: ladders(), layout: view.layout, structure: last.structure_before, drawn: last.drawn });
        s.trace = [...last.trace];
        s.release = last.release >= 0 ? last.release : null;
        s.holdCap = last.release >= 0 ? null : (last.trace.length ? last.trace[last.trace.length - 4] : 0) + SETTLE_CAP;
        setSim(s);
      } catch (error) {
        console.error("moon: cannot replay", error);
        mode = "static";
        setSim(null);
      }
      clock = performance.now();
      refit = true;
      kick();
    }

    // A bot of this device places (planFor has its plan): the table sees its hand carry the
    // ladder from now on, as it would a person's, and the placement is not shown again when it
    // arrives. Reduced motion shows only the result, as for a replay.
    function carry(spec, action) {
      if (!RAPIER || !data || data.placing || reduced()) return;
      const view = data.view || {};
      if (view.phase !== "place" || view.drawn !== spec.drawn || view.turn == null) return;
      if (JSON.stringify(view.structure || []) !== JSON.stringify(spec.structure || [])) return;
      const last = { seat: view.turn, drawn: view.drawn, trace: action.trace, release: action.release, structure_before: view.structure || [] };
      if (shownKeys.has(keyOf(last))) return;
      shownKeys.add(keyOf(last));
      startReplay(last, view);
      if (!sim) return;
      sim.ahead = { seat: view.turn, move: keyOf(last), told: false }; // its last frame stays until the placement lands
      tell("showing", sim.ahead);
    }

    function watch(seat, json) {
      if (!RAPIER || !data || mode === "placing") return;
      let msg;
      try {
        msg = typeof json === "string" ? JSON.parse(json) : json;
      } catch {
        return;
      }
      const view = data.view || {};
      if (view.phase !== "place" || view.drawn == null || seat !== view.turn) return;
      if (msg.turn != null && data.turn != null && msg.turn !== data.turn) return;
      if (mode !== "watching" || !sim) {
        // A replay of the turn before gives way at once: this player is moving now.
        mode = "watching";
        setSim(new Sim({ ladders: ladders(), layout: view.layout, structure: view.structure, drawn: view.drawn }));
        clock = performance.now();
      }
      const trace = Array.isArray(msg.trace) ? msg.trace : [];
      for (let i = 0; i + 3 < trace.length; i += 4) {
        const lastStep = sim.trace.length ? sim.trace[sim.trace.length - 4] : -1;
        if (Number.isInteger(trace[i]) && trace[i] > lastStep) sim.push(trace[i], trace[i + 1], trace[i + 2], trace[i + 3]);
      }
      if (Number.isInteger(msg.release)) {
        if (msg.release < 0) {
          sim.holdCap = sim.step;
        } else sim.release = Math.max(msg.release, sim.step);
        const v = data.view;
        shownKeys.add(`${view.turn}:${view.drawn}:${msg.release}:${sim.trace.length}:${(v.structure || []).length}`);
      }
      kick();
    }

    // -- input ---------------------------------------------------------------------------------

    function toWorld(ev) {
      const r = canvas.getBoundingClientRect();
      const px = ev.clientX - r.left;
      const py = ev.clientY - r.top;
      const t = bounds;
      return { x: (px - t.ox) / t.scale, y: (t.oy - py) / t.scale };
    }

    const holding = () => mode === "placing" && sim && sim.held && sim.release == null && !sim.fault;

    function onDown(ev) {
      if (mode === "replay" && sim && !sim.done) {
        finishReplay();
        return;
      }
      if (!holding() || !bounds) return;
      ev.preventDefault();
      try {
        canvas.setPointerCapture(ev.pointerId);
      } catch {}
      hand.down(ev.pointerId, toWorld(ev));
    }

    function onMove(ev) {
      if (holding() && hand.move(ev.pointerId, toWorld(ev))) ev.preventDefault();
    }

    function onUp(ev) {
      if (hand) hand.up(ev.pointerId);
    }

    function onWheel(ev) {
      if (!holding()) return;
      ev.preventDefault();
      hand.turn(ev.deltaY > 0 ? -0.12 : 0.12);
    }

    const turnButton = (ev) => {
      const button = ev.target.closest && ev.target.closest("[data-moon=left], [data-moon=right]");
      return button && (button.getAttribute("data-moon") === "left" ? 1 : -1);
    };

    // A turn button turns the ladder for as long as it is held down (by a finger or the mouse);
    // from the keyboard each press turns it a step.
    function onSpinStart(ev) {
      const dir = turnButton(ev);
      if (!dir || !holding()) return;
      ev.preventDefault();
      hand.startSpin(dir, performance.now());
    }

    function onSpinEnd() {
      if (hand) hand.stopSpin();
    }

    function onClick(ev) {
      const button = ev.target.closest && ev.target.closest("[data-moon]");
      if (!button || !holding()) return;
      ev.preventDefault();
      const which = button.getAttribute("data-moon");
      if (which === "release") letGo();
      else if (ev.detail === 0) hand.turn(turnButton(ev) * STEP_TURN); // a key, not a pointer
    }

    function letGo() {
      if (!holding()) return;
      record(true);
      sim.release = Math.max(sim.step, sim.trace.length ? sim.trace[sim.trace.length - 4] : 0);
      kick();
    }

    // Before each live step: the hand's target becomes a trace entry when it changed.
    function record(force) {
      const target = hand.target;
      const tr = sim.trace;
      const n = tr.length;
      const same = n && tr[n - 3] === target.x && tr[n - 2] === target.y && tr[n - 1] === target.a;
      if (same) return;
      if (!n && target.x === sim.spawn.x && target.y === sim.spawn.y && target.a === 0) return;
      if (!force && sim.step - lastEntryStep < 2) return;
      if (n && tr[n - 4] >= sim.step) return; // one entry per step
      sim.push(sim.step, target.x, target.y, target.a);
      lastEntryStep = sim.step;
      if (sim.trace.length >= TRACE_INTS) sim.release = sim.step; // full: let go
    }

    // -- the loop ------------------------------------------------------------------------------

    // Something changed (or, from tick, time goes on): run the loop at the next frame.
    function kick(changed = true) {
      if (changed) dirty = true;
      if (frame) return;
      // One run per kick: at the next frame, or after 50 ms on a page with no frames (hidden).
      const token = {};
      frame = token;
      const run = () => {
        if (frame !== token) return;
        frame = null;
        tick();
      };
      requestAnimationFrame(run);
      setTimeout(run, 50);
    }

    // Whether the live placement may stop its clock: the world still for a while (Sim.still),
    // no finger or turn button on the ladder, the hand's target recorded and sent. Watching
    // another phone place, the same stillness waits for its next message (watch kicks).
    function mayRest() {
      if (!sim || stillFor < STILL_STEPS || !sim.still()) return false; // (a message may have come)
      if (mode === "watching") return true;
      if (mode !== "placing" || !holding() || hand.pointers.size || hand.spin) return false;
      const t = hand.target;
      const tr = sim.trace;
      const n = tr.length;
      const recorded = n
        ? tr[n - 3] === t.x && tr[n - 2] === t.y && tr[n - 1] === t.a
        : t.x === sim.spawn.x && t.y === sim.spawn.y && t.a === 0;
      return recorded && stream.sent >= n;
    }

    // A turn's hold lasts HOLD_MAX steps of the game's time at most, and as long in wall time
    // (a resting clock takes no steps): let go once either is over.
    const holdMs = HOLD_MAX * STEP * 1000;

    function tick() {
      const now = performance.now();
      ticks += 1;
      let busy = false;
      let moved = false;
      if (hand && hand.spin) {
        if (holding()) hand.spinOn(now);
        else hand.stopSpin();
      }
      if (mode === "placing" && holding() && now - placingSince >= holdMs) letGo();
      if (sim && !sim.done && (mode === "placing" || mode === "replay" || mode === "watching")) {
        resting = mayRest();
        if (resting) {
          clock = now - sim.step * STEP * 1000; // the clock waits: woken, it goes on from here
          if (mode === "placing" && !holdTimer) {
            holdTimer = setTimeout(() => {
              holdTimer = null;
              kick(false);
            }, Math.max(0, placingSince + holdMs - now) + 20);
          }
        } else {
          const due = Math.floor((now - clock) / (STEP * 1000));
          let n = 0;
          while (sim.step < due && !sim.done && n < 8) {
            moved = true;
            if (mode === "placing" && holding()) {
              record(false);
              if (sim.step >= HOLD_MAX) letGo(); // as long as a turn's hold may be (rules.HOLD_MAX)
            }
            if (mode === "watching" && sim.held && sim.release == null && sim.step >= STEP_MAX) break;
            sim.advance();
            stillFor = mode !== "replay" && sim.still() ? stillFor + 1 : 0;
            n++;
          }
          if (sim.step < due - 8) clock = now - sim.step * STEP * 1000; // fell behind: slow down, not jump
          busy = !sim.done;
        }
        if (mode === "placing") {
          stream.pump(sim, now);
          if (sim.done && !acted) act();
        }
        if (mode === "replay" && sim.done) {
          // a bot's carry keeps its last frame until its placement lands; landed already
          // (painted while the carry still ran), the table shows the result now
          if (sim.ahead && awaited(sim)) carried(sim);
          else finishReplay();
        }
      }
      if (mode === "placing" && sim && sim.done) {
        stream.pump(sim, now);
        busy = stream.pending;
      }
      if (moved) dirty = true;
      // Drawing is the costly part on a phone without a GPU canvas: only when something moved,
      // at most 30 times a second.
      if (dirty && now - drawnAt >= 33) draw();
      if (busy || dirty || (hand && hand.spin)) kick(false);
    }

    // Whether the table still waits for this carry's placement (the view still asks the same
    // seat to place the same ladder on the same structure).
    function awaited(s) {
      const view = (data && data.view) || {};
      return view.phase === "place" && view.turn === s.ahead.seat && view.drawn === s.drawn;
    }

    function act() {
      acted = true;
      const report = sim.report();
      const action = { type: "place", trace: [...sim.trace], release: sim.fault ? -1 : sim.release, ...report };
      shownKeys.add(`${data.view.turn}:${data.view.drawn}:${action.release}:${action.trace.length}:${(data.view.structure || []).length}`);
      window.sobremesaLastMoonAction = action; // for tests
      // Refused (the host's physics not ready, say) the view stays the same: place again.
      const key = placingKey;
      setTimeout(() => {
        if (mode === "placing" && placingKey === key && acted) startPlacing(key);
      }, 6000);
      if (typeof window.sobremesaCommand === "function") window.sobremesaCommand("act", JSON.stringify(action));
      else document.dispatchEvent(new CustomEvent("sobremesa:moon-act", { detail: action }));
    }

    function finishReplay() {
      if (sim) {
        carried(sim);
        sim.free();
        sim = null;
      }
      mode = "static";
      update();
      draw();
    }

    // -- drawing -------------------------------------------------------------------------------

    function draw() {
      if (!canvas || !canvas.isConnected || !data || !data.ladders) return;
      if (!canvas.clientWidth || !canvas.clientHeight) return;
      dirty = false;
      drawnAt = performance.now();
      draws += 1;
      const items = scene(data, sim);
      const spawn = sim && sim.spawn;
      const labels = data.labels || {};
      const note = mode === "replay" ? labels.skip : null;
      const band = note ? NOTE_BAND : 8;
      const w = canvas.clientWidth;
      const h = canvas.clientHeight;
      // (the bounds only grow within a scene: a ladder carried to the edge zooms the picture
      // out rather than leave it)
      bounds = fit(data.ladders, items, w, h, spawn, refit ? null : bounds, band);
      refit = false;
      paint(canvas, data.ladders, items, bounds, note);
      canvas.dataset.mode = mode;
      canvas.dataset.step = sim ? String(sim.step) : "";
      // the ladder in hand's box on the canvas (CSS px from its top left corner), for tests
      const held = items.find((it) => it.held);
      if (held) {
        let [l, t, r, btm] = [Infinity, Infinity, -Infinity, -Infinity];
        for (const [px, py] of corners(ladderShape(data.ladders, held.id), held.x, held.y, held.a)) {
          const x = bounds.ox + px * bounds.scale;
          const y = bounds.oy - py * bounds.scale;
          [l, t, r, btm] = [Math.min(l, x), Math.min(t, y), Math.max(r, x), Math.max(btm, y)];
        }
        canvas.dataset.held = [l, t, r - l, btm - t].map((v) => v.toFixed(1)).join(",");
      } else delete canvas.dataset.held;
    }

    if (typeof document !== "undefined" && document.addEventListener) {
      // loaded when the table first shows, after its first paint: that paint is read now
      if (document.getElementById("moon-data")) onPainted();
      document.addEventListener("sobremesa:painted", onPainted);
      document.addEventListener("click", onClick);
      document.addEventListener("pointerdown", onSpinStart);
      for (const end of ["pointerup", "pointercancel"]) document.addEventListener(end, onSpinEnd);
      window.addEventListener("blur", onSpinEnd);
      // nobody watches a hidden page: a bot's carry there holds the game up no longer
      document.addEventListener("visibilitychange", () => document.hidden && carried(sim));
      window.addEventListener("resize", () => {
        refit = true;
        draw();
      });
      // the phone turned from day to night (or back): the moon and the words take the new colours
      const scheme = window.matchMedia && window.matchMedia("(prefers-color-scheme: light)");
      if (scheme && scheme.addEventListener) scheme.addEventListener("change", () => draw());
    }
    const state = () => ({
      mode,
      step: sim && sim.step,
      held: sim && sim.held,
      bounds,
      spawn: sim && sim.spawn ? { x: sim.spawn.x / 10, y: sim.spawn.y / 10 } : null,
      drawn: sim && sim.world && sim.drawn != null && !sim.gone.has(sim.drawn) ? sim.poseMm(sim.drawn) : null,
      target: mode === "placing" && hand ? { x: hand.target.x / 10, y: hand.target.y / 10, a: hand.target.a / 1000 } : null,
      grabbed: !!(hand && hand.grab),
      spinning: !!(hand && hand.spin),
      resting,
      draws,
      ticks,
    });
    return { watch, carry, onPainted, state, tick, draw };
  })();
  window.sobremesaMoon._ui = ui;
})();
