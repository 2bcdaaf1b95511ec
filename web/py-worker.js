// @ts-check
// The app's Python, off the page's thread: this module worker starts Pyodide, runs the engine
// and the UI's Python, and talks to the page (boot.js) in messages. The page paints the HTML it
// is sent (one message per paint), forwards the player's taps, and keeps what only a page has:
// the DOM, localStorage, WebRTC, the camera, the clipboard, the wake lock, a game's canvas. So a
// start, a bot weighing its move or a host checking a guest's move never freezes the screen.
//
// A repeat visit starts from a memory snapshot this device made on its first visit: Python with
// the engine, the UI and every game already imported, restored in a fraction of a normal start.
// The snapshot belongs to one exact build (build.json's "build"), lives in Cache Storage and is
// never shipped; if it is missing, stale or broken, or the browser cannot make one, Python starts
// normally and a second worker makes a new one once the app is up (snapshot-worker.js). The
// snapshot holds imported code only: a game in progress is in the page's localStorage, which
// stays the truth (the page hands this worker a copy at the start, and every write goes back).
//
// The files downloaded here go into the service worker's cache as they arrive (under their
// content hash, as the service worker keys them), so its precache finds them there and a first
// visit downloads each file once. The page's progress bar counts their bytes, then the steps.
//
// Every file is asked for at its content-hash address (`path?v=<hash>`). Chromium keeps the
// compiled code of a wasm only for a response of the network stack (a download, or the HTTP
// cache), keyed by its address, never for one read from Cache Storage or made of bytes
// (docs/compiled-code.md): so the runtime's wasm is compiled from the network's own response on
// a first visit, and from the HTTP cache's copy of that address afterwards, with no network
// (the service worker lets such a request through); Cache Storage's copy is the fallback.
// sobremesaTimings.compiled says which one this start compiled.
//
// Page -> worker: {type: "start", page: {...}} once, then the page's events ({type: "handle"},
// "hash", "input", "reply", "event", "stored", "run"...), each with a `seq`; the worker answers
// every one with {type: "ack", seq} once what it caused is painted, so the page knows when it is
// idle. Worker -> page: "progress", "marks", "ready", "failed", "paint", "store", "call", "ack",
// "result". Python's half of the conversation is web/ui/sobremesa_web/browser.py.
import "./js/qr.js"; // Python draws the connections' QR codes here (sobremesaQR)

/** @typedef {import("pyodide").PyodideAPI} PyodideAPI */
/** @typedef {typeof import("pyodide").loadPyodide} LoadPyodide */
/**
 * build.json, as scripts/build.py writes it: each file's [content hash, size], the archives of
 * the engine (wheel), its dependencies (wheels) and the UI (ui), and what a snapshot belongs to.
 * @typedef {{build: string, files: Record<string, [string, number]>, wheel: string,
 *   wheels?: string[], ui: string, preimport: string[], dev?: boolean}} Build
 */
/**
 * The app's archives as they arrive.
 * @typedef {{wheel: Promise<Uint8Array>, dependencies: Promise<Uint8Array>[],
 *   ui: Promise<Uint8Array>}} AppFiles
 */
/** @typedef {{pyodide: PyodideAPI, rest: (() => Promise<void>) | null}} Started */
/**
 * A message of the page's (boot.js): its kind and number, and what its kind carries (a "start"
 * its page, a "run" its id and code; the others, what browser.py reads of them).
 * @typedef {{type: string, seq?: number, page?: Page, id?: number, code?: string}} PageMessage
 */
/** @typedef {{type: "run", id: number, code: string, seq?: number}} RunOrder */
/**
 * What the page tells at the start (boot.js), and what this worker adds to it.
 * @typedef {{search?: string, build?: string, dev?: boolean} & Record<string, unknown>} Page
 */

// What the worker and its Python write to the console is written to the page's, where a person
// debugging (and a test) reads it.
for (const level of /** @type {const} */ (["error", "warn", "info", "log"])) {
  const own = console[level].bind(console);
  console[level] = (/** @type {unknown[]} */ ...args) => {
    const text = args.map((a) => (a instanceof Error ? a.stack || String(a) : String(a))).join(" ");
    try {
      self.postMessage({ type: "console", level, text });
    } catch {
      own(...args);
    }
  };
}

