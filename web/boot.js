// The page's half of the app: Python (the engine and the UI) runs in a Web Worker
// (py-worker.js), so the page's thread only paints, takes taps and runs what only a page can.
//
// The worker starts Python (its downloads, the memory snapshot) and sends the progress, then one
// message per paint: the screen's HTML, which paint.js morphs in. The page forwards each tap on
// a `data-cmd` control with the form's values (the control shows pressed until the answer is
// painted: "a tap shows at once" below), and keeps the browser's page-only parts: its
// localStorage (the worker gets a copy at the start and writes every change back here), WebRTC
// links (p2p.js; their messages go to the worker), the camera, the clipboard, the share sheet,
// the wake lock, a game's own script (its canvas; its calls come as messages) and the service
// worker. A tap made on index.html's first paint before Python is ready waits and is honoured
// once Python's first screen is painted.
//
// For tests and tools: `sobremesaPyodide.runPython(code)` runs Python in the worker and resolves
// with its answer (as JSON-able values) once what it caused is painted; `sobremesaIdle()`
// resolves once no message to or from the worker is in flight and the last paint is applied
// (its focus given).
/** @type {typeof sobremesaTimings} */
const marks = (window.sobremesaTimings = { start: performance.now() });
const base = new URL(".", import.meta.url);
const params = new URLSearchParams(location.search);
const app = document.getElementById("app");
if (!app) throw new Error("index.html has no #app");
const root = app;

const bar = document.getElementById("boot-progress");
/** @param {number} value */
const progress = (value) => {
  if (bar instanceof HTMLProgressElement) bar.value = Math.max(bar.value, Math.min(100, value));
};

// What went wrong, said in words: an error's message, else the thing thrown itself.
const messageOf = (/** @type {unknown} */ err) =>
  String((err && typeof err === "object" && "message" in err && err.message) || err);

const bootError = (/** @type {unknown} */ err) => {
  console.error(err);
  const box = document.getElementById("boot-error");
  if (box) {
    box.hidden = false;
    box.textContent = (document.documentElement.lang === "en"
      ? "The app could not start: " : "La aplicación no pudo arrancar: ") + messageOf(err);
  }
};

const worker = new Worker(new URL("py-worker.js", base), { type: "module" });

// -- messages to the worker, and knowing when it is idle -----------------------------------------

let sent = 0;
let acked = 0;
let painted = false; // Python's first screen is on the page
/** @type {(() => void)[]} */
const idle = [];
/** @type {Map<number, {resolve: (value: unknown) => void, reject: (err: Error) => void}>} */
const runs = new Map(); // id -> {resolve, reject}: sobremesaPyodide.runPython's answers

/** A message to the worker (py-worker.js), numbered here. @param {{type: string} & Record<string, unknown>} message */
function send(message) {
  message.seq = ++sent;
  worker.postMessage(message);
}

function checkIdle() {
  if (!painted || acked < sent || runs.size) return;
  for (const resolve of idle.splice(0)) resolve();
}

// For tests and benchmarks: how many messages the page has sent the worker so far.
window.sobremesaSent = () => sent;

// Idle includes the last paint's focus, which paint.js gives in the frame after the morph.
window.sobremesaIdle = () => new Promise((resolve) => { idle.push(() => resolve(undefined)); checkIdle(); })
  .then(() => window.sobremesaSettled());

let nextRun = 0;
window.sobremesaPyodide = {
  runPython(code) {
    const id = ++nextRun;
    return new Promise((resolve, reject) => {
      runs.set(id, { resolve, reject });
      send({ type: "run", id, code: String(code) });
    });
  },
};

const reply = (/** @type {number | undefined} */ id, /** @type {unknown} */ value) => send({ type: "reply", id, value: value === undefined ? null : value });
/** A command for Python, as a tap on a control would send it. @param {string} cmd @param {unknown} arg @param {Record<string, string>} [form] */
const handle = (cmd, arg, form) => {
  send({ type: "handle", cmd, arg: arg === undefined ? null : arg, form: form || {} });
  return sent;
};

