// Motion and sound around the one paint path. paint.js calls `before(root)` just before each
// morph and `after(root, before)` just after it; everything here reads the page on both sides
// of the morph (the side after in the next animation frame, see `animate`) and starts Web
// Animations (or a short WebAudio cue), and returns at once: no
// animation blocks a pointer or delays the next tap, and nothing waits for one to finish.
//
// What the screens mark (Python renders these attributes; nothing here knows a game):
// - `data-fly="<key>"` (e.g. `card-37`, `seat-2`): an element that is on screen before and after
//   a morph at another place glides from its old box to its new one (FLIP).
// - `data-fly-from="<key>"` on an element new to the screen: it comes from where the element
//   with that key is (a bot's card coming out of its player chip).
// - `data-pulse="<value>"`: pulses where it is counted when its value changes (lives, stars);
//   down in the danger colour, up in the accent colour.
// - `data-layout="<name>"` on a screen laid out one way or another (a table on a phone or as the
//   table display): when it changes, everything moved because the screen did, and nothing flies.
// - `data-cue="play|mistake|won"` with a change counter `data-cue-n`: a new counter plays the
//   cue's sound, if the player turned sound on (localStorage "sobremesa.sound" = "on").
// With `prefers-reduced-motion: reduce` nothing is animated at all (sound still follows the
// player's own choice).
(() => {
  const SOUND_KEY = "sobremesa.sound";
  const MAX_FLIGHTS = 24; // a big reshuffle of the screen is not a ballet
  const reduced = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;

  /** @typedef {HTMLElement | SVGElement} Marked an element that carries data-* and a style */
  /** The elements under `root` that `selector` finds (the screens mark HTML and SVG ones). */
  const marked = (/** @type {Element} */ root, /** @type {string} */ selector) =>
    [...root.querySelectorAll(selector)].filter((el) => el instanceof HTMLElement || el instanceof SVGElement);

  /** @param {Element} el @returns {PageBox} */
  const pageBox = (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height };
  };

  const flyBoxes = (/** @type {Element} */ root) => {
    /** @type {Map<string, PageBox>} */
    const boxes = new Map();
    for (const el of marked(root, "[data-fly]")) {
      const key = el.dataset.fly;
      if (key !== undefined && !boxes.has(key) && el.getClientRects().length) boxes.set(key, pageBox(el));
    }
    return boxes;
  };

  // A counter is the same counter across a morph when it has the same first class inside the
  // same flying thing (a player's chip), or the same id.
  const pulseKey = (/** @type {Marked} */ el) => {
    if (el.id) return "#" + el.id;
    const owner = el.closest("[data-fly]");
    const fly = owner instanceof HTMLElement || owner instanceof SVGElement ? owner.dataset.fly : "";
    return fly + "|" + (el.classList[0] || el.tagName);
  };

  const pulseValues = (/** @type {Element} */ root) => {
    /** @type {Map<string, string | undefined>} */
    const values = new Map();
    for (const el of marked(root, "[data-pulse]")) values.set(pulseKey(el), el.dataset.pulse);
    return values;
  };

  const layoutOf = (/** @type {Element} */ root) => {
    const el = root.querySelector("[data-layout]");
    return el instanceof HTMLElement ? el.dataset.layout : undefined;
  };

  const cueOf = (/** @type {Element} */ root) => {
    const el = root.querySelector("[data-cue]");
    return el instanceof HTMLElement || el instanceof SVGElement ? { cue: el.dataset.cue, n: el.dataset.cueN } : null;
  };

  // The flight each element is on, while it flies: a paint that moves it again lands it first.
  /** @type {WeakMap<Element, Animation>} */
  const flying = new WeakMap();

  // Each flight is planned from what the page says (boxes, computed styles) before any of them
  // starts: reading the page after an animation or a style was written would make the browser
  // lay the page out again, once per card (a morph of a full hand took tens of milliseconds).
  // Moved by 2 px or more; less is a box that only grew or shrank: no motion.
  const moved = (/** @type {PageBox} */ from, /** @type {PageBox} */ to) => Math.abs(from.x - to.x) >= 2 || Math.abs(from.y - to.y) >= 2;

  /**
   * @typedef {{el: Marked, fade: boolean, end: string, start: string, duration: number,
   *   static: boolean, picture: boolean}} Flight
   */
  /** @param {Marked} el @param {PageBox} from @param {PageBox} to @param {boolean} fade @returns {Flight | null} */
  const plan = (el, from, to, fade) => {
    if (!moved(from, to)) return null;
    const dx = from.x - to.x;
    const dy = from.y - to.y;
    // Scaled only when it keeps its shape (a card growing onto the pile); a chip whose text got
    // longer just slides, its letters never stretched.
    let sx = to.w ? from.w / to.w : 1;
    let sy = to.h ? from.h / to.h : 1;
    if (Math.abs(sx / sy - 1) > 0.12) sx = sy = 1;
    // Ends on the element's own transform (a card lifted by its style stays lifted).
    const computed = getComputedStyle(el);
    const own = computed.transform;
    const end = own && own !== "none" ? own : "none";
    return {
      el,
      fade,
      end,
      start: `translate(${dx}px, ${dy}px) scale(${sx}, ${sy})${end === "none" ? "" : " " + end}`,
      duration: Math.round(300 + Math.min(Math.hypot(dx, dy), 500) * 0.4),
      static: computed.position === "static",
      picture: !el.closest("[data-cmd]"),
    };
  };

  const fly = (/** @type {Flight} */ { el, fade, end, start, duration, static: isStatic, picture }) => {
    // Opacity in both keyframes: with the first one left out, the flight builds on whatever
    // animation the element had before (an earlier flight, finished but not yet collected), and
    // Chromium then runs it on the main thread instead of the compositor (its trace said
    // "target has incompatible animations"), repainting the card every frame.
    const first = { transform: start, transformOrigin: "0 0", opacity: fade ? 0.3 : 1 };
    const flight = el.animate([first, { transform: end, transformOrigin: "0 0", opacity: 1 }], {
      duration,
      easing: "cubic-bezier(.2, .75, .25, 1)",
    });
    // In flight it passes over the page, not under the next paragraph. A card that is only a
    // picture never catches a tap meant for what it passes over; a control (a card to play)
    // stays tappable where it is seen. (The next morph drops these styles anyway.)
    const style = el.style;
    const lifted = ["z-index"];
    style.zIndex = "5";
    if (isStatic) {
      style.position = "relative";
      lifted.push("position");
    }
    if (picture) {
      style.pointerEvents = "none";
      lifted.push("pointer-events");
    }
    flying.set(el, flight);
    // A flight cancelled for a new one (see `landed`) leaves the new one's styles alone.
    const land = () => {
      if (flying.get(el) !== flight) return;
      flying.delete(el);
      lifted.forEach((name) => style.removeProperty(name));
    };
    flight.finished.then(land, land);
  };

  // A paint that moves an element still in flight: the flight is cancelled before the element's
  // new box and own transform are read. Read with the flight running, both carried the flight's
  // transform of that moment (the card then snapped when its new flight ended), and the new
  // flight, started beside a running one, ran on the main thread instead of the compositor. Its
  // start is where the card was seen (`before` read it with the flight running), so it glides on.
  // Every cancel is written before anything is read again: one layout for all of them.
  /** @typedef {{el: Marked, from: PageBox, to: PageBox, fade: boolean}} Move */
  const landed = (/** @type {Move[]} */ moving) => {
    const stopped = moving.filter(({ el }) => flying.get(el)?.playState === "running");
    stopped.forEach(({ el }) => flying.get(el)?.cancel());
    for (const entry of stopped) entry.to = pageBox(entry.el);
  };

  const inWindow = (/** @type {PageBox} */ box) => {
    const x = box.x - window.scrollX + box.w / 2;
    const y = box.y - window.scrollY + box.h / 2;
    return x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight;
  };
  // Its middle inside the window and inside every box around it that clips what it holds.
  const onScreen = (/** @type {Element} */ el) => {
    if (!inWindow(pageBox(el))) return false;
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      if (getComputedStyle(box).overflow === "visible") continue;
      const c = box.getBoundingClientRect();
      if (x < c.left || x > c.right || y < c.top || y > c.bottom) return false;
    }
    return true;
  };

  /** @param {Element} root @param {Map<string, PageBox>} before @returns {Flight[]} */
  const flightPlan = (root, before) => {
    /** @type {Move[]} */
    const moving = [];
    const seen = new Set();
    for (const el of marked(root, "[data-fly], [data-fly-from]")) {
      if (moving.length >= MAX_FLIGHTS || !el.getClientRects().length) continue;
      const key = el.dataset.fly;
      if (key !== undefined && seen.has(key)) continue;
      if (key !== undefined) seen.add(key);
      const to = pageBox(el);
      const old = key !== undefined ? before.get(key) : undefined;
      if (old) {
        if (moved(old, to)) moving.push({ el, from: old, to, fade: false });
        continue;
      }
      const source = el.dataset.flyFrom;
      if (!source) continue;
      let from = before.get(source);
      const now = root.querySelector(`[data-fly="${CSS.escape(source)}"]`);
      if (!from && now && now.getClientRects().length) from = pageBox(now);
      if (!from) continue;
      // A source out of sight (a chip scrolled out of the seat strip) is no place to come
      // from: the element grows where it lands instead of flying in from off the screen.
      if (!(now ? onScreen(now) : inWindow(from))) from = to;
      // Out of the middle of the source, small, and grow into place.
      const w = Math.min(from.w, to.w * 0.4);
      const h = to.w ? (w * to.h) / to.w : to.h;
      moving.push({ el, from: { x: from.x + (from.w - w) / 2, y: from.y + (from.h - h) / 2, w, h }, to, fade: true });
    }
    landed(moving);
    return moving.map(({ el, from, to, fade }) => plan(el, from, to, fade)).filter((f) => f !== null);
  };

  /** @param {Element} root @param {Map<string, string | undefined>} before */
  const pulsePlan = (root, before) => {
    /** @type {{el: Marked, down: boolean}[]} */
    const changed = [];
    for (const el of marked(root, "[data-pulse]")) {
      const old = before.get(pulseKey(el));
      const now = el.dataset.pulse;
      if (old !== undefined && old !== now) changed.push({ el, down: Number(now) < Number(old) });
    }
    if (!changed.length) return [];
    const page = getComputedStyle(document.documentElement);
    const colours = {
      down: page.getPropertyValue("--danger").trim() || "#ff7a7a",
      up: page.getPropertyValue("--accent").trim() || "#ffce54",
    };
    return changed.map(({ el, down }) => ({ el, colour: down ? colours.down : colours.up }));
  };

  const pulse = (/** @type {{el: Marked, colour: string}} */ { el, colour }) => {
    el.animate(
      [{ transform: "scale(1)" }, { transform: "scale(1.3)", color: colour, offset: 0.3 }, { transform: "scale(1)" }],
      { duration: 700, easing: "ease-out" },
    );
  };

  // -- sound: tiny synthesized cues, nothing downloaded ---------------------------------------

  /** @type {AudioContext | null} */
  let audio = null;
  const soundOn = () => {
    try {
      return localStorage.getItem(SOUND_KEY) === "on";
    } catch {
      return false;
    }
  };
  const context = () => {
    const Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) return null;
    if (!audio) audio = new Ctx();
    if (audio.state === "suspended") audio.resume();
    return audio;
  };
  // Browsers start audio only from a gesture: the first tap after sound is on wakes it.
  document.addEventListener("pointerdown", () => soundOn() && context(), { capture: true, passive: true });

  // Each note: [frequency Hz, start s, length s, wave]. Soft: low gain, quick attack, long tail.
  /** @type {Record<string, [number, number, number, OscillatorType][]>} */
  const CUES = {
    play: [[660, 0, 0.12, "sine"], [990, 0.02, 0.1, "sine"]],
    mistake: [[220, 0, 0.22, "triangle"], [165, 0.16, 0.3, "triangle"]],
    won: [[523, 0, 0.16, "sine"], [659, 0.11, 0.16, "sine"], [784, 0.22, 0.3, "sine"]],
  };
  const playCue = (/** @type {string} */ name) => {
    const notes = CUES[name];
    const ctx = notes && context();
    if (!ctx) return;
    const t0 = ctx.currentTime + 0.01;
    for (const [freq, at, len, wave] of notes) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = wave;
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, t0 + at);
      gain.gain.exponentialRampToValueAtTime(0.08, t0 + at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + at + len);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0 + at);
      osc.stop(t0 + at + len + 0.02);
    }
  };

  // The flights and pulses of the last morph, planned in the next animation frame: the boxes
  // they need are the new page's layout, which the frame computes anyway before it paints.
  // Read in the morph's task instead, they made the browser style and lay out the whole page
  // there, and again in its frame (33 of a game's 74 ms paint at 4x CPU). A frame never
  // shows the new page before its flights start: its callbacks run before its paint.
  /** @type {{root: Element, shown: MotionBefore, at: number} | null} */
  let pending = null;
  // A page that was hidden (no frames) shows where things are now, not a flight from long ago.
  const STALE_MS = 500;

  const animate = () => {
    const due = pending;
    pending = null;
    if (!due || performance.now() - due.at > STALE_MS || !due.root.isConnected) return;
    try {
      // Everything read first, then every animation started (see `plan`).
      const pulsing = pulsePlan(due.root, due.shown.pulse);
      if (layoutOf(due.root) === due.shown.layout) flightPlan(due.root, due.shown.fly).forEach(fly);
      pulsing.forEach(pulse);
    } catch (err) {
      console.warn("motion: after", err);
    }
  };

  window.sobremesaMotion = {
    before(root) {
      try {
        // Morphed again before the last morph's frame: the page on screen is still the one
        // before that morph, and the flights start from there.
        const cue = cueOf(root);
        // Under reduced motion nothing flies or pulses: only the cue is compared (see `after`).
        if (reduced && reduced.matches) return { fly: new Map(), pulse: new Map(), cue, layout: undefined };
        if (pending && pending.root === root) return { ...pending.shown, cue };
        return { fly: flyBoxes(root), pulse: pulseValues(root), cue, layout: layoutOf(root) };
      } catch (err) {
        console.warn("motion: before", err);
        return null;
      }
    },
    after(root, before) {
      if (!before) return;
      try {
        const cue = cueOf(root);
        if (cue && cue.cue && before.cue && cue.n !== before.cue.n && soundOn()) playCue(cue.cue);
      } catch (err) {
        console.warn("motion: after", err);
      }
      if (reduced && reduced.matches) return;
      if (!pending || pending.root !== root) requestAnimationFrame(animate);
      pending = { root, shown: before, at: pending && pending.root === root ? pending.at : performance.now() };
    },
    playCue, // for a person trying the sounds from the console
  };
})();
