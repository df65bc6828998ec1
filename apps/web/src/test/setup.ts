import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadsSettled } from '../lib/module-loads';
import { removeFakePush } from './push-browser';
import { server } from './server';

// findBy* waits up to 10 s: a page's first render on a busy 2-core CI machine can pass the
// library's 1 s default while the element does come, and a page a test goes on to loads its
// module then (ADR 210), which took over 5 s in one CI run (a missing element still fails).
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Runs for every test file, also when files share a worker process (isolate: false, ADR 238):
// what one test left in the document, the handlers, the cookies, storage and the browser's
// stubbed globals goes before the next, in this file or the next one.
afterEach(() => {
  cleanup();
  removeFakePush();
  vi.restoreAllMocks();
  vi.useRealTimers();
  server.resetHandlers();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  sessionStorage.clear();
  localStorage.clear();
});
// A page or map a test opened may still be loading when its file ends: the file waits for it,
// or the cut-off import would fail in every later file of this worker (lib/module-loads.ts).
afterAll(async () => {
  await loadsSettled();
  server.close();
});

// jsdom lacks these; Radix and embla ask for them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= ResizeObserverStub;
globalThis.IntersectionObserver ??=
  IntersectionObserverStub as unknown as typeof IntersectionObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
