// Numera's service worker: precaches every file of the build and serves the app offline.
// This is a template: the post-build step (scripts/post_build.mjs) fills in the build's exact
// file list and a version derived from the files' contents, so the list can never go stale and
// every new deployment is a new worker (which the page offers as "Update available").
const VERSION = "__NUMERA_VERSION__";
const FILES = __NUMERA_FILES__;
const CACHE = `numera-${VERSION}`;
const SHELL = "/index.html";

self.addEventListener("install", (event) => {
  // All or nothing: a worker whose cache is incomplete never takes over.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith("numera-") && n !== CACHE).map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

// The page asks a waiting worker to take over when the player accepts the update.
self.addEventListener("message", (event) => {
  if (event.data === "skipWaiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // Each address is its page: /nmbr9 and /rules/nmbr9 are nmbr9.html and rules/nmbr9.html
    // (scripts/build.mjs), anything else the shell; deep links keep their seed or replay query.
    const page = url.pathname === "/" ? SHELL : `${url.pathname.replace(/\/$/, "")}.html`;
    event.respondWith(
      caches
        .match(page, { cacheName: CACHE })
        .then((hit) => hit || caches.match(SHELL, { cacheName: CACHE }))
        .then((hit) => hit || fetch(request)),
    );
    return;
  }
  event.respondWith(
    caches
      .match(request, { cacheName: CACHE, ignoreSearch: true })
      .then((hit) => hit || fetch(request)),
  );
});
