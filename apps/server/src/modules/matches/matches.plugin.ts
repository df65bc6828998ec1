import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Matcher } from './matcher';
import { createMatcher } from './matcher';

declare module 'fastify' {
  interface FastifyInstance {
    matcher: Matcher & {
      /**
       * After a report is saved: its candidates are found in the background, so the save
       * answers at once (the page polls while `pending`); a failure never fails the save.
       */
      afterReportSaved(reportId: number): void;
      /** Whether this process is still finding the report's candidates. */
      isMatching(reportId: number): boolean;
      /** Resolves when every background match of this process has finished. */
      idle(): Promise<void>;
    };
  }
}

/**
 * Lost-report matching (ADR 100). New dog vectors come from the photo-search indexer, so
 * every import is checked once its photos are embedded; report photos missing a vector
 * (demo data, a model change) are embedded on the indexer's rhythm.
 */
export const matchesPlugin = fp(async (app: FastifyInstance) => {
  const { indexer } = app.photoSearch;
  const matcher = createMatcher({
    db: app.db,
    storage: app.storage,
    embeddings: () => app.photoSearch.embeddings(),
    index: () => app.photoSearch.index(),
    mailer: app.mailer,
    baseUrl: app.config.publicBaseUrl,
    log: app.log,
  });
  indexer.onEmbedded((dogs) => matcher.checkDogs(dogs));
  const inFlight = new Map<number, Promise<void>>();
  app.decorate('matcher', {
    ...matcher,
    afterReportSaved(reportId: number) {
      const previous = inFlight.get(reportId) ?? Promise.resolve();
      // An edit right after a create waits for the first match, so the last photo wins.
      const run = previous
        .then(() => matcher.matchReport(reportId))
        .catch((error: unknown) => {
          app.log.warn({ err: error, reportId }, 'matches: candidates not computed on save');
        })
        .finally(() => {
          if (inFlight.get(reportId) === run) inFlight.delete(reportId);
        });
      inFlight.set(reportId, run);
    },
    isMatching: (reportId: number) => inFlight.has(reportId),
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight.values()]);
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
      await matcher.rematchStaleReports();
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
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await app.matcher.idle();
  });
});