// A value a message can carry back to Python (a game's script may answer anything).
const carried = (/** @type {unknown} */ value) => (value === null || ["string", "number", "boolean"].includes(typeof value) ? value : null);

// For a game's own script (a canvas the player drags on): a command as if a button with
// data-cmd/data-arg was clicked, and the viewer's continuous input to send to the other devices.
window.sobremesaCommand = (cmd, arg) => { handle(String(cmd), arg == null ? null : String(arg), {}); };
window.sobremesaInput = (text) => send({ type: "input", text: String(text) });

// -- the page's facts, handed to the worker at the start ----------------------------------------

function storageCopy() {
  /** @type {Record<string, string | null>} */
  const copy = {};
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key !== null) copy[key] = localStorage.getItem(key);
    }
  } catch (err) { // storage refused (private mode): Python starts with none
    console.warn("storage unreadable:", err);
  }
  return copy;
}

// The page's deferred scripts (paint.js, p2p.js…) have run once DOMContentLoaded has fired; this
// module is async and may run before them, with the document already parsed ("interactive").
function pageScriptsRan() {
  const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType("navigation"));
  if (document.readyState === "complete" || (navigation && navigation.domContentLoadedEventEnd > 0)) {
    return Promise.resolve();
  }
  return new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
}

async function start() {
  await pageScriptsRan();
  if ("share" in navigator) document.documentElement.dataset.canShare = "true";
  worker.postMessage({
    type: "start",
    page: {
      href: location.href,
      search: String(params) && `?${params}`, // the query as this page read it (the worker has its own location)
      hash: location.hash,
      language: navigator.language || "",
      storage: storageCopy(),
      rtc: "RTCPeerConnection" in window,
      p2p: Boolean(window.sobremesaP2P),
    },
  });
  marks.told = performance.now();
}

// -- what Python asks of the page ---------------------------------------------------------------

// Python's messages (browser.py's Page.post and Page.ask), by `op`: what each carries. An `id`
// is the one Python waits on for the answer (`reply`).
/**
 * @typedef {{html: string | null, lang: string, screen: string}} PaintOrder
 * @typedef {{key: string, value: string | null}} StoreOrder
 * @typedef {{id: number, src: string}} ScriptOrder
 * @typedef {{id?: number, target: string, method: string, args?: unknown[], callback?: number}} CallOrder
 * @typedef {{id: number, target: string, prop: string}} ListenOrder
 * @typedef {{id: number, options?: P2POptions}} InviteOrder
 * @typedef {{id: number, offer: string, options?: P2POptions}} AnswerOrder
 * @typedef {{link: number, answer: string}} AcceptOrder
 * @typedef {{link: number, text: string}} SendOrder
 * @typedef {{link: number}} CloseOrder
 */

let storageRefused = false;
/** @param {string} key @param {string | null} value */
function store(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (err) { // the browser's QuotaExceededError, or no storage at all
    console.warn("could not save", String(err));
    if (!storageRefused) send({ type: "storage", refused: true });
    storageRefused = true;
    return;
  }
  if (storageRefused) send({ type: "storage", refused: false });
  storageRefused = false;
}

function paint(/** @type {PaintOrder} */ { html, lang, screen }) {
  const page = document.documentElement;
  if (page.lang !== lang) page.lang = lang; // a write, even of the same value, restyles the page
  if (html !== null && html !== undefined) window.sobremesaMorph(root, html);
  // Another screen opens at its top (a set-up opened from a lower tile kept the home's scroll).
  if (page.dataset.screen !== screen && page.dataset.screen !== undefined) window.scrollTo(0, 0);
  page.dataset.screen = screen;
  page.dataset.ready = "true";
  keepAwake(screen === "game");
  if (!painted) {
    painted = true;
    // The taps made on index.html's first paint while Python started, now on Python's screen:
    // the first in the same task as its first paint, so no tap comes between them, each next
    // one once the screen the one before opened is painted.
    if (window.sobremesaFirstPaint) window.sobremesaFirstPaint.honour(window.sobremesaIdle);
    progress(100);
    marks.ready = performance.now();
  }
}

