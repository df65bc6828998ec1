/*
 * 찾아줄개's service worker (issue 19 item 10). The build (scripts/service-worker.mjs) puts
 * the app shell's files and a version in place of SHELL and VERSION and writes dist/sw.js.
 * - Pages: from the network; when that fails, the offline page.
 * - The shell's hashed files: from the cache, filled at install.
 * - /api/ and /auth/ are never answered here: they go to the network, so data is never stale.
 * - Push alerts (ADR 155): shown as they come; a tap opens, or brings forward, their page.
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

const ICON = '/icons/icon-192.png';
/** What a push that cannot be read still says: something came, see the bell. */
const FALLBACK_ALERT = {
  title: '찾아줄개',
  body: '새 알림이 있습니다.',
  url: '/mypage?tab=notifications',
  tag: 'chajul-alert',
};

/** The server's `{ title, body, url, tag }` (contracts' pushPayloadSchema), or the fallback. */
function alertOf(event) {
  try {
    const alert = event.data ? event.data.json() : null;
    if (alert && typeof alert.title === 'string' && typeof alert.url === 'string') {
      return { ...FALLBACK_ALERT, ...alert };
    }
  } catch {
    // not JSON: the fallback below
  }
  return FALLBACK_ALERT;
}

self.addEventListener('push', (event) => {
  const alert = alertOf(event);
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      icon: ICON,
      lang: 'ko',
      data: { url: alert.url, offUrl: alert.offUrl },
      // An area alert carries its one-tap off page (ADR 240).
      ...(typeof alert.offUrl === 'string'
        ? { actions: [{ action: 'off', title: '알림 해지' }] }
        : {}),
    }),
  );
});

/** Only a page of this site: a payload never sends the person elsewhere. */
function pageOf(notification, action) {
  const data = notification.data || {};
  const target = new URL(
    (action === 'off' && data.offUrl) || data.url || '/',
    self.location.origin,
  );
  return target.origin === self.location.origin ? target.href : `${self.location.origin}/`;
}

/** The window already on that page comes forward; else one of ours goes there; else a new one. */
async function openPage(url) {
  const windows = await self.clients.matchAll({ type: 'window' });
  const showing = windows.find((client) => client.url === url);
  if (showing) return showing.focus();
  const ours = windows.find((client) => 'navigate' in client);
  if (ours) {
    const focused = await ours.focus();
    return focused.navigate(url);
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(pageOf(event.notification, event.action)));
});
