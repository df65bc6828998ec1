import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DogImportRunner } from './runner';
import { embedPhotosJob, importDogsJob, savedAlertsJob } from '../../jobs/catalogue';
import { createDogImportRunner } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Dog imports in this process: the `import-dogs` jobs (ADR 101). */
    dogImports: DogImportRunner;
  }
}

/**
 * The dog import runner (ADR 033). It imports only when an `import-dogs` job starts it: the
 * schedule's or an admin's through /api/admin/dog-imports (ADR 101). After each photo pass an
 * `embed-photos` job embeds the new photos, which alerts matching lost reports (ADR 100).
 */
export const dogImportsPlugin = fp(async (app: FastifyInstance) => {
  const runner = createDogImportRunner({
    config: app.config,
    db: app.db,
    storage: app.storage,
    log: app.log,
    afterRecords: () => {
      app.forgetCached?.('dogs');
      // Saved dogs' state changes and saved searches' new dogs (issue 30, ADR 180).
      app.jobs
        .send(savedAlertsJob, {}, { singletonKey: 'all' })
        .catch((error: unknown) => app.log.error({ err: error }, 'saved-alerts job not sent'));
    },
    afterPhotos: () => app.jobs.send(embedPhotosJob, {}, { singletonKey: 'all' }),
  });
  app.jobs.handle(importDogsJob, async ({ source, trigger }) => {
    const started = await runner.start(source, trigger);
    if (started.status === 'started') await started.done;
    return started.status;
  });
  app.decorate('dogImports', runner);
  app.addHook('onClose', () => runner.close());
});
