import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The groups of public answers a write can make stale (ADR 097). */
export type CacheFamily = 'dogs' | 'reports' | 'notices' | 'shelters' | 'sightings';
export const CACHE_FAMILIES: readonly CacheFamily[] = [
  'dogs',
  'reports',
  'notices',
  'shelters',
  'sightings',
];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * May be served from the short response cache (ADR 097), as part of this family of
     * answers. A route whose answer is made for a signed-in reader (`caching: 'visitors'`, a
     * report's isAuthor, ADR 093) is cached for visitors only: requests with an
     * Authorization header neither read nor fill the cache.
     */
    publicCache?: CacheFamily;
    /**
     * The families of cached answers that a successful call of this route can change: they
     * are forgotten when it answers. Every write route declares it (`[]` for none);
     * `route-table.test.ts` holds them to it. A write that declares nothing forgets all.
     */
    invalidates?: readonly CacheFamily[];
  }
}

const MAX_ENTRIES = 1000;
type Entry = {
  body: string;
  type: string;
  cacheControl?: string;
  expires: number;
  family: CacheFamily;
};
type Flight = {
  generation: number;
  answer: Promise<Entry | undefined>;
  settle: (entry: Entry | undefined) => void;
};

/** Answers made for a signed-in reader are kept only when made for a visitor (ADR 112). */
const forVisitorsOnly = (config: FastifyContextConfig) => config.caching === 'visitors';

/**
 * A micro-cache of public read answers (dog and report lists and details, shelters, the
 * notice list): the same URL within RESPONSE_CACHE_SECONDS gets the same JSON without
 * touching the database. A successful write through this process forgets the families its
 * route declares (`invalidates`), so a member sees their own change at once; other processes
 * and imports show within the TTL (ADR 097).
 */
export const responseCachePlugin = fp(async (app: FastifyInstance) => {
  const ttlMs = app.config.responseCacheSeconds * 1000;
  if (ttlMs <= 0) return;
  const entries = new Map<string, Entry>();
  /** The answers being worked out now, per URL: later requests for it wait for them. */
  const inFlight = new Map<string, Flight>();
  /** Misses this process is answering, with the generation they started in. */
  const misses = new WeakMap<FastifyRequest, { generation: number; flight?: Flight }>();
  /** Goes up on every forget: an answer worked out before a write is not kept after it. */
  let generation = 0;
  const cacheable = (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    if (request.method !== 'GET' || !config.publicCache) return false;
    return !forVisitorsOnly(config) || request.headers.authorization === undefined;
  };

  const sendKept = (reply: FastifyReply, entry: Entry) => {
    reply.header('content-type', entry.type).header('x-cache', 'HIT');
    if (entry.cacheControl) reply.header('cache-control', entry.cacheControl);
    return reply.send(entry.body);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const hit = entries.get(request.url);
    if (hit && hit.expires > Date.now()) return sendKept(reply, hit);
    if (hit) entries.delete(request.url);
    // Single flight: when a kept answer runs out, the requests for it that arrive together
    // wait for the first one instead of each asking the database.
    const running = inFlight.get(request.url);
    if (running && running.generation === generation) {
      const answer = await running.answer;
      if (answer) return sendKept(reply, answer);
      misses.set(request, { generation });
      return;
    }
    let settle: Flight['settle'] = () => {};
    const answer = new Promise<Entry | undefined>((resolve) => (settle = resolve));
    const flight = { generation, answer, settle };
    inFlight.set(request.url, flight);
    misses.set(request, { generation, flight });
  });

  /** Hands the leader's answer (or nothing) to the requests waiting for it. */
  const land = (request: FastifyRequest, entry: Entry | undefined) => {
    const miss = misses.get(request);
    misses.delete(request);
    if (!miss?.flight) return;
    miss.flight.settle(entry);
    if (inFlight.get(request.url) === miss.flight) inFlight.delete(request.url);
  };

  /** Drops the answers of these families; an answer worked out meanwhile is not kept. */
  const forget = (families: readonly CacheFamily[]) => {
    if (!families.length) return;
    generation += 1;
    for (const [key, entry] of entries) if (families.includes(entry.family)) entries.delete(key);
  };

  app.addHook('onSend', async (request, reply, payload) => {
    // Judged by the route the request reached, whatever the URL's spelling (issue 17).
    const { invalidates } = request.routeOptions.config;
    const writes = request.method !== 'GET' && request.method !== 'HEAD';
    if ((writes || invalidates) && reply.statusCode < 400) {
      forget(invalidates ?? CACHE_FAMILIES);
    }
    if (writes) return payload;
    const miss = misses.get(request);
    if (!miss) return payload;
    // A signed-in reader's answer is never shared, whatever let the request through.
    const forEveryone = !forVisitorsOnly(request.routeOptions.config) || request.user === null;
    const keep =
      miss.generation === generation &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      forEveryone;
    if (!keep) {
      land(request, undefined);
      return payload;
    }
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    const entry = {
      body: payload,
      type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      cacheControl: reply.getHeader('cache-control')?.toString(),
      expires: Date.now() + ttlMs,
      family: request.routeOptions.config.publicCache!,
    };
    entries.set(request.url, entry);
    land(request, entry);
    return payload;
  });
  // A leader that never got to send (the client went away) must not leave others waiting.
  app.addHook('onRequestAbort', async (request) => land(request, undefined));
  app.addHook('onResponse', async (request) => land(request, undefined));

  /**
   * A change made without a write route forgets its family: a notice's counted view, an
   * import of dogs or of shelters.
   */
  app.decorate('forgetCached', (family: CacheFamily) => forget([family]));
});

declare module 'fastify' {
  interface FastifyInstance {
    forgetCached?: (family: CacheFamily) => void;
  }
}
