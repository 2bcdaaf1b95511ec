// Sobremesa's service worker: keep every file of this build, then serve cache-first, so the
// app starts on a plane. The build replaces the two placeholders below with the file list (with
// content hashes) and a version derived from them.
//
// Every file is stored once under its content hash ("runtime/pyodide.asm.wasm?v=<hash>") in one
// cache that outlives builds: a new build fetches only the files whose hash changed, and the
// boot (web/boot.js) fills the same cache with what it downloads on a first visit, so nothing
// is downloaded twice. A file is stored only if its bytes match the hash the build wrote down,
// as plain bytes with its type: whatever Content-Encoding carried it, the cache holds the
// decoded file.
const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const FILES = "sobremesa-files";
const SNAPSHOTS = "sobremesa-snapshot"; // the boot's memory snapshot (see boot.js)
// The app's page under its plain address, for the browser itself to answer a navigation from
// (see `PAGE_ROUTE`): a reopened browser paints the home screen without starting this worker.
const PAGE = "sobremesa-page";

// `self`, as what it is here: the worker scope TypeScript knows (its "webworker" library) is
// the one every kind of worker has, without a service worker's registration and events.
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const scope = sw.registration.scope;
/** @param {string} url @param {string} hash */
const keyOf = (url, hash) => new URL(`${url}?v=${hash}`, scope).href;
// Address without query -> cache key ("./" is the app's page).
const KEYS = new Map(PRECACHE.map(({ url, hash }) => [new URL(url, scope).href, keyOf(url, hash)]));

// Where a browser with static routes (Chromium's InstallEvent.addRoutes) takes the app's page
// and the files it asks for by their plain address (its stylesheet, its scripts; the build marks
// them `page`) from: straight from PAGE. Starting this worker costs a reopened browser a few
// hundred milliseconds before the first paint; the routes need none of it. A page address with
// a query (?seed=42), a content-hash address and any other file still go through the fetch
// handler below, and a browser without static routes uses the handler for all, as before.
const pagePath = new URL(scope).pathname;
const PAGE_FILES = PRECACHE.filter((entry) => entry.page);
/** @type {RouterRule} */
const PAGE_ROUTE = {
  condition: {
    or: PAGE_FILES.map(({ url }) => url === "./"
      ? { urlPattern: { pathname: pagePath, search: "" }, requestMode: "navigate" }
      : { urlPattern: { pathname: new URL(url, scope).pathname, search: "" } }),
  },
  source: { cacheName: PAGE },
};

// This build's page and its files under their plain addresses in PAGE, copied from FILES (their
// content-hash entries): written before the routes can be taken, so they never miss.
const keepPage = async () => {
  const files = await Promise.all(PAGE_FILES.map(async ({ url, hash }) => {
    const file = await caches.match(keyOf(url, hash), { cacheName: FILES });
    if (!file) throw new Error(`precache: ${url} is missing`);
    return /** @type {[string, Response]} */ ([new URL(url, scope).href, file]);
  }));
  const cache = await caches.open(PAGE); // all found before any is written: one build's page
  for (const [address, file] of files) await cache.put(address, file);
  const keep = new Set(PAGE_FILES.map(({ url }) => new URL(url, scope).href));
  for (const request of await cache.keys()) if (!keep.has(request.url)) await cache.delete(request);
};

/** @param {ArrayBuffer} buffer */
const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
/** @param {ArrayBuffer} body */
const hashOf = async (body) => hex(await crypto.subtle.digest("SHA-256", body)).slice(0, 16);

sw.addEventListener("install", (/** @type {InstallEvent} */ event) => {
  // (a browser that refuses the route still installs: its navigations take the handler)
  if (typeof event.addRoutes === "function") {
    event.waitUntil(event.addRoutes(PAGE_ROUTE).catch((/** @type {unknown} */ error) => {
      console.warn("no page route:", error);
    }));
  }
  event.waitUntil((async () => {
    const cache = await caches.open(FILES);
    await Promise.all(PRECACHE.map(async ({ url, hash }) => {
      const key = keyOf(url, hash);
      if (await cache.match(key)) return; // unchanged since an earlier build, or the boot's
      // A cache of the builds before content hashes may hold the very same file.
      const old = await caches.match(new URL(url, scope).href);
      if (old) {
        const body = await old.arrayBuffer();
        if (await hashOf(body) === hash) {
          const type = old.headers.get("Content-Type");
          await cache.put(key, new Response(body, { headers: type ? { "Content-Type": type } : {} }));
          return;
        }
      }
      // "no-cache": revalidate what the page itself just loaded (a 304 costs no body). At its
      // content-hash address, the one the boot asks the HTTP cache for (the runtime's wasm).
      const response = await fetch(new Request(key, { cache: "no-cache" }));
      if (!response.ok) throw new Error(`precache ${url}: ${response.status}`);
      const body = await response.arrayBuffer();
      if (await hashOf(body) !== hash) throw new Error(`precache ${url}: not this build's file`);
      const type = response.headers.get("Content-Type");
      await cache.put(key, new Response(body, { headers: type ? { "Content-Type": type } : {} }));
    }));
    await keepPage();
    await sw.skipWaiting();
  })());
});

sw.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const keep = new Set(KEYS.values());
    const cache = await caches.open(FILES);
    for (const request of await cache.keys()) {
      if (!keep.has(request.url)) await cache.delete(request);
    }
    for (const name of await caches.keys()) { // the caches of builds before content hashes
      if (name.startsWith("sobremesa-") && ![FILES, SNAPSHOTS, PAGE].includes(name)) await caches.delete(name);
    }
    await sw.clients.claim();
    for (const client of await sw.clients.matchAll({ type: "window", includeUncontrolled: true })) {
      client.postMessage({ type: "offline-ready", version: VERSION });
    }
  })());
});

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin) return;
  // The boot asks for the runtime's wasm from the HTTP cache alone (no network): let it through,
  // so the page compiles the HTTP cache's response, the one Chromium keeps compiled code for.
  if (request.cache === "only-if-cached") return;
  // A page address carries a query (?seed=42) or a fragment: it is still the app's page. A
  // content-hash address (?v=<hash>, the boot's) is exactly that file, of whichever build.
  const address = url.origin + url.pathname;
  const key = url.searchParams.has("v") ? KEYS.has(address) && request.url
    : KEYS.get(address) || (request.mode === "navigate" ? KEYS.get(scope) : undefined);
  if (!key) return; // not part of the app: the network, as usual
  event.respondWith((async () => {
    const hit = await caches.match(key, { cacheName: FILES });
    return hit || fetch(request);
  })());
});
