// Catch the Moon's browser half: a person's hand on the ladder they place, and the placement
// streamed to the other phones as it grows.

import { TRACE_A, X_MAX, X_MIN, Y_MAX, Y_MIN } from "./catch_the_moon_numbers.js";

const SPIN = 1.2; // rad/s: how fast a turn button held down turns the ladder
const NUDGE = 0.04; // rad: what a turn button turns at once when it is pressed
export const STEP_TURN = 0.15; // rad: one press of a turn button from the keyboard

// A person's hand on a placement: where they want the held ladder (its target, wire ints
// {x, y, a}), moved by one finger or the mouse dragging it, turned by two fingers twisting,
// the wheel or a turn button held down. Lifting the finger leaves the ladder held where it is,
// to be looked at, taken again and adjusted; letting go is the screen's (Release).
/** @typedef {{x: number, y: number}} Point */
export class Hand {
  /** @param {{x: number, y: number}} spawn @param {() => void} changed */
  constructor(spawn, changed) {
    this.target = { x: spawn.x, y: spawn.y, a: 0 };
    this.changed = changed; // told whenever the target moves or the finger lifts
    /** @type {Map<number, Point>} */
    this.pointers = new Map(); // pointer id -> where it is (mm)
    /** @type {{id: number, dx: number, dy: number} | null} */
    this.grab = null; // the pointer carrying the ladder, and its offset (mm)
    /** @type {number | null} */
    this.twist = null; // the angle between two fingers
    /** @type {{dir: number, last: number} | null} */
    this.spin = null; // a turn button held down
  }

  /** @param {number} id @param {Point} at */
  down(id, at) {
    this.pointers.set(id, at);
    if (this.pointers.size === 1) {
      this.grab = { id, dx: this.target.x / 10 - at.x, dy: this.target.y / 10 - at.y };
    } else if (this.pointers.size === 2) {
      this.twist = this.fingerAngle();
    }
  }

  fingerAngle() {
    const [a, b] = [...this.pointers.values()]; // (two fingers down)
    return Math.atan2(b.y - a.y, b.x - a.x);
  }

  // Whether the pointer is one of this hand's.
  /** @param {number} id @param {Point} at */
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

  /** @param {number} id */
  up(id) {
    if (!this.pointers.delete(id)) return;
    if (this.pointers.size < 2) this.twist = null;
    if (this.grab && id === this.grab.id) {
      this.grab = null;
      this.changed();
    }
  }

  /** @param {number} dir @param {number} now */
  startSpin(dir, now) {
    this.spin = { dir, last: now };
    this.turn(dir * NUDGE);
  }

  stopSpin() {
    this.spin = null;
  }

  // At each frame: a turn button still held turns the ladder on.
  /** @param {number} now */
  spinOn(now) {
    if (!this.spin) return;
    this.turn((this.spin.dir * SPIN * (now - this.spin.last)) / 1000);
    this.spin.last = now;
  }

  /** @param {number} d */
  turn(d) {
    this.moveTo(this.target.x, this.target.y, this.target.a + d * 1000);
  }

  /** @param {number} x @param {number} y @param {number} a */
  moveTo(x, y, a) {
    this.target = {
      x: Math.max(X_MIN, Math.min(X_MAX, Math.round(x))),
      y: Math.max(Y_MIN, Math.min(Y_MAX, Math.round(y))),
      a: Math.max(-TRACE_A, Math.min(TRACE_A, Math.round(a))),
    };
    this.changed();
  }
}

// -- the screen: the placement, streamed to the other phones --------------------------------

// A live placement's trace, sent to the other devices as it grows (window.sobremesaInput, at
// most every 100 ms, in messages under 1000 bytes) and then its release, for them to watch.
export class Stream {
  /** @param {number | null} turn */
  constructor(turn) {
    this.turn = turn; // the table's turn: a message of an older placement is dropped
    this.sent = 0; // trace ints already sent
    this.releaseSent = false;
    this.lastSend = 0;
  }

  /** @param {import("./catch_the_moon_physics.js").Sim} sim @param {number} now */
  pump(sim, now) {
    if (typeof window.sobremesaInput !== "function") return;
    const pendingRelease = sim.fault || (sim.release != null && sim.step > sim.release);
    if (now - this.lastSend < 100) return;
    if (this.sent >= sim.trace.length && (this.releaseSent || !pendingRelease)) return;
    /** @type {number[]} */
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
