/**
 * The service worker (service-worker/sw.js, written to dist/sw.js by the build) makes the site
 * installable and shows an offline page (issue 19 item 10). Only the production build has one;
 * it registers after the page has loaded so it never competes with the first paint.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
