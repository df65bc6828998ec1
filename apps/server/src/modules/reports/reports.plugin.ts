import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { askStillLostJob } from '../../jobs/catalogue';
import { askStillLost } from './report-closing.service';

/** The lost reports' background work: the 14-day question (ADR 152). */
export const reportsPlugin = fp(async (app: FastifyInstance) => {
  app.jobs.handle(askStillLostJob, () =>
    askStillLost({
      db: app.db,
      notifier: app.notifier,
      publicBaseUrl: app.config.publicBaseUrl,
    }),
  );
});
