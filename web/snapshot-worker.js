// @ts-check
// Makes this device's memory snapshot off the page's thread, once the app is up.
//
// A first visit used to make the snapshot before the app could start: a second interpreter,
// every module imported, then restored, all on the main thread; on a slow phone that doubled the
// first start. Here the page starts Python normally, and this worker, handed the bytes the page
// already downloaded (nothing is fetched twice), builds a snapshot interpreter of its own, imports
// the engine, the UI and every game, draws the home screen once (so what a start's first screen
// runs is warm in the snapshot), and stores the snapshot in Cache Storage under the build's
// key, where the next visit's boot finds it. Nothing may reach into the page (`js`) before
// makeMemorySnapshot: browser.py is imported only after a snapshot is restored (from its code,
// compiled here and kept in the snapshot).
//
// In: {build, runtime (URL of runtime/), files: {url: {bytes, type}}, wheel, dependencies, ui,
// uiDir, preimport, key}. Out: {type: "saved", bytes} or {type: "failed", message}.

// The snapshot as stored: the wasm's memory without its pages of zeros (about half of its 4 KB
// pages), so that a reopened start reads half the bytes from Cache Storage (py-worker.js's
// unpackSnapshot puts them back). Layout: "SMS1", the memory's length (big-endian u32), one
// byte per page (1: stored), then the stored pages in order.
const PAGE = 4096;
/** @param {Uint8Array} memory */
function pack(memory) {
  const aligned = memory.byteOffset % 4 === 0 ? memory : memory.slice();
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, Math.floor(aligned.byteLength / 4));
  const pages = Math.ceil(memory.byteLength / PAGE);
  const flags = new Uint8Array(pages);
  flags[pages - 1] = 1; // the last, which may end in bytes no word covers
  for (let page = 0; page < pages - 1; page++) {
    for (let i = page * (PAGE / 4); i < (page + 1) * (PAGE / 4); i++) {
      if (words[i] !== 0) {
        flags[page] = 1;
        break;
      }
    }
  }
  let kept = 0;
  for (let page = 0; page < pages; page++) {
    if (flags[page]) kept += Math.min(PAGE, memory.byteLength - page * PAGE);
  }
  const packed = new Uint8Array(8 + pages + kept);
  const view = new DataView(packed.buffer);
  view.setUint32(0, 0x534d5331); // "SMS1"
  view.setUint32(4, memory.byteLength);
  packed.set(flags, 8);
  let at = 8 + pages;
  for (let page = 0; page < pages; page++) {
    if (!flags[page]) continue;
    const part = memory.subarray(page * PAGE, Math.min(memory.byteLength, (page + 1) * PAGE));
    packed.set(part, at);
    at += part.byteLength;
  }
  return packed;
}

self.onmessage = async (/** @type {MessageEvent<SnapshotOrder>} */ { data }) => {
  /** @type {SnapshotReply} */
  let reply;
  try {
    reply = { type: "saved", bytes: await makeAndStore(data) };
  } catch (err) {
    const message = err && typeof err === "object" && "message" in err && err.message;
    reply = { type: "failed", message: String(message || err) };
  }
  self.postMessage(reply);
};

/** @param {SnapshotOrder} order @returns {Promise<number>} the snapshot's bytes, as stored */
async function makeAndStore({ build, runtime, files, wheel, dependencies, ui, uiDir, preimport, key }) {
  const network = self.fetch.bind(self);
  self.fetch = (input, init) => {
    const given = files[String(input)];
    return given ? Promise.resolve(new Response(given.bytes, { headers: given.type ? { "Content-Type": given.type } : {} }))
      : network(input, init);
  };
  const { loadPyodide } = /** @type {typeof import("pyodide")} */ (await import(`${runtime}pyodide.mjs`));
  const maker = await loadPyodide({ indexURL: runtime, _makeSnapshot: true });
  if (typeof maker.makeMemorySnapshot !== "function") throw new Error("no makeMemorySnapshot");
  maker.unpackArchive(wheel, "wheel");
  for (const dependency of dependencies) maker.unpackArchive(dependency, "wheel");
  maker.unpackArchive(ui, "zip", { extractDir: uiDir });
  maker.globals.set("PREIMPORT", maker.toPy(preimport));
  maker.runPython(`
import importlib, sys
sys.path.insert(0, ${JSON.stringify(uiDir)})
for name in PREIMPORT:
    importlib.import_module(name)
del PREIMPORT

def _warm():
    # The home screen drawn once in each language (as the build draws index.html's): what a
    # start's first screen runs first is already specialised and cached in the snapshot. Every
    # game's rules fingerprint is read from its file here, so that a first screen checking a
    # save or a replay link reads no file (a reopened start unpacks the engine after it).
    from engine.games import MODULES, rules_version
    from sobremesa_web.app import App
    from sobremesa_web.i18n import LANGUAGES

    for game_id in MODULES:
        rules_version(game_id)

    def no_timer(delay, fn):
        raise AssertionError("the home screen plans no timer")

    for lang in LANGUAGES:
        for _ in range(3):
            App({}, no_timer, lang=lang).render()

_warm()
del _warm

def _browser_code():
    # browser.py imports the page (js), so it cannot be imported here; its code, compiled,
    # can be kept: a reopened start runs it without reading its file (py-worker.js's restore).
    import importlib.util

    spec = importlib.util.find_spec("sobremesa_web.browser")
    return spec.origin, spec.loader.get_code(spec.name)

import __main__
__main__.SOBREMESA_BROWSER = _browser_code()
del _browser_code
__main__.SOBREMESA_BUILD = ${JSON.stringify(build)}
`);
  const snapshot = pack(maker.makeMemorySnapshot());
  const cache = await caches.open("sobremesa-snapshot");
  for (const request of await cache.keys()) {
    if (request.url !== key) await cache.delete(request); // an older build's
  }
  await cache.put(key, new Response(snapshot, {
    headers: { "Content-Type": "application/octet-stream", "X-Length": String(snapshot.byteLength) },
  }));
  return snapshot.byteLength;
}
