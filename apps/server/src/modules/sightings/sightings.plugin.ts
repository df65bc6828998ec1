import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeUnconfirmedSightingsJob } from '../../jobs/catalogue';
import { purgeUnconfirmedReports } from '../reports/visitor-reports';
import { purgeUnconfirmed } from './sightings.service';

/**
 * The sightings' background work: visitors' posts never confirmed go (ADR 135), their lost
 * reports with them (ADR 243).
 */
export const sightingsPlugin = fp(async (app: FastifyInstance) => {
  const deps = { db: app.db, storage: app.storage };
  app.jobs.handle(
    purgeUnconfirmedSightingsJob,
    async () => (await purgeUnconfirmed(deps)) + (await purgeUnconfirmedReports(deps)),
  );
});