// A game's own script, run once (the first time its table shows): a game that is never played
// never costs the others its download or its start. It is an ES module: the modules it imports
// beside it (games/<file>, precached with it) load with it, and it has loaded once they all ran.
/** @type {Map<string, Promise<boolean>>} */
const scripts = new Map(); // src -> Promise<boolean>
/** @param {string} src @returns {Promise<boolean>} */
function loadScript(src) {
  let loading = scripts.get(src);
  if (!loading) {
    scripts.set(src, (loading = new Promise((resolve) => {
      const element = document.createElement("script");
      element.type = "module";
      element.src = src;
      element.onload = () => resolve(true);
      element.onerror = () => {
        element.remove(); // the next time the table shows, it is tried again
        scripts.delete(src);
        console.error("could not load", src);
        resolve(false);
      };
      document.head.appendChild(element);
    })));
  }
  return loading;
}

// A page global Python names: what a game's own script set there (any shape: its own).
/** @param {string} name @returns {any} */
const pageGlobal = (name) => /** @type {Record<string, any>} */ (/** @type {unknown} */ (window))[name];

// `window[target][method](...args)` for Python: a game's own script (its physics, say).
function call(/** @type {CallOrder} */ { id, target, method, args, callback }) {
  const object = pageGlobal(target);
  if (!object) {
    if (id !== undefined) reply(id, null);
    return;
  }
  const given = Array.isArray(args) ? args.slice() : [];
  if (callback !== undefined) given[callback] = (/** @type {unknown} */ value) => reply(id, carried(value));
  let result;
  try {
    result = typeof object[method] === "function" ? object[method](...given) : object[method];
  } catch (err) {
    console.error(`${target}.${method} failed`, err);
    if (id !== undefined && callback === undefined) reply(id, null);
    return;
  }
  if (id !== undefined && callback === undefined) {
    Promise.resolve(result).then((value) => reply(id, carried(value)), () => reply(id, null));
  }
}

// -- WebRTC links (p2p.js), seen from Python in messages ------------------------------------------

// p2p.js's API: Python asks for a link only where the page said it has one (its start's `p2p`).
const p2p = () => {
  const api = window.sobremesaP2P;
  if (!api) throw new Error("p2p.js is not loaded");
  return api;
};

/** @type {Map<number, P2PLink>} */
const links = new Map(); // id -> p2p.js Link
/** @type {Map<number, Awaited<ReturnType<SobremesaP2P["hostOffer"]>>>} */
const offers = new Map(); // id -> the host's offer, to accept its answer
let nextLink = 0;
const errorOf = (/** @type {unknown} */ err) => ({
  message: messageOf(err),
  code: err && typeof err === "object" && "code" in err && err.code ? String(err.code) : "",
});
/** @param {number} link @param {string} kind @param {Record<string, unknown>} fields */
const linkEvent = (link, kind, fields) => send({ type: "link", link, kind, ...fields });

/** @param {P2PLink} link */
function wireLink(link) {
  const id = ++nextLink;
  links.set(id, link);
  link.onmessage = (text) => linkEvent(id, "message", { text: String(text) });
  link.onstate = (state) => linkEvent(id, "state", { state: String(state) });
  return id;
}

/** @param {number} id @param {Promise<P2PLink>} promise */
function opened(id, promise) {
  promise.then(
    (link) => {
      if (link && link !== links.get(id)) links.set(id, link);
      linkEvent(id, "open", {});
    },
    (err) => linkEvent(id, "failed", { error: errorOf(err) }),
  );
}

// The network settings (screens/settings.py writes them under this key): the public STUN list
// (on unless turned off; the settings may replace p2p.js's list) and the player's own relay.
// They are read here, on this phone, at each connection: a TURN credential goes to the browser's
// RTCPeerConnection and nowhere else (never into a code, a replay or a save).
const NETWORK_KEY = "sobremesa.network";
/** @param {P2POptions | undefined} options @returns {P2POptions} */
function networkOptions(options) {
  /** @type {{stun?: unknown, stun_servers?: unknown, turn?: {urls?: unknown} | null}} */
  let saved;
  try {
    saved = JSON.parse(localStorage.getItem(NETWORK_KEY) || "{}") || {};
  } catch { // unreadable settings: the defaults
    saved = {};
  }
  const stun = saved.stun === false ? [] :
    Array.isArray(saved.stun_servers) && saved.stun_servers.length ? saved.stun_servers : p2p().PUBLIC_STUN;
  const turn = saved.turn && saved.turn.urls ? saved.turn : null;
  return { ...(options || {}), stun: [...stun], turn };
}