const origin = performance.timeOrigin;
/** @type {Record<string, number | string>} */
const marks = { worker: origin + performance.now() }; // this script running
/** @param {string} name */
const mark = (name) => { marks[name] = origin + performance.now(); };
const base = new URL(".", import.meta.url);
const FILES = "sobremesa-files"; // shared with service-worker.js
const SNAPSHOTS = "sobremesa-snapshot";
const RUNTIME = new URL("runtime/", base).href;
const UI_DIR = "/home/pyodide/ui";

/** @param {WorkerMessage} message @param {Transferable[]} [transfer] */
const post = (message, transfer) => self.postMessage(message, transfer || []);
let shown = 0;
/** @param {number} value */
const progress = (value) => {
  const next = Math.max(shown, Math.min(100, value));
  if (next - shown >= 1 || next === 100) post({ type: "progress", value: next });
  shown = next;
};

// What the page tells at the start: its address, language, features and a copy of its storage.
/** @type {Page | null} */
let page = null;
/** @type {(page: Page) => void} */
let gotPage = () => {};
/** @type {Promise<Page>} */
const pageKnown = new Promise((resolve) => { gotPage = resolve; });
let params = new URLSearchParams();

// -- downloads: cache first, then the network, filling the cache --------------------------------

const networkFetch = self.fetch.bind(self);
const download = { total: 1, received: 0 };
/** @param {number} n */
const count = (n) => {
  download.received += n;
  progress(5 + 75 * Math.min(1, download.received / download.total)); // 5..80: bytes
};
/** @type {Promise<unknown>[]} */
const pending = []; // cache writes the service worker's precache should find done
/** @type {Map<string, Promise<{bytes: ArrayBuffer, contentType: string | null}>>} */
const inMemory = new Map(); // url -> bytes this visit downloaded, for the snapshot's worker
/** @type {Map<string, Promise<Response>>} */
const early = new Map(); // url -> a response started before Pyodide asked for it
const WASM = "runtime/pyodide.asm.wasm";
// The runtime's wasm, compiled as soon as build.json gives its address (a promise of its
// WebAssembly.Module), while the snapshot is read and pyodide.asm.mjs loads: Pyodide itself asks
// for it only once both are done. Pyodide's instantiateStreaming takes this module (see
// withOurFetch); null where the browser cannot compile a stream (Pyodide's own path then).
/** @type {Promise<WebAssembly.Module> | null} */
let runtimeModule = null;
/** @type {Build | null} */
let build = null;
/** @type {AppFiles | null} */
let bootFiles = null; // the engine, its dependencies and the UI, as the boot downloaded them
let wantSnapshot = false; // no snapshot of this build yet: one is made once the app is up

// Where a file of this build lives: its content-hash address, the key the service worker keeps
// it under.
/** @param {string} rel @param {string} hash */
const addressOf = (rel, hash) => new URL(`${rel}?v=${hash}`, base).href;
/** @param {ArrayBuffer} buffer */
const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
/** @param {string} name @returns {Promise<Cache>} */
const openCache = (name) => ("caches" in self ? caches.open(name) : Promise.reject(new Error("no Cache Storage")));

/** @param {ReadableStream<Uint8Array>} body @param {() => void} done */
const counted = (body, done) => body.pipeThrough(new TransformStream({
  transform(chunk, controller) { count(chunk.byteLength); controller.enqueue(chunk); },
  flush: done,
}));

// The app's own archives are needed only once Python has started, seconds after the runtime
// has arrived: asked for then, they do not share a slow link with the runtime.
const RUNTIME_FILES = ["runtime/pyodide.asm.wasm", "runtime/python_stdlib.zip"];
const awaited = new Set(RUNTIME_FILES);
/** @type {Map<string, Promise<Response>>} */
const prefetched = new Map(); // rel -> a network response asked for when the runtime arrived
/** @type {string[]} */
let appArchives = [];
/** @type {() => void} */
let openGate = () => {};
/** @type {Promise<void>} */
const runtimeArrived = new Promise((resolve) => { openGate = resolve; });
/** @param {string} rel @param {boolean} fromNetwork */
function arrived(rel, fromNetwork) {
  if (!awaited.delete(rel) || awaited.size) return;
  if (fromNetwork && build) {
    for (const archive of appArchives) {
      if (build.files[archive]) prefetched.set(archive, networkFetch(addressOf(archive, build.files[archive][0])));
    }
  }
  openGate();
}

