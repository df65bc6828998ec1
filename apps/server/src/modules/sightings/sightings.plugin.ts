import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeUnconfirmedSightingsJob } from '../../jobs/catalogue';
import { purgeUnconfirmed } from './sightings.service';

/** The sightings' background work: visitors' posts never confirmed go (ADR 135). */
export const sightingsPlugin = fp(async (app: FastifyInstance) => {
  app.jobs.handle(purgeUnconfirmedSightingsJob, () =>
    purgeUnconfirmed({ db: app.db, storage: app.storage }),
  );
});