function invite(/** @type {InviteOrder} */ { id, options }) {
  const page = location.href.split("#")[0].split("?")[0];
  const api = p2p();
  api.hostOffer(networkOptions(options)).then((offer) => {
    const link = wireLink(offer.link);
    offers.set(link, offer);
    reply(id, { code: offer.code, link, joinLink: api.joinLink(offer.code, page) });
  }, (err) => reply(id, { error: errorOf(err) }));
}

function answer(/** @type {AnswerOrder} */ { id, offer, options }) {
  let api, promise;
  try {
    api = p2p();
    promise = api.guestAnswer(offer, networkOptions(options));
  } catch (err) { // a bad code is refused synchronously
    reply(id, { error: errorOf(err) });
    return;
  }
  const { answerLink } = api;
  promise.then((answered) => {
    const link = wireLink(answered.link);
    const page = location.href.split("#")[0].split("?")[0];
    reply(id, { code: answered.code, link, answerLink: answerLink(answered.code, page) });
    opened(link, answered.opened);
  }, (err) => reply(id, { error: errorOf(err) }));
}

// -- answers by messenger ------------------------------------------------------------------------
// A guest sends its answer as a link (`#answer=<code>`); a messenger opens it in a new tab or
// window of the host's browser, not in the tab whose invitation waits. That new tab hands the
// code over a BroadcastChannel to the app's other tabs; a tab with an invitation waiting for
// its answer takes it (as if scanned) and says so, and the new tab tells the host it was
// delivered (or that no invitation waits here). Opened in the waiting tab itself, it is taken.
const answers = "BroadcastChannel" in window ? new BroadcastChannel("sobremesa.answers") : null;
const answerIn = (/** @type {string} */ hash) => {
  const m = /^#answer=([A-Za-z0-9_-]+)$/.exec(hash || "");
  return m ? m[1] : null;
};
const waitingOffer = () => [...offers.values()].some((offer) => offer.pc.signalingState === "have-local-offer");
if (answers) {
  answers.addEventListener("message", (event) => {
    /** @type {{answer?: unknown, id?: unknown}} */
    const data = event.data || {};
    if (typeof data.answer !== "string" || !waitingOffer()) return;
    answers.postMessage({ took: data.id });
    handle("scanned", JSON.stringify(data.answer));
  });
}

function deliverAnswer(/** @type {string} */ code) {
  history.replaceState(null, "", location.pathname + location.search); // a reload sends it no more
  if (waitingOffer()) {
    handle("scanned", JSON.stringify(code));
    return;
  }
  if (!answers) {
    handle("answer-delivered", "false");
    return;
  }
  const id = `${Date.now()}-${Math.random()}`;
  const heard = (/** @type {MessageEvent} */ event) => {
    if (!event.data || event.data.took !== id) return;
    clearTimeout(timer);
    answers.removeEventListener("message", heard);
    handle("answer-delivered", "true");
  };
  const timer = setTimeout(() => {
    answers.removeEventListener("message", heard);
    handle("answer-delivered", "false");
  }, 2000); // the waiting tab answers within a frame or two; a sleeping one may take longer
  answers.addEventListener("message", heard);
  answers.postMessage({ answer: code, id });
}

window.addEventListener("hashchange", () => {
  const code = answerIn(location.hash);
  if (code) deliverAnswer(code);
});

/** @param {number} id @param {(link: P2PLink) => void} work */
function linkDo(id, work) {
  const link = links.get(id);
  if (!link) return;
  try {
    work(link);
  } catch (err) {
    console.warn("link:", err);
  }
}

