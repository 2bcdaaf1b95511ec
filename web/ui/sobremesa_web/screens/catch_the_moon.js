// Catch the Moon's browser half, in the browser: Rapier 2D simulates the ladders, a placement
// is run and reported (never judged: the rules do, in Python), the bots plan theirs, and the
// structure is drawn on the table screen's canvas island. This module is the table's canvas
// island and `window.sobremesaMoon`, what the app calls (docs/rules/catch-the-moon.md); beside
// it, ES modules it imports:
//   catch_the_moon_loader.js   Rapier's loading (the first time it is needed) and its warm-up
//   catch_the_moon_physics.js  the world, a placement's simulation and the referee
//   catch_the_moon_planner.js  the bots' planner
//   catch_the_moon_painter.js  the canvas's drawing
//   catch_the_moon_hand.js     a person's hand on the ladder, the placement streamed to others
//   catch_the_moon_numbers.js  the numbers the rules share with them (written by the build from
//                              engine/games/catch_the_moon.py: the wire's bounds, the longest
//                              hold, the settle's cap)
//
// It is loaded (with them) the first time a Catch the Moon table shows (the screen module
// beside it declares it), and Rapier itself (a module and its 1.5 MB of wasm) is imported the
// first time it is needed.

import { Hand, STEP_TURN, Stream } from "./catch_the_moon_hand.js";
import { RAPIER, load, whenWarm } from "./catch_the_moon_loader.js";
import { HOLD_MAX, MAX_TRACE, SETTLE_CAP, STEP_MAX } from "./catch_the_moon_numbers.js";
import { NOTE_BAND, fit, forgetLooks, paint, scene } from "./catch_the_moon_painter.js";
import {
  STEP,
  Sim,
  check,
  corners,
  ladderShape,
  referee,
  runPlacement,
  spawnOf,
  topOf,
} from "./catch_the_moon_physics.js";
import { SKILL, humanCarry, plan, planFor, restAt, survey } from "./catch_the_moon_planner.js";

/** @typedef {import("./catch_the_moon_painter.js").Bounds} Bounds */

const STILL_STEPS = 20; // steps the world stays still before a live placement's clock stops

window.sobremesaMoon = {
  get ready() {
    return load();
  },
  // Rapier loaded and its code compiled by the warm-up (for tests and the benchmark).
  get warmed() {
    return whenWarm();
  },
  load,
  referee,
  check,
  plan,
  // `show` false: the plan is only fetched (the app's worker, before its bot has decided);
  // the carry starts when the bot decides and asks again, so its move waits for it.
  planFor: (/** @type {string | MoonPlanSpec} */ json, show = true) =>
    planFor(json, show ? ui.carry : () => {}, () => {
      const done = window.sobremesaMoon.onPlanned;
      if (typeof done === "function") done();
    }),
  watch: (/** @type {number} */ seat, /** @type {string | MoonLive} */ json) => ui.watch(seat, json),
  // for tests and the benchmark
  _internals: {
    Sim, runPlacement, spawnOf, ladderShape, topOf, survey, restAt, humanCarry, SKILL,
    loaded: () => RAPIER !== null,
  },
};

// -- the screen ------------------------------------------------------------------------------

