// Starts Python and hands #app to the Python UI. Everything comes from this site.
//
// A repeat visit starts from a memory snapshot this device made on its first visit: Python with
// the engine, the UI and every game already imported, restored in a fraction of a normal start.
// The snapshot belongs to one exact build (build.json's "build"), lives in Cache Storage and is
// never shipped; if it is missing, stale or broken, or the browser cannot make one, the boot
// starts Python normally and a worker makes a new one once the app is up (snapshot-worker.js).
// The snapshot holds imported code only: a game in progress is in localStorage, which stays the
// truth.
//
// The files the boot downloads go into the service worker's cache as they arrive (under their
// content hash, as the worker keys them), so the worker's precache finds them there and a first
// visit downloads each file once. The progress bar counts their bytes, then the boot's steps.
//
// Every file is asked for at its content-hash address (`path?v=<hash>`). Chromium keeps the
// compiled code of a wasm only for a response of the network stack (a download, or the HTTP
// cache), keyed by its address, never for one read from Cache Storage or made of bytes
// (docs/compiled-code.md): so the runtime's wasm is compiled from the network's own response on
// a first visit, and from the HTTP cache's copy of that address afterwards, with no network
// (the worker lets such a request through); Cache Storage's copy is the fallback.
// sobremesaTimings.compiled says which one this start compiled.
const marks = (window.sobremesaTimings = { start: performance.now() });
const base = new URL(".", import.meta.url);
const params = new URLSearchParams(location.search);
const FILES = "sobremesa-files"; // shared with service-worker.js
const SNAPSHOTS = "sobremesa-snapshot";
const RUNTIME = new URL("runtime/", base).href;
const UI_DIR = "/home/pyodide/ui";

const bar = document.getElementById("boot-progress");
const progress = (value) => { if (bar) bar.value = Math.max(bar.value, Math.min(100, value)); };

const bootError = (err) => {
  console.error(err);
  const box = document.getElementById("boot-error");
  if (box) {
    box.hidden = false;
    box.textContent = (document.documentElement.lang === "en"
      ? "The app could not start: " : "La aplicación no pudo arrancar: ") + (err && err.message || err);
  }
};

// -- downloads: cache first, then the network, filling the cache --------------------------------

const networkFetch = window.fetch.bind(window);
const download = { total: 1, received: 0 };
const count = (n) => {
  download.received += n;
  progress(5 + 75 * Math.min(1, download.received / download.total)); // 5..80: bytes
};
const pending = []; // cache writes the worker's precache should find done
const inMemory = new Map(); // url -> bytes this visit downloaded, for the snapshot's worker
const early = new Map(); // url -> a response started before Pyodide asked for it
let build = null;
let bootFiles = null; // the engine, its dependencies and the UI, as the boot downloaded them
let wantSnapshot = false; // no snapshot of this build yet: one is made once the app is up

// Where a file of this build lives: its content-hash address, the key the worker keeps it under.
const addressOf = (rel, hash) => new URL(`${rel}?v=${hash}`, base).href;
const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
const openCache = (name) => ("caches" in self ? caches.open(name) : Promise.reject(new Error("no Cache Storage")));

const counted = (body, done) => body.pipeThrough(new TransformStream({
  transform(chunk, controller) { count(chunk.byteLength); controller.enqueue(chunk); },
  flush: done,
}));

// The app's own archives are needed only once Python has started, seconds after the runtime
// has arrived: asked for then, they do not share a slow link with the runtime. They are asked
// for in the very callback that passes the runtime's last byte on, because the main thread is
// Python's from then on (its start is one long task) and could not ask sooner than its end.
const RUNTIME_FILES = ["runtime/pyodide.asm.wasm", "runtime/python_stdlib.zip"];
const awaited = new Set(RUNTIME_FILES);
const prefetched = new Map(); // rel -> a network response asked for when the runtime arrived
let appArchives = [];
let openGate;
const runtimeArrived = new Promise((resolve) => { openGate = resolve; });
function arrived(rel, fromNetwork) {
  if (!awaited.delete(rel) || awaited.size) return;
  if (fromNetwork) {
    for (const archive of appArchives) {
      if (build.files[archive]) prefetched.set(archive, networkFetch(addressOf(archive, build.files[archive][0])));
    }
  }
  openGate();
}

