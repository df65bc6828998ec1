import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { askStillLostJob, thankFindersJob } from '../../jobs/catalogue';
import { thankFinders } from './finders-thanks';
import { askStillLost } from './report-closing.service';

/** The lost reports' background work: the 14-day question (ADR 152), the finders' thanks (ADR 248). */
export const reportsPlugin = fp(async (app: FastifyInstance) => {
  app.jobs.handle(askStillLostJob, () =>
    askStillLost({
      db: app.db,
      notifier: app.notifier,
      publicBaseUrl: app.config.publicBaseUrl,
    }),
  );
  app.jobs.handle(thankFindersJob, async ({ reportId }) => {
    await thankFinders(
      {
        db: app.db,
        notifier: app.notifier,
        signer: app.signer,
        baseUrl: app.config.publicBaseUrl,
      },
      reportId,
    );
  });
});
