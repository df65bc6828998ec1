import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { CacheFamily } from '../../plugins/response-cache';
import { MapSnapshots, loadEntries } from './map.service';

declare module 'fastify' {
  interface FastifyInstance {
    mapSnapshots: MapSnapshots;
  }
}

/** The least time between two reloads for other processes' changes (ADR 170). */
const REFRESH_SECONDS = 15;

/** The families whose writes move, add or remove a point of the map. */
const MAP_FAMILIES: readonly CacheFamily[] = ['reports', 'sightings', 'shelters'];

/**
 * The map's snapshot of open points (ADR 170), forgotten whenever a write of this process
 * says it changes reports, sightings or shelters (or says nothing, and so changes all), and
 * when an import forgets those families.
 */
export const mapPlugin = fp(async (app: FastifyInstance) => {
  // Writes through this process forget it at once; changes made by other processes (several
  // web processes on PostgreSQL) show within the response cache's TTL, but not sooner than
  // every REFRESH_SECONDS: reloading 20,000 rows every 2 s would be most of the work.
  const ttl = app.config.responseCacheSeconds;
  const snapshots = new MapSnapshots(
    () => loadEntries(app.db),
    ttl > 0 ? Math.max(ttl, REFRESH_SECONDS) * 1000 : 0,
  );
  app.decorate('mapSnapshots', snapshots);

  // On the write routes only: a hook on every route cost each read, the static files too.
  const forgetAfterWrite: onSendHookHandler = async (request, reply, payload) => {
    if (reply.statusCode < 400) snapshots.forget();
    return payload;
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
    const { invalidates } = route.config ?? {};
    if (invalidates && !invalidates.some((family) => MAP_FAMILIES.includes(family))) return;
    route.onSend = [...[route.onSend ?? []].flat(), forgetAfterWrite];
  });

  const forgetCached = app.forgetCached;
  app.forgetCached = (family: CacheFamily) => {
    forgetCached?.(family);
    if (MAP_FAMILIES.includes(family)) snapshots.forget();
  };
});
