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
  status: z.enum(['database unreachable', 'migrations pending']),
  pending: z.array(z.string()).optional(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { config: { caching: 'uncached' }, schema: { hide: true, response: { 200: statusSchema } } },
    async () => ({ status: 'ok' }),
  );
  // Ready = the database answers and has every migration this build ships: a process that
  // started against an older schema must not be sent traffic.
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
      // Ready even on the colour fallback (the service works), but it says so.
      const photoSearch = app.hasDecorator('photoSearch')
        ? await adminPhotoSearchStatus(app.photoSearch)
        : undefined;
      return { status: 'ready', ...(photoSearch ? { photoSearch } : {}) };
    },
  );
};
