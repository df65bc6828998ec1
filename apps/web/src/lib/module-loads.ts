import type { ComponentType } from 'react';
import { lazy } from 'react';

/*
 * The modules the app loads on demand (pages, maps, the push code), while they load. A test
 * file waits for them before it ends (src/test/setup.ts): its files share one module runner
 * (isolate: false, ADR 238), and an import cut off by the end of a file stays failed for every
 * later file of that worker. In the browser this only counts.
 */
const loading = new Set<Promise<unknown>>();

/** Counts `load` among the loads in flight until it settles; returns it unchanged. */
export function tracked<T>(load: Promise<T>): Promise<T> {
  loading.add(load);
  const done = () => void loading.delete(load);
  load.then(done, done);
  return load;
}

/** React's `lazy`, with its load counted. */
export const lazyModule = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazy(() => tracked(load()));

/** Settles once every load that has begun has loaded or failed, those begun meanwhile too. */
export async function loadsSettled(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]);
}
