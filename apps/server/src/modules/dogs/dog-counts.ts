/**
 * The "총 N건" of the dog lists without counting 100,000 rows on every request (ADR 096).
 * Small counts are always exact: they are cheap, and a list of a few hundred dogs must add up.
 * A count of at least CACHE_FROM matches is kept for FRESH_MS; after that the next request
 * still gets the kept number at once while one recount runs behind it. Imports in this
 * process forget every kept count; other processes see new dogs within FRESH_MS.
 */
export const CACHE_FROM = 20_000;
const FRESH_MS = 60_000;
const MAX_KEPT = 256;

type Kept = { n: number; at: number; recounting: boolean };
type Counts = { kept: Map<string, Kept>; pending: Map<string, Promise<number>> };

const byDatabase = new WeakMap<object, Counts>();

function countsOf(db: object): Counts {
  let counts = byDatabase.get(db);
  if (!counts) byDatabase.set(db, (counts = { kept: new Map(), pending: new Map() }));
  return counts;
}

function keep(counts: Counts, key: string, n: number) {
  if (n < CACHE_FROM) {
    counts.kept.delete(key);
    return;
  }
  if (!counts.kept.has(key) && counts.kept.size >= MAX_KEPT) {
    counts.kept.delete(counts.kept.keys().next().value!);
  }
  counts.kept.set(key, { n, at: Date.now(), recounting: false });
}

/**
 * The kept number for `key`, if there is one (a stale one is recounted by `count` behind
 * the answer), or the count already running for it; undefined when the caller must count.
 */
export function keptCount(
  db: object,
  key: string,
  count: () => Promise<number>,
): number | Promise<number> | undefined {
  const counts = countsOf(db);
  const kept = counts.kept.get(key);
  if (!kept) return counts.pending.get(key);
  if (Date.now() - kept.at > FRESH_MS && !kept.recounting) {
    kept.recounting = true;
    count().then(
      (n) => keep(counts, key, n),
      () => (kept.recounting = false),
    );
  }
  return kept.n;
}

/** The number of matches for `key`, counted by `count` when no kept number will do. */
export async function countMatches(
  db: object,
  key: string,
  count: () => Promise<number>,
): Promise<number> {
  const known = keptCount(db, key, count);
  if (known !== undefined) return known;
  // Requests that arrive while the first count runs wait for it rather than count again.
  const counts = countsOf(db);
  const pending = count().finally(() => counts.pending.delete(key));
  counts.pending.set(key, pending);
  keep(counts, key, await pending);
  return pending;
}

/** After this process changed the dogs table: every count is taken afresh. */
export function forgetDogCounts(db: object) {
  byDatabase.delete(db);
}
