import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
/** What the plugin really passes (its merged route options); its typings say otherwise. */
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/** About one request in this many also removes expired counters, so the table stays small. */
const PRUNE_EVERY = 1000;
/** Counters kept in memory at most; past it the oldest window is dropped first. */
const MEMORY_COUNTERS_MAX = 20_000;

/**
 * Each route with its own limit counts separately from the global API limit. The key is the
 * route's pattern (`POST /auth/signup|`), never the path a client spelled (issue 17).
 */
function prefixOf(options: object): string {
  const route = (options as RouteInfo).routeInfo;
  return route?.url ? `${[route.method].flat().join(',')} ${route.url}|` : 'api|';
}

/**
 * The counters of one process. @fastify/rate-limit's own LocalStore hands back its live
 * counter object, which the plugin reads only after an await: requests arriving together
 * then all saw the last one's count (six at once from an address with one earlier hit were
 * all refused, with a limit of three). This store answers each hit with its own count.
 */
export function memoryRateLimitStore(): FastifyRateLimitStoreCtor {
  const counters = new Map<string, { count: number; resetsAt: number }>();
  return class MemoryRateLimitStore {
    readonly prefix: string;

    constructor(options: object = {}) {
      this.prefix = prefixOf(options);
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const now = Date.now();
      const id = this.prefix + key;
      let counter = counters.get(id);
      if (!counter || counter.resetsAt <= now) {
        // Re-inserted, so the map's order is the order windows started in.
        counters.delete(id);
        if (counters.size >= MEMORY_COUNTERS_MAX) counters.delete(counters.keys().next().value!);
        counter = { count: 0, resetsAt: now + timeWindow };
        counters.set(id, counter);
      }
      counter.count += 1;
      callback(null, { current: counter.count, ttl: counter.resetsAt - now });
    }

    child(options: object) {
      return new MemoryRateLimitStore(options);
    }
  };
}

/** A process reserves at most this share of a limit ahead of its hits (below). */
const LEASE_SHARE = 20;

/**
 * Hits a process has already added to the shared counter and hands out one by one:
 * `base` is the count before them, `used` of `size` are given out.
 */
type Lease = { base: number; used: number; size: number; resetsAt: number };

/**
 * A @fastify/rate-limit store that keeps its counters in the database, so every server
 * process counts against the same limit (docs/design.md §5, ADR 062). One upsert starts a
 * new window when the old one is over and counts up otherwise, atomically, with the
 * database's clock so processes on different machines agree on the window.
 *
 * A busy address does not cost one upsert per request (ADR 096): each upsert of a key adds
 * the hits waiting for it and, while the window lasts, reserves twice as many as the last
 * one did, up to 1/20 of the limit, which this process then counts out in memory. A quiet
 * address is counted exactly; a busy one is refused at most 1/20 of the limit early per
 * process (the reserved hits it did not use). Limits under 40 are always counted exactly.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const prune = () =>
    db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.resetsAt, sql`now()`))
      .catch(() => {});

  async function increment(key: string, windowMs: number, hits: number): Promise<Result> {
    const expired = sql`${rateLimitHits.resetsAt} <= now()`;
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, count: hits, resetsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          count: sql`case when ${expired} then ${hits} else ${rateLimitHits.count} + ${hits} end`,
          resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimitHits.resetsAt} end`,
        },
      })
      .returning({
        count: rateLimitHits.count,
        ttl: sql<string>`ceil(extract(epoch from ${rateLimitHits.resetsAt} - now()) * 1000)`,
      });
    if (Math.random() * PRUNE_EVERY < 1) void prune();
    return { current: row!.count, ttl: Math.max(0, Number(row!.ttl)) };
  }

  const leases = new Map<string, Lease>();

  /** The next reserved hit of this key, if one is left in a window still running. */
  function fromLease(key: string): Result | undefined {
    const lease = leases.get(key);
    if (!lease || lease.used >= lease.size) return undefined;
    const now = Date.now();
    if (lease.resetsAt <= now) return undefined;
    lease.used += 1;
    return { current: lease.base + lease.used, ttl: lease.resetsAt - now };
  }

  function keepLease(key: string, lease: Lease) {
    leases.delete(key);
    if (leases.size >= MEMORY_COUNTERS_MAX) leases.delete(leases.keys().next().value!);
    leases.set(key, lease);
  }

  type Waiter = { resolve: (result: Result) => void; reject: (error: Error) => void };
  /** Hits per key that arrived while that key's upsert was running. */
  const queued = new Map<string, Waiter[]>();

  /**
   * Many clients behind one address (a carrier's NAT, an office) all hit one row, and 100
   * concurrent upserts of one row wait on its lock one by one: every API request took
   * ~590 ms under bench:load on PostgreSQL. So one upsert per key runs at a time in this
   * process, and the hits that arrive meanwhile are added by the next one together, each
   * still getting its own count.
   */
  function countHit(key: string, windowMs: number, max: number): Promise<Result> {
    const leased = fromLease(key);
    if (leased) return Promise.resolve(leased);
    return new Promise((resolve, reject) => {
      const waiting = queued.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else {
        queued.set(key, []);
        void flush(key, windowMs, max, [{ resolve, reject }]);
      }
    });
  }

  async function flush(key: string, windowMs: number, max: number, batch: Waiter[]) {
    const last = leases.get(key);
    const grown =
      last && last.resetsAt > Date.now()
        ? Math.min(last.size * 2, Math.floor(max / LEASE_SHARE))
        : 1;
    const hits = Math.max(batch.length, grown);
    try {
      const { current, ttl } = await increment(key, windowMs, hits);
      const base = current - hits;
      batch.forEach((w, i) => w.resolve({ current: base + 1 + i, ttl }));
      keepLease(key, { base, used: batch.length, size: hits, resetsAt: Date.now() + ttl });
    } catch (error) {
      for (const w of batch) w.reject(error as Error);
    }
    const next: Waiter[] = [];
    for (const waiter of queued.get(key) ?? []) {
      const leased = fromLease(key);
      if (leased) waiter.resolve(leased);
      else next.push(waiter);
    }
    if (next.length === 0) queued.delete(key);
    else {
      queued.set(key, []);
      void flush(key, windowMs, max, next);
    }
  }

  return class DatabaseRateLimitStore {
    readonly prefix: string;

    constructor(options: object = {}) {
      this.prefix = prefixOf(options);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      countHit(this.prefix + key, timeWindow, max).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(options: object) {
      return new DatabaseRateLimitStore(options);
    }
  };
}
