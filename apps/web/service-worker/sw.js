/*
 * 찾아줄개's service worker (issue 19 item 10). The build (scripts/service-worker.mjs) puts
 * the app shell's files and a version in place of SHELL and VERSION and writes dist/sw.js.
 * - Pages: from the network; when that fails, the offline page.
 * - The shell's hashed files: from the cache, filled at install.
 * - /api/ and /auth/ are never answered here: they go to the network, so data is never stale.
 */
const SHELL = [];
const VERSION = 'dev';
const CACHE = `chajul-shell-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';
const NETWORK_ONLY = /^\/(api|auth)\//;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([OFFLINE_PAGE, ...SHELL]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (NETWORK_ONLY.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_PAGE)));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)));
  }
});