// The table's canvas island: it follows the newest #moon-data the screen paints (placing,
// watching another phone place, replaying the last placement, or just the structure), runs
// the simulation shown in real time, and hands a finished placement to the app.
const ui = (() => {
  /** @type {HTMLCanvasElement | null} */
  let canvas = null;
  /** @type {string | null} */
  let dataText = null;
  /** @type {MoonData | null} */
  let data = null; // the parsed #moon-data
  /** @type {"static" | "placing" | "replay" | "watching"} */
  let mode = "static";
  /** @type {Sim | null} */
  let sim = null; // the simulation shown (placing, replay, watching)
  let clock = 0; // performance.now() at the simulation's step 0 (set with each simulation)
  /** @type {Set<string>} */
  let shownKeys = new Set(); // placements already shown (replayed or seen live)
  /** @type {string | null} */
  let placingKey = null;
  /** @type {Hand | null} */
  let hand = null; // the person's hand on the placement
  /** @type {Stream | null} */
  let stream = null; // the placement sent to the other phones
  let lastEntryStep = -10;
  let acted = false;
  /** @type {object | null} */
  let frame = null;
  /** @type {Bounds | null} */
  let bounds = null;
  let refit = true; // the next fit starts afresh (a new scene), not from the last bounds
  let dirty = true; // something changed since the canvas was last drawn
  let drawnAt = 0;
  let stillFor = 0; // steps the world has been still in a row (Sim.still)
  let placingSince = 0; // performance.now() when the ladder was taken in hand
  let resting = false; // the live clock stopped: nothing moves, nothing is drawn
  /** @type {number | null} */
  let holdTimer = null; // ends a hold that rests until a turn's hold is over
  let draws = 0; // the canvas's drawings so far (for tests)
  let ticks = 0; // the loop's runs so far (for tests)
  const reduced = () => window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  /** @param {MoonLast} last */
  const keyOf = (last) => last && `${last.seat}:${last.drawn}:${last.release}:${(last.trace || []).length}:${(last.structure_before || []).length}`;
  const ladders = () => data && data.ladders;

  /** @param {Sim | null} next */
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
  /** @param {string} cmd @param {{seat: number, move: string}} ahead */
  function tell(cmd, ahead) {
    const send = window.sobremesaCommand;
    if (typeof send === "function") setTimeout(() => send(cmd, JSON.stringify({ seat: ahead.seat, move: ahead.move })), 0);
  }

  /** @param {Sim | null} s */
  function carried(s) {
    if (!s || !s.ahead || s.ahead.told) return;
    s.ahead.told = true;
    tell("shown", s.ahead);
  }

  function onPainted() {
    const el = document.getElementById("moon-data");
    /** @type {HTMLCanvasElement | null} */
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
  // Its size is the observer's (null until it has seen the canvas): read at each draw
  // (clientWidth), it made Chromium lay out a freshly painted page in the paint's task.
  /** @type {{w: number, h: number} | null} */
  let size = null;
  const resized = typeof ResizeObserver === "function"
    ? new ResizeObserver((entries) => {
      const box = entries[entries.length - 1].contentRect;
      size = { w: Math.round(box.width), h: Math.round(box.height) };
      refit = true;
      draw();
    })
    : null;

  /** @param {HTMLCanvasElement | null} cv */
  function attach(cv) {
    if (resized) resized.disconnect();
    canvas = cv;
    size = null;
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
      setSim(null);
    } else {
      mode = "static";
      setSim(null);
    }
    kick();
  }

  /** @param {string} key */
  function startPlacing(key) {
    const shown = /** @type {MoonData} */ (data); // placing: it asks this phone to place
    const view = shown.view;
    placingKey = key;
    mode = "placing";
    acted = false;
    const placing = new Sim({ ladders: shown.ladders, layout: view.layout, structure: view.structure, drawn: view.drawn });
    setSim(placing);
    hand = new Hand(placing.spawn, () => kick());
    stream = new Stream(shown.turn);
    lastEntryStep = -10;
    clock = performance.now();
    placingSince = clock;
    refit = true;
    kick();
  }

  /** @param {MoonLast} last @param {Partial<MoonView>} view */
  function startReplay(last, view) {
    mode = "replay";
    try {
      const s = new Sim({ ladders: /** @type {MoonLadders} */ (ladders()), layout: /** @type {string} */ (view.layout), structure: last.structure_before, drawn: last.drawn });
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
  /** @param {MoonWorld} spec @param {{trace: number[], release: number}} action */
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

  /** @param {number} seat @param {string | MoonLive} json */
  function watch(seat, json) {
    if (!RAPIER || !data || mode === "placing") return;
    /** @type {MoonLive} */
    let msg;
    try {
      msg = typeof json === "string" ? JSON.parse(json) : json;
    } catch {
      return;
    }
    const view = data.view || {};
    if (view.phase !== "place" || view.drawn == null || seat !== view.turn) return;
    if (msg.turn != null && data.turn != null && msg.turn !== data.turn) return;
    let shown = sim;
    if (mode !== "watching" || !shown) {
      // A replay of the turn before gives way at once: this player is moving now.
      mode = "watching";
      shown = new Sim({ ladders: data.ladders, layout: /** @type {string} */ (view.layout), structure: view.structure, drawn: view.drawn });
      setSim(shown);
      clock = performance.now();
    }
    const trace = Array.isArray(msg.trace) ? msg.trace : [];
    for (let i = 0; i + 3 < trace.length; i += 4) {
      const lastStep = shown.trace.length ? shown.trace[shown.trace.length - 4] : -1;
      if (Number.isInteger(trace[i]) && trace[i] > lastStep) shown.push(trace[i], trace[i + 1], trace[i + 2], trace[i + 3]);
    }
    const release = msg.release;
    if (typeof release === "number" && Number.isInteger(release)) {
      if (release < 0) {
        shown.holdCap = shown.step;
      } else shown.release = Math.max(release, shown.step);
      const v = data.view;
      shownKeys.add(`${view.turn}:${view.drawn}:${release}:${shown.trace.length}:${(v.structure || []).length}`);
    }
    kick();
  }

  // -- input ---------------------------------------------------------------------------------

  /** @param {PointerEvent} ev */
  function toWorld(ev) {
    const r = /** @type {HTMLCanvasElement} */ (canvas).getBoundingClientRect(); // the event's
    const px = ev.clientX - r.left;
    const py = ev.clientY - r.top;
    const t = /** @type {Bounds} */ (bounds); // drawn before it could be touched
    return { x: (px - t.ox) / t.scale, y: (t.oy - py) / t.scale };
  }

  // The person's hand while it holds the ladder (placing, not let go, no fault); else null.
  const holding = () => (mode === "placing" && sim && sim.held && sim.release == null && !sim.fault ? hand : null);

  /** @param {PointerEvent} ev */
  function onDown(ev) {
    if (mode === "replay" && sim && !sim.done) {
      finishReplay();
      return;
    }
    const held = holding();
    if (!held || !bounds) return;
    ev.preventDefault();
    try {
      /** @type {HTMLCanvasElement} */ (canvas).setPointerCapture(ev.pointerId); // the event's
    } catch {
      // the pointer is gone already (lifted before this ran): the drag goes on uncaptured
    }
    held.down(ev.pointerId, toWorld(ev));
  }

  /** @param {PointerEvent} ev */
  function onMove(ev) {
    const held = holding();
    if (held && held.move(ev.pointerId, toWorld(ev))) ev.preventDefault();
  }

  /** @param {PointerEvent} ev */
  function onUp(ev) {
    if (hand) hand.up(ev.pointerId);
  }

  /** @param {WheelEvent} ev */
  function onWheel(ev) {
    const held = holding();
    if (!held) return;
    ev.preventDefault();
    held.turn(ev.deltaY > 0 ? -0.12 : 0.12);
  }

  // The element an event came from (the page's: an element, or the document).
  const origin = (/** @type {Event} */ ev) => /** @type {{closest?: Element["closest"]}} */ (ev.target);

  // Which way a turn button turns (1: left, -1: right), 0 off one.
  const turnButton = (/** @type {Event} */ ev) => {
    const target = origin(ev);
    const button = target.closest && target.closest("[data-moon=left], [data-moon=right]");
    return button ? (button.getAttribute("data-moon") === "left" ? 1 : -1) : 0;
  };

  // A turn button turns the ladder for as long as it is held down (by a finger or the mouse);
  // from the keyboard each press turns it a step.
  /** @param {PointerEvent} ev */
  function onSpinStart(ev) {
    const dir = turnButton(ev);
    const held = holding();
    if (!dir || !held) return;
    ev.preventDefault();
    held.startSpin(dir, performance.now());
  }

  function onSpinEnd() {
    if (hand) hand.stopSpin();
  }

  /** @param {MouseEvent} ev */
  function onClick(ev) {
    const target = origin(ev);
    const button = target.closest && target.closest("[data-moon]");
    const held = holding();
    if (!button || !held) return;
    ev.preventDefault();
    const which = button.getAttribute("data-moon");
    if (which === "release") letGo();
    else if (ev.detail === 0) held.turn(turnButton(ev) * STEP_TURN); // a key, not a pointer
  }

  function letGo() {
    const held = holding();
    if (!held || !sim) return;
    record(held, sim, true);
    sim.release = Math.max(sim.step, sim.trace.length ? sim.trace[sim.trace.length - 4] : 0);
    kick();
  }

  // Before each live step: the hand's target becomes a trace entry when it changed.
  /** @param {Hand} held @param {Sim} sim @param {boolean} force */
  function record(held, sim, force) {
    const target = held.target;
    const tr = sim.trace;
    const n = tr.length;
    const same = n && tr[n - 3] === target.x && tr[n - 2] === target.y && tr[n - 1] === target.a;
    if (same) return;
    if (!n && target.x === sim.spawn.x && target.y === sim.spawn.y && target.a === 0) return;
    if (!force && sim.step - lastEntryStep < 2) return;
    if (n && tr[n - 4] >= sim.step) return; // one entry per step
    sim.push(sim.step, target.x, target.y, target.a);
    lastEntryStep = sim.step;
    if (sim.trace.length >= MAX_TRACE) sim.release = sim.step; // full: let go
  }

  // -- the loop ------------------------------------------------------------------------------

  // Something changed (or, from tick, time goes on): run the loop at the next frame.
  /** @param {boolean} [changed] */
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
    const held = holding();
    if (mode !== "placing" || !held || held.pointers.size || held.spin || !stream) return false;
    const t = held.target;
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
          const held = mode === "placing" && holding();
          if (held) {
            record(held, sim, false);
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
      if (mode === "placing" && stream) {
        stream.pump(sim, now);
        if (sim.done && !acted) act(sim);
      }
      if (mode === "replay" && sim.done) {
        // a bot's carry keeps its last frame until its placement lands; landed already
        // (painted while the carry still ran), the table shows the result now
        if (sim.ahead && awaited(sim, sim.ahead)) carried(sim);
        else finishReplay();
      }
    }
    if (mode === "placing" && sim && sim.done && stream) {
      stream.pump(sim, now);
      busy = stream.pending;
    }
    if (moved) dirty = true;
    // Drawing is the costly part on a phone without a GPU canvas: only when something moved,
    // at most 30 times a second; the frame the clock stops on is drawn at once (the picture at
    // rest is the last one, and no frame runs after the clock says it rests).
    if (dirty && (resting || now - drawnAt >= 33)) draw();
    if (busy || dirty || (hand && hand.spin)) kick(false);
  }

  // Whether the table still waits for this carry's placement (the view still asks the same
  // seat to place the same ladder on the same structure).
  /** @param {Sim} s @param {{seat: number}} ahead its carry */
  function awaited(s, ahead) {
    const view = (data && data.view) || /** @type {Partial<MoonView>} */ ({});
    return view.phase === "place" && view.turn === ahead.seat && view.drawn === s.drawn;
  }

  /** @param {Sim} sim the placement, done */
  function act(sim) {
    acted = true;
    const view = /** @type {MoonData} */ (data).view; // placing: this phone was asked to
    const report = sim.report();
    /** @type {MoonAction} */
    const action = { type: "place", trace: [...sim.trace], release: sim.fault ? -1 : sim.release, ...report };
    shownKeys.add(`${view.turn}:${view.drawn}:${action.release}:${action.trace.length}:${(view.structure || []).length}`);
    window.sobremesaLastMoonAction = action; // for tests
    // Refused (the host's physics not ready, say) the view stays the same: place again.
    const key = placingKey;
    setTimeout(() => {
      if (mode === "placing" && key !== null && placingKey === key && acted) startPlacing(key);
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
    const w = size ? size.w : canvas.clientWidth;
    const h = size ? size.h : canvas.clientHeight;
    if (!w || !h) return;
    dirty = false;
    drawnAt = performance.now();
    draws += 1;
    const items = scene(data, sim);
    const spawn = sim && sim.spawn;
    const labels = data.labels || {};
    const note = mode === "replay" ? labels.skip : null;
    const band = note ? NOTE_BAND : 8;
    // (the bounds only grow within a scene: a ladder carried to the edge zooms the picture
    // out rather than leave it)
    bounds = fit(data.ladders, items, w, h, spawn, refit ? null : bounds, band);
    refit = false;
    paint(canvas, data.ladders, items, bounds, note, w, h);
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
    if (scheme && scheme.addEventListener) {
      scheme.addEventListener("change", () => {
        forgetLooks();
        draw();
      });
    }
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
