import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { importLossNoticesJob } from '../../jobs/catalogue';
import { importLossNotices } from './loss-notices.import';

/**
 * The national lost-animal notices (ADR 246): imported when an `import-loss-notices` job
 * runs, which the schedule sends as often as the stray-dog imports when the data.go.kr key
 * is set. A stopping process ends the run, which is recorded as failed.
 */
export const lossNoticesPlugin = fp(async (app: FastifyInstance) => {
  app.jobs.handle(importLossNoticesJob, async ({ trigger }, signal) => {
    if (!app.config.publicData.key) return 'not-configured';
    const context = {
      config: app.config,
      db: app.db,
      storage: app.storage,
      embeddings: () => app.photoSearch.embeddings(),
    };
    const summary = await importLossNotices(context, { trigger, signal });
    if (!summary) return 'running';
    if (summary.status === 'ok') app.log.info({ summary }, 'loss notices import finished');
    else app.log.warn({ summary }, 'loss notices import stopped');
    return summary.status;
  });
});
