import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mailer } from '../lib/mailer';
import { createBossQueue } from './boss-queue';
import { jobDefinitions } from './definitions';
import type { JobDefinition, JobQueue } from './job';
import { createLocalQueue } from './local-queue';
import { schedulesOf, startSchedules } from './schedules';

/** How soon the jobs are started again when the database was not reachable. */
const WORK_RETRY_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue & {
      /** Starts the schedules when this process runs jobs (server.ts, worker.ts); returns the stop. */
      startSchedules(): () => void;
    };
    /** Sends mail through the queue: a `send-mail` job, tried again when the transport fails. */
    mailer: Mailer;
    /** Stops the schedules and the queue; the running jobs end first (jobsRunPlugin). */
    stopJobs(): Promise<void>;
  }
}

/**
 * The job queue (ADR 101): pg-boss on PostgreSQL, the in-process runner on PGlite. Mail goes
 * through it: `app.mailer` enqueues, the `send-mail` job hands the mail to the transport.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const { jobs: settings } = app.config;
  const url = app.database.url;
  if (!url && !settings.enabled) {
    app.log.warn(
      'JOBS=0 is ignored on PGlite: no worker can open its files (ADR 098), so this process runs the jobs',
    );
  }
  const queue = url
    ? await createBossQueue({
        url,
        db: app.db,
        log: app.log,
        working: settings.enabled,
        superviseSeconds: settings.superviseSeconds,
      })
    : createLocalQueue(app.db, app.log);
  const stops: (() => void)[] = [];
  app.decorate('jobs', {
    ...queue,
    startSchedules() {
      const stop = queue.working ? startSchedules(queue, schedulesOf(app), app.log) : () => {};
      stops.push(stop);
      return stop;
    },
  });
  app.decorate('mailer', {
    send: async (mail) => void (await queue.send('send-mail', mail)),
  } satisfies Mailer);
  app.decorate('stopJobs', async () => {
    for (const stop of stops) stop();
    await queue.stop();
  });
});

/**
 * Starts running the jobs once every plugin their handlers use is ready, and stops them on
 * close before those plugins close (registered after them: onClose runs last-in, first-out).
 */
export const jobsRunPlugin = fp(async (app: FastifyInstance) => {
  let retry: NodeJS.Timeout | undefined;
  // A database that is down at start must not stop the server (/readyz says 503 meanwhile).
  const work = async (definitions: JobDefinition[]) => {
    try {
      await app.jobs.work(definitions);
    } catch (error) {
      app.log.error({ err: error }, 'background jobs not started; trying again');
      retry = setTimeout(() => void work(definitions), WORK_RETRY_MS);
      retry.unref();
    }
  };
  // onReady: every plugin the handlers use is registered by now.
  app.addHook('onReady', () =>
    work(
      jobDefinitions({
        db: app.db,
        publicData: app.config.publicData,
        dogImports: app.dogImports,
        photoSearch: app.photoSearch,
        matcher: app.matcher,
        forgetCached: app.forgetCached,
        storage: app.storage,
        transport: app.mailTransport,
      }),
    ),
  );
  app.addHook('onClose', () => {
    clearTimeout(retry);
    return app.stopJobs();
  });
});
