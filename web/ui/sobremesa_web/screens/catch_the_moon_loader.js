// Catch the Moon's browser half: Rapier's loading. Rapier 2D (its deterministic build, an ES
// module vendored from npm as vendor/rapier2d.mjs; the build writes the wasm it inlines out
// beside it, vendor/rapier2d.wasm, which its init() streams in) is imported the
// first time the physics is needed, not when the table's script loads; a short-lived worker
// then runs its code once so that the page's first placement starts on compiled code.
//
// `RAPIER` is the loaded module (null until then): the other modules read it through this live
// binding, and `need()` when they cannot go on without it.

/** @typedef {typeof import("@dimforge/rapier2d-deterministic-compat")} RapierModule */
/** @typedef {import("@dimforge/rapier2d-deterministic-compat").World} World */
/** @typedef {import("@dimforge/rapier2d-deterministic-compat").RigidBody} RigidBody */
/** @typedef {import("@dimforge/rapier2d-deterministic-compat").RigidBodyDesc} RigidBodyDesc */
/** @typedef {import("@dimforge/rapier2d-deterministic-compat").Collider} Collider */

const WARM_WAIT = 5000; // ms a check or a plan waits for Rapier's warm-up worker at most

/** @type {Rapier | null} */
export let RAPIER = null;
/** @type {Promise<Rapier> | null} */
let loading = null;
/** @type {Promise<void> | null} */
let warming = null; // settles once a worker has run Rapier's code for this page (see warm)
let warmed = false;

/** @returns {Promise<Rapier>} */
export function load() {
  if (!loading) {
    const url = new URL("vendor/rapier2d.mjs", document.baseURI).href;
    loading = import(url).then(async (/** @type {RapierModule} */ mod) => {
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
/** @param {() => void} fn */
export function afterWarm(fn) {
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
/** @param {string} url @returns {Promise<void>} */
function warm(url) {
  return new Promise((resolve) => {
    /** @type {Worker | null} */
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
/** @param {string} url */
async function warmUp(url) {
  /** @type {RapierModule} */
  const mod = await import(url);
  const R = mod.default && mod.default.World ? mod.default : mod;
  await R.init();
  const world = new R.World({ x: 0, y: -981 });
  world.timestep = 1 / 60;
  world.lengthUnit = 10;
  world.numSolverIterations = 4;
  /** @type {(body: RigidBody, cx: number, cy: number, hx: number, hy: number, a: number) => Collider} */
  const box = (body, cx, cy, hx, hy, a) =>
    world.createCollider(
      R.ColliderDesc.cuboid(hx, hy).setTranslation(cx, cy).setRotation(a).setFriction(0.8).setDensity(0.6).setRestitution(0),
      body,
    );
  /** @param {RigidBodyDesc} desc */
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
  /** @param {Collider} collider @param {boolean} wanted */
  const near = (collider, wanted) => {
    const col = world.getCollider(collider.handle);
    world.contactPairsWith(col, (other) => {
      if (wanted && /** @type {RigidBody} */ (other.parent()).isSleeping()) return;
      const contact = col.contactCollider(other, 0.1);
      if (contact) return contact.distance;
    });
  };
  /** @type {World | null} */
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
  const forked = /** @type {World} */ (fork); // taken at step 100, before the loop may end
  forked.step();
  forked.removeRigidBody(forked.getRigidBody(standing.handle));
  forked.step();
  forked.free();
  world.removeRigidBody(world.getRigidBody(standing.handle));
  world.free();
}

/** @returns {Rapier} */
export function need() {
  if (!RAPIER) throw new Error("moon: the physics is not loaded yet (await sobremesaMoon.ready)");
  return RAPIER;
}

// Rapier loaded and its code compiled by the warm-up (sobremesaMoon.warmed: for tests and the
// benchmark).
/** @returns {Promise<void>} */
export function whenWarm() {
  return load().then(() => /** @type {Promise<void>} */ (warming)); // set as Rapier loaded
}