const fromPython = {
  paint,
  store: (/** @type {StoreOrder} */ { key, value }) => store(key, value),
  persist: () => {
    if (navigator.storage && navigator.storage.persist) navigator.storage.persist().catch(() => {});
  },
  script: (/** @type {ScriptOrder} */ { id, src }) => loadScript(src).then((ok) => reply(id, ok)),
  call,
  listen: (/** @type {ListenOrder} */ { id, target, prop }) => {
    const object = pageGlobal(target);
    if (object) object[prop] = (/** @type {unknown[]} */ ...args) => send({ type: "event", id, args: args.map(carried) });
  },
  invite,
  answer,
  accept: (/** @type {AcceptOrder} */ { link, answer: code }) => {
    const offer = offers.get(link);
    if (offer) opened(link, offer.acceptAnswer(code));
  },
  send: (/** @type {SendOrder} */ { link, text }) => linkDo(link, (l) => l.send(text)),
  close: (/** @type {CloseOrder} */ { link }) => {
    linkDo(link, (l) => l.close());
    links.delete(link);
    offers.delete(link);
  },
};

/** @param {Record<string, number | string | boolean> | undefined} given */
function fromWorkerMarks(given) {
  for (const [name, value] of Object.entries(given || {})) {
    if (name === "ready" || name === "start") continue; // the page's own
    marks[name] = typeof value === "number" && name !== "snapshotBytes" ? value - performance.timeOrigin : value;
  }
}

// -- a tap shows at once -------------------------------------------------------------------------

// A tapped control is marked `data-pressed` in the click itself, so the frame after the tap shows
// it landed (app.css), though Python's answer takes a round trip to the worker. The mark goes
// with the answer: the first paint that shows the tap's message, or its ack when nothing was
// painted. The morph sets the new screen's attributes, so a paint of something else (a bot's
// move) in between takes it off: it is put back after that paint on the control still there, in
// the same task, so no frame shows the control unpressed before its answer. A part of the screen
// the morph found unchanged keeps it: it is taken off here.
const PRESSED = "data-pressed";
/** @type {{el: Element, seq: number, cmd: string | null, arg: string | null}[]} */
const pressed = []; // { el, seq, cmd, arg }: taps whose answer has not come yet

/** @param {Element} el @param {number} seq */
function press(el, seq) {
  el.setAttribute(PRESSED, "");
  pressed.push({ el, seq, cmd: el.getAttribute("data-cmd"), arg: el.getAttribute("data-arg") });
}

function answered(/** @type {number} */ seq) {
  for (let i = pressed.length - 1; i >= 0; i--) {
    if (pressed[i].seq <= seq) pressed.splice(i, 1)[0].el.removeAttribute(PRESSED);
  }
  for (let i = pressed.length - 1; i >= 0; i--) {
    const { el, cmd, arg } = pressed[i];
    // Still the control that was tapped (the morph may have made its node another one).
    if (el.isConnected && el.getAttribute("data-cmd") === cmd && el.getAttribute("data-arg") === arg) {
      if (!el.hasAttribute(PRESSED)) el.setAttribute(PRESSED, "");
    } else {
      el.removeAttribute(PRESSED);
      pressed.splice(i, 1);
    }
  }
}

/** @param {string} op @returns {op is keyof typeof fromPython} */
const isOrder = (op) => Object.prototype.hasOwnProperty.call(fromPython, op);

worker.onmessage = (/** @type {MessageEvent<WorkerMessage>} */ { data }) => {
  switch (data.type) {
    case "py": {
      const message = JSON.parse(data.text); // browser.py's: each op's handler says what it holds
      /** @type {string} */
      const op = message.op;
      if (isOrder(op)) fromPython[op](message);
      else console.warn("unknown message from Python:", message.op);
      if (message.op === "paint") {
        if (pressed.length) answered(data.handled);
        // For tests and benchmarks: a paint applied, showing every message up to `handled`.
        document.dispatchEvent(new CustomEvent("sobremesa:flushed", { detail: { handled: data.handled } }));
      }
      break;
    }
    case "ack":
      acked = Math.max(acked, data.seq);
      if (pressed.length) answered(acked);
      break;
    case "result": {
      const run = runs.get(data.id);
      runs.delete(data.id);
      if (run && "error" in data) run.reject(new Error(data.error));
      else if (run) run.resolve(data.value);
      break;
    }
    case "progress":
      progress(data.value);
      break;
    case "ready":
      window.sobremesaBuild = data.build; // phones must share it to play together
      window.sobremesaDev = data.dev; // a development build: ?seed=N deals a fixed game
      fromWorkerMarks(data.marks);
      break;
    case "marks":
      fromWorkerMarks(data.marks);
      break;
    case "console":
      (console[data.level] || console.log)(data.text);
      break;
    case "failed":
      bootError(new Error(data.message));
      break;
    case "cached":
      afterStart().catch((err) => console.warn(err));
      break;
    default:
      break;
  }
  checkIdle();
};
worker.onerror = (event) => bootError(new Error(event.message || "the app's worker failed"));