async function keep(cache, key, body, hash, type) {
  const bytes = await new Response(body).arrayBuffer();
  try {
    if (hex(await crypto.subtle.digest("SHA-256", bytes)).slice(0, 16) !== hash) {
      throw new Error("not this build's file");
    }
    await cache.put(key, new Response(bytes, { headers: type ? { "Content-Type": type } : {} }));
  } catch (err) { // the worker will fetch it; the boot goes on with the bytes it has
    console.warn("not stored:", key, err);
  }
  return bytes;
}

// A file of this build: from memory, the cache, or the network (then cached as it streams in).
async function fetchFile(url) {
  const address = new URL(url, location.href);
  const rel = address.href.startsWith(base.href) ? address.href.slice(base.href.length) : null;
  const entry = build && rel !== null && !address.search && build.files[rel];
  if (!entry) return networkFetch(url);
  const [hash, size] = entry;
  const type = (response) => response.headers.get("Content-Type");
  const wasm = rel.endsWith(".wasm");
  const compiled = (how) => { if (wasm) marks.compiled = how; };
  if (early.has(rel)) {
    const response = early.get(rel);
    early.delete(rel);
    return response;
  }
  if (inMemory.has(rel)) {
    compiled("memory");
    arrived(rel, false);
    const { bytes, contentType } = await inMemory.get(rel);
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
  let theirs;
  if (wasm) {
    theirs = counted(response.clone().body, done);
    compiled("streaming-network");
  } else {
    const [mine, other] = response.body.tee();
    theirs = other;
    given = new Response(counted(mine, done), { headers: contentType ? { "Content-Type": contentType } : {} });
  }
  const stored = cache ? keep(cache, key, theirs, hash, contentType) : new Response(theirs).arrayBuffer();
  inMemory.set(rel, stored.then((bytes) => ({ bytes, contentType })));
  pending.push(stored.catch((err) => console.warn("not stored:", key, err)));
  return given;
}

const bytes = async (url) => {
  const response = await fetchFile(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};

// Pyodide fetches its wasm, standard library and lock file with fetch(url): during loadPyodide
// those go through fetchFile; anything else goes to the network untouched.
async function withOurFetch(work) {
  window.fetch = (input, init) => (
    (typeof input === "string" || input instanceof URL) && (!init || !Object.keys(init).length)
      ? fetchFile(input) : networkFetch(input, init));
  try {
    return await work();
  } finally {
    window.fetch = networkFetch;
  }
}

// -- the memory snapshot --------------------------------------------------------------------

const snapshotKey = () => new URL(`snapshot?build=${build.build}`, base).href;

// This build's snapshot, if this device keeps one: { bytes }, a promise of its bytes, read from
// Cache Storage while the runtime loads (loadPyodide awaits it only once it needs it).
async function findSnapshot() {
  if (params.has("nosnapshot")) return null;
  try {
    const hit = await (await openCache(SNAPSHOTS)).match(snapshotKey());
    if (!hit) return null;
    const bytes = hit.arrayBuffer().then((buffer) => {
      marks.snapshotRead = performance.now();
      if (String(buffer.byteLength) !== hit.headers.get("X-Length")) throw new Error("truncated snapshot");
      return new Uint8Array(buffer);
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

async function unpack(pyodide, files) {
  openGate(); // Python is up: whatever happened to the runtime's downloads, fetch the rest
  pyodide.unpackArchive(await files.wheel, "wheel");
  for (const dependency of files.dependencies) pyodide.unpackArchive(await dependency, "wheel");
  pyodide.unpackArchive(await files.ui, "zip", { extractDir: UI_DIR });
}

// Python restored from a snapshot, checked, with the app's files back in its file system (they
// are not in the snapshot) and its own random numbers.
async function restore(loadPyodide, snapshot, files) {
  const pyodide = await withOurFetch(() => loadPyodide({ indexURL: RUNTIME, _loadSnapshot: snapshot }));
  marks.restored = performance.now();
  const found = pyodide.runPython("import __main__; getattr(__main__, 'SOBREMESA_BUILD', None)");
  if (found !== build.build) throw new Error(`snapshot of another build (${found})`);
  await unpack(pyodide, files);
  // New finders for the new file system (importlib.invalidate_caches would import more).
  pyodide.runPython("import random, sys; sys.path_importer_cache.clear(); random.seed()");
  return pyodide;
}

async function plain(loadPyodide, files) {
  const pyodide = await withOurFetch(() => loadPyodide({ indexURL: RUNTIME }));
  await unpack(pyodide, files);
  pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(UI_DIR)})`);
  return pyodide;
}

async function startPython(loadPyodide, files) {
  if (!("caches" in self)) {
    marks.snapshot = "unavailable"; // nowhere to keep one (not a secure context)
  } else if (params.has("nosnapshot")) {
    marks.snapshot = "off";
  } else {
    const saved = await findSnapshot();
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

// The snapshot for the next visit, made by a worker from the bytes this visit downloaded (the
// worker takes them: they are not needed here any more).
async function makeSnapshotAside(files) {
  const given = {};
  const transfer = [];
  for (const [rel, remembered] of inMemory) {
    const { bytes, contentType } = await remembered;
    given[new URL(rel, base).href] = { bytes, type: contentType };
    transfer.push(bytes);
  }
  const message = {
    build: build.build,
    runtime: RUNTIME,
    files: given,
    wheel: await files.wheel,
    dependencies: await Promise.all(files.dependencies),
    ui: await files.ui,
    uiDir: UI_DIR,
    preimport: build.preimport,
    key: snapshotKey(),
  };
  const worker = new Worker(new URL("snapshot-worker.js", base), { type: "module" });
  const reply = await new Promise((resolve) => {
    worker.onmessage = ({ data }) => resolve(data);
    worker.onerror = (event) => resolve({ type: "failed", message: event.message || "worker error" });
    worker.postMessage(message, transfer.filter((b, i) => transfer.indexOf(b) === i));
  });
  worker.terminate();
  if (reply.type !== "saved") throw new Error(reply.message);
  marks.snapshotSaved = performance.now();
}

async function start() {
  const runtime = import("./runtime/pyodide.mjs");
  build = await networkFetch(new URL("build.json", base)).then((r) => r.json());
  const runtimeFiles = [...RUNTIME_FILES, "runtime/pyodide-lock.json"];
  appArchives = [build.wheel, ...(build.wheels || []), build.ui];
  download.total = [...runtimeFiles, ...appArchives]
    .reduce((sum, url) => sum + (build.files[url] ? build.files[url][1] : 0), 0) || 1;
  progress(5);
  window.sobremesaBuild = String(build.build || ""); // phones must share it to play together
  window.sobremesaDev = build.dev === true; // a development build: ?seed=N deals a fixed game
  // Start the big downloads now, not once pyodide.mjs has asked for them; loadPyodide takes
  // these very responses (still streaming) when it asks.
  for (const rel of runtimeFiles) early.set(rel, fetchFile(new URL(rel, base).href));
  const later = (url) => runtimeArrived.then(() => bytes(url));
  const files = {
    wheel: later(build.wheel),
    dependencies: (build.wheels || []).map(later), // the engine's pure-Python dependencies
    ui: later(build.ui),
  };
  bootFiles = files;
  const { loadPyodide } = await runtime;
  marks.runtime = performance.now();
  const pyodide = await startPython(loadPyodide, files);
  marks.pyodide = performance.now();
  progress(95);
  window.sobremesaPyodide = pyodide;
  if (document.readyState === "loading") { // the page's scripts (paint.js, …) run before this
    await new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
  }
  pyodide.runPython("from sobremesa_web import browser; browser.start()");
  honourEarlyTaps();
  progress(100);
  marks.ready = performance.now();
}

// The taps made on index.html's first paint while Python started, now on Python's screen: in
// the same task as Python's first paint, so no tap comes between them.
function honourEarlyTaps() {
  if (window.sobremesaFirstPaint) window.sobremesaFirstPaint.honour();
}

// -- after the start: the cache, the snapshot, the worker, persistent storage -------------------

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

async function afterStart() {
  await Promise.allSettled(pending); // the worker's precache finds the boot's files stored
  pending.length = 0;
  if (wantSnapshot && bootFiles) {
    wantSnapshot = false;
    makeSnapshotAside(bootFiles).catch((err) => console.warn("no memory snapshot made:", err))
      .finally(() => inMemory.clear());
  } else {
    inMemory.clear();
  }
  bootFiles = null;
  if ("serviceWorker" in navigator && !params.has("nosw")) {
    const worker = navigator.serviceWorker;
    const firstInstall = !worker.controller;
    worker.addEventListener("message", (event) => {
      if (event.data && event.data.type === "offline-ready") offlineReady();
    });
    try {
      await worker.register("service-worker.js");
      const registration = await worker.ready;
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

start().catch(bootError).finally(() => afterStart().catch((err) => console.warn(err)));
