import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Who an answer is for, and so who may keep it (ADR 112). */
export type Caching = 'public' | 'visitors' | 'personal' | 'uncached';
export const CACHING_KINDS: readonly Caching[] = ['public', 'visitors', 'personal', 'uncached'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who the route's answers are for (ADR 112); every GET route says it
     * (`route-cache-declarations.test.ts`):
     * - `public`: the same for everyone; the route may let caches keep it (images: a year);
     * - `visitors`: the same for every visitor, made for the reader when someone is signed in
     *   (a report's `isAuthor`): `no-store` for a signed-in request;
     * - `personal`: depends on who asks: always `no-store`;
     * - `uncached`: the same for everyone, but every request must reach the server (spec §7's
     *   notice list, a notice's counted view, health and metrics): always `no-store`.
     * An API route that declares nothing (every write) is `personal`.
     */
    caching?: Caching;
  }
}

const NO_STORE = 'no-store';
const API_ROUTE = /^\/(api|auth)\//;

const signedIn = (request: FastifyRequest) =>
  request.user !== null || request.headers.authorization !== undefined;

function cachingOf(request: FastifyRequest): Caching | undefined {
  const declared = request.routeOptions.config.caching;
  if (declared) return declared;
  // Judged by the route reached, never the path a client spelled (issue 17).
  return API_ROUTE.test(request.routeOptions.url ?? '') ? 'personal' : undefined;
}

/**
 * One hook gives every answer that must not be kept `Cache-Control: no-store`, from the
 * route's declaration: routes no longer set it one by one, and an answer made for someone
 * is never left to a shared cache's defaults. It runs on every answer of the route, errors
 * and the response cache's kept copies included.
 */
export const cacheHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const caching = cachingOf(request);
    const noStore =
      caching === 'personal' ||
      caching === 'uncached' ||
      (caching === 'visitors' && signedIn(request));
    if (noStore) reply.header('cache-control', NO_STORE);
    return payload;
  });
});