// -- the player's taps ---------------------------------------------------------------------------

// The values of the form on screen. A named button is a choice (a seat's Person or Bot): as an
// HTML form's submit button, it counts only when it is the one tapped (`submitter`).
function formValues(/** @type {Element | null} */ submitter = null) {
  /** @type {Record<string, string>} */
  const values = {};
  for (const field of root.querySelectorAll("[name]")) {
    if (field.tagName === "BUTTON" && field !== submitter) continue;
    // a form control of any kind (input, select, textarea, button, output) has both
    const { name, value } = /** @type {Element & {name?: unknown, value?: unknown}} */ (field);
    values[String(name)] = String(value);
  }
  return values;
}

/** @param {string} text */
function copy(text) {
  const told = (/** @type {string} */ cmd) => () => handle(cmd, null, formValues());
  const clipboard = navigator.clipboard;
  if (!clipboard) {
    told("copy-refused")();
    return;
  }
  try {
    clipboard.writeText(text).then(told("copied"), told("copy-refused"));
  } catch { // a browser that throws instead of rejecting
    told("copy-refused")();
  }
}

// The phone's own share sheet (a link as a link, an answer code as text); a person who closes
// it has chosen not to share, which is not an error.
function share(/** @type {string} */ text) {
  if (!("share" in navigator)) {
    copy(text);
    return;
  }
  const payload = /^https?:\/\//.test(text) ? { url: text } : { text };
  try {
    navigator.share(payload).catch(() => {});
  } catch { // refused outright (no user gesture, say): copy instead
    copy(text);
  }
}

// Point the camera at the guest's answer QR; what it reads goes to the app.
/** @type {(() => void) | null} */
let scanner = null;
function scan() {
  const box = root.querySelector(".scanner");
  if (!(box instanceof HTMLElement) || !window.sobremesaQR) return;
  box.hidden = false;
  if (scanner) scanner();
  scanner = window.sobremesaQR.scan({
    video: box.querySelector("video"),
    onCode: (text) => {
      scanner = null;
      const code = String(text);
      const at = code.indexOf("#join=");
      handle("scanned", JSON.stringify(at >= 0 ? code.slice(at + 6) : code));
    },
    onError: (message, code) => {
      scanner = null;
      handle("scan-failed", JSON.stringify({ code: code ? String(code) : "", message: String(message) }));
    },
  });
}

root.addEventListener("click", (event) => {
  if (!painted) return; // index.html's first paint keeps the tap until Python is ready
  const tapped = event.target;
  const target = tapped instanceof Element ? tapped.closest("[data-cmd]") : null;
  if (!target || ("disabled" in target && target.disabled)) return; // a tap beside every button: nothing to do
  const copied = target.getAttribute("data-copy");
  const shared = target.getAttribute("data-share");
  if (copied !== null) {
    copy(copied);
    return;
  }
  if (shared !== null) {
    share(shared);
    return;
  }
  const cmd = target.getAttribute("data-cmd") ?? ""; // there: the tap found it by this attribute
  if (cmd === "scan") {
    scan();
    return;
  }
  press(target, handle(cmd, target.getAttribute("data-arg"), formValues(target)));
});

