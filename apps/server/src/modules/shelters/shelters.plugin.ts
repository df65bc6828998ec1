import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { importShelters } from './import-shelters';
import { importSheltersJob } from '../../jobs/catalogue';

/**
 * The shelter list's import, run as the `import-shelters` job (its schedule, ADR 101); the
 * public list answers it without waiting for the short cache (ADR 097).
 */
export const sheltersPlugin = fp(async (app: FastifyInstance) => {
  app.jobs.handle(importSheltersJob, async (_payload, signal) => {
    const result = await importShelters(app.db, app.config.publicData, { fetch: { signal } });
    app.forgetCached?.('shelters');
    return result;
  });
});
