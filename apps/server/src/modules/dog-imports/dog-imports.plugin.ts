import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DogImportRunner } from '../../ingest/dogs/runner';
import { createDogImportRunner } from '../../ingest/dogs/runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Dog imports in this process: the schedule (server.ts) and the admin's "run now". */
    dogImports: DogImportRunner;
  }
}

/**
 * The dog import runner (ADR 033). It imports only when started: by the schedule, which
 * server.ts starts, or by an admin through /api/admin/dog-imports. After each photo pass the
 * photo-search indexer embeds the new photos, which alerts matching lost reports (ADR 100).
 */
export const dogImportsPlugin = fp(async (app: FastifyInstance) => {
  const runner = createDogImportRunner({
    config: app.config,
    db: app.db,
    storage: app.storage,
    log: app.log,
    afterRecords: () => app.clearResponseCache?.(),
    afterPhotos: () => app.photoSearch.indexer.runOnce(),
  });
  app.decorate('dogImports', runner);
  app.addHook('onClose', () => runner.close());
});