// A choice that changes the screen (a team, how many teams) redraws it at once.
root.addEventListener("change", (event) => {
  if (!painted) return;
  const target = event.target;
  if (!(target instanceof Element)) return; // a change is a control's
  const name = String(("name" in target && target.name) || "");
  if (target.hasAttribute("data-refresh")) handle("refresh", null, formValues());
  else if (name === "replay-jump") handle("replay-jump", null, formValues()); // go to that move
});

// Another tab of the app wrote to localStorage (it took the saved game over, say): the worker's
// copy follows (`key` null: the storage was cleared, the whole copy again).
window.addEventListener("storage", (event) => {
  if (event.storageArea !== localStorage) return;
  if (event.key === null) send({ type: "stored", all: storageCopy() });
  else send({ type: "stored", key: event.key, value: event.newValue });
});

// A new invitation link opened in this same page (only the #fragment changed).
window.addEventListener("hashchange", () => send({ type: "hash", hash: location.hash }));

// -- the wake lock: held while a game is on screen -------------------------------------------------

// Asked for once when a game shows, released on leaving it (where the browser has the API). The
// browser drops the lock itself when the page is hidden (the phone locked); it is asked again
// when the page is shown. A refusal is not asked again on every repaint, only when a game starts
// or the page is shown again.
/** @type {{lock: WakeLockSentinel | null, asked: boolean, wanted: boolean, refused: boolean}} */
const wake = { lock: null, asked: false, wanted: false, refused: false };

function askWakeLock() {
  if (wake.asked || wake.refused || !("wakeLock" in navigator)) return;
  if (wake.lock && !wake.lock.released) return;
  if (document.visibilityState !== "visible") return; // a hidden page is refused
  wake.asked = true;
  const refused = () => { // not allowed (no user gesture, battery saver): play on
    wake.asked = false;
    wake.refused = true;
  };
  try {
    navigator.wakeLock.request("screen").then((sentinel) => {
      wake.asked = false;
      if (wake.wanted) wake.lock = sentinel;
      else sentinel.release(); // the game was left while the request was on its way
    }, refused);
  } catch {
    refused();
  }
}

function keepAwake(/** @type {boolean} */ wanted) {
  if (wanted && !wake.wanted) wake.refused = false;
  wake.wanted = wanted;
  if (wanted) {
    askWakeLock();
  } else if (wake.lock) {
    const sentinel = wake.lock;
    wake.lock = null;
    sentinel.release();
  }
}

document.addEventListener("visibilitychange", () => {
  if (wake.wanted && document.visibilityState === "visible") { // unlocked mid-game: ask again
    wake.refused = false;
    askWakeLock();
  }
});

// -- after the start: the service worker, persistent storage --------------------------------------

function offlineReady() {
  document.documentElement.dataset.offline = "ready";
  const note = document.getElementById("offline-note");
  if (note && !note.dataset.shown) {
    note.dataset.shown = "true";
    note.textContent = document.documentElement.lang === "en"
      ? "Ready to play offline" : "Listo para jugar sin conexión";
    note.hidden = false;
    setTimeout(() => { note.hidden = true; }, 4000);
  }
}

let started = false;
async function afterStart() { // the worker's downloads are in the cache the service worker fills
  if (started) return;
  started = true;
  if ("serviceWorker" in navigator && !params.has("nosw")) {
    const serviceWorker = navigator.serviceWorker;
    const firstInstall = !serviceWorker.controller;
    serviceWorker.addEventListener("message", (event) => {
      if (event.data && event.data.type === "offline-ready") offlineReady();
    });
    try {
      await serviceWorker.register("service-worker.js");
      const registration = await serviceWorker.ready;
      if (!firstInstall && !registration.installing && !registration.waiting) {
        document.documentElement.dataset.offline = "ready"; // quietly: it was ready before
      }
    } catch (err) {
      console.warn("service worker", err);
    }
  }
  if (navigator.storage && navigator.storage.persist) {
    // Ask that the cache (the app, its snapshot) and the saved games survive storage pressure.
    navigator.storage.persist().then((granted) => { marks.persisted = granted; }).catch(() => {});
  }
}

start().then(() => {
  const code = answerIn(location.hash); // this tab was opened by a guest's answer link
  if (code) deliverAnswer(code);
}).catch(bootError);
