import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPhotoSearchStatusSchema } from '@chajul/contracts';
import { z } from 'zod';
import { ping } from '../db/client';
import { pendingMigrations } from '../db/migration-status';
import { adminPhotoSearchStatus } from '../modules/search/search.status';

const statusSchema = z.object({ status: z.string() });
const readySchema = statusSchema.extend({
  /** Which model answers photo searches, and why not the configured one (a fallback). */
  photoSearch: adminPhotoSearchStatusSchema.optional(),
});
const notReadySchema = z.object({
  status: z.enum(['database unreachable', 'migrations pending', 'indexing']),
  pending: z.array(z.string()).optional(),
  /** While indexing: dogs whose photos still wait for the serving model's vectors. */
  waitingDogs: z.number().int().optional(),
  photoSearch: adminPhotoSearchStatusSchema.optional(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { config: { caching: 'uncached' }, schema: { hide: true, response: { 200: statusSchema } } },
    async () => ({ status: 'ok' }),
  );
  // Ready = the database answers and has every migration this build ships (a process that
  // started against an older schema must not be sent traffic), and the photos found at the
  // start are indexed.
  app.get(
    '/readyz',
    {
      config: { caching: 'uncached' },
      schema: { hide: true, response: { 200: readySchema, 503: notReadySchema } },
    },
    async (request, reply) => {
      let pending: string[];
      try {
        await ping(app.db);
        pending = await pendingMigrations(app.db);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unreachable');
        return reply.status(503).send({ status: 'database unreachable' });
      }
      if (pending.length > 0) {
        return reply.status(503).send({ status: 'migrations pending', pending });
      }
      if (!app.hasDecorator('photoSearch')) return { status: 'ready' };
      // Ready even on the colour fallback (the service works), but it says so.
      const photoSearch = await adminPhotoSearchStatus(app.photoSearch);
      // Not ready while the photos found at the start wait for their vectors: a photo search
      // or a new report would miss those dogs (ADR 234). Dogs imported later are indexed
      // behind a ready server, as before.
      const startup = await app.photoSearch.startupIndex();
      if (!startup.done) {
        return reply
          .status(503)
          .send({ status: 'indexing', waitingDogs: startup.waiting, photoSearch });
      }
      return { status: 'ready', photoSearch };
    },
  );
};
