import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * May be served from the short response cache (ADR 097): `true` when the answer is the
     * same for everyone; `'visitors'` when it is the same for everyone without a login but
     * holds something for the reader otherwise (a report's isAuthor, ADR 093), so requests
     * with an Authorization header neither read nor fill the cache.
     */
    publicCache?: boolean | 'visitors';
  }
}

const MAX_ENTRIES = 1000;
type Entry = {
  body: string;
  type: string;
  cacheControl?: string;
  expires: number;
  /** The area of the route that answered (`/api/lost-pet`), whatever the URL's spelling. */
  area: string;
};
type Flight = {
  generation: number;
  answer: Promise<Entry | undefined>;
  settle: (entry: Entry | undefined) => void;
};

/** Writes whose areas no cached answer depends on: they leave the cache as it is. */
const UNRELATED_WRITES = [
  '/auth/',
  '/api/inquiries',
  '/api/search/',
  '/api/notifications',
  '/api/mypage/alerts',
  '/api/mypage/update-password',
];
/** The areas with cached answers (routes marked publicCache). */
const CACHED_AREAS = ['/api/dog-details', '/api/lost-pet', '/api/shelters', '/api/notices'];
/** The area of a route: `/api/lost-pet/:id` → `/api/lost-pet`. */
const areaOf = (route: string) => route.split('/').slice(0, 3).join('/');

/**
 * A micro-cache of public read answers (dog and report lists and details, shelters, the
 * notice list): the
 * same URL within RESPONSE_CACHE_SECONDS gets the same JSON without touching the database.
 * Any successful write through this process empties it, so a member sees their own change
 * at once; other processes and imports show within the TTL (ADR 097).
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
    const { publicCache } = request.routeOptions.config;
    if (request.method !== 'GET') return false;
    return (
      publicCache === true ||
      (publicCache === 'visitors' && request.headers.authorization === undefined)
    );
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

  /**
   * A write to a cached area (a report) drops that area's answers; a write elsewhere that
   * cached answers show (a nickname, an admin's delete) drops them all. Judged by the route
   * the write reached, so `/%61uth/logout` is a logout like `/auth/logout` (issue 17).
   */
  const forget = (route: string) => {
    if (UNRELATED_WRITES.some((prefix) => route.startsWith(prefix))) return;
    const area = areaOf(route);
    if (!CACHED_AREAS.includes(area)) {
      generation += 1;
      return entries.clear();
    }
    forgetArea(area);
  };
  const forgetArea = (area: string) => {
    generation += 1;
    for (const [key, entry] of entries) if (entry.area === area) entries.delete(key);
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (reply.statusCode < 400) forget(request.routeOptions.url ?? request.url);
      return payload;
    }
    const miss = misses.get(request);
    if (!miss) return payload;
    // A signed-in reader's answer is never shared, whatever let the request through.
    const forEveryone = request.routeOptions.config.publicCache === true || request.user === null;
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
      area: areaOf(request.routeOptions.url ?? request.url),
    };
    entries.set(request.url, entry);
    land(request, entry);
    return payload;
  });
  // A leader that never got to send (the client went away) must not leave others waiting.
  app.addHook('onRequestAbort', async (request) => land(request, undefined));
  app.addHook('onResponse', async (request) => land(request, undefined));

  /** Imports change dogs without a request: they empty the cache too. */
  app.decorate('clearResponseCache', () => {
    generation += 1;
    entries.clear();
  });
  /** A change made by a read (a notice's view count): forget that area's answers. */
  app.decorate('forgetCachedArea', forgetArea);
});

declare module 'fastify' {
  interface FastifyInstance {
    clearResponseCache?: () => void;
    forgetCachedArea?: (area: string) => void;
  }
}
