import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Matcher } from './matcher';
import { createMatcher } from './matcher';

declare module 'fastify' {
  interface FastifyInstance {
    matcher: Matcher & {
      /** After a report is saved: its candidates now; a failure never fails the save. */
      afterReportSaved(reportId: number): Promise<void>;
    };
  }
}

/**
 * Lost-report matching (ADR 100). New dog vectors come from the photo-search indexer, so
 * every import is checked once its photos are embedded; report photos missing a vector
 * (demo data, a model change) are embedded on the indexer's rhythm.
 */
export const matchesPlugin = fp(async (app: FastifyInstance) => {
  const { embeddings, index, indexer } = app.photoSearch;
  const matcher = createMatcher({
    db: app.db,
    storage: app.storage,
    embeddings,
    index,
    mailer: app.mailer,
    baseUrl: app.config.publicBaseUrl,
    log: app.log,
  });
  indexer.onEmbedded((dogs) => matcher.checkDogs(dogs));
  app.decorate('matcher', {
    ...matcher,
    async afterReportSaved(reportId: number) {
      await matcher.matchReport(reportId).catch((error: unknown) => {
        app.log.warn({ err: error, reportId }, 'matches: candidates not computed on save');
      });
    },
  });

  const seconds = app.config.search.reindexIntervalSeconds;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await matcher.embedMissingReports();
    } catch (error) {
      app.log.error({ err: error }, 'matches: report photos not embedded');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    if (seconds > 0) {
      timer = setInterval(() => void tick(), seconds * 1000);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