/**
 * @param {Cache} cache @param {string} key @param {ReadableStream<Uint8Array>} body
 * @param {string} hash @param {string | null} type
 */
async function keep(cache, key, body, hash, type) {
  const bytes = await new Response(body).arrayBuffer();
  try {
    if (hex(await crypto.subtle.digest("SHA-256", bytes)).slice(0, 16) !== hash) {
      throw new Error("not this build's file");
    }
    await cache.put(key, new Response(bytes, { headers: type ? { "Content-Type": type } : {} }));
  } catch (err) { // the service worker will fetch it; the boot goes on with the bytes it has
    console.warn("not stored:", key, err);
  }
  return bytes;
}

// A file of this build: from memory, the cache, or the network (then cached as it streams in).
/** @param {string | URL} url @returns {Promise<Response>} */
async function fetchFile(url) {
  const address = new URL(url, base);
  const rel = address.href.startsWith(base.href) ? address.href.slice(base.href.length) : null;
  const entry = build && rel !== null && !address.search ? build.files[rel] : undefined;
  if (!entry || rel === null) return networkFetch(url);
  const [hash, size] = entry;
  /** @param {Response} response */
  const type = (response) => response.headers.get("Content-Type");
  const wasm = rel.endsWith(".wasm");
  /** @param {string} how */
  const compiled = (how) => { if (wasm) marks.compiled = how; };
  const started = early.get(rel);
  if (started) {
    early.delete(rel);
    return started;
  }
  const remembered = inMemory.get(rel);
  if (remembered) {
    compiled("memory");
    arrived(rel, false);
    const { bytes, contentType } = await remembered;
    return new Response(bytes, { headers: contentType ? { "Content-Type": contentType } : {} });
  }
  const key = addressOf(rel, hash);
  const kept = wasm && await networkFetch(key, { cache: "only-if-cached", mode: "same-origin" })
    .catch(() => null);
  if (kept && kept.ok) {
    compiled("http-cache");
    count(size);
    arrived(rel, false);
    return kept;
  }
  const cache = await openCache(FILES).catch(() => null);
  const hit = cache && await cache.match(key).catch(() => null);
  if (hit) {
    compiled("cache-storage");
    count(size);
    arrived(rel, false);
    return hit;
  }
  const ahead = prefetched.get(rel);
  prefetched.delete(rel);
  const response = await (ahead || networkFetch(key));
  if (!response.ok || !response.body) {
    arrived(rel, false);
    return response;
  }
  // A wasm is compiled from the network's response itself as it streams in, and a clone of it
  // is counted and kept; anything else is handed on as a counted copy of what streams in.
  const contentType = type(response);
  const done = () => arrived(rel, true);
  let given = response;
  /** @type {ReadableStream<Uint8Array>} */
  let theirs;
  if (wasm) {
    // a clone of a response with a body has one
    theirs = counted(/** @type {ReadableStream<Uint8Array>} */ (response.clone().body), done);
    compiled("streaming-network");
  } else {
    const [mine, other] = response.body.tee();
    theirs = other;
    given = new Response(counted(mine, done), { headers: contentType ? { "Content-Type": contentType } : {} });
  }
  const stored = cache ? keep(cache, key, theirs, hash, contentType) : new Response(theirs).arrayBuffer();
  inMemory.set(rel, stored.then((data) => ({ bytes: data, contentType })));
  pending.push(stored.catch((err) => console.warn("not stored:", key, err)));
  return given;
}

