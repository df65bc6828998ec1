/*
 * The page modules still loading (pages.ts). A test file waits for them before it ends
 * (src/test/setup.ts): its files share one module runner (isolate: false, ADR 238), and an
 * import cut off by the end of a file stays failed for every file after it in that worker.
 */
const loading = new Set<Promise<unknown>>();

/** Counts `load` among the loads in flight until it settles; returns it unchanged. */
export function tracked<T>(load: Promise<T>): Promise<T> {
  loading.add(load);
  const done = () => void loading.delete(load);
  load.then(done, done);
  return load;
}

/** Settles once every page module that has started loading has loaded or failed. */
export async function pageLoadsSettled(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]);
}
