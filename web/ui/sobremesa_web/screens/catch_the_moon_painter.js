// Catch the Moon's browser half: the painter. It draws the table's canvas island: the sky's
// moon, the table and the base, the ladders as their boxes (the held one glowing, a fallen one
// red) and a note in the sky, scaled to fit what stands (a taller tower pans).

import { WORLD_X, baseLadders, corners, ladderShape } from "./catch_the_moon_physics.js";

/** @typedef {import("./catch_the_moon_physics.js").Sim} Sim */
/** @typedef {import("./catch_the_moon_physics.js").Box} Box */
/**
 * A ladder to draw, in mm and radians.
 * @typedef {{id: number, x: number, y: number, a: number, base?: boolean, held?: boolean, fallen?: boolean}} Item
 */
/**
 * The picture's frame: what it shows (mm), the canvas's size and band (px), its scale (px per
 * mm) and origin (px).
 * @typedef {{x0: number, x1: number, y1: number, w: number, h: number, band: number, scale: number, ox: number, oy: number}} Bounds
 */

const MIN_SCALE = 0.42; // px per mm: a taller tower pans (its top kept in view), not shrinks

const WOOD = ["#d9a45b", "#c98f47", "#e0b36f", "#b97d3c", "#d4995a", "#e6be7e"];

// The moon, the words on the sky, the wood's depth and the held ladder follow the colour
// scheme (catch_the_moon.css's --moon, --sky-ink, --wood-depth, --rail-shade, --held-rung,
// --held-rail: by day the wood is darker to stand out on a pale sky); the sky itself is the
// canvas's CSS background.
// Read once per canvas and colour scheme (catch_the_moon.js forgets them when the scheme
// changes): read at each draw, the computed style made Chromium restyle a freshly painted page
// in the paint's task (a draw follows each paint of the table).
/** @type {WeakMap<HTMLCanvasElement, ReturnType<typeof readLook>>} */
let looks = new WeakMap();
export function forgetLooks() {
  looks = new WeakMap();
}
/** @param {HTMLCanvasElement} canvas */
function skyLook(canvas) {
  const known = looks.get(canvas);
  if (known) return known;
  const look = readLook(canvas);
  // kept only once the table's stylesheet is there to say it
  if (getComputedStyle(canvas).getPropertyValue("--moon").trim()) looks.set(canvas, look);
  return look;
}
/** @param {HTMLCanvasElement} canvas */
function readLook(canvas) {
  const style = getComputedStyle(canvas);
  /** @type {(name: string, fallback: string) => string} */
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
/** @param {MoonData | null} data @param {Sim | null} sim @returns {Item[]} */
export function scene(data, sim) {
  const view = (data && data.view) || /** @type {Partial<MoonView>} */ ({});
  /** @type {Item[]} */
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
/**
 * @param {MoonLadders} L
 * @param {Item[]} items
 * @param {number} w
 * @param {number} h
 * @param {{y: number} | null | undefined} spawn
 * @param {Bounds | null} before
 * @param {number} band
 * @returns {Bounds}
 */
export function fit(L, items, w, h, spawn, before, band) {
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
/**
 * @param {HTMLCanvasElement} canvas
 * @param {MoonLadders} L
 * @param {Item[]} items
 * @param {Bounds} b
 * @param {string | null | undefined} note
 * @param {number} w the canvas's width in CSS px
 * @param {number} h its height
 */
export function paint(canvas, L, items, b, note, w, h) {
  const dpr = window.devicePixelRatio || 1;
  if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
  }
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d")); // a 2D canvas has one
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
    /** @type {(box: Box, fill: string) => void} */
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

export const NOTE_BAND = 24; // px at the canvas's top kept for a note (and the moon)

// `text` cut to `width` px, with an ellipsis when it had to be.
/** @param {CanvasRenderingContext2D} ctx @param {string} text @param {number} width */
function clip(ctx, text, width) {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** @param {string} colour @param {number} [by] */
function shade(colour, by = 0.75) {
  const n = colour.startsWith("#") ? parseInt(colour.slice(1), 16) : rgbToInt(colour);
  const f = (/** @type {number} */ v) => Math.min(255, Math.max(0, Math.round(v * by)));
  return `rgb(${f(n >> 16)},${f((n >> 8) & 255)},${f(n & 255)})`;
}

/** @param {string} colour "rgb(r, g, b)" */
function rgbToInt(colour) {
  const [r, g, b] = /** @type {RegExpMatchArray} */ (colour.match(/\d+/g)).map(Number); // its three numbers
  return (r << 16) | (g << 8) | b;
}