/** @param {string} url */
const bytes = async (url) => {
  const response = await fetchFile(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};

// Pyodide fetches its wasm, standard library and lock file with fetch(url): during loadPyodide
// those go through fetchFile; anything else goes to the network untouched.
/** @template T @param {() => Promise<T>} work @returns {Promise<T>} */
async function withOurFetch(work) {
  const wasm = new URL(WASM, base).href;
  self.fetch = (input, init) => {
    if (!(typeof input === "string" || input instanceof URL) || (init && Object.keys(init).length)) {
      return networkFetch(input, init);
    }
    // Compiled already (runtimeModule): Pyodide hands this response to instantiateStreaming
    // below, which instantiates the module instead.
    if (runtimeModule && new URL(input, base).href === wasm) return Promise.resolve(new Response(null));
    return fetchFile(input);
  };
  // Pyodide's instantiateStreaming(its fetch of the wasm, imports): the module compiled early,
  // instantiated with Pyodide's imports. Marked: sobremesaTimings.instantiate, .instantiated.
  const { instantiateStreaming } = WebAssembly;
  if (instantiateStreaming) {
    WebAssembly.instantiateStreaming = (source, imports) => {
      mark("instantiate");
      const made = runtimeModule
        ? runtimeModule.then(async (module) => ({ module, instance: await WebAssembly.instantiate(module, imports) }))
        : instantiateStreaming.call(WebAssembly, source, imports);
      return made.then((result) => {
        mark("instantiated");
        return result;
      });
    };
  }
  try {
    return await work();
  } finally {
    self.fetch = networkFetch;
    if (instantiateStreaming) WebAssembly.instantiateStreaming = instantiateStreaming;
  }
}

// -- the memory snapshot --------------------------------------------------------------------

// build.json, once start() has read it (everything after that asks for it here)
const theBuild = () => {
  if (!build) throw new Error("no build.json yet");
  return build;
};

const snapshotKey = () => new URL(`snapshot?build=${theBuild().build}`, base).href;

// The wasm's memory from the snapshot as snapshot-worker.js stores it (its pack: the pages of
// zeros left out); anything else is refused, so that the start falls back.
const PAGE = 4096;
/** @param {Uint8Array} stored */
function unpackSnapshot(stored) {
  const view = new DataView(stored.buffer, stored.byteOffset, stored.byteLength);
  if (stored.byteLength < 8 || view.getUint32(0) !== 0x534d5331) throw new Error("not a snapshot");
  const length = view.getUint32(4);
  const pages = Math.ceil(length / PAGE);
  const memory = new Uint8Array(length);
  let at = 8 + pages;
  for (let page = 0; page < pages && at <= stored.byteLength; page++) {
    const flag = stored[8 + page];
    if (flag > 1) throw new Error("broken snapshot");
    if (!flag) continue;
    const size = Math.min(PAGE, length - page * PAGE);
    memory.set(stored.subarray(at, at + size), page * PAGE);
    at += size;
  }
  if (at !== stored.byteLength) throw new Error("broken snapshot");
  return memory;
}

// This build's snapshot, if this device keeps one: { bytes }, a promise of its bytes, read from
// Cache Storage while the runtime loads (loadPyodide awaits it only once it needs it).
async function findSnapshot() {
  try {
    const hit = await (await openCache(SNAPSHOTS)).match(snapshotKey());
    if (!hit) return null;
    const bytes = hit.arrayBuffer().then((buffer) => {
      mark("snapshotRead");
      if (String(buffer.byteLength) !== hit.headers.get("X-Length")) throw new Error("truncated snapshot");
      const memory = unpackSnapshot(new Uint8Array(buffer));
      mark("snapshotUnpacked");
      return memory;
    });
    bytes.catch(() => {}); // a broken snapshot fails the restore, which falls back
    return { bytes };
  } catch (err) {
    console.warn("snapshot unreadable:", err);
    return null;
  }
}

const dropSnapshot = () => openCache(SNAPSHOTS).then((c) => c.delete(snapshotKey())).catch(() => {});

// -- starting Python ----------------------------------------------------------------------------

/** @param {PyodideAPI} pyodide @param {AppFiles} files */
async function unpack(pyodide, files) {
  openGate(); // Python is up: whatever happened to the runtime's downloads, fetch the rest
  const [wheel, dependencies, ui] = await Promise.all([files.wheel, Promise.all(files.dependencies), files.ui]);
  mark("archives"); // their bytes are here: what follows is unpacking
  pyodide.unpackArchive(wheel, "wheel");
  for (const dependency of dependencies) pyodide.unpackArchive(dependency, "wheel");
  pyodide.unpackArchive(ui, "zip", { extractDir: UI_DIR });
}

// New finders for the new file system (importlib.invalidate_caches would import more).
const newFinders = (/** @type {PyodideAPI} */ pyodide) => pyodide.runPython("import sys; sys.path_importer_cache.clear()");

// Python restored from a snapshot, checked, with its own random numbers, and browser.py (the
// one module of the first screen the snapshot cannot hold imported: it imports the page) made
// from the code the snapshot keeps, so that the first screen reads no file: the app's archives
// are unpacked after it (unpackLater). Returns the Python and that step.
/**
 * @param {LoadPyodide} loadPyodide @param {Promise<Uint8Array>} snapshot @param {AppFiles} files
 * @returns {Promise<Started>}
 */
async function restore(loadPyodide, snapshot, files) {
  const pyodide = await withOurFetch(() => loadPyodide({ indexURL: RUNTIME, _loadSnapshot: snapshot }));
  mark("restored");
  const found = pyodide.runPython("import __main__; getattr(__main__, 'SOBREMESA_BUILD', None)");
  if (found !== theBuild().build) throw new Error(`snapshot of another build (${found})`);
  openGate(); // Python is up: whatever happened to the runtime's downloads, fetch the rest
  newFinders(pyodide);
  pyodide.runPython(`
import __main__, importlib.util, random, sys
random.seed()
origin, code = __main__.SOBREMESA_BROWSER
spec = importlib.util.spec_from_file_location("sobremesa_web.browser", origin)
module = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = module
exec(code, module.__dict__)
sys.modules["sobremesa_web"].browser = module
del origin, code, spec, module
`);
  return { pyodide, rest: () => unpackLater(pyodide, files) };
}

// The app's archives back in the file system of a restored Python, once its first screen is
// painted. Their modules are in the snapshot; their files are for what reads a file or imports
// a module the snapshot does not hold (a traceback's lines, a rules module's fingerprint not
// asked for while the snapshot was made), which no page message may reach before this is done
// (see `accepting`).
/** @param {PyodideAPI} pyodide @param {AppFiles} files */
async function unpackLater(pyodide, files) {
  await unpack(pyodide, files);
  newFinders(pyodide);
  mark("unpacked");
}

/** @param {LoadPyodide} loadPyodide @param {AppFiles} files @returns {Promise<Started>} */
async function plain(loadPyodide, files) {
  const pyodide = await withOurFetch(() => loadPyodide({ indexURL: RUNTIME }));
  await unpack(pyodide, files);
  pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(UI_DIR)})`);
  return { pyodide, rest: null };
}

// This build's snapshot, looked up (and its bytes read) as soon as the page has said whether it
// wants one: null if not, or if there is none.
function lookForSnapshot() {
  if (!("caches" in self)) {
    marks.snapshot = "unavailable"; // nowhere to keep one (not a secure context)
    return null;
  }
  if (params.has("nosnapshot")) {
    marks.snapshot = "off";
    return null;
  }
  return findSnapshot();
}

/**
 * @param {LoadPyodide} loadPyodide @param {AppFiles} files
 * @param {Promise<{bytes: Promise<Uint8Array>} | null> | null} looked
 */
async function startPython(loadPyodide, files, looked) {
  if (looked) {
    const saved = await looked;
    if (saved) {
      try {
        marks.snapshot = "loaded";
        return await restore(loadPyodide, saved.bytes, files);
      } catch (err) {
        console.warn("the snapshot did not start; starting normally:", err);
        marks.snapshot = "fallback";
        await dropSnapshot();
      }
    }
    marks.snapshot ??= "deferred"; // made by snapshot-worker.js once the app is up
    wantSnapshot = true;
  }
  return plain(loadPyodide, files);
}

// The snapshot for the next visit, made by another worker from the bytes this visit downloaded
// (it takes them: they are not needed here any more).
/** @param {AppFiles} files */
async function makeSnapshotAside(files) {
  /** @type {SnapshotOrder["files"]} */
  const given = {};
  /** @type {ArrayBuffer[]} */
  const transfer = [];
  for (const [rel, remembered] of inMemory) {
    const { bytes: data, contentType } = await remembered;
    given[new URL(rel, base).href] = { bytes: data, type: contentType };
    transfer.push(data);
  }
  /** @type {SnapshotOrder} */
  const message = {
    build: theBuild().build,
    runtime: RUNTIME,
    files: given,
    wheel: await files.wheel,
    dependencies: await Promise.all(files.dependencies),
    ui: await files.ui,
    uiDir: UI_DIR,
    preimport: theBuild().preimport,
    key: snapshotKey(),
  };
  const worker = new Worker(new URL("snapshot-worker.js", base), { type: "module" });
  /** @type {SnapshotReply} */
  const reply = await new Promise((resolve) => {
    worker.onmessage = ({ data }) => resolve(data);
    worker.onerror = (event) => resolve({ type: "failed", message: event.message || "worker error" });
    worker.postMessage(message, transfer.filter((b, i) => transfer.indexOf(b) === i));
  });
  worker.terminate();
  if (reply.type !== "saved") throw new Error(reply.message);
  marks.snapshotBytes = reply.bytes; // as stored
  mark("snapshotSaved");
  post({ type: "marks", marks });
}

// -- the conversation with the page ----------------------------------------------------------

/** @type {PyodideAPI | null} */
let pyodide = null;
/** @type {PageMessage[]} */
const waiting = []; // the page's messages that came before Python took messages
/** @type {((message: string) => void) | null} */
let receive = null; // browser.py's handler of one page message (a JSON string)
// Python takes the page's messages once its first screen is painted and its file system is
// whole: after a snapshot's restore, a tap made on the first screen waits for the engine's
// files (unpackRest), so nothing it runs can miss one.
let accepting = false;

// Once Python has handled a message and painted what it changed (its flush, asked for with
// setTimeout(0) as this message's handler ran, fires first), the page hears the ack.
const ack = (/** @type {number | undefined} */ seq) => { if (seq !== undefined) setTimeout(() => post({ type: "ack", seq }), 0); };

// What went wrong, said in words: an error's message, else the thing thrown itself.
const messageOf = (/** @type {unknown} */ err) =>
  String((err && typeof err === "object" && "message" in err && err.message) || err);

// A value Python answered, as something a message can carry (a dict as an object).
/** @param {any} value a Python object's proxy, or a value Pyodide converted already */
function plainValue(value) {
  if (value && typeof value.toJs === "function") {
    const converted = value.toJs({ dict_converter: Object.fromEntries, create_pyproxies: false });
    value.destroy();
    return converted;
  }
  return value;
}

/** @param {RunOrder} data */
async function run(data) {
  // A test's or a tool's Python, run here (it may `await`): its answer is sent once what it
  // caused is painted.
  /** @type {{type: "result", id: number, value?: unknown, error?: string}} */
  let reply;
  try {
    if (!pyodide) throw new Error("Python has not started");
    reply = { type: "result", id: data.id, value: plainValue(await pyodide.runPythonAsync(data.code)) };
  } catch (err) {
    reply = { type: "result", id: data.id, error: messageOf(err) };
  }
  setTimeout(() => {
    try {
      post(reply);
    } catch { // a value no message can carry: its text
      post({ type: "result", id: data.id, value: String(reply.value) });
    }
    ack(data.seq);
  }, 0);
}

let handled = 0; // the last page message Python has taken (its seq): what a paint already shows

/** @param {PageMessage} data */
function dispatch(data) {
  if (data.seq !== undefined) handled = data.seq;
  if (data.type === "run") {
    run(/** @type {RunOrder} */ (data)); // boot.js's runPython sends both
    return;
  }
  try {
    if (!receive) throw new Error("browser.py has not set its receiver");
    receive(JSON.stringify(data));
  } catch (err) {
    console.error("the app could not take a page message:", err);
  } finally {
    ack(data.seq);
  }
}

self.onmessage = (/** @type {MessageEvent<PageMessage | null>} */ { data }) => {
  if (!data || typeof data !== "object") return;
  if (data.type === "start") {
    const told = data.page || {};
    page = told;
    params = new URLSearchParams(told.search || "");
    gotPage(told);
    return;
  }
  if (!accepting) waiting.push(data);
  else dispatch(data);
};

// What browser.py reaches as `js.sobremesaPage`: the page's facts and the way to write to it.
self.sobremesaPage = {
  facts: () => JSON.stringify(page),
  post: (text) => post({ type: "py", text, handled }),
  /** @param {(message: string) => void} fn */
  set receiver(fn) { receive = fn; },
};

async function start() {
  const runtime = import("./runtime/pyodide.mjs");
  // The glue pyodide.mjs imports only once loadPyodide runs (1.2 MB of script): fetched and
  // compiled now, beside build.json and the wasm; loadPyodide's import finds this very module.
  import("./runtime/pyodide.asm.mjs").catch(() => {}); // loadPyodide reports a failure
  /** @type {Build} */
  const built = await networkFetch(new URL("build.json", base)).then((r) => r.json());
  build = built;
  mark("build");
  const runtimeFiles = [...RUNTIME_FILES, "runtime/pyodide-lock.json"];
  appArchives = [built.wheel, ...(built.wheels || []), built.ui];
  download.total = [...runtimeFiles, ...appArchives]
    .reduce((sum, url) => sum + (built.files[url] ? built.files[url][1] : 0), 0) || 1;
  progress(5);
  // Start the big downloads now, not once pyodide.mjs has asked for them; loadPyodide takes
  // these very responses (still streaming) when it asks.
  for (const rel of runtimeFiles) {
    if (rel === WASM && WebAssembly.compileStreaming) {
      runtimeModule = fetchFile(new URL(rel, base).href).then((response) => {
        if (!response.ok) throw new Error(`${rel}: ${response.status}`);
        return WebAssembly.compileStreaming(response);
      });
      runtimeModule.then(() => mark("wasmCompiled"), () => {}); // loadPyodide reports a failure
    } else {
      early.set(rel, fetchFile(new URL(rel, base).href));
    }
  }
  const later = (/** @type {string} */ url) => runtimeArrived.then(() => bytes(url));
  /** @type {AppFiles} */
  const files = {
    wheel: later(built.wheel),
    dependencies: (built.wheels || []).map(later), // the engine's pure-Python dependencies
    ui: later(built.ui),
  };
  bootFiles = files;
  const told = await pageKnown;
  told.build = String(built.build || ""); // phones must share it to play together
  told.dev = built.dev === true; // a development build: ?seed=N deals a fixed game
  const looked = lookForSnapshot(); // read while pyodide.mjs loads and the wasm compiles
  const { loadPyodide } = await runtime;
  mark("runtime");
  const started = await startPython(loadPyodide, files, looked);
  const python = (pyodide = started.pyodide);
  mark("pyodide");
  progress(95);
  python.runPython("from sobremesa_web import browser");
  mark("imported");
  // Before the first paint, so that a page showing Python's screen (data-ready) already knows
  // the build and how this start went (its marks: the snapshot loaded or not).
  post({ type: "ready", build: told.build, dev: told.dev, marks });
  python.runPython("browser.start()");
  mark("started");
  post({ type: "marks", marks: { started: marks.started } });
  if (started.rest) {
    await started.rest().catch((err) => console.error("the app's files were not unpacked:", err));
    post({ type: "marks", marks: { archives: marks.archives, unpacked: marks.unpacked } });
  }
  accepting = true;
  for (const data of waiting.splice(0)) dispatch(data);
}

async function afterStart() {
  await Promise.allSettled(pending); // the service worker's precache finds the boot's files stored
  pending.length = 0;
  post({ type: "cached" }); // the page registers the service worker now
  if (wantSnapshot && bootFiles) {
    wantSnapshot = false;
    await makeSnapshotAside(bootFiles).catch((err) => console.warn("no memory snapshot made:", err));
  }
  inMemory.clear();
  bootFiles = null;
}

start()
  .then(() => afterStart().catch((err) => console.warn(err)))
  .catch((err) => {
    console.error(err);
    post({ type: "failed", message: String((err && err.message) || err) });
    post({ type: "cached" });
  });
