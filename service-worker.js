// Sobremesa's service worker: precache every file of this build, then serve cache-first, so the
// app starts on a plane. The build replaces the two placeholders below with the file list (with
// content hashes) and a version derived from them; a new build means a new cache, and the old
// caches are deleted once the new one is complete.
const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const CACHE = `sobremesa-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(PRECACHE.map(async ({ url }) => {
      const response = await fetch(new Request(url, { cache: "reload" }));
      if (!response.ok) throw new Error(`precache ${url}: ${response.status}`);
      await cache.put(url, response);
    }));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("sobremesa-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const url = new URL(request.url);
    // A page address carries a query (?seed=42) or a fragment: it is still the app's page.
    const key = request.mode === "navigate" ? new URL("./", self.registration.scope).href : url.href;
    const hit = await cache.match(key, { ignoreSearch: request.mode === "navigate" })
      || await cache.match(request);
    if (hit) return hit;
    return fetch(request);
  })());
});
