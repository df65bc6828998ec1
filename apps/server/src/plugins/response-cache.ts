import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The same answer for everyone: may be served from the short response cache (ADR 097). */
    publicCache?: boolean;
  }
}

const MAX_ENTRIES = 1000;
type Entry = { body: string; type: string; cacheControl?: string; expires: number };

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
/** The area of a URL: `/api/lost-pet/12?x` → `/api/lost-pet`. */
const areaOf = (url: string) => url.split('?')[0]!.split('/').slice(0, 3).join('/');

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
  const cacheable = (method: string, config: { publicCache?: boolean }) =>
    method === 'GET' && config.publicCache === true;

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request.method, request.routeOptions.config)) return;
    const hit = entries.get(request.url);
    if (!hit) return;
    if (hit.expires <= Date.now()) {
      entries.delete(request.url);
      return;
    }
    reply.header('content-type', hit.type).header('x-cache', 'HIT');
    if (hit.cacheControl) reply.header('cache-control', hit.cacheControl);
    return reply.send(hit.body);
  });

  /**
   * A write to a cached area (a report) drops that area's answers; a write elsewhere that
   * cached answers show (a nickname, an admin's delete) drops them all.
   */
  const forget = (url: string) => {
    if (UNRELATED_WRITES.some((prefix) => url.startsWith(prefix))) return;
    const area = areaOf(url);
    if (!CACHED_AREAS.includes(area)) return entries.clear();
    forgetArea(area);
  };
  const forgetArea = (area: string) => {
    for (const key of entries.keys()) if (areaOf(key) === area) entries.delete(key);
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (reply.statusCode < 400) forget(request.url);
      return payload;
    }
    const fresh = reply.getHeader('x-cache') !== 'HIT';
    if (fresh && reply.statusCode === 200 && typeof payload === 'string') {
      if (!cacheable(request.method, request.routeOptions.config)) return payload;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const cacheControl = reply.getHeader('cache-control')?.toString();
      entries.set(request.url, { body: payload, type, cacheControl, expires: Date.now() + ttlMs });
    }
    return payload;
  });

  /** Imports change dogs without a request: they empty the cache too. */
  app.decorate('clearResponseCache', () => entries.clear());
  /** A change made by a read (a notice's view count): forget that area's answers. */
  app.decorate('forgetCachedArea', forgetArea);
});

declare module 'fastify' {
  interface FastifyInstance {
    clearResponseCache?: () => void;
    forgetCachedArea?: (area: string) => void;
  }
}
