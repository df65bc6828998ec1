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

/**
 * A @fastify/rate-limit store that keeps its counters in the database, so every server
 * process counts against the same limit (docs/design.md §5, ADR 062). One upsert per request
 * (or per batch of concurrent requests from one address, below):
 * it starts a new window when the old one is over and counts up otherwise, atomically,
 * with the database's clock so processes on different machines agree on the window.
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

  type Waiter = { resolve: (result: Result) => void; reject: (error: Error) => void };
  /** Hits per key that arrived while that key's upsert was running. */
  const queued = new Map<string, Waiter[]>();

  /**
   * Many clients behind one address (a carrier's NAT, an office) all hit one row, and 100
   * concurrent upserts of one row wait on its lock one by one: every API request took
   * ~590 ms under bench:load on PostgreSQL. So one upsert per key runs at a time in this
   * process, and the hits that arrive meanwhile are added by the next one together, each
   * still getting its own exact count (ADR 096).
   */
  function countHit(key: string, windowMs: number): Promise<Result> {
    return new Promise((resolve, reject) => {
      const waiting = queued.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else {
        queued.set(key, []);
        void flush(key, windowMs, [{ resolve, reject }]);
      }
    });
  }

  async function flush(key: string, windowMs: number, batch: Waiter[]) {
    try {
      const { current, ttl } = await increment(key, windowMs, batch.length);
      batch.forEach((w, i) => w.resolve({ current: current - batch.length + 1 + i, ttl }));
    } catch (error) {
      for (const w of batch) w.reject(error as Error);
    }
    const next = queued.get(key) ?? [];
    if (next.length === 0) queued.delete(key);
    else {
      queued.set(key, []);
      void flush(key, windowMs, next);
    }
  }

  return class DatabaseRateLimitStore {
    readonly prefix: string;

    constructor(options: object = {}) {
      this.prefix = prefixOf(options);
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      countHit(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(options: object) {
      return new DatabaseRateLimitStore(options);
    }
  };
}
